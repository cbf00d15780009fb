@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %k.addr.29 = alloca i64, align 64
  %acc38 = alloca <vscale x 4 x float>, align 64
  %r.addr.39 = alloca i64, align 64
  %s.addr.45 = alloca i64, align 64
  %c.addr.51 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.R, 1
  %v10 = sub i64 %size.H, %v9
  %v11 = sub i64 %v10, 1
  %v12 = add i64 %v11, 1
  store i64 0, ptr %p.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %p.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  %v19 = sub i64 %size.S, 1
  %v20 = sub i64 %size.W, %v19
  %v21 = sub i64 %v20, 1
  %v22 = add i64 %v21, 1
  store i64 0, ptr %q.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %q.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  store i64 0, ptr %k.addr.29
  %v30 = call i64 @llvm.vscale.i64()
  %v31 = mul i64 %v30, 4
  br label %cond32
cond32:
  %i35 = load i64, ptr %k.addr.29
  %v36 = icmp slt i64 %i35, %size.K
  br i1 %v36, label %body33, label %exit34
body33:
  %mask37 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i35, i64 %size.K)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc38
  store i64 0, ptr %r.addr.39
  br label %cond40
cond40:
  %i43 = load i64, ptr %r.addr.39
  %v44 = icmp slt i64 %i43, %size.R
  br i1 %v44, label %body41, label %exit42
body41:
  store i64 0, ptr %s.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %s.addr.45
  %v50 = icmp slt i64 %i49, %size.S
  br i1 %v50, label %body47, label %exit48
body47:
  store i64 0, ptr %c.addr.51
  br label %cond52
cond52:
  %i55 = load i64, ptr %c.addr.51
  %v56 = icmp slt i64 %i55, %size.C
  br i1 %v56, label %body53, label %exit54
body53:
  %v57 = add i64 %i17, %i43
  %v58 = icmp sge i64 %v57, 0
  %v59 = icmp slt i64 %v57, %size.H
  %v60 = and i1 %v58, %v59
  %v61 = add i64 %i27, %i49
  %v62 = icmp sge i64 %v61, 0
  %v63 = icmp slt i64 %v61, %size.W
  %v64 = and i1 %v62, %v63
  %v65 = and i1 %v60, %v64
  %v66 = mul i64 %i7, %size.H
  %v67 = add i64 %i17, %i43
  %v68 = add i64 %v66, %v67
  %v69 = mul i64 %v68, %size.W
  %v70 = add i64 %i27, %i49
  %v71 = add i64 %v69, %v70
  %v72 = mul i64 %v71, %size.C
  %v73 = add i64 %v72, %i55
  %p74 = getelementptr float, ptr %buf.x, i64 %v73
  %p75 = select i1 %v65, ptr %p74, ptr @jr.zero
  %ld76 = load float, ptr %p75, align 4
  %v77 = mul i64 %i43, %size.S
  %v78 = add i64 %v77, %i49
  %v79 = mul i64 %v78, %size.C
  %v80 = add i64 %v79, %i55
  %v81 = mul i64 %v80, %size.K
  %v82 = add i64 %v81, %i35
  %p83 = getelementptr float, ptr %buf.w, i64 %v82
  %ld84 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p83, <vscale x 4 x i1> %mask37, <vscale x 4 x float> zeroinitializer)
  %ins85 = insertelement <vscale x 4 x float> poison, float %ld76, i64 0
  %splat86 = shufflevector <vscale x 4 x float> %ins85, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v87 = fmul contract <vscale x 4 x float> %splat86, %ld84
  %v88 = add i64 %i17, %i43
  %v89 = icmp sge i64 %v88, 0
  %v90 = icmp slt i64 %v88, %size.H
  %v91 = and i1 %v89, %v90
  %v92 = add i64 %i27, %i49
  %v93 = icmp sge i64 %v92, 0
  %v94 = icmp slt i64 %v92, %size.W
  %v95 = and i1 %v93, %v94
  %v96 = and i1 %v91, %v95
  %ins97 = insertelement <vscale x 4 x i1> poison, i1 %v96, i64 0
  %splat98 = shufflevector <vscale x 4 x i1> %ins97, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v99 = and <vscale x 4 x i1> %mask37, %splat98
  %old100 = load <vscale x 4 x float>, ptr %acc38
  %v101 = fadd <vscale x 4 x float> %old100, %v87
  %v102 = select <vscale x 4 x i1> %v99, <vscale x 4 x float> %v101, <vscale x 4 x float> %old100
  store <vscale x 4 x float> %v102, ptr %acc38
  %v103 = add nsw i64 %i55, 1
  store i64 %v103, ptr %c.addr.51
  br label %cond52
exit54:
  %v104 = add nsw i64 %i49, 1
  store i64 %v104, ptr %s.addr.45
  br label %cond46
exit48:
  %v105 = add nsw i64 %i43, 1
  store i64 %v105, ptr %r.addr.39
  br label %cond40
exit42:
  %red106 = load <vscale x 4 x float>, ptr %acc38
  %p107 = getelementptr float, ptr %buf.b, i64 %i35
  %ld108 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p107, <vscale x 4 x i1> %mask37, <vscale x 4 x float> zeroinitializer)
  %v109 = fadd contract <vscale x 4 x float> %ld108, %red106
  %v110 = sub i64 %size.R, 1
  %v111 = sub i64 %size.H, %v110
  %v112 = sub i64 %v111, 1
  %v113 = add i64 %v112, 1
  %v114 = mul i64 %i7, %v113
  %v115 = add i64 %v114, %i17
  %v116 = sub i64 %size.S, 1
  %v117 = sub i64 %size.W, %v116
  %v118 = sub i64 %v117, 1
  %v119 = add i64 %v118, 1
  %v120 = mul i64 %v115, %v119
  %v121 = add i64 %v120, %i27
  %v122 = mul i64 %v121, %size.K
  %v123 = add i64 %v122, %i35
  %p124 = getelementptr float, ptr %buf.y, i64 %v123
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v109, ptr align 4 %p124, <vscale x 4 x i1> %mask37)
  %v125 = add nsw i64 %i35, %v31
  store i64 %v125, ptr %k.addr.29
  br label %cond32
exit34:
  %v126 = add nsw i64 %i27, 1
  store i64 %v126, ptr %q.addr.23
  br label %cond24
exit26:
  %v127 = add nsw i64 %i17, 1
  store i64 %v127, ptr %p.addr.13
  br label %cond14
exit16:
  %v128 = add nsw i64 %i7, 1
  store i64 %v128, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
