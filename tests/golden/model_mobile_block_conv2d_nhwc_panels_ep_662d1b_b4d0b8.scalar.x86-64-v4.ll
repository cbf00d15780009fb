@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.conv2d_nhwc_panels_ep_662d1b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.11 = alloca i64, align 64
  %q.addr.19 = alloca i64, align 64
  %k.addr.25 = alloca i64, align 64
  %acc31 = alloca float, align 64
  %r.addr.32 = alloca i64, align 64
  %s.addr.38 = alloca i64, align 64
  %c.addr.44 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.H, 1
  %v10 = add i64 %v9, 1
  store i64 0, ptr %p.addr.11
  br label %cond12
cond12:
  %i15 = load i64, ptr %p.addr.11
  %v16 = icmp slt i64 %i15, %v10
  br i1 %v16, label %body13, label %exit14
body13:
  %v17 = sub i64 %size.W, 1
  %v18 = add i64 %v17, 1
  store i64 0, ptr %q.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %q.addr.19
  %v24 = icmp slt i64 %i23, %v18
  br i1 %v24, label %body21, label %exit22
body21:
  store i64 0, ptr %k.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %k.addr.25
  %v30 = icmp slt i64 %i29, %size.K
  br i1 %v30, label %body27, label %exit28
body27:
  store float 0x0000000000000000, ptr %acc31
  store i64 0, ptr %r.addr.32
  br label %cond33
cond33:
  %i36 = load i64, ptr %r.addr.32
  %v37 = icmp slt i64 %i36, 1
  br i1 %v37, label %body34, label %exit35
body34:
  store i64 0, ptr %s.addr.38
  br label %cond39
cond39:
  %i42 = load i64, ptr %s.addr.38
  %v43 = icmp slt i64 %i42, 1
  br i1 %v43, label %body40, label %exit41
body40:
  store i64 0, ptr %c.addr.44
  br label %cond45
cond45:
  %i48 = load i64, ptr %c.addr.44
  %v49 = icmp slt i64 %i48, %size.C
  br i1 %v49, label %body46, label %exit47
body46:
  %v50 = add i64 %i15, %i36
  %v51 = icmp sge i64 %v50, 0
  %v52 = icmp slt i64 %v50, %size.H
  %v53 = and i1 %v51, %v52
  %v54 = add i64 %i23, %i42
  %v55 = icmp sge i64 %v54, 0
  %v56 = icmp slt i64 %v54, %size.W
  %v57 = and i1 %v55, %v56
  %v58 = and i1 %v53, %v57
  %v59 = mul i64 %i7, %size.H
  %v60 = add i64 %i15, %i36
  %v61 = add i64 %v59, %v60
  %v62 = mul i64 %v61, %size.W
  %v63 = add i64 %i23, %i42
  %v64 = add i64 %v62, %v63
  %v65 = mul i64 %v64, %size.C
  %v66 = add i64 %v65, %i48
  %p67 = getelementptr float, ptr %buf.x, i64 %v66
  %p68 = select i1 %v58, ptr %p67, ptr @jr.zero
  %ld69 = load float, ptr %p68, align 4
  %v70 = sdiv i64 %i29, 64
  %v71 = srem i64 %i29, 64
  %v72 = icmp ne i64 %v71, 0
  %v73 = icmp slt i64 %v71, 0
  %v74 = icmp slt i64 64, 0
  %v75 = xor i1 %v73, %v74
  %v76 = and i1 %v72, %v75
  %v77 = zext i1 %v76 to i64
  %v78 = sub i64 %v70, %v77
  %v79 = icmp sge i64 %v78, 0
  %v80 = icmp slt i64 %v78, 1
  %v81 = and i1 %v79, %v80
  %v82 = sdiv i64 %i29, 64
  %v83 = srem i64 %i29, 64
  %v84 = icmp ne i64 %v83, 0
  %v85 = icmp slt i64 %v83, 0
  %v86 = icmp slt i64 64, 0
  %v87 = xor i1 %v85, %v86
  %v88 = and i1 %v84, %v87
  %v89 = add i64 %v83, 64
  %v90 = select i1 %v88, i64 %v89, i64 %v83
  %v91 = icmp sge i64 %v90, 0
  %v92 = icmp slt i64 %v90, 64
  %v93 = and i1 %v91, %v92
  %v94 = and i1 %v81, %v93
  %v95 = sdiv i64 %i29, 64
  %v96 = srem i64 %i29, 64
  %v97 = icmp ne i64 %v96, 0
  %v98 = icmp slt i64 %v96, 0
  %v99 = icmp slt i64 64, 0
  %v100 = xor i1 %v98, %v99
  %v101 = and i1 %v97, %v100
  %v102 = zext i1 %v101 to i64
  %v103 = sub i64 %v95, %v102
  %v104 = add i64 %v103, %i36
  %v105 = add i64 %v104, %i42
  %v106 = mul i64 %v105, %size.C
  %v107 = add i64 %v106, %i48
  %v108 = mul i64 %v107, 64
  %v109 = sdiv i64 %i29, 64
  %v110 = srem i64 %i29, 64
  %v111 = icmp ne i64 %v110, 0
  %v112 = icmp slt i64 %v110, 0
  %v113 = icmp slt i64 64, 0
  %v114 = xor i1 %v112, %v113
  %v115 = and i1 %v111, %v114
  %v116 = add i64 %v110, 64
  %v117 = select i1 %v115, i64 %v116, i64 %v110
  %v118 = add i64 %v108, %v117
  %p119 = getelementptr float, ptr %buf.w, i64 %v118
  %p120 = select i1 %v94, ptr %p119, ptr @jr.zero
  %ld121 = load float, ptr %p120, align 4
  %v122 = fmul float %ld69, %ld121
  %v123 = add i64 %i15, %i36
  %v124 = icmp sge i64 %v123, 0
  %v125 = icmp slt i64 %v123, %size.H
  %v126 = and i1 %v124, %v125
  %v127 = add i64 %i23, %i42
  %v128 = icmp sge i64 %v127, 0
  %v129 = icmp slt i64 %v127, %size.W
  %v130 = and i1 %v128, %v129
  %v131 = and i1 %v126, %v130
  %v132 = sdiv i64 %i29, 64
  %v133 = srem i64 %i29, 64
  %v134 = icmp ne i64 %v133, 0
  %v135 = icmp slt i64 %v133, 0
  %v136 = icmp slt i64 64, 0
  %v137 = xor i1 %v135, %v136
  %v138 = and i1 %v134, %v137
  %v139 = zext i1 %v138 to i64
  %v140 = sub i64 %v132, %v139
  %v141 = icmp sge i64 %v140, 0
  %v142 = icmp slt i64 %v140, 1
  %v143 = and i1 %v141, %v142
  %v144 = sdiv i64 %i29, 64
  %v145 = srem i64 %i29, 64
  %v146 = icmp ne i64 %v145, 0
  %v147 = icmp slt i64 %v145, 0
  %v148 = icmp slt i64 64, 0
  %v149 = xor i1 %v147, %v148
  %v150 = and i1 %v146, %v149
  %v151 = add i64 %v145, 64
  %v152 = select i1 %v150, i64 %v151, i64 %v145
  %v153 = icmp sge i64 %v152, 0
  %v154 = icmp slt i64 %v152, 64
  %v155 = and i1 %v153, %v154
  %v156 = and i1 %v143, %v155
  %v157 = and i1 %v131, %v156
  %old158 = load float, ptr %acc31
  %v159 = fadd float %old158, %v122
  %v160 = select i1 %v157, float %v159, float %old158
  store float %v160, ptr %acc31
  %v161 = add nsw i64 %i48, 1
  store i64 %v161, ptr %c.addr.44
  br label %cond45
exit47:
  %v162 = add nsw i64 %i42, 1
  store i64 %v162, ptr %s.addr.38
  br label %cond39
exit41:
  %v163 = add nsw i64 %i36, 1
  store i64 %v163, ptr %r.addr.32
  br label %cond33
exit35:
  %red164 = load float, ptr %acc31
  %p165 = getelementptr float, ptr %buf.b, i64 %i29
  %ld166 = load float, ptr %p165, align 4
  %v167 = fadd float %ld166, %red164
  %v168 = sub i64 %size.H, 1
  %v169 = add i64 %v168, 1
  %v170 = mul i64 %i7, %v169
  %v171 = add i64 %v170, %i15
  %v172 = sub i64 %size.W, 1
  %v173 = add i64 %v172, 1
  %v174 = mul i64 %v171, %v173
  %v175 = add i64 %v174, %i23
  %v176 = mul i64 %v175, %size.K
  %v177 = add i64 %v176, %i29
  %p178 = getelementptr float, ptr %buf.e0, i64 %v177
  %ld179 = load float, ptr %p178, align 4
  %v180 = fadd float %v167, %ld179
  %v181 = sub i64 %size.H, 1
  %v182 = add i64 %v181, 1
  %v183 = mul i64 %i7, %v182
  %v184 = add i64 %v183, %i15
  %v185 = sub i64 %size.W, 1
  %v186 = add i64 %v185, 1
  %v187 = mul i64 %v184, %v186
  %v188 = add i64 %v187, %i23
  %v189 = mul i64 %v188, %size.K
  %v190 = add i64 %v189, %i29
  %p191 = getelementptr float, ptr %buf.y, i64 %v190
  store float %v180, ptr %p191, align 4
  %v192 = add nsw i64 %i29, 1
  store i64 %v192, ptr %k.addr.25
  br label %cond26
exit28:
  %v193 = add nsw i64 %i23, 1
  store i64 %v193, ptr %q.addr.19
  br label %cond20
exit22:
  %v194 = add nsw i64 %i15, 1
  store i64 %v194, ptr %p.addr.11
  br label %cond12
exit14:
  %v195 = add nsw i64 %i7, 1
  store i64 %v195, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
