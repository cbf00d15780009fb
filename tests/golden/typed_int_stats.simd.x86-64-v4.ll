@jr.zero = internal constant float 0.0, align 4

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i32> @llvm.abs.v16i32(<16 x i32>, i1)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr, <16 x i1>, <16 x i32>)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>)
declare <16 x i64> @llvm.stepvector.v16i64()
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
declare i32 @llvm.vector.reduce.mul.v16i32(<16 x i32>)
declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

define void @"jr.op.int_stats"(ptr noalias %buf.x, ptr noalias %buf.total, ptr noalias %buf.peak, ptr noalias %buf.product, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %acc9 = alloca <16 x i32>, align 64
  %acc10 = alloca <16 x i32>, align 64
  %acc11 = alloca <16 x i32>, align 64
  %acc12 = alloca <16 x i32>, align 64
  %c.addr.13 = alloca i64, align 64
  %acc82 = alloca <16 x i32>, align 64
  %acc83 = alloca <16 x i32>, align 64
  %acc84 = alloca <16 x i32>, align 64
  %acc85 = alloca <16 x i32>, align 64
  %c.addr.86 = alloca i64, align 64
  %acc197 = alloca <16 x i32>, align 64
  %acc198 = alloca <16 x i32>, align 64
  %acc199 = alloca <16 x i32>, align 64
  %acc200 = alloca <16 x i32>, align 64
  %c.addr.201 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <16 x i32> splat (i32 0), ptr %acc9
  store <16 x i32> splat (i32 0), ptr %acc10
  store <16 x i32> splat (i32 0), ptr %acc11
  store <16 x i32> splat (i32 0), ptr %acc12
  store i64 0, ptr %c.addr.13
  %v14 = sub i64 %size.C, 64
  br label %cond15
cond15:
  %i18 = load i64, ptr %c.addr.13
  %v19 = icmp sle i64 %i18, %v14
  br i1 %v19, label %body16, label %exit17
body16:
  %v20 = mul i64 %i7, %size.C
  %v21 = add i64 %v20, %i18
  %p22 = getelementptr i32, ptr %buf.x, i64 %v21
  %ld23 = load <16 x i32>, ptr %p22, align 4
  %old24 = load <16 x i32>, ptr %acc9
  %v25 = add <16 x i32> %old24, %ld23
  store <16 x i32> %v25, ptr %acc9
  %v26 = add nsw i64 %i18, 16
  %v27 = mul i64 %i7, %size.C
  %v28 = add i64 %v27, %v26
  %p29 = getelementptr i32, ptr %buf.x, i64 %v28
  %ld30 = load <16 x i32>, ptr %p29, align 4
  %old31 = load <16 x i32>, ptr %acc10
  %v32 = add <16 x i32> %old31, %ld30
  store <16 x i32> %v32, ptr %acc10
  %v33 = add nsw i64 %i18, 32
  %v34 = mul i64 %i7, %size.C
  %v35 = add i64 %v34, %v33
  %p36 = getelementptr i32, ptr %buf.x, i64 %v35
  %ld37 = load <16 x i32>, ptr %p36, align 4
  %old38 = load <16 x i32>, ptr %acc11
  %v39 = add <16 x i32> %old38, %ld37
  store <16 x i32> %v39, ptr %acc11
  %v40 = add nsw i64 %i18, 48
  %v41 = mul i64 %i7, %size.C
  %v42 = add i64 %v41, %v40
  %p43 = getelementptr i32, ptr %buf.x, i64 %v42
  %ld44 = load <16 x i32>, ptr %p43, align 4
  %old45 = load <16 x i32>, ptr %acc12
  %v46 = add <16 x i32> %old45, %ld44
  store <16 x i32> %v46, ptr %acc12
  %v47 = add nsw i64 %i18, 64
  store i64 %v47, ptr %c.addr.13
  br label %cond15
exit17:
  %v48 = sub i64 %size.C, 16
  br label %cond49
cond49:
  %i52 = load i64, ptr %c.addr.13
  %v53 = icmp sle i64 %i52, %v48
  br i1 %v53, label %body50, label %exit51
body50:
  %v54 = mul i64 %i7, %size.C
  %v55 = add i64 %v54, %i52
  %p56 = getelementptr i32, ptr %buf.x, i64 %v55
  %ld57 = load <16 x i32>, ptr %p56, align 4
  %old58 = load <16 x i32>, ptr %acc9
  %v59 = add <16 x i32> %old58, %ld57
  store <16 x i32> %v59, ptr %acc9
  %v60 = add nsw i64 %i52, 16
  store i64 %v60, ptr %c.addr.13
  br label %cond49
exit51:
  %i61 = load i64, ptr %c.addr.13
  %v62 = icmp slt i64 %i61, %size.C
  br i1 %v62, label %tail63, label %done64
tail63:
  %mask65 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i61, i64 %size.C)
  %v66 = mul i64 %i7, %size.C
  %v67 = add i64 %v66, %i61
  %p68 = getelementptr i32, ptr %buf.x, i64 %v67
  %ld69 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %p68, <16 x i1> %mask65, <16 x i32> zeroinitializer)
  %old70 = load <16 x i32>, ptr %acc9
  %v71 = add <16 x i32> %old70, %ld69
  %v72 = select <16 x i1> %mask65, <16 x i32> %v71, <16 x i32> %old70
  store <16 x i32> %v72, ptr %acc9
  br label %done64
done64:
  %red73 = load <16 x i32>, ptr %acc9
  %red74 = load <16 x i32>, ptr %acc10
  %red75 = load <16 x i32>, ptr %acc11
  %red76 = load <16 x i32>, ptr %acc12
  %v77 = add <16 x i32> %red73, %red74
  %v78 = add <16 x i32> %v77, %red75
  %v79 = add <16 x i32> %v78, %red76
  %v80 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %v79)
  %p81 = getelementptr i32, ptr %buf.total, i64 %i7
  store i32 %v80, ptr %p81, align 4
  store <16 x i32> splat (i32 -2147483648), ptr %acc82
  store <16 x i32> splat (i32 -2147483648), ptr %acc83
  store <16 x i32> splat (i32 -2147483648), ptr %acc84
  store <16 x i32> splat (i32 -2147483648), ptr %acc85
  store i64 0, ptr %c.addr.86
  %v87 = sub i64 %size.C, 64
  br label %cond88
cond88:
  %i91 = load i64, ptr %c.addr.86
  %v92 = icmp sle i64 %i91, %v87
  br i1 %v92, label %body89, label %exit90
body89:
  %v93 = mul i64 %i7, %size.C
  %v94 = add i64 %v93, %i91
  %p95 = getelementptr i32, ptr %buf.x, i64 %v94
  %ld96 = load <16 x i32>, ptr %p95, align 4
  %v97 = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %ld96, i1 false)
  %ins98 = insertelement <16 x i64> poison, i64 %i91, i64 0
  %splat99 = shufflevector <16 x i64> %ins98, <16 x i64> poison, <16 x i32> zeroinitializer
  %step100 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane101 = add <16 x i64> %splat99, %step100
  %v102 = trunc <16 x i64> %lane101 to <16 x i32>
  %v103 = sub <16 x i32> %v97, %v102
  %old104 = load <16 x i32>, ptr %acc82
  %v105 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %old104, <16 x i32> %v103)
  store <16 x i32> %v105, ptr %acc82
  %v106 = add nsw i64 %i91, 16
  %v107 = mul i64 %i7, %size.C
  %v108 = add i64 %v107, %v106
  %p109 = getelementptr i32, ptr %buf.x, i64 %v108
  %ld110 = load <16 x i32>, ptr %p109, align 4
  %v111 = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %ld110, i1 false)
  %ins112 = insertelement <16 x i64> poison, i64 %v106, i64 0
  %splat113 = shufflevector <16 x i64> %ins112, <16 x i64> poison, <16 x i32> zeroinitializer
  %step114 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane115 = add <16 x i64> %splat113, %step114
  %v116 = trunc <16 x i64> %lane115 to <16 x i32>
  %v117 = sub <16 x i32> %v111, %v116
  %old118 = load <16 x i32>, ptr %acc83
  %v119 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %old118, <16 x i32> %v117)
  store <16 x i32> %v119, ptr %acc83
  %v120 = add nsw i64 %i91, 32
  %v121 = mul i64 %i7, %size.C
  %v122 = add i64 %v121, %v120
  %p123 = getelementptr i32, ptr %buf.x, i64 %v122
  %ld124 = load <16 x i32>, ptr %p123, align 4
  %v125 = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %ld124, i1 false)
  %ins126 = insertelement <16 x i64> poison, i64 %v120, i64 0
  %splat127 = shufflevector <16 x i64> %ins126, <16 x i64> poison, <16 x i32> zeroinitializer
  %step128 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane129 = add <16 x i64> %splat127, %step128
  %v130 = trunc <16 x i64> %lane129 to <16 x i32>
  %v131 = sub <16 x i32> %v125, %v130
  %old132 = load <16 x i32>, ptr %acc84
  %v133 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %old132, <16 x i32> %v131)
  store <16 x i32> %v133, ptr %acc84
  %v134 = add nsw i64 %i91, 48
  %v135 = mul i64 %i7, %size.C
  %v136 = add i64 %v135, %v134
  %p137 = getelementptr i32, ptr %buf.x, i64 %v136
  %ld138 = load <16 x i32>, ptr %p137, align 4
  %v139 = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %ld138, i1 false)
  %ins140 = insertelement <16 x i64> poison, i64 %v134, i64 0
  %splat141 = shufflevector <16 x i64> %ins140, <16 x i64> poison, <16 x i32> zeroinitializer
  %step142 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane143 = add <16 x i64> %splat141, %step142
  %v144 = trunc <16 x i64> %lane143 to <16 x i32>
  %v145 = sub <16 x i32> %v139, %v144
  %old146 = load <16 x i32>, ptr %acc85
  %v147 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %old146, <16 x i32> %v145)
  store <16 x i32> %v147, ptr %acc85
  %v148 = add nsw i64 %i91, 64
  store i64 %v148, ptr %c.addr.86
  br label %cond88
exit90:
  %v149 = sub i64 %size.C, 16
  br label %cond150
cond150:
  %i153 = load i64, ptr %c.addr.86
  %v154 = icmp sle i64 %i153, %v149
  br i1 %v154, label %body151, label %exit152
body151:
  %v155 = mul i64 %i7, %size.C
  %v156 = add i64 %v155, %i153
  %p157 = getelementptr i32, ptr %buf.x, i64 %v156
  %ld158 = load <16 x i32>, ptr %p157, align 4
  %v159 = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %ld158, i1 false)
  %ins160 = insertelement <16 x i64> poison, i64 %i153, i64 0
  %splat161 = shufflevector <16 x i64> %ins160, <16 x i64> poison, <16 x i32> zeroinitializer
  %step162 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane163 = add <16 x i64> %splat161, %step162
  %v164 = trunc <16 x i64> %lane163 to <16 x i32>
  %v165 = sub <16 x i32> %v159, %v164
  %old166 = load <16 x i32>, ptr %acc82
  %v167 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %old166, <16 x i32> %v165)
  store <16 x i32> %v167, ptr %acc82
  %v168 = add nsw i64 %i153, 16
  store i64 %v168, ptr %c.addr.86
  br label %cond150
exit152:
  %i169 = load i64, ptr %c.addr.86
  %v170 = icmp slt i64 %i169, %size.C
  br i1 %v170, label %tail171, label %done172
tail171:
  %mask173 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i169, i64 %size.C)
  %v174 = mul i64 %i7, %size.C
  %v175 = add i64 %v174, %i169
  %p176 = getelementptr i32, ptr %buf.x, i64 %v175
  %ld177 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %p176, <16 x i1> %mask173, <16 x i32> zeroinitializer)
  %v178 = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %ld177, i1 false)
  %ins179 = insertelement <16 x i64> poison, i64 %i169, i64 0
  %splat180 = shufflevector <16 x i64> %ins179, <16 x i64> poison, <16 x i32> zeroinitializer
  %step181 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane182 = add <16 x i64> %splat180, %step181
  %v183 = trunc <16 x i64> %lane182 to <16 x i32>
  %v184 = sub <16 x i32> %v178, %v183
  %old185 = load <16 x i32>, ptr %acc82
  %v186 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %old185, <16 x i32> %v184)
  %v187 = select <16 x i1> %mask173, <16 x i32> %v186, <16 x i32> %old185
  store <16 x i32> %v187, ptr %acc82
  br label %done172
done172:
  %red188 = load <16 x i32>, ptr %acc82
  %red189 = load <16 x i32>, ptr %acc83
  %red190 = load <16 x i32>, ptr %acc84
  %red191 = load <16 x i32>, ptr %acc85
  %v192 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %red188, <16 x i32> %red189)
  %v193 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %v192, <16 x i32> %red190)
  %v194 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %v193, <16 x i32> %red191)
  %v195 = call i32 @llvm.vector.reduce.smax.v16i32(<16 x i32> %v194)
  %p196 = getelementptr i32, ptr %buf.peak, i64 %i7
  store i32 %v195, ptr %p196, align 4
  store <16 x i32> splat (i32 1), ptr %acc197
  store <16 x i32> splat (i32 1), ptr %acc198
  store <16 x i32> splat (i32 1), ptr %acc199
  store <16 x i32> splat (i32 1), ptr %acc200
  store i64 0, ptr %c.addr.201
  %v202 = sub i64 %size.C, 64
  br label %cond203
cond203:
  %i206 = load i64, ptr %c.addr.201
  %v207 = icmp sle i64 %i206, %v202
  br i1 %v207, label %body204, label %exit205
body204:
  %v208 = mul i64 %i7, %size.C
  %v209 = add i64 %v208, %i206
  %p210 = getelementptr i32, ptr %buf.x, i64 %v209
  %v211 = add nsw i64 %i7, 1
  %v212 = mul i64 %v211, %size.C
  %v213 = add i64 %v212, %i206
  %p214 = getelementptr i32, ptr %buf.x, i64 %v213
  call void @llvm.prefetch.p0(ptr %p214, i32 0, i32 3, i32 1)
  %ld215 = load <16 x i32>, ptr %p210, align 4
  %v216 = add <16 x i32> %ld215, splat (i32 1)
  %old217 = load <16 x i32>, ptr %acc197
  %v218 = mul <16 x i32> %old217, %v216
  store <16 x i32> %v218, ptr %acc197
  %v219 = add nsw i64 %i206, 16
  %v220 = mul i64 %i7, %size.C
  %v221 = add i64 %v220, %v219
  %p222 = getelementptr i32, ptr %buf.x, i64 %v221
  %v223 = add nsw i64 %i7, 1
  %v224 = mul i64 %v223, %size.C
  %v225 = add i64 %v224, %v219
  %p226 = getelementptr i32, ptr %buf.x, i64 %v225
  call void @llvm.prefetch.p0(ptr %p226, i32 0, i32 3, i32 1)
  %ld227 = load <16 x i32>, ptr %p222, align 4
  %v228 = add <16 x i32> %ld227, splat (i32 1)
  %old229 = load <16 x i32>, ptr %acc198
  %v230 = mul <16 x i32> %old229, %v228
  store <16 x i32> %v230, ptr %acc198
  %v231 = add nsw i64 %i206, 32
  %v232 = mul i64 %i7, %size.C
  %v233 = add i64 %v232, %v231
  %p234 = getelementptr i32, ptr %buf.x, i64 %v233
  %v235 = add nsw i64 %i7, 1
  %v236 = mul i64 %v235, %size.C
  %v237 = add i64 %v236, %v231
  %p238 = getelementptr i32, ptr %buf.x, i64 %v237
  call void @llvm.prefetch.p0(ptr %p238, i32 0, i32 3, i32 1)
  %ld239 = load <16 x i32>, ptr %p234, align 4
  %v240 = add <16 x i32> %ld239, splat (i32 1)
  %old241 = load <16 x i32>, ptr %acc199
  %v242 = mul <16 x i32> %old241, %v240
  store <16 x i32> %v242, ptr %acc199
  %v243 = add nsw i64 %i206, 48
  %v244 = mul i64 %i7, %size.C
  %v245 = add i64 %v244, %v243
  %p246 = getelementptr i32, ptr %buf.x, i64 %v245
  %v247 = add nsw i64 %i7, 1
  %v248 = mul i64 %v247, %size.C
  %v249 = add i64 %v248, %v243
  %p250 = getelementptr i32, ptr %buf.x, i64 %v249
  call void @llvm.prefetch.p0(ptr %p250, i32 0, i32 3, i32 1)
  %ld251 = load <16 x i32>, ptr %p246, align 4
  %v252 = add <16 x i32> %ld251, splat (i32 1)
  %old253 = load <16 x i32>, ptr %acc200
  %v254 = mul <16 x i32> %old253, %v252
  store <16 x i32> %v254, ptr %acc200
  %v255 = add nsw i64 %i206, 64
  store i64 %v255, ptr %c.addr.201
  br label %cond203
exit205:
  %v256 = sub i64 %size.C, 16
  br label %cond257
cond257:
  %i260 = load i64, ptr %c.addr.201
  %v261 = icmp sle i64 %i260, %v256
  br i1 %v261, label %body258, label %exit259
body258:
  %v262 = mul i64 %i7, %size.C
  %v263 = add i64 %v262, %i260
  %p264 = getelementptr i32, ptr %buf.x, i64 %v263
  %v265 = add nsw i64 %i7, 1
  %v266 = mul i64 %v265, %size.C
  %v267 = add i64 %v266, %i260
  %p268 = getelementptr i32, ptr %buf.x, i64 %v267
  call void @llvm.prefetch.p0(ptr %p268, i32 0, i32 3, i32 1)
  %ld269 = load <16 x i32>, ptr %p264, align 4
  %v270 = add <16 x i32> %ld269, splat (i32 1)
  %old271 = load <16 x i32>, ptr %acc197
  %v272 = mul <16 x i32> %old271, %v270
  store <16 x i32> %v272, ptr %acc197
  %v273 = add nsw i64 %i260, 16
  store i64 %v273, ptr %c.addr.201
  br label %cond257
exit259:
  %i274 = load i64, ptr %c.addr.201
  %v275 = icmp slt i64 %i274, %size.C
  br i1 %v275, label %tail276, label %done277
tail276:
  %mask278 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i274, i64 %size.C)
  %v279 = mul i64 %i7, %size.C
  %v280 = add i64 %v279, %i274
  %p281 = getelementptr i32, ptr %buf.x, i64 %v280
  %ld282 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %p281, <16 x i1> %mask278, <16 x i32> zeroinitializer)
  %v283 = add <16 x i32> %ld282, splat (i32 1)
  %old284 = load <16 x i32>, ptr %acc197
  %v285 = mul <16 x i32> %old284, %v283
  %v286 = select <16 x i1> %mask278, <16 x i32> %v285, <16 x i32> %old284
  store <16 x i32> %v286, ptr %acc197
  br label %done277
done277:
  %red287 = load <16 x i32>, ptr %acc197
  %red288 = load <16 x i32>, ptr %acc198
  %red289 = load <16 x i32>, ptr %acc199
  %red290 = load <16 x i32>, ptr %acc200
  %v291 = mul <16 x i32> %red287, %red288
  %v292 = mul <16 x i32> %v291, %red289
  %v293 = mul <16 x i32> %v292, %red290
  %v294 = call i32 @llvm.vector.reduce.mul.v16i32(<16 x i32> %v293)
  %p295 = getelementptr i32, ptr %buf.product, i64 %i7
  store i32 %v294, ptr %p295, align 4
  %v296 = add nsw i64 %i7, 1
  store i64 %v296, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
