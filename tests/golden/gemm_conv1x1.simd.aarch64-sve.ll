@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.3 = alloca i64, align 64
  %k.addr.11 = alloca i64, align 64
  %q.addr.19 = alloca i64, align 64
  %acc28 = alloca <vscale x 4 x float>, align 64
  %c.addr.29 = alloca i64, align 64
  %r.addr.35 = alloca i64, align 64
  %s.addr.41 = alloca i64, align 64
  %v1 = sub i64 %size.H, 1
  %v2 = add i64 %v1, 1
  %v4 = icmp slt i64 %range.hi, %v2
  %v5 = select i1 %v4, i64 %range.hi, i64 %v2
  store i64 %range.lo, ptr %p.addr.3
  br label %cond6
cond6:
  %i9 = load i64, ptr %p.addr.3
  %v10 = icmp slt i64 %i9, %v5
  br i1 %v10, label %body7, label %exit8
body7:
  store i64 0, ptr %k.addr.11
  br label %cond12
cond12:
  %i15 = load i64, ptr %k.addr.11
  %v16 = icmp slt i64 %i15, %size.K
  br i1 %v16, label %body13, label %exit14
body13:
  %v17 = sub i64 %size.W, 1
  %v18 = add i64 %v17, 1
  store i64 0, ptr %q.addr.19
  %v20 = call i64 @llvm.vscale.i64()
  %v21 = mul i64 %v20, 4
  br label %cond22
cond22:
  %i25 = load i64, ptr %q.addr.19
  %v26 = icmp slt i64 %i25, %v18
  br i1 %v26, label %body23, label %exit24
body23:
  %mask27 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i25, i64 %v18)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc28
  store i64 0, ptr %c.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %c.addr.29
  %v34 = icmp slt i64 %i33, %size.C
  br i1 %v34, label %body31, label %exit32
body31:
  store i64 0, ptr %r.addr.35
  br label %cond36
cond36:
  %i39 = load i64, ptr %r.addr.35
  %v40 = icmp slt i64 %i39, 1
  br i1 %v40, label %body37, label %exit38
body37:
  store i64 0, ptr %s.addr.41
  br label %cond42
cond42:
  %i45 = load i64, ptr %s.addr.41
  %v46 = icmp slt i64 %i45, 1
  br i1 %v46, label %body43, label %exit44
body43:
  %v47 = add i64 %i9, %i39
  %v48 = icmp sge i64 %v47, 0
  %v49 = icmp slt i64 %v47, %size.H
  %v50 = and i1 %v48, %v49
  %ins51 = insertelement <vscale x 4 x i64> poison, i64 %i25, i64 0
  %splat52 = shufflevector <vscale x 4 x i64> %ins51, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step53 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane54 = add <vscale x 4 x i64> %splat52, %step53
  %ins55 = insertelement <vscale x 4 x i64> poison, i64 %i45, i64 0
  %splat56 = shufflevector <vscale x 4 x i64> %ins55, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v57 = add <vscale x 4 x i64> %lane54, %splat56
  %ins58 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat59 = shufflevector <vscale x 4 x i64> %ins58, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v60 = icmp sge <vscale x 4 x i64> %v57, zeroinitializer
  %v61 = icmp slt <vscale x 4 x i64> %v57, %splat59
  %v62 = and <vscale x 4 x i1> %v60, %v61
  %ins63 = insertelement <vscale x 4 x i1> poison, i1 %v50, i64 0
  %splat64 = shufflevector <vscale x 4 x i1> %ins63, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v65 = and <vscale x 4 x i1> %splat64, %v62
  %v66 = and <vscale x 4 x i1> %mask27, %v65
  %v67 = mul i64 %i33, %size.H
  %v68 = add i64 %i9, %i39
  %v69 = add i64 %v67, %v68
  %v70 = mul i64 %v69, %size.W
  %v71 = add i64 %i25, %i45
  %v72 = add i64 %v70, %v71
  %p73 = getelementptr float, ptr %buf.x, i64 %v72
  %ld74 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p73, <vscale x 4 x i1> %v66, <vscale x 4 x float> zeroinitializer)
  %v75 = mul i64 %i15, %size.C
  %v76 = add i64 %v75, %i33
  %v77 = add i64 %v76, %i39
  %v78 = add i64 %v77, %i45
  %p79 = getelementptr float, ptr %buf.w, i64 %v78
  %ld80 = load float, ptr %p79, align 4
  %ins81 = insertelement <vscale x 4 x float> poison, float %ld80, i64 0
  %splat82 = shufflevector <vscale x 4 x float> %ins81, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v83 = fmul contract <vscale x 4 x float> %ld74, %splat82
  %v84 = add i64 %i9, %i39
  %v85 = icmp sge i64 %v84, 0
  %v86 = icmp slt i64 %v84, %size.H
  %v87 = and i1 %v85, %v86
  %ins88 = insertelement <vscale x 4 x i64> poison, i64 %i45, i64 0
  %splat89 = shufflevector <vscale x 4 x i64> %ins88, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v90 = add <vscale x 4 x i64> %lane54, %splat89
  %ins91 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat92 = shufflevector <vscale x 4 x i64> %ins91, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v93 = icmp sge <vscale x 4 x i64> %v90, zeroinitializer
  %v94 = icmp slt <vscale x 4 x i64> %v90, %splat92
  %v95 = and <vscale x 4 x i1> %v93, %v94
  %ins96 = insertelement <vscale x 4 x i1> poison, i1 %v87, i64 0
  %splat97 = shufflevector <vscale x 4 x i1> %ins96, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v98 = and <vscale x 4 x i1> %splat97, %v95
  %v99 = and <vscale x 4 x i1> %mask27, %v98
  %old100 = load <vscale x 4 x float>, ptr %acc28
  %v101 = fadd <vscale x 4 x float> %old100, %v83
  %v102 = select <vscale x 4 x i1> %v99, <vscale x 4 x float> %v101, <vscale x 4 x float> %old100
  store <vscale x 4 x float> %v102, ptr %acc28
  %v103 = add nsw i64 %i45, 1
  store i64 %v103, ptr %s.addr.41
  br label %cond42
exit44:
  %v104 = add nsw i64 %i39, 1
  store i64 %v104, ptr %r.addr.35
  br label %cond36
exit38:
  %v105 = add nsw i64 %i33, 1
  store i64 %v105, ptr %c.addr.29
  br label %cond30
exit32:
  %red106 = load <vscale x 4 x float>, ptr %acc28
  %p107 = getelementptr float, ptr %buf.b, i64 %i15
  %ld108 = load float, ptr %p107, align 4
  %ins109 = insertelement <vscale x 4 x float> poison, float %ld108, i64 0
  %splat110 = shufflevector <vscale x 4 x float> %ins109, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v111 = fadd contract <vscale x 4 x float> %splat110, %red106
  %v112 = sub i64 %size.H, 1
  %v113 = add i64 %v112, 1
  %v114 = mul i64 %i15, %v113
  %v115 = add i64 %v114, %i9
  %v116 = sub i64 %size.W, 1
  %v117 = add i64 %v116, 1
  %v118 = mul i64 %v115, %v117
  %v119 = add i64 %v118, %i25
  %p120 = getelementptr float, ptr %buf.y, i64 %v119
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v111, ptr align 4 %p120, <vscale x 4 x i1> %mask27)
  %v121 = add nsw i64 %i25, %v21
  store i64 %v121, ptr %q.addr.19
  br label %cond22
exit24:
  %v122 = add nsw i64 %i15, 1
  store i64 %v122, ptr %k.addr.11
  br label %cond12
exit14:
  %v123 = add nsw i64 %i9, 1
  store i64 %v123, ptr %p.addr.3
  br label %cond6
exit8:
  ret void
}
