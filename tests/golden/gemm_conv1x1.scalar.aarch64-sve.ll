@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %k.addr.9 = alloca i64, align 64
  %p.addr.17 = alloca i64, align 64
  %q.addr.25 = alloca i64, align 64
  %acc31 = alloca float, align 64
  %c.addr.32 = alloca i64, align 64
  %r.addr.38 = alloca i64, align 64
  %s.addr.44 = alloca i64, align 64
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
  %v15 = sub i64 %size.H, 1
  %v16 = add i64 %v15, 1
  store i64 0, ptr %p.addr.17
  br label %cond18
cond18:
  %i21 = load i64, ptr %p.addr.17
  %v22 = icmp slt i64 %i21, %v16
  br i1 %v22, label %body19, label %exit20
body19:
  %v23 = sub i64 %size.W, 1
  %v24 = add i64 %v23, 1
  store i64 0, ptr %q.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %q.addr.25
  %v30 = icmp slt i64 %i29, %v24
  br i1 %v30, label %body27, label %exit28
body27:
  store float 0x0000000000000000, ptr %acc31
  store i64 0, ptr %c.addr.32
  br label %cond33
cond33:
  %i36 = load i64, ptr %c.addr.32
  %v37 = icmp slt i64 %i36, %size.C
  br i1 %v37, label %body34, label %exit35
body34:
  store i64 0, ptr %r.addr.38
  br label %cond39
cond39:
  %i42 = load i64, ptr %r.addr.38
  %v43 = icmp slt i64 %i42, 1
  br i1 %v43, label %body40, label %exit41
body40:
  store i64 0, ptr %s.addr.44
  br label %cond45
cond45:
  %i48 = load i64, ptr %s.addr.44
  %v49 = icmp slt i64 %i48, 1
  br i1 %v49, label %body46, label %exit47
body46:
  %v50 = add i64 %i21, %i42
  %v51 = icmp sge i64 %v50, 0
  %v52 = icmp slt i64 %v50, %size.H
  %v53 = and i1 %v51, %v52
  %v54 = add i64 %i29, %i48
  %v55 = icmp sge i64 %v54, 0
  %v56 = icmp slt i64 %v54, %size.W
  %v57 = and i1 %v55, %v56
  %v58 = and i1 %v53, %v57
  %v59 = mul i64 %i7, %size.C
  %v60 = add i64 %v59, %i36
  %v61 = mul i64 %v60, %size.H
  %v62 = add i64 %i21, %i42
  %v63 = add i64 %v61, %v62
  %v64 = mul i64 %v63, %size.W
  %v65 = add i64 %i29, %i48
  %v66 = add i64 %v64, %v65
  %p67 = getelementptr float, ptr %buf.x, i64 %v66
  %p68 = select i1 %v58, ptr %p67, ptr @jr.zero
  %ld69 = load float, ptr %p68, align 4
  %v70 = mul i64 %i13, %size.C
  %v71 = add i64 %v70, %i36
  %v72 = add i64 %v71, %i42
  %v73 = add i64 %v72, %i48
  %p74 = getelementptr float, ptr %buf.w, i64 %v73
  %ld75 = load float, ptr %p74, align 4
  %v76 = fmul float %ld69, %ld75
  %v77 = add i64 %i21, %i42
  %v78 = icmp sge i64 %v77, 0
  %v79 = icmp slt i64 %v77, %size.H
  %v80 = and i1 %v78, %v79
  %v81 = add i64 %i29, %i48
  %v82 = icmp sge i64 %v81, 0
  %v83 = icmp slt i64 %v81, %size.W
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v80, %v84
  %old86 = load float, ptr %acc31
  %v87 = fadd float %old86, %v76
  %v88 = select i1 %v85, float %v87, float %old86
  store float %v88, ptr %acc31
  %v89 = add nsw i64 %i48, 1
  store i64 %v89, ptr %s.addr.44
  br label %cond45
exit47:
  %v90 = add nsw i64 %i42, 1
  store i64 %v90, ptr %r.addr.38
  br label %cond39
exit41:
  %v91 = add nsw i64 %i36, 1
  store i64 %v91, ptr %c.addr.32
  br label %cond33
exit35:
  %red92 = load float, ptr %acc31
  %p93 = getelementptr float, ptr %buf.b, i64 %i13
  %ld94 = load float, ptr %p93, align 4
  %v95 = fadd float %ld94, %red92
  %v96 = mul i64 %i7, %size.K
  %v97 = add i64 %v96, %i13
  %v98 = sub i64 %size.H, 1
  %v99 = add i64 %v98, 1
  %v100 = mul i64 %v97, %v99
  %v101 = add i64 %v100, %i21
  %v102 = sub i64 %size.W, 1
  %v103 = add i64 %v102, 1
  %v104 = mul i64 %v101, %v103
  %v105 = add i64 %v104, %i29
  %p106 = getelementptr float, ptr %buf.y, i64 %v105
  store float %v95, ptr %p106, align 4
  %v107 = add nsw i64 %i29, 1
  store i64 %v107, ptr %q.addr.25
  br label %cond26
exit28:
  %v108 = add nsw i64 %i21, 1
  store i64 %v108, ptr %p.addr.17
  br label %cond18
exit20:
  %v109 = add nsw i64 %i13, 1
  store i64 %v109, ptr %k.addr.9
  br label %cond10
exit12:
  %v110 = add nsw i64 %i7, 1
  store i64 %v110, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
