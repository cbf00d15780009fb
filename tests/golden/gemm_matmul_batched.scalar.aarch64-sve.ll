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
  %v28 = mul i64 %i7, %size.M
  %v29 = add i64 %v28, %i13
  %v30 = mul i64 %v29, %size.K
  %v31 = add i64 %v30, %i26
  %p32 = getelementptr float, ptr %buf.a, i64 %v31
  %ld33 = load float, ptr %p32, align 4
  %v34 = mul i64 %i7, %size.K
  %v35 = add i64 %v34, %i26
  %v36 = mul i64 %v35, %size.N
  %v37 = add i64 %v36, %i19
  %p38 = getelementptr float, ptr %buf.b, i64 %v37
  %ld39 = load float, ptr %p38, align 4
  %v40 = fmul float %ld33, %ld39
  %old41 = load float, ptr %acc21
  %v42 = fadd float %old41, %v40
  store float %v42, ptr %acc21
  %v43 = add nsw i64 %i26, 1
  store i64 %v43, ptr %k.addr.22
  br label %cond23
exit25:
  %red44 = load float, ptr %acc21
  %v45 = mul i64 %i7, %size.M
  %v46 = add i64 %v45, %i13
  %v47 = mul i64 %v46, %size.N
  %v48 = add i64 %v47, %i19
  %p49 = getelementptr float, ptr %buf.c, i64 %v48
  store float %red44, ptr %p49, align 4
  %v50 = add nsw i64 %i19, 1
  store i64 %v50, ptr %n.addr.15
  br label %cond16
exit18:
  %v51 = add nsw i64 %i13, 1
  store i64 %v51, ptr %m.addr.9
  br label %cond10
exit12:
  %v52 = add nsw i64 %i7, 1
  store i64 %v52, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
