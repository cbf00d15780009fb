@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.maxpool2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.15 = alloca i64, align 64
  %q.addr.37 = alloca i64, align 64
  %c.addr.43 = alloca i64, align 64
  %acc76 = alloca <16 x float>, align 64
  %r.addr.77 = alloca i64, align 64
  %s.addr.83 = alloca i64, align 64
  %acc199 = alloca <16 x float>, align 64
  %r.addr.200 = alloca i64, align 64
  %s.addr.206 = alloca i64, align 64
  %acc286 = alloca <16 x float>, align 64
  %r.addr.287 = alloca i64, align 64
  %s.addr.293 = alloca i64, align 64
  %acc372 = alloca <16 x float>, align 64
  %r.addr.373 = alloca i64, align 64
  %s.addr.379 = alloca i64, align 64
  %v158 = add i64 %size.H, 1
  %v159 = add i64 %v158, 1
  %v160 = sub i64 %v159, 2
  %v161 = sub i64 %v160, 1
  %v162 = sdiv i64 %v161, 2
  %v163 = srem i64 %v161, 2
  %v164 = icmp ne i64 %v163, 0
  %v165 = icmp slt i64 %v163, 0
  %v166 = icmp slt i64 2, 0
  %v167 = xor i1 %v165, %v166
  %v168 = and i1 %v164, %v167
  %v169 = zext i1 %v168 to i64
  %v170 = sub i64 %v162, %v169
  %v171 = add i64 %v170, 1
  %v172 = add i64 %size.W, 1
  %v173 = add i64 %v172, 1
  %v174 = sub i64 %v173, 2
  %v175 = sub i64 %v174, 1
  %v176 = sdiv i64 %v175, 2
  %v177 = srem i64 %v175, 2
  %v178 = icmp ne i64 %v177, 0
  %v179 = icmp slt i64 %v177, 0
  %v180 = icmp slt i64 2, 0
  %v181 = xor i1 %v179, %v180
  %v182 = and i1 %v178, %v181
  %v183 = zext i1 %v182 to i64
  %v184 = sub i64 %v176, %v183
  %v185 = add i64 %v184, 1
  %v186 = mul i64 %v171, %v185
  %v187 = mul i64 %v186, %size.C
  %v188 = icmp sge i64 %v187, 2097152
  %v1 = add i64 %size.H, 1
  %v2 = add i64 %v1, 1
  %v3 = sub i64 %v2, 2
  %v4 = sub i64 %v3, 1
  %v5 = sdiv i64 %v4, 2
  %v6 = srem i64 %v4, 2
  %v7 = icmp ne i64 %v6, 0
  %v8 = icmp slt i64 %v6, 0
  %v9 = icmp slt i64 2, 0
  %v10 = xor i1 %v8, %v9
  %v11 = and i1 %v7, %v10
  %v12 = zext i1 %v11 to i64
  %v13 = sub i64 %v5, %v12
  %v14 = add i64 %v13, 1
  %v16 = icmp slt i64 %range.hi, %v14
  %v17 = select i1 %v16, i64 %range.hi, i64 %v14
  store i64 %range.lo, ptr %p.addr.15
  br label %cond18
cond18:
  %i21 = load i64, ptr %p.addr.15
  %v22 = icmp slt i64 %i21, %v17
  br i1 %v22, label %body19, label %exit20
body19:
  %v23 = add i64 %size.W, 1
  %v24 = add i64 %v23, 1
  %v25 = sub i64 %v24, 2
  %v26 = sub i64 %v25, 1
  %v27 = sdiv i64 %v26, 2
  %v28 = srem i64 %v26, 2
  %v29 = icmp ne i64 %v28, 0
  %v30 = icmp slt i64 %v28, 0
  %v31 = icmp slt i64 2, 0
  %v32 = xor i1 %v30, %v31
  %v33 = and i1 %v29, %v32
  %v34 = zext i1 %v33 to i64
  %v35 = sub i64 %v27, %v34
  %v36 = add i64 %v35, 1
  store i64 0, ptr %q.addr.37
  br label %cond38
cond38:
  %i41 = load i64, ptr %q.addr.37
  %v42 = icmp slt i64 %i41, %v36
  br i1 %v42, label %body39, label %exit40
body39:
  store i64 0, ptr %c.addr.43
  %i44 = load i64, ptr %c.addr.43
  %v45 = add i64 %size.W, 1
  %v46 = add i64 %v45, 1
  %v47 = sub i64 %v46, 2
  %v48 = sub i64 %v47, 1
  %v49 = sdiv i64 %v48, 2
  %v50 = srem i64 %v48, 2
  %v51 = icmp ne i64 %v50, 0
  %v52 = icmp slt i64 %v50, 0
  %v53 = icmp slt i64 2, 0
  %v54 = xor i1 %v52, %v53
  %v55 = and i1 %v51, %v54
  %v56 = zext i1 %v55 to i64
  %v57 = sub i64 %v49, %v56
  %v58 = add i64 %v57, 1
  %v59 = mul i64 %i21, %v58
  %v60 = add i64 %v59, %i41
  %v61 = mul i64 %v60, %size.C
  %v62 = add i64 %v61, %i44
  %p63 = getelementptr float, ptr %buf.y, i64 %v62
  %v64 = ptrtoint ptr %p63 to i64
  %v65 = lshr i64 %v64, 2
  %v66 = sub i64 0, %v65
  %v67 = and i64 %v66, 15
  %v68 = sub i64 %size.C, %i44
  %v69 = icmp sge i64 %v68, 128
  %v70 = select i1 %v69, i64 %v67, i64 0
  %v71 = icmp sgt i64 %v70, 0
  br i1 %v71, label %peel72, label %aligned73
peel72:
  %v74 = add nsw i64 %i44, %v70
  %mask75 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i44, i64 %v74)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc76
  store i64 0, ptr %r.addr.77
  br label %cond78
cond78:
  %i81 = load i64, ptr %r.addr.77
  %v82 = icmp slt i64 %i81, 3
  br i1 %v82, label %body79, label %exit80
body79:
  store i64 0, ptr %s.addr.83
  br label %cond84
cond84:
  %i87 = load i64, ptr %s.addr.83
  %v88 = icmp slt i64 %i87, 3
  br i1 %v88, label %body85, label %exit86
body85:
  %v89 = mul i64 %i21, 2
  %v90 = add i64 %v89, %i81
  %v91 = sub i64 %v90, 1
  %v92 = icmp sge i64 %v91, 0
  %v93 = icmp slt i64 %v91, %size.H
  %v94 = and i1 %v92, %v93
  %v95 = mul i64 %i41, 2
  %v96 = add i64 %v95, %i87
  %v97 = sub i64 %v96, 1
  %v98 = icmp sge i64 %v97, 0
  %v99 = icmp slt i64 %v97, %size.W
  %v100 = and i1 %v98, %v99
  %v101 = and i1 %v94, %v100
  %ins102 = insertelement <16 x i1> poison, i1 %v101, i64 0
  %splat103 = shufflevector <16 x i1> %ins102, <16 x i1> poison, <16 x i32> zeroinitializer
  %v104 = and <16 x i1> %mask75, %splat103
  %v105 = mul i64 %i21, 2
  %v106 = add i64 %v105, %i81
  %v107 = sub i64 %v106, 1
  %v108 = mul i64 %v107, %size.W
  %v109 = mul i64 %i41, 2
  %v110 = add i64 %v109, %i87
  %v111 = sub i64 %v110, 1
  %v112 = add i64 %v108, %v111
  %v113 = mul i64 %v112, %size.C
  %v114 = add i64 %v113, %i44
  %p115 = getelementptr float, ptr %buf.x, i64 %v114
  %ld116 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p115, <16 x i1> %v104, <16 x float> zeroinitializer)
  %v117 = mul i64 %i21, 2
  %v118 = add i64 %v117, %i81
  %v119 = sub i64 %v118, 1
  %v120 = icmp sge i64 %v119, 0
  %v121 = icmp slt i64 %v119, %size.H
  %v122 = and i1 %v120, %v121
  %v123 = mul i64 %i41, 2
  %v124 = add i64 %v123, %i87
  %v125 = sub i64 %v124, 1
  %v126 = icmp sge i64 %v125, 0
  %v127 = icmp slt i64 %v125, %size.W
  %v128 = and i1 %v126, %v127
  %v129 = and i1 %v122, %v128
  %ins130 = insertelement <16 x i1> poison, i1 %v129, i64 0
  %splat131 = shufflevector <16 x i1> %ins130, <16 x i1> poison, <16 x i32> zeroinitializer
  %v132 = and <16 x i1> %mask75, %splat131
  %old133 = load <16 x float>, ptr %acc76
  %v134 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old133, <16 x float> %ld116)
  %v135 = select <16 x i1> %v132, <16 x float> %v134, <16 x float> %old133
  store <16 x float> %v135, ptr %acc76
  %v136 = add nsw i64 %i87, 1
  store i64 %v136, ptr %s.addr.83
  br label %cond84
exit86:
  %v137 = add nsw i64 %i81, 1
  store i64 %v137, ptr %r.addr.77
  br label %cond78
exit80:
  %red138 = load <16 x float>, ptr %acc76
  %v139 = add i64 %size.W, 1
  %v140 = add i64 %v139, 1
  %v141 = sub i64 %v140, 2
  %v142 = sub i64 %v141, 1
  %v143 = sdiv i64 %v142, 2
  %v144 = srem i64 %v142, 2
  %v145 = icmp ne i64 %v144, 0
  %v146 = icmp slt i64 %v144, 0
  %v147 = icmp slt i64 2, 0
  %v148 = xor i1 %v146, %v147
  %v149 = and i1 %v145, %v148
  %v150 = zext i1 %v149 to i64
  %v151 = sub i64 %v143, %v150
  %v152 = add i64 %v151, 1
  %v153 = mul i64 %i21, %v152
  %v154 = add i64 %v153, %i41
  %v155 = mul i64 %v154, %size.C
  %v156 = add i64 %v155, %i44
  %p157 = getelementptr float, ptr %buf.y, i64 %v156
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red138, ptr align 4 %p157, <16 x i1> %mask75)
  store i64 %v74, ptr %c.addr.43
  br label %aligned73
aligned73:
  %v189 = and i1 %v69, %v188
  br i1 %v189, label %stream190, label %cached191
stream190:
  %v193 = sub i64 %size.C, 16
  br label %cond194
cond194:
  %i197 = load i64, ptr %c.addr.43
  %v198 = icmp sle i64 %i197, %v193
  br i1 %v198, label %body195, label %exit196
body195:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc199
  store i64 0, ptr %r.addr.200
  br label %cond201
cond201:
  %i204 = load i64, ptr %r.addr.200
  %v205 = icmp slt i64 %i204, 3
  br i1 %v205, label %body202, label %exit203
body202:
  store i64 0, ptr %s.addr.206
  br label %cond207
cond207:
  %i210 = load i64, ptr %s.addr.206
  %v211 = icmp slt i64 %i210, 3
  br i1 %v211, label %body208, label %exit209
body208:
  %v212 = mul i64 %i21, 2
  %v213 = add i64 %v212, %i204
  %v214 = sub i64 %v213, 1
  %v215 = icmp sge i64 %v214, 0
  %v216 = icmp slt i64 %v214, %size.H
  %v217 = and i1 %v215, %v216
  %v218 = mul i64 %i41, 2
  %v219 = add i64 %v218, %i210
  %v220 = sub i64 %v219, 1
  %v221 = icmp sge i64 %v220, 0
  %v222 = icmp slt i64 %v220, %size.W
  %v223 = and i1 %v221, %v222
  %v224 = and i1 %v217, %v223
  %v225 = mul i64 %i21, 2
  %v226 = add i64 %v225, %i204
  %v227 = sub i64 %v226, 1
  %v228 = mul i64 %v227, %size.W
  %v229 = mul i64 %i41, 2
  %v230 = add i64 %v229, %i210
  %v231 = sub i64 %v230, 1
  %v232 = add i64 %v228, %v231
  %v233 = mul i64 %v232, %size.C
  %v234 = add i64 %v233, %i197
  %p235 = getelementptr float, ptr %buf.x, i64 %v234
  %ins236 = insertelement <16 x i1> poison, i1 %v224, i64 0
  %splat237 = shufflevector <16 x i1> %ins236, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p235, <16 x i1> %splat237, <16 x float> zeroinitializer)
  %v239 = mul i64 %i21, 2
  %v240 = add i64 %v239, %i204
  %v241 = sub i64 %v240, 1
  %v242 = icmp sge i64 %v241, 0
  %v243 = icmp slt i64 %v241, %size.H
  %v244 = and i1 %v242, %v243
  %v245 = mul i64 %i41, 2
  %v246 = add i64 %v245, %i210
  %v247 = sub i64 %v246, 1
  %v248 = icmp sge i64 %v247, 0
  %v249 = icmp slt i64 %v247, %size.W
  %v250 = and i1 %v248, %v249
  %v251 = and i1 %v244, %v250
  %old252 = load <16 x float>, ptr %acc199
  %v253 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old252, <16 x float> %ld238)
  %ins254 = insertelement <16 x i1> poison, i1 %v251, i64 0
  %splat255 = shufflevector <16 x i1> %ins254, <16 x i1> poison, <16 x i32> zeroinitializer
  %v256 = select <16 x i1> %splat255, <16 x float> %v253, <16 x float> %old252
  store <16 x float> %v256, ptr %acc199
  %v257 = add nsw i64 %i210, 1
  store i64 %v257, ptr %s.addr.206
  br label %cond207
exit209:
  %v258 = add nsw i64 %i204, 1
  store i64 %v258, ptr %r.addr.200
  br label %cond201
exit203:
  %red259 = load <16 x float>, ptr %acc199
  %v260 = add i64 %size.W, 1
  %v261 = add i64 %v260, 1
  %v262 = sub i64 %v261, 2
  %v263 = sub i64 %v262, 1
  %v264 = sdiv i64 %v263, 2
  %v265 = srem i64 %v263, 2
  %v266 = icmp ne i64 %v265, 0
  %v267 = icmp slt i64 %v265, 0
  %v268 = icmp slt i64 2, 0
  %v269 = xor i1 %v267, %v268
  %v270 = and i1 %v266, %v269
  %v271 = zext i1 %v270 to i64
  %v272 = sub i64 %v264, %v271
  %v273 = add i64 %v272, 1
  %v274 = mul i64 %i21, %v273
  %v275 = add i64 %v274, %i41
  %v276 = mul i64 %v275, %size.C
  %v277 = add i64 %v276, %i197
  %p278 = getelementptr float, ptr %buf.y, i64 %v277
  store <16 x float> %red259, ptr %p278, align 64, !nontemporal !{i32 1}
  %v279 = add nsw i64 %i197, 16
  store i64 %v279, ptr %c.addr.43
  br label %cond194
exit196:
  br label %join192
cached191:
  %v280 = sub i64 %size.C, 16
  br label %cond281
cond281:
  %i284 = load i64, ptr %c.addr.43
  %v285 = icmp sle i64 %i284, %v280
  br i1 %v285, label %body282, label %exit283
body282:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc286
  store i64 0, ptr %r.addr.287
  br label %cond288
cond288:
  %i291 = load i64, ptr %r.addr.287
  %v292 = icmp slt i64 %i291, 3
  br i1 %v292, label %body289, label %exit290
body289:
  store i64 0, ptr %s.addr.293
  br label %cond294
cond294:
  %i297 = load i64, ptr %s.addr.293
  %v298 = icmp slt i64 %i297, 3
  br i1 %v298, label %body295, label %exit296
body295:
  %v299 = mul i64 %i21, 2
  %v300 = add i64 %v299, %i291
  %v301 = sub i64 %v300, 1
  %v302 = icmp sge i64 %v301, 0
  %v303 = icmp slt i64 %v301, %size.H
  %v304 = and i1 %v302, %v303
  %v305 = mul i64 %i41, 2
  %v306 = add i64 %v305, %i297
  %v307 = sub i64 %v306, 1
  %v308 = icmp sge i64 %v307, 0
  %v309 = icmp slt i64 %v307, %size.W
  %v310 = and i1 %v308, %v309
  %v311 = and i1 %v304, %v310
  %v312 = mul i64 %i21, 2
  %v313 = add i64 %v312, %i291
  %v314 = sub i64 %v313, 1
  %v315 = mul i64 %v314, %size.W
  %v316 = mul i64 %i41, 2
  %v317 = add i64 %v316, %i297
  %v318 = sub i64 %v317, 1
  %v319 = add i64 %v315, %v318
  %v320 = mul i64 %v319, %size.C
  %v321 = add i64 %v320, %i284
  %p322 = getelementptr float, ptr %buf.x, i64 %v321
  %ins323 = insertelement <16 x i1> poison, i1 %v311, i64 0
  %splat324 = shufflevector <16 x i1> %ins323, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld325 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p322, <16 x i1> %splat324, <16 x float> zeroinitializer)
  %v326 = mul i64 %i21, 2
  %v327 = add i64 %v326, %i291
  %v328 = sub i64 %v327, 1
  %v329 = icmp sge i64 %v328, 0
  %v330 = icmp slt i64 %v328, %size.H
  %v331 = and i1 %v329, %v330
  %v332 = mul i64 %i41, 2
  %v333 = add i64 %v332, %i297
  %v334 = sub i64 %v333, 1
  %v335 = icmp sge i64 %v334, 0
  %v336 = icmp slt i64 %v334, %size.W
  %v337 = and i1 %v335, %v336
  %v338 = and i1 %v331, %v337
  %old339 = load <16 x float>, ptr %acc286
  %v340 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old339, <16 x float> %ld325)
  %ins341 = insertelement <16 x i1> poison, i1 %v338, i64 0
  %splat342 = shufflevector <16 x i1> %ins341, <16 x i1> poison, <16 x i32> zeroinitializer
  %v343 = select <16 x i1> %splat342, <16 x float> %v340, <16 x float> %old339
  store <16 x float> %v343, ptr %acc286
  %v344 = add nsw i64 %i297, 1
  store i64 %v344, ptr %s.addr.293
  br label %cond294
exit296:
  %v345 = add nsw i64 %i291, 1
  store i64 %v345, ptr %r.addr.287
  br label %cond288
exit290:
  %red346 = load <16 x float>, ptr %acc286
  %v347 = add i64 %size.W, 1
  %v348 = add i64 %v347, 1
  %v349 = sub i64 %v348, 2
  %v350 = sub i64 %v349, 1
  %v351 = sdiv i64 %v350, 2
  %v352 = srem i64 %v350, 2
  %v353 = icmp ne i64 %v352, 0
  %v354 = icmp slt i64 %v352, 0
  %v355 = icmp slt i64 2, 0
  %v356 = xor i1 %v354, %v355
  %v357 = and i1 %v353, %v356
  %v358 = zext i1 %v357 to i64
  %v359 = sub i64 %v351, %v358
  %v360 = add i64 %v359, 1
  %v361 = mul i64 %i21, %v360
  %v362 = add i64 %v361, %i41
  %v363 = mul i64 %v362, %size.C
  %v364 = add i64 %v363, %i284
  %p365 = getelementptr float, ptr %buf.y, i64 %v364
  store <16 x float> %red346, ptr %p365, align 4
  %v366 = add nsw i64 %i284, 16
  store i64 %v366, ptr %c.addr.43
  br label %cond281
exit283:
  br label %join192
join192:
  %i367 = load i64, ptr %c.addr.43
  %v368 = icmp slt i64 %i367, %size.C
  br i1 %v368, label %tail369, label %done370
tail369:
  %mask371 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i367, i64 %size.C)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc372
  store i64 0, ptr %r.addr.373
  br label %cond374
cond374:
  %i377 = load i64, ptr %r.addr.373
  %v378 = icmp slt i64 %i377, 3
  br i1 %v378, label %body375, label %exit376
body375:
  store i64 0, ptr %s.addr.379
  br label %cond380
cond380:
  %i383 = load i64, ptr %s.addr.379
  %v384 = icmp slt i64 %i383, 3
  br i1 %v384, label %body381, label %exit382
body381:
  %v385 = mul i64 %i21, 2
  %v386 = add i64 %v385, %i377
  %v387 = sub i64 %v386, 1
  %v388 = icmp sge i64 %v387, 0
  %v389 = icmp slt i64 %v387, %size.H
  %v390 = and i1 %v388, %v389
  %v391 = mul i64 %i41, 2
  %v392 = add i64 %v391, %i383
  %v393 = sub i64 %v392, 1
  %v394 = icmp sge i64 %v393, 0
  %v395 = icmp slt i64 %v393, %size.W
  %v396 = and i1 %v394, %v395
  %v397 = and i1 %v390, %v396
  %ins398 = insertelement <16 x i1> poison, i1 %v397, i64 0
  %splat399 = shufflevector <16 x i1> %ins398, <16 x i1> poison, <16 x i32> zeroinitializer
  %v400 = and <16 x i1> %mask371, %splat399
  %v401 = mul i64 %i21, 2
  %v402 = add i64 %v401, %i377
  %v403 = sub i64 %v402, 1
  %v404 = mul i64 %v403, %size.W
  %v405 = mul i64 %i41, 2
  %v406 = add i64 %v405, %i383
  %v407 = sub i64 %v406, 1
  %v408 = add i64 %v404, %v407
  %v409 = mul i64 %v408, %size.C
  %v410 = add i64 %v409, %i367
  %p411 = getelementptr float, ptr %buf.x, i64 %v410
  %ld412 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p411, <16 x i1> %v400, <16 x float> zeroinitializer)
  %v413 = mul i64 %i21, 2
  %v414 = add i64 %v413, %i377
  %v415 = sub i64 %v414, 1
  %v416 = icmp sge i64 %v415, 0
  %v417 = icmp slt i64 %v415, %size.H
  %v418 = and i1 %v416, %v417
  %v419 = mul i64 %i41, 2
  %v420 = add i64 %v419, %i383
  %v421 = sub i64 %v420, 1
  %v422 = icmp sge i64 %v421, 0
  %v423 = icmp slt i64 %v421, %size.W
  %v424 = and i1 %v422, %v423
  %v425 = and i1 %v418, %v424
  %ins426 = insertelement <16 x i1> poison, i1 %v425, i64 0
  %splat427 = shufflevector <16 x i1> %ins426, <16 x i1> poison, <16 x i32> zeroinitializer
  %v428 = and <16 x i1> %mask371, %splat427
  %old429 = load <16 x float>, ptr %acc372
  %v430 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old429, <16 x float> %ld412)
  %v431 = select <16 x i1> %v428, <16 x float> %v430, <16 x float> %old429
  store <16 x float> %v431, ptr %acc372
  %v432 = add nsw i64 %i383, 1
  store i64 %v432, ptr %s.addr.379
  br label %cond380
exit382:
  %v433 = add nsw i64 %i377, 1
  store i64 %v433, ptr %r.addr.373
  br label %cond374
exit376:
  %red434 = load <16 x float>, ptr %acc372
  %v435 = add i64 %size.W, 1
  %v436 = add i64 %v435, 1
  %v437 = sub i64 %v436, 2
  %v438 = sub i64 %v437, 1
  %v439 = sdiv i64 %v438, 2
  %v440 = srem i64 %v438, 2
  %v441 = icmp ne i64 %v440, 0
  %v442 = icmp slt i64 %v440, 0
  %v443 = icmp slt i64 2, 0
  %v444 = xor i1 %v442, %v443
  %v445 = and i1 %v441, %v444
  %v446 = zext i1 %v445 to i64
  %v447 = sub i64 %v439, %v446
  %v448 = add i64 %v447, 1
  %v449 = mul i64 %i21, %v448
  %v450 = add i64 %v449, %i41
  %v451 = mul i64 %v450, %size.C
  %v452 = add i64 %v451, %i367
  %p453 = getelementptr float, ptr %buf.y, i64 %v452
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red434, ptr align 4 %p453, <16 x i1> %mask371)
  br label %done370
done370:
  %v454 = add nsw i64 %i41, 1
  store i64 %v454, ptr %q.addr.37
  br label %cond38
exit40:
  %v455 = add nsw i64 %i21, 1
  store i64 %v455, ptr %p.addr.15
  br label %cond18
exit20:
  call void @llvm.x86.sse.sfence()
  ret void
}
