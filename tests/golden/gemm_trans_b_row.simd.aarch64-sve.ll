@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.gemm"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %acc9 = alloca <vscale x 4 x float>, align 64
  %k.addr.10 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc9
  store i64 0, ptr %k.addr.10
  %v11 = call i64 @llvm.vscale.i64()
  %v12 = mul i64 %v11, 4
  br label %cond13
cond13:
  %i16 = load i64, ptr %k.addr.10
  %v17 = icmp slt i64 %i16, %size.A1
  br i1 %v17, label %body14, label %exit15
body14:
  %mask18 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i16, i64 %size.A1)
  %p19 = getelementptr float, ptr %buf.a, i64 %i16
  %ld20 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p19, <vscale x 4 x i1> %mask18, <vscale x 4 x float> zeroinitializer)
  %ins21 = insertelement <vscale x 4 x i64> poison, i64 %i16, i64 0
  %splat22 = shufflevector <vscale x 4 x i64> %ins21, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step23 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane24 = add <vscale x 4 x i64> %splat22, %step23
  %ins25 = insertelement <vscale x 4 x i64> poison, i64 %size.B1, i64 0
  %splat26 = shufflevector <vscale x 4 x i64> %ins25, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v27 = icmp sge <vscale x 4 x i64> %lane24, zeroinitializer
  %v28 = icmp slt <vscale x 4 x i64> %lane24, %splat26
  %v29 = and <vscale x 4 x i1> %v27, %v28
  %v30 = and <vscale x 4 x i1> %mask18, %v29
  %v31 = mul i64 %i7, %size.B1
  %v32 = add i64 %v31, %i16
  %p33 = getelementptr float, ptr %buf.b, i64 %v32
  %ld34 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p33, <vscale x 4 x i1> %v30, <vscale x 4 x float> zeroinitializer)
  %v35 = fmul contract <vscale x 4 x float> %ld20, %ld34
  %ins36 = insertelement <vscale x 4 x i64> poison, i64 %size.B1, i64 0
  %splat37 = shufflevector <vscale x 4 x i64> %ins36, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v38 = icmp sge <vscale x 4 x i64> %lane24, zeroinitializer
  %v39 = icmp slt <vscale x 4 x i64> %lane24, %splat37
  %v40 = and <vscale x 4 x i1> %v38, %v39
  %v41 = and <vscale x 4 x i1> %mask18, %v40
  %old42 = load <vscale x 4 x float>, ptr %acc9
  %v43 = fadd <vscale x 4 x float> %old42, %v35
  %v44 = select <vscale x 4 x i1> %v41, <vscale x 4 x float> %v43, <vscale x 4 x float> %old42
  store <vscale x 4 x float> %v44, ptr %acc9
  %v45 = add nsw i64 %i16, %v12
  store i64 %v45, ptr %k.addr.10
  br label %cond13
exit15:
  %red46 = load <vscale x 4 x float>, ptr %acc9
  %v47 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red46)
  %v48 = fmul contract float 0x3FF0000000000000, %v47
  %v49 = sdiv i64 %i7, %size.CN
  %v50 = srem i64 %i7, %size.CN
  %v51 = icmp ne i64 %v50, 0
  %v52 = icmp slt i64 %v50, 0
  %v53 = icmp slt i64 %size.CN, 0
  %v54 = xor i1 %v52, %v53
  %v55 = and i1 %v51, %v54
  %v56 = add i64 %v50, %size.CN
  %v57 = select i1 %v55, i64 %v56, i64 %v50
  %v58 = icmp sge i64 %v57, 0
  %v59 = icmp slt i64 %v57, %size.CN
  %v60 = and i1 %v58, %v59
  %v61 = sdiv i64 %i7, %size.CN
  %v62 = srem i64 %i7, %size.CN
  %v63 = icmp ne i64 %v62, 0
  %v64 = icmp slt i64 %v62, 0
  %v65 = icmp slt i64 %size.CN, 0
  %v66 = xor i1 %v64, %v65
  %v67 = and i1 %v63, %v66
  %v68 = add i64 %v62, %size.CN
  %v69 = select i1 %v67, i64 %v68, i64 %v62
  %p70 = getelementptr float, ptr %buf.c, i64 %v69
  %p71 = select i1 %v60, ptr %p70, ptr @jr.zero
  %ld72 = load float, ptr %p71, align 4
  %v73 = fmul contract float 0x3FF0000000000000, %ld72
  %v74 = fadd contract float %v48, %v73
  %p75 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v74, ptr %p75, align 4
  %v76 = add nsw i64 %i7, 1
  store i64 %v76, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
