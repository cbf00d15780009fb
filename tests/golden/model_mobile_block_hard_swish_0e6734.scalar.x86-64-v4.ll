@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimum.f32(float, float)

define void @"jr.op.hard_swish"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v11 = fdiv float %ld10, 0x4018000000000000
  %v12 = fadd float %v11, 0x3FE0000000000000
  %v13 = call float @llvm.minimum.f32(float 0x3FF0000000000000, float %v12)
  %v14 = call float @llvm.maximum.f32(float 0x0000000000000000, float %v13)
  %v15 = fmul float %ld10, %v14
  %p16 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v15, ptr %p16, align 4
  %v17 = add nsw i64 %i7, 1
  store i64 %v17, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
