@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.to_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v12 = fcmp uno float %ld10, %ld10
  %v13 = lshr i32 %v11, 16
  %v14 = and i32 %v13, 32768
  %v15 = and i32 %v11, 2147483647
  %v16 = lshr i32 %v15, 13
  %v17 = and i32 %v16, 1
  %v18 = add i32 %v15, -939520001
  %v19 = add i32 %v18, %v17
  %v20 = lshr i32 %v19, 13
  %v21 = bitcast i32 %v15 to float
  %v22 = fadd float %v21, 0x3FE0000000000000
  %v23 = bitcast float %v22 to i32
  %v24 = sub i32 %v23, 1056964608
  %v25 = icmp ult i32 %v15, 947912704
  %v26 = select i1 %v25, i32 %v24, i32 %v20
  %v27 = icmp uge i32 %v15, 1199566848
  %v28 = select i1 %v27, i32 31744, i32 %v26
  %v29 = lshr i32 %v15, 13
  %v30 = and i32 %v29, 1023
  %v31 = or i32 %v30, 32256
  %v32 = select i1 %v12, i32 %v31, i32 %v28
  %v33 = or i32 %v32, %v14
  %v34 = trunc i32 %v33 to i16
  %p35 = getelementptr i16, ptr %buf.y, i64 %i7
  store i16 %v34, ptr %p35, align 2
  %v36 = add nsw i64 %i7, 1
  store i64 %v36, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
