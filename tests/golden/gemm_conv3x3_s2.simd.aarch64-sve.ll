@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %k.addr.1 = alloca i64, align 64
  %p.addr.24 = alloca i64, align 64
  %q.addr.45 = alloca i64, align 64
  %acc51 = alloca <vscale x 4 x float>, align 64
  %c.addr.52 = alloca i64, align 64
  %r.addr.58 = alloca i64, align 64
  %s.addr.64 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.K
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.K
  store i64 %range.lo, ptr %k.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %k.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %size.R, 1
  %v12 = sub i64 %v10, %v11
  %v13 = sub i64 %v12, 1
  %v14 = sdiv i64 %v13, 2
  %v15 = srem i64 %v13, 2
  %v16 = icmp ne i64 %v15, 0
  %v17 = icmp slt i64 %v15, 0
  %v18 = icmp slt i64 2, 0
  %v19 = xor i1 %v17, %v18
  %v20 = and i1 %v16, %v19
  %v21 = zext i1 %v20 to i64
  %v22 = sub i64 %v14, %v21
  %v23 = add i64 %v22, 1
  store i64 0, ptr %p.addr.24
  br label %cond25
cond25:
  %i28 = load i64, ptr %p.addr.24
  %v29 = icmp slt i64 %i28, %v23
  br i1 %v29, label %body26, label %exit27
body26:
  %v30 = add i64 %size.W, 1
  %v31 = add i64 %v30, 1
  %v32 = sub i64 %size.S, 1
  %v33 = sub i64 %v31, %v32
  %v34 = sub i64 %v33, 1
  %v35 = sdiv i64 %v34, 2
  %v36 = srem i64 %v34, 2
  %v37 = icmp ne i64 %v36, 0
  %v38 = icmp slt i64 %v36, 0
  %v39 = icmp slt i64 2, 0
  %v40 = xor i1 %v38, %v39
  %v41 = and i1 %v37, %v40
  %v42 = zext i1 %v41 to i64
  %v43 = sub i64 %v35, %v42
  %v44 = add i64 %v43, 1
  store i64 0, ptr %q.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %q.addr.45
  %v50 = icmp slt i64 %i49, %v44
  br i1 %v50, label %body47, label %exit48
body47:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc51
  store i64 0, ptr %c.addr.52
  br label %cond53
cond53:
  %i56 = load i64, ptr %c.addr.52
  %v57 = icmp slt i64 %i56, %size.C
  br i1 %v57, label %body54, label %exit55
body54:
  store i64 0, ptr %r.addr.58
  br label %cond59
cond59:
  %i62 = load i64, ptr %r.addr.58
  %v63 = icmp slt i64 %i62, %size.R
  br i1 %v63, label %body60, label %exit61
body60:
  store i64 0, ptr %s.addr.64
  %v65 = call i64 @llvm.vscale.i64()
  %v66 = mul i64 %v65, 4
  br label %cond67
cond67:
  %i70 = load i64, ptr %s.addr.64
  %v71 = icmp slt i64 %i70, %size.S
  br i1 %v71, label %body68, label %exit69
body68:
  %mask72 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i70, i64 %size.S)
  %v73 = mul i64 %i28, 2
  %v74 = add i64 %v73, %i62
  %v75 = sub i64 %v74, 1
  %v76 = icmp sge i64 %v75, 0
  %v77 = icmp slt i64 %v75, %size.H
  %v78 = and i1 %v76, %v77
  %v79 = mul i64 %i49, 2
  %ins80 = insertelement <vscale x 4 x i64> poison, i64 %i70, i64 0
  %splat81 = shufflevector <vscale x 4 x i64> %ins80, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step82 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane83 = add <vscale x 4 x i64> %splat81, %step82
  %ins84 = insertelement <vscale x 4 x i64> poison, i64 %v79, i64 0
  %splat85 = shufflevector <vscale x 4 x i64> %ins84, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v86 = add <vscale x 4 x i64> %splat85, %lane83
  %v87 = sub <vscale x 4 x i64> %v86, splat (i64 1)
  %ins88 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat89 = shufflevector <vscale x 4 x i64> %ins88, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v90 = icmp sge <vscale x 4 x i64> %v87, zeroinitializer
  %v91 = icmp slt <vscale x 4 x i64> %v87, %splat89
  %v92 = and <vscale x 4 x i1> %v90, %v91
  %ins93 = insertelement <vscale x 4 x i1> poison, i1 %v78, i64 0
  %splat94 = shufflevector <vscale x 4 x i1> %ins93, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v95 = and <vscale x 4 x i1> %splat94, %v92
  %v96 = and <vscale x 4 x i1> %mask72, %v95
  %v97 = mul i64 %i56, %size.H
  %v98 = mul i64 %i28, 2
  %v99 = add i64 %v98, %i62
  %v100 = sub i64 %v99, 1
  %v101 = add i64 %v97, %v100
  %v102 = mul i64 %v101, %size.W
  %v103 = mul i64 %i49, 2
  %v104 = add i64 %v103, %i70
  %v105 = sub i64 %v104, 1
  %v106 = add i64 %v102, %v105
  %p107 = getelementptr float, ptr %buf.x, i64 %v106
  %ld108 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p107, <vscale x 4 x i1> %v96, <vscale x 4 x float> zeroinitializer)
  %v109 = mul i64 %i7, %size.C
  %v110 = add i64 %v109, %i56
  %v111 = mul i64 %v110, %size.R
  %v112 = add i64 %v111, %i62
  %v113 = mul i64 %v112, %size.S
  %v114 = add i64 %v113, %i70
  %p115 = getelementptr float, ptr %buf.w, i64 %v114
  %ld116 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p115, <vscale x 4 x i1> %mask72, <vscale x 4 x float> zeroinitializer)
  %v117 = fmul contract <vscale x 4 x float> %ld108, %ld116
  %v118 = mul i64 %i28, 2
  %v119 = add i64 %v118, %i62
  %v120 = sub i64 %v119, 1
  %v121 = icmp sge i64 %v120, 0
  %v122 = icmp slt i64 %v120, %size.H
  %v123 = and i1 %v121, %v122
  %v124 = mul i64 %i49, 2
  %ins125 = insertelement <vscale x 4 x i64> poison, i64 %v124, i64 0
  %splat126 = shufflevector <vscale x 4 x i64> %ins125, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v127 = add <vscale x 4 x i64> %splat126, %lane83
  %v128 = sub <vscale x 4 x i64> %v127, splat (i64 1)
  %ins129 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat130 = shufflevector <vscale x 4 x i64> %ins129, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v131 = icmp sge <vscale x 4 x i64> %v128, zeroinitializer
  %v132 = icmp slt <vscale x 4 x i64> %v128, %splat130
  %v133 = and <vscale x 4 x i1> %v131, %v132
  %ins134 = insertelement <vscale x 4 x i1> poison, i1 %v123, i64 0
  %splat135 = shufflevector <vscale x 4 x i1> %ins134, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v136 = and <vscale x 4 x i1> %splat135, %v133
  %v137 = and <vscale x 4 x i1> %mask72, %v136
  %old138 = load <vscale x 4 x float>, ptr %acc51
  %v139 = fadd <vscale x 4 x float> %old138, %v117
  %v140 = select <vscale x 4 x i1> %v137, <vscale x 4 x float> %v139, <vscale x 4 x float> %old138
  store <vscale x 4 x float> %v140, ptr %acc51
  %v141 = add nsw i64 %i70, %v66
  store i64 %v141, ptr %s.addr.64
  br label %cond67
exit69:
  %v142 = add nsw i64 %i62, 1
  store i64 %v142, ptr %r.addr.58
  br label %cond59
exit61:
  %v143 = add nsw i64 %i56, 1
  store i64 %v143, ptr %c.addr.52
  br label %cond53
exit55:
  %red144 = load <vscale x 4 x float>, ptr %acc51
  %v145 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red144)
  %p146 = getelementptr float, ptr %buf.b, i64 %i7
  %ld147 = load float, ptr %p146, align 4
  %v148 = fadd contract float %ld147, %v145
  %v149 = add i64 %size.H, 1
  %v150 = add i64 %v149, 1
  %v151 = sub i64 %size.R, 1
  %v152 = sub i64 %v150, %v151
  %v153 = sub i64 %v152, 1
  %v154 = sdiv i64 %v153, 2
  %v155 = srem i64 %v153, 2
  %v156 = icmp ne i64 %v155, 0
  %v157 = icmp slt i64 %v155, 0
  %v158 = icmp slt i64 2, 0
  %v159 = xor i1 %v157, %v158
  %v160 = and i1 %v156, %v159
  %v161 = zext i1 %v160 to i64
  %v162 = sub i64 %v154, %v161
  %v163 = add i64 %v162, 1
  %v164 = mul i64 %i7, %v163
  %v165 = add i64 %v164, %i28
  %v166 = add i64 %size.W, 1
  %v167 = add i64 %v166, 1
  %v168 = sub i64 %size.S, 1
  %v169 = sub i64 %v167, %v168
  %v170 = sub i64 %v169, 1
  %v171 = sdiv i64 %v170, 2
  %v172 = srem i64 %v170, 2
  %v173 = icmp ne i64 %v172, 0
  %v174 = icmp slt i64 %v172, 0
  %v175 = icmp slt i64 2, 0
  %v176 = xor i1 %v174, %v175
  %v177 = and i1 %v173, %v176
  %v178 = zext i1 %v177 to i64
  %v179 = sub i64 %v171, %v178
  %v180 = add i64 %v179, 1
  %v181 = mul i64 %v165, %v180
  %v182 = add i64 %v181, %i49
  %p183 = getelementptr float, ptr %buf.y, i64 %v182
  store float %v148, ptr %p183, align 4
  %v184 = add nsw i64 %i49, 1
  store i64 %v184, ptr %q.addr.45
  br label %cond46
exit48:
  %v185 = add nsw i64 %i28, 1
  store i64 %v185, ptr %p.addr.24
  br label %cond25
exit27:
  %v186 = add nsw i64 %i7, 1
  store i64 %v186, ptr %k.addr.1
  br label %cond4
exit6:
  ret void
}
