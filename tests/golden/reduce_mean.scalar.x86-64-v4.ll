@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.reduce_mean"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca float, align 64
  %c.addr.10 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store float 0x0000000000000000, ptr %acc9
  store i64 0, ptr %c.addr.10
  br label %cond11
cond11:
  %i14 = load i64, ptr %c.addr.10
  %v15 = icmp slt i64 %i14, %size.C
  br i1 %v15, label %body12, label %exit13
body12:
  %v16 = mul i64 %i7, %size.C
  %v17 = add i64 %v16, %i14
  %p18 = getelementptr float, ptr %buf.x, i64 %v17
  %ld19 = load float, ptr %p18, align 4
  %old20 = load float, ptr %acc9
  %v21 = fadd float %old20, %ld19
  store float %v21, ptr %acc9
  %v22 = add nsw i64 %i14, 1
  store i64 %v22, ptr %c.addr.10
  br label %cond11
exit13:
  %red23 = load float, ptr %acc9
  %v24 = sitofp i64 %size.C to float
  %v25 = fdiv float %red23, %v24
  %p26 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v25, ptr %p26, align 4
  %v27 = add nsw i64 %i7, 1
  store i64 %v27, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
