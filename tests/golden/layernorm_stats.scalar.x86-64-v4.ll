@jr.zero = internal constant float 0.0, align 4

declare double @llvm.sqrt.f64(double)

define void @"jr.op.layernorm_stats"(ptr noalias %buf.x, ptr noalias %buf.gamma, ptr noalias %buf.beta, ptr noalias %buf.y, ptr noalias %buf.mu, ptr noalias %buf.rstd, ptr noalias %scratch, i64 %size.D, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca float, align 64
  %d.addr.10 = alloca i64, align 64
  %acc27 = alloca float, align 64
  %d.addr.28 = alloca i64, align 64
  %d.addr.54 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store float 0x0000000000000000, ptr %acc9
  store i64 0, ptr %d.addr.10
  br label %cond11
cond11:
  %i14 = load i64, ptr %d.addr.10
  %v15 = icmp slt i64 %i14, %size.D
  br i1 %v15, label %body12, label %exit13
body12:
  %v16 = mul i64 %i7, %size.D
  %v17 = add i64 %v16, %i14
  %p18 = getelementptr float, ptr %buf.x, i64 %v17
  %ld19 = load float, ptr %p18, align 4
  %old20 = load float, ptr %acc9
  %v21 = fadd float %old20, %ld19
  store float %v21, ptr %acc9
  %v22 = add nsw i64 %i14, 1
  store i64 %v22, ptr %d.addr.10
  br label %cond11
exit13:
  %red23 = load float, ptr %acc9
  %v24 = sitofp i64 %size.D to float
  %v25 = fdiv float %red23, %v24
  %p26 = getelementptr float, ptr %buf.mu, i64 %i7
  store float %v25, ptr %p26, align 4
  store float 0x0000000000000000, ptr %acc27
  store i64 0, ptr %d.addr.28
  br label %cond29
cond29:
  %i32 = load i64, ptr %d.addr.28
  %v33 = icmp slt i64 %i32, %size.D
  br i1 %v33, label %body30, label %exit31
body30:
  %v34 = mul i64 %i7, %size.D
  %v35 = add i64 %v34, %i32
  %p36 = getelementptr float, ptr %buf.x, i64 %v35
  %ld37 = load float, ptr %p36, align 4
  %p38 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld39 = load float, ptr %p38, align 4
  %v40 = fsub float %ld37, %ld39
  %v41 = fmul float %v40, %v40
  %old42 = load float, ptr %acc27
  %v43 = fadd float %old42, %v41
  store float %v43, ptr %acc27
  %v44 = add nsw i64 %i32, 1
  store i64 %v44, ptr %d.addr.28
  br label %cond29
exit31:
  %red45 = load float, ptr %acc27
  %v46 = sitofp i64 %size.D to float
  %v47 = fdiv float %red45, %v46
  %v48 = fadd float %v47, 0x3EE4F8B580000000
  %v49 = fpext float %v48 to double
  %v50 = call double @llvm.sqrt.f64(double %v49)
  %v51 = fdiv double 1.0, %v50
  %v52 = fptrunc double %v51 to float
  %p53 = getelementptr float, ptr %buf.rstd, i64 %i7
  store float %v52, ptr %p53, align 4
  store i64 0, ptr %d.addr.54
  br label %cond55
cond55:
  %i58 = load i64, ptr %d.addr.54
  %v59 = icmp slt i64 %i58, %size.D
  br i1 %v59, label %body56, label %exit57
body56:
  %v60 = mul i64 %i7, %size.D
  %v61 = add i64 %v60, %i58
  %p62 = getelementptr float, ptr %buf.x, i64 %v61
  %ld63 = load float, ptr %p62, align 4
  %p64 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld65 = load float, ptr %p64, align 4
  %v66 = fsub float %ld63, %ld65
  %p67 = getelementptr float, ptr %buf.rstd, i64 %i7
  %ld68 = load float, ptr %p67, align 4
  %v69 = fmul float %v66, %ld68
  %p70 = getelementptr float, ptr %buf.gamma, i64 %i58
  %ld71 = load float, ptr %p70, align 4
  %v72 = fmul float %v69, %ld71
  %p73 = getelementptr float, ptr %buf.beta, i64 %i58
  %ld74 = load float, ptr %p73, align 4
  %v75 = fadd float %v72, %ld74
  %v76 = mul i64 %i7, %size.D
  %v77 = add i64 %v76, %i58
  %p78 = getelementptr float, ptr %buf.y, i64 %v77
  store float %v75, ptr %p78, align 4
  %v79 = add nsw i64 %i58, 1
  store i64 %v79, ptr %d.addr.54
  br label %cond55
exit57:
  %v80 = add nsw i64 %i7, 1
  store i64 %v80, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
