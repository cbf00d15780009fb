@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.avgpool2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %c.addr.29 = alloca i64, align 64
  %acc58 = alloca <16 x float>, align 64
  %r.addr.59 = alloca i64, align 64
  %s.addr.65 = alloca i64, align 64
  %acc117 = alloca <16 x float>, align 64
  %cnt118 = alloca <16 x float>, align 64
  %u.addr.119 = alloca i64, align 64
  %v.addr.125 = alloca i64, align 64
  %acc228 = alloca <16 x float>, align 64
  %r.addr.229 = alloca i64, align 64
  %s.addr.235 = alloca i64, align 64
  %acc285 = alloca <16 x float>, align 64
  %cnt286 = alloca <16 x float>, align 64
  %u.addr.287 = alloca i64, align 64
  %v.addr.293 = alloca i64, align 64
  %acc381 = alloca <16 x float>, align 64
  %r.addr.382 = alloca i64, align 64
  %s.addr.388 = alloca i64, align 64
  %acc438 = alloca <16 x float>, align 64
  %cnt439 = alloca <16 x float>, align 64
  %u.addr.440 = alloca i64, align 64
  %v.addr.446 = alloca i64, align 64
  %acc533 = alloca <16 x float>, align 64
  %r.addr.534 = alloca i64, align 64
  %s.addr.540 = alloca i64, align 64
  %acc592 = alloca <16 x float>, align 64
  %cnt593 = alloca <16 x float>, align 64
  %u.addr.594 = alloca i64, align 64
  %v.addr.600 = alloca i64, align 64
  %v206 = add i64 %size.H, 1
  %v207 = add i64 %v206, 1
  %v208 = sub i64 %v207, 3
  %v209 = add i64 %v208, 1
  %v210 = mul i64 %size.N, %v209
  %v211 = add i64 %size.W, 1
  %v212 = add i64 %v211, 1
  %v213 = sub i64 %v212, 3
  %v214 = add i64 %v213, 1
  %v215 = mul i64 %v210, %v214
  %v216 = mul i64 %v215, %size.C
  %v217 = icmp sge i64 %v216, 2097152
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %v10, 3
  %v12 = add i64 %v11, 1
  store i64 0, ptr %p.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %p.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  %v19 = add i64 %size.W, 1
  %v20 = add i64 %v19, 1
  %v21 = sub i64 %v20, 3
  %v22 = add i64 %v21, 1
  store i64 0, ptr %q.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %q.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  store i64 0, ptr %c.addr.29
  %i30 = load i64, ptr %c.addr.29
  %v31 = add i64 %size.H, 1
  %v32 = add i64 %v31, 1
  %v33 = sub i64 %v32, 3
  %v34 = add i64 %v33, 1
  %v35 = mul i64 %i7, %v34
  %v36 = add i64 %v35, %i17
  %v37 = add i64 %size.W, 1
  %v38 = add i64 %v37, 1
  %v39 = sub i64 %v38, 3
  %v40 = add i64 %v39, 1
  %v41 = mul i64 %v36, %v40
  %v42 = add i64 %v41, %i27
  %v43 = mul i64 %v42, %size.C
  %v44 = add i64 %v43, %i30
  %p45 = getelementptr float, ptr %buf.y, i64 %v44
  %v46 = ptrtoint ptr %p45 to i64
  %v47 = lshr i64 %v46, 2
  %v48 = sub i64 0, %v47
  %v49 = and i64 %v48, 15
  %v50 = sub i64 %size.C, %i30
  %v51 = icmp sge i64 %v50, 128
  %v52 = select i1 %v51, i64 %v49, i64 0
  %v53 = icmp sgt i64 %v52, 0
  br i1 %v53, label %peel54, label %aligned55
peel54:
  %v56 = add nsw i64 %i30, %v52
  %mask57 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i30, i64 %v56)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc58
  store i64 0, ptr %r.addr.59
  br label %cond60
cond60:
  %i63 = load i64, ptr %r.addr.59
  %v64 = icmp slt i64 %i63, 3
  br i1 %v64, label %body61, label %exit62
body61:
  store i64 0, ptr %s.addr.65
  br label %cond66
cond66:
  %i69 = load i64, ptr %s.addr.65
  %v70 = icmp slt i64 %i69, 3
  br i1 %v70, label %body67, label %exit68
body67:
  %v71 = add i64 %i17, %i63
  %v72 = sub i64 %v71, 1
  %v73 = icmp sge i64 %v72, 0
  %v74 = icmp slt i64 %v72, %size.H
  %v75 = and i1 %v73, %v74
  %v76 = add i64 %i27, %i69
  %v77 = sub i64 %v76, 1
  %v78 = icmp sge i64 %v77, 0
  %v79 = icmp slt i64 %v77, %size.W
  %v80 = and i1 %v78, %v79
  %v81 = and i1 %v75, %v80
  %ins82 = insertelement <16 x i1> poison, i1 %v81, i64 0
  %splat83 = shufflevector <16 x i1> %ins82, <16 x i1> poison, <16 x i32> zeroinitializer
  %v84 = and <16 x i1> %mask57, %splat83
  %v85 = mul i64 %i7, %size.H
  %v86 = add i64 %i17, %i63
  %v87 = sub i64 %v86, 1
  %v88 = add i64 %v85, %v87
  %v89 = mul i64 %v88, %size.W
  %v90 = add i64 %i27, %i69
  %v91 = sub i64 %v90, 1
  %v92 = add i64 %v89, %v91
  %v93 = mul i64 %v92, %size.C
  %v94 = add i64 %v93, %i30
  %p95 = getelementptr float, ptr %buf.x, i64 %v94
  %ld96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p95, <16 x i1> %v84, <16 x float> zeroinitializer)
  %v97 = add i64 %i17, %i63
  %v98 = sub i64 %v97, 1
  %v99 = icmp sge i64 %v98, 0
  %v100 = icmp slt i64 %v98, %size.H
  %v101 = and i1 %v99, %v100
  %v102 = add i64 %i27, %i69
  %v103 = sub i64 %v102, 1
  %v104 = icmp sge i64 %v103, 0
  %v105 = icmp slt i64 %v103, %size.W
  %v106 = and i1 %v104, %v105
  %v107 = and i1 %v101, %v106
  %ins108 = insertelement <16 x i1> poison, i1 %v107, i64 0
  %splat109 = shufflevector <16 x i1> %ins108, <16 x i1> poison, <16 x i32> zeroinitializer
  %v110 = and <16 x i1> %mask57, %splat109
  %old111 = load <16 x float>, ptr %acc58
  %v112 = fadd <16 x float> %old111, %ld96
  %v113 = select <16 x i1> %v110, <16 x float> %v112, <16 x float> %old111
  store <16 x float> %v113, ptr %acc58
  %v114 = add nsw i64 %i69, 1
  store i64 %v114, ptr %s.addr.65
  br label %cond66
exit68:
  %v115 = add nsw i64 %i63, 1
  store i64 %v115, ptr %r.addr.59
  br label %cond60
exit62:
  %red116 = load <16 x float>, ptr %acc58
  store <16 x float> splat (float 0x0000000000000000), ptr %acc117
  store <16 x float> zeroinitializer, ptr %cnt118
  store i64 0, ptr %u.addr.119
  br label %cond120
cond120:
  %i123 = load i64, ptr %u.addr.119
  %v124 = icmp slt i64 %i123, 3
  br i1 %v124, label %body121, label %exit122
body121:
  store i64 0, ptr %v.addr.125
  br label %cond126
cond126:
  %i129 = load i64, ptr %v.addr.125
  %v130 = icmp slt i64 %i129, 3
  br i1 %v130, label %body127, label %exit128
body127:
  %v131 = add i64 %i17, %i123
  %v132 = sub i64 %v131, 1
  %v133 = icmp sge i64 %v132, 0
  %v134 = icmp slt i64 %v132, %size.H
  %v135 = and i1 %v133, %v134
  %v136 = add i64 %i27, %i129
  %v137 = sub i64 %v136, 1
  %v138 = icmp sge i64 %v137, 0
  %v139 = icmp slt i64 %v137, %size.W
  %v140 = and i1 %v138, %v139
  %v141 = and i1 %v135, %v140
  %ins142 = insertelement <16 x i1> poison, i1 %v141, i64 0
  %splat143 = shufflevector <16 x i1> %ins142, <16 x i1> poison, <16 x i32> zeroinitializer
  %v144 = and <16 x i1> %mask57, %splat143
  %v145 = mul i64 %i7, %size.H
  %v146 = add i64 %i17, %i123
  %v147 = sub i64 %v146, 1
  %v148 = add i64 %v145, %v147
  %v149 = mul i64 %v148, %size.W
  %v150 = add i64 %i27, %i129
  %v151 = sub i64 %v150, 1
  %v152 = add i64 %v149, %v151
  %v153 = mul i64 %v152, %size.C
  %v154 = add i64 %v153, %i30
  %p155 = getelementptr float, ptr %buf.x, i64 %v154
  %ld156 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p155, <16 x i1> %v144, <16 x float> zeroinitializer)
  %v157 = add i64 %i17, %i123
  %v158 = sub i64 %v157, 1
  %v159 = icmp sge i64 %v158, 0
  %v160 = icmp slt i64 %v158, %size.H
  %v161 = and i1 %v159, %v160
  %v162 = add i64 %i27, %i129
  %v163 = sub i64 %v162, 1
  %v164 = icmp sge i64 %v163, 0
  %v165 = icmp slt i64 %v163, %size.W
  %v166 = and i1 %v164, %v165
  %v167 = and i1 %v161, %v166
  %ins168 = insertelement <16 x i1> poison, i1 %v167, i64 0
  %splat169 = shufflevector <16 x i1> %ins168, <16 x i1> poison, <16 x i32> zeroinitializer
  %v170 = and <16 x i1> %mask57, %splat169
  %old171 = load <16 x float>, ptr %acc117
  %v172 = fadd <16 x float> %old171, %ld156
  %v173 = select <16 x i1> %v170, <16 x float> %v172, <16 x float> %old171
  store <16 x float> %v173, ptr %acc117
  %c174 = load <16 x float>, ptr %cnt118
  %v175 = select <16 x i1> %v170, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v176 = fadd <16 x float> %c174, %v175
  store <16 x float> %v176, ptr %cnt118
  %v177 = add nsw i64 %i129, 1
  store i64 %v177, ptr %v.addr.125
  br label %cond126
exit128:
  %v178 = add nsw i64 %i123, 1
  store i64 %v178, ptr %u.addr.119
  br label %cond120
exit122:
  %red179 = load <16 x float>, ptr %acc117
  %red180 = load <16 x float>, ptr %cnt118
  %v181 = fdiv <16 x float> %red179, %red180
  %v182 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v183 = fmul contract float 0x4008000000000000, 0x4008000000000000
  %v184 = fdiv float 0x3FF0000000000000, %v183
  %ins185 = insertelement <16 x float> poison, float %v184, i64 0
  %splat186 = shufflevector <16 x float> %ins185, <16 x float> poison, <16 x i32> zeroinitializer
  %v187 = fmul contract <16 x float> %red116, %splat186
  %ins188 = insertelement <16 x i1> poison, i1 %v182, i64 0
  %splat189 = shufflevector <16 x i1> %ins188, <16 x i1> poison, <16 x i32> zeroinitializer
  %v190 = select <16 x i1> %splat189, <16 x float> %v187, <16 x float> %v181
  %v191 = add i64 %size.H, 1
  %v192 = add i64 %v191, 1
  %v193 = sub i64 %v192, 3
  %v194 = add i64 %v193, 1
  %v195 = mul i64 %i7, %v194
  %v196 = add i64 %v195, %i17
  %v197 = add i64 %size.W, 1
  %v198 = add i64 %v197, 1
  %v199 = sub i64 %v198, 3
  %v200 = add i64 %v199, 1
  %v201 = mul i64 %v196, %v200
  %v202 = add i64 %v201, %i27
  %v203 = mul i64 %v202, %size.C
  %v204 = add i64 %v203, %i30
  %p205 = getelementptr float, ptr %buf.y, i64 %v204
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v190, ptr align 4 %p205, <16 x i1> %mask57)
  store i64 %v56, ptr %c.addr.29
  br label %aligned55
aligned55:
  %v218 = and i1 %v51, %v217
  br i1 %v218, label %stream219, label %cached220
stream219:
  %v222 = sub i64 %size.C, 16
  br label %cond223
cond223:
  %i226 = load i64, ptr %c.addr.29
  %v227 = icmp sle i64 %i226, %v222
  br i1 %v227, label %body224, label %exit225
body224:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc228
  store i64 0, ptr %r.addr.229
  br label %cond230
cond230:
  %i233 = load i64, ptr %r.addr.229
  %v234 = icmp slt i64 %i233, 3
  br i1 %v234, label %body231, label %exit232
body231:
  store i64 0, ptr %s.addr.235
  br label %cond236
cond236:
  %i239 = load i64, ptr %s.addr.235
  %v240 = icmp slt i64 %i239, 3
  br i1 %v240, label %body237, label %exit238
body237:
  %v241 = add i64 %i17, %i233
  %v242 = sub i64 %v241, 1
  %v243 = icmp sge i64 %v242, 0
  %v244 = icmp slt i64 %v242, %size.H
  %v245 = and i1 %v243, %v244
  %v246 = add i64 %i27, %i239
  %v247 = sub i64 %v246, 1
  %v248 = icmp sge i64 %v247, 0
  %v249 = icmp slt i64 %v247, %size.W
  %v250 = and i1 %v248, %v249
  %v251 = and i1 %v245, %v250
  %v252 = mul i64 %i7, %size.H
  %v253 = add i64 %i17, %i233
  %v254 = sub i64 %v253, 1
  %v255 = add i64 %v252, %v254
  %v256 = mul i64 %v255, %size.W
  %v257 = add i64 %i27, %i239
  %v258 = sub i64 %v257, 1
  %v259 = add i64 %v256, %v258
  %v260 = mul i64 %v259, %size.C
  %v261 = add i64 %v260, %i226
  %p262 = getelementptr float, ptr %buf.x, i64 %v261
  %ins263 = insertelement <16 x i1> poison, i1 %v251, i64 0
  %splat264 = shufflevector <16 x i1> %ins263, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p262, <16 x i1> %splat264, <16 x float> zeroinitializer)
  %v266 = add i64 %i17, %i233
  %v267 = sub i64 %v266, 1
  %v268 = icmp sge i64 %v267, 0
  %v269 = icmp slt i64 %v267, %size.H
  %v270 = and i1 %v268, %v269
  %v271 = add i64 %i27, %i239
  %v272 = sub i64 %v271, 1
  %v273 = icmp sge i64 %v272, 0
  %v274 = icmp slt i64 %v272, %size.W
  %v275 = and i1 %v273, %v274
  %v276 = and i1 %v270, %v275
  %old277 = load <16 x float>, ptr %acc228
  %v278 = fadd <16 x float> %old277, %ld265
  %ins279 = insertelement <16 x i1> poison, i1 %v276, i64 0
  %splat280 = shufflevector <16 x i1> %ins279, <16 x i1> poison, <16 x i32> zeroinitializer
  %v281 = select <16 x i1> %splat280, <16 x float> %v278, <16 x float> %old277
  store <16 x float> %v281, ptr %acc228
  %v282 = add nsw i64 %i239, 1
  store i64 %v282, ptr %s.addr.235
  br label %cond236
exit238:
  %v283 = add nsw i64 %i233, 1
  store i64 %v283, ptr %r.addr.229
  br label %cond230
exit232:
  %red284 = load <16 x float>, ptr %acc228
  store <16 x float> splat (float 0x0000000000000000), ptr %acc285
  store <16 x float> zeroinitializer, ptr %cnt286
  store i64 0, ptr %u.addr.287
  br label %cond288
cond288:
  %i291 = load i64, ptr %u.addr.287
  %v292 = icmp slt i64 %i291, 3
  br i1 %v292, label %body289, label %exit290
body289:
  store i64 0, ptr %v.addr.293
  br label %cond294
cond294:
  %i297 = load i64, ptr %v.addr.293
  %v298 = icmp slt i64 %i297, 3
  br i1 %v298, label %body295, label %exit296
body295:
  %v299 = add i64 %i17, %i291
  %v300 = sub i64 %v299, 1
  %v301 = icmp sge i64 %v300, 0
  %v302 = icmp slt i64 %v300, %size.H
  %v303 = and i1 %v301, %v302
  %v304 = add i64 %i27, %i297
  %v305 = sub i64 %v304, 1
  %v306 = icmp sge i64 %v305, 0
  %v307 = icmp slt i64 %v305, %size.W
  %v308 = and i1 %v306, %v307
  %v309 = and i1 %v303, %v308
  %v310 = mul i64 %i7, %size.H
  %v311 = add i64 %i17, %i291
  %v312 = sub i64 %v311, 1
  %v313 = add i64 %v310, %v312
  %v314 = mul i64 %v313, %size.W
  %v315 = add i64 %i27, %i297
  %v316 = sub i64 %v315, 1
  %v317 = add i64 %v314, %v316
  %v318 = mul i64 %v317, %size.C
  %v319 = add i64 %v318, %i226
  %p320 = getelementptr float, ptr %buf.x, i64 %v319
  %ins321 = insertelement <16 x i1> poison, i1 %v309, i64 0
  %splat322 = shufflevector <16 x i1> %ins321, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld323 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p320, <16 x i1> %splat322, <16 x float> zeroinitializer)
  %v324 = add i64 %i17, %i291
  %v325 = sub i64 %v324, 1
  %v326 = icmp sge i64 %v325, 0
  %v327 = icmp slt i64 %v325, %size.H
  %v328 = and i1 %v326, %v327
  %v329 = add i64 %i27, %i297
  %v330 = sub i64 %v329, 1
  %v331 = icmp sge i64 %v330, 0
  %v332 = icmp slt i64 %v330, %size.W
  %v333 = and i1 %v331, %v332
  %v334 = and i1 %v328, %v333
  %old335 = load <16 x float>, ptr %acc285
  %v336 = fadd <16 x float> %old335, %ld323
  %ins337 = insertelement <16 x i1> poison, i1 %v334, i64 0
  %splat338 = shufflevector <16 x i1> %ins337, <16 x i1> poison, <16 x i32> zeroinitializer
  %v339 = select <16 x i1> %splat338, <16 x float> %v336, <16 x float> %old335
  store <16 x float> %v339, ptr %acc285
  %c340 = load <16 x float>, ptr %cnt286
  %ins341 = insertelement <16 x i1> poison, i1 %v334, i64 0
  %splat342 = shufflevector <16 x i1> %ins341, <16 x i1> poison, <16 x i32> zeroinitializer
  %v343 = select <16 x i1> %splat342, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v344 = fadd <16 x float> %c340, %v343
  store <16 x float> %v344, ptr %cnt286
  %v345 = add nsw i64 %i297, 1
  store i64 %v345, ptr %v.addr.293
  br label %cond294
exit296:
  %v346 = add nsw i64 %i291, 1
  store i64 %v346, ptr %u.addr.287
  br label %cond288
exit290:
  %red347 = load <16 x float>, ptr %acc285
  %red348 = load <16 x float>, ptr %cnt286
  %v349 = fdiv <16 x float> %red347, %red348
  %v350 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v351 = fmul contract float 0x4008000000000000, 0x4008000000000000
  %v352 = fdiv float 0x3FF0000000000000, %v351
  %ins353 = insertelement <16 x float> poison, float %v352, i64 0
  %splat354 = shufflevector <16 x float> %ins353, <16 x float> poison, <16 x i32> zeroinitializer
  %v355 = fmul contract <16 x float> %red284, %splat354
  %ins356 = insertelement <16 x i1> poison, i1 %v350, i64 0
  %splat357 = shufflevector <16 x i1> %ins356, <16 x i1> poison, <16 x i32> zeroinitializer
  %v358 = select <16 x i1> %splat357, <16 x float> %v355, <16 x float> %v349
  %v359 = add i64 %size.H, 1
  %v360 = add i64 %v359, 1
  %v361 = sub i64 %v360, 3
  %v362 = add i64 %v361, 1
  %v363 = mul i64 %i7, %v362
  %v364 = add i64 %v363, %i17
  %v365 = add i64 %size.W, 1
  %v366 = add i64 %v365, 1
  %v367 = sub i64 %v366, 3
  %v368 = add i64 %v367, 1
  %v369 = mul i64 %v364, %v368
  %v370 = add i64 %v369, %i27
  %v371 = mul i64 %v370, %size.C
  %v372 = add i64 %v371, %i226
  %p373 = getelementptr float, ptr %buf.y, i64 %v372
  store <16 x float> %v358, ptr %p373, align 64, !nontemporal !{i32 1}
  %v374 = add nsw i64 %i226, 16
  store i64 %v374, ptr %c.addr.29
  br label %cond223
exit225:
  br label %join221
cached220:
  %v375 = sub i64 %size.C, 16
  br label %cond376
cond376:
  %i379 = load i64, ptr %c.addr.29
  %v380 = icmp sle i64 %i379, %v375
  br i1 %v380, label %body377, label %exit378
body377:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc381
  store i64 0, ptr %r.addr.382
  br label %cond383
cond383:
  %i386 = load i64, ptr %r.addr.382
  %v387 = icmp slt i64 %i386, 3
  br i1 %v387, label %body384, label %exit385
body384:
  store i64 0, ptr %s.addr.388
  br label %cond389
cond389:
  %i392 = load i64, ptr %s.addr.388
  %v393 = icmp slt i64 %i392, 3
  br i1 %v393, label %body390, label %exit391
body390:
  %v394 = add i64 %i17, %i386
  %v395 = sub i64 %v394, 1
  %v396 = icmp sge i64 %v395, 0
  %v397 = icmp slt i64 %v395, %size.H
  %v398 = and i1 %v396, %v397
  %v399 = add i64 %i27, %i392
  %v400 = sub i64 %v399, 1
  %v401 = icmp sge i64 %v400, 0
  %v402 = icmp slt i64 %v400, %size.W
  %v403 = and i1 %v401, %v402
  %v404 = and i1 %v398, %v403
  %v405 = mul i64 %i7, %size.H
  %v406 = add i64 %i17, %i386
  %v407 = sub i64 %v406, 1
  %v408 = add i64 %v405, %v407
  %v409 = mul i64 %v408, %size.W
  %v410 = add i64 %i27, %i392
  %v411 = sub i64 %v410, 1
  %v412 = add i64 %v409, %v411
  %v413 = mul i64 %v412, %size.C
  %v414 = add i64 %v413, %i379
  %p415 = getelementptr float, ptr %buf.x, i64 %v414
  %ins416 = insertelement <16 x i1> poison, i1 %v404, i64 0
  %splat417 = shufflevector <16 x i1> %ins416, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld418 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p415, <16 x i1> %splat417, <16 x float> zeroinitializer)
  %v419 = add i64 %i17, %i386
  %v420 = sub i64 %v419, 1
  %v421 = icmp sge i64 %v420, 0
  %v422 = icmp slt i64 %v420, %size.H
  %v423 = and i1 %v421, %v422
  %v424 = add i64 %i27, %i392
  %v425 = sub i64 %v424, 1
  %v426 = icmp sge i64 %v425, 0
  %v427 = icmp slt i64 %v425, %size.W
  %v428 = and i1 %v426, %v427
  %v429 = and i1 %v423, %v428
  %old430 = load <16 x float>, ptr %acc381
  %v431 = fadd <16 x float> %old430, %ld418
  %ins432 = insertelement <16 x i1> poison, i1 %v429, i64 0
  %splat433 = shufflevector <16 x i1> %ins432, <16 x i1> poison, <16 x i32> zeroinitializer
  %v434 = select <16 x i1> %splat433, <16 x float> %v431, <16 x float> %old430
  store <16 x float> %v434, ptr %acc381
  %v435 = add nsw i64 %i392, 1
  store i64 %v435, ptr %s.addr.388
  br label %cond389
exit391:
  %v436 = add nsw i64 %i386, 1
  store i64 %v436, ptr %r.addr.382
  br label %cond383
exit385:
  %red437 = load <16 x float>, ptr %acc381
  store <16 x float> splat (float 0x0000000000000000), ptr %acc438
  store <16 x float> zeroinitializer, ptr %cnt439
  store i64 0, ptr %u.addr.440
  br label %cond441
cond441:
  %i444 = load i64, ptr %u.addr.440
  %v445 = icmp slt i64 %i444, 3
  br i1 %v445, label %body442, label %exit443
body442:
  store i64 0, ptr %v.addr.446
  br label %cond447
cond447:
  %i450 = load i64, ptr %v.addr.446
  %v451 = icmp slt i64 %i450, 3
  br i1 %v451, label %body448, label %exit449
body448:
  %v452 = add i64 %i17, %i444
  %v453 = sub i64 %v452, 1
  %v454 = icmp sge i64 %v453, 0
  %v455 = icmp slt i64 %v453, %size.H
  %v456 = and i1 %v454, %v455
  %v457 = add i64 %i27, %i450
  %v458 = sub i64 %v457, 1
  %v459 = icmp sge i64 %v458, 0
  %v460 = icmp slt i64 %v458, %size.W
  %v461 = and i1 %v459, %v460
  %v462 = and i1 %v456, %v461
  %v463 = mul i64 %i7, %size.H
  %v464 = add i64 %i17, %i444
  %v465 = sub i64 %v464, 1
  %v466 = add i64 %v463, %v465
  %v467 = mul i64 %v466, %size.W
  %v468 = add i64 %i27, %i450
  %v469 = sub i64 %v468, 1
  %v470 = add i64 %v467, %v469
  %v471 = mul i64 %v470, %size.C
  %v472 = add i64 %v471, %i379
  %p473 = getelementptr float, ptr %buf.x, i64 %v472
  %ins474 = insertelement <16 x i1> poison, i1 %v462, i64 0
  %splat475 = shufflevector <16 x i1> %ins474, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld476 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p473, <16 x i1> %splat475, <16 x float> zeroinitializer)
  %v477 = add i64 %i17, %i444
  %v478 = sub i64 %v477, 1
  %v479 = icmp sge i64 %v478, 0
  %v480 = icmp slt i64 %v478, %size.H
  %v481 = and i1 %v479, %v480
  %v482 = add i64 %i27, %i450
  %v483 = sub i64 %v482, 1
  %v484 = icmp sge i64 %v483, 0
  %v485 = icmp slt i64 %v483, %size.W
  %v486 = and i1 %v484, %v485
  %v487 = and i1 %v481, %v486
  %old488 = load <16 x float>, ptr %acc438
  %v489 = fadd <16 x float> %old488, %ld476
  %ins490 = insertelement <16 x i1> poison, i1 %v487, i64 0
  %splat491 = shufflevector <16 x i1> %ins490, <16 x i1> poison, <16 x i32> zeroinitializer
  %v492 = select <16 x i1> %splat491, <16 x float> %v489, <16 x float> %old488
  store <16 x float> %v492, ptr %acc438
  %c493 = load <16 x float>, ptr %cnt439
  %ins494 = insertelement <16 x i1> poison, i1 %v487, i64 0
  %splat495 = shufflevector <16 x i1> %ins494, <16 x i1> poison, <16 x i32> zeroinitializer
  %v496 = select <16 x i1> %splat495, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v497 = fadd <16 x float> %c493, %v496
  store <16 x float> %v497, ptr %cnt439
  %v498 = add nsw i64 %i450, 1
  store i64 %v498, ptr %v.addr.446
  br label %cond447
exit449:
  %v499 = add nsw i64 %i444, 1
  store i64 %v499, ptr %u.addr.440
  br label %cond441
exit443:
  %red500 = load <16 x float>, ptr %acc438
  %red501 = load <16 x float>, ptr %cnt439
  %v502 = fdiv <16 x float> %red500, %red501
  %v503 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v504 = fmul contract float 0x4008000000000000, 0x4008000000000000
  %v505 = fdiv float 0x3FF0000000000000, %v504
  %ins506 = insertelement <16 x float> poison, float %v505, i64 0
  %splat507 = shufflevector <16 x float> %ins506, <16 x float> poison, <16 x i32> zeroinitializer
  %v508 = fmul contract <16 x float> %red437, %splat507
  %ins509 = insertelement <16 x i1> poison, i1 %v503, i64 0
  %splat510 = shufflevector <16 x i1> %ins509, <16 x i1> poison, <16 x i32> zeroinitializer
  %v511 = select <16 x i1> %splat510, <16 x float> %v508, <16 x float> %v502
  %v512 = add i64 %size.H, 1
  %v513 = add i64 %v512, 1
  %v514 = sub i64 %v513, 3
  %v515 = add i64 %v514, 1
  %v516 = mul i64 %i7, %v515
  %v517 = add i64 %v516, %i17
  %v518 = add i64 %size.W, 1
  %v519 = add i64 %v518, 1
  %v520 = sub i64 %v519, 3
  %v521 = add i64 %v520, 1
  %v522 = mul i64 %v517, %v521
  %v523 = add i64 %v522, %i27
  %v524 = mul i64 %v523, %size.C
  %v525 = add i64 %v524, %i379
  %p526 = getelementptr float, ptr %buf.y, i64 %v525
  store <16 x float> %v511, ptr %p526, align 4
  %v527 = add nsw i64 %i379, 16
  store i64 %v527, ptr %c.addr.29
  br label %cond376
exit378:
  br label %join221
join221:
  %i528 = load i64, ptr %c.addr.29
  %v529 = icmp slt i64 %i528, %size.C
  br i1 %v529, label %tail530, label %done531
tail530:
  %mask532 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i528, i64 %size.C)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc533
  store i64 0, ptr %r.addr.534
  br label %cond535
cond535:
  %i538 = load i64, ptr %r.addr.534
  %v539 = icmp slt i64 %i538, 3
  br i1 %v539, label %body536, label %exit537
body536:
  store i64 0, ptr %s.addr.540
  br label %cond541
cond541:
  %i544 = load i64, ptr %s.addr.540
  %v545 = icmp slt i64 %i544, 3
  br i1 %v545, label %body542, label %exit543
body542:
  %v546 = add i64 %i17, %i538
  %v547 = sub i64 %v546, 1
  %v548 = icmp sge i64 %v547, 0
  %v549 = icmp slt i64 %v547, %size.H
  %v550 = and i1 %v548, %v549
  %v551 = add i64 %i27, %i544
  %v552 = sub i64 %v551, 1
  %v553 = icmp sge i64 %v552, 0
  %v554 = icmp slt i64 %v552, %size.W
  %v555 = and i1 %v553, %v554
  %v556 = and i1 %v550, %v555
  %ins557 = insertelement <16 x i1> poison, i1 %v556, i64 0
  %splat558 = shufflevector <16 x i1> %ins557, <16 x i1> poison, <16 x i32> zeroinitializer
  %v559 = and <16 x i1> %mask532, %splat558
  %v560 = mul i64 %i7, %size.H
  %v561 = add i64 %i17, %i538
  %v562 = sub i64 %v561, 1
  %v563 = add i64 %v560, %v562
  %v564 = mul i64 %v563, %size.W
  %v565 = add i64 %i27, %i544
  %v566 = sub i64 %v565, 1
  %v567 = add i64 %v564, %v566
  %v568 = mul i64 %v567, %size.C
  %v569 = add i64 %v568, %i528
  %p570 = getelementptr float, ptr %buf.x, i64 %v569
  %ld571 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p570, <16 x i1> %v559, <16 x float> zeroinitializer)
  %v572 = add i64 %i17, %i538
  %v573 = sub i64 %v572, 1
  %v574 = icmp sge i64 %v573, 0
  %v575 = icmp slt i64 %v573, %size.H
  %v576 = and i1 %v574, %v575
  %v577 = add i64 %i27, %i544
  %v578 = sub i64 %v577, 1
  %v579 = icmp sge i64 %v578, 0
  %v580 = icmp slt i64 %v578, %size.W
  %v581 = and i1 %v579, %v580
  %v582 = and i1 %v576, %v581
  %ins583 = insertelement <16 x i1> poison, i1 %v582, i64 0
  %splat584 = shufflevector <16 x i1> %ins583, <16 x i1> poison, <16 x i32> zeroinitializer
  %v585 = and <16 x i1> %mask532, %splat584
  %old586 = load <16 x float>, ptr %acc533
  %v587 = fadd <16 x float> %old586, %ld571
  %v588 = select <16 x i1> %v585, <16 x float> %v587, <16 x float> %old586
  store <16 x float> %v588, ptr %acc533
  %v589 = add nsw i64 %i544, 1
  store i64 %v589, ptr %s.addr.540
  br label %cond541
exit543:
  %v590 = add nsw i64 %i538, 1
  store i64 %v590, ptr %r.addr.534
  br label %cond535
exit537:
  %red591 = load <16 x float>, ptr %acc533
  store <16 x float> splat (float 0x0000000000000000), ptr %acc592
  store <16 x float> zeroinitializer, ptr %cnt593
  store i64 0, ptr %u.addr.594
  br label %cond595
cond595:
  %i598 = load i64, ptr %u.addr.594
  %v599 = icmp slt i64 %i598, 3
  br i1 %v599, label %body596, label %exit597
body596:
  store i64 0, ptr %v.addr.600
  br label %cond601
cond601:
  %i604 = load i64, ptr %v.addr.600
  %v605 = icmp slt i64 %i604, 3
  br i1 %v605, label %body602, label %exit603
body602:
  %v606 = add i64 %i17, %i598
  %v607 = sub i64 %v606, 1
  %v608 = icmp sge i64 %v607, 0
  %v609 = icmp slt i64 %v607, %size.H
  %v610 = and i1 %v608, %v609
  %v611 = add i64 %i27, %i604
  %v612 = sub i64 %v611, 1
  %v613 = icmp sge i64 %v612, 0
  %v614 = icmp slt i64 %v612, %size.W
  %v615 = and i1 %v613, %v614
  %v616 = and i1 %v610, %v615
  %ins617 = insertelement <16 x i1> poison, i1 %v616, i64 0
  %splat618 = shufflevector <16 x i1> %ins617, <16 x i1> poison, <16 x i32> zeroinitializer
  %v619 = and <16 x i1> %mask532, %splat618
  %v620 = mul i64 %i7, %size.H
  %v621 = add i64 %i17, %i598
  %v622 = sub i64 %v621, 1
  %v623 = add i64 %v620, %v622
  %v624 = mul i64 %v623, %size.W
  %v625 = add i64 %i27, %i604
  %v626 = sub i64 %v625, 1
  %v627 = add i64 %v624, %v626
  %v628 = mul i64 %v627, %size.C
  %v629 = add i64 %v628, %i528
  %p630 = getelementptr float, ptr %buf.x, i64 %v629
  %ld631 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p630, <16 x i1> %v619, <16 x float> zeroinitializer)
  %v632 = add i64 %i17, %i598
  %v633 = sub i64 %v632, 1
  %v634 = icmp sge i64 %v633, 0
  %v635 = icmp slt i64 %v633, %size.H
  %v636 = and i1 %v634, %v635
  %v637 = add i64 %i27, %i604
  %v638 = sub i64 %v637, 1
  %v639 = icmp sge i64 %v638, 0
  %v640 = icmp slt i64 %v638, %size.W
  %v641 = and i1 %v639, %v640
  %v642 = and i1 %v636, %v641
  %ins643 = insertelement <16 x i1> poison, i1 %v642, i64 0
  %splat644 = shufflevector <16 x i1> %ins643, <16 x i1> poison, <16 x i32> zeroinitializer
  %v645 = and <16 x i1> %mask532, %splat644
  %old646 = load <16 x float>, ptr %acc592
  %v647 = fadd <16 x float> %old646, %ld631
  %v648 = select <16 x i1> %v645, <16 x float> %v647, <16 x float> %old646
  store <16 x float> %v648, ptr %acc592
  %c649 = load <16 x float>, ptr %cnt593
  %v650 = select <16 x i1> %v645, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v651 = fadd <16 x float> %c649, %v650
  store <16 x float> %v651, ptr %cnt593
  %v652 = add nsw i64 %i604, 1
  store i64 %v652, ptr %v.addr.600
  br label %cond601
exit603:
  %v653 = add nsw i64 %i598, 1
  store i64 %v653, ptr %u.addr.594
  br label %cond595
exit597:
  %red654 = load <16 x float>, ptr %acc592
  %red655 = load <16 x float>, ptr %cnt593
  %v656 = fdiv <16 x float> %red654, %red655
  %v657 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v658 = fmul contract float 0x4008000000000000, 0x4008000000000000
  %v659 = fdiv float 0x3FF0000000000000, %v658
  %ins660 = insertelement <16 x float> poison, float %v659, i64 0
  %splat661 = shufflevector <16 x float> %ins660, <16 x float> poison, <16 x i32> zeroinitializer
  %v662 = fmul contract <16 x float> %red591, %splat661
  %ins663 = insertelement <16 x i1> poison, i1 %v657, i64 0
  %splat664 = shufflevector <16 x i1> %ins663, <16 x i1> poison, <16 x i32> zeroinitializer
  %v665 = select <16 x i1> %splat664, <16 x float> %v662, <16 x float> %v656
  %v666 = add i64 %size.H, 1
  %v667 = add i64 %v666, 1
  %v668 = sub i64 %v667, 3
  %v669 = add i64 %v668, 1
  %v670 = mul i64 %i7, %v669
  %v671 = add i64 %v670, %i17
  %v672 = add i64 %size.W, 1
  %v673 = add i64 %v672, 1
  %v674 = sub i64 %v673, 3
  %v675 = add i64 %v674, 1
  %v676 = mul i64 %v671, %v675
  %v677 = add i64 %v676, %i27
  %v678 = mul i64 %v677, %size.C
  %v679 = add i64 %v678, %i528
  %p680 = getelementptr float, ptr %buf.y, i64 %v679
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v665, ptr align 4 %p680, <16 x i1> %mask532)
  br label %done531
done531:
  %v681 = add nsw i64 %i27, 1
  store i64 %v681, ptr %q.addr.23
  br label %cond24
exit26:
  %v682 = add nsw i64 %i17, 1
  store i64 %v682, ptr %p.addr.13
  br label %cond14
exit16:
  %v683 = add nsw i64 %i7, 1
  store i64 %v683, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
