@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.conv2d.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.11 = alloca i64, align 64
  %k.addr.17 = alloca i64, align 64
  %q.addr.29 = alloca i64, align 64
  %acc37 = alloca <16 x float>, align 64
  %acc38 = alloca <16 x float>, align 64
  %acc39 = alloca <16 x float>, align 64
  %acc40 = alloca <16 x float>, align 64
  %acc41 = alloca <16 x float>, align 64
  %acc42 = alloca <16 x float>, align 64
  %acc43 = alloca <16 x float>, align 64
  %acc44 = alloca <16 x float>, align 64
  %c.addr.45 = alloca i64, align 64
  %r.addr.51 = alloca i64, align 64
  %s.addr.57 = alloca i64, align 64
  %q.addr.654 = alloca i64, align 64
  %acc661 = alloca <16 x float>, align 64
  %c.addr.662 = alloca i64, align 64
  %r.addr.668 = alloca i64, align 64
  %s.addr.674 = alloca i64, align 64
  %acc762 = alloca <16 x float>, align 64
  %c.addr.763 = alloca i64, align 64
  %r.addr.769 = alloca i64, align 64
  %s.addr.775 = alloca i64, align 64
  %q.addr.861 = alloca i64, align 64
  %acc868 = alloca <16 x float>, align 64
  %c.addr.869 = alloca i64, align 64
  %r.addr.875 = alloca i64, align 64
  %s.addr.881 = alloca i64, align 64
  %acc969 = alloca <16 x float>, align 64
  %c.addr.970 = alloca i64, align 64
  %r.addr.976 = alloca i64, align 64
  %s.addr.982 = alloca i64, align 64
  %q.addr.1068 = alloca i64, align 64
  %acc1075 = alloca <16 x float>, align 64
  %c.addr.1076 = alloca i64, align 64
  %r.addr.1082 = alloca i64, align 64
  %s.addr.1088 = alloca i64, align 64
  %acc1176 = alloca <16 x float>, align 64
  %c.addr.1177 = alloca i64, align 64
  %r.addr.1183 = alloca i64, align 64
  %s.addr.1189 = alloca i64, align 64
  %q.addr.1275 = alloca i64, align 64
  %acc1282 = alloca <16 x float>, align 64
  %c.addr.1283 = alloca i64, align 64
  %r.addr.1289 = alloca i64, align 64
  %s.addr.1295 = alloca i64, align 64
  %acc1383 = alloca <16 x float>, align 64
  %c.addr.1384 = alloca i64, align 64
  %r.addr.1390 = alloca i64, align 64
  %s.addr.1396 = alloca i64, align 64
  %q.addr.1488 = alloca i64, align 64
  %acc1502 = alloca <16 x float>, align 64
  %acc1503 = alloca <16 x float>, align 64
  %acc1504 = alloca <16 x float>, align 64
  %acc1505 = alloca <16 x float>, align 64
  %acc1506 = alloca <16 x float>, align 64
  %acc1507 = alloca <16 x float>, align 64
  %acc1508 = alloca <16 x float>, align 64
  %acc1509 = alloca <16 x float>, align 64
  %c.addr.1510 = alloca i64, align 64
  %r.addr.1516 = alloca i64, align 64
  %s.addr.1522 = alloca i64, align 64
  %q.addr.2119 = alloca i64, align 64
  %acc2126 = alloca <16 x float>, align 64
  %c.addr.2127 = alloca i64, align 64
  %r.addr.2133 = alloca i64, align 64
  %s.addr.2139 = alloca i64, align 64
  %acc2227 = alloca <16 x float>, align 64
  %c.addr.2228 = alloca i64, align 64
  %r.addr.2234 = alloca i64, align 64
  %s.addr.2240 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, 1
  %v3 = select i1 %v2, i64 %range.hi, i64 1
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.H, 1
  %v10 = add i64 %v9, 1
  store i64 0, ptr %p.addr.11
  br label %cond12
cond12:
  %i15 = load i64, ptr %p.addr.11
  %v16 = icmp slt i64 %i15, %v10
  br i1 %v16, label %body13, label %exit14
body13:
  store i64 0, ptr %k.addr.17
  %v18 = sub i64 %size.K, 4
  br label %cond19
cond19:
  %i22 = load i64, ptr %k.addr.17
  %v23 = icmp sle i64 %i22, %v18
  br i1 %v23, label %body20, label %exit21
body20:
  %v24 = add nsw i64 %i22, 1
  %v25 = add nsw i64 %i22, 2
  %v26 = add nsw i64 %i22, 3
  %v27 = sub i64 %size.W, 1
  %v28 = add i64 %v27, 1
  store i64 0, ptr %q.addr.29
  %v30 = sub i64 %v28, 32
  br label %cond31
cond31:
  %i34 = load i64, ptr %q.addr.29
  %v35 = icmp sle i64 %i34, %v30
  br i1 %v35, label %body32, label %exit33
body32:
  %v36 = add nsw i64 %i34, 16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc37
  store <16 x float> splat (float 0x0000000000000000), ptr %acc38
  store <16 x float> splat (float 0x0000000000000000), ptr %acc39
  store <16 x float> splat (float 0x0000000000000000), ptr %acc40
  store <16 x float> splat (float 0x0000000000000000), ptr %acc41
  store <16 x float> splat (float 0x0000000000000000), ptr %acc42
  store <16 x float> splat (float 0x0000000000000000), ptr %acc43
  store <16 x float> splat (float 0x0000000000000000), ptr %acc44
  store i64 0, ptr %c.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %c.addr.45
  %v50 = icmp slt i64 %i49, %size.C
  br i1 %v50, label %body47, label %exit48
body47:
  store i64 0, ptr %r.addr.51
  br label %cond52
cond52:
  %i55 = load i64, ptr %r.addr.51
  %v56 = icmp slt i64 %i55, 1
  br i1 %v56, label %body53, label %exit54
body53:
  store i64 0, ptr %s.addr.57
  br label %cond58
cond58:
  %i61 = load i64, ptr %s.addr.57
  %v62 = icmp slt i64 %i61, 1
  br i1 %v62, label %body59, label %exit60
body59:
  %v63 = add i64 %i15, %i55
  %v64 = icmp sge i64 %v63, 0
  %v65 = icmp slt i64 %v63, %size.H
  %v66 = and i1 %v64, %v65
  %ins67 = insertelement <16 x i64> poison, i64 %i34, i64 0
  %splat68 = shufflevector <16 x i64> %ins67, <16 x i64> poison, <16 x i32> zeroinitializer
  %step69 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane70 = add <16 x i64> %splat68, %step69
  %ins71 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat72 = shufflevector <16 x i64> %ins71, <16 x i64> poison, <16 x i32> zeroinitializer
  %v73 = add <16 x i64> %lane70, %splat72
  %ins74 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat75 = shufflevector <16 x i64> %ins74, <16 x i64> poison, <16 x i32> zeroinitializer
  %v76 = icmp sge <16 x i64> %v73, zeroinitializer
  %v77 = icmp slt <16 x i64> %v73, %splat75
  %v78 = and <16 x i1> %v76, %v77
  %ins79 = insertelement <16 x i1> poison, i1 %v66, i64 0
  %splat80 = shufflevector <16 x i1> %ins79, <16 x i1> poison, <16 x i32> zeroinitializer
  %v81 = and <16 x i1> %splat80, %v78
  %v82 = mul i64 %i7, %size.C
  %v83 = add i64 %v82, %i49
  %v84 = mul i64 %v83, %size.H
  %v85 = add i64 %i15, %i55
  %v86 = add i64 %v84, %v85
  %v87 = mul i64 %v86, %size.W
  %v88 = add i64 %i34, %i61
  %v89 = add i64 %v87, %v88
  %p90 = getelementptr float, ptr %buf.x, i64 %v89
  %ld91 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p90, <16 x i1> %v81, <16 x float> zeroinitializer)
  %v92 = mul i64 %i22, %size.C
  %v93 = add i64 %v92, %i49
  %v94 = add i64 %v93, %i55
  %v95 = add i64 %v94, %i61
  %p96 = getelementptr float, ptr %buf.w, i64 %v95
  %ld97 = load float, ptr %p96, align 4
  %ins98 = insertelement <16 x float> poison, float %ld97, i64 0
  %splat99 = shufflevector <16 x float> %ins98, <16 x float> poison, <16 x i32> zeroinitializer
  %v100 = fmul contract <16 x float> %ld91, %splat99
  %v101 = add i64 %i15, %i55
  %v102 = icmp sge i64 %v101, 0
  %v103 = icmp slt i64 %v101, %size.H
  %v104 = and i1 %v102, %v103
  %ins105 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat106 = shufflevector <16 x i64> %ins105, <16 x i64> poison, <16 x i32> zeroinitializer
  %v107 = add <16 x i64> %lane70, %splat106
  %ins108 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat109 = shufflevector <16 x i64> %ins108, <16 x i64> poison, <16 x i32> zeroinitializer
  %v110 = icmp sge <16 x i64> %v107, zeroinitializer
  %v111 = icmp slt <16 x i64> %v107, %splat109
  %v112 = and <16 x i1> %v110, %v111
  %ins113 = insertelement <16 x i1> poison, i1 %v104, i64 0
  %splat114 = shufflevector <16 x i1> %ins113, <16 x i1> poison, <16 x i32> zeroinitializer
  %v115 = and <16 x i1> %splat114, %v112
  %old116 = load <16 x float>, ptr %acc37
  %v117 = fadd <16 x float> %old116, %v100
  %v118 = select <16 x i1> %v115, <16 x float> %v117, <16 x float> %old116
  store <16 x float> %v118, ptr %acc37
  %v119 = add i64 %i15, %i55
  %v120 = icmp sge i64 %v119, 0
  %v121 = icmp slt i64 %v119, %size.H
  %v122 = and i1 %v120, %v121
  %ins123 = insertelement <16 x i64> poison, i64 %v36, i64 0
  %splat124 = shufflevector <16 x i64> %ins123, <16 x i64> poison, <16 x i32> zeroinitializer
  %step125 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane126 = add <16 x i64> %splat124, %step125
  %ins127 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat128 = shufflevector <16 x i64> %ins127, <16 x i64> poison, <16 x i32> zeroinitializer
  %v129 = add <16 x i64> %lane126, %splat128
  %ins130 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat131 = shufflevector <16 x i64> %ins130, <16 x i64> poison, <16 x i32> zeroinitializer
  %v132 = icmp sge <16 x i64> %v129, zeroinitializer
  %v133 = icmp slt <16 x i64> %v129, %splat131
  %v134 = and <16 x i1> %v132, %v133
  %ins135 = insertelement <16 x i1> poison, i1 %v122, i64 0
  %splat136 = shufflevector <16 x i1> %ins135, <16 x i1> poison, <16 x i32> zeroinitializer
  %v137 = and <16 x i1> %splat136, %v134
  %v138 = mul i64 %i7, %size.C
  %v139 = add i64 %v138, %i49
  %v140 = mul i64 %v139, %size.H
  %v141 = add i64 %i15, %i55
  %v142 = add i64 %v140, %v141
  %v143 = mul i64 %v142, %size.W
  %v144 = add i64 %v36, %i61
  %v145 = add i64 %v143, %v144
  %p146 = getelementptr float, ptr %buf.x, i64 %v145
  %ld147 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p146, <16 x i1> %v137, <16 x float> zeroinitializer)
  %v148 = mul i64 %i22, %size.C
  %v149 = add i64 %v148, %i49
  %v150 = add i64 %v149, %i55
  %v151 = add i64 %v150, %i61
  %p152 = getelementptr float, ptr %buf.w, i64 %v151
  %ld153 = load float, ptr %p152, align 4
  %ins154 = insertelement <16 x float> poison, float %ld153, i64 0
  %splat155 = shufflevector <16 x float> %ins154, <16 x float> poison, <16 x i32> zeroinitializer
  %v156 = fmul contract <16 x float> %ld147, %splat155
  %v157 = add i64 %i15, %i55
  %v158 = icmp sge i64 %v157, 0
  %v159 = icmp slt i64 %v157, %size.H
  %v160 = and i1 %v158, %v159
  %ins161 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat162 = shufflevector <16 x i64> %ins161, <16 x i64> poison, <16 x i32> zeroinitializer
  %v163 = add <16 x i64> %lane126, %splat162
  %ins164 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat165 = shufflevector <16 x i64> %ins164, <16 x i64> poison, <16 x i32> zeroinitializer
  %v166 = icmp sge <16 x i64> %v163, zeroinitializer
  %v167 = icmp slt <16 x i64> %v163, %splat165
  %v168 = and <16 x i1> %v166, %v167
  %ins169 = insertelement <16 x i1> poison, i1 %v160, i64 0
  %splat170 = shufflevector <16 x i1> %ins169, <16 x i1> poison, <16 x i32> zeroinitializer
  %v171 = and <16 x i1> %splat170, %v168
  %old172 = load <16 x float>, ptr %acc38
  %v173 = fadd <16 x float> %old172, %v156
  %v174 = select <16 x i1> %v171, <16 x float> %v173, <16 x float> %old172
  store <16 x float> %v174, ptr %acc38
  %v175 = add i64 %i15, %i55
  %v176 = icmp sge i64 %v175, 0
  %v177 = icmp slt i64 %v175, %size.H
  %v178 = and i1 %v176, %v177
  %ins179 = insertelement <16 x i64> poison, i64 %i34, i64 0
  %splat180 = shufflevector <16 x i64> %ins179, <16 x i64> poison, <16 x i32> zeroinitializer
  %step181 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane182 = add <16 x i64> %splat180, %step181
  %ins183 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat184 = shufflevector <16 x i64> %ins183, <16 x i64> poison, <16 x i32> zeroinitializer
  %v185 = add <16 x i64> %lane182, %splat184
  %ins186 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat187 = shufflevector <16 x i64> %ins186, <16 x i64> poison, <16 x i32> zeroinitializer
  %v188 = icmp sge <16 x i64> %v185, zeroinitializer
  %v189 = icmp slt <16 x i64> %v185, %splat187
  %v190 = and <16 x i1> %v188, %v189
  %ins191 = insertelement <16 x i1> poison, i1 %v178, i64 0
  %splat192 = shufflevector <16 x i1> %ins191, <16 x i1> poison, <16 x i32> zeroinitializer
  %v193 = and <16 x i1> %splat192, %v190
  %v194 = mul i64 %i7, %size.C
  %v195 = add i64 %v194, %i49
  %v196 = mul i64 %v195, %size.H
  %v197 = add i64 %i15, %i55
  %v198 = add i64 %v196, %v197
  %v199 = mul i64 %v198, %size.W
  %v200 = add i64 %i34, %i61
  %v201 = add i64 %v199, %v200
  %p202 = getelementptr float, ptr %buf.x, i64 %v201
  %ld203 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p202, <16 x i1> %v193, <16 x float> zeroinitializer)
  %v204 = mul i64 %v24, %size.C
  %v205 = add i64 %v204, %i49
  %v206 = add i64 %v205, %i55
  %v207 = add i64 %v206, %i61
  %p208 = getelementptr float, ptr %buf.w, i64 %v207
  %ld209 = load float, ptr %p208, align 4
  %ins210 = insertelement <16 x float> poison, float %ld209, i64 0
  %splat211 = shufflevector <16 x float> %ins210, <16 x float> poison, <16 x i32> zeroinitializer
  %v212 = fmul contract <16 x float> %ld203, %splat211
  %v213 = add i64 %i15, %i55
  %v214 = icmp sge i64 %v213, 0
  %v215 = icmp slt i64 %v213, %size.H
  %v216 = and i1 %v214, %v215
  %ins217 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat218 = shufflevector <16 x i64> %ins217, <16 x i64> poison, <16 x i32> zeroinitializer
  %v219 = add <16 x i64> %lane182, %splat218
  %ins220 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat221 = shufflevector <16 x i64> %ins220, <16 x i64> poison, <16 x i32> zeroinitializer
  %v222 = icmp sge <16 x i64> %v219, zeroinitializer
  %v223 = icmp slt <16 x i64> %v219, %splat221
  %v224 = and <16 x i1> %v222, %v223
  %ins225 = insertelement <16 x i1> poison, i1 %v216, i64 0
  %splat226 = shufflevector <16 x i1> %ins225, <16 x i1> poison, <16 x i32> zeroinitializer
  %v227 = and <16 x i1> %splat226, %v224
  %old228 = load <16 x float>, ptr %acc39
  %v229 = fadd <16 x float> %old228, %v212
  %v230 = select <16 x i1> %v227, <16 x float> %v229, <16 x float> %old228
  store <16 x float> %v230, ptr %acc39
  %v231 = add i64 %i15, %i55
  %v232 = icmp sge i64 %v231, 0
  %v233 = icmp slt i64 %v231, %size.H
  %v234 = and i1 %v232, %v233
  %ins235 = insertelement <16 x i64> poison, i64 %v36, i64 0
  %splat236 = shufflevector <16 x i64> %ins235, <16 x i64> poison, <16 x i32> zeroinitializer
  %step237 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane238 = add <16 x i64> %splat236, %step237
  %ins239 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat240 = shufflevector <16 x i64> %ins239, <16 x i64> poison, <16 x i32> zeroinitializer
  %v241 = add <16 x i64> %lane238, %splat240
  %ins242 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat243 = shufflevector <16 x i64> %ins242, <16 x i64> poison, <16 x i32> zeroinitializer
  %v244 = icmp sge <16 x i64> %v241, zeroinitializer
  %v245 = icmp slt <16 x i64> %v241, %splat243
  %v246 = and <16 x i1> %v244, %v245
  %ins247 = insertelement <16 x i1> poison, i1 %v234, i64 0
  %splat248 = shufflevector <16 x i1> %ins247, <16 x i1> poison, <16 x i32> zeroinitializer
  %v249 = and <16 x i1> %splat248, %v246
  %v250 = mul i64 %i7, %size.C
  %v251 = add i64 %v250, %i49
  %v252 = mul i64 %v251, %size.H
  %v253 = add i64 %i15, %i55
  %v254 = add i64 %v252, %v253
  %v255 = mul i64 %v254, %size.W
  %v256 = add i64 %v36, %i61
  %v257 = add i64 %v255, %v256
  %p258 = getelementptr float, ptr %buf.x, i64 %v257
  %ld259 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p258, <16 x i1> %v249, <16 x float> zeroinitializer)
  %v260 = mul i64 %v24, %size.C
  %v261 = add i64 %v260, %i49
  %v262 = add i64 %v261, %i55
  %v263 = add i64 %v262, %i61
  %p264 = getelementptr float, ptr %buf.w, i64 %v263
  %ld265 = load float, ptr %p264, align 4
  %ins266 = insertelement <16 x float> poison, float %ld265, i64 0
  %splat267 = shufflevector <16 x float> %ins266, <16 x float> poison, <16 x i32> zeroinitializer
  %v268 = fmul contract <16 x float> %ld259, %splat267
  %v269 = add i64 %i15, %i55
  %v270 = icmp sge i64 %v269, 0
  %v271 = icmp slt i64 %v269, %size.H
  %v272 = and i1 %v270, %v271
  %ins273 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat274 = shufflevector <16 x i64> %ins273, <16 x i64> poison, <16 x i32> zeroinitializer
  %v275 = add <16 x i64> %lane238, %splat274
  %ins276 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat277 = shufflevector <16 x i64> %ins276, <16 x i64> poison, <16 x i32> zeroinitializer
  %v278 = icmp sge <16 x i64> %v275, zeroinitializer
  %v279 = icmp slt <16 x i64> %v275, %splat277
  %v280 = and <16 x i1> %v278, %v279
  %ins281 = insertelement <16 x i1> poison, i1 %v272, i64 0
  %splat282 = shufflevector <16 x i1> %ins281, <16 x i1> poison, <16 x i32> zeroinitializer
  %v283 = and <16 x i1> %splat282, %v280
  %old284 = load <16 x float>, ptr %acc40
  %v285 = fadd <16 x float> %old284, %v268
  %v286 = select <16 x i1> %v283, <16 x float> %v285, <16 x float> %old284
  store <16 x float> %v286, ptr %acc40
  %v287 = add i64 %i15, %i55
  %v288 = icmp sge i64 %v287, 0
  %v289 = icmp slt i64 %v287, %size.H
  %v290 = and i1 %v288, %v289
  %ins291 = insertelement <16 x i64> poison, i64 %i34, i64 0
  %splat292 = shufflevector <16 x i64> %ins291, <16 x i64> poison, <16 x i32> zeroinitializer
  %step293 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane294 = add <16 x i64> %splat292, %step293
  %ins295 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat296 = shufflevector <16 x i64> %ins295, <16 x i64> poison, <16 x i32> zeroinitializer
  %v297 = add <16 x i64> %lane294, %splat296
  %ins298 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat299 = shufflevector <16 x i64> %ins298, <16 x i64> poison, <16 x i32> zeroinitializer
  %v300 = icmp sge <16 x i64> %v297, zeroinitializer
  %v301 = icmp slt <16 x i64> %v297, %splat299
  %v302 = and <16 x i1> %v300, %v301
  %ins303 = insertelement <16 x i1> poison, i1 %v290, i64 0
  %splat304 = shufflevector <16 x i1> %ins303, <16 x i1> poison, <16 x i32> zeroinitializer
  %v305 = and <16 x i1> %splat304, %v302
  %v306 = mul i64 %i7, %size.C
  %v307 = add i64 %v306, %i49
  %v308 = mul i64 %v307, %size.H
  %v309 = add i64 %i15, %i55
  %v310 = add i64 %v308, %v309
  %v311 = mul i64 %v310, %size.W
  %v312 = add i64 %i34, %i61
  %v313 = add i64 %v311, %v312
  %p314 = getelementptr float, ptr %buf.x, i64 %v313
  %ld315 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p314, <16 x i1> %v305, <16 x float> zeroinitializer)
  %v316 = mul i64 %v25, %size.C
  %v317 = add i64 %v316, %i49
  %v318 = add i64 %v317, %i55
  %v319 = add i64 %v318, %i61
  %p320 = getelementptr float, ptr %buf.w, i64 %v319
  %ld321 = load float, ptr %p320, align 4
  %ins322 = insertelement <16 x float> poison, float %ld321, i64 0
  %splat323 = shufflevector <16 x float> %ins322, <16 x float> poison, <16 x i32> zeroinitializer
  %v324 = fmul contract <16 x float> %ld315, %splat323
  %v325 = add i64 %i15, %i55
  %v326 = icmp sge i64 %v325, 0
  %v327 = icmp slt i64 %v325, %size.H
  %v328 = and i1 %v326, %v327
  %ins329 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat330 = shufflevector <16 x i64> %ins329, <16 x i64> poison, <16 x i32> zeroinitializer
  %v331 = add <16 x i64> %lane294, %splat330
  %ins332 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat333 = shufflevector <16 x i64> %ins332, <16 x i64> poison, <16 x i32> zeroinitializer
  %v334 = icmp sge <16 x i64> %v331, zeroinitializer
  %v335 = icmp slt <16 x i64> %v331, %splat333
  %v336 = and <16 x i1> %v334, %v335
  %ins337 = insertelement <16 x i1> poison, i1 %v328, i64 0
  %splat338 = shufflevector <16 x i1> %ins337, <16 x i1> poison, <16 x i32> zeroinitializer
  %v339 = and <16 x i1> %splat338, %v336
  %old340 = load <16 x float>, ptr %acc41
  %v341 = fadd <16 x float> %old340, %v324
  %v342 = select <16 x i1> %v339, <16 x float> %v341, <16 x float> %old340
  store <16 x float> %v342, ptr %acc41
  %v343 = add i64 %i15, %i55
  %v344 = icmp sge i64 %v343, 0
  %v345 = icmp slt i64 %v343, %size.H
  %v346 = and i1 %v344, %v345
  %ins347 = insertelement <16 x i64> poison, i64 %v36, i64 0
  %splat348 = shufflevector <16 x i64> %ins347, <16 x i64> poison, <16 x i32> zeroinitializer
  %step349 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane350 = add <16 x i64> %splat348, %step349
  %ins351 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat352 = shufflevector <16 x i64> %ins351, <16 x i64> poison, <16 x i32> zeroinitializer
  %v353 = add <16 x i64> %lane350, %splat352
  %ins354 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat355 = shufflevector <16 x i64> %ins354, <16 x i64> poison, <16 x i32> zeroinitializer
  %v356 = icmp sge <16 x i64> %v353, zeroinitializer
  %v357 = icmp slt <16 x i64> %v353, %splat355
  %v358 = and <16 x i1> %v356, %v357
  %ins359 = insertelement <16 x i1> poison, i1 %v346, i64 0
  %splat360 = shufflevector <16 x i1> %ins359, <16 x i1> poison, <16 x i32> zeroinitializer
  %v361 = and <16 x i1> %splat360, %v358
  %v362 = mul i64 %i7, %size.C
  %v363 = add i64 %v362, %i49
  %v364 = mul i64 %v363, %size.H
  %v365 = add i64 %i15, %i55
  %v366 = add i64 %v364, %v365
  %v367 = mul i64 %v366, %size.W
  %v368 = add i64 %v36, %i61
  %v369 = add i64 %v367, %v368
  %p370 = getelementptr float, ptr %buf.x, i64 %v369
  %ld371 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p370, <16 x i1> %v361, <16 x float> zeroinitializer)
  %v372 = mul i64 %v25, %size.C
  %v373 = add i64 %v372, %i49
  %v374 = add i64 %v373, %i55
  %v375 = add i64 %v374, %i61
  %p376 = getelementptr float, ptr %buf.w, i64 %v375
  %ld377 = load float, ptr %p376, align 4
  %ins378 = insertelement <16 x float> poison, float %ld377, i64 0
  %splat379 = shufflevector <16 x float> %ins378, <16 x float> poison, <16 x i32> zeroinitializer
  %v380 = fmul contract <16 x float> %ld371, %splat379
  %v381 = add i64 %i15, %i55
  %v382 = icmp sge i64 %v381, 0
  %v383 = icmp slt i64 %v381, %size.H
  %v384 = and i1 %v382, %v383
  %ins385 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat386 = shufflevector <16 x i64> %ins385, <16 x i64> poison, <16 x i32> zeroinitializer
  %v387 = add <16 x i64> %lane350, %splat386
  %ins388 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat389 = shufflevector <16 x i64> %ins388, <16 x i64> poison, <16 x i32> zeroinitializer
  %v390 = icmp sge <16 x i64> %v387, zeroinitializer
  %v391 = icmp slt <16 x i64> %v387, %splat389
  %v392 = and <16 x i1> %v390, %v391
  %ins393 = insertelement <16 x i1> poison, i1 %v384, i64 0
  %splat394 = shufflevector <16 x i1> %ins393, <16 x i1> poison, <16 x i32> zeroinitializer
  %v395 = and <16 x i1> %splat394, %v392
  %old396 = load <16 x float>, ptr %acc42
  %v397 = fadd <16 x float> %old396, %v380
  %v398 = select <16 x i1> %v395, <16 x float> %v397, <16 x float> %old396
  store <16 x float> %v398, ptr %acc42
  %v399 = add i64 %i15, %i55
  %v400 = icmp sge i64 %v399, 0
  %v401 = icmp slt i64 %v399, %size.H
  %v402 = and i1 %v400, %v401
  %ins403 = insertelement <16 x i64> poison, i64 %i34, i64 0
  %splat404 = shufflevector <16 x i64> %ins403, <16 x i64> poison, <16 x i32> zeroinitializer
  %step405 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane406 = add <16 x i64> %splat404, %step405
  %ins407 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat408 = shufflevector <16 x i64> %ins407, <16 x i64> poison, <16 x i32> zeroinitializer
  %v409 = add <16 x i64> %lane406, %splat408
  %ins410 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat411 = shufflevector <16 x i64> %ins410, <16 x i64> poison, <16 x i32> zeroinitializer
  %v412 = icmp sge <16 x i64> %v409, zeroinitializer
  %v413 = icmp slt <16 x i64> %v409, %splat411
  %v414 = and <16 x i1> %v412, %v413
  %ins415 = insertelement <16 x i1> poison, i1 %v402, i64 0
  %splat416 = shufflevector <16 x i1> %ins415, <16 x i1> poison, <16 x i32> zeroinitializer
  %v417 = and <16 x i1> %splat416, %v414
  %v418 = mul i64 %i7, %size.C
  %v419 = add i64 %v418, %i49
  %v420 = mul i64 %v419, %size.H
  %v421 = add i64 %i15, %i55
  %v422 = add i64 %v420, %v421
  %v423 = mul i64 %v422, %size.W
  %v424 = add i64 %i34, %i61
  %v425 = add i64 %v423, %v424
  %p426 = getelementptr float, ptr %buf.x, i64 %v425
  %ld427 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p426, <16 x i1> %v417, <16 x float> zeroinitializer)
  %v428 = mul i64 %v26, %size.C
  %v429 = add i64 %v428, %i49
  %v430 = add i64 %v429, %i55
  %v431 = add i64 %v430, %i61
  %p432 = getelementptr float, ptr %buf.w, i64 %v431
  %ld433 = load float, ptr %p432, align 4
  %ins434 = insertelement <16 x float> poison, float %ld433, i64 0
  %splat435 = shufflevector <16 x float> %ins434, <16 x float> poison, <16 x i32> zeroinitializer
  %v436 = fmul contract <16 x float> %ld427, %splat435
  %v437 = add i64 %i15, %i55
  %v438 = icmp sge i64 %v437, 0
  %v439 = icmp slt i64 %v437, %size.H
  %v440 = and i1 %v438, %v439
  %ins441 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat442 = shufflevector <16 x i64> %ins441, <16 x i64> poison, <16 x i32> zeroinitializer
  %v443 = add <16 x i64> %lane406, %splat442
  %ins444 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat445 = shufflevector <16 x i64> %ins444, <16 x i64> poison, <16 x i32> zeroinitializer
  %v446 = icmp sge <16 x i64> %v443, zeroinitializer
  %v447 = icmp slt <16 x i64> %v443, %splat445
  %v448 = and <16 x i1> %v446, %v447
  %ins449 = insertelement <16 x i1> poison, i1 %v440, i64 0
  %splat450 = shufflevector <16 x i1> %ins449, <16 x i1> poison, <16 x i32> zeroinitializer
  %v451 = and <16 x i1> %splat450, %v448
  %old452 = load <16 x float>, ptr %acc43
  %v453 = fadd <16 x float> %old452, %v436
  %v454 = select <16 x i1> %v451, <16 x float> %v453, <16 x float> %old452
  store <16 x float> %v454, ptr %acc43
  %v455 = add i64 %i15, %i55
  %v456 = icmp sge i64 %v455, 0
  %v457 = icmp slt i64 %v455, %size.H
  %v458 = and i1 %v456, %v457
  %ins459 = insertelement <16 x i64> poison, i64 %v36, i64 0
  %splat460 = shufflevector <16 x i64> %ins459, <16 x i64> poison, <16 x i32> zeroinitializer
  %step461 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane462 = add <16 x i64> %splat460, %step461
  %ins463 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat464 = shufflevector <16 x i64> %ins463, <16 x i64> poison, <16 x i32> zeroinitializer
  %v465 = add <16 x i64> %lane462, %splat464
  %ins466 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat467 = shufflevector <16 x i64> %ins466, <16 x i64> poison, <16 x i32> zeroinitializer
  %v468 = icmp sge <16 x i64> %v465, zeroinitializer
  %v469 = icmp slt <16 x i64> %v465, %splat467
  %v470 = and <16 x i1> %v468, %v469
  %ins471 = insertelement <16 x i1> poison, i1 %v458, i64 0
  %splat472 = shufflevector <16 x i1> %ins471, <16 x i1> poison, <16 x i32> zeroinitializer
  %v473 = and <16 x i1> %splat472, %v470
  %v474 = mul i64 %i7, %size.C
  %v475 = add i64 %v474, %i49
  %v476 = mul i64 %v475, %size.H
  %v477 = add i64 %i15, %i55
  %v478 = add i64 %v476, %v477
  %v479 = mul i64 %v478, %size.W
  %v480 = add i64 %v36, %i61
  %v481 = add i64 %v479, %v480
  %p482 = getelementptr float, ptr %buf.x, i64 %v481
  %ld483 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p482, <16 x i1> %v473, <16 x float> zeroinitializer)
  %v484 = mul i64 %v26, %size.C
  %v485 = add i64 %v484, %i49
  %v486 = add i64 %v485, %i55
  %v487 = add i64 %v486, %i61
  %p488 = getelementptr float, ptr %buf.w, i64 %v487
  %ld489 = load float, ptr %p488, align 4
  %ins490 = insertelement <16 x float> poison, float %ld489, i64 0
  %splat491 = shufflevector <16 x float> %ins490, <16 x float> poison, <16 x i32> zeroinitializer
  %v492 = fmul contract <16 x float> %ld483, %splat491
  %v493 = add i64 %i15, %i55
  %v494 = icmp sge i64 %v493, 0
  %v495 = icmp slt i64 %v493, %size.H
  %v496 = and i1 %v494, %v495
  %ins497 = insertelement <16 x i64> poison, i64 %i61, i64 0
  %splat498 = shufflevector <16 x i64> %ins497, <16 x i64> poison, <16 x i32> zeroinitializer
  %v499 = add <16 x i64> %lane462, %splat498
  %ins500 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat501 = shufflevector <16 x i64> %ins500, <16 x i64> poison, <16 x i32> zeroinitializer
  %v502 = icmp sge <16 x i64> %v499, zeroinitializer
  %v503 = icmp slt <16 x i64> %v499, %splat501
  %v504 = and <16 x i1> %v502, %v503
  %ins505 = insertelement <16 x i1> poison, i1 %v496, i64 0
  %splat506 = shufflevector <16 x i1> %ins505, <16 x i1> poison, <16 x i32> zeroinitializer
  %v507 = and <16 x i1> %splat506, %v504
  %old508 = load <16 x float>, ptr %acc44
  %v509 = fadd <16 x float> %old508, %v492
  %v510 = select <16 x i1> %v507, <16 x float> %v509, <16 x float> %old508
  store <16 x float> %v510, ptr %acc44
  %v511 = add nsw i64 %i61, 1
  store i64 %v511, ptr %s.addr.57
  br label %cond58
exit60:
  %v512 = add nsw i64 %i55, 1
  store i64 %v512, ptr %r.addr.51
  br label %cond52
exit54:
  %v513 = add nsw i64 %i49, 1
  store i64 %v513, ptr %c.addr.45
  br label %cond46
exit48:
  %red514 = load <16 x float>, ptr %acc37
  %red515 = load <16 x float>, ptr %acc38
  %red516 = load <16 x float>, ptr %acc39
  %red517 = load <16 x float>, ptr %acc40
  %red518 = load <16 x float>, ptr %acc41
  %red519 = load <16 x float>, ptr %acc42
  %red520 = load <16 x float>, ptr %acc43
  %red521 = load <16 x float>, ptr %acc44
  %p522 = getelementptr float, ptr %buf.b, i64 %i22
  %ld523 = load float, ptr %p522, align 4
  %ins524 = insertelement <16 x float> poison, float %ld523, i64 0
  %splat525 = shufflevector <16 x float> %ins524, <16 x float> poison, <16 x i32> zeroinitializer
  %v526 = fadd contract <16 x float> %splat525, %red514
  %v527 = mul i64 %i7, %size.K
  %v528 = add i64 %v527, %i22
  %v529 = sub i64 %size.H, 1
  %v530 = add i64 %v529, 1
  %v531 = mul i64 %v528, %v530
  %v532 = add i64 %v531, %i15
  %v533 = sub i64 %size.W, 1
  %v534 = add i64 %v533, 1
  %v535 = mul i64 %v532, %v534
  %v536 = add i64 %v535, %i34
  %p537 = getelementptr float, ptr %buf.y, i64 %v536
  store <16 x float> %v526, ptr %p537, align 4
  %p538 = getelementptr float, ptr %buf.b, i64 %i22
  %ld539 = load float, ptr %p538, align 4
  %ins540 = insertelement <16 x float> poison, float %ld539, i64 0
  %splat541 = shufflevector <16 x float> %ins540, <16 x float> poison, <16 x i32> zeroinitializer
  %v542 = fadd contract <16 x float> %splat541, %red515
  %v543 = mul i64 %i7, %size.K
  %v544 = add i64 %v543, %i22
  %v545 = sub i64 %size.H, 1
  %v546 = add i64 %v545, 1
  %v547 = mul i64 %v544, %v546
  %v548 = add i64 %v547, %i15
  %v549 = sub i64 %size.W, 1
  %v550 = add i64 %v549, 1
  %v551 = mul i64 %v548, %v550
  %v552 = add i64 %v551, %v36
  %p553 = getelementptr float, ptr %buf.y, i64 %v552
  store <16 x float> %v542, ptr %p553, align 4
  %p554 = getelementptr float, ptr %buf.b, i64 %v24
  %ld555 = load float, ptr %p554, align 4
  %ins556 = insertelement <16 x float> poison, float %ld555, i64 0
  %splat557 = shufflevector <16 x float> %ins556, <16 x float> poison, <16 x i32> zeroinitializer
  %v558 = fadd contract <16 x float> %splat557, %red516
  %v559 = mul i64 %i7, %size.K
  %v560 = add i64 %v559, %v24
  %v561 = sub i64 %size.H, 1
  %v562 = add i64 %v561, 1
  %v563 = mul i64 %v560, %v562
  %v564 = add i64 %v563, %i15
  %v565 = sub i64 %size.W, 1
  %v566 = add i64 %v565, 1
  %v567 = mul i64 %v564, %v566
  %v568 = add i64 %v567, %i34
  %p569 = getelementptr float, ptr %buf.y, i64 %v568
  store <16 x float> %v558, ptr %p569, align 4
  %p570 = getelementptr float, ptr %buf.b, i64 %v24
  %ld571 = load float, ptr %p570, align 4
  %ins572 = insertelement <16 x float> poison, float %ld571, i64 0
  %splat573 = shufflevector <16 x float> %ins572, <16 x float> poison, <16 x i32> zeroinitializer
  %v574 = fadd contract <16 x float> %splat573, %red517
  %v575 = mul i64 %i7, %size.K
  %v576 = add i64 %v575, %v24
  %v577 = sub i64 %size.H, 1
  %v578 = add i64 %v577, 1
  %v579 = mul i64 %v576, %v578
  %v580 = add i64 %v579, %i15
  %v581 = sub i64 %size.W, 1
  %v582 = add i64 %v581, 1
  %v583 = mul i64 %v580, %v582
  %v584 = add i64 %v583, %v36
  %p585 = getelementptr float, ptr %buf.y, i64 %v584
  store <16 x float> %v574, ptr %p585, align 4
  %p586 = getelementptr float, ptr %buf.b, i64 %v25
  %ld587 = load float, ptr %p586, align 4
  %ins588 = insertelement <16 x float> poison, float %ld587, i64 0
  %splat589 = shufflevector <16 x float> %ins588, <16 x float> poison, <16 x i32> zeroinitializer
  %v590 = fadd contract <16 x float> %splat589, %red518
  %v591 = mul i64 %i7, %size.K
  %v592 = add i64 %v591, %v25
  %v593 = sub i64 %size.H, 1
  %v594 = add i64 %v593, 1
  %v595 = mul i64 %v592, %v594
  %v596 = add i64 %v595, %i15
  %v597 = sub i64 %size.W, 1
  %v598 = add i64 %v597, 1
  %v599 = mul i64 %v596, %v598
  %v600 = add i64 %v599, %i34
  %p601 = getelementptr float, ptr %buf.y, i64 %v600
  store <16 x float> %v590, ptr %p601, align 4
  %p602 = getelementptr float, ptr %buf.b, i64 %v25
  %ld603 = load float, ptr %p602, align 4
  %ins604 = insertelement <16 x float> poison, float %ld603, i64 0
  %splat605 = shufflevector <16 x float> %ins604, <16 x float> poison, <16 x i32> zeroinitializer
  %v606 = fadd contract <16 x float> %splat605, %red519
  %v607 = mul i64 %i7, %size.K
  %v608 = add i64 %v607, %v25
  %v609 = sub i64 %size.H, 1
  %v610 = add i64 %v609, 1
  %v611 = mul i64 %v608, %v610
  %v612 = add i64 %v611, %i15
  %v613 = sub i64 %size.W, 1
  %v614 = add i64 %v613, 1
  %v615 = mul i64 %v612, %v614
  %v616 = add i64 %v615, %v36
  %p617 = getelementptr float, ptr %buf.y, i64 %v616
  store <16 x float> %v606, ptr %p617, align 4
  %p618 = getelementptr float, ptr %buf.b, i64 %v26
  %ld619 = load float, ptr %p618, align 4
  %ins620 = insertelement <16 x float> poison, float %ld619, i64 0
  %splat621 = shufflevector <16 x float> %ins620, <16 x float> poison, <16 x i32> zeroinitializer
  %v622 = fadd contract <16 x float> %splat621, %red520
  %v623 = mul i64 %i7, %size.K
  %v624 = add i64 %v623, %v26
  %v625 = sub i64 %size.H, 1
  %v626 = add i64 %v625, 1
  %v627 = mul i64 %v624, %v626
  %v628 = add i64 %v627, %i15
  %v629 = sub i64 %size.W, 1
  %v630 = add i64 %v629, 1
  %v631 = mul i64 %v628, %v630
  %v632 = add i64 %v631, %i34
  %p633 = getelementptr float, ptr %buf.y, i64 %v632
  store <16 x float> %v622, ptr %p633, align 4
  %p634 = getelementptr float, ptr %buf.b, i64 %v26
  %ld635 = load float, ptr %p634, align 4
  %ins636 = insertelement <16 x float> poison, float %ld635, i64 0
  %splat637 = shufflevector <16 x float> %ins636, <16 x float> poison, <16 x i32> zeroinitializer
  %v638 = fadd contract <16 x float> %splat637, %red521
  %v639 = mul i64 %i7, %size.K
  %v640 = add i64 %v639, %v26
  %v641 = sub i64 %size.H, 1
  %v642 = add i64 %v641, 1
  %v643 = mul i64 %v640, %v642
  %v644 = add i64 %v643, %i15
  %v645 = sub i64 %size.W, 1
  %v646 = add i64 %v645, 1
  %v647 = mul i64 %v644, %v646
  %v648 = add i64 %v647, %v36
  %p649 = getelementptr float, ptr %buf.y, i64 %v648
  store <16 x float> %v638, ptr %p649, align 4
  %v650 = add nsw i64 %i34, 32
  store i64 %v650, ptr %q.addr.29
  br label %cond31
exit33:
  %v651 = load i64, ptr %q.addr.29
  %v652 = sub i64 %size.W, 1
  %v653 = add i64 %v652, 1
  store i64 %v651, ptr %q.addr.654
  %v655 = sub i64 %v653, 16
  br label %cond656
cond656:
  %i659 = load i64, ptr %q.addr.654
  %v660 = icmp sle i64 %i659, %v655
  br i1 %v660, label %body657, label %exit658
body657:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc661
  store i64 0, ptr %c.addr.662
  br label %cond663
cond663:
  %i666 = load i64, ptr %c.addr.662
  %v667 = icmp slt i64 %i666, %size.C
  br i1 %v667, label %body664, label %exit665
body664:
  store i64 0, ptr %r.addr.668
  br label %cond669
cond669:
  %i672 = load i64, ptr %r.addr.668
  %v673 = icmp slt i64 %i672, 1
  br i1 %v673, label %body670, label %exit671
body670:
  store i64 0, ptr %s.addr.674
  br label %cond675
cond675:
  %i678 = load i64, ptr %s.addr.674
  %v679 = icmp slt i64 %i678, 1
  br i1 %v679, label %body676, label %exit677
body676:
  %v680 = add i64 %i15, %i672
  %v681 = icmp sge i64 %v680, 0
  %v682 = icmp slt i64 %v680, %size.H
  %v683 = and i1 %v681, %v682
  %ins684 = insertelement <16 x i64> poison, i64 %i659, i64 0
  %splat685 = shufflevector <16 x i64> %ins684, <16 x i64> poison, <16 x i32> zeroinitializer
  %step686 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane687 = add <16 x i64> %splat685, %step686
  %ins688 = insertelement <16 x i64> poison, i64 %i678, i64 0
  %splat689 = shufflevector <16 x i64> %ins688, <16 x i64> poison, <16 x i32> zeroinitializer
  %v690 = add <16 x i64> %lane687, %splat689
  %ins691 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat692 = shufflevector <16 x i64> %ins691, <16 x i64> poison, <16 x i32> zeroinitializer
  %v693 = icmp sge <16 x i64> %v690, zeroinitializer
  %v694 = icmp slt <16 x i64> %v690, %splat692
  %v695 = and <16 x i1> %v693, %v694
  %ins696 = insertelement <16 x i1> poison, i1 %v683, i64 0
  %splat697 = shufflevector <16 x i1> %ins696, <16 x i1> poison, <16 x i32> zeroinitializer
  %v698 = and <16 x i1> %splat697, %v695
  %v699 = mul i64 %i7, %size.C
  %v700 = add i64 %v699, %i666
  %v701 = mul i64 %v700, %size.H
  %v702 = add i64 %i15, %i672
  %v703 = add i64 %v701, %v702
  %v704 = mul i64 %v703, %size.W
  %v705 = add i64 %i659, %i678
  %v706 = add i64 %v704, %v705
  %p707 = getelementptr float, ptr %buf.x, i64 %v706
  %ld708 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p707, <16 x i1> %v698, <16 x float> zeroinitializer)
  %v709 = mul i64 %i22, %size.C
  %v710 = add i64 %v709, %i666
  %v711 = add i64 %v710, %i672
  %v712 = add i64 %v711, %i678
  %p713 = getelementptr float, ptr %buf.w, i64 %v712
  %ld714 = load float, ptr %p713, align 4
  %ins715 = insertelement <16 x float> poison, float %ld714, i64 0
  %splat716 = shufflevector <16 x float> %ins715, <16 x float> poison, <16 x i32> zeroinitializer
  %v717 = fmul contract <16 x float> %ld708, %splat716
  %v718 = add i64 %i15, %i672
  %v719 = icmp sge i64 %v718, 0
  %v720 = icmp slt i64 %v718, %size.H
  %v721 = and i1 %v719, %v720
  %ins722 = insertelement <16 x i64> poison, i64 %i678, i64 0
  %splat723 = shufflevector <16 x i64> %ins722, <16 x i64> poison, <16 x i32> zeroinitializer
  %v724 = add <16 x i64> %lane687, %splat723
  %ins725 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat726 = shufflevector <16 x i64> %ins725, <16 x i64> poison, <16 x i32> zeroinitializer
  %v727 = icmp sge <16 x i64> %v724, zeroinitializer
  %v728 = icmp slt <16 x i64> %v724, %splat726
  %v729 = and <16 x i1> %v727, %v728
  %ins730 = insertelement <16 x i1> poison, i1 %v721, i64 0
  %splat731 = shufflevector <16 x i1> %ins730, <16 x i1> poison, <16 x i32> zeroinitializer
  %v732 = and <16 x i1> %splat731, %v729
  %old733 = load <16 x float>, ptr %acc661
  %v734 = fadd <16 x float> %old733, %v717
  %v735 = select <16 x i1> %v732, <16 x float> %v734, <16 x float> %old733
  store <16 x float> %v735, ptr %acc661
  %v736 = add nsw i64 %i678, 1
  store i64 %v736, ptr %s.addr.674
  br label %cond675
exit677:
  %v737 = add nsw i64 %i672, 1
  store i64 %v737, ptr %r.addr.668
  br label %cond669
exit671:
  %v738 = add nsw i64 %i666, 1
  store i64 %v738, ptr %c.addr.662
  br label %cond663
exit665:
  %red739 = load <16 x float>, ptr %acc661
  %p740 = getelementptr float, ptr %buf.b, i64 %i22
  %ld741 = load float, ptr %p740, align 4
  %ins742 = insertelement <16 x float> poison, float %ld741, i64 0
  %splat743 = shufflevector <16 x float> %ins742, <16 x float> poison, <16 x i32> zeroinitializer
  %v744 = fadd contract <16 x float> %splat743, %red739
  %v745 = mul i64 %i7, %size.K
  %v746 = add i64 %v745, %i22
  %v747 = sub i64 %size.H, 1
  %v748 = add i64 %v747, 1
  %v749 = mul i64 %v746, %v748
  %v750 = add i64 %v749, %i15
  %v751 = sub i64 %size.W, 1
  %v752 = add i64 %v751, 1
  %v753 = mul i64 %v750, %v752
  %v754 = add i64 %v753, %i659
  %p755 = getelementptr float, ptr %buf.y, i64 %v754
  store <16 x float> %v744, ptr %p755, align 4
  %v756 = add nsw i64 %i659, 16
  store i64 %v756, ptr %q.addr.654
  br label %cond656
exit658:
  %i757 = load i64, ptr %q.addr.654
  %v758 = icmp slt i64 %i757, %v653
  br i1 %v758, label %tail759, label %done760
tail759:
  %mask761 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i757, i64 %v653)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc762
  store i64 0, ptr %c.addr.763
  br label %cond764
cond764:
  %i767 = load i64, ptr %c.addr.763
  %v768 = icmp slt i64 %i767, %size.C
  br i1 %v768, label %body765, label %exit766
body765:
  store i64 0, ptr %r.addr.769
  br label %cond770
cond770:
  %i773 = load i64, ptr %r.addr.769
  %v774 = icmp slt i64 %i773, 1
  br i1 %v774, label %body771, label %exit772
body771:
  store i64 0, ptr %s.addr.775
  br label %cond776
cond776:
  %i779 = load i64, ptr %s.addr.775
  %v780 = icmp slt i64 %i779, 1
  br i1 %v780, label %body777, label %exit778
body777:
  %v781 = add i64 %i15, %i773
  %v782 = icmp sge i64 %v781, 0
  %v783 = icmp slt i64 %v781, %size.H
  %v784 = and i1 %v782, %v783
  %ins785 = insertelement <16 x i64> poison, i64 %i757, i64 0
  %splat786 = shufflevector <16 x i64> %ins785, <16 x i64> poison, <16 x i32> zeroinitializer
  %step787 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane788 = add <16 x i64> %splat786, %step787
  %ins789 = insertelement <16 x i64> poison, i64 %i779, i64 0
  %splat790 = shufflevector <16 x i64> %ins789, <16 x i64> poison, <16 x i32> zeroinitializer
  %v791 = add <16 x i64> %lane788, %splat790
  %ins792 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat793 = shufflevector <16 x i64> %ins792, <16 x i64> poison, <16 x i32> zeroinitializer
  %v794 = icmp sge <16 x i64> %v791, zeroinitializer
  %v795 = icmp slt <16 x i64> %v791, %splat793
  %v796 = and <16 x i1> %v794, %v795
  %ins797 = insertelement <16 x i1> poison, i1 %v784, i64 0
  %splat798 = shufflevector <16 x i1> %ins797, <16 x i1> poison, <16 x i32> zeroinitializer
  %v799 = and <16 x i1> %splat798, %v796
  %v800 = and <16 x i1> %mask761, %v799
  %v801 = mul i64 %i7, %size.C
  %v802 = add i64 %v801, %i767
  %v803 = mul i64 %v802, %size.H
  %v804 = add i64 %i15, %i773
  %v805 = add i64 %v803, %v804
  %v806 = mul i64 %v805, %size.W
  %v807 = add i64 %i757, %i779
  %v808 = add i64 %v806, %v807
  %p809 = getelementptr float, ptr %buf.x, i64 %v808
  %ld810 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p809, <16 x i1> %v800, <16 x float> zeroinitializer)
  %v811 = mul i64 %i22, %size.C
  %v812 = add i64 %v811, %i767
  %v813 = add i64 %v812, %i773
  %v814 = add i64 %v813, %i779
  %p815 = getelementptr float, ptr %buf.w, i64 %v814
  %ld816 = load float, ptr %p815, align 4
  %ins817 = insertelement <16 x float> poison, float %ld816, i64 0
  %splat818 = shufflevector <16 x float> %ins817, <16 x float> poison, <16 x i32> zeroinitializer
  %v819 = fmul contract <16 x float> %ld810, %splat818
  %v820 = add i64 %i15, %i773
  %v821 = icmp sge i64 %v820, 0
  %v822 = icmp slt i64 %v820, %size.H
  %v823 = and i1 %v821, %v822
  %ins824 = insertelement <16 x i64> poison, i64 %i779, i64 0
  %splat825 = shufflevector <16 x i64> %ins824, <16 x i64> poison, <16 x i32> zeroinitializer
  %v826 = add <16 x i64> %lane788, %splat825
  %ins827 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat828 = shufflevector <16 x i64> %ins827, <16 x i64> poison, <16 x i32> zeroinitializer
  %v829 = icmp sge <16 x i64> %v826, zeroinitializer
  %v830 = icmp slt <16 x i64> %v826, %splat828
  %v831 = and <16 x i1> %v829, %v830
  %ins832 = insertelement <16 x i1> poison, i1 %v823, i64 0
  %splat833 = shufflevector <16 x i1> %ins832, <16 x i1> poison, <16 x i32> zeroinitializer
  %v834 = and <16 x i1> %splat833, %v831
  %v835 = and <16 x i1> %mask761, %v834
  %old836 = load <16 x float>, ptr %acc762
  %v837 = fadd <16 x float> %old836, %v819
  %v838 = select <16 x i1> %v835, <16 x float> %v837, <16 x float> %old836
  store <16 x float> %v838, ptr %acc762
  %v839 = add nsw i64 %i779, 1
  store i64 %v839, ptr %s.addr.775
  br label %cond776
exit778:
  %v840 = add nsw i64 %i773, 1
  store i64 %v840, ptr %r.addr.769
  br label %cond770
exit772:
  %v841 = add nsw i64 %i767, 1
  store i64 %v841, ptr %c.addr.763
  br label %cond764
exit766:
  %red842 = load <16 x float>, ptr %acc762
  %p843 = getelementptr float, ptr %buf.b, i64 %i22
  %ld844 = load float, ptr %p843, align 4
  %ins845 = insertelement <16 x float> poison, float %ld844, i64 0
  %splat846 = shufflevector <16 x float> %ins845, <16 x float> poison, <16 x i32> zeroinitializer
  %v847 = fadd contract <16 x float> %splat846, %red842
  %v848 = mul i64 %i7, %size.K
  %v849 = add i64 %v848, %i22
  %v850 = sub i64 %size.H, 1
  %v851 = add i64 %v850, 1
  %v852 = mul i64 %v849, %v851
  %v853 = add i64 %v852, %i15
  %v854 = sub i64 %size.W, 1
  %v855 = add i64 %v854, 1
  %v856 = mul i64 %v853, %v855
  %v857 = add i64 %v856, %i757
  %p858 = getelementptr float, ptr %buf.y, i64 %v857
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v847, ptr align 4 %p858, <16 x i1> %mask761)
  br label %done760
done760:
  %v859 = sub i64 %size.W, 1
  %v860 = add i64 %v859, 1
  store i64 %v651, ptr %q.addr.861
  %v862 = sub i64 %v860, 16
  br label %cond863
cond863:
  %i866 = load i64, ptr %q.addr.861
  %v867 = icmp sle i64 %i866, %v862
  br i1 %v867, label %body864, label %exit865
body864:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc868
  store i64 0, ptr %c.addr.869
  br label %cond870
cond870:
  %i873 = load i64, ptr %c.addr.869
  %v874 = icmp slt i64 %i873, %size.C
  br i1 %v874, label %body871, label %exit872
body871:
  store i64 0, ptr %r.addr.875
  br label %cond876
cond876:
  %i879 = load i64, ptr %r.addr.875
  %v880 = icmp slt i64 %i879, 1
  br i1 %v880, label %body877, label %exit878
body877:
  store i64 0, ptr %s.addr.881
  br label %cond882
cond882:
  %i885 = load i64, ptr %s.addr.881
  %v886 = icmp slt i64 %i885, 1
  br i1 %v886, label %body883, label %exit884
body883:
  %v887 = add i64 %i15, %i879
  %v888 = icmp sge i64 %v887, 0
  %v889 = icmp slt i64 %v887, %size.H
  %v890 = and i1 %v888, %v889
  %ins891 = insertelement <16 x i64> poison, i64 %i866, i64 0
  %splat892 = shufflevector <16 x i64> %ins891, <16 x i64> poison, <16 x i32> zeroinitializer
  %step893 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane894 = add <16 x i64> %splat892, %step893
  %ins895 = insertelement <16 x i64> poison, i64 %i885, i64 0
  %splat896 = shufflevector <16 x i64> %ins895, <16 x i64> poison, <16 x i32> zeroinitializer
  %v897 = add <16 x i64> %lane894, %splat896
  %ins898 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat899 = shufflevector <16 x i64> %ins898, <16 x i64> poison, <16 x i32> zeroinitializer
  %v900 = icmp sge <16 x i64> %v897, zeroinitializer
  %v901 = icmp slt <16 x i64> %v897, %splat899
  %v902 = and <16 x i1> %v900, %v901
  %ins903 = insertelement <16 x i1> poison, i1 %v890, i64 0
  %splat904 = shufflevector <16 x i1> %ins903, <16 x i1> poison, <16 x i32> zeroinitializer
  %v905 = and <16 x i1> %splat904, %v902
  %v906 = mul i64 %i7, %size.C
  %v907 = add i64 %v906, %i873
  %v908 = mul i64 %v907, %size.H
  %v909 = add i64 %i15, %i879
  %v910 = add i64 %v908, %v909
  %v911 = mul i64 %v910, %size.W
  %v912 = add i64 %i866, %i885
  %v913 = add i64 %v911, %v912
  %p914 = getelementptr float, ptr %buf.x, i64 %v913
  %ld915 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p914, <16 x i1> %v905, <16 x float> zeroinitializer)
  %v916 = mul i64 %v24, %size.C
  %v917 = add i64 %v916, %i873
  %v918 = add i64 %v917, %i879
  %v919 = add i64 %v918, %i885
  %p920 = getelementptr float, ptr %buf.w, i64 %v919
  %ld921 = load float, ptr %p920, align 4
  %ins922 = insertelement <16 x float> poison, float %ld921, i64 0
  %splat923 = shufflevector <16 x float> %ins922, <16 x float> poison, <16 x i32> zeroinitializer
  %v924 = fmul contract <16 x float> %ld915, %splat923
  %v925 = add i64 %i15, %i879
  %v926 = icmp sge i64 %v925, 0
  %v927 = icmp slt i64 %v925, %size.H
  %v928 = and i1 %v926, %v927
  %ins929 = insertelement <16 x i64> poison, i64 %i885, i64 0
  %splat930 = shufflevector <16 x i64> %ins929, <16 x i64> poison, <16 x i32> zeroinitializer
  %v931 = add <16 x i64> %lane894, %splat930
  %ins932 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat933 = shufflevector <16 x i64> %ins932, <16 x i64> poison, <16 x i32> zeroinitializer
  %v934 = icmp sge <16 x i64> %v931, zeroinitializer
  %v935 = icmp slt <16 x i64> %v931, %splat933
  %v936 = and <16 x i1> %v934, %v935
  %ins937 = insertelement <16 x i1> poison, i1 %v928, i64 0
  %splat938 = shufflevector <16 x i1> %ins937, <16 x i1> poison, <16 x i32> zeroinitializer
  %v939 = and <16 x i1> %splat938, %v936
  %old940 = load <16 x float>, ptr %acc868
  %v941 = fadd <16 x float> %old940, %v924
  %v942 = select <16 x i1> %v939, <16 x float> %v941, <16 x float> %old940
  store <16 x float> %v942, ptr %acc868
  %v943 = add nsw i64 %i885, 1
  store i64 %v943, ptr %s.addr.881
  br label %cond882
exit884:
  %v944 = add nsw i64 %i879, 1
  store i64 %v944, ptr %r.addr.875
  br label %cond876
exit878:
  %v945 = add nsw i64 %i873, 1
  store i64 %v945, ptr %c.addr.869
  br label %cond870
exit872:
  %red946 = load <16 x float>, ptr %acc868
  %p947 = getelementptr float, ptr %buf.b, i64 %v24
  %ld948 = load float, ptr %p947, align 4
  %ins949 = insertelement <16 x float> poison, float %ld948, i64 0
  %splat950 = shufflevector <16 x float> %ins949, <16 x float> poison, <16 x i32> zeroinitializer
  %v951 = fadd contract <16 x float> %splat950, %red946
  %v952 = mul i64 %i7, %size.K
  %v953 = add i64 %v952, %v24
  %v954 = sub i64 %size.H, 1
  %v955 = add i64 %v954, 1
  %v956 = mul i64 %v953, %v955
  %v957 = add i64 %v956, %i15
  %v958 = sub i64 %size.W, 1
  %v959 = add i64 %v958, 1
  %v960 = mul i64 %v957, %v959
  %v961 = add i64 %v960, %i866
  %p962 = getelementptr float, ptr %buf.y, i64 %v961
  store <16 x float> %v951, ptr %p962, align 4
  %v963 = add nsw i64 %i866, 16
  store i64 %v963, ptr %q.addr.861
  br label %cond863
exit865:
  %i964 = load i64, ptr %q.addr.861
  %v965 = icmp slt i64 %i964, %v860
  br i1 %v965, label %tail966, label %done967
tail966:
  %mask968 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i964, i64 %v860)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc969
  store i64 0, ptr %c.addr.970
  br label %cond971
cond971:
  %i974 = load i64, ptr %c.addr.970
  %v975 = icmp slt i64 %i974, %size.C
  br i1 %v975, label %body972, label %exit973
body972:
  store i64 0, ptr %r.addr.976
  br label %cond977
cond977:
  %i980 = load i64, ptr %r.addr.976
  %v981 = icmp slt i64 %i980, 1
  br i1 %v981, label %body978, label %exit979
body978:
  store i64 0, ptr %s.addr.982
  br label %cond983
cond983:
  %i986 = load i64, ptr %s.addr.982
  %v987 = icmp slt i64 %i986, 1
  br i1 %v987, label %body984, label %exit985
body984:
  %v988 = add i64 %i15, %i980
  %v989 = icmp sge i64 %v988, 0
  %v990 = icmp slt i64 %v988, %size.H
  %v991 = and i1 %v989, %v990
  %ins992 = insertelement <16 x i64> poison, i64 %i964, i64 0
  %splat993 = shufflevector <16 x i64> %ins992, <16 x i64> poison, <16 x i32> zeroinitializer
  %step994 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane995 = add <16 x i64> %splat993, %step994
  %ins996 = insertelement <16 x i64> poison, i64 %i986, i64 0
  %splat997 = shufflevector <16 x i64> %ins996, <16 x i64> poison, <16 x i32> zeroinitializer
  %v998 = add <16 x i64> %lane995, %splat997
  %ins999 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1000 = shufflevector <16 x i64> %ins999, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1001 = icmp sge <16 x i64> %v998, zeroinitializer
  %v1002 = icmp slt <16 x i64> %v998, %splat1000
  %v1003 = and <16 x i1> %v1001, %v1002
  %ins1004 = insertelement <16 x i1> poison, i1 %v991, i64 0
  %splat1005 = shufflevector <16 x i1> %ins1004, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1006 = and <16 x i1> %splat1005, %v1003
  %v1007 = and <16 x i1> %mask968, %v1006
  %v1008 = mul i64 %i7, %size.C
  %v1009 = add i64 %v1008, %i974
  %v1010 = mul i64 %v1009, %size.H
  %v1011 = add i64 %i15, %i980
  %v1012 = add i64 %v1010, %v1011
  %v1013 = mul i64 %v1012, %size.W
  %v1014 = add i64 %i964, %i986
  %v1015 = add i64 %v1013, %v1014
  %p1016 = getelementptr float, ptr %buf.x, i64 %v1015
  %ld1017 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1016, <16 x i1> %v1007, <16 x float> zeroinitializer)
  %v1018 = mul i64 %v24, %size.C
  %v1019 = add i64 %v1018, %i974
  %v1020 = add i64 %v1019, %i980
  %v1021 = add i64 %v1020, %i986
  %p1022 = getelementptr float, ptr %buf.w, i64 %v1021
  %ld1023 = load float, ptr %p1022, align 4
  %ins1024 = insertelement <16 x float> poison, float %ld1023, i64 0
  %splat1025 = shufflevector <16 x float> %ins1024, <16 x float> poison, <16 x i32> zeroinitializer
  %v1026 = fmul contract <16 x float> %ld1017, %splat1025
  %v1027 = add i64 %i15, %i980
  %v1028 = icmp sge i64 %v1027, 0
  %v1029 = icmp slt i64 %v1027, %size.H
  %v1030 = and i1 %v1028, %v1029
  %ins1031 = insertelement <16 x i64> poison, i64 %i986, i64 0
  %splat1032 = shufflevector <16 x i64> %ins1031, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1033 = add <16 x i64> %lane995, %splat1032
  %ins1034 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1035 = shufflevector <16 x i64> %ins1034, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1036 = icmp sge <16 x i64> %v1033, zeroinitializer
  %v1037 = icmp slt <16 x i64> %v1033, %splat1035
  %v1038 = and <16 x i1> %v1036, %v1037
  %ins1039 = insertelement <16 x i1> poison, i1 %v1030, i64 0
  %splat1040 = shufflevector <16 x i1> %ins1039, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1041 = and <16 x i1> %splat1040, %v1038
  %v1042 = and <16 x i1> %mask968, %v1041
  %old1043 = load <16 x float>, ptr %acc969
  %v1044 = fadd <16 x float> %old1043, %v1026
  %v1045 = select <16 x i1> %v1042, <16 x float> %v1044, <16 x float> %old1043
  store <16 x float> %v1045, ptr %acc969
  %v1046 = add nsw i64 %i986, 1
  store i64 %v1046, ptr %s.addr.982
  br label %cond983
exit985:
  %v1047 = add nsw i64 %i980, 1
  store i64 %v1047, ptr %r.addr.976
  br label %cond977
exit979:
  %v1048 = add nsw i64 %i974, 1
  store i64 %v1048, ptr %c.addr.970
  br label %cond971
exit973:
  %red1049 = load <16 x float>, ptr %acc969
  %p1050 = getelementptr float, ptr %buf.b, i64 %v24
  %ld1051 = load float, ptr %p1050, align 4
  %ins1052 = insertelement <16 x float> poison, float %ld1051, i64 0
  %splat1053 = shufflevector <16 x float> %ins1052, <16 x float> poison, <16 x i32> zeroinitializer
  %v1054 = fadd contract <16 x float> %splat1053, %red1049
  %v1055 = mul i64 %i7, %size.K
  %v1056 = add i64 %v1055, %v24
  %v1057 = sub i64 %size.H, 1
  %v1058 = add i64 %v1057, 1
  %v1059 = mul i64 %v1056, %v1058
  %v1060 = add i64 %v1059, %i15
  %v1061 = sub i64 %size.W, 1
  %v1062 = add i64 %v1061, 1
  %v1063 = mul i64 %v1060, %v1062
  %v1064 = add i64 %v1063, %i964
  %p1065 = getelementptr float, ptr %buf.y, i64 %v1064
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1054, ptr align 4 %p1065, <16 x i1> %mask968)
  br label %done967
done967:
  %v1066 = sub i64 %size.W, 1
  %v1067 = add i64 %v1066, 1
  store i64 %v651, ptr %q.addr.1068
  %v1069 = sub i64 %v1067, 16
  br label %cond1070
cond1070:
  %i1073 = load i64, ptr %q.addr.1068
  %v1074 = icmp sle i64 %i1073, %v1069
  br i1 %v1074, label %body1071, label %exit1072
body1071:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1075
  store i64 0, ptr %c.addr.1076
  br label %cond1077
cond1077:
  %i1080 = load i64, ptr %c.addr.1076
  %v1081 = icmp slt i64 %i1080, %size.C
  br i1 %v1081, label %body1078, label %exit1079
body1078:
  store i64 0, ptr %r.addr.1082
  br label %cond1083
cond1083:
  %i1086 = load i64, ptr %r.addr.1082
  %v1087 = icmp slt i64 %i1086, 1
  br i1 %v1087, label %body1084, label %exit1085
body1084:
  store i64 0, ptr %s.addr.1088
  br label %cond1089
cond1089:
  %i1092 = load i64, ptr %s.addr.1088
  %v1093 = icmp slt i64 %i1092, 1
  br i1 %v1093, label %body1090, label %exit1091
body1090:
  %v1094 = add i64 %i15, %i1086
  %v1095 = icmp sge i64 %v1094, 0
  %v1096 = icmp slt i64 %v1094, %size.H
  %v1097 = and i1 %v1095, %v1096
  %ins1098 = insertelement <16 x i64> poison, i64 %i1073, i64 0
  %splat1099 = shufflevector <16 x i64> %ins1098, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1100 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1101 = add <16 x i64> %splat1099, %step1100
  %ins1102 = insertelement <16 x i64> poison, i64 %i1092, i64 0
  %splat1103 = shufflevector <16 x i64> %ins1102, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1104 = add <16 x i64> %lane1101, %splat1103
  %ins1105 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1106 = shufflevector <16 x i64> %ins1105, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1107 = icmp sge <16 x i64> %v1104, zeroinitializer
  %v1108 = icmp slt <16 x i64> %v1104, %splat1106
  %v1109 = and <16 x i1> %v1107, %v1108
  %ins1110 = insertelement <16 x i1> poison, i1 %v1097, i64 0
  %splat1111 = shufflevector <16 x i1> %ins1110, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1112 = and <16 x i1> %splat1111, %v1109
  %v1113 = mul i64 %i7, %size.C
  %v1114 = add i64 %v1113, %i1080
  %v1115 = mul i64 %v1114, %size.H
  %v1116 = add i64 %i15, %i1086
  %v1117 = add i64 %v1115, %v1116
  %v1118 = mul i64 %v1117, %size.W
  %v1119 = add i64 %i1073, %i1092
  %v1120 = add i64 %v1118, %v1119
  %p1121 = getelementptr float, ptr %buf.x, i64 %v1120
  %ld1122 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1121, <16 x i1> %v1112, <16 x float> zeroinitializer)
  %v1123 = mul i64 %v25, %size.C
  %v1124 = add i64 %v1123, %i1080
  %v1125 = add i64 %v1124, %i1086
  %v1126 = add i64 %v1125, %i1092
  %p1127 = getelementptr float, ptr %buf.w, i64 %v1126
  %ld1128 = load float, ptr %p1127, align 4
  %ins1129 = insertelement <16 x float> poison, float %ld1128, i64 0
  %splat1130 = shufflevector <16 x float> %ins1129, <16 x float> poison, <16 x i32> zeroinitializer
  %v1131 = fmul contract <16 x float> %ld1122, %splat1130
  %v1132 = add i64 %i15, %i1086
  %v1133 = icmp sge i64 %v1132, 0
  %v1134 = icmp slt i64 %v1132, %size.H
  %v1135 = and i1 %v1133, %v1134
  %ins1136 = insertelement <16 x i64> poison, i64 %i1092, i64 0
  %splat1137 = shufflevector <16 x i64> %ins1136, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1138 = add <16 x i64> %lane1101, %splat1137
  %ins1139 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1140 = shufflevector <16 x i64> %ins1139, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1141 = icmp sge <16 x i64> %v1138, zeroinitializer
  %v1142 = icmp slt <16 x i64> %v1138, %splat1140
  %v1143 = and <16 x i1> %v1141, %v1142
  %ins1144 = insertelement <16 x i1> poison, i1 %v1135, i64 0
  %splat1145 = shufflevector <16 x i1> %ins1144, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1146 = and <16 x i1> %splat1145, %v1143
  %old1147 = load <16 x float>, ptr %acc1075
  %v1148 = fadd <16 x float> %old1147, %v1131
  %v1149 = select <16 x i1> %v1146, <16 x float> %v1148, <16 x float> %old1147
  store <16 x float> %v1149, ptr %acc1075
  %v1150 = add nsw i64 %i1092, 1
  store i64 %v1150, ptr %s.addr.1088
  br label %cond1089
exit1091:
  %v1151 = add nsw i64 %i1086, 1
  store i64 %v1151, ptr %r.addr.1082
  br label %cond1083
exit1085:
  %v1152 = add nsw i64 %i1080, 1
  store i64 %v1152, ptr %c.addr.1076
  br label %cond1077
exit1079:
  %red1153 = load <16 x float>, ptr %acc1075
  %p1154 = getelementptr float, ptr %buf.b, i64 %v25
  %ld1155 = load float, ptr %p1154, align 4
  %ins1156 = insertelement <16 x float> poison, float %ld1155, i64 0
  %splat1157 = shufflevector <16 x float> %ins1156, <16 x float> poison, <16 x i32> zeroinitializer
  %v1158 = fadd contract <16 x float> %splat1157, %red1153
  %v1159 = mul i64 %i7, %size.K
  %v1160 = add i64 %v1159, %v25
  %v1161 = sub i64 %size.H, 1
  %v1162 = add i64 %v1161, 1
  %v1163 = mul i64 %v1160, %v1162
  %v1164 = add i64 %v1163, %i15
  %v1165 = sub i64 %size.W, 1
  %v1166 = add i64 %v1165, 1
  %v1167 = mul i64 %v1164, %v1166
  %v1168 = add i64 %v1167, %i1073
  %p1169 = getelementptr float, ptr %buf.y, i64 %v1168
  store <16 x float> %v1158, ptr %p1169, align 4
  %v1170 = add nsw i64 %i1073, 16
  store i64 %v1170, ptr %q.addr.1068
  br label %cond1070
exit1072:
  %i1171 = load i64, ptr %q.addr.1068
  %v1172 = icmp slt i64 %i1171, %v1067
  br i1 %v1172, label %tail1173, label %done1174
tail1173:
  %mask1175 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1171, i64 %v1067)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1176
  store i64 0, ptr %c.addr.1177
  br label %cond1178
cond1178:
  %i1181 = load i64, ptr %c.addr.1177
  %v1182 = icmp slt i64 %i1181, %size.C
  br i1 %v1182, label %body1179, label %exit1180
body1179:
  store i64 0, ptr %r.addr.1183
  br label %cond1184
cond1184:
  %i1187 = load i64, ptr %r.addr.1183
  %v1188 = icmp slt i64 %i1187, 1
  br i1 %v1188, label %body1185, label %exit1186
body1185:
  store i64 0, ptr %s.addr.1189
  br label %cond1190
cond1190:
  %i1193 = load i64, ptr %s.addr.1189
  %v1194 = icmp slt i64 %i1193, 1
  br i1 %v1194, label %body1191, label %exit1192
body1191:
  %v1195 = add i64 %i15, %i1187
  %v1196 = icmp sge i64 %v1195, 0
  %v1197 = icmp slt i64 %v1195, %size.H
  %v1198 = and i1 %v1196, %v1197
  %ins1199 = insertelement <16 x i64> poison, i64 %i1171, i64 0
  %splat1200 = shufflevector <16 x i64> %ins1199, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1201 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1202 = add <16 x i64> %splat1200, %step1201
  %ins1203 = insertelement <16 x i64> poison, i64 %i1193, i64 0
  %splat1204 = shufflevector <16 x i64> %ins1203, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1205 = add <16 x i64> %lane1202, %splat1204
  %ins1206 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1207 = shufflevector <16 x i64> %ins1206, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1208 = icmp sge <16 x i64> %v1205, zeroinitializer
  %v1209 = icmp slt <16 x i64> %v1205, %splat1207
  %v1210 = and <16 x i1> %v1208, %v1209
  %ins1211 = insertelement <16 x i1> poison, i1 %v1198, i64 0
  %splat1212 = shufflevector <16 x i1> %ins1211, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1213 = and <16 x i1> %splat1212, %v1210
  %v1214 = and <16 x i1> %mask1175, %v1213
  %v1215 = mul i64 %i7, %size.C
  %v1216 = add i64 %v1215, %i1181
  %v1217 = mul i64 %v1216, %size.H
  %v1218 = add i64 %i15, %i1187
  %v1219 = add i64 %v1217, %v1218
  %v1220 = mul i64 %v1219, %size.W
  %v1221 = add i64 %i1171, %i1193
  %v1222 = add i64 %v1220, %v1221
  %p1223 = getelementptr float, ptr %buf.x, i64 %v1222
  %ld1224 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1223, <16 x i1> %v1214, <16 x float> zeroinitializer)
  %v1225 = mul i64 %v25, %size.C
  %v1226 = add i64 %v1225, %i1181
  %v1227 = add i64 %v1226, %i1187
  %v1228 = add i64 %v1227, %i1193
  %p1229 = getelementptr float, ptr %buf.w, i64 %v1228
  %ld1230 = load float, ptr %p1229, align 4
  %ins1231 = insertelement <16 x float> poison, float %ld1230, i64 0
  %splat1232 = shufflevector <16 x float> %ins1231, <16 x float> poison, <16 x i32> zeroinitializer
  %v1233 = fmul contract <16 x float> %ld1224, %splat1232
  %v1234 = add i64 %i15, %i1187
  %v1235 = icmp sge i64 %v1234, 0
  %v1236 = icmp slt i64 %v1234, %size.H
  %v1237 = and i1 %v1235, %v1236
  %ins1238 = insertelement <16 x i64> poison, i64 %i1193, i64 0
  %splat1239 = shufflevector <16 x i64> %ins1238, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1240 = add <16 x i64> %lane1202, %splat1239
  %ins1241 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1242 = shufflevector <16 x i64> %ins1241, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1243 = icmp sge <16 x i64> %v1240, zeroinitializer
  %v1244 = icmp slt <16 x i64> %v1240, %splat1242
  %v1245 = and <16 x i1> %v1243, %v1244
  %ins1246 = insertelement <16 x i1> poison, i1 %v1237, i64 0
  %splat1247 = shufflevector <16 x i1> %ins1246, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1248 = and <16 x i1> %splat1247, %v1245
  %v1249 = and <16 x i1> %mask1175, %v1248
  %old1250 = load <16 x float>, ptr %acc1176
  %v1251 = fadd <16 x float> %old1250, %v1233
  %v1252 = select <16 x i1> %v1249, <16 x float> %v1251, <16 x float> %old1250
  store <16 x float> %v1252, ptr %acc1176
  %v1253 = add nsw i64 %i1193, 1
  store i64 %v1253, ptr %s.addr.1189
  br label %cond1190
exit1192:
  %v1254 = add nsw i64 %i1187, 1
  store i64 %v1254, ptr %r.addr.1183
  br label %cond1184
exit1186:
  %v1255 = add nsw i64 %i1181, 1
  store i64 %v1255, ptr %c.addr.1177
  br label %cond1178
exit1180:
  %red1256 = load <16 x float>, ptr %acc1176
  %p1257 = getelementptr float, ptr %buf.b, i64 %v25
  %ld1258 = load float, ptr %p1257, align 4
  %ins1259 = insertelement <16 x float> poison, float %ld1258, i64 0
  %splat1260 = shufflevector <16 x float> %ins1259, <16 x float> poison, <16 x i32> zeroinitializer
  %v1261 = fadd contract <16 x float> %splat1260, %red1256
  %v1262 = mul i64 %i7, %size.K
  %v1263 = add i64 %v1262, %v25
  %v1264 = sub i64 %size.H, 1
  %v1265 = add i64 %v1264, 1
  %v1266 = mul i64 %v1263, %v1265
  %v1267 = add i64 %v1266, %i15
  %v1268 = sub i64 %size.W, 1
  %v1269 = add i64 %v1268, 1
  %v1270 = mul i64 %v1267, %v1269
  %v1271 = add i64 %v1270, %i1171
  %p1272 = getelementptr float, ptr %buf.y, i64 %v1271
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1261, ptr align 4 %p1272, <16 x i1> %mask1175)
  br label %done1174
done1174:
  %v1273 = sub i64 %size.W, 1
  %v1274 = add i64 %v1273, 1
  store i64 %v651, ptr %q.addr.1275
  %v1276 = sub i64 %v1274, 16
  br label %cond1277
cond1277:
  %i1280 = load i64, ptr %q.addr.1275
  %v1281 = icmp sle i64 %i1280, %v1276
  br i1 %v1281, label %body1278, label %exit1279
body1278:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1282
  store i64 0, ptr %c.addr.1283
  br label %cond1284
cond1284:
  %i1287 = load i64, ptr %c.addr.1283
  %v1288 = icmp slt i64 %i1287, %size.C
  br i1 %v1288, label %body1285, label %exit1286
body1285:
  store i64 0, ptr %r.addr.1289
  br label %cond1290
cond1290:
  %i1293 = load i64, ptr %r.addr.1289
  %v1294 = icmp slt i64 %i1293, 1
  br i1 %v1294, label %body1291, label %exit1292
body1291:
  store i64 0, ptr %s.addr.1295
  br label %cond1296
cond1296:
  %i1299 = load i64, ptr %s.addr.1295
  %v1300 = icmp slt i64 %i1299, 1
  br i1 %v1300, label %body1297, label %exit1298
body1297:
  %v1301 = add i64 %i15, %i1293
  %v1302 = icmp sge i64 %v1301, 0
  %v1303 = icmp slt i64 %v1301, %size.H
  %v1304 = and i1 %v1302, %v1303
  %ins1305 = insertelement <16 x i64> poison, i64 %i1280, i64 0
  %splat1306 = shufflevector <16 x i64> %ins1305, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1307 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1308 = add <16 x i64> %splat1306, %step1307
  %ins1309 = insertelement <16 x i64> poison, i64 %i1299, i64 0
  %splat1310 = shufflevector <16 x i64> %ins1309, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1311 = add <16 x i64> %lane1308, %splat1310
  %ins1312 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1313 = shufflevector <16 x i64> %ins1312, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1314 = icmp sge <16 x i64> %v1311, zeroinitializer
  %v1315 = icmp slt <16 x i64> %v1311, %splat1313
  %v1316 = and <16 x i1> %v1314, %v1315
  %ins1317 = insertelement <16 x i1> poison, i1 %v1304, i64 0
  %splat1318 = shufflevector <16 x i1> %ins1317, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1319 = and <16 x i1> %splat1318, %v1316
  %v1320 = mul i64 %i7, %size.C
  %v1321 = add i64 %v1320, %i1287
  %v1322 = mul i64 %v1321, %size.H
  %v1323 = add i64 %i15, %i1293
  %v1324 = add i64 %v1322, %v1323
  %v1325 = mul i64 %v1324, %size.W
  %v1326 = add i64 %i1280, %i1299
  %v1327 = add i64 %v1325, %v1326
  %p1328 = getelementptr float, ptr %buf.x, i64 %v1327
  %ld1329 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1328, <16 x i1> %v1319, <16 x float> zeroinitializer)
  %v1330 = mul i64 %v26, %size.C
  %v1331 = add i64 %v1330, %i1287
  %v1332 = add i64 %v1331, %i1293
  %v1333 = add i64 %v1332, %i1299
  %p1334 = getelementptr float, ptr %buf.w, i64 %v1333
  %ld1335 = load float, ptr %p1334, align 4
  %ins1336 = insertelement <16 x float> poison, float %ld1335, i64 0
  %splat1337 = shufflevector <16 x float> %ins1336, <16 x float> poison, <16 x i32> zeroinitializer
  %v1338 = fmul contract <16 x float> %ld1329, %splat1337
  %v1339 = add i64 %i15, %i1293
  %v1340 = icmp sge i64 %v1339, 0
  %v1341 = icmp slt i64 %v1339, %size.H
  %v1342 = and i1 %v1340, %v1341
  %ins1343 = insertelement <16 x i64> poison, i64 %i1299, i64 0
  %splat1344 = shufflevector <16 x i64> %ins1343, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1345 = add <16 x i64> %lane1308, %splat1344
  %ins1346 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1347 = shufflevector <16 x i64> %ins1346, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1348 = icmp sge <16 x i64> %v1345, zeroinitializer
  %v1349 = icmp slt <16 x i64> %v1345, %splat1347
  %v1350 = and <16 x i1> %v1348, %v1349
  %ins1351 = insertelement <16 x i1> poison, i1 %v1342, i64 0
  %splat1352 = shufflevector <16 x i1> %ins1351, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1353 = and <16 x i1> %splat1352, %v1350
  %old1354 = load <16 x float>, ptr %acc1282
  %v1355 = fadd <16 x float> %old1354, %v1338
  %v1356 = select <16 x i1> %v1353, <16 x float> %v1355, <16 x float> %old1354
  store <16 x float> %v1356, ptr %acc1282
  %v1357 = add nsw i64 %i1299, 1
  store i64 %v1357, ptr %s.addr.1295
  br label %cond1296
exit1298:
  %v1358 = add nsw i64 %i1293, 1
  store i64 %v1358, ptr %r.addr.1289
  br label %cond1290
exit1292:
  %v1359 = add nsw i64 %i1287, 1
  store i64 %v1359, ptr %c.addr.1283
  br label %cond1284
exit1286:
  %red1360 = load <16 x float>, ptr %acc1282
  %p1361 = getelementptr float, ptr %buf.b, i64 %v26
  %ld1362 = load float, ptr %p1361, align 4
  %ins1363 = insertelement <16 x float> poison, float %ld1362, i64 0
  %splat1364 = shufflevector <16 x float> %ins1363, <16 x float> poison, <16 x i32> zeroinitializer
  %v1365 = fadd contract <16 x float> %splat1364, %red1360
  %v1366 = mul i64 %i7, %size.K
  %v1367 = add i64 %v1366, %v26
  %v1368 = sub i64 %size.H, 1
  %v1369 = add i64 %v1368, 1
  %v1370 = mul i64 %v1367, %v1369
  %v1371 = add i64 %v1370, %i15
  %v1372 = sub i64 %size.W, 1
  %v1373 = add i64 %v1372, 1
  %v1374 = mul i64 %v1371, %v1373
  %v1375 = add i64 %v1374, %i1280
  %p1376 = getelementptr float, ptr %buf.y, i64 %v1375
  store <16 x float> %v1365, ptr %p1376, align 4
  %v1377 = add nsw i64 %i1280, 16
  store i64 %v1377, ptr %q.addr.1275
  br label %cond1277
exit1279:
  %i1378 = load i64, ptr %q.addr.1275
  %v1379 = icmp slt i64 %i1378, %v1274
  br i1 %v1379, label %tail1380, label %done1381
tail1380:
  %mask1382 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1378, i64 %v1274)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1383
  store i64 0, ptr %c.addr.1384
  br label %cond1385
cond1385:
  %i1388 = load i64, ptr %c.addr.1384
  %v1389 = icmp slt i64 %i1388, %size.C
  br i1 %v1389, label %body1386, label %exit1387
body1386:
  store i64 0, ptr %r.addr.1390
  br label %cond1391
cond1391:
  %i1394 = load i64, ptr %r.addr.1390
  %v1395 = icmp slt i64 %i1394, 1
  br i1 %v1395, label %body1392, label %exit1393
body1392:
  store i64 0, ptr %s.addr.1396
  br label %cond1397
cond1397:
  %i1400 = load i64, ptr %s.addr.1396
  %v1401 = icmp slt i64 %i1400, 1
  br i1 %v1401, label %body1398, label %exit1399
body1398:
  %v1402 = add i64 %i15, %i1394
  %v1403 = icmp sge i64 %v1402, 0
  %v1404 = icmp slt i64 %v1402, %size.H
  %v1405 = and i1 %v1403, %v1404
  %ins1406 = insertelement <16 x i64> poison, i64 %i1378, i64 0
  %splat1407 = shufflevector <16 x i64> %ins1406, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1408 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1409 = add <16 x i64> %splat1407, %step1408
  %ins1410 = insertelement <16 x i64> poison, i64 %i1400, i64 0
  %splat1411 = shufflevector <16 x i64> %ins1410, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1412 = add <16 x i64> %lane1409, %splat1411
  %ins1413 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1414 = shufflevector <16 x i64> %ins1413, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1415 = icmp sge <16 x i64> %v1412, zeroinitializer
  %v1416 = icmp slt <16 x i64> %v1412, %splat1414
  %v1417 = and <16 x i1> %v1415, %v1416
  %ins1418 = insertelement <16 x i1> poison, i1 %v1405, i64 0
  %splat1419 = shufflevector <16 x i1> %ins1418, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1420 = and <16 x i1> %splat1419, %v1417
  %v1421 = and <16 x i1> %mask1382, %v1420
  %v1422 = mul i64 %i7, %size.C
  %v1423 = add i64 %v1422, %i1388
  %v1424 = mul i64 %v1423, %size.H
  %v1425 = add i64 %i15, %i1394
  %v1426 = add i64 %v1424, %v1425
  %v1427 = mul i64 %v1426, %size.W
  %v1428 = add i64 %i1378, %i1400
  %v1429 = add i64 %v1427, %v1428
  %p1430 = getelementptr float, ptr %buf.x, i64 %v1429
  %ld1431 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1430, <16 x i1> %v1421, <16 x float> zeroinitializer)
  %v1432 = mul i64 %v26, %size.C
  %v1433 = add i64 %v1432, %i1388
  %v1434 = add i64 %v1433, %i1394
  %v1435 = add i64 %v1434, %i1400
  %p1436 = getelementptr float, ptr %buf.w, i64 %v1435
  %ld1437 = load float, ptr %p1436, align 4
  %ins1438 = insertelement <16 x float> poison, float %ld1437, i64 0
  %splat1439 = shufflevector <16 x float> %ins1438, <16 x float> poison, <16 x i32> zeroinitializer
  %v1440 = fmul contract <16 x float> %ld1431, %splat1439
  %v1441 = add i64 %i15, %i1394
  %v1442 = icmp sge i64 %v1441, 0
  %v1443 = icmp slt i64 %v1441, %size.H
  %v1444 = and i1 %v1442, %v1443
  %ins1445 = insertelement <16 x i64> poison, i64 %i1400, i64 0
  %splat1446 = shufflevector <16 x i64> %ins1445, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1447 = add <16 x i64> %lane1409, %splat1446
  %ins1448 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1449 = shufflevector <16 x i64> %ins1448, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1450 = icmp sge <16 x i64> %v1447, zeroinitializer
  %v1451 = icmp slt <16 x i64> %v1447, %splat1449
  %v1452 = and <16 x i1> %v1450, %v1451
  %ins1453 = insertelement <16 x i1> poison, i1 %v1444, i64 0
  %splat1454 = shufflevector <16 x i1> %ins1453, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1455 = and <16 x i1> %splat1454, %v1452
  %v1456 = and <16 x i1> %mask1382, %v1455
  %old1457 = load <16 x float>, ptr %acc1383
  %v1458 = fadd <16 x float> %old1457, %v1440
  %v1459 = select <16 x i1> %v1456, <16 x float> %v1458, <16 x float> %old1457
  store <16 x float> %v1459, ptr %acc1383
  %v1460 = add nsw i64 %i1400, 1
  store i64 %v1460, ptr %s.addr.1396
  br label %cond1397
exit1399:
  %v1461 = add nsw i64 %i1394, 1
  store i64 %v1461, ptr %r.addr.1390
  br label %cond1391
exit1393:
  %v1462 = add nsw i64 %i1388, 1
  store i64 %v1462, ptr %c.addr.1384
  br label %cond1385
exit1387:
  %red1463 = load <16 x float>, ptr %acc1383
  %p1464 = getelementptr float, ptr %buf.b, i64 %v26
  %ld1465 = load float, ptr %p1464, align 4
  %ins1466 = insertelement <16 x float> poison, float %ld1465, i64 0
  %splat1467 = shufflevector <16 x float> %ins1466, <16 x float> poison, <16 x i32> zeroinitializer
  %v1468 = fadd contract <16 x float> %splat1467, %red1463
  %v1469 = mul i64 %i7, %size.K
  %v1470 = add i64 %v1469, %v26
  %v1471 = sub i64 %size.H, 1
  %v1472 = add i64 %v1471, 1
  %v1473 = mul i64 %v1470, %v1472
  %v1474 = add i64 %v1473, %i15
  %v1475 = sub i64 %size.W, 1
  %v1476 = add i64 %v1475, 1
  %v1477 = mul i64 %v1474, %v1476
  %v1478 = add i64 %v1477, %i1378
  %p1479 = getelementptr float, ptr %buf.y, i64 %v1478
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1468, ptr align 4 %p1479, <16 x i1> %mask1382)
  br label %done1381
done1381:
  %v1480 = add nsw i64 %i22, 4
  store i64 %v1480, ptr %k.addr.17
  br label %cond19
exit21:
  br label %cond1481
cond1481:
  %i1484 = load i64, ptr %k.addr.17
  %v1485 = icmp slt i64 %i1484, %size.K
  br i1 %v1485, label %body1482, label %exit1483
body1482:
  %v1486 = sub i64 %size.W, 1
  %v1487 = add i64 %v1486, 1
  store i64 0, ptr %q.addr.1488
  %v1489 = sub i64 %v1487, 128
  br label %cond1490
cond1490:
  %i1493 = load i64, ptr %q.addr.1488
  %v1494 = icmp sle i64 %i1493, %v1489
  br i1 %v1494, label %body1491, label %exit1492
body1491:
  %v1495 = add nsw i64 %i1493, 16
  %v1496 = add nsw i64 %i1493, 32
  %v1497 = add nsw i64 %i1493, 48
  %v1498 = add nsw i64 %i1493, 64
  %v1499 = add nsw i64 %i1493, 80
  %v1500 = add nsw i64 %i1493, 96
  %v1501 = add nsw i64 %i1493, 112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1502
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1503
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1504
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1505
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1506
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1507
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1508
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1509
  store i64 0, ptr %c.addr.1510
  br label %cond1511
cond1511:
  %i1514 = load i64, ptr %c.addr.1510
  %v1515 = icmp slt i64 %i1514, %size.C
  br i1 %v1515, label %body1512, label %exit1513
body1512:
  store i64 0, ptr %r.addr.1516
  br label %cond1517
cond1517:
  %i1520 = load i64, ptr %r.addr.1516
  %v1521 = icmp slt i64 %i1520, 1
  br i1 %v1521, label %body1518, label %exit1519
body1518:
  store i64 0, ptr %s.addr.1522
  br label %cond1523
cond1523:
  %i1526 = load i64, ptr %s.addr.1522
  %v1527 = icmp slt i64 %i1526, 1
  br i1 %v1527, label %body1524, label %exit1525
body1524:
  %v1528 = add i64 %i15, %i1520
  %v1529 = icmp sge i64 %v1528, 0
  %v1530 = icmp slt i64 %v1528, %size.H
  %v1531 = and i1 %v1529, %v1530
  %ins1532 = insertelement <16 x i64> poison, i64 %i1493, i64 0
  %splat1533 = shufflevector <16 x i64> %ins1532, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1534 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1535 = add <16 x i64> %splat1533, %step1534
  %ins1536 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1537 = shufflevector <16 x i64> %ins1536, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1538 = add <16 x i64> %lane1535, %splat1537
  %ins1539 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1540 = shufflevector <16 x i64> %ins1539, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1541 = icmp sge <16 x i64> %v1538, zeroinitializer
  %v1542 = icmp slt <16 x i64> %v1538, %splat1540
  %v1543 = and <16 x i1> %v1541, %v1542
  %ins1544 = insertelement <16 x i1> poison, i1 %v1531, i64 0
  %splat1545 = shufflevector <16 x i1> %ins1544, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1546 = and <16 x i1> %splat1545, %v1543
  %v1547 = mul i64 %i7, %size.C
  %v1548 = add i64 %v1547, %i1514
  %v1549 = mul i64 %v1548, %size.H
  %v1550 = add i64 %i15, %i1520
  %v1551 = add i64 %v1549, %v1550
  %v1552 = mul i64 %v1551, %size.W
  %v1553 = add i64 %i1493, %i1526
  %v1554 = add i64 %v1552, %v1553
  %p1555 = getelementptr float, ptr %buf.x, i64 %v1554
  %ld1556 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1555, <16 x i1> %v1546, <16 x float> zeroinitializer)
  %v1557 = mul i64 %i1484, %size.C
  %v1558 = add i64 %v1557, %i1514
  %v1559 = add i64 %v1558, %i1520
  %v1560 = add i64 %v1559, %i1526
  %p1561 = getelementptr float, ptr %buf.w, i64 %v1560
  %ld1562 = load float, ptr %p1561, align 4
  %ins1563 = insertelement <16 x float> poison, float %ld1562, i64 0
  %splat1564 = shufflevector <16 x float> %ins1563, <16 x float> poison, <16 x i32> zeroinitializer
  %v1565 = fmul contract <16 x float> %ld1556, %splat1564
  %v1566 = add i64 %i15, %i1520
  %v1567 = icmp sge i64 %v1566, 0
  %v1568 = icmp slt i64 %v1566, %size.H
  %v1569 = and i1 %v1567, %v1568
  %ins1570 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1571 = shufflevector <16 x i64> %ins1570, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1572 = add <16 x i64> %lane1535, %splat1571
  %ins1573 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1574 = shufflevector <16 x i64> %ins1573, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1575 = icmp sge <16 x i64> %v1572, zeroinitializer
  %v1576 = icmp slt <16 x i64> %v1572, %splat1574
  %v1577 = and <16 x i1> %v1575, %v1576
  %ins1578 = insertelement <16 x i1> poison, i1 %v1569, i64 0
  %splat1579 = shufflevector <16 x i1> %ins1578, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1580 = and <16 x i1> %splat1579, %v1577
  %old1581 = load <16 x float>, ptr %acc1502
  %v1582 = fadd <16 x float> %old1581, %v1565
  %v1583 = select <16 x i1> %v1580, <16 x float> %v1582, <16 x float> %old1581
  store <16 x float> %v1583, ptr %acc1502
  %v1584 = add i64 %i15, %i1520
  %v1585 = icmp sge i64 %v1584, 0
  %v1586 = icmp slt i64 %v1584, %size.H
  %v1587 = and i1 %v1585, %v1586
  %ins1588 = insertelement <16 x i64> poison, i64 %v1495, i64 0
  %splat1589 = shufflevector <16 x i64> %ins1588, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1590 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1591 = add <16 x i64> %splat1589, %step1590
  %ins1592 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1593 = shufflevector <16 x i64> %ins1592, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1594 = add <16 x i64> %lane1591, %splat1593
  %ins1595 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1596 = shufflevector <16 x i64> %ins1595, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1597 = icmp sge <16 x i64> %v1594, zeroinitializer
  %v1598 = icmp slt <16 x i64> %v1594, %splat1596
  %v1599 = and <16 x i1> %v1597, %v1598
  %ins1600 = insertelement <16 x i1> poison, i1 %v1587, i64 0
  %splat1601 = shufflevector <16 x i1> %ins1600, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1602 = and <16 x i1> %splat1601, %v1599
  %v1603 = mul i64 %i7, %size.C
  %v1604 = add i64 %v1603, %i1514
  %v1605 = mul i64 %v1604, %size.H
  %v1606 = add i64 %i15, %i1520
  %v1607 = add i64 %v1605, %v1606
  %v1608 = mul i64 %v1607, %size.W
  %v1609 = add i64 %v1495, %i1526
  %v1610 = add i64 %v1608, %v1609
  %p1611 = getelementptr float, ptr %buf.x, i64 %v1610
  %ld1612 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1611, <16 x i1> %v1602, <16 x float> zeroinitializer)
  %v1613 = mul i64 %i1484, %size.C
  %v1614 = add i64 %v1613, %i1514
  %v1615 = add i64 %v1614, %i1520
  %v1616 = add i64 %v1615, %i1526
  %p1617 = getelementptr float, ptr %buf.w, i64 %v1616
  %ld1618 = load float, ptr %p1617, align 4
  %ins1619 = insertelement <16 x float> poison, float %ld1618, i64 0
  %splat1620 = shufflevector <16 x float> %ins1619, <16 x float> poison, <16 x i32> zeroinitializer
  %v1621 = fmul contract <16 x float> %ld1612, %splat1620
  %v1622 = add i64 %i15, %i1520
  %v1623 = icmp sge i64 %v1622, 0
  %v1624 = icmp slt i64 %v1622, %size.H
  %v1625 = and i1 %v1623, %v1624
  %ins1626 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1627 = shufflevector <16 x i64> %ins1626, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1628 = add <16 x i64> %lane1591, %splat1627
  %ins1629 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1630 = shufflevector <16 x i64> %ins1629, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1631 = icmp sge <16 x i64> %v1628, zeroinitializer
  %v1632 = icmp slt <16 x i64> %v1628, %splat1630
  %v1633 = and <16 x i1> %v1631, %v1632
  %ins1634 = insertelement <16 x i1> poison, i1 %v1625, i64 0
  %splat1635 = shufflevector <16 x i1> %ins1634, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1636 = and <16 x i1> %splat1635, %v1633
  %old1637 = load <16 x float>, ptr %acc1503
  %v1638 = fadd <16 x float> %old1637, %v1621
  %v1639 = select <16 x i1> %v1636, <16 x float> %v1638, <16 x float> %old1637
  store <16 x float> %v1639, ptr %acc1503
  %v1640 = add i64 %i15, %i1520
  %v1641 = icmp sge i64 %v1640, 0
  %v1642 = icmp slt i64 %v1640, %size.H
  %v1643 = and i1 %v1641, %v1642
  %ins1644 = insertelement <16 x i64> poison, i64 %v1496, i64 0
  %splat1645 = shufflevector <16 x i64> %ins1644, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1646 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1647 = add <16 x i64> %splat1645, %step1646
  %ins1648 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1649 = shufflevector <16 x i64> %ins1648, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1650 = add <16 x i64> %lane1647, %splat1649
  %ins1651 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1652 = shufflevector <16 x i64> %ins1651, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1653 = icmp sge <16 x i64> %v1650, zeroinitializer
  %v1654 = icmp slt <16 x i64> %v1650, %splat1652
  %v1655 = and <16 x i1> %v1653, %v1654
  %ins1656 = insertelement <16 x i1> poison, i1 %v1643, i64 0
  %splat1657 = shufflevector <16 x i1> %ins1656, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1658 = and <16 x i1> %splat1657, %v1655
  %v1659 = mul i64 %i7, %size.C
  %v1660 = add i64 %v1659, %i1514
  %v1661 = mul i64 %v1660, %size.H
  %v1662 = add i64 %i15, %i1520
  %v1663 = add i64 %v1661, %v1662
  %v1664 = mul i64 %v1663, %size.W
  %v1665 = add i64 %v1496, %i1526
  %v1666 = add i64 %v1664, %v1665
  %p1667 = getelementptr float, ptr %buf.x, i64 %v1666
  %ld1668 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1667, <16 x i1> %v1658, <16 x float> zeroinitializer)
  %v1669 = mul i64 %i1484, %size.C
  %v1670 = add i64 %v1669, %i1514
  %v1671 = add i64 %v1670, %i1520
  %v1672 = add i64 %v1671, %i1526
  %p1673 = getelementptr float, ptr %buf.w, i64 %v1672
  %ld1674 = load float, ptr %p1673, align 4
  %ins1675 = insertelement <16 x float> poison, float %ld1674, i64 0
  %splat1676 = shufflevector <16 x float> %ins1675, <16 x float> poison, <16 x i32> zeroinitializer
  %v1677 = fmul contract <16 x float> %ld1668, %splat1676
  %v1678 = add i64 %i15, %i1520
  %v1679 = icmp sge i64 %v1678, 0
  %v1680 = icmp slt i64 %v1678, %size.H
  %v1681 = and i1 %v1679, %v1680
  %ins1682 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1683 = shufflevector <16 x i64> %ins1682, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1684 = add <16 x i64> %lane1647, %splat1683
  %ins1685 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1686 = shufflevector <16 x i64> %ins1685, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1687 = icmp sge <16 x i64> %v1684, zeroinitializer
  %v1688 = icmp slt <16 x i64> %v1684, %splat1686
  %v1689 = and <16 x i1> %v1687, %v1688
  %ins1690 = insertelement <16 x i1> poison, i1 %v1681, i64 0
  %splat1691 = shufflevector <16 x i1> %ins1690, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1692 = and <16 x i1> %splat1691, %v1689
  %old1693 = load <16 x float>, ptr %acc1504
  %v1694 = fadd <16 x float> %old1693, %v1677
  %v1695 = select <16 x i1> %v1692, <16 x float> %v1694, <16 x float> %old1693
  store <16 x float> %v1695, ptr %acc1504
  %v1696 = add i64 %i15, %i1520
  %v1697 = icmp sge i64 %v1696, 0
  %v1698 = icmp slt i64 %v1696, %size.H
  %v1699 = and i1 %v1697, %v1698
  %ins1700 = insertelement <16 x i64> poison, i64 %v1497, i64 0
  %splat1701 = shufflevector <16 x i64> %ins1700, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1702 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1703 = add <16 x i64> %splat1701, %step1702
  %ins1704 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1705 = shufflevector <16 x i64> %ins1704, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1706 = add <16 x i64> %lane1703, %splat1705
  %ins1707 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1708 = shufflevector <16 x i64> %ins1707, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1709 = icmp sge <16 x i64> %v1706, zeroinitializer
  %v1710 = icmp slt <16 x i64> %v1706, %splat1708
  %v1711 = and <16 x i1> %v1709, %v1710
  %ins1712 = insertelement <16 x i1> poison, i1 %v1699, i64 0
  %splat1713 = shufflevector <16 x i1> %ins1712, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1714 = and <16 x i1> %splat1713, %v1711
  %v1715 = mul i64 %i7, %size.C
  %v1716 = add i64 %v1715, %i1514
  %v1717 = mul i64 %v1716, %size.H
  %v1718 = add i64 %i15, %i1520
  %v1719 = add i64 %v1717, %v1718
  %v1720 = mul i64 %v1719, %size.W
  %v1721 = add i64 %v1497, %i1526
  %v1722 = add i64 %v1720, %v1721
  %p1723 = getelementptr float, ptr %buf.x, i64 %v1722
  %ld1724 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1723, <16 x i1> %v1714, <16 x float> zeroinitializer)
  %v1725 = mul i64 %i1484, %size.C
  %v1726 = add i64 %v1725, %i1514
  %v1727 = add i64 %v1726, %i1520
  %v1728 = add i64 %v1727, %i1526
  %p1729 = getelementptr float, ptr %buf.w, i64 %v1728
  %ld1730 = load float, ptr %p1729, align 4
  %ins1731 = insertelement <16 x float> poison, float %ld1730, i64 0
  %splat1732 = shufflevector <16 x float> %ins1731, <16 x float> poison, <16 x i32> zeroinitializer
  %v1733 = fmul contract <16 x float> %ld1724, %splat1732
  %v1734 = add i64 %i15, %i1520
  %v1735 = icmp sge i64 %v1734, 0
  %v1736 = icmp slt i64 %v1734, %size.H
  %v1737 = and i1 %v1735, %v1736
  %ins1738 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1739 = shufflevector <16 x i64> %ins1738, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1740 = add <16 x i64> %lane1703, %splat1739
  %ins1741 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1742 = shufflevector <16 x i64> %ins1741, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1743 = icmp sge <16 x i64> %v1740, zeroinitializer
  %v1744 = icmp slt <16 x i64> %v1740, %splat1742
  %v1745 = and <16 x i1> %v1743, %v1744
  %ins1746 = insertelement <16 x i1> poison, i1 %v1737, i64 0
  %splat1747 = shufflevector <16 x i1> %ins1746, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1748 = and <16 x i1> %splat1747, %v1745
  %old1749 = load <16 x float>, ptr %acc1505
  %v1750 = fadd <16 x float> %old1749, %v1733
  %v1751 = select <16 x i1> %v1748, <16 x float> %v1750, <16 x float> %old1749
  store <16 x float> %v1751, ptr %acc1505
  %v1752 = add i64 %i15, %i1520
  %v1753 = icmp sge i64 %v1752, 0
  %v1754 = icmp slt i64 %v1752, %size.H
  %v1755 = and i1 %v1753, %v1754
  %ins1756 = insertelement <16 x i64> poison, i64 %v1498, i64 0
  %splat1757 = shufflevector <16 x i64> %ins1756, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1758 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1759 = add <16 x i64> %splat1757, %step1758
  %ins1760 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1761 = shufflevector <16 x i64> %ins1760, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1762 = add <16 x i64> %lane1759, %splat1761
  %ins1763 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1764 = shufflevector <16 x i64> %ins1763, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1765 = icmp sge <16 x i64> %v1762, zeroinitializer
  %v1766 = icmp slt <16 x i64> %v1762, %splat1764
  %v1767 = and <16 x i1> %v1765, %v1766
  %ins1768 = insertelement <16 x i1> poison, i1 %v1755, i64 0
  %splat1769 = shufflevector <16 x i1> %ins1768, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1770 = and <16 x i1> %splat1769, %v1767
  %v1771 = mul i64 %i7, %size.C
  %v1772 = add i64 %v1771, %i1514
  %v1773 = mul i64 %v1772, %size.H
  %v1774 = add i64 %i15, %i1520
  %v1775 = add i64 %v1773, %v1774
  %v1776 = mul i64 %v1775, %size.W
  %v1777 = add i64 %v1498, %i1526
  %v1778 = add i64 %v1776, %v1777
  %p1779 = getelementptr float, ptr %buf.x, i64 %v1778
  %ld1780 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1779, <16 x i1> %v1770, <16 x float> zeroinitializer)
  %v1781 = mul i64 %i1484, %size.C
  %v1782 = add i64 %v1781, %i1514
  %v1783 = add i64 %v1782, %i1520
  %v1784 = add i64 %v1783, %i1526
  %p1785 = getelementptr float, ptr %buf.w, i64 %v1784
  %ld1786 = load float, ptr %p1785, align 4
  %ins1787 = insertelement <16 x float> poison, float %ld1786, i64 0
  %splat1788 = shufflevector <16 x float> %ins1787, <16 x float> poison, <16 x i32> zeroinitializer
  %v1789 = fmul contract <16 x float> %ld1780, %splat1788
  %v1790 = add i64 %i15, %i1520
  %v1791 = icmp sge i64 %v1790, 0
  %v1792 = icmp slt i64 %v1790, %size.H
  %v1793 = and i1 %v1791, %v1792
  %ins1794 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1795 = shufflevector <16 x i64> %ins1794, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1796 = add <16 x i64> %lane1759, %splat1795
  %ins1797 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1798 = shufflevector <16 x i64> %ins1797, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1799 = icmp sge <16 x i64> %v1796, zeroinitializer
  %v1800 = icmp slt <16 x i64> %v1796, %splat1798
  %v1801 = and <16 x i1> %v1799, %v1800
  %ins1802 = insertelement <16 x i1> poison, i1 %v1793, i64 0
  %splat1803 = shufflevector <16 x i1> %ins1802, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1804 = and <16 x i1> %splat1803, %v1801
  %old1805 = load <16 x float>, ptr %acc1506
  %v1806 = fadd <16 x float> %old1805, %v1789
  %v1807 = select <16 x i1> %v1804, <16 x float> %v1806, <16 x float> %old1805
  store <16 x float> %v1807, ptr %acc1506
  %v1808 = add i64 %i15, %i1520
  %v1809 = icmp sge i64 %v1808, 0
  %v1810 = icmp slt i64 %v1808, %size.H
  %v1811 = and i1 %v1809, %v1810
  %ins1812 = insertelement <16 x i64> poison, i64 %v1499, i64 0
  %splat1813 = shufflevector <16 x i64> %ins1812, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1814 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1815 = add <16 x i64> %splat1813, %step1814
  %ins1816 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1817 = shufflevector <16 x i64> %ins1816, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1818 = add <16 x i64> %lane1815, %splat1817
  %ins1819 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1820 = shufflevector <16 x i64> %ins1819, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1821 = icmp sge <16 x i64> %v1818, zeroinitializer
  %v1822 = icmp slt <16 x i64> %v1818, %splat1820
  %v1823 = and <16 x i1> %v1821, %v1822
  %ins1824 = insertelement <16 x i1> poison, i1 %v1811, i64 0
  %splat1825 = shufflevector <16 x i1> %ins1824, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1826 = and <16 x i1> %splat1825, %v1823
  %v1827 = mul i64 %i7, %size.C
  %v1828 = add i64 %v1827, %i1514
  %v1829 = mul i64 %v1828, %size.H
  %v1830 = add i64 %i15, %i1520
  %v1831 = add i64 %v1829, %v1830
  %v1832 = mul i64 %v1831, %size.W
  %v1833 = add i64 %v1499, %i1526
  %v1834 = add i64 %v1832, %v1833
  %p1835 = getelementptr float, ptr %buf.x, i64 %v1834
  %ld1836 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1835, <16 x i1> %v1826, <16 x float> zeroinitializer)
  %v1837 = mul i64 %i1484, %size.C
  %v1838 = add i64 %v1837, %i1514
  %v1839 = add i64 %v1838, %i1520
  %v1840 = add i64 %v1839, %i1526
  %p1841 = getelementptr float, ptr %buf.w, i64 %v1840
  %ld1842 = load float, ptr %p1841, align 4
  %ins1843 = insertelement <16 x float> poison, float %ld1842, i64 0
  %splat1844 = shufflevector <16 x float> %ins1843, <16 x float> poison, <16 x i32> zeroinitializer
  %v1845 = fmul contract <16 x float> %ld1836, %splat1844
  %v1846 = add i64 %i15, %i1520
  %v1847 = icmp sge i64 %v1846, 0
  %v1848 = icmp slt i64 %v1846, %size.H
  %v1849 = and i1 %v1847, %v1848
  %ins1850 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1851 = shufflevector <16 x i64> %ins1850, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1852 = add <16 x i64> %lane1815, %splat1851
  %ins1853 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1854 = shufflevector <16 x i64> %ins1853, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1855 = icmp sge <16 x i64> %v1852, zeroinitializer
  %v1856 = icmp slt <16 x i64> %v1852, %splat1854
  %v1857 = and <16 x i1> %v1855, %v1856
  %ins1858 = insertelement <16 x i1> poison, i1 %v1849, i64 0
  %splat1859 = shufflevector <16 x i1> %ins1858, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1860 = and <16 x i1> %splat1859, %v1857
  %old1861 = load <16 x float>, ptr %acc1507
  %v1862 = fadd <16 x float> %old1861, %v1845
  %v1863 = select <16 x i1> %v1860, <16 x float> %v1862, <16 x float> %old1861
  store <16 x float> %v1863, ptr %acc1507
  %v1864 = add i64 %i15, %i1520
  %v1865 = icmp sge i64 %v1864, 0
  %v1866 = icmp slt i64 %v1864, %size.H
  %v1867 = and i1 %v1865, %v1866
  %ins1868 = insertelement <16 x i64> poison, i64 %v1500, i64 0
  %splat1869 = shufflevector <16 x i64> %ins1868, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1870 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1871 = add <16 x i64> %splat1869, %step1870
  %ins1872 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1873 = shufflevector <16 x i64> %ins1872, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1874 = add <16 x i64> %lane1871, %splat1873
  %ins1875 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1876 = shufflevector <16 x i64> %ins1875, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1877 = icmp sge <16 x i64> %v1874, zeroinitializer
  %v1878 = icmp slt <16 x i64> %v1874, %splat1876
  %v1879 = and <16 x i1> %v1877, %v1878
  %ins1880 = insertelement <16 x i1> poison, i1 %v1867, i64 0
  %splat1881 = shufflevector <16 x i1> %ins1880, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1882 = and <16 x i1> %splat1881, %v1879
  %v1883 = mul i64 %i7, %size.C
  %v1884 = add i64 %v1883, %i1514
  %v1885 = mul i64 %v1884, %size.H
  %v1886 = add i64 %i15, %i1520
  %v1887 = add i64 %v1885, %v1886
  %v1888 = mul i64 %v1887, %size.W
  %v1889 = add i64 %v1500, %i1526
  %v1890 = add i64 %v1888, %v1889
  %p1891 = getelementptr float, ptr %buf.x, i64 %v1890
  %ld1892 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1891, <16 x i1> %v1882, <16 x float> zeroinitializer)
  %v1893 = mul i64 %i1484, %size.C
  %v1894 = add i64 %v1893, %i1514
  %v1895 = add i64 %v1894, %i1520
  %v1896 = add i64 %v1895, %i1526
  %p1897 = getelementptr float, ptr %buf.w, i64 %v1896
  %ld1898 = load float, ptr %p1897, align 4
  %ins1899 = insertelement <16 x float> poison, float %ld1898, i64 0
  %splat1900 = shufflevector <16 x float> %ins1899, <16 x float> poison, <16 x i32> zeroinitializer
  %v1901 = fmul contract <16 x float> %ld1892, %splat1900
  %v1902 = add i64 %i15, %i1520
  %v1903 = icmp sge i64 %v1902, 0
  %v1904 = icmp slt i64 %v1902, %size.H
  %v1905 = and i1 %v1903, %v1904
  %ins1906 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1907 = shufflevector <16 x i64> %ins1906, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1908 = add <16 x i64> %lane1871, %splat1907
  %ins1909 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1910 = shufflevector <16 x i64> %ins1909, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1911 = icmp sge <16 x i64> %v1908, zeroinitializer
  %v1912 = icmp slt <16 x i64> %v1908, %splat1910
  %v1913 = and <16 x i1> %v1911, %v1912
  %ins1914 = insertelement <16 x i1> poison, i1 %v1905, i64 0
  %splat1915 = shufflevector <16 x i1> %ins1914, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1916 = and <16 x i1> %splat1915, %v1913
  %old1917 = load <16 x float>, ptr %acc1508
  %v1918 = fadd <16 x float> %old1917, %v1901
  %v1919 = select <16 x i1> %v1916, <16 x float> %v1918, <16 x float> %old1917
  store <16 x float> %v1919, ptr %acc1508
  %v1920 = add i64 %i15, %i1520
  %v1921 = icmp sge i64 %v1920, 0
  %v1922 = icmp slt i64 %v1920, %size.H
  %v1923 = and i1 %v1921, %v1922
  %ins1924 = insertelement <16 x i64> poison, i64 %v1501, i64 0
  %splat1925 = shufflevector <16 x i64> %ins1924, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1926 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1927 = add <16 x i64> %splat1925, %step1926
  %ins1928 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1929 = shufflevector <16 x i64> %ins1928, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1930 = add <16 x i64> %lane1927, %splat1929
  %ins1931 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1932 = shufflevector <16 x i64> %ins1931, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1933 = icmp sge <16 x i64> %v1930, zeroinitializer
  %v1934 = icmp slt <16 x i64> %v1930, %splat1932
  %v1935 = and <16 x i1> %v1933, %v1934
  %ins1936 = insertelement <16 x i1> poison, i1 %v1923, i64 0
  %splat1937 = shufflevector <16 x i1> %ins1936, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1938 = and <16 x i1> %splat1937, %v1935
  %v1939 = mul i64 %i7, %size.C
  %v1940 = add i64 %v1939, %i1514
  %v1941 = mul i64 %v1940, %size.H
  %v1942 = add i64 %i15, %i1520
  %v1943 = add i64 %v1941, %v1942
  %v1944 = mul i64 %v1943, %size.W
  %v1945 = add i64 %v1501, %i1526
  %v1946 = add i64 %v1944, %v1945
  %p1947 = getelementptr float, ptr %buf.x, i64 %v1946
  %ld1948 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1947, <16 x i1> %v1938, <16 x float> zeroinitializer)
  %v1949 = mul i64 %i1484, %size.C
  %v1950 = add i64 %v1949, %i1514
  %v1951 = add i64 %v1950, %i1520
  %v1952 = add i64 %v1951, %i1526
  %p1953 = getelementptr float, ptr %buf.w, i64 %v1952
  %ld1954 = load float, ptr %p1953, align 4
  %ins1955 = insertelement <16 x float> poison, float %ld1954, i64 0
  %splat1956 = shufflevector <16 x float> %ins1955, <16 x float> poison, <16 x i32> zeroinitializer
  %v1957 = fmul contract <16 x float> %ld1948, %splat1956
  %v1958 = add i64 %i15, %i1520
  %v1959 = icmp sge i64 %v1958, 0
  %v1960 = icmp slt i64 %v1958, %size.H
  %v1961 = and i1 %v1959, %v1960
  %ins1962 = insertelement <16 x i64> poison, i64 %i1526, i64 0
  %splat1963 = shufflevector <16 x i64> %ins1962, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1964 = add <16 x i64> %lane1927, %splat1963
  %ins1965 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1966 = shufflevector <16 x i64> %ins1965, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1967 = icmp sge <16 x i64> %v1964, zeroinitializer
  %v1968 = icmp slt <16 x i64> %v1964, %splat1966
  %v1969 = and <16 x i1> %v1967, %v1968
  %ins1970 = insertelement <16 x i1> poison, i1 %v1961, i64 0
  %splat1971 = shufflevector <16 x i1> %ins1970, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1972 = and <16 x i1> %splat1971, %v1969
  %old1973 = load <16 x float>, ptr %acc1509
  %v1974 = fadd <16 x float> %old1973, %v1957
  %v1975 = select <16 x i1> %v1972, <16 x float> %v1974, <16 x float> %old1973
  store <16 x float> %v1975, ptr %acc1509
  %v1976 = add nsw i64 %i1526, 1
  store i64 %v1976, ptr %s.addr.1522
  br label %cond1523
exit1525:
  %v1977 = add nsw i64 %i1520, 1
  store i64 %v1977, ptr %r.addr.1516
  br label %cond1517
exit1519:
  %v1978 = add nsw i64 %i1514, 1
  store i64 %v1978, ptr %c.addr.1510
  br label %cond1511
exit1513:
  %red1979 = load <16 x float>, ptr %acc1502
  %red1980 = load <16 x float>, ptr %acc1503
  %red1981 = load <16 x float>, ptr %acc1504
  %red1982 = load <16 x float>, ptr %acc1505
  %red1983 = load <16 x float>, ptr %acc1506
  %red1984 = load <16 x float>, ptr %acc1507
  %red1985 = load <16 x float>, ptr %acc1508
  %red1986 = load <16 x float>, ptr %acc1509
  %p1987 = getelementptr float, ptr %buf.b, i64 %i1484
  %ld1988 = load float, ptr %p1987, align 4
  %ins1989 = insertelement <16 x float> poison, float %ld1988, i64 0
  %splat1990 = shufflevector <16 x float> %ins1989, <16 x float> poison, <16 x i32> zeroinitializer
  %v1991 = fadd contract <16 x float> %splat1990, %red1979
  %v1992 = mul i64 %i7, %size.K
  %v1993 = add i64 %v1992, %i1484
  %v1994 = sub i64 %size.H, 1
  %v1995 = add i64 %v1994, 1
  %v1996 = mul i64 %v1993, %v1995
  %v1997 = add i64 %v1996, %i15
  %v1998 = sub i64 %size.W, 1
  %v1999 = add i64 %v1998, 1
  %v2000 = mul i64 %v1997, %v1999
  %v2001 = add i64 %v2000, %i1493
  %p2002 = getelementptr float, ptr %buf.y, i64 %v2001
  store <16 x float> %v1991, ptr %p2002, align 4
  %p2003 = getelementptr float, ptr %buf.b, i64 %i1484
  %ld2004 = load float, ptr %p2003, align 4
  %ins2005 = insertelement <16 x float> poison, float %ld2004, i64 0
  %splat2006 = shufflevector <16 x float> %ins2005, <16 x float> poison, <16 x i32> zeroinitializer
  %v2007 = fadd contract <16 x float> %splat2006, %red1980
  %v2008 = mul i64 %i7, %size.K
  %v2009 = add i64 %v2008, %i1484
  %v2010 = sub i64 %size.H, 1
  %v2011 = add i64 %v2010, 1
  %v2012 = mul i64 %v2009, %v2011
  %v2013 = add i64 %v2012, %i15
  %v2014 = sub i64 %size.W, 1
  %v2015 = add i64 %v2014, 1
  %v2016 = mul i64 %v2013, %v2015
  %v2017 = add i64 %v2016, %v1495
  %p2018 = getelementptr float, ptr %buf.y, i64 %v2017
  store <16 x float> %v2007, ptr %p2018, align 4
  %p2019 = getelementptr float, ptr %buf.b, i64 %i1484
  %ld2020 = load float, ptr %p2019, align 4
  %ins2021 = insertelement <16 x float> poison, float %ld2020, i64 0
  %splat2022 = shufflevector <16 x float> %ins2021, <16 x float> poison, <16 x i32> zeroinitializer
  %v2023 = fadd contract <16 x float> %splat2022, %red1981
  %v2024 = mul i64 %i7, %size.K
  %v2025 = add i64 %v2024, %i1484
  %v2026 = sub i64 %size.H, 1
  %v2027 = add i64 %v2026, 1
  %v2028 = mul i64 %v2025, %v2027
  %v2029 = add i64 %v2028, %i15
  %v2030 = sub i64 %size.W, 1
  %v2031 = add i64 %v2030, 1
  %v2032 = mul i64 %v2029, %v2031
  %v2033 = add i64 %v2032, %v1496
  %p2034 = getelementptr float, ptr %buf.y, i64 %v2033
  store <16 x float> %v2023, ptr %p2034, align 4
  %p2035 = getelementptr float, ptr %buf.b, i64 %i1484
  %ld2036 = load float, ptr %p2035, align 4
  %ins2037 = insertelement <16 x float> poison, float %ld2036, i64 0
  %splat2038 = shufflevector <16 x float> %ins2037, <16 x float> poison, <16 x i32> zeroinitializer
  %v2039 = fadd contract <16 x float> %splat2038, %red1982
  %v2040 = mul i64 %i7, %size.K
  %v2041 = add i64 %v2040, %i1484
  %v2042 = sub i64 %size.H, 1
  %v2043 = add i64 %v2042, 1
  %v2044 = mul i64 %v2041, %v2043
  %v2045 = add i64 %v2044, %i15
  %v2046 = sub i64 %size.W, 1
  %v2047 = add i64 %v2046, 1
  %v2048 = mul i64 %v2045, %v2047
  %v2049 = add i64 %v2048, %v1497
  %p2050 = getelementptr float, ptr %buf.y, i64 %v2049
  store <16 x float> %v2039, ptr %p2050, align 4
  %p2051 = getelementptr float, ptr %buf.b, i64 %i1484
  %ld2052 = load float, ptr %p2051, align 4
  %ins2053 = insertelement <16 x float> poison, float %ld2052, i64 0
  %splat2054 = shufflevector <16 x float> %ins2053, <16 x float> poison, <16 x i32> zeroinitializer
  %v2055 = fadd contract <16 x float> %splat2054, %red1983
  %v2056 = mul i64 %i7, %size.K
  %v2057 = add i64 %v2056, %i1484
  %v2058 = sub i64 %size.H, 1
  %v2059 = add i64 %v2058, 1
  %v2060 = mul i64 %v2057, %v2059
  %v2061 = add i64 %v2060, %i15
  %v2062 = sub i64 %size.W, 1
  %v2063 = add i64 %v2062, 1
  %v2064 = mul i64 %v2061, %v2063
  %v2065 = add i64 %v2064, %v1498
  %p2066 = getelementptr float, ptr %buf.y, i64 %v2065
  store <16 x float> %v2055, ptr %p2066, align 4
  %p2067 = getelementptr float, ptr %buf.b, i64 %i1484
  %ld2068 = load float, ptr %p2067, align 4
  %ins2069 = insertelement <16 x float> poison, float %ld2068, i64 0
  %splat2070 = shufflevector <16 x float> %ins2069, <16 x float> poison, <16 x i32> zeroinitializer
  %v2071 = fadd contract <16 x float> %splat2070, %red1984
  %v2072 = mul i64 %i7, %size.K
  %v2073 = add i64 %v2072, %i1484
  %v2074 = sub i64 %size.H, 1
  %v2075 = add i64 %v2074, 1
  %v2076 = mul i64 %v2073, %v2075
  %v2077 = add i64 %v2076, %i15
  %v2078 = sub i64 %size.W, 1
  %v2079 = add i64 %v2078, 1
  %v2080 = mul i64 %v2077, %v2079
  %v2081 = add i64 %v2080, %v1499
  %p2082 = getelementptr float, ptr %buf.y, i64 %v2081
  store <16 x float> %v2071, ptr %p2082, align 4
  %p2083 = getelementptr float, ptr %buf.b, i64 %i1484
  %ld2084 = load float, ptr %p2083, align 4
  %ins2085 = insertelement <16 x float> poison, float %ld2084, i64 0
  %splat2086 = shufflevector <16 x float> %ins2085, <16 x float> poison, <16 x i32> zeroinitializer
  %v2087 = fadd contract <16 x float> %splat2086, %red1985
  %v2088 = mul i64 %i7, %size.K
  %v2089 = add i64 %v2088, %i1484
  %v2090 = sub i64 %size.H, 1
  %v2091 = add i64 %v2090, 1
  %v2092 = mul i64 %v2089, %v2091
  %v2093 = add i64 %v2092, %i15
  %v2094 = sub i64 %size.W, 1
  %v2095 = add i64 %v2094, 1
  %v2096 = mul i64 %v2093, %v2095
  %v2097 = add i64 %v2096, %v1500
  %p2098 = getelementptr float, ptr %buf.y, i64 %v2097
  store <16 x float> %v2087, ptr %p2098, align 4
  %p2099 = getelementptr float, ptr %buf.b, i64 %i1484
  %ld2100 = load float, ptr %p2099, align 4
  %ins2101 = insertelement <16 x float> poison, float %ld2100, i64 0
  %splat2102 = shufflevector <16 x float> %ins2101, <16 x float> poison, <16 x i32> zeroinitializer
  %v2103 = fadd contract <16 x float> %splat2102, %red1986
  %v2104 = mul i64 %i7, %size.K
  %v2105 = add i64 %v2104, %i1484
  %v2106 = sub i64 %size.H, 1
  %v2107 = add i64 %v2106, 1
  %v2108 = mul i64 %v2105, %v2107
  %v2109 = add i64 %v2108, %i15
  %v2110 = sub i64 %size.W, 1
  %v2111 = add i64 %v2110, 1
  %v2112 = mul i64 %v2109, %v2111
  %v2113 = add i64 %v2112, %v1501
  %p2114 = getelementptr float, ptr %buf.y, i64 %v2113
  store <16 x float> %v2103, ptr %p2114, align 4
  %v2115 = add nsw i64 %i1493, 128
  store i64 %v2115, ptr %q.addr.1488
  br label %cond1490
exit1492:
  %v2116 = load i64, ptr %q.addr.1488
  %v2117 = sub i64 %size.W, 1
  %v2118 = add i64 %v2117, 1
  store i64 %v2116, ptr %q.addr.2119
  %v2120 = sub i64 %v2118, 16
  br label %cond2121
cond2121:
  %i2124 = load i64, ptr %q.addr.2119
  %v2125 = icmp sle i64 %i2124, %v2120
  br i1 %v2125, label %body2122, label %exit2123
body2122:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2126
  store i64 0, ptr %c.addr.2127
  br label %cond2128
cond2128:
  %i2131 = load i64, ptr %c.addr.2127
  %v2132 = icmp slt i64 %i2131, %size.C
  br i1 %v2132, label %body2129, label %exit2130
body2129:
  store i64 0, ptr %r.addr.2133
  br label %cond2134
cond2134:
  %i2137 = load i64, ptr %r.addr.2133
  %v2138 = icmp slt i64 %i2137, 1
  br i1 %v2138, label %body2135, label %exit2136
body2135:
  store i64 0, ptr %s.addr.2139
  br label %cond2140
cond2140:
  %i2143 = load i64, ptr %s.addr.2139
  %v2144 = icmp slt i64 %i2143, 1
  br i1 %v2144, label %body2141, label %exit2142
body2141:
  %v2145 = add i64 %i15, %i2137
  %v2146 = icmp sge i64 %v2145, 0
  %v2147 = icmp slt i64 %v2145, %size.H
  %v2148 = and i1 %v2146, %v2147
  %ins2149 = insertelement <16 x i64> poison, i64 %i2124, i64 0
  %splat2150 = shufflevector <16 x i64> %ins2149, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2151 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2152 = add <16 x i64> %splat2150, %step2151
  %ins2153 = insertelement <16 x i64> poison, i64 %i2143, i64 0
  %splat2154 = shufflevector <16 x i64> %ins2153, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2155 = add <16 x i64> %lane2152, %splat2154
  %ins2156 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2157 = shufflevector <16 x i64> %ins2156, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2158 = icmp sge <16 x i64> %v2155, zeroinitializer
  %v2159 = icmp slt <16 x i64> %v2155, %splat2157
  %v2160 = and <16 x i1> %v2158, %v2159
  %ins2161 = insertelement <16 x i1> poison, i1 %v2148, i64 0
  %splat2162 = shufflevector <16 x i1> %ins2161, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2163 = and <16 x i1> %splat2162, %v2160
  %v2164 = mul i64 %i7, %size.C
  %v2165 = add i64 %v2164, %i2131
  %v2166 = mul i64 %v2165, %size.H
  %v2167 = add i64 %i15, %i2137
  %v2168 = add i64 %v2166, %v2167
  %v2169 = mul i64 %v2168, %size.W
  %v2170 = add i64 %i2124, %i2143
  %v2171 = add i64 %v2169, %v2170
  %p2172 = getelementptr float, ptr %buf.x, i64 %v2171
  %ld2173 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2172, <16 x i1> %v2163, <16 x float> zeroinitializer)
  %v2174 = mul i64 %i1484, %size.C
  %v2175 = add i64 %v2174, %i2131
  %v2176 = add i64 %v2175, %i2137
  %v2177 = add i64 %v2176, %i2143
  %p2178 = getelementptr float, ptr %buf.w, i64 %v2177
  %ld2179 = load float, ptr %p2178, align 4
  %ins2180 = insertelement <16 x float> poison, float %ld2179, i64 0
  %splat2181 = shufflevector <16 x float> %ins2180, <16 x float> poison, <16 x i32> zeroinitializer
  %v2182 = fmul contract <16 x float> %ld2173, %splat2181
  %v2183 = add i64 %i15, %i2137
  %v2184 = icmp sge i64 %v2183, 0
  %v2185 = icmp slt i64 %v2183, %size.H
  %v2186 = and i1 %v2184, %v2185
  %ins2187 = insertelement <16 x i64> poison, i64 %i2143, i64 0
  %splat2188 = shufflevector <16 x i64> %ins2187, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2189 = add <16 x i64> %lane2152, %splat2188
  %ins2190 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2191 = shufflevector <16 x i64> %ins2190, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2192 = icmp sge <16 x i64> %v2189, zeroinitializer
  %v2193 = icmp slt <16 x i64> %v2189, %splat2191
  %v2194 = and <16 x i1> %v2192, %v2193
  %ins2195 = insertelement <16 x i1> poison, i1 %v2186, i64 0
  %splat2196 = shufflevector <16 x i1> %ins2195, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2197 = and <16 x i1> %splat2196, %v2194
  %old2198 = load <16 x float>, ptr %acc2126
  %v2199 = fadd <16 x float> %old2198, %v2182
  %v2200 = select <16 x i1> %v2197, <16 x float> %v2199, <16 x float> %old2198
  store <16 x float> %v2200, ptr %acc2126
  %v2201 = add nsw i64 %i2143, 1
  store i64 %v2201, ptr %s.addr.2139
  br label %cond2140
exit2142:
  %v2202 = add nsw i64 %i2137, 1
  store i64 %v2202, ptr %r.addr.2133
  br label %cond2134
exit2136:
  %v2203 = add nsw i64 %i2131, 1
  store i64 %v2203, ptr %c.addr.2127
  br label %cond2128
exit2130:
  %red2204 = load <16 x float>, ptr %acc2126
  %p2205 = getelementptr float, ptr %buf.b, i64 %i1484
  %ld2206 = load float, ptr %p2205, align 4
  %ins2207 = insertelement <16 x float> poison, float %ld2206, i64 0
  %splat2208 = shufflevector <16 x float> %ins2207, <16 x float> poison, <16 x i32> zeroinitializer
  %v2209 = fadd contract <16 x float> %splat2208, %red2204
  %v2210 = mul i64 %i7, %size.K
  %v2211 = add i64 %v2210, %i1484
  %v2212 = sub i64 %size.H, 1
  %v2213 = add i64 %v2212, 1
  %v2214 = mul i64 %v2211, %v2213
  %v2215 = add i64 %v2214, %i15
  %v2216 = sub i64 %size.W, 1
  %v2217 = add i64 %v2216, 1
  %v2218 = mul i64 %v2215, %v2217
  %v2219 = add i64 %v2218, %i2124
  %p2220 = getelementptr float, ptr %buf.y, i64 %v2219
  store <16 x float> %v2209, ptr %p2220, align 4
  %v2221 = add nsw i64 %i2124, 16
  store i64 %v2221, ptr %q.addr.2119
  br label %cond2121
exit2123:
  %i2222 = load i64, ptr %q.addr.2119
  %v2223 = icmp slt i64 %i2222, %v2118
  br i1 %v2223, label %tail2224, label %done2225
tail2224:
  %mask2226 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2222, i64 %v2118)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2227
  store i64 0, ptr %c.addr.2228
  br label %cond2229
cond2229:
  %i2232 = load i64, ptr %c.addr.2228
  %v2233 = icmp slt i64 %i2232, %size.C
  br i1 %v2233, label %body2230, label %exit2231
body2230:
  store i64 0, ptr %r.addr.2234
  br label %cond2235
cond2235:
  %i2238 = load i64, ptr %r.addr.2234
  %v2239 = icmp slt i64 %i2238, 1
  br i1 %v2239, label %body2236, label %exit2237
body2236:
  store i64 0, ptr %s.addr.2240
  br label %cond2241
cond2241:
  %i2244 = load i64, ptr %s.addr.2240
  %v2245 = icmp slt i64 %i2244, 1
  br i1 %v2245, label %body2242, label %exit2243
body2242:
  %v2246 = add i64 %i15, %i2238
  %v2247 = icmp sge i64 %v2246, 0
  %v2248 = icmp slt i64 %v2246, %size.H
  %v2249 = and i1 %v2247, %v2248
  %ins2250 = insertelement <16 x i64> poison, i64 %i2222, i64 0
  %splat2251 = shufflevector <16 x i64> %ins2250, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2252 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2253 = add <16 x i64> %splat2251, %step2252
  %ins2254 = insertelement <16 x i64> poison, i64 %i2244, i64 0
  %splat2255 = shufflevector <16 x i64> %ins2254, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2256 = add <16 x i64> %lane2253, %splat2255
  %ins2257 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2258 = shufflevector <16 x i64> %ins2257, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2259 = icmp sge <16 x i64> %v2256, zeroinitializer
  %v2260 = icmp slt <16 x i64> %v2256, %splat2258
  %v2261 = and <16 x i1> %v2259, %v2260
  %ins2262 = insertelement <16 x i1> poison, i1 %v2249, i64 0
  %splat2263 = shufflevector <16 x i1> %ins2262, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2264 = and <16 x i1> %splat2263, %v2261
  %v2265 = and <16 x i1> %mask2226, %v2264
  %v2266 = mul i64 %i7, %size.C
  %v2267 = add i64 %v2266, %i2232
  %v2268 = mul i64 %v2267, %size.H
  %v2269 = add i64 %i15, %i2238
  %v2270 = add i64 %v2268, %v2269
  %v2271 = mul i64 %v2270, %size.W
  %v2272 = add i64 %i2222, %i2244
  %v2273 = add i64 %v2271, %v2272
  %p2274 = getelementptr float, ptr %buf.x, i64 %v2273
  %ld2275 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2274, <16 x i1> %v2265, <16 x float> zeroinitializer)
  %v2276 = mul i64 %i1484, %size.C
  %v2277 = add i64 %v2276, %i2232
  %v2278 = add i64 %v2277, %i2238
  %v2279 = add i64 %v2278, %i2244
  %p2280 = getelementptr float, ptr %buf.w, i64 %v2279
  %ld2281 = load float, ptr %p2280, align 4
  %ins2282 = insertelement <16 x float> poison, float %ld2281, i64 0
  %splat2283 = shufflevector <16 x float> %ins2282, <16 x float> poison, <16 x i32> zeroinitializer
  %v2284 = fmul contract <16 x float> %ld2275, %splat2283
  %v2285 = add i64 %i15, %i2238
  %v2286 = icmp sge i64 %v2285, 0
  %v2287 = icmp slt i64 %v2285, %size.H
  %v2288 = and i1 %v2286, %v2287
  %ins2289 = insertelement <16 x i64> poison, i64 %i2244, i64 0
  %splat2290 = shufflevector <16 x i64> %ins2289, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2291 = add <16 x i64> %lane2253, %splat2290
  %ins2292 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2293 = shufflevector <16 x i64> %ins2292, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2294 = icmp sge <16 x i64> %v2291, zeroinitializer
  %v2295 = icmp slt <16 x i64> %v2291, %splat2293
  %v2296 = and <16 x i1> %v2294, %v2295
  %ins2297 = insertelement <16 x i1> poison, i1 %v2288, i64 0
  %splat2298 = shufflevector <16 x i1> %ins2297, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2299 = and <16 x i1> %splat2298, %v2296
  %v2300 = and <16 x i1> %mask2226, %v2299
  %old2301 = load <16 x float>, ptr %acc2227
  %v2302 = fadd <16 x float> %old2301, %v2284
  %v2303 = select <16 x i1> %v2300, <16 x float> %v2302, <16 x float> %old2301
  store <16 x float> %v2303, ptr %acc2227
  %v2304 = add nsw i64 %i2244, 1
  store i64 %v2304, ptr %s.addr.2240
  br label %cond2241
exit2243:
  %v2305 = add nsw i64 %i2238, 1
  store i64 %v2305, ptr %r.addr.2234
  br label %cond2235
exit2237:
  %v2306 = add nsw i64 %i2232, 1
  store i64 %v2306, ptr %c.addr.2228
  br label %cond2229
exit2231:
  %red2307 = load <16 x float>, ptr %acc2227
  %p2308 = getelementptr float, ptr %buf.b, i64 %i1484
  %ld2309 = load float, ptr %p2308, align 4
  %ins2310 = insertelement <16 x float> poison, float %ld2309, i64 0
  %splat2311 = shufflevector <16 x float> %ins2310, <16 x float> poison, <16 x i32> zeroinitializer
  %v2312 = fadd contract <16 x float> %splat2311, %red2307
  %v2313 = mul i64 %i7, %size.K
  %v2314 = add i64 %v2313, %i1484
  %v2315 = sub i64 %size.H, 1
  %v2316 = add i64 %v2315, 1
  %v2317 = mul i64 %v2314, %v2316
  %v2318 = add i64 %v2317, %i15
  %v2319 = sub i64 %size.W, 1
  %v2320 = add i64 %v2319, 1
  %v2321 = mul i64 %v2318, %v2320
  %v2322 = add i64 %v2321, %i2222
  %p2323 = getelementptr float, ptr %buf.y, i64 %v2322
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2312, ptr align 4 %p2323, <16 x i1> %mask2226)
  br label %done2225
done2225:
  %v2324 = add nsw i64 %i1484, 1
  store i64 %v2324, ptr %k.addr.17
  br label %cond1481
exit1483:
  %v2325 = add nsw i64 %i15, 1
  store i64 %v2325, ptr %p.addr.11
  br label %cond12
exit14:
  %v2326 = add nsw i64 %i7, 1
  store i64 %v2326, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}




declare void @llvm.x86.sse.sfence()

define void @"jr.op.conv2d.epilogue"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size._o0, i64 %size._o1, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v69 = sub i64 %size.H, 1
  %v70 = add i64 %v69, 1
  %v71 = mul i64 %size.K, %v70
  %v72 = sub i64 %size.W, 1
  %v73 = add i64 %v72, 1
  %v74 = mul i64 %v71, %v73
  %v75 = icmp sge i64 %v74, 2097152
  %v2 = icmp slt i64 %range.hi, %size._mtc
  %v3 = select i1 %v2, i64 %range.hi, i64 %size._mtc
  store i64 %range.lo, ptr %_mi.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_mi.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %_ni.addr.9
  %i10 = load i64, ptr %_ni.addr.9
  %v11 = mul i64 %size._o0, %size.K
  %v12 = add i64 %size._mt0, %i7
  %v13 = add i64 %v11, %v12
  %v14 = sub i64 %size.H, 1
  %v15 = add i64 %v14, 1
  %v16 = mul i64 %v13, %v15
  %v17 = add i64 %v16, %size._o1
  %v18 = sub i64 %size.W, 1
  %v19 = add i64 %v18, 1
  %v20 = mul i64 %v17, %v19
  %v21 = add i64 %size._nt0, %i10
  %v22 = add i64 %v20, %v21
  %p23 = getelementptr float, ptr %buf.y, i64 %v22
  %v24 = ptrtoint ptr %p23 to i64
  %v25 = lshr i64 %v24, 2
  %v26 = sub i64 0, %v25
  %v27 = and i64 %v26, 15
  %v28 = sub i64 %size._ntc, %i10
  %v29 = icmp sge i64 %v28, 128
  %v30 = select i1 %v29, i64 %v27, i64 0
  %v31 = icmp sgt i64 %v30, 0
  br i1 %v31, label %peel32, label %aligned33
peel32:
  %v34 = add nsw i64 %i10, %v30
  %mask35 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v34)
  %v36 = add i64 %size._mt0, %i7
  %p37 = getelementptr float, ptr %buf.b, i64 %v36
  %ld38 = load float, ptr %p37, align 4
  %v39 = mul i64 %size._o0, %size.K
  %v40 = add i64 %size._mt0, %i7
  %v41 = add i64 %v39, %v40
  %v42 = sub i64 %size.H, 1
  %v43 = add i64 %v42, 1
  %v44 = mul i64 %v41, %v43
  %v45 = add i64 %v44, %size._o1
  %v46 = sub i64 %size.W, 1
  %v47 = add i64 %v46, 1
  %v48 = mul i64 %v45, %v47
  %v49 = add i64 %size._nt0, %i10
  %v50 = add i64 %v48, %v49
  %p51 = getelementptr float, ptr %buf.y, i64 %v50
  %ld52 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p51, <16 x i1> %mask35, <16 x float> zeroinitializer)
  %ins53 = insertelement <16 x float> poison, float %ld38, i64 0
  %splat54 = shufflevector <16 x float> %ins53, <16 x float> poison, <16 x i32> zeroinitializer
  %v55 = fadd contract <16 x float> %splat54, %ld52
  %v56 = mul i64 %size._o0, %size.K
  %v57 = add i64 %size._mt0, %i7
  %v58 = add i64 %v56, %v57
  %v59 = sub i64 %size.H, 1
  %v60 = add i64 %v59, 1
  %v61 = mul i64 %v58, %v60
  %v62 = add i64 %v61, %size._o1
  %v63 = sub i64 %size.W, 1
  %v64 = add i64 %v63, 1
  %v65 = mul i64 %v62, %v64
  %v66 = add i64 %size._nt0, %i10
  %v67 = add i64 %v65, %v66
  %p68 = getelementptr float, ptr %buf.y, i64 %v67
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v55, ptr align 4 %p68, <16 x i1> %mask35)
  store i64 %v34, ptr %_ni.addr.9
  br label %aligned33
aligned33:
  %v76 = and i1 %v29, %v75
  br i1 %v76, label %stream77, label %cached78
stream77:
  %v80 = sub i64 %size._ntc, 16
  br label %cond81
cond81:
  %i84 = load i64, ptr %_ni.addr.9
  %v85 = icmp sle i64 %i84, %v80
  br i1 %v85, label %body82, label %exit83
body82:
  %v86 = add i64 %size._mt0, %i7
  %p87 = getelementptr float, ptr %buf.b, i64 %v86
  %ld88 = load float, ptr %p87, align 4
  %v89 = mul i64 %size._o0, %size.K
  %v90 = add i64 %size._mt0, %i7
  %v91 = add i64 %v89, %v90
  %v92 = sub i64 %size.H, 1
  %v93 = add i64 %v92, 1
  %v94 = mul i64 %v91, %v93
  %v95 = add i64 %v94, %size._o1
  %v96 = sub i64 %size.W, 1
  %v97 = add i64 %v96, 1
  %v98 = mul i64 %v95, %v97
  %v99 = add i64 %size._nt0, %i84
  %v100 = add i64 %v98, %v99
  %p101 = getelementptr float, ptr %buf.y, i64 %v100
  %ld102 = load <16 x float>, ptr %p101, align 4
  %ins103 = insertelement <16 x float> poison, float %ld88, i64 0
  %splat104 = shufflevector <16 x float> %ins103, <16 x float> poison, <16 x i32> zeroinitializer
  %v105 = fadd contract <16 x float> %splat104, %ld102
  %v106 = mul i64 %size._o0, %size.K
  %v107 = add i64 %size._mt0, %i7
  %v108 = add i64 %v106, %v107
  %v109 = sub i64 %size.H, 1
  %v110 = add i64 %v109, 1
  %v111 = mul i64 %v108, %v110
  %v112 = add i64 %v111, %size._o1
  %v113 = sub i64 %size.W, 1
  %v114 = add i64 %v113, 1
  %v115 = mul i64 %v112, %v114
  %v116 = add i64 %size._nt0, %i84
  %v117 = add i64 %v115, %v116
  %p118 = getelementptr float, ptr %buf.y, i64 %v117
  store <16 x float> %v105, ptr %p118, align 64, !nontemporal !{i32 1}
  %v119 = add nsw i64 %i84, 16
  store i64 %v119, ptr %_ni.addr.9
  br label %cond81
exit83:
  br label %join79
cached78:
  %v120 = sub i64 %size._ntc, 16
  br label %cond121
cond121:
  %i124 = load i64, ptr %_ni.addr.9
  %v125 = icmp sle i64 %i124, %v120
  br i1 %v125, label %body122, label %exit123
body122:
  %v126 = add i64 %size._mt0, %i7
  %p127 = getelementptr float, ptr %buf.b, i64 %v126
  %ld128 = load float, ptr %p127, align 4
  %v129 = mul i64 %size._o0, %size.K
  %v130 = add i64 %size._mt0, %i7
  %v131 = add i64 %v129, %v130
  %v132 = sub i64 %size.H, 1
  %v133 = add i64 %v132, 1
  %v134 = mul i64 %v131, %v133
  %v135 = add i64 %v134, %size._o1
  %v136 = sub i64 %size.W, 1
  %v137 = add i64 %v136, 1
  %v138 = mul i64 %v135, %v137
  %v139 = add i64 %size._nt0, %i124
  %v140 = add i64 %v138, %v139
  %p141 = getelementptr float, ptr %buf.y, i64 %v140
  %ld142 = load <16 x float>, ptr %p141, align 4
  %ins143 = insertelement <16 x float> poison, float %ld128, i64 0
  %splat144 = shufflevector <16 x float> %ins143, <16 x float> poison, <16 x i32> zeroinitializer
  %v145 = fadd contract <16 x float> %splat144, %ld142
  %v146 = mul i64 %size._o0, %size.K
  %v147 = add i64 %size._mt0, %i7
  %v148 = add i64 %v146, %v147
  %v149 = sub i64 %size.H, 1
  %v150 = add i64 %v149, 1
  %v151 = mul i64 %v148, %v150
  %v152 = add i64 %v151, %size._o1
  %v153 = sub i64 %size.W, 1
  %v154 = add i64 %v153, 1
  %v155 = mul i64 %v152, %v154
  %v156 = add i64 %size._nt0, %i124
  %v157 = add i64 %v155, %v156
  %p158 = getelementptr float, ptr %buf.y, i64 %v157
  store <16 x float> %v145, ptr %p158, align 4
  %v159 = add nsw i64 %i124, 16
  store i64 %v159, ptr %_ni.addr.9
  br label %cond121
exit123:
  br label %join79
join79:
  %i160 = load i64, ptr %_ni.addr.9
  %v161 = icmp slt i64 %i160, %size._ntc
  br i1 %v161, label %tail162, label %done163
tail162:
  %mask164 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i160, i64 %size._ntc)
  %v165 = add i64 %size._mt0, %i7
  %p166 = getelementptr float, ptr %buf.b, i64 %v165
  %ld167 = load float, ptr %p166, align 4
  %v168 = mul i64 %size._o0, %size.K
  %v169 = add i64 %size._mt0, %i7
  %v170 = add i64 %v168, %v169
  %v171 = sub i64 %size.H, 1
  %v172 = add i64 %v171, 1
  %v173 = mul i64 %v170, %v172
  %v174 = add i64 %v173, %size._o1
  %v175 = sub i64 %size.W, 1
  %v176 = add i64 %v175, 1
  %v177 = mul i64 %v174, %v176
  %v178 = add i64 %size._nt0, %i160
  %v179 = add i64 %v177, %v178
  %p180 = getelementptr float, ptr %buf.y, i64 %v179
  %ld181 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p180, <16 x i1> %mask164, <16 x float> zeroinitializer)
  %ins182 = insertelement <16 x float> poison, float %ld167, i64 0
  %splat183 = shufflevector <16 x float> %ins182, <16 x float> poison, <16 x i32> zeroinitializer
  %v184 = fadd contract <16 x float> %splat183, %ld181
  %v185 = mul i64 %size._o0, %size.K
  %v186 = add i64 %size._mt0, %i7
  %v187 = add i64 %v185, %v186
  %v188 = sub i64 %size.H, 1
  %v189 = add i64 %v188, 1
  %v190 = mul i64 %v187, %v189
  %v191 = add i64 %v190, %size._o1
  %v192 = sub i64 %size.W, 1
  %v193 = add i64 %v192, 1
  %v194 = mul i64 %v191, %v193
  %v195 = add i64 %size._nt0, %i160
  %v196 = add i64 %v194, %v195
  %p197 = getelementptr float, ptr %buf.y, i64 %v196
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v184, ptr align 4 %p197, <16 x i1> %mask164)
  br label %done163
done163:
  %v198 = add nsw i64 %i7, 1
  store i64 %v198, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
define internal void @"jr.mk.conv2d.1p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t5 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t6 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t7 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t8 = mul i64 0, %scr
  %t9 = getelementptr float, ptr %c, i64 %t8
  %t10 = getelementptr float, ptr %t9, i64 0
  %t11 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t10, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t12 = getelementptr float, ptr %t9, i64 16
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t12, <16 x i1> %t5, <16 x float> zeroinitializer)
  %t14 = getelementptr float, ptr %t9, i64 32
  %t15 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t14, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t16 = getelementptr float, ptr %t9, i64 48
  %t17 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t16, <16 x i1> %t7, <16 x float> zeroinitializer)
  %t18 = icmp sgt i64 %kc, 0
  br i1 %t18, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t19 = mul i64 %k, %sbk
  %t20 = getelementptr float, ptr %b, i64 %t19
  %t21 = getelementptr float, ptr %t20, i64 0
  %t22 = load <16 x float>, ptr %t21, align 4
  %t23 = getelementptr float, ptr %t20, i64 16
  %t24 = load <16 x float>, ptr %t23, align 4
  %t25 = getelementptr float, ptr %t20, i64 32
  %t26 = load <16 x float>, ptr %t25, align 4
  %t27 = getelementptr float, ptr %t20, i64 48
  %t28 = load <16 x float>, ptr %t27, align 4
  %t29 = mul i64 %k, %sak
  %t30 = getelementptr float, ptr %t3, i64 %t29
  %t31 = load float, ptr %t30, align 4
  %t32 = insertelement <16 x float> poison, float %t31, i64 0
  %t33 = shufflevector <16 x float> %t32, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t22, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t24, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t26, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t28, <16 x float> %acc3)
  %k1 = add nsw i64 %k, 1
  %t34 = icmp slt i64 %k1, %kc
  br i1 %t34, label %loop, label %exit, !llvm.loop !0
exit:
  %t35 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %t36 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %t37 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %t38 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t39 = icmp slt i64 0, %nrows
  br i1 %t39, label %store40, label %next41
store40:
  %t42 = getelementptr float, ptr %t9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t35, ptr align 4 %t42, <16 x i1> %m0)
  %t43 = getelementptr float, ptr %t9, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t36, ptr align 4 %t43, <16 x i1> %m1)
  %t44 = getelementptr float, ptr %t9, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t37, ptr align 4 %t44, <16 x i1> %m2)
  %t45 = getelementptr float, ptr %t9, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t38, ptr align 4 %t45, <16 x i1> %m3)
  br label %next41
next41:
  ret void
}

define internal void @"jr.mk.conv2d.1d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t5 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t6 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t7 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t8 = mul i64 0, %scr
  %t9 = getelementptr float, ptr %c, i64 %t8
  %t10 = getelementptr float, ptr %t9, i64 0
  %t11 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t10, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t12 = getelementptr float, ptr %t9, i64 16
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t12, <16 x i1> %t5, <16 x float> zeroinitializer)
  %t14 = getelementptr float, ptr %t9, i64 32
  %t15 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t14, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t16 = getelementptr float, ptr %t9, i64 48
  %t17 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t16, <16 x i1> %t7, <16 x float> zeroinitializer)
  %t18 = icmp sgt i64 %kc, 0
  br i1 %t18, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t19 = mul i64 %k, %sbk
  %t20 = getelementptr float, ptr %b, i64 %t19
  %t21 = getelementptr float, ptr %t20, i64 0
  %t22 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %m0, <16 x float> zeroinitializer)
  %t23 = getelementptr float, ptr %t20, i64 16
  %t24 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t23, <16 x i1> %m1, <16 x float> zeroinitializer)
  %t25 = getelementptr float, ptr %t20, i64 32
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t25, <16 x i1> %m2, <16 x float> zeroinitializer)
  %t27 = getelementptr float, ptr %t20, i64 48
  %t28 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t27, <16 x i1> %m3, <16 x float> zeroinitializer)
  %t29 = mul i64 %k, %sak
  %t30 = getelementptr float, ptr %t3, i64 %t29
  %t31 = load float, ptr %t30, align 4
  %t32 = insertelement <16 x float> poison, float %t31, i64 0
  %t33 = shufflevector <16 x float> %t32, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t22, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t24, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t26, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t28, <16 x float> %acc3)
  %k1 = add nsw i64 %k, 1
  %t34 = icmp slt i64 %k1, %kc
  br i1 %t34, label %loop, label %exit, !llvm.loop !0
exit:
  %t35 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %t36 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %t37 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %t38 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t39 = icmp slt i64 0, %nrows
  br i1 %t39, label %store40, label %next41
store40:
  %t42 = getelementptr float, ptr %t9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t35, ptr align 4 %t42, <16 x i1> %m0)
  %t43 = getelementptr float, ptr %t9, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t36, ptr align 4 %t43, <16 x i1> %m1)
  %t44 = getelementptr float, ptr %t9, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t37, ptr align 4 %t44, <16 x i1> %m2)
  %t45 = getelementptr float, ptr %t9, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t38, ptr align 4 %t45, <16 x i1> %m3)
  br label %next41
next41:
  ret void
}

define internal void @"jr.mk.conv2d.4p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = icmp slt i64 1, %t1
  %t5 = select i1 %t4, i64 1, i64 %t1
  %t6 = mul i64 %t5, %sar
  %t7 = getelementptr float, ptr %a, i64 %t6
  %t8 = icmp slt i64 2, %t1
  %t9 = select i1 %t8, i64 2, i64 %t1
  %t10 = mul i64 %t9, %sar
  %t11 = getelementptr float, ptr %a, i64 %t10
  %t12 = icmp slt i64 3, %t1
  %t13 = select i1 %t12, i64 3, i64 %t1
  %t14 = mul i64 %t13, %sar
  %t15 = getelementptr float, ptr %a, i64 %t14
  %t16 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t17 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t18 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t19 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t20 = mul i64 0, %scr
  %t21 = getelementptr float, ptr %c, i64 %t20
  %t22 = mul i64 1, %scr
  %t23 = getelementptr float, ptr %c, i64 %t22
  %t24 = mul i64 2, %scr
  %t25 = getelementptr float, ptr %c, i64 %t24
  %t26 = mul i64 3, %scr
  %t27 = getelementptr float, ptr %c, i64 %t26
  %t28 = getelementptr float, ptr %t21, i64 0
  %t29 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t28, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t30 = getelementptr float, ptr %t21, i64 16
  %t31 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t32 = getelementptr float, ptr %t21, i64 32
  %t33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t32, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t34 = getelementptr float, ptr %t21, i64 48
  %t35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t34, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t36 = getelementptr float, ptr %t23, i64 0
  %t37 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t36, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t38 = getelementptr float, ptr %t23, i64 16
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t23, i64 32
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t23, i64 48
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t25, i64 0
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t25, i64 16
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t48 = getelementptr float, ptr %t25, i64 32
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t25, i64 48
  %t51 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t52 = getelementptr float, ptr %t27, i64 0
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t27, i64 16
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t27, i64 32
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t58 = getelementptr float, ptr %t27, i64 48
  %t59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t58, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t60 = icmp sgt i64 %kc, 0
  br i1 %t60, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %acc4 = phi <16 x float> [%t37, %entry], [%new4, %loop]
  %acc5 = phi <16 x float> [%t39, %entry], [%new5, %loop]
  %acc6 = phi <16 x float> [%t41, %entry], [%new6, %loop]
  %acc7 = phi <16 x float> [%t43, %entry], [%new7, %loop]
  %acc8 = phi <16 x float> [%t45, %entry], [%new8, %loop]
  %acc9 = phi <16 x float> [%t47, %entry], [%new9, %loop]
  %acc10 = phi <16 x float> [%t49, %entry], [%new10, %loop]
  %acc11 = phi <16 x float> [%t51, %entry], [%new11, %loop]
  %acc12 = phi <16 x float> [%t53, %entry], [%new12, %loop]
  %acc13 = phi <16 x float> [%t55, %entry], [%new13, %loop]
  %acc14 = phi <16 x float> [%t57, %entry], [%new14, %loop]
  %acc15 = phi <16 x float> [%t59, %entry], [%new15, %loop]
  %t61 = mul i64 %k, %sbk
  %t62 = getelementptr float, ptr %b, i64 %t61
  %t63 = getelementptr float, ptr %t62, i64 0
  %t64 = load <16 x float>, ptr %t63, align 4
  %t65 = getelementptr float, ptr %t62, i64 16
  %t66 = load <16 x float>, ptr %t65, align 4
  %t67 = getelementptr float, ptr %t62, i64 32
  %t68 = load <16 x float>, ptr %t67, align 4
  %t69 = getelementptr float, ptr %t62, i64 48
  %t70 = load <16 x float>, ptr %t69, align 4
  %t71 = mul i64 %k, %sak
  %t72 = getelementptr float, ptr %t3, i64 %t71
  %t73 = load float, ptr %t72, align 4
  %t74 = insertelement <16 x float> poison, float %t73, i64 0
  %t75 = shufflevector <16 x float> %t74, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t64, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t66, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t68, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t70, <16 x float> %acc3)
  %t76 = getelementptr float, ptr %t7, i64 %t71
  %t77 = load float, ptr %t76, align 4
  %t78 = insertelement <16 x float> poison, float %t77, i64 0
  %t79 = shufflevector <16 x float> %t78, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t64, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t66, <16 x float> %acc5)
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t68, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t70, <16 x float> %acc7)
  %t80 = getelementptr float, ptr %t11, i64 %t71
  %t81 = load float, ptr %t80, align 4
  %t82 = insertelement <16 x float> poison, float %t81, i64 0
  %t83 = shufflevector <16 x float> %t82, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t64, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t66, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t68, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t70, <16 x float> %acc11)
  %t84 = getelementptr float, ptr %t15, i64 %t71
  %t85 = load float, ptr %t84, align 4
  %t86 = insertelement <16 x float> poison, float %t85, i64 0
  %t87 = shufflevector <16 x float> %t86, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t64, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t66, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t68, <16 x float> %acc14)
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t70, <16 x float> %acc15)
  %k1 = add nsw i64 %k, 1
  %t88 = icmp slt i64 %k1, %kc
  br i1 %t88, label %loop, label %exit, !llvm.loop !0
exit:
  %t89 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %t90 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %t91 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %t92 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %t93 = phi <16 x float> [%t37, %entry], [%new4, %loop]
  %t94 = phi <16 x float> [%t39, %entry], [%new5, %loop]
  %t95 = phi <16 x float> [%t41, %entry], [%new6, %loop]
  %t96 = phi <16 x float> [%t43, %entry], [%new7, %loop]
  %t97 = phi <16 x float> [%t45, %entry], [%new8, %loop]
  %t98 = phi <16 x float> [%t47, %entry], [%new9, %loop]
  %t99 = phi <16 x float> [%t49, %entry], [%new10, %loop]
  %t100 = phi <16 x float> [%t51, %entry], [%new11, %loop]
  %t101 = phi <16 x float> [%t53, %entry], [%new12, %loop]
  %t102 = phi <16 x float> [%t55, %entry], [%new13, %loop]
  %t103 = phi <16 x float> [%t57, %entry], [%new14, %loop]
  %t104 = phi <16 x float> [%t59, %entry], [%new15, %loop]
  %t105 = icmp slt i64 0, %nrows
  br i1 %t105, label %store106, label %next107
store106:
  %t108 = getelementptr float, ptr %t21, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t89, ptr align 4 %t108, <16 x i1> %m0)
  %t109 = getelementptr float, ptr %t21, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t90, ptr align 4 %t109, <16 x i1> %m1)
  %t110 = getelementptr float, ptr %t21, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t91, ptr align 4 %t110, <16 x i1> %m2)
  %t111 = getelementptr float, ptr %t21, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t92, ptr align 4 %t111, <16 x i1> %m3)
  br label %next107
next107:
  %t112 = icmp slt i64 1, %nrows
  br i1 %t112, label %store113, label %next114
store113:
  %t115 = getelementptr float, ptr %t23, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t93, ptr align 4 %t115, <16 x i1> %m0)
  %t116 = getelementptr float, ptr %t23, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t94, ptr align 4 %t116, <16 x i1> %m1)
  %t117 = getelementptr float, ptr %t23, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t95, ptr align 4 %t117, <16 x i1> %m2)
  %t118 = getelementptr float, ptr %t23, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t96, ptr align 4 %t118, <16 x i1> %m3)
  br label %next114
next114:
  %t119 = icmp slt i64 2, %nrows
  br i1 %t119, label %store120, label %next121
store120:
  %t122 = getelementptr float, ptr %t25, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t97, ptr align 4 %t122, <16 x i1> %m0)
  %t123 = getelementptr float, ptr %t25, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t98, ptr align 4 %t123, <16 x i1> %m1)
  %t124 = getelementptr float, ptr %t25, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t99, ptr align 4 %t124, <16 x i1> %m2)
  %t125 = getelementptr float, ptr %t25, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t100, ptr align 4 %t125, <16 x i1> %m3)
  br label %next121
next121:
  %t126 = icmp slt i64 3, %nrows
  br i1 %t126, label %store127, label %next128
store127:
  %t129 = getelementptr float, ptr %t27, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t101, ptr align 4 %t129, <16 x i1> %m0)
  %t130 = getelementptr float, ptr %t27, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t102, ptr align 4 %t130, <16 x i1> %m1)
  %t131 = getelementptr float, ptr %t27, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t103, ptr align 4 %t131, <16 x i1> %m2)
  %t132 = getelementptr float, ptr %t27, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t104, ptr align 4 %t132, <16 x i1> %m3)
  br label %next128
next128:
  ret void
}

define internal void @"jr.mk.conv2d.4d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = icmp slt i64 1, %t1
  %t5 = select i1 %t4, i64 1, i64 %t1
  %t6 = mul i64 %t5, %sar
  %t7 = getelementptr float, ptr %a, i64 %t6
  %t8 = icmp slt i64 2, %t1
  %t9 = select i1 %t8, i64 2, i64 %t1
  %t10 = mul i64 %t9, %sar
  %t11 = getelementptr float, ptr %a, i64 %t10
  %t12 = icmp slt i64 3, %t1
  %t13 = select i1 %t12, i64 3, i64 %t1
  %t14 = mul i64 %t13, %sar
  %t15 = getelementptr float, ptr %a, i64 %t14
  %t16 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t17 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t18 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t19 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t20 = mul i64 0, %scr
  %t21 = getelementptr float, ptr %c, i64 %t20
  %t22 = mul i64 1, %scr
  %t23 = getelementptr float, ptr %c, i64 %t22
  %t24 = mul i64 2, %scr
  %t25 = getelementptr float, ptr %c, i64 %t24
  %t26 = mul i64 3, %scr
  %t27 = getelementptr float, ptr %c, i64 %t26
  %t28 = getelementptr float, ptr %t21, i64 0
  %t29 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t28, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t30 = getelementptr float, ptr %t21, i64 16
  %t31 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t32 = getelementptr float, ptr %t21, i64 32
  %t33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t32, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t34 = getelementptr float, ptr %t21, i64 48
  %t35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t34, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t36 = getelementptr float, ptr %t23, i64 0
  %t37 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t36, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t38 = getelementptr float, ptr %t23, i64 16
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t23, i64 32
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t23, i64 48
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t25, i64 0
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t25, i64 16
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t48 = getelementptr float, ptr %t25, i64 32
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t25, i64 48
  %t51 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t52 = getelementptr float, ptr %t27, i64 0
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t27, i64 16
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t27, i64 32
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t58 = getelementptr float, ptr %t27, i64 48
  %t59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t58, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t60 = icmp sgt i64 %kc, 0
  br i1 %t60, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %acc4 = phi <16 x float> [%t37, %entry], [%new4, %loop]
  %acc5 = phi <16 x float> [%t39, %entry], [%new5, %loop]
  %acc6 = phi <16 x float> [%t41, %entry], [%new6, %loop]
  %acc7 = phi <16 x float> [%t43, %entry], [%new7, %loop]
  %acc8 = phi <16 x float> [%t45, %entry], [%new8, %loop]
  %acc9 = phi <16 x float> [%t47, %entry], [%new9, %loop]
  %acc10 = phi <16 x float> [%t49, %entry], [%new10, %loop]
  %acc11 = phi <16 x float> [%t51, %entry], [%new11, %loop]
  %acc12 = phi <16 x float> [%t53, %entry], [%new12, %loop]
  %acc13 = phi <16 x float> [%t55, %entry], [%new13, %loop]
  %acc14 = phi <16 x float> [%t57, %entry], [%new14, %loop]
  %acc15 = phi <16 x float> [%t59, %entry], [%new15, %loop]
  %t61 = mul i64 %k, %sbk
  %t62 = getelementptr float, ptr %b, i64 %t61
  %t63 = getelementptr float, ptr %t62, i64 0
  %t64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %m0, <16 x float> zeroinitializer)
  %t65 = getelementptr float, ptr %t62, i64 16
  %t66 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t65, <16 x i1> %m1, <16 x float> zeroinitializer)
  %t67 = getelementptr float, ptr %t62, i64 32
  %t68 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t67, <16 x i1> %m2, <16 x float> zeroinitializer)
  %t69 = getelementptr float, ptr %t62, i64 48
  %t70 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t69, <16 x i1> %m3, <16 x float> zeroinitializer)
  %t71 = mul i64 %k, %sak
  %t72 = getelementptr float, ptr %t3, i64 %t71
  %t73 = load float, ptr %t72, align 4
  %t74 = insertelement <16 x float> poison, float %t73, i64 0
  %t75 = shufflevector <16 x float> %t74, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t64, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t66, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t68, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t70, <16 x float> %acc3)
  %t76 = getelementptr float, ptr %t7, i64 %t71
  %t77 = load float, ptr %t76, align 4
  %t78 = insertelement <16 x float> poison, float %t77, i64 0
  %t79 = shufflevector <16 x float> %t78, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t64, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t66, <16 x float> %acc5)
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t68, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t70, <16 x float> %acc7)
  %t80 = getelementptr float, ptr %t11, i64 %t71
  %t81 = load float, ptr %t80, align 4
  %t82 = insertelement <16 x float> poison, float %t81, i64 0
  %t83 = shufflevector <16 x float> %t82, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t64, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t66, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t68, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t70, <16 x float> %acc11)
  %t84 = getelementptr float, ptr %t15, i64 %t71
  %t85 = load float, ptr %t84, align 4
  %t86 = insertelement <16 x float> poison, float %t85, i64 0
  %t87 = shufflevector <16 x float> %t86, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t64, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t66, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t68, <16 x float> %acc14)
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t70, <16 x float> %acc15)
  %k1 = add nsw i64 %k, 1
  %t88 = icmp slt i64 %k1, %kc
  br i1 %t88, label %loop, label %exit, !llvm.loop !0
exit:
  %t89 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %t90 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %t91 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %t92 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %t93 = phi <16 x float> [%t37, %entry], [%new4, %loop]
  %t94 = phi <16 x float> [%t39, %entry], [%new5, %loop]
  %t95 = phi <16 x float> [%t41, %entry], [%new6, %loop]
  %t96 = phi <16 x float> [%t43, %entry], [%new7, %loop]
  %t97 = phi <16 x float> [%t45, %entry], [%new8, %loop]
  %t98 = phi <16 x float> [%t47, %entry], [%new9, %loop]
  %t99 = phi <16 x float> [%t49, %entry], [%new10, %loop]
  %t100 = phi <16 x float> [%t51, %entry], [%new11, %loop]
  %t101 = phi <16 x float> [%t53, %entry], [%new12, %loop]
  %t102 = phi <16 x float> [%t55, %entry], [%new13, %loop]
  %t103 = phi <16 x float> [%t57, %entry], [%new14, %loop]
  %t104 = phi <16 x float> [%t59, %entry], [%new15, %loop]
  %t105 = icmp slt i64 0, %nrows
  br i1 %t105, label %store106, label %next107
store106:
  %t108 = getelementptr float, ptr %t21, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t89, ptr align 4 %t108, <16 x i1> %m0)
  %t109 = getelementptr float, ptr %t21, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t90, ptr align 4 %t109, <16 x i1> %m1)
  %t110 = getelementptr float, ptr %t21, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t91, ptr align 4 %t110, <16 x i1> %m2)
  %t111 = getelementptr float, ptr %t21, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t92, ptr align 4 %t111, <16 x i1> %m3)
  br label %next107
next107:
  %t112 = icmp slt i64 1, %nrows
  br i1 %t112, label %store113, label %next114
store113:
  %t115 = getelementptr float, ptr %t23, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t93, ptr align 4 %t115, <16 x i1> %m0)
  %t116 = getelementptr float, ptr %t23, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t94, ptr align 4 %t116, <16 x i1> %m1)
  %t117 = getelementptr float, ptr %t23, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t95, ptr align 4 %t117, <16 x i1> %m2)
  %t118 = getelementptr float, ptr %t23, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t96, ptr align 4 %t118, <16 x i1> %m3)
  br label %next114
next114:
  %t119 = icmp slt i64 2, %nrows
  br i1 %t119, label %store120, label %next121
store120:
  %t122 = getelementptr float, ptr %t25, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t97, ptr align 4 %t122, <16 x i1> %m0)
  %t123 = getelementptr float, ptr %t25, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t98, ptr align 4 %t123, <16 x i1> %m1)
  %t124 = getelementptr float, ptr %t25, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t99, ptr align 4 %t124, <16 x i1> %m2)
  %t125 = getelementptr float, ptr %t25, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t100, ptr align 4 %t125, <16 x i1> %m3)
  br label %next121
next121:
  %t126 = icmp slt i64 3, %nrows
  br i1 %t126, label %store127, label %next128
store127:
  %t129 = getelementptr float, ptr %t27, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t101, ptr align 4 %t129, <16 x i1> %m0)
  %t130 = getelementptr float, ptr %t27, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t102, ptr align 4 %t130, <16 x i1> %m1)
  %t131 = getelementptr float, ptr %t27, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t103, ptr align 4 %t131, <16 x i1> %m2)
  %t132 = getelementptr float, ptr %t27, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t104, ptr align 4 %t132, <16 x i1> %m3)
  br label %next128
next128:
  ret void
}

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %fin5 = alloca <16 x float>
  %fin6 = alloca <16 x float>
  %fin7 = alloca <16 x float>
  %fin8 = alloca <16 x float>
  %c11 = alloca i64
  %c42 = alloca i64
  %c337 = alloca i64
  %c370 = alloca i64
  %c389 = alloca i64
  %c504 = alloca i64
  %c505 = alloca i64
  %c511 = alloca i64
  %c918 = alloca i64
  %c1193 = alloca i64
  %c1199 = alloca i64
  %c1239 = alloca i64
  %c1256 = alloca i64
  %c1257 = alloca i64
  %c1263 = alloca i64
  %c1269 = alloca i64
  %c1383 = alloca i64
  %t1 = mul i64 1, %size.K
  %t2 = mul i64 %t1, %size.C
  %t3 = mul i64 %t2, 1
  %t4 = mul i64 %t3, 1
  store <16 x float> zeroinitializer, ptr %fin5
  store <16 x float> zeroinitializer, ptr %fin6
  store <16 x float> zeroinitializer, ptr %fin7
  store <16 x float> zeroinitializer, ptr %fin8
  %t9 = sdiv i64 %t4, 64
  %t10 = mul i64 %t9, 64
  store i64 0, ptr %c11
  br label %head12
head12:
  %i15 = load i64, ptr %c11
  %t16 = icmp slt i64 %i15, %t10
  br i1 %t16, label %body13, label %done14
body13:
  %t17 = add i64 %i15, 0
  %t18 = getelementptr float, ptr %buf.w, i64 %t17
  %t19 = load <16 x float>, ptr %t18, align 4
  %t20 = fsub <16 x float> %t19, %t19
  %t21 = load <16 x float>, ptr %fin5
  %t22 = fadd <16 x float> %t21, %t20
  store <16 x float> %t22, ptr %fin5
  %t23 = add i64 %i15, 16
  %t24 = getelementptr float, ptr %buf.w, i64 %t23
  %t25 = load <16 x float>, ptr %t24, align 4
  %t26 = fsub <16 x float> %t25, %t25
  %t27 = load <16 x float>, ptr %fin6
  %t28 = fadd <16 x float> %t27, %t26
  store <16 x float> %t28, ptr %fin6
  %t29 = add i64 %i15, 32
  %t30 = getelementptr float, ptr %buf.w, i64 %t29
  %t31 = load <16 x float>, ptr %t30, align 4
  %t32 = fsub <16 x float> %t31, %t31
  %t33 = load <16 x float>, ptr %fin7
  %t34 = fadd <16 x float> %t33, %t32
  store <16 x float> %t34, ptr %fin7
  %t35 = add i64 %i15, 48
  %t36 = getelementptr float, ptr %buf.w, i64 %t35
  %t37 = load <16 x float>, ptr %t36, align 4
  %t38 = fsub <16 x float> %t37, %t37
  %t39 = load <16 x float>, ptr %fin8
  %t40 = fadd <16 x float> %t39, %t38
  store <16 x float> %t40, ptr %fin8
  %t41 = add nsw i64 %i15, 64
  store i64 %t41, ptr %c11
  br label %head12
done14:
  store i64 %t10, ptr %c42
  br label %head43
head43:
  %i46 = load i64, ptr %c42
  %t47 = icmp slt i64 %i46, %t4
  br i1 %t47, label %body44, label %done45
body44:
  %t48 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i46, i64 %t4)
  %t49 = getelementptr float, ptr %buf.w, i64 %i46
  %t50 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t49, <16 x i1> %t48, <16 x float> zeroinitializer)
  %t51 = fsub <16 x float> %t50, %t50
  %t52 = load <16 x float>, ptr %fin5
  %t53 = fadd <16 x float> %t52, %t51
  store <16 x float> %t53, ptr %fin5
  %t54 = add nsw i64 %i46, 16
  store i64 %t54, ptr %c42
  br label %head43
done45:
  %t55 = load <16 x float>, ptr %fin5
  %t56 = load <16 x float>, ptr %fin6
  %t57 = fadd <16 x float> %t55, %t56
  %t58 = load <16 x float>, ptr %fin7
  %t59 = fadd <16 x float> %t57, %t58
  %t60 = load <16 x float>, ptr %fin8
  %t61 = fadd <16 x float> %t59, %t60
  %t62 = fcmp une <16 x float> %t61, zeroinitializer
  %t63 = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %t62)
  %t64 = xor i1 %t63, true
  %t65 = and i1 true, %t64
  br i1 %t65, label %gemm66, label %exact67
exact67:
  %t69 = icmp eq i64 %range.lo, 0
  br i1 %t69, label %exact.run68, label %exact.done
exact.run68:
  call void @"jr.op.conv2d.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm66:
  %t70 = sub i64 %size.W, 1
  %t71 = add i64 %t70, 1
  %t72 = sub i64 %size.H, 1
  %t73 = add i64 %t72, 1
  %t74 = mul i64 %t73, %t71
  %t75 = mul i64 1, 1
  %t76 = mul i64 %t75, 1
  %t77 = icmp sgt i64 %t76, 1
  %t78 = select i1 %t77, i64 %t76, i64 1
  %t79 = add i64 %t74, 511
  %t80 = sdiv i64 %t79, 512
  %t81 = add i64 %size.K, 31
  %t82 = sdiv i64 %t81, 32
  %t83 = sub i64 %t80, 1
  %t84 = add i64 %t74, %t83
  %t85 = icmp sgt i64 %t80, 1
  %t86 = select i1 %t85, i64 %t80, i64 1
  %t87 = sdiv i64 %t84, %t86
  %t88 = add i64 %t87, 63
  %t89 = sdiv i64 %t88, 64
  %t90 = mul i64 %t89, 64
  %t91 = sub i64 %t82, 1
  %t92 = add i64 %size.K, %t91
  %t93 = icmp sgt i64 %t82, 1
  %t94 = select i1 %t93, i64 %t82, i64 1
  %t95 = sdiv i64 %t92, %t94
  %t96 = add i64 %t95, 3
  %t97 = sdiv i64 %t96, 4
  %t98 = mul i64 %t97, 4
  %t99 = mul i64 %t80, %t82
  %t100 = mul i64 %t99, 1
  %t101 = icmp slt i64 %range.hi, %t100
  %t102 = select i1 %t101, i64 %range.hi, i64 %t100
  %t103 = ptrtoint ptr %scratch to i64
  %t104 = add i64 %t103, 63
  %t105 = and i64 %t104, -64
  %t106 = inttoptr i64 %t105 to ptr
  %t107 = add i64 256, %t76
  %t108 = mul i64 %t107, 512
  %t109 = getelementptr float, ptr %t106, i64 %t108
  %t110 = sub i64 %size.H, 1
  %t111 = add i64 %t110, 1
  %t112 = mul i64 %size.K, %t111
  %t113 = sub i64 %size.W, 1
  %t114 = add i64 %t113, 1
  %t115 = mul i64 %t112, %t114
  %t116 = mul i64 0, %t115
  %t117 = sub i64 %size.H, 1
  %t118 = add i64 %t117, 1
  %t119 = sub i64 %size.W, 1
  %t120 = add i64 %t119, 1
  %t121 = mul i64 %t118, %t120
  %t122 = mul i64 0, %t121
  %t123 = add i64 %t116, %t122
  %t124 = sub i64 %size.W, 1
  %t125 = add i64 %t124, 1
  %t126 = mul i64 0, %t125
  %t127 = add i64 %t123, %t126
  %t128 = add i64 %t127, 1
  %t129 = sub i64 %size.H, 1
  %t130 = add i64 %t129, 1
  %t131 = mul i64 %size.K, %t130
  %t132 = sub i64 %size.W, 1
  %t133 = add i64 %t132, 1
  %t134 = mul i64 %t131, %t133
  %t135 = mul i64 0, %t134
  %t136 = sub i64 %size.H, 1
  %t137 = add i64 %t136, 1
  %t138 = sub i64 %size.W, 1
  %t139 = add i64 %t138, 1
  %t140 = mul i64 %t137, %t139
  %t141 = mul i64 0, %t140
  %t142 = add i64 %t135, %t141
  %t143 = sub i64 %size.W, 1
  %t144 = add i64 %t143, 1
  %t145 = mul i64 0, %t144
  %t146 = add i64 %t142, %t145
  %t147 = add i64 %t146, 0
  %t148 = sub i64 %t128, %t147
  %t149 = mul i64 %t148, %t71
  %t150 = sub i64 %size.H, 1
  %t151 = add i64 %t150, 1
  %t152 = mul i64 %size.K, %t151
  %t153 = sub i64 %size.W, 1
  %t154 = add i64 %t153, 1
  %t155 = mul i64 %t152, %t154
  %t156 = mul i64 0, %t155
  %t157 = sub i64 %size.H, 1
  %t158 = add i64 %t157, 1
  %t159 = sub i64 %size.W, 1
  %t160 = add i64 %t159, 1
  %t161 = mul i64 %t158, %t160
  %t162 = mul i64 0, %t161
  %t163 = add i64 %t156, %t162
  %t164 = sub i64 %size.W, 1
  %t165 = add i64 %t164, 1
  %t166 = mul i64 1, %t165
  %t167 = add i64 %t163, %t166
  %t168 = add i64 %t167, 0
  %t169 = sub i64 %size.H, 1
  %t170 = add i64 %t169, 1
  %t171 = mul i64 %size.K, %t170
  %t172 = sub i64 %size.W, 1
  %t173 = add i64 %t172, 1
  %t174 = mul i64 %t171, %t173
  %t175 = mul i64 0, %t174
  %t176 = sub i64 %size.H, 1
  %t177 = add i64 %t176, 1
  %t178 = sub i64 %size.W, 1
  %t179 = add i64 %t178, 1
  %t180 = mul i64 %t177, %t179
  %t181 = mul i64 0, %t180
  %t182 = add i64 %t175, %t181
  %t183 = sub i64 %size.W, 1
  %t184 = add i64 %t183, 1
  %t185 = mul i64 0, %t184
  %t186 = add i64 %t182, %t185
  %t187 = add i64 %t186, 0
  %t188 = sub i64 %t168, %t187
  %t189 = icmp eq i64 %t188, %t149
  %t190 = and i1 true, %t189
  %t191 = mul i64 0, %size.C
  %t192 = add i64 %t191, 0
  %t193 = add i64 %t192, 1
  %t194 = add i64 %t193, 0
  %t195 = mul i64 0, %size.C
  %t196 = add i64 %t195, 0
  %t197 = add i64 %t196, 0
  %t198 = add i64 %t197, 0
  %t199 = sub i64 %t194, %t198
  %t200 = mul i64 %t199, 1
  %t201 = mul i64 0, %size.C
  %t202 = add i64 %t201, 1
  %t203 = add i64 %t202, 0
  %t204 = add i64 %t203, 0
  %t205 = mul i64 0, %size.C
  %t206 = add i64 %t205, 0
  %t207 = add i64 %t206, 0
  %t208 = add i64 %t207, 0
  %t209 = sub i64 %t204, %t208
  %t210 = icmp eq i64 %t209, %t200
  %t211 = and i1 true, %t210
  %t212 = mul i64 0, %size.C
  %t213 = add i64 %t212, 0
  %t214 = add i64 %t213, 0
  %t215 = add i64 %t214, 1
  %t216 = mul i64 0, %size.C
  %t217 = add i64 %t216, 0
  %t218 = add i64 %t217, 0
  %t219 = add i64 %t218, 0
  %t220 = sub i64 %t215, %t219
  %t221 = mul i64 %t220, 1
  %t222 = mul i64 0, %size.C
  %t223 = add i64 %t222, 0
  %t224 = add i64 %t223, 1
  %t225 = add i64 %t224, 0
  %t226 = mul i64 0, %size.C
  %t227 = add i64 %t226, 0
  %t228 = add i64 %t227, 0
  %t229 = add i64 %t228, 0
  %t230 = sub i64 %t225, %t229
  %t231 = icmp eq i64 %t230, %t221
  %t232 = and i1 %t211, %t231
  %t233 = and i1 %t232, true
  %t234 = icmp eq i64 %size.K, 1
  %t235 = and i1 false, %t234
  %t236 = and i1 %t235, %t233
  %t237 = select i1 false, i64 128, i64 256
  %t238 = sdiv i64 %t237, %t78
  %t239 = icmp sgt i64 %t238, 1
  %t240 = select i1 %t239, i64 %t238, i64 1
  %t241 = sub i64 %t240, 1
  %t242 = add i64 %size.C, %t241
  %t243 = sdiv i64 %t242, %t240
  %t244 = icmp sgt i64 %t243, 1
  %t245 = select i1 %t244, i64 %t243, i64 1
  %t246 = sub i64 %t245, 1
  %t247 = add i64 %size.C, %t246
  %t248 = sdiv i64 %t247, %t245
  %t249 = icmp sgt i64 %t248, 1
  %t250 = select i1 %t249, i64 %t248, i64 1
  %t251 = mul i64 1, %size.C
  %t252 = add i64 %t251, 0
  %t253 = add i64 %t252, 0
  %t254 = add i64 %t253, 0
  %t255 = mul i64 0, %size.C
  %t256 = add i64 %t255, 0
  %t257 = add i64 %t256, 0
  %t258 = add i64 %t257, 0
  %t259 = sub i64 %t254, %t258
  %t260 = mul i64 0, %size.C
  %t261 = add i64 %t260, 0
  %t262 = add i64 %t261, 0
  %t263 = add i64 %t262, 1
  %t264 = mul i64 0, %size.C
  %t265 = add i64 %t264, 0
  %t266 = add i64 %t265, 0
  %t267 = add i64 %t266, 0
  %t268 = sub i64 %t263, %t267
  %t269 = mul i64 %size.C, %size.H
  %t270 = mul i64 %t269, %size.W
  %t271 = mul i64 0, %t270
  %t272 = mul i64 %size.H, %size.W
  %t273 = mul i64 0, %t272
  %t274 = add i64 %t271, %t273
  %t275 = add i64 0, 0
  %t276 = mul i64 %t275, %size.W
  %t277 = add i64 %t274, %t276
  %t278 = add i64 0, 1
  %t279 = add i64 %t277, %t278
  %t280 = mul i64 %size.C, %size.H
  %t281 = mul i64 %t280, %size.W
  %t282 = mul i64 0, %t281
  %t283 = mul i64 %size.H, %size.W
  %t284 = mul i64 0, %t283
  %t285 = add i64 %t282, %t284
  %t286 = add i64 0, 0
  %t287 = mul i64 %t286, %size.W
  %t288 = add i64 %t285, %t287
  %t289 = add i64 0, 0
  %t290 = add i64 %t288, %t289
  %t291 = sub i64 %t279, %t290
  %t292 = sub i64 %size.H, 1
  %t293 = add i64 %t292, 1
  %t294 = mul i64 %size.K, %t293
  %t295 = sub i64 %size.W, 1
  %t296 = add i64 %t295, 1
  %t297 = mul i64 %t294, %t296
  %t298 = mul i64 0, %t297
  %t299 = sub i64 %size.H, 1
  %t300 = add i64 %t299, 1
  %t301 = sub i64 %size.W, 1
  %t302 = add i64 %t301, 1
  %t303 = mul i64 %t300, %t302
  %t304 = mul i64 1, %t303
  %t305 = add i64 %t298, %t304
  %t306 = sub i64 %size.W, 1
  %t307 = add i64 %t306, 1
  %t308 = mul i64 0, %t307
  %t309 = add i64 %t305, %t308
  %t310 = add i64 %t309, 0
  %t311 = sub i64 %size.H, 1
  %t312 = add i64 %t311, 1
  %t313 = mul i64 %size.K, %t312
  %t314 = sub i64 %size.W, 1
  %t315 = add i64 %t314, 1
  %t316 = mul i64 %t313, %t315
  %t317 = mul i64 0, %t316
  %t318 = sub i64 %size.H, 1
  %t319 = add i64 %t318, 1
  %t320 = sub i64 %size.W, 1
  %t321 = add i64 %t320, 1
  %t322 = mul i64 %t319, %t321
  %t323 = mul i64 0, %t322
  %t324 = add i64 %t317, %t323
  %t325 = sub i64 %size.W, 1
  %t326 = add i64 %t325, 1
  %t327 = mul i64 0, %t326
  %t328 = add i64 %t324, %t327
  %t329 = add i64 %t328, 0
  %t330 = sub i64 %t310, %t329
  br label %packed331
packed331:
  %t333 = sub i64 %t82, 1
  %t334 = add i64 %t102, %t333
  %t335 = udiv i64 %t334, %t82
  %t336 = udiv i64 %range.lo, %t82
  store i64 %t336, ptr %c337
  br label %head338
head338:
  %i341 = load i64, ptr %c337
  %t342 = icmp slt i64 %i341, %t335
  br i1 %t342, label %body339, label %done340
body339:
  %t343 = urem i64 %i341, %t80
  %t344 = udiv i64 %i341, %t80
  %t345 = urem i64 %t344, 1
  %t346 = udiv i64 %t344, 1
  %t347 = mul i64 %i341, %t82
  %t348 = sub i64 %range.lo, %t347
  %t349 = icmp sgt i64 %t348, 0
  %t350 = select i1 %t349, i64 %t348, i64 0
  %t351 = mul i64 %t350, %t98
  %t352 = icmp slt i64 %size.K, %t351
  %t353 = select i1 %t352, i64 %size.K, i64 %t351
  %t354 = sub i64 %t102, %t347
  %t355 = icmp slt i64 %t354, %t82
  %t356 = select i1 %t355, i64 %t354, i64 %t82
  %t357 = mul i64 %t356, %t98
  %t358 = icmp slt i64 %size.K, %t357
  %t359 = select i1 %t358, i64 %size.K, i64 %t357
  %t360 = sub i64 %t359, %t353
  %t361 = mul i64 %t343, %t90
  %t362 = sub i64 %t74, %t361
  %t363 = icmp slt i64 %t90, %t362
  %t364 = select i1 %t363, i64 %t90, i64 %t362
  %t365 = add i64 %t364, 63
  %t366 = sdiv i64 %t365, 64
  %t369 = icmp slt i64 %t353, %t359
  br i1 %t369, label %rows367, label %norows368
rows367:
  store i64 0, ptr %c370
  br label %head371
head371:
  %i374 = load i64, ptr %c370
  %t375 = icmp slt i64 %i374, %t245
  br i1 %t375, label %body372, label %done373
body372:
  %t376 = mul i64 %i374, %t250
  %t377 = add i64 %t376, %t250
  %t378 = icmp slt i64 %t377, %size.C
  %t379 = select i1 %t378, i64 %t377, i64 %size.C
  %t380 = sub i64 %t379, %t376
  %t381 = icmp sgt i64 %t380, 0
  %t382 = select i1 %t381, i64 %t380, i64 0
  %t383 = mul i64 %t382, %t76
  %t384 = icmp sgt i64 %i374, 0
  br label %packb385
packb385:
  br i1 false, label %panels386, label %pack388
pack388:
  store i64 0, ptr %c389
  br label %head390
head390:
  %i393 = load i64, ptr %c389
  %t394 = icmp slt i64 %i393, %t366
  br i1 %t394, label %body391, label %done392
body391:
  %t395 = mul i64 %i393, 64
  %t396 = mul i64 %i393, %t383
  %t397 = mul i64 %t396, 64
  %t398 = getelementptr float, ptr %t106, i64 %t397
  %t399 = add i64 %t395, 0
  %t400 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t399, i64 %t364)
  %t401 = add i64 %t361, %t399
  %t402 = sub i64 %size.W, 1
  %t403 = add i64 %t402, 1
  %t404 = udiv i64 %t401, %t403
  %t405 = urem i64 %t401, %t403
  %t406 = insertelement <16 x i64> poison, i64 %t401, i64 0
  %t407 = shufflevector <16 x i64> %t406, <16 x i64> poison, <16 x i32> zeroinitializer
  %t408 = add <16 x i64> %t407, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t409 = insertelement <16 x i64> poison, i64 %t403, i64 0
  %t410 = shufflevector <16 x i64> %t409, <16 x i64> poison, <16 x i32> zeroinitializer
  %t411 = udiv <16 x i64> %t408, %t410
  %t412 = insertelement <16 x i64> poison, i64 %t403, i64 0
  %t413 = shufflevector <16 x i64> %t412, <16 x i64> poison, <16 x i32> zeroinitializer
  %t414 = mul <16 x i64> %t411, %t413
  %t415 = sub <16 x i64> %t408, %t414
  %t416 = insertelement <16 x i64> poison, i64 %t404, i64 0
  %t417 = shufflevector <16 x i64> %t416, <16 x i64> poison, <16 x i32> zeroinitializer
  %t418 = sub <16 x i64> %t411, %t417
  %t419 = insertelement <16 x i64> poison, i64 %t405, i64 0
  %t420 = shufflevector <16 x i64> %t419, <16 x i64> poison, <16 x i32> zeroinitializer
  %t421 = sub <16 x i64> %t415, %t420
  %t422 = add i64 %t401, 15
  %t423 = udiv i64 %t422, %t403
  %t424 = icmp eq i64 %t404, %t423
  %t425 = add i64 %t395, 16
  %t426 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t425, i64 %t364)
  %t427 = add i64 %t361, %t425
  %t428 = sub i64 %size.W, 1
  %t429 = add i64 %t428, 1
  %t430 = udiv i64 %t427, %t429
  %t431 = urem i64 %t427, %t429
  %t432 = insertelement <16 x i64> poison, i64 %t427, i64 0
  %t433 = shufflevector <16 x i64> %t432, <16 x i64> poison, <16 x i32> zeroinitializer
  %t434 = add <16 x i64> %t433, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t435 = insertelement <16 x i64> poison, i64 %t429, i64 0
  %t436 = shufflevector <16 x i64> %t435, <16 x i64> poison, <16 x i32> zeroinitializer
  %t437 = udiv <16 x i64> %t434, %t436
  %t438 = insertelement <16 x i64> poison, i64 %t429, i64 0
  %t439 = shufflevector <16 x i64> %t438, <16 x i64> poison, <16 x i32> zeroinitializer
  %t440 = mul <16 x i64> %t437, %t439
  %t441 = sub <16 x i64> %t434, %t440
  %t442 = insertelement <16 x i64> poison, i64 %t430, i64 0
  %t443 = shufflevector <16 x i64> %t442, <16 x i64> poison, <16 x i32> zeroinitializer
  %t444 = sub <16 x i64> %t437, %t443
  %t445 = insertelement <16 x i64> poison, i64 %t431, i64 0
  %t446 = shufflevector <16 x i64> %t445, <16 x i64> poison, <16 x i32> zeroinitializer
  %t447 = sub <16 x i64> %t441, %t446
  %t448 = add i64 %t427, 15
  %t449 = udiv i64 %t448, %t429
  %t450 = icmp eq i64 %t430, %t449
  %t451 = add i64 %t395, 32
  %t452 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t451, i64 %t364)
  %t453 = add i64 %t361, %t451
  %t454 = sub i64 %size.W, 1
  %t455 = add i64 %t454, 1
  %t456 = udiv i64 %t453, %t455
  %t457 = urem i64 %t453, %t455
  %t458 = insertelement <16 x i64> poison, i64 %t453, i64 0
  %t459 = shufflevector <16 x i64> %t458, <16 x i64> poison, <16 x i32> zeroinitializer
  %t460 = add <16 x i64> %t459, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t461 = insertelement <16 x i64> poison, i64 %t455, i64 0
  %t462 = shufflevector <16 x i64> %t461, <16 x i64> poison, <16 x i32> zeroinitializer
  %t463 = udiv <16 x i64> %t460, %t462
  %t464 = insertelement <16 x i64> poison, i64 %t455, i64 0
  %t465 = shufflevector <16 x i64> %t464, <16 x i64> poison, <16 x i32> zeroinitializer
  %t466 = mul <16 x i64> %t463, %t465
  %t467 = sub <16 x i64> %t460, %t466
  %t468 = insertelement <16 x i64> poison, i64 %t456, i64 0
  %t469 = shufflevector <16 x i64> %t468, <16 x i64> poison, <16 x i32> zeroinitializer
  %t470 = sub <16 x i64> %t463, %t469
  %t471 = insertelement <16 x i64> poison, i64 %t457, i64 0
  %t472 = shufflevector <16 x i64> %t471, <16 x i64> poison, <16 x i32> zeroinitializer
  %t473 = sub <16 x i64> %t467, %t472
  %t474 = add i64 %t453, 15
  %t475 = udiv i64 %t474, %t455
  %t476 = icmp eq i64 %t456, %t475
  %t477 = add i64 %t395, 48
  %t478 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t477, i64 %t364)
  %t479 = add i64 %t361, %t477
  %t480 = sub i64 %size.W, 1
  %t481 = add i64 %t480, 1
  %t482 = udiv i64 %t479, %t481
  %t483 = urem i64 %t479, %t481
  %t484 = insertelement <16 x i64> poison, i64 %t479, i64 0
  %t485 = shufflevector <16 x i64> %t484, <16 x i64> poison, <16 x i32> zeroinitializer
  %t486 = add <16 x i64> %t485, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t487 = insertelement <16 x i64> poison, i64 %t481, i64 0
  %t488 = shufflevector <16 x i64> %t487, <16 x i64> poison, <16 x i32> zeroinitializer
  %t489 = udiv <16 x i64> %t486, %t488
  %t490 = insertelement <16 x i64> poison, i64 %t481, i64 0
  %t491 = shufflevector <16 x i64> %t490, <16 x i64> poison, <16 x i32> zeroinitializer
  %t492 = mul <16 x i64> %t489, %t491
  %t493 = sub <16 x i64> %t486, %t492
  %t494 = insertelement <16 x i64> poison, i64 %t482, i64 0
  %t495 = shufflevector <16 x i64> %t494, <16 x i64> poison, <16 x i32> zeroinitializer
  %t496 = sub <16 x i64> %t489, %t495
  %t497 = insertelement <16 x i64> poison, i64 %t483, i64 0
  %t498 = shufflevector <16 x i64> %t497, <16 x i64> poison, <16 x i32> zeroinitializer
  %t499 = sub <16 x i64> %t493, %t498
  %t500 = add i64 %t479, 15
  %t501 = udiv i64 %t500, %t481
  %t502 = icmp eq i64 %t482, %t501
  %t503 = mul i64 %size.H, %size.W
  store i64 0, ptr %c504
  store i64 0, ptr %c505
  br label %head506
head506:
  %i509 = load i64, ptr %c505
  %t510 = icmp slt i64 %i509, 1
  br i1 %t510, label %body507, label %done508
body507:
  store i64 0, ptr %c511
  br label %head512
head512:
  %i515 = load i64, ptr %c511
  %t516 = icmp slt i64 %i515, 1
  br i1 %t516, label %body513, label %done514
body513:
  %t517 = load i64, ptr %c504
  %t518 = add i64 %t404, %i509
  %t519 = insertelement <16 x i64> poison, i64 %t518, i64 0
  %t520 = shufflevector <16 x i64> %t519, <16 x i64> poison, <16 x i32> zeroinitializer
  %t521 = insertelement <16 x i64> poison, i64 1, i64 0
  %t522 = shufflevector <16 x i64> %t521, <16 x i64> poison, <16 x i32> zeroinitializer
  %t523 = mul <16 x i64> %t418, %t522
  %t524 = add <16 x i64> %t520, %t523
  %t525 = icmp sge <16 x i64> %t524, zeroinitializer
  %t526 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t527 = shufflevector <16 x i64> %t526, <16 x i64> poison, <16 x i32> zeroinitializer
  %t528 = icmp slt <16 x i64> %t524, %t527
  %t529 = and <16 x i1> %t525, %t528
  %t530 = and <16 x i1> %t400, %t529
  %t531 = add i64 %t405, %i515
  %t532 = insertelement <16 x i64> poison, i64 %t531, i64 0
  %t533 = shufflevector <16 x i64> %t532, <16 x i64> poison, <16 x i32> zeroinitializer
  %t534 = insertelement <16 x i64> poison, i64 1, i64 0
  %t535 = shufflevector <16 x i64> %t534, <16 x i64> poison, <16 x i32> zeroinitializer
  %t536 = mul <16 x i64> %t421, %t535
  %t537 = add <16 x i64> %t533, %t536
  %t538 = icmp sge <16 x i64> %t537, zeroinitializer
  %t539 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t540 = shufflevector <16 x i64> %t539, <16 x i64> poison, <16 x i32> zeroinitializer
  %t541 = icmp slt <16 x i64> %t537, %t540
  %t542 = and <16 x i1> %t538, %t541
  %t543 = and <16 x i1> %t530, %t542
  %t544 = mul i64 %size.C, %size.H
  %t545 = mul i64 %t544, %size.W
  %t546 = mul i64 %t345, %t545
  %t547 = mul i64 %size.H, %size.W
  %t548 = mul i64 %t376, %t547
  %t549 = add i64 %t546, %t548
  %t550 = add i64 %t404, %i509
  %t551 = mul i64 %t550, %size.W
  %t552 = add i64 %t549, %t551
  %t553 = add i64 %t405, %i515
  %t554 = add i64 %t552, %t553
  %t555 = insertelement <16 x i64> poison, i64 %t554, i64 0
  %t556 = shufflevector <16 x i64> %t555, <16 x i64> poison, <16 x i32> zeroinitializer
  %t557 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t558 = shufflevector <16 x i64> %t557, <16 x i64> poison, <16 x i32> zeroinitializer
  %t559 = mul <16 x i64> %t418, %t558
  %t560 = add <16 x i64> %t556, %t559
  %t561 = insertelement <16 x i64> poison, i64 1, i64 0
  %t562 = shufflevector <16 x i64> %t561, <16 x i64> poison, <16 x i32> zeroinitializer
  %t563 = mul <16 x i64> %t421, %t562
  %t564 = add <16 x i64> %t560, %t563
  %t565 = mul i64 %t403, 1
  %t566 = sub i64 %size.W, %t565
  %t567 = add i64 %t405, %t403
  %t568 = add i64 %t567, 15
  %t569 = udiv i64 %t568, %t403
  %t570 = mul i64 0, %t403
  %t571 = sub i64 %t570, %t405
  %t572 = mul i64 1, %t403
  %t573 = sub i64 %t572, %t405
  %t574 = insertelement <16 x i64> poison, i64 %t571, i64 0
  %t575 = shufflevector <16 x i64> %t574, <16 x i64> poison, <16 x i32> zeroinitializer
  %t576 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t575
  %t577 = insertelement <16 x i64> poison, i64 %t573, i64 0
  %t578 = shufflevector <16 x i64> %t577, <16 x i64> poison, <16 x i32> zeroinitializer
  %t579 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t578
  %t580 = and <16 x i1> %t576, %t579
  %t581 = and <16 x i1> %t580, %t543
  %t582 = mul i64 1, %t403
  %t583 = sub i64 %t582, %t405
  %t584 = mul i64 2, %t403
  %t585 = sub i64 %t584, %t405
  %t586 = insertelement <16 x i64> poison, i64 %t583, i64 0
  %t587 = shufflevector <16 x i64> %t586, <16 x i64> poison, <16 x i32> zeroinitializer
  %t588 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t587
  %t589 = insertelement <16 x i64> poison, i64 %t585, i64 0
  %t590 = shufflevector <16 x i64> %t589, <16 x i64> poison, <16 x i32> zeroinitializer
  %t591 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t590
  %t592 = and <16 x i1> %t588, %t591
  %t593 = and <16 x i1> %t592, %t543
  %t594 = mul i64 2, %t403
  %t595 = sub i64 %t594, %t405
  %t596 = mul i64 3, %t403
  %t597 = sub i64 %t596, %t405
  %t598 = insertelement <16 x i64> poison, i64 %t595, i64 0
  %t599 = shufflevector <16 x i64> %t598, <16 x i64> poison, <16 x i32> zeroinitializer
  %t600 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t599
  %t601 = insertelement <16 x i64> poison, i64 %t597, i64 0
  %t602 = shufflevector <16 x i64> %t601, <16 x i64> poison, <16 x i32> zeroinitializer
  %t603 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t602
  %t604 = and <16 x i1> %t600, %t603
  %t605 = and <16 x i1> %t604, %t543
  %t606 = mul i64 3, %t403
  %t607 = sub i64 %t606, %t405
  %t608 = mul i64 4, %t403
  %t609 = sub i64 %t608, %t405
  %t610 = insertelement <16 x i64> poison, i64 %t607, i64 0
  %t611 = shufflevector <16 x i64> %t610, <16 x i64> poison, <16 x i32> zeroinitializer
  %t612 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t611
  %t613 = insertelement <16 x i64> poison, i64 %t609, i64 0
  %t614 = shufflevector <16 x i64> %t613, <16 x i64> poison, <16 x i32> zeroinitializer
  %t615 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t614
  %t616 = and <16 x i1> %t612, %t615
  %t617 = and <16 x i1> %t616, %t543
  %t618 = add i64 %t430, %i509
  %t619 = insertelement <16 x i64> poison, i64 %t618, i64 0
  %t620 = shufflevector <16 x i64> %t619, <16 x i64> poison, <16 x i32> zeroinitializer
  %t621 = insertelement <16 x i64> poison, i64 1, i64 0
  %t622 = shufflevector <16 x i64> %t621, <16 x i64> poison, <16 x i32> zeroinitializer
  %t623 = mul <16 x i64> %t444, %t622
  %t624 = add <16 x i64> %t620, %t623
  %t625 = icmp sge <16 x i64> %t624, zeroinitializer
  %t626 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t627 = shufflevector <16 x i64> %t626, <16 x i64> poison, <16 x i32> zeroinitializer
  %t628 = icmp slt <16 x i64> %t624, %t627
  %t629 = and <16 x i1> %t625, %t628
  %t630 = and <16 x i1> %t426, %t629
  %t631 = add i64 %t431, %i515
  %t632 = insertelement <16 x i64> poison, i64 %t631, i64 0
  %t633 = shufflevector <16 x i64> %t632, <16 x i64> poison, <16 x i32> zeroinitializer
  %t634 = insertelement <16 x i64> poison, i64 1, i64 0
  %t635 = shufflevector <16 x i64> %t634, <16 x i64> poison, <16 x i32> zeroinitializer
  %t636 = mul <16 x i64> %t447, %t635
  %t637 = add <16 x i64> %t633, %t636
  %t638 = icmp sge <16 x i64> %t637, zeroinitializer
  %t639 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t640 = shufflevector <16 x i64> %t639, <16 x i64> poison, <16 x i32> zeroinitializer
  %t641 = icmp slt <16 x i64> %t637, %t640
  %t642 = and <16 x i1> %t638, %t641
  %t643 = and <16 x i1> %t630, %t642
  %t644 = mul i64 %size.C, %size.H
  %t645 = mul i64 %t644, %size.W
  %t646 = mul i64 %t345, %t645
  %t647 = mul i64 %size.H, %size.W
  %t648 = mul i64 %t376, %t647
  %t649 = add i64 %t646, %t648
  %t650 = add i64 %t430, %i509
  %t651 = mul i64 %t650, %size.W
  %t652 = add i64 %t649, %t651
  %t653 = add i64 %t431, %i515
  %t654 = add i64 %t652, %t653
  %t655 = insertelement <16 x i64> poison, i64 %t654, i64 0
  %t656 = shufflevector <16 x i64> %t655, <16 x i64> poison, <16 x i32> zeroinitializer
  %t657 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t658 = shufflevector <16 x i64> %t657, <16 x i64> poison, <16 x i32> zeroinitializer
  %t659 = mul <16 x i64> %t444, %t658
  %t660 = add <16 x i64> %t656, %t659
  %t661 = insertelement <16 x i64> poison, i64 1, i64 0
  %t662 = shufflevector <16 x i64> %t661, <16 x i64> poison, <16 x i32> zeroinitializer
  %t663 = mul <16 x i64> %t447, %t662
  %t664 = add <16 x i64> %t660, %t663
  %t665 = mul i64 %t429, 1
  %t666 = sub i64 %size.W, %t665
  %t667 = add i64 %t431, %t429
  %t668 = add i64 %t667, 15
  %t669 = udiv i64 %t668, %t429
  %t670 = mul i64 0, %t429
  %t671 = sub i64 %t670, %t431
  %t672 = mul i64 1, %t429
  %t673 = sub i64 %t672, %t431
  %t674 = insertelement <16 x i64> poison, i64 %t671, i64 0
  %t675 = shufflevector <16 x i64> %t674, <16 x i64> poison, <16 x i32> zeroinitializer
  %t676 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t675
  %t677 = insertelement <16 x i64> poison, i64 %t673, i64 0
  %t678 = shufflevector <16 x i64> %t677, <16 x i64> poison, <16 x i32> zeroinitializer
  %t679 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t678
  %t680 = and <16 x i1> %t676, %t679
  %t681 = and <16 x i1> %t680, %t643
  %t682 = mul i64 1, %t429
  %t683 = sub i64 %t682, %t431
  %t684 = mul i64 2, %t429
  %t685 = sub i64 %t684, %t431
  %t686 = insertelement <16 x i64> poison, i64 %t683, i64 0
  %t687 = shufflevector <16 x i64> %t686, <16 x i64> poison, <16 x i32> zeroinitializer
  %t688 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t687
  %t689 = insertelement <16 x i64> poison, i64 %t685, i64 0
  %t690 = shufflevector <16 x i64> %t689, <16 x i64> poison, <16 x i32> zeroinitializer
  %t691 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t690
  %t692 = and <16 x i1> %t688, %t691
  %t693 = and <16 x i1> %t692, %t643
  %t694 = mul i64 2, %t429
  %t695 = sub i64 %t694, %t431
  %t696 = mul i64 3, %t429
  %t697 = sub i64 %t696, %t431
  %t698 = insertelement <16 x i64> poison, i64 %t695, i64 0
  %t699 = shufflevector <16 x i64> %t698, <16 x i64> poison, <16 x i32> zeroinitializer
  %t700 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t699
  %t701 = insertelement <16 x i64> poison, i64 %t697, i64 0
  %t702 = shufflevector <16 x i64> %t701, <16 x i64> poison, <16 x i32> zeroinitializer
  %t703 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t702
  %t704 = and <16 x i1> %t700, %t703
  %t705 = and <16 x i1> %t704, %t643
  %t706 = mul i64 3, %t429
  %t707 = sub i64 %t706, %t431
  %t708 = mul i64 4, %t429
  %t709 = sub i64 %t708, %t431
  %t710 = insertelement <16 x i64> poison, i64 %t707, i64 0
  %t711 = shufflevector <16 x i64> %t710, <16 x i64> poison, <16 x i32> zeroinitializer
  %t712 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t711
  %t713 = insertelement <16 x i64> poison, i64 %t709, i64 0
  %t714 = shufflevector <16 x i64> %t713, <16 x i64> poison, <16 x i32> zeroinitializer
  %t715 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t714
  %t716 = and <16 x i1> %t712, %t715
  %t717 = and <16 x i1> %t716, %t643
  %t718 = add i64 %t456, %i509
  %t719 = insertelement <16 x i64> poison, i64 %t718, i64 0
  %t720 = shufflevector <16 x i64> %t719, <16 x i64> poison, <16 x i32> zeroinitializer
  %t721 = insertelement <16 x i64> poison, i64 1, i64 0
  %t722 = shufflevector <16 x i64> %t721, <16 x i64> poison, <16 x i32> zeroinitializer
  %t723 = mul <16 x i64> %t470, %t722
  %t724 = add <16 x i64> %t720, %t723
  %t725 = icmp sge <16 x i64> %t724, zeroinitializer
  %t726 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t727 = shufflevector <16 x i64> %t726, <16 x i64> poison, <16 x i32> zeroinitializer
  %t728 = icmp slt <16 x i64> %t724, %t727
  %t729 = and <16 x i1> %t725, %t728
  %t730 = and <16 x i1> %t452, %t729
  %t731 = add i64 %t457, %i515
  %t732 = insertelement <16 x i64> poison, i64 %t731, i64 0
  %t733 = shufflevector <16 x i64> %t732, <16 x i64> poison, <16 x i32> zeroinitializer
  %t734 = insertelement <16 x i64> poison, i64 1, i64 0
  %t735 = shufflevector <16 x i64> %t734, <16 x i64> poison, <16 x i32> zeroinitializer
  %t736 = mul <16 x i64> %t473, %t735
  %t737 = add <16 x i64> %t733, %t736
  %t738 = icmp sge <16 x i64> %t737, zeroinitializer
  %t739 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t740 = shufflevector <16 x i64> %t739, <16 x i64> poison, <16 x i32> zeroinitializer
  %t741 = icmp slt <16 x i64> %t737, %t740
  %t742 = and <16 x i1> %t738, %t741
  %t743 = and <16 x i1> %t730, %t742
  %t744 = mul i64 %size.C, %size.H
  %t745 = mul i64 %t744, %size.W
  %t746 = mul i64 %t345, %t745
  %t747 = mul i64 %size.H, %size.W
  %t748 = mul i64 %t376, %t747
  %t749 = add i64 %t746, %t748
  %t750 = add i64 %t456, %i509
  %t751 = mul i64 %t750, %size.W
  %t752 = add i64 %t749, %t751
  %t753 = add i64 %t457, %i515
  %t754 = add i64 %t752, %t753
  %t755 = insertelement <16 x i64> poison, i64 %t754, i64 0
  %t756 = shufflevector <16 x i64> %t755, <16 x i64> poison, <16 x i32> zeroinitializer
  %t757 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t758 = shufflevector <16 x i64> %t757, <16 x i64> poison, <16 x i32> zeroinitializer
  %t759 = mul <16 x i64> %t470, %t758
  %t760 = add <16 x i64> %t756, %t759
  %t761 = insertelement <16 x i64> poison, i64 1, i64 0
  %t762 = shufflevector <16 x i64> %t761, <16 x i64> poison, <16 x i32> zeroinitializer
  %t763 = mul <16 x i64> %t473, %t762
  %t764 = add <16 x i64> %t760, %t763
  %t765 = mul i64 %t455, 1
  %t766 = sub i64 %size.W, %t765
  %t767 = add i64 %t457, %t455
  %t768 = add i64 %t767, 15
  %t769 = udiv i64 %t768, %t455
  %t770 = mul i64 0, %t455
  %t771 = sub i64 %t770, %t457
  %t772 = mul i64 1, %t455
  %t773 = sub i64 %t772, %t457
  %t774 = insertelement <16 x i64> poison, i64 %t771, i64 0
  %t775 = shufflevector <16 x i64> %t774, <16 x i64> poison, <16 x i32> zeroinitializer
  %t776 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t775
  %t777 = insertelement <16 x i64> poison, i64 %t773, i64 0
  %t778 = shufflevector <16 x i64> %t777, <16 x i64> poison, <16 x i32> zeroinitializer
  %t779 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t778
  %t780 = and <16 x i1> %t776, %t779
  %t781 = and <16 x i1> %t780, %t743
  %t782 = mul i64 1, %t455
  %t783 = sub i64 %t782, %t457
  %t784 = mul i64 2, %t455
  %t785 = sub i64 %t784, %t457
  %t786 = insertelement <16 x i64> poison, i64 %t783, i64 0
  %t787 = shufflevector <16 x i64> %t786, <16 x i64> poison, <16 x i32> zeroinitializer
  %t788 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t787
  %t789 = insertelement <16 x i64> poison, i64 %t785, i64 0
  %t790 = shufflevector <16 x i64> %t789, <16 x i64> poison, <16 x i32> zeroinitializer
  %t791 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t790
  %t792 = and <16 x i1> %t788, %t791
  %t793 = and <16 x i1> %t792, %t743
  %t794 = mul i64 2, %t455
  %t795 = sub i64 %t794, %t457
  %t796 = mul i64 3, %t455
  %t797 = sub i64 %t796, %t457
  %t798 = insertelement <16 x i64> poison, i64 %t795, i64 0
  %t799 = shufflevector <16 x i64> %t798, <16 x i64> poison, <16 x i32> zeroinitializer
  %t800 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t799
  %t801 = insertelement <16 x i64> poison, i64 %t797, i64 0
  %t802 = shufflevector <16 x i64> %t801, <16 x i64> poison, <16 x i32> zeroinitializer
  %t803 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t802
  %t804 = and <16 x i1> %t800, %t803
  %t805 = and <16 x i1> %t804, %t743
  %t806 = mul i64 3, %t455
  %t807 = sub i64 %t806, %t457
  %t808 = mul i64 4, %t455
  %t809 = sub i64 %t808, %t457
  %t810 = insertelement <16 x i64> poison, i64 %t807, i64 0
  %t811 = shufflevector <16 x i64> %t810, <16 x i64> poison, <16 x i32> zeroinitializer
  %t812 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t811
  %t813 = insertelement <16 x i64> poison, i64 %t809, i64 0
  %t814 = shufflevector <16 x i64> %t813, <16 x i64> poison, <16 x i32> zeroinitializer
  %t815 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t814
  %t816 = and <16 x i1> %t812, %t815
  %t817 = and <16 x i1> %t816, %t743
  %t818 = add i64 %t482, %i509
  %t819 = insertelement <16 x i64> poison, i64 %t818, i64 0
  %t820 = shufflevector <16 x i64> %t819, <16 x i64> poison, <16 x i32> zeroinitializer
  %t821 = insertelement <16 x i64> poison, i64 1, i64 0
  %t822 = shufflevector <16 x i64> %t821, <16 x i64> poison, <16 x i32> zeroinitializer
  %t823 = mul <16 x i64> %t496, %t822
  %t824 = add <16 x i64> %t820, %t823
  %t825 = icmp sge <16 x i64> %t824, zeroinitializer
  %t826 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t827 = shufflevector <16 x i64> %t826, <16 x i64> poison, <16 x i32> zeroinitializer
  %t828 = icmp slt <16 x i64> %t824, %t827
  %t829 = and <16 x i1> %t825, %t828
  %t830 = and <16 x i1> %t478, %t829
  %t831 = add i64 %t483, %i515
  %t832 = insertelement <16 x i64> poison, i64 %t831, i64 0
  %t833 = shufflevector <16 x i64> %t832, <16 x i64> poison, <16 x i32> zeroinitializer
  %t834 = insertelement <16 x i64> poison, i64 1, i64 0
  %t835 = shufflevector <16 x i64> %t834, <16 x i64> poison, <16 x i32> zeroinitializer
  %t836 = mul <16 x i64> %t499, %t835
  %t837 = add <16 x i64> %t833, %t836
  %t838 = icmp sge <16 x i64> %t837, zeroinitializer
  %t839 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t840 = shufflevector <16 x i64> %t839, <16 x i64> poison, <16 x i32> zeroinitializer
  %t841 = icmp slt <16 x i64> %t837, %t840
  %t842 = and <16 x i1> %t838, %t841
  %t843 = and <16 x i1> %t830, %t842
  %t844 = mul i64 %size.C, %size.H
  %t845 = mul i64 %t844, %size.W
  %t846 = mul i64 %t345, %t845
  %t847 = mul i64 %size.H, %size.W
  %t848 = mul i64 %t376, %t847
  %t849 = add i64 %t846, %t848
  %t850 = add i64 %t482, %i509
  %t851 = mul i64 %t850, %size.W
  %t852 = add i64 %t849, %t851
  %t853 = add i64 %t483, %i515
  %t854 = add i64 %t852, %t853
  %t855 = insertelement <16 x i64> poison, i64 %t854, i64 0
  %t856 = shufflevector <16 x i64> %t855, <16 x i64> poison, <16 x i32> zeroinitializer
  %t857 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t858 = shufflevector <16 x i64> %t857, <16 x i64> poison, <16 x i32> zeroinitializer
  %t859 = mul <16 x i64> %t496, %t858
  %t860 = add <16 x i64> %t856, %t859
  %t861 = insertelement <16 x i64> poison, i64 1, i64 0
  %t862 = shufflevector <16 x i64> %t861, <16 x i64> poison, <16 x i32> zeroinitializer
  %t863 = mul <16 x i64> %t499, %t862
  %t864 = add <16 x i64> %t860, %t863
  %t865 = mul i64 %t481, 1
  %t866 = sub i64 %size.W, %t865
  %t867 = add i64 %t483, %t481
  %t868 = add i64 %t867, 15
  %t869 = udiv i64 %t868, %t481
  %t870 = mul i64 0, %t481
  %t871 = sub i64 %t870, %t483
  %t872 = mul i64 1, %t481
  %t873 = sub i64 %t872, %t483
  %t874 = insertelement <16 x i64> poison, i64 %t871, i64 0
  %t875 = shufflevector <16 x i64> %t874, <16 x i64> poison, <16 x i32> zeroinitializer
  %t876 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t875
  %t877 = insertelement <16 x i64> poison, i64 %t873, i64 0
  %t878 = shufflevector <16 x i64> %t877, <16 x i64> poison, <16 x i32> zeroinitializer
  %t879 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t878
  %t880 = and <16 x i1> %t876, %t879
  %t881 = and <16 x i1> %t880, %t843
  %t882 = mul i64 1, %t481
  %t883 = sub i64 %t882, %t483
  %t884 = mul i64 2, %t481
  %t885 = sub i64 %t884, %t483
  %t886 = insertelement <16 x i64> poison, i64 %t883, i64 0
  %t887 = shufflevector <16 x i64> %t886, <16 x i64> poison, <16 x i32> zeroinitializer
  %t888 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t887
  %t889 = insertelement <16 x i64> poison, i64 %t885, i64 0
  %t890 = shufflevector <16 x i64> %t889, <16 x i64> poison, <16 x i32> zeroinitializer
  %t891 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t890
  %t892 = and <16 x i1> %t888, %t891
  %t893 = and <16 x i1> %t892, %t843
  %t894 = mul i64 2, %t481
  %t895 = sub i64 %t894, %t483
  %t896 = mul i64 3, %t481
  %t897 = sub i64 %t896, %t483
  %t898 = insertelement <16 x i64> poison, i64 %t895, i64 0
  %t899 = shufflevector <16 x i64> %t898, <16 x i64> poison, <16 x i32> zeroinitializer
  %t900 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t899
  %t901 = insertelement <16 x i64> poison, i64 %t897, i64 0
  %t902 = shufflevector <16 x i64> %t901, <16 x i64> poison, <16 x i32> zeroinitializer
  %t903 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t902
  %t904 = and <16 x i1> %t900, %t903
  %t905 = and <16 x i1> %t904, %t843
  %t906 = mul i64 3, %t481
  %t907 = sub i64 %t906, %t483
  %t908 = mul i64 4, %t481
  %t909 = sub i64 %t908, %t483
  %t910 = insertelement <16 x i64> poison, i64 %t907, i64 0
  %t911 = shufflevector <16 x i64> %t910, <16 x i64> poison, <16 x i32> zeroinitializer
  %t912 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t911
  %t913 = insertelement <16 x i64> poison, i64 %t909, i64 0
  %t914 = shufflevector <16 x i64> %t913, <16 x i64> poison, <16 x i32> zeroinitializer
  %t915 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t914
  %t916 = and <16 x i1> %t912, %t915
  %t917 = and <16 x i1> %t916, %t843
  store i64 %t376, ptr %c918
  br label %head919
head919:
  %i922 = load i64, ptr %c918
  %t923 = icmp slt i64 %i922, %t379
  br i1 %t923, label %body920, label %done921
body920:
  %t924 = sub i64 %i922, %t376
  %t925 = mul i64 %t924, 1
  %t926 = add i64 %t925, %t517
  %t927 = mul i64 %t924, %t503
  %t928 = insertelement <16 x i64> poison, i64 %t927, i64 0
  %t929 = shufflevector <16 x i64> %t928, <16 x i64> poison, <16 x i32> zeroinitializer
  %t930 = add <16 x i64> %t564, %t929
  %t931 = add i64 %t554, %t927
  %t932 = mul i64 %t926, 64
  %t933 = add i64 %t932, 0
  %t934 = getelementptr float, ptr %t398, i64 %t933
  br i1 %t424, label %load935, label %gather936
load935:
  %t938 = getelementptr float, ptr %buf.x, i64 %t931
  %t939 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t938, <16 x i1> %t543, <16 x float> zeroinitializer)
  store <16 x float> %t939, ptr %t934, align 4
  br label %packed937
gather936:
  switch i64 %t569, label %gather944 [i64 1, label %pieces1940 i64 2, label %pieces2941 i64 3, label %pieces3942 i64 4, label %pieces4943]
pieces1940:
  %t945 = mul i64 %t566, 0
  %t946 = add i64 %t931, %t945
  %t947 = getelementptr float, ptr %buf.x, i64 %t946
  %t948 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t947, <16 x i1> %t581, <16 x float> zeroinitializer)
  store <16 x float> %t948, ptr %t934, align 4
  br label %packed937
pieces2941:
  %t949 = mul i64 %t566, 0
  %t950 = add i64 %t931, %t949
  %t951 = getelementptr float, ptr %buf.x, i64 %t950
  %t952 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t951, <16 x i1> %t581, <16 x float> zeroinitializer)
  %t953 = mul i64 %t566, 1
  %t954 = add i64 %t931, %t953
  %t955 = getelementptr float, ptr %buf.x, i64 %t954
  %t956 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t955, <16 x i1> %t593, <16 x float> zeroinitializer)
  %t957 = select <16 x i1> %t593, <16 x float> %t956, <16 x float> %t952
  store <16 x float> %t957, ptr %t934, align 4
  br label %packed937
pieces3942:
  %t958 = mul i64 %t566, 0
  %t959 = add i64 %t931, %t958
  %t960 = getelementptr float, ptr %buf.x, i64 %t959
  %t961 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t960, <16 x i1> %t581, <16 x float> zeroinitializer)
  %t962 = mul i64 %t566, 1
  %t963 = add i64 %t931, %t962
  %t964 = getelementptr float, ptr %buf.x, i64 %t963
  %t965 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t964, <16 x i1> %t593, <16 x float> zeroinitializer)
  %t966 = select <16 x i1> %t593, <16 x float> %t965, <16 x float> %t961
  %t967 = mul i64 %t566, 2
  %t968 = add i64 %t931, %t967
  %t969 = getelementptr float, ptr %buf.x, i64 %t968
  %t970 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t969, <16 x i1> %t605, <16 x float> zeroinitializer)
  %t971 = select <16 x i1> %t605, <16 x float> %t970, <16 x float> %t966
  store <16 x float> %t971, ptr %t934, align 4
  br label %packed937
pieces4943:
  %t972 = mul i64 %t566, 0
  %t973 = add i64 %t931, %t972
  %t974 = getelementptr float, ptr %buf.x, i64 %t973
  %t975 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t974, <16 x i1> %t581, <16 x float> zeroinitializer)
  %t976 = mul i64 %t566, 1
  %t977 = add i64 %t931, %t976
  %t978 = getelementptr float, ptr %buf.x, i64 %t977
  %t979 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t978, <16 x i1> %t593, <16 x float> zeroinitializer)
  %t980 = select <16 x i1> %t593, <16 x float> %t979, <16 x float> %t975
  %t981 = mul i64 %t566, 2
  %t982 = add i64 %t931, %t981
  %t983 = getelementptr float, ptr %buf.x, i64 %t982
  %t984 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t983, <16 x i1> %t605, <16 x float> zeroinitializer)
  %t985 = select <16 x i1> %t605, <16 x float> %t984, <16 x float> %t980
  %t986 = mul i64 %t566, 3
  %t987 = add i64 %t931, %t986
  %t988 = getelementptr float, ptr %buf.x, i64 %t987
  %t989 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t988, <16 x i1> %t617, <16 x float> zeroinitializer)
  %t990 = select <16 x i1> %t617, <16 x float> %t989, <16 x float> %t985
  store <16 x float> %t990, ptr %t934, align 4
  br label %packed937
gather944:
  %t991 = getelementptr float, ptr %buf.x, <16 x i64> %t930
  %t992 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t991, <16 x i1> %t543, <16 x float> zeroinitializer)
  store <16 x float> %t992, ptr %t934, align 4
  br label %packed937
packed937:
  %t993 = insertelement <16 x i64> poison, i64 %t927, i64 0
  %t994 = shufflevector <16 x i64> %t993, <16 x i64> poison, <16 x i32> zeroinitializer
  %t995 = add <16 x i64> %t664, %t994
  %t996 = add i64 %t654, %t927
  %t997 = mul i64 %t926, 64
  %t998 = add i64 %t997, 16
  %t999 = getelementptr float, ptr %t398, i64 %t998
  br i1 %t450, label %load1000, label %gather1001
load1000:
  %t1003 = getelementptr float, ptr %buf.x, i64 %t996
  %t1004 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1003, <16 x i1> %t643, <16 x float> zeroinitializer)
  store <16 x float> %t1004, ptr %t999, align 4
  br label %packed1002
gather1001:
  switch i64 %t669, label %gather1009 [i64 1, label %pieces11005 i64 2, label %pieces21006 i64 3, label %pieces31007 i64 4, label %pieces41008]
pieces11005:
  %t1010 = mul i64 %t666, 0
  %t1011 = add i64 %t996, %t1010
  %t1012 = getelementptr float, ptr %buf.x, i64 %t1011
  %t1013 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1012, <16 x i1> %t681, <16 x float> zeroinitializer)
  store <16 x float> %t1013, ptr %t999, align 4
  br label %packed1002
pieces21006:
  %t1014 = mul i64 %t666, 0
  %t1015 = add i64 %t996, %t1014
  %t1016 = getelementptr float, ptr %buf.x, i64 %t1015
  %t1017 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1016, <16 x i1> %t681, <16 x float> zeroinitializer)
  %t1018 = mul i64 %t666, 1
  %t1019 = add i64 %t996, %t1018
  %t1020 = getelementptr float, ptr %buf.x, i64 %t1019
  %t1021 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1020, <16 x i1> %t693, <16 x float> zeroinitializer)
  %t1022 = select <16 x i1> %t693, <16 x float> %t1021, <16 x float> %t1017
  store <16 x float> %t1022, ptr %t999, align 4
  br label %packed1002
pieces31007:
  %t1023 = mul i64 %t666, 0
  %t1024 = add i64 %t996, %t1023
  %t1025 = getelementptr float, ptr %buf.x, i64 %t1024
  %t1026 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1025, <16 x i1> %t681, <16 x float> zeroinitializer)
  %t1027 = mul i64 %t666, 1
  %t1028 = add i64 %t996, %t1027
  %t1029 = getelementptr float, ptr %buf.x, i64 %t1028
  %t1030 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1029, <16 x i1> %t693, <16 x float> zeroinitializer)
  %t1031 = select <16 x i1> %t693, <16 x float> %t1030, <16 x float> %t1026
  %t1032 = mul i64 %t666, 2
  %t1033 = add i64 %t996, %t1032
  %t1034 = getelementptr float, ptr %buf.x, i64 %t1033
  %t1035 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1034, <16 x i1> %t705, <16 x float> zeroinitializer)
  %t1036 = select <16 x i1> %t705, <16 x float> %t1035, <16 x float> %t1031
  store <16 x float> %t1036, ptr %t999, align 4
  br label %packed1002
pieces41008:
  %t1037 = mul i64 %t666, 0
  %t1038 = add i64 %t996, %t1037
  %t1039 = getelementptr float, ptr %buf.x, i64 %t1038
  %t1040 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1039, <16 x i1> %t681, <16 x float> zeroinitializer)
  %t1041 = mul i64 %t666, 1
  %t1042 = add i64 %t996, %t1041
  %t1043 = getelementptr float, ptr %buf.x, i64 %t1042
  %t1044 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1043, <16 x i1> %t693, <16 x float> zeroinitializer)
  %t1045 = select <16 x i1> %t693, <16 x float> %t1044, <16 x float> %t1040
  %t1046 = mul i64 %t666, 2
  %t1047 = add i64 %t996, %t1046
  %t1048 = getelementptr float, ptr %buf.x, i64 %t1047
  %t1049 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1048, <16 x i1> %t705, <16 x float> zeroinitializer)
  %t1050 = select <16 x i1> %t705, <16 x float> %t1049, <16 x float> %t1045
  %t1051 = mul i64 %t666, 3
  %t1052 = add i64 %t996, %t1051
  %t1053 = getelementptr float, ptr %buf.x, i64 %t1052
  %t1054 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1053, <16 x i1> %t717, <16 x float> zeroinitializer)
  %t1055 = select <16 x i1> %t717, <16 x float> %t1054, <16 x float> %t1050
  store <16 x float> %t1055, ptr %t999, align 4
  br label %packed1002
gather1009:
  %t1056 = getelementptr float, ptr %buf.x, <16 x i64> %t995
  %t1057 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1056, <16 x i1> %t643, <16 x float> zeroinitializer)
  store <16 x float> %t1057, ptr %t999, align 4
  br label %packed1002
packed1002:
  %t1058 = insertelement <16 x i64> poison, i64 %t927, i64 0
  %t1059 = shufflevector <16 x i64> %t1058, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1060 = add <16 x i64> %t764, %t1059
  %t1061 = add i64 %t754, %t927
  %t1062 = mul i64 %t926, 64
  %t1063 = add i64 %t1062, 32
  %t1064 = getelementptr float, ptr %t398, i64 %t1063
  br i1 %t476, label %load1065, label %gather1066
load1065:
  %t1068 = getelementptr float, ptr %buf.x, i64 %t1061
  %t1069 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1068, <16 x i1> %t743, <16 x float> zeroinitializer)
  store <16 x float> %t1069, ptr %t1064, align 4
  br label %packed1067
gather1066:
  switch i64 %t769, label %gather1074 [i64 1, label %pieces11070 i64 2, label %pieces21071 i64 3, label %pieces31072 i64 4, label %pieces41073]
pieces11070:
  %t1075 = mul i64 %t766, 0
  %t1076 = add i64 %t1061, %t1075
  %t1077 = getelementptr float, ptr %buf.x, i64 %t1076
  %t1078 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1077, <16 x i1> %t781, <16 x float> zeroinitializer)
  store <16 x float> %t1078, ptr %t1064, align 4
  br label %packed1067
pieces21071:
  %t1079 = mul i64 %t766, 0
  %t1080 = add i64 %t1061, %t1079
  %t1081 = getelementptr float, ptr %buf.x, i64 %t1080
  %t1082 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1081, <16 x i1> %t781, <16 x float> zeroinitializer)
  %t1083 = mul i64 %t766, 1
  %t1084 = add i64 %t1061, %t1083
  %t1085 = getelementptr float, ptr %buf.x, i64 %t1084
  %t1086 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1085, <16 x i1> %t793, <16 x float> zeroinitializer)
  %t1087 = select <16 x i1> %t793, <16 x float> %t1086, <16 x float> %t1082
  store <16 x float> %t1087, ptr %t1064, align 4
  br label %packed1067
pieces31072:
  %t1088 = mul i64 %t766, 0
  %t1089 = add i64 %t1061, %t1088
  %t1090 = getelementptr float, ptr %buf.x, i64 %t1089
  %t1091 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1090, <16 x i1> %t781, <16 x float> zeroinitializer)
  %t1092 = mul i64 %t766, 1
  %t1093 = add i64 %t1061, %t1092
  %t1094 = getelementptr float, ptr %buf.x, i64 %t1093
  %t1095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1094, <16 x i1> %t793, <16 x float> zeroinitializer)
  %t1096 = select <16 x i1> %t793, <16 x float> %t1095, <16 x float> %t1091
  %t1097 = mul i64 %t766, 2
  %t1098 = add i64 %t1061, %t1097
  %t1099 = getelementptr float, ptr %buf.x, i64 %t1098
  %t1100 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1099, <16 x i1> %t805, <16 x float> zeroinitializer)
  %t1101 = select <16 x i1> %t805, <16 x float> %t1100, <16 x float> %t1096
  store <16 x float> %t1101, ptr %t1064, align 4
  br label %packed1067
pieces41073:
  %t1102 = mul i64 %t766, 0
  %t1103 = add i64 %t1061, %t1102
  %t1104 = getelementptr float, ptr %buf.x, i64 %t1103
  %t1105 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1104, <16 x i1> %t781, <16 x float> zeroinitializer)
  %t1106 = mul i64 %t766, 1
  %t1107 = add i64 %t1061, %t1106
  %t1108 = getelementptr float, ptr %buf.x, i64 %t1107
  %t1109 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1108, <16 x i1> %t793, <16 x float> zeroinitializer)
  %t1110 = select <16 x i1> %t793, <16 x float> %t1109, <16 x float> %t1105
  %t1111 = mul i64 %t766, 2
  %t1112 = add i64 %t1061, %t1111
  %t1113 = getelementptr float, ptr %buf.x, i64 %t1112
  %t1114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1113, <16 x i1> %t805, <16 x float> zeroinitializer)
  %t1115 = select <16 x i1> %t805, <16 x float> %t1114, <16 x float> %t1110
  %t1116 = mul i64 %t766, 3
  %t1117 = add i64 %t1061, %t1116
  %t1118 = getelementptr float, ptr %buf.x, i64 %t1117
  %t1119 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1118, <16 x i1> %t817, <16 x float> zeroinitializer)
  %t1120 = select <16 x i1> %t817, <16 x float> %t1119, <16 x float> %t1115
  store <16 x float> %t1120, ptr %t1064, align 4
  br label %packed1067
gather1074:
  %t1121 = getelementptr float, ptr %buf.x, <16 x i64> %t1060
  %t1122 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1121, <16 x i1> %t743, <16 x float> zeroinitializer)
  store <16 x float> %t1122, ptr %t1064, align 4
  br label %packed1067
packed1067:
  %t1123 = insertelement <16 x i64> poison, i64 %t927, i64 0
  %t1124 = shufflevector <16 x i64> %t1123, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1125 = add <16 x i64> %t864, %t1124
  %t1126 = add i64 %t854, %t927
  %t1127 = mul i64 %t926, 64
  %t1128 = add i64 %t1127, 48
  %t1129 = getelementptr float, ptr %t398, i64 %t1128
  br i1 %t502, label %load1130, label %gather1131
load1130:
  %t1133 = getelementptr float, ptr %buf.x, i64 %t1126
  %t1134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1133, <16 x i1> %t843, <16 x float> zeroinitializer)
  store <16 x float> %t1134, ptr %t1129, align 4
  br label %packed1132
gather1131:
  switch i64 %t869, label %gather1139 [i64 1, label %pieces11135 i64 2, label %pieces21136 i64 3, label %pieces31137 i64 4, label %pieces41138]
pieces11135:
  %t1140 = mul i64 %t866, 0
  %t1141 = add i64 %t1126, %t1140
  %t1142 = getelementptr float, ptr %buf.x, i64 %t1141
  %t1143 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1142, <16 x i1> %t881, <16 x float> zeroinitializer)
  store <16 x float> %t1143, ptr %t1129, align 4
  br label %packed1132
pieces21136:
  %t1144 = mul i64 %t866, 0
  %t1145 = add i64 %t1126, %t1144
  %t1146 = getelementptr float, ptr %buf.x, i64 %t1145
  %t1147 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1146, <16 x i1> %t881, <16 x float> zeroinitializer)
  %t1148 = mul i64 %t866, 1
  %t1149 = add i64 %t1126, %t1148
  %t1150 = getelementptr float, ptr %buf.x, i64 %t1149
  %t1151 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1150, <16 x i1> %t893, <16 x float> zeroinitializer)
  %t1152 = select <16 x i1> %t893, <16 x float> %t1151, <16 x float> %t1147
  store <16 x float> %t1152, ptr %t1129, align 4
  br label %packed1132
pieces31137:
  %t1153 = mul i64 %t866, 0
  %t1154 = add i64 %t1126, %t1153
  %t1155 = getelementptr float, ptr %buf.x, i64 %t1154
  %t1156 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1155, <16 x i1> %t881, <16 x float> zeroinitializer)
  %t1157 = mul i64 %t866, 1
  %t1158 = add i64 %t1126, %t1157
  %t1159 = getelementptr float, ptr %buf.x, i64 %t1158
  %t1160 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1159, <16 x i1> %t893, <16 x float> zeroinitializer)
  %t1161 = select <16 x i1> %t893, <16 x float> %t1160, <16 x float> %t1156
  %t1162 = mul i64 %t866, 2
  %t1163 = add i64 %t1126, %t1162
  %t1164 = getelementptr float, ptr %buf.x, i64 %t1163
  %t1165 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1164, <16 x i1> %t905, <16 x float> zeroinitializer)
  %t1166 = select <16 x i1> %t905, <16 x float> %t1165, <16 x float> %t1161
  store <16 x float> %t1166, ptr %t1129, align 4
  br label %packed1132
pieces41138:
  %t1167 = mul i64 %t866, 0
  %t1168 = add i64 %t1126, %t1167
  %t1169 = getelementptr float, ptr %buf.x, i64 %t1168
  %t1170 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1169, <16 x i1> %t881, <16 x float> zeroinitializer)
  %t1171 = mul i64 %t866, 1
  %t1172 = add i64 %t1126, %t1171
  %t1173 = getelementptr float, ptr %buf.x, i64 %t1172
  %t1174 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1173, <16 x i1> %t893, <16 x float> zeroinitializer)
  %t1175 = select <16 x i1> %t893, <16 x float> %t1174, <16 x float> %t1170
  %t1176 = mul i64 %t866, 2
  %t1177 = add i64 %t1126, %t1176
  %t1178 = getelementptr float, ptr %buf.x, i64 %t1177
  %t1179 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1178, <16 x i1> %t905, <16 x float> zeroinitializer)
  %t1180 = select <16 x i1> %t905, <16 x float> %t1179, <16 x float> %t1175
  %t1181 = mul i64 %t866, 3
  %t1182 = add i64 %t1126, %t1181
  %t1183 = getelementptr float, ptr %buf.x, i64 %t1182
  %t1184 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1183, <16 x i1> %t917, <16 x float> zeroinitializer)
  %t1185 = select <16 x i1> %t917, <16 x float> %t1184, <16 x float> %t1180
  store <16 x float> %t1185, ptr %t1129, align 4
  br label %packed1132
gather1139:
  %t1186 = getelementptr float, ptr %buf.x, <16 x i64> %t1125
  %t1187 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1186, <16 x i1> %t843, <16 x float> zeroinitializer)
  store <16 x float> %t1187, ptr %t1129, align 4
  br label %packed1132
packed1132:
  %t1188 = add nsw i64 %i922, 1
  store i64 %t1188, ptr %c918
  br label %head919
done921:
  %t1189 = add i64 %t517, 1
  store i64 %t1189, ptr %c504
  %t1190 = add nsw i64 %i515, 1
  store i64 %t1190, ptr %c511
  br label %head512
done514:
  %t1191 = add nsw i64 %i509, 1
  store i64 %t1191, ptr %c505
  br label %head506
done508:
  %t1192 = add nsw i64 %i393, 1
  store i64 %t1192, ptr %c389
  br label %head390
done392:
  br label %panels386
panels386:
  store i64 %t353, ptr %c1193
  br label %head1194
head1194:
  %i1197 = load i64, ptr %c1193
  %t1198 = icmp slt i64 %i1197, %t359
  br i1 %t1198, label %body1195, label %done1196
body1195:
  store i64 0, ptr %c1199
  br label %head1200
head1200:
  %i1203 = load i64, ptr %c1199
  %t1204 = icmp slt i64 %i1203, %t366
  br i1 %t1204, label %body1201, label %done1202
body1201:
  %t1205 = add i64 %i1197, %t98
  %t1206 = icmp slt i64 %t1205, %t359
  %t1207 = select i1 %t1206, i64 %t1205, i64 %t359
  %t1208 = mul i64 %i1203, 64
  %t1209 = add i64 %t1208, 0
  %t1210 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1209, i64 %t364)
  %t1211 = add i64 %t1208, 16
  %t1212 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1211, i64 %t364)
  %t1213 = add i64 %t1208, 32
  %t1214 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1213, i64 %t364)
  %t1215 = add i64 %t1208, 48
  %t1216 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1215, i64 %t364)
  %t1217 = add i64 %t361, %t1208
  %t1218 = udiv i64 %t1217, %t71
  %t1219 = urem i64 %t1217, %t71
  %t1220 = mul i64 %size.C, %size.H
  %t1221 = mul i64 %t1220, %size.W
  %t1222 = mul i64 %t345, %t1221
  %t1223 = mul i64 %size.H, %size.W
  %t1224 = mul i64 %t376, %t1223
  %t1225 = add i64 %t1222, %t1224
  %t1226 = add i64 %t1218, 0
  %t1227 = mul i64 %t1226, %size.W
  %t1228 = add i64 %t1225, %t1227
  %t1229 = add i64 %t1219, 0
  %t1230 = add i64 %t1228, %t1229
  %t1231 = getelementptr float, ptr %buf.x, i64 %t1230
  %t1232 = mul i64 %i1203, %t383
  %t1233 = mul i64 %t1232, 64
  %t1234 = getelementptr float, ptr %t106, i64 %t1233
  %t1235 = select i1 false, ptr %t1231, ptr %t1234
  %t1236 = select i1 false, i64 %t291, i64 64
  %t1237 = udiv i64 %t1217, %t71
  %t1238 = urem i64 %t1217, %t71
  store i64 %i1197, ptr %c1239
  br label %head1240
head1240:
  %i1243 = load i64, ptr %c1239
  %t1244 = icmp slt i64 %i1243, %t1207
  br i1 %t1244, label %body1241, label %done1242
body1241:
  %t1245 = sub i64 %t1207, %i1243
  %t1246 = icmp slt i64 4, %t1245
  %t1247 = select i1 %t1246, i64 4, i64 %t1245
  %t1248 = mul i64 %i1243, %size.C
  %t1249 = add i64 %t1248, %t376
  %t1250 = add i64 %t1249, 0
  %t1251 = add i64 %t1250, 0
  %t1252 = getelementptr float, ptr %buf.w, i64 %t1251
  br i1 %t233, label %ready1254, label %packa1253
packa1253:
  %t1255 = sub i64 %t1247, 1
  store i64 0, ptr %c1256
  store i64 %t376, ptr %c1257
  br label %head1258
head1258:
  %i1261 = load i64, ptr %c1257
  %t1262 = icmp slt i64 %i1261, %t379
  br i1 %t1262, label %body1259, label %done1260
body1259:
  store i64 0, ptr %c1263
  br label %head1264
head1264:
  %i1267 = load i64, ptr %c1263
  %t1268 = icmp slt i64 %i1267, 1
  br i1 %t1268, label %body1265, label %done1266
body1265:
  store i64 0, ptr %c1269
  br label %head1270
head1270:
  %i1273 = load i64, ptr %c1269
  %t1274 = icmp slt i64 %i1273, 1
  br i1 %t1274, label %body1271, label %done1272
body1271:
  %t1275 = load i64, ptr %c1256
  %t1276 = icmp slt i64 0, %t1255
  %t1277 = select i1 %t1276, i64 0, i64 %t1255
  %t1278 = add i64 %i1243, %t1277
  %t1279 = mul i64 %t1278, %size.C
  %t1280 = add i64 %t1279, %i1261
  %t1281 = add i64 %t1280, %i1267
  %t1282 = add i64 %t1281, %i1273
  %t1283 = select i1 true, i64 %t1282, i64 0
  %t1284 = getelementptr float, ptr %buf.w, i64 %t1283
  %t1285 = load float, ptr %t1284, align 4
  %t1286 = select i1 true, float %t1285, float 0.0
  %t1287 = mul i64 %t1275, 4
  %t1288 = add i64 %t1287, 0
  %t1289 = getelementptr float, ptr %t109, i64 %t1288
  store float %t1286, ptr %t1289, align 4
  %t1290 = icmp slt i64 1, %t1255
  %t1291 = select i1 %t1290, i64 1, i64 %t1255
  %t1292 = add i64 %i1243, %t1291
  %t1293 = mul i64 %t1292, %size.C
  %t1294 = add i64 %t1293, %i1261
  %t1295 = add i64 %t1294, %i1267
  %t1296 = add i64 %t1295, %i1273
  %t1297 = select i1 true, i64 %t1296, i64 0
  %t1298 = getelementptr float, ptr %buf.w, i64 %t1297
  %t1299 = load float, ptr %t1298, align 4
  %t1300 = select i1 true, float %t1299, float 0.0
  %t1301 = mul i64 %t1275, 4
  %t1302 = add i64 %t1301, 1
  %t1303 = getelementptr float, ptr %t109, i64 %t1302
  store float %t1300, ptr %t1303, align 4
  %t1304 = icmp slt i64 2, %t1255
  %t1305 = select i1 %t1304, i64 2, i64 %t1255
  %t1306 = add i64 %i1243, %t1305
  %t1307 = mul i64 %t1306, %size.C
  %t1308 = add i64 %t1307, %i1261
  %t1309 = add i64 %t1308, %i1267
  %t1310 = add i64 %t1309, %i1273
  %t1311 = select i1 true, i64 %t1310, i64 0
  %t1312 = getelementptr float, ptr %buf.w, i64 %t1311
  %t1313 = load float, ptr %t1312, align 4
  %t1314 = select i1 true, float %t1313, float 0.0
  %t1315 = mul i64 %t1275, 4
  %t1316 = add i64 %t1315, 2
  %t1317 = getelementptr float, ptr %t109, i64 %t1316
  store float %t1314, ptr %t1317, align 4
  %t1318 = icmp slt i64 3, %t1255
  %t1319 = select i1 %t1318, i64 3, i64 %t1255
  %t1320 = add i64 %i1243, %t1319
  %t1321 = mul i64 %t1320, %size.C
  %t1322 = add i64 %t1321, %i1261
  %t1323 = add i64 %t1322, %i1267
  %t1324 = add i64 %t1323, %i1273
  %t1325 = select i1 true, i64 %t1324, i64 0
  %t1326 = getelementptr float, ptr %buf.w, i64 %t1325
  %t1327 = load float, ptr %t1326, align 4
  %t1328 = select i1 true, float %t1327, float 0.0
  %t1329 = mul i64 %t1275, 4
  %t1330 = add i64 %t1329, 3
  %t1331 = getelementptr float, ptr %t109, i64 %t1330
  store float %t1328, ptr %t1331, align 4
  %t1332 = add i64 %t1275, 1
  store i64 %t1332, ptr %c1256
  %t1333 = add nsw i64 %i1273, 1
  store i64 %t1333, ptr %c1269
  br label %head1270
done1272:
  %t1334 = add nsw i64 %i1267, 1
  store i64 %t1334, ptr %c1263
  br label %head1264
done1266:
  %t1335 = add nsw i64 %i1261, 1
  store i64 %t1335, ptr %c1257
  br label %head1258
done1260:
  br label %ready1254
ready1254:
  %t1336 = select i1 %t233, ptr %t1252, ptr %t109
  %t1337 = select i1 %t233, i64 %t259, i64 1
  %t1338 = select i1 %t233, i64 %t268, i64 4
  %t1339 = sub i64 %size.H, 1
  %t1340 = add i64 %t1339, 1
  %t1341 = mul i64 %size.K, %t1340
  %t1342 = sub i64 %size.W, 1
  %t1343 = add i64 %t1342, 1
  %t1344 = mul i64 %t1341, %t1343
  %t1345 = mul i64 %t345, %t1344
  %t1346 = sub i64 %size.H, 1
  %t1347 = add i64 %t1346, 1
  %t1348 = sub i64 %size.W, 1
  %t1349 = add i64 %t1348, 1
  %t1350 = mul i64 %t1347, %t1349
  %t1351 = mul i64 %i1243, %t1350
  %t1352 = add i64 %t1345, %t1351
  %t1353 = sub i64 %size.W, 1
  %t1354 = add i64 %t1353, 1
  %t1355 = mul i64 %t1237, %t1354
  %t1356 = add i64 %t1352, %t1355
  %t1357 = add i64 %t1356, %t1238
  %t1358 = getelementptr float, ptr %buf.y, i64 %t1357
  %t1359 = icmp eq i64 %t1247, 1
  %t1365 = zext i1 %t1359 to i64
  %t1366 = zext i1 false to i64
  %t1367 = shl i64 %t1366, 1
  %t1368 = or i64 %t1365, %t1367
  switch i64 %t1368, label %p1362 [i64 1, label %p11363 i64 2, label %d1360 i64 3, label %d11361]
p1362:
  call void @"jr.mk.conv2d.4p"(ptr %t1336, i64 %t1337, i64 %t1338, i64 %t1247, ptr %t1235, i64 %t1236, ptr %t1358, i64 %t330, i64 %t383, i1 %t384, <16 x i1> %t1210, <16 x i1> %t1212, <16 x i1> %t1214, <16 x i1> %t1216)
  br label %called1364
p11363:
  call void @"jr.mk.conv2d.1p"(ptr %t1336, i64 %t1337, i64 %t1338, i64 %t1247, ptr %t1235, i64 %t1236, ptr %t1358, i64 %t330, i64 %t383, i1 %t384, <16 x i1> %t1210, <16 x i1> %t1212, <16 x i1> %t1214, <16 x i1> %t1216)
  br label %called1364
d1360:
  call void @"jr.mk.conv2d.4d"(ptr %t1336, i64 %t1337, i64 %t1338, i64 %t1247, ptr %t1235, i64 %t1236, ptr %t1358, i64 %t330, i64 %t383, i1 %t384, <16 x i1> %t1210, <16 x i1> %t1212, <16 x i1> %t1214, <16 x i1> %t1216)
  br label %called1364
d11361:
  call void @"jr.mk.conv2d.1d"(ptr %t1336, i64 %t1337, i64 %t1338, i64 %t1247, ptr %t1235, i64 %t1236, ptr %t1358, i64 %t330, i64 %t383, i1 %t384, <16 x i1> %t1210, <16 x i1> %t1212, <16 x i1> %t1214, <16 x i1> %t1216)
  br label %called1364
called1364:
  %t1369 = add nsw i64 %i1243, 4
  store i64 %t1369, ptr %c1239
  br label %head1240
done1242:
  %t1370 = add nsw i64 %i1203, 1
  store i64 %t1370, ptr %c1199
  br label %head1200
done1202:
  %t1371 = add nsw i64 %i1197, %t98
  store i64 %t1371, ptr %c1193
  br label %head1194
done1196:
  br label %kdone387
kdone387:
  %t1372 = add nsw i64 %i374, 1
  store i64 %t1372, ptr %c370
  br label %head371
done373:
  %t1373 = add i64 %t361, %t364
  br i1 %t190, label %flat1376, label %byrow1374
flat1376:
  %t1377 = udiv i64 %t361, %t71
  %t1378 = urem i64 %t361, %t71
  call void @"jr.op.conv2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %t345, i64 %t1377, i64 %t353, i64 %t360, i64 %t1378, i64 %t364, i64 0, i64 4611686018427387904)
  br label %finished1375
byrow1374:
  %t1379 = udiv i64 %t361, %t71
  %t1380 = sub i64 %t1373, 1
  %t1381 = udiv i64 %t1380, %t71
  %t1382 = add i64 %t1381, 1
  store i64 %t1379, ptr %c1383
  br label %head1384
head1384:
  %i1387 = load i64, ptr %c1383
  %t1388 = icmp slt i64 %i1387, %t1382
  br i1 %t1388, label %body1385, label %done1386
body1385:
  %t1389 = mul i64 %i1387, %t71
  %t1390 = sub i64 %t361, %t1389
  %t1391 = icmp sgt i64 %t1390, 0
  %t1392 = select i1 %t1391, i64 %t1390, i64 0
  %t1393 = sub i64 %t1373, %t1389
  %t1394 = icmp slt i64 %t1393, %t71
  %t1395 = select i1 %t1394, i64 %t1393, i64 %t71
  %t1396 = sub i64 %t1395, %t1392
  call void @"jr.op.conv2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %t345, i64 %i1387, i64 %t353, i64 %t360, i64 %t1392, i64 %t1396, i64 0, i64 4611686018427387904)
  %t1397 = add nsw i64 %i1387, 1
  store i64 %t1397, ptr %c1383
  br label %head1384
done1386:
  br label %finished1375
finished1375:
  br label %norows368
norows368:
  %t1398 = add nsw i64 %i341, 1
  store i64 %t1398, ptr %c337
  br label %head338
done340:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
