@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
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
  %nan59 = alloca <vscale x 4 x i1>, align 64
  %r.addr.60 = alloca i64, align 64
  %s.addr.66 = alloca i64, align 64
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
  store <vscale x 4 x i1> zeroinitializer, ptr %nan59
  store i64 0, ptr %r.addr.60
  br label %cond61
cond61:
  %i64 = load i64, ptr %r.addr.60
  %v65 = icmp slt i64 %i64, 3
  br i1 %v65, label %body62, label %exit63
body62:
  store i64 0, ptr %s.addr.66
  br label %cond67
cond67:
  %i70 = load i64, ptr %s.addr.66
  %v71 = icmp slt i64 %i70, 3
  br i1 %v71, label %body68, label %exit69
body68:
  %v72 = mul i64 %i27, 2
  %v73 = add i64 %v72, %i64
  %v74 = sub i64 %v73, 1
  %v75 = icmp sge i64 %v74, 0
  %v76 = icmp slt i64 %v74, %size.H
  %v77 = and i1 %v75, %v76
  %v78 = mul i64 %i47, 2
  %v79 = add i64 %v78, %i70
  %v80 = sub i64 %v79, 1
  %v81 = icmp sge i64 %v80, 0
  %v82 = icmp slt i64 %v80, %size.W
  %v83 = and i1 %v81, %v82
  %v84 = and i1 %v77, %v83
  %ins85 = insertelement <vscale x 4 x i1> poison, i1 %v84, i64 0
  %splat86 = shufflevector <vscale x 4 x i1> %ins85, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v87 = and <vscale x 4 x i1> %mask57, %splat86
  %v88 = mul i64 %i7, %size.H
  %v89 = mul i64 %i27, 2
  %v90 = add i64 %v89, %i64
  %v91 = sub i64 %v90, 1
  %v92 = add i64 %v88, %v91
  %v93 = mul i64 %v92, %size.W
  %v94 = mul i64 %i47, 2
  %v95 = add i64 %v94, %i70
  %v96 = sub i64 %v95, 1
  %v97 = add i64 %v93, %v96
  %v98 = mul i64 %v97, %size.C
  %v99 = add i64 %v98, %i55
  %p100 = getelementptr float, ptr %buf.x, i64 %v99
  %ld101 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p100, <vscale x 4 x i1> %v87, <vscale x 4 x float> zeroinitializer)
  %v102 = mul i64 %i27, 2
  %v103 = add i64 %v102, %i64
  %v104 = sub i64 %v103, 1
  %v105 = icmp sge i64 %v104, 0
  %v106 = icmp slt i64 %v104, %size.H
  %v107 = and i1 %v105, %v106
  %v108 = mul i64 %i47, 2
  %v109 = add i64 %v108, %i70
  %v110 = sub i64 %v109, 1
  %v111 = icmp sge i64 %v110, 0
  %v112 = icmp slt i64 %v110, %size.W
  %v113 = and i1 %v111, %v112
  %v114 = and i1 %v107, %v113
  %ins115 = insertelement <vscale x 4 x i1> poison, i1 %v114, i64 0
  %splat116 = shufflevector <vscale x 4 x i1> %ins115, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v117 = and <vscale x 4 x i1> %mask57, %splat116
  %old118 = load <vscale x 4 x float>, ptr %acc58
  %v119 = fcmp ogt <vscale x 4 x float> %ld101, %old118
  %v120 = select <vscale x 4 x i1> %v119, <vscale x 4 x float> %ld101, <vscale x 4 x float> %old118
  %v121 = fcmp uno <vscale x 4 x float> %ld101, %ld101
  %v122 = and <vscale x 4 x i1> %v121, %v117
  %v123 = load <vscale x 4 x i1>, ptr %nan59
  %v124 = or <vscale x 4 x i1> %v123, %v122
  store <vscale x 4 x i1> %v124, ptr %nan59
  %v125 = select <vscale x 4 x i1> %v117, <vscale x 4 x float> %v120, <vscale x 4 x float> %old118
  store <vscale x 4 x float> %v125, ptr %acc58
  %v126 = add nsw i64 %i70, 1
  store i64 %v126, ptr %s.addr.66
  br label %cond67
exit69:
  %v127 = add nsw i64 %i64, 1
  store i64 %v127, ptr %r.addr.60
  br label %cond61
exit63:
  %red128 = load <vscale x 4 x float>, ptr %acc58
  %v129 = load <vscale x 4 x i1>, ptr %nan59
  %v130 = select <vscale x 4 x i1> %v129, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %red128
  %v131 = add i64 %size.H, 1
  %v132 = add i64 %v131, 1
  %v133 = sub i64 %v132, 2
  %v134 = sub i64 %v133, 1
  %v135 = sdiv i64 %v134, 2
  %v136 = srem i64 %v134, 2
  %v137 = icmp ne i64 %v136, 0
  %v138 = icmp slt i64 %v136, 0
  %v139 = icmp slt i64 2, 0
  %v140 = xor i1 %v138, %v139
  %v141 = and i1 %v137, %v140
  %v142 = zext i1 %v141 to i64
  %v143 = sub i64 %v135, %v142
  %v144 = add i64 %v143, 1
  %v145 = mul i64 %i7, %v144
  %v146 = add i64 %v145, %i27
  %v147 = add i64 %size.W, 1
  %v148 = add i64 %v147, 1
  %v149 = sub i64 %v148, 2
  %v150 = sub i64 %v149, 1
  %v151 = sdiv i64 %v150, 2
  %v152 = srem i64 %v150, 2
  %v153 = icmp ne i64 %v152, 0
  %v154 = icmp slt i64 %v152, 0
  %v155 = icmp slt i64 2, 0
  %v156 = xor i1 %v154, %v155
  %v157 = and i1 %v153, %v156
  %v158 = zext i1 %v157 to i64
  %v159 = sub i64 %v151, %v158
  %v160 = add i64 %v159, 1
  %v161 = mul i64 %v146, %v160
  %v162 = add i64 %v161, %i47
  %v163 = mul i64 %v162, %size.C
  %v164 = add i64 %v163, %i55
  %p165 = getelementptr float, ptr %buf.y, i64 %v164
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v130, ptr align 4 %p165, <vscale x 4 x i1> %mask57)
  %v166 = add nsw i64 %i55, %v51
  store i64 %v166, ptr %c.addr.49
  br label %cond52
exit54:
  %v167 = add nsw i64 %i47, 1
  store i64 %v167, ptr %q.addr.43
  br label %cond44
exit46:
  %v168 = add nsw i64 %i27, 1
  store i64 %v168, ptr %p.addr.23
  br label %cond24
exit26:
  %v169 = add nsw i64 %i7, 1
  store i64 %v169, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
