
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare float @llvm.maximum.f32(float, float)

declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.conv2d_nhwc_panels_ep_df0a1a.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v874 = add i64 %size.W, 1
  %v875 = add i64 %v874, 1
  %v876 = sub i64 %size.S, 1
  %v877 = sub i64 %v875, %v876
  %v878 = sub i64 %v877, 1
  %v879 = add i64 %v878, 1
  %v880 = mul i64 %i13, %v879
  %v881 = add i64 %v880, %i25
  %v882 = mul i64 %v881, %size.K
  %v883 = add i64 %v882, %i31
  %p884 = getelementptr float, ptr %buf.e0, i64 %v883
  %ld885 = load float, ptr %p884, align 4
  %v886 = fadd contract float %v873, %ld885
  %v887 = call float @llvm.maximum.f32(float %v886, float 0x0000000000000000)
  %v888 = add i64 %size.W, 1
  %v889 = add i64 %v888, 1
  %v890 = sub i64 %size.S, 1
  %v891 = sub i64 %v889, %v890
  %v892 = sub i64 %v891, 1
  %v893 = add i64 %v892, 1
  %v894 = mul i64 %i13, %v893
  %v895 = add i64 %v894, %i25
  %v896 = mul i64 %v895, %size.K
  %v897 = add i64 %v896, %i31
  %p898 = getelementptr float, ptr %buf.y, i64 %v897
  store float %v887, ptr %p898, align 4
  %v899 = add nsw i64 %i31, 1
  store i64 %v899, ptr %k.addr.27
  br label %cond28
exit30:
  %v900 = add nsw i64 %i25, 1
  store i64 %v900, ptr %q.addr.21
  br label %cond22
exit24:
  %v901 = add nsw i64 %i13, 1
  store i64 %v901, ptr %p.addr.7
  br label %cond10
exit12:
  ret void
}
@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)


declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)


declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_df0a1a.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %v227 = add i64 %size.W, 1
  %v228 = add i64 %v227, 1
  %v229 = sub i64 %size.S, 1
  %v230 = sub i64 %v228, %v229
  %v231 = sub i64 %v230, 1
  %v232 = add i64 %v231, 1
  %v233 = mul i64 %t218, %v232
  %v234 = add i64 %v233, %t219
  %v235 = mul i64 %v234, %size.K
  %v236 = add i64 %v235, %t223
  %p237 = getelementptr float, ptr %buf.e0, i64 %v236
  %ld238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p237, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v239 = fadd contract <16 x float> %v226, %ld238
  %v240 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v239, <16 x float> splat (float 0x0000000000000000))
  %v241 = add i64 %size.H, 1
  %v242 = add i64 %v241, 1
  %v243 = sub i64 %size.R, 1
  %v244 = sub i64 %v242, %v243
  %v245 = sub i64 %v244, 1
  %v246 = add i64 %v245, 1
  %v247 = mul i64 %n, %v246
  %v248 = add i64 %v247, %t218
  %v249 = add i64 %size.W, 1
  %v250 = add i64 %v249, 1
  %v251 = sub i64 %size.S, 1
  %v252 = sub i64 %v250, %v251
  %v253 = sub i64 %v252, 1
  %v254 = add i64 %v253, 1
  %v255 = mul i64 %v248, %v254
  %v256 = add i64 %v255, %t219
  %v257 = mul i64 %v256, %size.K
  %v258 = add i64 %v257, %t223
  %p259 = getelementptr float, ptr %buf.y, i64 %v258
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v240, ptr align 4 %p259, <16 x i1> %mlast)
  br label %finnext221
finnext221:
  %t260 = add i64 %t219, 1
  %t261 = icmp sge i64 %t260, %t217
  %t262 = select i1 %t261, i64 0, i64 %t260
  %t263 = zext i1 %t261 to i64
  %t264 = add i64 %t218, %t263
  %t267 = icmp slt i64 1, %t10
  br i1 %t267, label %fin265, label %finnext266
fin265:
  %t268 = add i64 %k0, 0
  %p269 = getelementptr float, ptr %buf.b, i64 %t268
  %ld270 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p269, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v271 = fadd contract <16 x float> %ld270, %t207
  %v272 = add i64 %size.W, 1
  %v273 = add i64 %v272, 1
  %v274 = sub i64 %size.S, 1
  %v275 = sub i64 %v273, %v274
  %v276 = sub i64 %v275, 1
  %v277 = add i64 %v276, 1
  %v278 = mul i64 %t264, %v277
  %v279 = add i64 %v278, %t262
  %v280 = mul i64 %v279, %size.K
  %v281 = add i64 %v280, %t268
  %p282 = getelementptr float, ptr %buf.e0, i64 %v281
  %ld283 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p282, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v284 = fadd contract <16 x float> %v271, %ld283
  %v285 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v284, <16 x float> splat (float 0x0000000000000000))
  %v286 = add i64 %size.H, 1
  %v287 = add i64 %v286, 1
  %v288 = sub i64 %size.R, 1
  %v289 = sub i64 %v287, %v288
  %v290 = sub i64 %v289, 1
  %v291 = add i64 %v290, 1
  %v292 = mul i64 %n, %v291
  %v293 = add i64 %v292, %t264
  %v294 = add i64 %size.W, 1
  %v295 = add i64 %v294, 1
  %v296 = sub i64 %size.S, 1
  %v297 = sub i64 %v295, %v296
  %v298 = sub i64 %v297, 1
  %v299 = add i64 %v298, 1
  %v300 = mul i64 %v293, %v299
  %v301 = add i64 %v300, %t262
  %v302 = mul i64 %v301, %size.K
  %v303 = add i64 %v302, %t268
  %p304 = getelementptr float, ptr %buf.y, i64 %v303
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v285, ptr align 4 %p304, <16 x i1> %mlast)
  br label %finnext266
finnext266:
  %t305 = add i64 %t262, 1
  %t306 = icmp sge i64 %t305, %t217
  %t307 = select i1 %t306, i64 0, i64 %t305
  %t308 = zext i1 %t306 to i64
  %t309 = add i64 %t264, %t308
  %t312 = icmp slt i64 2, %t10
  br i1 %t312, label %fin310, label %finnext311
fin310:
  %t313 = add i64 %k0, 0
  %p314 = getelementptr float, ptr %buf.b, i64 %t313
  %ld315 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p314, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v316 = fadd contract <16 x float> %ld315, %t208
  %v317 = add i64 %size.W, 1
  %v318 = add i64 %v317, 1
  %v319 = sub i64 %size.S, 1
  %v320 = sub i64 %v318, %v319
  %v321 = sub i64 %v320, 1
  %v322 = add i64 %v321, 1
  %v323 = mul i64 %t309, %v322
  %v324 = add i64 %v323, %t307
  %v325 = mul i64 %v324, %size.K
  %v326 = add i64 %v325, %t313
  %p327 = getelementptr float, ptr %buf.e0, i64 %v326
  %ld328 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p327, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v329 = fadd contract <16 x float> %v316, %ld328
  %v330 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v329, <16 x float> splat (float 0x0000000000000000))
  %v331 = add i64 %size.H, 1
  %v332 = add i64 %v331, 1
  %v333 = sub i64 %size.R, 1
  %v334 = sub i64 %v332, %v333
  %v335 = sub i64 %v334, 1
  %v336 = add i64 %v335, 1
  %v337 = mul i64 %n, %v336
  %v338 = add i64 %v337, %t309
  %v339 = add i64 %size.W, 1
  %v340 = add i64 %v339, 1
  %v341 = sub i64 %size.S, 1
  %v342 = sub i64 %v340, %v341
  %v343 = sub i64 %v342, 1
  %v344 = add i64 %v343, 1
  %v345 = mul i64 %v338, %v344
  %v346 = add i64 %v345, %t307
  %v347 = mul i64 %v346, %size.K
  %v348 = add i64 %v347, %t313
  %p349 = getelementptr float, ptr %buf.y, i64 %v348
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v330, ptr align 4 %p349, <16 x i1> %mlast)
  br label %finnext311
finnext311:
  %t350 = add i64 %t307, 1
  %t351 = icmp sge i64 %t350, %t217
  %t352 = select i1 %t351, i64 0, i64 %t350
  %t353 = zext i1 %t351 to i64
  %t354 = add i64 %t309, %t353
  %t357 = icmp slt i64 3, %t10
  br i1 %t357, label %fin355, label %finnext356
fin355:
  %t358 = add i64 %k0, 0
  %p359 = getelementptr float, ptr %buf.b, i64 %t358
  %ld360 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p359, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v361 = fadd contract <16 x float> %ld360, %t209
  %v362 = add i64 %size.W, 1
  %v363 = add i64 %v362, 1
  %v364 = sub i64 %size.S, 1
  %v365 = sub i64 %v363, %v364
  %v366 = sub i64 %v365, 1
  %v367 = add i64 %v366, 1
  %v368 = mul i64 %t354, %v367
  %v369 = add i64 %v368, %t352
  %v370 = mul i64 %v369, %size.K
  %v371 = add i64 %v370, %t358
  %p372 = getelementptr float, ptr %buf.e0, i64 %v371
  %ld373 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p372, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v374 = fadd contract <16 x float> %v361, %ld373
  %v375 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v374, <16 x float> splat (float 0x0000000000000000))
  %v376 = add i64 %size.H, 1
  %v377 = add i64 %v376, 1
  %v378 = sub i64 %size.R, 1
  %v379 = sub i64 %v377, %v378
  %v380 = sub i64 %v379, 1
  %v381 = add i64 %v380, 1
  %v382 = mul i64 %n, %v381
  %v383 = add i64 %v382, %t354
  %v384 = add i64 %size.W, 1
  %v385 = add i64 %v384, 1
  %v386 = sub i64 %size.S, 1
  %v387 = sub i64 %v385, %v386
  %v388 = sub i64 %v387, 1
  %v389 = add i64 %v388, 1
  %v390 = mul i64 %v383, %v389
  %v391 = add i64 %v390, %t352
  %v392 = mul i64 %v391, %size.K
  %v393 = add i64 %v392, %t358
  %p394 = getelementptr float, ptr %buf.y, i64 %v393
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v375, ptr align 4 %p394, <16 x i1> %mlast)
  br label %finnext356
finnext356:
  %t395 = add i64 %t352, 1
  %t396 = icmp sge i64 %t395, %t217
  %t397 = select i1 %t396, i64 0, i64 %t395
  %t398 = zext i1 %t396 to i64
  %t399 = add i64 %t354, %t398
  %t402 = icmp slt i64 4, %t10
  br i1 %t402, label %fin400, label %finnext401
fin400:
  %t403 = add i64 %k0, 0
  %p404 = getelementptr float, ptr %buf.b, i64 %t403
  %ld405 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p404, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v406 = fadd contract <16 x float> %ld405, %t210
  %v407 = add i64 %size.W, 1
  %v408 = add i64 %v407, 1
  %v409 = sub i64 %size.S, 1
  %v410 = sub i64 %v408, %v409
  %v411 = sub i64 %v410, 1
  %v412 = add i64 %v411, 1
  %v413 = mul i64 %t399, %v412
  %v414 = add i64 %v413, %t397
  %v415 = mul i64 %v414, %size.K
  %v416 = add i64 %v415, %t403
  %p417 = getelementptr float, ptr %buf.e0, i64 %v416
  %ld418 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p417, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v419 = fadd contract <16 x float> %v406, %ld418
  %v420 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v419, <16 x float> splat (float 0x0000000000000000))
  %v421 = add i64 %size.H, 1
  %v422 = add i64 %v421, 1
  %v423 = sub i64 %size.R, 1
  %v424 = sub i64 %v422, %v423
  %v425 = sub i64 %v424, 1
  %v426 = add i64 %v425, 1
  %v427 = mul i64 %n, %v426
  %v428 = add i64 %v427, %t399
  %v429 = add i64 %size.W, 1
  %v430 = add i64 %v429, 1
  %v431 = sub i64 %size.S, 1
  %v432 = sub i64 %v430, %v431
  %v433 = sub i64 %v432, 1
  %v434 = add i64 %v433, 1
  %v435 = mul i64 %v428, %v434
  %v436 = add i64 %v435, %t397
  %v437 = mul i64 %v436, %size.K
  %v438 = add i64 %v437, %t403
  %p439 = getelementptr float, ptr %buf.y, i64 %v438
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v420, ptr align 4 %p439, <16 x i1> %mlast)
  br label %finnext401
finnext401:
  %t440 = add i64 %t397, 1
  %t441 = icmp sge i64 %t440, %t217
  %t442 = select i1 %t441, i64 0, i64 %t440
  %t443 = zext i1 %t441 to i64
  %t444 = add i64 %t399, %t443
  %t447 = icmp slt i64 5, %t10
  br i1 %t447, label %fin445, label %finnext446
fin445:
  %t448 = add i64 %k0, 0
  %p449 = getelementptr float, ptr %buf.b, i64 %t448
  %ld450 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p449, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v451 = fadd contract <16 x float> %ld450, %t211
  %v452 = add i64 %size.W, 1
  %v453 = add i64 %v452, 1
  %v454 = sub i64 %size.S, 1
  %v455 = sub i64 %v453, %v454
  %v456 = sub i64 %v455, 1
  %v457 = add i64 %v456, 1
  %v458 = mul i64 %t444, %v457
  %v459 = add i64 %v458, %t442
  %v460 = mul i64 %v459, %size.K
  %v461 = add i64 %v460, %t448
  %p462 = getelementptr float, ptr %buf.e0, i64 %v461
  %ld463 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p462, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v464 = fadd contract <16 x float> %v451, %ld463
  %v465 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v464, <16 x float> splat (float 0x0000000000000000))
  %v466 = add i64 %size.H, 1
  %v467 = add i64 %v466, 1
  %v468 = sub i64 %size.R, 1
  %v469 = sub i64 %v467, %v468
  %v470 = sub i64 %v469, 1
  %v471 = add i64 %v470, 1
  %v472 = mul i64 %n, %v471
  %v473 = add i64 %v472, %t444
  %v474 = add i64 %size.W, 1
  %v475 = add i64 %v474, 1
  %v476 = sub i64 %size.S, 1
  %v477 = sub i64 %v475, %v476
  %v478 = sub i64 %v477, 1
  %v479 = add i64 %v478, 1
  %v480 = mul i64 %v473, %v479
  %v481 = add i64 %v480, %t442
  %v482 = mul i64 %v481, %size.K
  %v483 = add i64 %v482, %t448
  %p484 = getelementptr float, ptr %buf.y, i64 %v483
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v465, ptr align 4 %p484, <16 x i1> %mlast)
  br label %finnext446
finnext446:
  br label %tile.next
partial:
  %t487 = icmp slt i64 0, %t10
  br i1 %t487, label %store485, label %next486
store485:
  %t488 = getelementptr float, ptr %t26, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t206, ptr align 4 %t488, <16 x i1> %mlast)
  br label %next486
next486:
  %t491 = icmp slt i64 1, %t10
  br i1 %t491, label %store489, label %next490
store489:
  %t492 = getelementptr float, ptr %t28, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t207, ptr align 4 %t492, <16 x i1> %mlast)
  br label %next490
next490:
  %t495 = icmp slt i64 2, %t10
  br i1 %t495, label %store493, label %next494
store493:
  %t496 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t208, ptr align 4 %t496, <16 x i1> %mlast)
  br label %next494
next494:
  %t499 = icmp slt i64 3, %t10
  br i1 %t499, label %store497, label %next498
store497:
  %t500 = getelementptr float, ptr %t32, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t209, ptr align 4 %t500, <16 x i1> %mlast)
  br label %next498
next498:
  %t503 = icmp slt i64 4, %t10
  br i1 %t503, label %store501, label %next502
store501:
  %t504 = getelementptr float, ptr %t34, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t210, ptr align 4 %t504, <16 x i1> %mlast)
  br label %next502
next502:
  %t507 = icmp slt i64 5, %t10
  br i1 %t507, label %store505, label %next506
store505:
  %t508 = getelementptr float, ptr %t36, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t211, ptr align 4 %t508, <16 x i1> %mlast)
  br label %next506
next506:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t509 = icmp slt i64 %j.next, %ntiles
  br i1 %t509, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_df0a1a.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %v279 = add i64 %size.W, 1
  %v280 = add i64 %v279, 1
  %v281 = sub i64 %size.S, 1
  %v282 = sub i64 %v280, %v281
  %v283 = sub i64 %v282, 1
  %v284 = add i64 %v283, 1
  %v285 = mul i64 %t270, %v284
  %v286 = add i64 %v285, %t271
  %v287 = mul i64 %v286, %size.K
  %v288 = add i64 %v287, %t275
  %p289 = getelementptr float, ptr %buf.e0, i64 %v288
  %ld290 = load <16 x float>, ptr %p289, align 4
  %v291 = fadd contract <16 x float> %v278, %ld290
  %v292 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v291, <16 x float> splat (float 0x0000000000000000))
  %v293 = add i64 %size.H, 1
  %v294 = add i64 %v293, 1
  %v295 = sub i64 %size.R, 1
  %v296 = sub i64 %v294, %v295
  %v297 = sub i64 %v296, 1
  %v298 = add i64 %v297, 1
  %v299 = mul i64 %n, %v298
  %v300 = add i64 %v299, %t270
  %v301 = add i64 %size.W, 1
  %v302 = add i64 %v301, 1
  %v303 = sub i64 %size.S, 1
  %v304 = sub i64 %v302, %v303
  %v305 = sub i64 %v304, 1
  %v306 = add i64 %v305, 1
  %v307 = mul i64 %v300, %v306
  %v308 = add i64 %v307, %t271
  %v309 = mul i64 %v308, %size.K
  %v310 = add i64 %v309, %t275
  %p311 = getelementptr float, ptr %buf.y, i64 %v310
  store <16 x float> %v292, ptr %p311, align 4
  %t312 = add i64 %k0, 16
  %p313 = getelementptr float, ptr %buf.b, i64 %t312
  %ld314 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p313, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v315 = fadd contract <16 x float> %ld314, %t253
  %v316 = add i64 %size.W, 1
  %v317 = add i64 %v316, 1
  %v318 = sub i64 %size.S, 1
  %v319 = sub i64 %v317, %v318
  %v320 = sub i64 %v319, 1
  %v321 = add i64 %v320, 1
  %v322 = mul i64 %t270, %v321
  %v323 = add i64 %v322, %t271
  %v324 = mul i64 %v323, %size.K
  %v325 = add i64 %v324, %t312
  %p326 = getelementptr float, ptr %buf.e0, i64 %v325
  %ld327 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p326, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v328 = fadd contract <16 x float> %v315, %ld327
  %v329 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v328, <16 x float> splat (float 0x0000000000000000))
  %v330 = add i64 %size.H, 1
  %v331 = add i64 %v330, 1
  %v332 = sub i64 %size.R, 1
  %v333 = sub i64 %v331, %v332
  %v334 = sub i64 %v333, 1
  %v335 = add i64 %v334, 1
  %v336 = mul i64 %n, %v335
  %v337 = add i64 %v336, %t270
  %v338 = add i64 %size.W, 1
  %v339 = add i64 %v338, 1
  %v340 = sub i64 %size.S, 1
  %v341 = sub i64 %v339, %v340
  %v342 = sub i64 %v341, 1
  %v343 = add i64 %v342, 1
  %v344 = mul i64 %v337, %v343
  %v345 = add i64 %v344, %t271
  %v346 = mul i64 %v345, %size.K
  %v347 = add i64 %v346, %t312
  %p348 = getelementptr float, ptr %buf.y, i64 %v347
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v329, ptr align 4 %p348, <16 x i1> %mlast)
  br label %finnext273
finnext273:
  %t349 = add i64 %t271, 1
  %t350 = icmp sge i64 %t349, %t269
  %t351 = select i1 %t350, i64 0, i64 %t349
  %t352 = zext i1 %t350 to i64
  %t353 = add i64 %t270, %t352
  %t356 = icmp slt i64 1, %t10
  br i1 %t356, label %fin354, label %finnext355
fin354:
  %t357 = add i64 %k0, 0
  %p358 = getelementptr float, ptr %buf.b, i64 %t357
  %ld359 = load <16 x float>, ptr %p358, align 4
  %v360 = fadd contract <16 x float> %ld359, %t254
  %v361 = add i64 %size.W, 1
  %v362 = add i64 %v361, 1
  %v363 = sub i64 %size.S, 1
  %v364 = sub i64 %v362, %v363
  %v365 = sub i64 %v364, 1
  %v366 = add i64 %v365, 1
  %v367 = mul i64 %t353, %v366
  %v368 = add i64 %v367, %t351
  %v369 = mul i64 %v368, %size.K
  %v370 = add i64 %v369, %t357
  %p371 = getelementptr float, ptr %buf.e0, i64 %v370
  %ld372 = load <16 x float>, ptr %p371, align 4
  %v373 = fadd contract <16 x float> %v360, %ld372
  %v374 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v373, <16 x float> splat (float 0x0000000000000000))
  %v375 = add i64 %size.H, 1
  %v376 = add i64 %v375, 1
  %v377 = sub i64 %size.R, 1
  %v378 = sub i64 %v376, %v377
  %v379 = sub i64 %v378, 1
  %v380 = add i64 %v379, 1
  %v381 = mul i64 %n, %v380
  %v382 = add i64 %v381, %t353
  %v383 = add i64 %size.W, 1
  %v384 = add i64 %v383, 1
  %v385 = sub i64 %size.S, 1
  %v386 = sub i64 %v384, %v385
  %v387 = sub i64 %v386, 1
  %v388 = add i64 %v387, 1
  %v389 = mul i64 %v382, %v388
  %v390 = add i64 %v389, %t351
  %v391 = mul i64 %v390, %size.K
  %v392 = add i64 %v391, %t357
  %p393 = getelementptr float, ptr %buf.y, i64 %v392
  store <16 x float> %v374, ptr %p393, align 4
  %t394 = add i64 %k0, 16
  %p395 = getelementptr float, ptr %buf.b, i64 %t394
  %ld396 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p395, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v397 = fadd contract <16 x float> %ld396, %t255
  %v398 = add i64 %size.W, 1
  %v399 = add i64 %v398, 1
  %v400 = sub i64 %size.S, 1
  %v401 = sub i64 %v399, %v400
  %v402 = sub i64 %v401, 1
  %v403 = add i64 %v402, 1
  %v404 = mul i64 %t353, %v403
  %v405 = add i64 %v404, %t351
  %v406 = mul i64 %v405, %size.K
  %v407 = add i64 %v406, %t394
  %p408 = getelementptr float, ptr %buf.e0, i64 %v407
  %ld409 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p408, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v410 = fadd contract <16 x float> %v397, %ld409
  %v411 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v410, <16 x float> splat (float 0x0000000000000000))
  %v412 = add i64 %size.H, 1
  %v413 = add i64 %v412, 1
  %v414 = sub i64 %size.R, 1
  %v415 = sub i64 %v413, %v414
  %v416 = sub i64 %v415, 1
  %v417 = add i64 %v416, 1
  %v418 = mul i64 %n, %v417
  %v419 = add i64 %v418, %t353
  %v420 = add i64 %size.W, 1
  %v421 = add i64 %v420, 1
  %v422 = sub i64 %size.S, 1
  %v423 = sub i64 %v421, %v422
  %v424 = sub i64 %v423, 1
  %v425 = add i64 %v424, 1
  %v426 = mul i64 %v419, %v425
  %v427 = add i64 %v426, %t351
  %v428 = mul i64 %v427, %size.K
  %v429 = add i64 %v428, %t394
  %p430 = getelementptr float, ptr %buf.y, i64 %v429
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v411, ptr align 4 %p430, <16 x i1> %mlast)
  br label %finnext355
finnext355:
  %t431 = add i64 %t351, 1
  %t432 = icmp sge i64 %t431, %t269
  %t433 = select i1 %t432, i64 0, i64 %t431
  %t434 = zext i1 %t432 to i64
  %t435 = add i64 %t353, %t434
  %t438 = icmp slt i64 2, %t10
  br i1 %t438, label %fin436, label %finnext437
fin436:
  %t439 = add i64 %k0, 0
  %p440 = getelementptr float, ptr %buf.b, i64 %t439
  %ld441 = load <16 x float>, ptr %p440, align 4
  %v442 = fadd contract <16 x float> %ld441, %t256
  %v443 = add i64 %size.W, 1
  %v444 = add i64 %v443, 1
  %v445 = sub i64 %size.S, 1
  %v446 = sub i64 %v444, %v445
  %v447 = sub i64 %v446, 1
  %v448 = add i64 %v447, 1
  %v449 = mul i64 %t435, %v448
  %v450 = add i64 %v449, %t433
  %v451 = mul i64 %v450, %size.K
  %v452 = add i64 %v451, %t439
  %p453 = getelementptr float, ptr %buf.e0, i64 %v452
  %ld454 = load <16 x float>, ptr %p453, align 4
  %v455 = fadd contract <16 x float> %v442, %ld454
  %v456 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v455, <16 x float> splat (float 0x0000000000000000))
  %v457 = add i64 %size.H, 1
  %v458 = add i64 %v457, 1
  %v459 = sub i64 %size.R, 1
  %v460 = sub i64 %v458, %v459
  %v461 = sub i64 %v460, 1
  %v462 = add i64 %v461, 1
  %v463 = mul i64 %n, %v462
  %v464 = add i64 %v463, %t435
  %v465 = add i64 %size.W, 1
  %v466 = add i64 %v465, 1
  %v467 = sub i64 %size.S, 1
  %v468 = sub i64 %v466, %v467
  %v469 = sub i64 %v468, 1
  %v470 = add i64 %v469, 1
  %v471 = mul i64 %v464, %v470
  %v472 = add i64 %v471, %t433
  %v473 = mul i64 %v472, %size.K
  %v474 = add i64 %v473, %t439
  %p475 = getelementptr float, ptr %buf.y, i64 %v474
  store <16 x float> %v456, ptr %p475, align 4
  %t476 = add i64 %k0, 16
  %p477 = getelementptr float, ptr %buf.b, i64 %t476
  %ld478 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p477, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v479 = fadd contract <16 x float> %ld478, %t257
  %v480 = add i64 %size.W, 1
  %v481 = add i64 %v480, 1
  %v482 = sub i64 %size.S, 1
  %v483 = sub i64 %v481, %v482
  %v484 = sub i64 %v483, 1
  %v485 = add i64 %v484, 1
  %v486 = mul i64 %t435, %v485
  %v487 = add i64 %v486, %t433
  %v488 = mul i64 %v487, %size.K
  %v489 = add i64 %v488, %t476
  %p490 = getelementptr float, ptr %buf.e0, i64 %v489
  %ld491 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p490, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v492 = fadd contract <16 x float> %v479, %ld491
  %v493 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v492, <16 x float> splat (float 0x0000000000000000))
  %v494 = add i64 %size.H, 1
  %v495 = add i64 %v494, 1
  %v496 = sub i64 %size.R, 1
  %v497 = sub i64 %v495, %v496
  %v498 = sub i64 %v497, 1
  %v499 = add i64 %v498, 1
  %v500 = mul i64 %n, %v499
  %v501 = add i64 %v500, %t435
  %v502 = add i64 %size.W, 1
  %v503 = add i64 %v502, 1
  %v504 = sub i64 %size.S, 1
  %v505 = sub i64 %v503, %v504
  %v506 = sub i64 %v505, 1
  %v507 = add i64 %v506, 1
  %v508 = mul i64 %v501, %v507
  %v509 = add i64 %v508, %t433
  %v510 = mul i64 %v509, %size.K
  %v511 = add i64 %v510, %t476
  %p512 = getelementptr float, ptr %buf.y, i64 %v511
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v493, ptr align 4 %p512, <16 x i1> %mlast)
  br label %finnext437
finnext437:
  %t513 = add i64 %t433, 1
  %t514 = icmp sge i64 %t513, %t269
  %t515 = select i1 %t514, i64 0, i64 %t513
  %t516 = zext i1 %t514 to i64
  %t517 = add i64 %t435, %t516
  %t520 = icmp slt i64 3, %t10
  br i1 %t520, label %fin518, label %finnext519
fin518:
  %t521 = add i64 %k0, 0
  %p522 = getelementptr float, ptr %buf.b, i64 %t521
  %ld523 = load <16 x float>, ptr %p522, align 4
  %v524 = fadd contract <16 x float> %ld523, %t258
  %v525 = add i64 %size.W, 1
  %v526 = add i64 %v525, 1
  %v527 = sub i64 %size.S, 1
  %v528 = sub i64 %v526, %v527
  %v529 = sub i64 %v528, 1
  %v530 = add i64 %v529, 1
  %v531 = mul i64 %t517, %v530
  %v532 = add i64 %v531, %t515
  %v533 = mul i64 %v532, %size.K
  %v534 = add i64 %v533, %t521
  %p535 = getelementptr float, ptr %buf.e0, i64 %v534
  %ld536 = load <16 x float>, ptr %p535, align 4
  %v537 = fadd contract <16 x float> %v524, %ld536
  %v538 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v537, <16 x float> splat (float 0x0000000000000000))
  %v539 = add i64 %size.H, 1
  %v540 = add i64 %v539, 1
  %v541 = sub i64 %size.R, 1
  %v542 = sub i64 %v540, %v541
  %v543 = sub i64 %v542, 1
  %v544 = add i64 %v543, 1
  %v545 = mul i64 %n, %v544
  %v546 = add i64 %v545, %t517
  %v547 = add i64 %size.W, 1
  %v548 = add i64 %v547, 1
  %v549 = sub i64 %size.S, 1
  %v550 = sub i64 %v548, %v549
  %v551 = sub i64 %v550, 1
  %v552 = add i64 %v551, 1
  %v553 = mul i64 %v546, %v552
  %v554 = add i64 %v553, %t515
  %v555 = mul i64 %v554, %size.K
  %v556 = add i64 %v555, %t521
  %p557 = getelementptr float, ptr %buf.y, i64 %v556
  store <16 x float> %v538, ptr %p557, align 4
  %t558 = add i64 %k0, 16
  %p559 = getelementptr float, ptr %buf.b, i64 %t558
  %ld560 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p559, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v561 = fadd contract <16 x float> %ld560, %t259
  %v562 = add i64 %size.W, 1
  %v563 = add i64 %v562, 1
  %v564 = sub i64 %size.S, 1
  %v565 = sub i64 %v563, %v564
  %v566 = sub i64 %v565, 1
  %v567 = add i64 %v566, 1
  %v568 = mul i64 %t517, %v567
  %v569 = add i64 %v568, %t515
  %v570 = mul i64 %v569, %size.K
  %v571 = add i64 %v570, %t558
  %p572 = getelementptr float, ptr %buf.e0, i64 %v571
  %ld573 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p572, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v574 = fadd contract <16 x float> %v561, %ld573
  %v575 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v574, <16 x float> splat (float 0x0000000000000000))
  %v576 = add i64 %size.H, 1
  %v577 = add i64 %v576, 1
  %v578 = sub i64 %size.R, 1
  %v579 = sub i64 %v577, %v578
  %v580 = sub i64 %v579, 1
  %v581 = add i64 %v580, 1
  %v582 = mul i64 %n, %v581
  %v583 = add i64 %v582, %t517
  %v584 = add i64 %size.W, 1
  %v585 = add i64 %v584, 1
  %v586 = sub i64 %size.S, 1
  %v587 = sub i64 %v585, %v586
  %v588 = sub i64 %v587, 1
  %v589 = add i64 %v588, 1
  %v590 = mul i64 %v583, %v589
  %v591 = add i64 %v590, %t515
  %v592 = mul i64 %v591, %size.K
  %v593 = add i64 %v592, %t558
  %p594 = getelementptr float, ptr %buf.y, i64 %v593
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v575, ptr align 4 %p594, <16 x i1> %mlast)
  br label %finnext519
finnext519:
  %t595 = add i64 %t515, 1
  %t596 = icmp sge i64 %t595, %t269
  %t597 = select i1 %t596, i64 0, i64 %t595
  %t598 = zext i1 %t596 to i64
  %t599 = add i64 %t517, %t598
  %t602 = icmp slt i64 4, %t10
  br i1 %t602, label %fin600, label %finnext601
fin600:
  %t603 = add i64 %k0, 0
  %p604 = getelementptr float, ptr %buf.b, i64 %t603
  %ld605 = load <16 x float>, ptr %p604, align 4
  %v606 = fadd contract <16 x float> %ld605, %t260
  %v607 = add i64 %size.W, 1
  %v608 = add i64 %v607, 1
  %v609 = sub i64 %size.S, 1
  %v610 = sub i64 %v608, %v609
  %v611 = sub i64 %v610, 1
  %v612 = add i64 %v611, 1
  %v613 = mul i64 %t599, %v612
  %v614 = add i64 %v613, %t597
  %v615 = mul i64 %v614, %size.K
  %v616 = add i64 %v615, %t603
  %p617 = getelementptr float, ptr %buf.e0, i64 %v616
  %ld618 = load <16 x float>, ptr %p617, align 4
  %v619 = fadd contract <16 x float> %v606, %ld618
  %v620 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v619, <16 x float> splat (float 0x0000000000000000))
  %v621 = add i64 %size.H, 1
  %v622 = add i64 %v621, 1
  %v623 = sub i64 %size.R, 1
  %v624 = sub i64 %v622, %v623
  %v625 = sub i64 %v624, 1
  %v626 = add i64 %v625, 1
  %v627 = mul i64 %n, %v626
  %v628 = add i64 %v627, %t599
  %v629 = add i64 %size.W, 1
  %v630 = add i64 %v629, 1
  %v631 = sub i64 %size.S, 1
  %v632 = sub i64 %v630, %v631
  %v633 = sub i64 %v632, 1
  %v634 = add i64 %v633, 1
  %v635 = mul i64 %v628, %v634
  %v636 = add i64 %v635, %t597
  %v637 = mul i64 %v636, %size.K
  %v638 = add i64 %v637, %t603
  %p639 = getelementptr float, ptr %buf.y, i64 %v638
  store <16 x float> %v620, ptr %p639, align 4
  %t640 = add i64 %k0, 16
  %p641 = getelementptr float, ptr %buf.b, i64 %t640
  %ld642 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p641, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v643 = fadd contract <16 x float> %ld642, %t261
  %v644 = add i64 %size.W, 1
  %v645 = add i64 %v644, 1
  %v646 = sub i64 %size.S, 1
  %v647 = sub i64 %v645, %v646
  %v648 = sub i64 %v647, 1
  %v649 = add i64 %v648, 1
  %v650 = mul i64 %t599, %v649
  %v651 = add i64 %v650, %t597
  %v652 = mul i64 %v651, %size.K
  %v653 = add i64 %v652, %t640
  %p654 = getelementptr float, ptr %buf.e0, i64 %v653
  %ld655 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p654, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v656 = fadd contract <16 x float> %v643, %ld655
  %v657 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v656, <16 x float> splat (float 0x0000000000000000))
  %v658 = add i64 %size.H, 1
  %v659 = add i64 %v658, 1
  %v660 = sub i64 %size.R, 1
  %v661 = sub i64 %v659, %v660
  %v662 = sub i64 %v661, 1
  %v663 = add i64 %v662, 1
  %v664 = mul i64 %n, %v663
  %v665 = add i64 %v664, %t599
  %v666 = add i64 %size.W, 1
  %v667 = add i64 %v666, 1
  %v668 = sub i64 %size.S, 1
  %v669 = sub i64 %v667, %v668
  %v670 = sub i64 %v669, 1
  %v671 = add i64 %v670, 1
  %v672 = mul i64 %v665, %v671
  %v673 = add i64 %v672, %t597
  %v674 = mul i64 %v673, %size.K
  %v675 = add i64 %v674, %t640
  %p676 = getelementptr float, ptr %buf.y, i64 %v675
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v657, ptr align 4 %p676, <16 x i1> %mlast)
  br label %finnext601
finnext601:
  %t677 = add i64 %t597, 1
  %t678 = icmp sge i64 %t677, %t269
  %t679 = select i1 %t678, i64 0, i64 %t677
  %t680 = zext i1 %t678 to i64
  %t681 = add i64 %t599, %t680
  %t684 = icmp slt i64 5, %t10
  br i1 %t684, label %fin682, label %finnext683
fin682:
  %t685 = add i64 %k0, 0
  %p686 = getelementptr float, ptr %buf.b, i64 %t685
  %ld687 = load <16 x float>, ptr %p686, align 4
  %v688 = fadd contract <16 x float> %ld687, %t262
  %v689 = add i64 %size.W, 1
  %v690 = add i64 %v689, 1
  %v691 = sub i64 %size.S, 1
  %v692 = sub i64 %v690, %v691
  %v693 = sub i64 %v692, 1
  %v694 = add i64 %v693, 1
  %v695 = mul i64 %t681, %v694
  %v696 = add i64 %v695, %t679
  %v697 = mul i64 %v696, %size.K
  %v698 = add i64 %v697, %t685
  %p699 = getelementptr float, ptr %buf.e0, i64 %v698
  %ld700 = load <16 x float>, ptr %p699, align 4
  %v701 = fadd contract <16 x float> %v688, %ld700
  %v702 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v701, <16 x float> splat (float 0x0000000000000000))
  %v703 = add i64 %size.H, 1
  %v704 = add i64 %v703, 1
  %v705 = sub i64 %size.R, 1
  %v706 = sub i64 %v704, %v705
  %v707 = sub i64 %v706, 1
  %v708 = add i64 %v707, 1
  %v709 = mul i64 %n, %v708
  %v710 = add i64 %v709, %t681
  %v711 = add i64 %size.W, 1
  %v712 = add i64 %v711, 1
  %v713 = sub i64 %size.S, 1
  %v714 = sub i64 %v712, %v713
  %v715 = sub i64 %v714, 1
  %v716 = add i64 %v715, 1
  %v717 = mul i64 %v710, %v716
  %v718 = add i64 %v717, %t679
  %v719 = mul i64 %v718, %size.K
  %v720 = add i64 %v719, %t685
  %p721 = getelementptr float, ptr %buf.y, i64 %v720
  store <16 x float> %v702, ptr %p721, align 4
  %t722 = add i64 %k0, 16
  %p723 = getelementptr float, ptr %buf.b, i64 %t722
  %ld724 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p723, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v725 = fadd contract <16 x float> %ld724, %t263
  %v726 = add i64 %size.W, 1
  %v727 = add i64 %v726, 1
  %v728 = sub i64 %size.S, 1
  %v729 = sub i64 %v727, %v728
  %v730 = sub i64 %v729, 1
  %v731 = add i64 %v730, 1
  %v732 = mul i64 %t681, %v731
  %v733 = add i64 %v732, %t679
  %v734 = mul i64 %v733, %size.K
  %v735 = add i64 %v734, %t722
  %p736 = getelementptr float, ptr %buf.e0, i64 %v735
  %ld737 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p736, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v738 = fadd contract <16 x float> %v725, %ld737
  %v739 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v738, <16 x float> splat (float 0x0000000000000000))
  %v740 = add i64 %size.H, 1
  %v741 = add i64 %v740, 1
  %v742 = sub i64 %size.R, 1
  %v743 = sub i64 %v741, %v742
  %v744 = sub i64 %v743, 1
  %v745 = add i64 %v744, 1
  %v746 = mul i64 %n, %v745
  %v747 = add i64 %v746, %t681
  %v748 = add i64 %size.W, 1
  %v749 = add i64 %v748, 1
  %v750 = sub i64 %size.S, 1
  %v751 = sub i64 %v749, %v750
  %v752 = sub i64 %v751, 1
  %v753 = add i64 %v752, 1
  %v754 = mul i64 %v747, %v753
  %v755 = add i64 %v754, %t679
  %v756 = mul i64 %v755, %size.K
  %v757 = add i64 %v756, %t722
  %p758 = getelementptr float, ptr %buf.y, i64 %v757
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v739, ptr align 4 %p758, <16 x i1> %mlast)
  br label %finnext683
finnext683:
  br label %tile.next
partial:
  %t761 = icmp slt i64 0, %t10
  br i1 %t761, label %store759, label %next760
store759:
  %t762 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t252, ptr %t762, align 4
  %t763 = getelementptr float, ptr %t26, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t253, ptr align 4 %t763, <16 x i1> %mlast)
  br label %next760
next760:
  %t766 = icmp slt i64 1, %t10
  br i1 %t766, label %store764, label %next765
store764:
  %t767 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t254, ptr %t767, align 4
  %t768 = getelementptr float, ptr %t28, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t255, ptr align 4 %t768, <16 x i1> %mlast)
  br label %next765
next765:
  %t771 = icmp slt i64 2, %t10
  br i1 %t771, label %store769, label %next770
store769:
  %t772 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t256, ptr %t772, align 4
  %t773 = getelementptr float, ptr %t30, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t257, ptr align 4 %t773, <16 x i1> %mlast)
  br label %next770
next770:
  %t776 = icmp slt i64 3, %t10
  br i1 %t776, label %store774, label %next775
store774:
  %t777 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t258, ptr %t777, align 4
  %t778 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t259, ptr align 4 %t778, <16 x i1> %mlast)
  br label %next775
next775:
  %t781 = icmp slt i64 4, %t10
  br i1 %t781, label %store779, label %next780
store779:
  %t782 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t260, ptr %t782, align 4
  %t783 = getelementptr float, ptr %t34, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t261, ptr align 4 %t783, <16 x i1> %mlast)
  br label %next780
next780:
  %t786 = icmp slt i64 5, %t10
  br i1 %t786, label %store784, label %next785
store784:
  %t787 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t262, ptr %t787, align 4
  %t788 = getelementptr float, ptr %t36, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t263, ptr align 4 %t788, <16 x i1> %mlast)
  br label %next785
next785:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t789 = icmp slt i64 %j.next, %ntiles
  br i1 %t789, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_df0a1a.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %v331 = add i64 %size.W, 1
  %v332 = add i64 %v331, 1
  %v333 = sub i64 %size.S, 1
  %v334 = sub i64 %v332, %v333
  %v335 = sub i64 %v334, 1
  %v336 = add i64 %v335, 1
  %v337 = mul i64 %t322, %v336
  %v338 = add i64 %v337, %t323
  %v339 = mul i64 %v338, %size.K
  %v340 = add i64 %v339, %t327
  %p341 = getelementptr float, ptr %buf.e0, i64 %v340
  %ld342 = load <16 x float>, ptr %p341, align 4
  %v343 = fadd contract <16 x float> %v330, %ld342
  %v344 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v343, <16 x float> splat (float 0x0000000000000000))
  %v345 = add i64 %size.H, 1
  %v346 = add i64 %v345, 1
  %v347 = sub i64 %size.R, 1
  %v348 = sub i64 %v346, %v347
  %v349 = sub i64 %v348, 1
  %v350 = add i64 %v349, 1
  %v351 = mul i64 %n, %v350
  %v352 = add i64 %v351, %t322
  %v353 = add i64 %size.W, 1
  %v354 = add i64 %v353, 1
  %v355 = sub i64 %size.S, 1
  %v356 = sub i64 %v354, %v355
  %v357 = sub i64 %v356, 1
  %v358 = add i64 %v357, 1
  %v359 = mul i64 %v352, %v358
  %v360 = add i64 %v359, %t323
  %v361 = mul i64 %v360, %size.K
  %v362 = add i64 %v361, %t327
  %p363 = getelementptr float, ptr %buf.y, i64 %v362
  store <16 x float> %v344, ptr %p363, align 4
  %t364 = add i64 %k0, 16
  %p365 = getelementptr float, ptr %buf.b, i64 %t364
  %ld366 = load <16 x float>, ptr %p365, align 4
  %v367 = fadd contract <16 x float> %ld366, %t299
  %v368 = add i64 %size.W, 1
  %v369 = add i64 %v368, 1
  %v370 = sub i64 %size.S, 1
  %v371 = sub i64 %v369, %v370
  %v372 = sub i64 %v371, 1
  %v373 = add i64 %v372, 1
  %v374 = mul i64 %t322, %v373
  %v375 = add i64 %v374, %t323
  %v376 = mul i64 %v375, %size.K
  %v377 = add i64 %v376, %t364
  %p378 = getelementptr float, ptr %buf.e0, i64 %v377
  %ld379 = load <16 x float>, ptr %p378, align 4
  %v380 = fadd contract <16 x float> %v367, %ld379
  %v381 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v380, <16 x float> splat (float 0x0000000000000000))
  %v382 = add i64 %size.H, 1
  %v383 = add i64 %v382, 1
  %v384 = sub i64 %size.R, 1
  %v385 = sub i64 %v383, %v384
  %v386 = sub i64 %v385, 1
  %v387 = add i64 %v386, 1
  %v388 = mul i64 %n, %v387
  %v389 = add i64 %v388, %t322
  %v390 = add i64 %size.W, 1
  %v391 = add i64 %v390, 1
  %v392 = sub i64 %size.S, 1
  %v393 = sub i64 %v391, %v392
  %v394 = sub i64 %v393, 1
  %v395 = add i64 %v394, 1
  %v396 = mul i64 %v389, %v395
  %v397 = add i64 %v396, %t323
  %v398 = mul i64 %v397, %size.K
  %v399 = add i64 %v398, %t364
  %p400 = getelementptr float, ptr %buf.y, i64 %v399
  store <16 x float> %v381, ptr %p400, align 4
  %t401 = add i64 %k0, 32
  %p402 = getelementptr float, ptr %buf.b, i64 %t401
  %ld403 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p402, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v404 = fadd contract <16 x float> %ld403, %t300
  %v405 = add i64 %size.W, 1
  %v406 = add i64 %v405, 1
  %v407 = sub i64 %size.S, 1
  %v408 = sub i64 %v406, %v407
  %v409 = sub i64 %v408, 1
  %v410 = add i64 %v409, 1
  %v411 = mul i64 %t322, %v410
  %v412 = add i64 %v411, %t323
  %v413 = mul i64 %v412, %size.K
  %v414 = add i64 %v413, %t401
  %p415 = getelementptr float, ptr %buf.e0, i64 %v414
  %ld416 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p415, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v417 = fadd contract <16 x float> %v404, %ld416
  %v418 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v417, <16 x float> splat (float 0x0000000000000000))
  %v419 = add i64 %size.H, 1
  %v420 = add i64 %v419, 1
  %v421 = sub i64 %size.R, 1
  %v422 = sub i64 %v420, %v421
  %v423 = sub i64 %v422, 1
  %v424 = add i64 %v423, 1
  %v425 = mul i64 %n, %v424
  %v426 = add i64 %v425, %t322
  %v427 = add i64 %size.W, 1
  %v428 = add i64 %v427, 1
  %v429 = sub i64 %size.S, 1
  %v430 = sub i64 %v428, %v429
  %v431 = sub i64 %v430, 1
  %v432 = add i64 %v431, 1
  %v433 = mul i64 %v426, %v432
  %v434 = add i64 %v433, %t323
  %v435 = mul i64 %v434, %size.K
  %v436 = add i64 %v435, %t401
  %p437 = getelementptr float, ptr %buf.y, i64 %v436
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v418, ptr align 4 %p437, <16 x i1> %mlast)
  br label %finnext325
finnext325:
  %t438 = add i64 %t323, 1
  %t439 = icmp sge i64 %t438, %t321
  %t440 = select i1 %t439, i64 0, i64 %t438
  %t441 = zext i1 %t439 to i64
  %t442 = add i64 %t322, %t441
  %t445 = icmp slt i64 1, %t10
  br i1 %t445, label %fin443, label %finnext444
fin443:
  %t446 = add i64 %k0, 0
  %p447 = getelementptr float, ptr %buf.b, i64 %t446
  %ld448 = load <16 x float>, ptr %p447, align 4
  %v449 = fadd contract <16 x float> %ld448, %t301
  %v450 = add i64 %size.W, 1
  %v451 = add i64 %v450, 1
  %v452 = sub i64 %size.S, 1
  %v453 = sub i64 %v451, %v452
  %v454 = sub i64 %v453, 1
  %v455 = add i64 %v454, 1
  %v456 = mul i64 %t442, %v455
  %v457 = add i64 %v456, %t440
  %v458 = mul i64 %v457, %size.K
  %v459 = add i64 %v458, %t446
  %p460 = getelementptr float, ptr %buf.e0, i64 %v459
  %ld461 = load <16 x float>, ptr %p460, align 4
  %v462 = fadd contract <16 x float> %v449, %ld461
  %v463 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v462, <16 x float> splat (float 0x0000000000000000))
  %v464 = add i64 %size.H, 1
  %v465 = add i64 %v464, 1
  %v466 = sub i64 %size.R, 1
  %v467 = sub i64 %v465, %v466
  %v468 = sub i64 %v467, 1
  %v469 = add i64 %v468, 1
  %v470 = mul i64 %n, %v469
  %v471 = add i64 %v470, %t442
  %v472 = add i64 %size.W, 1
  %v473 = add i64 %v472, 1
  %v474 = sub i64 %size.S, 1
  %v475 = sub i64 %v473, %v474
  %v476 = sub i64 %v475, 1
  %v477 = add i64 %v476, 1
  %v478 = mul i64 %v471, %v477
  %v479 = add i64 %v478, %t440
  %v480 = mul i64 %v479, %size.K
  %v481 = add i64 %v480, %t446
  %p482 = getelementptr float, ptr %buf.y, i64 %v481
  store <16 x float> %v463, ptr %p482, align 4
  %t483 = add i64 %k0, 16
  %p484 = getelementptr float, ptr %buf.b, i64 %t483
  %ld485 = load <16 x float>, ptr %p484, align 4
  %v486 = fadd contract <16 x float> %ld485, %t302
  %v487 = add i64 %size.W, 1
  %v488 = add i64 %v487, 1
  %v489 = sub i64 %size.S, 1
  %v490 = sub i64 %v488, %v489
  %v491 = sub i64 %v490, 1
  %v492 = add i64 %v491, 1
  %v493 = mul i64 %t442, %v492
  %v494 = add i64 %v493, %t440
  %v495 = mul i64 %v494, %size.K
  %v496 = add i64 %v495, %t483
  %p497 = getelementptr float, ptr %buf.e0, i64 %v496
  %ld498 = load <16 x float>, ptr %p497, align 4
  %v499 = fadd contract <16 x float> %v486, %ld498
  %v500 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v499, <16 x float> splat (float 0x0000000000000000))
  %v501 = add i64 %size.H, 1
  %v502 = add i64 %v501, 1
  %v503 = sub i64 %size.R, 1
  %v504 = sub i64 %v502, %v503
  %v505 = sub i64 %v504, 1
  %v506 = add i64 %v505, 1
  %v507 = mul i64 %n, %v506
  %v508 = add i64 %v507, %t442
  %v509 = add i64 %size.W, 1
  %v510 = add i64 %v509, 1
  %v511 = sub i64 %size.S, 1
  %v512 = sub i64 %v510, %v511
  %v513 = sub i64 %v512, 1
  %v514 = add i64 %v513, 1
  %v515 = mul i64 %v508, %v514
  %v516 = add i64 %v515, %t440
  %v517 = mul i64 %v516, %size.K
  %v518 = add i64 %v517, %t483
  %p519 = getelementptr float, ptr %buf.y, i64 %v518
  store <16 x float> %v500, ptr %p519, align 4
  %t520 = add i64 %k0, 32
  %p521 = getelementptr float, ptr %buf.b, i64 %t520
  %ld522 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p521, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v523 = fadd contract <16 x float> %ld522, %t303
  %v524 = add i64 %size.W, 1
  %v525 = add i64 %v524, 1
  %v526 = sub i64 %size.S, 1
  %v527 = sub i64 %v525, %v526
  %v528 = sub i64 %v527, 1
  %v529 = add i64 %v528, 1
  %v530 = mul i64 %t442, %v529
  %v531 = add i64 %v530, %t440
  %v532 = mul i64 %v531, %size.K
  %v533 = add i64 %v532, %t520
  %p534 = getelementptr float, ptr %buf.e0, i64 %v533
  %ld535 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p534, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v536 = fadd contract <16 x float> %v523, %ld535
  %v537 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v536, <16 x float> splat (float 0x0000000000000000))
  %v538 = add i64 %size.H, 1
  %v539 = add i64 %v538, 1
  %v540 = sub i64 %size.R, 1
  %v541 = sub i64 %v539, %v540
  %v542 = sub i64 %v541, 1
  %v543 = add i64 %v542, 1
  %v544 = mul i64 %n, %v543
  %v545 = add i64 %v544, %t442
  %v546 = add i64 %size.W, 1
  %v547 = add i64 %v546, 1
  %v548 = sub i64 %size.S, 1
  %v549 = sub i64 %v547, %v548
  %v550 = sub i64 %v549, 1
  %v551 = add i64 %v550, 1
  %v552 = mul i64 %v545, %v551
  %v553 = add i64 %v552, %t440
  %v554 = mul i64 %v553, %size.K
  %v555 = add i64 %v554, %t520
  %p556 = getelementptr float, ptr %buf.y, i64 %v555
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v537, ptr align 4 %p556, <16 x i1> %mlast)
  br label %finnext444
finnext444:
  %t557 = add i64 %t440, 1
  %t558 = icmp sge i64 %t557, %t321
  %t559 = select i1 %t558, i64 0, i64 %t557
  %t560 = zext i1 %t558 to i64
  %t561 = add i64 %t442, %t560
  %t564 = icmp slt i64 2, %t10
  br i1 %t564, label %fin562, label %finnext563
fin562:
  %t565 = add i64 %k0, 0
  %p566 = getelementptr float, ptr %buf.b, i64 %t565
  %ld567 = load <16 x float>, ptr %p566, align 4
  %v568 = fadd contract <16 x float> %ld567, %t304
  %v569 = add i64 %size.W, 1
  %v570 = add i64 %v569, 1
  %v571 = sub i64 %size.S, 1
  %v572 = sub i64 %v570, %v571
  %v573 = sub i64 %v572, 1
  %v574 = add i64 %v573, 1
  %v575 = mul i64 %t561, %v574
  %v576 = add i64 %v575, %t559
  %v577 = mul i64 %v576, %size.K
  %v578 = add i64 %v577, %t565
  %p579 = getelementptr float, ptr %buf.e0, i64 %v578
  %ld580 = load <16 x float>, ptr %p579, align 4
  %v581 = fadd contract <16 x float> %v568, %ld580
  %v582 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v581, <16 x float> splat (float 0x0000000000000000))
  %v583 = add i64 %size.H, 1
  %v584 = add i64 %v583, 1
  %v585 = sub i64 %size.R, 1
  %v586 = sub i64 %v584, %v585
  %v587 = sub i64 %v586, 1
  %v588 = add i64 %v587, 1
  %v589 = mul i64 %n, %v588
  %v590 = add i64 %v589, %t561
  %v591 = add i64 %size.W, 1
  %v592 = add i64 %v591, 1
  %v593 = sub i64 %size.S, 1
  %v594 = sub i64 %v592, %v593
  %v595 = sub i64 %v594, 1
  %v596 = add i64 %v595, 1
  %v597 = mul i64 %v590, %v596
  %v598 = add i64 %v597, %t559
  %v599 = mul i64 %v598, %size.K
  %v600 = add i64 %v599, %t565
  %p601 = getelementptr float, ptr %buf.y, i64 %v600
  store <16 x float> %v582, ptr %p601, align 4
  %t602 = add i64 %k0, 16
  %p603 = getelementptr float, ptr %buf.b, i64 %t602
  %ld604 = load <16 x float>, ptr %p603, align 4
  %v605 = fadd contract <16 x float> %ld604, %t305
  %v606 = add i64 %size.W, 1
  %v607 = add i64 %v606, 1
  %v608 = sub i64 %size.S, 1
  %v609 = sub i64 %v607, %v608
  %v610 = sub i64 %v609, 1
  %v611 = add i64 %v610, 1
  %v612 = mul i64 %t561, %v611
  %v613 = add i64 %v612, %t559
  %v614 = mul i64 %v613, %size.K
  %v615 = add i64 %v614, %t602
  %p616 = getelementptr float, ptr %buf.e0, i64 %v615
  %ld617 = load <16 x float>, ptr %p616, align 4
  %v618 = fadd contract <16 x float> %v605, %ld617
  %v619 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v618, <16 x float> splat (float 0x0000000000000000))
  %v620 = add i64 %size.H, 1
  %v621 = add i64 %v620, 1
  %v622 = sub i64 %size.R, 1
  %v623 = sub i64 %v621, %v622
  %v624 = sub i64 %v623, 1
  %v625 = add i64 %v624, 1
  %v626 = mul i64 %n, %v625
  %v627 = add i64 %v626, %t561
  %v628 = add i64 %size.W, 1
  %v629 = add i64 %v628, 1
  %v630 = sub i64 %size.S, 1
  %v631 = sub i64 %v629, %v630
  %v632 = sub i64 %v631, 1
  %v633 = add i64 %v632, 1
  %v634 = mul i64 %v627, %v633
  %v635 = add i64 %v634, %t559
  %v636 = mul i64 %v635, %size.K
  %v637 = add i64 %v636, %t602
  %p638 = getelementptr float, ptr %buf.y, i64 %v637
  store <16 x float> %v619, ptr %p638, align 4
  %t639 = add i64 %k0, 32
  %p640 = getelementptr float, ptr %buf.b, i64 %t639
  %ld641 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p640, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v642 = fadd contract <16 x float> %ld641, %t306
  %v643 = add i64 %size.W, 1
  %v644 = add i64 %v643, 1
  %v645 = sub i64 %size.S, 1
  %v646 = sub i64 %v644, %v645
  %v647 = sub i64 %v646, 1
  %v648 = add i64 %v647, 1
  %v649 = mul i64 %t561, %v648
  %v650 = add i64 %v649, %t559
  %v651 = mul i64 %v650, %size.K
  %v652 = add i64 %v651, %t639
  %p653 = getelementptr float, ptr %buf.e0, i64 %v652
  %ld654 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p653, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v655 = fadd contract <16 x float> %v642, %ld654
  %v656 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v655, <16 x float> splat (float 0x0000000000000000))
  %v657 = add i64 %size.H, 1
  %v658 = add i64 %v657, 1
  %v659 = sub i64 %size.R, 1
  %v660 = sub i64 %v658, %v659
  %v661 = sub i64 %v660, 1
  %v662 = add i64 %v661, 1
  %v663 = mul i64 %n, %v662
  %v664 = add i64 %v663, %t561
  %v665 = add i64 %size.W, 1
  %v666 = add i64 %v665, 1
  %v667 = sub i64 %size.S, 1
  %v668 = sub i64 %v666, %v667
  %v669 = sub i64 %v668, 1
  %v670 = add i64 %v669, 1
  %v671 = mul i64 %v664, %v670
  %v672 = add i64 %v671, %t559
  %v673 = mul i64 %v672, %size.K
  %v674 = add i64 %v673, %t639
  %p675 = getelementptr float, ptr %buf.y, i64 %v674
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v656, ptr align 4 %p675, <16 x i1> %mlast)
  br label %finnext563
finnext563:
  %t676 = add i64 %t559, 1
  %t677 = icmp sge i64 %t676, %t321
  %t678 = select i1 %t677, i64 0, i64 %t676
  %t679 = zext i1 %t677 to i64
  %t680 = add i64 %t561, %t679
  %t683 = icmp slt i64 3, %t10
  br i1 %t683, label %fin681, label %finnext682
fin681:
  %t684 = add i64 %k0, 0
  %p685 = getelementptr float, ptr %buf.b, i64 %t684
  %ld686 = load <16 x float>, ptr %p685, align 4
  %v687 = fadd contract <16 x float> %ld686, %t307
  %v688 = add i64 %size.W, 1
  %v689 = add i64 %v688, 1
  %v690 = sub i64 %size.S, 1
  %v691 = sub i64 %v689, %v690
  %v692 = sub i64 %v691, 1
  %v693 = add i64 %v692, 1
  %v694 = mul i64 %t680, %v693
  %v695 = add i64 %v694, %t678
  %v696 = mul i64 %v695, %size.K
  %v697 = add i64 %v696, %t684
  %p698 = getelementptr float, ptr %buf.e0, i64 %v697
  %ld699 = load <16 x float>, ptr %p698, align 4
  %v700 = fadd contract <16 x float> %v687, %ld699
  %v701 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v700, <16 x float> splat (float 0x0000000000000000))
  %v702 = add i64 %size.H, 1
  %v703 = add i64 %v702, 1
  %v704 = sub i64 %size.R, 1
  %v705 = sub i64 %v703, %v704
  %v706 = sub i64 %v705, 1
  %v707 = add i64 %v706, 1
  %v708 = mul i64 %n, %v707
  %v709 = add i64 %v708, %t680
  %v710 = add i64 %size.W, 1
  %v711 = add i64 %v710, 1
  %v712 = sub i64 %size.S, 1
  %v713 = sub i64 %v711, %v712
  %v714 = sub i64 %v713, 1
  %v715 = add i64 %v714, 1
  %v716 = mul i64 %v709, %v715
  %v717 = add i64 %v716, %t678
  %v718 = mul i64 %v717, %size.K
  %v719 = add i64 %v718, %t684
  %p720 = getelementptr float, ptr %buf.y, i64 %v719
  store <16 x float> %v701, ptr %p720, align 4
  %t721 = add i64 %k0, 16
  %p722 = getelementptr float, ptr %buf.b, i64 %t721
  %ld723 = load <16 x float>, ptr %p722, align 4
  %v724 = fadd contract <16 x float> %ld723, %t308
  %v725 = add i64 %size.W, 1
  %v726 = add i64 %v725, 1
  %v727 = sub i64 %size.S, 1
  %v728 = sub i64 %v726, %v727
  %v729 = sub i64 %v728, 1
  %v730 = add i64 %v729, 1
  %v731 = mul i64 %t680, %v730
  %v732 = add i64 %v731, %t678
  %v733 = mul i64 %v732, %size.K
  %v734 = add i64 %v733, %t721
  %p735 = getelementptr float, ptr %buf.e0, i64 %v734
  %ld736 = load <16 x float>, ptr %p735, align 4
  %v737 = fadd contract <16 x float> %v724, %ld736
  %v738 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v737, <16 x float> splat (float 0x0000000000000000))
  %v739 = add i64 %size.H, 1
  %v740 = add i64 %v739, 1
  %v741 = sub i64 %size.R, 1
  %v742 = sub i64 %v740, %v741
  %v743 = sub i64 %v742, 1
  %v744 = add i64 %v743, 1
  %v745 = mul i64 %n, %v744
  %v746 = add i64 %v745, %t680
  %v747 = add i64 %size.W, 1
  %v748 = add i64 %v747, 1
  %v749 = sub i64 %size.S, 1
  %v750 = sub i64 %v748, %v749
  %v751 = sub i64 %v750, 1
  %v752 = add i64 %v751, 1
  %v753 = mul i64 %v746, %v752
  %v754 = add i64 %v753, %t678
  %v755 = mul i64 %v754, %size.K
  %v756 = add i64 %v755, %t721
  %p757 = getelementptr float, ptr %buf.y, i64 %v756
  store <16 x float> %v738, ptr %p757, align 4
  %t758 = add i64 %k0, 32
  %p759 = getelementptr float, ptr %buf.b, i64 %t758
  %ld760 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p759, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v761 = fadd contract <16 x float> %ld760, %t309
  %v762 = add i64 %size.W, 1
  %v763 = add i64 %v762, 1
  %v764 = sub i64 %size.S, 1
  %v765 = sub i64 %v763, %v764
  %v766 = sub i64 %v765, 1
  %v767 = add i64 %v766, 1
  %v768 = mul i64 %t680, %v767
  %v769 = add i64 %v768, %t678
  %v770 = mul i64 %v769, %size.K
  %v771 = add i64 %v770, %t758
  %p772 = getelementptr float, ptr %buf.e0, i64 %v771
  %ld773 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p772, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v774 = fadd contract <16 x float> %v761, %ld773
  %v775 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v774, <16 x float> splat (float 0x0000000000000000))
  %v776 = add i64 %size.H, 1
  %v777 = add i64 %v776, 1
  %v778 = sub i64 %size.R, 1
  %v779 = sub i64 %v777, %v778
  %v780 = sub i64 %v779, 1
  %v781 = add i64 %v780, 1
  %v782 = mul i64 %n, %v781
  %v783 = add i64 %v782, %t680
  %v784 = add i64 %size.W, 1
  %v785 = add i64 %v784, 1
  %v786 = sub i64 %size.S, 1
  %v787 = sub i64 %v785, %v786
  %v788 = sub i64 %v787, 1
  %v789 = add i64 %v788, 1
  %v790 = mul i64 %v783, %v789
  %v791 = add i64 %v790, %t678
  %v792 = mul i64 %v791, %size.K
  %v793 = add i64 %v792, %t758
  %p794 = getelementptr float, ptr %buf.y, i64 %v793
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v775, ptr align 4 %p794, <16 x i1> %mlast)
  br label %finnext682
finnext682:
  %t795 = add i64 %t678, 1
  %t796 = icmp sge i64 %t795, %t321
  %t797 = select i1 %t796, i64 0, i64 %t795
  %t798 = zext i1 %t796 to i64
  %t799 = add i64 %t680, %t798
  %t802 = icmp slt i64 4, %t10
  br i1 %t802, label %fin800, label %finnext801
fin800:
  %t803 = add i64 %k0, 0
  %p804 = getelementptr float, ptr %buf.b, i64 %t803
  %ld805 = load <16 x float>, ptr %p804, align 4
  %v806 = fadd contract <16 x float> %ld805, %t310
  %v807 = add i64 %size.W, 1
  %v808 = add i64 %v807, 1
  %v809 = sub i64 %size.S, 1
  %v810 = sub i64 %v808, %v809
  %v811 = sub i64 %v810, 1
  %v812 = add i64 %v811, 1
  %v813 = mul i64 %t799, %v812
  %v814 = add i64 %v813, %t797
  %v815 = mul i64 %v814, %size.K
  %v816 = add i64 %v815, %t803
  %p817 = getelementptr float, ptr %buf.e0, i64 %v816
  %ld818 = load <16 x float>, ptr %p817, align 4
  %v819 = fadd contract <16 x float> %v806, %ld818
  %v820 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v819, <16 x float> splat (float 0x0000000000000000))
  %v821 = add i64 %size.H, 1
  %v822 = add i64 %v821, 1
  %v823 = sub i64 %size.R, 1
  %v824 = sub i64 %v822, %v823
  %v825 = sub i64 %v824, 1
  %v826 = add i64 %v825, 1
  %v827 = mul i64 %n, %v826
  %v828 = add i64 %v827, %t799
  %v829 = add i64 %size.W, 1
  %v830 = add i64 %v829, 1
  %v831 = sub i64 %size.S, 1
  %v832 = sub i64 %v830, %v831
  %v833 = sub i64 %v832, 1
  %v834 = add i64 %v833, 1
  %v835 = mul i64 %v828, %v834
  %v836 = add i64 %v835, %t797
  %v837 = mul i64 %v836, %size.K
  %v838 = add i64 %v837, %t803
  %p839 = getelementptr float, ptr %buf.y, i64 %v838
  store <16 x float> %v820, ptr %p839, align 4
  %t840 = add i64 %k0, 16
  %p841 = getelementptr float, ptr %buf.b, i64 %t840
  %ld842 = load <16 x float>, ptr %p841, align 4
  %v843 = fadd contract <16 x float> %ld842, %t311
  %v844 = add i64 %size.W, 1
  %v845 = add i64 %v844, 1
  %v846 = sub i64 %size.S, 1
  %v847 = sub i64 %v845, %v846
  %v848 = sub i64 %v847, 1
  %v849 = add i64 %v848, 1
  %v850 = mul i64 %t799, %v849
  %v851 = add i64 %v850, %t797
  %v852 = mul i64 %v851, %size.K
  %v853 = add i64 %v852, %t840
  %p854 = getelementptr float, ptr %buf.e0, i64 %v853
  %ld855 = load <16 x float>, ptr %p854, align 4
  %v856 = fadd contract <16 x float> %v843, %ld855
  %v857 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v856, <16 x float> splat (float 0x0000000000000000))
  %v858 = add i64 %size.H, 1
  %v859 = add i64 %v858, 1
  %v860 = sub i64 %size.R, 1
  %v861 = sub i64 %v859, %v860
  %v862 = sub i64 %v861, 1
  %v863 = add i64 %v862, 1
  %v864 = mul i64 %n, %v863
  %v865 = add i64 %v864, %t799
  %v866 = add i64 %size.W, 1
  %v867 = add i64 %v866, 1
  %v868 = sub i64 %size.S, 1
  %v869 = sub i64 %v867, %v868
  %v870 = sub i64 %v869, 1
  %v871 = add i64 %v870, 1
  %v872 = mul i64 %v865, %v871
  %v873 = add i64 %v872, %t797
  %v874 = mul i64 %v873, %size.K
  %v875 = add i64 %v874, %t840
  %p876 = getelementptr float, ptr %buf.y, i64 %v875
  store <16 x float> %v857, ptr %p876, align 4
  %t877 = add i64 %k0, 32
  %p878 = getelementptr float, ptr %buf.b, i64 %t877
  %ld879 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p878, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v880 = fadd contract <16 x float> %ld879, %t312
  %v881 = add i64 %size.W, 1
  %v882 = add i64 %v881, 1
  %v883 = sub i64 %size.S, 1
  %v884 = sub i64 %v882, %v883
  %v885 = sub i64 %v884, 1
  %v886 = add i64 %v885, 1
  %v887 = mul i64 %t799, %v886
  %v888 = add i64 %v887, %t797
  %v889 = mul i64 %v888, %size.K
  %v890 = add i64 %v889, %t877
  %p891 = getelementptr float, ptr %buf.e0, i64 %v890
  %ld892 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p891, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v893 = fadd contract <16 x float> %v880, %ld892
  %v894 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v893, <16 x float> splat (float 0x0000000000000000))
  %v895 = add i64 %size.H, 1
  %v896 = add i64 %v895, 1
  %v897 = sub i64 %size.R, 1
  %v898 = sub i64 %v896, %v897
  %v899 = sub i64 %v898, 1
  %v900 = add i64 %v899, 1
  %v901 = mul i64 %n, %v900
  %v902 = add i64 %v901, %t799
  %v903 = add i64 %size.W, 1
  %v904 = add i64 %v903, 1
  %v905 = sub i64 %size.S, 1
  %v906 = sub i64 %v904, %v905
  %v907 = sub i64 %v906, 1
  %v908 = add i64 %v907, 1
  %v909 = mul i64 %v902, %v908
  %v910 = add i64 %v909, %t797
  %v911 = mul i64 %v910, %size.K
  %v912 = add i64 %v911, %t877
  %p913 = getelementptr float, ptr %buf.y, i64 %v912
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v894, ptr align 4 %p913, <16 x i1> %mlast)
  br label %finnext801
finnext801:
  %t914 = add i64 %t797, 1
  %t915 = icmp sge i64 %t914, %t321
  %t916 = select i1 %t915, i64 0, i64 %t914
  %t917 = zext i1 %t915 to i64
  %t918 = add i64 %t799, %t917
  %t921 = icmp slt i64 5, %t10
  br i1 %t921, label %fin919, label %finnext920
fin919:
  %t922 = add i64 %k0, 0
  %p923 = getelementptr float, ptr %buf.b, i64 %t922
  %ld924 = load <16 x float>, ptr %p923, align 4
  %v925 = fadd contract <16 x float> %ld924, %t313
  %v926 = add i64 %size.W, 1
  %v927 = add i64 %v926, 1
  %v928 = sub i64 %size.S, 1
  %v929 = sub i64 %v927, %v928
  %v930 = sub i64 %v929, 1
  %v931 = add i64 %v930, 1
  %v932 = mul i64 %t918, %v931
  %v933 = add i64 %v932, %t916
  %v934 = mul i64 %v933, %size.K
  %v935 = add i64 %v934, %t922
  %p936 = getelementptr float, ptr %buf.e0, i64 %v935
  %ld937 = load <16 x float>, ptr %p936, align 4
  %v938 = fadd contract <16 x float> %v925, %ld937
  %v939 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v938, <16 x float> splat (float 0x0000000000000000))
  %v940 = add i64 %size.H, 1
  %v941 = add i64 %v940, 1
  %v942 = sub i64 %size.R, 1
  %v943 = sub i64 %v941, %v942
  %v944 = sub i64 %v943, 1
  %v945 = add i64 %v944, 1
  %v946 = mul i64 %n, %v945
  %v947 = add i64 %v946, %t918
  %v948 = add i64 %size.W, 1
  %v949 = add i64 %v948, 1
  %v950 = sub i64 %size.S, 1
  %v951 = sub i64 %v949, %v950
  %v952 = sub i64 %v951, 1
  %v953 = add i64 %v952, 1
  %v954 = mul i64 %v947, %v953
  %v955 = add i64 %v954, %t916
  %v956 = mul i64 %v955, %size.K
  %v957 = add i64 %v956, %t922
  %p958 = getelementptr float, ptr %buf.y, i64 %v957
  store <16 x float> %v939, ptr %p958, align 4
  %t959 = add i64 %k0, 16
  %p960 = getelementptr float, ptr %buf.b, i64 %t959
  %ld961 = load <16 x float>, ptr %p960, align 4
  %v962 = fadd contract <16 x float> %ld961, %t314
  %v963 = add i64 %size.W, 1
  %v964 = add i64 %v963, 1
  %v965 = sub i64 %size.S, 1
  %v966 = sub i64 %v964, %v965
  %v967 = sub i64 %v966, 1
  %v968 = add i64 %v967, 1
  %v969 = mul i64 %t918, %v968
  %v970 = add i64 %v969, %t916
  %v971 = mul i64 %v970, %size.K
  %v972 = add i64 %v971, %t959
  %p973 = getelementptr float, ptr %buf.e0, i64 %v972
  %ld974 = load <16 x float>, ptr %p973, align 4
  %v975 = fadd contract <16 x float> %v962, %ld974
  %v976 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v975, <16 x float> splat (float 0x0000000000000000))
  %v977 = add i64 %size.H, 1
  %v978 = add i64 %v977, 1
  %v979 = sub i64 %size.R, 1
  %v980 = sub i64 %v978, %v979
  %v981 = sub i64 %v980, 1
  %v982 = add i64 %v981, 1
  %v983 = mul i64 %n, %v982
  %v984 = add i64 %v983, %t918
  %v985 = add i64 %size.W, 1
  %v986 = add i64 %v985, 1
  %v987 = sub i64 %size.S, 1
  %v988 = sub i64 %v986, %v987
  %v989 = sub i64 %v988, 1
  %v990 = add i64 %v989, 1
  %v991 = mul i64 %v984, %v990
  %v992 = add i64 %v991, %t916
  %v993 = mul i64 %v992, %size.K
  %v994 = add i64 %v993, %t959
  %p995 = getelementptr float, ptr %buf.y, i64 %v994
  store <16 x float> %v976, ptr %p995, align 4
  %t996 = add i64 %k0, 32
  %p997 = getelementptr float, ptr %buf.b, i64 %t996
  %ld998 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p997, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v999 = fadd contract <16 x float> %ld998, %t315
  %v1000 = add i64 %size.W, 1
  %v1001 = add i64 %v1000, 1
  %v1002 = sub i64 %size.S, 1
  %v1003 = sub i64 %v1001, %v1002
  %v1004 = sub i64 %v1003, 1
  %v1005 = add i64 %v1004, 1
  %v1006 = mul i64 %t918, %v1005
  %v1007 = add i64 %v1006, %t916
  %v1008 = mul i64 %v1007, %size.K
  %v1009 = add i64 %v1008, %t996
  %p1010 = getelementptr float, ptr %buf.e0, i64 %v1009
  %ld1011 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1010, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1012 = fadd contract <16 x float> %v999, %ld1011
  %v1013 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1012, <16 x float> splat (float 0x0000000000000000))
  %v1014 = add i64 %size.H, 1
  %v1015 = add i64 %v1014, 1
  %v1016 = sub i64 %size.R, 1
  %v1017 = sub i64 %v1015, %v1016
  %v1018 = sub i64 %v1017, 1
  %v1019 = add i64 %v1018, 1
  %v1020 = mul i64 %n, %v1019
  %v1021 = add i64 %v1020, %t918
  %v1022 = add i64 %size.W, 1
  %v1023 = add i64 %v1022, 1
  %v1024 = sub i64 %size.S, 1
  %v1025 = sub i64 %v1023, %v1024
  %v1026 = sub i64 %v1025, 1
  %v1027 = add i64 %v1026, 1
  %v1028 = mul i64 %v1021, %v1027
  %v1029 = add i64 %v1028, %t916
  %v1030 = mul i64 %v1029, %size.K
  %v1031 = add i64 %v1030, %t996
  %p1032 = getelementptr float, ptr %buf.y, i64 %v1031
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1013, ptr align 4 %p1032, <16 x i1> %mlast)
  br label %finnext920
finnext920:
  br label %tile.next
partial:
  %t1035 = icmp slt i64 0, %t10
  br i1 %t1035, label %store1033, label %next1034
store1033:
  %t1036 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t298, ptr %t1036, align 4
  %t1037 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t299, ptr %t1037, align 4
  %t1038 = getelementptr float, ptr %t26, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t300, ptr align 4 %t1038, <16 x i1> %mlast)
  br label %next1034
next1034:
  %t1041 = icmp slt i64 1, %t10
  br i1 %t1041, label %store1039, label %next1040
store1039:
  %t1042 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t301, ptr %t1042, align 4
  %t1043 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t302, ptr %t1043, align 4
  %t1044 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t303, ptr align 4 %t1044, <16 x i1> %mlast)
  br label %next1040
next1040:
  %t1047 = icmp slt i64 2, %t10
  br i1 %t1047, label %store1045, label %next1046
store1045:
  %t1048 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t304, ptr %t1048, align 4
  %t1049 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t305, ptr %t1049, align 4
  %t1050 = getelementptr float, ptr %t30, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t306, ptr align 4 %t1050, <16 x i1> %mlast)
  br label %next1046
next1046:
  %t1053 = icmp slt i64 3, %t10
  br i1 %t1053, label %store1051, label %next1052
store1051:
  %t1054 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t307, ptr %t1054, align 4
  %t1055 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t308, ptr %t1055, align 4
  %t1056 = getelementptr float, ptr %t32, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t309, ptr align 4 %t1056, <16 x i1> %mlast)
  br label %next1052
next1052:
  %t1059 = icmp slt i64 4, %t10
  br i1 %t1059, label %store1057, label %next1058
store1057:
  %t1060 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t310, ptr %t1060, align 4
  %t1061 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t311, ptr %t1061, align 4
  %t1062 = getelementptr float, ptr %t34, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t312, ptr align 4 %t1062, <16 x i1> %mlast)
  br label %next1058
next1058:
  %t1065 = icmp slt i64 5, %t10
  br i1 %t1065, label %store1063, label %next1064
store1063:
  %t1066 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t313, ptr %t1066, align 4
  %t1067 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t314, ptr %t1067, align 4
  %t1068 = getelementptr float, ptr %t36, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t315, ptr align 4 %t1068, <16 x i1> %mlast)
  br label %next1064
next1064:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t1069 = icmp slt i64 %j.next, %ntiles
  br i1 %t1069, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_df0a1a.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %v383 = add i64 %size.W, 1
  %v384 = add i64 %v383, 1
  %v385 = sub i64 %size.S, 1
  %v386 = sub i64 %v384, %v385
  %v387 = sub i64 %v386, 1
  %v388 = add i64 %v387, 1
  %v389 = mul i64 %t374, %v388
  %v390 = add i64 %v389, %t375
  %v391 = mul i64 %v390, %size.K
  %v392 = add i64 %v391, %t379
  %p393 = getelementptr float, ptr %buf.e0, i64 %v392
  %ld394 = load <16 x float>, ptr %p393, align 4
  %v395 = fadd contract <16 x float> %v382, %ld394
  %v396 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v395, <16 x float> splat (float 0x0000000000000000))
  %v397 = add i64 %size.H, 1
  %v398 = add i64 %v397, 1
  %v399 = sub i64 %size.R, 1
  %v400 = sub i64 %v398, %v399
  %v401 = sub i64 %v400, 1
  %v402 = add i64 %v401, 1
  %v403 = mul i64 %n, %v402
  %v404 = add i64 %v403, %t374
  %v405 = add i64 %size.W, 1
  %v406 = add i64 %v405, 1
  %v407 = sub i64 %size.S, 1
  %v408 = sub i64 %v406, %v407
  %v409 = sub i64 %v408, 1
  %v410 = add i64 %v409, 1
  %v411 = mul i64 %v404, %v410
  %v412 = add i64 %v411, %t375
  %v413 = mul i64 %v412, %size.K
  %v414 = add i64 %v413, %t379
  %p415 = getelementptr float, ptr %buf.y, i64 %v414
  store <16 x float> %v396, ptr %p415, align 4
  %t416 = add i64 %k0, 16
  %p417 = getelementptr float, ptr %buf.b, i64 %t416
  %ld418 = load <16 x float>, ptr %p417, align 4
  %v419 = fadd contract <16 x float> %ld418, %t345
  %v420 = add i64 %size.W, 1
  %v421 = add i64 %v420, 1
  %v422 = sub i64 %size.S, 1
  %v423 = sub i64 %v421, %v422
  %v424 = sub i64 %v423, 1
  %v425 = add i64 %v424, 1
  %v426 = mul i64 %t374, %v425
  %v427 = add i64 %v426, %t375
  %v428 = mul i64 %v427, %size.K
  %v429 = add i64 %v428, %t416
  %p430 = getelementptr float, ptr %buf.e0, i64 %v429
  %ld431 = load <16 x float>, ptr %p430, align 4
  %v432 = fadd contract <16 x float> %v419, %ld431
  %v433 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v432, <16 x float> splat (float 0x0000000000000000))
  %v434 = add i64 %size.H, 1
  %v435 = add i64 %v434, 1
  %v436 = sub i64 %size.R, 1
  %v437 = sub i64 %v435, %v436
  %v438 = sub i64 %v437, 1
  %v439 = add i64 %v438, 1
  %v440 = mul i64 %n, %v439
  %v441 = add i64 %v440, %t374
  %v442 = add i64 %size.W, 1
  %v443 = add i64 %v442, 1
  %v444 = sub i64 %size.S, 1
  %v445 = sub i64 %v443, %v444
  %v446 = sub i64 %v445, 1
  %v447 = add i64 %v446, 1
  %v448 = mul i64 %v441, %v447
  %v449 = add i64 %v448, %t375
  %v450 = mul i64 %v449, %size.K
  %v451 = add i64 %v450, %t416
  %p452 = getelementptr float, ptr %buf.y, i64 %v451
  store <16 x float> %v433, ptr %p452, align 4
  %t453 = add i64 %k0, 32
  %p454 = getelementptr float, ptr %buf.b, i64 %t453
  %ld455 = load <16 x float>, ptr %p454, align 4
  %v456 = fadd contract <16 x float> %ld455, %t346
  %v457 = add i64 %size.W, 1
  %v458 = add i64 %v457, 1
  %v459 = sub i64 %size.S, 1
  %v460 = sub i64 %v458, %v459
  %v461 = sub i64 %v460, 1
  %v462 = add i64 %v461, 1
  %v463 = mul i64 %t374, %v462
  %v464 = add i64 %v463, %t375
  %v465 = mul i64 %v464, %size.K
  %v466 = add i64 %v465, %t453
  %p467 = getelementptr float, ptr %buf.e0, i64 %v466
  %ld468 = load <16 x float>, ptr %p467, align 4
  %v469 = fadd contract <16 x float> %v456, %ld468
  %v470 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v469, <16 x float> splat (float 0x0000000000000000))
  %v471 = add i64 %size.H, 1
  %v472 = add i64 %v471, 1
  %v473 = sub i64 %size.R, 1
  %v474 = sub i64 %v472, %v473
  %v475 = sub i64 %v474, 1
  %v476 = add i64 %v475, 1
  %v477 = mul i64 %n, %v476
  %v478 = add i64 %v477, %t374
  %v479 = add i64 %size.W, 1
  %v480 = add i64 %v479, 1
  %v481 = sub i64 %size.S, 1
  %v482 = sub i64 %v480, %v481
  %v483 = sub i64 %v482, 1
  %v484 = add i64 %v483, 1
  %v485 = mul i64 %v478, %v484
  %v486 = add i64 %v485, %t375
  %v487 = mul i64 %v486, %size.K
  %v488 = add i64 %v487, %t453
  %p489 = getelementptr float, ptr %buf.y, i64 %v488
  store <16 x float> %v470, ptr %p489, align 4
  %t490 = add i64 %k0, 48
  %p491 = getelementptr float, ptr %buf.b, i64 %t490
  %ld492 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p491, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v493 = fadd contract <16 x float> %ld492, %t347
  %v494 = add i64 %size.W, 1
  %v495 = add i64 %v494, 1
  %v496 = sub i64 %size.S, 1
  %v497 = sub i64 %v495, %v496
  %v498 = sub i64 %v497, 1
  %v499 = add i64 %v498, 1
  %v500 = mul i64 %t374, %v499
  %v501 = add i64 %v500, %t375
  %v502 = mul i64 %v501, %size.K
  %v503 = add i64 %v502, %t490
  %p504 = getelementptr float, ptr %buf.e0, i64 %v503
  %ld505 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p504, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v506 = fadd contract <16 x float> %v493, %ld505
  %v507 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v506, <16 x float> splat (float 0x0000000000000000))
  %v508 = add i64 %size.H, 1
  %v509 = add i64 %v508, 1
  %v510 = sub i64 %size.R, 1
  %v511 = sub i64 %v509, %v510
  %v512 = sub i64 %v511, 1
  %v513 = add i64 %v512, 1
  %v514 = mul i64 %n, %v513
  %v515 = add i64 %v514, %t374
  %v516 = add i64 %size.W, 1
  %v517 = add i64 %v516, 1
  %v518 = sub i64 %size.S, 1
  %v519 = sub i64 %v517, %v518
  %v520 = sub i64 %v519, 1
  %v521 = add i64 %v520, 1
  %v522 = mul i64 %v515, %v521
  %v523 = add i64 %v522, %t375
  %v524 = mul i64 %v523, %size.K
  %v525 = add i64 %v524, %t490
  %p526 = getelementptr float, ptr %buf.y, i64 %v525
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v507, ptr align 4 %p526, <16 x i1> %mlast)
  br label %finnext377
finnext377:
  %t527 = add i64 %t375, 1
  %t528 = icmp sge i64 %t527, %t373
  %t529 = select i1 %t528, i64 0, i64 %t527
  %t530 = zext i1 %t528 to i64
  %t531 = add i64 %t374, %t530
  %t534 = icmp slt i64 1, %t10
  br i1 %t534, label %fin532, label %finnext533
fin532:
  %t535 = add i64 %k0, 0
  %p536 = getelementptr float, ptr %buf.b, i64 %t535
  %ld537 = load <16 x float>, ptr %p536, align 4
  %v538 = fadd contract <16 x float> %ld537, %t348
  %v539 = add i64 %size.W, 1
  %v540 = add i64 %v539, 1
  %v541 = sub i64 %size.S, 1
  %v542 = sub i64 %v540, %v541
  %v543 = sub i64 %v542, 1
  %v544 = add i64 %v543, 1
  %v545 = mul i64 %t531, %v544
  %v546 = add i64 %v545, %t529
  %v547 = mul i64 %v546, %size.K
  %v548 = add i64 %v547, %t535
  %p549 = getelementptr float, ptr %buf.e0, i64 %v548
  %ld550 = load <16 x float>, ptr %p549, align 4
  %v551 = fadd contract <16 x float> %v538, %ld550
  %v552 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v551, <16 x float> splat (float 0x0000000000000000))
  %v553 = add i64 %size.H, 1
  %v554 = add i64 %v553, 1
  %v555 = sub i64 %size.R, 1
  %v556 = sub i64 %v554, %v555
  %v557 = sub i64 %v556, 1
  %v558 = add i64 %v557, 1
  %v559 = mul i64 %n, %v558
  %v560 = add i64 %v559, %t531
  %v561 = add i64 %size.W, 1
  %v562 = add i64 %v561, 1
  %v563 = sub i64 %size.S, 1
  %v564 = sub i64 %v562, %v563
  %v565 = sub i64 %v564, 1
  %v566 = add i64 %v565, 1
  %v567 = mul i64 %v560, %v566
  %v568 = add i64 %v567, %t529
  %v569 = mul i64 %v568, %size.K
  %v570 = add i64 %v569, %t535
  %p571 = getelementptr float, ptr %buf.y, i64 %v570
  store <16 x float> %v552, ptr %p571, align 4
  %t572 = add i64 %k0, 16
  %p573 = getelementptr float, ptr %buf.b, i64 %t572
  %ld574 = load <16 x float>, ptr %p573, align 4
  %v575 = fadd contract <16 x float> %ld574, %t349
  %v576 = add i64 %size.W, 1
  %v577 = add i64 %v576, 1
  %v578 = sub i64 %size.S, 1
  %v579 = sub i64 %v577, %v578
  %v580 = sub i64 %v579, 1
  %v581 = add i64 %v580, 1
  %v582 = mul i64 %t531, %v581
  %v583 = add i64 %v582, %t529
  %v584 = mul i64 %v583, %size.K
  %v585 = add i64 %v584, %t572
  %p586 = getelementptr float, ptr %buf.e0, i64 %v585
  %ld587 = load <16 x float>, ptr %p586, align 4
  %v588 = fadd contract <16 x float> %v575, %ld587
  %v589 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v588, <16 x float> splat (float 0x0000000000000000))
  %v590 = add i64 %size.H, 1
  %v591 = add i64 %v590, 1
  %v592 = sub i64 %size.R, 1
  %v593 = sub i64 %v591, %v592
  %v594 = sub i64 %v593, 1
  %v595 = add i64 %v594, 1
  %v596 = mul i64 %n, %v595
  %v597 = add i64 %v596, %t531
  %v598 = add i64 %size.W, 1
  %v599 = add i64 %v598, 1
  %v600 = sub i64 %size.S, 1
  %v601 = sub i64 %v599, %v600
  %v602 = sub i64 %v601, 1
  %v603 = add i64 %v602, 1
  %v604 = mul i64 %v597, %v603
  %v605 = add i64 %v604, %t529
  %v606 = mul i64 %v605, %size.K
  %v607 = add i64 %v606, %t572
  %p608 = getelementptr float, ptr %buf.y, i64 %v607
  store <16 x float> %v589, ptr %p608, align 4
  %t609 = add i64 %k0, 32
  %p610 = getelementptr float, ptr %buf.b, i64 %t609
  %ld611 = load <16 x float>, ptr %p610, align 4
  %v612 = fadd contract <16 x float> %ld611, %t350
  %v613 = add i64 %size.W, 1
  %v614 = add i64 %v613, 1
  %v615 = sub i64 %size.S, 1
  %v616 = sub i64 %v614, %v615
  %v617 = sub i64 %v616, 1
  %v618 = add i64 %v617, 1
  %v619 = mul i64 %t531, %v618
  %v620 = add i64 %v619, %t529
  %v621 = mul i64 %v620, %size.K
  %v622 = add i64 %v621, %t609
  %p623 = getelementptr float, ptr %buf.e0, i64 %v622
  %ld624 = load <16 x float>, ptr %p623, align 4
  %v625 = fadd contract <16 x float> %v612, %ld624
  %v626 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v625, <16 x float> splat (float 0x0000000000000000))
  %v627 = add i64 %size.H, 1
  %v628 = add i64 %v627, 1
  %v629 = sub i64 %size.R, 1
  %v630 = sub i64 %v628, %v629
  %v631 = sub i64 %v630, 1
  %v632 = add i64 %v631, 1
  %v633 = mul i64 %n, %v632
  %v634 = add i64 %v633, %t531
  %v635 = add i64 %size.W, 1
  %v636 = add i64 %v635, 1
  %v637 = sub i64 %size.S, 1
  %v638 = sub i64 %v636, %v637
  %v639 = sub i64 %v638, 1
  %v640 = add i64 %v639, 1
  %v641 = mul i64 %v634, %v640
  %v642 = add i64 %v641, %t529
  %v643 = mul i64 %v642, %size.K
  %v644 = add i64 %v643, %t609
  %p645 = getelementptr float, ptr %buf.y, i64 %v644
  store <16 x float> %v626, ptr %p645, align 4
  %t646 = add i64 %k0, 48
  %p647 = getelementptr float, ptr %buf.b, i64 %t646
  %ld648 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p647, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v649 = fadd contract <16 x float> %ld648, %t351
  %v650 = add i64 %size.W, 1
  %v651 = add i64 %v650, 1
  %v652 = sub i64 %size.S, 1
  %v653 = sub i64 %v651, %v652
  %v654 = sub i64 %v653, 1
  %v655 = add i64 %v654, 1
  %v656 = mul i64 %t531, %v655
  %v657 = add i64 %v656, %t529
  %v658 = mul i64 %v657, %size.K
  %v659 = add i64 %v658, %t646
  %p660 = getelementptr float, ptr %buf.e0, i64 %v659
  %ld661 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p660, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v662 = fadd contract <16 x float> %v649, %ld661
  %v663 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v662, <16 x float> splat (float 0x0000000000000000))
  %v664 = add i64 %size.H, 1
  %v665 = add i64 %v664, 1
  %v666 = sub i64 %size.R, 1
  %v667 = sub i64 %v665, %v666
  %v668 = sub i64 %v667, 1
  %v669 = add i64 %v668, 1
  %v670 = mul i64 %n, %v669
  %v671 = add i64 %v670, %t531
  %v672 = add i64 %size.W, 1
  %v673 = add i64 %v672, 1
  %v674 = sub i64 %size.S, 1
  %v675 = sub i64 %v673, %v674
  %v676 = sub i64 %v675, 1
  %v677 = add i64 %v676, 1
  %v678 = mul i64 %v671, %v677
  %v679 = add i64 %v678, %t529
  %v680 = mul i64 %v679, %size.K
  %v681 = add i64 %v680, %t646
  %p682 = getelementptr float, ptr %buf.y, i64 %v681
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v663, ptr align 4 %p682, <16 x i1> %mlast)
  br label %finnext533
finnext533:
  %t683 = add i64 %t529, 1
  %t684 = icmp sge i64 %t683, %t373
  %t685 = select i1 %t684, i64 0, i64 %t683
  %t686 = zext i1 %t684 to i64
  %t687 = add i64 %t531, %t686
  %t690 = icmp slt i64 2, %t10
  br i1 %t690, label %fin688, label %finnext689
fin688:
  %t691 = add i64 %k0, 0
  %p692 = getelementptr float, ptr %buf.b, i64 %t691
  %ld693 = load <16 x float>, ptr %p692, align 4
  %v694 = fadd contract <16 x float> %ld693, %t352
  %v695 = add i64 %size.W, 1
  %v696 = add i64 %v695, 1
  %v697 = sub i64 %size.S, 1
  %v698 = sub i64 %v696, %v697
  %v699 = sub i64 %v698, 1
  %v700 = add i64 %v699, 1
  %v701 = mul i64 %t687, %v700
  %v702 = add i64 %v701, %t685
  %v703 = mul i64 %v702, %size.K
  %v704 = add i64 %v703, %t691
  %p705 = getelementptr float, ptr %buf.e0, i64 %v704
  %ld706 = load <16 x float>, ptr %p705, align 4
  %v707 = fadd contract <16 x float> %v694, %ld706
  %v708 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v707, <16 x float> splat (float 0x0000000000000000))
  %v709 = add i64 %size.H, 1
  %v710 = add i64 %v709, 1
  %v711 = sub i64 %size.R, 1
  %v712 = sub i64 %v710, %v711
  %v713 = sub i64 %v712, 1
  %v714 = add i64 %v713, 1
  %v715 = mul i64 %n, %v714
  %v716 = add i64 %v715, %t687
  %v717 = add i64 %size.W, 1
  %v718 = add i64 %v717, 1
  %v719 = sub i64 %size.S, 1
  %v720 = sub i64 %v718, %v719
  %v721 = sub i64 %v720, 1
  %v722 = add i64 %v721, 1
  %v723 = mul i64 %v716, %v722
  %v724 = add i64 %v723, %t685
  %v725 = mul i64 %v724, %size.K
  %v726 = add i64 %v725, %t691
  %p727 = getelementptr float, ptr %buf.y, i64 %v726
  store <16 x float> %v708, ptr %p727, align 4
  %t728 = add i64 %k0, 16
  %p729 = getelementptr float, ptr %buf.b, i64 %t728
  %ld730 = load <16 x float>, ptr %p729, align 4
  %v731 = fadd contract <16 x float> %ld730, %t353
  %v732 = add i64 %size.W, 1
  %v733 = add i64 %v732, 1
  %v734 = sub i64 %size.S, 1
  %v735 = sub i64 %v733, %v734
  %v736 = sub i64 %v735, 1
  %v737 = add i64 %v736, 1
  %v738 = mul i64 %t687, %v737
  %v739 = add i64 %v738, %t685
  %v740 = mul i64 %v739, %size.K
  %v741 = add i64 %v740, %t728
  %p742 = getelementptr float, ptr %buf.e0, i64 %v741
  %ld743 = load <16 x float>, ptr %p742, align 4
  %v744 = fadd contract <16 x float> %v731, %ld743
  %v745 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v744, <16 x float> splat (float 0x0000000000000000))
  %v746 = add i64 %size.H, 1
  %v747 = add i64 %v746, 1
  %v748 = sub i64 %size.R, 1
  %v749 = sub i64 %v747, %v748
  %v750 = sub i64 %v749, 1
  %v751 = add i64 %v750, 1
  %v752 = mul i64 %n, %v751
  %v753 = add i64 %v752, %t687
  %v754 = add i64 %size.W, 1
  %v755 = add i64 %v754, 1
  %v756 = sub i64 %size.S, 1
  %v757 = sub i64 %v755, %v756
  %v758 = sub i64 %v757, 1
  %v759 = add i64 %v758, 1
  %v760 = mul i64 %v753, %v759
  %v761 = add i64 %v760, %t685
  %v762 = mul i64 %v761, %size.K
  %v763 = add i64 %v762, %t728
  %p764 = getelementptr float, ptr %buf.y, i64 %v763
  store <16 x float> %v745, ptr %p764, align 4
  %t765 = add i64 %k0, 32
  %p766 = getelementptr float, ptr %buf.b, i64 %t765
  %ld767 = load <16 x float>, ptr %p766, align 4
  %v768 = fadd contract <16 x float> %ld767, %t354
  %v769 = add i64 %size.W, 1
  %v770 = add i64 %v769, 1
  %v771 = sub i64 %size.S, 1
  %v772 = sub i64 %v770, %v771
  %v773 = sub i64 %v772, 1
  %v774 = add i64 %v773, 1
  %v775 = mul i64 %t687, %v774
  %v776 = add i64 %v775, %t685
  %v777 = mul i64 %v776, %size.K
  %v778 = add i64 %v777, %t765
  %p779 = getelementptr float, ptr %buf.e0, i64 %v778
  %ld780 = load <16 x float>, ptr %p779, align 4
  %v781 = fadd contract <16 x float> %v768, %ld780
  %v782 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v781, <16 x float> splat (float 0x0000000000000000))
  %v783 = add i64 %size.H, 1
  %v784 = add i64 %v783, 1
  %v785 = sub i64 %size.R, 1
  %v786 = sub i64 %v784, %v785
  %v787 = sub i64 %v786, 1
  %v788 = add i64 %v787, 1
  %v789 = mul i64 %n, %v788
  %v790 = add i64 %v789, %t687
  %v791 = add i64 %size.W, 1
  %v792 = add i64 %v791, 1
  %v793 = sub i64 %size.S, 1
  %v794 = sub i64 %v792, %v793
  %v795 = sub i64 %v794, 1
  %v796 = add i64 %v795, 1
  %v797 = mul i64 %v790, %v796
  %v798 = add i64 %v797, %t685
  %v799 = mul i64 %v798, %size.K
  %v800 = add i64 %v799, %t765
  %p801 = getelementptr float, ptr %buf.y, i64 %v800
  store <16 x float> %v782, ptr %p801, align 4
  %t802 = add i64 %k0, 48
  %p803 = getelementptr float, ptr %buf.b, i64 %t802
  %ld804 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p803, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v805 = fadd contract <16 x float> %ld804, %t355
  %v806 = add i64 %size.W, 1
  %v807 = add i64 %v806, 1
  %v808 = sub i64 %size.S, 1
  %v809 = sub i64 %v807, %v808
  %v810 = sub i64 %v809, 1
  %v811 = add i64 %v810, 1
  %v812 = mul i64 %t687, %v811
  %v813 = add i64 %v812, %t685
  %v814 = mul i64 %v813, %size.K
  %v815 = add i64 %v814, %t802
  %p816 = getelementptr float, ptr %buf.e0, i64 %v815
  %ld817 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p816, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v818 = fadd contract <16 x float> %v805, %ld817
  %v819 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v818, <16 x float> splat (float 0x0000000000000000))
  %v820 = add i64 %size.H, 1
  %v821 = add i64 %v820, 1
  %v822 = sub i64 %size.R, 1
  %v823 = sub i64 %v821, %v822
  %v824 = sub i64 %v823, 1
  %v825 = add i64 %v824, 1
  %v826 = mul i64 %n, %v825
  %v827 = add i64 %v826, %t687
  %v828 = add i64 %size.W, 1
  %v829 = add i64 %v828, 1
  %v830 = sub i64 %size.S, 1
  %v831 = sub i64 %v829, %v830
  %v832 = sub i64 %v831, 1
  %v833 = add i64 %v832, 1
  %v834 = mul i64 %v827, %v833
  %v835 = add i64 %v834, %t685
  %v836 = mul i64 %v835, %size.K
  %v837 = add i64 %v836, %t802
  %p838 = getelementptr float, ptr %buf.y, i64 %v837
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v819, ptr align 4 %p838, <16 x i1> %mlast)
  br label %finnext689
finnext689:
  %t839 = add i64 %t685, 1
  %t840 = icmp sge i64 %t839, %t373
  %t841 = select i1 %t840, i64 0, i64 %t839
  %t842 = zext i1 %t840 to i64
  %t843 = add i64 %t687, %t842
  %t846 = icmp slt i64 3, %t10
  br i1 %t846, label %fin844, label %finnext845
fin844:
  %t847 = add i64 %k0, 0
  %p848 = getelementptr float, ptr %buf.b, i64 %t847
  %ld849 = load <16 x float>, ptr %p848, align 4
  %v850 = fadd contract <16 x float> %ld849, %t356
  %v851 = add i64 %size.W, 1
  %v852 = add i64 %v851, 1
  %v853 = sub i64 %size.S, 1
  %v854 = sub i64 %v852, %v853
  %v855 = sub i64 %v854, 1
  %v856 = add i64 %v855, 1
  %v857 = mul i64 %t843, %v856
  %v858 = add i64 %v857, %t841
  %v859 = mul i64 %v858, %size.K
  %v860 = add i64 %v859, %t847
  %p861 = getelementptr float, ptr %buf.e0, i64 %v860
  %ld862 = load <16 x float>, ptr %p861, align 4
  %v863 = fadd contract <16 x float> %v850, %ld862
  %v864 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v863, <16 x float> splat (float 0x0000000000000000))
  %v865 = add i64 %size.H, 1
  %v866 = add i64 %v865, 1
  %v867 = sub i64 %size.R, 1
  %v868 = sub i64 %v866, %v867
  %v869 = sub i64 %v868, 1
  %v870 = add i64 %v869, 1
  %v871 = mul i64 %n, %v870
  %v872 = add i64 %v871, %t843
  %v873 = add i64 %size.W, 1
  %v874 = add i64 %v873, 1
  %v875 = sub i64 %size.S, 1
  %v876 = sub i64 %v874, %v875
  %v877 = sub i64 %v876, 1
  %v878 = add i64 %v877, 1
  %v879 = mul i64 %v872, %v878
  %v880 = add i64 %v879, %t841
  %v881 = mul i64 %v880, %size.K
  %v882 = add i64 %v881, %t847
  %p883 = getelementptr float, ptr %buf.y, i64 %v882
  store <16 x float> %v864, ptr %p883, align 4
  %t884 = add i64 %k0, 16
  %p885 = getelementptr float, ptr %buf.b, i64 %t884
  %ld886 = load <16 x float>, ptr %p885, align 4
  %v887 = fadd contract <16 x float> %ld886, %t357
  %v888 = add i64 %size.W, 1
  %v889 = add i64 %v888, 1
  %v890 = sub i64 %size.S, 1
  %v891 = sub i64 %v889, %v890
  %v892 = sub i64 %v891, 1
  %v893 = add i64 %v892, 1
  %v894 = mul i64 %t843, %v893
  %v895 = add i64 %v894, %t841
  %v896 = mul i64 %v895, %size.K
  %v897 = add i64 %v896, %t884
  %p898 = getelementptr float, ptr %buf.e0, i64 %v897
  %ld899 = load <16 x float>, ptr %p898, align 4
  %v900 = fadd contract <16 x float> %v887, %ld899
  %v901 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v900, <16 x float> splat (float 0x0000000000000000))
  %v902 = add i64 %size.H, 1
  %v903 = add i64 %v902, 1
  %v904 = sub i64 %size.R, 1
  %v905 = sub i64 %v903, %v904
  %v906 = sub i64 %v905, 1
  %v907 = add i64 %v906, 1
  %v908 = mul i64 %n, %v907
  %v909 = add i64 %v908, %t843
  %v910 = add i64 %size.W, 1
  %v911 = add i64 %v910, 1
  %v912 = sub i64 %size.S, 1
  %v913 = sub i64 %v911, %v912
  %v914 = sub i64 %v913, 1
  %v915 = add i64 %v914, 1
  %v916 = mul i64 %v909, %v915
  %v917 = add i64 %v916, %t841
  %v918 = mul i64 %v917, %size.K
  %v919 = add i64 %v918, %t884
  %p920 = getelementptr float, ptr %buf.y, i64 %v919
  store <16 x float> %v901, ptr %p920, align 4
  %t921 = add i64 %k0, 32
  %p922 = getelementptr float, ptr %buf.b, i64 %t921
  %ld923 = load <16 x float>, ptr %p922, align 4
  %v924 = fadd contract <16 x float> %ld923, %t358
  %v925 = add i64 %size.W, 1
  %v926 = add i64 %v925, 1
  %v927 = sub i64 %size.S, 1
  %v928 = sub i64 %v926, %v927
  %v929 = sub i64 %v928, 1
  %v930 = add i64 %v929, 1
  %v931 = mul i64 %t843, %v930
  %v932 = add i64 %v931, %t841
  %v933 = mul i64 %v932, %size.K
  %v934 = add i64 %v933, %t921
  %p935 = getelementptr float, ptr %buf.e0, i64 %v934
  %ld936 = load <16 x float>, ptr %p935, align 4
  %v937 = fadd contract <16 x float> %v924, %ld936
  %v938 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v937, <16 x float> splat (float 0x0000000000000000))
  %v939 = add i64 %size.H, 1
  %v940 = add i64 %v939, 1
  %v941 = sub i64 %size.R, 1
  %v942 = sub i64 %v940, %v941
  %v943 = sub i64 %v942, 1
  %v944 = add i64 %v943, 1
  %v945 = mul i64 %n, %v944
  %v946 = add i64 %v945, %t843
  %v947 = add i64 %size.W, 1
  %v948 = add i64 %v947, 1
  %v949 = sub i64 %size.S, 1
  %v950 = sub i64 %v948, %v949
  %v951 = sub i64 %v950, 1
  %v952 = add i64 %v951, 1
  %v953 = mul i64 %v946, %v952
  %v954 = add i64 %v953, %t841
  %v955 = mul i64 %v954, %size.K
  %v956 = add i64 %v955, %t921
  %p957 = getelementptr float, ptr %buf.y, i64 %v956
  store <16 x float> %v938, ptr %p957, align 4
  %t958 = add i64 %k0, 48
  %p959 = getelementptr float, ptr %buf.b, i64 %t958
  %ld960 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p959, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v961 = fadd contract <16 x float> %ld960, %t359
  %v962 = add i64 %size.W, 1
  %v963 = add i64 %v962, 1
  %v964 = sub i64 %size.S, 1
  %v965 = sub i64 %v963, %v964
  %v966 = sub i64 %v965, 1
  %v967 = add i64 %v966, 1
  %v968 = mul i64 %t843, %v967
  %v969 = add i64 %v968, %t841
  %v970 = mul i64 %v969, %size.K
  %v971 = add i64 %v970, %t958
  %p972 = getelementptr float, ptr %buf.e0, i64 %v971
  %ld973 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p972, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v974 = fadd contract <16 x float> %v961, %ld973
  %v975 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v974, <16 x float> splat (float 0x0000000000000000))
  %v976 = add i64 %size.H, 1
  %v977 = add i64 %v976, 1
  %v978 = sub i64 %size.R, 1
  %v979 = sub i64 %v977, %v978
  %v980 = sub i64 %v979, 1
  %v981 = add i64 %v980, 1
  %v982 = mul i64 %n, %v981
  %v983 = add i64 %v982, %t843
  %v984 = add i64 %size.W, 1
  %v985 = add i64 %v984, 1
  %v986 = sub i64 %size.S, 1
  %v987 = sub i64 %v985, %v986
  %v988 = sub i64 %v987, 1
  %v989 = add i64 %v988, 1
  %v990 = mul i64 %v983, %v989
  %v991 = add i64 %v990, %t841
  %v992 = mul i64 %v991, %size.K
  %v993 = add i64 %v992, %t958
  %p994 = getelementptr float, ptr %buf.y, i64 %v993
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v975, ptr align 4 %p994, <16 x i1> %mlast)
  br label %finnext845
finnext845:
  %t995 = add i64 %t841, 1
  %t996 = icmp sge i64 %t995, %t373
  %t997 = select i1 %t996, i64 0, i64 %t995
  %t998 = zext i1 %t996 to i64
  %t999 = add i64 %t843, %t998
  %t1002 = icmp slt i64 4, %t10
  br i1 %t1002, label %fin1000, label %finnext1001
fin1000:
  %t1003 = add i64 %k0, 0
  %p1004 = getelementptr float, ptr %buf.b, i64 %t1003
  %ld1005 = load <16 x float>, ptr %p1004, align 4
  %v1006 = fadd contract <16 x float> %ld1005, %t360
  %v1007 = add i64 %size.W, 1
  %v1008 = add i64 %v1007, 1
  %v1009 = sub i64 %size.S, 1
  %v1010 = sub i64 %v1008, %v1009
  %v1011 = sub i64 %v1010, 1
  %v1012 = add i64 %v1011, 1
  %v1013 = mul i64 %t999, %v1012
  %v1014 = add i64 %v1013, %t997
  %v1015 = mul i64 %v1014, %size.K
  %v1016 = add i64 %v1015, %t1003
  %p1017 = getelementptr float, ptr %buf.e0, i64 %v1016
  %ld1018 = load <16 x float>, ptr %p1017, align 4
  %v1019 = fadd contract <16 x float> %v1006, %ld1018
  %v1020 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1019, <16 x float> splat (float 0x0000000000000000))
  %v1021 = add i64 %size.H, 1
  %v1022 = add i64 %v1021, 1
  %v1023 = sub i64 %size.R, 1
  %v1024 = sub i64 %v1022, %v1023
  %v1025 = sub i64 %v1024, 1
  %v1026 = add i64 %v1025, 1
  %v1027 = mul i64 %n, %v1026
  %v1028 = add i64 %v1027, %t999
  %v1029 = add i64 %size.W, 1
  %v1030 = add i64 %v1029, 1
  %v1031 = sub i64 %size.S, 1
  %v1032 = sub i64 %v1030, %v1031
  %v1033 = sub i64 %v1032, 1
  %v1034 = add i64 %v1033, 1
  %v1035 = mul i64 %v1028, %v1034
  %v1036 = add i64 %v1035, %t997
  %v1037 = mul i64 %v1036, %size.K
  %v1038 = add i64 %v1037, %t1003
  %p1039 = getelementptr float, ptr %buf.y, i64 %v1038
  store <16 x float> %v1020, ptr %p1039, align 4
  %t1040 = add i64 %k0, 16
  %p1041 = getelementptr float, ptr %buf.b, i64 %t1040
  %ld1042 = load <16 x float>, ptr %p1041, align 4
  %v1043 = fadd contract <16 x float> %ld1042, %t361
  %v1044 = add i64 %size.W, 1
  %v1045 = add i64 %v1044, 1
  %v1046 = sub i64 %size.S, 1
  %v1047 = sub i64 %v1045, %v1046
  %v1048 = sub i64 %v1047, 1
  %v1049 = add i64 %v1048, 1
  %v1050 = mul i64 %t999, %v1049
  %v1051 = add i64 %v1050, %t997
  %v1052 = mul i64 %v1051, %size.K
  %v1053 = add i64 %v1052, %t1040
  %p1054 = getelementptr float, ptr %buf.e0, i64 %v1053
  %ld1055 = load <16 x float>, ptr %p1054, align 4
  %v1056 = fadd contract <16 x float> %v1043, %ld1055
  %v1057 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1056, <16 x float> splat (float 0x0000000000000000))
  %v1058 = add i64 %size.H, 1
  %v1059 = add i64 %v1058, 1
  %v1060 = sub i64 %size.R, 1
  %v1061 = sub i64 %v1059, %v1060
  %v1062 = sub i64 %v1061, 1
  %v1063 = add i64 %v1062, 1
  %v1064 = mul i64 %n, %v1063
  %v1065 = add i64 %v1064, %t999
  %v1066 = add i64 %size.W, 1
  %v1067 = add i64 %v1066, 1
  %v1068 = sub i64 %size.S, 1
  %v1069 = sub i64 %v1067, %v1068
  %v1070 = sub i64 %v1069, 1
  %v1071 = add i64 %v1070, 1
  %v1072 = mul i64 %v1065, %v1071
  %v1073 = add i64 %v1072, %t997
  %v1074 = mul i64 %v1073, %size.K
  %v1075 = add i64 %v1074, %t1040
  %p1076 = getelementptr float, ptr %buf.y, i64 %v1075
  store <16 x float> %v1057, ptr %p1076, align 4
  %t1077 = add i64 %k0, 32
  %p1078 = getelementptr float, ptr %buf.b, i64 %t1077
  %ld1079 = load <16 x float>, ptr %p1078, align 4
  %v1080 = fadd contract <16 x float> %ld1079, %t362
  %v1081 = add i64 %size.W, 1
  %v1082 = add i64 %v1081, 1
  %v1083 = sub i64 %size.S, 1
  %v1084 = sub i64 %v1082, %v1083
  %v1085 = sub i64 %v1084, 1
  %v1086 = add i64 %v1085, 1
  %v1087 = mul i64 %t999, %v1086
  %v1088 = add i64 %v1087, %t997
  %v1089 = mul i64 %v1088, %size.K
  %v1090 = add i64 %v1089, %t1077
  %p1091 = getelementptr float, ptr %buf.e0, i64 %v1090
  %ld1092 = load <16 x float>, ptr %p1091, align 4
  %v1093 = fadd contract <16 x float> %v1080, %ld1092
  %v1094 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1093, <16 x float> splat (float 0x0000000000000000))
  %v1095 = add i64 %size.H, 1
  %v1096 = add i64 %v1095, 1
  %v1097 = sub i64 %size.R, 1
  %v1098 = sub i64 %v1096, %v1097
  %v1099 = sub i64 %v1098, 1
  %v1100 = add i64 %v1099, 1
  %v1101 = mul i64 %n, %v1100
  %v1102 = add i64 %v1101, %t999
  %v1103 = add i64 %size.W, 1
  %v1104 = add i64 %v1103, 1
  %v1105 = sub i64 %size.S, 1
  %v1106 = sub i64 %v1104, %v1105
  %v1107 = sub i64 %v1106, 1
  %v1108 = add i64 %v1107, 1
  %v1109 = mul i64 %v1102, %v1108
  %v1110 = add i64 %v1109, %t997
  %v1111 = mul i64 %v1110, %size.K
  %v1112 = add i64 %v1111, %t1077
  %p1113 = getelementptr float, ptr %buf.y, i64 %v1112
  store <16 x float> %v1094, ptr %p1113, align 4
  %t1114 = add i64 %k0, 48
  %p1115 = getelementptr float, ptr %buf.b, i64 %t1114
  %ld1116 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1115, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1117 = fadd contract <16 x float> %ld1116, %t363
  %v1118 = add i64 %size.W, 1
  %v1119 = add i64 %v1118, 1
  %v1120 = sub i64 %size.S, 1
  %v1121 = sub i64 %v1119, %v1120
  %v1122 = sub i64 %v1121, 1
  %v1123 = add i64 %v1122, 1
  %v1124 = mul i64 %t999, %v1123
  %v1125 = add i64 %v1124, %t997
  %v1126 = mul i64 %v1125, %size.K
  %v1127 = add i64 %v1126, %t1114
  %p1128 = getelementptr float, ptr %buf.e0, i64 %v1127
  %ld1129 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1128, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1130 = fadd contract <16 x float> %v1117, %ld1129
  %v1131 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1130, <16 x float> splat (float 0x0000000000000000))
  %v1132 = add i64 %size.H, 1
  %v1133 = add i64 %v1132, 1
  %v1134 = sub i64 %size.R, 1
  %v1135 = sub i64 %v1133, %v1134
  %v1136 = sub i64 %v1135, 1
  %v1137 = add i64 %v1136, 1
  %v1138 = mul i64 %n, %v1137
  %v1139 = add i64 %v1138, %t999
  %v1140 = add i64 %size.W, 1
  %v1141 = add i64 %v1140, 1
  %v1142 = sub i64 %size.S, 1
  %v1143 = sub i64 %v1141, %v1142
  %v1144 = sub i64 %v1143, 1
  %v1145 = add i64 %v1144, 1
  %v1146 = mul i64 %v1139, %v1145
  %v1147 = add i64 %v1146, %t997
  %v1148 = mul i64 %v1147, %size.K
  %v1149 = add i64 %v1148, %t1114
  %p1150 = getelementptr float, ptr %buf.y, i64 %v1149
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1131, ptr align 4 %p1150, <16 x i1> %mlast)
  br label %finnext1001
finnext1001:
  %t1151 = add i64 %t997, 1
  %t1152 = icmp sge i64 %t1151, %t373
  %t1153 = select i1 %t1152, i64 0, i64 %t1151
  %t1154 = zext i1 %t1152 to i64
  %t1155 = add i64 %t999, %t1154
  %t1158 = icmp slt i64 5, %t10
  br i1 %t1158, label %fin1156, label %finnext1157
fin1156:
  %t1159 = add i64 %k0, 0
  %p1160 = getelementptr float, ptr %buf.b, i64 %t1159
  %ld1161 = load <16 x float>, ptr %p1160, align 4
  %v1162 = fadd contract <16 x float> %ld1161, %t364
  %v1163 = add i64 %size.W, 1
  %v1164 = add i64 %v1163, 1
  %v1165 = sub i64 %size.S, 1
  %v1166 = sub i64 %v1164, %v1165
  %v1167 = sub i64 %v1166, 1
  %v1168 = add i64 %v1167, 1
  %v1169 = mul i64 %t1155, %v1168
  %v1170 = add i64 %v1169, %t1153
  %v1171 = mul i64 %v1170, %size.K
  %v1172 = add i64 %v1171, %t1159
  %p1173 = getelementptr float, ptr %buf.e0, i64 %v1172
  %ld1174 = load <16 x float>, ptr %p1173, align 4
  %v1175 = fadd contract <16 x float> %v1162, %ld1174
  %v1176 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1175, <16 x float> splat (float 0x0000000000000000))
  %v1177 = add i64 %size.H, 1
  %v1178 = add i64 %v1177, 1
  %v1179 = sub i64 %size.R, 1
  %v1180 = sub i64 %v1178, %v1179
  %v1181 = sub i64 %v1180, 1
  %v1182 = add i64 %v1181, 1
  %v1183 = mul i64 %n, %v1182
  %v1184 = add i64 %v1183, %t1155
  %v1185 = add i64 %size.W, 1
  %v1186 = add i64 %v1185, 1
  %v1187 = sub i64 %size.S, 1
  %v1188 = sub i64 %v1186, %v1187
  %v1189 = sub i64 %v1188, 1
  %v1190 = add i64 %v1189, 1
  %v1191 = mul i64 %v1184, %v1190
  %v1192 = add i64 %v1191, %t1153
  %v1193 = mul i64 %v1192, %size.K
  %v1194 = add i64 %v1193, %t1159
  %p1195 = getelementptr float, ptr %buf.y, i64 %v1194
  store <16 x float> %v1176, ptr %p1195, align 4
  %t1196 = add i64 %k0, 16
  %p1197 = getelementptr float, ptr %buf.b, i64 %t1196
  %ld1198 = load <16 x float>, ptr %p1197, align 4
  %v1199 = fadd contract <16 x float> %ld1198, %t365
  %v1200 = add i64 %size.W, 1
  %v1201 = add i64 %v1200, 1
  %v1202 = sub i64 %size.S, 1
  %v1203 = sub i64 %v1201, %v1202
  %v1204 = sub i64 %v1203, 1
  %v1205 = add i64 %v1204, 1
  %v1206 = mul i64 %t1155, %v1205
  %v1207 = add i64 %v1206, %t1153
  %v1208 = mul i64 %v1207, %size.K
  %v1209 = add i64 %v1208, %t1196
  %p1210 = getelementptr float, ptr %buf.e0, i64 %v1209
  %ld1211 = load <16 x float>, ptr %p1210, align 4
  %v1212 = fadd contract <16 x float> %v1199, %ld1211
  %v1213 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1212, <16 x float> splat (float 0x0000000000000000))
  %v1214 = add i64 %size.H, 1
  %v1215 = add i64 %v1214, 1
  %v1216 = sub i64 %size.R, 1
  %v1217 = sub i64 %v1215, %v1216
  %v1218 = sub i64 %v1217, 1
  %v1219 = add i64 %v1218, 1
  %v1220 = mul i64 %n, %v1219
  %v1221 = add i64 %v1220, %t1155
  %v1222 = add i64 %size.W, 1
  %v1223 = add i64 %v1222, 1
  %v1224 = sub i64 %size.S, 1
  %v1225 = sub i64 %v1223, %v1224
  %v1226 = sub i64 %v1225, 1
  %v1227 = add i64 %v1226, 1
  %v1228 = mul i64 %v1221, %v1227
  %v1229 = add i64 %v1228, %t1153
  %v1230 = mul i64 %v1229, %size.K
  %v1231 = add i64 %v1230, %t1196
  %p1232 = getelementptr float, ptr %buf.y, i64 %v1231
  store <16 x float> %v1213, ptr %p1232, align 4
  %t1233 = add i64 %k0, 32
  %p1234 = getelementptr float, ptr %buf.b, i64 %t1233
  %ld1235 = load <16 x float>, ptr %p1234, align 4
  %v1236 = fadd contract <16 x float> %ld1235, %t366
  %v1237 = add i64 %size.W, 1
  %v1238 = add i64 %v1237, 1
  %v1239 = sub i64 %size.S, 1
  %v1240 = sub i64 %v1238, %v1239
  %v1241 = sub i64 %v1240, 1
  %v1242 = add i64 %v1241, 1
  %v1243 = mul i64 %t1155, %v1242
  %v1244 = add i64 %v1243, %t1153
  %v1245 = mul i64 %v1244, %size.K
  %v1246 = add i64 %v1245, %t1233
  %p1247 = getelementptr float, ptr %buf.e0, i64 %v1246
  %ld1248 = load <16 x float>, ptr %p1247, align 4
  %v1249 = fadd contract <16 x float> %v1236, %ld1248
  %v1250 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1249, <16 x float> splat (float 0x0000000000000000))
  %v1251 = add i64 %size.H, 1
  %v1252 = add i64 %v1251, 1
  %v1253 = sub i64 %size.R, 1
  %v1254 = sub i64 %v1252, %v1253
  %v1255 = sub i64 %v1254, 1
  %v1256 = add i64 %v1255, 1
  %v1257 = mul i64 %n, %v1256
  %v1258 = add i64 %v1257, %t1155
  %v1259 = add i64 %size.W, 1
  %v1260 = add i64 %v1259, 1
  %v1261 = sub i64 %size.S, 1
  %v1262 = sub i64 %v1260, %v1261
  %v1263 = sub i64 %v1262, 1
  %v1264 = add i64 %v1263, 1
  %v1265 = mul i64 %v1258, %v1264
  %v1266 = add i64 %v1265, %t1153
  %v1267 = mul i64 %v1266, %size.K
  %v1268 = add i64 %v1267, %t1233
  %p1269 = getelementptr float, ptr %buf.y, i64 %v1268
  store <16 x float> %v1250, ptr %p1269, align 4
  %t1270 = add i64 %k0, 48
  %p1271 = getelementptr float, ptr %buf.b, i64 %t1270
  %ld1272 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1271, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1273 = fadd contract <16 x float> %ld1272, %t367
  %v1274 = add i64 %size.W, 1
  %v1275 = add i64 %v1274, 1
  %v1276 = sub i64 %size.S, 1
  %v1277 = sub i64 %v1275, %v1276
  %v1278 = sub i64 %v1277, 1
  %v1279 = add i64 %v1278, 1
  %v1280 = mul i64 %t1155, %v1279
  %v1281 = add i64 %v1280, %t1153
  %v1282 = mul i64 %v1281, %size.K
  %v1283 = add i64 %v1282, %t1270
  %p1284 = getelementptr float, ptr %buf.e0, i64 %v1283
  %ld1285 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1284, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1286 = fadd contract <16 x float> %v1273, %ld1285
  %v1287 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1286, <16 x float> splat (float 0x0000000000000000))
  %v1288 = add i64 %size.H, 1
  %v1289 = add i64 %v1288, 1
  %v1290 = sub i64 %size.R, 1
  %v1291 = sub i64 %v1289, %v1290
  %v1292 = sub i64 %v1291, 1
  %v1293 = add i64 %v1292, 1
  %v1294 = mul i64 %n, %v1293
  %v1295 = add i64 %v1294, %t1155
  %v1296 = add i64 %size.W, 1
  %v1297 = add i64 %v1296, 1
  %v1298 = sub i64 %size.S, 1
  %v1299 = sub i64 %v1297, %v1298
  %v1300 = sub i64 %v1299, 1
  %v1301 = add i64 %v1300, 1
  %v1302 = mul i64 %v1295, %v1301
  %v1303 = add i64 %v1302, %t1153
  %v1304 = mul i64 %v1303, %size.K
  %v1305 = add i64 %v1304, %t1270
  %p1306 = getelementptr float, ptr %buf.y, i64 %v1305
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1287, ptr align 4 %p1306, <16 x i1> %mlast)
  br label %finnext1157
finnext1157:
  br label %tile.next
partial:
  %t1309 = icmp slt i64 0, %t10
  br i1 %t1309, label %store1307, label %next1308
store1307:
  %t1310 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t344, ptr %t1310, align 4
  %t1311 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t345, ptr %t1311, align 4
  %t1312 = getelementptr float, ptr %t26, i64 32
  store <16 x float> %t346, ptr %t1312, align 4
  %t1313 = getelementptr float, ptr %t26, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t347, ptr align 4 %t1313, <16 x i1> %mlast)
  br label %next1308
next1308:
  %t1316 = icmp slt i64 1, %t10
  br i1 %t1316, label %store1314, label %next1315
store1314:
  %t1317 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t348, ptr %t1317, align 4
  %t1318 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t349, ptr %t1318, align 4
  %t1319 = getelementptr float, ptr %t28, i64 32
  store <16 x float> %t350, ptr %t1319, align 4
  %t1320 = getelementptr float, ptr %t28, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t351, ptr align 4 %t1320, <16 x i1> %mlast)
  br label %next1315
next1315:
  %t1323 = icmp slt i64 2, %t10
  br i1 %t1323, label %store1321, label %next1322
store1321:
  %t1324 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t352, ptr %t1324, align 4
  %t1325 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t353, ptr %t1325, align 4
  %t1326 = getelementptr float, ptr %t30, i64 32
  store <16 x float> %t354, ptr %t1326, align 4
  %t1327 = getelementptr float, ptr %t30, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t355, ptr align 4 %t1327, <16 x i1> %mlast)
  br label %next1322
next1322:
  %t1330 = icmp slt i64 3, %t10
  br i1 %t1330, label %store1328, label %next1329
store1328:
  %t1331 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t356, ptr %t1331, align 4
  %t1332 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t357, ptr %t1332, align 4
  %t1333 = getelementptr float, ptr %t32, i64 32
  store <16 x float> %t358, ptr %t1333, align 4
  %t1334 = getelementptr float, ptr %t32, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t359, ptr align 4 %t1334, <16 x i1> %mlast)
  br label %next1329
next1329:
  %t1337 = icmp slt i64 4, %t10
  br i1 %t1337, label %store1335, label %next1336
store1335:
  %t1338 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t360, ptr %t1338, align 4
  %t1339 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t361, ptr %t1339, align 4
  %t1340 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %t362, ptr %t1340, align 4
  %t1341 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t363, ptr align 4 %t1341, <16 x i1> %mlast)
  br label %next1336
next1336:
  %t1344 = icmp slt i64 5, %t10
  br i1 %t1344, label %store1342, label %next1343
store1342:
  %t1345 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t364, ptr %t1345, align 4
  %t1346 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t365, ptr %t1346, align 4
  %t1347 = getelementptr float, ptr %t36, i64 32
  store <16 x float> %t366, ptr %t1347, align 4
  %t1348 = getelementptr float, ptr %t36, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t367, ptr align 4 %t1348, <16 x i1> %mlast)
  br label %next1343
next1343:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t1349 = icmp slt i64 %j.next, %ntiles
  br i1 %t1349, label %tile, label %exit
exit:
  ret void
}


define void @"jr.op.conv2d_nhwc_panels_ep_df0a1a"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
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
  call void @"jr.op.conv2d_nhwc_panels_ep_df0a1a.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, ptr %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
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
  call void @"jr.dc.conv2d_nhwc_panels_ep_df0a1a.1"(ptr %t42, i64 %t43, ptr %t45, i64 %t46, ptr %t48, i64 %t97, i64 %t676, i64 %tb617, i64 %t621, i64 %size.R, i64 %t677, i64 %cb626, i64 %t630, ptr %t672, i64 %t53, i64 %t678, i64 %size.P, ptr %t127, i64 %size.K, i1 %t633, ptr %t49, <16 x i1> %t90, i1 %t637, i64 %t73, i64 %t91, i64 %t81, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called679
nvnext681:
  %t685 = icmp eq i64 %t86, 2
  br i1 %t685, label %nv2683, label %nvnext684
nv2683:
  call void @"jr.dc.conv2d_nhwc_panels_ep_df0a1a.2"(ptr %t42, i64 %t43, ptr %t45, i64 %t46, ptr %t48, i64 %t97, i64 %t676, i64 %tb617, i64 %t621, i64 %size.R, i64 %t677, i64 %cb626, i64 %t630, ptr %t672, i64 %t53, i64 %t678, i64 %size.P, ptr %t127, i64 %size.K, i1 %t633, ptr %t49, <16 x i1> %t90, i1 %t637, i64 %t73, i64 %t91, i64 %t81, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called679
nvnext684:
  %t688 = icmp eq i64 %t86, 3
  br i1 %t688, label %nv3686, label %nvnext687
nv3686:
  call void @"jr.dc.conv2d_nhwc_panels_ep_df0a1a.3"(ptr %t42, i64 %t43, ptr %t45, i64 %t46, ptr %t48, i64 %t97, i64 %t676, i64 %tb617, i64 %t621, i64 %size.R, i64 %t677, i64 %cb626, i64 %t630, ptr %t672, i64 %t53, i64 %t678, i64 %size.P, ptr %t127, i64 %size.K, i1 %t633, ptr %t49, <16 x i1> %t90, i1 %t637, i64 %t73, i64 %t91, i64 %t81, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called679
nvnext687:
  %t691 = icmp eq i64 %t86, 4
  br i1 %t691, label %nv4689, label %nvnext690
nv4689:
  call void @"jr.dc.conv2d_nhwc_panels_ep_df0a1a.4"(ptr %t42, i64 %t43, ptr %t45, i64 %t46, ptr %t48, i64 %t97, i64 %t676, i64 %tb617, i64 %t621, i64 %size.R, i64 %t677, i64 %cb626, i64 %t630, ptr %t672, i64 %t53, i64 %t678, i64 %size.P, ptr %t127, i64 %size.K, i1 %t633, ptr %t49, <16 x i1> %t90, i1 %t637, i64 %t73, i64 %t91, i64 %t81, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
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
