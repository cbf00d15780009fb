
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare float @llvm.maximum.f32(float, float)

declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.7 = alloca i64, align 64
  %q.addr.21 = alloca i64, align 64
  %k.addr.27 = alloca i64, align 64
  %acc33 = alloca <16 x float>, align 64
  %acc34 = alloca <16 x float>, align 64
  %acc35 = alloca <16 x float>, align 64
  %acc36 = alloca <16 x float>, align 64
  %r.addr.37 = alloca i64, align 64
  %s.addr.43 = alloca i64, align 64
  %c.addr.49 = alloca i64, align 64
  %v1 = add i64 %size.H, 1
  %v2 = add i64 %v1, 1
  %v3 = sub i64 %size.R, 1
  %v4 = sub i64 %v2, %v3
  %v5 = sub i64 %v4, 1
  %v6 = add i64 %v5, 1
  %v8 = icmp slt i64 %range.hi, %v6
  %v9 = select i1 %v8, i64 %range.hi, i64 %v6
  store i64 %range.lo, ptr %p.addr.7
  br label %cond10
cond10:
  %i13 = load i64, ptr %p.addr.7
  %v14 = icmp slt i64 %i13, %v9
  br i1 %v14, label %body11, label %exit12
body11:
  %v15 = add i64 %size.W, 1
  %v16 = add i64 %v15, 1
  %v17 = sub i64 %size.S, 1
  %v18 = sub i64 %v16, %v17
  %v19 = sub i64 %v18, 1
  %v20 = add i64 %v19, 1
  store i64 0, ptr %q.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %q.addr.21
  %v26 = icmp slt i64 %i25, %v20
  br i1 %v26, label %body23, label %exit24
body23:
  store i64 0, ptr %k.addr.27
  br label %cond28
cond28:
  %i31 = load i64, ptr %k.addr.27
  %v32 = icmp slt i64 %i31, %size.K
  br i1 %v32, label %body29, label %exit30
body29:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc33
  store <16 x float> splat (float 0x0000000000000000), ptr %acc34
  store <16 x float> splat (float 0x0000000000000000), ptr %acc35
  store <16 x float> splat (float 0x0000000000000000), ptr %acc36
  store i64 0, ptr %r.addr.37
  br label %cond38
cond38:
  %i41 = load i64, ptr %r.addr.37
  %v42 = icmp slt i64 %i41, %size.R
  br i1 %v42, label %body39, label %exit40
body39:
  store i64 0, ptr %s.addr.43
  br label %cond44
cond44:
  %i47 = load i64, ptr %s.addr.43
  %v48 = icmp slt i64 %i47, %size.S
  br i1 %v48, label %body45, label %exit46
body45:
  store i64 0, ptr %c.addr.49
  %v50 = sub i64 %size.C, 64
  br label %cond51
cond51:
  %i54 = load i64, ptr %c.addr.49
  %v55 = icmp sle i64 %i54, %v50
  br i1 %v55, label %body52, label %exit53
body52:
  %v56 = add i64 %i13, %i41
  %v57 = sub i64 %v56, 1
  %v58 = icmp sge i64 %v57, 0
  %v59 = icmp slt i64 %v57, %size.H
  %v60 = and i1 %v58, %v59
  %v61 = add i64 %i25, %i47
  %v62 = sub i64 %v61, 1
  %v63 = icmp sge i64 %v62, 0
  %v64 = icmp slt i64 %v62, %size.W
  %v65 = and i1 %v63, %v64
  %v66 = and i1 %v60, %v65
  %v67 = add i64 %i13, %i41
  %v68 = sub i64 %v67, 1
  %v69 = mul i64 %v68, %size.W
  %v70 = add i64 %i25, %i47
  %v71 = sub i64 %v70, 1
  %v72 = add i64 %v69, %v71
  %v73 = mul i64 %v72, %size.C
  %v74 = add i64 %v73, %i54
  %p75 = getelementptr float, ptr %buf.x, i64 %v74
  %ins76 = insertelement <16 x i1> poison, i1 %v66, i64 0
  %splat77 = shufflevector <16 x i1> %ins76, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p75, <16 x i1> %splat77, <16 x float> zeroinitializer)
  %v79 = sdiv i64 %i31, %size.P
  %v80 = srem i64 %i31, %size.P
  %v81 = icmp ne i64 %v80, 0
  %v82 = icmp slt i64 %v80, 0
  %v83 = icmp slt i64 %size.P, 0
  %v84 = xor i1 %v82, %v83
  %v85 = and i1 %v81, %v84
  %v86 = zext i1 %v85 to i64
  %v87 = sub i64 %v79, %v86
  %v88 = icmp sge i64 %v87, 0
  %v89 = icmp slt i64 %v87, 1
  %v90 = and i1 %v88, %v89
  %v91 = sdiv i64 %i31, %size.P
  %v92 = srem i64 %i31, %size.P
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
  %v104 = sdiv i64 %i31, %size.P
  %v105 = srem i64 %i31, %size.P
  %v106 = icmp ne i64 %v105, 0
  %v107 = icmp slt i64 %v105, 0
  %v108 = icmp slt i64 %size.P, 0
  %v109 = xor i1 %v107, %v108
  %v110 = and i1 %v106, %v109
  %v111 = zext i1 %v110 to i64
  %v112 = sub i64 %v104, %v111
  %v113 = mul i64 %v112, %size.R
  %v114 = add i64 %v113, %i41
  %v115 = mul i64 %v114, %size.S
  %v116 = add i64 %v115, %i47
  %v117 = mul i64 %v116, %size.C
  %ins118 = insertelement <16 x i64> poison, i64 %i54, i64 0
  %splat119 = shufflevector <16 x i64> %ins118, <16 x i64> poison, <16 x i32> zeroinitializer
  %step120 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane121 = add <16 x i64> %splat119, %step120
  %ins122 = insertelement <16 x i64> poison, i64 %v117, i64 0
  %splat123 = shufflevector <16 x i64> %ins122, <16 x i64> poison, <16 x i32> zeroinitializer
  %v124 = add <16 x i64> %splat123, %lane121
  %ins125 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat126 = shufflevector <16 x i64> %ins125, <16 x i64> poison, <16 x i32> zeroinitializer
  %v127 = mul <16 x i64> %v124, %splat126
  %v128 = sdiv i64 %i31, %size.P
  %v129 = srem i64 %i31, %size.P
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
  %v145 = add i64 %i13, %i41
  %v146 = sub i64 %v145, 1
  %v147 = icmp sge i64 %v146, 0
  %v148 = icmp slt i64 %v146, %size.H
  %v149 = and i1 %v147, %v148
  %v150 = add i64 %i25, %i47
  %v151 = sub i64 %v150, 1
  %v152 = icmp sge i64 %v151, 0
  %v153 = icmp slt i64 %v151, %size.W
  %v154 = and i1 %v152, %v153
  %v155 = and i1 %v149, %v154
  %v156 = sdiv i64 %i31, %size.P
  %v157 = srem i64 %i31, %size.P
  %v158 = icmp ne i64 %v157, 0
  %v159 = icmp slt i64 %v157, 0
  %v160 = icmp slt i64 %size.P, 0
  %v161 = xor i1 %v159, %v160
  %v162 = and i1 %v158, %v161
  %v163 = zext i1 %v162 to i64
  %v164 = sub i64 %v156, %v163
  %v165 = icmp sge i64 %v164, 0
  %v166 = icmp slt i64 %v164, 1
  %v167 = and i1 %v165, %v166
  %v168 = sdiv i64 %i31, %size.P
  %v169 = srem i64 %i31, %size.P
  %v170 = icmp ne i64 %v169, 0
  %v171 = icmp slt i64 %v169, 0
  %v172 = icmp slt i64 %size.P, 0
  %v173 = xor i1 %v171, %v172
  %v174 = and i1 %v170, %v173
  %v175 = add i64 %v169, %size.P
  %v176 = select i1 %v174, i64 %v175, i64 %v169
  %v177 = icmp sge i64 %v176, 0
  %v178 = icmp slt i64 %v176, %size.P
  %v179 = and i1 %v177, %v178
  %v180 = and i1 %v167, %v179
  %v181 = and i1 %v155, %v180
  %old182 = load <16 x float>, ptr %acc33
  %v183 = fadd <16 x float> %old182, %v144
  %ins184 = insertelement <16 x i1> poison, i1 %v181, i64 0
  %splat185 = shufflevector <16 x i1> %ins184, <16 x i1> poison, <16 x i32> zeroinitializer
  %v186 = select <16 x i1> %splat185, <16 x float> %v183, <16 x float> %old182
  store <16 x float> %v186, ptr %acc33
  %v187 = add nsw i64 %i54, 16
  %v188 = add i64 %i13, %i41
  %v189 = sub i64 %v188, 1
  %v190 = icmp sge i64 %v189, 0
  %v191 = icmp slt i64 %v189, %size.H
  %v192 = and i1 %v190, %v191
  %v193 = add i64 %i25, %i47
  %v194 = sub i64 %v193, 1
  %v195 = icmp sge i64 %v194, 0
  %v196 = icmp slt i64 %v194, %size.W
  %v197 = and i1 %v195, %v196
  %v198 = and i1 %v192, %v197
  %v199 = add i64 %i13, %i41
  %v200 = sub i64 %v199, 1
  %v201 = mul i64 %v200, %size.W
  %v202 = add i64 %i25, %i47
  %v203 = sub i64 %v202, 1
  %v204 = add i64 %v201, %v203
  %v205 = mul i64 %v204, %size.C
  %v206 = add i64 %v205, %v187
  %p207 = getelementptr float, ptr %buf.x, i64 %v206
  %ins208 = insertelement <16 x i1> poison, i1 %v198, i64 0
  %splat209 = shufflevector <16 x i1> %ins208, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld210 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p207, <16 x i1> %splat209, <16 x float> zeroinitializer)
  %v211 = sdiv i64 %i31, %size.P
  %v212 = srem i64 %i31, %size.P
  %v213 = icmp ne i64 %v212, 0
  %v214 = icmp slt i64 %v212, 0
  %v215 = icmp slt i64 %size.P, 0
  %v216 = xor i1 %v214, %v215
  %v217 = and i1 %v213, %v216
  %v218 = zext i1 %v217 to i64
  %v219 = sub i64 %v211, %v218
  %v220 = icmp sge i64 %v219, 0
  %v221 = icmp slt i64 %v219, 1
  %v222 = and i1 %v220, %v221
  %v223 = sdiv i64 %i31, %size.P
  %v224 = srem i64 %i31, %size.P
  %v225 = icmp ne i64 %v224, 0
  %v226 = icmp slt i64 %v224, 0
  %v227 = icmp slt i64 %size.P, 0
  %v228 = xor i1 %v226, %v227
  %v229 = and i1 %v225, %v228
  %v230 = add i64 %v224, %size.P
  %v231 = select i1 %v229, i64 %v230, i64 %v224
  %v232 = icmp sge i64 %v231, 0
  %v233 = icmp slt i64 %v231, %size.P
  %v234 = and i1 %v232, %v233
  %v235 = and i1 %v222, %v234
  %v236 = sdiv i64 %i31, %size.P
  %v237 = srem i64 %i31, %size.P
  %v238 = icmp ne i64 %v237, 0
  %v239 = icmp slt i64 %v237, 0
  %v240 = icmp slt i64 %size.P, 0
  %v241 = xor i1 %v239, %v240
  %v242 = and i1 %v238, %v241
  %v243 = zext i1 %v242 to i64
  %v244 = sub i64 %v236, %v243
  %v245 = mul i64 %v244, %size.R
  %v246 = add i64 %v245, %i41
  %v247 = mul i64 %v246, %size.S
  %v248 = add i64 %v247, %i47
  %v249 = mul i64 %v248, %size.C
  %ins250 = insertelement <16 x i64> poison, i64 %v187, i64 0
  %splat251 = shufflevector <16 x i64> %ins250, <16 x i64> poison, <16 x i32> zeroinitializer
  %step252 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane253 = add <16 x i64> %splat251, %step252
  %ins254 = insertelement <16 x i64> poison, i64 %v249, i64 0
  %splat255 = shufflevector <16 x i64> %ins254, <16 x i64> poison, <16 x i32> zeroinitializer
  %v256 = add <16 x i64> %splat255, %lane253
  %ins257 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat258 = shufflevector <16 x i64> %ins257, <16 x i64> poison, <16 x i32> zeroinitializer
  %v259 = mul <16 x i64> %v256, %splat258
  %v260 = sdiv i64 %i31, %size.P
  %v261 = srem i64 %i31, %size.P
  %v262 = icmp ne i64 %v261, 0
  %v263 = icmp slt i64 %v261, 0
  %v264 = icmp slt i64 %size.P, 0
  %v265 = xor i1 %v263, %v264
  %v266 = and i1 %v262, %v265
  %v267 = add i64 %v261, %size.P
  %v268 = select i1 %v266, i64 %v267, i64 %v261
  %ins269 = insertelement <16 x i64> poison, i64 %v268, i64 0
  %splat270 = shufflevector <16 x i64> %ins269, <16 x i64> poison, <16 x i32> zeroinitializer
  %v271 = add <16 x i64> %v259, %splat270
  %ps272 = getelementptr float, ptr %buf.w, <16 x i64> %v271
  %ins273 = insertelement <16 x i1> poison, i1 %v235, i64 0
  %splat274 = shufflevector <16 x i1> %ins273, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld275 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps272, <16 x i1> %splat274, <16 x float> zeroinitializer)
  %v276 = fmul contract <16 x float> %ld210, %ld275
  %v277 = add i64 %i13, %i41
  %v278 = sub i64 %v277, 1
  %v279 = icmp sge i64 %v278, 0
  %v280 = icmp slt i64 %v278, %size.H
  %v281 = and i1 %v279, %v280
  %v282 = add i64 %i25, %i47
  %v283 = sub i64 %v282, 1
  %v284 = icmp sge i64 %v283, 0
  %v285 = icmp slt i64 %v283, %size.W
  %v286 = and i1 %v284, %v285
  %v287 = and i1 %v281, %v286
  %v288 = sdiv i64 %i31, %size.P
  %v289 = srem i64 %i31, %size.P
  %v290 = icmp ne i64 %v289, 0
  %v291 = icmp slt i64 %v289, 0
  %v292 = icmp slt i64 %size.P, 0
  %v293 = xor i1 %v291, %v292
  %v294 = and i1 %v290, %v293
  %v295 = zext i1 %v294 to i64
  %v296 = sub i64 %v288, %v295
  %v297 = icmp sge i64 %v296, 0
  %v298 = icmp slt i64 %v296, 1
  %v299 = and i1 %v297, %v298
  %v300 = sdiv i64 %i31, %size.P
  %v301 = srem i64 %i31, %size.P
  %v302 = icmp ne i64 %v301, 0
  %v303 = icmp slt i64 %v301, 0
  %v304 = icmp slt i64 %size.P, 0
  %v305 = xor i1 %v303, %v304
  %v306 = and i1 %v302, %v305
  %v307 = add i64 %v301, %size.P
  %v308 = select i1 %v306, i64 %v307, i64 %v301
  %v309 = icmp sge i64 %v308, 0
  %v310 = icmp slt i64 %v308, %size.P
  %v311 = and i1 %v309, %v310
  %v312 = and i1 %v299, %v311
  %v313 = and i1 %v287, %v312
  %old314 = load <16 x float>, ptr %acc34
  %v315 = fadd <16 x float> %old314, %v276
  %ins316 = insertelement <16 x i1> poison, i1 %v313, i64 0
  %splat317 = shufflevector <16 x i1> %ins316, <16 x i1> poison, <16 x i32> zeroinitializer
  %v318 = select <16 x i1> %splat317, <16 x float> %v315, <16 x float> %old314
  store <16 x float> %v318, ptr %acc34
  %v319 = add nsw i64 %i54, 32
  %v320 = add i64 %i13, %i41
  %v321 = sub i64 %v320, 1
  %v322 = icmp sge i64 %v321, 0
  %v323 = icmp slt i64 %v321, %size.H
  %v324 = and i1 %v322, %v323
  %v325 = add i64 %i25, %i47
  %v326 = sub i64 %v325, 1
  %v327 = icmp sge i64 %v326, 0
  %v328 = icmp slt i64 %v326, %size.W
  %v329 = and i1 %v327, %v328
  %v330 = and i1 %v324, %v329
  %v331 = add i64 %i13, %i41
  %v332 = sub i64 %v331, 1
  %v333 = mul i64 %v332, %size.W
  %v334 = add i64 %i25, %i47
  %v335 = sub i64 %v334, 1
  %v336 = add i64 %v333, %v335
  %v337 = mul i64 %v336, %size.C
  %v338 = add i64 %v337, %v319
  %p339 = getelementptr float, ptr %buf.x, i64 %v338
  %ins340 = insertelement <16 x i1> poison, i1 %v330, i64 0
  %splat341 = shufflevector <16 x i1> %ins340, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p339, <16 x i1> %splat341, <16 x float> zeroinitializer)
  %v343 = sdiv i64 %i31, %size.P
  %v344 = srem i64 %i31, %size.P
  %v345 = icmp ne i64 %v344, 0
  %v346 = icmp slt i64 %v344, 0
  %v347 = icmp slt i64 %size.P, 0
  %v348 = xor i1 %v346, %v347
  %v349 = and i1 %v345, %v348
  %v350 = zext i1 %v349 to i64
  %v351 = sub i64 %v343, %v350
  %v352 = icmp sge i64 %v351, 0
  %v353 = icmp slt i64 %v351, 1
  %v354 = and i1 %v352, %v353
  %v355 = sdiv i64 %i31, %size.P
  %v356 = srem i64 %i31, %size.P
  %v357 = icmp ne i64 %v356, 0
  %v358 = icmp slt i64 %v356, 0
  %v359 = icmp slt i64 %size.P, 0
  %v360 = xor i1 %v358, %v359
  %v361 = and i1 %v357, %v360
  %v362 = add i64 %v356, %size.P
  %v363 = select i1 %v361, i64 %v362, i64 %v356
  %v364 = icmp sge i64 %v363, 0
  %v365 = icmp slt i64 %v363, %size.P
  %v366 = and i1 %v364, %v365
  %v367 = and i1 %v354, %v366
  %v368 = sdiv i64 %i31, %size.P
  %v369 = srem i64 %i31, %size.P
  %v370 = icmp ne i64 %v369, 0
  %v371 = icmp slt i64 %v369, 0
  %v372 = icmp slt i64 %size.P, 0
  %v373 = xor i1 %v371, %v372
  %v374 = and i1 %v370, %v373
  %v375 = zext i1 %v374 to i64
  %v376 = sub i64 %v368, %v375
  %v377 = mul i64 %v376, %size.R
  %v378 = add i64 %v377, %i41
  %v379 = mul i64 %v378, %size.S
  %v380 = add i64 %v379, %i47
  %v381 = mul i64 %v380, %size.C
  %ins382 = insertelement <16 x i64> poison, i64 %v319, i64 0
  %splat383 = shufflevector <16 x i64> %ins382, <16 x i64> poison, <16 x i32> zeroinitializer
  %step384 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane385 = add <16 x i64> %splat383, %step384
  %ins386 = insertelement <16 x i64> poison, i64 %v381, i64 0
  %splat387 = shufflevector <16 x i64> %ins386, <16 x i64> poison, <16 x i32> zeroinitializer
  %v388 = add <16 x i64> %splat387, %lane385
  %ins389 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat390 = shufflevector <16 x i64> %ins389, <16 x i64> poison, <16 x i32> zeroinitializer
  %v391 = mul <16 x i64> %v388, %splat390
  %v392 = sdiv i64 %i31, %size.P
  %v393 = srem i64 %i31, %size.P
  %v394 = icmp ne i64 %v393, 0
  %v395 = icmp slt i64 %v393, 0
  %v396 = icmp slt i64 %size.P, 0
  %v397 = xor i1 %v395, %v396
  %v398 = and i1 %v394, %v397
  %v399 = add i64 %v393, %size.P
  %v400 = select i1 %v398, i64 %v399, i64 %v393
  %ins401 = insertelement <16 x i64> poison, i64 %v400, i64 0
  %splat402 = shufflevector <16 x i64> %ins401, <16 x i64> poison, <16 x i32> zeroinitializer
  %v403 = add <16 x i64> %v391, %splat402
  %ps404 = getelementptr float, ptr %buf.w, <16 x i64> %v403
  %ins405 = insertelement <16 x i1> poison, i1 %v367, i64 0
  %splat406 = shufflevector <16 x i1> %ins405, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld407 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps404, <16 x i1> %splat406, <16 x float> zeroinitializer)
  %v408 = fmul contract <16 x float> %ld342, %ld407
  %v409 = add i64 %i13, %i41
  %v410 = sub i64 %v409, 1
  %v411 = icmp sge i64 %v410, 0
  %v412 = icmp slt i64 %v410, %size.H
  %v413 = and i1 %v411, %v412
  %v414 = add i64 %i25, %i47
  %v415 = sub i64 %v414, 1
  %v416 = icmp sge i64 %v415, 0
  %v417 = icmp slt i64 %v415, %size.W
  %v418 = and i1 %v416, %v417
  %v419 = and i1 %v413, %v418
  %v420 = sdiv i64 %i31, %size.P
  %v421 = srem i64 %i31, %size.P
  %v422 = icmp ne i64 %v421, 0
  %v423 = icmp slt i64 %v421, 0
  %v424 = icmp slt i64 %size.P, 0
  %v425 = xor i1 %v423, %v424
  %v426 = and i1 %v422, %v425
  %v427 = zext i1 %v426 to i64
  %v428 = sub i64 %v420, %v427
  %v429 = icmp sge i64 %v428, 0
  %v430 = icmp slt i64 %v428, 1
  %v431 = and i1 %v429, %v430
  %v432 = sdiv i64 %i31, %size.P
  %v433 = srem i64 %i31, %size.P
  %v434 = icmp ne i64 %v433, 0
  %v435 = icmp slt i64 %v433, 0
  %v436 = icmp slt i64 %size.P, 0
  %v437 = xor i1 %v435, %v436
  %v438 = and i1 %v434, %v437
  %v439 = add i64 %v433, %size.P
  %v440 = select i1 %v438, i64 %v439, i64 %v433
  %v441 = icmp sge i64 %v440, 0
  %v442 = icmp slt i64 %v440, %size.P
  %v443 = and i1 %v441, %v442
  %v444 = and i1 %v431, %v443
  %v445 = and i1 %v419, %v444
  %old446 = load <16 x float>, ptr %acc35
  %v447 = fadd <16 x float> %old446, %v408
  %ins448 = insertelement <16 x i1> poison, i1 %v445, i64 0
  %splat449 = shufflevector <16 x i1> %ins448, <16 x i1> poison, <16 x i32> zeroinitializer
  %v450 = select <16 x i1> %splat449, <16 x float> %v447, <16 x float> %old446
  store <16 x float> %v450, ptr %acc35
  %v451 = add nsw i64 %i54, 48
  %v452 = add i64 %i13, %i41
  %v453 = sub i64 %v452, 1
  %v454 = icmp sge i64 %v453, 0
  %v455 = icmp slt i64 %v453, %size.H
  %v456 = and i1 %v454, %v455
  %v457 = add i64 %i25, %i47
  %v458 = sub i64 %v457, 1
  %v459 = icmp sge i64 %v458, 0
  %v460 = icmp slt i64 %v458, %size.W
  %v461 = and i1 %v459, %v460
  %v462 = and i1 %v456, %v461
  %v463 = add i64 %i13, %i41
  %v464 = sub i64 %v463, 1
  %v465 = mul i64 %v464, %size.W
  %v466 = add i64 %i25, %i47
  %v467 = sub i64 %v466, 1
  %v468 = add i64 %v465, %v467
  %v469 = mul i64 %v468, %size.C
  %v470 = add i64 %v469, %v451
  %p471 = getelementptr float, ptr %buf.x, i64 %v470
  %ins472 = insertelement <16 x i1> poison, i1 %v462, i64 0
  %splat473 = shufflevector <16 x i1> %ins472, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld474 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p471, <16 x i1> %splat473, <16 x float> zeroinitializer)
  %v475 = sdiv i64 %i31, %size.P
  %v476 = srem i64 %i31, %size.P
  %v477 = icmp ne i64 %v476, 0
  %v478 = icmp slt i64 %v476, 0
  %v479 = icmp slt i64 %size.P, 0
  %v480 = xor i1 %v478, %v479
  %v481 = and i1 %v477, %v480
  %v482 = zext i1 %v481 to i64
  %v483 = sub i64 %v475, %v482
  %v484 = icmp sge i64 %v483, 0
  %v485 = icmp slt i64 %v483, 1
  %v486 = and i1 %v484, %v485
  %v487 = sdiv i64 %i31, %size.P
  %v488 = srem i64 %i31, %size.P
  %v489 = icmp ne i64 %v488, 0
  %v490 = icmp slt i64 %v488, 0
  %v491 = icmp slt i64 %size.P, 0
  %v492 = xor i1 %v490, %v491
  %v493 = and i1 %v489, %v492
  %v494 = add i64 %v488, %size.P
  %v495 = select i1 %v493, i64 %v494, i64 %v488
  %v496 = icmp sge i64 %v495, 0
  %v497 = icmp slt i64 %v495, %size.P
  %v498 = and i1 %v496, %v497
  %v499 = and i1 %v486, %v498
  %v500 = sdiv i64 %i31, %size.P
  %v501 = srem i64 %i31, %size.P
  %v502 = icmp ne i64 %v501, 0
  %v503 = icmp slt i64 %v501, 0
  %v504 = icmp slt i64 %size.P, 0
  %v505 = xor i1 %v503, %v504
  %v506 = and i1 %v502, %v505
  %v507 = zext i1 %v506 to i64
  %v508 = sub i64 %v500, %v507
  %v509 = mul i64 %v508, %size.R
  %v510 = add i64 %v509, %i41
  %v511 = mul i64 %v510, %size.S
  %v512 = add i64 %v511, %i47
  %v513 = mul i64 %v512, %size.C
  %ins514 = insertelement <16 x i64> poison, i64 %v451, i64 0
  %splat515 = shufflevector <16 x i64> %ins514, <16 x i64> poison, <16 x i32> zeroinitializer
  %step516 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane517 = add <16 x i64> %splat515, %step516
  %ins518 = insertelement <16 x i64> poison, i64 %v513, i64 0
  %splat519 = shufflevector <16 x i64> %ins518, <16 x i64> poison, <16 x i32> zeroinitializer
  %v520 = add <16 x i64> %splat519, %lane517
  %ins521 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat522 = shufflevector <16 x i64> %ins521, <16 x i64> poison, <16 x i32> zeroinitializer
  %v523 = mul <16 x i64> %v520, %splat522
  %v524 = sdiv i64 %i31, %size.P
  %v525 = srem i64 %i31, %size.P
  %v526 = icmp ne i64 %v525, 0
  %v527 = icmp slt i64 %v525, 0
  %v528 = icmp slt i64 %size.P, 0
  %v529 = xor i1 %v527, %v528
  %v530 = and i1 %v526, %v529
  %v531 = add i64 %v525, %size.P
  %v532 = select i1 %v530, i64 %v531, i64 %v525
  %ins533 = insertelement <16 x i64> poison, i64 %v532, i64 0
  %splat534 = shufflevector <16 x i64> %ins533, <16 x i64> poison, <16 x i32> zeroinitializer
  %v535 = add <16 x i64> %v523, %splat534
  %ps536 = getelementptr float, ptr %buf.w, <16 x i64> %v535
  %ins537 = insertelement <16 x i1> poison, i1 %v499, i64 0
  %splat538 = shufflevector <16 x i1> %ins537, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld539 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps536, <16 x i1> %splat538, <16 x float> zeroinitializer)
  %v540 = fmul contract <16 x float> %ld474, %ld539
  %v541 = add i64 %i13, %i41
  %v542 = sub i64 %v541, 1
  %v543 = icmp sge i64 %v542, 0
  %v544 = icmp slt i64 %v542, %size.H
  %v545 = and i1 %v543, %v544
  %v546 = add i64 %i25, %i47
  %v547 = sub i64 %v546, 1
  %v548 = icmp sge i64 %v547, 0
  %v549 = icmp slt i64 %v547, %size.W
  %v550 = and i1 %v548, %v549
  %v551 = and i1 %v545, %v550
  %v552 = sdiv i64 %i31, %size.P
  %v553 = srem i64 %i31, %size.P
  %v554 = icmp ne i64 %v553, 0
  %v555 = icmp slt i64 %v553, 0
  %v556 = icmp slt i64 %size.P, 0
  %v557 = xor i1 %v555, %v556
  %v558 = and i1 %v554, %v557
  %v559 = zext i1 %v558 to i64
  %v560 = sub i64 %v552, %v559
  %v561 = icmp sge i64 %v560, 0
  %v562 = icmp slt i64 %v560, 1
  %v563 = and i1 %v561, %v562
  %v564 = sdiv i64 %i31, %size.P
  %v565 = srem i64 %i31, %size.P
  %v566 = icmp ne i64 %v565, 0
  %v567 = icmp slt i64 %v565, 0
  %v568 = icmp slt i64 %size.P, 0
  %v569 = xor i1 %v567, %v568
  %v570 = and i1 %v566, %v569
  %v571 = add i64 %v565, %size.P
  %v572 = select i1 %v570, i64 %v571, i64 %v565
  %v573 = icmp sge i64 %v572, 0
  %v574 = icmp slt i64 %v572, %size.P
  %v575 = and i1 %v573, %v574
  %v576 = and i1 %v563, %v575
  %v577 = and i1 %v551, %v576
  %old578 = load <16 x float>, ptr %acc36
  %v579 = fadd <16 x float> %old578, %v540
  %ins580 = insertelement <16 x i1> poison, i1 %v577, i64 0
  %splat581 = shufflevector <16 x i1> %ins580, <16 x i1> poison, <16 x i32> zeroinitializer
  %v582 = select <16 x i1> %splat581, <16 x float> %v579, <16 x float> %old578
  store <16 x float> %v582, ptr %acc36
  %v583 = add nsw i64 %i54, 64
  store i64 %v583, ptr %c.addr.49
  br label %cond51
exit53:
  %v584 = sub i64 %size.C, 16
  br label %cond585
cond585:
  %i588 = load i64, ptr %c.addr.49
  %v589 = icmp sle i64 %i588, %v584
  br i1 %v589, label %body586, label %exit587
body586:
  %v590 = add i64 %i13, %i41
  %v591 = sub i64 %v590, 1
  %v592 = icmp sge i64 %v591, 0
  %v593 = icmp slt i64 %v591, %size.H
  %v594 = and i1 %v592, %v593
  %v595 = add i64 %i25, %i47
  %v596 = sub i64 %v595, 1
  %v597 = icmp sge i64 %v596, 0
  %v598 = icmp slt i64 %v596, %size.W
  %v599 = and i1 %v597, %v598
  %v600 = and i1 %v594, %v599
  %v601 = add i64 %i13, %i41
  %v602 = sub i64 %v601, 1
  %v603 = mul i64 %v602, %size.W
  %v604 = add i64 %i25, %i47
  %v605 = sub i64 %v604, 1
  %v606 = add i64 %v603, %v605
  %v607 = mul i64 %v606, %size.C
  %v608 = add i64 %v607, %i588
  %p609 = getelementptr float, ptr %buf.x, i64 %v608
  %ins610 = insertelement <16 x i1> poison, i1 %v600, i64 0
  %splat611 = shufflevector <16 x i1> %ins610, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld612 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p609, <16 x i1> %splat611, <16 x float> zeroinitializer)
  %v613 = sdiv i64 %i31, %size.P
  %v614 = srem i64 %i31, %size.P
  %v615 = icmp ne i64 %v614, 0
  %v616 = icmp slt i64 %v614, 0
  %v617 = icmp slt i64 %size.P, 0
  %v618 = xor i1 %v616, %v617
  %v619 = and i1 %v615, %v618
  %v620 = zext i1 %v619 to i64
  %v621 = sub i64 %v613, %v620
  %v622 = icmp sge i64 %v621, 0
  %v623 = icmp slt i64 %v621, 1
  %v624 = and i1 %v622, %v623
  %v625 = sdiv i64 %i31, %size.P
  %v626 = srem i64 %i31, %size.P
  %v627 = icmp ne i64 %v626, 0
  %v628 = icmp slt i64 %v626, 0
  %v629 = icmp slt i64 %size.P, 0
  %v630 = xor i1 %v628, %v629
  %v631 = and i1 %v627, %v630
  %v632 = add i64 %v626, %size.P
  %v633 = select i1 %v631, i64 %v632, i64 %v626
  %v634 = icmp sge i64 %v633, 0
  %v635 = icmp slt i64 %v633, %size.P
  %v636 = and i1 %v634, %v635
  %v637 = and i1 %v624, %v636
  %v638 = sdiv i64 %i31, %size.P
  %v639 = srem i64 %i31, %size.P
  %v640 = icmp ne i64 %v639, 0
  %v641 = icmp slt i64 %v639, 0
  %v642 = icmp slt i64 %size.P, 0
  %v643 = xor i1 %v641, %v642
  %v644 = and i1 %v640, %v643
  %v645 = zext i1 %v644 to i64
  %v646 = sub i64 %v638, %v645
  %v647 = mul i64 %v646, %size.R
  %v648 = add i64 %v647, %i41
  %v649 = mul i64 %v648, %size.S
  %v650 = add i64 %v649, %i47
  %v651 = mul i64 %v650, %size.C
  %ins652 = insertelement <16 x i64> poison, i64 %i588, i64 0
  %splat653 = shufflevector <16 x i64> %ins652, <16 x i64> poison, <16 x i32> zeroinitializer
  %step654 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane655 = add <16 x i64> %splat653, %step654
  %ins656 = insertelement <16 x i64> poison, i64 %v651, i64 0
  %splat657 = shufflevector <16 x i64> %ins656, <16 x i64> poison, <16 x i32> zeroinitializer
  %v658 = add <16 x i64> %splat657, %lane655
  %ins659 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat660 = shufflevector <16 x i64> %ins659, <16 x i64> poison, <16 x i32> zeroinitializer
  %v661 = mul <16 x i64> %v658, %splat660
  %v662 = sdiv i64 %i31, %size.P
  %v663 = srem i64 %i31, %size.P
  %v664 = icmp ne i64 %v663, 0
  %v665 = icmp slt i64 %v663, 0
  %v666 = icmp slt i64 %size.P, 0
  %v667 = xor i1 %v665, %v666
  %v668 = and i1 %v664, %v667
  %v669 = add i64 %v663, %size.P
  %v670 = select i1 %v668, i64 %v669, i64 %v663
  %ins671 = insertelement <16 x i64> poison, i64 %v670, i64 0
  %splat672 = shufflevector <16 x i64> %ins671, <16 x i64> poison, <16 x i32> zeroinitializer
  %v673 = add <16 x i64> %v661, %splat672
  %ps674 = getelementptr float, ptr %buf.w, <16 x i64> %v673
  %ins675 = insertelement <16 x i1> poison, i1 %v637, i64 0
  %splat676 = shufflevector <16 x i1> %ins675, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld677 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps674, <16 x i1> %splat676, <16 x float> zeroinitializer)
  %v678 = fmul contract <16 x float> %ld612, %ld677
  %v679 = add i64 %i13, %i41
  %v680 = sub i64 %v679, 1
  %v681 = icmp sge i64 %v680, 0
  %v682 = icmp slt i64 %v680, %size.H
  %v683 = and i1 %v681, %v682
  %v684 = add i64 %i25, %i47
  %v685 = sub i64 %v684, 1
  %v686 = icmp sge i64 %v685, 0
  %v687 = icmp slt i64 %v685, %size.W
  %v688 = and i1 %v686, %v687
  %v689 = and i1 %v683, %v688
  %v690 = sdiv i64 %i31, %size.P
  %v691 = srem i64 %i31, %size.P
  %v692 = icmp ne i64 %v691, 0
  %v693 = icmp slt i64 %v691, 0
  %v694 = icmp slt i64 %size.P, 0
  %v695 = xor i1 %v693, %v694
  %v696 = and i1 %v692, %v695
  %v697 = zext i1 %v696 to i64
  %v698 = sub i64 %v690, %v697
  %v699 = icmp sge i64 %v698, 0
  %v700 = icmp slt i64 %v698, 1
  %v701 = and i1 %v699, %v700
  %v702 = sdiv i64 %i31, %size.P
  %v703 = srem i64 %i31, %size.P
  %v704 = icmp ne i64 %v703, 0
  %v705 = icmp slt i64 %v703, 0
  %v706 = icmp slt i64 %size.P, 0
  %v707 = xor i1 %v705, %v706
  %v708 = and i1 %v704, %v707
  %v709 = add i64 %v703, %size.P
  %v710 = select i1 %v708, i64 %v709, i64 %v703
  %v711 = icmp sge i64 %v710, 0
  %v712 = icmp slt i64 %v710, %size.P
  %v713 = and i1 %v711, %v712
  %v714 = and i1 %v701, %v713
  %v715 = and i1 %v689, %v714
  %old716 = load <16 x float>, ptr %acc33
  %v717 = fadd <16 x float> %old716, %v678
  %ins718 = insertelement <16 x i1> poison, i1 %v715, i64 0
  %splat719 = shufflevector <16 x i1> %ins718, <16 x i1> poison, <16 x i32> zeroinitializer
  %v720 = select <16 x i1> %splat719, <16 x float> %v717, <16 x float> %old716
  store <16 x float> %v720, ptr %acc33
  %v721 = add nsw i64 %i588, 16
  store i64 %v721, ptr %c.addr.49
  br label %cond585
exit587:
  %i722 = load i64, ptr %c.addr.49
  %v723 = icmp slt i64 %i722, %size.C
  br i1 %v723, label %tail724, label %done725
tail724:
  %mask726 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i722, i64 %size.C)
  %v727 = add i64 %i13, %i41
  %v728 = sub i64 %v727, 1
  %v729 = icmp sge i64 %v728, 0
  %v730 = icmp slt i64 %v728, %size.H
  %v731 = and i1 %v729, %v730
  %v732 = add i64 %i25, %i47
  %v733 = sub i64 %v732, 1
  %v734 = icmp sge i64 %v733, 0
  %v735 = icmp slt i64 %v733, %size.W
  %v736 = and i1 %v734, %v735
  %v737 = and i1 %v731, %v736
  %ins738 = insertelement <16 x i1> poison, i1 %v737, i64 0
  %splat739 = shufflevector <16 x i1> %ins738, <16 x i1> poison, <16 x i32> zeroinitializer
  %v740 = and <16 x i1> %mask726, %splat739
  %v741 = add i64 %i13, %i41
  %v742 = sub i64 %v741, 1
  %v743 = mul i64 %v742, %size.W
  %v744 = add i64 %i25, %i47
  %v745 = sub i64 %v744, 1
  %v746 = add i64 %v743, %v745
  %v747 = mul i64 %v746, %size.C
  %v748 = add i64 %v747, %i722
  %p749 = getelementptr float, ptr %buf.x, i64 %v748
  %ld750 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p749, <16 x i1> %v740, <16 x float> zeroinitializer)
  %v751 = sdiv i64 %i31, %size.P
  %v752 = srem i64 %i31, %size.P
  %v753 = icmp ne i64 %v752, 0
  %v754 = icmp slt i64 %v752, 0
  %v755 = icmp slt i64 %size.P, 0
  %v756 = xor i1 %v754, %v755
  %v757 = and i1 %v753, %v756
  %v758 = zext i1 %v757 to i64
  %v759 = sub i64 %v751, %v758
  %v760 = icmp sge i64 %v759, 0
  %v761 = icmp slt i64 %v759, 1
  %v762 = and i1 %v760, %v761
  %v763 = sdiv i64 %i31, %size.P
  %v764 = srem i64 %i31, %size.P
  %v765 = icmp ne i64 %v764, 0
  %v766 = icmp slt i64 %v764, 0
  %v767 = icmp slt i64 %size.P, 0
  %v768 = xor i1 %v766, %v767
  %v769 = and i1 %v765, %v768
  %v770 = add i64 %v764, %size.P
  %v771 = select i1 %v769, i64 %v770, i64 %v764
  %v772 = icmp sge i64 %v771, 0
  %v773 = icmp slt i64 %v771, %size.P
  %v774 = and i1 %v772, %v773
  %v775 = and i1 %v762, %v774
  %ins776 = insertelement <16 x i1> poison, i1 %v775, i64 0
  %splat777 = shufflevector <16 x i1> %ins776, <16 x i1> poison, <16 x i32> zeroinitializer
  %v778 = and <16 x i1> %mask726, %splat777
  %v779 = sdiv i64 %i31, %size.P
  %v780 = srem i64 %i31, %size.P
  %v781 = icmp ne i64 %v780, 0
  %v782 = icmp slt i64 %v780, 0
  %v783 = icmp slt i64 %size.P, 0
  %v784 = xor i1 %v782, %v783
  %v785 = and i1 %v781, %v784
  %v786 = zext i1 %v785 to i64
  %v787 = sub i64 %v779, %v786
  %v788 = mul i64 %v787, %size.R
  %v789 = add i64 %v788, %i41
  %v790 = mul i64 %v789, %size.S
  %v791 = add i64 %v790, %i47
  %v792 = mul i64 %v791, %size.C
  %ins793 = insertelement <16 x i64> poison, i64 %i722, i64 0
  %splat794 = shufflevector <16 x i64> %ins793, <16 x i64> poison, <16 x i32> zeroinitializer
  %step795 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane796 = add <16 x i64> %splat794, %step795
  %ins797 = insertelement <16 x i64> poison, i64 %v792, i64 0
  %splat798 = shufflevector <16 x i64> %ins797, <16 x i64> poison, <16 x i32> zeroinitializer
  %v799 = add <16 x i64> %splat798, %lane796
  %ins800 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat801 = shufflevector <16 x i64> %ins800, <16 x i64> poison, <16 x i32> zeroinitializer
  %v802 = mul <16 x i64> %v799, %splat801
  %v803 = sdiv i64 %i31, %size.P
  %v804 = srem i64 %i31, %size.P
  %v805 = icmp ne i64 %v804, 0
  %v806 = icmp slt i64 %v804, 0
  %v807 = icmp slt i64 %size.P, 0
  %v808 = xor i1 %v806, %v807
  %v809 = and i1 %v805, %v808
  %v810 = add i64 %v804, %size.P
  %v811 = select i1 %v809, i64 %v810, i64 %v804
  %ins812 = insertelement <16 x i64> poison, i64 %v811, i64 0
  %splat813 = shufflevector <16 x i64> %ins812, <16 x i64> poison, <16 x i32> zeroinitializer
  %v814 = add <16 x i64> %v802, %splat813
  %ps815 = getelementptr float, ptr %buf.w, <16 x i64> %v814
  %ld816 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps815, <16 x i1> %v778, <16 x float> zeroinitializer)
  %v817 = fmul contract <16 x float> %ld750, %ld816
  %v818 = add i64 %i13, %i41
  %v819 = sub i64 %v818, 1
  %v820 = icmp sge i64 %v819, 0
  %v821 = icmp slt i64 %v819, %size.H
  %v822 = and i1 %v820, %v821
  %v823 = add i64 %i25, %i47
  %v824 = sub i64 %v823, 1
  %v825 = icmp sge i64 %v824, 0
  %v826 = icmp slt i64 %v824, %size.W
  %v827 = and i1 %v825, %v826
  %v828 = and i1 %v822, %v827
  %v829 = sdiv i64 %i31, %size.P
  %v830 = srem i64 %i31, %size.P
  %v831 = icmp ne i64 %v830, 0
  %v832 = icmp slt i64 %v830, 0
  %v833 = icmp slt i64 %size.P, 0
  %v834 = xor i1 %v832, %v833
  %v835 = and i1 %v831, %v834
  %v836 = zext i1 %v835 to i64
  %v837 = sub i64 %v829, %v836
  %v838 = icmp sge i64 %v837, 0
  %v839 = icmp slt i64 %v837, 1
  %v840 = and i1 %v838, %v839
  %v841 = sdiv i64 %i31, %size.P
  %v842 = srem i64 %i31, %size.P
  %v843 = icmp ne i64 %v842, 0
  %v844 = icmp slt i64 %v842, 0
  %v845 = icmp slt i64 %size.P, 0
  %v846 = xor i1 %v844, %v845
  %v847 = and i1 %v843, %v846
  %v848 = add i64 %v842, %size.P
  %v849 = select i1 %v847, i64 %v848, i64 %v842
  %v850 = icmp sge i64 %v849, 0
  %v851 = icmp slt i64 %v849, %size.P
  %v852 = and i1 %v850, %v851
  %v853 = and i1 %v840, %v852
  %v854 = and i1 %v828, %v853
  %ins855 = insertelement <16 x i1> poison, i1 %v854, i64 0
  %splat856 = shufflevector <16 x i1> %ins855, <16 x i1> poison, <16 x i32> zeroinitializer
  %v857 = and <16 x i1> %mask726, %splat856
  %old858 = load <16 x float>, ptr %acc33
  %v859 = fadd <16 x float> %old858, %v817
  %v860 = select <16 x i1> %v857, <16 x float> %v859, <16 x float> %old858
  store <16 x float> %v860, ptr %acc33
  br label %done725
done725:
  %v861 = add nsw i64 %i47, 1
  store i64 %v861, ptr %s.addr.43
  br label %cond44
exit46:
  %v862 = add nsw i64 %i41, 1
  store i64 %v862, ptr %r.addr.37
  br label %cond38
exit40:
  %red863 = load <16 x float>, ptr %acc33
  %red864 = load <16 x float>, ptr %acc34
  %red865 = load <16 x float>, ptr %acc35
  %red866 = load <16 x float>, ptr %acc36
  %v867 = fadd <16 x float> %red863, %red864
  %v868 = fadd <16 x float> %v867, %red865
  %v869 = fadd <16 x float> %v868, %red866
  %v870 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v869)
  %p871 = getelementptr float, ptr %buf.b, i64 %i31
  %ld872 = load float, ptr %p871, align 4
  %v873 = fadd contract float %ld872, %v870
  %v874 = call float @llvm.maximum.f32(float %v873, float 0x0000000000000000)
  %v875 = add i64 %size.W, 1
  %v876 = add i64 %v875, 1
  %v877 = sub i64 %size.S, 1
  %v878 = sub i64 %v876, %v877
  %v879 = sub i64 %v878, 1
  %v880 = add i64 %v879, 1
  %v881 = mul i64 %i13, %v880
  %v882 = add i64 %v881, %i25
  %v883 = mul i64 %v882, %size.K
  %v884 = add i64 %v883, %i31
  %p885 = getelementptr float, ptr %buf.y, i64 %v884
  store float %v874, ptr %p885, align 4
  %v886 = add nsw i64 %i31, 1
  store i64 %v886, ptr %k.addr.27
  br label %cond28
exit30:
  %v887 = add nsw i64 %i25, 1
  store i64 %v887, ptr %q.addr.21
  br label %cond22
exit24:
  %v888 = add nsw i64 %i13, 1
  store i64 %v888, ptr %p.addr.7
  br label %cond10
exit12:
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
  %t217 = add i64 %t216, 1
  %t218 = sdiv i64 %m0, %t217
  %t219 = srem i64 %m0, %t217
  %t222 = icmp slt i64 0, %t10
  br i1 %t222, label %fin220, label %finnext221
fin220:
  %t223 = add i64 %k0, 0
  %p224 = getelementptr float, ptr %buf.b, i64 %t223
  %ld225 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p224, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v226 = fadd contract <16 x float> %ld225, %t206
  %v227 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v226, <16 x float> splat (float 0x0000000000000000))
  %v228 = add i64 %size.H, 1
  %v229 = add i64 %v228, 1
  %v230 = sub i64 %size.R, 1
  %v231 = sub i64 %v229, %v230
  %v232 = sub i64 %v231, 1
  %v233 = add i64 %v232, 1
  %v234 = mul i64 %n, %v233
  %v235 = add i64 %v234, %t218
  %v236 = add i64 %size.W, 1
  %v237 = add i64 %v236, 1
  %v238 = sub i64 %size.S, 1
  %v239 = sub i64 %v237, %v238
  %v240 = sub i64 %v239, 1
  %v241 = add i64 %v240, 1
  %v242 = mul i64 %v235, %v241
  %v243 = add i64 %v242, %t219
  %v244 = mul i64 %v243, %size.K
  %v245 = add i64 %v244, %t223
  %p246 = getelementptr float, ptr %buf.y, i64 %v245
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v227, ptr align 4 %p246, <16 x i1> %mlast)
  br label %finnext221
finnext221:
  %t247 = add i64 %t219, 1
  %t248 = icmp sge i64 %t247, %t217
  %t249 = select i1 %t248, i64 0, i64 %t247
  %t250 = zext i1 %t248 to i64
  %t251 = add i64 %t218, %t250
  %t254 = icmp slt i64 1, %t10
  br i1 %t254, label %fin252, label %finnext253
fin252:
  %t255 = add i64 %k0, 0
  %p256 = getelementptr float, ptr %buf.b, i64 %t255
  %ld257 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p256, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v258 = fadd contract <16 x float> %ld257, %t207
  %v259 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v258, <16 x float> splat (float 0x0000000000000000))
  %v260 = add i64 %size.H, 1
  %v261 = add i64 %v260, 1
  %v262 = sub i64 %size.R, 1
  %v263 = sub i64 %v261, %v262
  %v264 = sub i64 %v263, 1
  %v265 = add i64 %v264, 1
  %v266 = mul i64 %n, %v265
  %v267 = add i64 %v266, %t251
  %v268 = add i64 %size.W, 1
  %v269 = add i64 %v268, 1
  %v270 = sub i64 %size.S, 1
  %v271 = sub i64 %v269, %v270
  %v272 = sub i64 %v271, 1
  %v273 = add i64 %v272, 1
  %v274 = mul i64 %v267, %v273
  %v275 = add i64 %v274, %t249
  %v276 = mul i64 %v275, %size.K
  %v277 = add i64 %v276, %t255
  %p278 = getelementptr float, ptr %buf.y, i64 %v277
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v259, ptr align 4 %p278, <16 x i1> %mlast)
  br label %finnext253
finnext253:
  %t279 = add i64 %t249, 1
  %t280 = icmp sge i64 %t279, %t217
  %t281 = select i1 %t280, i64 0, i64 %t279
  %t282 = zext i1 %t280 to i64
  %t283 = add i64 %t251, %t282
  %t286 = icmp slt i64 2, %t10
  br i1 %t286, label %fin284, label %finnext285
fin284:
  %t287 = add i64 %k0, 0
  %p288 = getelementptr float, ptr %buf.b, i64 %t287
  %ld289 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p288, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v290 = fadd contract <16 x float> %ld289, %t208
  %v291 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v290, <16 x float> splat (float 0x0000000000000000))
  %v292 = add i64 %size.H, 1
  %v293 = add i64 %v292, 1
  %v294 = sub i64 %size.R, 1
  %v295 = sub i64 %v293, %v294
  %v296 = sub i64 %v295, 1
  %v297 = add i64 %v296, 1
  %v298 = mul i64 %n, %v297
  %v299 = add i64 %v298, %t283
  %v300 = add i64 %size.W, 1
  %v301 = add i64 %v300, 1
  %v302 = sub i64 %size.S, 1
  %v303 = sub i64 %v301, %v302
  %v304 = sub i64 %v303, 1
  %v305 = add i64 %v304, 1
  %v306 = mul i64 %v299, %v305
  %v307 = add i64 %v306, %t281
  %v308 = mul i64 %v307, %size.K
  %v309 = add i64 %v308, %t287
  %p310 = getelementptr float, ptr %buf.y, i64 %v309
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v291, ptr align 4 %p310, <16 x i1> %mlast)
  br label %finnext285
finnext285:
  %t311 = add i64 %t281, 1
  %t312 = icmp sge i64 %t311, %t217
  %t313 = select i1 %t312, i64 0, i64 %t311
  %t314 = zext i1 %t312 to i64
  %t315 = add i64 %t283, %t314
  %t318 = icmp slt i64 3, %t10
  br i1 %t318, label %fin316, label %finnext317
fin316:
  %t319 = add i64 %k0, 0
  %p320 = getelementptr float, ptr %buf.b, i64 %t319
  %ld321 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p320, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v322 = fadd contract <16 x float> %ld321, %t209
  %v323 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v322, <16 x float> splat (float 0x0000000000000000))
  %v324 = add i64 %size.H, 1
  %v325 = add i64 %v324, 1
  %v326 = sub i64 %size.R, 1
  %v327 = sub i64 %v325, %v326
  %v328 = sub i64 %v327, 1
  %v329 = add i64 %v328, 1
  %v330 = mul i64 %n, %v329
  %v331 = add i64 %v330, %t315
  %v332 = add i64 %size.W, 1
  %v333 = add i64 %v332, 1
  %v334 = sub i64 %size.S, 1
  %v335 = sub i64 %v333, %v334
  %v336 = sub i64 %v335, 1
  %v337 = add i64 %v336, 1
  %v338 = mul i64 %v331, %v337
  %v339 = add i64 %v338, %t313
  %v340 = mul i64 %v339, %size.K
  %v341 = add i64 %v340, %t319
  %p342 = getelementptr float, ptr %buf.y, i64 %v341
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v323, ptr align 4 %p342, <16 x i1> %mlast)
  br label %finnext317
finnext317:
  %t343 = add i64 %t313, 1
  %t344 = icmp sge i64 %t343, %t217
  %t345 = select i1 %t344, i64 0, i64 %t343
  %t346 = zext i1 %t344 to i64
  %t347 = add i64 %t315, %t346
  %t350 = icmp slt i64 4, %t10
  br i1 %t350, label %fin348, label %finnext349
fin348:
  %t351 = add i64 %k0, 0
  %p352 = getelementptr float, ptr %buf.b, i64 %t351
  %ld353 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p352, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v354 = fadd contract <16 x float> %ld353, %t210
  %v355 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v354, <16 x float> splat (float 0x0000000000000000))
  %v356 = add i64 %size.H, 1
  %v357 = add i64 %v356, 1
  %v358 = sub i64 %size.R, 1
  %v359 = sub i64 %v357, %v358
  %v360 = sub i64 %v359, 1
  %v361 = add i64 %v360, 1
  %v362 = mul i64 %n, %v361
  %v363 = add i64 %v362, %t347
  %v364 = add i64 %size.W, 1
  %v365 = add i64 %v364, 1
  %v366 = sub i64 %size.S, 1
  %v367 = sub i64 %v365, %v366
  %v368 = sub i64 %v367, 1
  %v369 = add i64 %v368, 1
  %v370 = mul i64 %v363, %v369
  %v371 = add i64 %v370, %t345
  %v372 = mul i64 %v371, %size.K
  %v373 = add i64 %v372, %t351
  %p374 = getelementptr float, ptr %buf.y, i64 %v373
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v355, ptr align 4 %p374, <16 x i1> %mlast)
  br label %finnext349
finnext349:
  %t375 = add i64 %t345, 1
  %t376 = icmp sge i64 %t375, %t217
  %t377 = select i1 %t376, i64 0, i64 %t375
  %t378 = zext i1 %t376 to i64
  %t379 = add i64 %t347, %t378
  %t382 = icmp slt i64 5, %t10
  br i1 %t382, label %fin380, label %finnext381
fin380:
  %t383 = add i64 %k0, 0
  %p384 = getelementptr float, ptr %buf.b, i64 %t383
  %ld385 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p384, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v386 = fadd contract <16 x float> %ld385, %t211
  %v387 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v386, <16 x float> splat (float 0x0000000000000000))
  %v388 = add i64 %size.H, 1
  %v389 = add i64 %v388, 1
  %v390 = sub i64 %size.R, 1
  %v391 = sub i64 %v389, %v390
  %v392 = sub i64 %v391, 1
  %v393 = add i64 %v392, 1
  %v394 = mul i64 %n, %v393
  %v395 = add i64 %v394, %t379
  %v396 = add i64 %size.W, 1
  %v397 = add i64 %v396, 1
  %v398 = sub i64 %size.S, 1
  %v399 = sub i64 %v397, %v398
  %v400 = sub i64 %v399, 1
  %v401 = add i64 %v400, 1
  %v402 = mul i64 %v395, %v401
  %v403 = add i64 %v402, %t377
  %v404 = mul i64 %v403, %size.K
  %v405 = add i64 %v404, %t383
  %p406 = getelementptr float, ptr %buf.y, i64 %v405
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v387, ptr align 4 %p406, <16 x i1> %mlast)
  br label %finnext381
finnext381:
  br label %tile.next
partial:
  %t409 = icmp slt i64 0, %t10
  br i1 %t409, label %store407, label %next408
store407:
  %t410 = getelementptr float, ptr %t26, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t206, ptr align 4 %t410, <16 x i1> %mlast)
  br label %next408
next408:
  %t413 = icmp slt i64 1, %t10
  br i1 %t413, label %store411, label %next412
store411:
  %t414 = getelementptr float, ptr %t28, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t207, ptr align 4 %t414, <16 x i1> %mlast)
  br label %next412
next412:
  %t417 = icmp slt i64 2, %t10
  br i1 %t417, label %store415, label %next416
store415:
  %t418 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t208, ptr align 4 %t418, <16 x i1> %mlast)
  br label %next416
next416:
  %t421 = icmp slt i64 3, %t10
  br i1 %t421, label %store419, label %next420
store419:
  %t422 = getelementptr float, ptr %t32, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t209, ptr align 4 %t422, <16 x i1> %mlast)
  br label %next420
next420:
  %t425 = icmp slt i64 4, %t10
  br i1 %t425, label %store423, label %next424
store423:
  %t426 = getelementptr float, ptr %t34, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t210, ptr align 4 %t426, <16 x i1> %mlast)
  br label %next424
next424:
  %t429 = icmp slt i64 5, %t10
  br i1 %t429, label %store427, label %next428
store427:
  %t430 = getelementptr float, ptr %t36, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t211, ptr align 4 %t430, <16 x i1> %mlast)
  br label %next428
next428:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t431 = icmp slt i64 %j.next, %ntiles
  br i1 %t431, label %tile, label %exit
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
  %t269 = add i64 %t268, 1
  %t270 = sdiv i64 %m0, %t269
  %t271 = srem i64 %m0, %t269
  %t274 = icmp slt i64 0, %t10
  br i1 %t274, label %fin272, label %finnext273
fin272:
  %t275 = add i64 %k0, 0
  %p276 = getelementptr float, ptr %buf.b, i64 %t275
  %ld277 = load <16 x float>, ptr %p276, align 4
  %v278 = fadd contract <16 x float> %ld277, %t252
  %v279 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v278, <16 x float> splat (float 0x0000000000000000))
  %v280 = add i64 %size.H, 1
  %v281 = add i64 %v280, 1
  %v282 = sub i64 %size.R, 1
  %v283 = sub i64 %v281, %v282
  %v284 = sub i64 %v283, 1
  %v285 = add i64 %v284, 1
  %v286 = mul i64 %n, %v285
  %v287 = add i64 %v286, %t270
  %v288 = add i64 %size.W, 1
  %v289 = add i64 %v288, 1
  %v290 = sub i64 %size.S, 1
  %v291 = sub i64 %v289, %v290
  %v292 = sub i64 %v291, 1
  %v293 = add i64 %v292, 1
  %v294 = mul i64 %v287, %v293
  %v295 = add i64 %v294, %t271
  %v296 = mul i64 %v295, %size.K
  %v297 = add i64 %v296, %t275
  %p298 = getelementptr float, ptr %buf.y, i64 %v297
  store <16 x float> %v279, ptr %p298, align 4
  %t299 = add i64 %k0, 16
  %p300 = getelementptr float, ptr %buf.b, i64 %t299
  %ld301 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p300, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v302 = fadd contract <16 x float> %ld301, %t253
  %v303 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v302, <16 x float> splat (float 0x0000000000000000))
  %v304 = add i64 %size.H, 1
  %v305 = add i64 %v304, 1
  %v306 = sub i64 %size.R, 1
  %v307 = sub i64 %v305, %v306
  %v308 = sub i64 %v307, 1
  %v309 = add i64 %v308, 1
  %v310 = mul i64 %n, %v309
  %v311 = add i64 %v310, %t270
  %v312 = add i64 %size.W, 1
  %v313 = add i64 %v312, 1
  %v314 = sub i64 %size.S, 1
  %v315 = sub i64 %v313, %v314
  %v316 = sub i64 %v315, 1
  %v317 = add i64 %v316, 1
  %v318 = mul i64 %v311, %v317
  %v319 = add i64 %v318, %t271
  %v320 = mul i64 %v319, %size.K
  %v321 = add i64 %v320, %t299
  %p322 = getelementptr float, ptr %buf.y, i64 %v321
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v303, ptr align 4 %p322, <16 x i1> %mlast)
  br label %finnext273
finnext273:
  %t323 = add i64 %t271, 1
  %t324 = icmp sge i64 %t323, %t269
  %t325 = select i1 %t324, i64 0, i64 %t323
  %t326 = zext i1 %t324 to i64
  %t327 = add i64 %t270, %t326
  %t330 = icmp slt i64 1, %t10
  br i1 %t330, label %fin328, label %finnext329
fin328:
  %t331 = add i64 %k0, 0
  %p332 = getelementptr float, ptr %buf.b, i64 %t331
  %ld333 = load <16 x float>, ptr %p332, align 4
  %v334 = fadd contract <16 x float> %ld333, %t254
  %v335 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v334, <16 x float> splat (float 0x0000000000000000))
  %v336 = add i64 %size.H, 1
  %v337 = add i64 %v336, 1
  %v338 = sub i64 %size.R, 1
  %v339 = sub i64 %v337, %v338
  %v340 = sub i64 %v339, 1
  %v341 = add i64 %v340, 1
  %v342 = mul i64 %n, %v341
  %v343 = add i64 %v342, %t327
  %v344 = add i64 %size.W, 1
  %v345 = add i64 %v344, 1
  %v346 = sub i64 %size.S, 1
  %v347 = sub i64 %v345, %v346
  %v348 = sub i64 %v347, 1
  %v349 = add i64 %v348, 1
  %v350 = mul i64 %v343, %v349
  %v351 = add i64 %v350, %t325
  %v352 = mul i64 %v351, %size.K
  %v353 = add i64 %v352, %t331
  %p354 = getelementptr float, ptr %buf.y, i64 %v353
  store <16 x float> %v335, ptr %p354, align 4
  %t355 = add i64 %k0, 16
  %p356 = getelementptr float, ptr %buf.b, i64 %t355
  %ld357 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p356, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v358 = fadd contract <16 x float> %ld357, %t255
  %v359 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v358, <16 x float> splat (float 0x0000000000000000))
  %v360 = add i64 %size.H, 1
  %v361 = add i64 %v360, 1
  %v362 = sub i64 %size.R, 1
  %v363 = sub i64 %v361, %v362
  %v364 = sub i64 %v363, 1
  %v365 = add i64 %v364, 1
  %v366 = mul i64 %n, %v365
  %v367 = add i64 %v366, %t327
  %v368 = add i64 %size.W, 1
  %v369 = add i64 %v368, 1
  %v370 = sub i64 %size.S, 1
  %v371 = sub i64 %v369, %v370
  %v372 = sub i64 %v371, 1
  %v373 = add i64 %v372, 1
  %v374 = mul i64 %v367, %v373
  %v375 = add i64 %v374, %t325
  %v376 = mul i64 %v375, %size.K
  %v377 = add i64 %v376, %t355
  %p378 = getelementptr float, ptr %buf.y, i64 %v377
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v359, ptr align 4 %p378, <16 x i1> %mlast)
  br label %finnext329
finnext329:
  %t379 = add i64 %t325, 1
  %t380 = icmp sge i64 %t379, %t269
  %t381 = select i1 %t380, i64 0, i64 %t379
  %t382 = zext i1 %t380 to i64
  %t383 = add i64 %t327, %t382
  %t386 = icmp slt i64 2, %t10
  br i1 %t386, label %fin384, label %finnext385
fin384:
  %t387 = add i64 %k0, 0
  %p388 = getelementptr float, ptr %buf.b, i64 %t387
  %ld389 = load <16 x float>, ptr %p388, align 4
  %v390 = fadd contract <16 x float> %ld389, %t256
  %v391 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v390, <16 x float> splat (float 0x0000000000000000))
  %v392 = add i64 %size.H, 1
  %v393 = add i64 %v392, 1
  %v394 = sub i64 %size.R, 1
  %v395 = sub i64 %v393, %v394
  %v396 = sub i64 %v395, 1
  %v397 = add i64 %v396, 1
  %v398 = mul i64 %n, %v397
  %v399 = add i64 %v398, %t383
  %v400 = add i64 %size.W, 1
  %v401 = add i64 %v400, 1
  %v402 = sub i64 %size.S, 1
  %v403 = sub i64 %v401, %v402
  %v404 = sub i64 %v403, 1
  %v405 = add i64 %v404, 1
  %v406 = mul i64 %v399, %v405
  %v407 = add i64 %v406, %t381
  %v408 = mul i64 %v407, %size.K
  %v409 = add i64 %v408, %t387
  %p410 = getelementptr float, ptr %buf.y, i64 %v409
  store <16 x float> %v391, ptr %p410, align 4
  %t411 = add i64 %k0, 16
  %p412 = getelementptr float, ptr %buf.b, i64 %t411
  %ld413 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p412, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v414 = fadd contract <16 x float> %ld413, %t257
  %v415 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v414, <16 x float> splat (float 0x0000000000000000))
  %v416 = add i64 %size.H, 1
  %v417 = add i64 %v416, 1
  %v418 = sub i64 %size.R, 1
  %v419 = sub i64 %v417, %v418
  %v420 = sub i64 %v419, 1
  %v421 = add i64 %v420, 1
  %v422 = mul i64 %n, %v421
  %v423 = add i64 %v422, %t383
  %v424 = add i64 %size.W, 1
  %v425 = add i64 %v424, 1
  %v426 = sub i64 %size.S, 1
  %v427 = sub i64 %v425, %v426
  %v428 = sub i64 %v427, 1
  %v429 = add i64 %v428, 1
  %v430 = mul i64 %v423, %v429
  %v431 = add i64 %v430, %t381
  %v432 = mul i64 %v431, %size.K
  %v433 = add i64 %v432, %t411
  %p434 = getelementptr float, ptr %buf.y, i64 %v433
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v415, ptr align 4 %p434, <16 x i1> %mlast)
  br label %finnext385
finnext385:
  %t435 = add i64 %t381, 1
  %t436 = icmp sge i64 %t435, %t269
  %t437 = select i1 %t436, i64 0, i64 %t435
  %t438 = zext i1 %t436 to i64
  %t439 = add i64 %t383, %t438
  %t442 = icmp slt i64 3, %t10
  br i1 %t442, label %fin440, label %finnext441
fin440:
  %t443 = add i64 %k0, 0
  %p444 = getelementptr float, ptr %buf.b, i64 %t443
  %ld445 = load <16 x float>, ptr %p444, align 4
  %v446 = fadd contract <16 x float> %ld445, %t258
  %v447 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v446, <16 x float> splat (float 0x0000000000000000))
  %v448 = add i64 %size.H, 1
  %v449 = add i64 %v448, 1
  %v450 = sub i64 %size.R, 1
  %v451 = sub i64 %v449, %v450
  %v452 = sub i64 %v451, 1
  %v453 = add i64 %v452, 1
  %v454 = mul i64 %n, %v453
  %v455 = add i64 %v454, %t439
  %v456 = add i64 %size.W, 1
  %v457 = add i64 %v456, 1
  %v458 = sub i64 %size.S, 1
  %v459 = sub i64 %v457, %v458
  %v460 = sub i64 %v459, 1
  %v461 = add i64 %v460, 1
  %v462 = mul i64 %v455, %v461
  %v463 = add i64 %v462, %t437
  %v464 = mul i64 %v463, %size.K
  %v465 = add i64 %v464, %t443
  %p466 = getelementptr float, ptr %buf.y, i64 %v465
  store <16 x float> %v447, ptr %p466, align 4
  %t467 = add i64 %k0, 16
  %p468 = getelementptr float, ptr %buf.b, i64 %t467
  %ld469 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p468, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v470 = fadd contract <16 x float> %ld469, %t259
  %v471 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v470, <16 x float> splat (float 0x0000000000000000))
  %v472 = add i64 %size.H, 1
  %v473 = add i64 %v472, 1
  %v474 = sub i64 %size.R, 1
  %v475 = sub i64 %v473, %v474
  %v476 = sub i64 %v475, 1
  %v477 = add i64 %v476, 1
  %v478 = mul i64 %n, %v477
  %v479 = add i64 %v478, %t439
  %v480 = add i64 %size.W, 1
  %v481 = add i64 %v480, 1
  %v482 = sub i64 %size.S, 1
  %v483 = sub i64 %v481, %v482
  %v484 = sub i64 %v483, 1
  %v485 = add i64 %v484, 1
  %v486 = mul i64 %v479, %v485
  %v487 = add i64 %v486, %t437
  %v488 = mul i64 %v487, %size.K
  %v489 = add i64 %v488, %t467
  %p490 = getelementptr float, ptr %buf.y, i64 %v489
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v471, ptr align 4 %p490, <16 x i1> %mlast)
  br label %finnext441
finnext441:
  %t491 = add i64 %t437, 1
  %t492 = icmp sge i64 %t491, %t269
  %t493 = select i1 %t492, i64 0, i64 %t491
  %t494 = zext i1 %t492 to i64
  %t495 = add i64 %t439, %t494
  %t498 = icmp slt i64 4, %t10
  br i1 %t498, label %fin496, label %finnext497
fin496:
  %t499 = add i64 %k0, 0
  %p500 = getelementptr float, ptr %buf.b, i64 %t499
  %ld501 = load <16 x float>, ptr %p500, align 4
  %v502 = fadd contract <16 x float> %ld501, %t260
  %v503 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v502, <16 x float> splat (float 0x0000000000000000))
  %v504 = add i64 %size.H, 1
  %v505 = add i64 %v504, 1
  %v506 = sub i64 %size.R, 1
  %v507 = sub i64 %v505, %v506
  %v508 = sub i64 %v507, 1
  %v509 = add i64 %v508, 1
  %v510 = mul i64 %n, %v509
  %v511 = add i64 %v510, %t495
  %v512 = add i64 %size.W, 1
  %v513 = add i64 %v512, 1
  %v514 = sub i64 %size.S, 1
  %v515 = sub i64 %v513, %v514
  %v516 = sub i64 %v515, 1
  %v517 = add i64 %v516, 1
  %v518 = mul i64 %v511, %v517
  %v519 = add i64 %v518, %t493
  %v520 = mul i64 %v519, %size.K
  %v521 = add i64 %v520, %t499
  %p522 = getelementptr float, ptr %buf.y, i64 %v521
  store <16 x float> %v503, ptr %p522, align 4
  %t523 = add i64 %k0, 16
  %p524 = getelementptr float, ptr %buf.b, i64 %t523
  %ld525 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p524, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v526 = fadd contract <16 x float> %ld525, %t261
  %v527 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v526, <16 x float> splat (float 0x0000000000000000))
  %v528 = add i64 %size.H, 1
  %v529 = add i64 %v528, 1
  %v530 = sub i64 %size.R, 1
  %v531 = sub i64 %v529, %v530
  %v532 = sub i64 %v531, 1
  %v533 = add i64 %v532, 1
  %v534 = mul i64 %n, %v533
  %v535 = add i64 %v534, %t495
  %v536 = add i64 %size.W, 1
  %v537 = add i64 %v536, 1
  %v538 = sub i64 %size.S, 1
  %v539 = sub i64 %v537, %v538
  %v540 = sub i64 %v539, 1
  %v541 = add i64 %v540, 1
  %v542 = mul i64 %v535, %v541
  %v543 = add i64 %v542, %t493
  %v544 = mul i64 %v543, %size.K
  %v545 = add i64 %v544, %t523
  %p546 = getelementptr float, ptr %buf.y, i64 %v545
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v527, ptr align 4 %p546, <16 x i1> %mlast)
  br label %finnext497
finnext497:
  %t547 = add i64 %t493, 1
  %t548 = icmp sge i64 %t547, %t269
  %t549 = select i1 %t548, i64 0, i64 %t547
  %t550 = zext i1 %t548 to i64
  %t551 = add i64 %t495, %t550
  %t554 = icmp slt i64 5, %t10
  br i1 %t554, label %fin552, label %finnext553
fin552:
  %t555 = add i64 %k0, 0
  %p556 = getelementptr float, ptr %buf.b, i64 %t555
  %ld557 = load <16 x float>, ptr %p556, align 4
  %v558 = fadd contract <16 x float> %ld557, %t262
  %v559 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v558, <16 x float> splat (float 0x0000000000000000))
  %v560 = add i64 %size.H, 1
  %v561 = add i64 %v560, 1
  %v562 = sub i64 %size.R, 1
  %v563 = sub i64 %v561, %v562
  %v564 = sub i64 %v563, 1
  %v565 = add i64 %v564, 1
  %v566 = mul i64 %n, %v565
  %v567 = add i64 %v566, %t551
  %v568 = add i64 %size.W, 1
  %v569 = add i64 %v568, 1
  %v570 = sub i64 %size.S, 1
  %v571 = sub i64 %v569, %v570
  %v572 = sub i64 %v571, 1
  %v573 = add i64 %v572, 1
  %v574 = mul i64 %v567, %v573
  %v575 = add i64 %v574, %t549
  %v576 = mul i64 %v575, %size.K
  %v577 = add i64 %v576, %t555
  %p578 = getelementptr float, ptr %buf.y, i64 %v577
  store <16 x float> %v559, ptr %p578, align 4
  %t579 = add i64 %k0, 16
  %p580 = getelementptr float, ptr %buf.b, i64 %t579
  %ld581 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p580, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v582 = fadd contract <16 x float> %ld581, %t263
  %v583 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v582, <16 x float> splat (float 0x0000000000000000))
  %v584 = add i64 %size.H, 1
  %v585 = add i64 %v584, 1
  %v586 = sub i64 %size.R, 1
  %v587 = sub i64 %v585, %v586
  %v588 = sub i64 %v587, 1
  %v589 = add i64 %v588, 1
  %v590 = mul i64 %n, %v589
  %v591 = add i64 %v590, %t551
  %v592 = add i64 %size.W, 1
  %v593 = add i64 %v592, 1
  %v594 = sub i64 %size.S, 1
  %v595 = sub i64 %v593, %v594
  %v596 = sub i64 %v595, 1
  %v597 = add i64 %v596, 1
  %v598 = mul i64 %v591, %v597
  %v599 = add i64 %v598, %t549
  %v600 = mul i64 %v599, %size.K
  %v601 = add i64 %v600, %t579
  %p602 = getelementptr float, ptr %buf.y, i64 %v601
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v583, ptr align 4 %p602, <16 x i1> %mlast)
  br label %finnext553
finnext553:
  br label %tile.next
partial:
  %t605 = icmp slt i64 0, %t10
  br i1 %t605, label %store603, label %next604
store603:
  %t606 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t252, ptr %t606, align 4
  %t607 = getelementptr float, ptr %t26, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t253, ptr align 4 %t607, <16 x i1> %mlast)
  br label %next604
next604:
  %t610 = icmp slt i64 1, %t10
  br i1 %t610, label %store608, label %next609
store608:
  %t611 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t254, ptr %t611, align 4
  %t612 = getelementptr float, ptr %t28, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t255, ptr align 4 %t612, <16 x i1> %mlast)
  br label %next609
next609:
  %t615 = icmp slt i64 2, %t10
  br i1 %t615, label %store613, label %next614
store613:
  %t616 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t256, ptr %t616, align 4
  %t617 = getelementptr float, ptr %t30, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t257, ptr align 4 %t617, <16 x i1> %mlast)
  br label %next614
next614:
  %t620 = icmp slt i64 3, %t10
  br i1 %t620, label %store618, label %next619
store618:
  %t621 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t258, ptr %t621, align 4
  %t622 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t259, ptr align 4 %t622, <16 x i1> %mlast)
  br label %next619
next619:
  %t625 = icmp slt i64 4, %t10
  br i1 %t625, label %store623, label %next624
store623:
  %t626 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t260, ptr %t626, align 4
  %t627 = getelementptr float, ptr %t34, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t261, ptr align 4 %t627, <16 x i1> %mlast)
  br label %next624
next624:
  %t630 = icmp slt i64 5, %t10
  br i1 %t630, label %store628, label %next629
store628:
  %t631 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t262, ptr %t631, align 4
  %t632 = getelementptr float, ptr %t36, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t263, ptr align 4 %t632, <16 x i1> %mlast)
  br label %next629
next629:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t633 = icmp slt i64 %j.next, %ntiles
  br i1 %t633, label %tile, label %exit
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
  %t321 = add i64 %t320, 1
  %t322 = sdiv i64 %m0, %t321
  %t323 = srem i64 %m0, %t321
  %t326 = icmp slt i64 0, %t10
  br i1 %t326, label %fin324, label %finnext325
fin324:
  %t327 = add i64 %k0, 0
  %p328 = getelementptr float, ptr %buf.b, i64 %t327
  %ld329 = load <16 x float>, ptr %p328, align 4
  %v330 = fadd contract <16 x float> %ld329, %t298
  %v331 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v330, <16 x float> splat (float 0x0000000000000000))
  %v332 = add i64 %size.H, 1
  %v333 = add i64 %v332, 1
  %v334 = sub i64 %size.R, 1
  %v335 = sub i64 %v333, %v334
  %v336 = sub i64 %v335, 1
  %v337 = add i64 %v336, 1
  %v338 = mul i64 %n, %v337
  %v339 = add i64 %v338, %t322
  %v340 = add i64 %size.W, 1
  %v341 = add i64 %v340, 1
  %v342 = sub i64 %size.S, 1
  %v343 = sub i64 %v341, %v342
  %v344 = sub i64 %v343, 1
  %v345 = add i64 %v344, 1
  %v346 = mul i64 %v339, %v345
  %v347 = add i64 %v346, %t323
  %v348 = mul i64 %v347, %size.K
  %v349 = add i64 %v348, %t327
  %p350 = getelementptr float, ptr %buf.y, i64 %v349
  store <16 x float> %v331, ptr %p350, align 4
  %t351 = add i64 %k0, 16
  %p352 = getelementptr float, ptr %buf.b, i64 %t351
  %ld353 = load <16 x float>, ptr %p352, align 4
  %v354 = fadd contract <16 x float> %ld353, %t299
  %v355 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v354, <16 x float> splat (float 0x0000000000000000))
  %v356 = add i64 %size.H, 1
  %v357 = add i64 %v356, 1
  %v358 = sub i64 %size.R, 1
  %v359 = sub i64 %v357, %v358
  %v360 = sub i64 %v359, 1
  %v361 = add i64 %v360, 1
  %v362 = mul i64 %n, %v361
  %v363 = add i64 %v362, %t322
  %v364 = add i64 %size.W, 1
  %v365 = add i64 %v364, 1
  %v366 = sub i64 %size.S, 1
  %v367 = sub i64 %v365, %v366
  %v368 = sub i64 %v367, 1
  %v369 = add i64 %v368, 1
  %v370 = mul i64 %v363, %v369
  %v371 = add i64 %v370, %t323
  %v372 = mul i64 %v371, %size.K
  %v373 = add i64 %v372, %t351
  %p374 = getelementptr float, ptr %buf.y, i64 %v373
  store <16 x float> %v355, ptr %p374, align 4
  %t375 = add i64 %k0, 32
  %p376 = getelementptr float, ptr %buf.b, i64 %t375
  %ld377 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p376, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v378 = fadd contract <16 x float> %ld377, %t300
  %v379 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v378, <16 x float> splat (float 0x0000000000000000))
  %v380 = add i64 %size.H, 1
  %v381 = add i64 %v380, 1
  %v382 = sub i64 %size.R, 1
  %v383 = sub i64 %v381, %v382
  %v384 = sub i64 %v383, 1
  %v385 = add i64 %v384, 1
  %v386 = mul i64 %n, %v385
  %v387 = add i64 %v386, %t322
  %v388 = add i64 %size.W, 1
  %v389 = add i64 %v388, 1
  %v390 = sub i64 %size.S, 1
  %v391 = sub i64 %v389, %v390
  %v392 = sub i64 %v391, 1
  %v393 = add i64 %v392, 1
  %v394 = mul i64 %v387, %v393
  %v395 = add i64 %v394, %t323
  %v396 = mul i64 %v395, %size.K
  %v397 = add i64 %v396, %t375
  %p398 = getelementptr float, ptr %buf.y, i64 %v397
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v379, ptr align 4 %p398, <16 x i1> %mlast)
  br label %finnext325
finnext325:
  %t399 = add i64 %t323, 1
  %t400 = icmp sge i64 %t399, %t321
  %t401 = select i1 %t400, i64 0, i64 %t399
  %t402 = zext i1 %t400 to i64
  %t403 = add i64 %t322, %t402
  %t406 = icmp slt i64 1, %t10
  br i1 %t406, label %fin404, label %finnext405
fin404:
  %t407 = add i64 %k0, 0
  %p408 = getelementptr float, ptr %buf.b, i64 %t407
  %ld409 = load <16 x float>, ptr %p408, align 4
  %v410 = fadd contract <16 x float> %ld409, %t301
  %v411 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v410, <16 x float> splat (float 0x0000000000000000))
  %v412 = add i64 %size.H, 1
  %v413 = add i64 %v412, 1
  %v414 = sub i64 %size.R, 1
  %v415 = sub i64 %v413, %v414
  %v416 = sub i64 %v415, 1
  %v417 = add i64 %v416, 1
  %v418 = mul i64 %n, %v417
  %v419 = add i64 %v418, %t403
  %v420 = add i64 %size.W, 1
  %v421 = add i64 %v420, 1
  %v422 = sub i64 %size.S, 1
  %v423 = sub i64 %v421, %v422
  %v424 = sub i64 %v423, 1
  %v425 = add i64 %v424, 1
  %v426 = mul i64 %v419, %v425
  %v427 = add i64 %v426, %t401
  %v428 = mul i64 %v427, %size.K
  %v429 = add i64 %v428, %t407
  %p430 = getelementptr float, ptr %buf.y, i64 %v429
  store <16 x float> %v411, ptr %p430, align 4
  %t431 = add i64 %k0, 16
  %p432 = getelementptr float, ptr %buf.b, i64 %t431
  %ld433 = load <16 x float>, ptr %p432, align 4
  %v434 = fadd contract <16 x float> %ld433, %t302
  %v435 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v434, <16 x float> splat (float 0x0000000000000000))
  %v436 = add i64 %size.H, 1
  %v437 = add i64 %v436, 1
  %v438 = sub i64 %size.R, 1
  %v439 = sub i64 %v437, %v438
  %v440 = sub i64 %v439, 1
  %v441 = add i64 %v440, 1
  %v442 = mul i64 %n, %v441
  %v443 = add i64 %v442, %t403
  %v444 = add i64 %size.W, 1
  %v445 = add i64 %v444, 1
  %v446 = sub i64 %size.S, 1
  %v447 = sub i64 %v445, %v446
  %v448 = sub i64 %v447, 1
  %v449 = add i64 %v448, 1
  %v450 = mul i64 %v443, %v449
  %v451 = add i64 %v450, %t401
  %v452 = mul i64 %v451, %size.K
  %v453 = add i64 %v452, %t431
  %p454 = getelementptr float, ptr %buf.y, i64 %v453
  store <16 x float> %v435, ptr %p454, align 4
  %t455 = add i64 %k0, 32
  %p456 = getelementptr float, ptr %buf.b, i64 %t455
  %ld457 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p456, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v458 = fadd contract <16 x float> %ld457, %t303
  %v459 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v458, <16 x float> splat (float 0x0000000000000000))
  %v460 = add i64 %size.H, 1
  %v461 = add i64 %v460, 1
  %v462 = sub i64 %size.R, 1
  %v463 = sub i64 %v461, %v462
  %v464 = sub i64 %v463, 1
  %v465 = add i64 %v464, 1
  %v466 = mul i64 %n, %v465
  %v467 = add i64 %v466, %t403
  %v468 = add i64 %size.W, 1
  %v469 = add i64 %v468, 1
  %v470 = sub i64 %size.S, 1
  %v471 = sub i64 %v469, %v470
  %v472 = sub i64 %v471, 1
  %v473 = add i64 %v472, 1
  %v474 = mul i64 %v467, %v473
  %v475 = add i64 %v474, %t401
  %v476 = mul i64 %v475, %size.K
  %v477 = add i64 %v476, %t455
  %p478 = getelementptr float, ptr %buf.y, i64 %v477
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v459, ptr align 4 %p478, <16 x i1> %mlast)
  br label %finnext405
finnext405:
  %t479 = add i64 %t401, 1
  %t480 = icmp sge i64 %t479, %t321
  %t481 = select i1 %t480, i64 0, i64 %t479
  %t482 = zext i1 %t480 to i64
  %t483 = add i64 %t403, %t482
  %t486 = icmp slt i64 2, %t10
  br i1 %t486, label %fin484, label %finnext485
fin484:
  %t487 = add i64 %k0, 0
  %p488 = getelementptr float, ptr %buf.b, i64 %t487
  %ld489 = load <16 x float>, ptr %p488, align 4
  %v490 = fadd contract <16 x float> %ld489, %t304
  %v491 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v490, <16 x float> splat (float 0x0000000000000000))
  %v492 = add i64 %size.H, 1
  %v493 = add i64 %v492, 1
  %v494 = sub i64 %size.R, 1
  %v495 = sub i64 %v493, %v494
  %v496 = sub i64 %v495, 1
  %v497 = add i64 %v496, 1
  %v498 = mul i64 %n, %v497
  %v499 = add i64 %v498, %t483
  %v500 = add i64 %size.W, 1
  %v501 = add i64 %v500, 1
  %v502 = sub i64 %size.S, 1
  %v503 = sub i64 %v501, %v502
  %v504 = sub i64 %v503, 1
  %v505 = add i64 %v504, 1
  %v506 = mul i64 %v499, %v505
  %v507 = add i64 %v506, %t481
  %v508 = mul i64 %v507, %size.K
  %v509 = add i64 %v508, %t487
  %p510 = getelementptr float, ptr %buf.y, i64 %v509
  store <16 x float> %v491, ptr %p510, align 4
  %t511 = add i64 %k0, 16
  %p512 = getelementptr float, ptr %buf.b, i64 %t511
  %ld513 = load <16 x float>, ptr %p512, align 4
  %v514 = fadd contract <16 x float> %ld513, %t305
  %v515 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v514, <16 x float> splat (float 0x0000000000000000))
  %v516 = add i64 %size.H, 1
  %v517 = add i64 %v516, 1
  %v518 = sub i64 %size.R, 1
  %v519 = sub i64 %v517, %v518
  %v520 = sub i64 %v519, 1
  %v521 = add i64 %v520, 1
  %v522 = mul i64 %n, %v521
  %v523 = add i64 %v522, %t483
  %v524 = add i64 %size.W, 1
  %v525 = add i64 %v524, 1
  %v526 = sub i64 %size.S, 1
  %v527 = sub i64 %v525, %v526
  %v528 = sub i64 %v527, 1
  %v529 = add i64 %v528, 1
  %v530 = mul i64 %v523, %v529
  %v531 = add i64 %v530, %t481
  %v532 = mul i64 %v531, %size.K
  %v533 = add i64 %v532, %t511
  %p534 = getelementptr float, ptr %buf.y, i64 %v533
  store <16 x float> %v515, ptr %p534, align 4
  %t535 = add i64 %k0, 32
  %p536 = getelementptr float, ptr %buf.b, i64 %t535
  %ld537 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p536, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v538 = fadd contract <16 x float> %ld537, %t306
  %v539 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v538, <16 x float> splat (float 0x0000000000000000))
  %v540 = add i64 %size.H, 1
  %v541 = add i64 %v540, 1
  %v542 = sub i64 %size.R, 1
  %v543 = sub i64 %v541, %v542
  %v544 = sub i64 %v543, 1
  %v545 = add i64 %v544, 1
  %v546 = mul i64 %n, %v545
  %v547 = add i64 %v546, %t483
  %v548 = add i64 %size.W, 1
  %v549 = add i64 %v548, 1
  %v550 = sub i64 %size.S, 1
  %v551 = sub i64 %v549, %v550
  %v552 = sub i64 %v551, 1
  %v553 = add i64 %v552, 1
  %v554 = mul i64 %v547, %v553
  %v555 = add i64 %v554, %t481
  %v556 = mul i64 %v555, %size.K
  %v557 = add i64 %v556, %t535
  %p558 = getelementptr float, ptr %buf.y, i64 %v557
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v539, ptr align 4 %p558, <16 x i1> %mlast)
  br label %finnext485
finnext485:
  %t559 = add i64 %t481, 1
  %t560 = icmp sge i64 %t559, %t321
  %t561 = select i1 %t560, i64 0, i64 %t559
  %t562 = zext i1 %t560 to i64
  %t563 = add i64 %t483, %t562
  %t566 = icmp slt i64 3, %t10
  br i1 %t566, label %fin564, label %finnext565
fin564:
  %t567 = add i64 %k0, 0
  %p568 = getelementptr float, ptr %buf.b, i64 %t567
  %ld569 = load <16 x float>, ptr %p568, align 4
  %v570 = fadd contract <16 x float> %ld569, %t307
  %v571 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v570, <16 x float> splat (float 0x0000000000000000))
  %v572 = add i64 %size.H, 1
  %v573 = add i64 %v572, 1
  %v574 = sub i64 %size.R, 1
  %v575 = sub i64 %v573, %v574
  %v576 = sub i64 %v575, 1
  %v577 = add i64 %v576, 1
  %v578 = mul i64 %n, %v577
  %v579 = add i64 %v578, %t563
  %v580 = add i64 %size.W, 1
  %v581 = add i64 %v580, 1
  %v582 = sub i64 %size.S, 1
  %v583 = sub i64 %v581, %v582
  %v584 = sub i64 %v583, 1
  %v585 = add i64 %v584, 1
  %v586 = mul i64 %v579, %v585
  %v587 = add i64 %v586, %t561
  %v588 = mul i64 %v587, %size.K
  %v589 = add i64 %v588, %t567
  %p590 = getelementptr float, ptr %buf.y, i64 %v589
  store <16 x float> %v571, ptr %p590, align 4
  %t591 = add i64 %k0, 16
  %p592 = getelementptr float, ptr %buf.b, i64 %t591
  %ld593 = load <16 x float>, ptr %p592, align 4
  %v594 = fadd contract <16 x float> %ld593, %t308
  %v595 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v594, <16 x float> splat (float 0x0000000000000000))
  %v596 = add i64 %size.H, 1
  %v597 = add i64 %v596, 1
  %v598 = sub i64 %size.R, 1
  %v599 = sub i64 %v597, %v598
  %v600 = sub i64 %v599, 1
  %v601 = add i64 %v600, 1
  %v602 = mul i64 %n, %v601
  %v603 = add i64 %v602, %t563
  %v604 = add i64 %size.W, 1
  %v605 = add i64 %v604, 1
  %v606 = sub i64 %size.S, 1
  %v607 = sub i64 %v605, %v606
  %v608 = sub i64 %v607, 1
  %v609 = add i64 %v608, 1
  %v610 = mul i64 %v603, %v609
  %v611 = add i64 %v610, %t561
  %v612 = mul i64 %v611, %size.K
  %v613 = add i64 %v612, %t591
  %p614 = getelementptr float, ptr %buf.y, i64 %v613
  store <16 x float> %v595, ptr %p614, align 4
  %t615 = add i64 %k0, 32
  %p616 = getelementptr float, ptr %buf.b, i64 %t615
  %ld617 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p616, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v618 = fadd contract <16 x float> %ld617, %t309
  %v619 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v618, <16 x float> splat (float 0x0000000000000000))
  %v620 = add i64 %size.H, 1
  %v621 = add i64 %v620, 1
  %v622 = sub i64 %size.R, 1
  %v623 = sub i64 %v621, %v622
  %v624 = sub i64 %v623, 1
  %v625 = add i64 %v624, 1
  %v626 = mul i64 %n, %v625
  %v627 = add i64 %v626, %t563
  %v628 = add i64 %size.W, 1
  %v629 = add i64 %v628, 1
  %v630 = sub i64 %size.S, 1
  %v631 = sub i64 %v629, %v630
  %v632 = sub i64 %v631, 1
  %v633 = add i64 %v632, 1
  %v634 = mul i64 %v627, %v633
  %v635 = add i64 %v634, %t561
  %v636 = mul i64 %v635, %size.K
  %v637 = add i64 %v636, %t615
  %p638 = getelementptr float, ptr %buf.y, i64 %v637
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v619, ptr align 4 %p638, <16 x i1> %mlast)
  br label %finnext565
finnext565:
  %t639 = add i64 %t561, 1
  %t640 = icmp sge i64 %t639, %t321
  %t641 = select i1 %t640, i64 0, i64 %t639
  %t642 = zext i1 %t640 to i64
  %t643 = add i64 %t563, %t642
  %t646 = icmp slt i64 4, %t10
  br i1 %t646, label %fin644, label %finnext645
fin644:
  %t647 = add i64 %k0, 0
  %p648 = getelementptr float, ptr %buf.b, i64 %t647
  %ld649 = load <16 x float>, ptr %p648, align 4
  %v650 = fadd contract <16 x float> %ld649, %t310
  %v651 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v650, <16 x float> splat (float 0x0000000000000000))
  %v652 = add i64 %size.H, 1
  %v653 = add i64 %v652, 1
  %v654 = sub i64 %size.R, 1
  %v655 = sub i64 %v653, %v654
  %v656 = sub i64 %v655, 1
  %v657 = add i64 %v656, 1
  %v658 = mul i64 %n, %v657
  %v659 = add i64 %v658, %t643
  %v660 = add i64 %size.W, 1
  %v661 = add i64 %v660, 1
  %v662 = sub i64 %size.S, 1
  %v663 = sub i64 %v661, %v662
  %v664 = sub i64 %v663, 1
  %v665 = add i64 %v664, 1
  %v666 = mul i64 %v659, %v665
  %v667 = add i64 %v666, %t641
  %v668 = mul i64 %v667, %size.K
  %v669 = add i64 %v668, %t647
  %p670 = getelementptr float, ptr %buf.y, i64 %v669
  store <16 x float> %v651, ptr %p670, align 4
  %t671 = add i64 %k0, 16
  %p672 = getelementptr float, ptr %buf.b, i64 %t671
  %ld673 = load <16 x float>, ptr %p672, align 4
  %v674 = fadd contract <16 x float> %ld673, %t311
  %v675 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v674, <16 x float> splat (float 0x0000000000000000))
  %v676 = add i64 %size.H, 1
  %v677 = add i64 %v676, 1
  %v678 = sub i64 %size.R, 1
  %v679 = sub i64 %v677, %v678
  %v680 = sub i64 %v679, 1
  %v681 = add i64 %v680, 1
  %v682 = mul i64 %n, %v681
  %v683 = add i64 %v682, %t643
  %v684 = add i64 %size.W, 1
  %v685 = add i64 %v684, 1
  %v686 = sub i64 %size.S, 1
  %v687 = sub i64 %v685, %v686
  %v688 = sub i64 %v687, 1
  %v689 = add i64 %v688, 1
  %v690 = mul i64 %v683, %v689
  %v691 = add i64 %v690, %t641
  %v692 = mul i64 %v691, %size.K
  %v693 = add i64 %v692, %t671
  %p694 = getelementptr float, ptr %buf.y, i64 %v693
  store <16 x float> %v675, ptr %p694, align 4
  %t695 = add i64 %k0, 32
  %p696 = getelementptr float, ptr %buf.b, i64 %t695
  %ld697 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p696, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v698 = fadd contract <16 x float> %ld697, %t312
  %v699 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v698, <16 x float> splat (float 0x0000000000000000))
  %v700 = add i64 %size.H, 1
  %v701 = add i64 %v700, 1
  %v702 = sub i64 %size.R, 1
  %v703 = sub i64 %v701, %v702
  %v704 = sub i64 %v703, 1
  %v705 = add i64 %v704, 1
  %v706 = mul i64 %n, %v705
  %v707 = add i64 %v706, %t643
  %v708 = add i64 %size.W, 1
  %v709 = add i64 %v708, 1
  %v710 = sub i64 %size.S, 1
  %v711 = sub i64 %v709, %v710
  %v712 = sub i64 %v711, 1
  %v713 = add i64 %v712, 1
  %v714 = mul i64 %v707, %v713
  %v715 = add i64 %v714, %t641
  %v716 = mul i64 %v715, %size.K
  %v717 = add i64 %v716, %t695
  %p718 = getelementptr float, ptr %buf.y, i64 %v717
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v699, ptr align 4 %p718, <16 x i1> %mlast)
  br label %finnext645
finnext645:
  %t719 = add i64 %t641, 1
  %t720 = icmp sge i64 %t719, %t321
  %t721 = select i1 %t720, i64 0, i64 %t719
  %t722 = zext i1 %t720 to i64
  %t723 = add i64 %t643, %t722
  %t726 = icmp slt i64 5, %t10
  br i1 %t726, label %fin724, label %finnext725
fin724:
  %t727 = add i64 %k0, 0
  %p728 = getelementptr float, ptr %buf.b, i64 %t727
  %ld729 = load <16 x float>, ptr %p728, align 4
  %v730 = fadd contract <16 x float> %ld729, %t313
  %v731 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v730, <16 x float> splat (float 0x0000000000000000))
  %v732 = add i64 %size.H, 1
  %v733 = add i64 %v732, 1
  %v734 = sub i64 %size.R, 1
  %v735 = sub i64 %v733, %v734
  %v736 = sub i64 %v735, 1
  %v737 = add i64 %v736, 1
  %v738 = mul i64 %n, %v737
  %v739 = add i64 %v738, %t723
  %v740 = add i64 %size.W, 1
  %v741 = add i64 %v740, 1
  %v742 = sub i64 %size.S, 1
  %v743 = sub i64 %v741, %v742
  %v744 = sub i64 %v743, 1
  %v745 = add i64 %v744, 1
  %v746 = mul i64 %v739, %v745
  %v747 = add i64 %v746, %t721
  %v748 = mul i64 %v747, %size.K
  %v749 = add i64 %v748, %t727
  %p750 = getelementptr float, ptr %buf.y, i64 %v749
  store <16 x float> %v731, ptr %p750, align 4
  %t751 = add i64 %k0, 16
  %p752 = getelementptr float, ptr %buf.b, i64 %t751
  %ld753 = load <16 x float>, ptr %p752, align 4
  %v754 = fadd contract <16 x float> %ld753, %t314
  %v755 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v754, <16 x float> splat (float 0x0000000000000000))
  %v756 = add i64 %size.H, 1
  %v757 = add i64 %v756, 1
  %v758 = sub i64 %size.R, 1
  %v759 = sub i64 %v757, %v758
  %v760 = sub i64 %v759, 1
  %v761 = add i64 %v760, 1
  %v762 = mul i64 %n, %v761
  %v763 = add i64 %v762, %t723
  %v764 = add i64 %size.W, 1
  %v765 = add i64 %v764, 1
  %v766 = sub i64 %size.S, 1
  %v767 = sub i64 %v765, %v766
  %v768 = sub i64 %v767, 1
  %v769 = add i64 %v768, 1
  %v770 = mul i64 %v763, %v769
  %v771 = add i64 %v770, %t721
  %v772 = mul i64 %v771, %size.K
  %v773 = add i64 %v772, %t751
  %p774 = getelementptr float, ptr %buf.y, i64 %v773
  store <16 x float> %v755, ptr %p774, align 4
  %t775 = add i64 %k0, 32
  %p776 = getelementptr float, ptr %buf.b, i64 %t775
  %ld777 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p776, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v778 = fadd contract <16 x float> %ld777, %t315
  %v779 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v778, <16 x float> splat (float 0x0000000000000000))
  %v780 = add i64 %size.H, 1
  %v781 = add i64 %v780, 1
  %v782 = sub i64 %size.R, 1
  %v783 = sub i64 %v781, %v782
  %v784 = sub i64 %v783, 1
  %v785 = add i64 %v784, 1
  %v786 = mul i64 %n, %v785
  %v787 = add i64 %v786, %t723
  %v788 = add i64 %size.W, 1
  %v789 = add i64 %v788, 1
  %v790 = sub i64 %size.S, 1
  %v791 = sub i64 %v789, %v790
  %v792 = sub i64 %v791, 1
  %v793 = add i64 %v792, 1
  %v794 = mul i64 %v787, %v793
  %v795 = add i64 %v794, %t721
  %v796 = mul i64 %v795, %size.K
  %v797 = add i64 %v796, %t775
  %p798 = getelementptr float, ptr %buf.y, i64 %v797
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v779, ptr align 4 %p798, <16 x i1> %mlast)
  br label %finnext725
finnext725:
  br label %tile.next
partial:
  %t801 = icmp slt i64 0, %t10
  br i1 %t801, label %store799, label %next800
store799:
  %t802 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t298, ptr %t802, align 4
  %t803 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t299, ptr %t803, align 4
  %t804 = getelementptr float, ptr %t26, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t300, ptr align 4 %t804, <16 x i1> %mlast)
  br label %next800
next800:
  %t807 = icmp slt i64 1, %t10
  br i1 %t807, label %store805, label %next806
store805:
  %t808 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t301, ptr %t808, align 4
  %t809 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t302, ptr %t809, align 4
  %t810 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t303, ptr align 4 %t810, <16 x i1> %mlast)
  br label %next806
next806:
  %t813 = icmp slt i64 2, %t10
  br i1 %t813, label %store811, label %next812
store811:
  %t814 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t304, ptr %t814, align 4
  %t815 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t305, ptr %t815, align 4
  %t816 = getelementptr float, ptr %t30, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t306, ptr align 4 %t816, <16 x i1> %mlast)
  br label %next812
next812:
  %t819 = icmp slt i64 3, %t10
  br i1 %t819, label %store817, label %next818
store817:
  %t820 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t307, ptr %t820, align 4
  %t821 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t308, ptr %t821, align 4
  %t822 = getelementptr float, ptr %t32, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t309, ptr align 4 %t822, <16 x i1> %mlast)
  br label %next818
next818:
  %t825 = icmp slt i64 4, %t10
  br i1 %t825, label %store823, label %next824
store823:
  %t826 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t310, ptr %t826, align 4
  %t827 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t311, ptr %t827, align 4
  %t828 = getelementptr float, ptr %t34, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t312, ptr align 4 %t828, <16 x i1> %mlast)
  br label %next824
next824:
  %t831 = icmp slt i64 5, %t10
  br i1 %t831, label %store829, label %next830
store829:
  %t832 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t313, ptr %t832, align 4
  %t833 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t314, ptr %t833, align 4
  %t834 = getelementptr float, ptr %t36, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t315, ptr align 4 %t834, <16 x i1> %mlast)
  br label %next830
next830:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t835 = icmp slt i64 %j.next, %ntiles
  br i1 %t835, label %tile, label %exit
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
  %t373 = add i64 %t372, 1
  %t374 = sdiv i64 %m0, %t373
  %t375 = srem i64 %m0, %t373
  %t378 = icmp slt i64 0, %t10
  br i1 %t378, label %fin376, label %finnext377
fin376:
  %t379 = add i64 %k0, 0
  %p380 = getelementptr float, ptr %buf.b, i64 %t379
  %ld381 = load <16 x float>, ptr %p380, align 4
  %v382 = fadd contract <16 x float> %ld381, %t344
  %v383 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v382, <16 x float> splat (float 0x0000000000000000))
  %v384 = add i64 %size.H, 1
  %v385 = add i64 %v384, 1
  %v386 = sub i64 %size.R, 1
  %v387 = sub i64 %v385, %v386
  %v388 = sub i64 %v387, 1
  %v389 = add i64 %v388, 1
  %v390 = mul i64 %n, %v389
  %v391 = add i64 %v390, %t374
  %v392 = add i64 %size.W, 1
  %v393 = add i64 %v392, 1
  %v394 = sub i64 %size.S, 1
  %v395 = sub i64 %v393, %v394
  %v396 = sub i64 %v395, 1
  %v397 = add i64 %v396, 1
  %v398 = mul i64 %v391, %v397
  %v399 = add i64 %v398, %t375
  %v400 = mul i64 %v399, %size.K
  %v401 = add i64 %v400, %t379
  %p402 = getelementptr float, ptr %buf.y, i64 %v401
  store <16 x float> %v383, ptr %p402, align 4
  %t403 = add i64 %k0, 16
  %p404 = getelementptr float, ptr %buf.b, i64 %t403
  %ld405 = load <16 x float>, ptr %p404, align 4
  %v406 = fadd contract <16 x float> %ld405, %t345
  %v407 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v406, <16 x float> splat (float 0x0000000000000000))
  %v408 = add i64 %size.H, 1
  %v409 = add i64 %v408, 1
  %v410 = sub i64 %size.R, 1
  %v411 = sub i64 %v409, %v410
  %v412 = sub i64 %v411, 1
  %v413 = add i64 %v412, 1
  %v414 = mul i64 %n, %v413
  %v415 = add i64 %v414, %t374
  %v416 = add i64 %size.W, 1
  %v417 = add i64 %v416, 1
  %v418 = sub i64 %size.S, 1
  %v419 = sub i64 %v417, %v418
  %v420 = sub i64 %v419, 1
  %v421 = add i64 %v420, 1
  %v422 = mul i64 %v415, %v421
  %v423 = add i64 %v422, %t375
  %v424 = mul i64 %v423, %size.K
  %v425 = add i64 %v424, %t403
  %p426 = getelementptr float, ptr %buf.y, i64 %v425
  store <16 x float> %v407, ptr %p426, align 4
  %t427 = add i64 %k0, 32
  %p428 = getelementptr float, ptr %buf.b, i64 %t427
  %ld429 = load <16 x float>, ptr %p428, align 4
  %v430 = fadd contract <16 x float> %ld429, %t346
  %v431 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v430, <16 x float> splat (float 0x0000000000000000))
  %v432 = add i64 %size.H, 1
  %v433 = add i64 %v432, 1
  %v434 = sub i64 %size.R, 1
  %v435 = sub i64 %v433, %v434
  %v436 = sub i64 %v435, 1
  %v437 = add i64 %v436, 1
  %v438 = mul i64 %n, %v437
  %v439 = add i64 %v438, %t374
  %v440 = add i64 %size.W, 1
  %v441 = add i64 %v440, 1
  %v442 = sub i64 %size.S, 1
  %v443 = sub i64 %v441, %v442
  %v444 = sub i64 %v443, 1
  %v445 = add i64 %v444, 1
  %v446 = mul i64 %v439, %v445
  %v447 = add i64 %v446, %t375
  %v448 = mul i64 %v447, %size.K
  %v449 = add i64 %v448, %t427
  %p450 = getelementptr float, ptr %buf.y, i64 %v449
  store <16 x float> %v431, ptr %p450, align 4
  %t451 = add i64 %k0, 48
  %p452 = getelementptr float, ptr %buf.b, i64 %t451
  %ld453 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p452, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v454 = fadd contract <16 x float> %ld453, %t347
  %v455 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v454, <16 x float> splat (float 0x0000000000000000))
  %v456 = add i64 %size.H, 1
  %v457 = add i64 %v456, 1
  %v458 = sub i64 %size.R, 1
  %v459 = sub i64 %v457, %v458
  %v460 = sub i64 %v459, 1
  %v461 = add i64 %v460, 1
  %v462 = mul i64 %n, %v461
  %v463 = add i64 %v462, %t374
  %v464 = add i64 %size.W, 1
  %v465 = add i64 %v464, 1
  %v466 = sub i64 %size.S, 1
  %v467 = sub i64 %v465, %v466
  %v468 = sub i64 %v467, 1
  %v469 = add i64 %v468, 1
  %v470 = mul i64 %v463, %v469
  %v471 = add i64 %v470, %t375
  %v472 = mul i64 %v471, %size.K
  %v473 = add i64 %v472, %t451
  %p474 = getelementptr float, ptr %buf.y, i64 %v473
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v455, ptr align 4 %p474, <16 x i1> %mlast)
  br label %finnext377
finnext377:
  %t475 = add i64 %t375, 1
  %t476 = icmp sge i64 %t475, %t373
  %t477 = select i1 %t476, i64 0, i64 %t475
  %t478 = zext i1 %t476 to i64
  %t479 = add i64 %t374, %t478
  %t482 = icmp slt i64 1, %t10
  br i1 %t482, label %fin480, label %finnext481
fin480:
  %t483 = add i64 %k0, 0
  %p484 = getelementptr float, ptr %buf.b, i64 %t483
  %ld485 = load <16 x float>, ptr %p484, align 4
  %v486 = fadd contract <16 x float> %ld485, %t348
  %v487 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v486, <16 x float> splat (float 0x0000000000000000))
  %v488 = add i64 %size.H, 1
  %v489 = add i64 %v488, 1
  %v490 = sub i64 %size.R, 1
  %v491 = sub i64 %v489, %v490
  %v492 = sub i64 %v491, 1
  %v493 = add i64 %v492, 1
  %v494 = mul i64 %n, %v493
  %v495 = add i64 %v494, %t479
  %v496 = add i64 %size.W, 1
  %v497 = add i64 %v496, 1
  %v498 = sub i64 %size.S, 1
  %v499 = sub i64 %v497, %v498
  %v500 = sub i64 %v499, 1
  %v501 = add i64 %v500, 1
  %v502 = mul i64 %v495, %v501
  %v503 = add i64 %v502, %t477
  %v504 = mul i64 %v503, %size.K
  %v505 = add i64 %v504, %t483
  %p506 = getelementptr float, ptr %buf.y, i64 %v505
  store <16 x float> %v487, ptr %p506, align 4
  %t507 = add i64 %k0, 16
  %p508 = getelementptr float, ptr %buf.b, i64 %t507
  %ld509 = load <16 x float>, ptr %p508, align 4
  %v510 = fadd contract <16 x float> %ld509, %t349
  %v511 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v510, <16 x float> splat (float 0x0000000000000000))
  %v512 = add i64 %size.H, 1
  %v513 = add i64 %v512, 1
  %v514 = sub i64 %size.R, 1
  %v515 = sub i64 %v513, %v514
  %v516 = sub i64 %v515, 1
  %v517 = add i64 %v516, 1
  %v518 = mul i64 %n, %v517
  %v519 = add i64 %v518, %t479
  %v520 = add i64 %size.W, 1
  %v521 = add i64 %v520, 1
  %v522 = sub i64 %size.S, 1
  %v523 = sub i64 %v521, %v522
  %v524 = sub i64 %v523, 1
  %v525 = add i64 %v524, 1
  %v526 = mul i64 %v519, %v525
  %v527 = add i64 %v526, %t477
  %v528 = mul i64 %v527, %size.K
  %v529 = add i64 %v528, %t507
  %p530 = getelementptr float, ptr %buf.y, i64 %v529
  store <16 x float> %v511, ptr %p530, align 4
  %t531 = add i64 %k0, 32
  %p532 = getelementptr float, ptr %buf.b, i64 %t531
  %ld533 = load <16 x float>, ptr %p532, align 4
  %v534 = fadd contract <16 x float> %ld533, %t350
  %v535 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v534, <16 x float> splat (float 0x0000000000000000))
  %v536 = add i64 %size.H, 1
  %v537 = add i64 %v536, 1
  %v538 = sub i64 %size.R, 1
  %v539 = sub i64 %v537, %v538
  %v540 = sub i64 %v539, 1
  %v541 = add i64 %v540, 1
  %v542 = mul i64 %n, %v541
  %v543 = add i64 %v542, %t479
  %v544 = add i64 %size.W, 1
  %v545 = add i64 %v544, 1
  %v546 = sub i64 %size.S, 1
  %v547 = sub i64 %v545, %v546
  %v548 = sub i64 %v547, 1
  %v549 = add i64 %v548, 1
  %v550 = mul i64 %v543, %v549
  %v551 = add i64 %v550, %t477
  %v552 = mul i64 %v551, %size.K
  %v553 = add i64 %v552, %t531
  %p554 = getelementptr float, ptr %buf.y, i64 %v553
  store <16 x float> %v535, ptr %p554, align 4
  %t555 = add i64 %k0, 48
  %p556 = getelementptr float, ptr %buf.b, i64 %t555
  %ld557 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p556, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v558 = fadd contract <16 x float> %ld557, %t351
  %v559 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v558, <16 x float> splat (float 0x0000000000000000))
  %v560 = add i64 %size.H, 1
  %v561 = add i64 %v560, 1
  %v562 = sub i64 %size.R, 1
  %v563 = sub i64 %v561, %v562
  %v564 = sub i64 %v563, 1
  %v565 = add i64 %v564, 1
  %v566 = mul i64 %n, %v565
  %v567 = add i64 %v566, %t479
  %v568 = add i64 %size.W, 1
  %v569 = add i64 %v568, 1
  %v570 = sub i64 %size.S, 1
  %v571 = sub i64 %v569, %v570
  %v572 = sub i64 %v571, 1
  %v573 = add i64 %v572, 1
  %v574 = mul i64 %v567, %v573
  %v575 = add i64 %v574, %t477
  %v576 = mul i64 %v575, %size.K
  %v577 = add i64 %v576, %t555
  %p578 = getelementptr float, ptr %buf.y, i64 %v577
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v559, ptr align 4 %p578, <16 x i1> %mlast)
  br label %finnext481
finnext481:
  %t579 = add i64 %t477, 1
  %t580 = icmp sge i64 %t579, %t373
  %t581 = select i1 %t580, i64 0, i64 %t579
  %t582 = zext i1 %t580 to i64
  %t583 = add i64 %t479, %t582
  %t586 = icmp slt i64 2, %t10
  br i1 %t586, label %fin584, label %finnext585
fin584:
  %t587 = add i64 %k0, 0
  %p588 = getelementptr float, ptr %buf.b, i64 %t587
  %ld589 = load <16 x float>, ptr %p588, align 4
  %v590 = fadd contract <16 x float> %ld589, %t352
  %v591 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v590, <16 x float> splat (float 0x0000000000000000))
  %v592 = add i64 %size.H, 1
  %v593 = add i64 %v592, 1
  %v594 = sub i64 %size.R, 1
  %v595 = sub i64 %v593, %v594
  %v596 = sub i64 %v595, 1
  %v597 = add i64 %v596, 1
  %v598 = mul i64 %n, %v597
  %v599 = add i64 %v598, %t583
  %v600 = add i64 %size.W, 1
  %v601 = add i64 %v600, 1
  %v602 = sub i64 %size.S, 1
  %v603 = sub i64 %v601, %v602
  %v604 = sub i64 %v603, 1
  %v605 = add i64 %v604, 1
  %v606 = mul i64 %v599, %v605
  %v607 = add i64 %v606, %t581
  %v608 = mul i64 %v607, %size.K
  %v609 = add i64 %v608, %t587
  %p610 = getelementptr float, ptr %buf.y, i64 %v609
  store <16 x float> %v591, ptr %p610, align 4
  %t611 = add i64 %k0, 16
  %p612 = getelementptr float, ptr %buf.b, i64 %t611
  %ld613 = load <16 x float>, ptr %p612, align 4
  %v614 = fadd contract <16 x float> %ld613, %t353
  %v615 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v614, <16 x float> splat (float 0x0000000000000000))
  %v616 = add i64 %size.H, 1
  %v617 = add i64 %v616, 1
  %v618 = sub i64 %size.R, 1
  %v619 = sub i64 %v617, %v618
  %v620 = sub i64 %v619, 1
  %v621 = add i64 %v620, 1
  %v622 = mul i64 %n, %v621
  %v623 = add i64 %v622, %t583
  %v624 = add i64 %size.W, 1
  %v625 = add i64 %v624, 1
  %v626 = sub i64 %size.S, 1
  %v627 = sub i64 %v625, %v626
  %v628 = sub i64 %v627, 1
  %v629 = add i64 %v628, 1
  %v630 = mul i64 %v623, %v629
  %v631 = add i64 %v630, %t581
  %v632 = mul i64 %v631, %size.K
  %v633 = add i64 %v632, %t611
  %p634 = getelementptr float, ptr %buf.y, i64 %v633
  store <16 x float> %v615, ptr %p634, align 4
  %t635 = add i64 %k0, 32
  %p636 = getelementptr float, ptr %buf.b, i64 %t635
  %ld637 = load <16 x float>, ptr %p636, align 4
  %v638 = fadd contract <16 x float> %ld637, %t354
  %v639 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v638, <16 x float> splat (float 0x0000000000000000))
  %v640 = add i64 %size.H, 1
  %v641 = add i64 %v640, 1
  %v642 = sub i64 %size.R, 1
  %v643 = sub i64 %v641, %v642
  %v644 = sub i64 %v643, 1
  %v645 = add i64 %v644, 1
  %v646 = mul i64 %n, %v645
  %v647 = add i64 %v646, %t583
  %v648 = add i64 %size.W, 1
  %v649 = add i64 %v648, 1
  %v650 = sub i64 %size.S, 1
  %v651 = sub i64 %v649, %v650
  %v652 = sub i64 %v651, 1
  %v653 = add i64 %v652, 1
  %v654 = mul i64 %v647, %v653
  %v655 = add i64 %v654, %t581
  %v656 = mul i64 %v655, %size.K
  %v657 = add i64 %v656, %t635
  %p658 = getelementptr float, ptr %buf.y, i64 %v657
  store <16 x float> %v639, ptr %p658, align 4
  %t659 = add i64 %k0, 48
  %p660 = getelementptr float, ptr %buf.b, i64 %t659
  %ld661 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p660, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v662 = fadd contract <16 x float> %ld661, %t355
  %v663 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v662, <16 x float> splat (float 0x0000000000000000))
  %v664 = add i64 %size.H, 1
  %v665 = add i64 %v664, 1
  %v666 = sub i64 %size.R, 1
  %v667 = sub i64 %v665, %v666
  %v668 = sub i64 %v667, 1
  %v669 = add i64 %v668, 1
  %v670 = mul i64 %n, %v669
  %v671 = add i64 %v670, %t583
  %v672 = add i64 %size.W, 1
  %v673 = add i64 %v672, 1
  %v674 = sub i64 %size.S, 1
  %v675 = sub i64 %v673, %v674
  %v676 = sub i64 %v675, 1
  %v677 = add i64 %v676, 1
  %v678 = mul i64 %v671, %v677
  %v679 = add i64 %v678, %t581
  %v680 = mul i64 %v679, %size.K
  %v681 = add i64 %v680, %t659
  %p682 = getelementptr float, ptr %buf.y, i64 %v681
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v663, ptr align 4 %p682, <16 x i1> %mlast)
  br label %finnext585
finnext585:
  %t683 = add i64 %t581, 1
  %t684 = icmp sge i64 %t683, %t373
  %t685 = select i1 %t684, i64 0, i64 %t683
  %t686 = zext i1 %t684 to i64
  %t687 = add i64 %t583, %t686
  %t690 = icmp slt i64 3, %t10
  br i1 %t690, label %fin688, label %finnext689
fin688:
  %t691 = add i64 %k0, 0
  %p692 = getelementptr float, ptr %buf.b, i64 %t691
  %ld693 = load <16 x float>, ptr %p692, align 4
  %v694 = fadd contract <16 x float> %ld693, %t356
  %v695 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v694, <16 x float> splat (float 0x0000000000000000))
  %v696 = add i64 %size.H, 1
  %v697 = add i64 %v696, 1
  %v698 = sub i64 %size.R, 1
  %v699 = sub i64 %v697, %v698
  %v700 = sub i64 %v699, 1
  %v701 = add i64 %v700, 1
  %v702 = mul i64 %n, %v701
  %v703 = add i64 %v702, %t687
  %v704 = add i64 %size.W, 1
  %v705 = add i64 %v704, 1
  %v706 = sub i64 %size.S, 1
  %v707 = sub i64 %v705, %v706
  %v708 = sub i64 %v707, 1
  %v709 = add i64 %v708, 1
  %v710 = mul i64 %v703, %v709
  %v711 = add i64 %v710, %t685
  %v712 = mul i64 %v711, %size.K
  %v713 = add i64 %v712, %t691
  %p714 = getelementptr float, ptr %buf.y, i64 %v713
  store <16 x float> %v695, ptr %p714, align 4
  %t715 = add i64 %k0, 16
  %p716 = getelementptr float, ptr %buf.b, i64 %t715
  %ld717 = load <16 x float>, ptr %p716, align 4
  %v718 = fadd contract <16 x float> %ld717, %t357
  %v719 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v718, <16 x float> splat (float 0x0000000000000000))
  %v720 = add i64 %size.H, 1
  %v721 = add i64 %v720, 1
  %v722 = sub i64 %size.R, 1
  %v723 = sub i64 %v721, %v722
  %v724 = sub i64 %v723, 1
  %v725 = add i64 %v724, 1
  %v726 = mul i64 %n, %v725
  %v727 = add i64 %v726, %t687
  %v728 = add i64 %size.W, 1
  %v729 = add i64 %v728, 1
  %v730 = sub i64 %size.S, 1
  %v731 = sub i64 %v729, %v730
  %v732 = sub i64 %v731, 1
  %v733 = add i64 %v732, 1
  %v734 = mul i64 %v727, %v733
  %v735 = add i64 %v734, %t685
  %v736 = mul i64 %v735, %size.K
  %v737 = add i64 %v736, %t715
  %p738 = getelementptr float, ptr %buf.y, i64 %v737
  store <16 x float> %v719, ptr %p738, align 4
  %t739 = add i64 %k0, 32
  %p740 = getelementptr float, ptr %buf.b, i64 %t739
  %ld741 = load <16 x float>, ptr %p740, align 4
  %v742 = fadd contract <16 x float> %ld741, %t358
  %v743 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v742, <16 x float> splat (float 0x0000000000000000))
  %v744 = add i64 %size.H, 1
  %v745 = add i64 %v744, 1
  %v746 = sub i64 %size.R, 1
  %v747 = sub i64 %v745, %v746
  %v748 = sub i64 %v747, 1
  %v749 = add i64 %v748, 1
  %v750 = mul i64 %n, %v749
  %v751 = add i64 %v750, %t687
  %v752 = add i64 %size.W, 1
  %v753 = add i64 %v752, 1
  %v754 = sub i64 %size.S, 1
  %v755 = sub i64 %v753, %v754
  %v756 = sub i64 %v755, 1
  %v757 = add i64 %v756, 1
  %v758 = mul i64 %v751, %v757
  %v759 = add i64 %v758, %t685
  %v760 = mul i64 %v759, %size.K
  %v761 = add i64 %v760, %t739
  %p762 = getelementptr float, ptr %buf.y, i64 %v761
  store <16 x float> %v743, ptr %p762, align 4
  %t763 = add i64 %k0, 48
  %p764 = getelementptr float, ptr %buf.b, i64 %t763
  %ld765 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p764, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v766 = fadd contract <16 x float> %ld765, %t359
  %v767 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v766, <16 x float> splat (float 0x0000000000000000))
  %v768 = add i64 %size.H, 1
  %v769 = add i64 %v768, 1
  %v770 = sub i64 %size.R, 1
  %v771 = sub i64 %v769, %v770
  %v772 = sub i64 %v771, 1
  %v773 = add i64 %v772, 1
  %v774 = mul i64 %n, %v773
  %v775 = add i64 %v774, %t687
  %v776 = add i64 %size.W, 1
  %v777 = add i64 %v776, 1
  %v778 = sub i64 %size.S, 1
  %v779 = sub i64 %v777, %v778
  %v780 = sub i64 %v779, 1
  %v781 = add i64 %v780, 1
  %v782 = mul i64 %v775, %v781
  %v783 = add i64 %v782, %t685
  %v784 = mul i64 %v783, %size.K
  %v785 = add i64 %v784, %t763
  %p786 = getelementptr float, ptr %buf.y, i64 %v785
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v767, ptr align 4 %p786, <16 x i1> %mlast)
  br label %finnext689
finnext689:
  %t787 = add i64 %t685, 1
  %t788 = icmp sge i64 %t787, %t373
  %t789 = select i1 %t788, i64 0, i64 %t787
  %t790 = zext i1 %t788 to i64
  %t791 = add i64 %t687, %t790
  %t794 = icmp slt i64 4, %t10
  br i1 %t794, label %fin792, label %finnext793
fin792:
  %t795 = add i64 %k0, 0
  %p796 = getelementptr float, ptr %buf.b, i64 %t795
  %ld797 = load <16 x float>, ptr %p796, align 4
  %v798 = fadd contract <16 x float> %ld797, %t360
  %v799 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v798, <16 x float> splat (float 0x0000000000000000))
  %v800 = add i64 %size.H, 1
  %v801 = add i64 %v800, 1
  %v802 = sub i64 %size.R, 1
  %v803 = sub i64 %v801, %v802
  %v804 = sub i64 %v803, 1
  %v805 = add i64 %v804, 1
  %v806 = mul i64 %n, %v805
  %v807 = add i64 %v806, %t791
  %v808 = add i64 %size.W, 1
  %v809 = add i64 %v808, 1
  %v810 = sub i64 %size.S, 1
  %v811 = sub i64 %v809, %v810
  %v812 = sub i64 %v811, 1
  %v813 = add i64 %v812, 1
  %v814 = mul i64 %v807, %v813
  %v815 = add i64 %v814, %t789
  %v816 = mul i64 %v815, %size.K
  %v817 = add i64 %v816, %t795
  %p818 = getelementptr float, ptr %buf.y, i64 %v817
  store <16 x float> %v799, ptr %p818, align 4
  %t819 = add i64 %k0, 16
  %p820 = getelementptr float, ptr %buf.b, i64 %t819
  %ld821 = load <16 x float>, ptr %p820, align 4
  %v822 = fadd contract <16 x float> %ld821, %t361
  %v823 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v822, <16 x float> splat (float 0x0000000000000000))
  %v824 = add i64 %size.H, 1
  %v825 = add i64 %v824, 1
  %v826 = sub i64 %size.R, 1
  %v827 = sub i64 %v825, %v826
  %v828 = sub i64 %v827, 1
  %v829 = add i64 %v828, 1
  %v830 = mul i64 %n, %v829
  %v831 = add i64 %v830, %t791
  %v832 = add i64 %size.W, 1
  %v833 = add i64 %v832, 1
  %v834 = sub i64 %size.S, 1
  %v835 = sub i64 %v833, %v834
  %v836 = sub i64 %v835, 1
  %v837 = add i64 %v836, 1
  %v838 = mul i64 %v831, %v837
  %v839 = add i64 %v838, %t789
  %v840 = mul i64 %v839, %size.K
  %v841 = add i64 %v840, %t819
  %p842 = getelementptr float, ptr %buf.y, i64 %v841
  store <16 x float> %v823, ptr %p842, align 4
  %t843 = add i64 %k0, 32
  %p844 = getelementptr float, ptr %buf.b, i64 %t843
  %ld845 = load <16 x float>, ptr %p844, align 4
  %v846 = fadd contract <16 x float> %ld845, %t362
  %v847 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v846, <16 x float> splat (float 0x0000000000000000))
  %v848 = add i64 %size.H, 1
  %v849 = add i64 %v848, 1
  %v850 = sub i64 %size.R, 1
  %v851 = sub i64 %v849, %v850
  %v852 = sub i64 %v851, 1
  %v853 = add i64 %v852, 1
  %v854 = mul i64 %n, %v853
  %v855 = add i64 %v854, %t791
  %v856 = add i64 %size.W, 1
  %v857 = add i64 %v856, 1
  %v858 = sub i64 %size.S, 1
  %v859 = sub i64 %v857, %v858
  %v860 = sub i64 %v859, 1
  %v861 = add i64 %v860, 1
  %v862 = mul i64 %v855, %v861
  %v863 = add i64 %v862, %t789
  %v864 = mul i64 %v863, %size.K
  %v865 = add i64 %v864, %t843
  %p866 = getelementptr float, ptr %buf.y, i64 %v865
  store <16 x float> %v847, ptr %p866, align 4
  %t867 = add i64 %k0, 48
  %p868 = getelementptr float, ptr %buf.b, i64 %t867
  %ld869 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p868, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v870 = fadd contract <16 x float> %ld869, %t363
  %v871 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v870, <16 x float> splat (float 0x0000000000000000))
  %v872 = add i64 %size.H, 1
  %v873 = add i64 %v872, 1
  %v874 = sub i64 %size.R, 1
  %v875 = sub i64 %v873, %v874
  %v876 = sub i64 %v875, 1
  %v877 = add i64 %v876, 1
  %v878 = mul i64 %n, %v877
  %v879 = add i64 %v878, %t791
  %v880 = add i64 %size.W, 1
  %v881 = add i64 %v880, 1
  %v882 = sub i64 %size.S, 1
  %v883 = sub i64 %v881, %v882
  %v884 = sub i64 %v883, 1
  %v885 = add i64 %v884, 1
  %v886 = mul i64 %v879, %v885
  %v887 = add i64 %v886, %t789
  %v888 = mul i64 %v887, %size.K
  %v889 = add i64 %v888, %t867
  %p890 = getelementptr float, ptr %buf.y, i64 %v889
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v871, ptr align 4 %p890, <16 x i1> %mlast)
  br label %finnext793
finnext793:
  %t891 = add i64 %t789, 1
  %t892 = icmp sge i64 %t891, %t373
  %t893 = select i1 %t892, i64 0, i64 %t891
  %t894 = zext i1 %t892 to i64
  %t895 = add i64 %t791, %t894
  %t898 = icmp slt i64 5, %t10
  br i1 %t898, label %fin896, label %finnext897
fin896:
  %t899 = add i64 %k0, 0
  %p900 = getelementptr float, ptr %buf.b, i64 %t899
  %ld901 = load <16 x float>, ptr %p900, align 4
  %v902 = fadd contract <16 x float> %ld901, %t364
  %v903 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v902, <16 x float> splat (float 0x0000000000000000))
  %v904 = add i64 %size.H, 1
  %v905 = add i64 %v904, 1
  %v906 = sub i64 %size.R, 1
  %v907 = sub i64 %v905, %v906
  %v908 = sub i64 %v907, 1
  %v909 = add i64 %v908, 1
  %v910 = mul i64 %n, %v909
  %v911 = add i64 %v910, %t895
  %v912 = add i64 %size.W, 1
  %v913 = add i64 %v912, 1
  %v914 = sub i64 %size.S, 1
  %v915 = sub i64 %v913, %v914
  %v916 = sub i64 %v915, 1
  %v917 = add i64 %v916, 1
  %v918 = mul i64 %v911, %v917
  %v919 = add i64 %v918, %t893
  %v920 = mul i64 %v919, %size.K
  %v921 = add i64 %v920, %t899
  %p922 = getelementptr float, ptr %buf.y, i64 %v921
  store <16 x float> %v903, ptr %p922, align 4
  %t923 = add i64 %k0, 16
  %p924 = getelementptr float, ptr %buf.b, i64 %t923
  %ld925 = load <16 x float>, ptr %p924, align 4
  %v926 = fadd contract <16 x float> %ld925, %t365
  %v927 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v926, <16 x float> splat (float 0x0000000000000000))
  %v928 = add i64 %size.H, 1
  %v929 = add i64 %v928, 1
  %v930 = sub i64 %size.R, 1
  %v931 = sub i64 %v929, %v930
  %v932 = sub i64 %v931, 1
  %v933 = add i64 %v932, 1
  %v934 = mul i64 %n, %v933
  %v935 = add i64 %v934, %t895
  %v936 = add i64 %size.W, 1
  %v937 = add i64 %v936, 1
  %v938 = sub i64 %size.S, 1
  %v939 = sub i64 %v937, %v938
  %v940 = sub i64 %v939, 1
  %v941 = add i64 %v940, 1
  %v942 = mul i64 %v935, %v941
  %v943 = add i64 %v942, %t893
  %v944 = mul i64 %v943, %size.K
  %v945 = add i64 %v944, %t923
  %p946 = getelementptr float, ptr %buf.y, i64 %v945
  store <16 x float> %v927, ptr %p946, align 4
  %t947 = add i64 %k0, 32
  %p948 = getelementptr float, ptr %buf.b, i64 %t947
  %ld949 = load <16 x float>, ptr %p948, align 4
  %v950 = fadd contract <16 x float> %ld949, %t366
  %v951 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v950, <16 x float> splat (float 0x0000000000000000))
  %v952 = add i64 %size.H, 1
  %v953 = add i64 %v952, 1
  %v954 = sub i64 %size.R, 1
  %v955 = sub i64 %v953, %v954
  %v956 = sub i64 %v955, 1
  %v957 = add i64 %v956, 1
  %v958 = mul i64 %n, %v957
  %v959 = add i64 %v958, %t895
  %v960 = add i64 %size.W, 1
  %v961 = add i64 %v960, 1
  %v962 = sub i64 %size.S, 1
  %v963 = sub i64 %v961, %v962
  %v964 = sub i64 %v963, 1
  %v965 = add i64 %v964, 1
  %v966 = mul i64 %v959, %v965
  %v967 = add i64 %v966, %t893
  %v968 = mul i64 %v967, %size.K
  %v969 = add i64 %v968, %t947
  %p970 = getelementptr float, ptr %buf.y, i64 %v969
  store <16 x float> %v951, ptr %p970, align 4
  %t971 = add i64 %k0, 48
  %p972 = getelementptr float, ptr %buf.b, i64 %t971
  %ld973 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p972, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v974 = fadd contract <16 x float> %ld973, %t367
  %v975 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v974, <16 x float> splat (float 0x0000000000000000))
  %v976 = add i64 %size.H, 1
  %v977 = add i64 %v976, 1
  %v978 = sub i64 %size.R, 1
  %v979 = sub i64 %v977, %v978
  %v980 = sub i64 %v979, 1
  %v981 = add i64 %v980, 1
  %v982 = mul i64 %n, %v981
  %v983 = add i64 %v982, %t895
  %v984 = add i64 %size.W, 1
  %v985 = add i64 %v984, 1
  %v986 = sub i64 %size.S, 1
  %v987 = sub i64 %v985, %v986
  %v988 = sub i64 %v987, 1
  %v989 = add i64 %v988, 1
  %v990 = mul i64 %v983, %v989
  %v991 = add i64 %v990, %t893
  %v992 = mul i64 %v991, %size.K
  %v993 = add i64 %v992, %t971
  %p994 = getelementptr float, ptr %buf.y, i64 %v993
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v975, ptr align 4 %p994, <16 x i1> %mlast)
  br label %finnext897
finnext897:
  br label %tile.next
partial:
  %t997 = icmp slt i64 0, %t10
  br i1 %t997, label %store995, label %next996
store995:
  %t998 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t344, ptr %t998, align 4
  %t999 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t345, ptr %t999, align 4
  %t1000 = getelementptr float, ptr %t26, i64 32
  store <16 x float> %t346, ptr %t1000, align 4
  %t1001 = getelementptr float, ptr %t26, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t347, ptr align 4 %t1001, <16 x i1> %mlast)
  br label %next996
next996:
  %t1004 = icmp slt i64 1, %t10
  br i1 %t1004, label %store1002, label %next1003
store1002:
  %t1005 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t348, ptr %t1005, align 4
  %t1006 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t349, ptr %t1006, align 4
  %t1007 = getelementptr float, ptr %t28, i64 32
  store <16 x float> %t350, ptr %t1007, align 4
  %t1008 = getelementptr float, ptr %t28, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t351, ptr align 4 %t1008, <16 x i1> %mlast)
  br label %next1003
next1003:
  %t1011 = icmp slt i64 2, %t10
  br i1 %t1011, label %store1009, label %next1010
store1009:
  %t1012 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t352, ptr %t1012, align 4
  %t1013 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t353, ptr %t1013, align 4
  %t1014 = getelementptr float, ptr %t30, i64 32
  store <16 x float> %t354, ptr %t1014, align 4
  %t1015 = getelementptr float, ptr %t30, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t355, ptr align 4 %t1015, <16 x i1> %mlast)
  br label %next1010
next1010:
  %t1018 = icmp slt i64 3, %t10
  br i1 %t1018, label %store1016, label %next1017
store1016:
  %t1019 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t356, ptr %t1019, align 4
  %t1020 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t357, ptr %t1020, align 4
  %t1021 = getelementptr float, ptr %t32, i64 32
  store <16 x float> %t358, ptr %t1021, align 4
  %t1022 = getelementptr float, ptr %t32, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t359, ptr align 4 %t1022, <16 x i1> %mlast)
  br label %next1017
next1017:
  %t1025 = icmp slt i64 4, %t10
  br i1 %t1025, label %store1023, label %next1024
store1023:
  %t1026 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t360, ptr %t1026, align 4
  %t1027 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t361, ptr %t1027, align 4
  %t1028 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %t362, ptr %t1028, align 4
  %t1029 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t363, ptr align 4 %t1029, <16 x i1> %mlast)
  br label %next1024
next1024:
  %t1032 = icmp slt i64 5, %t10
  br i1 %t1032, label %store1030, label %next1031
store1030:
  %t1033 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t364, ptr %t1033, align 4
  %t1034 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t365, ptr %t1034, align 4
  %t1035 = getelementptr float, ptr %t36, i64 32
  store <16 x float> %t366, ptr %t1035, align 4
  %t1036 = getelementptr float, ptr %t36, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t367, ptr align 4 %t1036, <16 x i1> %mlast)
  br label %next1031
next1031:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t1037 = icmp slt i64 %j.next, %ntiles
  br i1 %t1037, label %tile, label %exit
exit:
  ret void
}


define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c67 = alloca i64
  %c128 = alloca i64
  %c175 = alloca i64
  %c227 = alloca i64
  %c396 = alloca i64
  %c402 = alloca i64
  %c613 = alloca i64
  %c622 = alloca i64
  %t1 = add i64 %size.H, 1
  %t2 = add i64 %t1, 1
  %t3 = sub i64 %size.R, 1
  %t4 = sub i64 %t2, %t3
  %t5 = sub i64 %t4, 1
  %t6 = add i64 %t5, 1
  %t7 = add i64 %size.W, 1
  %t8 = add i64 %t7, 1
  %t9 = sub i64 %size.S, 1
  %t10 = sub i64 %t8, %t9
  %t11 = sub i64 %t10, 1
  %t12 = add i64 %t11, 1
  %t13 = mul i64 %t6, %t12
  %t14 = mul i64 %size.R, %size.S
  %t15 = add i64 %size.K, 63
  %t16 = sdiv i64 %t15, 64
  %t17 = add i64 %t13, 95
  %t18 = sdiv i64 %t17, 96
  %t19 = mul i64 %t16, %t18
  %t20 = mul i64 1, %t19
  %t21 = icmp slt i64 %range.hi, %t20
  %t22 = select i1 %t21, i64 %range.hi, i64 %t20
  %t23 = icmp sgt i64 %size.C, 1
  %t24 = select i1 %t23, i64 %size.C, i64 1
  %t25 = icmp slt i64 %size.C, 16
  %t26 = mul i64 %t14, %t24
  %t27 = icmp sle i64 %t26, 85
  %t28 = or i1 %t27, %t25
  %t29 = add i64 %t24, 84
  %t30 = sdiv i64 %t29, 85
  %t31 = sub i64 %t30, 1
  %t32 = add i64 %t24, %t31
  %t33 = sdiv i64 %t32, %t30
  %t34 = select i1 %t28, i64 %t24, i64 %t33
  %t35 = sdiv i64 85, %t34
  %t36 = icmp sgt i64 %t35, 1
  %t37 = select i1 %t36, i64 %t35, i64 1
  %t38 = select i1 %t28, i64 %t14, i64 %t37
  %t39 = ptrtoint ptr %scratch to i64
  %t40 = add i64 %t39, 63
  %t41 = and i64 %t40, -64
  %t42 = inttoptr i64 %t41 to ptr
  %t43 = mul i64 %t14, 6
  %t44 = mul i64 %t43, 16
  %t45 = getelementptr ptr, ptr %t42, i64 %t44
  %t46 = add i64 %t14, 1
  %t47 = mul i64 %t46, 16
  %t48 = getelementptr i32, ptr %t45, i64 %t47
  %t49 = getelementptr i32, ptr %t48, i64 16
  %t50 = add i64 %size.S, 1
  %t51 = mul i64 %t50, %size.C
  %t52 = mul i64 %t51, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t49, i8 0, i64 %t52, i1 false)
  %t53 = mul i64 %size.C, %size.P
  %t54 = srem i64 %size.P, 64
  %t55 = icmp eq i64 %t54, 0
  %t56 = mul i64 1, %size.P
  %t57 = icmp sle i64 %size.K, %t56
  %t58 = and i1 %t55, %t57
  br i1 %t58, label %direct59, label %exact60
exact60:
  %t62 = icmp eq i64 %range.lo, 0
  br i1 %t62, label %exact.run61, label %exact.done
exact.run61:
  call void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct59:
  %t63 = mul i64 %size.C, %size.K
  %t64 = mul i64 %t14, %t63
  %t65 = mul i64 %t64, 4
  %t66 = icmp sgt i64 %t65, 524288
  store i64 %range.lo, ptr %c67
  br label %head68
head68:
  %i71 = load i64, ptr %c67
  %t72 = icmp slt i64 %i71, %t22
  br i1 %t72, label %body69, label %done70
body69:
  %t73 = sdiv i64 %i71, %t19
  %t74 = srem i64 %i71, %t19
  %t75 = sdiv i64 %t74, %t18
  %t76 = srem i64 %t74, %t16
  %t77 = select i1 %t66, i64 %t75, i64 %t76
  %t78 = srem i64 %t74, %t18
  %t79 = sdiv i64 %t74, %t16
  %t80 = select i1 %t66, i64 %t78, i64 %t79
  %t81 = mul i64 %t77, 64
  %t82 = sub i64 %size.K, %t81
  %t83 = icmp slt i64 64, %t82
  %t84 = select i1 %t83, i64 64, i64 %t82
  %t85 = add i64 %t84, 15
  %t86 = sdiv i64 %t85, 16
  %t87 = sub i64 %t86, 1
  %t88 = mul i64 %t87, 16
  %t89 = add i64 %t81, %t88
  %t90 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t89, i64 %size.K)
  %t91 = mul i64 %t80, 96
  %t92 = add i64 %t91, 96
  %t93 = icmp slt i64 %t13, %t92
  %t94 = select i1 %t93, i64 %t13, i64 %t92
  %t95 = sub i64 %t94, %t91
  %t96 = add i64 %t95, 5
  %t97 = sdiv i64 %t96, 6
  %t98 = sdiv i64 %t91, %t12
  %t99 = srem i64 %t91, %t12
  %t100 = add i64 %size.H, 1
  %t101 = add i64 %t100, 1
  %t102 = sub i64 %size.R, 1
  %t103 = sub i64 %t101, %t102
  %t104 = sub i64 %t103, 1
  %t105 = add i64 %t104, 1
  %t106 = add i64 %size.W, 1
  %t107 = add i64 %t106, 1
  %t108 = sub i64 %size.S, 1
  %t109 = sub i64 %t107, %t108
  %t110 = sub i64 %t109, 1
  %t111 = add i64 %t110, 1
  %t112 = mul i64 %t105, %t111
  %t113 = mul i64 %t112, %size.K
  %t114 = mul i64 %t73, %t113
  %t115 = add i64 %size.W, 1
  %t116 = add i64 %t115, 1
  %t117 = sub i64 %size.S, 1
  %t118 = sub i64 %t116, %t117
  %t119 = sub i64 %t118, 1
  %t120 = add i64 %t119, 1
  %t121 = mul i64 %t120, %size.K
  %t122 = mul i64 %t98, %t121
  %t123 = add i64 %t114, %t122
  %t124 = mul i64 %t99, %size.K
  %t125 = add i64 %t123, %t124
  %t126 = add i64 %t125, %t81
  %t127 = getelementptr float, ptr %buf.y, i64 %t126
  store i64 0, ptr %c128
  br label %head129
head129:
  %i132 = load i64, ptr %c128
  %t133 = icmp slt i64 %i132, %t97
  br i1 %t133, label %body130, label %done131
body130:
  %t134 = mul i64 %i132, 6
  %t135 = add i64 %t91, %t134
  %t136 = add i64 %t135, 6
  %t137 = icmp slt i64 %t94, %t136
  %t138 = select i1 %t137, i64 %t94, i64 %t136
  %t139 = sub i64 %t138, 1
  %t140 = add i64 %t135, 0
  %t141 = icmp slt i64 %t140, %t139
  %t142 = select i1 %t141, i64 %t140, i64 %t139
  %t143 = sdiv i64 %t142, %t12
  %t144 = srem i64 %t142, %t12
  %t145 = add i64 %t135, 1
  %t146 = icmp slt i64 %t145, %t139
  %t147 = select i1 %t146, i64 %t145, i64 %t139
  %t148 = sdiv i64 %t147, %t12
  %t149 = srem i64 %t147, %t12
  %t150 = add i64 %t135, 2
  %t151 = icmp slt i64 %t150, %t139
  %t152 = select i1 %t151, i64 %t150, i64 %t139
  %t153 = sdiv i64 %t152, %t12
  %t154 = srem i64 %t152, %t12
  %t155 = add i64 %t135, 3
  %t156 = icmp slt i64 %t155, %t139
  %t157 = select i1 %t156, i64 %t155, i64 %t139
  %t158 = sdiv i64 %t157, %t12
  %t159 = srem i64 %t157, %t12
  %t160 = add i64 %t135, 4
  %t161 = icmp slt i64 %t160, %t139
  %t162 = select i1 %t161, i64 %t160, i64 %t139
  %t163 = sdiv i64 %t162, %t12
  %t164 = srem i64 %t162, %t12
  %t165 = add i64 %t135, 5
  %t166 = icmp slt i64 %t165, %t139
  %t167 = select i1 %t166, i64 %t165, i64 %t139
  %t168 = sdiv i64 %t167, %t12
  %t169 = srem i64 %t167, %t12
  %t170 = mul i64 %i132, %t43
  %t171 = getelementptr ptr, ptr %t42, i64 %t170
  %t172 = mul i64 %i132, %t46
  %t173 = getelementptr i32, ptr %t45, i64 %t172
  %t174 = getelementptr i32, ptr %t48, i64 %i132
  store i32 0, ptr %t173
  store i64 0, ptr %c175
  %t178 = mul i64 %t144, 1
  %t179 = add i64 %t178, -1
  %t180 = icmp ult i64 %t179, %size.W
  %t181 = and i1 %t25, %t180
  %t182 = sub i64 %size.S, 1
  %t183 = add i64 %t179, %t182
  %t184 = icmp ult i64 %t183, %size.W
  %t185 = and i1 %t181, %t184
  %t186 = mul i64 %t149, 1
  %t187 = add i64 %t186, -1
  %t188 = icmp ult i64 %t187, %size.W
  %t189 = and i1 %t185, %t188
  %t190 = sub i64 %size.S, 1
  %t191 = add i64 %t187, %t190
  %t192 = icmp ult i64 %t191, %size.W
  %t193 = and i1 %t189, %t192
  %t194 = mul i64 %t154, 1
  %t195 = add i64 %t194, -1
  %t196 = icmp ult i64 %t195, %size.W
  %t197 = and i1 %t193, %t196
  %t198 = sub i64 %size.S, 1
  %t199 = add i64 %t195, %t198
  %t200 = icmp ult i64 %t199, %size.W
  %t201 = and i1 %t197, %t200
  %t202 = mul i64 %t159, 1
  %t203 = add i64 %t202, -1
  %t204 = icmp ult i64 %t203, %size.W
  %t205 = and i1 %t201, %t204
  %t206 = sub i64 %size.S, 1
  %t207 = add i64 %t203, %t206
  %t208 = icmp ult i64 %t207, %size.W
  %t209 = and i1 %t205, %t208
  %t210 = mul i64 %t164, 1
  %t211 = add i64 %t210, -1
  %t212 = icmp ult i64 %t211, %size.W
  %t213 = and i1 %t209, %t212
  %t214 = sub i64 %size.S, 1
  %t215 = add i64 %t211, %t214
  %t216 = icmp ult i64 %t215, %size.W
  %t217 = and i1 %t213, %t216
  %t218 = mul i64 %t169, 1
  %t219 = add i64 %t218, -1
  %t220 = icmp ult i64 %t219, %size.W
  %t221 = and i1 %t217, %t220
  %t222 = sub i64 %size.S, 1
  %t223 = add i64 %t219, %t222
  %t224 = icmp ult i64 %t223, %size.W
  %t225 = and i1 %t221, %t224
  br i1 %t225, label %byrun226, label %bytap176
byrun226:
  store i64 0, ptr %c227
  br label %head228
head228:
  %i231 = load i64, ptr %c227
  %t232 = icmp slt i64 %i231, %size.R
  br i1 %t232, label %body229, label %done230
body229:
  %t233 = mul i64 %i231, 6
  %t234 = add i64 %t233, 0
  %t235 = getelementptr ptr, ptr %t171, i64 %t234
  %t236 = load i64, ptr %c175
  %t237 = mul i64 %t143, 1
  %t238 = mul i64 %i231, 1
  %t239 = add i64 %t237, %t238
  %t240 = add i64 %t239, -1
  %t241 = icmp ult i64 %t240, %size.H
  %t242 = mul i64 %size.H, %size.W
  %t243 = mul i64 %t242, %size.C
  %t244 = mul i64 %t73, %t243
  %t245 = add i64 %t143, %i231
  %t246 = sub i64 %t245, 1
  %t247 = mul i64 %size.W, %size.C
  %t248 = mul i64 %t246, %t247
  %t249 = add i64 %t244, %t248
  %t250 = add i64 %t144, 0
  %t251 = sub i64 %t250, 1
  %t252 = mul i64 %t251, %size.C
  %t253 = add i64 %t249, %t252
  %t254 = add i64 %t253, 0
  %t255 = getelementptr float, ptr %buf.x, i64 %t254
  %t256 = select i1 %t241, ptr %t255, ptr %t49
  store ptr %t256, ptr %t235, align 8
  %t257 = xor i1 %t241, true
  %t258 = zext i1 %t257 to i64
  %t259 = add i64 %t236, %t258
  store i64 %t259, ptr %c175
  %t260 = mul i64 %i231, 6
  %t261 = add i64 %t260, 1
  %t262 = getelementptr ptr, ptr %t171, i64 %t261
  %t263 = load i64, ptr %c175
  %t264 = mul i64 %t148, 1
  %t265 = mul i64 %i231, 1
  %t266 = add i64 %t264, %t265
  %t267 = add i64 %t266, -1
  %t268 = icmp ult i64 %t267, %size.H
  %t269 = mul i64 %size.H, %size.W
  %t270 = mul i64 %t269, %size.C
  %t271 = mul i64 %t73, %t270
  %t272 = add i64 %t148, %i231
  %t273 = sub i64 %t272, 1
  %t274 = mul i64 %size.W, %size.C
  %t275 = mul i64 %t273, %t274
  %t276 = add i64 %t271, %t275
  %t277 = add i64 %t149, 0
  %t278 = sub i64 %t277, 1
  %t279 = mul i64 %t278, %size.C
  %t280 = add i64 %t276, %t279
  %t281 = add i64 %t280, 0
  %t282 = getelementptr float, ptr %buf.x, i64 %t281
  %t283 = select i1 %t268, ptr %t282, ptr %t49
  store ptr %t283, ptr %t262, align 8
  %t284 = xor i1 %t268, true
  %t285 = zext i1 %t284 to i64
  %t286 = add i64 %t263, %t285
  store i64 %t286, ptr %c175
  %t287 = mul i64 %i231, 6
  %t288 = add i64 %t287, 2
  %t289 = getelementptr ptr, ptr %t171, i64 %t288
  %t290 = load i64, ptr %c175
  %t291 = mul i64 %t153, 1
  %t292 = mul i64 %i231, 1
  %t293 = add i64 %t291, %t292
  %t294 = add i64 %t293, -1
  %t295 = icmp ult i64 %t294, %size.H
  %t296 = mul i64 %size.H, %size.W
  %t297 = mul i64 %t296, %size.C
  %t298 = mul i64 %t73, %t297
  %t299 = add i64 %t153, %i231
  %t300 = sub i64 %t299, 1
  %t301 = mul i64 %size.W, %size.C
  %t302 = mul i64 %t300, %t301
  %t303 = add i64 %t298, %t302
  %t304 = add i64 %t154, 0
  %t305 = sub i64 %t304, 1
  %t306 = mul i64 %t305, %size.C
  %t307 = add i64 %t303, %t306
  %t308 = add i64 %t307, 0
  %t309 = getelementptr float, ptr %buf.x, i64 %t308
  %t310 = select i1 %t295, ptr %t309, ptr %t49
  store ptr %t310, ptr %t289, align 8
  %t311 = xor i1 %t295, true
  %t312 = zext i1 %t311 to i64
  %t313 = add i64 %t290, %t312
  store i64 %t313, ptr %c175
  %t314 = mul i64 %i231, 6
  %t315 = add i64 %t314, 3
  %t316 = getelementptr ptr, ptr %t171, i64 %t315
  %t317 = load i64, ptr %c175
  %t318 = mul i64 %t158, 1
  %t319 = mul i64 %i231, 1
  %t320 = add i64 %t318, %t319
  %t321 = add i64 %t320, -1
  %t322 = icmp ult i64 %t321, %size.H
  %t323 = mul i64 %size.H, %size.W
  %t324 = mul i64 %t323, %size.C
  %t325 = mul i64 %t73, %t324
  %t326 = add i64 %t158, %i231
  %t327 = sub i64 %t326, 1
  %t328 = mul i64 %size.W, %size.C
  %t329 = mul i64 %t327, %t328
  %t330 = add i64 %t325, %t329
  %t331 = add i64 %t159, 0
  %t332 = sub i64 %t331, 1
  %t333 = mul i64 %t332, %size.C
  %t334 = add i64 %t330, %t333
  %t335 = add i64 %t334, 0
  %t336 = getelementptr float, ptr %buf.x, i64 %t335
  %t337 = select i1 %t322, ptr %t336, ptr %t49
  store ptr %t337, ptr %t316, align 8
  %t338 = xor i1 %t322, true
  %t339 = zext i1 %t338 to i64
  %t340 = add i64 %t317, %t339
  store i64 %t340, ptr %c175
  %t341 = mul i64 %i231, 6
  %t342 = add i64 %t341, 4
  %t343 = getelementptr ptr, ptr %t171, i64 %t342
  %t344 = load i64, ptr %c175
  %t345 = mul i64 %t163, 1
  %t346 = mul i64 %i231, 1
  %t347 = add i64 %t345, %t346
  %t348 = add i64 %t347, -1
  %t349 = icmp ult i64 %t348, %size.H
  %t350 = mul i64 %size.H, %size.W
  %t351 = mul i64 %t350, %size.C
  %t352 = mul i64 %t73, %t351
  %t353 = add i64 %t163, %i231
  %t354 = sub i64 %t353, 1
  %t355 = mul i64 %size.W, %size.C
  %t356 = mul i64 %t354, %t355
  %t357 = add i64 %t352, %t356
  %t358 = add i64 %t164, 0
  %t359 = sub i64 %t358, 1
  %t360 = mul i64 %t359, %size.C
  %t361 = add i64 %t357, %t360
  %t362 = add i64 %t361, 0
  %t363 = getelementptr float, ptr %buf.x, i64 %t362
  %t364 = select i1 %t349, ptr %t363, ptr %t49
  store ptr %t364, ptr %t343, align 8
  %t365 = xor i1 %t349, true
  %t366 = zext i1 %t365 to i64
  %t367 = add i64 %t344, %t366
  store i64 %t367, ptr %c175
  %t368 = mul i64 %i231, 6
  %t369 = add i64 %t368, 5
  %t370 = getelementptr ptr, ptr %t171, i64 %t369
  %t371 = load i64, ptr %c175
  %t372 = mul i64 %t168, 1
  %t373 = mul i64 %i231, 1
  %t374 = add i64 %t372, %t373
  %t375 = add i64 %t374, -1
  %t376 = icmp ult i64 %t375, %size.H
  %t377 = mul i64 %size.H, %size.W
  %t378 = mul i64 %t377, %size.C
  %t379 = mul i64 %t73, %t378
  %t380 = add i64 %t168, %i231
  %t381 = sub i64 %t380, 1
  %t382 = mul i64 %size.W, %size.C
  %t383 = mul i64 %t381, %t382
  %t384 = add i64 %t379, %t383
  %t385 = add i64 %t169, 0
  %t386 = sub i64 %t385, 1
  %t387 = mul i64 %t386, %size.C
  %t388 = add i64 %t384, %t387
  %t389 = add i64 %t388, 0
  %t390 = getelementptr float, ptr %buf.x, i64 %t389
  %t391 = select i1 %t376, ptr %t390, ptr %t49
  store ptr %t391, ptr %t370, align 8
  %t392 = xor i1 %t376, true
  %t393 = zext i1 %t392 to i64
  %t394 = add i64 %t371, %t393
  store i64 %t394, ptr %c175
  %t395 = add nsw i64 %i231, 1
  store i64 %t395, ptr %c227
  br label %head228
done230:
  store i32 1, ptr %t174
  br label %tabled177
bytap176:
  store i64 0, ptr %c396
  br label %head397
head397:
  %i400 = load i64, ptr %c396
  %t401 = icmp slt i64 %i400, %size.R
  br i1 %t401, label %body398, label %done399
body398:
  store i64 0, ptr %c402
  br label %head403
head403:
  %i406 = load i64, ptr %c402
  %t407 = icmp slt i64 %i406, %size.S
  br i1 %t407, label %body404, label %done405
body404:
  %t408 = mul i64 %i400, %size.S
  %t409 = add i64 %t408, %i406
  %t410 = mul i64 %t409, 6
  %t411 = add i64 %t410, 0
  %t412 = getelementptr ptr, ptr %t171, i64 %t411
  %t413 = load i64, ptr %c175
  %t414 = mul i64 %t143, 1
  %t415 = mul i64 %i400, 1
  %t416 = add i64 %t414, %t415
  %t417 = add i64 %t416, -1
  %t418 = icmp ult i64 %t417, %size.H
  %t419 = mul i64 %t144, 1
  %t420 = mul i64 %i406, 1
  %t421 = add i64 %t419, %t420
  %t422 = add i64 %t421, -1
  %t423 = icmp ult i64 %t422, %size.W
  %t424 = and i1 %t418, %t423
  %t425 = mul i64 %size.H, %size.W
  %t426 = mul i64 %t425, %size.C
  %t427 = mul i64 %t73, %t426
  %t428 = add i64 %t143, %i400
  %t429 = sub i64 %t428, 1
  %t430 = mul i64 %size.W, %size.C
  %t431 = mul i64 %t429, %t430
  %t432 = add i64 %t427, %t431
  %t433 = add i64 %t144, %i406
  %t434 = sub i64 %t433, 1
  %t435 = mul i64 %t434, %size.C
  %t436 = add i64 %t432, %t435
  %t437 = add i64 %t436, 0
  %t438 = getelementptr float, ptr %buf.x, i64 %t437
  %t439 = select i1 %t424, ptr %t438, ptr %t49
  store ptr %t439, ptr %t412, align 8
  %t440 = xor i1 %t424, true
  %t441 = zext i1 %t440 to i64
  %t442 = add i64 %t413, %t441
  store i64 %t442, ptr %c175
  %t443 = add i64 %t410, 1
  %t444 = getelementptr ptr, ptr %t171, i64 %t443
  %t445 = load i64, ptr %c175
  %t446 = mul i64 %t148, 1
  %t447 = mul i64 %i400, 1
  %t448 = add i64 %t446, %t447
  %t449 = add i64 %t448, -1
  %t450 = icmp ult i64 %t449, %size.H
  %t451 = mul i64 %t149, 1
  %t452 = mul i64 %i406, 1
  %t453 = add i64 %t451, %t452
  %t454 = add i64 %t453, -1
  %t455 = icmp ult i64 %t454, %size.W
  %t456 = and i1 %t450, %t455
  %t457 = mul i64 %size.H, %size.W
  %t458 = mul i64 %t457, %size.C
  %t459 = mul i64 %t73, %t458
  %t460 = add i64 %t148, %i400
  %t461 = sub i64 %t460, 1
  %t462 = mul i64 %size.W, %size.C
  %t463 = mul i64 %t461, %t462
  %t464 = add i64 %t459, %t463
  %t465 = add i64 %t149, %i406
  %t466 = sub i64 %t465, 1
  %t467 = mul i64 %t466, %size.C
  %t468 = add i64 %t464, %t467
  %t469 = add i64 %t468, 0
  %t470 = getelementptr float, ptr %buf.x, i64 %t469
  %t471 = select i1 %t456, ptr %t470, ptr %t49
  store ptr %t471, ptr %t444, align 8
  %t472 = xor i1 %t456, true
  %t473 = zext i1 %t472 to i64
  %t474 = add i64 %t445, %t473
  store i64 %t474, ptr %c175
  %t475 = add i64 %t410, 2
  %t476 = getelementptr ptr, ptr %t171, i64 %t475
  %t477 = load i64, ptr %c175
  %t478 = mul i64 %t153, 1
  %t479 = mul i64 %i400, 1
  %t480 = add i64 %t478, %t479
  %t481 = add i64 %t480, -1
  %t482 = icmp ult i64 %t481, %size.H
  %t483 = mul i64 %t154, 1
  %t484 = mul i64 %i406, 1
  %t485 = add i64 %t483, %t484
  %t486 = add i64 %t485, -1
  %t487 = icmp ult i64 %t486, %size.W
  %t488 = and i1 %t482, %t487
  %t489 = mul i64 %size.H, %size.W
  %t490 = mul i64 %t489, %size.C
  %t491 = mul i64 %t73, %t490
  %t492 = add i64 %t153, %i400
  %t493 = sub i64 %t492, 1
  %t494 = mul i64 %size.W, %size.C
  %t495 = mul i64 %t493, %t494
  %t496 = add i64 %t491, %t495
  %t497 = add i64 %t154, %i406
  %t498 = sub i64 %t497, 1
  %t499 = mul i64 %t498, %size.C
  %t500 = add i64 %t496, %t499
  %t501 = add i64 %t500, 0
  %t502 = getelementptr float, ptr %buf.x, i64 %t501
  %t503 = select i1 %t488, ptr %t502, ptr %t49
  store ptr %t503, ptr %t476, align 8
  %t504 = xor i1 %t488, true
  %t505 = zext i1 %t504 to i64
  %t506 = add i64 %t477, %t505
  store i64 %t506, ptr %c175
  %t507 = add i64 %t410, 3
  %t508 = getelementptr ptr, ptr %t171, i64 %t507
  %t509 = load i64, ptr %c175
  %t510 = mul i64 %t158, 1
  %t511 = mul i64 %i400, 1
  %t512 = add i64 %t510, %t511
  %t513 = add i64 %t512, -1
  %t514 = icmp ult i64 %t513, %size.H
  %t515 = mul i64 %t159, 1
  %t516 = mul i64 %i406, 1
  %t517 = add i64 %t515, %t516
  %t518 = add i64 %t517, -1
  %t519 = icmp ult i64 %t518, %size.W
  %t520 = and i1 %t514, %t519
  %t521 = mul i64 %size.H, %size.W
  %t522 = mul i64 %t521, %size.C
  %t523 = mul i64 %t73, %t522
  %t524 = add i64 %t158, %i400
  %t525 = sub i64 %t524, 1
  %t526 = mul i64 %size.W, %size.C
  %t527 = mul i64 %t525, %t526
  %t528 = add i64 %t523, %t527
  %t529 = add i64 %t159, %i406
  %t530 = sub i64 %t529, 1
  %t531 = mul i64 %t530, %size.C
  %t532 = add i64 %t528, %t531
  %t533 = add i64 %t532, 0
  %t534 = getelementptr float, ptr %buf.x, i64 %t533
  %t535 = select i1 %t520, ptr %t534, ptr %t49
  store ptr %t535, ptr %t508, align 8
  %t536 = xor i1 %t520, true
  %t537 = zext i1 %t536 to i64
  %t538 = add i64 %t509, %t537
  store i64 %t538, ptr %c175
  %t539 = add i64 %t410, 4
  %t540 = getelementptr ptr, ptr %t171, i64 %t539
  %t541 = load i64, ptr %c175
  %t542 = mul i64 %t163, 1
  %t543 = mul i64 %i400, 1
  %t544 = add i64 %t542, %t543
  %t545 = add i64 %t544, -1
  %t546 = icmp ult i64 %t545, %size.H
  %t547 = mul i64 %t164, 1
  %t548 = mul i64 %i406, 1
  %t549 = add i64 %t547, %t548
  %t550 = add i64 %t549, -1
  %t551 = icmp ult i64 %t550, %size.W
  %t552 = and i1 %t546, %t551
  %t553 = mul i64 %size.H, %size.W
  %t554 = mul i64 %t553, %size.C
  %t555 = mul i64 %t73, %t554
  %t556 = add i64 %t163, %i400
  %t557 = sub i64 %t556, 1
  %t558 = mul i64 %size.W, %size.C
  %t559 = mul i64 %t557, %t558
  %t560 = add i64 %t555, %t559
  %t561 = add i64 %t164, %i406
  %t562 = sub i64 %t561, 1
  %t563 = mul i64 %t562, %size.C
  %t564 = add i64 %t560, %t563
  %t565 = add i64 %t564, 0
  %t566 = getelementptr float, ptr %buf.x, i64 %t565
  %t567 = select i1 %t552, ptr %t566, ptr %t49
  store ptr %t567, ptr %t540, align 8
  %t568 = xor i1 %t552, true
  %t569 = zext i1 %t568 to i64
  %t570 = add i64 %t541, %t569
  store i64 %t570, ptr %c175
  %t571 = add i64 %t410, 5
  %t572 = getelementptr ptr, ptr %t171, i64 %t571
  %t573 = load i64, ptr %c175
  %t574 = mul i64 %t168, 1
  %t575 = mul i64 %i400, 1
  %t576 = add i64 %t574, %t575
  %t577 = add i64 %t576, -1
  %t578 = icmp ult i64 %t577, %size.H
  %t579 = mul i64 %t169, 1
  %t580 = mul i64 %i406, 1
  %t581 = add i64 %t579, %t580
  %t582 = add i64 %t581, -1
  %t583 = icmp ult i64 %t582, %size.W
  %t584 = and i1 %t578, %t583
  %t585 = mul i64 %size.H, %size.W
  %t586 = mul i64 %t585, %size.C
  %t587 = mul i64 %t73, %t586
  %t588 = add i64 %t168, %i400
  %t589 = sub i64 %t588, 1
  %t590 = mul i64 %size.W, %size.C
  %t591 = mul i64 %t589, %t590
  %t592 = add i64 %t587, %t591
  %t593 = add i64 %t169, %i406
  %t594 = sub i64 %t593, 1
  %t595 = mul i64 %t594, %size.C
  %t596 = add i64 %t592, %t595
  %t597 = add i64 %t596, 0
  %t598 = getelementptr float, ptr %buf.x, i64 %t597
  %t599 = select i1 %t584, ptr %t598, ptr %t49
  store ptr %t599, ptr %t572, align 8
  %t600 = xor i1 %t584, true
  %t601 = zext i1 %t600 to i64
  %t602 = add i64 %t573, %t601
  store i64 %t602, ptr %c175
  %t603 = load i64, ptr %c175
  %t604 = trunc i64 %t603 to i32
  %t605 = add i64 %t409, 1
  %t606 = getelementptr i32, ptr %t173, i64 %t605
  store i32 %t604, ptr %t606
  %t607 = add nsw i64 %i406, 1
  store i64 %t607, ptr %c402
  br label %head403
done405:
  %t608 = add nsw i64 %i400, 1
  store i64 %t608, ptr %c396
  br label %head397
done399:
  store i32 0, ptr %t174
  br label %tabled177
tabled177:
  %t609 = load i64, ptr %c175
  %t610 = trunc i64 %t609 to i32
  %t611 = getelementptr i32, ptr %t173, i64 %t14
  store i32 %t610, ptr %t611
  %t612 = add nsw i64 %i132, 1
  store i64 %t612, ptr %c128
  br label %head129
done131:
  store i64 0, ptr %c613
  br label %tbhead614
tbhead614:
  %tb617 = load i64, ptr %c613
  %t618 = icmp slt i64 %tb617, %t14
  br i1 %t618, label %tbbody615, label %tbdone616
tbbody615:
  %t619 = add i64 %tb617, %t38
  %t620 = icmp slt i64 %t14, %t619
  %t621 = select i1 %t620, i64 %t14, i64 %t619
  store i64 0, ptr %c622
  br label %cbhead623
cbhead623:
  %cb626 = load i64, ptr %c622
  %t627 = icmp slt i64 %cb626, %t24
  br i1 %t627, label %cbbody624, label %cbdone625
cbbody624:
  %t628 = sub i64 %size.C, %cb626
  %t629 = icmp slt i64 %t34, %t628
  %t630 = select i1 %t629, i64 %t34, i64 %t628
  %t631 = icmp sgt i64 %tb617, 0
  %t632 = icmp sgt i64 %cb626, 0
  %t633 = or i1 %t631, %t632
  %t634 = icmp eq i64 %t621, %t14
  %t635 = add i64 %cb626, %t630
  %t636 = icmp sge i64 %t635, %size.C
  %t637 = and i1 %t634, %t636
  %t638 = sdiv i64 %tb617, %size.S
  %t639 = srem i64 %tb617, %size.S
  %t640 = sdiv i64 %t81, %size.P
  %t641 = srem i64 %t81, %size.P
  %t642 = icmp slt i64 %t641, 0
  %t643 = icmp slt i64 %size.P, 0
  %t644 = icmp ne i1 %t642, %t643
  %t645 = icmp ne i64 %t641, 0
  %t646 = and i1 %t645, %t644
  %t647 = zext i1 %t646 to i64
  %t648 = sub i64 %t640, %t647
  %t649 = mul i64 %size.R, %size.S
  %t650 = mul i64 %t649, %size.C
  %t651 = mul i64 %t650, %size.P
  %t652 = mul i64 %t648, %t651
  %t653 = mul i64 %size.S, %size.C
  %t654 = mul i64 %t653, %size.P
  %t655 = mul i64 %t638, %t654
  %t656 = add i64 %t652, %t655
  %t657 = mul i64 %size.C, %size.P
  %t658 = mul i64 %t639, %t657
  %t659 = add i64 %t656, %t658
  %t660 = mul i64 %cb626, %size.P
  %t661 = add i64 %t659, %t660
  %t662 = sdiv i64 %t81, %size.P
  %t663 = srem i64 %t81, %size.P
  %t664 = icmp slt i64 %t663, 0
  %t665 = icmp slt i64 %size.P, 0
  %t666 = icmp ne i1 %t664, %t665
  %t667 = icmp ne i64 %t663, 0
  %t668 = and i1 %t667, %t666
  %t669 = select i1 %t668, i64 %size.P, i64 0
  %t670 = add i64 %t663, %t669
  %t671 = add i64 %t661, %t670
  %t672 = getelementptr float, ptr %buf.w, i64 %t671
  %t673 = sub i64 %t94, %t91
  %t674 = sub i64 %t97, 1
  %t675 = mul i64 %t674, 6
  %t676 = sub i64 %t673, %t675
  %t677 = mul i64 %size.S, %size.C
  %t678 = mul i64 %t677, %size.P
  %t682 = icmp eq i64 %t86, 1
  br i1 %t682, label %nv1680, label %nvnext681
nv1680:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %t42, i64 %t43, ptr %t45, i64 %t46, ptr %t48, i64 %t97, i64 %t676, i64 %tb617, i64 %t621, i64 %size.R, i64 %t677, i64 %cb626, i64 %t630, ptr %t672, i64 %t53, i64 %t678, i64 %size.P, ptr %t127, i64 %size.K, i1 %t633, ptr %t49, <16 x i1> %t90, i1 %t637, i64 %t73, i64 %t91, i64 %t81, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called679
nvnext681:
  %t685 = icmp eq i64 %t86, 2
  br i1 %t685, label %nv2683, label %nvnext684
nv2683:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %t42, i64 %t43, ptr %t45, i64 %t46, ptr %t48, i64 %t97, i64 %t676, i64 %tb617, i64 %t621, i64 %size.R, i64 %t677, i64 %cb626, i64 %t630, ptr %t672, i64 %t53, i64 %t678, i64 %size.P, ptr %t127, i64 %size.K, i1 %t633, ptr %t49, <16 x i1> %t90, i1 %t637, i64 %t73, i64 %t91, i64 %t81, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called679
nvnext684:
  %t688 = icmp eq i64 %t86, 3
  br i1 %t688, label %nv3686, label %nvnext687
nv3686:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %t42, i64 %t43, ptr %t45, i64 %t46, ptr %t48, i64 %t97, i64 %t676, i64 %tb617, i64 %t621, i64 %size.R, i64 %t677, i64 %cb626, i64 %t630, ptr %t672, i64 %t53, i64 %t678, i64 %size.P, ptr %t127, i64 %size.K, i1 %t633, ptr %t49, <16 x i1> %t90, i1 %t637, i64 %t73, i64 %t91, i64 %t81, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called679
nvnext687:
  %t691 = icmp eq i64 %t86, 4
  br i1 %t691, label %nv4689, label %nvnext690
nv4689:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %t42, i64 %t43, ptr %t45, i64 %t46, ptr %t48, i64 %t97, i64 %t676, i64 %tb617, i64 %t621, i64 %size.R, i64 %t677, i64 %cb626, i64 %t630, ptr %t672, i64 %t53, i64 %t678, i64 %size.P, ptr %t127, i64 %size.K, i1 %t633, ptr %t49, <16 x i1> %t90, i1 %t637, i64 %t73, i64 %t91, i64 %t81, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called679
nvnext690:
  br label %called679
called679:
  %t692 = add i64 %cb626, %t34
  store i64 %t692, ptr %c622
  br label %cbhead623
cbdone625:
  store i64 %t621, ptr %c613
  br label %tbhead614
tbdone616:
  %t693 = add nsw i64 %i71, 1
  store i64 %t693, ptr %c67
  br label %head68
done70:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
