@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.avgpool2d"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %p.addr.19 = alloca i64, align 64
  %q.addr.29 = alloca i64, align 64
  %acc58 = alloca <16 x float>, align 64
  %r.addr.59 = alloca i64, align 64
  %s.addr.65 = alloca i64, align 64
  %acc129 = alloca <16 x float>, align 64
  %cnt130 = alloca <16 x float>, align 64
  %u.addr.131 = alloca i64, align 64
  %v.addr.137 = alloca i64, align 64
  %acc252 = alloca <16 x float>, align 64
  %r.addr.253 = alloca i64, align 64
  %s.addr.259 = alloca i64, align 64
  %acc321 = alloca <16 x float>, align 64
  %cnt322 = alloca <16 x float>, align 64
  %u.addr.323 = alloca i64, align 64
  %v.addr.329 = alloca i64, align 64
  %acc427 = alloca <16 x float>, align 64
  %r.addr.428 = alloca i64, align 64
  %s.addr.434 = alloca i64, align 64
  %acc496 = alloca <16 x float>, align 64
  %cnt497 = alloca <16 x float>, align 64
  %u.addr.498 = alloca i64, align 64
  %v.addr.504 = alloca i64, align 64
  %acc601 = alloca <16 x float>, align 64
  %r.addr.602 = alloca i64, align 64
  %s.addr.608 = alloca i64, align 64
  %acc672 = alloca <16 x float>, align 64
  %cnt673 = alloca <16 x float>, align 64
  %u.addr.674 = alloca i64, align 64
  %v.addr.680 = alloca i64, align 64
  %v230 = mul i64 %size.N, %size.C
  %v231 = add i64 %size.H, 1
  %v232 = add i64 %v231, 1
  %v233 = sub i64 %v232, 3
  %v234 = add i64 %v233, 1
  %v235 = mul i64 %v230, %v234
  %v236 = add i64 %size.W, 1
  %v237 = add i64 %v236, 1
  %v238 = sub i64 %v237, 3
  %v239 = add i64 %v238, 1
  %v240 = mul i64 %v235, %v239
  %v241 = icmp sge i64 %v240, 2097152
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
  %v18 = add i64 %v17, 1
  store i64 0, ptr %p.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %p.addr.19
  %v24 = icmp slt i64 %i23, %v18
  br i1 %v24, label %body21, label %exit22
body21:
  %v25 = add i64 %size.W, 1
  %v26 = add i64 %v25, 1
  %v27 = sub i64 %v26, 3
  %v28 = add i64 %v27, 1
  store i64 0, ptr %q.addr.29
  %i30 = load i64, ptr %q.addr.29
  %v31 = mul i64 %i7, %size.C
  %v32 = add i64 %v31, %i13
  %v33 = add i64 %size.H, 1
  %v34 = add i64 %v33, 1
  %v35 = sub i64 %v34, 3
  %v36 = add i64 %v35, 1
  %v37 = mul i64 %v32, %v36
  %v38 = add i64 %v37, %i23
  %v39 = add i64 %size.W, 1
  %v40 = add i64 %v39, 1
  %v41 = sub i64 %v40, 3
  %v42 = add i64 %v41, 1
  %v43 = mul i64 %v38, %v42
  %v44 = add i64 %v43, %i30
  %p45 = getelementptr float, ptr %buf.y, i64 %v44
  %v46 = ptrtoint ptr %p45 to i64
  %v47 = lshr i64 %v46, 2
  %v48 = sub i64 0, %v47
  %v49 = and i64 %v48, 15
  %v50 = sub i64 %v28, %i30
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
  %v71 = add i64 %i23, %i63
  %v72 = sub i64 %v71, 1
  %v73 = icmp sge i64 %v72, 0
  %v74 = icmp slt i64 %v72, %size.H
  %v75 = and i1 %v73, %v74
  %ins76 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat77 = shufflevector <16 x i64> %ins76, <16 x i64> poison, <16 x i32> zeroinitializer
  %step78 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane79 = add <16 x i64> %splat77, %step78
  %ins80 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat81 = shufflevector <16 x i64> %ins80, <16 x i64> poison, <16 x i32> zeroinitializer
  %v82 = add <16 x i64> %lane79, %splat81
  %v83 = sub <16 x i64> %v82, splat (i64 1)
  %ins84 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat85 = shufflevector <16 x i64> %ins84, <16 x i64> poison, <16 x i32> zeroinitializer
  %v86 = icmp sge <16 x i64> %v83, zeroinitializer
  %v87 = icmp slt <16 x i64> %v83, %splat85
  %v88 = and <16 x i1> %v86, %v87
  %ins89 = insertelement <16 x i1> poison, i1 %v75, i64 0
  %splat90 = shufflevector <16 x i1> %ins89, <16 x i1> poison, <16 x i32> zeroinitializer
  %v91 = and <16 x i1> %splat90, %v88
  %v92 = and <16 x i1> %mask57, %v91
  %v93 = mul i64 %i7, %size.C
  %v94 = add i64 %v93, %i13
  %v95 = mul i64 %v94, %size.H
  %v96 = add i64 %i23, %i63
  %v97 = sub i64 %v96, 1
  %v98 = add i64 %v95, %v97
  %v99 = mul i64 %v98, %size.W
  %v100 = add i64 %i30, %i69
  %v101 = sub i64 %v100, 1
  %v102 = add i64 %v99, %v101
  %p103 = getelementptr float, ptr %buf.x, i64 %v102
  %ld104 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p103, <16 x i1> %v92, <16 x float> zeroinitializer)
  %v105 = add i64 %i23, %i63
  %v106 = sub i64 %v105, 1
  %v107 = icmp sge i64 %v106, 0
  %v108 = icmp slt i64 %v106, %size.H
  %v109 = and i1 %v107, %v108
  %ins110 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat111 = shufflevector <16 x i64> %ins110, <16 x i64> poison, <16 x i32> zeroinitializer
  %v112 = add <16 x i64> %lane79, %splat111
  %v113 = sub <16 x i64> %v112, splat (i64 1)
  %ins114 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat115 = shufflevector <16 x i64> %ins114, <16 x i64> poison, <16 x i32> zeroinitializer
  %v116 = icmp sge <16 x i64> %v113, zeroinitializer
  %v117 = icmp slt <16 x i64> %v113, %splat115
  %v118 = and <16 x i1> %v116, %v117
  %ins119 = insertelement <16 x i1> poison, i1 %v109, i64 0
  %splat120 = shufflevector <16 x i1> %ins119, <16 x i1> poison, <16 x i32> zeroinitializer
  %v121 = and <16 x i1> %splat120, %v118
  %v122 = and <16 x i1> %mask57, %v121
  %old123 = load <16 x float>, ptr %acc58
  %v124 = fadd <16 x float> %old123, %ld104
  %v125 = select <16 x i1> %v122, <16 x float> %v124, <16 x float> %old123
  store <16 x float> %v125, ptr %acc58
  %v126 = add nsw i64 %i69, 1
  store i64 %v126, ptr %s.addr.65
  br label %cond66
exit68:
  %v127 = add nsw i64 %i63, 1
  store i64 %v127, ptr %r.addr.59
  br label %cond60
exit62:
  %red128 = load <16 x float>, ptr %acc58
  store <16 x float> splat (float 0x0000000000000000), ptr %acc129
  store <16 x float> zeroinitializer, ptr %cnt130
  store i64 0, ptr %u.addr.131
  br label %cond132
cond132:
  %i135 = load i64, ptr %u.addr.131
  %v136 = icmp slt i64 %i135, 3
  br i1 %v136, label %body133, label %exit134
body133:
  store i64 0, ptr %v.addr.137
  br label %cond138
cond138:
  %i141 = load i64, ptr %v.addr.137
  %v142 = icmp slt i64 %i141, 3
  br i1 %v142, label %body139, label %exit140
body139:
  %v143 = add i64 %i23, %i135
  %v144 = sub i64 %v143, 1
  %v145 = icmp sge i64 %v144, 0
  %v146 = icmp slt i64 %v144, %size.H
  %v147 = and i1 %v145, %v146
  %ins148 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat149 = shufflevector <16 x i64> %ins148, <16 x i64> poison, <16 x i32> zeroinitializer
  %step150 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane151 = add <16 x i64> %splat149, %step150
  %ins152 = insertelement <16 x i64> poison, i64 %i141, i64 0
  %splat153 = shufflevector <16 x i64> %ins152, <16 x i64> poison, <16 x i32> zeroinitializer
  %v154 = add <16 x i64> %lane151, %splat153
  %v155 = sub <16 x i64> %v154, splat (i64 1)
  %ins156 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat157 = shufflevector <16 x i64> %ins156, <16 x i64> poison, <16 x i32> zeroinitializer
  %v158 = icmp sge <16 x i64> %v155, zeroinitializer
  %v159 = icmp slt <16 x i64> %v155, %splat157
  %v160 = and <16 x i1> %v158, %v159
  %ins161 = insertelement <16 x i1> poison, i1 %v147, i64 0
  %splat162 = shufflevector <16 x i1> %ins161, <16 x i1> poison, <16 x i32> zeroinitializer
  %v163 = and <16 x i1> %splat162, %v160
  %v164 = and <16 x i1> %mask57, %v163
  %v165 = mul i64 %i7, %size.C
  %v166 = add i64 %v165, %i13
  %v167 = mul i64 %v166, %size.H
  %v168 = add i64 %i23, %i135
  %v169 = sub i64 %v168, 1
  %v170 = add i64 %v167, %v169
  %v171 = mul i64 %v170, %size.W
  %v172 = add i64 %i30, %i141
  %v173 = sub i64 %v172, 1
  %v174 = add i64 %v171, %v173
  %p175 = getelementptr float, ptr %buf.x, i64 %v174
  %ld176 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p175, <16 x i1> %v164, <16 x float> zeroinitializer)
  %v177 = add i64 %i23, %i135
  %v178 = sub i64 %v177, 1
  %v179 = icmp sge i64 %v178, 0
  %v180 = icmp slt i64 %v178, %size.H
  %v181 = and i1 %v179, %v180
  %ins182 = insertelement <16 x i64> poison, i64 %i141, i64 0
  %splat183 = shufflevector <16 x i64> %ins182, <16 x i64> poison, <16 x i32> zeroinitializer
  %v184 = add <16 x i64> %lane151, %splat183
  %v185 = sub <16 x i64> %v184, splat (i64 1)
  %ins186 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat187 = shufflevector <16 x i64> %ins186, <16 x i64> poison, <16 x i32> zeroinitializer
  %v188 = icmp sge <16 x i64> %v185, zeroinitializer
  %v189 = icmp slt <16 x i64> %v185, %splat187
  %v190 = and <16 x i1> %v188, %v189
  %ins191 = insertelement <16 x i1> poison, i1 %v181, i64 0
  %splat192 = shufflevector <16 x i1> %ins191, <16 x i1> poison, <16 x i32> zeroinitializer
  %v193 = and <16 x i1> %splat192, %v190
  %v194 = and <16 x i1> %mask57, %v193
  %old195 = load <16 x float>, ptr %acc129
  %v196 = fadd <16 x float> %old195, %ld176
  %v197 = select <16 x i1> %v194, <16 x float> %v196, <16 x float> %old195
  store <16 x float> %v197, ptr %acc129
  %c198 = load <16 x float>, ptr %cnt130
  %v199 = select <16 x i1> %v194, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v200 = fadd <16 x float> %c198, %v199
  store <16 x float> %v200, ptr %cnt130
  %v201 = add nsw i64 %i141, 1
  store i64 %v201, ptr %v.addr.137
  br label %cond138
exit140:
  %v202 = add nsw i64 %i135, 1
  store i64 %v202, ptr %u.addr.131
  br label %cond132
exit134:
  %red203 = load <16 x float>, ptr %acc129
  %red204 = load <16 x float>, ptr %cnt130
  %v205 = fdiv <16 x float> %red203, %red204
  %v206 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v207 = fmul contract float 0x4008000000000000, 0x4008000000000000
  %v208 = fdiv float 0x3FF0000000000000, %v207
  %ins209 = insertelement <16 x float> poison, float %v208, i64 0
  %splat210 = shufflevector <16 x float> %ins209, <16 x float> poison, <16 x i32> zeroinitializer
  %v211 = fmul contract <16 x float> %red128, %splat210
  %ins212 = insertelement <16 x i1> poison, i1 %v206, i64 0
  %splat213 = shufflevector <16 x i1> %ins212, <16 x i1> poison, <16 x i32> zeroinitializer
  %v214 = select <16 x i1> %splat213, <16 x float> %v211, <16 x float> %v205
  %v215 = mul i64 %i7, %size.C
  %v216 = add i64 %v215, %i13
  %v217 = add i64 %size.H, 1
  %v218 = add i64 %v217, 1
  %v219 = sub i64 %v218, 3
  %v220 = add i64 %v219, 1
  %v221 = mul i64 %v216, %v220
  %v222 = add i64 %v221, %i23
  %v223 = add i64 %size.W, 1
  %v224 = add i64 %v223, 1
  %v225 = sub i64 %v224, 3
  %v226 = add i64 %v225, 1
  %v227 = mul i64 %v222, %v226
  %v228 = add i64 %v227, %i30
  %p229 = getelementptr float, ptr %buf.y, i64 %v228
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v214, ptr align 4 %p229, <16 x i1> %mask57)
  store i64 %v56, ptr %q.addr.29
  br label %aligned55
aligned55:
  %v242 = and i1 %v51, %v241
  br i1 %v242, label %stream243, label %cached244
stream243:
  %v246 = sub i64 %v28, 16
  br label %cond247
cond247:
  %i250 = load i64, ptr %q.addr.29
  %v251 = icmp sle i64 %i250, %v246
  br i1 %v251, label %body248, label %exit249
body248:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc252
  store i64 0, ptr %r.addr.253
  br label %cond254
cond254:
  %i257 = load i64, ptr %r.addr.253
  %v258 = icmp slt i64 %i257, 3
  br i1 %v258, label %body255, label %exit256
body255:
  store i64 0, ptr %s.addr.259
  br label %cond260
cond260:
  %i263 = load i64, ptr %s.addr.259
  %v264 = icmp slt i64 %i263, 3
  br i1 %v264, label %body261, label %exit262
body261:
  %v265 = add i64 %i23, %i257
  %v266 = sub i64 %v265, 1
  %v267 = icmp sge i64 %v266, 0
  %v268 = icmp slt i64 %v266, %size.H
  %v269 = and i1 %v267, %v268
  %ins270 = insertelement <16 x i64> poison, i64 %i250, i64 0
  %splat271 = shufflevector <16 x i64> %ins270, <16 x i64> poison, <16 x i32> zeroinitializer
  %step272 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane273 = add <16 x i64> %splat271, %step272
  %ins274 = insertelement <16 x i64> poison, i64 %i263, i64 0
  %splat275 = shufflevector <16 x i64> %ins274, <16 x i64> poison, <16 x i32> zeroinitializer
  %v276 = add <16 x i64> %lane273, %splat275
  %v277 = sub <16 x i64> %v276, splat (i64 1)
  %ins278 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat279 = shufflevector <16 x i64> %ins278, <16 x i64> poison, <16 x i32> zeroinitializer
  %v280 = icmp sge <16 x i64> %v277, zeroinitializer
  %v281 = icmp slt <16 x i64> %v277, %splat279
  %v282 = and <16 x i1> %v280, %v281
  %ins283 = insertelement <16 x i1> poison, i1 %v269, i64 0
  %splat284 = shufflevector <16 x i1> %ins283, <16 x i1> poison, <16 x i32> zeroinitializer
  %v285 = and <16 x i1> %splat284, %v282
  %v286 = mul i64 %i7, %size.C
  %v287 = add i64 %v286, %i13
  %v288 = mul i64 %v287, %size.H
  %v289 = add i64 %i23, %i257
  %v290 = sub i64 %v289, 1
  %v291 = add i64 %v288, %v290
  %v292 = mul i64 %v291, %size.W
  %v293 = add i64 %i250, %i263
  %v294 = sub i64 %v293, 1
  %v295 = add i64 %v292, %v294
  %p296 = getelementptr float, ptr %buf.x, i64 %v295
  %ld297 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p296, <16 x i1> %v285, <16 x float> zeroinitializer)
  %v298 = add i64 %i23, %i257
  %v299 = sub i64 %v298, 1
  %v300 = icmp sge i64 %v299, 0
  %v301 = icmp slt i64 %v299, %size.H
  %v302 = and i1 %v300, %v301
  %ins303 = insertelement <16 x i64> poison, i64 %i263, i64 0
  %splat304 = shufflevector <16 x i64> %ins303, <16 x i64> poison, <16 x i32> zeroinitializer
  %v305 = add <16 x i64> %lane273, %splat304
  %v306 = sub <16 x i64> %v305, splat (i64 1)
  %ins307 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat308 = shufflevector <16 x i64> %ins307, <16 x i64> poison, <16 x i32> zeroinitializer
  %v309 = icmp sge <16 x i64> %v306, zeroinitializer
  %v310 = icmp slt <16 x i64> %v306, %splat308
  %v311 = and <16 x i1> %v309, %v310
  %ins312 = insertelement <16 x i1> poison, i1 %v302, i64 0
  %splat313 = shufflevector <16 x i1> %ins312, <16 x i1> poison, <16 x i32> zeroinitializer
  %v314 = and <16 x i1> %splat313, %v311
  %old315 = load <16 x float>, ptr %acc252
  %v316 = fadd <16 x float> %old315, %ld297
  %v317 = select <16 x i1> %v314, <16 x float> %v316, <16 x float> %old315
  store <16 x float> %v317, ptr %acc252
  %v318 = add nsw i64 %i263, 1
  store i64 %v318, ptr %s.addr.259
  br label %cond260
exit262:
  %v319 = add nsw i64 %i257, 1
  store i64 %v319, ptr %r.addr.253
  br label %cond254
exit256:
  %red320 = load <16 x float>, ptr %acc252
  store <16 x float> splat (float 0x0000000000000000), ptr %acc321
  store <16 x float> zeroinitializer, ptr %cnt322
  store i64 0, ptr %u.addr.323
  br label %cond324
cond324:
  %i327 = load i64, ptr %u.addr.323
  %v328 = icmp slt i64 %i327, 3
  br i1 %v328, label %body325, label %exit326
body325:
  store i64 0, ptr %v.addr.329
  br label %cond330
cond330:
  %i333 = load i64, ptr %v.addr.329
  %v334 = icmp slt i64 %i333, 3
  br i1 %v334, label %body331, label %exit332
body331:
  %v335 = add i64 %i23, %i327
  %v336 = sub i64 %v335, 1
  %v337 = icmp sge i64 %v336, 0
  %v338 = icmp slt i64 %v336, %size.H
  %v339 = and i1 %v337, %v338
  %ins340 = insertelement <16 x i64> poison, i64 %i250, i64 0
  %splat341 = shufflevector <16 x i64> %ins340, <16 x i64> poison, <16 x i32> zeroinitializer
  %step342 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane343 = add <16 x i64> %splat341, %step342
  %ins344 = insertelement <16 x i64> poison, i64 %i333, i64 0
  %splat345 = shufflevector <16 x i64> %ins344, <16 x i64> poison, <16 x i32> zeroinitializer
  %v346 = add <16 x i64> %lane343, %splat345
  %v347 = sub <16 x i64> %v346, splat (i64 1)
  %ins348 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat349 = shufflevector <16 x i64> %ins348, <16 x i64> poison, <16 x i32> zeroinitializer
  %v350 = icmp sge <16 x i64> %v347, zeroinitializer
  %v351 = icmp slt <16 x i64> %v347, %splat349
  %v352 = and <16 x i1> %v350, %v351
  %ins353 = insertelement <16 x i1> poison, i1 %v339, i64 0
  %splat354 = shufflevector <16 x i1> %ins353, <16 x i1> poison, <16 x i32> zeroinitializer
  %v355 = and <16 x i1> %splat354, %v352
  %v356 = mul i64 %i7, %size.C
  %v357 = add i64 %v356, %i13
  %v358 = mul i64 %v357, %size.H
  %v359 = add i64 %i23, %i327
  %v360 = sub i64 %v359, 1
  %v361 = add i64 %v358, %v360
  %v362 = mul i64 %v361, %size.W
  %v363 = add i64 %i250, %i333
  %v364 = sub i64 %v363, 1
  %v365 = add i64 %v362, %v364
  %p366 = getelementptr float, ptr %buf.x, i64 %v365
  %ld367 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p366, <16 x i1> %v355, <16 x float> zeroinitializer)
  %v368 = add i64 %i23, %i327
  %v369 = sub i64 %v368, 1
  %v370 = icmp sge i64 %v369, 0
  %v371 = icmp slt i64 %v369, %size.H
  %v372 = and i1 %v370, %v371
  %ins373 = insertelement <16 x i64> poison, i64 %i333, i64 0
  %splat374 = shufflevector <16 x i64> %ins373, <16 x i64> poison, <16 x i32> zeroinitializer
  %v375 = add <16 x i64> %lane343, %splat374
  %v376 = sub <16 x i64> %v375, splat (i64 1)
  %ins377 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat378 = shufflevector <16 x i64> %ins377, <16 x i64> poison, <16 x i32> zeroinitializer
  %v379 = icmp sge <16 x i64> %v376, zeroinitializer
  %v380 = icmp slt <16 x i64> %v376, %splat378
  %v381 = and <16 x i1> %v379, %v380
  %ins382 = insertelement <16 x i1> poison, i1 %v372, i64 0
  %splat383 = shufflevector <16 x i1> %ins382, <16 x i1> poison, <16 x i32> zeroinitializer
  %v384 = and <16 x i1> %splat383, %v381
  %old385 = load <16 x float>, ptr %acc321
  %v386 = fadd <16 x float> %old385, %ld367
  %v387 = select <16 x i1> %v384, <16 x float> %v386, <16 x float> %old385
  store <16 x float> %v387, ptr %acc321
  %c388 = load <16 x float>, ptr %cnt322
  %v389 = select <16 x i1> %v384, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v390 = fadd <16 x float> %c388, %v389
  store <16 x float> %v390, ptr %cnt322
  %v391 = add nsw i64 %i333, 1
  store i64 %v391, ptr %v.addr.329
  br label %cond330
exit332:
  %v392 = add nsw i64 %i327, 1
  store i64 %v392, ptr %u.addr.323
  br label %cond324
exit326:
  %red393 = load <16 x float>, ptr %acc321
  %red394 = load <16 x float>, ptr %cnt322
  %v395 = fdiv <16 x float> %red393, %red394
  %v396 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v397 = fmul contract float 0x4008000000000000, 0x4008000000000000
  %v398 = fdiv float 0x3FF0000000000000, %v397
  %ins399 = insertelement <16 x float> poison, float %v398, i64 0
  %splat400 = shufflevector <16 x float> %ins399, <16 x float> poison, <16 x i32> zeroinitializer
  %v401 = fmul contract <16 x float> %red320, %splat400
  %ins402 = insertelement <16 x i1> poison, i1 %v396, i64 0
  %splat403 = shufflevector <16 x i1> %ins402, <16 x i1> poison, <16 x i32> zeroinitializer
  %v404 = select <16 x i1> %splat403, <16 x float> %v401, <16 x float> %v395
  %v405 = mul i64 %i7, %size.C
  %v406 = add i64 %v405, %i13
  %v407 = add i64 %size.H, 1
  %v408 = add i64 %v407, 1
  %v409 = sub i64 %v408, 3
  %v410 = add i64 %v409, 1
  %v411 = mul i64 %v406, %v410
  %v412 = add i64 %v411, %i23
  %v413 = add i64 %size.W, 1
  %v414 = add i64 %v413, 1
  %v415 = sub i64 %v414, 3
  %v416 = add i64 %v415, 1
  %v417 = mul i64 %v412, %v416
  %v418 = add i64 %v417, %i250
  %p419 = getelementptr float, ptr %buf.y, i64 %v418
  store <16 x float> %v404, ptr %p419, align 64, !nontemporal !{i32 1}
  %v420 = add nsw i64 %i250, 16
  store i64 %v420, ptr %q.addr.29
  br label %cond247
exit249:
  br label %join245
cached244:
  %v421 = sub i64 %v28, 16
  br label %cond422
cond422:
  %i425 = load i64, ptr %q.addr.29
  %v426 = icmp sle i64 %i425, %v421
  br i1 %v426, label %body423, label %exit424
body423:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc427
  store i64 0, ptr %r.addr.428
  br label %cond429
cond429:
  %i432 = load i64, ptr %r.addr.428
  %v433 = icmp slt i64 %i432, 3
  br i1 %v433, label %body430, label %exit431
body430:
  store i64 0, ptr %s.addr.434
  br label %cond435
cond435:
  %i438 = load i64, ptr %s.addr.434
  %v439 = icmp slt i64 %i438, 3
  br i1 %v439, label %body436, label %exit437
body436:
  %v440 = add i64 %i23, %i432
  %v441 = sub i64 %v440, 1
  %v442 = icmp sge i64 %v441, 0
  %v443 = icmp slt i64 %v441, %size.H
  %v444 = and i1 %v442, %v443
  %ins445 = insertelement <16 x i64> poison, i64 %i425, i64 0
  %splat446 = shufflevector <16 x i64> %ins445, <16 x i64> poison, <16 x i32> zeroinitializer
  %step447 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane448 = add <16 x i64> %splat446, %step447
  %ins449 = insertelement <16 x i64> poison, i64 %i438, i64 0
  %splat450 = shufflevector <16 x i64> %ins449, <16 x i64> poison, <16 x i32> zeroinitializer
  %v451 = add <16 x i64> %lane448, %splat450
  %v452 = sub <16 x i64> %v451, splat (i64 1)
  %ins453 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat454 = shufflevector <16 x i64> %ins453, <16 x i64> poison, <16 x i32> zeroinitializer
  %v455 = icmp sge <16 x i64> %v452, zeroinitializer
  %v456 = icmp slt <16 x i64> %v452, %splat454
  %v457 = and <16 x i1> %v455, %v456
  %ins458 = insertelement <16 x i1> poison, i1 %v444, i64 0
  %splat459 = shufflevector <16 x i1> %ins458, <16 x i1> poison, <16 x i32> zeroinitializer
  %v460 = and <16 x i1> %splat459, %v457
  %v461 = mul i64 %i7, %size.C
  %v462 = add i64 %v461, %i13
  %v463 = mul i64 %v462, %size.H
  %v464 = add i64 %i23, %i432
  %v465 = sub i64 %v464, 1
  %v466 = add i64 %v463, %v465
  %v467 = mul i64 %v466, %size.W
  %v468 = add i64 %i425, %i438
  %v469 = sub i64 %v468, 1
  %v470 = add i64 %v467, %v469
  %p471 = getelementptr float, ptr %buf.x, i64 %v470
  %ld472 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p471, <16 x i1> %v460, <16 x float> zeroinitializer)
  %v473 = add i64 %i23, %i432
  %v474 = sub i64 %v473, 1
  %v475 = icmp sge i64 %v474, 0
  %v476 = icmp slt i64 %v474, %size.H
  %v477 = and i1 %v475, %v476
  %ins478 = insertelement <16 x i64> poison, i64 %i438, i64 0
  %splat479 = shufflevector <16 x i64> %ins478, <16 x i64> poison, <16 x i32> zeroinitializer
  %v480 = add <16 x i64> %lane448, %splat479
  %v481 = sub <16 x i64> %v480, splat (i64 1)
  %ins482 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat483 = shufflevector <16 x i64> %ins482, <16 x i64> poison, <16 x i32> zeroinitializer
  %v484 = icmp sge <16 x i64> %v481, zeroinitializer
  %v485 = icmp slt <16 x i64> %v481, %splat483
  %v486 = and <16 x i1> %v484, %v485
  %ins487 = insertelement <16 x i1> poison, i1 %v477, i64 0
  %splat488 = shufflevector <16 x i1> %ins487, <16 x i1> poison, <16 x i32> zeroinitializer
  %v489 = and <16 x i1> %splat488, %v486
  %old490 = load <16 x float>, ptr %acc427
  %v491 = fadd <16 x float> %old490, %ld472
  %v492 = select <16 x i1> %v489, <16 x float> %v491, <16 x float> %old490
  store <16 x float> %v492, ptr %acc427
  %v493 = add nsw i64 %i438, 1
  store i64 %v493, ptr %s.addr.434
  br label %cond435
exit437:
  %v494 = add nsw i64 %i432, 1
  store i64 %v494, ptr %r.addr.428
  br label %cond429
exit431:
  %red495 = load <16 x float>, ptr %acc427
  store <16 x float> splat (float 0x0000000000000000), ptr %acc496
  store <16 x float> zeroinitializer, ptr %cnt497
  store i64 0, ptr %u.addr.498
  br label %cond499
cond499:
  %i502 = load i64, ptr %u.addr.498
  %v503 = icmp slt i64 %i502, 3
  br i1 %v503, label %body500, label %exit501
body500:
  store i64 0, ptr %v.addr.504
  br label %cond505
cond505:
  %i508 = load i64, ptr %v.addr.504
  %v509 = icmp slt i64 %i508, 3
  br i1 %v509, label %body506, label %exit507
body506:
  %v510 = add i64 %i23, %i502
  %v511 = sub i64 %v510, 1
  %v512 = icmp sge i64 %v511, 0
  %v513 = icmp slt i64 %v511, %size.H
  %v514 = and i1 %v512, %v513
  %ins515 = insertelement <16 x i64> poison, i64 %i425, i64 0
  %splat516 = shufflevector <16 x i64> %ins515, <16 x i64> poison, <16 x i32> zeroinitializer
  %step517 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane518 = add <16 x i64> %splat516, %step517
  %ins519 = insertelement <16 x i64> poison, i64 %i508, i64 0
  %splat520 = shufflevector <16 x i64> %ins519, <16 x i64> poison, <16 x i32> zeroinitializer
  %v521 = add <16 x i64> %lane518, %splat520
  %v522 = sub <16 x i64> %v521, splat (i64 1)
  %ins523 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat524 = shufflevector <16 x i64> %ins523, <16 x i64> poison, <16 x i32> zeroinitializer
  %v525 = icmp sge <16 x i64> %v522, zeroinitializer
  %v526 = icmp slt <16 x i64> %v522, %splat524
  %v527 = and <16 x i1> %v525, %v526
  %ins528 = insertelement <16 x i1> poison, i1 %v514, i64 0
  %splat529 = shufflevector <16 x i1> %ins528, <16 x i1> poison, <16 x i32> zeroinitializer
  %v530 = and <16 x i1> %splat529, %v527
  %v531 = mul i64 %i7, %size.C
  %v532 = add i64 %v531, %i13
  %v533 = mul i64 %v532, %size.H
  %v534 = add i64 %i23, %i502
  %v535 = sub i64 %v534, 1
  %v536 = add i64 %v533, %v535
  %v537 = mul i64 %v536, %size.W
  %v538 = add i64 %i425, %i508
  %v539 = sub i64 %v538, 1
  %v540 = add i64 %v537, %v539
  %p541 = getelementptr float, ptr %buf.x, i64 %v540
  %ld542 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p541, <16 x i1> %v530, <16 x float> zeroinitializer)
  %v543 = add i64 %i23, %i502
  %v544 = sub i64 %v543, 1
  %v545 = icmp sge i64 %v544, 0
  %v546 = icmp slt i64 %v544, %size.H
  %v547 = and i1 %v545, %v546
  %ins548 = insertelement <16 x i64> poison, i64 %i508, i64 0
  %splat549 = shufflevector <16 x i64> %ins548, <16 x i64> poison, <16 x i32> zeroinitializer
  %v550 = add <16 x i64> %lane518, %splat549
  %v551 = sub <16 x i64> %v550, splat (i64 1)
  %ins552 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat553 = shufflevector <16 x i64> %ins552, <16 x i64> poison, <16 x i32> zeroinitializer
  %v554 = icmp sge <16 x i64> %v551, zeroinitializer
  %v555 = icmp slt <16 x i64> %v551, %splat553
  %v556 = and <16 x i1> %v554, %v555
  %ins557 = insertelement <16 x i1> poison, i1 %v547, i64 0
  %splat558 = shufflevector <16 x i1> %ins557, <16 x i1> poison, <16 x i32> zeroinitializer
  %v559 = and <16 x i1> %splat558, %v556
  %old560 = load <16 x float>, ptr %acc496
  %v561 = fadd <16 x float> %old560, %ld542
  %v562 = select <16 x i1> %v559, <16 x float> %v561, <16 x float> %old560
  store <16 x float> %v562, ptr %acc496
  %c563 = load <16 x float>, ptr %cnt497
  %v564 = select <16 x i1> %v559, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v565 = fadd <16 x float> %c563, %v564
  store <16 x float> %v565, ptr %cnt497
  %v566 = add nsw i64 %i508, 1
  store i64 %v566, ptr %v.addr.504
  br label %cond505
exit507:
  %v567 = add nsw i64 %i502, 1
  store i64 %v567, ptr %u.addr.498
  br label %cond499
exit501:
  %red568 = load <16 x float>, ptr %acc496
  %red569 = load <16 x float>, ptr %cnt497
  %v570 = fdiv <16 x float> %red568, %red569
  %v571 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v572 = fmul contract float 0x4008000000000000, 0x4008000000000000
  %v573 = fdiv float 0x3FF0000000000000, %v572
  %ins574 = insertelement <16 x float> poison, float %v573, i64 0
  %splat575 = shufflevector <16 x float> %ins574, <16 x float> poison, <16 x i32> zeroinitializer
  %v576 = fmul contract <16 x float> %red495, %splat575
  %ins577 = insertelement <16 x i1> poison, i1 %v571, i64 0
  %splat578 = shufflevector <16 x i1> %ins577, <16 x i1> poison, <16 x i32> zeroinitializer
  %v579 = select <16 x i1> %splat578, <16 x float> %v576, <16 x float> %v570
  %v580 = mul i64 %i7, %size.C
  %v581 = add i64 %v580, %i13
  %v582 = add i64 %size.H, 1
  %v583 = add i64 %v582, 1
  %v584 = sub i64 %v583, 3
  %v585 = add i64 %v584, 1
  %v586 = mul i64 %v581, %v585
  %v587 = add i64 %v586, %i23
  %v588 = add i64 %size.W, 1
  %v589 = add i64 %v588, 1
  %v590 = sub i64 %v589, 3
  %v591 = add i64 %v590, 1
  %v592 = mul i64 %v587, %v591
  %v593 = add i64 %v592, %i425
  %p594 = getelementptr float, ptr %buf.y, i64 %v593
  store <16 x float> %v579, ptr %p594, align 4
  %v595 = add nsw i64 %i425, 16
  store i64 %v595, ptr %q.addr.29
  br label %cond422
exit424:
  br label %join245
join245:
  %i596 = load i64, ptr %q.addr.29
  %v597 = icmp slt i64 %i596, %v28
  br i1 %v597, label %tail598, label %done599
tail598:
  %mask600 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i596, i64 %v28)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc601
  store i64 0, ptr %r.addr.602
  br label %cond603
cond603:
  %i606 = load i64, ptr %r.addr.602
  %v607 = icmp slt i64 %i606, 3
  br i1 %v607, label %body604, label %exit605
body604:
  store i64 0, ptr %s.addr.608
  br label %cond609
cond609:
  %i612 = load i64, ptr %s.addr.608
  %v613 = icmp slt i64 %i612, 3
  br i1 %v613, label %body610, label %exit611
body610:
  %v614 = add i64 %i23, %i606
  %v615 = sub i64 %v614, 1
  %v616 = icmp sge i64 %v615, 0
  %v617 = icmp slt i64 %v615, %size.H
  %v618 = and i1 %v616, %v617
  %ins619 = insertelement <16 x i64> poison, i64 %i596, i64 0
  %splat620 = shufflevector <16 x i64> %ins619, <16 x i64> poison, <16 x i32> zeroinitializer
  %step621 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane622 = add <16 x i64> %splat620, %step621
  %ins623 = insertelement <16 x i64> poison, i64 %i612, i64 0
  %splat624 = shufflevector <16 x i64> %ins623, <16 x i64> poison, <16 x i32> zeroinitializer
  %v625 = add <16 x i64> %lane622, %splat624
  %v626 = sub <16 x i64> %v625, splat (i64 1)
  %ins627 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat628 = shufflevector <16 x i64> %ins627, <16 x i64> poison, <16 x i32> zeroinitializer
  %v629 = icmp sge <16 x i64> %v626, zeroinitializer
  %v630 = icmp slt <16 x i64> %v626, %splat628
  %v631 = and <16 x i1> %v629, %v630
  %ins632 = insertelement <16 x i1> poison, i1 %v618, i64 0
  %splat633 = shufflevector <16 x i1> %ins632, <16 x i1> poison, <16 x i32> zeroinitializer
  %v634 = and <16 x i1> %splat633, %v631
  %v635 = and <16 x i1> %mask600, %v634
  %v636 = mul i64 %i7, %size.C
  %v637 = add i64 %v636, %i13
  %v638 = mul i64 %v637, %size.H
  %v639 = add i64 %i23, %i606
  %v640 = sub i64 %v639, 1
  %v641 = add i64 %v638, %v640
  %v642 = mul i64 %v641, %size.W
  %v643 = add i64 %i596, %i612
  %v644 = sub i64 %v643, 1
  %v645 = add i64 %v642, %v644
  %p646 = getelementptr float, ptr %buf.x, i64 %v645
  %ld647 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p646, <16 x i1> %v635, <16 x float> zeroinitializer)
  %v648 = add i64 %i23, %i606
  %v649 = sub i64 %v648, 1
  %v650 = icmp sge i64 %v649, 0
  %v651 = icmp slt i64 %v649, %size.H
  %v652 = and i1 %v650, %v651
  %ins653 = insertelement <16 x i64> poison, i64 %i612, i64 0
  %splat654 = shufflevector <16 x i64> %ins653, <16 x i64> poison, <16 x i32> zeroinitializer
  %v655 = add <16 x i64> %lane622, %splat654
  %v656 = sub <16 x i64> %v655, splat (i64 1)
  %ins657 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat658 = shufflevector <16 x i64> %ins657, <16 x i64> poison, <16 x i32> zeroinitializer
  %v659 = icmp sge <16 x i64> %v656, zeroinitializer
  %v660 = icmp slt <16 x i64> %v656, %splat658
  %v661 = and <16 x i1> %v659, %v660
  %ins662 = insertelement <16 x i1> poison, i1 %v652, i64 0
  %splat663 = shufflevector <16 x i1> %ins662, <16 x i1> poison, <16 x i32> zeroinitializer
  %v664 = and <16 x i1> %splat663, %v661
  %v665 = and <16 x i1> %mask600, %v664
  %old666 = load <16 x float>, ptr %acc601
  %v667 = fadd <16 x float> %old666, %ld647
  %v668 = select <16 x i1> %v665, <16 x float> %v667, <16 x float> %old666
  store <16 x float> %v668, ptr %acc601
  %v669 = add nsw i64 %i612, 1
  store i64 %v669, ptr %s.addr.608
  br label %cond609
exit611:
  %v670 = add nsw i64 %i606, 1
  store i64 %v670, ptr %r.addr.602
  br label %cond603
exit605:
  %red671 = load <16 x float>, ptr %acc601
  store <16 x float> splat (float 0x0000000000000000), ptr %acc672
  store <16 x float> zeroinitializer, ptr %cnt673
  store i64 0, ptr %u.addr.674
  br label %cond675
cond675:
  %i678 = load i64, ptr %u.addr.674
  %v679 = icmp slt i64 %i678, 3
  br i1 %v679, label %body676, label %exit677
body676:
  store i64 0, ptr %v.addr.680
  br label %cond681
cond681:
  %i684 = load i64, ptr %v.addr.680
  %v685 = icmp slt i64 %i684, 3
  br i1 %v685, label %body682, label %exit683
body682:
  %v686 = add i64 %i23, %i678
  %v687 = sub i64 %v686, 1
  %v688 = icmp sge i64 %v687, 0
  %v689 = icmp slt i64 %v687, %size.H
  %v690 = and i1 %v688, %v689
  %ins691 = insertelement <16 x i64> poison, i64 %i596, i64 0
  %splat692 = shufflevector <16 x i64> %ins691, <16 x i64> poison, <16 x i32> zeroinitializer
  %step693 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane694 = add <16 x i64> %splat692, %step693
  %ins695 = insertelement <16 x i64> poison, i64 %i684, i64 0
  %splat696 = shufflevector <16 x i64> %ins695, <16 x i64> poison, <16 x i32> zeroinitializer
  %v697 = add <16 x i64> %lane694, %splat696
  %v698 = sub <16 x i64> %v697, splat (i64 1)
  %ins699 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat700 = shufflevector <16 x i64> %ins699, <16 x i64> poison, <16 x i32> zeroinitializer
  %v701 = icmp sge <16 x i64> %v698, zeroinitializer
  %v702 = icmp slt <16 x i64> %v698, %splat700
  %v703 = and <16 x i1> %v701, %v702
  %ins704 = insertelement <16 x i1> poison, i1 %v690, i64 0
  %splat705 = shufflevector <16 x i1> %ins704, <16 x i1> poison, <16 x i32> zeroinitializer
  %v706 = and <16 x i1> %splat705, %v703
  %v707 = and <16 x i1> %mask600, %v706
  %v708 = mul i64 %i7, %size.C
  %v709 = add i64 %v708, %i13
  %v710 = mul i64 %v709, %size.H
  %v711 = add i64 %i23, %i678
  %v712 = sub i64 %v711, 1
  %v713 = add i64 %v710, %v712
  %v714 = mul i64 %v713, %size.W
  %v715 = add i64 %i596, %i684
  %v716 = sub i64 %v715, 1
  %v717 = add i64 %v714, %v716
  %p718 = getelementptr float, ptr %buf.x, i64 %v717
  %ld719 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p718, <16 x i1> %v707, <16 x float> zeroinitializer)
  %v720 = add i64 %i23, %i678
  %v721 = sub i64 %v720, 1
  %v722 = icmp sge i64 %v721, 0
  %v723 = icmp slt i64 %v721, %size.H
  %v724 = and i1 %v722, %v723
  %ins725 = insertelement <16 x i64> poison, i64 %i684, i64 0
  %splat726 = shufflevector <16 x i64> %ins725, <16 x i64> poison, <16 x i32> zeroinitializer
  %v727 = add <16 x i64> %lane694, %splat726
  %v728 = sub <16 x i64> %v727, splat (i64 1)
  %ins729 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat730 = shufflevector <16 x i64> %ins729, <16 x i64> poison, <16 x i32> zeroinitializer
  %v731 = icmp sge <16 x i64> %v728, zeroinitializer
  %v732 = icmp slt <16 x i64> %v728, %splat730
  %v733 = and <16 x i1> %v731, %v732
  %ins734 = insertelement <16 x i1> poison, i1 %v724, i64 0
  %splat735 = shufflevector <16 x i1> %ins734, <16 x i1> poison, <16 x i32> zeroinitializer
  %v736 = and <16 x i1> %splat735, %v733
  %v737 = and <16 x i1> %mask600, %v736
  %old738 = load <16 x float>, ptr %acc672
  %v739 = fadd <16 x float> %old738, %ld719
  %v740 = select <16 x i1> %v737, <16 x float> %v739, <16 x float> %old738
  store <16 x float> %v740, ptr %acc672
  %c741 = load <16 x float>, ptr %cnt673
  %v742 = select <16 x i1> %v737, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v743 = fadd <16 x float> %c741, %v742
  store <16 x float> %v743, ptr %cnt673
  %v744 = add nsw i64 %i684, 1
  store i64 %v744, ptr %v.addr.680
  br label %cond681
exit683:
  %v745 = add nsw i64 %i678, 1
  store i64 %v745, ptr %u.addr.674
  br label %cond675
exit677:
  %red746 = load <16 x float>, ptr %acc672
  %red747 = load <16 x float>, ptr %cnt673
  %v748 = fdiv <16 x float> %red746, %red747
  %v749 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v750 = fmul contract float 0x4008000000000000, 0x4008000000000000
  %v751 = fdiv float 0x3FF0000000000000, %v750
  %ins752 = insertelement <16 x float> poison, float %v751, i64 0
  %splat753 = shufflevector <16 x float> %ins752, <16 x float> poison, <16 x i32> zeroinitializer
  %v754 = fmul contract <16 x float> %red671, %splat753
  %ins755 = insertelement <16 x i1> poison, i1 %v749, i64 0
  %splat756 = shufflevector <16 x i1> %ins755, <16 x i1> poison, <16 x i32> zeroinitializer
  %v757 = select <16 x i1> %splat756, <16 x float> %v754, <16 x float> %v748
  %v758 = mul i64 %i7, %size.C
  %v759 = add i64 %v758, %i13
  %v760 = add i64 %size.H, 1
  %v761 = add i64 %v760, 1
  %v762 = sub i64 %v761, 3
  %v763 = add i64 %v762, 1
  %v764 = mul i64 %v759, %v763
  %v765 = add i64 %v764, %i23
  %v766 = add i64 %size.W, 1
  %v767 = add i64 %v766, 1
  %v768 = sub i64 %v767, 3
  %v769 = add i64 %v768, 1
  %v770 = mul i64 %v765, %v769
  %v771 = add i64 %v770, %i596
  %p772 = getelementptr float, ptr %buf.y, i64 %v771
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v757, ptr align 4 %p772, <16 x i1> %mask600)
  br label %done599
done599:
  %v773 = add nsw i64 %i23, 1
  store i64 %v773, ptr %p.addr.19
  br label %cond20
exit22:
  %v774 = add nsw i64 %i13, 1
  store i64 %v774, ptr %c.addr.9
  br label %cond10
exit12:
  %v775 = add nsw i64 %i7, 1
  store i64 %v775, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
