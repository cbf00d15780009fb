
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare float @llvm.maximum.f32(float, float)

declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %k.addr.9 = alloca i64, align 64
  %acc15 = alloca <16 x float>, align 64
  %acc16 = alloca <16 x float>, align 64
  %acc17 = alloca <16 x float>, align 64
  %acc18 = alloca <16 x float>, align 64
  %r.addr.19 = alloca i64, align 64
  %s.addr.25 = alloca i64, align 64
  %c.addr.31 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %k.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %k.addr.9
  %v14 = icmp slt i64 %i13, %size.K
  br i1 %v14, label %body11, label %exit12
body11:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc15
  store <16 x float> splat (float 0x0000000000000000), ptr %acc16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc17
  store <16 x float> splat (float 0x0000000000000000), ptr %acc18
  store i64 0, ptr %r.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %r.addr.19
  %v24 = icmp slt i64 %i23, 1
  br i1 %v24, label %body21, label %exit22
body21:
  store i64 0, ptr %s.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %s.addr.25
  %v30 = icmp slt i64 %i29, 1
  br i1 %v30, label %body27, label %exit28
body27:
  store i64 0, ptr %c.addr.31
  %v32 = sub i64 %size.C, 64
  br label %cond33
cond33:
  %i36 = load i64, ptr %c.addr.31
  %v37 = icmp sle i64 %i36, %v32
  br i1 %v37, label %body34, label %exit35
body34:
  %v38 = icmp sge i64 %i23, 0
  %v39 = icmp slt i64 %i23, 1
  %v40 = and i1 %v38, %v39
  %v41 = icmp sge i64 %i29, 0
  %v42 = icmp slt i64 %i29, 1
  %v43 = and i1 %v41, %v42
  %v44 = and i1 %v40, %v43
  %v45 = add i64 %i7, %i23
  %v46 = add i64 %v45, %i29
  %v47 = mul i64 %v46, %size.C
  %v48 = add i64 %v47, %i36
  %p49 = getelementptr float, ptr %buf.x, i64 %v48
  %ins50 = insertelement <16 x i1> poison, i1 %v44, i64 0
  %splat51 = shufflevector <16 x i1> %ins50, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld52 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p49, <16 x i1> %splat51, <16 x float> zeroinitializer)
  %v53 = sdiv i64 %i13, %size.P
  %v54 = srem i64 %i13, %size.P
  %v55 = icmp ne i64 %v54, 0
  %v56 = icmp slt i64 %v54, 0
  %v57 = icmp slt i64 %size.P, 0
  %v58 = xor i1 %v56, %v57
  %v59 = and i1 %v55, %v58
  %v60 = zext i1 %v59 to i64
  %v61 = sub i64 %v53, %v60
  %v62 = icmp sge i64 %v61, 0
  %v63 = icmp slt i64 %v61, 1
  %v64 = and i1 %v62, %v63
  %v65 = sdiv i64 %i13, %size.P
  %v66 = srem i64 %i13, %size.P
  %v67 = icmp ne i64 %v66, 0
  %v68 = icmp slt i64 %v66, 0
  %v69 = icmp slt i64 %size.P, 0
  %v70 = xor i1 %v68, %v69
  %v71 = and i1 %v67, %v70
  %v72 = add i64 %v66, %size.P
  %v73 = select i1 %v71, i64 %v72, i64 %v66
  %v74 = icmp sge i64 %v73, 0
  %v75 = icmp slt i64 %v73, %size.P
  %v76 = and i1 %v74, %v75
  %v77 = and i1 %v64, %v76
  %v78 = sdiv i64 %i13, %size.P
  %v79 = srem i64 %i13, %size.P
  %v80 = icmp ne i64 %v79, 0
  %v81 = icmp slt i64 %v79, 0
  %v82 = icmp slt i64 %size.P, 0
  %v83 = xor i1 %v81, %v82
  %v84 = and i1 %v80, %v83
  %v85 = zext i1 %v84 to i64
  %v86 = sub i64 %v78, %v85
  %v87 = add i64 %v86, %i23
  %v88 = add i64 %v87, %i29
  %v89 = mul i64 %v88, %size.C
  %ins90 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat91 = shufflevector <16 x i64> %ins90, <16 x i64> poison, <16 x i32> zeroinitializer
  %step92 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane93 = add <16 x i64> %splat91, %step92
  %ins94 = insertelement <16 x i64> poison, i64 %v89, i64 0
  %splat95 = shufflevector <16 x i64> %ins94, <16 x i64> poison, <16 x i32> zeroinitializer
  %v96 = add <16 x i64> %splat95, %lane93
  %ins97 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat98 = shufflevector <16 x i64> %ins97, <16 x i64> poison, <16 x i32> zeroinitializer
  %v99 = mul <16 x i64> %v96, %splat98
  %v100 = sdiv i64 %i13, %size.P
  %v101 = srem i64 %i13, %size.P
  %v102 = icmp ne i64 %v101, 0
  %v103 = icmp slt i64 %v101, 0
  %v104 = icmp slt i64 %size.P, 0
  %v105 = xor i1 %v103, %v104
  %v106 = and i1 %v102, %v105
  %v107 = add i64 %v101, %size.P
  %v108 = select i1 %v106, i64 %v107, i64 %v101
  %ins109 = insertelement <16 x i64> poison, i64 %v108, i64 0
  %splat110 = shufflevector <16 x i64> %ins109, <16 x i64> poison, <16 x i32> zeroinitializer
  %v111 = add <16 x i64> %v99, %splat110
  %ps112 = getelementptr float, ptr %buf.w, <16 x i64> %v111
  %ins113 = insertelement <16 x i1> poison, i1 %v77, i64 0
  %splat114 = shufflevector <16 x i1> %ins113, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld115 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps112, <16 x i1> %splat114, <16 x float> zeroinitializer)
  %v116 = fmul contract <16 x float> %ld52, %ld115
  %v117 = icmp sge i64 %i23, 0
  %v118 = icmp slt i64 %i23, 1
  %v119 = and i1 %v117, %v118
  %v120 = icmp sge i64 %i29, 0
  %v121 = icmp slt i64 %i29, 1
  %v122 = and i1 %v120, %v121
  %v123 = and i1 %v119, %v122
  %v124 = sdiv i64 %i13, %size.P
  %v125 = srem i64 %i13, %size.P
  %v126 = icmp ne i64 %v125, 0
  %v127 = icmp slt i64 %v125, 0
  %v128 = icmp slt i64 %size.P, 0
  %v129 = xor i1 %v127, %v128
  %v130 = and i1 %v126, %v129
  %v131 = zext i1 %v130 to i64
  %v132 = sub i64 %v124, %v131
  %v133 = icmp sge i64 %v132, 0
  %v134 = icmp slt i64 %v132, 1
  %v135 = and i1 %v133, %v134
  %v136 = sdiv i64 %i13, %size.P
  %v137 = srem i64 %i13, %size.P
  %v138 = icmp ne i64 %v137, 0
  %v139 = icmp slt i64 %v137, 0
  %v140 = icmp slt i64 %size.P, 0
  %v141 = xor i1 %v139, %v140
  %v142 = and i1 %v138, %v141
  %v143 = add i64 %v137, %size.P
  %v144 = select i1 %v142, i64 %v143, i64 %v137
  %v145 = icmp sge i64 %v144, 0
  %v146 = icmp slt i64 %v144, %size.P
  %v147 = and i1 %v145, %v146
  %v148 = and i1 %v135, %v147
  %v149 = and i1 %v123, %v148
  %old150 = load <16 x float>, ptr %acc15
  %v151 = fadd <16 x float> %old150, %v116
  %ins152 = insertelement <16 x i1> poison, i1 %v149, i64 0
  %splat153 = shufflevector <16 x i1> %ins152, <16 x i1> poison, <16 x i32> zeroinitializer
  %v154 = select <16 x i1> %splat153, <16 x float> %v151, <16 x float> %old150
  store <16 x float> %v154, ptr %acc15
  %v155 = add nsw i64 %i36, 16
  %v156 = icmp sge i64 %i23, 0
  %v157 = icmp slt i64 %i23, 1
  %v158 = and i1 %v156, %v157
  %v159 = icmp sge i64 %i29, 0
  %v160 = icmp slt i64 %i29, 1
  %v161 = and i1 %v159, %v160
  %v162 = and i1 %v158, %v161
  %v163 = add i64 %i7, %i23
  %v164 = add i64 %v163, %i29
  %v165 = mul i64 %v164, %size.C
  %v166 = add i64 %v165, %v155
  %p167 = getelementptr float, ptr %buf.x, i64 %v166
  %ins168 = insertelement <16 x i1> poison, i1 %v162, i64 0
  %splat169 = shufflevector <16 x i1> %ins168, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld170 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p167, <16 x i1> %splat169, <16 x float> zeroinitializer)
  %v171 = sdiv i64 %i13, %size.P
  %v172 = srem i64 %i13, %size.P
  %v173 = icmp ne i64 %v172, 0
  %v174 = icmp slt i64 %v172, 0
  %v175 = icmp slt i64 %size.P, 0
  %v176 = xor i1 %v174, %v175
  %v177 = and i1 %v173, %v176
  %v178 = zext i1 %v177 to i64
  %v179 = sub i64 %v171, %v178
  %v180 = icmp sge i64 %v179, 0
  %v181 = icmp slt i64 %v179, 1
  %v182 = and i1 %v180, %v181
  %v183 = sdiv i64 %i13, %size.P
  %v184 = srem i64 %i13, %size.P
  %v185 = icmp ne i64 %v184, 0
  %v186 = icmp slt i64 %v184, 0
  %v187 = icmp slt i64 %size.P, 0
  %v188 = xor i1 %v186, %v187
  %v189 = and i1 %v185, %v188
  %v190 = add i64 %v184, %size.P
  %v191 = select i1 %v189, i64 %v190, i64 %v184
  %v192 = icmp sge i64 %v191, 0
  %v193 = icmp slt i64 %v191, %size.P
  %v194 = and i1 %v192, %v193
  %v195 = and i1 %v182, %v194
  %v196 = sdiv i64 %i13, %size.P
  %v197 = srem i64 %i13, %size.P
  %v198 = icmp ne i64 %v197, 0
  %v199 = icmp slt i64 %v197, 0
  %v200 = icmp slt i64 %size.P, 0
  %v201 = xor i1 %v199, %v200
  %v202 = and i1 %v198, %v201
  %v203 = zext i1 %v202 to i64
  %v204 = sub i64 %v196, %v203
  %v205 = add i64 %v204, %i23
  %v206 = add i64 %v205, %i29
  %v207 = mul i64 %v206, %size.C
  %ins208 = insertelement <16 x i64> poison, i64 %v155, i64 0
  %splat209 = shufflevector <16 x i64> %ins208, <16 x i64> poison, <16 x i32> zeroinitializer
  %step210 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane211 = add <16 x i64> %splat209, %step210
  %ins212 = insertelement <16 x i64> poison, i64 %v207, i64 0
  %splat213 = shufflevector <16 x i64> %ins212, <16 x i64> poison, <16 x i32> zeroinitializer
  %v214 = add <16 x i64> %splat213, %lane211
  %ins215 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat216 = shufflevector <16 x i64> %ins215, <16 x i64> poison, <16 x i32> zeroinitializer
  %v217 = mul <16 x i64> %v214, %splat216
  %v218 = sdiv i64 %i13, %size.P
  %v219 = srem i64 %i13, %size.P
  %v220 = icmp ne i64 %v219, 0
  %v221 = icmp slt i64 %v219, 0
  %v222 = icmp slt i64 %size.P, 0
  %v223 = xor i1 %v221, %v222
  %v224 = and i1 %v220, %v223
  %v225 = add i64 %v219, %size.P
  %v226 = select i1 %v224, i64 %v225, i64 %v219
  %ins227 = insertelement <16 x i64> poison, i64 %v226, i64 0
  %splat228 = shufflevector <16 x i64> %ins227, <16 x i64> poison, <16 x i32> zeroinitializer
  %v229 = add <16 x i64> %v217, %splat228
  %ps230 = getelementptr float, ptr %buf.w, <16 x i64> %v229
  %ins231 = insertelement <16 x i1> poison, i1 %v195, i64 0
  %splat232 = shufflevector <16 x i1> %ins231, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld233 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps230, <16 x i1> %splat232, <16 x float> zeroinitializer)
  %v234 = fmul contract <16 x float> %ld170, %ld233
  %v235 = icmp sge i64 %i23, 0
  %v236 = icmp slt i64 %i23, 1
  %v237 = and i1 %v235, %v236
  %v238 = icmp sge i64 %i29, 0
  %v239 = icmp slt i64 %i29, 1
  %v240 = and i1 %v238, %v239
  %v241 = and i1 %v237, %v240
  %v242 = sdiv i64 %i13, %size.P
  %v243 = srem i64 %i13, %size.P
  %v244 = icmp ne i64 %v243, 0
  %v245 = icmp slt i64 %v243, 0
  %v246 = icmp slt i64 %size.P, 0
  %v247 = xor i1 %v245, %v246
  %v248 = and i1 %v244, %v247
  %v249 = zext i1 %v248 to i64
  %v250 = sub i64 %v242, %v249
  %v251 = icmp sge i64 %v250, 0
  %v252 = icmp slt i64 %v250, 1
  %v253 = and i1 %v251, %v252
  %v254 = sdiv i64 %i13, %size.P
  %v255 = srem i64 %i13, %size.P
  %v256 = icmp ne i64 %v255, 0
  %v257 = icmp slt i64 %v255, 0
  %v258 = icmp slt i64 %size.P, 0
  %v259 = xor i1 %v257, %v258
  %v260 = and i1 %v256, %v259
  %v261 = add i64 %v255, %size.P
  %v262 = select i1 %v260, i64 %v261, i64 %v255
  %v263 = icmp sge i64 %v262, 0
  %v264 = icmp slt i64 %v262, %size.P
  %v265 = and i1 %v263, %v264
  %v266 = and i1 %v253, %v265
  %v267 = and i1 %v241, %v266
  %old268 = load <16 x float>, ptr %acc16
  %v269 = fadd <16 x float> %old268, %v234
  %ins270 = insertelement <16 x i1> poison, i1 %v267, i64 0
  %splat271 = shufflevector <16 x i1> %ins270, <16 x i1> poison, <16 x i32> zeroinitializer
  %v272 = select <16 x i1> %splat271, <16 x float> %v269, <16 x float> %old268
  store <16 x float> %v272, ptr %acc16
  %v273 = add nsw i64 %i36, 32
  %v274 = icmp sge i64 %i23, 0
  %v275 = icmp slt i64 %i23, 1
  %v276 = and i1 %v274, %v275
  %v277 = icmp sge i64 %i29, 0
  %v278 = icmp slt i64 %i29, 1
  %v279 = and i1 %v277, %v278
  %v280 = and i1 %v276, %v279
  %v281 = add i64 %i7, %i23
  %v282 = add i64 %v281, %i29
  %v283 = mul i64 %v282, %size.C
  %v284 = add i64 %v283, %v273
  %p285 = getelementptr float, ptr %buf.x, i64 %v284
  %ins286 = insertelement <16 x i1> poison, i1 %v280, i64 0
  %splat287 = shufflevector <16 x i1> %ins286, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld288 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p285, <16 x i1> %splat287, <16 x float> zeroinitializer)
  %v289 = sdiv i64 %i13, %size.P
  %v290 = srem i64 %i13, %size.P
  %v291 = icmp ne i64 %v290, 0
  %v292 = icmp slt i64 %v290, 0
  %v293 = icmp slt i64 %size.P, 0
  %v294 = xor i1 %v292, %v293
  %v295 = and i1 %v291, %v294
  %v296 = zext i1 %v295 to i64
  %v297 = sub i64 %v289, %v296
  %v298 = icmp sge i64 %v297, 0
  %v299 = icmp slt i64 %v297, 1
  %v300 = and i1 %v298, %v299
  %v301 = sdiv i64 %i13, %size.P
  %v302 = srem i64 %i13, %size.P
  %v303 = icmp ne i64 %v302, 0
  %v304 = icmp slt i64 %v302, 0
  %v305 = icmp slt i64 %size.P, 0
  %v306 = xor i1 %v304, %v305
  %v307 = and i1 %v303, %v306
  %v308 = add i64 %v302, %size.P
  %v309 = select i1 %v307, i64 %v308, i64 %v302
  %v310 = icmp sge i64 %v309, 0
  %v311 = icmp slt i64 %v309, %size.P
  %v312 = and i1 %v310, %v311
  %v313 = and i1 %v300, %v312
  %v314 = sdiv i64 %i13, %size.P
  %v315 = srem i64 %i13, %size.P
  %v316 = icmp ne i64 %v315, 0
  %v317 = icmp slt i64 %v315, 0
  %v318 = icmp slt i64 %size.P, 0
  %v319 = xor i1 %v317, %v318
  %v320 = and i1 %v316, %v319
  %v321 = zext i1 %v320 to i64
  %v322 = sub i64 %v314, %v321
  %v323 = add i64 %v322, %i23
  %v324 = add i64 %v323, %i29
  %v325 = mul i64 %v324, %size.C
  %ins326 = insertelement <16 x i64> poison, i64 %v273, i64 0
  %splat327 = shufflevector <16 x i64> %ins326, <16 x i64> poison, <16 x i32> zeroinitializer
  %step328 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane329 = add <16 x i64> %splat327, %step328
  %ins330 = insertelement <16 x i64> poison, i64 %v325, i64 0
  %splat331 = shufflevector <16 x i64> %ins330, <16 x i64> poison, <16 x i32> zeroinitializer
  %v332 = add <16 x i64> %splat331, %lane329
  %ins333 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat334 = shufflevector <16 x i64> %ins333, <16 x i64> poison, <16 x i32> zeroinitializer
  %v335 = mul <16 x i64> %v332, %splat334
  %v336 = sdiv i64 %i13, %size.P
  %v337 = srem i64 %i13, %size.P
  %v338 = icmp ne i64 %v337, 0
  %v339 = icmp slt i64 %v337, 0
  %v340 = icmp slt i64 %size.P, 0
  %v341 = xor i1 %v339, %v340
  %v342 = and i1 %v338, %v341
  %v343 = add i64 %v337, %size.P
  %v344 = select i1 %v342, i64 %v343, i64 %v337
  %ins345 = insertelement <16 x i64> poison, i64 %v344, i64 0
  %splat346 = shufflevector <16 x i64> %ins345, <16 x i64> poison, <16 x i32> zeroinitializer
  %v347 = add <16 x i64> %v335, %splat346
  %ps348 = getelementptr float, ptr %buf.w, <16 x i64> %v347
  %ins349 = insertelement <16 x i1> poison, i1 %v313, i64 0
  %splat350 = shufflevector <16 x i1> %ins349, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld351 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps348, <16 x i1> %splat350, <16 x float> zeroinitializer)
  %v352 = fmul contract <16 x float> %ld288, %ld351
  %v353 = icmp sge i64 %i23, 0
  %v354 = icmp slt i64 %i23, 1
  %v355 = and i1 %v353, %v354
  %v356 = icmp sge i64 %i29, 0
  %v357 = icmp slt i64 %i29, 1
  %v358 = and i1 %v356, %v357
  %v359 = and i1 %v355, %v358
  %v360 = sdiv i64 %i13, %size.P
  %v361 = srem i64 %i13, %size.P
  %v362 = icmp ne i64 %v361, 0
  %v363 = icmp slt i64 %v361, 0
  %v364 = icmp slt i64 %size.P, 0
  %v365 = xor i1 %v363, %v364
  %v366 = and i1 %v362, %v365
  %v367 = zext i1 %v366 to i64
  %v368 = sub i64 %v360, %v367
  %v369 = icmp sge i64 %v368, 0
  %v370 = icmp slt i64 %v368, 1
  %v371 = and i1 %v369, %v370
  %v372 = sdiv i64 %i13, %size.P
  %v373 = srem i64 %i13, %size.P
  %v374 = icmp ne i64 %v373, 0
  %v375 = icmp slt i64 %v373, 0
  %v376 = icmp slt i64 %size.P, 0
  %v377 = xor i1 %v375, %v376
  %v378 = and i1 %v374, %v377
  %v379 = add i64 %v373, %size.P
  %v380 = select i1 %v378, i64 %v379, i64 %v373
  %v381 = icmp sge i64 %v380, 0
  %v382 = icmp slt i64 %v380, %size.P
  %v383 = and i1 %v381, %v382
  %v384 = and i1 %v371, %v383
  %v385 = and i1 %v359, %v384
  %old386 = load <16 x float>, ptr %acc17
  %v387 = fadd <16 x float> %old386, %v352
  %ins388 = insertelement <16 x i1> poison, i1 %v385, i64 0
  %splat389 = shufflevector <16 x i1> %ins388, <16 x i1> poison, <16 x i32> zeroinitializer
  %v390 = select <16 x i1> %splat389, <16 x float> %v387, <16 x float> %old386
  store <16 x float> %v390, ptr %acc17
  %v391 = add nsw i64 %i36, 48
  %v392 = icmp sge i64 %i23, 0
  %v393 = icmp slt i64 %i23, 1
  %v394 = and i1 %v392, %v393
  %v395 = icmp sge i64 %i29, 0
  %v396 = icmp slt i64 %i29, 1
  %v397 = and i1 %v395, %v396
  %v398 = and i1 %v394, %v397
  %v399 = add i64 %i7, %i23
  %v400 = add i64 %v399, %i29
  %v401 = mul i64 %v400, %size.C
  %v402 = add i64 %v401, %v391
  %p403 = getelementptr float, ptr %buf.x, i64 %v402
  %ins404 = insertelement <16 x i1> poison, i1 %v398, i64 0
  %splat405 = shufflevector <16 x i1> %ins404, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld406 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p403, <16 x i1> %splat405, <16 x float> zeroinitializer)
  %v407 = sdiv i64 %i13, %size.P
  %v408 = srem i64 %i13, %size.P
  %v409 = icmp ne i64 %v408, 0
  %v410 = icmp slt i64 %v408, 0
  %v411 = icmp slt i64 %size.P, 0
  %v412 = xor i1 %v410, %v411
  %v413 = and i1 %v409, %v412
  %v414 = zext i1 %v413 to i64
  %v415 = sub i64 %v407, %v414
  %v416 = icmp sge i64 %v415, 0
  %v417 = icmp slt i64 %v415, 1
  %v418 = and i1 %v416, %v417
  %v419 = sdiv i64 %i13, %size.P
  %v420 = srem i64 %i13, %size.P
  %v421 = icmp ne i64 %v420, 0
  %v422 = icmp slt i64 %v420, 0
  %v423 = icmp slt i64 %size.P, 0
  %v424 = xor i1 %v422, %v423
  %v425 = and i1 %v421, %v424
  %v426 = add i64 %v420, %size.P
  %v427 = select i1 %v425, i64 %v426, i64 %v420
  %v428 = icmp sge i64 %v427, 0
  %v429 = icmp slt i64 %v427, %size.P
  %v430 = and i1 %v428, %v429
  %v431 = and i1 %v418, %v430
  %v432 = sdiv i64 %i13, %size.P
  %v433 = srem i64 %i13, %size.P
  %v434 = icmp ne i64 %v433, 0
  %v435 = icmp slt i64 %v433, 0
  %v436 = icmp slt i64 %size.P, 0
  %v437 = xor i1 %v435, %v436
  %v438 = and i1 %v434, %v437
  %v439 = zext i1 %v438 to i64
  %v440 = sub i64 %v432, %v439
  %v441 = add i64 %v440, %i23
  %v442 = add i64 %v441, %i29
  %v443 = mul i64 %v442, %size.C
  %ins444 = insertelement <16 x i64> poison, i64 %v391, i64 0
  %splat445 = shufflevector <16 x i64> %ins444, <16 x i64> poison, <16 x i32> zeroinitializer
  %step446 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane447 = add <16 x i64> %splat445, %step446
  %ins448 = insertelement <16 x i64> poison, i64 %v443, i64 0
  %splat449 = shufflevector <16 x i64> %ins448, <16 x i64> poison, <16 x i32> zeroinitializer
  %v450 = add <16 x i64> %splat449, %lane447
  %ins451 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat452 = shufflevector <16 x i64> %ins451, <16 x i64> poison, <16 x i32> zeroinitializer
  %v453 = mul <16 x i64> %v450, %splat452
  %v454 = sdiv i64 %i13, %size.P
  %v455 = srem i64 %i13, %size.P
  %v456 = icmp ne i64 %v455, 0
  %v457 = icmp slt i64 %v455, 0
  %v458 = icmp slt i64 %size.P, 0
  %v459 = xor i1 %v457, %v458
  %v460 = and i1 %v456, %v459
  %v461 = add i64 %v455, %size.P
  %v462 = select i1 %v460, i64 %v461, i64 %v455
  %ins463 = insertelement <16 x i64> poison, i64 %v462, i64 0
  %splat464 = shufflevector <16 x i64> %ins463, <16 x i64> poison, <16 x i32> zeroinitializer
  %v465 = add <16 x i64> %v453, %splat464
  %ps466 = getelementptr float, ptr %buf.w, <16 x i64> %v465
  %ins467 = insertelement <16 x i1> poison, i1 %v431, i64 0
  %splat468 = shufflevector <16 x i1> %ins467, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld469 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps466, <16 x i1> %splat468, <16 x float> zeroinitializer)
  %v470 = fmul contract <16 x float> %ld406, %ld469
  %v471 = icmp sge i64 %i23, 0
  %v472 = icmp slt i64 %i23, 1
  %v473 = and i1 %v471, %v472
  %v474 = icmp sge i64 %i29, 0
  %v475 = icmp slt i64 %i29, 1
  %v476 = and i1 %v474, %v475
  %v477 = and i1 %v473, %v476
  %v478 = sdiv i64 %i13, %size.P
  %v479 = srem i64 %i13, %size.P
  %v480 = icmp ne i64 %v479, 0
  %v481 = icmp slt i64 %v479, 0
  %v482 = icmp slt i64 %size.P, 0
  %v483 = xor i1 %v481, %v482
  %v484 = and i1 %v480, %v483
  %v485 = zext i1 %v484 to i64
  %v486 = sub i64 %v478, %v485
  %v487 = icmp sge i64 %v486, 0
  %v488 = icmp slt i64 %v486, 1
  %v489 = and i1 %v487, %v488
  %v490 = sdiv i64 %i13, %size.P
  %v491 = srem i64 %i13, %size.P
  %v492 = icmp ne i64 %v491, 0
  %v493 = icmp slt i64 %v491, 0
  %v494 = icmp slt i64 %size.P, 0
  %v495 = xor i1 %v493, %v494
  %v496 = and i1 %v492, %v495
  %v497 = add i64 %v491, %size.P
  %v498 = select i1 %v496, i64 %v497, i64 %v491
  %v499 = icmp sge i64 %v498, 0
  %v500 = icmp slt i64 %v498, %size.P
  %v501 = and i1 %v499, %v500
  %v502 = and i1 %v489, %v501
  %v503 = and i1 %v477, %v502
  %old504 = load <16 x float>, ptr %acc18
  %v505 = fadd <16 x float> %old504, %v470
  %ins506 = insertelement <16 x i1> poison, i1 %v503, i64 0
  %splat507 = shufflevector <16 x i1> %ins506, <16 x i1> poison, <16 x i32> zeroinitializer
  %v508 = select <16 x i1> %splat507, <16 x float> %v505, <16 x float> %old504
  store <16 x float> %v508, ptr %acc18
  %v509 = add nsw i64 %i36, 64
  store i64 %v509, ptr %c.addr.31
  br label %cond33
exit35:
  %v510 = sub i64 %size.C, 16
  br label %cond511
cond511:
  %i514 = load i64, ptr %c.addr.31
  %v515 = icmp sle i64 %i514, %v510
  br i1 %v515, label %body512, label %exit513
body512:
  %v516 = icmp sge i64 %i23, 0
  %v517 = icmp slt i64 %i23, 1
  %v518 = and i1 %v516, %v517
  %v519 = icmp sge i64 %i29, 0
  %v520 = icmp slt i64 %i29, 1
  %v521 = and i1 %v519, %v520
  %v522 = and i1 %v518, %v521
  %v523 = add i64 %i7, %i23
  %v524 = add i64 %v523, %i29
  %v525 = mul i64 %v524, %size.C
  %v526 = add i64 %v525, %i514
  %p527 = getelementptr float, ptr %buf.x, i64 %v526
  %ins528 = insertelement <16 x i1> poison, i1 %v522, i64 0
  %splat529 = shufflevector <16 x i1> %ins528, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld530 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p527, <16 x i1> %splat529, <16 x float> zeroinitializer)
  %v531 = sdiv i64 %i13, %size.P
  %v532 = srem i64 %i13, %size.P
  %v533 = icmp ne i64 %v532, 0
  %v534 = icmp slt i64 %v532, 0
  %v535 = icmp slt i64 %size.P, 0
  %v536 = xor i1 %v534, %v535
  %v537 = and i1 %v533, %v536
  %v538 = zext i1 %v537 to i64
  %v539 = sub i64 %v531, %v538
  %v540 = icmp sge i64 %v539, 0
  %v541 = icmp slt i64 %v539, 1
  %v542 = and i1 %v540, %v541
  %v543 = sdiv i64 %i13, %size.P
  %v544 = srem i64 %i13, %size.P
  %v545 = icmp ne i64 %v544, 0
  %v546 = icmp slt i64 %v544, 0
  %v547 = icmp slt i64 %size.P, 0
  %v548 = xor i1 %v546, %v547
  %v549 = and i1 %v545, %v548
  %v550 = add i64 %v544, %size.P
  %v551 = select i1 %v549, i64 %v550, i64 %v544
  %v552 = icmp sge i64 %v551, 0
  %v553 = icmp slt i64 %v551, %size.P
  %v554 = and i1 %v552, %v553
  %v555 = and i1 %v542, %v554
  %v556 = sdiv i64 %i13, %size.P
  %v557 = srem i64 %i13, %size.P
  %v558 = icmp ne i64 %v557, 0
  %v559 = icmp slt i64 %v557, 0
  %v560 = icmp slt i64 %size.P, 0
  %v561 = xor i1 %v559, %v560
  %v562 = and i1 %v558, %v561
  %v563 = zext i1 %v562 to i64
  %v564 = sub i64 %v556, %v563
  %v565 = add i64 %v564, %i23
  %v566 = add i64 %v565, %i29
  %v567 = mul i64 %v566, %size.C
  %ins568 = insertelement <16 x i64> poison, i64 %i514, i64 0
  %splat569 = shufflevector <16 x i64> %ins568, <16 x i64> poison, <16 x i32> zeroinitializer
  %step570 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane571 = add <16 x i64> %splat569, %step570
  %ins572 = insertelement <16 x i64> poison, i64 %v567, i64 0
  %splat573 = shufflevector <16 x i64> %ins572, <16 x i64> poison, <16 x i32> zeroinitializer
  %v574 = add <16 x i64> %splat573, %lane571
  %ins575 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat576 = shufflevector <16 x i64> %ins575, <16 x i64> poison, <16 x i32> zeroinitializer
  %v577 = mul <16 x i64> %v574, %splat576
  %v578 = sdiv i64 %i13, %size.P
  %v579 = srem i64 %i13, %size.P
  %v580 = icmp ne i64 %v579, 0
  %v581 = icmp slt i64 %v579, 0
  %v582 = icmp slt i64 %size.P, 0
  %v583 = xor i1 %v581, %v582
  %v584 = and i1 %v580, %v583
  %v585 = add i64 %v579, %size.P
  %v586 = select i1 %v584, i64 %v585, i64 %v579
  %ins587 = insertelement <16 x i64> poison, i64 %v586, i64 0
  %splat588 = shufflevector <16 x i64> %ins587, <16 x i64> poison, <16 x i32> zeroinitializer
  %v589 = add <16 x i64> %v577, %splat588
  %ps590 = getelementptr float, ptr %buf.w, <16 x i64> %v589
  %ins591 = insertelement <16 x i1> poison, i1 %v555, i64 0
  %splat592 = shufflevector <16 x i1> %ins591, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld593 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps590, <16 x i1> %splat592, <16 x float> zeroinitializer)
  %v594 = fmul contract <16 x float> %ld530, %ld593
  %v595 = icmp sge i64 %i23, 0
  %v596 = icmp slt i64 %i23, 1
  %v597 = and i1 %v595, %v596
  %v598 = icmp sge i64 %i29, 0
  %v599 = icmp slt i64 %i29, 1
  %v600 = and i1 %v598, %v599
  %v601 = and i1 %v597, %v600
  %v602 = sdiv i64 %i13, %size.P
  %v603 = srem i64 %i13, %size.P
  %v604 = icmp ne i64 %v603, 0
  %v605 = icmp slt i64 %v603, 0
  %v606 = icmp slt i64 %size.P, 0
  %v607 = xor i1 %v605, %v606
  %v608 = and i1 %v604, %v607
  %v609 = zext i1 %v608 to i64
  %v610 = sub i64 %v602, %v609
  %v611 = icmp sge i64 %v610, 0
  %v612 = icmp slt i64 %v610, 1
  %v613 = and i1 %v611, %v612
  %v614 = sdiv i64 %i13, %size.P
  %v615 = srem i64 %i13, %size.P
  %v616 = icmp ne i64 %v615, 0
  %v617 = icmp slt i64 %v615, 0
  %v618 = icmp slt i64 %size.P, 0
  %v619 = xor i1 %v617, %v618
  %v620 = and i1 %v616, %v619
  %v621 = add i64 %v615, %size.P
  %v622 = select i1 %v620, i64 %v621, i64 %v615
  %v623 = icmp sge i64 %v622, 0
  %v624 = icmp slt i64 %v622, %size.P
  %v625 = and i1 %v623, %v624
  %v626 = and i1 %v613, %v625
  %v627 = and i1 %v601, %v626
  %old628 = load <16 x float>, ptr %acc15
  %v629 = fadd <16 x float> %old628, %v594
  %ins630 = insertelement <16 x i1> poison, i1 %v627, i64 0
  %splat631 = shufflevector <16 x i1> %ins630, <16 x i1> poison, <16 x i32> zeroinitializer
  %v632 = select <16 x i1> %splat631, <16 x float> %v629, <16 x float> %old628
  store <16 x float> %v632, ptr %acc15
  %v633 = add nsw i64 %i514, 16
  store i64 %v633, ptr %c.addr.31
  br label %cond511
exit513:
  %i634 = load i64, ptr %c.addr.31
  %v635 = icmp slt i64 %i634, %size.C
  br i1 %v635, label %tail636, label %done637
tail636:
  %mask638 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i634, i64 %size.C)
  %v639 = icmp sge i64 %i23, 0
  %v640 = icmp slt i64 %i23, 1
  %v641 = and i1 %v639, %v640
  %v642 = icmp sge i64 %i29, 0
  %v643 = icmp slt i64 %i29, 1
  %v644 = and i1 %v642, %v643
  %v645 = and i1 %v641, %v644
  %ins646 = insertelement <16 x i1> poison, i1 %v645, i64 0
  %splat647 = shufflevector <16 x i1> %ins646, <16 x i1> poison, <16 x i32> zeroinitializer
  %v648 = and <16 x i1> %mask638, %splat647
  %v649 = add i64 %i7, %i23
  %v650 = add i64 %v649, %i29
  %v651 = mul i64 %v650, %size.C
  %v652 = add i64 %v651, %i634
  %p653 = getelementptr float, ptr %buf.x, i64 %v652
  %ld654 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p653, <16 x i1> %v648, <16 x float> zeroinitializer)
  %v655 = sdiv i64 %i13, %size.P
  %v656 = srem i64 %i13, %size.P
  %v657 = icmp ne i64 %v656, 0
  %v658 = icmp slt i64 %v656, 0
  %v659 = icmp slt i64 %size.P, 0
  %v660 = xor i1 %v658, %v659
  %v661 = and i1 %v657, %v660
  %v662 = zext i1 %v661 to i64
  %v663 = sub i64 %v655, %v662
  %v664 = icmp sge i64 %v663, 0
  %v665 = icmp slt i64 %v663, 1
  %v666 = and i1 %v664, %v665
  %v667 = sdiv i64 %i13, %size.P
  %v668 = srem i64 %i13, %size.P
  %v669 = icmp ne i64 %v668, 0
  %v670 = icmp slt i64 %v668, 0
  %v671 = icmp slt i64 %size.P, 0
  %v672 = xor i1 %v670, %v671
  %v673 = and i1 %v669, %v672
  %v674 = add i64 %v668, %size.P
  %v675 = select i1 %v673, i64 %v674, i64 %v668
  %v676 = icmp sge i64 %v675, 0
  %v677 = icmp slt i64 %v675, %size.P
  %v678 = and i1 %v676, %v677
  %v679 = and i1 %v666, %v678
  %ins680 = insertelement <16 x i1> poison, i1 %v679, i64 0
  %splat681 = shufflevector <16 x i1> %ins680, <16 x i1> poison, <16 x i32> zeroinitializer
  %v682 = and <16 x i1> %mask638, %splat681
  %v683 = sdiv i64 %i13, %size.P
  %v684 = srem i64 %i13, %size.P
  %v685 = icmp ne i64 %v684, 0
  %v686 = icmp slt i64 %v684, 0
  %v687 = icmp slt i64 %size.P, 0
  %v688 = xor i1 %v686, %v687
  %v689 = and i1 %v685, %v688
  %v690 = zext i1 %v689 to i64
  %v691 = sub i64 %v683, %v690
  %v692 = add i64 %v691, %i23
  %v693 = add i64 %v692, %i29
  %v694 = mul i64 %v693, %size.C
  %ins695 = insertelement <16 x i64> poison, i64 %i634, i64 0
  %splat696 = shufflevector <16 x i64> %ins695, <16 x i64> poison, <16 x i32> zeroinitializer
  %step697 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane698 = add <16 x i64> %splat696, %step697
  %ins699 = insertelement <16 x i64> poison, i64 %v694, i64 0
  %splat700 = shufflevector <16 x i64> %ins699, <16 x i64> poison, <16 x i32> zeroinitializer
  %v701 = add <16 x i64> %splat700, %lane698
  %ins702 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat703 = shufflevector <16 x i64> %ins702, <16 x i64> poison, <16 x i32> zeroinitializer
  %v704 = mul <16 x i64> %v701, %splat703
  %v705 = sdiv i64 %i13, %size.P
  %v706 = srem i64 %i13, %size.P
  %v707 = icmp ne i64 %v706, 0
  %v708 = icmp slt i64 %v706, 0
  %v709 = icmp slt i64 %size.P, 0
  %v710 = xor i1 %v708, %v709
  %v711 = and i1 %v707, %v710
  %v712 = add i64 %v706, %size.P
  %v713 = select i1 %v711, i64 %v712, i64 %v706
  %ins714 = insertelement <16 x i64> poison, i64 %v713, i64 0
  %splat715 = shufflevector <16 x i64> %ins714, <16 x i64> poison, <16 x i32> zeroinitializer
  %v716 = add <16 x i64> %v704, %splat715
  %ps717 = getelementptr float, ptr %buf.w, <16 x i64> %v716
  %ld718 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps717, <16 x i1> %v682, <16 x float> zeroinitializer)
  %v719 = fmul contract <16 x float> %ld654, %ld718
  %v720 = icmp sge i64 %i23, 0
  %v721 = icmp slt i64 %i23, 1
  %v722 = and i1 %v720, %v721
  %v723 = icmp sge i64 %i29, 0
  %v724 = icmp slt i64 %i29, 1
  %v725 = and i1 %v723, %v724
  %v726 = and i1 %v722, %v725
  %v727 = sdiv i64 %i13, %size.P
  %v728 = srem i64 %i13, %size.P
  %v729 = icmp ne i64 %v728, 0
  %v730 = icmp slt i64 %v728, 0
  %v731 = icmp slt i64 %size.P, 0
  %v732 = xor i1 %v730, %v731
  %v733 = and i1 %v729, %v732
  %v734 = zext i1 %v733 to i64
  %v735 = sub i64 %v727, %v734
  %v736 = icmp sge i64 %v735, 0
  %v737 = icmp slt i64 %v735, 1
  %v738 = and i1 %v736, %v737
  %v739 = sdiv i64 %i13, %size.P
  %v740 = srem i64 %i13, %size.P
  %v741 = icmp ne i64 %v740, 0
  %v742 = icmp slt i64 %v740, 0
  %v743 = icmp slt i64 %size.P, 0
  %v744 = xor i1 %v742, %v743
  %v745 = and i1 %v741, %v744
  %v746 = add i64 %v740, %size.P
  %v747 = select i1 %v745, i64 %v746, i64 %v740
  %v748 = icmp sge i64 %v747, 0
  %v749 = icmp slt i64 %v747, %size.P
  %v750 = and i1 %v748, %v749
  %v751 = and i1 %v738, %v750
  %v752 = and i1 %v726, %v751
  %ins753 = insertelement <16 x i1> poison, i1 %v752, i64 0
  %splat754 = shufflevector <16 x i1> %ins753, <16 x i1> poison, <16 x i32> zeroinitializer
  %v755 = and <16 x i1> %mask638, %splat754
  %old756 = load <16 x float>, ptr %acc15
  %v757 = fadd <16 x float> %old756, %v719
  %v758 = select <16 x i1> %v755, <16 x float> %v757, <16 x float> %old756
  store <16 x float> %v758, ptr %acc15
  br label %done637
done637:
  %v759 = add nsw i64 %i29, 1
  store i64 %v759, ptr %s.addr.25
  br label %cond26
exit28:
  %v760 = add nsw i64 %i23, 1
  store i64 %v760, ptr %r.addr.19
  br label %cond20
exit22:
  %red761 = load <16 x float>, ptr %acc15
  %red762 = load <16 x float>, ptr %acc16
  %red763 = load <16 x float>, ptr %acc17
  %red764 = load <16 x float>, ptr %acc18
  %v765 = fadd <16 x float> %red761, %red762
  %v766 = fadd <16 x float> %v765, %red763
  %v767 = fadd <16 x float> %v766, %red764
  %v768 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v767)
  %p769 = getelementptr float, ptr %buf.b, i64 %i13
  %ld770 = load float, ptr %p769, align 4
  %v771 = fadd contract float %ld770, %v768
  %v772 = call float @llvm.maximum.f32(float %v771, float 0x0000000000000000)
  %v773 = mul i64 %i7, %size.K
  %v774 = add i64 %v773, %i13
  %p775 = getelementptr float, ptr %buf.y, i64 %v774
  store float %v772, ptr %p775, align 4
  %v776 = add nsw i64 %i13, 1
  store i64 %v776, ptr %k.addr.9
  br label %cond10
exit12:
  %v777 = add nsw i64 %i7, 1
  store i64 %v777, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)


declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)


declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t212 = sdiv i64 %m0, 1
  %t213 = srem i64 %m0, 1
  %t216 = icmp slt i64 0, %t10
  br i1 %t216, label %fin214, label %finnext215
fin214:
  %t217 = add i64 %k0, 0
  %p218 = getelementptr float, ptr %buf.b, i64 %t217
  %ld219 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p218, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v220 = fadd contract <16 x float> %ld219, %t206
  %v221 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v220, <16 x float> splat (float 0x0000000000000000))
  %v222 = add i64 %n, %t212
  %v223 = add i64 %v222, %t213
  %v224 = mul i64 %v223, %size.K
  %v225 = add i64 %v224, %t217
  %p226 = getelementptr float, ptr %buf.y, i64 %v225
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v221, ptr align 4 %p226, <16 x i1> %mlast)
  br label %finnext215
finnext215:
  %t227 = add i64 %t213, 1
  %t228 = icmp sge i64 %t227, 1
  %t229 = select i1 %t228, i64 0, i64 %t227
  %t230 = zext i1 %t228 to i64
  %t231 = add i64 %t212, %t230
  %t234 = icmp slt i64 1, %t10
  br i1 %t234, label %fin232, label %finnext233
fin232:
  %t235 = add i64 %k0, 0
  %p236 = getelementptr float, ptr %buf.b, i64 %t235
  %ld237 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p236, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v238 = fadd contract <16 x float> %ld237, %t207
  %v239 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v238, <16 x float> splat (float 0x0000000000000000))
  %v240 = add i64 %n, %t231
  %v241 = add i64 %v240, %t229
  %v242 = mul i64 %v241, %size.K
  %v243 = add i64 %v242, %t235
  %p244 = getelementptr float, ptr %buf.y, i64 %v243
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v239, ptr align 4 %p244, <16 x i1> %mlast)
  br label %finnext233
finnext233:
  %t245 = add i64 %t229, 1
  %t246 = icmp sge i64 %t245, 1
  %t247 = select i1 %t246, i64 0, i64 %t245
  %t248 = zext i1 %t246 to i64
  %t249 = add i64 %t231, %t248
  %t252 = icmp slt i64 2, %t10
  br i1 %t252, label %fin250, label %finnext251
fin250:
  %t253 = add i64 %k0, 0
  %p254 = getelementptr float, ptr %buf.b, i64 %t253
  %ld255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p254, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v256 = fadd contract <16 x float> %ld255, %t208
  %v257 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v256, <16 x float> splat (float 0x0000000000000000))
  %v258 = add i64 %n, %t249
  %v259 = add i64 %v258, %t247
  %v260 = mul i64 %v259, %size.K
  %v261 = add i64 %v260, %t253
  %p262 = getelementptr float, ptr %buf.y, i64 %v261
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v257, ptr align 4 %p262, <16 x i1> %mlast)
  br label %finnext251
finnext251:
  %t263 = add i64 %t247, 1
  %t264 = icmp sge i64 %t263, 1
  %t265 = select i1 %t264, i64 0, i64 %t263
  %t266 = zext i1 %t264 to i64
  %t267 = add i64 %t249, %t266
  %t270 = icmp slt i64 3, %t10
  br i1 %t270, label %fin268, label %finnext269
fin268:
  %t271 = add i64 %k0, 0
  %p272 = getelementptr float, ptr %buf.b, i64 %t271
  %ld273 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p272, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v274 = fadd contract <16 x float> %ld273, %t209
  %v275 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v274, <16 x float> splat (float 0x0000000000000000))
  %v276 = add i64 %n, %t267
  %v277 = add i64 %v276, %t265
  %v278 = mul i64 %v277, %size.K
  %v279 = add i64 %v278, %t271
  %p280 = getelementptr float, ptr %buf.y, i64 %v279
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v275, ptr align 4 %p280, <16 x i1> %mlast)
  br label %finnext269
finnext269:
  %t281 = add i64 %t265, 1
  %t282 = icmp sge i64 %t281, 1
  %t283 = select i1 %t282, i64 0, i64 %t281
  %t284 = zext i1 %t282 to i64
  %t285 = add i64 %t267, %t284
  %t288 = icmp slt i64 4, %t10
  br i1 %t288, label %fin286, label %finnext287
fin286:
  %t289 = add i64 %k0, 0
  %p290 = getelementptr float, ptr %buf.b, i64 %t289
  %ld291 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p290, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v292 = fadd contract <16 x float> %ld291, %t210
  %v293 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v292, <16 x float> splat (float 0x0000000000000000))
  %v294 = add i64 %n, %t285
  %v295 = add i64 %v294, %t283
  %v296 = mul i64 %v295, %size.K
  %v297 = add i64 %v296, %t289
  %p298 = getelementptr float, ptr %buf.y, i64 %v297
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v293, ptr align 4 %p298, <16 x i1> %mlast)
  br label %finnext287
finnext287:
  %t299 = add i64 %t283, 1
  %t300 = icmp sge i64 %t299, 1
  %t301 = select i1 %t300, i64 0, i64 %t299
  %t302 = zext i1 %t300 to i64
  %t303 = add i64 %t285, %t302
  %t306 = icmp slt i64 5, %t10
  br i1 %t306, label %fin304, label %finnext305
fin304:
  %t307 = add i64 %k0, 0
  %p308 = getelementptr float, ptr %buf.b, i64 %t307
  %ld309 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p308, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v310 = fadd contract <16 x float> %ld309, %t211
  %v311 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v310, <16 x float> splat (float 0x0000000000000000))
  %v312 = add i64 %n, %t303
  %v313 = add i64 %v312, %t301
  %v314 = mul i64 %v313, %size.K
  %v315 = add i64 %v314, %t307
  %p316 = getelementptr float, ptr %buf.y, i64 %v315
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v311, ptr align 4 %p316, <16 x i1> %mlast)
  br label %finnext305
finnext305:
  br label %tile.next
partial:
  %t319 = icmp slt i64 0, %t10
  br i1 %t319, label %store317, label %next318
store317:
  %t320 = getelementptr float, ptr %t26, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t206, ptr align 4 %t320, <16 x i1> %mlast)
  br label %next318
next318:
  %t323 = icmp slt i64 1, %t10
  br i1 %t323, label %store321, label %next322
store321:
  %t324 = getelementptr float, ptr %t28, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t207, ptr align 4 %t324, <16 x i1> %mlast)
  br label %next322
next322:
  %t327 = icmp slt i64 2, %t10
  br i1 %t327, label %store325, label %next326
store325:
  %t328 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t208, ptr align 4 %t328, <16 x i1> %mlast)
  br label %next326
next326:
  %t331 = icmp slt i64 3, %t10
  br i1 %t331, label %store329, label %next330
store329:
  %t332 = getelementptr float, ptr %t32, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t209, ptr align 4 %t332, <16 x i1> %mlast)
  br label %next330
next330:
  %t335 = icmp slt i64 4, %t10
  br i1 %t335, label %store333, label %next334
store333:
  %t336 = getelementptr float, ptr %t34, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t210, ptr align 4 %t336, <16 x i1> %mlast)
  br label %next334
next334:
  %t339 = icmp slt i64 5, %t10
  br i1 %t339, label %store337, label %next338
store337:
  %t340 = getelementptr float, ptr %t36, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t211, ptr align 4 %t340, <16 x i1> %mlast)
  br label %next338
next338:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t341 = icmp slt i64 %j.next, %ntiles
  br i1 %t341, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t264 = sdiv i64 %m0, 1
  %t265 = srem i64 %m0, 1
  %t268 = icmp slt i64 0, %t10
  br i1 %t268, label %fin266, label %finnext267
fin266:
  %t269 = add i64 %k0, 0
  %p270 = getelementptr float, ptr %buf.b, i64 %t269
  %ld271 = load <16 x float>, ptr %p270, align 4
  %v272 = fadd contract <16 x float> %ld271, %t252
  %v273 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v272, <16 x float> splat (float 0x0000000000000000))
  %v274 = add i64 %n, %t264
  %v275 = add i64 %v274, %t265
  %v276 = mul i64 %v275, %size.K
  %v277 = add i64 %v276, %t269
  %p278 = getelementptr float, ptr %buf.y, i64 %v277
  store <16 x float> %v273, ptr %p278, align 4
  %t279 = add i64 %k0, 16
  %p280 = getelementptr float, ptr %buf.b, i64 %t279
  %ld281 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p280, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v282 = fadd contract <16 x float> %ld281, %t253
  %v283 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v282, <16 x float> splat (float 0x0000000000000000))
  %v284 = add i64 %n, %t264
  %v285 = add i64 %v284, %t265
  %v286 = mul i64 %v285, %size.K
  %v287 = add i64 %v286, %t279
  %p288 = getelementptr float, ptr %buf.y, i64 %v287
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v283, ptr align 4 %p288, <16 x i1> %mlast)
  br label %finnext267
finnext267:
  %t289 = add i64 %t265, 1
  %t290 = icmp sge i64 %t289, 1
  %t291 = select i1 %t290, i64 0, i64 %t289
  %t292 = zext i1 %t290 to i64
  %t293 = add i64 %t264, %t292
  %t296 = icmp slt i64 1, %t10
  br i1 %t296, label %fin294, label %finnext295
fin294:
  %t297 = add i64 %k0, 0
  %p298 = getelementptr float, ptr %buf.b, i64 %t297
  %ld299 = load <16 x float>, ptr %p298, align 4
  %v300 = fadd contract <16 x float> %ld299, %t254
  %v301 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v300, <16 x float> splat (float 0x0000000000000000))
  %v302 = add i64 %n, %t293
  %v303 = add i64 %v302, %t291
  %v304 = mul i64 %v303, %size.K
  %v305 = add i64 %v304, %t297
  %p306 = getelementptr float, ptr %buf.y, i64 %v305
  store <16 x float> %v301, ptr %p306, align 4
  %t307 = add i64 %k0, 16
  %p308 = getelementptr float, ptr %buf.b, i64 %t307
  %ld309 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p308, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v310 = fadd contract <16 x float> %ld309, %t255
  %v311 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v310, <16 x float> splat (float 0x0000000000000000))
  %v312 = add i64 %n, %t293
  %v313 = add i64 %v312, %t291
  %v314 = mul i64 %v313, %size.K
  %v315 = add i64 %v314, %t307
  %p316 = getelementptr float, ptr %buf.y, i64 %v315
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v311, ptr align 4 %p316, <16 x i1> %mlast)
  br label %finnext295
finnext295:
  %t317 = add i64 %t291, 1
  %t318 = icmp sge i64 %t317, 1
  %t319 = select i1 %t318, i64 0, i64 %t317
  %t320 = zext i1 %t318 to i64
  %t321 = add i64 %t293, %t320
  %t324 = icmp slt i64 2, %t10
  br i1 %t324, label %fin322, label %finnext323
fin322:
  %t325 = add i64 %k0, 0
  %p326 = getelementptr float, ptr %buf.b, i64 %t325
  %ld327 = load <16 x float>, ptr %p326, align 4
  %v328 = fadd contract <16 x float> %ld327, %t256
  %v329 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v328, <16 x float> splat (float 0x0000000000000000))
  %v330 = add i64 %n, %t321
  %v331 = add i64 %v330, %t319
  %v332 = mul i64 %v331, %size.K
  %v333 = add i64 %v332, %t325
  %p334 = getelementptr float, ptr %buf.y, i64 %v333
  store <16 x float> %v329, ptr %p334, align 4
  %t335 = add i64 %k0, 16
  %p336 = getelementptr float, ptr %buf.b, i64 %t335
  %ld337 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p336, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v338 = fadd contract <16 x float> %ld337, %t257
  %v339 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v338, <16 x float> splat (float 0x0000000000000000))
  %v340 = add i64 %n, %t321
  %v341 = add i64 %v340, %t319
  %v342 = mul i64 %v341, %size.K
  %v343 = add i64 %v342, %t335
  %p344 = getelementptr float, ptr %buf.y, i64 %v343
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v339, ptr align 4 %p344, <16 x i1> %mlast)
  br label %finnext323
finnext323:
  %t345 = add i64 %t319, 1
  %t346 = icmp sge i64 %t345, 1
  %t347 = select i1 %t346, i64 0, i64 %t345
  %t348 = zext i1 %t346 to i64
  %t349 = add i64 %t321, %t348
  %t352 = icmp slt i64 3, %t10
  br i1 %t352, label %fin350, label %finnext351
fin350:
  %t353 = add i64 %k0, 0
  %p354 = getelementptr float, ptr %buf.b, i64 %t353
  %ld355 = load <16 x float>, ptr %p354, align 4
  %v356 = fadd contract <16 x float> %ld355, %t258
  %v357 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v356, <16 x float> splat (float 0x0000000000000000))
  %v358 = add i64 %n, %t349
  %v359 = add i64 %v358, %t347
  %v360 = mul i64 %v359, %size.K
  %v361 = add i64 %v360, %t353
  %p362 = getelementptr float, ptr %buf.y, i64 %v361
  store <16 x float> %v357, ptr %p362, align 4
  %t363 = add i64 %k0, 16
  %p364 = getelementptr float, ptr %buf.b, i64 %t363
  %ld365 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p364, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v366 = fadd contract <16 x float> %ld365, %t259
  %v367 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v366, <16 x float> splat (float 0x0000000000000000))
  %v368 = add i64 %n, %t349
  %v369 = add i64 %v368, %t347
  %v370 = mul i64 %v369, %size.K
  %v371 = add i64 %v370, %t363
  %p372 = getelementptr float, ptr %buf.y, i64 %v371
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v367, ptr align 4 %p372, <16 x i1> %mlast)
  br label %finnext351
finnext351:
  %t373 = add i64 %t347, 1
  %t374 = icmp sge i64 %t373, 1
  %t375 = select i1 %t374, i64 0, i64 %t373
  %t376 = zext i1 %t374 to i64
  %t377 = add i64 %t349, %t376
  %t380 = icmp slt i64 4, %t10
  br i1 %t380, label %fin378, label %finnext379
fin378:
  %t381 = add i64 %k0, 0
  %p382 = getelementptr float, ptr %buf.b, i64 %t381
  %ld383 = load <16 x float>, ptr %p382, align 4
  %v384 = fadd contract <16 x float> %ld383, %t260
  %v385 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v384, <16 x float> splat (float 0x0000000000000000))
  %v386 = add i64 %n, %t377
  %v387 = add i64 %v386, %t375
  %v388 = mul i64 %v387, %size.K
  %v389 = add i64 %v388, %t381
  %p390 = getelementptr float, ptr %buf.y, i64 %v389
  store <16 x float> %v385, ptr %p390, align 4
  %t391 = add i64 %k0, 16
  %p392 = getelementptr float, ptr %buf.b, i64 %t391
  %ld393 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p392, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v394 = fadd contract <16 x float> %ld393, %t261
  %v395 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v394, <16 x float> splat (float 0x0000000000000000))
  %v396 = add i64 %n, %t377
  %v397 = add i64 %v396, %t375
  %v398 = mul i64 %v397, %size.K
  %v399 = add i64 %v398, %t391
  %p400 = getelementptr float, ptr %buf.y, i64 %v399
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v395, ptr align 4 %p400, <16 x i1> %mlast)
  br label %finnext379
finnext379:
  %t401 = add i64 %t375, 1
  %t402 = icmp sge i64 %t401, 1
  %t403 = select i1 %t402, i64 0, i64 %t401
  %t404 = zext i1 %t402 to i64
  %t405 = add i64 %t377, %t404
  %t408 = icmp slt i64 5, %t10
  br i1 %t408, label %fin406, label %finnext407
fin406:
  %t409 = add i64 %k0, 0
  %p410 = getelementptr float, ptr %buf.b, i64 %t409
  %ld411 = load <16 x float>, ptr %p410, align 4
  %v412 = fadd contract <16 x float> %ld411, %t262
  %v413 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v412, <16 x float> splat (float 0x0000000000000000))
  %v414 = add i64 %n, %t405
  %v415 = add i64 %v414, %t403
  %v416 = mul i64 %v415, %size.K
  %v417 = add i64 %v416, %t409
  %p418 = getelementptr float, ptr %buf.y, i64 %v417
  store <16 x float> %v413, ptr %p418, align 4
  %t419 = add i64 %k0, 16
  %p420 = getelementptr float, ptr %buf.b, i64 %t419
  %ld421 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p420, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v422 = fadd contract <16 x float> %ld421, %t263
  %v423 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v422, <16 x float> splat (float 0x0000000000000000))
  %v424 = add i64 %n, %t405
  %v425 = add i64 %v424, %t403
  %v426 = mul i64 %v425, %size.K
  %v427 = add i64 %v426, %t419
  %p428 = getelementptr float, ptr %buf.y, i64 %v427
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v423, ptr align 4 %p428, <16 x i1> %mlast)
  br label %finnext407
finnext407:
  br label %tile.next
partial:
  %t431 = icmp slt i64 0, %t10
  br i1 %t431, label %store429, label %next430
store429:
  %t432 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t252, ptr %t432, align 4
  %t433 = getelementptr float, ptr %t26, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t253, ptr align 4 %t433, <16 x i1> %mlast)
  br label %next430
next430:
  %t436 = icmp slt i64 1, %t10
  br i1 %t436, label %store434, label %next435
store434:
  %t437 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t254, ptr %t437, align 4
  %t438 = getelementptr float, ptr %t28, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t255, ptr align 4 %t438, <16 x i1> %mlast)
  br label %next435
next435:
  %t441 = icmp slt i64 2, %t10
  br i1 %t441, label %store439, label %next440
store439:
  %t442 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t256, ptr %t442, align 4
  %t443 = getelementptr float, ptr %t30, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t257, ptr align 4 %t443, <16 x i1> %mlast)
  br label %next440
next440:
  %t446 = icmp slt i64 3, %t10
  br i1 %t446, label %store444, label %next445
store444:
  %t447 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t258, ptr %t447, align 4
  %t448 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t259, ptr align 4 %t448, <16 x i1> %mlast)
  br label %next445
next445:
  %t451 = icmp slt i64 4, %t10
  br i1 %t451, label %store449, label %next450
store449:
  %t452 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t260, ptr %t452, align 4
  %t453 = getelementptr float, ptr %t34, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t261, ptr align 4 %t453, <16 x i1> %mlast)
  br label %next450
next450:
  %t456 = icmp slt i64 5, %t10
  br i1 %t456, label %store454, label %next455
store454:
  %t457 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t262, ptr %t457, align 4
  %t458 = getelementptr float, ptr %t36, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t263, ptr align 4 %t458, <16 x i1> %mlast)
  br label %next455
next455:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t459 = icmp slt i64 %j.next, %ntiles
  br i1 %t459, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t316 = sdiv i64 %m0, 1
  %t317 = srem i64 %m0, 1
  %t320 = icmp slt i64 0, %t10
  br i1 %t320, label %fin318, label %finnext319
fin318:
  %t321 = add i64 %k0, 0
  %p322 = getelementptr float, ptr %buf.b, i64 %t321
  %ld323 = load <16 x float>, ptr %p322, align 4
  %v324 = fadd contract <16 x float> %ld323, %t298
  %v325 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v324, <16 x float> splat (float 0x0000000000000000))
  %v326 = add i64 %n, %t316
  %v327 = add i64 %v326, %t317
  %v328 = mul i64 %v327, %size.K
  %v329 = add i64 %v328, %t321
  %p330 = getelementptr float, ptr %buf.y, i64 %v329
  store <16 x float> %v325, ptr %p330, align 4
  %t331 = add i64 %k0, 16
  %p332 = getelementptr float, ptr %buf.b, i64 %t331
  %ld333 = load <16 x float>, ptr %p332, align 4
  %v334 = fadd contract <16 x float> %ld333, %t299
  %v335 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v334, <16 x float> splat (float 0x0000000000000000))
  %v336 = add i64 %n, %t316
  %v337 = add i64 %v336, %t317
  %v338 = mul i64 %v337, %size.K
  %v339 = add i64 %v338, %t331
  %p340 = getelementptr float, ptr %buf.y, i64 %v339
  store <16 x float> %v335, ptr %p340, align 4
  %t341 = add i64 %k0, 32
  %p342 = getelementptr float, ptr %buf.b, i64 %t341
  %ld343 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p342, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v344 = fadd contract <16 x float> %ld343, %t300
  %v345 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v344, <16 x float> splat (float 0x0000000000000000))
  %v346 = add i64 %n, %t316
  %v347 = add i64 %v346, %t317
  %v348 = mul i64 %v347, %size.K
  %v349 = add i64 %v348, %t341
  %p350 = getelementptr float, ptr %buf.y, i64 %v349
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v345, ptr align 4 %p350, <16 x i1> %mlast)
  br label %finnext319
finnext319:
  %t351 = add i64 %t317, 1
  %t352 = icmp sge i64 %t351, 1
  %t353 = select i1 %t352, i64 0, i64 %t351
  %t354 = zext i1 %t352 to i64
  %t355 = add i64 %t316, %t354
  %t358 = icmp slt i64 1, %t10
  br i1 %t358, label %fin356, label %finnext357
fin356:
  %t359 = add i64 %k0, 0
  %p360 = getelementptr float, ptr %buf.b, i64 %t359
  %ld361 = load <16 x float>, ptr %p360, align 4
  %v362 = fadd contract <16 x float> %ld361, %t301
  %v363 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v362, <16 x float> splat (float 0x0000000000000000))
  %v364 = add i64 %n, %t355
  %v365 = add i64 %v364, %t353
  %v366 = mul i64 %v365, %size.K
  %v367 = add i64 %v366, %t359
  %p368 = getelementptr float, ptr %buf.y, i64 %v367
  store <16 x float> %v363, ptr %p368, align 4
  %t369 = add i64 %k0, 16
  %p370 = getelementptr float, ptr %buf.b, i64 %t369
  %ld371 = load <16 x float>, ptr %p370, align 4
  %v372 = fadd contract <16 x float> %ld371, %t302
  %v373 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v372, <16 x float> splat (float 0x0000000000000000))
  %v374 = add i64 %n, %t355
  %v375 = add i64 %v374, %t353
  %v376 = mul i64 %v375, %size.K
  %v377 = add i64 %v376, %t369
  %p378 = getelementptr float, ptr %buf.y, i64 %v377
  store <16 x float> %v373, ptr %p378, align 4
  %t379 = add i64 %k0, 32
  %p380 = getelementptr float, ptr %buf.b, i64 %t379
  %ld381 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p380, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v382 = fadd contract <16 x float> %ld381, %t303
  %v383 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v382, <16 x float> splat (float 0x0000000000000000))
  %v384 = add i64 %n, %t355
  %v385 = add i64 %v384, %t353
  %v386 = mul i64 %v385, %size.K
  %v387 = add i64 %v386, %t379
  %p388 = getelementptr float, ptr %buf.y, i64 %v387
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v383, ptr align 4 %p388, <16 x i1> %mlast)
  br label %finnext357
finnext357:
  %t389 = add i64 %t353, 1
  %t390 = icmp sge i64 %t389, 1
  %t391 = select i1 %t390, i64 0, i64 %t389
  %t392 = zext i1 %t390 to i64
  %t393 = add i64 %t355, %t392
  %t396 = icmp slt i64 2, %t10
  br i1 %t396, label %fin394, label %finnext395
fin394:
  %t397 = add i64 %k0, 0
  %p398 = getelementptr float, ptr %buf.b, i64 %t397
  %ld399 = load <16 x float>, ptr %p398, align 4
  %v400 = fadd contract <16 x float> %ld399, %t304
  %v401 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v400, <16 x float> splat (float 0x0000000000000000))
  %v402 = add i64 %n, %t393
  %v403 = add i64 %v402, %t391
  %v404 = mul i64 %v403, %size.K
  %v405 = add i64 %v404, %t397
  %p406 = getelementptr float, ptr %buf.y, i64 %v405
  store <16 x float> %v401, ptr %p406, align 4
  %t407 = add i64 %k0, 16
  %p408 = getelementptr float, ptr %buf.b, i64 %t407
  %ld409 = load <16 x float>, ptr %p408, align 4
  %v410 = fadd contract <16 x float> %ld409, %t305
  %v411 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v410, <16 x float> splat (float 0x0000000000000000))
  %v412 = add i64 %n, %t393
  %v413 = add i64 %v412, %t391
  %v414 = mul i64 %v413, %size.K
  %v415 = add i64 %v414, %t407
  %p416 = getelementptr float, ptr %buf.y, i64 %v415
  store <16 x float> %v411, ptr %p416, align 4
  %t417 = add i64 %k0, 32
  %p418 = getelementptr float, ptr %buf.b, i64 %t417
  %ld419 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p418, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v420 = fadd contract <16 x float> %ld419, %t306
  %v421 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v420, <16 x float> splat (float 0x0000000000000000))
  %v422 = add i64 %n, %t393
  %v423 = add i64 %v422, %t391
  %v424 = mul i64 %v423, %size.K
  %v425 = add i64 %v424, %t417
  %p426 = getelementptr float, ptr %buf.y, i64 %v425
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v421, ptr align 4 %p426, <16 x i1> %mlast)
  br label %finnext395
finnext395:
  %t427 = add i64 %t391, 1
  %t428 = icmp sge i64 %t427, 1
  %t429 = select i1 %t428, i64 0, i64 %t427
  %t430 = zext i1 %t428 to i64
  %t431 = add i64 %t393, %t430
  %t434 = icmp slt i64 3, %t10
  br i1 %t434, label %fin432, label %finnext433
fin432:
  %t435 = add i64 %k0, 0
  %p436 = getelementptr float, ptr %buf.b, i64 %t435
  %ld437 = load <16 x float>, ptr %p436, align 4
  %v438 = fadd contract <16 x float> %ld437, %t307
  %v439 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v438, <16 x float> splat (float 0x0000000000000000))
  %v440 = add i64 %n, %t431
  %v441 = add i64 %v440, %t429
  %v442 = mul i64 %v441, %size.K
  %v443 = add i64 %v442, %t435
  %p444 = getelementptr float, ptr %buf.y, i64 %v443
  store <16 x float> %v439, ptr %p444, align 4
  %t445 = add i64 %k0, 16
  %p446 = getelementptr float, ptr %buf.b, i64 %t445
  %ld447 = load <16 x float>, ptr %p446, align 4
  %v448 = fadd contract <16 x float> %ld447, %t308
  %v449 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v448, <16 x float> splat (float 0x0000000000000000))
  %v450 = add i64 %n, %t431
  %v451 = add i64 %v450, %t429
  %v452 = mul i64 %v451, %size.K
  %v453 = add i64 %v452, %t445
  %p454 = getelementptr float, ptr %buf.y, i64 %v453
  store <16 x float> %v449, ptr %p454, align 4
  %t455 = add i64 %k0, 32
  %p456 = getelementptr float, ptr %buf.b, i64 %t455
  %ld457 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p456, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v458 = fadd contract <16 x float> %ld457, %t309
  %v459 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v458, <16 x float> splat (float 0x0000000000000000))
  %v460 = add i64 %n, %t431
  %v461 = add i64 %v460, %t429
  %v462 = mul i64 %v461, %size.K
  %v463 = add i64 %v462, %t455
  %p464 = getelementptr float, ptr %buf.y, i64 %v463
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v459, ptr align 4 %p464, <16 x i1> %mlast)
  br label %finnext433
finnext433:
  %t465 = add i64 %t429, 1
  %t466 = icmp sge i64 %t465, 1
  %t467 = select i1 %t466, i64 0, i64 %t465
  %t468 = zext i1 %t466 to i64
  %t469 = add i64 %t431, %t468
  %t472 = icmp slt i64 4, %t10
  br i1 %t472, label %fin470, label %finnext471
fin470:
  %t473 = add i64 %k0, 0
  %p474 = getelementptr float, ptr %buf.b, i64 %t473
  %ld475 = load <16 x float>, ptr %p474, align 4
  %v476 = fadd contract <16 x float> %ld475, %t310
  %v477 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v476, <16 x float> splat (float 0x0000000000000000))
  %v478 = add i64 %n, %t469
  %v479 = add i64 %v478, %t467
  %v480 = mul i64 %v479, %size.K
  %v481 = add i64 %v480, %t473
  %p482 = getelementptr float, ptr %buf.y, i64 %v481
  store <16 x float> %v477, ptr %p482, align 4
  %t483 = add i64 %k0, 16
  %p484 = getelementptr float, ptr %buf.b, i64 %t483
  %ld485 = load <16 x float>, ptr %p484, align 4
  %v486 = fadd contract <16 x float> %ld485, %t311
  %v487 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v486, <16 x float> splat (float 0x0000000000000000))
  %v488 = add i64 %n, %t469
  %v489 = add i64 %v488, %t467
  %v490 = mul i64 %v489, %size.K
  %v491 = add i64 %v490, %t483
  %p492 = getelementptr float, ptr %buf.y, i64 %v491
  store <16 x float> %v487, ptr %p492, align 4
  %t493 = add i64 %k0, 32
  %p494 = getelementptr float, ptr %buf.b, i64 %t493
  %ld495 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p494, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v496 = fadd contract <16 x float> %ld495, %t312
  %v497 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v496, <16 x float> splat (float 0x0000000000000000))
  %v498 = add i64 %n, %t469
  %v499 = add i64 %v498, %t467
  %v500 = mul i64 %v499, %size.K
  %v501 = add i64 %v500, %t493
  %p502 = getelementptr float, ptr %buf.y, i64 %v501
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v497, ptr align 4 %p502, <16 x i1> %mlast)
  br label %finnext471
finnext471:
  %t503 = add i64 %t467, 1
  %t504 = icmp sge i64 %t503, 1
  %t505 = select i1 %t504, i64 0, i64 %t503
  %t506 = zext i1 %t504 to i64
  %t507 = add i64 %t469, %t506
  %t510 = icmp slt i64 5, %t10
  br i1 %t510, label %fin508, label %finnext509
fin508:
  %t511 = add i64 %k0, 0
  %p512 = getelementptr float, ptr %buf.b, i64 %t511
  %ld513 = load <16 x float>, ptr %p512, align 4
  %v514 = fadd contract <16 x float> %ld513, %t313
  %v515 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v514, <16 x float> splat (float 0x0000000000000000))
  %v516 = add i64 %n, %t507
  %v517 = add i64 %v516, %t505
  %v518 = mul i64 %v517, %size.K
  %v519 = add i64 %v518, %t511
  %p520 = getelementptr float, ptr %buf.y, i64 %v519
  store <16 x float> %v515, ptr %p520, align 4
  %t521 = add i64 %k0, 16
  %p522 = getelementptr float, ptr %buf.b, i64 %t521
  %ld523 = load <16 x float>, ptr %p522, align 4
  %v524 = fadd contract <16 x float> %ld523, %t314
  %v525 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v524, <16 x float> splat (float 0x0000000000000000))
  %v526 = add i64 %n, %t507
  %v527 = add i64 %v526, %t505
  %v528 = mul i64 %v527, %size.K
  %v529 = add i64 %v528, %t521
  %p530 = getelementptr float, ptr %buf.y, i64 %v529
  store <16 x float> %v525, ptr %p530, align 4
  %t531 = add i64 %k0, 32
  %p532 = getelementptr float, ptr %buf.b, i64 %t531
  %ld533 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p532, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v534 = fadd contract <16 x float> %ld533, %t315
  %v535 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v534, <16 x float> splat (float 0x0000000000000000))
  %v536 = add i64 %n, %t507
  %v537 = add i64 %v536, %t505
  %v538 = mul i64 %v537, %size.K
  %v539 = add i64 %v538, %t531
  %p540 = getelementptr float, ptr %buf.y, i64 %v539
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v535, ptr align 4 %p540, <16 x i1> %mlast)
  br label %finnext509
finnext509:
  br label %tile.next
partial:
  %t543 = icmp slt i64 0, %t10
  br i1 %t543, label %store541, label %next542
store541:
  %t544 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t298, ptr %t544, align 4
  %t545 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t299, ptr %t545, align 4
  %t546 = getelementptr float, ptr %t26, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t300, ptr align 4 %t546, <16 x i1> %mlast)
  br label %next542
next542:
  %t549 = icmp slt i64 1, %t10
  br i1 %t549, label %store547, label %next548
store547:
  %t550 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t301, ptr %t550, align 4
  %t551 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t302, ptr %t551, align 4
  %t552 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t303, ptr align 4 %t552, <16 x i1> %mlast)
  br label %next548
next548:
  %t555 = icmp slt i64 2, %t10
  br i1 %t555, label %store553, label %next554
store553:
  %t556 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t304, ptr %t556, align 4
  %t557 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t305, ptr %t557, align 4
  %t558 = getelementptr float, ptr %t30, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t306, ptr align 4 %t558, <16 x i1> %mlast)
  br label %next554
next554:
  %t561 = icmp slt i64 3, %t10
  br i1 %t561, label %store559, label %next560
store559:
  %t562 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t307, ptr %t562, align 4
  %t563 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t308, ptr %t563, align 4
  %t564 = getelementptr float, ptr %t32, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t309, ptr align 4 %t564, <16 x i1> %mlast)
  br label %next560
next560:
  %t567 = icmp slt i64 4, %t10
  br i1 %t567, label %store565, label %next566
store565:
  %t568 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t310, ptr %t568, align 4
  %t569 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t311, ptr %t569, align 4
  %t570 = getelementptr float, ptr %t34, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t312, ptr align 4 %t570, <16 x i1> %mlast)
  br label %next566
next566:
  %t573 = icmp slt i64 5, %t10
  br i1 %t573, label %store571, label %next572
store571:
  %t574 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t313, ptr %t574, align 4
  %t575 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t314, ptr %t575, align 4
  %t576 = getelementptr float, ptr %t36, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t315, ptr align 4 %t576, <16 x i1> %mlast)
  br label %next572
next572:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t577 = icmp slt i64 %j.next, %ntiles
  br i1 %t577, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t368 = sdiv i64 %m0, 1
  %t369 = srem i64 %m0, 1
  %t372 = icmp slt i64 0, %t10
  br i1 %t372, label %fin370, label %finnext371
fin370:
  %t373 = add i64 %k0, 0
  %p374 = getelementptr float, ptr %buf.b, i64 %t373
  %ld375 = load <16 x float>, ptr %p374, align 4
  %v376 = fadd contract <16 x float> %ld375, %t344
  %v377 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v376, <16 x float> splat (float 0x0000000000000000))
  %v378 = add i64 %n, %t368
  %v379 = add i64 %v378, %t369
  %v380 = mul i64 %v379, %size.K
  %v381 = add i64 %v380, %t373
  %p382 = getelementptr float, ptr %buf.y, i64 %v381
  store <16 x float> %v377, ptr %p382, align 4
  %t383 = add i64 %k0, 16
  %p384 = getelementptr float, ptr %buf.b, i64 %t383
  %ld385 = load <16 x float>, ptr %p384, align 4
  %v386 = fadd contract <16 x float> %ld385, %t345
  %v387 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v386, <16 x float> splat (float 0x0000000000000000))
  %v388 = add i64 %n, %t368
  %v389 = add i64 %v388, %t369
  %v390 = mul i64 %v389, %size.K
  %v391 = add i64 %v390, %t383
  %p392 = getelementptr float, ptr %buf.y, i64 %v391
  store <16 x float> %v387, ptr %p392, align 4
  %t393 = add i64 %k0, 32
  %p394 = getelementptr float, ptr %buf.b, i64 %t393
  %ld395 = load <16 x float>, ptr %p394, align 4
  %v396 = fadd contract <16 x float> %ld395, %t346
  %v397 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v396, <16 x float> splat (float 0x0000000000000000))
  %v398 = add i64 %n, %t368
  %v399 = add i64 %v398, %t369
  %v400 = mul i64 %v399, %size.K
  %v401 = add i64 %v400, %t393
  %p402 = getelementptr float, ptr %buf.y, i64 %v401
  store <16 x float> %v397, ptr %p402, align 4
  %t403 = add i64 %k0, 48
  %p404 = getelementptr float, ptr %buf.b, i64 %t403
  %ld405 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p404, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v406 = fadd contract <16 x float> %ld405, %t347
  %v407 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v406, <16 x float> splat (float 0x0000000000000000))
  %v408 = add i64 %n, %t368
  %v409 = add i64 %v408, %t369
  %v410 = mul i64 %v409, %size.K
  %v411 = add i64 %v410, %t403
  %p412 = getelementptr float, ptr %buf.y, i64 %v411
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v407, ptr align 4 %p412, <16 x i1> %mlast)
  br label %finnext371
finnext371:
  %t413 = add i64 %t369, 1
  %t414 = icmp sge i64 %t413, 1
  %t415 = select i1 %t414, i64 0, i64 %t413
  %t416 = zext i1 %t414 to i64
  %t417 = add i64 %t368, %t416
  %t420 = icmp slt i64 1, %t10
  br i1 %t420, label %fin418, label %finnext419
fin418:
  %t421 = add i64 %k0, 0
  %p422 = getelementptr float, ptr %buf.b, i64 %t421
  %ld423 = load <16 x float>, ptr %p422, align 4
  %v424 = fadd contract <16 x float> %ld423, %t348
  %v425 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v424, <16 x float> splat (float 0x0000000000000000))
  %v426 = add i64 %n, %t417
  %v427 = add i64 %v426, %t415
  %v428 = mul i64 %v427, %size.K
  %v429 = add i64 %v428, %t421
  %p430 = getelementptr float, ptr %buf.y, i64 %v429
  store <16 x float> %v425, ptr %p430, align 4
  %t431 = add i64 %k0, 16
  %p432 = getelementptr float, ptr %buf.b, i64 %t431
  %ld433 = load <16 x float>, ptr %p432, align 4
  %v434 = fadd contract <16 x float> %ld433, %t349
  %v435 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v434, <16 x float> splat (float 0x0000000000000000))
  %v436 = add i64 %n, %t417
  %v437 = add i64 %v436, %t415
  %v438 = mul i64 %v437, %size.K
  %v439 = add i64 %v438, %t431
  %p440 = getelementptr float, ptr %buf.y, i64 %v439
  store <16 x float> %v435, ptr %p440, align 4
  %t441 = add i64 %k0, 32
  %p442 = getelementptr float, ptr %buf.b, i64 %t441
  %ld443 = load <16 x float>, ptr %p442, align 4
  %v444 = fadd contract <16 x float> %ld443, %t350
  %v445 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v444, <16 x float> splat (float 0x0000000000000000))
  %v446 = add i64 %n, %t417
  %v447 = add i64 %v446, %t415
  %v448 = mul i64 %v447, %size.K
  %v449 = add i64 %v448, %t441
  %p450 = getelementptr float, ptr %buf.y, i64 %v449
  store <16 x float> %v445, ptr %p450, align 4
  %t451 = add i64 %k0, 48
  %p452 = getelementptr float, ptr %buf.b, i64 %t451
  %ld453 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p452, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v454 = fadd contract <16 x float> %ld453, %t351
  %v455 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v454, <16 x float> splat (float 0x0000000000000000))
  %v456 = add i64 %n, %t417
  %v457 = add i64 %v456, %t415
  %v458 = mul i64 %v457, %size.K
  %v459 = add i64 %v458, %t451
  %p460 = getelementptr float, ptr %buf.y, i64 %v459
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v455, ptr align 4 %p460, <16 x i1> %mlast)
  br label %finnext419
finnext419:
  %t461 = add i64 %t415, 1
  %t462 = icmp sge i64 %t461, 1
  %t463 = select i1 %t462, i64 0, i64 %t461
  %t464 = zext i1 %t462 to i64
  %t465 = add i64 %t417, %t464
  %t468 = icmp slt i64 2, %t10
  br i1 %t468, label %fin466, label %finnext467
fin466:
  %t469 = add i64 %k0, 0
  %p470 = getelementptr float, ptr %buf.b, i64 %t469
  %ld471 = load <16 x float>, ptr %p470, align 4
  %v472 = fadd contract <16 x float> %ld471, %t352
  %v473 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v472, <16 x float> splat (float 0x0000000000000000))
  %v474 = add i64 %n, %t465
  %v475 = add i64 %v474, %t463
  %v476 = mul i64 %v475, %size.K
  %v477 = add i64 %v476, %t469
  %p478 = getelementptr float, ptr %buf.y, i64 %v477
  store <16 x float> %v473, ptr %p478, align 4
  %t479 = add i64 %k0, 16
  %p480 = getelementptr float, ptr %buf.b, i64 %t479
  %ld481 = load <16 x float>, ptr %p480, align 4
  %v482 = fadd contract <16 x float> %ld481, %t353
  %v483 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v482, <16 x float> splat (float 0x0000000000000000))
  %v484 = add i64 %n, %t465
  %v485 = add i64 %v484, %t463
  %v486 = mul i64 %v485, %size.K
  %v487 = add i64 %v486, %t479
  %p488 = getelementptr float, ptr %buf.y, i64 %v487
  store <16 x float> %v483, ptr %p488, align 4
  %t489 = add i64 %k0, 32
  %p490 = getelementptr float, ptr %buf.b, i64 %t489
  %ld491 = load <16 x float>, ptr %p490, align 4
  %v492 = fadd contract <16 x float> %ld491, %t354
  %v493 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v492, <16 x float> splat (float 0x0000000000000000))
  %v494 = add i64 %n, %t465
  %v495 = add i64 %v494, %t463
  %v496 = mul i64 %v495, %size.K
  %v497 = add i64 %v496, %t489
  %p498 = getelementptr float, ptr %buf.y, i64 %v497
  store <16 x float> %v493, ptr %p498, align 4
  %t499 = add i64 %k0, 48
  %p500 = getelementptr float, ptr %buf.b, i64 %t499
  %ld501 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p500, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v502 = fadd contract <16 x float> %ld501, %t355
  %v503 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v502, <16 x float> splat (float 0x0000000000000000))
  %v504 = add i64 %n, %t465
  %v505 = add i64 %v504, %t463
  %v506 = mul i64 %v505, %size.K
  %v507 = add i64 %v506, %t499
  %p508 = getelementptr float, ptr %buf.y, i64 %v507
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v503, ptr align 4 %p508, <16 x i1> %mlast)
  br label %finnext467
finnext467:
  %t509 = add i64 %t463, 1
  %t510 = icmp sge i64 %t509, 1
  %t511 = select i1 %t510, i64 0, i64 %t509
  %t512 = zext i1 %t510 to i64
  %t513 = add i64 %t465, %t512
  %t516 = icmp slt i64 3, %t10
  br i1 %t516, label %fin514, label %finnext515
fin514:
  %t517 = add i64 %k0, 0
  %p518 = getelementptr float, ptr %buf.b, i64 %t517
  %ld519 = load <16 x float>, ptr %p518, align 4
  %v520 = fadd contract <16 x float> %ld519, %t356
  %v521 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v520, <16 x float> splat (float 0x0000000000000000))
  %v522 = add i64 %n, %t513
  %v523 = add i64 %v522, %t511
  %v524 = mul i64 %v523, %size.K
  %v525 = add i64 %v524, %t517
  %p526 = getelementptr float, ptr %buf.y, i64 %v525
  store <16 x float> %v521, ptr %p526, align 4
  %t527 = add i64 %k0, 16
  %p528 = getelementptr float, ptr %buf.b, i64 %t527
  %ld529 = load <16 x float>, ptr %p528, align 4
  %v530 = fadd contract <16 x float> %ld529, %t357
  %v531 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v530, <16 x float> splat (float 0x0000000000000000))
  %v532 = add i64 %n, %t513
  %v533 = add i64 %v532, %t511
  %v534 = mul i64 %v533, %size.K
  %v535 = add i64 %v534, %t527
  %p536 = getelementptr float, ptr %buf.y, i64 %v535
  store <16 x float> %v531, ptr %p536, align 4
  %t537 = add i64 %k0, 32
  %p538 = getelementptr float, ptr %buf.b, i64 %t537
  %ld539 = load <16 x float>, ptr %p538, align 4
  %v540 = fadd contract <16 x float> %ld539, %t358
  %v541 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v540, <16 x float> splat (float 0x0000000000000000))
  %v542 = add i64 %n, %t513
  %v543 = add i64 %v542, %t511
  %v544 = mul i64 %v543, %size.K
  %v545 = add i64 %v544, %t537
  %p546 = getelementptr float, ptr %buf.y, i64 %v545
  store <16 x float> %v541, ptr %p546, align 4
  %t547 = add i64 %k0, 48
  %p548 = getelementptr float, ptr %buf.b, i64 %t547
  %ld549 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p548, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v550 = fadd contract <16 x float> %ld549, %t359
  %v551 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v550, <16 x float> splat (float 0x0000000000000000))
  %v552 = add i64 %n, %t513
  %v553 = add i64 %v552, %t511
  %v554 = mul i64 %v553, %size.K
  %v555 = add i64 %v554, %t547
  %p556 = getelementptr float, ptr %buf.y, i64 %v555
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v551, ptr align 4 %p556, <16 x i1> %mlast)
  br label %finnext515
finnext515:
  %t557 = add i64 %t511, 1
  %t558 = icmp sge i64 %t557, 1
  %t559 = select i1 %t558, i64 0, i64 %t557
  %t560 = zext i1 %t558 to i64
  %t561 = add i64 %t513, %t560
  %t564 = icmp slt i64 4, %t10
  br i1 %t564, label %fin562, label %finnext563
fin562:
  %t565 = add i64 %k0, 0
  %p566 = getelementptr float, ptr %buf.b, i64 %t565
  %ld567 = load <16 x float>, ptr %p566, align 4
  %v568 = fadd contract <16 x float> %ld567, %t360
  %v569 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v568, <16 x float> splat (float 0x0000000000000000))
  %v570 = add i64 %n, %t561
  %v571 = add i64 %v570, %t559
  %v572 = mul i64 %v571, %size.K
  %v573 = add i64 %v572, %t565
  %p574 = getelementptr float, ptr %buf.y, i64 %v573
  store <16 x float> %v569, ptr %p574, align 4
  %t575 = add i64 %k0, 16
  %p576 = getelementptr float, ptr %buf.b, i64 %t575
  %ld577 = load <16 x float>, ptr %p576, align 4
  %v578 = fadd contract <16 x float> %ld577, %t361
  %v579 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v578, <16 x float> splat (float 0x0000000000000000))
  %v580 = add i64 %n, %t561
  %v581 = add i64 %v580, %t559
  %v582 = mul i64 %v581, %size.K
  %v583 = add i64 %v582, %t575
  %p584 = getelementptr float, ptr %buf.y, i64 %v583
  store <16 x float> %v579, ptr %p584, align 4
  %t585 = add i64 %k0, 32
  %p586 = getelementptr float, ptr %buf.b, i64 %t585
  %ld587 = load <16 x float>, ptr %p586, align 4
  %v588 = fadd contract <16 x float> %ld587, %t362
  %v589 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v588, <16 x float> splat (float 0x0000000000000000))
  %v590 = add i64 %n, %t561
  %v591 = add i64 %v590, %t559
  %v592 = mul i64 %v591, %size.K
  %v593 = add i64 %v592, %t585
  %p594 = getelementptr float, ptr %buf.y, i64 %v593
  store <16 x float> %v589, ptr %p594, align 4
  %t595 = add i64 %k0, 48
  %p596 = getelementptr float, ptr %buf.b, i64 %t595
  %ld597 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p596, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v598 = fadd contract <16 x float> %ld597, %t363
  %v599 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v598, <16 x float> splat (float 0x0000000000000000))
  %v600 = add i64 %n, %t561
  %v601 = add i64 %v600, %t559
  %v602 = mul i64 %v601, %size.K
  %v603 = add i64 %v602, %t595
  %p604 = getelementptr float, ptr %buf.y, i64 %v603
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v599, ptr align 4 %p604, <16 x i1> %mlast)
  br label %finnext563
finnext563:
  %t605 = add i64 %t559, 1
  %t606 = icmp sge i64 %t605, 1
  %t607 = select i1 %t606, i64 0, i64 %t605
  %t608 = zext i1 %t606 to i64
  %t609 = add i64 %t561, %t608
  %t612 = icmp slt i64 5, %t10
  br i1 %t612, label %fin610, label %finnext611
fin610:
  %t613 = add i64 %k0, 0
  %p614 = getelementptr float, ptr %buf.b, i64 %t613
  %ld615 = load <16 x float>, ptr %p614, align 4
  %v616 = fadd contract <16 x float> %ld615, %t364
  %v617 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v616, <16 x float> splat (float 0x0000000000000000))
  %v618 = add i64 %n, %t609
  %v619 = add i64 %v618, %t607
  %v620 = mul i64 %v619, %size.K
  %v621 = add i64 %v620, %t613
  %p622 = getelementptr float, ptr %buf.y, i64 %v621
  store <16 x float> %v617, ptr %p622, align 4
  %t623 = add i64 %k0, 16
  %p624 = getelementptr float, ptr %buf.b, i64 %t623
  %ld625 = load <16 x float>, ptr %p624, align 4
  %v626 = fadd contract <16 x float> %ld625, %t365
  %v627 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v626, <16 x float> splat (float 0x0000000000000000))
  %v628 = add i64 %n, %t609
  %v629 = add i64 %v628, %t607
  %v630 = mul i64 %v629, %size.K
  %v631 = add i64 %v630, %t623
  %p632 = getelementptr float, ptr %buf.y, i64 %v631
  store <16 x float> %v627, ptr %p632, align 4
  %t633 = add i64 %k0, 32
  %p634 = getelementptr float, ptr %buf.b, i64 %t633
  %ld635 = load <16 x float>, ptr %p634, align 4
  %v636 = fadd contract <16 x float> %ld635, %t366
  %v637 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v636, <16 x float> splat (float 0x0000000000000000))
  %v638 = add i64 %n, %t609
  %v639 = add i64 %v638, %t607
  %v640 = mul i64 %v639, %size.K
  %v641 = add i64 %v640, %t633
  %p642 = getelementptr float, ptr %buf.y, i64 %v641
  store <16 x float> %v637, ptr %p642, align 4
  %t643 = add i64 %k0, 48
  %p644 = getelementptr float, ptr %buf.b, i64 %t643
  %ld645 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p644, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v646 = fadd contract <16 x float> %ld645, %t367
  %v647 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v646, <16 x float> splat (float 0x0000000000000000))
  %v648 = add i64 %n, %t609
  %v649 = add i64 %v648, %t607
  %v650 = mul i64 %v649, %size.K
  %v651 = add i64 %v650, %t643
  %p652 = getelementptr float, ptr %buf.y, i64 %v651
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v647, ptr align 4 %p652, <16 x i1> %mlast)
  br label %finnext611
finnext611:
  br label %tile.next
partial:
  %t655 = icmp slt i64 0, %t10
  br i1 %t655, label %store653, label %next654
store653:
  %t656 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t344, ptr %t656, align 4
  %t657 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t345, ptr %t657, align 4
  %t658 = getelementptr float, ptr %t26, i64 32
  store <16 x float> %t346, ptr %t658, align 4
  %t659 = getelementptr float, ptr %t26, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t347, ptr align 4 %t659, <16 x i1> %mlast)
  br label %next654
next654:
  %t662 = icmp slt i64 1, %t10
  br i1 %t662, label %store660, label %next661
store660:
  %t663 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t348, ptr %t663, align 4
  %t664 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t349, ptr %t664, align 4
  %t665 = getelementptr float, ptr %t28, i64 32
  store <16 x float> %t350, ptr %t665, align 4
  %t666 = getelementptr float, ptr %t28, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t351, ptr align 4 %t666, <16 x i1> %mlast)
  br label %next661
next661:
  %t669 = icmp slt i64 2, %t10
  br i1 %t669, label %store667, label %next668
store667:
  %t670 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t352, ptr %t670, align 4
  %t671 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t353, ptr %t671, align 4
  %t672 = getelementptr float, ptr %t30, i64 32
  store <16 x float> %t354, ptr %t672, align 4
  %t673 = getelementptr float, ptr %t30, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t355, ptr align 4 %t673, <16 x i1> %mlast)
  br label %next668
next668:
  %t676 = icmp slt i64 3, %t10
  br i1 %t676, label %store674, label %next675
store674:
  %t677 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t356, ptr %t677, align 4
  %t678 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t357, ptr %t678, align 4
  %t679 = getelementptr float, ptr %t32, i64 32
  store <16 x float> %t358, ptr %t679, align 4
  %t680 = getelementptr float, ptr %t32, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t359, ptr align 4 %t680, <16 x i1> %mlast)
  br label %next675
next675:
  %t683 = icmp slt i64 4, %t10
  br i1 %t683, label %store681, label %next682
store681:
  %t684 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t360, ptr %t684, align 4
  %t685 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t361, ptr %t685, align 4
  %t686 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %t362, ptr %t686, align 4
  %t687 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t363, ptr align 4 %t687, <16 x i1> %mlast)
  br label %next682
next682:
  %t690 = icmp slt i64 5, %t10
  br i1 %t690, label %store688, label %next689
store688:
  %t691 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t364, ptr %t691, align 4
  %t692 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t365, ptr %t692, align 4
  %t693 = getelementptr float, ptr %t36, i64 32
  store <16 x float> %t366, ptr %t693, align 4
  %t694 = getelementptr float, ptr %t36, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t367, ptr align 4 %t694, <16 x i1> %mlast)
  br label %next689
next689:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t695 = icmp slt i64 %j.next, %ntiles
  br i1 %t695, label %tile, label %exit
exit:
  ret void
}


define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c55 = alloca i64
  %c95 = alloca i64
  %c142 = alloca i64
  %c194 = alloca i64
  %c333 = alloca i64
  %c339 = alloca i64
  %c520 = alloca i64
  %c529 = alloca i64
  %t1 = mul i64 1, 1
  %t2 = mul i64 1, 1
  %t3 = add i64 %size.K, 63
  %t4 = sdiv i64 %t3, 64
  %t5 = add i64 %t1, 95
  %t6 = sdiv i64 %t5, 96
  %t7 = mul i64 %t4, %t6
  %t8 = mul i64 %size.N, %t7
  %t9 = icmp slt i64 %range.hi, %t8
  %t10 = select i1 %t9, i64 %range.hi, i64 %t8
  %t11 = icmp sgt i64 %size.C, 1
  %t12 = select i1 %t11, i64 %size.C, i64 1
  %t13 = icmp slt i64 %size.C, 16
  %t14 = mul i64 %t2, %t12
  %t15 = icmp sle i64 %t14, 85
  %t16 = or i1 %t15, %t13
  %t17 = add i64 %t12, 84
  %t18 = sdiv i64 %t17, 85
  %t19 = sub i64 %t18, 1
  %t20 = add i64 %t12, %t19
  %t21 = sdiv i64 %t20, %t18
  %t22 = select i1 %t16, i64 %t12, i64 %t21
  %t23 = sdiv i64 85, %t22
  %t24 = icmp sgt i64 %t23, 1
  %t25 = select i1 %t24, i64 %t23, i64 1
  %t26 = select i1 %t16, i64 %t2, i64 %t25
  %t27 = ptrtoint ptr %scratch to i64
  %t28 = add i64 %t27, 63
  %t29 = and i64 %t28, -64
  %t30 = inttoptr i64 %t29 to ptr
  %t31 = mul i64 %t2, 6
  %t32 = mul i64 %t31, 16
  %t33 = getelementptr ptr, ptr %t30, i64 %t32
  %t34 = add i64 %t2, 1
  %t35 = mul i64 %t34, 16
  %t36 = getelementptr i32, ptr %t33, i64 %t35
  %t37 = getelementptr i32, ptr %t36, i64 16
  %t38 = add i64 1, 1
  %t39 = mul i64 %t38, %size.C
  %t40 = mul i64 %t39, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t37, i8 0, i64 %t40, i1 false)
  %t41 = mul i64 %size.C, %size.P
  %t42 = srem i64 %size.P, 64
  %t43 = icmp eq i64 %t42, 0
  %t44 = mul i64 1, %size.P
  %t45 = icmp sle i64 %size.K, %t44
  %t46 = and i1 %t43, %t45
  br i1 %t46, label %direct47, label %exact48
exact48:
  %t50 = icmp eq i64 %range.lo, 0
  br i1 %t50, label %exact.run49, label %exact.done
exact.run49:
  call void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct47:
  %t51 = mul i64 %size.C, %size.K
  %t52 = mul i64 %t2, %t51
  %t53 = mul i64 %t52, 4
  %t54 = icmp sgt i64 %t53, 524288
  store i64 %range.lo, ptr %c55
  br label %head56
head56:
  %i59 = load i64, ptr %c55
  %t60 = icmp slt i64 %i59, %t10
  br i1 %t60, label %body57, label %done58
body57:
  %t61 = sdiv i64 %i59, %t7
  %t62 = srem i64 %i59, %t7
  %t63 = sdiv i64 %t62, %t6
  %t64 = srem i64 %t62, %t4
  %t65 = select i1 %t54, i64 %t63, i64 %t64
  %t66 = srem i64 %t62, %t6
  %t67 = sdiv i64 %t62, %t4
  %t68 = select i1 %t54, i64 %t66, i64 %t67
  %t69 = mul i64 %t65, 64
  %t70 = sub i64 %size.K, %t69
  %t71 = icmp slt i64 64, %t70
  %t72 = select i1 %t71, i64 64, i64 %t70
  %t73 = add i64 %t72, 15
  %t74 = sdiv i64 %t73, 16
  %t75 = sub i64 %t74, 1
  %t76 = mul i64 %t75, 16
  %t77 = add i64 %t69, %t76
  %t78 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t77, i64 %size.K)
  %t79 = mul i64 %t68, 96
  %t80 = add i64 %t79, 96
  %t81 = icmp slt i64 %t1, %t80
  %t82 = select i1 %t81, i64 %t1, i64 %t80
  %t83 = sub i64 %t82, %t79
  %t84 = add i64 %t83, 5
  %t85 = sdiv i64 %t84, 6
  %t86 = sdiv i64 %t79, 1
  %t87 = srem i64 %t79, 1
  %t88 = mul i64 %t61, %size.K
  %t89 = mul i64 %t86, %size.K
  %t90 = add i64 %t88, %t89
  %t91 = mul i64 %t87, %size.K
  %t92 = add i64 %t90, %t91
  %t93 = add i64 %t92, %t69
  %t94 = getelementptr float, ptr %buf.y, i64 %t93
  store i64 0, ptr %c95
  br label %head96
head96:
  %i99 = load i64, ptr %c95
  %t100 = icmp slt i64 %i99, %t85
  br i1 %t100, label %body97, label %done98
body97:
  %t101 = mul i64 %i99, 6
  %t102 = add i64 %t79, %t101
  %t103 = add i64 %t102, 6
  %t104 = icmp slt i64 %t82, %t103
  %t105 = select i1 %t104, i64 %t82, i64 %t103
  %t106 = sub i64 %t105, 1
  %t107 = add i64 %t102, 0
  %t108 = icmp slt i64 %t107, %t106
  %t109 = select i1 %t108, i64 %t107, i64 %t106
  %t110 = sdiv i64 %t109, 1
  %t111 = srem i64 %t109, 1
  %t112 = add i64 %t102, 1
  %t113 = icmp slt i64 %t112, %t106
  %t114 = select i1 %t113, i64 %t112, i64 %t106
  %t115 = sdiv i64 %t114, 1
  %t116 = srem i64 %t114, 1
  %t117 = add i64 %t102, 2
  %t118 = icmp slt i64 %t117, %t106
  %t119 = select i1 %t118, i64 %t117, i64 %t106
  %t120 = sdiv i64 %t119, 1
  %t121 = srem i64 %t119, 1
  %t122 = add i64 %t102, 3
  %t123 = icmp slt i64 %t122, %t106
  %t124 = select i1 %t123, i64 %t122, i64 %t106
  %t125 = sdiv i64 %t124, 1
  %t126 = srem i64 %t124, 1
  %t127 = add i64 %t102, 4
  %t128 = icmp slt i64 %t127, %t106
  %t129 = select i1 %t128, i64 %t127, i64 %t106
  %t130 = sdiv i64 %t129, 1
  %t131 = srem i64 %t129, 1
  %t132 = add i64 %t102, 5
  %t133 = icmp slt i64 %t132, %t106
  %t134 = select i1 %t133, i64 %t132, i64 %t106
  %t135 = sdiv i64 %t134, 1
  %t136 = srem i64 %t134, 1
  %t137 = mul i64 %i99, %t31
  %t138 = getelementptr ptr, ptr %t30, i64 %t137
  %t139 = mul i64 %i99, %t34
  %t140 = getelementptr i32, ptr %t33, i64 %t139
  %t141 = getelementptr i32, ptr %t36, i64 %i99
  store i32 0, ptr %t140
  store i64 0, ptr %c142
  %t145 = mul i64 %t111, 1
  %t146 = add i64 %t145, 0
  %t147 = icmp ult i64 %t146, 1
  %t148 = and i1 %t13, %t147
  %t149 = sub i64 1, 1
  %t150 = add i64 %t146, %t149
  %t151 = icmp ult i64 %t150, 1
  %t152 = and i1 %t148, %t151
  %t153 = mul i64 %t116, 1
  %t154 = add i64 %t153, 0
  %t155 = icmp ult i64 %t154, 1
  %t156 = and i1 %t152, %t155
  %t157 = sub i64 1, 1
  %t158 = add i64 %t154, %t157
  %t159 = icmp ult i64 %t158, 1
  %t160 = and i1 %t156, %t159
  %t161 = mul i64 %t121, 1
  %t162 = add i64 %t161, 0
  %t163 = icmp ult i64 %t162, 1
  %t164 = and i1 %t160, %t163
  %t165 = sub i64 1, 1
  %t166 = add i64 %t162, %t165
  %t167 = icmp ult i64 %t166, 1
  %t168 = and i1 %t164, %t167
  %t169 = mul i64 %t126, 1
  %t170 = add i64 %t169, 0
  %t171 = icmp ult i64 %t170, 1
  %t172 = and i1 %t168, %t171
  %t173 = sub i64 1, 1
  %t174 = add i64 %t170, %t173
  %t175 = icmp ult i64 %t174, 1
  %t176 = and i1 %t172, %t175
  %t177 = mul i64 %t131, 1
  %t178 = add i64 %t177, 0
  %t179 = icmp ult i64 %t178, 1
  %t180 = and i1 %t176, %t179
  %t181 = sub i64 1, 1
  %t182 = add i64 %t178, %t181
  %t183 = icmp ult i64 %t182, 1
  %t184 = and i1 %t180, %t183
  %t185 = mul i64 %t136, 1
  %t186 = add i64 %t185, 0
  %t187 = icmp ult i64 %t186, 1
  %t188 = and i1 %t184, %t187
  %t189 = sub i64 1, 1
  %t190 = add i64 %t186, %t189
  %t191 = icmp ult i64 %t190, 1
  %t192 = and i1 %t188, %t191
  br i1 %t192, label %byrun193, label %bytap143
byrun193:
  store i64 0, ptr %c194
  br label %head195
head195:
  %i198 = load i64, ptr %c194
  %t199 = icmp slt i64 %i198, 1
  br i1 %t199, label %body196, label %done197
body196:
  %t200 = mul i64 %i198, 6
  %t201 = add i64 %t200, 0
  %t202 = getelementptr ptr, ptr %t138, i64 %t201
  %t203 = load i64, ptr %c142
  %t204 = mul i64 %t110, 1
  %t205 = mul i64 %i198, 1
  %t206 = add i64 %t204, %t205
  %t207 = add i64 %t206, 0
  %t208 = icmp ult i64 %t207, 1
  %t209 = mul i64 %t61, %size.C
  %t210 = add i64 %t110, %i198
  %t211 = mul i64 %t210, %size.C
  %t212 = add i64 %t209, %t211
  %t213 = add i64 %t111, 0
  %t214 = mul i64 %t213, %size.C
  %t215 = add i64 %t212, %t214
  %t216 = add i64 %t215, 0
  %t217 = getelementptr float, ptr %buf.x, i64 %t216
  %t218 = select i1 %t208, ptr %t217, ptr %t37
  store ptr %t218, ptr %t202, align 8
  %t219 = xor i1 %t208, true
  %t220 = zext i1 %t219 to i64
  %t221 = add i64 %t203, %t220
  store i64 %t221, ptr %c142
  %t222 = mul i64 %i198, 6
  %t223 = add i64 %t222, 1
  %t224 = getelementptr ptr, ptr %t138, i64 %t223
  %t225 = load i64, ptr %c142
  %t226 = mul i64 %t115, 1
  %t227 = mul i64 %i198, 1
  %t228 = add i64 %t226, %t227
  %t229 = add i64 %t228, 0
  %t230 = icmp ult i64 %t229, 1
  %t231 = mul i64 %t61, %size.C
  %t232 = add i64 %t115, %i198
  %t233 = mul i64 %t232, %size.C
  %t234 = add i64 %t231, %t233
  %t235 = add i64 %t116, 0
  %t236 = mul i64 %t235, %size.C
  %t237 = add i64 %t234, %t236
  %t238 = add i64 %t237, 0
  %t239 = getelementptr float, ptr %buf.x, i64 %t238
  %t240 = select i1 %t230, ptr %t239, ptr %t37
  store ptr %t240, ptr %t224, align 8
  %t241 = xor i1 %t230, true
  %t242 = zext i1 %t241 to i64
  %t243 = add i64 %t225, %t242
  store i64 %t243, ptr %c142
  %t244 = mul i64 %i198, 6
  %t245 = add i64 %t244, 2
  %t246 = getelementptr ptr, ptr %t138, i64 %t245
  %t247 = load i64, ptr %c142
  %t248 = mul i64 %t120, 1
  %t249 = mul i64 %i198, 1
  %t250 = add i64 %t248, %t249
  %t251 = add i64 %t250, 0
  %t252 = icmp ult i64 %t251, 1
  %t253 = mul i64 %t61, %size.C
  %t254 = add i64 %t120, %i198
  %t255 = mul i64 %t254, %size.C
  %t256 = add i64 %t253, %t255
  %t257 = add i64 %t121, 0
  %t258 = mul i64 %t257, %size.C
  %t259 = add i64 %t256, %t258
  %t260 = add i64 %t259, 0
  %t261 = getelementptr float, ptr %buf.x, i64 %t260
  %t262 = select i1 %t252, ptr %t261, ptr %t37
  store ptr %t262, ptr %t246, align 8
  %t263 = xor i1 %t252, true
  %t264 = zext i1 %t263 to i64
  %t265 = add i64 %t247, %t264
  store i64 %t265, ptr %c142
  %t266 = mul i64 %i198, 6
  %t267 = add i64 %t266, 3
  %t268 = getelementptr ptr, ptr %t138, i64 %t267
  %t269 = load i64, ptr %c142
  %t270 = mul i64 %t125, 1
  %t271 = mul i64 %i198, 1
  %t272 = add i64 %t270, %t271
  %t273 = add i64 %t272, 0
  %t274 = icmp ult i64 %t273, 1
  %t275 = mul i64 %t61, %size.C
  %t276 = add i64 %t125, %i198
  %t277 = mul i64 %t276, %size.C
  %t278 = add i64 %t275, %t277
  %t279 = add i64 %t126, 0
  %t280 = mul i64 %t279, %size.C
  %t281 = add i64 %t278, %t280
  %t282 = add i64 %t281, 0
  %t283 = getelementptr float, ptr %buf.x, i64 %t282
  %t284 = select i1 %t274, ptr %t283, ptr %t37
  store ptr %t284, ptr %t268, align 8
  %t285 = xor i1 %t274, true
  %t286 = zext i1 %t285 to i64
  %t287 = add i64 %t269, %t286
  store i64 %t287, ptr %c142
  %t288 = mul i64 %i198, 6
  %t289 = add i64 %t288, 4
  %t290 = getelementptr ptr, ptr %t138, i64 %t289
  %t291 = load i64, ptr %c142
  %t292 = mul i64 %t130, 1
  %t293 = mul i64 %i198, 1
  %t294 = add i64 %t292, %t293
  %t295 = add i64 %t294, 0
  %t296 = icmp ult i64 %t295, 1
  %t297 = mul i64 %t61, %size.C
  %t298 = add i64 %t130, %i198
  %t299 = mul i64 %t298, %size.C
  %t300 = add i64 %t297, %t299
  %t301 = add i64 %t131, 0
  %t302 = mul i64 %t301, %size.C
  %t303 = add i64 %t300, %t302
  %t304 = add i64 %t303, 0
  %t305 = getelementptr float, ptr %buf.x, i64 %t304
  %t306 = select i1 %t296, ptr %t305, ptr %t37
  store ptr %t306, ptr %t290, align 8
  %t307 = xor i1 %t296, true
  %t308 = zext i1 %t307 to i64
  %t309 = add i64 %t291, %t308
  store i64 %t309, ptr %c142
  %t310 = mul i64 %i198, 6
  %t311 = add i64 %t310, 5
  %t312 = getelementptr ptr, ptr %t138, i64 %t311
  %t313 = load i64, ptr %c142
  %t314 = mul i64 %t135, 1
  %t315 = mul i64 %i198, 1
  %t316 = add i64 %t314, %t315
  %t317 = add i64 %t316, 0
  %t318 = icmp ult i64 %t317, 1
  %t319 = mul i64 %t61, %size.C
  %t320 = add i64 %t135, %i198
  %t321 = mul i64 %t320, %size.C
  %t322 = add i64 %t319, %t321
  %t323 = add i64 %t136, 0
  %t324 = mul i64 %t323, %size.C
  %t325 = add i64 %t322, %t324
  %t326 = add i64 %t325, 0
  %t327 = getelementptr float, ptr %buf.x, i64 %t326
  %t328 = select i1 %t318, ptr %t327, ptr %t37
  store ptr %t328, ptr %t312, align 8
  %t329 = xor i1 %t318, true
  %t330 = zext i1 %t329 to i64
  %t331 = add i64 %t313, %t330
  store i64 %t331, ptr %c142
  %t332 = add nsw i64 %i198, 1
  store i64 %t332, ptr %c194
  br label %head195
done197:
  store i32 1, ptr %t141
  br label %tabled144
bytap143:
  store i64 0, ptr %c333
  br label %head334
head334:
  %i337 = load i64, ptr %c333
  %t338 = icmp slt i64 %i337, 1
  br i1 %t338, label %body335, label %done336
body335:
  store i64 0, ptr %c339
  br label %head340
head340:
  %i343 = load i64, ptr %c339
  %t344 = icmp slt i64 %i343, 1
  br i1 %t344, label %body341, label %done342
body341:
  %t345 = mul i64 %i337, 1
  %t346 = add i64 %t345, %i343
  %t347 = mul i64 %t346, 6
  %t348 = add i64 %t347, 0
  %t349 = getelementptr ptr, ptr %t138, i64 %t348
  %t350 = load i64, ptr %c142
  %t351 = mul i64 %t110, 1
  %t352 = mul i64 %i337, 1
  %t353 = add i64 %t351, %t352
  %t354 = add i64 %t353, 0
  %t355 = icmp ult i64 %t354, 1
  %t356 = mul i64 %t111, 1
  %t357 = mul i64 %i343, 1
  %t358 = add i64 %t356, %t357
  %t359 = add i64 %t358, 0
  %t360 = icmp ult i64 %t359, 1
  %t361 = and i1 %t355, %t360
  %t362 = mul i64 %t61, %size.C
  %t363 = add i64 %t110, %i337
  %t364 = mul i64 %t363, %size.C
  %t365 = add i64 %t362, %t364
  %t366 = add i64 %t111, %i343
  %t367 = mul i64 %t366, %size.C
  %t368 = add i64 %t365, %t367
  %t369 = add i64 %t368, 0
  %t370 = getelementptr float, ptr %buf.x, i64 %t369
  %t371 = select i1 %t361, ptr %t370, ptr %t37
  store ptr %t371, ptr %t349, align 8
  %t372 = xor i1 %t361, true
  %t373 = zext i1 %t372 to i64
  %t374 = add i64 %t350, %t373
  store i64 %t374, ptr %c142
  %t375 = add i64 %t347, 1
  %t376 = getelementptr ptr, ptr %t138, i64 %t375
  %t377 = load i64, ptr %c142
  %t378 = mul i64 %t115, 1
  %t379 = mul i64 %i337, 1
  %t380 = add i64 %t378, %t379
  %t381 = add i64 %t380, 0
  %t382 = icmp ult i64 %t381, 1
  %t383 = mul i64 %t116, 1
  %t384 = mul i64 %i343, 1
  %t385 = add i64 %t383, %t384
  %t386 = add i64 %t385, 0
  %t387 = icmp ult i64 %t386, 1
  %t388 = and i1 %t382, %t387
  %t389 = mul i64 %t61, %size.C
  %t390 = add i64 %t115, %i337
  %t391 = mul i64 %t390, %size.C
  %t392 = add i64 %t389, %t391
  %t393 = add i64 %t116, %i343
  %t394 = mul i64 %t393, %size.C
  %t395 = add i64 %t392, %t394
  %t396 = add i64 %t395, 0
  %t397 = getelementptr float, ptr %buf.x, i64 %t396
  %t398 = select i1 %t388, ptr %t397, ptr %t37
  store ptr %t398, ptr %t376, align 8
  %t399 = xor i1 %t388, true
  %t400 = zext i1 %t399 to i64
  %t401 = add i64 %t377, %t400
  store i64 %t401, ptr %c142
  %t402 = add i64 %t347, 2
  %t403 = getelementptr ptr, ptr %t138, i64 %t402
  %t404 = load i64, ptr %c142
  %t405 = mul i64 %t120, 1
  %t406 = mul i64 %i337, 1
  %t407 = add i64 %t405, %t406
  %t408 = add i64 %t407, 0
  %t409 = icmp ult i64 %t408, 1
  %t410 = mul i64 %t121, 1
  %t411 = mul i64 %i343, 1
  %t412 = add i64 %t410, %t411
  %t413 = add i64 %t412, 0
  %t414 = icmp ult i64 %t413, 1
  %t415 = and i1 %t409, %t414
  %t416 = mul i64 %t61, %size.C
  %t417 = add i64 %t120, %i337
  %t418 = mul i64 %t417, %size.C
  %t419 = add i64 %t416, %t418
  %t420 = add i64 %t121, %i343
  %t421 = mul i64 %t420, %size.C
  %t422 = add i64 %t419, %t421
  %t423 = add i64 %t422, 0
  %t424 = getelementptr float, ptr %buf.x, i64 %t423
  %t425 = select i1 %t415, ptr %t424, ptr %t37
  store ptr %t425, ptr %t403, align 8
  %t426 = xor i1 %t415, true
  %t427 = zext i1 %t426 to i64
  %t428 = add i64 %t404, %t427
  store i64 %t428, ptr %c142
  %t429 = add i64 %t347, 3
  %t430 = getelementptr ptr, ptr %t138, i64 %t429
  %t431 = load i64, ptr %c142
  %t432 = mul i64 %t125, 1
  %t433 = mul i64 %i337, 1
  %t434 = add i64 %t432, %t433
  %t435 = add i64 %t434, 0
  %t436 = icmp ult i64 %t435, 1
  %t437 = mul i64 %t126, 1
  %t438 = mul i64 %i343, 1
  %t439 = add i64 %t437, %t438
  %t440 = add i64 %t439, 0
  %t441 = icmp ult i64 %t440, 1
  %t442 = and i1 %t436, %t441
  %t443 = mul i64 %t61, %size.C
  %t444 = add i64 %t125, %i337
  %t445 = mul i64 %t444, %size.C
  %t446 = add i64 %t443, %t445
  %t447 = add i64 %t126, %i343
  %t448 = mul i64 %t447, %size.C
  %t449 = add i64 %t446, %t448
  %t450 = add i64 %t449, 0
  %t451 = getelementptr float, ptr %buf.x, i64 %t450
  %t452 = select i1 %t442, ptr %t451, ptr %t37
  store ptr %t452, ptr %t430, align 8
  %t453 = xor i1 %t442, true
  %t454 = zext i1 %t453 to i64
  %t455 = add i64 %t431, %t454
  store i64 %t455, ptr %c142
  %t456 = add i64 %t347, 4
  %t457 = getelementptr ptr, ptr %t138, i64 %t456
  %t458 = load i64, ptr %c142
  %t459 = mul i64 %t130, 1
  %t460 = mul i64 %i337, 1
  %t461 = add i64 %t459, %t460
  %t462 = add i64 %t461, 0
  %t463 = icmp ult i64 %t462, 1
  %t464 = mul i64 %t131, 1
  %t465 = mul i64 %i343, 1
  %t466 = add i64 %t464, %t465
  %t467 = add i64 %t466, 0
  %t468 = icmp ult i64 %t467, 1
  %t469 = and i1 %t463, %t468
  %t470 = mul i64 %t61, %size.C
  %t471 = add i64 %t130, %i337
  %t472 = mul i64 %t471, %size.C
  %t473 = add i64 %t470, %t472
  %t474 = add i64 %t131, %i343
  %t475 = mul i64 %t474, %size.C
  %t476 = add i64 %t473, %t475
  %t477 = add i64 %t476, 0
  %t478 = getelementptr float, ptr %buf.x, i64 %t477
  %t479 = select i1 %t469, ptr %t478, ptr %t37
  store ptr %t479, ptr %t457, align 8
  %t480 = xor i1 %t469, true
  %t481 = zext i1 %t480 to i64
  %t482 = add i64 %t458, %t481
  store i64 %t482, ptr %c142
  %t483 = add i64 %t347, 5
  %t484 = getelementptr ptr, ptr %t138, i64 %t483
  %t485 = load i64, ptr %c142
  %t486 = mul i64 %t135, 1
  %t487 = mul i64 %i337, 1
  %t488 = add i64 %t486, %t487
  %t489 = add i64 %t488, 0
  %t490 = icmp ult i64 %t489, 1
  %t491 = mul i64 %t136, 1
  %t492 = mul i64 %i343, 1
  %t493 = add i64 %t491, %t492
  %t494 = add i64 %t493, 0
  %t495 = icmp ult i64 %t494, 1
  %t496 = and i1 %t490, %t495
  %t497 = mul i64 %t61, %size.C
  %t498 = add i64 %t135, %i337
  %t499 = mul i64 %t498, %size.C
  %t500 = add i64 %t497, %t499
  %t501 = add i64 %t136, %i343
  %t502 = mul i64 %t501, %size.C
  %t503 = add i64 %t500, %t502
  %t504 = add i64 %t503, 0
  %t505 = getelementptr float, ptr %buf.x, i64 %t504
  %t506 = select i1 %t496, ptr %t505, ptr %t37
  store ptr %t506, ptr %t484, align 8
  %t507 = xor i1 %t496, true
  %t508 = zext i1 %t507 to i64
  %t509 = add i64 %t485, %t508
  store i64 %t509, ptr %c142
  %t510 = load i64, ptr %c142
  %t511 = trunc i64 %t510 to i32
  %t512 = add i64 %t346, 1
  %t513 = getelementptr i32, ptr %t140, i64 %t512
  store i32 %t511, ptr %t513
  %t514 = add nsw i64 %i343, 1
  store i64 %t514, ptr %c339
  br label %head340
done342:
  %t515 = add nsw i64 %i337, 1
  store i64 %t515, ptr %c333
  br label %head334
done336:
  store i32 0, ptr %t141
  br label %tabled144
tabled144:
  %t516 = load i64, ptr %c142
  %t517 = trunc i64 %t516 to i32
  %t518 = getelementptr i32, ptr %t140, i64 %t2
  store i32 %t517, ptr %t518
  %t519 = add nsw i64 %i99, 1
  store i64 %t519, ptr %c95
  br label %head96
done98:
  store i64 0, ptr %c520
  br label %tbhead521
tbhead521:
  %tb524 = load i64, ptr %c520
  %t525 = icmp slt i64 %tb524, %t2
  br i1 %t525, label %tbbody522, label %tbdone523
tbbody522:
  %t526 = add i64 %tb524, %t26
  %t527 = icmp slt i64 %t2, %t526
  %t528 = select i1 %t527, i64 %t2, i64 %t526
  store i64 0, ptr %c529
  br label %cbhead530
cbhead530:
  %cb533 = load i64, ptr %c529
  %t534 = icmp slt i64 %cb533, %t12
  br i1 %t534, label %cbbody531, label %cbdone532
cbbody531:
  %t535 = sub i64 %size.C, %cb533
  %t536 = icmp slt i64 %t22, %t535
  %t537 = select i1 %t536, i64 %t22, i64 %t535
  %t538 = icmp sgt i64 %tb524, 0
  %t539 = icmp sgt i64 %cb533, 0
  %t540 = or i1 %t538, %t539
  %t541 = icmp eq i64 %t528, %t2
  %t542 = add i64 %cb533, %t537
  %t543 = icmp sge i64 %t542, %size.C
  %t544 = and i1 %t541, %t543
  %t545 = sdiv i64 %tb524, 1
  %t546 = srem i64 %tb524, 1
  %t547 = sdiv i64 %t69, %size.P
  %t548 = srem i64 %t69, %size.P
  %t549 = icmp slt i64 %t548, 0
  %t550 = icmp slt i64 %size.P, 0
  %t551 = icmp ne i1 %t549, %t550
  %t552 = icmp ne i64 %t548, 0
  %t553 = and i1 %t552, %t551
  %t554 = zext i1 %t553 to i64
  %t555 = sub i64 %t547, %t554
  %t556 = mul i64 %size.C, %size.P
  %t557 = mul i64 %t555, %t556
  %t558 = mul i64 %size.C, %size.P
  %t559 = mul i64 %t545, %t558
  %t560 = add i64 %t557, %t559
  %t561 = mul i64 %size.C, %size.P
  %t562 = mul i64 %t546, %t561
  %t563 = add i64 %t560, %t562
  %t564 = mul i64 %cb533, %size.P
  %t565 = add i64 %t563, %t564
  %t566 = sdiv i64 %t69, %size.P
  %t567 = srem i64 %t69, %size.P
  %t568 = icmp slt i64 %t567, 0
  %t569 = icmp slt i64 %size.P, 0
  %t570 = icmp ne i1 %t568, %t569
  %t571 = icmp ne i64 %t567, 0
  %t572 = and i1 %t571, %t570
  %t573 = select i1 %t572, i64 %size.P, i64 0
  %t574 = add i64 %t567, %t573
  %t575 = add i64 %t565, %t574
  %t576 = getelementptr float, ptr %buf.w, i64 %t575
  %t577 = sub i64 %t82, %t79
  %t578 = sub i64 %t85, 1
  %t579 = mul i64 %t578, 6
  %t580 = sub i64 %t577, %t579
  %t581 = mul i64 1, %size.C
  %t582 = mul i64 %t581, %size.P
  %t586 = icmp eq i64 %t74, 1
  br i1 %t586, label %nv1584, label %nvnext585
nv1584:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %t30, i64 %t31, ptr %t33, i64 %t34, ptr %t36, i64 %t85, i64 %t580, i64 %tb524, i64 %t528, i64 1, i64 %t581, i64 %cb533, i64 %t537, ptr %t576, i64 %t41, i64 %t582, i64 %size.P, ptr %t94, i64 %size.K, i1 %t540, ptr %t37, <16 x i1> %t78, i1 %t544, i64 %t61, i64 %t79, i64 %t69, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called583
nvnext585:
  %t589 = icmp eq i64 %t74, 2
  br i1 %t589, label %nv2587, label %nvnext588
nv2587:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %t30, i64 %t31, ptr %t33, i64 %t34, ptr %t36, i64 %t85, i64 %t580, i64 %tb524, i64 %t528, i64 1, i64 %t581, i64 %cb533, i64 %t537, ptr %t576, i64 %t41, i64 %t582, i64 %size.P, ptr %t94, i64 %size.K, i1 %t540, ptr %t37, <16 x i1> %t78, i1 %t544, i64 %t61, i64 %t79, i64 %t69, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called583
nvnext588:
  %t592 = icmp eq i64 %t74, 3
  br i1 %t592, label %nv3590, label %nvnext591
nv3590:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %t30, i64 %t31, ptr %t33, i64 %t34, ptr %t36, i64 %t85, i64 %t580, i64 %tb524, i64 %t528, i64 1, i64 %t581, i64 %cb533, i64 %t537, ptr %t576, i64 %t41, i64 %t582, i64 %size.P, ptr %t94, i64 %size.K, i1 %t540, ptr %t37, <16 x i1> %t78, i1 %t544, i64 %t61, i64 %t79, i64 %t69, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called583
nvnext591:
  %t595 = icmp eq i64 %t74, 4
  br i1 %t595, label %nv4593, label %nvnext594
nv4593:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %t30, i64 %t31, ptr %t33, i64 %t34, ptr %t36, i64 %t85, i64 %t580, i64 %tb524, i64 %t528, i64 1, i64 %t581, i64 %cb533, i64 %t537, ptr %t576, i64 %t41, i64 %t582, i64 %size.P, ptr %t94, i64 %size.K, i1 %t540, ptr %t37, <16 x i1> %t78, i1 %t544, i64 %t61, i64 %t79, i64 %t69, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called583
nvnext594:
  br label %called583
called583:
  %t596 = add i64 %cb533, %t22
  store i64 %t596, ptr %c529
  br label %cbhead530
cbdone532:
  store i64 %t528, ptr %c520
  br label %tbhead521
tbdone523:
  %t597 = add nsw i64 %i59, 1
  store i64 %t597, ptr %c55
  br label %head56
done58:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
