@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimum.f32(float, float)

define void @"jr.op.clip_bounds"(ptr noalias %buf.x, ptr noalias %buf.lo, ptr noalias %buf.hi, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %p11 = getelementptr float, ptr %buf.lo, i64 0
  %ld12 = load float, ptr %p11, align 4
  %v13 = call float @llvm.maximum.f32(float %ld10, float %ld12)
  %p14 = getelementptr float, ptr %buf.hi, i64 0
  %ld15 = load float, ptr %p14, align 4
  %v16 = call float @llvm.minimum.f32(float %v13, float %ld15)
  %p17 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v16, ptr %p17, align 4
  %v18 = add nsw i64 %i7, 1
  store i64 %v18, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
