@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.less_equal"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %v4 = call i64 @llvm.vscale.i64()
  %v5 = mul i64 %v4, 4
  br label %cond6
cond6:
  %i9 = load i64, ptr %_b0.addr.1
  %v10 = icmp slt i64 %i9, %v3
  br i1 %v10, label %body7, label %exit8
body7:
  %mask11 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i9, i64 %v3)
  %p12 = getelementptr float, ptr %buf.a, i64 %i9
  %ld13 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p12, <vscale x 4 x i1> %mask11, <vscale x 4 x float> zeroinitializer)
  %p14 = getelementptr float, ptr %buf.b, i64 %i9
  %ld15 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p14, <vscale x 4 x i1> %mask11, <vscale x 4 x float> zeroinitializer)
  %v16 = fcmp ole <vscale x 4 x float> %ld13, %ld15
  %v17 = select <vscale x 4 x i1> %v16, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> splat (float 0x0000000000000000)
  %p18 = getelementptr float, ptr %buf.y, i64 %i9
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v17, ptr align 4 %p18, <vscale x 4 x i1> %mask11)
  %v19 = add nsw i64 %i9, %v5
  store i64 %v19, ptr %_b0.addr.1
  br label %cond6
exit8:
  ret void
}
