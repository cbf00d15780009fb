@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.gather_axis"(ptr noalias %buf.x, ptr noalias %buf.idx, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.K, i64 %size.I, i64 %size.J, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %j.addr.9 = alloca i64, align 64
  %i.addr.15 = alloca i64, align 64
  %acc24 = alloca <vscale x 4 x float>, align 64
  %k.addr.25 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %j.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %j.addr.9
  %v14 = icmp slt i64 %i13, %size.J
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %i.addr.15
  %v16 = call i64 @llvm.vscale.i64()
  %v17 = mul i64 %v16, 4
  br label %cond18
cond18:
  %i21 = load i64, ptr %i.addr.15
  %v22 = icmp slt i64 %i21, %size.I
  br i1 %v22, label %body19, label %exit20
body19:
  %mask23 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i21, i64 %size.I)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc24
  store i64 0, ptr %k.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %k.addr.25
  %v30 = icmp slt i64 %i29, %size.K
  br i1 %v30, label %body27, label %exit28
body27:
  %p31 = getelementptr float, ptr %buf.idx, i64 %i13
  %ld32 = load float, ptr %p31, align 4
  %v33 = sitofp i64 %i29 to float
  %v34 = fcmp oeq float %ld32, %v33
  %v35 = mul i64 %i7, %size.K
  %v36 = add i64 %v35, %i29
  %v37 = mul i64 %v36, %size.I
  %v38 = add i64 %v37, %i21
  %p39 = getelementptr float, ptr %buf.x, i64 %v38
  %ld40 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p39, <vscale x 4 x i1> %mask23, <vscale x 4 x float> zeroinitializer)
  %ins41 = insertelement <vscale x 4 x i1> poison, i1 %v34, i64 0
  %splat42 = shufflevector <vscale x 4 x i1> %ins41, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v43 = select <vscale x 4 x i1> %splat42, <vscale x 4 x float> %ld40, <vscale x 4 x float> splat (float 0x0000000000000000)
  %old44 = load <vscale x 4 x float>, ptr %acc24
  %v45 = fadd <vscale x 4 x float> %old44, %v43
  %v46 = select <vscale x 4 x i1> %mask23, <vscale x 4 x float> %v45, <vscale x 4 x float> %old44
  store <vscale x 4 x float> %v46, ptr %acc24
  %v47 = add nsw i64 %i29, 1
  store i64 %v47, ptr %k.addr.25
  br label %cond26
exit28:
  %red48 = load <vscale x 4 x float>, ptr %acc24
  %v49 = mul i64 %i7, %size.J
  %v50 = add i64 %v49, %i13
  %v51 = mul i64 %v50, %size.I
  %v52 = add i64 %v51, %i21
  %p53 = getelementptr float, ptr %buf.y, i64 %v52
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red48, ptr align 4 %p53, <vscale x 4 x i1> %mask23)
  %v54 = add nsw i64 %i21, %v17
  store i64 %v54, ptr %i.addr.15
  br label %cond18
exit20:
  %v55 = add nsw i64 %i13, 1
  store i64 %v55, ptr %j.addr.9
  br label %cond10
exit12:
  %v56 = add nsw i64 %i7, 1
  store i64 %v56, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
