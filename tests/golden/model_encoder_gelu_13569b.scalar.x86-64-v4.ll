@jr.zero = internal constant float 0.0, align 4

declare double @erf(double)

define void @"jr.op.gelu"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v11 = fmul float 0x3FE0000000000000, %ld10
  %v12 = fmul float %ld10, 0x3FE6A09E60000000
  %v13 = fpext float %v12 to double
  %v14 = call double @erf(double %v13)
  %v15 = fptrunc double %v14 to float
  %v16 = fadd float 0x3FF0000000000000, %v15
  %v17 = fmul float %v11, %v16
  %p18 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v17, ptr %p18, align 4
  %v19 = add nsw i64 %i7, 1
  store i64 %v19, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
