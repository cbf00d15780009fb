@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.matmul_bf16"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.N, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %m.addr.1 = alloca i64, align 64
  %n.addr.9 = alloca i64, align 64
  %acc15 = alloca float, align 64
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
  store float 0x0000000000000000, ptr %acc15
  store i64 0, ptr %k.addr.16
  br label %cond17
cond17:
  %i20 = load i64, ptr %k.addr.16
  %v21 = icmp slt i64 %i20, %size.K
  br i1 %v21, label %body18, label %exit19
body18:
  %v22 = mul i64 %i7, %size.K
  %v23 = add i64 %v22, %i20
  %p24 = getelementptr i16, ptr %buf.a, i64 %v23
  %ld25 = load i16, ptr %p24, align 2
  %v26 = zext i16 %ld25 to i32
  %v27 = shl i32 %v26, 16
  %v28 = bitcast i32 %v27 to float
  %v29 = mul i64 %i20, %size.N
  %v30 = add i64 %v29, %i13
  %p31 = getelementptr i16, ptr %buf.b, i64 %v30
  %ld32 = load i16, ptr %p31, align 2
  %v33 = zext i16 %ld32 to i32
  %v34 = shl i32 %v33, 16
  %v35 = bitcast i32 %v34 to float
  %v36 = fmul float %v28, %v35
  %old37 = load float, ptr %acc15
  %v38 = fadd float %old37, %v36
  store float %v38, ptr %acc15
  %v39 = add nsw i64 %i20, 1
  store i64 %v39, ptr %k.addr.16
  br label %cond17
exit19:
  %red40 = load float, ptr %acc15
  %v41 = mul i64 %i7, %size.N
  %v42 = add i64 %v41, %i13
  %p43 = getelementptr float, ptr %buf.c, i64 %v42
  store float %red40, ptr %p43, align 4
  %v44 = add nsw i64 %i13, 1
  store i64 %v44, ptr %n.addr.9
  br label %cond10
exit12:
  %v45 = add nsw i64 %i7, 1
  store i64 %v45, ptr %m.addr.1
  br label %cond4
exit6:
  ret void
}
