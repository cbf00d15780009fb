@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.maxpool2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.15 = alloca i64, align 64
  %q.addr.37 = alloca i64, align 64
  %c.addr.43 = alloca i64, align 64
  %acc76 = alloca <16 x float>, align 64
  %nan77 = alloca <16 x i1>, align 64
  %r.addr.78 = alloca i64, align 64
  %s.addr.84 = alloca i64, align 64
  %acc207 = alloca <16 x float>, align 64
  %nan208 = alloca <16 x i1>, align 64
  %r.addr.209 = alloca i64, align 64
  %s.addr.215 = alloca i64, align 64
  %acc304 = alloca <16 x float>, align 64
  %nan305 = alloca <16 x i1>, align 64
  %r.addr.306 = alloca i64, align 64
  %s.addr.312 = alloca i64, align 64
  %acc400 = alloca <16 x float>, align 64
  %nan401 = alloca <16 x i1>, align 64
  %r.addr.402 = alloca i64, align 64
  %s.addr.408 = alloca i64, align 64
  %v166 = add i64 %size.H, 1
  %v167 = add i64 %v166, 1
  %v168 = sub i64 %v167, 2
  %v169 = sub i64 %v168, 1
  %v170 = sdiv i64 %v169, 2
  %v171 = srem i64 %v169, 2
  %v172 = icmp ne i64 %v171, 0
  %v173 = icmp slt i64 %v171, 0
  %v174 = icmp slt i64 2, 0
  %v175 = xor i1 %v173, %v174
  %v176 = and i1 %v172, %v175
  %v177 = zext i1 %v176 to i64
  %v178 = sub i64 %v170, %v177
  %v179 = add i64 %v178, 1
  %v180 = add i64 %size.W, 1
  %v181 = add i64 %v180, 1
  %v182 = sub i64 %v181, 2
  %v183 = sub i64 %v182, 1
  %v184 = sdiv i64 %v183, 2
  %v185 = srem i64 %v183, 2
  %v186 = icmp ne i64 %v185, 0
  %v187 = icmp slt i64 %v185, 0
  %v188 = icmp slt i64 2, 0
  %v189 = xor i1 %v187, %v188
  %v190 = and i1 %v186, %v189
  %v191 = zext i1 %v190 to i64
  %v192 = sub i64 %v184, %v191
  %v193 = add i64 %v192, 1
  %v194 = mul i64 %v179, %v193
  %v195 = mul i64 %v194, %size.C
  %v196 = icmp sge i64 %v195, 2097152
  %v1 = add i64 %size.H, 1
  %v2 = add i64 %v1, 1
  %v3 = sub i64 %v2, 2
  %v4 = sub i64 %v3, 1
  %v5 = sdiv i64 %v4, 2
  %v6 = srem i64 %v4, 2
  %v7 = icmp ne i64 %v6, 0
  %v8 = icmp slt i64 %v6, 0
  %v9 = icmp slt i64 2, 0
  %v10 = xor i1 %v8, %v9
  %v11 = and i1 %v7, %v10
  %v12 = zext i1 %v11 to i64
  %v13 = sub i64 %v5, %v12
  %v14 = add i64 %v13, 1
  %v16 = icmp slt i64 %range.hi, %v14
  %v17 = select i1 %v16, i64 %range.hi, i64 %v14
  store i64 %range.lo, ptr %p.addr.15
  br label %cond18
cond18:
  %i21 = load i64, ptr %p.addr.15
  %v22 = icmp slt i64 %i21, %v17
  br i1 %v22, label %body19, label %exit20
body19:
  %v23 = add i64 %size.W, 1
  %v24 = add i64 %v23, 1
  %v25 = sub i64 %v24, 2
  %v26 = sub i64 %v25, 1
  %v27 = sdiv i64 %v26, 2
  %v28 = srem i64 %v26, 2
  %v29 = icmp ne i64 %v28, 0
  %v30 = icmp slt i64 %v28, 0
  %v31 = icmp slt i64 2, 0
  %v32 = xor i1 %v30, %v31
  %v33 = and i1 %v29, %v32
  %v34 = zext i1 %v33 to i64
  %v35 = sub i64 %v27, %v34
  %v36 = add i64 %v35, 1
  store i64 0, ptr %q.addr.37
  br label %cond38
cond38:
  %i41 = load i64, ptr %q.addr.37
  %v42 = icmp slt i64 %i41, %v36
  br i1 %v42, label %body39, label %exit40
body39:
  store i64 0, ptr %c.addr.43
  %i44 = load i64, ptr %c.addr.43
  %v45 = add i64 %size.W, 1
  %v46 = add i64 %v45, 1
  %v47 = sub i64 %v46, 2
  %v48 = sub i64 %v47, 1
  %v49 = sdiv i64 %v48, 2
  %v50 = srem i64 %v48, 2
  %v51 = icmp ne i64 %v50, 0
  %v52 = icmp slt i64 %v50, 0
  %v53 = icmp slt i64 2, 0
  %v54 = xor i1 %v52, %v53
  %v55 = and i1 %v51, %v54
  %v56 = zext i1 %v55 to i64
  %v57 = sub i64 %v49, %v56
  %v58 = add i64 %v57, 1
  %v59 = mul i64 %i21, %v58
  %v60 = add i64 %v59, %i41
  %v61 = mul i64 %v60, %size.C
  %v62 = add i64 %v61, %i44
  %p63 = getelementptr float, ptr %buf.y, i64 %v62
  %v64 = ptrtoint ptr %p63 to i64
  %v65 = lshr i64 %v64, 2
  %v66 = sub i64 0, %v65
  %v67 = and i64 %v66, 15
  %v68 = sub i64 %size.C, %i44
  %v69 = icmp sge i64 %v68, 128
  %v70 = select i1 %v69, i64 %v67, i64 0
  %v71 = icmp sgt i64 %v70, 0
  br i1 %v71, label %peel72, label %aligned73
peel72:
  %v74 = add nsw i64 %i44, %v70
  %mask75 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i44, i64 %v74)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc76
  store <16 x i1> zeroinitializer, ptr %nan77
  store i64 0, ptr %r.addr.78
  br label %cond79
cond79:
  %i82 = load i64, ptr %r.addr.78
  %v83 = icmp slt i64 %i82, 3
  br i1 %v83, label %body80, label %exit81
body80:
  store i64 0, ptr %s.addr.84
  br label %cond85
cond85:
  %i88 = load i64, ptr %s.addr.84
  %v89 = icmp slt i64 %i88, 3
  br i1 %v89, label %body86, label %exit87
body86:
  %v90 = mul i64 %i21, 2
  %v91 = add i64 %v90, %i82
  %v92 = sub i64 %v91, 1
  %v93 = icmp sge i64 %v92, 0
  %v94 = icmp slt i64 %v92, %size.H
  %v95 = and i1 %v93, %v94
  %v96 = mul i64 %i41, 2
  %v97 = add i64 %v96, %i88
  %v98 = sub i64 %v97, 1
  %v99 = icmp sge i64 %v98, 0
  %v100 = icmp slt i64 %v98, %size.W
  %v101 = and i1 %v99, %v100
  %v102 = and i1 %v95, %v101
  %ins103 = insertelement <16 x i1> poison, i1 %v102, i64 0
  %splat104 = shufflevector <16 x i1> %ins103, <16 x i1> poison, <16 x i32> zeroinitializer
  %v105 = and <16 x i1> %mask75, %splat104
  %v106 = mul i64 %i21, 2
  %v107 = add i64 %v106, %i82
  %v108 = sub i64 %v107, 1
  %v109 = mul i64 %v108, %size.W
  %v110 = mul i64 %i41, 2
  %v111 = add i64 %v110, %i88
  %v112 = sub i64 %v111, 1
  %v113 = add i64 %v109, %v112
  %v114 = mul i64 %v113, %size.C
  %v115 = add i64 %v114, %i44
  %p116 = getelementptr float, ptr %buf.x, i64 %v115
  %ld117 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p116, <16 x i1> %v105, <16 x float> zeroinitializer)
  %v118 = mul i64 %i21, 2
  %v119 = add i64 %v118, %i82
  %v120 = sub i64 %v119, 1
  %v121 = icmp sge i64 %v120, 0
  %v122 = icmp slt i64 %v120, %size.H
  %v123 = and i1 %v121, %v122
  %v124 = mul i64 %i41, 2
  %v125 = add i64 %v124, %i88
  %v126 = sub i64 %v125, 1
  %v127 = icmp sge i64 %v126, 0
  %v128 = icmp slt i64 %v126, %size.W
  %v129 = and i1 %v127, %v128
  %v130 = and i1 %v123, %v129
  %ins131 = insertelement <16 x i1> poison, i1 %v130, i64 0
  %splat132 = shufflevector <16 x i1> %ins131, <16 x i1> poison, <16 x i32> zeroinitializer
  %v133 = and <16 x i1> %mask75, %splat132
  %old134 = load <16 x float>, ptr %acc76
  %v135 = fcmp ogt <16 x float> %ld117, %old134
  %v136 = select <16 x i1> %v135, <16 x float> %ld117, <16 x float> %old134
  %v137 = fcmp uno <16 x float> %ld117, %ld117
  %v138 = and <16 x i1> %v137, %v133
  %v139 = load <16 x i1>, ptr %nan77
  %v140 = or <16 x i1> %v139, %v138
  store <16 x i1> %v140, ptr %nan77
  %v141 = select <16 x i1> %v133, <16 x float> %v136, <16 x float> %old134
  store <16 x float> %v141, ptr %acc76
  %v142 = add nsw i64 %i88, 1
  store i64 %v142, ptr %s.addr.84
  br label %cond85
exit87:
  %v143 = add nsw i64 %i82, 1
  store i64 %v143, ptr %r.addr.78
  br label %cond79
exit81:
  %red144 = load <16 x float>, ptr %acc76
  %v145 = load <16 x i1>, ptr %nan77
  %v146 = select <16 x i1> %v145, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red144
  %v147 = add i64 %size.W, 1
  %v148 = add i64 %v147, 1
  %v149 = sub i64 %v148, 2
  %v150 = sub i64 %v149, 1
  %v151 = sdiv i64 %v150, 2
  %v152 = srem i64 %v150, 2
  %v153 = icmp ne i64 %v152, 0
  %v154 = icmp slt i64 %v152, 0
  %v155 = icmp slt i64 2, 0
  %v156 = xor i1 %v154, %v155
  %v157 = and i1 %v153, %v156
  %v158 = zext i1 %v157 to i64
  %v159 = sub i64 %v151, %v158
  %v160 = add i64 %v159, 1
  %v161 = mul i64 %i21, %v160
  %v162 = add i64 %v161, %i41
  %v163 = mul i64 %v162, %size.C
  %v164 = add i64 %v163, %i44
  %p165 = getelementptr float, ptr %buf.y, i64 %v164
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v146, ptr align 4 %p165, <16 x i1> %mask75)
  store i64 %v74, ptr %c.addr.43
  br label %aligned73
aligned73:
  %v197 = and i1 %v69, %v196
  br i1 %v197, label %stream198, label %cached199
stream198:
  %v201 = sub i64 %size.C, 16
  br label %cond202
cond202:
  %i205 = load i64, ptr %c.addr.43
  %v206 = icmp sle i64 %i205, %v201
  br i1 %v206, label %body203, label %exit204
body203:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc207
  store <16 x i1> zeroinitializer, ptr %nan208
  store i64 0, ptr %r.addr.209
  br label %cond210
cond210:
  %i213 = load i64, ptr %r.addr.209
  %v214 = icmp slt i64 %i213, 3
  br i1 %v214, label %body211, label %exit212
body211:
  store i64 0, ptr %s.addr.215
  br label %cond216
cond216:
  %i219 = load i64, ptr %s.addr.215
  %v220 = icmp slt i64 %i219, 3
  br i1 %v220, label %body217, label %exit218
body217:
  %v221 = mul i64 %i21, 2
  %v222 = add i64 %v221, %i213
  %v223 = sub i64 %v222, 1
  %v224 = icmp sge i64 %v223, 0
  %v225 = icmp slt i64 %v223, %size.H
  %v226 = and i1 %v224, %v225
  %v227 = mul i64 %i41, 2
  %v228 = add i64 %v227, %i219
  %v229 = sub i64 %v228, 1
  %v230 = icmp sge i64 %v229, 0
  %v231 = icmp slt i64 %v229, %size.W
  %v232 = and i1 %v230, %v231
  %v233 = and i1 %v226, %v232
  %v234 = mul i64 %i21, 2
  %v235 = add i64 %v234, %i213
  %v236 = sub i64 %v235, 1
  %v237 = mul i64 %v236, %size.W
  %v238 = mul i64 %i41, 2
  %v239 = add i64 %v238, %i219
  %v240 = sub i64 %v239, 1
  %v241 = add i64 %v237, %v240
  %v242 = mul i64 %v241, %size.C
  %v243 = add i64 %v242, %i205
  %p244 = getelementptr float, ptr %buf.x, i64 %v243
  %ins245 = insertelement <16 x i1> poison, i1 %v233, i64 0
  %splat246 = shufflevector <16 x i1> %ins245, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld247 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p244, <16 x i1> %splat246, <16 x float> zeroinitializer)
  %v248 = mul i64 %i21, 2
  %v249 = add i64 %v248, %i213
  %v250 = sub i64 %v249, 1
  %v251 = icmp sge i64 %v250, 0
  %v252 = icmp slt i64 %v250, %size.H
  %v253 = and i1 %v251, %v252
  %v254 = mul i64 %i41, 2
  %v255 = add i64 %v254, %i219
  %v256 = sub i64 %v255, 1
  %v257 = icmp sge i64 %v256, 0
  %v258 = icmp slt i64 %v256, %size.W
  %v259 = and i1 %v257, %v258
  %v260 = and i1 %v253, %v259
  %old261 = load <16 x float>, ptr %acc207
  %v262 = fcmp ogt <16 x float> %ld247, %old261
  %v263 = select <16 x i1> %v262, <16 x float> %ld247, <16 x float> %old261
  %v264 = fcmp uno <16 x float> %ld247, %ld247
  %ins265 = insertelement <16 x i1> poison, i1 %v260, i64 0
  %splat266 = shufflevector <16 x i1> %ins265, <16 x i1> poison, <16 x i32> zeroinitializer
  %v267 = and <16 x i1> %v264, %splat266
  %v268 = load <16 x i1>, ptr %nan208
  %v269 = or <16 x i1> %v268, %v267
  store <16 x i1> %v269, ptr %nan208
  %ins270 = insertelement <16 x i1> poison, i1 %v260, i64 0
  %splat271 = shufflevector <16 x i1> %ins270, <16 x i1> poison, <16 x i32> zeroinitializer
  %v272 = select <16 x i1> %splat271, <16 x float> %v263, <16 x float> %old261
  store <16 x float> %v272, ptr %acc207
  %v273 = add nsw i64 %i219, 1
  store i64 %v273, ptr %s.addr.215
  br label %cond216
exit218:
  %v274 = add nsw i64 %i213, 1
  store i64 %v274, ptr %r.addr.209
  br label %cond210
exit212:
  %red275 = load <16 x float>, ptr %acc207
  %v276 = load <16 x i1>, ptr %nan208
  %v277 = select <16 x i1> %v276, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red275
  %v278 = add i64 %size.W, 1
  %v279 = add i64 %v278, 1
  %v280 = sub i64 %v279, 2
  %v281 = sub i64 %v280, 1
  %v282 = sdiv i64 %v281, 2
  %v283 = srem i64 %v281, 2
  %v284 = icmp ne i64 %v283, 0
  %v285 = icmp slt i64 %v283, 0
  %v286 = icmp slt i64 2, 0
  %v287 = xor i1 %v285, %v286
  %v288 = and i1 %v284, %v287
  %v289 = zext i1 %v288 to i64
  %v290 = sub i64 %v282, %v289
  %v291 = add i64 %v290, 1
  %v292 = mul i64 %i21, %v291
  %v293 = add i64 %v292, %i41
  %v294 = mul i64 %v293, %size.C
  %v295 = add i64 %v294, %i205
  %p296 = getelementptr float, ptr %buf.y, i64 %v295
  store <16 x float> %v277, ptr %p296, align 64, !nontemporal !{i32 1}
  %v297 = add nsw i64 %i205, 16
  store i64 %v297, ptr %c.addr.43
  br label %cond202
exit204:
  br label %join200
cached199:
  %v298 = sub i64 %size.C, 16
  br label %cond299
cond299:
  %i302 = load i64, ptr %c.addr.43
  %v303 = icmp sle i64 %i302, %v298
  br i1 %v303, label %body300, label %exit301
body300:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc304
  store <16 x i1> zeroinitializer, ptr %nan305
  store i64 0, ptr %r.addr.306
  br label %cond307
cond307:
  %i310 = load i64, ptr %r.addr.306
  %v311 = icmp slt i64 %i310, 3
  br i1 %v311, label %body308, label %exit309
body308:
  store i64 0, ptr %s.addr.312
  br label %cond313
cond313:
  %i316 = load i64, ptr %s.addr.312
  %v317 = icmp slt i64 %i316, 3
  br i1 %v317, label %body314, label %exit315
body314:
  %v318 = mul i64 %i21, 2
  %v319 = add i64 %v318, %i310
  %v320 = sub i64 %v319, 1
  %v321 = icmp sge i64 %v320, 0
  %v322 = icmp slt i64 %v320, %size.H
  %v323 = and i1 %v321, %v322
  %v324 = mul i64 %i41, 2
  %v325 = add i64 %v324, %i316
  %v326 = sub i64 %v325, 1
  %v327 = icmp sge i64 %v326, 0
  %v328 = icmp slt i64 %v326, %size.W
  %v329 = and i1 %v327, %v328
  %v330 = and i1 %v323, %v329
  %v331 = mul i64 %i21, 2
  %v332 = add i64 %v331, %i310
  %v333 = sub i64 %v332, 1
  %v334 = mul i64 %v333, %size.W
  %v335 = mul i64 %i41, 2
  %v336 = add i64 %v335, %i316
  %v337 = sub i64 %v336, 1
  %v338 = add i64 %v334, %v337
  %v339 = mul i64 %v338, %size.C
  %v340 = add i64 %v339, %i302
  %p341 = getelementptr float, ptr %buf.x, i64 %v340
  %ins342 = insertelement <16 x i1> poison, i1 %v330, i64 0
  %splat343 = shufflevector <16 x i1> %ins342, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p341, <16 x i1> %splat343, <16 x float> zeroinitializer)
  %v345 = mul i64 %i21, 2
  %v346 = add i64 %v345, %i310
  %v347 = sub i64 %v346, 1
  %v348 = icmp sge i64 %v347, 0
  %v349 = icmp slt i64 %v347, %size.H
  %v350 = and i1 %v348, %v349
  %v351 = mul i64 %i41, 2
  %v352 = add i64 %v351, %i316
  %v353 = sub i64 %v352, 1
  %v354 = icmp sge i64 %v353, 0
  %v355 = icmp slt i64 %v353, %size.W
  %v356 = and i1 %v354, %v355
  %v357 = and i1 %v350, %v356
  %old358 = load <16 x float>, ptr %acc304
  %v359 = fcmp ogt <16 x float> %ld344, %old358
  %v360 = select <16 x i1> %v359, <16 x float> %ld344, <16 x float> %old358
  %v361 = fcmp uno <16 x float> %ld344, %ld344
  %ins362 = insertelement <16 x i1> poison, i1 %v357, i64 0
  %splat363 = shufflevector <16 x i1> %ins362, <16 x i1> poison, <16 x i32> zeroinitializer
  %v364 = and <16 x i1> %v361, %splat363
  %v365 = load <16 x i1>, ptr %nan305
  %v366 = or <16 x i1> %v365, %v364
  store <16 x i1> %v366, ptr %nan305
  %ins367 = insertelement <16 x i1> poison, i1 %v357, i64 0
  %splat368 = shufflevector <16 x i1> %ins367, <16 x i1> poison, <16 x i32> zeroinitializer
  %v369 = select <16 x i1> %splat368, <16 x float> %v360, <16 x float> %old358
  store <16 x float> %v369, ptr %acc304
  %v370 = add nsw i64 %i316, 1
  store i64 %v370, ptr %s.addr.312
  br label %cond313
exit315:
  %v371 = add nsw i64 %i310, 1
  store i64 %v371, ptr %r.addr.306
  br label %cond307
exit309:
  %red372 = load <16 x float>, ptr %acc304
  %v373 = load <16 x i1>, ptr %nan305
  %v374 = select <16 x i1> %v373, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red372
  %v375 = add i64 %size.W, 1
  %v376 = add i64 %v375, 1
  %v377 = sub i64 %v376, 2
  %v378 = sub i64 %v377, 1
  %v379 = sdiv i64 %v378, 2
  %v380 = srem i64 %v378, 2
  %v381 = icmp ne i64 %v380, 0
  %v382 = icmp slt i64 %v380, 0
  %v383 = icmp slt i64 2, 0
  %v384 = xor i1 %v382, %v383
  %v385 = and i1 %v381, %v384
  %v386 = zext i1 %v385 to i64
  %v387 = sub i64 %v379, %v386
  %v388 = add i64 %v387, 1
  %v389 = mul i64 %i21, %v388
  %v390 = add i64 %v389, %i41
  %v391 = mul i64 %v390, %size.C
  %v392 = add i64 %v391, %i302
  %p393 = getelementptr float, ptr %buf.y, i64 %v392
  store <16 x float> %v374, ptr %p393, align 4
  %v394 = add nsw i64 %i302, 16
  store i64 %v394, ptr %c.addr.43
  br label %cond299
exit301:
  br label %join200
join200:
  %i395 = load i64, ptr %c.addr.43
  %v396 = icmp slt i64 %i395, %size.C
  br i1 %v396, label %tail397, label %done398
tail397:
  %mask399 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i395, i64 %size.C)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc400
  store <16 x i1> zeroinitializer, ptr %nan401
  store i64 0, ptr %r.addr.402
  br label %cond403
cond403:
  %i406 = load i64, ptr %r.addr.402
  %v407 = icmp slt i64 %i406, 3
  br i1 %v407, label %body404, label %exit405
body404:
  store i64 0, ptr %s.addr.408
  br label %cond409
cond409:
  %i412 = load i64, ptr %s.addr.408
  %v413 = icmp slt i64 %i412, 3
  br i1 %v413, label %body410, label %exit411
body410:
  %v414 = mul i64 %i21, 2
  %v415 = add i64 %v414, %i406
  %v416 = sub i64 %v415, 1
  %v417 = icmp sge i64 %v416, 0
  %v418 = icmp slt i64 %v416, %size.H
  %v419 = and i1 %v417, %v418
  %v420 = mul i64 %i41, 2
  %v421 = add i64 %v420, %i412
  %v422 = sub i64 %v421, 1
  %v423 = icmp sge i64 %v422, 0
  %v424 = icmp slt i64 %v422, %size.W
  %v425 = and i1 %v423, %v424
  %v426 = and i1 %v419, %v425
  %ins427 = insertelement <16 x i1> poison, i1 %v426, i64 0
  %splat428 = shufflevector <16 x i1> %ins427, <16 x i1> poison, <16 x i32> zeroinitializer
  %v429 = and <16 x i1> %mask399, %splat428
  %v430 = mul i64 %i21, 2
  %v431 = add i64 %v430, %i406
  %v432 = sub i64 %v431, 1
  %v433 = mul i64 %v432, %size.W
  %v434 = mul i64 %i41, 2
  %v435 = add i64 %v434, %i412
  %v436 = sub i64 %v435, 1
  %v437 = add i64 %v433, %v436
  %v438 = mul i64 %v437, %size.C
  %v439 = add i64 %v438, %i395
  %p440 = getelementptr float, ptr %buf.x, i64 %v439
  %ld441 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p440, <16 x i1> %v429, <16 x float> zeroinitializer)
  %v442 = mul i64 %i21, 2
  %v443 = add i64 %v442, %i406
  %v444 = sub i64 %v443, 1
  %v445 = icmp sge i64 %v444, 0
  %v446 = icmp slt i64 %v444, %size.H
  %v447 = and i1 %v445, %v446
  %v448 = mul i64 %i41, 2
  %v449 = add i64 %v448, %i412
  %v450 = sub i64 %v449, 1
  %v451 = icmp sge i64 %v450, 0
  %v452 = icmp slt i64 %v450, %size.W
  %v453 = and i1 %v451, %v452
  %v454 = and i1 %v447, %v453
  %ins455 = insertelement <16 x i1> poison, i1 %v454, i64 0
  %splat456 = shufflevector <16 x i1> %ins455, <16 x i1> poison, <16 x i32> zeroinitializer
  %v457 = and <16 x i1> %mask399, %splat456
  %old458 = load <16 x float>, ptr %acc400
  %v459 = fcmp ogt <16 x float> %ld441, %old458
  %v460 = select <16 x i1> %v459, <16 x float> %ld441, <16 x float> %old458
  %v461 = fcmp uno <16 x float> %ld441, %ld441
  %v462 = and <16 x i1> %v461, %v457
  %v463 = load <16 x i1>, ptr %nan401
  %v464 = or <16 x i1> %v463, %v462
  store <16 x i1> %v464, ptr %nan401
  %v465 = select <16 x i1> %v457, <16 x float> %v460, <16 x float> %old458
  store <16 x float> %v465, ptr %acc400
  %v466 = add nsw i64 %i412, 1
  store i64 %v466, ptr %s.addr.408
  br label %cond409
exit411:
  %v467 = add nsw i64 %i406, 1
  store i64 %v467, ptr %r.addr.402
  br label %cond403
exit405:
  %red468 = load <16 x float>, ptr %acc400
  %v469 = load <16 x i1>, ptr %nan401
  %v470 = select <16 x i1> %v469, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red468
  %v471 = add i64 %size.W, 1
  %v472 = add i64 %v471, 1
  %v473 = sub i64 %v472, 2
  %v474 = sub i64 %v473, 1
  %v475 = sdiv i64 %v474, 2
  %v476 = srem i64 %v474, 2
  %v477 = icmp ne i64 %v476, 0
  %v478 = icmp slt i64 %v476, 0
  %v479 = icmp slt i64 2, 0
  %v480 = xor i1 %v478, %v479
  %v481 = and i1 %v477, %v480
  %v482 = zext i1 %v481 to i64
  %v483 = sub i64 %v475, %v482
  %v484 = add i64 %v483, 1
  %v485 = mul i64 %i21, %v484
  %v486 = add i64 %v485, %i41
  %v487 = mul i64 %v486, %size.C
  %v488 = add i64 %v487, %i395
  %p489 = getelementptr float, ptr %buf.y, i64 %v488
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v470, ptr align 4 %p489, <16 x i1> %mask399)
  br label %done398
done398:
  %v490 = add nsw i64 %i41, 1
  store i64 %v490, ptr %q.addr.37
  br label %cond38
exit40:
  %v491 = add nsw i64 %i21, 1
  store i64 %v491, ptr %p.addr.15
  br label %cond18
exit20:
  call void @llvm.x86.sse.sfence()
  ret void
}
