@jr.zero = internal constant float 0.0, align 4

declare double @exp(double)
declare double @log(double)
declare float @llvm.fabs.f32(float)
declare float @llvm.maximum.f32(float, float)

define void @"jr.op.softplus"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v11 = call float @llvm.fabs.f32(float %ld10)
  %v12 = fneg float %v11
  %v13 = fpext float %v12 to double
  %v14 = call double @exp(double %v13)
  %v15 = fptrunc double %v14 to float
  %v16 = fadd float 0x3FF0000000000000, %v15
  %v17 = call float @llvm.maximum.f32(float %ld10, float 0x0000000000000000)
  %v18 = fcmp oeq float %v16, 0x3FF0000000000000
  %v19 = fpext float %v16 to double
  %v20 = call double @log(double %v19)
  %v21 = fptrunc double %v20 to float
  %v22 = fmul float %v21, %v15
  %v23 = fsub float %v16, 0x3FF0000000000000
  %v24 = fdiv float %v22, %v23
  %v25 = select i1 %v18, float %v15, float %v24
  %v26 = fadd float %v17, %v25
  %p27 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v26, ptr %p27, align 4
  %v28 = add nsw i64 %i7, 1
  store i64 %v28, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
