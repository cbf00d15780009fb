@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.transpose_1_0_2"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D0, i64 %size.D1, i64 %size.D2, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %i1.addr.1 = alloca i64, align 64
  %i0.addr.9 = alloca i64, align 64
  %i2.addr.15 = alloca i64, align 64
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
  %v14 = icmp slt i64 %i13, %size.D0
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %i2.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %i2.addr.15
  %v20 = icmp slt i64 %i19, %size.D2
  br i1 %v20, label %body17, label %exit18
body17:
  %v21 = mul i64 %i13, %size.D1
  %v22 = add i64 %v21, %i7
  %v23 = mul i64 %v22, %size.D2
  %v24 = add i64 %v23, %i19
  %p25 = getelementptr float, ptr %buf.x, i64 %v24
  %ld26 = load float, ptr %p25, align 4
  %v27 = mul i64 %i7, %size.D0
  %v28 = add i64 %v27, %i13
  %v29 = mul i64 %v28, %size.D2
  %v30 = add i64 %v29, %i19
  %p31 = getelementptr float, ptr %buf.y, i64 %v30
  store float %ld26, ptr %p31, align 4
  %v32 = add nsw i64 %i19, 1
  store i64 %v32, ptr %i2.addr.15
  br label %cond16
exit18:
  %v33 = add nsw i64 %i13, 1
  store i64 %v33, ptr %i0.addr.9
  br label %cond10
exit12:
  %v34 = add nsw i64 %i7, 1
  store i64 %v34, ptr %i1.addr.1
  br label %cond4
exit6:
  ret void
}
