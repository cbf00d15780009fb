@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.7 = alloca i64, align 64
  %q.addr.21 = alloca i64, align 64
  %k.addr.27 = alloca i64, align 64
  %acc36 = alloca <vscale x 4 x float>, align 64
  %r.addr.37 = alloca i64, align 64
  %s.addr.43 = alloca i64, align 64
  %c.addr.49 = alloca i64, align 64
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
  store i64 0, ptr %k.addr.27
  %v28 = call i64 @llvm.vscale.i64()
  %v29 = mul i64 %v28, 4
  br label %cond30
cond30:
  %i33 = load i64, ptr %k.addr.27
  %v34 = icmp slt i64 %i33, %size.K
  br i1 %v34, label %body31, label %exit32
body31:
  %mask35 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i33, i64 %size.K)
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
  store i64 0, ptr %c.addr.49
  br label %cond50
cond50:
  %i53 = load i64, ptr %c.addr.49
  %v54 = icmp slt i64 %i53, %size.C
  br i1 %v54, label %body51, label %exit52
body51:
  %v55 = add i64 %i13, %i41
  %v56 = sub i64 %v55, 1
  %v57 = icmp sge i64 %v56, 0
  %v58 = icmp slt i64 %v56, %size.H
  %v59 = and i1 %v57, %v58
  %v60 = add i64 %i25, %i47
  %v61 = sub i64 %v60, 1
  %v62 = icmp sge i64 %v61, 0
  %v63 = icmp slt i64 %v61, %size.W
  %v64 = and i1 %v62, %v63
  %v65 = and i1 %v59, %v64
  %v66 = add i64 %i13, %i41
  %v67 = sub i64 %v66, 1
  %v68 = mul i64 %v67, %size.W
  %v69 = add i64 %i25, %i47
  %v70 = sub i64 %v69, 1
  %v71 = add i64 %v68, %v70
  %v72 = mul i64 %v71, %size.C
  %v73 = add i64 %v72, %i53
  %p74 = getelementptr float, ptr %buf.x, i64 %v73
  %p75 = select i1 %v65, ptr %p74, ptr @jr.zero
  %ld76 = load float, ptr %p75, align 4
  %v77 = mul i64 %i41, %size.S
  %v78 = add i64 %v77, %i47
  %v79 = mul i64 %v78, %size.C
  %v80 = add i64 %v79, %i53
  %v81 = mul i64 %v80, %size.K
  %v82 = add i64 %v81, %i33
  %p83 = getelementptr float, ptr %buf.w, i64 %v82
  %ld84 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p83, <vscale x 4 x i1> %mask35, <vscale x 4 x float> zeroinitializer)
  %ins85 = insertelement <vscale x 4 x float> poison, float %ld76, i64 0
  %splat86 = shufflevector <vscale x 4 x float> %ins85, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v87 = fmul contract <vscale x 4 x float> %splat86, %ld84
  %v88 = add i64 %i13, %i41
  %v89 = sub i64 %v88, 1
  %v90 = icmp sge i64 %v89, 0
  %v91 = icmp slt i64 %v89, %size.H
  %v92 = and i1 %v90, %v91
  %v93 = add i64 %i25, %i47
  %v94 = sub i64 %v93, 1
  %v95 = icmp sge i64 %v94, 0
  %v96 = icmp slt i64 %v94, %size.W
  %v97 = and i1 %v95, %v96
  %v98 = and i1 %v92, %v97
  %ins99 = insertelement <vscale x 4 x i1> poison, i1 %v98, i64 0
  %splat100 = shufflevector <vscale x 4 x i1> %ins99, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v101 = and <vscale x 4 x i1> %mask35, %splat100
  %old102 = load <vscale x 4 x float>, ptr %acc36
  %v103 = fadd <vscale x 4 x float> %old102, %v87
  %v104 = select <vscale x 4 x i1> %v101, <vscale x 4 x float> %v103, <vscale x 4 x float> %old102
  store <vscale x 4 x float> %v104, ptr %acc36
  %v105 = add nsw i64 %i53, 1
  store i64 %v105, ptr %c.addr.49
  br label %cond50
exit52:
  %v106 = add nsw i64 %i47, 1
  store i64 %v106, ptr %s.addr.43
  br label %cond44
exit46:
  %v107 = add nsw i64 %i41, 1
  store i64 %v107, ptr %r.addr.37
  br label %cond38
exit40:
  %red108 = load <vscale x 4 x float>, ptr %acc36
  %p109 = getelementptr float, ptr %buf.b, i64 %i33
  %ld110 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p109, <vscale x 4 x i1> %mask35, <vscale x 4 x float> zeroinitializer)
  %v111 = fadd contract <vscale x 4 x float> %ld110, %red108
  %v112 = add i64 %size.W, 1
  %v113 = add i64 %v112, 1
  %v114 = sub i64 %size.S, 1
  %v115 = sub i64 %v113, %v114
  %v116 = sub i64 %v115, 1
  %v117 = add i64 %v116, 1
  %v118 = mul i64 %i13, %v117
  %v119 = add i64 %v118, %i25
  %v120 = mul i64 %v119, %size.K
  %v121 = add i64 %v120, %i33
  %p122 = getelementptr float, ptr %buf.y, i64 %v121
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v111, ptr align 4 %p122, <vscale x 4 x i1> %mask35)
  %v123 = add nsw i64 %i33, %v29
  store i64 %v123, ptr %k.addr.27
  br label %cond30
exit32:
  %v124 = add nsw i64 %i25, 1
  store i64 %v124, ptr %q.addr.21
  br label %cond22
exit24:
  %v125 = add nsw i64 %i13, 1
  store i64 %v125, ptr %p.addr.7
  br label %cond10
exit12:
  ret void
}
