@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
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
  %r.addr.95 = alloca i64, align 64
  %s.addr.101 = alloca i64, align 64
  %acc248 = alloca <16 x float>, align 64
  %r.addr.249 = alloca i64, align 64
  %s.addr.255 = alloca i64, align 64
  %acc367 = alloca <16 x float>, align 64
  %r.addr.368 = alloca i64, align 64
  %s.addr.374 = alloca i64, align 64
  %acc485 = alloca <16 x float>, align 64
  %r.addr.486 = alloca i64, align 64
  %s.addr.492 = alloca i64, align 64
  %v208 = mul i64 %size.N, %size.C
  %v209 = add i64 %size.H, 1
  %v210 = add i64 %v209, 1
  %v211 = sub i64 %v210, 3
  %v212 = sdiv i64 %v211, 2
  %v213 = srem i64 %v211, 2
  %v214 = icmp ne i64 %v213, 0
  %v215 = icmp slt i64 %v213, 0
  %v216 = icmp slt i64 2, 0
  %v217 = xor i1 %v215, %v216
  %v218 = and i1 %v214, %v217
  %v219 = zext i1 %v218 to i64
  %v220 = sub i64 %v212, %v219
  %v221 = add i64 %v220, 1
  %v222 = mul i64 %v208, %v221
  %v223 = add i64 %size.W, 1
  %v224 = add i64 %v223, 1
  %v225 = sub i64 %v224, 3
  %v226 = sdiv i64 %v225, 2
  %v227 = srem i64 %v225, 2
  %v228 = icmp ne i64 %v227, 0
  %v229 = icmp slt i64 %v227, 0
  %v230 = icmp slt i64 2, 0
  %v231 = xor i1 %v229, %v230
  %v232 = and i1 %v228, %v231
  %v233 = zext i1 %v232 to i64
  %v234 = sub i64 %v226, %v233
  %v235 = add i64 %v234, 1
  %v236 = mul i64 %v222, %v235
  %v237 = icmp sge i64 %v236, 2097152
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
  store i64 0, ptr %r.addr.95
  br label %cond96
cond96:
  %i99 = load i64, ptr %r.addr.95
  %v100 = icmp slt i64 %i99, 3
  br i1 %v100, label %body97, label %exit98
body97:
  store i64 0, ptr %s.addr.101
  br label %cond102
cond102:
  %i105 = load i64, ptr %s.addr.101
  %v106 = icmp slt i64 %i105, 3
  br i1 %v106, label %body103, label %exit104
body103:
  %v107 = mul i64 %i32, 2
  %v108 = add i64 %v107, %i99
  %v109 = sub i64 %v108, 1
  %v110 = icmp sge i64 %v109, 0
  %v111 = icmp slt i64 %v109, %size.H
  %v112 = and i1 %v110, %v111
  %ins113 = insertelement <16 x i64> poison, i64 %i48, i64 0
  %splat114 = shufflevector <16 x i64> %ins113, <16 x i64> poison, <16 x i32> zeroinitializer
  %step115 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane116 = add <16 x i64> %splat114, %step115
  %v117 = mul <16 x i64> %lane116, splat (i64 2)
  %ins118 = insertelement <16 x i64> poison, i64 %i105, i64 0
  %splat119 = shufflevector <16 x i64> %ins118, <16 x i64> poison, <16 x i32> zeroinitializer
  %v120 = add <16 x i64> %v117, %splat119
  %v121 = sub <16 x i64> %v120, splat (i64 1)
  %ins122 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat123 = shufflevector <16 x i64> %ins122, <16 x i64> poison, <16 x i32> zeroinitializer
  %v124 = icmp sge <16 x i64> %v121, zeroinitializer
  %v125 = icmp slt <16 x i64> %v121, %splat123
  %v126 = and <16 x i1> %v124, %v125
  %ins127 = insertelement <16 x i1> poison, i1 %v112, i64 0
  %splat128 = shufflevector <16 x i1> %ins127, <16 x i1> poison, <16 x i32> zeroinitializer
  %v129 = and <16 x i1> %splat128, %v126
  %v130 = and <16 x i1> %mask93, %v129
  %v131 = mul i64 %i7, %size.C
  %v132 = add i64 %v131, %i13
  %v133 = mul i64 %v132, %size.H
  %v134 = mul i64 %i32, 2
  %v135 = add i64 %v134, %i99
  %v136 = sub i64 %v135, 1
  %v137 = add i64 %v133, %v136
  %v138 = mul i64 %v137, %size.W
  %v139 = mul <16 x i64> %lane116, splat (i64 2)
  %ins140 = insertelement <16 x i64> poison, i64 %i105, i64 0
  %splat141 = shufflevector <16 x i64> %ins140, <16 x i64> poison, <16 x i32> zeroinitializer
  %v142 = add <16 x i64> %v139, %splat141
  %v143 = sub <16 x i64> %v142, splat (i64 1)
  %ins144 = insertelement <16 x i64> poison, i64 %v138, i64 0
  %splat145 = shufflevector <16 x i64> %ins144, <16 x i64> poison, <16 x i32> zeroinitializer
  %v146 = add <16 x i64> %splat145, %v143
  %ps147 = getelementptr float, ptr %buf.x, <16 x i64> %v146
  %ld148 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps147, <16 x i1> %v130, <16 x float> zeroinitializer)
  %v149 = mul i64 %i32, 2
  %v150 = add i64 %v149, %i99
  %v151 = sub i64 %v150, 1
  %v152 = icmp sge i64 %v151, 0
  %v153 = icmp slt i64 %v151, %size.H
  %v154 = and i1 %v152, %v153
  %v155 = mul <16 x i64> %lane116, splat (i64 2)
  %ins156 = insertelement <16 x i64> poison, i64 %i105, i64 0
  %splat157 = shufflevector <16 x i64> %ins156, <16 x i64> poison, <16 x i32> zeroinitializer
  %v158 = add <16 x i64> %v155, %splat157
  %v159 = sub <16 x i64> %v158, splat (i64 1)
  %ins160 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat161 = shufflevector <16 x i64> %ins160, <16 x i64> poison, <16 x i32> zeroinitializer
  %v162 = icmp sge <16 x i64> %v159, zeroinitializer
  %v163 = icmp slt <16 x i64> %v159, %splat161
  %v164 = and <16 x i1> %v162, %v163
  %ins165 = insertelement <16 x i1> poison, i1 %v154, i64 0
  %splat166 = shufflevector <16 x i1> %ins165, <16 x i1> poison, <16 x i32> zeroinitializer
  %v167 = and <16 x i1> %splat166, %v164
  %v168 = and <16 x i1> %mask93, %v167
  %old169 = load <16 x float>, ptr %acc94
  %v170 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old169, <16 x float> %ld148)
  %v171 = select <16 x i1> %v168, <16 x float> %v170, <16 x float> %old169
  store <16 x float> %v171, ptr %acc94
  %v172 = add nsw i64 %i105, 1
  store i64 %v172, ptr %s.addr.101
  br label %cond102
exit104:
  %v173 = add nsw i64 %i99, 1
  store i64 %v173, ptr %r.addr.95
  br label %cond96
exit98:
  %red174 = load <16 x float>, ptr %acc94
  %v175 = mul i64 %i7, %size.C
  %v176 = add i64 %v175, %i13
  %v177 = add i64 %size.H, 1
  %v178 = add i64 %v177, 1
  %v179 = sub i64 %v178, 3
  %v180 = sdiv i64 %v179, 2
  %v181 = srem i64 %v179, 2
  %v182 = icmp ne i64 %v181, 0
  %v183 = icmp slt i64 %v181, 0
  %v184 = icmp slt i64 2, 0
  %v185 = xor i1 %v183, %v184
  %v186 = and i1 %v182, %v185
  %v187 = zext i1 %v186 to i64
  %v188 = sub i64 %v180, %v187
  %v189 = add i64 %v188, 1
  %v190 = mul i64 %v176, %v189
  %v191 = add i64 %v190, %i32
  %v192 = add i64 %size.W, 1
  %v193 = add i64 %v192, 1
  %v194 = sub i64 %v193, 3
  %v195 = sdiv i64 %v194, 2
  %v196 = srem i64 %v194, 2
  %v197 = icmp ne i64 %v196, 0
  %v198 = icmp slt i64 %v196, 0
  %v199 = icmp slt i64 2, 0
  %v200 = xor i1 %v198, %v199
  %v201 = and i1 %v197, %v200
  %v202 = zext i1 %v201 to i64
  %v203 = sub i64 %v195, %v202
  %v204 = add i64 %v203, 1
  %v205 = mul i64 %v191, %v204
  %v206 = add i64 %v205, %i48
  %p207 = getelementptr float, ptr %buf.y, i64 %v206
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red174, ptr align 4 %p207, <16 x i1> %mask93)
  store i64 %v92, ptr %q.addr.47
  br label %aligned91
aligned91:
  %v238 = and i1 %v87, %v237
  br i1 %v238, label %stream239, label %cached240
stream239:
  %v242 = sub i64 %v46, 16
  br label %cond243
cond243:
  %i246 = load i64, ptr %q.addr.47
  %v247 = icmp sle i64 %i246, %v242
  br i1 %v247, label %body244, label %exit245
body244:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc248
  store i64 0, ptr %r.addr.249
  br label %cond250
cond250:
  %i253 = load i64, ptr %r.addr.249
  %v254 = icmp slt i64 %i253, 3
  br i1 %v254, label %body251, label %exit252
body251:
  store i64 0, ptr %s.addr.255
  br label %cond256
cond256:
  %i259 = load i64, ptr %s.addr.255
  %v260 = icmp slt i64 %i259, 3
  br i1 %v260, label %body257, label %exit258
body257:
  %v261 = mul i64 %i32, 2
  %v262 = add i64 %v261, %i253
  %v263 = sub i64 %v262, 1
  %v264 = icmp sge i64 %v263, 0
  %v265 = icmp slt i64 %v263, %size.H
  %v266 = and i1 %v264, %v265
  %ins267 = insertelement <16 x i64> poison, i64 %i246, i64 0
  %splat268 = shufflevector <16 x i64> %ins267, <16 x i64> poison, <16 x i32> zeroinitializer
  %step269 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane270 = add <16 x i64> %splat268, %step269
  %v271 = mul <16 x i64> %lane270, splat (i64 2)
  %ins272 = insertelement <16 x i64> poison, i64 %i259, i64 0
  %splat273 = shufflevector <16 x i64> %ins272, <16 x i64> poison, <16 x i32> zeroinitializer
  %v274 = add <16 x i64> %v271, %splat273
  %v275 = sub <16 x i64> %v274, splat (i64 1)
  %ins276 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat277 = shufflevector <16 x i64> %ins276, <16 x i64> poison, <16 x i32> zeroinitializer
  %v278 = icmp sge <16 x i64> %v275, zeroinitializer
  %v279 = icmp slt <16 x i64> %v275, %splat277
  %v280 = and <16 x i1> %v278, %v279
  %ins281 = insertelement <16 x i1> poison, i1 %v266, i64 0
  %splat282 = shufflevector <16 x i1> %ins281, <16 x i1> poison, <16 x i32> zeroinitializer
  %v283 = and <16 x i1> %splat282, %v280
  %v284 = mul i64 %i7, %size.C
  %v285 = add i64 %v284, %i13
  %v286 = mul i64 %v285, %size.H
  %v287 = mul i64 %i32, 2
  %v288 = add i64 %v287, %i253
  %v289 = sub i64 %v288, 1
  %v290 = add i64 %v286, %v289
  %v291 = mul i64 %v290, %size.W
  %v292 = mul <16 x i64> %lane270, splat (i64 2)
  %ins293 = insertelement <16 x i64> poison, i64 %i259, i64 0
  %splat294 = shufflevector <16 x i64> %ins293, <16 x i64> poison, <16 x i32> zeroinitializer
  %v295 = add <16 x i64> %v292, %splat294
  %v296 = sub <16 x i64> %v295, splat (i64 1)
  %ins297 = insertelement <16 x i64> poison, i64 %v291, i64 0
  %splat298 = shufflevector <16 x i64> %ins297, <16 x i64> poison, <16 x i32> zeroinitializer
  %v299 = add <16 x i64> %splat298, %v296
  %ps300 = getelementptr float, ptr %buf.x, <16 x i64> %v299
  %ld301 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps300, <16 x i1> %v283, <16 x float> zeroinitializer)
  %v302 = mul i64 %i32, 2
  %v303 = add i64 %v302, %i253
  %v304 = sub i64 %v303, 1
  %v305 = icmp sge i64 %v304, 0
  %v306 = icmp slt i64 %v304, %size.H
  %v307 = and i1 %v305, %v306
  %v308 = mul <16 x i64> %lane270, splat (i64 2)
  %ins309 = insertelement <16 x i64> poison, i64 %i259, i64 0
  %splat310 = shufflevector <16 x i64> %ins309, <16 x i64> poison, <16 x i32> zeroinitializer
  %v311 = add <16 x i64> %v308, %splat310
  %v312 = sub <16 x i64> %v311, splat (i64 1)
  %ins313 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat314 = shufflevector <16 x i64> %ins313, <16 x i64> poison, <16 x i32> zeroinitializer
  %v315 = icmp sge <16 x i64> %v312, zeroinitializer
  %v316 = icmp slt <16 x i64> %v312, %splat314
  %v317 = and <16 x i1> %v315, %v316
  %ins318 = insertelement <16 x i1> poison, i1 %v307, i64 0
  %splat319 = shufflevector <16 x i1> %ins318, <16 x i1> poison, <16 x i32> zeroinitializer
  %v320 = and <16 x i1> %splat319, %v317
  %old321 = load <16 x float>, ptr %acc248
  %v322 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old321, <16 x float> %ld301)
  %v323 = select <16 x i1> %v320, <16 x float> %v322, <16 x float> %old321
  store <16 x float> %v323, ptr %acc248
  %v324 = add nsw i64 %i259, 1
  store i64 %v324, ptr %s.addr.255
  br label %cond256
exit258:
  %v325 = add nsw i64 %i253, 1
  store i64 %v325, ptr %r.addr.249
  br label %cond250
exit252:
  %red326 = load <16 x float>, ptr %acc248
  %v327 = mul i64 %i7, %size.C
  %v328 = add i64 %v327, %i13
  %v329 = add i64 %size.H, 1
  %v330 = add i64 %v329, 1
  %v331 = sub i64 %v330, 3
  %v332 = sdiv i64 %v331, 2
  %v333 = srem i64 %v331, 2
  %v334 = icmp ne i64 %v333, 0
  %v335 = icmp slt i64 %v333, 0
  %v336 = icmp slt i64 2, 0
  %v337 = xor i1 %v335, %v336
  %v338 = and i1 %v334, %v337
  %v339 = zext i1 %v338 to i64
  %v340 = sub i64 %v332, %v339
  %v341 = add i64 %v340, 1
  %v342 = mul i64 %v328, %v341
  %v343 = add i64 %v342, %i32
  %v344 = add i64 %size.W, 1
  %v345 = add i64 %v344, 1
  %v346 = sub i64 %v345, 3
  %v347 = sdiv i64 %v346, 2
  %v348 = srem i64 %v346, 2
  %v349 = icmp ne i64 %v348, 0
  %v350 = icmp slt i64 %v348, 0
  %v351 = icmp slt i64 2, 0
  %v352 = xor i1 %v350, %v351
  %v353 = and i1 %v349, %v352
  %v354 = zext i1 %v353 to i64
  %v355 = sub i64 %v347, %v354
  %v356 = add i64 %v355, 1
  %v357 = mul i64 %v343, %v356
  %v358 = add i64 %v357, %i246
  %p359 = getelementptr float, ptr %buf.y, i64 %v358
  store <16 x float> %red326, ptr %p359, align 64, !nontemporal !{i32 1}
  %v360 = add nsw i64 %i246, 16
  store i64 %v360, ptr %q.addr.47
  br label %cond243
exit245:
  br label %join241
cached240:
  %v361 = sub i64 %v46, 16
  br label %cond362
cond362:
  %i365 = load i64, ptr %q.addr.47
  %v366 = icmp sle i64 %i365, %v361
  br i1 %v366, label %body363, label %exit364
body363:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc367
  store i64 0, ptr %r.addr.368
  br label %cond369
cond369:
  %i372 = load i64, ptr %r.addr.368
  %v373 = icmp slt i64 %i372, 3
  br i1 %v373, label %body370, label %exit371
body370:
  store i64 0, ptr %s.addr.374
  br label %cond375
cond375:
  %i378 = load i64, ptr %s.addr.374
  %v379 = icmp slt i64 %i378, 3
  br i1 %v379, label %body376, label %exit377
body376:
  %v380 = mul i64 %i32, 2
  %v381 = add i64 %v380, %i372
  %v382 = sub i64 %v381, 1
  %v383 = icmp sge i64 %v382, 0
  %v384 = icmp slt i64 %v382, %size.H
  %v385 = and i1 %v383, %v384
  %ins386 = insertelement <16 x i64> poison, i64 %i365, i64 0
  %splat387 = shufflevector <16 x i64> %ins386, <16 x i64> poison, <16 x i32> zeroinitializer
  %step388 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane389 = add <16 x i64> %splat387, %step388
  %v390 = mul <16 x i64> %lane389, splat (i64 2)
  %ins391 = insertelement <16 x i64> poison, i64 %i378, i64 0
  %splat392 = shufflevector <16 x i64> %ins391, <16 x i64> poison, <16 x i32> zeroinitializer
  %v393 = add <16 x i64> %v390, %splat392
  %v394 = sub <16 x i64> %v393, splat (i64 1)
  %ins395 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat396 = shufflevector <16 x i64> %ins395, <16 x i64> poison, <16 x i32> zeroinitializer
  %v397 = icmp sge <16 x i64> %v394, zeroinitializer
  %v398 = icmp slt <16 x i64> %v394, %splat396
  %v399 = and <16 x i1> %v397, %v398
  %ins400 = insertelement <16 x i1> poison, i1 %v385, i64 0
  %splat401 = shufflevector <16 x i1> %ins400, <16 x i1> poison, <16 x i32> zeroinitializer
  %v402 = and <16 x i1> %splat401, %v399
  %v403 = mul i64 %i7, %size.C
  %v404 = add i64 %v403, %i13
  %v405 = mul i64 %v404, %size.H
  %v406 = mul i64 %i32, 2
  %v407 = add i64 %v406, %i372
  %v408 = sub i64 %v407, 1
  %v409 = add i64 %v405, %v408
  %v410 = mul i64 %v409, %size.W
  %v411 = mul <16 x i64> %lane389, splat (i64 2)
  %ins412 = insertelement <16 x i64> poison, i64 %i378, i64 0
  %splat413 = shufflevector <16 x i64> %ins412, <16 x i64> poison, <16 x i32> zeroinitializer
  %v414 = add <16 x i64> %v411, %splat413
  %v415 = sub <16 x i64> %v414, splat (i64 1)
  %ins416 = insertelement <16 x i64> poison, i64 %v410, i64 0
  %splat417 = shufflevector <16 x i64> %ins416, <16 x i64> poison, <16 x i32> zeroinitializer
  %v418 = add <16 x i64> %splat417, %v415
  %ps419 = getelementptr float, ptr %buf.x, <16 x i64> %v418
  %ld420 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps419, <16 x i1> %v402, <16 x float> zeroinitializer)
  %v421 = mul i64 %i32, 2
  %v422 = add i64 %v421, %i372
  %v423 = sub i64 %v422, 1
  %v424 = icmp sge i64 %v423, 0
  %v425 = icmp slt i64 %v423, %size.H
  %v426 = and i1 %v424, %v425
  %v427 = mul <16 x i64> %lane389, splat (i64 2)
  %ins428 = insertelement <16 x i64> poison, i64 %i378, i64 0
  %splat429 = shufflevector <16 x i64> %ins428, <16 x i64> poison, <16 x i32> zeroinitializer
  %v430 = add <16 x i64> %v427, %splat429
  %v431 = sub <16 x i64> %v430, splat (i64 1)
  %ins432 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat433 = shufflevector <16 x i64> %ins432, <16 x i64> poison, <16 x i32> zeroinitializer
  %v434 = icmp sge <16 x i64> %v431, zeroinitializer
  %v435 = icmp slt <16 x i64> %v431, %splat433
  %v436 = and <16 x i1> %v434, %v435
  %ins437 = insertelement <16 x i1> poison, i1 %v426, i64 0
  %splat438 = shufflevector <16 x i1> %ins437, <16 x i1> poison, <16 x i32> zeroinitializer
  %v439 = and <16 x i1> %splat438, %v436
  %old440 = load <16 x float>, ptr %acc367
  %v441 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old440, <16 x float> %ld420)
  %v442 = select <16 x i1> %v439, <16 x float> %v441, <16 x float> %old440
  store <16 x float> %v442, ptr %acc367
  %v443 = add nsw i64 %i378, 1
  store i64 %v443, ptr %s.addr.374
  br label %cond375
exit377:
  %v444 = add nsw i64 %i372, 1
  store i64 %v444, ptr %r.addr.368
  br label %cond369
exit371:
  %red445 = load <16 x float>, ptr %acc367
  %v446 = mul i64 %i7, %size.C
  %v447 = add i64 %v446, %i13
  %v448 = add i64 %size.H, 1
  %v449 = add i64 %v448, 1
  %v450 = sub i64 %v449, 3
  %v451 = sdiv i64 %v450, 2
  %v452 = srem i64 %v450, 2
  %v453 = icmp ne i64 %v452, 0
  %v454 = icmp slt i64 %v452, 0
  %v455 = icmp slt i64 2, 0
  %v456 = xor i1 %v454, %v455
  %v457 = and i1 %v453, %v456
  %v458 = zext i1 %v457 to i64
  %v459 = sub i64 %v451, %v458
  %v460 = add i64 %v459, 1
  %v461 = mul i64 %v447, %v460
  %v462 = add i64 %v461, %i32
  %v463 = add i64 %size.W, 1
  %v464 = add i64 %v463, 1
  %v465 = sub i64 %v464, 3
  %v466 = sdiv i64 %v465, 2
  %v467 = srem i64 %v465, 2
  %v468 = icmp ne i64 %v467, 0
  %v469 = icmp slt i64 %v467, 0
  %v470 = icmp slt i64 2, 0
  %v471 = xor i1 %v469, %v470
  %v472 = and i1 %v468, %v471
  %v473 = zext i1 %v472 to i64
  %v474 = sub i64 %v466, %v473
  %v475 = add i64 %v474, 1
  %v476 = mul i64 %v462, %v475
  %v477 = add i64 %v476, %i365
  %p478 = getelementptr float, ptr %buf.y, i64 %v477
  store <16 x float> %red445, ptr %p478, align 4
  %v479 = add nsw i64 %i365, 16
  store i64 %v479, ptr %q.addr.47
  br label %cond362
exit364:
  br label %join241
join241:
  %i480 = load i64, ptr %q.addr.47
  %v481 = icmp slt i64 %i480, %v46
  br i1 %v481, label %tail482, label %done483
tail482:
  %mask484 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i480, i64 %v46)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc485
  store i64 0, ptr %r.addr.486
  br label %cond487
cond487:
  %i490 = load i64, ptr %r.addr.486
  %v491 = icmp slt i64 %i490, 3
  br i1 %v491, label %body488, label %exit489
body488:
  store i64 0, ptr %s.addr.492
  br label %cond493
cond493:
  %i496 = load i64, ptr %s.addr.492
  %v497 = icmp slt i64 %i496, 3
  br i1 %v497, label %body494, label %exit495
body494:
  %v498 = mul i64 %i32, 2
  %v499 = add i64 %v498, %i490
  %v500 = sub i64 %v499, 1
  %v501 = icmp sge i64 %v500, 0
  %v502 = icmp slt i64 %v500, %size.H
  %v503 = and i1 %v501, %v502
  %ins504 = insertelement <16 x i64> poison, i64 %i480, i64 0
  %splat505 = shufflevector <16 x i64> %ins504, <16 x i64> poison, <16 x i32> zeroinitializer
  %step506 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane507 = add <16 x i64> %splat505, %step506
  %v508 = mul <16 x i64> %lane507, splat (i64 2)
  %ins509 = insertelement <16 x i64> poison, i64 %i496, i64 0
  %splat510 = shufflevector <16 x i64> %ins509, <16 x i64> poison, <16 x i32> zeroinitializer
  %v511 = add <16 x i64> %v508, %splat510
  %v512 = sub <16 x i64> %v511, splat (i64 1)
  %ins513 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat514 = shufflevector <16 x i64> %ins513, <16 x i64> poison, <16 x i32> zeroinitializer
  %v515 = icmp sge <16 x i64> %v512, zeroinitializer
  %v516 = icmp slt <16 x i64> %v512, %splat514
  %v517 = and <16 x i1> %v515, %v516
  %ins518 = insertelement <16 x i1> poison, i1 %v503, i64 0
  %splat519 = shufflevector <16 x i1> %ins518, <16 x i1> poison, <16 x i32> zeroinitializer
  %v520 = and <16 x i1> %splat519, %v517
  %v521 = and <16 x i1> %mask484, %v520
  %v522 = mul i64 %i7, %size.C
  %v523 = add i64 %v522, %i13
  %v524 = mul i64 %v523, %size.H
  %v525 = mul i64 %i32, 2
  %v526 = add i64 %v525, %i490
  %v527 = sub i64 %v526, 1
  %v528 = add i64 %v524, %v527
  %v529 = mul i64 %v528, %size.W
  %v530 = mul <16 x i64> %lane507, splat (i64 2)
  %ins531 = insertelement <16 x i64> poison, i64 %i496, i64 0
  %splat532 = shufflevector <16 x i64> %ins531, <16 x i64> poison, <16 x i32> zeroinitializer
  %v533 = add <16 x i64> %v530, %splat532
  %v534 = sub <16 x i64> %v533, splat (i64 1)
  %ins535 = insertelement <16 x i64> poison, i64 %v529, i64 0
  %splat536 = shufflevector <16 x i64> %ins535, <16 x i64> poison, <16 x i32> zeroinitializer
  %v537 = add <16 x i64> %splat536, %v534
  %ps538 = getelementptr float, ptr %buf.x, <16 x i64> %v537
  %ld539 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps538, <16 x i1> %v521, <16 x float> zeroinitializer)
  %v540 = mul i64 %i32, 2
  %v541 = add i64 %v540, %i490
  %v542 = sub i64 %v541, 1
  %v543 = icmp sge i64 %v542, 0
  %v544 = icmp slt i64 %v542, %size.H
  %v545 = and i1 %v543, %v544
  %v546 = mul <16 x i64> %lane507, splat (i64 2)
  %ins547 = insertelement <16 x i64> poison, i64 %i496, i64 0
  %splat548 = shufflevector <16 x i64> %ins547, <16 x i64> poison, <16 x i32> zeroinitializer
  %v549 = add <16 x i64> %v546, %splat548
  %v550 = sub <16 x i64> %v549, splat (i64 1)
  %ins551 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat552 = shufflevector <16 x i64> %ins551, <16 x i64> poison, <16 x i32> zeroinitializer
  %v553 = icmp sge <16 x i64> %v550, zeroinitializer
  %v554 = icmp slt <16 x i64> %v550, %splat552
  %v555 = and <16 x i1> %v553, %v554
  %ins556 = insertelement <16 x i1> poison, i1 %v545, i64 0
  %splat557 = shufflevector <16 x i1> %ins556, <16 x i1> poison, <16 x i32> zeroinitializer
  %v558 = and <16 x i1> %splat557, %v555
  %v559 = and <16 x i1> %mask484, %v558
  %old560 = load <16 x float>, ptr %acc485
  %v561 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old560, <16 x float> %ld539)
  %v562 = select <16 x i1> %v559, <16 x float> %v561, <16 x float> %old560
  store <16 x float> %v562, ptr %acc485
  %v563 = add nsw i64 %i496, 1
  store i64 %v563, ptr %s.addr.492
  br label %cond493
exit495:
  %v564 = add nsw i64 %i490, 1
  store i64 %v564, ptr %r.addr.486
  br label %cond487
exit489:
  %red565 = load <16 x float>, ptr %acc485
  %v566 = mul i64 %i7, %size.C
  %v567 = add i64 %v566, %i13
  %v568 = add i64 %size.H, 1
  %v569 = add i64 %v568, 1
  %v570 = sub i64 %v569, 3
  %v571 = sdiv i64 %v570, 2
  %v572 = srem i64 %v570, 2
  %v573 = icmp ne i64 %v572, 0
  %v574 = icmp slt i64 %v572, 0
  %v575 = icmp slt i64 2, 0
  %v576 = xor i1 %v574, %v575
  %v577 = and i1 %v573, %v576
  %v578 = zext i1 %v577 to i64
  %v579 = sub i64 %v571, %v578
  %v580 = add i64 %v579, 1
  %v581 = mul i64 %v567, %v580
  %v582 = add i64 %v581, %i32
  %v583 = add i64 %size.W, 1
  %v584 = add i64 %v583, 1
  %v585 = sub i64 %v584, 3
  %v586 = sdiv i64 %v585, 2
  %v587 = srem i64 %v585, 2
  %v588 = icmp ne i64 %v587, 0
  %v589 = icmp slt i64 %v587, 0
  %v590 = icmp slt i64 2, 0
  %v591 = xor i1 %v589, %v590
  %v592 = and i1 %v588, %v591
  %v593 = zext i1 %v592 to i64
  %v594 = sub i64 %v586, %v593
  %v595 = add i64 %v594, 1
  %v596 = mul i64 %v582, %v595
  %v597 = add i64 %v596, %i480
  %p598 = getelementptr float, ptr %buf.y, i64 %v597
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red565, ptr align 4 %p598, <16 x i1> %mask484)
  br label %done483
done483:
  %v599 = add nsw i64 %i32, 1
  store i64 %v599, ptr %p.addr.28
  br label %cond29
exit31:
  %v600 = add nsw i64 %i13, 1
  store i64 %v600, ptr %c.addr.9
  br label %cond10
exit12:
  %v601 = add nsw i64 %i7, 1
  store i64 %v601, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
