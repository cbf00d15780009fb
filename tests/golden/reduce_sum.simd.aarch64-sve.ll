@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.reduce_sum"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <vscale x 4 x float>, align 64
  %c.addr.10 = alloca i64, align 64
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
  store i64 0, ptr %c.addr.10
  %v11 = call i64 @llvm.vscale.i64()
  %v12 = mul i64 %v11, 4
  br label %cond13
cond13:
  %i16 = load i64, ptr %c.addr.10
  %v17 = icmp slt i64 %i16, %size.C
  br i1 %v17, label %body14, label %exit15
body14:
  %mask18 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i16, i64 %size.C)
  %v19 = mul i64 %i7, %size.C
  %v20 = add i64 %v19, %i16
  %p21 = getelementptr float, ptr %buf.x, i64 %v20
  %ld22 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p21, <vscale x 4 x i1> %mask18, <vscale x 4 x float> zeroinitializer)
  %old23 = load <vscale x 4 x float>, ptr %acc9
  %v24 = fadd <vscale x 4 x float> %old23, %ld22
  %v25 = select <vscale x 4 x i1> %mask18, <vscale x 4 x float> %v24, <vscale x 4 x float> %old23
  store <vscale x 4 x float> %v25, ptr %acc9
  %v26 = add nsw i64 %i16, %v12
  store i64 %v26, ptr %c.addr.10
  br label %cond13
exit15:
  %red27 = load <vscale x 4 x float>, ptr %acc9
  %v28 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red27)
  %p29 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v28, ptr %p29, align 4
  %v30 = add nsw i64 %i7, 1
  store i64 %v30, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
