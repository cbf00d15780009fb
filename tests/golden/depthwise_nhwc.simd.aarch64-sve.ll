@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.depthwise_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %c.addr.29 = alloca i64, align 64
  %acc38 = alloca <vscale x 4 x float>, align 64
  %r.addr.39 = alloca i64, align 64
  %s.addr.45 = alloca i64, align 64
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
  store i64 0, ptr %c.addr.29
  %v30 = call i64 @llvm.vscale.i64()
  %v31 = mul i64 %v30, 4
  br label %cond32
cond32:
  %i35 = load i64, ptr %c.addr.29
  %v36 = icmp slt i64 %i35, %size.C
  br i1 %v36, label %body33, label %exit34
body33:
  %mask37 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i35, i64 %size.C)
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
  %v51 = add i64 %i17, %i43
  %v52 = icmp sge i64 %v51, 0
  %v53 = icmp slt i64 %v51, %size.H
  %v54 = and i1 %v52, %v53
  %v55 = add i64 %i27, %i49
  %v56 = icmp sge i64 %v55, 0
  %v57 = icmp slt i64 %v55, %size.W
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v54, %v58
  %ins60 = insertelement <vscale x 4 x i1> poison, i1 %v59, i64 0
  %splat61 = shufflevector <vscale x 4 x i1> %ins60, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v62 = and <vscale x 4 x i1> %mask37, %splat61
  %v63 = mul i64 %i7, %size.H
  %v64 = add i64 %i17, %i43
  %v65 = add i64 %v63, %v64
  %v66 = mul i64 %v65, %size.W
  %v67 = add i64 %i27, %i49
  %v68 = add i64 %v66, %v67
  %v69 = mul i64 %v68, %size.C
  %v70 = add i64 %v69, %i35
  %p71 = getelementptr float, ptr %buf.x, i64 %v70
  %ld72 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p71, <vscale x 4 x i1> %v62, <vscale x 4 x float> zeroinitializer)
  %v73 = mul i64 %i43, %size.S
  %v74 = add i64 %v73, %i49
  %v75 = mul i64 %v74, %size.C
  %v76 = add i64 %v75, %i35
  %p77 = getelementptr float, ptr %buf.w, i64 %v76
  %ld78 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p77, <vscale x 4 x i1> %mask37, <vscale x 4 x float> zeroinitializer)
  %v79 = fmul contract <vscale x 4 x float> %ld72, %ld78
  %v80 = add i64 %i17, %i43
  %v81 = icmp sge i64 %v80, 0
  %v82 = icmp slt i64 %v80, %size.H
  %v83 = and i1 %v81, %v82
  %v84 = add i64 %i27, %i49
  %v85 = icmp sge i64 %v84, 0
  %v86 = icmp slt i64 %v84, %size.W
  %v87 = and i1 %v85, %v86
  %v88 = and i1 %v83, %v87
  %ins89 = insertelement <vscale x 4 x i1> poison, i1 %v88, i64 0
  %splat90 = shufflevector <vscale x 4 x i1> %ins89, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v91 = and <vscale x 4 x i1> %mask37, %splat90
  %old92 = load <vscale x 4 x float>, ptr %acc38
  %v93 = fadd <vscale x 4 x float> %old92, %v79
  %v94 = select <vscale x 4 x i1> %v91, <vscale x 4 x float> %v93, <vscale x 4 x float> %old92
  store <vscale x 4 x float> %v94, ptr %acc38
  %v95 = add nsw i64 %i49, 1
  store i64 %v95, ptr %s.addr.45
  br label %cond46
exit48:
  %v96 = add nsw i64 %i43, 1
  store i64 %v96, ptr %r.addr.39
  br label %cond40
exit42:
  %red97 = load <vscale x 4 x float>, ptr %acc38
  %p98 = getelementptr float, ptr %buf.b, i64 %i35
  %ld99 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p98, <vscale x 4 x i1> %mask37, <vscale x 4 x float> zeroinitializer)
  %v100 = fadd contract <vscale x 4 x float> %ld99, %red97
  %v101 = sub i64 %size.R, 1
  %v102 = sub i64 %size.H, %v101
  %v103 = sub i64 %v102, 1
  %v104 = add i64 %v103, 1
  %v105 = mul i64 %i7, %v104
  %v106 = add i64 %v105, %i17
  %v107 = sub i64 %size.S, 1
  %v108 = sub i64 %size.W, %v107
  %v109 = sub i64 %v108, 1
  %v110 = add i64 %v109, 1
  %v111 = mul i64 %v106, %v110
  %v112 = add i64 %v111, %i27
  %v113 = mul i64 %v112, %size.C
  %v114 = add i64 %v113, %i35
  %p115 = getelementptr float, ptr %buf.y, i64 %v114
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v100, ptr align 4 %p115, <vscale x 4 x i1> %mask37)
  %v116 = add nsw i64 %i35, %v31
  store i64 %v116, ptr %c.addr.29
  br label %cond32
exit34:
  %v117 = add nsw i64 %i27, 1
  store i64 %v117, ptr %q.addr.23
  br label %cond24
exit26:
  %v118 = add nsw i64 %i17, 1
  store i64 %v118, ptr %p.addr.13
  br label %cond14
exit16:
  %v119 = add nsw i64 %i7, 1
  store i64 %v119, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
