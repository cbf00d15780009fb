@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %k.addr.29 = alloca i64, align 64
  %acc35 = alloca float, align 64
  %r.addr.36 = alloca i64, align 64
  %s.addr.42 = alloca i64, align 64
  %c.addr.48 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.R, 1
  %v10 = sub i64 %size.H, %v9
  %v11 = sub i64 %v10, 1
  %v12 = add i64 %v11, 1
  store i64 0, ptr %p.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %p.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  %v19 = sub i64 %size.S, 1
  %v20 = sub i64 %size.W, %v19
  %v21 = sub i64 %v20, 1
  %v22 = add i64 %v21, 1
  store i64 0, ptr %q.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %q.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  store i64 0, ptr %k.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %k.addr.29
  %v34 = icmp slt i64 %i33, %size.K
  br i1 %v34, label %body31, label %exit32
body31:
  store float 0x0000000000000000, ptr %acc35
  store i64 0, ptr %r.addr.36
  br label %cond37
cond37:
  %i40 = load i64, ptr %r.addr.36
  %v41 = icmp slt i64 %i40, %size.R
  br i1 %v41, label %body38, label %exit39
body38:
  store i64 0, ptr %s.addr.42
  br label %cond43
cond43:
  %i46 = load i64, ptr %s.addr.42
  %v47 = icmp slt i64 %i46, %size.S
  br i1 %v47, label %body44, label %exit45
body44:
  store i64 0, ptr %c.addr.48
  br label %cond49
cond49:
  %i52 = load i64, ptr %c.addr.48
  %v53 = icmp slt i64 %i52, %size.C
  br i1 %v53, label %body50, label %exit51
body50:
  %v54 = add i64 %i17, %i40
  %v55 = icmp sge i64 %v54, 0
  %v56 = icmp slt i64 %v54, %size.H
  %v57 = and i1 %v55, %v56
  %v58 = add i64 %i27, %i46
  %v59 = icmp sge i64 %v58, 0
  %v60 = icmp slt i64 %v58, %size.W
  %v61 = and i1 %v59, %v60
  %v62 = and i1 %v57, %v61
  %v63 = mul i64 %i7, %size.H
  %v64 = add i64 %i17, %i40
  %v65 = add i64 %v63, %v64
  %v66 = mul i64 %v65, %size.W
  %v67 = add i64 %i27, %i46
  %v68 = add i64 %v66, %v67
  %v69 = mul i64 %v68, %size.C
  %v70 = add i64 %v69, %i52
  %p71 = getelementptr float, ptr %buf.x, i64 %v70
  %p72 = select i1 %v62, ptr %p71, ptr @jr.zero
  %ld73 = load float, ptr %p72, align 4
  %v74 = mul i64 %i40, %size.S
  %v75 = add i64 %v74, %i46
  %v76 = mul i64 %v75, %size.C
  %v77 = add i64 %v76, %i52
  %v78 = mul i64 %v77, %size.K
  %v79 = add i64 %v78, %i33
  %p80 = getelementptr float, ptr %buf.w, i64 %v79
  %ld81 = load float, ptr %p80, align 4
  %v82 = fmul float %ld73, %ld81
  %v83 = add i64 %i17, %i40
  %v84 = icmp sge i64 %v83, 0
  %v85 = icmp slt i64 %v83, %size.H
  %v86 = and i1 %v84, %v85
  %v87 = add i64 %i27, %i46
  %v88 = icmp sge i64 %v87, 0
  %v89 = icmp slt i64 %v87, %size.W
  %v90 = and i1 %v88, %v89
  %v91 = and i1 %v86, %v90
  %old92 = load float, ptr %acc35
  %v93 = fadd float %old92, %v82
  %v94 = select i1 %v91, float %v93, float %old92
  store float %v94, ptr %acc35
  %v95 = add nsw i64 %i52, 1
  store i64 %v95, ptr %c.addr.48
  br label %cond49
exit51:
  %v96 = add nsw i64 %i46, 1
  store i64 %v96, ptr %s.addr.42
  br label %cond43
exit45:
  %v97 = add nsw i64 %i40, 1
  store i64 %v97, ptr %r.addr.36
  br label %cond37
exit39:
  %red98 = load float, ptr %acc35
  %p99 = getelementptr float, ptr %buf.b, i64 %i33
  %ld100 = load float, ptr %p99, align 4
  %v101 = fadd float %ld100, %red98
  %v102 = sub i64 %size.R, 1
  %v103 = sub i64 %size.H, %v102
  %v104 = sub i64 %v103, 1
  %v105 = add i64 %v104, 1
  %v106 = mul i64 %i7, %v105
  %v107 = add i64 %v106, %i17
  %v108 = sub i64 %size.S, 1
  %v109 = sub i64 %size.W, %v108
  %v110 = sub i64 %v109, 1
  %v111 = add i64 %v110, 1
  %v112 = mul i64 %v107, %v111
  %v113 = add i64 %v112, %i27
  %v114 = mul i64 %v113, %size.K
  %v115 = add i64 %v114, %i33
  %p116 = getelementptr float, ptr %buf.y, i64 %v115
  store float %v101, ptr %p116, align 4
  %v117 = add nsw i64 %i33, 1
  store i64 %v117, ptr %k.addr.29
  br label %cond30
exit32:
  %v118 = add nsw i64 %i27, 1
  store i64 %v118, ptr %q.addr.23
  br label %cond24
exit26:
  %v119 = add nsw i64 %i17, 1
  store i64 %v119, ptr %p.addr.13
  br label %cond14
exit16:
  %v120 = add nsw i64 %i7, 1
  store i64 %v120, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
