
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare float @llvm.maximum.f32(float, float)

declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.16 = alloca i64, align 64
  %q.addr.39 = alloca i64, align 64
  %k.addr.45 = alloca i64, align 64
  %acc51 = alloca <16 x float>, align 64
  %acc52 = alloca <16 x float>, align 64
  %acc53 = alloca <16 x float>, align 64
  %acc54 = alloca <16 x float>, align 64
  %r.addr.55 = alloca i64, align 64
  %s.addr.61 = alloca i64, align 64
  %c.addr.67 = alloca i64, align 64
  %v1 = add i64 %size.H, 1
  %v2 = add i64 %v1, 1
  %v3 = sub i64 %size.R, 1
  %v4 = sub i64 %v2, %v3
  %v5 = sub i64 %v4, 1
  %v6 = sdiv i64 %v5, 2
  %v7 = srem i64 %v5, 2
  %v8 = icmp ne i64 %v7, 0
  %v9 = icmp slt i64 %v7, 0
  %v10 = icmp slt i64 2, 0
  %v11 = xor i1 %v9, %v10
  %v12 = and i1 %v8, %v11
  %v13 = zext i1 %v12 to i64
  %v14 = sub i64 %v6, %v13
  %v15 = add i64 %v14, 1
  %v17 = icmp slt i64 %range.hi, %v15
  %v18 = select i1 %v17, i64 %range.hi, i64 %v15
  store i64 %range.lo, ptr %p.addr.16
  br label %cond19
cond19:
  %i22 = load i64, ptr %p.addr.16
  %v23 = icmp slt i64 %i22, %v18
  br i1 %v23, label %body20, label %exit21
body20:
  %v24 = add i64 %size.W, 1
  %v25 = add i64 %v24, 1
  %v26 = sub i64 %size.S, 1
  %v27 = sub i64 %v25, %v26
  %v28 = sub i64 %v27, 1
  %v29 = sdiv i64 %v28, 2
  %v30 = srem i64 %v28, 2
  %v31 = icmp ne i64 %v30, 0
  %v32 = icmp slt i64 %v30, 0
  %v33 = icmp slt i64 2, 0
  %v34 = xor i1 %v32, %v33
  %v35 = and i1 %v31, %v34
  %v36 = zext i1 %v35 to i64
  %v37 = sub i64 %v29, %v36
  %v38 = add i64 %v37, 1
  store i64 0, ptr %q.addr.39
  br label %cond40
cond40:
  %i43 = load i64, ptr %q.addr.39
  %v44 = icmp slt i64 %i43, %v38
  br i1 %v44, label %body41, label %exit42
body41:
  store i64 0, ptr %k.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %k.addr.45
  %v50 = icmp slt i64 %i49, %size.K
  br i1 %v50, label %body47, label %exit48
body47:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc51
  store <16 x float> splat (float 0x0000000000000000), ptr %acc52
  store <16 x float> splat (float 0x0000000000000000), ptr %acc53
  store <16 x float> splat (float 0x0000000000000000), ptr %acc54
  store i64 0, ptr %r.addr.55
  br label %cond56
cond56:
  %i59 = load i64, ptr %r.addr.55
  %v60 = icmp slt i64 %i59, %size.R
  br i1 %v60, label %body57, label %exit58
body57:
  store i64 0, ptr %s.addr.61
  br label %cond62
cond62:
  %i65 = load i64, ptr %s.addr.61
  %v66 = icmp slt i64 %i65, %size.S
  br i1 %v66, label %body63, label %exit64
body63:
  store i64 0, ptr %c.addr.67
  %v68 = sub i64 %size.C, 64
  br label %cond69
cond69:
  %i72 = load i64, ptr %c.addr.67
  %v73 = icmp sle i64 %i72, %v68
  br i1 %v73, label %body70, label %exit71
body70:
  %v74 = mul i64 %i22, 2
  %v75 = add i64 %v74, %i59
  %v76 = sub i64 %v75, 1
  %v77 = icmp sge i64 %v76, 0
  %v78 = icmp slt i64 %v76, %size.H
  %v79 = and i1 %v77, %v78
  %v80 = mul i64 %i43, 2
  %v81 = add i64 %v80, %i65
  %v82 = sub i64 %v81, 1
  %v83 = icmp sge i64 %v82, 0
  %v84 = icmp slt i64 %v82, %size.W
  %v85 = and i1 %v83, %v84
  %v86 = and i1 %v79, %v85
  %v87 = mul i64 %i22, 2
  %v88 = add i64 %v87, %i59
  %v89 = sub i64 %v88, 1
  %v90 = mul i64 %v89, %size.W
  %v91 = mul i64 %i43, 2
  %v92 = add i64 %v91, %i65
  %v93 = sub i64 %v92, 1
  %v94 = add i64 %v90, %v93
  %v95 = mul i64 %v94, %size.C
  %v96 = add i64 %v95, %i72
  %p97 = getelementptr float, ptr %buf.x, i64 %v96
  %ins98 = insertelement <16 x i1> poison, i1 %v86, i64 0
  %splat99 = shufflevector <16 x i1> %ins98, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld100 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p97, <16 x i1> %splat99, <16 x float> zeroinitializer)
  %v101 = sdiv i64 %i49, %size.P
  %v102 = srem i64 %i49, %size.P
  %v103 = icmp ne i64 %v102, 0
  %v104 = icmp slt i64 %v102, 0
  %v105 = icmp slt i64 %size.P, 0
  %v106 = xor i1 %v104, %v105
  %v107 = and i1 %v103, %v106
  %v108 = zext i1 %v107 to i64
  %v109 = sub i64 %v101, %v108
  %v110 = icmp sge i64 %v109, 0
  %v111 = icmp slt i64 %v109, 1
  %v112 = and i1 %v110, %v111
  %v113 = sdiv i64 %i49, %size.P
  %v114 = srem i64 %i49, %size.P
  %v115 = icmp ne i64 %v114, 0
  %v116 = icmp slt i64 %v114, 0
  %v117 = icmp slt i64 %size.P, 0
  %v118 = xor i1 %v116, %v117
  %v119 = and i1 %v115, %v118
  %v120 = add i64 %v114, %size.P
  %v121 = select i1 %v119, i64 %v120, i64 %v114
  %v122 = icmp sge i64 %v121, 0
  %v123 = icmp slt i64 %v121, %size.P
  %v124 = and i1 %v122, %v123
  %v125 = and i1 %v112, %v124
  %v126 = sdiv i64 %i49, %size.P
  %v127 = srem i64 %i49, %size.P
  %v128 = icmp ne i64 %v127, 0
  %v129 = icmp slt i64 %v127, 0
  %v130 = icmp slt i64 %size.P, 0
  %v131 = xor i1 %v129, %v130
  %v132 = and i1 %v128, %v131
  %v133 = zext i1 %v132 to i64
  %v134 = sub i64 %v126, %v133
  %v135 = mul i64 %v134, %size.R
  %v136 = add i64 %v135, %i59
  %v137 = mul i64 %v136, %size.S
  %v138 = add i64 %v137, %i65
  %v139 = mul i64 %v138, %size.C
  %ins140 = insertelement <16 x i64> poison, i64 %i72, i64 0
  %splat141 = shufflevector <16 x i64> %ins140, <16 x i64> poison, <16 x i32> zeroinitializer
  %step142 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane143 = add <16 x i64> %splat141, %step142
  %ins144 = insertelement <16 x i64> poison, i64 %v139, i64 0
  %splat145 = shufflevector <16 x i64> %ins144, <16 x i64> poison, <16 x i32> zeroinitializer
  %v146 = add <16 x i64> %splat145, %lane143
  %ins147 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat148 = shufflevector <16 x i64> %ins147, <16 x i64> poison, <16 x i32> zeroinitializer
  %v149 = mul <16 x i64> %v146, %splat148
  %v150 = sdiv i64 %i49, %size.P
  %v151 = srem i64 %i49, %size.P
  %v152 = icmp ne i64 %v151, 0
  %v153 = icmp slt i64 %v151, 0
  %v154 = icmp slt i64 %size.P, 0
  %v155 = xor i1 %v153, %v154
  %v156 = and i1 %v152, %v155
  %v157 = add i64 %v151, %size.P
  %v158 = select i1 %v156, i64 %v157, i64 %v151
  %ins159 = insertelement <16 x i64> poison, i64 %v158, i64 0
  %splat160 = shufflevector <16 x i64> %ins159, <16 x i64> poison, <16 x i32> zeroinitializer
  %v161 = add <16 x i64> %v149, %splat160
  %ps162 = getelementptr float, ptr %buf.w, <16 x i64> %v161
  %ins163 = insertelement <16 x i1> poison, i1 %v125, i64 0
  %splat164 = shufflevector <16 x i1> %ins163, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld165 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps162, <16 x i1> %splat164, <16 x float> zeroinitializer)
  %v166 = fmul contract <16 x float> %ld100, %ld165
  %v167 = mul i64 %i22, 2
  %v168 = add i64 %v167, %i59
  %v169 = sub i64 %v168, 1
  %v170 = icmp sge i64 %v169, 0
  %v171 = icmp slt i64 %v169, %size.H
  %v172 = and i1 %v170, %v171
  %v173 = mul i64 %i43, 2
  %v174 = add i64 %v173, %i65
  %v175 = sub i64 %v174, 1
  %v176 = icmp sge i64 %v175, 0
  %v177 = icmp slt i64 %v175, %size.W
  %v178 = and i1 %v176, %v177
  %v179 = and i1 %v172, %v178
  %v180 = sdiv i64 %i49, %size.P
  %v181 = srem i64 %i49, %size.P
  %v182 = icmp ne i64 %v181, 0
  %v183 = icmp slt i64 %v181, 0
  %v184 = icmp slt i64 %size.P, 0
  %v185 = xor i1 %v183, %v184
  %v186 = and i1 %v182, %v185
  %v187 = zext i1 %v186 to i64
  %v188 = sub i64 %v180, %v187
  %v189 = icmp sge i64 %v188, 0
  %v190 = icmp slt i64 %v188, 1
  %v191 = and i1 %v189, %v190
  %v192 = sdiv i64 %i49, %size.P
  %v193 = srem i64 %i49, %size.P
  %v194 = icmp ne i64 %v193, 0
  %v195 = icmp slt i64 %v193, 0
  %v196 = icmp slt i64 %size.P, 0
  %v197 = xor i1 %v195, %v196
  %v198 = and i1 %v194, %v197
  %v199 = add i64 %v193, %size.P
  %v200 = select i1 %v198, i64 %v199, i64 %v193
  %v201 = icmp sge i64 %v200, 0
  %v202 = icmp slt i64 %v200, %size.P
  %v203 = and i1 %v201, %v202
  %v204 = and i1 %v191, %v203
  %v205 = and i1 %v179, %v204
  %old206 = load <16 x float>, ptr %acc51
  %v207 = fadd <16 x float> %old206, %v166
  %ins208 = insertelement <16 x i1> poison, i1 %v205, i64 0
  %splat209 = shufflevector <16 x i1> %ins208, <16 x i1> poison, <16 x i32> zeroinitializer
  %v210 = select <16 x i1> %splat209, <16 x float> %v207, <16 x float> %old206
  store <16 x float> %v210, ptr %acc51
  %v211 = add nsw i64 %i72, 16
  %v212 = mul i64 %i22, 2
  %v213 = add i64 %v212, %i59
  %v214 = sub i64 %v213, 1
  %v215 = icmp sge i64 %v214, 0
  %v216 = icmp slt i64 %v214, %size.H
  %v217 = and i1 %v215, %v216
  %v218 = mul i64 %i43, 2
  %v219 = add i64 %v218, %i65
  %v220 = sub i64 %v219, 1
  %v221 = icmp sge i64 %v220, 0
  %v222 = icmp slt i64 %v220, %size.W
  %v223 = and i1 %v221, %v222
  %v224 = and i1 %v217, %v223
  %v225 = mul i64 %i22, 2
  %v226 = add i64 %v225, %i59
  %v227 = sub i64 %v226, 1
  %v228 = mul i64 %v227, %size.W
  %v229 = mul i64 %i43, 2
  %v230 = add i64 %v229, %i65
  %v231 = sub i64 %v230, 1
  %v232 = add i64 %v228, %v231
  %v233 = mul i64 %v232, %size.C
  %v234 = add i64 %v233, %v211
  %p235 = getelementptr float, ptr %buf.x, i64 %v234
  %ins236 = insertelement <16 x i1> poison, i1 %v224, i64 0
  %splat237 = shufflevector <16 x i1> %ins236, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p235, <16 x i1> %splat237, <16 x float> zeroinitializer)
  %v239 = sdiv i64 %i49, %size.P
  %v240 = srem i64 %i49, %size.P
  %v241 = icmp ne i64 %v240, 0
  %v242 = icmp slt i64 %v240, 0
  %v243 = icmp slt i64 %size.P, 0
  %v244 = xor i1 %v242, %v243
  %v245 = and i1 %v241, %v244
  %v246 = zext i1 %v245 to i64
  %v247 = sub i64 %v239, %v246
  %v248 = icmp sge i64 %v247, 0
  %v249 = icmp slt i64 %v247, 1
  %v250 = and i1 %v248, %v249
  %v251 = sdiv i64 %i49, %size.P
  %v252 = srem i64 %i49, %size.P
  %v253 = icmp ne i64 %v252, 0
  %v254 = icmp slt i64 %v252, 0
  %v255 = icmp slt i64 %size.P, 0
  %v256 = xor i1 %v254, %v255
  %v257 = and i1 %v253, %v256
  %v258 = add i64 %v252, %size.P
  %v259 = select i1 %v257, i64 %v258, i64 %v252
  %v260 = icmp sge i64 %v259, 0
  %v261 = icmp slt i64 %v259, %size.P
  %v262 = and i1 %v260, %v261
  %v263 = and i1 %v250, %v262
  %v264 = sdiv i64 %i49, %size.P
  %v265 = srem i64 %i49, %size.P
  %v266 = icmp ne i64 %v265, 0
  %v267 = icmp slt i64 %v265, 0
  %v268 = icmp slt i64 %size.P, 0
  %v269 = xor i1 %v267, %v268
  %v270 = and i1 %v266, %v269
  %v271 = zext i1 %v270 to i64
  %v272 = sub i64 %v264, %v271
  %v273 = mul i64 %v272, %size.R
  %v274 = add i64 %v273, %i59
  %v275 = mul i64 %v274, %size.S
  %v276 = add i64 %v275, %i65
  %v277 = mul i64 %v276, %size.C
  %ins278 = insertelement <16 x i64> poison, i64 %v211, i64 0
  %splat279 = shufflevector <16 x i64> %ins278, <16 x i64> poison, <16 x i32> zeroinitializer
  %step280 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane281 = add <16 x i64> %splat279, %step280
  %ins282 = insertelement <16 x i64> poison, i64 %v277, i64 0
  %splat283 = shufflevector <16 x i64> %ins282, <16 x i64> poison, <16 x i32> zeroinitializer
  %v284 = add <16 x i64> %splat283, %lane281
  %ins285 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat286 = shufflevector <16 x i64> %ins285, <16 x i64> poison, <16 x i32> zeroinitializer
  %v287 = mul <16 x i64> %v284, %splat286
  %v288 = sdiv i64 %i49, %size.P
  %v289 = srem i64 %i49, %size.P
  %v290 = icmp ne i64 %v289, 0
  %v291 = icmp slt i64 %v289, 0
  %v292 = icmp slt i64 %size.P, 0
  %v293 = xor i1 %v291, %v292
  %v294 = and i1 %v290, %v293
  %v295 = add i64 %v289, %size.P
  %v296 = select i1 %v294, i64 %v295, i64 %v289
  %ins297 = insertelement <16 x i64> poison, i64 %v296, i64 0
  %splat298 = shufflevector <16 x i64> %ins297, <16 x i64> poison, <16 x i32> zeroinitializer
  %v299 = add <16 x i64> %v287, %splat298
  %ps300 = getelementptr float, ptr %buf.w, <16 x i64> %v299
  %ins301 = insertelement <16 x i1> poison, i1 %v263, i64 0
  %splat302 = shufflevector <16 x i1> %ins301, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld303 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps300, <16 x i1> %splat302, <16 x float> zeroinitializer)
  %v304 = fmul contract <16 x float> %ld238, %ld303
  %v305 = mul i64 %i22, 2
  %v306 = add i64 %v305, %i59
  %v307 = sub i64 %v306, 1
  %v308 = icmp sge i64 %v307, 0
  %v309 = icmp slt i64 %v307, %size.H
  %v310 = and i1 %v308, %v309
  %v311 = mul i64 %i43, 2
  %v312 = add i64 %v311, %i65
  %v313 = sub i64 %v312, 1
  %v314 = icmp sge i64 %v313, 0
  %v315 = icmp slt i64 %v313, %size.W
  %v316 = and i1 %v314, %v315
  %v317 = and i1 %v310, %v316
  %v318 = sdiv i64 %i49, %size.P
  %v319 = srem i64 %i49, %size.P
  %v320 = icmp ne i64 %v319, 0
  %v321 = icmp slt i64 %v319, 0
  %v322 = icmp slt i64 %size.P, 0
  %v323 = xor i1 %v321, %v322
  %v324 = and i1 %v320, %v323
  %v325 = zext i1 %v324 to i64
  %v326 = sub i64 %v318, %v325
  %v327 = icmp sge i64 %v326, 0
  %v328 = icmp slt i64 %v326, 1
  %v329 = and i1 %v327, %v328
  %v330 = sdiv i64 %i49, %size.P
  %v331 = srem i64 %i49, %size.P
  %v332 = icmp ne i64 %v331, 0
  %v333 = icmp slt i64 %v331, 0
  %v334 = icmp slt i64 %size.P, 0
  %v335 = xor i1 %v333, %v334
  %v336 = and i1 %v332, %v335
  %v337 = add i64 %v331, %size.P
  %v338 = select i1 %v336, i64 %v337, i64 %v331
  %v339 = icmp sge i64 %v338, 0
  %v340 = icmp slt i64 %v338, %size.P
  %v341 = and i1 %v339, %v340
  %v342 = and i1 %v329, %v341
  %v343 = and i1 %v317, %v342
  %old344 = load <16 x float>, ptr %acc52
  %v345 = fadd <16 x float> %old344, %v304
  %ins346 = insertelement <16 x i1> poison, i1 %v343, i64 0
  %splat347 = shufflevector <16 x i1> %ins346, <16 x i1> poison, <16 x i32> zeroinitializer
  %v348 = select <16 x i1> %splat347, <16 x float> %v345, <16 x float> %old344
  store <16 x float> %v348, ptr %acc52
  %v349 = add nsw i64 %i72, 32
  %v350 = mul i64 %i22, 2
  %v351 = add i64 %v350, %i59
  %v352 = sub i64 %v351, 1
  %v353 = icmp sge i64 %v352, 0
  %v354 = icmp slt i64 %v352, %size.H
  %v355 = and i1 %v353, %v354
  %v356 = mul i64 %i43, 2
  %v357 = add i64 %v356, %i65
  %v358 = sub i64 %v357, 1
  %v359 = icmp sge i64 %v358, 0
  %v360 = icmp slt i64 %v358, %size.W
  %v361 = and i1 %v359, %v360
  %v362 = and i1 %v355, %v361
  %v363 = mul i64 %i22, 2
  %v364 = add i64 %v363, %i59
  %v365 = sub i64 %v364, 1
  %v366 = mul i64 %v365, %size.W
  %v367 = mul i64 %i43, 2
  %v368 = add i64 %v367, %i65
  %v369 = sub i64 %v368, 1
  %v370 = add i64 %v366, %v369
  %v371 = mul i64 %v370, %size.C
  %v372 = add i64 %v371, %v349
  %p373 = getelementptr float, ptr %buf.x, i64 %v372
  %ins374 = insertelement <16 x i1> poison, i1 %v362, i64 0
  %splat375 = shufflevector <16 x i1> %ins374, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld376 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p373, <16 x i1> %splat375, <16 x float> zeroinitializer)
  %v377 = sdiv i64 %i49, %size.P
  %v378 = srem i64 %i49, %size.P
  %v379 = icmp ne i64 %v378, 0
  %v380 = icmp slt i64 %v378, 0
  %v381 = icmp slt i64 %size.P, 0
  %v382 = xor i1 %v380, %v381
  %v383 = and i1 %v379, %v382
  %v384 = zext i1 %v383 to i64
  %v385 = sub i64 %v377, %v384
  %v386 = icmp sge i64 %v385, 0
  %v387 = icmp slt i64 %v385, 1
  %v388 = and i1 %v386, %v387
  %v389 = sdiv i64 %i49, %size.P
  %v390 = srem i64 %i49, %size.P
  %v391 = icmp ne i64 %v390, 0
  %v392 = icmp slt i64 %v390, 0
  %v393 = icmp slt i64 %size.P, 0
  %v394 = xor i1 %v392, %v393
  %v395 = and i1 %v391, %v394
  %v396 = add i64 %v390, %size.P
  %v397 = select i1 %v395, i64 %v396, i64 %v390
  %v398 = icmp sge i64 %v397, 0
  %v399 = icmp slt i64 %v397, %size.P
  %v400 = and i1 %v398, %v399
  %v401 = and i1 %v388, %v400
  %v402 = sdiv i64 %i49, %size.P
  %v403 = srem i64 %i49, %size.P
  %v404 = icmp ne i64 %v403, 0
  %v405 = icmp slt i64 %v403, 0
  %v406 = icmp slt i64 %size.P, 0
  %v407 = xor i1 %v405, %v406
  %v408 = and i1 %v404, %v407
  %v409 = zext i1 %v408 to i64
  %v410 = sub i64 %v402, %v409
  %v411 = mul i64 %v410, %size.R
  %v412 = add i64 %v411, %i59
  %v413 = mul i64 %v412, %size.S
  %v414 = add i64 %v413, %i65
  %v415 = mul i64 %v414, %size.C
  %ins416 = insertelement <16 x i64> poison, i64 %v349, i64 0
  %splat417 = shufflevector <16 x i64> %ins416, <16 x i64> poison, <16 x i32> zeroinitializer
  %step418 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane419 = add <16 x i64> %splat417, %step418
  %ins420 = insertelement <16 x i64> poison, i64 %v415, i64 0
  %splat421 = shufflevector <16 x i64> %ins420, <16 x i64> poison, <16 x i32> zeroinitializer
  %v422 = add <16 x i64> %splat421, %lane419
  %ins423 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat424 = shufflevector <16 x i64> %ins423, <16 x i64> poison, <16 x i32> zeroinitializer
  %v425 = mul <16 x i64> %v422, %splat424
  %v426 = sdiv i64 %i49, %size.P
  %v427 = srem i64 %i49, %size.P
  %v428 = icmp ne i64 %v427, 0
  %v429 = icmp slt i64 %v427, 0
  %v430 = icmp slt i64 %size.P, 0
  %v431 = xor i1 %v429, %v430
  %v432 = and i1 %v428, %v431
  %v433 = add i64 %v427, %size.P
  %v434 = select i1 %v432, i64 %v433, i64 %v427
  %ins435 = insertelement <16 x i64> poison, i64 %v434, i64 0
  %splat436 = shufflevector <16 x i64> %ins435, <16 x i64> poison, <16 x i32> zeroinitializer
  %v437 = add <16 x i64> %v425, %splat436
  %ps438 = getelementptr float, ptr %buf.w, <16 x i64> %v437
  %ins439 = insertelement <16 x i1> poison, i1 %v401, i64 0
  %splat440 = shufflevector <16 x i1> %ins439, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld441 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps438, <16 x i1> %splat440, <16 x float> zeroinitializer)
  %v442 = fmul contract <16 x float> %ld376, %ld441
  %v443 = mul i64 %i22, 2
  %v444 = add i64 %v443, %i59
  %v445 = sub i64 %v444, 1
  %v446 = icmp sge i64 %v445, 0
  %v447 = icmp slt i64 %v445, %size.H
  %v448 = and i1 %v446, %v447
  %v449 = mul i64 %i43, 2
  %v450 = add i64 %v449, %i65
  %v451 = sub i64 %v450, 1
  %v452 = icmp sge i64 %v451, 0
  %v453 = icmp slt i64 %v451, %size.W
  %v454 = and i1 %v452, %v453
  %v455 = and i1 %v448, %v454
  %v456 = sdiv i64 %i49, %size.P
  %v457 = srem i64 %i49, %size.P
  %v458 = icmp ne i64 %v457, 0
  %v459 = icmp slt i64 %v457, 0
  %v460 = icmp slt i64 %size.P, 0
  %v461 = xor i1 %v459, %v460
  %v462 = and i1 %v458, %v461
  %v463 = zext i1 %v462 to i64
  %v464 = sub i64 %v456, %v463
  %v465 = icmp sge i64 %v464, 0
  %v466 = icmp slt i64 %v464, 1
  %v467 = and i1 %v465, %v466
  %v468 = sdiv i64 %i49, %size.P
  %v469 = srem i64 %i49, %size.P
  %v470 = icmp ne i64 %v469, 0
  %v471 = icmp slt i64 %v469, 0
  %v472 = icmp slt i64 %size.P, 0
  %v473 = xor i1 %v471, %v472
  %v474 = and i1 %v470, %v473
  %v475 = add i64 %v469, %size.P
  %v476 = select i1 %v474, i64 %v475, i64 %v469
  %v477 = icmp sge i64 %v476, 0
  %v478 = icmp slt i64 %v476, %size.P
  %v479 = and i1 %v477, %v478
  %v480 = and i1 %v467, %v479
  %v481 = and i1 %v455, %v480
  %old482 = load <16 x float>, ptr %acc53
  %v483 = fadd <16 x float> %old482, %v442
  %ins484 = insertelement <16 x i1> poison, i1 %v481, i64 0
  %splat485 = shufflevector <16 x i1> %ins484, <16 x i1> poison, <16 x i32> zeroinitializer
  %v486 = select <16 x i1> %splat485, <16 x float> %v483, <16 x float> %old482
  store <16 x float> %v486, ptr %acc53
  %v487 = add nsw i64 %i72, 48
  %v488 = mul i64 %i22, 2
  %v489 = add i64 %v488, %i59
  %v490 = sub i64 %v489, 1
  %v491 = icmp sge i64 %v490, 0
  %v492 = icmp slt i64 %v490, %size.H
  %v493 = and i1 %v491, %v492
  %v494 = mul i64 %i43, 2
  %v495 = add i64 %v494, %i65
  %v496 = sub i64 %v495, 1
  %v497 = icmp sge i64 %v496, 0
  %v498 = icmp slt i64 %v496, %size.W
  %v499 = and i1 %v497, %v498
  %v500 = and i1 %v493, %v499
  %v501 = mul i64 %i22, 2
  %v502 = add i64 %v501, %i59
  %v503 = sub i64 %v502, 1
  %v504 = mul i64 %v503, %size.W
  %v505 = mul i64 %i43, 2
  %v506 = add i64 %v505, %i65
  %v507 = sub i64 %v506, 1
  %v508 = add i64 %v504, %v507
  %v509 = mul i64 %v508, %size.C
  %v510 = add i64 %v509, %v487
  %p511 = getelementptr float, ptr %buf.x, i64 %v510
  %ins512 = insertelement <16 x i1> poison, i1 %v500, i64 0
  %splat513 = shufflevector <16 x i1> %ins512, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld514 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p511, <16 x i1> %splat513, <16 x float> zeroinitializer)
  %v515 = sdiv i64 %i49, %size.P
  %v516 = srem i64 %i49, %size.P
  %v517 = icmp ne i64 %v516, 0
  %v518 = icmp slt i64 %v516, 0
  %v519 = icmp slt i64 %size.P, 0
  %v520 = xor i1 %v518, %v519
  %v521 = and i1 %v517, %v520
  %v522 = zext i1 %v521 to i64
  %v523 = sub i64 %v515, %v522
  %v524 = icmp sge i64 %v523, 0
  %v525 = icmp slt i64 %v523, 1
  %v526 = and i1 %v524, %v525
  %v527 = sdiv i64 %i49, %size.P
  %v528 = srem i64 %i49, %size.P
  %v529 = icmp ne i64 %v528, 0
  %v530 = icmp slt i64 %v528, 0
  %v531 = icmp slt i64 %size.P, 0
  %v532 = xor i1 %v530, %v531
  %v533 = and i1 %v529, %v532
  %v534 = add i64 %v528, %size.P
  %v535 = select i1 %v533, i64 %v534, i64 %v528
  %v536 = icmp sge i64 %v535, 0
  %v537 = icmp slt i64 %v535, %size.P
  %v538 = and i1 %v536, %v537
  %v539 = and i1 %v526, %v538
  %v540 = sdiv i64 %i49, %size.P
  %v541 = srem i64 %i49, %size.P
  %v542 = icmp ne i64 %v541, 0
  %v543 = icmp slt i64 %v541, 0
  %v544 = icmp slt i64 %size.P, 0
  %v545 = xor i1 %v543, %v544
  %v546 = and i1 %v542, %v545
  %v547 = zext i1 %v546 to i64
  %v548 = sub i64 %v540, %v547
  %v549 = mul i64 %v548, %size.R
  %v550 = add i64 %v549, %i59
  %v551 = mul i64 %v550, %size.S
  %v552 = add i64 %v551, %i65
  %v553 = mul i64 %v552, %size.C
  %ins554 = insertelement <16 x i64> poison, i64 %v487, i64 0
  %splat555 = shufflevector <16 x i64> %ins554, <16 x i64> poison, <16 x i32> zeroinitializer
  %step556 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane557 = add <16 x i64> %splat555, %step556
  %ins558 = insertelement <16 x i64> poison, i64 %v553, i64 0
  %splat559 = shufflevector <16 x i64> %ins558, <16 x i64> poison, <16 x i32> zeroinitializer
  %v560 = add <16 x i64> %splat559, %lane557
  %ins561 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat562 = shufflevector <16 x i64> %ins561, <16 x i64> poison, <16 x i32> zeroinitializer
  %v563 = mul <16 x i64> %v560, %splat562
  %v564 = sdiv i64 %i49, %size.P
  %v565 = srem i64 %i49, %size.P
  %v566 = icmp ne i64 %v565, 0
  %v567 = icmp slt i64 %v565, 0
  %v568 = icmp slt i64 %size.P, 0
  %v569 = xor i1 %v567, %v568
  %v570 = and i1 %v566, %v569
  %v571 = add i64 %v565, %size.P
  %v572 = select i1 %v570, i64 %v571, i64 %v565
  %ins573 = insertelement <16 x i64> poison, i64 %v572, i64 0
  %splat574 = shufflevector <16 x i64> %ins573, <16 x i64> poison, <16 x i32> zeroinitializer
  %v575 = add <16 x i64> %v563, %splat574
  %ps576 = getelementptr float, ptr %buf.w, <16 x i64> %v575
  %ins577 = insertelement <16 x i1> poison, i1 %v539, i64 0
  %splat578 = shufflevector <16 x i1> %ins577, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld579 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps576, <16 x i1> %splat578, <16 x float> zeroinitializer)
  %v580 = fmul contract <16 x float> %ld514, %ld579
  %v581 = mul i64 %i22, 2
  %v582 = add i64 %v581, %i59
  %v583 = sub i64 %v582, 1
  %v584 = icmp sge i64 %v583, 0
  %v585 = icmp slt i64 %v583, %size.H
  %v586 = and i1 %v584, %v585
  %v587 = mul i64 %i43, 2
  %v588 = add i64 %v587, %i65
  %v589 = sub i64 %v588, 1
  %v590 = icmp sge i64 %v589, 0
  %v591 = icmp slt i64 %v589, %size.W
  %v592 = and i1 %v590, %v591
  %v593 = and i1 %v586, %v592
  %v594 = sdiv i64 %i49, %size.P
  %v595 = srem i64 %i49, %size.P
  %v596 = icmp ne i64 %v595, 0
  %v597 = icmp slt i64 %v595, 0
  %v598 = icmp slt i64 %size.P, 0
  %v599 = xor i1 %v597, %v598
  %v600 = and i1 %v596, %v599
  %v601 = zext i1 %v600 to i64
  %v602 = sub i64 %v594, %v601
  %v603 = icmp sge i64 %v602, 0
  %v604 = icmp slt i64 %v602, 1
  %v605 = and i1 %v603, %v604
  %v606 = sdiv i64 %i49, %size.P
  %v607 = srem i64 %i49, %size.P
  %v608 = icmp ne i64 %v607, 0
  %v609 = icmp slt i64 %v607, 0
  %v610 = icmp slt i64 %size.P, 0
  %v611 = xor i1 %v609, %v610
  %v612 = and i1 %v608, %v611
  %v613 = add i64 %v607, %size.P
  %v614 = select i1 %v612, i64 %v613, i64 %v607
  %v615 = icmp sge i64 %v614, 0
  %v616 = icmp slt i64 %v614, %size.P
  %v617 = and i1 %v615, %v616
  %v618 = and i1 %v605, %v617
  %v619 = and i1 %v593, %v618
  %old620 = load <16 x float>, ptr %acc54
  %v621 = fadd <16 x float> %old620, %v580
  %ins622 = insertelement <16 x i1> poison, i1 %v619, i64 0
  %splat623 = shufflevector <16 x i1> %ins622, <16 x i1> poison, <16 x i32> zeroinitializer
  %v624 = select <16 x i1> %splat623, <16 x float> %v621, <16 x float> %old620
  store <16 x float> %v624, ptr %acc54
  %v625 = add nsw i64 %i72, 64
  store i64 %v625, ptr %c.addr.67
  br label %cond69
exit71:
  %v626 = sub i64 %size.C, 16
  br label %cond627
cond627:
  %i630 = load i64, ptr %c.addr.67
  %v631 = icmp sle i64 %i630, %v626
  br i1 %v631, label %body628, label %exit629
body628:
  %v632 = mul i64 %i22, 2
  %v633 = add i64 %v632, %i59
  %v634 = sub i64 %v633, 1
  %v635 = icmp sge i64 %v634, 0
  %v636 = icmp slt i64 %v634, %size.H
  %v637 = and i1 %v635, %v636
  %v638 = mul i64 %i43, 2
  %v639 = add i64 %v638, %i65
  %v640 = sub i64 %v639, 1
  %v641 = icmp sge i64 %v640, 0
  %v642 = icmp slt i64 %v640, %size.W
  %v643 = and i1 %v641, %v642
  %v644 = and i1 %v637, %v643
  %v645 = mul i64 %i22, 2
  %v646 = add i64 %v645, %i59
  %v647 = sub i64 %v646, 1
  %v648 = mul i64 %v647, %size.W
  %v649 = mul i64 %i43, 2
  %v650 = add i64 %v649, %i65
  %v651 = sub i64 %v650, 1
  %v652 = add i64 %v648, %v651
  %v653 = mul i64 %v652, %size.C
  %v654 = add i64 %v653, %i630
  %p655 = getelementptr float, ptr %buf.x, i64 %v654
  %ins656 = insertelement <16 x i1> poison, i1 %v644, i64 0
  %splat657 = shufflevector <16 x i1> %ins656, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld658 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p655, <16 x i1> %splat657, <16 x float> zeroinitializer)
  %v659 = sdiv i64 %i49, %size.P
  %v660 = srem i64 %i49, %size.P
  %v661 = icmp ne i64 %v660, 0
  %v662 = icmp slt i64 %v660, 0
  %v663 = icmp slt i64 %size.P, 0
  %v664 = xor i1 %v662, %v663
  %v665 = and i1 %v661, %v664
  %v666 = zext i1 %v665 to i64
  %v667 = sub i64 %v659, %v666
  %v668 = icmp sge i64 %v667, 0
  %v669 = icmp slt i64 %v667, 1
  %v670 = and i1 %v668, %v669
  %v671 = sdiv i64 %i49, %size.P
  %v672 = srem i64 %i49, %size.P
  %v673 = icmp ne i64 %v672, 0
  %v674 = icmp slt i64 %v672, 0
  %v675 = icmp slt i64 %size.P, 0
  %v676 = xor i1 %v674, %v675
  %v677 = and i1 %v673, %v676
  %v678 = add i64 %v672, %size.P
  %v679 = select i1 %v677, i64 %v678, i64 %v672
  %v680 = icmp sge i64 %v679, 0
  %v681 = icmp slt i64 %v679, %size.P
  %v682 = and i1 %v680, %v681
  %v683 = and i1 %v670, %v682
  %v684 = sdiv i64 %i49, %size.P
  %v685 = srem i64 %i49, %size.P
  %v686 = icmp ne i64 %v685, 0
  %v687 = icmp slt i64 %v685, 0
  %v688 = icmp slt i64 %size.P, 0
  %v689 = xor i1 %v687, %v688
  %v690 = and i1 %v686, %v689
  %v691 = zext i1 %v690 to i64
  %v692 = sub i64 %v684, %v691
  %v693 = mul i64 %v692, %size.R
  %v694 = add i64 %v693, %i59
  %v695 = mul i64 %v694, %size.S
  %v696 = add i64 %v695, %i65
  %v697 = mul i64 %v696, %size.C
  %ins698 = insertelement <16 x i64> poison, i64 %i630, i64 0
  %splat699 = shufflevector <16 x i64> %ins698, <16 x i64> poison, <16 x i32> zeroinitializer
  %step700 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane701 = add <16 x i64> %splat699, %step700
  %ins702 = insertelement <16 x i64> poison, i64 %v697, i64 0
  %splat703 = shufflevector <16 x i64> %ins702, <16 x i64> poison, <16 x i32> zeroinitializer
  %v704 = add <16 x i64> %splat703, %lane701
  %ins705 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat706 = shufflevector <16 x i64> %ins705, <16 x i64> poison, <16 x i32> zeroinitializer
  %v707 = mul <16 x i64> %v704, %splat706
  %v708 = sdiv i64 %i49, %size.P
  %v709 = srem i64 %i49, %size.P
  %v710 = icmp ne i64 %v709, 0
  %v711 = icmp slt i64 %v709, 0
  %v712 = icmp slt i64 %size.P, 0
  %v713 = xor i1 %v711, %v712
  %v714 = and i1 %v710, %v713
  %v715 = add i64 %v709, %size.P
  %v716 = select i1 %v714, i64 %v715, i64 %v709
  %ins717 = insertelement <16 x i64> poison, i64 %v716, i64 0
  %splat718 = shufflevector <16 x i64> %ins717, <16 x i64> poison, <16 x i32> zeroinitializer
  %v719 = add <16 x i64> %v707, %splat718
  %ps720 = getelementptr float, ptr %buf.w, <16 x i64> %v719
  %ins721 = insertelement <16 x i1> poison, i1 %v683, i64 0
  %splat722 = shufflevector <16 x i1> %ins721, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld723 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps720, <16 x i1> %splat722, <16 x float> zeroinitializer)
  %v724 = fmul contract <16 x float> %ld658, %ld723
  %v725 = mul i64 %i22, 2
  %v726 = add i64 %v725, %i59
  %v727 = sub i64 %v726, 1
  %v728 = icmp sge i64 %v727, 0
  %v729 = icmp slt i64 %v727, %size.H
  %v730 = and i1 %v728, %v729
  %v731 = mul i64 %i43, 2
  %v732 = add i64 %v731, %i65
  %v733 = sub i64 %v732, 1
  %v734 = icmp sge i64 %v733, 0
  %v735 = icmp slt i64 %v733, %size.W
  %v736 = and i1 %v734, %v735
  %v737 = and i1 %v730, %v736
  %v738 = sdiv i64 %i49, %size.P
  %v739 = srem i64 %i49, %size.P
  %v740 = icmp ne i64 %v739, 0
  %v741 = icmp slt i64 %v739, 0
  %v742 = icmp slt i64 %size.P, 0
  %v743 = xor i1 %v741, %v742
  %v744 = and i1 %v740, %v743
  %v745 = zext i1 %v744 to i64
  %v746 = sub i64 %v738, %v745
  %v747 = icmp sge i64 %v746, 0
  %v748 = icmp slt i64 %v746, 1
  %v749 = and i1 %v747, %v748
  %v750 = sdiv i64 %i49, %size.P
  %v751 = srem i64 %i49, %size.P
  %v752 = icmp ne i64 %v751, 0
  %v753 = icmp slt i64 %v751, 0
  %v754 = icmp slt i64 %size.P, 0
  %v755 = xor i1 %v753, %v754
  %v756 = and i1 %v752, %v755
  %v757 = add i64 %v751, %size.P
  %v758 = select i1 %v756, i64 %v757, i64 %v751
  %v759 = icmp sge i64 %v758, 0
  %v760 = icmp slt i64 %v758, %size.P
  %v761 = and i1 %v759, %v760
  %v762 = and i1 %v749, %v761
  %v763 = and i1 %v737, %v762
  %old764 = load <16 x float>, ptr %acc51
  %v765 = fadd <16 x float> %old764, %v724
  %ins766 = insertelement <16 x i1> poison, i1 %v763, i64 0
  %splat767 = shufflevector <16 x i1> %ins766, <16 x i1> poison, <16 x i32> zeroinitializer
  %v768 = select <16 x i1> %splat767, <16 x float> %v765, <16 x float> %old764
  store <16 x float> %v768, ptr %acc51
  %v769 = add nsw i64 %i630, 16
  store i64 %v769, ptr %c.addr.67
  br label %cond627
exit629:
  %i770 = load i64, ptr %c.addr.67
  %v771 = icmp slt i64 %i770, %size.C
  br i1 %v771, label %tail772, label %done773
tail772:
  %mask774 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i770, i64 %size.C)
  %v775 = mul i64 %i22, 2
  %v776 = add i64 %v775, %i59
  %v777 = sub i64 %v776, 1
  %v778 = icmp sge i64 %v777, 0
  %v779 = icmp slt i64 %v777, %size.H
  %v780 = and i1 %v778, %v779
  %v781 = mul i64 %i43, 2
  %v782 = add i64 %v781, %i65
  %v783 = sub i64 %v782, 1
  %v784 = icmp sge i64 %v783, 0
  %v785 = icmp slt i64 %v783, %size.W
  %v786 = and i1 %v784, %v785
  %v787 = and i1 %v780, %v786
  %ins788 = insertelement <16 x i1> poison, i1 %v787, i64 0
  %splat789 = shufflevector <16 x i1> %ins788, <16 x i1> poison, <16 x i32> zeroinitializer
  %v790 = and <16 x i1> %mask774, %splat789
  %v791 = mul i64 %i22, 2
  %v792 = add i64 %v791, %i59
  %v793 = sub i64 %v792, 1
  %v794 = mul i64 %v793, %size.W
  %v795 = mul i64 %i43, 2
  %v796 = add i64 %v795, %i65
  %v797 = sub i64 %v796, 1
  %v798 = add i64 %v794, %v797
  %v799 = mul i64 %v798, %size.C
  %v800 = add i64 %v799, %i770
  %p801 = getelementptr float, ptr %buf.x, i64 %v800
  %ld802 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p801, <16 x i1> %v790, <16 x float> zeroinitializer)
  %v803 = sdiv i64 %i49, %size.P
  %v804 = srem i64 %i49, %size.P
  %v805 = icmp ne i64 %v804, 0
  %v806 = icmp slt i64 %v804, 0
  %v807 = icmp slt i64 %size.P, 0
  %v808 = xor i1 %v806, %v807
  %v809 = and i1 %v805, %v808
  %v810 = zext i1 %v809 to i64
  %v811 = sub i64 %v803, %v810
  %v812 = icmp sge i64 %v811, 0
  %v813 = icmp slt i64 %v811, 1
  %v814 = and i1 %v812, %v813
  %v815 = sdiv i64 %i49, %size.P
  %v816 = srem i64 %i49, %size.P
  %v817 = icmp ne i64 %v816, 0
  %v818 = icmp slt i64 %v816, 0
  %v819 = icmp slt i64 %size.P, 0
  %v820 = xor i1 %v818, %v819
  %v821 = and i1 %v817, %v820
  %v822 = add i64 %v816, %size.P
  %v823 = select i1 %v821, i64 %v822, i64 %v816
  %v824 = icmp sge i64 %v823, 0
  %v825 = icmp slt i64 %v823, %size.P
  %v826 = and i1 %v824, %v825
  %v827 = and i1 %v814, %v826
  %ins828 = insertelement <16 x i1> poison, i1 %v827, i64 0
  %splat829 = shufflevector <16 x i1> %ins828, <16 x i1> poison, <16 x i32> zeroinitializer
  %v830 = and <16 x i1> %mask774, %splat829
  %v831 = sdiv i64 %i49, %size.P
  %v832 = srem i64 %i49, %size.P
  %v833 = icmp ne i64 %v832, 0
  %v834 = icmp slt i64 %v832, 0
  %v835 = icmp slt i64 %size.P, 0
  %v836 = xor i1 %v834, %v835
  %v837 = and i1 %v833, %v836
  %v838 = zext i1 %v837 to i64
  %v839 = sub i64 %v831, %v838
  %v840 = mul i64 %v839, %size.R
  %v841 = add i64 %v840, %i59
  %v842 = mul i64 %v841, %size.S
  %v843 = add i64 %v842, %i65
  %v844 = mul i64 %v843, %size.C
  %ins845 = insertelement <16 x i64> poison, i64 %i770, i64 0
  %splat846 = shufflevector <16 x i64> %ins845, <16 x i64> poison, <16 x i32> zeroinitializer
  %step847 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane848 = add <16 x i64> %splat846, %step847
  %ins849 = insertelement <16 x i64> poison, i64 %v844, i64 0
  %splat850 = shufflevector <16 x i64> %ins849, <16 x i64> poison, <16 x i32> zeroinitializer
  %v851 = add <16 x i64> %splat850, %lane848
  %ins852 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat853 = shufflevector <16 x i64> %ins852, <16 x i64> poison, <16 x i32> zeroinitializer
  %v854 = mul <16 x i64> %v851, %splat853
  %v855 = sdiv i64 %i49, %size.P
  %v856 = srem i64 %i49, %size.P
  %v857 = icmp ne i64 %v856, 0
  %v858 = icmp slt i64 %v856, 0
  %v859 = icmp slt i64 %size.P, 0
  %v860 = xor i1 %v858, %v859
  %v861 = and i1 %v857, %v860
  %v862 = add i64 %v856, %size.P
  %v863 = select i1 %v861, i64 %v862, i64 %v856
  %ins864 = insertelement <16 x i64> poison, i64 %v863, i64 0
  %splat865 = shufflevector <16 x i64> %ins864, <16 x i64> poison, <16 x i32> zeroinitializer
  %v866 = add <16 x i64> %v854, %splat865
  %ps867 = getelementptr float, ptr %buf.w, <16 x i64> %v866
  %ld868 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps867, <16 x i1> %v830, <16 x float> zeroinitializer)
  %v869 = fmul contract <16 x float> %ld802, %ld868
  %v870 = mul i64 %i22, 2
  %v871 = add i64 %v870, %i59
  %v872 = sub i64 %v871, 1
  %v873 = icmp sge i64 %v872, 0
  %v874 = icmp slt i64 %v872, %size.H
  %v875 = and i1 %v873, %v874
  %v876 = mul i64 %i43, 2
  %v877 = add i64 %v876, %i65
  %v878 = sub i64 %v877, 1
  %v879 = icmp sge i64 %v878, 0
  %v880 = icmp slt i64 %v878, %size.W
  %v881 = and i1 %v879, %v880
  %v882 = and i1 %v875, %v881
  %v883 = sdiv i64 %i49, %size.P
  %v884 = srem i64 %i49, %size.P
  %v885 = icmp ne i64 %v884, 0
  %v886 = icmp slt i64 %v884, 0
  %v887 = icmp slt i64 %size.P, 0
  %v888 = xor i1 %v886, %v887
  %v889 = and i1 %v885, %v888
  %v890 = zext i1 %v889 to i64
  %v891 = sub i64 %v883, %v890
  %v892 = icmp sge i64 %v891, 0
  %v893 = icmp slt i64 %v891, 1
  %v894 = and i1 %v892, %v893
  %v895 = sdiv i64 %i49, %size.P
  %v896 = srem i64 %i49, %size.P
  %v897 = icmp ne i64 %v896, 0
  %v898 = icmp slt i64 %v896, 0
  %v899 = icmp slt i64 %size.P, 0
  %v900 = xor i1 %v898, %v899
  %v901 = and i1 %v897, %v900
  %v902 = add i64 %v896, %size.P
  %v903 = select i1 %v901, i64 %v902, i64 %v896
  %v904 = icmp sge i64 %v903, 0
  %v905 = icmp slt i64 %v903, %size.P
  %v906 = and i1 %v904, %v905
  %v907 = and i1 %v894, %v906
  %v908 = and i1 %v882, %v907
  %ins909 = insertelement <16 x i1> poison, i1 %v908, i64 0
  %splat910 = shufflevector <16 x i1> %ins909, <16 x i1> poison, <16 x i32> zeroinitializer
  %v911 = and <16 x i1> %mask774, %splat910
  %old912 = load <16 x float>, ptr %acc51
  %v913 = fadd <16 x float> %old912, %v869
  %v914 = select <16 x i1> %v911, <16 x float> %v913, <16 x float> %old912
  store <16 x float> %v914, ptr %acc51
  br label %done773
done773:
  %v915 = add nsw i64 %i65, 1
  store i64 %v915, ptr %s.addr.61
  br label %cond62
exit64:
  %v916 = add nsw i64 %i59, 1
  store i64 %v916, ptr %r.addr.55
  br label %cond56
exit58:
  %red917 = load <16 x float>, ptr %acc51
  %red918 = load <16 x float>, ptr %acc52
  %red919 = load <16 x float>, ptr %acc53
  %red920 = load <16 x float>, ptr %acc54
  %v921 = fadd <16 x float> %red917, %red918
  %v922 = fadd <16 x float> %v921, %red919
  %v923 = fadd <16 x float> %v922, %red920
  %v924 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v923)
  %p925 = getelementptr float, ptr %buf.b, i64 %i49
  %ld926 = load float, ptr %p925, align 4
  %v927 = fadd contract float %ld926, %v924
  %v928 = call float @llvm.maximum.f32(float %v927, float 0x0000000000000000)
  %v929 = add i64 %size.W, 1
  %v930 = add i64 %v929, 1
  %v931 = sub i64 %size.S, 1
  %v932 = sub i64 %v930, %v931
  %v933 = sub i64 %v932, 1
  %v934 = sdiv i64 %v933, 2
  %v935 = srem i64 %v933, 2
  %v936 = icmp ne i64 %v935, 0
  %v937 = icmp slt i64 %v935, 0
  %v938 = icmp slt i64 2, 0
  %v939 = xor i1 %v937, %v938
  %v940 = and i1 %v936, %v939
  %v941 = zext i1 %v940 to i64
  %v942 = sub i64 %v934, %v941
  %v943 = add i64 %v942, 1
  %v944 = mul i64 %i22, %v943
  %v945 = add i64 %v944, %i43
  %v946 = mul i64 %v945, %size.K
  %v947 = add i64 %v946, %i49
  %p948 = getelementptr float, ptr %buf.y, i64 %v947
  store float %v928, ptr %p948, align 4
  %v949 = add nsw i64 %i49, 1
  store i64 %v949, ptr %k.addr.45
  br label %cond46
exit48:
  %v950 = add nsw i64 %i43, 1
  store i64 %v950, ptr %q.addr.39
  br label %cond40
exit42:
  %v951 = add nsw i64 %i22, 1
  store i64 %v951, ptr %p.addr.16
  br label %cond19
exit21:
  ret void
}
@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)


declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)


declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = mul i64 1, %scr
  %t9 = getelementptr float, ptr %c, i64 %t8
  %t10 = icmp slt i64 1, %nrows
  %t11 = and i1 %accum, %t10
  %t12 = getelementptr float, ptr %t9, i64 0
  %t13 = select i1 %t11, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t14 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t12, <16 x i1> %t13, <16 x float> zeroinitializer)
  %t15 = mul i64 2, %scr
  %t16 = getelementptr float, ptr %c, i64 %t15
  %t17 = icmp slt i64 2, %nrows
  %t18 = and i1 %accum, %t17
  %t19 = getelementptr float, ptr %t16, i64 0
  %t20 = select i1 %t18, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t21 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t19, <16 x i1> %t20, <16 x float> zeroinitializer)
  %t22 = mul i64 3, %scr
  %t23 = getelementptr float, ptr %c, i64 %t22
  %t24 = icmp slt i64 3, %nrows
  %t25 = and i1 %accum, %t24
  %t26 = getelementptr float, ptr %t23, i64 0
  %t27 = select i1 %t25, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t28 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t26, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t29 = mul i64 4, %scr
  %t30 = getelementptr float, ptr %c, i64 %t29
  %t31 = icmp slt i64 4, %nrows
  %t32 = and i1 %accum, %t31
  %t33 = getelementptr float, ptr %t30, i64 0
  %t34 = select i1 %t32, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t33, <16 x i1> %t34, <16 x float> zeroinitializer)
  %t36 = mul i64 5, %scr
  %t37 = getelementptr float, ptr %c, i64 %t36
  %t38 = icmp slt i64 5, %nrows
  %t39 = and i1 %accum, %t38
  %t40 = getelementptr float, ptr %t37, i64 0
  %t41 = select i1 %t39, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t41, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t14, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t21, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t28, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t35, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t42, %entry], [%out5, %tapend]
  %t43 = mul i64 %tp, 6
  %t44 = add i64 %t43, 0
  %t45 = getelementptr ptr, ptr %ind, i64 %t44
  %t46 = load ptr, ptr %t45, align 8
  %t47 = add i64 %t43, 1
  %t48 = getelementptr ptr, ptr %ind, i64 %t47
  %t49 = load ptr, ptr %t48, align 8
  %t50 = add i64 %t43, 2
  %t51 = getelementptr ptr, ptr %ind, i64 %t50
  %t52 = load ptr, ptr %t51, align 8
  %t53 = add i64 %t43, 3
  %t54 = getelementptr ptr, ptr %ind, i64 %t53
  %t55 = load ptr, ptr %t54, align 8
  %t56 = add i64 %t43, 4
  %t57 = getelementptr ptr, ptr %ind, i64 %t56
  %t58 = load ptr, ptr %t57, align 8
  %t59 = add i64 %t43, 5
  %t60 = getelementptr ptr, ptr %ind, i64 %t59
  %t61 = load ptr, ptr %t60, align 8
  %t62 = icmp sgt i64 %cg, 0
  br i1 %t62, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %t63 = getelementptr float, ptr %bp, i64 0
  %t64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t65 = getelementptr float, ptr %t46, i64 %j
  %t66 = load float, ptr %t65, align 4
  %t67 = insertelement <16 x float> poison, float %t66, i64 0
  %t68 = shufflevector <16 x float> %t67, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t68, <16 x float> %t64, <16 x float> %acc0)
  %t69 = getelementptr float, ptr %t49, i64 %j
  %t70 = load float, ptr %t69, align 4
  %t71 = insertelement <16 x float> poison, float %t70, i64 0
  %t72 = shufflevector <16 x float> %t71, <16 x float> poison, <16 x i32> zeroinitializer
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t72, <16 x float> %t64, <16 x float> %acc1)
  %t73 = getelementptr float, ptr %t52, i64 %j
  %t74 = load float, ptr %t73, align 4
  %t75 = insertelement <16 x float> poison, float %t74, i64 0
  %t76 = shufflevector <16 x float> %t75, <16 x float> poison, <16 x i32> zeroinitializer
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t76, <16 x float> %t64, <16 x float> %acc2)
  %t77 = getelementptr float, ptr %t55, i64 %j
  %t78 = load float, ptr %t77, align 4
  %t79 = insertelement <16 x float> poison, float %t78, i64 0
  %t80 = shufflevector <16 x float> %t79, <16 x float> poison, <16 x i32> zeroinitializer
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t80, <16 x float> %t64, <16 x float> %acc3)
  %t81 = getelementptr float, ptr %t58, i64 %j
  %t82 = load float, ptr %t81, align 4
  %t83 = insertelement <16 x float> poison, float %t82, i64 0
  %t84 = shufflevector <16 x float> %t83, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t84, <16 x float> %t64, <16 x float> %acc4)
  %t85 = getelementptr float, ptr %t61, i64 %j
  %t86 = load float, ptr %t85, align 4
  %t87 = insertelement <16 x float> poison, float %t86, i64 0
  %t88 = shufflevector <16 x float> %t87, <16 x float> poison, <16 x i32> zeroinitializer
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t88, <16 x float> %t64, <16 x float> %acc5)
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t89 = icmp slt i64 %j.next, %cg
  br i1 %t89, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t90 = icmp slt i64 %tp.next, %ntaps
  br i1 %t90, label %tap, label %exit
exit:
  %t91 = icmp slt i64 0, %nrows
  br i1 %t91, label %store92, label %next93
store92:
  %t94 = getelementptr float, ptr %t2, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out0, ptr align 4 %t94, <16 x i1> %mlast)
  br label %next93
next93:
  %t95 = icmp slt i64 1, %nrows
  br i1 %t95, label %store96, label %next97
store96:
  %t98 = getelementptr float, ptr %t9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out1, ptr align 4 %t98, <16 x i1> %mlast)
  br label %next97
next97:
  %t99 = icmp slt i64 2, %nrows
  br i1 %t99, label %store100, label %next101
store100:
  %t102 = getelementptr float, ptr %t16, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out2, ptr align 4 %t102, <16 x i1> %mlast)
  br label %next101
next101:
  %t103 = icmp slt i64 3, %nrows
  br i1 %t103, label %store104, label %next105
store104:
  %t106 = getelementptr float, ptr %t23, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t106, <16 x i1> %mlast)
  br label %next105
next105:
  %t107 = icmp slt i64 4, %nrows
  br i1 %t107, label %store108, label %next109
store108:
  %t110 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out4, ptr align 4 %t110, <16 x i1> %mlast)
  br label %next109
next109:
  %t111 = icmp slt i64 5, %nrows
  br i1 %t111, label %store112, label %next113
store112:
  %t114 = getelementptr float, ptr %t37, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t114, <16 x i1> %mlast)
  br label %next113
next113:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = mul i64 1, %scr
  %t9 = getelementptr float, ptr %c, i64 %t8
  %t10 = icmp slt i64 1, %nrows
  %t11 = and i1 %accum, %t10
  %t12 = getelementptr float, ptr %t9, i64 0
  %t13 = select i1 %t11, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t14 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t12, <16 x i1> %t13, <16 x float> zeroinitializer)
  %t15 = mul i64 2, %scr
  %t16 = getelementptr float, ptr %c, i64 %t15
  %t17 = icmp slt i64 2, %nrows
  %t18 = and i1 %accum, %t17
  %t19 = getelementptr float, ptr %t16, i64 0
  %t20 = select i1 %t18, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t21 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t19, <16 x i1> %t20, <16 x float> zeroinitializer)
  %t22 = mul i64 3, %scr
  %t23 = getelementptr float, ptr %c, i64 %t22
  %t24 = icmp slt i64 3, %nrows
  %t25 = and i1 %accum, %t24
  %t26 = getelementptr float, ptr %t23, i64 0
  %t27 = select i1 %t25, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t28 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t26, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t29 = mul i64 4, %scr
  %t30 = getelementptr float, ptr %c, i64 %t29
  %t31 = icmp slt i64 4, %nrows
  %t32 = and i1 %accum, %t31
  %t33 = getelementptr float, ptr %t30, i64 0
  %t34 = select i1 %t32, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t33, <16 x i1> %t34, <16 x float> zeroinitializer)
  %t36 = mul i64 5, %scr
  %t37 = getelementptr float, ptr %c, i64 %t36
  %t38 = icmp slt i64 5, %nrows
  %t39 = and i1 %accum, %t38
  %t40 = getelementptr float, ptr %t37, i64 0
  %t41 = select i1 %t39, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t41, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t14, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t21, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t28, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t35, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t42, %entry], [%out5, %tapend]
  %t43 = mul i64 %tp, 6
  %t44 = add i64 %t43, 0
  %t45 = getelementptr ptr, ptr %ind, i64 %t44
  %t46 = load ptr, ptr %t45, align 8
  %t47 = icmp ne ptr %t46, %zero
  %t48 = select i1 %t47, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t49 = add i64 %t43, 1
  %t50 = getelementptr ptr, ptr %ind, i64 %t49
  %t51 = load ptr, ptr %t50, align 8
  %t52 = icmp ne ptr %t51, %zero
  %t53 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t54 = add i64 %t43, 2
  %t55 = getelementptr ptr, ptr %ind, i64 %t54
  %t56 = load ptr, ptr %t55, align 8
  %t57 = icmp ne ptr %t56, %zero
  %t58 = select i1 %t57, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t59 = add i64 %t43, 3
  %t60 = getelementptr ptr, ptr %ind, i64 %t59
  %t61 = load ptr, ptr %t60, align 8
  %t62 = icmp ne ptr %t61, %zero
  %t63 = select i1 %t62, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t64 = add i64 %t43, 4
  %t65 = getelementptr ptr, ptr %ind, i64 %t64
  %t66 = load ptr, ptr %t65, align 8
  %t67 = icmp ne ptr %t66, %zero
  %t68 = select i1 %t67, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t69 = add i64 %t43, 5
  %t70 = getelementptr ptr, ptr %ind, i64 %t69
  %t71 = load ptr, ptr %t70, align 8
  %t72 = icmp ne ptr %t71, %zero
  %t73 = select i1 %t72, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t74 = icmp sgt i64 %cg, 0
  br i1 %t74, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %t75 = getelementptr float, ptr %bp, i64 0
  %t76 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t75, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t77 = getelementptr float, ptr %t46, i64 %j
  %t78 = load float, ptr %t77, align 4
  %t79 = insertelement <16 x float> poison, float %t78, i64 0
  %t80 = shufflevector <16 x float> %t79, <16 x float> poison, <16 x i32> zeroinitializer
  %t81 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t80, <16 x float> %t76, <16 x float> %acc0)
  %new0 = select <16 x i1> %t48, <16 x float> %t81, <16 x float> %acc0
  %t82 = getelementptr float, ptr %t51, i64 %j
  %t83 = load float, ptr %t82, align 4
  %t84 = insertelement <16 x float> poison, float %t83, i64 0
  %t85 = shufflevector <16 x float> %t84, <16 x float> poison, <16 x i32> zeroinitializer
  %t86 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t85, <16 x float> %t76, <16 x float> %acc1)
  %new1 = select <16 x i1> %t53, <16 x float> %t86, <16 x float> %acc1
  %t87 = getelementptr float, ptr %t56, i64 %j
  %t88 = load float, ptr %t87, align 4
  %t89 = insertelement <16 x float> poison, float %t88, i64 0
  %t90 = shufflevector <16 x float> %t89, <16 x float> poison, <16 x i32> zeroinitializer
  %t91 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t90, <16 x float> %t76, <16 x float> %acc2)
  %new2 = select <16 x i1> %t58, <16 x float> %t91, <16 x float> %acc2
  %t92 = getelementptr float, ptr %t61, i64 %j
  %t93 = load float, ptr %t92, align 4
  %t94 = insertelement <16 x float> poison, float %t93, i64 0
  %t95 = shufflevector <16 x float> %t94, <16 x float> poison, <16 x i32> zeroinitializer
  %t96 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t76, <16 x float> %acc3)
  %new3 = select <16 x i1> %t63, <16 x float> %t96, <16 x float> %acc3
  %t97 = getelementptr float, ptr %t66, i64 %j
  %t98 = load float, ptr %t97, align 4
  %t99 = insertelement <16 x float> poison, float %t98, i64 0
  %t100 = shufflevector <16 x float> %t99, <16 x float> poison, <16 x i32> zeroinitializer
  %t101 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t100, <16 x float> %t76, <16 x float> %acc4)
  %new4 = select <16 x i1> %t68, <16 x float> %t101, <16 x float> %acc4
  %t102 = getelementptr float, ptr %t71, i64 %j
  %t103 = load float, ptr %t102, align 4
  %t104 = insertelement <16 x float> poison, float %t103, i64 0
  %t105 = shufflevector <16 x float> %t104, <16 x float> poison, <16 x i32> zeroinitializer
  %t106 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t105, <16 x float> %t76, <16 x float> %acc5)
  %new5 = select <16 x i1> %t73, <16 x float> %t106, <16 x float> %acc5
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t107 = icmp slt i64 %j.next, %cg
  br i1 %t107, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t108 = icmp slt i64 %tp.next, %ntaps
  br i1 %t108, label %tap, label %exit
exit:
  %t109 = icmp slt i64 0, %nrows
  br i1 %t109, label %store110, label %next111
store110:
  %t112 = getelementptr float, ptr %t2, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out0, ptr align 4 %t112, <16 x i1> %mlast)
  br label %next111
next111:
  %t113 = icmp slt i64 1, %nrows
  br i1 %t113, label %store114, label %next115
store114:
  %t116 = getelementptr float, ptr %t9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out1, ptr align 4 %t116, <16 x i1> %mlast)
  br label %next115
next115:
  %t117 = icmp slt i64 2, %nrows
  br i1 %t117, label %store118, label %next119
store118:
  %t120 = getelementptr float, ptr %t16, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out2, ptr align 4 %t120, <16 x i1> %mlast)
  br label %next119
next119:
  %t121 = icmp slt i64 3, %nrows
  br i1 %t121, label %store122, label %next123
store122:
  %t124 = getelementptr float, ptr %t23, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t124, <16 x i1> %mlast)
  br label %next123
next123:
  %t125 = icmp slt i64 4, %nrows
  br i1 %t125, label %store126, label %next127
store126:
  %t128 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out4, ptr align 4 %t128, <16 x i1> %mlast)
  br label %next127
next127:
  %t129 = icmp slt i64 5, %nrows
  br i1 %t129, label %store130, label %next131
store130:
  %t132 = getelementptr float, ptr %t37, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t132, <16 x i1> %mlast)
  br label %next131
next131:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = mul i64 1, %scr
  %t12 = getelementptr float, ptr %c, i64 %t11
  %t13 = icmp slt i64 1, %nrows
  %t14 = and i1 %accum, %t13
  %t15 = getelementptr float, ptr %t12, i64 0
  %t16 = select i1 %t14, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t17 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t15, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t18 = getelementptr float, ptr %t12, i64 16
  %t19 = select i1 %t14, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t18, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t21 = mul i64 2, %scr
  %t22 = getelementptr float, ptr %c, i64 %t21
  %t23 = icmp slt i64 2, %nrows
  %t24 = and i1 %accum, %t23
  %t25 = getelementptr float, ptr %t22, i64 0
  %t26 = select i1 %t24, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t27 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t25, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t28 = getelementptr float, ptr %t22, i64 16
  %t29 = select i1 %t24, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t30 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t28, <16 x i1> %t29, <16 x float> zeroinitializer)
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %c, i64 %t31
  %t33 = icmp slt i64 3, %nrows
  %t34 = and i1 %accum, %t33
  %t35 = getelementptr float, ptr %t32, i64 0
  %t36 = select i1 %t34, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t37 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t35, <16 x i1> %t36, <16 x float> zeroinitializer)
  %t38 = getelementptr float, ptr %t32, i64 16
  %t39 = select i1 %t34, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t40 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t39, <16 x float> zeroinitializer)
  %t41 = mul i64 4, %scr
  %t42 = getelementptr float, ptr %c, i64 %t41
  %t43 = icmp slt i64 4, %nrows
  %t44 = and i1 %accum, %t43
  %t45 = getelementptr float, ptr %t42, i64 0
  %t46 = select i1 %t44, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t45, <16 x i1> %t46, <16 x float> zeroinitializer)
  %t48 = getelementptr float, ptr %t42, i64 16
  %t49 = select i1 %t44, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t50 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %t49, <16 x float> zeroinitializer)
  %t51 = mul i64 5, %scr
  %t52 = getelementptr float, ptr %c, i64 %t51
  %t53 = icmp slt i64 5, %nrows
  %t54 = and i1 %accum, %t53
  %t55 = getelementptr float, ptr %t52, i64 0
  %t56 = select i1 %t54, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t55, <16 x i1> %t56, <16 x float> zeroinitializer)
  %t58 = getelementptr float, ptr %t52, i64 16
  %t59 = select i1 %t54, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t60 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t58, <16 x i1> %t59, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t17, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t20, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t27, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t30, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t37, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t40, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t47, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t50, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t57, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t60, %entry], [%out11, %tapend]
  %t61 = mul i64 %tp, 6
  %t62 = add i64 %t61, 0
  %t63 = getelementptr ptr, ptr %ind, i64 %t62
  %t64 = load ptr, ptr %t63, align 8
  %t65 = add i64 %t61, 1
  %t66 = getelementptr ptr, ptr %ind, i64 %t65
  %t67 = load ptr, ptr %t66, align 8
  %t68 = add i64 %t61, 2
  %t69 = getelementptr ptr, ptr %ind, i64 %t68
  %t70 = load ptr, ptr %t69, align 8
  %t71 = add i64 %t61, 3
  %t72 = getelementptr ptr, ptr %ind, i64 %t71
  %t73 = load ptr, ptr %t72, align 8
  %t74 = add i64 %t61, 4
  %t75 = getelementptr ptr, ptr %ind, i64 %t74
  %t76 = load ptr, ptr %t75, align 8
  %t77 = add i64 %t61, 5
  %t78 = getelementptr ptr, ptr %ind, i64 %t77
  %t79 = load ptr, ptr %t78, align 8
  %t80 = icmp sgt i64 %cg, 0
  br i1 %t80, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %t81 = getelementptr float, ptr %bp, i64 0
  %t82 = load <16 x float>, ptr %t81, align 4
  %t83 = getelementptr float, ptr %bp, i64 16
  %t84 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t83, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t85 = getelementptr float, ptr %t64, i64 %j
  %t86 = load float, ptr %t85, align 4
  %t87 = insertelement <16 x float> poison, float %t86, i64 0
  %t88 = shufflevector <16 x float> %t87, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t88, <16 x float> %t82, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t88, <16 x float> %t84, <16 x float> %acc1)
  %t89 = getelementptr float, ptr %t67, i64 %j
  %t90 = load float, ptr %t89, align 4
  %t91 = insertelement <16 x float> poison, float %t90, i64 0
  %t92 = shufflevector <16 x float> %t91, <16 x float> poison, <16 x i32> zeroinitializer
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t92, <16 x float> %t82, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t92, <16 x float> %t84, <16 x float> %acc3)
  %t93 = getelementptr float, ptr %t70, i64 %j
  %t94 = load float, ptr %t93, align 4
  %t95 = insertelement <16 x float> poison, float %t94, i64 0
  %t96 = shufflevector <16 x float> %t95, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t96, <16 x float> %t82, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t96, <16 x float> %t84, <16 x float> %acc5)
  %t97 = getelementptr float, ptr %t73, i64 %j
  %t98 = load float, ptr %t97, align 4
  %t99 = insertelement <16 x float> poison, float %t98, i64 0
  %t100 = shufflevector <16 x float> %t99, <16 x float> poison, <16 x i32> zeroinitializer
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t100, <16 x float> %t82, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t100, <16 x float> %t84, <16 x float> %acc7)
  %t101 = getelementptr float, ptr %t76, i64 %j
  %t102 = load float, ptr %t101, align 4
  %t103 = insertelement <16 x float> poison, float %t102, i64 0
  %t104 = shufflevector <16 x float> %t103, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t104, <16 x float> %t82, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t104, <16 x float> %t84, <16 x float> %acc9)
  %t105 = getelementptr float, ptr %t79, i64 %j
  %t106 = load float, ptr %t105, align 4
  %t107 = insertelement <16 x float> poison, float %t106, i64 0
  %t108 = shufflevector <16 x float> %t107, <16 x float> poison, <16 x i32> zeroinitializer
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t108, <16 x float> %t82, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t108, <16 x float> %t84, <16 x float> %acc11)
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t109 = icmp slt i64 %j.next, %cg
  br i1 %t109, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t110 = icmp slt i64 %tp.next, %ntaps
  br i1 %t110, label %tap, label %exit
exit:
  %t111 = icmp slt i64 0, %nrows
  br i1 %t111, label %store112, label %next113
store112:
  %t114 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t114, align 4
  %t115 = getelementptr float, ptr %t2, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out1, ptr align 4 %t115, <16 x i1> %mlast)
  br label %next113
next113:
  %t116 = icmp slt i64 1, %nrows
  br i1 %t116, label %store117, label %next118
store117:
  %t119 = getelementptr float, ptr %t12, i64 0
  store <16 x float> %out2, ptr %t119, align 4
  %t120 = getelementptr float, ptr %t12, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t120, <16 x i1> %mlast)
  br label %next118
next118:
  %t121 = icmp slt i64 2, %nrows
  br i1 %t121, label %store122, label %next123
store122:
  %t124 = getelementptr float, ptr %t22, i64 0
  store <16 x float> %out4, ptr %t124, align 4
  %t125 = getelementptr float, ptr %t22, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t125, <16 x i1> %mlast)
  br label %next123
next123:
  %t126 = icmp slt i64 3, %nrows
  br i1 %t126, label %store127, label %next128
store127:
  %t129 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %out6, ptr %t129, align 4
  %t130 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out7, ptr align 4 %t130, <16 x i1> %mlast)
  br label %next128
next128:
  %t131 = icmp slt i64 4, %nrows
  br i1 %t131, label %store132, label %next133
store132:
  %t134 = getelementptr float, ptr %t42, i64 0
  store <16 x float> %out8, ptr %t134, align 4
  %t135 = getelementptr float, ptr %t42, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out9, ptr align 4 %t135, <16 x i1> %mlast)
  br label %next133
next133:
  %t136 = icmp slt i64 5, %nrows
  br i1 %t136, label %store137, label %next138
store137:
  %t139 = getelementptr float, ptr %t52, i64 0
  store <16 x float> %out10, ptr %t139, align 4
  %t140 = getelementptr float, ptr %t52, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t140, <16 x i1> %mlast)
  br label %next138
next138:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = mul i64 1, %scr
  %t12 = getelementptr float, ptr %c, i64 %t11
  %t13 = icmp slt i64 1, %nrows
  %t14 = and i1 %accum, %t13
  %t15 = getelementptr float, ptr %t12, i64 0
  %t16 = select i1 %t14, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t17 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t15, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t18 = getelementptr float, ptr %t12, i64 16
  %t19 = select i1 %t14, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t18, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t21 = mul i64 2, %scr
  %t22 = getelementptr float, ptr %c, i64 %t21
  %t23 = icmp slt i64 2, %nrows
  %t24 = and i1 %accum, %t23
  %t25 = getelementptr float, ptr %t22, i64 0
  %t26 = select i1 %t24, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t27 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t25, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t28 = getelementptr float, ptr %t22, i64 16
  %t29 = select i1 %t24, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t30 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t28, <16 x i1> %t29, <16 x float> zeroinitializer)
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %c, i64 %t31
  %t33 = icmp slt i64 3, %nrows
  %t34 = and i1 %accum, %t33
  %t35 = getelementptr float, ptr %t32, i64 0
  %t36 = select i1 %t34, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t37 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t35, <16 x i1> %t36, <16 x float> zeroinitializer)
  %t38 = getelementptr float, ptr %t32, i64 16
  %t39 = select i1 %t34, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t40 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t39, <16 x float> zeroinitializer)
  %t41 = mul i64 4, %scr
  %t42 = getelementptr float, ptr %c, i64 %t41
  %t43 = icmp slt i64 4, %nrows
  %t44 = and i1 %accum, %t43
  %t45 = getelementptr float, ptr %t42, i64 0
  %t46 = select i1 %t44, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t45, <16 x i1> %t46, <16 x float> zeroinitializer)
  %t48 = getelementptr float, ptr %t42, i64 16
  %t49 = select i1 %t44, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t50 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %t49, <16 x float> zeroinitializer)
  %t51 = mul i64 5, %scr
  %t52 = getelementptr float, ptr %c, i64 %t51
  %t53 = icmp slt i64 5, %nrows
  %t54 = and i1 %accum, %t53
  %t55 = getelementptr float, ptr %t52, i64 0
  %t56 = select i1 %t54, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t55, <16 x i1> %t56, <16 x float> zeroinitializer)
  %t58 = getelementptr float, ptr %t52, i64 16
  %t59 = select i1 %t54, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t60 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t58, <16 x i1> %t59, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t17, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t20, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t27, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t30, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t37, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t40, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t47, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t50, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t57, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t60, %entry], [%out11, %tapend]
  %t61 = mul i64 %tp, 6
  %t62 = add i64 %t61, 0
  %t63 = getelementptr ptr, ptr %ind, i64 %t62
  %t64 = load ptr, ptr %t63, align 8
  %t65 = icmp ne ptr %t64, %zero
  %t66 = select i1 %t65, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t67 = add i64 %t61, 1
  %t68 = getelementptr ptr, ptr %ind, i64 %t67
  %t69 = load ptr, ptr %t68, align 8
  %t70 = icmp ne ptr %t69, %zero
  %t71 = select i1 %t70, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t72 = add i64 %t61, 2
  %t73 = getelementptr ptr, ptr %ind, i64 %t72
  %t74 = load ptr, ptr %t73, align 8
  %t75 = icmp ne ptr %t74, %zero
  %t76 = select i1 %t75, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t77 = add i64 %t61, 3
  %t78 = getelementptr ptr, ptr %ind, i64 %t77
  %t79 = load ptr, ptr %t78, align 8
  %t80 = icmp ne ptr %t79, %zero
  %t81 = select i1 %t80, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t82 = add i64 %t61, 4
  %t83 = getelementptr ptr, ptr %ind, i64 %t82
  %t84 = load ptr, ptr %t83, align 8
  %t85 = icmp ne ptr %t84, %zero
  %t86 = select i1 %t85, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t87 = add i64 %t61, 5
  %t88 = getelementptr ptr, ptr %ind, i64 %t87
  %t89 = load ptr, ptr %t88, align 8
  %t90 = icmp ne ptr %t89, %zero
  %t91 = select i1 %t90, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t92 = icmp sgt i64 %cg, 0
  br i1 %t92, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %t93 = getelementptr float, ptr %bp, i64 0
  %t94 = load <16 x float>, ptr %t93, align 4
  %t95 = getelementptr float, ptr %bp, i64 16
  %t96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t95, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t97 = getelementptr float, ptr %t64, i64 %j
  %t98 = load float, ptr %t97, align 4
  %t99 = insertelement <16 x float> poison, float %t98, i64 0
  %t100 = shufflevector <16 x float> %t99, <16 x float> poison, <16 x i32> zeroinitializer
  %t101 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t100, <16 x float> %t94, <16 x float> %acc0)
  %new0 = select <16 x i1> %t66, <16 x float> %t101, <16 x float> %acc0
  %t102 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t100, <16 x float> %t96, <16 x float> %acc1)
  %new1 = select <16 x i1> %t66, <16 x float> %t102, <16 x float> %acc1
  %t103 = getelementptr float, ptr %t69, i64 %j
  %t104 = load float, ptr %t103, align 4
  %t105 = insertelement <16 x float> poison, float %t104, i64 0
  %t106 = shufflevector <16 x float> %t105, <16 x float> poison, <16 x i32> zeroinitializer
  %t107 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t106, <16 x float> %t94, <16 x float> %acc2)
  %new2 = select <16 x i1> %t71, <16 x float> %t107, <16 x float> %acc2
  %t108 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t106, <16 x float> %t96, <16 x float> %acc3)
  %new3 = select <16 x i1> %t71, <16 x float> %t108, <16 x float> %acc3
  %t109 = getelementptr float, ptr %t74, i64 %j
  %t110 = load float, ptr %t109, align 4
  %t111 = insertelement <16 x float> poison, float %t110, i64 0
  %t112 = shufflevector <16 x float> %t111, <16 x float> poison, <16 x i32> zeroinitializer
  %t113 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t112, <16 x float> %t94, <16 x float> %acc4)
  %new4 = select <16 x i1> %t76, <16 x float> %t113, <16 x float> %acc4
  %t114 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t112, <16 x float> %t96, <16 x float> %acc5)
  %new5 = select <16 x i1> %t76, <16 x float> %t114, <16 x float> %acc5
  %t115 = getelementptr float, ptr %t79, i64 %j
  %t116 = load float, ptr %t115, align 4
  %t117 = insertelement <16 x float> poison, float %t116, i64 0
  %t118 = shufflevector <16 x float> %t117, <16 x float> poison, <16 x i32> zeroinitializer
  %t119 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t118, <16 x float> %t94, <16 x float> %acc6)
  %new6 = select <16 x i1> %t81, <16 x float> %t119, <16 x float> %acc6
  %t120 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t118, <16 x float> %t96, <16 x float> %acc7)
  %new7 = select <16 x i1> %t81, <16 x float> %t120, <16 x float> %acc7
  %t121 = getelementptr float, ptr %t84, i64 %j
  %t122 = load float, ptr %t121, align 4
  %t123 = insertelement <16 x float> poison, float %t122, i64 0
  %t124 = shufflevector <16 x float> %t123, <16 x float> poison, <16 x i32> zeroinitializer
  %t125 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t94, <16 x float> %acc8)
  %new8 = select <16 x i1> %t86, <16 x float> %t125, <16 x float> %acc8
  %t126 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t96, <16 x float> %acc9)
  %new9 = select <16 x i1> %t86, <16 x float> %t126, <16 x float> %acc9
  %t127 = getelementptr float, ptr %t89, i64 %j
  %t128 = load float, ptr %t127, align 4
  %t129 = insertelement <16 x float> poison, float %t128, i64 0
  %t130 = shufflevector <16 x float> %t129, <16 x float> poison, <16 x i32> zeroinitializer
  %t131 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t130, <16 x float> %t94, <16 x float> %acc10)
  %new10 = select <16 x i1> %t91, <16 x float> %t131, <16 x float> %acc10
  %t132 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t130, <16 x float> %t96, <16 x float> %acc11)
  %new11 = select <16 x i1> %t91, <16 x float> %t132, <16 x float> %acc11
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t133 = icmp slt i64 %j.next, %cg
  br i1 %t133, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t134 = icmp slt i64 %tp.next, %ntaps
  br i1 %t134, label %tap, label %exit
exit:
  %t135 = icmp slt i64 0, %nrows
  br i1 %t135, label %store136, label %next137
store136:
  %t138 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t138, align 4
  %t139 = getelementptr float, ptr %t2, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out1, ptr align 4 %t139, <16 x i1> %mlast)
  br label %next137
next137:
  %t140 = icmp slt i64 1, %nrows
  br i1 %t140, label %store141, label %next142
store141:
  %t143 = getelementptr float, ptr %t12, i64 0
  store <16 x float> %out2, ptr %t143, align 4
  %t144 = getelementptr float, ptr %t12, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t144, <16 x i1> %mlast)
  br label %next142
next142:
  %t145 = icmp slt i64 2, %nrows
  br i1 %t145, label %store146, label %next147
store146:
  %t148 = getelementptr float, ptr %t22, i64 0
  store <16 x float> %out4, ptr %t148, align 4
  %t149 = getelementptr float, ptr %t22, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t149, <16 x i1> %mlast)
  br label %next147
next147:
  %t150 = icmp slt i64 3, %nrows
  br i1 %t150, label %store151, label %next152
store151:
  %t153 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %out6, ptr %t153, align 4
  %t154 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out7, ptr align 4 %t154, <16 x i1> %mlast)
  br label %next152
next152:
  %t155 = icmp slt i64 4, %nrows
  br i1 %t155, label %store156, label %next157
store156:
  %t158 = getelementptr float, ptr %t42, i64 0
  store <16 x float> %out8, ptr %t158, align 4
  %t159 = getelementptr float, ptr %t42, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out9, ptr align 4 %t159, <16 x i1> %mlast)
  br label %next157
next157:
  %t160 = icmp slt i64 5, %nrows
  br i1 %t160, label %store161, label %next162
store161:
  %t163 = getelementptr float, ptr %t52, i64 0
  store <16 x float> %out10, ptr %t163, align 4
  %t164 = getelementptr float, ptr %t52, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t164, <16 x i1> %mlast)
  br label %next162
next162:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = getelementptr float, ptr %t2, i64 32
  %t12 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t11, <16 x i1> %t12, <16 x float> zeroinitializer)
  %t14 = mul i64 1, %scr
  %t15 = getelementptr float, ptr %c, i64 %t14
  %t16 = icmp slt i64 1, %nrows
  %t17 = and i1 %accum, %t16
  %t18 = getelementptr float, ptr %t15, i64 0
  %t19 = select i1 %t17, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t18, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t21 = getelementptr float, ptr %t15, i64 16
  %t22 = select i1 %t17, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t23 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %t22, <16 x float> zeroinitializer)
  %t24 = getelementptr float, ptr %t15, i64 32
  %t25 = select i1 %t17, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t24, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t27 = mul i64 2, %scr
  %t28 = getelementptr float, ptr %c, i64 %t27
  %t29 = icmp slt i64 2, %nrows
  %t30 = and i1 %accum, %t29
  %t31 = getelementptr float, ptr %t28, i64 0
  %t32 = select i1 %t30, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t31, <16 x i1> %t32, <16 x float> zeroinitializer)
  %t34 = getelementptr float, ptr %t28, i64 16
  %t35 = select i1 %t30, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t36 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t34, <16 x i1> %t35, <16 x float> zeroinitializer)
  %t37 = getelementptr float, ptr %t28, i64 32
  %t38 = select i1 %t30, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t37, <16 x i1> %t38, <16 x float> zeroinitializer)
  %t40 = mul i64 3, %scr
  %t41 = getelementptr float, ptr %c, i64 %t40
  %t42 = icmp slt i64 3, %nrows
  %t43 = and i1 %accum, %t42
  %t44 = getelementptr float, ptr %t41, i64 0
  %t45 = select i1 %t43, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t46 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t45, <16 x float> zeroinitializer)
  %t47 = getelementptr float, ptr %t41, i64 16
  %t48 = select i1 %t43, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t47, <16 x i1> %t48, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t41, i64 32
  %t51 = select i1 %t43, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t52 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t53 = mul i64 4, %scr
  %t54 = getelementptr float, ptr %c, i64 %t53
  %t55 = icmp slt i64 4, %nrows
  %t56 = and i1 %accum, %t55
  %t57 = getelementptr float, ptr %t54, i64 0
  %t58 = select i1 %t56, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t57, <16 x i1> %t58, <16 x float> zeroinitializer)
  %t60 = getelementptr float, ptr %t54, i64 16
  %t61 = select i1 %t56, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t62 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t63 = getelementptr float, ptr %t54, i64 32
  %t64 = select i1 %t56, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %t64, <16 x float> zeroinitializer)
  %t66 = mul i64 5, %scr
  %t67 = getelementptr float, ptr %c, i64 %t66
  %t68 = icmp slt i64 5, %nrows
  %t69 = and i1 %accum, %t68
  %t70 = getelementptr float, ptr %t67, i64 0
  %t71 = select i1 %t69, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t72 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t70, <16 x i1> %t71, <16 x float> zeroinitializer)
  %t73 = getelementptr float, ptr %t67, i64 16
  %t74 = select i1 %t69, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t75 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %t74, <16 x float> zeroinitializer)
  %t76 = getelementptr float, ptr %t67, i64 32
  %t77 = select i1 %t69, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t76, <16 x i1> %t77, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t13, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t20, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t23, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t26, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t33, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t36, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t39, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t46, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t49, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t52, %entry], [%out11, %tapend]
  %tacc12 = phi <16 x float> [%t59, %entry], [%out12, %tapend]
  %tacc13 = phi <16 x float> [%t62, %entry], [%out13, %tapend]
  %tacc14 = phi <16 x float> [%t65, %entry], [%out14, %tapend]
  %tacc15 = phi <16 x float> [%t72, %entry], [%out15, %tapend]
  %tacc16 = phi <16 x float> [%t75, %entry], [%out16, %tapend]
  %tacc17 = phi <16 x float> [%t78, %entry], [%out17, %tapend]
  %t79 = mul i64 %tp, 6
  %t80 = add i64 %t79, 0
  %t81 = getelementptr ptr, ptr %ind, i64 %t80
  %t82 = load ptr, ptr %t81, align 8
  %t83 = add i64 %t79, 1
  %t84 = getelementptr ptr, ptr %ind, i64 %t83
  %t85 = load ptr, ptr %t84, align 8
  %t86 = add i64 %t79, 2
  %t87 = getelementptr ptr, ptr %ind, i64 %t86
  %t88 = load ptr, ptr %t87, align 8
  %t89 = add i64 %t79, 3
  %t90 = getelementptr ptr, ptr %ind, i64 %t89
  %t91 = load ptr, ptr %t90, align 8
  %t92 = add i64 %t79, 4
  %t93 = getelementptr ptr, ptr %ind, i64 %t92
  %t94 = load ptr, ptr %t93, align 8
  %t95 = add i64 %t79, 5
  %t96 = getelementptr ptr, ptr %ind, i64 %t95
  %t97 = load ptr, ptr %t96, align 8
  %t98 = icmp sgt i64 %cg, 0
  br i1 %t98, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %acc12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %acc13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %acc14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %acc15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %acc16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %acc17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %t99 = getelementptr float, ptr %bp, i64 0
  %t100 = load <16 x float>, ptr %t99, align 4
  %t101 = getelementptr float, ptr %bp, i64 16
  %t102 = load <16 x float>, ptr %t101, align 4
  %t103 = getelementptr float, ptr %bp, i64 32
  %t104 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t103, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t105 = getelementptr float, ptr %t82, i64 %j
  %t106 = load float, ptr %t105, align 4
  %t107 = insertelement <16 x float> poison, float %t106, i64 0
  %t108 = shufflevector <16 x float> %t107, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t108, <16 x float> %t100, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t108, <16 x float> %t102, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t108, <16 x float> %t104, <16 x float> %acc2)
  %t109 = getelementptr float, ptr %t85, i64 %j
  %t110 = load float, ptr %t109, align 4
  %t111 = insertelement <16 x float> poison, float %t110, i64 0
  %t112 = shufflevector <16 x float> %t111, <16 x float> poison, <16 x i32> zeroinitializer
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t112, <16 x float> %t100, <16 x float> %acc3)
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t112, <16 x float> %t102, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t112, <16 x float> %t104, <16 x float> %acc5)
  %t113 = getelementptr float, ptr %t88, i64 %j
  %t114 = load float, ptr %t113, align 4
  %t115 = insertelement <16 x float> poison, float %t114, i64 0
  %t116 = shufflevector <16 x float> %t115, <16 x float> poison, <16 x i32> zeroinitializer
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t116, <16 x float> %t100, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t116, <16 x float> %t102, <16 x float> %acc7)
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t116, <16 x float> %t104, <16 x float> %acc8)
  %t117 = getelementptr float, ptr %t91, i64 %j
  %t118 = load float, ptr %t117, align 4
  %t119 = insertelement <16 x float> poison, float %t118, i64 0
  %t120 = shufflevector <16 x float> %t119, <16 x float> poison, <16 x i32> zeroinitializer
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t100, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t102, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t104, <16 x float> %acc11)
  %t121 = getelementptr float, ptr %t94, i64 %j
  %t122 = load float, ptr %t121, align 4
  %t123 = insertelement <16 x float> poison, float %t122, i64 0
  %t124 = shufflevector <16 x float> %t123, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t100, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t102, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t104, <16 x float> %acc14)
  %t125 = getelementptr float, ptr %t97, i64 %j
  %t126 = load float, ptr %t125, align 4
  %t127 = insertelement <16 x float> poison, float %t126, i64 0
  %t128 = shufflevector <16 x float> %t127, <16 x float> poison, <16 x i32> zeroinitializer
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t100, <16 x float> %acc15)
  %new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t102, <16 x float> %acc16)
  %new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t104, <16 x float> %acc17)
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t129 = icmp slt i64 %j.next, %cg
  br i1 %t129, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %out12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %out13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %out14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %out15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %out16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %out17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t130 = icmp slt i64 %tp.next, %ntaps
  br i1 %t130, label %tap, label %exit
exit:
  %t131 = icmp slt i64 0, %nrows
  br i1 %t131, label %store132, label %next133
store132:
  %t134 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t134, align 4
  %t135 = getelementptr float, ptr %t2, i64 16
  store <16 x float> %out1, ptr %t135, align 4
  %t136 = getelementptr float, ptr %t2, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out2, ptr align 4 %t136, <16 x i1> %mlast)
  br label %next133
next133:
  %t137 = icmp slt i64 1, %nrows
  br i1 %t137, label %store138, label %next139
store138:
  %t140 = getelementptr float, ptr %t15, i64 0
  store <16 x float> %out3, ptr %t140, align 4
  %t141 = getelementptr float, ptr %t15, i64 16
  store <16 x float> %out4, ptr %t141, align 4
  %t142 = getelementptr float, ptr %t15, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t142, <16 x i1> %mlast)
  br label %next139
next139:
  %t143 = icmp slt i64 2, %nrows
  br i1 %t143, label %store144, label %next145
store144:
  %t146 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %out6, ptr %t146, align 4
  %t147 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %out7, ptr %t147, align 4
  %t148 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out8, ptr align 4 %t148, <16 x i1> %mlast)
  br label %next145
next145:
  %t149 = icmp slt i64 3, %nrows
  br i1 %t149, label %store150, label %next151
store150:
  %t152 = getelementptr float, ptr %t41, i64 0
  store <16 x float> %out9, ptr %t152, align 4
  %t153 = getelementptr float, ptr %t41, i64 16
  store <16 x float> %out10, ptr %t153, align 4
  %t154 = getelementptr float, ptr %t41, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t154, <16 x i1> %mlast)
  br label %next151
next151:
  %t155 = icmp slt i64 4, %nrows
  br i1 %t155, label %store156, label %next157
store156:
  %t158 = getelementptr float, ptr %t54, i64 0
  store <16 x float> %out12, ptr %t158, align 4
  %t159 = getelementptr float, ptr %t54, i64 16
  store <16 x float> %out13, ptr %t159, align 4
  %t160 = getelementptr float, ptr %t54, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out14, ptr align 4 %t160, <16 x i1> %mlast)
  br label %next157
next157:
  %t161 = icmp slt i64 5, %nrows
  br i1 %t161, label %store162, label %next163
store162:
  %t164 = getelementptr float, ptr %t67, i64 0
  store <16 x float> %out15, ptr %t164, align 4
  %t165 = getelementptr float, ptr %t67, i64 16
  store <16 x float> %out16, ptr %t165, align 4
  %t166 = getelementptr float, ptr %t67, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out17, ptr align 4 %t166, <16 x i1> %mlast)
  br label %next163
next163:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = getelementptr float, ptr %t2, i64 32
  %t12 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t11, <16 x i1> %t12, <16 x float> zeroinitializer)
  %t14 = mul i64 1, %scr
  %t15 = getelementptr float, ptr %c, i64 %t14
  %t16 = icmp slt i64 1, %nrows
  %t17 = and i1 %accum, %t16
  %t18 = getelementptr float, ptr %t15, i64 0
  %t19 = select i1 %t17, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t18, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t21 = getelementptr float, ptr %t15, i64 16
  %t22 = select i1 %t17, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t23 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %t22, <16 x float> zeroinitializer)
  %t24 = getelementptr float, ptr %t15, i64 32
  %t25 = select i1 %t17, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t24, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t27 = mul i64 2, %scr
  %t28 = getelementptr float, ptr %c, i64 %t27
  %t29 = icmp slt i64 2, %nrows
  %t30 = and i1 %accum, %t29
  %t31 = getelementptr float, ptr %t28, i64 0
  %t32 = select i1 %t30, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t31, <16 x i1> %t32, <16 x float> zeroinitializer)
  %t34 = getelementptr float, ptr %t28, i64 16
  %t35 = select i1 %t30, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t36 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t34, <16 x i1> %t35, <16 x float> zeroinitializer)
  %t37 = getelementptr float, ptr %t28, i64 32
  %t38 = select i1 %t30, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t37, <16 x i1> %t38, <16 x float> zeroinitializer)
  %t40 = mul i64 3, %scr
  %t41 = getelementptr float, ptr %c, i64 %t40
  %t42 = icmp slt i64 3, %nrows
  %t43 = and i1 %accum, %t42
  %t44 = getelementptr float, ptr %t41, i64 0
  %t45 = select i1 %t43, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t46 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t45, <16 x float> zeroinitializer)
  %t47 = getelementptr float, ptr %t41, i64 16
  %t48 = select i1 %t43, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t47, <16 x i1> %t48, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t41, i64 32
  %t51 = select i1 %t43, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t52 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t53 = mul i64 4, %scr
  %t54 = getelementptr float, ptr %c, i64 %t53
  %t55 = icmp slt i64 4, %nrows
  %t56 = and i1 %accum, %t55
  %t57 = getelementptr float, ptr %t54, i64 0
  %t58 = select i1 %t56, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t57, <16 x i1> %t58, <16 x float> zeroinitializer)
  %t60 = getelementptr float, ptr %t54, i64 16
  %t61 = select i1 %t56, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t62 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t63 = getelementptr float, ptr %t54, i64 32
  %t64 = select i1 %t56, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %t64, <16 x float> zeroinitializer)
  %t66 = mul i64 5, %scr
  %t67 = getelementptr float, ptr %c, i64 %t66
  %t68 = icmp slt i64 5, %nrows
  %t69 = and i1 %accum, %t68
  %t70 = getelementptr float, ptr %t67, i64 0
  %t71 = select i1 %t69, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t72 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t70, <16 x i1> %t71, <16 x float> zeroinitializer)
  %t73 = getelementptr float, ptr %t67, i64 16
  %t74 = select i1 %t69, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t75 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %t74, <16 x float> zeroinitializer)
  %t76 = getelementptr float, ptr %t67, i64 32
  %t77 = select i1 %t69, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t76, <16 x i1> %t77, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t13, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t20, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t23, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t26, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t33, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t36, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t39, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t46, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t49, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t52, %entry], [%out11, %tapend]
  %tacc12 = phi <16 x float> [%t59, %entry], [%out12, %tapend]
  %tacc13 = phi <16 x float> [%t62, %entry], [%out13, %tapend]
  %tacc14 = phi <16 x float> [%t65, %entry], [%out14, %tapend]
  %tacc15 = phi <16 x float> [%t72, %entry], [%out15, %tapend]
  %tacc16 = phi <16 x float> [%t75, %entry], [%out16, %tapend]
  %tacc17 = phi <16 x float> [%t78, %entry], [%out17, %tapend]
  %t79 = mul i64 %tp, 6
  %t80 = add i64 %t79, 0
  %t81 = getelementptr ptr, ptr %ind, i64 %t80
  %t82 = load ptr, ptr %t81, align 8
  %t83 = icmp ne ptr %t82, %zero
  %t84 = select i1 %t83, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t85 = add i64 %t79, 1
  %t86 = getelementptr ptr, ptr %ind, i64 %t85
  %t87 = load ptr, ptr %t86, align 8
  %t88 = icmp ne ptr %t87, %zero
  %t89 = select i1 %t88, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t90 = add i64 %t79, 2
  %t91 = getelementptr ptr, ptr %ind, i64 %t90
  %t92 = load ptr, ptr %t91, align 8
  %t93 = icmp ne ptr %t92, %zero
  %t94 = select i1 %t93, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t95 = add i64 %t79, 3
  %t96 = getelementptr ptr, ptr %ind, i64 %t95
  %t97 = load ptr, ptr %t96, align 8
  %t98 = icmp ne ptr %t97, %zero
  %t99 = select i1 %t98, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t100 = add i64 %t79, 4
  %t101 = getelementptr ptr, ptr %ind, i64 %t100
  %t102 = load ptr, ptr %t101, align 8
  %t103 = icmp ne ptr %t102, %zero
  %t104 = select i1 %t103, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t105 = add i64 %t79, 5
  %t106 = getelementptr ptr, ptr %ind, i64 %t105
  %t107 = load ptr, ptr %t106, align 8
  %t108 = icmp ne ptr %t107, %zero
  %t109 = select i1 %t108, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t110 = icmp sgt i64 %cg, 0
  br i1 %t110, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %acc12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %acc13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %acc14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %acc15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %acc16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %acc17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %t111 = getelementptr float, ptr %bp, i64 0
  %t112 = load <16 x float>, ptr %t111, align 4
  %t113 = getelementptr float, ptr %bp, i64 16
  %t114 = load <16 x float>, ptr %t113, align 4
  %t115 = getelementptr float, ptr %bp, i64 32
  %t116 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t115, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t117 = getelementptr float, ptr %t82, i64 %j
  %t118 = load float, ptr %t117, align 4
  %t119 = insertelement <16 x float> poison, float %t118, i64 0
  %t120 = shufflevector <16 x float> %t119, <16 x float> poison, <16 x i32> zeroinitializer
  %t121 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t112, <16 x float> %acc0)
  %new0 = select <16 x i1> %t84, <16 x float> %t121, <16 x float> %acc0
  %t122 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t114, <16 x float> %acc1)
  %new1 = select <16 x i1> %t84, <16 x float> %t122, <16 x float> %acc1
  %t123 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t116, <16 x float> %acc2)
  %new2 = select <16 x i1> %t84, <16 x float> %t123, <16 x float> %acc2
  %t124 = getelementptr float, ptr %t87, i64 %j
  %t125 = load float, ptr %t124, align 4
  %t126 = insertelement <16 x float> poison, float %t125, i64 0
  %t127 = shufflevector <16 x float> %t126, <16 x float> poison, <16 x i32> zeroinitializer
  %t128 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t112, <16 x float> %acc3)
  %new3 = select <16 x i1> %t89, <16 x float> %t128, <16 x float> %acc3
  %t129 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t114, <16 x float> %acc4)
  %new4 = select <16 x i1> %t89, <16 x float> %t129, <16 x float> %acc4
  %t130 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t116, <16 x float> %acc5)
  %new5 = select <16 x i1> %t89, <16 x float> %t130, <16 x float> %acc5
  %t131 = getelementptr float, ptr %t92, i64 %j
  %t132 = load float, ptr %t131, align 4
  %t133 = insertelement <16 x float> poison, float %t132, i64 0
  %t134 = shufflevector <16 x float> %t133, <16 x float> poison, <16 x i32> zeroinitializer
  %t135 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t112, <16 x float> %acc6)
  %new6 = select <16 x i1> %t94, <16 x float> %t135, <16 x float> %acc6
  %t136 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t114, <16 x float> %acc7)
  %new7 = select <16 x i1> %t94, <16 x float> %t136, <16 x float> %acc7
  %t137 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t116, <16 x float> %acc8)
  %new8 = select <16 x i1> %t94, <16 x float> %t137, <16 x float> %acc8
  %t138 = getelementptr float, ptr %t97, i64 %j
  %t139 = load float, ptr %t138, align 4
  %t140 = insertelement <16 x float> poison, float %t139, i64 0
  %t141 = shufflevector <16 x float> %t140, <16 x float> poison, <16 x i32> zeroinitializer
  %t142 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t141, <16 x float> %t112, <16 x float> %acc9)
  %new9 = select <16 x i1> %t99, <16 x float> %t142, <16 x float> %acc9
  %t143 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t141, <16 x float> %t114, <16 x float> %acc10)
  %new10 = select <16 x i1> %t99, <16 x float> %t143, <16 x float> %acc10
  %t144 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t141, <16 x float> %t116, <16 x float> %acc11)
  %new11 = select <16 x i1> %t99, <16 x float> %t144, <16 x float> %acc11
  %t145 = getelementptr float, ptr %t102, i64 %j
  %t146 = load float, ptr %t145, align 4
  %t147 = insertelement <16 x float> poison, float %t146, i64 0
  %t148 = shufflevector <16 x float> %t147, <16 x float> poison, <16 x i32> zeroinitializer
  %t149 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t112, <16 x float> %acc12)
  %new12 = select <16 x i1> %t104, <16 x float> %t149, <16 x float> %acc12
  %t150 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t114, <16 x float> %acc13)
  %new13 = select <16 x i1> %t104, <16 x float> %t150, <16 x float> %acc13
  %t151 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t116, <16 x float> %acc14)
  %new14 = select <16 x i1> %t104, <16 x float> %t151, <16 x float> %acc14
  %t152 = getelementptr float, ptr %t107, i64 %j
  %t153 = load float, ptr %t152, align 4
  %t154 = insertelement <16 x float> poison, float %t153, i64 0
  %t155 = shufflevector <16 x float> %t154, <16 x float> poison, <16 x i32> zeroinitializer
  %t156 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t155, <16 x float> %t112, <16 x float> %acc15)
  %new15 = select <16 x i1> %t109, <16 x float> %t156, <16 x float> %acc15
  %t157 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t155, <16 x float> %t114, <16 x float> %acc16)
  %new16 = select <16 x i1> %t109, <16 x float> %t157, <16 x float> %acc16
  %t158 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t155, <16 x float> %t116, <16 x float> %acc17)
  %new17 = select <16 x i1> %t109, <16 x float> %t158, <16 x float> %acc17
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t159 = icmp slt i64 %j.next, %cg
  br i1 %t159, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %out12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %out13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %out14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %out15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %out16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %out17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t160 = icmp slt i64 %tp.next, %ntaps
  br i1 %t160, label %tap, label %exit
exit:
  %t161 = icmp slt i64 0, %nrows
  br i1 %t161, label %store162, label %next163
store162:
  %t164 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t164, align 4
  %t165 = getelementptr float, ptr %t2, i64 16
  store <16 x float> %out1, ptr %t165, align 4
  %t166 = getelementptr float, ptr %t2, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out2, ptr align 4 %t166, <16 x i1> %mlast)
  br label %next163
next163:
  %t167 = icmp slt i64 1, %nrows
  br i1 %t167, label %store168, label %next169
store168:
  %t170 = getelementptr float, ptr %t15, i64 0
  store <16 x float> %out3, ptr %t170, align 4
  %t171 = getelementptr float, ptr %t15, i64 16
  store <16 x float> %out4, ptr %t171, align 4
  %t172 = getelementptr float, ptr %t15, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t172, <16 x i1> %mlast)
  br label %next169
next169:
  %t173 = icmp slt i64 2, %nrows
  br i1 %t173, label %store174, label %next175
store174:
  %t176 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %out6, ptr %t176, align 4
  %t177 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %out7, ptr %t177, align 4
  %t178 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out8, ptr align 4 %t178, <16 x i1> %mlast)
  br label %next175
next175:
  %t179 = icmp slt i64 3, %nrows
  br i1 %t179, label %store180, label %next181
store180:
  %t182 = getelementptr float, ptr %t41, i64 0
  store <16 x float> %out9, ptr %t182, align 4
  %t183 = getelementptr float, ptr %t41, i64 16
  store <16 x float> %out10, ptr %t183, align 4
  %t184 = getelementptr float, ptr %t41, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t184, <16 x i1> %mlast)
  br label %next181
next181:
  %t185 = icmp slt i64 4, %nrows
  br i1 %t185, label %store186, label %next187
store186:
  %t188 = getelementptr float, ptr %t54, i64 0
  store <16 x float> %out12, ptr %t188, align 4
  %t189 = getelementptr float, ptr %t54, i64 16
  store <16 x float> %out13, ptr %t189, align 4
  %t190 = getelementptr float, ptr %t54, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out14, ptr align 4 %t190, <16 x i1> %mlast)
  br label %next187
next187:
  %t191 = icmp slt i64 5, %nrows
  br i1 %t191, label %store192, label %next193
store192:
  %t194 = getelementptr float, ptr %t67, i64 0
  store <16 x float> %out15, ptr %t194, align 4
  %t195 = getelementptr float, ptr %t67, i64 16
  store <16 x float> %out16, ptr %t195, align 4
  %t196 = getelementptr float, ptr %t67, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out17, ptr align 4 %t196, <16 x i1> %mlast)
  br label %next193
next193:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = getelementptr float, ptr %t2, i64 32
  %t12 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t11, <16 x i1> %t12, <16 x float> zeroinitializer)
  %t14 = getelementptr float, ptr %t2, i64 48
  %t15 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t16 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t14, <16 x i1> %t15, <16 x float> zeroinitializer)
  %t17 = mul i64 1, %scr
  %t18 = getelementptr float, ptr %c, i64 %t17
  %t19 = icmp slt i64 1, %nrows
  %t20 = and i1 %accum, %t19
  %t21 = getelementptr float, ptr %t18, i64 0
  %t22 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t23 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %t22, <16 x float> zeroinitializer)
  %t24 = getelementptr float, ptr %t18, i64 16
  %t25 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t24, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t27 = getelementptr float, ptr %t18, i64 32
  %t28 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t29 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t27, <16 x i1> %t28, <16 x float> zeroinitializer)
  %t30 = getelementptr float, ptr %t18, i64 48
  %t31 = select i1 %t20, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t32 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t31, <16 x float> zeroinitializer)
  %t33 = mul i64 2, %scr
  %t34 = getelementptr float, ptr %c, i64 %t33
  %t35 = icmp slt i64 2, %nrows
  %t36 = and i1 %accum, %t35
  %t37 = getelementptr float, ptr %t34, i64 0
  %t38 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t37, <16 x i1> %t38, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t34, i64 16
  %t41 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t41, <16 x float> zeroinitializer)
  %t43 = getelementptr float, ptr %t34, i64 32
  %t44 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t43, <16 x i1> %t44, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t34, i64 48
  %t47 = select i1 %t36, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t48 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t47, <16 x float> zeroinitializer)
  %t49 = mul i64 3, %scr
  %t50 = getelementptr float, ptr %c, i64 %t49
  %t51 = icmp slt i64 3, %nrows
  %t52 = and i1 %accum, %t51
  %t53 = getelementptr float, ptr %t50, i64 0
  %t54 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t53, <16 x i1> %t54, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t50, i64 16
  %t57 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t58 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t59 = getelementptr float, ptr %t50, i64 32
  %t60 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t59, <16 x i1> %t60, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t50, i64 48
  %t63 = select i1 %t52, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t62, <16 x i1> %t63, <16 x float> zeroinitializer)
  %t65 = mul i64 4, %scr
  %t66 = getelementptr float, ptr %c, i64 %t65
  %t67 = icmp slt i64 4, %nrows
  %t68 = and i1 %accum, %t67
  %t69 = getelementptr float, ptr %t66, i64 0
  %t70 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t71 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t69, <16 x i1> %t70, <16 x float> zeroinitializer)
  %t72 = getelementptr float, ptr %t66, i64 16
  %t73 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t72, <16 x i1> %t73, <16 x float> zeroinitializer)
  %t75 = getelementptr float, ptr %t66, i64 32
  %t76 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t77 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t75, <16 x i1> %t76, <16 x float> zeroinitializer)
  %t78 = getelementptr float, ptr %t66, i64 48
  %t79 = select i1 %t68, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t80 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t78, <16 x i1> %t79, <16 x float> zeroinitializer)
  %t81 = mul i64 5, %scr
  %t82 = getelementptr float, ptr %c, i64 %t81
  %t83 = icmp slt i64 5, %nrows
  %t84 = and i1 %accum, %t83
  %t85 = getelementptr float, ptr %t82, i64 0
  %t86 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t87 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t85, <16 x i1> %t86, <16 x float> zeroinitializer)
  %t88 = getelementptr float, ptr %t82, i64 16
  %t89 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t90 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t88, <16 x i1> %t89, <16 x float> zeroinitializer)
  %t91 = getelementptr float, ptr %t82, i64 32
  %t92 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t91, <16 x i1> %t92, <16 x float> zeroinitializer)
  %t94 = getelementptr float, ptr %t82, i64 48
  %t95 = select i1 %t84, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t94, <16 x i1> %t95, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t13, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t16, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t23, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t26, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t29, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t32, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t39, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t42, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t45, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t48, %entry], [%out11, %tapend]
  %tacc12 = phi <16 x float> [%t55, %entry], [%out12, %tapend]
  %tacc13 = phi <16 x float> [%t58, %entry], [%out13, %tapend]
  %tacc14 = phi <16 x float> [%t61, %entry], [%out14, %tapend]
  %tacc15 = phi <16 x float> [%t64, %entry], [%out15, %tapend]
  %tacc16 = phi <16 x float> [%t71, %entry], [%out16, %tapend]
  %tacc17 = phi <16 x float> [%t74, %entry], [%out17, %tapend]
  %tacc18 = phi <16 x float> [%t77, %entry], [%out18, %tapend]
  %tacc19 = phi <16 x float> [%t80, %entry], [%out19, %tapend]
  %tacc20 = phi <16 x float> [%t87, %entry], [%out20, %tapend]
  %tacc21 = phi <16 x float> [%t90, %entry], [%out21, %tapend]
  %tacc22 = phi <16 x float> [%t93, %entry], [%out22, %tapend]
  %tacc23 = phi <16 x float> [%t96, %entry], [%out23, %tapend]
  %t97 = mul i64 %tp, 6
  %t98 = add i64 %t97, 0
  %t99 = getelementptr ptr, ptr %ind, i64 %t98
  %t100 = load ptr, ptr %t99, align 8
  %t101 = add i64 %t97, 1
  %t102 = getelementptr ptr, ptr %ind, i64 %t101
  %t103 = load ptr, ptr %t102, align 8
  %t104 = add i64 %t97, 2
  %t105 = getelementptr ptr, ptr %ind, i64 %t104
  %t106 = load ptr, ptr %t105, align 8
  %t107 = add i64 %t97, 3
  %t108 = getelementptr ptr, ptr %ind, i64 %t107
  %t109 = load ptr, ptr %t108, align 8
  %t110 = add i64 %t97, 4
  %t111 = getelementptr ptr, ptr %ind, i64 %t110
  %t112 = load ptr, ptr %t111, align 8
  %t113 = add i64 %t97, 5
  %t114 = getelementptr ptr, ptr %ind, i64 %t113
  %t115 = load ptr, ptr %t114, align 8
  %t116 = icmp sgt i64 %cg, 0
  br i1 %t116, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %acc12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %acc13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %acc14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %acc15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %acc16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %acc17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %acc18 = phi <16 x float> [%tacc18, %tap], [%new18, %loop]
  %acc19 = phi <16 x float> [%tacc19, %tap], [%new19, %loop]
  %acc20 = phi <16 x float> [%tacc20, %tap], [%new20, %loop]
  %acc21 = phi <16 x float> [%tacc21, %tap], [%new21, %loop]
  %acc22 = phi <16 x float> [%tacc22, %tap], [%new22, %loop]
  %acc23 = phi <16 x float> [%tacc23, %tap], [%new23, %loop]
  %t117 = getelementptr float, ptr %bp, i64 0
  %t118 = load <16 x float>, ptr %t117, align 4
  %t119 = getelementptr float, ptr %bp, i64 16
  %t120 = load <16 x float>, ptr %t119, align 4
  %t121 = getelementptr float, ptr %bp, i64 32
  %t122 = load <16 x float>, ptr %t121, align 4
  %t123 = getelementptr float, ptr %bp, i64 48
  %t124 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t123, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t125 = getelementptr float, ptr %t100, i64 %j
  %t126 = load float, ptr %t125, align 4
  %t127 = insertelement <16 x float> poison, float %t126, i64 0
  %t128 = shufflevector <16 x float> %t127, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t118, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t120, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t122, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t124, <16 x float> %acc3)
  %t129 = getelementptr float, ptr %t103, i64 %j
  %t130 = load float, ptr %t129, align 4
  %t131 = insertelement <16 x float> poison, float %t130, i64 0
  %t132 = shufflevector <16 x float> %t131, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t132, <16 x float> %t118, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t132, <16 x float> %t120, <16 x float> %acc5)
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t132, <16 x float> %t122, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t132, <16 x float> %t124, <16 x float> %acc7)
  %t133 = getelementptr float, ptr %t106, i64 %j
  %t134 = load float, ptr %t133, align 4
  %t135 = insertelement <16 x float> poison, float %t134, i64 0
  %t136 = shufflevector <16 x float> %t135, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t136, <16 x float> %t118, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t136, <16 x float> %t120, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t136, <16 x float> %t122, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t136, <16 x float> %t124, <16 x float> %acc11)
  %t137 = getelementptr float, ptr %t109, i64 %j
  %t138 = load float, ptr %t137, align 4
  %t139 = insertelement <16 x float> poison, float %t138, i64 0
  %t140 = shufflevector <16 x float> %t139, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t118, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t120, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t122, <16 x float> %acc14)
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t124, <16 x float> %acc15)
  %t141 = getelementptr float, ptr %t112, i64 %j
  %t142 = load float, ptr %t141, align 4
  %t143 = insertelement <16 x float> poison, float %t142, i64 0
  %t144 = shufflevector <16 x float> %t143, <16 x float> poison, <16 x i32> zeroinitializer
  %new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t144, <16 x float> %t118, <16 x float> %acc16)
  %new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t144, <16 x float> %t120, <16 x float> %acc17)
  %new18 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t144, <16 x float> %t122, <16 x float> %acc18)
  %new19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t144, <16 x float> %t124, <16 x float> %acc19)
  %t145 = getelementptr float, ptr %t115, i64 %j
  %t146 = load float, ptr %t145, align 4
  %t147 = insertelement <16 x float> poison, float %t146, i64 0
  %t148 = shufflevector <16 x float> %t147, <16 x float> poison, <16 x i32> zeroinitializer
  %new20 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t118, <16 x float> %acc20)
  %new21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t120, <16 x float> %acc21)
  %new22 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t122, <16 x float> %acc22)
  %new23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t124, <16 x float> %acc23)
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t149 = icmp slt i64 %j.next, %cg
  br i1 %t149, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %out12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %out13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %out14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %out15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %out16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %out17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %out18 = phi <16 x float> [%tacc18, %tap], [%new18, %loop]
  %out19 = phi <16 x float> [%tacc19, %tap], [%new19, %loop]
  %out20 = phi <16 x float> [%tacc20, %tap], [%new20, %loop]
  %out21 = phi <16 x float> [%tacc21, %tap], [%new21, %loop]
  %out22 = phi <16 x float> [%tacc22, %tap], [%new22, %loop]
  %out23 = phi <16 x float> [%tacc23, %tap], [%new23, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t150 = icmp slt i64 %tp.next, %ntaps
  br i1 %t150, label %tap, label %exit
exit:
  %t151 = icmp slt i64 0, %nrows
  br i1 %t151, label %store152, label %next153
store152:
  %t154 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t154, align 4
  %t155 = getelementptr float, ptr %t2, i64 16
  store <16 x float> %out1, ptr %t155, align 4
  %t156 = getelementptr float, ptr %t2, i64 32
  store <16 x float> %out2, ptr %t156, align 4
  %t157 = getelementptr float, ptr %t2, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t157, <16 x i1> %mlast)
  br label %next153
next153:
  %t158 = icmp slt i64 1, %nrows
  br i1 %t158, label %store159, label %next160
store159:
  %t161 = getelementptr float, ptr %t18, i64 0
  store <16 x float> %out4, ptr %t161, align 4
  %t162 = getelementptr float, ptr %t18, i64 16
  store <16 x float> %out5, ptr %t162, align 4
  %t163 = getelementptr float, ptr %t18, i64 32
  store <16 x float> %out6, ptr %t163, align 4
  %t164 = getelementptr float, ptr %t18, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out7, ptr align 4 %t164, <16 x i1> %mlast)
  br label %next160
next160:
  %t165 = icmp slt i64 2, %nrows
  br i1 %t165, label %store166, label %next167
store166:
  %t168 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %out8, ptr %t168, align 4
  %t169 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %out9, ptr %t169, align 4
  %t170 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %out10, ptr %t170, align 4
  %t171 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t171, <16 x i1> %mlast)
  br label %next167
next167:
  %t172 = icmp slt i64 3, %nrows
  br i1 %t172, label %store173, label %next174
store173:
  %t175 = getelementptr float, ptr %t50, i64 0
  store <16 x float> %out12, ptr %t175, align 4
  %t176 = getelementptr float, ptr %t50, i64 16
  store <16 x float> %out13, ptr %t176, align 4
  %t177 = getelementptr float, ptr %t50, i64 32
  store <16 x float> %out14, ptr %t177, align 4
  %t178 = getelementptr float, ptr %t50, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out15, ptr align 4 %t178, <16 x i1> %mlast)
  br label %next174
next174:
  %t179 = icmp slt i64 4, %nrows
  br i1 %t179, label %store180, label %next181
store180:
  %t182 = getelementptr float, ptr %t66, i64 0
  store <16 x float> %out16, ptr %t182, align 4
  %t183 = getelementptr float, ptr %t66, i64 16
  store <16 x float> %out17, ptr %t183, align 4
  %t184 = getelementptr float, ptr %t66, i64 32
  store <16 x float> %out18, ptr %t184, align 4
  %t185 = getelementptr float, ptr %t66, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out19, ptr align 4 %t185, <16 x i1> %mlast)
  br label %next181
next181:
  %t186 = icmp slt i64 5, %nrows
  br i1 %t186, label %store187, label %next188
store187:
  %t189 = getelementptr float, ptr %t82, i64 0
  store <16 x float> %out20, ptr %t189, align 4
  %t190 = getelementptr float, ptr %t82, i64 16
  store <16 x float> %out21, ptr %t190, align 4
  %t191 = getelementptr float, ptr %t82, i64 32
  store <16 x float> %out22, ptr %t191, align 4
  %t192 = getelementptr float, ptr %t82, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out23, ptr align 4 %t192, <16 x i1> %mlast)
  br label %next188
next188:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = getelementptr float, ptr %t2, i64 32
  %t12 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t11, <16 x i1> %t12, <16 x float> zeroinitializer)
  %t14 = getelementptr float, ptr %t2, i64 48
  %t15 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t16 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t14, <16 x i1> %t15, <16 x float> zeroinitializer)
  %t17 = mul i64 1, %scr
  %t18 = getelementptr float, ptr %c, i64 %t17
  %t19 = icmp slt i64 1, %nrows
  %t20 = and i1 %accum, %t19
  %t21 = getelementptr float, ptr %t18, i64 0
  %t22 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t23 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %t22, <16 x float> zeroinitializer)
  %t24 = getelementptr float, ptr %t18, i64 16
  %t25 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t24, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t27 = getelementptr float, ptr %t18, i64 32
  %t28 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t29 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t27, <16 x i1> %t28, <16 x float> zeroinitializer)
  %t30 = getelementptr float, ptr %t18, i64 48
  %t31 = select i1 %t20, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t32 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t31, <16 x float> zeroinitializer)
  %t33 = mul i64 2, %scr
  %t34 = getelementptr float, ptr %c, i64 %t33
  %t35 = icmp slt i64 2, %nrows
  %t36 = and i1 %accum, %t35
  %t37 = getelementptr float, ptr %t34, i64 0
  %t38 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t37, <16 x i1> %t38, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t34, i64 16
  %t41 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t41, <16 x float> zeroinitializer)
  %t43 = getelementptr float, ptr %t34, i64 32
  %t44 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t43, <16 x i1> %t44, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t34, i64 48
  %t47 = select i1 %t36, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t48 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t47, <16 x float> zeroinitializer)
  %t49 = mul i64 3, %scr
  %t50 = getelementptr float, ptr %c, i64 %t49
  %t51 = icmp slt i64 3, %nrows
  %t52 = and i1 %accum, %t51
  %t53 = getelementptr float, ptr %t50, i64 0
  %t54 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t53, <16 x i1> %t54, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t50, i64 16
  %t57 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t58 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t59 = getelementptr float, ptr %t50, i64 32
  %t60 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t59, <16 x i1> %t60, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t50, i64 48
  %t63 = select i1 %t52, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t62, <16 x i1> %t63, <16 x float> zeroinitializer)
  %t65 = mul i64 4, %scr
  %t66 = getelementptr float, ptr %c, i64 %t65
  %t67 = icmp slt i64 4, %nrows
  %t68 = and i1 %accum, %t67
  %t69 = getelementptr float, ptr %t66, i64 0
  %t70 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t71 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t69, <16 x i1> %t70, <16 x float> zeroinitializer)
  %t72 = getelementptr float, ptr %t66, i64 16
  %t73 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t72, <16 x i1> %t73, <16 x float> zeroinitializer)
  %t75 = getelementptr float, ptr %t66, i64 32
  %t76 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t77 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t75, <16 x i1> %t76, <16 x float> zeroinitializer)
  %t78 = getelementptr float, ptr %t66, i64 48
  %t79 = select i1 %t68, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t80 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t78, <16 x i1> %t79, <16 x float> zeroinitializer)
  %t81 = mul i64 5, %scr
  %t82 = getelementptr float, ptr %c, i64 %t81
  %t83 = icmp slt i64 5, %nrows
  %t84 = and i1 %accum, %t83
  %t85 = getelementptr float, ptr %t82, i64 0
  %t86 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t87 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t85, <16 x i1> %t86, <16 x float> zeroinitializer)
  %t88 = getelementptr float, ptr %t82, i64 16
  %t89 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t90 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t88, <16 x i1> %t89, <16 x float> zeroinitializer)
  %t91 = getelementptr float, ptr %t82, i64 32
  %t92 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t91, <16 x i1> %t92, <16 x float> zeroinitializer)
  %t94 = getelementptr float, ptr %t82, i64 48
  %t95 = select i1 %t84, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t94, <16 x i1> %t95, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t13, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t16, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t23, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t26, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t29, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t32, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t39, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t42, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t45, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t48, %entry], [%out11, %tapend]
  %tacc12 = phi <16 x float> [%t55, %entry], [%out12, %tapend]
  %tacc13 = phi <16 x float> [%t58, %entry], [%out13, %tapend]
  %tacc14 = phi <16 x float> [%t61, %entry], [%out14, %tapend]
  %tacc15 = phi <16 x float> [%t64, %entry], [%out15, %tapend]
  %tacc16 = phi <16 x float> [%t71, %entry], [%out16, %tapend]
  %tacc17 = phi <16 x float> [%t74, %entry], [%out17, %tapend]
  %tacc18 = phi <16 x float> [%t77, %entry], [%out18, %tapend]
  %tacc19 = phi <16 x float> [%t80, %entry], [%out19, %tapend]
  %tacc20 = phi <16 x float> [%t87, %entry], [%out20, %tapend]
  %tacc21 = phi <16 x float> [%t90, %entry], [%out21, %tapend]
  %tacc22 = phi <16 x float> [%t93, %entry], [%out22, %tapend]
  %tacc23 = phi <16 x float> [%t96, %entry], [%out23, %tapend]
  %t97 = mul i64 %tp, 6
  %t98 = add i64 %t97, 0
  %t99 = getelementptr ptr, ptr %ind, i64 %t98
  %t100 = load ptr, ptr %t99, align 8
  %t101 = icmp ne ptr %t100, %zero
  %t102 = select i1 %t101, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t103 = add i64 %t97, 1
  %t104 = getelementptr ptr, ptr %ind, i64 %t103
  %t105 = load ptr, ptr %t104, align 8
  %t106 = icmp ne ptr %t105, %zero
  %t107 = select i1 %t106, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t108 = add i64 %t97, 2
  %t109 = getelementptr ptr, ptr %ind, i64 %t108
  %t110 = load ptr, ptr %t109, align 8
  %t111 = icmp ne ptr %t110, %zero
  %t112 = select i1 %t111, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t113 = add i64 %t97, 3
  %t114 = getelementptr ptr, ptr %ind, i64 %t113
  %t115 = load ptr, ptr %t114, align 8
  %t116 = icmp ne ptr %t115, %zero
  %t117 = select i1 %t116, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t118 = add i64 %t97, 4
  %t119 = getelementptr ptr, ptr %ind, i64 %t118
  %t120 = load ptr, ptr %t119, align 8
  %t121 = icmp ne ptr %t120, %zero
  %t122 = select i1 %t121, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t123 = add i64 %t97, 5
  %t124 = getelementptr ptr, ptr %ind, i64 %t123
  %t125 = load ptr, ptr %t124, align 8
  %t126 = icmp ne ptr %t125, %zero
  %t127 = select i1 %t126, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t128 = icmp sgt i64 %cg, 0
  br i1 %t128, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %acc12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %acc13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %acc14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %acc15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %acc16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %acc17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %acc18 = phi <16 x float> [%tacc18, %tap], [%new18, %loop]
  %acc19 = phi <16 x float> [%tacc19, %tap], [%new19, %loop]
  %acc20 = phi <16 x float> [%tacc20, %tap], [%new20, %loop]
  %acc21 = phi <16 x float> [%tacc21, %tap], [%new21, %loop]
  %acc22 = phi <16 x float> [%tacc22, %tap], [%new22, %loop]
  %acc23 = phi <16 x float> [%tacc23, %tap], [%new23, %loop]
  %t129 = getelementptr float, ptr %bp, i64 0
  %t130 = load <16 x float>, ptr %t129, align 4
  %t131 = getelementptr float, ptr %bp, i64 16
  %t132 = load <16 x float>, ptr %t131, align 4
  %t133 = getelementptr float, ptr %bp, i64 32
  %t134 = load <16 x float>, ptr %t133, align 4
  %t135 = getelementptr float, ptr %bp, i64 48
  %t136 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t135, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t137 = getelementptr float, ptr %t100, i64 %j
  %t138 = load float, ptr %t137, align 4
  %t139 = insertelement <16 x float> poison, float %t138, i64 0
  %t140 = shufflevector <16 x float> %t139, <16 x float> poison, <16 x i32> zeroinitializer
  %t141 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t130, <16 x float> %acc0)
  %new0 = select <16 x i1> %t102, <16 x float> %t141, <16 x float> %acc0
  %t142 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t132, <16 x float> %acc1)
  %new1 = select <16 x i1> %t102, <16 x float> %t142, <16 x float> %acc1
  %t143 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t134, <16 x float> %acc2)
  %new2 = select <16 x i1> %t102, <16 x float> %t143, <16 x float> %acc2
  %t144 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t136, <16 x float> %acc3)
  %new3 = select <16 x i1> %t102, <16 x float> %t144, <16 x float> %acc3
  %t145 = getelementptr float, ptr %t105, i64 %j
  %t146 = load float, ptr %t145, align 4
  %t147 = insertelement <16 x float> poison, float %t146, i64 0
  %t148 = shufflevector <16 x float> %t147, <16 x float> poison, <16 x i32> zeroinitializer
  %t149 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t130, <16 x float> %acc4)
  %new4 = select <16 x i1> %t107, <16 x float> %t149, <16 x float> %acc4
  %t150 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t132, <16 x float> %acc5)
  %new5 = select <16 x i1> %t107, <16 x float> %t150, <16 x float> %acc5
  %t151 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t134, <16 x float> %acc6)
  %new6 = select <16 x i1> %t107, <16 x float> %t151, <16 x float> %acc6
  %t152 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t136, <16 x float> %acc7)
  %new7 = select <16 x i1> %t107, <16 x float> %t152, <16 x float> %acc7
  %t153 = getelementptr float, ptr %t110, i64 %j
  %t154 = load float, ptr %t153, align 4
  %t155 = insertelement <16 x float> poison, float %t154, i64 0
  %t156 = shufflevector <16 x float> %t155, <16 x float> poison, <16 x i32> zeroinitializer
  %t157 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t156, <16 x float> %t130, <16 x float> %acc8)
  %new8 = select <16 x i1> %t112, <16 x float> %t157, <16 x float> %acc8
  %t158 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t156, <16 x float> %t132, <16 x float> %acc9)
  %new9 = select <16 x i1> %t112, <16 x float> %t158, <16 x float> %acc9
  %t159 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t156, <16 x float> %t134, <16 x float> %acc10)
  %new10 = select <16 x i1> %t112, <16 x float> %t159, <16 x float> %acc10
  %t160 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t156, <16 x float> %t136, <16 x float> %acc11)
  %new11 = select <16 x i1> %t112, <16 x float> %t160, <16 x float> %acc11
  %t161 = getelementptr float, ptr %t115, i64 %j
  %t162 = load float, ptr %t161, align 4
  %t163 = insertelement <16 x float> poison, float %t162, i64 0
  %t164 = shufflevector <16 x float> %t163, <16 x float> poison, <16 x i32> zeroinitializer
  %t165 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t164, <16 x float> %t130, <16 x float> %acc12)
  %new12 = select <16 x i1> %t117, <16 x float> %t165, <16 x float> %acc12
  %t166 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t164, <16 x float> %t132, <16 x float> %acc13)
  %new13 = select <16 x i1> %t117, <16 x float> %t166, <16 x float> %acc13
  %t167 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t164, <16 x float> %t134, <16 x float> %acc14)
  %new14 = select <16 x i1> %t117, <16 x float> %t167, <16 x float> %acc14
  %t168 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t164, <16 x float> %t136, <16 x float> %acc15)
  %new15 = select <16 x i1> %t117, <16 x float> %t168, <16 x float> %acc15
  %t169 = getelementptr float, ptr %t120, i64 %j
  %t170 = load float, ptr %t169, align 4
  %t171 = insertelement <16 x float> poison, float %t170, i64 0
  %t172 = shufflevector <16 x float> %t171, <16 x float> poison, <16 x i32> zeroinitializer
  %t173 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t172, <16 x float> %t130, <16 x float> %acc16)
  %new16 = select <16 x i1> %t122, <16 x float> %t173, <16 x float> %acc16
  %t174 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t172, <16 x float> %t132, <16 x float> %acc17)
  %new17 = select <16 x i1> %t122, <16 x float> %t174, <16 x float> %acc17
  %t175 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t172, <16 x float> %t134, <16 x float> %acc18)
  %new18 = select <16 x i1> %t122, <16 x float> %t175, <16 x float> %acc18
  %t176 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t172, <16 x float> %t136, <16 x float> %acc19)
  %new19 = select <16 x i1> %t122, <16 x float> %t176, <16 x float> %acc19
  %t177 = getelementptr float, ptr %t125, i64 %j
  %t178 = load float, ptr %t177, align 4
  %t179 = insertelement <16 x float> poison, float %t178, i64 0
  %t180 = shufflevector <16 x float> %t179, <16 x float> poison, <16 x i32> zeroinitializer
  %t181 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t180, <16 x float> %t130, <16 x float> %acc20)
  %new20 = select <16 x i1> %t127, <16 x float> %t181, <16 x float> %acc20
  %t182 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t180, <16 x float> %t132, <16 x float> %acc21)
  %new21 = select <16 x i1> %t127, <16 x float> %t182, <16 x float> %acc21
  %t183 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t180, <16 x float> %t134, <16 x float> %acc22)
  %new22 = select <16 x i1> %t127, <16 x float> %t183, <16 x float> %acc22
  %t184 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t180, <16 x float> %t136, <16 x float> %acc23)
  %new23 = select <16 x i1> %t127, <16 x float> %t184, <16 x float> %acc23
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t185 = icmp slt i64 %j.next, %cg
  br i1 %t185, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %out12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %out13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %out14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %out15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %out16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %out17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %out18 = phi <16 x float> [%tacc18, %tap], [%new18, %loop]
  %out19 = phi <16 x float> [%tacc19, %tap], [%new19, %loop]
  %out20 = phi <16 x float> [%tacc20, %tap], [%new20, %loop]
  %out21 = phi <16 x float> [%tacc21, %tap], [%new21, %loop]
  %out22 = phi <16 x float> [%tacc22, %tap], [%new22, %loop]
  %out23 = phi <16 x float> [%tacc23, %tap], [%new23, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t186 = icmp slt i64 %tp.next, %ntaps
  br i1 %t186, label %tap, label %exit
exit:
  %t187 = icmp slt i64 0, %nrows
  br i1 %t187, label %store188, label %next189
store188:
  %t190 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t190, align 4
  %t191 = getelementptr float, ptr %t2, i64 16
  store <16 x float> %out1, ptr %t191, align 4
  %t192 = getelementptr float, ptr %t2, i64 32
  store <16 x float> %out2, ptr %t192, align 4
  %t193 = getelementptr float, ptr %t2, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t193, <16 x i1> %mlast)
  br label %next189
next189:
  %t194 = icmp slt i64 1, %nrows
  br i1 %t194, label %store195, label %next196
store195:
  %t197 = getelementptr float, ptr %t18, i64 0
  store <16 x float> %out4, ptr %t197, align 4
  %t198 = getelementptr float, ptr %t18, i64 16
  store <16 x float> %out5, ptr %t198, align 4
  %t199 = getelementptr float, ptr %t18, i64 32
  store <16 x float> %out6, ptr %t199, align 4
  %t200 = getelementptr float, ptr %t18, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out7, ptr align 4 %t200, <16 x i1> %mlast)
  br label %next196
next196:
  %t201 = icmp slt i64 2, %nrows
  br i1 %t201, label %store202, label %next203
store202:
  %t204 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %out8, ptr %t204, align 4
  %t205 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %out9, ptr %t205, align 4
  %t206 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %out10, ptr %t206, align 4
  %t207 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t207, <16 x i1> %mlast)
  br label %next203
next203:
  %t208 = icmp slt i64 3, %nrows
  br i1 %t208, label %store209, label %next210
store209:
  %t211 = getelementptr float, ptr %t50, i64 0
  store <16 x float> %out12, ptr %t211, align 4
  %t212 = getelementptr float, ptr %t50, i64 16
  store <16 x float> %out13, ptr %t212, align 4
  %t213 = getelementptr float, ptr %t50, i64 32
  store <16 x float> %out14, ptr %t213, align 4
  %t214 = getelementptr float, ptr %t50, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out15, ptr align 4 %t214, <16 x i1> %mlast)
  br label %next210
next210:
  %t215 = icmp slt i64 4, %nrows
  br i1 %t215, label %store216, label %next217
store216:
  %t218 = getelementptr float, ptr %t66, i64 0
  store <16 x float> %out16, ptr %t218, align 4
  %t219 = getelementptr float, ptr %t66, i64 16
  store <16 x float> %out17, ptr %t219, align 4
  %t220 = getelementptr float, ptr %t66, i64 32
  store <16 x float> %out18, ptr %t220, align 4
  %t221 = getelementptr float, ptr %t66, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out19, ptr align 4 %t221, <16 x i1> %mlast)
  br label %next217
next217:
  %t222 = icmp slt i64 5, %nrows
  br i1 %t222, label %store223, label %next224
store223:
  %t225 = getelementptr float, ptr %t82, i64 0
  store <16 x float> %out20, ptr %t225, align 4
  %t226 = getelementptr float, ptr %t82, i64 16
  store <16 x float> %out21, ptr %t226, align 4
  %t227 = getelementptr float, ptr %t82, i64 32
  store <16 x float> %out22, ptr %t227, align 4
  %t228 = getelementptr float, ptr %t82, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out23, ptr align 4 %t228, <16 x i1> %mlast)
  br label %next224
next224:
  ret void
}


define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c69 = alloca i64
  %c93 = alloca i64
  %c139 = alloca i64
  %c150 = alloca i64
  %c183 = alloca i64
  %c185 = alloca i64
  %c235 = alloca i64
  %c417 = alloca i64
  %c717 = alloca i64
  %c725 = alloca i64
  %t1 = add i64 %size.H, 1
  %t2 = add i64 %t1, 1
  %t3 = sub i64 %size.R, 1
  %t4 = sub i64 %t2, %t3
  %t5 = sub i64 %t4, 1
  %t6 = sdiv i64 %t5, 2
  %t7 = srem i64 %t5, 2
  %t8 = icmp slt i64 %t7, 0
  %t9 = icmp slt i64 2, 0
  %t10 = icmp ne i1 %t8, %t9
  %t11 = icmp ne i64 %t7, 0
  %t12 = and i1 %t11, %t10
  %t13 = zext i1 %t12 to i64
  %t14 = sub i64 %t6, %t13
  %t15 = add i64 %t14, 1
  %t16 = add i64 %size.W, 1
  %t17 = add i64 %t16, 1
  %t18 = sub i64 %size.S, 1
  %t19 = sub i64 %t17, %t18
  %t20 = sub i64 %t19, 1
  %t21 = sdiv i64 %t20, 2
  %t22 = srem i64 %t20, 2
  %t23 = icmp slt i64 %t22, 0
  %t24 = icmp slt i64 2, 0
  %t25 = icmp ne i1 %t23, %t24
  %t26 = icmp ne i64 %t22, 0
  %t27 = and i1 %t26, %t25
  %t28 = zext i1 %t27 to i64
  %t29 = sub i64 %t21, %t28
  %t30 = add i64 %t29, 1
  %t31 = mul i64 %t15, %t30
  %t32 = mul i64 %size.R, %size.S
  %t33 = add i64 %size.K, 63
  %t34 = sdiv i64 %t33, 64
  %t35 = add i64 %t31, 95
  %t36 = sdiv i64 %t35, 96
  %t37 = mul i64 %t34, %t36
  %t38 = mul i64 1, %t37
  %t39 = icmp slt i64 %range.hi, %t38
  %t40 = select i1 %t39, i64 %range.hi, i64 %t38
  %t41 = icmp sgt i64 %size.C, 1
  %t42 = select i1 %t41, i64 %size.C, i64 1
  %t43 = sdiv i64 1024, %t42
  %t44 = icmp slt i64 %t32, %t43
  %t45 = select i1 %t44, i64 %t32, i64 %t43
  %t46 = icmp sgt i64 %t45, 1
  %t47 = select i1 %t46, i64 %t45, i64 1
  %t48 = icmp slt i64 %size.C, 16
  %t49 = icmp eq i64 %t47, %t32
  %t50 = and i1 %t48, %t49
  %t51 = ptrtoint ptr %scratch to i64
  %t52 = add i64 %t51, 63
  %t53 = and i64 %t52, -64
  %t54 = inttoptr i64 %t53 to ptr
  %t55 = mul i64 %t32, 6
  %t56 = getelementptr ptr, ptr %t54, i64 %t55
  %t57 = add i64 %size.S, 1
  %t58 = mul i64 %t57, %size.C
  %t59 = mul i64 %t58, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t56, i8 0, i64 %t59, i1 false)
  %t60 = srem i64 %size.P, 64
  %t61 = icmp eq i64 %t60, 0
  %t62 = mul i64 1, %size.P
  %t63 = icmp sle i64 %size.K, %t62
  %t64 = and i1 %t61, %t63
  br i1 %t64, label %direct65, label %exact66
exact66:
  %t68 = icmp eq i64 %range.lo, 0
  br i1 %t68, label %exact.run67, label %exact.done
exact.run67:
  call void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct65:
  store i64 %range.lo, ptr %c69
  br label %head70
head70:
  %i73 = load i64, ptr %c69
  %t74 = icmp slt i64 %i73, %t40
  br i1 %t74, label %body71, label %done72
body71:
  %t75 = sdiv i64 %i73, %t37
  %t76 = srem i64 %i73, %t37
  %t77 = sdiv i64 %t76, %t36
  %t78 = srem i64 %t76, %t36
  %t79 = mul i64 %t77, 64
  %t80 = sub i64 %size.K, %t79
  %t81 = icmp slt i64 64, %t80
  %t82 = select i1 %t81, i64 64, i64 %t80
  %t83 = add i64 %t82, 15
  %t84 = sdiv i64 %t83, 16
  %t85 = sub i64 %t84, 1
  %t86 = mul i64 %t85, 16
  %t87 = add i64 %t79, %t86
  %t88 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t87, i64 %size.K)
  %t89 = mul i64 %t78, 96
  %t90 = add i64 %t89, 96
  %t91 = icmp slt i64 %t31, %t90
  %t92 = select i1 %t91, i64 %t31, i64 %t90
  store i64 0, ptr %c93
  br label %tbhead94
tbhead94:
  %tb97 = load i64, ptr %c93
  %t98 = icmp slt i64 %tb97, %t32
  br i1 %t98, label %tbbody95, label %tbdone96
tbbody95:
  %t99 = add i64 %tb97, %t47
  %t100 = icmp slt i64 %t32, %t99
  %t101 = select i1 %t100, i64 %t32, i64 %t99
  %t102 = icmp sgt i64 %tb97, 0
  %t103 = icmp eq i64 %t101, %t32
  %t104 = sdiv i64 %tb97, %size.S
  %t105 = srem i64 %tb97, %size.S
  %t106 = sdiv i64 %t79, %size.P
  %t107 = srem i64 %t79, %size.P
  %t108 = icmp slt i64 %t107, 0
  %t109 = icmp slt i64 %size.P, 0
  %t110 = icmp ne i1 %t108, %t109
  %t111 = icmp ne i64 %t107, 0
  %t112 = and i1 %t111, %t110
  %t113 = zext i1 %t112 to i64
  %t114 = sub i64 %t106, %t113
  %t115 = mul i64 %size.R, %size.S
  %t116 = mul i64 %t115, %size.C
  %t117 = mul i64 %t116, %size.P
  %t118 = mul i64 %t114, %t117
  %t119 = mul i64 %size.S, %size.C
  %t120 = mul i64 %t119, %size.P
  %t121 = mul i64 %t104, %t120
  %t122 = add i64 %t118, %t121
  %t123 = mul i64 %size.C, %size.P
  %t124 = mul i64 %t105, %t123
  %t125 = add i64 %t122, %t124
  %t126 = mul i64 0, %size.P
  %t127 = add i64 %t125, %t126
  %t128 = sdiv i64 %t79, %size.P
  %t129 = srem i64 %t79, %size.P
  %t130 = icmp slt i64 %t129, 0
  %t131 = icmp slt i64 %size.P, 0
  %t132 = icmp ne i1 %t130, %t131
  %t133 = icmp ne i64 %t129, 0
  %t134 = and i1 %t133, %t132
  %t135 = select i1 %t134, i64 %size.P, i64 0
  %t136 = add i64 %t129, %t135
  %t137 = add i64 %t127, %t136
  %t138 = getelementptr float, ptr %buf.w, i64 %t137
  store i64 %t89, ptr %c139
  br label %head140
head140:
  %i143 = load i64, ptr %c139
  %t144 = icmp slt i64 %i143, %t92
  br i1 %t144, label %body141, label %done142
body141:
  %t145 = sub i64 %t92, %i143
  %t146 = icmp slt i64 6, %t145
  %t147 = select i1 %t146, i64 6, i64 %t145
  %t148 = sub i64 %t147, 1
  %t149 = add i64 %i143, %t148
  store i64 0, ptr %c150
  %t151 = add i64 %i143, 0
  %t152 = icmp slt i64 %t151, %t149
  %t153 = select i1 %t152, i64 %t151, i64 %t149
  %t154 = sdiv i64 %t153, %t30
  %t155 = srem i64 %t153, %t30
  %t156 = add i64 %i143, 1
  %t157 = icmp slt i64 %t156, %t149
  %t158 = select i1 %t157, i64 %t156, i64 %t149
  %t159 = sdiv i64 %t158, %t30
  %t160 = srem i64 %t158, %t30
  %t161 = add i64 %i143, 2
  %t162 = icmp slt i64 %t161, %t149
  %t163 = select i1 %t162, i64 %t161, i64 %t149
  %t164 = sdiv i64 %t163, %t30
  %t165 = srem i64 %t163, %t30
  %t166 = add i64 %i143, 3
  %t167 = icmp slt i64 %t166, %t149
  %t168 = select i1 %t167, i64 %t166, i64 %t149
  %t169 = sdiv i64 %t168, %t30
  %t170 = srem i64 %t168, %t30
  %t171 = add i64 %i143, 4
  %t172 = icmp slt i64 %t171, %t149
  %t173 = select i1 %t172, i64 %t171, i64 %t149
  %t174 = sdiv i64 %t173, %t30
  %t175 = srem i64 %t173, %t30
  %t176 = add i64 %i143, 5
  %t177 = icmp slt i64 %t176, %t149
  %t178 = select i1 %t177, i64 %t176, i64 %t149
  %t179 = sdiv i64 %t178, %t30
  %t180 = srem i64 %t178, %t30
  store i64 %size.C, ptr %c183
  %t184 = sub i64 %t101, %tb97
  store i64 %t184, ptr %c185
  %t186 = mul i64 %t155, 2
  %t187 = add i64 %t186, -1
  %t188 = icmp ult i64 %t187, %size.W
  %t189 = and i1 %t50, %t188
  %t190 = sub i64 %size.S, 1
  %t191 = add i64 %t187, %t190
  %t192 = icmp ult i64 %t191, %size.W
  %t193 = and i1 %t189, %t192
  %t194 = mul i64 %t160, 2
  %t195 = add i64 %t194, -1
  %t196 = icmp ult i64 %t195, %size.W
  %t197 = and i1 %t193, %t196
  %t198 = sub i64 %size.S, 1
  %t199 = add i64 %t195, %t198
  %t200 = icmp ult i64 %t199, %size.W
  %t201 = and i1 %t197, %t200
  %t202 = mul i64 %t165, 2
  %t203 = add i64 %t202, -1
  %t204 = icmp ult i64 %t203, %size.W
  %t205 = and i1 %t201, %t204
  %t206 = sub i64 %size.S, 1
  %t207 = add i64 %t203, %t206
  %t208 = icmp ult i64 %t207, %size.W
  %t209 = and i1 %t205, %t208
  %t210 = mul i64 %t170, 2
  %t211 = add i64 %t210, -1
  %t212 = icmp ult i64 %t211, %size.W
  %t213 = and i1 %t209, %t212
  %t214 = sub i64 %size.S, 1
  %t215 = add i64 %t211, %t214
  %t216 = icmp ult i64 %t215, %size.W
  %t217 = and i1 %t213, %t216
  %t218 = mul i64 %t175, 2
  %t219 = add i64 %t218, -1
  %t220 = icmp ult i64 %t219, %size.W
  %t221 = and i1 %t217, %t220
  %t222 = sub i64 %size.S, 1
  %t223 = add i64 %t219, %t222
  %t224 = icmp ult i64 %t223, %size.W
  %t225 = and i1 %t221, %t224
  %t226 = mul i64 %t180, 2
  %t227 = add i64 %t226, -1
  %t228 = icmp ult i64 %t227, %size.W
  %t229 = and i1 %t225, %t228
  %t230 = sub i64 %size.S, 1
  %t231 = add i64 %t227, %t230
  %t232 = icmp ult i64 %t231, %size.W
  %t233 = and i1 %t229, %t232
  br i1 %t233, label %byrun234, label %bytap181
byrun234:
  store i64 0, ptr %c235
  br label %head236
head236:
  %i239 = load i64, ptr %c235
  %t240 = icmp slt i64 %i239, %size.R
  br i1 %t240, label %body237, label %done238
body237:
  %t241 = mul i64 %t154, 2
  %t242 = mul i64 %i239, 1
  %t243 = add i64 %t241, %t242
  %t244 = add i64 %t243, -1
  %t245 = icmp ult i64 %t244, %size.H
  %t246 = mul i64 %size.H, %size.W
  %t247 = mul i64 %t246, %size.C
  %t248 = mul i64 %t75, %t247
  %t249 = mul i64 %t154, 2
  %t250 = add i64 %t249, %i239
  %t251 = sub i64 %t250, 1
  %t252 = mul i64 %size.W, %size.C
  %t253 = mul i64 %t251, %t252
  %t254 = add i64 %t248, %t253
  %t255 = mul i64 %t155, 2
  %t256 = add i64 %t255, 0
  %t257 = sub i64 %t256, 1
  %t258 = mul i64 %t257, %size.C
  %t259 = add i64 %t254, %t258
  %t260 = add i64 %t259, 0
  %t261 = getelementptr float, ptr %buf.x, i64 %t260
  %t262 = mul i64 %i239, 6
  %t263 = add i64 %t262, 0
  %t264 = getelementptr ptr, ptr %t54, i64 %t263
  %t265 = select i1 %t245, ptr %t261, ptr %t56
  store ptr %t265, ptr %t264, align 8
  %t266 = xor i1 %t245, true
  %t267 = zext i1 %t266 to i64
  %t268 = load i64, ptr %c150
  %t269 = or i64 %t268, %t267
  store i64 %t269, ptr %c150
  %t270 = mul i64 %t159, 2
  %t271 = mul i64 %i239, 1
  %t272 = add i64 %t270, %t271
  %t273 = add i64 %t272, -1
  %t274 = icmp ult i64 %t273, %size.H
  %t275 = mul i64 %size.H, %size.W
  %t276 = mul i64 %t275, %size.C
  %t277 = mul i64 %t75, %t276
  %t278 = mul i64 %t159, 2
  %t279 = add i64 %t278, %i239
  %t280 = sub i64 %t279, 1
  %t281 = mul i64 %size.W, %size.C
  %t282 = mul i64 %t280, %t281
  %t283 = add i64 %t277, %t282
  %t284 = mul i64 %t160, 2
  %t285 = add i64 %t284, 0
  %t286 = sub i64 %t285, 1
  %t287 = mul i64 %t286, %size.C
  %t288 = add i64 %t283, %t287
  %t289 = add i64 %t288, 0
  %t290 = getelementptr float, ptr %buf.x, i64 %t289
  %t291 = mul i64 %i239, 6
  %t292 = add i64 %t291, 1
  %t293 = getelementptr ptr, ptr %t54, i64 %t292
  %t294 = select i1 %t274, ptr %t290, ptr %t56
  store ptr %t294, ptr %t293, align 8
  %t295 = xor i1 %t274, true
  %t296 = zext i1 %t295 to i64
  %t297 = load i64, ptr %c150
  %t298 = or i64 %t297, %t296
  store i64 %t298, ptr %c150
  %t299 = mul i64 %t164, 2
  %t300 = mul i64 %i239, 1
  %t301 = add i64 %t299, %t300
  %t302 = add i64 %t301, -1
  %t303 = icmp ult i64 %t302, %size.H
  %t304 = mul i64 %size.H, %size.W
  %t305 = mul i64 %t304, %size.C
  %t306 = mul i64 %t75, %t305
  %t307 = mul i64 %t164, 2
  %t308 = add i64 %t307, %i239
  %t309 = sub i64 %t308, 1
  %t310 = mul i64 %size.W, %size.C
  %t311 = mul i64 %t309, %t310
  %t312 = add i64 %t306, %t311
  %t313 = mul i64 %t165, 2
  %t314 = add i64 %t313, 0
  %t315 = sub i64 %t314, 1
  %t316 = mul i64 %t315, %size.C
  %t317 = add i64 %t312, %t316
  %t318 = add i64 %t317, 0
  %t319 = getelementptr float, ptr %buf.x, i64 %t318
  %t320 = mul i64 %i239, 6
  %t321 = add i64 %t320, 2
  %t322 = getelementptr ptr, ptr %t54, i64 %t321
  %t323 = select i1 %t303, ptr %t319, ptr %t56
  store ptr %t323, ptr %t322, align 8
  %t324 = xor i1 %t303, true
  %t325 = zext i1 %t324 to i64
  %t326 = load i64, ptr %c150
  %t327 = or i64 %t326, %t325
  store i64 %t327, ptr %c150
  %t328 = mul i64 %t169, 2
  %t329 = mul i64 %i239, 1
  %t330 = add i64 %t328, %t329
  %t331 = add i64 %t330, -1
  %t332 = icmp ult i64 %t331, %size.H
  %t333 = mul i64 %size.H, %size.W
  %t334 = mul i64 %t333, %size.C
  %t335 = mul i64 %t75, %t334
  %t336 = mul i64 %t169, 2
  %t337 = add i64 %t336, %i239
  %t338 = sub i64 %t337, 1
  %t339 = mul i64 %size.W, %size.C
  %t340 = mul i64 %t338, %t339
  %t341 = add i64 %t335, %t340
  %t342 = mul i64 %t170, 2
  %t343 = add i64 %t342, 0
  %t344 = sub i64 %t343, 1
  %t345 = mul i64 %t344, %size.C
  %t346 = add i64 %t341, %t345
  %t347 = add i64 %t346, 0
  %t348 = getelementptr float, ptr %buf.x, i64 %t347
  %t349 = mul i64 %i239, 6
  %t350 = add i64 %t349, 3
  %t351 = getelementptr ptr, ptr %t54, i64 %t350
  %t352 = select i1 %t332, ptr %t348, ptr %t56
  store ptr %t352, ptr %t351, align 8
  %t353 = xor i1 %t332, true
  %t354 = zext i1 %t353 to i64
  %t355 = load i64, ptr %c150
  %t356 = or i64 %t355, %t354
  store i64 %t356, ptr %c150
  %t357 = mul i64 %t174, 2
  %t358 = mul i64 %i239, 1
  %t359 = add i64 %t357, %t358
  %t360 = add i64 %t359, -1
  %t361 = icmp ult i64 %t360, %size.H
  %t362 = mul i64 %size.H, %size.W
  %t363 = mul i64 %t362, %size.C
  %t364 = mul i64 %t75, %t363
  %t365 = mul i64 %t174, 2
  %t366 = add i64 %t365, %i239
  %t367 = sub i64 %t366, 1
  %t368 = mul i64 %size.W, %size.C
  %t369 = mul i64 %t367, %t368
  %t370 = add i64 %t364, %t369
  %t371 = mul i64 %t175, 2
  %t372 = add i64 %t371, 0
  %t373 = sub i64 %t372, 1
  %t374 = mul i64 %t373, %size.C
  %t375 = add i64 %t370, %t374
  %t376 = add i64 %t375, 0
  %t377 = getelementptr float, ptr %buf.x, i64 %t376
  %t378 = mul i64 %i239, 6
  %t379 = add i64 %t378, 4
  %t380 = getelementptr ptr, ptr %t54, i64 %t379
  %t381 = select i1 %t361, ptr %t377, ptr %t56
  store ptr %t381, ptr %t380, align 8
  %t382 = xor i1 %t361, true
  %t383 = zext i1 %t382 to i64
  %t384 = load i64, ptr %c150
  %t385 = or i64 %t384, %t383
  store i64 %t385, ptr %c150
  %t386 = mul i64 %t179, 2
  %t387 = mul i64 %i239, 1
  %t388 = add i64 %t386, %t387
  %t389 = add i64 %t388, -1
  %t390 = icmp ult i64 %t389, %size.H
  %t391 = mul i64 %size.H, %size.W
  %t392 = mul i64 %t391, %size.C
  %t393 = mul i64 %t75, %t392
  %t394 = mul i64 %t179, 2
  %t395 = add i64 %t394, %i239
  %t396 = sub i64 %t395, 1
  %t397 = mul i64 %size.W, %size.C
  %t398 = mul i64 %t396, %t397
  %t399 = add i64 %t393, %t398
  %t400 = mul i64 %t180, 2
  %t401 = add i64 %t400, 0
  %t402 = sub i64 %t401, 1
  %t403 = mul i64 %t402, %size.C
  %t404 = add i64 %t399, %t403
  %t405 = add i64 %t404, 0
  %t406 = getelementptr float, ptr %buf.x, i64 %t405
  %t407 = mul i64 %i239, 6
  %t408 = add i64 %t407, 5
  %t409 = getelementptr ptr, ptr %t54, i64 %t408
  %t410 = select i1 %t390, ptr %t406, ptr %t56
  store ptr %t410, ptr %t409, align 8
  %t411 = xor i1 %t390, true
  %t412 = zext i1 %t411 to i64
  %t413 = load i64, ptr %c150
  %t414 = or i64 %t413, %t412
  store i64 %t414, ptr %c150
  %t415 = add nsw i64 %i239, 1
  store i64 %t415, ptr %c235
  br label %head236
done238:
  %t416 = mul i64 %size.S, %size.C
  store i64 %t416, ptr %c183
  store i64 %size.R, ptr %c185
  br label %indirect182
bytap181:
  store i64 %tb97, ptr %c417
  br label %head418
head418:
  %i421 = load i64, ptr %c417
  %t422 = icmp slt i64 %i421, %t101
  br i1 %t422, label %body419, label %done420
body419:
  %t423 = sdiv i64 %i421, %size.S
  %t424 = srem i64 %i421, %size.S
  %t425 = sub i64 %i421, %tb97
  %t426 = mul i64 %t425, 6
  %t427 = mul i64 %t154, 2
  %t428 = mul i64 %t423, 1
  %t429 = add i64 %t427, %t428
  %t430 = add i64 %t429, -1
  %t431 = mul i64 %t155, 2
  %t432 = mul i64 %t424, 1
  %t433 = add i64 %t431, %t432
  %t434 = add i64 %t433, -1
  %t435 = icmp ult i64 %t430, %size.H
  %t436 = icmp ult i64 %t434, %size.W
  %t437 = and i1 %t435, %t436
  %t438 = mul i64 %size.H, %size.W
  %t439 = mul i64 %t438, %size.C
  %t440 = mul i64 %t75, %t439
  %t441 = mul i64 %t154, 2
  %t442 = add i64 %t441, %t423
  %t443 = sub i64 %t442, 1
  %t444 = mul i64 %size.W, %size.C
  %t445 = mul i64 %t443, %t444
  %t446 = add i64 %t440, %t445
  %t447 = mul i64 %t155, 2
  %t448 = add i64 %t447, %t424
  %t449 = sub i64 %t448, 1
  %t450 = mul i64 %t449, %size.C
  %t451 = add i64 %t446, %t450
  %t452 = add i64 %t451, 0
  %t453 = getelementptr float, ptr %buf.x, i64 %t452
  %t454 = select i1 %t437, ptr %t453, ptr %t56
  %t455 = add i64 %t426, 0
  %t456 = getelementptr ptr, ptr %t54, i64 %t455
  store ptr %t454, ptr %t456, align 8
  %t457 = xor i1 %t437, true
  %t458 = zext i1 %t457 to i64
  %t459 = load i64, ptr %c150
  %t460 = or i64 %t459, %t458
  store i64 %t460, ptr %c150
  %t461 = mul i64 %t159, 2
  %t462 = mul i64 %t423, 1
  %t463 = add i64 %t461, %t462
  %t464 = add i64 %t463, -1
  %t465 = mul i64 %t160, 2
  %t466 = mul i64 %t424, 1
  %t467 = add i64 %t465, %t466
  %t468 = add i64 %t467, -1
  %t469 = icmp ult i64 %t464, %size.H
  %t470 = icmp ult i64 %t468, %size.W
  %t471 = and i1 %t469, %t470
  %t472 = mul i64 %size.H, %size.W
  %t473 = mul i64 %t472, %size.C
  %t474 = mul i64 %t75, %t473
  %t475 = mul i64 %t159, 2
  %t476 = add i64 %t475, %t423
  %t477 = sub i64 %t476, 1
  %t478 = mul i64 %size.W, %size.C
  %t479 = mul i64 %t477, %t478
  %t480 = add i64 %t474, %t479
  %t481 = mul i64 %t160, 2
  %t482 = add i64 %t481, %t424
  %t483 = sub i64 %t482, 1
  %t484 = mul i64 %t483, %size.C
  %t485 = add i64 %t480, %t484
  %t486 = add i64 %t485, 0
  %t487 = getelementptr float, ptr %buf.x, i64 %t486
  %t488 = select i1 %t471, ptr %t487, ptr %t56
  %t489 = add i64 %t426, 1
  %t490 = getelementptr ptr, ptr %t54, i64 %t489
  store ptr %t488, ptr %t490, align 8
  %t491 = xor i1 %t471, true
  %t492 = zext i1 %t491 to i64
  %t493 = load i64, ptr %c150
  %t494 = or i64 %t493, %t492
  store i64 %t494, ptr %c150
  %t495 = mul i64 %t164, 2
  %t496 = mul i64 %t423, 1
  %t497 = add i64 %t495, %t496
  %t498 = add i64 %t497, -1
  %t499 = mul i64 %t165, 2
  %t500 = mul i64 %t424, 1
  %t501 = add i64 %t499, %t500
  %t502 = add i64 %t501, -1
  %t503 = icmp ult i64 %t498, %size.H
  %t504 = icmp ult i64 %t502, %size.W
  %t505 = and i1 %t503, %t504
  %t506 = mul i64 %size.H, %size.W
  %t507 = mul i64 %t506, %size.C
  %t508 = mul i64 %t75, %t507
  %t509 = mul i64 %t164, 2
  %t510 = add i64 %t509, %t423
  %t511 = sub i64 %t510, 1
  %t512 = mul i64 %size.W, %size.C
  %t513 = mul i64 %t511, %t512
  %t514 = add i64 %t508, %t513
  %t515 = mul i64 %t165, 2
  %t516 = add i64 %t515, %t424
  %t517 = sub i64 %t516, 1
  %t518 = mul i64 %t517, %size.C
  %t519 = add i64 %t514, %t518
  %t520 = add i64 %t519, 0
  %t521 = getelementptr float, ptr %buf.x, i64 %t520
  %t522 = select i1 %t505, ptr %t521, ptr %t56
  %t523 = add i64 %t426, 2
  %t524 = getelementptr ptr, ptr %t54, i64 %t523
  store ptr %t522, ptr %t524, align 8
  %t525 = xor i1 %t505, true
  %t526 = zext i1 %t525 to i64
  %t527 = load i64, ptr %c150
  %t528 = or i64 %t527, %t526
  store i64 %t528, ptr %c150
  %t529 = mul i64 %t169, 2
  %t530 = mul i64 %t423, 1
  %t531 = add i64 %t529, %t530
  %t532 = add i64 %t531, -1
  %t533 = mul i64 %t170, 2
  %t534 = mul i64 %t424, 1
  %t535 = add i64 %t533, %t534
  %t536 = add i64 %t535, -1
  %t537 = icmp ult i64 %t532, %size.H
  %t538 = icmp ult i64 %t536, %size.W
  %t539 = and i1 %t537, %t538
  %t540 = mul i64 %size.H, %size.W
  %t541 = mul i64 %t540, %size.C
  %t542 = mul i64 %t75, %t541
  %t543 = mul i64 %t169, 2
  %t544 = add i64 %t543, %t423
  %t545 = sub i64 %t544, 1
  %t546 = mul i64 %size.W, %size.C
  %t547 = mul i64 %t545, %t546
  %t548 = add i64 %t542, %t547
  %t549 = mul i64 %t170, 2
  %t550 = add i64 %t549, %t424
  %t551 = sub i64 %t550, 1
  %t552 = mul i64 %t551, %size.C
  %t553 = add i64 %t548, %t552
  %t554 = add i64 %t553, 0
  %t555 = getelementptr float, ptr %buf.x, i64 %t554
  %t556 = select i1 %t539, ptr %t555, ptr %t56
  %t557 = add i64 %t426, 3
  %t558 = getelementptr ptr, ptr %t54, i64 %t557
  store ptr %t556, ptr %t558, align 8
  %t559 = xor i1 %t539, true
  %t560 = zext i1 %t559 to i64
  %t561 = load i64, ptr %c150
  %t562 = or i64 %t561, %t560
  store i64 %t562, ptr %c150
  %t563 = mul i64 %t174, 2
  %t564 = mul i64 %t423, 1
  %t565 = add i64 %t563, %t564
  %t566 = add i64 %t565, -1
  %t567 = mul i64 %t175, 2
  %t568 = mul i64 %t424, 1
  %t569 = add i64 %t567, %t568
  %t570 = add i64 %t569, -1
  %t571 = icmp ult i64 %t566, %size.H
  %t572 = icmp ult i64 %t570, %size.W
  %t573 = and i1 %t571, %t572
  %t574 = mul i64 %size.H, %size.W
  %t575 = mul i64 %t574, %size.C
  %t576 = mul i64 %t75, %t575
  %t577 = mul i64 %t174, 2
  %t578 = add i64 %t577, %t423
  %t579 = sub i64 %t578, 1
  %t580 = mul i64 %size.W, %size.C
  %t581 = mul i64 %t579, %t580
  %t582 = add i64 %t576, %t581
  %t583 = mul i64 %t175, 2
  %t584 = add i64 %t583, %t424
  %t585 = sub i64 %t584, 1
  %t586 = mul i64 %t585, %size.C
  %t587 = add i64 %t582, %t586
  %t588 = add i64 %t587, 0
  %t589 = getelementptr float, ptr %buf.x, i64 %t588
  %t590 = select i1 %t573, ptr %t589, ptr %t56
  %t591 = add i64 %t426, 4
  %t592 = getelementptr ptr, ptr %t54, i64 %t591
  store ptr %t590, ptr %t592, align 8
  %t593 = xor i1 %t573, true
  %t594 = zext i1 %t593 to i64
  %t595 = load i64, ptr %c150
  %t596 = or i64 %t595, %t594
  store i64 %t596, ptr %c150
  %t597 = mul i64 %t179, 2
  %t598 = mul i64 %t423, 1
  %t599 = add i64 %t597, %t598
  %t600 = add i64 %t599, -1
  %t601 = mul i64 %t180, 2
  %t602 = mul i64 %t424, 1
  %t603 = add i64 %t601, %t602
  %t604 = add i64 %t603, -1
  %t605 = icmp ult i64 %t600, %size.H
  %t606 = icmp ult i64 %t604, %size.W
  %t607 = and i1 %t605, %t606
  %t608 = mul i64 %size.H, %size.W
  %t609 = mul i64 %t608, %size.C
  %t610 = mul i64 %t75, %t609
  %t611 = mul i64 %t179, 2
  %t612 = add i64 %t611, %t423
  %t613 = sub i64 %t612, 1
  %t614 = mul i64 %size.W, %size.C
  %t615 = mul i64 %t613, %t614
  %t616 = add i64 %t610, %t615
  %t617 = mul i64 %t180, 2
  %t618 = add i64 %t617, %t424
  %t619 = sub i64 %t618, 1
  %t620 = mul i64 %t619, %size.C
  %t621 = add i64 %t616, %t620
  %t622 = add i64 %t621, 0
  %t623 = getelementptr float, ptr %buf.x, i64 %t622
  %t624 = select i1 %t607, ptr %t623, ptr %t56
  %t625 = add i64 %t426, 5
  %t626 = getelementptr ptr, ptr %t54, i64 %t625
  store ptr %t624, ptr %t626, align 8
  %t627 = xor i1 %t607, true
  %t628 = zext i1 %t627 to i64
  %t629 = load i64, ptr %c150
  %t630 = or i64 %t629, %t628
  store i64 %t630, ptr %c150
  %t631 = add nsw i64 %i421, 1
  store i64 %t631, ptr %c417
  br label %head418
done420:
  br label %indirect182
indirect182:
  %t632 = sdiv i64 %i143, %t30
  %t633 = srem i64 %i143, %t30
  %t634 = add i64 %size.H, 1
  %t635 = add i64 %t634, 1
  %t636 = sub i64 %size.R, 1
  %t637 = sub i64 %t635, %t636
  %t638 = sub i64 %t637, 1
  %t639 = sdiv i64 %t638, 2
  %t640 = srem i64 %t638, 2
  %t641 = icmp slt i64 %t640, 0
  %t642 = icmp slt i64 2, 0
  %t643 = icmp ne i1 %t641, %t642
  %t644 = icmp ne i64 %t640, 0
  %t645 = and i1 %t644, %t643
  %t646 = zext i1 %t645 to i64
  %t647 = sub i64 %t639, %t646
  %t648 = add i64 %t647, 1
  %t649 = add i64 %size.W, 1
  %t650 = add i64 %t649, 1
  %t651 = sub i64 %size.S, 1
  %t652 = sub i64 %t650, %t651
  %t653 = sub i64 %t652, 1
  %t654 = sdiv i64 %t653, 2
  %t655 = srem i64 %t653, 2
  %t656 = icmp slt i64 %t655, 0
  %t657 = icmp slt i64 2, 0
  %t658 = icmp ne i1 %t656, %t657
  %t659 = icmp ne i64 %t655, 0
  %t660 = and i1 %t659, %t658
  %t661 = zext i1 %t660 to i64
  %t662 = sub i64 %t654, %t661
  %t663 = add i64 %t662, 1
  %t664 = mul i64 %t648, %t663
  %t665 = mul i64 %t664, %size.K
  %t666 = mul i64 %t75, %t665
  %t667 = add i64 %size.W, 1
  %t668 = add i64 %t667, 1
  %t669 = sub i64 %size.S, 1
  %t670 = sub i64 %t668, %t669
  %t671 = sub i64 %t670, 1
  %t672 = sdiv i64 %t671, 2
  %t673 = srem i64 %t671, 2
  %t674 = icmp slt i64 %t673, 0
  %t675 = icmp slt i64 2, 0
  %t676 = icmp ne i1 %t674, %t675
  %t677 = icmp ne i64 %t673, 0
  %t678 = and i1 %t677, %t676
  %t679 = zext i1 %t678 to i64
  %t680 = sub i64 %t672, %t679
  %t681 = add i64 %t680, 1
  %t682 = mul i64 %t681, %size.K
  %t683 = mul i64 %t632, %t682
  %t684 = add i64 %t666, %t683
  %t685 = mul i64 %t633, %size.K
  %t686 = add i64 %t684, %t685
  %t687 = add i64 %t686, %t79
  %t688 = getelementptr float, ptr %buf.y, i64 %t687
  %t689 = load i64, ptr %c185
  %t690 = load i64, ptr %c150
  %t691 = icmp ne i64 %t690, 0
  %t692 = load i64, ptr %c183
  %t696 = icmp eq i64 %t84, 1
  br i1 %t696, label %nv1694, label %nvnext695
nv1694:
  br i1 %t691, label %border698, label %plain697
plain697:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1p"(ptr %t54, i64 %t689, i64 %t692, ptr %t138, i64 %size.P, ptr %t688, i64 %size.K, i64 %t147, i1 %t102, ptr %t56, <16 x i1> %t88)
  br label %called693
border698:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1b"(ptr %t54, i64 %t689, i64 %t692, ptr %t138, i64 %size.P, ptr %t688, i64 %size.K, i64 %t147, i1 %t102, ptr %t56, <16 x i1> %t88)
  br label %called693
nvnext695:
  %t701 = icmp eq i64 %t84, 2
  br i1 %t701, label %nv2699, label %nvnext700
nv2699:
  br i1 %t691, label %border703, label %plain702
plain702:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2p"(ptr %t54, i64 %t689, i64 %t692, ptr %t138, i64 %size.P, ptr %t688, i64 %size.K, i64 %t147, i1 %t102, ptr %t56, <16 x i1> %t88)
  br label %called693
border703:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2b"(ptr %t54, i64 %t689, i64 %t692, ptr %t138, i64 %size.P, ptr %t688, i64 %size.K, i64 %t147, i1 %t102, ptr %t56, <16 x i1> %t88)
  br label %called693
nvnext700:
  %t706 = icmp eq i64 %t84, 3
  br i1 %t706, label %nv3704, label %nvnext705
nv3704:
  br i1 %t691, label %border708, label %plain707
plain707:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3p"(ptr %t54, i64 %t689, i64 %t692, ptr %t138, i64 %size.P, ptr %t688, i64 %size.K, i64 %t147, i1 %t102, ptr %t56, <16 x i1> %t88)
  br label %called693
border708:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3b"(ptr %t54, i64 %t689, i64 %t692, ptr %t138, i64 %size.P, ptr %t688, i64 %size.K, i64 %t147, i1 %t102, ptr %t56, <16 x i1> %t88)
  br label %called693
nvnext705:
  %t711 = icmp eq i64 %t84, 4
  br i1 %t711, label %nv4709, label %nvnext710
nv4709:
  br i1 %t691, label %border713, label %plain712
plain712:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4p"(ptr %t54, i64 %t689, i64 %t692, ptr %t138, i64 %size.P, ptr %t688, i64 %size.K, i64 %t147, i1 %t102, ptr %t56, <16 x i1> %t88)
  br label %called693
border713:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4b"(ptr %t54, i64 %t689, i64 %t692, ptr %t138, i64 %size.P, ptr %t688, i64 %size.K, i64 %t147, i1 %t102, ptr %t56, <16 x i1> %t88)
  br label %called693
nvnext710:
  br label %called693
called693:
  br i1 %t103, label %finish714, label %finished715
finish714:
  %t716 = add i64 %i143, %t147
  store i64 %i143, ptr %c717
  br label %head718
head718:
  %i721 = load i64, ptr %c717
  %t722 = icmp slt i64 %i721, %t716
  br i1 %t722, label %body719, label %done720
body719:
  %t723 = sdiv i64 %i721, %t30
  %t724 = srem i64 %i721, %t30
  store i64 0, ptr %c725
  br label %head726
head726:
  %i729 = load i64, ptr %c725
  %t730 = icmp slt i64 %i729, %t84
  br i1 %t730, label %body727, label %done728
body727:
  %t731 = mul i64 %i729, 16
  %t732 = add i64 %t79, %t731
  %t733 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t732, i64 %size.K)
  %t734 = add i64 %size.H, 1
  %t735 = add i64 %t734, 1
  %t736 = sub i64 %size.R, 1
  %t737 = sub i64 %t735, %t736
  %t738 = sub i64 %t737, 1
  %t739 = sdiv i64 %t738, 2
  %t740 = srem i64 %t738, 2
  %t741 = icmp slt i64 %t740, 0
  %t742 = icmp slt i64 2, 0
  %t743 = icmp ne i1 %t741, %t742
  %t744 = icmp ne i64 %t740, 0
  %t745 = and i1 %t744, %t743
  %t746 = zext i1 %t745 to i64
  %t747 = sub i64 %t739, %t746
  %t748 = add i64 %t747, 1
  %t749 = add i64 %size.W, 1
  %t750 = add i64 %t749, 1
  %t751 = sub i64 %size.S, 1
  %t752 = sub i64 %t750, %t751
  %t753 = sub i64 %t752, 1
  %t754 = sdiv i64 %t753, 2
  %t755 = srem i64 %t753, 2
  %t756 = icmp slt i64 %t755, 0
  %t757 = icmp slt i64 2, 0
  %t758 = icmp ne i1 %t756, %t757
  %t759 = icmp ne i64 %t755, 0
  %t760 = and i1 %t759, %t758
  %t761 = zext i1 %t760 to i64
  %t762 = sub i64 %t754, %t761
  %t763 = add i64 %t762, 1
  %t764 = mul i64 %t748, %t763
  %t765 = mul i64 %t764, %size.K
  %t766 = mul i64 %t75, %t765
  %t767 = add i64 %size.W, 1
  %t768 = add i64 %t767, 1
  %t769 = sub i64 %size.S, 1
  %t770 = sub i64 %t768, %t769
  %t771 = sub i64 %t770, 1
  %t772 = sdiv i64 %t771, 2
  %t773 = srem i64 %t771, 2
  %t774 = icmp slt i64 %t773, 0
  %t775 = icmp slt i64 2, 0
  %t776 = icmp ne i1 %t774, %t775
  %t777 = icmp ne i64 %t773, 0
  %t778 = and i1 %t777, %t776
  %t779 = zext i1 %t778 to i64
  %t780 = sub i64 %t772, %t779
  %t781 = add i64 %t780, 1
  %t782 = mul i64 %t781, %size.K
  %t783 = mul i64 %t723, %t782
  %t784 = add i64 %t766, %t783
  %t785 = mul i64 %t724, %size.K
  %t786 = add i64 %t784, %t785
  %t787 = add i64 %t786, %t732
  %t788 = getelementptr float, ptr %buf.y, i64 %t787
  %t789 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t788, <16 x i1> %t733, <16 x float> zeroinitializer)
  %p790 = getelementptr float, ptr %buf.b, i64 %t732
  %ld791 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p790, <16 x i1> %t733, <16 x float> zeroinitializer)
  %v792 = fadd contract <16 x float> %ld791, %t789
  %v793 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v792, <16 x float> splat (float 0x0000000000000000))
  %v794 = add i64 %size.H, 1
  %v795 = add i64 %v794, 1
  %v796 = sub i64 %size.R, 1
  %v797 = sub i64 %v795, %v796
  %v798 = sub i64 %v797, 1
  %v799 = sdiv i64 %v798, 2
  %v800 = srem i64 %v798, 2
  %v801 = icmp ne i64 %v800, 0
  %v802 = icmp slt i64 %v800, 0
  %v803 = icmp slt i64 2, 0
  %v804 = xor i1 %v802, %v803
  %v805 = and i1 %v801, %v804
  %v806 = zext i1 %v805 to i64
  %v807 = sub i64 %v799, %v806
  %v808 = add i64 %v807, 1
  %v809 = mul i64 %t75, %v808
  %v810 = add i64 %v809, %t723
  %v811 = add i64 %size.W, 1
  %v812 = add i64 %v811, 1
  %v813 = sub i64 %size.S, 1
  %v814 = sub i64 %v812, %v813
  %v815 = sub i64 %v814, 1
  %v816 = sdiv i64 %v815, 2
  %v817 = srem i64 %v815, 2
  %v818 = icmp ne i64 %v817, 0
  %v819 = icmp slt i64 %v817, 0
  %v820 = icmp slt i64 2, 0
  %v821 = xor i1 %v819, %v820
  %v822 = and i1 %v818, %v821
  %v823 = zext i1 %v822 to i64
  %v824 = sub i64 %v816, %v823
  %v825 = add i64 %v824, 1
  %v826 = mul i64 %v810, %v825
  %v827 = add i64 %v826, %t724
  %v828 = mul i64 %v827, %size.K
  %v829 = add i64 %v828, %t732
  %p830 = getelementptr float, ptr %buf.y, i64 %v829
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v793, ptr align 4 %p830, <16 x i1> %t733)
  %t831 = add nsw i64 %i729, 1
  store i64 %t831, ptr %c725
  br label %head726
done728:
  %t832 = add nsw i64 %i721, 1
  store i64 %t832, ptr %c717
  br label %head718
done720:
  br label %finished715
finished715:
  %t833 = add nsw i64 %i143, 6
  store i64 %t833, ptr %c139
  br label %head140
done142:
  store i64 %t101, ptr %c93
  br label %tbhead94
tbdone96:
  %t834 = add nsw i64 %i73, 1
  store i64 %t834, ptr %c69
  br label %head70
done72:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
