@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.avgpool2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %c.addr.29 = alloca i64, align 64
  %acc35 = alloca float, align 64
  %r.addr.36 = alloca i64, align 64
  %s.addr.42 = alloca i64, align 64
  %acc89 = alloca float, align 64
  %cnt90 = alloca float, align 64
  %u.addr.91 = alloca i64, align 64
  %v.addr.97 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %v10, 3
  %v12 = add i64 %v11, 1
  store i64 0, ptr %p.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %p.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  %v19 = add i64 %size.W, 1
  %v20 = add i64 %v19, 1
  %v21 = sub i64 %v20, 3
  %v22 = add i64 %v21, 1
  store i64 0, ptr %q.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %q.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  store i64 0, ptr %c.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %c.addr.29
  %v34 = icmp slt i64 %i33, %size.C
  br i1 %v34, label %body31, label %exit32
body31:
  store float 0x0000000000000000, ptr %acc35
  store i64 0, ptr %r.addr.36
  br label %cond37
cond37:
  %i40 = load i64, ptr %r.addr.36
  %v41 = icmp slt i64 %i40, 3
  br i1 %v41, label %body38, label %exit39
body38:
  store i64 0, ptr %s.addr.42
  br label %cond43
cond43:
  %i46 = load i64, ptr %s.addr.42
  %v47 = icmp slt i64 %i46, 3
  br i1 %v47, label %body44, label %exit45
body44:
  %v48 = add i64 %i17, %i40
  %v49 = sub i64 %v48, 1
  %v50 = icmp sge i64 %v49, 0
  %v51 = icmp slt i64 %v49, %size.H
  %v52 = and i1 %v50, %v51
  %v53 = add i64 %i27, %i46
  %v54 = sub i64 %v53, 1
  %v55 = icmp sge i64 %v54, 0
  %v56 = icmp slt i64 %v54, %size.W
  %v57 = and i1 %v55, %v56
  %v58 = and i1 %v52, %v57
  %v59 = mul i64 %i7, %size.H
  %v60 = add i64 %i17, %i40
  %v61 = sub i64 %v60, 1
  %v62 = add i64 %v59, %v61
  %v63 = mul i64 %v62, %size.W
  %v64 = add i64 %i27, %i46
  %v65 = sub i64 %v64, 1
  %v66 = add i64 %v63, %v65
  %v67 = mul i64 %v66, %size.C
  %v68 = add i64 %v67, %i33
  %p69 = getelementptr float, ptr %buf.x, i64 %v68
  %p70 = select i1 %v58, ptr %p69, ptr @jr.zero
  %ld71 = load float, ptr %p70, align 4
  %v72 = add i64 %i17, %i40
  %v73 = sub i64 %v72, 1
  %v74 = icmp sge i64 %v73, 0
  %v75 = icmp slt i64 %v73, %size.H
  %v76 = and i1 %v74, %v75
  %v77 = add i64 %i27, %i46
  %v78 = sub i64 %v77, 1
  %v79 = icmp sge i64 %v78, 0
  %v80 = icmp slt i64 %v78, %size.W
  %v81 = and i1 %v79, %v80
  %v82 = and i1 %v76, %v81
  %old83 = load float, ptr %acc35
  %v84 = fadd float %old83, %ld71
  %v85 = select i1 %v82, float %v84, float %old83
  store float %v85, ptr %acc35
  %v86 = add nsw i64 %i46, 1
  store i64 %v86, ptr %s.addr.42
  br label %cond43
exit45:
  %v87 = add nsw i64 %i40, 1
  store i64 %v87, ptr %r.addr.36
  br label %cond37
exit39:
  %red88 = load float, ptr %acc35
  store float 0x0000000000000000, ptr %acc89
  store float 0.0, ptr %cnt90
  store i64 0, ptr %u.addr.91
  br label %cond92
cond92:
  %i95 = load i64, ptr %u.addr.91
  %v96 = icmp slt i64 %i95, 3
  br i1 %v96, label %body93, label %exit94
body93:
  store i64 0, ptr %v.addr.97
  br label %cond98
cond98:
  %i101 = load i64, ptr %v.addr.97
  %v102 = icmp slt i64 %i101, 3
  br i1 %v102, label %body99, label %exit100
body99:
  %v103 = add i64 %i17, %i95
  %v104 = sub i64 %v103, 1
  %v105 = icmp sge i64 %v104, 0
  %v106 = icmp slt i64 %v104, %size.H
  %v107 = and i1 %v105, %v106
  %v108 = add i64 %i27, %i101
  %v109 = sub i64 %v108, 1
  %v110 = icmp sge i64 %v109, 0
  %v111 = icmp slt i64 %v109, %size.W
  %v112 = and i1 %v110, %v111
  %v113 = and i1 %v107, %v112
  %v114 = mul i64 %i7, %size.H
  %v115 = add i64 %i17, %i95
  %v116 = sub i64 %v115, 1
  %v117 = add i64 %v114, %v116
  %v118 = mul i64 %v117, %size.W
  %v119 = add i64 %i27, %i101
  %v120 = sub i64 %v119, 1
  %v121 = add i64 %v118, %v120
  %v122 = mul i64 %v121, %size.C
  %v123 = add i64 %v122, %i33
  %p124 = getelementptr float, ptr %buf.x, i64 %v123
  %p125 = select i1 %v113, ptr %p124, ptr @jr.zero
  %ld126 = load float, ptr %p125, align 4
  %v127 = add i64 %i17, %i95
  %v128 = sub i64 %v127, 1
  %v129 = icmp sge i64 %v128, 0
  %v130 = icmp slt i64 %v128, %size.H
  %v131 = and i1 %v129, %v130
  %v132 = add i64 %i27, %i101
  %v133 = sub i64 %v132, 1
  %v134 = icmp sge i64 %v133, 0
  %v135 = icmp slt i64 %v133, %size.W
  %v136 = and i1 %v134, %v135
  %v137 = and i1 %v131, %v136
  %old138 = load float, ptr %acc89
  %v139 = fadd float %old138, %ld126
  %v140 = select i1 %v137, float %v139, float %old138
  store float %v140, ptr %acc89
  %c141 = load float, ptr %cnt90
  %v142 = select i1 %v137, float 0x3FF0000000000000, float 0.0
  %v143 = fadd float %c141, %v142
  store float %v143, ptr %cnt90
  %v144 = add nsw i64 %i101, 1
  store i64 %v144, ptr %v.addr.97
  br label %cond98
exit100:
  %v145 = add nsw i64 %i95, 1
  store i64 %v145, ptr %u.addr.91
  br label %cond92
exit94:
  %red146 = load float, ptr %acc89
  %red147 = load float, ptr %cnt90
  %v148 = fdiv float %red146, %red147
  %v149 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v150 = fmul float 0x4008000000000000, 0x4008000000000000
  %v151 = fdiv float %red88, %v150
  %v152 = select i1 %v149, float %v151, float %v148
  %v153 = add i64 %size.H, 1
  %v154 = add i64 %v153, 1
  %v155 = sub i64 %v154, 3
  %v156 = add i64 %v155, 1
  %v157 = mul i64 %i7, %v156
  %v158 = add i64 %v157, %i17
  %v159 = add i64 %size.W, 1
  %v160 = add i64 %v159, 1
  %v161 = sub i64 %v160, 3
  %v162 = add i64 %v161, 1
  %v163 = mul i64 %v158, %v162
  %v164 = add i64 %v163, %i27
  %v165 = mul i64 %v164, %size.C
  %v166 = add i64 %v165, %i33
  %p167 = getelementptr float, ptr %buf.y, i64 %v166
  store float %v152, ptr %p167, align 4
  %v168 = add nsw i64 %i33, 1
  store i64 %v168, ptr %c.addr.29
  br label %cond30
exit32:
  %v169 = add nsw i64 %i27, 1
  store i64 %v169, ptr %q.addr.23
  br label %cond24
exit26:
  %v170 = add nsw i64 %i17, 1
  store i64 %v170, ptr %p.addr.13
  br label %cond14
exit16:
  %v171 = add nsw i64 %i7, 1
  store i64 %v171, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
