@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.transpose_0_2_1"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D0, i64 %size.D1, i64 %size.D2, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %i0.addr.1 = alloca i64, align 64
  %i2.addr.9 = alloca i64, align 64
  %i1.addr.31 = alloca i64, align 64
  %i1.addr.376 = alloca i64, align 64
  %i1.addr.431 = alloca i64, align 64
  %i1.addr.486 = alloca i64, align 64
  %i1.addr.541 = alloca i64, align 64
  %i1.addr.596 = alloca i64, align 64
  %i1.addr.651 = alloca i64, align 64
  %i1.addr.706 = alloca i64, align 64
  %i1.addr.761 = alloca i64, align 64
  %i1.addr.816 = alloca i64, align 64
  %i1.addr.871 = alloca i64, align 64
  %i1.addr.926 = alloca i64, align 64
  %i1.addr.981 = alloca i64, align 64
  %i1.addr.1036 = alloca i64, align 64
  %i1.addr.1091 = alloca i64, align 64
  %i1.addr.1146 = alloca i64, align 64
  %i1.addr.1201 = alloca i64, align 64
  %i1.addr.1262 = alloca i64, align 64
  %i1.addr.1622 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.D0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.D0
  store i64 %range.lo, ptr %i0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %i0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %i2.addr.9
  %v10 = sub i64 %size.D2, 16
  br label %cond11
cond11:
  %i14 = load i64, ptr %i2.addr.9
  %v15 = icmp sle i64 %i14, %v10
  br i1 %v15, label %body12, label %exit13
body12:
  %v16 = add nsw i64 %i14, 1
  %v17 = add nsw i64 %i14, 2
  %v18 = add nsw i64 %i14, 3
  %v19 = add nsw i64 %i14, 4
  %v20 = add nsw i64 %i14, 5
  %v21 = add nsw i64 %i14, 6
  %v22 = add nsw i64 %i14, 7
  %v23 = add nsw i64 %i14, 8
  %v24 = add nsw i64 %i14, 9
  %v25 = add nsw i64 %i14, 10
  %v26 = add nsw i64 %i14, 11
  %v27 = add nsw i64 %i14, 12
  %v28 = add nsw i64 %i14, 13
  %v29 = add nsw i64 %i14, 14
  %v30 = add nsw i64 %i14, 15
  store i64 0, ptr %i1.addr.31
  %v32 = sub i64 %size.D1, 16
  br label %cond33
cond33:
  %i36 = load i64, ptr %i1.addr.31
  %v37 = icmp sle i64 %i36, %v32
  br i1 %v37, label %body34, label %exit35
body34:
  %v38 = mul i64 %i7, %size.D1
  %ins39 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat40 = shufflevector <16 x i64> %ins39, <16 x i64> poison, <16 x i32> zeroinitializer
  %step41 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane42 = add <16 x i64> %splat40, %step41
  %ins43 = insertelement <16 x i64> poison, i64 %v38, i64 0
  %splat44 = shufflevector <16 x i64> %ins43, <16 x i64> poison, <16 x i32> zeroinitializer
  %v45 = add <16 x i64> %splat44, %lane42
  %ins46 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat47 = shufflevector <16 x i64> %ins46, <16 x i64> poison, <16 x i32> zeroinitializer
  %v48 = mul <16 x i64> %v45, %splat47
  %ins49 = insertelement <16 x i64> poison, i64 %i14, i64 0
  %splat50 = shufflevector <16 x i64> %ins49, <16 x i64> poison, <16 x i32> zeroinitializer
  %v51 = add <16 x i64> %v48, %splat50
  %ps52 = getelementptr float, ptr %buf.x, <16 x i64> %v51
  %ld53 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps52, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v54 = mul i64 %i7, %size.D2
  %v55 = add i64 %v54, %i14
  %v56 = mul i64 %v55, %size.D1
  %v57 = add i64 %v56, %i36
  %p58 = getelementptr float, ptr %buf.y, i64 %v57
  store <16 x float> %ld53, ptr %p58, align 4
  %v59 = mul i64 %i7, %size.D1
  %ins60 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat61 = shufflevector <16 x i64> %ins60, <16 x i64> poison, <16 x i32> zeroinitializer
  %step62 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane63 = add <16 x i64> %splat61, %step62
  %ins64 = insertelement <16 x i64> poison, i64 %v59, i64 0
  %splat65 = shufflevector <16 x i64> %ins64, <16 x i64> poison, <16 x i32> zeroinitializer
  %v66 = add <16 x i64> %splat65, %lane63
  %ins67 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat68 = shufflevector <16 x i64> %ins67, <16 x i64> poison, <16 x i32> zeroinitializer
  %v69 = mul <16 x i64> %v66, %splat68
  %ins70 = insertelement <16 x i64> poison, i64 %v16, i64 0
  %splat71 = shufflevector <16 x i64> %ins70, <16 x i64> poison, <16 x i32> zeroinitializer
  %v72 = add <16 x i64> %v69, %splat71
  %ps73 = getelementptr float, ptr %buf.x, <16 x i64> %v72
  %ld74 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps73, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v75 = mul i64 %i7, %size.D2
  %v76 = add i64 %v75, %v16
  %v77 = mul i64 %v76, %size.D1
  %v78 = add i64 %v77, %i36
  %p79 = getelementptr float, ptr %buf.y, i64 %v78
  store <16 x float> %ld74, ptr %p79, align 4
  %v80 = mul i64 %i7, %size.D1
  %ins81 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat82 = shufflevector <16 x i64> %ins81, <16 x i64> poison, <16 x i32> zeroinitializer
  %step83 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane84 = add <16 x i64> %splat82, %step83
  %ins85 = insertelement <16 x i64> poison, i64 %v80, i64 0
  %splat86 = shufflevector <16 x i64> %ins85, <16 x i64> poison, <16 x i32> zeroinitializer
  %v87 = add <16 x i64> %splat86, %lane84
  %ins88 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat89 = shufflevector <16 x i64> %ins88, <16 x i64> poison, <16 x i32> zeroinitializer
  %v90 = mul <16 x i64> %v87, %splat89
  %ins91 = insertelement <16 x i64> poison, i64 %v17, i64 0
  %splat92 = shufflevector <16 x i64> %ins91, <16 x i64> poison, <16 x i32> zeroinitializer
  %v93 = add <16 x i64> %v90, %splat92
  %ps94 = getelementptr float, ptr %buf.x, <16 x i64> %v93
  %ld95 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps94, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v96 = mul i64 %i7, %size.D2
  %v97 = add i64 %v96, %v17
  %v98 = mul i64 %v97, %size.D1
  %v99 = add i64 %v98, %i36
  %p100 = getelementptr float, ptr %buf.y, i64 %v99
  store <16 x float> %ld95, ptr %p100, align 4
  %v101 = mul i64 %i7, %size.D1
  %ins102 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat103 = shufflevector <16 x i64> %ins102, <16 x i64> poison, <16 x i32> zeroinitializer
  %step104 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane105 = add <16 x i64> %splat103, %step104
  %ins106 = insertelement <16 x i64> poison, i64 %v101, i64 0
  %splat107 = shufflevector <16 x i64> %ins106, <16 x i64> poison, <16 x i32> zeroinitializer
  %v108 = add <16 x i64> %splat107, %lane105
  %ins109 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat110 = shufflevector <16 x i64> %ins109, <16 x i64> poison, <16 x i32> zeroinitializer
  %v111 = mul <16 x i64> %v108, %splat110
  %ins112 = insertelement <16 x i64> poison, i64 %v18, i64 0
  %splat113 = shufflevector <16 x i64> %ins112, <16 x i64> poison, <16 x i32> zeroinitializer
  %v114 = add <16 x i64> %v111, %splat113
  %ps115 = getelementptr float, ptr %buf.x, <16 x i64> %v114
  %ld116 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps115, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v117 = mul i64 %i7, %size.D2
  %v118 = add i64 %v117, %v18
  %v119 = mul i64 %v118, %size.D1
  %v120 = add i64 %v119, %i36
  %p121 = getelementptr float, ptr %buf.y, i64 %v120
  store <16 x float> %ld116, ptr %p121, align 4
  %v122 = mul i64 %i7, %size.D1
  %ins123 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat124 = shufflevector <16 x i64> %ins123, <16 x i64> poison, <16 x i32> zeroinitializer
  %step125 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane126 = add <16 x i64> %splat124, %step125
  %ins127 = insertelement <16 x i64> poison, i64 %v122, i64 0
  %splat128 = shufflevector <16 x i64> %ins127, <16 x i64> poison, <16 x i32> zeroinitializer
  %v129 = add <16 x i64> %splat128, %lane126
  %ins130 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat131 = shufflevector <16 x i64> %ins130, <16 x i64> poison, <16 x i32> zeroinitializer
  %v132 = mul <16 x i64> %v129, %splat131
  %ins133 = insertelement <16 x i64> poison, i64 %v19, i64 0
  %splat134 = shufflevector <16 x i64> %ins133, <16 x i64> poison, <16 x i32> zeroinitializer
  %v135 = add <16 x i64> %v132, %splat134
  %ps136 = getelementptr float, ptr %buf.x, <16 x i64> %v135
  %ld137 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps136, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v138 = mul i64 %i7, %size.D2
  %v139 = add i64 %v138, %v19
  %v140 = mul i64 %v139, %size.D1
  %v141 = add i64 %v140, %i36
  %p142 = getelementptr float, ptr %buf.y, i64 %v141
  store <16 x float> %ld137, ptr %p142, align 4
  %v143 = mul i64 %i7, %size.D1
  %ins144 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat145 = shufflevector <16 x i64> %ins144, <16 x i64> poison, <16 x i32> zeroinitializer
  %step146 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane147 = add <16 x i64> %splat145, %step146
  %ins148 = insertelement <16 x i64> poison, i64 %v143, i64 0
  %splat149 = shufflevector <16 x i64> %ins148, <16 x i64> poison, <16 x i32> zeroinitializer
  %v150 = add <16 x i64> %splat149, %lane147
  %ins151 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat152 = shufflevector <16 x i64> %ins151, <16 x i64> poison, <16 x i32> zeroinitializer
  %v153 = mul <16 x i64> %v150, %splat152
  %ins154 = insertelement <16 x i64> poison, i64 %v20, i64 0
  %splat155 = shufflevector <16 x i64> %ins154, <16 x i64> poison, <16 x i32> zeroinitializer
  %v156 = add <16 x i64> %v153, %splat155
  %ps157 = getelementptr float, ptr %buf.x, <16 x i64> %v156
  %ld158 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps157, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v159 = mul i64 %i7, %size.D2
  %v160 = add i64 %v159, %v20
  %v161 = mul i64 %v160, %size.D1
  %v162 = add i64 %v161, %i36
  %p163 = getelementptr float, ptr %buf.y, i64 %v162
  store <16 x float> %ld158, ptr %p163, align 4
  %v164 = mul i64 %i7, %size.D1
  %ins165 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat166 = shufflevector <16 x i64> %ins165, <16 x i64> poison, <16 x i32> zeroinitializer
  %step167 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane168 = add <16 x i64> %splat166, %step167
  %ins169 = insertelement <16 x i64> poison, i64 %v164, i64 0
  %splat170 = shufflevector <16 x i64> %ins169, <16 x i64> poison, <16 x i32> zeroinitializer
  %v171 = add <16 x i64> %splat170, %lane168
  %ins172 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat173 = shufflevector <16 x i64> %ins172, <16 x i64> poison, <16 x i32> zeroinitializer
  %v174 = mul <16 x i64> %v171, %splat173
  %ins175 = insertelement <16 x i64> poison, i64 %v21, i64 0
  %splat176 = shufflevector <16 x i64> %ins175, <16 x i64> poison, <16 x i32> zeroinitializer
  %v177 = add <16 x i64> %v174, %splat176
  %ps178 = getelementptr float, ptr %buf.x, <16 x i64> %v177
  %ld179 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps178, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v180 = mul i64 %i7, %size.D2
  %v181 = add i64 %v180, %v21
  %v182 = mul i64 %v181, %size.D1
  %v183 = add i64 %v182, %i36
  %p184 = getelementptr float, ptr %buf.y, i64 %v183
  store <16 x float> %ld179, ptr %p184, align 4
  %v185 = mul i64 %i7, %size.D1
  %ins186 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat187 = shufflevector <16 x i64> %ins186, <16 x i64> poison, <16 x i32> zeroinitializer
  %step188 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane189 = add <16 x i64> %splat187, %step188
  %ins190 = insertelement <16 x i64> poison, i64 %v185, i64 0
  %splat191 = shufflevector <16 x i64> %ins190, <16 x i64> poison, <16 x i32> zeroinitializer
  %v192 = add <16 x i64> %splat191, %lane189
  %ins193 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat194 = shufflevector <16 x i64> %ins193, <16 x i64> poison, <16 x i32> zeroinitializer
  %v195 = mul <16 x i64> %v192, %splat194
  %ins196 = insertelement <16 x i64> poison, i64 %v22, i64 0
  %splat197 = shufflevector <16 x i64> %ins196, <16 x i64> poison, <16 x i32> zeroinitializer
  %v198 = add <16 x i64> %v195, %splat197
  %ps199 = getelementptr float, ptr %buf.x, <16 x i64> %v198
  %ld200 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps199, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v201 = mul i64 %i7, %size.D2
  %v202 = add i64 %v201, %v22
  %v203 = mul i64 %v202, %size.D1
  %v204 = add i64 %v203, %i36
  %p205 = getelementptr float, ptr %buf.y, i64 %v204
  store <16 x float> %ld200, ptr %p205, align 4
  %v206 = mul i64 %i7, %size.D1
  %ins207 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat208 = shufflevector <16 x i64> %ins207, <16 x i64> poison, <16 x i32> zeroinitializer
  %step209 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane210 = add <16 x i64> %splat208, %step209
  %ins211 = insertelement <16 x i64> poison, i64 %v206, i64 0
  %splat212 = shufflevector <16 x i64> %ins211, <16 x i64> poison, <16 x i32> zeroinitializer
  %v213 = add <16 x i64> %splat212, %lane210
  %ins214 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat215 = shufflevector <16 x i64> %ins214, <16 x i64> poison, <16 x i32> zeroinitializer
  %v216 = mul <16 x i64> %v213, %splat215
  %ins217 = insertelement <16 x i64> poison, i64 %v23, i64 0
  %splat218 = shufflevector <16 x i64> %ins217, <16 x i64> poison, <16 x i32> zeroinitializer
  %v219 = add <16 x i64> %v216, %splat218
  %ps220 = getelementptr float, ptr %buf.x, <16 x i64> %v219
  %ld221 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps220, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v222 = mul i64 %i7, %size.D2
  %v223 = add i64 %v222, %v23
  %v224 = mul i64 %v223, %size.D1
  %v225 = add i64 %v224, %i36
  %p226 = getelementptr float, ptr %buf.y, i64 %v225
  store <16 x float> %ld221, ptr %p226, align 4
  %v227 = mul i64 %i7, %size.D1
  %ins228 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat229 = shufflevector <16 x i64> %ins228, <16 x i64> poison, <16 x i32> zeroinitializer
  %step230 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane231 = add <16 x i64> %splat229, %step230
  %ins232 = insertelement <16 x i64> poison, i64 %v227, i64 0
  %splat233 = shufflevector <16 x i64> %ins232, <16 x i64> poison, <16 x i32> zeroinitializer
  %v234 = add <16 x i64> %splat233, %lane231
  %ins235 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat236 = shufflevector <16 x i64> %ins235, <16 x i64> poison, <16 x i32> zeroinitializer
  %v237 = mul <16 x i64> %v234, %splat236
  %ins238 = insertelement <16 x i64> poison, i64 %v24, i64 0
  %splat239 = shufflevector <16 x i64> %ins238, <16 x i64> poison, <16 x i32> zeroinitializer
  %v240 = add <16 x i64> %v237, %splat239
  %ps241 = getelementptr float, ptr %buf.x, <16 x i64> %v240
  %ld242 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps241, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v243 = mul i64 %i7, %size.D2
  %v244 = add i64 %v243, %v24
  %v245 = mul i64 %v244, %size.D1
  %v246 = add i64 %v245, %i36
  %p247 = getelementptr float, ptr %buf.y, i64 %v246
  store <16 x float> %ld242, ptr %p247, align 4
  %v248 = mul i64 %i7, %size.D1
  %ins249 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat250 = shufflevector <16 x i64> %ins249, <16 x i64> poison, <16 x i32> zeroinitializer
  %step251 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane252 = add <16 x i64> %splat250, %step251
  %ins253 = insertelement <16 x i64> poison, i64 %v248, i64 0
  %splat254 = shufflevector <16 x i64> %ins253, <16 x i64> poison, <16 x i32> zeroinitializer
  %v255 = add <16 x i64> %splat254, %lane252
  %ins256 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat257 = shufflevector <16 x i64> %ins256, <16 x i64> poison, <16 x i32> zeroinitializer
  %v258 = mul <16 x i64> %v255, %splat257
  %ins259 = insertelement <16 x i64> poison, i64 %v25, i64 0
  %splat260 = shufflevector <16 x i64> %ins259, <16 x i64> poison, <16 x i32> zeroinitializer
  %v261 = add <16 x i64> %v258, %splat260
  %ps262 = getelementptr float, ptr %buf.x, <16 x i64> %v261
  %ld263 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps262, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v264 = mul i64 %i7, %size.D2
  %v265 = add i64 %v264, %v25
  %v266 = mul i64 %v265, %size.D1
  %v267 = add i64 %v266, %i36
  %p268 = getelementptr float, ptr %buf.y, i64 %v267
  store <16 x float> %ld263, ptr %p268, align 4
  %v269 = mul i64 %i7, %size.D1
  %ins270 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat271 = shufflevector <16 x i64> %ins270, <16 x i64> poison, <16 x i32> zeroinitializer
  %step272 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane273 = add <16 x i64> %splat271, %step272
  %ins274 = insertelement <16 x i64> poison, i64 %v269, i64 0
  %splat275 = shufflevector <16 x i64> %ins274, <16 x i64> poison, <16 x i32> zeroinitializer
  %v276 = add <16 x i64> %splat275, %lane273
  %ins277 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat278 = shufflevector <16 x i64> %ins277, <16 x i64> poison, <16 x i32> zeroinitializer
  %v279 = mul <16 x i64> %v276, %splat278
  %ins280 = insertelement <16 x i64> poison, i64 %v26, i64 0
  %splat281 = shufflevector <16 x i64> %ins280, <16 x i64> poison, <16 x i32> zeroinitializer
  %v282 = add <16 x i64> %v279, %splat281
  %ps283 = getelementptr float, ptr %buf.x, <16 x i64> %v282
  %ld284 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps283, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v285 = mul i64 %i7, %size.D2
  %v286 = add i64 %v285, %v26
  %v287 = mul i64 %v286, %size.D1
  %v288 = add i64 %v287, %i36
  %p289 = getelementptr float, ptr %buf.y, i64 %v288
  store <16 x float> %ld284, ptr %p289, align 4
  %v290 = mul i64 %i7, %size.D1
  %ins291 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat292 = shufflevector <16 x i64> %ins291, <16 x i64> poison, <16 x i32> zeroinitializer
  %step293 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane294 = add <16 x i64> %splat292, %step293
  %ins295 = insertelement <16 x i64> poison, i64 %v290, i64 0
  %splat296 = shufflevector <16 x i64> %ins295, <16 x i64> poison, <16 x i32> zeroinitializer
  %v297 = add <16 x i64> %splat296, %lane294
  %ins298 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat299 = shufflevector <16 x i64> %ins298, <16 x i64> poison, <16 x i32> zeroinitializer
  %v300 = mul <16 x i64> %v297, %splat299
  %ins301 = insertelement <16 x i64> poison, i64 %v27, i64 0
  %splat302 = shufflevector <16 x i64> %ins301, <16 x i64> poison, <16 x i32> zeroinitializer
  %v303 = add <16 x i64> %v300, %splat302
  %ps304 = getelementptr float, ptr %buf.x, <16 x i64> %v303
  %ld305 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps304, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v306 = mul i64 %i7, %size.D2
  %v307 = add i64 %v306, %v27
  %v308 = mul i64 %v307, %size.D1
  %v309 = add i64 %v308, %i36
  %p310 = getelementptr float, ptr %buf.y, i64 %v309
  store <16 x float> %ld305, ptr %p310, align 4
  %v311 = mul i64 %i7, %size.D1
  %ins312 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat313 = shufflevector <16 x i64> %ins312, <16 x i64> poison, <16 x i32> zeroinitializer
  %step314 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane315 = add <16 x i64> %splat313, %step314
  %ins316 = insertelement <16 x i64> poison, i64 %v311, i64 0
  %splat317 = shufflevector <16 x i64> %ins316, <16 x i64> poison, <16 x i32> zeroinitializer
  %v318 = add <16 x i64> %splat317, %lane315
  %ins319 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat320 = shufflevector <16 x i64> %ins319, <16 x i64> poison, <16 x i32> zeroinitializer
  %v321 = mul <16 x i64> %v318, %splat320
  %ins322 = insertelement <16 x i64> poison, i64 %v28, i64 0
  %splat323 = shufflevector <16 x i64> %ins322, <16 x i64> poison, <16 x i32> zeroinitializer
  %v324 = add <16 x i64> %v321, %splat323
  %ps325 = getelementptr float, ptr %buf.x, <16 x i64> %v324
  %ld326 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps325, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v327 = mul i64 %i7, %size.D2
  %v328 = add i64 %v327, %v28
  %v329 = mul i64 %v328, %size.D1
  %v330 = add i64 %v329, %i36
  %p331 = getelementptr float, ptr %buf.y, i64 %v330
  store <16 x float> %ld326, ptr %p331, align 4
  %v332 = mul i64 %i7, %size.D1
  %ins333 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat334 = shufflevector <16 x i64> %ins333, <16 x i64> poison, <16 x i32> zeroinitializer
  %step335 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane336 = add <16 x i64> %splat334, %step335
  %ins337 = insertelement <16 x i64> poison, i64 %v332, i64 0
  %splat338 = shufflevector <16 x i64> %ins337, <16 x i64> poison, <16 x i32> zeroinitializer
  %v339 = add <16 x i64> %splat338, %lane336
  %ins340 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat341 = shufflevector <16 x i64> %ins340, <16 x i64> poison, <16 x i32> zeroinitializer
  %v342 = mul <16 x i64> %v339, %splat341
  %ins343 = insertelement <16 x i64> poison, i64 %v29, i64 0
  %splat344 = shufflevector <16 x i64> %ins343, <16 x i64> poison, <16 x i32> zeroinitializer
  %v345 = add <16 x i64> %v342, %splat344
  %ps346 = getelementptr float, ptr %buf.x, <16 x i64> %v345
  %ld347 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps346, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v348 = mul i64 %i7, %size.D2
  %v349 = add i64 %v348, %v29
  %v350 = mul i64 %v349, %size.D1
  %v351 = add i64 %v350, %i36
  %p352 = getelementptr float, ptr %buf.y, i64 %v351
  store <16 x float> %ld347, ptr %p352, align 4
  %v353 = mul i64 %i7, %size.D1
  %ins354 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat355 = shufflevector <16 x i64> %ins354, <16 x i64> poison, <16 x i32> zeroinitializer
  %step356 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane357 = add <16 x i64> %splat355, %step356
  %ins358 = insertelement <16 x i64> poison, i64 %v353, i64 0
  %splat359 = shufflevector <16 x i64> %ins358, <16 x i64> poison, <16 x i32> zeroinitializer
  %v360 = add <16 x i64> %splat359, %lane357
  %ins361 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat362 = shufflevector <16 x i64> %ins361, <16 x i64> poison, <16 x i32> zeroinitializer
  %v363 = mul <16 x i64> %v360, %splat362
  %ins364 = insertelement <16 x i64> poison, i64 %v30, i64 0
  %splat365 = shufflevector <16 x i64> %ins364, <16 x i64> poison, <16 x i32> zeroinitializer
  %v366 = add <16 x i64> %v363, %splat365
  %ps367 = getelementptr float, ptr %buf.x, <16 x i64> %v366
  %ld368 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps367, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v369 = mul i64 %i7, %size.D2
  %v370 = add i64 %v369, %v30
  %v371 = mul i64 %v370, %size.D1
  %v372 = add i64 %v371, %i36
  %p373 = getelementptr float, ptr %buf.y, i64 %v372
  store <16 x float> %ld368, ptr %p373, align 4
  %v374 = add nsw i64 %i36, 16
  store i64 %v374, ptr %i1.addr.31
  br label %cond33
exit35:
  %v375 = load i64, ptr %i1.addr.31
  store i64 %v375, ptr %i1.addr.376
  %v377 = sub i64 %size.D1, 16
  br label %cond378
cond378:
  %i381 = load i64, ptr %i1.addr.376
  %v382 = icmp sle i64 %i381, %v377
  br i1 %v382, label %body379, label %exit380
body379:
  %v383 = mul i64 %i7, %size.D1
  %ins384 = insertelement <16 x i64> poison, i64 %i381, i64 0
  %splat385 = shufflevector <16 x i64> %ins384, <16 x i64> poison, <16 x i32> zeroinitializer
  %step386 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane387 = add <16 x i64> %splat385, %step386
  %ins388 = insertelement <16 x i64> poison, i64 %v383, i64 0
  %splat389 = shufflevector <16 x i64> %ins388, <16 x i64> poison, <16 x i32> zeroinitializer
  %v390 = add <16 x i64> %splat389, %lane387
  %ins391 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat392 = shufflevector <16 x i64> %ins391, <16 x i64> poison, <16 x i32> zeroinitializer
  %v393 = mul <16 x i64> %v390, %splat392
  %ins394 = insertelement <16 x i64> poison, i64 %i14, i64 0
  %splat395 = shufflevector <16 x i64> %ins394, <16 x i64> poison, <16 x i32> zeroinitializer
  %v396 = add <16 x i64> %v393, %splat395
  %ps397 = getelementptr float, ptr %buf.x, <16 x i64> %v396
  %ld398 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps397, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v399 = mul i64 %i7, %size.D2
  %v400 = add i64 %v399, %i14
  %v401 = mul i64 %v400, %size.D1
  %v402 = add i64 %v401, %i381
  %p403 = getelementptr float, ptr %buf.y, i64 %v402
  store <16 x float> %ld398, ptr %p403, align 4
  %v404 = add nsw i64 %i381, 16
  store i64 %v404, ptr %i1.addr.376
  br label %cond378
exit380:
  %i405 = load i64, ptr %i1.addr.376
  %v406 = icmp slt i64 %i405, %size.D1
  br i1 %v406, label %tail407, label %done408
tail407:
  %mask409 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i405, i64 %size.D1)
  %v410 = mul i64 %i7, %size.D1
  %ins411 = insertelement <16 x i64> poison, i64 %i405, i64 0
  %splat412 = shufflevector <16 x i64> %ins411, <16 x i64> poison, <16 x i32> zeroinitializer
  %step413 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane414 = add <16 x i64> %splat412, %step413
  %ins415 = insertelement <16 x i64> poison, i64 %v410, i64 0
  %splat416 = shufflevector <16 x i64> %ins415, <16 x i64> poison, <16 x i32> zeroinitializer
  %v417 = add <16 x i64> %splat416, %lane414
  %ins418 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat419 = shufflevector <16 x i64> %ins418, <16 x i64> poison, <16 x i32> zeroinitializer
  %v420 = mul <16 x i64> %v417, %splat419
  %ins421 = insertelement <16 x i64> poison, i64 %i14, i64 0
  %splat422 = shufflevector <16 x i64> %ins421, <16 x i64> poison, <16 x i32> zeroinitializer
  %v423 = add <16 x i64> %v420, %splat422
  %ps424 = getelementptr float, ptr %buf.x, <16 x i64> %v423
  %ld425 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps424, <16 x i1> %mask409, <16 x float> zeroinitializer)
  %v426 = mul i64 %i7, %size.D2
  %v427 = add i64 %v426, %i14
  %v428 = mul i64 %v427, %size.D1
  %v429 = add i64 %v428, %i405
  %p430 = getelementptr float, ptr %buf.y, i64 %v429
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld425, ptr align 4 %p430, <16 x i1> %mask409)
  br label %done408
done408:
  store i64 %v375, ptr %i1.addr.431
  %v432 = sub i64 %size.D1, 16
  br label %cond433
cond433:
  %i436 = load i64, ptr %i1.addr.431
  %v437 = icmp sle i64 %i436, %v432
  br i1 %v437, label %body434, label %exit435
body434:
  %v438 = mul i64 %i7, %size.D1
  %ins439 = insertelement <16 x i64> poison, i64 %i436, i64 0
  %splat440 = shufflevector <16 x i64> %ins439, <16 x i64> poison, <16 x i32> zeroinitializer
  %step441 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane442 = add <16 x i64> %splat440, %step441
  %ins443 = insertelement <16 x i64> poison, i64 %v438, i64 0
  %splat444 = shufflevector <16 x i64> %ins443, <16 x i64> poison, <16 x i32> zeroinitializer
  %v445 = add <16 x i64> %splat444, %lane442
  %ins446 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat447 = shufflevector <16 x i64> %ins446, <16 x i64> poison, <16 x i32> zeroinitializer
  %v448 = mul <16 x i64> %v445, %splat447
  %ins449 = insertelement <16 x i64> poison, i64 %v16, i64 0
  %splat450 = shufflevector <16 x i64> %ins449, <16 x i64> poison, <16 x i32> zeroinitializer
  %v451 = add <16 x i64> %v448, %splat450
  %ps452 = getelementptr float, ptr %buf.x, <16 x i64> %v451
  %ld453 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps452, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v454 = mul i64 %i7, %size.D2
  %v455 = add i64 %v454, %v16
  %v456 = mul i64 %v455, %size.D1
  %v457 = add i64 %v456, %i436
  %p458 = getelementptr float, ptr %buf.y, i64 %v457
  store <16 x float> %ld453, ptr %p458, align 4
  %v459 = add nsw i64 %i436, 16
  store i64 %v459, ptr %i1.addr.431
  br label %cond433
exit435:
  %i460 = load i64, ptr %i1.addr.431
  %v461 = icmp slt i64 %i460, %size.D1
  br i1 %v461, label %tail462, label %done463
tail462:
  %mask464 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i460, i64 %size.D1)
  %v465 = mul i64 %i7, %size.D1
  %ins466 = insertelement <16 x i64> poison, i64 %i460, i64 0
  %splat467 = shufflevector <16 x i64> %ins466, <16 x i64> poison, <16 x i32> zeroinitializer
  %step468 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane469 = add <16 x i64> %splat467, %step468
  %ins470 = insertelement <16 x i64> poison, i64 %v465, i64 0
  %splat471 = shufflevector <16 x i64> %ins470, <16 x i64> poison, <16 x i32> zeroinitializer
  %v472 = add <16 x i64> %splat471, %lane469
  %ins473 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat474 = shufflevector <16 x i64> %ins473, <16 x i64> poison, <16 x i32> zeroinitializer
  %v475 = mul <16 x i64> %v472, %splat474
  %ins476 = insertelement <16 x i64> poison, i64 %v16, i64 0
  %splat477 = shufflevector <16 x i64> %ins476, <16 x i64> poison, <16 x i32> zeroinitializer
  %v478 = add <16 x i64> %v475, %splat477
  %ps479 = getelementptr float, ptr %buf.x, <16 x i64> %v478
  %ld480 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps479, <16 x i1> %mask464, <16 x float> zeroinitializer)
  %v481 = mul i64 %i7, %size.D2
  %v482 = add i64 %v481, %v16
  %v483 = mul i64 %v482, %size.D1
  %v484 = add i64 %v483, %i460
  %p485 = getelementptr float, ptr %buf.y, i64 %v484
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld480, ptr align 4 %p485, <16 x i1> %mask464)
  br label %done463
done463:
  store i64 %v375, ptr %i1.addr.486
  %v487 = sub i64 %size.D1, 16
  br label %cond488
cond488:
  %i491 = load i64, ptr %i1.addr.486
  %v492 = icmp sle i64 %i491, %v487
  br i1 %v492, label %body489, label %exit490
body489:
  %v493 = mul i64 %i7, %size.D1
  %ins494 = insertelement <16 x i64> poison, i64 %i491, i64 0
  %splat495 = shufflevector <16 x i64> %ins494, <16 x i64> poison, <16 x i32> zeroinitializer
  %step496 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane497 = add <16 x i64> %splat495, %step496
  %ins498 = insertelement <16 x i64> poison, i64 %v493, i64 0
  %splat499 = shufflevector <16 x i64> %ins498, <16 x i64> poison, <16 x i32> zeroinitializer
  %v500 = add <16 x i64> %splat499, %lane497
  %ins501 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat502 = shufflevector <16 x i64> %ins501, <16 x i64> poison, <16 x i32> zeroinitializer
  %v503 = mul <16 x i64> %v500, %splat502
  %ins504 = insertelement <16 x i64> poison, i64 %v17, i64 0
  %splat505 = shufflevector <16 x i64> %ins504, <16 x i64> poison, <16 x i32> zeroinitializer
  %v506 = add <16 x i64> %v503, %splat505
  %ps507 = getelementptr float, ptr %buf.x, <16 x i64> %v506
  %ld508 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps507, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v509 = mul i64 %i7, %size.D2
  %v510 = add i64 %v509, %v17
  %v511 = mul i64 %v510, %size.D1
  %v512 = add i64 %v511, %i491
  %p513 = getelementptr float, ptr %buf.y, i64 %v512
  store <16 x float> %ld508, ptr %p513, align 4
  %v514 = add nsw i64 %i491, 16
  store i64 %v514, ptr %i1.addr.486
  br label %cond488
exit490:
  %i515 = load i64, ptr %i1.addr.486
  %v516 = icmp slt i64 %i515, %size.D1
  br i1 %v516, label %tail517, label %done518
tail517:
  %mask519 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i515, i64 %size.D1)
  %v520 = mul i64 %i7, %size.D1
  %ins521 = insertelement <16 x i64> poison, i64 %i515, i64 0
  %splat522 = shufflevector <16 x i64> %ins521, <16 x i64> poison, <16 x i32> zeroinitializer
  %step523 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane524 = add <16 x i64> %splat522, %step523
  %ins525 = insertelement <16 x i64> poison, i64 %v520, i64 0
  %splat526 = shufflevector <16 x i64> %ins525, <16 x i64> poison, <16 x i32> zeroinitializer
  %v527 = add <16 x i64> %splat526, %lane524
  %ins528 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat529 = shufflevector <16 x i64> %ins528, <16 x i64> poison, <16 x i32> zeroinitializer
  %v530 = mul <16 x i64> %v527, %splat529
  %ins531 = insertelement <16 x i64> poison, i64 %v17, i64 0
  %splat532 = shufflevector <16 x i64> %ins531, <16 x i64> poison, <16 x i32> zeroinitializer
  %v533 = add <16 x i64> %v530, %splat532
  %ps534 = getelementptr float, ptr %buf.x, <16 x i64> %v533
  %ld535 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps534, <16 x i1> %mask519, <16 x float> zeroinitializer)
  %v536 = mul i64 %i7, %size.D2
  %v537 = add i64 %v536, %v17
  %v538 = mul i64 %v537, %size.D1
  %v539 = add i64 %v538, %i515
  %p540 = getelementptr float, ptr %buf.y, i64 %v539
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld535, ptr align 4 %p540, <16 x i1> %mask519)
  br label %done518
done518:
  store i64 %v375, ptr %i1.addr.541
  %v542 = sub i64 %size.D1, 16
  br label %cond543
cond543:
  %i546 = load i64, ptr %i1.addr.541
  %v547 = icmp sle i64 %i546, %v542
  br i1 %v547, label %body544, label %exit545
body544:
  %v548 = mul i64 %i7, %size.D1
  %ins549 = insertelement <16 x i64> poison, i64 %i546, i64 0
  %splat550 = shufflevector <16 x i64> %ins549, <16 x i64> poison, <16 x i32> zeroinitializer
  %step551 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane552 = add <16 x i64> %splat550, %step551
  %ins553 = insertelement <16 x i64> poison, i64 %v548, i64 0
  %splat554 = shufflevector <16 x i64> %ins553, <16 x i64> poison, <16 x i32> zeroinitializer
  %v555 = add <16 x i64> %splat554, %lane552
  %ins556 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat557 = shufflevector <16 x i64> %ins556, <16 x i64> poison, <16 x i32> zeroinitializer
  %v558 = mul <16 x i64> %v555, %splat557
  %ins559 = insertelement <16 x i64> poison, i64 %v18, i64 0
  %splat560 = shufflevector <16 x i64> %ins559, <16 x i64> poison, <16 x i32> zeroinitializer
  %v561 = add <16 x i64> %v558, %splat560
  %ps562 = getelementptr float, ptr %buf.x, <16 x i64> %v561
  %ld563 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps562, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v564 = mul i64 %i7, %size.D2
  %v565 = add i64 %v564, %v18
  %v566 = mul i64 %v565, %size.D1
  %v567 = add i64 %v566, %i546
  %p568 = getelementptr float, ptr %buf.y, i64 %v567
  store <16 x float> %ld563, ptr %p568, align 4
  %v569 = add nsw i64 %i546, 16
  store i64 %v569, ptr %i1.addr.541
  br label %cond543
exit545:
  %i570 = load i64, ptr %i1.addr.541
  %v571 = icmp slt i64 %i570, %size.D1
  br i1 %v571, label %tail572, label %done573
tail572:
  %mask574 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i570, i64 %size.D1)
  %v575 = mul i64 %i7, %size.D1
  %ins576 = insertelement <16 x i64> poison, i64 %i570, i64 0
  %splat577 = shufflevector <16 x i64> %ins576, <16 x i64> poison, <16 x i32> zeroinitializer
  %step578 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane579 = add <16 x i64> %splat577, %step578
  %ins580 = insertelement <16 x i64> poison, i64 %v575, i64 0
  %splat581 = shufflevector <16 x i64> %ins580, <16 x i64> poison, <16 x i32> zeroinitializer
  %v582 = add <16 x i64> %splat581, %lane579
  %ins583 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat584 = shufflevector <16 x i64> %ins583, <16 x i64> poison, <16 x i32> zeroinitializer
  %v585 = mul <16 x i64> %v582, %splat584
  %ins586 = insertelement <16 x i64> poison, i64 %v18, i64 0
  %splat587 = shufflevector <16 x i64> %ins586, <16 x i64> poison, <16 x i32> zeroinitializer
  %v588 = add <16 x i64> %v585, %splat587
  %ps589 = getelementptr float, ptr %buf.x, <16 x i64> %v588
  %ld590 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps589, <16 x i1> %mask574, <16 x float> zeroinitializer)
  %v591 = mul i64 %i7, %size.D2
  %v592 = add i64 %v591, %v18
  %v593 = mul i64 %v592, %size.D1
  %v594 = add i64 %v593, %i570
  %p595 = getelementptr float, ptr %buf.y, i64 %v594
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld590, ptr align 4 %p595, <16 x i1> %mask574)
  br label %done573
done573:
  store i64 %v375, ptr %i1.addr.596
  %v597 = sub i64 %size.D1, 16
  br label %cond598
cond598:
  %i601 = load i64, ptr %i1.addr.596
  %v602 = icmp sle i64 %i601, %v597
  br i1 %v602, label %body599, label %exit600
body599:
  %v603 = mul i64 %i7, %size.D1
  %ins604 = insertelement <16 x i64> poison, i64 %i601, i64 0
  %splat605 = shufflevector <16 x i64> %ins604, <16 x i64> poison, <16 x i32> zeroinitializer
  %step606 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane607 = add <16 x i64> %splat605, %step606
  %ins608 = insertelement <16 x i64> poison, i64 %v603, i64 0
  %splat609 = shufflevector <16 x i64> %ins608, <16 x i64> poison, <16 x i32> zeroinitializer
  %v610 = add <16 x i64> %splat609, %lane607
  %ins611 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat612 = shufflevector <16 x i64> %ins611, <16 x i64> poison, <16 x i32> zeroinitializer
  %v613 = mul <16 x i64> %v610, %splat612
  %ins614 = insertelement <16 x i64> poison, i64 %v19, i64 0
  %splat615 = shufflevector <16 x i64> %ins614, <16 x i64> poison, <16 x i32> zeroinitializer
  %v616 = add <16 x i64> %v613, %splat615
  %ps617 = getelementptr float, ptr %buf.x, <16 x i64> %v616
  %ld618 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps617, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v619 = mul i64 %i7, %size.D2
  %v620 = add i64 %v619, %v19
  %v621 = mul i64 %v620, %size.D1
  %v622 = add i64 %v621, %i601
  %p623 = getelementptr float, ptr %buf.y, i64 %v622
  store <16 x float> %ld618, ptr %p623, align 4
  %v624 = add nsw i64 %i601, 16
  store i64 %v624, ptr %i1.addr.596
  br label %cond598
exit600:
  %i625 = load i64, ptr %i1.addr.596
  %v626 = icmp slt i64 %i625, %size.D1
  br i1 %v626, label %tail627, label %done628
tail627:
  %mask629 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i625, i64 %size.D1)
  %v630 = mul i64 %i7, %size.D1
  %ins631 = insertelement <16 x i64> poison, i64 %i625, i64 0
  %splat632 = shufflevector <16 x i64> %ins631, <16 x i64> poison, <16 x i32> zeroinitializer
  %step633 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane634 = add <16 x i64> %splat632, %step633
  %ins635 = insertelement <16 x i64> poison, i64 %v630, i64 0
  %splat636 = shufflevector <16 x i64> %ins635, <16 x i64> poison, <16 x i32> zeroinitializer
  %v637 = add <16 x i64> %splat636, %lane634
  %ins638 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat639 = shufflevector <16 x i64> %ins638, <16 x i64> poison, <16 x i32> zeroinitializer
  %v640 = mul <16 x i64> %v637, %splat639
  %ins641 = insertelement <16 x i64> poison, i64 %v19, i64 0
  %splat642 = shufflevector <16 x i64> %ins641, <16 x i64> poison, <16 x i32> zeroinitializer
  %v643 = add <16 x i64> %v640, %splat642
  %ps644 = getelementptr float, ptr %buf.x, <16 x i64> %v643
  %ld645 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps644, <16 x i1> %mask629, <16 x float> zeroinitializer)
  %v646 = mul i64 %i7, %size.D2
  %v647 = add i64 %v646, %v19
  %v648 = mul i64 %v647, %size.D1
  %v649 = add i64 %v648, %i625
  %p650 = getelementptr float, ptr %buf.y, i64 %v649
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld645, ptr align 4 %p650, <16 x i1> %mask629)
  br label %done628
done628:
  store i64 %v375, ptr %i1.addr.651
  %v652 = sub i64 %size.D1, 16
  br label %cond653
cond653:
  %i656 = load i64, ptr %i1.addr.651
  %v657 = icmp sle i64 %i656, %v652
  br i1 %v657, label %body654, label %exit655
body654:
  %v658 = mul i64 %i7, %size.D1
  %ins659 = insertelement <16 x i64> poison, i64 %i656, i64 0
  %splat660 = shufflevector <16 x i64> %ins659, <16 x i64> poison, <16 x i32> zeroinitializer
  %step661 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane662 = add <16 x i64> %splat660, %step661
  %ins663 = insertelement <16 x i64> poison, i64 %v658, i64 0
  %splat664 = shufflevector <16 x i64> %ins663, <16 x i64> poison, <16 x i32> zeroinitializer
  %v665 = add <16 x i64> %splat664, %lane662
  %ins666 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat667 = shufflevector <16 x i64> %ins666, <16 x i64> poison, <16 x i32> zeroinitializer
  %v668 = mul <16 x i64> %v665, %splat667
  %ins669 = insertelement <16 x i64> poison, i64 %v20, i64 0
  %splat670 = shufflevector <16 x i64> %ins669, <16 x i64> poison, <16 x i32> zeroinitializer
  %v671 = add <16 x i64> %v668, %splat670
  %ps672 = getelementptr float, ptr %buf.x, <16 x i64> %v671
  %ld673 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps672, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v674 = mul i64 %i7, %size.D2
  %v675 = add i64 %v674, %v20
  %v676 = mul i64 %v675, %size.D1
  %v677 = add i64 %v676, %i656
  %p678 = getelementptr float, ptr %buf.y, i64 %v677
  store <16 x float> %ld673, ptr %p678, align 4
  %v679 = add nsw i64 %i656, 16
  store i64 %v679, ptr %i1.addr.651
  br label %cond653
exit655:
  %i680 = load i64, ptr %i1.addr.651
  %v681 = icmp slt i64 %i680, %size.D1
  br i1 %v681, label %tail682, label %done683
tail682:
  %mask684 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i680, i64 %size.D1)
  %v685 = mul i64 %i7, %size.D1
  %ins686 = insertelement <16 x i64> poison, i64 %i680, i64 0
  %splat687 = shufflevector <16 x i64> %ins686, <16 x i64> poison, <16 x i32> zeroinitializer
  %step688 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane689 = add <16 x i64> %splat687, %step688
  %ins690 = insertelement <16 x i64> poison, i64 %v685, i64 0
  %splat691 = shufflevector <16 x i64> %ins690, <16 x i64> poison, <16 x i32> zeroinitializer
  %v692 = add <16 x i64> %splat691, %lane689
  %ins693 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat694 = shufflevector <16 x i64> %ins693, <16 x i64> poison, <16 x i32> zeroinitializer
  %v695 = mul <16 x i64> %v692, %splat694
  %ins696 = insertelement <16 x i64> poison, i64 %v20, i64 0
  %splat697 = shufflevector <16 x i64> %ins696, <16 x i64> poison, <16 x i32> zeroinitializer
  %v698 = add <16 x i64> %v695, %splat697
  %ps699 = getelementptr float, ptr %buf.x, <16 x i64> %v698
  %ld700 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps699, <16 x i1> %mask684, <16 x float> zeroinitializer)
  %v701 = mul i64 %i7, %size.D2
  %v702 = add i64 %v701, %v20
  %v703 = mul i64 %v702, %size.D1
  %v704 = add i64 %v703, %i680
  %p705 = getelementptr float, ptr %buf.y, i64 %v704
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld700, ptr align 4 %p705, <16 x i1> %mask684)
  br label %done683
done683:
  store i64 %v375, ptr %i1.addr.706
  %v707 = sub i64 %size.D1, 16
  br label %cond708
cond708:
  %i711 = load i64, ptr %i1.addr.706
  %v712 = icmp sle i64 %i711, %v707
  br i1 %v712, label %body709, label %exit710
body709:
  %v713 = mul i64 %i7, %size.D1
  %ins714 = insertelement <16 x i64> poison, i64 %i711, i64 0
  %splat715 = shufflevector <16 x i64> %ins714, <16 x i64> poison, <16 x i32> zeroinitializer
  %step716 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane717 = add <16 x i64> %splat715, %step716
  %ins718 = insertelement <16 x i64> poison, i64 %v713, i64 0
  %splat719 = shufflevector <16 x i64> %ins718, <16 x i64> poison, <16 x i32> zeroinitializer
  %v720 = add <16 x i64> %splat719, %lane717
  %ins721 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat722 = shufflevector <16 x i64> %ins721, <16 x i64> poison, <16 x i32> zeroinitializer
  %v723 = mul <16 x i64> %v720, %splat722
  %ins724 = insertelement <16 x i64> poison, i64 %v21, i64 0
  %splat725 = shufflevector <16 x i64> %ins724, <16 x i64> poison, <16 x i32> zeroinitializer
  %v726 = add <16 x i64> %v723, %splat725
  %ps727 = getelementptr float, ptr %buf.x, <16 x i64> %v726
  %ld728 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps727, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v729 = mul i64 %i7, %size.D2
  %v730 = add i64 %v729, %v21
  %v731 = mul i64 %v730, %size.D1
  %v732 = add i64 %v731, %i711
  %p733 = getelementptr float, ptr %buf.y, i64 %v732
  store <16 x float> %ld728, ptr %p733, align 4
  %v734 = add nsw i64 %i711, 16
  store i64 %v734, ptr %i1.addr.706
  br label %cond708
exit710:
  %i735 = load i64, ptr %i1.addr.706
  %v736 = icmp slt i64 %i735, %size.D1
  br i1 %v736, label %tail737, label %done738
tail737:
  %mask739 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i735, i64 %size.D1)
  %v740 = mul i64 %i7, %size.D1
  %ins741 = insertelement <16 x i64> poison, i64 %i735, i64 0
  %splat742 = shufflevector <16 x i64> %ins741, <16 x i64> poison, <16 x i32> zeroinitializer
  %step743 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane744 = add <16 x i64> %splat742, %step743
  %ins745 = insertelement <16 x i64> poison, i64 %v740, i64 0
  %splat746 = shufflevector <16 x i64> %ins745, <16 x i64> poison, <16 x i32> zeroinitializer
  %v747 = add <16 x i64> %splat746, %lane744
  %ins748 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat749 = shufflevector <16 x i64> %ins748, <16 x i64> poison, <16 x i32> zeroinitializer
  %v750 = mul <16 x i64> %v747, %splat749
  %ins751 = insertelement <16 x i64> poison, i64 %v21, i64 0
  %splat752 = shufflevector <16 x i64> %ins751, <16 x i64> poison, <16 x i32> zeroinitializer
  %v753 = add <16 x i64> %v750, %splat752
  %ps754 = getelementptr float, ptr %buf.x, <16 x i64> %v753
  %ld755 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps754, <16 x i1> %mask739, <16 x float> zeroinitializer)
  %v756 = mul i64 %i7, %size.D2
  %v757 = add i64 %v756, %v21
  %v758 = mul i64 %v757, %size.D1
  %v759 = add i64 %v758, %i735
  %p760 = getelementptr float, ptr %buf.y, i64 %v759
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld755, ptr align 4 %p760, <16 x i1> %mask739)
  br label %done738
done738:
  store i64 %v375, ptr %i1.addr.761
  %v762 = sub i64 %size.D1, 16
  br label %cond763
cond763:
  %i766 = load i64, ptr %i1.addr.761
  %v767 = icmp sle i64 %i766, %v762
  br i1 %v767, label %body764, label %exit765
body764:
  %v768 = mul i64 %i7, %size.D1
  %ins769 = insertelement <16 x i64> poison, i64 %i766, i64 0
  %splat770 = shufflevector <16 x i64> %ins769, <16 x i64> poison, <16 x i32> zeroinitializer
  %step771 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane772 = add <16 x i64> %splat770, %step771
  %ins773 = insertelement <16 x i64> poison, i64 %v768, i64 0
  %splat774 = shufflevector <16 x i64> %ins773, <16 x i64> poison, <16 x i32> zeroinitializer
  %v775 = add <16 x i64> %splat774, %lane772
  %ins776 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat777 = shufflevector <16 x i64> %ins776, <16 x i64> poison, <16 x i32> zeroinitializer
  %v778 = mul <16 x i64> %v775, %splat777
  %ins779 = insertelement <16 x i64> poison, i64 %v22, i64 0
  %splat780 = shufflevector <16 x i64> %ins779, <16 x i64> poison, <16 x i32> zeroinitializer
  %v781 = add <16 x i64> %v778, %splat780
  %ps782 = getelementptr float, ptr %buf.x, <16 x i64> %v781
  %ld783 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps782, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v784 = mul i64 %i7, %size.D2
  %v785 = add i64 %v784, %v22
  %v786 = mul i64 %v785, %size.D1
  %v787 = add i64 %v786, %i766
  %p788 = getelementptr float, ptr %buf.y, i64 %v787
  store <16 x float> %ld783, ptr %p788, align 4
  %v789 = add nsw i64 %i766, 16
  store i64 %v789, ptr %i1.addr.761
  br label %cond763
exit765:
  %i790 = load i64, ptr %i1.addr.761
  %v791 = icmp slt i64 %i790, %size.D1
  br i1 %v791, label %tail792, label %done793
tail792:
  %mask794 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i790, i64 %size.D1)
  %v795 = mul i64 %i7, %size.D1
  %ins796 = insertelement <16 x i64> poison, i64 %i790, i64 0
  %splat797 = shufflevector <16 x i64> %ins796, <16 x i64> poison, <16 x i32> zeroinitializer
  %step798 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane799 = add <16 x i64> %splat797, %step798
  %ins800 = insertelement <16 x i64> poison, i64 %v795, i64 0
  %splat801 = shufflevector <16 x i64> %ins800, <16 x i64> poison, <16 x i32> zeroinitializer
  %v802 = add <16 x i64> %splat801, %lane799
  %ins803 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat804 = shufflevector <16 x i64> %ins803, <16 x i64> poison, <16 x i32> zeroinitializer
  %v805 = mul <16 x i64> %v802, %splat804
  %ins806 = insertelement <16 x i64> poison, i64 %v22, i64 0
  %splat807 = shufflevector <16 x i64> %ins806, <16 x i64> poison, <16 x i32> zeroinitializer
  %v808 = add <16 x i64> %v805, %splat807
  %ps809 = getelementptr float, ptr %buf.x, <16 x i64> %v808
  %ld810 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps809, <16 x i1> %mask794, <16 x float> zeroinitializer)
  %v811 = mul i64 %i7, %size.D2
  %v812 = add i64 %v811, %v22
  %v813 = mul i64 %v812, %size.D1
  %v814 = add i64 %v813, %i790
  %p815 = getelementptr float, ptr %buf.y, i64 %v814
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld810, ptr align 4 %p815, <16 x i1> %mask794)
  br label %done793
done793:
  store i64 %v375, ptr %i1.addr.816
  %v817 = sub i64 %size.D1, 16
  br label %cond818
cond818:
  %i821 = load i64, ptr %i1.addr.816
  %v822 = icmp sle i64 %i821, %v817
  br i1 %v822, label %body819, label %exit820
body819:
  %v823 = mul i64 %i7, %size.D1
  %ins824 = insertelement <16 x i64> poison, i64 %i821, i64 0
  %splat825 = shufflevector <16 x i64> %ins824, <16 x i64> poison, <16 x i32> zeroinitializer
  %step826 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane827 = add <16 x i64> %splat825, %step826
  %ins828 = insertelement <16 x i64> poison, i64 %v823, i64 0
  %splat829 = shufflevector <16 x i64> %ins828, <16 x i64> poison, <16 x i32> zeroinitializer
  %v830 = add <16 x i64> %splat829, %lane827
  %ins831 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat832 = shufflevector <16 x i64> %ins831, <16 x i64> poison, <16 x i32> zeroinitializer
  %v833 = mul <16 x i64> %v830, %splat832
  %ins834 = insertelement <16 x i64> poison, i64 %v23, i64 0
  %splat835 = shufflevector <16 x i64> %ins834, <16 x i64> poison, <16 x i32> zeroinitializer
  %v836 = add <16 x i64> %v833, %splat835
  %ps837 = getelementptr float, ptr %buf.x, <16 x i64> %v836
  %ld838 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps837, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v839 = mul i64 %i7, %size.D2
  %v840 = add i64 %v839, %v23
  %v841 = mul i64 %v840, %size.D1
  %v842 = add i64 %v841, %i821
  %p843 = getelementptr float, ptr %buf.y, i64 %v842
  store <16 x float> %ld838, ptr %p843, align 4
  %v844 = add nsw i64 %i821, 16
  store i64 %v844, ptr %i1.addr.816
  br label %cond818
exit820:
  %i845 = load i64, ptr %i1.addr.816
  %v846 = icmp slt i64 %i845, %size.D1
  br i1 %v846, label %tail847, label %done848
tail847:
  %mask849 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i845, i64 %size.D1)
  %v850 = mul i64 %i7, %size.D1
  %ins851 = insertelement <16 x i64> poison, i64 %i845, i64 0
  %splat852 = shufflevector <16 x i64> %ins851, <16 x i64> poison, <16 x i32> zeroinitializer
  %step853 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane854 = add <16 x i64> %splat852, %step853
  %ins855 = insertelement <16 x i64> poison, i64 %v850, i64 0
  %splat856 = shufflevector <16 x i64> %ins855, <16 x i64> poison, <16 x i32> zeroinitializer
  %v857 = add <16 x i64> %splat856, %lane854
  %ins858 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat859 = shufflevector <16 x i64> %ins858, <16 x i64> poison, <16 x i32> zeroinitializer
  %v860 = mul <16 x i64> %v857, %splat859
  %ins861 = insertelement <16 x i64> poison, i64 %v23, i64 0
  %splat862 = shufflevector <16 x i64> %ins861, <16 x i64> poison, <16 x i32> zeroinitializer
  %v863 = add <16 x i64> %v860, %splat862
  %ps864 = getelementptr float, ptr %buf.x, <16 x i64> %v863
  %ld865 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps864, <16 x i1> %mask849, <16 x float> zeroinitializer)
  %v866 = mul i64 %i7, %size.D2
  %v867 = add i64 %v866, %v23
  %v868 = mul i64 %v867, %size.D1
  %v869 = add i64 %v868, %i845
  %p870 = getelementptr float, ptr %buf.y, i64 %v869
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld865, ptr align 4 %p870, <16 x i1> %mask849)
  br label %done848
done848:
  store i64 %v375, ptr %i1.addr.871
  %v872 = sub i64 %size.D1, 16
  br label %cond873
cond873:
  %i876 = load i64, ptr %i1.addr.871
  %v877 = icmp sle i64 %i876, %v872
  br i1 %v877, label %body874, label %exit875
body874:
  %v878 = mul i64 %i7, %size.D1
  %ins879 = insertelement <16 x i64> poison, i64 %i876, i64 0
  %splat880 = shufflevector <16 x i64> %ins879, <16 x i64> poison, <16 x i32> zeroinitializer
  %step881 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane882 = add <16 x i64> %splat880, %step881
  %ins883 = insertelement <16 x i64> poison, i64 %v878, i64 0
  %splat884 = shufflevector <16 x i64> %ins883, <16 x i64> poison, <16 x i32> zeroinitializer
  %v885 = add <16 x i64> %splat884, %lane882
  %ins886 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat887 = shufflevector <16 x i64> %ins886, <16 x i64> poison, <16 x i32> zeroinitializer
  %v888 = mul <16 x i64> %v885, %splat887
  %ins889 = insertelement <16 x i64> poison, i64 %v24, i64 0
  %splat890 = shufflevector <16 x i64> %ins889, <16 x i64> poison, <16 x i32> zeroinitializer
  %v891 = add <16 x i64> %v888, %splat890
  %ps892 = getelementptr float, ptr %buf.x, <16 x i64> %v891
  %ld893 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps892, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v894 = mul i64 %i7, %size.D2
  %v895 = add i64 %v894, %v24
  %v896 = mul i64 %v895, %size.D1
  %v897 = add i64 %v896, %i876
  %p898 = getelementptr float, ptr %buf.y, i64 %v897
  store <16 x float> %ld893, ptr %p898, align 4
  %v899 = add nsw i64 %i876, 16
  store i64 %v899, ptr %i1.addr.871
  br label %cond873
exit875:
  %i900 = load i64, ptr %i1.addr.871
  %v901 = icmp slt i64 %i900, %size.D1
  br i1 %v901, label %tail902, label %done903
tail902:
  %mask904 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i900, i64 %size.D1)
  %v905 = mul i64 %i7, %size.D1
  %ins906 = insertelement <16 x i64> poison, i64 %i900, i64 0
  %splat907 = shufflevector <16 x i64> %ins906, <16 x i64> poison, <16 x i32> zeroinitializer
  %step908 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane909 = add <16 x i64> %splat907, %step908
  %ins910 = insertelement <16 x i64> poison, i64 %v905, i64 0
  %splat911 = shufflevector <16 x i64> %ins910, <16 x i64> poison, <16 x i32> zeroinitializer
  %v912 = add <16 x i64> %splat911, %lane909
  %ins913 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat914 = shufflevector <16 x i64> %ins913, <16 x i64> poison, <16 x i32> zeroinitializer
  %v915 = mul <16 x i64> %v912, %splat914
  %ins916 = insertelement <16 x i64> poison, i64 %v24, i64 0
  %splat917 = shufflevector <16 x i64> %ins916, <16 x i64> poison, <16 x i32> zeroinitializer
  %v918 = add <16 x i64> %v915, %splat917
  %ps919 = getelementptr float, ptr %buf.x, <16 x i64> %v918
  %ld920 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps919, <16 x i1> %mask904, <16 x float> zeroinitializer)
  %v921 = mul i64 %i7, %size.D2
  %v922 = add i64 %v921, %v24
  %v923 = mul i64 %v922, %size.D1
  %v924 = add i64 %v923, %i900
  %p925 = getelementptr float, ptr %buf.y, i64 %v924
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld920, ptr align 4 %p925, <16 x i1> %mask904)
  br label %done903
done903:
  store i64 %v375, ptr %i1.addr.926
  %v927 = sub i64 %size.D1, 16
  br label %cond928
cond928:
  %i931 = load i64, ptr %i1.addr.926
  %v932 = icmp sle i64 %i931, %v927
  br i1 %v932, label %body929, label %exit930
body929:
  %v933 = mul i64 %i7, %size.D1
  %ins934 = insertelement <16 x i64> poison, i64 %i931, i64 0
  %splat935 = shufflevector <16 x i64> %ins934, <16 x i64> poison, <16 x i32> zeroinitializer
  %step936 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane937 = add <16 x i64> %splat935, %step936
  %ins938 = insertelement <16 x i64> poison, i64 %v933, i64 0
  %splat939 = shufflevector <16 x i64> %ins938, <16 x i64> poison, <16 x i32> zeroinitializer
  %v940 = add <16 x i64> %splat939, %lane937
  %ins941 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat942 = shufflevector <16 x i64> %ins941, <16 x i64> poison, <16 x i32> zeroinitializer
  %v943 = mul <16 x i64> %v940, %splat942
  %ins944 = insertelement <16 x i64> poison, i64 %v25, i64 0
  %splat945 = shufflevector <16 x i64> %ins944, <16 x i64> poison, <16 x i32> zeroinitializer
  %v946 = add <16 x i64> %v943, %splat945
  %ps947 = getelementptr float, ptr %buf.x, <16 x i64> %v946
  %ld948 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps947, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v949 = mul i64 %i7, %size.D2
  %v950 = add i64 %v949, %v25
  %v951 = mul i64 %v950, %size.D1
  %v952 = add i64 %v951, %i931
  %p953 = getelementptr float, ptr %buf.y, i64 %v952
  store <16 x float> %ld948, ptr %p953, align 4
  %v954 = add nsw i64 %i931, 16
  store i64 %v954, ptr %i1.addr.926
  br label %cond928
exit930:
  %i955 = load i64, ptr %i1.addr.926
  %v956 = icmp slt i64 %i955, %size.D1
  br i1 %v956, label %tail957, label %done958
tail957:
  %mask959 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i955, i64 %size.D1)
  %v960 = mul i64 %i7, %size.D1
  %ins961 = insertelement <16 x i64> poison, i64 %i955, i64 0
  %splat962 = shufflevector <16 x i64> %ins961, <16 x i64> poison, <16 x i32> zeroinitializer
  %step963 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane964 = add <16 x i64> %splat962, %step963
  %ins965 = insertelement <16 x i64> poison, i64 %v960, i64 0
  %splat966 = shufflevector <16 x i64> %ins965, <16 x i64> poison, <16 x i32> zeroinitializer
  %v967 = add <16 x i64> %splat966, %lane964
  %ins968 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat969 = shufflevector <16 x i64> %ins968, <16 x i64> poison, <16 x i32> zeroinitializer
  %v970 = mul <16 x i64> %v967, %splat969
  %ins971 = insertelement <16 x i64> poison, i64 %v25, i64 0
  %splat972 = shufflevector <16 x i64> %ins971, <16 x i64> poison, <16 x i32> zeroinitializer
  %v973 = add <16 x i64> %v970, %splat972
  %ps974 = getelementptr float, ptr %buf.x, <16 x i64> %v973
  %ld975 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps974, <16 x i1> %mask959, <16 x float> zeroinitializer)
  %v976 = mul i64 %i7, %size.D2
  %v977 = add i64 %v976, %v25
  %v978 = mul i64 %v977, %size.D1
  %v979 = add i64 %v978, %i955
  %p980 = getelementptr float, ptr %buf.y, i64 %v979
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld975, ptr align 4 %p980, <16 x i1> %mask959)
  br label %done958
done958:
  store i64 %v375, ptr %i1.addr.981
  %v982 = sub i64 %size.D1, 16
  br label %cond983
cond983:
  %i986 = load i64, ptr %i1.addr.981
  %v987 = icmp sle i64 %i986, %v982
  br i1 %v987, label %body984, label %exit985
body984:
  %v988 = mul i64 %i7, %size.D1
  %ins989 = insertelement <16 x i64> poison, i64 %i986, i64 0
  %splat990 = shufflevector <16 x i64> %ins989, <16 x i64> poison, <16 x i32> zeroinitializer
  %step991 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane992 = add <16 x i64> %splat990, %step991
  %ins993 = insertelement <16 x i64> poison, i64 %v988, i64 0
  %splat994 = shufflevector <16 x i64> %ins993, <16 x i64> poison, <16 x i32> zeroinitializer
  %v995 = add <16 x i64> %splat994, %lane992
  %ins996 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat997 = shufflevector <16 x i64> %ins996, <16 x i64> poison, <16 x i32> zeroinitializer
  %v998 = mul <16 x i64> %v995, %splat997
  %ins999 = insertelement <16 x i64> poison, i64 %v26, i64 0
  %splat1000 = shufflevector <16 x i64> %ins999, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1001 = add <16 x i64> %v998, %splat1000
  %ps1002 = getelementptr float, ptr %buf.x, <16 x i64> %v1001
  %ld1003 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1002, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1004 = mul i64 %i7, %size.D2
  %v1005 = add i64 %v1004, %v26
  %v1006 = mul i64 %v1005, %size.D1
  %v1007 = add i64 %v1006, %i986
  %p1008 = getelementptr float, ptr %buf.y, i64 %v1007
  store <16 x float> %ld1003, ptr %p1008, align 4
  %v1009 = add nsw i64 %i986, 16
  store i64 %v1009, ptr %i1.addr.981
  br label %cond983
exit985:
  %i1010 = load i64, ptr %i1.addr.981
  %v1011 = icmp slt i64 %i1010, %size.D1
  br i1 %v1011, label %tail1012, label %done1013
tail1012:
  %mask1014 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1010, i64 %size.D1)
  %v1015 = mul i64 %i7, %size.D1
  %ins1016 = insertelement <16 x i64> poison, i64 %i1010, i64 0
  %splat1017 = shufflevector <16 x i64> %ins1016, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1018 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1019 = add <16 x i64> %splat1017, %step1018
  %ins1020 = insertelement <16 x i64> poison, i64 %v1015, i64 0
  %splat1021 = shufflevector <16 x i64> %ins1020, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1022 = add <16 x i64> %splat1021, %lane1019
  %ins1023 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1024 = shufflevector <16 x i64> %ins1023, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1025 = mul <16 x i64> %v1022, %splat1024
  %ins1026 = insertelement <16 x i64> poison, i64 %v26, i64 0
  %splat1027 = shufflevector <16 x i64> %ins1026, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1028 = add <16 x i64> %v1025, %splat1027
  %ps1029 = getelementptr float, ptr %buf.x, <16 x i64> %v1028
  %ld1030 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1029, <16 x i1> %mask1014, <16 x float> zeroinitializer)
  %v1031 = mul i64 %i7, %size.D2
  %v1032 = add i64 %v1031, %v26
  %v1033 = mul i64 %v1032, %size.D1
  %v1034 = add i64 %v1033, %i1010
  %p1035 = getelementptr float, ptr %buf.y, i64 %v1034
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld1030, ptr align 4 %p1035, <16 x i1> %mask1014)
  br label %done1013
done1013:
  store i64 %v375, ptr %i1.addr.1036
  %v1037 = sub i64 %size.D1, 16
  br label %cond1038
cond1038:
  %i1041 = load i64, ptr %i1.addr.1036
  %v1042 = icmp sle i64 %i1041, %v1037
  br i1 %v1042, label %body1039, label %exit1040
body1039:
  %v1043 = mul i64 %i7, %size.D1
  %ins1044 = insertelement <16 x i64> poison, i64 %i1041, i64 0
  %splat1045 = shufflevector <16 x i64> %ins1044, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1046 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1047 = add <16 x i64> %splat1045, %step1046
  %ins1048 = insertelement <16 x i64> poison, i64 %v1043, i64 0
  %splat1049 = shufflevector <16 x i64> %ins1048, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1050 = add <16 x i64> %splat1049, %lane1047
  %ins1051 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1052 = shufflevector <16 x i64> %ins1051, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1053 = mul <16 x i64> %v1050, %splat1052
  %ins1054 = insertelement <16 x i64> poison, i64 %v27, i64 0
  %splat1055 = shufflevector <16 x i64> %ins1054, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1056 = add <16 x i64> %v1053, %splat1055
  %ps1057 = getelementptr float, ptr %buf.x, <16 x i64> %v1056
  %ld1058 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1057, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1059 = mul i64 %i7, %size.D2
  %v1060 = add i64 %v1059, %v27
  %v1061 = mul i64 %v1060, %size.D1
  %v1062 = add i64 %v1061, %i1041
  %p1063 = getelementptr float, ptr %buf.y, i64 %v1062
  store <16 x float> %ld1058, ptr %p1063, align 4
  %v1064 = add nsw i64 %i1041, 16
  store i64 %v1064, ptr %i1.addr.1036
  br label %cond1038
exit1040:
  %i1065 = load i64, ptr %i1.addr.1036
  %v1066 = icmp slt i64 %i1065, %size.D1
  br i1 %v1066, label %tail1067, label %done1068
tail1067:
  %mask1069 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1065, i64 %size.D1)
  %v1070 = mul i64 %i7, %size.D1
  %ins1071 = insertelement <16 x i64> poison, i64 %i1065, i64 0
  %splat1072 = shufflevector <16 x i64> %ins1071, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1073 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1074 = add <16 x i64> %splat1072, %step1073
  %ins1075 = insertelement <16 x i64> poison, i64 %v1070, i64 0
  %splat1076 = shufflevector <16 x i64> %ins1075, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1077 = add <16 x i64> %splat1076, %lane1074
  %ins1078 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1079 = shufflevector <16 x i64> %ins1078, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1080 = mul <16 x i64> %v1077, %splat1079
  %ins1081 = insertelement <16 x i64> poison, i64 %v27, i64 0
  %splat1082 = shufflevector <16 x i64> %ins1081, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1083 = add <16 x i64> %v1080, %splat1082
  %ps1084 = getelementptr float, ptr %buf.x, <16 x i64> %v1083
  %ld1085 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1084, <16 x i1> %mask1069, <16 x float> zeroinitializer)
  %v1086 = mul i64 %i7, %size.D2
  %v1087 = add i64 %v1086, %v27
  %v1088 = mul i64 %v1087, %size.D1
  %v1089 = add i64 %v1088, %i1065
  %p1090 = getelementptr float, ptr %buf.y, i64 %v1089
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld1085, ptr align 4 %p1090, <16 x i1> %mask1069)
  br label %done1068
done1068:
  store i64 %v375, ptr %i1.addr.1091
  %v1092 = sub i64 %size.D1, 16
  br label %cond1093
cond1093:
  %i1096 = load i64, ptr %i1.addr.1091
  %v1097 = icmp sle i64 %i1096, %v1092
  br i1 %v1097, label %body1094, label %exit1095
body1094:
  %v1098 = mul i64 %i7, %size.D1
  %ins1099 = insertelement <16 x i64> poison, i64 %i1096, i64 0
  %splat1100 = shufflevector <16 x i64> %ins1099, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1101 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1102 = add <16 x i64> %splat1100, %step1101
  %ins1103 = insertelement <16 x i64> poison, i64 %v1098, i64 0
  %splat1104 = shufflevector <16 x i64> %ins1103, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1105 = add <16 x i64> %splat1104, %lane1102
  %ins1106 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1107 = shufflevector <16 x i64> %ins1106, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1108 = mul <16 x i64> %v1105, %splat1107
  %ins1109 = insertelement <16 x i64> poison, i64 %v28, i64 0
  %splat1110 = shufflevector <16 x i64> %ins1109, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1111 = add <16 x i64> %v1108, %splat1110
  %ps1112 = getelementptr float, ptr %buf.x, <16 x i64> %v1111
  %ld1113 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1112, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1114 = mul i64 %i7, %size.D2
  %v1115 = add i64 %v1114, %v28
  %v1116 = mul i64 %v1115, %size.D1
  %v1117 = add i64 %v1116, %i1096
  %p1118 = getelementptr float, ptr %buf.y, i64 %v1117
  store <16 x float> %ld1113, ptr %p1118, align 4
  %v1119 = add nsw i64 %i1096, 16
  store i64 %v1119, ptr %i1.addr.1091
  br label %cond1093
exit1095:
  %i1120 = load i64, ptr %i1.addr.1091
  %v1121 = icmp slt i64 %i1120, %size.D1
  br i1 %v1121, label %tail1122, label %done1123
tail1122:
  %mask1124 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1120, i64 %size.D1)
  %v1125 = mul i64 %i7, %size.D1
  %ins1126 = insertelement <16 x i64> poison, i64 %i1120, i64 0
  %splat1127 = shufflevector <16 x i64> %ins1126, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1128 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1129 = add <16 x i64> %splat1127, %step1128
  %ins1130 = insertelement <16 x i64> poison, i64 %v1125, i64 0
  %splat1131 = shufflevector <16 x i64> %ins1130, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1132 = add <16 x i64> %splat1131, %lane1129
  %ins1133 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1134 = shufflevector <16 x i64> %ins1133, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1135 = mul <16 x i64> %v1132, %splat1134
  %ins1136 = insertelement <16 x i64> poison, i64 %v28, i64 0
  %splat1137 = shufflevector <16 x i64> %ins1136, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1138 = add <16 x i64> %v1135, %splat1137
  %ps1139 = getelementptr float, ptr %buf.x, <16 x i64> %v1138
  %ld1140 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1139, <16 x i1> %mask1124, <16 x float> zeroinitializer)
  %v1141 = mul i64 %i7, %size.D2
  %v1142 = add i64 %v1141, %v28
  %v1143 = mul i64 %v1142, %size.D1
  %v1144 = add i64 %v1143, %i1120
  %p1145 = getelementptr float, ptr %buf.y, i64 %v1144
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld1140, ptr align 4 %p1145, <16 x i1> %mask1124)
  br label %done1123
done1123:
  store i64 %v375, ptr %i1.addr.1146
  %v1147 = sub i64 %size.D1, 16
  br label %cond1148
cond1148:
  %i1151 = load i64, ptr %i1.addr.1146
  %v1152 = icmp sle i64 %i1151, %v1147
  br i1 %v1152, label %body1149, label %exit1150
body1149:
  %v1153 = mul i64 %i7, %size.D1
  %ins1154 = insertelement <16 x i64> poison, i64 %i1151, i64 0
  %splat1155 = shufflevector <16 x i64> %ins1154, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1156 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1157 = add <16 x i64> %splat1155, %step1156
  %ins1158 = insertelement <16 x i64> poison, i64 %v1153, i64 0
  %splat1159 = shufflevector <16 x i64> %ins1158, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1160 = add <16 x i64> %splat1159, %lane1157
  %ins1161 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1162 = shufflevector <16 x i64> %ins1161, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1163 = mul <16 x i64> %v1160, %splat1162
  %ins1164 = insertelement <16 x i64> poison, i64 %v29, i64 0
  %splat1165 = shufflevector <16 x i64> %ins1164, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1166 = add <16 x i64> %v1163, %splat1165
  %ps1167 = getelementptr float, ptr %buf.x, <16 x i64> %v1166
  %ld1168 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1167, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1169 = mul i64 %i7, %size.D2
  %v1170 = add i64 %v1169, %v29
  %v1171 = mul i64 %v1170, %size.D1
  %v1172 = add i64 %v1171, %i1151
  %p1173 = getelementptr float, ptr %buf.y, i64 %v1172
  store <16 x float> %ld1168, ptr %p1173, align 4
  %v1174 = add nsw i64 %i1151, 16
  store i64 %v1174, ptr %i1.addr.1146
  br label %cond1148
exit1150:
  %i1175 = load i64, ptr %i1.addr.1146
  %v1176 = icmp slt i64 %i1175, %size.D1
  br i1 %v1176, label %tail1177, label %done1178
tail1177:
  %mask1179 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1175, i64 %size.D1)
  %v1180 = mul i64 %i7, %size.D1
  %ins1181 = insertelement <16 x i64> poison, i64 %i1175, i64 0
  %splat1182 = shufflevector <16 x i64> %ins1181, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1183 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1184 = add <16 x i64> %splat1182, %step1183
  %ins1185 = insertelement <16 x i64> poison, i64 %v1180, i64 0
  %splat1186 = shufflevector <16 x i64> %ins1185, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1187 = add <16 x i64> %splat1186, %lane1184
  %ins1188 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1189 = shufflevector <16 x i64> %ins1188, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1190 = mul <16 x i64> %v1187, %splat1189
  %ins1191 = insertelement <16 x i64> poison, i64 %v29, i64 0
  %splat1192 = shufflevector <16 x i64> %ins1191, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1193 = add <16 x i64> %v1190, %splat1192
  %ps1194 = getelementptr float, ptr %buf.x, <16 x i64> %v1193
  %ld1195 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1194, <16 x i1> %mask1179, <16 x float> zeroinitializer)
  %v1196 = mul i64 %i7, %size.D2
  %v1197 = add i64 %v1196, %v29
  %v1198 = mul i64 %v1197, %size.D1
  %v1199 = add i64 %v1198, %i1175
  %p1200 = getelementptr float, ptr %buf.y, i64 %v1199
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld1195, ptr align 4 %p1200, <16 x i1> %mask1179)
  br label %done1178
done1178:
  store i64 %v375, ptr %i1.addr.1201
  %v1202 = sub i64 %size.D1, 16
  br label %cond1203
cond1203:
  %i1206 = load i64, ptr %i1.addr.1201
  %v1207 = icmp sle i64 %i1206, %v1202
  br i1 %v1207, label %body1204, label %exit1205
body1204:
  %v1208 = mul i64 %i7, %size.D1
  %ins1209 = insertelement <16 x i64> poison, i64 %i1206, i64 0
  %splat1210 = shufflevector <16 x i64> %ins1209, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1211 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1212 = add <16 x i64> %splat1210, %step1211
  %ins1213 = insertelement <16 x i64> poison, i64 %v1208, i64 0
  %splat1214 = shufflevector <16 x i64> %ins1213, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1215 = add <16 x i64> %splat1214, %lane1212
  %ins1216 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1217 = shufflevector <16 x i64> %ins1216, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1218 = mul <16 x i64> %v1215, %splat1217
  %ins1219 = insertelement <16 x i64> poison, i64 %v30, i64 0
  %splat1220 = shufflevector <16 x i64> %ins1219, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1221 = add <16 x i64> %v1218, %splat1220
  %ps1222 = getelementptr float, ptr %buf.x, <16 x i64> %v1221
  %ld1223 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1222, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1224 = mul i64 %i7, %size.D2
  %v1225 = add i64 %v1224, %v30
  %v1226 = mul i64 %v1225, %size.D1
  %v1227 = add i64 %v1226, %i1206
  %p1228 = getelementptr float, ptr %buf.y, i64 %v1227
  store <16 x float> %ld1223, ptr %p1228, align 4
  %v1229 = add nsw i64 %i1206, 16
  store i64 %v1229, ptr %i1.addr.1201
  br label %cond1203
exit1205:
  %i1230 = load i64, ptr %i1.addr.1201
  %v1231 = icmp slt i64 %i1230, %size.D1
  br i1 %v1231, label %tail1232, label %done1233
tail1232:
  %mask1234 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1230, i64 %size.D1)
  %v1235 = mul i64 %i7, %size.D1
  %ins1236 = insertelement <16 x i64> poison, i64 %i1230, i64 0
  %splat1237 = shufflevector <16 x i64> %ins1236, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1238 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1239 = add <16 x i64> %splat1237, %step1238
  %ins1240 = insertelement <16 x i64> poison, i64 %v1235, i64 0
  %splat1241 = shufflevector <16 x i64> %ins1240, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1242 = add <16 x i64> %splat1241, %lane1239
  %ins1243 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1244 = shufflevector <16 x i64> %ins1243, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1245 = mul <16 x i64> %v1242, %splat1244
  %ins1246 = insertelement <16 x i64> poison, i64 %v30, i64 0
  %splat1247 = shufflevector <16 x i64> %ins1246, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1248 = add <16 x i64> %v1245, %splat1247
  %ps1249 = getelementptr float, ptr %buf.x, <16 x i64> %v1248
  %ld1250 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1249, <16 x i1> %mask1234, <16 x float> zeroinitializer)
  %v1251 = mul i64 %i7, %size.D2
  %v1252 = add i64 %v1251, %v30
  %v1253 = mul i64 %v1252, %size.D1
  %v1254 = add i64 %v1253, %i1230
  %p1255 = getelementptr float, ptr %buf.y, i64 %v1254
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld1250, ptr align 4 %p1255, <16 x i1> %mask1234)
  br label %done1233
done1233:
  %v1256 = add nsw i64 %i14, 16
  store i64 %v1256, ptr %i2.addr.9
  br label %cond11
exit13:
  br label %cond1257
cond1257:
  %i1260 = load i64, ptr %i2.addr.9
  %v1261 = icmp slt i64 %i1260, %size.D2
  br i1 %v1261, label %body1258, label %exit1259
body1258:
  store i64 0, ptr %i1.addr.1262
  %v1263 = sub i64 %size.D1, 256
  br label %cond1264
cond1264:
  %i1267 = load i64, ptr %i1.addr.1262
  %v1268 = icmp sle i64 %i1267, %v1263
  br i1 %v1268, label %body1265, label %exit1266
body1265:
  %v1269 = add nsw i64 %i1267, 16
  %v1270 = add nsw i64 %i1267, 32
  %v1271 = add nsw i64 %i1267, 48
  %v1272 = add nsw i64 %i1267, 64
  %v1273 = add nsw i64 %i1267, 80
  %v1274 = add nsw i64 %i1267, 96
  %v1275 = add nsw i64 %i1267, 112
  %v1276 = add nsw i64 %i1267, 128
  %v1277 = add nsw i64 %i1267, 144
  %v1278 = add nsw i64 %i1267, 160
  %v1279 = add nsw i64 %i1267, 176
  %v1280 = add nsw i64 %i1267, 192
  %v1281 = add nsw i64 %i1267, 208
  %v1282 = add nsw i64 %i1267, 224
  %v1283 = add nsw i64 %i1267, 240
  %v1284 = mul i64 %i7, %size.D1
  %ins1285 = insertelement <16 x i64> poison, i64 %i1267, i64 0
  %splat1286 = shufflevector <16 x i64> %ins1285, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1287 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1288 = add <16 x i64> %splat1286, %step1287
  %ins1289 = insertelement <16 x i64> poison, i64 %v1284, i64 0
  %splat1290 = shufflevector <16 x i64> %ins1289, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1291 = add <16 x i64> %splat1290, %lane1288
  %ins1292 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1293 = shufflevector <16 x i64> %ins1292, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1294 = mul <16 x i64> %v1291, %splat1293
  %ins1295 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1296 = shufflevector <16 x i64> %ins1295, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1297 = add <16 x i64> %v1294, %splat1296
  %ps1298 = getelementptr float, ptr %buf.x, <16 x i64> %v1297
  %ld1299 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1298, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1300 = mul i64 %i7, %size.D2
  %v1301 = add i64 %v1300, %i1260
  %v1302 = mul i64 %v1301, %size.D1
  %v1303 = add i64 %v1302, %i1267
  %p1304 = getelementptr float, ptr %buf.y, i64 %v1303
  store <16 x float> %ld1299, ptr %p1304, align 4
  %v1305 = mul i64 %i7, %size.D1
  %ins1306 = insertelement <16 x i64> poison, i64 %v1269, i64 0
  %splat1307 = shufflevector <16 x i64> %ins1306, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1308 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1309 = add <16 x i64> %splat1307, %step1308
  %ins1310 = insertelement <16 x i64> poison, i64 %v1305, i64 0
  %splat1311 = shufflevector <16 x i64> %ins1310, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1312 = add <16 x i64> %splat1311, %lane1309
  %ins1313 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1314 = shufflevector <16 x i64> %ins1313, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1315 = mul <16 x i64> %v1312, %splat1314
  %ins1316 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1317 = shufflevector <16 x i64> %ins1316, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1318 = add <16 x i64> %v1315, %splat1317
  %ps1319 = getelementptr float, ptr %buf.x, <16 x i64> %v1318
  %ld1320 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1319, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1321 = mul i64 %i7, %size.D2
  %v1322 = add i64 %v1321, %i1260
  %v1323 = mul i64 %v1322, %size.D1
  %v1324 = add i64 %v1323, %v1269
  %p1325 = getelementptr float, ptr %buf.y, i64 %v1324
  store <16 x float> %ld1320, ptr %p1325, align 4
  %v1326 = mul i64 %i7, %size.D1
  %ins1327 = insertelement <16 x i64> poison, i64 %v1270, i64 0
  %splat1328 = shufflevector <16 x i64> %ins1327, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1329 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1330 = add <16 x i64> %splat1328, %step1329
  %ins1331 = insertelement <16 x i64> poison, i64 %v1326, i64 0
  %splat1332 = shufflevector <16 x i64> %ins1331, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1333 = add <16 x i64> %splat1332, %lane1330
  %ins1334 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1335 = shufflevector <16 x i64> %ins1334, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1336 = mul <16 x i64> %v1333, %splat1335
  %ins1337 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1338 = shufflevector <16 x i64> %ins1337, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1339 = add <16 x i64> %v1336, %splat1338
  %ps1340 = getelementptr float, ptr %buf.x, <16 x i64> %v1339
  %ld1341 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1340, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1342 = mul i64 %i7, %size.D2
  %v1343 = add i64 %v1342, %i1260
  %v1344 = mul i64 %v1343, %size.D1
  %v1345 = add i64 %v1344, %v1270
  %p1346 = getelementptr float, ptr %buf.y, i64 %v1345
  store <16 x float> %ld1341, ptr %p1346, align 4
  %v1347 = mul i64 %i7, %size.D1
  %ins1348 = insertelement <16 x i64> poison, i64 %v1271, i64 0
  %splat1349 = shufflevector <16 x i64> %ins1348, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1350 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1351 = add <16 x i64> %splat1349, %step1350
  %ins1352 = insertelement <16 x i64> poison, i64 %v1347, i64 0
  %splat1353 = shufflevector <16 x i64> %ins1352, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1354 = add <16 x i64> %splat1353, %lane1351
  %ins1355 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1356 = shufflevector <16 x i64> %ins1355, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1357 = mul <16 x i64> %v1354, %splat1356
  %ins1358 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1359 = shufflevector <16 x i64> %ins1358, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1360 = add <16 x i64> %v1357, %splat1359
  %ps1361 = getelementptr float, ptr %buf.x, <16 x i64> %v1360
  %ld1362 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1361, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1363 = mul i64 %i7, %size.D2
  %v1364 = add i64 %v1363, %i1260
  %v1365 = mul i64 %v1364, %size.D1
  %v1366 = add i64 %v1365, %v1271
  %p1367 = getelementptr float, ptr %buf.y, i64 %v1366
  store <16 x float> %ld1362, ptr %p1367, align 4
  %v1368 = mul i64 %i7, %size.D1
  %ins1369 = insertelement <16 x i64> poison, i64 %v1272, i64 0
  %splat1370 = shufflevector <16 x i64> %ins1369, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1371 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1372 = add <16 x i64> %splat1370, %step1371
  %ins1373 = insertelement <16 x i64> poison, i64 %v1368, i64 0
  %splat1374 = shufflevector <16 x i64> %ins1373, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1375 = add <16 x i64> %splat1374, %lane1372
  %ins1376 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1377 = shufflevector <16 x i64> %ins1376, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1378 = mul <16 x i64> %v1375, %splat1377
  %ins1379 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1380 = shufflevector <16 x i64> %ins1379, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1381 = add <16 x i64> %v1378, %splat1380
  %ps1382 = getelementptr float, ptr %buf.x, <16 x i64> %v1381
  %ld1383 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1382, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1384 = mul i64 %i7, %size.D2
  %v1385 = add i64 %v1384, %i1260
  %v1386 = mul i64 %v1385, %size.D1
  %v1387 = add i64 %v1386, %v1272
  %p1388 = getelementptr float, ptr %buf.y, i64 %v1387
  store <16 x float> %ld1383, ptr %p1388, align 4
  %v1389 = mul i64 %i7, %size.D1
  %ins1390 = insertelement <16 x i64> poison, i64 %v1273, i64 0
  %splat1391 = shufflevector <16 x i64> %ins1390, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1392 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1393 = add <16 x i64> %splat1391, %step1392
  %ins1394 = insertelement <16 x i64> poison, i64 %v1389, i64 0
  %splat1395 = shufflevector <16 x i64> %ins1394, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1396 = add <16 x i64> %splat1395, %lane1393
  %ins1397 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1398 = shufflevector <16 x i64> %ins1397, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1399 = mul <16 x i64> %v1396, %splat1398
  %ins1400 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1401 = shufflevector <16 x i64> %ins1400, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1402 = add <16 x i64> %v1399, %splat1401
  %ps1403 = getelementptr float, ptr %buf.x, <16 x i64> %v1402
  %ld1404 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1403, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1405 = mul i64 %i7, %size.D2
  %v1406 = add i64 %v1405, %i1260
  %v1407 = mul i64 %v1406, %size.D1
  %v1408 = add i64 %v1407, %v1273
  %p1409 = getelementptr float, ptr %buf.y, i64 %v1408
  store <16 x float> %ld1404, ptr %p1409, align 4
  %v1410 = mul i64 %i7, %size.D1
  %ins1411 = insertelement <16 x i64> poison, i64 %v1274, i64 0
  %splat1412 = shufflevector <16 x i64> %ins1411, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1413 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1414 = add <16 x i64> %splat1412, %step1413
  %ins1415 = insertelement <16 x i64> poison, i64 %v1410, i64 0
  %splat1416 = shufflevector <16 x i64> %ins1415, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1417 = add <16 x i64> %splat1416, %lane1414
  %ins1418 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1419 = shufflevector <16 x i64> %ins1418, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1420 = mul <16 x i64> %v1417, %splat1419
  %ins1421 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1422 = shufflevector <16 x i64> %ins1421, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1423 = add <16 x i64> %v1420, %splat1422
  %ps1424 = getelementptr float, ptr %buf.x, <16 x i64> %v1423
  %ld1425 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1424, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1426 = mul i64 %i7, %size.D2
  %v1427 = add i64 %v1426, %i1260
  %v1428 = mul i64 %v1427, %size.D1
  %v1429 = add i64 %v1428, %v1274
  %p1430 = getelementptr float, ptr %buf.y, i64 %v1429
  store <16 x float> %ld1425, ptr %p1430, align 4
  %v1431 = mul i64 %i7, %size.D1
  %ins1432 = insertelement <16 x i64> poison, i64 %v1275, i64 0
  %splat1433 = shufflevector <16 x i64> %ins1432, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1434 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1435 = add <16 x i64> %splat1433, %step1434
  %ins1436 = insertelement <16 x i64> poison, i64 %v1431, i64 0
  %splat1437 = shufflevector <16 x i64> %ins1436, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1438 = add <16 x i64> %splat1437, %lane1435
  %ins1439 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1440 = shufflevector <16 x i64> %ins1439, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1441 = mul <16 x i64> %v1438, %splat1440
  %ins1442 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1443 = shufflevector <16 x i64> %ins1442, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1444 = add <16 x i64> %v1441, %splat1443
  %ps1445 = getelementptr float, ptr %buf.x, <16 x i64> %v1444
  %ld1446 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1445, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1447 = mul i64 %i7, %size.D2
  %v1448 = add i64 %v1447, %i1260
  %v1449 = mul i64 %v1448, %size.D1
  %v1450 = add i64 %v1449, %v1275
  %p1451 = getelementptr float, ptr %buf.y, i64 %v1450
  store <16 x float> %ld1446, ptr %p1451, align 4
  %v1452 = mul i64 %i7, %size.D1
  %ins1453 = insertelement <16 x i64> poison, i64 %v1276, i64 0
  %splat1454 = shufflevector <16 x i64> %ins1453, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1455 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1456 = add <16 x i64> %splat1454, %step1455
  %ins1457 = insertelement <16 x i64> poison, i64 %v1452, i64 0
  %splat1458 = shufflevector <16 x i64> %ins1457, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1459 = add <16 x i64> %splat1458, %lane1456
  %ins1460 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1461 = shufflevector <16 x i64> %ins1460, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1462 = mul <16 x i64> %v1459, %splat1461
  %ins1463 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1464 = shufflevector <16 x i64> %ins1463, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1465 = add <16 x i64> %v1462, %splat1464
  %ps1466 = getelementptr float, ptr %buf.x, <16 x i64> %v1465
  %ld1467 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1466, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1468 = mul i64 %i7, %size.D2
  %v1469 = add i64 %v1468, %i1260
  %v1470 = mul i64 %v1469, %size.D1
  %v1471 = add i64 %v1470, %v1276
  %p1472 = getelementptr float, ptr %buf.y, i64 %v1471
  store <16 x float> %ld1467, ptr %p1472, align 4
  %v1473 = mul i64 %i7, %size.D1
  %ins1474 = insertelement <16 x i64> poison, i64 %v1277, i64 0
  %splat1475 = shufflevector <16 x i64> %ins1474, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1476 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1477 = add <16 x i64> %splat1475, %step1476
  %ins1478 = insertelement <16 x i64> poison, i64 %v1473, i64 0
  %splat1479 = shufflevector <16 x i64> %ins1478, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1480 = add <16 x i64> %splat1479, %lane1477
  %ins1481 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1482 = shufflevector <16 x i64> %ins1481, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1483 = mul <16 x i64> %v1480, %splat1482
  %ins1484 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1485 = shufflevector <16 x i64> %ins1484, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1486 = add <16 x i64> %v1483, %splat1485
  %ps1487 = getelementptr float, ptr %buf.x, <16 x i64> %v1486
  %ld1488 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1487, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1489 = mul i64 %i7, %size.D2
  %v1490 = add i64 %v1489, %i1260
  %v1491 = mul i64 %v1490, %size.D1
  %v1492 = add i64 %v1491, %v1277
  %p1493 = getelementptr float, ptr %buf.y, i64 %v1492
  store <16 x float> %ld1488, ptr %p1493, align 4
  %v1494 = mul i64 %i7, %size.D1
  %ins1495 = insertelement <16 x i64> poison, i64 %v1278, i64 0
  %splat1496 = shufflevector <16 x i64> %ins1495, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1497 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1498 = add <16 x i64> %splat1496, %step1497
  %ins1499 = insertelement <16 x i64> poison, i64 %v1494, i64 0
  %splat1500 = shufflevector <16 x i64> %ins1499, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1501 = add <16 x i64> %splat1500, %lane1498
  %ins1502 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1503 = shufflevector <16 x i64> %ins1502, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1504 = mul <16 x i64> %v1501, %splat1503
  %ins1505 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1506 = shufflevector <16 x i64> %ins1505, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1507 = add <16 x i64> %v1504, %splat1506
  %ps1508 = getelementptr float, ptr %buf.x, <16 x i64> %v1507
  %ld1509 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1508, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1510 = mul i64 %i7, %size.D2
  %v1511 = add i64 %v1510, %i1260
  %v1512 = mul i64 %v1511, %size.D1
  %v1513 = add i64 %v1512, %v1278
  %p1514 = getelementptr float, ptr %buf.y, i64 %v1513
  store <16 x float> %ld1509, ptr %p1514, align 4
  %v1515 = mul i64 %i7, %size.D1
  %ins1516 = insertelement <16 x i64> poison, i64 %v1279, i64 0
  %splat1517 = shufflevector <16 x i64> %ins1516, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1518 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1519 = add <16 x i64> %splat1517, %step1518
  %ins1520 = insertelement <16 x i64> poison, i64 %v1515, i64 0
  %splat1521 = shufflevector <16 x i64> %ins1520, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1522 = add <16 x i64> %splat1521, %lane1519
  %ins1523 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1524 = shufflevector <16 x i64> %ins1523, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1525 = mul <16 x i64> %v1522, %splat1524
  %ins1526 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1527 = shufflevector <16 x i64> %ins1526, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1528 = add <16 x i64> %v1525, %splat1527
  %ps1529 = getelementptr float, ptr %buf.x, <16 x i64> %v1528
  %ld1530 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1529, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1531 = mul i64 %i7, %size.D2
  %v1532 = add i64 %v1531, %i1260
  %v1533 = mul i64 %v1532, %size.D1
  %v1534 = add i64 %v1533, %v1279
  %p1535 = getelementptr float, ptr %buf.y, i64 %v1534
  store <16 x float> %ld1530, ptr %p1535, align 4
  %v1536 = mul i64 %i7, %size.D1
  %ins1537 = insertelement <16 x i64> poison, i64 %v1280, i64 0
  %splat1538 = shufflevector <16 x i64> %ins1537, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1539 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1540 = add <16 x i64> %splat1538, %step1539
  %ins1541 = insertelement <16 x i64> poison, i64 %v1536, i64 0
  %splat1542 = shufflevector <16 x i64> %ins1541, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1543 = add <16 x i64> %splat1542, %lane1540
  %ins1544 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1545 = shufflevector <16 x i64> %ins1544, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1546 = mul <16 x i64> %v1543, %splat1545
  %ins1547 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1548 = shufflevector <16 x i64> %ins1547, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1549 = add <16 x i64> %v1546, %splat1548
  %ps1550 = getelementptr float, ptr %buf.x, <16 x i64> %v1549
  %ld1551 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1550, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1552 = mul i64 %i7, %size.D2
  %v1553 = add i64 %v1552, %i1260
  %v1554 = mul i64 %v1553, %size.D1
  %v1555 = add i64 %v1554, %v1280
  %p1556 = getelementptr float, ptr %buf.y, i64 %v1555
  store <16 x float> %ld1551, ptr %p1556, align 4
  %v1557 = mul i64 %i7, %size.D1
  %ins1558 = insertelement <16 x i64> poison, i64 %v1281, i64 0
  %splat1559 = shufflevector <16 x i64> %ins1558, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1560 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1561 = add <16 x i64> %splat1559, %step1560
  %ins1562 = insertelement <16 x i64> poison, i64 %v1557, i64 0
  %splat1563 = shufflevector <16 x i64> %ins1562, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1564 = add <16 x i64> %splat1563, %lane1561
  %ins1565 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1566 = shufflevector <16 x i64> %ins1565, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1567 = mul <16 x i64> %v1564, %splat1566
  %ins1568 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1569 = shufflevector <16 x i64> %ins1568, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1570 = add <16 x i64> %v1567, %splat1569
  %ps1571 = getelementptr float, ptr %buf.x, <16 x i64> %v1570
  %ld1572 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1571, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1573 = mul i64 %i7, %size.D2
  %v1574 = add i64 %v1573, %i1260
  %v1575 = mul i64 %v1574, %size.D1
  %v1576 = add i64 %v1575, %v1281
  %p1577 = getelementptr float, ptr %buf.y, i64 %v1576
  store <16 x float> %ld1572, ptr %p1577, align 4
  %v1578 = mul i64 %i7, %size.D1
  %ins1579 = insertelement <16 x i64> poison, i64 %v1282, i64 0
  %splat1580 = shufflevector <16 x i64> %ins1579, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1581 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1582 = add <16 x i64> %splat1580, %step1581
  %ins1583 = insertelement <16 x i64> poison, i64 %v1578, i64 0
  %splat1584 = shufflevector <16 x i64> %ins1583, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1585 = add <16 x i64> %splat1584, %lane1582
  %ins1586 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1587 = shufflevector <16 x i64> %ins1586, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1588 = mul <16 x i64> %v1585, %splat1587
  %ins1589 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1590 = shufflevector <16 x i64> %ins1589, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1591 = add <16 x i64> %v1588, %splat1590
  %ps1592 = getelementptr float, ptr %buf.x, <16 x i64> %v1591
  %ld1593 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1592, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1594 = mul i64 %i7, %size.D2
  %v1595 = add i64 %v1594, %i1260
  %v1596 = mul i64 %v1595, %size.D1
  %v1597 = add i64 %v1596, %v1282
  %p1598 = getelementptr float, ptr %buf.y, i64 %v1597
  store <16 x float> %ld1593, ptr %p1598, align 4
  %v1599 = mul i64 %i7, %size.D1
  %ins1600 = insertelement <16 x i64> poison, i64 %v1283, i64 0
  %splat1601 = shufflevector <16 x i64> %ins1600, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1602 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1603 = add <16 x i64> %splat1601, %step1602
  %ins1604 = insertelement <16 x i64> poison, i64 %v1599, i64 0
  %splat1605 = shufflevector <16 x i64> %ins1604, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1606 = add <16 x i64> %splat1605, %lane1603
  %ins1607 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1608 = shufflevector <16 x i64> %ins1607, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1609 = mul <16 x i64> %v1606, %splat1608
  %ins1610 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1611 = shufflevector <16 x i64> %ins1610, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1612 = add <16 x i64> %v1609, %splat1611
  %ps1613 = getelementptr float, ptr %buf.x, <16 x i64> %v1612
  %ld1614 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1613, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1615 = mul i64 %i7, %size.D2
  %v1616 = add i64 %v1615, %i1260
  %v1617 = mul i64 %v1616, %size.D1
  %v1618 = add i64 %v1617, %v1283
  %p1619 = getelementptr float, ptr %buf.y, i64 %v1618
  store <16 x float> %ld1614, ptr %p1619, align 4
  %v1620 = add nsw i64 %i1267, 256
  store i64 %v1620, ptr %i1.addr.1262
  br label %cond1264
exit1266:
  %v1621 = load i64, ptr %i1.addr.1262
  store i64 %v1621, ptr %i1.addr.1622
  %v1623 = sub i64 %size.D1, 16
  br label %cond1624
cond1624:
  %i1627 = load i64, ptr %i1.addr.1622
  %v1628 = icmp sle i64 %i1627, %v1623
  br i1 %v1628, label %body1625, label %exit1626
body1625:
  %v1629 = mul i64 %i7, %size.D1
  %ins1630 = insertelement <16 x i64> poison, i64 %i1627, i64 0
  %splat1631 = shufflevector <16 x i64> %ins1630, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1632 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1633 = add <16 x i64> %splat1631, %step1632
  %ins1634 = insertelement <16 x i64> poison, i64 %v1629, i64 0
  %splat1635 = shufflevector <16 x i64> %ins1634, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1636 = add <16 x i64> %splat1635, %lane1633
  %ins1637 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1638 = shufflevector <16 x i64> %ins1637, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1639 = mul <16 x i64> %v1636, %splat1638
  %ins1640 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1641 = shufflevector <16 x i64> %ins1640, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1642 = add <16 x i64> %v1639, %splat1641
  %ps1643 = getelementptr float, ptr %buf.x, <16 x i64> %v1642
  %ld1644 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1643, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1645 = mul i64 %i7, %size.D2
  %v1646 = add i64 %v1645, %i1260
  %v1647 = mul i64 %v1646, %size.D1
  %v1648 = add i64 %v1647, %i1627
  %p1649 = getelementptr float, ptr %buf.y, i64 %v1648
  store <16 x float> %ld1644, ptr %p1649, align 4
  %v1650 = add nsw i64 %i1627, 16
  store i64 %v1650, ptr %i1.addr.1622
  br label %cond1624
exit1626:
  %i1651 = load i64, ptr %i1.addr.1622
  %v1652 = icmp slt i64 %i1651, %size.D1
  br i1 %v1652, label %tail1653, label %done1654
tail1653:
  %mask1655 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1651, i64 %size.D1)
  %v1656 = mul i64 %i7, %size.D1
  %ins1657 = insertelement <16 x i64> poison, i64 %i1651, i64 0
  %splat1658 = shufflevector <16 x i64> %ins1657, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1659 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1660 = add <16 x i64> %splat1658, %step1659
  %ins1661 = insertelement <16 x i64> poison, i64 %v1656, i64 0
  %splat1662 = shufflevector <16 x i64> %ins1661, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1663 = add <16 x i64> %splat1662, %lane1660
  %ins1664 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat1665 = shufflevector <16 x i64> %ins1664, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1666 = mul <16 x i64> %v1663, %splat1665
  %ins1667 = insertelement <16 x i64> poison, i64 %i1260, i64 0
  %splat1668 = shufflevector <16 x i64> %ins1667, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1669 = add <16 x i64> %v1666, %splat1668
  %ps1670 = getelementptr float, ptr %buf.x, <16 x i64> %v1669
  %ld1671 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1670, <16 x i1> %mask1655, <16 x float> zeroinitializer)
  %v1672 = mul i64 %i7, %size.D2
  %v1673 = add i64 %v1672, %i1260
  %v1674 = mul i64 %v1673, %size.D1
  %v1675 = add i64 %v1674, %i1651
  %p1676 = getelementptr float, ptr %buf.y, i64 %v1675
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld1671, ptr align 4 %p1676, <16 x i1> %mask1655)
  br label %done1654
done1654:
  %v1677 = add nsw i64 %i1260, 1
  store i64 %v1677, ptr %i2.addr.9
  br label %cond1257
exit1259:
  %v1678 = add nsw i64 %i7, 1
  store i64 %v1678, ptr %i0.addr.1
  br label %cond4
exit6:
  ret void
}
