@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.mul"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %size.B1, i64 %size.B2, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %_b1.addr.9 = alloca i64, align 64
  %_b2.addr.15 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %_b1.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %_b1.addr.9
  %v14 = icmp slt i64 %i13, %size.B1
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %_b2.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %_b2.addr.15
  %v20 = icmp slt i64 %i19, %size.B2
  br i1 %v20, label %body17, label %exit18
body17:
  %v21 = mul i64 %i7, %size.B1
  %v22 = add i64 %v21, %i13
  %v23 = mul i64 %v22, %size.B2
  %v24 = add i64 %v23, %i19
  %p25 = getelementptr float, ptr %buf.a, i64 %v24
  %ld26 = load float, ptr %p25, align 4
  %v27 = mul i64 %i7, %size.B2
  %v28 = add i64 %v27, %i19
  %p29 = getelementptr float, ptr %buf.b, i64 %v28
  %ld30 = load float, ptr %p29, align 4
  %v31 = fmul float %ld26, %ld30
  %v32 = mul i64 %i7, %size.B1
  %v33 = add i64 %v32, %i13
  %v34 = mul i64 %v33, %size.B2
  %v35 = add i64 %v34, %i19
  %p36 = getelementptr float, ptr %buf.y, i64 %v35
  store float %v31, ptr %p36, align 4
  %v37 = add nsw i64 %i19, 1
  store i64 %v37, ptr %_b2.addr.15
  br label %cond16
exit18:
  %v38 = add nsw i64 %i13, 1
  store i64 %v38, ptr %_b1.addr.9
  br label %cond10
exit12:
  %v39 = add nsw i64 %i7, 1
  store i64 %v39, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
