@jr.zero = internal constant float 0.0, align 4

declare double @exp(double)
declare double @log(double)

define void @"jr.op.elu"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v11 = fpext float %ld10 to double
  %v12 = call double @exp(double %v11)
  %v13 = fptrunc double %v12 to float
  %v14 = fcmp oeq float %v13, 0x3FF0000000000000
  %v15 = fcmp olt float %ld10, 0xC034000000000000
  %v16 = fsub float %v13, 0x3FF0000000000000
  %v17 = fmul float %v16, %ld10
  %v18 = fpext float %v13 to double
  %v19 = call double @log(double %v18)
  %v20 = fptrunc double %v19 to float
  %v21 = fdiv float %v17, %v20
  %v22 = select i1 %v15, float 0xBFF0000000000000, float %v21
  %v23 = select i1 %v14, float %ld10, float %v22
  %v24 = fcmp ogt float %ld10, 0x0000000000000000
  %v25 = fmul float 0x3FF0000000000000, %v23
  %v26 = select i1 %v24, float %ld10, float %v25
  %p27 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v26, ptr %p27, align 4
  %v28 = add nsw i64 %i7, 1
  store i64 %v28, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
