@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.11 = alloca i64, align 64
  %q.addr.19 = alloca i64, align 64
  %k.addr.25 = alloca i64, align 64
  %acc31 = alloca float, align 64
  %r.addr.32 = alloca i64, align 64
  %s.addr.38 = alloca i64, align 64
  %c.addr.44 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.H, 1
  %v10 = add i64 %v9, 1
  store i64 0, ptr %p.addr.11
  br label %cond12
cond12:
  %i15 = load i64, ptr %p.addr.11
  %v16 = icmp slt i64 %i15, %v10
  br i1 %v16, label %body13, label %exit14
body13:
  %v17 = sub i64 %size.W, 1
  %v18 = add i64 %v17, 1
  store i64 0, ptr %q.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %q.addr.19
  %v24 = icmp slt i64 %i23, %v18
  br i1 %v24, label %body21, label %exit22
body21:
  store i64 0, ptr %k.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %k.addr.25
  %v30 = icmp slt i64 %i29, %size.K
  br i1 %v30, label %body27, label %exit28
body27:
  store float 0x0000000000000000, ptr %acc31
  store i64 0, ptr %r.addr.32
  br label %cond33
cond33:
  %i36 = load i64, ptr %r.addr.32
  %v37 = icmp slt i64 %i36, 1
  br i1 %v37, label %body34, label %exit35
body34:
  store i64 0, ptr %s.addr.38
  br label %cond39
cond39:
  %i42 = load i64, ptr %s.addr.38
  %v43 = icmp slt i64 %i42, 1
  br i1 %v43, label %body40, label %exit41
body40:
  store i64 0, ptr %c.addr.44
  br label %cond45
cond45:
  %i48 = load i64, ptr %c.addr.44
  %v49 = icmp slt i64 %i48, %size.C
  br i1 %v49, label %body46, label %exit47
body46:
  %v50 = add i64 %i15, %i36
  %v51 = icmp sge i64 %v50, 0
  %v52 = icmp slt i64 %v50, %size.H
  %v53 = and i1 %v51, %v52
  %v54 = add i64 %i23, %i42
  %v55 = icmp sge i64 %v54, 0
  %v56 = icmp slt i64 %v54, %size.W
  %v57 = and i1 %v55, %v56
  %v58 = and i1 %v53, %v57
  %v59 = mul i64 %i7, %size.H
  %v60 = add i64 %i15, %i36
  %v61 = add i64 %v59, %v60
  %v62 = mul i64 %v61, %size.W
  %v63 = add i64 %i23, %i42
  %v64 = add i64 %v62, %v63
  %v65 = mul i64 %v64, %size.C
  %v66 = add i64 %v65, %i48
  %p67 = getelementptr float, ptr %buf.x, i64 %v66
  %p68 = select i1 %v58, ptr %p67, ptr @jr.zero
  %ld69 = load float, ptr %p68, align 4
  %v70 = add i64 %i36, %i42
  %v71 = mul i64 %v70, %size.C
  %v72 = add i64 %v71, %i48
  %v73 = mul i64 %v72, %size.K
  %v74 = add i64 %v73, %i29
  %p75 = getelementptr float, ptr %buf.w, i64 %v74
  %ld76 = load float, ptr %p75, align 4
  %v77 = fmul float %ld69, %ld76
  %v78 = add i64 %i15, %i36
  %v79 = icmp sge i64 %v78, 0
  %v80 = icmp slt i64 %v78, %size.H
  %v81 = and i1 %v79, %v80
  %v82 = add i64 %i23, %i42
  %v83 = icmp sge i64 %v82, 0
  %v84 = icmp slt i64 %v82, %size.W
  %v85 = and i1 %v83, %v84
  %v86 = and i1 %v81, %v85
  %old87 = load float, ptr %acc31
  %v88 = fadd float %old87, %v77
  %v89 = select i1 %v86, float %v88, float %old87
  store float %v89, ptr %acc31
  %v90 = add nsw i64 %i48, 1
  store i64 %v90, ptr %c.addr.44
  br label %cond45
exit47:
  %v91 = add nsw i64 %i42, 1
  store i64 %v91, ptr %s.addr.38
  br label %cond39
exit41:
  %v92 = add nsw i64 %i36, 1
  store i64 %v92, ptr %r.addr.32
  br label %cond33
exit35:
  %red93 = load float, ptr %acc31
  %p94 = getelementptr float, ptr %buf.b, i64 %i29
  %ld95 = load float, ptr %p94, align 4
  %v96 = fadd float %ld95, %red93
  %v97 = sub i64 %size.H, 1
  %v98 = add i64 %v97, 1
  %v99 = mul i64 %i7, %v98
  %v100 = add i64 %v99, %i15
  %v101 = sub i64 %size.W, 1
  %v102 = add i64 %v101, 1
  %v103 = mul i64 %v100, %v102
  %v104 = add i64 %v103, %i23
  %v105 = mul i64 %v104, %size.K
  %v106 = add i64 %v105, %i29
  %p107 = getelementptr float, ptr %buf.y, i64 %v106
  store float %v96, ptr %p107, align 4
  %v108 = add nsw i64 %i29, 1
  store i64 %v108, ptr %k.addr.25
  br label %cond26
exit28:
  %v109 = add nsw i64 %i23, 1
  store i64 %v109, ptr %q.addr.19
  br label %cond20
exit22:
  %v110 = add nsw i64 %i15, 1
  store i64 %v110, ptr %p.addr.11
  br label %cond12
exit14:
  %v111 = add nsw i64 %i7, 1
  store i64 %v111, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
