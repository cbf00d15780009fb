@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)

declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)

declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()

declare i64 @llvm.vscale.i64()

declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.11 = alloca i64, align 64
  %k.addr.17 = alloca i64, align 64
  %q.addr.25 = alloca i64, align 64
  %acc34 = alloca <vscale x 4 x float>, align 64
  %c.addr.35 = alloca i64, align 64
  %r.addr.41 = alloca i64, align 64
  %s.addr.47 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, 1
  %v3 = select i1 %v2, i64 %range.hi, i64 1
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.H, 1
  %v10 = add i64 %v9, 1
  store i64 0, ptr %p.addr.11
  br label %cond12
cond12:
  %i15 = load i64, ptr %p.addr.11
  %v16 = icmp slt i64 %i15, %v10
  br i1 %v16, label %body13, label %exit14
body13:
  store i64 0, ptr %k.addr.17
  br label %cond18
cond18:
  %i21 = load i64, ptr %k.addr.17
  %v22 = icmp slt i64 %i21, %size.K
  br i1 %v22, label %body19, label %exit20
body19:
  %v23 = sub i64 %size.W, 1
  %v24 = add i64 %v23, 1
  store i64 0, ptr %q.addr.25
  %v26 = call i64 @llvm.vscale.i64()
  %v27 = mul i64 %v26, 4
  br label %cond28
cond28:
  %i31 = load i64, ptr %q.addr.25
  %v32 = icmp slt i64 %i31, %v24
  br i1 %v32, label %body29, label %exit30
body29:
  %mask33 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i31, i64 %v24)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc34
  store i64 0, ptr %c.addr.35
  br label %cond36
cond36:
  %i39 = load i64, ptr %c.addr.35
  %v40 = icmp slt i64 %i39, %size.C
  br i1 %v40, label %body37, label %exit38
body37:
  store i64 0, ptr %r.addr.41
  br label %cond42
cond42:
  %i45 = load i64, ptr %r.addr.41
  %v46 = icmp slt i64 %i45, 1
  br i1 %v46, label %body43, label %exit44
body43:
  store i64 0, ptr %s.addr.47
  br label %cond48
cond48:
  %i51 = load i64, ptr %s.addr.47
  %v52 = icmp slt i64 %i51, 1
  br i1 %v52, label %body49, label %exit50
body49:
  %v53 = add i64 %i15, %i45
  %v54 = icmp sge i64 %v53, 0
  %v55 = icmp slt i64 %v53, %size.H
  %v56 = and i1 %v54, %v55
  %ins57 = insertelement <vscale x 4 x i64> poison, i64 %i31, i64 0
  %splat58 = shufflevector <vscale x 4 x i64> %ins57, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step59 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane60 = add <vscale x 4 x i64> %splat58, %step59
  %ins61 = insertelement <vscale x 4 x i64> poison, i64 %i51, i64 0
  %splat62 = shufflevector <vscale x 4 x i64> %ins61, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v63 = add <vscale x 4 x i64> %lane60, %splat62
  %ins64 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat65 = shufflevector <vscale x 4 x i64> %ins64, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v66 = icmp sge <vscale x 4 x i64> %v63, zeroinitializer
  %v67 = icmp slt <vscale x 4 x i64> %v63, %splat65
  %v68 = and <vscale x 4 x i1> %v66, %v67
  %ins69 = insertelement <vscale x 4 x i1> poison, i1 %v56, i64 0
  %splat70 = shufflevector <vscale x 4 x i1> %ins69, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v71 = and <vscale x 4 x i1> %splat70, %v68
  %v72 = and <vscale x 4 x i1> %mask33, %v71
  %v73 = mul i64 %i7, %size.C
  %v74 = add i64 %v73, %i39
  %v75 = mul i64 %v74, %size.H
  %v76 = add i64 %i15, %i45
  %v77 = add i64 %v75, %v76
  %v78 = mul i64 %v77, %size.W
  %v79 = add i64 %i31, %i51
  %v80 = add i64 %v78, %v79
  %p81 = getelementptr float, ptr %buf.x, i64 %v80
  %ld82 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p81, <vscale x 4 x i1> %v72, <vscale x 4 x float> zeroinitializer)
  %v83 = mul i64 %i21, %size.C
  %v84 = add i64 %v83, %i39
  %v85 = add i64 %v84, %i45
  %v86 = add i64 %v85, %i51
  %p87 = getelementptr float, ptr %buf.w, i64 %v86
  %ld88 = load float, ptr %p87, align 4
  %ins89 = insertelement <vscale x 4 x float> poison, float %ld88, i64 0
  %splat90 = shufflevector <vscale x 4 x float> %ins89, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v91 = fmul contract <vscale x 4 x float> %ld82, %splat90
  %v92 = add i64 %i15, %i45
  %v93 = icmp sge i64 %v92, 0
  %v94 = icmp slt i64 %v92, %size.H
  %v95 = and i1 %v93, %v94
  %ins96 = insertelement <vscale x 4 x i64> poison, i64 %i51, i64 0
  %splat97 = shufflevector <vscale x 4 x i64> %ins96, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v98 = add <vscale x 4 x i64> %lane60, %splat97
  %ins99 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat100 = shufflevector <vscale x 4 x i64> %ins99, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v101 = icmp sge <vscale x 4 x i64> %v98, zeroinitializer
  %v102 = icmp slt <vscale x 4 x i64> %v98, %splat100
  %v103 = and <vscale x 4 x i1> %v101, %v102
  %ins104 = insertelement <vscale x 4 x i1> poison, i1 %v95, i64 0
  %splat105 = shufflevector <vscale x 4 x i1> %ins104, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v106 = and <vscale x 4 x i1> %splat105, %v103
  %v107 = and <vscale x 4 x i1> %mask33, %v106
  %old108 = load <vscale x 4 x float>, ptr %acc34
  %v109 = fadd <vscale x 4 x float> %old108, %v91
  %v110 = select <vscale x 4 x i1> %v107, <vscale x 4 x float> %v109, <vscale x 4 x float> %old108
  store <vscale x 4 x float> %v110, ptr %acc34
  %v111 = add nsw i64 %i51, 1
  store i64 %v111, ptr %s.addr.47
  br label %cond48
exit50:
  %v112 = add nsw i64 %i45, 1
  store i64 %v112, ptr %r.addr.41
  br label %cond42
exit44:
  %v113 = add nsw i64 %i39, 1
  store i64 %v113, ptr %c.addr.35
  br label %cond36
exit38:
  %red114 = load <vscale x 4 x float>, ptr %acc34
  %p115 = getelementptr float, ptr %buf.b, i64 %i21
  %ld116 = load float, ptr %p115, align 4
  %ins117 = insertelement <vscale x 4 x float> poison, float %ld116, i64 0
  %splat118 = shufflevector <vscale x 4 x float> %ins117, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v119 = fadd contract <vscale x 4 x float> %splat118, %red114
  %v120 = mul i64 %i7, %size.K
  %v121 = add i64 %v120, %i21
  %v122 = sub i64 %size.H, 1
  %v123 = add i64 %v122, 1
  %v124 = mul i64 %v121, %v123
  %v125 = add i64 %v124, %i15
  %v126 = sub i64 %size.W, 1
  %v127 = add i64 %v126, 1
  %v128 = mul i64 %v125, %v127
  %v129 = add i64 %v128, %i31
  %p130 = getelementptr float, ptr %buf.y, i64 %v129
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v119, ptr align 4 %p130, <vscale x 4 x i1> %mask33)
  %v131 = add nsw i64 %i31, %v27
  store i64 %v131, ptr %q.addr.25
  br label %cond28
exit30:
  %v132 = add nsw i64 %i21, 1
  store i64 %v132, ptr %k.addr.17
  br label %cond18
exit20:
  %v133 = add nsw i64 %i15, 1
  store i64 %v133, ptr %p.addr.11
  br label %cond12
exit14:
  %v134 = add nsw i64 %i7, 1
  store i64 %v134, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
