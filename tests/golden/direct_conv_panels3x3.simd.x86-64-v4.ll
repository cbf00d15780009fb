
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.conv2d_nhwc_panels.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v89 = icmp slt i64 %v87, %size.J
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
  %v166 = icmp slt i64 %v164, %size.J
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
  %v221 = icmp slt i64 %v219, %size.J
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
  %v298 = icmp slt i64 %v296, %size.J
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
  %v353 = icmp slt i64 %v351, %size.J
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
  %v430 = icmp slt i64 %v428, %size.J
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
  %v485 = icmp slt i64 %v483, %size.J
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
  %v562 = icmp slt i64 %v560, %size.J
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
  %v623 = icmp slt i64 %v621, %size.J
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
  %v700 = icmp slt i64 %v698, %size.J
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
  %v761 = icmp slt i64 %v759, %size.J
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
  %v839 = icmp slt i64 %v837, %size.J
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
  %p884 = getelementptr float, ptr %buf.y, i64 %v883
  store float %v873, ptr %p884, align 4
  %v885 = add nsw i64 %i31, 1
  store i64 %v885, ptr %k.addr.27
  br label %cond28
exit30:
  %v886 = add nsw i64 %i25, 1
  store i64 %v886, ptr %q.addr.21
  br label %cond22
exit24:
  %v887 = add nsw i64 %i13, 1
  store i64 %v887, ptr %p.addr.7
  br label %cond10
exit12:
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


define void @"jr.op.conv2d_nhwc_panels"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c51 = alloca i64
  %c75 = alloca i64
  %c121 = alloca i64
  %c132 = alloca i64
  %c165 = alloca i64
  %c167 = alloca i64
  %c217 = alloca i64
  %c387 = alloca i64
  %c648 = alloca i64
  %c656 = alloca i64
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
  %t25 = sdiv i64 1024, %t24
  %t26 = icmp slt i64 %t14, %t25
  %t27 = select i1 %t26, i64 %t14, i64 %t25
  %t28 = icmp sgt i64 %t27, 1
  %t29 = select i1 %t28, i64 %t27, i64 1
  %t30 = icmp slt i64 %size.C, 16
  %t31 = icmp eq i64 %t29, %t14
  %t32 = and i1 %t30, %t31
  %t33 = ptrtoint ptr %scratch to i64
  %t34 = add i64 %t33, 63
  %t35 = and i64 %t34, -64
  %t36 = inttoptr i64 %t35 to ptr
  %t37 = mul i64 %t14, 6
  %t38 = getelementptr ptr, ptr %t36, i64 %t37
  %t39 = add i64 %size.S, 1
  %t40 = mul i64 %t39, %size.C
  %t41 = mul i64 %t40, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t38, i8 0, i64 %t41, i1 false)
  %t42 = srem i64 %size.P, 64
  %t43 = icmp eq i64 %t42, 0
  %t44 = mul i64 %size.J, %size.P
  %t45 = icmp sle i64 %size.K, %t44
  %t46 = and i1 %t43, %t45
  br i1 %t46, label %direct47, label %exact48
exact48:
  %t50 = icmp eq i64 %range.lo, 0
  br i1 %t50, label %exact.run49, label %exact.done
exact.run49:
  call void @"jr.op.conv2d_nhwc_panels.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct47:
  store i64 %range.lo, ptr %c51
  br label %head52
head52:
  %i55 = load i64, ptr %c51
  %t56 = icmp slt i64 %i55, %t22
  br i1 %t56, label %body53, label %done54
body53:
  %t57 = sdiv i64 %i55, %t19
  %t58 = srem i64 %i55, %t19
  %t59 = sdiv i64 %t58, %t18
  %t60 = srem i64 %t58, %t18
  %t61 = mul i64 %t59, 64
  %t62 = sub i64 %size.K, %t61
  %t63 = icmp slt i64 64, %t62
  %t64 = select i1 %t63, i64 64, i64 %t62
  %t65 = add i64 %t64, 15
  %t66 = sdiv i64 %t65, 16
  %t67 = sub i64 %t66, 1
  %t68 = mul i64 %t67, 16
  %t69 = add i64 %t61, %t68
  %t70 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t69, i64 %size.K)
  %t71 = mul i64 %t60, 96
  %t72 = add i64 %t71, 96
  %t73 = icmp slt i64 %t13, %t72
  %t74 = select i1 %t73, i64 %t13, i64 %t72
  store i64 0, ptr %c75
  br label %tbhead76
tbhead76:
  %tb79 = load i64, ptr %c75
  %t80 = icmp slt i64 %tb79, %t14
  br i1 %t80, label %tbbody77, label %tbdone78
tbbody77:
  %t81 = add i64 %tb79, %t29
  %t82 = icmp slt i64 %t14, %t81
  %t83 = select i1 %t82, i64 %t14, i64 %t81
  %t84 = icmp sgt i64 %tb79, 0
  %t85 = icmp eq i64 %t83, %t14
  %t86 = sdiv i64 %tb79, %size.S
  %t87 = srem i64 %tb79, %size.S
  %t88 = sdiv i64 %t61, %size.P
  %t89 = srem i64 %t61, %size.P
  %t90 = icmp slt i64 %t89, 0
  %t91 = icmp slt i64 %size.P, 0
  %t92 = icmp ne i1 %t90, %t91
  %t93 = icmp ne i64 %t89, 0
  %t94 = and i1 %t93, %t92
  %t95 = zext i1 %t94 to i64
  %t96 = sub i64 %t88, %t95
  %t97 = mul i64 %size.R, %size.S
  %t98 = mul i64 %t97, %size.C
  %t99 = mul i64 %t98, %size.P
  %t100 = mul i64 %t96, %t99
  %t101 = mul i64 %size.S, %size.C
  %t102 = mul i64 %t101, %size.P
  %t103 = mul i64 %t86, %t102
  %t104 = add i64 %t100, %t103
  %t105 = mul i64 %size.C, %size.P
  %t106 = mul i64 %t87, %t105
  %t107 = add i64 %t104, %t106
  %t108 = mul i64 0, %size.P
  %t109 = add i64 %t107, %t108
  %t110 = sdiv i64 %t61, %size.P
  %t111 = srem i64 %t61, %size.P
  %t112 = icmp slt i64 %t111, 0
  %t113 = icmp slt i64 %size.P, 0
  %t114 = icmp ne i1 %t112, %t113
  %t115 = icmp ne i64 %t111, 0
  %t116 = and i1 %t115, %t114
  %t117 = select i1 %t116, i64 %size.P, i64 0
  %t118 = add i64 %t111, %t117
  %t119 = add i64 %t109, %t118
  %t120 = getelementptr float, ptr %buf.w, i64 %t119
  store i64 %t71, ptr %c121
  br label %head122
head122:
  %i125 = load i64, ptr %c121
  %t126 = icmp slt i64 %i125, %t74
  br i1 %t126, label %body123, label %done124
body123:
  %t127 = sub i64 %t74, %i125
  %t128 = icmp slt i64 6, %t127
  %t129 = select i1 %t128, i64 6, i64 %t127
  %t130 = sub i64 %t129, 1
  %t131 = add i64 %i125, %t130
  store i64 0, ptr %c132
  %t133 = add i64 %i125, 0
  %t134 = icmp slt i64 %t133, %t131
  %t135 = select i1 %t134, i64 %t133, i64 %t131
  %t136 = sdiv i64 %t135, %t12
  %t137 = srem i64 %t135, %t12
  %t138 = add i64 %i125, 1
  %t139 = icmp slt i64 %t138, %t131
  %t140 = select i1 %t139, i64 %t138, i64 %t131
  %t141 = sdiv i64 %t140, %t12
  %t142 = srem i64 %t140, %t12
  %t143 = add i64 %i125, 2
  %t144 = icmp slt i64 %t143, %t131
  %t145 = select i1 %t144, i64 %t143, i64 %t131
  %t146 = sdiv i64 %t145, %t12
  %t147 = srem i64 %t145, %t12
  %t148 = add i64 %i125, 3
  %t149 = icmp slt i64 %t148, %t131
  %t150 = select i1 %t149, i64 %t148, i64 %t131
  %t151 = sdiv i64 %t150, %t12
  %t152 = srem i64 %t150, %t12
  %t153 = add i64 %i125, 4
  %t154 = icmp slt i64 %t153, %t131
  %t155 = select i1 %t154, i64 %t153, i64 %t131
  %t156 = sdiv i64 %t155, %t12
  %t157 = srem i64 %t155, %t12
  %t158 = add i64 %i125, 5
  %t159 = icmp slt i64 %t158, %t131
  %t160 = select i1 %t159, i64 %t158, i64 %t131
  %t161 = sdiv i64 %t160, %t12
  %t162 = srem i64 %t160, %t12
  store i64 %size.C, ptr %c165
  %t166 = sub i64 %t83, %tb79
  store i64 %t166, ptr %c167
  %t168 = mul i64 %t137, 1
  %t169 = add i64 %t168, -1
  %t170 = icmp ult i64 %t169, %size.W
  %t171 = and i1 %t32, %t170
  %t172 = sub i64 %size.S, 1
  %t173 = add i64 %t169, %t172
  %t174 = icmp ult i64 %t173, %size.W
  %t175 = and i1 %t171, %t174
  %t176 = mul i64 %t142, 1
  %t177 = add i64 %t176, -1
  %t178 = icmp ult i64 %t177, %size.W
  %t179 = and i1 %t175, %t178
  %t180 = sub i64 %size.S, 1
  %t181 = add i64 %t177, %t180
  %t182 = icmp ult i64 %t181, %size.W
  %t183 = and i1 %t179, %t182
  %t184 = mul i64 %t147, 1
  %t185 = add i64 %t184, -1
  %t186 = icmp ult i64 %t185, %size.W
  %t187 = and i1 %t183, %t186
  %t188 = sub i64 %size.S, 1
  %t189 = add i64 %t185, %t188
  %t190 = icmp ult i64 %t189, %size.W
  %t191 = and i1 %t187, %t190
  %t192 = mul i64 %t152, 1
  %t193 = add i64 %t192, -1
  %t194 = icmp ult i64 %t193, %size.W
  %t195 = and i1 %t191, %t194
  %t196 = sub i64 %size.S, 1
  %t197 = add i64 %t193, %t196
  %t198 = icmp ult i64 %t197, %size.W
  %t199 = and i1 %t195, %t198
  %t200 = mul i64 %t157, 1
  %t201 = add i64 %t200, -1
  %t202 = icmp ult i64 %t201, %size.W
  %t203 = and i1 %t199, %t202
  %t204 = sub i64 %size.S, 1
  %t205 = add i64 %t201, %t204
  %t206 = icmp ult i64 %t205, %size.W
  %t207 = and i1 %t203, %t206
  %t208 = mul i64 %t162, 1
  %t209 = add i64 %t208, -1
  %t210 = icmp ult i64 %t209, %size.W
  %t211 = and i1 %t207, %t210
  %t212 = sub i64 %size.S, 1
  %t213 = add i64 %t209, %t212
  %t214 = icmp ult i64 %t213, %size.W
  %t215 = and i1 %t211, %t214
  br i1 %t215, label %byrun216, label %bytap163
byrun216:
  store i64 0, ptr %c217
  br label %head218
head218:
  %i221 = load i64, ptr %c217
  %t222 = icmp slt i64 %i221, %size.R
  br i1 %t222, label %body219, label %done220
body219:
  %t223 = mul i64 %t136, 1
  %t224 = mul i64 %i221, 1
  %t225 = add i64 %t223, %t224
  %t226 = add i64 %t225, -1
  %t227 = icmp ult i64 %t226, %size.H
  %t228 = mul i64 %size.H, %size.W
  %t229 = mul i64 %t228, %size.C
  %t230 = mul i64 %t57, %t229
  %t231 = add i64 %t136, %i221
  %t232 = sub i64 %t231, 1
  %t233 = mul i64 %size.W, %size.C
  %t234 = mul i64 %t232, %t233
  %t235 = add i64 %t230, %t234
  %t236 = add i64 %t137, 0
  %t237 = sub i64 %t236, 1
  %t238 = mul i64 %t237, %size.C
  %t239 = add i64 %t235, %t238
  %t240 = add i64 %t239, 0
  %t241 = getelementptr float, ptr %buf.x, i64 %t240
  %t242 = mul i64 %i221, 6
  %t243 = add i64 %t242, 0
  %t244 = getelementptr ptr, ptr %t36, i64 %t243
  %t245 = select i1 %t227, ptr %t241, ptr %t38
  store ptr %t245, ptr %t244, align 8
  %t246 = xor i1 %t227, true
  %t247 = zext i1 %t246 to i64
  %t248 = load i64, ptr %c132
  %t249 = or i64 %t248, %t247
  store i64 %t249, ptr %c132
  %t250 = mul i64 %t141, 1
  %t251 = mul i64 %i221, 1
  %t252 = add i64 %t250, %t251
  %t253 = add i64 %t252, -1
  %t254 = icmp ult i64 %t253, %size.H
  %t255 = mul i64 %size.H, %size.W
  %t256 = mul i64 %t255, %size.C
  %t257 = mul i64 %t57, %t256
  %t258 = add i64 %t141, %i221
  %t259 = sub i64 %t258, 1
  %t260 = mul i64 %size.W, %size.C
  %t261 = mul i64 %t259, %t260
  %t262 = add i64 %t257, %t261
  %t263 = add i64 %t142, 0
  %t264 = sub i64 %t263, 1
  %t265 = mul i64 %t264, %size.C
  %t266 = add i64 %t262, %t265
  %t267 = add i64 %t266, 0
  %t268 = getelementptr float, ptr %buf.x, i64 %t267
  %t269 = mul i64 %i221, 6
  %t270 = add i64 %t269, 1
  %t271 = getelementptr ptr, ptr %t36, i64 %t270
  %t272 = select i1 %t254, ptr %t268, ptr %t38
  store ptr %t272, ptr %t271, align 8
  %t273 = xor i1 %t254, true
  %t274 = zext i1 %t273 to i64
  %t275 = load i64, ptr %c132
  %t276 = or i64 %t275, %t274
  store i64 %t276, ptr %c132
  %t277 = mul i64 %t146, 1
  %t278 = mul i64 %i221, 1
  %t279 = add i64 %t277, %t278
  %t280 = add i64 %t279, -1
  %t281 = icmp ult i64 %t280, %size.H
  %t282 = mul i64 %size.H, %size.W
  %t283 = mul i64 %t282, %size.C
  %t284 = mul i64 %t57, %t283
  %t285 = add i64 %t146, %i221
  %t286 = sub i64 %t285, 1
  %t287 = mul i64 %size.W, %size.C
  %t288 = mul i64 %t286, %t287
  %t289 = add i64 %t284, %t288
  %t290 = add i64 %t147, 0
  %t291 = sub i64 %t290, 1
  %t292 = mul i64 %t291, %size.C
  %t293 = add i64 %t289, %t292
  %t294 = add i64 %t293, 0
  %t295 = getelementptr float, ptr %buf.x, i64 %t294
  %t296 = mul i64 %i221, 6
  %t297 = add i64 %t296, 2
  %t298 = getelementptr ptr, ptr %t36, i64 %t297
  %t299 = select i1 %t281, ptr %t295, ptr %t38
  store ptr %t299, ptr %t298, align 8
  %t300 = xor i1 %t281, true
  %t301 = zext i1 %t300 to i64
  %t302 = load i64, ptr %c132
  %t303 = or i64 %t302, %t301
  store i64 %t303, ptr %c132
  %t304 = mul i64 %t151, 1
  %t305 = mul i64 %i221, 1
  %t306 = add i64 %t304, %t305
  %t307 = add i64 %t306, -1
  %t308 = icmp ult i64 %t307, %size.H
  %t309 = mul i64 %size.H, %size.W
  %t310 = mul i64 %t309, %size.C
  %t311 = mul i64 %t57, %t310
  %t312 = add i64 %t151, %i221
  %t313 = sub i64 %t312, 1
  %t314 = mul i64 %size.W, %size.C
  %t315 = mul i64 %t313, %t314
  %t316 = add i64 %t311, %t315
  %t317 = add i64 %t152, 0
  %t318 = sub i64 %t317, 1
  %t319 = mul i64 %t318, %size.C
  %t320 = add i64 %t316, %t319
  %t321 = add i64 %t320, 0
  %t322 = getelementptr float, ptr %buf.x, i64 %t321
  %t323 = mul i64 %i221, 6
  %t324 = add i64 %t323, 3
  %t325 = getelementptr ptr, ptr %t36, i64 %t324
  %t326 = select i1 %t308, ptr %t322, ptr %t38
  store ptr %t326, ptr %t325, align 8
  %t327 = xor i1 %t308, true
  %t328 = zext i1 %t327 to i64
  %t329 = load i64, ptr %c132
  %t330 = or i64 %t329, %t328
  store i64 %t330, ptr %c132
  %t331 = mul i64 %t156, 1
  %t332 = mul i64 %i221, 1
  %t333 = add i64 %t331, %t332
  %t334 = add i64 %t333, -1
  %t335 = icmp ult i64 %t334, %size.H
  %t336 = mul i64 %size.H, %size.W
  %t337 = mul i64 %t336, %size.C
  %t338 = mul i64 %t57, %t337
  %t339 = add i64 %t156, %i221
  %t340 = sub i64 %t339, 1
  %t341 = mul i64 %size.W, %size.C
  %t342 = mul i64 %t340, %t341
  %t343 = add i64 %t338, %t342
  %t344 = add i64 %t157, 0
  %t345 = sub i64 %t344, 1
  %t346 = mul i64 %t345, %size.C
  %t347 = add i64 %t343, %t346
  %t348 = add i64 %t347, 0
  %t349 = getelementptr float, ptr %buf.x, i64 %t348
  %t350 = mul i64 %i221, 6
  %t351 = add i64 %t350, 4
  %t352 = getelementptr ptr, ptr %t36, i64 %t351
  %t353 = select i1 %t335, ptr %t349, ptr %t38
  store ptr %t353, ptr %t352, align 8
  %t354 = xor i1 %t335, true
  %t355 = zext i1 %t354 to i64
  %t356 = load i64, ptr %c132
  %t357 = or i64 %t356, %t355
  store i64 %t357, ptr %c132
  %t358 = mul i64 %t161, 1
  %t359 = mul i64 %i221, 1
  %t360 = add i64 %t358, %t359
  %t361 = add i64 %t360, -1
  %t362 = icmp ult i64 %t361, %size.H
  %t363 = mul i64 %size.H, %size.W
  %t364 = mul i64 %t363, %size.C
  %t365 = mul i64 %t57, %t364
  %t366 = add i64 %t161, %i221
  %t367 = sub i64 %t366, 1
  %t368 = mul i64 %size.W, %size.C
  %t369 = mul i64 %t367, %t368
  %t370 = add i64 %t365, %t369
  %t371 = add i64 %t162, 0
  %t372 = sub i64 %t371, 1
  %t373 = mul i64 %t372, %size.C
  %t374 = add i64 %t370, %t373
  %t375 = add i64 %t374, 0
  %t376 = getelementptr float, ptr %buf.x, i64 %t375
  %t377 = mul i64 %i221, 6
  %t378 = add i64 %t377, 5
  %t379 = getelementptr ptr, ptr %t36, i64 %t378
  %t380 = select i1 %t362, ptr %t376, ptr %t38
  store ptr %t380, ptr %t379, align 8
  %t381 = xor i1 %t362, true
  %t382 = zext i1 %t381 to i64
  %t383 = load i64, ptr %c132
  %t384 = or i64 %t383, %t382
  store i64 %t384, ptr %c132
  %t385 = add nsw i64 %i221, 1
  store i64 %t385, ptr %c217
  br label %head218
done220:
  %t386 = mul i64 %size.S, %size.C
  store i64 %t386, ptr %c165
  store i64 %size.R, ptr %c167
  br label %indirect164
bytap163:
  store i64 %tb79, ptr %c387
  br label %head388
head388:
  %i391 = load i64, ptr %c387
  %t392 = icmp slt i64 %i391, %t83
  br i1 %t392, label %body389, label %done390
body389:
  %t393 = sdiv i64 %i391, %size.S
  %t394 = srem i64 %i391, %size.S
  %t395 = sub i64 %i391, %tb79
  %t396 = mul i64 %t395, 6
  %t397 = mul i64 %t136, 1
  %t398 = mul i64 %t393, 1
  %t399 = add i64 %t397, %t398
  %t400 = add i64 %t399, -1
  %t401 = mul i64 %t137, 1
  %t402 = mul i64 %t394, 1
  %t403 = add i64 %t401, %t402
  %t404 = add i64 %t403, -1
  %t405 = icmp ult i64 %t400, %size.H
  %t406 = icmp ult i64 %t404, %size.W
  %t407 = and i1 %t405, %t406
  %t408 = mul i64 %size.H, %size.W
  %t409 = mul i64 %t408, %size.C
  %t410 = mul i64 %t57, %t409
  %t411 = add i64 %t136, %t393
  %t412 = sub i64 %t411, 1
  %t413 = mul i64 %size.W, %size.C
  %t414 = mul i64 %t412, %t413
  %t415 = add i64 %t410, %t414
  %t416 = add i64 %t137, %t394
  %t417 = sub i64 %t416, 1
  %t418 = mul i64 %t417, %size.C
  %t419 = add i64 %t415, %t418
  %t420 = add i64 %t419, 0
  %t421 = getelementptr float, ptr %buf.x, i64 %t420
  %t422 = select i1 %t407, ptr %t421, ptr %t38
  %t423 = add i64 %t396, 0
  %t424 = getelementptr ptr, ptr %t36, i64 %t423
  store ptr %t422, ptr %t424, align 8
  %t425 = xor i1 %t407, true
  %t426 = zext i1 %t425 to i64
  %t427 = load i64, ptr %c132
  %t428 = or i64 %t427, %t426
  store i64 %t428, ptr %c132
  %t429 = mul i64 %t141, 1
  %t430 = mul i64 %t393, 1
  %t431 = add i64 %t429, %t430
  %t432 = add i64 %t431, -1
  %t433 = mul i64 %t142, 1
  %t434 = mul i64 %t394, 1
  %t435 = add i64 %t433, %t434
  %t436 = add i64 %t435, -1
  %t437 = icmp ult i64 %t432, %size.H
  %t438 = icmp ult i64 %t436, %size.W
  %t439 = and i1 %t437, %t438
  %t440 = mul i64 %size.H, %size.W
  %t441 = mul i64 %t440, %size.C
  %t442 = mul i64 %t57, %t441
  %t443 = add i64 %t141, %t393
  %t444 = sub i64 %t443, 1
  %t445 = mul i64 %size.W, %size.C
  %t446 = mul i64 %t444, %t445
  %t447 = add i64 %t442, %t446
  %t448 = add i64 %t142, %t394
  %t449 = sub i64 %t448, 1
  %t450 = mul i64 %t449, %size.C
  %t451 = add i64 %t447, %t450
  %t452 = add i64 %t451, 0
  %t453 = getelementptr float, ptr %buf.x, i64 %t452
  %t454 = select i1 %t439, ptr %t453, ptr %t38
  %t455 = add i64 %t396, 1
  %t456 = getelementptr ptr, ptr %t36, i64 %t455
  store ptr %t454, ptr %t456, align 8
  %t457 = xor i1 %t439, true
  %t458 = zext i1 %t457 to i64
  %t459 = load i64, ptr %c132
  %t460 = or i64 %t459, %t458
  store i64 %t460, ptr %c132
  %t461 = mul i64 %t146, 1
  %t462 = mul i64 %t393, 1
  %t463 = add i64 %t461, %t462
  %t464 = add i64 %t463, -1
  %t465 = mul i64 %t147, 1
  %t466 = mul i64 %t394, 1
  %t467 = add i64 %t465, %t466
  %t468 = add i64 %t467, -1
  %t469 = icmp ult i64 %t464, %size.H
  %t470 = icmp ult i64 %t468, %size.W
  %t471 = and i1 %t469, %t470
  %t472 = mul i64 %size.H, %size.W
  %t473 = mul i64 %t472, %size.C
  %t474 = mul i64 %t57, %t473
  %t475 = add i64 %t146, %t393
  %t476 = sub i64 %t475, 1
  %t477 = mul i64 %size.W, %size.C
  %t478 = mul i64 %t476, %t477
  %t479 = add i64 %t474, %t478
  %t480 = add i64 %t147, %t394
  %t481 = sub i64 %t480, 1
  %t482 = mul i64 %t481, %size.C
  %t483 = add i64 %t479, %t482
  %t484 = add i64 %t483, 0
  %t485 = getelementptr float, ptr %buf.x, i64 %t484
  %t486 = select i1 %t471, ptr %t485, ptr %t38
  %t487 = add i64 %t396, 2
  %t488 = getelementptr ptr, ptr %t36, i64 %t487
  store ptr %t486, ptr %t488, align 8
  %t489 = xor i1 %t471, true
  %t490 = zext i1 %t489 to i64
  %t491 = load i64, ptr %c132
  %t492 = or i64 %t491, %t490
  store i64 %t492, ptr %c132
  %t493 = mul i64 %t151, 1
  %t494 = mul i64 %t393, 1
  %t495 = add i64 %t493, %t494
  %t496 = add i64 %t495, -1
  %t497 = mul i64 %t152, 1
  %t498 = mul i64 %t394, 1
  %t499 = add i64 %t497, %t498
  %t500 = add i64 %t499, -1
  %t501 = icmp ult i64 %t496, %size.H
  %t502 = icmp ult i64 %t500, %size.W
  %t503 = and i1 %t501, %t502
  %t504 = mul i64 %size.H, %size.W
  %t505 = mul i64 %t504, %size.C
  %t506 = mul i64 %t57, %t505
  %t507 = add i64 %t151, %t393
  %t508 = sub i64 %t507, 1
  %t509 = mul i64 %size.W, %size.C
  %t510 = mul i64 %t508, %t509
  %t511 = add i64 %t506, %t510
  %t512 = add i64 %t152, %t394
  %t513 = sub i64 %t512, 1
  %t514 = mul i64 %t513, %size.C
  %t515 = add i64 %t511, %t514
  %t516 = add i64 %t515, 0
  %t517 = getelementptr float, ptr %buf.x, i64 %t516
  %t518 = select i1 %t503, ptr %t517, ptr %t38
  %t519 = add i64 %t396, 3
  %t520 = getelementptr ptr, ptr %t36, i64 %t519
  store ptr %t518, ptr %t520, align 8
  %t521 = xor i1 %t503, true
  %t522 = zext i1 %t521 to i64
  %t523 = load i64, ptr %c132
  %t524 = or i64 %t523, %t522
  store i64 %t524, ptr %c132
  %t525 = mul i64 %t156, 1
  %t526 = mul i64 %t393, 1
  %t527 = add i64 %t525, %t526
  %t528 = add i64 %t527, -1
  %t529 = mul i64 %t157, 1
  %t530 = mul i64 %t394, 1
  %t531 = add i64 %t529, %t530
  %t532 = add i64 %t531, -1
  %t533 = icmp ult i64 %t528, %size.H
  %t534 = icmp ult i64 %t532, %size.W
  %t535 = and i1 %t533, %t534
  %t536 = mul i64 %size.H, %size.W
  %t537 = mul i64 %t536, %size.C
  %t538 = mul i64 %t57, %t537
  %t539 = add i64 %t156, %t393
  %t540 = sub i64 %t539, 1
  %t541 = mul i64 %size.W, %size.C
  %t542 = mul i64 %t540, %t541
  %t543 = add i64 %t538, %t542
  %t544 = add i64 %t157, %t394
  %t545 = sub i64 %t544, 1
  %t546 = mul i64 %t545, %size.C
  %t547 = add i64 %t543, %t546
  %t548 = add i64 %t547, 0
  %t549 = getelementptr float, ptr %buf.x, i64 %t548
  %t550 = select i1 %t535, ptr %t549, ptr %t38
  %t551 = add i64 %t396, 4
  %t552 = getelementptr ptr, ptr %t36, i64 %t551
  store ptr %t550, ptr %t552, align 8
  %t553 = xor i1 %t535, true
  %t554 = zext i1 %t553 to i64
  %t555 = load i64, ptr %c132
  %t556 = or i64 %t555, %t554
  store i64 %t556, ptr %c132
  %t557 = mul i64 %t161, 1
  %t558 = mul i64 %t393, 1
  %t559 = add i64 %t557, %t558
  %t560 = add i64 %t559, -1
  %t561 = mul i64 %t162, 1
  %t562 = mul i64 %t394, 1
  %t563 = add i64 %t561, %t562
  %t564 = add i64 %t563, -1
  %t565 = icmp ult i64 %t560, %size.H
  %t566 = icmp ult i64 %t564, %size.W
  %t567 = and i1 %t565, %t566
  %t568 = mul i64 %size.H, %size.W
  %t569 = mul i64 %t568, %size.C
  %t570 = mul i64 %t57, %t569
  %t571 = add i64 %t161, %t393
  %t572 = sub i64 %t571, 1
  %t573 = mul i64 %size.W, %size.C
  %t574 = mul i64 %t572, %t573
  %t575 = add i64 %t570, %t574
  %t576 = add i64 %t162, %t394
  %t577 = sub i64 %t576, 1
  %t578 = mul i64 %t577, %size.C
  %t579 = add i64 %t575, %t578
  %t580 = add i64 %t579, 0
  %t581 = getelementptr float, ptr %buf.x, i64 %t580
  %t582 = select i1 %t567, ptr %t581, ptr %t38
  %t583 = add i64 %t396, 5
  %t584 = getelementptr ptr, ptr %t36, i64 %t583
  store ptr %t582, ptr %t584, align 8
  %t585 = xor i1 %t567, true
  %t586 = zext i1 %t585 to i64
  %t587 = load i64, ptr %c132
  %t588 = or i64 %t587, %t586
  store i64 %t588, ptr %c132
  %t589 = add nsw i64 %i391, 1
  store i64 %t589, ptr %c387
  br label %head388
done390:
  br label %indirect164
indirect164:
  %t590 = sdiv i64 %i125, %t12
  %t591 = srem i64 %i125, %t12
  %t592 = add i64 %size.H, 1
  %t593 = add i64 %t592, 1
  %t594 = sub i64 %size.R, 1
  %t595 = sub i64 %t593, %t594
  %t596 = sub i64 %t595, 1
  %t597 = add i64 %t596, 1
  %t598 = add i64 %size.W, 1
  %t599 = add i64 %t598, 1
  %t600 = sub i64 %size.S, 1
  %t601 = sub i64 %t599, %t600
  %t602 = sub i64 %t601, 1
  %t603 = add i64 %t602, 1
  %t604 = mul i64 %t597, %t603
  %t605 = mul i64 %t604, %size.K
  %t606 = mul i64 %t57, %t605
  %t607 = add i64 %size.W, 1
  %t608 = add i64 %t607, 1
  %t609 = sub i64 %size.S, 1
  %t610 = sub i64 %t608, %t609
  %t611 = sub i64 %t610, 1
  %t612 = add i64 %t611, 1
  %t613 = mul i64 %t612, %size.K
  %t614 = mul i64 %t590, %t613
  %t615 = add i64 %t606, %t614
  %t616 = mul i64 %t591, %size.K
  %t617 = add i64 %t615, %t616
  %t618 = add i64 %t617, %t61
  %t619 = getelementptr float, ptr %buf.y, i64 %t618
  %t620 = load i64, ptr %c167
  %t621 = load i64, ptr %c132
  %t622 = icmp ne i64 %t621, 0
  %t623 = load i64, ptr %c165
  %t627 = icmp eq i64 %t66, 1
  br i1 %t627, label %nv1625, label %nvnext626
nv1625:
  br i1 %t622, label %border629, label %plain628
plain628:
  call void @"jr.dc.conv2d_nhwc_panels.1p"(ptr %t36, i64 %t620, i64 %t623, ptr %t120, i64 %size.P, ptr %t619, i64 %size.K, i64 %t129, i1 %t84, ptr %t38, <16 x i1> %t70)
  br label %called624
border629:
  call void @"jr.dc.conv2d_nhwc_panels.1b"(ptr %t36, i64 %t620, i64 %t623, ptr %t120, i64 %size.P, ptr %t619, i64 %size.K, i64 %t129, i1 %t84, ptr %t38, <16 x i1> %t70)
  br label %called624
nvnext626:
  %t632 = icmp eq i64 %t66, 2
  br i1 %t632, label %nv2630, label %nvnext631
nv2630:
  br i1 %t622, label %border634, label %plain633
plain633:
  call void @"jr.dc.conv2d_nhwc_panels.2p"(ptr %t36, i64 %t620, i64 %t623, ptr %t120, i64 %size.P, ptr %t619, i64 %size.K, i64 %t129, i1 %t84, ptr %t38, <16 x i1> %t70)
  br label %called624
border634:
  call void @"jr.dc.conv2d_nhwc_panels.2b"(ptr %t36, i64 %t620, i64 %t623, ptr %t120, i64 %size.P, ptr %t619, i64 %size.K, i64 %t129, i1 %t84, ptr %t38, <16 x i1> %t70)
  br label %called624
nvnext631:
  %t637 = icmp eq i64 %t66, 3
  br i1 %t637, label %nv3635, label %nvnext636
nv3635:
  br i1 %t622, label %border639, label %plain638
plain638:
  call void @"jr.dc.conv2d_nhwc_panels.3p"(ptr %t36, i64 %t620, i64 %t623, ptr %t120, i64 %size.P, ptr %t619, i64 %size.K, i64 %t129, i1 %t84, ptr %t38, <16 x i1> %t70)
  br label %called624
border639:
  call void @"jr.dc.conv2d_nhwc_panels.3b"(ptr %t36, i64 %t620, i64 %t623, ptr %t120, i64 %size.P, ptr %t619, i64 %size.K, i64 %t129, i1 %t84, ptr %t38, <16 x i1> %t70)
  br label %called624
nvnext636:
  %t642 = icmp eq i64 %t66, 4
  br i1 %t642, label %nv4640, label %nvnext641
nv4640:
  br i1 %t622, label %border644, label %plain643
plain643:
  call void @"jr.dc.conv2d_nhwc_panels.4p"(ptr %t36, i64 %t620, i64 %t623, ptr %t120, i64 %size.P, ptr %t619, i64 %size.K, i64 %t129, i1 %t84, ptr %t38, <16 x i1> %t70)
  br label %called624
border644:
  call void @"jr.dc.conv2d_nhwc_panels.4b"(ptr %t36, i64 %t620, i64 %t623, ptr %t120, i64 %size.P, ptr %t619, i64 %size.K, i64 %t129, i1 %t84, ptr %t38, <16 x i1> %t70)
  br label %called624
nvnext641:
  br label %called624
called624:
  br i1 %t85, label %finish645, label %finished646
finish645:
  %t647 = add i64 %i125, %t129
  store i64 %i125, ptr %c648
  br label %head649
head649:
  %i652 = load i64, ptr %c648
  %t653 = icmp slt i64 %i652, %t647
  br i1 %t653, label %body650, label %done651
body650:
  %t654 = sdiv i64 %i652, %t12
  %t655 = srem i64 %i652, %t12
  store i64 0, ptr %c656
  br label %head657
head657:
  %i660 = load i64, ptr %c656
  %t661 = icmp slt i64 %i660, %t66
  br i1 %t661, label %body658, label %done659
body658:
  %t662 = mul i64 %i660, 16
  %t663 = add i64 %t61, %t662
  %t664 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t663, i64 %size.K)
  %t665 = add i64 %size.H, 1
  %t666 = add i64 %t665, 1
  %t667 = sub i64 %size.R, 1
  %t668 = sub i64 %t666, %t667
  %t669 = sub i64 %t668, 1
  %t670 = add i64 %t669, 1
  %t671 = add i64 %size.W, 1
  %t672 = add i64 %t671, 1
  %t673 = sub i64 %size.S, 1
  %t674 = sub i64 %t672, %t673
  %t675 = sub i64 %t674, 1
  %t676 = add i64 %t675, 1
  %t677 = mul i64 %t670, %t676
  %t678 = mul i64 %t677, %size.K
  %t679 = mul i64 %t57, %t678
  %t680 = add i64 %size.W, 1
  %t681 = add i64 %t680, 1
  %t682 = sub i64 %size.S, 1
  %t683 = sub i64 %t681, %t682
  %t684 = sub i64 %t683, 1
  %t685 = add i64 %t684, 1
  %t686 = mul i64 %t685, %size.K
  %t687 = mul i64 %t654, %t686
  %t688 = add i64 %t679, %t687
  %t689 = mul i64 %t655, %size.K
  %t690 = add i64 %t688, %t689
  %t691 = add i64 %t690, %t663
  %t692 = getelementptr float, ptr %buf.y, i64 %t691
  %t693 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t692, <16 x i1> %t664, <16 x float> zeroinitializer)
  %p694 = getelementptr float, ptr %buf.b, i64 %t663
  %ld695 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p694, <16 x i1> %t664, <16 x float> zeroinitializer)
  %v696 = fadd contract <16 x float> %ld695, %t693
  %v697 = add i64 %size.H, 1
  %v698 = add i64 %v697, 1
  %v699 = sub i64 %size.R, 1
  %v700 = sub i64 %v698, %v699
  %v701 = sub i64 %v700, 1
  %v702 = add i64 %v701, 1
  %v703 = mul i64 %t57, %v702
  %v704 = add i64 %v703, %t654
  %v705 = add i64 %size.W, 1
  %v706 = add i64 %v705, 1
  %v707 = sub i64 %size.S, 1
  %v708 = sub i64 %v706, %v707
  %v709 = sub i64 %v708, 1
  %v710 = add i64 %v709, 1
  %v711 = mul i64 %v704, %v710
  %v712 = add i64 %v711, %t655
  %v713 = mul i64 %v712, %size.K
  %v714 = add i64 %v713, %t663
  %p715 = getelementptr float, ptr %buf.y, i64 %v714
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v696, ptr align 4 %p715, <16 x i1> %t664)
  %t716 = add nsw i64 %i660, 1
  store i64 %t716, ptr %c656
  br label %head657
done659:
  %t717 = add nsw i64 %i652, 1
  store i64 %t717, ptr %c648
  br label %head649
done651:
  br label %finished646
finished646:
  %t718 = add nsw i64 %i125, 6
  store i64 %t718, ptr %c121
  br label %head122
done124:
  store i64 %t83, ptr %c75
  br label %tbhead76
tbdone78:
  %t719 = add nsw i64 %i55, 1
  store i64 %t719, ptr %c51
  br label %head52
done54:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
