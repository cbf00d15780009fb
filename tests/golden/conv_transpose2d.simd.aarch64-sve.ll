@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.conv_transpose2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.KG, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %k.addr.19 = alloca i64, align 64
  %q.addr.29 = alloca i64, align 64
  %acc38 = alloca <vscale x 4 x float>, align 64
  %c.addr.39 = alloca i64, align 64
  %r.addr.45 = alloca i64, align 64
  %s.addr.51 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.H, 1
  %v10 = sub i64 %size.R, 1
  %v11 = add i64 %v9, %v10
  %v12 = add i64 %v11, 1
  store i64 0, ptr %p.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %p.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  store i64 0, ptr %k.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %k.addr.19
  %v24 = icmp slt i64 %i23, %size.KG
  br i1 %v24, label %body21, label %exit22
body21:
  %v25 = sub i64 %size.W, 1
  %v26 = sub i64 %size.S, 1
  %v27 = add i64 %v25, %v26
  %v28 = add i64 %v27, 1
  store i64 0, ptr %q.addr.29
  %v30 = call i64 @llvm.vscale.i64()
  %v31 = mul i64 %v30, 4
  br label %cond32
cond32:
  %i35 = load i64, ptr %q.addr.29
  %v36 = icmp slt i64 %i35, %v28
  br i1 %v36, label %body33, label %exit34
body33:
  %mask37 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i35, i64 %v28)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc38
  store i64 0, ptr %c.addr.39
  br label %cond40
cond40:
  %i43 = load i64, ptr %c.addr.39
  %v44 = icmp slt i64 %i43, %size.C
  br i1 %v44, label %body41, label %exit42
body41:
  store i64 0, ptr %r.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %r.addr.45
  %v50 = icmp slt i64 %i49, %size.R
  br i1 %v50, label %body47, label %exit48
body47:
  store i64 0, ptr %s.addr.51
  br label %cond52
cond52:
  %i55 = load i64, ptr %s.addr.51
  %v56 = icmp slt i64 %i55, %size.S
  br i1 %v56, label %body53, label %exit54
body53:
  %v57 = sub i64 %i17, %i49
  %v58 = icmp sge i64 %v57, 0
  %v59 = icmp slt i64 %v57, %size.H
  %v60 = and i1 %v58, %v59
  %ins61 = insertelement <vscale x 4 x i64> poison, i64 %i35, i64 0
  %splat62 = shufflevector <vscale x 4 x i64> %ins61, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step63 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane64 = add <vscale x 4 x i64> %splat62, %step63
  %ins65 = insertelement <vscale x 4 x i64> poison, i64 %i55, i64 0
  %splat66 = shufflevector <vscale x 4 x i64> %ins65, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v67 = sub <vscale x 4 x i64> %lane64, %splat66
  %ins68 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat69 = shufflevector <vscale x 4 x i64> %ins68, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v70 = icmp sge <vscale x 4 x i64> %v67, zeroinitializer
  %v71 = icmp slt <vscale x 4 x i64> %v67, %splat69
  %v72 = and <vscale x 4 x i1> %v70, %v71
  %ins73 = insertelement <vscale x 4 x i1> poison, i1 %v60, i64 0
  %splat74 = shufflevector <vscale x 4 x i1> %ins73, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v75 = and <vscale x 4 x i1> %splat74, %v72
  %v76 = and <vscale x 4 x i1> %mask37, %v75
  %v77 = mul i64 %i7, %size.C
  %v78 = add i64 %v77, %i43
  %v79 = mul i64 %v78, %size.H
  %v80 = sub i64 %i17, %i49
  %v81 = add i64 %v79, %v80
  %v82 = mul i64 %v81, %size.W
  %v83 = sub i64 %i35, %i55
  %v84 = add i64 %v82, %v83
  %p85 = getelementptr float, ptr %buf.x, i64 %v84
  %ld86 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p85, <vscale x 4 x i1> %v76, <vscale x 4 x float> zeroinitializer)
  %v87 = mul i64 %i43, %size.KG
  %v88 = add i64 %v87, %i23
  %v89 = mul i64 %v88, %size.R
  %v90 = add i64 %v89, %i49
  %v91 = mul i64 %v90, %size.S
  %v92 = add i64 %v91, %i55
  %p93 = getelementptr float, ptr %buf.w, i64 %v92
  %ld94 = load float, ptr %p93, align 4
  %ins95 = insertelement <vscale x 4 x float> poison, float %ld94, i64 0
  %splat96 = shufflevector <vscale x 4 x float> %ins95, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v97 = fmul contract <vscale x 4 x float> %ld86, %splat96
  %v98 = sub i64 %i17, %i49
  %v99 = icmp sge i64 %v98, 0
  %v100 = icmp slt i64 %v98, %size.H
  %v101 = and i1 %v99, %v100
  %ins102 = insertelement <vscale x 4 x i64> poison, i64 %i55, i64 0
  %splat103 = shufflevector <vscale x 4 x i64> %ins102, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v104 = sub <vscale x 4 x i64> %lane64, %splat103
  %ins105 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat106 = shufflevector <vscale x 4 x i64> %ins105, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v107 = icmp sge <vscale x 4 x i64> %v104, zeroinitializer
  %v108 = icmp slt <vscale x 4 x i64> %v104, %splat106
  %v109 = and <vscale x 4 x i1> %v107, %v108
  %ins110 = insertelement <vscale x 4 x i1> poison, i1 %v101, i64 0
  %splat111 = shufflevector <vscale x 4 x i1> %ins110, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v112 = and <vscale x 4 x i1> %splat111, %v109
  %v113 = and <vscale x 4 x i1> %mask37, %v112
  %old114 = load <vscale x 4 x float>, ptr %acc38
  %v115 = fadd <vscale x 4 x float> %old114, %v97
  %v116 = select <vscale x 4 x i1> %v113, <vscale x 4 x float> %v115, <vscale x 4 x float> %old114
  store <vscale x 4 x float> %v116, ptr %acc38
  %v117 = add nsw i64 %i55, 1
  store i64 %v117, ptr %s.addr.51
  br label %cond52
exit54:
  %v118 = add nsw i64 %i49, 1
  store i64 %v118, ptr %r.addr.45
  br label %cond46
exit48:
  %v119 = add nsw i64 %i43, 1
  store i64 %v119, ptr %c.addr.39
  br label %cond40
exit42:
  %red120 = load <vscale x 4 x float>, ptr %acc38
  %p121 = getelementptr float, ptr %buf.b, i64 %i23
  %ld122 = load float, ptr %p121, align 4
  %ins123 = insertelement <vscale x 4 x float> poison, float %ld122, i64 0
  %splat124 = shufflevector <vscale x 4 x float> %ins123, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v125 = fadd contract <vscale x 4 x float> %splat124, %red120
  %v126 = mul i64 %i7, %size.KG
  %v127 = add i64 %v126, %i23
  %v128 = sub i64 %size.H, 1
  %v129 = sub i64 %size.R, 1
  %v130 = add i64 %v128, %v129
  %v131 = add i64 %v130, 1
  %v132 = mul i64 %v127, %v131
  %v133 = add i64 %v132, %i17
  %v134 = sub i64 %size.W, 1
  %v135 = sub i64 %size.S, 1
  %v136 = add i64 %v134, %v135
  %v137 = add i64 %v136, 1
  %v138 = mul i64 %v133, %v137
  %v139 = add i64 %v138, %i35
  %p140 = getelementptr float, ptr %buf.y, i64 %v139
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v125, ptr align 4 %p140, <vscale x 4 x i1> %mask37)
  %v141 = add nsw i64 %i35, %v31
  store i64 %v141, ptr %q.addr.29
  br label %cond32
exit34:
  %v142 = add nsw i64 %i23, 1
  store i64 %v142, ptr %k.addr.19
  br label %cond20
exit22:
  %v143 = add nsw i64 %i17, 1
  store i64 %v143, ptr %p.addr.13
  br label %cond14
exit16:
  %v144 = add nsw i64 %i7, 1
  store i64 %v144, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
