@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i8> @llvm.masked.load.nxv4i8.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x i8>)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4i32.p0(<vscale x 4 x i32>, ptr, <vscale x 4 x i1>)

define void @"jr.op.qmatmul"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.N, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %m.addr.1 = alloca i64, align 64
  %n.addr.9 = alloca i64, align 64
  %acc18 = alloca <vscale x 4 x i32>, align 64
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
  store <vscale x 4 x i32> splat (i32 0), ptr %acc18
  store i64 0, ptr %k.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %k.addr.19
  %v24 = icmp slt i64 %i23, %size.K
  br i1 %v24, label %body21, label %exit22
body21:
  %v25 = mul i64 %i7, %size.K
  %v26 = add i64 %v25, %i23
  %p27 = getelementptr i8, ptr %buf.a, i64 %v26
  %ld28 = load i8, ptr %p27, align 1
  %v29 = zext i8 %ld28 to i32
  %v30 = mul i64 %i23, %size.N
  %v31 = add i64 %v30, %i15
  %p32 = getelementptr i8, ptr %buf.b, i64 %v31
  %ld33 = call <vscale x 4 x i8> @llvm.masked.load.nxv4i8.p0(ptr align 1 %p32, <vscale x 4 x i1> %mask17, <vscale x 4 x i8> zeroinitializer)
  %v34 = sext <vscale x 4 x i8> %ld33 to <vscale x 4 x i32>
  %ins35 = insertelement <vscale x 4 x i32> poison, i32 %v29, i64 0
  %splat36 = shufflevector <vscale x 4 x i32> %ins35, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %v37 = mul <vscale x 4 x i32> %splat36, %v34
  %old38 = load <vscale x 4 x i32>, ptr %acc18
  %v39 = add <vscale x 4 x i32> %old38, %v37
  %v40 = select <vscale x 4 x i1> %mask17, <vscale x 4 x i32> %v39, <vscale x 4 x i32> %old38
  store <vscale x 4 x i32> %v40, ptr %acc18
  %v41 = add nsw i64 %i23, 1
  store i64 %v41, ptr %k.addr.19
  br label %cond20
exit22:
  %red42 = load <vscale x 4 x i32>, ptr %acc18
  %v43 = mul i64 %i7, %size.N
  %v44 = add i64 %v43, %i15
  %p45 = getelementptr i32, ptr %buf.c, i64 %v44
  call void @llvm.masked.store.nxv4i32.p0(<vscale x 4 x i32> %red42, ptr align 4 %p45, <vscale x 4 x i1> %mask17)
  %v46 = add nsw i64 %i15, %v11
  store i64 %v46, ptr %n.addr.9
  br label %cond12
exit14:
  %v47 = add nsw i64 %i7, 1
  store i64 %v47, ptr %m.addr.1
  br label %cond4
exit6:
  ret void
}
