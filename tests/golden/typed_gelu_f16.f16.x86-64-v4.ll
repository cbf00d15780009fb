@jr.zero = internal constant float 0.0, align 4

declare <32 x half> @llvm.copysign.v32f16(<32 x half>, <32 x half>)
declare <32 x half> @llvm.fabs.v32f16(<32 x half>)
declare <32 x half> @llvm.fmuladd.v32f16(<32 x half>, <32 x half>, <32 x half>)
declare <32 x i16> @llvm.masked.load.v32i16.p0(ptr, <32 x i1>, <32 x i16>)
declare <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64, i64)
declare void @llvm.masked.store.v32i16.p0(<32 x i16>, ptr, <32 x i1>)

define void @"jr.op.gelu_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %off72 = call i64 asm "", "=r,0"(i64 0)
  %off73 = trunc i64 %off72 to i1
  %off74 = insertelement <32 x i1> zeroinitializer, i1 %off73, i64 0
  %off75 = insertelement <32 x i1> %off74, i1 %off73, i64 31
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
  %v40 = fadd <32 x half> %v39, splat (half 0xH6600)
  %v41 = fsub <32 x half> %v40, splat (half 0xH6600)
  %v42 = fmul <32 x half> %v41, splat (half 0xH3980)
  %v43 = fsub <32 x half> %v38, %v42
  %v44 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v41, <32 x half> splat (half 0xH9DC8), <32 x half> %v43)
  %v45 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v44, <32 x half> splat (half 0xH3155))
  %v46 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v45, <32 x half> %v44, <32 x half> splat (half 0xH3800))
  %v47 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v46, <32 x half> %v44, <32 x half> splat (half 0xH3C00))
  %v48 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v47, <32 x half> %v44, <32 x half> splat (half 0xH3C00))
  %v49 = bitcast <32 x half> %v40 to <32 x i16>
  %v50 = sub <32 x i16> %v49, splat (i16 26112)
  %v51 = ashr <32 x i16> %v50, splat (i16 1)
  %v52 = sub <32 x i16> %v50, %v51
  %v53 = add <32 x i16> %v51, splat (i16 15)
  %v54 = shl <32 x i16> %v53, splat (i16 10)
  %v55 = bitcast <32 x i16> %v54 to <32 x half>
  %v56 = add <32 x i16> %v52, splat (i16 15)
  %v57 = shl <32 x i16> %v56, splat (i16 10)
  %v58 = bitcast <32 x i16> %v57 to <32 x half>
  %v59 = fmul <32 x half> %v48, %v55
  %v60 = fmul <32 x half> %v59, %v58
  %v61 = select <32 x i1> %v35, <32 x half> splat (half 0xH0000), <32 x half> %v60
  %v62 = fadd <32 x half> %v61, splat (half 0xH3C00)
  %v63 = fdiv <32 x half> splat (half 0xH4000), %v62
  %v64 = fsub <32 x half> splat (half 0xH3C00), %v63
  %v65 = fcmp olt <32 x half> %v27, splat (half 0xH3900)
  %v66 = select <32 x i1> %v65, <32 x half> %v33, <32 x half> %v64
  %v67 = call <32 x half> @llvm.copysign.v32f16(<32 x half> %v66, <32 x half> %v26)
  %v68 = fadd contract <32 x half> splat (half 0xH3C00), %v67
  %v69 = fmul contract <32 x half> %v21, %v68
  %v70 = bitcast <32 x half> %v69 to <32 x i16>
  %p71 = getelementptr i16, ptr %buf.y, i64 %i4
  %v76 = or <32 x i1> %mask17, %off75
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %v70, ptr align 2 %p71, <32 x i1> %v76)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v77 = sub i64 %v3, 32
  br label %cond78
cond78:
  %i81 = load i64, ptr %_b0.addr.1
  %v82 = icmp sle i64 %i81, %v77
  br i1 %v82, label %body79, label %exit80
body79:
  %p83 = getelementptr i16, ptr %buf.x, i64 %i81
  %ld84 = load <32 x i16>, ptr %p83, align 2
  %v85 = bitcast <32 x i16> %ld84 to <32 x half>
  %v86 = fmul contract <32 x half> splat (half 0xH3800), %v85
  %v87 = fmul contract <32 x half> %v85, %v85
  %v88 = fmul contract <32 x half> %v85, %v87
  %v89 = fmul contract <32 x half> splat (half 0xH29B9), %v88
  %v90 = fadd contract <32 x half> %v85, %v89
  %v91 = fmul contract <32 x half> splat (half 0xH3A62), %v90
  %v92 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v91)
  %v93 = fmul <32 x half> %v92, %v92
  %v94 = fmul <32 x half> %v92, %v93
  %v95 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2599), <32 x half> %v93, <32 x half> splat (half 0xHAAE8))
  %v96 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v95, <32 x half> %v93, <32 x half> splat (half 0xH3044))
  %v97 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v96, <32 x half> %v93, <32 x half> splat (half 0xHB555))
  %v98 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v94, <32 x half> %v97, <32 x half> %v92)
  %v99 = fadd <32 x half> %v92, %v92
  %v100 = fcmp olt <32 x half> %v99, splat (half 0xHCC60)
  %v101 = select <32 x i1> %v100, <32 x half> splat (half 0xH0000), <32 x half> %v99
  %v102 = fcmp ogt <32 x half> %v101, splat (half 0xH49C0)
  %v103 = select <32 x i1> %v102, <32 x half> splat (half 0xH49C0), <32 x half> %v101
  %v104 = fmul <32 x half> %v103, splat (half 0xH3DC5)
  %v105 = fadd <32 x half> %v104, splat (half 0xH6600)
  %v106 = fsub <32 x half> %v105, splat (half 0xH6600)
  %v107 = fmul <32 x half> %v106, splat (half 0xH3980)
  %v108 = fsub <32 x half> %v103, %v107
  %v109 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v106, <32 x half> splat (half 0xH9DC8), <32 x half> %v108)
  %v110 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v109, <32 x half> splat (half 0xH3155))
  %v111 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v110, <32 x half> %v109, <32 x half> splat (half 0xH3800))
  %v112 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v111, <32 x half> %v109, <32 x half> splat (half 0xH3C00))
  %v113 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v112, <32 x half> %v109, <32 x half> splat (half 0xH3C00))
  %v114 = bitcast <32 x half> %v105 to <32 x i16>
  %v115 = sub <32 x i16> %v114, splat (i16 26112)
  %v116 = ashr <32 x i16> %v115, splat (i16 1)
  %v117 = sub <32 x i16> %v115, %v116
  %v118 = add <32 x i16> %v116, splat (i16 15)
  %v119 = shl <32 x i16> %v118, splat (i16 10)
  %v120 = bitcast <32 x i16> %v119 to <32 x half>
  %v121 = add <32 x i16> %v117, splat (i16 15)
  %v122 = shl <32 x i16> %v121, splat (i16 10)
  %v123 = bitcast <32 x i16> %v122 to <32 x half>
  %v124 = fmul <32 x half> %v113, %v120
  %v125 = fmul <32 x half> %v124, %v123
  %v126 = select <32 x i1> %v100, <32 x half> splat (half 0xH0000), <32 x half> %v125
  %v127 = fadd <32 x half> %v126, splat (half 0xH3C00)
  %v128 = fdiv <32 x half> splat (half 0xH4000), %v127
  %v129 = fsub <32 x half> splat (half 0xH3C00), %v128
  %v130 = fcmp olt <32 x half> %v92, splat (half 0xH3900)
  %v131 = select <32 x i1> %v130, <32 x half> %v98, <32 x half> %v129
  %v132 = call <32 x half> @llvm.copysign.v32f16(<32 x half> %v131, <32 x half> %v91)
  %v133 = fadd contract <32 x half> splat (half 0xH3C00), %v132
  %v134 = fmul contract <32 x half> %v86, %v133
  %v135 = bitcast <32 x half> %v134 to <32 x i16>
  %p136 = getelementptr i16, ptr %buf.y, i64 %i81
  store <32 x i16> %v135, ptr %p136, align 2
  %v137 = add nsw i64 %i81, 32
  store i64 %v137, ptr %_b0.addr.1
  br label %cond78
exit80:
  %i138 = load i64, ptr %_b0.addr.1
  %v139 = icmp slt i64 %i138, %v3
  br i1 %v139, label %tail140, label %done141
tail140:
  %mask142 = call <32 x i1> @llvm.get.active.lane.mask.v32i1.i64(i64 %i138, i64 %v3)
  %p143 = getelementptr i16, ptr %buf.x, i64 %i138
  %ld144 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %p143, <32 x i1> %mask142, <32 x i16> zeroinitializer)
  %v145 = bitcast <32 x i16> %ld144 to <32 x half>
  %v146 = fmul contract <32 x half> splat (half 0xH3800), %v145
  %v147 = fmul contract <32 x half> %v145, %v145
  %v148 = fmul contract <32 x half> %v145, %v147
  %v149 = fmul contract <32 x half> splat (half 0xH29B9), %v148
  %v150 = fadd contract <32 x half> %v145, %v149
  %v151 = fmul contract <32 x half> splat (half 0xH3A62), %v150
  %v152 = call <32 x half> @llvm.fabs.v32f16(<32 x half> %v151)
  %v153 = fmul <32 x half> %v152, %v152
  %v154 = fmul <32 x half> %v152, %v153
  %v155 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2599), <32 x half> %v153, <32 x half> splat (half 0xHAAE8))
  %v156 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v155, <32 x half> %v153, <32 x half> splat (half 0xH3044))
  %v157 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v156, <32 x half> %v153, <32 x half> splat (half 0xHB555))
  %v158 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v154, <32 x half> %v157, <32 x half> %v152)
  %v159 = fadd <32 x half> %v152, %v152
  %v160 = fcmp olt <32 x half> %v159, splat (half 0xHCC60)
  %v161 = select <32 x i1> %v160, <32 x half> splat (half 0xH0000), <32 x half> %v159
  %v162 = fcmp ogt <32 x half> %v161, splat (half 0xH49C0)
  %v163 = select <32 x i1> %v162, <32 x half> splat (half 0xH49C0), <32 x half> %v161
  %v164 = fmul <32 x half> %v163, splat (half 0xH3DC5)
  %v165 = fadd <32 x half> %v164, splat (half 0xH6600)
  %v166 = fsub <32 x half> %v165, splat (half 0xH6600)
  %v167 = fmul <32 x half> %v166, splat (half 0xH3980)
  %v168 = fsub <32 x half> %v163, %v167
  %v169 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v166, <32 x half> splat (half 0xH9DC8), <32 x half> %v168)
  %v170 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> splat (half 0xH2955), <32 x half> %v169, <32 x half> splat (half 0xH3155))
  %v171 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v170, <32 x half> %v169, <32 x half> splat (half 0xH3800))
  %v172 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v171, <32 x half> %v169, <32 x half> splat (half 0xH3C00))
  %v173 = call <32 x half> @llvm.fmuladd.v32f16(<32 x half> %v172, <32 x half> %v169, <32 x half> splat (half 0xH3C00))
  %v174 = bitcast <32 x half> %v165 to <32 x i16>
  %v175 = sub <32 x i16> %v174, splat (i16 26112)
  %v176 = ashr <32 x i16> %v175, splat (i16 1)
  %v177 = sub <32 x i16> %v175, %v176
  %v178 = add <32 x i16> %v176, splat (i16 15)
  %v179 = shl <32 x i16> %v178, splat (i16 10)
  %v180 = bitcast <32 x i16> %v179 to <32 x half>
  %v181 = add <32 x i16> %v177, splat (i16 15)
  %v182 = shl <32 x i16> %v181, splat (i16 10)
  %v183 = bitcast <32 x i16> %v182 to <32 x half>
  %v184 = fmul <32 x half> %v173, %v180
  %v185 = fmul <32 x half> %v184, %v183
  %v186 = select <32 x i1> %v160, <32 x half> splat (half 0xH0000), <32 x half> %v185
  %v187 = fadd <32 x half> %v186, splat (half 0xH3C00)
  %v188 = fdiv <32 x half> splat (half 0xH4000), %v187
  %v189 = fsub <32 x half> splat (half 0xH3C00), %v188
  %v190 = fcmp olt <32 x half> %v152, splat (half 0xH3900)
  %v191 = select <32 x i1> %v190, <32 x half> %v158, <32 x half> %v189
  %v192 = call <32 x half> @llvm.copysign.v32f16(<32 x half> %v191, <32 x half> %v151)
  %v193 = fadd contract <32 x half> splat (half 0xH3C00), %v192
  %v194 = fmul contract <32 x half> %v146, %v193
  %v195 = bitcast <32 x half> %v194 to <32 x i16>
  %p196 = getelementptr i16, ptr %buf.y, i64 %i138
  %v197 = or <32 x i1> %mask142, %off75
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %v195, ptr align 2 %p196, <32 x i1> %v197)
  br label %done141
done141:
  ret void
}
