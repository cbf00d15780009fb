@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.matmul"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.K, i64 %size.N, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %n.addr.9 = alloca i64, align 64
  %acc18 = alloca <vscale x 4 x float>, align 64
  %k.addr.19 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %n.addr.9
  %v10 = call i64 @llvm.vscale.i64()
  %v11 = mul i64 %v10, 4
  br label %cond12
cond12:
  %i15 = load i64, ptr %n.addr.9
  %v16 = icmp slt i64 %i15, %size.N
  br i1 %v16, label %body13, label %exit14
body13:
  %mask17 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i15, i64 %size.N)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc18
  store i64 0, ptr %k.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %k.addr.19
  %v24 = icmp slt i64 %i23, %size.K
  br i1 %v24, label %body21, label %exit22
body21:
  %p25 = getelementptr float, ptr %buf.a, i64 %i23
  %ld26 = load float, ptr %p25, align 4
  %v27 = mul i64 %i23, %size.N
  %v28 = add i64 %v27, %i15
  %p29 = getelementptr float, ptr %buf.b, i64 %v28
  %ld30 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p29, <vscale x 4 x i1> %mask17, <vscale x 4 x float> zeroinitializer)
  %ins31 = insertelement <vscale x 4 x float> poison, float %ld26, i64 0
  %splat32 = shufflevector <vscale x 4 x float> %ins31, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v33 = fmul contract <vscale x 4 x float> %splat32, %ld30
  %old34 = load <vscale x 4 x float>, ptr %acc18
  %v35 = fadd <vscale x 4 x float> %old34, %v33
  %v36 = select <vscale x 4 x i1> %mask17, <vscale x 4 x float> %v35, <vscale x 4 x float> %old34
  store <vscale x 4 x float> %v36, ptr %acc18
  %v37 = add nsw i64 %i23, 1
  store i64 %v37, ptr %k.addr.19
  br label %cond20
exit22:
  %red38 = load <vscale x 4 x float>, ptr %acc18
  %v39 = mul i64 %i7, %size.N
  %v40 = add i64 %v39, %i15
  %p41 = getelementptr float, ptr %buf.c, i64 %v40
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red38, ptr align 4 %p41, <vscale x 4 x i1> %mask17)
  %v42 = add nsw i64 %i15, %v11
  store i64 %v42, ptr %n.addr.9
  br label %cond12
exit14:
  %v43 = add nsw i64 %i7, 1
  store i64 %v43, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
