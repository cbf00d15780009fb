@jr.zero = internal constant float 0.0, align 4

declare double @exp(double)
declare float @llvm.maximum.f32(float, float)

define void @"jr.op.softmax_mid"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %b.addr.9 = alloca i64, align 64
  %acc15 = alloca float, align 64
  %c.addr.16 = alloca i64, align 64
  %c.addr.34 = alloca i64, align 64
  %b.addr.40 = alloca i64, align 64
  %b.addr.75 = alloca i64, align 64
  %acc81 = alloca float, align 64
  %c.addr.82 = alloca i64, align 64
  %c.addr.135 = alloca i64, align 64
  %b.addr.141 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %b.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %b.addr.9
  %v14 = icmp slt i64 %i13, %size.B
  br i1 %v14, label %body11, label %exit12
body11:
  store float 0xFFF0000000000000, ptr %acc15
  store i64 0, ptr %c.addr.16
  br label %cond17
cond17:
  %i20 = load i64, ptr %c.addr.16
  %v21 = icmp slt i64 %i20, %size.C
  br i1 %v21, label %body18, label %exit19
body18:
  %v22 = mul i64 %i7, %size.C
  %v23 = add i64 %v22, %i20
  %v24 = mul i64 %v23, %size.B
  %v25 = add i64 %v24, %i13
  %p26 = getelementptr float, ptr %buf.x, i64 %v25
  %ld27 = load float, ptr %p26, align 4
  %old28 = load float, ptr %acc15
  %v29 = call float @llvm.maximum.f32(float %old28, float %ld27)
  store float %v29, ptr %acc15
  %v30 = add nsw i64 %i20, 1
  store i64 %v30, ptr %c.addr.16
  br label %cond17
exit19:
  %red31 = load float, ptr %acc15
  %p32 = getelementptr float, ptr %scratch, i64 %i13
  store float %red31, ptr %p32, align 4
  %v33 = add nsw i64 %i13, 1
  store i64 %v33, ptr %b.addr.9
  br label %cond10
exit12:
  store i64 0, ptr %c.addr.34
  br label %cond35
cond35:
  %i38 = load i64, ptr %c.addr.34
  %v39 = icmp slt i64 %i38, %size.C
  br i1 %v39, label %body36, label %exit37
body36:
  store i64 0, ptr %b.addr.40
  br label %cond41
cond41:
  %i44 = load i64, ptr %b.addr.40
  %v45 = icmp slt i64 %i44, %size.B
  br i1 %v45, label %body42, label %exit43
body42:
  %v46 = mul i64 %i7, %size.C
  %v47 = add i64 %v46, %i38
  %v48 = mul i64 %v47, %size.B
  %v49 = add i64 %v48, %i44
  %p50 = getelementptr float, ptr %buf.x, i64 %v49
  %ld51 = load float, ptr %p50, align 4
  %p52 = getelementptr float, ptr %scratch, i64 %i44
  %ld53 = load float, ptr %p52, align 4
  %v54 = fsub float %ld51, %ld53
  %v55 = fpext float %v54 to double
  %v56 = call double @exp(double %v55)
  %v57 = fptrunc double %v56 to float
  %v58 = add i64 %size.B, 15
  %v59 = sdiv i64 %v58, 16
  %v60 = srem i64 %v58, 16
  %v61 = icmp ne i64 %v60, 0
  %v62 = icmp slt i64 %v60, 0
  %v63 = icmp slt i64 16, 0
  %v64 = xor i1 %v62, %v63
  %v65 = and i1 %v61, %v64
  %v66 = zext i1 %v65 to i64
  %v67 = sub i64 %v59, %v66
  %v68 = mul i64 %v67, 16
  %v69 = mul i64 %i38, %size.B
  %v70 = add i64 %v69, %i44
  %v71 = add i64 %v68, %v70
  %p72 = getelementptr float, ptr %scratch, i64 %v71
  store float %v57, ptr %p72, align 4
  %v73 = add nsw i64 %i44, 1
  store i64 %v73, ptr %b.addr.40
  br label %cond41
exit43:
  %v74 = add nsw i64 %i38, 1
  store i64 %v74, ptr %c.addr.34
  br label %cond35
exit37:
  store i64 0, ptr %b.addr.75
  br label %cond76
cond76:
  %i79 = load i64, ptr %b.addr.75
  %v80 = icmp slt i64 %i79, %size.B
  br i1 %v80, label %body77, label %exit78
body77:
  store float 0x0000000000000000, ptr %acc81
  store i64 0, ptr %c.addr.82
  br label %cond83
cond83:
  %i86 = load i64, ptr %c.addr.82
  %v87 = icmp slt i64 %i86, %size.C
  br i1 %v87, label %body84, label %exit85
body84:
  %v88 = add i64 %size.B, 15
  %v89 = sdiv i64 %v88, 16
  %v90 = srem i64 %v88, 16
  %v91 = icmp ne i64 %v90, 0
  %v92 = icmp slt i64 %v90, 0
  %v93 = icmp slt i64 16, 0
  %v94 = xor i1 %v92, %v93
  %v95 = and i1 %v91, %v94
  %v96 = zext i1 %v95 to i64
  %v97 = sub i64 %v89, %v96
  %v98 = mul i64 %v97, 16
  %v99 = mul i64 %i86, %size.B
  %v100 = add i64 %v99, %i79
  %v101 = add i64 %v98, %v100
  %p102 = getelementptr float, ptr %scratch, i64 %v101
  %ld103 = load float, ptr %p102, align 4
  %old104 = load float, ptr %acc81
  %v105 = fadd float %old104, %ld103
  store float %v105, ptr %acc81
  %v106 = add nsw i64 %i86, 1
  store i64 %v106, ptr %c.addr.82
  br label %cond83
exit85:
  %red107 = load float, ptr %acc81
  %v108 = add i64 %size.B, 15
  %v109 = sdiv i64 %v108, 16
  %v110 = srem i64 %v108, 16
  %v111 = icmp ne i64 %v110, 0
  %v112 = icmp slt i64 %v110, 0
  %v113 = icmp slt i64 16, 0
  %v114 = xor i1 %v112, %v113
  %v115 = and i1 %v111, %v114
  %v116 = zext i1 %v115 to i64
  %v117 = sub i64 %v109, %v116
  %v118 = mul i64 %v117, 16
  %v119 = mul i64 %size.C, %size.B
  %v120 = add i64 %v119, 15
  %v121 = sdiv i64 %v120, 16
  %v122 = srem i64 %v120, 16
  %v123 = icmp ne i64 %v122, 0
  %v124 = icmp slt i64 %v122, 0
  %v125 = icmp slt i64 16, 0
  %v126 = xor i1 %v124, %v125
  %v127 = and i1 %v123, %v126
  %v128 = zext i1 %v127 to i64
  %v129 = sub i64 %v121, %v128
  %v130 = mul i64 %v129, 16
  %v131 = add i64 %v118, %v130
  %v132 = add i64 %v131, %i79
  %p133 = getelementptr float, ptr %scratch, i64 %v132
  store float %red107, ptr %p133, align 4
  %v134 = add nsw i64 %i79, 1
  store i64 %v134, ptr %b.addr.75
  br label %cond76
exit78:
  store i64 0, ptr %c.addr.135
  br label %cond136
cond136:
  %i139 = load i64, ptr %c.addr.135
  %v140 = icmp slt i64 %i139, %size.C
  br i1 %v140, label %body137, label %exit138
body137:
  store i64 0, ptr %b.addr.141
  br label %cond142
cond142:
  %i145 = load i64, ptr %b.addr.141
  %v146 = icmp slt i64 %i145, %size.B
  br i1 %v146, label %body143, label %exit144
body143:
  %v147 = add i64 %size.B, 15
  %v148 = sdiv i64 %v147, 16
  %v149 = srem i64 %v147, 16
  %v150 = icmp ne i64 %v149, 0
  %v151 = icmp slt i64 %v149, 0
  %v152 = icmp slt i64 16, 0
  %v153 = xor i1 %v151, %v152
  %v154 = and i1 %v150, %v153
  %v155 = zext i1 %v154 to i64
  %v156 = sub i64 %v148, %v155
  %v157 = mul i64 %v156, 16
  %v158 = mul i64 %i139, %size.B
  %v159 = add i64 %v158, %i145
  %v160 = add i64 %v157, %v159
  %p161 = getelementptr float, ptr %scratch, i64 %v160
  %ld162 = load float, ptr %p161, align 4
  %v163 = add i64 %size.B, 15
  %v164 = sdiv i64 %v163, 16
  %v165 = srem i64 %v163, 16
  %v166 = icmp ne i64 %v165, 0
  %v167 = icmp slt i64 %v165, 0
  %v168 = icmp slt i64 16, 0
  %v169 = xor i1 %v167, %v168
  %v170 = and i1 %v166, %v169
  %v171 = zext i1 %v170 to i64
  %v172 = sub i64 %v164, %v171
  %v173 = mul i64 %v172, 16
  %v174 = mul i64 %size.C, %size.B
  %v175 = add i64 %v174, 15
  %v176 = sdiv i64 %v175, 16
  %v177 = srem i64 %v175, 16
  %v178 = icmp ne i64 %v177, 0
  %v179 = icmp slt i64 %v177, 0
  %v180 = icmp slt i64 16, 0
  %v181 = xor i1 %v179, %v180
  %v182 = and i1 %v178, %v181
  %v183 = zext i1 %v182 to i64
  %v184 = sub i64 %v176, %v183
  %v185 = mul i64 %v184, 16
  %v186 = add i64 %v173, %v185
  %v187 = add i64 %v186, %i145
  %p188 = getelementptr float, ptr %scratch, i64 %v187
  %ld189 = load float, ptr %p188, align 4
  %v190 = fdiv float %ld162, %ld189
  %v191 = mul i64 %i7, %size.C
  %v192 = add i64 %v191, %i139
  %v193 = mul i64 %v192, %size.B
  %v194 = add i64 %v193, %i145
  %p195 = getelementptr float, ptr %buf.y, i64 %v194
  store float %v190, ptr %p195, align 4
  %v196 = add nsw i64 %i145, 1
  store i64 %v196, ptr %b.addr.141
  br label %cond142
exit144:
  %v197 = add nsw i64 %i139, 1
  store i64 %v197, ptr %c.addr.135
  br label %cond136
exit138:
  %v198 = add nsw i64 %i7, 1
  store i64 %v198, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
