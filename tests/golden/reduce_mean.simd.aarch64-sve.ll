@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.reduce_mean"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <vscale x 4 x float>, align 64
  %cnt10 = alloca <vscale x 4 x float>, align 64
  %c.addr.11 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc9
  store <vscale x 4 x float> zeroinitializer, ptr %cnt10
  store i64 0, ptr %c.addr.11
  %v12 = call i64 @llvm.vscale.i64()
  %v13 = mul i64 %v12, 4
  br label %cond14
cond14:
  %i17 = load i64, ptr %c.addr.11
  %v18 = icmp slt i64 %i17, %size.C
  br i1 %v18, label %body15, label %exit16
body15:
  %mask19 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i17, i64 %size.C)
  %v20 = mul i64 %i7, %size.C
  %v21 = add i64 %v20, %i17
  %p22 = getelementptr float, ptr %buf.x, i64 %v21
  %ld23 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p22, <vscale x 4 x i1> %mask19, <vscale x 4 x float> zeroinitializer)
  %old24 = load <vscale x 4 x float>, ptr %acc9
  %v25 = fadd <vscale x 4 x float> %old24, %ld23
  %v26 = select <vscale x 4 x i1> %mask19, <vscale x 4 x float> %v25, <vscale x 4 x float> %old24
  store <vscale x 4 x float> %v26, ptr %acc9
  %c27 = load <vscale x 4 x float>, ptr %cnt10
  %v28 = select <vscale x 4 x i1> %mask19, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v29 = fadd <vscale x 4 x float> %c27, %v28
  store <vscale x 4 x float> %v29, ptr %cnt10
  %v30 = add nsw i64 %i17, %v13
  store i64 %v30, ptr %c.addr.11
  br label %cond14
exit16:
  %red31 = load <vscale x 4 x float>, ptr %acc9
  %v32 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red31)
  %red33 = load <vscale x 4 x float>, ptr %cnt10
  %v34 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red33)
  %v35 = fdiv float %v32, %v34
  %p36 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v35, ptr %p36, align 4
  %v37 = add nsw i64 %i7, 1
  store i64 %v37, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
