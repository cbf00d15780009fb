@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)

define void @"jr.op.conv2d_nhwc_ep_db0d1b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v104 = mul i64 %i62, %size.S
  %v105 = add i64 %v104, %i68
  %v106 = mul i64 %v105, %size.C
  %v107 = add i64 %v106, %i74
  %v108 = mul i64 %v107, %size.K
  %v109 = add i64 %v108, %i55
  %p110 = getelementptr float, ptr %buf.w, i64 %v109
  %ld111 = load float, ptr %p110, align 4
  %v112 = fmul float %ld103, %ld111
  %v113 = mul i64 %i28, 2
  %v114 = add i64 %v113, %i62
  %v115 = sub i64 %v114, 1
  %v116 = icmp sge i64 %v115, 0
  %v117 = icmp slt i64 %v115, %size.H
  %v118 = and i1 %v116, %v117
  %v119 = mul i64 %i49, 2
  %v120 = add i64 %v119, %i68
  %v121 = sub i64 %v120, 1
  %v122 = icmp sge i64 %v121, 0
  %v123 = icmp slt i64 %v121, %size.W
  %v124 = and i1 %v122, %v123
  %v125 = and i1 %v118, %v124
  %old126 = load float, ptr %acc57
  %v127 = fadd float %old126, %v112
  %v128 = select i1 %v125, float %v127, float %old126
  store float %v128, ptr %acc57
  %v129 = add nsw i64 %i74, 1
  store i64 %v129, ptr %c.addr.70
  br label %cond71
exit73:
  %v130 = add nsw i64 %i68, 1
  store i64 %v130, ptr %s.addr.64
  br label %cond65
exit67:
  %v131 = add nsw i64 %i62, 1
  store i64 %v131, ptr %r.addr.58
  br label %cond59
exit61:
  %red132 = load float, ptr %acc57
  %p133 = getelementptr float, ptr %buf.b, i64 %i55
  %ld134 = load float, ptr %p133, align 4
  %v135 = fadd float %ld134, %red132
  %v136 = call float @llvm.maximum.f32(float %v135, float 0x0000000000000000)
  %v137 = add i64 %size.H, 1
  %v138 = add i64 %v137, 1
  %v139 = sub i64 %size.R, 1
  %v140 = sub i64 %v138, %v139
  %v141 = sub i64 %v140, 1
  %v142 = sdiv i64 %v141, 2
  %v143 = srem i64 %v141, 2
  %v144 = icmp ne i64 %v143, 0
  %v145 = icmp slt i64 %v143, 0
  %v146 = icmp slt i64 2, 0
  %v147 = xor i1 %v145, %v146
  %v148 = and i1 %v144, %v147
  %v149 = zext i1 %v148 to i64
  %v150 = sub i64 %v142, %v149
  %v151 = add i64 %v150, 1
  %v152 = mul i64 %i7, %v151
  %v153 = add i64 %v152, %i28
  %v154 = add i64 %size.W, 1
  %v155 = add i64 %v154, 1
  %v156 = sub i64 %size.S, 1
  %v157 = sub i64 %v155, %v156
  %v158 = sub i64 %v157, 1
  %v159 = sdiv i64 %v158, 2
  %v160 = srem i64 %v158, 2
  %v161 = icmp ne i64 %v160, 0
  %v162 = icmp slt i64 %v160, 0
  %v163 = icmp slt i64 2, 0
  %v164 = xor i1 %v162, %v163
  %v165 = and i1 %v161, %v164
  %v166 = zext i1 %v165 to i64
  %v167 = sub i64 %v159, %v166
  %v168 = add i64 %v167, 1
  %v169 = mul i64 %v153, %v168
  %v170 = add i64 %v169, %i49
  %v171 = mul i64 %v170, %size.K
  %v172 = add i64 %v171, %i55
  %p173 = getelementptr float, ptr %buf.y, i64 %v172
  store float %v136, ptr %p173, align 4
  %v174 = add nsw i64 %i55, 1
  store i64 %v174, ptr %k.addr.51
  br label %cond52
exit54:
  %v175 = add nsw i64 %i49, 1
  store i64 %v175, ptr %q.addr.45
  br label %cond46
exit48:
  %v176 = add nsw i64 %i28, 1
  store i64 %v176, ptr %p.addr.24
  br label %cond25
exit27:
  %v177 = add nsw i64 %i7, 1
  store i64 %v177, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
