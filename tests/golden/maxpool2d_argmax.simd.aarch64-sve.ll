@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.minimum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
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
  %r.addr.49 = alloca i64, align 64
  %s.addr.55 = alloca i64, align 64
  %acc192 = alloca <vscale x 4 x float>, align 64
  %r.addr.193 = alloca i64, align 64
  %s.addr.199 = alloca i64, align 64
  %acc306 = alloca <vscale x 4 x float>, align 64
  %r.addr.307 = alloca i64, align 64
  %s.addr.313 = alloca i64, align 64
  %acc420 = alloca <vscale x 4 x float>, align 64
  %r.addr.421 = alloca i64, align 64
  %s.addr.427 = alloca i64, align 64
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
  store i64 0, ptr %r.addr.49
  br label %cond50
cond50:
  %i53 = load i64, ptr %r.addr.49
  %v54 = icmp slt i64 %i53, 3
  br i1 %v54, label %body51, label %exit52
body51:
  store i64 0, ptr %s.addr.55
  br label %cond56
cond56:
  %i59 = load i64, ptr %s.addr.55
  %v60 = icmp slt i64 %i59, 2
  br i1 %v60, label %body57, label %exit58
body57:
  %v61 = mul i64 %i33, 2
  %v62 = add i64 %v61, %i53
  %v63 = sub i64 %v62, 1
  %v64 = icmp sge i64 %v63, 0
  %v65 = icmp slt i64 %v63, %size.H
  %v66 = and i1 %v64, %v65
  %ins67 = insertelement <vscale x 4 x i64> poison, i64 %i45, i64 0
  %splat68 = shufflevector <vscale x 4 x i64> %ins67, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step69 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane70 = add <vscale x 4 x i64> %splat68, %step69
  %v71 = mul i64 %i59, 2
  %ins72 = insertelement <vscale x 4 x i64> poison, i64 %v71, i64 0
  %splat73 = shufflevector <vscale x 4 x i64> %ins72, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v74 = add <vscale x 4 x i64> %lane70, %splat73
  %v75 = sub <vscale x 4 x i64> %v74, splat (i64 1)
  %ins76 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat77 = shufflevector <vscale x 4 x i64> %ins76, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v78 = icmp sge <vscale x 4 x i64> %v75, zeroinitializer
  %v79 = icmp slt <vscale x 4 x i64> %v75, %splat77
  %v80 = and <vscale x 4 x i1> %v78, %v79
  %ins81 = insertelement <vscale x 4 x i1> poison, i1 %v66, i64 0
  %splat82 = shufflevector <vscale x 4 x i1> %ins81, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v83 = and <vscale x 4 x i1> %splat82, %v80
  %v84 = and <vscale x 4 x i1> %mask47, %v83
  %v85 = mul i64 %i7, %size.C
  %v86 = add i64 %v85, %i13
  %v87 = mul i64 %v86, %size.H
  %v88 = mul i64 %i33, 2
  %v89 = add i64 %v88, %i53
  %v90 = sub i64 %v89, 1
  %v91 = add i64 %v87, %v90
  %v92 = mul i64 %v91, %size.W
  %v93 = mul i64 %i59, 2
  %v94 = add i64 %i45, %v93
  %v95 = sub i64 %v94, 1
  %v96 = add i64 %v92, %v95
  %p97 = getelementptr float, ptr %buf.x, i64 %v96
  %ld98 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p97, <vscale x 4 x i1> %v84, <vscale x 4 x float> zeroinitializer)
  %v99 = fcmp oeq <vscale x 4 x float> %ld98, %ld98
  %v100 = select <vscale x 4 x i1> %v99, <vscale x 4 x float> %ld98, <vscale x 4 x float> splat (float 0xC7EFFFFFE0000000)
  %v101 = mul i64 %i33, 2
  %v102 = add i64 %v101, %i53
  %v103 = sub i64 %v102, 1
  %v104 = icmp sge i64 %v103, 0
  %v105 = icmp slt i64 %v103, %size.H
  %v106 = and i1 %v104, %v105
  %v107 = mul i64 %i59, 2
  %ins108 = insertelement <vscale x 4 x i64> poison, i64 %v107, i64 0
  %splat109 = shufflevector <vscale x 4 x i64> %ins108, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v110 = add <vscale x 4 x i64> %lane70, %splat109
  %v111 = sub <vscale x 4 x i64> %v110, splat (i64 1)
  %ins112 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat113 = shufflevector <vscale x 4 x i64> %ins112, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v114 = icmp sge <vscale x 4 x i64> %v111, zeroinitializer
  %v115 = icmp slt <vscale x 4 x i64> %v111, %splat113
  %v116 = and <vscale x 4 x i1> %v114, %v115
  %ins117 = insertelement <vscale x 4 x i1> poison, i1 %v106, i64 0
  %splat118 = shufflevector <vscale x 4 x i1> %ins117, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v119 = and <vscale x 4 x i1> %splat118, %v116
  %v120 = mul i64 %i33, 2
  %v121 = add i64 %v120, %i53
  %v122 = sub i64 %v121, 1
  %v123 = icmp sge i64 %v122, 0
  %v124 = icmp slt i64 %v122, %size.H
  %v125 = and i1 %v123, %v124
  %v126 = mul i64 %i59, 2
  %ins127 = insertelement <vscale x 4 x i64> poison, i64 %v126, i64 0
  %splat128 = shufflevector <vscale x 4 x i64> %ins127, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v129 = add <vscale x 4 x i64> %lane70, %splat128
  %v130 = sub <vscale x 4 x i64> %v129, splat (i64 1)
  %ins131 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat132 = shufflevector <vscale x 4 x i64> %ins131, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v133 = icmp sge <vscale x 4 x i64> %v130, zeroinitializer
  %v134 = icmp slt <vscale x 4 x i64> %v130, %splat132
  %v135 = and <vscale x 4 x i1> %v133, %v134
  %ins136 = insertelement <vscale x 4 x i1> poison, i1 %v125, i64 0
  %splat137 = shufflevector <vscale x 4 x i1> %ins136, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v138 = and <vscale x 4 x i1> %splat137, %v135
  %v139 = and <vscale x 4 x i1> %v119, %v138
  %v140 = mul i64 %i33, 2
  %v141 = add i64 %v140, %i53
  %v142 = sub i64 %v141, 1
  %v143 = icmp sge i64 %v142, 0
  %v144 = icmp slt i64 %v142, %size.H
  %v145 = and i1 %v143, %v144
  %v146 = mul i64 %i59, 2
  %ins147 = insertelement <vscale x 4 x i64> poison, i64 %v146, i64 0
  %splat148 = shufflevector <vscale x 4 x i64> %ins147, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v149 = add <vscale x 4 x i64> %lane70, %splat148
  %v150 = sub <vscale x 4 x i64> %v149, splat (i64 1)
  %ins151 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat152 = shufflevector <vscale x 4 x i64> %ins151, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v153 = icmp sge <vscale x 4 x i64> %v150, zeroinitializer
  %v154 = icmp slt <vscale x 4 x i64> %v150, %splat152
  %v155 = and <vscale x 4 x i1> %v153, %v154
  %ins156 = insertelement <vscale x 4 x i1> poison, i1 %v145, i64 0
  %splat157 = shufflevector <vscale x 4 x i1> %ins156, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v158 = and <vscale x 4 x i1> %splat157, %v155
  %v159 = and <vscale x 4 x i1> %v139, %v158
  %v160 = and <vscale x 4 x i1> %mask47, %v159
  %old161 = load <vscale x 4 x float>, ptr %acc48
  %v162 = call <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float> %old161, <vscale x 4 x float> %v100)
  %v163 = select <vscale x 4 x i1> %v160, <vscale x 4 x float> %v162, <vscale x 4 x float> %old161
  store <vscale x 4 x float> %v163, ptr %acc48
  %v164 = add nsw i64 %i59, 1
  store i64 %v164, ptr %s.addr.55
  br label %cond56
exit58:
  %v165 = add nsw i64 %i53, 1
  store i64 %v165, ptr %r.addr.49
  br label %cond50
exit52:
  %red166 = load <vscale x 4 x float>, ptr %acc48
  %v167 = mul i64 %i7, %size.C
  %v168 = add i64 %v167, %i13
  %v169 = add i64 %size.H, 1
  %v170 = add i64 %v169, 1
  %v171 = sub i64 %v170, 2
  %v172 = sub i64 %v171, 1
  %v173 = sdiv i64 %v172, 2
  %v174 = srem i64 %v172, 2
  %v175 = icmp ne i64 %v174, 0
  %v176 = icmp slt i64 %v174, 0
  %v177 = icmp slt i64 2, 0
  %v178 = xor i1 %v176, %v177
  %v179 = and i1 %v175, %v178
  %v180 = zext i1 %v179 to i64
  %v181 = sub i64 %v173, %v180
  %v182 = add i64 %v181, 1
  %v183 = mul i64 %v168, %v182
  %v184 = add i64 %v183, %i33
  %v185 = add i64 %size.W, 1
  %v186 = sub i64 %v185, 2
  %v187 = sub i64 %v186, 1
  %v188 = add i64 %v187, 1
  %v189 = mul i64 %v184, %v188
  %v190 = add i64 %v189, %i45
  %p191 = getelementptr float, ptr %buf.m, i64 %v190
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red166, ptr align 4 %p191, <vscale x 4 x i1> %mask47)
  store <vscale x 4 x float> splat (float 0x7FF0000000000000), ptr %acc192
  store i64 0, ptr %r.addr.193
  br label %cond194
cond194:
  %i197 = load i64, ptr %r.addr.193
  %v198 = icmp slt i64 %i197, 3
  br i1 %v198, label %body195, label %exit196
body195:
  store i64 0, ptr %s.addr.199
  br label %cond200
cond200:
  %i203 = load i64, ptr %s.addr.199
  %v204 = icmp slt i64 %i203, 2
  br i1 %v204, label %body201, label %exit202
body201:
  %v205 = mul i64 %i33, 2
  %v206 = add i64 %v205, %i197
  %v207 = sub i64 %v206, 1
  %v208 = icmp sge i64 %v207, 0
  %v209 = icmp slt i64 %v207, %size.H
  %v210 = and i1 %v208, %v209
  %ins211 = insertelement <vscale x 4 x i64> poison, i64 %i45, i64 0
  %splat212 = shufflevector <vscale x 4 x i64> %ins211, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step213 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane214 = add <vscale x 4 x i64> %splat212, %step213
  %v215 = mul i64 %i203, 2
  %ins216 = insertelement <vscale x 4 x i64> poison, i64 %v215, i64 0
  %splat217 = shufflevector <vscale x 4 x i64> %ins216, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v218 = add <vscale x 4 x i64> %lane214, %splat217
  %v219 = sub <vscale x 4 x i64> %v218, splat (i64 1)
  %ins220 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat221 = shufflevector <vscale x 4 x i64> %ins220, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v222 = icmp sge <vscale x 4 x i64> %v219, zeroinitializer
  %v223 = icmp slt <vscale x 4 x i64> %v219, %splat221
  %v224 = and <vscale x 4 x i1> %v222, %v223
  %ins225 = insertelement <vscale x 4 x i1> poison, i1 %v210, i64 0
  %splat226 = shufflevector <vscale x 4 x i1> %ins225, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v227 = and <vscale x 4 x i1> %splat226, %v224
  %v228 = and <vscale x 4 x i1> %mask47, %v227
  %v229 = mul i64 %i7, %size.C
  %v230 = add i64 %v229, %i13
  %v231 = mul i64 %v230, %size.H
  %v232 = mul i64 %i33, 2
  %v233 = add i64 %v232, %i197
  %v234 = sub i64 %v233, 1
  %v235 = add i64 %v231, %v234
  %v236 = mul i64 %v235, %size.W
  %v237 = mul i64 %i203, 2
  %v238 = add i64 %i45, %v237
  %v239 = sub i64 %v238, 1
  %v240 = add i64 %v236, %v239
  %p241 = getelementptr float, ptr %buf.x, i64 %v240
  %ld242 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p241, <vscale x 4 x i1> %v228, <vscale x 4 x float> zeroinitializer)
  %v243 = mul i64 %i7, %size.C
  %v244 = add i64 %v243, %i13
  %v245 = add i64 %size.H, 1
  %v246 = add i64 %v245, 1
  %v247 = sub i64 %v246, 2
  %v248 = sub i64 %v247, 1
  %v249 = sdiv i64 %v248, 2
  %v250 = srem i64 %v248, 2
  %v251 = icmp ne i64 %v250, 0
  %v252 = icmp slt i64 %v250, 0
  %v253 = icmp slt i64 2, 0
  %v254 = xor i1 %v252, %v253
  %v255 = and i1 %v251, %v254
  %v256 = zext i1 %v255 to i64
  %v257 = sub i64 %v249, %v256
  %v258 = add i64 %v257, 1
  %v259 = mul i64 %v244, %v258
  %v260 = add i64 %v259, %i33
  %v261 = add i64 %size.W, 1
  %v262 = sub i64 %v261, 2
  %v263 = sub i64 %v262, 1
  %v264 = add i64 %v263, 1
  %v265 = mul i64 %v260, %v264
  %v266 = add i64 %v265, %i45
  %p267 = getelementptr float, ptr %buf.m, i64 %v266
  %ld268 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p267, <vscale x 4 x i1> %mask47, <vscale x 4 x float> zeroinitializer)
  %v269 = fcmp ole <vscale x 4 x float> %ld242, %ld268
  %v270 = sitofp i64 %i197 to float
  %v271 = fmul contract float %v270, 0x4000000000000000
  %v272 = sitofp i64 %i203 to float
  %v273 = fadd contract float %v271, %v272
  %v274 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins275 = insertelement <vscale x 4 x float> poison, float %v273, i64 0
  %splat276 = shufflevector <vscale x 4 x float> %ins275, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %ins277 = insertelement <vscale x 4 x float> poison, float %v274, i64 0
  %splat278 = shufflevector <vscale x 4 x float> %ins277, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v279 = select <vscale x 4 x i1> %v269, <vscale x 4 x float> %splat276, <vscale x 4 x float> %splat278
  %v280 = mul i64 %i33, 2
  %v281 = add i64 %v280, %i197
  %v282 = sub i64 %v281, 1
  %v283 = icmp sge i64 %v282, 0
  %v284 = icmp slt i64 %v282, %size.H
  %v285 = and i1 %v283, %v284
  %v286 = mul i64 %i203, 2
  %ins287 = insertelement <vscale x 4 x i64> poison, i64 %v286, i64 0
  %splat288 = shufflevector <vscale x 4 x i64> %ins287, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v289 = add <vscale x 4 x i64> %lane214, %splat288
  %v290 = sub <vscale x 4 x i64> %v289, splat (i64 1)
  %ins291 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat292 = shufflevector <vscale x 4 x i64> %ins291, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v293 = icmp sge <vscale x 4 x i64> %v290, zeroinitializer
  %v294 = icmp slt <vscale x 4 x i64> %v290, %splat292
  %v295 = and <vscale x 4 x i1> %v293, %v294
  %ins296 = insertelement <vscale x 4 x i1> poison, i1 %v285, i64 0
  %splat297 = shufflevector <vscale x 4 x i1> %ins296, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v298 = and <vscale x 4 x i1> %splat297, %v295
  %v299 = and <vscale x 4 x i1> %mask47, %v298
  %old300 = load <vscale x 4 x float>, ptr %acc192
  %v301 = call <vscale x 4 x float> @llvm.minimum.nxv4f32(<vscale x 4 x float> %old300, <vscale x 4 x float> %v279)
  %v302 = select <vscale x 4 x i1> %v299, <vscale x 4 x float> %v301, <vscale x 4 x float> %old300
  store <vscale x 4 x float> %v302, ptr %acc192
  %v303 = add nsw i64 %i203, 1
  store i64 %v303, ptr %s.addr.199
  br label %cond200
exit202:
  %v304 = add nsw i64 %i197, 1
  store i64 %v304, ptr %r.addr.193
  br label %cond194
exit196:
  %red305 = load <vscale x 4 x float>, ptr %acc192
  store <vscale x 4 x float> splat (float 0x7FF0000000000000), ptr %acc306
  store i64 0, ptr %r.addr.307
  br label %cond308
cond308:
  %i311 = load i64, ptr %r.addr.307
  %v312 = icmp slt i64 %i311, 3
  br i1 %v312, label %body309, label %exit310
body309:
  store i64 0, ptr %s.addr.313
  br label %cond314
cond314:
  %i317 = load i64, ptr %s.addr.313
  %v318 = icmp slt i64 %i317, 2
  br i1 %v318, label %body315, label %exit316
body315:
  %v319 = mul i64 %i33, 2
  %v320 = add i64 %v319, %i311
  %v321 = sub i64 %v320, 1
  %v322 = icmp sge i64 %v321, 0
  %v323 = icmp slt i64 %v321, %size.H
  %v324 = and i1 %v322, %v323
  %ins325 = insertelement <vscale x 4 x i64> poison, i64 %i45, i64 0
  %splat326 = shufflevector <vscale x 4 x i64> %ins325, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step327 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane328 = add <vscale x 4 x i64> %splat326, %step327
  %v329 = mul i64 %i317, 2
  %ins330 = insertelement <vscale x 4 x i64> poison, i64 %v329, i64 0
  %splat331 = shufflevector <vscale x 4 x i64> %ins330, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v332 = add <vscale x 4 x i64> %lane328, %splat331
  %v333 = sub <vscale x 4 x i64> %v332, splat (i64 1)
  %ins334 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat335 = shufflevector <vscale x 4 x i64> %ins334, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v336 = icmp sge <vscale x 4 x i64> %v333, zeroinitializer
  %v337 = icmp slt <vscale x 4 x i64> %v333, %splat335
  %v338 = and <vscale x 4 x i1> %v336, %v337
  %ins339 = insertelement <vscale x 4 x i1> poison, i1 %v324, i64 0
  %splat340 = shufflevector <vscale x 4 x i1> %ins339, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v341 = and <vscale x 4 x i1> %splat340, %v338
  %v342 = and <vscale x 4 x i1> %mask47, %v341
  %v343 = mul i64 %i7, %size.C
  %v344 = add i64 %v343, %i13
  %v345 = mul i64 %v344, %size.H
  %v346 = mul i64 %i33, 2
  %v347 = add i64 %v346, %i311
  %v348 = sub i64 %v347, 1
  %v349 = add i64 %v345, %v348
  %v350 = mul i64 %v349, %size.W
  %v351 = mul i64 %i317, 2
  %v352 = add i64 %i45, %v351
  %v353 = sub i64 %v352, 1
  %v354 = add i64 %v350, %v353
  %p355 = getelementptr float, ptr %buf.x, i64 %v354
  %ld356 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p355, <vscale x 4 x i1> %v342, <vscale x 4 x float> zeroinitializer)
  %v357 = mul i64 %i7, %size.C
  %v358 = add i64 %v357, %i13
  %v359 = add i64 %size.H, 1
  %v360 = add i64 %v359, 1
  %v361 = sub i64 %v360, 2
  %v362 = sub i64 %v361, 1
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
  %v373 = mul i64 %v358, %v372
  %v374 = add i64 %v373, %i33
  %v375 = add i64 %size.W, 1
  %v376 = sub i64 %v375, 2
  %v377 = sub i64 %v376, 1
  %v378 = add i64 %v377, 1
  %v379 = mul i64 %v374, %v378
  %v380 = add i64 %v379, %i45
  %p381 = getelementptr float, ptr %buf.m, i64 %v380
  %ld382 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p381, <vscale x 4 x i1> %mask47, <vscale x 4 x float> zeroinitializer)
  %v383 = fcmp ole <vscale x 4 x float> %ld356, %ld382
  %v384 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %v385 = sitofp i64 %i311 to float
  %v386 = fmul contract float %v385, 0x4000000000000000
  %v387 = sitofp i64 %i317 to float
  %v388 = fadd contract float %v386, %v387
  %ins389 = insertelement <vscale x 4 x float> poison, float %v384, i64 0
  %splat390 = shufflevector <vscale x 4 x float> %ins389, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %ins391 = insertelement <vscale x 4 x float> poison, float %v388, i64 0
  %splat392 = shufflevector <vscale x 4 x float> %ins391, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v393 = select <vscale x 4 x i1> %v383, <vscale x 4 x float> %splat390, <vscale x 4 x float> %splat392
  %v394 = mul i64 %i33, 2
  %v395 = add i64 %v394, %i311
  %v396 = sub i64 %v395, 1
  %v397 = icmp sge i64 %v396, 0
  %v398 = icmp slt i64 %v396, %size.H
  %v399 = and i1 %v397, %v398
  %v400 = mul i64 %i317, 2
  %ins401 = insertelement <vscale x 4 x i64> poison, i64 %v400, i64 0
  %splat402 = shufflevector <vscale x 4 x i64> %ins401, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v403 = add <vscale x 4 x i64> %lane328, %splat402
  %v404 = sub <vscale x 4 x i64> %v403, splat (i64 1)
  %ins405 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat406 = shufflevector <vscale x 4 x i64> %ins405, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v407 = icmp sge <vscale x 4 x i64> %v404, zeroinitializer
  %v408 = icmp slt <vscale x 4 x i64> %v404, %splat406
  %v409 = and <vscale x 4 x i1> %v407, %v408
  %ins410 = insertelement <vscale x 4 x i1> poison, i1 %v399, i64 0
  %splat411 = shufflevector <vscale x 4 x i1> %ins410, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v412 = and <vscale x 4 x i1> %splat411, %v409
  %v413 = and <vscale x 4 x i1> %mask47, %v412
  %old414 = load <vscale x 4 x float>, ptr %acc306
  %v415 = call <vscale x 4 x float> @llvm.minimum.nxv4f32(<vscale x 4 x float> %old414, <vscale x 4 x float> %v393)
  %v416 = select <vscale x 4 x i1> %v413, <vscale x 4 x float> %v415, <vscale x 4 x float> %old414
  store <vscale x 4 x float> %v416, ptr %acc306
  %v417 = add nsw i64 %i317, 1
  store i64 %v417, ptr %s.addr.313
  br label %cond314
exit316:
  %v418 = add nsw i64 %i311, 1
  store i64 %v418, ptr %r.addr.307
  br label %cond308
exit310:
  %red419 = load <vscale x 4 x float>, ptr %acc306
  store <vscale x 4 x float> splat (float 0x7FF0000000000000), ptr %acc420
  store i64 0, ptr %r.addr.421
  br label %cond422
cond422:
  %i425 = load i64, ptr %r.addr.421
  %v426 = icmp slt i64 %i425, 3
  br i1 %v426, label %body423, label %exit424
body423:
  store i64 0, ptr %s.addr.427
  br label %cond428
cond428:
  %i431 = load i64, ptr %s.addr.427
  %v432 = icmp slt i64 %i431, 2
  br i1 %v432, label %body429, label %exit430
body429:
  %v433 = mul i64 %i33, 2
  %v434 = add i64 %v433, %i425
  %v435 = sub i64 %v434, 1
  %v436 = icmp sge i64 %v435, 0
  %v437 = icmp slt i64 %v435, %size.H
  %v438 = and i1 %v436, %v437
  %ins439 = insertelement <vscale x 4 x i64> poison, i64 %i45, i64 0
  %splat440 = shufflevector <vscale x 4 x i64> %ins439, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step441 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane442 = add <vscale x 4 x i64> %splat440, %step441
  %v443 = mul i64 %i431, 2
  %ins444 = insertelement <vscale x 4 x i64> poison, i64 %v443, i64 0
  %splat445 = shufflevector <vscale x 4 x i64> %ins444, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v446 = add <vscale x 4 x i64> %lane442, %splat445
  %v447 = sub <vscale x 4 x i64> %v446, splat (i64 1)
  %ins448 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat449 = shufflevector <vscale x 4 x i64> %ins448, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v450 = icmp sge <vscale x 4 x i64> %v447, zeroinitializer
  %v451 = icmp slt <vscale x 4 x i64> %v447, %splat449
  %v452 = and <vscale x 4 x i1> %v450, %v451
  %ins453 = insertelement <vscale x 4 x i1> poison, i1 %v438, i64 0
  %splat454 = shufflevector <vscale x 4 x i1> %ins453, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v455 = and <vscale x 4 x i1> %splat454, %v452
  %v456 = and <vscale x 4 x i1> %mask47, %v455
  %v457 = mul i64 %i7, %size.C
  %v458 = add i64 %v457, %i13
  %v459 = mul i64 %v458, %size.H
  %v460 = mul i64 %i33, 2
  %v461 = add i64 %v460, %i425
  %v462 = sub i64 %v461, 1
  %v463 = add i64 %v459, %v462
  %v464 = mul i64 %v463, %size.W
  %v465 = mul i64 %i431, 2
  %v466 = add i64 %i45, %v465
  %v467 = sub i64 %v466, 1
  %v468 = add i64 %v464, %v467
  %p469 = getelementptr float, ptr %buf.x, i64 %v468
  %ld470 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p469, <vscale x 4 x i1> %v456, <vscale x 4 x float> zeroinitializer)
  %v471 = mul i64 %i7, %size.C
  %v472 = add i64 %v471, %i13
  %v473 = add i64 %size.H, 1
  %v474 = add i64 %v473, 1
  %v475 = sub i64 %v474, 2
  %v476 = sub i64 %v475, 1
  %v477 = sdiv i64 %v476, 2
  %v478 = srem i64 %v476, 2
  %v479 = icmp ne i64 %v478, 0
  %v480 = icmp slt i64 %v478, 0
  %v481 = icmp slt i64 2, 0
  %v482 = xor i1 %v480, %v481
  %v483 = and i1 %v479, %v482
  %v484 = zext i1 %v483 to i64
  %v485 = sub i64 %v477, %v484
  %v486 = add i64 %v485, 1
  %v487 = mul i64 %v472, %v486
  %v488 = add i64 %v487, %i33
  %v489 = add i64 %size.W, 1
  %v490 = sub i64 %v489, 2
  %v491 = sub i64 %v490, 1
  %v492 = add i64 %v491, 1
  %v493 = mul i64 %v488, %v492
  %v494 = add i64 %v493, %i45
  %p495 = getelementptr float, ptr %buf.m, i64 %v494
  %ld496 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p495, <vscale x 4 x i1> %mask47, <vscale x 4 x float> zeroinitializer)
  %v497 = fcmp oeq <vscale x 4 x float> %ld470, %ld496
  %v498 = sitofp i64 %i425 to float
  %v499 = fmul contract float %v498, 0x4000000000000000
  %v500 = sitofp i64 %i431 to float
  %v501 = fadd contract float %v499, %v500
  %v502 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins503 = insertelement <vscale x 4 x float> poison, float %v501, i64 0
  %splat504 = shufflevector <vscale x 4 x float> %ins503, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %ins505 = insertelement <vscale x 4 x float> poison, float %v502, i64 0
  %splat506 = shufflevector <vscale x 4 x float> %ins505, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v507 = select <vscale x 4 x i1> %v497, <vscale x 4 x float> %splat504, <vscale x 4 x float> %splat506
  %v508 = mul i64 %i33, 2
  %v509 = add i64 %v508, %i425
  %v510 = sub i64 %v509, 1
  %v511 = icmp sge i64 %v510, 0
  %v512 = icmp slt i64 %v510, %size.H
  %v513 = and i1 %v511, %v512
  %v514 = mul i64 %i431, 2
  %ins515 = insertelement <vscale x 4 x i64> poison, i64 %v514, i64 0
  %splat516 = shufflevector <vscale x 4 x i64> %ins515, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v517 = add <vscale x 4 x i64> %lane442, %splat516
  %v518 = sub <vscale x 4 x i64> %v517, splat (i64 1)
  %ins519 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat520 = shufflevector <vscale x 4 x i64> %ins519, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v521 = icmp sge <vscale x 4 x i64> %v518, zeroinitializer
  %v522 = icmp slt <vscale x 4 x i64> %v518, %splat520
  %v523 = and <vscale x 4 x i1> %v521, %v522
  %ins524 = insertelement <vscale x 4 x i1> poison, i1 %v513, i64 0
  %splat525 = shufflevector <vscale x 4 x i1> %ins524, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v526 = and <vscale x 4 x i1> %splat525, %v523
  %v527 = and <vscale x 4 x i1> %mask47, %v526
  %old528 = load <vscale x 4 x float>, ptr %acc420
  %v529 = call <vscale x 4 x float> @llvm.minimum.nxv4f32(<vscale x 4 x float> %old528, <vscale x 4 x float> %v507)
  %v530 = select <vscale x 4 x i1> %v527, <vscale x 4 x float> %v529, <vscale x 4 x float> %old528
  store <vscale x 4 x float> %v530, ptr %acc420
  %v531 = add nsw i64 %i431, 1
  store i64 %v531, ptr %s.addr.427
  br label %cond428
exit430:
  %v532 = add nsw i64 %i425, 1
  store i64 %v532, ptr %r.addr.421
  br label %cond422
exit424:
  %red533 = load <vscale x 4 x float>, ptr %acc420
  %v534 = fcmp olt <vscale x 4 x float> %red419, %red305
  %v535 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins536 = insertelement <vscale x 4 x float> poison, float %v535, i64 0
  %splat537 = shufflevector <vscale x 4 x float> %ins536, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v538 = fcmp olt <vscale x 4 x float> %red533, %splat537
  %v539 = select <vscale x 4 x i1> %v538, <vscale x 4 x float> %red533, <vscale x 4 x float> %red305
  %v540 = select <vscale x 4 x i1> %v534, <vscale x 4 x float> %red419, <vscale x 4 x float> %v539
  %v541 = mul i64 %i7, %size.C
  %v542 = add i64 %v541, %i13
  %v543 = add i64 %size.H, 1
  %v544 = add i64 %v543, 1
  %v545 = sub i64 %v544, 2
  %v546 = sub i64 %v545, 1
  %v547 = sdiv i64 %v546, 2
  %v548 = srem i64 %v546, 2
  %v549 = icmp ne i64 %v548, 0
  %v550 = icmp slt i64 %v548, 0
  %v551 = icmp slt i64 2, 0
  %v552 = xor i1 %v550, %v551
  %v553 = and i1 %v549, %v552
  %v554 = zext i1 %v553 to i64
  %v555 = sub i64 %v547, %v554
  %v556 = add i64 %v555, 1
  %v557 = mul i64 %v542, %v556
  %v558 = add i64 %v557, %i33
  %v559 = add i64 %size.W, 1
  %v560 = sub i64 %v559, 2
  %v561 = sub i64 %v560, 1
  %v562 = add i64 %v561, 1
  %v563 = mul i64 %v558, %v562
  %v564 = add i64 %v563, %i45
  %p565 = getelementptr float, ptr %buf.k, i64 %v564
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v540, ptr align 4 %p565, <vscale x 4 x i1> %mask47)
  %v566 = add nsw i64 %i45, %v41
  store i64 %v566, ptr %q.addr.39
  br label %cond42
exit44:
  %v567 = add nsw i64 %i33, 1
  store i64 %v567, ptr %p.addr.29
  br label %cond30
exit32:
  %v568 = add nsw i64 %i13, 1
  store i64 %v568, ptr %c.addr.9
  br label %cond10
exit12:
  %v569 = add nsw i64 %i7, 1
  store i64 %v569, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
