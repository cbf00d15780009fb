@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.maxpool2d"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %p.addr.28 = alloca i64, align 64
  %q.addr.47 = alloca i64, align 64
  %acc94 = alloca <16 x float>, align 64
  %nan95 = alloca <16 x i1>, align 64
  %r.addr.96 = alloca i64, align 64
  %s.addr.102 = alloca i64, align 64
  %acc256 = alloca <16 x float>, align 64
  %nan257 = alloca <16 x i1>, align 64
  %r.addr.258 = alloca i64, align 64
  %s.addr.264 = alloca i64, align 64
  %acc383 = alloca <16 x float>, align 64
  %nan384 = alloca <16 x i1>, align 64
  %r.addr.385 = alloca i64, align 64
  %s.addr.391 = alloca i64, align 64
  %acc509 = alloca <16 x float>, align 64
  %nan510 = alloca <16 x i1>, align 64
  %r.addr.511 = alloca i64, align 64
  %s.addr.517 = alloca i64, align 64
  %v216 = mul i64 %size.N, %size.C
  %v217 = add i64 %size.H, 1
  %v218 = add i64 %v217, 1
  %v219 = sub i64 %v218, 3
  %v220 = sdiv i64 %v219, 2
  %v221 = srem i64 %v219, 2
  %v222 = icmp ne i64 %v221, 0
  %v223 = icmp slt i64 %v221, 0
  %v224 = icmp slt i64 2, 0
  %v225 = xor i1 %v223, %v224
  %v226 = and i1 %v222, %v225
  %v227 = zext i1 %v226 to i64
  %v228 = sub i64 %v220, %v227
  %v229 = add i64 %v228, 1
  %v230 = mul i64 %v216, %v229
  %v231 = add i64 %size.W, 1
  %v232 = add i64 %v231, 1
  %v233 = sub i64 %v232, 3
  %v234 = sdiv i64 %v233, 2
  %v235 = srem i64 %v233, 2
  %v236 = icmp ne i64 %v235, 0
  %v237 = icmp slt i64 %v235, 0
  %v238 = icmp slt i64 2, 0
  %v239 = xor i1 %v237, %v238
  %v240 = and i1 %v236, %v239
  %v241 = zext i1 %v240 to i64
  %v242 = sub i64 %v234, %v241
  %v243 = add i64 %v242, 1
  %v244 = mul i64 %v230, %v243
  %v245 = icmp sge i64 %v244, 2097152
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %c.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %c.addr.9
  %v14 = icmp slt i64 %i13, %size.C
  br i1 %v14, label %body11, label %exit12
body11:
  %v15 = add i64 %size.H, 1
  %v16 = add i64 %v15, 1
  %v17 = sub i64 %v16, 3
  %v18 = sdiv i64 %v17, 2
  %v19 = srem i64 %v17, 2
  %v20 = icmp ne i64 %v19, 0
  %v21 = icmp slt i64 %v19, 0
  %v22 = icmp slt i64 2, 0
  %v23 = xor i1 %v21, %v22
  %v24 = and i1 %v20, %v23
  %v25 = zext i1 %v24 to i64
  %v26 = sub i64 %v18, %v25
  %v27 = add i64 %v26, 1
  store i64 0, ptr %p.addr.28
  br label %cond29
cond29:
  %i32 = load i64, ptr %p.addr.28
  %v33 = icmp slt i64 %i32, %v27
  br i1 %v33, label %body30, label %exit31
body30:
  %v34 = add i64 %size.W, 1
  %v35 = add i64 %v34, 1
  %v36 = sub i64 %v35, 3
  %v37 = sdiv i64 %v36, 2
  %v38 = srem i64 %v36, 2
  %v39 = icmp ne i64 %v38, 0
  %v40 = icmp slt i64 %v38, 0
  %v41 = icmp slt i64 2, 0
  %v42 = xor i1 %v40, %v41
  %v43 = and i1 %v39, %v42
  %v44 = zext i1 %v43 to i64
  %v45 = sub i64 %v37, %v44
  %v46 = add i64 %v45, 1
  store i64 0, ptr %q.addr.47
  %i48 = load i64, ptr %q.addr.47
  %v49 = mul i64 %i7, %size.C
  %v50 = add i64 %v49, %i13
  %v51 = add i64 %size.H, 1
  %v52 = add i64 %v51, 1
  %v53 = sub i64 %v52, 3
  %v54 = sdiv i64 %v53, 2
  %v55 = srem i64 %v53, 2
  %v56 = icmp ne i64 %v55, 0
  %v57 = icmp slt i64 %v55, 0
  %v58 = icmp slt i64 2, 0
  %v59 = xor i1 %v57, %v58
  %v60 = and i1 %v56, %v59
  %v61 = zext i1 %v60 to i64
  %v62 = sub i64 %v54, %v61
  %v63 = add i64 %v62, 1
  %v64 = mul i64 %v50, %v63
  %v65 = add i64 %v64, %i32
  %v66 = add i64 %size.W, 1
  %v67 = add i64 %v66, 1
  %v68 = sub i64 %v67, 3
  %v69 = sdiv i64 %v68, 2
  %v70 = srem i64 %v68, 2
  %v71 = icmp ne i64 %v70, 0
  %v72 = icmp slt i64 %v70, 0
  %v73 = icmp slt i64 2, 0
  %v74 = xor i1 %v72, %v73
  %v75 = and i1 %v71, %v74
  %v76 = zext i1 %v75 to i64
  %v77 = sub i64 %v69, %v76
  %v78 = add i64 %v77, 1
  %v79 = mul i64 %v65, %v78
  %v80 = add i64 %v79, %i48
  %p81 = getelementptr float, ptr %buf.y, i64 %v80
  %v82 = ptrtoint ptr %p81 to i64
  %v83 = lshr i64 %v82, 2
  %v84 = sub i64 0, %v83
  %v85 = and i64 %v84, 15
  %v86 = sub i64 %v46, %i48
  %v87 = icmp sge i64 %v86, 128
  %v88 = select i1 %v87, i64 %v85, i64 0
  %v89 = icmp sgt i64 %v88, 0
  br i1 %v89, label %peel90, label %aligned91
peel90:
  %v92 = add nsw i64 %i48, %v88
  %mask93 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i48, i64 %v92)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc94
  store <16 x i1> zeroinitializer, ptr %nan95
  store i64 0, ptr %r.addr.96
  br label %cond97
cond97:
  %i100 = load i64, ptr %r.addr.96
  %v101 = icmp slt i64 %i100, 3
  br i1 %v101, label %body98, label %exit99
body98:
  store i64 0, ptr %s.addr.102
  br label %cond103
cond103:
  %i106 = load i64, ptr %s.addr.102
  %v107 = icmp slt i64 %i106, 3
  br i1 %v107, label %body104, label %exit105
body104:
  %v108 = mul i64 %i32, 2
  %v109 = add i64 %v108, %i100
  %v110 = sub i64 %v109, 1
  %v111 = icmp sge i64 %v110, 0
  %v112 = icmp slt i64 %v110, %size.H
  %v113 = and i1 %v111, %v112
  %ins114 = insertelement <16 x i64> poison, i64 %i48, i64 0
  %splat115 = shufflevector <16 x i64> %ins114, <16 x i64> poison, <16 x i32> zeroinitializer
  %step116 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane117 = add <16 x i64> %splat115, %step116
  %v118 = mul <16 x i64> %lane117, splat (i64 2)
  %ins119 = insertelement <16 x i64> poison, i64 %i106, i64 0
  %splat120 = shufflevector <16 x i64> %ins119, <16 x i64> poison, <16 x i32> zeroinitializer
  %v121 = add <16 x i64> %v118, %splat120
  %v122 = sub <16 x i64> %v121, splat (i64 1)
  %ins123 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat124 = shufflevector <16 x i64> %ins123, <16 x i64> poison, <16 x i32> zeroinitializer
  %v125 = icmp sge <16 x i64> %v122, zeroinitializer
  %v126 = icmp slt <16 x i64> %v122, %splat124
  %v127 = and <16 x i1> %v125, %v126
  %ins128 = insertelement <16 x i1> poison, i1 %v113, i64 0
  %splat129 = shufflevector <16 x i1> %ins128, <16 x i1> poison, <16 x i32> zeroinitializer
  %v130 = and <16 x i1> %splat129, %v127
  %v131 = and <16 x i1> %mask93, %v130
  %v132 = mul i64 %i7, %size.C
  %v133 = add i64 %v132, %i13
  %v134 = mul i64 %v133, %size.H
  %v135 = mul i64 %i32, 2
  %v136 = add i64 %v135, %i100
  %v137 = sub i64 %v136, 1
  %v138 = add i64 %v134, %v137
  %v139 = mul i64 %v138, %size.W
  %v140 = mul <16 x i64> %lane117, splat (i64 2)
  %ins141 = insertelement <16 x i64> poison, i64 %i106, i64 0
  %splat142 = shufflevector <16 x i64> %ins141, <16 x i64> poison, <16 x i32> zeroinitializer
  %v143 = add <16 x i64> %v140, %splat142
  %v144 = sub <16 x i64> %v143, splat (i64 1)
  %ins145 = insertelement <16 x i64> poison, i64 %v139, i64 0
  %splat146 = shufflevector <16 x i64> %ins145, <16 x i64> poison, <16 x i32> zeroinitializer
  %v147 = add <16 x i64> %splat146, %v144
  %ps148 = getelementptr float, ptr %buf.x, <16 x i64> %v147
  %ld149 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps148, <16 x i1> %v131, <16 x float> zeroinitializer)
  %v150 = mul i64 %i32, 2
  %v151 = add i64 %v150, %i100
  %v152 = sub i64 %v151, 1
  %v153 = icmp sge i64 %v152, 0
  %v154 = icmp slt i64 %v152, %size.H
  %v155 = and i1 %v153, %v154
  %v156 = mul <16 x i64> %lane117, splat (i64 2)
  %ins157 = insertelement <16 x i64> poison, i64 %i106, i64 0
  %splat158 = shufflevector <16 x i64> %ins157, <16 x i64> poison, <16 x i32> zeroinitializer
  %v159 = add <16 x i64> %v156, %splat158
  %v160 = sub <16 x i64> %v159, splat (i64 1)
  %ins161 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat162 = shufflevector <16 x i64> %ins161, <16 x i64> poison, <16 x i32> zeroinitializer
  %v163 = icmp sge <16 x i64> %v160, zeroinitializer
  %v164 = icmp slt <16 x i64> %v160, %splat162
  %v165 = and <16 x i1> %v163, %v164
  %ins166 = insertelement <16 x i1> poison, i1 %v155, i64 0
  %splat167 = shufflevector <16 x i1> %ins166, <16 x i1> poison, <16 x i32> zeroinitializer
  %v168 = and <16 x i1> %splat167, %v165
  %v169 = and <16 x i1> %mask93, %v168
  %old170 = load <16 x float>, ptr %acc94
  %v171 = fcmp ogt <16 x float> %ld149, %old170
  %v172 = select <16 x i1> %v171, <16 x float> %ld149, <16 x float> %old170
  %v173 = fcmp uno <16 x float> %ld149, %ld149
  %v174 = and <16 x i1> %v173, %v169
  %v175 = load <16 x i1>, ptr %nan95
  %v176 = or <16 x i1> %v175, %v174
  store <16 x i1> %v176, ptr %nan95
  %v177 = select <16 x i1> %v169, <16 x float> %v172, <16 x float> %old170
  store <16 x float> %v177, ptr %acc94
  %v178 = add nsw i64 %i106, 1
  store i64 %v178, ptr %s.addr.102
  br label %cond103
exit105:
  %v179 = add nsw i64 %i100, 1
  store i64 %v179, ptr %r.addr.96
  br label %cond97
exit99:
  %red180 = load <16 x float>, ptr %acc94
  %v181 = load <16 x i1>, ptr %nan95
  %v182 = select <16 x i1> %v181, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red180
  %v183 = mul i64 %i7, %size.C
  %v184 = add i64 %v183, %i13
  %v185 = add i64 %size.H, 1
  %v186 = add i64 %v185, 1
  %v187 = sub i64 %v186, 3
  %v188 = sdiv i64 %v187, 2
  %v189 = srem i64 %v187, 2
  %v190 = icmp ne i64 %v189, 0
  %v191 = icmp slt i64 %v189, 0
  %v192 = icmp slt i64 2, 0
  %v193 = xor i1 %v191, %v192
  %v194 = and i1 %v190, %v193
  %v195 = zext i1 %v194 to i64
  %v196 = sub i64 %v188, %v195
  %v197 = add i64 %v196, 1
  %v198 = mul i64 %v184, %v197
  %v199 = add i64 %v198, %i32
  %v200 = add i64 %size.W, 1
  %v201 = add i64 %v200, 1
  %v202 = sub i64 %v201, 3
  %v203 = sdiv i64 %v202, 2
  %v204 = srem i64 %v202, 2
  %v205 = icmp ne i64 %v204, 0
  %v206 = icmp slt i64 %v204, 0
  %v207 = icmp slt i64 2, 0
  %v208 = xor i1 %v206, %v207
  %v209 = and i1 %v205, %v208
  %v210 = zext i1 %v209 to i64
  %v211 = sub i64 %v203, %v210
  %v212 = add i64 %v211, 1
  %v213 = mul i64 %v199, %v212
  %v214 = add i64 %v213, %i48
  %p215 = getelementptr float, ptr %buf.y, i64 %v214
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v182, ptr align 4 %p215, <16 x i1> %mask93)
  store i64 %v92, ptr %q.addr.47
  br label %aligned91
aligned91:
  %v246 = and i1 %v87, %v245
  br i1 %v246, label %stream247, label %cached248
stream247:
  %v250 = sub i64 %v46, 16
  br label %cond251
cond251:
  %i254 = load i64, ptr %q.addr.47
  %v255 = icmp sle i64 %i254, %v250
  br i1 %v255, label %body252, label %exit253
body252:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc256
  store <16 x i1> zeroinitializer, ptr %nan257
  store i64 0, ptr %r.addr.258
  br label %cond259
cond259:
  %i262 = load i64, ptr %r.addr.258
  %v263 = icmp slt i64 %i262, 3
  br i1 %v263, label %body260, label %exit261
body260:
  store i64 0, ptr %s.addr.264
  br label %cond265
cond265:
  %i268 = load i64, ptr %s.addr.264
  %v269 = icmp slt i64 %i268, 3
  br i1 %v269, label %body266, label %exit267
body266:
  %v270 = mul i64 %i32, 2
  %v271 = add i64 %v270, %i262
  %v272 = sub i64 %v271, 1
  %v273 = icmp sge i64 %v272, 0
  %v274 = icmp slt i64 %v272, %size.H
  %v275 = and i1 %v273, %v274
  %ins276 = insertelement <16 x i64> poison, i64 %i254, i64 0
  %splat277 = shufflevector <16 x i64> %ins276, <16 x i64> poison, <16 x i32> zeroinitializer
  %step278 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane279 = add <16 x i64> %splat277, %step278
  %v280 = mul <16 x i64> %lane279, splat (i64 2)
  %ins281 = insertelement <16 x i64> poison, i64 %i268, i64 0
  %splat282 = shufflevector <16 x i64> %ins281, <16 x i64> poison, <16 x i32> zeroinitializer
  %v283 = add <16 x i64> %v280, %splat282
  %v284 = sub <16 x i64> %v283, splat (i64 1)
  %ins285 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat286 = shufflevector <16 x i64> %ins285, <16 x i64> poison, <16 x i32> zeroinitializer
  %v287 = icmp sge <16 x i64> %v284, zeroinitializer
  %v288 = icmp slt <16 x i64> %v284, %splat286
  %v289 = and <16 x i1> %v287, %v288
  %ins290 = insertelement <16 x i1> poison, i1 %v275, i64 0
  %splat291 = shufflevector <16 x i1> %ins290, <16 x i1> poison, <16 x i32> zeroinitializer
  %v292 = and <16 x i1> %splat291, %v289
  %v293 = mul i64 %i7, %size.C
  %v294 = add i64 %v293, %i13
  %v295 = mul i64 %v294, %size.H
  %v296 = mul i64 %i32, 2
  %v297 = add i64 %v296, %i262
  %v298 = sub i64 %v297, 1
  %v299 = add i64 %v295, %v298
  %v300 = mul i64 %v299, %size.W
  %v301 = mul <16 x i64> %lane279, splat (i64 2)
  %ins302 = insertelement <16 x i64> poison, i64 %i268, i64 0
  %splat303 = shufflevector <16 x i64> %ins302, <16 x i64> poison, <16 x i32> zeroinitializer
  %v304 = add <16 x i64> %v301, %splat303
  %v305 = sub <16 x i64> %v304, splat (i64 1)
  %ins306 = insertelement <16 x i64> poison, i64 %v300, i64 0
  %splat307 = shufflevector <16 x i64> %ins306, <16 x i64> poison, <16 x i32> zeroinitializer
  %v308 = add <16 x i64> %splat307, %v305
  %ps309 = getelementptr float, ptr %buf.x, <16 x i64> %v308
  %ld310 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps309, <16 x i1> %v292, <16 x float> zeroinitializer)
  %v311 = mul i64 %i32, 2
  %v312 = add i64 %v311, %i262
  %v313 = sub i64 %v312, 1
  %v314 = icmp sge i64 %v313, 0
  %v315 = icmp slt i64 %v313, %size.H
  %v316 = and i1 %v314, %v315
  %v317 = mul <16 x i64> %lane279, splat (i64 2)
  %ins318 = insertelement <16 x i64> poison, i64 %i268, i64 0
  %splat319 = shufflevector <16 x i64> %ins318, <16 x i64> poison, <16 x i32> zeroinitializer
  %v320 = add <16 x i64> %v317, %splat319
  %v321 = sub <16 x i64> %v320, splat (i64 1)
  %ins322 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat323 = shufflevector <16 x i64> %ins322, <16 x i64> poison, <16 x i32> zeroinitializer
  %v324 = icmp sge <16 x i64> %v321, zeroinitializer
  %v325 = icmp slt <16 x i64> %v321, %splat323
  %v326 = and <16 x i1> %v324, %v325
  %ins327 = insertelement <16 x i1> poison, i1 %v316, i64 0
  %splat328 = shufflevector <16 x i1> %ins327, <16 x i1> poison, <16 x i32> zeroinitializer
  %v329 = and <16 x i1> %splat328, %v326
  %old330 = load <16 x float>, ptr %acc256
  %v331 = fcmp ogt <16 x float> %ld310, %old330
  %v332 = select <16 x i1> %v331, <16 x float> %ld310, <16 x float> %old330
  %v333 = fcmp uno <16 x float> %ld310, %ld310
  %v334 = and <16 x i1> %v333, %v329
  %v335 = load <16 x i1>, ptr %nan257
  %v336 = or <16 x i1> %v335, %v334
  store <16 x i1> %v336, ptr %nan257
  %v337 = select <16 x i1> %v329, <16 x float> %v332, <16 x float> %old330
  store <16 x float> %v337, ptr %acc256
  %v338 = add nsw i64 %i268, 1
  store i64 %v338, ptr %s.addr.264
  br label %cond265
exit267:
  %v339 = add nsw i64 %i262, 1
  store i64 %v339, ptr %r.addr.258
  br label %cond259
exit261:
  %red340 = load <16 x float>, ptr %acc256
  %v341 = load <16 x i1>, ptr %nan257
  %v342 = select <16 x i1> %v341, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red340
  %v343 = mul i64 %i7, %size.C
  %v344 = add i64 %v343, %i13
  %v345 = add i64 %size.H, 1
  %v346 = add i64 %v345, 1
  %v347 = sub i64 %v346, 3
  %v348 = sdiv i64 %v347, 2
  %v349 = srem i64 %v347, 2
  %v350 = icmp ne i64 %v349, 0
  %v351 = icmp slt i64 %v349, 0
  %v352 = icmp slt i64 2, 0
  %v353 = xor i1 %v351, %v352
  %v354 = and i1 %v350, %v353
  %v355 = zext i1 %v354 to i64
  %v356 = sub i64 %v348, %v355
  %v357 = add i64 %v356, 1
  %v358 = mul i64 %v344, %v357
  %v359 = add i64 %v358, %i32
  %v360 = add i64 %size.W, 1
  %v361 = add i64 %v360, 1
  %v362 = sub i64 %v361, 3
  %v363 = sdiv i64 %v362, 2
  %v364 = srem i64 %v362, 2
  %v365 = icmp ne i64 %v364, 0
  %v366 = icmp slt i64 %v364, 0
  %v367 = icmp slt i64 2, 0
  %v368 = xor i1 %v366, %v367
  %v369 = and i1 %v365, %v368
  %v370 = zext i1 %v369 to i64
  %v371 = sub i64 %v363, %v370
  %v372 = add i64 %v371, 1
  %v373 = mul i64 %v359, %v372
  %v374 = add i64 %v373, %i254
  %p375 = getelementptr float, ptr %buf.y, i64 %v374
  store <16 x float> %v342, ptr %p375, align 64, !nontemporal !{i32 1}
  %v376 = add nsw i64 %i254, 16
  store i64 %v376, ptr %q.addr.47
  br label %cond251
exit253:
  br label %join249
cached248:
  %v377 = sub i64 %v46, 16
  br label %cond378
cond378:
  %i381 = load i64, ptr %q.addr.47
  %v382 = icmp sle i64 %i381, %v377
  br i1 %v382, label %body379, label %exit380
body379:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc383
  store <16 x i1> zeroinitializer, ptr %nan384
  store i64 0, ptr %r.addr.385
  br label %cond386
cond386:
  %i389 = load i64, ptr %r.addr.385
  %v390 = icmp slt i64 %i389, 3
  br i1 %v390, label %body387, label %exit388
body387:
  store i64 0, ptr %s.addr.391
  br label %cond392
cond392:
  %i395 = load i64, ptr %s.addr.391
  %v396 = icmp slt i64 %i395, 3
  br i1 %v396, label %body393, label %exit394
body393:
  %v397 = mul i64 %i32, 2
  %v398 = add i64 %v397, %i389
  %v399 = sub i64 %v398, 1
  %v400 = icmp sge i64 %v399, 0
  %v401 = icmp slt i64 %v399, %size.H
  %v402 = and i1 %v400, %v401
  %ins403 = insertelement <16 x i64> poison, i64 %i381, i64 0
  %splat404 = shufflevector <16 x i64> %ins403, <16 x i64> poison, <16 x i32> zeroinitializer
  %step405 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane406 = add <16 x i64> %splat404, %step405
  %v407 = mul <16 x i64> %lane406, splat (i64 2)
  %ins408 = insertelement <16 x i64> poison, i64 %i395, i64 0
  %splat409 = shufflevector <16 x i64> %ins408, <16 x i64> poison, <16 x i32> zeroinitializer
  %v410 = add <16 x i64> %v407, %splat409
  %v411 = sub <16 x i64> %v410, splat (i64 1)
  %ins412 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat413 = shufflevector <16 x i64> %ins412, <16 x i64> poison, <16 x i32> zeroinitializer
  %v414 = icmp sge <16 x i64> %v411, zeroinitializer
  %v415 = icmp slt <16 x i64> %v411, %splat413
  %v416 = and <16 x i1> %v414, %v415
  %ins417 = insertelement <16 x i1> poison, i1 %v402, i64 0
  %splat418 = shufflevector <16 x i1> %ins417, <16 x i1> poison, <16 x i32> zeroinitializer
  %v419 = and <16 x i1> %splat418, %v416
  %v420 = mul i64 %i7, %size.C
  %v421 = add i64 %v420, %i13
  %v422 = mul i64 %v421, %size.H
  %v423 = mul i64 %i32, 2
  %v424 = add i64 %v423, %i389
  %v425 = sub i64 %v424, 1
  %v426 = add i64 %v422, %v425
  %v427 = mul i64 %v426, %size.W
  %v428 = mul <16 x i64> %lane406, splat (i64 2)
  %ins429 = insertelement <16 x i64> poison, i64 %i395, i64 0
  %splat430 = shufflevector <16 x i64> %ins429, <16 x i64> poison, <16 x i32> zeroinitializer
  %v431 = add <16 x i64> %v428, %splat430
  %v432 = sub <16 x i64> %v431, splat (i64 1)
  %ins433 = insertelement <16 x i64> poison, i64 %v427, i64 0
  %splat434 = shufflevector <16 x i64> %ins433, <16 x i64> poison, <16 x i32> zeroinitializer
  %v435 = add <16 x i64> %splat434, %v432
  %ps436 = getelementptr float, ptr %buf.x, <16 x i64> %v435
  %ld437 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps436, <16 x i1> %v419, <16 x float> zeroinitializer)
  %v438 = mul i64 %i32, 2
  %v439 = add i64 %v438, %i389
  %v440 = sub i64 %v439, 1
  %v441 = icmp sge i64 %v440, 0
  %v442 = icmp slt i64 %v440, %size.H
  %v443 = and i1 %v441, %v442
  %v444 = mul <16 x i64> %lane406, splat (i64 2)
  %ins445 = insertelement <16 x i64> poison, i64 %i395, i64 0
  %splat446 = shufflevector <16 x i64> %ins445, <16 x i64> poison, <16 x i32> zeroinitializer
  %v447 = add <16 x i64> %v444, %splat446
  %v448 = sub <16 x i64> %v447, splat (i64 1)
  %ins449 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat450 = shufflevector <16 x i64> %ins449, <16 x i64> poison, <16 x i32> zeroinitializer
  %v451 = icmp sge <16 x i64> %v448, zeroinitializer
  %v452 = icmp slt <16 x i64> %v448, %splat450
  %v453 = and <16 x i1> %v451, %v452
  %ins454 = insertelement <16 x i1> poison, i1 %v443, i64 0
  %splat455 = shufflevector <16 x i1> %ins454, <16 x i1> poison, <16 x i32> zeroinitializer
  %v456 = and <16 x i1> %splat455, %v453
  %old457 = load <16 x float>, ptr %acc383
  %v458 = fcmp ogt <16 x float> %ld437, %old457
  %v459 = select <16 x i1> %v458, <16 x float> %ld437, <16 x float> %old457
  %v460 = fcmp uno <16 x float> %ld437, %ld437
  %v461 = and <16 x i1> %v460, %v456
  %v462 = load <16 x i1>, ptr %nan384
  %v463 = or <16 x i1> %v462, %v461
  store <16 x i1> %v463, ptr %nan384
  %v464 = select <16 x i1> %v456, <16 x float> %v459, <16 x float> %old457
  store <16 x float> %v464, ptr %acc383
  %v465 = add nsw i64 %i395, 1
  store i64 %v465, ptr %s.addr.391
  br label %cond392
exit394:
  %v466 = add nsw i64 %i389, 1
  store i64 %v466, ptr %r.addr.385
  br label %cond386
exit388:
  %red467 = load <16 x float>, ptr %acc383
  %v468 = load <16 x i1>, ptr %nan384
  %v469 = select <16 x i1> %v468, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red467
  %v470 = mul i64 %i7, %size.C
  %v471 = add i64 %v470, %i13
  %v472 = add i64 %size.H, 1
  %v473 = add i64 %v472, 1
  %v474 = sub i64 %v473, 3
  %v475 = sdiv i64 %v474, 2
  %v476 = srem i64 %v474, 2
  %v477 = icmp ne i64 %v476, 0
  %v478 = icmp slt i64 %v476, 0
  %v479 = icmp slt i64 2, 0
  %v480 = xor i1 %v478, %v479
  %v481 = and i1 %v477, %v480
  %v482 = zext i1 %v481 to i64
  %v483 = sub i64 %v475, %v482
  %v484 = add i64 %v483, 1
  %v485 = mul i64 %v471, %v484
  %v486 = add i64 %v485, %i32
  %v487 = add i64 %size.W, 1
  %v488 = add i64 %v487, 1
  %v489 = sub i64 %v488, 3
  %v490 = sdiv i64 %v489, 2
  %v491 = srem i64 %v489, 2
  %v492 = icmp ne i64 %v491, 0
  %v493 = icmp slt i64 %v491, 0
  %v494 = icmp slt i64 2, 0
  %v495 = xor i1 %v493, %v494
  %v496 = and i1 %v492, %v495
  %v497 = zext i1 %v496 to i64
  %v498 = sub i64 %v490, %v497
  %v499 = add i64 %v498, 1
  %v500 = mul i64 %v486, %v499
  %v501 = add i64 %v500, %i381
  %p502 = getelementptr float, ptr %buf.y, i64 %v501
  store <16 x float> %v469, ptr %p502, align 4
  %v503 = add nsw i64 %i381, 16
  store i64 %v503, ptr %q.addr.47
  br label %cond378
exit380:
  br label %join249
join249:
  %i504 = load i64, ptr %q.addr.47
  %v505 = icmp slt i64 %i504, %v46
  br i1 %v505, label %tail506, label %done507
tail506:
  %mask508 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i504, i64 %v46)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc509
  store <16 x i1> zeroinitializer, ptr %nan510
  store i64 0, ptr %r.addr.511
  br label %cond512
cond512:
  %i515 = load i64, ptr %r.addr.511
  %v516 = icmp slt i64 %i515, 3
  br i1 %v516, label %body513, label %exit514
body513:
  store i64 0, ptr %s.addr.517
  br label %cond518
cond518:
  %i521 = load i64, ptr %s.addr.517
  %v522 = icmp slt i64 %i521, 3
  br i1 %v522, label %body519, label %exit520
body519:
  %v523 = mul i64 %i32, 2
  %v524 = add i64 %v523, %i515
  %v525 = sub i64 %v524, 1
  %v526 = icmp sge i64 %v525, 0
  %v527 = icmp slt i64 %v525, %size.H
  %v528 = and i1 %v526, %v527
  %ins529 = insertelement <16 x i64> poison, i64 %i504, i64 0
  %splat530 = shufflevector <16 x i64> %ins529, <16 x i64> poison, <16 x i32> zeroinitializer
  %step531 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane532 = add <16 x i64> %splat530, %step531
  %v533 = mul <16 x i64> %lane532, splat (i64 2)
  %ins534 = insertelement <16 x i64> poison, i64 %i521, i64 0
  %splat535 = shufflevector <16 x i64> %ins534, <16 x i64> poison, <16 x i32> zeroinitializer
  %v536 = add <16 x i64> %v533, %splat535
  %v537 = sub <16 x i64> %v536, splat (i64 1)
  %ins538 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat539 = shufflevector <16 x i64> %ins538, <16 x i64> poison, <16 x i32> zeroinitializer
  %v540 = icmp sge <16 x i64> %v537, zeroinitializer
  %v541 = icmp slt <16 x i64> %v537, %splat539
  %v542 = and <16 x i1> %v540, %v541
  %ins543 = insertelement <16 x i1> poison, i1 %v528, i64 0
  %splat544 = shufflevector <16 x i1> %ins543, <16 x i1> poison, <16 x i32> zeroinitializer
  %v545 = and <16 x i1> %splat544, %v542
  %v546 = and <16 x i1> %mask508, %v545
  %v547 = mul i64 %i7, %size.C
  %v548 = add i64 %v547, %i13
  %v549 = mul i64 %v548, %size.H
  %v550 = mul i64 %i32, 2
  %v551 = add i64 %v550, %i515
  %v552 = sub i64 %v551, 1
  %v553 = add i64 %v549, %v552
  %v554 = mul i64 %v553, %size.W
  %v555 = mul <16 x i64> %lane532, splat (i64 2)
  %ins556 = insertelement <16 x i64> poison, i64 %i521, i64 0
  %splat557 = shufflevector <16 x i64> %ins556, <16 x i64> poison, <16 x i32> zeroinitializer
  %v558 = add <16 x i64> %v555, %splat557
  %v559 = sub <16 x i64> %v558, splat (i64 1)
  %ins560 = insertelement <16 x i64> poison, i64 %v554, i64 0
  %splat561 = shufflevector <16 x i64> %ins560, <16 x i64> poison, <16 x i32> zeroinitializer
  %v562 = add <16 x i64> %splat561, %v559
  %ps563 = getelementptr float, ptr %buf.x, <16 x i64> %v562
  %ld564 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps563, <16 x i1> %v546, <16 x float> zeroinitializer)
  %v565 = mul i64 %i32, 2
  %v566 = add i64 %v565, %i515
  %v567 = sub i64 %v566, 1
  %v568 = icmp sge i64 %v567, 0
  %v569 = icmp slt i64 %v567, %size.H
  %v570 = and i1 %v568, %v569
  %v571 = mul <16 x i64> %lane532, splat (i64 2)
  %ins572 = insertelement <16 x i64> poison, i64 %i521, i64 0
  %splat573 = shufflevector <16 x i64> %ins572, <16 x i64> poison, <16 x i32> zeroinitializer
  %v574 = add <16 x i64> %v571, %splat573
  %v575 = sub <16 x i64> %v574, splat (i64 1)
  %ins576 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat577 = shufflevector <16 x i64> %ins576, <16 x i64> poison, <16 x i32> zeroinitializer
  %v578 = icmp sge <16 x i64> %v575, zeroinitializer
  %v579 = icmp slt <16 x i64> %v575, %splat577
  %v580 = and <16 x i1> %v578, %v579
  %ins581 = insertelement <16 x i1> poison, i1 %v570, i64 0
  %splat582 = shufflevector <16 x i1> %ins581, <16 x i1> poison, <16 x i32> zeroinitializer
  %v583 = and <16 x i1> %splat582, %v580
  %v584 = and <16 x i1> %mask508, %v583
  %old585 = load <16 x float>, ptr %acc509
  %v586 = fcmp ogt <16 x float> %ld564, %old585
  %v587 = select <16 x i1> %v586, <16 x float> %ld564, <16 x float> %old585
  %v588 = fcmp uno <16 x float> %ld564, %ld564
  %v589 = and <16 x i1> %v588, %v584
  %v590 = load <16 x i1>, ptr %nan510
  %v591 = or <16 x i1> %v590, %v589
  store <16 x i1> %v591, ptr %nan510
  %v592 = select <16 x i1> %v584, <16 x float> %v587, <16 x float> %old585
  store <16 x float> %v592, ptr %acc509
  %v593 = add nsw i64 %i521, 1
  store i64 %v593, ptr %s.addr.517
  br label %cond518
exit520:
  %v594 = add nsw i64 %i515, 1
  store i64 %v594, ptr %r.addr.511
  br label %cond512
exit514:
  %red595 = load <16 x float>, ptr %acc509
  %v596 = load <16 x i1>, ptr %nan510
  %v597 = select <16 x i1> %v596, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red595
  %v598 = mul i64 %i7, %size.C
  %v599 = add i64 %v598, %i13
  %v600 = add i64 %size.H, 1
  %v601 = add i64 %v600, 1
  %v602 = sub i64 %v601, 3
  %v603 = sdiv i64 %v602, 2
  %v604 = srem i64 %v602, 2
  %v605 = icmp ne i64 %v604, 0
  %v606 = icmp slt i64 %v604, 0
  %v607 = icmp slt i64 2, 0
  %v608 = xor i1 %v606, %v607
  %v609 = and i1 %v605, %v608
  %v610 = zext i1 %v609 to i64
  %v611 = sub i64 %v603, %v610
  %v612 = add i64 %v611, 1
  %v613 = mul i64 %v599, %v612
  %v614 = add i64 %v613, %i32
  %v615 = add i64 %size.W, 1
  %v616 = add i64 %v615, 1
  %v617 = sub i64 %v616, 3
  %v618 = sdiv i64 %v617, 2
  %v619 = srem i64 %v617, 2
  %v620 = icmp ne i64 %v619, 0
  %v621 = icmp slt i64 %v619, 0
  %v622 = icmp slt i64 2, 0
  %v623 = xor i1 %v621, %v622
  %v624 = and i1 %v620, %v623
  %v625 = zext i1 %v624 to i64
  %v626 = sub i64 %v618, %v625
  %v627 = add i64 %v626, 1
  %v628 = mul i64 %v614, %v627
  %v629 = add i64 %v628, %i504
  %p630 = getelementptr float, ptr %buf.y, i64 %v629
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v597, ptr align 4 %p630, <16 x i1> %mask508)
  br label %done507
done507:
  %v631 = add nsw i64 %i32, 1
  store i64 %v631, ptr %p.addr.28
  br label %cond29
exit31:
  %v632 = add nsw i64 %i13, 1
  store i64 %v632, ptr %c.addr.9
  br label %cond10
exit12:
  %v633 = add nsw i64 %i7, 1
  store i64 %v633, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
