@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.sqrt.f32(float)
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.rmsnorm"(ptr noalias %buf.x, ptr noalias %buf.gamma, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <vscale x 4 x float>, align 64
  %cnt10 = alloca <vscale x 4 x float>, align 64
  %d.addr.11 = alloca i64, align 64
  %d.addr.37 = alloca i64, align 64
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
  store i64 0, ptr %d.addr.11
  %v12 = call i64 @llvm.vscale.i64()
  %v13 = mul i64 %v12, 4
  br label %cond14
cond14:
  %i17 = load i64, ptr %d.addr.11
  %v18 = icmp slt i64 %i17, %size.D
  br i1 %v18, label %body15, label %exit16
body15:
  %mask19 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i17, i64 %size.D)
  %v20 = mul i64 %i7, %size.D
  %v21 = add i64 %v20, %i17
  %p22 = getelementptr float, ptr %buf.x, i64 %v21
  %ld23 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p22, <vscale x 4 x i1> %mask19, <vscale x 4 x float> zeroinitializer)
  %v24 = fmul contract <vscale x 4 x float> %ld23, %ld23
  %old25 = load <vscale x 4 x float>, ptr %acc9
  %v26 = fadd <vscale x 4 x float> %old25, %v24
  %v27 = select <vscale x 4 x i1> %mask19, <vscale x 4 x float> %v26, <vscale x 4 x float> %old25
  store <vscale x 4 x float> %v27, ptr %acc9
  %c28 = load <vscale x 4 x float>, ptr %cnt10
  %v29 = select <vscale x 4 x i1> %mask19, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v30 = fadd <vscale x 4 x float> %c28, %v29
  store <vscale x 4 x float> %v30, ptr %cnt10
  %v31 = add nsw i64 %i17, %v13
  store i64 %v31, ptr %d.addr.11
  br label %cond14
exit16:
  %red32 = load <vscale x 4 x float>, ptr %acc9
  %v33 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red32)
  %red34 = load <vscale x 4 x float>, ptr %cnt10
  %v35 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red34)
  %v36 = fdiv float %v33, %v35
  store i64 0, ptr %d.addr.37
  %v38 = call i64 @llvm.vscale.i64()
  %v39 = mul i64 %v38, 4
  br label %cond40
cond40:
  %i43 = load i64, ptr %d.addr.37
  %v44 = icmp slt i64 %i43, %size.D
  br i1 %v44, label %body41, label %exit42
body41:
  %mask45 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i43, i64 %size.D)
  %v46 = mul i64 %i7, %size.D
  %v47 = add i64 %v46, %i43
  %p48 = getelementptr float, ptr %buf.x, i64 %v47
  %ld49 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p48, <vscale x 4 x i1> %mask45, <vscale x 4 x float> zeroinitializer)
  %v50 = fadd contract float %v36, 0x3EE4F8B580000000
  %v51 = call float @llvm.sqrt.f32(float %v50)
  %v52 = fdiv float 0x3FF0000000000000, %v51
  %ins53 = insertelement <vscale x 4 x float> poison, float %v52, i64 0
  %splat54 = shufflevector <vscale x 4 x float> %ins53, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v55 = fmul contract <vscale x 4 x float> %ld49, %splat54
  %p56 = getelementptr float, ptr %buf.gamma, i64 %i43
  %ld57 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p56, <vscale x 4 x i1> %mask45, <vscale x 4 x float> zeroinitializer)
  %v58 = fmul contract <vscale x 4 x float> %v55, %ld57
  %v59 = mul i64 %i7, %size.D
  %v60 = add i64 %v59, %i43
  %p61 = getelementptr float, ptr %buf.y, i64 %v60
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v58, ptr align 4 %p61, <vscale x 4 x i1> %mask45)
  %v62 = add nsw i64 %i43, %v39
  store i64 %v62, ptr %d.addr.37
  br label %cond40
exit42:
  %v63 = add nsw i64 %i7, 1
  store i64 %v63, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
