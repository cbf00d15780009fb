
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.conv2d_nhwc_panels.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %k.addr.29 = alloca i64, align 64
  %acc35 = alloca <16 x float>, align 64
  %acc36 = alloca <16 x float>, align 64
  %acc37 = alloca <16 x float>, align 64
  %acc38 = alloca <16 x float>, align 64
  %r.addr.39 = alloca i64, align 64
  %s.addr.45 = alloca i64, align 64
  %c.addr.51 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.R, 1
  %v10 = sub i64 %size.H, %v9
  %v11 = sub i64 %v10, 1
  %v12 = add i64 %v11, 1
  store i64 0, ptr %p.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %p.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  %v19 = sub i64 %size.S, 1
  %v20 = sub i64 %size.W, %v19
  %v21 = sub i64 %v20, 1
  %v22 = add i64 %v21, 1
  store i64 0, ptr %q.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %q.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  store i64 0, ptr %k.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %k.addr.29
  %v34 = icmp slt i64 %i33, %size.K
  br i1 %v34, label %body31, label %exit32
body31:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc35
  store <16 x float> splat (float 0x0000000000000000), ptr %acc36
  store <16 x float> splat (float 0x0000000000000000), ptr %acc37
  store <16 x float> splat (float 0x0000000000000000), ptr %acc38
  store i64 0, ptr %r.addr.39
  br label %cond40
cond40:
  %i43 = load i64, ptr %r.addr.39
  %v44 = icmp slt i64 %i43, %size.R
  br i1 %v44, label %body41, label %exit42
body41:
  store i64 0, ptr %s.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %s.addr.45
  %v50 = icmp slt i64 %i49, %size.S
  br i1 %v50, label %body47, label %exit48
body47:
  store i64 0, ptr %c.addr.51
  %v52 = sub i64 %size.C, 64
  br label %cond53
cond53:
  %i56 = load i64, ptr %c.addr.51
  %v57 = icmp sle i64 %i56, %v52
  br i1 %v57, label %body54, label %exit55
body54:
  %v58 = add i64 %i17, %i43
  %v59 = icmp sge i64 %v58, 0
  %v60 = icmp slt i64 %v58, %size.H
  %v61 = and i1 %v59, %v60
  %v62 = add i64 %i27, %i49
  %v63 = icmp sge i64 %v62, 0
  %v64 = icmp slt i64 %v62, %size.W
  %v65 = and i1 %v63, %v64
  %v66 = and i1 %v61, %v65
  %v67 = mul i64 %i7, %size.H
  %v68 = add i64 %i17, %i43
  %v69 = add i64 %v67, %v68
  %v70 = mul i64 %v69, %size.W
  %v71 = add i64 %i27, %i49
  %v72 = add i64 %v70, %v71
  %v73 = mul i64 %v72, %size.C
  %v74 = add i64 %v73, %i56
  %p75 = getelementptr float, ptr %buf.x, i64 %v74
  %ins76 = insertelement <16 x i1> poison, i1 %v66, i64 0
  %splat77 = shufflevector <16 x i1> %ins76, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p75, <16 x i1> %splat77, <16 x float> zeroinitializer)
  %v79 = sdiv i64 %i33, %size.P
  %v80 = srem i64 %i33, %size.P
  %v81 = icmp ne i64 %v80, 0
  %v82 = icmp slt i64 %v80, 0
  %v83 = icmp slt i64 %size.P, 0
  %v84 = xor i1 %v82, %v83
  %v85 = and i1 %v81, %v84
  %v86 = zext i1 %v85 to i64
  %v87 = sub i64 %v79, %v86
  %v88 = icmp sge i64 %v87, 0
  %v89 = icmp slt i64 %v87, %size.J
  %v90 = and i1 %v88, %v89
  %v91 = sdiv i64 %i33, %size.P
  %v92 = srem i64 %i33, %size.P
  %v93 = icmp ne i64 %v92, 0
  %v94 = icmp slt i64 %v92, 0
  %v95 = icmp slt i64 %size.P, 0
  %v96 = xor i1 %v94, %v95
  %v97 = and i1 %v93, %v96
  %v98 = add i64 %v92, %size.P
  %v99 = select i1 %v97, i64 %v98, i64 %v92
  %v100 = icmp sge i64 %v99, 0
  %v101 = icmp slt i64 %v99, %size.P
  %v102 = and i1 %v100, %v101
  %v103 = and i1 %v90, %v102
  %v104 = sdiv i64 %i33, %size.P
  %v105 = srem i64 %i33, %size.P
  %v106 = icmp ne i64 %v105, 0
  %v107 = icmp slt i64 %v105, 0
  %v108 = icmp slt i64 %size.P, 0
  %v109 = xor i1 %v107, %v108
  %v110 = and i1 %v106, %v109
  %v111 = zext i1 %v110 to i64
  %v112 = sub i64 %v104, %v111
  %v113 = mul i64 %v112, %size.R
  %v114 = add i64 %v113, %i43
  %v115 = mul i64 %v114, %size.S
  %v116 = add i64 %v115, %i49
  %v117 = mul i64 %v116, %size.C
  %ins118 = insertelement <16 x i64> poison, i64 %i56, i64 0
  %splat119 = shufflevector <16 x i64> %ins118, <16 x i64> poison, <16 x i32> zeroinitializer
  %step120 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane121 = add <16 x i64> %splat119, %step120
  %ins122 = insertelement <16 x i64> poison, i64 %v117, i64 0
  %splat123 = shufflevector <16 x i64> %ins122, <16 x i64> poison, <16 x i32> zeroinitializer
  %v124 = add <16 x i64> %splat123, %lane121
  %ins125 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat126 = shufflevector <16 x i64> %ins125, <16 x i64> poison, <16 x i32> zeroinitializer
  %v127 = mul <16 x i64> %v124, %splat126
  %v128 = sdiv i64 %i33, %size.P
  %v129 = srem i64 %i33, %size.P
  %v130 = icmp ne i64 %v129, 0
  %v131 = icmp slt i64 %v129, 0
  %v132 = icmp slt i64 %size.P, 0
  %v133 = xor i1 %v131, %v132
  %v134 = and i1 %v130, %v133
  %v135 = add i64 %v129, %size.P
  %v136 = select i1 %v134, i64 %v135, i64 %v129
  %ins137 = insertelement <16 x i64> poison, i64 %v136, i64 0
  %splat138 = shufflevector <16 x i64> %ins137, <16 x i64> poison, <16 x i32> zeroinitializer
  %v139 = add <16 x i64> %v127, %splat138
  %ps140 = getelementptr float, ptr %buf.w, <16 x i64> %v139
  %ins141 = insertelement <16 x i1> poison, i1 %v103, i64 0
  %splat142 = shufflevector <16 x i1> %ins141, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld143 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps140, <16 x i1> %splat142, <16 x float> zeroinitializer)
  %v144 = fmul contract <16 x float> %ld78, %ld143
  %v145 = add i64 %i17, %i43
  %v146 = icmp sge i64 %v145, 0
  %v147 = icmp slt i64 %v145, %size.H
  %v148 = and i1 %v146, %v147
  %v149 = add i64 %i27, %i49
  %v150 = icmp sge i64 %v149, 0
  %v151 = icmp slt i64 %v149, %size.W
  %v152 = and i1 %v150, %v151
  %v153 = and i1 %v148, %v152
  %v154 = sdiv i64 %i33, %size.P
  %v155 = srem i64 %i33, %size.P
  %v156 = icmp ne i64 %v155, 0
  %v157 = icmp slt i64 %v155, 0
  %v158 = icmp slt i64 %size.P, 0
  %v159 = xor i1 %v157, %v158
  %v160 = and i1 %v156, %v159
  %v161 = zext i1 %v160 to i64
  %v162 = sub i64 %v154, %v161
  %v163 = icmp sge i64 %v162, 0
  %v164 = icmp slt i64 %v162, %size.J
  %v165 = and i1 %v163, %v164
  %v166 = sdiv i64 %i33, %size.P
  %v167 = srem i64 %i33, %size.P
  %v168 = icmp ne i64 %v167, 0
  %v169 = icmp slt i64 %v167, 0
  %v170 = icmp slt i64 %size.P, 0
  %v171 = xor i1 %v169, %v170
  %v172 = and i1 %v168, %v171
  %v173 = add i64 %v167, %size.P
  %v174 = select i1 %v172, i64 %v173, i64 %v167
  %v175 = icmp sge i64 %v174, 0
  %v176 = icmp slt i64 %v174, %size.P
  %v177 = and i1 %v175, %v176
  %v178 = and i1 %v165, %v177
  %v179 = and i1 %v153, %v178
  %old180 = load <16 x float>, ptr %acc35
  %v181 = fadd <16 x float> %old180, %v144
  %ins182 = insertelement <16 x i1> poison, i1 %v179, i64 0
  %splat183 = shufflevector <16 x i1> %ins182, <16 x i1> poison, <16 x i32> zeroinitializer
  %v184 = select <16 x i1> %splat183, <16 x float> %v181, <16 x float> %old180
  store <16 x float> %v184, ptr %acc35
  %v185 = add nsw i64 %i56, 16
  %v186 = add i64 %i17, %i43
  %v187 = icmp sge i64 %v186, 0
  %v188 = icmp slt i64 %v186, %size.H
  %v189 = and i1 %v187, %v188
  %v190 = add i64 %i27, %i49
  %v191 = icmp sge i64 %v190, 0
  %v192 = icmp slt i64 %v190, %size.W
  %v193 = and i1 %v191, %v192
  %v194 = and i1 %v189, %v193
  %v195 = mul i64 %i7, %size.H
  %v196 = add i64 %i17, %i43
  %v197 = add i64 %v195, %v196
  %v198 = mul i64 %v197, %size.W
  %v199 = add i64 %i27, %i49
  %v200 = add i64 %v198, %v199
  %v201 = mul i64 %v200, %size.C
  %v202 = add i64 %v201, %v185
  %p203 = getelementptr float, ptr %buf.x, i64 %v202
  %ins204 = insertelement <16 x i1> poison, i1 %v194, i64 0
  %splat205 = shufflevector <16 x i1> %ins204, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld206 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p203, <16 x i1> %splat205, <16 x float> zeroinitializer)
  %v207 = sdiv i64 %i33, %size.P
  %v208 = srem i64 %i33, %size.P
  %v209 = icmp ne i64 %v208, 0
  %v210 = icmp slt i64 %v208, 0
  %v211 = icmp slt i64 %size.P, 0
  %v212 = xor i1 %v210, %v211
  %v213 = and i1 %v209, %v212
  %v214 = zext i1 %v213 to i64
  %v215 = sub i64 %v207, %v214
  %v216 = icmp sge i64 %v215, 0
  %v217 = icmp slt i64 %v215, %size.J
  %v218 = and i1 %v216, %v217
  %v219 = sdiv i64 %i33, %size.P
  %v220 = srem i64 %i33, %size.P
  %v221 = icmp ne i64 %v220, 0
  %v222 = icmp slt i64 %v220, 0
  %v223 = icmp slt i64 %size.P, 0
  %v224 = xor i1 %v222, %v223
  %v225 = and i1 %v221, %v224
  %v226 = add i64 %v220, %size.P
  %v227 = select i1 %v225, i64 %v226, i64 %v220
  %v228 = icmp sge i64 %v227, 0
  %v229 = icmp slt i64 %v227, %size.P
  %v230 = and i1 %v228, %v229
  %v231 = and i1 %v218, %v230
  %v232 = sdiv i64 %i33, %size.P
  %v233 = srem i64 %i33, %size.P
  %v234 = icmp ne i64 %v233, 0
  %v235 = icmp slt i64 %v233, 0
  %v236 = icmp slt i64 %size.P, 0
  %v237 = xor i1 %v235, %v236
  %v238 = and i1 %v234, %v237
  %v239 = zext i1 %v238 to i64
  %v240 = sub i64 %v232, %v239
  %v241 = mul i64 %v240, %size.R
  %v242 = add i64 %v241, %i43
  %v243 = mul i64 %v242, %size.S
  %v244 = add i64 %v243, %i49
  %v245 = mul i64 %v244, %size.C
  %ins246 = insertelement <16 x i64> poison, i64 %v185, i64 0
  %splat247 = shufflevector <16 x i64> %ins246, <16 x i64> poison, <16 x i32> zeroinitializer
  %step248 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane249 = add <16 x i64> %splat247, %step248
  %ins250 = insertelement <16 x i64> poison, i64 %v245, i64 0
  %splat251 = shufflevector <16 x i64> %ins250, <16 x i64> poison, <16 x i32> zeroinitializer
  %v252 = add <16 x i64> %splat251, %lane249
  %ins253 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat254 = shufflevector <16 x i64> %ins253, <16 x i64> poison, <16 x i32> zeroinitializer
  %v255 = mul <16 x i64> %v252, %splat254
  %v256 = sdiv i64 %i33, %size.P
  %v257 = srem i64 %i33, %size.P
  %v258 = icmp ne i64 %v257, 0
  %v259 = icmp slt i64 %v257, 0
  %v260 = icmp slt i64 %size.P, 0
  %v261 = xor i1 %v259, %v260
  %v262 = and i1 %v258, %v261
  %v263 = add i64 %v257, %size.P
  %v264 = select i1 %v262, i64 %v263, i64 %v257
  %ins265 = insertelement <16 x i64> poison, i64 %v264, i64 0
  %splat266 = shufflevector <16 x i64> %ins265, <16 x i64> poison, <16 x i32> zeroinitializer
  %v267 = add <16 x i64> %v255, %splat266
  %ps268 = getelementptr float, ptr %buf.w, <16 x i64> %v267
  %ins269 = insertelement <16 x i1> poison, i1 %v231, i64 0
  %splat270 = shufflevector <16 x i1> %ins269, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld271 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps268, <16 x i1> %splat270, <16 x float> zeroinitializer)
  %v272 = fmul contract <16 x float> %ld206, %ld271
  %v273 = add i64 %i17, %i43
  %v274 = icmp sge i64 %v273, 0
  %v275 = icmp slt i64 %v273, %size.H
  %v276 = and i1 %v274, %v275
  %v277 = add i64 %i27, %i49
  %v278 = icmp sge i64 %v277, 0
  %v279 = icmp slt i64 %v277, %size.W
  %v280 = and i1 %v278, %v279
  %v281 = and i1 %v276, %v280
  %v282 = sdiv i64 %i33, %size.P
  %v283 = srem i64 %i33, %size.P
  %v284 = icmp ne i64 %v283, 0
  %v285 = icmp slt i64 %v283, 0
  %v286 = icmp slt i64 %size.P, 0
  %v287 = xor i1 %v285, %v286
  %v288 = and i1 %v284, %v287
  %v289 = zext i1 %v288 to i64
  %v290 = sub i64 %v282, %v289
  %v291 = icmp sge i64 %v290, 0
  %v292 = icmp slt i64 %v290, %size.J
  %v293 = and i1 %v291, %v292
  %v294 = sdiv i64 %i33, %size.P
  %v295 = srem i64 %i33, %size.P
  %v296 = icmp ne i64 %v295, 0
  %v297 = icmp slt i64 %v295, 0
  %v298 = icmp slt i64 %size.P, 0
  %v299 = xor i1 %v297, %v298
  %v300 = and i1 %v296, %v299
  %v301 = add i64 %v295, %size.P
  %v302 = select i1 %v300, i64 %v301, i64 %v295
  %v303 = icmp sge i64 %v302, 0
  %v304 = icmp slt i64 %v302, %size.P
  %v305 = and i1 %v303, %v304
  %v306 = and i1 %v293, %v305
  %v307 = and i1 %v281, %v306
  %old308 = load <16 x float>, ptr %acc36
  %v309 = fadd <16 x float> %old308, %v272
  %ins310 = insertelement <16 x i1> poison, i1 %v307, i64 0
  %splat311 = shufflevector <16 x i1> %ins310, <16 x i1> poison, <16 x i32> zeroinitializer
  %v312 = select <16 x i1> %splat311, <16 x float> %v309, <16 x float> %old308
  store <16 x float> %v312, ptr %acc36
  %v313 = add nsw i64 %i56, 32
  %v314 = add i64 %i17, %i43
  %v315 = icmp sge i64 %v314, 0
  %v316 = icmp slt i64 %v314, %size.H
  %v317 = and i1 %v315, %v316
  %v318 = add i64 %i27, %i49
  %v319 = icmp sge i64 %v318, 0
  %v320 = icmp slt i64 %v318, %size.W
  %v321 = and i1 %v319, %v320
  %v322 = and i1 %v317, %v321
  %v323 = mul i64 %i7, %size.H
  %v324 = add i64 %i17, %i43
  %v325 = add i64 %v323, %v324
  %v326 = mul i64 %v325, %size.W
  %v327 = add i64 %i27, %i49
  %v328 = add i64 %v326, %v327
  %v329 = mul i64 %v328, %size.C
  %v330 = add i64 %v329, %v313
  %p331 = getelementptr float, ptr %buf.x, i64 %v330
  %ins332 = insertelement <16 x i1> poison, i1 %v322, i64 0
  %splat333 = shufflevector <16 x i1> %ins332, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld334 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p331, <16 x i1> %splat333, <16 x float> zeroinitializer)
  %v335 = sdiv i64 %i33, %size.P
  %v336 = srem i64 %i33, %size.P
  %v337 = icmp ne i64 %v336, 0
  %v338 = icmp slt i64 %v336, 0
  %v339 = icmp slt i64 %size.P, 0
  %v340 = xor i1 %v338, %v339
  %v341 = and i1 %v337, %v340
  %v342 = zext i1 %v341 to i64
  %v343 = sub i64 %v335, %v342
  %v344 = icmp sge i64 %v343, 0
  %v345 = icmp slt i64 %v343, %size.J
  %v346 = and i1 %v344, %v345
  %v347 = sdiv i64 %i33, %size.P
  %v348 = srem i64 %i33, %size.P
  %v349 = icmp ne i64 %v348, 0
  %v350 = icmp slt i64 %v348, 0
  %v351 = icmp slt i64 %size.P, 0
  %v352 = xor i1 %v350, %v351
  %v353 = and i1 %v349, %v352
  %v354 = add i64 %v348, %size.P
  %v355 = select i1 %v353, i64 %v354, i64 %v348
  %v356 = icmp sge i64 %v355, 0
  %v357 = icmp slt i64 %v355, %size.P
  %v358 = and i1 %v356, %v357
  %v359 = and i1 %v346, %v358
  %v360 = sdiv i64 %i33, %size.P
  %v361 = srem i64 %i33, %size.P
  %v362 = icmp ne i64 %v361, 0
  %v363 = icmp slt i64 %v361, 0
  %v364 = icmp slt i64 %size.P, 0
  %v365 = xor i1 %v363, %v364
  %v366 = and i1 %v362, %v365
  %v367 = zext i1 %v366 to i64
  %v368 = sub i64 %v360, %v367
  %v369 = mul i64 %v368, %size.R
  %v370 = add i64 %v369, %i43
  %v371 = mul i64 %v370, %size.S
  %v372 = add i64 %v371, %i49
  %v373 = mul i64 %v372, %size.C
  %ins374 = insertelement <16 x i64> poison, i64 %v313, i64 0
  %splat375 = shufflevector <16 x i64> %ins374, <16 x i64> poison, <16 x i32> zeroinitializer
  %step376 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane377 = add <16 x i64> %splat375, %step376
  %ins378 = insertelement <16 x i64> poison, i64 %v373, i64 0
  %splat379 = shufflevector <16 x i64> %ins378, <16 x i64> poison, <16 x i32> zeroinitializer
  %v380 = add <16 x i64> %splat379, %lane377
  %ins381 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat382 = shufflevector <16 x i64> %ins381, <16 x i64> poison, <16 x i32> zeroinitializer
  %v383 = mul <16 x i64> %v380, %splat382
  %v384 = sdiv i64 %i33, %size.P
  %v385 = srem i64 %i33, %size.P
  %v386 = icmp ne i64 %v385, 0
  %v387 = icmp slt i64 %v385, 0
  %v388 = icmp slt i64 %size.P, 0
  %v389 = xor i1 %v387, %v388
  %v390 = and i1 %v386, %v389
  %v391 = add i64 %v385, %size.P
  %v392 = select i1 %v390, i64 %v391, i64 %v385
  %ins393 = insertelement <16 x i64> poison, i64 %v392, i64 0
  %splat394 = shufflevector <16 x i64> %ins393, <16 x i64> poison, <16 x i32> zeroinitializer
  %v395 = add <16 x i64> %v383, %splat394
  %ps396 = getelementptr float, ptr %buf.w, <16 x i64> %v395
  %ins397 = insertelement <16 x i1> poison, i1 %v359, i64 0
  %splat398 = shufflevector <16 x i1> %ins397, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld399 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps396, <16 x i1> %splat398, <16 x float> zeroinitializer)
  %v400 = fmul contract <16 x float> %ld334, %ld399
  %v401 = add i64 %i17, %i43
  %v402 = icmp sge i64 %v401, 0
  %v403 = icmp slt i64 %v401, %size.H
  %v404 = and i1 %v402, %v403
  %v405 = add i64 %i27, %i49
  %v406 = icmp sge i64 %v405, 0
  %v407 = icmp slt i64 %v405, %size.W
  %v408 = and i1 %v406, %v407
  %v409 = and i1 %v404, %v408
  %v410 = sdiv i64 %i33, %size.P
  %v411 = srem i64 %i33, %size.P
  %v412 = icmp ne i64 %v411, 0
  %v413 = icmp slt i64 %v411, 0
  %v414 = icmp slt i64 %size.P, 0
  %v415 = xor i1 %v413, %v414
  %v416 = and i1 %v412, %v415
  %v417 = zext i1 %v416 to i64
  %v418 = sub i64 %v410, %v417
  %v419 = icmp sge i64 %v418, 0
  %v420 = icmp slt i64 %v418, %size.J
  %v421 = and i1 %v419, %v420
  %v422 = sdiv i64 %i33, %size.P
  %v423 = srem i64 %i33, %size.P
  %v424 = icmp ne i64 %v423, 0
  %v425 = icmp slt i64 %v423, 0
  %v426 = icmp slt i64 %size.P, 0
  %v427 = xor i1 %v425, %v426
  %v428 = and i1 %v424, %v427
  %v429 = add i64 %v423, %size.P
  %v430 = select i1 %v428, i64 %v429, i64 %v423
  %v431 = icmp sge i64 %v430, 0
  %v432 = icmp slt i64 %v430, %size.P
  %v433 = and i1 %v431, %v432
  %v434 = and i1 %v421, %v433
  %v435 = and i1 %v409, %v434
  %old436 = load <16 x float>, ptr %acc37
  %v437 = fadd <16 x float> %old436, %v400
  %ins438 = insertelement <16 x i1> poison, i1 %v435, i64 0
  %splat439 = shufflevector <16 x i1> %ins438, <16 x i1> poison, <16 x i32> zeroinitializer
  %v440 = select <16 x i1> %splat439, <16 x float> %v437, <16 x float> %old436
  store <16 x float> %v440, ptr %acc37
  %v441 = add nsw i64 %i56, 48
  %v442 = add i64 %i17, %i43
  %v443 = icmp sge i64 %v442, 0
  %v444 = icmp slt i64 %v442, %size.H
  %v445 = and i1 %v443, %v444
  %v446 = add i64 %i27, %i49
  %v447 = icmp sge i64 %v446, 0
  %v448 = icmp slt i64 %v446, %size.W
  %v449 = and i1 %v447, %v448
  %v450 = and i1 %v445, %v449
  %v451 = mul i64 %i7, %size.H
  %v452 = add i64 %i17, %i43
  %v453 = add i64 %v451, %v452
  %v454 = mul i64 %v453, %size.W
  %v455 = add i64 %i27, %i49
  %v456 = add i64 %v454, %v455
  %v457 = mul i64 %v456, %size.C
  %v458 = add i64 %v457, %v441
  %p459 = getelementptr float, ptr %buf.x, i64 %v458
  %ins460 = insertelement <16 x i1> poison, i1 %v450, i64 0
  %splat461 = shufflevector <16 x i1> %ins460, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld462 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p459, <16 x i1> %splat461, <16 x float> zeroinitializer)
  %v463 = sdiv i64 %i33, %size.P
  %v464 = srem i64 %i33, %size.P
  %v465 = icmp ne i64 %v464, 0
  %v466 = icmp slt i64 %v464, 0
  %v467 = icmp slt i64 %size.P, 0
  %v468 = xor i1 %v466, %v467
  %v469 = and i1 %v465, %v468
  %v470 = zext i1 %v469 to i64
  %v471 = sub i64 %v463, %v470
  %v472 = icmp sge i64 %v471, 0
  %v473 = icmp slt i64 %v471, %size.J
  %v474 = and i1 %v472, %v473
  %v475 = sdiv i64 %i33, %size.P
  %v476 = srem i64 %i33, %size.P
  %v477 = icmp ne i64 %v476, 0
  %v478 = icmp slt i64 %v476, 0
  %v479 = icmp slt i64 %size.P, 0
  %v480 = xor i1 %v478, %v479
  %v481 = and i1 %v477, %v480
  %v482 = add i64 %v476, %size.P
  %v483 = select i1 %v481, i64 %v482, i64 %v476
  %v484 = icmp sge i64 %v483, 0
  %v485 = icmp slt i64 %v483, %size.P
  %v486 = and i1 %v484, %v485
  %v487 = and i1 %v474, %v486
  %v488 = sdiv i64 %i33, %size.P
  %v489 = srem i64 %i33, %size.P
  %v490 = icmp ne i64 %v489, 0
  %v491 = icmp slt i64 %v489, 0
  %v492 = icmp slt i64 %size.P, 0
  %v493 = xor i1 %v491, %v492
  %v494 = and i1 %v490, %v493
  %v495 = zext i1 %v494 to i64
  %v496 = sub i64 %v488, %v495
  %v497 = mul i64 %v496, %size.R
  %v498 = add i64 %v497, %i43
  %v499 = mul i64 %v498, %size.S
  %v500 = add i64 %v499, %i49
  %v501 = mul i64 %v500, %size.C
  %ins502 = insertelement <16 x i64> poison, i64 %v441, i64 0
  %splat503 = shufflevector <16 x i64> %ins502, <16 x i64> poison, <16 x i32> zeroinitializer
  %step504 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane505 = add <16 x i64> %splat503, %step504
  %ins506 = insertelement <16 x i64> poison, i64 %v501, i64 0
  %splat507 = shufflevector <16 x i64> %ins506, <16 x i64> poison, <16 x i32> zeroinitializer
  %v508 = add <16 x i64> %splat507, %lane505
  %ins509 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat510 = shufflevector <16 x i64> %ins509, <16 x i64> poison, <16 x i32> zeroinitializer
  %v511 = mul <16 x i64> %v508, %splat510
  %v512 = sdiv i64 %i33, %size.P
  %v513 = srem i64 %i33, %size.P
  %v514 = icmp ne i64 %v513, 0
  %v515 = icmp slt i64 %v513, 0
  %v516 = icmp slt i64 %size.P, 0
  %v517 = xor i1 %v515, %v516
  %v518 = and i1 %v514, %v517
  %v519 = add i64 %v513, %size.P
  %v520 = select i1 %v518, i64 %v519, i64 %v513
  %ins521 = insertelement <16 x i64> poison, i64 %v520, i64 0
  %splat522 = shufflevector <16 x i64> %ins521, <16 x i64> poison, <16 x i32> zeroinitializer
  %v523 = add <16 x i64> %v511, %splat522
  %ps524 = getelementptr float, ptr %buf.w, <16 x i64> %v523
  %ins525 = insertelement <16 x i1> poison, i1 %v487, i64 0
  %splat526 = shufflevector <16 x i1> %ins525, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld527 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps524, <16 x i1> %splat526, <16 x float> zeroinitializer)
  %v528 = fmul contract <16 x float> %ld462, %ld527
  %v529 = add i64 %i17, %i43
  %v530 = icmp sge i64 %v529, 0
  %v531 = icmp slt i64 %v529, %size.H
  %v532 = and i1 %v530, %v531
  %v533 = add i64 %i27, %i49
  %v534 = icmp sge i64 %v533, 0
  %v535 = icmp slt i64 %v533, %size.W
  %v536 = and i1 %v534, %v535
  %v537 = and i1 %v532, %v536
  %v538 = sdiv i64 %i33, %size.P
  %v539 = srem i64 %i33, %size.P
  %v540 = icmp ne i64 %v539, 0
  %v541 = icmp slt i64 %v539, 0
  %v542 = icmp slt i64 %size.P, 0
  %v543 = xor i1 %v541, %v542
  %v544 = and i1 %v540, %v543
  %v545 = zext i1 %v544 to i64
  %v546 = sub i64 %v538, %v545
  %v547 = icmp sge i64 %v546, 0
  %v548 = icmp slt i64 %v546, %size.J
  %v549 = and i1 %v547, %v548
  %v550 = sdiv i64 %i33, %size.P
  %v551 = srem i64 %i33, %size.P
  %v552 = icmp ne i64 %v551, 0
  %v553 = icmp slt i64 %v551, 0
  %v554 = icmp slt i64 %size.P, 0
  %v555 = xor i1 %v553, %v554
  %v556 = and i1 %v552, %v555
  %v557 = add i64 %v551, %size.P
  %v558 = select i1 %v556, i64 %v557, i64 %v551
  %v559 = icmp sge i64 %v558, 0
  %v560 = icmp slt i64 %v558, %size.P
  %v561 = and i1 %v559, %v560
  %v562 = and i1 %v549, %v561
  %v563 = and i1 %v537, %v562
  %old564 = load <16 x float>, ptr %acc38
  %v565 = fadd <16 x float> %old564, %v528
  %ins566 = insertelement <16 x i1> poison, i1 %v563, i64 0
  %splat567 = shufflevector <16 x i1> %ins566, <16 x i1> poison, <16 x i32> zeroinitializer
  %v568 = select <16 x i1> %splat567, <16 x float> %v565, <16 x float> %old564
  store <16 x float> %v568, ptr %acc38
  %v569 = add nsw i64 %i56, 64
  store i64 %v569, ptr %c.addr.51
  br label %cond53
exit55:
  %v570 = sub i64 %size.C, 16
  br label %cond571
cond571:
  %i574 = load i64, ptr %c.addr.51
  %v575 = icmp sle i64 %i574, %v570
  br i1 %v575, label %body572, label %exit573
body572:
  %v576 = add i64 %i17, %i43
  %v577 = icmp sge i64 %v576, 0
  %v578 = icmp slt i64 %v576, %size.H
  %v579 = and i1 %v577, %v578
  %v580 = add i64 %i27, %i49
  %v581 = icmp sge i64 %v580, 0
  %v582 = icmp slt i64 %v580, %size.W
  %v583 = and i1 %v581, %v582
  %v584 = and i1 %v579, %v583
  %v585 = mul i64 %i7, %size.H
  %v586 = add i64 %i17, %i43
  %v587 = add i64 %v585, %v586
  %v588 = mul i64 %v587, %size.W
  %v589 = add i64 %i27, %i49
  %v590 = add i64 %v588, %v589
  %v591 = mul i64 %v590, %size.C
  %v592 = add i64 %v591, %i574
  %p593 = getelementptr float, ptr %buf.x, i64 %v592
  %ins594 = insertelement <16 x i1> poison, i1 %v584, i64 0
  %splat595 = shufflevector <16 x i1> %ins594, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld596 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p593, <16 x i1> %splat595, <16 x float> zeroinitializer)
  %v597 = sdiv i64 %i33, %size.P
  %v598 = srem i64 %i33, %size.P
  %v599 = icmp ne i64 %v598, 0
  %v600 = icmp slt i64 %v598, 0
  %v601 = icmp slt i64 %size.P, 0
  %v602 = xor i1 %v600, %v601
  %v603 = and i1 %v599, %v602
  %v604 = zext i1 %v603 to i64
  %v605 = sub i64 %v597, %v604
  %v606 = icmp sge i64 %v605, 0
  %v607 = icmp slt i64 %v605, %size.J
  %v608 = and i1 %v606, %v607
  %v609 = sdiv i64 %i33, %size.P
  %v610 = srem i64 %i33, %size.P
  %v611 = icmp ne i64 %v610, 0
  %v612 = icmp slt i64 %v610, 0
  %v613 = icmp slt i64 %size.P, 0
  %v614 = xor i1 %v612, %v613
  %v615 = and i1 %v611, %v614
  %v616 = add i64 %v610, %size.P
  %v617 = select i1 %v615, i64 %v616, i64 %v610
  %v618 = icmp sge i64 %v617, 0
  %v619 = icmp slt i64 %v617, %size.P
  %v620 = and i1 %v618, %v619
  %v621 = and i1 %v608, %v620
  %v622 = sdiv i64 %i33, %size.P
  %v623 = srem i64 %i33, %size.P
  %v624 = icmp ne i64 %v623, 0
  %v625 = icmp slt i64 %v623, 0
  %v626 = icmp slt i64 %size.P, 0
  %v627 = xor i1 %v625, %v626
  %v628 = and i1 %v624, %v627
  %v629 = zext i1 %v628 to i64
  %v630 = sub i64 %v622, %v629
  %v631 = mul i64 %v630, %size.R
  %v632 = add i64 %v631, %i43
  %v633 = mul i64 %v632, %size.S
  %v634 = add i64 %v633, %i49
  %v635 = mul i64 %v634, %size.C
  %ins636 = insertelement <16 x i64> poison, i64 %i574, i64 0
  %splat637 = shufflevector <16 x i64> %ins636, <16 x i64> poison, <16 x i32> zeroinitializer
  %step638 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane639 = add <16 x i64> %splat637, %step638
  %ins640 = insertelement <16 x i64> poison, i64 %v635, i64 0
  %splat641 = shufflevector <16 x i64> %ins640, <16 x i64> poison, <16 x i32> zeroinitializer
  %v642 = add <16 x i64> %splat641, %lane639
  %ins643 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat644 = shufflevector <16 x i64> %ins643, <16 x i64> poison, <16 x i32> zeroinitializer
  %v645 = mul <16 x i64> %v642, %splat644
  %v646 = sdiv i64 %i33, %size.P
  %v647 = srem i64 %i33, %size.P
  %v648 = icmp ne i64 %v647, 0
  %v649 = icmp slt i64 %v647, 0
  %v650 = icmp slt i64 %size.P, 0
  %v651 = xor i1 %v649, %v650
  %v652 = and i1 %v648, %v651
  %v653 = add i64 %v647, %size.P
  %v654 = select i1 %v652, i64 %v653, i64 %v647
  %ins655 = insertelement <16 x i64> poison, i64 %v654, i64 0
  %splat656 = shufflevector <16 x i64> %ins655, <16 x i64> poison, <16 x i32> zeroinitializer
  %v657 = add <16 x i64> %v645, %splat656
  %ps658 = getelementptr float, ptr %buf.w, <16 x i64> %v657
  %ins659 = insertelement <16 x i1> poison, i1 %v621, i64 0
  %splat660 = shufflevector <16 x i1> %ins659, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld661 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps658, <16 x i1> %splat660, <16 x float> zeroinitializer)
  %v662 = fmul contract <16 x float> %ld596, %ld661
  %v663 = add i64 %i17, %i43
  %v664 = icmp sge i64 %v663, 0
  %v665 = icmp slt i64 %v663, %size.H
  %v666 = and i1 %v664, %v665
  %v667 = add i64 %i27, %i49
  %v668 = icmp sge i64 %v667, 0
  %v669 = icmp slt i64 %v667, %size.W
  %v670 = and i1 %v668, %v669
  %v671 = and i1 %v666, %v670
  %v672 = sdiv i64 %i33, %size.P
  %v673 = srem i64 %i33, %size.P
  %v674 = icmp ne i64 %v673, 0
  %v675 = icmp slt i64 %v673, 0
  %v676 = icmp slt i64 %size.P, 0
  %v677 = xor i1 %v675, %v676
  %v678 = and i1 %v674, %v677
  %v679 = zext i1 %v678 to i64
  %v680 = sub i64 %v672, %v679
  %v681 = icmp sge i64 %v680, 0
  %v682 = icmp slt i64 %v680, %size.J
  %v683 = and i1 %v681, %v682
  %v684 = sdiv i64 %i33, %size.P
  %v685 = srem i64 %i33, %size.P
  %v686 = icmp ne i64 %v685, 0
  %v687 = icmp slt i64 %v685, 0
  %v688 = icmp slt i64 %size.P, 0
  %v689 = xor i1 %v687, %v688
  %v690 = and i1 %v686, %v689
  %v691 = add i64 %v685, %size.P
  %v692 = select i1 %v690, i64 %v691, i64 %v685
  %v693 = icmp sge i64 %v692, 0
  %v694 = icmp slt i64 %v692, %size.P
  %v695 = and i1 %v693, %v694
  %v696 = and i1 %v683, %v695
  %v697 = and i1 %v671, %v696
  %old698 = load <16 x float>, ptr %acc35
  %v699 = fadd <16 x float> %old698, %v662
  %ins700 = insertelement <16 x i1> poison, i1 %v697, i64 0
  %splat701 = shufflevector <16 x i1> %ins700, <16 x i1> poison, <16 x i32> zeroinitializer
  %v702 = select <16 x i1> %splat701, <16 x float> %v699, <16 x float> %old698
  store <16 x float> %v702, ptr %acc35
  %v703 = add nsw i64 %i574, 16
  store i64 %v703, ptr %c.addr.51
  br label %cond571
exit573:
  %i704 = load i64, ptr %c.addr.51
  %v705 = icmp slt i64 %i704, %size.C
  br i1 %v705, label %tail706, label %done707
tail706:
  %mask708 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i704, i64 %size.C)
  %v709 = add i64 %i17, %i43
  %v710 = icmp sge i64 %v709, 0
  %v711 = icmp slt i64 %v709, %size.H
  %v712 = and i1 %v710, %v711
  %v713 = add i64 %i27, %i49
  %v714 = icmp sge i64 %v713, 0
  %v715 = icmp slt i64 %v713, %size.W
  %v716 = and i1 %v714, %v715
  %v717 = and i1 %v712, %v716
  %ins718 = insertelement <16 x i1> poison, i1 %v717, i64 0
  %splat719 = shufflevector <16 x i1> %ins718, <16 x i1> poison, <16 x i32> zeroinitializer
  %v720 = and <16 x i1> %mask708, %splat719
  %v721 = mul i64 %i7, %size.H
  %v722 = add i64 %i17, %i43
  %v723 = add i64 %v721, %v722
  %v724 = mul i64 %v723, %size.W
  %v725 = add i64 %i27, %i49
  %v726 = add i64 %v724, %v725
  %v727 = mul i64 %v726, %size.C
  %v728 = add i64 %v727, %i704
  %p729 = getelementptr float, ptr %buf.x, i64 %v728
  %ld730 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p729, <16 x i1> %v720, <16 x float> zeroinitializer)
  %v731 = sdiv i64 %i33, %size.P
  %v732 = srem i64 %i33, %size.P
  %v733 = icmp ne i64 %v732, 0
  %v734 = icmp slt i64 %v732, 0
  %v735 = icmp slt i64 %size.P, 0
  %v736 = xor i1 %v734, %v735
  %v737 = and i1 %v733, %v736
  %v738 = zext i1 %v737 to i64
  %v739 = sub i64 %v731, %v738
  %v740 = icmp sge i64 %v739, 0
  %v741 = icmp slt i64 %v739, %size.J
  %v742 = and i1 %v740, %v741
  %v743 = sdiv i64 %i33, %size.P
  %v744 = srem i64 %i33, %size.P
  %v745 = icmp ne i64 %v744, 0
  %v746 = icmp slt i64 %v744, 0
  %v747 = icmp slt i64 %size.P, 0
  %v748 = xor i1 %v746, %v747
  %v749 = and i1 %v745, %v748
  %v750 = add i64 %v744, %size.P
  %v751 = select i1 %v749, i64 %v750, i64 %v744
  %v752 = icmp sge i64 %v751, 0
  %v753 = icmp slt i64 %v751, %size.P
  %v754 = and i1 %v752, %v753
  %v755 = and i1 %v742, %v754
  %ins756 = insertelement <16 x i1> poison, i1 %v755, i64 0
  %splat757 = shufflevector <16 x i1> %ins756, <16 x i1> poison, <16 x i32> zeroinitializer
  %v758 = and <16 x i1> %mask708, %splat757
  %v759 = sdiv i64 %i33, %size.P
  %v760 = srem i64 %i33, %size.P
  %v761 = icmp ne i64 %v760, 0
  %v762 = icmp slt i64 %v760, 0
  %v763 = icmp slt i64 %size.P, 0
  %v764 = xor i1 %v762, %v763
  %v765 = and i1 %v761, %v764
  %v766 = zext i1 %v765 to i64
  %v767 = sub i64 %v759, %v766
  %v768 = mul i64 %v767, %size.R
  %v769 = add i64 %v768, %i43
  %v770 = mul i64 %v769, %size.S
  %v771 = add i64 %v770, %i49
  %v772 = mul i64 %v771, %size.C
  %ins773 = insertelement <16 x i64> poison, i64 %i704, i64 0
  %splat774 = shufflevector <16 x i64> %ins773, <16 x i64> poison, <16 x i32> zeroinitializer
  %step775 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane776 = add <16 x i64> %splat774, %step775
  %ins777 = insertelement <16 x i64> poison, i64 %v772, i64 0
  %splat778 = shufflevector <16 x i64> %ins777, <16 x i64> poison, <16 x i32> zeroinitializer
  %v779 = add <16 x i64> %splat778, %lane776
  %ins780 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat781 = shufflevector <16 x i64> %ins780, <16 x i64> poison, <16 x i32> zeroinitializer
  %v782 = mul <16 x i64> %v779, %splat781
  %v783 = sdiv i64 %i33, %size.P
  %v784 = srem i64 %i33, %size.P
  %v785 = icmp ne i64 %v784, 0
  %v786 = icmp slt i64 %v784, 0
  %v787 = icmp slt i64 %size.P, 0
  %v788 = xor i1 %v786, %v787
  %v789 = and i1 %v785, %v788
  %v790 = add i64 %v784, %size.P
  %v791 = select i1 %v789, i64 %v790, i64 %v784
  %ins792 = insertelement <16 x i64> poison, i64 %v791, i64 0
  %splat793 = shufflevector <16 x i64> %ins792, <16 x i64> poison, <16 x i32> zeroinitializer
  %v794 = add <16 x i64> %v782, %splat793
  %ps795 = getelementptr float, ptr %buf.w, <16 x i64> %v794
  %ld796 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps795, <16 x i1> %v758, <16 x float> zeroinitializer)
  %v797 = fmul contract <16 x float> %ld730, %ld796
  %v798 = add i64 %i17, %i43
  %v799 = icmp sge i64 %v798, 0
  %v800 = icmp slt i64 %v798, %size.H
  %v801 = and i1 %v799, %v800
  %v802 = add i64 %i27, %i49
  %v803 = icmp sge i64 %v802, 0
  %v804 = icmp slt i64 %v802, %size.W
  %v805 = and i1 %v803, %v804
  %v806 = and i1 %v801, %v805
  %v807 = sdiv i64 %i33, %size.P
  %v808 = srem i64 %i33, %size.P
  %v809 = icmp ne i64 %v808, 0
  %v810 = icmp slt i64 %v808, 0
  %v811 = icmp slt i64 %size.P, 0
  %v812 = xor i1 %v810, %v811
  %v813 = and i1 %v809, %v812
  %v814 = zext i1 %v813 to i64
  %v815 = sub i64 %v807, %v814
  %v816 = icmp sge i64 %v815, 0
  %v817 = icmp slt i64 %v815, %size.J
  %v818 = and i1 %v816, %v817
  %v819 = sdiv i64 %i33, %size.P
  %v820 = srem i64 %i33, %size.P
  %v821 = icmp ne i64 %v820, 0
  %v822 = icmp slt i64 %v820, 0
  %v823 = icmp slt i64 %size.P, 0
  %v824 = xor i1 %v822, %v823
  %v825 = and i1 %v821, %v824
  %v826 = add i64 %v820, %size.P
  %v827 = select i1 %v825, i64 %v826, i64 %v820
  %v828 = icmp sge i64 %v827, 0
  %v829 = icmp slt i64 %v827, %size.P
  %v830 = and i1 %v828, %v829
  %v831 = and i1 %v818, %v830
  %v832 = and i1 %v806, %v831
  %ins833 = insertelement <16 x i1> poison, i1 %v832, i64 0
  %splat834 = shufflevector <16 x i1> %ins833, <16 x i1> poison, <16 x i32> zeroinitializer
  %v835 = and <16 x i1> %mask708, %splat834
  %old836 = load <16 x float>, ptr %acc35
  %v837 = fadd <16 x float> %old836, %v797
  %v838 = select <16 x i1> %v835, <16 x float> %v837, <16 x float> %old836
  store <16 x float> %v838, ptr %acc35
  br label %done707
done707:
  %v839 = add nsw i64 %i49, 1
  store i64 %v839, ptr %s.addr.45
  br label %cond46
exit48:
  %v840 = add nsw i64 %i43, 1
  store i64 %v840, ptr %r.addr.39
  br label %cond40
exit42:
  %red841 = load <16 x float>, ptr %acc35
  %red842 = load <16 x float>, ptr %acc36
  %red843 = load <16 x float>, ptr %acc37
  %red844 = load <16 x float>, ptr %acc38
  %v845 = fadd <16 x float> %red841, %red842
  %v846 = fadd <16 x float> %v845, %red843
  %v847 = fadd <16 x float> %v846, %red844
  %v848 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v847)
  %p849 = getelementptr float, ptr %buf.b, i64 %i33
  %ld850 = load float, ptr %p849, align 4
  %v851 = fadd contract float %ld850, %v848
  %v852 = sub i64 %size.R, 1
  %v853 = sub i64 %size.H, %v852
  %v854 = sub i64 %v853, 1
  %v855 = add i64 %v854, 1
  %v856 = mul i64 %i7, %v855
  %v857 = add i64 %v856, %i17
  %v858 = sub i64 %size.S, 1
  %v859 = sub i64 %size.W, %v858
  %v860 = sub i64 %v859, 1
  %v861 = add i64 %v860, 1
  %v862 = mul i64 %v857, %v861
  %v863 = add i64 %v862, %i27
  %v864 = mul i64 %v863, %size.K
  %v865 = add i64 %v864, %i33
  %p866 = getelementptr float, ptr %buf.y, i64 %v865
  store float %v851, ptr %p866, align 4
  %v867 = add nsw i64 %i33, 1
  store i64 %v867, ptr %k.addr.29
  br label %cond30
exit32:
  %v868 = add nsw i64 %i27, 1
  store i64 %v868, ptr %q.addr.23
  br label %cond24
exit26:
  %v869 = add nsw i64 %i17, 1
  store i64 %v869, ptr %p.addr.13
  br label %cond14
exit16:
  %v870 = add nsw i64 %i7, 1
  store i64 %v870, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)



declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels.1p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels.1b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels.2p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels.2b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels.3p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels.3b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels.4p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels.4b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define void @"jr.op.conv2d_nhwc_panels"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c47 = alloca i64
  %c71 = alloca i64
  %c117 = alloca i64
  %c128 = alloca i64
  %c161 = alloca i64
  %c163 = alloca i64
  %c213 = alloca i64
  %c371 = alloca i64
  %c614 = alloca i64
  %c622 = alloca i64
  %t1 = sub i64 %size.R, 1
  %t2 = sub i64 %size.H, %t1
  %t3 = sub i64 %t2, 1
  %t4 = add i64 %t3, 1
  %t5 = sub i64 %size.S, 1
  %t6 = sub i64 %size.W, %t5
  %t7 = sub i64 %t6, 1
  %t8 = add i64 %t7, 1
  %t9 = mul i64 %t4, %t8
  %t10 = mul i64 %size.R, %size.S
  %t11 = add i64 %size.K, 63
  %t12 = sdiv i64 %t11, 64
  %t13 = add i64 %t9, 95
  %t14 = sdiv i64 %t13, 96
  %t15 = mul i64 %t12, %t14
  %t16 = mul i64 %size.N, %t15
  %t17 = icmp slt i64 %range.hi, %t16
  %t18 = select i1 %t17, i64 %range.hi, i64 %t16
  %t19 = icmp sgt i64 %size.C, 1
  %t20 = select i1 %t19, i64 %size.C, i64 1
  %t21 = sdiv i64 1024, %t20
  %t22 = icmp slt i64 %t10, %t21
  %t23 = select i1 %t22, i64 %t10, i64 %t21
  %t24 = icmp sgt i64 %t23, 1
  %t25 = select i1 %t24, i64 %t23, i64 1
  %t26 = icmp slt i64 %size.C, 16
  %t27 = icmp eq i64 %t25, %t10
  %t28 = and i1 %t26, %t27
  %t29 = ptrtoint ptr %scratch to i64
  %t30 = add i64 %t29, 63
  %t31 = and i64 %t30, -64
  %t32 = inttoptr i64 %t31 to ptr
  %t33 = mul i64 %t10, 6
  %t34 = getelementptr ptr, ptr %t32, i64 %t33
  %t35 = add i64 %size.S, 1
  %t36 = mul i64 %t35, %size.C
  %t37 = mul i64 %t36, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t34, i8 0, i64 %t37, i1 false)
  %t38 = srem i64 %size.P, 64
  %t39 = icmp eq i64 %t38, 0
  %t40 = mul i64 %size.J, %size.P
  %t41 = icmp sle i64 %size.K, %t40
  %t42 = and i1 %t39, %t41
  br i1 %t42, label %direct43, label %exact44
exact44:
  %t46 = icmp eq i64 %range.lo, 0
  br i1 %t46, label %exact.run45, label %exact.done
exact.run45:
  call void @"jr.op.conv2d_nhwc_panels.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct43:
  store i64 %range.lo, ptr %c47
  br label %head48
head48:
  %i51 = load i64, ptr %c47
  %t52 = icmp slt i64 %i51, %t18
  br i1 %t52, label %body49, label %done50
body49:
  %t53 = sdiv i64 %i51, %t15
  %t54 = srem i64 %i51, %t15
  %t55 = sdiv i64 %t54, %t14
  %t56 = srem i64 %t54, %t14
  %t57 = mul i64 %t55, 64
  %t58 = sub i64 %size.K, %t57
  %t59 = icmp slt i64 64, %t58
  %t60 = select i1 %t59, i64 64, i64 %t58
  %t61 = add i64 %t60, 15
  %t62 = sdiv i64 %t61, 16
  %t63 = sub i64 %t62, 1
  %t64 = mul i64 %t63, 16
  %t65 = add i64 %t57, %t64
  %t66 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t65, i64 %size.K)
  %t67 = mul i64 %t56, 96
  %t68 = add i64 %t67, 96
  %t69 = icmp slt i64 %t9, %t68
  %t70 = select i1 %t69, i64 %t9, i64 %t68
  store i64 0, ptr %c71
  br label %tbhead72
tbhead72:
  %tb75 = load i64, ptr %c71
  %t76 = icmp slt i64 %tb75, %t10
  br i1 %t76, label %tbbody73, label %tbdone74
tbbody73:
  %t77 = add i64 %tb75, %t25
  %t78 = icmp slt i64 %t10, %t77
  %t79 = select i1 %t78, i64 %t10, i64 %t77
  %t80 = icmp sgt i64 %tb75, 0
  %t81 = icmp eq i64 %t79, %t10
  %t82 = sdiv i64 %tb75, %size.S
  %t83 = srem i64 %tb75, %size.S
  %t84 = sdiv i64 %t57, %size.P
  %t85 = srem i64 %t57, %size.P
  %t86 = icmp slt i64 %t85, 0
  %t87 = icmp slt i64 %size.P, 0
  %t88 = icmp ne i1 %t86, %t87
  %t89 = icmp ne i64 %t85, 0
  %t90 = and i1 %t89, %t88
  %t91 = zext i1 %t90 to i64
  %t92 = sub i64 %t84, %t91
  %t93 = mul i64 %size.R, %size.S
  %t94 = mul i64 %t93, %size.C
  %t95 = mul i64 %t94, %size.P
  %t96 = mul i64 %t92, %t95
  %t97 = mul i64 %size.S, %size.C
  %t98 = mul i64 %t97, %size.P
  %t99 = mul i64 %t82, %t98
  %t100 = add i64 %t96, %t99
  %t101 = mul i64 %size.C, %size.P
  %t102 = mul i64 %t83, %t101
  %t103 = add i64 %t100, %t102
  %t104 = mul i64 0, %size.P
  %t105 = add i64 %t103, %t104
  %t106 = sdiv i64 %t57, %size.P
  %t107 = srem i64 %t57, %size.P
  %t108 = icmp slt i64 %t107, 0
  %t109 = icmp slt i64 %size.P, 0
  %t110 = icmp ne i1 %t108, %t109
  %t111 = icmp ne i64 %t107, 0
  %t112 = and i1 %t111, %t110
  %t113 = select i1 %t112, i64 %size.P, i64 0
  %t114 = add i64 %t107, %t113
  %t115 = add i64 %t105, %t114
  %t116 = getelementptr float, ptr %buf.w, i64 %t115
  store i64 %t67, ptr %c117
  br label %head118
head118:
  %i121 = load i64, ptr %c117
  %t122 = icmp slt i64 %i121, %t70
  br i1 %t122, label %body119, label %done120
body119:
  %t123 = sub i64 %t70, %i121
  %t124 = icmp slt i64 6, %t123
  %t125 = select i1 %t124, i64 6, i64 %t123
  %t126 = sub i64 %t125, 1
  %t127 = add i64 %i121, %t126
  store i64 0, ptr %c128
  %t129 = add i64 %i121, 0
  %t130 = icmp slt i64 %t129, %t127
  %t131 = select i1 %t130, i64 %t129, i64 %t127
  %t132 = sdiv i64 %t131, %t8
  %t133 = srem i64 %t131, %t8
  %t134 = add i64 %i121, 1
  %t135 = icmp slt i64 %t134, %t127
  %t136 = select i1 %t135, i64 %t134, i64 %t127
  %t137 = sdiv i64 %t136, %t8
  %t138 = srem i64 %t136, %t8
  %t139 = add i64 %i121, 2
  %t140 = icmp slt i64 %t139, %t127
  %t141 = select i1 %t140, i64 %t139, i64 %t127
  %t142 = sdiv i64 %t141, %t8
  %t143 = srem i64 %t141, %t8
  %t144 = add i64 %i121, 3
  %t145 = icmp slt i64 %t144, %t127
  %t146 = select i1 %t145, i64 %t144, i64 %t127
  %t147 = sdiv i64 %t146, %t8
  %t148 = srem i64 %t146, %t8
  %t149 = add i64 %i121, 4
  %t150 = icmp slt i64 %t149, %t127
  %t151 = select i1 %t150, i64 %t149, i64 %t127
  %t152 = sdiv i64 %t151, %t8
  %t153 = srem i64 %t151, %t8
  %t154 = add i64 %i121, 5
  %t155 = icmp slt i64 %t154, %t127
  %t156 = select i1 %t155, i64 %t154, i64 %t127
  %t157 = sdiv i64 %t156, %t8
  %t158 = srem i64 %t156, %t8
  store i64 %size.C, ptr %c161
  %t162 = sub i64 %t79, %tb75
  store i64 %t162, ptr %c163
  %t164 = mul i64 %t133, 1
  %t165 = add i64 %t164, 0
  %t166 = icmp ult i64 %t165, %size.W
  %t167 = and i1 %t28, %t166
  %t168 = sub i64 %size.S, 1
  %t169 = add i64 %t165, %t168
  %t170 = icmp ult i64 %t169, %size.W
  %t171 = and i1 %t167, %t170
  %t172 = mul i64 %t138, 1
  %t173 = add i64 %t172, 0
  %t174 = icmp ult i64 %t173, %size.W
  %t175 = and i1 %t171, %t174
  %t176 = sub i64 %size.S, 1
  %t177 = add i64 %t173, %t176
  %t178 = icmp ult i64 %t177, %size.W
  %t179 = and i1 %t175, %t178
  %t180 = mul i64 %t143, 1
  %t181 = add i64 %t180, 0
  %t182 = icmp ult i64 %t181, %size.W
  %t183 = and i1 %t179, %t182
  %t184 = sub i64 %size.S, 1
  %t185 = add i64 %t181, %t184
  %t186 = icmp ult i64 %t185, %size.W
  %t187 = and i1 %t183, %t186
  %t188 = mul i64 %t148, 1
  %t189 = add i64 %t188, 0
  %t190 = icmp ult i64 %t189, %size.W
  %t191 = and i1 %t187, %t190
  %t192 = sub i64 %size.S, 1
  %t193 = add i64 %t189, %t192
  %t194 = icmp ult i64 %t193, %size.W
  %t195 = and i1 %t191, %t194
  %t196 = mul i64 %t153, 1
  %t197 = add i64 %t196, 0
  %t198 = icmp ult i64 %t197, %size.W
  %t199 = and i1 %t195, %t198
  %t200 = sub i64 %size.S, 1
  %t201 = add i64 %t197, %t200
  %t202 = icmp ult i64 %t201, %size.W
  %t203 = and i1 %t199, %t202
  %t204 = mul i64 %t158, 1
  %t205 = add i64 %t204, 0
  %t206 = icmp ult i64 %t205, %size.W
  %t207 = and i1 %t203, %t206
  %t208 = sub i64 %size.S, 1
  %t209 = add i64 %t205, %t208
  %t210 = icmp ult i64 %t209, %size.W
  %t211 = and i1 %t207, %t210
  br i1 %t211, label %byrun212, label %bytap159
byrun212:
  store i64 0, ptr %c213
  br label %head214
head214:
  %i217 = load i64, ptr %c213
  %t218 = icmp slt i64 %i217, %size.R
  br i1 %t218, label %body215, label %done216
body215:
  %t219 = mul i64 %t132, 1
  %t220 = mul i64 %i217, 1
  %t221 = add i64 %t219, %t220
  %t222 = add i64 %t221, 0
  %t223 = icmp ult i64 %t222, %size.H
  %t224 = mul i64 %size.H, %size.W
  %t225 = mul i64 %t224, %size.C
  %t226 = mul i64 %t53, %t225
  %t227 = add i64 %t132, %i217
  %t228 = mul i64 %size.W, %size.C
  %t229 = mul i64 %t227, %t228
  %t230 = add i64 %t226, %t229
  %t231 = add i64 %t133, 0
  %t232 = mul i64 %t231, %size.C
  %t233 = add i64 %t230, %t232
  %t234 = add i64 %t233, 0
  %t235 = getelementptr float, ptr %buf.x, i64 %t234
  %t236 = mul i64 %i217, 6
  %t237 = add i64 %t236, 0
  %t238 = getelementptr ptr, ptr %t32, i64 %t237
  %t239 = select i1 %t223, ptr %t235, ptr %t34
  store ptr %t239, ptr %t238, align 8
  %t240 = xor i1 %t223, true
  %t241 = zext i1 %t240 to i64
  %t242 = load i64, ptr %c128
  %t243 = or i64 %t242, %t241
  store i64 %t243, ptr %c128
  %t244 = mul i64 %t137, 1
  %t245 = mul i64 %i217, 1
  %t246 = add i64 %t244, %t245
  %t247 = add i64 %t246, 0
  %t248 = icmp ult i64 %t247, %size.H
  %t249 = mul i64 %size.H, %size.W
  %t250 = mul i64 %t249, %size.C
  %t251 = mul i64 %t53, %t250
  %t252 = add i64 %t137, %i217
  %t253 = mul i64 %size.W, %size.C
  %t254 = mul i64 %t252, %t253
  %t255 = add i64 %t251, %t254
  %t256 = add i64 %t138, 0
  %t257 = mul i64 %t256, %size.C
  %t258 = add i64 %t255, %t257
  %t259 = add i64 %t258, 0
  %t260 = getelementptr float, ptr %buf.x, i64 %t259
  %t261 = mul i64 %i217, 6
  %t262 = add i64 %t261, 1
  %t263 = getelementptr ptr, ptr %t32, i64 %t262
  %t264 = select i1 %t248, ptr %t260, ptr %t34
  store ptr %t264, ptr %t263, align 8
  %t265 = xor i1 %t248, true
  %t266 = zext i1 %t265 to i64
  %t267 = load i64, ptr %c128
  %t268 = or i64 %t267, %t266
  store i64 %t268, ptr %c128
  %t269 = mul i64 %t142, 1
  %t270 = mul i64 %i217, 1
  %t271 = add i64 %t269, %t270
  %t272 = add i64 %t271, 0
  %t273 = icmp ult i64 %t272, %size.H
  %t274 = mul i64 %size.H, %size.W
  %t275 = mul i64 %t274, %size.C
  %t276 = mul i64 %t53, %t275
  %t277 = add i64 %t142, %i217
  %t278 = mul i64 %size.W, %size.C
  %t279 = mul i64 %t277, %t278
  %t280 = add i64 %t276, %t279
  %t281 = add i64 %t143, 0
  %t282 = mul i64 %t281, %size.C
  %t283 = add i64 %t280, %t282
  %t284 = add i64 %t283, 0
  %t285 = getelementptr float, ptr %buf.x, i64 %t284
  %t286 = mul i64 %i217, 6
  %t287 = add i64 %t286, 2
  %t288 = getelementptr ptr, ptr %t32, i64 %t287
  %t289 = select i1 %t273, ptr %t285, ptr %t34
  store ptr %t289, ptr %t288, align 8
  %t290 = xor i1 %t273, true
  %t291 = zext i1 %t290 to i64
  %t292 = load i64, ptr %c128
  %t293 = or i64 %t292, %t291
  store i64 %t293, ptr %c128
  %t294 = mul i64 %t147, 1
  %t295 = mul i64 %i217, 1
  %t296 = add i64 %t294, %t295
  %t297 = add i64 %t296, 0
  %t298 = icmp ult i64 %t297, %size.H
  %t299 = mul i64 %size.H, %size.W
  %t300 = mul i64 %t299, %size.C
  %t301 = mul i64 %t53, %t300
  %t302 = add i64 %t147, %i217
  %t303 = mul i64 %size.W, %size.C
  %t304 = mul i64 %t302, %t303
  %t305 = add i64 %t301, %t304
  %t306 = add i64 %t148, 0
  %t307 = mul i64 %t306, %size.C
  %t308 = add i64 %t305, %t307
  %t309 = add i64 %t308, 0
  %t310 = getelementptr float, ptr %buf.x, i64 %t309
  %t311 = mul i64 %i217, 6
  %t312 = add i64 %t311, 3
  %t313 = getelementptr ptr, ptr %t32, i64 %t312
  %t314 = select i1 %t298, ptr %t310, ptr %t34
  store ptr %t314, ptr %t313, align 8
  %t315 = xor i1 %t298, true
  %t316 = zext i1 %t315 to i64
  %t317 = load i64, ptr %c128
  %t318 = or i64 %t317, %t316
  store i64 %t318, ptr %c128
  %t319 = mul i64 %t152, 1
  %t320 = mul i64 %i217, 1
  %t321 = add i64 %t319, %t320
  %t322 = add i64 %t321, 0
  %t323 = icmp ult i64 %t322, %size.H
  %t324 = mul i64 %size.H, %size.W
  %t325 = mul i64 %t324, %size.C
  %t326 = mul i64 %t53, %t325
  %t327 = add i64 %t152, %i217
  %t328 = mul i64 %size.W, %size.C
  %t329 = mul i64 %t327, %t328
  %t330 = add i64 %t326, %t329
  %t331 = add i64 %t153, 0
  %t332 = mul i64 %t331, %size.C
  %t333 = add i64 %t330, %t332
  %t334 = add i64 %t333, 0
  %t335 = getelementptr float, ptr %buf.x, i64 %t334
  %t336 = mul i64 %i217, 6
  %t337 = add i64 %t336, 4
  %t338 = getelementptr ptr, ptr %t32, i64 %t337
  %t339 = select i1 %t323, ptr %t335, ptr %t34
  store ptr %t339, ptr %t338, align 8
  %t340 = xor i1 %t323, true
  %t341 = zext i1 %t340 to i64
  %t342 = load i64, ptr %c128
  %t343 = or i64 %t342, %t341
  store i64 %t343, ptr %c128
  %t344 = mul i64 %t157, 1
  %t345 = mul i64 %i217, 1
  %t346 = add i64 %t344, %t345
  %t347 = add i64 %t346, 0
  %t348 = icmp ult i64 %t347, %size.H
  %t349 = mul i64 %size.H, %size.W
  %t350 = mul i64 %t349, %size.C
  %t351 = mul i64 %t53, %t350
  %t352 = add i64 %t157, %i217
  %t353 = mul i64 %size.W, %size.C
  %t354 = mul i64 %t352, %t353
  %t355 = add i64 %t351, %t354
  %t356 = add i64 %t158, 0
  %t357 = mul i64 %t356, %size.C
  %t358 = add i64 %t355, %t357
  %t359 = add i64 %t358, 0
  %t360 = getelementptr float, ptr %buf.x, i64 %t359
  %t361 = mul i64 %i217, 6
  %t362 = add i64 %t361, 5
  %t363 = getelementptr ptr, ptr %t32, i64 %t362
  %t364 = select i1 %t348, ptr %t360, ptr %t34
  store ptr %t364, ptr %t363, align 8
  %t365 = xor i1 %t348, true
  %t366 = zext i1 %t365 to i64
  %t367 = load i64, ptr %c128
  %t368 = or i64 %t367, %t366
  store i64 %t368, ptr %c128
  %t369 = add nsw i64 %i217, 1
  store i64 %t369, ptr %c213
  br label %head214
done216:
  %t370 = mul i64 %size.S, %size.C
  store i64 %t370, ptr %c161
  store i64 %size.R, ptr %c163
  br label %indirect160
bytap159:
  store i64 %tb75, ptr %c371
  br label %head372
head372:
  %i375 = load i64, ptr %c371
  %t376 = icmp slt i64 %i375, %t79
  br i1 %t376, label %body373, label %done374
body373:
  %t377 = sdiv i64 %i375, %size.S
  %t378 = srem i64 %i375, %size.S
  %t379 = sub i64 %i375, %tb75
  %t380 = mul i64 %t379, 6
  %t381 = mul i64 %t132, 1
  %t382 = mul i64 %t377, 1
  %t383 = add i64 %t381, %t382
  %t384 = add i64 %t383, 0
  %t385 = mul i64 %t133, 1
  %t386 = mul i64 %t378, 1
  %t387 = add i64 %t385, %t386
  %t388 = add i64 %t387, 0
  %t389 = icmp ult i64 %t384, %size.H
  %t390 = icmp ult i64 %t388, %size.W
  %t391 = and i1 %t389, %t390
  %t392 = mul i64 %size.H, %size.W
  %t393 = mul i64 %t392, %size.C
  %t394 = mul i64 %t53, %t393
  %t395 = add i64 %t132, %t377
  %t396 = mul i64 %size.W, %size.C
  %t397 = mul i64 %t395, %t396
  %t398 = add i64 %t394, %t397
  %t399 = add i64 %t133, %t378
  %t400 = mul i64 %t399, %size.C
  %t401 = add i64 %t398, %t400
  %t402 = add i64 %t401, 0
  %t403 = getelementptr float, ptr %buf.x, i64 %t402
  %t404 = select i1 %t391, ptr %t403, ptr %t34
  %t405 = add i64 %t380, 0
  %t406 = getelementptr ptr, ptr %t32, i64 %t405
  store ptr %t404, ptr %t406, align 8
  %t407 = xor i1 %t391, true
  %t408 = zext i1 %t407 to i64
  %t409 = load i64, ptr %c128
  %t410 = or i64 %t409, %t408
  store i64 %t410, ptr %c128
  %t411 = mul i64 %t137, 1
  %t412 = mul i64 %t377, 1
  %t413 = add i64 %t411, %t412
  %t414 = add i64 %t413, 0
  %t415 = mul i64 %t138, 1
  %t416 = mul i64 %t378, 1
  %t417 = add i64 %t415, %t416
  %t418 = add i64 %t417, 0
  %t419 = icmp ult i64 %t414, %size.H
  %t420 = icmp ult i64 %t418, %size.W
  %t421 = and i1 %t419, %t420
  %t422 = mul i64 %size.H, %size.W
  %t423 = mul i64 %t422, %size.C
  %t424 = mul i64 %t53, %t423
  %t425 = add i64 %t137, %t377
  %t426 = mul i64 %size.W, %size.C
  %t427 = mul i64 %t425, %t426
  %t428 = add i64 %t424, %t427
  %t429 = add i64 %t138, %t378
  %t430 = mul i64 %t429, %size.C
  %t431 = add i64 %t428, %t430
  %t432 = add i64 %t431, 0
  %t433 = getelementptr float, ptr %buf.x, i64 %t432
  %t434 = select i1 %t421, ptr %t433, ptr %t34
  %t435 = add i64 %t380, 1
  %t436 = getelementptr ptr, ptr %t32, i64 %t435
  store ptr %t434, ptr %t436, align 8
  %t437 = xor i1 %t421, true
  %t438 = zext i1 %t437 to i64
  %t439 = load i64, ptr %c128
  %t440 = or i64 %t439, %t438
  store i64 %t440, ptr %c128
  %t441 = mul i64 %t142, 1
  %t442 = mul i64 %t377, 1
  %t443 = add i64 %t441, %t442
  %t444 = add i64 %t443, 0
  %t445 = mul i64 %t143, 1
  %t446 = mul i64 %t378, 1
  %t447 = add i64 %t445, %t446
  %t448 = add i64 %t447, 0
  %t449 = icmp ult i64 %t444, %size.H
  %t450 = icmp ult i64 %t448, %size.W
  %t451 = and i1 %t449, %t450
  %t452 = mul i64 %size.H, %size.W
  %t453 = mul i64 %t452, %size.C
  %t454 = mul i64 %t53, %t453
  %t455 = add i64 %t142, %t377
  %t456 = mul i64 %size.W, %size.C
  %t457 = mul i64 %t455, %t456
  %t458 = add i64 %t454, %t457
  %t459 = add i64 %t143, %t378
  %t460 = mul i64 %t459, %size.C
  %t461 = add i64 %t458, %t460
  %t462 = add i64 %t461, 0
  %t463 = getelementptr float, ptr %buf.x, i64 %t462
  %t464 = select i1 %t451, ptr %t463, ptr %t34
  %t465 = add i64 %t380, 2
  %t466 = getelementptr ptr, ptr %t32, i64 %t465
  store ptr %t464, ptr %t466, align 8
  %t467 = xor i1 %t451, true
  %t468 = zext i1 %t467 to i64
  %t469 = load i64, ptr %c128
  %t470 = or i64 %t469, %t468
  store i64 %t470, ptr %c128
  %t471 = mul i64 %t147, 1
  %t472 = mul i64 %t377, 1
  %t473 = add i64 %t471, %t472
  %t474 = add i64 %t473, 0
  %t475 = mul i64 %t148, 1
  %t476 = mul i64 %t378, 1
  %t477 = add i64 %t475, %t476
  %t478 = add i64 %t477, 0
  %t479 = icmp ult i64 %t474, %size.H
  %t480 = icmp ult i64 %t478, %size.W
  %t481 = and i1 %t479, %t480
  %t482 = mul i64 %size.H, %size.W
  %t483 = mul i64 %t482, %size.C
  %t484 = mul i64 %t53, %t483
  %t485 = add i64 %t147, %t377
  %t486 = mul i64 %size.W, %size.C
  %t487 = mul i64 %t485, %t486
  %t488 = add i64 %t484, %t487
  %t489 = add i64 %t148, %t378
  %t490 = mul i64 %t489, %size.C
  %t491 = add i64 %t488, %t490
  %t492 = add i64 %t491, 0
  %t493 = getelementptr float, ptr %buf.x, i64 %t492
  %t494 = select i1 %t481, ptr %t493, ptr %t34
  %t495 = add i64 %t380, 3
  %t496 = getelementptr ptr, ptr %t32, i64 %t495
  store ptr %t494, ptr %t496, align 8
  %t497 = xor i1 %t481, true
  %t498 = zext i1 %t497 to i64
  %t499 = load i64, ptr %c128
  %t500 = or i64 %t499, %t498
  store i64 %t500, ptr %c128
  %t501 = mul i64 %t152, 1
  %t502 = mul i64 %t377, 1
  %t503 = add i64 %t501, %t502
  %t504 = add i64 %t503, 0
  %t505 = mul i64 %t153, 1
  %t506 = mul i64 %t378, 1
  %t507 = add i64 %t505, %t506
  %t508 = add i64 %t507, 0
  %t509 = icmp ult i64 %t504, %size.H
  %t510 = icmp ult i64 %t508, %size.W
  %t511 = and i1 %t509, %t510
  %t512 = mul i64 %size.H, %size.W
  %t513 = mul i64 %t512, %size.C
  %t514 = mul i64 %t53, %t513
  %t515 = add i64 %t152, %t377
  %t516 = mul i64 %size.W, %size.C
  %t517 = mul i64 %t515, %t516
  %t518 = add i64 %t514, %t517
  %t519 = add i64 %t153, %t378
  %t520 = mul i64 %t519, %size.C
  %t521 = add i64 %t518, %t520
  %t522 = add i64 %t521, 0
  %t523 = getelementptr float, ptr %buf.x, i64 %t522
  %t524 = select i1 %t511, ptr %t523, ptr %t34
  %t525 = add i64 %t380, 4
  %t526 = getelementptr ptr, ptr %t32, i64 %t525
  store ptr %t524, ptr %t526, align 8
  %t527 = xor i1 %t511, true
  %t528 = zext i1 %t527 to i64
  %t529 = load i64, ptr %c128
  %t530 = or i64 %t529, %t528
  store i64 %t530, ptr %c128
  %t531 = mul i64 %t157, 1
  %t532 = mul i64 %t377, 1
  %t533 = add i64 %t531, %t532
  %t534 = add i64 %t533, 0
  %t535 = mul i64 %t158, 1
  %t536 = mul i64 %t378, 1
  %t537 = add i64 %t535, %t536
  %t538 = add i64 %t537, 0
  %t539 = icmp ult i64 %t534, %size.H
  %t540 = icmp ult i64 %t538, %size.W
  %t541 = and i1 %t539, %t540
  %t542 = mul i64 %size.H, %size.W
  %t543 = mul i64 %t542, %size.C
  %t544 = mul i64 %t53, %t543
  %t545 = add i64 %t157, %t377
  %t546 = mul i64 %size.W, %size.C
  %t547 = mul i64 %t545, %t546
  %t548 = add i64 %t544, %t547
  %t549 = add i64 %t158, %t378
  %t550 = mul i64 %t549, %size.C
  %t551 = add i64 %t548, %t550
  %t552 = add i64 %t551, 0
  %t553 = getelementptr float, ptr %buf.x, i64 %t552
  %t554 = select i1 %t541, ptr %t553, ptr %t34
  %t555 = add i64 %t380, 5
  %t556 = getelementptr ptr, ptr %t32, i64 %t555
  store ptr %t554, ptr %t556, align 8
  %t557 = xor i1 %t541, true
  %t558 = zext i1 %t557 to i64
  %t559 = load i64, ptr %c128
  %t560 = or i64 %t559, %t558
  store i64 %t560, ptr %c128
  %t561 = add nsw i64 %i375, 1
  store i64 %t561, ptr %c371
  br label %head372
done374:
  br label %indirect160
indirect160:
  %t562 = sdiv i64 %i121, %t8
  %t563 = srem i64 %i121, %t8
  %t564 = sub i64 %size.R, 1
  %t565 = sub i64 %size.H, %t564
  %t566 = sub i64 %t565, 1
  %t567 = add i64 %t566, 1
  %t568 = sub i64 %size.S, 1
  %t569 = sub i64 %size.W, %t568
  %t570 = sub i64 %t569, 1
  %t571 = add i64 %t570, 1
  %t572 = mul i64 %t567, %t571
  %t573 = mul i64 %t572, %size.K
  %t574 = mul i64 %t53, %t573
  %t575 = sub i64 %size.S, 1
  %t576 = sub i64 %size.W, %t575
  %t577 = sub i64 %t576, 1
  %t578 = add i64 %t577, 1
  %t579 = mul i64 %t578, %size.K
  %t580 = mul i64 %t562, %t579
  %t581 = add i64 %t574, %t580
  %t582 = mul i64 %t563, %size.K
  %t583 = add i64 %t581, %t582
  %t584 = add i64 %t583, %t57
  %t585 = getelementptr float, ptr %buf.y, i64 %t584
  %t586 = load i64, ptr %c163
  %t587 = load i64, ptr %c128
  %t588 = icmp ne i64 %t587, 0
  %t589 = load i64, ptr %c161
  %t593 = icmp eq i64 %t62, 1
  br i1 %t593, label %nv1591, label %nvnext592
nv1591:
  br i1 %t588, label %border595, label %plain594
plain594:
  call void @"jr.dc.conv2d_nhwc_panels.1p"(ptr %t32, i64 %t586, i64 %t589, ptr %t116, i64 %size.P, ptr %t585, i64 %size.K, i64 %t125, i1 %t80, ptr %t34, <16 x i1> %t66)
  br label %called590
border595:
  call void @"jr.dc.conv2d_nhwc_panels.1b"(ptr %t32, i64 %t586, i64 %t589, ptr %t116, i64 %size.P, ptr %t585, i64 %size.K, i64 %t125, i1 %t80, ptr %t34, <16 x i1> %t66)
  br label %called590
nvnext592:
  %t598 = icmp eq i64 %t62, 2
  br i1 %t598, label %nv2596, label %nvnext597
nv2596:
  br i1 %t588, label %border600, label %plain599
plain599:
  call void @"jr.dc.conv2d_nhwc_panels.2p"(ptr %t32, i64 %t586, i64 %t589, ptr %t116, i64 %size.P, ptr %t585, i64 %size.K, i64 %t125, i1 %t80, ptr %t34, <16 x i1> %t66)
  br label %called590
border600:
  call void @"jr.dc.conv2d_nhwc_panels.2b"(ptr %t32, i64 %t586, i64 %t589, ptr %t116, i64 %size.P, ptr %t585, i64 %size.K, i64 %t125, i1 %t80, ptr %t34, <16 x i1> %t66)
  br label %called590
nvnext597:
  %t603 = icmp eq i64 %t62, 3
  br i1 %t603, label %nv3601, label %nvnext602
nv3601:
  br i1 %t588, label %border605, label %plain604
plain604:
  call void @"jr.dc.conv2d_nhwc_panels.3p"(ptr %t32, i64 %t586, i64 %t589, ptr %t116, i64 %size.P, ptr %t585, i64 %size.K, i64 %t125, i1 %t80, ptr %t34, <16 x i1> %t66)
  br label %called590
border605:
  call void @"jr.dc.conv2d_nhwc_panels.3b"(ptr %t32, i64 %t586, i64 %t589, ptr %t116, i64 %size.P, ptr %t585, i64 %size.K, i64 %t125, i1 %t80, ptr %t34, <16 x i1> %t66)
  br label %called590
nvnext602:
  %t608 = icmp eq i64 %t62, 4
  br i1 %t608, label %nv4606, label %nvnext607
nv4606:
  br i1 %t588, label %border610, label %plain609
plain609:
  call void @"jr.dc.conv2d_nhwc_panels.4p"(ptr %t32, i64 %t586, i64 %t589, ptr %t116, i64 %size.P, ptr %t585, i64 %size.K, i64 %t125, i1 %t80, ptr %t34, <16 x i1> %t66)
  br label %called590
border610:
  call void @"jr.dc.conv2d_nhwc_panels.4b"(ptr %t32, i64 %t586, i64 %t589, ptr %t116, i64 %size.P, ptr %t585, i64 %size.K, i64 %t125, i1 %t80, ptr %t34, <16 x i1> %t66)
  br label %called590
nvnext607:
  br label %called590
called590:
  br i1 %t81, label %finish611, label %finished612
finish611:
  %t613 = add i64 %i121, %t125
  store i64 %i121, ptr %c614
  br label %head615
head615:
  %i618 = load i64, ptr %c614
  %t619 = icmp slt i64 %i618, %t613
  br i1 %t619, label %body616, label %done617
body616:
  %t620 = sdiv i64 %i618, %t8
  %t621 = srem i64 %i618, %t8
  store i64 0, ptr %c622
  br label %head623
head623:
  %i626 = load i64, ptr %c622
  %t627 = icmp slt i64 %i626, %t62
  br i1 %t627, label %body624, label %done625
body624:
  %t628 = mul i64 %i626, 16
  %t629 = add i64 %t57, %t628
  %t630 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t629, i64 %size.K)
  %t631 = sub i64 %size.R, 1
  %t632 = sub i64 %size.H, %t631
  %t633 = sub i64 %t632, 1
  %t634 = add i64 %t633, 1
  %t635 = sub i64 %size.S, 1
  %t636 = sub i64 %size.W, %t635
  %t637 = sub i64 %t636, 1
  %t638 = add i64 %t637, 1
  %t639 = mul i64 %t634, %t638
  %t640 = mul i64 %t639, %size.K
  %t641 = mul i64 %t53, %t640
  %t642 = sub i64 %size.S, 1
  %t643 = sub i64 %size.W, %t642
  %t644 = sub i64 %t643, 1
  %t645 = add i64 %t644, 1
  %t646 = mul i64 %t645, %size.K
  %t647 = mul i64 %t620, %t646
  %t648 = add i64 %t641, %t647
  %t649 = mul i64 %t621, %size.K
  %t650 = add i64 %t648, %t649
  %t651 = add i64 %t650, %t629
  %t652 = getelementptr float, ptr %buf.y, i64 %t651
  %t653 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t652, <16 x i1> %t630, <16 x float> zeroinitializer)
  %p654 = getelementptr float, ptr %buf.b, i64 %t629
  %ld655 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p654, <16 x i1> %t630, <16 x float> zeroinitializer)
  %v656 = fadd contract <16 x float> %ld655, %t653
  %v657 = sub i64 %size.R, 1
  %v658 = sub i64 %size.H, %v657
  %v659 = sub i64 %v658, 1
  %v660 = add i64 %v659, 1
  %v661 = mul i64 %t53, %v660
  %v662 = add i64 %v661, %t620
  %v663 = sub i64 %size.S, 1
  %v664 = sub i64 %size.W, %v663
  %v665 = sub i64 %v664, 1
  %v666 = add i64 %v665, 1
  %v667 = mul i64 %v662, %v666
  %v668 = add i64 %v667, %t621
  %v669 = mul i64 %v668, %size.K
  %v670 = add i64 %v669, %t629
  %p671 = getelementptr float, ptr %buf.y, i64 %v670
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v656, ptr align 4 %p671, <16 x i1> %t630)
  %t672 = add nsw i64 %i626, 1
  store i64 %t672, ptr %c622
  br label %head623
done625:
  %t673 = add nsw i64 %i618, 1
  store i64 %t673, ptr %c614
  br label %head615
done617:
  br label %finished612
finished612:
  %t674 = add nsw i64 %i121, 6
  store i64 %t674, ptr %c117
  br label %head118
done120:
  store i64 %t79, ptr %c71
  br label %tbhead72
tbdone74:
  %t675 = add nsw i64 %i51, 1
  store i64 %t675, ptr %c47
  br label %head48
done50:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
