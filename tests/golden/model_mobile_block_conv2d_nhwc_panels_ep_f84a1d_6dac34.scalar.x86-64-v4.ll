@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimum.f32(float, float)

define void @"jr.op.conv2d_nhwc_panels_ep_f84a1d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.9 = alloca i64, align 64
  %q.addr.15 = alloca i64, align 64
  %k.addr.21 = alloca i64, align 64
  %acc27 = alloca float, align 64
  %r.addr.28 = alloca i64, align 64
  %s.addr.34 = alloca i64, align 64
  %c.addr.40 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %p.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %p.addr.9
  %v14 = icmp slt i64 %i13, 1
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %q.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %q.addr.15
  %v20 = icmp slt i64 %i19, 1
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %k.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %k.addr.21
  %v26 = icmp slt i64 %i25, %size.K
  br i1 %v26, label %body23, label %exit24
body23:
  store float 0x0000000000000000, ptr %acc27
  store i64 0, ptr %r.addr.28
  br label %cond29
cond29:
  %i32 = load i64, ptr %r.addr.28
  %v33 = icmp slt i64 %i32, 1
  br i1 %v33, label %body30, label %exit31
body30:
  store i64 0, ptr %s.addr.34
  br label %cond35
cond35:
  %i38 = load i64, ptr %s.addr.34
  %v39 = icmp slt i64 %i38, 1
  br i1 %v39, label %body36, label %exit37
body36:
  store i64 0, ptr %c.addr.40
  br label %cond41
cond41:
  %i44 = load i64, ptr %c.addr.40
  %v45 = icmp slt i64 %i44, %size.C
  br i1 %v45, label %body42, label %exit43
body42:
  %v46 = add i64 %i13, %i32
  %v47 = icmp sge i64 %v46, 0
  %v48 = icmp slt i64 %v46, 1
  %v49 = and i1 %v47, %v48
  %v50 = add i64 %i19, %i38
  %v51 = icmp sge i64 %v50, 0
  %v52 = icmp slt i64 %v50, 1
  %v53 = and i1 %v51, %v52
  %v54 = and i1 %v49, %v53
  %v55 = add i64 %i13, %i32
  %v56 = add i64 %i7, %v55
  %v57 = add i64 %i19, %i38
  %v58 = add i64 %v56, %v57
  %v59 = mul i64 %v58, %size.C
  %v60 = add i64 %v59, %i44
  %p61 = getelementptr float, ptr %buf.x, i64 %v60
  %p62 = select i1 %v54, ptr %p61, ptr @jr.zero
  %ld63 = load float, ptr %p62, align 4
  %v64 = sdiv i64 %i25, 64
  %v65 = srem i64 %i25, 64
  %v66 = icmp ne i64 %v65, 0
  %v67 = icmp slt i64 %v65, 0
  %v68 = icmp slt i64 64, 0
  %v69 = xor i1 %v67, %v68
  %v70 = and i1 %v66, %v69
  %v71 = zext i1 %v70 to i64
  %v72 = sub i64 %v64, %v71
  %v73 = icmp sge i64 %v72, 0
  %v74 = icmp slt i64 %v72, 1
  %v75 = and i1 %v73, %v74
  %v76 = sdiv i64 %i25, 64
  %v77 = srem i64 %i25, 64
  %v78 = icmp ne i64 %v77, 0
  %v79 = icmp slt i64 %v77, 0
  %v80 = icmp slt i64 64, 0
  %v81 = xor i1 %v79, %v80
  %v82 = and i1 %v78, %v81
  %v83 = add i64 %v77, 64
  %v84 = select i1 %v82, i64 %v83, i64 %v77
  %v85 = icmp sge i64 %v84, 0
  %v86 = icmp slt i64 %v84, 64
  %v87 = and i1 %v85, %v86
  %v88 = and i1 %v75, %v87
  %v89 = sdiv i64 %i25, 64
  %v90 = srem i64 %i25, 64
  %v91 = icmp ne i64 %v90, 0
  %v92 = icmp slt i64 %v90, 0
  %v93 = icmp slt i64 64, 0
  %v94 = xor i1 %v92, %v93
  %v95 = and i1 %v91, %v94
  %v96 = zext i1 %v95 to i64
  %v97 = sub i64 %v89, %v96
  %v98 = add i64 %v97, %i32
  %v99 = add i64 %v98, %i38
  %v100 = mul i64 %v99, %size.C
  %v101 = add i64 %v100, %i44
  %v102 = mul i64 %v101, 64
  %v103 = sdiv i64 %i25, 64
  %v104 = srem i64 %i25, 64
  %v105 = icmp ne i64 %v104, 0
  %v106 = icmp slt i64 %v104, 0
  %v107 = icmp slt i64 64, 0
  %v108 = xor i1 %v106, %v107
  %v109 = and i1 %v105, %v108
  %v110 = add i64 %v104, 64
  %v111 = select i1 %v109, i64 %v110, i64 %v104
  %v112 = add i64 %v102, %v111
  %p113 = getelementptr float, ptr %buf.w, i64 %v112
  %p114 = select i1 %v88, ptr %p113, ptr @jr.zero
  %ld115 = load float, ptr %p114, align 4
  %v116 = fmul float %ld63, %ld115
  %v117 = add i64 %i13, %i32
  %v118 = icmp sge i64 %v117, 0
  %v119 = icmp slt i64 %v117, 1
  %v120 = and i1 %v118, %v119
  %v121 = add i64 %i19, %i38
  %v122 = icmp sge i64 %v121, 0
  %v123 = icmp slt i64 %v121, 1
  %v124 = and i1 %v122, %v123
  %v125 = and i1 %v120, %v124
  %v126 = sdiv i64 %i25, 64
  %v127 = srem i64 %i25, 64
  %v128 = icmp ne i64 %v127, 0
  %v129 = icmp slt i64 %v127, 0
  %v130 = icmp slt i64 64, 0
  %v131 = xor i1 %v129, %v130
  %v132 = and i1 %v128, %v131
  %v133 = zext i1 %v132 to i64
  %v134 = sub i64 %v126, %v133
  %v135 = icmp sge i64 %v134, 0
  %v136 = icmp slt i64 %v134, 1
  %v137 = and i1 %v135, %v136
  %v138 = sdiv i64 %i25, 64
  %v139 = srem i64 %i25, 64
  %v140 = icmp ne i64 %v139, 0
  %v141 = icmp slt i64 %v139, 0
  %v142 = icmp slt i64 64, 0
  %v143 = xor i1 %v141, %v142
  %v144 = and i1 %v140, %v143
  %v145 = add i64 %v139, 64
  %v146 = select i1 %v144, i64 %v145, i64 %v139
  %v147 = icmp sge i64 %v146, 0
  %v148 = icmp slt i64 %v146, 64
  %v149 = and i1 %v147, %v148
  %v150 = and i1 %v137, %v149
  %v151 = and i1 %v125, %v150
  %old152 = load float, ptr %acc27
  %v153 = fadd float %old152, %v116
  %v154 = select i1 %v151, float %v153, float %old152
  store float %v154, ptr %acc27
  %v155 = add nsw i64 %i44, 1
  store i64 %v155, ptr %c.addr.40
  br label %cond41
exit43:
  %v156 = add nsw i64 %i38, 1
  store i64 %v156, ptr %s.addr.34
  br label %cond35
exit37:
  %v157 = add nsw i64 %i32, 1
  store i64 %v157, ptr %r.addr.28
  br label %cond29
exit31:
  %red158 = load float, ptr %acc27
  %p159 = getelementptr float, ptr %buf.b, i64 %i25
  %ld160 = load float, ptr %p159, align 4
  %v161 = fadd float %ld160, %red158
  %v162 = fmul float 0x3FC99999A0000000, %v161
  %v163 = fadd float %v162, 0x3FE0000000000000
  %v164 = call float @llvm.minimum.f32(float 0x3FF0000000000000, float %v163)
  %v165 = call float @llvm.maximum.f32(float 0x0000000000000000, float %v164)
  %v166 = add i64 %i7, %i13
  %v167 = add i64 %v166, %i19
  %v168 = mul i64 %v167, %size.K
  %v169 = add i64 %v168, %i25
  %p170 = getelementptr float, ptr %buf.y, i64 %v169
  store float %v165, ptr %p170, align 4
  %v171 = add nsw i64 %i25, 1
  store i64 %v171, ptr %k.addr.21
  br label %cond22
exit24:
  %v172 = add nsw i64 %i19, 1
  store i64 %v172, ptr %q.addr.15
  br label %cond16
exit18:
  %v173 = add nsw i64 %i13, 1
  store i64 %v173, ptr %p.addr.9
  br label %cond10
exit12:
  %v174 = add nsw i64 %i7, 1
  store i64 %v174, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
