@jr.zero = internal constant float 0.0, align 4

declare double @llvm.sqrt.f64(double)

define void @"jr.op.layernorm"(ptr noalias %buf.x, ptr noalias %buf.gamma, ptr noalias %buf.beta, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca float, align 64
  %d.addr.10 = alloca i64, align 64
  %acc26 = alloca float, align 64
  %d.addr.27 = alloca i64, align 64
  %d.addr.45 = alloca i64, align 64
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
  store float 0x0000000000000000, ptr %acc26
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
  %v37 = fsub float %ld36, %v25
  %v38 = fmul float %v37, %v37
  %old39 = load float, ptr %acc26
  %v40 = fadd float %old39, %v38
  store float %v40, ptr %acc26
  %v41 = add nsw i64 %i31, 1
  store i64 %v41, ptr %d.addr.27
  br label %cond28
exit30:
  %red42 = load float, ptr %acc26
  %v43 = sitofp i64 %size.D to float
  %v44 = fdiv float %red42, %v43
  store i64 0, ptr %d.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %d.addr.45
  %v50 = icmp slt i64 %i49, %size.D
  br i1 %v50, label %body47, label %exit48
body47:
  %v51 = mul i64 %i7, %size.D
  %v52 = add i64 %v51, %i49
  %p53 = getelementptr float, ptr %buf.x, i64 %v52
  %ld54 = load float, ptr %p53, align 4
  %v55 = fsub float %ld54, %v25
  %v56 = fadd float %v44, 0x3EE4F8B580000000
  %v57 = fpext float %v56 to double
  %v58 = call double @llvm.sqrt.f64(double %v57)
  %v59 = fdiv double 1.0, %v58
  %v60 = fptrunc double %v59 to float
  %v61 = fmul float %v55, %v60
  %p62 = getelementptr float, ptr %buf.gamma, i64 %i49
  %ld63 = load float, ptr %p62, align 4
  %v64 = fmul float %v61, %ld63
  %p65 = getelementptr float, ptr %buf.beta, i64 %i49
  %ld66 = load float, ptr %p65, align 4
  %v67 = fadd float %v64, %ld66
  %v68 = mul i64 %i7, %size.D
  %v69 = add i64 %v68, %i49
  %p70 = getelementptr float, ptr %buf.y, i64 %v69
  store float %v67, ptr %p70, align 4
  %v71 = add nsw i64 %i49, 1
  store i64 %v71, ptr %d.addr.45
  br label %cond46
exit48:
  %v72 = add nsw i64 %i7, 1
  store i64 %v72, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
