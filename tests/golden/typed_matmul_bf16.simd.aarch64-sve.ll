@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x i16> @llvm.masked.load.nxv4i16.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x i16>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.matmul_bf16"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.N, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %m.addr.1 = alloca i64, align 64
  %n.addr.9 = alloca i64, align 64
  %acc18 = alloca <vscale x 4 x float>, align 64
  %k.addr.19 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.M
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.M
  store i64 %range.lo, ptr %m.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %m.addr.1
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
  %v25 = mul i64 %i7, %size.K
  %v26 = add i64 %v25, %i23
  %p27 = getelementptr i16, ptr %buf.a, i64 %v26
  %ld28 = load i16, ptr %p27, align 2
  %v29 = zext i16 %ld28 to i32
  %v30 = shl i32 %v29, 16
  %v31 = bitcast i32 %v30 to float
  %v32 = mul i64 %i23, %size.N
  %v33 = add i64 %v32, %i15
  %p34 = getelementptr i16, ptr %buf.b, i64 %v33
  %ld35 = call <vscale x 4 x i16> @llvm.masked.load.nxv4i16.p0(ptr align 2 %p34, <vscale x 4 x i1> %mask17, <vscale x 4 x i16> zeroinitializer)
  %v36 = zext <vscale x 4 x i16> %ld35 to <vscale x 4 x i32>
  %v37 = shl <vscale x 4 x i32> %v36, splat (i32 16)
  %v38 = bitcast <vscale x 4 x i32> %v37 to <vscale x 4 x float>
  %ins39 = insertelement <vscale x 4 x float> poison, float %v31, i64 0
  %splat40 = shufflevector <vscale x 4 x float> %ins39, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v41 = fmul contract <vscale x 4 x float> %splat40, %v38
  %old42 = load <vscale x 4 x float>, ptr %acc18
  %v43 = fadd <vscale x 4 x float> %old42, %v41
  %v44 = select <vscale x 4 x i1> %mask17, <vscale x 4 x float> %v43, <vscale x 4 x float> %old42
  store <vscale x 4 x float> %v44, ptr %acc18
  %v45 = add nsw i64 %i23, 1
  store i64 %v45, ptr %k.addr.19
  br label %cond20
exit22:
  %red46 = load <vscale x 4 x float>, ptr %acc18
  %v47 = mul i64 %i7, %size.N
  %v48 = add i64 %v47, %i15
  %p49 = getelementptr float, ptr %buf.c, i64 %v48
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red46, ptr align 4 %p49, <vscale x 4 x i1> %mask17)
  %v50 = add nsw i64 %i15, %v11
  store i64 %v50, ptr %n.addr.9
  br label %cond12
exit14:
  %v51 = add nsw i64 %i7, 1
  store i64 %v51, ptr %m.addr.1
  br label %cond4
exit6:
  ret void
}
