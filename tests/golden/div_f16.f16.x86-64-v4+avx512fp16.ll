@jr.zero = internal constant float 0.0, align 4

declare <32 x half> @llvm.copysign.v32f16(<32 x half>, <32 x half>)
declare <32 x half> @llvm.fabs.v32f16(<32 x half>)
declare <32 x half> @llvm.fmuladd.v32f16(<32 x half>, <32 x half>, <32 x half>)
declare <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half>, <32 x half>, i32)
declare <32 x i16> @llvm.masked.load.v32i16.p0(ptr, <32 x i1>, <32 x i16>)
declare <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64, i64)
declare void @llvm.masked.store.v32i16.p0(<32 x i16>, ptr, <32 x i1>)

define void @"jr.op.div_f16"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %off55 = call i64 asm "", "=r,0"(i64 0)
  %off56 = trunc i64 %off55 to i1
  %off57 = insertelement <32 x i1> zeroinitializer, i1 %off56, i64 0
  %off58 = insertelement <32 x i1> %off57, i1 %off56, i64 31
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  %i4 = load i64, ptr %n.addr.1
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
  %p18 = getelementptr i16, ptr %buf.a, i64 %i4
  %ld19 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %p18, <32 x i1> %mask17, <32 x i16> zeroinitializer)
  %v20 = bitcast <32 x i16> %ld19 to <32 x half>
  %p21 = getelementptr i16, ptr %buf.b, i64 %i4
  %ld22 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %p21, <32 x i1> %mask17, <32 x i16> zeroinitializer)
  %v23 = bitcast <32 x i16> %ld22 to <32 x half>
  %v24 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v23)
  %v25 = fcmp olt <32 x half> %v24, splat (half 0xH0400)
  %v26 = fcmp ogt <32 x half> %v24, splat (half 0xH7400)
  %v27 = select <32 x i1> %v26, <32 x half> splat (half 0xH1400), <32 x half> splat (half 0xH3C00)
  %v28 = select <32 x i1> %v25, <32 x half> splat (half 0xH6400), <32 x half> %v27
  %v29 = fmul <32 x half> %v20, %v28
  %v30 = fmul <32 x half> %v23, %v28
  %v31 = call <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half> %v30, <32 x half> zeroinitializer, i32 -1)
  %v32 = fmul <32 x half> %v29, %v31
  %v33 = fneg <32 x half> %v30
  %v34 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v33, <32 x half> %v32, <32 x half> %v29)
  %v35 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v34, <32 x half> %v31, <32 x half> %v32)
  %v36 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v32)
  %v37 = fcmp oeq <32 x half> %v36, splat (half 0xH7C00)
  %v38 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v20)
  %v39 = fcmp olt <32 x half> %v38, splat (half 0xH7C00)
  %v40 = and <32 x i1> %v37, %v39
  %v41 = fcmp one <32 x half> %v23, splat (half 0xH0000)
  %v42 = and <32 x i1> %v40, %v41
  %v43 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v30)
  %v44 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v29)
  %v45 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xHFBFF), <32 x half> %v43, <32 x half> %v44)
  %v46 = fmul <32 x half> %v43, splat (half 0xH4C00)
  %v47 = fcmp oge <32 x half> %v45, %v46
  %v48 = select <32 x i1> %v47, <32 x half> splat (half 0xH7C00), <32 x half> splat (half 0xH7BFF)
  %v49 = call <32 x half> @llvm.copysign.v32f16(<32 x half> %v48, <32 x half> %v32)
  %v50 = fcmp uno <32 x half> %v35, %v35
  %v51 = select <32 x i1> %v50, <32 x half> %v32, <32 x half> %v35
  %v52 = select <32 x i1> %v42, <32 x half> %v49, <32 x half> %v51
  %v53 = bitcast <32 x half> %v52 to <32 x i16>
  %p54 = getelementptr i16, ptr %buf.y, i64 %i4
  %v59 = or <32 x i1> %mask17, %off58
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %v53, ptr align 2 %p54, <32 x i1> %v59)
  store i64 %v16, ptr %n.addr.1
  br label %aligned15
aligned15:
  %v60 = sub i64 %v3, 32
  br label %cond61
cond61:
  %i64 = load i64, ptr %n.addr.1
  %v65 = icmp sle i64 %i64, %v60
  br i1 %v65, label %body62, label %exit63
body62:
  %p66 = getelementptr i16, ptr %buf.a, i64 %i64
  %ld67 = load <32 x i16>, ptr %p66, align 2
  %v68 = bitcast <32 x i16> %ld67 to <32 x half>
  %p69 = getelementptr i16, ptr %buf.b, i64 %i64
  %ld70 = load <32 x i16>, ptr %p69, align 2
  %v71 = bitcast <32 x i16> %ld70 to <32 x half>
  %v72 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v71)
  %v73 = fcmp olt <32 x half> %v72, splat (half 0xH0400)
  %v74 = fcmp ogt <32 x half> %v72, splat (half 0xH7400)
  %v75 = select <32 x i1> %v74, <32 x half> splat (half 0xH1400), <32 x half> splat (half 0xH3C00)
  %v76 = select <32 x i1> %v73, <32 x half> splat (half 0xH6400), <32 x half> %v75
  %v77 = fmul <32 x half> %v68, %v76
  %v78 = fmul <32 x half> %v71, %v76
  %v79 = call <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half> %v78, <32 x half> zeroinitializer, i32 -1)
  %v80 = fmul <32 x half> %v77, %v79
  %v81 = fneg <32 x half> %v78
  %v82 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v81, <32 x half> %v80, <32 x half> %v77)
  %v83 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v82, <32 x half> %v79, <32 x half> %v80)
  %v84 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v80)
  %v85 = fcmp oeq <32 x half> %v84, splat (half 0xH7C00)
  %v86 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v68)
  %v87 = fcmp olt <32 x half> %v86, splat (half 0xH7C00)
  %v88 = and <32 x i1> %v85, %v87
  %v89 = fcmp one <32 x half> %v71, splat (half 0xH0000)
  %v90 = and <32 x i1> %v88, %v89
  %v91 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v78)
  %v92 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v77)
  %v93 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xHFBFF), <32 x half> %v91, <32 x half> %v92)
  %v94 = fmul <32 x half> %v91, splat (half 0xH4C00)
  %v95 = fcmp oge <32 x half> %v93, %v94
  %v96 = select <32 x i1> %v95, <32 x half> splat (half 0xH7C00), <32 x half> splat (half 0xH7BFF)
  %v97 = call <32 x half> @llvm.copysign.v32f16(<32 x half> %v96, <32 x half> %v80)
  %v98 = fcmp uno <32 x half> %v83, %v83
  %v99 = select <32 x i1> %v98, <32 x half> %v80, <32 x half> %v83
  %v100 = select <32 x i1> %v90, <32 x half> %v97, <32 x half> %v99
  %v101 = bitcast <32 x half> %v100 to <32 x i16>
  %p102 = getelementptr i16, ptr %buf.y, i64 %i64
  store <32 x i16> %v101, ptr %p102, align 2
  %v103 = add nsw i64 %i64, 32
  store i64 %v103, ptr %n.addr.1
  br label %cond61
exit63:
  %i104 = load i64, ptr %n.addr.1
  %v105 = icmp slt i64 %i104, %v3
  br i1 %v105, label %tail106, label %done107
tail106:
  %mask108 = call <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64 %i104, i64 %v3)
  %p109 = getelementptr i16, ptr %buf.a, i64 %i104
  %ld110 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %p109, <32 x i1> %mask108, <32 x i16> zeroinitializer)
  %v111 = bitcast <32 x i16> %ld110 to <32 x half>
  %p112 = getelementptr i16, ptr %buf.b, i64 %i104
  %ld113 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %p112, <32 x i1> %mask108, <32 x i16> zeroinitializer)
  %v114 = bitcast <32 x i16> %ld113 to <32 x half>
  %v115 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v114)
  %v116 = fcmp olt <32 x half> %v115, splat (half 0xH0400)
  %v117 = fcmp ogt <32 x half> %v115, splat (half 0xH7400)
  %v118 = select <32 x i1> %v117, <32 x half> splat (half 0xH1400), <32 x half> splat (half 0xH3C00)
  %v119 = select <32 x i1> %v116, <32 x half> splat (half 0xH6400), <32 x half> %v118
  %v120 = fmul <32 x half> %v111, %v119
  %v121 = fmul <32 x half> %v114, %v119
  %v122 = call <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half> %v121, <32 x half> zeroinitializer, i32 -1)
  %v123 = fmul <32 x half> %v120, %v122
  %v124 = fneg <32 x half> %v121
  %v125 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v124, <32 x half> %v123, <32 x half> %v120)
  %v126 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v125, <32 x half> %v122, <32 x half> %v123)
  %v127 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v123)
  %v128 = fcmp oeq <32 x half> %v127, splat (half 0xH7C00)
  %v129 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v111)
  %v130 = fcmp olt <32 x half> %v129, splat (half 0xH7C00)
  %v131 = and <32 x i1> %v128, %v130
  %v132 = fcmp one <32 x half> %v114, splat (half 0xH0000)
  %v133 = and <32 x i1> %v131, %v132
  %v134 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v121)
  %v135 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v120)
  %v136 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xHFBFF), <32 x half> %v134, <32 x half> %v135)
  %v137 = fmul <32 x half> %v134, splat (half 0xH4C00)
  %v138 = fcmp oge <32 x half> %v136, %v137
  %v139 = select <32 x i1> %v138, <32 x half> splat (half 0xH7C00), <32 x half> splat (half 0xH7BFF)
  %v140 = call <32 x half> @llvm.copysign.v32f16(<32 x half> %v139, <32 x half> %v123)
  %v141 = fcmp uno <32 x half> %v126, %v126
  %v142 = select <32 x i1> %v141, <32 x half> %v123, <32 x half> %v126
  %v143 = select <32 x i1> %v133, <32 x half> %v140, <32 x half> %v142
  %v144 = bitcast <32 x half> %v143 to <32 x i16>
  %p145 = getelementptr i16, ptr %buf.y, i64 %i104
  %v146 = or <32 x i1> %mask108, %off58
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %v144, ptr align 2 %p145, <32 x i1> %v146)
  br label %done107
done107:
  ret void
}
