@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.maxpool2d"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c.addr.1 = alloca i64, align 64
  %p.addr.22 = alloca i64, align 64
  %q.addr.41 = alloca i64, align 64
  %acc86 = alloca <16 x float>, align 64
  %nan87 = alloca <16 x i1>, align 64
  %r.addr.88 = alloca i64, align 64
  %s.addr.94 = alloca i64, align 64
  %acc243 = alloca <16 x float>, align 64
  %nan244 = alloca <16 x i1>, align 64
  %r.addr.245 = alloca i64, align 64
  %s.addr.251 = alloca i64, align 64
  %acc366 = alloca <16 x float>, align 64
  %nan367 = alloca <16 x i1>, align 64
  %r.addr.368 = alloca i64, align 64
  %s.addr.374 = alloca i64, align 64
  %acc488 = alloca <16 x float>, align 64
  %nan489 = alloca <16 x i1>, align 64
  %r.addr.490 = alloca i64, align 64
  %s.addr.496 = alloca i64, align 64
  %v204 = add i64 %size.H, 1
  %v205 = add i64 %v204, 1
  %v206 = sub i64 %v205, 3
  %v207 = sdiv i64 %v206, 2
  %v208 = srem i64 %v206, 2
  %v209 = icmp ne i64 %v208, 0
  %v210 = icmp slt i64 %v208, 0
  %v211 = icmp slt i64 2, 0
  %v212 = xor i1 %v210, %v211
  %v213 = and i1 %v209, %v212
  %v214 = zext i1 %v213 to i64
  %v215 = sub i64 %v207, %v214
  %v216 = add i64 %v215, 1
  %v217 = mul i64 %size.C, %v216
  %v218 = add i64 %size.W, 1
  %v219 = add i64 %v218, 1
  %v220 = sub i64 %v219, 3
  %v221 = sdiv i64 %v220, 2
  %v222 = srem i64 %v220, 2
  %v223 = icmp ne i64 %v222, 0
  %v224 = icmp slt i64 %v222, 0
  %v225 = icmp slt i64 2, 0
  %v226 = xor i1 %v224, %v225
  %v227 = and i1 %v223, %v226
  %v228 = zext i1 %v227 to i64
  %v229 = sub i64 %v221, %v228
  %v230 = add i64 %v229, 1
  %v231 = mul i64 %v217, %v230
  %v232 = icmp sge i64 %v231, 2097152
  %v2 = icmp slt i64 %range.hi, %size.C
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.C
  store i64 %range.lo, ptr %c.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %c.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %v10, 3
  %v12 = sdiv i64 %v11, 2
  %v13 = srem i64 %v11, 2
  %v14 = icmp ne i64 %v13, 0
  %v15 = icmp slt i64 %v13, 0
  %v16 = icmp slt i64 2, 0
  %v17 = xor i1 %v15, %v16
  %v18 = and i1 %v14, %v17
  %v19 = zext i1 %v18 to i64
  %v20 = sub i64 %v12, %v19
  %v21 = add i64 %v20, 1
  store i64 0, ptr %p.addr.22
  br label %cond23
cond23:
  %i26 = load i64, ptr %p.addr.22
  %v27 = icmp slt i64 %i26, %v21
  br i1 %v27, label %body24, label %exit25
body24:
  %v28 = add i64 %size.W, 1
  %v29 = add i64 %v28, 1
  %v30 = sub i64 %v29, 3
  %v31 = sdiv i64 %v30, 2
  %v32 = srem i64 %v30, 2
  %v33 = icmp ne i64 %v32, 0
  %v34 = icmp slt i64 %v32, 0
  %v35 = icmp slt i64 2, 0
  %v36 = xor i1 %v34, %v35
  %v37 = and i1 %v33, %v36
  %v38 = zext i1 %v37 to i64
  %v39 = sub i64 %v31, %v38
  %v40 = add i64 %v39, 1
  store i64 0, ptr %q.addr.41
  %i42 = load i64, ptr %q.addr.41
  %v43 = add i64 %size.H, 1
  %v44 = add i64 %v43, 1
  %v45 = sub i64 %v44, 3
  %v46 = sdiv i64 %v45, 2
  %v47 = srem i64 %v45, 2
  %v48 = icmp ne i64 %v47, 0
  %v49 = icmp slt i64 %v47, 0
  %v50 = icmp slt i64 2, 0
  %v51 = xor i1 %v49, %v50
  %v52 = and i1 %v48, %v51
  %v53 = zext i1 %v52 to i64
  %v54 = sub i64 %v46, %v53
  %v55 = add i64 %v54, 1
  %v56 = mul i64 %i7, %v55
  %v57 = add i64 %v56, %i26
  %v58 = add i64 %size.W, 1
  %v59 = add i64 %v58, 1
  %v60 = sub i64 %v59, 3
  %v61 = sdiv i64 %v60, 2
  %v62 = srem i64 %v60, 2
  %v63 = icmp ne i64 %v62, 0
  %v64 = icmp slt i64 %v62, 0
  %v65 = icmp slt i64 2, 0
  %v66 = xor i1 %v64, %v65
  %v67 = and i1 %v63, %v66
  %v68 = zext i1 %v67 to i64
  %v69 = sub i64 %v61, %v68
  %v70 = add i64 %v69, 1
  %v71 = mul i64 %v57, %v70
  %v72 = add i64 %v71, %i42
  %p73 = getelementptr float, ptr %buf.y, i64 %v72
  %v74 = ptrtoint ptr %p73 to i64
  %v75 = lshr i64 %v74, 2
  %v76 = sub i64 0, %v75
  %v77 = and i64 %v76, 15
  %v78 = sub i64 %v40, %i42
  %v79 = icmp sge i64 %v78, 128
  %v80 = select i1 %v79, i64 %v77, i64 0
  %v81 = icmp sgt i64 %v80, 0
  br i1 %v81, label %peel82, label %aligned83
peel82:
  %v84 = add nsw i64 %i42, %v80
  %mask85 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i42, i64 %v84)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc86
  store <16 x i1> zeroinitializer, ptr %nan87
  store i64 0, ptr %r.addr.88
  br label %cond89
cond89:
  %i92 = load i64, ptr %r.addr.88
  %v93 = icmp slt i64 %i92, 3
  br i1 %v93, label %body90, label %exit91
body90:
  store i64 0, ptr %s.addr.94
  br label %cond95
cond95:
  %i98 = load i64, ptr %s.addr.94
  %v99 = icmp slt i64 %i98, 3
  br i1 %v99, label %body96, label %exit97
body96:
  %v100 = mul i64 %i26, 2
  %v101 = add i64 %v100, %i92
  %v102 = sub i64 %v101, 1
  %v103 = icmp sge i64 %v102, 0
  %v104 = icmp slt i64 %v102, %size.H
  %v105 = and i1 %v103, %v104
  %ins106 = insertelement <16 x i64> poison, i64 %i42, i64 0
  %splat107 = shufflevector <16 x i64> %ins106, <16 x i64> poison, <16 x i32> zeroinitializer
  %step108 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane109 = add <16 x i64> %splat107, %step108
  %v110 = mul <16 x i64> %lane109, splat (i64 2)
  %ins111 = insertelement <16 x i64> poison, i64 %i98, i64 0
  %splat112 = shufflevector <16 x i64> %ins111, <16 x i64> poison, <16 x i32> zeroinitializer
  %v113 = add <16 x i64> %v110, %splat112
  %v114 = sub <16 x i64> %v113, splat (i64 1)
  %ins115 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat116 = shufflevector <16 x i64> %ins115, <16 x i64> poison, <16 x i32> zeroinitializer
  %v117 = icmp sge <16 x i64> %v114, zeroinitializer
  %v118 = icmp slt <16 x i64> %v114, %splat116
  %v119 = and <16 x i1> %v117, %v118
  %ins120 = insertelement <16 x i1> poison, i1 %v105, i64 0
  %splat121 = shufflevector <16 x i1> %ins120, <16 x i1> poison, <16 x i32> zeroinitializer
  %v122 = and <16 x i1> %splat121, %v119
  %v123 = and <16 x i1> %mask85, %v122
  %v124 = mul i64 %i7, %size.H
  %v125 = mul i64 %i26, 2
  %v126 = add i64 %v125, %i92
  %v127 = sub i64 %v126, 1
  %v128 = add i64 %v124, %v127
  %v129 = mul i64 %v128, %size.W
  %v130 = mul <16 x i64> %lane109, splat (i64 2)
  %ins131 = insertelement <16 x i64> poison, i64 %i98, i64 0
  %splat132 = shufflevector <16 x i64> %ins131, <16 x i64> poison, <16 x i32> zeroinitializer
  %v133 = add <16 x i64> %v130, %splat132
  %v134 = sub <16 x i64> %v133, splat (i64 1)
  %ins135 = insertelement <16 x i64> poison, i64 %v129, i64 0
  %splat136 = shufflevector <16 x i64> %ins135, <16 x i64> poison, <16 x i32> zeroinitializer
  %v137 = add <16 x i64> %splat136, %v134
  %ps138 = getelementptr float, ptr %buf.x, <16 x i64> %v137
  %ld139 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps138, <16 x i1> %v123, <16 x float> zeroinitializer)
  %v140 = mul i64 %i26, 2
  %v141 = add i64 %v140, %i92
  %v142 = sub i64 %v141, 1
  %v143 = icmp sge i64 %v142, 0
  %v144 = icmp slt i64 %v142, %size.H
  %v145 = and i1 %v143, %v144
  %v146 = mul <16 x i64> %lane109, splat (i64 2)
  %ins147 = insertelement <16 x i64> poison, i64 %i98, i64 0
  %splat148 = shufflevector <16 x i64> %ins147, <16 x i64> poison, <16 x i32> zeroinitializer
  %v149 = add <16 x i64> %v146, %splat148
  %v150 = sub <16 x i64> %v149, splat (i64 1)
  %ins151 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat152 = shufflevector <16 x i64> %ins151, <16 x i64> poison, <16 x i32> zeroinitializer
  %v153 = icmp sge <16 x i64> %v150, zeroinitializer
  %v154 = icmp slt <16 x i64> %v150, %splat152
  %v155 = and <16 x i1> %v153, %v154
  %ins156 = insertelement <16 x i1> poison, i1 %v145, i64 0
  %splat157 = shufflevector <16 x i1> %ins156, <16 x i1> poison, <16 x i32> zeroinitializer
  %v158 = and <16 x i1> %splat157, %v155
  %v159 = and <16 x i1> %mask85, %v158
  %old160 = load <16 x float>, ptr %acc86
  %v161 = fcmp ogt <16 x float> %ld139, %old160
  %v162 = select <16 x i1> %v161, <16 x float> %ld139, <16 x float> %old160
  %v163 = fcmp uno <16 x float> %ld139, %ld139
  %v164 = and <16 x i1> %v163, %v159
  %v165 = load <16 x i1>, ptr %nan87
  %v166 = or <16 x i1> %v165, %v164
  store <16 x i1> %v166, ptr %nan87
  %v167 = select <16 x i1> %v159, <16 x float> %v162, <16 x float> %old160
  store <16 x float> %v167, ptr %acc86
  %v168 = add nsw i64 %i98, 1
  store i64 %v168, ptr %s.addr.94
  br label %cond95
exit97:
  %v169 = add nsw i64 %i92, 1
  store i64 %v169, ptr %r.addr.88
  br label %cond89
exit91:
  %red170 = load <16 x float>, ptr %acc86
  %v171 = load <16 x i1>, ptr %nan87
  %v172 = select <16 x i1> %v171, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red170
  %v173 = add i64 %size.H, 1
  %v174 = add i64 %v173, 1
  %v175 = sub i64 %v174, 3
  %v176 = sdiv i64 %v175, 2
  %v177 = srem i64 %v175, 2
  %v178 = icmp ne i64 %v177, 0
  %v179 = icmp slt i64 %v177, 0
  %v180 = icmp slt i64 2, 0
  %v181 = xor i1 %v179, %v180
  %v182 = and i1 %v178, %v181
  %v183 = zext i1 %v182 to i64
  %v184 = sub i64 %v176, %v183
  %v185 = add i64 %v184, 1
  %v186 = mul i64 %i7, %v185
  %v187 = add i64 %v186, %i26
  %v188 = add i64 %size.W, 1
  %v189 = add i64 %v188, 1
  %v190 = sub i64 %v189, 3
  %v191 = sdiv i64 %v190, 2
  %v192 = srem i64 %v190, 2
  %v193 = icmp ne i64 %v192, 0
  %v194 = icmp slt i64 %v192, 0
  %v195 = icmp slt i64 2, 0
  %v196 = xor i1 %v194, %v195
  %v197 = and i1 %v193, %v196
  %v198 = zext i1 %v197 to i64
  %v199 = sub i64 %v191, %v198
  %v200 = add i64 %v199, 1
  %v201 = mul i64 %v187, %v200
  %v202 = add i64 %v201, %i42
  %p203 = getelementptr float, ptr %buf.y, i64 %v202
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v172, ptr align 4 %p203, <16 x i1> %mask85)
  store i64 %v84, ptr %q.addr.41
  br label %aligned83
aligned83:
  %v233 = and i1 %v79, %v232
  br i1 %v233, label %stream234, label %cached235
stream234:
  %v237 = sub i64 %v40, 16
  br label %cond238
cond238:
  %i241 = load i64, ptr %q.addr.41
  %v242 = icmp sle i64 %i241, %v237
  br i1 %v242, label %body239, label %exit240
body239:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc243
  store <16 x i1> zeroinitializer, ptr %nan244
  store i64 0, ptr %r.addr.245
  br label %cond246
cond246:
  %i249 = load i64, ptr %r.addr.245
  %v250 = icmp slt i64 %i249, 3
  br i1 %v250, label %body247, label %exit248
body247:
  store i64 0, ptr %s.addr.251
  br label %cond252
cond252:
  %i255 = load i64, ptr %s.addr.251
  %v256 = icmp slt i64 %i255, 3
  br i1 %v256, label %body253, label %exit254
body253:
  %v257 = mul i64 %i26, 2
  %v258 = add i64 %v257, %i249
  %v259 = sub i64 %v258, 1
  %v260 = icmp sge i64 %v259, 0
  %v261 = icmp slt i64 %v259, %size.H
  %v262 = and i1 %v260, %v261
  %ins263 = insertelement <16 x i64> poison, i64 %i241, i64 0
  %splat264 = shufflevector <16 x i64> %ins263, <16 x i64> poison, <16 x i32> zeroinitializer
  %step265 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane266 = add <16 x i64> %splat264, %step265
  %v267 = mul <16 x i64> %lane266, splat (i64 2)
  %ins268 = insertelement <16 x i64> poison, i64 %i255, i64 0
  %splat269 = shufflevector <16 x i64> %ins268, <16 x i64> poison, <16 x i32> zeroinitializer
  %v270 = add <16 x i64> %v267, %splat269
  %v271 = sub <16 x i64> %v270, splat (i64 1)
  %ins272 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat273 = shufflevector <16 x i64> %ins272, <16 x i64> poison, <16 x i32> zeroinitializer
  %v274 = icmp sge <16 x i64> %v271, zeroinitializer
  %v275 = icmp slt <16 x i64> %v271, %splat273
  %v276 = and <16 x i1> %v274, %v275
  %ins277 = insertelement <16 x i1> poison, i1 %v262, i64 0
  %splat278 = shufflevector <16 x i1> %ins277, <16 x i1> poison, <16 x i32> zeroinitializer
  %v279 = and <16 x i1> %splat278, %v276
  %v280 = mul i64 %i7, %size.H
  %v281 = mul i64 %i26, 2
  %v282 = add i64 %v281, %i249
  %v283 = sub i64 %v282, 1
  %v284 = add i64 %v280, %v283
  %v285 = mul i64 %v284, %size.W
  %v286 = mul <16 x i64> %lane266, splat (i64 2)
  %ins287 = insertelement <16 x i64> poison, i64 %i255, i64 0
  %splat288 = shufflevector <16 x i64> %ins287, <16 x i64> poison, <16 x i32> zeroinitializer
  %v289 = add <16 x i64> %v286, %splat288
  %v290 = sub <16 x i64> %v289, splat (i64 1)
  %ins291 = insertelement <16 x i64> poison, i64 %v285, i64 0
  %splat292 = shufflevector <16 x i64> %ins291, <16 x i64> poison, <16 x i32> zeroinitializer
  %v293 = add <16 x i64> %splat292, %v290
  %ps294 = getelementptr float, ptr %buf.x, <16 x i64> %v293
  %ld295 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps294, <16 x i1> %v279, <16 x float> zeroinitializer)
  %v296 = mul i64 %i26, 2
  %v297 = add i64 %v296, %i249
  %v298 = sub i64 %v297, 1
  %v299 = icmp sge i64 %v298, 0
  %v300 = icmp slt i64 %v298, %size.H
  %v301 = and i1 %v299, %v300
  %v302 = mul <16 x i64> %lane266, splat (i64 2)
  %ins303 = insertelement <16 x i64> poison, i64 %i255, i64 0
  %splat304 = shufflevector <16 x i64> %ins303, <16 x i64> poison, <16 x i32> zeroinitializer
  %v305 = add <16 x i64> %v302, %splat304
  %v306 = sub <16 x i64> %v305, splat (i64 1)
  %ins307 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat308 = shufflevector <16 x i64> %ins307, <16 x i64> poison, <16 x i32> zeroinitializer
  %v309 = icmp sge <16 x i64> %v306, zeroinitializer
  %v310 = icmp slt <16 x i64> %v306, %splat308
  %v311 = and <16 x i1> %v309, %v310
  %ins312 = insertelement <16 x i1> poison, i1 %v301, i64 0
  %splat313 = shufflevector <16 x i1> %ins312, <16 x i1> poison, <16 x i32> zeroinitializer
  %v314 = and <16 x i1> %splat313, %v311
  %old315 = load <16 x float>, ptr %acc243
  %v316 = fcmp ogt <16 x float> %ld295, %old315
  %v317 = select <16 x i1> %v316, <16 x float> %ld295, <16 x float> %old315
  %v318 = fcmp uno <16 x float> %ld295, %ld295
  %v319 = and <16 x i1> %v318, %v314
  %v320 = load <16 x i1>, ptr %nan244
  %v321 = or <16 x i1> %v320, %v319
  store <16 x i1> %v321, ptr %nan244
  %v322 = select <16 x i1> %v314, <16 x float> %v317, <16 x float> %old315
  store <16 x float> %v322, ptr %acc243
  %v323 = add nsw i64 %i255, 1
  store i64 %v323, ptr %s.addr.251
  br label %cond252
exit254:
  %v324 = add nsw i64 %i249, 1
  store i64 %v324, ptr %r.addr.245
  br label %cond246
exit248:
  %red325 = load <16 x float>, ptr %acc243
  %v326 = load <16 x i1>, ptr %nan244
  %v327 = select <16 x i1> %v326, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red325
  %v328 = add i64 %size.H, 1
  %v329 = add i64 %v328, 1
  %v330 = sub i64 %v329, 3
  %v331 = sdiv i64 %v330, 2
  %v332 = srem i64 %v330, 2
  %v333 = icmp ne i64 %v332, 0
  %v334 = icmp slt i64 %v332, 0
  %v335 = icmp slt i64 2, 0
  %v336 = xor i1 %v334, %v335
  %v337 = and i1 %v333, %v336
  %v338 = zext i1 %v337 to i64
  %v339 = sub i64 %v331, %v338
  %v340 = add i64 %v339, 1
  %v341 = mul i64 %i7, %v340
  %v342 = add i64 %v341, %i26
  %v343 = add i64 %size.W, 1
  %v344 = add i64 %v343, 1
  %v345 = sub i64 %v344, 3
  %v346 = sdiv i64 %v345, 2
  %v347 = srem i64 %v345, 2
  %v348 = icmp ne i64 %v347, 0
  %v349 = icmp slt i64 %v347, 0
  %v350 = icmp slt i64 2, 0
  %v351 = xor i1 %v349, %v350
  %v352 = and i1 %v348, %v351
  %v353 = zext i1 %v352 to i64
  %v354 = sub i64 %v346, %v353
  %v355 = add i64 %v354, 1
  %v356 = mul i64 %v342, %v355
  %v357 = add i64 %v356, %i241
  %p358 = getelementptr float, ptr %buf.y, i64 %v357
  store <16 x float> %v327, ptr %p358, align 64, !nontemporal !{i32 1}
  %v359 = add nsw i64 %i241, 16
  store i64 %v359, ptr %q.addr.41
  br label %cond238
exit240:
  br label %join236
cached235:
  %v360 = sub i64 %v40, 16
  br label %cond361
cond361:
  %i364 = load i64, ptr %q.addr.41
  %v365 = icmp sle i64 %i364, %v360
  br i1 %v365, label %body362, label %exit363
body362:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc366
  store <16 x i1> zeroinitializer, ptr %nan367
  store i64 0, ptr %r.addr.368
  br label %cond369
cond369:
  %i372 = load i64, ptr %r.addr.368
  %v373 = icmp slt i64 %i372, 3
  br i1 %v373, label %body370, label %exit371
body370:
  store i64 0, ptr %s.addr.374
  br label %cond375
cond375:
  %i378 = load i64, ptr %s.addr.374
  %v379 = icmp slt i64 %i378, 3
  br i1 %v379, label %body376, label %exit377
body376:
  %v380 = mul i64 %i26, 2
  %v381 = add i64 %v380, %i372
  %v382 = sub i64 %v381, 1
  %v383 = icmp sge i64 %v382, 0
  %v384 = icmp slt i64 %v382, %size.H
  %v385 = and i1 %v383, %v384
  %ins386 = insertelement <16 x i64> poison, i64 %i364, i64 0
  %splat387 = shufflevector <16 x i64> %ins386, <16 x i64> poison, <16 x i32> zeroinitializer
  %step388 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane389 = add <16 x i64> %splat387, %step388
  %v390 = mul <16 x i64> %lane389, splat (i64 2)
  %ins391 = insertelement <16 x i64> poison, i64 %i378, i64 0
  %splat392 = shufflevector <16 x i64> %ins391, <16 x i64> poison, <16 x i32> zeroinitializer
  %v393 = add <16 x i64> %v390, %splat392
  %v394 = sub <16 x i64> %v393, splat (i64 1)
  %ins395 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat396 = shufflevector <16 x i64> %ins395, <16 x i64> poison, <16 x i32> zeroinitializer
  %v397 = icmp sge <16 x i64> %v394, zeroinitializer
  %v398 = icmp slt <16 x i64> %v394, %splat396
  %v399 = and <16 x i1> %v397, %v398
  %ins400 = insertelement <16 x i1> poison, i1 %v385, i64 0
  %splat401 = shufflevector <16 x i1> %ins400, <16 x i1> poison, <16 x i32> zeroinitializer
  %v402 = and <16 x i1> %splat401, %v399
  %v403 = mul i64 %i7, %size.H
  %v404 = mul i64 %i26, 2
  %v405 = add i64 %v404, %i372
  %v406 = sub i64 %v405, 1
  %v407 = add i64 %v403, %v406
  %v408 = mul i64 %v407, %size.W
  %v409 = mul <16 x i64> %lane389, splat (i64 2)
  %ins410 = insertelement <16 x i64> poison, i64 %i378, i64 0
  %splat411 = shufflevector <16 x i64> %ins410, <16 x i64> poison, <16 x i32> zeroinitializer
  %v412 = add <16 x i64> %v409, %splat411
  %v413 = sub <16 x i64> %v412, splat (i64 1)
  %ins414 = insertelement <16 x i64> poison, i64 %v408, i64 0
  %splat415 = shufflevector <16 x i64> %ins414, <16 x i64> poison, <16 x i32> zeroinitializer
  %v416 = add <16 x i64> %splat415, %v413
  %ps417 = getelementptr float, ptr %buf.x, <16 x i64> %v416
  %ld418 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps417, <16 x i1> %v402, <16 x float> zeroinitializer)
  %v419 = mul i64 %i26, 2
  %v420 = add i64 %v419, %i372
  %v421 = sub i64 %v420, 1
  %v422 = icmp sge i64 %v421, 0
  %v423 = icmp slt i64 %v421, %size.H
  %v424 = and i1 %v422, %v423
  %v425 = mul <16 x i64> %lane389, splat (i64 2)
  %ins426 = insertelement <16 x i64> poison, i64 %i378, i64 0
  %splat427 = shufflevector <16 x i64> %ins426, <16 x i64> poison, <16 x i32> zeroinitializer
  %v428 = add <16 x i64> %v425, %splat427
  %v429 = sub <16 x i64> %v428, splat (i64 1)
  %ins430 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat431 = shufflevector <16 x i64> %ins430, <16 x i64> poison, <16 x i32> zeroinitializer
  %v432 = icmp sge <16 x i64> %v429, zeroinitializer
  %v433 = icmp slt <16 x i64> %v429, %splat431
  %v434 = and <16 x i1> %v432, %v433
  %ins435 = insertelement <16 x i1> poison, i1 %v424, i64 0
  %splat436 = shufflevector <16 x i1> %ins435, <16 x i1> poison, <16 x i32> zeroinitializer
  %v437 = and <16 x i1> %splat436, %v434
  %old438 = load <16 x float>, ptr %acc366
  %v439 = fcmp ogt <16 x float> %ld418, %old438
  %v440 = select <16 x i1> %v439, <16 x float> %ld418, <16 x float> %old438
  %v441 = fcmp uno <16 x float> %ld418, %ld418
  %v442 = and <16 x i1> %v441, %v437
  %v443 = load <16 x i1>, ptr %nan367
  %v444 = or <16 x i1> %v443, %v442
  store <16 x i1> %v444, ptr %nan367
  %v445 = select <16 x i1> %v437, <16 x float> %v440, <16 x float> %old438
  store <16 x float> %v445, ptr %acc366
  %v446 = add nsw i64 %i378, 1
  store i64 %v446, ptr %s.addr.374
  br label %cond375
exit377:
  %v447 = add nsw i64 %i372, 1
  store i64 %v447, ptr %r.addr.368
  br label %cond369
exit371:
  %red448 = load <16 x float>, ptr %acc366
  %v449 = load <16 x i1>, ptr %nan367
  %v450 = select <16 x i1> %v449, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red448
  %v451 = add i64 %size.H, 1
  %v452 = add i64 %v451, 1
  %v453 = sub i64 %v452, 3
  %v454 = sdiv i64 %v453, 2
  %v455 = srem i64 %v453, 2
  %v456 = icmp ne i64 %v455, 0
  %v457 = icmp slt i64 %v455, 0
  %v458 = icmp slt i64 2, 0
  %v459 = xor i1 %v457, %v458
  %v460 = and i1 %v456, %v459
  %v461 = zext i1 %v460 to i64
  %v462 = sub i64 %v454, %v461
  %v463 = add i64 %v462, 1
  %v464 = mul i64 %i7, %v463
  %v465 = add i64 %v464, %i26
  %v466 = add i64 %size.W, 1
  %v467 = add i64 %v466, 1
  %v468 = sub i64 %v467, 3
  %v469 = sdiv i64 %v468, 2
  %v470 = srem i64 %v468, 2
  %v471 = icmp ne i64 %v470, 0
  %v472 = icmp slt i64 %v470, 0
  %v473 = icmp slt i64 2, 0
  %v474 = xor i1 %v472, %v473
  %v475 = and i1 %v471, %v474
  %v476 = zext i1 %v475 to i64
  %v477 = sub i64 %v469, %v476
  %v478 = add i64 %v477, 1
  %v479 = mul i64 %v465, %v478
  %v480 = add i64 %v479, %i364
  %p481 = getelementptr float, ptr %buf.y, i64 %v480
  store <16 x float> %v450, ptr %p481, align 4
  %v482 = add nsw i64 %i364, 16
  store i64 %v482, ptr %q.addr.41
  br label %cond361
exit363:
  br label %join236
join236:
  %i483 = load i64, ptr %q.addr.41
  %v484 = icmp slt i64 %i483, %v40
  br i1 %v484, label %tail485, label %done486
tail485:
  %mask487 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i483, i64 %v40)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc488
  store <16 x i1> zeroinitializer, ptr %nan489
  store i64 0, ptr %r.addr.490
  br label %cond491
cond491:
  %i494 = load i64, ptr %r.addr.490
  %v495 = icmp slt i64 %i494, 3
  br i1 %v495, label %body492, label %exit493
body492:
  store i64 0, ptr %s.addr.496
  br label %cond497
cond497:
  %i500 = load i64, ptr %s.addr.496
  %v501 = icmp slt i64 %i500, 3
  br i1 %v501, label %body498, label %exit499
body498:
  %v502 = mul i64 %i26, 2
  %v503 = add i64 %v502, %i494
  %v504 = sub i64 %v503, 1
  %v505 = icmp sge i64 %v504, 0
  %v506 = icmp slt i64 %v504, %size.H
  %v507 = and i1 %v505, %v506
  %ins508 = insertelement <16 x i64> poison, i64 %i483, i64 0
  %splat509 = shufflevector <16 x i64> %ins508, <16 x i64> poison, <16 x i32> zeroinitializer
  %step510 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane511 = add <16 x i64> %splat509, %step510
  %v512 = mul <16 x i64> %lane511, splat (i64 2)
  %ins513 = insertelement <16 x i64> poison, i64 %i500, i64 0
  %splat514 = shufflevector <16 x i64> %ins513, <16 x i64> poison, <16 x i32> zeroinitializer
  %v515 = add <16 x i64> %v512, %splat514
  %v516 = sub <16 x i64> %v515, splat (i64 1)
  %ins517 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat518 = shufflevector <16 x i64> %ins517, <16 x i64> poison, <16 x i32> zeroinitializer
  %v519 = icmp sge <16 x i64> %v516, zeroinitializer
  %v520 = icmp slt <16 x i64> %v516, %splat518
  %v521 = and <16 x i1> %v519, %v520
  %ins522 = insertelement <16 x i1> poison, i1 %v507, i64 0
  %splat523 = shufflevector <16 x i1> %ins522, <16 x i1> poison, <16 x i32> zeroinitializer
  %v524 = and <16 x i1> %splat523, %v521
  %v525 = and <16 x i1> %mask487, %v524
  %v526 = mul i64 %i7, %size.H
  %v527 = mul i64 %i26, 2
  %v528 = add i64 %v527, %i494
  %v529 = sub i64 %v528, 1
  %v530 = add i64 %v526, %v529
  %v531 = mul i64 %v530, %size.W
  %v532 = mul <16 x i64> %lane511, splat (i64 2)
  %ins533 = insertelement <16 x i64> poison, i64 %i500, i64 0
  %splat534 = shufflevector <16 x i64> %ins533, <16 x i64> poison, <16 x i32> zeroinitializer
  %v535 = add <16 x i64> %v532, %splat534
  %v536 = sub <16 x i64> %v535, splat (i64 1)
  %ins537 = insertelement <16 x i64> poison, i64 %v531, i64 0
  %splat538 = shufflevector <16 x i64> %ins537, <16 x i64> poison, <16 x i32> zeroinitializer
  %v539 = add <16 x i64> %splat538, %v536
  %ps540 = getelementptr float, ptr %buf.x, <16 x i64> %v539
  %ld541 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps540, <16 x i1> %v525, <16 x float> zeroinitializer)
  %v542 = mul i64 %i26, 2
  %v543 = add i64 %v542, %i494
  %v544 = sub i64 %v543, 1
  %v545 = icmp sge i64 %v544, 0
  %v546 = icmp slt i64 %v544, %size.H
  %v547 = and i1 %v545, %v546
  %v548 = mul <16 x i64> %lane511, splat (i64 2)
  %ins549 = insertelement <16 x i64> poison, i64 %i500, i64 0
  %splat550 = shufflevector <16 x i64> %ins549, <16 x i64> poison, <16 x i32> zeroinitializer
  %v551 = add <16 x i64> %v548, %splat550
  %v552 = sub <16 x i64> %v551, splat (i64 1)
  %ins553 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat554 = shufflevector <16 x i64> %ins553, <16 x i64> poison, <16 x i32> zeroinitializer
  %v555 = icmp sge <16 x i64> %v552, zeroinitializer
  %v556 = icmp slt <16 x i64> %v552, %splat554
  %v557 = and <16 x i1> %v555, %v556
  %ins558 = insertelement <16 x i1> poison, i1 %v547, i64 0
  %splat559 = shufflevector <16 x i1> %ins558, <16 x i1> poison, <16 x i32> zeroinitializer
  %v560 = and <16 x i1> %splat559, %v557
  %v561 = and <16 x i1> %mask487, %v560
  %old562 = load <16 x float>, ptr %acc488
  %v563 = fcmp ogt <16 x float> %ld541, %old562
  %v564 = select <16 x i1> %v563, <16 x float> %ld541, <16 x float> %old562
  %v565 = fcmp uno <16 x float> %ld541, %ld541
  %v566 = and <16 x i1> %v565, %v561
  %v567 = load <16 x i1>, ptr %nan489
  %v568 = or <16 x i1> %v567, %v566
  store <16 x i1> %v568, ptr %nan489
  %v569 = select <16 x i1> %v561, <16 x float> %v564, <16 x float> %old562
  store <16 x float> %v569, ptr %acc488
  %v570 = add nsw i64 %i500, 1
  store i64 %v570, ptr %s.addr.496
  br label %cond497
exit499:
  %v571 = add nsw i64 %i494, 1
  store i64 %v571, ptr %r.addr.490
  br label %cond491
exit493:
  %red572 = load <16 x float>, ptr %acc488
  %v573 = load <16 x i1>, ptr %nan489
  %v574 = select <16 x i1> %v573, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red572
  %v575 = add i64 %size.H, 1
  %v576 = add i64 %v575, 1
  %v577 = sub i64 %v576, 3
  %v578 = sdiv i64 %v577, 2
  %v579 = srem i64 %v577, 2
  %v580 = icmp ne i64 %v579, 0
  %v581 = icmp slt i64 %v579, 0
  %v582 = icmp slt i64 2, 0
  %v583 = xor i1 %v581, %v582
  %v584 = and i1 %v580, %v583
  %v585 = zext i1 %v584 to i64
  %v586 = sub i64 %v578, %v585
  %v587 = add i64 %v586, 1
  %v588 = mul i64 %i7, %v587
  %v589 = add i64 %v588, %i26
  %v590 = add i64 %size.W, 1
  %v591 = add i64 %v590, 1
  %v592 = sub i64 %v591, 3
  %v593 = sdiv i64 %v592, 2
  %v594 = srem i64 %v592, 2
  %v595 = icmp ne i64 %v594, 0
  %v596 = icmp slt i64 %v594, 0
  %v597 = icmp slt i64 2, 0
  %v598 = xor i1 %v596, %v597
  %v599 = and i1 %v595, %v598
  %v600 = zext i1 %v599 to i64
  %v601 = sub i64 %v593, %v600
  %v602 = add i64 %v601, 1
  %v603 = mul i64 %v589, %v602
  %v604 = add i64 %v603, %i483
  %p605 = getelementptr float, ptr %buf.y, i64 %v604
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v574, ptr align 4 %p605, <16 x i1> %mask487)
  br label %done486
done486:
  %v606 = add nsw i64 %i26, 1
  store i64 %v606, ptr %p.addr.22
  br label %cond23
exit25:
  %v607 = add nsw i64 %i7, 1
  store i64 %v607, ptr %c.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
