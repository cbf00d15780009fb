@jr.zero = internal constant float 0.0, align 4

declare <32 x half> @llvm.copysign.v32f16(<32 x half>, <32 x half>)
declare <32 x half> @llvm.fabs.v32f16(<32 x half>)
declare <32 x half> @llvm.fmuladd.v32f16(<32 x half>, <32 x half>, <32 x half>)
declare <32 x half> @llvm.roundeven.v32f16(<32 x half>)
declare <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half>, <32 x half>, i32)
declare <32 x half> @llvm.x86.avx512fp16.mask.scalef.ph.512(<32 x half>, <32 x half>, <32 x half>, i32, i32)
declare <32 x i16> @llvm.masked.load.v32i16.p0(ptr, <32 x i1>, <32 x i16>)
declare <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64, i64)
declare void @llvm.masked.store.v32i16.p0(<32 x i16>, ptr, <32 x i1>)

define void @"jr.op.gelu_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %off66 = call i64 asm "", "=r,0"(i64 0)
  %off67 = trunc i64 %off66 to i1
  %off68 = insertelement <32 x i1> zeroinitializer, i1 %off67, i64 0
  %off69 = insertelement <32 x i1> %off68, i1 %off67, i64 31
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
  %v21 = fmul contract <32 x half> splat (half 0xH3800), %v20
  %v22 = fmul contract <32 x half> %v20, %v20
  %v23 = fmul contract <32 x half> %v20, %v22
  %v24 = fmul contract <32 x half> splat (half 0xH29B9), %v23
  %v25 = fadd contract <32 x half> %v20, %v24
  %v26 = fmul contract <32 x half> splat (half 0xH3A62), %v25
  %v27 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v26)
  %v28 = fmul <32 x half> %v27, %v27
  %v29 = fmul <32 x half> %v27, %v28
  %v30 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2599), <32 x half> %v28, <32 x half> splat (half 0xHAAE8))
  %v31 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v30, <32 x half> %v28, <32 x half> splat (half 0xH3044))
  %v32 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v31, <32 x half> %v28, <32 x half> splat (half 0xHB555))
  %v33 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v29, <32 x half> %v32, <32 x half> %v27)
  %v34 = fadd <32 x half> %v27, %v27
  %v35 = fcmp olt <32 x half> %v34, splat (half 0xHCC60)
  %v36 = select <32 x i1> %v35, <32 x half> splat (half 0xH0000), <32 x half> %v34
  %v37 = fcmp ogt <32 x half> %v36, splat (half 0xH49C0)
  %v38 = select <32 x i1> %v37, <32 x half> splat (half 0xH49C0), <32 x half> %v36
  %v39 = fmul <32 x half> %v38, splat (half 0xH3DC5)
  %v40 = call <32 x half> @llvm.roundeven.v32f16(<32 x half> %v39)
  %v41 = fmul <32 x half> %v40, splat (half 0xH3980)
  %v42 = fsub <32 x half> %v38, %v41
  %v43 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v40, <32 x half> splat (half 0xH9DC8), <32 x half> %v42)
  %v44 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v43, <32 x half> splat (half 0xH3155))
  %v45 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v44, <32 x half> %v43, <32 x half> splat (half 0xH3800))
  %v46 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v45, <32 x half> %v43, <32 x half> splat (half 0xH3C00))
  %v47 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v46, <32 x half> %v43, <32 x half> splat (half 0xH3C00))
  %v48 = call <32 x half> @llvm.x86.avx512fp16.mask.scalef.ph.512(<32 x half> %v47, <32 x half> %v40, <32 x half> zeroinitializer, i32 -1, i32 4)
  %v49 = select <32 x i1> %v35, <32 x half> splat (half 0xH0000), <32 x half> %v48
  %v50 = fadd <32 x half> %v49, splat (half 0xH3C00)
  %v51 = call <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half> %v50, <32 x half> zeroinitializer, i32 -1)
  %v52 = fmul <32 x half> splat (half 0xH4000), %v51
  %v53 = fneg <32 x half> %v50
  %v54 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v53, <32 x half> %v52, <32 x half> splat (half 0xH4000))
  %v55 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v54, <32 x half> %v51, <32 x half> %v52)
  %v56 = fcmp uno <32 x half> %v55, %v55
  %v57 = select <32 x i1> %v56, <32 x half> %v52, <32 x half> %v55
  %v58 = fsub <32 x half> splat (half 0xH3C00), %v57
  %v59 = fcmp olt <32 x half> %v27, splat (half 0xH3900)
  %v60 = select <32 x i1> %v59, <32 x half> %v33, <32 x half> %v58
  %v61 = call <32 x half> @llvm.copysign.v32f16(<32 x half> %v60, <32 x half> %v26)
  %v62 = fadd contract <32 x half> splat (half 0xH3C00), %v61
  %v63 = fmul contract <32 x half> %v21, %v62
  %v64 = bitcast <32 x half> %v63 to <32 x i16>
  %p65 = getelementptr i16, ptr %buf.y, i64 %i4
  %v70 = or <32 x i1> %mask17, %off69
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %v64, ptr align 2 %p65, <32 x i1> %v70)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v71 = sub i64 %v3, 32
  br label %cond72
cond72:
  %i75 = load i64, ptr %_b0.addr.1
  %v76 = icmp sle i64 %i75, %v71
  br i1 %v76, label %body73, label %exit74
body73:
  %p77 = getelementptr i16, ptr %buf.x, i64 %i75
  %ld78 = load <32 x i16>, ptr %p77, align 2
  %v79 = bitcast <32 x i16> %ld78 to <32 x half>
  %v80 = fmul contract <32 x half> splat (half 0xH3800), %v79
  %v81 = fmul contract <32 x half> %v79, %v79
  %v82 = fmul contract <32 x half> %v79, %v81
  %v83 = fmul contract <32 x half> splat (half 0xH29B9), %v82
  %v84 = fadd contract <32 x half> %v79, %v83
  %v85 = fmul contract <32 x half> splat (half 0xH3A62), %v84
  %v86 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v85)
  %v87 = fmul <32 x half> %v86, %v86
  %v88 = fmul <32 x half> %v86, %v87
  %v89 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2599), <32 x half> %v87, <32 x half> splat (half 0xHAAE8))
  %v90 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v89, <32 x half> %v87, <32 x half> splat (half 0xH3044))
  %v91 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v90, <32 x half> %v87, <32 x half> splat (half 0xHB555))
  %v92 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v88, <32 x half> %v91, <32 x half> %v86)
  %v93 = fadd <32 x half> %v86, %v86
  %v94 = fcmp olt <32 x half> %v93, splat (half 0xHCC60)
  %v95 = select <32 x i1> %v94, <32 x half> splat (half 0xH0000), <32 x half> %v93
  %v96 = fcmp ogt <32 x half> %v95, splat (half 0xH49C0)
  %v97 = select <32 x i1> %v96, <32 x half> splat (half 0xH49C0), <32 x half> %v95
  %v98 = fmul <32 x half> %v97, splat (half 0xH3DC5)
  %v99 = call <32 x half> @llvm.roundeven.v32f16(<32 x half> %v98)
  %v100 = fmul <32 x half> %v99, splat (half 0xH3980)
  %v101 = fsub <32 x half> %v97, %v100
  %v102 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v99, <32 x half> splat (half 0xH9DC8), <32 x half> %v101)
  %v103 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v102, <32 x half> splat (half 0xH3155))
  %v104 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v103, <32 x half> %v102, <32 x half> splat (half 0xH3800))
  %v105 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v104, <32 x half> %v102, <32 x half> splat (half 0xH3C00))
  %v106 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v105, <32 x half> %v102, <32 x half> splat (half 0xH3C00))
  %v107 = call <32 x half> @llvm.x86.avx512fp16.mask.scalef.ph.512(<32 x half> %v106, <32 x half> %v99, <32 x half> zeroinitializer, i32 -1, i32 4)
  %v108 = select <32 x i1> %v94, <32 x half> splat (half 0xH0000), <32 x half> %v107
  %v109 = fadd <32 x half> %v108, splat (half 0xH3C00)
  %v110 = call <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half> %v109, <32 x half> zeroinitializer, i32 -1)
  %v111 = fmul <32 x half> splat (half 0xH4000), %v110
  %v112 = fneg <32 x half> %v109
  %v113 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v112, <32 x half> %v111, <32 x half> splat (half 0xH4000))
  %v114 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v113, <32 x half> %v110, <32 x half> %v111)
  %v115 = fcmp uno <32 x half> %v114, %v114
  %v116 = select <32 x i1> %v115, <32 x half> %v111, <32 x half> %v114
  %v117 = fsub <32 x half> splat (half 0xH3C00), %v116
  %v118 = fcmp olt <32 x half> %v86, splat (half 0xH3900)
  %v119 = select <32 x i1> %v118, <32 x half> %v92, <32 x half> %v117
  %v120 = call <32 x half> @llvm.copysign.v32f16(<32 x half> %v119, <32 x half> %v85)
  %v121 = fadd contract <32 x half> splat (half 0xH3C00), %v120
  %v122 = fmul contract <32 x half> %v80, %v121
  %v123 = bitcast <32 x half> %v122 to <32 x i16>
  %p124 = getelementptr i16, ptr %buf.y, i64 %i75
  store <32 x i16> %v123, ptr %p124, align 2
  %v125 = add nsw i64 %i75, 32
  store i64 %v125, ptr %_b0.addr.1
  br label %cond72
exit74:
  %i126 = load i64, ptr %_b0.addr.1
  %v127 = icmp slt i64 %i126, %v3
  br i1 %v127, label %tail128, label %done129
tail128:
  %mask130 = call <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64 %i126, i64 %v3)
  %p131 = getelementptr i16, ptr %buf.x, i64 %i126
  %ld132 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %p131, <32 x i1> %mask130, <32 x i16> zeroinitializer)
  %v133 = bitcast <32 x i16> %ld132 to <32 x half>
  %v134 = fmul contract <32 x half> splat (half 0xH3800), %v133
  %v135 = fmul contract <32 x half> %v133, %v133
  %v136 = fmul contract <32 x half> %v133, %v135
  %v137 = fmul contract <32 x half> splat (half 0xH29B9), %v136
  %v138 = fadd contract <32 x half> %v133, %v137
  %v139 = fmul contract <32 x half> splat (half 0xH3A62), %v138
  %v140 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v139)
  %v141 = fmul <32 x half> %v140, %v140
  %v142 = fmul <32 x half> %v140, %v141
  %v143 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2599), <32 x half> %v141, <32 x half> splat (half 0xHAAE8))
  %v144 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v143, <32 x half> %v141, <32 x half> splat (half 0xH3044))
  %v145 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v144, <32 x half> %v141, <32 x half> splat (half 0xHB555))
  %v146 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v142, <32 x half> %v145, <32 x half> %v140)
  %v147 = fadd <32 x half> %v140, %v140
  %v148 = fcmp olt <32 x half> %v147, splat (half 0xHCC60)
  %v149 = select <32 x i1> %v148, <32 x half> splat (half 0xH0000), <32 x half> %v147
  %v150 = fcmp ogt <32 x half> %v149, splat (half 0xH49C0)
  %v151 = select <32 x i1> %v150, <32 x half> splat (half 0xH49C0), <32 x half> %v149
  %v152 = fmul <32 x half> %v151, splat (half 0xH3DC5)
  %v153 = call <32 x half> @llvm.roundeven.v32f16(<32 x half> %v152)
  %v154 = fmul <32 x half> %v153, splat (half 0xH3980)
  %v155 = fsub <32 x half> %v151, %v154
  %v156 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v153, <32 x half> splat (half 0xH9DC8), <32 x half> %v155)
  %v157 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v156, <32 x half> splat (half 0xH3155))
  %v158 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v157, <32 x half> %v156, <32 x half> splat (half 0xH3800))
  %v159 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v158, <32 x half> %v156, <32 x half> splat (half 0xH3C00))
  %v160 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v159, <32 x half> %v156, <32 x half> splat (half 0xH3C00))
  %v161 = call <32 x half> @llvm.x86.avx512fp16.mask.scalef.ph.512(<32 x half> %v160, <32 x half> %v153, <32 x half> zeroinitializer, i32 -1, i32 4)
  %v162 = select <32 x i1> %v148, <32 x half> splat (half 0xH0000), <32 x half> %v161
  %v163 = fadd <32 x half> %v162, splat (half 0xH3C00)
  %v164 = call <32 x half> @llvm.x86.avx512fp16.mask.rcp.ph.512(<32 x half> %v163, <32 x half> zeroinitializer, i32 -1)
  %v165 = fmul <32 x half> splat (half 0xH4000), %v164
  %v166 = fneg <32 x half> %v163
  %v167 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v166, <32 x half> %v165, <32 x half> splat (half 0xH4000))
  %v168 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v167, <32 x half> %v164, <32 x half> %v165)
  %v169 = fcmp uno <32 x half> %v168, %v168
  %v170 = select <32 x i1> %v169, <32 x half> %v165, <32 x half> %v168
  %v171 = fsub <32 x half> splat (half 0xH3C00), %v170
  %v172 = fcmp olt <32 x half> %v140, splat (half 0xH3900)
  %v173 = select <32 x i1> %v172, <32 x half> %v146, <32 x half> %v171
  %v174 = call <32 x half> @llvm.copysign.v32f16(<32 x half> %v173, <32 x half> %v139)
  %v175 = fadd contract <32 x half> splat (half 0xH3C00), %v174
  %v176 = fmul contract <32 x half> %v134, %v175
  %v177 = bitcast <32 x half> %v176 to <32 x i16>
  %p178 = getelementptr i16, ptr %buf.y, i64 %i126
  %v179 = or <32 x i1> %mask130, %off69
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %v177, ptr align 2 %p178, <32 x i1> %v179)
  br label %done129
done129:
  ret void
}
