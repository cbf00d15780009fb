@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.qmatmul"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.N, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %m.addr.1 = alloca i64, align 64
  %n.addr.9 = alloca i64, align 64
  %acc15 = alloca i32, align 64
  %k.addr.16 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.M
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.M
  store i64 %range.lo, ptr %m.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %m.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %n.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %n.addr.9
  %v14 = icmp slt i64 %i13, %size.N
  br i1 %v14, label %body11, label %exit12
body11:
  store i32 0, ptr %acc15
  store i64 0, ptr %k.addr.16
  br label %cond17
cond17:
  %i20 = load i64, ptr %k.addr.16
  %v21 = icmp slt i64 %i20, %size.K
  br i1 %v21, label %body18, label %exit19
body18:
  %v22 = mul i64 %i7, %size.K
  %v23 = add i64 %v22, %i20
  %p24 = getelementptr i8, ptr %buf.a, i64 %v23
  %ld25 = load i8, ptr %p24, align 1
  %v26 = zext i8 %ld25 to i32
  %v27 = mul i64 %i20, %size.N
  %v28 = add i64 %v27, %i13
  %p29 = getelementptr i8, ptr %buf.b, i64 %v28
  %ld30 = load i8, ptr %p29, align 1
  %v31 = sext i8 %ld30 to i32
  %v32 = mul i32 %v26, %v31
  %old33 = load i32, ptr %acc15
  %v34 = add i32 %old33, %v32
  store i32 %v34, ptr %acc15
  %v35 = add nsw i64 %i20, 1
  store i64 %v35, ptr %k.addr.16
  br label %cond17
exit19:
  %red36 = load i32, ptr %acc15
  %v37 = mul i64 %i7, %size.N
  %v38 = add i64 %v37, %i13
  %p39 = getelementptr i32, ptr %buf.c, i64 %v38
  store i32 %red36, ptr %p39, align 4
  %v40 = add nsw i64 %i13, 1
  store i64 %v40, ptr %n.addr.9
  br label %cond10
exit12:
  %v41 = add nsw i64 %i7, 1
  store i64 %v41, ptr %m.addr.1
  br label %cond4
exit6:
  ret void
}
