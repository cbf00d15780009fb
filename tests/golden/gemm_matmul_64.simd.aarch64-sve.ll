@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.matmul"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.N, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %m.addr.9 = alloca i64, align 64
  %n.addr.15 = alloca i64, align 64
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
  store i64 0, ptr %m.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %m.addr.9
  %v14 = icmp slt i64 %i13, %size.M
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %n.addr.15
  %v16 = call i64 @llvm.vscale.i64()
  %v17 = mul i64 %v16, 4
  br label %cond18
cond18:
  %i21 = load i64, ptr %n.addr.15
  %v22 = icmp slt i64 %i21, %size.N
  br i1 %v22, label %body19, label %exit20
body19:
  %mask23 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i21, i64 %size.N)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc24
  store i64 0, ptr %k.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %k.addr.25
  %v30 = icmp slt i64 %i29, %size.K
  br i1 %v30, label %body27, label %exit28
body27:
  %v31 = mul i64 %i13, %size.K
  %v32 = add i64 %v31, %i29
  %p33 = getelementptr float, ptr %buf.a, i64 %v32
  %ld34 = load float, ptr %p33, align 4
  %v35 = mul i64 %i29, %size.N
  %v36 = add i64 %v35, %i21
  %p37 = getelementptr float, ptr %buf.b, i64 %v36
  %ld38 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p37, <vscale x 4 x i1> %mask23, <vscale x 4 x float> zeroinitializer)
  %ins39 = insertelement <vscale x 4 x float> poison, float %ld34, i64 0
  %splat40 = shufflevector <vscale x 4 x float> %ins39, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v41 = fmul contract <vscale x 4 x float> %splat40, %ld38
  %old42 = load <vscale x 4 x float>, ptr %acc24
  %v43 = fadd <vscale x 4 x float> %old42, %v41
  %v44 = select <vscale x 4 x i1> %mask23, <vscale x 4 x float> %v43, <vscale x 4 x float> %old42
  store <vscale x 4 x float> %v44, ptr %acc24
  %v45 = add nsw i64 %i29, 1
  store i64 %v45, ptr %k.addr.25
  br label %cond26
exit28:
  %red46 = load <vscale x 4 x float>, ptr %acc24
  %v47 = mul i64 %i7, %size.M
  %v48 = add i64 %v47, %i13
  %v49 = mul i64 %v48, %size.N
  %v50 = add i64 %v49, %i21
  %p51 = getelementptr float, ptr %buf.c, i64 %v50
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red46, ptr align 4 %p51, <vscale x 4 x i1> %mask23)
  %v52 = add nsw i64 %i21, %v17
  store i64 %v52, ptr %n.addr.15
  br label %cond18
exit20:
  %v53 = add nsw i64 %i13, 1
  store i64 %v53, ptr %m.addr.9
  br label %cond10
exit12:
  %v54 = add nsw i64 %i7, 1
  store i64 %v54, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
