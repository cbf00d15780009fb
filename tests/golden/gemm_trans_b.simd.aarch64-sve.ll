@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.gemm"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %m.addr.1 = alloca i64, align 64
  %n.addr.9 = alloca i64, align 64
  %acc15 = alloca <vscale x 4 x float>, align 64
  %k.addr.16 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.A0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.A0
  store i64 %range.lo, ptr %m.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %m.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %n.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %n.addr.9
  %v14 = icmp slt i64 %i13, %size.B0
  br i1 %v14, label %body11, label %exit12
body11:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc15
  store i64 0, ptr %k.addr.16
  %v17 = call i64 @llvm.vscale.i64()
  %v18 = mul i64 %v17, 4
  br label %cond19
cond19:
  %i22 = load i64, ptr %k.addr.16
  %v23 = icmp slt i64 %i22, %size.A1
  br i1 %v23, label %body20, label %exit21
body20:
  %mask24 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i22, i64 %size.A1)
  %v25 = mul i64 %i7, %size.A1
  %v26 = add i64 %v25, %i22
  %p27 = getelementptr float, ptr %buf.a, i64 %v26
  %ld28 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p27, <vscale x 4 x i1> %mask24, <vscale x 4 x float> zeroinitializer)
  %ins29 = insertelement <vscale x 4 x i64> poison, i64 %i22, i64 0
  %splat30 = shufflevector <vscale x 4 x i64> %ins29, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step31 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane32 = add <vscale x 4 x i64> %splat30, %step31
  %ins33 = insertelement <vscale x 4 x i64> poison, i64 %size.B1, i64 0
  %splat34 = shufflevector <vscale x 4 x i64> %ins33, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v35 = icmp sge <vscale x 4 x i64> %lane32, zeroinitializer
  %v36 = icmp slt <vscale x 4 x i64> %lane32, %splat34
  %v37 = and <vscale x 4 x i1> %v35, %v36
  %v38 = and <vscale x 4 x i1> %mask24, %v37
  %v39 = mul i64 %i13, %size.B1
  %v40 = add i64 %v39, %i22
  %p41 = getelementptr float, ptr %buf.b, i64 %v40
  %ld42 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p41, <vscale x 4 x i1> %v38, <vscale x 4 x float> zeroinitializer)
  %v43 = fmul contract <vscale x 4 x float> %ld28, %ld42
  %ins44 = insertelement <vscale x 4 x i64> poison, i64 %size.B1, i64 0
  %splat45 = shufflevector <vscale x 4 x i64> %ins44, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v46 = icmp sge <vscale x 4 x i64> %lane32, zeroinitializer
  %v47 = icmp slt <vscale x 4 x i64> %lane32, %splat45
  %v48 = and <vscale x 4 x i1> %v46, %v47
  %v49 = and <vscale x 4 x i1> %mask24, %v48
  %old50 = load <vscale x 4 x float>, ptr %acc15
  %v51 = fadd <vscale x 4 x float> %old50, %v43
  %v52 = select <vscale x 4 x i1> %v49, <vscale x 4 x float> %v51, <vscale x 4 x float> %old50
  store <vscale x 4 x float> %v52, ptr %acc15
  %v53 = add nsw i64 %i22, %v18
  store i64 %v53, ptr %k.addr.16
  br label %cond19
exit21:
  %red54 = load <vscale x 4 x float>, ptr %acc15
  %v55 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red54)
  %v56 = fmul contract float 0x3FF0000000000000, %v55
  %v57 = sdiv i64 %i13, %size.CN
  %v58 = srem i64 %i13, %size.CN
  %v59 = icmp ne i64 %v58, 0
  %v60 = icmp slt i64 %v58, 0
  %v61 = icmp slt i64 %size.CN, 0
  %v62 = xor i1 %v60, %v61
  %v63 = and i1 %v59, %v62
  %v64 = add i64 %v58, %size.CN
  %v65 = select i1 %v63, i64 %v64, i64 %v58
  %v66 = icmp sge i64 %v65, 0
  %v67 = icmp slt i64 %v65, %size.CN
  %v68 = and i1 %v66, %v67
  %v69 = sdiv i64 %i13, %size.CN
  %v70 = srem i64 %i13, %size.CN
  %v71 = icmp ne i64 %v70, 0
  %v72 = icmp slt i64 %v70, 0
  %v73 = icmp slt i64 %size.CN, 0
  %v74 = xor i1 %v72, %v73
  %v75 = and i1 %v71, %v74
  %v76 = add i64 %v70, %size.CN
  %v77 = select i1 %v75, i64 %v76, i64 %v70
  %p78 = getelementptr float, ptr %buf.c, i64 %v77
  %p79 = select i1 %v68, ptr %p78, ptr @jr.zero
  %ld80 = load float, ptr %p79, align 4
  %v81 = fmul contract float 0x3FF0000000000000, %ld80
  %v82 = fadd contract float %v56, %v81
  %v83 = mul i64 %i7, %size.B0
  %v84 = add i64 %v83, %i13
  %p85 = getelementptr float, ptr %buf.y, i64 %v84
  store float %v82, ptr %p85, align 4
  %v86 = add nsw i64 %i13, 1
  store i64 %v86, ptr %n.addr.9
  br label %cond10
exit12:
  %v87 = add nsw i64 %i7, 1
  store i64 %v87, ptr %m.addr.1
  br label %cond4
exit6:
  ret void
}
