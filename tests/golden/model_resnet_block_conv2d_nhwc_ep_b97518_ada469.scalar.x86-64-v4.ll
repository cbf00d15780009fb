@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)

define void @"jr.op.conv2d_nhwc_ep_b97518"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v82 = mul i64 %i44, %size.S
  %v83 = add i64 %v82, %i50
  %v84 = mul i64 %v83, %size.C
  %v85 = add i64 %v84, %i56
  %v86 = mul i64 %v85, %size.K
  %v87 = add i64 %v86, %i37
  %p88 = getelementptr float, ptr %buf.w, i64 %v87
  %ld89 = load float, ptr %p88, align 4
  %v90 = fmul float %ld81, %ld89
  %v91 = add i64 %i19, %i44
  %v92 = sub i64 %v91, 1
  %v93 = icmp sge i64 %v92, 0
  %v94 = icmp slt i64 %v92, %size.H
  %v95 = and i1 %v93, %v94
  %v96 = add i64 %i31, %i50
  %v97 = sub i64 %v96, 1
  %v98 = icmp sge i64 %v97, 0
  %v99 = icmp slt i64 %v97, %size.W
  %v100 = and i1 %v98, %v99
  %v101 = and i1 %v95, %v100
  %old102 = load float, ptr %acc39
  %v103 = fadd float %old102, %v90
  %v104 = select i1 %v101, float %v103, float %old102
  store float %v104, ptr %acc39
  %v105 = add nsw i64 %i56, 1
  store i64 %v105, ptr %c.addr.52
  br label %cond53
exit55:
  %v106 = add nsw i64 %i50, 1
  store i64 %v106, ptr %s.addr.46
  br label %cond47
exit49:
  %v107 = add nsw i64 %i44, 1
  store i64 %v107, ptr %r.addr.40
  br label %cond41
exit43:
  %red108 = load float, ptr %acc39
  %p109 = getelementptr float, ptr %buf.b, i64 %i37
  %ld110 = load float, ptr %p109, align 4
  %v111 = fadd float %ld110, %red108
  %v112 = add i64 %size.W, 1
  %v113 = add i64 %v112, 1
  %v114 = sub i64 %size.S, 1
  %v115 = sub i64 %v113, %v114
  %v116 = sub i64 %v115, 1
  %v117 = add i64 %v116, 1
  %v118 = mul i64 %i19, %v117
  %v119 = add i64 %v118, %i31
  %v120 = mul i64 %v119, %size.K
  %v121 = add i64 %v120, %i37
  %p122 = getelementptr float, ptr %buf.e0, i64 %v121
  %ld123 = load float, ptr %p122, align 4
  %v124 = fadd float %v111, %ld123
  %v125 = call float @llvm.maximum.f32(float %v124, float 0x0000000000000000)
  %v126 = add i64 %size.H, 1
  %v127 = add i64 %v126, 1
  %v128 = sub i64 %size.R, 1
  %v129 = sub i64 %v127, %v128
  %v130 = sub i64 %v129, 1
  %v131 = add i64 %v130, 1
  %v132 = mul i64 %i7, %v131
  %v133 = add i64 %v132, %i19
  %v134 = add i64 %size.W, 1
  %v135 = add i64 %v134, 1
  %v136 = sub i64 %size.S, 1
  %v137 = sub i64 %v135, %v136
  %v138 = sub i64 %v137, 1
  %v139 = add i64 %v138, 1
  %v140 = mul i64 %v133, %v139
  %v141 = add i64 %v140, %i31
  %v142 = mul i64 %v141, %size.K
  %v143 = add i64 %v142, %i37
  %p144 = getelementptr float, ptr %buf.y, i64 %v143
  store float %v125, ptr %p144, align 4
  %v145 = add nsw i64 %i37, 1
  store i64 %v145, ptr %k.addr.33
  br label %cond34
exit36:
  %v146 = add nsw i64 %i31, 1
  store i64 %v146, ptr %q.addr.27
  br label %cond28
exit30:
  %v147 = add nsw i64 %i19, 1
  store i64 %v147, ptr %p.addr.15
  br label %cond16
exit18:
  %v148 = add nsw i64 %i7, 1
  store i64 %v148, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
