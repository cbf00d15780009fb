@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.maxpool2d_argmax"(ptr noalias %buf.x, ptr noalias %buf.m, ptr noalias %buf.k, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %p.addr.29 = alloca i64, align 64
  %q.addr.39 = alloca i64, align 64
  %acc48 = alloca <vscale x 4 x float>, align 64
  %nan49 = alloca <vscale x 4 x i1>, align 64
  %r.addr.50 = alloca i64, align 64
  %s.addr.56 = alloca i64, align 64
  %acc200 = alloca <vscale x 4 x float>, align 64
  %nan201 = alloca <vscale x 4 x i1>, align 64
  %r.addr.202 = alloca i64, align 64
  %s.addr.208 = alloca i64, align 64
  %acc322 = alloca <vscale x 4 x float>, align 64
  %nan323 = alloca <vscale x 4 x i1>, align 64
  %r.addr.324 = alloca i64, align 64
  %s.addr.330 = alloca i64, align 64
  %acc444 = alloca <vscale x 4 x float>, align 64
  %nan445 = alloca <vscale x 4 x i1>, align 64
  %r.addr.446 = alloca i64, align 64
  %s.addr.452 = alloca i64, align 64
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
  %v17 = sub i64 %v16, 2
  %v18 = sub i64 %v17, 1
  %v19 = sdiv i64 %v18, 2
  %v20 = srem i64 %v18, 2
  %v21 = icmp ne i64 %v20, 0
  %v22 = icmp slt i64 %v20, 0
  %v23 = icmp slt i64 2, 0
  %v24 = xor i1 %v22, %v23
  %v25 = and i1 %v21, %v24
  %v26 = zext i1 %v25 to i64
  %v27 = sub i64 %v19, %v26
  %v28 = add i64 %v27, 1
  store i64 0, ptr %p.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %p.addr.29
  %v34 = icmp slt i64 %i33, %v28
  br i1 %v34, label %body31, label %exit32
body31:
  %v35 = add i64 %size.W, 1
  %v36 = sub i64 %v35, 2
  %v37 = sub i64 %v36, 1
  %v38 = add i64 %v37, 1
  store i64 0, ptr %q.addr.39
  %v40 = call i64 @llvm.vscale.i64()
  %v41 = mul i64 %v40, 4
  br label %cond42
cond42:
  %i45 = load i64, ptr %q.addr.39
  %v46 = icmp slt i64 %i45, %v38
  br i1 %v46, label %body43, label %exit44
body43:
  %mask47 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i45, i64 %v38)
  store <vscale x 4 x float> splat (float 0xFFF0000000000000), ptr %acc48
  store <vscale x 4 x i1> zeroinitializer, ptr %nan49
  store i64 0, ptr %r.addr.50
  br label %cond51
cond51:
  %i54 = load i64, ptr %r.addr.50
  %v55 = icmp slt i64 %i54, 3
  br i1 %v55, label %body52, label %exit53
body52:
  store i64 0, ptr %s.addr.56
  br label %cond57
cond57:
  %i60 = load i64, ptr %s.addr.56
  %v61 = icmp slt i64 %i60, 2
  br i1 %v61, label %body58, label %exit59
body58:
  %v62 = mul i64 %i33, 2
  %v63 = add i64 %v62, %i54
  %v64 = sub i64 %v63, 1
  %v65 = icmp sge i64 %v64, 0
  %v66 = icmp slt i64 %v64, %size.H
  %v67 = and i1 %v65, %v66
  %ins68 = insertelement <vscale x 4 x i64> poison, i64 %i45, i64 0
  %splat69 = shufflevector <vscale x 4 x i64> %ins68, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step70 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane71 = add <vscale x 4 x i64> %splat69, %step70
  %v72 = mul i64 %i60, 2
  %ins73 = insertelement <vscale x 4 x i64> poison, i64 %v72, i64 0
  %splat74 = shufflevector <vscale x 4 x i64> %ins73, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v75 = add <vscale x 4 x i64> %lane71, %splat74
  %v76 = sub <vscale x 4 x i64> %v75, splat (i64 1)
  %ins77 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat78 = shufflevector <vscale x 4 x i64> %ins77, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v79 = icmp sge <vscale x 4 x i64> %v76, zeroinitializer
  %v80 = icmp slt <vscale x 4 x i64> %v76, %splat78
  %v81 = and <vscale x 4 x i1> %v79, %v80
  %ins82 = insertelement <vscale x 4 x i1> poison, i1 %v67, i64 0
  %splat83 = shufflevector <vscale x 4 x i1> %ins82, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v84 = and <vscale x 4 x i1> %splat83, %v81
  %v85 = and <vscale x 4 x i1> %mask47, %v84
  %v86 = mul i64 %i7, %size.C
  %v87 = add i64 %v86, %i13
  %v88 = mul i64 %v87, %size.H
  %v89 = mul i64 %i33, 2
  %v90 = add i64 %v89, %i54
  %v91 = sub i64 %v90, 1
  %v92 = add i64 %v88, %v91
  %v93 = mul i64 %v92, %size.W
  %v94 = mul i64 %i60, 2
  %v95 = add i64 %i45, %v94
  %v96 = sub i64 %v95, 1
  %v97 = add i64 %v93, %v96
  %p98 = getelementptr float, ptr %buf.x, i64 %v97
  %ld99 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p98, <vscale x 4 x i1> %v85, <vscale x 4 x float> zeroinitializer)
  %v100 = fcmp oeq <vscale x 4 x float> %ld99, %ld99
  %v101 = select <vscale x 4 x i1> %v100, <vscale x 4 x float> %ld99, <vscale x 4 x float> splat (float 0xC7EFFFFFE0000000)
  %v102 = mul i64 %i33, 2
  %v103 = add i64 %v102, %i54
  %v104 = sub i64 %v103, 1
  %v105 = icmp sge i64 %v104, 0
  %v106 = icmp slt i64 %v104, %size.H
  %v107 = and i1 %v105, %v106
  %v108 = mul i64 %i60, 2
  %ins109 = insertelement <vscale x 4 x i64> poison, i64 %v108, i64 0
  %splat110 = shufflevector <vscale x 4 x i64> %ins109, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v111 = add <vscale x 4 x i64> %lane71, %splat110
  %v112 = sub <vscale x 4 x i64> %v111, splat (i64 1)
  %ins113 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat114 = shufflevector <vscale x 4 x i64> %ins113, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v115 = icmp sge <vscale x 4 x i64> %v112, zeroinitializer
  %v116 = icmp slt <vscale x 4 x i64> %v112, %splat114
  %v117 = and <vscale x 4 x i1> %v115, %v116
  %ins118 = insertelement <vscale x 4 x i1> poison, i1 %v107, i64 0
  %splat119 = shufflevector <vscale x 4 x i1> %ins118, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v120 = and <vscale x 4 x i1> %splat119, %v117
  %v121 = mul i64 %i33, 2
  %v122 = add i64 %v121, %i54
  %v123 = sub i64 %v122, 1
  %v124 = icmp sge i64 %v123, 0
  %v125 = icmp slt i64 %v123, %size.H
  %v126 = and i1 %v124, %v125
  %v127 = mul i64 %i60, 2
  %ins128 = insertelement <vscale x 4 x i64> poison, i64 %v127, i64 0
  %splat129 = shufflevector <vscale x 4 x i64> %ins128, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v130 = add <vscale x 4 x i64> %lane71, %splat129
  %v131 = sub <vscale x 4 x i64> %v130, splat (i64 1)
  %ins132 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat133 = shufflevector <vscale x 4 x i64> %ins132, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v134 = icmp sge <vscale x 4 x i64> %v131, zeroinitializer
  %v135 = icmp slt <vscale x 4 x i64> %v131, %splat133
  %v136 = and <vscale x 4 x i1> %v134, %v135
  %ins137 = insertelement <vscale x 4 x i1> poison, i1 %v126, i64 0
  %splat138 = shufflevector <vscale x 4 x i1> %ins137, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v139 = and <vscale x 4 x i1> %splat138, %v136
  %v140 = and <vscale x 4 x i1> %v120, %v139
  %v141 = mul i64 %i33, 2
  %v142 = add i64 %v141, %i54
  %v143 = sub i64 %v142, 1
  %v144 = icmp sge i64 %v143, 0
  %v145 = icmp slt i64 %v143, %size.H
  %v146 = and i1 %v144, %v145
  %v147 = mul i64 %i60, 2
  %ins148 = insertelement <vscale x 4 x i64> poison, i64 %v147, i64 0
  %splat149 = shufflevector <vscale x 4 x i64> %ins148, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v150 = add <vscale x 4 x i64> %lane71, %splat149
  %v151 = sub <vscale x 4 x i64> %v150, splat (i64 1)
  %ins152 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat153 = shufflevector <vscale x 4 x i64> %ins152, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v154 = icmp sge <vscale x 4 x i64> %v151, zeroinitializer
  %v155 = icmp slt <vscale x 4 x i64> %v151, %splat153
  %v156 = and <vscale x 4 x i1> %v154, %v155
  %ins157 = insertelement <vscale x 4 x i1> poison, i1 %v146, i64 0
  %splat158 = shufflevector <vscale x 4 x i1> %ins157, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v159 = and <vscale x 4 x i1> %splat158, %v156
  %v160 = and <vscale x 4 x i1> %v140, %v159
  %v161 = and <vscale x 4 x i1> %mask47, %v160
  %old162 = load <vscale x 4 x float>, ptr %acc48
  %v163 = fcmp ogt <vscale x 4 x float> %v101, %old162
  %v164 = select <vscale x 4 x i1> %v163, <vscale x 4 x float> %v101, <vscale x 4 x float> %old162
  %v165 = fcmp uno <vscale x 4 x float> %v101, %v101
  %v166 = and <vscale x 4 x i1> %v165, %v161
  %v167 = load <vscale x 4 x i1>, ptr %nan49
  %v168 = or <vscale x 4 x i1> %v167, %v166
  store <vscale x 4 x i1> %v168, ptr %nan49
  %v169 = select <vscale x 4 x i1> %v161, <vscale x 4 x float> %v164, <vscale x 4 x float> %old162
  store <vscale x 4 x float> %v169, ptr %acc48
  %v170 = add nsw i64 %i60, 1
  store i64 %v170, ptr %s.addr.56
  br label %cond57
exit59:
  %v171 = add nsw i64 %i54, 1
  store i64 %v171, ptr %r.addr.50
  br label %cond51
exit53:
  %red172 = load <vscale x 4 x float>, ptr %acc48
  %v173 = load <vscale x 4 x i1>, ptr %nan49
  %v174 = select <vscale x 4 x i1> %v173, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %red172
  %v175 = mul i64 %i7, %size.C
  %v176 = add i64 %v175, %i13
  %v177 = add i64 %size.H, 1
  %v178 = add i64 %v177, 1
  %v179 = sub i64 %v178, 2
  %v180 = sub i64 %v179, 1
  %v181 = sdiv i64 %v180, 2
  %v182 = srem i64 %v180, 2
  %v183 = icmp ne i64 %v182, 0
  %v184 = icmp slt i64 %v182, 0
  %v185 = icmp slt i64 2, 0
  %v186 = xor i1 %v184, %v185
  %v187 = and i1 %v183, %v186
  %v188 = zext i1 %v187 to i64
  %v189 = sub i64 %v181, %v188
  %v190 = add i64 %v189, 1
  %v191 = mul i64 %v176, %v190
  %v192 = add i64 %v191, %i33
  %v193 = add i64 %size.W, 1
  %v194 = sub i64 %v193, 2
  %v195 = sub i64 %v194, 1
  %v196 = add i64 %v195, 1
  %v197 = mul i64 %v192, %v196
  %v198 = add i64 %v197, %i45
  %p199 = getelementptr float, ptr %buf.m, i64 %v198
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v174, ptr align 4 %p199, <vscale x 4 x i1> %mask47)
  store <vscale x 4 x float> splat (float 0x7FF0000000000000), ptr %acc200
  store <vscale x 4 x i1> zeroinitializer, ptr %nan201
  store i64 0, ptr %r.addr.202
  br label %cond203
cond203:
  %i206 = load i64, ptr %r.addr.202
  %v207 = icmp slt i64 %i206, 3
  br i1 %v207, label %body204, label %exit205
body204:
  store i64 0, ptr %s.addr.208
  br label %cond209
cond209:
  %i212 = load i64, ptr %s.addr.208
  %v213 = icmp slt i64 %i212, 2
  br i1 %v213, label %body210, label %exit211
body210:
  %v214 = mul i64 %i33, 2
  %v215 = add i64 %v214, %i206
  %v216 = sub i64 %v215, 1
  %v217 = icmp sge i64 %v216, 0
  %v218 = icmp slt i64 %v216, %size.H
  %v219 = and i1 %v217, %v218
  %ins220 = insertelement <vscale x 4 x i64> poison, i64 %i45, i64 0
  %splat221 = shufflevector <vscale x 4 x i64> %ins220, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step222 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane223 = add <vscale x 4 x i64> %splat221, %step222
  %v224 = mul i64 %i212, 2
  %ins225 = insertelement <vscale x 4 x i64> poison, i64 %v224, i64 0
  %splat226 = shufflevector <vscale x 4 x i64> %ins225, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v227 = add <vscale x 4 x i64> %lane223, %splat226
  %v228 = sub <vscale x 4 x i64> %v227, splat (i64 1)
  %ins229 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat230 = shufflevector <vscale x 4 x i64> %ins229, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v231 = icmp sge <vscale x 4 x i64> %v228, zeroinitializer
  %v232 = icmp slt <vscale x 4 x i64> %v228, %splat230
  %v233 = and <vscale x 4 x i1> %v231, %v232
  %ins234 = insertelement <vscale x 4 x i1> poison, i1 %v219, i64 0
  %splat235 = shufflevector <vscale x 4 x i1> %ins234, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v236 = and <vscale x 4 x i1> %splat235, %v233
  %v237 = and <vscale x 4 x i1> %mask47, %v236
  %v238 = mul i64 %i7, %size.C
  %v239 = add i64 %v238, %i13
  %v240 = mul i64 %v239, %size.H
  %v241 = mul i64 %i33, 2
  %v242 = add i64 %v241, %i206
  %v243 = sub i64 %v242, 1
  %v244 = add i64 %v240, %v243
  %v245 = mul i64 %v244, %size.W
  %v246 = mul i64 %i212, 2
  %v247 = add i64 %i45, %v246
  %v248 = sub i64 %v247, 1
  %v249 = add i64 %v245, %v248
  %p250 = getelementptr float, ptr %buf.x, i64 %v249
  %ld251 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p250, <vscale x 4 x i1> %v237, <vscale x 4 x float> zeroinitializer)
  %v252 = mul i64 %i7, %size.C
  %v253 = add i64 %v252, %i13
  %v254 = add i64 %size.H, 1
  %v255 = add i64 %v254, 1
  %v256 = sub i64 %v255, 2
  %v257 = sub i64 %v256, 1
  %v258 = sdiv i64 %v257, 2
  %v259 = srem i64 %v257, 2
  %v260 = icmp ne i64 %v259, 0
  %v261 = icmp slt i64 %v259, 0
  %v262 = icmp slt i64 2, 0
  %v263 = xor i1 %v261, %v262
  %v264 = and i1 %v260, %v263
  %v265 = zext i1 %v264 to i64
  %v266 = sub i64 %v258, %v265
  %v267 = add i64 %v266, 1
  %v268 = mul i64 %v253, %v267
  %v269 = add i64 %v268, %i33
  %v270 = add i64 %size.W, 1
  %v271 = sub i64 %v270, 2
  %v272 = sub i64 %v271, 1
  %v273 = add i64 %v272, 1
  %v274 = mul i64 %v269, %v273
  %v275 = add i64 %v274, %i45
  %p276 = getelementptr float, ptr %buf.m, i64 %v275
  %ld277 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p276, <vscale x 4 x i1> %mask47, <vscale x 4 x float> zeroinitializer)
  %v278 = fcmp ole <vscale x 4 x float> %ld251, %ld277
  %v279 = sitofp i64 %i206 to float
  %v280 = fmul contract float %v279, 0x4000000000000000
  %v281 = sitofp i64 %i212 to float
  %v282 = fadd contract float %v280, %v281
  %v283 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins284 = insertelement <vscale x 4 x float> poison, float %v282, i64 0
  %splat285 = shufflevector <vscale x 4 x float> %ins284, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %ins286 = insertelement <vscale x 4 x float> poison, float %v283, i64 0
  %splat287 = shufflevector <vscale x 4 x float> %ins286, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v288 = select <vscale x 4 x i1> %v278, <vscale x 4 x float> %splat285, <vscale x 4 x float> %splat287
  %v289 = mul i64 %i33, 2
  %v290 = add i64 %v289, %i206
  %v291 = sub i64 %v290, 1
  %v292 = icmp sge i64 %v291, 0
  %v293 = icmp slt i64 %v291, %size.H
  %v294 = and i1 %v292, %v293
  %v295 = mul i64 %i212, 2
  %ins296 = insertelement <vscale x 4 x i64> poison, i64 %v295, i64 0
  %splat297 = shufflevector <vscale x 4 x i64> %ins296, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v298 = add <vscale x 4 x i64> %lane223, %splat297
  %v299 = sub <vscale x 4 x i64> %v298, splat (i64 1)
  %ins300 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat301 = shufflevector <vscale x 4 x i64> %ins300, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v302 = icmp sge <vscale x 4 x i64> %v299, zeroinitializer
  %v303 = icmp slt <vscale x 4 x i64> %v299, %splat301
  %v304 = and <vscale x 4 x i1> %v302, %v303
  %ins305 = insertelement <vscale x 4 x i1> poison, i1 %v294, i64 0
  %splat306 = shufflevector <vscale x 4 x i1> %ins305, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v307 = and <vscale x 4 x i1> %splat306, %v304
  %v308 = and <vscale x 4 x i1> %mask47, %v307
  %old309 = load <vscale x 4 x float>, ptr %acc200
  %v310 = fcmp olt <vscale x 4 x float> %v288, %old309
  %v311 = select <vscale x 4 x i1> %v310, <vscale x 4 x float> %v288, <vscale x 4 x float> %old309
  %v312 = fcmp uno <vscale x 4 x float> %v288, %v288
  %v313 = and <vscale x 4 x i1> %v312, %v308
  %v314 = load <vscale x 4 x i1>, ptr %nan201
  %v315 = or <vscale x 4 x i1> %v314, %v313
  store <vscale x 4 x i1> %v315, ptr %nan201
  %v316 = select <vscale x 4 x i1> %v308, <vscale x 4 x float> %v311, <vscale x 4 x float> %old309
  store <vscale x 4 x float> %v316, ptr %acc200
  %v317 = add nsw i64 %i212, 1
  store i64 %v317, ptr %s.addr.208
  br label %cond209
exit211:
  %v318 = add nsw i64 %i206, 1
  store i64 %v318, ptr %r.addr.202
  br label %cond203
exit205:
  %red319 = load <vscale x 4 x float>, ptr %acc200
  %v320 = load <vscale x 4 x i1>, ptr %nan201
  %v321 = select <vscale x 4 x i1> %v320, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %red319
  store <vscale x 4 x float> splat (float 0x7FF0000000000000), ptr %acc322
  store <vscale x 4 x i1> zeroinitializer, ptr %nan323
  store i64 0, ptr %r.addr.324
  br label %cond325
cond325:
  %i328 = load i64, ptr %r.addr.324
  %v329 = icmp slt i64 %i328, 3
  br i1 %v329, label %body326, label %exit327
body326:
  store i64 0, ptr %s.addr.330
  br label %cond331
cond331:
  %i334 = load i64, ptr %s.addr.330
  %v335 = icmp slt i64 %i334, 2
  br i1 %v335, label %body332, label %exit333
body332:
  %v336 = mul i64 %i33, 2
  %v337 = add i64 %v336, %i328
  %v338 = sub i64 %v337, 1
  %v339 = icmp sge i64 %v338, 0
  %v340 = icmp slt i64 %v338, %size.H
  %v341 = and i1 %v339, %v340
  %ins342 = insertelement <vscale x 4 x i64> poison, i64 %i45, i64 0
  %splat343 = shufflevector <vscale x 4 x i64> %ins342, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step344 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane345 = add <vscale x 4 x i64> %splat343, %step344
  %v346 = mul i64 %i334, 2
  %ins347 = insertelement <vscale x 4 x i64> poison, i64 %v346, i64 0
  %splat348 = shufflevector <vscale x 4 x i64> %ins347, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v349 = add <vscale x 4 x i64> %lane345, %splat348
  %v350 = sub <vscale x 4 x i64> %v349, splat (i64 1)
  %ins351 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat352 = shufflevector <vscale x 4 x i64> %ins351, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v353 = icmp sge <vscale x 4 x i64> %v350, zeroinitializer
  %v354 = icmp slt <vscale x 4 x i64> %v350, %splat352
  %v355 = and <vscale x 4 x i1> %v353, %v354
  %ins356 = insertelement <vscale x 4 x i1> poison, i1 %v341, i64 0
  %splat357 = shufflevector <vscale x 4 x i1> %ins356, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v358 = and <vscale x 4 x i1> %splat357, %v355
  %v359 = and <vscale x 4 x i1> %mask47, %v358
  %v360 = mul i64 %i7, %size.C
  %v361 = add i64 %v360, %i13
  %v362 = mul i64 %v361, %size.H
  %v363 = mul i64 %i33, 2
  %v364 = add i64 %v363, %i328
  %v365 = sub i64 %v364, 1
  %v366 = add i64 %v362, %v365
  %v367 = mul i64 %v366, %size.W
  %v368 = mul i64 %i334, 2
  %v369 = add i64 %i45, %v368
  %v370 = sub i64 %v369, 1
  %v371 = add i64 %v367, %v370
  %p372 = getelementptr float, ptr %buf.x, i64 %v371
  %ld373 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p372, <vscale x 4 x i1> %v359, <vscale x 4 x float> zeroinitializer)
  %v374 = mul i64 %i7, %size.C
  %v375 = add i64 %v374, %i13
  %v376 = add i64 %size.H, 1
  %v377 = add i64 %v376, 1
  %v378 = sub i64 %v377, 2
  %v379 = sub i64 %v378, 1
  %v380 = sdiv i64 %v379, 2
  %v381 = srem i64 %v379, 2
  %v382 = icmp ne i64 %v381, 0
  %v383 = icmp slt i64 %v381, 0
  %v384 = icmp slt i64 2, 0
  %v385 = xor i1 %v383, %v384
  %v386 = and i1 %v382, %v385
  %v387 = zext i1 %v386 to i64
  %v388 = sub i64 %v380, %v387
  %v389 = add i64 %v388, 1
  %v390 = mul i64 %v375, %v389
  %v391 = add i64 %v390, %i33
  %v392 = add i64 %size.W, 1
  %v393 = sub i64 %v392, 2
  %v394 = sub i64 %v393, 1
  %v395 = add i64 %v394, 1
  %v396 = mul i64 %v391, %v395
  %v397 = add i64 %v396, %i45
  %p398 = getelementptr float, ptr %buf.m, i64 %v397
  %ld399 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p398, <vscale x 4 x i1> %mask47, <vscale x 4 x float> zeroinitializer)
  %v400 = fcmp ole <vscale x 4 x float> %ld373, %ld399
  %v401 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %v402 = sitofp i64 %i328 to float
  %v403 = fmul contract float %v402, 0x4000000000000000
  %v404 = sitofp i64 %i334 to float
  %v405 = fadd contract float %v403, %v404
  %ins406 = insertelement <vscale x 4 x float> poison, float %v401, i64 0
  %splat407 = shufflevector <vscale x 4 x float> %ins406, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %ins408 = insertelement <vscale x 4 x float> poison, float %v405, i64 0
  %splat409 = shufflevector <vscale x 4 x float> %ins408, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v410 = select <vscale x 4 x i1> %v400, <vscale x 4 x float> %splat407, <vscale x 4 x float> %splat409
  %v411 = mul i64 %i33, 2
  %v412 = add i64 %v411, %i328
  %v413 = sub i64 %v412, 1
  %v414 = icmp sge i64 %v413, 0
  %v415 = icmp slt i64 %v413, %size.H
  %v416 = and i1 %v414, %v415
  %v417 = mul i64 %i334, 2
  %ins418 = insertelement <vscale x 4 x i64> poison, i64 %v417, i64 0
  %splat419 = shufflevector <vscale x 4 x i64> %ins418, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v420 = add <vscale x 4 x i64> %lane345, %splat419
  %v421 = sub <vscale x 4 x i64> %v420, splat (i64 1)
  %ins422 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat423 = shufflevector <vscale x 4 x i64> %ins422, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v424 = icmp sge <vscale x 4 x i64> %v421, zeroinitializer
  %v425 = icmp slt <vscale x 4 x i64> %v421, %splat423
  %v426 = and <vscale x 4 x i1> %v424, %v425
  %ins427 = insertelement <vscale x 4 x i1> poison, i1 %v416, i64 0
  %splat428 = shufflevector <vscale x 4 x i1> %ins427, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v429 = and <vscale x 4 x i1> %splat428, %v426
  %v430 = and <vscale x 4 x i1> %mask47, %v429
  %old431 = load <vscale x 4 x float>, ptr %acc322
  %v432 = fcmp olt <vscale x 4 x float> %v410, %old431
  %v433 = select <vscale x 4 x i1> %v432, <vscale x 4 x float> %v410, <vscale x 4 x float> %old431
  %v434 = fcmp uno <vscale x 4 x float> %v410, %v410
  %v435 = and <vscale x 4 x i1> %v434, %v430
  %v436 = load <vscale x 4 x i1>, ptr %nan323
  %v437 = or <vscale x 4 x i1> %v436, %v435
  store <vscale x 4 x i1> %v437, ptr %nan323
  %v438 = select <vscale x 4 x i1> %v430, <vscale x 4 x float> %v433, <vscale x 4 x float> %old431
  store <vscale x 4 x float> %v438, ptr %acc322
  %v439 = add nsw i64 %i334, 1
  store i64 %v439, ptr %s.addr.330
  br label %cond331
exit333:
  %v440 = add nsw i64 %i328, 1
  store i64 %v440, ptr %r.addr.324
  br label %cond325
exit327:
  %red441 = load <vscale x 4 x float>, ptr %acc322
  %v442 = load <vscale x 4 x i1>, ptr %nan323
  %v443 = select <vscale x 4 x i1> %v442, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %red441
  store <vscale x 4 x float> splat (float 0x7FF0000000000000), ptr %acc444
  store <vscale x 4 x i1> zeroinitializer, ptr %nan445
  store i64 0, ptr %r.addr.446
  br label %cond447
cond447:
  %i450 = load i64, ptr %r.addr.446
  %v451 = icmp slt i64 %i450, 3
  br i1 %v451, label %body448, label %exit449
body448:
  store i64 0, ptr %s.addr.452
  br label %cond453
cond453:
  %i456 = load i64, ptr %s.addr.452
  %v457 = icmp slt i64 %i456, 2
  br i1 %v457, label %body454, label %exit455
body454:
  %v458 = mul i64 %i33, 2
  %v459 = add i64 %v458, %i450
  %v460 = sub i64 %v459, 1
  %v461 = icmp sge i64 %v460, 0
  %v462 = icmp slt i64 %v460, %size.H
  %v463 = and i1 %v461, %v462
  %ins464 = insertelement <vscale x 4 x i64> poison, i64 %i45, i64 0
  %splat465 = shufflevector <vscale x 4 x i64> %ins464, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step466 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane467 = add <vscale x 4 x i64> %splat465, %step466
  %v468 = mul i64 %i456, 2
  %ins469 = insertelement <vscale x 4 x i64> poison, i64 %v468, i64 0
  %splat470 = shufflevector <vscale x 4 x i64> %ins469, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v471 = add <vscale x 4 x i64> %lane467, %splat470
  %v472 = sub <vscale x 4 x i64> %v471, splat (i64 1)
  %ins473 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat474 = shufflevector <vscale x 4 x i64> %ins473, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v475 = icmp sge <vscale x 4 x i64> %v472, zeroinitializer
  %v476 = icmp slt <vscale x 4 x i64> %v472, %splat474
  %v477 = and <vscale x 4 x i1> %v475, %v476
  %ins478 = insertelement <vscale x 4 x i1> poison, i1 %v463, i64 0
  %splat479 = shufflevector <vscale x 4 x i1> %ins478, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v480 = and <vscale x 4 x i1> %splat479, %v477
  %v481 = and <vscale x 4 x i1> %mask47, %v480
  %v482 = mul i64 %i7, %size.C
  %v483 = add i64 %v482, %i13
  %v484 = mul i64 %v483, %size.H
  %v485 = mul i64 %i33, 2
  %v486 = add i64 %v485, %i450
  %v487 = sub i64 %v486, 1
  %v488 = add i64 %v484, %v487
  %v489 = mul i64 %v488, %size.W
  %v490 = mul i64 %i456, 2
  %v491 = add i64 %i45, %v490
  %v492 = sub i64 %v491, 1
  %v493 = add i64 %v489, %v492
  %p494 = getelementptr float, ptr %buf.x, i64 %v493
  %ld495 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p494, <vscale x 4 x i1> %v481, <vscale x 4 x float> zeroinitializer)
  %v496 = mul i64 %i7, %size.C
  %v497 = add i64 %v496, %i13
  %v498 = add i64 %size.H, 1
  %v499 = add i64 %v498, 1
  %v500 = sub i64 %v499, 2
  %v501 = sub i64 %v500, 1
  %v502 = sdiv i64 %v501, 2
  %v503 = srem i64 %v501, 2
  %v504 = icmp ne i64 %v503, 0
  %v505 = icmp slt i64 %v503, 0
  %v506 = icmp slt i64 2, 0
  %v507 = xor i1 %v505, %v506
  %v508 = and i1 %v504, %v507
  %v509 = zext i1 %v508 to i64
  %v510 = sub i64 %v502, %v509
  %v511 = add i64 %v510, 1
  %v512 = mul i64 %v497, %v511
  %v513 = add i64 %v512, %i33
  %v514 = add i64 %size.W, 1
  %v515 = sub i64 %v514, 2
  %v516 = sub i64 %v515, 1
  %v517 = add i64 %v516, 1
  %v518 = mul i64 %v513, %v517
  %v519 = add i64 %v518, %i45
  %p520 = getelementptr float, ptr %buf.m, i64 %v519
  %ld521 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p520, <vscale x 4 x i1> %mask47, <vscale x 4 x float> zeroinitializer)
  %v522 = fcmp oeq <vscale x 4 x float> %ld495, %ld521
  %v523 = sitofp i64 %i450 to float
  %v524 = fmul contract float %v523, 0x4000000000000000
  %v525 = sitofp i64 %i456 to float
  %v526 = fadd contract float %v524, %v525
  %v527 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins528 = insertelement <vscale x 4 x float> poison, float %v526, i64 0
  %splat529 = shufflevector <vscale x 4 x float> %ins528, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %ins530 = insertelement <vscale x 4 x float> poison, float %v527, i64 0
  %splat531 = shufflevector <vscale x 4 x float> %ins530, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v532 = select <vscale x 4 x i1> %v522, <vscale x 4 x float> %splat529, <vscale x 4 x float> %splat531
  %v533 = mul i64 %i33, 2
  %v534 = add i64 %v533, %i450
  %v535 = sub i64 %v534, 1
  %v536 = icmp sge i64 %v535, 0
  %v537 = icmp slt i64 %v535, %size.H
  %v538 = and i1 %v536, %v537
  %v539 = mul i64 %i456, 2
  %ins540 = insertelement <vscale x 4 x i64> poison, i64 %v539, i64 0
  %splat541 = shufflevector <vscale x 4 x i64> %ins540, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v542 = add <vscale x 4 x i64> %lane467, %splat541
  %v543 = sub <vscale x 4 x i64> %v542, splat (i64 1)
  %ins544 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat545 = shufflevector <vscale x 4 x i64> %ins544, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v546 = icmp sge <vscale x 4 x i64> %v543, zeroinitializer
  %v547 = icmp slt <vscale x 4 x i64> %v543, %splat545
  %v548 = and <vscale x 4 x i1> %v546, %v547
  %ins549 = insertelement <vscale x 4 x i1> poison, i1 %v538, i64 0
  %splat550 = shufflevector <vscale x 4 x i1> %ins549, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v551 = and <vscale x 4 x i1> %splat550, %v548
  %v552 = and <vscale x 4 x i1> %mask47, %v551
  %old553 = load <vscale x 4 x float>, ptr %acc444
  %v554 = fcmp olt <vscale x 4 x float> %v532, %old553
  %v555 = select <vscale x 4 x i1> %v554, <vscale x 4 x float> %v532, <vscale x 4 x float> %old553
  %v556 = fcmp uno <vscale x 4 x float> %v532, %v532
  %v557 = and <vscale x 4 x i1> %v556, %v552
  %v558 = load <vscale x 4 x i1>, ptr %nan445
  %v559 = or <vscale x 4 x i1> %v558, %v557
  store <vscale x 4 x i1> %v559, ptr %nan445
  %v560 = select <vscale x 4 x i1> %v552, <vscale x 4 x float> %v555, <vscale x 4 x float> %old553
  store <vscale x 4 x float> %v560, ptr %acc444
  %v561 = add nsw i64 %i456, 1
  store i64 %v561, ptr %s.addr.452
  br label %cond453
exit455:
  %v562 = add nsw i64 %i450, 1
  store i64 %v562, ptr %r.addr.446
  br label %cond447
exit449:
  %red563 = load <vscale x 4 x float>, ptr %acc444
  %v564 = load <vscale x 4 x i1>, ptr %nan445
  %v565 = select <vscale x 4 x i1> %v564, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %red563
  %v566 = fcmp olt <vscale x 4 x float> %v443, %v321
  %v567 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins568 = insertelement <vscale x 4 x float> poison, float %v567, i64 0
  %splat569 = shufflevector <vscale x 4 x float> %ins568, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v570 = fcmp olt <vscale x 4 x float> %v565, %splat569
  %v571 = select <vscale x 4 x i1> %v570, <vscale x 4 x float> %v565, <vscale x 4 x float> %v321
  %v572 = select <vscale x 4 x i1> %v566, <vscale x 4 x float> %v443, <vscale x 4 x float> %v571
  %v573 = mul i64 %i7, %size.C
  %v574 = add i64 %v573, %i13
  %v575 = add i64 %size.H, 1
  %v576 = add i64 %v575, 1
  %v577 = sub i64 %v576, 2
  %v578 = sub i64 %v577, 1
  %v579 = sdiv i64 %v578, 2
  %v580 = srem i64 %v578, 2
  %v581 = icmp ne i64 %v580, 0
  %v582 = icmp slt i64 %v580, 0
  %v583 = icmp slt i64 2, 0
  %v584 = xor i1 %v582, %v583
  %v585 = and i1 %v581, %v584
  %v586 = zext i1 %v585 to i64
  %v587 = sub i64 %v579, %v586
  %v588 = add i64 %v587, 1
  %v589 = mul i64 %v574, %v588
  %v590 = add i64 %v589, %i33
  %v591 = add i64 %size.W, 1
  %v592 = sub i64 %v591, 2
  %v593 = sub i64 %v592, 1
  %v594 = add i64 %v593, 1
  %v595 = mul i64 %v590, %v594
  %v596 = add i64 %v595, %i45
  %p597 = getelementptr float, ptr %buf.k, i64 %v596
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v572, ptr align 4 %p597, <vscale x 4 x i1> %mask47)
  %v598 = add nsw i64 %i45, %v41
  store i64 %v598, ptr %q.addr.39
  br label %cond42
exit44:
  %v599 = add nsw i64 %i33, 1
  store i64 %v599, ptr %p.addr.29
  br label %cond30
exit32:
  %v600 = add nsw i64 %i13, 1
  store i64 %v600, ptr %c.addr.9
  br label %cond10
exit12:
  %v601 = add nsw i64 %i7, 1
  store i64 %v601, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
