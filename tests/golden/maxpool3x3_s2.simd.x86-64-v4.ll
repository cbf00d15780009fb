@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.x86.sse.sfence()

define void @"jr.op.maxpool2d"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %p.addr.28 = alloca i64, align 64
  %q.addr.47 = alloca i64, align 64
  %acc94 = alloca <16 x float>, align 64
  %r.addr.95 = alloca i64, align 64
  %s.addr.101 = alloca i64, align 64
  %acc247 = alloca <16 x float>, align 64
  %r.addr.248 = alloca i64, align 64
  %s.addr.254 = alloca i64, align 64
  %acc366 = alloca <16 x float>, align 64
  %r.addr.367 = alloca i64, align 64
  %s.addr.373 = alloca i64, align 64
  %acc484 = alloca <16 x float>, align 64
  %r.addr.485 = alloca i64, align 64
  %s.addr.491 = alloca i64, align 64
  %v208 = add i64 %size.H, 1
  %v209 = add i64 %v208, 1
  %v210 = sub i64 %v209, 3
  %v211 = sdiv i64 %v210, 2
  %v212 = srem i64 %v210, 2
  %v213 = icmp ne i64 %v212, 0
  %v214 = icmp slt i64 %v212, 0
  %v215 = icmp slt i64 2, 0
  %v216 = xor i1 %v214, %v215
  %v217 = and i1 %v213, %v216
  %v218 = zext i1 %v217 to i64
  %v219 = sub i64 %v211, %v218
  %v220 = add i64 %v219, 1
  %v221 = mul i64 %size.C, %v220
  %v222 = add i64 %size.W, 1
  %v223 = add i64 %v222, 1
  %v224 = sub i64 %v223, 3
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
  %v235 = mul i64 %v221, %v234
  %v236 = icmp sge i64 %v235, 2097152
  %v2 = icmp slt i64 %range.hi, 1
  %v3 = select i1 %v2, i64 %range.hi, i64 1
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
  %v17 = sub i64 %v16, 3
  %v18 = sdiv i64 %v17, 2
  %v19 = srem i64 %v17, 2
  %v20 = icmp ne i64 %v19, 0
  %v21 = icmp slt i64 %v19, 0
  %v22 = icmp slt i64 2, 0
  %v23 = xor i1 %v21, %v22
  %v24 = and i1 %v20, %v23
  %v25 = zext i1 %v24 to i64
  %v26 = sub i64 %v18, %v25
  %v27 = add i64 %v26, 1
  store i64 0, ptr %p.addr.28
  br label %cond29
cond29:
  %i32 = load i64, ptr %p.addr.28
  %v33 = icmp slt i64 %i32, %v27
  br i1 %v33, label %body30, label %exit31
body30:
  %v34 = add i64 %size.W, 1
  %v35 = add i64 %v34, 1
  %v36 = sub i64 %v35, 3
  %v37 = sdiv i64 %v36, 2
  %v38 = srem i64 %v36, 2
  %v39 = icmp ne i64 %v38, 0
  %v40 = icmp slt i64 %v38, 0
  %v41 = icmp slt i64 2, 0
  %v42 = xor i1 %v40, %v41
  %v43 = and i1 %v39, %v42
  %v44 = zext i1 %v43 to i64
  %v45 = sub i64 %v37, %v44
  %v46 = add i64 %v45, 1
  store i64 0, ptr %q.addr.47
  %i48 = load i64, ptr %q.addr.47
  %v49 = mul i64 %i7, %size.C
  %v50 = add i64 %v49, %i13
  %v51 = add i64 %size.H, 1
  %v52 = add i64 %v51, 1
  %v53 = sub i64 %v52, 3
  %v54 = sdiv i64 %v53, 2
  %v55 = srem i64 %v53, 2
  %v56 = icmp ne i64 %v55, 0
  %v57 = icmp slt i64 %v55, 0
  %v58 = icmp slt i64 2, 0
  %v59 = xor i1 %v57, %v58
  %v60 = and i1 %v56, %v59
  %v61 = zext i1 %v60 to i64
  %v62 = sub i64 %v54, %v61
  %v63 = add i64 %v62, 1
  %v64 = mul i64 %v50, %v63
  %v65 = add i64 %v64, %i32
  %v66 = add i64 %size.W, 1
  %v67 = add i64 %v66, 1
  %v68 = sub i64 %v67, 3
  %v69 = sdiv i64 %v68, 2
  %v70 = srem i64 %v68, 2
  %v71 = icmp ne i64 %v70, 0
  %v72 = icmp slt i64 %v70, 0
  %v73 = icmp slt i64 2, 0
  %v74 = xor i1 %v72, %v73
  %v75 = and i1 %v71, %v74
  %v76 = zext i1 %v75 to i64
  %v77 = sub i64 %v69, %v76
  %v78 = add i64 %v77, 1
  %v79 = mul i64 %v65, %v78
  %v80 = add i64 %v79, %i48
  %p81 = getelementptr float, ptr %buf.y, i64 %v80
  %v82 = ptrtoint ptr %p81 to i64
  %v83 = lshr i64 %v82, 2
  %v84 = sub i64 0, %v83
  %v85 = and i64 %v84, 15
  %v86 = sub i64 %v46, %i48
  %v87 = icmp sge i64 %v86, 128
  %v88 = select i1 %v87, i64 %v85, i64 0
  %v89 = icmp sgt i64 %v88, 0
  br i1 %v89, label %peel90, label %aligned91
peel90:
  %v92 = add nsw i64 %i48, %v88
  %mask93 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i48, i64 %v92)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc94
  store i64 0, ptr %r.addr.95
  br label %cond96
cond96:
  %i99 = load i64, ptr %r.addr.95
  %v100 = icmp slt i64 %i99, 3
  br i1 %v100, label %body97, label %exit98
body97:
  store i64 0, ptr %s.addr.101
  br label %cond102
cond102:
  %i105 = load i64, ptr %s.addr.101
  %v106 = icmp slt i64 %i105, 3
  br i1 %v106, label %body103, label %exit104
body103:
  %v107 = mul i64 %i32, 2
  %v108 = add i64 %v107, %i99
  %v109 = sub i64 %v108, 1
  %v110 = icmp sge i64 %v109, 0
  %v111 = icmp slt i64 %v109, %size.H
  %v112 = and i1 %v110, %v111
  %ins113 = insertelement <16 x i64> poison, i64 %i48, i64 0
  %splat114 = shufflevector <16 x i64> %ins113, <16 x i64> poison, <16 x i32> zeroinitializer
  %step115 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane116 = add <16 x i64> %splat114, %step115
  %v117 = mul <16 x i64> %lane116, splat (i64 2)
  %ins118 = insertelement <16 x i64> poison, i64 %i105, i64 0
  %splat119 = shufflevector <16 x i64> %ins118, <16 x i64> poison, <16 x i32> zeroinitializer
  %v120 = add <16 x i64> %v117, %splat119
  %v121 = sub <16 x i64> %v120, splat (i64 1)
  %ins122 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat123 = shufflevector <16 x i64> %ins122, <16 x i64> poison, <16 x i32> zeroinitializer
  %v124 = icmp sge <16 x i64> %v121, zeroinitializer
  %v125 = icmp slt <16 x i64> %v121, %splat123
  %v126 = and <16 x i1> %v124, %v125
  %ins127 = insertelement <16 x i1> poison, i1 %v112, i64 0
  %splat128 = shufflevector <16 x i1> %ins127, <16 x i1> poison, <16 x i32> zeroinitializer
  %v129 = and <16 x i1> %splat128, %v126
  %v130 = and <16 x i1> %mask93, %v129
  %v131 = mul i64 %i7, %size.C
  %v132 = add i64 %v131, %i13
  %v133 = mul i64 %v132, %size.H
  %v134 = mul i64 %i32, 2
  %v135 = add i64 %v134, %i99
  %v136 = sub i64 %v135, 1
  %v137 = add i64 %v133, %v136
  %v138 = mul i64 %v137, %size.W
  %v139 = mul <16 x i64> %lane116, splat (i64 2)
  %ins140 = insertelement <16 x i64> poison, i64 %i105, i64 0
  %splat141 = shufflevector <16 x i64> %ins140, <16 x i64> poison, <16 x i32> zeroinitializer
  %v142 = add <16 x i64> %v139, %splat141
  %v143 = sub <16 x i64> %v142, splat (i64 1)
  %ins144 = insertelement <16 x i64> poison, i64 %v138, i64 0
  %splat145 = shufflevector <16 x i64> %ins144, <16 x i64> poison, <16 x i32> zeroinitializer
  %v146 = add <16 x i64> %splat145, %v143
  %ps147 = getelementptr float, ptr %buf.x, <16 x i64> %v146
  %ld148 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps147, <16 x i1> %v130, <16 x float> zeroinitializer)
  %v149 = mul i64 %i32, 2
  %v150 = add i64 %v149, %i99
  %v151 = sub i64 %v150, 1
  %v152 = icmp sge i64 %v151, 0
  %v153 = icmp slt i64 %v151, %size.H
  %v154 = and i1 %v152, %v153
  %v155 = mul <16 x i64> %lane116, splat (i64 2)
  %ins156 = insertelement <16 x i64> poison, i64 %i105, i64 0
  %splat157 = shufflevector <16 x i64> %ins156, <16 x i64> poison, <16 x i32> zeroinitializer
  %v158 = add <16 x i64> %v155, %splat157
  %v159 = sub <16 x i64> %v158, splat (i64 1)
  %ins160 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat161 = shufflevector <16 x i64> %ins160, <16 x i64> poison, <16 x i32> zeroinitializer
  %v162 = icmp sge <16 x i64> %v159, zeroinitializer
  %v163 = icmp slt <16 x i64> %v159, %splat161
  %v164 = and <16 x i1> %v162, %v163
  %ins165 = insertelement <16 x i1> poison, i1 %v154, i64 0
  %splat166 = shufflevector <16 x i1> %ins165, <16 x i1> poison, <16 x i32> zeroinitializer
  %v167 = and <16 x i1> %splat166, %v164
  %v168 = and <16 x i1> %mask93, %v167
  %old169 = load <16 x float>, ptr %acc94
  %v170 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old169, <16 x float> %ld148)
  %v171 = select <16 x i1> %v168, <16 x float> %v170, <16 x float> %old169
  store <16 x float> %v171, ptr %acc94
  %v172 = add nsw i64 %i105, 1
  store i64 %v172, ptr %s.addr.101
  br label %cond102
exit104:
  %v173 = add nsw i64 %i99, 1
  store i64 %v173, ptr %r.addr.95
  br label %cond96
exit98:
  %red174 = load <16 x float>, ptr %acc94
  %v175 = mul i64 %i7, %size.C
  %v176 = add i64 %v175, %i13
  %v177 = add i64 %size.H, 1
  %v178 = add i64 %v177, 1
  %v179 = sub i64 %v178, 3
  %v180 = sdiv i64 %v179, 2
  %v181 = srem i64 %v179, 2
  %v182 = icmp ne i64 %v181, 0
  %v183 = icmp slt i64 %v181, 0
  %v184 = icmp slt i64 2, 0
  %v185 = xor i1 %v183, %v184
  %v186 = and i1 %v182, %v185
  %v187 = zext i1 %v186 to i64
  %v188 = sub i64 %v180, %v187
  %v189 = add i64 %v188, 1
  %v190 = mul i64 %v176, %v189
  %v191 = add i64 %v190, %i32
  %v192 = add i64 %size.W, 1
  %v193 = add i64 %v192, 1
  %v194 = sub i64 %v193, 3
  %v195 = sdiv i64 %v194, 2
  %v196 = srem i64 %v194, 2
  %v197 = icmp ne i64 %v196, 0
  %v198 = icmp slt i64 %v196, 0
  %v199 = icmp slt i64 2, 0
  %v200 = xor i1 %v198, %v199
  %v201 = and i1 %v197, %v200
  %v202 = zext i1 %v201 to i64
  %v203 = sub i64 %v195, %v202
  %v204 = add i64 %v203, 1
  %v205 = mul i64 %v191, %v204
  %v206 = add i64 %v205, %i48
  %p207 = getelementptr float, ptr %buf.y, i64 %v206
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red174, ptr align 4 %p207, <16 x i1> %mask93)
  store i64 %v92, ptr %q.addr.47
  br label %aligned91
aligned91:
  %v237 = and i1 %v87, %v236
  br i1 %v237, label %stream238, label %cached239
stream238:
  %v241 = sub i64 %v46, 16
  br label %cond242
cond242:
  %i245 = load i64, ptr %q.addr.47
  %v246 = icmp sle i64 %i245, %v241
  br i1 %v246, label %body243, label %exit244
body243:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc247
  store i64 0, ptr %r.addr.248
  br label %cond249
cond249:
  %i252 = load i64, ptr %r.addr.248
  %v253 = icmp slt i64 %i252, 3
  br i1 %v253, label %body250, label %exit251
body250:
  store i64 0, ptr %s.addr.254
  br label %cond255
cond255:
  %i258 = load i64, ptr %s.addr.254
  %v259 = icmp slt i64 %i258, 3
  br i1 %v259, label %body256, label %exit257
body256:
  %v260 = mul i64 %i32, 2
  %v261 = add i64 %v260, %i252
  %v262 = sub i64 %v261, 1
  %v263 = icmp sge i64 %v262, 0
  %v264 = icmp slt i64 %v262, %size.H
  %v265 = and i1 %v263, %v264
  %ins266 = insertelement <16 x i64> poison, i64 %i245, i64 0
  %splat267 = shufflevector <16 x i64> %ins266, <16 x i64> poison, <16 x i32> zeroinitializer
  %step268 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane269 = add <16 x i64> %splat267, %step268
  %v270 = mul <16 x i64> %lane269, splat (i64 2)
  %ins271 = insertelement <16 x i64> poison, i64 %i258, i64 0
  %splat272 = shufflevector <16 x i64> %ins271, <16 x i64> poison, <16 x i32> zeroinitializer
  %v273 = add <16 x i64> %v270, %splat272
  %v274 = sub <16 x i64> %v273, splat (i64 1)
  %ins275 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat276 = shufflevector <16 x i64> %ins275, <16 x i64> poison, <16 x i32> zeroinitializer
  %v277 = icmp sge <16 x i64> %v274, zeroinitializer
  %v278 = icmp slt <16 x i64> %v274, %splat276
  %v279 = and <16 x i1> %v277, %v278
  %ins280 = insertelement <16 x i1> poison, i1 %v265, i64 0
  %splat281 = shufflevector <16 x i1> %ins280, <16 x i1> poison, <16 x i32> zeroinitializer
  %v282 = and <16 x i1> %splat281, %v279
  %v283 = mul i64 %i7, %size.C
  %v284 = add i64 %v283, %i13
  %v285 = mul i64 %v284, %size.H
  %v286 = mul i64 %i32, 2
  %v287 = add i64 %v286, %i252
  %v288 = sub i64 %v287, 1
  %v289 = add i64 %v285, %v288
  %v290 = mul i64 %v289, %size.W
  %v291 = mul <16 x i64> %lane269, splat (i64 2)
  %ins292 = insertelement <16 x i64> poison, i64 %i258, i64 0
  %splat293 = shufflevector <16 x i64> %ins292, <16 x i64> poison, <16 x i32> zeroinitializer
  %v294 = add <16 x i64> %v291, %splat293
  %v295 = sub <16 x i64> %v294, splat (i64 1)
  %ins296 = insertelement <16 x i64> poison, i64 %v290, i64 0
  %splat297 = shufflevector <16 x i64> %ins296, <16 x i64> poison, <16 x i32> zeroinitializer
  %v298 = add <16 x i64> %splat297, %v295
  %ps299 = getelementptr float, ptr %buf.x, <16 x i64> %v298
  %ld300 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps299, <16 x i1> %v282, <16 x float> zeroinitializer)
  %v301 = mul i64 %i32, 2
  %v302 = add i64 %v301, %i252
  %v303 = sub i64 %v302, 1
  %v304 = icmp sge i64 %v303, 0
  %v305 = icmp slt i64 %v303, %size.H
  %v306 = and i1 %v304, %v305
  %v307 = mul <16 x i64> %lane269, splat (i64 2)
  %ins308 = insertelement <16 x i64> poison, i64 %i258, i64 0
  %splat309 = shufflevector <16 x i64> %ins308, <16 x i64> poison, <16 x i32> zeroinitializer
  %v310 = add <16 x i64> %v307, %splat309
  %v311 = sub <16 x i64> %v310, splat (i64 1)
  %ins312 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat313 = shufflevector <16 x i64> %ins312, <16 x i64> poison, <16 x i32> zeroinitializer
  %v314 = icmp sge <16 x i64> %v311, zeroinitializer
  %v315 = icmp slt <16 x i64> %v311, %splat313
  %v316 = and <16 x i1> %v314, %v315
  %ins317 = insertelement <16 x i1> poison, i1 %v306, i64 0
  %splat318 = shufflevector <16 x i1> %ins317, <16 x i1> poison, <16 x i32> zeroinitializer
  %v319 = and <16 x i1> %splat318, %v316
  %old320 = load <16 x float>, ptr %acc247
  %v321 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old320, <16 x float> %ld300)
  %v322 = select <16 x i1> %v319, <16 x float> %v321, <16 x float> %old320
  store <16 x float> %v322, ptr %acc247
  %v323 = add nsw i64 %i258, 1
  store i64 %v323, ptr %s.addr.254
  br label %cond255
exit257:
  %v324 = add nsw i64 %i252, 1
  store i64 %v324, ptr %r.addr.248
  br label %cond249
exit251:
  %red325 = load <16 x float>, ptr %acc247
  %v326 = mul i64 %i7, %size.C
  %v327 = add i64 %v326, %i13
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
  %v341 = mul i64 %v327, %v340
  %v342 = add i64 %v341, %i32
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
  %v357 = add i64 %v356, %i245
  %p358 = getelementptr float, ptr %buf.y, i64 %v357
  store <16 x float> %red325, ptr %p358, align 64, !nontemporal !{i32 1}
  %v359 = add nsw i64 %i245, 16
  store i64 %v359, ptr %q.addr.47
  br label %cond242
exit244:
  br label %join240
cached239:
  %v360 = sub i64 %v46, 16
  br label %cond361
cond361:
  %i364 = load i64, ptr %q.addr.47
  %v365 = icmp sle i64 %i364, %v360
  br i1 %v365, label %body362, label %exit363
body362:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc366
  store i64 0, ptr %r.addr.367
  br label %cond368
cond368:
  %i371 = load i64, ptr %r.addr.367
  %v372 = icmp slt i64 %i371, 3
  br i1 %v372, label %body369, label %exit370
body369:
  store i64 0, ptr %s.addr.373
  br label %cond374
cond374:
  %i377 = load i64, ptr %s.addr.373
  %v378 = icmp slt i64 %i377, 3
  br i1 %v378, label %body375, label %exit376
body375:
  %v379 = mul i64 %i32, 2
  %v380 = add i64 %v379, %i371
  %v381 = sub i64 %v380, 1
  %v382 = icmp sge i64 %v381, 0
  %v383 = icmp slt i64 %v381, %size.H
  %v384 = and i1 %v382, %v383
  %ins385 = insertelement <16 x i64> poison, i64 %i364, i64 0
  %splat386 = shufflevector <16 x i64> %ins385, <16 x i64> poison, <16 x i32> zeroinitializer
  %step387 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane388 = add <16 x i64> %splat386, %step387
  %v389 = mul <16 x i64> %lane388, splat (i64 2)
  %ins390 = insertelement <16 x i64> poison, i64 %i377, i64 0
  %splat391 = shufflevector <16 x i64> %ins390, <16 x i64> poison, <16 x i32> zeroinitializer
  %v392 = add <16 x i64> %v389, %splat391
  %v393 = sub <16 x i64> %v392, splat (i64 1)
  %ins394 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat395 = shufflevector <16 x i64> %ins394, <16 x i64> poison, <16 x i32> zeroinitializer
  %v396 = icmp sge <16 x i64> %v393, zeroinitializer
  %v397 = icmp slt <16 x i64> %v393, %splat395
  %v398 = and <16 x i1> %v396, %v397
  %ins399 = insertelement <16 x i1> poison, i1 %v384, i64 0
  %splat400 = shufflevector <16 x i1> %ins399, <16 x i1> poison, <16 x i32> zeroinitializer
  %v401 = and <16 x i1> %splat400, %v398
  %v402 = mul i64 %i7, %size.C
  %v403 = add i64 %v402, %i13
  %v404 = mul i64 %v403, %size.H
  %v405 = mul i64 %i32, 2
  %v406 = add i64 %v405, %i371
  %v407 = sub i64 %v406, 1
  %v408 = add i64 %v404, %v407
  %v409 = mul i64 %v408, %size.W
  %v410 = mul <16 x i64> %lane388, splat (i64 2)
  %ins411 = insertelement <16 x i64> poison, i64 %i377, i64 0
  %splat412 = shufflevector <16 x i64> %ins411, <16 x i64> poison, <16 x i32> zeroinitializer
  %v413 = add <16 x i64> %v410, %splat412
  %v414 = sub <16 x i64> %v413, splat (i64 1)
  %ins415 = insertelement <16 x i64> poison, i64 %v409, i64 0
  %splat416 = shufflevector <16 x i64> %ins415, <16 x i64> poison, <16 x i32> zeroinitializer
  %v417 = add <16 x i64> %splat416, %v414
  %ps418 = getelementptr float, ptr %buf.x, <16 x i64> %v417
  %ld419 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps418, <16 x i1> %v401, <16 x float> zeroinitializer)
  %v420 = mul i64 %i32, 2
  %v421 = add i64 %v420, %i371
  %v422 = sub i64 %v421, 1
  %v423 = icmp sge i64 %v422, 0
  %v424 = icmp slt i64 %v422, %size.H
  %v425 = and i1 %v423, %v424
  %v426 = mul <16 x i64> %lane388, splat (i64 2)
  %ins427 = insertelement <16 x i64> poison, i64 %i377, i64 0
  %splat428 = shufflevector <16 x i64> %ins427, <16 x i64> poison, <16 x i32> zeroinitializer
  %v429 = add <16 x i64> %v426, %splat428
  %v430 = sub <16 x i64> %v429, splat (i64 1)
  %ins431 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat432 = shufflevector <16 x i64> %ins431, <16 x i64> poison, <16 x i32> zeroinitializer
  %v433 = icmp sge <16 x i64> %v430, zeroinitializer
  %v434 = icmp slt <16 x i64> %v430, %splat432
  %v435 = and <16 x i1> %v433, %v434
  %ins436 = insertelement <16 x i1> poison, i1 %v425, i64 0
  %splat437 = shufflevector <16 x i1> %ins436, <16 x i1> poison, <16 x i32> zeroinitializer
  %v438 = and <16 x i1> %splat437, %v435
  %old439 = load <16 x float>, ptr %acc366
  %v440 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old439, <16 x float> %ld419)
  %v441 = select <16 x i1> %v438, <16 x float> %v440, <16 x float> %old439
  store <16 x float> %v441, ptr %acc366
  %v442 = add nsw i64 %i377, 1
  store i64 %v442, ptr %s.addr.373
  br label %cond374
exit376:
  %v443 = add nsw i64 %i371, 1
  store i64 %v443, ptr %r.addr.367
  br label %cond368
exit370:
  %red444 = load <16 x float>, ptr %acc366
  %v445 = mul i64 %i7, %size.C
  %v446 = add i64 %v445, %i13
  %v447 = add i64 %size.H, 1
  %v448 = add i64 %v447, 1
  %v449 = sub i64 %v448, 3
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
  %v460 = mul i64 %v446, %v459
  %v461 = add i64 %v460, %i32
  %v462 = add i64 %size.W, 1
  %v463 = add i64 %v462, 1
  %v464 = sub i64 %v463, 3
  %v465 = sdiv i64 %v464, 2
  %v466 = srem i64 %v464, 2
  %v467 = icmp ne i64 %v466, 0
  %v468 = icmp slt i64 %v466, 0
  %v469 = icmp slt i64 2, 0
  %v470 = xor i1 %v468, %v469
  %v471 = and i1 %v467, %v470
  %v472 = zext i1 %v471 to i64
  %v473 = sub i64 %v465, %v472
  %v474 = add i64 %v473, 1
  %v475 = mul i64 %v461, %v474
  %v476 = add i64 %v475, %i364
  %p477 = getelementptr float, ptr %buf.y, i64 %v476
  store <16 x float> %red444, ptr %p477, align 4
  %v478 = add nsw i64 %i364, 16
  store i64 %v478, ptr %q.addr.47
  br label %cond361
exit363:
  br label %join240
join240:
  %i479 = load i64, ptr %q.addr.47
  %v480 = icmp slt i64 %i479, %v46
  br i1 %v480, label %tail481, label %done482
tail481:
  %mask483 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i479, i64 %v46)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc484
  store i64 0, ptr %r.addr.485
  br label %cond486
cond486:
  %i489 = load i64, ptr %r.addr.485
  %v490 = icmp slt i64 %i489, 3
  br i1 %v490, label %body487, label %exit488
body487:
  store i64 0, ptr %s.addr.491
  br label %cond492
cond492:
  %i495 = load i64, ptr %s.addr.491
  %v496 = icmp slt i64 %i495, 3
  br i1 %v496, label %body493, label %exit494
body493:
  %v497 = mul i64 %i32, 2
  %v498 = add i64 %v497, %i489
  %v499 = sub i64 %v498, 1
  %v500 = icmp sge i64 %v499, 0
  %v501 = icmp slt i64 %v499, %size.H
  %v502 = and i1 %v500, %v501
  %ins503 = insertelement <16 x i64> poison, i64 %i479, i64 0
  %splat504 = shufflevector <16 x i64> %ins503, <16 x i64> poison, <16 x i32> zeroinitializer
  %step505 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane506 = add <16 x i64> %splat504, %step505
  %v507 = mul <16 x i64> %lane506, splat (i64 2)
  %ins508 = insertelement <16 x i64> poison, i64 %i495, i64 0
  %splat509 = shufflevector <16 x i64> %ins508, <16 x i64> poison, <16 x i32> zeroinitializer
  %v510 = add <16 x i64> %v507, %splat509
  %v511 = sub <16 x i64> %v510, splat (i64 1)
  %ins512 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat513 = shufflevector <16 x i64> %ins512, <16 x i64> poison, <16 x i32> zeroinitializer
  %v514 = icmp sge <16 x i64> %v511, zeroinitializer
  %v515 = icmp slt <16 x i64> %v511, %splat513
  %v516 = and <16 x i1> %v514, %v515
  %ins517 = insertelement <16 x i1> poison, i1 %v502, i64 0
  %splat518 = shufflevector <16 x i1> %ins517, <16 x i1> poison, <16 x i32> zeroinitializer
  %v519 = and <16 x i1> %splat518, %v516
  %v520 = and <16 x i1> %mask483, %v519
  %v521 = mul i64 %i7, %size.C
  %v522 = add i64 %v521, %i13
  %v523 = mul i64 %v522, %size.H
  %v524 = mul i64 %i32, 2
  %v525 = add i64 %v524, %i489
  %v526 = sub i64 %v525, 1
  %v527 = add i64 %v523, %v526
  %v528 = mul i64 %v527, %size.W
  %v529 = mul <16 x i64> %lane506, splat (i64 2)
  %ins530 = insertelement <16 x i64> poison, i64 %i495, i64 0
  %splat531 = shufflevector <16 x i64> %ins530, <16 x i64> poison, <16 x i32> zeroinitializer
  %v532 = add <16 x i64> %v529, %splat531
  %v533 = sub <16 x i64> %v532, splat (i64 1)
  %ins534 = insertelement <16 x i64> poison, i64 %v528, i64 0
  %splat535 = shufflevector <16 x i64> %ins534, <16 x i64> poison, <16 x i32> zeroinitializer
  %v536 = add <16 x i64> %splat535, %v533
  %ps537 = getelementptr float, ptr %buf.x, <16 x i64> %v536
  %ld538 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps537, <16 x i1> %v520, <16 x float> zeroinitializer)
  %v539 = mul i64 %i32, 2
  %v540 = add i64 %v539, %i489
  %v541 = sub i64 %v540, 1
  %v542 = icmp sge i64 %v541, 0
  %v543 = icmp slt i64 %v541, %size.H
  %v544 = and i1 %v542, %v543
  %v545 = mul <16 x i64> %lane506, splat (i64 2)
  %ins546 = insertelement <16 x i64> poison, i64 %i495, i64 0
  %splat547 = shufflevector <16 x i64> %ins546, <16 x i64> poison, <16 x i32> zeroinitializer
  %v548 = add <16 x i64> %v545, %splat547
  %v549 = sub <16 x i64> %v548, splat (i64 1)
  %ins550 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat551 = shufflevector <16 x i64> %ins550, <16 x i64> poison, <16 x i32> zeroinitializer
  %v552 = icmp sge <16 x i64> %v549, zeroinitializer
  %v553 = icmp slt <16 x i64> %v549, %splat551
  %v554 = and <16 x i1> %v552, %v553
  %ins555 = insertelement <16 x i1> poison, i1 %v544, i64 0
  %splat556 = shufflevector <16 x i1> %ins555, <16 x i1> poison, <16 x i32> zeroinitializer
  %v557 = and <16 x i1> %splat556, %v554
  %v558 = and <16 x i1> %mask483, %v557
  %old559 = load <16 x float>, ptr %acc484
  %v560 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old559, <16 x float> %ld538)
  %v561 = select <16 x i1> %v558, <16 x float> %v560, <16 x float> %old559
  store <16 x float> %v561, ptr %acc484
  %v562 = add nsw i64 %i495, 1
  store i64 %v562, ptr %s.addr.491
  br label %cond492
exit494:
  %v563 = add nsw i64 %i489, 1
  store i64 %v563, ptr %r.addr.485
  br label %cond486
exit488:
  %red564 = load <16 x float>, ptr %acc484
  %v565 = mul i64 %i7, %size.C
  %v566 = add i64 %v565, %i13
  %v567 = add i64 %size.H, 1
  %v568 = add i64 %v567, 1
  %v569 = sub i64 %v568, 3
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
  %v580 = mul i64 %v566, %v579
  %v581 = add i64 %v580, %i32
  %v582 = add i64 %size.W, 1
  %v583 = add i64 %v582, 1
  %v584 = sub i64 %v583, 3
  %v585 = sdiv i64 %v584, 2
  %v586 = srem i64 %v584, 2
  %v587 = icmp ne i64 %v586, 0
  %v588 = icmp slt i64 %v586, 0
  %v589 = icmp slt i64 2, 0
  %v590 = xor i1 %v588, %v589
  %v591 = and i1 %v587, %v590
  %v592 = zext i1 %v591 to i64
  %v593 = sub i64 %v585, %v592
  %v594 = add i64 %v593, 1
  %v595 = mul i64 %v581, %v594
  %v596 = add i64 %v595, %i479
  %p597 = getelementptr float, ptr %buf.y, i64 %v596
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red564, ptr align 4 %p597, <16 x i1> %mask483)
  br label %done482
done482:
  %v598 = add nsw i64 %i32, 1
  store i64 %v598, ptr %p.addr.28
  br label %cond29
exit31:
  %v599 = add nsw i64 %i13, 1
  store i64 %v599, ptr %c.addr.9
  br label %cond10
exit12:
  %v600 = add nsw i64 %i7, 1
  store i64 %v600, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
