@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %k.addr.9 = alloca i64, align 64
  %p.addr.21 = alloca i64, align 64
  %q.addr.33 = alloca i64, align 64
  %acc39 = alloca float, align 64
  %c.addr.40 = alloca i64, align 64
  %r.addr.46 = alloca i64, align 64
  %s.addr.52 = alloca i64, align 64
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
  %v20 = add i64 %v19, 1
  store i64 0, ptr %p.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %p.addr.21
  %v26 = icmp slt i64 %i25, %v20
  br i1 %v26, label %body23, label %exit24
body23:
  %v27 = add i64 %size.W, 1
  %v28 = add i64 %v27, 1
  %v29 = sub i64 %size.S, 1
  %v30 = sub i64 %v28, %v29
  %v31 = sub i64 %v30, 1
  %v32 = add i64 %v31, 1
  store i64 0, ptr %q.addr.33
  br label %cond34
cond34:
  %i37 = load i64, ptr %q.addr.33
  %v38 = icmp slt i64 %i37, %v32
  br i1 %v38, label %body35, label %exit36
body35:
  store float 0x0000000000000000, ptr %acc39
  store i64 0, ptr %c.addr.40
  br label %cond41
cond41:
  %i44 = load i64, ptr %c.addr.40
  %v45 = icmp slt i64 %i44, %size.C
  br i1 %v45, label %body42, label %exit43
body42:
  store i64 0, ptr %r.addr.46
  br label %cond47
cond47:
  %i50 = load i64, ptr %r.addr.46
  %v51 = icmp slt i64 %i50, %size.R
  br i1 %v51, label %body48, label %exit49
body48:
  store i64 0, ptr %s.addr.52
  br label %cond53
cond53:
  %i56 = load i64, ptr %s.addr.52
  %v57 = icmp slt i64 %i56, %size.S
  br i1 %v57, label %body54, label %exit55
body54:
  %v58 = add i64 %i25, %i50
  %v59 = sub i64 %v58, 1
  %v60 = icmp sge i64 %v59, 0
  %v61 = icmp slt i64 %v59, %size.H
  %v62 = and i1 %v60, %v61
  %v63 = add i64 %i37, %i56
  %v64 = sub i64 %v63, 1
  %v65 = icmp sge i64 %v64, 0
  %v66 = icmp slt i64 %v64, %size.W
  %v67 = and i1 %v65, %v66
  %v68 = and i1 %v62, %v67
  %v69 = mul i64 %i7, %size.C
  %v70 = add i64 %v69, %i44
  %v71 = mul i64 %v70, %size.H
  %v72 = add i64 %i25, %i50
  %v73 = sub i64 %v72, 1
  %v74 = add i64 %v71, %v73
  %v75 = mul i64 %v74, %size.W
  %v76 = add i64 %i37, %i56
  %v77 = sub i64 %v76, 1
  %v78 = add i64 %v75, %v77
  %p79 = getelementptr float, ptr %buf.x, i64 %v78
  %p80 = select i1 %v68, ptr %p79, ptr @jr.zero
  %ld81 = load float, ptr %p80, align 4
  %v82 = mul i64 %i13, %size.C
  %v83 = add i64 %v82, %i44
  %v84 = mul i64 %v83, %size.R
  %v85 = add i64 %v84, %i50
  %v86 = mul i64 %v85, %size.S
  %v87 = add i64 %v86, %i56
  %p88 = getelementptr float, ptr %buf.w, i64 %v87
  %ld89 = load float, ptr %p88, align 4
  %v90 = fmul float %ld81, %ld89
  %v91 = add i64 %i25, %i50
  %v92 = sub i64 %v91, 1
  %v93 = icmp sge i64 %v92, 0
  %v94 = icmp slt i64 %v92, %size.H
  %v95 = and i1 %v93, %v94
  %v96 = add i64 %i37, %i56
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
  store i64 %v105, ptr %s.addr.52
  br label %cond53
exit55:
  %v106 = add nsw i64 %i50, 1
  store i64 %v106, ptr %r.addr.46
  br label %cond47
exit49:
  %v107 = add nsw i64 %i44, 1
  store i64 %v107, ptr %c.addr.40
  br label %cond41
exit43:
  %red108 = load float, ptr %acc39
  %p109 = getelementptr float, ptr %buf.b, i64 %i13
  %ld110 = load float, ptr %p109, align 4
  %v111 = fadd float %ld110, %red108
  %v112 = mul i64 %i7, %size.K
  %v113 = add i64 %v112, %i13
  %v114 = add i64 %size.H, 1
  %v115 = add i64 %v114, 1
  %v116 = sub i64 %size.R, 1
  %v117 = sub i64 %v115, %v116
  %v118 = sub i64 %v117, 1
  %v119 = add i64 %v118, 1
  %v120 = mul i64 %v113, %v119
  %v121 = add i64 %v120, %i25
  %v122 = add i64 %size.W, 1
  %v123 = add i64 %v122, 1
  %v124 = sub i64 %size.S, 1
  %v125 = sub i64 %v123, %v124
  %v126 = sub i64 %v125, 1
  %v127 = add i64 %v126, 1
  %v128 = mul i64 %v121, %v127
  %v129 = add i64 %v128, %i37
  %p130 = getelementptr float, ptr %buf.y, i64 %v129
  store float %v111, ptr %p130, align 4
  %v131 = add nsw i64 %i37, 1
  store i64 %v131, ptr %q.addr.33
  br label %cond34
exit36:
  %v132 = add nsw i64 %i25, 1
  store i64 %v132, ptr %p.addr.21
  br label %cond22
exit24:
  %v133 = add nsw i64 %i13, 1
  store i64 %v133, ptr %k.addr.9
  br label %cond10
exit12:
  %v134 = add nsw i64 %i7, 1
  store i64 %v134, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
