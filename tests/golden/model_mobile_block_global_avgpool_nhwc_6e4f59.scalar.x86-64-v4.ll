@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.global_avgpool_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %i.addr.9 = alloca i64, align 64
  %j.addr.15 = alloca i64, align 64
  %c.addr.21 = alloca i64, align 64
  %acc27 = alloca float, align 64
  %h.addr.28 = alloca i64, align 64
  %w.addr.34 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %i.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %i.addr.9
  %v14 = icmp slt i64 %i13, 1
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %j.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %j.addr.15
  %v20 = icmp slt i64 %i19, 1
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %c.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %c.addr.21
  %v26 = icmp slt i64 %i25, %size.C
  br i1 %v26, label %body23, label %exit24
body23:
  store float 0x0000000000000000, ptr %acc27
  store i64 0, ptr %h.addr.28
  br label %cond29
cond29:
  %i32 = load i64, ptr %h.addr.28
  %v33 = icmp slt i64 %i32, %size.H
  br i1 %v33, label %body30, label %exit31
body30:
  store i64 0, ptr %w.addr.34
  br label %cond35
cond35:
  %i38 = load i64, ptr %w.addr.34
  %v39 = icmp slt i64 %i38, %size.W
  br i1 %v39, label %body36, label %exit37
body36:
  %v40 = mul i64 %i7, %size.H
  %v41 = add i64 %v40, %i32
  %v42 = mul i64 %v41, %size.W
  %v43 = add i64 %v42, %i38
  %v44 = mul i64 %v43, %size.C
  %v45 = add i64 %v44, %i25
  %p46 = getelementptr float, ptr %buf.x, i64 %v45
  %ld47 = load float, ptr %p46, align 4
  %old48 = load float, ptr %acc27
  %v49 = fadd float %old48, %ld47
  store float %v49, ptr %acc27
  %v50 = add nsw i64 %i38, 1
  store i64 %v50, ptr %w.addr.34
  br label %cond35
exit37:
  %v51 = add nsw i64 %i32, 1
  store i64 %v51, ptr %h.addr.28
  br label %cond29
exit31:
  %red52 = load float, ptr %acc27
  %v53 = mul i64 %size.H, %size.W
  %v54 = sitofp i64 %v53 to float
  %v55 = fdiv float %red52, %v54
  %v56 = add i64 %i7, %i13
  %v57 = add i64 %v56, %i19
  %v58 = mul i64 %v57, %size.C
  %v59 = add i64 %v58, %i25
  %p60 = getelementptr float, ptr %buf.y, i64 %v59
  store float %v55, ptr %p60, align 4
  %v61 = add nsw i64 %i25, 1
  store i64 %v61, ptr %c.addr.21
  br label %cond22
exit24:
  %v62 = add nsw i64 %i19, 1
  store i64 %v62, ptr %j.addr.15
  br label %cond16
exit18:
  %v63 = add nsw i64 %i13, 1
  store i64 %v63, ptr %i.addr.9
  br label %cond10
exit12:
  %v64 = add nsw i64 %i7, 1
  store i64 %v64, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
