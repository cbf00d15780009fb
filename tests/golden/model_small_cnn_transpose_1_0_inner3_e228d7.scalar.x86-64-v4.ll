@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.transpose_1_0_inner3"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D1, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %i1.addr.1 = alloca i64, align 64
  %i0.addr.9 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.D1
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.D1
  store i64 %range.lo, ptr %i1.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %i1.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %i0.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %i0.addr.9
  %v14 = icmp slt i64 %i13, 3
  br i1 %v14, label %body11, label %exit12
body11:
  %v15 = mul i64 %i13, %size.D1
  %v16 = add i64 %v15, %i7
  %p17 = getelementptr float, ptr %buf.x, i64 %v16
  %ld18 = load float, ptr %p17, align 4
  %v19 = mul i64 %i7, 3
  %v20 = add i64 %v19, %i13
  %p21 = getelementptr float, ptr %buf.y, i64 %v20
  store float %ld18, ptr %p21, align 4
  %v22 = add nsw i64 %i13, 1
  store i64 %v22, ptr %i0.addr.9
  br label %cond10
exit12:
  %v23 = add nsw i64 %i7, 1
  store i64 %v23, ptr %i1.addr.1
  br label %cond4
exit6:
  ret void
}
