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
  %v35 = sdiv i64 %i19, %size.P
  %v36 = srem i64 %i19, %size.P
  %v37 = icmp ne i64 %v36, 0
  %v38 = icmp slt i64 %v36, 0
  %v39 = icmp slt i64 %size.P, 0
  %v40 = xor i1 %v38, %v39
  %v41 = and i1 %v37, %v40
  %v42 = zext i1 %v41 to i64
  %v43 = sub i64 %v35, %v42
  %v44 = icmp sge i64 %v43, 0
  %v45 = icmp slt i64 %v43, %size.J
  %v46 = and i1 %v44, %v45
  %v47 = sdiv i64 %i19, %size.P
  %v48 = srem i64 %i19, %size.P
  %v49 = icmp ne i64 %v48, 0
  %v50 = icmp slt i64 %v48, 0
  %v51 = icmp slt i64 %size.P, 0
  %v52 = xor i1 %v50, %v51
  %v53 = and i1 %v49, %v52
  %v54 = add i64 %v48, %size.P
  %v55 = select i1 %v53, i64 %v54, i64 %v48
  %v56 = icmp sge i64 %v55, 0
  %v57 = icmp slt i64 %v55, %size.P
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v46, %v58
  %ins60 = insertelement <vscale x 4 x i1> poison, i1 %v59, i64 0
  %splat61 = shufflevector <vscale x 4 x i1> %ins60, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v62 = and <vscale x 4 x i1> %mask30, %splat61
  %v63 = sdiv i64 %i19, %size.P
  %v64 = srem i64 %i19, %size.P
  %v65 = icmp ne i64 %v64, 0
  %v66 = icmp slt i64 %v64, 0
  %v67 = icmp slt i64 %size.P, 0
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
  %ins80 = insertelement <vscale x 4 x i64> poison, i64 %size.P, i64 0
  %splat81 = shufflevector <vscale x 4 x i64> %ins80, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v82 = mul <vscale x 4 x i64> %v79, %splat81
  %v83 = sdiv i64 %i19, %size.P
  %v84 = srem i64 %i19, %size.P
  %v85 = icmp ne i64 %v84, 0
  %v86 = icmp slt i64 %v84, 0
  %v87 = icmp slt i64 %size.P, 0
  %v88 = xor i1 %v86, %v87
  %v89 = and i1 %v85, %v88
  %v90 = add i64 %v84, %size.P
  %v91 = select i1 %v89, i64 %v90, i64 %v84
  %ins92 = insertelement <vscale x 4 x i64> poison, i64 %v91, i64 0
  %splat93 = shufflevector <vscale x 4 x i64> %ins92, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v94 = add <vscale x 4 x i64> %v82, %splat93
  %ps95 = getelementptr float, ptr %buf.bp, <vscale x 4 x i64> %v94
  %ld96 = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %ps95, <vscale x 4 x i1> %v62, <vscale x 4 x float> zeroinitializer)
  %v97 = fmul contract <vscale x 4 x float> %ld34, %ld96
  %v98 = sdiv i64 %i19, %size.P
  %v99 = srem i64 %i19, %size.P
  %v100 = icmp ne i64 %v99, 0
  %v101 = icmp slt i64 %v99, 0
  %v102 = icmp slt i64 %size.P, 0
  %v103 = xor i1 %v101, %v102
  %v104 = and i1 %v100, %v103
  %v105 = zext i1 %v104 to i64
  %v106 = sub i64 %v98, %v105
  %v107 = icmp sge i64 %v106, 0
  %v108 = icmp slt i64 %v106, %size.J
  %v109 = and i1 %v107, %v108
  %v110 = sdiv i64 %i19, %size.P
  %v111 = srem i64 %i19, %size.P
  %v112 = icmp ne i64 %v111, 0
  %v113 = icmp slt i64 %v111, 0
  %v114 = icmp slt i64 %size.P, 0
  %v115 = xor i1 %v113, %v114
  %v116 = and i1 %v112, %v115
  %v117 = add i64 %v111, %size.P
  %v118 = select i1 %v116, i64 %v117, i64 %v111
  %v119 = icmp sge i64 %v118, 0
  %v120 = icmp slt i64 %v118, %size.P
  %v121 = and i1 %v119, %v120
  %v122 = and i1 %v109, %v121
  %ins123 = insertelement <vscale x 4 x i1> poison, i1 %v122, i64 0
  %splat124 = shufflevector <vscale x 4 x i1> %ins123, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v125 = and <vscale x 4 x i1> %mask30, %splat124
  %old126 = load <vscale x 4 x float>, ptr %acc21
  %v127 = fadd <vscale x 4 x float> %old126, %v97
  %v128 = select <vscale x 4 x i1> %v125, <vscale x 4 x float> %v127, <vscale x 4 x float> %old126
  store <vscale x 4 x float> %v128, ptr %acc21
  %v129 = add nsw i64 %i28, %v24
  store i64 %v129, ptr %k.addr.22
  br label %cond25
exit27:
  %red130 = load <vscale x 4 x float>, ptr %acc21
  %v131 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red130)
  %v132 = mul i64 %i7, %size.M
  %v133 = add i64 %v132, %i13
  %v134 = mul i64 %v133, 768
  %v135 = add i64 %v134, %i19
  %p136 = getelementptr float, ptr %buf.c, i64 %v135
  store float %v131, ptr %p136, align 4
  %v137 = add nsw i64 %i19, 1
  store i64 %v137, ptr %n.addr.15
  br label %cond16
exit18:
  %v138 = add nsw i64 %i13, 1
  store i64 %v138, ptr %m.addr.9
  br label %cond10
exit12:
  %v139 = add nsw i64 %i7, 1
  store i64 %v139, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
