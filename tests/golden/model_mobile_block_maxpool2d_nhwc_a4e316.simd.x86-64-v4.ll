@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
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
  %r.addr.99 = alloca i64, align 64
  %s.addr.105 = alloca i64, align 64
  %acc240 = alloca <16 x float>, align 64
  %r.addr.241 = alloca i64, align 64
  %s.addr.247 = alloca i64, align 64
  %acc345 = alloca <16 x float>, align 64
  %r.addr.346 = alloca i64, align 64
  %s.addr.352 = alloca i64, align 64
  %acc449 = alloca <16 x float>, align 64
  %r.addr.450 = alloca i64, align 64
  %s.addr.456 = alloca i64, align 64
  %v198 = add i64 %size.H, 1
  %v199 = add i64 %v198, 1
  %v200 = sub i64 %v199, 2
  %v201 = sub i64 %v200, 1
  %v202 = sdiv i64 %v201, 2
  %v203 = srem i64 %v201, 2
  %v204 = icmp ne i64 %v203, 0
  %v205 = icmp slt i64 %v203, 0
  %v206 = icmp slt i64 2, 0
  %v207 = xor i1 %v205, %v206
  %v208 = and i1 %v204, %v207
  %v209 = zext i1 %v208 to i64
  %v210 = sub i64 %v202, %v209
  %v211 = add i64 %v210, 1
  %v212 = mul i64 %size.N, %v211
  %v213 = add i64 %size.W, 1
  %v214 = add i64 %v213, 1
  %v215 = sub i64 %v214, 2
  %v216 = sub i64 %v215, 1
  %v217 = sdiv i64 %v216, 2
  %v218 = srem i64 %v216, 2
  %v219 = icmp ne i64 %v218, 0
  %v220 = icmp slt i64 %v218, 0
  %v221 = icmp slt i64 2, 0
  %v222 = xor i1 %v220, %v221
  %v223 = and i1 %v219, %v222
  %v224 = zext i1 %v223 to i64
  %v225 = sub i64 %v217, %v224
  %v226 = add i64 %v225, 1
  %v227 = mul i64 %v212, %v226
  %v228 = mul i64 %v227, %size.C
  %v229 = icmp sge i64 %v228, 2097152
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
  store i64 0, ptr %r.addr.99
  br label %cond100
cond100:
  %i103 = load i64, ptr %r.addr.99
  %v104 = icmp slt i64 %i103, 3
  br i1 %v104, label %body101, label %exit102
body101:
  store i64 0, ptr %s.addr.105
  br label %cond106
cond106:
  %i109 = load i64, ptr %s.addr.105
  %v110 = icmp slt i64 %i109, 3
  br i1 %v110, label %body107, label %exit108
body107:
  %v111 = mul i64 %i27, 2
  %v112 = add i64 %v111, %i103
  %v113 = sub i64 %v112, 1
  %v114 = icmp sge i64 %v113, 0
  %v115 = icmp slt i64 %v113, %size.H
  %v116 = and i1 %v114, %v115
  %v117 = mul i64 %i47, 2
  %v118 = add i64 %v117, %i109
  %v119 = sub i64 %v118, 1
  %v120 = icmp sge i64 %v119, 0
  %v121 = icmp slt i64 %v119, %size.W
  %v122 = and i1 %v120, %v121
  %v123 = and i1 %v116, %v122
  %ins124 = insertelement <16 x i1> poison, i1 %v123, i64 0
  %splat125 = shufflevector <16 x i1> %ins124, <16 x i1> poison, <16 x i32> zeroinitializer
  %v126 = and <16 x i1> %mask97, %splat125
  %v127 = mul i64 %i7, %size.H
  %v128 = mul i64 %i27, 2
  %v129 = add i64 %v128, %i103
  %v130 = sub i64 %v129, 1
  %v131 = add i64 %v127, %v130
  %v132 = mul i64 %v131, %size.W
  %v133 = mul i64 %i47, 2
  %v134 = add i64 %v133, %i109
  %v135 = sub i64 %v134, 1
  %v136 = add i64 %v132, %v135
  %v137 = mul i64 %v136, %size.C
  %v138 = add i64 %v137, %i50
  %p139 = getelementptr float, ptr %buf.x, i64 %v138
  %ld140 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p139, <16 x i1> %v126, <16 x float> zeroinitializer)
  %v141 = mul i64 %i27, 2
  %v142 = add i64 %v141, %i103
  %v143 = sub i64 %v142, 1
  %v144 = icmp sge i64 %v143, 0
  %v145 = icmp slt i64 %v143, %size.H
  %v146 = and i1 %v144, %v145
  %v147 = mul i64 %i47, 2
  %v148 = add i64 %v147, %i109
  %v149 = sub i64 %v148, 1
  %v150 = icmp sge i64 %v149, 0
  %v151 = icmp slt i64 %v149, %size.W
  %v152 = and i1 %v150, %v151
  %v153 = and i1 %v146, %v152
  %ins154 = insertelement <16 x i1> poison, i1 %v153, i64 0
  %splat155 = shufflevector <16 x i1> %ins154, <16 x i1> poison, <16 x i32> zeroinitializer
  %v156 = and <16 x i1> %mask97, %splat155
  %old157 = load <16 x float>, ptr %acc98
  %v158 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old157, <16 x float> %ld140)
  %v159 = select <16 x i1> %v156, <16 x float> %v158, <16 x float> %old157
  store <16 x float> %v159, ptr %acc98
  %v160 = add nsw i64 %i109, 1
  store i64 %v160, ptr %s.addr.105
  br label %cond106
exit108:
  %v161 = add nsw i64 %i103, 1
  store i64 %v161, ptr %r.addr.99
  br label %cond100
exit102:
  %red162 = load <16 x float>, ptr %acc98
  %v163 = add i64 %size.H, 1
  %v164 = add i64 %v163, 1
  %v165 = sub i64 %v164, 2
  %v166 = sub i64 %v165, 1
  %v167 = sdiv i64 %v166, 2
  %v168 = srem i64 %v166, 2
  %v169 = icmp ne i64 %v168, 0
  %v170 = icmp slt i64 %v168, 0
  %v171 = icmp slt i64 2, 0
  %v172 = xor i1 %v170, %v171
  %v173 = and i1 %v169, %v172
  %v174 = zext i1 %v173 to i64
  %v175 = sub i64 %v167, %v174
  %v176 = add i64 %v175, 1
  %v177 = mul i64 %i7, %v176
  %v178 = add i64 %v177, %i27
  %v179 = add i64 %size.W, 1
  %v180 = add i64 %v179, 1
  %v181 = sub i64 %v180, 2
  %v182 = sub i64 %v181, 1
  %v183 = sdiv i64 %v182, 2
  %v184 = srem i64 %v182, 2
  %v185 = icmp ne i64 %v184, 0
  %v186 = icmp slt i64 %v184, 0
  %v187 = icmp slt i64 2, 0
  %v188 = xor i1 %v186, %v187
  %v189 = and i1 %v185, %v188
  %v190 = zext i1 %v189 to i64
  %v191 = sub i64 %v183, %v190
  %v192 = add i64 %v191, 1
  %v193 = mul i64 %v178, %v192
  %v194 = add i64 %v193, %i47
  %v195 = mul i64 %v194, %size.C
  %v196 = add i64 %v195, %i50
  %p197 = getelementptr float, ptr %buf.y, i64 %v196
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red162, ptr align 4 %p197, <16 x i1> %mask97)
  store i64 %v96, ptr %c.addr.49
  br label %aligned95
aligned95:
  %v230 = and i1 %v91, %v229
  br i1 %v230, label %stream231, label %cached232
stream231:
  %v234 = sub i64 %size.C, 16
  br label %cond235
cond235:
  %i238 = load i64, ptr %c.addr.49
  %v239 = icmp sle i64 %i238, %v234
  br i1 %v239, label %body236, label %exit237
body236:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc240
  store i64 0, ptr %r.addr.241
  br label %cond242
cond242:
  %i245 = load i64, ptr %r.addr.241
  %v246 = icmp slt i64 %i245, 3
  br i1 %v246, label %body243, label %exit244
body243:
  store i64 0, ptr %s.addr.247
  br label %cond248
cond248:
  %i251 = load i64, ptr %s.addr.247
  %v252 = icmp slt i64 %i251, 3
  br i1 %v252, label %body249, label %exit250
body249:
  %v253 = mul i64 %i27, 2
  %v254 = add i64 %v253, %i245
  %v255 = sub i64 %v254, 1
  %v256 = icmp sge i64 %v255, 0
  %v257 = icmp slt i64 %v255, %size.H
  %v258 = and i1 %v256, %v257
  %v259 = mul i64 %i47, 2
  %v260 = add i64 %v259, %i251
  %v261 = sub i64 %v260, 1
  %v262 = icmp sge i64 %v261, 0
  %v263 = icmp slt i64 %v261, %size.W
  %v264 = and i1 %v262, %v263
  %v265 = and i1 %v258, %v264
  %v266 = mul i64 %i7, %size.H
  %v267 = mul i64 %i27, 2
  %v268 = add i64 %v267, %i245
  %v269 = sub i64 %v268, 1
  %v270 = add i64 %v266, %v269
  %v271 = mul i64 %v270, %size.W
  %v272 = mul i64 %i47, 2
  %v273 = add i64 %v272, %i251
  %v274 = sub i64 %v273, 1
  %v275 = add i64 %v271, %v274
  %v276 = mul i64 %v275, %size.C
  %v277 = add i64 %v276, %i238
  %p278 = getelementptr float, ptr %buf.x, i64 %v277
  %ins279 = insertelement <16 x i1> poison, i1 %v265, i64 0
  %splat280 = shufflevector <16 x i1> %ins279, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld281 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p278, <16 x i1> %splat280, <16 x float> zeroinitializer)
  %v282 = mul i64 %i27, 2
  %v283 = add i64 %v282, %i245
  %v284 = sub i64 %v283, 1
  %v285 = icmp sge i64 %v284, 0
  %v286 = icmp slt i64 %v284, %size.H
  %v287 = and i1 %v285, %v286
  %v288 = mul i64 %i47, 2
  %v289 = add i64 %v288, %i251
  %v290 = sub i64 %v289, 1
  %v291 = icmp sge i64 %v290, 0
  %v292 = icmp slt i64 %v290, %size.W
  %v293 = and i1 %v291, %v292
  %v294 = and i1 %v287, %v293
  %old295 = load <16 x float>, ptr %acc240
  %v296 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old295, <16 x float> %ld281)
  %ins297 = insertelement <16 x i1> poison, i1 %v294, i64 0
  %splat298 = shufflevector <16 x i1> %ins297, <16 x i1> poison, <16 x i32> zeroinitializer
  %v299 = select <16 x i1> %splat298, <16 x float> %v296, <16 x float> %old295
  store <16 x float> %v299, ptr %acc240
  %v300 = add nsw i64 %i251, 1
  store i64 %v300, ptr %s.addr.247
  br label %cond248
exit250:
  %v301 = add nsw i64 %i245, 1
  store i64 %v301, ptr %r.addr.241
  br label %cond242
exit244:
  %red302 = load <16 x float>, ptr %acc240
  %v303 = add i64 %size.H, 1
  %v304 = add i64 %v303, 1
  %v305 = sub i64 %v304, 2
  %v306 = sub i64 %v305, 1
  %v307 = sdiv i64 %v306, 2
  %v308 = srem i64 %v306, 2
  %v309 = icmp ne i64 %v308, 0
  %v310 = icmp slt i64 %v308, 0
  %v311 = icmp slt i64 2, 0
  %v312 = xor i1 %v310, %v311
  %v313 = and i1 %v309, %v312
  %v314 = zext i1 %v313 to i64
  %v315 = sub i64 %v307, %v314
  %v316 = add i64 %v315, 1
  %v317 = mul i64 %i7, %v316
  %v318 = add i64 %v317, %i27
  %v319 = add i64 %size.W, 1
  %v320 = add i64 %v319, 1
  %v321 = sub i64 %v320, 2
  %v322 = sub i64 %v321, 1
  %v323 = sdiv i64 %v322, 2
  %v324 = srem i64 %v322, 2
  %v325 = icmp ne i64 %v324, 0
  %v326 = icmp slt i64 %v324, 0
  %v327 = icmp slt i64 2, 0
  %v328 = xor i1 %v326, %v327
  %v329 = and i1 %v325, %v328
  %v330 = zext i1 %v329 to i64
  %v331 = sub i64 %v323, %v330
  %v332 = add i64 %v331, 1
  %v333 = mul i64 %v318, %v332
  %v334 = add i64 %v333, %i47
  %v335 = mul i64 %v334, %size.C
  %v336 = add i64 %v335, %i238
  %p337 = getelementptr float, ptr %buf.y, i64 %v336
  store <16 x float> %red302, ptr %p337, align 64, !nontemporal !{i32 1}
  %v338 = add nsw i64 %i238, 16
  store i64 %v338, ptr %c.addr.49
  br label %cond235
exit237:
  br label %join233
cached232:
  %v339 = sub i64 %size.C, 16
  br label %cond340
cond340:
  %i343 = load i64, ptr %c.addr.49
  %v344 = icmp sle i64 %i343, %v339
  br i1 %v344, label %body341, label %exit342
body341:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc345
  store i64 0, ptr %r.addr.346
  br label %cond347
cond347:
  %i350 = load i64, ptr %r.addr.346
  %v351 = icmp slt i64 %i350, 3
  br i1 %v351, label %body348, label %exit349
body348:
  store i64 0, ptr %s.addr.352
  br label %cond353
cond353:
  %i356 = load i64, ptr %s.addr.352
  %v357 = icmp slt i64 %i356, 3
  br i1 %v357, label %body354, label %exit355
body354:
  %v358 = mul i64 %i27, 2
  %v359 = add i64 %v358, %i350
  %v360 = sub i64 %v359, 1
  %v361 = icmp sge i64 %v360, 0
  %v362 = icmp slt i64 %v360, %size.H
  %v363 = and i1 %v361, %v362
  %v364 = mul i64 %i47, 2
  %v365 = add i64 %v364, %i356
  %v366 = sub i64 %v365, 1
  %v367 = icmp sge i64 %v366, 0
  %v368 = icmp slt i64 %v366, %size.W
  %v369 = and i1 %v367, %v368
  %v370 = and i1 %v363, %v369
  %v371 = mul i64 %i7, %size.H
  %v372 = mul i64 %i27, 2
  %v373 = add i64 %v372, %i350
  %v374 = sub i64 %v373, 1
  %v375 = add i64 %v371, %v374
  %v376 = mul i64 %v375, %size.W
  %v377 = mul i64 %i47, 2
  %v378 = add i64 %v377, %i356
  %v379 = sub i64 %v378, 1
  %v380 = add i64 %v376, %v379
  %v381 = mul i64 %v380, %size.C
  %v382 = add i64 %v381, %i343
  %p383 = getelementptr float, ptr %buf.x, i64 %v382
  %ins384 = insertelement <16 x i1> poison, i1 %v370, i64 0
  %splat385 = shufflevector <16 x i1> %ins384, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld386 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p383, <16 x i1> %splat385, <16 x float> zeroinitializer)
  %v387 = mul i64 %i27, 2
  %v388 = add i64 %v387, %i350
  %v389 = sub i64 %v388, 1
  %v390 = icmp sge i64 %v389, 0
  %v391 = icmp slt i64 %v389, %size.H
  %v392 = and i1 %v390, %v391
  %v393 = mul i64 %i47, 2
  %v394 = add i64 %v393, %i356
  %v395 = sub i64 %v394, 1
  %v396 = icmp sge i64 %v395, 0
  %v397 = icmp slt i64 %v395, %size.W
  %v398 = and i1 %v396, %v397
  %v399 = and i1 %v392, %v398
  %old400 = load <16 x float>, ptr %acc345
  %v401 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old400, <16 x float> %ld386)
  %ins402 = insertelement <16 x i1> poison, i1 %v399, i64 0
  %splat403 = shufflevector <16 x i1> %ins402, <16 x i1> poison, <16 x i32> zeroinitializer
  %v404 = select <16 x i1> %splat403, <16 x float> %v401, <16 x float> %old400
  store <16 x float> %v404, ptr %acc345
  %v405 = add nsw i64 %i356, 1
  store i64 %v405, ptr %s.addr.352
  br label %cond353
exit355:
  %v406 = add nsw i64 %i350, 1
  store i64 %v406, ptr %r.addr.346
  br label %cond347
exit349:
  %red407 = load <16 x float>, ptr %acc345
  %v408 = add i64 %size.H, 1
  %v409 = add i64 %v408, 1
  %v410 = sub i64 %v409, 2
  %v411 = sub i64 %v410, 1
  %v412 = sdiv i64 %v411, 2
  %v413 = srem i64 %v411, 2
  %v414 = icmp ne i64 %v413, 0
  %v415 = icmp slt i64 %v413, 0
  %v416 = icmp slt i64 2, 0
  %v417 = xor i1 %v415, %v416
  %v418 = and i1 %v414, %v417
  %v419 = zext i1 %v418 to i64
  %v420 = sub i64 %v412, %v419
  %v421 = add i64 %v420, 1
  %v422 = mul i64 %i7, %v421
  %v423 = add i64 %v422, %i27
  %v424 = add i64 %size.W, 1
  %v425 = add i64 %v424, 1
  %v426 = sub i64 %v425, 2
  %v427 = sub i64 %v426, 1
  %v428 = sdiv i64 %v427, 2
  %v429 = srem i64 %v427, 2
  %v430 = icmp ne i64 %v429, 0
  %v431 = icmp slt i64 %v429, 0
  %v432 = icmp slt i64 2, 0
  %v433 = xor i1 %v431, %v432
  %v434 = and i1 %v430, %v433
  %v435 = zext i1 %v434 to i64
  %v436 = sub i64 %v428, %v435
  %v437 = add i64 %v436, 1
  %v438 = mul i64 %v423, %v437
  %v439 = add i64 %v438, %i47
  %v440 = mul i64 %v439, %size.C
  %v441 = add i64 %v440, %i343
  %p442 = getelementptr float, ptr %buf.y, i64 %v441
  store <16 x float> %red407, ptr %p442, align 4
  %v443 = add nsw i64 %i343, 16
  store i64 %v443, ptr %c.addr.49
  br label %cond340
exit342:
  br label %join233
join233:
  %i444 = load i64, ptr %c.addr.49
  %v445 = icmp slt i64 %i444, %size.C
  br i1 %v445, label %tail446, label %done447
tail446:
  %mask448 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i444, i64 %size.C)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc449
  store i64 0, ptr %r.addr.450
  br label %cond451
cond451:
  %i454 = load i64, ptr %r.addr.450
  %v455 = icmp slt i64 %i454, 3
  br i1 %v455, label %body452, label %exit453
body452:
  store i64 0, ptr %s.addr.456
  br label %cond457
cond457:
  %i460 = load i64, ptr %s.addr.456
  %v461 = icmp slt i64 %i460, 3
  br i1 %v461, label %body458, label %exit459
body458:
  %v462 = mul i64 %i27, 2
  %v463 = add i64 %v462, %i454
  %v464 = sub i64 %v463, 1
  %v465 = icmp sge i64 %v464, 0
  %v466 = icmp slt i64 %v464, %size.H
  %v467 = and i1 %v465, %v466
  %v468 = mul i64 %i47, 2
  %v469 = add i64 %v468, %i460
  %v470 = sub i64 %v469, 1
  %v471 = icmp sge i64 %v470, 0
  %v472 = icmp slt i64 %v470, %size.W
  %v473 = and i1 %v471, %v472
  %v474 = and i1 %v467, %v473
  %ins475 = insertelement <16 x i1> poison, i1 %v474, i64 0
  %splat476 = shufflevector <16 x i1> %ins475, <16 x i1> poison, <16 x i32> zeroinitializer
  %v477 = and <16 x i1> %mask448, %splat476
  %v478 = mul i64 %i7, %size.H
  %v479 = mul i64 %i27, 2
  %v480 = add i64 %v479, %i454
  %v481 = sub i64 %v480, 1
  %v482 = add i64 %v478, %v481
  %v483 = mul i64 %v482, %size.W
  %v484 = mul i64 %i47, 2
  %v485 = add i64 %v484, %i460
  %v486 = sub i64 %v485, 1
  %v487 = add i64 %v483, %v486
  %v488 = mul i64 %v487, %size.C
  %v489 = add i64 %v488, %i444
  %p490 = getelementptr float, ptr %buf.x, i64 %v489
  %ld491 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p490, <16 x i1> %v477, <16 x float> zeroinitializer)
  %v492 = mul i64 %i27, 2
  %v493 = add i64 %v492, %i454
  %v494 = sub i64 %v493, 1
  %v495 = icmp sge i64 %v494, 0
  %v496 = icmp slt i64 %v494, %size.H
  %v497 = and i1 %v495, %v496
  %v498 = mul i64 %i47, 2
  %v499 = add i64 %v498, %i460
  %v500 = sub i64 %v499, 1
  %v501 = icmp sge i64 %v500, 0
  %v502 = icmp slt i64 %v500, %size.W
  %v503 = and i1 %v501, %v502
  %v504 = and i1 %v497, %v503
  %ins505 = insertelement <16 x i1> poison, i1 %v504, i64 0
  %splat506 = shufflevector <16 x i1> %ins505, <16 x i1> poison, <16 x i32> zeroinitializer
  %v507 = and <16 x i1> %mask448, %splat506
  %old508 = load <16 x float>, ptr %acc449
  %v509 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old508, <16 x float> %ld491)
  %v510 = select <16 x i1> %v507, <16 x float> %v509, <16 x float> %old508
  store <16 x float> %v510, ptr %acc449
  %v511 = add nsw i64 %i460, 1
  store i64 %v511, ptr %s.addr.456
  br label %cond457
exit459:
  %v512 = add nsw i64 %i454, 1
  store i64 %v512, ptr %r.addr.450
  br label %cond451
exit453:
  %red513 = load <16 x float>, ptr %acc449
  %v514 = add i64 %size.H, 1
  %v515 = add i64 %v514, 1
  %v516 = sub i64 %v515, 2
  %v517 = sub i64 %v516, 1
  %v518 = sdiv i64 %v517, 2
  %v519 = srem i64 %v517, 2
  %v520 = icmp ne i64 %v519, 0
  %v521 = icmp slt i64 %v519, 0
  %v522 = icmp slt i64 2, 0
  %v523 = xor i1 %v521, %v522
  %v524 = and i1 %v520, %v523
  %v525 = zext i1 %v524 to i64
  %v526 = sub i64 %v518, %v525
  %v527 = add i64 %v526, 1
  %v528 = mul i64 %i7, %v527
  %v529 = add i64 %v528, %i27
  %v530 = add i64 %size.W, 1
  %v531 = add i64 %v530, 1
  %v532 = sub i64 %v531, 2
  %v533 = sub i64 %v532, 1
  %v534 = sdiv i64 %v533, 2
  %v535 = srem i64 %v533, 2
  %v536 = icmp ne i64 %v535, 0
  %v537 = icmp slt i64 %v535, 0
  %v538 = icmp slt i64 2, 0
  %v539 = xor i1 %v537, %v538
  %v540 = and i1 %v536, %v539
  %v541 = zext i1 %v540 to i64
  %v542 = sub i64 %v534, %v541
  %v543 = add i64 %v542, 1
  %v544 = mul i64 %v529, %v543
  %v545 = add i64 %v544, %i47
  %v546 = mul i64 %v545, %size.C
  %v547 = add i64 %v546, %i444
  %p548 = getelementptr float, ptr %buf.y, i64 %v547
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red513, ptr align 4 %p548, <16 x i1> %mask448)
  br label %done447
done447:
  %v549 = add nsw i64 %i47, 1
  store i64 %v549, ptr %q.addr.43
  br label %cond44
exit46:
  %v550 = add nsw i64 %i27, 1
  store i64 %v550, ptr %p.addr.23
  br label %cond24
exit26:
  %v551 = add nsw i64 %i7, 1
  store i64 %v551, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
