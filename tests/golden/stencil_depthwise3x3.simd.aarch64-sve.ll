@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %k.addr.1 = alloca i64, align 64
  %p.addr.15 = alloca i64, align 64
  %q.addr.27 = alloca i64, align 64
  %acc36 = alloca <vscale x 4 x float>, align 64
  %c.addr.46 = alloca i64, align 64
  %r.addr.52 = alloca i64, align 64
  %s.addr.58 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.K
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.K
  store i64 %range.lo, ptr %k.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %k.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %size.R, 1
  %v12 = sub i64 %v10, %v11
  %v13 = sub i64 %v12, 1
  %v14 = add i64 %v13, 1
  store i64 0, ptr %p.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %p.addr.15
  %v20 = icmp slt i64 %i19, %v14
  br i1 %v20, label %body17, label %exit18
body17:
  %v21 = add i64 %size.W, 1
  %v22 = add i64 %v21, 1
  %v23 = sub i64 %size.S, 1
  %v24 = sub i64 %v22, %v23
  %v25 = sub i64 %v24, 1
  %v26 = add i64 %v25, 1
  store i64 0, ptr %q.addr.27
  %v28 = call i64 @llvm.vscale.i64()
  %v29 = mul i64 %v28, 4
  br label %cond30
cond30:
  %i33 = load i64, ptr %q.addr.27
  %v34 = icmp slt i64 %i33, %v26
  br i1 %v34, label %body31, label %exit32
body31:
  %mask35 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i33, i64 %v26)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc36
  %v37 = sdiv i64 %size.C, 32
  %v38 = srem i64 %size.C, 32
  %v39 = icmp ne i64 %v38, 0
  %v40 = icmp slt i64 %v38, 0
  %v41 = icmp slt i64 32, 0
  %v42 = xor i1 %v40, %v41
  %v43 = and i1 %v39, %v42
  %v44 = zext i1 %v43 to i64
  %v45 = sub i64 %v37, %v44
  store i64 0, ptr %c.addr.46
  br label %cond47
cond47:
  %i50 = load i64, ptr %c.addr.46
  %v51 = icmp slt i64 %i50, %v45
  br i1 %v51, label %body48, label %exit49
body48:
  store i64 0, ptr %r.addr.52
  br label %cond53
cond53:
  %i56 = load i64, ptr %r.addr.52
  %v57 = icmp slt i64 %i56, %size.R
  br i1 %v57, label %body54, label %exit55
body54:
  store i64 0, ptr %s.addr.58
  br label %cond59
cond59:
  %i62 = load i64, ptr %s.addr.58
  %v63 = icmp slt i64 %i62, %size.S
  br i1 %v63, label %body60, label %exit61
body60:
  %v64 = sdiv i64 %size.K, 32
  %v65 = srem i64 %size.K, 32
  %v66 = icmp ne i64 %v65, 0
  %v67 = icmp slt i64 %v65, 0
  %v68 = icmp slt i64 32, 0
  %v69 = xor i1 %v67, %v68
  %v70 = and i1 %v66, %v69
  %v71 = zext i1 %v70 to i64
  %v72 = sub i64 %v64, %v71
  %v73 = sdiv i64 %i7, %v72
  %v74 = srem i64 %i7, %v72
  %v75 = icmp ne i64 %v74, 0
  %v76 = icmp slt i64 %v74, 0
  %v77 = icmp slt i64 %v72, 0
  %v78 = xor i1 %v76, %v77
  %v79 = and i1 %v75, %v78
  %v80 = zext i1 %v79 to i64
  %v81 = sub i64 %v73, %v80
  %v82 = sdiv i64 %size.C, 32
  %v83 = srem i64 %size.C, 32
  %v84 = icmp ne i64 %v83, 0
  %v85 = icmp slt i64 %v83, 0
  %v86 = icmp slt i64 32, 0
  %v87 = xor i1 %v85, %v86
  %v88 = and i1 %v84, %v87
  %v89 = zext i1 %v88 to i64
  %v90 = sub i64 %v82, %v89
  %v91 = mul i64 %v81, %v90
  %v92 = add i64 %v91, %i50
  %v93 = icmp sge i64 %v92, 0
  %v94 = icmp slt i64 %v92, %size.C
  %v95 = and i1 %v93, %v94
  %v96 = add i64 %i19, %i56
  %v97 = sub i64 %v96, 1
  %v98 = icmp sge i64 %v97, 0
  %v99 = icmp slt i64 %v97, %size.H
  %v100 = and i1 %v98, %v99
  %v101 = and i1 %v95, %v100
  %ins102 = insertelement <vscale x 4 x i64> poison, i64 %i33, i64 0
  %splat103 = shufflevector <vscale x 4 x i64> %ins102, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step104 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane105 = add <vscale x 4 x i64> %splat103, %step104
  %ins106 = insertelement <vscale x 4 x i64> poison, i64 %i62, i64 0
  %splat107 = shufflevector <vscale x 4 x i64> %ins106, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v108 = add <vscale x 4 x i64> %lane105, %splat107
  %v109 = sub <vscale x 4 x i64> %v108, splat (i64 1)
  %ins110 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat111 = shufflevector <vscale x 4 x i64> %ins110, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v112 = icmp sge <vscale x 4 x i64> %v109, zeroinitializer
  %v113 = icmp slt <vscale x 4 x i64> %v109, %splat111
  %v114 = and <vscale x 4 x i1> %v112, %v113
  %ins115 = insertelement <vscale x 4 x i1> poison, i1 %v101, i64 0
  %splat116 = shufflevector <vscale x 4 x i1> %ins115, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v117 = and <vscale x 4 x i1> %splat116, %v114
  %v118 = and <vscale x 4 x i1> %mask35, %v117
  %v119 = sdiv i64 %size.K, 32
  %v120 = srem i64 %size.K, 32
  %v121 = icmp ne i64 %v120, 0
  %v122 = icmp slt i64 %v120, 0
  %v123 = icmp slt i64 32, 0
  %v124 = xor i1 %v122, %v123
  %v125 = and i1 %v121, %v124
  %v126 = zext i1 %v125 to i64
  %v127 = sub i64 %v119, %v126
  %v128 = sdiv i64 %i7, %v127
  %v129 = srem i64 %i7, %v127
  %v130 = icmp ne i64 %v129, 0
  %v131 = icmp slt i64 %v129, 0
  %v132 = icmp slt i64 %v127, 0
  %v133 = xor i1 %v131, %v132
  %v134 = and i1 %v130, %v133
  %v135 = zext i1 %v134 to i64
  %v136 = sub i64 %v128, %v135
  %v137 = sdiv i64 %size.C, 32
  %v138 = srem i64 %size.C, 32
  %v139 = icmp ne i64 %v138, 0
  %v140 = icmp slt i64 %v138, 0
  %v141 = icmp slt i64 32, 0
  %v142 = xor i1 %v140, %v141
  %v143 = and i1 %v139, %v142
  %v144 = zext i1 %v143 to i64
  %v145 = sub i64 %v137, %v144
  %v146 = mul i64 %v136, %v145
  %v147 = add i64 %v146, %i50
  %v148 = mul i64 %v147, %size.H
  %v149 = add i64 %i19, %i56
  %v150 = sub i64 %v149, 1
  %v151 = add i64 %v148, %v150
  %v152 = mul i64 %v151, %size.W
  %v153 = add i64 %i33, %i62
  %v154 = sub i64 %v153, 1
  %v155 = add i64 %v152, %v154
  %p156 = getelementptr float, ptr %buf.x, i64 %v155
  %ld157 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p156, <vscale x 4 x i1> %v118, <vscale x 4 x float> zeroinitializer)
  %v158 = sdiv i64 %size.C, 32
  %v159 = srem i64 %size.C, 32
  %v160 = icmp ne i64 %v159, 0
  %v161 = icmp slt i64 %v159, 0
  %v162 = icmp slt i64 32, 0
  %v163 = xor i1 %v161, %v162
  %v164 = and i1 %v160, %v163
  %v165 = zext i1 %v164 to i64
  %v166 = sub i64 %v158, %v165
  %v167 = mul i64 %i7, %v166
  %v168 = add i64 %v167, %i50
  %v169 = mul i64 %v168, %size.R
  %v170 = add i64 %v169, %i56
  %v171 = mul i64 %v170, %size.S
  %v172 = add i64 %v171, %i62
  %p173 = getelementptr float, ptr %buf.w, i64 %v172
  %ld174 = load float, ptr %p173, align 4
  %ins175 = insertelement <vscale x 4 x float> poison, float %ld174, i64 0
  %splat176 = shufflevector <vscale x 4 x float> %ins175, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v177 = fmul contract <vscale x 4 x float> %ld157, %splat176
  %v178 = sdiv i64 %size.K, 32
  %v179 = srem i64 %size.K, 32
  %v180 = icmp ne i64 %v179, 0
  %v181 = icmp slt i64 %v179, 0
  %v182 = icmp slt i64 32, 0
  %v183 = xor i1 %v181, %v182
  %v184 = and i1 %v180, %v183
  %v185 = zext i1 %v184 to i64
  %v186 = sub i64 %v178, %v185
  %v187 = sdiv i64 %i7, %v186
  %v188 = srem i64 %i7, %v186
  %v189 = icmp ne i64 %v188, 0
  %v190 = icmp slt i64 %v188, 0
  %v191 = icmp slt i64 %v186, 0
  %v192 = xor i1 %v190, %v191
  %v193 = and i1 %v189, %v192
  %v194 = zext i1 %v193 to i64
  %v195 = sub i64 %v187, %v194
  %v196 = sdiv i64 %size.C, 32
  %v197 = srem i64 %size.C, 32
  %v198 = icmp ne i64 %v197, 0
  %v199 = icmp slt i64 %v197, 0
  %v200 = icmp slt i64 32, 0
  %v201 = xor i1 %v199, %v200
  %v202 = and i1 %v198, %v201
  %v203 = zext i1 %v202 to i64
  %v204 = sub i64 %v196, %v203
  %v205 = mul i64 %v195, %v204
  %v206 = add i64 %v205, %i50
  %v207 = icmp sge i64 %v206, 0
  %v208 = icmp slt i64 %v206, %size.C
  %v209 = and i1 %v207, %v208
  %v210 = add i64 %i19, %i56
  %v211 = sub i64 %v210, 1
  %v212 = icmp sge i64 %v211, 0
  %v213 = icmp slt i64 %v211, %size.H
  %v214 = and i1 %v212, %v213
  %v215 = and i1 %v209, %v214
  %ins216 = insertelement <vscale x 4 x i64> poison, i64 %i62, i64 0
  %splat217 = shufflevector <vscale x 4 x i64> %ins216, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v218 = add <vscale x 4 x i64> %lane105, %splat217
  %v219 = sub <vscale x 4 x i64> %v218, splat (i64 1)
  %ins220 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat221 = shufflevector <vscale x 4 x i64> %ins220, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v222 = icmp sge <vscale x 4 x i64> %v219, zeroinitializer
  %v223 = icmp slt <vscale x 4 x i64> %v219, %splat221
  %v224 = and <vscale x 4 x i1> %v222, %v223
  %ins225 = insertelement <vscale x 4 x i1> poison, i1 %v215, i64 0
  %splat226 = shufflevector <vscale x 4 x i1> %ins225, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v227 = and <vscale x 4 x i1> %splat226, %v224
  %v228 = and <vscale x 4 x i1> %mask35, %v227
  %old229 = load <vscale x 4 x float>, ptr %acc36
  %v230 = fadd <vscale x 4 x float> %old229, %v177
  %v231 = select <vscale x 4 x i1> %v228, <vscale x 4 x float> %v230, <vscale x 4 x float> %old229
  store <vscale x 4 x float> %v231, ptr %acc36
  %v232 = add nsw i64 %i62, 1
  store i64 %v232, ptr %s.addr.58
  br label %cond59
exit61:
  %v233 = add nsw i64 %i56, 1
  store i64 %v233, ptr %r.addr.52
  br label %cond53
exit55:
  %v234 = add nsw i64 %i50, 1
  store i64 %v234, ptr %c.addr.46
  br label %cond47
exit49:
  %red235 = load <vscale x 4 x float>, ptr %acc36
  %p236 = getelementptr float, ptr %buf.b, i64 %i7
  %ld237 = load float, ptr %p236, align 4
  %ins238 = insertelement <vscale x 4 x float> poison, float %ld237, i64 0
  %splat239 = shufflevector <vscale x 4 x float> %ins238, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v240 = fadd contract <vscale x 4 x float> %splat239, %red235
  %v241 = add i64 %size.H, 1
  %v242 = add i64 %v241, 1
  %v243 = sub i64 %size.R, 1
  %v244 = sub i64 %v242, %v243
  %v245 = sub i64 %v244, 1
  %v246 = add i64 %v245, 1
  %v247 = mul i64 %i7, %v246
  %v248 = add i64 %v247, %i19
  %v249 = add i64 %size.W, 1
  %v250 = add i64 %v249, 1
  %v251 = sub i64 %size.S, 1
  %v252 = sub i64 %v250, %v251
  %v253 = sub i64 %v252, 1
  %v254 = add i64 %v253, 1
  %v255 = mul i64 %v248, %v254
  %v256 = add i64 %v255, %i33
  %p257 = getelementptr float, ptr %buf.y, i64 %v256
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v240, ptr align 4 %p257, <vscale x 4 x i1> %mask35)
  %v258 = add nsw i64 %i33, %v29
  store i64 %v258, ptr %q.addr.27
  br label %cond30
exit32:
  %v259 = add nsw i64 %i19, 1
  store i64 %v259, ptr %p.addr.15
  br label %cond16
exit18:
  %v260 = add nsw i64 %i7, 1
  store i64 %v260, ptr %k.addr.1
  br label %cond4
exit6:
  ret void
}
