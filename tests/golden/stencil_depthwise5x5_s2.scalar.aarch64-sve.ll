@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %k.addr.9 = alloca i64, align 64
  %p.addr.30 = alloca i64, align 64
  %q.addr.51 = alloca i64, align 64
  %acc57 = alloca float, align 64
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
  store float 0x0000000000000000, ptr %acc57
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
  br label %cond80
cond80:
  %i83 = load i64, ptr %s.addr.79
  %v84 = icmp slt i64 %i83, %size.S
  br i1 %v84, label %body81, label %exit82
body81:
  %v85 = sdiv i64 %size.K, 16
  %v86 = srem i64 %size.K, 16
  %v87 = icmp ne i64 %v86, 0
  %v88 = icmp slt i64 %v86, 0
  %v89 = icmp slt i64 16, 0
  %v90 = xor i1 %v88, %v89
  %v91 = and i1 %v87, %v90
  %v92 = zext i1 %v91 to i64
  %v93 = sub i64 %v85, %v92
  %v94 = sdiv i64 %i13, %v93
  %v95 = srem i64 %i13, %v93
  %v96 = icmp ne i64 %v95, 0
  %v97 = icmp slt i64 %v95, 0
  %v98 = icmp slt i64 %v93, 0
  %v99 = xor i1 %v97, %v98
  %v100 = and i1 %v96, %v99
  %v101 = zext i1 %v100 to i64
  %v102 = sub i64 %v94, %v101
  %v103 = sdiv i64 %size.C, 16
  %v104 = srem i64 %size.C, 16
  %v105 = icmp ne i64 %v104, 0
  %v106 = icmp slt i64 %v104, 0
  %v107 = icmp slt i64 16, 0
  %v108 = xor i1 %v106, %v107
  %v109 = and i1 %v105, %v108
  %v110 = zext i1 %v109 to i64
  %v111 = sub i64 %v103, %v110
  %v112 = mul i64 %v102, %v111
  %v113 = add i64 %v112, %i71
  %v114 = icmp sge i64 %v113, 0
  %v115 = icmp slt i64 %v113, %size.C
  %v116 = and i1 %v114, %v115
  %v117 = mul i64 %i34, 2
  %v118 = add i64 %v117, %i77
  %v119 = sub i64 %v118, 2
  %v120 = icmp sge i64 %v119, 0
  %v121 = icmp slt i64 %v119, %size.H
  %v122 = and i1 %v120, %v121
  %v123 = and i1 %v116, %v122
  %v124 = mul i64 %i55, 2
  %v125 = add i64 %v124, %i83
  %v126 = sub i64 %v125, 2
  %v127 = icmp sge i64 %v126, 0
  %v128 = icmp slt i64 %v126, %size.W
  %v129 = and i1 %v127, %v128
  %v130 = and i1 %v123, %v129
  %v131 = mul i64 %i7, %size.C
  %v132 = sdiv i64 %size.K, 16
  %v133 = srem i64 %size.K, 16
  %v134 = icmp ne i64 %v133, 0
  %v135 = icmp slt i64 %v133, 0
  %v136 = icmp slt i64 16, 0
  %v137 = xor i1 %v135, %v136
  %v138 = and i1 %v134, %v137
  %v139 = zext i1 %v138 to i64
  %v140 = sub i64 %v132, %v139
  %v141 = sdiv i64 %i13, %v140
  %v142 = srem i64 %i13, %v140
  %v143 = icmp ne i64 %v142, 0
  %v144 = icmp slt i64 %v142, 0
  %v145 = icmp slt i64 %v140, 0
  %v146 = xor i1 %v144, %v145
  %v147 = and i1 %v143, %v146
  %v148 = zext i1 %v147 to i64
  %v149 = sub i64 %v141, %v148
  %v150 = sdiv i64 %size.C, 16
  %v151 = srem i64 %size.C, 16
  %v152 = icmp ne i64 %v151, 0
  %v153 = icmp slt i64 %v151, 0
  %v154 = icmp slt i64 16, 0
  %v155 = xor i1 %v153, %v154
  %v156 = and i1 %v152, %v155
  %v157 = zext i1 %v156 to i64
  %v158 = sub i64 %v150, %v157
  %v159 = mul i64 %v149, %v158
  %v160 = add i64 %v159, %i71
  %v161 = add i64 %v131, %v160
  %v162 = mul i64 %v161, %size.H
  %v163 = mul i64 %i34, 2
  %v164 = add i64 %v163, %i77
  %v165 = sub i64 %v164, 2
  %v166 = add i64 %v162, %v165
  %v167 = mul i64 %v166, %size.W
  %v168 = mul i64 %i55, 2
  %v169 = add i64 %v168, %i83
  %v170 = sub i64 %v169, 2
  %v171 = add i64 %v167, %v170
  %p172 = getelementptr float, ptr %buf.x, i64 %v171
  %p173 = select i1 %v130, ptr %p172, ptr @jr.zero
  %ld174 = load float, ptr %p173, align 4
  %v175 = sdiv i64 %size.C, 16
  %v176 = srem i64 %size.C, 16
  %v177 = icmp ne i64 %v176, 0
  %v178 = icmp slt i64 %v176, 0
  %v179 = icmp slt i64 16, 0
  %v180 = xor i1 %v178, %v179
  %v181 = and i1 %v177, %v180
  %v182 = zext i1 %v181 to i64
  %v183 = sub i64 %v175, %v182
  %v184 = mul i64 %i13, %v183
  %v185 = add i64 %v184, %i71
  %v186 = mul i64 %v185, %size.R
  %v187 = add i64 %v186, %i77
  %v188 = mul i64 %v187, %size.S
  %v189 = add i64 %v188, %i83
  %p190 = getelementptr float, ptr %buf.w, i64 %v189
  %ld191 = load float, ptr %p190, align 4
  %v192 = fmul float %ld174, %ld191
  %v193 = sdiv i64 %size.K, 16
  %v194 = srem i64 %size.K, 16
  %v195 = icmp ne i64 %v194, 0
  %v196 = icmp slt i64 %v194, 0
  %v197 = icmp slt i64 16, 0
  %v198 = xor i1 %v196, %v197
  %v199 = and i1 %v195, %v198
  %v200 = zext i1 %v199 to i64
  %v201 = sub i64 %v193, %v200
  %v202 = sdiv i64 %i13, %v201
  %v203 = srem i64 %i13, %v201
  %v204 = icmp ne i64 %v203, 0
  %v205 = icmp slt i64 %v203, 0
  %v206 = icmp slt i64 %v201, 0
  %v207 = xor i1 %v205, %v206
  %v208 = and i1 %v204, %v207
  %v209 = zext i1 %v208 to i64
  %v210 = sub i64 %v202, %v209
  %v211 = sdiv i64 %size.C, 16
  %v212 = srem i64 %size.C, 16
  %v213 = icmp ne i64 %v212, 0
  %v214 = icmp slt i64 %v212, 0
  %v215 = icmp slt i64 16, 0
  %v216 = xor i1 %v214, %v215
  %v217 = and i1 %v213, %v216
  %v218 = zext i1 %v217 to i64
  %v219 = sub i64 %v211, %v218
  %v220 = mul i64 %v210, %v219
  %v221 = add i64 %v220, %i71
  %v222 = icmp sge i64 %v221, 0
  %v223 = icmp slt i64 %v221, %size.C
  %v224 = and i1 %v222, %v223
  %v225 = mul i64 %i34, 2
  %v226 = add i64 %v225, %i77
  %v227 = sub i64 %v226, 2
  %v228 = icmp sge i64 %v227, 0
  %v229 = icmp slt i64 %v227, %size.H
  %v230 = and i1 %v228, %v229
  %v231 = and i1 %v224, %v230
  %v232 = mul i64 %i55, 2
  %v233 = add i64 %v232, %i83
  %v234 = sub i64 %v233, 2
  %v235 = icmp sge i64 %v234, 0
  %v236 = icmp slt i64 %v234, %size.W
  %v237 = and i1 %v235, %v236
  %v238 = and i1 %v231, %v237
  %old239 = load float, ptr %acc57
  %v240 = fadd float %old239, %v192
  %v241 = select i1 %v238, float %v240, float %old239
  store float %v241, ptr %acc57
  %v242 = add nsw i64 %i83, 1
  store i64 %v242, ptr %s.addr.79
  br label %cond80
exit82:
  %v243 = add nsw i64 %i77, 1
  store i64 %v243, ptr %r.addr.73
  br label %cond74
exit76:
  %v244 = add nsw i64 %i71, 1
  store i64 %v244, ptr %c.addr.67
  br label %cond68
exit70:
  %red245 = load float, ptr %acc57
  %p246 = getelementptr float, ptr %buf.b, i64 %i13
  %ld247 = load float, ptr %p246, align 4
  %v248 = fadd float %ld247, %red245
  %v249 = mul i64 %i7, %size.K
  %v250 = add i64 %v249, %i13
  %v251 = add i64 %size.H, 2
  %v252 = add i64 %v251, 2
  %v253 = sub i64 %size.R, 1
  %v254 = sub i64 %v252, %v253
  %v255 = sub i64 %v254, 1
  %v256 = sdiv i64 %v255, 2
  %v257 = srem i64 %v255, 2
  %v258 = icmp ne i64 %v257, 0
  %v259 = icmp slt i64 %v257, 0
  %v260 = icmp slt i64 2, 0
  %v261 = xor i1 %v259, %v260
  %v262 = and i1 %v258, %v261
  %v263 = zext i1 %v262 to i64
  %v264 = sub i64 %v256, %v263
  %v265 = add i64 %v264, 1
  %v266 = mul i64 %v250, %v265
  %v267 = add i64 %v266, %i34
  %v268 = add i64 %size.W, 2
  %v269 = add i64 %v268, 2
  %v270 = sub i64 %size.S, 1
  %v271 = sub i64 %v269, %v270
  %v272 = sub i64 %v271, 1
  %v273 = sdiv i64 %v272, 2
  %v274 = srem i64 %v272, 2
  %v275 = icmp ne i64 %v274, 0
  %v276 = icmp slt i64 %v274, 0
  %v277 = icmp slt i64 2, 0
  %v278 = xor i1 %v276, %v277
  %v279 = and i1 %v275, %v278
  %v280 = zext i1 %v279 to i64
  %v281 = sub i64 %v273, %v280
  %v282 = add i64 %v281, 1
  %v283 = mul i64 %v267, %v282
  %v284 = add i64 %v283, %i55
  %p285 = getelementptr float, ptr %buf.y, i64 %v284
  store float %v248, ptr %p285, align 4
  %v286 = add nsw i64 %i55, 1
  store i64 %v286, ptr %q.addr.51
  br label %cond52
exit54:
  %v287 = add nsw i64 %i34, 1
  store i64 %v287, ptr %p.addr.30
  br label %cond31
exit33:
  %v288 = add nsw i64 %i13, 1
  store i64 %v288, ptr %k.addr.9
  br label %cond10
exit12:
  %v289 = add nsw i64 %i7, 1
  store i64 %v289, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
