@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.depthwise_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %c.addr.29 = alloca i64, align 64
  %acc35 = alloca float, align 64
  %r.addr.36 = alloca i64, align 64
  %s.addr.42 = alloca i64, align 64
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
  store i64 0, ptr %c.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %c.addr.29
  %v34 = icmp slt i64 %i33, %size.C
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
  %v48 = add i64 %i17, %i40
  %v49 = icmp sge i64 %v48, 0
  %v50 = icmp slt i64 %v48, %size.H
  %v51 = and i1 %v49, %v50
  %v52 = add i64 %i27, %i46
  %v53 = icmp sge i64 %v52, 0
  %v54 = icmp slt i64 %v52, %size.W
  %v55 = and i1 %v53, %v54
  %v56 = and i1 %v51, %v55
  %v57 = mul i64 %i7, %size.H
  %v58 = add i64 %i17, %i40
  %v59 = add i64 %v57, %v58
  %v60 = mul i64 %v59, %size.W
  %v61 = add i64 %i27, %i46
  %v62 = add i64 %v60, %v61
  %v63 = mul i64 %v62, %size.C
  %v64 = add i64 %v63, %i33
  %p65 = getelementptr float, ptr %buf.x, i64 %v64
  %p66 = select i1 %v56, ptr %p65, ptr @jr.zero
  %ld67 = load float, ptr %p66, align 4
  %v68 = mul i64 %i40, %size.S
  %v69 = add i64 %v68, %i46
  %v70 = mul i64 %v69, %size.C
  %v71 = add i64 %v70, %i33
  %p72 = getelementptr float, ptr %buf.w, i64 %v71
  %ld73 = load float, ptr %p72, align 4
  %v74 = fmul float %ld67, %ld73
  %v75 = add i64 %i17, %i40
  %v76 = icmp sge i64 %v75, 0
  %v77 = icmp slt i64 %v75, %size.H
  %v78 = and i1 %v76, %v77
  %v79 = add i64 %i27, %i46
  %v80 = icmp sge i64 %v79, 0
  %v81 = icmp slt i64 %v79, %size.W
  %v82 = and i1 %v80, %v81
  %v83 = and i1 %v78, %v82
  %old84 = load float, ptr %acc35
  %v85 = fadd float %old84, %v74
  %v86 = select i1 %v83, float %v85, float %old84
  store float %v86, ptr %acc35
  %v87 = add nsw i64 %i46, 1
  store i64 %v87, ptr %s.addr.42
  br label %cond43
exit45:
  %v88 = add nsw i64 %i40, 1
  store i64 %v88, ptr %r.addr.36
  br label %cond37
exit39:
  %red89 = load float, ptr %acc35
  %p90 = getelementptr float, ptr %buf.b, i64 %i33
  %ld91 = load float, ptr %p90, align 4
  %v92 = fadd float %ld91, %red89
  %v93 = sub i64 %size.R, 1
  %v94 = sub i64 %size.H, %v93
  %v95 = sub i64 %v94, 1
  %v96 = add i64 %v95, 1
  %v97 = mul i64 %i7, %v96
  %v98 = add i64 %v97, %i17
  %v99 = sub i64 %size.S, 1
  %v100 = sub i64 %size.W, %v99
  %v101 = sub i64 %v100, 1
  %v102 = add i64 %v101, 1
  %v103 = mul i64 %v98, %v102
  %v104 = add i64 %v103, %i27
  %v105 = mul i64 %v104, %size.C
  %v106 = add i64 %v105, %i33
  %p107 = getelementptr float, ptr %buf.y, i64 %v106
  store float %v92, ptr %p107, align 4
  %v108 = add nsw i64 %i33, 1
  store i64 %v108, ptr %c.addr.29
  br label %cond30
exit32:
  %v109 = add nsw i64 %i27, 1
  store i64 %v109, ptr %q.addr.23
  br label %cond24
exit26:
  %v110 = add nsw i64 %i17, 1
  store i64 %v110, ptr %p.addr.13
  br label %cond14
exit16:
  %v111 = add nsw i64 %i7, 1
  store i64 %v111, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
