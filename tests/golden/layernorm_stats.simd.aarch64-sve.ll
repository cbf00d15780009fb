@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.sqrt.f32(float)
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.layernorm_stats"(ptr noalias %buf.x, ptr noalias %buf.gamma, ptr noalias %buf.beta, ptr noalias %buf.y, ptr noalias %buf.mu, ptr noalias %buf.rstd, ptr noalias %scratch, i64 %size.D, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <vscale x 4 x float>, align 64
  %cnt10 = alloca <vscale x 4 x float>, align 64
  %d.addr.11 = alloca i64, align 64
  %acc37 = alloca <vscale x 4 x float>, align 64
  %cnt38 = alloca <vscale x 4 x float>, align 64
  %d.addr.39 = alloca i64, align 64
  %d.addr.74 = alloca i64, align 64
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
  %old24 = load <vscale x 4 x float>, ptr %acc9
  %v25 = fadd <vscale x 4 x float> %old24, %ld23
  %v26 = select <vscale x 4 x i1> %mask19, <vscale x 4 x float> %v25, <vscale x 4 x float> %old24
  store <vscale x 4 x float> %v26, ptr %acc9
  %c27 = load <vscale x 4 x float>, ptr %cnt10
  %v28 = select <vscale x 4 x i1> %mask19, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v29 = fadd <vscale x 4 x float> %c27, %v28
  store <vscale x 4 x float> %v29, ptr %cnt10
  %v30 = add nsw i64 %i17, %v13
  store i64 %v30, ptr %d.addr.11
  br label %cond14
exit16:
  %red31 = load <vscale x 4 x float>, ptr %acc9
  %v32 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red31)
  %red33 = load <vscale x 4 x float>, ptr %cnt10
  %v34 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red33)
  %v35 = fdiv float %v32, %v34
  %p36 = getelementptr float, ptr %buf.mu, i64 %i7
  store float %v35, ptr %p36, align 4
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc37
  store <vscale x 4 x float> zeroinitializer, ptr %cnt38
  store i64 0, ptr %d.addr.39
  %v40 = call i64 @llvm.vscale.i64()
  %v41 = mul i64 %v40, 4
  br label %cond42
cond42:
  %i45 = load i64, ptr %d.addr.39
  %v46 = icmp slt i64 %i45, %size.D
  br i1 %v46, label %body43, label %exit44
body43:
  %mask47 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i45, i64 %size.D)
  %v48 = mul i64 %i7, %size.D
  %v49 = add i64 %v48, %i45
  %p50 = getelementptr float, ptr %buf.x, i64 %v49
  %ld51 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p50, <vscale x 4 x i1> %mask47, <vscale x 4 x float> zeroinitializer)
  %p52 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld53 = load float, ptr %p52, align 4
  %ins54 = insertelement <vscale x 4 x float> poison, float %ld53, i64 0
  %splat55 = shufflevector <vscale x 4 x float> %ins54, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v56 = fsub contract <vscale x 4 x float> %ld51, %splat55
  %v57 = fmul contract <vscale x 4 x float> %v56, %v56
  %old58 = load <vscale x 4 x float>, ptr %acc37
  %v59 = fadd <vscale x 4 x float> %old58, %v57
  %v60 = select <vscale x 4 x i1> %mask47, <vscale x 4 x float> %v59, <vscale x 4 x float> %old58
  store <vscale x 4 x float> %v60, ptr %acc37
  %c61 = load <vscale x 4 x float>, ptr %cnt38
  %v62 = select <vscale x 4 x i1> %mask47, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v63 = fadd <vscale x 4 x float> %c61, %v62
  store <vscale x 4 x float> %v63, ptr %cnt38
  %v64 = add nsw i64 %i45, %v41
  store i64 %v64, ptr %d.addr.39
  br label %cond42
exit44:
  %red65 = load <vscale x 4 x float>, ptr %acc37
  %v66 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red65)
  %red67 = load <vscale x 4 x float>, ptr %cnt38
  %v68 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red67)
  %v69 = fdiv float %v66, %v68
  %v70 = fadd contract float %v69, 0x3EE4F8B580000000
  %v71 = call float @llvm.sqrt.f32(float %v70)
  %v72 = fdiv float 0x3FF0000000000000, %v71
  %p73 = getelementptr float, ptr %buf.rstd, i64 %i7
  store float %v72, ptr %p73, align 4
  store i64 0, ptr %d.addr.74
  %v75 = call i64 @llvm.vscale.i64()
  %v76 = mul i64 %v75, 4
  br label %cond77
cond77:
  %i80 = load i64, ptr %d.addr.74
  %v81 = icmp slt i64 %i80, %size.D
  br i1 %v81, label %body78, label %exit79
body78:
  %mask82 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i80, i64 %size.D)
  %v83 = mul i64 %i7, %size.D
  %v84 = add i64 %v83, %i80
  %p85 = getelementptr float, ptr %buf.x, i64 %v84
  %ld86 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p85, <vscale x 4 x i1> %mask82, <vscale x 4 x float> zeroinitializer)
  %p87 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld88 = load float, ptr %p87, align 4
  %ins89 = insertelement <vscale x 4 x float> poison, float %ld88, i64 0
  %splat90 = shufflevector <vscale x 4 x float> %ins89, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v91 = fsub contract <vscale x 4 x float> %ld86, %splat90
  %p92 = getelementptr float, ptr %buf.rstd, i64 %i7
  %ld93 = load float, ptr %p92, align 4
  %ins94 = insertelement <vscale x 4 x float> poison, float %ld93, i64 0
  %splat95 = shufflevector <vscale x 4 x float> %ins94, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v96 = fmul contract <vscale x 4 x float> %v91, %splat95
  %p97 = getelementptr float, ptr %buf.gamma, i64 %i80
  %ld98 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p97, <vscale x 4 x i1> %mask82, <vscale x 4 x float> zeroinitializer)
  %v99 = fmul contract <vscale x 4 x float> %v96, %ld98
  %p100 = getelementptr float, ptr %buf.beta, i64 %i80
  %ld101 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p100, <vscale x 4 x i1> %mask82, <vscale x 4 x float> zeroinitializer)
  %v102 = fadd contract <vscale x 4 x float> %v99, %ld101
  %v103 = mul i64 %i7, %size.D
  %v104 = add i64 %v103, %i80
  %p105 = getelementptr float, ptr %buf.y, i64 %v104
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v102, ptr align 4 %p105, <vscale x 4 x i1> %mask82)
  %v106 = add nsw i64 %i80, %v76
  store i64 %v106, ptr %d.addr.74
  br label %cond77
exit79:
  %v107 = add nsw i64 %i7, 1
  store i64 %v107, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
