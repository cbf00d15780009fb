@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.16 = alloca i64, align 64
  %q.addr.39 = alloca i64, align 64
  %k.addr.45 = alloca i64, align 64
  %acc54 = alloca <vscale x 4 x float>, align 64
  %r.addr.55 = alloca i64, align 64
  %s.addr.61 = alloca i64, align 64
  %c.addr.67 = alloca i64, align 64
  %v1 = add i64 %size.H, 3
  %v2 = add i64 %v1, 3
  %v3 = sub i64 %size.R, 1
  %v4 = sub i64 %v2, %v3
  %v5 = sub i64 %v4, 1
  %v6 = sdiv i64 %v5, 2
  %v7 = srem i64 %v5, 2
  %v8 = icmp ne i64 %v7, 0
  %v9 = icmp slt i64 %v7, 0
  %v10 = icmp slt i64 2, 0
  %v11 = xor i1 %v9, %v10
  %v12 = and i1 %v8, %v11
  %v13 = zext i1 %v12 to i64
  %v14 = sub i64 %v6, %v13
  %v15 = add i64 %v14, 1
  %v17 = icmp slt i64 %range.hi, %v15
  %v18 = select i1 %v17, i64 %range.hi, i64 %v15
  store i64 %range.lo, ptr %p.addr.16
  br label %cond19
cond19:
  %i22 = load i64, ptr %p.addr.16
  %v23 = icmp slt i64 %i22, %v18
  br i1 %v23, label %body20, label %exit21
body20:
  %v24 = add i64 %size.W, 3
  %v25 = add i64 %v24, 3
  %v26 = sub i64 %size.S, 1
  %v27 = sub i64 %v25, %v26
  %v28 = sub i64 %v27, 1
  %v29 = sdiv i64 %v28, 2
  %v30 = srem i64 %v28, 2
  %v31 = icmp ne i64 %v30, 0
  %v32 = icmp slt i64 %v30, 0
  %v33 = icmp slt i64 2, 0
  %v34 = xor i1 %v32, %v33
  %v35 = and i1 %v31, %v34
  %v36 = zext i1 %v35 to i64
  %v37 = sub i64 %v29, %v36
  %v38 = add i64 %v37, 1
  store i64 0, ptr %q.addr.39
  br label %cond40
cond40:
  %i43 = load i64, ptr %q.addr.39
  %v44 = icmp slt i64 %i43, %v38
  br i1 %v44, label %body41, label %exit42
body41:
  store i64 0, ptr %k.addr.45
  %v46 = call i64 @llvm.vscale.i64()
  %v47 = mul i64 %v46, 4
  br label %cond48
cond48:
  %i51 = load i64, ptr %k.addr.45
  %v52 = icmp slt i64 %i51, %size.K
  br i1 %v52, label %body49, label %exit50
body49:
  %mask53 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i51, i64 %size.K)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc54
  store i64 0, ptr %r.addr.55
  br label %cond56
cond56:
  %i59 = load i64, ptr %r.addr.55
  %v60 = icmp slt i64 %i59, %size.R
  br i1 %v60, label %body57, label %exit58
body57:
  store i64 0, ptr %s.addr.61
  br label %cond62
cond62:
  %i65 = load i64, ptr %s.addr.61
  %v66 = icmp slt i64 %i65, %size.S
  br i1 %v66, label %body63, label %exit64
body63:
  store i64 0, ptr %c.addr.67
  br label %cond68
cond68:
  %i71 = load i64, ptr %c.addr.67
  %v72 = icmp slt i64 %i71, %size.C
  br i1 %v72, label %body69, label %exit70
body69:
  %v73 = mul i64 %i22, 2
  %v74 = add i64 %v73, %i59
  %v75 = sub i64 %v74, 3
  %v76 = icmp sge i64 %v75, 0
  %v77 = icmp slt i64 %v75, %size.H
  %v78 = and i1 %v76, %v77
  %v79 = mul i64 %i43, 2
  %v80 = add i64 %v79, %i65
  %v81 = sub i64 %v80, 3
  %v82 = icmp sge i64 %v81, 0
  %v83 = icmp slt i64 %v81, %size.W
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v78, %v84
  %v86 = mul i64 %i22, 2
  %v87 = add i64 %v86, %i59
  %v88 = sub i64 %v87, 3
  %v89 = mul i64 %v88, %size.W
  %v90 = mul i64 %i43, 2
  %v91 = add i64 %v90, %i65
  %v92 = sub i64 %v91, 3
  %v93 = add i64 %v89, %v92
  %v94 = mul i64 %v93, %size.C
  %v95 = add i64 %v94, %i71
  %p96 = getelementptr float, ptr %buf.x, i64 %v95
  %p97 = select i1 %v85, ptr %p96, ptr @jr.zero
  %ld98 = load float, ptr %p97, align 4
  %v99 = mul i64 %i59, %size.S
  %v100 = add i64 %v99, %i65
  %v101 = mul i64 %v100, %size.C
  %v102 = add i64 %v101, %i71
  %v103 = mul i64 %v102, %size.K
  %v104 = add i64 %v103, %i51
  %p105 = getelementptr float, ptr %buf.w, i64 %v104
  %ld106 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p105, <vscale x 4 x i1> %mask53, <vscale x 4 x float> zeroinitializer)
  %ins107 = insertelement <vscale x 4 x float> poison, float %ld98, i64 0
  %splat108 = shufflevector <vscale x 4 x float> %ins107, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v109 = fmul contract <vscale x 4 x float> %splat108, %ld106
  %v110 = mul i64 %i22, 2
  %v111 = add i64 %v110, %i59
  %v112 = sub i64 %v111, 3
  %v113 = icmp sge i64 %v112, 0
  %v114 = icmp slt i64 %v112, %size.H
  %v115 = and i1 %v113, %v114
  %v116 = mul i64 %i43, 2
  %v117 = add i64 %v116, %i65
  %v118 = sub i64 %v117, 3
  %v119 = icmp sge i64 %v118, 0
  %v120 = icmp slt i64 %v118, %size.W
  %v121 = and i1 %v119, %v120
  %v122 = and i1 %v115, %v121
  %ins123 = insertelement <vscale x 4 x i1> poison, i1 %v122, i64 0
  %splat124 = shufflevector <vscale x 4 x i1> %ins123, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v125 = and <vscale x 4 x i1> %mask53, %splat124
  %old126 = load <vscale x 4 x float>, ptr %acc54
  %v127 = fadd <vscale x 4 x float> %old126, %v109
  %v128 = select <vscale x 4 x i1> %v125, <vscale x 4 x float> %v127, <vscale x 4 x float> %old126
  store <vscale x 4 x float> %v128, ptr %acc54
  %v129 = add nsw i64 %i71, 1
  store i64 %v129, ptr %c.addr.67
  br label %cond68
exit70:
  %v130 = add nsw i64 %i65, 1
  store i64 %v130, ptr %s.addr.61
  br label %cond62
exit64:
  %v131 = add nsw i64 %i59, 1
  store i64 %v131, ptr %r.addr.55
  br label %cond56
exit58:
  %red132 = load <vscale x 4 x float>, ptr %acc54
  %p133 = getelementptr float, ptr %buf.b, i64 %i51
  %ld134 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p133, <vscale x 4 x i1> %mask53, <vscale x 4 x float> zeroinitializer)
  %v135 = fadd contract <vscale x 4 x float> %ld134, %red132
  %v136 = add i64 %size.W, 3
  %v137 = add i64 %v136, 3
  %v138 = sub i64 %size.S, 1
  %v139 = sub i64 %v137, %v138
  %v140 = sub i64 %v139, 1
  %v141 = sdiv i64 %v140, 2
  %v142 = srem i64 %v140, 2
  %v143 = icmp ne i64 %v142, 0
  %v144 = icmp slt i64 %v142, 0
  %v145 = icmp slt i64 2, 0
  %v146 = xor i1 %v144, %v145
  %v147 = and i1 %v143, %v146
  %v148 = zext i1 %v147 to i64
  %v149 = sub i64 %v141, %v148
  %v150 = add i64 %v149, 1
  %v151 = mul i64 %i22, %v150
  %v152 = add i64 %v151, %i43
  %v153 = mul i64 %v152, %size.K
  %v154 = add i64 %v153, %i51
  %p155 = getelementptr float, ptr %buf.y, i64 %v154
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v135, ptr align 4 %p155, <vscale x 4 x i1> %mask53)
  %v156 = add nsw i64 %i51, %v47
  store i64 %v156, ptr %k.addr.45
  br label %cond48
exit50:
  %v157 = add nsw i64 %i43, 1
  store i64 %v157, ptr %q.addr.39
  br label %cond40
exit42:
  %v158 = add nsw i64 %i22, 1
  store i64 %v158, ptr %p.addr.16
  br label %cond19
exit21:
  ret void
}
