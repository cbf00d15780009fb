@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.to_bf16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %p9 = getelementptr float, ptr %buf.x, i64 %i7
  %ld10 = load float, ptr %p9, align 4
  %v11 = bitcast float %ld10 to i32
  %v12 = lshr i32 %v11, 16
  %v13 = add i32 %v11, 32767
  %v14 = and i32 %v12, 1
  %v15 = add i32 %v13, %v14
  %v16 = lshr i32 %v15, 16
  %v17 = and i32 %v11, 2139095040
  %v18 = icmp eq i32 %v17, 0
  %v19 = and i32 %v12, 32768
  %v20 = select i1 %v18, i32 %v19, i32 %v16
  %v21 = fcmp uno float %ld10, %ld10
  %v22 = or i32 %v12, 64
  %v23 = select i1 %v21, i32 %v22, i32 %v20
  %v24 = trunc i32 %v23 to i16
  %p25 = getelementptr i16, ptr %buf.y, i64 %i7
  store i16 %v24, ptr %p25, align 2
  %v26 = add nsw i64 %i7, 1
  store i64 %v26, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
