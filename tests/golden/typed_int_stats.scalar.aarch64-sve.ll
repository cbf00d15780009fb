@jr.zero = internal constant float 0.0, align 4

declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smax.i32(i32, i32)

define void @"jr.op.int_stats"(ptr noalias %buf.x, ptr noalias %buf.total, ptr noalias %buf.peak, ptr noalias %buf.product, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %acc9 = alloca i32, align 64
  %c.addr.10 = alloca i64, align 64
  %acc25 = alloca i32, align 64
  %c.addr.26 = alloca i64, align 64
  %acc44 = alloca i32, align 64
  %c.addr.45 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i32 0, ptr %acc9
  store i64 0, ptr %c.addr.10
  br label %cond11
cond11:
  %i14 = load i64, ptr %c.addr.10
  %v15 = icmp slt i64 %i14, %size.C
  br i1 %v15, label %body12, label %exit13
body12:
  %v16 = mul i64 %i7, %size.C
  %v17 = add i64 %v16, %i14
  %p18 = getelementptr i32, ptr %buf.x, i64 %v17
  %ld19 = load i32, ptr %p18, align 4
  %old20 = load i32, ptr %acc9
  %v21 = add i32 %old20, %ld19
  store i32 %v21, ptr %acc9
  %v22 = add nsw i64 %i14, 1
  store i64 %v22, ptr %c.addr.10
  br label %cond11
exit13:
  %red23 = load i32, ptr %acc9
  %p24 = getelementptr i32, ptr %buf.total, i64 %i7
  store i32 %red23, ptr %p24, align 4
  store i32 -2147483648, ptr %acc25
  store i64 0, ptr %c.addr.26
  br label %cond27
cond27:
  %i30 = load i64, ptr %c.addr.26
  %v31 = icmp slt i64 %i30, %size.C
  br i1 %v31, label %body28, label %exit29
body28:
  %v32 = mul i64 %i7, %size.C
  %v33 = add i64 %v32, %i30
  %p34 = getelementptr i32, ptr %buf.x, i64 %v33
  %ld35 = load i32, ptr %p34, align 4
  %v36 = call i32 @llvm.abs.i32(i32 %ld35, i1 false)
  %v37 = trunc i64 %i30 to i32
  %v38 = sub i32 %v36, %v37
  %old39 = load i32, ptr %acc25
  %v40 = call i32 @llvm.smax.i32(i32 %old39, i32 %v38)
  store i32 %v40, ptr %acc25
  %v41 = add nsw i64 %i30, 1
  store i64 %v41, ptr %c.addr.26
  br label %cond27
exit29:
  %red42 = load i32, ptr %acc25
  %p43 = getelementptr i32, ptr %buf.peak, i64 %i7
  store i32 %red42, ptr %p43, align 4
  store i32 1, ptr %acc44
  store i64 0, ptr %c.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %c.addr.45
  %v50 = icmp slt i64 %i49, %size.C
  br i1 %v50, label %body47, label %exit48
body47:
  %v51 = mul i64 %i7, %size.C
  %v52 = add i64 %v51, %i49
  %p53 = getelementptr i32, ptr %buf.x, i64 %v52
  %ld54 = load i32, ptr %p53, align 4
  %v55 = add i32 %ld54, 1
  %old56 = load i32, ptr %acc44
  %v57 = mul i32 %old56, %v55
  store i32 %v57, ptr %acc44
  %v58 = add nsw i64 %i49, 1
  store i64 %v58, ptr %c.addr.45
  br label %cond46
exit48:
  %red59 = load i32, ptr %acc44
  %p60 = getelementptr i32, ptr %buf.product, i64 %i7
  store i32 %red59, ptr %p60, align 4
  %v61 = add nsw i64 %i7, 1
  store i64 %v61, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
