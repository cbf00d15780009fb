
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.conv2d_nhwc_panels_ep_662d1b.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.11 = alloca i64, align 64
  %q.addr.19 = alloca i64, align 64
  %k.addr.25 = alloca i64, align 64
  %acc31 = alloca <16 x float>, align 64
  %acc32 = alloca <16 x float>, align 64
  %acc33 = alloca <16 x float>, align 64
  %acc34 = alloca <16 x float>, align 64
  %r.addr.35 = alloca i64, align 64
  %s.addr.41 = alloca i64, align 64
  %c.addr.47 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.H, 1
  %v10 = add i64 %v9, 1
  store i64 0, ptr %p.addr.11
  br label %cond12
cond12:
  %i15 = load i64, ptr %p.addr.11
  %v16 = icmp slt i64 %i15, %v10
  br i1 %v16, label %body13, label %exit14
body13:
  %v17 = sub i64 %size.W, 1
  %v18 = add i64 %v17, 1
  store i64 0, ptr %q.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %q.addr.19
  %v24 = icmp slt i64 %i23, %v18
  br i1 %v24, label %body21, label %exit22
body21:
  store i64 0, ptr %k.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %k.addr.25
  %v30 = icmp slt i64 %i29, %size.K
  br i1 %v30, label %body27, label %exit28
body27:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc31
  store <16 x float> splat (float 0x0000000000000000), ptr %acc32
  store <16 x float> splat (float 0x0000000000000000), ptr %acc33
  store <16 x float> splat (float 0x0000000000000000), ptr %acc34
  store i64 0, ptr %r.addr.35
  br label %cond36
cond36:
  %i39 = load i64, ptr %r.addr.35
  %v40 = icmp slt i64 %i39, 1
  br i1 %v40, label %body37, label %exit38
body37:
  store i64 0, ptr %s.addr.41
  br label %cond42
cond42:
  %i45 = load i64, ptr %s.addr.41
  %v46 = icmp slt i64 %i45, 1
  br i1 %v46, label %body43, label %exit44
body43:
  store i64 0, ptr %c.addr.47
  %v48 = sub i64 %size.C, 64
  br label %cond49
cond49:
  %i52 = load i64, ptr %c.addr.47
  %v53 = icmp sle i64 %i52, %v48
  br i1 %v53, label %body50, label %exit51
body50:
  %v54 = add i64 %i15, %i39
  %v55 = icmp sge i64 %v54, 0
  %v56 = icmp slt i64 %v54, %size.H
  %v57 = and i1 %v55, %v56
  %v58 = add i64 %i23, %i45
  %v59 = icmp sge i64 %v58, 0
  %v60 = icmp slt i64 %v58, %size.W
  %v61 = and i1 %v59, %v60
  %v62 = and i1 %v57, %v61
  %v63 = mul i64 %i7, %size.H
  %v64 = add i64 %i15, %i39
  %v65 = add i64 %v63, %v64
  %v66 = mul i64 %v65, %size.W
  %v67 = add i64 %i23, %i45
  %v68 = add i64 %v66, %v67
  %v69 = mul i64 %v68, %size.C
  %v70 = add i64 %v69, %i52
  %p71 = getelementptr float, ptr %buf.x, i64 %v70
  %ins72 = insertelement <16 x i1> poison, i1 %v62, i64 0
  %splat73 = shufflevector <16 x i1> %ins72, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p71, <16 x i1> %splat73, <16 x float> zeroinitializer)
  %v75 = sdiv i64 %i29, %size.P
  %v76 = srem i64 %i29, %size.P
  %v77 = icmp ne i64 %v76, 0
  %v78 = icmp slt i64 %v76, 0
  %v79 = icmp slt i64 %size.P, 0
  %v80 = xor i1 %v78, %v79
  %v81 = and i1 %v77, %v80
  %v82 = zext i1 %v81 to i64
  %v83 = sub i64 %v75, %v82
  %v84 = icmp sge i64 %v83, 0
  %v85 = icmp slt i64 %v83, 1
  %v86 = and i1 %v84, %v85
  %v87 = sdiv i64 %i29, %size.P
  %v88 = srem i64 %i29, %size.P
  %v89 = icmp ne i64 %v88, 0
  %v90 = icmp slt i64 %v88, 0
  %v91 = icmp slt i64 %size.P, 0
  %v92 = xor i1 %v90, %v91
  %v93 = and i1 %v89, %v92
  %v94 = add i64 %v88, %size.P
  %v95 = select i1 %v93, i64 %v94, i64 %v88
  %v96 = icmp sge i64 %v95, 0
  %v97 = icmp slt i64 %v95, %size.P
  %v98 = and i1 %v96, %v97
  %v99 = and i1 %v86, %v98
  %v100 = sdiv i64 %i29, %size.P
  %v101 = srem i64 %i29, %size.P
  %v102 = icmp ne i64 %v101, 0
  %v103 = icmp slt i64 %v101, 0
  %v104 = icmp slt i64 %size.P, 0
  %v105 = xor i1 %v103, %v104
  %v106 = and i1 %v102, %v105
  %v107 = zext i1 %v106 to i64
  %v108 = sub i64 %v100, %v107
  %v109 = add i64 %v108, %i39
  %v110 = add i64 %v109, %i45
  %v111 = mul i64 %v110, %size.C
  %ins112 = insertelement <16 x i64> poison, i64 %i52, i64 0
  %splat113 = shufflevector <16 x i64> %ins112, <16 x i64> poison, <16 x i32> zeroinitializer
  %step114 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane115 = add <16 x i64> %splat113, %step114
  %ins116 = insertelement <16 x i64> poison, i64 %v111, i64 0
  %splat117 = shufflevector <16 x i64> %ins116, <16 x i64> poison, <16 x i32> zeroinitializer
  %v118 = add <16 x i64> %splat117, %lane115
  %ins119 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat120 = shufflevector <16 x i64> %ins119, <16 x i64> poison, <16 x i32> zeroinitializer
  %v121 = mul <16 x i64> %v118, %splat120
  %v122 = sdiv i64 %i29, %size.P
  %v123 = srem i64 %i29, %size.P
  %v124 = icmp ne i64 %v123, 0
  %v125 = icmp slt i64 %v123, 0
  %v126 = icmp slt i64 %size.P, 0
  %v127 = xor i1 %v125, %v126
  %v128 = and i1 %v124, %v127
  %v129 = add i64 %v123, %size.P
  %v130 = select i1 %v128, i64 %v129, i64 %v123
  %ins131 = insertelement <16 x i64> poison, i64 %v130, i64 0
  %splat132 = shufflevector <16 x i64> %ins131, <16 x i64> poison, <16 x i32> zeroinitializer
  %v133 = add <16 x i64> %v121, %splat132
  %ps134 = getelementptr float, ptr %buf.w, <16 x i64> %v133
  %ins135 = insertelement <16 x i1> poison, i1 %v99, i64 0
  %splat136 = shufflevector <16 x i1> %ins135, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld137 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps134, <16 x i1> %splat136, <16 x float> zeroinitializer)
  %v138 = fmul contract <16 x float> %ld74, %ld137
  %v139 = add i64 %i15, %i39
  %v140 = icmp sge i64 %v139, 0
  %v141 = icmp slt i64 %v139, %size.H
  %v142 = and i1 %v140, %v141
  %v143 = add i64 %i23, %i45
  %v144 = icmp sge i64 %v143, 0
  %v145 = icmp slt i64 %v143, %size.W
  %v146 = and i1 %v144, %v145
  %v147 = and i1 %v142, %v146
  %v148 = sdiv i64 %i29, %size.P
  %v149 = srem i64 %i29, %size.P
  %v150 = icmp ne i64 %v149, 0
  %v151 = icmp slt i64 %v149, 0
  %v152 = icmp slt i64 %size.P, 0
  %v153 = xor i1 %v151, %v152
  %v154 = and i1 %v150, %v153
  %v155 = zext i1 %v154 to i64
  %v156 = sub i64 %v148, %v155
  %v157 = icmp sge i64 %v156, 0
  %v158 = icmp slt i64 %v156, 1
  %v159 = and i1 %v157, %v158
  %v160 = sdiv i64 %i29, %size.P
  %v161 = srem i64 %i29, %size.P
  %v162 = icmp ne i64 %v161, 0
  %v163 = icmp slt i64 %v161, 0
  %v164 = icmp slt i64 %size.P, 0
  %v165 = xor i1 %v163, %v164
  %v166 = and i1 %v162, %v165
  %v167 = add i64 %v161, %size.P
  %v168 = select i1 %v166, i64 %v167, i64 %v161
  %v169 = icmp sge i64 %v168, 0
  %v170 = icmp slt i64 %v168, %size.P
  %v171 = and i1 %v169, %v170
  %v172 = and i1 %v159, %v171
  %v173 = and i1 %v147, %v172
  %old174 = load <16 x float>, ptr %acc31
  %v175 = fadd <16 x float> %old174, %v138
  %ins176 = insertelement <16 x i1> poison, i1 %v173, i64 0
  %splat177 = shufflevector <16 x i1> %ins176, <16 x i1> poison, <16 x i32> zeroinitializer
  %v178 = select <16 x i1> %splat177, <16 x float> %v175, <16 x float> %old174
  store <16 x float> %v178, ptr %acc31
  %v179 = add nsw i64 %i52, 16
  %v180 = add i64 %i15, %i39
  %v181 = icmp sge i64 %v180, 0
  %v182 = icmp slt i64 %v180, %size.H
  %v183 = and i1 %v181, %v182
  %v184 = add i64 %i23, %i45
  %v185 = icmp sge i64 %v184, 0
  %v186 = icmp slt i64 %v184, %size.W
  %v187 = and i1 %v185, %v186
  %v188 = and i1 %v183, %v187
  %v189 = mul i64 %i7, %size.H
  %v190 = add i64 %i15, %i39
  %v191 = add i64 %v189, %v190
  %v192 = mul i64 %v191, %size.W
  %v193 = add i64 %i23, %i45
  %v194 = add i64 %v192, %v193
  %v195 = mul i64 %v194, %size.C
  %v196 = add i64 %v195, %v179
  %p197 = getelementptr float, ptr %buf.x, i64 %v196
  %ins198 = insertelement <16 x i1> poison, i1 %v188, i64 0
  %splat199 = shufflevector <16 x i1> %ins198, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld200 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p197, <16 x i1> %splat199, <16 x float> zeroinitializer)
  %v201 = sdiv i64 %i29, %size.P
  %v202 = srem i64 %i29, %size.P
  %v203 = icmp ne i64 %v202, 0
  %v204 = icmp slt i64 %v202, 0
  %v205 = icmp slt i64 %size.P, 0
  %v206 = xor i1 %v204, %v205
  %v207 = and i1 %v203, %v206
  %v208 = zext i1 %v207 to i64
  %v209 = sub i64 %v201, %v208
  %v210 = icmp sge i64 %v209, 0
  %v211 = icmp slt i64 %v209, 1
  %v212 = and i1 %v210, %v211
  %v213 = sdiv i64 %i29, %size.P
  %v214 = srem i64 %i29, %size.P
  %v215 = icmp ne i64 %v214, 0
  %v216 = icmp slt i64 %v214, 0
  %v217 = icmp slt i64 %size.P, 0
  %v218 = xor i1 %v216, %v217
  %v219 = and i1 %v215, %v218
  %v220 = add i64 %v214, %size.P
  %v221 = select i1 %v219, i64 %v220, i64 %v214
  %v222 = icmp sge i64 %v221, 0
  %v223 = icmp slt i64 %v221, %size.P
  %v224 = and i1 %v222, %v223
  %v225 = and i1 %v212, %v224
  %v226 = sdiv i64 %i29, %size.P
  %v227 = srem i64 %i29, %size.P
  %v228 = icmp ne i64 %v227, 0
  %v229 = icmp slt i64 %v227, 0
  %v230 = icmp slt i64 %size.P, 0
  %v231 = xor i1 %v229, %v230
  %v232 = and i1 %v228, %v231
  %v233 = zext i1 %v232 to i64
  %v234 = sub i64 %v226, %v233
  %v235 = add i64 %v234, %i39
  %v236 = add i64 %v235, %i45
  %v237 = mul i64 %v236, %size.C
  %ins238 = insertelement <16 x i64> poison, i64 %v179, i64 0
  %splat239 = shufflevector <16 x i64> %ins238, <16 x i64> poison, <16 x i32> zeroinitializer
  %step240 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane241 = add <16 x i64> %splat239, %step240
  %ins242 = insertelement <16 x i64> poison, i64 %v237, i64 0
  %splat243 = shufflevector <16 x i64> %ins242, <16 x i64> poison, <16 x i32> zeroinitializer
  %v244 = add <16 x i64> %splat243, %lane241
  %ins245 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat246 = shufflevector <16 x i64> %ins245, <16 x i64> poison, <16 x i32> zeroinitializer
  %v247 = mul <16 x i64> %v244, %splat246
  %v248 = sdiv i64 %i29, %size.P
  %v249 = srem i64 %i29, %size.P
  %v250 = icmp ne i64 %v249, 0
  %v251 = icmp slt i64 %v249, 0
  %v252 = icmp slt i64 %size.P, 0
  %v253 = xor i1 %v251, %v252
  %v254 = and i1 %v250, %v253
  %v255 = add i64 %v249, %size.P
  %v256 = select i1 %v254, i64 %v255, i64 %v249
  %ins257 = insertelement <16 x i64> poison, i64 %v256, i64 0
  %splat258 = shufflevector <16 x i64> %ins257, <16 x i64> poison, <16 x i32> zeroinitializer
  %v259 = add <16 x i64> %v247, %splat258
  %ps260 = getelementptr float, ptr %buf.w, <16 x i64> %v259
  %ins261 = insertelement <16 x i1> poison, i1 %v225, i64 0
  %splat262 = shufflevector <16 x i1> %ins261, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld263 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps260, <16 x i1> %splat262, <16 x float> zeroinitializer)
  %v264 = fmul contract <16 x float> %ld200, %ld263
  %v265 = add i64 %i15, %i39
  %v266 = icmp sge i64 %v265, 0
  %v267 = icmp slt i64 %v265, %size.H
  %v268 = and i1 %v266, %v267
  %v269 = add i64 %i23, %i45
  %v270 = icmp sge i64 %v269, 0
  %v271 = icmp slt i64 %v269, %size.W
  %v272 = and i1 %v270, %v271
  %v273 = and i1 %v268, %v272
  %v274 = sdiv i64 %i29, %size.P
  %v275 = srem i64 %i29, %size.P
  %v276 = icmp ne i64 %v275, 0
  %v277 = icmp slt i64 %v275, 0
  %v278 = icmp slt i64 %size.P, 0
  %v279 = xor i1 %v277, %v278
  %v280 = and i1 %v276, %v279
  %v281 = zext i1 %v280 to i64
  %v282 = sub i64 %v274, %v281
  %v283 = icmp sge i64 %v282, 0
  %v284 = icmp slt i64 %v282, 1
  %v285 = and i1 %v283, %v284
  %v286 = sdiv i64 %i29, %size.P
  %v287 = srem i64 %i29, %size.P
  %v288 = icmp ne i64 %v287, 0
  %v289 = icmp slt i64 %v287, 0
  %v290 = icmp slt i64 %size.P, 0
  %v291 = xor i1 %v289, %v290
  %v292 = and i1 %v288, %v291
  %v293 = add i64 %v287, %size.P
  %v294 = select i1 %v292, i64 %v293, i64 %v287
  %v295 = icmp sge i64 %v294, 0
  %v296 = icmp slt i64 %v294, %size.P
  %v297 = and i1 %v295, %v296
  %v298 = and i1 %v285, %v297
  %v299 = and i1 %v273, %v298
  %old300 = load <16 x float>, ptr %acc32
  %v301 = fadd <16 x float> %old300, %v264
  %ins302 = insertelement <16 x i1> poison, i1 %v299, i64 0
  %splat303 = shufflevector <16 x i1> %ins302, <16 x i1> poison, <16 x i32> zeroinitializer
  %v304 = select <16 x i1> %splat303, <16 x float> %v301, <16 x float> %old300
  store <16 x float> %v304, ptr %acc32
  %v305 = add nsw i64 %i52, 32
  %v306 = add i64 %i15, %i39
  %v307 = icmp sge i64 %v306, 0
  %v308 = icmp slt i64 %v306, %size.H
  %v309 = and i1 %v307, %v308
  %v310 = add i64 %i23, %i45
  %v311 = icmp sge i64 %v310, 0
  %v312 = icmp slt i64 %v310, %size.W
  %v313 = and i1 %v311, %v312
  %v314 = and i1 %v309, %v313
  %v315 = mul i64 %i7, %size.H
  %v316 = add i64 %i15, %i39
  %v317 = add i64 %v315, %v316
  %v318 = mul i64 %v317, %size.W
  %v319 = add i64 %i23, %i45
  %v320 = add i64 %v318, %v319
  %v321 = mul i64 %v320, %size.C
  %v322 = add i64 %v321, %v305
  %p323 = getelementptr float, ptr %buf.x, i64 %v322
  %ins324 = insertelement <16 x i1> poison, i1 %v314, i64 0
  %splat325 = shufflevector <16 x i1> %ins324, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld326 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p323, <16 x i1> %splat325, <16 x float> zeroinitializer)
  %v327 = sdiv i64 %i29, %size.P
  %v328 = srem i64 %i29, %size.P
  %v329 = icmp ne i64 %v328, 0
  %v330 = icmp slt i64 %v328, 0
  %v331 = icmp slt i64 %size.P, 0
  %v332 = xor i1 %v330, %v331
  %v333 = and i1 %v329, %v332
  %v334 = zext i1 %v333 to i64
  %v335 = sub i64 %v327, %v334
  %v336 = icmp sge i64 %v335, 0
  %v337 = icmp slt i64 %v335, 1
  %v338 = and i1 %v336, %v337
  %v339 = sdiv i64 %i29, %size.P
  %v340 = srem i64 %i29, %size.P
  %v341 = icmp ne i64 %v340, 0
  %v342 = icmp slt i64 %v340, 0
  %v343 = icmp slt i64 %size.P, 0
  %v344 = xor i1 %v342, %v343
  %v345 = and i1 %v341, %v344
  %v346 = add i64 %v340, %size.P
  %v347 = select i1 %v345, i64 %v346, i64 %v340
  %v348 = icmp sge i64 %v347, 0
  %v349 = icmp slt i64 %v347, %size.P
  %v350 = and i1 %v348, %v349
  %v351 = and i1 %v338, %v350
  %v352 = sdiv i64 %i29, %size.P
  %v353 = srem i64 %i29, %size.P
  %v354 = icmp ne i64 %v353, 0
  %v355 = icmp slt i64 %v353, 0
  %v356 = icmp slt i64 %size.P, 0
  %v357 = xor i1 %v355, %v356
  %v358 = and i1 %v354, %v357
  %v359 = zext i1 %v358 to i64
  %v360 = sub i64 %v352, %v359
  %v361 = add i64 %v360, %i39
  %v362 = add i64 %v361, %i45
  %v363 = mul i64 %v362, %size.C
  %ins364 = insertelement <16 x i64> poison, i64 %v305, i64 0
  %splat365 = shufflevector <16 x i64> %ins364, <16 x i64> poison, <16 x i32> zeroinitializer
  %step366 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane367 = add <16 x i64> %splat365, %step366
  %ins368 = insertelement <16 x i64> poison, i64 %v363, i64 0
  %splat369 = shufflevector <16 x i64> %ins368, <16 x i64> poison, <16 x i32> zeroinitializer
  %v370 = add <16 x i64> %splat369, %lane367
  %ins371 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat372 = shufflevector <16 x i64> %ins371, <16 x i64> poison, <16 x i32> zeroinitializer
  %v373 = mul <16 x i64> %v370, %splat372
  %v374 = sdiv i64 %i29, %size.P
  %v375 = srem i64 %i29, %size.P
  %v376 = icmp ne i64 %v375, 0
  %v377 = icmp slt i64 %v375, 0
  %v378 = icmp slt i64 %size.P, 0
  %v379 = xor i1 %v377, %v378
  %v380 = and i1 %v376, %v379
  %v381 = add i64 %v375, %size.P
  %v382 = select i1 %v380, i64 %v381, i64 %v375
  %ins383 = insertelement <16 x i64> poison, i64 %v382, i64 0
  %splat384 = shufflevector <16 x i64> %ins383, <16 x i64> poison, <16 x i32> zeroinitializer
  %v385 = add <16 x i64> %v373, %splat384
  %ps386 = getelementptr float, ptr %buf.w, <16 x i64> %v385
  %ins387 = insertelement <16 x i1> poison, i1 %v351, i64 0
  %splat388 = shufflevector <16 x i1> %ins387, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld389 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps386, <16 x i1> %splat388, <16 x float> zeroinitializer)
  %v390 = fmul contract <16 x float> %ld326, %ld389
  %v391 = add i64 %i15, %i39
  %v392 = icmp sge i64 %v391, 0
  %v393 = icmp slt i64 %v391, %size.H
  %v394 = and i1 %v392, %v393
  %v395 = add i64 %i23, %i45
  %v396 = icmp sge i64 %v395, 0
  %v397 = icmp slt i64 %v395, %size.W
  %v398 = and i1 %v396, %v397
  %v399 = and i1 %v394, %v398
  %v400 = sdiv i64 %i29, %size.P
  %v401 = srem i64 %i29, %size.P
  %v402 = icmp ne i64 %v401, 0
  %v403 = icmp slt i64 %v401, 0
  %v404 = icmp slt i64 %size.P, 0
  %v405 = xor i1 %v403, %v404
  %v406 = and i1 %v402, %v405
  %v407 = zext i1 %v406 to i64
  %v408 = sub i64 %v400, %v407
  %v409 = icmp sge i64 %v408, 0
  %v410 = icmp slt i64 %v408, 1
  %v411 = and i1 %v409, %v410
  %v412 = sdiv i64 %i29, %size.P
  %v413 = srem i64 %i29, %size.P
  %v414 = icmp ne i64 %v413, 0
  %v415 = icmp slt i64 %v413, 0
  %v416 = icmp slt i64 %size.P, 0
  %v417 = xor i1 %v415, %v416
  %v418 = and i1 %v414, %v417
  %v419 = add i64 %v413, %size.P
  %v420 = select i1 %v418, i64 %v419, i64 %v413
  %v421 = icmp sge i64 %v420, 0
  %v422 = icmp slt i64 %v420, %size.P
  %v423 = and i1 %v421, %v422
  %v424 = and i1 %v411, %v423
  %v425 = and i1 %v399, %v424
  %old426 = load <16 x float>, ptr %acc33
  %v427 = fadd <16 x float> %old426, %v390
  %ins428 = insertelement <16 x i1> poison, i1 %v425, i64 0
  %splat429 = shufflevector <16 x i1> %ins428, <16 x i1> poison, <16 x i32> zeroinitializer
  %v430 = select <16 x i1> %splat429, <16 x float> %v427, <16 x float> %old426
  store <16 x float> %v430, ptr %acc33
  %v431 = add nsw i64 %i52, 48
  %v432 = add i64 %i15, %i39
  %v433 = icmp sge i64 %v432, 0
  %v434 = icmp slt i64 %v432, %size.H
  %v435 = and i1 %v433, %v434
  %v436 = add i64 %i23, %i45
  %v437 = icmp sge i64 %v436, 0
  %v438 = icmp slt i64 %v436, %size.W
  %v439 = and i1 %v437, %v438
  %v440 = and i1 %v435, %v439
  %v441 = mul i64 %i7, %size.H
  %v442 = add i64 %i15, %i39
  %v443 = add i64 %v441, %v442
  %v444 = mul i64 %v443, %size.W
  %v445 = add i64 %i23, %i45
  %v446 = add i64 %v444, %v445
  %v447 = mul i64 %v446, %size.C
  %v448 = add i64 %v447, %v431
  %p449 = getelementptr float, ptr %buf.x, i64 %v448
  %ins450 = insertelement <16 x i1> poison, i1 %v440, i64 0
  %splat451 = shufflevector <16 x i1> %ins450, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld452 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p449, <16 x i1> %splat451, <16 x float> zeroinitializer)
  %v453 = sdiv i64 %i29, %size.P
  %v454 = srem i64 %i29, %size.P
  %v455 = icmp ne i64 %v454, 0
  %v456 = icmp slt i64 %v454, 0
  %v457 = icmp slt i64 %size.P, 0
  %v458 = xor i1 %v456, %v457
  %v459 = and i1 %v455, %v458
  %v460 = zext i1 %v459 to i64
  %v461 = sub i64 %v453, %v460
  %v462 = icmp sge i64 %v461, 0
  %v463 = icmp slt i64 %v461, 1
  %v464 = and i1 %v462, %v463
  %v465 = sdiv i64 %i29, %size.P
  %v466 = srem i64 %i29, %size.P
  %v467 = icmp ne i64 %v466, 0
  %v468 = icmp slt i64 %v466, 0
  %v469 = icmp slt i64 %size.P, 0
  %v470 = xor i1 %v468, %v469
  %v471 = and i1 %v467, %v470
  %v472 = add i64 %v466, %size.P
  %v473 = select i1 %v471, i64 %v472, i64 %v466
  %v474 = icmp sge i64 %v473, 0
  %v475 = icmp slt i64 %v473, %size.P
  %v476 = and i1 %v474, %v475
  %v477 = and i1 %v464, %v476
  %v478 = sdiv i64 %i29, %size.P
  %v479 = srem i64 %i29, %size.P
  %v480 = icmp ne i64 %v479, 0
  %v481 = icmp slt i64 %v479, 0
  %v482 = icmp slt i64 %size.P, 0
  %v483 = xor i1 %v481, %v482
  %v484 = and i1 %v480, %v483
  %v485 = zext i1 %v484 to i64
  %v486 = sub i64 %v478, %v485
  %v487 = add i64 %v486, %i39
  %v488 = add i64 %v487, %i45
  %v489 = mul i64 %v488, %size.C
  %ins490 = insertelement <16 x i64> poison, i64 %v431, i64 0
  %splat491 = shufflevector <16 x i64> %ins490, <16 x i64> poison, <16 x i32> zeroinitializer
  %step492 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane493 = add <16 x i64> %splat491, %step492
  %ins494 = insertelement <16 x i64> poison, i64 %v489, i64 0
  %splat495 = shufflevector <16 x i64> %ins494, <16 x i64> poison, <16 x i32> zeroinitializer
  %v496 = add <16 x i64> %splat495, %lane493
  %ins497 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat498 = shufflevector <16 x i64> %ins497, <16 x i64> poison, <16 x i32> zeroinitializer
  %v499 = mul <16 x i64> %v496, %splat498
  %v500 = sdiv i64 %i29, %size.P
  %v501 = srem i64 %i29, %size.P
  %v502 = icmp ne i64 %v501, 0
  %v503 = icmp slt i64 %v501, 0
  %v504 = icmp slt i64 %size.P, 0
  %v505 = xor i1 %v503, %v504
  %v506 = and i1 %v502, %v505
  %v507 = add i64 %v501, %size.P
  %v508 = select i1 %v506, i64 %v507, i64 %v501
  %ins509 = insertelement <16 x i64> poison, i64 %v508, i64 0
  %splat510 = shufflevector <16 x i64> %ins509, <16 x i64> poison, <16 x i32> zeroinitializer
  %v511 = add <16 x i64> %v499, %splat510
  %ps512 = getelementptr float, ptr %buf.w, <16 x i64> %v511
  %ins513 = insertelement <16 x i1> poison, i1 %v477, i64 0
  %splat514 = shufflevector <16 x i1> %ins513, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld515 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps512, <16 x i1> %splat514, <16 x float> zeroinitializer)
  %v516 = fmul contract <16 x float> %ld452, %ld515
  %v517 = add i64 %i15, %i39
  %v518 = icmp sge i64 %v517, 0
  %v519 = icmp slt i64 %v517, %size.H
  %v520 = and i1 %v518, %v519
  %v521 = add i64 %i23, %i45
  %v522 = icmp sge i64 %v521, 0
  %v523 = icmp slt i64 %v521, %size.W
  %v524 = and i1 %v522, %v523
  %v525 = and i1 %v520, %v524
  %v526 = sdiv i64 %i29, %size.P
  %v527 = srem i64 %i29, %size.P
  %v528 = icmp ne i64 %v527, 0
  %v529 = icmp slt i64 %v527, 0
  %v530 = icmp slt i64 %size.P, 0
  %v531 = xor i1 %v529, %v530
  %v532 = and i1 %v528, %v531
  %v533 = zext i1 %v532 to i64
  %v534 = sub i64 %v526, %v533
  %v535 = icmp sge i64 %v534, 0
  %v536 = icmp slt i64 %v534, 1
  %v537 = and i1 %v535, %v536
  %v538 = sdiv i64 %i29, %size.P
  %v539 = srem i64 %i29, %size.P
  %v540 = icmp ne i64 %v539, 0
  %v541 = icmp slt i64 %v539, 0
  %v542 = icmp slt i64 %size.P, 0
  %v543 = xor i1 %v541, %v542
  %v544 = and i1 %v540, %v543
  %v545 = add i64 %v539, %size.P
  %v546 = select i1 %v544, i64 %v545, i64 %v539
  %v547 = icmp sge i64 %v546, 0
  %v548 = icmp slt i64 %v546, %size.P
  %v549 = and i1 %v547, %v548
  %v550 = and i1 %v537, %v549
  %v551 = and i1 %v525, %v550
  %old552 = load <16 x float>, ptr %acc34
  %v553 = fadd <16 x float> %old552, %v516
  %ins554 = insertelement <16 x i1> poison, i1 %v551, i64 0
  %splat555 = shufflevector <16 x i1> %ins554, <16 x i1> poison, <16 x i32> zeroinitializer
  %v556 = select <16 x i1> %splat555, <16 x float> %v553, <16 x float> %old552
  store <16 x float> %v556, ptr %acc34
  %v557 = add nsw i64 %i52, 64
  store i64 %v557, ptr %c.addr.47
  br label %cond49
exit51:
  %v558 = sub i64 %size.C, 16
  br label %cond559
cond559:
  %i562 = load i64, ptr %c.addr.47
  %v563 = icmp sle i64 %i562, %v558
  br i1 %v563, label %body560, label %exit561
body560:
  %v564 = add i64 %i15, %i39
  %v565 = icmp sge i64 %v564, 0
  %v566 = icmp slt i64 %v564, %size.H
  %v567 = and i1 %v565, %v566
  %v568 = add i64 %i23, %i45
  %v569 = icmp sge i64 %v568, 0
  %v570 = icmp slt i64 %v568, %size.W
  %v571 = and i1 %v569, %v570
  %v572 = and i1 %v567, %v571
  %v573 = mul i64 %i7, %size.H
  %v574 = add i64 %i15, %i39
  %v575 = add i64 %v573, %v574
  %v576 = mul i64 %v575, %size.W
  %v577 = add i64 %i23, %i45
  %v578 = add i64 %v576, %v577
  %v579 = mul i64 %v578, %size.C
  %v580 = add i64 %v579, %i562
  %p581 = getelementptr float, ptr %buf.x, i64 %v580
  %ins582 = insertelement <16 x i1> poison, i1 %v572, i64 0
  %splat583 = shufflevector <16 x i1> %ins582, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld584 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p581, <16 x i1> %splat583, <16 x float> zeroinitializer)
  %v585 = sdiv i64 %i29, %size.P
  %v586 = srem i64 %i29, %size.P
  %v587 = icmp ne i64 %v586, 0
  %v588 = icmp slt i64 %v586, 0
  %v589 = icmp slt i64 %size.P, 0
  %v590 = xor i1 %v588, %v589
  %v591 = and i1 %v587, %v590
  %v592 = zext i1 %v591 to i64
  %v593 = sub i64 %v585, %v592
  %v594 = icmp sge i64 %v593, 0
  %v595 = icmp slt i64 %v593, 1
  %v596 = and i1 %v594, %v595
  %v597 = sdiv i64 %i29, %size.P
  %v598 = srem i64 %i29, %size.P
  %v599 = icmp ne i64 %v598, 0
  %v600 = icmp slt i64 %v598, 0
  %v601 = icmp slt i64 %size.P, 0
  %v602 = xor i1 %v600, %v601
  %v603 = and i1 %v599, %v602
  %v604 = add i64 %v598, %size.P
  %v605 = select i1 %v603, i64 %v604, i64 %v598
  %v606 = icmp sge i64 %v605, 0
  %v607 = icmp slt i64 %v605, %size.P
  %v608 = and i1 %v606, %v607
  %v609 = and i1 %v596, %v608
  %v610 = sdiv i64 %i29, %size.P
  %v611 = srem i64 %i29, %size.P
  %v612 = icmp ne i64 %v611, 0
  %v613 = icmp slt i64 %v611, 0
  %v614 = icmp slt i64 %size.P, 0
  %v615 = xor i1 %v613, %v614
  %v616 = and i1 %v612, %v615
  %v617 = zext i1 %v616 to i64
  %v618 = sub i64 %v610, %v617
  %v619 = add i64 %v618, %i39
  %v620 = add i64 %v619, %i45
  %v621 = mul i64 %v620, %size.C
  %ins622 = insertelement <16 x i64> poison, i64 %i562, i64 0
  %splat623 = shufflevector <16 x i64> %ins622, <16 x i64> poison, <16 x i32> zeroinitializer
  %step624 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane625 = add <16 x i64> %splat623, %step624
  %ins626 = insertelement <16 x i64> poison, i64 %v621, i64 0
  %splat627 = shufflevector <16 x i64> %ins626, <16 x i64> poison, <16 x i32> zeroinitializer
  %v628 = add <16 x i64> %splat627, %lane625
  %ins629 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat630 = shufflevector <16 x i64> %ins629, <16 x i64> poison, <16 x i32> zeroinitializer
  %v631 = mul <16 x i64> %v628, %splat630
  %v632 = sdiv i64 %i29, %size.P
  %v633 = srem i64 %i29, %size.P
  %v634 = icmp ne i64 %v633, 0
  %v635 = icmp slt i64 %v633, 0
  %v636 = icmp slt i64 %size.P, 0
  %v637 = xor i1 %v635, %v636
  %v638 = and i1 %v634, %v637
  %v639 = add i64 %v633, %size.P
  %v640 = select i1 %v638, i64 %v639, i64 %v633
  %ins641 = insertelement <16 x i64> poison, i64 %v640, i64 0
  %splat642 = shufflevector <16 x i64> %ins641, <16 x i64> poison, <16 x i32> zeroinitializer
  %v643 = add <16 x i64> %v631, %splat642
  %ps644 = getelementptr float, ptr %buf.w, <16 x i64> %v643
  %ins645 = insertelement <16 x i1> poison, i1 %v609, i64 0
  %splat646 = shufflevector <16 x i1> %ins645, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld647 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps644, <16 x i1> %splat646, <16 x float> zeroinitializer)
  %v648 = fmul contract <16 x float> %ld584, %ld647
  %v649 = add i64 %i15, %i39
  %v650 = icmp sge i64 %v649, 0
  %v651 = icmp slt i64 %v649, %size.H
  %v652 = and i1 %v650, %v651
  %v653 = add i64 %i23, %i45
  %v654 = icmp sge i64 %v653, 0
  %v655 = icmp slt i64 %v653, %size.W
  %v656 = and i1 %v654, %v655
  %v657 = and i1 %v652, %v656
  %v658 = sdiv i64 %i29, %size.P
  %v659 = srem i64 %i29, %size.P
  %v660 = icmp ne i64 %v659, 0
  %v661 = icmp slt i64 %v659, 0
  %v662 = icmp slt i64 %size.P, 0
  %v663 = xor i1 %v661, %v662
  %v664 = and i1 %v660, %v663
  %v665 = zext i1 %v664 to i64
  %v666 = sub i64 %v658, %v665
  %v667 = icmp sge i64 %v666, 0
  %v668 = icmp slt i64 %v666, 1
  %v669 = and i1 %v667, %v668
  %v670 = sdiv i64 %i29, %size.P
  %v671 = srem i64 %i29, %size.P
  %v672 = icmp ne i64 %v671, 0
  %v673 = icmp slt i64 %v671, 0
  %v674 = icmp slt i64 %size.P, 0
  %v675 = xor i1 %v673, %v674
  %v676 = and i1 %v672, %v675
  %v677 = add i64 %v671, %size.P
  %v678 = select i1 %v676, i64 %v677, i64 %v671
  %v679 = icmp sge i64 %v678, 0
  %v680 = icmp slt i64 %v678, %size.P
  %v681 = and i1 %v679, %v680
  %v682 = and i1 %v669, %v681
  %v683 = and i1 %v657, %v682
  %old684 = load <16 x float>, ptr %acc31
  %v685 = fadd <16 x float> %old684, %v648
  %ins686 = insertelement <16 x i1> poison, i1 %v683, i64 0
  %splat687 = shufflevector <16 x i1> %ins686, <16 x i1> poison, <16 x i32> zeroinitializer
  %v688 = select <16 x i1> %splat687, <16 x float> %v685, <16 x float> %old684
  store <16 x float> %v688, ptr %acc31
  %v689 = add nsw i64 %i562, 16
  store i64 %v689, ptr %c.addr.47
  br label %cond559
exit561:
  %i690 = load i64, ptr %c.addr.47
  %v691 = icmp slt i64 %i690, %size.C
  br i1 %v691, label %tail692, label %done693
tail692:
  %mask694 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i690, i64 %size.C)
  %v695 = add i64 %i15, %i39
  %v696 = icmp sge i64 %v695, 0
  %v697 = icmp slt i64 %v695, %size.H
  %v698 = and i1 %v696, %v697
  %v699 = add i64 %i23, %i45
  %v700 = icmp sge i64 %v699, 0
  %v701 = icmp slt i64 %v699, %size.W
  %v702 = and i1 %v700, %v701
  %v703 = and i1 %v698, %v702
  %ins704 = insertelement <16 x i1> poison, i1 %v703, i64 0
  %splat705 = shufflevector <16 x i1> %ins704, <16 x i1> poison, <16 x i32> zeroinitializer
  %v706 = and <16 x i1> %mask694, %splat705
  %v707 = mul i64 %i7, %size.H
  %v708 = add i64 %i15, %i39
  %v709 = add i64 %v707, %v708
  %v710 = mul i64 %v709, %size.W
  %v711 = add i64 %i23, %i45
  %v712 = add i64 %v710, %v711
  %v713 = mul i64 %v712, %size.C
  %v714 = add i64 %v713, %i690
  %p715 = getelementptr float, ptr %buf.x, i64 %v714
  %ld716 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p715, <16 x i1> %v706, <16 x float> zeroinitializer)
  %v717 = sdiv i64 %i29, %size.P
  %v718 = srem i64 %i29, %size.P
  %v719 = icmp ne i64 %v718, 0
  %v720 = icmp slt i64 %v718, 0
  %v721 = icmp slt i64 %size.P, 0
  %v722 = xor i1 %v720, %v721
  %v723 = and i1 %v719, %v722
  %v724 = zext i1 %v723 to i64
  %v725 = sub i64 %v717, %v724
  %v726 = icmp sge i64 %v725, 0
  %v727 = icmp slt i64 %v725, 1
  %v728 = and i1 %v726, %v727
  %v729 = sdiv i64 %i29, %size.P
  %v730 = srem i64 %i29, %size.P
  %v731 = icmp ne i64 %v730, 0
  %v732 = icmp slt i64 %v730, 0
  %v733 = icmp slt i64 %size.P, 0
  %v734 = xor i1 %v732, %v733
  %v735 = and i1 %v731, %v734
  %v736 = add i64 %v730, %size.P
  %v737 = select i1 %v735, i64 %v736, i64 %v730
  %v738 = icmp sge i64 %v737, 0
  %v739 = icmp slt i64 %v737, %size.P
  %v740 = and i1 %v738, %v739
  %v741 = and i1 %v728, %v740
  %ins742 = insertelement <16 x i1> poison, i1 %v741, i64 0
  %splat743 = shufflevector <16 x i1> %ins742, <16 x i1> poison, <16 x i32> zeroinitializer
  %v744 = and <16 x i1> %mask694, %splat743
  %v745 = sdiv i64 %i29, %size.P
  %v746 = srem i64 %i29, %size.P
  %v747 = icmp ne i64 %v746, 0
  %v748 = icmp slt i64 %v746, 0
  %v749 = icmp slt i64 %size.P, 0
  %v750 = xor i1 %v748, %v749
  %v751 = and i1 %v747, %v750
  %v752 = zext i1 %v751 to i64
  %v753 = sub i64 %v745, %v752
  %v754 = add i64 %v753, %i39
  %v755 = add i64 %v754, %i45
  %v756 = mul i64 %v755, %size.C
  %ins757 = insertelement <16 x i64> poison, i64 %i690, i64 0
  %splat758 = shufflevector <16 x i64> %ins757, <16 x i64> poison, <16 x i32> zeroinitializer
  %step759 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane760 = add <16 x i64> %splat758, %step759
  %ins761 = insertelement <16 x i64> poison, i64 %v756, i64 0
  %splat762 = shufflevector <16 x i64> %ins761, <16 x i64> poison, <16 x i32> zeroinitializer
  %v763 = add <16 x i64> %splat762, %lane760
  %ins764 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat765 = shufflevector <16 x i64> %ins764, <16 x i64> poison, <16 x i32> zeroinitializer
  %v766 = mul <16 x i64> %v763, %splat765
  %v767 = sdiv i64 %i29, %size.P
  %v768 = srem i64 %i29, %size.P
  %v769 = icmp ne i64 %v768, 0
  %v770 = icmp slt i64 %v768, 0
  %v771 = icmp slt i64 %size.P, 0
  %v772 = xor i1 %v770, %v771
  %v773 = and i1 %v769, %v772
  %v774 = add i64 %v768, %size.P
  %v775 = select i1 %v773, i64 %v774, i64 %v768
  %ins776 = insertelement <16 x i64> poison, i64 %v775, i64 0
  %splat777 = shufflevector <16 x i64> %ins776, <16 x i64> poison, <16 x i32> zeroinitializer
  %v778 = add <16 x i64> %v766, %splat777
  %ps779 = getelementptr float, ptr %buf.w, <16 x i64> %v778
  %ld780 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps779, <16 x i1> %v744, <16 x float> zeroinitializer)
  %v781 = fmul contract <16 x float> %ld716, %ld780
  %v782 = add i64 %i15, %i39
  %v783 = icmp sge i64 %v782, 0
  %v784 = icmp slt i64 %v782, %size.H
  %v785 = and i1 %v783, %v784
  %v786 = add i64 %i23, %i45
  %v787 = icmp sge i64 %v786, 0
  %v788 = icmp slt i64 %v786, %size.W
  %v789 = and i1 %v787, %v788
  %v790 = and i1 %v785, %v789
  %v791 = sdiv i64 %i29, %size.P
  %v792 = srem i64 %i29, %size.P
  %v793 = icmp ne i64 %v792, 0
  %v794 = icmp slt i64 %v792, 0
  %v795 = icmp slt i64 %size.P, 0
  %v796 = xor i1 %v794, %v795
  %v797 = and i1 %v793, %v796
  %v798 = zext i1 %v797 to i64
  %v799 = sub i64 %v791, %v798
  %v800 = icmp sge i64 %v799, 0
  %v801 = icmp slt i64 %v799, 1
  %v802 = and i1 %v800, %v801
  %v803 = sdiv i64 %i29, %size.P
  %v804 = srem i64 %i29, %size.P
  %v805 = icmp ne i64 %v804, 0
  %v806 = icmp slt i64 %v804, 0
  %v807 = icmp slt i64 %size.P, 0
  %v808 = xor i1 %v806, %v807
  %v809 = and i1 %v805, %v808
  %v810 = add i64 %v804, %size.P
  %v811 = select i1 %v809, i64 %v810, i64 %v804
  %v812 = icmp sge i64 %v811, 0
  %v813 = icmp slt i64 %v811, %size.P
  %v814 = and i1 %v812, %v813
  %v815 = and i1 %v802, %v814
  %v816 = and i1 %v790, %v815
  %ins817 = insertelement <16 x i1> poison, i1 %v816, i64 0
  %splat818 = shufflevector <16 x i1> %ins817, <16 x i1> poison, <16 x i32> zeroinitializer
  %v819 = and <16 x i1> %mask694, %splat818
  %old820 = load <16 x float>, ptr %acc31
  %v821 = fadd <16 x float> %old820, %v781
  %v822 = select <16 x i1> %v819, <16 x float> %v821, <16 x float> %old820
  store <16 x float> %v822, ptr %acc31
  br label %done693
done693:
  %v823 = add nsw i64 %i45, 1
  store i64 %v823, ptr %s.addr.41
  br label %cond42
exit44:
  %v824 = add nsw i64 %i39, 1
  store i64 %v824, ptr %r.addr.35
  br label %cond36
exit38:
  %red825 = load <16 x float>, ptr %acc31
  %red826 = load <16 x float>, ptr %acc32
  %red827 = load <16 x float>, ptr %acc33
  %red828 = load <16 x float>, ptr %acc34
  %v829 = fadd <16 x float> %red825, %red826
  %v830 = fadd <16 x float> %v829, %red827
  %v831 = fadd <16 x float> %v830, %red828
  %v832 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v831)
  %p833 = getelementptr float, ptr %buf.b, i64 %i29
  %ld834 = load float, ptr %p833, align 4
  %v835 = fadd contract float %ld834, %v832
  %v836 = sub i64 %size.H, 1
  %v837 = add i64 %v836, 1
  %v838 = mul i64 %i7, %v837
  %v839 = add i64 %v838, %i15
  %v840 = sub i64 %size.W, 1
  %v841 = add i64 %v840, 1
  %v842 = mul i64 %v839, %v841
  %v843 = add i64 %v842, %i23
  %v844 = mul i64 %v843, %size.K
  %v845 = add i64 %v844, %i29
  %p846 = getelementptr float, ptr %buf.e0, i64 %v845
  %ld847 = load float, ptr %p846, align 4
  %v848 = fadd contract float %v835, %ld847
  %v849 = sub i64 %size.H, 1
  %v850 = add i64 %v849, 1
  %v851 = mul i64 %i7, %v850
  %v852 = add i64 %v851, %i15
  %v853 = sub i64 %size.W, 1
  %v854 = add i64 %v853, 1
  %v855 = mul i64 %v852, %v854
  %v856 = add i64 %v855, %i23
  %v857 = mul i64 %v856, %size.K
  %v858 = add i64 %v857, %i29
  %p859 = getelementptr float, ptr %buf.y, i64 %v858
  store float %v848, ptr %p859, align 4
  %v860 = add nsw i64 %i29, 1
  store i64 %v860, ptr %k.addr.25
  br label %cond26
exit28:
  %v861 = add nsw i64 %i23, 1
  store i64 %v861, ptr %q.addr.19
  br label %cond20
exit22:
  %v862 = add nsw i64 %i15, 1
  store i64 %v862, ptr %p.addr.11
  br label %cond12
exit14:
  %v863 = add nsw i64 %i7, 1
  store i64 %v863, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)



declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t212 = sub i64 %size.W, 1
  %t213 = add i64 %t212, 1
  %t214 = sdiv i64 %m0, %t213
  %t215 = srem i64 %m0, %t213
  %t218 = icmp slt i64 0, %t10
  br i1 %t218, label %fin216, label %finnext217
fin216:
  %t219 = add i64 %k0, 0
  %p220 = getelementptr float, ptr %buf.b, i64 %t219
  %ld221 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p220, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v222 = fadd contract <16 x float> %ld221, %t206
  %v223 = sub i64 %size.H, 1
  %v224 = add i64 %v223, 1
  %v225 = mul i64 %n, %v224
  %v226 = add i64 %v225, %t214
  %v227 = sub i64 %size.W, 1
  %v228 = add i64 %v227, 1
  %v229 = mul i64 %v226, %v228
  %v230 = add i64 %v229, %t215
  %v231 = mul i64 %v230, %size.K
  %v232 = add i64 %v231, %t219
  %p233 = getelementptr float, ptr %buf.e0, i64 %v232
  %ld234 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p233, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v235 = fadd contract <16 x float> %v222, %ld234
  %v236 = sub i64 %size.H, 1
  %v237 = add i64 %v236, 1
  %v238 = mul i64 %n, %v237
  %v239 = add i64 %v238, %t214
  %v240 = sub i64 %size.W, 1
  %v241 = add i64 %v240, 1
  %v242 = mul i64 %v239, %v241
  %v243 = add i64 %v242, %t215
  %v244 = mul i64 %v243, %size.K
  %v245 = add i64 %v244, %t219
  %p246 = getelementptr float, ptr %buf.y, i64 %v245
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v235, ptr align 4 %p246, <16 x i1> %mlast)
  br label %finnext217
finnext217:
  %t247 = add i64 %t215, 1
  %t248 = icmp sge i64 %t247, %t213
  %t249 = select i1 %t248, i64 0, i64 %t247
  %t250 = zext i1 %t248 to i64
  %t251 = add i64 %t214, %t250
  %t254 = icmp slt i64 1, %t10
  br i1 %t254, label %fin252, label %finnext253
fin252:
  %t255 = add i64 %k0, 0
  %p256 = getelementptr float, ptr %buf.b, i64 %t255
  %ld257 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p256, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v258 = fadd contract <16 x float> %ld257, %t207
  %v259 = sub i64 %size.H, 1
  %v260 = add i64 %v259, 1
  %v261 = mul i64 %n, %v260
  %v262 = add i64 %v261, %t251
  %v263 = sub i64 %size.W, 1
  %v264 = add i64 %v263, 1
  %v265 = mul i64 %v262, %v264
  %v266 = add i64 %v265, %t249
  %v267 = mul i64 %v266, %size.K
  %v268 = add i64 %v267, %t255
  %p269 = getelementptr float, ptr %buf.e0, i64 %v268
  %ld270 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p269, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v271 = fadd contract <16 x float> %v258, %ld270
  %v272 = sub i64 %size.H, 1
  %v273 = add i64 %v272, 1
  %v274 = mul i64 %n, %v273
  %v275 = add i64 %v274, %t251
  %v276 = sub i64 %size.W, 1
  %v277 = add i64 %v276, 1
  %v278 = mul i64 %v275, %v277
  %v279 = add i64 %v278, %t249
  %v280 = mul i64 %v279, %size.K
  %v281 = add i64 %v280, %t255
  %p282 = getelementptr float, ptr %buf.y, i64 %v281
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v271, ptr align 4 %p282, <16 x i1> %mlast)
  br label %finnext253
finnext253:
  %t283 = add i64 %t249, 1
  %t284 = icmp sge i64 %t283, %t213
  %t285 = select i1 %t284, i64 0, i64 %t283
  %t286 = zext i1 %t284 to i64
  %t287 = add i64 %t251, %t286
  %t290 = icmp slt i64 2, %t10
  br i1 %t290, label %fin288, label %finnext289
fin288:
  %t291 = add i64 %k0, 0
  %p292 = getelementptr float, ptr %buf.b, i64 %t291
  %ld293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p292, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v294 = fadd contract <16 x float> %ld293, %t208
  %v295 = sub i64 %size.H, 1
  %v296 = add i64 %v295, 1
  %v297 = mul i64 %n, %v296
  %v298 = add i64 %v297, %t287
  %v299 = sub i64 %size.W, 1
  %v300 = add i64 %v299, 1
  %v301 = mul i64 %v298, %v300
  %v302 = add i64 %v301, %t285
  %v303 = mul i64 %v302, %size.K
  %v304 = add i64 %v303, %t291
  %p305 = getelementptr float, ptr %buf.e0, i64 %v304
  %ld306 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p305, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v307 = fadd contract <16 x float> %v294, %ld306
  %v308 = sub i64 %size.H, 1
  %v309 = add i64 %v308, 1
  %v310 = mul i64 %n, %v309
  %v311 = add i64 %v310, %t287
  %v312 = sub i64 %size.W, 1
  %v313 = add i64 %v312, 1
  %v314 = mul i64 %v311, %v313
  %v315 = add i64 %v314, %t285
  %v316 = mul i64 %v315, %size.K
  %v317 = add i64 %v316, %t291
  %p318 = getelementptr float, ptr %buf.y, i64 %v317
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v307, ptr align 4 %p318, <16 x i1> %mlast)
  br label %finnext289
finnext289:
  %t319 = add i64 %t285, 1
  %t320 = icmp sge i64 %t319, %t213
  %t321 = select i1 %t320, i64 0, i64 %t319
  %t322 = zext i1 %t320 to i64
  %t323 = add i64 %t287, %t322
  %t326 = icmp slt i64 3, %t10
  br i1 %t326, label %fin324, label %finnext325
fin324:
  %t327 = add i64 %k0, 0
  %p328 = getelementptr float, ptr %buf.b, i64 %t327
  %ld329 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p328, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v330 = fadd contract <16 x float> %ld329, %t209
  %v331 = sub i64 %size.H, 1
  %v332 = add i64 %v331, 1
  %v333 = mul i64 %n, %v332
  %v334 = add i64 %v333, %t323
  %v335 = sub i64 %size.W, 1
  %v336 = add i64 %v335, 1
  %v337 = mul i64 %v334, %v336
  %v338 = add i64 %v337, %t321
  %v339 = mul i64 %v338, %size.K
  %v340 = add i64 %v339, %t327
  %p341 = getelementptr float, ptr %buf.e0, i64 %v340
  %ld342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p341, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v343 = fadd contract <16 x float> %v330, %ld342
  %v344 = sub i64 %size.H, 1
  %v345 = add i64 %v344, 1
  %v346 = mul i64 %n, %v345
  %v347 = add i64 %v346, %t323
  %v348 = sub i64 %size.W, 1
  %v349 = add i64 %v348, 1
  %v350 = mul i64 %v347, %v349
  %v351 = add i64 %v350, %t321
  %v352 = mul i64 %v351, %size.K
  %v353 = add i64 %v352, %t327
  %p354 = getelementptr float, ptr %buf.y, i64 %v353
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v343, ptr align 4 %p354, <16 x i1> %mlast)
  br label %finnext325
finnext325:
  %t355 = add i64 %t321, 1
  %t356 = icmp sge i64 %t355, %t213
  %t357 = select i1 %t356, i64 0, i64 %t355
  %t358 = zext i1 %t356 to i64
  %t359 = add i64 %t323, %t358
  %t362 = icmp slt i64 4, %t10
  br i1 %t362, label %fin360, label %finnext361
fin360:
  %t363 = add i64 %k0, 0
  %p364 = getelementptr float, ptr %buf.b, i64 %t363
  %ld365 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p364, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v366 = fadd contract <16 x float> %ld365, %t210
  %v367 = sub i64 %size.H, 1
  %v368 = add i64 %v367, 1
  %v369 = mul i64 %n, %v368
  %v370 = add i64 %v369, %t359
  %v371 = sub i64 %size.W, 1
  %v372 = add i64 %v371, 1
  %v373 = mul i64 %v370, %v372
  %v374 = add i64 %v373, %t357
  %v375 = mul i64 %v374, %size.K
  %v376 = add i64 %v375, %t363
  %p377 = getelementptr float, ptr %buf.e0, i64 %v376
  %ld378 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p377, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v379 = fadd contract <16 x float> %v366, %ld378
  %v380 = sub i64 %size.H, 1
  %v381 = add i64 %v380, 1
  %v382 = mul i64 %n, %v381
  %v383 = add i64 %v382, %t359
  %v384 = sub i64 %size.W, 1
  %v385 = add i64 %v384, 1
  %v386 = mul i64 %v383, %v385
  %v387 = add i64 %v386, %t357
  %v388 = mul i64 %v387, %size.K
  %v389 = add i64 %v388, %t363
  %p390 = getelementptr float, ptr %buf.y, i64 %v389
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v379, ptr align 4 %p390, <16 x i1> %mlast)
  br label %finnext361
finnext361:
  %t391 = add i64 %t357, 1
  %t392 = icmp sge i64 %t391, %t213
  %t393 = select i1 %t392, i64 0, i64 %t391
  %t394 = zext i1 %t392 to i64
  %t395 = add i64 %t359, %t394
  %t398 = icmp slt i64 5, %t10
  br i1 %t398, label %fin396, label %finnext397
fin396:
  %t399 = add i64 %k0, 0
  %p400 = getelementptr float, ptr %buf.b, i64 %t399
  %ld401 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p400, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v402 = fadd contract <16 x float> %ld401, %t211
  %v403 = sub i64 %size.H, 1
  %v404 = add i64 %v403, 1
  %v405 = mul i64 %n, %v404
  %v406 = add i64 %v405, %t395
  %v407 = sub i64 %size.W, 1
  %v408 = add i64 %v407, 1
  %v409 = mul i64 %v406, %v408
  %v410 = add i64 %v409, %t393
  %v411 = mul i64 %v410, %size.K
  %v412 = add i64 %v411, %t399
  %p413 = getelementptr float, ptr %buf.e0, i64 %v412
  %ld414 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p413, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v415 = fadd contract <16 x float> %v402, %ld414
  %v416 = sub i64 %size.H, 1
  %v417 = add i64 %v416, 1
  %v418 = mul i64 %n, %v417
  %v419 = add i64 %v418, %t395
  %v420 = sub i64 %size.W, 1
  %v421 = add i64 %v420, 1
  %v422 = mul i64 %v419, %v421
  %v423 = add i64 %v422, %t393
  %v424 = mul i64 %v423, %size.K
  %v425 = add i64 %v424, %t399
  %p426 = getelementptr float, ptr %buf.y, i64 %v425
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v415, ptr align 4 %p426, <16 x i1> %mlast)
  br label %finnext397
finnext397:
  br label %tile.next
partial:
  %t429 = icmp slt i64 0, %t10
  br i1 %t429, label %store427, label %next428
store427:
  %t430 = getelementptr float, ptr %t26, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t206, ptr align 4 %t430, <16 x i1> %mlast)
  br label %next428
next428:
  %t433 = icmp slt i64 1, %t10
  br i1 %t433, label %store431, label %next432
store431:
  %t434 = getelementptr float, ptr %t28, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t207, ptr align 4 %t434, <16 x i1> %mlast)
  br label %next432
next432:
  %t437 = icmp slt i64 2, %t10
  br i1 %t437, label %store435, label %next436
store435:
  %t438 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t208, ptr align 4 %t438, <16 x i1> %mlast)
  br label %next436
next436:
  %t441 = icmp slt i64 3, %t10
  br i1 %t441, label %store439, label %next440
store439:
  %t442 = getelementptr float, ptr %t32, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t209, ptr align 4 %t442, <16 x i1> %mlast)
  br label %next440
next440:
  %t445 = icmp slt i64 4, %t10
  br i1 %t445, label %store443, label %next444
store443:
  %t446 = getelementptr float, ptr %t34, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t210, ptr align 4 %t446, <16 x i1> %mlast)
  br label %next444
next444:
  %t449 = icmp slt i64 5, %t10
  br i1 %t449, label %store447, label %next448
store447:
  %t450 = getelementptr float, ptr %t36, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t211, ptr align 4 %t450, <16 x i1> %mlast)
  br label %next448
next448:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t451 = icmp slt i64 %j.next, %ntiles
  br i1 %t451, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t264 = sub i64 %size.W, 1
  %t265 = add i64 %t264, 1
  %t266 = sdiv i64 %m0, %t265
  %t267 = srem i64 %m0, %t265
  %t270 = icmp slt i64 0, %t10
  br i1 %t270, label %fin268, label %finnext269
fin268:
  %t271 = add i64 %k0, 0
  %p272 = getelementptr float, ptr %buf.b, i64 %t271
  %ld273 = load <16 x float>, ptr %p272, align 4
  %v274 = fadd contract <16 x float> %ld273, %t252
  %v275 = sub i64 %size.H, 1
  %v276 = add i64 %v275, 1
  %v277 = mul i64 %n, %v276
  %v278 = add i64 %v277, %t266
  %v279 = sub i64 %size.W, 1
  %v280 = add i64 %v279, 1
  %v281 = mul i64 %v278, %v280
  %v282 = add i64 %v281, %t267
  %v283 = mul i64 %v282, %size.K
  %v284 = add i64 %v283, %t271
  %p285 = getelementptr float, ptr %buf.e0, i64 %v284
  %ld286 = load <16 x float>, ptr %p285, align 4
  %v287 = fadd contract <16 x float> %v274, %ld286
  %v288 = sub i64 %size.H, 1
  %v289 = add i64 %v288, 1
  %v290 = mul i64 %n, %v289
  %v291 = add i64 %v290, %t266
  %v292 = sub i64 %size.W, 1
  %v293 = add i64 %v292, 1
  %v294 = mul i64 %v291, %v293
  %v295 = add i64 %v294, %t267
  %v296 = mul i64 %v295, %size.K
  %v297 = add i64 %v296, %t271
  %p298 = getelementptr float, ptr %buf.y, i64 %v297
  store <16 x float> %v287, ptr %p298, align 4
  %t299 = add i64 %k0, 16
  %p300 = getelementptr float, ptr %buf.b, i64 %t299
  %ld301 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p300, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v302 = fadd contract <16 x float> %ld301, %t253
  %v303 = sub i64 %size.H, 1
  %v304 = add i64 %v303, 1
  %v305 = mul i64 %n, %v304
  %v306 = add i64 %v305, %t266
  %v307 = sub i64 %size.W, 1
  %v308 = add i64 %v307, 1
  %v309 = mul i64 %v306, %v308
  %v310 = add i64 %v309, %t267
  %v311 = mul i64 %v310, %size.K
  %v312 = add i64 %v311, %t299
  %p313 = getelementptr float, ptr %buf.e0, i64 %v312
  %ld314 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p313, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v315 = fadd contract <16 x float> %v302, %ld314
  %v316 = sub i64 %size.H, 1
  %v317 = add i64 %v316, 1
  %v318 = mul i64 %n, %v317
  %v319 = add i64 %v318, %t266
  %v320 = sub i64 %size.W, 1
  %v321 = add i64 %v320, 1
  %v322 = mul i64 %v319, %v321
  %v323 = add i64 %v322, %t267
  %v324 = mul i64 %v323, %size.K
  %v325 = add i64 %v324, %t299
  %p326 = getelementptr float, ptr %buf.y, i64 %v325
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v315, ptr align 4 %p326, <16 x i1> %mlast)
  br label %finnext269
finnext269:
  %t327 = add i64 %t267, 1
  %t328 = icmp sge i64 %t327, %t265
  %t329 = select i1 %t328, i64 0, i64 %t327
  %t330 = zext i1 %t328 to i64
  %t331 = add i64 %t266, %t330
  %t334 = icmp slt i64 1, %t10
  br i1 %t334, label %fin332, label %finnext333
fin332:
  %t335 = add i64 %k0, 0
  %p336 = getelementptr float, ptr %buf.b, i64 %t335
  %ld337 = load <16 x float>, ptr %p336, align 4
  %v338 = fadd contract <16 x float> %ld337, %t254
  %v339 = sub i64 %size.H, 1
  %v340 = add i64 %v339, 1
  %v341 = mul i64 %n, %v340
  %v342 = add i64 %v341, %t331
  %v343 = sub i64 %size.W, 1
  %v344 = add i64 %v343, 1
  %v345 = mul i64 %v342, %v344
  %v346 = add i64 %v345, %t329
  %v347 = mul i64 %v346, %size.K
  %v348 = add i64 %v347, %t335
  %p349 = getelementptr float, ptr %buf.e0, i64 %v348
  %ld350 = load <16 x float>, ptr %p349, align 4
  %v351 = fadd contract <16 x float> %v338, %ld350
  %v352 = sub i64 %size.H, 1
  %v353 = add i64 %v352, 1
  %v354 = mul i64 %n, %v353
  %v355 = add i64 %v354, %t331
  %v356 = sub i64 %size.W, 1
  %v357 = add i64 %v356, 1
  %v358 = mul i64 %v355, %v357
  %v359 = add i64 %v358, %t329
  %v360 = mul i64 %v359, %size.K
  %v361 = add i64 %v360, %t335
  %p362 = getelementptr float, ptr %buf.y, i64 %v361
  store <16 x float> %v351, ptr %p362, align 4
  %t363 = add i64 %k0, 16
  %p364 = getelementptr float, ptr %buf.b, i64 %t363
  %ld365 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p364, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v366 = fadd contract <16 x float> %ld365, %t255
  %v367 = sub i64 %size.H, 1
  %v368 = add i64 %v367, 1
  %v369 = mul i64 %n, %v368
  %v370 = add i64 %v369, %t331
  %v371 = sub i64 %size.W, 1
  %v372 = add i64 %v371, 1
  %v373 = mul i64 %v370, %v372
  %v374 = add i64 %v373, %t329
  %v375 = mul i64 %v374, %size.K
  %v376 = add i64 %v375, %t363
  %p377 = getelementptr float, ptr %buf.e0, i64 %v376
  %ld378 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p377, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v379 = fadd contract <16 x float> %v366, %ld378
  %v380 = sub i64 %size.H, 1
  %v381 = add i64 %v380, 1
  %v382 = mul i64 %n, %v381
  %v383 = add i64 %v382, %t331
  %v384 = sub i64 %size.W, 1
  %v385 = add i64 %v384, 1
  %v386 = mul i64 %v383, %v385
  %v387 = add i64 %v386, %t329
  %v388 = mul i64 %v387, %size.K
  %v389 = add i64 %v388, %t363
  %p390 = getelementptr float, ptr %buf.y, i64 %v389
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v379, ptr align 4 %p390, <16 x i1> %mlast)
  br label %finnext333
finnext333:
  %t391 = add i64 %t329, 1
  %t392 = icmp sge i64 %t391, %t265
  %t393 = select i1 %t392, i64 0, i64 %t391
  %t394 = zext i1 %t392 to i64
  %t395 = add i64 %t331, %t394
  %t398 = icmp slt i64 2, %t10
  br i1 %t398, label %fin396, label %finnext397
fin396:
  %t399 = add i64 %k0, 0
  %p400 = getelementptr float, ptr %buf.b, i64 %t399
  %ld401 = load <16 x float>, ptr %p400, align 4
  %v402 = fadd contract <16 x float> %ld401, %t256
  %v403 = sub i64 %size.H, 1
  %v404 = add i64 %v403, 1
  %v405 = mul i64 %n, %v404
  %v406 = add i64 %v405, %t395
  %v407 = sub i64 %size.W, 1
  %v408 = add i64 %v407, 1
  %v409 = mul i64 %v406, %v408
  %v410 = add i64 %v409, %t393
  %v411 = mul i64 %v410, %size.K
  %v412 = add i64 %v411, %t399
  %p413 = getelementptr float, ptr %buf.e0, i64 %v412
  %ld414 = load <16 x float>, ptr %p413, align 4
  %v415 = fadd contract <16 x float> %v402, %ld414
  %v416 = sub i64 %size.H, 1
  %v417 = add i64 %v416, 1
  %v418 = mul i64 %n, %v417
  %v419 = add i64 %v418, %t395
  %v420 = sub i64 %size.W, 1
  %v421 = add i64 %v420, 1
  %v422 = mul i64 %v419, %v421
  %v423 = add i64 %v422, %t393
  %v424 = mul i64 %v423, %size.K
  %v425 = add i64 %v424, %t399
  %p426 = getelementptr float, ptr %buf.y, i64 %v425
  store <16 x float> %v415, ptr %p426, align 4
  %t427 = add i64 %k0, 16
  %p428 = getelementptr float, ptr %buf.b, i64 %t427
  %ld429 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p428, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v430 = fadd contract <16 x float> %ld429, %t257
  %v431 = sub i64 %size.H, 1
  %v432 = add i64 %v431, 1
  %v433 = mul i64 %n, %v432
  %v434 = add i64 %v433, %t395
  %v435 = sub i64 %size.W, 1
  %v436 = add i64 %v435, 1
  %v437 = mul i64 %v434, %v436
  %v438 = add i64 %v437, %t393
  %v439 = mul i64 %v438, %size.K
  %v440 = add i64 %v439, %t427
  %p441 = getelementptr float, ptr %buf.e0, i64 %v440
  %ld442 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p441, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v443 = fadd contract <16 x float> %v430, %ld442
  %v444 = sub i64 %size.H, 1
  %v445 = add i64 %v444, 1
  %v446 = mul i64 %n, %v445
  %v447 = add i64 %v446, %t395
  %v448 = sub i64 %size.W, 1
  %v449 = add i64 %v448, 1
  %v450 = mul i64 %v447, %v449
  %v451 = add i64 %v450, %t393
  %v452 = mul i64 %v451, %size.K
  %v453 = add i64 %v452, %t427
  %p454 = getelementptr float, ptr %buf.y, i64 %v453
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v443, ptr align 4 %p454, <16 x i1> %mlast)
  br label %finnext397
finnext397:
  %t455 = add i64 %t393, 1
  %t456 = icmp sge i64 %t455, %t265
  %t457 = select i1 %t456, i64 0, i64 %t455
  %t458 = zext i1 %t456 to i64
  %t459 = add i64 %t395, %t458
  %t462 = icmp slt i64 3, %t10
  br i1 %t462, label %fin460, label %finnext461
fin460:
  %t463 = add i64 %k0, 0
  %p464 = getelementptr float, ptr %buf.b, i64 %t463
  %ld465 = load <16 x float>, ptr %p464, align 4
  %v466 = fadd contract <16 x float> %ld465, %t258
  %v467 = sub i64 %size.H, 1
  %v468 = add i64 %v467, 1
  %v469 = mul i64 %n, %v468
  %v470 = add i64 %v469, %t459
  %v471 = sub i64 %size.W, 1
  %v472 = add i64 %v471, 1
  %v473 = mul i64 %v470, %v472
  %v474 = add i64 %v473, %t457
  %v475 = mul i64 %v474, %size.K
  %v476 = add i64 %v475, %t463
  %p477 = getelementptr float, ptr %buf.e0, i64 %v476
  %ld478 = load <16 x float>, ptr %p477, align 4
  %v479 = fadd contract <16 x float> %v466, %ld478
  %v480 = sub i64 %size.H, 1
  %v481 = add i64 %v480, 1
  %v482 = mul i64 %n, %v481
  %v483 = add i64 %v482, %t459
  %v484 = sub i64 %size.W, 1
  %v485 = add i64 %v484, 1
  %v486 = mul i64 %v483, %v485
  %v487 = add i64 %v486, %t457
  %v488 = mul i64 %v487, %size.K
  %v489 = add i64 %v488, %t463
  %p490 = getelementptr float, ptr %buf.y, i64 %v489
  store <16 x float> %v479, ptr %p490, align 4
  %t491 = add i64 %k0, 16
  %p492 = getelementptr float, ptr %buf.b, i64 %t491
  %ld493 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p492, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v494 = fadd contract <16 x float> %ld493, %t259
  %v495 = sub i64 %size.H, 1
  %v496 = add i64 %v495, 1
  %v497 = mul i64 %n, %v496
  %v498 = add i64 %v497, %t459
  %v499 = sub i64 %size.W, 1
  %v500 = add i64 %v499, 1
  %v501 = mul i64 %v498, %v500
  %v502 = add i64 %v501, %t457
  %v503 = mul i64 %v502, %size.K
  %v504 = add i64 %v503, %t491
  %p505 = getelementptr float, ptr %buf.e0, i64 %v504
  %ld506 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p505, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v507 = fadd contract <16 x float> %v494, %ld506
  %v508 = sub i64 %size.H, 1
  %v509 = add i64 %v508, 1
  %v510 = mul i64 %n, %v509
  %v511 = add i64 %v510, %t459
  %v512 = sub i64 %size.W, 1
  %v513 = add i64 %v512, 1
  %v514 = mul i64 %v511, %v513
  %v515 = add i64 %v514, %t457
  %v516 = mul i64 %v515, %size.K
  %v517 = add i64 %v516, %t491
  %p518 = getelementptr float, ptr %buf.y, i64 %v517
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v507, ptr align 4 %p518, <16 x i1> %mlast)
  br label %finnext461
finnext461:
  %t519 = add i64 %t457, 1
  %t520 = icmp sge i64 %t519, %t265
  %t521 = select i1 %t520, i64 0, i64 %t519
  %t522 = zext i1 %t520 to i64
  %t523 = add i64 %t459, %t522
  %t526 = icmp slt i64 4, %t10
  br i1 %t526, label %fin524, label %finnext525
fin524:
  %t527 = add i64 %k0, 0
  %p528 = getelementptr float, ptr %buf.b, i64 %t527
  %ld529 = load <16 x float>, ptr %p528, align 4
  %v530 = fadd contract <16 x float> %ld529, %t260
  %v531 = sub i64 %size.H, 1
  %v532 = add i64 %v531, 1
  %v533 = mul i64 %n, %v532
  %v534 = add i64 %v533, %t523
  %v535 = sub i64 %size.W, 1
  %v536 = add i64 %v535, 1
  %v537 = mul i64 %v534, %v536
  %v538 = add i64 %v537, %t521
  %v539 = mul i64 %v538, %size.K
  %v540 = add i64 %v539, %t527
  %p541 = getelementptr float, ptr %buf.e0, i64 %v540
  %ld542 = load <16 x float>, ptr %p541, align 4
  %v543 = fadd contract <16 x float> %v530, %ld542
  %v544 = sub i64 %size.H, 1
  %v545 = add i64 %v544, 1
  %v546 = mul i64 %n, %v545
  %v547 = add i64 %v546, %t523
  %v548 = sub i64 %size.W, 1
  %v549 = add i64 %v548, 1
  %v550 = mul i64 %v547, %v549
  %v551 = add i64 %v550, %t521
  %v552 = mul i64 %v551, %size.K
  %v553 = add i64 %v552, %t527
  %p554 = getelementptr float, ptr %buf.y, i64 %v553
  store <16 x float> %v543, ptr %p554, align 4
  %t555 = add i64 %k0, 16
  %p556 = getelementptr float, ptr %buf.b, i64 %t555
  %ld557 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p556, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v558 = fadd contract <16 x float> %ld557, %t261
  %v559 = sub i64 %size.H, 1
  %v560 = add i64 %v559, 1
  %v561 = mul i64 %n, %v560
  %v562 = add i64 %v561, %t523
  %v563 = sub i64 %size.W, 1
  %v564 = add i64 %v563, 1
  %v565 = mul i64 %v562, %v564
  %v566 = add i64 %v565, %t521
  %v567 = mul i64 %v566, %size.K
  %v568 = add i64 %v567, %t555
  %p569 = getelementptr float, ptr %buf.e0, i64 %v568
  %ld570 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p569, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v571 = fadd contract <16 x float> %v558, %ld570
  %v572 = sub i64 %size.H, 1
  %v573 = add i64 %v572, 1
  %v574 = mul i64 %n, %v573
  %v575 = add i64 %v574, %t523
  %v576 = sub i64 %size.W, 1
  %v577 = add i64 %v576, 1
  %v578 = mul i64 %v575, %v577
  %v579 = add i64 %v578, %t521
  %v580 = mul i64 %v579, %size.K
  %v581 = add i64 %v580, %t555
  %p582 = getelementptr float, ptr %buf.y, i64 %v581
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v571, ptr align 4 %p582, <16 x i1> %mlast)
  br label %finnext525
finnext525:
  %t583 = add i64 %t521, 1
  %t584 = icmp sge i64 %t583, %t265
  %t585 = select i1 %t584, i64 0, i64 %t583
  %t586 = zext i1 %t584 to i64
  %t587 = add i64 %t523, %t586
  %t590 = icmp slt i64 5, %t10
  br i1 %t590, label %fin588, label %finnext589
fin588:
  %t591 = add i64 %k0, 0
  %p592 = getelementptr float, ptr %buf.b, i64 %t591
  %ld593 = load <16 x float>, ptr %p592, align 4
  %v594 = fadd contract <16 x float> %ld593, %t262
  %v595 = sub i64 %size.H, 1
  %v596 = add i64 %v595, 1
  %v597 = mul i64 %n, %v596
  %v598 = add i64 %v597, %t587
  %v599 = sub i64 %size.W, 1
  %v600 = add i64 %v599, 1
  %v601 = mul i64 %v598, %v600
  %v602 = add i64 %v601, %t585
  %v603 = mul i64 %v602, %size.K
  %v604 = add i64 %v603, %t591
  %p605 = getelementptr float, ptr %buf.e0, i64 %v604
  %ld606 = load <16 x float>, ptr %p605, align 4
  %v607 = fadd contract <16 x float> %v594, %ld606
  %v608 = sub i64 %size.H, 1
  %v609 = add i64 %v608, 1
  %v610 = mul i64 %n, %v609
  %v611 = add i64 %v610, %t587
  %v612 = sub i64 %size.W, 1
  %v613 = add i64 %v612, 1
  %v614 = mul i64 %v611, %v613
  %v615 = add i64 %v614, %t585
  %v616 = mul i64 %v615, %size.K
  %v617 = add i64 %v616, %t591
  %p618 = getelementptr float, ptr %buf.y, i64 %v617
  store <16 x float> %v607, ptr %p618, align 4
  %t619 = add i64 %k0, 16
  %p620 = getelementptr float, ptr %buf.b, i64 %t619
  %ld621 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p620, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v622 = fadd contract <16 x float> %ld621, %t263
  %v623 = sub i64 %size.H, 1
  %v624 = add i64 %v623, 1
  %v625 = mul i64 %n, %v624
  %v626 = add i64 %v625, %t587
  %v627 = sub i64 %size.W, 1
  %v628 = add i64 %v627, 1
  %v629 = mul i64 %v626, %v628
  %v630 = add i64 %v629, %t585
  %v631 = mul i64 %v630, %size.K
  %v632 = add i64 %v631, %t619
  %p633 = getelementptr float, ptr %buf.e0, i64 %v632
  %ld634 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p633, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v635 = fadd contract <16 x float> %v622, %ld634
  %v636 = sub i64 %size.H, 1
  %v637 = add i64 %v636, 1
  %v638 = mul i64 %n, %v637
  %v639 = add i64 %v638, %t587
  %v640 = sub i64 %size.W, 1
  %v641 = add i64 %v640, 1
  %v642 = mul i64 %v639, %v641
  %v643 = add i64 %v642, %t585
  %v644 = mul i64 %v643, %size.K
  %v645 = add i64 %v644, %t619
  %p646 = getelementptr float, ptr %buf.y, i64 %v645
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v635, ptr align 4 %p646, <16 x i1> %mlast)
  br label %finnext589
finnext589:
  br label %tile.next
partial:
  %t649 = icmp slt i64 0, %t10
  br i1 %t649, label %store647, label %next648
store647:
  %t650 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t252, ptr %t650, align 4
  %t651 = getelementptr float, ptr %t26, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t253, ptr align 4 %t651, <16 x i1> %mlast)
  br label %next648
next648:
  %t654 = icmp slt i64 1, %t10
  br i1 %t654, label %store652, label %next653
store652:
  %t655 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t254, ptr %t655, align 4
  %t656 = getelementptr float, ptr %t28, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t255, ptr align 4 %t656, <16 x i1> %mlast)
  br label %next653
next653:
  %t659 = icmp slt i64 2, %t10
  br i1 %t659, label %store657, label %next658
store657:
  %t660 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t256, ptr %t660, align 4
  %t661 = getelementptr float, ptr %t30, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t257, ptr align 4 %t661, <16 x i1> %mlast)
  br label %next658
next658:
  %t664 = icmp slt i64 3, %t10
  br i1 %t664, label %store662, label %next663
store662:
  %t665 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t258, ptr %t665, align 4
  %t666 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t259, ptr align 4 %t666, <16 x i1> %mlast)
  br label %next663
next663:
  %t669 = icmp slt i64 4, %t10
  br i1 %t669, label %store667, label %next668
store667:
  %t670 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t260, ptr %t670, align 4
  %t671 = getelementptr float, ptr %t34, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t261, ptr align 4 %t671, <16 x i1> %mlast)
  br label %next668
next668:
  %t674 = icmp slt i64 5, %t10
  br i1 %t674, label %store672, label %next673
store672:
  %t675 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t262, ptr %t675, align 4
  %t676 = getelementptr float, ptr %t36, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t263, ptr align 4 %t676, <16 x i1> %mlast)
  br label %next673
next673:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t677 = icmp slt i64 %j.next, %ntiles
  br i1 %t677, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t316 = sub i64 %size.W, 1
  %t317 = add i64 %t316, 1
  %t318 = sdiv i64 %m0, %t317
  %t319 = srem i64 %m0, %t317
  %t322 = icmp slt i64 0, %t10
  br i1 %t322, label %fin320, label %finnext321
fin320:
  %t323 = add i64 %k0, 0
  %p324 = getelementptr float, ptr %buf.b, i64 %t323
  %ld325 = load <16 x float>, ptr %p324, align 4
  %v326 = fadd contract <16 x float> %ld325, %t298
  %v327 = sub i64 %size.H, 1
  %v328 = add i64 %v327, 1
  %v329 = mul i64 %n, %v328
  %v330 = add i64 %v329, %t318
  %v331 = sub i64 %size.W, 1
  %v332 = add i64 %v331, 1
  %v333 = mul i64 %v330, %v332
  %v334 = add i64 %v333, %t319
  %v335 = mul i64 %v334, %size.K
  %v336 = add i64 %v335, %t323
  %p337 = getelementptr float, ptr %buf.e0, i64 %v336
  %ld338 = load <16 x float>, ptr %p337, align 4
  %v339 = fadd contract <16 x float> %v326, %ld338
  %v340 = sub i64 %size.H, 1
  %v341 = add i64 %v340, 1
  %v342 = mul i64 %n, %v341
  %v343 = add i64 %v342, %t318
  %v344 = sub i64 %size.W, 1
  %v345 = add i64 %v344, 1
  %v346 = mul i64 %v343, %v345
  %v347 = add i64 %v346, %t319
  %v348 = mul i64 %v347, %size.K
  %v349 = add i64 %v348, %t323
  %p350 = getelementptr float, ptr %buf.y, i64 %v349
  store <16 x float> %v339, ptr %p350, align 4
  %t351 = add i64 %k0, 16
  %p352 = getelementptr float, ptr %buf.b, i64 %t351
  %ld353 = load <16 x float>, ptr %p352, align 4
  %v354 = fadd contract <16 x float> %ld353, %t299
  %v355 = sub i64 %size.H, 1
  %v356 = add i64 %v355, 1
  %v357 = mul i64 %n, %v356
  %v358 = add i64 %v357, %t318
  %v359 = sub i64 %size.W, 1
  %v360 = add i64 %v359, 1
  %v361 = mul i64 %v358, %v360
  %v362 = add i64 %v361, %t319
  %v363 = mul i64 %v362, %size.K
  %v364 = add i64 %v363, %t351
  %p365 = getelementptr float, ptr %buf.e0, i64 %v364
  %ld366 = load <16 x float>, ptr %p365, align 4
  %v367 = fadd contract <16 x float> %v354, %ld366
  %v368 = sub i64 %size.H, 1
  %v369 = add i64 %v368, 1
  %v370 = mul i64 %n, %v369
  %v371 = add i64 %v370, %t318
  %v372 = sub i64 %size.W, 1
  %v373 = add i64 %v372, 1
  %v374 = mul i64 %v371, %v373
  %v375 = add i64 %v374, %t319
  %v376 = mul i64 %v375, %size.K
  %v377 = add i64 %v376, %t351
  %p378 = getelementptr float, ptr %buf.y, i64 %v377
  store <16 x float> %v367, ptr %p378, align 4
  %t379 = add i64 %k0, 32
  %p380 = getelementptr float, ptr %buf.b, i64 %t379
  %ld381 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p380, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v382 = fadd contract <16 x float> %ld381, %t300
  %v383 = sub i64 %size.H, 1
  %v384 = add i64 %v383, 1
  %v385 = mul i64 %n, %v384
  %v386 = add i64 %v385, %t318
  %v387 = sub i64 %size.W, 1
  %v388 = add i64 %v387, 1
  %v389 = mul i64 %v386, %v388
  %v390 = add i64 %v389, %t319
  %v391 = mul i64 %v390, %size.K
  %v392 = add i64 %v391, %t379
  %p393 = getelementptr float, ptr %buf.e0, i64 %v392
  %ld394 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p393, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v395 = fadd contract <16 x float> %v382, %ld394
  %v396 = sub i64 %size.H, 1
  %v397 = add i64 %v396, 1
  %v398 = mul i64 %n, %v397
  %v399 = add i64 %v398, %t318
  %v400 = sub i64 %size.W, 1
  %v401 = add i64 %v400, 1
  %v402 = mul i64 %v399, %v401
  %v403 = add i64 %v402, %t319
  %v404 = mul i64 %v403, %size.K
  %v405 = add i64 %v404, %t379
  %p406 = getelementptr float, ptr %buf.y, i64 %v405
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v395, ptr align 4 %p406, <16 x i1> %mlast)
  br label %finnext321
finnext321:
  %t407 = add i64 %t319, 1
  %t408 = icmp sge i64 %t407, %t317
  %t409 = select i1 %t408, i64 0, i64 %t407
  %t410 = zext i1 %t408 to i64
  %t411 = add i64 %t318, %t410
  %t414 = icmp slt i64 1, %t10
  br i1 %t414, label %fin412, label %finnext413
fin412:
  %t415 = add i64 %k0, 0
  %p416 = getelementptr float, ptr %buf.b, i64 %t415
  %ld417 = load <16 x float>, ptr %p416, align 4
  %v418 = fadd contract <16 x float> %ld417, %t301
  %v419 = sub i64 %size.H, 1
  %v420 = add i64 %v419, 1
  %v421 = mul i64 %n, %v420
  %v422 = add i64 %v421, %t411
  %v423 = sub i64 %size.W, 1
  %v424 = add i64 %v423, 1
  %v425 = mul i64 %v422, %v424
  %v426 = add i64 %v425, %t409
  %v427 = mul i64 %v426, %size.K
  %v428 = add i64 %v427, %t415
  %p429 = getelementptr float, ptr %buf.e0, i64 %v428
  %ld430 = load <16 x float>, ptr %p429, align 4
  %v431 = fadd contract <16 x float> %v418, %ld430
  %v432 = sub i64 %size.H, 1
  %v433 = add i64 %v432, 1
  %v434 = mul i64 %n, %v433
  %v435 = add i64 %v434, %t411
  %v436 = sub i64 %size.W, 1
  %v437 = add i64 %v436, 1
  %v438 = mul i64 %v435, %v437
  %v439 = add i64 %v438, %t409
  %v440 = mul i64 %v439, %size.K
  %v441 = add i64 %v440, %t415
  %p442 = getelementptr float, ptr %buf.y, i64 %v441
  store <16 x float> %v431, ptr %p442, align 4
  %t443 = add i64 %k0, 16
  %p444 = getelementptr float, ptr %buf.b, i64 %t443
  %ld445 = load <16 x float>, ptr %p444, align 4
  %v446 = fadd contract <16 x float> %ld445, %t302
  %v447 = sub i64 %size.H, 1
  %v448 = add i64 %v447, 1
  %v449 = mul i64 %n, %v448
  %v450 = add i64 %v449, %t411
  %v451 = sub i64 %size.W, 1
  %v452 = add i64 %v451, 1
  %v453 = mul i64 %v450, %v452
  %v454 = add i64 %v453, %t409
  %v455 = mul i64 %v454, %size.K
  %v456 = add i64 %v455, %t443
  %p457 = getelementptr float, ptr %buf.e0, i64 %v456
  %ld458 = load <16 x float>, ptr %p457, align 4
  %v459 = fadd contract <16 x float> %v446, %ld458
  %v460 = sub i64 %size.H, 1
  %v461 = add i64 %v460, 1
  %v462 = mul i64 %n, %v461
  %v463 = add i64 %v462, %t411
  %v464 = sub i64 %size.W, 1
  %v465 = add i64 %v464, 1
  %v466 = mul i64 %v463, %v465
  %v467 = add i64 %v466, %t409
  %v468 = mul i64 %v467, %size.K
  %v469 = add i64 %v468, %t443
  %p470 = getelementptr float, ptr %buf.y, i64 %v469
  store <16 x float> %v459, ptr %p470, align 4
  %t471 = add i64 %k0, 32
  %p472 = getelementptr float, ptr %buf.b, i64 %t471
  %ld473 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p472, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v474 = fadd contract <16 x float> %ld473, %t303
  %v475 = sub i64 %size.H, 1
  %v476 = add i64 %v475, 1
  %v477 = mul i64 %n, %v476
  %v478 = add i64 %v477, %t411
  %v479 = sub i64 %size.W, 1
  %v480 = add i64 %v479, 1
  %v481 = mul i64 %v478, %v480
  %v482 = add i64 %v481, %t409
  %v483 = mul i64 %v482, %size.K
  %v484 = add i64 %v483, %t471
  %p485 = getelementptr float, ptr %buf.e0, i64 %v484
  %ld486 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p485, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v487 = fadd contract <16 x float> %v474, %ld486
  %v488 = sub i64 %size.H, 1
  %v489 = add i64 %v488, 1
  %v490 = mul i64 %n, %v489
  %v491 = add i64 %v490, %t411
  %v492 = sub i64 %size.W, 1
  %v493 = add i64 %v492, 1
  %v494 = mul i64 %v491, %v493
  %v495 = add i64 %v494, %t409
  %v496 = mul i64 %v495, %size.K
  %v497 = add i64 %v496, %t471
  %p498 = getelementptr float, ptr %buf.y, i64 %v497
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v487, ptr align 4 %p498, <16 x i1> %mlast)
  br label %finnext413
finnext413:
  %t499 = add i64 %t409, 1
  %t500 = icmp sge i64 %t499, %t317
  %t501 = select i1 %t500, i64 0, i64 %t499
  %t502 = zext i1 %t500 to i64
  %t503 = add i64 %t411, %t502
  %t506 = icmp slt i64 2, %t10
  br i1 %t506, label %fin504, label %finnext505
fin504:
  %t507 = add i64 %k0, 0
  %p508 = getelementptr float, ptr %buf.b, i64 %t507
  %ld509 = load <16 x float>, ptr %p508, align 4
  %v510 = fadd contract <16 x float> %ld509, %t304
  %v511 = sub i64 %size.H, 1
  %v512 = add i64 %v511, 1
  %v513 = mul i64 %n, %v512
  %v514 = add i64 %v513, %t503
  %v515 = sub i64 %size.W, 1
  %v516 = add i64 %v515, 1
  %v517 = mul i64 %v514, %v516
  %v518 = add i64 %v517, %t501
  %v519 = mul i64 %v518, %size.K
  %v520 = add i64 %v519, %t507
  %p521 = getelementptr float, ptr %buf.e0, i64 %v520
  %ld522 = load <16 x float>, ptr %p521, align 4
  %v523 = fadd contract <16 x float> %v510, %ld522
  %v524 = sub i64 %size.H, 1
  %v525 = add i64 %v524, 1
  %v526 = mul i64 %n, %v525
  %v527 = add i64 %v526, %t503
  %v528 = sub i64 %size.W, 1
  %v529 = add i64 %v528, 1
  %v530 = mul i64 %v527, %v529
  %v531 = add i64 %v530, %t501
  %v532 = mul i64 %v531, %size.K
  %v533 = add i64 %v532, %t507
  %p534 = getelementptr float, ptr %buf.y, i64 %v533
  store <16 x float> %v523, ptr %p534, align 4
  %t535 = add i64 %k0, 16
  %p536 = getelementptr float, ptr %buf.b, i64 %t535
  %ld537 = load <16 x float>, ptr %p536, align 4
  %v538 = fadd contract <16 x float> %ld537, %t305
  %v539 = sub i64 %size.H, 1
  %v540 = add i64 %v539, 1
  %v541 = mul i64 %n, %v540
  %v542 = add i64 %v541, %t503
  %v543 = sub i64 %size.W, 1
  %v544 = add i64 %v543, 1
  %v545 = mul i64 %v542, %v544
  %v546 = add i64 %v545, %t501
  %v547 = mul i64 %v546, %size.K
  %v548 = add i64 %v547, %t535
  %p549 = getelementptr float, ptr %buf.e0, i64 %v548
  %ld550 = load <16 x float>, ptr %p549, align 4
  %v551 = fadd contract <16 x float> %v538, %ld550
  %v552 = sub i64 %size.H, 1
  %v553 = add i64 %v552, 1
  %v554 = mul i64 %n, %v553
  %v555 = add i64 %v554, %t503
  %v556 = sub i64 %size.W, 1
  %v557 = add i64 %v556, 1
  %v558 = mul i64 %v555, %v557
  %v559 = add i64 %v558, %t501
  %v560 = mul i64 %v559, %size.K
  %v561 = add i64 %v560, %t535
  %p562 = getelementptr float, ptr %buf.y, i64 %v561
  store <16 x float> %v551, ptr %p562, align 4
  %t563 = add i64 %k0, 32
  %p564 = getelementptr float, ptr %buf.b, i64 %t563
  %ld565 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p564, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v566 = fadd contract <16 x float> %ld565, %t306
  %v567 = sub i64 %size.H, 1
  %v568 = add i64 %v567, 1
  %v569 = mul i64 %n, %v568
  %v570 = add i64 %v569, %t503
  %v571 = sub i64 %size.W, 1
  %v572 = add i64 %v571, 1
  %v573 = mul i64 %v570, %v572
  %v574 = add i64 %v573, %t501
  %v575 = mul i64 %v574, %size.K
  %v576 = add i64 %v575, %t563
  %p577 = getelementptr float, ptr %buf.e0, i64 %v576
  %ld578 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p577, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v579 = fadd contract <16 x float> %v566, %ld578
  %v580 = sub i64 %size.H, 1
  %v581 = add i64 %v580, 1
  %v582 = mul i64 %n, %v581
  %v583 = add i64 %v582, %t503
  %v584 = sub i64 %size.W, 1
  %v585 = add i64 %v584, 1
  %v586 = mul i64 %v583, %v585
  %v587 = add i64 %v586, %t501
  %v588 = mul i64 %v587, %size.K
  %v589 = add i64 %v588, %t563
  %p590 = getelementptr float, ptr %buf.y, i64 %v589
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v579, ptr align 4 %p590, <16 x i1> %mlast)
  br label %finnext505
finnext505:
  %t591 = add i64 %t501, 1
  %t592 = icmp sge i64 %t591, %t317
  %t593 = select i1 %t592, i64 0, i64 %t591
  %t594 = zext i1 %t592 to i64
  %t595 = add i64 %t503, %t594
  %t598 = icmp slt i64 3, %t10
  br i1 %t598, label %fin596, label %finnext597
fin596:
  %t599 = add i64 %k0, 0
  %p600 = getelementptr float, ptr %buf.b, i64 %t599
  %ld601 = load <16 x float>, ptr %p600, align 4
  %v602 = fadd contract <16 x float> %ld601, %t307
  %v603 = sub i64 %size.H, 1
  %v604 = add i64 %v603, 1
  %v605 = mul i64 %n, %v604
  %v606 = add i64 %v605, %t595
  %v607 = sub i64 %size.W, 1
  %v608 = add i64 %v607, 1
  %v609 = mul i64 %v606, %v608
  %v610 = add i64 %v609, %t593
  %v611 = mul i64 %v610, %size.K
  %v612 = add i64 %v611, %t599
  %p613 = getelementptr float, ptr %buf.e0, i64 %v612
  %ld614 = load <16 x float>, ptr %p613, align 4
  %v615 = fadd contract <16 x float> %v602, %ld614
  %v616 = sub i64 %size.H, 1
  %v617 = add i64 %v616, 1
  %v618 = mul i64 %n, %v617
  %v619 = add i64 %v618, %t595
  %v620 = sub i64 %size.W, 1
  %v621 = add i64 %v620, 1
  %v622 = mul i64 %v619, %v621
  %v623 = add i64 %v622, %t593
  %v624 = mul i64 %v623, %size.K
  %v625 = add i64 %v624, %t599
  %p626 = getelementptr float, ptr %buf.y, i64 %v625
  store <16 x float> %v615, ptr %p626, align 4
  %t627 = add i64 %k0, 16
  %p628 = getelementptr float, ptr %buf.b, i64 %t627
  %ld629 = load <16 x float>, ptr %p628, align 4
  %v630 = fadd contract <16 x float> %ld629, %t308
  %v631 = sub i64 %size.H, 1
  %v632 = add i64 %v631, 1
  %v633 = mul i64 %n, %v632
  %v634 = add i64 %v633, %t595
  %v635 = sub i64 %size.W, 1
  %v636 = add i64 %v635, 1
  %v637 = mul i64 %v634, %v636
  %v638 = add i64 %v637, %t593
  %v639 = mul i64 %v638, %size.K
  %v640 = add i64 %v639, %t627
  %p641 = getelementptr float, ptr %buf.e0, i64 %v640
  %ld642 = load <16 x float>, ptr %p641, align 4
  %v643 = fadd contract <16 x float> %v630, %ld642
  %v644 = sub i64 %size.H, 1
  %v645 = add i64 %v644, 1
  %v646 = mul i64 %n, %v645
  %v647 = add i64 %v646, %t595
  %v648 = sub i64 %size.W, 1
  %v649 = add i64 %v648, 1
  %v650 = mul i64 %v647, %v649
  %v651 = add i64 %v650, %t593
  %v652 = mul i64 %v651, %size.K
  %v653 = add i64 %v652, %t627
  %p654 = getelementptr float, ptr %buf.y, i64 %v653
  store <16 x float> %v643, ptr %p654, align 4
  %t655 = add i64 %k0, 32
  %p656 = getelementptr float, ptr %buf.b, i64 %t655
  %ld657 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p656, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v658 = fadd contract <16 x float> %ld657, %t309
  %v659 = sub i64 %size.H, 1
  %v660 = add i64 %v659, 1
  %v661 = mul i64 %n, %v660
  %v662 = add i64 %v661, %t595
  %v663 = sub i64 %size.W, 1
  %v664 = add i64 %v663, 1
  %v665 = mul i64 %v662, %v664
  %v666 = add i64 %v665, %t593
  %v667 = mul i64 %v666, %size.K
  %v668 = add i64 %v667, %t655
  %p669 = getelementptr float, ptr %buf.e0, i64 %v668
  %ld670 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p669, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v671 = fadd contract <16 x float> %v658, %ld670
  %v672 = sub i64 %size.H, 1
  %v673 = add i64 %v672, 1
  %v674 = mul i64 %n, %v673
  %v675 = add i64 %v674, %t595
  %v676 = sub i64 %size.W, 1
  %v677 = add i64 %v676, 1
  %v678 = mul i64 %v675, %v677
  %v679 = add i64 %v678, %t593
  %v680 = mul i64 %v679, %size.K
  %v681 = add i64 %v680, %t655
  %p682 = getelementptr float, ptr %buf.y, i64 %v681
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v671, ptr align 4 %p682, <16 x i1> %mlast)
  br label %finnext597
finnext597:
  %t683 = add i64 %t593, 1
  %t684 = icmp sge i64 %t683, %t317
  %t685 = select i1 %t684, i64 0, i64 %t683
  %t686 = zext i1 %t684 to i64
  %t687 = add i64 %t595, %t686
  %t690 = icmp slt i64 4, %t10
  br i1 %t690, label %fin688, label %finnext689
fin688:
  %t691 = add i64 %k0, 0
  %p692 = getelementptr float, ptr %buf.b, i64 %t691
  %ld693 = load <16 x float>, ptr %p692, align 4
  %v694 = fadd contract <16 x float> %ld693, %t310
  %v695 = sub i64 %size.H, 1
  %v696 = add i64 %v695, 1
  %v697 = mul i64 %n, %v696
  %v698 = add i64 %v697, %t687
  %v699 = sub i64 %size.W, 1
  %v700 = add i64 %v699, 1
  %v701 = mul i64 %v698, %v700
  %v702 = add i64 %v701, %t685
  %v703 = mul i64 %v702, %size.K
  %v704 = add i64 %v703, %t691
  %p705 = getelementptr float, ptr %buf.e0, i64 %v704
  %ld706 = load <16 x float>, ptr %p705, align 4
  %v707 = fadd contract <16 x float> %v694, %ld706
  %v708 = sub i64 %size.H, 1
  %v709 = add i64 %v708, 1
  %v710 = mul i64 %n, %v709
  %v711 = add i64 %v710, %t687
  %v712 = sub i64 %size.W, 1
  %v713 = add i64 %v712, 1
  %v714 = mul i64 %v711, %v713
  %v715 = add i64 %v714, %t685
  %v716 = mul i64 %v715, %size.K
  %v717 = add i64 %v716, %t691
  %p718 = getelementptr float, ptr %buf.y, i64 %v717
  store <16 x float> %v707, ptr %p718, align 4
  %t719 = add i64 %k0, 16
  %p720 = getelementptr float, ptr %buf.b, i64 %t719
  %ld721 = load <16 x float>, ptr %p720, align 4
  %v722 = fadd contract <16 x float> %ld721, %t311
  %v723 = sub i64 %size.H, 1
  %v724 = add i64 %v723, 1
  %v725 = mul i64 %n, %v724
  %v726 = add i64 %v725, %t687
  %v727 = sub i64 %size.W, 1
  %v728 = add i64 %v727, 1
  %v729 = mul i64 %v726, %v728
  %v730 = add i64 %v729, %t685
  %v731 = mul i64 %v730, %size.K
  %v732 = add i64 %v731, %t719
  %p733 = getelementptr float, ptr %buf.e0, i64 %v732
  %ld734 = load <16 x float>, ptr %p733, align 4
  %v735 = fadd contract <16 x float> %v722, %ld734
  %v736 = sub i64 %size.H, 1
  %v737 = add i64 %v736, 1
  %v738 = mul i64 %n, %v737
  %v739 = add i64 %v738, %t687
  %v740 = sub i64 %size.W, 1
  %v741 = add i64 %v740, 1
  %v742 = mul i64 %v739, %v741
  %v743 = add i64 %v742, %t685
  %v744 = mul i64 %v743, %size.K
  %v745 = add i64 %v744, %t719
  %p746 = getelementptr float, ptr %buf.y, i64 %v745
  store <16 x float> %v735, ptr %p746, align 4
  %t747 = add i64 %k0, 32
  %p748 = getelementptr float, ptr %buf.b, i64 %t747
  %ld749 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p748, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v750 = fadd contract <16 x float> %ld749, %t312
  %v751 = sub i64 %size.H, 1
  %v752 = add i64 %v751, 1
  %v753 = mul i64 %n, %v752
  %v754 = add i64 %v753, %t687
  %v755 = sub i64 %size.W, 1
  %v756 = add i64 %v755, 1
  %v757 = mul i64 %v754, %v756
  %v758 = add i64 %v757, %t685
  %v759 = mul i64 %v758, %size.K
  %v760 = add i64 %v759, %t747
  %p761 = getelementptr float, ptr %buf.e0, i64 %v760
  %ld762 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p761, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v763 = fadd contract <16 x float> %v750, %ld762
  %v764 = sub i64 %size.H, 1
  %v765 = add i64 %v764, 1
  %v766 = mul i64 %n, %v765
  %v767 = add i64 %v766, %t687
  %v768 = sub i64 %size.W, 1
  %v769 = add i64 %v768, 1
  %v770 = mul i64 %v767, %v769
  %v771 = add i64 %v770, %t685
  %v772 = mul i64 %v771, %size.K
  %v773 = add i64 %v772, %t747
  %p774 = getelementptr float, ptr %buf.y, i64 %v773
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v763, ptr align 4 %p774, <16 x i1> %mlast)
  br label %finnext689
finnext689:
  %t775 = add i64 %t685, 1
  %t776 = icmp sge i64 %t775, %t317
  %t777 = select i1 %t776, i64 0, i64 %t775
  %t778 = zext i1 %t776 to i64
  %t779 = add i64 %t687, %t778
  %t782 = icmp slt i64 5, %t10
  br i1 %t782, label %fin780, label %finnext781
fin780:
  %t783 = add i64 %k0, 0
  %p784 = getelementptr float, ptr %buf.b, i64 %t783
  %ld785 = load <16 x float>, ptr %p784, align 4
  %v786 = fadd contract <16 x float> %ld785, %t313
  %v787 = sub i64 %size.H, 1
  %v788 = add i64 %v787, 1
  %v789 = mul i64 %n, %v788
  %v790 = add i64 %v789, %t779
  %v791 = sub i64 %size.W, 1
  %v792 = add i64 %v791, 1
  %v793 = mul i64 %v790, %v792
  %v794 = add i64 %v793, %t777
  %v795 = mul i64 %v794, %size.K
  %v796 = add i64 %v795, %t783
  %p797 = getelementptr float, ptr %buf.e0, i64 %v796
  %ld798 = load <16 x float>, ptr %p797, align 4
  %v799 = fadd contract <16 x float> %v786, %ld798
  %v800 = sub i64 %size.H, 1
  %v801 = add i64 %v800, 1
  %v802 = mul i64 %n, %v801
  %v803 = add i64 %v802, %t779
  %v804 = sub i64 %size.W, 1
  %v805 = add i64 %v804, 1
  %v806 = mul i64 %v803, %v805
  %v807 = add i64 %v806, %t777
  %v808 = mul i64 %v807, %size.K
  %v809 = add i64 %v808, %t783
  %p810 = getelementptr float, ptr %buf.y, i64 %v809
  store <16 x float> %v799, ptr %p810, align 4
  %t811 = add i64 %k0, 16
  %p812 = getelementptr float, ptr %buf.b, i64 %t811
  %ld813 = load <16 x float>, ptr %p812, align 4
  %v814 = fadd contract <16 x float> %ld813, %t314
  %v815 = sub i64 %size.H, 1
  %v816 = add i64 %v815, 1
  %v817 = mul i64 %n, %v816
  %v818 = add i64 %v817, %t779
  %v819 = sub i64 %size.W, 1
  %v820 = add i64 %v819, 1
  %v821 = mul i64 %v818, %v820
  %v822 = add i64 %v821, %t777
  %v823 = mul i64 %v822, %size.K
  %v824 = add i64 %v823, %t811
  %p825 = getelementptr float, ptr %buf.e0, i64 %v824
  %ld826 = load <16 x float>, ptr %p825, align 4
  %v827 = fadd contract <16 x float> %v814, %ld826
  %v828 = sub i64 %size.H, 1
  %v829 = add i64 %v828, 1
  %v830 = mul i64 %n, %v829
  %v831 = add i64 %v830, %t779
  %v832 = sub i64 %size.W, 1
  %v833 = add i64 %v832, 1
  %v834 = mul i64 %v831, %v833
  %v835 = add i64 %v834, %t777
  %v836 = mul i64 %v835, %size.K
  %v837 = add i64 %v836, %t811
  %p838 = getelementptr float, ptr %buf.y, i64 %v837
  store <16 x float> %v827, ptr %p838, align 4
  %t839 = add i64 %k0, 32
  %p840 = getelementptr float, ptr %buf.b, i64 %t839
  %ld841 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p840, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v842 = fadd contract <16 x float> %ld841, %t315
  %v843 = sub i64 %size.H, 1
  %v844 = add i64 %v843, 1
  %v845 = mul i64 %n, %v844
  %v846 = add i64 %v845, %t779
  %v847 = sub i64 %size.W, 1
  %v848 = add i64 %v847, 1
  %v849 = mul i64 %v846, %v848
  %v850 = add i64 %v849, %t777
  %v851 = mul i64 %v850, %size.K
  %v852 = add i64 %v851, %t839
  %p853 = getelementptr float, ptr %buf.e0, i64 %v852
  %ld854 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p853, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v855 = fadd contract <16 x float> %v842, %ld854
  %v856 = sub i64 %size.H, 1
  %v857 = add i64 %v856, 1
  %v858 = mul i64 %n, %v857
  %v859 = add i64 %v858, %t779
  %v860 = sub i64 %size.W, 1
  %v861 = add i64 %v860, 1
  %v862 = mul i64 %v859, %v861
  %v863 = add i64 %v862, %t777
  %v864 = mul i64 %v863, %size.K
  %v865 = add i64 %v864, %t839
  %p866 = getelementptr float, ptr %buf.y, i64 %v865
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v855, ptr align 4 %p866, <16 x i1> %mlast)
  br label %finnext781
finnext781:
  br label %tile.next
partial:
  %t869 = icmp slt i64 0, %t10
  br i1 %t869, label %store867, label %next868
store867:
  %t870 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t298, ptr %t870, align 4
  %t871 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t299, ptr %t871, align 4
  %t872 = getelementptr float, ptr %t26, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t300, ptr align 4 %t872, <16 x i1> %mlast)
  br label %next868
next868:
  %t875 = icmp slt i64 1, %t10
  br i1 %t875, label %store873, label %next874
store873:
  %t876 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t301, ptr %t876, align 4
  %t877 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t302, ptr %t877, align 4
  %t878 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t303, ptr align 4 %t878, <16 x i1> %mlast)
  br label %next874
next874:
  %t881 = icmp slt i64 2, %t10
  br i1 %t881, label %store879, label %next880
store879:
  %t882 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t304, ptr %t882, align 4
  %t883 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t305, ptr %t883, align 4
  %t884 = getelementptr float, ptr %t30, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t306, ptr align 4 %t884, <16 x i1> %mlast)
  br label %next880
next880:
  %t887 = icmp slt i64 3, %t10
  br i1 %t887, label %store885, label %next886
store885:
  %t888 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t307, ptr %t888, align 4
  %t889 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t308, ptr %t889, align 4
  %t890 = getelementptr float, ptr %t32, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t309, ptr align 4 %t890, <16 x i1> %mlast)
  br label %next886
next886:
  %t893 = icmp slt i64 4, %t10
  br i1 %t893, label %store891, label %next892
store891:
  %t894 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t310, ptr %t894, align 4
  %t895 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t311, ptr %t895, align 4
  %t896 = getelementptr float, ptr %t34, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t312, ptr align 4 %t896, <16 x i1> %mlast)
  br label %next892
next892:
  %t899 = icmp slt i64 5, %t10
  br i1 %t899, label %store897, label %next898
store897:
  %t900 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t313, ptr %t900, align 4
  %t901 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t314, ptr %t901, align 4
  %t902 = getelementptr float, ptr %t36, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t315, ptr align 4 %t902, <16 x i1> %mlast)
  br label %next898
next898:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t903 = icmp slt i64 %j.next, %ntiles
  br i1 %t903, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t368 = sub i64 %size.W, 1
  %t369 = add i64 %t368, 1
  %t370 = sdiv i64 %m0, %t369
  %t371 = srem i64 %m0, %t369
  %t374 = icmp slt i64 0, %t10
  br i1 %t374, label %fin372, label %finnext373
fin372:
  %t375 = add i64 %k0, 0
  %p376 = getelementptr float, ptr %buf.b, i64 %t375
  %ld377 = load <16 x float>, ptr %p376, align 4
  %v378 = fadd contract <16 x float> %ld377, %t344
  %v379 = sub i64 %size.H, 1
  %v380 = add i64 %v379, 1
  %v381 = mul i64 %n, %v380
  %v382 = add i64 %v381, %t370
  %v383 = sub i64 %size.W, 1
  %v384 = add i64 %v383, 1
  %v385 = mul i64 %v382, %v384
  %v386 = add i64 %v385, %t371
  %v387 = mul i64 %v386, %size.K
  %v388 = add i64 %v387, %t375
  %p389 = getelementptr float, ptr %buf.e0, i64 %v388
  %ld390 = load <16 x float>, ptr %p389, align 4
  %v391 = fadd contract <16 x float> %v378, %ld390
  %v392 = sub i64 %size.H, 1
  %v393 = add i64 %v392, 1
  %v394 = mul i64 %n, %v393
  %v395 = add i64 %v394, %t370
  %v396 = sub i64 %size.W, 1
  %v397 = add i64 %v396, 1
  %v398 = mul i64 %v395, %v397
  %v399 = add i64 %v398, %t371
  %v400 = mul i64 %v399, %size.K
  %v401 = add i64 %v400, %t375
  %p402 = getelementptr float, ptr %buf.y, i64 %v401
  store <16 x float> %v391, ptr %p402, align 4
  %t403 = add i64 %k0, 16
  %p404 = getelementptr float, ptr %buf.b, i64 %t403
  %ld405 = load <16 x float>, ptr %p404, align 4
  %v406 = fadd contract <16 x float> %ld405, %t345
  %v407 = sub i64 %size.H, 1
  %v408 = add i64 %v407, 1
  %v409 = mul i64 %n, %v408
  %v410 = add i64 %v409, %t370
  %v411 = sub i64 %size.W, 1
  %v412 = add i64 %v411, 1
  %v413 = mul i64 %v410, %v412
  %v414 = add i64 %v413, %t371
  %v415 = mul i64 %v414, %size.K
  %v416 = add i64 %v415, %t403
  %p417 = getelementptr float, ptr %buf.e0, i64 %v416
  %ld418 = load <16 x float>, ptr %p417, align 4
  %v419 = fadd contract <16 x float> %v406, %ld418
  %v420 = sub i64 %size.H, 1
  %v421 = add i64 %v420, 1
  %v422 = mul i64 %n, %v421
  %v423 = add i64 %v422, %t370
  %v424 = sub i64 %size.W, 1
  %v425 = add i64 %v424, 1
  %v426 = mul i64 %v423, %v425
  %v427 = add i64 %v426, %t371
  %v428 = mul i64 %v427, %size.K
  %v429 = add i64 %v428, %t403
  %p430 = getelementptr float, ptr %buf.y, i64 %v429
  store <16 x float> %v419, ptr %p430, align 4
  %t431 = add i64 %k0, 32
  %p432 = getelementptr float, ptr %buf.b, i64 %t431
  %ld433 = load <16 x float>, ptr %p432, align 4
  %v434 = fadd contract <16 x float> %ld433, %t346
  %v435 = sub i64 %size.H, 1
  %v436 = add i64 %v435, 1
  %v437 = mul i64 %n, %v436
  %v438 = add i64 %v437, %t370
  %v439 = sub i64 %size.W, 1
  %v440 = add i64 %v439, 1
  %v441 = mul i64 %v438, %v440
  %v442 = add i64 %v441, %t371
  %v443 = mul i64 %v442, %size.K
  %v444 = add i64 %v443, %t431
  %p445 = getelementptr float, ptr %buf.e0, i64 %v444
  %ld446 = load <16 x float>, ptr %p445, align 4
  %v447 = fadd contract <16 x float> %v434, %ld446
  %v448 = sub i64 %size.H, 1
  %v449 = add i64 %v448, 1
  %v450 = mul i64 %n, %v449
  %v451 = add i64 %v450, %t370
  %v452 = sub i64 %size.W, 1
  %v453 = add i64 %v452, 1
  %v454 = mul i64 %v451, %v453
  %v455 = add i64 %v454, %t371
  %v456 = mul i64 %v455, %size.K
  %v457 = add i64 %v456, %t431
  %p458 = getelementptr float, ptr %buf.y, i64 %v457
  store <16 x float> %v447, ptr %p458, align 4
  %t459 = add i64 %k0, 48
  %p460 = getelementptr float, ptr %buf.b, i64 %t459
  %ld461 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p460, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v462 = fadd contract <16 x float> %ld461, %t347
  %v463 = sub i64 %size.H, 1
  %v464 = add i64 %v463, 1
  %v465 = mul i64 %n, %v464
  %v466 = add i64 %v465, %t370
  %v467 = sub i64 %size.W, 1
  %v468 = add i64 %v467, 1
  %v469 = mul i64 %v466, %v468
  %v470 = add i64 %v469, %t371
  %v471 = mul i64 %v470, %size.K
  %v472 = add i64 %v471, %t459
  %p473 = getelementptr float, ptr %buf.e0, i64 %v472
  %ld474 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p473, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v475 = fadd contract <16 x float> %v462, %ld474
  %v476 = sub i64 %size.H, 1
  %v477 = add i64 %v476, 1
  %v478 = mul i64 %n, %v477
  %v479 = add i64 %v478, %t370
  %v480 = sub i64 %size.W, 1
  %v481 = add i64 %v480, 1
  %v482 = mul i64 %v479, %v481
  %v483 = add i64 %v482, %t371
  %v484 = mul i64 %v483, %size.K
  %v485 = add i64 %v484, %t459
  %p486 = getelementptr float, ptr %buf.y, i64 %v485
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v475, ptr align 4 %p486, <16 x i1> %mlast)
  br label %finnext373
finnext373:
  %t487 = add i64 %t371, 1
  %t488 = icmp sge i64 %t487, %t369
  %t489 = select i1 %t488, i64 0, i64 %t487
  %t490 = zext i1 %t488 to i64
  %t491 = add i64 %t370, %t490
  %t494 = icmp slt i64 1, %t10
  br i1 %t494, label %fin492, label %finnext493
fin492:
  %t495 = add i64 %k0, 0
  %p496 = getelementptr float, ptr %buf.b, i64 %t495
  %ld497 = load <16 x float>, ptr %p496, align 4
  %v498 = fadd contract <16 x float> %ld497, %t348
  %v499 = sub i64 %size.H, 1
  %v500 = add i64 %v499, 1
  %v501 = mul i64 %n, %v500
  %v502 = add i64 %v501, %t491
  %v503 = sub i64 %size.W, 1
  %v504 = add i64 %v503, 1
  %v505 = mul i64 %v502, %v504
  %v506 = add i64 %v505, %t489
  %v507 = mul i64 %v506, %size.K
  %v508 = add i64 %v507, %t495
  %p509 = getelementptr float, ptr %buf.e0, i64 %v508
  %ld510 = load <16 x float>, ptr %p509, align 4
  %v511 = fadd contract <16 x float> %v498, %ld510
  %v512 = sub i64 %size.H, 1
  %v513 = add i64 %v512, 1
  %v514 = mul i64 %n, %v513
  %v515 = add i64 %v514, %t491
  %v516 = sub i64 %size.W, 1
  %v517 = add i64 %v516, 1
  %v518 = mul i64 %v515, %v517
  %v519 = add i64 %v518, %t489
  %v520 = mul i64 %v519, %size.K
  %v521 = add i64 %v520, %t495
  %p522 = getelementptr float, ptr %buf.y, i64 %v521
  store <16 x float> %v511, ptr %p522, align 4
  %t523 = add i64 %k0, 16
  %p524 = getelementptr float, ptr %buf.b, i64 %t523
  %ld525 = load <16 x float>, ptr %p524, align 4
  %v526 = fadd contract <16 x float> %ld525, %t349
  %v527 = sub i64 %size.H, 1
  %v528 = add i64 %v527, 1
  %v529 = mul i64 %n, %v528
  %v530 = add i64 %v529, %t491
  %v531 = sub i64 %size.W, 1
  %v532 = add i64 %v531, 1
  %v533 = mul i64 %v530, %v532
  %v534 = add i64 %v533, %t489
  %v535 = mul i64 %v534, %size.K
  %v536 = add i64 %v535, %t523
  %p537 = getelementptr float, ptr %buf.e0, i64 %v536
  %ld538 = load <16 x float>, ptr %p537, align 4
  %v539 = fadd contract <16 x float> %v526, %ld538
  %v540 = sub i64 %size.H, 1
  %v541 = add i64 %v540, 1
  %v542 = mul i64 %n, %v541
  %v543 = add i64 %v542, %t491
  %v544 = sub i64 %size.W, 1
  %v545 = add i64 %v544, 1
  %v546 = mul i64 %v543, %v545
  %v547 = add i64 %v546, %t489
  %v548 = mul i64 %v547, %size.K
  %v549 = add i64 %v548, %t523
  %p550 = getelementptr float, ptr %buf.y, i64 %v549
  store <16 x float> %v539, ptr %p550, align 4
  %t551 = add i64 %k0, 32
  %p552 = getelementptr float, ptr %buf.b, i64 %t551
  %ld553 = load <16 x float>, ptr %p552, align 4
  %v554 = fadd contract <16 x float> %ld553, %t350
  %v555 = sub i64 %size.H, 1
  %v556 = add i64 %v555, 1
  %v557 = mul i64 %n, %v556
  %v558 = add i64 %v557, %t491
  %v559 = sub i64 %size.W, 1
  %v560 = add i64 %v559, 1
  %v561 = mul i64 %v558, %v560
  %v562 = add i64 %v561, %t489
  %v563 = mul i64 %v562, %size.K
  %v564 = add i64 %v563, %t551
  %p565 = getelementptr float, ptr %buf.e0, i64 %v564
  %ld566 = load <16 x float>, ptr %p565, align 4
  %v567 = fadd contract <16 x float> %v554, %ld566
  %v568 = sub i64 %size.H, 1
  %v569 = add i64 %v568, 1
  %v570 = mul i64 %n, %v569
  %v571 = add i64 %v570, %t491
  %v572 = sub i64 %size.W, 1
  %v573 = add i64 %v572, 1
  %v574 = mul i64 %v571, %v573
  %v575 = add i64 %v574, %t489
  %v576 = mul i64 %v575, %size.K
  %v577 = add i64 %v576, %t551
  %p578 = getelementptr float, ptr %buf.y, i64 %v577
  store <16 x float> %v567, ptr %p578, align 4
  %t579 = add i64 %k0, 48
  %p580 = getelementptr float, ptr %buf.b, i64 %t579
  %ld581 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p580, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v582 = fadd contract <16 x float> %ld581, %t351
  %v583 = sub i64 %size.H, 1
  %v584 = add i64 %v583, 1
  %v585 = mul i64 %n, %v584
  %v586 = add i64 %v585, %t491
  %v587 = sub i64 %size.W, 1
  %v588 = add i64 %v587, 1
  %v589 = mul i64 %v586, %v588
  %v590 = add i64 %v589, %t489
  %v591 = mul i64 %v590, %size.K
  %v592 = add i64 %v591, %t579
  %p593 = getelementptr float, ptr %buf.e0, i64 %v592
  %ld594 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p593, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v595 = fadd contract <16 x float> %v582, %ld594
  %v596 = sub i64 %size.H, 1
  %v597 = add i64 %v596, 1
  %v598 = mul i64 %n, %v597
  %v599 = add i64 %v598, %t491
  %v600 = sub i64 %size.W, 1
  %v601 = add i64 %v600, 1
  %v602 = mul i64 %v599, %v601
  %v603 = add i64 %v602, %t489
  %v604 = mul i64 %v603, %size.K
  %v605 = add i64 %v604, %t579
  %p606 = getelementptr float, ptr %buf.y, i64 %v605
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v595, ptr align 4 %p606, <16 x i1> %mlast)
  br label %finnext493
finnext493:
  %t607 = add i64 %t489, 1
  %t608 = icmp sge i64 %t607, %t369
  %t609 = select i1 %t608, i64 0, i64 %t607
  %t610 = zext i1 %t608 to i64
  %t611 = add i64 %t491, %t610
  %t614 = icmp slt i64 2, %t10
  br i1 %t614, label %fin612, label %finnext613
fin612:
  %t615 = add i64 %k0, 0
  %p616 = getelementptr float, ptr %buf.b, i64 %t615
  %ld617 = load <16 x float>, ptr %p616, align 4
  %v618 = fadd contract <16 x float> %ld617, %t352
  %v619 = sub i64 %size.H, 1
  %v620 = add i64 %v619, 1
  %v621 = mul i64 %n, %v620
  %v622 = add i64 %v621, %t611
  %v623 = sub i64 %size.W, 1
  %v624 = add i64 %v623, 1
  %v625 = mul i64 %v622, %v624
  %v626 = add i64 %v625, %t609
  %v627 = mul i64 %v626, %size.K
  %v628 = add i64 %v627, %t615
  %p629 = getelementptr float, ptr %buf.e0, i64 %v628
  %ld630 = load <16 x float>, ptr %p629, align 4
  %v631 = fadd contract <16 x float> %v618, %ld630
  %v632 = sub i64 %size.H, 1
  %v633 = add i64 %v632, 1
  %v634 = mul i64 %n, %v633
  %v635 = add i64 %v634, %t611
  %v636 = sub i64 %size.W, 1
  %v637 = add i64 %v636, 1
  %v638 = mul i64 %v635, %v637
  %v639 = add i64 %v638, %t609
  %v640 = mul i64 %v639, %size.K
  %v641 = add i64 %v640, %t615
  %p642 = getelementptr float, ptr %buf.y, i64 %v641
  store <16 x float> %v631, ptr %p642, align 4
  %t643 = add i64 %k0, 16
  %p644 = getelementptr float, ptr %buf.b, i64 %t643
  %ld645 = load <16 x float>, ptr %p644, align 4
  %v646 = fadd contract <16 x float> %ld645, %t353
  %v647 = sub i64 %size.H, 1
  %v648 = add i64 %v647, 1
  %v649 = mul i64 %n, %v648
  %v650 = add i64 %v649, %t611
  %v651 = sub i64 %size.W, 1
  %v652 = add i64 %v651, 1
  %v653 = mul i64 %v650, %v652
  %v654 = add i64 %v653, %t609
  %v655 = mul i64 %v654, %size.K
  %v656 = add i64 %v655, %t643
  %p657 = getelementptr float, ptr %buf.e0, i64 %v656
  %ld658 = load <16 x float>, ptr %p657, align 4
  %v659 = fadd contract <16 x float> %v646, %ld658
  %v660 = sub i64 %size.H, 1
  %v661 = add i64 %v660, 1
  %v662 = mul i64 %n, %v661
  %v663 = add i64 %v662, %t611
  %v664 = sub i64 %size.W, 1
  %v665 = add i64 %v664, 1
  %v666 = mul i64 %v663, %v665
  %v667 = add i64 %v666, %t609
  %v668 = mul i64 %v667, %size.K
  %v669 = add i64 %v668, %t643
  %p670 = getelementptr float, ptr %buf.y, i64 %v669
  store <16 x float> %v659, ptr %p670, align 4
  %t671 = add i64 %k0, 32
  %p672 = getelementptr float, ptr %buf.b, i64 %t671
  %ld673 = load <16 x float>, ptr %p672, align 4
  %v674 = fadd contract <16 x float> %ld673, %t354
  %v675 = sub i64 %size.H, 1
  %v676 = add i64 %v675, 1
  %v677 = mul i64 %n, %v676
  %v678 = add i64 %v677, %t611
  %v679 = sub i64 %size.W, 1
  %v680 = add i64 %v679, 1
  %v681 = mul i64 %v678, %v680
  %v682 = add i64 %v681, %t609
  %v683 = mul i64 %v682, %size.K
  %v684 = add i64 %v683, %t671
  %p685 = getelementptr float, ptr %buf.e0, i64 %v684
  %ld686 = load <16 x float>, ptr %p685, align 4
  %v687 = fadd contract <16 x float> %v674, %ld686
  %v688 = sub i64 %size.H, 1
  %v689 = add i64 %v688, 1
  %v690 = mul i64 %n, %v689
  %v691 = add i64 %v690, %t611
  %v692 = sub i64 %size.W, 1
  %v693 = add i64 %v692, 1
  %v694 = mul i64 %v691, %v693
  %v695 = add i64 %v694, %t609
  %v696 = mul i64 %v695, %size.K
  %v697 = add i64 %v696, %t671
  %p698 = getelementptr float, ptr %buf.y, i64 %v697
  store <16 x float> %v687, ptr %p698, align 4
  %t699 = add i64 %k0, 48
  %p700 = getelementptr float, ptr %buf.b, i64 %t699
  %ld701 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p700, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v702 = fadd contract <16 x float> %ld701, %t355
  %v703 = sub i64 %size.H, 1
  %v704 = add i64 %v703, 1
  %v705 = mul i64 %n, %v704
  %v706 = add i64 %v705, %t611
  %v707 = sub i64 %size.W, 1
  %v708 = add i64 %v707, 1
  %v709 = mul i64 %v706, %v708
  %v710 = add i64 %v709, %t609
  %v711 = mul i64 %v710, %size.K
  %v712 = add i64 %v711, %t699
  %p713 = getelementptr float, ptr %buf.e0, i64 %v712
  %ld714 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p713, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v715 = fadd contract <16 x float> %v702, %ld714
  %v716 = sub i64 %size.H, 1
  %v717 = add i64 %v716, 1
  %v718 = mul i64 %n, %v717
  %v719 = add i64 %v718, %t611
  %v720 = sub i64 %size.W, 1
  %v721 = add i64 %v720, 1
  %v722 = mul i64 %v719, %v721
  %v723 = add i64 %v722, %t609
  %v724 = mul i64 %v723, %size.K
  %v725 = add i64 %v724, %t699
  %p726 = getelementptr float, ptr %buf.y, i64 %v725
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v715, ptr align 4 %p726, <16 x i1> %mlast)
  br label %finnext613
finnext613:
  %t727 = add i64 %t609, 1
  %t728 = icmp sge i64 %t727, %t369
  %t729 = select i1 %t728, i64 0, i64 %t727
  %t730 = zext i1 %t728 to i64
  %t731 = add i64 %t611, %t730
  %t734 = icmp slt i64 3, %t10
  br i1 %t734, label %fin732, label %finnext733
fin732:
  %t735 = add i64 %k0, 0
  %p736 = getelementptr float, ptr %buf.b, i64 %t735
  %ld737 = load <16 x float>, ptr %p736, align 4
  %v738 = fadd contract <16 x float> %ld737, %t356
  %v739 = sub i64 %size.H, 1
  %v740 = add i64 %v739, 1
  %v741 = mul i64 %n, %v740
  %v742 = add i64 %v741, %t731
  %v743 = sub i64 %size.W, 1
  %v744 = add i64 %v743, 1
  %v745 = mul i64 %v742, %v744
  %v746 = add i64 %v745, %t729
  %v747 = mul i64 %v746, %size.K
  %v748 = add i64 %v747, %t735
  %p749 = getelementptr float, ptr %buf.e0, i64 %v748
  %ld750 = load <16 x float>, ptr %p749, align 4
  %v751 = fadd contract <16 x float> %v738, %ld750
  %v752 = sub i64 %size.H, 1
  %v753 = add i64 %v752, 1
  %v754 = mul i64 %n, %v753
  %v755 = add i64 %v754, %t731
  %v756 = sub i64 %size.W, 1
  %v757 = add i64 %v756, 1
  %v758 = mul i64 %v755, %v757
  %v759 = add i64 %v758, %t729
  %v760 = mul i64 %v759, %size.K
  %v761 = add i64 %v760, %t735
  %p762 = getelementptr float, ptr %buf.y, i64 %v761
  store <16 x float> %v751, ptr %p762, align 4
  %t763 = add i64 %k0, 16
  %p764 = getelementptr float, ptr %buf.b, i64 %t763
  %ld765 = load <16 x float>, ptr %p764, align 4
  %v766 = fadd contract <16 x float> %ld765, %t357
  %v767 = sub i64 %size.H, 1
  %v768 = add i64 %v767, 1
  %v769 = mul i64 %n, %v768
  %v770 = add i64 %v769, %t731
  %v771 = sub i64 %size.W, 1
  %v772 = add i64 %v771, 1
  %v773 = mul i64 %v770, %v772
  %v774 = add i64 %v773, %t729
  %v775 = mul i64 %v774, %size.K
  %v776 = add i64 %v775, %t763
  %p777 = getelementptr float, ptr %buf.e0, i64 %v776
  %ld778 = load <16 x float>, ptr %p777, align 4
  %v779 = fadd contract <16 x float> %v766, %ld778
  %v780 = sub i64 %size.H, 1
  %v781 = add i64 %v780, 1
  %v782 = mul i64 %n, %v781
  %v783 = add i64 %v782, %t731
  %v784 = sub i64 %size.W, 1
  %v785 = add i64 %v784, 1
  %v786 = mul i64 %v783, %v785
  %v787 = add i64 %v786, %t729
  %v788 = mul i64 %v787, %size.K
  %v789 = add i64 %v788, %t763
  %p790 = getelementptr float, ptr %buf.y, i64 %v789
  store <16 x float> %v779, ptr %p790, align 4
  %t791 = add i64 %k0, 32
  %p792 = getelementptr float, ptr %buf.b, i64 %t791
  %ld793 = load <16 x float>, ptr %p792, align 4
  %v794 = fadd contract <16 x float> %ld793, %t358
  %v795 = sub i64 %size.H, 1
  %v796 = add i64 %v795, 1
  %v797 = mul i64 %n, %v796
  %v798 = add i64 %v797, %t731
  %v799 = sub i64 %size.W, 1
  %v800 = add i64 %v799, 1
  %v801 = mul i64 %v798, %v800
  %v802 = add i64 %v801, %t729
  %v803 = mul i64 %v802, %size.K
  %v804 = add i64 %v803, %t791
  %p805 = getelementptr float, ptr %buf.e0, i64 %v804
  %ld806 = load <16 x float>, ptr %p805, align 4
  %v807 = fadd contract <16 x float> %v794, %ld806
  %v808 = sub i64 %size.H, 1
  %v809 = add i64 %v808, 1
  %v810 = mul i64 %n, %v809
  %v811 = add i64 %v810, %t731
  %v812 = sub i64 %size.W, 1
  %v813 = add i64 %v812, 1
  %v814 = mul i64 %v811, %v813
  %v815 = add i64 %v814, %t729
  %v816 = mul i64 %v815, %size.K
  %v817 = add i64 %v816, %t791
  %p818 = getelementptr float, ptr %buf.y, i64 %v817
  store <16 x float> %v807, ptr %p818, align 4
  %t819 = add i64 %k0, 48
  %p820 = getelementptr float, ptr %buf.b, i64 %t819
  %ld821 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p820, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v822 = fadd contract <16 x float> %ld821, %t359
  %v823 = sub i64 %size.H, 1
  %v824 = add i64 %v823, 1
  %v825 = mul i64 %n, %v824
  %v826 = add i64 %v825, %t731
  %v827 = sub i64 %size.W, 1
  %v828 = add i64 %v827, 1
  %v829 = mul i64 %v826, %v828
  %v830 = add i64 %v829, %t729
  %v831 = mul i64 %v830, %size.K
  %v832 = add i64 %v831, %t819
  %p833 = getelementptr float, ptr %buf.e0, i64 %v832
  %ld834 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p833, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v835 = fadd contract <16 x float> %v822, %ld834
  %v836 = sub i64 %size.H, 1
  %v837 = add i64 %v836, 1
  %v838 = mul i64 %n, %v837
  %v839 = add i64 %v838, %t731
  %v840 = sub i64 %size.W, 1
  %v841 = add i64 %v840, 1
  %v842 = mul i64 %v839, %v841
  %v843 = add i64 %v842, %t729
  %v844 = mul i64 %v843, %size.K
  %v845 = add i64 %v844, %t819
  %p846 = getelementptr float, ptr %buf.y, i64 %v845
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v835, ptr align 4 %p846, <16 x i1> %mlast)
  br label %finnext733
finnext733:
  %t847 = add i64 %t729, 1
  %t848 = icmp sge i64 %t847, %t369
  %t849 = select i1 %t848, i64 0, i64 %t847
  %t850 = zext i1 %t848 to i64
  %t851 = add i64 %t731, %t850
  %t854 = icmp slt i64 4, %t10
  br i1 %t854, label %fin852, label %finnext853
fin852:
  %t855 = add i64 %k0, 0
  %p856 = getelementptr float, ptr %buf.b, i64 %t855
  %ld857 = load <16 x float>, ptr %p856, align 4
  %v858 = fadd contract <16 x float> %ld857, %t360
  %v859 = sub i64 %size.H, 1
  %v860 = add i64 %v859, 1
  %v861 = mul i64 %n, %v860
  %v862 = add i64 %v861, %t851
  %v863 = sub i64 %size.W, 1
  %v864 = add i64 %v863, 1
  %v865 = mul i64 %v862, %v864
  %v866 = add i64 %v865, %t849
  %v867 = mul i64 %v866, %size.K
  %v868 = add i64 %v867, %t855
  %p869 = getelementptr float, ptr %buf.e0, i64 %v868
  %ld870 = load <16 x float>, ptr %p869, align 4
  %v871 = fadd contract <16 x float> %v858, %ld870
  %v872 = sub i64 %size.H, 1
  %v873 = add i64 %v872, 1
  %v874 = mul i64 %n, %v873
  %v875 = add i64 %v874, %t851
  %v876 = sub i64 %size.W, 1
  %v877 = add i64 %v876, 1
  %v878 = mul i64 %v875, %v877
  %v879 = add i64 %v878, %t849
  %v880 = mul i64 %v879, %size.K
  %v881 = add i64 %v880, %t855
  %p882 = getelementptr float, ptr %buf.y, i64 %v881
  store <16 x float> %v871, ptr %p882, align 4
  %t883 = add i64 %k0, 16
  %p884 = getelementptr float, ptr %buf.b, i64 %t883
  %ld885 = load <16 x float>, ptr %p884, align 4
  %v886 = fadd contract <16 x float> %ld885, %t361
  %v887 = sub i64 %size.H, 1
  %v888 = add i64 %v887, 1
  %v889 = mul i64 %n, %v888
  %v890 = add i64 %v889, %t851
  %v891 = sub i64 %size.W, 1
  %v892 = add i64 %v891, 1
  %v893 = mul i64 %v890, %v892
  %v894 = add i64 %v893, %t849
  %v895 = mul i64 %v894, %size.K
  %v896 = add i64 %v895, %t883
  %p897 = getelementptr float, ptr %buf.e0, i64 %v896
  %ld898 = load <16 x float>, ptr %p897, align 4
  %v899 = fadd contract <16 x float> %v886, %ld898
  %v900 = sub i64 %size.H, 1
  %v901 = add i64 %v900, 1
  %v902 = mul i64 %n, %v901
  %v903 = add i64 %v902, %t851
  %v904 = sub i64 %size.W, 1
  %v905 = add i64 %v904, 1
  %v906 = mul i64 %v903, %v905
  %v907 = add i64 %v906, %t849
  %v908 = mul i64 %v907, %size.K
  %v909 = add i64 %v908, %t883
  %p910 = getelementptr float, ptr %buf.y, i64 %v909
  store <16 x float> %v899, ptr %p910, align 4
  %t911 = add i64 %k0, 32
  %p912 = getelementptr float, ptr %buf.b, i64 %t911
  %ld913 = load <16 x float>, ptr %p912, align 4
  %v914 = fadd contract <16 x float> %ld913, %t362
  %v915 = sub i64 %size.H, 1
  %v916 = add i64 %v915, 1
  %v917 = mul i64 %n, %v916
  %v918 = add i64 %v917, %t851
  %v919 = sub i64 %size.W, 1
  %v920 = add i64 %v919, 1
  %v921 = mul i64 %v918, %v920
  %v922 = add i64 %v921, %t849
  %v923 = mul i64 %v922, %size.K
  %v924 = add i64 %v923, %t911
  %p925 = getelementptr float, ptr %buf.e0, i64 %v924
  %ld926 = load <16 x float>, ptr %p925, align 4
  %v927 = fadd contract <16 x float> %v914, %ld926
  %v928 = sub i64 %size.H, 1
  %v929 = add i64 %v928, 1
  %v930 = mul i64 %n, %v929
  %v931 = add i64 %v930, %t851
  %v932 = sub i64 %size.W, 1
  %v933 = add i64 %v932, 1
  %v934 = mul i64 %v931, %v933
  %v935 = add i64 %v934, %t849
  %v936 = mul i64 %v935, %size.K
  %v937 = add i64 %v936, %t911
  %p938 = getelementptr float, ptr %buf.y, i64 %v937
  store <16 x float> %v927, ptr %p938, align 4
  %t939 = add i64 %k0, 48
  %p940 = getelementptr float, ptr %buf.b, i64 %t939
  %ld941 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p940, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v942 = fadd contract <16 x float> %ld941, %t363
  %v943 = sub i64 %size.H, 1
  %v944 = add i64 %v943, 1
  %v945 = mul i64 %n, %v944
  %v946 = add i64 %v945, %t851
  %v947 = sub i64 %size.W, 1
  %v948 = add i64 %v947, 1
  %v949 = mul i64 %v946, %v948
  %v950 = add i64 %v949, %t849
  %v951 = mul i64 %v950, %size.K
  %v952 = add i64 %v951, %t939
  %p953 = getelementptr float, ptr %buf.e0, i64 %v952
  %ld954 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p953, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v955 = fadd contract <16 x float> %v942, %ld954
  %v956 = sub i64 %size.H, 1
  %v957 = add i64 %v956, 1
  %v958 = mul i64 %n, %v957
  %v959 = add i64 %v958, %t851
  %v960 = sub i64 %size.W, 1
  %v961 = add i64 %v960, 1
  %v962 = mul i64 %v959, %v961
  %v963 = add i64 %v962, %t849
  %v964 = mul i64 %v963, %size.K
  %v965 = add i64 %v964, %t939
  %p966 = getelementptr float, ptr %buf.y, i64 %v965
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v955, ptr align 4 %p966, <16 x i1> %mlast)
  br label %finnext853
finnext853:
  %t967 = add i64 %t849, 1
  %t968 = icmp sge i64 %t967, %t369
  %t969 = select i1 %t968, i64 0, i64 %t967
  %t970 = zext i1 %t968 to i64
  %t971 = add i64 %t851, %t970
  %t974 = icmp slt i64 5, %t10
  br i1 %t974, label %fin972, label %finnext973
fin972:
  %t975 = add i64 %k0, 0
  %p976 = getelementptr float, ptr %buf.b, i64 %t975
  %ld977 = load <16 x float>, ptr %p976, align 4
  %v978 = fadd contract <16 x float> %ld977, %t364
  %v979 = sub i64 %size.H, 1
  %v980 = add i64 %v979, 1
  %v981 = mul i64 %n, %v980
  %v982 = add i64 %v981, %t971
  %v983 = sub i64 %size.W, 1
  %v984 = add i64 %v983, 1
  %v985 = mul i64 %v982, %v984
  %v986 = add i64 %v985, %t969
  %v987 = mul i64 %v986, %size.K
  %v988 = add i64 %v987, %t975
  %p989 = getelementptr float, ptr %buf.e0, i64 %v988
  %ld990 = load <16 x float>, ptr %p989, align 4
  %v991 = fadd contract <16 x float> %v978, %ld990
  %v992 = sub i64 %size.H, 1
  %v993 = add i64 %v992, 1
  %v994 = mul i64 %n, %v993
  %v995 = add i64 %v994, %t971
  %v996 = sub i64 %size.W, 1
  %v997 = add i64 %v996, 1
  %v998 = mul i64 %v995, %v997
  %v999 = add i64 %v998, %t969
  %v1000 = mul i64 %v999, %size.K
  %v1001 = add i64 %v1000, %t975
  %p1002 = getelementptr float, ptr %buf.y, i64 %v1001
  store <16 x float> %v991, ptr %p1002, align 4
  %t1003 = add i64 %k0, 16
  %p1004 = getelementptr float, ptr %buf.b, i64 %t1003
  %ld1005 = load <16 x float>, ptr %p1004, align 4
  %v1006 = fadd contract <16 x float> %ld1005, %t365
  %v1007 = sub i64 %size.H, 1
  %v1008 = add i64 %v1007, 1
  %v1009 = mul i64 %n, %v1008
  %v1010 = add i64 %v1009, %t971
  %v1011 = sub i64 %size.W, 1
  %v1012 = add i64 %v1011, 1
  %v1013 = mul i64 %v1010, %v1012
  %v1014 = add i64 %v1013, %t969
  %v1015 = mul i64 %v1014, %size.K
  %v1016 = add i64 %v1015, %t1003
  %p1017 = getelementptr float, ptr %buf.e0, i64 %v1016
  %ld1018 = load <16 x float>, ptr %p1017, align 4
  %v1019 = fadd contract <16 x float> %v1006, %ld1018
  %v1020 = sub i64 %size.H, 1
  %v1021 = add i64 %v1020, 1
  %v1022 = mul i64 %n, %v1021
  %v1023 = add i64 %v1022, %t971
  %v1024 = sub i64 %size.W, 1
  %v1025 = add i64 %v1024, 1
  %v1026 = mul i64 %v1023, %v1025
  %v1027 = add i64 %v1026, %t969
  %v1028 = mul i64 %v1027, %size.K
  %v1029 = add i64 %v1028, %t1003
  %p1030 = getelementptr float, ptr %buf.y, i64 %v1029
  store <16 x float> %v1019, ptr %p1030, align 4
  %t1031 = add i64 %k0, 32
  %p1032 = getelementptr float, ptr %buf.b, i64 %t1031
  %ld1033 = load <16 x float>, ptr %p1032, align 4
  %v1034 = fadd contract <16 x float> %ld1033, %t366
  %v1035 = sub i64 %size.H, 1
  %v1036 = add i64 %v1035, 1
  %v1037 = mul i64 %n, %v1036
  %v1038 = add i64 %v1037, %t971
  %v1039 = sub i64 %size.W, 1
  %v1040 = add i64 %v1039, 1
  %v1041 = mul i64 %v1038, %v1040
  %v1042 = add i64 %v1041, %t969
  %v1043 = mul i64 %v1042, %size.K
  %v1044 = add i64 %v1043, %t1031
  %p1045 = getelementptr float, ptr %buf.e0, i64 %v1044
  %ld1046 = load <16 x float>, ptr %p1045, align 4
  %v1047 = fadd contract <16 x float> %v1034, %ld1046
  %v1048 = sub i64 %size.H, 1
  %v1049 = add i64 %v1048, 1
  %v1050 = mul i64 %n, %v1049
  %v1051 = add i64 %v1050, %t971
  %v1052 = sub i64 %size.W, 1
  %v1053 = add i64 %v1052, 1
  %v1054 = mul i64 %v1051, %v1053
  %v1055 = add i64 %v1054, %t969
  %v1056 = mul i64 %v1055, %size.K
  %v1057 = add i64 %v1056, %t1031
  %p1058 = getelementptr float, ptr %buf.y, i64 %v1057
  store <16 x float> %v1047, ptr %p1058, align 4
  %t1059 = add i64 %k0, 48
  %p1060 = getelementptr float, ptr %buf.b, i64 %t1059
  %ld1061 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1060, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1062 = fadd contract <16 x float> %ld1061, %t367
  %v1063 = sub i64 %size.H, 1
  %v1064 = add i64 %v1063, 1
  %v1065 = mul i64 %n, %v1064
  %v1066 = add i64 %v1065, %t971
  %v1067 = sub i64 %size.W, 1
  %v1068 = add i64 %v1067, 1
  %v1069 = mul i64 %v1066, %v1068
  %v1070 = add i64 %v1069, %t969
  %v1071 = mul i64 %v1070, %size.K
  %v1072 = add i64 %v1071, %t1059
  %p1073 = getelementptr float, ptr %buf.e0, i64 %v1072
  %ld1074 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1073, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1075 = fadd contract <16 x float> %v1062, %ld1074
  %v1076 = sub i64 %size.H, 1
  %v1077 = add i64 %v1076, 1
  %v1078 = mul i64 %n, %v1077
  %v1079 = add i64 %v1078, %t971
  %v1080 = sub i64 %size.W, 1
  %v1081 = add i64 %v1080, 1
  %v1082 = mul i64 %v1079, %v1081
  %v1083 = add i64 %v1082, %t969
  %v1084 = mul i64 %v1083, %size.K
  %v1085 = add i64 %v1084, %t1059
  %p1086 = getelementptr float, ptr %buf.y, i64 %v1085
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1075, ptr align 4 %p1086, <16 x i1> %mlast)
  br label %finnext973
finnext973:
  br label %tile.next
partial:
  %t1089 = icmp slt i64 0, %t10
  br i1 %t1089, label %store1087, label %next1088
store1087:
  %t1090 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t344, ptr %t1090, align 4
  %t1091 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t345, ptr %t1091, align 4
  %t1092 = getelementptr float, ptr %t26, i64 32
  store <16 x float> %t346, ptr %t1092, align 4
  %t1093 = getelementptr float, ptr %t26, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t347, ptr align 4 %t1093, <16 x i1> %mlast)
  br label %next1088
next1088:
  %t1096 = icmp slt i64 1, %t10
  br i1 %t1096, label %store1094, label %next1095
store1094:
  %t1097 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t348, ptr %t1097, align 4
  %t1098 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t349, ptr %t1098, align 4
  %t1099 = getelementptr float, ptr %t28, i64 32
  store <16 x float> %t350, ptr %t1099, align 4
  %t1100 = getelementptr float, ptr %t28, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t351, ptr align 4 %t1100, <16 x i1> %mlast)
  br label %next1095
next1095:
  %t1103 = icmp slt i64 2, %t10
  br i1 %t1103, label %store1101, label %next1102
store1101:
  %t1104 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t352, ptr %t1104, align 4
  %t1105 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t353, ptr %t1105, align 4
  %t1106 = getelementptr float, ptr %t30, i64 32
  store <16 x float> %t354, ptr %t1106, align 4
  %t1107 = getelementptr float, ptr %t30, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t355, ptr align 4 %t1107, <16 x i1> %mlast)
  br label %next1102
next1102:
  %t1110 = icmp slt i64 3, %t10
  br i1 %t1110, label %store1108, label %next1109
store1108:
  %t1111 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t356, ptr %t1111, align 4
  %t1112 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t357, ptr %t1112, align 4
  %t1113 = getelementptr float, ptr %t32, i64 32
  store <16 x float> %t358, ptr %t1113, align 4
  %t1114 = getelementptr float, ptr %t32, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t359, ptr align 4 %t1114, <16 x i1> %mlast)
  br label %next1109
next1109:
  %t1117 = icmp slt i64 4, %t10
  br i1 %t1117, label %store1115, label %next1116
store1115:
  %t1118 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t360, ptr %t1118, align 4
  %t1119 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t361, ptr %t1119, align 4
  %t1120 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %t362, ptr %t1120, align 4
  %t1121 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t363, ptr align 4 %t1121, <16 x i1> %mlast)
  br label %next1116
next1116:
  %t1124 = icmp slt i64 5, %t10
  br i1 %t1124, label %store1122, label %next1123
store1122:
  %t1125 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t364, ptr %t1125, align 4
  %t1126 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t365, ptr %t1126, align 4
  %t1127 = getelementptr float, ptr %t36, i64 32
  store <16 x float> %t366, ptr %t1127, align 4
  %t1128 = getelementptr float, ptr %t36, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t367, ptr align 4 %t1128, <16 x i1> %mlast)
  br label %next1123
next1123:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t1129 = icmp slt i64 %j.next, %ntiles
  br i1 %t1129, label %tile, label %exit
exit:
  ret void
}


define void @"jr.op.conv2d_nhwc_panels_ep_662d1b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c59 = alloca i64
  %c108 = alloca i64
  %c155 = alloca i64
  %c207 = alloca i64
  %c364 = alloca i64
  %c370 = alloca i64
  %c569 = alloca i64
  %c578 = alloca i64
  %t1 = sub i64 %size.H, 1
  %t2 = add i64 %t1, 1
  %t3 = sub i64 %size.W, 1
  %t4 = add i64 %t3, 1
  %t5 = mul i64 %t2, %t4
  %t6 = mul i64 1, 1
  %t7 = add i64 %size.K, 63
  %t8 = sdiv i64 %t7, 64
  %t9 = add i64 %t5, 95
  %t10 = sdiv i64 %t9, 96
  %t11 = mul i64 %t8, %t10
  %t12 = mul i64 %size.N, %t11
  %t13 = icmp slt i64 %range.hi, %t12
  %t14 = select i1 %t13, i64 %range.hi, i64 %t12
  %t15 = icmp sgt i64 %size.C, 1
  %t16 = select i1 %t15, i64 %size.C, i64 1
  %t17 = icmp slt i64 %size.C, 16
  %t18 = mul i64 %t6, %t16
  %t19 = icmp sle i64 %t18, 85
  %t20 = or i1 %t19, %t17
  %t21 = add i64 %t16, 84
  %t22 = sdiv i64 %t21, 85
  %t23 = sub i64 %t22, 1
  %t24 = add i64 %t16, %t23
  %t25 = sdiv i64 %t24, %t22
  %t26 = select i1 %t20, i64 %t16, i64 %t25
  %t27 = sdiv i64 85, %t26
  %t28 = icmp sgt i64 %t27, 1
  %t29 = select i1 %t28, i64 %t27, i64 1
  %t30 = select i1 %t20, i64 %t6, i64 %t29
  %t31 = ptrtoint ptr %scratch to i64
  %t32 = add i64 %t31, 63
  %t33 = and i64 %t32, -64
  %t34 = inttoptr i64 %t33 to ptr
  %t35 = mul i64 %t6, 6
  %t36 = mul i64 %t35, 16
  %t37 = getelementptr ptr, ptr %t34, i64 %t36
  %t38 = add i64 %t6, 1
  %t39 = mul i64 %t38, 16
  %t40 = getelementptr i32, ptr %t37, i64 %t39
  %t41 = getelementptr i32, ptr %t40, i64 16
  %t42 = add i64 1, 1
  %t43 = mul i64 %t42, %size.C
  %t44 = mul i64 %t43, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t41, i8 0, i64 %t44, i1 false)
  %t45 = mul i64 %size.C, %size.P
  %t46 = srem i64 %size.P, 64
  %t47 = icmp eq i64 %t46, 0
  %t48 = mul i64 1, %size.P
  %t49 = icmp sle i64 %size.K, %t48
  %t50 = and i1 %t47, %t49
  br i1 %t50, label %direct51, label %exact52
exact52:
  %t54 = icmp eq i64 %range.lo, 0
  br i1 %t54, label %exact.run53, label %exact.done
exact.run53:
  call void @"jr.op.conv2d_nhwc_panels_ep_662d1b.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, ptr %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct51:
  %t55 = mul i64 %size.C, %size.K
  %t56 = mul i64 %t6, %t55
  %t57 = mul i64 %t56, 4
  %t58 = icmp sgt i64 %t57, 524288
  store i64 %range.lo, ptr %c59
  br label %head60
head60:
  %i63 = load i64, ptr %c59
  %t64 = icmp slt i64 %i63, %t14
  br i1 %t64, label %body61, label %done62
body61:
  %t65 = sdiv i64 %i63, %t11
  %t66 = srem i64 %i63, %t11
  %t67 = sdiv i64 %t66, %t10
  %t68 = srem i64 %t66, %t8
  %t69 = select i1 %t58, i64 %t67, i64 %t68
  %t70 = srem i64 %t66, %t10
  %t71 = sdiv i64 %t66, %t8
  %t72 = select i1 %t58, i64 %t70, i64 %t71
  %t73 = mul i64 %t69, 64
  %t74 = sub i64 %size.K, %t73
  %t75 = icmp slt i64 64, %t74
  %t76 = select i1 %t75, i64 64, i64 %t74
  %t77 = add i64 %t76, 15
  %t78 = sdiv i64 %t77, 16
  %t79 = sub i64 %t78, 1
  %t80 = mul i64 %t79, 16
  %t81 = add i64 %t73, %t80
  %t82 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t81, i64 %size.K)
  %t83 = mul i64 %t72, 96
  %t84 = add i64 %t83, 96
  %t85 = icmp slt i64 %t5, %t84
  %t86 = select i1 %t85, i64 %t5, i64 %t84
  %t87 = sub i64 %t86, %t83
  %t88 = add i64 %t87, 5
  %t89 = sdiv i64 %t88, 6
  %t90 = sdiv i64 %t83, %t4
  %t91 = srem i64 %t83, %t4
  %t92 = sub i64 %size.H, 1
  %t93 = add i64 %t92, 1
  %t94 = sub i64 %size.W, 1
  %t95 = add i64 %t94, 1
  %t96 = mul i64 %t93, %t95
  %t97 = mul i64 %t96, %size.K
  %t98 = mul i64 %t65, %t97
  %t99 = sub i64 %size.W, 1
  %t100 = add i64 %t99, 1
  %t101 = mul i64 %t100, %size.K
  %t102 = mul i64 %t90, %t101
  %t103 = add i64 %t98, %t102
  %t104 = mul i64 %t91, %size.K
  %t105 = add i64 %t103, %t104
  %t106 = add i64 %t105, %t73
  %t107 = getelementptr float, ptr %buf.y, i64 %t106
  store i64 0, ptr %c108
  br label %head109
head109:
  %i112 = load i64, ptr %c108
  %t113 = icmp slt i64 %i112, %t89
  br i1 %t113, label %body110, label %done111
body110:
  %t114 = mul i64 %i112, 6
  %t115 = add i64 %t83, %t114
  %t116 = add i64 %t115, 6
  %t117 = icmp slt i64 %t86, %t116
  %t118 = select i1 %t117, i64 %t86, i64 %t116
  %t119 = sub i64 %t118, 1
  %t120 = add i64 %t115, 0
  %t121 = icmp slt i64 %t120, %t119
  %t122 = select i1 %t121, i64 %t120, i64 %t119
  %t123 = sdiv i64 %t122, %t4
  %t124 = srem i64 %t122, %t4
  %t125 = add i64 %t115, 1
  %t126 = icmp slt i64 %t125, %t119
  %t127 = select i1 %t126, i64 %t125, i64 %t119
  %t128 = sdiv i64 %t127, %t4
  %t129 = srem i64 %t127, %t4
  %t130 = add i64 %t115, 2
  %t131 = icmp slt i64 %t130, %t119
  %t132 = select i1 %t131, i64 %t130, i64 %t119
  %t133 = sdiv i64 %t132, %t4
  %t134 = srem i64 %t132, %t4
  %t135 = add i64 %t115, 3
  %t136 = icmp slt i64 %t135, %t119
  %t137 = select i1 %t136, i64 %t135, i64 %t119
  %t138 = sdiv i64 %t137, %t4
  %t139 = srem i64 %t137, %t4
  %t140 = add i64 %t115, 4
  %t141 = icmp slt i64 %t140, %t119
  %t142 = select i1 %t141, i64 %t140, i64 %t119
  %t143 = sdiv i64 %t142, %t4
  %t144 = srem i64 %t142, %t4
  %t145 = add i64 %t115, 5
  %t146 = icmp slt i64 %t145, %t119
  %t147 = select i1 %t146, i64 %t145, i64 %t119
  %t148 = sdiv i64 %t147, %t4
  %t149 = srem i64 %t147, %t4
  %t150 = mul i64 %i112, %t35
  %t151 = getelementptr ptr, ptr %t34, i64 %t150
  %t152 = mul i64 %i112, %t38
  %t153 = getelementptr i32, ptr %t37, i64 %t152
  %t154 = getelementptr i32, ptr %t40, i64 %i112
  store i32 0, ptr %t153
  store i64 0, ptr %c155
  %t158 = mul i64 %t124, 1
  %t159 = add i64 %t158, 0
  %t160 = icmp ult i64 %t159, %size.W
  %t161 = and i1 %t17, %t160
  %t162 = sub i64 1, 1
  %t163 = add i64 %t159, %t162
  %t164 = icmp ult i64 %t163, %size.W
  %t165 = and i1 %t161, %t164
  %t166 = mul i64 %t129, 1
  %t167 = add i64 %t166, 0
  %t168 = icmp ult i64 %t167, %size.W
  %t169 = and i1 %t165, %t168
  %t170 = sub i64 1, 1
  %t171 = add i64 %t167, %t170
  %t172 = icmp ult i64 %t171, %size.W
  %t173 = and i1 %t169, %t172
  %t174 = mul i64 %t134, 1
  %t175 = add i64 %t174, 0
  %t176 = icmp ult i64 %t175, %size.W
  %t177 = and i1 %t173, %t176
  %t178 = sub i64 1, 1
  %t179 = add i64 %t175, %t178
  %t180 = icmp ult i64 %t179, %size.W
  %t181 = and i1 %t177, %t180
  %t182 = mul i64 %t139, 1
  %t183 = add i64 %t182, 0
  %t184 = icmp ult i64 %t183, %size.W
  %t185 = and i1 %t181, %t184
  %t186 = sub i64 1, 1
  %t187 = add i64 %t183, %t186
  %t188 = icmp ult i64 %t187, %size.W
  %t189 = and i1 %t185, %t188
  %t190 = mul i64 %t144, 1
  %t191 = add i64 %t190, 0
  %t192 = icmp ult i64 %t191, %size.W
  %t193 = and i1 %t189, %t192
  %t194 = sub i64 1, 1
  %t195 = add i64 %t191, %t194
  %t196 = icmp ult i64 %t195, %size.W
  %t197 = and i1 %t193, %t196
  %t198 = mul i64 %t149, 1
  %t199 = add i64 %t198, 0
  %t200 = icmp ult i64 %t199, %size.W
  %t201 = and i1 %t197, %t200
  %t202 = sub i64 1, 1
  %t203 = add i64 %t199, %t202
  %t204 = icmp ult i64 %t203, %size.W
  %t205 = and i1 %t201, %t204
  br i1 %t205, label %byrun206, label %bytap156
byrun206:
  store i64 0, ptr %c207
  br label %head208
head208:
  %i211 = load i64, ptr %c207
  %t212 = icmp slt i64 %i211, 1
  br i1 %t212, label %body209, label %done210
body209:
  %t213 = mul i64 %i211, 6
  %t214 = add i64 %t213, 0
  %t215 = getelementptr ptr, ptr %t151, i64 %t214
  %t216 = load i64, ptr %c155
  %t217 = mul i64 %t123, 1
  %t218 = mul i64 %i211, 1
  %t219 = add i64 %t217, %t218
  %t220 = add i64 %t219, 0
  %t221 = icmp ult i64 %t220, %size.H
  %t222 = mul i64 %size.H, %size.W
  %t223 = mul i64 %t222, %size.C
  %t224 = mul i64 %t65, %t223
  %t225 = add i64 %t123, %i211
  %t226 = mul i64 %size.W, %size.C
  %t227 = mul i64 %t225, %t226
  %t228 = add i64 %t224, %t227
  %t229 = add i64 %t124, 0
  %t230 = mul i64 %t229, %size.C
  %t231 = add i64 %t228, %t230
  %t232 = add i64 %t231, 0
  %t233 = getelementptr float, ptr %buf.x, i64 %t232
  %t234 = select i1 %t221, ptr %t233, ptr %t41
  store ptr %t234, ptr %t215, align 8
  %t235 = xor i1 %t221, true
  %t236 = zext i1 %t235 to i64
  %t237 = add i64 %t216, %t236
  store i64 %t237, ptr %c155
  %t238 = mul i64 %i211, 6
  %t239 = add i64 %t238, 1
  %t240 = getelementptr ptr, ptr %t151, i64 %t239
  %t241 = load i64, ptr %c155
  %t242 = mul i64 %t128, 1
  %t243 = mul i64 %i211, 1
  %t244 = add i64 %t242, %t243
  %t245 = add i64 %t244, 0
  %t246 = icmp ult i64 %t245, %size.H
  %t247 = mul i64 %size.H, %size.W
  %t248 = mul i64 %t247, %size.C
  %t249 = mul i64 %t65, %t248
  %t250 = add i64 %t128, %i211
  %t251 = mul i64 %size.W, %size.C
  %t252 = mul i64 %t250, %t251
  %t253 = add i64 %t249, %t252
  %t254 = add i64 %t129, 0
  %t255 = mul i64 %t254, %size.C
  %t256 = add i64 %t253, %t255
  %t257 = add i64 %t256, 0
  %t258 = getelementptr float, ptr %buf.x, i64 %t257
  %t259 = select i1 %t246, ptr %t258, ptr %t41
  store ptr %t259, ptr %t240, align 8
  %t260 = xor i1 %t246, true
  %t261 = zext i1 %t260 to i64
  %t262 = add i64 %t241, %t261
  store i64 %t262, ptr %c155
  %t263 = mul i64 %i211, 6
  %t264 = add i64 %t263, 2
  %t265 = getelementptr ptr, ptr %t151, i64 %t264
  %t266 = load i64, ptr %c155
  %t267 = mul i64 %t133, 1
  %t268 = mul i64 %i211, 1
  %t269 = add i64 %t267, %t268
  %t270 = add i64 %t269, 0
  %t271 = icmp ult i64 %t270, %size.H
  %t272 = mul i64 %size.H, %size.W
  %t273 = mul i64 %t272, %size.C
  %t274 = mul i64 %t65, %t273
  %t275 = add i64 %t133, %i211
  %t276 = mul i64 %size.W, %size.C
  %t277 = mul i64 %t275, %t276
  %t278 = add i64 %t274, %t277
  %t279 = add i64 %t134, 0
  %t280 = mul i64 %t279, %size.C
  %t281 = add i64 %t278, %t280
  %t282 = add i64 %t281, 0
  %t283 = getelementptr float, ptr %buf.x, i64 %t282
  %t284 = select i1 %t271, ptr %t283, ptr %t41
  store ptr %t284, ptr %t265, align 8
  %t285 = xor i1 %t271, true
  %t286 = zext i1 %t285 to i64
  %t287 = add i64 %t266, %t286
  store i64 %t287, ptr %c155
  %t288 = mul i64 %i211, 6
  %t289 = add i64 %t288, 3
  %t290 = getelementptr ptr, ptr %t151, i64 %t289
  %t291 = load i64, ptr %c155
  %t292 = mul i64 %t138, 1
  %t293 = mul i64 %i211, 1
  %t294 = add i64 %t292, %t293
  %t295 = add i64 %t294, 0
  %t296 = icmp ult i64 %t295, %size.H
  %t297 = mul i64 %size.H, %size.W
  %t298 = mul i64 %t297, %size.C
  %t299 = mul i64 %t65, %t298
  %t300 = add i64 %t138, %i211
  %t301 = mul i64 %size.W, %size.C
  %t302 = mul i64 %t300, %t301
  %t303 = add i64 %t299, %t302
  %t304 = add i64 %t139, 0
  %t305 = mul i64 %t304, %size.C
  %t306 = add i64 %t303, %t305
  %t307 = add i64 %t306, 0
  %t308 = getelementptr float, ptr %buf.x, i64 %t307
  %t309 = select i1 %t296, ptr %t308, ptr %t41
  store ptr %t309, ptr %t290, align 8
  %t310 = xor i1 %t296, true
  %t311 = zext i1 %t310 to i64
  %t312 = add i64 %t291, %t311
  store i64 %t312, ptr %c155
  %t313 = mul i64 %i211, 6
  %t314 = add i64 %t313, 4
  %t315 = getelementptr ptr, ptr %t151, i64 %t314
  %t316 = load i64, ptr %c155
  %t317 = mul i64 %t143, 1
  %t318 = mul i64 %i211, 1
  %t319 = add i64 %t317, %t318
  %t320 = add i64 %t319, 0
  %t321 = icmp ult i64 %t320, %size.H
  %t322 = mul i64 %size.H, %size.W
  %t323 = mul i64 %t322, %size.C
  %t324 = mul i64 %t65, %t323
  %t325 = add i64 %t143, %i211
  %t326 = mul i64 %size.W, %size.C
  %t327 = mul i64 %t325, %t326
  %t328 = add i64 %t324, %t327
  %t329 = add i64 %t144, 0
  %t330 = mul i64 %t329, %size.C
  %t331 = add i64 %t328, %t330
  %t332 = add i64 %t331, 0
  %t333 = getelementptr float, ptr %buf.x, i64 %t332
  %t334 = select i1 %t321, ptr %t333, ptr %t41
  store ptr %t334, ptr %t315, align 8
  %t335 = xor i1 %t321, true
  %t336 = zext i1 %t335 to i64
  %t337 = add i64 %t316, %t336
  store i64 %t337, ptr %c155
  %t338 = mul i64 %i211, 6
  %t339 = add i64 %t338, 5
  %t340 = getelementptr ptr, ptr %t151, i64 %t339
  %t341 = load i64, ptr %c155
  %t342 = mul i64 %t148, 1
  %t343 = mul i64 %i211, 1
  %t344 = add i64 %t342, %t343
  %t345 = add i64 %t344, 0
  %t346 = icmp ult i64 %t345, %size.H
  %t347 = mul i64 %size.H, %size.W
  %t348 = mul i64 %t347, %size.C
  %t349 = mul i64 %t65, %t348
  %t350 = add i64 %t148, %i211
  %t351 = mul i64 %size.W, %size.C
  %t352 = mul i64 %t350, %t351
  %t353 = add i64 %t349, %t352
  %t354 = add i64 %t149, 0
  %t355 = mul i64 %t354, %size.C
  %t356 = add i64 %t353, %t355
  %t357 = add i64 %t356, 0
  %t358 = getelementptr float, ptr %buf.x, i64 %t357
  %t359 = select i1 %t346, ptr %t358, ptr %t41
  store ptr %t359, ptr %t340, align 8
  %t360 = xor i1 %t346, true
  %t361 = zext i1 %t360 to i64
  %t362 = add i64 %t341, %t361
  store i64 %t362, ptr %c155
  %t363 = add nsw i64 %i211, 1
  store i64 %t363, ptr %c207
  br label %head208
done210:
  store i32 1, ptr %t154
  br label %tabled157
bytap156:
  store i64 0, ptr %c364
  br label %head365
head365:
  %i368 = load i64, ptr %c364
  %t369 = icmp slt i64 %i368, 1
  br i1 %t369, label %body366, label %done367
body366:
  store i64 0, ptr %c370
  br label %head371
head371:
  %i374 = load i64, ptr %c370
  %t375 = icmp slt i64 %i374, 1
  br i1 %t375, label %body372, label %done373
body372:
  %t376 = mul i64 %i368, 1
  %t377 = add i64 %t376, %i374
  %t378 = mul i64 %t377, 6
  %t379 = add i64 %t378, 0
  %t380 = getelementptr ptr, ptr %t151, i64 %t379
  %t381 = load i64, ptr %c155
  %t382 = mul i64 %t123, 1
  %t383 = mul i64 %i368, 1
  %t384 = add i64 %t382, %t383
  %t385 = add i64 %t384, 0
  %t386 = icmp ult i64 %t385, %size.H
  %t387 = mul i64 %t124, 1
  %t388 = mul i64 %i374, 1
  %t389 = add i64 %t387, %t388
  %t390 = add i64 %t389, 0
  %t391 = icmp ult i64 %t390, %size.W
  %t392 = and i1 %t386, %t391
  %t393 = mul i64 %size.H, %size.W
  %t394 = mul i64 %t393, %size.C
  %t395 = mul i64 %t65, %t394
  %t396 = add i64 %t123, %i368
  %t397 = mul i64 %size.W, %size.C
  %t398 = mul i64 %t396, %t397
  %t399 = add i64 %t395, %t398
  %t400 = add i64 %t124, %i374
  %t401 = mul i64 %t400, %size.C
  %t402 = add i64 %t399, %t401
  %t403 = add i64 %t402, 0
  %t404 = getelementptr float, ptr %buf.x, i64 %t403
  %t405 = select i1 %t392, ptr %t404, ptr %t41
  store ptr %t405, ptr %t380, align 8
  %t406 = xor i1 %t392, true
  %t407 = zext i1 %t406 to i64
  %t408 = add i64 %t381, %t407
  store i64 %t408, ptr %c155
  %t409 = add i64 %t378, 1
  %t410 = getelementptr ptr, ptr %t151, i64 %t409
  %t411 = load i64, ptr %c155
  %t412 = mul i64 %t128, 1
  %t413 = mul i64 %i368, 1
  %t414 = add i64 %t412, %t413
  %t415 = add i64 %t414, 0
  %t416 = icmp ult i64 %t415, %size.H
  %t417 = mul i64 %t129, 1
  %t418 = mul i64 %i374, 1
  %t419 = add i64 %t417, %t418
  %t420 = add i64 %t419, 0
  %t421 = icmp ult i64 %t420, %size.W
  %t422 = and i1 %t416, %t421
  %t423 = mul i64 %size.H, %size.W
  %t424 = mul i64 %t423, %size.C
  %t425 = mul i64 %t65, %t424
  %t426 = add i64 %t128, %i368
  %t427 = mul i64 %size.W, %size.C
  %t428 = mul i64 %t426, %t427
  %t429 = add i64 %t425, %t428
  %t430 = add i64 %t129, %i374
  %t431 = mul i64 %t430, %size.C
  %t432 = add i64 %t429, %t431
  %t433 = add i64 %t432, 0
  %t434 = getelementptr float, ptr %buf.x, i64 %t433
  %t435 = select i1 %t422, ptr %t434, ptr %t41
  store ptr %t435, ptr %t410, align 8
  %t436 = xor i1 %t422, true
  %t437 = zext i1 %t436 to i64
  %t438 = add i64 %t411, %t437
  store i64 %t438, ptr %c155
  %t439 = add i64 %t378, 2
  %t440 = getelementptr ptr, ptr %t151, i64 %t439
  %t441 = load i64, ptr %c155
  %t442 = mul i64 %t133, 1
  %t443 = mul i64 %i368, 1
  %t444 = add i64 %t442, %t443
  %t445 = add i64 %t444, 0
  %t446 = icmp ult i64 %t445, %size.H
  %t447 = mul i64 %t134, 1
  %t448 = mul i64 %i374, 1
  %t449 = add i64 %t447, %t448
  %t450 = add i64 %t449, 0
  %t451 = icmp ult i64 %t450, %size.W
  %t452 = and i1 %t446, %t451
  %t453 = mul i64 %size.H, %size.W
  %t454 = mul i64 %t453, %size.C
  %t455 = mul i64 %t65, %t454
  %t456 = add i64 %t133, %i368
  %t457 = mul i64 %size.W, %size.C
  %t458 = mul i64 %t456, %t457
  %t459 = add i64 %t455, %t458
  %t460 = add i64 %t134, %i374
  %t461 = mul i64 %t460, %size.C
  %t462 = add i64 %t459, %t461
  %t463 = add i64 %t462, 0
  %t464 = getelementptr float, ptr %buf.x, i64 %t463
  %t465 = select i1 %t452, ptr %t464, ptr %t41
  store ptr %t465, ptr %t440, align 8
  %t466 = xor i1 %t452, true
  %t467 = zext i1 %t466 to i64
  %t468 = add i64 %t441, %t467
  store i64 %t468, ptr %c155
  %t469 = add i64 %t378, 3
  %t470 = getelementptr ptr, ptr %t151, i64 %t469
  %t471 = load i64, ptr %c155
  %t472 = mul i64 %t138, 1
  %t473 = mul i64 %i368, 1
  %t474 = add i64 %t472, %t473
  %t475 = add i64 %t474, 0
  %t476 = icmp ult i64 %t475, %size.H
  %t477 = mul i64 %t139, 1
  %t478 = mul i64 %i374, 1
  %t479 = add i64 %t477, %t478
  %t480 = add i64 %t479, 0
  %t481 = icmp ult i64 %t480, %size.W
  %t482 = and i1 %t476, %t481
  %t483 = mul i64 %size.H, %size.W
  %t484 = mul i64 %t483, %size.C
  %t485 = mul i64 %t65, %t484
  %t486 = add i64 %t138, %i368
  %t487 = mul i64 %size.W, %size.C
  %t488 = mul i64 %t486, %t487
  %t489 = add i64 %t485, %t488
  %t490 = add i64 %t139, %i374
  %t491 = mul i64 %t490, %size.C
  %t492 = add i64 %t489, %t491
  %t493 = add i64 %t492, 0
  %t494 = getelementptr float, ptr %buf.x, i64 %t493
  %t495 = select i1 %t482, ptr %t494, ptr %t41
  store ptr %t495, ptr %t470, align 8
  %t496 = xor i1 %t482, true
  %t497 = zext i1 %t496 to i64
  %t498 = add i64 %t471, %t497
  store i64 %t498, ptr %c155
  %t499 = add i64 %t378, 4
  %t500 = getelementptr ptr, ptr %t151, i64 %t499
  %t501 = load i64, ptr %c155
  %t502 = mul i64 %t143, 1
  %t503 = mul i64 %i368, 1
  %t504 = add i64 %t502, %t503
  %t505 = add i64 %t504, 0
  %t506 = icmp ult i64 %t505, %size.H
  %t507 = mul i64 %t144, 1
  %t508 = mul i64 %i374, 1
  %t509 = add i64 %t507, %t508
  %t510 = add i64 %t509, 0
  %t511 = icmp ult i64 %t510, %size.W
  %t512 = and i1 %t506, %t511
  %t513 = mul i64 %size.H, %size.W
  %t514 = mul i64 %t513, %size.C
  %t515 = mul i64 %t65, %t514
  %t516 = add i64 %t143, %i368
  %t517 = mul i64 %size.W, %size.C
  %t518 = mul i64 %t516, %t517
  %t519 = add i64 %t515, %t518
  %t520 = add i64 %t144, %i374
  %t521 = mul i64 %t520, %size.C
  %t522 = add i64 %t519, %t521
  %t523 = add i64 %t522, 0
  %t524 = getelementptr float, ptr %buf.x, i64 %t523
  %t525 = select i1 %t512, ptr %t524, ptr %t41
  store ptr %t525, ptr %t500, align 8
  %t526 = xor i1 %t512, true
  %t527 = zext i1 %t526 to i64
  %t528 = add i64 %t501, %t527
  store i64 %t528, ptr %c155
  %t529 = add i64 %t378, 5
  %t530 = getelementptr ptr, ptr %t151, i64 %t529
  %t531 = load i64, ptr %c155
  %t532 = mul i64 %t148, 1
  %t533 = mul i64 %i368, 1
  %t534 = add i64 %t532, %t533
  %t535 = add i64 %t534, 0
  %t536 = icmp ult i64 %t535, %size.H
  %t537 = mul i64 %t149, 1
  %t538 = mul i64 %i374, 1
  %t539 = add i64 %t537, %t538
  %t540 = add i64 %t539, 0
  %t541 = icmp ult i64 %t540, %size.W
  %t542 = and i1 %t536, %t541
  %t543 = mul i64 %size.H, %size.W
  %t544 = mul i64 %t543, %size.C
  %t545 = mul i64 %t65, %t544
  %t546 = add i64 %t148, %i368
  %t547 = mul i64 %size.W, %size.C
  %t548 = mul i64 %t546, %t547
  %t549 = add i64 %t545, %t548
  %t550 = add i64 %t149, %i374
  %t551 = mul i64 %t550, %size.C
  %t552 = add i64 %t549, %t551
  %t553 = add i64 %t552, 0
  %t554 = getelementptr float, ptr %buf.x, i64 %t553
  %t555 = select i1 %t542, ptr %t554, ptr %t41
  store ptr %t555, ptr %t530, align 8
  %t556 = xor i1 %t542, true
  %t557 = zext i1 %t556 to i64
  %t558 = add i64 %t531, %t557
  store i64 %t558, ptr %c155
  %t559 = load i64, ptr %c155
  %t560 = trunc i64 %t559 to i32
  %t561 = add i64 %t377, 1
  %t562 = getelementptr i32, ptr %t153, i64 %t561
  store i32 %t560, ptr %t562
  %t563 = add nsw i64 %i374, 1
  store i64 %t563, ptr %c370
  br label %head371
done373:
  %t564 = add nsw i64 %i368, 1
  store i64 %t564, ptr %c364
  br label %head365
done367:
  store i32 0, ptr %t154
  br label %tabled157
tabled157:
  %t565 = load i64, ptr %c155
  %t566 = trunc i64 %t565 to i32
  %t567 = getelementptr i32, ptr %t153, i64 %t6
  store i32 %t566, ptr %t567
  %t568 = add nsw i64 %i112, 1
  store i64 %t568, ptr %c108
  br label %head109
done111:
  store i64 0, ptr %c569
  br label %tbhead570
tbhead570:
  %tb573 = load i64, ptr %c569
  %t574 = icmp slt i64 %tb573, %t6
  br i1 %t574, label %tbbody571, label %tbdone572
tbbody571:
  %t575 = add i64 %tb573, %t30
  %t576 = icmp slt i64 %t6, %t575
  %t577 = select i1 %t576, i64 %t6, i64 %t575
  store i64 0, ptr %c578
  br label %cbhead579
cbhead579:
  %cb582 = load i64, ptr %c578
  %t583 = icmp slt i64 %cb582, %t16
  br i1 %t583, label %cbbody580, label %cbdone581
cbbody580:
  %t584 = sub i64 %size.C, %cb582
  %t585 = icmp slt i64 %t26, %t584
  %t586 = select i1 %t585, i64 %t26, i64 %t584
  %t587 = icmp sgt i64 %tb573, 0
  %t588 = icmp sgt i64 %cb582, 0
  %t589 = or i1 %t587, %t588
  %t590 = icmp eq i64 %t577, %t6
  %t591 = add i64 %cb582, %t586
  %t592 = icmp sge i64 %t591, %size.C
  %t593 = and i1 %t590, %t592
  %t594 = sdiv i64 %tb573, 1
  %t595 = srem i64 %tb573, 1
  %t596 = sdiv i64 %t73, %size.P
  %t597 = srem i64 %t73, %size.P
  %t598 = icmp slt i64 %t597, 0
  %t599 = icmp slt i64 %size.P, 0
  %t600 = icmp ne i1 %t598, %t599
  %t601 = icmp ne i64 %t597, 0
  %t602 = and i1 %t601, %t600
  %t603 = zext i1 %t602 to i64
  %t604 = sub i64 %t596, %t603
  %t605 = mul i64 %size.C, %size.P
  %t606 = mul i64 %t604, %t605
  %t607 = mul i64 %size.C, %size.P
  %t608 = mul i64 %t594, %t607
  %t609 = add i64 %t606, %t608
  %t610 = mul i64 %size.C, %size.P
  %t611 = mul i64 %t595, %t610
  %t612 = add i64 %t609, %t611
  %t613 = mul i64 %cb582, %size.P
  %t614 = add i64 %t612, %t613
  %t615 = sdiv i64 %t73, %size.P
  %t616 = srem i64 %t73, %size.P
  %t617 = icmp slt i64 %t616, 0
  %t618 = icmp slt i64 %size.P, 0
  %t619 = icmp ne i1 %t617, %t618
  %t620 = icmp ne i64 %t616, 0
  %t621 = and i1 %t620, %t619
  %t622 = select i1 %t621, i64 %size.P, i64 0
  %t623 = add i64 %t616, %t622
  %t624 = add i64 %t614, %t623
  %t625 = getelementptr float, ptr %buf.w, i64 %t624
  %t626 = sub i64 %t86, %t83
  %t627 = sub i64 %t89, 1
  %t628 = mul i64 %t627, 6
  %t629 = sub i64 %t626, %t628
  %t630 = mul i64 1, %size.C
  %t631 = mul i64 %t630, %size.P
  %t635 = icmp eq i64 %t78, 1
  br i1 %t635, label %nv1633, label %nvnext634
nv1633:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.1"(ptr %t34, i64 %t35, ptr %t37, i64 %t38, ptr %t40, i64 %t89, i64 %t629, i64 %tb573, i64 %t577, i64 1, i64 %t630, i64 %cb582, i64 %t586, ptr %t625, i64 %t45, i64 %t631, i64 %size.P, ptr %t107, i64 %size.K, i1 %t589, ptr %t41, <16 x i1> %t82, i1 %t593, i64 %t65, i64 %t83, i64 %t73, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called632
nvnext634:
  %t638 = icmp eq i64 %t78, 2
  br i1 %t638, label %nv2636, label %nvnext637
nv2636:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.2"(ptr %t34, i64 %t35, ptr %t37, i64 %t38, ptr %t40, i64 %t89, i64 %t629, i64 %tb573, i64 %t577, i64 1, i64 %t630, i64 %cb582, i64 %t586, ptr %t625, i64 %t45, i64 %t631, i64 %size.P, ptr %t107, i64 %size.K, i1 %t589, ptr %t41, <16 x i1> %t82, i1 %t593, i64 %t65, i64 %t83, i64 %t73, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called632
nvnext637:
  %t641 = icmp eq i64 %t78, 3
  br i1 %t641, label %nv3639, label %nvnext640
nv3639:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.3"(ptr %t34, i64 %t35, ptr %t37, i64 %t38, ptr %t40, i64 %t89, i64 %t629, i64 %tb573, i64 %t577, i64 1, i64 %t630, i64 %cb582, i64 %t586, ptr %t625, i64 %t45, i64 %t631, i64 %size.P, ptr %t107, i64 %size.K, i1 %t589, ptr %t41, <16 x i1> %t82, i1 %t593, i64 %t65, i64 %t83, i64 %t73, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called632
nvnext640:
  %t644 = icmp eq i64 %t78, 4
  br i1 %t644, label %nv4642, label %nvnext643
nv4642:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.4"(ptr %t34, i64 %t35, ptr %t37, i64 %t38, ptr %t40, i64 %t89, i64 %t629, i64 %tb573, i64 %t577, i64 1, i64 %t630, i64 %cb582, i64 %t586, ptr %t625, i64 %t45, i64 %t631, i64 %size.P, ptr %t107, i64 %size.K, i1 %t589, ptr %t41, <16 x i1> %t82, i1 %t593, i64 %t65, i64 %t83, i64 %t73, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called632
nvnext643:
  br label %called632
called632:
  %t645 = add i64 %cb582, %t26
  store i64 %t645, ptr %c578
  br label %cbhead579
cbdone581:
  store i64 %t577, ptr %c569
  br label %tbhead570
tbdone572:
  %t646 = add nsw i64 %i63, 1
  store i64 %t646, ptr %c59
  br label %head60
done62:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
