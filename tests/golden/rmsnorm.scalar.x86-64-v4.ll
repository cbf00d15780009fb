@jr.zero = internal constant float 0.0, align 4

declare double @llvm.sqrt.f64(double)

define void @"jr.op.rmsnorm"(ptr noalias %buf.x, ptr noalias %buf.gamma, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca float, align 64
  %d.addr.10 = alloca i64, align 64
  %d.addr.27 = alloca i64, align 64
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
  %v20 = fmul float %ld19, %ld19
  %old21 = load float, ptr %acc9
  %v22 = fadd float %old21, %v20
  store float %v22, ptr %acc9
  %v23 = add nsw i64 %i14, 1
  store i64 %v23, ptr %d.addr.10
  br label %cond11
exit13:
  %red24 = load float, ptr %acc9
  %v25 = sitofp i64 %size.D to float
  %v26 = fdiv float %red24, %v25
  store i64 0, ptr %d.addr.27
  br label %cond28
cond28:
  %i31 = load i64, ptr %d.addr.27
  %v32 = icmp slt i64 %i31, %size.D
  br i1 %v32, label %body29, label %exit30
body29:
  %v33 = mul i64 %i7, %size.D
  %v34 = add i64 %v33, %i31
  %p35 = getelementptr float, ptr %buf.x, i64 %v34
  %ld36 = load float, ptr %p35, align 4
  %v37 = fadd float %v26, 0x3EE4F8B580000000
  %v38 = fpext float %v37 to double
  %v39 = call double @llvm.sqrt.f64(double %v38)
  %v40 = fdiv double 1.0, %v39
  %v41 = fptrunc double %v40 to float
  %v42 = fmul float %ld36, %v41
  %p43 = getelementptr float, ptr %buf.gamma, i64 %i31
  %ld44 = load float, ptr %p43, align 4
  %v45 = fmul float %v42, %ld44
  %v46 = mul i64 %i7, %size.D
  %v47 = add i64 %v46, %i31
  %p48 = getelementptr float, ptr %buf.y, i64 %v47
  store float %v45, ptr %p48, align 4
  %v49 = add nsw i64 %i31, 1
  store i64 %v49, ptr %d.addr.27
  br label %cond28
exit30:
  %v50 = add nsw i64 %i7, 1
  store i64 %v50, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
