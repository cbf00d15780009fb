@jr.zero = internal constant float 0.0, align 4

declare <32 x half> @llvm.fabs.v32f16(<32 x half>)
declare <32 x half> @llvm.fmuladd.v32f16(<32 x half>, <32 x half>, <32 x half>)
declare <32 x half> @llvm.roundeven.v32f16(<32 x half>)
declare <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half>, <32 x half>, i32)
declare <32 x half> @llvm.x86.avx512fp16.mask.scalef.ph.512(<32 x half>, <32 x half>, <32 x half>, i32, i32)
declare <32 x i16> @llvm.masked.load.v32i16.p0(ptr, <32 x i1>, <32 x i16>)
declare <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64, i64)
declare void @llvm.masked.store.v32i16.p0(<32 x i16>, ptr, <32 x i1>)

define void @"jr.op.swish_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %off58 = call i64 asm "", "=r,0"(i64 0)
  %off59 = trunc i64 %off58 to i1
  %off60 = insertelement <32 x i1> zeroinitializer, i1 %off59, i64 0
  %off61 = insertelement <32 x i1> %off60, i1 %off59, i64 31
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %i4 = load i64, ptr %_b0.addr.1
  %p5 = getelementptr i16, ptr %buf.y, i64 %i4
  %v6 = ptrtoint ptr %p5 to i64
  %v7 = lshr i64 %v6, 1
  %v8 = sub i64 0, %v7
  %v9 = and i64 %v8, 31
  %v10 = sub i64 %v3, %i4
  %v11 = icmp sge i64 %v10, 256
  %v12 = select i1 %v11, i64 %v9, i64 0
  %v13 = icmp sgt i64 %v12, 0
  br i1 %v13, label %peel14, label %aligned15
peel14:
  %v16 = add nsw i64 %i4, %v12
  %mask17 = call <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64 %i4, i64 %v16)
  %p18 = getelementptr i16, ptr %buf.x, i64 %i4
  %ld19 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %p18, <32 x i1> %mask17, <32 x i16> zeroinitializer)
  %v20 = bitcast <32 x i16> %ld19 to <32 x half>
  %v21 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v20)
  %v22 = fcmp ogt <32 x half> %v21, splat (half 0xH48C0)
  %v23 = select <32 x i1> %v22, <32 x half> splat (half 0xH0400), <32 x half> splat (half 0xH3C00)
  %v24 = fneg <32 x half> %v21
  %v25 = select <32 x i1> %v22, <32 x half> splat (half 0xHCECD), <32 x half> splat (half 0xHCC60)
  %v26 = fcmp olt <32 x half> %v24, %v25
  %v27 = select <32 x i1> %v26, <32 x half> splat (half 0xH0000), <32 x half> %v24
  %v28 = fcmp ogt <32 x half> %v27, splat (half 0xH49C0)
  %v29 = select <32 x i1> %v28, <32 x half> splat (half 0xH49C0), <32 x half> %v27
  %v30 = fmul <32 x half> %v29, splat (half 0xH3DC5)
  %v31 = call <32 x half> @llvm.roundeven.v32f16(<32 x half> %v30)
  %v32 = fmul <32 x half> %v31, splat (half 0xH3980)
  %v33 = fsub <32 x half> %v29, %v32
  %v34 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v31, <32 x half> splat (half 0xH9DC8), <32 x half> %v33)
  %v35 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v34, <32 x half> splat (half 0xH3155))
  %v36 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v35, <32 x half> %v34, <32 x half> splat (half 0xH3800))
  %v37 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v36, <32 x half> %v34, <32 x half> splat (half 0xH3C00))
  %v38 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v37, <32 x half> %v34, <32 x half> splat (half 0xH3C00))
  %v39 = select <32 x i1> %v22, <32 x half> splat (half 0xH4B00), <32 x half> splat (half 0xH0000)
  %v40 = fadd <32 x half> %v31, %v39
  %v41 = call <32 x half> @llvm.x86.avx512fp16.mask.scalef.ph.512(<32 x half> %v38, <32 x half> %v40, <32 x half> zeroinitializer, i32 -1, i32 4)
  %v42 = select <32 x i1> %v26, <32 x half> splat (half 0xH0000), <32 x half> %v41
  %v43 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v42, <32 x half> %v23, <32 x half> splat (half 0xH3C00))
  %v44 = fcmp olt <32 x half> %v20, splat (half 0xH0000)
  %v45 = fmul <32 x half> %v20, %v42
  %v46 = select <32 x i1> %v44, <32 x half> %v45, <32 x half> %v20
  %v47 = call <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half> %v43, <32 x half> zeroinitializer, i32 -1)
  %v48 = fmul <32 x half> %v46, %v47
  %v49 = fneg <32 x half> %v43
  %v50 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v49, <32 x half> %v48, <32 x half> %v46)
  %v51 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v50, <32 x half> %v47, <32 x half> %v48)
  %v52 = fcmp uno <32 x half> %v51, %v51
  %v53 = select <32 x i1> %v52, <32 x half> %v48, <32 x half> %v51
  %v54 = fmul <32 x half> %v53, %v23
  %v55 = select <32 x i1> %v44, <32 x half> %v54, <32 x half> %v53
  %v56 = bitcast <32 x half> %v55 to <32 x i16>
  %p57 = getelementptr i16, ptr %buf.y, i64 %i4
  %v62 = or <32 x i1> %mask17, %off61
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %v56, ptr align 2 %p57, <32 x i1> %v62)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v63 = sub i64 %v3, 32
  br label %cond64
cond64:
  %i67 = load i64, ptr %_b0.addr.1
  %v68 = icmp sle i64 %i67, %v63
  br i1 %v68, label %body65, label %exit66
body65:
  %p69 = getelementptr i16, ptr %buf.x, i64 %i67
  %ld70 = load <32 x i16>, ptr %p69, align 2
  %v71 = bitcast <32 x i16> %ld70 to <32 x half>
  %v72 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v71)
  %v73 = fcmp ogt <32 x half> %v72, splat (half 0xH48C0)
  %v74 = select <32 x i1> %v73, <32 x half> splat (half 0xH0400), <32 x half> splat (half 0xH3C00)
  %v75 = fneg <32 x half> %v72
  %v76 = select <32 x i1> %v73, <32 x half> splat (half 0xHCECD), <32 x half> splat (half 0xHCC60)
  %v77 = fcmp olt <32 x half> %v75, %v76
  %v78 = select <32 x i1> %v77, <32 x half> splat (half 0xH0000), <32 x half> %v75
  %v79 = fcmp ogt <32 x half> %v78, splat (half 0xH49C0)
  %v80 = select <32 x i1> %v79, <32 x half> splat (half 0xH49C0), <32 x half> %v78
  %v81 = fmul <32 x half> %v80, splat (half 0xH3DC5)
  %v82 = call <32 x half> @llvm.roundeven.v32f16(<32 x half> %v81)
  %v83 = fmul <32 x half> %v82, splat (half 0xH3980)
  %v84 = fsub <32 x half> %v80, %v83
  %v85 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v82, <32 x half> splat (half 0xH9DC8), <32 x half> %v84)
  %v86 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v85, <32 x half> splat (half 0xH3155))
  %v87 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v86, <32 x half> %v85, <32 x half> splat (half 0xH3800))
  %v88 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v87, <32 x half> %v85, <32 x half> splat (half 0xH3C00))
  %v89 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v88, <32 x half> %v85, <32 x half> splat (half 0xH3C00))
  %v90 = select <32 x i1> %v73, <32 x half> splat (half 0xH4B00), <32 x half> splat (half 0xH0000)
  %v91 = fadd <32 x half> %v82, %v90
  %v92 = call <32 x half> @llvm.x86.avx512fp16.mask.scalef.ph.512(<32 x half> %v89, <32 x half> %v91, <32 x half> zeroinitializer, i32 -1, i32 4)
  %v93 = select <32 x i1> %v77, <32 x half> splat (half 0xH0000), <32 x half> %v92
  %v94 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v93, <32 x half> %v74, <32 x half> splat (half 0xH3C00))
  %v95 = fcmp olt <32 x half> %v71, splat (half 0xH0000)
  %v96 = fmul <32 x half> %v71, %v93
  %v97 = select <32 x i1> %v95, <32 x half> %v96, <32 x half> %v71
  %v98 = call <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half> %v94, <32 x half> zeroinitializer, i32 -1)
  %v99 = fmul <32 x half> %v97, %v98
  %v100 = fneg <32 x half> %v94
  %v101 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v100, <32 x half> %v99, <32 x half> %v97)
  %v102 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v101, <32 x half> %v98, <32 x half> %v99)
  %v103 = fcmp uno <32 x half> %v102, %v102
  %v104 = select <32 x i1> %v103, <32 x half> %v99, <32 x half> %v102
  %v105 = fmul <32 x half> %v104, %v74
  %v106 = select <32 x i1> %v95, <32 x half> %v105, <32 x half> %v104
  %v107 = bitcast <32 x half> %v106 to <32 x i16>
  %p108 = getelementptr i16, ptr %buf.y, i64 %i67
  store <32 x i16> %v107, ptr %p108, align 2
  %v109 = add nsw i64 %i67, 32
  store i64 %v109, ptr %_b0.addr.1
  br label %cond64
exit66:
  %i110 = load i64, ptr %_b0.addr.1
  %v111 = icmp slt i64 %i110, %v3
  br i1 %v111, label %tail112, label %done113
tail112:
  %mask114 = call <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64 %i110, i64 %v3)
  %p115 = getelementptr i16, ptr %buf.x, i64 %i110
  %ld116 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %p115, <32 x i1> %mask114, <32 x i16> zeroinitializer)
  %v117 = bitcast <32 x i16> %ld116 to <32 x half>
  %v118 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v117)
  %v119 = fcmp ogt <32 x half> %v118, splat (half 0xH48C0)
  %v120 = select <32 x i1> %v119, <32 x half> splat (half 0xH0400), <32 x half> splat (half 0xH3C00)
  %v121 = fneg <32 x half> %v118
  %v122 = select <32 x i1> %v119, <32 x half> splat (half 0xHCECD), <32 x half> splat (half 0xHCC60)
  %v123 = fcmp olt <32 x half> %v121, %v122
  %v124 = select <32 x i1> %v123, <32 x half> splat (half 0xH0000), <32 x half> %v121
  %v125 = fcmp ogt <32 x half> %v124, splat (half 0xH49C0)
  %v126 = select <32 x i1> %v125, <32 x half> splat (half 0xH49C0), <32 x half> %v124
  %v127 = fmul <32 x half> %v126, splat (half 0xH3DC5)
  %v128 = call <32 x half> @llvm.roundeven.v32f16(<32 x half> %v127)
  %v129 = fmul <32 x half> %v128, splat (half 0xH3980)
  %v130 = fsub <32 x half> %v126, %v129
  %v131 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v128, <32 x half> splat (half 0xH9DC8), <32 x half> %v130)
  %v132 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v131, <32 x half> splat (half 0xH3155))
  %v133 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v132, <32 x half> %v131, <32 x half> splat (half 0xH3800))
  %v134 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v133, <32 x half> %v131, <32 x half> splat (half 0xH3C00))
  %v135 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v134, <32 x half> %v131, <32 x half> splat (half 0xH3C00))
  %v136 = select <32 x i1> %v119, <32 x half> splat (half 0xH4B00), <32 x half> splat (half 0xH0000)
  %v137 = fadd <32 x half> %v128, %v136
  %v138 = call <32 x half> @llvm.x86.avx512fp16.mask.scalef.ph.512(<32 x half> %v135, <32 x half> %v137, <32 x half> zeroinitializer, i32 -1, i32 4)
  %v139 = select <32 x i1> %v123, <32 x half> splat (half 0xH0000), <32 x half> %v138
  %v140 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v139, <32 x half> %v120, <32 x half> splat (half 0xH3C00))
  %v141 = fcmp olt <32 x half> %v117, splat (half 0xH0000)
  %v142 = fmul <32 x half> %v117, %v139
  %v143 = select <32 x i1> %v141, <32 x half> %v142, <32 x half> %v117
  %v144 = call <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half> %v140, <32 x half> zeroinitializer, i32 -1)
  %v145 = fmul <32 x half> %v143, %v144
  %v146 = fneg <32 x half> %v140
  %v147 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v146, <32 x half> %v145, <32 x half> %v143)
  %v148 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v147, <32 x half> %v144, <32 x half> %v145)
  %v149 = fcmp uno <32 x half> %v148, %v148
  %v150 = select <32 x i1> %v149, <32 x half> %v145, <32 x half> %v148
  %v151 = fmul <32 x half> %v150, %v120
  %v152 = select <32 x i1> %v141, <32 x half> %v151, <32 x half> %v150
  %v153 = bitcast <32 x half> %v152 to <32 x i16>
  %p154 = getelementptr i16, ptr %buf.y, i64 %i110
  %v155 = or <32 x i1> %mask114, %off61
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %v153, ptr align 2 %p154, <32 x i1> %v155)
  br label %done113
done113:
  ret void
}
