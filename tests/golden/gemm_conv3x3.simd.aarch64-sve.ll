@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.7 = alloca i64, align 64
  %k.addr.15 = alloca i64, align 64
  %q.addr.27 = alloca i64, align 64
  %acc36 = alloca <vscale x 4 x float>, align 64
  %c.addr.37 = alloca i64, align 64
  %r.addr.43 = alloca i64, align 64
  %s.addr.49 = alloca i64, align 64
  %v1 = add i64 %size.H, 1
  %v2 = add i64 %v1, 1
  %v3 = sub i64 %size.R, 1
  %v4 = sub i64 %v2, %v3
  %v5 = sub i64 %v4, 1
  %v6 = add i64 %v5, 1
  %v8 = icmp slt i64 %range.hi, %v6
  %v9 = select i1 %v8, i64 %range.hi, i64 %v6
  store i64 %range.lo, ptr %p.addr.7
  br label %cond10
cond10:
  %i13 = load i64, ptr %p.addr.7
  %v14 = icmp slt i64 %i13, %v9
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %k.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %k.addr.15
  %v20 = icmp slt i64 %i19, %size.K
  br i1 %v20, label %body17, label %exit18
body17:
  %v21 = add i64 %size.W, 1
  %v22 = add i64 %v21, 1
  %v23 = sub i64 %size.S, 1
  %v24 = sub i64 %v22, %v23
  %v25 = sub i64 %v24, 1
  %v26 = add i64 %v25, 1
  store i64 0, ptr %q.addr.27
  %v28 = call i64 @llvm.vscale.i64()
  %v29 = mul i64 %v28, 4
  br label %cond30
cond30:
  %i33 = load i64, ptr %q.addr.27
  %v34 = icmp slt i64 %i33, %v26
  br i1 %v34, label %body31, label %exit32
body31:
  %mask35 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i33, i64 %v26)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc36
  store i64 0, ptr %c.addr.37
  br label %cond38
cond38:
  %i41 = load i64, ptr %c.addr.37
  %v42 = icmp slt i64 %i41, %size.C
  br i1 %v42, label %body39, label %exit40
body39:
  store i64 0, ptr %r.addr.43
  br label %cond44
cond44:
  %i47 = load i64, ptr %r.addr.43
  %v48 = icmp slt i64 %i47, %size.R
  br i1 %v48, label %body45, label %exit46
body45:
  store i64 0, ptr %s.addr.49
  br label %cond50
cond50:
  %i53 = load i64, ptr %s.addr.49
  %v54 = icmp slt i64 %i53, %size.S
  br i1 %v54, label %body51, label %exit52
body51:
  %v55 = add i64 %i13, %i47
  %v56 = sub i64 %v55, 1
  %v57 = icmp sge i64 %v56, 0
  %v58 = icmp slt i64 %v56, %size.H
  %v59 = and i1 %v57, %v58
  %ins60 = insertelement <vscale x 4 x i64> poison, i64 %i33, i64 0
  %splat61 = shufflevector <vscale x 4 x i64> %ins60, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step62 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane63 = add <vscale x 4 x i64> %splat61, %step62
  %ins64 = insertelement <vscale x 4 x i64> poison, i64 %i53, i64 0
  %splat65 = shufflevector <vscale x 4 x i64> %ins64, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v66 = add <vscale x 4 x i64> %lane63, %splat65
  %v67 = sub <vscale x 4 x i64> %v66, splat (i64 1)
  %ins68 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat69 = shufflevector <vscale x 4 x i64> %ins68, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v70 = icmp sge <vscale x 4 x i64> %v67, zeroinitializer
  %v71 = icmp slt <vscale x 4 x i64> %v67, %splat69
  %v72 = and <vscale x 4 x i1> %v70, %v71
  %ins73 = insertelement <vscale x 4 x i1> poison, i1 %v59, i64 0
  %splat74 = shufflevector <vscale x 4 x i1> %ins73, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v75 = and <vscale x 4 x i1> %splat74, %v72
  %v76 = and <vscale x 4 x i1> %mask35, %v75
  %v77 = mul i64 %i41, %size.H
  %v78 = add i64 %i13, %i47
  %v79 = sub i64 %v78, 1
  %v80 = add i64 %v77, %v79
  %v81 = mul i64 %v80, %size.W
  %v82 = add i64 %i33, %i53
  %v83 = sub i64 %v82, 1
  %v84 = add i64 %v81, %v83
  %p85 = getelementptr float, ptr %buf.x, i64 %v84
  %ld86 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p85, <vscale x 4 x i1> %v76, <vscale x 4 x float> zeroinitializer)
  %v87 = mul i64 %i19, %size.C
  %v88 = add i64 %v87, %i41
  %v89 = mul i64 %v88, %size.R
  %v90 = add i64 %v89, %i47
  %v91 = mul i64 %v90, %size.S
  %v92 = add i64 %v91, %i53
  %p93 = getelementptr float, ptr %buf.w, i64 %v92
  %ld94 = load float, ptr %p93, align 4
  %ins95 = insertelement <vscale x 4 x float> poison, float %ld94, i64 0
  %splat96 = shufflevector <vscale x 4 x float> %ins95, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v97 = fmul contract <vscale x 4 x float> %ld86, %splat96
  %v98 = add i64 %i13, %i47
  %v99 = sub i64 %v98, 1
  %v100 = icmp sge i64 %v99, 0
  %v101 = icmp slt i64 %v99, %size.H
  %v102 = and i1 %v100, %v101
  %ins103 = insertelement <vscale x 4 x i64> poison, i64 %i53, i64 0
  %splat104 = shufflevector <vscale x 4 x i64> %ins103, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v105 = add <vscale x 4 x i64> %lane63, %splat104
  %v106 = sub <vscale x 4 x i64> %v105, splat (i64 1)
  %ins107 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat108 = shufflevector <vscale x 4 x i64> %ins107, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v109 = icmp sge <vscale x 4 x i64> %v106, zeroinitializer
  %v110 = icmp slt <vscale x 4 x i64> %v106, %splat108
  %v111 = and <vscale x 4 x i1> %v109, %v110
  %ins112 = insertelement <vscale x 4 x i1> poison, i1 %v102, i64 0
  %splat113 = shufflevector <vscale x 4 x i1> %ins112, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v114 = and <vscale x 4 x i1> %splat113, %v111
  %v115 = and <vscale x 4 x i1> %mask35, %v114
  %old116 = load <vscale x 4 x float>, ptr %acc36
  %v117 = fadd <vscale x 4 x float> %old116, %v97
  %v118 = select <vscale x 4 x i1> %v115, <vscale x 4 x float> %v117, <vscale x 4 x float> %old116
  store <vscale x 4 x float> %v118, ptr %acc36
  %v119 = add nsw i64 %i53, 1
  store i64 %v119, ptr %s.addr.49
  br label %cond50
exit52:
  %v120 = add nsw i64 %i47, 1
  store i64 %v120, ptr %r.addr.43
  br label %cond44
exit46:
  %v121 = add nsw i64 %i41, 1
  store i64 %v121, ptr %c.addr.37
  br label %cond38
exit40:
  %red122 = load <vscale x 4 x float>, ptr %acc36
  %p123 = getelementptr float, ptr %buf.b, i64 %i19
  %ld124 = load float, ptr %p123, align 4
  %ins125 = insertelement <vscale x 4 x float> poison, float %ld124, i64 0
  %splat126 = shufflevector <vscale x 4 x float> %ins125, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v127 = fadd contract <vscale x 4 x float> %splat126, %red122
  %v128 = add i64 %size.H, 1
  %v129 = add i64 %v128, 1
  %v130 = sub i64 %size.R, 1
  %v131 = sub i64 %v129, %v130
  %v132 = sub i64 %v131, 1
  %v133 = add i64 %v132, 1
  %v134 = mul i64 %i19, %v133
  %v135 = add i64 %v134, %i13
  %v136 = add i64 %size.W, 1
  %v137 = add i64 %v136, 1
  %v138 = sub i64 %size.S, 1
  %v139 = sub i64 %v137, %v138
  %v140 = sub i64 %v139, 1
  %v141 = add i64 %v140, 1
  %v142 = mul i64 %v135, %v141
  %v143 = add i64 %v142, %i33
  %p144 = getelementptr float, ptr %buf.y, i64 %v143
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v127, ptr align 4 %p144, <vscale x 4 x i1> %mask35)
  %v145 = add nsw i64 %i33, %v29
  store i64 %v145, ptr %q.addr.27
  br label %cond30
exit32:
  %v146 = add nsw i64 %i19, 1
  store i64 %v146, ptr %k.addr.15
  br label %cond16
exit18:
  %v147 = add nsw i64 %i13, 1
  store i64 %v147, ptr %p.addr.7
  br label %cond10
exit12:
  ret void
}
