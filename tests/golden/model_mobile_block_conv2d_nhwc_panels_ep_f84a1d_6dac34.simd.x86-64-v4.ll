
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare float @llvm.maximum.f32(float, float)

declare float @llvm.minimum.f32(float, float)

declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.conv2d_nhwc_panels_ep_f84a1d.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v772 = fmul contract float 0x3FC99999A0000000, %v771
  %v773 = fadd contract float %v772, 0x3FE0000000000000
  %v774 = call float @llvm.minimum.f32(float 0x3FF0000000000000, float %v773)
  %v775 = call float @llvm.maximum.f32(float 0x0000000000000000, float %v774)
  %v776 = mul i64 %i7, %size.K
  %v777 = add i64 %v776, %i13
  %p778 = getelementptr float, ptr %buf.y, i64 %v777
  store float %v775, ptr %p778, align 4
  %v779 = add nsw i64 %i13, 1
  store i64 %v779, ptr %k.addr.9
  br label %cond10
exit12:
  %v780 = add nsw i64 %i7, 1
  store i64 %v780, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)


declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)

declare <16 x float> @llvm.minimum.v16f32(<16 x float>, <16 x float>)


declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.1p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.1b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.2p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.2b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.3p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.3b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.4p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.4b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
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


define void @"jr.op.conv2d_nhwc_panels_ep_f84a1d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c39 = alloca i64
  %c63 = alloca i64
  %c106 = alloca i64
  %c117 = alloca i64
  %c150 = alloca i64
  %c152 = alloca i64
  %c202 = alloca i64
  %c342 = alloca i64
  %c552 = alloca i64
  %c560 = alloca i64
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
  %t13 = sdiv i64 1024, %t12
  %t14 = icmp slt i64 %t2, %t13
  %t15 = select i1 %t14, i64 %t2, i64 %t13
  %t16 = icmp sgt i64 %t15, 1
  %t17 = select i1 %t16, i64 %t15, i64 1
  %t18 = icmp slt i64 %size.C, 16
  %t19 = icmp eq i64 %t17, %t2
  %t20 = and i1 %t18, %t19
  %t21 = ptrtoint ptr %scratch to i64
  %t22 = add i64 %t21, 63
  %t23 = and i64 %t22, -64
  %t24 = inttoptr i64 %t23 to ptr
  %t25 = mul i64 %t2, 6
  %t26 = getelementptr ptr, ptr %t24, i64 %t25
  %t27 = add i64 1, 1
  %t28 = mul i64 %t27, %size.C
  %t29 = mul i64 %t28, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t26, i8 0, i64 %t29, i1 false)
  %t30 = srem i64 %size.P, 64
  %t31 = icmp eq i64 %t30, 0
  %t32 = mul i64 1, %size.P
  %t33 = icmp sle i64 %size.K, %t32
  %t34 = and i1 %t31, %t33
  br i1 %t34, label %direct35, label %exact36
exact36:
  %t38 = icmp eq i64 %range.lo, 0
  br i1 %t38, label %exact.run37, label %exact.done
exact.run37:
  call void @"jr.op.conv2d_nhwc_panels_ep_f84a1d.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct35:
  store i64 %range.lo, ptr %c39
  br label %head40
head40:
  %i43 = load i64, ptr %c39
  %t44 = icmp slt i64 %i43, %t10
  br i1 %t44, label %body41, label %done42
body41:
  %t45 = sdiv i64 %i43, %t7
  %t46 = srem i64 %i43, %t7
  %t47 = sdiv i64 %t46, %t6
  %t48 = srem i64 %t46, %t6
  %t49 = mul i64 %t47, 64
  %t50 = sub i64 %size.K, %t49
  %t51 = icmp slt i64 64, %t50
  %t52 = select i1 %t51, i64 64, i64 %t50
  %t53 = add i64 %t52, 15
  %t54 = sdiv i64 %t53, 16
  %t55 = sub i64 %t54, 1
  %t56 = mul i64 %t55, 16
  %t57 = add i64 %t49, %t56
  %t58 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t57, i64 %size.K)
  %t59 = mul i64 %t48, 96
  %t60 = add i64 %t59, 96
  %t61 = icmp slt i64 %t1, %t60
  %t62 = select i1 %t61, i64 %t1, i64 %t60
  store i64 0, ptr %c63
  br label %tbhead64
tbhead64:
  %tb67 = load i64, ptr %c63
  %t68 = icmp slt i64 %tb67, %t2
  br i1 %t68, label %tbbody65, label %tbdone66
tbbody65:
  %t69 = add i64 %tb67, %t17
  %t70 = icmp slt i64 %t2, %t69
  %t71 = select i1 %t70, i64 %t2, i64 %t69
  %t72 = icmp sgt i64 %tb67, 0
  %t73 = icmp eq i64 %t71, %t2
  %t74 = sdiv i64 %tb67, 1
  %t75 = srem i64 %tb67, 1
  %t76 = sdiv i64 %t49, %size.P
  %t77 = srem i64 %t49, %size.P
  %t78 = icmp slt i64 %t77, 0
  %t79 = icmp slt i64 %size.P, 0
  %t80 = icmp ne i1 %t78, %t79
  %t81 = icmp ne i64 %t77, 0
  %t82 = and i1 %t81, %t80
  %t83 = zext i1 %t82 to i64
  %t84 = sub i64 %t76, %t83
  %t85 = mul i64 %size.C, %size.P
  %t86 = mul i64 %t84, %t85
  %t87 = mul i64 %size.C, %size.P
  %t88 = mul i64 %t74, %t87
  %t89 = add i64 %t86, %t88
  %t90 = mul i64 %size.C, %size.P
  %t91 = mul i64 %t75, %t90
  %t92 = add i64 %t89, %t91
  %t93 = mul i64 0, %size.P
  %t94 = add i64 %t92, %t93
  %t95 = sdiv i64 %t49, %size.P
  %t96 = srem i64 %t49, %size.P
  %t97 = icmp slt i64 %t96, 0
  %t98 = icmp slt i64 %size.P, 0
  %t99 = icmp ne i1 %t97, %t98
  %t100 = icmp ne i64 %t96, 0
  %t101 = and i1 %t100, %t99
  %t102 = select i1 %t101, i64 %size.P, i64 0
  %t103 = add i64 %t96, %t102
  %t104 = add i64 %t94, %t103
  %t105 = getelementptr float, ptr %buf.w, i64 %t104
  store i64 %t59, ptr %c106
  br label %head107
head107:
  %i110 = load i64, ptr %c106
  %t111 = icmp slt i64 %i110, %t62
  br i1 %t111, label %body108, label %done109
body108:
  %t112 = sub i64 %t62, %i110
  %t113 = icmp slt i64 6, %t112
  %t114 = select i1 %t113, i64 6, i64 %t112
  %t115 = sub i64 %t114, 1
  %t116 = add i64 %i110, %t115
  store i64 0, ptr %c117
  %t118 = add i64 %i110, 0
  %t119 = icmp slt i64 %t118, %t116
  %t120 = select i1 %t119, i64 %t118, i64 %t116
  %t121 = sdiv i64 %t120, 1
  %t122 = srem i64 %t120, 1
  %t123 = add i64 %i110, 1
  %t124 = icmp slt i64 %t123, %t116
  %t125 = select i1 %t124, i64 %t123, i64 %t116
  %t126 = sdiv i64 %t125, 1
  %t127 = srem i64 %t125, 1
  %t128 = add i64 %i110, 2
  %t129 = icmp slt i64 %t128, %t116
  %t130 = select i1 %t129, i64 %t128, i64 %t116
  %t131 = sdiv i64 %t130, 1
  %t132 = srem i64 %t130, 1
  %t133 = add i64 %i110, 3
  %t134 = icmp slt i64 %t133, %t116
  %t135 = select i1 %t134, i64 %t133, i64 %t116
  %t136 = sdiv i64 %t135, 1
  %t137 = srem i64 %t135, 1
  %t138 = add i64 %i110, 4
  %t139 = icmp slt i64 %t138, %t116
  %t140 = select i1 %t139, i64 %t138, i64 %t116
  %t141 = sdiv i64 %t140, 1
  %t142 = srem i64 %t140, 1
  %t143 = add i64 %i110, 5
  %t144 = icmp slt i64 %t143, %t116
  %t145 = select i1 %t144, i64 %t143, i64 %t116
  %t146 = sdiv i64 %t145, 1
  %t147 = srem i64 %t145, 1
  store i64 %size.C, ptr %c150
  %t151 = sub i64 %t71, %tb67
  store i64 %t151, ptr %c152
  %t153 = mul i64 %t122, 1
  %t154 = add i64 %t153, 0
  %t155 = icmp ult i64 %t154, 1
  %t156 = and i1 %t20, %t155
  %t157 = sub i64 1, 1
  %t158 = add i64 %t154, %t157
  %t159 = icmp ult i64 %t158, 1
  %t160 = and i1 %t156, %t159
  %t161 = mul i64 %t127, 1
  %t162 = add i64 %t161, 0
  %t163 = icmp ult i64 %t162, 1
  %t164 = and i1 %t160, %t163
  %t165 = sub i64 1, 1
  %t166 = add i64 %t162, %t165
  %t167 = icmp ult i64 %t166, 1
  %t168 = and i1 %t164, %t167
  %t169 = mul i64 %t132, 1
  %t170 = add i64 %t169, 0
  %t171 = icmp ult i64 %t170, 1
  %t172 = and i1 %t168, %t171
  %t173 = sub i64 1, 1
  %t174 = add i64 %t170, %t173
  %t175 = icmp ult i64 %t174, 1
  %t176 = and i1 %t172, %t175
  %t177 = mul i64 %t137, 1
  %t178 = add i64 %t177, 0
  %t179 = icmp ult i64 %t178, 1
  %t180 = and i1 %t176, %t179
  %t181 = sub i64 1, 1
  %t182 = add i64 %t178, %t181
  %t183 = icmp ult i64 %t182, 1
  %t184 = and i1 %t180, %t183
  %t185 = mul i64 %t142, 1
  %t186 = add i64 %t185, 0
  %t187 = icmp ult i64 %t186, 1
  %t188 = and i1 %t184, %t187
  %t189 = sub i64 1, 1
  %t190 = add i64 %t186, %t189
  %t191 = icmp ult i64 %t190, 1
  %t192 = and i1 %t188, %t191
  %t193 = mul i64 %t147, 1
  %t194 = add i64 %t193, 0
  %t195 = icmp ult i64 %t194, 1
  %t196 = and i1 %t192, %t195
  %t197 = sub i64 1, 1
  %t198 = add i64 %t194, %t197
  %t199 = icmp ult i64 %t198, 1
  %t200 = and i1 %t196, %t199
  br i1 %t200, label %byrun201, label %bytap148
byrun201:
  store i64 0, ptr %c202
  br label %head203
head203:
  %i206 = load i64, ptr %c202
  %t207 = icmp slt i64 %i206, 1
  br i1 %t207, label %body204, label %done205
body204:
  %t208 = mul i64 %t121, 1
  %t209 = mul i64 %i206, 1
  %t210 = add i64 %t208, %t209
  %t211 = add i64 %t210, 0
  %t212 = icmp ult i64 %t211, 1
  %t213 = mul i64 %t45, %size.C
  %t214 = add i64 %t121, %i206
  %t215 = mul i64 %t214, %size.C
  %t216 = add i64 %t213, %t215
  %t217 = add i64 %t122, 0
  %t218 = mul i64 %t217, %size.C
  %t219 = add i64 %t216, %t218
  %t220 = add i64 %t219, 0
  %t221 = getelementptr float, ptr %buf.x, i64 %t220
  %t222 = mul i64 %i206, 6
  %t223 = add i64 %t222, 0
  %t224 = getelementptr ptr, ptr %t24, i64 %t223
  %t225 = select i1 %t212, ptr %t221, ptr %t26
  store ptr %t225, ptr %t224, align 8
  %t226 = xor i1 %t212, true
  %t227 = zext i1 %t226 to i64
  %t228 = load i64, ptr %c117
  %t229 = or i64 %t228, %t227
  store i64 %t229, ptr %c117
  %t230 = mul i64 %t126, 1
  %t231 = mul i64 %i206, 1
  %t232 = add i64 %t230, %t231
  %t233 = add i64 %t232, 0
  %t234 = icmp ult i64 %t233, 1
  %t235 = mul i64 %t45, %size.C
  %t236 = add i64 %t126, %i206
  %t237 = mul i64 %t236, %size.C
  %t238 = add i64 %t235, %t237
  %t239 = add i64 %t127, 0
  %t240 = mul i64 %t239, %size.C
  %t241 = add i64 %t238, %t240
  %t242 = add i64 %t241, 0
  %t243 = getelementptr float, ptr %buf.x, i64 %t242
  %t244 = mul i64 %i206, 6
  %t245 = add i64 %t244, 1
  %t246 = getelementptr ptr, ptr %t24, i64 %t245
  %t247 = select i1 %t234, ptr %t243, ptr %t26
  store ptr %t247, ptr %t246, align 8
  %t248 = xor i1 %t234, true
  %t249 = zext i1 %t248 to i64
  %t250 = load i64, ptr %c117
  %t251 = or i64 %t250, %t249
  store i64 %t251, ptr %c117
  %t252 = mul i64 %t131, 1
  %t253 = mul i64 %i206, 1
  %t254 = add i64 %t252, %t253
  %t255 = add i64 %t254, 0
  %t256 = icmp ult i64 %t255, 1
  %t257 = mul i64 %t45, %size.C
  %t258 = add i64 %t131, %i206
  %t259 = mul i64 %t258, %size.C
  %t260 = add i64 %t257, %t259
  %t261 = add i64 %t132, 0
  %t262 = mul i64 %t261, %size.C
  %t263 = add i64 %t260, %t262
  %t264 = add i64 %t263, 0
  %t265 = getelementptr float, ptr %buf.x, i64 %t264
  %t266 = mul i64 %i206, 6
  %t267 = add i64 %t266, 2
  %t268 = getelementptr ptr, ptr %t24, i64 %t267
  %t269 = select i1 %t256, ptr %t265, ptr %t26
  store ptr %t269, ptr %t268, align 8
  %t270 = xor i1 %t256, true
  %t271 = zext i1 %t270 to i64
  %t272 = load i64, ptr %c117
  %t273 = or i64 %t272, %t271
  store i64 %t273, ptr %c117
  %t274 = mul i64 %t136, 1
  %t275 = mul i64 %i206, 1
  %t276 = add i64 %t274, %t275
  %t277 = add i64 %t276, 0
  %t278 = icmp ult i64 %t277, 1
  %t279 = mul i64 %t45, %size.C
  %t280 = add i64 %t136, %i206
  %t281 = mul i64 %t280, %size.C
  %t282 = add i64 %t279, %t281
  %t283 = add i64 %t137, 0
  %t284 = mul i64 %t283, %size.C
  %t285 = add i64 %t282, %t284
  %t286 = add i64 %t285, 0
  %t287 = getelementptr float, ptr %buf.x, i64 %t286
  %t288 = mul i64 %i206, 6
  %t289 = add i64 %t288, 3
  %t290 = getelementptr ptr, ptr %t24, i64 %t289
  %t291 = select i1 %t278, ptr %t287, ptr %t26
  store ptr %t291, ptr %t290, align 8
  %t292 = xor i1 %t278, true
  %t293 = zext i1 %t292 to i64
  %t294 = load i64, ptr %c117
  %t295 = or i64 %t294, %t293
  store i64 %t295, ptr %c117
  %t296 = mul i64 %t141, 1
  %t297 = mul i64 %i206, 1
  %t298 = add i64 %t296, %t297
  %t299 = add i64 %t298, 0
  %t300 = icmp ult i64 %t299, 1
  %t301 = mul i64 %t45, %size.C
  %t302 = add i64 %t141, %i206
  %t303 = mul i64 %t302, %size.C
  %t304 = add i64 %t301, %t303
  %t305 = add i64 %t142, 0
  %t306 = mul i64 %t305, %size.C
  %t307 = add i64 %t304, %t306
  %t308 = add i64 %t307, 0
  %t309 = getelementptr float, ptr %buf.x, i64 %t308
  %t310 = mul i64 %i206, 6
  %t311 = add i64 %t310, 4
  %t312 = getelementptr ptr, ptr %t24, i64 %t311
  %t313 = select i1 %t300, ptr %t309, ptr %t26
  store ptr %t313, ptr %t312, align 8
  %t314 = xor i1 %t300, true
  %t315 = zext i1 %t314 to i64
  %t316 = load i64, ptr %c117
  %t317 = or i64 %t316, %t315
  store i64 %t317, ptr %c117
  %t318 = mul i64 %t146, 1
  %t319 = mul i64 %i206, 1
  %t320 = add i64 %t318, %t319
  %t321 = add i64 %t320, 0
  %t322 = icmp ult i64 %t321, 1
  %t323 = mul i64 %t45, %size.C
  %t324 = add i64 %t146, %i206
  %t325 = mul i64 %t324, %size.C
  %t326 = add i64 %t323, %t325
  %t327 = add i64 %t147, 0
  %t328 = mul i64 %t327, %size.C
  %t329 = add i64 %t326, %t328
  %t330 = add i64 %t329, 0
  %t331 = getelementptr float, ptr %buf.x, i64 %t330
  %t332 = mul i64 %i206, 6
  %t333 = add i64 %t332, 5
  %t334 = getelementptr ptr, ptr %t24, i64 %t333
  %t335 = select i1 %t322, ptr %t331, ptr %t26
  store ptr %t335, ptr %t334, align 8
  %t336 = xor i1 %t322, true
  %t337 = zext i1 %t336 to i64
  %t338 = load i64, ptr %c117
  %t339 = or i64 %t338, %t337
  store i64 %t339, ptr %c117
  %t340 = add nsw i64 %i206, 1
  store i64 %t340, ptr %c202
  br label %head203
done205:
  %t341 = mul i64 1, %size.C
  store i64 %t341, ptr %c150
  store i64 1, ptr %c152
  br label %indirect149
bytap148:
  store i64 %tb67, ptr %c342
  br label %head343
head343:
  %i346 = load i64, ptr %c342
  %t347 = icmp slt i64 %i346, %t71
  br i1 %t347, label %body344, label %done345
body344:
  %t348 = sdiv i64 %i346, 1
  %t349 = srem i64 %i346, 1
  %t350 = sub i64 %i346, %tb67
  %t351 = mul i64 %t350, 6
  %t352 = mul i64 %t121, 1
  %t353 = mul i64 %t348, 1
  %t354 = add i64 %t352, %t353
  %t355 = add i64 %t354, 0
  %t356 = mul i64 %t122, 1
  %t357 = mul i64 %t349, 1
  %t358 = add i64 %t356, %t357
  %t359 = add i64 %t358, 0
  %t360 = icmp ult i64 %t355, 1
  %t361 = icmp ult i64 %t359, 1
  %t362 = and i1 %t360, %t361
  %t363 = mul i64 %t45, %size.C
  %t364 = add i64 %t121, %t348
  %t365 = mul i64 %t364, %size.C
  %t366 = add i64 %t363, %t365
  %t367 = add i64 %t122, %t349
  %t368 = mul i64 %t367, %size.C
  %t369 = add i64 %t366, %t368
  %t370 = add i64 %t369, 0
  %t371 = getelementptr float, ptr %buf.x, i64 %t370
  %t372 = select i1 %t362, ptr %t371, ptr %t26
  %t373 = add i64 %t351, 0
  %t374 = getelementptr ptr, ptr %t24, i64 %t373
  store ptr %t372, ptr %t374, align 8
  %t375 = xor i1 %t362, true
  %t376 = zext i1 %t375 to i64
  %t377 = load i64, ptr %c117
  %t378 = or i64 %t377, %t376
  store i64 %t378, ptr %c117
  %t379 = mul i64 %t126, 1
  %t380 = mul i64 %t348, 1
  %t381 = add i64 %t379, %t380
  %t382 = add i64 %t381, 0
  %t383 = mul i64 %t127, 1
  %t384 = mul i64 %t349, 1
  %t385 = add i64 %t383, %t384
  %t386 = add i64 %t385, 0
  %t387 = icmp ult i64 %t382, 1
  %t388 = icmp ult i64 %t386, 1
  %t389 = and i1 %t387, %t388
  %t390 = mul i64 %t45, %size.C
  %t391 = add i64 %t126, %t348
  %t392 = mul i64 %t391, %size.C
  %t393 = add i64 %t390, %t392
  %t394 = add i64 %t127, %t349
  %t395 = mul i64 %t394, %size.C
  %t396 = add i64 %t393, %t395
  %t397 = add i64 %t396, 0
  %t398 = getelementptr float, ptr %buf.x, i64 %t397
  %t399 = select i1 %t389, ptr %t398, ptr %t26
  %t400 = add i64 %t351, 1
  %t401 = getelementptr ptr, ptr %t24, i64 %t400
  store ptr %t399, ptr %t401, align 8
  %t402 = xor i1 %t389, true
  %t403 = zext i1 %t402 to i64
  %t404 = load i64, ptr %c117
  %t405 = or i64 %t404, %t403
  store i64 %t405, ptr %c117
  %t406 = mul i64 %t131, 1
  %t407 = mul i64 %t348, 1
  %t408 = add i64 %t406, %t407
  %t409 = add i64 %t408, 0
  %t410 = mul i64 %t132, 1
  %t411 = mul i64 %t349, 1
  %t412 = add i64 %t410, %t411
  %t413 = add i64 %t412, 0
  %t414 = icmp ult i64 %t409, 1
  %t415 = icmp ult i64 %t413, 1
  %t416 = and i1 %t414, %t415
  %t417 = mul i64 %t45, %size.C
  %t418 = add i64 %t131, %t348
  %t419 = mul i64 %t418, %size.C
  %t420 = add i64 %t417, %t419
  %t421 = add i64 %t132, %t349
  %t422 = mul i64 %t421, %size.C
  %t423 = add i64 %t420, %t422
  %t424 = add i64 %t423, 0
  %t425 = getelementptr float, ptr %buf.x, i64 %t424
  %t426 = select i1 %t416, ptr %t425, ptr %t26
  %t427 = add i64 %t351, 2
  %t428 = getelementptr ptr, ptr %t24, i64 %t427
  store ptr %t426, ptr %t428, align 8
  %t429 = xor i1 %t416, true
  %t430 = zext i1 %t429 to i64
  %t431 = load i64, ptr %c117
  %t432 = or i64 %t431, %t430
  store i64 %t432, ptr %c117
  %t433 = mul i64 %t136, 1
  %t434 = mul i64 %t348, 1
  %t435 = add i64 %t433, %t434
  %t436 = add i64 %t435, 0
  %t437 = mul i64 %t137, 1
  %t438 = mul i64 %t349, 1
  %t439 = add i64 %t437, %t438
  %t440 = add i64 %t439, 0
  %t441 = icmp ult i64 %t436, 1
  %t442 = icmp ult i64 %t440, 1
  %t443 = and i1 %t441, %t442
  %t444 = mul i64 %t45, %size.C
  %t445 = add i64 %t136, %t348
  %t446 = mul i64 %t445, %size.C
  %t447 = add i64 %t444, %t446
  %t448 = add i64 %t137, %t349
  %t449 = mul i64 %t448, %size.C
  %t450 = add i64 %t447, %t449
  %t451 = add i64 %t450, 0
  %t452 = getelementptr float, ptr %buf.x, i64 %t451
  %t453 = select i1 %t443, ptr %t452, ptr %t26
  %t454 = add i64 %t351, 3
  %t455 = getelementptr ptr, ptr %t24, i64 %t454
  store ptr %t453, ptr %t455, align 8
  %t456 = xor i1 %t443, true
  %t457 = zext i1 %t456 to i64
  %t458 = load i64, ptr %c117
  %t459 = or i64 %t458, %t457
  store i64 %t459, ptr %c117
  %t460 = mul i64 %t141, 1
  %t461 = mul i64 %t348, 1
  %t462 = add i64 %t460, %t461
  %t463 = add i64 %t462, 0
  %t464 = mul i64 %t142, 1
  %t465 = mul i64 %t349, 1
  %t466 = add i64 %t464, %t465
  %t467 = add i64 %t466, 0
  %t468 = icmp ult i64 %t463, 1
  %t469 = icmp ult i64 %t467, 1
  %t470 = and i1 %t468, %t469
  %t471 = mul i64 %t45, %size.C
  %t472 = add i64 %t141, %t348
  %t473 = mul i64 %t472, %size.C
  %t474 = add i64 %t471, %t473
  %t475 = add i64 %t142, %t349
  %t476 = mul i64 %t475, %size.C
  %t477 = add i64 %t474, %t476
  %t478 = add i64 %t477, 0
  %t479 = getelementptr float, ptr %buf.x, i64 %t478
  %t480 = select i1 %t470, ptr %t479, ptr %t26
  %t481 = add i64 %t351, 4
  %t482 = getelementptr ptr, ptr %t24, i64 %t481
  store ptr %t480, ptr %t482, align 8
  %t483 = xor i1 %t470, true
  %t484 = zext i1 %t483 to i64
  %t485 = load i64, ptr %c117
  %t486 = or i64 %t485, %t484
  store i64 %t486, ptr %c117
  %t487 = mul i64 %t146, 1
  %t488 = mul i64 %t348, 1
  %t489 = add i64 %t487, %t488
  %t490 = add i64 %t489, 0
  %t491 = mul i64 %t147, 1
  %t492 = mul i64 %t349, 1
  %t493 = add i64 %t491, %t492
  %t494 = add i64 %t493, 0
  %t495 = icmp ult i64 %t490, 1
  %t496 = icmp ult i64 %t494, 1
  %t497 = and i1 %t495, %t496
  %t498 = mul i64 %t45, %size.C
  %t499 = add i64 %t146, %t348
  %t500 = mul i64 %t499, %size.C
  %t501 = add i64 %t498, %t500
  %t502 = add i64 %t147, %t349
  %t503 = mul i64 %t502, %size.C
  %t504 = add i64 %t501, %t503
  %t505 = add i64 %t504, 0
  %t506 = getelementptr float, ptr %buf.x, i64 %t505
  %t507 = select i1 %t497, ptr %t506, ptr %t26
  %t508 = add i64 %t351, 5
  %t509 = getelementptr ptr, ptr %t24, i64 %t508
  store ptr %t507, ptr %t509, align 8
  %t510 = xor i1 %t497, true
  %t511 = zext i1 %t510 to i64
  %t512 = load i64, ptr %c117
  %t513 = or i64 %t512, %t511
  store i64 %t513, ptr %c117
  %t514 = add nsw i64 %i346, 1
  store i64 %t514, ptr %c342
  br label %head343
done345:
  br label %indirect149
indirect149:
  %t515 = sdiv i64 %i110, 1
  %t516 = srem i64 %i110, 1
  %t517 = mul i64 %t45, %size.K
  %t518 = mul i64 %t515, %size.K
  %t519 = add i64 %t517, %t518
  %t520 = mul i64 %t516, %size.K
  %t521 = add i64 %t519, %t520
  %t522 = add i64 %t521, %t49
  %t523 = getelementptr float, ptr %buf.y, i64 %t522
  %t524 = load i64, ptr %c152
  %t525 = load i64, ptr %c117
  %t526 = icmp ne i64 %t525, 0
  %t527 = load i64, ptr %c150
  %t531 = icmp eq i64 %t54, 1
  br i1 %t531, label %nv1529, label %nvnext530
nv1529:
  br i1 %t526, label %border533, label %plain532
plain532:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.1p"(ptr %t24, i64 %t524, i64 %t527, ptr %t105, i64 %size.P, ptr %t523, i64 %size.K, i64 %t114, i1 %t72, ptr %t26, <16 x i1> %t58)
  br label %called528
border533:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.1b"(ptr %t24, i64 %t524, i64 %t527, ptr %t105, i64 %size.P, ptr %t523, i64 %size.K, i64 %t114, i1 %t72, ptr %t26, <16 x i1> %t58)
  br label %called528
nvnext530:
  %t536 = icmp eq i64 %t54, 2
  br i1 %t536, label %nv2534, label %nvnext535
nv2534:
  br i1 %t526, label %border538, label %plain537
plain537:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.2p"(ptr %t24, i64 %t524, i64 %t527, ptr %t105, i64 %size.P, ptr %t523, i64 %size.K, i64 %t114, i1 %t72, ptr %t26, <16 x i1> %t58)
  br label %called528
border538:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.2b"(ptr %t24, i64 %t524, i64 %t527, ptr %t105, i64 %size.P, ptr %t523, i64 %size.K, i64 %t114, i1 %t72, ptr %t26, <16 x i1> %t58)
  br label %called528
nvnext535:
  %t541 = icmp eq i64 %t54, 3
  br i1 %t541, label %nv3539, label %nvnext540
nv3539:
  br i1 %t526, label %border543, label %plain542
plain542:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.3p"(ptr %t24, i64 %t524, i64 %t527, ptr %t105, i64 %size.P, ptr %t523, i64 %size.K, i64 %t114, i1 %t72, ptr %t26, <16 x i1> %t58)
  br label %called528
border543:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.3b"(ptr %t24, i64 %t524, i64 %t527, ptr %t105, i64 %size.P, ptr %t523, i64 %size.K, i64 %t114, i1 %t72, ptr %t26, <16 x i1> %t58)
  br label %called528
nvnext540:
  %t546 = icmp eq i64 %t54, 4
  br i1 %t546, label %nv4544, label %nvnext545
nv4544:
  br i1 %t526, label %border548, label %plain547
plain547:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.4p"(ptr %t24, i64 %t524, i64 %t527, ptr %t105, i64 %size.P, ptr %t523, i64 %size.K, i64 %t114, i1 %t72, ptr %t26, <16 x i1> %t58)
  br label %called528
border548:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.4b"(ptr %t24, i64 %t524, i64 %t527, ptr %t105, i64 %size.P, ptr %t523, i64 %size.K, i64 %t114, i1 %t72, ptr %t26, <16 x i1> %t58)
  br label %called528
nvnext545:
  br label %called528
called528:
  br i1 %t73, label %finish549, label %finished550
finish549:
  %t551 = add i64 %i110, %t114
  store i64 %i110, ptr %c552
  br label %head553
head553:
  %i556 = load i64, ptr %c552
  %t557 = icmp slt i64 %i556, %t551
  br i1 %t557, label %body554, label %done555
body554:
  %t558 = sdiv i64 %i556, 1
  %t559 = srem i64 %i556, 1
  store i64 0, ptr %c560
  br label %head561
head561:
  %i564 = load i64, ptr %c560
  %t565 = icmp slt i64 %i564, %t54
  br i1 %t565, label %body562, label %done563
body562:
  %t566 = mul i64 %i564, 16
  %t567 = add i64 %t49, %t566
  %t568 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t567, i64 %size.K)
  %t569 = mul i64 %t45, %size.K
  %t570 = mul i64 %t558, %size.K
  %t571 = add i64 %t569, %t570
  %t572 = mul i64 %t559, %size.K
  %t573 = add i64 %t571, %t572
  %t574 = add i64 %t573, %t567
  %t575 = getelementptr float, ptr %buf.y, i64 %t574
  %t576 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t575, <16 x i1> %t568, <16 x float> zeroinitializer)
  %p577 = getelementptr float, ptr %buf.b, i64 %t567
  %ld578 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p577, <16 x i1> %t568, <16 x float> zeroinitializer)
  %v579 = fadd contract <16 x float> %ld578, %t576
  %v580 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v579
  %v581 = fadd contract <16 x float> %v580, splat (float 0x3FE0000000000000)
  %v582 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v581)
  %v583 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v582)
  %v584 = add i64 %t45, %t558
  %v585 = add i64 %v584, %t559
  %v586 = mul i64 %v585, %size.K
  %v587 = add i64 %v586, %t567
  %p588 = getelementptr float, ptr %buf.y, i64 %v587
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v583, ptr align 4 %p588, <16 x i1> %t568)
  %t589 = add nsw i64 %i564, 1
  store i64 %t589, ptr %c560
  br label %head561
done563:
  %t590 = add nsw i64 %i556, 1
  store i64 %t590, ptr %c552
  br label %head553
done555:
  br label %finished550
finished550:
  %t591 = add nsw i64 %i110, 6
  store i64 %t591, ptr %c106
  br label %head107
done109:
  store i64 %t71, ptr %c63
  br label %tbhead64
tbdone66:
  %t592 = add nsw i64 %i43, 1
  store i64 %t592, ptr %c39
  br label %head40
done42:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
