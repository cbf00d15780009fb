@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)

declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)

declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()

declare i64 @llvm.vscale.i64()

declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %k.addr.9 = alloca i64, align 64
  %p.addr.21 = alloca i64, align 64
  %q.addr.33 = alloca i64, align 64
  %acc42 = alloca <vscale x 4 x float>, align 64
  %c.addr.52 = alloca i64, align 64
  %r.addr.58 = alloca i64, align 64
  %s.addr.64 = alloca i64, align 64
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
  %v15 = add i64 %size.H, 1
  %v16 = add i64 %v15, 1
  %v17 = sub i64 %size.R, 1
  %v18 = sub i64 %v16, %v17
  %v19 = sub i64 %v18, 1
  %v20 = add i64 %v19, 1
  store i64 0, ptr %p.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %p.addr.21
  %v26 = icmp slt i64 %i25, %v20
  br i1 %v26, label %body23, label %exit24
body23:
  %v27 = add i64 %size.W, 1
  %v28 = add i64 %v27, 1
  %v29 = sub i64 %size.S, 1
  %v30 = sub i64 %v28, %v29
  %v31 = sub i64 %v30, 1
  %v32 = add i64 %v31, 1
  store i64 0, ptr %q.addr.33
  %v34 = call i64 @llvm.vscale.i64()
  %v35 = mul i64 %v34, 4
  br label %cond36
cond36:
  %i39 = load i64, ptr %q.addr.33
  %v40 = icmp slt i64 %i39, %v32
  br i1 %v40, label %body37, label %exit38
body37:
  %mask41 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i39, i64 %v32)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc42
  %v43 = sdiv i64 %size.C, 32
  %v44 = srem i64 %size.C, 32
  %v45 = icmp ne i64 %v44, 0
  %v46 = icmp slt i64 %v44, 0
  %v47 = icmp slt i64 32, 0
  %v48 = xor i1 %v46, %v47
  %v49 = and i1 %v45, %v48
  %v50 = zext i1 %v49 to i64
  %v51 = sub i64 %v43, %v50
  store i64 0, ptr %c.addr.52
  br label %cond53
cond53:
  %i56 = load i64, ptr %c.addr.52
  %v57 = icmp slt i64 %i56, %v51
  br i1 %v57, label %body54, label %exit55
body54:
  store i64 0, ptr %r.addr.58
  br label %cond59
cond59:
  %i62 = load i64, ptr %r.addr.58
  %v63 = icmp slt i64 %i62, %size.R
  br i1 %v63, label %body60, label %exit61
body60:
  store i64 0, ptr %s.addr.64
  br label %cond65
cond65:
  %i68 = load i64, ptr %s.addr.64
  %v69 = icmp slt i64 %i68, %size.S
  br i1 %v69, label %body66, label %exit67
body66:
  %v70 = sdiv i64 %size.K, 32
  %v71 = srem i64 %size.K, 32
  %v72 = icmp ne i64 %v71, 0
  %v73 = icmp slt i64 %v71, 0
  %v74 = icmp slt i64 32, 0
  %v75 = xor i1 %v73, %v74
  %v76 = and i1 %v72, %v75
  %v77 = zext i1 %v76 to i64
  %v78 = sub i64 %v70, %v77
  %v79 = sdiv i64 %i13, %v78
  %v80 = srem i64 %i13, %v78
  %v81 = icmp ne i64 %v80, 0
  %v82 = icmp slt i64 %v80, 0
  %v83 = icmp slt i64 %v78, 0
  %v84 = xor i1 %v82, %v83
  %v85 = and i1 %v81, %v84
  %v86 = zext i1 %v85 to i64
  %v87 = sub i64 %v79, %v86
  %v88 = sdiv i64 %size.C, 32
  %v89 = srem i64 %size.C, 32
  %v90 = icmp ne i64 %v89, 0
  %v91 = icmp slt i64 %v89, 0
  %v92 = icmp slt i64 32, 0
  %v93 = xor i1 %v91, %v92
  %v94 = and i1 %v90, %v93
  %v95 = zext i1 %v94 to i64
  %v96 = sub i64 %v88, %v95
  %v97 = mul i64 %v87, %v96
  %v98 = add i64 %v97, %i56
  %v99 = icmp sge i64 %v98, 0
  %v100 = icmp slt i64 %v98, %size.C
  %v101 = and i1 %v99, %v100
  %v102 = add i64 %i25, %i62
  %v103 = sub i64 %v102, 1
  %v104 = icmp sge i64 %v103, 0
  %v105 = icmp slt i64 %v103, %size.H
  %v106 = and i1 %v104, %v105
  %v107 = and i1 %v101, %v106
  %ins108 = insertelement <vscale x 4 x i64> poison, i64 %i39, i64 0
  %splat109 = shufflevector <vscale x 4 x i64> %ins108, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step110 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane111 = add <vscale x 4 x i64> %splat109, %step110
  %ins112 = insertelement <vscale x 4 x i64> poison, i64 %i68, i64 0
  %splat113 = shufflevector <vscale x 4 x i64> %ins112, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v114 = add <vscale x 4 x i64> %lane111, %splat113
  %v115 = sub <vscale x 4 x i64> %v114, splat (i64 1)
  %ins116 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat117 = shufflevector <vscale x 4 x i64> %ins116, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v118 = icmp sge <vscale x 4 x i64> %v115, zeroinitializer
  %v119 = icmp slt <vscale x 4 x i64> %v115, %splat117
  %v120 = and <vscale x 4 x i1> %v118, %v119
  %ins121 = insertelement <vscale x 4 x i1> poison, i1 %v107, i64 0
  %splat122 = shufflevector <vscale x 4 x i1> %ins121, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v123 = and <vscale x 4 x i1> %splat122, %v120
  %v124 = and <vscale x 4 x i1> %mask41, %v123
  %v125 = mul i64 %i7, %size.C
  %v126 = sdiv i64 %size.K, 32
  %v127 = srem i64 %size.K, 32
  %v128 = icmp ne i64 %v127, 0
  %v129 = icmp slt i64 %v127, 0
  %v130 = icmp slt i64 32, 0
  %v131 = xor i1 %v129, %v130
  %v132 = and i1 %v128, %v131
  %v133 = zext i1 %v132 to i64
  %v134 = sub i64 %v126, %v133
  %v135 = sdiv i64 %i13, %v134
  %v136 = srem i64 %i13, %v134
  %v137 = icmp ne i64 %v136, 0
  %v138 = icmp slt i64 %v136, 0
  %v139 = icmp slt i64 %v134, 0
  %v140 = xor i1 %v138, %v139
  %v141 = and i1 %v137, %v140
  %v142 = zext i1 %v141 to i64
  %v143 = sub i64 %v135, %v142
  %v144 = sdiv i64 %size.C, 32
  %v145 = srem i64 %size.C, 32
  %v146 = icmp ne i64 %v145, 0
  %v147 = icmp slt i64 %v145, 0
  %v148 = icmp slt i64 32, 0
  %v149 = xor i1 %v147, %v148
  %v150 = and i1 %v146, %v149
  %v151 = zext i1 %v150 to i64
  %v152 = sub i64 %v144, %v151
  %v153 = mul i64 %v143, %v152
  %v154 = add i64 %v153, %i56
  %v155 = add i64 %v125, %v154
  %v156 = mul i64 %v155, %size.H
  %v157 = add i64 %i25, %i62
  %v158 = sub i64 %v157, 1
  %v159 = add i64 %v156, %v158
  %v160 = mul i64 %v159, %size.W
  %v161 = add i64 %i39, %i68
  %v162 = sub i64 %v161, 1
  %v163 = add i64 %v160, %v162
  %p164 = getelementptr float, ptr %buf.x, i64 %v163
  %ld165 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p164, <vscale x 4 x i1> %v124, <vscale x 4 x float> zeroinitializer)
  %v166 = sdiv i64 %size.C, 32
  %v167 = srem i64 %size.C, 32
  %v168 = icmp ne i64 %v167, 0
  %v169 = icmp slt i64 %v167, 0
  %v170 = icmp slt i64 32, 0
  %v171 = xor i1 %v169, %v170
  %v172 = and i1 %v168, %v171
  %v173 = zext i1 %v172 to i64
  %v174 = sub i64 %v166, %v173
  %v175 = mul i64 %i13, %v174
  %v176 = add i64 %v175, %i56
  %v177 = mul i64 %v176, %size.R
  %v178 = add i64 %v177, %i62
  %v179 = mul i64 %v178, %size.S
  %v180 = add i64 %v179, %i68
  %p181 = getelementptr float, ptr %buf.w, i64 %v180
  %ld182 = load float, ptr %p181, align 4
  %ins183 = insertelement <vscale x 4 x float> poison, float %ld182, i64 0
  %splat184 = shufflevector <vscale x 4 x float> %ins183, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v185 = fmul contract <vscale x 4 x float> %ld165, %splat184
  %v186 = sdiv i64 %size.K, 32
  %v187 = srem i64 %size.K, 32
  %v188 = icmp ne i64 %v187, 0
  %v189 = icmp slt i64 %v187, 0
  %v190 = icmp slt i64 32, 0
  %v191 = xor i1 %v189, %v190
  %v192 = and i1 %v188, %v191
  %v193 = zext i1 %v192 to i64
  %v194 = sub i64 %v186, %v193
  %v195 = sdiv i64 %i13, %v194
  %v196 = srem i64 %i13, %v194
  %v197 = icmp ne i64 %v196, 0
  %v198 = icmp slt i64 %v196, 0
  %v199 = icmp slt i64 %v194, 0
  %v200 = xor i1 %v198, %v199
  %v201 = and i1 %v197, %v200
  %v202 = zext i1 %v201 to i64
  %v203 = sub i64 %v195, %v202
  %v204 = sdiv i64 %size.C, 32
  %v205 = srem i64 %size.C, 32
  %v206 = icmp ne i64 %v205, 0
  %v207 = icmp slt i64 %v205, 0
  %v208 = icmp slt i64 32, 0
  %v209 = xor i1 %v207, %v208
  %v210 = and i1 %v206, %v209
  %v211 = zext i1 %v210 to i64
  %v212 = sub i64 %v204, %v211
  %v213 = mul i64 %v203, %v212
  %v214 = add i64 %v213, %i56
  %v215 = icmp sge i64 %v214, 0
  %v216 = icmp slt i64 %v214, %size.C
  %v217 = and i1 %v215, %v216
  %v218 = add i64 %i25, %i62
  %v219 = sub i64 %v218, 1
  %v220 = icmp sge i64 %v219, 0
  %v221 = icmp slt i64 %v219, %size.H
  %v222 = and i1 %v220, %v221
  %v223 = and i1 %v217, %v222
  %ins224 = insertelement <vscale x 4 x i64> poison, i64 %i68, i64 0
  %splat225 = shufflevector <vscale x 4 x i64> %ins224, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v226 = add <vscale x 4 x i64> %lane111, %splat225
  %v227 = sub <vscale x 4 x i64> %v226, splat (i64 1)
  %ins228 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat229 = shufflevector <vscale x 4 x i64> %ins228, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v230 = icmp sge <vscale x 4 x i64> %v227, zeroinitializer
  %v231 = icmp slt <vscale x 4 x i64> %v227, %splat229
  %v232 = and <vscale x 4 x i1> %v230, %v231
  %ins233 = insertelement <vscale x 4 x i1> poison, i1 %v223, i64 0
  %splat234 = shufflevector <vscale x 4 x i1> %ins233, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v235 = and <vscale x 4 x i1> %splat234, %v232
  %v236 = and <vscale x 4 x i1> %mask41, %v235
  %old237 = load <vscale x 4 x float>, ptr %acc42
  %v238 = fadd <vscale x 4 x float> %old237, %v185
  %v239 = select <vscale x 4 x i1> %v236, <vscale x 4 x float> %v238, <vscale x 4 x float> %old237
  store <vscale x 4 x float> %v239, ptr %acc42
  %v240 = add nsw i64 %i68, 1
  store i64 %v240, ptr %s.addr.64
  br label %cond65
exit67:
  %v241 = add nsw i64 %i62, 1
  store i64 %v241, ptr %r.addr.58
  br label %cond59
exit61:
  %v242 = add nsw i64 %i56, 1
  store i64 %v242, ptr %c.addr.52
  br label %cond53
exit55:
  %red243 = load <vscale x 4 x float>, ptr %acc42
  %p244 = getelementptr float, ptr %buf.b, i64 %i13
  %ld245 = load float, ptr %p244, align 4
  %ins246 = insertelement <vscale x 4 x float> poison, float %ld245, i64 0
  %splat247 = shufflevector <vscale x 4 x float> %ins246, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v248 = fadd contract <vscale x 4 x float> %splat247, %red243
  %v249 = mul i64 %i7, %size.K
  %v250 = add i64 %v249, %i13
  %v251 = add i64 %size.H, 1
  %v252 = add i64 %v251, 1
  %v253 = sub i64 %size.R, 1
  %v254 = sub i64 %v252, %v253
  %v255 = sub i64 %v254, 1
  %v256 = add i64 %v255, 1
  %v257 = mul i64 %v250, %v256
  %v258 = add i64 %v257, %i25
  %v259 = add i64 %size.W, 1
  %v260 = add i64 %v259, 1
  %v261 = sub i64 %size.S, 1
  %v262 = sub i64 %v260, %v261
  %v263 = sub i64 %v262, 1
  %v264 = add i64 %v263, 1
  %v265 = mul i64 %v258, %v264
  %v266 = add i64 %v265, %i39
  %p267 = getelementptr float, ptr %buf.y, i64 %v266
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v248, ptr align 4 %p267, <vscale x 4 x i1> %mask41)
  %v268 = add nsw i64 %i39, %v35
  store i64 %v268, ptr %q.addr.33
  br label %cond36
exit38:
  %v269 = add nsw i64 %i25, 1
  store i64 %v269, ptr %p.addr.21
  br label %cond22
exit24:
  %v270 = add nsw i64 %i13, 1
  store i64 %v270, ptr %k.addr.9
  br label %cond10
exit12:
  %v271 = add nsw i64 %i7, 1
  store i64 %v271, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
