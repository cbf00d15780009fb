@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.from_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %p9 = getelementptr i16, ptr %buf.x, i64 %i7
  %ld10 = load i16, ptr %p9, align 2
  %v11 = zext i16 %ld10 to i32
  %v12 = and i32 %v11, 32768
  %v13 = shl i32 %v12, 16
  %v14 = and i32 %v11, 32767
  %v15 = shl i32 %v14, 13
  %v16 = and i32 %v15, 260046848
  %v17 = add i32 %v15, 939524096
  %v18 = add i32 %v17, 939524096
  %v19 = and i32 %v11, 1023
  %v20 = icmp ne i32 %v19, 0
  %v21 = select i1 %v20, i32 4194304, i32 0
  %v22 = or i32 %v18, %v21
  %v23 = add i32 %v17, 8388608
  %v24 = bitcast i32 %v23 to float
  %v25 = fsub float %v24, 0x3F10000000000000
  %v26 = icmp eq i32 %v16, 260046848
  %v27 = select i1 %v26, i32 %v22, i32 %v17
  %v28 = icmp eq i32 %v16, 0
  %v29 = bitcast float %v25 to i32
  %v30 = select i1 %v28, i32 %v29, i32 %v27
  %v31 = or i32 %v30, %v13
  %v32 = bitcast i32 %v31 to float
  %p33 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v32, ptr %p33, align 4
  %v34 = add nsw i64 %i7, 1
  store i64 %v34, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
