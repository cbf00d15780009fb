
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

define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.1p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.1b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.2p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.2b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.3p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.3b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.4p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.4b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define void @"jr.op.conv2d_nhwc_panels_ep_662d1b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c43 = alloca i64
  %c67 = alloca i64
  %c110 = alloca i64
  %c121 = alloca i64
  %c154 = alloca i64
  %c156 = alloca i64
  %c206 = alloca i64
  %c364 = alloca i64
  %c601 = alloca i64
  %c609 = alloca i64
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
  %t17 = sdiv i64 1024, %t16
  %t18 = icmp slt i64 %t6, %t17
  %t19 = select i1 %t18, i64 %t6, i64 %t17
  %t20 = icmp sgt i64 %t19, 1
  %t21 = select i1 %t20, i64 %t19, i64 1
  %t22 = icmp slt i64 %size.C, 16
  %t23 = icmp eq i64 %t21, %t6
  %t24 = and i1 %t22, %t23
  %t25 = ptrtoint ptr %scratch to i64
  %t26 = add i64 %t25, 63
  %t27 = and i64 %t26, -64
  %t28 = inttoptr i64 %t27 to ptr
  %t29 = mul i64 %t6, 6
  %t30 = getelementptr ptr, ptr %t28, i64 %t29
  %t31 = add i64 1, 1
  %t32 = mul i64 %t31, %size.C
  %t33 = mul i64 %t32, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t30, i8 0, i64 %t33, i1 false)
  %t34 = srem i64 %size.P, 64
  %t35 = icmp eq i64 %t34, 0
  %t36 = mul i64 1, %size.P
  %t37 = icmp sle i64 %size.K, %t36
  %t38 = and i1 %t35, %t37
  br i1 %t38, label %direct39, label %exact40
exact40:
  %t42 = icmp eq i64 %range.lo, 0
  br i1 %t42, label %exact.run41, label %exact.done
exact.run41:
  call void @"jr.op.conv2d_nhwc_panels_ep_662d1b.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, ptr %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct39:
  store i64 %range.lo, ptr %c43
  br label %head44
head44:
  %i47 = load i64, ptr %c43
  %t48 = icmp slt i64 %i47, %t14
  br i1 %t48, label %body45, label %done46
body45:
  %t49 = sdiv i64 %i47, %t11
  %t50 = srem i64 %i47, %t11
  %t51 = sdiv i64 %t50, %t10
  %t52 = srem i64 %t50, %t10
  %t53 = mul i64 %t51, 64
  %t54 = sub i64 %size.K, %t53
  %t55 = icmp slt i64 64, %t54
  %t56 = select i1 %t55, i64 64, i64 %t54
  %t57 = add i64 %t56, 15
  %t58 = sdiv i64 %t57, 16
  %t59 = sub i64 %t58, 1
  %t60 = mul i64 %t59, 16
  %t61 = add i64 %t53, %t60
  %t62 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t61, i64 %size.K)
  %t63 = mul i64 %t52, 96
  %t64 = add i64 %t63, 96
  %t65 = icmp slt i64 %t5, %t64
  %t66 = select i1 %t65, i64 %t5, i64 %t64
  store i64 0, ptr %c67
  br label %tbhead68
tbhead68:
  %tb71 = load i64, ptr %c67
  %t72 = icmp slt i64 %tb71, %t6
  br i1 %t72, label %tbbody69, label %tbdone70
tbbody69:
  %t73 = add i64 %tb71, %t21
  %t74 = icmp slt i64 %t6, %t73
  %t75 = select i1 %t74, i64 %t6, i64 %t73
  %t76 = icmp sgt i64 %tb71, 0
  %t77 = icmp eq i64 %t75, %t6
  %t78 = sdiv i64 %tb71, 1
  %t79 = srem i64 %tb71, 1
  %t80 = sdiv i64 %t53, %size.P
  %t81 = srem i64 %t53, %size.P
  %t82 = icmp slt i64 %t81, 0
  %t83 = icmp slt i64 %size.P, 0
  %t84 = icmp ne i1 %t82, %t83
  %t85 = icmp ne i64 %t81, 0
  %t86 = and i1 %t85, %t84
  %t87 = zext i1 %t86 to i64
  %t88 = sub i64 %t80, %t87
  %t89 = mul i64 %size.C, %size.P
  %t90 = mul i64 %t88, %t89
  %t91 = mul i64 %size.C, %size.P
  %t92 = mul i64 %t78, %t91
  %t93 = add i64 %t90, %t92
  %t94 = mul i64 %size.C, %size.P
  %t95 = mul i64 %t79, %t94
  %t96 = add i64 %t93, %t95
  %t97 = mul i64 0, %size.P
  %t98 = add i64 %t96, %t97
  %t99 = sdiv i64 %t53, %size.P
  %t100 = srem i64 %t53, %size.P
  %t101 = icmp slt i64 %t100, 0
  %t102 = icmp slt i64 %size.P, 0
  %t103 = icmp ne i1 %t101, %t102
  %t104 = icmp ne i64 %t100, 0
  %t105 = and i1 %t104, %t103
  %t106 = select i1 %t105, i64 %size.P, i64 0
  %t107 = add i64 %t100, %t106
  %t108 = add i64 %t98, %t107
  %t109 = getelementptr float, ptr %buf.w, i64 %t108
  store i64 %t63, ptr %c110
  br label %head111
head111:
  %i114 = load i64, ptr %c110
  %t115 = icmp slt i64 %i114, %t66
  br i1 %t115, label %body112, label %done113
body112:
  %t116 = sub i64 %t66, %i114
  %t117 = icmp slt i64 6, %t116
  %t118 = select i1 %t117, i64 6, i64 %t116
  %t119 = sub i64 %t118, 1
  %t120 = add i64 %i114, %t119
  store i64 0, ptr %c121
  %t122 = add i64 %i114, 0
  %t123 = icmp slt i64 %t122, %t120
  %t124 = select i1 %t123, i64 %t122, i64 %t120
  %t125 = sdiv i64 %t124, %t4
  %t126 = srem i64 %t124, %t4
  %t127 = add i64 %i114, 1
  %t128 = icmp slt i64 %t127, %t120
  %t129 = select i1 %t128, i64 %t127, i64 %t120
  %t130 = sdiv i64 %t129, %t4
  %t131 = srem i64 %t129, %t4
  %t132 = add i64 %i114, 2
  %t133 = icmp slt i64 %t132, %t120
  %t134 = select i1 %t133, i64 %t132, i64 %t120
  %t135 = sdiv i64 %t134, %t4
  %t136 = srem i64 %t134, %t4
  %t137 = add i64 %i114, 3
  %t138 = icmp slt i64 %t137, %t120
  %t139 = select i1 %t138, i64 %t137, i64 %t120
  %t140 = sdiv i64 %t139, %t4
  %t141 = srem i64 %t139, %t4
  %t142 = add i64 %i114, 4
  %t143 = icmp slt i64 %t142, %t120
  %t144 = select i1 %t143, i64 %t142, i64 %t120
  %t145 = sdiv i64 %t144, %t4
  %t146 = srem i64 %t144, %t4
  %t147 = add i64 %i114, 5
  %t148 = icmp slt i64 %t147, %t120
  %t149 = select i1 %t148, i64 %t147, i64 %t120
  %t150 = sdiv i64 %t149, %t4
  %t151 = srem i64 %t149, %t4
  store i64 %size.C, ptr %c154
  %t155 = sub i64 %t75, %tb71
  store i64 %t155, ptr %c156
  %t157 = mul i64 %t126, 1
  %t158 = add i64 %t157, 0
  %t159 = icmp ult i64 %t158, %size.W
  %t160 = and i1 %t24, %t159
  %t161 = sub i64 1, 1
  %t162 = add i64 %t158, %t161
  %t163 = icmp ult i64 %t162, %size.W
  %t164 = and i1 %t160, %t163
  %t165 = mul i64 %t131, 1
  %t166 = add i64 %t165, 0
  %t167 = icmp ult i64 %t166, %size.W
  %t168 = and i1 %t164, %t167
  %t169 = sub i64 1, 1
  %t170 = add i64 %t166, %t169
  %t171 = icmp ult i64 %t170, %size.W
  %t172 = and i1 %t168, %t171
  %t173 = mul i64 %t136, 1
  %t174 = add i64 %t173, 0
  %t175 = icmp ult i64 %t174, %size.W
  %t176 = and i1 %t172, %t175
  %t177 = sub i64 1, 1
  %t178 = add i64 %t174, %t177
  %t179 = icmp ult i64 %t178, %size.W
  %t180 = and i1 %t176, %t179
  %t181 = mul i64 %t141, 1
  %t182 = add i64 %t181, 0
  %t183 = icmp ult i64 %t182, %size.W
  %t184 = and i1 %t180, %t183
  %t185 = sub i64 1, 1
  %t186 = add i64 %t182, %t185
  %t187 = icmp ult i64 %t186, %size.W
  %t188 = and i1 %t184, %t187
  %t189 = mul i64 %t146, 1
  %t190 = add i64 %t189, 0
  %t191 = icmp ult i64 %t190, %size.W
  %t192 = and i1 %t188, %t191
  %t193 = sub i64 1, 1
  %t194 = add i64 %t190, %t193
  %t195 = icmp ult i64 %t194, %size.W
  %t196 = and i1 %t192, %t195
  %t197 = mul i64 %t151, 1
  %t198 = add i64 %t197, 0
  %t199 = icmp ult i64 %t198, %size.W
  %t200 = and i1 %t196, %t199
  %t201 = sub i64 1, 1
  %t202 = add i64 %t198, %t201
  %t203 = icmp ult i64 %t202, %size.W
  %t204 = and i1 %t200, %t203
  br i1 %t204, label %byrun205, label %bytap152
byrun205:
  store i64 0, ptr %c206
  br label %head207
head207:
  %i210 = load i64, ptr %c206
  %t211 = icmp slt i64 %i210, 1
  br i1 %t211, label %body208, label %done209
body208:
  %t212 = mul i64 %t125, 1
  %t213 = mul i64 %i210, 1
  %t214 = add i64 %t212, %t213
  %t215 = add i64 %t214, 0
  %t216 = icmp ult i64 %t215, %size.H
  %t217 = mul i64 %size.H, %size.W
  %t218 = mul i64 %t217, %size.C
  %t219 = mul i64 %t49, %t218
  %t220 = add i64 %t125, %i210
  %t221 = mul i64 %size.W, %size.C
  %t222 = mul i64 %t220, %t221
  %t223 = add i64 %t219, %t222
  %t224 = add i64 %t126, 0
  %t225 = mul i64 %t224, %size.C
  %t226 = add i64 %t223, %t225
  %t227 = add i64 %t226, 0
  %t228 = getelementptr float, ptr %buf.x, i64 %t227
  %t229 = mul i64 %i210, 6
  %t230 = add i64 %t229, 0
  %t231 = getelementptr ptr, ptr %t28, i64 %t230
  %t232 = select i1 %t216, ptr %t228, ptr %t30
  store ptr %t232, ptr %t231, align 8
  %t233 = xor i1 %t216, true
  %t234 = zext i1 %t233 to i64
  %t235 = load i64, ptr %c121
  %t236 = or i64 %t235, %t234
  store i64 %t236, ptr %c121
  %t237 = mul i64 %t130, 1
  %t238 = mul i64 %i210, 1
  %t239 = add i64 %t237, %t238
  %t240 = add i64 %t239, 0
  %t241 = icmp ult i64 %t240, %size.H
  %t242 = mul i64 %size.H, %size.W
  %t243 = mul i64 %t242, %size.C
  %t244 = mul i64 %t49, %t243
  %t245 = add i64 %t130, %i210
  %t246 = mul i64 %size.W, %size.C
  %t247 = mul i64 %t245, %t246
  %t248 = add i64 %t244, %t247
  %t249 = add i64 %t131, 0
  %t250 = mul i64 %t249, %size.C
  %t251 = add i64 %t248, %t250
  %t252 = add i64 %t251, 0
  %t253 = getelementptr float, ptr %buf.x, i64 %t252
  %t254 = mul i64 %i210, 6
  %t255 = add i64 %t254, 1
  %t256 = getelementptr ptr, ptr %t28, i64 %t255
  %t257 = select i1 %t241, ptr %t253, ptr %t30
  store ptr %t257, ptr %t256, align 8
  %t258 = xor i1 %t241, true
  %t259 = zext i1 %t258 to i64
  %t260 = load i64, ptr %c121
  %t261 = or i64 %t260, %t259
  store i64 %t261, ptr %c121
  %t262 = mul i64 %t135, 1
  %t263 = mul i64 %i210, 1
  %t264 = add i64 %t262, %t263
  %t265 = add i64 %t264, 0
  %t266 = icmp ult i64 %t265, %size.H
  %t267 = mul i64 %size.H, %size.W
  %t268 = mul i64 %t267, %size.C
  %t269 = mul i64 %t49, %t268
  %t270 = add i64 %t135, %i210
  %t271 = mul i64 %size.W, %size.C
  %t272 = mul i64 %t270, %t271
  %t273 = add i64 %t269, %t272
  %t274 = add i64 %t136, 0
  %t275 = mul i64 %t274, %size.C
  %t276 = add i64 %t273, %t275
  %t277 = add i64 %t276, 0
  %t278 = getelementptr float, ptr %buf.x, i64 %t277
  %t279 = mul i64 %i210, 6
  %t280 = add i64 %t279, 2
  %t281 = getelementptr ptr, ptr %t28, i64 %t280
  %t282 = select i1 %t266, ptr %t278, ptr %t30
  store ptr %t282, ptr %t281, align 8
  %t283 = xor i1 %t266, true
  %t284 = zext i1 %t283 to i64
  %t285 = load i64, ptr %c121
  %t286 = or i64 %t285, %t284
  store i64 %t286, ptr %c121
  %t287 = mul i64 %t140, 1
  %t288 = mul i64 %i210, 1
  %t289 = add i64 %t287, %t288
  %t290 = add i64 %t289, 0
  %t291 = icmp ult i64 %t290, %size.H
  %t292 = mul i64 %size.H, %size.W
  %t293 = mul i64 %t292, %size.C
  %t294 = mul i64 %t49, %t293
  %t295 = add i64 %t140, %i210
  %t296 = mul i64 %size.W, %size.C
  %t297 = mul i64 %t295, %t296
  %t298 = add i64 %t294, %t297
  %t299 = add i64 %t141, 0
  %t300 = mul i64 %t299, %size.C
  %t301 = add i64 %t298, %t300
  %t302 = add i64 %t301, 0
  %t303 = getelementptr float, ptr %buf.x, i64 %t302
  %t304 = mul i64 %i210, 6
  %t305 = add i64 %t304, 3
  %t306 = getelementptr ptr, ptr %t28, i64 %t305
  %t307 = select i1 %t291, ptr %t303, ptr %t30
  store ptr %t307, ptr %t306, align 8
  %t308 = xor i1 %t291, true
  %t309 = zext i1 %t308 to i64
  %t310 = load i64, ptr %c121
  %t311 = or i64 %t310, %t309
  store i64 %t311, ptr %c121
  %t312 = mul i64 %t145, 1
  %t313 = mul i64 %i210, 1
  %t314 = add i64 %t312, %t313
  %t315 = add i64 %t314, 0
  %t316 = icmp ult i64 %t315, %size.H
  %t317 = mul i64 %size.H, %size.W
  %t318 = mul i64 %t317, %size.C
  %t319 = mul i64 %t49, %t318
  %t320 = add i64 %t145, %i210
  %t321 = mul i64 %size.W, %size.C
  %t322 = mul i64 %t320, %t321
  %t323 = add i64 %t319, %t322
  %t324 = add i64 %t146, 0
  %t325 = mul i64 %t324, %size.C
  %t326 = add i64 %t323, %t325
  %t327 = add i64 %t326, 0
  %t328 = getelementptr float, ptr %buf.x, i64 %t327
  %t329 = mul i64 %i210, 6
  %t330 = add i64 %t329, 4
  %t331 = getelementptr ptr, ptr %t28, i64 %t330
  %t332 = select i1 %t316, ptr %t328, ptr %t30
  store ptr %t332, ptr %t331, align 8
  %t333 = xor i1 %t316, true
  %t334 = zext i1 %t333 to i64
  %t335 = load i64, ptr %c121
  %t336 = or i64 %t335, %t334
  store i64 %t336, ptr %c121
  %t337 = mul i64 %t150, 1
  %t338 = mul i64 %i210, 1
  %t339 = add i64 %t337, %t338
  %t340 = add i64 %t339, 0
  %t341 = icmp ult i64 %t340, %size.H
  %t342 = mul i64 %size.H, %size.W
  %t343 = mul i64 %t342, %size.C
  %t344 = mul i64 %t49, %t343
  %t345 = add i64 %t150, %i210
  %t346 = mul i64 %size.W, %size.C
  %t347 = mul i64 %t345, %t346
  %t348 = add i64 %t344, %t347
  %t349 = add i64 %t151, 0
  %t350 = mul i64 %t349, %size.C
  %t351 = add i64 %t348, %t350
  %t352 = add i64 %t351, 0
  %t353 = getelementptr float, ptr %buf.x, i64 %t352
  %t354 = mul i64 %i210, 6
  %t355 = add i64 %t354, 5
  %t356 = getelementptr ptr, ptr %t28, i64 %t355
  %t357 = select i1 %t341, ptr %t353, ptr %t30
  store ptr %t357, ptr %t356, align 8
  %t358 = xor i1 %t341, true
  %t359 = zext i1 %t358 to i64
  %t360 = load i64, ptr %c121
  %t361 = or i64 %t360, %t359
  store i64 %t361, ptr %c121
  %t362 = add nsw i64 %i210, 1
  store i64 %t362, ptr %c206
  br label %head207
done209:
  %t363 = mul i64 1, %size.C
  store i64 %t363, ptr %c154
  store i64 1, ptr %c156
  br label %indirect153
bytap152:
  store i64 %tb71, ptr %c364
  br label %head365
head365:
  %i368 = load i64, ptr %c364
  %t369 = icmp slt i64 %i368, %t75
  br i1 %t369, label %body366, label %done367
body366:
  %t370 = sdiv i64 %i368, 1
  %t371 = srem i64 %i368, 1
  %t372 = sub i64 %i368, %tb71
  %t373 = mul i64 %t372, 6
  %t374 = mul i64 %t125, 1
  %t375 = mul i64 %t370, 1
  %t376 = add i64 %t374, %t375
  %t377 = add i64 %t376, 0
  %t378 = mul i64 %t126, 1
  %t379 = mul i64 %t371, 1
  %t380 = add i64 %t378, %t379
  %t381 = add i64 %t380, 0
  %t382 = icmp ult i64 %t377, %size.H
  %t383 = icmp ult i64 %t381, %size.W
  %t384 = and i1 %t382, %t383
  %t385 = mul i64 %size.H, %size.W
  %t386 = mul i64 %t385, %size.C
  %t387 = mul i64 %t49, %t386
  %t388 = add i64 %t125, %t370
  %t389 = mul i64 %size.W, %size.C
  %t390 = mul i64 %t388, %t389
  %t391 = add i64 %t387, %t390
  %t392 = add i64 %t126, %t371
  %t393 = mul i64 %t392, %size.C
  %t394 = add i64 %t391, %t393
  %t395 = add i64 %t394, 0
  %t396 = getelementptr float, ptr %buf.x, i64 %t395
  %t397 = select i1 %t384, ptr %t396, ptr %t30
  %t398 = add i64 %t373, 0
  %t399 = getelementptr ptr, ptr %t28, i64 %t398
  store ptr %t397, ptr %t399, align 8
  %t400 = xor i1 %t384, true
  %t401 = zext i1 %t400 to i64
  %t402 = load i64, ptr %c121
  %t403 = or i64 %t402, %t401
  store i64 %t403, ptr %c121
  %t404 = mul i64 %t130, 1
  %t405 = mul i64 %t370, 1
  %t406 = add i64 %t404, %t405
  %t407 = add i64 %t406, 0
  %t408 = mul i64 %t131, 1
  %t409 = mul i64 %t371, 1
  %t410 = add i64 %t408, %t409
  %t411 = add i64 %t410, 0
  %t412 = icmp ult i64 %t407, %size.H
  %t413 = icmp ult i64 %t411, %size.W
  %t414 = and i1 %t412, %t413
  %t415 = mul i64 %size.H, %size.W
  %t416 = mul i64 %t415, %size.C
  %t417 = mul i64 %t49, %t416
  %t418 = add i64 %t130, %t370
  %t419 = mul i64 %size.W, %size.C
  %t420 = mul i64 %t418, %t419
  %t421 = add i64 %t417, %t420
  %t422 = add i64 %t131, %t371
  %t423 = mul i64 %t422, %size.C
  %t424 = add i64 %t421, %t423
  %t425 = add i64 %t424, 0
  %t426 = getelementptr float, ptr %buf.x, i64 %t425
  %t427 = select i1 %t414, ptr %t426, ptr %t30
  %t428 = add i64 %t373, 1
  %t429 = getelementptr ptr, ptr %t28, i64 %t428
  store ptr %t427, ptr %t429, align 8
  %t430 = xor i1 %t414, true
  %t431 = zext i1 %t430 to i64
  %t432 = load i64, ptr %c121
  %t433 = or i64 %t432, %t431
  store i64 %t433, ptr %c121
  %t434 = mul i64 %t135, 1
  %t435 = mul i64 %t370, 1
  %t436 = add i64 %t434, %t435
  %t437 = add i64 %t436, 0
  %t438 = mul i64 %t136, 1
  %t439 = mul i64 %t371, 1
  %t440 = add i64 %t438, %t439
  %t441 = add i64 %t440, 0
  %t442 = icmp ult i64 %t437, %size.H
  %t443 = icmp ult i64 %t441, %size.W
  %t444 = and i1 %t442, %t443
  %t445 = mul i64 %size.H, %size.W
  %t446 = mul i64 %t445, %size.C
  %t447 = mul i64 %t49, %t446
  %t448 = add i64 %t135, %t370
  %t449 = mul i64 %size.W, %size.C
  %t450 = mul i64 %t448, %t449
  %t451 = add i64 %t447, %t450
  %t452 = add i64 %t136, %t371
  %t453 = mul i64 %t452, %size.C
  %t454 = add i64 %t451, %t453
  %t455 = add i64 %t454, 0
  %t456 = getelementptr float, ptr %buf.x, i64 %t455
  %t457 = select i1 %t444, ptr %t456, ptr %t30
  %t458 = add i64 %t373, 2
  %t459 = getelementptr ptr, ptr %t28, i64 %t458
  store ptr %t457, ptr %t459, align 8
  %t460 = xor i1 %t444, true
  %t461 = zext i1 %t460 to i64
  %t462 = load i64, ptr %c121
  %t463 = or i64 %t462, %t461
  store i64 %t463, ptr %c121
  %t464 = mul i64 %t140, 1
  %t465 = mul i64 %t370, 1
  %t466 = add i64 %t464, %t465
  %t467 = add i64 %t466, 0
  %t468 = mul i64 %t141, 1
  %t469 = mul i64 %t371, 1
  %t470 = add i64 %t468, %t469
  %t471 = add i64 %t470, 0
  %t472 = icmp ult i64 %t467, %size.H
  %t473 = icmp ult i64 %t471, %size.W
  %t474 = and i1 %t472, %t473
  %t475 = mul i64 %size.H, %size.W
  %t476 = mul i64 %t475, %size.C
  %t477 = mul i64 %t49, %t476
  %t478 = add i64 %t140, %t370
  %t479 = mul i64 %size.W, %size.C
  %t480 = mul i64 %t478, %t479
  %t481 = add i64 %t477, %t480
  %t482 = add i64 %t141, %t371
  %t483 = mul i64 %t482, %size.C
  %t484 = add i64 %t481, %t483
  %t485 = add i64 %t484, 0
  %t486 = getelementptr float, ptr %buf.x, i64 %t485
  %t487 = select i1 %t474, ptr %t486, ptr %t30
  %t488 = add i64 %t373, 3
  %t489 = getelementptr ptr, ptr %t28, i64 %t488
  store ptr %t487, ptr %t489, align 8
  %t490 = xor i1 %t474, true
  %t491 = zext i1 %t490 to i64
  %t492 = load i64, ptr %c121
  %t493 = or i64 %t492, %t491
  store i64 %t493, ptr %c121
  %t494 = mul i64 %t145, 1
  %t495 = mul i64 %t370, 1
  %t496 = add i64 %t494, %t495
  %t497 = add i64 %t496, 0
  %t498 = mul i64 %t146, 1
  %t499 = mul i64 %t371, 1
  %t500 = add i64 %t498, %t499
  %t501 = add i64 %t500, 0
  %t502 = icmp ult i64 %t497, %size.H
  %t503 = icmp ult i64 %t501, %size.W
  %t504 = and i1 %t502, %t503
  %t505 = mul i64 %size.H, %size.W
  %t506 = mul i64 %t505, %size.C
  %t507 = mul i64 %t49, %t506
  %t508 = add i64 %t145, %t370
  %t509 = mul i64 %size.W, %size.C
  %t510 = mul i64 %t508, %t509
  %t511 = add i64 %t507, %t510
  %t512 = add i64 %t146, %t371
  %t513 = mul i64 %t512, %size.C
  %t514 = add i64 %t511, %t513
  %t515 = add i64 %t514, 0
  %t516 = getelementptr float, ptr %buf.x, i64 %t515
  %t517 = select i1 %t504, ptr %t516, ptr %t30
  %t518 = add i64 %t373, 4
  %t519 = getelementptr ptr, ptr %t28, i64 %t518
  store ptr %t517, ptr %t519, align 8
  %t520 = xor i1 %t504, true
  %t521 = zext i1 %t520 to i64
  %t522 = load i64, ptr %c121
  %t523 = or i64 %t522, %t521
  store i64 %t523, ptr %c121
  %t524 = mul i64 %t150, 1
  %t525 = mul i64 %t370, 1
  %t526 = add i64 %t524, %t525
  %t527 = add i64 %t526, 0
  %t528 = mul i64 %t151, 1
  %t529 = mul i64 %t371, 1
  %t530 = add i64 %t528, %t529
  %t531 = add i64 %t530, 0
  %t532 = icmp ult i64 %t527, %size.H
  %t533 = icmp ult i64 %t531, %size.W
  %t534 = and i1 %t532, %t533
  %t535 = mul i64 %size.H, %size.W
  %t536 = mul i64 %t535, %size.C
  %t537 = mul i64 %t49, %t536
  %t538 = add i64 %t150, %t370
  %t539 = mul i64 %size.W, %size.C
  %t540 = mul i64 %t538, %t539
  %t541 = add i64 %t537, %t540
  %t542 = add i64 %t151, %t371
  %t543 = mul i64 %t542, %size.C
  %t544 = add i64 %t541, %t543
  %t545 = add i64 %t544, 0
  %t546 = getelementptr float, ptr %buf.x, i64 %t545
  %t547 = select i1 %t534, ptr %t546, ptr %t30
  %t548 = add i64 %t373, 5
  %t549 = getelementptr ptr, ptr %t28, i64 %t548
  store ptr %t547, ptr %t549, align 8
  %t550 = xor i1 %t534, true
  %t551 = zext i1 %t550 to i64
  %t552 = load i64, ptr %c121
  %t553 = or i64 %t552, %t551
  store i64 %t553, ptr %c121
  %t554 = add nsw i64 %i368, 1
  store i64 %t554, ptr %c364
  br label %head365
done367:
  br label %indirect153
indirect153:
  %t555 = sdiv i64 %i114, %t4
  %t556 = srem i64 %i114, %t4
  %t557 = sub i64 %size.H, 1
  %t558 = add i64 %t557, 1
  %t559 = sub i64 %size.W, 1
  %t560 = add i64 %t559, 1
  %t561 = mul i64 %t558, %t560
  %t562 = mul i64 %t561, %size.K
  %t563 = mul i64 %t49, %t562
  %t564 = sub i64 %size.W, 1
  %t565 = add i64 %t564, 1
  %t566 = mul i64 %t565, %size.K
  %t567 = mul i64 %t555, %t566
  %t568 = add i64 %t563, %t567
  %t569 = mul i64 %t556, %size.K
  %t570 = add i64 %t568, %t569
  %t571 = add i64 %t570, %t53
  %t572 = getelementptr float, ptr %buf.y, i64 %t571
  %t573 = load i64, ptr %c156
  %t574 = load i64, ptr %c121
  %t575 = icmp ne i64 %t574, 0
  %t576 = load i64, ptr %c154
  %t580 = icmp eq i64 %t58, 1
  br i1 %t580, label %nv1578, label %nvnext579
nv1578:
  br i1 %t575, label %border582, label %plain581
plain581:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.1p"(ptr %t28, i64 %t573, i64 %t576, ptr %t109, i64 %size.P, ptr %t572, i64 %size.K, i64 %t118, i1 %t76, ptr %t30, <16 x i1> %t62)
  br label %called577
border582:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.1b"(ptr %t28, i64 %t573, i64 %t576, ptr %t109, i64 %size.P, ptr %t572, i64 %size.K, i64 %t118, i1 %t76, ptr %t30, <16 x i1> %t62)
  br label %called577
nvnext579:
  %t585 = icmp eq i64 %t58, 2
  br i1 %t585, label %nv2583, label %nvnext584
nv2583:
  br i1 %t575, label %border587, label %plain586
plain586:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.2p"(ptr %t28, i64 %t573, i64 %t576, ptr %t109, i64 %size.P, ptr %t572, i64 %size.K, i64 %t118, i1 %t76, ptr %t30, <16 x i1> %t62)
  br label %called577
border587:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.2b"(ptr %t28, i64 %t573, i64 %t576, ptr %t109, i64 %size.P, ptr %t572, i64 %size.K, i64 %t118, i1 %t76, ptr %t30, <16 x i1> %t62)
  br label %called577
nvnext584:
  %t590 = icmp eq i64 %t58, 3
  br i1 %t590, label %nv3588, label %nvnext589
nv3588:
  br i1 %t575, label %border592, label %plain591
plain591:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.3p"(ptr %t28, i64 %t573, i64 %t576, ptr %t109, i64 %size.P, ptr %t572, i64 %size.K, i64 %t118, i1 %t76, ptr %t30, <16 x i1> %t62)
  br label %called577
border592:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.3b"(ptr %t28, i64 %t573, i64 %t576, ptr %t109, i64 %size.P, ptr %t572, i64 %size.K, i64 %t118, i1 %t76, ptr %t30, <16 x i1> %t62)
  br label %called577
nvnext589:
  %t595 = icmp eq i64 %t58, 4
  br i1 %t595, label %nv4593, label %nvnext594
nv4593:
  br i1 %t575, label %border597, label %plain596
plain596:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.4p"(ptr %t28, i64 %t573, i64 %t576, ptr %t109, i64 %size.P, ptr %t572, i64 %size.K, i64 %t118, i1 %t76, ptr %t30, <16 x i1> %t62)
  br label %called577
border597:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.4b"(ptr %t28, i64 %t573, i64 %t576, ptr %t109, i64 %size.P, ptr %t572, i64 %size.K, i64 %t118, i1 %t76, ptr %t30, <16 x i1> %t62)
  br label %called577
nvnext594:
  br label %called577
called577:
  br i1 %t77, label %finish598, label %finished599
finish598:
  %t600 = add i64 %i114, %t118
  store i64 %i114, ptr %c601
  br label %head602
head602:
  %i605 = load i64, ptr %c601
  %t606 = icmp slt i64 %i605, %t600
  br i1 %t606, label %body603, label %done604
body603:
  %t607 = sdiv i64 %i605, %t4
  %t608 = srem i64 %i605, %t4
  store i64 0, ptr %c609
  br label %head610
head610:
  %i613 = load i64, ptr %c609
  %t614 = icmp slt i64 %i613, %t58
  br i1 %t614, label %body611, label %done612
body611:
  %t615 = mul i64 %i613, 16
  %t616 = add i64 %t53, %t615
  %t617 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t616, i64 %size.K)
  %t618 = sub i64 %size.H, 1
  %t619 = add i64 %t618, 1
  %t620 = sub i64 %size.W, 1
  %t621 = add i64 %t620, 1
  %t622 = mul i64 %t619, %t621
  %t623 = mul i64 %t622, %size.K
  %t624 = mul i64 %t49, %t623
  %t625 = sub i64 %size.W, 1
  %t626 = add i64 %t625, 1
  %t627 = mul i64 %t626, %size.K
  %t628 = mul i64 %t607, %t627
  %t629 = add i64 %t624, %t628
  %t630 = mul i64 %t608, %size.K
  %t631 = add i64 %t629, %t630
  %t632 = add i64 %t631, %t616
  %t633 = getelementptr float, ptr %buf.y, i64 %t632
  %t634 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t633, <16 x i1> %t617, <16 x float> zeroinitializer)
  %p635 = getelementptr float, ptr %buf.b, i64 %t616
  %ld636 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p635, <16 x i1> %t617, <16 x float> zeroinitializer)
  %v637 = fadd contract <16 x float> %ld636, %t634
  %v638 = sub i64 %size.H, 1
  %v639 = add i64 %v638, 1
  %v640 = mul i64 %t49, %v639
  %v641 = add i64 %v640, %t607
  %v642 = sub i64 %size.W, 1
  %v643 = add i64 %v642, 1
  %v644 = mul i64 %v641, %v643
  %v645 = add i64 %v644, %t608
  %v646 = mul i64 %v645, %size.K
  %v647 = add i64 %v646, %t616
  %p648 = getelementptr float, ptr %buf.e0, i64 %v647
  %ld649 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p648, <16 x i1> %t617, <16 x float> zeroinitializer)
  %v650 = fadd contract <16 x float> %v637, %ld649
  %v651 = sub i64 %size.H, 1
  %v652 = add i64 %v651, 1
  %v653 = mul i64 %t49, %v652
  %v654 = add i64 %v653, %t607
  %v655 = sub i64 %size.W, 1
  %v656 = add i64 %v655, 1
  %v657 = mul i64 %v654, %v656
  %v658 = add i64 %v657, %t608
  %v659 = mul i64 %v658, %size.K
  %v660 = add i64 %v659, %t616
  %p661 = getelementptr float, ptr %buf.y, i64 %v660
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v650, ptr align 4 %p661, <16 x i1> %t617)
  %t662 = add nsw i64 %i613, 1
  store i64 %t662, ptr %c609
  br label %head610
done612:
  %t663 = add nsw i64 %i605, 1
  store i64 %t663, ptr %c601
  br label %head602
done604:
  br label %finished599
finished599:
  %t664 = add nsw i64 %i114, 6
  store i64 %t664, ptr %c110
  br label %head111
done113:
  store i64 %t75, ptr %c67
  br label %tbhead68
tbdone70:
  %t665 = add nsw i64 %i47, 1
  store i64 %t665, ptr %c43
  br label %head44
done46:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
