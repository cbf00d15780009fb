@jr.zero = internal constant float 0.0, align 4

declare <32 x half> @llvm.fabs.v32f16(<32 x half>)
declare <32 x half> @llvm.fmuladd.v32f16(<32 x half>, <32 x half>, <32 x half>)
declare <32 x i16> @llvm.masked.load.v32i16.p0(ptr, <32 x i1>, <32 x i16>)
declare <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64, i64)
declare void @llvm.masked.store.v32i16.p0(<32 x i16>, ptr, <32 x i1>)

define void @"jr.op.swish_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %off64 = call i64 asm "", "=r,0"(i64 0)
  %off65 = trunc i64 %off64 to i1
  %off66 = insertelement <32 x i1> zeroinitializer, i1 %off65, i64 0
  %off67 = insertelement <32 x i1> %off66, i1 %off65, i64 31
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
  %v31 = fadd <32 x half> %v30, splat (half 0xH6600)
  %v32 = fsub <32 x half> %v31, splat (half 0xH6600)
  %v33 = fmul <32 x half> %v32, splat (half 0xH3980)
  %v34 = fsub <32 x half> %v29, %v33
  %v35 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v32, <32 x half> splat (half 0xH9DC8), <32 x half> %v34)
  %v36 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v35, <32 x half> splat (half 0xH3155))
  %v37 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v36, <32 x half> %v35, <32 x half> splat (half 0xH3800))
  %v38 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v37, <32 x half> %v35, <32 x half> splat (half 0xH3C00))
  %v39 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v38, <32 x half> %v35, <32 x half> splat (half 0xH3C00))
  %v40 = bitcast <32 x half> %v31 to <32 x i16>
  %v41 = sub <32 x i16> %v40, splat (i16 26112)
  %v42 = select <32 x i1> %v22, <32 x i16> splat (i16 14), <32 x i16> splat (i16 0)
  %v43 = add <32 x i16> %v41, %v42
  %v44 = ashr <32 x i16> %v43, splat (i16 1)
  %v45 = sub <32 x i16> %v43, %v44
  %v46 = add <32 x i16> %v44, splat (i16 15)
  %v47 = shl <32 x i16> %v46, splat (i16 10)
  %v48 = bitcast <32 x i16> %v47 to <32 x half>
  %v49 = add <32 x i16> %v45, splat (i16 15)
  %v50 = shl <32 x i16> %v49, splat (i16 10)
  %v51 = bitcast <32 x i16> %v50 to <32 x half>
  %v52 = fmul <32 x half> %v39, %v48
  %v53 = fmul <32 x half> %v52, %v51
  %v54 = select <32 x i1> %v26, <32 x half> splat (half 0xH0000), <32 x half> %v53
  %v55 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v54, <32 x half> %v23, <32 x half> splat (half 0xH3C00))
  %v56 = fcmp olt <32 x half> %v20, splat (half 0xH0000)
  %v57 = fmul <32 x half> %v20, %v54
  %v58 = select <32 x i1> %v56, <32 x half> %v57, <32 x half> %v20
  %v59 = fdiv <32 x half> %v58, %v55
  %v60 = fmul <32 x half> %v59, %v23
  %v61 = select <32 x i1> %v56, <32 x half> %v60, <32 x half> %v59
  %v62 = bitcast <32 x half> %v61 to <32 x i16>
  %p63 = getelementptr i16, ptr %buf.y, i64 %i4
  %v68 = or <32 x i1> %mask17, %off67
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %v62, ptr align 2 %p63, <32 x i1> %v68)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v69 = sub i64 %v3, 32
  br label %cond70
cond70:
  %i73 = load i64, ptr %_b0.addr.1
  %v74 = icmp sle i64 %i73, %v69
  br i1 %v74, label %body71, label %exit72
body71:
  %p75 = getelementptr i16, ptr %buf.x, i64 %i73
  %ld76 = load <32 x i16>, ptr %p75, align 2
  %v77 = bitcast <32 x i16> %ld76 to <32 x half>
  %v78 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v77)
  %v79 = fcmp ogt <32 x half> %v78, splat (half 0xH48C0)
  %v80 = select <32 x i1> %v79, <32 x half> splat (half 0xH0400), <32 x half> splat (half 0xH3C00)
  %v81 = fneg <32 x half> %v78
  %v82 = select <32 x i1> %v79, <32 x half> splat (half 0xHCECD), <32 x half> splat (half 0xHCC60)
  %v83 = fcmp olt <32 x half> %v81, %v82
  %v84 = select <32 x i1> %v83, <32 x half> splat (half 0xH0000), <32 x half> %v81
  %v85 = fcmp ogt <32 x half> %v84, splat (half 0xH49C0)
  %v86 = select <32 x i1> %v85, <32 x half> splat (half 0xH49C0), <32 x half> %v84
  %v87 = fmul <32 x half> %v86, splat (half 0xH3DC5)
  %v88 = fadd <32 x half> %v87, splat (half 0xH6600)
  %v89 = fsub <32 x half> %v88, splat (half 0xH6600)
  %v90 = fmul <32 x half> %v89, splat (half 0xH3980)
  %v91 = fsub <32 x half> %v86, %v90
  %v92 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v89, <32 x half> splat (half 0xH9DC8), <32 x half> %v91)
  %v93 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v92, <32 x half> splat (half 0xH3155))
  %v94 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v93, <32 x half> %v92, <32 x half> splat (half 0xH3800))
  %v95 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v94, <32 x half> %v92, <32 x half> splat (half 0xH3C00))
  %v96 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v95, <32 x half> %v92, <32 x half> splat (half 0xH3C00))
  %v97 = bitcast <32 x half> %v88 to <32 x i16>
  %v98 = sub <32 x i16> %v97, splat (i16 26112)
  %v99 = select <32 x i1> %v79, <32 x i16> splat (i16 14), <32 x i16> splat (i16 0)
  %v100 = add <32 x i16> %v98, %v99
  %v101 = ashr <32 x i16> %v100, splat (i16 1)
  %v102 = sub <32 x i16> %v100, %v101
  %v103 = add <32 x i16> %v101, splat (i16 15)
  %v104 = shl <32 x i16> %v103, splat (i16 10)
  %v105 = bitcast <32 x i16> %v104 to <32 x half>
  %v106 = add <32 x i16> %v102, splat (i16 15)
  %v107 = shl <32 x i16> %v106, splat (i16 10)
  %v108 = bitcast <32 x i16> %v107 to <32 x half>
  %v109 = fmul <32 x half> %v96, %v105
  %v110 = fmul <32 x half> %v109, %v108
  %v111 = select <32 x i1> %v83, <32 x half> splat (half 0xH0000), <32 x half> %v110
  %v112 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v111, <32 x half> %v80, <32 x half> splat (half 0xH3C00))
  %v113 = fcmp olt <32 x half> %v77, splat (half 0xH0000)
  %v114 = fmul <32 x half> %v77, %v111
  %v115 = select <32 x i1> %v113, <32 x half> %v114, <32 x half> %v77
  %v116 = fdiv <32 x half> %v115, %v112
  %v117 = fmul <32 x half> %v116, %v80
  %v118 = select <32 x i1> %v113, <32 x half> %v117, <32 x half> %v116
  %v119 = bitcast <32 x half> %v118 to <32 x i16>
  %p120 = getelementptr i16, ptr %buf.y, i64 %i73
  store <32 x i16> %v119, ptr %p120, align 2
  %v121 = add nsw i64 %i73, 32
  store i64 %v121, ptr %_b0.addr.1
  br label %cond70
exit72:
  %i122 = load i64, ptr %_b0.addr.1
  %v123 = icmp slt i64 %i122, %v3
  br i1 %v123, label %tail124, label %done125
tail124:
  %mask126 = call <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64 %i122, i64 %v3)
  %p127 = getelementptr i16, ptr %buf.x, i64 %i122
  %ld128 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %p127, <32 x i1> %mask126, <32 x i16> zeroinitializer)
  %v129 = bitcast <32 x i16> %ld128 to <32 x half>
  %v130 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v129)
  %v131 = fcmp ogt <32 x half> %v130, splat (half 0xH48C0)
  %v132 = select <32 x i1> %v131, <32 x half> splat (half 0xH0400), <32 x half> splat (half 0xH3C00)
  %v133 = fneg <32 x half> %v130
  %v134 = select <32 x i1> %v131, <32 x half> splat (half 0xHCECD), <32 x half> splat (half 0xHCC60)
  %v135 = fcmp olt <32 x half> %v133, %v134
  %v136 = select <32 x i1> %v135, <32 x half> splat (half 0xH0000), <32 x half> %v133
  %v137 = fcmp ogt <32 x half> %v136, splat (half 0xH49C0)
  %v138 = select <32 x i1> %v137, <32 x half> splat (half 0xH49C0), <32 x half> %v136
  %v139 = fmul <32 x half> %v138, splat (half 0xH3DC5)
  %v140 = fadd <32 x half> %v139, splat (half 0xH6600)
  %v141 = fsub <32 x half> %v140, splat (half 0xH6600)
  %v142 = fmul <32 x half> %v141, splat (half 0xH3980)
  %v143 = fsub <32 x half> %v138, %v142
  %v144 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v141, <32 x half> splat (half 0xH9DC8), <32 x half> %v143)
  %v145 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v144, <32 x half> splat (half 0xH3155))
  %v146 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v145, <32 x half> %v144, <32 x half> splat (half 0xH3800))
  %v147 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v146, <32 x half> %v144, <32 x half> splat (half 0xH3C00))
  %v148 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v147, <32 x half> %v144, <32 x half> splat (half 0xH3C00))
  %v149 = bitcast <32 x half> %v140 to <32 x i16>
  %v150 = sub <32 x i16> %v149, splat (i16 26112)
  %v151 = select <32 x i1> %v131, <32 x i16> splat (i16 14), <32 x i16> splat (i16 0)
  %v152 = add <32 x i16> %v150, %v151
  %v153 = ashr <32 x i16> %v152, splat (i16 1)
  %v154 = sub <32 x i16> %v152, %v153
  %v155 = add <32 x i16> %v153, splat (i16 15)
  %v156 = shl <32 x i16> %v155, splat (i16 10)
  %v157 = bitcast <32 x i16> %v156 to <32 x half>
  %v158 = add <32 x i16> %v154, splat (i16 15)
  %v159 = shl <32 x i16> %v158, splat (i16 10)
  %v160 = bitcast <32 x i16> %v159 to <32 x half>
  %v161 = fmul <32 x half> %v148, %v157
  %v162 = fmul <32 x half> %v161, %v160
  %v163 = select <32 x i1> %v135, <32 x half> splat (half 0xH0000), <32 x half> %v162
  %v164 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v163, <32 x half> %v132, <32 x half> splat (half 0xH3C00))
  %v165 = fcmp olt <32 x half> %v129, splat (half 0xH0000)
  %v166 = fmul <32 x half> %v129, %v163
  %v167 = select <32 x i1> %v165, <32 x half> %v166, <32 x half> %v129
  %v168 = fdiv <32 x half> %v167, %v164
  %v169 = fmul <32 x half> %v168, %v132
  %v170 = select <32 x i1> %v165, <32 x half> %v169, <32 x half> %v168
  %v171 = bitcast <32 x half> %v170 to <32 x i16>
  %p172 = getelementptr i16, ptr %buf.y, i64 %i122
  %v173 = or <32 x i1> %mask126, %off67
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %v171, ptr align 2 %p172, <32 x i1> %v173)
  br label %done125
done125:
  ret void
}
