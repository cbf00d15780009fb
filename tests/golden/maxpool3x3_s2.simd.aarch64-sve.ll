@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.maxpool2d"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c.addr.1 = alloca i64, align 64
  %p.addr.22 = alloca i64, align 64
  %q.addr.41 = alloca i64, align 64
  %acc50 = alloca <vscale x 4 x float>, align 64
  %r.addr.51 = alloca i64, align 64
  %s.addr.57 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.C
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.C
  store i64 %range.lo, ptr %c.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %c.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %v10, 3
  %v12 = sdiv i64 %v11, 2
  %v13 = srem i64 %v11, 2
  %v14 = icmp ne i64 %v13, 0
  %v15 = icmp slt i64 %v13, 0
  %v16 = icmp slt i64 2, 0
  %v17 = xor i1 %v15, %v16
  %v18 = and i1 %v14, %v17
  %v19 = zext i1 %v18 to i64
  %v20 = sub i64 %v12, %v19
  %v21 = add i64 %v20, 1
  store i64 0, ptr %p.addr.22
  br label %cond23
cond23:
  %i26 = load i64, ptr %p.addr.22
  %v27 = icmp slt i64 %i26, %v21
  br i1 %v27, label %body24, label %exit25
body24:
  %v28 = add i64 %size.W, 1
  %v29 = add i64 %v28, 1
  %v30 = sub i64 %v29, 3
  %v31 = sdiv i64 %v30, 2
  %v32 = srem i64 %v30, 2
  %v33 = icmp ne i64 %v32, 0
  %v34 = icmp slt i64 %v32, 0
  %v35 = icmp slt i64 2, 0
  %v36 = xor i1 %v34, %v35
  %v37 = and i1 %v33, %v36
  %v38 = zext i1 %v37 to i64
  %v39 = sub i64 %v31, %v38
  %v40 = add i64 %v39, 1
  store i64 0, ptr %q.addr.41
  %v42 = call i64 @llvm.vscale.i64()
  %v43 = mul i64 %v42, 4
  br label %cond44
cond44:
  %i47 = load i64, ptr %q.addr.41
  %v48 = icmp slt i64 %i47, %v40
  br i1 %v48, label %body45, label %exit46
body45:
  %mask49 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i47, i64 %v40)
  store <vscale x 4 x float> splat (float 0xFFF0000000000000), ptr %acc50
  store i64 0, ptr %r.addr.51
  br label %cond52
cond52:
  %i55 = load i64, ptr %r.addr.51
  %v56 = icmp slt i64 %i55, 3
  br i1 %v56, label %body53, label %exit54
body53:
  store i64 0, ptr %s.addr.57
  br label %cond58
cond58:
  %i61 = load i64, ptr %s.addr.57
  %v62 = icmp slt i64 %i61, 3
  br i1 %v62, label %body59, label %exit60
body59:
  %v63 = mul i64 %i26, 2
  %v64 = add i64 %v63, %i55
  %v65 = sub i64 %v64, 1
  %v66 = icmp sge i64 %v65, 0
  %v67 = icmp slt i64 %v65, %size.H
  %v68 = and i1 %v66, %v67
  %ins69 = insertelement <vscale x 4 x i64> poison, i64 %i47, i64 0
  %splat70 = shufflevector <vscale x 4 x i64> %ins69, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step71 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane72 = add <vscale x 4 x i64> %splat70, %step71
  %v73 = mul <vscale x 4 x i64> %lane72, splat (i64 2)
  %ins74 = insertelement <vscale x 4 x i64> poison, i64 %i61, i64 0
  %splat75 = shufflevector <vscale x 4 x i64> %ins74, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v76 = add <vscale x 4 x i64> %v73, %splat75
  %v77 = sub <vscale x 4 x i64> %v76, splat (i64 1)
  %ins78 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat79 = shufflevector <vscale x 4 x i64> %ins78, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v80 = icmp sge <vscale x 4 x i64> %v77, zeroinitializer
  %v81 = icmp slt <vscale x 4 x i64> %v77, %splat79
  %v82 = and <vscale x 4 x i1> %v80, %v81
  %ins83 = insertelement <vscale x 4 x i1> poison, i1 %v68, i64 0
  %splat84 = shufflevector <vscale x 4 x i1> %ins83, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v85 = and <vscale x 4 x i1> %splat84, %v82
  %v86 = and <vscale x 4 x i1> %mask49, %v85
  %v87 = mul i64 %i7, %size.H
  %v88 = mul i64 %i26, 2
  %v89 = add i64 %v88, %i55
  %v90 = sub i64 %v89, 1
  %v91 = add i64 %v87, %v90
  %v92 = mul i64 %v91, %size.W
  %v93 = mul <vscale x 4 x i64> %lane72, splat (i64 2)
  %ins94 = insertelement <vscale x 4 x i64> poison, i64 %i61, i64 0
  %splat95 = shufflevector <vscale x 4 x i64> %ins94, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v96 = add <vscale x 4 x i64> %v93, %splat95
  %v97 = sub <vscale x 4 x i64> %v96, splat (i64 1)
  %ins98 = insertelement <vscale x 4 x i64> poison, i64 %v92, i64 0
  %splat99 = shufflevector <vscale x 4 x i64> %ins98, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v100 = add <vscale x 4 x i64> %splat99, %v97
  %ps101 = getelementptr float, ptr %buf.x, <vscale x 4 x i64> %v100
  %ld102 = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %ps101, <vscale x 4 x i1> %v86, <vscale x 4 x float> zeroinitializer)
  %v103 = mul i64 %i26, 2
  %v104 = add i64 %v103, %i55
  %v105 = sub i64 %v104, 1
  %v106 = icmp sge i64 %v105, 0
  %v107 = icmp slt i64 %v105, %size.H
  %v108 = and i1 %v106, %v107
  %v109 = mul <vscale x 4 x i64> %lane72, splat (i64 2)
  %ins110 = insertelement <vscale x 4 x i64> poison, i64 %i61, i64 0
  %splat111 = shufflevector <vscale x 4 x i64> %ins110, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v112 = add <vscale x 4 x i64> %v109, %splat111
  %v113 = sub <vscale x 4 x i64> %v112, splat (i64 1)
  %ins114 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat115 = shufflevector <vscale x 4 x i64> %ins114, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v116 = icmp sge <vscale x 4 x i64> %v113, zeroinitializer
  %v117 = icmp slt <vscale x 4 x i64> %v113, %splat115
  %v118 = and <vscale x 4 x i1> %v116, %v117
  %ins119 = insertelement <vscale x 4 x i1> poison, i1 %v108, i64 0
  %splat120 = shufflevector <vscale x 4 x i1> %ins119, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v121 = and <vscale x 4 x i1> %splat120, %v118
  %v122 = and <vscale x 4 x i1> %mask49, %v121
  %old123 = load <vscale x 4 x float>, ptr %acc50
  %v124 = call <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float> %old123, <vscale x 4 x float> %ld102)
  %v125 = select <vscale x 4 x i1> %v122, <vscale x 4 x float> %v124, <vscale x 4 x float> %old123
  store <vscale x 4 x float> %v125, ptr %acc50
  %v126 = add nsw i64 %i61, 1
  store i64 %v126, ptr %s.addr.57
  br label %cond58
exit60:
  %v127 = add nsw i64 %i55, 1
  store i64 %v127, ptr %r.addr.51
  br label %cond52
exit54:
  %red128 = load <vscale x 4 x float>, ptr %acc50
  %v129 = add i64 %size.H, 1
  %v130 = add i64 %v129, 1
  %v131 = sub i64 %v130, 3
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
  %v142 = mul i64 %i7, %v141
  %v143 = add i64 %v142, %i26
  %v144 = add i64 %size.W, 1
  %v145 = add i64 %v144, 1
  %v146 = sub i64 %v145, 3
  %v147 = sdiv i64 %v146, 2
  %v148 = srem i64 %v146, 2
  %v149 = icmp ne i64 %v148, 0
  %v150 = icmp slt i64 %v148, 0
  %v151 = icmp slt i64 2, 0
  %v152 = xor i1 %v150, %v151
  %v153 = and i1 %v149, %v152
  %v154 = zext i1 %v153 to i64
  %v155 = sub i64 %v147, %v154
  %v156 = add i64 %v155, 1
  %v157 = mul i64 %v143, %v156
  %v158 = add i64 %v157, %i47
  %p159 = getelementptr float, ptr %buf.y, i64 %v158
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red128, ptr align 4 %p159, <vscale x 4 x i1> %mask49)
  %v160 = add nsw i64 %i47, %v43
  store i64 %v160, ptr %q.addr.41
  br label %cond44
exit46:
  %v161 = add nsw i64 %i26, 1
  store i64 %v161, ptr %p.addr.22
  br label %cond23
exit25:
  %v162 = add nsw i64 %i7, 1
  store i64 %v162, ptr %c.addr.1
  br label %cond4
exit6:
  ret void
}
