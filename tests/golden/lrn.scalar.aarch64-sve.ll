@jr.zero = internal constant float 0.0, align 4

declare double @pow(double, double)

define void @"jr.op.lrn"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %h.addr.15 = alloca i64, align 64
  %w.addr.21 = alloca i64, align 64
  %acc27 = alloca float, align 64
  %i.addr.28 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %c.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %c.addr.9
  %v14 = icmp slt i64 %i13, %size.C
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %h.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %h.addr.15
  %v20 = icmp slt i64 %i19, %size.H
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %w.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %w.addr.21
  %v26 = icmp slt i64 %i25, %size.W
  br i1 %v26, label %body23, label %exit24
body23:
  store float 0x0000000000000000, ptr %acc27
  store i64 0, ptr %i.addr.28
  br label %cond29
cond29:
  %i32 = load i64, ptr %i.addr.28
  %v33 = icmp slt i64 %i32, 5
  br i1 %v33, label %body30, label %exit31
body30:
  %v34 = sub i64 %i13, 2
  %v35 = add i64 %v34, %i32
  %v36 = icmp sge i64 %v35, 0
  %v37 = icmp slt i64 %v35, %size.C
  %v38 = and i1 %v36, %v37
  %v39 = mul i64 %i7, %size.C
  %v40 = sub i64 %i13, 2
  %v41 = add i64 %v40, %i32
  %v42 = add i64 %v39, %v41
  %v43 = mul i64 %v42, %size.H
  %v44 = add i64 %v43, %i19
  %v45 = mul i64 %v44, %size.W
  %v46 = add i64 %v45, %i25
  %p47 = getelementptr float, ptr %buf.x, i64 %v46
  %p48 = select i1 %v38, ptr %p47, ptr @jr.zero
  %ld49 = load float, ptr %p48, align 4
  %v50 = fmul float %ld49, %ld49
  %v51 = sub i64 %i13, 2
  %v52 = add i64 %v51, %i32
  %v53 = icmp sge i64 %v52, 0
  %v54 = icmp slt i64 %v52, %size.C
  %v55 = and i1 %v53, %v54
  %v56 = sub i64 %i13, 2
  %v57 = add i64 %v56, %i32
  %v58 = icmp sge i64 %v57, 0
  %v59 = icmp slt i64 %v57, %size.C
  %v60 = and i1 %v58, %v59
  %v61 = and i1 %v55, %v60
  %old62 = load float, ptr %acc27
  %v63 = fadd float %old62, %v50
  %v64 = select i1 %v61, float %v63, float %old62
  store float %v64, ptr %acc27
  %v65 = add nsw i64 %i32, 1
  store i64 %v65, ptr %i.addr.28
  br label %cond29
exit31:
  %red66 = load float, ptr %acc27
  %v67 = mul i64 %i7, %size.C
  %v68 = add i64 %v67, %i13
  %v69 = mul i64 %v68, %size.H
  %v70 = add i64 %v69, %i19
  %v71 = mul i64 %v70, %size.W
  %v72 = add i64 %v71, %i25
  %p73 = getelementptr float, ptr %buf.x, i64 %v72
  %ld74 = load float, ptr %p73, align 4
  %v75 = fdiv float 0x3F1A36E2E0000000, 0x4014000000000000
  %v76 = fmul float %v75, %red66
  %v77 = fadd float 0x3FF0000000000000, %v76
  %v78 = fpext float %v77 to double
  %v79 = fpext float 0x3FE8000000000000 to double
  %v80 = call double @pow(double %v78, double %v79)
  %v81 = fptrunc double %v80 to float
  %v82 = fdiv float %ld74, %v81
  %v83 = mul i64 %i7, %size.C
  %v84 = add i64 %v83, %i13
  %v85 = mul i64 %v84, %size.H
  %v86 = add i64 %v85, %i19
  %v87 = mul i64 %v86, %size.W
  %v88 = add i64 %v87, %i25
  %p89 = getelementptr float, ptr %buf.y, i64 %v88
  store float %v82, ptr %p89, align 4
  %v90 = add nsw i64 %i25, 1
  store i64 %v90, ptr %w.addr.21
  br label %cond22
exit24:
  %v91 = add nsw i64 %i19, 1
  store i64 %v91, ptr %h.addr.15
  br label %cond16
exit18:
  %v92 = add nsw i64 %i13, 1
  store i64 %v92, ptr %c.addr.9
  br label %cond10
exit12:
  %v93 = add nsw i64 %i7, 1
  store i64 %v93, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
