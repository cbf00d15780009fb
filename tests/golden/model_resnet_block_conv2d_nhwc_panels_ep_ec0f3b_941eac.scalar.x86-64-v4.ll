@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)

define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.15 = alloca i64, align 64
  %q.addr.27 = alloca i64, align 64
  %k.addr.33 = alloca i64, align 64
  %acc39 = alloca float, align 64
  %r.addr.40 = alloca i64, align 64
  %s.addr.46 = alloca i64, align 64
  %c.addr.52 = alloca i64, align 64
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
  br label %cond28
cond28:
  %i31 = load i64, ptr %q.addr.27
  %v32 = icmp slt i64 %i31, %v26
  br i1 %v32, label %body29, label %exit30
body29:
  store i64 0, ptr %k.addr.33
  br label %cond34
cond34:
  %i37 = load i64, ptr %k.addr.33
  %v38 = icmp slt i64 %i37, %size.K
  br i1 %v38, label %body35, label %exit36
body35:
  store float 0x0000000000000000, ptr %acc39
  store i64 0, ptr %r.addr.40
  br label %cond41
cond41:
  %i44 = load i64, ptr %r.addr.40
  %v45 = icmp slt i64 %i44, %size.R
  br i1 %v45, label %body42, label %exit43
body42:
  store i64 0, ptr %s.addr.46
  br label %cond47
cond47:
  %i50 = load i64, ptr %s.addr.46
  %v51 = icmp slt i64 %i50, %size.S
  br i1 %v51, label %body48, label %exit49
body48:
  store i64 0, ptr %c.addr.52
  br label %cond53
cond53:
  %i56 = load i64, ptr %c.addr.52
  %v57 = icmp slt i64 %i56, %size.C
  br i1 %v57, label %body54, label %exit55
body54:
  %v58 = add i64 %i19, %i44
  %v59 = sub i64 %v58, 1
  %v60 = icmp sge i64 %v59, 0
  %v61 = icmp slt i64 %v59, %size.H
  %v62 = and i1 %v60, %v61
  %v63 = add i64 %i31, %i50
  %v64 = sub i64 %v63, 1
  %v65 = icmp sge i64 %v64, 0
  %v66 = icmp slt i64 %v64, %size.W
  %v67 = and i1 %v65, %v66
  %v68 = and i1 %v62, %v67
  %v69 = mul i64 %i7, %size.H
  %v70 = add i64 %i19, %i44
  %v71 = sub i64 %v70, 1
  %v72 = add i64 %v69, %v71
  %v73 = mul i64 %v72, %size.W
  %v74 = add i64 %i31, %i50
  %v75 = sub i64 %v74, 1
  %v76 = add i64 %v73, %v75
  %v77 = mul i64 %v76, %size.C
  %v78 = add i64 %v77, %i56
  %p79 = getelementptr float, ptr %buf.x, i64 %v78
  %p80 = select i1 %v68, ptr %p79, ptr @jr.zero
  %ld81 = load float, ptr %p80, align 4
  %v82 = sdiv i64 %i37, 64
  %v83 = srem i64 %i37, 64
  %v84 = icmp ne i64 %v83, 0
  %v85 = icmp slt i64 %v83, 0
  %v86 = icmp slt i64 64, 0
  %v87 = xor i1 %v85, %v86
  %v88 = and i1 %v84, %v87
  %v89 = zext i1 %v88 to i64
  %v90 = sub i64 %v82, %v89
  %v91 = icmp sge i64 %v90, 0
  %v92 = icmp slt i64 %v90, 1
  %v93 = and i1 %v91, %v92
  %v94 = sdiv i64 %i37, 64
  %v95 = srem i64 %i37, 64
  %v96 = icmp ne i64 %v95, 0
  %v97 = icmp slt i64 %v95, 0
  %v98 = icmp slt i64 64, 0
  %v99 = xor i1 %v97, %v98
  %v100 = and i1 %v96, %v99
  %v101 = add i64 %v95, 64
  %v102 = select i1 %v100, i64 %v101, i64 %v95
  %v103 = icmp sge i64 %v102, 0
  %v104 = icmp slt i64 %v102, 64
  %v105 = and i1 %v103, %v104
  %v106 = and i1 %v93, %v105
  %v107 = sdiv i64 %i37, 64
  %v108 = srem i64 %i37, 64
  %v109 = icmp ne i64 %v108, 0
  %v110 = icmp slt i64 %v108, 0
  %v111 = icmp slt i64 64, 0
  %v112 = xor i1 %v110, %v111
  %v113 = and i1 %v109, %v112
  %v114 = zext i1 %v113 to i64
  %v115 = sub i64 %v107, %v114
  %v116 = mul i64 %v115, %size.R
  %v117 = add i64 %v116, %i44
  %v118 = mul i64 %v117, %size.S
  %v119 = add i64 %v118, %i50
  %v120 = mul i64 %v119, %size.C
  %v121 = add i64 %v120, %i56
  %v122 = mul i64 %v121, 64
  %v123 = sdiv i64 %i37, 64
  %v124 = srem i64 %i37, 64
  %v125 = icmp ne i64 %v124, 0
  %v126 = icmp slt i64 %v124, 0
  %v127 = icmp slt i64 64, 0
  %v128 = xor i1 %v126, %v127
  %v129 = and i1 %v125, %v128
  %v130 = add i64 %v124, 64
  %v131 = select i1 %v129, i64 %v130, i64 %v124
  %v132 = add i64 %v122, %v131
  %p133 = getelementptr float, ptr %buf.w, i64 %v132
  %p134 = select i1 %v106, ptr %p133, ptr @jr.zero
  %ld135 = load float, ptr %p134, align 4
  %v136 = fmul float %ld81, %ld135
  %v137 = add i64 %i19, %i44
  %v138 = sub i64 %v137, 1
  %v139 = icmp sge i64 %v138, 0
  %v140 = icmp slt i64 %v138, %size.H
  %v141 = and i1 %v139, %v140
  %v142 = add i64 %i31, %i50
  %v143 = sub i64 %v142, 1
  %v144 = icmp sge i64 %v143, 0
  %v145 = icmp slt i64 %v143, %size.W
  %v146 = and i1 %v144, %v145
  %v147 = and i1 %v141, %v146
  %v148 = sdiv i64 %i37, 64
  %v149 = srem i64 %i37, 64
  %v150 = icmp ne i64 %v149, 0
  %v151 = icmp slt i64 %v149, 0
  %v152 = icmp slt i64 64, 0
  %v153 = xor i1 %v151, %v152
  %v154 = and i1 %v150, %v153
  %v155 = zext i1 %v154 to i64
  %v156 = sub i64 %v148, %v155
  %v157 = icmp sge i64 %v156, 0
  %v158 = icmp slt i64 %v156, 1
  %v159 = and i1 %v157, %v158
  %v160 = sdiv i64 %i37, 64
  %v161 = srem i64 %i37, 64
  %v162 = icmp ne i64 %v161, 0
  %v163 = icmp slt i64 %v161, 0
  %v164 = icmp slt i64 64, 0
  %v165 = xor i1 %v163, %v164
  %v166 = and i1 %v162, %v165
  %v167 = add i64 %v161, 64
  %v168 = select i1 %v166, i64 %v167, i64 %v161
  %v169 = icmp sge i64 %v168, 0
  %v170 = icmp slt i64 %v168, 64
  %v171 = and i1 %v169, %v170
  %v172 = and i1 %v159, %v171
  %v173 = and i1 %v147, %v172
  %old174 = load float, ptr %acc39
  %v175 = fadd float %old174, %v136
  %v176 = select i1 %v173, float %v175, float %old174
  store float %v176, ptr %acc39
  %v177 = add nsw i64 %i56, 1
  store i64 %v177, ptr %c.addr.52
  br label %cond53
exit55:
  %v178 = add nsw i64 %i50, 1
  store i64 %v178, ptr %s.addr.46
  br label %cond47
exit49:
  %v179 = add nsw i64 %i44, 1
  store i64 %v179, ptr %r.addr.40
  br label %cond41
exit43:
  %red180 = load float, ptr %acc39
  %p181 = getelementptr float, ptr %buf.b, i64 %i37
  %ld182 = load float, ptr %p181, align 4
  %v183 = fadd float %ld182, %red180
  %v184 = call float @llvm.maximum.f32(float %v183, float 0x0000000000000000)
  %v185 = add i64 %size.H, 1
  %v186 = add i64 %v185, 1
  %v187 = sub i64 %size.R, 1
  %v188 = sub i64 %v186, %v187
  %v189 = sub i64 %v188, 1
  %v190 = add i64 %v189, 1
  %v191 = mul i64 %i7, %v190
  %v192 = add i64 %v191, %i19
  %v193 = add i64 %size.W, 1
  %v194 = add i64 %v193, 1
  %v195 = sub i64 %size.S, 1
  %v196 = sub i64 %v194, %v195
  %v197 = sub i64 %v196, 1
  %v198 = add i64 %v197, 1
  %v199 = mul i64 %v192, %v198
  %v200 = add i64 %v199, %i31
  %v201 = mul i64 %v200, %size.K
  %v202 = add i64 %v201, %i37
  %p203 = getelementptr float, ptr %buf.y, i64 %v202
  store float %v184, ptr %p203, align 4
  %v204 = add nsw i64 %i37, 1
  store i64 %v204, ptr %k.addr.33
  br label %cond34
exit36:
  %v205 = add nsw i64 %i31, 1
  store i64 %v205, ptr %q.addr.27
  br label %cond28
exit30:
  %v206 = add nsw i64 %i19, 1
  store i64 %v206, ptr %p.addr.15
  br label %cond16
exit18:
  %v207 = add nsw i64 %i7, 1
  store i64 %v207, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
