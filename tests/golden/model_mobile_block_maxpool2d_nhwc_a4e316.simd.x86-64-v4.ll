@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.maxpool2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.23 = alloca i64, align 64
  %q.addr.43 = alloca i64, align 64
  %c.addr.49 = alloca i64, align 64
  %acc98 = alloca <16 x float>, align 64
  %nan99 = alloca <16 x i1>, align 64
  %r.addr.100 = alloca i64, align 64
  %s.addr.106 = alloca i64, align 64
  %acc248 = alloca <16 x float>, align 64
  %nan249 = alloca <16 x i1>, align 64
  %r.addr.250 = alloca i64, align 64
  %s.addr.256 = alloca i64, align 64
  %acc363 = alloca <16 x float>, align 64
  %nan364 = alloca <16 x i1>, align 64
  %r.addr.365 = alloca i64, align 64
  %s.addr.371 = alloca i64, align 64
  %acc477 = alloca <16 x float>, align 64
  %nan478 = alloca <16 x i1>, align 64
  %r.addr.479 = alloca i64, align 64
  %s.addr.485 = alloca i64, align 64
  %v206 = add i64 %size.H, 1
  %v207 = add i64 %v206, 1
  %v208 = sub i64 %v207, 2
  %v209 = sub i64 %v208, 1
  %v210 = sdiv i64 %v209, 2
  %v211 = srem i64 %v209, 2
  %v212 = icmp ne i64 %v211, 0
  %v213 = icmp slt i64 %v211, 0
  %v214 = icmp slt i64 2, 0
  %v215 = xor i1 %v213, %v214
  %v216 = and i1 %v212, %v215
  %v217 = zext i1 %v216 to i64
  %v218 = sub i64 %v210, %v217
  %v219 = add i64 %v218, 1
  %v220 = mul i64 %size.N, %v219
  %v221 = add i64 %size.W, 1
  %v222 = add i64 %v221, 1
  %v223 = sub i64 %v222, 2
  %v224 = sub i64 %v223, 1
  %v225 = sdiv i64 %v224, 2
  %v226 = srem i64 %v224, 2
  %v227 = icmp ne i64 %v226, 0
  %v228 = icmp slt i64 %v226, 0
  %v229 = icmp slt i64 2, 0
  %v230 = xor i1 %v228, %v229
  %v231 = and i1 %v227, %v230
  %v232 = zext i1 %v231 to i64
  %v233 = sub i64 %v225, %v232
  %v234 = add i64 %v233, 1
  %v235 = mul i64 %v220, %v234
  %v236 = mul i64 %v235, %size.C
  %v237 = icmp sge i64 %v236, 2097152
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %v10, 2
  %v12 = sub i64 %v11, 1
  %v13 = sdiv i64 %v12, 2
  %v14 = srem i64 %v12, 2
  %v15 = icmp ne i64 %v14, 0
  %v16 = icmp slt i64 %v14, 0
  %v17 = icmp slt i64 2, 0
  %v18 = xor i1 %v16, %v17
  %v19 = and i1 %v15, %v18
  %v20 = zext i1 %v19 to i64
  %v21 = sub i64 %v13, %v20
  %v22 = add i64 %v21, 1
  store i64 0, ptr %p.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %p.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  %v29 = add i64 %size.W, 1
  %v30 = add i64 %v29, 1
  %v31 = sub i64 %v30, 2
  %v32 = sub i64 %v31, 1
  %v33 = sdiv i64 %v32, 2
  %v34 = srem i64 %v32, 2
  %v35 = icmp ne i64 %v34, 0
  %v36 = icmp slt i64 %v34, 0
  %v37 = icmp slt i64 2, 0
  %v38 = xor i1 %v36, %v37
  %v39 = and i1 %v35, %v38
  %v40 = zext i1 %v39 to i64
  %v41 = sub i64 %v33, %v40
  %v42 = add i64 %v41, 1
  store i64 0, ptr %q.addr.43
  br label %cond44
cond44:
  %i47 = load i64, ptr %q.addr.43
  %v48 = icmp slt i64 %i47, %v42
  br i1 %v48, label %body45, label %exit46
body45:
  store i64 0, ptr %c.addr.49
  %i50 = load i64, ptr %c.addr.49
  %v51 = add i64 %size.H, 1
  %v52 = add i64 %v51, 1
  %v53 = sub i64 %v52, 2
  %v54 = sub i64 %v53, 1
  %v55 = sdiv i64 %v54, 2
  %v56 = srem i64 %v54, 2
  %v57 = icmp ne i64 %v56, 0
  %v58 = icmp slt i64 %v56, 0
  %v59 = icmp slt i64 2, 0
  %v60 = xor i1 %v58, %v59
  %v61 = and i1 %v57, %v60
  %v62 = zext i1 %v61 to i64
  %v63 = sub i64 %v55, %v62
  %v64 = add i64 %v63, 1
  %v65 = mul i64 %i7, %v64
  %v66 = add i64 %v65, %i27
  %v67 = add i64 %size.W, 1
  %v68 = add i64 %v67, 1
  %v69 = sub i64 %v68, 2
  %v70 = sub i64 %v69, 1
  %v71 = sdiv i64 %v70, 2
  %v72 = srem i64 %v70, 2
  %v73 = icmp ne i64 %v72, 0
  %v74 = icmp slt i64 %v72, 0
  %v75 = icmp slt i64 2, 0
  %v76 = xor i1 %v74, %v75
  %v77 = and i1 %v73, %v76
  %v78 = zext i1 %v77 to i64
  %v79 = sub i64 %v71, %v78
  %v80 = add i64 %v79, 1
  %v81 = mul i64 %v66, %v80
  %v82 = add i64 %v81, %i47
  %v83 = mul i64 %v82, %size.C
  %v84 = add i64 %v83, %i50
  %p85 = getelementptr float, ptr %buf.y, i64 %v84
  %v86 = ptrtoint ptr %p85 to i64
  %v87 = lshr i64 %v86, 2
  %v88 = sub i64 0, %v87
  %v89 = and i64 %v88, 15
  %v90 = sub i64 %size.C, %i50
  %v91 = icmp sge i64 %v90, 128
  %v92 = select i1 %v91, i64 %v89, i64 0
  %v93 = icmp sgt i64 %v92, 0
  br i1 %v93, label %peel94, label %aligned95
peel94:
  %v96 = add nsw i64 %i50, %v92
  %mask97 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i50, i64 %v96)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc98
  store <16 x i1> zeroinitializer, ptr %nan99
  store i64 0, ptr %r.addr.100
  br label %cond101
cond101:
  %i104 = load i64, ptr %r.addr.100
  %v105 = icmp slt i64 %i104, 3
  br i1 %v105, label %body102, label %exit103
body102:
  store i64 0, ptr %s.addr.106
  br label %cond107
cond107:
  %i110 = load i64, ptr %s.addr.106
  %v111 = icmp slt i64 %i110, 3
  br i1 %v111, label %body108, label %exit109
body108:
  %v112 = mul i64 %i27, 2
  %v113 = add i64 %v112, %i104
  %v114 = sub i64 %v113, 1
  %v115 = icmp sge i64 %v114, 0
  %v116 = icmp slt i64 %v114, %size.H
  %v117 = and i1 %v115, %v116
  %v118 = mul i64 %i47, 2
  %v119 = add i64 %v118, %i110
  %v120 = sub i64 %v119, 1
  %v121 = icmp sge i64 %v120, 0
  %v122 = icmp slt i64 %v120, %size.W
  %v123 = and i1 %v121, %v122
  %v124 = and i1 %v117, %v123
  %ins125 = insertelement <16 x i1> poison, i1 %v124, i64 0
  %splat126 = shufflevector <16 x i1> %ins125, <16 x i1> poison, <16 x i32> zeroinitializer
  %v127 = and <16 x i1> %mask97, %splat126
  %v128 = mul i64 %i7, %size.H
  %v129 = mul i64 %i27, 2
  %v130 = add i64 %v129, %i104
  %v131 = sub i64 %v130, 1
  %v132 = add i64 %v128, %v131
  %v133 = mul i64 %v132, %size.W
  %v134 = mul i64 %i47, 2
  %v135 = add i64 %v134, %i110
  %v136 = sub i64 %v135, 1
  %v137 = add i64 %v133, %v136
  %v138 = mul i64 %v137, %size.C
  %v139 = add i64 %v138, %i50
  %p140 = getelementptr float, ptr %buf.x, i64 %v139
  %ld141 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p140, <16 x i1> %v127, <16 x float> zeroinitializer)
  %v142 = mul i64 %i27, 2
  %v143 = add i64 %v142, %i104
  %v144 = sub i64 %v143, 1
  %v145 = icmp sge i64 %v144, 0
  %v146 = icmp slt i64 %v144, %size.H
  %v147 = and i1 %v145, %v146
  %v148 = mul i64 %i47, 2
  %v149 = add i64 %v148, %i110
  %v150 = sub i64 %v149, 1
  %v151 = icmp sge i64 %v150, 0
  %v152 = icmp slt i64 %v150, %size.W
  %v153 = and i1 %v151, %v152
  %v154 = and i1 %v147, %v153
  %ins155 = insertelement <16 x i1> poison, i1 %v154, i64 0
  %splat156 = shufflevector <16 x i1> %ins155, <16 x i1> poison, <16 x i32> zeroinitializer
  %v157 = and <16 x i1> %mask97, %splat156
  %old158 = load <16 x float>, ptr %acc98
  %v159 = fcmp ogt <16 x float> %ld141, %old158
  %v160 = select <16 x i1> %v159, <16 x float> %ld141, <16 x float> %old158
  %v161 = fcmp uno <16 x float> %ld141, %ld141
  %v162 = and <16 x i1> %v161, %v157
  %v163 = load <16 x i1>, ptr %nan99
  %v164 = or <16 x i1> %v163, %v162
  store <16 x i1> %v164, ptr %nan99
  %v165 = select <16 x i1> %v157, <16 x float> %v160, <16 x float> %old158
  store <16 x float> %v165, ptr %acc98
  %v166 = add nsw i64 %i110, 1
  store i64 %v166, ptr %s.addr.106
  br label %cond107
exit109:
  %v167 = add nsw i64 %i104, 1
  store i64 %v167, ptr %r.addr.100
  br label %cond101
exit103:
  %red168 = load <16 x float>, ptr %acc98
  %v169 = load <16 x i1>, ptr %nan99
  %v170 = select <16 x i1> %v169, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red168
  %v171 = add i64 %size.H, 1
  %v172 = add i64 %v171, 1
  %v173 = sub i64 %v172, 2
  %v174 = sub i64 %v173, 1
  %v175 = sdiv i64 %v174, 2
  %v176 = srem i64 %v174, 2
  %v177 = icmp ne i64 %v176, 0
  %v178 = icmp slt i64 %v176, 0
  %v179 = icmp slt i64 2, 0
  %v180 = xor i1 %v178, %v179
  %v181 = and i1 %v177, %v180
  %v182 = zext i1 %v181 to i64
  %v183 = sub i64 %v175, %v182
  %v184 = add i64 %v183, 1
  %v185 = mul i64 %i7, %v184
  %v186 = add i64 %v185, %i27
  %v187 = add i64 %size.W, 1
  %v188 = add i64 %v187, 1
  %v189 = sub i64 %v188, 2
  %v190 = sub i64 %v189, 1
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
  %v201 = mul i64 %v186, %v200
  %v202 = add i64 %v201, %i47
  %v203 = mul i64 %v202, %size.C
  %v204 = add i64 %v203, %i50
  %p205 = getelementptr float, ptr %buf.y, i64 %v204
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v170, ptr align 4 %p205, <16 x i1> %mask97)
  store i64 %v96, ptr %c.addr.49
  br label %aligned95
aligned95:
  %v238 = and i1 %v91, %v237
  br i1 %v238, label %stream239, label %cached240
stream239:
  %v242 = sub i64 %size.C, 16
  br label %cond243
cond243:
  %i246 = load i64, ptr %c.addr.49
  %v247 = icmp sle i64 %i246, %v242
  br i1 %v247, label %body244, label %exit245
body244:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc248
  store <16 x i1> zeroinitializer, ptr %nan249
  store i64 0, ptr %r.addr.250
  br label %cond251
cond251:
  %i254 = load i64, ptr %r.addr.250
  %v255 = icmp slt i64 %i254, 3
  br i1 %v255, label %body252, label %exit253
body252:
  store i64 0, ptr %s.addr.256
  br label %cond257
cond257:
  %i260 = load i64, ptr %s.addr.256
  %v261 = icmp slt i64 %i260, 3
  br i1 %v261, label %body258, label %exit259
body258:
  %v262 = mul i64 %i27, 2
  %v263 = add i64 %v262, %i254
  %v264 = sub i64 %v263, 1
  %v265 = icmp sge i64 %v264, 0
  %v266 = icmp slt i64 %v264, %size.H
  %v267 = and i1 %v265, %v266
  %v268 = mul i64 %i47, 2
  %v269 = add i64 %v268, %i260
  %v270 = sub i64 %v269, 1
  %v271 = icmp sge i64 %v270, 0
  %v272 = icmp slt i64 %v270, %size.W
  %v273 = and i1 %v271, %v272
  %v274 = and i1 %v267, %v273
  %v275 = mul i64 %i7, %size.H
  %v276 = mul i64 %i27, 2
  %v277 = add i64 %v276, %i254
  %v278 = sub i64 %v277, 1
  %v279 = add i64 %v275, %v278
  %v280 = mul i64 %v279, %size.W
  %v281 = mul i64 %i47, 2
  %v282 = add i64 %v281, %i260
  %v283 = sub i64 %v282, 1
  %v284 = add i64 %v280, %v283
  %v285 = mul i64 %v284, %size.C
  %v286 = add i64 %v285, %i246
  %p287 = getelementptr float, ptr %buf.x, i64 %v286
  %ins288 = insertelement <16 x i1> poison, i1 %v274, i64 0
  %splat289 = shufflevector <16 x i1> %ins288, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld290 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p287, <16 x i1> %splat289, <16 x float> zeroinitializer)
  %v291 = mul i64 %i27, 2
  %v292 = add i64 %v291, %i254
  %v293 = sub i64 %v292, 1
  %v294 = icmp sge i64 %v293, 0
  %v295 = icmp slt i64 %v293, %size.H
  %v296 = and i1 %v294, %v295
  %v297 = mul i64 %i47, 2
  %v298 = add i64 %v297, %i260
  %v299 = sub i64 %v298, 1
  %v300 = icmp sge i64 %v299, 0
  %v301 = icmp slt i64 %v299, %size.W
  %v302 = and i1 %v300, %v301
  %v303 = and i1 %v296, %v302
  %old304 = load <16 x float>, ptr %acc248
  %v305 = fcmp ogt <16 x float> %ld290, %old304
  %v306 = select <16 x i1> %v305, <16 x float> %ld290, <16 x float> %old304
  %v307 = fcmp uno <16 x float> %ld290, %ld290
  %ins308 = insertelement <16 x i1> poison, i1 %v303, i64 0
  %splat309 = shufflevector <16 x i1> %ins308, <16 x i1> poison, <16 x i32> zeroinitializer
  %v310 = and <16 x i1> %v307, %splat309
  %v311 = load <16 x i1>, ptr %nan249
  %v312 = or <16 x i1> %v311, %v310
  store <16 x i1> %v312, ptr %nan249
  %ins313 = insertelement <16 x i1> poison, i1 %v303, i64 0
  %splat314 = shufflevector <16 x i1> %ins313, <16 x i1> poison, <16 x i32> zeroinitializer
  %v315 = select <16 x i1> %splat314, <16 x float> %v306, <16 x float> %old304
  store <16 x float> %v315, ptr %acc248
  %v316 = add nsw i64 %i260, 1
  store i64 %v316, ptr %s.addr.256
  br label %cond257
exit259:
  %v317 = add nsw i64 %i254, 1
  store i64 %v317, ptr %r.addr.250
  br label %cond251
exit253:
  %red318 = load <16 x float>, ptr %acc248
  %v319 = load <16 x i1>, ptr %nan249
  %v320 = select <16 x i1> %v319, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red318
  %v321 = add i64 %size.H, 1
  %v322 = add i64 %v321, 1
  %v323 = sub i64 %v322, 2
  %v324 = sub i64 %v323, 1
  %v325 = sdiv i64 %v324, 2
  %v326 = srem i64 %v324, 2
  %v327 = icmp ne i64 %v326, 0
  %v328 = icmp slt i64 %v326, 0
  %v329 = icmp slt i64 2, 0
  %v330 = xor i1 %v328, %v329
  %v331 = and i1 %v327, %v330
  %v332 = zext i1 %v331 to i64
  %v333 = sub i64 %v325, %v332
  %v334 = add i64 %v333, 1
  %v335 = mul i64 %i7, %v334
  %v336 = add i64 %v335, %i27
  %v337 = add i64 %size.W, 1
  %v338 = add i64 %v337, 1
  %v339 = sub i64 %v338, 2
  %v340 = sub i64 %v339, 1
  %v341 = sdiv i64 %v340, 2
  %v342 = srem i64 %v340, 2
  %v343 = icmp ne i64 %v342, 0
  %v344 = icmp slt i64 %v342, 0
  %v345 = icmp slt i64 2, 0
  %v346 = xor i1 %v344, %v345
  %v347 = and i1 %v343, %v346
  %v348 = zext i1 %v347 to i64
  %v349 = sub i64 %v341, %v348
  %v350 = add i64 %v349, 1
  %v351 = mul i64 %v336, %v350
  %v352 = add i64 %v351, %i47
  %v353 = mul i64 %v352, %size.C
  %v354 = add i64 %v353, %i246
  %p355 = getelementptr float, ptr %buf.y, i64 %v354
  store <16 x float> %v320, ptr %p355, align 64, !nontemporal !{i32 1}
  %v356 = add nsw i64 %i246, 16
  store i64 %v356, ptr %c.addr.49
  br label %cond243
exit245:
  br label %join241
cached240:
  %v357 = sub i64 %size.C, 16
  br label %cond358
cond358:
  %i361 = load i64, ptr %c.addr.49
  %v362 = icmp sle i64 %i361, %v357
  br i1 %v362, label %body359, label %exit360
body359:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc363
  store <16 x i1> zeroinitializer, ptr %nan364
  store i64 0, ptr %r.addr.365
  br label %cond366
cond366:
  %i369 = load i64, ptr %r.addr.365
  %v370 = icmp slt i64 %i369, 3
  br i1 %v370, label %body367, label %exit368
body367:
  store i64 0, ptr %s.addr.371
  br label %cond372
cond372:
  %i375 = load i64, ptr %s.addr.371
  %v376 = icmp slt i64 %i375, 3
  br i1 %v376, label %body373, label %exit374
body373:
  %v377 = mul i64 %i27, 2
  %v378 = add i64 %v377, %i369
  %v379 = sub i64 %v378, 1
  %v380 = icmp sge i64 %v379, 0
  %v381 = icmp slt i64 %v379, %size.H
  %v382 = and i1 %v380, %v381
  %v383 = mul i64 %i47, 2
  %v384 = add i64 %v383, %i375
  %v385 = sub i64 %v384, 1
  %v386 = icmp sge i64 %v385, 0
  %v387 = icmp slt i64 %v385, %size.W
  %v388 = and i1 %v386, %v387
  %v389 = and i1 %v382, %v388
  %v390 = mul i64 %i7, %size.H
  %v391 = mul i64 %i27, 2
  %v392 = add i64 %v391, %i369
  %v393 = sub i64 %v392, 1
  %v394 = add i64 %v390, %v393
  %v395 = mul i64 %v394, %size.W
  %v396 = mul i64 %i47, 2
  %v397 = add i64 %v396, %i375
  %v398 = sub i64 %v397, 1
  %v399 = add i64 %v395, %v398
  %v400 = mul i64 %v399, %size.C
  %v401 = add i64 %v400, %i361
  %p402 = getelementptr float, ptr %buf.x, i64 %v401
  %ins403 = insertelement <16 x i1> poison, i1 %v389, i64 0
  %splat404 = shufflevector <16 x i1> %ins403, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld405 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p402, <16 x i1> %splat404, <16 x float> zeroinitializer)
  %v406 = mul i64 %i27, 2
  %v407 = add i64 %v406, %i369
  %v408 = sub i64 %v407, 1
  %v409 = icmp sge i64 %v408, 0
  %v410 = icmp slt i64 %v408, %size.H
  %v411 = and i1 %v409, %v410
  %v412 = mul i64 %i47, 2
  %v413 = add i64 %v412, %i375
  %v414 = sub i64 %v413, 1
  %v415 = icmp sge i64 %v414, 0
  %v416 = icmp slt i64 %v414, %size.W
  %v417 = and i1 %v415, %v416
  %v418 = and i1 %v411, %v417
  %old419 = load <16 x float>, ptr %acc363
  %v420 = fcmp ogt <16 x float> %ld405, %old419
  %v421 = select <16 x i1> %v420, <16 x float> %ld405, <16 x float> %old419
  %v422 = fcmp uno <16 x float> %ld405, %ld405
  %ins423 = insertelement <16 x i1> poison, i1 %v418, i64 0
  %splat424 = shufflevector <16 x i1> %ins423, <16 x i1> poison, <16 x i32> zeroinitializer
  %v425 = and <16 x i1> %v422, %splat424
  %v426 = load <16 x i1>, ptr %nan364
  %v427 = or <16 x i1> %v426, %v425
  store <16 x i1> %v427, ptr %nan364
  %ins428 = insertelement <16 x i1> poison, i1 %v418, i64 0
  %splat429 = shufflevector <16 x i1> %ins428, <16 x i1> poison, <16 x i32> zeroinitializer
  %v430 = select <16 x i1> %splat429, <16 x float> %v421, <16 x float> %old419
  store <16 x float> %v430, ptr %acc363
  %v431 = add nsw i64 %i375, 1
  store i64 %v431, ptr %s.addr.371
  br label %cond372
exit374:
  %v432 = add nsw i64 %i369, 1
  store i64 %v432, ptr %r.addr.365
  br label %cond366
exit368:
  %red433 = load <16 x float>, ptr %acc363
  %v434 = load <16 x i1>, ptr %nan364
  %v435 = select <16 x i1> %v434, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red433
  %v436 = add i64 %size.H, 1
  %v437 = add i64 %v436, 1
  %v438 = sub i64 %v437, 2
  %v439 = sub i64 %v438, 1
  %v440 = sdiv i64 %v439, 2
  %v441 = srem i64 %v439, 2
  %v442 = icmp ne i64 %v441, 0
  %v443 = icmp slt i64 %v441, 0
  %v444 = icmp slt i64 2, 0
  %v445 = xor i1 %v443, %v444
  %v446 = and i1 %v442, %v445
  %v447 = zext i1 %v446 to i64
  %v448 = sub i64 %v440, %v447
  %v449 = add i64 %v448, 1
  %v450 = mul i64 %i7, %v449
  %v451 = add i64 %v450, %i27
  %v452 = add i64 %size.W, 1
  %v453 = add i64 %v452, 1
  %v454 = sub i64 %v453, 2
  %v455 = sub i64 %v454, 1
  %v456 = sdiv i64 %v455, 2
  %v457 = srem i64 %v455, 2
  %v458 = icmp ne i64 %v457, 0
  %v459 = icmp slt i64 %v457, 0
  %v460 = icmp slt i64 2, 0
  %v461 = xor i1 %v459, %v460
  %v462 = and i1 %v458, %v461
  %v463 = zext i1 %v462 to i64
  %v464 = sub i64 %v456, %v463
  %v465 = add i64 %v464, 1
  %v466 = mul i64 %v451, %v465
  %v467 = add i64 %v466, %i47
  %v468 = mul i64 %v467, %size.C
  %v469 = add i64 %v468, %i361
  %p470 = getelementptr float, ptr %buf.y, i64 %v469
  store <16 x float> %v435, ptr %p470, align 4
  %v471 = add nsw i64 %i361, 16
  store i64 %v471, ptr %c.addr.49
  br label %cond358
exit360:
  br label %join241
join241:
  %i472 = load i64, ptr %c.addr.49
  %v473 = icmp slt i64 %i472, %size.C
  br i1 %v473, label %tail474, label %done475
tail474:
  %mask476 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i472, i64 %size.C)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc477
  store <16 x i1> zeroinitializer, ptr %nan478
  store i64 0, ptr %r.addr.479
  br label %cond480
cond480:
  %i483 = load i64, ptr %r.addr.479
  %v484 = icmp slt i64 %i483, 3
  br i1 %v484, label %body481, label %exit482
body481:
  store i64 0, ptr %s.addr.485
  br label %cond486
cond486:
  %i489 = load i64, ptr %s.addr.485
  %v490 = icmp slt i64 %i489, 3
  br i1 %v490, label %body487, label %exit488
body487:
  %v491 = mul i64 %i27, 2
  %v492 = add i64 %v491, %i483
  %v493 = sub i64 %v492, 1
  %v494 = icmp sge i64 %v493, 0
  %v495 = icmp slt i64 %v493, %size.H
  %v496 = and i1 %v494, %v495
  %v497 = mul i64 %i47, 2
  %v498 = add i64 %v497, %i489
  %v499 = sub i64 %v498, 1
  %v500 = icmp sge i64 %v499, 0
  %v501 = icmp slt i64 %v499, %size.W
  %v502 = and i1 %v500, %v501
  %v503 = and i1 %v496, %v502
  %ins504 = insertelement <16 x i1> poison, i1 %v503, i64 0
  %splat505 = shufflevector <16 x i1> %ins504, <16 x i1> poison, <16 x i32> zeroinitializer
  %v506 = and <16 x i1> %mask476, %splat505
  %v507 = mul i64 %i7, %size.H
  %v508 = mul i64 %i27, 2
  %v509 = add i64 %v508, %i483
  %v510 = sub i64 %v509, 1
  %v511 = add i64 %v507, %v510
  %v512 = mul i64 %v511, %size.W
  %v513 = mul i64 %i47, 2
  %v514 = add i64 %v513, %i489
  %v515 = sub i64 %v514, 1
  %v516 = add i64 %v512, %v515
  %v517 = mul i64 %v516, %size.C
  %v518 = add i64 %v517, %i472
  %p519 = getelementptr float, ptr %buf.x, i64 %v518
  %ld520 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p519, <16 x i1> %v506, <16 x float> zeroinitializer)
  %v521 = mul i64 %i27, 2
  %v522 = add i64 %v521, %i483
  %v523 = sub i64 %v522, 1
  %v524 = icmp sge i64 %v523, 0
  %v525 = icmp slt i64 %v523, %size.H
  %v526 = and i1 %v524, %v525
  %v527 = mul i64 %i47, 2
  %v528 = add i64 %v527, %i489
  %v529 = sub i64 %v528, 1
  %v530 = icmp sge i64 %v529, 0
  %v531 = icmp slt i64 %v529, %size.W
  %v532 = and i1 %v530, %v531
  %v533 = and i1 %v526, %v532
  %ins534 = insertelement <16 x i1> poison, i1 %v533, i64 0
  %splat535 = shufflevector <16 x i1> %ins534, <16 x i1> poison, <16 x i32> zeroinitializer
  %v536 = and <16 x i1> %mask476, %splat535
  %old537 = load <16 x float>, ptr %acc477
  %v538 = fcmp ogt <16 x float> %ld520, %old537
  %v539 = select <16 x i1> %v538, <16 x float> %ld520, <16 x float> %old537
  %v540 = fcmp uno <16 x float> %ld520, %ld520
  %v541 = and <16 x i1> %v540, %v536
  %v542 = load <16 x i1>, ptr %nan478
  %v543 = or <16 x i1> %v542, %v541
  store <16 x i1> %v543, ptr %nan478
  %v544 = select <16 x i1> %v536, <16 x float> %v539, <16 x float> %old537
  store <16 x float> %v544, ptr %acc477
  %v545 = add nsw i64 %i489, 1
  store i64 %v545, ptr %s.addr.485
  br label %cond486
exit488:
  %v546 = add nsw i64 %i483, 1
  store i64 %v546, ptr %r.addr.479
  br label %cond480
exit482:
  %red547 = load <16 x float>, ptr %acc477
  %v548 = load <16 x i1>, ptr %nan478
  %v549 = select <16 x i1> %v548, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red547
  %v550 = add i64 %size.H, 1
  %v551 = add i64 %v550, 1
  %v552 = sub i64 %v551, 2
  %v553 = sub i64 %v552, 1
  %v554 = sdiv i64 %v553, 2
  %v555 = srem i64 %v553, 2
  %v556 = icmp ne i64 %v555, 0
  %v557 = icmp slt i64 %v555, 0
  %v558 = icmp slt i64 2, 0
  %v559 = xor i1 %v557, %v558
  %v560 = and i1 %v556, %v559
  %v561 = zext i1 %v560 to i64
  %v562 = sub i64 %v554, %v561
  %v563 = add i64 %v562, 1
  %v564 = mul i64 %i7, %v563
  %v565 = add i64 %v564, %i27
  %v566 = add i64 %size.W, 1
  %v567 = add i64 %v566, 1
  %v568 = sub i64 %v567, 2
  %v569 = sub i64 %v568, 1
  %v570 = sdiv i64 %v569, 2
  %v571 = srem i64 %v569, 2
  %v572 = icmp ne i64 %v571, 0
  %v573 = icmp slt i64 %v571, 0
  %v574 = icmp slt i64 2, 0
  %v575 = xor i1 %v573, %v574
  %v576 = and i1 %v572, %v575
  %v577 = zext i1 %v576 to i64
  %v578 = sub i64 %v570, %v577
  %v579 = add i64 %v578, 1
  %v580 = mul i64 %v565, %v579
  %v581 = add i64 %v580, %i47
  %v582 = mul i64 %v581, %size.C
  %v583 = add i64 %v582, %i472
  %p584 = getelementptr float, ptr %buf.y, i64 %v583
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v549, ptr align 4 %p584, <16 x i1> %mask476)
  br label %done475
done475:
  %v585 = add nsw i64 %i47, 1
  store i64 %v585, ptr %q.addr.43
  br label %cond44
exit46:
  %v586 = add nsw i64 %i27, 1
  store i64 %v586, ptr %p.addr.23
  br label %cond24
exit26:
  %v587 = add nsw i64 %i7, 1
  store i64 %v587, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
