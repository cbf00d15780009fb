@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %k.addr.9 = alloca i64, align 64
  %p.addr.21 = alloca i64, align 64
  %q.addr.33 = alloca i64, align 64
  %acc39 = alloca float, align 64
  %c.addr.49 = alloca i64, align 64
  %r.addr.55 = alloca i64, align 64
  %s.addr.61 = alloca i64, align 64
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
  br label %cond34
cond34:
  %i37 = load i64, ptr %q.addr.33
  %v38 = icmp slt i64 %i37, %v32
  br i1 %v38, label %body35, label %exit36
body35:
  store float 0x0000000000000000, ptr %acc39
  %v40 = sdiv i64 %size.C, 32
  %v41 = srem i64 %size.C, 32
  %v42 = icmp ne i64 %v41, 0
  %v43 = icmp slt i64 %v41, 0
  %v44 = icmp slt i64 32, 0
  %v45 = xor i1 %v43, %v44
  %v46 = and i1 %v42, %v45
  %v47 = zext i1 %v46 to i64
  %v48 = sub i64 %v40, %v47
  store i64 0, ptr %c.addr.49
  br label %cond50
cond50:
  %i53 = load i64, ptr %c.addr.49
  %v54 = icmp slt i64 %i53, %v48
  br i1 %v54, label %body51, label %exit52
body51:
  store i64 0, ptr %r.addr.55
  br label %cond56
cond56:
  %i59 = load i64, ptr %r.addr.55
  %v60 = icmp slt i64 %i59, %size.R
  br i1 %v60, label %body57, label %exit58
body57:
  store i64 0, ptr %s.addr.61
  br label %cond62
cond62:
  %i65 = load i64, ptr %s.addr.61
  %v66 = icmp slt i64 %i65, %size.S
  br i1 %v66, label %body63, label %exit64
body63:
  %v67 = sdiv i64 %size.K, 32
  %v68 = srem i64 %size.K, 32
  %v69 = icmp ne i64 %v68, 0
  %v70 = icmp slt i64 %v68, 0
  %v71 = icmp slt i64 32, 0
  %v72 = xor i1 %v70, %v71
  %v73 = and i1 %v69, %v72
  %v74 = zext i1 %v73 to i64
  %v75 = sub i64 %v67, %v74
  %v76 = sdiv i64 %i13, %v75
  %v77 = srem i64 %i13, %v75
  %v78 = icmp ne i64 %v77, 0
  %v79 = icmp slt i64 %v77, 0
  %v80 = icmp slt i64 %v75, 0
  %v81 = xor i1 %v79, %v80
  %v82 = and i1 %v78, %v81
  %v83 = zext i1 %v82 to i64
  %v84 = sub i64 %v76, %v83
  %v85 = sdiv i64 %size.C, 32
  %v86 = srem i64 %size.C, 32
  %v87 = icmp ne i64 %v86, 0
  %v88 = icmp slt i64 %v86, 0
  %v89 = icmp slt i64 32, 0
  %v90 = xor i1 %v88, %v89
  %v91 = and i1 %v87, %v90
  %v92 = zext i1 %v91 to i64
  %v93 = sub i64 %v85, %v92
  %v94 = mul i64 %v84, %v93
  %v95 = add i64 %v94, %i53
  %v96 = icmp sge i64 %v95, 0
  %v97 = icmp slt i64 %v95, %size.C
  %v98 = and i1 %v96, %v97
  %v99 = add i64 %i25, %i59
  %v100 = sub i64 %v99, 1
  %v101 = icmp sge i64 %v100, 0
  %v102 = icmp slt i64 %v100, %size.H
  %v103 = and i1 %v101, %v102
  %v104 = and i1 %v98, %v103
  %v105 = add i64 %i37, %i65
  %v106 = sub i64 %v105, 1
  %v107 = icmp sge i64 %v106, 0
  %v108 = icmp slt i64 %v106, %size.W
  %v109 = and i1 %v107, %v108
  %v110 = and i1 %v104, %v109
  %v111 = mul i64 %i7, %size.C
  %v112 = sdiv i64 %size.K, 32
  %v113 = srem i64 %size.K, 32
  %v114 = icmp ne i64 %v113, 0
  %v115 = icmp slt i64 %v113, 0
  %v116 = icmp slt i64 32, 0
  %v117 = xor i1 %v115, %v116
  %v118 = and i1 %v114, %v117
  %v119 = zext i1 %v118 to i64
  %v120 = sub i64 %v112, %v119
  %v121 = sdiv i64 %i13, %v120
  %v122 = srem i64 %i13, %v120
  %v123 = icmp ne i64 %v122, 0
  %v124 = icmp slt i64 %v122, 0
  %v125 = icmp slt i64 %v120, 0
  %v126 = xor i1 %v124, %v125
  %v127 = and i1 %v123, %v126
  %v128 = zext i1 %v127 to i64
  %v129 = sub i64 %v121, %v128
  %v130 = sdiv i64 %size.C, 32
  %v131 = srem i64 %size.C, 32
  %v132 = icmp ne i64 %v131, 0
  %v133 = icmp slt i64 %v131, 0
  %v134 = icmp slt i64 32, 0
  %v135 = xor i1 %v133, %v134
  %v136 = and i1 %v132, %v135
  %v137 = zext i1 %v136 to i64
  %v138 = sub i64 %v130, %v137
  %v139 = mul i64 %v129, %v138
  %v140 = add i64 %v139, %i53
  %v141 = add i64 %v111, %v140
  %v142 = mul i64 %v141, %size.H
  %v143 = add i64 %i25, %i59
  %v144 = sub i64 %v143, 1
  %v145 = add i64 %v142, %v144
  %v146 = mul i64 %v145, %size.W
  %v147 = add i64 %i37, %i65
  %v148 = sub i64 %v147, 1
  %v149 = add i64 %v146, %v148
  %p150 = getelementptr float, ptr %buf.x, i64 %v149
  %p151 = select i1 %v110, ptr %p150, ptr @jr.zero
  %ld152 = load float, ptr %p151, align 4
  %v153 = sdiv i64 %size.C, 32
  %v154 = srem i64 %size.C, 32
  %v155 = icmp ne i64 %v154, 0
  %v156 = icmp slt i64 %v154, 0
  %v157 = icmp slt i64 32, 0
  %v158 = xor i1 %v156, %v157
  %v159 = and i1 %v155, %v158
  %v160 = zext i1 %v159 to i64
  %v161 = sub i64 %v153, %v160
  %v162 = mul i64 %i13, %v161
  %v163 = add i64 %v162, %i53
  %v164 = mul i64 %v163, %size.R
  %v165 = add i64 %v164, %i59
  %v166 = mul i64 %v165, %size.S
  %v167 = add i64 %v166, %i65
  %p168 = getelementptr float, ptr %buf.w, i64 %v167
  %ld169 = load float, ptr %p168, align 4
  %v170 = fmul float %ld152, %ld169
  %v171 = sdiv i64 %size.K, 32
  %v172 = srem i64 %size.K, 32
  %v173 = icmp ne i64 %v172, 0
  %v174 = icmp slt i64 %v172, 0
  %v175 = icmp slt i64 32, 0
  %v176 = xor i1 %v174, %v175
  %v177 = and i1 %v173, %v176
  %v178 = zext i1 %v177 to i64
  %v179 = sub i64 %v171, %v178
  %v180 = sdiv i64 %i13, %v179
  %v181 = srem i64 %i13, %v179
  %v182 = icmp ne i64 %v181, 0
  %v183 = icmp slt i64 %v181, 0
  %v184 = icmp slt i64 %v179, 0
  %v185 = xor i1 %v183, %v184
  %v186 = and i1 %v182, %v185
  %v187 = zext i1 %v186 to i64
  %v188 = sub i64 %v180, %v187
  %v189 = sdiv i64 %size.C, 32
  %v190 = srem i64 %size.C, 32
  %v191 = icmp ne i64 %v190, 0
  %v192 = icmp slt i64 %v190, 0
  %v193 = icmp slt i64 32, 0
  %v194 = xor i1 %v192, %v193
  %v195 = and i1 %v191, %v194
  %v196 = zext i1 %v195 to i64
  %v197 = sub i64 %v189, %v196
  %v198 = mul i64 %v188, %v197
  %v199 = add i64 %v198, %i53
  %v200 = icmp sge i64 %v199, 0
  %v201 = icmp slt i64 %v199, %size.C
  %v202 = and i1 %v200, %v201
  %v203 = add i64 %i25, %i59
  %v204 = sub i64 %v203, 1
  %v205 = icmp sge i64 %v204, 0
  %v206 = icmp slt i64 %v204, %size.H
  %v207 = and i1 %v205, %v206
  %v208 = and i1 %v202, %v207
  %v209 = add i64 %i37, %i65
  %v210 = sub i64 %v209, 1
  %v211 = icmp sge i64 %v210, 0
  %v212 = icmp slt i64 %v210, %size.W
  %v213 = and i1 %v211, %v212
  %v214 = and i1 %v208, %v213
  %old215 = load float, ptr %acc39
  %v216 = fadd float %old215, %v170
  %v217 = select i1 %v214, float %v216, float %old215
  store float %v217, ptr %acc39
  %v218 = add nsw i64 %i65, 1
  store i64 %v218, ptr %s.addr.61
  br label %cond62
exit64:
  %v219 = add nsw i64 %i59, 1
  store i64 %v219, ptr %r.addr.55
  br label %cond56
exit58:
  %v220 = add nsw i64 %i53, 1
  store i64 %v220, ptr %c.addr.49
  br label %cond50
exit52:
  %red221 = load float, ptr %acc39
  %p222 = getelementptr float, ptr %buf.b, i64 %i13
  %ld223 = load float, ptr %p222, align 4
  %v224 = fadd float %ld223, %red221
  %v225 = mul i64 %i7, %size.K
  %v226 = add i64 %v225, %i13
  %v227 = add i64 %size.H, 1
  %v228 = add i64 %v227, 1
  %v229 = sub i64 %size.R, 1
  %v230 = sub i64 %v228, %v229
  %v231 = sub i64 %v230, 1
  %v232 = add i64 %v231, 1
  %v233 = mul i64 %v226, %v232
  %v234 = add i64 %v233, %i25
  %v235 = add i64 %size.W, 1
  %v236 = add i64 %v235, 1
  %v237 = sub i64 %size.S, 1
  %v238 = sub i64 %v236, %v237
  %v239 = sub i64 %v238, 1
  %v240 = add i64 %v239, 1
  %v241 = mul i64 %v234, %v240
  %v242 = add i64 %v241, %i37
  %p243 = getelementptr float, ptr %buf.y, i64 %v242
  store float %v224, ptr %p243, align 4
  %v244 = add nsw i64 %i37, 1
  store i64 %v244, ptr %q.addr.33
  br label %cond34
exit36:
  %v245 = add nsw i64 %i25, 1
  store i64 %v245, ptr %p.addr.21
  br label %cond22
exit24:
  %v246 = add nsw i64 %i13, 1
  store i64 %v246, ptr %k.addr.9
  br label %cond10
exit12:
  %v247 = add nsw i64 %i7, 1
  store i64 %v247, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
