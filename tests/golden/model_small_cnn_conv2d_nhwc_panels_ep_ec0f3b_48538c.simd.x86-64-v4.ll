
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

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
entry:
  br label %tile
tile:
  %j = phi i64 [0, %entry], [%j.next, %tile.next]
  %t1 = mul i64 %j, 6
  %t2 = mul i64 %j, %per_tile
  %t3 = mul i64 %tap0, 6
  %t4 = add i64 %t2, %t3
  %t5 = getelementptr ptr, ptr %ind, i64 %t4
  %t6 = mul i64 %t1, %scr
  %t7 = getelementptr float, ptr %c, i64 %t6
  %t8 = sub i64 %ntiles, 1
  %t9 = icmp eq i64 %j, %t8
  %t10 = select i1 %t9, i64 %lastrows, i64 6
  %m0 = add i64 %m_lo, %t1
  %t11 = getelementptr i32, ptr %flags, i64 %j
  %t12 = load i32, ptr %t11
  %t13 = icmp ne i32 %t12, 0
  %t14 = mul i64 %j, %cstride
  %t15 = getelementptr i32, ptr %cnt, i64 %t14
  %t16 = getelementptr i32, ptr %t15, i64 %tap0
  %t17 = load i32, ptr %t16
  %t18 = getelementptr i32, ptr %t15, i64 %tap1
  %t19 = load i32, ptr %t18
  %t20 = icmp ne i32 %t17, %t19
  %t21 = sub i64 %tap1, %tap0
  %t22 = select i1 %t13, i64 %R, i64 %t21
  %t23 = select i1 %t13, i64 %runlen, i64 %cg
  %t24 = select i1 %t13, i64 %runbtap, i64 %btap
  %t25 = mul i64 0, %scr
  %t26 = getelementptr float, ptr %t7, i64 %t25
  %t27 = mul i64 1, %scr
  %t28 = getelementptr float, ptr %t7, i64 %t27
  %t29 = mul i64 2, %scr
  %t30 = getelementptr float, ptr %t7, i64 %t29
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %t7, i64 %t31
  %t33 = mul i64 4, %scr
  %t34 = getelementptr float, ptr %t7, i64 %t33
  %t35 = mul i64 5, %scr
  %t36 = getelementptr float, ptr %t7, i64 %t35
  br i1 %accum, label %resume, label %sums
resume:
  %t37 = icmp eq i64 %t10, 6
  br i1 %t37, label %whole, label %part
whole:
  %t38 = getelementptr float, ptr %t26, i64 0
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t28, i64 0
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t30, i64 0
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t32, i64 0
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t34, i64 0
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t48 = getelementptr float, ptr %t36, i64 0
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %mlast, <16 x float> zeroinitializer)
  br label %sums
part:
  %t50 = icmp slt i64 0, %t10
  %t51 = getelementptr float, ptr %t26, i64 0
  %t52 = select i1 %t50, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t51, <16 x i1> %t52, <16 x float> zeroinitializer)
  %t54 = icmp slt i64 1, %t10
  %t55 = getelementptr float, ptr %t28, i64 0
  %t56 = select i1 %t54, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t55, <16 x i1> %t56, <16 x float> zeroinitializer)
  %t58 = icmp slt i64 2, %t10
  %t59 = getelementptr float, ptr %t30, i64 0
  %t60 = select i1 %t58, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t59, <16 x i1> %t60, <16 x float> zeroinitializer)
  %t62 = icmp slt i64 3, %t10
  %t63 = getelementptr float, ptr %t32, i64 0
  %t64 = select i1 %t62, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %t64, <16 x float> zeroinitializer)
  %t66 = icmp slt i64 4, %t10
  %t67 = getelementptr float, ptr %t34, i64 0
  %t68 = select i1 %t66, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t69 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t67, <16 x i1> %t68, <16 x float> zeroinitializer)
  %t70 = icmp slt i64 5, %t10
  %t71 = getelementptr float, ptr %t36, i64 0
  %t72 = select i1 %t70, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t73 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t71, <16 x i1> %t72, <16 x float> zeroinitializer)
  br label %sums
sums:
  %t74 = phi <16 x float> [zeroinitializer, %tile], [%t39, %whole], [%t53, %part]
  %t75 = phi <16 x float> [zeroinitializer, %tile], [%t41, %whole], [%t57, %part]
  %t76 = phi <16 x float> [zeroinitializer, %tile], [%t43, %whole], [%t61, %part]
  %t77 = phi <16 x float> [zeroinitializer, %tile], [%t45, %whole], [%t65, %part]
  %t78 = phi <16 x float> [zeroinitializer, %tile], [%t47, %whole], [%t69, %part]
  %t79 = phi <16 x float> [zeroinitializer, %tile], [%t49, %whole], [%t73, %part]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t74, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t75, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t76, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t77, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t78, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t79, %sums], [%p.out5, %p.tapend]
  %t80 = mul i64 %p.tp, 6
  %t81 = add i64 %t80, 0
  %t82 = getelementptr ptr, ptr %t5, i64 %t81
  %t83 = load ptr, ptr %t82, align 8
  %t84 = getelementptr float, ptr %t83, i64 %c0
  %t85 = add i64 %t80, 1
  %t86 = getelementptr ptr, ptr %t5, i64 %t85
  %t87 = load ptr, ptr %t86, align 8
  %t88 = getelementptr float, ptr %t87, i64 %c0
  %t89 = add i64 %t80, 2
  %t90 = getelementptr ptr, ptr %t5, i64 %t89
  %t91 = load ptr, ptr %t90, align 8
  %t92 = getelementptr float, ptr %t91, i64 %c0
  %t93 = add i64 %t80, 3
  %t94 = getelementptr ptr, ptr %t5, i64 %t93
  %t95 = load ptr, ptr %t94, align 8
  %t96 = getelementptr float, ptr %t95, i64 %c0
  %t97 = add i64 %t80, 4
  %t98 = getelementptr ptr, ptr %t5, i64 %t97
  %t99 = load ptr, ptr %t98, align 8
  %t100 = getelementptr float, ptr %t99, i64 %c0
  %t101 = add i64 %t80, 5
  %t102 = getelementptr ptr, ptr %t5, i64 %t101
  %t103 = load ptr, ptr %t102, align 8
  %t104 = getelementptr float, ptr %t103, i64 %c0
  %t105 = icmp sgt i64 %t23, 0
  br i1 %t105, label %p.loop, label %p.tapend
p.loop:
  %p.j = phi i64 [0, %p.tap], [%p.j.next, %p.loop]
  %p.bp = phi ptr [%p.bt, %p.tap], [%p.bp1, %p.loop]
  %p.acc0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.acc1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.acc2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.acc3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.acc4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.acc5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %t106 = getelementptr float, ptr %p.bp, i64 0
  %t107 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t106, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t108 = getelementptr float, ptr %t84, i64 %p.j
  %t109 = load float, ptr %t108, align 4
  %t110 = insertelement <16 x float> poison, float %t109, i64 0
  %t111 = shufflevector <16 x float> %t110, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t111, <16 x float> %t107, <16 x float> %p.acc0)
  %t112 = getelementptr float, ptr %t88, i64 %p.j
  %t113 = load float, ptr %t112, align 4
  %t114 = insertelement <16 x float> poison, float %t113, i64 0
  %t115 = shufflevector <16 x float> %t114, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t107, <16 x float> %p.acc1)
  %t116 = getelementptr float, ptr %t92, i64 %p.j
  %t117 = load float, ptr %t116, align 4
  %t118 = insertelement <16 x float> poison, float %t117, i64 0
  %t119 = shufflevector <16 x float> %t118, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t119, <16 x float> %t107, <16 x float> %p.acc2)
  %t120 = getelementptr float, ptr %t96, i64 %p.j
  %t121 = load float, ptr %t120, align 4
  %t122 = insertelement <16 x float> poison, float %t121, i64 0
  %t123 = shufflevector <16 x float> %t122, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t123, <16 x float> %t107, <16 x float> %p.acc3)
  %t124 = getelementptr float, ptr %t100, i64 %p.j
  %t125 = load float, ptr %t124, align 4
  %t126 = insertelement <16 x float> poison, float %t125, i64 0
  %t127 = shufflevector <16 x float> %t126, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t107, <16 x float> %p.acc4)
  %t128 = getelementptr float, ptr %t104, i64 %p.j
  %t129 = load float, ptr %t128, align 4
  %t130 = insertelement <16 x float> poison, float %t129, i64 0
  %t131 = shufflevector <16 x float> %t130, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t107, <16 x float> %p.acc5)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t132 = icmp slt i64 %p.j.next, %t23
  br i1 %t132, label %p.loop, label %p.tapend, !llvm.loop !0
p.tapend:
  %p.out0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.out1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.out2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.out3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.out4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.out5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.bnext = getelementptr float, ptr %p.bt, i64 %t24
  %p.tp.next = add nsw i64 %p.tp, 1
  %t133 = icmp slt i64 %p.tp.next, %t22
  br i1 %t133, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t74, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t75, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t76, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t77, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t78, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t79, %sums], [%b.out5, %b.tapend]
  %t134 = mul i64 %b.tp, 6
  %t135 = add i64 %t134, 0
  %t136 = getelementptr ptr, ptr %t5, i64 %t135
  %t137 = load ptr, ptr %t136, align 8
  %t138 = icmp ne ptr %t137, %zero
  %t139 = select i1 %t138, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t140 = getelementptr float, ptr %t137, i64 %c0
  %t141 = add i64 %t134, 1
  %t142 = getelementptr ptr, ptr %t5, i64 %t141
  %t143 = load ptr, ptr %t142, align 8
  %t144 = icmp ne ptr %t143, %zero
  %t145 = select i1 %t144, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t146 = getelementptr float, ptr %t143, i64 %c0
  %t147 = add i64 %t134, 2
  %t148 = getelementptr ptr, ptr %t5, i64 %t147
  %t149 = load ptr, ptr %t148, align 8
  %t150 = icmp ne ptr %t149, %zero
  %t151 = select i1 %t150, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t152 = getelementptr float, ptr %t149, i64 %c0
  %t153 = add i64 %t134, 3
  %t154 = getelementptr ptr, ptr %t5, i64 %t153
  %t155 = load ptr, ptr %t154, align 8
  %t156 = icmp ne ptr %t155, %zero
  %t157 = select i1 %t156, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t158 = getelementptr float, ptr %t155, i64 %c0
  %t159 = add i64 %t134, 4
  %t160 = getelementptr ptr, ptr %t5, i64 %t159
  %t161 = load ptr, ptr %t160, align 8
  %t162 = icmp ne ptr %t161, %zero
  %t163 = select i1 %t162, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t164 = getelementptr float, ptr %t161, i64 %c0
  %t165 = add i64 %t134, 5
  %t166 = getelementptr ptr, ptr %t5, i64 %t165
  %t167 = load ptr, ptr %t166, align 8
  %t168 = icmp ne ptr %t167, %zero
  %t169 = select i1 %t168, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t170 = getelementptr float, ptr %t167, i64 %c0
  %t171 = icmp sgt i64 %t23, 0
  br i1 %t171, label %b.loop, label %b.tapend
b.loop:
  %b.j = phi i64 [0, %b.tap], [%b.j.next, %b.loop]
  %b.bp = phi ptr [%b.bt, %b.tap], [%b.bp1, %b.loop]
  %b.acc0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.acc1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.acc2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.acc3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.acc4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.acc5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %t172 = getelementptr float, ptr %b.bp, i64 0
  %t173 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t172, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t174 = getelementptr float, ptr %t140, i64 %b.j
  %t175 = load float, ptr %t174, align 4
  %t176 = insertelement <16 x float> poison, float %t175, i64 0
  %t177 = shufflevector <16 x float> %t176, <16 x float> poison, <16 x i32> zeroinitializer
  %t178 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t177, <16 x float> %t173, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t139, <16 x float> %t178, <16 x float> %b.acc0
  %t179 = getelementptr float, ptr %t146, i64 %b.j
  %t180 = load float, ptr %t179, align 4
  %t181 = insertelement <16 x float> poison, float %t180, i64 0
  %t182 = shufflevector <16 x float> %t181, <16 x float> poison, <16 x i32> zeroinitializer
  %t183 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t182, <16 x float> %t173, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t145, <16 x float> %t183, <16 x float> %b.acc1
  %t184 = getelementptr float, ptr %t152, i64 %b.j
  %t185 = load float, ptr %t184, align 4
  %t186 = insertelement <16 x float> poison, float %t185, i64 0
  %t187 = shufflevector <16 x float> %t186, <16 x float> poison, <16 x i32> zeroinitializer
  %t188 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t187, <16 x float> %t173, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t151, <16 x float> %t188, <16 x float> %b.acc2
  %t189 = getelementptr float, ptr %t158, i64 %b.j
  %t190 = load float, ptr %t189, align 4
  %t191 = insertelement <16 x float> poison, float %t190, i64 0
  %t192 = shufflevector <16 x float> %t191, <16 x float> poison, <16 x i32> zeroinitializer
  %t193 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t192, <16 x float> %t173, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t157, <16 x float> %t193, <16 x float> %b.acc3
  %t194 = getelementptr float, ptr %t164, i64 %b.j
  %t195 = load float, ptr %t194, align 4
  %t196 = insertelement <16 x float> poison, float %t195, i64 0
  %t197 = shufflevector <16 x float> %t196, <16 x float> poison, <16 x i32> zeroinitializer
  %t198 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t197, <16 x float> %t173, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t163, <16 x float> %t198, <16 x float> %b.acc4
  %t199 = getelementptr float, ptr %t170, i64 %b.j
  %t200 = load float, ptr %t199, align 4
  %t201 = insertelement <16 x float> poison, float %t200, i64 0
  %t202 = shufflevector <16 x float> %t201, <16 x float> poison, <16 x i32> zeroinitializer
  %t203 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t202, <16 x float> %t173, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t169, <16 x float> %t203, <16 x float> %b.acc5
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t204 = icmp slt i64 %b.j.next, %t23
  br i1 %t204, label %b.loop, label %b.tapend, !llvm.loop !0
b.tapend:
  %b.out0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.out1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.out2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.out3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.out4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.out5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.bnext = getelementptr float, ptr %b.bt, i64 %t24
  %b.tp.next = add nsw i64 %b.tp, 1
  %t205 = icmp slt i64 %b.tp.next, %t22
  br i1 %t205, label %b.tap, label %done
done:
  %t206 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t207 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t208 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t209 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t210 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t211 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  br i1 %last, label %finish, label %partial
finish:
  %t212 = add i64 %size.W, 1
  %t213 = add i64 %t212, 1
  %t214 = sub i64 %size.S, 1
  %t215 = sub i64 %t213, %t214
  %t216 = sub i64 %t215, 1
  %t217 = sdiv i64 %t216, 2
  %t218 = srem i64 %t216, 2
  %t219 = icmp slt i64 %t218, 0
  %t220 = icmp slt i64 2, 0
  %t221 = icmp ne i1 %t219, %t220
  %t222 = icmp ne i64 %t218, 0
  %t223 = and i1 %t222, %t221
  %t224 = zext i1 %t223 to i64
  %t225 = sub i64 %t217, %t224
  %t226 = add i64 %t225, 1
  %t227 = sdiv i64 %m0, %t226
  %t228 = srem i64 %m0, %t226
  %t231 = icmp slt i64 0, %t10
  br i1 %t231, label %fin229, label %finnext230
fin229:
  %t232 = add i64 %k0, 0
  %p233 = getelementptr float, ptr %buf.b, i64 %t232
  %ld234 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p233, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v235 = fadd contract <16 x float> %ld234, %t206
  %v236 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v235, <16 x float> splat (float 0x0000000000000000))
  %v237 = add i64 %size.H, 1
  %v238 = add i64 %v237, 1
  %v239 = sub i64 %size.R, 1
  %v240 = sub i64 %v238, %v239
  %v241 = sub i64 %v240, 1
  %v242 = sdiv i64 %v241, 2
  %v243 = srem i64 %v241, 2
  %v244 = icmp ne i64 %v243, 0
  %v245 = icmp slt i64 %v243, 0
  %v246 = icmp slt i64 2, 0
  %v247 = xor i1 %v245, %v246
  %v248 = and i1 %v244, %v247
  %v249 = zext i1 %v248 to i64
  %v250 = sub i64 %v242, %v249
  %v251 = add i64 %v250, 1
  %v252 = mul i64 %n, %v251
  %v253 = add i64 %v252, %t227
  %v254 = add i64 %size.W, 1
  %v255 = add i64 %v254, 1
  %v256 = sub i64 %size.S, 1
  %v257 = sub i64 %v255, %v256
  %v258 = sub i64 %v257, 1
  %v259 = sdiv i64 %v258, 2
  %v260 = srem i64 %v258, 2
  %v261 = icmp ne i64 %v260, 0
  %v262 = icmp slt i64 %v260, 0
  %v263 = icmp slt i64 2, 0
  %v264 = xor i1 %v262, %v263
  %v265 = and i1 %v261, %v264
  %v266 = zext i1 %v265 to i64
  %v267 = sub i64 %v259, %v266
  %v268 = add i64 %v267, 1
  %v269 = mul i64 %v253, %v268
  %v270 = add i64 %v269, %t228
  %v271 = mul i64 %v270, %size.K
  %v272 = add i64 %v271, %t232
  %p273 = getelementptr float, ptr %buf.y, i64 %v272
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v236, ptr align 4 %p273, <16 x i1> %mlast)
  br label %finnext230
finnext230:
  %t274 = add i64 %t228, 1
  %t275 = icmp sge i64 %t274, %t226
  %t276 = select i1 %t275, i64 0, i64 %t274
  %t277 = zext i1 %t275 to i64
  %t278 = add i64 %t227, %t277
  %t281 = icmp slt i64 1, %t10
  br i1 %t281, label %fin279, label %finnext280
fin279:
  %t282 = add i64 %k0, 0
  %p283 = getelementptr float, ptr %buf.b, i64 %t282
  %ld284 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p283, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v285 = fadd contract <16 x float> %ld284, %t207
  %v286 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v285, <16 x float> splat (float 0x0000000000000000))
  %v287 = add i64 %size.H, 1
  %v288 = add i64 %v287, 1
  %v289 = sub i64 %size.R, 1
  %v290 = sub i64 %v288, %v289
  %v291 = sub i64 %v290, 1
  %v292 = sdiv i64 %v291, 2
  %v293 = srem i64 %v291, 2
  %v294 = icmp ne i64 %v293, 0
  %v295 = icmp slt i64 %v293, 0
  %v296 = icmp slt i64 2, 0
  %v297 = xor i1 %v295, %v296
  %v298 = and i1 %v294, %v297
  %v299 = zext i1 %v298 to i64
  %v300 = sub i64 %v292, %v299
  %v301 = add i64 %v300, 1
  %v302 = mul i64 %n, %v301
  %v303 = add i64 %v302, %t278
  %v304 = add i64 %size.W, 1
  %v305 = add i64 %v304, 1
  %v306 = sub i64 %size.S, 1
  %v307 = sub i64 %v305, %v306
  %v308 = sub i64 %v307, 1
  %v309 = sdiv i64 %v308, 2
  %v310 = srem i64 %v308, 2
  %v311 = icmp ne i64 %v310, 0
  %v312 = icmp slt i64 %v310, 0
  %v313 = icmp slt i64 2, 0
  %v314 = xor i1 %v312, %v313
  %v315 = and i1 %v311, %v314
  %v316 = zext i1 %v315 to i64
  %v317 = sub i64 %v309, %v316
  %v318 = add i64 %v317, 1
  %v319 = mul i64 %v303, %v318
  %v320 = add i64 %v319, %t276
  %v321 = mul i64 %v320, %size.K
  %v322 = add i64 %v321, %t282
  %p323 = getelementptr float, ptr %buf.y, i64 %v322
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v286, ptr align 4 %p323, <16 x i1> %mlast)
  br label %finnext280
finnext280:
  %t324 = add i64 %t276, 1
  %t325 = icmp sge i64 %t324, %t226
  %t326 = select i1 %t325, i64 0, i64 %t324
  %t327 = zext i1 %t325 to i64
  %t328 = add i64 %t278, %t327
  %t331 = icmp slt i64 2, %t10
  br i1 %t331, label %fin329, label %finnext330
fin329:
  %t332 = add i64 %k0, 0
  %p333 = getelementptr float, ptr %buf.b, i64 %t332
  %ld334 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p333, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v335 = fadd contract <16 x float> %ld334, %t208
  %v336 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v335, <16 x float> splat (float 0x0000000000000000))
  %v337 = add i64 %size.H, 1
  %v338 = add i64 %v337, 1
  %v339 = sub i64 %size.R, 1
  %v340 = sub i64 %v338, %v339
  %v341 = sub i64 %v340, 1
  %v342 = sdiv i64 %v341, 2
  %v343 = srem i64 %v341, 2
  %v344 = icmp ne i64 %v343, 0
  %v345 = icmp slt i64 %v343, 0
  %v346 = icmp slt i64 2, 0
  %v347 = xor i1 %v345, %v346
  %v348 = and i1 %v344, %v347
  %v349 = zext i1 %v348 to i64
  %v350 = sub i64 %v342, %v349
  %v351 = add i64 %v350, 1
  %v352 = mul i64 %n, %v351
  %v353 = add i64 %v352, %t328
  %v354 = add i64 %size.W, 1
  %v355 = add i64 %v354, 1
  %v356 = sub i64 %size.S, 1
  %v357 = sub i64 %v355, %v356
  %v358 = sub i64 %v357, 1
  %v359 = sdiv i64 %v358, 2
  %v360 = srem i64 %v358, 2
  %v361 = icmp ne i64 %v360, 0
  %v362 = icmp slt i64 %v360, 0
  %v363 = icmp slt i64 2, 0
  %v364 = xor i1 %v362, %v363
  %v365 = and i1 %v361, %v364
  %v366 = zext i1 %v365 to i64
  %v367 = sub i64 %v359, %v366
  %v368 = add i64 %v367, 1
  %v369 = mul i64 %v353, %v368
  %v370 = add i64 %v369, %t326
  %v371 = mul i64 %v370, %size.K
  %v372 = add i64 %v371, %t332
  %p373 = getelementptr float, ptr %buf.y, i64 %v372
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v336, ptr align 4 %p373, <16 x i1> %mlast)
  br label %finnext330
finnext330:
  %t374 = add i64 %t326, 1
  %t375 = icmp sge i64 %t374, %t226
  %t376 = select i1 %t375, i64 0, i64 %t374
  %t377 = zext i1 %t375 to i64
  %t378 = add i64 %t328, %t377
  %t381 = icmp slt i64 3, %t10
  br i1 %t381, label %fin379, label %finnext380
fin379:
  %t382 = add i64 %k0, 0
  %p383 = getelementptr float, ptr %buf.b, i64 %t382
  %ld384 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p383, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v385 = fadd contract <16 x float> %ld384, %t209
  %v386 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v385, <16 x float> splat (float 0x0000000000000000))
  %v387 = add i64 %size.H, 1
  %v388 = add i64 %v387, 1
  %v389 = sub i64 %size.R, 1
  %v390 = sub i64 %v388, %v389
  %v391 = sub i64 %v390, 1
  %v392 = sdiv i64 %v391, 2
  %v393 = srem i64 %v391, 2
  %v394 = icmp ne i64 %v393, 0
  %v395 = icmp slt i64 %v393, 0
  %v396 = icmp slt i64 2, 0
  %v397 = xor i1 %v395, %v396
  %v398 = and i1 %v394, %v397
  %v399 = zext i1 %v398 to i64
  %v400 = sub i64 %v392, %v399
  %v401 = add i64 %v400, 1
  %v402 = mul i64 %n, %v401
  %v403 = add i64 %v402, %t378
  %v404 = add i64 %size.W, 1
  %v405 = add i64 %v404, 1
  %v406 = sub i64 %size.S, 1
  %v407 = sub i64 %v405, %v406
  %v408 = sub i64 %v407, 1
  %v409 = sdiv i64 %v408, 2
  %v410 = srem i64 %v408, 2
  %v411 = icmp ne i64 %v410, 0
  %v412 = icmp slt i64 %v410, 0
  %v413 = icmp slt i64 2, 0
  %v414 = xor i1 %v412, %v413
  %v415 = and i1 %v411, %v414
  %v416 = zext i1 %v415 to i64
  %v417 = sub i64 %v409, %v416
  %v418 = add i64 %v417, 1
  %v419 = mul i64 %v403, %v418
  %v420 = add i64 %v419, %t376
  %v421 = mul i64 %v420, %size.K
  %v422 = add i64 %v421, %t382
  %p423 = getelementptr float, ptr %buf.y, i64 %v422
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v386, ptr align 4 %p423, <16 x i1> %mlast)
  br label %finnext380
finnext380:
  %t424 = add i64 %t376, 1
  %t425 = icmp sge i64 %t424, %t226
  %t426 = select i1 %t425, i64 0, i64 %t424
  %t427 = zext i1 %t425 to i64
  %t428 = add i64 %t378, %t427
  %t431 = icmp slt i64 4, %t10
  br i1 %t431, label %fin429, label %finnext430
fin429:
  %t432 = add i64 %k0, 0
  %p433 = getelementptr float, ptr %buf.b, i64 %t432
  %ld434 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p433, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v435 = fadd contract <16 x float> %ld434, %t210
  %v436 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v435, <16 x float> splat (float 0x0000000000000000))
  %v437 = add i64 %size.H, 1
  %v438 = add i64 %v437, 1
  %v439 = sub i64 %size.R, 1
  %v440 = sub i64 %v438, %v439
  %v441 = sub i64 %v440, 1
  %v442 = sdiv i64 %v441, 2
  %v443 = srem i64 %v441, 2
  %v444 = icmp ne i64 %v443, 0
  %v445 = icmp slt i64 %v443, 0
  %v446 = icmp slt i64 2, 0
  %v447 = xor i1 %v445, %v446
  %v448 = and i1 %v444, %v447
  %v449 = zext i1 %v448 to i64
  %v450 = sub i64 %v442, %v449
  %v451 = add i64 %v450, 1
  %v452 = mul i64 %n, %v451
  %v453 = add i64 %v452, %t428
  %v454 = add i64 %size.W, 1
  %v455 = add i64 %v454, 1
  %v456 = sub i64 %size.S, 1
  %v457 = sub i64 %v455, %v456
  %v458 = sub i64 %v457, 1
  %v459 = sdiv i64 %v458, 2
  %v460 = srem i64 %v458, 2
  %v461 = icmp ne i64 %v460, 0
  %v462 = icmp slt i64 %v460, 0
  %v463 = icmp slt i64 2, 0
  %v464 = xor i1 %v462, %v463
  %v465 = and i1 %v461, %v464
  %v466 = zext i1 %v465 to i64
  %v467 = sub i64 %v459, %v466
  %v468 = add i64 %v467, 1
  %v469 = mul i64 %v453, %v468
  %v470 = add i64 %v469, %t426
  %v471 = mul i64 %v470, %size.K
  %v472 = add i64 %v471, %t432
  %p473 = getelementptr float, ptr %buf.y, i64 %v472
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v436, ptr align 4 %p473, <16 x i1> %mlast)
  br label %finnext430
finnext430:
  %t474 = add i64 %t426, 1
  %t475 = icmp sge i64 %t474, %t226
  %t476 = select i1 %t475, i64 0, i64 %t474
  %t477 = zext i1 %t475 to i64
  %t478 = add i64 %t428, %t477
  %t481 = icmp slt i64 5, %t10
  br i1 %t481, label %fin479, label %finnext480
fin479:
  %t482 = add i64 %k0, 0
  %p483 = getelementptr float, ptr %buf.b, i64 %t482
  %ld484 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p483, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v485 = fadd contract <16 x float> %ld484, %t211
  %v486 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v485, <16 x float> splat (float 0x0000000000000000))
  %v487 = add i64 %size.H, 1
  %v488 = add i64 %v487, 1
  %v489 = sub i64 %size.R, 1
  %v490 = sub i64 %v488, %v489
  %v491 = sub i64 %v490, 1
  %v492 = sdiv i64 %v491, 2
  %v493 = srem i64 %v491, 2
  %v494 = icmp ne i64 %v493, 0
  %v495 = icmp slt i64 %v493, 0
  %v496 = icmp slt i64 2, 0
  %v497 = xor i1 %v495, %v496
  %v498 = and i1 %v494, %v497
  %v499 = zext i1 %v498 to i64
  %v500 = sub i64 %v492, %v499
  %v501 = add i64 %v500, 1
  %v502 = mul i64 %n, %v501
  %v503 = add i64 %v502, %t478
  %v504 = add i64 %size.W, 1
  %v505 = add i64 %v504, 1
  %v506 = sub i64 %size.S, 1
  %v507 = sub i64 %v505, %v506
  %v508 = sub i64 %v507, 1
  %v509 = sdiv i64 %v508, 2
  %v510 = srem i64 %v508, 2
  %v511 = icmp ne i64 %v510, 0
  %v512 = icmp slt i64 %v510, 0
  %v513 = icmp slt i64 2, 0
  %v514 = xor i1 %v512, %v513
  %v515 = and i1 %v511, %v514
  %v516 = zext i1 %v515 to i64
  %v517 = sub i64 %v509, %v516
  %v518 = add i64 %v517, 1
  %v519 = mul i64 %v503, %v518
  %v520 = add i64 %v519, %t476
  %v521 = mul i64 %v520, %size.K
  %v522 = add i64 %v521, %t482
  %p523 = getelementptr float, ptr %buf.y, i64 %v522
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v486, ptr align 4 %p523, <16 x i1> %mlast)
  br label %finnext480
finnext480:
  br label %tile.next
partial:
  %t526 = icmp slt i64 0, %t10
  br i1 %t526, label %store524, label %next525
store524:
  %t527 = getelementptr float, ptr %t26, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t206, ptr align 4 %t527, <16 x i1> %mlast)
  br label %next525
next525:
  %t530 = icmp slt i64 1, %t10
  br i1 %t530, label %store528, label %next529
store528:
  %t531 = getelementptr float, ptr %t28, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t207, ptr align 4 %t531, <16 x i1> %mlast)
  br label %next529
next529:
  %t534 = icmp slt i64 2, %t10
  br i1 %t534, label %store532, label %next533
store532:
  %t535 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t208, ptr align 4 %t535, <16 x i1> %mlast)
  br label %next533
next533:
  %t538 = icmp slt i64 3, %t10
  br i1 %t538, label %store536, label %next537
store536:
  %t539 = getelementptr float, ptr %t32, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t209, ptr align 4 %t539, <16 x i1> %mlast)
  br label %next537
next537:
  %t542 = icmp slt i64 4, %t10
  br i1 %t542, label %store540, label %next541
store540:
  %t543 = getelementptr float, ptr %t34, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t210, ptr align 4 %t543, <16 x i1> %mlast)
  br label %next541
next541:
  %t546 = icmp slt i64 5, %t10
  br i1 %t546, label %store544, label %next545
store544:
  %t547 = getelementptr float, ptr %t36, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t211, ptr align 4 %t547, <16 x i1> %mlast)
  br label %next545
next545:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t548 = icmp slt i64 %j.next, %ntiles
  br i1 %t548, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
entry:
  br label %tile
tile:
  %j = phi i64 [0, %entry], [%j.next, %tile.next]
  %t1 = mul i64 %j, 6
  %t2 = mul i64 %j, %per_tile
  %t3 = mul i64 %tap0, 6
  %t4 = add i64 %t2, %t3
  %t5 = getelementptr ptr, ptr %ind, i64 %t4
  %t6 = mul i64 %t1, %scr
  %t7 = getelementptr float, ptr %c, i64 %t6
  %t8 = sub i64 %ntiles, 1
  %t9 = icmp eq i64 %j, %t8
  %t10 = select i1 %t9, i64 %lastrows, i64 6
  %m0 = add i64 %m_lo, %t1
  %t11 = getelementptr i32, ptr %flags, i64 %j
  %t12 = load i32, ptr %t11
  %t13 = icmp ne i32 %t12, 0
  %t14 = mul i64 %j, %cstride
  %t15 = getelementptr i32, ptr %cnt, i64 %t14
  %t16 = getelementptr i32, ptr %t15, i64 %tap0
  %t17 = load i32, ptr %t16
  %t18 = getelementptr i32, ptr %t15, i64 %tap1
  %t19 = load i32, ptr %t18
  %t20 = icmp ne i32 %t17, %t19
  %t21 = sub i64 %tap1, %tap0
  %t22 = select i1 %t13, i64 %R, i64 %t21
  %t23 = select i1 %t13, i64 %runlen, i64 %cg
  %t24 = select i1 %t13, i64 %runbtap, i64 %btap
  %t25 = mul i64 0, %scr
  %t26 = getelementptr float, ptr %t7, i64 %t25
  %t27 = mul i64 1, %scr
  %t28 = getelementptr float, ptr %t7, i64 %t27
  %t29 = mul i64 2, %scr
  %t30 = getelementptr float, ptr %t7, i64 %t29
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %t7, i64 %t31
  %t33 = mul i64 4, %scr
  %t34 = getelementptr float, ptr %t7, i64 %t33
  %t35 = mul i64 5, %scr
  %t36 = getelementptr float, ptr %t7, i64 %t35
  br i1 %accum, label %resume, label %sums
resume:
  %t37 = icmp eq i64 %t10, 6
  br i1 %t37, label %whole, label %part
whole:
  %t38 = getelementptr float, ptr %t26, i64 0
  %t39 = load <16 x float>, ptr %t38, align 4
  %t40 = getelementptr float, ptr %t26, i64 16
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t28, i64 0
  %t43 = load <16 x float>, ptr %t42, align 4
  %t44 = getelementptr float, ptr %t28, i64 16
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t30, i64 0
  %t47 = load <16 x float>, ptr %t46, align 4
  %t48 = getelementptr float, ptr %t30, i64 16
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t32, i64 0
  %t51 = load <16 x float>, ptr %t50, align 4
  %t52 = getelementptr float, ptr %t32, i64 16
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t34, i64 0
  %t55 = load <16 x float>, ptr %t54, align 4
  %t56 = getelementptr float, ptr %t34, i64 16
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t58 = getelementptr float, ptr %t36, i64 0
  %t59 = load <16 x float>, ptr %t58, align 4
  %t60 = getelementptr float, ptr %t36, i64 16
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %mlast, <16 x float> zeroinitializer)
  br label %sums
part:
  %t62 = icmp slt i64 0, %t10
  %t63 = getelementptr float, ptr %t26, i64 0
  %t64 = select i1 %t62, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %t64, <16 x float> zeroinitializer)
  %t66 = getelementptr float, ptr %t26, i64 16
  %t67 = select i1 %t62, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t68 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t66, <16 x i1> %t67, <16 x float> zeroinitializer)
  %t69 = icmp slt i64 1, %t10
  %t70 = getelementptr float, ptr %t28, i64 0
  %t71 = select i1 %t69, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t72 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t70, <16 x i1> %t71, <16 x float> zeroinitializer)
  %t73 = getelementptr float, ptr %t28, i64 16
  %t74 = select i1 %t69, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t75 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %t74, <16 x float> zeroinitializer)
  %t76 = icmp slt i64 2, %t10
  %t77 = getelementptr float, ptr %t30, i64 0
  %t78 = select i1 %t76, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t79 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t77, <16 x i1> %t78, <16 x float> zeroinitializer)
  %t80 = getelementptr float, ptr %t30, i64 16
  %t81 = select i1 %t76, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t82 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t80, <16 x i1> %t81, <16 x float> zeroinitializer)
  %t83 = icmp slt i64 3, %t10
  %t84 = getelementptr float, ptr %t32, i64 0
  %t85 = select i1 %t83, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t86 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t84, <16 x i1> %t85, <16 x float> zeroinitializer)
  %t87 = getelementptr float, ptr %t32, i64 16
  %t88 = select i1 %t83, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t89 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t87, <16 x i1> %t88, <16 x float> zeroinitializer)
  %t90 = icmp slt i64 4, %t10
  %t91 = getelementptr float, ptr %t34, i64 0
  %t92 = select i1 %t90, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t91, <16 x i1> %t92, <16 x float> zeroinitializer)
  %t94 = getelementptr float, ptr %t34, i64 16
  %t95 = select i1 %t90, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t94, <16 x i1> %t95, <16 x float> zeroinitializer)
  %t97 = icmp slt i64 5, %t10
  %t98 = getelementptr float, ptr %t36, i64 0
  %t99 = select i1 %t97, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t100 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t98, <16 x i1> %t99, <16 x float> zeroinitializer)
  %t101 = getelementptr float, ptr %t36, i64 16
  %t102 = select i1 %t97, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t103 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t101, <16 x i1> %t102, <16 x float> zeroinitializer)
  br label %sums
sums:
  %t104 = phi <16 x float> [zeroinitializer, %tile], [%t39, %whole], [%t65, %part]
  %t105 = phi <16 x float> [zeroinitializer, %tile], [%t41, %whole], [%t68, %part]
  %t106 = phi <16 x float> [zeroinitializer, %tile], [%t43, %whole], [%t72, %part]
  %t107 = phi <16 x float> [zeroinitializer, %tile], [%t45, %whole], [%t75, %part]
  %t108 = phi <16 x float> [zeroinitializer, %tile], [%t47, %whole], [%t79, %part]
  %t109 = phi <16 x float> [zeroinitializer, %tile], [%t49, %whole], [%t82, %part]
  %t110 = phi <16 x float> [zeroinitializer, %tile], [%t51, %whole], [%t86, %part]
  %t111 = phi <16 x float> [zeroinitializer, %tile], [%t53, %whole], [%t89, %part]
  %t112 = phi <16 x float> [zeroinitializer, %tile], [%t55, %whole], [%t93, %part]
  %t113 = phi <16 x float> [zeroinitializer, %tile], [%t57, %whole], [%t96, %part]
  %t114 = phi <16 x float> [zeroinitializer, %tile], [%t59, %whole], [%t100, %part]
  %t115 = phi <16 x float> [zeroinitializer, %tile], [%t61, %whole], [%t103, %part]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t104, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t105, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t106, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t107, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t108, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t109, %sums], [%p.out5, %p.tapend]
  %p.tacc6 = phi <16 x float> [%t110, %sums], [%p.out6, %p.tapend]
  %p.tacc7 = phi <16 x float> [%t111, %sums], [%p.out7, %p.tapend]
  %p.tacc8 = phi <16 x float> [%t112, %sums], [%p.out8, %p.tapend]
  %p.tacc9 = phi <16 x float> [%t113, %sums], [%p.out9, %p.tapend]
  %p.tacc10 = phi <16 x float> [%t114, %sums], [%p.out10, %p.tapend]
  %p.tacc11 = phi <16 x float> [%t115, %sums], [%p.out11, %p.tapend]
  %t116 = mul i64 %p.tp, 6
  %t117 = add i64 %t116, 0
  %t118 = getelementptr ptr, ptr %t5, i64 %t117
  %t119 = load ptr, ptr %t118, align 8
  %t120 = getelementptr float, ptr %t119, i64 %c0
  %t121 = add i64 %t116, 1
  %t122 = getelementptr ptr, ptr %t5, i64 %t121
  %t123 = load ptr, ptr %t122, align 8
  %t124 = getelementptr float, ptr %t123, i64 %c0
  %t125 = add i64 %t116, 2
  %t126 = getelementptr ptr, ptr %t5, i64 %t125
  %t127 = load ptr, ptr %t126, align 8
  %t128 = getelementptr float, ptr %t127, i64 %c0
  %t129 = add i64 %t116, 3
  %t130 = getelementptr ptr, ptr %t5, i64 %t129
  %t131 = load ptr, ptr %t130, align 8
  %t132 = getelementptr float, ptr %t131, i64 %c0
  %t133 = add i64 %t116, 4
  %t134 = getelementptr ptr, ptr %t5, i64 %t133
  %t135 = load ptr, ptr %t134, align 8
  %t136 = getelementptr float, ptr %t135, i64 %c0
  %t137 = add i64 %t116, 5
  %t138 = getelementptr ptr, ptr %t5, i64 %t137
  %t139 = load ptr, ptr %t138, align 8
  %t140 = getelementptr float, ptr %t139, i64 %c0
  %t141 = icmp sgt i64 %t23, 0
  br i1 %t141, label %p.loop, label %p.tapend
p.loop:
  %p.j = phi i64 [0, %p.tap], [%p.j.next, %p.loop]
  %p.bp = phi ptr [%p.bt, %p.tap], [%p.bp1, %p.loop]
  %p.acc0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.acc1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.acc2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.acc3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.acc4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.acc5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.acc6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.acc7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.acc8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.acc9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.acc10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.acc11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %t142 = getelementptr float, ptr %p.bp, i64 0
  %t143 = load <16 x float>, ptr %t142, align 4
  %t144 = getelementptr float, ptr %p.bp, i64 16
  %t145 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t144, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t146 = getelementptr float, ptr %t120, i64 %p.j
  %t147 = load float, ptr %t146, align 4
  %t148 = insertelement <16 x float> poison, float %t147, i64 0
  %t149 = shufflevector <16 x float> %t148, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t149, <16 x float> %t143, <16 x float> %p.acc0)
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t149, <16 x float> %t145, <16 x float> %p.acc1)
  %t150 = getelementptr float, ptr %t124, i64 %p.j
  %t151 = load float, ptr %t150, align 4
  %t152 = insertelement <16 x float> poison, float %t151, i64 0
  %t153 = shufflevector <16 x float> %t152, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t153, <16 x float> %t143, <16 x float> %p.acc2)
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t153, <16 x float> %t145, <16 x float> %p.acc3)
  %t154 = getelementptr float, ptr %t128, i64 %p.j
  %t155 = load float, ptr %t154, align 4
  %t156 = insertelement <16 x float> poison, float %t155, i64 0
  %t157 = shufflevector <16 x float> %t156, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t157, <16 x float> %t143, <16 x float> %p.acc4)
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t157, <16 x float> %t145, <16 x float> %p.acc5)
  %t158 = getelementptr float, ptr %t132, i64 %p.j
  %t159 = load float, ptr %t158, align 4
  %t160 = insertelement <16 x float> poison, float %t159, i64 0
  %t161 = shufflevector <16 x float> %t160, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t161, <16 x float> %t143, <16 x float> %p.acc6)
  %p.new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t161, <16 x float> %t145, <16 x float> %p.acc7)
  %t162 = getelementptr float, ptr %t136, i64 %p.j
  %t163 = load float, ptr %t162, align 4
  %t164 = insertelement <16 x float> poison, float %t163, i64 0
  %t165 = shufflevector <16 x float> %t164, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t165, <16 x float> %t143, <16 x float> %p.acc8)
  %p.new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t165, <16 x float> %t145, <16 x float> %p.acc9)
  %t166 = getelementptr float, ptr %t140, i64 %p.j
  %t167 = load float, ptr %t166, align 4
  %t168 = insertelement <16 x float> poison, float %t167, i64 0
  %t169 = shufflevector <16 x float> %t168, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t169, <16 x float> %t143, <16 x float> %p.acc10)
  %p.new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t169, <16 x float> %t145, <16 x float> %p.acc11)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t170 = icmp slt i64 %p.j.next, %t23
  br i1 %t170, label %p.loop, label %p.tapend, !llvm.loop !0
p.tapend:
  %p.out0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.out1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.out2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.out3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.out4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.out5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.out6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.out7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.out8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.out9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.out10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.out11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %p.bnext = getelementptr float, ptr %p.bt, i64 %t24
  %p.tp.next = add nsw i64 %p.tp, 1
  %t171 = icmp slt i64 %p.tp.next, %t22
  br i1 %t171, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t104, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t105, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t106, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t107, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t108, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t109, %sums], [%b.out5, %b.tapend]
  %b.tacc6 = phi <16 x float> [%t110, %sums], [%b.out6, %b.tapend]
  %b.tacc7 = phi <16 x float> [%t111, %sums], [%b.out7, %b.tapend]
  %b.tacc8 = phi <16 x float> [%t112, %sums], [%b.out8, %b.tapend]
  %b.tacc9 = phi <16 x float> [%t113, %sums], [%b.out9, %b.tapend]
  %b.tacc10 = phi <16 x float> [%t114, %sums], [%b.out10, %b.tapend]
  %b.tacc11 = phi <16 x float> [%t115, %sums], [%b.out11, %b.tapend]
  %t172 = mul i64 %b.tp, 6
  %t173 = add i64 %t172, 0
  %t174 = getelementptr ptr, ptr %t5, i64 %t173
  %t175 = load ptr, ptr %t174, align 8
  %t176 = icmp ne ptr %t175, %zero
  %t177 = select i1 %t176, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t178 = getelementptr float, ptr %t175, i64 %c0
  %t179 = add i64 %t172, 1
  %t180 = getelementptr ptr, ptr %t5, i64 %t179
  %t181 = load ptr, ptr %t180, align 8
  %t182 = icmp ne ptr %t181, %zero
  %t183 = select i1 %t182, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t184 = getelementptr float, ptr %t181, i64 %c0
  %t185 = add i64 %t172, 2
  %t186 = getelementptr ptr, ptr %t5, i64 %t185
  %t187 = load ptr, ptr %t186, align 8
  %t188 = icmp ne ptr %t187, %zero
  %t189 = select i1 %t188, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t190 = getelementptr float, ptr %t187, i64 %c0
  %t191 = add i64 %t172, 3
  %t192 = getelementptr ptr, ptr %t5, i64 %t191
  %t193 = load ptr, ptr %t192, align 8
  %t194 = icmp ne ptr %t193, %zero
  %t195 = select i1 %t194, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t196 = getelementptr float, ptr %t193, i64 %c0
  %t197 = add i64 %t172, 4
  %t198 = getelementptr ptr, ptr %t5, i64 %t197
  %t199 = load ptr, ptr %t198, align 8
  %t200 = icmp ne ptr %t199, %zero
  %t201 = select i1 %t200, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t202 = getelementptr float, ptr %t199, i64 %c0
  %t203 = add i64 %t172, 5
  %t204 = getelementptr ptr, ptr %t5, i64 %t203
  %t205 = load ptr, ptr %t204, align 8
  %t206 = icmp ne ptr %t205, %zero
  %t207 = select i1 %t206, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t208 = getelementptr float, ptr %t205, i64 %c0
  %t209 = icmp sgt i64 %t23, 0
  br i1 %t209, label %b.loop, label %b.tapend
b.loop:
  %b.j = phi i64 [0, %b.tap], [%b.j.next, %b.loop]
  %b.bp = phi ptr [%b.bt, %b.tap], [%b.bp1, %b.loop]
  %b.acc0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.acc1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.acc2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.acc3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.acc4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.acc5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.acc6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.acc7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.acc8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.acc9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.acc10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.acc11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %t210 = getelementptr float, ptr %b.bp, i64 0
  %t211 = load <16 x float>, ptr %t210, align 4
  %t212 = getelementptr float, ptr %b.bp, i64 16
  %t213 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t212, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t214 = getelementptr float, ptr %t178, i64 %b.j
  %t215 = load float, ptr %t214, align 4
  %t216 = insertelement <16 x float> poison, float %t215, i64 0
  %t217 = shufflevector <16 x float> %t216, <16 x float> poison, <16 x i32> zeroinitializer
  %t218 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t217, <16 x float> %t211, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t177, <16 x float> %t218, <16 x float> %b.acc0
  %t219 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t217, <16 x float> %t213, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t177, <16 x float> %t219, <16 x float> %b.acc1
  %t220 = getelementptr float, ptr %t184, i64 %b.j
  %t221 = load float, ptr %t220, align 4
  %t222 = insertelement <16 x float> poison, float %t221, i64 0
  %t223 = shufflevector <16 x float> %t222, <16 x float> poison, <16 x i32> zeroinitializer
  %t224 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t223, <16 x float> %t211, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t183, <16 x float> %t224, <16 x float> %b.acc2
  %t225 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t223, <16 x float> %t213, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t183, <16 x float> %t225, <16 x float> %b.acc3
  %t226 = getelementptr float, ptr %t190, i64 %b.j
  %t227 = load float, ptr %t226, align 4
  %t228 = insertelement <16 x float> poison, float %t227, i64 0
  %t229 = shufflevector <16 x float> %t228, <16 x float> poison, <16 x i32> zeroinitializer
  %t230 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t211, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t189, <16 x float> %t230, <16 x float> %b.acc4
  %t231 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t213, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t189, <16 x float> %t231, <16 x float> %b.acc5
  %t232 = getelementptr float, ptr %t196, i64 %b.j
  %t233 = load float, ptr %t232, align 4
  %t234 = insertelement <16 x float> poison, float %t233, i64 0
  %t235 = shufflevector <16 x float> %t234, <16 x float> poison, <16 x i32> zeroinitializer
  %t236 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t235, <16 x float> %t211, <16 x float> %b.acc6)
  %b.new6 = select <16 x i1> %t195, <16 x float> %t236, <16 x float> %b.acc6
  %t237 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t235, <16 x float> %t213, <16 x float> %b.acc7)
  %b.new7 = select <16 x i1> %t195, <16 x float> %t237, <16 x float> %b.acc7
  %t238 = getelementptr float, ptr %t202, i64 %b.j
  %t239 = load float, ptr %t238, align 4
  %t240 = insertelement <16 x float> poison, float %t239, i64 0
  %t241 = shufflevector <16 x float> %t240, <16 x float> poison, <16 x i32> zeroinitializer
  %t242 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t211, <16 x float> %b.acc8)
  %b.new8 = select <16 x i1> %t201, <16 x float> %t242, <16 x float> %b.acc8
  %t243 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t213, <16 x float> %b.acc9)
  %b.new9 = select <16 x i1> %t201, <16 x float> %t243, <16 x float> %b.acc9
  %t244 = getelementptr float, ptr %t208, i64 %b.j
  %t245 = load float, ptr %t244, align 4
  %t246 = insertelement <16 x float> poison, float %t245, i64 0
  %t247 = shufflevector <16 x float> %t246, <16 x float> poison, <16 x i32> zeroinitializer
  %t248 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t247, <16 x float> %t211, <16 x float> %b.acc10)
  %b.new10 = select <16 x i1> %t207, <16 x float> %t248, <16 x float> %b.acc10
  %t249 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t247, <16 x float> %t213, <16 x float> %b.acc11)
  %b.new11 = select <16 x i1> %t207, <16 x float> %t249, <16 x float> %b.acc11
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t250 = icmp slt i64 %b.j.next, %t23
  br i1 %t250, label %b.loop, label %b.tapend, !llvm.loop !0
b.tapend:
  %b.out0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.out1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.out2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.out3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.out4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.out5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.out6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.out7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.out8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.out9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.out10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.out11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %b.bnext = getelementptr float, ptr %b.bt, i64 %t24
  %b.tp.next = add nsw i64 %b.tp, 1
  %t251 = icmp slt i64 %b.tp.next, %t22
  br i1 %t251, label %b.tap, label %done
done:
  %t252 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t253 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t254 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t255 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t256 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t257 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  %t258 = phi <16 x float> [%p.out6, %p.tapend], [%b.out6, %b.tapend]
  %t259 = phi <16 x float> [%p.out7, %p.tapend], [%b.out7, %b.tapend]
  %t260 = phi <16 x float> [%p.out8, %p.tapend], [%b.out8, %b.tapend]
  %t261 = phi <16 x float> [%p.out9, %p.tapend], [%b.out9, %b.tapend]
  %t262 = phi <16 x float> [%p.out10, %p.tapend], [%b.out10, %b.tapend]
  %t263 = phi <16 x float> [%p.out11, %p.tapend], [%b.out11, %b.tapend]
  br i1 %last, label %finish, label %partial
finish:
  %t264 = add i64 %size.W, 1
  %t265 = add i64 %t264, 1
  %t266 = sub i64 %size.S, 1
  %t267 = sub i64 %t265, %t266
  %t268 = sub i64 %t267, 1
  %t269 = sdiv i64 %t268, 2
  %t270 = srem i64 %t268, 2
  %t271 = icmp slt i64 %t270, 0
  %t272 = icmp slt i64 2, 0
  %t273 = icmp ne i1 %t271, %t272
  %t274 = icmp ne i64 %t270, 0
  %t275 = and i1 %t274, %t273
  %t276 = zext i1 %t275 to i64
  %t277 = sub i64 %t269, %t276
  %t278 = add i64 %t277, 1
  %t279 = sdiv i64 %m0, %t278
  %t280 = srem i64 %m0, %t278
  %t283 = icmp slt i64 0, %t10
  br i1 %t283, label %fin281, label %finnext282
fin281:
  %t284 = add i64 %k0, 0
  %p285 = getelementptr float, ptr %buf.b, i64 %t284
  %ld286 = load <16 x float>, ptr %p285, align 4
  %v287 = fadd contract <16 x float> %ld286, %t252
  %v288 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v287, <16 x float> splat (float 0x0000000000000000))
  %v289 = add i64 %size.H, 1
  %v290 = add i64 %v289, 1
  %v291 = sub i64 %size.R, 1
  %v292 = sub i64 %v290, %v291
  %v293 = sub i64 %v292, 1
  %v294 = sdiv i64 %v293, 2
  %v295 = srem i64 %v293, 2
  %v296 = icmp ne i64 %v295, 0
  %v297 = icmp slt i64 %v295, 0
  %v298 = icmp slt i64 2, 0
  %v299 = xor i1 %v297, %v298
  %v300 = and i1 %v296, %v299
  %v301 = zext i1 %v300 to i64
  %v302 = sub i64 %v294, %v301
  %v303 = add i64 %v302, 1
  %v304 = mul i64 %n, %v303
  %v305 = add i64 %v304, %t279
  %v306 = add i64 %size.W, 1
  %v307 = add i64 %v306, 1
  %v308 = sub i64 %size.S, 1
  %v309 = sub i64 %v307, %v308
  %v310 = sub i64 %v309, 1
  %v311 = sdiv i64 %v310, 2
  %v312 = srem i64 %v310, 2
  %v313 = icmp ne i64 %v312, 0
  %v314 = icmp slt i64 %v312, 0
  %v315 = icmp slt i64 2, 0
  %v316 = xor i1 %v314, %v315
  %v317 = and i1 %v313, %v316
  %v318 = zext i1 %v317 to i64
  %v319 = sub i64 %v311, %v318
  %v320 = add i64 %v319, 1
  %v321 = mul i64 %v305, %v320
  %v322 = add i64 %v321, %t280
  %v323 = mul i64 %v322, %size.K
  %v324 = add i64 %v323, %t284
  %p325 = getelementptr float, ptr %buf.y, i64 %v324
  store <16 x float> %v288, ptr %p325, align 4
  %t326 = add i64 %k0, 16
  %p327 = getelementptr float, ptr %buf.b, i64 %t326
  %ld328 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p327, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v329 = fadd contract <16 x float> %ld328, %t253
  %v330 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v329, <16 x float> splat (float 0x0000000000000000))
  %v331 = add i64 %size.H, 1
  %v332 = add i64 %v331, 1
  %v333 = sub i64 %size.R, 1
  %v334 = sub i64 %v332, %v333
  %v335 = sub i64 %v334, 1
  %v336 = sdiv i64 %v335, 2
  %v337 = srem i64 %v335, 2
  %v338 = icmp ne i64 %v337, 0
  %v339 = icmp slt i64 %v337, 0
  %v340 = icmp slt i64 2, 0
  %v341 = xor i1 %v339, %v340
  %v342 = and i1 %v338, %v341
  %v343 = zext i1 %v342 to i64
  %v344 = sub i64 %v336, %v343
  %v345 = add i64 %v344, 1
  %v346 = mul i64 %n, %v345
  %v347 = add i64 %v346, %t279
  %v348 = add i64 %size.W, 1
  %v349 = add i64 %v348, 1
  %v350 = sub i64 %size.S, 1
  %v351 = sub i64 %v349, %v350
  %v352 = sub i64 %v351, 1
  %v353 = sdiv i64 %v352, 2
  %v354 = srem i64 %v352, 2
  %v355 = icmp ne i64 %v354, 0
  %v356 = icmp slt i64 %v354, 0
  %v357 = icmp slt i64 2, 0
  %v358 = xor i1 %v356, %v357
  %v359 = and i1 %v355, %v358
  %v360 = zext i1 %v359 to i64
  %v361 = sub i64 %v353, %v360
  %v362 = add i64 %v361, 1
  %v363 = mul i64 %v347, %v362
  %v364 = add i64 %v363, %t280
  %v365 = mul i64 %v364, %size.K
  %v366 = add i64 %v365, %t326
  %p367 = getelementptr float, ptr %buf.y, i64 %v366
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v330, ptr align 4 %p367, <16 x i1> %mlast)
  br label %finnext282
finnext282:
  %t368 = add i64 %t280, 1
  %t369 = icmp sge i64 %t368, %t278
  %t370 = select i1 %t369, i64 0, i64 %t368
  %t371 = zext i1 %t369 to i64
  %t372 = add i64 %t279, %t371
  %t375 = icmp slt i64 1, %t10
  br i1 %t375, label %fin373, label %finnext374
fin373:
  %t376 = add i64 %k0, 0
  %p377 = getelementptr float, ptr %buf.b, i64 %t376
  %ld378 = load <16 x float>, ptr %p377, align 4
  %v379 = fadd contract <16 x float> %ld378, %t254
  %v380 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v379, <16 x float> splat (float 0x0000000000000000))
  %v381 = add i64 %size.H, 1
  %v382 = add i64 %v381, 1
  %v383 = sub i64 %size.R, 1
  %v384 = sub i64 %v382, %v383
  %v385 = sub i64 %v384, 1
  %v386 = sdiv i64 %v385, 2
  %v387 = srem i64 %v385, 2
  %v388 = icmp ne i64 %v387, 0
  %v389 = icmp slt i64 %v387, 0
  %v390 = icmp slt i64 2, 0
  %v391 = xor i1 %v389, %v390
  %v392 = and i1 %v388, %v391
  %v393 = zext i1 %v392 to i64
  %v394 = sub i64 %v386, %v393
  %v395 = add i64 %v394, 1
  %v396 = mul i64 %n, %v395
  %v397 = add i64 %v396, %t372
  %v398 = add i64 %size.W, 1
  %v399 = add i64 %v398, 1
  %v400 = sub i64 %size.S, 1
  %v401 = sub i64 %v399, %v400
  %v402 = sub i64 %v401, 1
  %v403 = sdiv i64 %v402, 2
  %v404 = srem i64 %v402, 2
  %v405 = icmp ne i64 %v404, 0
  %v406 = icmp slt i64 %v404, 0
  %v407 = icmp slt i64 2, 0
  %v408 = xor i1 %v406, %v407
  %v409 = and i1 %v405, %v408
  %v410 = zext i1 %v409 to i64
  %v411 = sub i64 %v403, %v410
  %v412 = add i64 %v411, 1
  %v413 = mul i64 %v397, %v412
  %v414 = add i64 %v413, %t370
  %v415 = mul i64 %v414, %size.K
  %v416 = add i64 %v415, %t376
  %p417 = getelementptr float, ptr %buf.y, i64 %v416
  store <16 x float> %v380, ptr %p417, align 4
  %t418 = add i64 %k0, 16
  %p419 = getelementptr float, ptr %buf.b, i64 %t418
  %ld420 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p419, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v421 = fadd contract <16 x float> %ld420, %t255
  %v422 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v421, <16 x float> splat (float 0x0000000000000000))
  %v423 = add i64 %size.H, 1
  %v424 = add i64 %v423, 1
  %v425 = sub i64 %size.R, 1
  %v426 = sub i64 %v424, %v425
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
  %v438 = mul i64 %n, %v437
  %v439 = add i64 %v438, %t372
  %v440 = add i64 %size.W, 1
  %v441 = add i64 %v440, 1
  %v442 = sub i64 %size.S, 1
  %v443 = sub i64 %v441, %v442
  %v444 = sub i64 %v443, 1
  %v445 = sdiv i64 %v444, 2
  %v446 = srem i64 %v444, 2
  %v447 = icmp ne i64 %v446, 0
  %v448 = icmp slt i64 %v446, 0
  %v449 = icmp slt i64 2, 0
  %v450 = xor i1 %v448, %v449
  %v451 = and i1 %v447, %v450
  %v452 = zext i1 %v451 to i64
  %v453 = sub i64 %v445, %v452
  %v454 = add i64 %v453, 1
  %v455 = mul i64 %v439, %v454
  %v456 = add i64 %v455, %t370
  %v457 = mul i64 %v456, %size.K
  %v458 = add i64 %v457, %t418
  %p459 = getelementptr float, ptr %buf.y, i64 %v458
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v422, ptr align 4 %p459, <16 x i1> %mlast)
  br label %finnext374
finnext374:
  %t460 = add i64 %t370, 1
  %t461 = icmp sge i64 %t460, %t278
  %t462 = select i1 %t461, i64 0, i64 %t460
  %t463 = zext i1 %t461 to i64
  %t464 = add i64 %t372, %t463
  %t467 = icmp slt i64 2, %t10
  br i1 %t467, label %fin465, label %finnext466
fin465:
  %t468 = add i64 %k0, 0
  %p469 = getelementptr float, ptr %buf.b, i64 %t468
  %ld470 = load <16 x float>, ptr %p469, align 4
  %v471 = fadd contract <16 x float> %ld470, %t256
  %v472 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v471, <16 x float> splat (float 0x0000000000000000))
  %v473 = add i64 %size.H, 1
  %v474 = add i64 %v473, 1
  %v475 = sub i64 %size.R, 1
  %v476 = sub i64 %v474, %v475
  %v477 = sub i64 %v476, 1
  %v478 = sdiv i64 %v477, 2
  %v479 = srem i64 %v477, 2
  %v480 = icmp ne i64 %v479, 0
  %v481 = icmp slt i64 %v479, 0
  %v482 = icmp slt i64 2, 0
  %v483 = xor i1 %v481, %v482
  %v484 = and i1 %v480, %v483
  %v485 = zext i1 %v484 to i64
  %v486 = sub i64 %v478, %v485
  %v487 = add i64 %v486, 1
  %v488 = mul i64 %n, %v487
  %v489 = add i64 %v488, %t464
  %v490 = add i64 %size.W, 1
  %v491 = add i64 %v490, 1
  %v492 = sub i64 %size.S, 1
  %v493 = sub i64 %v491, %v492
  %v494 = sub i64 %v493, 1
  %v495 = sdiv i64 %v494, 2
  %v496 = srem i64 %v494, 2
  %v497 = icmp ne i64 %v496, 0
  %v498 = icmp slt i64 %v496, 0
  %v499 = icmp slt i64 2, 0
  %v500 = xor i1 %v498, %v499
  %v501 = and i1 %v497, %v500
  %v502 = zext i1 %v501 to i64
  %v503 = sub i64 %v495, %v502
  %v504 = add i64 %v503, 1
  %v505 = mul i64 %v489, %v504
  %v506 = add i64 %v505, %t462
  %v507 = mul i64 %v506, %size.K
  %v508 = add i64 %v507, %t468
  %p509 = getelementptr float, ptr %buf.y, i64 %v508
  store <16 x float> %v472, ptr %p509, align 4
  %t510 = add i64 %k0, 16
  %p511 = getelementptr float, ptr %buf.b, i64 %t510
  %ld512 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p511, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v513 = fadd contract <16 x float> %ld512, %t257
  %v514 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v513, <16 x float> splat (float 0x0000000000000000))
  %v515 = add i64 %size.H, 1
  %v516 = add i64 %v515, 1
  %v517 = sub i64 %size.R, 1
  %v518 = sub i64 %v516, %v517
  %v519 = sub i64 %v518, 1
  %v520 = sdiv i64 %v519, 2
  %v521 = srem i64 %v519, 2
  %v522 = icmp ne i64 %v521, 0
  %v523 = icmp slt i64 %v521, 0
  %v524 = icmp slt i64 2, 0
  %v525 = xor i1 %v523, %v524
  %v526 = and i1 %v522, %v525
  %v527 = zext i1 %v526 to i64
  %v528 = sub i64 %v520, %v527
  %v529 = add i64 %v528, 1
  %v530 = mul i64 %n, %v529
  %v531 = add i64 %v530, %t464
  %v532 = add i64 %size.W, 1
  %v533 = add i64 %v532, 1
  %v534 = sub i64 %size.S, 1
  %v535 = sub i64 %v533, %v534
  %v536 = sub i64 %v535, 1
  %v537 = sdiv i64 %v536, 2
  %v538 = srem i64 %v536, 2
  %v539 = icmp ne i64 %v538, 0
  %v540 = icmp slt i64 %v538, 0
  %v541 = icmp slt i64 2, 0
  %v542 = xor i1 %v540, %v541
  %v543 = and i1 %v539, %v542
  %v544 = zext i1 %v543 to i64
  %v545 = sub i64 %v537, %v544
  %v546 = add i64 %v545, 1
  %v547 = mul i64 %v531, %v546
  %v548 = add i64 %v547, %t462
  %v549 = mul i64 %v548, %size.K
  %v550 = add i64 %v549, %t510
  %p551 = getelementptr float, ptr %buf.y, i64 %v550
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v514, ptr align 4 %p551, <16 x i1> %mlast)
  br label %finnext466
finnext466:
  %t552 = add i64 %t462, 1
  %t553 = icmp sge i64 %t552, %t278
  %t554 = select i1 %t553, i64 0, i64 %t552
  %t555 = zext i1 %t553 to i64
  %t556 = add i64 %t464, %t555
  %t559 = icmp slt i64 3, %t10
  br i1 %t559, label %fin557, label %finnext558
fin557:
  %t560 = add i64 %k0, 0
  %p561 = getelementptr float, ptr %buf.b, i64 %t560
  %ld562 = load <16 x float>, ptr %p561, align 4
  %v563 = fadd contract <16 x float> %ld562, %t258
  %v564 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v563, <16 x float> splat (float 0x0000000000000000))
  %v565 = add i64 %size.H, 1
  %v566 = add i64 %v565, 1
  %v567 = sub i64 %size.R, 1
  %v568 = sub i64 %v566, %v567
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
  %v580 = mul i64 %n, %v579
  %v581 = add i64 %v580, %t556
  %v582 = add i64 %size.W, 1
  %v583 = add i64 %v582, 1
  %v584 = sub i64 %size.S, 1
  %v585 = sub i64 %v583, %v584
  %v586 = sub i64 %v585, 1
  %v587 = sdiv i64 %v586, 2
  %v588 = srem i64 %v586, 2
  %v589 = icmp ne i64 %v588, 0
  %v590 = icmp slt i64 %v588, 0
  %v591 = icmp slt i64 2, 0
  %v592 = xor i1 %v590, %v591
  %v593 = and i1 %v589, %v592
  %v594 = zext i1 %v593 to i64
  %v595 = sub i64 %v587, %v594
  %v596 = add i64 %v595, 1
  %v597 = mul i64 %v581, %v596
  %v598 = add i64 %v597, %t554
  %v599 = mul i64 %v598, %size.K
  %v600 = add i64 %v599, %t560
  %p601 = getelementptr float, ptr %buf.y, i64 %v600
  store <16 x float> %v564, ptr %p601, align 4
  %t602 = add i64 %k0, 16
  %p603 = getelementptr float, ptr %buf.b, i64 %t602
  %ld604 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p603, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v605 = fadd contract <16 x float> %ld604, %t259
  %v606 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v605, <16 x float> splat (float 0x0000000000000000))
  %v607 = add i64 %size.H, 1
  %v608 = add i64 %v607, 1
  %v609 = sub i64 %size.R, 1
  %v610 = sub i64 %v608, %v609
  %v611 = sub i64 %v610, 1
  %v612 = sdiv i64 %v611, 2
  %v613 = srem i64 %v611, 2
  %v614 = icmp ne i64 %v613, 0
  %v615 = icmp slt i64 %v613, 0
  %v616 = icmp slt i64 2, 0
  %v617 = xor i1 %v615, %v616
  %v618 = and i1 %v614, %v617
  %v619 = zext i1 %v618 to i64
  %v620 = sub i64 %v612, %v619
  %v621 = add i64 %v620, 1
  %v622 = mul i64 %n, %v621
  %v623 = add i64 %v622, %t556
  %v624 = add i64 %size.W, 1
  %v625 = add i64 %v624, 1
  %v626 = sub i64 %size.S, 1
  %v627 = sub i64 %v625, %v626
  %v628 = sub i64 %v627, 1
  %v629 = sdiv i64 %v628, 2
  %v630 = srem i64 %v628, 2
  %v631 = icmp ne i64 %v630, 0
  %v632 = icmp slt i64 %v630, 0
  %v633 = icmp slt i64 2, 0
  %v634 = xor i1 %v632, %v633
  %v635 = and i1 %v631, %v634
  %v636 = zext i1 %v635 to i64
  %v637 = sub i64 %v629, %v636
  %v638 = add i64 %v637, 1
  %v639 = mul i64 %v623, %v638
  %v640 = add i64 %v639, %t554
  %v641 = mul i64 %v640, %size.K
  %v642 = add i64 %v641, %t602
  %p643 = getelementptr float, ptr %buf.y, i64 %v642
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v606, ptr align 4 %p643, <16 x i1> %mlast)
  br label %finnext558
finnext558:
  %t644 = add i64 %t554, 1
  %t645 = icmp sge i64 %t644, %t278
  %t646 = select i1 %t645, i64 0, i64 %t644
  %t647 = zext i1 %t645 to i64
  %t648 = add i64 %t556, %t647
  %t651 = icmp slt i64 4, %t10
  br i1 %t651, label %fin649, label %finnext650
fin649:
  %t652 = add i64 %k0, 0
  %p653 = getelementptr float, ptr %buf.b, i64 %t652
  %ld654 = load <16 x float>, ptr %p653, align 4
  %v655 = fadd contract <16 x float> %ld654, %t260
  %v656 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v655, <16 x float> splat (float 0x0000000000000000))
  %v657 = add i64 %size.H, 1
  %v658 = add i64 %v657, 1
  %v659 = sub i64 %size.R, 1
  %v660 = sub i64 %v658, %v659
  %v661 = sub i64 %v660, 1
  %v662 = sdiv i64 %v661, 2
  %v663 = srem i64 %v661, 2
  %v664 = icmp ne i64 %v663, 0
  %v665 = icmp slt i64 %v663, 0
  %v666 = icmp slt i64 2, 0
  %v667 = xor i1 %v665, %v666
  %v668 = and i1 %v664, %v667
  %v669 = zext i1 %v668 to i64
  %v670 = sub i64 %v662, %v669
  %v671 = add i64 %v670, 1
  %v672 = mul i64 %n, %v671
  %v673 = add i64 %v672, %t648
  %v674 = add i64 %size.W, 1
  %v675 = add i64 %v674, 1
  %v676 = sub i64 %size.S, 1
  %v677 = sub i64 %v675, %v676
  %v678 = sub i64 %v677, 1
  %v679 = sdiv i64 %v678, 2
  %v680 = srem i64 %v678, 2
  %v681 = icmp ne i64 %v680, 0
  %v682 = icmp slt i64 %v680, 0
  %v683 = icmp slt i64 2, 0
  %v684 = xor i1 %v682, %v683
  %v685 = and i1 %v681, %v684
  %v686 = zext i1 %v685 to i64
  %v687 = sub i64 %v679, %v686
  %v688 = add i64 %v687, 1
  %v689 = mul i64 %v673, %v688
  %v690 = add i64 %v689, %t646
  %v691 = mul i64 %v690, %size.K
  %v692 = add i64 %v691, %t652
  %p693 = getelementptr float, ptr %buf.y, i64 %v692
  store <16 x float> %v656, ptr %p693, align 4
  %t694 = add i64 %k0, 16
  %p695 = getelementptr float, ptr %buf.b, i64 %t694
  %ld696 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p695, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v697 = fadd contract <16 x float> %ld696, %t261
  %v698 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v697, <16 x float> splat (float 0x0000000000000000))
  %v699 = add i64 %size.H, 1
  %v700 = add i64 %v699, 1
  %v701 = sub i64 %size.R, 1
  %v702 = sub i64 %v700, %v701
  %v703 = sub i64 %v702, 1
  %v704 = sdiv i64 %v703, 2
  %v705 = srem i64 %v703, 2
  %v706 = icmp ne i64 %v705, 0
  %v707 = icmp slt i64 %v705, 0
  %v708 = icmp slt i64 2, 0
  %v709 = xor i1 %v707, %v708
  %v710 = and i1 %v706, %v709
  %v711 = zext i1 %v710 to i64
  %v712 = sub i64 %v704, %v711
  %v713 = add i64 %v712, 1
  %v714 = mul i64 %n, %v713
  %v715 = add i64 %v714, %t648
  %v716 = add i64 %size.W, 1
  %v717 = add i64 %v716, 1
  %v718 = sub i64 %size.S, 1
  %v719 = sub i64 %v717, %v718
  %v720 = sub i64 %v719, 1
  %v721 = sdiv i64 %v720, 2
  %v722 = srem i64 %v720, 2
  %v723 = icmp ne i64 %v722, 0
  %v724 = icmp slt i64 %v722, 0
  %v725 = icmp slt i64 2, 0
  %v726 = xor i1 %v724, %v725
  %v727 = and i1 %v723, %v726
  %v728 = zext i1 %v727 to i64
  %v729 = sub i64 %v721, %v728
  %v730 = add i64 %v729, 1
  %v731 = mul i64 %v715, %v730
  %v732 = add i64 %v731, %t646
  %v733 = mul i64 %v732, %size.K
  %v734 = add i64 %v733, %t694
  %p735 = getelementptr float, ptr %buf.y, i64 %v734
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v698, ptr align 4 %p735, <16 x i1> %mlast)
  br label %finnext650
finnext650:
  %t736 = add i64 %t646, 1
  %t737 = icmp sge i64 %t736, %t278
  %t738 = select i1 %t737, i64 0, i64 %t736
  %t739 = zext i1 %t737 to i64
  %t740 = add i64 %t648, %t739
  %t743 = icmp slt i64 5, %t10
  br i1 %t743, label %fin741, label %finnext742
fin741:
  %t744 = add i64 %k0, 0
  %p745 = getelementptr float, ptr %buf.b, i64 %t744
  %ld746 = load <16 x float>, ptr %p745, align 4
  %v747 = fadd contract <16 x float> %ld746, %t262
  %v748 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v747, <16 x float> splat (float 0x0000000000000000))
  %v749 = add i64 %size.H, 1
  %v750 = add i64 %v749, 1
  %v751 = sub i64 %size.R, 1
  %v752 = sub i64 %v750, %v751
  %v753 = sub i64 %v752, 1
  %v754 = sdiv i64 %v753, 2
  %v755 = srem i64 %v753, 2
  %v756 = icmp ne i64 %v755, 0
  %v757 = icmp slt i64 %v755, 0
  %v758 = icmp slt i64 2, 0
  %v759 = xor i1 %v757, %v758
  %v760 = and i1 %v756, %v759
  %v761 = zext i1 %v760 to i64
  %v762 = sub i64 %v754, %v761
  %v763 = add i64 %v762, 1
  %v764 = mul i64 %n, %v763
  %v765 = add i64 %v764, %t740
  %v766 = add i64 %size.W, 1
  %v767 = add i64 %v766, 1
  %v768 = sub i64 %size.S, 1
  %v769 = sub i64 %v767, %v768
  %v770 = sub i64 %v769, 1
  %v771 = sdiv i64 %v770, 2
  %v772 = srem i64 %v770, 2
  %v773 = icmp ne i64 %v772, 0
  %v774 = icmp slt i64 %v772, 0
  %v775 = icmp slt i64 2, 0
  %v776 = xor i1 %v774, %v775
  %v777 = and i1 %v773, %v776
  %v778 = zext i1 %v777 to i64
  %v779 = sub i64 %v771, %v778
  %v780 = add i64 %v779, 1
  %v781 = mul i64 %v765, %v780
  %v782 = add i64 %v781, %t738
  %v783 = mul i64 %v782, %size.K
  %v784 = add i64 %v783, %t744
  %p785 = getelementptr float, ptr %buf.y, i64 %v784
  store <16 x float> %v748, ptr %p785, align 4
  %t786 = add i64 %k0, 16
  %p787 = getelementptr float, ptr %buf.b, i64 %t786
  %ld788 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p787, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v789 = fadd contract <16 x float> %ld788, %t263
  %v790 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v789, <16 x float> splat (float 0x0000000000000000))
  %v791 = add i64 %size.H, 1
  %v792 = add i64 %v791, 1
  %v793 = sub i64 %size.R, 1
  %v794 = sub i64 %v792, %v793
  %v795 = sub i64 %v794, 1
  %v796 = sdiv i64 %v795, 2
  %v797 = srem i64 %v795, 2
  %v798 = icmp ne i64 %v797, 0
  %v799 = icmp slt i64 %v797, 0
  %v800 = icmp slt i64 2, 0
  %v801 = xor i1 %v799, %v800
  %v802 = and i1 %v798, %v801
  %v803 = zext i1 %v802 to i64
  %v804 = sub i64 %v796, %v803
  %v805 = add i64 %v804, 1
  %v806 = mul i64 %n, %v805
  %v807 = add i64 %v806, %t740
  %v808 = add i64 %size.W, 1
  %v809 = add i64 %v808, 1
  %v810 = sub i64 %size.S, 1
  %v811 = sub i64 %v809, %v810
  %v812 = sub i64 %v811, 1
  %v813 = sdiv i64 %v812, 2
  %v814 = srem i64 %v812, 2
  %v815 = icmp ne i64 %v814, 0
  %v816 = icmp slt i64 %v814, 0
  %v817 = icmp slt i64 2, 0
  %v818 = xor i1 %v816, %v817
  %v819 = and i1 %v815, %v818
  %v820 = zext i1 %v819 to i64
  %v821 = sub i64 %v813, %v820
  %v822 = add i64 %v821, 1
  %v823 = mul i64 %v807, %v822
  %v824 = add i64 %v823, %t738
  %v825 = mul i64 %v824, %size.K
  %v826 = add i64 %v825, %t786
  %p827 = getelementptr float, ptr %buf.y, i64 %v826
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v790, ptr align 4 %p827, <16 x i1> %mlast)
  br label %finnext742
finnext742:
  br label %tile.next
partial:
  %t830 = icmp slt i64 0, %t10
  br i1 %t830, label %store828, label %next829
store828:
  %t831 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t252, ptr %t831, align 4
  %t832 = getelementptr float, ptr %t26, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t253, ptr align 4 %t832, <16 x i1> %mlast)
  br label %next829
next829:
  %t835 = icmp slt i64 1, %t10
  br i1 %t835, label %store833, label %next834
store833:
  %t836 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t254, ptr %t836, align 4
  %t837 = getelementptr float, ptr %t28, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t255, ptr align 4 %t837, <16 x i1> %mlast)
  br label %next834
next834:
  %t840 = icmp slt i64 2, %t10
  br i1 %t840, label %store838, label %next839
store838:
  %t841 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t256, ptr %t841, align 4
  %t842 = getelementptr float, ptr %t30, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t257, ptr align 4 %t842, <16 x i1> %mlast)
  br label %next839
next839:
  %t845 = icmp slt i64 3, %t10
  br i1 %t845, label %store843, label %next844
store843:
  %t846 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t258, ptr %t846, align 4
  %t847 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t259, ptr align 4 %t847, <16 x i1> %mlast)
  br label %next844
next844:
  %t850 = icmp slt i64 4, %t10
  br i1 %t850, label %store848, label %next849
store848:
  %t851 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t260, ptr %t851, align 4
  %t852 = getelementptr float, ptr %t34, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t261, ptr align 4 %t852, <16 x i1> %mlast)
  br label %next849
next849:
  %t855 = icmp slt i64 5, %t10
  br i1 %t855, label %store853, label %next854
store853:
  %t856 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t262, ptr %t856, align 4
  %t857 = getelementptr float, ptr %t36, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t263, ptr align 4 %t857, <16 x i1> %mlast)
  br label %next854
next854:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t858 = icmp slt i64 %j.next, %ntiles
  br i1 %t858, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
entry:
  br label %tile
tile:
  %j = phi i64 [0, %entry], [%j.next, %tile.next]
  %t1 = mul i64 %j, 6
  %t2 = mul i64 %j, %per_tile
  %t3 = mul i64 %tap0, 6
  %t4 = add i64 %t2, %t3
  %t5 = getelementptr ptr, ptr %ind, i64 %t4
  %t6 = mul i64 %t1, %scr
  %t7 = getelementptr float, ptr %c, i64 %t6
  %t8 = sub i64 %ntiles, 1
  %t9 = icmp eq i64 %j, %t8
  %t10 = select i1 %t9, i64 %lastrows, i64 6
  %m0 = add i64 %m_lo, %t1
  %t11 = getelementptr i32, ptr %flags, i64 %j
  %t12 = load i32, ptr %t11
  %t13 = icmp ne i32 %t12, 0
  %t14 = mul i64 %j, %cstride
  %t15 = getelementptr i32, ptr %cnt, i64 %t14
  %t16 = getelementptr i32, ptr %t15, i64 %tap0
  %t17 = load i32, ptr %t16
  %t18 = getelementptr i32, ptr %t15, i64 %tap1
  %t19 = load i32, ptr %t18
  %t20 = icmp ne i32 %t17, %t19
  %t21 = sub i64 %tap1, %tap0
  %t22 = select i1 %t13, i64 %R, i64 %t21
  %t23 = select i1 %t13, i64 %runlen, i64 %cg
  %t24 = select i1 %t13, i64 %runbtap, i64 %btap
  %t25 = mul i64 0, %scr
  %t26 = getelementptr float, ptr %t7, i64 %t25
  %t27 = mul i64 1, %scr
  %t28 = getelementptr float, ptr %t7, i64 %t27
  %t29 = mul i64 2, %scr
  %t30 = getelementptr float, ptr %t7, i64 %t29
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %t7, i64 %t31
  %t33 = mul i64 4, %scr
  %t34 = getelementptr float, ptr %t7, i64 %t33
  %t35 = mul i64 5, %scr
  %t36 = getelementptr float, ptr %t7, i64 %t35
  br i1 %accum, label %resume, label %sums
resume:
  %t37 = icmp eq i64 %t10, 6
  br i1 %t37, label %whole, label %part
whole:
  %t38 = getelementptr float, ptr %t26, i64 0
  %t39 = load <16 x float>, ptr %t38, align 4
  %t40 = getelementptr float, ptr %t26, i64 16
  %t41 = load <16 x float>, ptr %t40, align 4
  %t42 = getelementptr float, ptr %t26, i64 32
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t28, i64 0
  %t45 = load <16 x float>, ptr %t44, align 4
  %t46 = getelementptr float, ptr %t28, i64 16
  %t47 = load <16 x float>, ptr %t46, align 4
  %t48 = getelementptr float, ptr %t28, i64 32
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t30, i64 0
  %t51 = load <16 x float>, ptr %t50, align 4
  %t52 = getelementptr float, ptr %t30, i64 16
  %t53 = load <16 x float>, ptr %t52, align 4
  %t54 = getelementptr float, ptr %t30, i64 32
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t32, i64 0
  %t57 = load <16 x float>, ptr %t56, align 4
  %t58 = getelementptr float, ptr %t32, i64 16
  %t59 = load <16 x float>, ptr %t58, align 4
  %t60 = getelementptr float, ptr %t32, i64 32
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t34, i64 0
  %t63 = load <16 x float>, ptr %t62, align 4
  %t64 = getelementptr float, ptr %t34, i64 16
  %t65 = load <16 x float>, ptr %t64, align 4
  %t66 = getelementptr float, ptr %t34, i64 32
  %t67 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t66, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t68 = getelementptr float, ptr %t36, i64 0
  %t69 = load <16 x float>, ptr %t68, align 4
  %t70 = getelementptr float, ptr %t36, i64 16
  %t71 = load <16 x float>, ptr %t70, align 4
  %t72 = getelementptr float, ptr %t36, i64 32
  %t73 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t72, <16 x i1> %mlast, <16 x float> zeroinitializer)
  br label %sums
part:
  %t74 = icmp slt i64 0, %t10
  %t75 = getelementptr float, ptr %t26, i64 0
  %t76 = select i1 %t74, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t77 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t75, <16 x i1> %t76, <16 x float> zeroinitializer)
  %t78 = getelementptr float, ptr %t26, i64 16
  %t79 = select i1 %t74, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t80 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t78, <16 x i1> %t79, <16 x float> zeroinitializer)
  %t81 = getelementptr float, ptr %t26, i64 32
  %t82 = select i1 %t74, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t83 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t81, <16 x i1> %t82, <16 x float> zeroinitializer)
  %t84 = icmp slt i64 1, %t10
  %t85 = getelementptr float, ptr %t28, i64 0
  %t86 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t87 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t85, <16 x i1> %t86, <16 x float> zeroinitializer)
  %t88 = getelementptr float, ptr %t28, i64 16
  %t89 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t90 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t88, <16 x i1> %t89, <16 x float> zeroinitializer)
  %t91 = getelementptr float, ptr %t28, i64 32
  %t92 = select i1 %t84, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t91, <16 x i1> %t92, <16 x float> zeroinitializer)
  %t94 = icmp slt i64 2, %t10
  %t95 = getelementptr float, ptr %t30, i64 0
  %t96 = select i1 %t94, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t97 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t95, <16 x i1> %t96, <16 x float> zeroinitializer)
  %t98 = getelementptr float, ptr %t30, i64 16
  %t99 = select i1 %t94, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t100 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t98, <16 x i1> %t99, <16 x float> zeroinitializer)
  %t101 = getelementptr float, ptr %t30, i64 32
  %t102 = select i1 %t94, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t103 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t101, <16 x i1> %t102, <16 x float> zeroinitializer)
  %t104 = icmp slt i64 3, %t10
  %t105 = getelementptr float, ptr %t32, i64 0
  %t106 = select i1 %t104, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t107 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t105, <16 x i1> %t106, <16 x float> zeroinitializer)
  %t108 = getelementptr float, ptr %t32, i64 16
  %t109 = select i1 %t104, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t110 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t108, <16 x i1> %t109, <16 x float> zeroinitializer)
  %t111 = getelementptr float, ptr %t32, i64 32
  %t112 = select i1 %t104, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t113 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t111, <16 x i1> %t112, <16 x float> zeroinitializer)
  %t114 = icmp slt i64 4, %t10
  %t115 = getelementptr float, ptr %t34, i64 0
  %t116 = select i1 %t114, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t117 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t115, <16 x i1> %t116, <16 x float> zeroinitializer)
  %t118 = getelementptr float, ptr %t34, i64 16
  %t119 = select i1 %t114, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t120 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t118, <16 x i1> %t119, <16 x float> zeroinitializer)
  %t121 = getelementptr float, ptr %t34, i64 32
  %t122 = select i1 %t114, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t123 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t121, <16 x i1> %t122, <16 x float> zeroinitializer)
  %t124 = icmp slt i64 5, %t10
  %t125 = getelementptr float, ptr %t36, i64 0
  %t126 = select i1 %t124, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t127 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t125, <16 x i1> %t126, <16 x float> zeroinitializer)
  %t128 = getelementptr float, ptr %t36, i64 16
  %t129 = select i1 %t124, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t130 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t128, <16 x i1> %t129, <16 x float> zeroinitializer)
  %t131 = getelementptr float, ptr %t36, i64 32
  %t132 = select i1 %t124, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t131, <16 x i1> %t132, <16 x float> zeroinitializer)
  br label %sums
sums:
  %t134 = phi <16 x float> [zeroinitializer, %tile], [%t39, %whole], [%t77, %part]
  %t135 = phi <16 x float> [zeroinitializer, %tile], [%t41, %whole], [%t80, %part]
  %t136 = phi <16 x float> [zeroinitializer, %tile], [%t43, %whole], [%t83, %part]
  %t137 = phi <16 x float> [zeroinitializer, %tile], [%t45, %whole], [%t87, %part]
  %t138 = phi <16 x float> [zeroinitializer, %tile], [%t47, %whole], [%t90, %part]
  %t139 = phi <16 x float> [zeroinitializer, %tile], [%t49, %whole], [%t93, %part]
  %t140 = phi <16 x float> [zeroinitializer, %tile], [%t51, %whole], [%t97, %part]
  %t141 = phi <16 x float> [zeroinitializer, %tile], [%t53, %whole], [%t100, %part]
  %t142 = phi <16 x float> [zeroinitializer, %tile], [%t55, %whole], [%t103, %part]
  %t143 = phi <16 x float> [zeroinitializer, %tile], [%t57, %whole], [%t107, %part]
  %t144 = phi <16 x float> [zeroinitializer, %tile], [%t59, %whole], [%t110, %part]
  %t145 = phi <16 x float> [zeroinitializer, %tile], [%t61, %whole], [%t113, %part]
  %t146 = phi <16 x float> [zeroinitializer, %tile], [%t63, %whole], [%t117, %part]
  %t147 = phi <16 x float> [zeroinitializer, %tile], [%t65, %whole], [%t120, %part]
  %t148 = phi <16 x float> [zeroinitializer, %tile], [%t67, %whole], [%t123, %part]
  %t149 = phi <16 x float> [zeroinitializer, %tile], [%t69, %whole], [%t127, %part]
  %t150 = phi <16 x float> [zeroinitializer, %tile], [%t71, %whole], [%t130, %part]
  %t151 = phi <16 x float> [zeroinitializer, %tile], [%t73, %whole], [%t133, %part]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t134, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t135, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t136, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t137, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t138, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t139, %sums], [%p.out5, %p.tapend]
  %p.tacc6 = phi <16 x float> [%t140, %sums], [%p.out6, %p.tapend]
  %p.tacc7 = phi <16 x float> [%t141, %sums], [%p.out7, %p.tapend]
  %p.tacc8 = phi <16 x float> [%t142, %sums], [%p.out8, %p.tapend]
  %p.tacc9 = phi <16 x float> [%t143, %sums], [%p.out9, %p.tapend]
  %p.tacc10 = phi <16 x float> [%t144, %sums], [%p.out10, %p.tapend]
  %p.tacc11 = phi <16 x float> [%t145, %sums], [%p.out11, %p.tapend]
  %p.tacc12 = phi <16 x float> [%t146, %sums], [%p.out12, %p.tapend]
  %p.tacc13 = phi <16 x float> [%t147, %sums], [%p.out13, %p.tapend]
  %p.tacc14 = phi <16 x float> [%t148, %sums], [%p.out14, %p.tapend]
  %p.tacc15 = phi <16 x float> [%t149, %sums], [%p.out15, %p.tapend]
  %p.tacc16 = phi <16 x float> [%t150, %sums], [%p.out16, %p.tapend]
  %p.tacc17 = phi <16 x float> [%t151, %sums], [%p.out17, %p.tapend]
  %t152 = mul i64 %p.tp, 6
  %t153 = add i64 %t152, 0
  %t154 = getelementptr ptr, ptr %t5, i64 %t153
  %t155 = load ptr, ptr %t154, align 8
  %t156 = getelementptr float, ptr %t155, i64 %c0
  %t157 = add i64 %t152, 1
  %t158 = getelementptr ptr, ptr %t5, i64 %t157
  %t159 = load ptr, ptr %t158, align 8
  %t160 = getelementptr float, ptr %t159, i64 %c0
  %t161 = add i64 %t152, 2
  %t162 = getelementptr ptr, ptr %t5, i64 %t161
  %t163 = load ptr, ptr %t162, align 8
  %t164 = getelementptr float, ptr %t163, i64 %c0
  %t165 = add i64 %t152, 3
  %t166 = getelementptr ptr, ptr %t5, i64 %t165
  %t167 = load ptr, ptr %t166, align 8
  %t168 = getelementptr float, ptr %t167, i64 %c0
  %t169 = add i64 %t152, 4
  %t170 = getelementptr ptr, ptr %t5, i64 %t169
  %t171 = load ptr, ptr %t170, align 8
  %t172 = getelementptr float, ptr %t171, i64 %c0
  %t173 = add i64 %t152, 5
  %t174 = getelementptr ptr, ptr %t5, i64 %t173
  %t175 = load ptr, ptr %t174, align 8
  %t176 = getelementptr float, ptr %t175, i64 %c0
  %t177 = icmp sgt i64 %t23, 0
  br i1 %t177, label %p.loop, label %p.tapend
p.loop:
  %p.j = phi i64 [0, %p.tap], [%p.j.next, %p.loop]
  %p.bp = phi ptr [%p.bt, %p.tap], [%p.bp1, %p.loop]
  %p.acc0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.acc1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.acc2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.acc3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.acc4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.acc5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.acc6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.acc7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.acc8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.acc9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.acc10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.acc11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %p.acc12 = phi <16 x float> [%p.tacc12, %p.tap], [%p.new12, %p.loop]
  %p.acc13 = phi <16 x float> [%p.tacc13, %p.tap], [%p.new13, %p.loop]
  %p.acc14 = phi <16 x float> [%p.tacc14, %p.tap], [%p.new14, %p.loop]
  %p.acc15 = phi <16 x float> [%p.tacc15, %p.tap], [%p.new15, %p.loop]
  %p.acc16 = phi <16 x float> [%p.tacc16, %p.tap], [%p.new16, %p.loop]
  %p.acc17 = phi <16 x float> [%p.tacc17, %p.tap], [%p.new17, %p.loop]
  %t178 = getelementptr float, ptr %p.bp, i64 0
  %t179 = load <16 x float>, ptr %t178, align 4
  %t180 = getelementptr float, ptr %p.bp, i64 16
  %t181 = load <16 x float>, ptr %t180, align 4
  %t182 = getelementptr float, ptr %p.bp, i64 32
  %t183 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t182, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t184 = getelementptr float, ptr %t156, i64 %p.j
  %t185 = load float, ptr %t184, align 4
  %t186 = insertelement <16 x float> poison, float %t185, i64 0
  %t187 = shufflevector <16 x float> %t186, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t187, <16 x float> %t179, <16 x float> %p.acc0)
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t187, <16 x float> %t181, <16 x float> %p.acc1)
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t187, <16 x float> %t183, <16 x float> %p.acc2)
  %t188 = getelementptr float, ptr %t160, i64 %p.j
  %t189 = load float, ptr %t188, align 4
  %t190 = insertelement <16 x float> poison, float %t189, i64 0
  %t191 = shufflevector <16 x float> %t190, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t191, <16 x float> %t179, <16 x float> %p.acc3)
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t191, <16 x float> %t181, <16 x float> %p.acc4)
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t191, <16 x float> %t183, <16 x float> %p.acc5)
  %t192 = getelementptr float, ptr %t164, i64 %p.j
  %t193 = load float, ptr %t192, align 4
  %t194 = insertelement <16 x float> poison, float %t193, i64 0
  %t195 = shufflevector <16 x float> %t194, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t195, <16 x float> %t179, <16 x float> %p.acc6)
  %p.new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t195, <16 x float> %t181, <16 x float> %p.acc7)
  %p.new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t195, <16 x float> %t183, <16 x float> %p.acc8)
  %t196 = getelementptr float, ptr %t168, i64 %p.j
  %t197 = load float, ptr %t196, align 4
  %t198 = insertelement <16 x float> poison, float %t197, i64 0
  %t199 = shufflevector <16 x float> %t198, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t199, <16 x float> %t179, <16 x float> %p.acc9)
  %p.new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t199, <16 x float> %t181, <16 x float> %p.acc10)
  %p.new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t199, <16 x float> %t183, <16 x float> %p.acc11)
  %t200 = getelementptr float, ptr %t172, i64 %p.j
  %t201 = load float, ptr %t200, align 4
  %t202 = insertelement <16 x float> poison, float %t201, i64 0
  %t203 = shufflevector <16 x float> %t202, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t203, <16 x float> %t179, <16 x float> %p.acc12)
  %p.new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t203, <16 x float> %t181, <16 x float> %p.acc13)
  %p.new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t203, <16 x float> %t183, <16 x float> %p.acc14)
  %t204 = getelementptr float, ptr %t176, i64 %p.j
  %t205 = load float, ptr %t204, align 4
  %t206 = insertelement <16 x float> poison, float %t205, i64 0
  %t207 = shufflevector <16 x float> %t206, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t207, <16 x float> %t179, <16 x float> %p.acc15)
  %p.new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t207, <16 x float> %t181, <16 x float> %p.acc16)
  %p.new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t207, <16 x float> %t183, <16 x float> %p.acc17)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t208 = icmp slt i64 %p.j.next, %t23
  br i1 %t208, label %p.loop, label %p.tapend, !llvm.loop !0
p.tapend:
  %p.out0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.out1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.out2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.out3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.out4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.out5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.out6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.out7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.out8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.out9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.out10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.out11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %p.out12 = phi <16 x float> [%p.tacc12, %p.tap], [%p.new12, %p.loop]
  %p.out13 = phi <16 x float> [%p.tacc13, %p.tap], [%p.new13, %p.loop]
  %p.out14 = phi <16 x float> [%p.tacc14, %p.tap], [%p.new14, %p.loop]
  %p.out15 = phi <16 x float> [%p.tacc15, %p.tap], [%p.new15, %p.loop]
  %p.out16 = phi <16 x float> [%p.tacc16, %p.tap], [%p.new16, %p.loop]
  %p.out17 = phi <16 x float> [%p.tacc17, %p.tap], [%p.new17, %p.loop]
  %p.bnext = getelementptr float, ptr %p.bt, i64 %t24
  %p.tp.next = add nsw i64 %p.tp, 1
  %t209 = icmp slt i64 %p.tp.next, %t22
  br i1 %t209, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t134, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t135, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t136, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t137, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t138, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t139, %sums], [%b.out5, %b.tapend]
  %b.tacc6 = phi <16 x float> [%t140, %sums], [%b.out6, %b.tapend]
  %b.tacc7 = phi <16 x float> [%t141, %sums], [%b.out7, %b.tapend]
  %b.tacc8 = phi <16 x float> [%t142, %sums], [%b.out8, %b.tapend]
  %b.tacc9 = phi <16 x float> [%t143, %sums], [%b.out9, %b.tapend]
  %b.tacc10 = phi <16 x float> [%t144, %sums], [%b.out10, %b.tapend]
  %b.tacc11 = phi <16 x float> [%t145, %sums], [%b.out11, %b.tapend]
  %b.tacc12 = phi <16 x float> [%t146, %sums], [%b.out12, %b.tapend]
  %b.tacc13 = phi <16 x float> [%t147, %sums], [%b.out13, %b.tapend]
  %b.tacc14 = phi <16 x float> [%t148, %sums], [%b.out14, %b.tapend]
  %b.tacc15 = phi <16 x float> [%t149, %sums], [%b.out15, %b.tapend]
  %b.tacc16 = phi <16 x float> [%t150, %sums], [%b.out16, %b.tapend]
  %b.tacc17 = phi <16 x float> [%t151, %sums], [%b.out17, %b.tapend]
  %t210 = mul i64 %b.tp, 6
  %t211 = add i64 %t210, 0
  %t212 = getelementptr ptr, ptr %t5, i64 %t211
  %t213 = load ptr, ptr %t212, align 8
  %t214 = icmp ne ptr %t213, %zero
  %t215 = select i1 %t214, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t216 = getelementptr float, ptr %t213, i64 %c0
  %t217 = add i64 %t210, 1
  %t218 = getelementptr ptr, ptr %t5, i64 %t217
  %t219 = load ptr, ptr %t218, align 8
  %t220 = icmp ne ptr %t219, %zero
  %t221 = select i1 %t220, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t222 = getelementptr float, ptr %t219, i64 %c0
  %t223 = add i64 %t210, 2
  %t224 = getelementptr ptr, ptr %t5, i64 %t223
  %t225 = load ptr, ptr %t224, align 8
  %t226 = icmp ne ptr %t225, %zero
  %t227 = select i1 %t226, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t228 = getelementptr float, ptr %t225, i64 %c0
  %t229 = add i64 %t210, 3
  %t230 = getelementptr ptr, ptr %t5, i64 %t229
  %t231 = load ptr, ptr %t230, align 8
  %t232 = icmp ne ptr %t231, %zero
  %t233 = select i1 %t232, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t234 = getelementptr float, ptr %t231, i64 %c0
  %t235 = add i64 %t210, 4
  %t236 = getelementptr ptr, ptr %t5, i64 %t235
  %t237 = load ptr, ptr %t236, align 8
  %t238 = icmp ne ptr %t237, %zero
  %t239 = select i1 %t238, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t240 = getelementptr float, ptr %t237, i64 %c0
  %t241 = add i64 %t210, 5
  %t242 = getelementptr ptr, ptr %t5, i64 %t241
  %t243 = load ptr, ptr %t242, align 8
  %t244 = icmp ne ptr %t243, %zero
  %t245 = select i1 %t244, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t246 = getelementptr float, ptr %t243, i64 %c0
  %t247 = icmp sgt i64 %t23, 0
  br i1 %t247, label %b.loop, label %b.tapend
b.loop:
  %b.j = phi i64 [0, %b.tap], [%b.j.next, %b.loop]
  %b.bp = phi ptr [%b.bt, %b.tap], [%b.bp1, %b.loop]
  %b.acc0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.acc1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.acc2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.acc3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.acc4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.acc5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.acc6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.acc7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.acc8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.acc9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.acc10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.acc11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %b.acc12 = phi <16 x float> [%b.tacc12, %b.tap], [%b.new12, %b.loop]
  %b.acc13 = phi <16 x float> [%b.tacc13, %b.tap], [%b.new13, %b.loop]
  %b.acc14 = phi <16 x float> [%b.tacc14, %b.tap], [%b.new14, %b.loop]
  %b.acc15 = phi <16 x float> [%b.tacc15, %b.tap], [%b.new15, %b.loop]
  %b.acc16 = phi <16 x float> [%b.tacc16, %b.tap], [%b.new16, %b.loop]
  %b.acc17 = phi <16 x float> [%b.tacc17, %b.tap], [%b.new17, %b.loop]
  %t248 = getelementptr float, ptr %b.bp, i64 0
  %t249 = load <16 x float>, ptr %t248, align 4
  %t250 = getelementptr float, ptr %b.bp, i64 16
  %t251 = load <16 x float>, ptr %t250, align 4
  %t252 = getelementptr float, ptr %b.bp, i64 32
  %t253 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t252, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t254 = getelementptr float, ptr %t216, i64 %b.j
  %t255 = load float, ptr %t254, align 4
  %t256 = insertelement <16 x float> poison, float %t255, i64 0
  %t257 = shufflevector <16 x float> %t256, <16 x float> poison, <16 x i32> zeroinitializer
  %t258 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t257, <16 x float> %t249, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t215, <16 x float> %t258, <16 x float> %b.acc0
  %t259 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t257, <16 x float> %t251, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t215, <16 x float> %t259, <16 x float> %b.acc1
  %t260 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t257, <16 x float> %t253, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t215, <16 x float> %t260, <16 x float> %b.acc2
  %t261 = getelementptr float, ptr %t222, i64 %b.j
  %t262 = load float, ptr %t261, align 4
  %t263 = insertelement <16 x float> poison, float %t262, i64 0
  %t264 = shufflevector <16 x float> %t263, <16 x float> poison, <16 x i32> zeroinitializer
  %t265 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t264, <16 x float> %t249, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t221, <16 x float> %t265, <16 x float> %b.acc3
  %t266 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t264, <16 x float> %t251, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t221, <16 x float> %t266, <16 x float> %b.acc4
  %t267 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t264, <16 x float> %t253, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t221, <16 x float> %t267, <16 x float> %b.acc5
  %t268 = getelementptr float, ptr %t228, i64 %b.j
  %t269 = load float, ptr %t268, align 4
  %t270 = insertelement <16 x float> poison, float %t269, i64 0
  %t271 = shufflevector <16 x float> %t270, <16 x float> poison, <16 x i32> zeroinitializer
  %t272 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t271, <16 x float> %t249, <16 x float> %b.acc6)
  %b.new6 = select <16 x i1> %t227, <16 x float> %t272, <16 x float> %b.acc6
  %t273 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t271, <16 x float> %t251, <16 x float> %b.acc7)
  %b.new7 = select <16 x i1> %t227, <16 x float> %t273, <16 x float> %b.acc7
  %t274 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t271, <16 x float> %t253, <16 x float> %b.acc8)
  %b.new8 = select <16 x i1> %t227, <16 x float> %t274, <16 x float> %b.acc8
  %t275 = getelementptr float, ptr %t234, i64 %b.j
  %t276 = load float, ptr %t275, align 4
  %t277 = insertelement <16 x float> poison, float %t276, i64 0
  %t278 = shufflevector <16 x float> %t277, <16 x float> poison, <16 x i32> zeroinitializer
  %t279 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t278, <16 x float> %t249, <16 x float> %b.acc9)
  %b.new9 = select <16 x i1> %t233, <16 x float> %t279, <16 x float> %b.acc9
  %t280 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t278, <16 x float> %t251, <16 x float> %b.acc10)
  %b.new10 = select <16 x i1> %t233, <16 x float> %t280, <16 x float> %b.acc10
  %t281 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t278, <16 x float> %t253, <16 x float> %b.acc11)
  %b.new11 = select <16 x i1> %t233, <16 x float> %t281, <16 x float> %b.acc11
  %t282 = getelementptr float, ptr %t240, i64 %b.j
  %t283 = load float, ptr %t282, align 4
  %t284 = insertelement <16 x float> poison, float %t283, i64 0
  %t285 = shufflevector <16 x float> %t284, <16 x float> poison, <16 x i32> zeroinitializer
  %t286 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t285, <16 x float> %t249, <16 x float> %b.acc12)
  %b.new12 = select <16 x i1> %t239, <16 x float> %t286, <16 x float> %b.acc12
  %t287 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t285, <16 x float> %t251, <16 x float> %b.acc13)
  %b.new13 = select <16 x i1> %t239, <16 x float> %t287, <16 x float> %b.acc13
  %t288 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t285, <16 x float> %t253, <16 x float> %b.acc14)
  %b.new14 = select <16 x i1> %t239, <16 x float> %t288, <16 x float> %b.acc14
  %t289 = getelementptr float, ptr %t246, i64 %b.j
  %t290 = load float, ptr %t289, align 4
  %t291 = insertelement <16 x float> poison, float %t290, i64 0
  %t292 = shufflevector <16 x float> %t291, <16 x float> poison, <16 x i32> zeroinitializer
  %t293 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t292, <16 x float> %t249, <16 x float> %b.acc15)
  %b.new15 = select <16 x i1> %t245, <16 x float> %t293, <16 x float> %b.acc15
  %t294 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t292, <16 x float> %t251, <16 x float> %b.acc16)
  %b.new16 = select <16 x i1> %t245, <16 x float> %t294, <16 x float> %b.acc16
  %t295 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t292, <16 x float> %t253, <16 x float> %b.acc17)
  %b.new17 = select <16 x i1> %t245, <16 x float> %t295, <16 x float> %b.acc17
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t296 = icmp slt i64 %b.j.next, %t23
  br i1 %t296, label %b.loop, label %b.tapend, !llvm.loop !0
b.tapend:
  %b.out0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.out1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.out2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.out3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.out4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.out5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.out6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.out7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.out8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.out9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.out10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.out11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %b.out12 = phi <16 x float> [%b.tacc12, %b.tap], [%b.new12, %b.loop]
  %b.out13 = phi <16 x float> [%b.tacc13, %b.tap], [%b.new13, %b.loop]
  %b.out14 = phi <16 x float> [%b.tacc14, %b.tap], [%b.new14, %b.loop]
  %b.out15 = phi <16 x float> [%b.tacc15, %b.tap], [%b.new15, %b.loop]
  %b.out16 = phi <16 x float> [%b.tacc16, %b.tap], [%b.new16, %b.loop]
  %b.out17 = phi <16 x float> [%b.tacc17, %b.tap], [%b.new17, %b.loop]
  %b.bnext = getelementptr float, ptr %b.bt, i64 %t24
  %b.tp.next = add nsw i64 %b.tp, 1
  %t297 = icmp slt i64 %b.tp.next, %t22
  br i1 %t297, label %b.tap, label %done
done:
  %t298 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t299 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t300 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t301 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t302 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t303 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  %t304 = phi <16 x float> [%p.out6, %p.tapend], [%b.out6, %b.tapend]
  %t305 = phi <16 x float> [%p.out7, %p.tapend], [%b.out7, %b.tapend]
  %t306 = phi <16 x float> [%p.out8, %p.tapend], [%b.out8, %b.tapend]
  %t307 = phi <16 x float> [%p.out9, %p.tapend], [%b.out9, %b.tapend]
  %t308 = phi <16 x float> [%p.out10, %p.tapend], [%b.out10, %b.tapend]
  %t309 = phi <16 x float> [%p.out11, %p.tapend], [%b.out11, %b.tapend]
  %t310 = phi <16 x float> [%p.out12, %p.tapend], [%b.out12, %b.tapend]
  %t311 = phi <16 x float> [%p.out13, %p.tapend], [%b.out13, %b.tapend]
  %t312 = phi <16 x float> [%p.out14, %p.tapend], [%b.out14, %b.tapend]
  %t313 = phi <16 x float> [%p.out15, %p.tapend], [%b.out15, %b.tapend]
  %t314 = phi <16 x float> [%p.out16, %p.tapend], [%b.out16, %b.tapend]
  %t315 = phi <16 x float> [%p.out17, %p.tapend], [%b.out17, %b.tapend]
  br i1 %last, label %finish, label %partial
finish:
  %t316 = add i64 %size.W, 1
  %t317 = add i64 %t316, 1
  %t318 = sub i64 %size.S, 1
  %t319 = sub i64 %t317, %t318
  %t320 = sub i64 %t319, 1
  %t321 = sdiv i64 %t320, 2
  %t322 = srem i64 %t320, 2
  %t323 = icmp slt i64 %t322, 0
  %t324 = icmp slt i64 2, 0
  %t325 = icmp ne i1 %t323, %t324
  %t326 = icmp ne i64 %t322, 0
  %t327 = and i1 %t326, %t325
  %t328 = zext i1 %t327 to i64
  %t329 = sub i64 %t321, %t328
  %t330 = add i64 %t329, 1
  %t331 = sdiv i64 %m0, %t330
  %t332 = srem i64 %m0, %t330
  %t335 = icmp slt i64 0, %t10
  br i1 %t335, label %fin333, label %finnext334
fin333:
  %t336 = add i64 %k0, 0
  %p337 = getelementptr float, ptr %buf.b, i64 %t336
  %ld338 = load <16 x float>, ptr %p337, align 4
  %v339 = fadd contract <16 x float> %ld338, %t298
  %v340 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v339, <16 x float> splat (float 0x0000000000000000))
  %v341 = add i64 %size.H, 1
  %v342 = add i64 %v341, 1
  %v343 = sub i64 %size.R, 1
  %v344 = sub i64 %v342, %v343
  %v345 = sub i64 %v344, 1
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
  %v356 = mul i64 %n, %v355
  %v357 = add i64 %v356, %t331
  %v358 = add i64 %size.W, 1
  %v359 = add i64 %v358, 1
  %v360 = sub i64 %size.S, 1
  %v361 = sub i64 %v359, %v360
  %v362 = sub i64 %v361, 1
  %v363 = sdiv i64 %v362, 2
  %v364 = srem i64 %v362, 2
  %v365 = icmp ne i64 %v364, 0
  %v366 = icmp slt i64 %v364, 0
  %v367 = icmp slt i64 2, 0
  %v368 = xor i1 %v366, %v367
  %v369 = and i1 %v365, %v368
  %v370 = zext i1 %v369 to i64
  %v371 = sub i64 %v363, %v370
  %v372 = add i64 %v371, 1
  %v373 = mul i64 %v357, %v372
  %v374 = add i64 %v373, %t332
  %v375 = mul i64 %v374, %size.K
  %v376 = add i64 %v375, %t336
  %p377 = getelementptr float, ptr %buf.y, i64 %v376
  store <16 x float> %v340, ptr %p377, align 4
  %t378 = add i64 %k0, 16
  %p379 = getelementptr float, ptr %buf.b, i64 %t378
  %ld380 = load <16 x float>, ptr %p379, align 4
  %v381 = fadd contract <16 x float> %ld380, %t299
  %v382 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v381, <16 x float> splat (float 0x0000000000000000))
  %v383 = add i64 %size.H, 1
  %v384 = add i64 %v383, 1
  %v385 = sub i64 %size.R, 1
  %v386 = sub i64 %v384, %v385
  %v387 = sub i64 %v386, 1
  %v388 = sdiv i64 %v387, 2
  %v389 = srem i64 %v387, 2
  %v390 = icmp ne i64 %v389, 0
  %v391 = icmp slt i64 %v389, 0
  %v392 = icmp slt i64 2, 0
  %v393 = xor i1 %v391, %v392
  %v394 = and i1 %v390, %v393
  %v395 = zext i1 %v394 to i64
  %v396 = sub i64 %v388, %v395
  %v397 = add i64 %v396, 1
  %v398 = mul i64 %n, %v397
  %v399 = add i64 %v398, %t331
  %v400 = add i64 %size.W, 1
  %v401 = add i64 %v400, 1
  %v402 = sub i64 %size.S, 1
  %v403 = sub i64 %v401, %v402
  %v404 = sub i64 %v403, 1
  %v405 = sdiv i64 %v404, 2
  %v406 = srem i64 %v404, 2
  %v407 = icmp ne i64 %v406, 0
  %v408 = icmp slt i64 %v406, 0
  %v409 = icmp slt i64 2, 0
  %v410 = xor i1 %v408, %v409
  %v411 = and i1 %v407, %v410
  %v412 = zext i1 %v411 to i64
  %v413 = sub i64 %v405, %v412
  %v414 = add i64 %v413, 1
  %v415 = mul i64 %v399, %v414
  %v416 = add i64 %v415, %t332
  %v417 = mul i64 %v416, %size.K
  %v418 = add i64 %v417, %t378
  %p419 = getelementptr float, ptr %buf.y, i64 %v418
  store <16 x float> %v382, ptr %p419, align 4
  %t420 = add i64 %k0, 32
  %p421 = getelementptr float, ptr %buf.b, i64 %t420
  %ld422 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p421, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v423 = fadd contract <16 x float> %ld422, %t300
  %v424 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v423, <16 x float> splat (float 0x0000000000000000))
  %v425 = add i64 %size.H, 1
  %v426 = add i64 %v425, 1
  %v427 = sub i64 %size.R, 1
  %v428 = sub i64 %v426, %v427
  %v429 = sub i64 %v428, 1
  %v430 = sdiv i64 %v429, 2
  %v431 = srem i64 %v429, 2
  %v432 = icmp ne i64 %v431, 0
  %v433 = icmp slt i64 %v431, 0
  %v434 = icmp slt i64 2, 0
  %v435 = xor i1 %v433, %v434
  %v436 = and i1 %v432, %v435
  %v437 = zext i1 %v436 to i64
  %v438 = sub i64 %v430, %v437
  %v439 = add i64 %v438, 1
  %v440 = mul i64 %n, %v439
  %v441 = add i64 %v440, %t331
  %v442 = add i64 %size.W, 1
  %v443 = add i64 %v442, 1
  %v444 = sub i64 %size.S, 1
  %v445 = sub i64 %v443, %v444
  %v446 = sub i64 %v445, 1
  %v447 = sdiv i64 %v446, 2
  %v448 = srem i64 %v446, 2
  %v449 = icmp ne i64 %v448, 0
  %v450 = icmp slt i64 %v448, 0
  %v451 = icmp slt i64 2, 0
  %v452 = xor i1 %v450, %v451
  %v453 = and i1 %v449, %v452
  %v454 = zext i1 %v453 to i64
  %v455 = sub i64 %v447, %v454
  %v456 = add i64 %v455, 1
  %v457 = mul i64 %v441, %v456
  %v458 = add i64 %v457, %t332
  %v459 = mul i64 %v458, %size.K
  %v460 = add i64 %v459, %t420
  %p461 = getelementptr float, ptr %buf.y, i64 %v460
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v424, ptr align 4 %p461, <16 x i1> %mlast)
  br label %finnext334
finnext334:
  %t462 = add i64 %t332, 1
  %t463 = icmp sge i64 %t462, %t330
  %t464 = select i1 %t463, i64 0, i64 %t462
  %t465 = zext i1 %t463 to i64
  %t466 = add i64 %t331, %t465
  %t469 = icmp slt i64 1, %t10
  br i1 %t469, label %fin467, label %finnext468
fin467:
  %t470 = add i64 %k0, 0
  %p471 = getelementptr float, ptr %buf.b, i64 %t470
  %ld472 = load <16 x float>, ptr %p471, align 4
  %v473 = fadd contract <16 x float> %ld472, %t301
  %v474 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v473, <16 x float> splat (float 0x0000000000000000))
  %v475 = add i64 %size.H, 1
  %v476 = add i64 %v475, 1
  %v477 = sub i64 %size.R, 1
  %v478 = sub i64 %v476, %v477
  %v479 = sub i64 %v478, 1
  %v480 = sdiv i64 %v479, 2
  %v481 = srem i64 %v479, 2
  %v482 = icmp ne i64 %v481, 0
  %v483 = icmp slt i64 %v481, 0
  %v484 = icmp slt i64 2, 0
  %v485 = xor i1 %v483, %v484
  %v486 = and i1 %v482, %v485
  %v487 = zext i1 %v486 to i64
  %v488 = sub i64 %v480, %v487
  %v489 = add i64 %v488, 1
  %v490 = mul i64 %n, %v489
  %v491 = add i64 %v490, %t466
  %v492 = add i64 %size.W, 1
  %v493 = add i64 %v492, 1
  %v494 = sub i64 %size.S, 1
  %v495 = sub i64 %v493, %v494
  %v496 = sub i64 %v495, 1
  %v497 = sdiv i64 %v496, 2
  %v498 = srem i64 %v496, 2
  %v499 = icmp ne i64 %v498, 0
  %v500 = icmp slt i64 %v498, 0
  %v501 = icmp slt i64 2, 0
  %v502 = xor i1 %v500, %v501
  %v503 = and i1 %v499, %v502
  %v504 = zext i1 %v503 to i64
  %v505 = sub i64 %v497, %v504
  %v506 = add i64 %v505, 1
  %v507 = mul i64 %v491, %v506
  %v508 = add i64 %v507, %t464
  %v509 = mul i64 %v508, %size.K
  %v510 = add i64 %v509, %t470
  %p511 = getelementptr float, ptr %buf.y, i64 %v510
  store <16 x float> %v474, ptr %p511, align 4
  %t512 = add i64 %k0, 16
  %p513 = getelementptr float, ptr %buf.b, i64 %t512
  %ld514 = load <16 x float>, ptr %p513, align 4
  %v515 = fadd contract <16 x float> %ld514, %t302
  %v516 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v515, <16 x float> splat (float 0x0000000000000000))
  %v517 = add i64 %size.H, 1
  %v518 = add i64 %v517, 1
  %v519 = sub i64 %size.R, 1
  %v520 = sub i64 %v518, %v519
  %v521 = sub i64 %v520, 1
  %v522 = sdiv i64 %v521, 2
  %v523 = srem i64 %v521, 2
  %v524 = icmp ne i64 %v523, 0
  %v525 = icmp slt i64 %v523, 0
  %v526 = icmp slt i64 2, 0
  %v527 = xor i1 %v525, %v526
  %v528 = and i1 %v524, %v527
  %v529 = zext i1 %v528 to i64
  %v530 = sub i64 %v522, %v529
  %v531 = add i64 %v530, 1
  %v532 = mul i64 %n, %v531
  %v533 = add i64 %v532, %t466
  %v534 = add i64 %size.W, 1
  %v535 = add i64 %v534, 1
  %v536 = sub i64 %size.S, 1
  %v537 = sub i64 %v535, %v536
  %v538 = sub i64 %v537, 1
  %v539 = sdiv i64 %v538, 2
  %v540 = srem i64 %v538, 2
  %v541 = icmp ne i64 %v540, 0
  %v542 = icmp slt i64 %v540, 0
  %v543 = icmp slt i64 2, 0
  %v544 = xor i1 %v542, %v543
  %v545 = and i1 %v541, %v544
  %v546 = zext i1 %v545 to i64
  %v547 = sub i64 %v539, %v546
  %v548 = add i64 %v547, 1
  %v549 = mul i64 %v533, %v548
  %v550 = add i64 %v549, %t464
  %v551 = mul i64 %v550, %size.K
  %v552 = add i64 %v551, %t512
  %p553 = getelementptr float, ptr %buf.y, i64 %v552
  store <16 x float> %v516, ptr %p553, align 4
  %t554 = add i64 %k0, 32
  %p555 = getelementptr float, ptr %buf.b, i64 %t554
  %ld556 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p555, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v557 = fadd contract <16 x float> %ld556, %t303
  %v558 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v557, <16 x float> splat (float 0x0000000000000000))
  %v559 = add i64 %size.H, 1
  %v560 = add i64 %v559, 1
  %v561 = sub i64 %size.R, 1
  %v562 = sub i64 %v560, %v561
  %v563 = sub i64 %v562, 1
  %v564 = sdiv i64 %v563, 2
  %v565 = srem i64 %v563, 2
  %v566 = icmp ne i64 %v565, 0
  %v567 = icmp slt i64 %v565, 0
  %v568 = icmp slt i64 2, 0
  %v569 = xor i1 %v567, %v568
  %v570 = and i1 %v566, %v569
  %v571 = zext i1 %v570 to i64
  %v572 = sub i64 %v564, %v571
  %v573 = add i64 %v572, 1
  %v574 = mul i64 %n, %v573
  %v575 = add i64 %v574, %t466
  %v576 = add i64 %size.W, 1
  %v577 = add i64 %v576, 1
  %v578 = sub i64 %size.S, 1
  %v579 = sub i64 %v577, %v578
  %v580 = sub i64 %v579, 1
  %v581 = sdiv i64 %v580, 2
  %v582 = srem i64 %v580, 2
  %v583 = icmp ne i64 %v582, 0
  %v584 = icmp slt i64 %v582, 0
  %v585 = icmp slt i64 2, 0
  %v586 = xor i1 %v584, %v585
  %v587 = and i1 %v583, %v586
  %v588 = zext i1 %v587 to i64
  %v589 = sub i64 %v581, %v588
  %v590 = add i64 %v589, 1
  %v591 = mul i64 %v575, %v590
  %v592 = add i64 %v591, %t464
  %v593 = mul i64 %v592, %size.K
  %v594 = add i64 %v593, %t554
  %p595 = getelementptr float, ptr %buf.y, i64 %v594
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v558, ptr align 4 %p595, <16 x i1> %mlast)
  br label %finnext468
finnext468:
  %t596 = add i64 %t464, 1
  %t597 = icmp sge i64 %t596, %t330
  %t598 = select i1 %t597, i64 0, i64 %t596
  %t599 = zext i1 %t597 to i64
  %t600 = add i64 %t466, %t599
  %t603 = icmp slt i64 2, %t10
  br i1 %t603, label %fin601, label %finnext602
fin601:
  %t604 = add i64 %k0, 0
  %p605 = getelementptr float, ptr %buf.b, i64 %t604
  %ld606 = load <16 x float>, ptr %p605, align 4
  %v607 = fadd contract <16 x float> %ld606, %t304
  %v608 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v607, <16 x float> splat (float 0x0000000000000000))
  %v609 = add i64 %size.H, 1
  %v610 = add i64 %v609, 1
  %v611 = sub i64 %size.R, 1
  %v612 = sub i64 %v610, %v611
  %v613 = sub i64 %v612, 1
  %v614 = sdiv i64 %v613, 2
  %v615 = srem i64 %v613, 2
  %v616 = icmp ne i64 %v615, 0
  %v617 = icmp slt i64 %v615, 0
  %v618 = icmp slt i64 2, 0
  %v619 = xor i1 %v617, %v618
  %v620 = and i1 %v616, %v619
  %v621 = zext i1 %v620 to i64
  %v622 = sub i64 %v614, %v621
  %v623 = add i64 %v622, 1
  %v624 = mul i64 %n, %v623
  %v625 = add i64 %v624, %t600
  %v626 = add i64 %size.W, 1
  %v627 = add i64 %v626, 1
  %v628 = sub i64 %size.S, 1
  %v629 = sub i64 %v627, %v628
  %v630 = sub i64 %v629, 1
  %v631 = sdiv i64 %v630, 2
  %v632 = srem i64 %v630, 2
  %v633 = icmp ne i64 %v632, 0
  %v634 = icmp slt i64 %v632, 0
  %v635 = icmp slt i64 2, 0
  %v636 = xor i1 %v634, %v635
  %v637 = and i1 %v633, %v636
  %v638 = zext i1 %v637 to i64
  %v639 = sub i64 %v631, %v638
  %v640 = add i64 %v639, 1
  %v641 = mul i64 %v625, %v640
  %v642 = add i64 %v641, %t598
  %v643 = mul i64 %v642, %size.K
  %v644 = add i64 %v643, %t604
  %p645 = getelementptr float, ptr %buf.y, i64 %v644
  store <16 x float> %v608, ptr %p645, align 4
  %t646 = add i64 %k0, 16
  %p647 = getelementptr float, ptr %buf.b, i64 %t646
  %ld648 = load <16 x float>, ptr %p647, align 4
  %v649 = fadd contract <16 x float> %ld648, %t305
  %v650 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v649, <16 x float> splat (float 0x0000000000000000))
  %v651 = add i64 %size.H, 1
  %v652 = add i64 %v651, 1
  %v653 = sub i64 %size.R, 1
  %v654 = sub i64 %v652, %v653
  %v655 = sub i64 %v654, 1
  %v656 = sdiv i64 %v655, 2
  %v657 = srem i64 %v655, 2
  %v658 = icmp ne i64 %v657, 0
  %v659 = icmp slt i64 %v657, 0
  %v660 = icmp slt i64 2, 0
  %v661 = xor i1 %v659, %v660
  %v662 = and i1 %v658, %v661
  %v663 = zext i1 %v662 to i64
  %v664 = sub i64 %v656, %v663
  %v665 = add i64 %v664, 1
  %v666 = mul i64 %n, %v665
  %v667 = add i64 %v666, %t600
  %v668 = add i64 %size.W, 1
  %v669 = add i64 %v668, 1
  %v670 = sub i64 %size.S, 1
  %v671 = sub i64 %v669, %v670
  %v672 = sub i64 %v671, 1
  %v673 = sdiv i64 %v672, 2
  %v674 = srem i64 %v672, 2
  %v675 = icmp ne i64 %v674, 0
  %v676 = icmp slt i64 %v674, 0
  %v677 = icmp slt i64 2, 0
  %v678 = xor i1 %v676, %v677
  %v679 = and i1 %v675, %v678
  %v680 = zext i1 %v679 to i64
  %v681 = sub i64 %v673, %v680
  %v682 = add i64 %v681, 1
  %v683 = mul i64 %v667, %v682
  %v684 = add i64 %v683, %t598
  %v685 = mul i64 %v684, %size.K
  %v686 = add i64 %v685, %t646
  %p687 = getelementptr float, ptr %buf.y, i64 %v686
  store <16 x float> %v650, ptr %p687, align 4
  %t688 = add i64 %k0, 32
  %p689 = getelementptr float, ptr %buf.b, i64 %t688
  %ld690 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p689, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v691 = fadd contract <16 x float> %ld690, %t306
  %v692 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v691, <16 x float> splat (float 0x0000000000000000))
  %v693 = add i64 %size.H, 1
  %v694 = add i64 %v693, 1
  %v695 = sub i64 %size.R, 1
  %v696 = sub i64 %v694, %v695
  %v697 = sub i64 %v696, 1
  %v698 = sdiv i64 %v697, 2
  %v699 = srem i64 %v697, 2
  %v700 = icmp ne i64 %v699, 0
  %v701 = icmp slt i64 %v699, 0
  %v702 = icmp slt i64 2, 0
  %v703 = xor i1 %v701, %v702
  %v704 = and i1 %v700, %v703
  %v705 = zext i1 %v704 to i64
  %v706 = sub i64 %v698, %v705
  %v707 = add i64 %v706, 1
  %v708 = mul i64 %n, %v707
  %v709 = add i64 %v708, %t600
  %v710 = add i64 %size.W, 1
  %v711 = add i64 %v710, 1
  %v712 = sub i64 %size.S, 1
  %v713 = sub i64 %v711, %v712
  %v714 = sub i64 %v713, 1
  %v715 = sdiv i64 %v714, 2
  %v716 = srem i64 %v714, 2
  %v717 = icmp ne i64 %v716, 0
  %v718 = icmp slt i64 %v716, 0
  %v719 = icmp slt i64 2, 0
  %v720 = xor i1 %v718, %v719
  %v721 = and i1 %v717, %v720
  %v722 = zext i1 %v721 to i64
  %v723 = sub i64 %v715, %v722
  %v724 = add i64 %v723, 1
  %v725 = mul i64 %v709, %v724
  %v726 = add i64 %v725, %t598
  %v727 = mul i64 %v726, %size.K
  %v728 = add i64 %v727, %t688
  %p729 = getelementptr float, ptr %buf.y, i64 %v728
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v692, ptr align 4 %p729, <16 x i1> %mlast)
  br label %finnext602
finnext602:
  %t730 = add i64 %t598, 1
  %t731 = icmp sge i64 %t730, %t330
  %t732 = select i1 %t731, i64 0, i64 %t730
  %t733 = zext i1 %t731 to i64
  %t734 = add i64 %t600, %t733
  %t737 = icmp slt i64 3, %t10
  br i1 %t737, label %fin735, label %finnext736
fin735:
  %t738 = add i64 %k0, 0
  %p739 = getelementptr float, ptr %buf.b, i64 %t738
  %ld740 = load <16 x float>, ptr %p739, align 4
  %v741 = fadd contract <16 x float> %ld740, %t307
  %v742 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v741, <16 x float> splat (float 0x0000000000000000))
  %v743 = add i64 %size.H, 1
  %v744 = add i64 %v743, 1
  %v745 = sub i64 %size.R, 1
  %v746 = sub i64 %v744, %v745
  %v747 = sub i64 %v746, 1
  %v748 = sdiv i64 %v747, 2
  %v749 = srem i64 %v747, 2
  %v750 = icmp ne i64 %v749, 0
  %v751 = icmp slt i64 %v749, 0
  %v752 = icmp slt i64 2, 0
  %v753 = xor i1 %v751, %v752
  %v754 = and i1 %v750, %v753
  %v755 = zext i1 %v754 to i64
  %v756 = sub i64 %v748, %v755
  %v757 = add i64 %v756, 1
  %v758 = mul i64 %n, %v757
  %v759 = add i64 %v758, %t734
  %v760 = add i64 %size.W, 1
  %v761 = add i64 %v760, 1
  %v762 = sub i64 %size.S, 1
  %v763 = sub i64 %v761, %v762
  %v764 = sub i64 %v763, 1
  %v765 = sdiv i64 %v764, 2
  %v766 = srem i64 %v764, 2
  %v767 = icmp ne i64 %v766, 0
  %v768 = icmp slt i64 %v766, 0
  %v769 = icmp slt i64 2, 0
  %v770 = xor i1 %v768, %v769
  %v771 = and i1 %v767, %v770
  %v772 = zext i1 %v771 to i64
  %v773 = sub i64 %v765, %v772
  %v774 = add i64 %v773, 1
  %v775 = mul i64 %v759, %v774
  %v776 = add i64 %v775, %t732
  %v777 = mul i64 %v776, %size.K
  %v778 = add i64 %v777, %t738
  %p779 = getelementptr float, ptr %buf.y, i64 %v778
  store <16 x float> %v742, ptr %p779, align 4
  %t780 = add i64 %k0, 16
  %p781 = getelementptr float, ptr %buf.b, i64 %t780
  %ld782 = load <16 x float>, ptr %p781, align 4
  %v783 = fadd contract <16 x float> %ld782, %t308
  %v784 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v783, <16 x float> splat (float 0x0000000000000000))
  %v785 = add i64 %size.H, 1
  %v786 = add i64 %v785, 1
  %v787 = sub i64 %size.R, 1
  %v788 = sub i64 %v786, %v787
  %v789 = sub i64 %v788, 1
  %v790 = sdiv i64 %v789, 2
  %v791 = srem i64 %v789, 2
  %v792 = icmp ne i64 %v791, 0
  %v793 = icmp slt i64 %v791, 0
  %v794 = icmp slt i64 2, 0
  %v795 = xor i1 %v793, %v794
  %v796 = and i1 %v792, %v795
  %v797 = zext i1 %v796 to i64
  %v798 = sub i64 %v790, %v797
  %v799 = add i64 %v798, 1
  %v800 = mul i64 %n, %v799
  %v801 = add i64 %v800, %t734
  %v802 = add i64 %size.W, 1
  %v803 = add i64 %v802, 1
  %v804 = sub i64 %size.S, 1
  %v805 = sub i64 %v803, %v804
  %v806 = sub i64 %v805, 1
  %v807 = sdiv i64 %v806, 2
  %v808 = srem i64 %v806, 2
  %v809 = icmp ne i64 %v808, 0
  %v810 = icmp slt i64 %v808, 0
  %v811 = icmp slt i64 2, 0
  %v812 = xor i1 %v810, %v811
  %v813 = and i1 %v809, %v812
  %v814 = zext i1 %v813 to i64
  %v815 = sub i64 %v807, %v814
  %v816 = add i64 %v815, 1
  %v817 = mul i64 %v801, %v816
  %v818 = add i64 %v817, %t732
  %v819 = mul i64 %v818, %size.K
  %v820 = add i64 %v819, %t780
  %p821 = getelementptr float, ptr %buf.y, i64 %v820
  store <16 x float> %v784, ptr %p821, align 4
  %t822 = add i64 %k0, 32
  %p823 = getelementptr float, ptr %buf.b, i64 %t822
  %ld824 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p823, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v825 = fadd contract <16 x float> %ld824, %t309
  %v826 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v825, <16 x float> splat (float 0x0000000000000000))
  %v827 = add i64 %size.H, 1
  %v828 = add i64 %v827, 1
  %v829 = sub i64 %size.R, 1
  %v830 = sub i64 %v828, %v829
  %v831 = sub i64 %v830, 1
  %v832 = sdiv i64 %v831, 2
  %v833 = srem i64 %v831, 2
  %v834 = icmp ne i64 %v833, 0
  %v835 = icmp slt i64 %v833, 0
  %v836 = icmp slt i64 2, 0
  %v837 = xor i1 %v835, %v836
  %v838 = and i1 %v834, %v837
  %v839 = zext i1 %v838 to i64
  %v840 = sub i64 %v832, %v839
  %v841 = add i64 %v840, 1
  %v842 = mul i64 %n, %v841
  %v843 = add i64 %v842, %t734
  %v844 = add i64 %size.W, 1
  %v845 = add i64 %v844, 1
  %v846 = sub i64 %size.S, 1
  %v847 = sub i64 %v845, %v846
  %v848 = sub i64 %v847, 1
  %v849 = sdiv i64 %v848, 2
  %v850 = srem i64 %v848, 2
  %v851 = icmp ne i64 %v850, 0
  %v852 = icmp slt i64 %v850, 0
  %v853 = icmp slt i64 2, 0
  %v854 = xor i1 %v852, %v853
  %v855 = and i1 %v851, %v854
  %v856 = zext i1 %v855 to i64
  %v857 = sub i64 %v849, %v856
  %v858 = add i64 %v857, 1
  %v859 = mul i64 %v843, %v858
  %v860 = add i64 %v859, %t732
  %v861 = mul i64 %v860, %size.K
  %v862 = add i64 %v861, %t822
  %p863 = getelementptr float, ptr %buf.y, i64 %v862
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v826, ptr align 4 %p863, <16 x i1> %mlast)
  br label %finnext736
finnext736:
  %t864 = add i64 %t732, 1
  %t865 = icmp sge i64 %t864, %t330
  %t866 = select i1 %t865, i64 0, i64 %t864
  %t867 = zext i1 %t865 to i64
  %t868 = add i64 %t734, %t867
  %t871 = icmp slt i64 4, %t10
  br i1 %t871, label %fin869, label %finnext870
fin869:
  %t872 = add i64 %k0, 0
  %p873 = getelementptr float, ptr %buf.b, i64 %t872
  %ld874 = load <16 x float>, ptr %p873, align 4
  %v875 = fadd contract <16 x float> %ld874, %t310
  %v876 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v875, <16 x float> splat (float 0x0000000000000000))
  %v877 = add i64 %size.H, 1
  %v878 = add i64 %v877, 1
  %v879 = sub i64 %size.R, 1
  %v880 = sub i64 %v878, %v879
  %v881 = sub i64 %v880, 1
  %v882 = sdiv i64 %v881, 2
  %v883 = srem i64 %v881, 2
  %v884 = icmp ne i64 %v883, 0
  %v885 = icmp slt i64 %v883, 0
  %v886 = icmp slt i64 2, 0
  %v887 = xor i1 %v885, %v886
  %v888 = and i1 %v884, %v887
  %v889 = zext i1 %v888 to i64
  %v890 = sub i64 %v882, %v889
  %v891 = add i64 %v890, 1
  %v892 = mul i64 %n, %v891
  %v893 = add i64 %v892, %t868
  %v894 = add i64 %size.W, 1
  %v895 = add i64 %v894, 1
  %v896 = sub i64 %size.S, 1
  %v897 = sub i64 %v895, %v896
  %v898 = sub i64 %v897, 1
  %v899 = sdiv i64 %v898, 2
  %v900 = srem i64 %v898, 2
  %v901 = icmp ne i64 %v900, 0
  %v902 = icmp slt i64 %v900, 0
  %v903 = icmp slt i64 2, 0
  %v904 = xor i1 %v902, %v903
  %v905 = and i1 %v901, %v904
  %v906 = zext i1 %v905 to i64
  %v907 = sub i64 %v899, %v906
  %v908 = add i64 %v907, 1
  %v909 = mul i64 %v893, %v908
  %v910 = add i64 %v909, %t866
  %v911 = mul i64 %v910, %size.K
  %v912 = add i64 %v911, %t872
  %p913 = getelementptr float, ptr %buf.y, i64 %v912
  store <16 x float> %v876, ptr %p913, align 4
  %t914 = add i64 %k0, 16
  %p915 = getelementptr float, ptr %buf.b, i64 %t914
  %ld916 = load <16 x float>, ptr %p915, align 4
  %v917 = fadd contract <16 x float> %ld916, %t311
  %v918 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v917, <16 x float> splat (float 0x0000000000000000))
  %v919 = add i64 %size.H, 1
  %v920 = add i64 %v919, 1
  %v921 = sub i64 %size.R, 1
  %v922 = sub i64 %v920, %v921
  %v923 = sub i64 %v922, 1
  %v924 = sdiv i64 %v923, 2
  %v925 = srem i64 %v923, 2
  %v926 = icmp ne i64 %v925, 0
  %v927 = icmp slt i64 %v925, 0
  %v928 = icmp slt i64 2, 0
  %v929 = xor i1 %v927, %v928
  %v930 = and i1 %v926, %v929
  %v931 = zext i1 %v930 to i64
  %v932 = sub i64 %v924, %v931
  %v933 = add i64 %v932, 1
  %v934 = mul i64 %n, %v933
  %v935 = add i64 %v934, %t868
  %v936 = add i64 %size.W, 1
  %v937 = add i64 %v936, 1
  %v938 = sub i64 %size.S, 1
  %v939 = sub i64 %v937, %v938
  %v940 = sub i64 %v939, 1
  %v941 = sdiv i64 %v940, 2
  %v942 = srem i64 %v940, 2
  %v943 = icmp ne i64 %v942, 0
  %v944 = icmp slt i64 %v942, 0
  %v945 = icmp slt i64 2, 0
  %v946 = xor i1 %v944, %v945
  %v947 = and i1 %v943, %v946
  %v948 = zext i1 %v947 to i64
  %v949 = sub i64 %v941, %v948
  %v950 = add i64 %v949, 1
  %v951 = mul i64 %v935, %v950
  %v952 = add i64 %v951, %t866
  %v953 = mul i64 %v952, %size.K
  %v954 = add i64 %v953, %t914
  %p955 = getelementptr float, ptr %buf.y, i64 %v954
  store <16 x float> %v918, ptr %p955, align 4
  %t956 = add i64 %k0, 32
  %p957 = getelementptr float, ptr %buf.b, i64 %t956
  %ld958 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p957, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v959 = fadd contract <16 x float> %ld958, %t312
  %v960 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v959, <16 x float> splat (float 0x0000000000000000))
  %v961 = add i64 %size.H, 1
  %v962 = add i64 %v961, 1
  %v963 = sub i64 %size.R, 1
  %v964 = sub i64 %v962, %v963
  %v965 = sub i64 %v964, 1
  %v966 = sdiv i64 %v965, 2
  %v967 = srem i64 %v965, 2
  %v968 = icmp ne i64 %v967, 0
  %v969 = icmp slt i64 %v967, 0
  %v970 = icmp slt i64 2, 0
  %v971 = xor i1 %v969, %v970
  %v972 = and i1 %v968, %v971
  %v973 = zext i1 %v972 to i64
  %v974 = sub i64 %v966, %v973
  %v975 = add i64 %v974, 1
  %v976 = mul i64 %n, %v975
  %v977 = add i64 %v976, %t868
  %v978 = add i64 %size.W, 1
  %v979 = add i64 %v978, 1
  %v980 = sub i64 %size.S, 1
  %v981 = sub i64 %v979, %v980
  %v982 = sub i64 %v981, 1
  %v983 = sdiv i64 %v982, 2
  %v984 = srem i64 %v982, 2
  %v985 = icmp ne i64 %v984, 0
  %v986 = icmp slt i64 %v984, 0
  %v987 = icmp slt i64 2, 0
  %v988 = xor i1 %v986, %v987
  %v989 = and i1 %v985, %v988
  %v990 = zext i1 %v989 to i64
  %v991 = sub i64 %v983, %v990
  %v992 = add i64 %v991, 1
  %v993 = mul i64 %v977, %v992
  %v994 = add i64 %v993, %t866
  %v995 = mul i64 %v994, %size.K
  %v996 = add i64 %v995, %t956
  %p997 = getelementptr float, ptr %buf.y, i64 %v996
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v960, ptr align 4 %p997, <16 x i1> %mlast)
  br label %finnext870
finnext870:
  %t998 = add i64 %t866, 1
  %t999 = icmp sge i64 %t998, %t330
  %t1000 = select i1 %t999, i64 0, i64 %t998
  %t1001 = zext i1 %t999 to i64
  %t1002 = add i64 %t868, %t1001
  %t1005 = icmp slt i64 5, %t10
  br i1 %t1005, label %fin1003, label %finnext1004
fin1003:
  %t1006 = add i64 %k0, 0
  %p1007 = getelementptr float, ptr %buf.b, i64 %t1006
  %ld1008 = load <16 x float>, ptr %p1007, align 4
  %v1009 = fadd contract <16 x float> %ld1008, %t313
  %v1010 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1009, <16 x float> splat (float 0x0000000000000000))
  %v1011 = add i64 %size.H, 1
  %v1012 = add i64 %v1011, 1
  %v1013 = sub i64 %size.R, 1
  %v1014 = sub i64 %v1012, %v1013
  %v1015 = sub i64 %v1014, 1
  %v1016 = sdiv i64 %v1015, 2
  %v1017 = srem i64 %v1015, 2
  %v1018 = icmp ne i64 %v1017, 0
  %v1019 = icmp slt i64 %v1017, 0
  %v1020 = icmp slt i64 2, 0
  %v1021 = xor i1 %v1019, %v1020
  %v1022 = and i1 %v1018, %v1021
  %v1023 = zext i1 %v1022 to i64
  %v1024 = sub i64 %v1016, %v1023
  %v1025 = add i64 %v1024, 1
  %v1026 = mul i64 %n, %v1025
  %v1027 = add i64 %v1026, %t1002
  %v1028 = add i64 %size.W, 1
  %v1029 = add i64 %v1028, 1
  %v1030 = sub i64 %size.S, 1
  %v1031 = sub i64 %v1029, %v1030
  %v1032 = sub i64 %v1031, 1
  %v1033 = sdiv i64 %v1032, 2
  %v1034 = srem i64 %v1032, 2
  %v1035 = icmp ne i64 %v1034, 0
  %v1036 = icmp slt i64 %v1034, 0
  %v1037 = icmp slt i64 2, 0
  %v1038 = xor i1 %v1036, %v1037
  %v1039 = and i1 %v1035, %v1038
  %v1040 = zext i1 %v1039 to i64
  %v1041 = sub i64 %v1033, %v1040
  %v1042 = add i64 %v1041, 1
  %v1043 = mul i64 %v1027, %v1042
  %v1044 = add i64 %v1043, %t1000
  %v1045 = mul i64 %v1044, %size.K
  %v1046 = add i64 %v1045, %t1006
  %p1047 = getelementptr float, ptr %buf.y, i64 %v1046
  store <16 x float> %v1010, ptr %p1047, align 4
  %t1048 = add i64 %k0, 16
  %p1049 = getelementptr float, ptr %buf.b, i64 %t1048
  %ld1050 = load <16 x float>, ptr %p1049, align 4
  %v1051 = fadd contract <16 x float> %ld1050, %t314
  %v1052 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1051, <16 x float> splat (float 0x0000000000000000))
  %v1053 = add i64 %size.H, 1
  %v1054 = add i64 %v1053, 1
  %v1055 = sub i64 %size.R, 1
  %v1056 = sub i64 %v1054, %v1055
  %v1057 = sub i64 %v1056, 1
  %v1058 = sdiv i64 %v1057, 2
  %v1059 = srem i64 %v1057, 2
  %v1060 = icmp ne i64 %v1059, 0
  %v1061 = icmp slt i64 %v1059, 0
  %v1062 = icmp slt i64 2, 0
  %v1063 = xor i1 %v1061, %v1062
  %v1064 = and i1 %v1060, %v1063
  %v1065 = zext i1 %v1064 to i64
  %v1066 = sub i64 %v1058, %v1065
  %v1067 = add i64 %v1066, 1
  %v1068 = mul i64 %n, %v1067
  %v1069 = add i64 %v1068, %t1002
  %v1070 = add i64 %size.W, 1
  %v1071 = add i64 %v1070, 1
  %v1072 = sub i64 %size.S, 1
  %v1073 = sub i64 %v1071, %v1072
  %v1074 = sub i64 %v1073, 1
  %v1075 = sdiv i64 %v1074, 2
  %v1076 = srem i64 %v1074, 2
  %v1077 = icmp ne i64 %v1076, 0
  %v1078 = icmp slt i64 %v1076, 0
  %v1079 = icmp slt i64 2, 0
  %v1080 = xor i1 %v1078, %v1079
  %v1081 = and i1 %v1077, %v1080
  %v1082 = zext i1 %v1081 to i64
  %v1083 = sub i64 %v1075, %v1082
  %v1084 = add i64 %v1083, 1
  %v1085 = mul i64 %v1069, %v1084
  %v1086 = add i64 %v1085, %t1000
  %v1087 = mul i64 %v1086, %size.K
  %v1088 = add i64 %v1087, %t1048
  %p1089 = getelementptr float, ptr %buf.y, i64 %v1088
  store <16 x float> %v1052, ptr %p1089, align 4
  %t1090 = add i64 %k0, 32
  %p1091 = getelementptr float, ptr %buf.b, i64 %t1090
  %ld1092 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1091, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1093 = fadd contract <16 x float> %ld1092, %t315
  %v1094 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1093, <16 x float> splat (float 0x0000000000000000))
  %v1095 = add i64 %size.H, 1
  %v1096 = add i64 %v1095, 1
  %v1097 = sub i64 %size.R, 1
  %v1098 = sub i64 %v1096, %v1097
  %v1099 = sub i64 %v1098, 1
  %v1100 = sdiv i64 %v1099, 2
  %v1101 = srem i64 %v1099, 2
  %v1102 = icmp ne i64 %v1101, 0
  %v1103 = icmp slt i64 %v1101, 0
  %v1104 = icmp slt i64 2, 0
  %v1105 = xor i1 %v1103, %v1104
  %v1106 = and i1 %v1102, %v1105
  %v1107 = zext i1 %v1106 to i64
  %v1108 = sub i64 %v1100, %v1107
  %v1109 = add i64 %v1108, 1
  %v1110 = mul i64 %n, %v1109
  %v1111 = add i64 %v1110, %t1002
  %v1112 = add i64 %size.W, 1
  %v1113 = add i64 %v1112, 1
  %v1114 = sub i64 %size.S, 1
  %v1115 = sub i64 %v1113, %v1114
  %v1116 = sub i64 %v1115, 1
  %v1117 = sdiv i64 %v1116, 2
  %v1118 = srem i64 %v1116, 2
  %v1119 = icmp ne i64 %v1118, 0
  %v1120 = icmp slt i64 %v1118, 0
  %v1121 = icmp slt i64 2, 0
  %v1122 = xor i1 %v1120, %v1121
  %v1123 = and i1 %v1119, %v1122
  %v1124 = zext i1 %v1123 to i64
  %v1125 = sub i64 %v1117, %v1124
  %v1126 = add i64 %v1125, 1
  %v1127 = mul i64 %v1111, %v1126
  %v1128 = add i64 %v1127, %t1000
  %v1129 = mul i64 %v1128, %size.K
  %v1130 = add i64 %v1129, %t1090
  %p1131 = getelementptr float, ptr %buf.y, i64 %v1130
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1094, ptr align 4 %p1131, <16 x i1> %mlast)
  br label %finnext1004
finnext1004:
  br label %tile.next
partial:
  %t1134 = icmp slt i64 0, %t10
  br i1 %t1134, label %store1132, label %next1133
store1132:
  %t1135 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t298, ptr %t1135, align 4
  %t1136 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t299, ptr %t1136, align 4
  %t1137 = getelementptr float, ptr %t26, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t300, ptr align 4 %t1137, <16 x i1> %mlast)
  br label %next1133
next1133:
  %t1140 = icmp slt i64 1, %t10
  br i1 %t1140, label %store1138, label %next1139
store1138:
  %t1141 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t301, ptr %t1141, align 4
  %t1142 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t302, ptr %t1142, align 4
  %t1143 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t303, ptr align 4 %t1143, <16 x i1> %mlast)
  br label %next1139
next1139:
  %t1146 = icmp slt i64 2, %t10
  br i1 %t1146, label %store1144, label %next1145
store1144:
  %t1147 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t304, ptr %t1147, align 4
  %t1148 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t305, ptr %t1148, align 4
  %t1149 = getelementptr float, ptr %t30, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t306, ptr align 4 %t1149, <16 x i1> %mlast)
  br label %next1145
next1145:
  %t1152 = icmp slt i64 3, %t10
  br i1 %t1152, label %store1150, label %next1151
store1150:
  %t1153 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t307, ptr %t1153, align 4
  %t1154 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t308, ptr %t1154, align 4
  %t1155 = getelementptr float, ptr %t32, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t309, ptr align 4 %t1155, <16 x i1> %mlast)
  br label %next1151
next1151:
  %t1158 = icmp slt i64 4, %t10
  br i1 %t1158, label %store1156, label %next1157
store1156:
  %t1159 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t310, ptr %t1159, align 4
  %t1160 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t311, ptr %t1160, align 4
  %t1161 = getelementptr float, ptr %t34, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t312, ptr align 4 %t1161, <16 x i1> %mlast)
  br label %next1157
next1157:
  %t1164 = icmp slt i64 5, %t10
  br i1 %t1164, label %store1162, label %next1163
store1162:
  %t1165 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t313, ptr %t1165, align 4
  %t1166 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t314, ptr %t1166, align 4
  %t1167 = getelementptr float, ptr %t36, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t315, ptr align 4 %t1167, <16 x i1> %mlast)
  br label %next1163
next1163:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t1168 = icmp slt i64 %j.next, %ntiles
  br i1 %t1168, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
entry:
  br label %tile
tile:
  %j = phi i64 [0, %entry], [%j.next, %tile.next]
  %t1 = mul i64 %j, 6
  %t2 = mul i64 %j, %per_tile
  %t3 = mul i64 %tap0, 6
  %t4 = add i64 %t2, %t3
  %t5 = getelementptr ptr, ptr %ind, i64 %t4
  %t6 = mul i64 %t1, %scr
  %t7 = getelementptr float, ptr %c, i64 %t6
  %t8 = sub i64 %ntiles, 1
  %t9 = icmp eq i64 %j, %t8
  %t10 = select i1 %t9, i64 %lastrows, i64 6
  %m0 = add i64 %m_lo, %t1
  %t11 = getelementptr i32, ptr %flags, i64 %j
  %t12 = load i32, ptr %t11
  %t13 = icmp ne i32 %t12, 0
  %t14 = mul i64 %j, %cstride
  %t15 = getelementptr i32, ptr %cnt, i64 %t14
  %t16 = getelementptr i32, ptr %t15, i64 %tap0
  %t17 = load i32, ptr %t16
  %t18 = getelementptr i32, ptr %t15, i64 %tap1
  %t19 = load i32, ptr %t18
  %t20 = icmp ne i32 %t17, %t19
  %t21 = sub i64 %tap1, %tap0
  %t22 = select i1 %t13, i64 %R, i64 %t21
  %t23 = select i1 %t13, i64 %runlen, i64 %cg
  %t24 = select i1 %t13, i64 %runbtap, i64 %btap
  %t25 = mul i64 0, %scr
  %t26 = getelementptr float, ptr %t7, i64 %t25
  %t27 = mul i64 1, %scr
  %t28 = getelementptr float, ptr %t7, i64 %t27
  %t29 = mul i64 2, %scr
  %t30 = getelementptr float, ptr %t7, i64 %t29
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %t7, i64 %t31
  %t33 = mul i64 4, %scr
  %t34 = getelementptr float, ptr %t7, i64 %t33
  %t35 = mul i64 5, %scr
  %t36 = getelementptr float, ptr %t7, i64 %t35
  br i1 %accum, label %resume, label %sums
resume:
  %t37 = icmp eq i64 %t10, 6
  br i1 %t37, label %whole, label %part
whole:
  %t38 = getelementptr float, ptr %t26, i64 0
  %t39 = load <16 x float>, ptr %t38, align 4
  %t40 = getelementptr float, ptr %t26, i64 16
  %t41 = load <16 x float>, ptr %t40, align 4
  %t42 = getelementptr float, ptr %t26, i64 32
  %t43 = load <16 x float>, ptr %t42, align 4
  %t44 = getelementptr float, ptr %t26, i64 48
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t28, i64 0
  %t47 = load <16 x float>, ptr %t46, align 4
  %t48 = getelementptr float, ptr %t28, i64 16
  %t49 = load <16 x float>, ptr %t48, align 4
  %t50 = getelementptr float, ptr %t28, i64 32
  %t51 = load <16 x float>, ptr %t50, align 4
  %t52 = getelementptr float, ptr %t28, i64 48
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t30, i64 0
  %t55 = load <16 x float>, ptr %t54, align 4
  %t56 = getelementptr float, ptr %t30, i64 16
  %t57 = load <16 x float>, ptr %t56, align 4
  %t58 = getelementptr float, ptr %t30, i64 32
  %t59 = load <16 x float>, ptr %t58, align 4
  %t60 = getelementptr float, ptr %t30, i64 48
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t32, i64 0
  %t63 = load <16 x float>, ptr %t62, align 4
  %t64 = getelementptr float, ptr %t32, i64 16
  %t65 = load <16 x float>, ptr %t64, align 4
  %t66 = getelementptr float, ptr %t32, i64 32
  %t67 = load <16 x float>, ptr %t66, align 4
  %t68 = getelementptr float, ptr %t32, i64 48
  %t69 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t68, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t70 = getelementptr float, ptr %t34, i64 0
  %t71 = load <16 x float>, ptr %t70, align 4
  %t72 = getelementptr float, ptr %t34, i64 16
  %t73 = load <16 x float>, ptr %t72, align 4
  %t74 = getelementptr float, ptr %t34, i64 32
  %t75 = load <16 x float>, ptr %t74, align 4
  %t76 = getelementptr float, ptr %t34, i64 48
  %t77 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t76, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t78 = getelementptr float, ptr %t36, i64 0
  %t79 = load <16 x float>, ptr %t78, align 4
  %t80 = getelementptr float, ptr %t36, i64 16
  %t81 = load <16 x float>, ptr %t80, align 4
  %t82 = getelementptr float, ptr %t36, i64 32
  %t83 = load <16 x float>, ptr %t82, align 4
  %t84 = getelementptr float, ptr %t36, i64 48
  %t85 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t84, <16 x i1> %mlast, <16 x float> zeroinitializer)
  br label %sums
part:
  %t86 = icmp slt i64 0, %t10
  %t87 = getelementptr float, ptr %t26, i64 0
  %t88 = select i1 %t86, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t89 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t87, <16 x i1> %t88, <16 x float> zeroinitializer)
  %t90 = getelementptr float, ptr %t26, i64 16
  %t91 = select i1 %t86, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t92 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t90, <16 x i1> %t91, <16 x float> zeroinitializer)
  %t93 = getelementptr float, ptr %t26, i64 32
  %t94 = select i1 %t86, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t95 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t93, <16 x i1> %t94, <16 x float> zeroinitializer)
  %t96 = getelementptr float, ptr %t26, i64 48
  %t97 = select i1 %t86, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t98 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t96, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t99 = icmp slt i64 1, %t10
  %t100 = getelementptr float, ptr %t28, i64 0
  %t101 = select i1 %t99, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t102 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t100, <16 x i1> %t101, <16 x float> zeroinitializer)
  %t103 = getelementptr float, ptr %t28, i64 16
  %t104 = select i1 %t99, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t105 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t103, <16 x i1> %t104, <16 x float> zeroinitializer)
  %t106 = getelementptr float, ptr %t28, i64 32
  %t107 = select i1 %t99, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t108 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t106, <16 x i1> %t107, <16 x float> zeroinitializer)
  %t109 = getelementptr float, ptr %t28, i64 48
  %t110 = select i1 %t99, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t111 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t109, <16 x i1> %t110, <16 x float> zeroinitializer)
  %t112 = icmp slt i64 2, %t10
  %t113 = getelementptr float, ptr %t30, i64 0
  %t114 = select i1 %t112, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t115 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t113, <16 x i1> %t114, <16 x float> zeroinitializer)
  %t116 = getelementptr float, ptr %t30, i64 16
  %t117 = select i1 %t112, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t118 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t116, <16 x i1> %t117, <16 x float> zeroinitializer)
  %t119 = getelementptr float, ptr %t30, i64 32
  %t120 = select i1 %t112, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t121 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t119, <16 x i1> %t120, <16 x float> zeroinitializer)
  %t122 = getelementptr float, ptr %t30, i64 48
  %t123 = select i1 %t112, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t124 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t122, <16 x i1> %t123, <16 x float> zeroinitializer)
  %t125 = icmp slt i64 3, %t10
  %t126 = getelementptr float, ptr %t32, i64 0
  %t127 = select i1 %t125, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t128 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t126, <16 x i1> %t127, <16 x float> zeroinitializer)
  %t129 = getelementptr float, ptr %t32, i64 16
  %t130 = select i1 %t125, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t131 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t129, <16 x i1> %t130, <16 x float> zeroinitializer)
  %t132 = getelementptr float, ptr %t32, i64 32
  %t133 = select i1 %t125, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t132, <16 x i1> %t133, <16 x float> zeroinitializer)
  %t135 = getelementptr float, ptr %t32, i64 48
  %t136 = select i1 %t125, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t137 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t135, <16 x i1> %t136, <16 x float> zeroinitializer)
  %t138 = icmp slt i64 4, %t10
  %t139 = getelementptr float, ptr %t34, i64 0
  %t140 = select i1 %t138, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t141 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t139, <16 x i1> %t140, <16 x float> zeroinitializer)
  %t142 = getelementptr float, ptr %t34, i64 16
  %t143 = select i1 %t138, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t144 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t142, <16 x i1> %t143, <16 x float> zeroinitializer)
  %t145 = getelementptr float, ptr %t34, i64 32
  %t146 = select i1 %t138, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t147 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t145, <16 x i1> %t146, <16 x float> zeroinitializer)
  %t148 = getelementptr float, ptr %t34, i64 48
  %t149 = select i1 %t138, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t148, <16 x i1> %t149, <16 x float> zeroinitializer)
  %t151 = icmp slt i64 5, %t10
  %t152 = getelementptr float, ptr %t36, i64 0
  %t153 = select i1 %t151, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t154 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t152, <16 x i1> %t153, <16 x float> zeroinitializer)
  %t155 = getelementptr float, ptr %t36, i64 16
  %t156 = select i1 %t151, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t157 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t155, <16 x i1> %t156, <16 x float> zeroinitializer)
  %t158 = getelementptr float, ptr %t36, i64 32
  %t159 = select i1 %t151, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t160 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t158, <16 x i1> %t159, <16 x float> zeroinitializer)
  %t161 = getelementptr float, ptr %t36, i64 48
  %t162 = select i1 %t151, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t163 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t161, <16 x i1> %t162, <16 x float> zeroinitializer)
  br label %sums
sums:
  %t164 = phi <16 x float> [zeroinitializer, %tile], [%t39, %whole], [%t89, %part]
  %t165 = phi <16 x float> [zeroinitializer, %tile], [%t41, %whole], [%t92, %part]
  %t166 = phi <16 x float> [zeroinitializer, %tile], [%t43, %whole], [%t95, %part]
  %t167 = phi <16 x float> [zeroinitializer, %tile], [%t45, %whole], [%t98, %part]
  %t168 = phi <16 x float> [zeroinitializer, %tile], [%t47, %whole], [%t102, %part]
  %t169 = phi <16 x float> [zeroinitializer, %tile], [%t49, %whole], [%t105, %part]
  %t170 = phi <16 x float> [zeroinitializer, %tile], [%t51, %whole], [%t108, %part]
  %t171 = phi <16 x float> [zeroinitializer, %tile], [%t53, %whole], [%t111, %part]
  %t172 = phi <16 x float> [zeroinitializer, %tile], [%t55, %whole], [%t115, %part]
  %t173 = phi <16 x float> [zeroinitializer, %tile], [%t57, %whole], [%t118, %part]
  %t174 = phi <16 x float> [zeroinitializer, %tile], [%t59, %whole], [%t121, %part]
  %t175 = phi <16 x float> [zeroinitializer, %tile], [%t61, %whole], [%t124, %part]
  %t176 = phi <16 x float> [zeroinitializer, %tile], [%t63, %whole], [%t128, %part]
  %t177 = phi <16 x float> [zeroinitializer, %tile], [%t65, %whole], [%t131, %part]
  %t178 = phi <16 x float> [zeroinitializer, %tile], [%t67, %whole], [%t134, %part]
  %t179 = phi <16 x float> [zeroinitializer, %tile], [%t69, %whole], [%t137, %part]
  %t180 = phi <16 x float> [zeroinitializer, %tile], [%t71, %whole], [%t141, %part]
  %t181 = phi <16 x float> [zeroinitializer, %tile], [%t73, %whole], [%t144, %part]
  %t182 = phi <16 x float> [zeroinitializer, %tile], [%t75, %whole], [%t147, %part]
  %t183 = phi <16 x float> [zeroinitializer, %tile], [%t77, %whole], [%t150, %part]
  %t184 = phi <16 x float> [zeroinitializer, %tile], [%t79, %whole], [%t154, %part]
  %t185 = phi <16 x float> [zeroinitializer, %tile], [%t81, %whole], [%t157, %part]
  %t186 = phi <16 x float> [zeroinitializer, %tile], [%t83, %whole], [%t160, %part]
  %t187 = phi <16 x float> [zeroinitializer, %tile], [%t85, %whole], [%t163, %part]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t164, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t165, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t166, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t167, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t168, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t169, %sums], [%p.out5, %p.tapend]
  %p.tacc6 = phi <16 x float> [%t170, %sums], [%p.out6, %p.tapend]
  %p.tacc7 = phi <16 x float> [%t171, %sums], [%p.out7, %p.tapend]
  %p.tacc8 = phi <16 x float> [%t172, %sums], [%p.out8, %p.tapend]
  %p.tacc9 = phi <16 x float> [%t173, %sums], [%p.out9, %p.tapend]
  %p.tacc10 = phi <16 x float> [%t174, %sums], [%p.out10, %p.tapend]
  %p.tacc11 = phi <16 x float> [%t175, %sums], [%p.out11, %p.tapend]
  %p.tacc12 = phi <16 x float> [%t176, %sums], [%p.out12, %p.tapend]
  %p.tacc13 = phi <16 x float> [%t177, %sums], [%p.out13, %p.tapend]
  %p.tacc14 = phi <16 x float> [%t178, %sums], [%p.out14, %p.tapend]
  %p.tacc15 = phi <16 x float> [%t179, %sums], [%p.out15, %p.tapend]
  %p.tacc16 = phi <16 x float> [%t180, %sums], [%p.out16, %p.tapend]
  %p.tacc17 = phi <16 x float> [%t181, %sums], [%p.out17, %p.tapend]
  %p.tacc18 = phi <16 x float> [%t182, %sums], [%p.out18, %p.tapend]
  %p.tacc19 = phi <16 x float> [%t183, %sums], [%p.out19, %p.tapend]
  %p.tacc20 = phi <16 x float> [%t184, %sums], [%p.out20, %p.tapend]
  %p.tacc21 = phi <16 x float> [%t185, %sums], [%p.out21, %p.tapend]
  %p.tacc22 = phi <16 x float> [%t186, %sums], [%p.out22, %p.tapend]
  %p.tacc23 = phi <16 x float> [%t187, %sums], [%p.out23, %p.tapend]
  %t188 = mul i64 %p.tp, 6
  %t189 = add i64 %t188, 0
  %t190 = getelementptr ptr, ptr %t5, i64 %t189
  %t191 = load ptr, ptr %t190, align 8
  %t192 = getelementptr float, ptr %t191, i64 %c0
  %t193 = add i64 %t188, 1
  %t194 = getelementptr ptr, ptr %t5, i64 %t193
  %t195 = load ptr, ptr %t194, align 8
  %t196 = getelementptr float, ptr %t195, i64 %c0
  %t197 = add i64 %t188, 2
  %t198 = getelementptr ptr, ptr %t5, i64 %t197
  %t199 = load ptr, ptr %t198, align 8
  %t200 = getelementptr float, ptr %t199, i64 %c0
  %t201 = add i64 %t188, 3
  %t202 = getelementptr ptr, ptr %t5, i64 %t201
  %t203 = load ptr, ptr %t202, align 8
  %t204 = getelementptr float, ptr %t203, i64 %c0
  %t205 = add i64 %t188, 4
  %t206 = getelementptr ptr, ptr %t5, i64 %t205
  %t207 = load ptr, ptr %t206, align 8
  %t208 = getelementptr float, ptr %t207, i64 %c0
  %t209 = add i64 %t188, 5
  %t210 = getelementptr ptr, ptr %t5, i64 %t209
  %t211 = load ptr, ptr %t210, align 8
  %t212 = getelementptr float, ptr %t211, i64 %c0
  %t213 = icmp sgt i64 %t23, 0
  br i1 %t213, label %p.loop, label %p.tapend
p.loop:
  %p.j = phi i64 [0, %p.tap], [%p.j.next, %p.loop]
  %p.bp = phi ptr [%p.bt, %p.tap], [%p.bp1, %p.loop]
  %p.acc0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.acc1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.acc2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.acc3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.acc4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.acc5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.acc6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.acc7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.acc8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.acc9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.acc10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.acc11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %p.acc12 = phi <16 x float> [%p.tacc12, %p.tap], [%p.new12, %p.loop]
  %p.acc13 = phi <16 x float> [%p.tacc13, %p.tap], [%p.new13, %p.loop]
  %p.acc14 = phi <16 x float> [%p.tacc14, %p.tap], [%p.new14, %p.loop]
  %p.acc15 = phi <16 x float> [%p.tacc15, %p.tap], [%p.new15, %p.loop]
  %p.acc16 = phi <16 x float> [%p.tacc16, %p.tap], [%p.new16, %p.loop]
  %p.acc17 = phi <16 x float> [%p.tacc17, %p.tap], [%p.new17, %p.loop]
  %p.acc18 = phi <16 x float> [%p.tacc18, %p.tap], [%p.new18, %p.loop]
  %p.acc19 = phi <16 x float> [%p.tacc19, %p.tap], [%p.new19, %p.loop]
  %p.acc20 = phi <16 x float> [%p.tacc20, %p.tap], [%p.new20, %p.loop]
  %p.acc21 = phi <16 x float> [%p.tacc21, %p.tap], [%p.new21, %p.loop]
  %p.acc22 = phi <16 x float> [%p.tacc22, %p.tap], [%p.new22, %p.loop]
  %p.acc23 = phi <16 x float> [%p.tacc23, %p.tap], [%p.new23, %p.loop]
  %t214 = getelementptr float, ptr %p.bp, i64 0
  %t215 = load <16 x float>, ptr %t214, align 4
  %t216 = getelementptr float, ptr %p.bp, i64 16
  %t217 = load <16 x float>, ptr %t216, align 4
  %t218 = getelementptr float, ptr %p.bp, i64 32
  %t219 = load <16 x float>, ptr %t218, align 4
  %t220 = getelementptr float, ptr %p.bp, i64 48
  %t221 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t220, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t222 = getelementptr float, ptr %t192, i64 %p.j
  %t223 = load float, ptr %t222, align 4
  %t224 = insertelement <16 x float> poison, float %t223, i64 0
  %t225 = shufflevector <16 x float> %t224, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t215, <16 x float> %p.acc0)
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t217, <16 x float> %p.acc1)
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t219, <16 x float> %p.acc2)
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t221, <16 x float> %p.acc3)
  %t226 = getelementptr float, ptr %t196, i64 %p.j
  %t227 = load float, ptr %t226, align 4
  %t228 = insertelement <16 x float> poison, float %t227, i64 0
  %t229 = shufflevector <16 x float> %t228, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t215, <16 x float> %p.acc4)
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t217, <16 x float> %p.acc5)
  %p.new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t219, <16 x float> %p.acc6)
  %p.new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t221, <16 x float> %p.acc7)
  %t230 = getelementptr float, ptr %t200, i64 %p.j
  %t231 = load float, ptr %t230, align 4
  %t232 = insertelement <16 x float> poison, float %t231, i64 0
  %t233 = shufflevector <16 x float> %t232, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t233, <16 x float> %t215, <16 x float> %p.acc8)
  %p.new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t233, <16 x float> %t217, <16 x float> %p.acc9)
  %p.new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t233, <16 x float> %t219, <16 x float> %p.acc10)
  %p.new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t233, <16 x float> %t221, <16 x float> %p.acc11)
  %t234 = getelementptr float, ptr %t204, i64 %p.j
  %t235 = load float, ptr %t234, align 4
  %t236 = insertelement <16 x float> poison, float %t235, i64 0
  %t237 = shufflevector <16 x float> %t236, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t237, <16 x float> %t215, <16 x float> %p.acc12)
  %p.new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t237, <16 x float> %t217, <16 x float> %p.acc13)
  %p.new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t237, <16 x float> %t219, <16 x float> %p.acc14)
  %p.new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t237, <16 x float> %t221, <16 x float> %p.acc15)
  %t238 = getelementptr float, ptr %t208, i64 %p.j
  %t239 = load float, ptr %t238, align 4
  %t240 = insertelement <16 x float> poison, float %t239, i64 0
  %t241 = shufflevector <16 x float> %t240, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t215, <16 x float> %p.acc16)
  %p.new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t217, <16 x float> %p.acc17)
  %p.new18 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t219, <16 x float> %p.acc18)
  %p.new19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t221, <16 x float> %p.acc19)
  %t242 = getelementptr float, ptr %t212, i64 %p.j
  %t243 = load float, ptr %t242, align 4
  %t244 = insertelement <16 x float> poison, float %t243, i64 0
  %t245 = shufflevector <16 x float> %t244, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new20 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t245, <16 x float> %t215, <16 x float> %p.acc20)
  %p.new21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t245, <16 x float> %t217, <16 x float> %p.acc21)
  %p.new22 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t245, <16 x float> %t219, <16 x float> %p.acc22)
  %p.new23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t245, <16 x float> %t221, <16 x float> %p.acc23)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t246 = icmp slt i64 %p.j.next, %t23
  br i1 %t246, label %p.loop, label %p.tapend, !llvm.loop !0
p.tapend:
  %p.out0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.out1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.out2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.out3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.out4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.out5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.out6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.out7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.out8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.out9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.out10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.out11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %p.out12 = phi <16 x float> [%p.tacc12, %p.tap], [%p.new12, %p.loop]
  %p.out13 = phi <16 x float> [%p.tacc13, %p.tap], [%p.new13, %p.loop]
  %p.out14 = phi <16 x float> [%p.tacc14, %p.tap], [%p.new14, %p.loop]
  %p.out15 = phi <16 x float> [%p.tacc15, %p.tap], [%p.new15, %p.loop]
  %p.out16 = phi <16 x float> [%p.tacc16, %p.tap], [%p.new16, %p.loop]
  %p.out17 = phi <16 x float> [%p.tacc17, %p.tap], [%p.new17, %p.loop]
  %p.out18 = phi <16 x float> [%p.tacc18, %p.tap], [%p.new18, %p.loop]
  %p.out19 = phi <16 x float> [%p.tacc19, %p.tap], [%p.new19, %p.loop]
  %p.out20 = phi <16 x float> [%p.tacc20, %p.tap], [%p.new20, %p.loop]
  %p.out21 = phi <16 x float> [%p.tacc21, %p.tap], [%p.new21, %p.loop]
  %p.out22 = phi <16 x float> [%p.tacc22, %p.tap], [%p.new22, %p.loop]
  %p.out23 = phi <16 x float> [%p.tacc23, %p.tap], [%p.new23, %p.loop]
  %p.bnext = getelementptr float, ptr %p.bt, i64 %t24
  %p.tp.next = add nsw i64 %p.tp, 1
  %t247 = icmp slt i64 %p.tp.next, %t22
  br i1 %t247, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t164, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t165, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t166, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t167, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t168, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t169, %sums], [%b.out5, %b.tapend]
  %b.tacc6 = phi <16 x float> [%t170, %sums], [%b.out6, %b.tapend]
  %b.tacc7 = phi <16 x float> [%t171, %sums], [%b.out7, %b.tapend]
  %b.tacc8 = phi <16 x float> [%t172, %sums], [%b.out8, %b.tapend]
  %b.tacc9 = phi <16 x float> [%t173, %sums], [%b.out9, %b.tapend]
  %b.tacc10 = phi <16 x float> [%t174, %sums], [%b.out10, %b.tapend]
  %b.tacc11 = phi <16 x float> [%t175, %sums], [%b.out11, %b.tapend]
  %b.tacc12 = phi <16 x float> [%t176, %sums], [%b.out12, %b.tapend]
  %b.tacc13 = phi <16 x float> [%t177, %sums], [%b.out13, %b.tapend]
  %b.tacc14 = phi <16 x float> [%t178, %sums], [%b.out14, %b.tapend]
  %b.tacc15 = phi <16 x float> [%t179, %sums], [%b.out15, %b.tapend]
  %b.tacc16 = phi <16 x float> [%t180, %sums], [%b.out16, %b.tapend]
  %b.tacc17 = phi <16 x float> [%t181, %sums], [%b.out17, %b.tapend]
  %b.tacc18 = phi <16 x float> [%t182, %sums], [%b.out18, %b.tapend]
  %b.tacc19 = phi <16 x float> [%t183, %sums], [%b.out19, %b.tapend]
  %b.tacc20 = phi <16 x float> [%t184, %sums], [%b.out20, %b.tapend]
  %b.tacc21 = phi <16 x float> [%t185, %sums], [%b.out21, %b.tapend]
  %b.tacc22 = phi <16 x float> [%t186, %sums], [%b.out22, %b.tapend]
  %b.tacc23 = phi <16 x float> [%t187, %sums], [%b.out23, %b.tapend]
  %t248 = mul i64 %b.tp, 6
  %t249 = add i64 %t248, 0
  %t250 = getelementptr ptr, ptr %t5, i64 %t249
  %t251 = load ptr, ptr %t250, align 8
  %t252 = icmp ne ptr %t251, %zero
  %t253 = select i1 %t252, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t254 = getelementptr float, ptr %t251, i64 %c0
  %t255 = add i64 %t248, 1
  %t256 = getelementptr ptr, ptr %t5, i64 %t255
  %t257 = load ptr, ptr %t256, align 8
  %t258 = icmp ne ptr %t257, %zero
  %t259 = select i1 %t258, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t260 = getelementptr float, ptr %t257, i64 %c0
  %t261 = add i64 %t248, 2
  %t262 = getelementptr ptr, ptr %t5, i64 %t261
  %t263 = load ptr, ptr %t262, align 8
  %t264 = icmp ne ptr %t263, %zero
  %t265 = select i1 %t264, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t266 = getelementptr float, ptr %t263, i64 %c0
  %t267 = add i64 %t248, 3
  %t268 = getelementptr ptr, ptr %t5, i64 %t267
  %t269 = load ptr, ptr %t268, align 8
  %t270 = icmp ne ptr %t269, %zero
  %t271 = select i1 %t270, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t272 = getelementptr float, ptr %t269, i64 %c0
  %t273 = add i64 %t248, 4
  %t274 = getelementptr ptr, ptr %t5, i64 %t273
  %t275 = load ptr, ptr %t274, align 8
  %t276 = icmp ne ptr %t275, %zero
  %t277 = select i1 %t276, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t278 = getelementptr float, ptr %t275, i64 %c0
  %t279 = add i64 %t248, 5
  %t280 = getelementptr ptr, ptr %t5, i64 %t279
  %t281 = load ptr, ptr %t280, align 8
  %t282 = icmp ne ptr %t281, %zero
  %t283 = select i1 %t282, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t284 = getelementptr float, ptr %t281, i64 %c0
  %t285 = icmp sgt i64 %t23, 0
  br i1 %t285, label %b.loop, label %b.tapend
b.loop:
  %b.j = phi i64 [0, %b.tap], [%b.j.next, %b.loop]
  %b.bp = phi ptr [%b.bt, %b.tap], [%b.bp1, %b.loop]
  %b.acc0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.acc1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.acc2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.acc3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.acc4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.acc5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.acc6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.acc7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.acc8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.acc9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.acc10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.acc11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %b.acc12 = phi <16 x float> [%b.tacc12, %b.tap], [%b.new12, %b.loop]
  %b.acc13 = phi <16 x float> [%b.tacc13, %b.tap], [%b.new13, %b.loop]
  %b.acc14 = phi <16 x float> [%b.tacc14, %b.tap], [%b.new14, %b.loop]
  %b.acc15 = phi <16 x float> [%b.tacc15, %b.tap], [%b.new15, %b.loop]
  %b.acc16 = phi <16 x float> [%b.tacc16, %b.tap], [%b.new16, %b.loop]
  %b.acc17 = phi <16 x float> [%b.tacc17, %b.tap], [%b.new17, %b.loop]
  %b.acc18 = phi <16 x float> [%b.tacc18, %b.tap], [%b.new18, %b.loop]
  %b.acc19 = phi <16 x float> [%b.tacc19, %b.tap], [%b.new19, %b.loop]
  %b.acc20 = phi <16 x float> [%b.tacc20, %b.tap], [%b.new20, %b.loop]
  %b.acc21 = phi <16 x float> [%b.tacc21, %b.tap], [%b.new21, %b.loop]
  %b.acc22 = phi <16 x float> [%b.tacc22, %b.tap], [%b.new22, %b.loop]
  %b.acc23 = phi <16 x float> [%b.tacc23, %b.tap], [%b.new23, %b.loop]
  %t286 = getelementptr float, ptr %b.bp, i64 0
  %t287 = load <16 x float>, ptr %t286, align 4
  %t288 = getelementptr float, ptr %b.bp, i64 16
  %t289 = load <16 x float>, ptr %t288, align 4
  %t290 = getelementptr float, ptr %b.bp, i64 32
  %t291 = load <16 x float>, ptr %t290, align 4
  %t292 = getelementptr float, ptr %b.bp, i64 48
  %t293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t292, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t294 = getelementptr float, ptr %t254, i64 %b.j
  %t295 = load float, ptr %t294, align 4
  %t296 = insertelement <16 x float> poison, float %t295, i64 0
  %t297 = shufflevector <16 x float> %t296, <16 x float> poison, <16 x i32> zeroinitializer
  %t298 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t297, <16 x float> %t287, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t253, <16 x float> %t298, <16 x float> %b.acc0
  %t299 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t297, <16 x float> %t289, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t253, <16 x float> %t299, <16 x float> %b.acc1
  %t300 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t297, <16 x float> %t291, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t253, <16 x float> %t300, <16 x float> %b.acc2
  %t301 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t297, <16 x float> %t293, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t253, <16 x float> %t301, <16 x float> %b.acc3
  %t302 = getelementptr float, ptr %t260, i64 %b.j
  %t303 = load float, ptr %t302, align 4
  %t304 = insertelement <16 x float> poison, float %t303, i64 0
  %t305 = shufflevector <16 x float> %t304, <16 x float> poison, <16 x i32> zeroinitializer
  %t306 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t305, <16 x float> %t287, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t259, <16 x float> %t306, <16 x float> %b.acc4
  %t307 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t305, <16 x float> %t289, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t259, <16 x float> %t307, <16 x float> %b.acc5
  %t308 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t305, <16 x float> %t291, <16 x float> %b.acc6)
  %b.new6 = select <16 x i1> %t259, <16 x float> %t308, <16 x float> %b.acc6
  %t309 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t305, <16 x float> %t293, <16 x float> %b.acc7)
  %b.new7 = select <16 x i1> %t259, <16 x float> %t309, <16 x float> %b.acc7
  %t310 = getelementptr float, ptr %t266, i64 %b.j
  %t311 = load float, ptr %t310, align 4
  %t312 = insertelement <16 x float> poison, float %t311, i64 0
  %t313 = shufflevector <16 x float> %t312, <16 x float> poison, <16 x i32> zeroinitializer
  %t314 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t313, <16 x float> %t287, <16 x float> %b.acc8)
  %b.new8 = select <16 x i1> %t265, <16 x float> %t314, <16 x float> %b.acc8
  %t315 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t313, <16 x float> %t289, <16 x float> %b.acc9)
  %b.new9 = select <16 x i1> %t265, <16 x float> %t315, <16 x float> %b.acc9
  %t316 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t313, <16 x float> %t291, <16 x float> %b.acc10)
  %b.new10 = select <16 x i1> %t265, <16 x float> %t316, <16 x float> %b.acc10
  %t317 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t313, <16 x float> %t293, <16 x float> %b.acc11)
  %b.new11 = select <16 x i1> %t265, <16 x float> %t317, <16 x float> %b.acc11
  %t318 = getelementptr float, ptr %t272, i64 %b.j
  %t319 = load float, ptr %t318, align 4
  %t320 = insertelement <16 x float> poison, float %t319, i64 0
  %t321 = shufflevector <16 x float> %t320, <16 x float> poison, <16 x i32> zeroinitializer
  %t322 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t321, <16 x float> %t287, <16 x float> %b.acc12)
  %b.new12 = select <16 x i1> %t271, <16 x float> %t322, <16 x float> %b.acc12
  %t323 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t321, <16 x float> %t289, <16 x float> %b.acc13)
  %b.new13 = select <16 x i1> %t271, <16 x float> %t323, <16 x float> %b.acc13
  %t324 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t321, <16 x float> %t291, <16 x float> %b.acc14)
  %b.new14 = select <16 x i1> %t271, <16 x float> %t324, <16 x float> %b.acc14
  %t325 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t321, <16 x float> %t293, <16 x float> %b.acc15)
  %b.new15 = select <16 x i1> %t271, <16 x float> %t325, <16 x float> %b.acc15
  %t326 = getelementptr float, ptr %t278, i64 %b.j
  %t327 = load float, ptr %t326, align 4
  %t328 = insertelement <16 x float> poison, float %t327, i64 0
  %t329 = shufflevector <16 x float> %t328, <16 x float> poison, <16 x i32> zeroinitializer
  %t330 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t329, <16 x float> %t287, <16 x float> %b.acc16)
  %b.new16 = select <16 x i1> %t277, <16 x float> %t330, <16 x float> %b.acc16
  %t331 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t329, <16 x float> %t289, <16 x float> %b.acc17)
  %b.new17 = select <16 x i1> %t277, <16 x float> %t331, <16 x float> %b.acc17
  %t332 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t329, <16 x float> %t291, <16 x float> %b.acc18)
  %b.new18 = select <16 x i1> %t277, <16 x float> %t332, <16 x float> %b.acc18
  %t333 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t329, <16 x float> %t293, <16 x float> %b.acc19)
  %b.new19 = select <16 x i1> %t277, <16 x float> %t333, <16 x float> %b.acc19
  %t334 = getelementptr float, ptr %t284, i64 %b.j
  %t335 = load float, ptr %t334, align 4
  %t336 = insertelement <16 x float> poison, float %t335, i64 0
  %t337 = shufflevector <16 x float> %t336, <16 x float> poison, <16 x i32> zeroinitializer
  %t338 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t337, <16 x float> %t287, <16 x float> %b.acc20)
  %b.new20 = select <16 x i1> %t283, <16 x float> %t338, <16 x float> %b.acc20
  %t339 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t337, <16 x float> %t289, <16 x float> %b.acc21)
  %b.new21 = select <16 x i1> %t283, <16 x float> %t339, <16 x float> %b.acc21
  %t340 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t337, <16 x float> %t291, <16 x float> %b.acc22)
  %b.new22 = select <16 x i1> %t283, <16 x float> %t340, <16 x float> %b.acc22
  %t341 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t337, <16 x float> %t293, <16 x float> %b.acc23)
  %b.new23 = select <16 x i1> %t283, <16 x float> %t341, <16 x float> %b.acc23
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t342 = icmp slt i64 %b.j.next, %t23
  br i1 %t342, label %b.loop, label %b.tapend, !llvm.loop !0
b.tapend:
  %b.out0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.out1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.out2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.out3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.out4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.out5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.out6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.out7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.out8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.out9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.out10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.out11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %b.out12 = phi <16 x float> [%b.tacc12, %b.tap], [%b.new12, %b.loop]
  %b.out13 = phi <16 x float> [%b.tacc13, %b.tap], [%b.new13, %b.loop]
  %b.out14 = phi <16 x float> [%b.tacc14, %b.tap], [%b.new14, %b.loop]
  %b.out15 = phi <16 x float> [%b.tacc15, %b.tap], [%b.new15, %b.loop]
  %b.out16 = phi <16 x float> [%b.tacc16, %b.tap], [%b.new16, %b.loop]
  %b.out17 = phi <16 x float> [%b.tacc17, %b.tap], [%b.new17, %b.loop]
  %b.out18 = phi <16 x float> [%b.tacc18, %b.tap], [%b.new18, %b.loop]
  %b.out19 = phi <16 x float> [%b.tacc19, %b.tap], [%b.new19, %b.loop]
  %b.out20 = phi <16 x float> [%b.tacc20, %b.tap], [%b.new20, %b.loop]
  %b.out21 = phi <16 x float> [%b.tacc21, %b.tap], [%b.new21, %b.loop]
  %b.out22 = phi <16 x float> [%b.tacc22, %b.tap], [%b.new22, %b.loop]
  %b.out23 = phi <16 x float> [%b.tacc23, %b.tap], [%b.new23, %b.loop]
  %b.bnext = getelementptr float, ptr %b.bt, i64 %t24
  %b.tp.next = add nsw i64 %b.tp, 1
  %t343 = icmp slt i64 %b.tp.next, %t22
  br i1 %t343, label %b.tap, label %done
done:
  %t344 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t345 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t346 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t347 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t348 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t349 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  %t350 = phi <16 x float> [%p.out6, %p.tapend], [%b.out6, %b.tapend]
  %t351 = phi <16 x float> [%p.out7, %p.tapend], [%b.out7, %b.tapend]
  %t352 = phi <16 x float> [%p.out8, %p.tapend], [%b.out8, %b.tapend]
  %t353 = phi <16 x float> [%p.out9, %p.tapend], [%b.out9, %b.tapend]
  %t354 = phi <16 x float> [%p.out10, %p.tapend], [%b.out10, %b.tapend]
  %t355 = phi <16 x float> [%p.out11, %p.tapend], [%b.out11, %b.tapend]
  %t356 = phi <16 x float> [%p.out12, %p.tapend], [%b.out12, %b.tapend]
  %t357 = phi <16 x float> [%p.out13, %p.tapend], [%b.out13, %b.tapend]
  %t358 = phi <16 x float> [%p.out14, %p.tapend], [%b.out14, %b.tapend]
  %t359 = phi <16 x float> [%p.out15, %p.tapend], [%b.out15, %b.tapend]
  %t360 = phi <16 x float> [%p.out16, %p.tapend], [%b.out16, %b.tapend]
  %t361 = phi <16 x float> [%p.out17, %p.tapend], [%b.out17, %b.tapend]
  %t362 = phi <16 x float> [%p.out18, %p.tapend], [%b.out18, %b.tapend]
  %t363 = phi <16 x float> [%p.out19, %p.tapend], [%b.out19, %b.tapend]
  %t364 = phi <16 x float> [%p.out20, %p.tapend], [%b.out20, %b.tapend]
  %t365 = phi <16 x float> [%p.out21, %p.tapend], [%b.out21, %b.tapend]
  %t366 = phi <16 x float> [%p.out22, %p.tapend], [%b.out22, %b.tapend]
  %t367 = phi <16 x float> [%p.out23, %p.tapend], [%b.out23, %b.tapend]
  br i1 %last, label %finish, label %partial
finish:
  %t368 = add i64 %size.W, 1
  %t369 = add i64 %t368, 1
  %t370 = sub i64 %size.S, 1
  %t371 = sub i64 %t369, %t370
  %t372 = sub i64 %t371, 1
  %t373 = sdiv i64 %t372, 2
  %t374 = srem i64 %t372, 2
  %t375 = icmp slt i64 %t374, 0
  %t376 = icmp slt i64 2, 0
  %t377 = icmp ne i1 %t375, %t376
  %t378 = icmp ne i64 %t374, 0
  %t379 = and i1 %t378, %t377
  %t380 = zext i1 %t379 to i64
  %t381 = sub i64 %t373, %t380
  %t382 = add i64 %t381, 1
  %t383 = sdiv i64 %m0, %t382
  %t384 = srem i64 %m0, %t382
  %t387 = icmp slt i64 0, %t10
  br i1 %t387, label %fin385, label %finnext386
fin385:
  %t388 = add i64 %k0, 0
  %p389 = getelementptr float, ptr %buf.b, i64 %t388
  %ld390 = load <16 x float>, ptr %p389, align 4
  %v391 = fadd contract <16 x float> %ld390, %t344
  %v392 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v391, <16 x float> splat (float 0x0000000000000000))
  %v393 = add i64 %size.H, 1
  %v394 = add i64 %v393, 1
  %v395 = sub i64 %size.R, 1
  %v396 = sub i64 %v394, %v395
  %v397 = sub i64 %v396, 1
  %v398 = sdiv i64 %v397, 2
  %v399 = srem i64 %v397, 2
  %v400 = icmp ne i64 %v399, 0
  %v401 = icmp slt i64 %v399, 0
  %v402 = icmp slt i64 2, 0
  %v403 = xor i1 %v401, %v402
  %v404 = and i1 %v400, %v403
  %v405 = zext i1 %v404 to i64
  %v406 = sub i64 %v398, %v405
  %v407 = add i64 %v406, 1
  %v408 = mul i64 %n, %v407
  %v409 = add i64 %v408, %t383
  %v410 = add i64 %size.W, 1
  %v411 = add i64 %v410, 1
  %v412 = sub i64 %size.S, 1
  %v413 = sub i64 %v411, %v412
  %v414 = sub i64 %v413, 1
  %v415 = sdiv i64 %v414, 2
  %v416 = srem i64 %v414, 2
  %v417 = icmp ne i64 %v416, 0
  %v418 = icmp slt i64 %v416, 0
  %v419 = icmp slt i64 2, 0
  %v420 = xor i1 %v418, %v419
  %v421 = and i1 %v417, %v420
  %v422 = zext i1 %v421 to i64
  %v423 = sub i64 %v415, %v422
  %v424 = add i64 %v423, 1
  %v425 = mul i64 %v409, %v424
  %v426 = add i64 %v425, %t384
  %v427 = mul i64 %v426, %size.K
  %v428 = add i64 %v427, %t388
  %p429 = getelementptr float, ptr %buf.y, i64 %v428
  store <16 x float> %v392, ptr %p429, align 4
  %t430 = add i64 %k0, 16
  %p431 = getelementptr float, ptr %buf.b, i64 %t430
  %ld432 = load <16 x float>, ptr %p431, align 4
  %v433 = fadd contract <16 x float> %ld432, %t345
  %v434 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v433, <16 x float> splat (float 0x0000000000000000))
  %v435 = add i64 %size.H, 1
  %v436 = add i64 %v435, 1
  %v437 = sub i64 %size.R, 1
  %v438 = sub i64 %v436, %v437
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
  %v450 = mul i64 %n, %v449
  %v451 = add i64 %v450, %t383
  %v452 = add i64 %size.W, 1
  %v453 = add i64 %v452, 1
  %v454 = sub i64 %size.S, 1
  %v455 = sub i64 %v453, %v454
  %v456 = sub i64 %v455, 1
  %v457 = sdiv i64 %v456, 2
  %v458 = srem i64 %v456, 2
  %v459 = icmp ne i64 %v458, 0
  %v460 = icmp slt i64 %v458, 0
  %v461 = icmp slt i64 2, 0
  %v462 = xor i1 %v460, %v461
  %v463 = and i1 %v459, %v462
  %v464 = zext i1 %v463 to i64
  %v465 = sub i64 %v457, %v464
  %v466 = add i64 %v465, 1
  %v467 = mul i64 %v451, %v466
  %v468 = add i64 %v467, %t384
  %v469 = mul i64 %v468, %size.K
  %v470 = add i64 %v469, %t430
  %p471 = getelementptr float, ptr %buf.y, i64 %v470
  store <16 x float> %v434, ptr %p471, align 4
  %t472 = add i64 %k0, 32
  %p473 = getelementptr float, ptr %buf.b, i64 %t472
  %ld474 = load <16 x float>, ptr %p473, align 4
  %v475 = fadd contract <16 x float> %ld474, %t346
  %v476 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v475, <16 x float> splat (float 0x0000000000000000))
  %v477 = add i64 %size.H, 1
  %v478 = add i64 %v477, 1
  %v479 = sub i64 %size.R, 1
  %v480 = sub i64 %v478, %v479
  %v481 = sub i64 %v480, 1
  %v482 = sdiv i64 %v481, 2
  %v483 = srem i64 %v481, 2
  %v484 = icmp ne i64 %v483, 0
  %v485 = icmp slt i64 %v483, 0
  %v486 = icmp slt i64 2, 0
  %v487 = xor i1 %v485, %v486
  %v488 = and i1 %v484, %v487
  %v489 = zext i1 %v488 to i64
  %v490 = sub i64 %v482, %v489
  %v491 = add i64 %v490, 1
  %v492 = mul i64 %n, %v491
  %v493 = add i64 %v492, %t383
  %v494 = add i64 %size.W, 1
  %v495 = add i64 %v494, 1
  %v496 = sub i64 %size.S, 1
  %v497 = sub i64 %v495, %v496
  %v498 = sub i64 %v497, 1
  %v499 = sdiv i64 %v498, 2
  %v500 = srem i64 %v498, 2
  %v501 = icmp ne i64 %v500, 0
  %v502 = icmp slt i64 %v500, 0
  %v503 = icmp slt i64 2, 0
  %v504 = xor i1 %v502, %v503
  %v505 = and i1 %v501, %v504
  %v506 = zext i1 %v505 to i64
  %v507 = sub i64 %v499, %v506
  %v508 = add i64 %v507, 1
  %v509 = mul i64 %v493, %v508
  %v510 = add i64 %v509, %t384
  %v511 = mul i64 %v510, %size.K
  %v512 = add i64 %v511, %t472
  %p513 = getelementptr float, ptr %buf.y, i64 %v512
  store <16 x float> %v476, ptr %p513, align 4
  %t514 = add i64 %k0, 48
  %p515 = getelementptr float, ptr %buf.b, i64 %t514
  %ld516 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p515, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v517 = fadd contract <16 x float> %ld516, %t347
  %v518 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v517, <16 x float> splat (float 0x0000000000000000))
  %v519 = add i64 %size.H, 1
  %v520 = add i64 %v519, 1
  %v521 = sub i64 %size.R, 1
  %v522 = sub i64 %v520, %v521
  %v523 = sub i64 %v522, 1
  %v524 = sdiv i64 %v523, 2
  %v525 = srem i64 %v523, 2
  %v526 = icmp ne i64 %v525, 0
  %v527 = icmp slt i64 %v525, 0
  %v528 = icmp slt i64 2, 0
  %v529 = xor i1 %v527, %v528
  %v530 = and i1 %v526, %v529
  %v531 = zext i1 %v530 to i64
  %v532 = sub i64 %v524, %v531
  %v533 = add i64 %v532, 1
  %v534 = mul i64 %n, %v533
  %v535 = add i64 %v534, %t383
  %v536 = add i64 %size.W, 1
  %v537 = add i64 %v536, 1
  %v538 = sub i64 %size.S, 1
  %v539 = sub i64 %v537, %v538
  %v540 = sub i64 %v539, 1
  %v541 = sdiv i64 %v540, 2
  %v542 = srem i64 %v540, 2
  %v543 = icmp ne i64 %v542, 0
  %v544 = icmp slt i64 %v542, 0
  %v545 = icmp slt i64 2, 0
  %v546 = xor i1 %v544, %v545
  %v547 = and i1 %v543, %v546
  %v548 = zext i1 %v547 to i64
  %v549 = sub i64 %v541, %v548
  %v550 = add i64 %v549, 1
  %v551 = mul i64 %v535, %v550
  %v552 = add i64 %v551, %t384
  %v553 = mul i64 %v552, %size.K
  %v554 = add i64 %v553, %t514
  %p555 = getelementptr float, ptr %buf.y, i64 %v554
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v518, ptr align 4 %p555, <16 x i1> %mlast)
  br label %finnext386
finnext386:
  %t556 = add i64 %t384, 1
  %t557 = icmp sge i64 %t556, %t382
  %t558 = select i1 %t557, i64 0, i64 %t556
  %t559 = zext i1 %t557 to i64
  %t560 = add i64 %t383, %t559
  %t563 = icmp slt i64 1, %t10
  br i1 %t563, label %fin561, label %finnext562
fin561:
  %t564 = add i64 %k0, 0
  %p565 = getelementptr float, ptr %buf.b, i64 %t564
  %ld566 = load <16 x float>, ptr %p565, align 4
  %v567 = fadd contract <16 x float> %ld566, %t348
  %v568 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v567, <16 x float> splat (float 0x0000000000000000))
  %v569 = add i64 %size.H, 1
  %v570 = add i64 %v569, 1
  %v571 = sub i64 %size.R, 1
  %v572 = sub i64 %v570, %v571
  %v573 = sub i64 %v572, 1
  %v574 = sdiv i64 %v573, 2
  %v575 = srem i64 %v573, 2
  %v576 = icmp ne i64 %v575, 0
  %v577 = icmp slt i64 %v575, 0
  %v578 = icmp slt i64 2, 0
  %v579 = xor i1 %v577, %v578
  %v580 = and i1 %v576, %v579
  %v581 = zext i1 %v580 to i64
  %v582 = sub i64 %v574, %v581
  %v583 = add i64 %v582, 1
  %v584 = mul i64 %n, %v583
  %v585 = add i64 %v584, %t560
  %v586 = add i64 %size.W, 1
  %v587 = add i64 %v586, 1
  %v588 = sub i64 %size.S, 1
  %v589 = sub i64 %v587, %v588
  %v590 = sub i64 %v589, 1
  %v591 = sdiv i64 %v590, 2
  %v592 = srem i64 %v590, 2
  %v593 = icmp ne i64 %v592, 0
  %v594 = icmp slt i64 %v592, 0
  %v595 = icmp slt i64 2, 0
  %v596 = xor i1 %v594, %v595
  %v597 = and i1 %v593, %v596
  %v598 = zext i1 %v597 to i64
  %v599 = sub i64 %v591, %v598
  %v600 = add i64 %v599, 1
  %v601 = mul i64 %v585, %v600
  %v602 = add i64 %v601, %t558
  %v603 = mul i64 %v602, %size.K
  %v604 = add i64 %v603, %t564
  %p605 = getelementptr float, ptr %buf.y, i64 %v604
  store <16 x float> %v568, ptr %p605, align 4
  %t606 = add i64 %k0, 16
  %p607 = getelementptr float, ptr %buf.b, i64 %t606
  %ld608 = load <16 x float>, ptr %p607, align 4
  %v609 = fadd contract <16 x float> %ld608, %t349
  %v610 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v609, <16 x float> splat (float 0x0000000000000000))
  %v611 = add i64 %size.H, 1
  %v612 = add i64 %v611, 1
  %v613 = sub i64 %size.R, 1
  %v614 = sub i64 %v612, %v613
  %v615 = sub i64 %v614, 1
  %v616 = sdiv i64 %v615, 2
  %v617 = srem i64 %v615, 2
  %v618 = icmp ne i64 %v617, 0
  %v619 = icmp slt i64 %v617, 0
  %v620 = icmp slt i64 2, 0
  %v621 = xor i1 %v619, %v620
  %v622 = and i1 %v618, %v621
  %v623 = zext i1 %v622 to i64
  %v624 = sub i64 %v616, %v623
  %v625 = add i64 %v624, 1
  %v626 = mul i64 %n, %v625
  %v627 = add i64 %v626, %t560
  %v628 = add i64 %size.W, 1
  %v629 = add i64 %v628, 1
  %v630 = sub i64 %size.S, 1
  %v631 = sub i64 %v629, %v630
  %v632 = sub i64 %v631, 1
  %v633 = sdiv i64 %v632, 2
  %v634 = srem i64 %v632, 2
  %v635 = icmp ne i64 %v634, 0
  %v636 = icmp slt i64 %v634, 0
  %v637 = icmp slt i64 2, 0
  %v638 = xor i1 %v636, %v637
  %v639 = and i1 %v635, %v638
  %v640 = zext i1 %v639 to i64
  %v641 = sub i64 %v633, %v640
  %v642 = add i64 %v641, 1
  %v643 = mul i64 %v627, %v642
  %v644 = add i64 %v643, %t558
  %v645 = mul i64 %v644, %size.K
  %v646 = add i64 %v645, %t606
  %p647 = getelementptr float, ptr %buf.y, i64 %v646
  store <16 x float> %v610, ptr %p647, align 4
  %t648 = add i64 %k0, 32
  %p649 = getelementptr float, ptr %buf.b, i64 %t648
  %ld650 = load <16 x float>, ptr %p649, align 4
  %v651 = fadd contract <16 x float> %ld650, %t350
  %v652 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v651, <16 x float> splat (float 0x0000000000000000))
  %v653 = add i64 %size.H, 1
  %v654 = add i64 %v653, 1
  %v655 = sub i64 %size.R, 1
  %v656 = sub i64 %v654, %v655
  %v657 = sub i64 %v656, 1
  %v658 = sdiv i64 %v657, 2
  %v659 = srem i64 %v657, 2
  %v660 = icmp ne i64 %v659, 0
  %v661 = icmp slt i64 %v659, 0
  %v662 = icmp slt i64 2, 0
  %v663 = xor i1 %v661, %v662
  %v664 = and i1 %v660, %v663
  %v665 = zext i1 %v664 to i64
  %v666 = sub i64 %v658, %v665
  %v667 = add i64 %v666, 1
  %v668 = mul i64 %n, %v667
  %v669 = add i64 %v668, %t560
  %v670 = add i64 %size.W, 1
  %v671 = add i64 %v670, 1
  %v672 = sub i64 %size.S, 1
  %v673 = sub i64 %v671, %v672
  %v674 = sub i64 %v673, 1
  %v675 = sdiv i64 %v674, 2
  %v676 = srem i64 %v674, 2
  %v677 = icmp ne i64 %v676, 0
  %v678 = icmp slt i64 %v676, 0
  %v679 = icmp slt i64 2, 0
  %v680 = xor i1 %v678, %v679
  %v681 = and i1 %v677, %v680
  %v682 = zext i1 %v681 to i64
  %v683 = sub i64 %v675, %v682
  %v684 = add i64 %v683, 1
  %v685 = mul i64 %v669, %v684
  %v686 = add i64 %v685, %t558
  %v687 = mul i64 %v686, %size.K
  %v688 = add i64 %v687, %t648
  %p689 = getelementptr float, ptr %buf.y, i64 %v688
  store <16 x float> %v652, ptr %p689, align 4
  %t690 = add i64 %k0, 48
  %p691 = getelementptr float, ptr %buf.b, i64 %t690
  %ld692 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p691, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v693 = fadd contract <16 x float> %ld692, %t351
  %v694 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v693, <16 x float> splat (float 0x0000000000000000))
  %v695 = add i64 %size.H, 1
  %v696 = add i64 %v695, 1
  %v697 = sub i64 %size.R, 1
  %v698 = sub i64 %v696, %v697
  %v699 = sub i64 %v698, 1
  %v700 = sdiv i64 %v699, 2
  %v701 = srem i64 %v699, 2
  %v702 = icmp ne i64 %v701, 0
  %v703 = icmp slt i64 %v701, 0
  %v704 = icmp slt i64 2, 0
  %v705 = xor i1 %v703, %v704
  %v706 = and i1 %v702, %v705
  %v707 = zext i1 %v706 to i64
  %v708 = sub i64 %v700, %v707
  %v709 = add i64 %v708, 1
  %v710 = mul i64 %n, %v709
  %v711 = add i64 %v710, %t560
  %v712 = add i64 %size.W, 1
  %v713 = add i64 %v712, 1
  %v714 = sub i64 %size.S, 1
  %v715 = sub i64 %v713, %v714
  %v716 = sub i64 %v715, 1
  %v717 = sdiv i64 %v716, 2
  %v718 = srem i64 %v716, 2
  %v719 = icmp ne i64 %v718, 0
  %v720 = icmp slt i64 %v718, 0
  %v721 = icmp slt i64 2, 0
  %v722 = xor i1 %v720, %v721
  %v723 = and i1 %v719, %v722
  %v724 = zext i1 %v723 to i64
  %v725 = sub i64 %v717, %v724
  %v726 = add i64 %v725, 1
  %v727 = mul i64 %v711, %v726
  %v728 = add i64 %v727, %t558
  %v729 = mul i64 %v728, %size.K
  %v730 = add i64 %v729, %t690
  %p731 = getelementptr float, ptr %buf.y, i64 %v730
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v694, ptr align 4 %p731, <16 x i1> %mlast)
  br label %finnext562
finnext562:
  %t732 = add i64 %t558, 1
  %t733 = icmp sge i64 %t732, %t382
  %t734 = select i1 %t733, i64 0, i64 %t732
  %t735 = zext i1 %t733 to i64
  %t736 = add i64 %t560, %t735
  %t739 = icmp slt i64 2, %t10
  br i1 %t739, label %fin737, label %finnext738
fin737:
  %t740 = add i64 %k0, 0
  %p741 = getelementptr float, ptr %buf.b, i64 %t740
  %ld742 = load <16 x float>, ptr %p741, align 4
  %v743 = fadd contract <16 x float> %ld742, %t352
  %v744 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v743, <16 x float> splat (float 0x0000000000000000))
  %v745 = add i64 %size.H, 1
  %v746 = add i64 %v745, 1
  %v747 = sub i64 %size.R, 1
  %v748 = sub i64 %v746, %v747
  %v749 = sub i64 %v748, 1
  %v750 = sdiv i64 %v749, 2
  %v751 = srem i64 %v749, 2
  %v752 = icmp ne i64 %v751, 0
  %v753 = icmp slt i64 %v751, 0
  %v754 = icmp slt i64 2, 0
  %v755 = xor i1 %v753, %v754
  %v756 = and i1 %v752, %v755
  %v757 = zext i1 %v756 to i64
  %v758 = sub i64 %v750, %v757
  %v759 = add i64 %v758, 1
  %v760 = mul i64 %n, %v759
  %v761 = add i64 %v760, %t736
  %v762 = add i64 %size.W, 1
  %v763 = add i64 %v762, 1
  %v764 = sub i64 %size.S, 1
  %v765 = sub i64 %v763, %v764
  %v766 = sub i64 %v765, 1
  %v767 = sdiv i64 %v766, 2
  %v768 = srem i64 %v766, 2
  %v769 = icmp ne i64 %v768, 0
  %v770 = icmp slt i64 %v768, 0
  %v771 = icmp slt i64 2, 0
  %v772 = xor i1 %v770, %v771
  %v773 = and i1 %v769, %v772
  %v774 = zext i1 %v773 to i64
  %v775 = sub i64 %v767, %v774
  %v776 = add i64 %v775, 1
  %v777 = mul i64 %v761, %v776
  %v778 = add i64 %v777, %t734
  %v779 = mul i64 %v778, %size.K
  %v780 = add i64 %v779, %t740
  %p781 = getelementptr float, ptr %buf.y, i64 %v780
  store <16 x float> %v744, ptr %p781, align 4
  %t782 = add i64 %k0, 16
  %p783 = getelementptr float, ptr %buf.b, i64 %t782
  %ld784 = load <16 x float>, ptr %p783, align 4
  %v785 = fadd contract <16 x float> %ld784, %t353
  %v786 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v785, <16 x float> splat (float 0x0000000000000000))
  %v787 = add i64 %size.H, 1
  %v788 = add i64 %v787, 1
  %v789 = sub i64 %size.R, 1
  %v790 = sub i64 %v788, %v789
  %v791 = sub i64 %v790, 1
  %v792 = sdiv i64 %v791, 2
  %v793 = srem i64 %v791, 2
  %v794 = icmp ne i64 %v793, 0
  %v795 = icmp slt i64 %v793, 0
  %v796 = icmp slt i64 2, 0
  %v797 = xor i1 %v795, %v796
  %v798 = and i1 %v794, %v797
  %v799 = zext i1 %v798 to i64
  %v800 = sub i64 %v792, %v799
  %v801 = add i64 %v800, 1
  %v802 = mul i64 %n, %v801
  %v803 = add i64 %v802, %t736
  %v804 = add i64 %size.W, 1
  %v805 = add i64 %v804, 1
  %v806 = sub i64 %size.S, 1
  %v807 = sub i64 %v805, %v806
  %v808 = sub i64 %v807, 1
  %v809 = sdiv i64 %v808, 2
  %v810 = srem i64 %v808, 2
  %v811 = icmp ne i64 %v810, 0
  %v812 = icmp slt i64 %v810, 0
  %v813 = icmp slt i64 2, 0
  %v814 = xor i1 %v812, %v813
  %v815 = and i1 %v811, %v814
  %v816 = zext i1 %v815 to i64
  %v817 = sub i64 %v809, %v816
  %v818 = add i64 %v817, 1
  %v819 = mul i64 %v803, %v818
  %v820 = add i64 %v819, %t734
  %v821 = mul i64 %v820, %size.K
  %v822 = add i64 %v821, %t782
  %p823 = getelementptr float, ptr %buf.y, i64 %v822
  store <16 x float> %v786, ptr %p823, align 4
  %t824 = add i64 %k0, 32
  %p825 = getelementptr float, ptr %buf.b, i64 %t824
  %ld826 = load <16 x float>, ptr %p825, align 4
  %v827 = fadd contract <16 x float> %ld826, %t354
  %v828 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v827, <16 x float> splat (float 0x0000000000000000))
  %v829 = add i64 %size.H, 1
  %v830 = add i64 %v829, 1
  %v831 = sub i64 %size.R, 1
  %v832 = sub i64 %v830, %v831
  %v833 = sub i64 %v832, 1
  %v834 = sdiv i64 %v833, 2
  %v835 = srem i64 %v833, 2
  %v836 = icmp ne i64 %v835, 0
  %v837 = icmp slt i64 %v835, 0
  %v838 = icmp slt i64 2, 0
  %v839 = xor i1 %v837, %v838
  %v840 = and i1 %v836, %v839
  %v841 = zext i1 %v840 to i64
  %v842 = sub i64 %v834, %v841
  %v843 = add i64 %v842, 1
  %v844 = mul i64 %n, %v843
  %v845 = add i64 %v844, %t736
  %v846 = add i64 %size.W, 1
  %v847 = add i64 %v846, 1
  %v848 = sub i64 %size.S, 1
  %v849 = sub i64 %v847, %v848
  %v850 = sub i64 %v849, 1
  %v851 = sdiv i64 %v850, 2
  %v852 = srem i64 %v850, 2
  %v853 = icmp ne i64 %v852, 0
  %v854 = icmp slt i64 %v852, 0
  %v855 = icmp slt i64 2, 0
  %v856 = xor i1 %v854, %v855
  %v857 = and i1 %v853, %v856
  %v858 = zext i1 %v857 to i64
  %v859 = sub i64 %v851, %v858
  %v860 = add i64 %v859, 1
  %v861 = mul i64 %v845, %v860
  %v862 = add i64 %v861, %t734
  %v863 = mul i64 %v862, %size.K
  %v864 = add i64 %v863, %t824
  %p865 = getelementptr float, ptr %buf.y, i64 %v864
  store <16 x float> %v828, ptr %p865, align 4
  %t866 = add i64 %k0, 48
  %p867 = getelementptr float, ptr %buf.b, i64 %t866
  %ld868 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p867, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v869 = fadd contract <16 x float> %ld868, %t355
  %v870 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v869, <16 x float> splat (float 0x0000000000000000))
  %v871 = add i64 %size.H, 1
  %v872 = add i64 %v871, 1
  %v873 = sub i64 %size.R, 1
  %v874 = sub i64 %v872, %v873
  %v875 = sub i64 %v874, 1
  %v876 = sdiv i64 %v875, 2
  %v877 = srem i64 %v875, 2
  %v878 = icmp ne i64 %v877, 0
  %v879 = icmp slt i64 %v877, 0
  %v880 = icmp slt i64 2, 0
  %v881 = xor i1 %v879, %v880
  %v882 = and i1 %v878, %v881
  %v883 = zext i1 %v882 to i64
  %v884 = sub i64 %v876, %v883
  %v885 = add i64 %v884, 1
  %v886 = mul i64 %n, %v885
  %v887 = add i64 %v886, %t736
  %v888 = add i64 %size.W, 1
  %v889 = add i64 %v888, 1
  %v890 = sub i64 %size.S, 1
  %v891 = sub i64 %v889, %v890
  %v892 = sub i64 %v891, 1
  %v893 = sdiv i64 %v892, 2
  %v894 = srem i64 %v892, 2
  %v895 = icmp ne i64 %v894, 0
  %v896 = icmp slt i64 %v894, 0
  %v897 = icmp slt i64 2, 0
  %v898 = xor i1 %v896, %v897
  %v899 = and i1 %v895, %v898
  %v900 = zext i1 %v899 to i64
  %v901 = sub i64 %v893, %v900
  %v902 = add i64 %v901, 1
  %v903 = mul i64 %v887, %v902
  %v904 = add i64 %v903, %t734
  %v905 = mul i64 %v904, %size.K
  %v906 = add i64 %v905, %t866
  %p907 = getelementptr float, ptr %buf.y, i64 %v906
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v870, ptr align 4 %p907, <16 x i1> %mlast)
  br label %finnext738
finnext738:
  %t908 = add i64 %t734, 1
  %t909 = icmp sge i64 %t908, %t382
  %t910 = select i1 %t909, i64 0, i64 %t908
  %t911 = zext i1 %t909 to i64
  %t912 = add i64 %t736, %t911
  %t915 = icmp slt i64 3, %t10
  br i1 %t915, label %fin913, label %finnext914
fin913:
  %t916 = add i64 %k0, 0
  %p917 = getelementptr float, ptr %buf.b, i64 %t916
  %ld918 = load <16 x float>, ptr %p917, align 4
  %v919 = fadd contract <16 x float> %ld918, %t356
  %v920 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v919, <16 x float> splat (float 0x0000000000000000))
  %v921 = add i64 %size.H, 1
  %v922 = add i64 %v921, 1
  %v923 = sub i64 %size.R, 1
  %v924 = sub i64 %v922, %v923
  %v925 = sub i64 %v924, 1
  %v926 = sdiv i64 %v925, 2
  %v927 = srem i64 %v925, 2
  %v928 = icmp ne i64 %v927, 0
  %v929 = icmp slt i64 %v927, 0
  %v930 = icmp slt i64 2, 0
  %v931 = xor i1 %v929, %v930
  %v932 = and i1 %v928, %v931
  %v933 = zext i1 %v932 to i64
  %v934 = sub i64 %v926, %v933
  %v935 = add i64 %v934, 1
  %v936 = mul i64 %n, %v935
  %v937 = add i64 %v936, %t912
  %v938 = add i64 %size.W, 1
  %v939 = add i64 %v938, 1
  %v940 = sub i64 %size.S, 1
  %v941 = sub i64 %v939, %v940
  %v942 = sub i64 %v941, 1
  %v943 = sdiv i64 %v942, 2
  %v944 = srem i64 %v942, 2
  %v945 = icmp ne i64 %v944, 0
  %v946 = icmp slt i64 %v944, 0
  %v947 = icmp slt i64 2, 0
  %v948 = xor i1 %v946, %v947
  %v949 = and i1 %v945, %v948
  %v950 = zext i1 %v949 to i64
  %v951 = sub i64 %v943, %v950
  %v952 = add i64 %v951, 1
  %v953 = mul i64 %v937, %v952
  %v954 = add i64 %v953, %t910
  %v955 = mul i64 %v954, %size.K
  %v956 = add i64 %v955, %t916
  %p957 = getelementptr float, ptr %buf.y, i64 %v956
  store <16 x float> %v920, ptr %p957, align 4
  %t958 = add i64 %k0, 16
  %p959 = getelementptr float, ptr %buf.b, i64 %t958
  %ld960 = load <16 x float>, ptr %p959, align 4
  %v961 = fadd contract <16 x float> %ld960, %t357
  %v962 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v961, <16 x float> splat (float 0x0000000000000000))
  %v963 = add i64 %size.H, 1
  %v964 = add i64 %v963, 1
  %v965 = sub i64 %size.R, 1
  %v966 = sub i64 %v964, %v965
  %v967 = sub i64 %v966, 1
  %v968 = sdiv i64 %v967, 2
  %v969 = srem i64 %v967, 2
  %v970 = icmp ne i64 %v969, 0
  %v971 = icmp slt i64 %v969, 0
  %v972 = icmp slt i64 2, 0
  %v973 = xor i1 %v971, %v972
  %v974 = and i1 %v970, %v973
  %v975 = zext i1 %v974 to i64
  %v976 = sub i64 %v968, %v975
  %v977 = add i64 %v976, 1
  %v978 = mul i64 %n, %v977
  %v979 = add i64 %v978, %t912
  %v980 = add i64 %size.W, 1
  %v981 = add i64 %v980, 1
  %v982 = sub i64 %size.S, 1
  %v983 = sub i64 %v981, %v982
  %v984 = sub i64 %v983, 1
  %v985 = sdiv i64 %v984, 2
  %v986 = srem i64 %v984, 2
  %v987 = icmp ne i64 %v986, 0
  %v988 = icmp slt i64 %v986, 0
  %v989 = icmp slt i64 2, 0
  %v990 = xor i1 %v988, %v989
  %v991 = and i1 %v987, %v990
  %v992 = zext i1 %v991 to i64
  %v993 = sub i64 %v985, %v992
  %v994 = add i64 %v993, 1
  %v995 = mul i64 %v979, %v994
  %v996 = add i64 %v995, %t910
  %v997 = mul i64 %v996, %size.K
  %v998 = add i64 %v997, %t958
  %p999 = getelementptr float, ptr %buf.y, i64 %v998
  store <16 x float> %v962, ptr %p999, align 4
  %t1000 = add i64 %k0, 32
  %p1001 = getelementptr float, ptr %buf.b, i64 %t1000
  %ld1002 = load <16 x float>, ptr %p1001, align 4
  %v1003 = fadd contract <16 x float> %ld1002, %t358
  %v1004 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1003, <16 x float> splat (float 0x0000000000000000))
  %v1005 = add i64 %size.H, 1
  %v1006 = add i64 %v1005, 1
  %v1007 = sub i64 %size.R, 1
  %v1008 = sub i64 %v1006, %v1007
  %v1009 = sub i64 %v1008, 1
  %v1010 = sdiv i64 %v1009, 2
  %v1011 = srem i64 %v1009, 2
  %v1012 = icmp ne i64 %v1011, 0
  %v1013 = icmp slt i64 %v1011, 0
  %v1014 = icmp slt i64 2, 0
  %v1015 = xor i1 %v1013, %v1014
  %v1016 = and i1 %v1012, %v1015
  %v1017 = zext i1 %v1016 to i64
  %v1018 = sub i64 %v1010, %v1017
  %v1019 = add i64 %v1018, 1
  %v1020 = mul i64 %n, %v1019
  %v1021 = add i64 %v1020, %t912
  %v1022 = add i64 %size.W, 1
  %v1023 = add i64 %v1022, 1
  %v1024 = sub i64 %size.S, 1
  %v1025 = sub i64 %v1023, %v1024
  %v1026 = sub i64 %v1025, 1
  %v1027 = sdiv i64 %v1026, 2
  %v1028 = srem i64 %v1026, 2
  %v1029 = icmp ne i64 %v1028, 0
  %v1030 = icmp slt i64 %v1028, 0
  %v1031 = icmp slt i64 2, 0
  %v1032 = xor i1 %v1030, %v1031
  %v1033 = and i1 %v1029, %v1032
  %v1034 = zext i1 %v1033 to i64
  %v1035 = sub i64 %v1027, %v1034
  %v1036 = add i64 %v1035, 1
  %v1037 = mul i64 %v1021, %v1036
  %v1038 = add i64 %v1037, %t910
  %v1039 = mul i64 %v1038, %size.K
  %v1040 = add i64 %v1039, %t1000
  %p1041 = getelementptr float, ptr %buf.y, i64 %v1040
  store <16 x float> %v1004, ptr %p1041, align 4
  %t1042 = add i64 %k0, 48
  %p1043 = getelementptr float, ptr %buf.b, i64 %t1042
  %ld1044 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1043, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1045 = fadd contract <16 x float> %ld1044, %t359
  %v1046 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1045, <16 x float> splat (float 0x0000000000000000))
  %v1047 = add i64 %size.H, 1
  %v1048 = add i64 %v1047, 1
  %v1049 = sub i64 %size.R, 1
  %v1050 = sub i64 %v1048, %v1049
  %v1051 = sub i64 %v1050, 1
  %v1052 = sdiv i64 %v1051, 2
  %v1053 = srem i64 %v1051, 2
  %v1054 = icmp ne i64 %v1053, 0
  %v1055 = icmp slt i64 %v1053, 0
  %v1056 = icmp slt i64 2, 0
  %v1057 = xor i1 %v1055, %v1056
  %v1058 = and i1 %v1054, %v1057
  %v1059 = zext i1 %v1058 to i64
  %v1060 = sub i64 %v1052, %v1059
  %v1061 = add i64 %v1060, 1
  %v1062 = mul i64 %n, %v1061
  %v1063 = add i64 %v1062, %t912
  %v1064 = add i64 %size.W, 1
  %v1065 = add i64 %v1064, 1
  %v1066 = sub i64 %size.S, 1
  %v1067 = sub i64 %v1065, %v1066
  %v1068 = sub i64 %v1067, 1
  %v1069 = sdiv i64 %v1068, 2
  %v1070 = srem i64 %v1068, 2
  %v1071 = icmp ne i64 %v1070, 0
  %v1072 = icmp slt i64 %v1070, 0
  %v1073 = icmp slt i64 2, 0
  %v1074 = xor i1 %v1072, %v1073
  %v1075 = and i1 %v1071, %v1074
  %v1076 = zext i1 %v1075 to i64
  %v1077 = sub i64 %v1069, %v1076
  %v1078 = add i64 %v1077, 1
  %v1079 = mul i64 %v1063, %v1078
  %v1080 = add i64 %v1079, %t910
  %v1081 = mul i64 %v1080, %size.K
  %v1082 = add i64 %v1081, %t1042
  %p1083 = getelementptr float, ptr %buf.y, i64 %v1082
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1046, ptr align 4 %p1083, <16 x i1> %mlast)
  br label %finnext914
finnext914:
  %t1084 = add i64 %t910, 1
  %t1085 = icmp sge i64 %t1084, %t382
  %t1086 = select i1 %t1085, i64 0, i64 %t1084
  %t1087 = zext i1 %t1085 to i64
  %t1088 = add i64 %t912, %t1087
  %t1091 = icmp slt i64 4, %t10
  br i1 %t1091, label %fin1089, label %finnext1090
fin1089:
  %t1092 = add i64 %k0, 0
  %p1093 = getelementptr float, ptr %buf.b, i64 %t1092
  %ld1094 = load <16 x float>, ptr %p1093, align 4
  %v1095 = fadd contract <16 x float> %ld1094, %t360
  %v1096 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1095, <16 x float> splat (float 0x0000000000000000))
  %v1097 = add i64 %size.H, 1
  %v1098 = add i64 %v1097, 1
  %v1099 = sub i64 %size.R, 1
  %v1100 = sub i64 %v1098, %v1099
  %v1101 = sub i64 %v1100, 1
  %v1102 = sdiv i64 %v1101, 2
  %v1103 = srem i64 %v1101, 2
  %v1104 = icmp ne i64 %v1103, 0
  %v1105 = icmp slt i64 %v1103, 0
  %v1106 = icmp slt i64 2, 0
  %v1107 = xor i1 %v1105, %v1106
  %v1108 = and i1 %v1104, %v1107
  %v1109 = zext i1 %v1108 to i64
  %v1110 = sub i64 %v1102, %v1109
  %v1111 = add i64 %v1110, 1
  %v1112 = mul i64 %n, %v1111
  %v1113 = add i64 %v1112, %t1088
  %v1114 = add i64 %size.W, 1
  %v1115 = add i64 %v1114, 1
  %v1116 = sub i64 %size.S, 1
  %v1117 = sub i64 %v1115, %v1116
  %v1118 = sub i64 %v1117, 1
  %v1119 = sdiv i64 %v1118, 2
  %v1120 = srem i64 %v1118, 2
  %v1121 = icmp ne i64 %v1120, 0
  %v1122 = icmp slt i64 %v1120, 0
  %v1123 = icmp slt i64 2, 0
  %v1124 = xor i1 %v1122, %v1123
  %v1125 = and i1 %v1121, %v1124
  %v1126 = zext i1 %v1125 to i64
  %v1127 = sub i64 %v1119, %v1126
  %v1128 = add i64 %v1127, 1
  %v1129 = mul i64 %v1113, %v1128
  %v1130 = add i64 %v1129, %t1086
  %v1131 = mul i64 %v1130, %size.K
  %v1132 = add i64 %v1131, %t1092
  %p1133 = getelementptr float, ptr %buf.y, i64 %v1132
  store <16 x float> %v1096, ptr %p1133, align 4
  %t1134 = add i64 %k0, 16
  %p1135 = getelementptr float, ptr %buf.b, i64 %t1134
  %ld1136 = load <16 x float>, ptr %p1135, align 4
  %v1137 = fadd contract <16 x float> %ld1136, %t361
  %v1138 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1137, <16 x float> splat (float 0x0000000000000000))
  %v1139 = add i64 %size.H, 1
  %v1140 = add i64 %v1139, 1
  %v1141 = sub i64 %size.R, 1
  %v1142 = sub i64 %v1140, %v1141
  %v1143 = sub i64 %v1142, 1
  %v1144 = sdiv i64 %v1143, 2
  %v1145 = srem i64 %v1143, 2
  %v1146 = icmp ne i64 %v1145, 0
  %v1147 = icmp slt i64 %v1145, 0
  %v1148 = icmp slt i64 2, 0
  %v1149 = xor i1 %v1147, %v1148
  %v1150 = and i1 %v1146, %v1149
  %v1151 = zext i1 %v1150 to i64
  %v1152 = sub i64 %v1144, %v1151
  %v1153 = add i64 %v1152, 1
  %v1154 = mul i64 %n, %v1153
  %v1155 = add i64 %v1154, %t1088
  %v1156 = add i64 %size.W, 1
  %v1157 = add i64 %v1156, 1
  %v1158 = sub i64 %size.S, 1
  %v1159 = sub i64 %v1157, %v1158
  %v1160 = sub i64 %v1159, 1
  %v1161 = sdiv i64 %v1160, 2
  %v1162 = srem i64 %v1160, 2
  %v1163 = icmp ne i64 %v1162, 0
  %v1164 = icmp slt i64 %v1162, 0
  %v1165 = icmp slt i64 2, 0
  %v1166 = xor i1 %v1164, %v1165
  %v1167 = and i1 %v1163, %v1166
  %v1168 = zext i1 %v1167 to i64
  %v1169 = sub i64 %v1161, %v1168
  %v1170 = add i64 %v1169, 1
  %v1171 = mul i64 %v1155, %v1170
  %v1172 = add i64 %v1171, %t1086
  %v1173 = mul i64 %v1172, %size.K
  %v1174 = add i64 %v1173, %t1134
  %p1175 = getelementptr float, ptr %buf.y, i64 %v1174
  store <16 x float> %v1138, ptr %p1175, align 4
  %t1176 = add i64 %k0, 32
  %p1177 = getelementptr float, ptr %buf.b, i64 %t1176
  %ld1178 = load <16 x float>, ptr %p1177, align 4
  %v1179 = fadd contract <16 x float> %ld1178, %t362
  %v1180 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1179, <16 x float> splat (float 0x0000000000000000))
  %v1181 = add i64 %size.H, 1
  %v1182 = add i64 %v1181, 1
  %v1183 = sub i64 %size.R, 1
  %v1184 = sub i64 %v1182, %v1183
  %v1185 = sub i64 %v1184, 1
  %v1186 = sdiv i64 %v1185, 2
  %v1187 = srem i64 %v1185, 2
  %v1188 = icmp ne i64 %v1187, 0
  %v1189 = icmp slt i64 %v1187, 0
  %v1190 = icmp slt i64 2, 0
  %v1191 = xor i1 %v1189, %v1190
  %v1192 = and i1 %v1188, %v1191
  %v1193 = zext i1 %v1192 to i64
  %v1194 = sub i64 %v1186, %v1193
  %v1195 = add i64 %v1194, 1
  %v1196 = mul i64 %n, %v1195
  %v1197 = add i64 %v1196, %t1088
  %v1198 = add i64 %size.W, 1
  %v1199 = add i64 %v1198, 1
  %v1200 = sub i64 %size.S, 1
  %v1201 = sub i64 %v1199, %v1200
  %v1202 = sub i64 %v1201, 1
  %v1203 = sdiv i64 %v1202, 2
  %v1204 = srem i64 %v1202, 2
  %v1205 = icmp ne i64 %v1204, 0
  %v1206 = icmp slt i64 %v1204, 0
  %v1207 = icmp slt i64 2, 0
  %v1208 = xor i1 %v1206, %v1207
  %v1209 = and i1 %v1205, %v1208
  %v1210 = zext i1 %v1209 to i64
  %v1211 = sub i64 %v1203, %v1210
  %v1212 = add i64 %v1211, 1
  %v1213 = mul i64 %v1197, %v1212
  %v1214 = add i64 %v1213, %t1086
  %v1215 = mul i64 %v1214, %size.K
  %v1216 = add i64 %v1215, %t1176
  %p1217 = getelementptr float, ptr %buf.y, i64 %v1216
  store <16 x float> %v1180, ptr %p1217, align 4
  %t1218 = add i64 %k0, 48
  %p1219 = getelementptr float, ptr %buf.b, i64 %t1218
  %ld1220 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1219, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1221 = fadd contract <16 x float> %ld1220, %t363
  %v1222 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1221, <16 x float> splat (float 0x0000000000000000))
  %v1223 = add i64 %size.H, 1
  %v1224 = add i64 %v1223, 1
  %v1225 = sub i64 %size.R, 1
  %v1226 = sub i64 %v1224, %v1225
  %v1227 = sub i64 %v1226, 1
  %v1228 = sdiv i64 %v1227, 2
  %v1229 = srem i64 %v1227, 2
  %v1230 = icmp ne i64 %v1229, 0
  %v1231 = icmp slt i64 %v1229, 0
  %v1232 = icmp slt i64 2, 0
  %v1233 = xor i1 %v1231, %v1232
  %v1234 = and i1 %v1230, %v1233
  %v1235 = zext i1 %v1234 to i64
  %v1236 = sub i64 %v1228, %v1235
  %v1237 = add i64 %v1236, 1
  %v1238 = mul i64 %n, %v1237
  %v1239 = add i64 %v1238, %t1088
  %v1240 = add i64 %size.W, 1
  %v1241 = add i64 %v1240, 1
  %v1242 = sub i64 %size.S, 1
  %v1243 = sub i64 %v1241, %v1242
  %v1244 = sub i64 %v1243, 1
  %v1245 = sdiv i64 %v1244, 2
  %v1246 = srem i64 %v1244, 2
  %v1247 = icmp ne i64 %v1246, 0
  %v1248 = icmp slt i64 %v1246, 0
  %v1249 = icmp slt i64 2, 0
  %v1250 = xor i1 %v1248, %v1249
  %v1251 = and i1 %v1247, %v1250
  %v1252 = zext i1 %v1251 to i64
  %v1253 = sub i64 %v1245, %v1252
  %v1254 = add i64 %v1253, 1
  %v1255 = mul i64 %v1239, %v1254
  %v1256 = add i64 %v1255, %t1086
  %v1257 = mul i64 %v1256, %size.K
  %v1258 = add i64 %v1257, %t1218
  %p1259 = getelementptr float, ptr %buf.y, i64 %v1258
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1222, ptr align 4 %p1259, <16 x i1> %mlast)
  br label %finnext1090
finnext1090:
  %t1260 = add i64 %t1086, 1
  %t1261 = icmp sge i64 %t1260, %t382
  %t1262 = select i1 %t1261, i64 0, i64 %t1260
  %t1263 = zext i1 %t1261 to i64
  %t1264 = add i64 %t1088, %t1263
  %t1267 = icmp slt i64 5, %t10
  br i1 %t1267, label %fin1265, label %finnext1266
fin1265:
  %t1268 = add i64 %k0, 0
  %p1269 = getelementptr float, ptr %buf.b, i64 %t1268
  %ld1270 = load <16 x float>, ptr %p1269, align 4
  %v1271 = fadd contract <16 x float> %ld1270, %t364
  %v1272 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1271, <16 x float> splat (float 0x0000000000000000))
  %v1273 = add i64 %size.H, 1
  %v1274 = add i64 %v1273, 1
  %v1275 = sub i64 %size.R, 1
  %v1276 = sub i64 %v1274, %v1275
  %v1277 = sub i64 %v1276, 1
  %v1278 = sdiv i64 %v1277, 2
  %v1279 = srem i64 %v1277, 2
  %v1280 = icmp ne i64 %v1279, 0
  %v1281 = icmp slt i64 %v1279, 0
  %v1282 = icmp slt i64 2, 0
  %v1283 = xor i1 %v1281, %v1282
  %v1284 = and i1 %v1280, %v1283
  %v1285 = zext i1 %v1284 to i64
  %v1286 = sub i64 %v1278, %v1285
  %v1287 = add i64 %v1286, 1
  %v1288 = mul i64 %n, %v1287
  %v1289 = add i64 %v1288, %t1264
  %v1290 = add i64 %size.W, 1
  %v1291 = add i64 %v1290, 1
  %v1292 = sub i64 %size.S, 1
  %v1293 = sub i64 %v1291, %v1292
  %v1294 = sub i64 %v1293, 1
  %v1295 = sdiv i64 %v1294, 2
  %v1296 = srem i64 %v1294, 2
  %v1297 = icmp ne i64 %v1296, 0
  %v1298 = icmp slt i64 %v1296, 0
  %v1299 = icmp slt i64 2, 0
  %v1300 = xor i1 %v1298, %v1299
  %v1301 = and i1 %v1297, %v1300
  %v1302 = zext i1 %v1301 to i64
  %v1303 = sub i64 %v1295, %v1302
  %v1304 = add i64 %v1303, 1
  %v1305 = mul i64 %v1289, %v1304
  %v1306 = add i64 %v1305, %t1262
  %v1307 = mul i64 %v1306, %size.K
  %v1308 = add i64 %v1307, %t1268
  %p1309 = getelementptr float, ptr %buf.y, i64 %v1308
  store <16 x float> %v1272, ptr %p1309, align 4
  %t1310 = add i64 %k0, 16
  %p1311 = getelementptr float, ptr %buf.b, i64 %t1310
  %ld1312 = load <16 x float>, ptr %p1311, align 4
  %v1313 = fadd contract <16 x float> %ld1312, %t365
  %v1314 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1313, <16 x float> splat (float 0x0000000000000000))
  %v1315 = add i64 %size.H, 1
  %v1316 = add i64 %v1315, 1
  %v1317 = sub i64 %size.R, 1
  %v1318 = sub i64 %v1316, %v1317
  %v1319 = sub i64 %v1318, 1
  %v1320 = sdiv i64 %v1319, 2
  %v1321 = srem i64 %v1319, 2
  %v1322 = icmp ne i64 %v1321, 0
  %v1323 = icmp slt i64 %v1321, 0
  %v1324 = icmp slt i64 2, 0
  %v1325 = xor i1 %v1323, %v1324
  %v1326 = and i1 %v1322, %v1325
  %v1327 = zext i1 %v1326 to i64
  %v1328 = sub i64 %v1320, %v1327
  %v1329 = add i64 %v1328, 1
  %v1330 = mul i64 %n, %v1329
  %v1331 = add i64 %v1330, %t1264
  %v1332 = add i64 %size.W, 1
  %v1333 = add i64 %v1332, 1
  %v1334 = sub i64 %size.S, 1
  %v1335 = sub i64 %v1333, %v1334
  %v1336 = sub i64 %v1335, 1
  %v1337 = sdiv i64 %v1336, 2
  %v1338 = srem i64 %v1336, 2
  %v1339 = icmp ne i64 %v1338, 0
  %v1340 = icmp slt i64 %v1338, 0
  %v1341 = icmp slt i64 2, 0
  %v1342 = xor i1 %v1340, %v1341
  %v1343 = and i1 %v1339, %v1342
  %v1344 = zext i1 %v1343 to i64
  %v1345 = sub i64 %v1337, %v1344
  %v1346 = add i64 %v1345, 1
  %v1347 = mul i64 %v1331, %v1346
  %v1348 = add i64 %v1347, %t1262
  %v1349 = mul i64 %v1348, %size.K
  %v1350 = add i64 %v1349, %t1310
  %p1351 = getelementptr float, ptr %buf.y, i64 %v1350
  store <16 x float> %v1314, ptr %p1351, align 4
  %t1352 = add i64 %k0, 32
  %p1353 = getelementptr float, ptr %buf.b, i64 %t1352
  %ld1354 = load <16 x float>, ptr %p1353, align 4
  %v1355 = fadd contract <16 x float> %ld1354, %t366
  %v1356 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1355, <16 x float> splat (float 0x0000000000000000))
  %v1357 = add i64 %size.H, 1
  %v1358 = add i64 %v1357, 1
  %v1359 = sub i64 %size.R, 1
  %v1360 = sub i64 %v1358, %v1359
  %v1361 = sub i64 %v1360, 1
  %v1362 = sdiv i64 %v1361, 2
  %v1363 = srem i64 %v1361, 2
  %v1364 = icmp ne i64 %v1363, 0
  %v1365 = icmp slt i64 %v1363, 0
  %v1366 = icmp slt i64 2, 0
  %v1367 = xor i1 %v1365, %v1366
  %v1368 = and i1 %v1364, %v1367
  %v1369 = zext i1 %v1368 to i64
  %v1370 = sub i64 %v1362, %v1369
  %v1371 = add i64 %v1370, 1
  %v1372 = mul i64 %n, %v1371
  %v1373 = add i64 %v1372, %t1264
  %v1374 = add i64 %size.W, 1
  %v1375 = add i64 %v1374, 1
  %v1376 = sub i64 %size.S, 1
  %v1377 = sub i64 %v1375, %v1376
  %v1378 = sub i64 %v1377, 1
  %v1379 = sdiv i64 %v1378, 2
  %v1380 = srem i64 %v1378, 2
  %v1381 = icmp ne i64 %v1380, 0
  %v1382 = icmp slt i64 %v1380, 0
  %v1383 = icmp slt i64 2, 0
  %v1384 = xor i1 %v1382, %v1383
  %v1385 = and i1 %v1381, %v1384
  %v1386 = zext i1 %v1385 to i64
  %v1387 = sub i64 %v1379, %v1386
  %v1388 = add i64 %v1387, 1
  %v1389 = mul i64 %v1373, %v1388
  %v1390 = add i64 %v1389, %t1262
  %v1391 = mul i64 %v1390, %size.K
  %v1392 = add i64 %v1391, %t1352
  %p1393 = getelementptr float, ptr %buf.y, i64 %v1392
  store <16 x float> %v1356, ptr %p1393, align 4
  %t1394 = add i64 %k0, 48
  %p1395 = getelementptr float, ptr %buf.b, i64 %t1394
  %ld1396 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1395, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1397 = fadd contract <16 x float> %ld1396, %t367
  %v1398 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1397, <16 x float> splat (float 0x0000000000000000))
  %v1399 = add i64 %size.H, 1
  %v1400 = add i64 %v1399, 1
  %v1401 = sub i64 %size.R, 1
  %v1402 = sub i64 %v1400, %v1401
  %v1403 = sub i64 %v1402, 1
  %v1404 = sdiv i64 %v1403, 2
  %v1405 = srem i64 %v1403, 2
  %v1406 = icmp ne i64 %v1405, 0
  %v1407 = icmp slt i64 %v1405, 0
  %v1408 = icmp slt i64 2, 0
  %v1409 = xor i1 %v1407, %v1408
  %v1410 = and i1 %v1406, %v1409
  %v1411 = zext i1 %v1410 to i64
  %v1412 = sub i64 %v1404, %v1411
  %v1413 = add i64 %v1412, 1
  %v1414 = mul i64 %n, %v1413
  %v1415 = add i64 %v1414, %t1264
  %v1416 = add i64 %size.W, 1
  %v1417 = add i64 %v1416, 1
  %v1418 = sub i64 %size.S, 1
  %v1419 = sub i64 %v1417, %v1418
  %v1420 = sub i64 %v1419, 1
  %v1421 = sdiv i64 %v1420, 2
  %v1422 = srem i64 %v1420, 2
  %v1423 = icmp ne i64 %v1422, 0
  %v1424 = icmp slt i64 %v1422, 0
  %v1425 = icmp slt i64 2, 0
  %v1426 = xor i1 %v1424, %v1425
  %v1427 = and i1 %v1423, %v1426
  %v1428 = zext i1 %v1427 to i64
  %v1429 = sub i64 %v1421, %v1428
  %v1430 = add i64 %v1429, 1
  %v1431 = mul i64 %v1415, %v1430
  %v1432 = add i64 %v1431, %t1262
  %v1433 = mul i64 %v1432, %size.K
  %v1434 = add i64 %v1433, %t1394
  %p1435 = getelementptr float, ptr %buf.y, i64 %v1434
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1398, ptr align 4 %p1435, <16 x i1> %mlast)
  br label %finnext1266
finnext1266:
  br label %tile.next
partial:
  %t1438 = icmp slt i64 0, %t10
  br i1 %t1438, label %store1436, label %next1437
store1436:
  %t1439 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t344, ptr %t1439, align 4
  %t1440 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t345, ptr %t1440, align 4
  %t1441 = getelementptr float, ptr %t26, i64 32
  store <16 x float> %t346, ptr %t1441, align 4
  %t1442 = getelementptr float, ptr %t26, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t347, ptr align 4 %t1442, <16 x i1> %mlast)
  br label %next1437
next1437:
  %t1445 = icmp slt i64 1, %t10
  br i1 %t1445, label %store1443, label %next1444
store1443:
  %t1446 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t348, ptr %t1446, align 4
  %t1447 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t349, ptr %t1447, align 4
  %t1448 = getelementptr float, ptr %t28, i64 32
  store <16 x float> %t350, ptr %t1448, align 4
  %t1449 = getelementptr float, ptr %t28, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t351, ptr align 4 %t1449, <16 x i1> %mlast)
  br label %next1444
next1444:
  %t1452 = icmp slt i64 2, %t10
  br i1 %t1452, label %store1450, label %next1451
store1450:
  %t1453 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t352, ptr %t1453, align 4
  %t1454 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t353, ptr %t1454, align 4
  %t1455 = getelementptr float, ptr %t30, i64 32
  store <16 x float> %t354, ptr %t1455, align 4
  %t1456 = getelementptr float, ptr %t30, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t355, ptr align 4 %t1456, <16 x i1> %mlast)
  br label %next1451
next1451:
  %t1459 = icmp slt i64 3, %t10
  br i1 %t1459, label %store1457, label %next1458
store1457:
  %t1460 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t356, ptr %t1460, align 4
  %t1461 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t357, ptr %t1461, align 4
  %t1462 = getelementptr float, ptr %t32, i64 32
  store <16 x float> %t358, ptr %t1462, align 4
  %t1463 = getelementptr float, ptr %t32, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t359, ptr align 4 %t1463, <16 x i1> %mlast)
  br label %next1458
next1458:
  %t1466 = icmp slt i64 4, %t10
  br i1 %t1466, label %store1464, label %next1465
store1464:
  %t1467 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t360, ptr %t1467, align 4
  %t1468 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t361, ptr %t1468, align 4
  %t1469 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %t362, ptr %t1469, align 4
  %t1470 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t363, ptr align 4 %t1470, <16 x i1> %mlast)
  br label %next1465
next1465:
  %t1473 = icmp slt i64 5, %t10
  br i1 %t1473, label %store1471, label %next1472
store1471:
  %t1474 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t364, ptr %t1474, align 4
  %t1475 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t365, ptr %t1475, align 4
  %t1476 = getelementptr float, ptr %t36, i64 32
  store <16 x float> %t366, ptr %t1476, align 4
  %t1477 = getelementptr float, ptr %t36, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t367, ptr align 4 %t1477, <16 x i1> %mlast)
  br label %next1472
next1472:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t1478 = icmp slt i64 %j.next, %ntiles
  br i1 %t1478, label %tile, label %exit
exit:
  ret void
}


define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c85 = alloca i64
  %c173 = alloca i64
  %c220 = alloca i64
  %c272 = alloca i64
  %c453 = alloca i64
  %c459 = alloca i64
  %c682 = alloca i64
  %c691 = alloca i64
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
  %t43 = icmp slt i64 %size.C, 16
  %t44 = mul i64 %t32, %t42
  %t45 = icmp sle i64 %t44, 85
  %t46 = or i1 %t45, %t43
  %t47 = add i64 %t42, 84
  %t48 = sdiv i64 %t47, 85
  %t49 = sub i64 %t48, 1
  %t50 = add i64 %t42, %t49
  %t51 = sdiv i64 %t50, %t48
  %t52 = select i1 %t46, i64 %t42, i64 %t51
  %t53 = sdiv i64 85, %t52
  %t54 = icmp sgt i64 %t53, 1
  %t55 = select i1 %t54, i64 %t53, i64 1
  %t56 = select i1 %t46, i64 %t32, i64 %t55
  %t57 = ptrtoint ptr %scratch to i64
  %t58 = add i64 %t57, 63
  %t59 = and i64 %t58, -64
  %t60 = inttoptr i64 %t59 to ptr
  %t61 = mul i64 %t32, 6
  %t62 = mul i64 %t61, 16
  %t63 = getelementptr ptr, ptr %t60, i64 %t62
  %t64 = add i64 %t32, 1
  %t65 = mul i64 %t64, 16
  %t66 = getelementptr i32, ptr %t63, i64 %t65
  %t67 = getelementptr i32, ptr %t66, i64 16
  %t68 = add i64 %size.S, 1
  %t69 = mul i64 %t68, %size.C
  %t70 = mul i64 %t69, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t67, i8 0, i64 %t70, i1 false)
  %t71 = mul i64 %size.C, %size.P
  %t72 = srem i64 %size.P, 64
  %t73 = icmp eq i64 %t72, 0
  %t74 = mul i64 1, %size.P
  %t75 = icmp sle i64 %size.K, %t74
  %t76 = and i1 %t73, %t75
  br i1 %t76, label %direct77, label %exact78
exact78:
  %t80 = icmp eq i64 %range.lo, 0
  br i1 %t80, label %exact.run79, label %exact.done
exact.run79:
  call void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct77:
  %t81 = mul i64 %size.C, %size.K
  %t82 = mul i64 %t32, %t81
  %t83 = mul i64 %t82, 4
  %t84 = icmp sgt i64 %t83, 524288
  store i64 %range.lo, ptr %c85
  br label %head86
head86:
  %i89 = load i64, ptr %c85
  %t90 = icmp slt i64 %i89, %t40
  br i1 %t90, label %body87, label %done88
body87:
  %t91 = sdiv i64 %i89, %t37
  %t92 = srem i64 %i89, %t37
  %t93 = sdiv i64 %t92, %t36
  %t94 = srem i64 %t92, %t34
  %t95 = select i1 %t84, i64 %t93, i64 %t94
  %t96 = srem i64 %t92, %t36
  %t97 = sdiv i64 %t92, %t34
  %t98 = select i1 %t84, i64 %t96, i64 %t97
  %t99 = mul i64 %t95, 64
  %t100 = sub i64 %size.K, %t99
  %t101 = icmp slt i64 64, %t100
  %t102 = select i1 %t101, i64 64, i64 %t100
  %t103 = add i64 %t102, 15
  %t104 = sdiv i64 %t103, 16
  %t105 = sub i64 %t104, 1
  %t106 = mul i64 %t105, 16
  %t107 = add i64 %t99, %t106
  %t108 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t107, i64 %size.K)
  %t109 = mul i64 %t98, 96
  %t110 = add i64 %t109, 96
  %t111 = icmp slt i64 %t31, %t110
  %t112 = select i1 %t111, i64 %t31, i64 %t110
  %t113 = sub i64 %t112, %t109
  %t114 = add i64 %t113, 5
  %t115 = sdiv i64 %t114, 6
  %t116 = sdiv i64 %t109, %t30
  %t117 = srem i64 %t109, %t30
  %t118 = add i64 %size.H, 1
  %t119 = add i64 %t118, 1
  %t120 = sub i64 %size.R, 1
  %t121 = sub i64 %t119, %t120
  %t122 = sub i64 %t121, 1
  %t123 = sdiv i64 %t122, 2
  %t124 = srem i64 %t122, 2
  %t125 = icmp slt i64 %t124, 0
  %t126 = icmp slt i64 2, 0
  %t127 = icmp ne i1 %t125, %t126
  %t128 = icmp ne i64 %t124, 0
  %t129 = and i1 %t128, %t127
  %t130 = zext i1 %t129 to i64
  %t131 = sub i64 %t123, %t130
  %t132 = add i64 %t131, 1
  %t133 = add i64 %size.W, 1
  %t134 = add i64 %t133, 1
  %t135 = sub i64 %size.S, 1
  %t136 = sub i64 %t134, %t135
  %t137 = sub i64 %t136, 1
  %t138 = sdiv i64 %t137, 2
  %t139 = srem i64 %t137, 2
  %t140 = icmp slt i64 %t139, 0
  %t141 = icmp slt i64 2, 0
  %t142 = icmp ne i1 %t140, %t141
  %t143 = icmp ne i64 %t139, 0
  %t144 = and i1 %t143, %t142
  %t145 = zext i1 %t144 to i64
  %t146 = sub i64 %t138, %t145
  %t147 = add i64 %t146, 1
  %t148 = mul i64 %t132, %t147
  %t149 = mul i64 %t148, %size.K
  %t150 = mul i64 %t91, %t149
  %t151 = add i64 %size.W, 1
  %t152 = add i64 %t151, 1
  %t153 = sub i64 %size.S, 1
  %t154 = sub i64 %t152, %t153
  %t155 = sub i64 %t154, 1
  %t156 = sdiv i64 %t155, 2
  %t157 = srem i64 %t155, 2
  %t158 = icmp slt i64 %t157, 0
  %t159 = icmp slt i64 2, 0
  %t160 = icmp ne i1 %t158, %t159
  %t161 = icmp ne i64 %t157, 0
  %t162 = and i1 %t161, %t160
  %t163 = zext i1 %t162 to i64
  %t164 = sub i64 %t156, %t163
  %t165 = add i64 %t164, 1
  %t166 = mul i64 %t165, %size.K
  %t167 = mul i64 %t116, %t166
  %t168 = add i64 %t150, %t167
  %t169 = mul i64 %t117, %size.K
  %t170 = add i64 %t168, %t169
  %t171 = add i64 %t170, %t99
  %t172 = getelementptr float, ptr %buf.y, i64 %t171
  store i64 0, ptr %c173
  br label %head174
head174:
  %i177 = load i64, ptr %c173
  %t178 = icmp slt i64 %i177, %t115
  br i1 %t178, label %body175, label %done176
body175:
  %t179 = mul i64 %i177, 6
  %t180 = add i64 %t109, %t179
  %t181 = add i64 %t180, 6
  %t182 = icmp slt i64 %t112, %t181
  %t183 = select i1 %t182, i64 %t112, i64 %t181
  %t184 = sub i64 %t183, 1
  %t185 = add i64 %t180, 0
  %t186 = icmp slt i64 %t185, %t184
  %t187 = select i1 %t186, i64 %t185, i64 %t184
  %t188 = sdiv i64 %t187, %t30
  %t189 = srem i64 %t187, %t30
  %t190 = add i64 %t180, 1
  %t191 = icmp slt i64 %t190, %t184
  %t192 = select i1 %t191, i64 %t190, i64 %t184
  %t193 = sdiv i64 %t192, %t30
  %t194 = srem i64 %t192, %t30
  %t195 = add i64 %t180, 2
  %t196 = icmp slt i64 %t195, %t184
  %t197 = select i1 %t196, i64 %t195, i64 %t184
  %t198 = sdiv i64 %t197, %t30
  %t199 = srem i64 %t197, %t30
  %t200 = add i64 %t180, 3
  %t201 = icmp slt i64 %t200, %t184
  %t202 = select i1 %t201, i64 %t200, i64 %t184
  %t203 = sdiv i64 %t202, %t30
  %t204 = srem i64 %t202, %t30
  %t205 = add i64 %t180, 4
  %t206 = icmp slt i64 %t205, %t184
  %t207 = select i1 %t206, i64 %t205, i64 %t184
  %t208 = sdiv i64 %t207, %t30
  %t209 = srem i64 %t207, %t30
  %t210 = add i64 %t180, 5
  %t211 = icmp slt i64 %t210, %t184
  %t212 = select i1 %t211, i64 %t210, i64 %t184
  %t213 = sdiv i64 %t212, %t30
  %t214 = srem i64 %t212, %t30
  %t215 = mul i64 %i177, %t61
  %t216 = getelementptr ptr, ptr %t60, i64 %t215
  %t217 = mul i64 %i177, %t64
  %t218 = getelementptr i32, ptr %t63, i64 %t217
  %t219 = getelementptr i32, ptr %t66, i64 %i177
  store i32 0, ptr %t218
  store i64 0, ptr %c220
  %t223 = mul i64 %t189, 2
  %t224 = add i64 %t223, -1
  %t225 = icmp ult i64 %t224, %size.W
  %t226 = and i1 %t43, %t225
  %t227 = sub i64 %size.S, 1
  %t228 = add i64 %t224, %t227
  %t229 = icmp ult i64 %t228, %size.W
  %t230 = and i1 %t226, %t229
  %t231 = mul i64 %t194, 2
  %t232 = add i64 %t231, -1
  %t233 = icmp ult i64 %t232, %size.W
  %t234 = and i1 %t230, %t233
  %t235 = sub i64 %size.S, 1
  %t236 = add i64 %t232, %t235
  %t237 = icmp ult i64 %t236, %size.W
  %t238 = and i1 %t234, %t237
  %t239 = mul i64 %t199, 2
  %t240 = add i64 %t239, -1
  %t241 = icmp ult i64 %t240, %size.W
  %t242 = and i1 %t238, %t241
  %t243 = sub i64 %size.S, 1
  %t244 = add i64 %t240, %t243
  %t245 = icmp ult i64 %t244, %size.W
  %t246 = and i1 %t242, %t245
  %t247 = mul i64 %t204, 2
  %t248 = add i64 %t247, -1
  %t249 = icmp ult i64 %t248, %size.W
  %t250 = and i1 %t246, %t249
  %t251 = sub i64 %size.S, 1
  %t252 = add i64 %t248, %t251
  %t253 = icmp ult i64 %t252, %size.W
  %t254 = and i1 %t250, %t253
  %t255 = mul i64 %t209, 2
  %t256 = add i64 %t255, -1
  %t257 = icmp ult i64 %t256, %size.W
  %t258 = and i1 %t254, %t257
  %t259 = sub i64 %size.S, 1
  %t260 = add i64 %t256, %t259
  %t261 = icmp ult i64 %t260, %size.W
  %t262 = and i1 %t258, %t261
  %t263 = mul i64 %t214, 2
  %t264 = add i64 %t263, -1
  %t265 = icmp ult i64 %t264, %size.W
  %t266 = and i1 %t262, %t265
  %t267 = sub i64 %size.S, 1
  %t268 = add i64 %t264, %t267
  %t269 = icmp ult i64 %t268, %size.W
  %t270 = and i1 %t266, %t269
  br i1 %t270, label %byrun271, label %bytap221
byrun271:
  store i64 0, ptr %c272
  br label %head273
head273:
  %i276 = load i64, ptr %c272
  %t277 = icmp slt i64 %i276, %size.R
  br i1 %t277, label %body274, label %done275
body274:
  %t278 = mul i64 %i276, 6
  %t279 = add i64 %t278, 0
  %t280 = getelementptr ptr, ptr %t216, i64 %t279
  %t281 = load i64, ptr %c220
  %t282 = mul i64 %t188, 2
  %t283 = mul i64 %i276, 1
  %t284 = add i64 %t282, %t283
  %t285 = add i64 %t284, -1
  %t286 = icmp ult i64 %t285, %size.H
  %t287 = mul i64 %size.H, %size.W
  %t288 = mul i64 %t287, %size.C
  %t289 = mul i64 %t91, %t288
  %t290 = mul i64 %t188, 2
  %t291 = add i64 %t290, %i276
  %t292 = sub i64 %t291, 1
  %t293 = mul i64 %size.W, %size.C
  %t294 = mul i64 %t292, %t293
  %t295 = add i64 %t289, %t294
  %t296 = mul i64 %t189, 2
  %t297 = add i64 %t296, 0
  %t298 = sub i64 %t297, 1
  %t299 = mul i64 %t298, %size.C
  %t300 = add i64 %t295, %t299
  %t301 = add i64 %t300, 0
  %t302 = getelementptr float, ptr %buf.x, i64 %t301
  %t303 = select i1 %t286, ptr %t302, ptr %t67
  store ptr %t303, ptr %t280, align 8
  %t304 = xor i1 %t286, true
  %t305 = zext i1 %t304 to i64
  %t306 = add i64 %t281, %t305
  store i64 %t306, ptr %c220
  %t307 = mul i64 %i276, 6
  %t308 = add i64 %t307, 1
  %t309 = getelementptr ptr, ptr %t216, i64 %t308
  %t310 = load i64, ptr %c220
  %t311 = mul i64 %t193, 2
  %t312 = mul i64 %i276, 1
  %t313 = add i64 %t311, %t312
  %t314 = add i64 %t313, -1
  %t315 = icmp ult i64 %t314, %size.H
  %t316 = mul i64 %size.H, %size.W
  %t317 = mul i64 %t316, %size.C
  %t318 = mul i64 %t91, %t317
  %t319 = mul i64 %t193, 2
  %t320 = add i64 %t319, %i276
  %t321 = sub i64 %t320, 1
  %t322 = mul i64 %size.W, %size.C
  %t323 = mul i64 %t321, %t322
  %t324 = add i64 %t318, %t323
  %t325 = mul i64 %t194, 2
  %t326 = add i64 %t325, 0
  %t327 = sub i64 %t326, 1
  %t328 = mul i64 %t327, %size.C
  %t329 = add i64 %t324, %t328
  %t330 = add i64 %t329, 0
  %t331 = getelementptr float, ptr %buf.x, i64 %t330
  %t332 = select i1 %t315, ptr %t331, ptr %t67
  store ptr %t332, ptr %t309, align 8
  %t333 = xor i1 %t315, true
  %t334 = zext i1 %t333 to i64
  %t335 = add i64 %t310, %t334
  store i64 %t335, ptr %c220
  %t336 = mul i64 %i276, 6
  %t337 = add i64 %t336, 2
  %t338 = getelementptr ptr, ptr %t216, i64 %t337
  %t339 = load i64, ptr %c220
  %t340 = mul i64 %t198, 2
  %t341 = mul i64 %i276, 1
  %t342 = add i64 %t340, %t341
  %t343 = add i64 %t342, -1
  %t344 = icmp ult i64 %t343, %size.H
  %t345 = mul i64 %size.H, %size.W
  %t346 = mul i64 %t345, %size.C
  %t347 = mul i64 %t91, %t346
  %t348 = mul i64 %t198, 2
  %t349 = add i64 %t348, %i276
  %t350 = sub i64 %t349, 1
  %t351 = mul i64 %size.W, %size.C
  %t352 = mul i64 %t350, %t351
  %t353 = add i64 %t347, %t352
  %t354 = mul i64 %t199, 2
  %t355 = add i64 %t354, 0
  %t356 = sub i64 %t355, 1
  %t357 = mul i64 %t356, %size.C
  %t358 = add i64 %t353, %t357
  %t359 = add i64 %t358, 0
  %t360 = getelementptr float, ptr %buf.x, i64 %t359
  %t361 = select i1 %t344, ptr %t360, ptr %t67
  store ptr %t361, ptr %t338, align 8
  %t362 = xor i1 %t344, true
  %t363 = zext i1 %t362 to i64
  %t364 = add i64 %t339, %t363
  store i64 %t364, ptr %c220
  %t365 = mul i64 %i276, 6
  %t366 = add i64 %t365, 3
  %t367 = getelementptr ptr, ptr %t216, i64 %t366
  %t368 = load i64, ptr %c220
  %t369 = mul i64 %t203, 2
  %t370 = mul i64 %i276, 1
  %t371 = add i64 %t369, %t370
  %t372 = add i64 %t371, -1
  %t373 = icmp ult i64 %t372, %size.H
  %t374 = mul i64 %size.H, %size.W
  %t375 = mul i64 %t374, %size.C
  %t376 = mul i64 %t91, %t375
  %t377 = mul i64 %t203, 2
  %t378 = add i64 %t377, %i276
  %t379 = sub i64 %t378, 1
  %t380 = mul i64 %size.W, %size.C
  %t381 = mul i64 %t379, %t380
  %t382 = add i64 %t376, %t381
  %t383 = mul i64 %t204, 2
  %t384 = add i64 %t383, 0
  %t385 = sub i64 %t384, 1
  %t386 = mul i64 %t385, %size.C
  %t387 = add i64 %t382, %t386
  %t388 = add i64 %t387, 0
  %t389 = getelementptr float, ptr %buf.x, i64 %t388
  %t390 = select i1 %t373, ptr %t389, ptr %t67
  store ptr %t390, ptr %t367, align 8
  %t391 = xor i1 %t373, true
  %t392 = zext i1 %t391 to i64
  %t393 = add i64 %t368, %t392
  store i64 %t393, ptr %c220
  %t394 = mul i64 %i276, 6
  %t395 = add i64 %t394, 4
  %t396 = getelementptr ptr, ptr %t216, i64 %t395
  %t397 = load i64, ptr %c220
  %t398 = mul i64 %t208, 2
  %t399 = mul i64 %i276, 1
  %t400 = add i64 %t398, %t399
  %t401 = add i64 %t400, -1
  %t402 = icmp ult i64 %t401, %size.H
  %t403 = mul i64 %size.H, %size.W
  %t404 = mul i64 %t403, %size.C
  %t405 = mul i64 %t91, %t404
  %t406 = mul i64 %t208, 2
  %t407 = add i64 %t406, %i276
  %t408 = sub i64 %t407, 1
  %t409 = mul i64 %size.W, %size.C
  %t410 = mul i64 %t408, %t409
  %t411 = add i64 %t405, %t410
  %t412 = mul i64 %t209, 2
  %t413 = add i64 %t412, 0
  %t414 = sub i64 %t413, 1
  %t415 = mul i64 %t414, %size.C
  %t416 = add i64 %t411, %t415
  %t417 = add i64 %t416, 0
  %t418 = getelementptr float, ptr %buf.x, i64 %t417
  %t419 = select i1 %t402, ptr %t418, ptr %t67
  store ptr %t419, ptr %t396, align 8
  %t420 = xor i1 %t402, true
  %t421 = zext i1 %t420 to i64
  %t422 = add i64 %t397, %t421
  store i64 %t422, ptr %c220
  %t423 = mul i64 %i276, 6
  %t424 = add i64 %t423, 5
  %t425 = getelementptr ptr, ptr %t216, i64 %t424
  %t426 = load i64, ptr %c220
  %t427 = mul i64 %t213, 2
  %t428 = mul i64 %i276, 1
  %t429 = add i64 %t427, %t428
  %t430 = add i64 %t429, -1
  %t431 = icmp ult i64 %t430, %size.H
  %t432 = mul i64 %size.H, %size.W
  %t433 = mul i64 %t432, %size.C
  %t434 = mul i64 %t91, %t433
  %t435 = mul i64 %t213, 2
  %t436 = add i64 %t435, %i276
  %t437 = sub i64 %t436, 1
  %t438 = mul i64 %size.W, %size.C
  %t439 = mul i64 %t437, %t438
  %t440 = add i64 %t434, %t439
  %t441 = mul i64 %t214, 2
  %t442 = add i64 %t441, 0
  %t443 = sub i64 %t442, 1
  %t444 = mul i64 %t443, %size.C
  %t445 = add i64 %t440, %t444
  %t446 = add i64 %t445, 0
  %t447 = getelementptr float, ptr %buf.x, i64 %t446
  %t448 = select i1 %t431, ptr %t447, ptr %t67
  store ptr %t448, ptr %t425, align 8
  %t449 = xor i1 %t431, true
  %t450 = zext i1 %t449 to i64
  %t451 = add i64 %t426, %t450
  store i64 %t451, ptr %c220
  %t452 = add nsw i64 %i276, 1
  store i64 %t452, ptr %c272
  br label %head273
done275:
  store i32 1, ptr %t219
  br label %tabled222
bytap221:
  store i64 0, ptr %c453
  br label %head454
head454:
  %i457 = load i64, ptr %c453
  %t458 = icmp slt i64 %i457, %size.R
  br i1 %t458, label %body455, label %done456
body455:
  store i64 0, ptr %c459
  br label %head460
head460:
  %i463 = load i64, ptr %c459
  %t464 = icmp slt i64 %i463, %size.S
  br i1 %t464, label %body461, label %done462
body461:
  %t465 = mul i64 %i457, %size.S
  %t466 = add i64 %t465, %i463
  %t467 = mul i64 %t466, 6
  %t468 = add i64 %t467, 0
  %t469 = getelementptr ptr, ptr %t216, i64 %t468
  %t470 = load i64, ptr %c220
  %t471 = mul i64 %t188, 2
  %t472 = mul i64 %i457, 1
  %t473 = add i64 %t471, %t472
  %t474 = add i64 %t473, -1
  %t475 = icmp ult i64 %t474, %size.H
  %t476 = mul i64 %t189, 2
  %t477 = mul i64 %i463, 1
  %t478 = add i64 %t476, %t477
  %t479 = add i64 %t478, -1
  %t480 = icmp ult i64 %t479, %size.W
  %t481 = and i1 %t475, %t480
  %t482 = mul i64 %size.H, %size.W
  %t483 = mul i64 %t482, %size.C
  %t484 = mul i64 %t91, %t483
  %t485 = mul i64 %t188, 2
  %t486 = add i64 %t485, %i457
  %t487 = sub i64 %t486, 1
  %t488 = mul i64 %size.W, %size.C
  %t489 = mul i64 %t487, %t488
  %t490 = add i64 %t484, %t489
  %t491 = mul i64 %t189, 2
  %t492 = add i64 %t491, %i463
  %t493 = sub i64 %t492, 1
  %t494 = mul i64 %t493, %size.C
  %t495 = add i64 %t490, %t494
  %t496 = add i64 %t495, 0
  %t497 = getelementptr float, ptr %buf.x, i64 %t496
  %t498 = select i1 %t481, ptr %t497, ptr %t67
  store ptr %t498, ptr %t469, align 8
  %t499 = xor i1 %t481, true
  %t500 = zext i1 %t499 to i64
  %t501 = add i64 %t470, %t500
  store i64 %t501, ptr %c220
  %t502 = add i64 %t467, 1
  %t503 = getelementptr ptr, ptr %t216, i64 %t502
  %t504 = load i64, ptr %c220
  %t505 = mul i64 %t193, 2
  %t506 = mul i64 %i457, 1
  %t507 = add i64 %t505, %t506
  %t508 = add i64 %t507, -1
  %t509 = icmp ult i64 %t508, %size.H
  %t510 = mul i64 %t194, 2
  %t511 = mul i64 %i463, 1
  %t512 = add i64 %t510, %t511
  %t513 = add i64 %t512, -1
  %t514 = icmp ult i64 %t513, %size.W
  %t515 = and i1 %t509, %t514
  %t516 = mul i64 %size.H, %size.W
  %t517 = mul i64 %t516, %size.C
  %t518 = mul i64 %t91, %t517
  %t519 = mul i64 %t193, 2
  %t520 = add i64 %t519, %i457
  %t521 = sub i64 %t520, 1
  %t522 = mul i64 %size.W, %size.C
  %t523 = mul i64 %t521, %t522
  %t524 = add i64 %t518, %t523
  %t525 = mul i64 %t194, 2
  %t526 = add i64 %t525, %i463
  %t527 = sub i64 %t526, 1
  %t528 = mul i64 %t527, %size.C
  %t529 = add i64 %t524, %t528
  %t530 = add i64 %t529, 0
  %t531 = getelementptr float, ptr %buf.x, i64 %t530
  %t532 = select i1 %t515, ptr %t531, ptr %t67
  store ptr %t532, ptr %t503, align 8
  %t533 = xor i1 %t515, true
  %t534 = zext i1 %t533 to i64
  %t535 = add i64 %t504, %t534
  store i64 %t535, ptr %c220
  %t536 = add i64 %t467, 2
  %t537 = getelementptr ptr, ptr %t216, i64 %t536
  %t538 = load i64, ptr %c220
  %t539 = mul i64 %t198, 2
  %t540 = mul i64 %i457, 1
  %t541 = add i64 %t539, %t540
  %t542 = add i64 %t541, -1
  %t543 = icmp ult i64 %t542, %size.H
  %t544 = mul i64 %t199, 2
  %t545 = mul i64 %i463, 1
  %t546 = add i64 %t544, %t545
  %t547 = add i64 %t546, -1
  %t548 = icmp ult i64 %t547, %size.W
  %t549 = and i1 %t543, %t548
  %t550 = mul i64 %size.H, %size.W
  %t551 = mul i64 %t550, %size.C
  %t552 = mul i64 %t91, %t551
  %t553 = mul i64 %t198, 2
  %t554 = add i64 %t553, %i457
  %t555 = sub i64 %t554, 1
  %t556 = mul i64 %size.W, %size.C
  %t557 = mul i64 %t555, %t556
  %t558 = add i64 %t552, %t557
  %t559 = mul i64 %t199, 2
  %t560 = add i64 %t559, %i463
  %t561 = sub i64 %t560, 1
  %t562 = mul i64 %t561, %size.C
  %t563 = add i64 %t558, %t562
  %t564 = add i64 %t563, 0
  %t565 = getelementptr float, ptr %buf.x, i64 %t564
  %t566 = select i1 %t549, ptr %t565, ptr %t67
  store ptr %t566, ptr %t537, align 8
  %t567 = xor i1 %t549, true
  %t568 = zext i1 %t567 to i64
  %t569 = add i64 %t538, %t568
  store i64 %t569, ptr %c220
  %t570 = add i64 %t467, 3
  %t571 = getelementptr ptr, ptr %t216, i64 %t570
  %t572 = load i64, ptr %c220
  %t573 = mul i64 %t203, 2
  %t574 = mul i64 %i457, 1
  %t575 = add i64 %t573, %t574
  %t576 = add i64 %t575, -1
  %t577 = icmp ult i64 %t576, %size.H
  %t578 = mul i64 %t204, 2
  %t579 = mul i64 %i463, 1
  %t580 = add i64 %t578, %t579
  %t581 = add i64 %t580, -1
  %t582 = icmp ult i64 %t581, %size.W
  %t583 = and i1 %t577, %t582
  %t584 = mul i64 %size.H, %size.W
  %t585 = mul i64 %t584, %size.C
  %t586 = mul i64 %t91, %t585
  %t587 = mul i64 %t203, 2
  %t588 = add i64 %t587, %i457
  %t589 = sub i64 %t588, 1
  %t590 = mul i64 %size.W, %size.C
  %t591 = mul i64 %t589, %t590
  %t592 = add i64 %t586, %t591
  %t593 = mul i64 %t204, 2
  %t594 = add i64 %t593, %i463
  %t595 = sub i64 %t594, 1
  %t596 = mul i64 %t595, %size.C
  %t597 = add i64 %t592, %t596
  %t598 = add i64 %t597, 0
  %t599 = getelementptr float, ptr %buf.x, i64 %t598
  %t600 = select i1 %t583, ptr %t599, ptr %t67
  store ptr %t600, ptr %t571, align 8
  %t601 = xor i1 %t583, true
  %t602 = zext i1 %t601 to i64
  %t603 = add i64 %t572, %t602
  store i64 %t603, ptr %c220
  %t604 = add i64 %t467, 4
  %t605 = getelementptr ptr, ptr %t216, i64 %t604
  %t606 = load i64, ptr %c220
  %t607 = mul i64 %t208, 2
  %t608 = mul i64 %i457, 1
  %t609 = add i64 %t607, %t608
  %t610 = add i64 %t609, -1
  %t611 = icmp ult i64 %t610, %size.H
  %t612 = mul i64 %t209, 2
  %t613 = mul i64 %i463, 1
  %t614 = add i64 %t612, %t613
  %t615 = add i64 %t614, -1
  %t616 = icmp ult i64 %t615, %size.W
  %t617 = and i1 %t611, %t616
  %t618 = mul i64 %size.H, %size.W
  %t619 = mul i64 %t618, %size.C
  %t620 = mul i64 %t91, %t619
  %t621 = mul i64 %t208, 2
  %t622 = add i64 %t621, %i457
  %t623 = sub i64 %t622, 1
  %t624 = mul i64 %size.W, %size.C
  %t625 = mul i64 %t623, %t624
  %t626 = add i64 %t620, %t625
  %t627 = mul i64 %t209, 2
  %t628 = add i64 %t627, %i463
  %t629 = sub i64 %t628, 1
  %t630 = mul i64 %t629, %size.C
  %t631 = add i64 %t626, %t630
  %t632 = add i64 %t631, 0
  %t633 = getelementptr float, ptr %buf.x, i64 %t632
  %t634 = select i1 %t617, ptr %t633, ptr %t67
  store ptr %t634, ptr %t605, align 8
  %t635 = xor i1 %t617, true
  %t636 = zext i1 %t635 to i64
  %t637 = add i64 %t606, %t636
  store i64 %t637, ptr %c220
  %t638 = add i64 %t467, 5
  %t639 = getelementptr ptr, ptr %t216, i64 %t638
  %t640 = load i64, ptr %c220
  %t641 = mul i64 %t213, 2
  %t642 = mul i64 %i457, 1
  %t643 = add i64 %t641, %t642
  %t644 = add i64 %t643, -1
  %t645 = icmp ult i64 %t644, %size.H
  %t646 = mul i64 %t214, 2
  %t647 = mul i64 %i463, 1
  %t648 = add i64 %t646, %t647
  %t649 = add i64 %t648, -1
  %t650 = icmp ult i64 %t649, %size.W
  %t651 = and i1 %t645, %t650
  %t652 = mul i64 %size.H, %size.W
  %t653 = mul i64 %t652, %size.C
  %t654 = mul i64 %t91, %t653
  %t655 = mul i64 %t213, 2
  %t656 = add i64 %t655, %i457
  %t657 = sub i64 %t656, 1
  %t658 = mul i64 %size.W, %size.C
  %t659 = mul i64 %t657, %t658
  %t660 = add i64 %t654, %t659
  %t661 = mul i64 %t214, 2
  %t662 = add i64 %t661, %i463
  %t663 = sub i64 %t662, 1
  %t664 = mul i64 %t663, %size.C
  %t665 = add i64 %t660, %t664
  %t666 = add i64 %t665, 0
  %t667 = getelementptr float, ptr %buf.x, i64 %t666
  %t668 = select i1 %t651, ptr %t667, ptr %t67
  store ptr %t668, ptr %t639, align 8
  %t669 = xor i1 %t651, true
  %t670 = zext i1 %t669 to i64
  %t671 = add i64 %t640, %t670
  store i64 %t671, ptr %c220
  %t672 = load i64, ptr %c220
  %t673 = trunc i64 %t672 to i32
  %t674 = add i64 %t466, 1
  %t675 = getelementptr i32, ptr %t218, i64 %t674
  store i32 %t673, ptr %t675
  %t676 = add nsw i64 %i463, 1
  store i64 %t676, ptr %c459
  br label %head460
done462:
  %t677 = add nsw i64 %i457, 1
  store i64 %t677, ptr %c453
  br label %head454
done456:
  store i32 0, ptr %t219
  br label %tabled222
tabled222:
  %t678 = load i64, ptr %c220
  %t679 = trunc i64 %t678 to i32
  %t680 = getelementptr i32, ptr %t218, i64 %t32
  store i32 %t679, ptr %t680
  %t681 = add nsw i64 %i177, 1
  store i64 %t681, ptr %c173
  br label %head174
done176:
  store i64 0, ptr %c682
  br label %tbhead683
tbhead683:
  %tb686 = load i64, ptr %c682
  %t687 = icmp slt i64 %tb686, %t32
  br i1 %t687, label %tbbody684, label %tbdone685
tbbody684:
  %t688 = add i64 %tb686, %t56
  %t689 = icmp slt i64 %t32, %t688
  %t690 = select i1 %t689, i64 %t32, i64 %t688
  store i64 0, ptr %c691
  br label %cbhead692
cbhead692:
  %cb695 = load i64, ptr %c691
  %t696 = icmp slt i64 %cb695, %t42
  br i1 %t696, label %cbbody693, label %cbdone694
cbbody693:
  %t697 = sub i64 %size.C, %cb695
  %t698 = icmp slt i64 %t52, %t697
  %t699 = select i1 %t698, i64 %t52, i64 %t697
  %t700 = icmp sgt i64 %tb686, 0
  %t701 = icmp sgt i64 %cb695, 0
  %t702 = or i1 %t700, %t701
  %t703 = icmp eq i64 %t690, %t32
  %t704 = add i64 %cb695, %t699
  %t705 = icmp sge i64 %t704, %size.C
  %t706 = and i1 %t703, %t705
  %t707 = sdiv i64 %tb686, %size.S
  %t708 = srem i64 %tb686, %size.S
  %t709 = sdiv i64 %t99, %size.P
  %t710 = srem i64 %t99, %size.P
  %t711 = icmp slt i64 %t710, 0
  %t712 = icmp slt i64 %size.P, 0
  %t713 = icmp ne i1 %t711, %t712
  %t714 = icmp ne i64 %t710, 0
  %t715 = and i1 %t714, %t713
  %t716 = zext i1 %t715 to i64
  %t717 = sub i64 %t709, %t716
  %t718 = mul i64 %size.R, %size.S
  %t719 = mul i64 %t718, %size.C
  %t720 = mul i64 %t719, %size.P
  %t721 = mul i64 %t717, %t720
  %t722 = mul i64 %size.S, %size.C
  %t723 = mul i64 %t722, %size.P
  %t724 = mul i64 %t707, %t723
  %t725 = add i64 %t721, %t724
  %t726 = mul i64 %size.C, %size.P
  %t727 = mul i64 %t708, %t726
  %t728 = add i64 %t725, %t727
  %t729 = mul i64 %cb695, %size.P
  %t730 = add i64 %t728, %t729
  %t731 = sdiv i64 %t99, %size.P
  %t732 = srem i64 %t99, %size.P
  %t733 = icmp slt i64 %t732, 0
  %t734 = icmp slt i64 %size.P, 0
  %t735 = icmp ne i1 %t733, %t734
  %t736 = icmp ne i64 %t732, 0
  %t737 = and i1 %t736, %t735
  %t738 = select i1 %t737, i64 %size.P, i64 0
  %t739 = add i64 %t732, %t738
  %t740 = add i64 %t730, %t739
  %t741 = getelementptr float, ptr %buf.w, i64 %t740
  %t742 = sub i64 %t112, %t109
  %t743 = sub i64 %t115, 1
  %t744 = mul i64 %t743, 6
  %t745 = sub i64 %t742, %t744
  %t746 = mul i64 %size.S, %size.C
  %t747 = mul i64 %t746, %size.P
  %t751 = icmp eq i64 %t104, 1
  br i1 %t751, label %nv1749, label %nvnext750
nv1749:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %t60, i64 %t61, ptr %t63, i64 %t64, ptr %t66, i64 %t115, i64 %t745, i64 %tb686, i64 %t690, i64 %size.R, i64 %t746, i64 %cb695, i64 %t699, ptr %t741, i64 %t71, i64 %t747, i64 %size.P, ptr %t172, i64 %size.K, i1 %t702, ptr %t67, <16 x i1> %t108, i1 %t706, i64 %t91, i64 %t109, i64 %t99, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called748
nvnext750:
  %t754 = icmp eq i64 %t104, 2
  br i1 %t754, label %nv2752, label %nvnext753
nv2752:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %t60, i64 %t61, ptr %t63, i64 %t64, ptr %t66, i64 %t115, i64 %t745, i64 %tb686, i64 %t690, i64 %size.R, i64 %t746, i64 %cb695, i64 %t699, ptr %t741, i64 %t71, i64 %t747, i64 %size.P, ptr %t172, i64 %size.K, i1 %t702, ptr %t67, <16 x i1> %t108, i1 %t706, i64 %t91, i64 %t109, i64 %t99, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called748
nvnext753:
  %t757 = icmp eq i64 %t104, 3
  br i1 %t757, label %nv3755, label %nvnext756
nv3755:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %t60, i64 %t61, ptr %t63, i64 %t64, ptr %t66, i64 %t115, i64 %t745, i64 %tb686, i64 %t690, i64 %size.R, i64 %t746, i64 %cb695, i64 %t699, ptr %t741, i64 %t71, i64 %t747, i64 %size.P, ptr %t172, i64 %size.K, i1 %t702, ptr %t67, <16 x i1> %t108, i1 %t706, i64 %t91, i64 %t109, i64 %t99, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called748
nvnext756:
  %t760 = icmp eq i64 %t104, 4
  br i1 %t760, label %nv4758, label %nvnext759
nv4758:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %t60, i64 %t61, ptr %t63, i64 %t64, ptr %t66, i64 %t115, i64 %t745, i64 %tb686, i64 %t690, i64 %size.R, i64 %t746, i64 %cb695, i64 %t699, ptr %t741, i64 %t71, i64 %t747, i64 %size.P, ptr %t172, i64 %size.K, i1 %t702, ptr %t67, <16 x i1> %t108, i1 %t706, i64 %t91, i64 %t109, i64 %t99, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called748
nvnext759:
  br label %called748
called748:
  %t761 = add i64 %cb695, %t52
  store i64 %t761, ptr %c691
  br label %cbhead692
cbdone694:
  store i64 %t690, ptr %c682
  br label %tbhead683
tbdone685:
  %t762 = add nsw i64 %i89, 1
  store i64 %t762, ptr %c85
  br label %head86
done88:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
