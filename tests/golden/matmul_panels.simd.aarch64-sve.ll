@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.matmul_panels"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.P, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v20 = icmp slt i64 %i19, 100
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
  %v31 = mul i64 %i7, %size.M
  %v32 = add i64 %v31, %i13
  %v33 = mul i64 %v32, %size.K
  %v34 = add i64 %v33, %i28
  %p35 = getelementptr float, ptr %buf.a, i64 %v34
  %ld36 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p35, <vscale x 4 x i1> %mask30, <vscale x 4 x float> zeroinitializer)
  %v37 = sdiv i64 %i19, %size.P
  %v38 = srem i64 %i19, %size.P
  %v39 = icmp ne i64 %v38, 0
  %v40 = icmp slt i64 %v38, 0
  %v41 = icmp slt i64 %size.P, 0
  %v42 = xor i1 %v40, %v41
  %v43 = and i1 %v39, %v42
  %v44 = zext i1 %v43 to i64
  %v45 = sub i64 %v37, %v44
  %v46 = icmp sge i64 %v45, 0
  %v47 = icmp slt i64 %v45, %size.J
  %v48 = and i1 %v46, %v47
  %v49 = sdiv i64 %i19, %size.P
  %v50 = srem i64 %i19, %size.P
  %v51 = icmp ne i64 %v50, 0
  %v52 = icmp slt i64 %v50, 0
  %v53 = icmp slt i64 %size.P, 0
  %v54 = xor i1 %v52, %v53
  %v55 = and i1 %v51, %v54
  %v56 = add i64 %v50, %size.P
  %v57 = select i1 %v55, i64 %v56, i64 %v50
  %v58 = icmp sge i64 %v57, 0
  %v59 = icmp slt i64 %v57, %size.P
  %v60 = and i1 %v58, %v59
  %v61 = and i1 %v48, %v60
  %ins62 = insertelement <vscale x 4 x i1> poison, i1 %v61, i64 0
  %splat63 = shufflevector <vscale x 4 x i1> %ins62, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v64 = and <vscale x 4 x i1> %mask30, %splat63
  %v65 = sdiv i64 %i19, %size.P
  %v66 = srem i64 %i19, %size.P
  %v67 = icmp ne i64 %v66, 0
  %v68 = icmp slt i64 %v66, 0
  %v69 = icmp slt i64 %size.P, 0
  %v70 = xor i1 %v68, %v69
  %v71 = and i1 %v67, %v70
  %v72 = zext i1 %v71 to i64
  %v73 = sub i64 %v65, %v72
  %v74 = mul i64 %v73, %size.K
  %ins75 = insertelement <vscale x 4 x i64> poison, i64 %i28, i64 0
  %splat76 = shufflevector <vscale x 4 x i64> %ins75, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step77 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane78 = add <vscale x 4 x i64> %splat76, %step77
  %ins79 = insertelement <vscale x 4 x i64> poison, i64 %v74, i64 0
  %splat80 = shufflevector <vscale x 4 x i64> %ins79, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v81 = add <vscale x 4 x i64> %splat80, %lane78
  %ins82 = insertelement <vscale x 4 x i64> poison, i64 %size.P, i64 0
  %splat83 = shufflevector <vscale x 4 x i64> %ins82, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v84 = mul <vscale x 4 x i64> %v81, %splat83
  %v85 = sdiv i64 %i19, %size.P
  %v86 = srem i64 %i19, %size.P
  %v87 = icmp ne i64 %v86, 0
  %v88 = icmp slt i64 %v86, 0
  %v89 = icmp slt i64 %size.P, 0
  %v90 = xor i1 %v88, %v89
  %v91 = and i1 %v87, %v90
  %v92 = add i64 %v86, %size.P
  %v93 = select i1 %v91, i64 %v92, i64 %v86
  %ins94 = insertelement <vscale x 4 x i64> poison, i64 %v93, i64 0
  %splat95 = shufflevector <vscale x 4 x i64> %ins94, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v96 = add <vscale x 4 x i64> %v84, %splat95
  %ps97 = getelementptr float, ptr %buf.bp, <vscale x 4 x i64> %v96
  %ld98 = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %ps97, <vscale x 4 x i1> %v64, <vscale x 4 x float> zeroinitializer)
  %v99 = fmul contract <vscale x 4 x float> %ld36, %ld98
  %v100 = sdiv i64 %i19, %size.P
  %v101 = srem i64 %i19, %size.P
  %v102 = icmp ne i64 %v101, 0
  %v103 = icmp slt i64 %v101, 0
  %v104 = icmp slt i64 %size.P, 0
  %v105 = xor i1 %v103, %v104
  %v106 = and i1 %v102, %v105
  %v107 = zext i1 %v106 to i64
  %v108 = sub i64 %v100, %v107
  %v109 = icmp sge i64 %v108, 0
  %v110 = icmp slt i64 %v108, %size.J
  %v111 = and i1 %v109, %v110
  %v112 = sdiv i64 %i19, %size.P
  %v113 = srem i64 %i19, %size.P
  %v114 = icmp ne i64 %v113, 0
  %v115 = icmp slt i64 %v113, 0
  %v116 = icmp slt i64 %size.P, 0
  %v117 = xor i1 %v115, %v116
  %v118 = and i1 %v114, %v117
  %v119 = add i64 %v113, %size.P
  %v120 = select i1 %v118, i64 %v119, i64 %v113
  %v121 = icmp sge i64 %v120, 0
  %v122 = icmp slt i64 %v120, %size.P
  %v123 = and i1 %v121, %v122
  %v124 = and i1 %v111, %v123
  %ins125 = insertelement <vscale x 4 x i1> poison, i1 %v124, i64 0
  %splat126 = shufflevector <vscale x 4 x i1> %ins125, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v127 = and <vscale x 4 x i1> %mask30, %splat126
  %old128 = load <vscale x 4 x float>, ptr %acc21
  %v129 = fadd <vscale x 4 x float> %old128, %v99
  %v130 = select <vscale x 4 x i1> %v127, <vscale x 4 x float> %v129, <vscale x 4 x float> %old128
  store <vscale x 4 x float> %v130, ptr %acc21
  %v131 = add nsw i64 %i28, %v24
  store i64 %v131, ptr %k.addr.22
  br label %cond25
exit27:
  %red132 = load <vscale x 4 x float>, ptr %acc21
  %v133 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red132)
  %v134 = mul i64 %i7, %size.M
  %v135 = add i64 %v134, %i13
  %v136 = mul i64 %v135, 100
  %v137 = add i64 %v136, %i19
  %p138 = getelementptr float, ptr %buf.c, i64 %v137
  store float %v133, ptr %p138, align 4
  %v139 = add nsw i64 %i19, 1
  store i64 %v139, ptr %n.addr.15
  br label %cond16
exit18:
  %v140 = add nsw i64 %i13, 1
  store i64 %v140, ptr %m.addr.9
  br label %cond10
exit12:
  %v141 = add nsw i64 %i7, 1
  store i64 %v141, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
