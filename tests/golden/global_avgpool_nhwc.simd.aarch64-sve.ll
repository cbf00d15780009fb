@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.global_avgpool_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %acc18 = alloca <vscale x 4 x float>, align 64
  %h.addr.19 = alloca i64, align 64
  %w.addr.25 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %c.addr.9
  %v10 = call i64 @llvm.vscale.i64()
  %v11 = mul i64 %v10, 4
  br label %cond12
cond12:
  %i15 = load i64, ptr %c.addr.9
  %v16 = icmp slt i64 %i15, %size.C
  br i1 %v16, label %body13, label %exit14
body13:
  %mask17 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i15, i64 %size.C)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc18
  store i64 0, ptr %h.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %h.addr.19
  %v24 = icmp slt i64 %i23, %size.H
  br i1 %v24, label %body21, label %exit22
body21:
  store i64 0, ptr %w.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %w.addr.25
  %v30 = icmp slt i64 %i29, %size.W
  br i1 %v30, label %body27, label %exit28
body27:
  %v31 = mul i64 %i7, %size.H
  %v32 = add i64 %v31, %i23
  %v33 = mul i64 %v32, %size.W
  %v34 = add i64 %v33, %i29
  %v35 = mul i64 %v34, %size.C
  %v36 = add i64 %v35, %i15
  %p37 = getelementptr float, ptr %buf.x, i64 %v36
  %ld38 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p37, <vscale x 4 x i1> %mask17, <vscale x 4 x float> zeroinitializer)
  %old39 = load <vscale x 4 x float>, ptr %acc18
  %v40 = fadd <vscale x 4 x float> %old39, %ld38
  %v41 = select <vscale x 4 x i1> %mask17, <vscale x 4 x float> %v40, <vscale x 4 x float> %old39
  store <vscale x 4 x float> %v41, ptr %acc18
  %v42 = add nsw i64 %i29, 1
  store i64 %v42, ptr %w.addr.25
  br label %cond26
exit28:
  %v43 = add nsw i64 %i23, 1
  store i64 %v43, ptr %h.addr.19
  br label %cond20
exit22:
  %red44 = load <vscale x 4 x float>, ptr %acc18
  %v45 = mul i64 %size.H, %size.W
  %v46 = sitofp i64 %v45 to float
  %ins47 = insertelement <vscale x 4 x float> poison, float %v46, i64 0
  %splat48 = shufflevector <vscale x 4 x float> %ins47, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v49 = fdiv <vscale x 4 x float> %red44, %splat48
  %v50 = mul i64 %i7, %size.C
  %v51 = add i64 %v50, %i15
  %p52 = getelementptr float, ptr %buf.y, i64 %v51
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v49, ptr align 4 %p52, <vscale x 4 x i1> %mask17)
  %v53 = add nsw i64 %i15, %v11
  store i64 %v53, ptr %c.addr.9
  br label %cond12
exit14:
  %v54 = add nsw i64 %i7, 1
  store i64 %v54, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
