@jr.zero = internal constant float 0.0, align 4

declare double @llvm.sqrt.f64(double)

define void @"jr.op.batchnorm_train"(ptr noalias %buf.x, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.input_mean, ptr noalias %buf.input_var, ptr noalias %buf.y, ptr noalias %buf.running_mean, ptr noalias %buf.running_var, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c.addr.1 = alloca i64, align 64
  %acc7 = alloca float, align 64
  %n.addr.8 = alloca i64, align 64
  %s.addr.14 = alloca i64, align 64
  %acc35 = alloca float, align 64
  %i.addr.36 = alloca i64, align 64
  %j.addr.42 = alloca i64, align 64
  %n.addr.80 = alloca i64, align 64
  %c.addr.86 = alloca i64, align 64
  %s.addr.92 = alloca i64, align 64
  %c.addr.141 = alloca i64, align 64
  store i64 0, ptr %c.addr.1
  br label %cond2
cond2:
  %i5 = load i64, ptr %c.addr.1
  %v6 = icmp slt i64 %i5, %size.C
  br i1 %v6, label %body3, label %exit4
body3:
  store float 0x0000000000000000, ptr %acc7
  store i64 0, ptr %n.addr.8
  br label %cond9
cond9:
  %i12 = load i64, ptr %n.addr.8
  %v13 = icmp slt i64 %i12, %size.N
  br i1 %v13, label %body10, label %exit11
body10:
  store i64 0, ptr %s.addr.14
  br label %cond15
cond15:
  %i18 = load i64, ptr %s.addr.14
  %v19 = icmp slt i64 %i18, %size.S
  br i1 %v19, label %body16, label %exit17
body16:
  %v20 = mul i64 %i12, %size.C
  %v21 = add i64 %v20, %i5
  %v22 = mul i64 %v21, %size.S
  %v23 = add i64 %v22, %i18
  %p24 = getelementptr float, ptr %buf.x, i64 %v23
  %ld25 = load float, ptr %p24, align 4
  %old26 = load float, ptr %acc7
  %v27 = fadd float %old26, %ld25
  store float %v27, ptr %acc7
  %v28 = add nsw i64 %i18, 1
  store i64 %v28, ptr %s.addr.14
  br label %cond15
exit17:
  %v29 = add nsw i64 %i12, 1
  store i64 %v29, ptr %n.addr.8
  br label %cond9
exit11:
  %red30 = load float, ptr %acc7
  %v31 = mul i64 %size.N, %size.S
  %v32 = sitofp i64 %v31 to float
  %v33 = fdiv float %red30, %v32
  %p34 = getelementptr float, ptr %scratch, i64 %i5
  store float %v33, ptr %p34, align 4
  store float 0x0000000000000000, ptr %acc35
  store i64 0, ptr %i.addr.36
  br label %cond37
cond37:
  %i40 = load i64, ptr %i.addr.36
  %v41 = icmp slt i64 %i40, %size.N
  br i1 %v41, label %body38, label %exit39
body38:
  store i64 0, ptr %j.addr.42
  br label %cond43
cond43:
  %i46 = load i64, ptr %j.addr.42
  %v47 = icmp slt i64 %i46, %size.S
  br i1 %v47, label %body44, label %exit45
body44:
  %v48 = mul i64 %i40, %size.C
  %v49 = add i64 %v48, %i5
  %v50 = mul i64 %v49, %size.S
  %v51 = add i64 %v50, %i46
  %p52 = getelementptr float, ptr %buf.x, i64 %v51
  %ld53 = load float, ptr %p52, align 4
  %p54 = getelementptr float, ptr %scratch, i64 %i5
  %ld55 = load float, ptr %p54, align 4
  %v56 = fsub float %ld53, %ld55
  %v57 = fmul float %v56, %v56
  %old58 = load float, ptr %acc35
  %v59 = fadd float %old58, %v57
  store float %v59, ptr %acc35
  %v60 = add nsw i64 %i46, 1
  store i64 %v60, ptr %j.addr.42
  br label %cond43
exit45:
  %v61 = add nsw i64 %i40, 1
  store i64 %v61, ptr %i.addr.36
  br label %cond37
exit39:
  %red62 = load float, ptr %acc35
  %v63 = mul i64 %size.N, %size.S
  %v64 = sitofp i64 %v63 to float
  %v65 = fdiv float %red62, %v64
  %v66 = add i64 %size.C, 15
  %v67 = sdiv i64 %v66, 16
  %v68 = srem i64 %v66, 16
  %v69 = icmp ne i64 %v68, 0
  %v70 = icmp slt i64 %v68, 0
  %v71 = icmp slt i64 16, 0
  %v72 = xor i1 %v70, %v71
  %v73 = and i1 %v69, %v72
  %v74 = zext i1 %v73 to i64
  %v75 = sub i64 %v67, %v74
  %v76 = mul i64 %v75, 16
  %v77 = add i64 %v76, %i5
  %p78 = getelementptr float, ptr %scratch, i64 %v77
  store float %v65, ptr %p78, align 4
  %v79 = add nsw i64 %i5, 1
  store i64 %v79, ptr %c.addr.1
  br label %cond2
exit4:
  store i64 0, ptr %n.addr.80
  br label %cond81
cond81:
  %i84 = load i64, ptr %n.addr.80
  %v85 = icmp slt i64 %i84, %size.N
  br i1 %v85, label %body82, label %exit83
body82:
  store i64 0, ptr %c.addr.86
  br label %cond87
cond87:
  %i90 = load i64, ptr %c.addr.86
  %v91 = icmp slt i64 %i90, %size.C
  br i1 %v91, label %body88, label %exit89
body88:
  store i64 0, ptr %s.addr.92
  br label %cond93
cond93:
  %i96 = load i64, ptr %s.addr.92
  %v97 = icmp slt i64 %i96, %size.S
  br i1 %v97, label %body94, label %exit95
body94:
  %v98 = mul i64 %i84, %size.C
  %v99 = add i64 %v98, %i90
  %v100 = mul i64 %v99, %size.S
  %v101 = add i64 %v100, %i96
  %p102 = getelementptr float, ptr %buf.x, i64 %v101
  %ld103 = load float, ptr %p102, align 4
  %p104 = getelementptr float, ptr %scratch, i64 %i90
  %ld105 = load float, ptr %p104, align 4
  %v106 = fsub float %ld103, %ld105
  %v107 = add i64 %size.C, 15
  %v108 = sdiv i64 %v107, 16
  %v109 = srem i64 %v107, 16
  %v110 = icmp ne i64 %v109, 0
  %v111 = icmp slt i64 %v109, 0
  %v112 = icmp slt i64 16, 0
  %v113 = xor i1 %v111, %v112
  %v114 = and i1 %v110, %v113
  %v115 = zext i1 %v114 to i64
  %v116 = sub i64 %v108, %v115
  %v117 = mul i64 %v116, 16
  %v118 = add i64 %v117, %i90
  %p119 = getelementptr float, ptr %scratch, i64 %v118
  %ld120 = load float, ptr %p119, align 4
  %v121 = fadd float %ld120, 0x3EE4F8B580000000
  %v122 = fpext float %v121 to double
  %v123 = call double @llvm.sqrt.f64(double %v122)
  %v124 = fdiv double 1.0, %v123
  %v125 = fptrunc double %v124 to float
  %v126 = fmul float %v106, %v125
  %p127 = getelementptr float, ptr %buf.scale, i64 %i90
  %ld128 = load float, ptr %p127, align 4
  %v129 = fmul float %v126, %ld128
  %p130 = getelementptr float, ptr %buf.bias, i64 %i90
  %ld131 = load float, ptr %p130, align 4
  %v132 = fadd float %v129, %ld131
  %v133 = mul i64 %i84, %size.C
  %v134 = add i64 %v133, %i90
  %v135 = mul i64 %v134, %size.S
  %v136 = add i64 %v135, %i96
  %p137 = getelementptr float, ptr %buf.y, i64 %v136
  store float %v132, ptr %p137, align 4
  %v138 = add nsw i64 %i96, 1
  store i64 %v138, ptr %s.addr.92
  br label %cond93
exit95:
  %v139 = add nsw i64 %i90, 1
  store i64 %v139, ptr %c.addr.86
  br label %cond87
exit89:
  %v140 = add nsw i64 %i84, 1
  store i64 %v140, ptr %n.addr.80
  br label %cond81
exit83:
  store i64 0, ptr %c.addr.141
  br label %cond142
cond142:
  %i145 = load i64, ptr %c.addr.141
  %v146 = icmp slt i64 %i145, %size.C
  br i1 %v146, label %body143, label %exit144
body143:
  %p147 = getelementptr float, ptr %buf.input_mean, i64 %i145
  %ld148 = load float, ptr %p147, align 4
  %v149 = fmul float %ld148, 0x3FECCCCCC0000000
  %p150 = getelementptr float, ptr %scratch, i64 %i145
  %ld151 = load float, ptr %p150, align 4
  %v152 = fsub float 0x3FF0000000000000, 0x3FECCCCCC0000000
  %v153 = fmul float %ld151, %v152
  %v154 = fadd float %v149, %v153
  %p155 = getelementptr float, ptr %buf.running_mean, i64 %i145
  store float %v154, ptr %p155, align 4
  %p156 = getelementptr float, ptr %buf.input_var, i64 %i145
  %ld157 = load float, ptr %p156, align 4
  %v158 = fmul float %ld157, 0x3FECCCCCC0000000
  %v159 = add i64 %size.C, 15
  %v160 = sdiv i64 %v159, 16
  %v161 = srem i64 %v159, 16
  %v162 = icmp ne i64 %v161, 0
  %v163 = icmp slt i64 %v161, 0
  %v164 = icmp slt i64 16, 0
  %v165 = xor i1 %v163, %v164
  %v166 = and i1 %v162, %v165
  %v167 = zext i1 %v166 to i64
  %v168 = sub i64 %v160, %v167
  %v169 = mul i64 %v168, 16
  %v170 = add i64 %v169, %i145
  %p171 = getelementptr float, ptr %scratch, i64 %v170
  %ld172 = load float, ptr %p171, align 4
  %v173 = fmul float %ld172, %v152
  %v174 = fadd float %v158, %v173
  %p175 = getelementptr float, ptr %buf.running_var, i64 %i145
  store float %v174, ptr %p175, align 4
  %v176 = add nsw i64 %i145, 1
  store i64 %v176, ptr %c.addr.141
  br label %cond142
exit144:
  ret void
}
