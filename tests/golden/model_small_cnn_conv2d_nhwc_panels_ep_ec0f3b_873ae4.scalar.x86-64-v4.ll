@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)

define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.24 = alloca i64, align 64
  %q.addr.45 = alloca i64, align 64
  %k.addr.51 = alloca i64, align 64
  %acc57 = alloca float, align 64
  %r.addr.58 = alloca i64, align 64
  %s.addr.64 = alloca i64, align 64
  %c.addr.70 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, 1
  %v3 = select i1 %v2, i64 %range.hi, i64 1
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
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
  %v30 = add i64 %size.W, 1
  %v31 = add i64 %v30, 1
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
  store i64 0, ptr %k.addr.51
  br label %cond52
cond52:
  %i55 = load i64, ptr %k.addr.51
  %v56 = icmp slt i64 %i55, %size.K
  br i1 %v56, label %body53, label %exit54
body53:
  store float 0x0000000000000000, ptr %acc57
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
  store i64 0, ptr %c.addr.70
  br label %cond71
cond71:
  %i74 = load i64, ptr %c.addr.70
  %v75 = icmp slt i64 %i74, %size.C
  br i1 %v75, label %body72, label %exit73
body72:
  %v76 = mul i64 %i28, 2
  %v77 = add i64 %v76, %i62
  %v78 = sub i64 %v77, 1
  %v79 = icmp sge i64 %v78, 0
  %v80 = icmp slt i64 %v78, %size.H
  %v81 = and i1 %v79, %v80
  %v82 = mul i64 %i49, 2
  %v83 = add i64 %v82, %i68
  %v84 = sub i64 %v83, 1
  %v85 = icmp sge i64 %v84, 0
  %v86 = icmp slt i64 %v84, %size.W
  %v87 = and i1 %v85, %v86
  %v88 = and i1 %v81, %v87
  %v89 = mul i64 %i7, %size.H
  %v90 = mul i64 %i28, 2
  %v91 = add i64 %v90, %i62
  %v92 = sub i64 %v91, 1
  %v93 = add i64 %v89, %v92
  %v94 = mul i64 %v93, %size.W
  %v95 = mul i64 %i49, 2
  %v96 = add i64 %v95, %i68
  %v97 = sub i64 %v96, 1
  %v98 = add i64 %v94, %v97
  %v99 = mul i64 %v98, %size.C
  %v100 = add i64 %v99, %i74
  %p101 = getelementptr float, ptr %buf.x, i64 %v100
  %p102 = select i1 %v88, ptr %p101, ptr @jr.zero
  %ld103 = load float, ptr %p102, align 4
  %v104 = sdiv i64 %i55, 64
  %v105 = srem i64 %i55, 64
  %v106 = icmp ne i64 %v105, 0
  %v107 = icmp slt i64 %v105, 0
  %v108 = icmp slt i64 64, 0
  %v109 = xor i1 %v107, %v108
  %v110 = and i1 %v106, %v109
  %v111 = zext i1 %v110 to i64
  %v112 = sub i64 %v104, %v111
  %v113 = icmp sge i64 %v112, 0
  %v114 = icmp slt i64 %v112, %size.J
  %v115 = and i1 %v113, %v114
  %v116 = sdiv i64 %i55, 64
  %v117 = srem i64 %i55, 64
  %v118 = icmp ne i64 %v117, 0
  %v119 = icmp slt i64 %v117, 0
  %v120 = icmp slt i64 64, 0
  %v121 = xor i1 %v119, %v120
  %v122 = and i1 %v118, %v121
  %v123 = add i64 %v117, 64
  %v124 = select i1 %v122, i64 %v123, i64 %v117
  %v125 = icmp sge i64 %v124, 0
  %v126 = icmp slt i64 %v124, 64
  %v127 = and i1 %v125, %v126
  %v128 = and i1 %v115, %v127
  %v129 = sdiv i64 %i55, 64
  %v130 = srem i64 %i55, 64
  %v131 = icmp ne i64 %v130, 0
  %v132 = icmp slt i64 %v130, 0
  %v133 = icmp slt i64 64, 0
  %v134 = xor i1 %v132, %v133
  %v135 = and i1 %v131, %v134
  %v136 = zext i1 %v135 to i64
  %v137 = sub i64 %v129, %v136
  %v138 = mul i64 %v137, %size.R
  %v139 = add i64 %v138, %i62
  %v140 = mul i64 %v139, %size.S
  %v141 = add i64 %v140, %i68
  %v142 = mul i64 %v141, %size.C
  %v143 = add i64 %v142, %i74
  %v144 = mul i64 %v143, 64
  %v145 = sdiv i64 %i55, 64
  %v146 = srem i64 %i55, 64
  %v147 = icmp ne i64 %v146, 0
  %v148 = icmp slt i64 %v146, 0
  %v149 = icmp slt i64 64, 0
  %v150 = xor i1 %v148, %v149
  %v151 = and i1 %v147, %v150
  %v152 = add i64 %v146, 64
  %v153 = select i1 %v151, i64 %v152, i64 %v146
  %v154 = add i64 %v144, %v153
  %p155 = getelementptr float, ptr %buf.w, i64 %v154
  %p156 = select i1 %v128, ptr %p155, ptr @jr.zero
  %ld157 = load float, ptr %p156, align 4
  %v158 = fmul float %ld103, %ld157
  %v159 = mul i64 %i28, 2
  %v160 = add i64 %v159, %i62
  %v161 = sub i64 %v160, 1
  %v162 = icmp sge i64 %v161, 0
  %v163 = icmp slt i64 %v161, %size.H
  %v164 = and i1 %v162, %v163
  %v165 = mul i64 %i49, 2
  %v166 = add i64 %v165, %i68
  %v167 = sub i64 %v166, 1
  %v168 = icmp sge i64 %v167, 0
  %v169 = icmp slt i64 %v167, %size.W
  %v170 = and i1 %v168, %v169
  %v171 = and i1 %v164, %v170
  %v172 = sdiv i64 %i55, 64
  %v173 = srem i64 %i55, 64
  %v174 = icmp ne i64 %v173, 0
  %v175 = icmp slt i64 %v173, 0
  %v176 = icmp slt i64 64, 0
  %v177 = xor i1 %v175, %v176
  %v178 = and i1 %v174, %v177
  %v179 = zext i1 %v178 to i64
  %v180 = sub i64 %v172, %v179
  %v181 = icmp sge i64 %v180, 0
  %v182 = icmp slt i64 %v180, %size.J
  %v183 = and i1 %v181, %v182
  %v184 = sdiv i64 %i55, 64
  %v185 = srem i64 %i55, 64
  %v186 = icmp ne i64 %v185, 0
  %v187 = icmp slt i64 %v185, 0
  %v188 = icmp slt i64 64, 0
  %v189 = xor i1 %v187, %v188
  %v190 = and i1 %v186, %v189
  %v191 = add i64 %v185, 64
  %v192 = select i1 %v190, i64 %v191, i64 %v185
  %v193 = icmp sge i64 %v192, 0
  %v194 = icmp slt i64 %v192, 64
  %v195 = and i1 %v193, %v194
  %v196 = and i1 %v183, %v195
  %v197 = and i1 %v171, %v196
  %old198 = load float, ptr %acc57
  %v199 = fadd float %old198, %v158
  %v200 = select i1 %v197, float %v199, float %old198
  store float %v200, ptr %acc57
  %v201 = add nsw i64 %i74, 1
  store i64 %v201, ptr %c.addr.70
  br label %cond71
exit73:
  %v202 = add nsw i64 %i68, 1
  store i64 %v202, ptr %s.addr.64
  br label %cond65
exit67:
  %v203 = add nsw i64 %i62, 1
  store i64 %v203, ptr %r.addr.58
  br label %cond59
exit61:
  %red204 = load float, ptr %acc57
  %p205 = getelementptr float, ptr %buf.b, i64 %i55
  %ld206 = load float, ptr %p205, align 4
  %v207 = fadd float %ld206, %red204
  %v208 = call float @llvm.maximum.f32(float %v207, float 0x0000000000000000)
  %v209 = add i64 %size.H, 1
  %v210 = add i64 %v209, 1
  %v211 = sub i64 %size.R, 1
  %v212 = sub i64 %v210, %v211
  %v213 = sub i64 %v212, 1
  %v214 = sdiv i64 %v213, 2
  %v215 = srem i64 %v213, 2
  %v216 = icmp ne i64 %v215, 0
  %v217 = icmp slt i64 %v215, 0
  %v218 = icmp slt i64 2, 0
  %v219 = xor i1 %v217, %v218
  %v220 = and i1 %v216, %v219
  %v221 = zext i1 %v220 to i64
  %v222 = sub i64 %v214, %v221
  %v223 = add i64 %v222, 1
  %v224 = mul i64 %i7, %v223
  %v225 = add i64 %v224, %i28
  %v226 = add i64 %size.W, 1
  %v227 = add i64 %v226, 1
  %v228 = sub i64 %size.S, 1
  %v229 = sub i64 %v227, %v228
  %v230 = sub i64 %v229, 1
  %v231 = sdiv i64 %v230, 2
  %v232 = srem i64 %v230, 2
  %v233 = icmp ne i64 %v232, 0
  %v234 = icmp slt i64 %v232, 0
  %v235 = icmp slt i64 2, 0
  %v236 = xor i1 %v234, %v235
  %v237 = and i1 %v233, %v236
  %v238 = zext i1 %v237 to i64
  %v239 = sub i64 %v231, %v238
  %v240 = add i64 %v239, 1
  %v241 = mul i64 %v225, %v240
  %v242 = add i64 %v241, %i49
  %v243 = mul i64 %v242, %size.K
  %v244 = add i64 %v243, %i55
  %p245 = getelementptr float, ptr %buf.y, i64 %v244
  store float %v208, ptr %p245, align 4
  %v246 = add nsw i64 %i55, 1
  store i64 %v246, ptr %k.addr.51
  br label %cond52
exit54:
  %v247 = add nsw i64 %i49, 1
  store i64 %v247, ptr %q.addr.45
  br label %cond46
exit48:
  %v248 = add nsw i64 %i28, 1
  store i64 %v248, ptr %p.addr.24
  br label %cond25
exit27:
  %v249 = add nsw i64 %i7, 1
  store i64 %v249, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
