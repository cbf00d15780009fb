@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.gather_axis"(ptr noalias %buf.x, ptr noalias %buf.idx, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.K, i64 %size.I, i64 %size.J, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %j.addr.9 = alloca i64, align 64
  %i.addr.15 = alloca i64, align 64
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
  store i64 0, ptr %j.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %j.addr.9
  %v14 = icmp slt i64 %i13, %size.J
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %i.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %i.addr.15
  %v20 = icmp slt i64 %i19, %size.I
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
  %p28 = getelementptr float, ptr %buf.idx, i64 %i13
  %ld29 = load float, ptr %p28, align 4
  %v30 = sitofp i64 %i26 to float
  %v31 = fcmp oeq float %ld29, %v30
  %v32 = mul i64 %i7, %size.K
  %v33 = add i64 %v32, %i26
  %v34 = mul i64 %v33, %size.I
  %v35 = add i64 %v34, %i19
  %p36 = getelementptr float, ptr %buf.x, i64 %v35
  %ld37 = load float, ptr %p36, align 4
  %v38 = select i1 %v31, float %ld37, float 0x0000000000000000
  %old39 = load float, ptr %acc21
  %v40 = fadd float %old39, %v38
  store float %v40, ptr %acc21
  %v41 = add nsw i64 %i26, 1
  store i64 %v41, ptr %k.addr.22
  br label %cond23
exit25:
  %red42 = load float, ptr %acc21
  %v43 = mul i64 %i7, %size.J
  %v44 = add i64 %v43, %i13
  %v45 = mul i64 %v44, %size.I
  %v46 = add i64 %v45, %i19
  %p47 = getelementptr float, ptr %buf.y, i64 %v46
  store float %red42, ptr %p47, align 4
  %v48 = add nsw i64 %i19, 1
  store i64 %v48, ptr %i.addr.15
  br label %cond16
exit18:
  %v49 = add nsw i64 %i13, 1
  store i64 %v49, ptr %j.addr.9
  br label %cond10
exit12:
  %v50 = add nsw i64 %i7, 1
  store i64 %v50, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
