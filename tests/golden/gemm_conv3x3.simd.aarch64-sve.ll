@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)

declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)

declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()

declare i64 @llvm.vscale.i64()

declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.15 = alloca i64, align 64
  %k.addr.21 = alloca i64, align 64
  %q.addr.33 = alloca i64, align 64
  %acc42 = alloca <vscale x 4 x float>, align 64
  %c.addr.43 = alloca i64, align 64
  %r.addr.49 = alloca i64, align 64
  %s.addr.55 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, 1
  %v3 = select i1 %v2, i64 %range.hi, i64 1
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %size.R, 1
  %v12 = sub i64 %v10, %v11
  %v13 = sub i64 %v12, 1
  %v14 = add i64 %v13, 1
  store i64 0, ptr %p.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %p.addr.15
  %v20 = icmp slt i64 %i19, %v14
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %k.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %k.addr.21
  %v26 = icmp slt i64 %i25, %size.K
  br i1 %v26, label %body23, label %exit24
body23:
  %v27 = add i64 %size.W, 1
  %v28 = add i64 %v27, 1
  %v29 = sub i64 %size.S, 1
  %v30 = sub i64 %v28, %v29
  %v31 = sub i64 %v30, 1
  %v32 = add i64 %v31, 1
  store i64 0, ptr %q.addr.33
  %v34 = call i64 @llvm.vscale.i64()
  %v35 = mul i64 %v34, 4
  br label %cond36
cond36:
  %i39 = load i64, ptr %q.addr.33
  %v40 = icmp slt i64 %i39, %v32
  br i1 %v40, label %body37, label %exit38
body37:
  %mask41 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i39, i64 %v32)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc42
  store i64 0, ptr %c.addr.43
  br label %cond44
cond44:
  %i47 = load i64, ptr %c.addr.43
  %v48 = icmp slt i64 %i47, %size.C
  br i1 %v48, label %body45, label %exit46
body45:
  store i64 0, ptr %r.addr.49
  br label %cond50
cond50:
  %i53 = load i64, ptr %r.addr.49
  %v54 = icmp slt i64 %i53, %size.R
  br i1 %v54, label %body51, label %exit52
body51:
  store i64 0, ptr %s.addr.55
  br label %cond56
cond56:
  %i59 = load i64, ptr %s.addr.55
  %v60 = icmp slt i64 %i59, %size.S
  br i1 %v60, label %body57, label %exit58
body57:
  %v61 = add i64 %i19, %i53
  %v62 = sub i64 %v61, 1
  %v63 = icmp sge i64 %v62, 0
  %v64 = icmp slt i64 %v62, %size.H
  %v65 = and i1 %v63, %v64
  %ins66 = insertelement <vscale x 4 x i64> poison, i64 %i39, i64 0
  %splat67 = shufflevector <vscale x 4 x i64> %ins66, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step68 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane69 = add <vscale x 4 x i64> %splat67, %step68
  %ins70 = insertelement <vscale x 4 x i64> poison, i64 %i59, i64 0
  %splat71 = shufflevector <vscale x 4 x i64> %ins70, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v72 = add <vscale x 4 x i64> %lane69, %splat71
  %v73 = sub <vscale x 4 x i64> %v72, splat (i64 1)
  %ins74 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat75 = shufflevector <vscale x 4 x i64> %ins74, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v76 = icmp sge <vscale x 4 x i64> %v73, zeroinitializer
  %v77 = icmp slt <vscale x 4 x i64> %v73, %splat75
  %v78 = and <vscale x 4 x i1> %v76, %v77
  %ins79 = insertelement <vscale x 4 x i1> poison, i1 %v65, i64 0
  %splat80 = shufflevector <vscale x 4 x i1> %ins79, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v81 = and <vscale x 4 x i1> %splat80, %v78
  %v82 = and <vscale x 4 x i1> %mask41, %v81
  %v83 = mul i64 %i7, %size.C
  %v84 = add i64 %v83, %i47
  %v85 = mul i64 %v84, %size.H
  %v86 = add i64 %i19, %i53
  %v87 = sub i64 %v86, 1
  %v88 = add i64 %v85, %v87
  %v89 = mul i64 %v88, %size.W
  %v90 = add i64 %i39, %i59
  %v91 = sub i64 %v90, 1
  %v92 = add i64 %v89, %v91
  %p93 = getelementptr float, ptr %buf.x, i64 %v92
  %ld94 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p93, <vscale x 4 x i1> %v82, <vscale x 4 x float> zeroinitializer)
  %v95 = mul i64 %i25, %size.C
  %v96 = add i64 %v95, %i47
  %v97 = mul i64 %v96, %size.R
  %v98 = add i64 %v97, %i53
  %v99 = mul i64 %v98, %size.S
  %v100 = add i64 %v99, %i59
  %p101 = getelementptr float, ptr %buf.w, i64 %v100
  %ld102 = load float, ptr %p101, align 4
  %ins103 = insertelement <vscale x 4 x float> poison, float %ld102, i64 0
  %splat104 = shufflevector <vscale x 4 x float> %ins103, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v105 = fmul contract <vscale x 4 x float> %ld94, %splat104
  %v106 = add i64 %i19, %i53
  %v107 = sub i64 %v106, 1
  %v108 = icmp sge i64 %v107, 0
  %v109 = icmp slt i64 %v107, %size.H
  %v110 = and i1 %v108, %v109
  %ins111 = insertelement <vscale x 4 x i64> poison, i64 %i59, i64 0
  %splat112 = shufflevector <vscale x 4 x i64> %ins111, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v113 = add <vscale x 4 x i64> %lane69, %splat112
  %v114 = sub <vscale x 4 x i64> %v113, splat (i64 1)
  %ins115 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat116 = shufflevector <vscale x 4 x i64> %ins115, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v117 = icmp sge <vscale x 4 x i64> %v114, zeroinitializer
  %v118 = icmp slt <vscale x 4 x i64> %v114, %splat116
  %v119 = and <vscale x 4 x i1> %v117, %v118
  %ins120 = insertelement <vscale x 4 x i1> poison, i1 %v110, i64 0
  %splat121 = shufflevector <vscale x 4 x i1> %ins120, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v122 = and <vscale x 4 x i1> %splat121, %v119
  %v123 = and <vscale x 4 x i1> %mask41, %v122
  %old124 = load <vscale x 4 x float>, ptr %acc42
  %v125 = fadd <vscale x 4 x float> %old124, %v105
  %v126 = select <vscale x 4 x i1> %v123, <vscale x 4 x float> %v125, <vscale x 4 x float> %old124
  store <vscale x 4 x float> %v126, ptr %acc42
  %v127 = add nsw i64 %i59, 1
  store i64 %v127, ptr %s.addr.55
  br label %cond56
exit58:
  %v128 = add nsw i64 %i53, 1
  store i64 %v128, ptr %r.addr.49
  br label %cond50
exit52:
  %v129 = add nsw i64 %i47, 1
  store i64 %v129, ptr %c.addr.43
  br label %cond44
exit46:
  %red130 = load <vscale x 4 x float>, ptr %acc42
  %p131 = getelementptr float, ptr %buf.b, i64 %i25
  %ld132 = load float, ptr %p131, align 4
  %ins133 = insertelement <vscale x 4 x float> poison, float %ld132, i64 0
  %splat134 = shufflevector <vscale x 4 x float> %ins133, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v135 = fadd contract <vscale x 4 x float> %splat134, %red130
  %v136 = mul i64 %i7, %size.K
  %v137 = add i64 %v136, %i25
  %v138 = add i64 %size.H, 1
  %v139 = add i64 %v138, 1
  %v140 = sub i64 %size.R, 1
  %v141 = sub i64 %v139, %v140
  %v142 = sub i64 %v141, 1
  %v143 = add i64 %v142, 1
  %v144 = mul i64 %v137, %v143
  %v145 = add i64 %v144, %i19
  %v146 = add i64 %size.W, 1
  %v147 = add i64 %v146, 1
  %v148 = sub i64 %size.S, 1
  %v149 = sub i64 %v147, %v148
  %v150 = sub i64 %v149, 1
  %v151 = add i64 %v150, 1
  %v152 = mul i64 %v145, %v151
  %v153 = add i64 %v152, %i39
  %p154 = getelementptr float, ptr %buf.y, i64 %v153
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v135, ptr align 4 %p154, <vscale x 4 x i1> %mask41)
  %v155 = add nsw i64 %i39, %v35
  store i64 %v155, ptr %q.addr.33
  br label %cond36
exit38:
  %v156 = add nsw i64 %i25, 1
  store i64 %v156, ptr %k.addr.21
  br label %cond22
exit24:
  %v157 = add nsw i64 %i19, 1
  store i64 %v157, ptr %p.addr.15
  br label %cond16
exit18:
  %v158 = add nsw i64 %i7, 1
  store i64 %v158, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
