@jr.zero = internal constant float 0.0, align 4

declare double @llvm.sqrt.f64(double)

define void @"jr.op.batchnorm"(ptr noalias %buf.x, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.input_mean, ptr noalias %buf.input_var, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %h.addr.15 = alloca i64, align 64
  %w.addr.21 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %c.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %c.addr.9
  %v14 = icmp slt i64 %i13, %size.C
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %h.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %h.addr.15
  %v20 = icmp slt i64 %i19, %size.H
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %w.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %w.addr.21
  %v26 = icmp slt i64 %i25, %size.W
  br i1 %v26, label %body23, label %exit24
body23:
  %v27 = mul i64 %i7, %size.C
  %v28 = add i64 %v27, %i13
  %v29 = mul i64 %v28, %size.H
  %v30 = add i64 %v29, %i19
  %v31 = mul i64 %v30, %size.W
  %v32 = add i64 %v31, %i25
  %p33 = getelementptr float, ptr %buf.x, i64 %v32
  %ld34 = load float, ptr %p33, align 4
  %p35 = getelementptr float, ptr %buf.input_mean, i64 %i13
  %ld36 = load float, ptr %p35, align 4
  %v37 = fsub float %ld34, %ld36
  %p38 = getelementptr float, ptr %buf.input_var, i64 %i13
  %ld39 = load float, ptr %p38, align 4
  %v40 = fadd float %ld39, 0x3EE4F8B580000000
  %v41 = fpext float %v40 to double
  %v42 = call double @llvm.sqrt.f64(double %v41)
  %v43 = fdiv double 1.0, %v42
  %v44 = fptrunc double %v43 to float
  %v45 = fmul float %v37, %v44
  %p46 = getelementptr float, ptr %buf.scale, i64 %i13
  %ld47 = load float, ptr %p46, align 4
  %v48 = fmul float %v45, %ld47
  %p49 = getelementptr float, ptr %buf.bias, i64 %i13
  %ld50 = load float, ptr %p49, align 4
  %v51 = fadd float %v48, %ld50
  %v52 = mul i64 %i7, %size.C
  %v53 = add i64 %v52, %i13
  %v54 = mul i64 %v53, %size.H
  %v55 = add i64 %v54, %i19
  %v56 = mul i64 %v55, %size.W
  %v57 = add i64 %v56, %i25
  %p58 = getelementptr float, ptr %buf.y, i64 %v57
  store float %v51, ptr %p58, align 4
  %v59 = add nsw i64 %i25, 1
  store i64 %v59, ptr %w.addr.21
  br label %cond22
exit24:
  %v60 = add nsw i64 %i19, 1
  store i64 %v60, ptr %h.addr.15
  br label %cond16
exit18:
  %v61 = add nsw i64 %i13, 1
  store i64 %v61, ptr %c.addr.9
  br label %cond10
exit12:
  %v62 = add nsw i64 %i7, 1
  store i64 %v62, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
