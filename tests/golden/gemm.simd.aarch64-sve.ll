@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.gemm"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CM, i64 %size.CN, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v14 = icmp slt i64 %i13, %size.B1
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
  %ins33 = insertelement <vscale x 4 x i64> poison, i64 %size.B0, i64 0
  %splat34 = shufflevector <vscale x 4 x i64> %ins33, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v35 = icmp sge <vscale x 4 x i64> %lane32, zeroinitializer
  %v36 = icmp slt <vscale x 4 x i64> %lane32, %splat34
  %v37 = and <vscale x 4 x i1> %v35, %v36
  %v38 = and <vscale x 4 x i1> %mask24, %v37
  %ins39 = insertelement <vscale x 4 x i64> poison, i64 %size.B1, i64 0
  %splat40 = shufflevector <vscale x 4 x i64> %ins39, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v41 = mul <vscale x 4 x i64> %lane32, %splat40
  %ins42 = insertelement <vscale x 4 x i64> poison, i64 %i13, i64 0
  %splat43 = shufflevector <vscale x 4 x i64> %ins42, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v44 = add <vscale x 4 x i64> %v41, %splat43
  %ps45 = getelementptr float, ptr %buf.b, <vscale x 4 x i64> %v44
  %ld46 = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %ps45, <vscale x 4 x i1> %v38, <vscale x 4 x float> zeroinitializer)
  %v47 = fmul contract <vscale x 4 x float> %ld28, %ld46
  %ins48 = insertelement <vscale x 4 x i64> poison, i64 %size.B0, i64 0
  %splat49 = shufflevector <vscale x 4 x i64> %ins48, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v50 = icmp sge <vscale x 4 x i64> %lane32, zeroinitializer
  %v51 = icmp slt <vscale x 4 x i64> %lane32, %splat49
  %v52 = and <vscale x 4 x i1> %v50, %v51
  %v53 = and <vscale x 4 x i1> %mask24, %v52
  %old54 = load <vscale x 4 x float>, ptr %acc15
  %v55 = fadd <vscale x 4 x float> %old54, %v47
  %v56 = select <vscale x 4 x i1> %v53, <vscale x 4 x float> %v55, <vscale x 4 x float> %old54
  store <vscale x 4 x float> %v56, ptr %acc15
  %v57 = add nsw i64 %i22, %v18
  store i64 %v57, ptr %k.addr.16
  br label %cond19
exit21:
  %red58 = load <vscale x 4 x float>, ptr %acc15
  %v59 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red58)
  %v60 = fmul contract float 0x3FF0000000000000, %v59
  %v61 = sdiv i64 %i7, %size.CM
  %v62 = srem i64 %i7, %size.CM
  %v63 = icmp ne i64 %v62, 0
  %v64 = icmp slt i64 %v62, 0
  %v65 = icmp slt i64 %size.CM, 0
  %v66 = xor i1 %v64, %v65
  %v67 = and i1 %v63, %v66
  %v68 = add i64 %v62, %size.CM
  %v69 = select i1 %v67, i64 %v68, i64 %v62
  %v70 = icmp sge i64 %v69, 0
  %v71 = icmp slt i64 %v69, %size.CM
  %v72 = and i1 %v70, %v71
  %v73 = sdiv i64 %i13, %size.CN
  %v74 = srem i64 %i13, %size.CN
  %v75 = icmp ne i64 %v74, 0
  %v76 = icmp slt i64 %v74, 0
  %v77 = icmp slt i64 %size.CN, 0
  %v78 = xor i1 %v76, %v77
  %v79 = and i1 %v75, %v78
  %v80 = add i64 %v74, %size.CN
  %v81 = select i1 %v79, i64 %v80, i64 %v74
  %v82 = icmp sge i64 %v81, 0
  %v83 = icmp slt i64 %v81, %size.CN
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v72, %v84
  %v86 = sdiv i64 %i7, %size.CM
  %v87 = srem i64 %i7, %size.CM
  %v88 = icmp ne i64 %v87, 0
  %v89 = icmp slt i64 %v87, 0
  %v90 = icmp slt i64 %size.CM, 0
  %v91 = xor i1 %v89, %v90
  %v92 = and i1 %v88, %v91
  %v93 = add i64 %v87, %size.CM
  %v94 = select i1 %v92, i64 %v93, i64 %v87
  %v95 = mul i64 %v94, %size.CN
  %v96 = sdiv i64 %i13, %size.CN
  %v97 = srem i64 %i13, %size.CN
  %v98 = icmp ne i64 %v97, 0
  %v99 = icmp slt i64 %v97, 0
  %v100 = icmp slt i64 %size.CN, 0
  %v101 = xor i1 %v99, %v100
  %v102 = and i1 %v98, %v101
  %v103 = add i64 %v97, %size.CN
  %v104 = select i1 %v102, i64 %v103, i64 %v97
  %v105 = add i64 %v95, %v104
  %p106 = getelementptr float, ptr %buf.c, i64 %v105
  %p107 = select i1 %v85, ptr %p106, ptr @jr.zero
  %ld108 = load float, ptr %p107, align 4
  %v109 = fmul contract float 0x3FF0000000000000, %ld108
  %v110 = fadd contract float %v60, %v109
  %v111 = mul i64 %i7, %size.B1
  %v112 = add i64 %v111, %i13
  %p113 = getelementptr float, ptr %buf.y, i64 %v112
  store float %v110, ptr %p113, align 4
  %v114 = add nsw i64 %i13, 1
  store i64 %v114, ptr %n.addr.9
  br label %cond10
exit12:
  %v115 = add nsw i64 %i7, 1
  store i64 %v115, ptr %m.addr.1
  br label %cond4
exit6:
  ret void
}
