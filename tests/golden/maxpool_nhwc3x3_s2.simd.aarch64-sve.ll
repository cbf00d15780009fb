@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.maxpool2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.15 = alloca i64, align 64
  %q.addr.37 = alloca i64, align 64
  %c.addr.43 = alloca i64, align 64
  %acc52 = alloca <vscale x 4 x float>, align 64
  %nan53 = alloca <vscale x 4 x i1>, align 64
  %r.addr.54 = alloca i64, align 64
  %s.addr.60 = alloca i64, align 64
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
  store <vscale x 4 x i1> zeroinitializer, ptr %nan53
  store i64 0, ptr %r.addr.54
  br label %cond55
cond55:
  %i58 = load i64, ptr %r.addr.54
  %v59 = icmp slt i64 %i58, 3
  br i1 %v59, label %body56, label %exit57
body56:
  store i64 0, ptr %s.addr.60
  br label %cond61
cond61:
  %i64 = load i64, ptr %s.addr.60
  %v65 = icmp slt i64 %i64, 3
  br i1 %v65, label %body62, label %exit63
body62:
  %v66 = mul i64 %i21, 2
  %v67 = add i64 %v66, %i58
  %v68 = sub i64 %v67, 1
  %v69 = icmp sge i64 %v68, 0
  %v70 = icmp slt i64 %v68, %size.H
  %v71 = and i1 %v69, %v70
  %v72 = mul i64 %i41, 2
  %v73 = add i64 %v72, %i64
  %v74 = sub i64 %v73, 1
  %v75 = icmp sge i64 %v74, 0
  %v76 = icmp slt i64 %v74, %size.W
  %v77 = and i1 %v75, %v76
  %v78 = and i1 %v71, %v77
  %ins79 = insertelement <vscale x 4 x i1> poison, i1 %v78, i64 0
  %splat80 = shufflevector <vscale x 4 x i1> %ins79, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v81 = and <vscale x 4 x i1> %mask51, %splat80
  %v82 = mul i64 %i21, 2
  %v83 = add i64 %v82, %i58
  %v84 = sub i64 %v83, 1
  %v85 = mul i64 %v84, %size.W
  %v86 = mul i64 %i41, 2
  %v87 = add i64 %v86, %i64
  %v88 = sub i64 %v87, 1
  %v89 = add i64 %v85, %v88
  %v90 = mul i64 %v89, %size.C
  %v91 = add i64 %v90, %i49
  %p92 = getelementptr float, ptr %buf.x, i64 %v91
  %ld93 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p92, <vscale x 4 x i1> %v81, <vscale x 4 x float> zeroinitializer)
  %v94 = mul i64 %i21, 2
  %v95 = add i64 %v94, %i58
  %v96 = sub i64 %v95, 1
  %v97 = icmp sge i64 %v96, 0
  %v98 = icmp slt i64 %v96, %size.H
  %v99 = and i1 %v97, %v98
  %v100 = mul i64 %i41, 2
  %v101 = add i64 %v100, %i64
  %v102 = sub i64 %v101, 1
  %v103 = icmp sge i64 %v102, 0
  %v104 = icmp slt i64 %v102, %size.W
  %v105 = and i1 %v103, %v104
  %v106 = and i1 %v99, %v105
  %ins107 = insertelement <vscale x 4 x i1> poison, i1 %v106, i64 0
  %splat108 = shufflevector <vscale x 4 x i1> %ins107, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v109 = and <vscale x 4 x i1> %mask51, %splat108
  %old110 = load <vscale x 4 x float>, ptr %acc52
  %v111 = fcmp ogt <vscale x 4 x float> %ld93, %old110
  %v112 = select <vscale x 4 x i1> %v111, <vscale x 4 x float> %ld93, <vscale x 4 x float> %old110
  %v113 = fcmp uno <vscale x 4 x float> %ld93, %ld93
  %v114 = and <vscale x 4 x i1> %v113, %v109
  %v115 = load <vscale x 4 x i1>, ptr %nan53
  %v116 = or <vscale x 4 x i1> %v115, %v114
  store <vscale x 4 x i1> %v116, ptr %nan53
  %v117 = select <vscale x 4 x i1> %v109, <vscale x 4 x float> %v112, <vscale x 4 x float> %old110
  store <vscale x 4 x float> %v117, ptr %acc52
  %v118 = add nsw i64 %i64, 1
  store i64 %v118, ptr %s.addr.60
  br label %cond61
exit63:
  %v119 = add nsw i64 %i58, 1
  store i64 %v119, ptr %r.addr.54
  br label %cond55
exit57:
  %red120 = load <vscale x 4 x float>, ptr %acc52
  %v121 = load <vscale x 4 x i1>, ptr %nan53
  %v122 = select <vscale x 4 x i1> %v121, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %red120
  %v123 = add i64 %size.W, 1
  %v124 = add i64 %v123, 1
  %v125 = sub i64 %v124, 2
  %v126 = sub i64 %v125, 1
  %v127 = sdiv i64 %v126, 2
  %v128 = srem i64 %v126, 2
  %v129 = icmp ne i64 %v128, 0
  %v130 = icmp slt i64 %v128, 0
  %v131 = icmp slt i64 2, 0
  %v132 = xor i1 %v130, %v131
  %v133 = and i1 %v129, %v132
  %v134 = zext i1 %v133 to i64
  %v135 = sub i64 %v127, %v134
  %v136 = add i64 %v135, 1
  %v137 = mul i64 %i21, %v136
  %v138 = add i64 %v137, %i41
  %v139 = mul i64 %v138, %size.C
  %v140 = add i64 %v139, %i49
  %p141 = getelementptr float, ptr %buf.y, i64 %v140
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v122, ptr align 4 %p141, <vscale x 4 x i1> %mask51)
  %v142 = add nsw i64 %i49, %v45
  store i64 %v142, ptr %c.addr.43
  br label %cond46
exit48:
  %v143 = add nsw i64 %i41, 1
  store i64 %v143, ptr %q.addr.37
  br label %cond38
exit40:
  %v144 = add nsw i64 %i21, 1
  store i64 %v144, ptr %p.addr.15
  br label %cond18
exit20:
  ret void
}
