@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.maxpool2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.23 = alloca i64, align 64
  %q.addr.43 = alloca i64, align 64
  %c.addr.49 = alloca i64, align 64
  %acc58 = alloca <vscale x 4 x float>, align 64
  %r.addr.59 = alloca i64, align 64
  %s.addr.65 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %v10, 2
  %v12 = sub i64 %v11, 1
  %v13 = sdiv i64 %v12, 2
  %v14 = srem i64 %v12, 2
  %v15 = icmp ne i64 %v14, 0
  %v16 = icmp slt i64 %v14, 0
  %v17 = icmp slt i64 2, 0
  %v18 = xor i1 %v16, %v17
  %v19 = and i1 %v15, %v18
  %v20 = zext i1 %v19 to i64
  %v21 = sub i64 %v13, %v20
  %v22 = add i64 %v21, 1
  store i64 0, ptr %p.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %p.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  %v29 = add i64 %size.W, 1
  %v30 = add i64 %v29, 1
  %v31 = sub i64 %v30, 2
  %v32 = sub i64 %v31, 1
  %v33 = sdiv i64 %v32, 2
  %v34 = srem i64 %v32, 2
  %v35 = icmp ne i64 %v34, 0
  %v36 = icmp slt i64 %v34, 0
  %v37 = icmp slt i64 2, 0
  %v38 = xor i1 %v36, %v37
  %v39 = and i1 %v35, %v38
  %v40 = zext i1 %v39 to i64
  %v41 = sub i64 %v33, %v40
  %v42 = add i64 %v41, 1
  store i64 0, ptr %q.addr.43
  br label %cond44
cond44:
  %i47 = load i64, ptr %q.addr.43
  %v48 = icmp slt i64 %i47, %v42
  br i1 %v48, label %body45, label %exit46
body45:
  store i64 0, ptr %c.addr.49
  %v50 = call i64 @llvm.vscale.i64()
  %v51 = mul i64 %v50, 4
  br label %cond52
cond52:
  %i55 = load i64, ptr %c.addr.49
  %v56 = icmp slt i64 %i55, %size.C
  br i1 %v56, label %body53, label %exit54
body53:
  %mask57 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i55, i64 %size.C)
  store <vscale x 4 x float> splat (float 0xFFF0000000000000), ptr %acc58
  store i64 0, ptr %r.addr.59
  br label %cond60
cond60:
  %i63 = load i64, ptr %r.addr.59
  %v64 = icmp slt i64 %i63, 3
  br i1 %v64, label %body61, label %exit62
body61:
  store i64 0, ptr %s.addr.65
  br label %cond66
cond66:
  %i69 = load i64, ptr %s.addr.65
  %v70 = icmp slt i64 %i69, 3
  br i1 %v70, label %body67, label %exit68
body67:
  %v71 = mul i64 %i27, 2
  %v72 = add i64 %v71, %i63
  %v73 = sub i64 %v72, 1
  %v74 = icmp sge i64 %v73, 0
  %v75 = icmp slt i64 %v73, %size.H
  %v76 = and i1 %v74, %v75
  %v77 = mul i64 %i47, 2
  %v78 = add i64 %v77, %i69
  %v79 = sub i64 %v78, 1
  %v80 = icmp sge i64 %v79, 0
  %v81 = icmp slt i64 %v79, %size.W
  %v82 = and i1 %v80, %v81
  %v83 = and i1 %v76, %v82
  %ins84 = insertelement <vscale x 4 x i1> poison, i1 %v83, i64 0
  %splat85 = shufflevector <vscale x 4 x i1> %ins84, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v86 = and <vscale x 4 x i1> %mask57, %splat85
  %v87 = mul i64 %i7, %size.H
  %v88 = mul i64 %i27, 2
  %v89 = add i64 %v88, %i63
  %v90 = sub i64 %v89, 1
  %v91 = add i64 %v87, %v90
  %v92 = mul i64 %v91, %size.W
  %v93 = mul i64 %i47, 2
  %v94 = add i64 %v93, %i69
  %v95 = sub i64 %v94, 1
  %v96 = add i64 %v92, %v95
  %v97 = mul i64 %v96, %size.C
  %v98 = add i64 %v97, %i55
  %p99 = getelementptr float, ptr %buf.x, i64 %v98
  %ld100 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p99, <vscale x 4 x i1> %v86, <vscale x 4 x float> zeroinitializer)
  %v101 = mul i64 %i27, 2
  %v102 = add i64 %v101, %i63
  %v103 = sub i64 %v102, 1
  %v104 = icmp sge i64 %v103, 0
  %v105 = icmp slt i64 %v103, %size.H
  %v106 = and i1 %v104, %v105
  %v107 = mul i64 %i47, 2
  %v108 = add i64 %v107, %i69
  %v109 = sub i64 %v108, 1
  %v110 = icmp sge i64 %v109, 0
  %v111 = icmp slt i64 %v109, %size.W
  %v112 = and i1 %v110, %v111
  %v113 = and i1 %v106, %v112
  %ins114 = insertelement <vscale x 4 x i1> poison, i1 %v113, i64 0
  %splat115 = shufflevector <vscale x 4 x i1> %ins114, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v116 = and <vscale x 4 x i1> %mask57, %splat115
  %old117 = load <vscale x 4 x float>, ptr %acc58
  %v118 = call <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float> %old117, <vscale x 4 x float> %ld100)
  %v119 = select <vscale x 4 x i1> %v116, <vscale x 4 x float> %v118, <vscale x 4 x float> %old117
  store <vscale x 4 x float> %v119, ptr %acc58
  %v120 = add nsw i64 %i69, 1
  store i64 %v120, ptr %s.addr.65
  br label %cond66
exit68:
  %v121 = add nsw i64 %i63, 1
  store i64 %v121, ptr %r.addr.59
  br label %cond60
exit62:
  %red122 = load <vscale x 4 x float>, ptr %acc58
  %v123 = add i64 %size.H, 1
  %v124 = add i64 %v123, 1
  %v125 = sub i64 %v124, 2
  %v126 = sub i64 %v125, 1
  %v127 = sdiv i64 %v126, 2
  %v128 = srem i64 %v126, 2
  %v129 = icmp ne i64 %v128, 0
  %v130 = icmp slt i64 %v128, 0
  %v131 = icmp slt i64 2, 0
  %v132 = xor i1 %v130, %v131
  %v133 = and i1 %v129, %v132
  %v134 = zext i1 %v133 to i64
  %v135 = sub i64 %v127, %v134
  %v136 = add i64 %v135, 1
  %v137 = mul i64 %i7, %v136
  %v138 = add i64 %v137, %i27
  %v139 = add i64 %size.W, 1
  %v140 = add i64 %v139, 1
  %v141 = sub i64 %v140, 2
  %v142 = sub i64 %v141, 1
  %v143 = sdiv i64 %v142, 2
  %v144 = srem i64 %v142, 2
  %v145 = icmp ne i64 %v144, 0
  %v146 = icmp slt i64 %v144, 0
  %v147 = icmp slt i64 2, 0
  %v148 = xor i1 %v146, %v147
  %v149 = and i1 %v145, %v148
  %v150 = zext i1 %v149 to i64
  %v151 = sub i64 %v143, %v150
  %v152 = add i64 %v151, 1
  %v153 = mul i64 %v138, %v152
  %v154 = add i64 %v153, %i47
  %v155 = mul i64 %v154, %size.C
  %v156 = add i64 %v155, %i55
  %p157 = getelementptr float, ptr %buf.y, i64 %v156
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red122, ptr align 4 %p157, <vscale x 4 x i1> %mask57)
  %v158 = add nsw i64 %i55, %v51
  store i64 %v158, ptr %c.addr.49
  br label %cond52
exit54:
  %v159 = add nsw i64 %i47, 1
  store i64 %v159, ptr %q.addr.43
  br label %cond44
exit46:
  %v160 = add nsw i64 %i27, 1
  store i64 %v160, ptr %p.addr.23
  br label %cond24
exit26:
  %v161 = add nsw i64 %i7, 1
  store i64 %v161, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
