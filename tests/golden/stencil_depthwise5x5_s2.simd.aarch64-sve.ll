@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)

declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)

declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()

declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)

declare i64 @llvm.vscale.i64()

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %k.addr.9 = alloca i64, align 64
  %p.addr.30 = alloca i64, align 64
  %q.addr.51 = alloca i64, align 64
  %acc57 = alloca <vscale x 4 x float>, align 64
  %c.addr.67 = alloca i64, align 64
  %r.addr.73 = alloca i64, align 64
  %s.addr.79 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, 1
  %v3 = select i1 %v2, i64 %range.hi, i64 1
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
  %v15 = add i64 %size.H, 2
  %v16 = add i64 %v15, 2
  %v17 = sub i64 %size.R, 1
  %v18 = sub i64 %v16, %v17
  %v19 = sub i64 %v18, 1
  %v20 = sdiv i64 %v19, 2
  %v21 = srem i64 %v19, 2
  %v22 = icmp ne i64 %v21, 0
  %v23 = icmp slt i64 %v21, 0
  %v24 = icmp slt i64 2, 0
  %v25 = xor i1 %v23, %v24
  %v26 = and i1 %v22, %v25
  %v27 = zext i1 %v26 to i64
  %v28 = sub i64 %v20, %v27
  %v29 = add i64 %v28, 1
  store i64 0, ptr %p.addr.30
  br label %cond31
cond31:
  %i34 = load i64, ptr %p.addr.30
  %v35 = icmp slt i64 %i34, %v29
  br i1 %v35, label %body32, label %exit33
body32:
  %v36 = add i64 %size.W, 2
  %v37 = add i64 %v36, 2
  %v38 = sub i64 %size.S, 1
  %v39 = sub i64 %v37, %v38
  %v40 = sub i64 %v39, 1
  %v41 = sdiv i64 %v40, 2
  %v42 = srem i64 %v40, 2
  %v43 = icmp ne i64 %v42, 0
  %v44 = icmp slt i64 %v42, 0
  %v45 = icmp slt i64 2, 0
  %v46 = xor i1 %v44, %v45
  %v47 = and i1 %v43, %v46
  %v48 = zext i1 %v47 to i64
  %v49 = sub i64 %v41, %v48
  %v50 = add i64 %v49, 1
  store i64 0, ptr %q.addr.51
  br label %cond52
cond52:
  %i55 = load i64, ptr %q.addr.51
  %v56 = icmp slt i64 %i55, %v50
  br i1 %v56, label %body53, label %exit54
body53:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc57
  %v58 = sdiv i64 %size.C, 16
  %v59 = srem i64 %size.C, 16
  %v60 = icmp ne i64 %v59, 0
  %v61 = icmp slt i64 %v59, 0
  %v62 = icmp slt i64 16, 0
  %v63 = xor i1 %v61, %v62
  %v64 = and i1 %v60, %v63
  %v65 = zext i1 %v64 to i64
  %v66 = sub i64 %v58, %v65
  store i64 0, ptr %c.addr.67
  br label %cond68
cond68:
  %i71 = load i64, ptr %c.addr.67
  %v72 = icmp slt i64 %i71, %v66
  br i1 %v72, label %body69, label %exit70
body69:
  store i64 0, ptr %r.addr.73
  br label %cond74
cond74:
  %i77 = load i64, ptr %r.addr.73
  %v78 = icmp slt i64 %i77, %size.R
  br i1 %v78, label %body75, label %exit76
body75:
  store i64 0, ptr %s.addr.79
  %v80 = call i64 @llvm.vscale.i64()
  %v81 = mul i64 %v80, 4
  br label %cond82
cond82:
  %i85 = load i64, ptr %s.addr.79
  %v86 = icmp slt i64 %i85, %size.S
  br i1 %v86, label %body83, label %exit84
body83:
  %mask87 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i85, i64 %size.S)
  %v88 = sdiv i64 %size.K, 16
  %v89 = srem i64 %size.K, 16
  %v90 = icmp ne i64 %v89, 0
  %v91 = icmp slt i64 %v89, 0
  %v92 = icmp slt i64 16, 0
  %v93 = xor i1 %v91, %v92
  %v94 = and i1 %v90, %v93
  %v95 = zext i1 %v94 to i64
  %v96 = sub i64 %v88, %v95
  %v97 = sdiv i64 %i13, %v96
  %v98 = srem i64 %i13, %v96
  %v99 = icmp ne i64 %v98, 0
  %v100 = icmp slt i64 %v98, 0
  %v101 = icmp slt i64 %v96, 0
  %v102 = xor i1 %v100, %v101
  %v103 = and i1 %v99, %v102
  %v104 = zext i1 %v103 to i64
  %v105 = sub i64 %v97, %v104
  %v106 = sdiv i64 %size.C, 16
  %v107 = srem i64 %size.C, 16
  %v108 = icmp ne i64 %v107, 0
  %v109 = icmp slt i64 %v107, 0
  %v110 = icmp slt i64 16, 0
  %v111 = xor i1 %v109, %v110
  %v112 = and i1 %v108, %v111
  %v113 = zext i1 %v112 to i64
  %v114 = sub i64 %v106, %v113
  %v115 = mul i64 %v105, %v114
  %v116 = add i64 %v115, %i71
  %v117 = icmp sge i64 %v116, 0
  %v118 = icmp slt i64 %v116, %size.C
  %v119 = and i1 %v117, %v118
  %v120 = mul i64 %i34, 2
  %v121 = add i64 %v120, %i77
  %v122 = sub i64 %v121, 2
  %v123 = icmp sge i64 %v122, 0
  %v124 = icmp slt i64 %v122, %size.H
  %v125 = and i1 %v123, %v124
  %v126 = and i1 %v119, %v125
  %v127 = mul i64 %i55, 2
  %ins128 = insertelement <vscale x 4 x i64> poison, i64 %i85, i64 0
  %splat129 = shufflevector <vscale x 4 x i64> %ins128, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step130 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane131 = add <vscale x 4 x i64> %splat129, %step130
  %ins132 = insertelement <vscale x 4 x i64> poison, i64 %v127, i64 0
  %splat133 = shufflevector <vscale x 4 x i64> %ins132, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v134 = add <vscale x 4 x i64> %splat133, %lane131
  %v135 = sub <vscale x 4 x i64> %v134, splat (i64 2)
  %ins136 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat137 = shufflevector <vscale x 4 x i64> %ins136, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v138 = icmp sge <vscale x 4 x i64> %v135, zeroinitializer
  %v139 = icmp slt <vscale x 4 x i64> %v135, %splat137
  %v140 = and <vscale x 4 x i1> %v138, %v139
  %ins141 = insertelement <vscale x 4 x i1> poison, i1 %v126, i64 0
  %splat142 = shufflevector <vscale x 4 x i1> %ins141, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v143 = and <vscale x 4 x i1> %splat142, %v140
  %v144 = and <vscale x 4 x i1> %mask87, %v143
  %v145 = mul i64 %i7, %size.C
  %v146 = sdiv i64 %size.K, 16
  %v147 = srem i64 %size.K, 16
  %v148 = icmp ne i64 %v147, 0
  %v149 = icmp slt i64 %v147, 0
  %v150 = icmp slt i64 16, 0
  %v151 = xor i1 %v149, %v150
  %v152 = and i1 %v148, %v151
  %v153 = zext i1 %v152 to i64
  %v154 = sub i64 %v146, %v153
  %v155 = sdiv i64 %i13, %v154
  %v156 = srem i64 %i13, %v154
  %v157 = icmp ne i64 %v156, 0
  %v158 = icmp slt i64 %v156, 0
  %v159 = icmp slt i64 %v154, 0
  %v160 = xor i1 %v158, %v159
  %v161 = and i1 %v157, %v160
  %v162 = zext i1 %v161 to i64
  %v163 = sub i64 %v155, %v162
  %v164 = sdiv i64 %size.C, 16
  %v165 = srem i64 %size.C, 16
  %v166 = icmp ne i64 %v165, 0
  %v167 = icmp slt i64 %v165, 0
  %v168 = icmp slt i64 16, 0
  %v169 = xor i1 %v167, %v168
  %v170 = and i1 %v166, %v169
  %v171 = zext i1 %v170 to i64
  %v172 = sub i64 %v164, %v171
  %v173 = mul i64 %v163, %v172
  %v174 = add i64 %v173, %i71
  %v175 = add i64 %v145, %v174
  %v176 = mul i64 %v175, %size.H
  %v177 = mul i64 %i34, 2
  %v178 = add i64 %v177, %i77
  %v179 = sub i64 %v178, 2
  %v180 = add i64 %v176, %v179
  %v181 = mul i64 %v180, %size.W
  %v182 = mul i64 %i55, 2
  %v183 = add i64 %v182, %i85
  %v184 = sub i64 %v183, 2
  %v185 = add i64 %v181, %v184
  %p186 = getelementptr float, ptr %buf.x, i64 %v185
  %ld187 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p186, <vscale x 4 x i1> %v144, <vscale x 4 x float> zeroinitializer)
  %v188 = sdiv i64 %size.C, 16
  %v189 = srem i64 %size.C, 16
  %v190 = icmp ne i64 %v189, 0
  %v191 = icmp slt i64 %v189, 0
  %v192 = icmp slt i64 16, 0
  %v193 = xor i1 %v191, %v192
  %v194 = and i1 %v190, %v193
  %v195 = zext i1 %v194 to i64
  %v196 = sub i64 %v188, %v195
  %v197 = mul i64 %i13, %v196
  %v198 = add i64 %v197, %i71
  %v199 = mul i64 %v198, %size.R
  %v200 = add i64 %v199, %i77
  %v201 = mul i64 %v200, %size.S
  %v202 = add i64 %v201, %i85
  %p203 = getelementptr float, ptr %buf.w, i64 %v202
  %ld204 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p203, <vscale x 4 x i1> %mask87, <vscale x 4 x float> zeroinitializer)
  %v205 = fmul contract <vscale x 4 x float> %ld187, %ld204
  %v206 = sdiv i64 %size.K, 16
  %v207 = srem i64 %size.K, 16
  %v208 = icmp ne i64 %v207, 0
  %v209 = icmp slt i64 %v207, 0
  %v210 = icmp slt i64 16, 0
  %v211 = xor i1 %v209, %v210
  %v212 = and i1 %v208, %v211
  %v213 = zext i1 %v212 to i64
  %v214 = sub i64 %v206, %v213
  %v215 = sdiv i64 %i13, %v214
  %v216 = srem i64 %i13, %v214
  %v217 = icmp ne i64 %v216, 0
  %v218 = icmp slt i64 %v216, 0
  %v219 = icmp slt i64 %v214, 0
  %v220 = xor i1 %v218, %v219
  %v221 = and i1 %v217, %v220
  %v222 = zext i1 %v221 to i64
  %v223 = sub i64 %v215, %v222
  %v224 = sdiv i64 %size.C, 16
  %v225 = srem i64 %size.C, 16
  %v226 = icmp ne i64 %v225, 0
  %v227 = icmp slt i64 %v225, 0
  %v228 = icmp slt i64 16, 0
  %v229 = xor i1 %v227, %v228
  %v230 = and i1 %v226, %v229
  %v231 = zext i1 %v230 to i64
  %v232 = sub i64 %v224, %v231
  %v233 = mul i64 %v223, %v232
  %v234 = add i64 %v233, %i71
  %v235 = icmp sge i64 %v234, 0
  %v236 = icmp slt i64 %v234, %size.C
  %v237 = and i1 %v235, %v236
  %v238 = mul i64 %i34, 2
  %v239 = add i64 %v238, %i77
  %v240 = sub i64 %v239, 2
  %v241 = icmp sge i64 %v240, 0
  %v242 = icmp slt i64 %v240, %size.H
  %v243 = and i1 %v241, %v242
  %v244 = and i1 %v237, %v243
  %v245 = mul i64 %i55, 2
  %ins246 = insertelement <vscale x 4 x i64> poison, i64 %v245, i64 0
  %splat247 = shufflevector <vscale x 4 x i64> %ins246, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v248 = add <vscale x 4 x i64> %splat247, %lane131
  %v249 = sub <vscale x 4 x i64> %v248, splat (i64 2)
  %ins250 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat251 = shufflevector <vscale x 4 x i64> %ins250, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v252 = icmp sge <vscale x 4 x i64> %v249, zeroinitializer
  %v253 = icmp slt <vscale x 4 x i64> %v249, %splat251
  %v254 = and <vscale x 4 x i1> %v252, %v253
  %ins255 = insertelement <vscale x 4 x i1> poison, i1 %v244, i64 0
  %splat256 = shufflevector <vscale x 4 x i1> %ins255, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v257 = and <vscale x 4 x i1> %splat256, %v254
  %v258 = and <vscale x 4 x i1> %mask87, %v257
  %old259 = load <vscale x 4 x float>, ptr %acc57
  %v260 = fadd <vscale x 4 x float> %old259, %v205
  %v261 = select <vscale x 4 x i1> %v258, <vscale x 4 x float> %v260, <vscale x 4 x float> %old259
  store <vscale x 4 x float> %v261, ptr %acc57
  %v262 = add nsw i64 %i85, %v81
  store i64 %v262, ptr %s.addr.79
  br label %cond82
exit84:
  %v263 = add nsw i64 %i77, 1
  store i64 %v263, ptr %r.addr.73
  br label %cond74
exit76:
  %v264 = add nsw i64 %i71, 1
  store i64 %v264, ptr %c.addr.67
  br label %cond68
exit70:
  %red265 = load <vscale x 4 x float>, ptr %acc57
  %v266 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red265)
  %p267 = getelementptr float, ptr %buf.b, i64 %i13
  %ld268 = load float, ptr %p267, align 4
  %v269 = fadd contract float %ld268, %v266
  %v270 = mul i64 %i7, %size.K
  %v271 = add i64 %v270, %i13
  %v272 = add i64 %size.H, 2
  %v273 = add i64 %v272, 2
  %v274 = sub i64 %size.R, 1
  %v275 = sub i64 %v273, %v274
  %v276 = sub i64 %v275, 1
  %v277 = sdiv i64 %v276, 2
  %v278 = srem i64 %v276, 2
  %v279 = icmp ne i64 %v278, 0
  %v280 = icmp slt i64 %v278, 0
  %v281 = icmp slt i64 2, 0
  %v282 = xor i1 %v280, %v281
  %v283 = and i1 %v279, %v282
  %v284 = zext i1 %v283 to i64
  %v285 = sub i64 %v277, %v284
  %v286 = add i64 %v285, 1
  %v287 = mul i64 %v271, %v286
  %v288 = add i64 %v287, %i34
  %v289 = add i64 %size.W, 2
  %v290 = add i64 %v289, 2
  %v291 = sub i64 %size.S, 1
  %v292 = sub i64 %v290, %v291
  %v293 = sub i64 %v292, 1
  %v294 = sdiv i64 %v293, 2
  %v295 = srem i64 %v293, 2
  %v296 = icmp ne i64 %v295, 0
  %v297 = icmp slt i64 %v295, 0
  %v298 = icmp slt i64 2, 0
  %v299 = xor i1 %v297, %v298
  %v300 = and i1 %v296, %v299
  %v301 = zext i1 %v300 to i64
  %v302 = sub i64 %v294, %v301
  %v303 = add i64 %v302, 1
  %v304 = mul i64 %v288, %v303
  %v305 = add i64 %v304, %i55
  %p306 = getelementptr float, ptr %buf.y, i64 %v305
  store float %v269, ptr %p306, align 4
  %v307 = add nsw i64 %i55, 1
  store i64 %v307, ptr %q.addr.51
  br label %cond52
exit54:
  %v308 = add nsw i64 %i34, 1
  store i64 %v308, ptr %p.addr.30
  br label %cond31
exit33:
  %v309 = add nsw i64 %i13, 1
  store i64 %v309, ptr %k.addr.9
  br label %cond10
exit12:
  %v310 = add nsw i64 %i7, 1
  store i64 %v310, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
