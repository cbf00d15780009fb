@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)

define void @"jr.op.conv2d_ep_d643a3"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %k.addr.9 = alloca i64, align 64
  %p.addr.30 = alloca i64, align 64
  %q.addr.51 = alloca i64, align 64
  %acc57 = alloca float, align 64
  %c.addr.58 = alloca i64, align 64
  %r.addr.64 = alloca i64, align 64
  %s.addr.70 = alloca i64, align 64
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
  %v36 = add i64 %size.W, 1
  %v37 = add i64 %v36, 1
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
  store i64 0, ptr %c.addr.58
  br label %cond59
cond59:
  %i62 = load i64, ptr %c.addr.58
  %v63 = icmp slt i64 %i62, %size.C
  br i1 %v63, label %body60, label %exit61
body60:
  store i64 0, ptr %r.addr.64
  br label %cond65
cond65:
  %i68 = load i64, ptr %r.addr.64
  %v69 = icmp slt i64 %i68, %size.R
  br i1 %v69, label %body66, label %exit67
body66:
  store i64 0, ptr %s.addr.70
  br label %cond71
cond71:
  %i74 = load i64, ptr %s.addr.70
  %v75 = icmp slt i64 %i74, %size.S
  br i1 %v75, label %body72, label %exit73
body72:
  %v76 = mul i64 %i34, 2
  %v77 = add i64 %v76, %i68
  %v78 = sub i64 %v77, 1
  %v79 = icmp sge i64 %v78, 0
  %v80 = icmp slt i64 %v78, %size.H
  %v81 = and i1 %v79, %v80
  %v82 = mul i64 %i55, 2
  %v83 = add i64 %v82, %i74
  %v84 = sub i64 %v83, 1
  %v85 = icmp sge i64 %v84, 0
  %v86 = icmp slt i64 %v84, %size.W
  %v87 = and i1 %v85, %v86
  %v88 = and i1 %v81, %v87
  %v89 = mul i64 %i7, %size.C
  %v90 = add i64 %v89, %i62
  %v91 = mul i64 %v90, %size.H
  %v92 = mul i64 %i34, 2
  %v93 = add i64 %v92, %i68
  %v94 = sub i64 %v93, 1
  %v95 = add i64 %v91, %v94
  %v96 = mul i64 %v95, %size.W
  %v97 = mul i64 %i55, 2
  %v98 = add i64 %v97, %i74
  %v99 = sub i64 %v98, 1
  %v100 = add i64 %v96, %v99
  %p101 = getelementptr float, ptr %buf.x, i64 %v100
  %p102 = select i1 %v88, ptr %p101, ptr @jr.zero
  %ld103 = load float, ptr %p102, align 4
  %v104 = mul i64 %i13, %size.C
  %v105 = add i64 %v104, %i62
  %v106 = mul i64 %v105, %size.R
  %v107 = add i64 %v106, %i68
  %v108 = mul i64 %v107, %size.S
  %v109 = add i64 %v108, %i74
  %p110 = getelementptr float, ptr %buf.w, i64 %v109
  %ld111 = load float, ptr %p110, align 4
  %v112 = fmul float %ld103, %ld111
  %v113 = mul i64 %i34, 2
  %v114 = add i64 %v113, %i68
  %v115 = sub i64 %v114, 1
  %v116 = icmp sge i64 %v115, 0
  %v117 = icmp slt i64 %v115, %size.H
  %v118 = and i1 %v116, %v117
  %v119 = mul i64 %i55, 2
  %v120 = add i64 %v119, %i74
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
  store i64 %v129, ptr %s.addr.70
  br label %cond71
exit73:
  %v130 = add nsw i64 %i68, 1
  store i64 %v130, ptr %r.addr.64
  br label %cond65
exit67:
  %v131 = add nsw i64 %i62, 1
  store i64 %v131, ptr %c.addr.58
  br label %cond59
exit61:
  %red132 = load float, ptr %acc57
  %p133 = getelementptr float, ptr %buf.b, i64 %i13
  %ld134 = load float, ptr %p133, align 4
  %v135 = fadd float %ld134, %red132
  %v136 = call float @llvm.maximum.f32(float %v135, float 0x0000000000000000)
  %v137 = mul i64 %i7, %size.K
  %v138 = add i64 %v137, %i13
  %v139 = add i64 %size.H, 1
  %v140 = add i64 %v139, 1
  %v141 = sub i64 %size.R, 1
  %v142 = sub i64 %v140, %v141
  %v143 = sub i64 %v142, 1
  %v144 = sdiv i64 %v143, 2
  %v145 = srem i64 %v143, 2
  %v146 = icmp ne i64 %v145, 0
  %v147 = icmp slt i64 %v145, 0
  %v148 = icmp slt i64 2, 0
  %v149 = xor i1 %v147, %v148
  %v150 = and i1 %v146, %v149
  %v151 = zext i1 %v150 to i64
  %v152 = sub i64 %v144, %v151
  %v153 = add i64 %v152, 1
  %v154 = mul i64 %v138, %v153
  %v155 = add i64 %v154, %i34
  %v156 = add i64 %size.W, 1
  %v157 = add i64 %v156, 1
  %v158 = sub i64 %size.S, 1
  %v159 = sub i64 %v157, %v158
  %v160 = sub i64 %v159, 1
  %v161 = sdiv i64 %v160, 2
  %v162 = srem i64 %v160, 2
  %v163 = icmp ne i64 %v162, 0
  %v164 = icmp slt i64 %v162, 0
  %v165 = icmp slt i64 2, 0
  %v166 = xor i1 %v164, %v165
  %v167 = and i1 %v163, %v166
  %v168 = zext i1 %v167 to i64
  %v169 = sub i64 %v161, %v168
  %v170 = add i64 %v169, 1
  %v171 = mul i64 %v155, %v170
  %v172 = add i64 %v171, %i55
  %p173 = getelementptr float, ptr %buf.y, i64 %v172
  store float %v136, ptr %p173, align 4
  %v174 = add nsw i64 %i55, 1
  store i64 %v174, ptr %q.addr.51
  br label %cond52
exit54:
  %v175 = add nsw i64 %i34, 1
  store i64 %v175, ptr %p.addr.30
  br label %cond31
exit33:
  %v176 = add nsw i64 %i13, 1
  store i64 %v176, ptr %k.addr.9
  br label %cond10
exit12:
  %v177 = add nsw i64 %i7, 1
  store i64 %v177, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
