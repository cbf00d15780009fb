@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.depthwise_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.16 = alloca i64, align 64
  %q.addr.39 = alloca i64, align 64
  %c.addr.45 = alloca i64, align 64
  %acc54 = alloca <vscale x 4 x float>, align 64
  %r.addr.55 = alloca i64, align 64
  %s.addr.61 = alloca i64, align 64
  %v1 = add i64 %size.H, 2
  %v2 = add i64 %v1, 2
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
  %v24 = add i64 %size.W, 2
  %v25 = add i64 %v24, 2
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
  store i64 0, ptr %c.addr.45
  %v46 = call i64 @llvm.vscale.i64()
  %v47 = mul i64 %v46, 4
  br label %cond48
cond48:
  %i51 = load i64, ptr %c.addr.45
  %v52 = icmp slt i64 %i51, %size.C
  br i1 %v52, label %body49, label %exit50
body49:
  %mask53 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i51, i64 %size.C)
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
  %v67 = mul i64 %i22, 2
  %v68 = add i64 %v67, %i59
  %v69 = sub i64 %v68, 2
  %v70 = icmp sge i64 %v69, 0
  %v71 = icmp slt i64 %v69, %size.H
  %v72 = and i1 %v70, %v71
  %v73 = mul i64 %i43, 2
  %v74 = add i64 %v73, %i65
  %v75 = sub i64 %v74, 2
  %v76 = icmp sge i64 %v75, 0
  %v77 = icmp slt i64 %v75, %size.W
  %v78 = and i1 %v76, %v77
  %v79 = and i1 %v72, %v78
  %ins80 = insertelement <vscale x 4 x i1> poison, i1 %v79, i64 0
  %splat81 = shufflevector <vscale x 4 x i1> %ins80, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v82 = and <vscale x 4 x i1> %mask53, %splat81
  %v83 = mul i64 %i22, 2
  %v84 = add i64 %v83, %i59
  %v85 = sub i64 %v84, 2
  %v86 = mul i64 %v85, %size.W
  %v87 = mul i64 %i43, 2
  %v88 = add i64 %v87, %i65
  %v89 = sub i64 %v88, 2
  %v90 = add i64 %v86, %v89
  %v91 = mul i64 %v90, %size.C
  %v92 = add i64 %v91, %i51
  %p93 = getelementptr float, ptr %buf.x, i64 %v92
  %ld94 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p93, <vscale x 4 x i1> %v82, <vscale x 4 x float> zeroinitializer)
  %v95 = mul i64 %i59, %size.S
  %v96 = add i64 %v95, %i65
  %v97 = mul i64 %v96, %size.C
  %v98 = add i64 %v97, %i51
  %p99 = getelementptr float, ptr %buf.w, i64 %v98
  %ld100 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p99, <vscale x 4 x i1> %mask53, <vscale x 4 x float> zeroinitializer)
  %v101 = fmul contract <vscale x 4 x float> %ld94, %ld100
  %v102 = mul i64 %i22, 2
  %v103 = add i64 %v102, %i59
  %v104 = sub i64 %v103, 2
  %v105 = icmp sge i64 %v104, 0
  %v106 = icmp slt i64 %v104, %size.H
  %v107 = and i1 %v105, %v106
  %v108 = mul i64 %i43, 2
  %v109 = add i64 %v108, %i65
  %v110 = sub i64 %v109, 2
  %v111 = icmp sge i64 %v110, 0
  %v112 = icmp slt i64 %v110, %size.W
  %v113 = and i1 %v111, %v112
  %v114 = and i1 %v107, %v113
  %ins115 = insertelement <vscale x 4 x i1> poison, i1 %v114, i64 0
  %splat116 = shufflevector <vscale x 4 x i1> %ins115, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v117 = and <vscale x 4 x i1> %mask53, %splat116
  %old118 = load <vscale x 4 x float>, ptr %acc54
  %v119 = fadd <vscale x 4 x float> %old118, %v101
  %v120 = select <vscale x 4 x i1> %v117, <vscale x 4 x float> %v119, <vscale x 4 x float> %old118
  store <vscale x 4 x float> %v120, ptr %acc54
  %v121 = add nsw i64 %i65, 1
  store i64 %v121, ptr %s.addr.61
  br label %cond62
exit64:
  %v122 = add nsw i64 %i59, 1
  store i64 %v122, ptr %r.addr.55
  br label %cond56
exit58:
  %red123 = load <vscale x 4 x float>, ptr %acc54
  %p124 = getelementptr float, ptr %buf.b, i64 %i51
  %ld125 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p124, <vscale x 4 x i1> %mask53, <vscale x 4 x float> zeroinitializer)
  %v126 = fadd contract <vscale x 4 x float> %ld125, %red123
  %v127 = add i64 %size.W, 2
  %v128 = add i64 %v127, 2
  %v129 = sub i64 %size.S, 1
  %v130 = sub i64 %v128, %v129
  %v131 = sub i64 %v130, 1
  %v132 = sdiv i64 %v131, 2
  %v133 = srem i64 %v131, 2
  %v134 = icmp ne i64 %v133, 0
  %v135 = icmp slt i64 %v133, 0
  %v136 = icmp slt i64 2, 0
  %v137 = xor i1 %v135, %v136
  %v138 = and i1 %v134, %v137
  %v139 = zext i1 %v138 to i64
  %v140 = sub i64 %v132, %v139
  %v141 = add i64 %v140, 1
  %v142 = mul i64 %i22, %v141
  %v143 = add i64 %v142, %i43
  %v144 = mul i64 %v143, %size.C
  %v145 = add i64 %v144, %i51
  %p146 = getelementptr float, ptr %buf.y, i64 %v145
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v126, ptr align 4 %p146, <vscale x 4 x i1> %mask53)
  %v147 = add nsw i64 %i51, %v47
  store i64 %v147, ptr %c.addr.45
  br label %cond48
exit50:
  %v148 = add nsw i64 %i43, 1
  store i64 %v148, ptr %q.addr.39
  br label %cond40
exit42:
  %v149 = add nsw i64 %i22, 1
  store i64 %v149, ptr %p.addr.16
  br label %cond19
exit21:
  ret void
}
