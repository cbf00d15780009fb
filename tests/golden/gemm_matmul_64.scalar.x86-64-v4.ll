@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.matmul"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.N, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %m.addr.9 = alloca i64, align 64
  %n.addr.15 = alloca i64, align 64
  %acc21 = alloca float, align 64
  %k.addr.22 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %m.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %m.addr.9
  %v14 = icmp slt i64 %i13, %size.M
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %n.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %n.addr.15
  %v20 = icmp slt i64 %i19, %size.N
  br i1 %v20, label %body17, label %exit18
body17:
  store float 0x0000000000000000, ptr %acc21
  store i64 0, ptr %k.addr.22
  br label %cond23
cond23:
  %i26 = load i64, ptr %k.addr.22
  %v27 = icmp slt i64 %i26, %size.K
  br i1 %v27, label %body24, label %exit25
body24:
  %v28 = mul i64 %i13, %size.K
  %v29 = add i64 %v28, %i26
  %p30 = getelementptr float, ptr %buf.a, i64 %v29
  %ld31 = load float, ptr %p30, align 4
  %v32 = mul i64 %i26, %size.N
  %v33 = add i64 %v32, %i19
  %p34 = getelementptr float, ptr %buf.b, i64 %v33
  %ld35 = load float, ptr %p34, align 4
  %v36 = fmul float %ld31, %ld35
  %old37 = load float, ptr %acc21
  %v38 = fadd float %old37, %v36
  store float %v38, ptr %acc21
  %v39 = add nsw i64 %i26, 1
  store i64 %v39, ptr %k.addr.22
  br label %cond23
exit25:
  %red40 = load float, ptr %acc21
  %v41 = mul i64 %i7, %size.M
  %v42 = add i64 %v41, %i13
  %v43 = mul i64 %v42, %size.N
  %v44 = add i64 %v43, %i19
  %p45 = getelementptr float, ptr %buf.c, i64 %v44
  store float %red40, ptr %p45, align 4
  %v46 = add nsw i64 %i19, 1
  store i64 %v46, ptr %n.addr.15
  br label %cond16
exit18:
  %v47 = add nsw i64 %i13, 1
  store i64 %v47, ptr %m.addr.9
  br label %cond10
exit12:
  %v48 = add nsw i64 %i7, 1
  store i64 %v48, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
