@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.depthwise_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.7 = alloca i64, align 64
  %q.addr.21 = alloca i64, align 64
  %c.addr.27 = alloca i64, align 64
  %acc36 = alloca <vscale x 4 x float>, align 64
  %r.addr.37 = alloca i64, align 64
  %s.addr.43 = alloca i64, align 64
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
  %v15 = add i64 %size.W, 1
  %v16 = add i64 %v15, 1
  %v17 = sub i64 %size.S, 1
  %v18 = sub i64 %v16, %v17
  %v19 = sub i64 %v18, 1
  %v20 = add i64 %v19, 1
  store i64 0, ptr %q.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %q.addr.21
  %v26 = icmp slt i64 %i25, %v20
  br i1 %v26, label %body23, label %exit24
body23:
  store i64 0, ptr %c.addr.27
  %v28 = call i64 @llvm.vscale.i64()
  %v29 = mul i64 %v28, 4
  br label %cond30
cond30:
  %i33 = load i64, ptr %c.addr.27
  %v34 = icmp slt i64 %i33, %size.C
  br i1 %v34, label %body31, label %exit32
body31:
  %mask35 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i33, i64 %size.C)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc36
  store i64 0, ptr %r.addr.37
  br label %cond38
cond38:
  %i41 = load i64, ptr %r.addr.37
  %v42 = icmp slt i64 %i41, %size.R
  br i1 %v42, label %body39, label %exit40
body39:
  store i64 0, ptr %s.addr.43
  br label %cond44
cond44:
  %i47 = load i64, ptr %s.addr.43
  %v48 = icmp slt i64 %i47, %size.S
  br i1 %v48, label %body45, label %exit46
body45:
  %v49 = add i64 %i13, %i41
  %v50 = sub i64 %v49, 1
  %v51 = icmp sge i64 %v50, 0
  %v52 = icmp slt i64 %v50, %size.H
  %v53 = and i1 %v51, %v52
  %v54 = add i64 %i25, %i47
  %v55 = sub i64 %v54, 1
  %v56 = icmp sge i64 %v55, 0
  %v57 = icmp slt i64 %v55, %size.W
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v53, %v58
  %ins60 = insertelement <vscale x 4 x i1> poison, i1 %v59, i64 0
  %splat61 = shufflevector <vscale x 4 x i1> %ins60, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v62 = and <vscale x 4 x i1> %mask35, %splat61
  %v63 = add i64 %i13, %i41
  %v64 = sub i64 %v63, 1
  %v65 = mul i64 %v64, %size.W
  %v66 = add i64 %i25, %i47
  %v67 = sub i64 %v66, 1
  %v68 = add i64 %v65, %v67
  %v69 = mul i64 %v68, %size.C
  %v70 = add i64 %v69, %i33
  %p71 = getelementptr float, ptr %buf.x, i64 %v70
  %ld72 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p71, <vscale x 4 x i1> %v62, <vscale x 4 x float> zeroinitializer)
  %v73 = mul i64 %i41, %size.S
  %v74 = add i64 %v73, %i47
  %v75 = mul i64 %v74, %size.C
  %v76 = add i64 %v75, %i33
  %p77 = getelementptr float, ptr %buf.w, i64 %v76
  %ld78 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p77, <vscale x 4 x i1> %mask35, <vscale x 4 x float> zeroinitializer)
  %v79 = fmul contract <vscale x 4 x float> %ld72, %ld78
  %v80 = add i64 %i13, %i41
  %v81 = sub i64 %v80, 1
  %v82 = icmp sge i64 %v81, 0
  %v83 = icmp slt i64 %v81, %size.H
  %v84 = and i1 %v82, %v83
  %v85 = add i64 %i25, %i47
  %v86 = sub i64 %v85, 1
  %v87 = icmp sge i64 %v86, 0
  %v88 = icmp slt i64 %v86, %size.W
  %v89 = and i1 %v87, %v88
  %v90 = and i1 %v84, %v89
  %ins91 = insertelement <vscale x 4 x i1> poison, i1 %v90, i64 0
  %splat92 = shufflevector <vscale x 4 x i1> %ins91, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v93 = and <vscale x 4 x i1> %mask35, %splat92
  %old94 = load <vscale x 4 x float>, ptr %acc36
  %v95 = fadd <vscale x 4 x float> %old94, %v79
  %v96 = select <vscale x 4 x i1> %v93, <vscale x 4 x float> %v95, <vscale x 4 x float> %old94
  store <vscale x 4 x float> %v96, ptr %acc36
  %v97 = add nsw i64 %i47, 1
  store i64 %v97, ptr %s.addr.43
  br label %cond44
exit46:
  %v98 = add nsw i64 %i41, 1
  store i64 %v98, ptr %r.addr.37
  br label %cond38
exit40:
  %red99 = load <vscale x 4 x float>, ptr %acc36
  %p100 = getelementptr float, ptr %buf.b, i64 %i33
  %ld101 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p100, <vscale x 4 x i1> %mask35, <vscale x 4 x float> zeroinitializer)
  %v102 = fadd contract <vscale x 4 x float> %ld101, %red99
  %v103 = add i64 %size.W, 1
  %v104 = add i64 %v103, 1
  %v105 = sub i64 %size.S, 1
  %v106 = sub i64 %v104, %v105
  %v107 = sub i64 %v106, 1
  %v108 = add i64 %v107, 1
  %v109 = mul i64 %i13, %v108
  %v110 = add i64 %v109, %i25
  %v111 = mul i64 %v110, %size.C
  %v112 = add i64 %v111, %i33
  %p113 = getelementptr float, ptr %buf.y, i64 %v112
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v102, ptr align 4 %p113, <vscale x 4 x i1> %mask35)
  %v114 = add nsw i64 %i33, %v29
  store i64 %v114, ptr %c.addr.27
  br label %cond30
exit32:
  %v115 = add nsw i64 %i25, 1
  store i64 %v115, ptr %q.addr.21
  br label %cond22
exit24:
  %v116 = add nsw i64 %i13, 1
  store i64 %v116, ptr %p.addr.7
  br label %cond10
exit12:
  ret void
}
