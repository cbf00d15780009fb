@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.matmul_panels"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %m.addr.9 = alloca i64, align 64
  %n.addr.15 = alloca i64, align 64
  %acc21 = alloca <vscale x 4 x float>, align 64
  %k.addr.22 = alloca i64, align 64
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
  br label %cond16
cond16:
  %i19 = load i64, ptr %n.addr.15
  %v20 = icmp slt i64 %i19, 768
  br i1 %v20, label %body17, label %exit18
body17:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc21
  store i64 0, ptr %k.addr.22
  %v23 = call i64 @llvm.vscale.i64()
  %v24 = mul i64 %v23, 4
  br label %cond25
cond25:
  %i28 = load i64, ptr %k.addr.22
  %v29 = icmp slt i64 %i28, %size.K
  br i1 %v29, label %body26, label %exit27
body26:
  %mask30 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i28, i64 %size.K)
  %v31 = mul i64 %i13, %size.K
  %v32 = add i64 %v31, %i28
  %p33 = getelementptr float, ptr %buf.a, i64 %v32
  %ld34 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p33, <vscale x 4 x i1> %mask30, <vscale x 4 x float> zeroinitializer)
  %v35 = sdiv i64 %i19, 64
  %v36 = srem i64 %i19, 64
  %v37 = icmp ne i64 %v36, 0
  %v38 = icmp slt i64 %v36, 0
  %v39 = icmp slt i64 64, 0
  %v40 = xor i1 %v38, %v39
  %v41 = and i1 %v37, %v40
  %v42 = zext i1 %v41 to i64
  %v43 = sub i64 %v35, %v42
  %v44 = icmp sge i64 %v43, 0
  %v45 = icmp slt i64 %v43, %size.J
  %v46 = and i1 %v44, %v45
  %v47 = sdiv i64 %i19, 64
  %v48 = srem i64 %i19, 64
  %v49 = icmp ne i64 %v48, 0
  %v50 = icmp slt i64 %v48, 0
  %v51 = icmp slt i64 64, 0
  %v52 = xor i1 %v50, %v51
  %v53 = and i1 %v49, %v52
  %v54 = add i64 %v48, 64
  %v55 = select i1 %v53, i64 %v54, i64 %v48
  %v56 = icmp sge i64 %v55, 0
  %v57 = icmp slt i64 %v55, 64
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v46, %v58
  %ins60 = insertelement <vscale x 4 x i1> poison, i1 %v59, i64 0
  %splat61 = shufflevector <vscale x 4 x i1> %ins60, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v62 = and <vscale x 4 x i1> %mask30, %splat61
  %v63 = sdiv i64 %i19, 64
  %v64 = srem i64 %i19, 64
  %v65 = icmp ne i64 %v64, 0
  %v66 = icmp slt i64 %v64, 0
  %v67 = icmp slt i64 64, 0
  %v68 = xor i1 %v66, %v67
  %v69 = and i1 %v65, %v68
  %v70 = zext i1 %v69 to i64
  %v71 = sub i64 %v63, %v70
  %v72 = mul i64 %v71, %size.K
  %ins73 = insertelement <vscale x 4 x i64> poison, i64 %i28, i64 0
  %splat74 = shufflevector <vscale x 4 x i64> %ins73, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step75 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane76 = add <vscale x 4 x i64> %splat74, %step75
  %ins77 = insertelement <vscale x 4 x i64> poison, i64 %v72, i64 0
  %splat78 = shufflevector <vscale x 4 x i64> %ins77, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v79 = add <vscale x 4 x i64> %splat78, %lane76
  %v80 = mul <vscale x 4 x i64> %v79, splat (i64 64)
  %v81 = sdiv i64 %i19, 64
  %v82 = srem i64 %i19, 64
  %v83 = icmp ne i64 %v82, 0
  %v84 = icmp slt i64 %v82, 0
  %v85 = icmp slt i64 64, 0
  %v86 = xor i1 %v84, %v85
  %v87 = and i1 %v83, %v86
  %v88 = add i64 %v82, 64
  %v89 = select i1 %v87, i64 %v88, i64 %v82
  %ins90 = insertelement <vscale x 4 x i64> poison, i64 %v89, i64 0
  %splat91 = shufflevector <vscale x 4 x i64> %ins90, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v92 = add <vscale x 4 x i64> %v80, %splat91
  %ps93 = getelementptr float, ptr %buf.bp, <vscale x 4 x i64> %v92
  %ld94 = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %ps93, <vscale x 4 x i1> %v62, <vscale x 4 x float> zeroinitializer)
  %v95 = fmul contract <vscale x 4 x float> %ld34, %ld94
  %v96 = sdiv i64 %i19, 64
  %v97 = srem i64 %i19, 64
  %v98 = icmp ne i64 %v97, 0
  %v99 = icmp slt i64 %v97, 0
  %v100 = icmp slt i64 64, 0
  %v101 = xor i1 %v99, %v100
  %v102 = and i1 %v98, %v101
  %v103 = zext i1 %v102 to i64
  %v104 = sub i64 %v96, %v103
  %v105 = icmp sge i64 %v104, 0
  %v106 = icmp slt i64 %v104, %size.J
  %v107 = and i1 %v105, %v106
  %v108 = sdiv i64 %i19, 64
  %v109 = srem i64 %i19, 64
  %v110 = icmp ne i64 %v109, 0
  %v111 = icmp slt i64 %v109, 0
  %v112 = icmp slt i64 64, 0
  %v113 = xor i1 %v111, %v112
  %v114 = and i1 %v110, %v113
  %v115 = add i64 %v109, 64
  %v116 = select i1 %v114, i64 %v115, i64 %v109
  %v117 = icmp sge i64 %v116, 0
  %v118 = icmp slt i64 %v116, 64
  %v119 = and i1 %v117, %v118
  %v120 = and i1 %v107, %v119
  %ins121 = insertelement <vscale x 4 x i1> poison, i1 %v120, i64 0
  %splat122 = shufflevector <vscale x 4 x i1> %ins121, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v123 = and <vscale x 4 x i1> %mask30, %splat122
  %old124 = load <vscale x 4 x float>, ptr %acc21
  %v125 = fadd <vscale x 4 x float> %old124, %v95
  %v126 = select <vscale x 4 x i1> %v123, <vscale x 4 x float> %v125, <vscale x 4 x float> %old124
  store <vscale x 4 x float> %v126, ptr %acc21
  %v127 = add nsw i64 %i28, %v24
  store i64 %v127, ptr %k.addr.22
  br label %cond25
exit27:
  %red128 = load <vscale x 4 x float>, ptr %acc21
  %v129 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red128)
  %v130 = mul i64 %i7, %size.M
  %v131 = add i64 %v130, %i13
  %v132 = mul i64 %v131, 768
  %v133 = add i64 %v132, %i19
  %p134 = getelementptr float, ptr %buf.c, i64 %v133
  store float %v129, ptr %p134, align 4
  %v135 = add nsw i64 %i19, 1
  store i64 %v135, ptr %n.addr.15
  br label %cond16
exit18:
  %v136 = add nsw i64 %i13, 1
  store i64 %v136, ptr %m.addr.9
  br label %cond10
exit12:
  %v137 = add nsw i64 %i7, 1
  store i64 %v137, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
