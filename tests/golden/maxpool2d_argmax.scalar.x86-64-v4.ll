@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimum.f32(float, float)

define void @"jr.op.maxpool2d_argmax"(ptr noalias %buf.x, ptr noalias %buf.m, ptr noalias %buf.k, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %p.addr.29 = alloca i64, align 64
  %q.addr.39 = alloca i64, align 64
  %acc45 = alloca float, align 64
  %r.addr.46 = alloca i64, align 64
  %s.addr.52 = alloca i64, align 64
  %acc160 = alloca float, align 64
  %r.addr.161 = alloca i64, align 64
  %s.addr.167 = alloca i64, align 64
  %acc253 = alloca float, align 64
  %r.addr.254 = alloca i64, align 64
  %s.addr.260 = alloca i64, align 64
  %acc346 = alloca float, align 64
  %r.addr.347 = alloca i64, align 64
  %s.addr.353 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %c.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %c.addr.9
  %v14 = icmp slt i64 %i13, %size.C
  br i1 %v14, label %body11, label %exit12
body11:
  %v15 = add i64 %size.H, 1
  %v16 = add i64 %v15, 1
  %v17 = sub i64 %v16, 2
  %v18 = sub i64 %v17, 1
  %v19 = sdiv i64 %v18, 2
  %v20 = srem i64 %v18, 2
  %v21 = icmp ne i64 %v20, 0
  %v22 = icmp slt i64 %v20, 0
  %v23 = icmp slt i64 2, 0
  %v24 = xor i1 %v22, %v23
  %v25 = and i1 %v21, %v24
  %v26 = zext i1 %v25 to i64
  %v27 = sub i64 %v19, %v26
  %v28 = add i64 %v27, 1
  store i64 0, ptr %p.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %p.addr.29
  %v34 = icmp slt i64 %i33, %v28
  br i1 %v34, label %body31, label %exit32
body31:
  %v35 = add i64 %size.W, 1
  %v36 = sub i64 %v35, 2
  %v37 = sub i64 %v36, 1
  %v38 = add i64 %v37, 1
  store i64 0, ptr %q.addr.39
  br label %cond40
cond40:
  %i43 = load i64, ptr %q.addr.39
  %v44 = icmp slt i64 %i43, %v38
  br i1 %v44, label %body41, label %exit42
body41:
  store float 0xFFF0000000000000, ptr %acc45
  store i64 0, ptr %r.addr.46
  br label %cond47
cond47:
  %i50 = load i64, ptr %r.addr.46
  %v51 = icmp slt i64 %i50, 3
  br i1 %v51, label %body48, label %exit49
body48:
  store i64 0, ptr %s.addr.52
  br label %cond53
cond53:
  %i56 = load i64, ptr %s.addr.52
  %v57 = icmp slt i64 %i56, 2
  br i1 %v57, label %body54, label %exit55
body54:
  %v58 = mul i64 %i33, 2
  %v59 = add i64 %v58, %i50
  %v60 = sub i64 %v59, 1
  %v61 = icmp sge i64 %v60, 0
  %v62 = icmp slt i64 %v60, %size.H
  %v63 = and i1 %v61, %v62
  %v64 = mul i64 %i56, 2
  %v65 = add i64 %i43, %v64
  %v66 = sub i64 %v65, 1
  %v67 = icmp sge i64 %v66, 0
  %v68 = icmp slt i64 %v66, %size.W
  %v69 = and i1 %v67, %v68
  %v70 = and i1 %v63, %v69
  %v71 = mul i64 %i7, %size.C
  %v72 = add i64 %v71, %i13
  %v73 = mul i64 %v72, %size.H
  %v74 = mul i64 %i33, 2
  %v75 = add i64 %v74, %i50
  %v76 = sub i64 %v75, 1
  %v77 = add i64 %v73, %v76
  %v78 = mul i64 %v77, %size.W
  %v79 = mul i64 %i56, 2
  %v80 = add i64 %i43, %v79
  %v81 = sub i64 %v80, 1
  %v82 = add i64 %v78, %v81
  %p83 = getelementptr float, ptr %buf.x, i64 %v82
  %p84 = select i1 %v70, ptr %p83, ptr @jr.zero
  %ld85 = load float, ptr %p84, align 4
  %v86 = fcmp oeq float %ld85, %ld85
  %v87 = select i1 %v86, float %ld85, float 0xC7EFFFFFE0000000
  %v88 = mul i64 %i33, 2
  %v89 = add i64 %v88, %i50
  %v90 = sub i64 %v89, 1
  %v91 = icmp sge i64 %v90, 0
  %v92 = icmp slt i64 %v90, %size.H
  %v93 = and i1 %v91, %v92
  %v94 = mul i64 %i56, 2
  %v95 = add i64 %i43, %v94
  %v96 = sub i64 %v95, 1
  %v97 = icmp sge i64 %v96, 0
  %v98 = icmp slt i64 %v96, %size.W
  %v99 = and i1 %v97, %v98
  %v100 = and i1 %v93, %v99
  %v101 = mul i64 %i33, 2
  %v102 = add i64 %v101, %i50
  %v103 = sub i64 %v102, 1
  %v104 = icmp sge i64 %v103, 0
  %v105 = icmp slt i64 %v103, %size.H
  %v106 = and i1 %v104, %v105
  %v107 = mul i64 %i56, 2
  %v108 = add i64 %i43, %v107
  %v109 = sub i64 %v108, 1
  %v110 = icmp sge i64 %v109, 0
  %v111 = icmp slt i64 %v109, %size.W
  %v112 = and i1 %v110, %v111
  %v113 = and i1 %v106, %v112
  %v114 = and i1 %v100, %v113
  %v115 = mul i64 %i33, 2
  %v116 = add i64 %v115, %i50
  %v117 = sub i64 %v116, 1
  %v118 = icmp sge i64 %v117, 0
  %v119 = icmp slt i64 %v117, %size.H
  %v120 = and i1 %v118, %v119
  %v121 = mul i64 %i56, 2
  %v122 = add i64 %i43, %v121
  %v123 = sub i64 %v122, 1
  %v124 = icmp sge i64 %v123, 0
  %v125 = icmp slt i64 %v123, %size.W
  %v126 = and i1 %v124, %v125
  %v127 = and i1 %v120, %v126
  %v128 = and i1 %v114, %v127
  %old129 = load float, ptr %acc45
  %v130 = call float @llvm.maximum.f32(float %old129, float %v87)
  %v131 = select i1 %v128, float %v130, float %old129
  store float %v131, ptr %acc45
  %v132 = add nsw i64 %i56, 1
  store i64 %v132, ptr %s.addr.52
  br label %cond53
exit55:
  %v133 = add nsw i64 %i50, 1
  store i64 %v133, ptr %r.addr.46
  br label %cond47
exit49:
  %red134 = load float, ptr %acc45
  %v135 = mul i64 %i7, %size.C
  %v136 = add i64 %v135, %i13
  %v137 = add i64 %size.H, 1
  %v138 = add i64 %v137, 1
  %v139 = sub i64 %v138, 2
  %v140 = sub i64 %v139, 1
  %v141 = sdiv i64 %v140, 2
  %v142 = srem i64 %v140, 2
  %v143 = icmp ne i64 %v142, 0
  %v144 = icmp slt i64 %v142, 0
  %v145 = icmp slt i64 2, 0
  %v146 = xor i1 %v144, %v145
  %v147 = and i1 %v143, %v146
  %v148 = zext i1 %v147 to i64
  %v149 = sub i64 %v141, %v148
  %v150 = add i64 %v149, 1
  %v151 = mul i64 %v136, %v150
  %v152 = add i64 %v151, %i33
  %v153 = add i64 %size.W, 1
  %v154 = sub i64 %v153, 2
  %v155 = sub i64 %v154, 1
  %v156 = add i64 %v155, 1
  %v157 = mul i64 %v152, %v156
  %v158 = add i64 %v157, %i43
  %p159 = getelementptr float, ptr %buf.m, i64 %v158
  store float %red134, ptr %p159, align 4
  store float 0x7FF0000000000000, ptr %acc160
  store i64 0, ptr %r.addr.161
  br label %cond162
cond162:
  %i165 = load i64, ptr %r.addr.161
  %v166 = icmp slt i64 %i165, 3
  br i1 %v166, label %body163, label %exit164
body163:
  store i64 0, ptr %s.addr.167
  br label %cond168
cond168:
  %i171 = load i64, ptr %s.addr.167
  %v172 = icmp slt i64 %i171, 2
  br i1 %v172, label %body169, label %exit170
body169:
  %v173 = mul i64 %i33, 2
  %v174 = add i64 %v173, %i165
  %v175 = sub i64 %v174, 1
  %v176 = icmp sge i64 %v175, 0
  %v177 = icmp slt i64 %v175, %size.H
  %v178 = and i1 %v176, %v177
  %v179 = mul i64 %i171, 2
  %v180 = add i64 %i43, %v179
  %v181 = sub i64 %v180, 1
  %v182 = icmp sge i64 %v181, 0
  %v183 = icmp slt i64 %v181, %size.W
  %v184 = and i1 %v182, %v183
  %v185 = and i1 %v178, %v184
  %v186 = mul i64 %i7, %size.C
  %v187 = add i64 %v186, %i13
  %v188 = mul i64 %v187, %size.H
  %v189 = mul i64 %i33, 2
  %v190 = add i64 %v189, %i165
  %v191 = sub i64 %v190, 1
  %v192 = add i64 %v188, %v191
  %v193 = mul i64 %v192, %size.W
  %v194 = mul i64 %i171, 2
  %v195 = add i64 %i43, %v194
  %v196 = sub i64 %v195, 1
  %v197 = add i64 %v193, %v196
  %p198 = getelementptr float, ptr %buf.x, i64 %v197
  %p199 = select i1 %v185, ptr %p198, ptr @jr.zero
  %ld200 = load float, ptr %p199, align 4
  %v201 = mul i64 %i7, %size.C
  %v202 = add i64 %v201, %i13
  %v203 = add i64 %size.H, 1
  %v204 = add i64 %v203, 1
  %v205 = sub i64 %v204, 2
  %v206 = sub i64 %v205, 1
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
  %v217 = mul i64 %v202, %v216
  %v218 = add i64 %v217, %i33
  %v219 = add i64 %size.W, 1
  %v220 = sub i64 %v219, 2
  %v221 = sub i64 %v220, 1
  %v222 = add i64 %v221, 1
  %v223 = mul i64 %v218, %v222
  %v224 = add i64 %v223, %i43
  %p225 = getelementptr float, ptr %buf.m, i64 %v224
  %ld226 = load float, ptr %p225, align 4
  %v227 = fcmp ole float %ld200, %ld226
  %v228 = sitofp i64 %i165 to float
  %v229 = fmul float %v228, 0x4000000000000000
  %v230 = sitofp i64 %i171 to float
  %v231 = fadd float %v229, %v230
  %v232 = fmul float 0x4008000000000000, 0x4000000000000000
  %v233 = select i1 %v227, float %v231, float %v232
  %v234 = mul i64 %i33, 2
  %v235 = add i64 %v234, %i165
  %v236 = sub i64 %v235, 1
  %v237 = icmp sge i64 %v236, 0
  %v238 = icmp slt i64 %v236, %size.H
  %v239 = and i1 %v237, %v238
  %v240 = mul i64 %i171, 2
  %v241 = add i64 %i43, %v240
  %v242 = sub i64 %v241, 1
  %v243 = icmp sge i64 %v242, 0
  %v244 = icmp slt i64 %v242, %size.W
  %v245 = and i1 %v243, %v244
  %v246 = and i1 %v239, %v245
  %old247 = load float, ptr %acc160
  %v248 = call float @llvm.minimum.f32(float %old247, float %v233)
  %v249 = select i1 %v246, float %v248, float %old247
  store float %v249, ptr %acc160
  %v250 = add nsw i64 %i171, 1
  store i64 %v250, ptr %s.addr.167
  br label %cond168
exit170:
  %v251 = add nsw i64 %i165, 1
  store i64 %v251, ptr %r.addr.161
  br label %cond162
exit164:
  %red252 = load float, ptr %acc160
  store float 0x7FF0000000000000, ptr %acc253
  store i64 0, ptr %r.addr.254
  br label %cond255
cond255:
  %i258 = load i64, ptr %r.addr.254
  %v259 = icmp slt i64 %i258, 3
  br i1 %v259, label %body256, label %exit257
body256:
  store i64 0, ptr %s.addr.260
  br label %cond261
cond261:
  %i264 = load i64, ptr %s.addr.260
  %v265 = icmp slt i64 %i264, 2
  br i1 %v265, label %body262, label %exit263
body262:
  %v266 = mul i64 %i33, 2
  %v267 = add i64 %v266, %i258
  %v268 = sub i64 %v267, 1
  %v269 = icmp sge i64 %v268, 0
  %v270 = icmp slt i64 %v268, %size.H
  %v271 = and i1 %v269, %v270
  %v272 = mul i64 %i264, 2
  %v273 = add i64 %i43, %v272
  %v274 = sub i64 %v273, 1
  %v275 = icmp sge i64 %v274, 0
  %v276 = icmp slt i64 %v274, %size.W
  %v277 = and i1 %v275, %v276
  %v278 = and i1 %v271, %v277
  %v279 = mul i64 %i7, %size.C
  %v280 = add i64 %v279, %i13
  %v281 = mul i64 %v280, %size.H
  %v282 = mul i64 %i33, 2
  %v283 = add i64 %v282, %i258
  %v284 = sub i64 %v283, 1
  %v285 = add i64 %v281, %v284
  %v286 = mul i64 %v285, %size.W
  %v287 = mul i64 %i264, 2
  %v288 = add i64 %i43, %v287
  %v289 = sub i64 %v288, 1
  %v290 = add i64 %v286, %v289
  %p291 = getelementptr float, ptr %buf.x, i64 %v290
  %p292 = select i1 %v278, ptr %p291, ptr @jr.zero
  %ld293 = load float, ptr %p292, align 4
  %v294 = mul i64 %i7, %size.C
  %v295 = add i64 %v294, %i13
  %v296 = add i64 %size.H, 1
  %v297 = add i64 %v296, 1
  %v298 = sub i64 %v297, 2
  %v299 = sub i64 %v298, 1
  %v300 = sdiv i64 %v299, 2
  %v301 = srem i64 %v299, 2
  %v302 = icmp ne i64 %v301, 0
  %v303 = icmp slt i64 %v301, 0
  %v304 = icmp slt i64 2, 0
  %v305 = xor i1 %v303, %v304
  %v306 = and i1 %v302, %v305
  %v307 = zext i1 %v306 to i64
  %v308 = sub i64 %v300, %v307
  %v309 = add i64 %v308, 1
  %v310 = mul i64 %v295, %v309
  %v311 = add i64 %v310, %i33
  %v312 = add i64 %size.W, 1
  %v313 = sub i64 %v312, 2
  %v314 = sub i64 %v313, 1
  %v315 = add i64 %v314, 1
  %v316 = mul i64 %v311, %v315
  %v317 = add i64 %v316, %i43
  %p318 = getelementptr float, ptr %buf.m, i64 %v317
  %ld319 = load float, ptr %p318, align 4
  %v320 = fcmp ole float %ld293, %ld319
  %v321 = fmul float 0x4008000000000000, 0x4000000000000000
  %v322 = sitofp i64 %i258 to float
  %v323 = fmul float %v322, 0x4000000000000000
  %v324 = sitofp i64 %i264 to float
  %v325 = fadd float %v323, %v324
  %v326 = select i1 %v320, float %v321, float %v325
  %v327 = mul i64 %i33, 2
  %v328 = add i64 %v327, %i258
  %v329 = sub i64 %v328, 1
  %v330 = icmp sge i64 %v329, 0
  %v331 = icmp slt i64 %v329, %size.H
  %v332 = and i1 %v330, %v331
  %v333 = mul i64 %i264, 2
  %v334 = add i64 %i43, %v333
  %v335 = sub i64 %v334, 1
  %v336 = icmp sge i64 %v335, 0
  %v337 = icmp slt i64 %v335, %size.W
  %v338 = and i1 %v336, %v337
  %v339 = and i1 %v332, %v338
  %old340 = load float, ptr %acc253
  %v341 = call float @llvm.minimum.f32(float %old340, float %v326)
  %v342 = select i1 %v339, float %v341, float %old340
  store float %v342, ptr %acc253
  %v343 = add nsw i64 %i264, 1
  store i64 %v343, ptr %s.addr.260
  br label %cond261
exit263:
  %v344 = add nsw i64 %i258, 1
  store i64 %v344, ptr %r.addr.254
  br label %cond255
exit257:
  %red345 = load float, ptr %acc253
  store float 0x7FF0000000000000, ptr %acc346
  store i64 0, ptr %r.addr.347
  br label %cond348
cond348:
  %i351 = load i64, ptr %r.addr.347
  %v352 = icmp slt i64 %i351, 3
  br i1 %v352, label %body349, label %exit350
body349:
  store i64 0, ptr %s.addr.353
  br label %cond354
cond354:
  %i357 = load i64, ptr %s.addr.353
  %v358 = icmp slt i64 %i357, 2
  br i1 %v358, label %body355, label %exit356
body355:
  %v359 = mul i64 %i33, 2
  %v360 = add i64 %v359, %i351
  %v361 = sub i64 %v360, 1
  %v362 = icmp sge i64 %v361, 0
  %v363 = icmp slt i64 %v361, %size.H
  %v364 = and i1 %v362, %v363
  %v365 = mul i64 %i357, 2
  %v366 = add i64 %i43, %v365
  %v367 = sub i64 %v366, 1
  %v368 = icmp sge i64 %v367, 0
  %v369 = icmp slt i64 %v367, %size.W
  %v370 = and i1 %v368, %v369
  %v371 = and i1 %v364, %v370
  %v372 = mul i64 %i7, %size.C
  %v373 = add i64 %v372, %i13
  %v374 = mul i64 %v373, %size.H
  %v375 = mul i64 %i33, 2
  %v376 = add i64 %v375, %i351
  %v377 = sub i64 %v376, 1
  %v378 = add i64 %v374, %v377
  %v379 = mul i64 %v378, %size.W
  %v380 = mul i64 %i357, 2
  %v381 = add i64 %i43, %v380
  %v382 = sub i64 %v381, 1
  %v383 = add i64 %v379, %v382
  %p384 = getelementptr float, ptr %buf.x, i64 %v383
  %p385 = select i1 %v371, ptr %p384, ptr @jr.zero
  %ld386 = load float, ptr %p385, align 4
  %v387 = mul i64 %i7, %size.C
  %v388 = add i64 %v387, %i13
  %v389 = add i64 %size.H, 1
  %v390 = add i64 %v389, 1
  %v391 = sub i64 %v390, 2
  %v392 = sub i64 %v391, 1
  %v393 = sdiv i64 %v392, 2
  %v394 = srem i64 %v392, 2
  %v395 = icmp ne i64 %v394, 0
  %v396 = icmp slt i64 %v394, 0
  %v397 = icmp slt i64 2, 0
  %v398 = xor i1 %v396, %v397
  %v399 = and i1 %v395, %v398
  %v400 = zext i1 %v399 to i64
  %v401 = sub i64 %v393, %v400
  %v402 = add i64 %v401, 1
  %v403 = mul i64 %v388, %v402
  %v404 = add i64 %v403, %i33
  %v405 = add i64 %size.W, 1
  %v406 = sub i64 %v405, 2
  %v407 = sub i64 %v406, 1
  %v408 = add i64 %v407, 1
  %v409 = mul i64 %v404, %v408
  %v410 = add i64 %v409, %i43
  %p411 = getelementptr float, ptr %buf.m, i64 %v410
  %ld412 = load float, ptr %p411, align 4
  %v413 = fcmp oeq float %ld386, %ld412
  %v414 = sitofp i64 %i351 to float
  %v415 = fmul float %v414, 0x4000000000000000
  %v416 = sitofp i64 %i357 to float
  %v417 = fadd float %v415, %v416
  %v418 = fmul float 0x4008000000000000, 0x4000000000000000
  %v419 = select i1 %v413, float %v417, float %v418
  %v420 = mul i64 %i33, 2
  %v421 = add i64 %v420, %i351
  %v422 = sub i64 %v421, 1
  %v423 = icmp sge i64 %v422, 0
  %v424 = icmp slt i64 %v422, %size.H
  %v425 = and i1 %v423, %v424
  %v426 = mul i64 %i357, 2
  %v427 = add i64 %i43, %v426
  %v428 = sub i64 %v427, 1
  %v429 = icmp sge i64 %v428, 0
  %v430 = icmp slt i64 %v428, %size.W
  %v431 = and i1 %v429, %v430
  %v432 = and i1 %v425, %v431
  %old433 = load float, ptr %acc346
  %v434 = call float @llvm.minimum.f32(float %old433, float %v419)
  %v435 = select i1 %v432, float %v434, float %old433
  store float %v435, ptr %acc346
  %v436 = add nsw i64 %i357, 1
  store i64 %v436, ptr %s.addr.353
  br label %cond354
exit356:
  %v437 = add nsw i64 %i351, 1
  store i64 %v437, ptr %r.addr.347
  br label %cond348
exit350:
  %red438 = load float, ptr %acc346
  %v439 = fcmp olt float %red345, %red252
  %v440 = fmul float 0x4008000000000000, 0x4000000000000000
  %v441 = fcmp olt float %red438, %v440
  %v442 = select i1 %v441, float %red438, float %red252
  %v443 = select i1 %v439, float %red345, float %v442
  %v444 = mul i64 %i7, %size.C
  %v445 = add i64 %v444, %i13
  %v446 = add i64 %size.H, 1
  %v447 = add i64 %v446, 1
  %v448 = sub i64 %v447, 2
  %v449 = sub i64 %v448, 1
  %v450 = sdiv i64 %v449, 2
  %v451 = srem i64 %v449, 2
  %v452 = icmp ne i64 %v451, 0
  %v453 = icmp slt i64 %v451, 0
  %v454 = icmp slt i64 2, 0
  %v455 = xor i1 %v453, %v454
  %v456 = and i1 %v452, %v455
  %v457 = zext i1 %v456 to i64
  %v458 = sub i64 %v450, %v457
  %v459 = add i64 %v458, 1
  %v460 = mul i64 %v445, %v459
  %v461 = add i64 %v460, %i33
  %v462 = add i64 %size.W, 1
  %v463 = sub i64 %v462, 2
  %v464 = sub i64 %v463, 1
  %v465 = add i64 %v464, 1
  %v466 = mul i64 %v461, %v465
  %v467 = add i64 %v466, %i43
  %p468 = getelementptr float, ptr %buf.k, i64 %v467
  store float %v443, ptr %p468, align 4
  %v469 = add nsw i64 %i43, 1
  store i64 %v469, ptr %q.addr.39
  br label %cond40
exit42:
  %v470 = add nsw i64 %i33, 1
  store i64 %v470, ptr %p.addr.29
  br label %cond30
exit32:
  %v471 = add nsw i64 %i13, 1
  store i64 %v471, ptr %c.addr.9
  br label %cond10
exit12:
  %v472 = add nsw i64 %i7, 1
  store i64 %v472, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
