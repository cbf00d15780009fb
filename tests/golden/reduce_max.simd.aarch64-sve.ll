@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.vector.reduce.fmaximum.nxv4f32(<vscale x 4 x float>)
declare i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.reduce_max"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <vscale x 4 x float>, align 64
  %nan10 = alloca <vscale x 4 x i1>, align 64
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
  store <vscale x 4 x float> splat (float 0xFFF0000000000000), ptr %acc9
  store <vscale x 4 x i1> zeroinitializer, ptr %nan10
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
  %v25 = fcmp ogt <vscale x 4 x float> %ld23, %old24
  %v26 = select <vscale x 4 x i1> %v25, <vscale x 4 x float> %ld23, <vscale x 4 x float> %old24
  %v27 = fcmp uno <vscale x 4 x float> %ld23, %ld23
  %v28 = and <vscale x 4 x i1> %v27, %mask19
  %v29 = load <vscale x 4 x i1>, ptr %nan10
  %v30 = or <vscale x 4 x i1> %v29, %v28
  store <vscale x 4 x i1> %v30, ptr %nan10
  %v31 = select <vscale x 4 x i1> %mask19, <vscale x 4 x float> %v26, <vscale x 4 x float> %old24
  store <vscale x 4 x float> %v31, ptr %acc9
  %v32 = add nsw i64 %i17, %v13
  store i64 %v32, ptr %c.addr.11
  br label %cond14
exit16:
  %red33 = load <vscale x 4 x float>, ptr %acc9
  %v34 = call float @llvm.vector.reduce.fmaximum.nxv4f32(<vscale x 4 x float> %red33)
  %v35 = load <vscale x 4 x i1>, ptr %nan10
  %v36 = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %v35)
  %v37 = select i1 %v36, float 0x7FF8000000000000, float %v34
  %p38 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v37, ptr %p38, align 4
  %v39 = add nsw i64 %i7, 1
  store i64 %v39, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
