@jr.zero = internal constant float 0.0, align 4

declare double @exp(double)

define void @"jr.op.gelu_tanh"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %p9 = getelementptr float, ptr %buf.x, i64 %i7
  %ld10 = load float, ptr %p9, align 4
  %v11 = fmul float %ld10, %ld10
  %v12 = fmul float %ld10, %v11
  %v13 = fmul float 0x3FA6E4E260000000, %v12
  %v14 = fadd float %ld10, %v13
  %v15 = fmul float 0x3FF9884540000000, %v14
  %v16 = fpext float %v15 to double
  %v17 = fneg double %v16
  %v18 = call double @exp(double %v17)
  %v19 = fadd double 1.0, %v18
  %v20 = fdiv double 1.0, %v19
  %v21 = fptrunc double %v20 to float
  %v22 = fmul float %ld10, %v21
  %p23 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v22, ptr %p23, align 4
  %v24 = add nsw i64 %i7, 1
  store i64 %v24, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
