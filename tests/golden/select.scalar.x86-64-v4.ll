@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.select"(ptr noalias %buf.cond, ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %p9 = getelementptr float, ptr %buf.cond, i64 %i7
  %ld10 = load float, ptr %p9, align 4
  %v11 = fcmp une float %ld10, 0x0000000000000000
  %p12 = getelementptr float, ptr %buf.a, i64 %i7
  %ld13 = load float, ptr %p12, align 4
  %p14 = getelementptr float, ptr %buf.b, i64 %i7
  %ld15 = load float, ptr %p14, align 4
  %v16 = select i1 %v11, float %ld13, float %ld15
  %p17 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v16, ptr %p17, align 4
  %v18 = add nsw i64 %i7, 1
  store i64 %v18, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
