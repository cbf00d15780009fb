@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.depthwise_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.24 = alloca i64, align 64
  %q.addr.45 = alloca i64, align 64
  %c.addr.51 = alloca i64, align 64
  %acc57 = alloca float, align 64
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
  store i64 0, ptr %c.addr.51
  br label %cond52
cond52:
  %i55 = load i64, ptr %c.addr.51
  %v56 = icmp slt i64 %i55, %size.C
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
  %v70 = mul i64 %i28, 2
  %v71 = add i64 %v70, %i62
  %v72 = sub i64 %v71, 2
  %v73 = icmp sge i64 %v72, 0
  %v74 = icmp slt i64 %v72, %size.H
  %v75 = and i1 %v73, %v74
  %v76 = mul i64 %i49, 2
  %v77 = add i64 %v76, %i68
  %v78 = sub i64 %v77, 2
  %v79 = icmp sge i64 %v78, 0
  %v80 = icmp slt i64 %v78, %size.W
  %v81 = and i1 %v79, %v80
  %v82 = and i1 %v75, %v81
  %v83 = mul i64 %i7, %size.H
  %v84 = mul i64 %i28, 2
  %v85 = add i64 %v84, %i62
  %v86 = sub i64 %v85, 2
  %v87 = add i64 %v83, %v86
  %v88 = mul i64 %v87, %size.W
  %v89 = mul i64 %i49, 2
  %v90 = add i64 %v89, %i68
  %v91 = sub i64 %v90, 2
  %v92 = add i64 %v88, %v91
  %v93 = mul i64 %v92, %size.C
  %v94 = add i64 %v93, %i55
  %p95 = getelementptr float, ptr %buf.x, i64 %v94
  %p96 = select i1 %v82, ptr %p95, ptr @jr.zero
  %ld97 = load float, ptr %p96, align 4
  %v98 = mul i64 %i62, %size.S
  %v99 = add i64 %v98, %i68
  %v100 = mul i64 %v99, %size.C
  %v101 = add i64 %v100, %i55
  %p102 = getelementptr float, ptr %buf.w, i64 %v101
  %ld103 = load float, ptr %p102, align 4
  %v104 = fmul float %ld97, %ld103
  %v105 = mul i64 %i28, 2
  %v106 = add i64 %v105, %i62
  %v107 = sub i64 %v106, 2
  %v108 = icmp sge i64 %v107, 0
  %v109 = icmp slt i64 %v107, %size.H
  %v110 = and i1 %v108, %v109
  %v111 = mul i64 %i49, 2
  %v112 = add i64 %v111, %i68
  %v113 = sub i64 %v112, 2
  %v114 = icmp sge i64 %v113, 0
  %v115 = icmp slt i64 %v113, %size.W
  %v116 = and i1 %v114, %v115
  %v117 = and i1 %v110, %v116
  %old118 = load float, ptr %acc57
  %v119 = fadd float %old118, %v104
  %v120 = select i1 %v117, float %v119, float %old118
  store float %v120, ptr %acc57
  %v121 = add nsw i64 %i68, 1
  store i64 %v121, ptr %s.addr.64
  br label %cond65
exit67:
  %v122 = add nsw i64 %i62, 1
  store i64 %v122, ptr %r.addr.58
  br label %cond59
exit61:
  %red123 = load float, ptr %acc57
  %p124 = getelementptr float, ptr %buf.b, i64 %i55
  %ld125 = load float, ptr %p124, align 4
  %v126 = fadd float %ld125, %red123
  %v127 = add i64 %size.H, 2
  %v128 = add i64 %v127, 2
  %v129 = sub i64 %size.R, 1
  %v130 = sub i64 %v128, %v129
  %v131 = sub i64 %v130, 1
  %v132 = sdiv i64 %v131, 2
  %v133 = srem i64 %v131, 2
  %v134 = icmp ne i64 %v133, 0
  %v135 = icmp slt i64 %v133, 0
  %v136 = icmp slt i64 2, 0
  %v137 = xor i1 %v135, %v136
  %v138 = and i1 %v134, %v137
  %v139 = zext i1 %v138 to i64
  %v140 = sub i64 %v132, %v139
  %v141 = add i64 %v140, 1
  %v142 = mul i64 %i7, %v141
  %v143 = add i64 %v142, %i28
  %v144 = add i64 %size.W, 2
  %v145 = add i64 %v144, 2
  %v146 = sub i64 %size.S, 1
  %v147 = sub i64 %v145, %v146
  %v148 = sub i64 %v147, 1
  %v149 = sdiv i64 %v148, 2
  %v150 = srem i64 %v148, 2
  %v151 = icmp ne i64 %v150, 0
  %v152 = icmp slt i64 %v150, 0
  %v153 = icmp slt i64 2, 0
  %v154 = xor i1 %v152, %v153
  %v155 = and i1 %v151, %v154
  %v156 = zext i1 %v155 to i64
  %v157 = sub i64 %v149, %v156
  %v158 = add i64 %v157, 1
  %v159 = mul i64 %v143, %v158
  %v160 = add i64 %v159, %i49
  %v161 = mul i64 %v160, %size.C
  %v162 = add i64 %v161, %i55
  %p163 = getelementptr float, ptr %buf.y, i64 %v162
  store float %v126, ptr %p163, align 4
  %v164 = add nsw i64 %i55, 1
  store i64 %v164, ptr %c.addr.51
  br label %cond52
exit54:
  %v165 = add nsw i64 %i49, 1
  store i64 %v165, ptr %q.addr.45
  br label %cond46
exit48:
  %v166 = add nsw i64 %i28, 1
  store i64 %v166, ptr %p.addr.24
  br label %cond25
exit27:
  %v167 = add nsw i64 %i7, 1
  store i64 %v167, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
