@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.maxpool2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.15 = alloca i64, align 64
  %q.addr.37 = alloca i64, align 64
  %c.addr.43 = alloca i64, align 64
  %acc52 = alloca <vscale x 4 x float>, align 64
  %r.addr.53 = alloca i64, align 64
  %s.addr.59 = alloca i64, align 64
  %v1 = add i64 %size.H, 1
  %v2 = add i64 %v1, 1
  %v3 = sub i64 %v2, 2
  %v4 = sub i64 %v3, 1
  %v5 = sdiv i64 %v4, 2
  %v6 = srem i64 %v4, 2
  %v7 = icmp ne i64 %v6, 0
  %v8 = icmp slt i64 %v6, 0
  %v9 = icmp slt i64 2, 0
  %v10 = xor i1 %v8, %v9
  %v11 = and i1 %v7, %v10
  %v12 = zext i1 %v11 to i64
  %v13 = sub i64 %v5, %v12
  %v14 = add i64 %v13, 1
  %v16 = icmp slt i64 %range.hi, %v14
  %v17 = select i1 %v16, i64 %range.hi, i64 %v14
  store i64 %range.lo, ptr %p.addr.15
  br label %cond18
cond18:
  %i21 = load i64, ptr %p.addr.15
  %v22 = icmp slt i64 %i21, %v17
  br i1 %v22, label %body19, label %exit20
body19:
  %v23 = add i64 %size.W, 1
  %v24 = add i64 %v23, 1
  %v25 = sub i64 %v24, 2
  %v26 = sub i64 %v25, 1
  %v27 = sdiv i64 %v26, 2
  %v28 = srem i64 %v26, 2
  %v29 = icmp ne i64 %v28, 0
  %v30 = icmp slt i64 %v28, 0
  %v31 = icmp slt i64 2, 0
  %v32 = xor i1 %v30, %v31
  %v33 = and i1 %v29, %v32
  %v34 = zext i1 %v33 to i64
  %v35 = sub i64 %v27, %v34
  %v36 = add i64 %v35, 1
  store i64 0, ptr %q.addr.37
  br label %cond38
cond38:
  %i41 = load i64, ptr %q.addr.37
  %v42 = icmp slt i64 %i41, %v36
  br i1 %v42, label %body39, label %exit40
body39:
  store i64 0, ptr %c.addr.43
  %v44 = call i64 @llvm.vscale.i64()
  %v45 = mul i64 %v44, 4
  br label %cond46
cond46:
  %i49 = load i64, ptr %c.addr.43
  %v50 = icmp slt i64 %i49, %size.C
  br i1 %v50, label %body47, label %exit48
body47:
  %mask51 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i49, i64 %size.C)
  store <vscale x 4 x float> splat (float 0xFFF0000000000000), ptr %acc52
  store i64 0, ptr %r.addr.53
  br label %cond54
cond54:
  %i57 = load i64, ptr %r.addr.53
  %v58 = icmp slt i64 %i57, 3
  br i1 %v58, label %body55, label %exit56
body55:
  store i64 0, ptr %s.addr.59
  br label %cond60
cond60:
  %i63 = load i64, ptr %s.addr.59
  %v64 = icmp slt i64 %i63, 3
  br i1 %v64, label %body61, label %exit62
body61:
  %v65 = mul i64 %i21, 2
  %v66 = add i64 %v65, %i57
  %v67 = sub i64 %v66, 1
  %v68 = icmp sge i64 %v67, 0
  %v69 = icmp slt i64 %v67, %size.H
  %v70 = and i1 %v68, %v69
  %v71 = mul i64 %i41, 2
  %v72 = add i64 %v71, %i63
  %v73 = sub i64 %v72, 1
  %v74 = icmp sge i64 %v73, 0
  %v75 = icmp slt i64 %v73, %size.W
  %v76 = and i1 %v74, %v75
  %v77 = and i1 %v70, %v76
  %ins78 = insertelement <vscale x 4 x i1> poison, i1 %v77, i64 0
  %splat79 = shufflevector <vscale x 4 x i1> %ins78, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v80 = and <vscale x 4 x i1> %mask51, %splat79
  %v81 = mul i64 %i21, 2
  %v82 = add i64 %v81, %i57
  %v83 = sub i64 %v82, 1
  %v84 = mul i64 %v83, %size.W
  %v85 = mul i64 %i41, 2
  %v86 = add i64 %v85, %i63
  %v87 = sub i64 %v86, 1
  %v88 = add i64 %v84, %v87
  %v89 = mul i64 %v88, %size.C
  %v90 = add i64 %v89, %i49
  %p91 = getelementptr float, ptr %buf.x, i64 %v90
  %ld92 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p91, <vscale x 4 x i1> %v80, <vscale x 4 x float> zeroinitializer)
  %v93 = mul i64 %i21, 2
  %v94 = add i64 %v93, %i57
  %v95 = sub i64 %v94, 1
  %v96 = icmp sge i64 %v95, 0
  %v97 = icmp slt i64 %v95, %size.H
  %v98 = and i1 %v96, %v97
  %v99 = mul i64 %i41, 2
  %v100 = add i64 %v99, %i63
  %v101 = sub i64 %v100, 1
  %v102 = icmp sge i64 %v101, 0
  %v103 = icmp slt i64 %v101, %size.W
  %v104 = and i1 %v102, %v103
  %v105 = and i1 %v98, %v104
  %ins106 = insertelement <vscale x 4 x i1> poison, i1 %v105, i64 0
  %splat107 = shufflevector <vscale x 4 x i1> %ins106, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v108 = and <vscale x 4 x i1> %mask51, %splat107
  %old109 = load <vscale x 4 x float>, ptr %acc52
  %v110 = call <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float> %old109, <vscale x 4 x float> %ld92)
  %v111 = select <vscale x 4 x i1> %v108, <vscale x 4 x float> %v110, <vscale x 4 x float> %old109
  store <vscale x 4 x float> %v111, ptr %acc52
  %v112 = add nsw i64 %i63, 1
  store i64 %v112, ptr %s.addr.59
  br label %cond60
exit62:
  %v113 = add nsw i64 %i57, 1
  store i64 %v113, ptr %r.addr.53
  br label %cond54
exit56:
  %red114 = load <vscale x 4 x float>, ptr %acc52
  %v115 = add i64 %size.W, 1
  %v116 = add i64 %v115, 1
  %v117 = sub i64 %v116, 2
  %v118 = sub i64 %v117, 1
  %v119 = sdiv i64 %v118, 2
  %v120 = srem i64 %v118, 2
  %v121 = icmp ne i64 %v120, 0
  %v122 = icmp slt i64 %v120, 0
  %v123 = icmp slt i64 2, 0
  %v124 = xor i1 %v122, %v123
  %v125 = and i1 %v121, %v124
  %v126 = zext i1 %v125 to i64
  %v127 = sub i64 %v119, %v126
  %v128 = add i64 %v127, 1
  %v129 = mul i64 %i21, %v128
  %v130 = add i64 %v129, %i41
  %v131 = mul i64 %v130, %size.C
  %v132 = add i64 %v131, %i49
  %p133 = getelementptr float, ptr %buf.y, i64 %v132
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red114, ptr align 4 %p133, <vscale x 4 x i1> %mask51)
  %v134 = add nsw i64 %i49, %v45
  store i64 %v134, ptr %c.addr.43
  br label %cond46
exit48:
  %v135 = add nsw i64 %i41, 1
  store i64 %v135, ptr %q.addr.37
  br label %cond38
exit40:
  %v136 = add nsw i64 %i21, 1
  store i64 %v136, ptr %p.addr.15
  br label %cond18
exit20:
  ret void
}
