@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.3 = alloca i64, align 64
  %q.addr.13 = alloca i64, align 64
  %k.addr.19 = alloca i64, align 64
  %acc28 = alloca <vscale x 4 x float>, align 64
  %r.addr.29 = alloca i64, align 64
  %s.addr.35 = alloca i64, align 64
  %c.addr.41 = alloca i64, align 64
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
  %v11 = sub i64 %size.W, 1
  %v12 = add i64 %v11, 1
  store i64 0, ptr %q.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %q.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  store i64 0, ptr %k.addr.19
  %v20 = call i64 @llvm.vscale.i64()
  %v21 = mul i64 %v20, 4
  br label %cond22
cond22:
  %i25 = load i64, ptr %k.addr.19
  %v26 = icmp slt i64 %i25, %size.K
  br i1 %v26, label %body23, label %exit24
body23:
  %mask27 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i25, i64 %size.K)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc28
  store i64 0, ptr %r.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %r.addr.29
  %v34 = icmp slt i64 %i33, 1
  br i1 %v34, label %body31, label %exit32
body31:
  store i64 0, ptr %s.addr.35
  br label %cond36
cond36:
  %i39 = load i64, ptr %s.addr.35
  %v40 = icmp slt i64 %i39, 1
  br i1 %v40, label %body37, label %exit38
body37:
  store i64 0, ptr %c.addr.41
  br label %cond42
cond42:
  %i45 = load i64, ptr %c.addr.41
  %v46 = icmp slt i64 %i45, %size.C
  br i1 %v46, label %body43, label %exit44
body43:
  %v47 = add i64 %i9, %i33
  %v48 = icmp sge i64 %v47, 0
  %v49 = icmp slt i64 %v47, %size.H
  %v50 = and i1 %v48, %v49
  %v51 = add i64 %i17, %i39
  %v52 = icmp sge i64 %v51, 0
  %v53 = icmp slt i64 %v51, %size.W
  %v54 = and i1 %v52, %v53
  %v55 = and i1 %v50, %v54
  %v56 = add i64 %i9, %i33
  %v57 = mul i64 %v56, %size.W
  %v58 = add i64 %i17, %i39
  %v59 = add i64 %v57, %v58
  %v60 = mul i64 %v59, %size.C
  %v61 = add i64 %v60, %i45
  %p62 = getelementptr float, ptr %buf.x, i64 %v61
  %p63 = select i1 %v55, ptr %p62, ptr @jr.zero
  %ld64 = load float, ptr %p63, align 4
  %v65 = add i64 %i33, %i39
  %v66 = mul i64 %v65, %size.C
  %v67 = add i64 %v66, %i45
  %v68 = mul i64 %v67, %size.K
  %v69 = add i64 %v68, %i25
  %p70 = getelementptr float, ptr %buf.w, i64 %v69
  %ld71 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p70, <vscale x 4 x i1> %mask27, <vscale x 4 x float> zeroinitializer)
  %ins72 = insertelement <vscale x 4 x float> poison, float %ld64, i64 0
  %splat73 = shufflevector <vscale x 4 x float> %ins72, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v74 = fmul contract <vscale x 4 x float> %splat73, %ld71
  %v75 = add i64 %i9, %i33
  %v76 = icmp sge i64 %v75, 0
  %v77 = icmp slt i64 %v75, %size.H
  %v78 = and i1 %v76, %v77
  %v79 = add i64 %i17, %i39
  %v80 = icmp sge i64 %v79, 0
  %v81 = icmp slt i64 %v79, %size.W
  %v82 = and i1 %v80, %v81
  %v83 = and i1 %v78, %v82
  %ins84 = insertelement <vscale x 4 x i1> poison, i1 %v83, i64 0
  %splat85 = shufflevector <vscale x 4 x i1> %ins84, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v86 = and <vscale x 4 x i1> %mask27, %splat85
  %old87 = load <vscale x 4 x float>, ptr %acc28
  %v88 = fadd <vscale x 4 x float> %old87, %v74
  %v89 = select <vscale x 4 x i1> %v86, <vscale x 4 x float> %v88, <vscale x 4 x float> %old87
  store <vscale x 4 x float> %v89, ptr %acc28
  %v90 = add nsw i64 %i45, 1
  store i64 %v90, ptr %c.addr.41
  br label %cond42
exit44:
  %v91 = add nsw i64 %i39, 1
  store i64 %v91, ptr %s.addr.35
  br label %cond36
exit38:
  %v92 = add nsw i64 %i33, 1
  store i64 %v92, ptr %r.addr.29
  br label %cond30
exit32:
  %red93 = load <vscale x 4 x float>, ptr %acc28
  %p94 = getelementptr float, ptr %buf.b, i64 %i25
  %ld95 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p94, <vscale x 4 x i1> %mask27, <vscale x 4 x float> zeroinitializer)
  %v96 = fadd contract <vscale x 4 x float> %ld95, %red93
  %v97 = sub i64 %size.W, 1
  %v98 = add i64 %v97, 1
  %v99 = mul i64 %i9, %v98
  %v100 = add i64 %v99, %i17
  %v101 = mul i64 %v100, %size.K
  %v102 = add i64 %v101, %i25
  %p103 = getelementptr float, ptr %buf.y, i64 %v102
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v96, ptr align 4 %p103, <vscale x 4 x i1> %mask27)
  %v104 = add nsw i64 %i25, %v21
  store i64 %v104, ptr %k.addr.19
  br label %cond22
exit24:
  %v105 = add nsw i64 %i17, 1
  store i64 %v105, ptr %q.addr.13
  br label %cond14
exit16:
  %v106 = add nsw i64 %i9, 1
  store i64 %v106, ptr %p.addr.3
  br label %cond6
exit8:
  ret void
}
