@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %k.addr.1 = alloca i64, align 64
  %p.addr.24 = alloca i64, align 64
  %q.addr.45 = alloca i64, align 64
  %acc51 = alloca <vscale x 4 x float>, align 64
  %c.addr.61 = alloca i64, align 64
  %r.addr.67 = alloca i64, align 64
  %s.addr.73 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.K
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.K
  store i64 %range.lo, ptr %k.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %k.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 2
  %v10 = add i64 %v9, 2
  %v11 = sub i64 %size.R, 1
  %v12 = sub i64 %v10, %v11
  %v13 = sub i64 %v12, 1
  %v14 = sdiv i64 %v13, 2
  %v15 = srem i64 %v13, 2
  %v16 = icmp ne i64 %v15, 0
  %v17 = icmp slt i64 %v15, 0
  %v18 = icmp slt i64 2, 0
  %v19 = xor i1 %v17, %v18
  %v20 = and i1 %v16, %v19
  %v21 = zext i1 %v20 to i64
  %v22 = sub i64 %v14, %v21
  %v23 = add i64 %v22, 1
  store i64 0, ptr %p.addr.24
  br label %cond25
cond25:
  %i28 = load i64, ptr %p.addr.24
  %v29 = icmp slt i64 %i28, %v23
  br i1 %v29, label %body26, label %exit27
body26:
  %v30 = add i64 %size.W, 2
  %v31 = add i64 %v30, 2
  %v32 = sub i64 %size.S, 1
  %v33 = sub i64 %v31, %v32
  %v34 = sub i64 %v33, 1
  %v35 = sdiv i64 %v34, 2
  %v36 = srem i64 %v34, 2
  %v37 = icmp ne i64 %v36, 0
  %v38 = icmp slt i64 %v36, 0
  %v39 = icmp slt i64 2, 0
  %v40 = xor i1 %v38, %v39
  %v41 = and i1 %v37, %v40
  %v42 = zext i1 %v41 to i64
  %v43 = sub i64 %v35, %v42
  %v44 = add i64 %v43, 1
  store i64 0, ptr %q.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %q.addr.45
  %v50 = icmp slt i64 %i49, %v44
  br i1 %v50, label %body47, label %exit48
body47:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc51
  %v52 = sdiv i64 %size.C, 16
  %v53 = srem i64 %size.C, 16
  %v54 = icmp ne i64 %v53, 0
  %v55 = icmp slt i64 %v53, 0
  %v56 = icmp slt i64 16, 0
  %v57 = xor i1 %v55, %v56
  %v58 = and i1 %v54, %v57
  %v59 = zext i1 %v58 to i64
  %v60 = sub i64 %v52, %v59
  store i64 0, ptr %c.addr.61
  br label %cond62
cond62:
  %i65 = load i64, ptr %c.addr.61
  %v66 = icmp slt i64 %i65, %v60
  br i1 %v66, label %body63, label %exit64
body63:
  store i64 0, ptr %r.addr.67
  br label %cond68
cond68:
  %i71 = load i64, ptr %r.addr.67
  %v72 = icmp slt i64 %i71, %size.R
  br i1 %v72, label %body69, label %exit70
body69:
  store i64 0, ptr %s.addr.73
  %v74 = call i64 @llvm.vscale.i64()
  %v75 = mul i64 %v74, 4
  br label %cond76
cond76:
  %i79 = load i64, ptr %s.addr.73
  %v80 = icmp slt i64 %i79, %size.S
  br i1 %v80, label %body77, label %exit78
body77:
  %mask81 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i79, i64 %size.S)
  %v82 = sdiv i64 %size.K, 16
  %v83 = srem i64 %size.K, 16
  %v84 = icmp ne i64 %v83, 0
  %v85 = icmp slt i64 %v83, 0
  %v86 = icmp slt i64 16, 0
  %v87 = xor i1 %v85, %v86
  %v88 = and i1 %v84, %v87
  %v89 = zext i1 %v88 to i64
  %v90 = sub i64 %v82, %v89
  %v91 = sdiv i64 %i7, %v90
  %v92 = srem i64 %i7, %v90
  %v93 = icmp ne i64 %v92, 0
  %v94 = icmp slt i64 %v92, 0
  %v95 = icmp slt i64 %v90, 0
  %v96 = xor i1 %v94, %v95
  %v97 = and i1 %v93, %v96
  %v98 = zext i1 %v97 to i64
  %v99 = sub i64 %v91, %v98
  %v100 = sdiv i64 %size.C, 16
  %v101 = srem i64 %size.C, 16
  %v102 = icmp ne i64 %v101, 0
  %v103 = icmp slt i64 %v101, 0
  %v104 = icmp slt i64 16, 0
  %v105 = xor i1 %v103, %v104
  %v106 = and i1 %v102, %v105
  %v107 = zext i1 %v106 to i64
  %v108 = sub i64 %v100, %v107
  %v109 = mul i64 %v99, %v108
  %v110 = add i64 %v109, %i65
  %v111 = icmp sge i64 %v110, 0
  %v112 = icmp slt i64 %v110, %size.C
  %v113 = and i1 %v111, %v112
  %v114 = mul i64 %i28, 2
  %v115 = add i64 %v114, %i71
  %v116 = sub i64 %v115, 2
  %v117 = icmp sge i64 %v116, 0
  %v118 = icmp slt i64 %v116, %size.H
  %v119 = and i1 %v117, %v118
  %v120 = and i1 %v113, %v119
  %v121 = mul i64 %i49, 2
  %ins122 = insertelement <vscale x 4 x i64> poison, i64 %i79, i64 0
  %splat123 = shufflevector <vscale x 4 x i64> %ins122, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step124 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane125 = add <vscale x 4 x i64> %splat123, %step124
  %ins126 = insertelement <vscale x 4 x i64> poison, i64 %v121, i64 0
  %splat127 = shufflevector <vscale x 4 x i64> %ins126, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v128 = add <vscale x 4 x i64> %splat127, %lane125
  %v129 = sub <vscale x 4 x i64> %v128, splat (i64 2)
  %ins130 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat131 = shufflevector <vscale x 4 x i64> %ins130, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v132 = icmp sge <vscale x 4 x i64> %v129, zeroinitializer
  %v133 = icmp slt <vscale x 4 x i64> %v129, %splat131
  %v134 = and <vscale x 4 x i1> %v132, %v133
  %ins135 = insertelement <vscale x 4 x i1> poison, i1 %v120, i64 0
  %splat136 = shufflevector <vscale x 4 x i1> %ins135, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v137 = and <vscale x 4 x i1> %splat136, %v134
  %v138 = and <vscale x 4 x i1> %mask81, %v137
  %v139 = sdiv i64 %size.K, 16
  %v140 = srem i64 %size.K, 16
  %v141 = icmp ne i64 %v140, 0
  %v142 = icmp slt i64 %v140, 0
  %v143 = icmp slt i64 16, 0
  %v144 = xor i1 %v142, %v143
  %v145 = and i1 %v141, %v144
  %v146 = zext i1 %v145 to i64
  %v147 = sub i64 %v139, %v146
  %v148 = sdiv i64 %i7, %v147
  %v149 = srem i64 %i7, %v147
  %v150 = icmp ne i64 %v149, 0
  %v151 = icmp slt i64 %v149, 0
  %v152 = icmp slt i64 %v147, 0
  %v153 = xor i1 %v151, %v152
  %v154 = and i1 %v150, %v153
  %v155 = zext i1 %v154 to i64
  %v156 = sub i64 %v148, %v155
  %v157 = sdiv i64 %size.C, 16
  %v158 = srem i64 %size.C, 16
  %v159 = icmp ne i64 %v158, 0
  %v160 = icmp slt i64 %v158, 0
  %v161 = icmp slt i64 16, 0
  %v162 = xor i1 %v160, %v161
  %v163 = and i1 %v159, %v162
  %v164 = zext i1 %v163 to i64
  %v165 = sub i64 %v157, %v164
  %v166 = mul i64 %v156, %v165
  %v167 = add i64 %v166, %i65
  %v168 = mul i64 %v167, %size.H
  %v169 = mul i64 %i28, 2
  %v170 = add i64 %v169, %i71
  %v171 = sub i64 %v170, 2
  %v172 = add i64 %v168, %v171
  %v173 = mul i64 %v172, %size.W
  %v174 = mul i64 %i49, 2
  %v175 = add i64 %v174, %i79
  %v176 = sub i64 %v175, 2
  %v177 = add i64 %v173, %v176
  %p178 = getelementptr float, ptr %buf.x, i64 %v177
  %ld179 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p178, <vscale x 4 x i1> %v138, <vscale x 4 x float> zeroinitializer)
  %v180 = sdiv i64 %size.C, 16
  %v181 = srem i64 %size.C, 16
  %v182 = icmp ne i64 %v181, 0
  %v183 = icmp slt i64 %v181, 0
  %v184 = icmp slt i64 16, 0
  %v185 = xor i1 %v183, %v184
  %v186 = and i1 %v182, %v185
  %v187 = zext i1 %v186 to i64
  %v188 = sub i64 %v180, %v187
  %v189 = mul i64 %i7, %v188
  %v190 = add i64 %v189, %i65
  %v191 = mul i64 %v190, %size.R
  %v192 = add i64 %v191, %i71
  %v193 = mul i64 %v192, %size.S
  %v194 = add i64 %v193, %i79
  %p195 = getelementptr float, ptr %buf.w, i64 %v194
  %ld196 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p195, <vscale x 4 x i1> %mask81, <vscale x 4 x float> zeroinitializer)
  %v197 = fmul contract <vscale x 4 x float> %ld179, %ld196
  %v198 = sdiv i64 %size.K, 16
  %v199 = srem i64 %size.K, 16
  %v200 = icmp ne i64 %v199, 0
  %v201 = icmp slt i64 %v199, 0
  %v202 = icmp slt i64 16, 0
  %v203 = xor i1 %v201, %v202
  %v204 = and i1 %v200, %v203
  %v205 = zext i1 %v204 to i64
  %v206 = sub i64 %v198, %v205
  %v207 = sdiv i64 %i7, %v206
  %v208 = srem i64 %i7, %v206
  %v209 = icmp ne i64 %v208, 0
  %v210 = icmp slt i64 %v208, 0
  %v211 = icmp slt i64 %v206, 0
  %v212 = xor i1 %v210, %v211
  %v213 = and i1 %v209, %v212
  %v214 = zext i1 %v213 to i64
  %v215 = sub i64 %v207, %v214
  %v216 = sdiv i64 %size.C, 16
  %v217 = srem i64 %size.C, 16
  %v218 = icmp ne i64 %v217, 0
  %v219 = icmp slt i64 %v217, 0
  %v220 = icmp slt i64 16, 0
  %v221 = xor i1 %v219, %v220
  %v222 = and i1 %v218, %v221
  %v223 = zext i1 %v222 to i64
  %v224 = sub i64 %v216, %v223
  %v225 = mul i64 %v215, %v224
  %v226 = add i64 %v225, %i65
  %v227 = icmp sge i64 %v226, 0
  %v228 = icmp slt i64 %v226, %size.C
  %v229 = and i1 %v227, %v228
  %v230 = mul i64 %i28, 2
  %v231 = add i64 %v230, %i71
  %v232 = sub i64 %v231, 2
  %v233 = icmp sge i64 %v232, 0
  %v234 = icmp slt i64 %v232, %size.H
  %v235 = and i1 %v233, %v234
  %v236 = and i1 %v229, %v235
  %v237 = mul i64 %i49, 2
  %ins238 = insertelement <vscale x 4 x i64> poison, i64 %v237, i64 0
  %splat239 = shufflevector <vscale x 4 x i64> %ins238, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v240 = add <vscale x 4 x i64> %splat239, %lane125
  %v241 = sub <vscale x 4 x i64> %v240, splat (i64 2)
  %ins242 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat243 = shufflevector <vscale x 4 x i64> %ins242, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v244 = icmp sge <vscale x 4 x i64> %v241, zeroinitializer
  %v245 = icmp slt <vscale x 4 x i64> %v241, %splat243
  %v246 = and <vscale x 4 x i1> %v244, %v245
  %ins247 = insertelement <vscale x 4 x i1> poison, i1 %v236, i64 0
  %splat248 = shufflevector <vscale x 4 x i1> %ins247, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v249 = and <vscale x 4 x i1> %splat248, %v246
  %v250 = and <vscale x 4 x i1> %mask81, %v249
  %old251 = load <vscale x 4 x float>, ptr %acc51
  %v252 = fadd <vscale x 4 x float> %old251, %v197
  %v253 = select <vscale x 4 x i1> %v250, <vscale x 4 x float> %v252, <vscale x 4 x float> %old251
  store <vscale x 4 x float> %v253, ptr %acc51
  %v254 = add nsw i64 %i79, %v75
  store i64 %v254, ptr %s.addr.73
  br label %cond76
exit78:
  %v255 = add nsw i64 %i71, 1
  store i64 %v255, ptr %r.addr.67
  br label %cond68
exit70:
  %v256 = add nsw i64 %i65, 1
  store i64 %v256, ptr %c.addr.61
  br label %cond62
exit64:
  %red257 = load <vscale x 4 x float>, ptr %acc51
  %v258 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red257)
  %p259 = getelementptr float, ptr %buf.b, i64 %i7
  %ld260 = load float, ptr %p259, align 4
  %v261 = fadd contract float %ld260, %v258
  %v262 = add i64 %size.H, 2
  %v263 = add i64 %v262, 2
  %v264 = sub i64 %size.R, 1
  %v265 = sub i64 %v263, %v264
  %v266 = sub i64 %v265, 1
  %v267 = sdiv i64 %v266, 2
  %v268 = srem i64 %v266, 2
  %v269 = icmp ne i64 %v268, 0
  %v270 = icmp slt i64 %v268, 0
  %v271 = icmp slt i64 2, 0
  %v272 = xor i1 %v270, %v271
  %v273 = and i1 %v269, %v272
  %v274 = zext i1 %v273 to i64
  %v275 = sub i64 %v267, %v274
  %v276 = add i64 %v275, 1
  %v277 = mul i64 %i7, %v276
  %v278 = add i64 %v277, %i28
  %v279 = add i64 %size.W, 2
  %v280 = add i64 %v279, 2
  %v281 = sub i64 %size.S, 1
  %v282 = sub i64 %v280, %v281
  %v283 = sub i64 %v282, 1
  %v284 = sdiv i64 %v283, 2
  %v285 = srem i64 %v283, 2
  %v286 = icmp ne i64 %v285, 0
  %v287 = icmp slt i64 %v285, 0
  %v288 = icmp slt i64 2, 0
  %v289 = xor i1 %v287, %v288
  %v290 = and i1 %v286, %v289
  %v291 = zext i1 %v290 to i64
  %v292 = sub i64 %v284, %v291
  %v293 = add i64 %v292, 1
  %v294 = mul i64 %v278, %v293
  %v295 = add i64 %v294, %i49
  %p296 = getelementptr float, ptr %buf.y, i64 %v295
  store float %v261, ptr %p296, align 4
  %v297 = add nsw i64 %i49, 1
  store i64 %v297, ptr %q.addr.45
  br label %cond46
exit48:
  %v298 = add nsw i64 %i28, 1
  store i64 %v298, ptr %p.addr.24
  br label %cond25
exit27:
  %v299 = add nsw i64 %i7, 1
  store i64 %v299, ptr %k.addr.1
  br label %cond4
exit6:
  ret void
}
