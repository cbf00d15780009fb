@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.conv2d_nhwc_panels"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %k.addr.29 = alloca i64, align 64
  %acc35 = alloca float, align 64
  %r.addr.36 = alloca i64, align 64
  %s.addr.42 = alloca i64, align 64
  %c.addr.48 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.R, 1
  %v10 = sub i64 %size.H, %v9
  %v11 = sub i64 %v10, 1
  %v12 = add i64 %v11, 1
  store i64 0, ptr %p.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %p.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  %v19 = sub i64 %size.S, 1
  %v20 = sub i64 %size.W, %v19
  %v21 = sub i64 %v20, 1
  %v22 = add i64 %v21, 1
  store i64 0, ptr %q.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %q.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  store i64 0, ptr %k.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %k.addr.29
  %v34 = icmp slt i64 %i33, %size.K
  br i1 %v34, label %body31, label %exit32
body31:
  store float 0x0000000000000000, ptr %acc35
  store i64 0, ptr %r.addr.36
  br label %cond37
cond37:
  %i40 = load i64, ptr %r.addr.36
  %v41 = icmp slt i64 %i40, %size.R
  br i1 %v41, label %body38, label %exit39
body38:
  store i64 0, ptr %s.addr.42
  br label %cond43
cond43:
  %i46 = load i64, ptr %s.addr.42
  %v47 = icmp slt i64 %i46, %size.S
  br i1 %v47, label %body44, label %exit45
body44:
  store i64 0, ptr %c.addr.48
  br label %cond49
cond49:
  %i52 = load i64, ptr %c.addr.48
  %v53 = icmp slt i64 %i52, %size.C
  br i1 %v53, label %body50, label %exit51
body50:
  %v54 = add i64 %i17, %i40
  %v55 = icmp sge i64 %v54, 0
  %v56 = icmp slt i64 %v54, %size.H
  %v57 = and i1 %v55, %v56
  %v58 = add i64 %i27, %i46
  %v59 = icmp sge i64 %v58, 0
  %v60 = icmp slt i64 %v58, %size.W
  %v61 = and i1 %v59, %v60
  %v62 = and i1 %v57, %v61
  %v63 = mul i64 %i7, %size.H
  %v64 = add i64 %i17, %i40
  %v65 = add i64 %v63, %v64
  %v66 = mul i64 %v65, %size.W
  %v67 = add i64 %i27, %i46
  %v68 = add i64 %v66, %v67
  %v69 = mul i64 %v68, %size.C
  %v70 = add i64 %v69, %i52
  %p71 = getelementptr float, ptr %buf.x, i64 %v70
  %p72 = select i1 %v62, ptr %p71, ptr @jr.zero
  %ld73 = load float, ptr %p72, align 4
  %v74 = sdiv i64 %i33, %size.P
  %v75 = srem i64 %i33, %size.P
  %v76 = icmp ne i64 %v75, 0
  %v77 = icmp slt i64 %v75, 0
  %v78 = icmp slt i64 %size.P, 0
  %v79 = xor i1 %v77, %v78
  %v80 = and i1 %v76, %v79
  %v81 = zext i1 %v80 to i64
  %v82 = sub i64 %v74, %v81
  %v83 = icmp sge i64 %v82, 0
  %v84 = icmp slt i64 %v82, %size.J
  %v85 = and i1 %v83, %v84
  %v86 = sdiv i64 %i33, %size.P
  %v87 = srem i64 %i33, %size.P
  %v88 = icmp ne i64 %v87, 0
  %v89 = icmp slt i64 %v87, 0
  %v90 = icmp slt i64 %size.P, 0
  %v91 = xor i1 %v89, %v90
  %v92 = and i1 %v88, %v91
  %v93 = add i64 %v87, %size.P
  %v94 = select i1 %v92, i64 %v93, i64 %v87
  %v95 = icmp sge i64 %v94, 0
  %v96 = icmp slt i64 %v94, %size.P
  %v97 = and i1 %v95, %v96
  %v98 = and i1 %v85, %v97
  %v99 = sdiv i64 %i33, %size.P
  %v100 = srem i64 %i33, %size.P
  %v101 = icmp ne i64 %v100, 0
  %v102 = icmp slt i64 %v100, 0
  %v103 = icmp slt i64 %size.P, 0
  %v104 = xor i1 %v102, %v103
  %v105 = and i1 %v101, %v104
  %v106 = zext i1 %v105 to i64
  %v107 = sub i64 %v99, %v106
  %v108 = mul i64 %v107, %size.R
  %v109 = add i64 %v108, %i40
  %v110 = mul i64 %v109, %size.S
  %v111 = add i64 %v110, %i46
  %v112 = mul i64 %v111, %size.C
  %v113 = add i64 %v112, %i52
  %v114 = mul i64 %v113, %size.P
  %v115 = sdiv i64 %i33, %size.P
  %v116 = srem i64 %i33, %size.P
  %v117 = icmp ne i64 %v116, 0
  %v118 = icmp slt i64 %v116, 0
  %v119 = icmp slt i64 %size.P, 0
  %v120 = xor i1 %v118, %v119
  %v121 = and i1 %v117, %v120
  %v122 = add i64 %v116, %size.P
  %v123 = select i1 %v121, i64 %v122, i64 %v116
  %v124 = add i64 %v114, %v123
  %p125 = getelementptr float, ptr %buf.w, i64 %v124
  %p126 = select i1 %v98, ptr %p125, ptr @jr.zero
  %ld127 = load float, ptr %p126, align 4
  %v128 = fmul float %ld73, %ld127
  %v129 = add i64 %i17, %i40
  %v130 = icmp sge i64 %v129, 0
  %v131 = icmp slt i64 %v129, %size.H
  %v132 = and i1 %v130, %v131
  %v133 = add i64 %i27, %i46
  %v134 = icmp sge i64 %v133, 0
  %v135 = icmp slt i64 %v133, %size.W
  %v136 = and i1 %v134, %v135
  %v137 = and i1 %v132, %v136
  %v138 = sdiv i64 %i33, %size.P
  %v139 = srem i64 %i33, %size.P
  %v140 = icmp ne i64 %v139, 0
  %v141 = icmp slt i64 %v139, 0
  %v142 = icmp slt i64 %size.P, 0
  %v143 = xor i1 %v141, %v142
  %v144 = and i1 %v140, %v143
  %v145 = zext i1 %v144 to i64
  %v146 = sub i64 %v138, %v145
  %v147 = icmp sge i64 %v146, 0
  %v148 = icmp slt i64 %v146, %size.J
  %v149 = and i1 %v147, %v148
  %v150 = sdiv i64 %i33, %size.P
  %v151 = srem i64 %i33, %size.P
  %v152 = icmp ne i64 %v151, 0
  %v153 = icmp slt i64 %v151, 0
  %v154 = icmp slt i64 %size.P, 0
  %v155 = xor i1 %v153, %v154
  %v156 = and i1 %v152, %v155
  %v157 = add i64 %v151, %size.P
  %v158 = select i1 %v156, i64 %v157, i64 %v151
  %v159 = icmp sge i64 %v158, 0
  %v160 = icmp slt i64 %v158, %size.P
  %v161 = and i1 %v159, %v160
  %v162 = and i1 %v149, %v161
  %v163 = and i1 %v137, %v162
  %old164 = load float, ptr %acc35
  %v165 = fadd float %old164, %v128
  %v166 = select i1 %v163, float %v165, float %old164
  store float %v166, ptr %acc35
  %v167 = add nsw i64 %i52, 1
  store i64 %v167, ptr %c.addr.48
  br label %cond49
exit51:
  %v168 = add nsw i64 %i46, 1
  store i64 %v168, ptr %s.addr.42
  br label %cond43
exit45:
  %v169 = add nsw i64 %i40, 1
  store i64 %v169, ptr %r.addr.36
  br label %cond37
exit39:
  %red170 = load float, ptr %acc35
  %p171 = getelementptr float, ptr %buf.b, i64 %i33
  %ld172 = load float, ptr %p171, align 4
  %v173 = fadd float %ld172, %red170
  %v174 = sub i64 %size.R, 1
  %v175 = sub i64 %size.H, %v174
  %v176 = sub i64 %v175, 1
  %v177 = add i64 %v176, 1
  %v178 = mul i64 %i7, %v177
  %v179 = add i64 %v178, %i17
  %v180 = sub i64 %size.S, 1
  %v181 = sub i64 %size.W, %v180
  %v182 = sub i64 %v181, 1
  %v183 = add i64 %v182, 1
  %v184 = mul i64 %v179, %v183
  %v185 = add i64 %v184, %i27
  %v186 = mul i64 %v185, %size.K
  %v187 = add i64 %v186, %i33
  %p188 = getelementptr float, ptr %buf.y, i64 %v187
  store float %v173, ptr %p188, align 4
  %v189 = add nsw i64 %i33, 1
  store i64 %v189, ptr %k.addr.29
  br label %cond30
exit32:
  %v190 = add nsw i64 %i27, 1
  store i64 %v190, ptr %q.addr.23
  br label %cond24
exit26:
  %v191 = add nsw i64 %i17, 1
  store i64 %v191, ptr %p.addr.13
  br label %cond14
exit16:
  %v192 = add nsw i64 %i7, 1
  store i64 %v192, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
