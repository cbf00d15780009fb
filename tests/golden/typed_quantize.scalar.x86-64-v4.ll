@jr.zero = internal constant float 0.0, align 4

declare float @llvm.copysign.f32(float, float)
declare float @llvm.fabs.f32(float)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)

define void @"jr.op.quantize"(ptr noalias %buf.x, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v11 = fdiv float %ld10, 0x3FA99999A0000000
  %v12 = fadd float %v11, 0x4060000000000000
  %v13 = call float @llvm.fabs.f32(float %v12)
  %v14 = fadd float %v13, 0x4160000000000000
  %v15 = fsub float %v14, 0x4160000000000000
  %v16 = call float @llvm.copysign.f32(float %v15, float %v12)
  %v17 = fcmp olt float %v13, 0x4160000000000000
  %v18 = select i1 %v17, float %v16, float %v12
  %v19 = fcmp uno float %v12, %v12
  %v20 = select i1 %v19, float 0x0000000000000000, float %v18
  %v21 = fcmp olt float %v20, 0xC1E0000000000000
  %v22 = select i1 %v21, float 0xC1E0000000000000, float %v20
  %v23 = fcmp oge float %v22, 0x41E0000000000000
  %v24 = select i1 %v23, float 0x0000000000000000, float %v22
  %v25 = fptosi float %v24 to i32
  %v26 = select i1 %v23, i32 2147483647, i32 %v25
  %v27 = call i32 @llvm.smin.i32(i32 %v26, i32 255)
  %v28 = call i32 @llvm.smax.i32(i32 %v27, i32 0)
  %v29 = trunc i32 %v28 to i8
  %p30 = getelementptr i8, ptr %buf.q, i64 %i7
  store i8 %v29, ptr %p30, align 1
  %v31 = add nsw i64 %i7, 1
  store i64 %v31, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
