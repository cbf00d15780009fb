@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.maxpool2d"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c.addr.1 = alloca i64, align 64
  %p.addr.22 = alloca i64, align 64
  %q.addr.41 = alloca i64, align 64
  %acc86 = alloca <16 x float>, align 64
  %r.addr.87 = alloca i64, align 64
  %s.addr.93 = alloca i64, align 64
  %acc235 = alloca <16 x float>, align 64
  %r.addr.236 = alloca i64, align 64
  %s.addr.242 = alloca i64, align 64
  %acc350 = alloca <16 x float>, align 64
  %r.addr.351 = alloca i64, align 64
  %s.addr.357 = alloca i64, align 64
  %acc464 = alloca <16 x float>, align 64
  %r.addr.465 = alloca i64, align 64
  %s.addr.471 = alloca i64, align 64
  %v196 = add i64 %size.H, 1
  %v197 = add i64 %v196, 1
  %v198 = sub i64 %v197, 3
  %v199 = sdiv i64 %v198, 2
  %v200 = srem i64 %v198, 2
  %v201 = icmp ne i64 %v200, 0
  %v202 = icmp slt i64 %v200, 0
  %v203 = icmp slt i64 2, 0
  %v204 = xor i1 %v202, %v203
  %v205 = and i1 %v201, %v204
  %v206 = zext i1 %v205 to i64
  %v207 = sub i64 %v199, %v206
  %v208 = add i64 %v207, 1
  %v209 = mul i64 %size.C, %v208
  %v210 = add i64 %size.W, 1
  %v211 = add i64 %v210, 1
  %v212 = sub i64 %v211, 3
  %v213 = sdiv i64 %v212, 2
  %v214 = srem i64 %v212, 2
  %v215 = icmp ne i64 %v214, 0
  %v216 = icmp slt i64 %v214, 0
  %v217 = icmp slt i64 2, 0
  %v218 = xor i1 %v216, %v217
  %v219 = and i1 %v215, %v218
  %v220 = zext i1 %v219 to i64
  %v221 = sub i64 %v213, %v220
  %v222 = add i64 %v221, 1
  %v223 = mul i64 %v209, %v222
  %v224 = icmp sge i64 %v223, 2097152
  %v2 = icmp slt i64 %range.hi, %size.C
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.C
  store i64 %range.lo, ptr %c.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %c.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %v10, 3
  %v12 = sdiv i64 %v11, 2
  %v13 = srem i64 %v11, 2
  %v14 = icmp ne i64 %v13, 0
  %v15 = icmp slt i64 %v13, 0
  %v16 = icmp slt i64 2, 0
  %v17 = xor i1 %v15, %v16
  %v18 = and i1 %v14, %v17
  %v19 = zext i1 %v18 to i64
  %v20 = sub i64 %v12, %v19
  %v21 = add i64 %v20, 1
  store i64 0, ptr %p.addr.22
  br label %cond23
cond23:
  %i26 = load i64, ptr %p.addr.22
  %v27 = icmp slt i64 %i26, %v21
  br i1 %v27, label %body24, label %exit25
body24:
  %v28 = add i64 %size.W, 1
  %v29 = add i64 %v28, 1
  %v30 = sub i64 %v29, 3
  %v31 = sdiv i64 %v30, 2
  %v32 = srem i64 %v30, 2
  %v33 = icmp ne i64 %v32, 0
  %v34 = icmp slt i64 %v32, 0
  %v35 = icmp slt i64 2, 0
  %v36 = xor i1 %v34, %v35
  %v37 = and i1 %v33, %v36
  %v38 = zext i1 %v37 to i64
  %v39 = sub i64 %v31, %v38
  %v40 = add i64 %v39, 1
  store i64 0, ptr %q.addr.41
  %i42 = load i64, ptr %q.addr.41
  %v43 = add i64 %size.H, 1
  %v44 = add i64 %v43, 1
  %v45 = sub i64 %v44, 3
  %v46 = sdiv i64 %v45, 2
  %v47 = srem i64 %v45, 2
  %v48 = icmp ne i64 %v47, 0
  %v49 = icmp slt i64 %v47, 0
  %v50 = icmp slt i64 2, 0
  %v51 = xor i1 %v49, %v50
  %v52 = and i1 %v48, %v51
  %v53 = zext i1 %v52 to i64
  %v54 = sub i64 %v46, %v53
  %v55 = add i64 %v54, 1
  %v56 = mul i64 %i7, %v55
  %v57 = add i64 %v56, %i26
  %v58 = add i64 %size.W, 1
  %v59 = add i64 %v58, 1
  %v60 = sub i64 %v59, 3
  %v61 = sdiv i64 %v60, 2
  %v62 = srem i64 %v60, 2
  %v63 = icmp ne i64 %v62, 0
  %v64 = icmp slt i64 %v62, 0
  %v65 = icmp slt i64 2, 0
  %v66 = xor i1 %v64, %v65
  %v67 = and i1 %v63, %v66
  %v68 = zext i1 %v67 to i64
  %v69 = sub i64 %v61, %v68
  %v70 = add i64 %v69, 1
  %v71 = mul i64 %v57, %v70
  %v72 = add i64 %v71, %i42
  %p73 = getelementptr float, ptr %buf.y, i64 %v72
  %v74 = ptrtoint ptr %p73 to i64
  %v75 = lshr i64 %v74, 2
  %v76 = sub i64 0, %v75
  %v77 = and i64 %v76, 15
  %v78 = sub i64 %v40, %i42
  %v79 = icmp sge i64 %v78, 128
  %v80 = select i1 %v79, i64 %v77, i64 0
  %v81 = icmp sgt i64 %v80, 0
  br i1 %v81, label %peel82, label %aligned83
peel82:
  %v84 = add nsw i64 %i42, %v80
  %mask85 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i42, i64 %v84)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc86
  store i64 0, ptr %r.addr.87
  br label %cond88
cond88:
  %i91 = load i64, ptr %r.addr.87
  %v92 = icmp slt i64 %i91, 3
  br i1 %v92, label %body89, label %exit90
body89:
  store i64 0, ptr %s.addr.93
  br label %cond94
cond94:
  %i97 = load i64, ptr %s.addr.93
  %v98 = icmp slt i64 %i97, 3
  br i1 %v98, label %body95, label %exit96
body95:
  %v99 = mul i64 %i26, 2
  %v100 = add i64 %v99, %i91
  %v101 = sub i64 %v100, 1
  %v102 = icmp sge i64 %v101, 0
  %v103 = icmp slt i64 %v101, %size.H
  %v104 = and i1 %v102, %v103
  %ins105 = insertelement <16 x i64> poison, i64 %i42, i64 0
  %splat106 = shufflevector <16 x i64> %ins105, <16 x i64> poison, <16 x i32> zeroinitializer
  %step107 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane108 = add <16 x i64> %splat106, %step107
  %v109 = mul <16 x i64> %lane108, splat (i64 2)
  %ins110 = insertelement <16 x i64> poison, i64 %i97, i64 0
  %splat111 = shufflevector <16 x i64> %ins110, <16 x i64> poison, <16 x i32> zeroinitializer
  %v112 = add <16 x i64> %v109, %splat111
  %v113 = sub <16 x i64> %v112, splat (i64 1)
  %ins114 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat115 = shufflevector <16 x i64> %ins114, <16 x i64> poison, <16 x i32> zeroinitializer
  %v116 = icmp sge <16 x i64> %v113, zeroinitializer
  %v117 = icmp slt <16 x i64> %v113, %splat115
  %v118 = and <16 x i1> %v116, %v117
  %ins119 = insertelement <16 x i1> poison, i1 %v104, i64 0
  %splat120 = shufflevector <16 x i1> %ins119, <16 x i1> poison, <16 x i32> zeroinitializer
  %v121 = and <16 x i1> %splat120, %v118
  %v122 = and <16 x i1> %mask85, %v121
  %v123 = mul i64 %i7, %size.H
  %v124 = mul i64 %i26, 2
  %v125 = add i64 %v124, %i91
  %v126 = sub i64 %v125, 1
  %v127 = add i64 %v123, %v126
  %v128 = mul i64 %v127, %size.W
  %v129 = mul <16 x i64> %lane108, splat (i64 2)
  %ins130 = insertelement <16 x i64> poison, i64 %i97, i64 0
  %splat131 = shufflevector <16 x i64> %ins130, <16 x i64> poison, <16 x i32> zeroinitializer
  %v132 = add <16 x i64> %v129, %splat131
  %v133 = sub <16 x i64> %v132, splat (i64 1)
  %ins134 = insertelement <16 x i64> poison, i64 %v128, i64 0
  %splat135 = shufflevector <16 x i64> %ins134, <16 x i64> poison, <16 x i32> zeroinitializer
  %v136 = add <16 x i64> %splat135, %v133
  %ps137 = getelementptr float, ptr %buf.x, <16 x i64> %v136
  %ld138 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps137, <16 x i1> %v122, <16 x float> zeroinitializer)
  %v139 = mul i64 %i26, 2
  %v140 = add i64 %v139, %i91
  %v141 = sub i64 %v140, 1
  %v142 = icmp sge i64 %v141, 0
  %v143 = icmp slt i64 %v141, %size.H
  %v144 = and i1 %v142, %v143
  %v145 = mul <16 x i64> %lane108, splat (i64 2)
  %ins146 = insertelement <16 x i64> poison, i64 %i97, i64 0
  %splat147 = shufflevector <16 x i64> %ins146, <16 x i64> poison, <16 x i32> zeroinitializer
  %v148 = add <16 x i64> %v145, %splat147
  %v149 = sub <16 x i64> %v148, splat (i64 1)
  %ins150 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat151 = shufflevector <16 x i64> %ins150, <16 x i64> poison, <16 x i32> zeroinitializer
  %v152 = icmp sge <16 x i64> %v149, zeroinitializer
  %v153 = icmp slt <16 x i64> %v149, %splat151
  %v154 = and <16 x i1> %v152, %v153
  %ins155 = insertelement <16 x i1> poison, i1 %v144, i64 0
  %splat156 = shufflevector <16 x i1> %ins155, <16 x i1> poison, <16 x i32> zeroinitializer
  %v157 = and <16 x i1> %splat156, %v154
  %v158 = and <16 x i1> %mask85, %v157
  %old159 = load <16 x float>, ptr %acc86
  %v160 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old159, <16 x float> %ld138)
  %v161 = select <16 x i1> %v158, <16 x float> %v160, <16 x float> %old159
  store <16 x float> %v161, ptr %acc86
  %v162 = add nsw i64 %i97, 1
  store i64 %v162, ptr %s.addr.93
  br label %cond94
exit96:
  %v163 = add nsw i64 %i91, 1
  store i64 %v163, ptr %r.addr.87
  br label %cond88
exit90:
  %red164 = load <16 x float>, ptr %acc86
  %v165 = add i64 %size.H, 1
  %v166 = add i64 %v165, 1
  %v167 = sub i64 %v166, 3
  %v168 = sdiv i64 %v167, 2
  %v169 = srem i64 %v167, 2
  %v170 = icmp ne i64 %v169, 0
  %v171 = icmp slt i64 %v169, 0
  %v172 = icmp slt i64 2, 0
  %v173 = xor i1 %v171, %v172
  %v174 = and i1 %v170, %v173
  %v175 = zext i1 %v174 to i64
  %v176 = sub i64 %v168, %v175
  %v177 = add i64 %v176, 1
  %v178 = mul i64 %i7, %v177
  %v179 = add i64 %v178, %i26
  %v180 = add i64 %size.W, 1
  %v181 = add i64 %v180, 1
  %v182 = sub i64 %v181, 3
  %v183 = sdiv i64 %v182, 2
  %v184 = srem i64 %v182, 2
  %v185 = icmp ne i64 %v184, 0
  %v186 = icmp slt i64 %v184, 0
  %v187 = icmp slt i64 2, 0
  %v188 = xor i1 %v186, %v187
  %v189 = and i1 %v185, %v188
  %v190 = zext i1 %v189 to i64
  %v191 = sub i64 %v183, %v190
  %v192 = add i64 %v191, 1
  %v193 = mul i64 %v179, %v192
  %v194 = add i64 %v193, %i42
  %p195 = getelementptr float, ptr %buf.y, i64 %v194
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red164, ptr align 4 %p195, <16 x i1> %mask85)
  store i64 %v84, ptr %q.addr.41
  br label %aligned83
aligned83:
  %v225 = and i1 %v79, %v224
  br i1 %v225, label %stream226, label %cached227
stream226:
  %v229 = sub i64 %v40, 16
  br label %cond230
cond230:
  %i233 = load i64, ptr %q.addr.41
  %v234 = icmp sle i64 %i233, %v229
  br i1 %v234, label %body231, label %exit232
body231:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc235
  store i64 0, ptr %r.addr.236
  br label %cond237
cond237:
  %i240 = load i64, ptr %r.addr.236
  %v241 = icmp slt i64 %i240, 3
  br i1 %v241, label %body238, label %exit239
body238:
  store i64 0, ptr %s.addr.242
  br label %cond243
cond243:
  %i246 = load i64, ptr %s.addr.242
  %v247 = icmp slt i64 %i246, 3
  br i1 %v247, label %body244, label %exit245
body244:
  %v248 = mul i64 %i26, 2
  %v249 = add i64 %v248, %i240
  %v250 = sub i64 %v249, 1
  %v251 = icmp sge i64 %v250, 0
  %v252 = icmp slt i64 %v250, %size.H
  %v253 = and i1 %v251, %v252
  %ins254 = insertelement <16 x i64> poison, i64 %i233, i64 0
  %splat255 = shufflevector <16 x i64> %ins254, <16 x i64> poison, <16 x i32> zeroinitializer
  %step256 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane257 = add <16 x i64> %splat255, %step256
  %v258 = mul <16 x i64> %lane257, splat (i64 2)
  %ins259 = insertelement <16 x i64> poison, i64 %i246, i64 0
  %splat260 = shufflevector <16 x i64> %ins259, <16 x i64> poison, <16 x i32> zeroinitializer
  %v261 = add <16 x i64> %v258, %splat260
  %v262 = sub <16 x i64> %v261, splat (i64 1)
  %ins263 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat264 = shufflevector <16 x i64> %ins263, <16 x i64> poison, <16 x i32> zeroinitializer
  %v265 = icmp sge <16 x i64> %v262, zeroinitializer
  %v266 = icmp slt <16 x i64> %v262, %splat264
  %v267 = and <16 x i1> %v265, %v266
  %ins268 = insertelement <16 x i1> poison, i1 %v253, i64 0
  %splat269 = shufflevector <16 x i1> %ins268, <16 x i1> poison, <16 x i32> zeroinitializer
  %v270 = and <16 x i1> %splat269, %v267
  %v271 = mul i64 %i7, %size.H
  %v272 = mul i64 %i26, 2
  %v273 = add i64 %v272, %i240
  %v274 = sub i64 %v273, 1
  %v275 = add i64 %v271, %v274
  %v276 = mul i64 %v275, %size.W
  %v277 = mul <16 x i64> %lane257, splat (i64 2)
  %ins278 = insertelement <16 x i64> poison, i64 %i246, i64 0
  %splat279 = shufflevector <16 x i64> %ins278, <16 x i64> poison, <16 x i32> zeroinitializer
  %v280 = add <16 x i64> %v277, %splat279
  %v281 = sub <16 x i64> %v280, splat (i64 1)
  %ins282 = insertelement <16 x i64> poison, i64 %v276, i64 0
  %splat283 = shufflevector <16 x i64> %ins282, <16 x i64> poison, <16 x i32> zeroinitializer
  %v284 = add <16 x i64> %splat283, %v281
  %ps285 = getelementptr float, ptr %buf.x, <16 x i64> %v284
  %ld286 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps285, <16 x i1> %v270, <16 x float> zeroinitializer)
  %v287 = mul i64 %i26, 2
  %v288 = add i64 %v287, %i240
  %v289 = sub i64 %v288, 1
  %v290 = icmp sge i64 %v289, 0
  %v291 = icmp slt i64 %v289, %size.H
  %v292 = and i1 %v290, %v291
  %v293 = mul <16 x i64> %lane257, splat (i64 2)
  %ins294 = insertelement <16 x i64> poison, i64 %i246, i64 0
  %splat295 = shufflevector <16 x i64> %ins294, <16 x i64> poison, <16 x i32> zeroinitializer
  %v296 = add <16 x i64> %v293, %splat295
  %v297 = sub <16 x i64> %v296, splat (i64 1)
  %ins298 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat299 = shufflevector <16 x i64> %ins298, <16 x i64> poison, <16 x i32> zeroinitializer
  %v300 = icmp sge <16 x i64> %v297, zeroinitializer
  %v301 = icmp slt <16 x i64> %v297, %splat299
  %v302 = and <16 x i1> %v300, %v301
  %ins303 = insertelement <16 x i1> poison, i1 %v292, i64 0
  %splat304 = shufflevector <16 x i1> %ins303, <16 x i1> poison, <16 x i32> zeroinitializer
  %v305 = and <16 x i1> %splat304, %v302
  %old306 = load <16 x float>, ptr %acc235
  %v307 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old306, <16 x float> %ld286)
  %v308 = select <16 x i1> %v305, <16 x float> %v307, <16 x float> %old306
  store <16 x float> %v308, ptr %acc235
  %v309 = add nsw i64 %i246, 1
  store i64 %v309, ptr %s.addr.242
  br label %cond243
exit245:
  %v310 = add nsw i64 %i240, 1
  store i64 %v310, ptr %r.addr.236
  br label %cond237
exit239:
  %red311 = load <16 x float>, ptr %acc235
  %v312 = add i64 %size.H, 1
  %v313 = add i64 %v312, 1
  %v314 = sub i64 %v313, 3
  %v315 = sdiv i64 %v314, 2
  %v316 = srem i64 %v314, 2
  %v317 = icmp ne i64 %v316, 0
  %v318 = icmp slt i64 %v316, 0
  %v319 = icmp slt i64 2, 0
  %v320 = xor i1 %v318, %v319
  %v321 = and i1 %v317, %v320
  %v322 = zext i1 %v321 to i64
  %v323 = sub i64 %v315, %v322
  %v324 = add i64 %v323, 1
  %v325 = mul i64 %i7, %v324
  %v326 = add i64 %v325, %i26
  %v327 = add i64 %size.W, 1
  %v328 = add i64 %v327, 1
  %v329 = sub i64 %v328, 3
  %v330 = sdiv i64 %v329, 2
  %v331 = srem i64 %v329, 2
  %v332 = icmp ne i64 %v331, 0
  %v333 = icmp slt i64 %v331, 0
  %v334 = icmp slt i64 2, 0
  %v335 = xor i1 %v333, %v334
  %v336 = and i1 %v332, %v335
  %v337 = zext i1 %v336 to i64
  %v338 = sub i64 %v330, %v337
  %v339 = add i64 %v338, 1
  %v340 = mul i64 %v326, %v339
  %v341 = add i64 %v340, %i233
  %p342 = getelementptr float, ptr %buf.y, i64 %v341
  store <16 x float> %red311, ptr %p342, align 64, !nontemporal !{i32 1}
  %v343 = add nsw i64 %i233, 16
  store i64 %v343, ptr %q.addr.41
  br label %cond230
exit232:
  br label %join228
cached227:
  %v344 = sub i64 %v40, 16
  br label %cond345
cond345:
  %i348 = load i64, ptr %q.addr.41
  %v349 = icmp sle i64 %i348, %v344
  br i1 %v349, label %body346, label %exit347
body346:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc350
  store i64 0, ptr %r.addr.351
  br label %cond352
cond352:
  %i355 = load i64, ptr %r.addr.351
  %v356 = icmp slt i64 %i355, 3
  br i1 %v356, label %body353, label %exit354
body353:
  store i64 0, ptr %s.addr.357
  br label %cond358
cond358:
  %i361 = load i64, ptr %s.addr.357
  %v362 = icmp slt i64 %i361, 3
  br i1 %v362, label %body359, label %exit360
body359:
  %v363 = mul i64 %i26, 2
  %v364 = add i64 %v363, %i355
  %v365 = sub i64 %v364, 1
  %v366 = icmp sge i64 %v365, 0
  %v367 = icmp slt i64 %v365, %size.H
  %v368 = and i1 %v366, %v367
  %ins369 = insertelement <16 x i64> poison, i64 %i348, i64 0
  %splat370 = shufflevector <16 x i64> %ins369, <16 x i64> poison, <16 x i32> zeroinitializer
  %step371 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane372 = add <16 x i64> %splat370, %step371
  %v373 = mul <16 x i64> %lane372, splat (i64 2)
  %ins374 = insertelement <16 x i64> poison, i64 %i361, i64 0
  %splat375 = shufflevector <16 x i64> %ins374, <16 x i64> poison, <16 x i32> zeroinitializer
  %v376 = add <16 x i64> %v373, %splat375
  %v377 = sub <16 x i64> %v376, splat (i64 1)
  %ins378 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat379 = shufflevector <16 x i64> %ins378, <16 x i64> poison, <16 x i32> zeroinitializer
  %v380 = icmp sge <16 x i64> %v377, zeroinitializer
  %v381 = icmp slt <16 x i64> %v377, %splat379
  %v382 = and <16 x i1> %v380, %v381
  %ins383 = insertelement <16 x i1> poison, i1 %v368, i64 0
  %splat384 = shufflevector <16 x i1> %ins383, <16 x i1> poison, <16 x i32> zeroinitializer
  %v385 = and <16 x i1> %splat384, %v382
  %v386 = mul i64 %i7, %size.H
  %v387 = mul i64 %i26, 2
  %v388 = add i64 %v387, %i355
  %v389 = sub i64 %v388, 1
  %v390 = add i64 %v386, %v389
  %v391 = mul i64 %v390, %size.W
  %v392 = mul <16 x i64> %lane372, splat (i64 2)
  %ins393 = insertelement <16 x i64> poison, i64 %i361, i64 0
  %splat394 = shufflevector <16 x i64> %ins393, <16 x i64> poison, <16 x i32> zeroinitializer
  %v395 = add <16 x i64> %v392, %splat394
  %v396 = sub <16 x i64> %v395, splat (i64 1)
  %ins397 = insertelement <16 x i64> poison, i64 %v391, i64 0
  %splat398 = shufflevector <16 x i64> %ins397, <16 x i64> poison, <16 x i32> zeroinitializer
  %v399 = add <16 x i64> %splat398, %v396
  %ps400 = getelementptr float, ptr %buf.x, <16 x i64> %v399
  %ld401 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps400, <16 x i1> %v385, <16 x float> zeroinitializer)
  %v402 = mul i64 %i26, 2
  %v403 = add i64 %v402, %i355
  %v404 = sub i64 %v403, 1
  %v405 = icmp sge i64 %v404, 0
  %v406 = icmp slt i64 %v404, %size.H
  %v407 = and i1 %v405, %v406
  %v408 = mul <16 x i64> %lane372, splat (i64 2)
  %ins409 = insertelement <16 x i64> poison, i64 %i361, i64 0
  %splat410 = shufflevector <16 x i64> %ins409, <16 x i64> poison, <16 x i32> zeroinitializer
  %v411 = add <16 x i64> %v408, %splat410
  %v412 = sub <16 x i64> %v411, splat (i64 1)
  %ins413 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat414 = shufflevector <16 x i64> %ins413, <16 x i64> poison, <16 x i32> zeroinitializer
  %v415 = icmp sge <16 x i64> %v412, zeroinitializer
  %v416 = icmp slt <16 x i64> %v412, %splat414
  %v417 = and <16 x i1> %v415, %v416
  %ins418 = insertelement <16 x i1> poison, i1 %v407, i64 0
  %splat419 = shufflevector <16 x i1> %ins418, <16 x i1> poison, <16 x i32> zeroinitializer
  %v420 = and <16 x i1> %splat419, %v417
  %old421 = load <16 x float>, ptr %acc350
  %v422 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old421, <16 x float> %ld401)
  %v423 = select <16 x i1> %v420, <16 x float> %v422, <16 x float> %old421
  store <16 x float> %v423, ptr %acc350
  %v424 = add nsw i64 %i361, 1
  store i64 %v424, ptr %s.addr.357
  br label %cond358
exit360:
  %v425 = add nsw i64 %i355, 1
  store i64 %v425, ptr %r.addr.351
  br label %cond352
exit354:
  %red426 = load <16 x float>, ptr %acc350
  %v427 = add i64 %size.H, 1
  %v428 = add i64 %v427, 1
  %v429 = sub i64 %v428, 3
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
  %v440 = mul i64 %i7, %v439
  %v441 = add i64 %v440, %i26
  %v442 = add i64 %size.W, 1
  %v443 = add i64 %v442, 1
  %v444 = sub i64 %v443, 3
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
  %v455 = mul i64 %v441, %v454
  %v456 = add i64 %v455, %i348
  %p457 = getelementptr float, ptr %buf.y, i64 %v456
  store <16 x float> %red426, ptr %p457, align 4
  %v458 = add nsw i64 %i348, 16
  store i64 %v458, ptr %q.addr.41
  br label %cond345
exit347:
  br label %join228
join228:
  %i459 = load i64, ptr %q.addr.41
  %v460 = icmp slt i64 %i459, %v40
  br i1 %v460, label %tail461, label %done462
tail461:
  %mask463 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i459, i64 %v40)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc464
  store i64 0, ptr %r.addr.465
  br label %cond466
cond466:
  %i469 = load i64, ptr %r.addr.465
  %v470 = icmp slt i64 %i469, 3
  br i1 %v470, label %body467, label %exit468
body467:
  store i64 0, ptr %s.addr.471
  br label %cond472
cond472:
  %i475 = load i64, ptr %s.addr.471
  %v476 = icmp slt i64 %i475, 3
  br i1 %v476, label %body473, label %exit474
body473:
  %v477 = mul i64 %i26, 2
  %v478 = add i64 %v477, %i469
  %v479 = sub i64 %v478, 1
  %v480 = icmp sge i64 %v479, 0
  %v481 = icmp slt i64 %v479, %size.H
  %v482 = and i1 %v480, %v481
  %ins483 = insertelement <16 x i64> poison, i64 %i459, i64 0
  %splat484 = shufflevector <16 x i64> %ins483, <16 x i64> poison, <16 x i32> zeroinitializer
  %step485 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane486 = add <16 x i64> %splat484, %step485
  %v487 = mul <16 x i64> %lane486, splat (i64 2)
  %ins488 = insertelement <16 x i64> poison, i64 %i475, i64 0
  %splat489 = shufflevector <16 x i64> %ins488, <16 x i64> poison, <16 x i32> zeroinitializer
  %v490 = add <16 x i64> %v487, %splat489
  %v491 = sub <16 x i64> %v490, splat (i64 1)
  %ins492 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat493 = shufflevector <16 x i64> %ins492, <16 x i64> poison, <16 x i32> zeroinitializer
  %v494 = icmp sge <16 x i64> %v491, zeroinitializer
  %v495 = icmp slt <16 x i64> %v491, %splat493
  %v496 = and <16 x i1> %v494, %v495
  %ins497 = insertelement <16 x i1> poison, i1 %v482, i64 0
  %splat498 = shufflevector <16 x i1> %ins497, <16 x i1> poison, <16 x i32> zeroinitializer
  %v499 = and <16 x i1> %splat498, %v496
  %v500 = and <16 x i1> %mask463, %v499
  %v501 = mul i64 %i7, %size.H
  %v502 = mul i64 %i26, 2
  %v503 = add i64 %v502, %i469
  %v504 = sub i64 %v503, 1
  %v505 = add i64 %v501, %v504
  %v506 = mul i64 %v505, %size.W
  %v507 = mul <16 x i64> %lane486, splat (i64 2)
  %ins508 = insertelement <16 x i64> poison, i64 %i475, i64 0
  %splat509 = shufflevector <16 x i64> %ins508, <16 x i64> poison, <16 x i32> zeroinitializer
  %v510 = add <16 x i64> %v507, %splat509
  %v511 = sub <16 x i64> %v510, splat (i64 1)
  %ins512 = insertelement <16 x i64> poison, i64 %v506, i64 0
  %splat513 = shufflevector <16 x i64> %ins512, <16 x i64> poison, <16 x i32> zeroinitializer
  %v514 = add <16 x i64> %splat513, %v511
  %ps515 = getelementptr float, ptr %buf.x, <16 x i64> %v514
  %ld516 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps515, <16 x i1> %v500, <16 x float> zeroinitializer)
  %v517 = mul i64 %i26, 2
  %v518 = add i64 %v517, %i469
  %v519 = sub i64 %v518, 1
  %v520 = icmp sge i64 %v519, 0
  %v521 = icmp slt i64 %v519, %size.H
  %v522 = and i1 %v520, %v521
  %v523 = mul <16 x i64> %lane486, splat (i64 2)
  %ins524 = insertelement <16 x i64> poison, i64 %i475, i64 0
  %splat525 = shufflevector <16 x i64> %ins524, <16 x i64> poison, <16 x i32> zeroinitializer
  %v526 = add <16 x i64> %v523, %splat525
  %v527 = sub <16 x i64> %v526, splat (i64 1)
  %ins528 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat529 = shufflevector <16 x i64> %ins528, <16 x i64> poison, <16 x i32> zeroinitializer
  %v530 = icmp sge <16 x i64> %v527, zeroinitializer
  %v531 = icmp slt <16 x i64> %v527, %splat529
  %v532 = and <16 x i1> %v530, %v531
  %ins533 = insertelement <16 x i1> poison, i1 %v522, i64 0
  %splat534 = shufflevector <16 x i1> %ins533, <16 x i1> poison, <16 x i32> zeroinitializer
  %v535 = and <16 x i1> %splat534, %v532
  %v536 = and <16 x i1> %mask463, %v535
  %old537 = load <16 x float>, ptr %acc464
  %v538 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old537, <16 x float> %ld516)
  %v539 = select <16 x i1> %v536, <16 x float> %v538, <16 x float> %old537
  store <16 x float> %v539, ptr %acc464
  %v540 = add nsw i64 %i475, 1
  store i64 %v540, ptr %s.addr.471
  br label %cond472
exit474:
  %v541 = add nsw i64 %i469, 1
  store i64 %v541, ptr %r.addr.465
  br label %cond466
exit468:
  %red542 = load <16 x float>, ptr %acc464
  %v543 = add i64 %size.H, 1
  %v544 = add i64 %v543, 1
  %v545 = sub i64 %v544, 3
  %v546 = sdiv i64 %v545, 2
  %v547 = srem i64 %v545, 2
  %v548 = icmp ne i64 %v547, 0
  %v549 = icmp slt i64 %v547, 0
  %v550 = icmp slt i64 2, 0
  %v551 = xor i1 %v549, %v550
  %v552 = and i1 %v548, %v551
  %v553 = zext i1 %v552 to i64
  %v554 = sub i64 %v546, %v553
  %v555 = add i64 %v554, 1
  %v556 = mul i64 %i7, %v555
  %v557 = add i64 %v556, %i26
  %v558 = add i64 %size.W, 1
  %v559 = add i64 %v558, 1
  %v560 = sub i64 %v559, 3
  %v561 = sdiv i64 %v560, 2
  %v562 = srem i64 %v560, 2
  %v563 = icmp ne i64 %v562, 0
  %v564 = icmp slt i64 %v562, 0
  %v565 = icmp slt i64 2, 0
  %v566 = xor i1 %v564, %v565
  %v567 = and i1 %v563, %v566
  %v568 = zext i1 %v567 to i64
  %v569 = sub i64 %v561, %v568
  %v570 = add i64 %v569, 1
  %v571 = mul i64 %v557, %v570
  %v572 = add i64 %v571, %i459
  %p573 = getelementptr float, ptr %buf.y, i64 %v572
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red542, ptr align 4 %p573, <16 x i1> %mask463)
  br label %done462
done462:
  %v574 = add nsw i64 %i26, 1
  store i64 %v574, ptr %p.addr.22
  br label %cond23
exit25:
  %v575 = add nsw i64 %i7, 1
  store i64 %v575, ptr %c.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
