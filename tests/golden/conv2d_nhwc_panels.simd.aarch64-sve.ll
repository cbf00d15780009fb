@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.conv2d_nhwc_panels"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %k.addr.29 = alloca i64, align 64
  %acc35 = alloca <vscale x 4 x float>, align 64
  %r.addr.36 = alloca i64, align 64
  %s.addr.42 = alloca i64, align 64
  %c.addr.48 = alloca i64, align 64
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
  store i64 0, ptr %k.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %k.addr.29
  %v34 = icmp slt i64 %i33, %size.K
  br i1 %v34, label %body31, label %exit32
body31:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc35
  store i64 0, ptr %r.addr.36
  br label %cond37
cond37:
  %i40 = load i64, ptr %r.addr.36
  %v41 = icmp slt i64 %i40, %size.R
  br i1 %v41, label %body38, label %exit39
body38:
  store i64 0, ptr %s.addr.42
  br label %cond43
cond43:
  %i46 = load i64, ptr %s.addr.42
  %v47 = icmp slt i64 %i46, %size.S
  br i1 %v47, label %body44, label %exit45
body44:
  store i64 0, ptr %c.addr.48
  %v49 = call i64 @llvm.vscale.i64()
  %v50 = mul i64 %v49, 4
  br label %cond51
cond51:
  %i54 = load i64, ptr %c.addr.48
  %v55 = icmp slt i64 %i54, %size.C
  br i1 %v55, label %body52, label %exit53
body52:
  %mask56 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i54, i64 %size.C)
  %v57 = add i64 %i17, %i40
  %v58 = icmp sge i64 %v57, 0
  %v59 = icmp slt i64 %v57, %size.H
  %v60 = and i1 %v58, %v59
  %v61 = add i64 %i27, %i46
  %v62 = icmp sge i64 %v61, 0
  %v63 = icmp slt i64 %v61, %size.W
  %v64 = and i1 %v62, %v63
  %v65 = and i1 %v60, %v64
  %ins66 = insertelement <vscale x 4 x i1> poison, i1 %v65, i64 0
  %splat67 = shufflevector <vscale x 4 x i1> %ins66, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v68 = and <vscale x 4 x i1> %mask56, %splat67
  %v69 = mul i64 %i7, %size.H
  %v70 = add i64 %i17, %i40
  %v71 = add i64 %v69, %v70
  %v72 = mul i64 %v71, %size.W
  %v73 = add i64 %i27, %i46
  %v74 = add i64 %v72, %v73
  %v75 = mul i64 %v74, %size.C
  %v76 = add i64 %v75, %i54
  %p77 = getelementptr float, ptr %buf.x, i64 %v76
  %ld78 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p77, <vscale x 4 x i1> %v68, <vscale x 4 x float> zeroinitializer)
  %v79 = sdiv i64 %i33, %size.P
  %v80 = srem i64 %i33, %size.P
  %v81 = icmp ne i64 %v80, 0
  %v82 = icmp slt i64 %v80, 0
  %v83 = icmp slt i64 %size.P, 0
  %v84 = xor i1 %v82, %v83
  %v85 = and i1 %v81, %v84
  %v86 = zext i1 %v85 to i64
  %v87 = sub i64 %v79, %v86
  %v88 = icmp sge i64 %v87, 0
  %v89 = icmp slt i64 %v87, %size.J
  %v90 = and i1 %v88, %v89
  %v91 = sdiv i64 %i33, %size.P
  %v92 = srem i64 %i33, %size.P
  %v93 = icmp ne i64 %v92, 0
  %v94 = icmp slt i64 %v92, 0
  %v95 = icmp slt i64 %size.P, 0
  %v96 = xor i1 %v94, %v95
  %v97 = and i1 %v93, %v96
  %v98 = add i64 %v92, %size.P
  %v99 = select i1 %v97, i64 %v98, i64 %v92
  %v100 = icmp sge i64 %v99, 0
  %v101 = icmp slt i64 %v99, %size.P
  %v102 = and i1 %v100, %v101
  %v103 = and i1 %v90, %v102
  %ins104 = insertelement <vscale x 4 x i1> poison, i1 %v103, i64 0
  %splat105 = shufflevector <vscale x 4 x i1> %ins104, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v106 = and <vscale x 4 x i1> %mask56, %splat105
  %v107 = sdiv i64 %i33, %size.P
  %v108 = srem i64 %i33, %size.P
  %v109 = icmp ne i64 %v108, 0
  %v110 = icmp slt i64 %v108, 0
  %v111 = icmp slt i64 %size.P, 0
  %v112 = xor i1 %v110, %v111
  %v113 = and i1 %v109, %v112
  %v114 = zext i1 %v113 to i64
  %v115 = sub i64 %v107, %v114
  %v116 = mul i64 %v115, %size.R
  %v117 = add i64 %v116, %i40
  %v118 = mul i64 %v117, %size.S
  %v119 = add i64 %v118, %i46
  %v120 = mul i64 %v119, %size.C
  %ins121 = insertelement <vscale x 4 x i64> poison, i64 %i54, i64 0
  %splat122 = shufflevector <vscale x 4 x i64> %ins121, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step123 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane124 = add <vscale x 4 x i64> %splat122, %step123
  %ins125 = insertelement <vscale x 4 x i64> poison, i64 %v120, i64 0
  %splat126 = shufflevector <vscale x 4 x i64> %ins125, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v127 = add <vscale x 4 x i64> %splat126, %lane124
  %ins128 = insertelement <vscale x 4 x i64> poison, i64 %size.P, i64 0
  %splat129 = shufflevector <vscale x 4 x i64> %ins128, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v130 = mul <vscale x 4 x i64> %v127, %splat129
  %v131 = sdiv i64 %i33, %size.P
  %v132 = srem i64 %i33, %size.P
  %v133 = icmp ne i64 %v132, 0
  %v134 = icmp slt i64 %v132, 0
  %v135 = icmp slt i64 %size.P, 0
  %v136 = xor i1 %v134, %v135
  %v137 = and i1 %v133, %v136
  %v138 = add i64 %v132, %size.P
  %v139 = select i1 %v137, i64 %v138, i64 %v132
  %ins140 = insertelement <vscale x 4 x i64> poison, i64 %v139, i64 0
  %splat141 = shufflevector <vscale x 4 x i64> %ins140, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v142 = add <vscale x 4 x i64> %v130, %splat141
  %ps143 = getelementptr float, ptr %buf.w, <vscale x 4 x i64> %v142
  %ld144 = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %ps143, <vscale x 4 x i1> %v106, <vscale x 4 x float> zeroinitializer)
  %v145 = fmul contract <vscale x 4 x float> %ld78, %ld144
  %v146 = add i64 %i17, %i40
  %v147 = icmp sge i64 %v146, 0
  %v148 = icmp slt i64 %v146, %size.H
  %v149 = and i1 %v147, %v148
  %v150 = add i64 %i27, %i46
  %v151 = icmp sge i64 %v150, 0
  %v152 = icmp slt i64 %v150, %size.W
  %v153 = and i1 %v151, %v152
  %v154 = and i1 %v149, %v153
  %v155 = sdiv i64 %i33, %size.P
  %v156 = srem i64 %i33, %size.P
  %v157 = icmp ne i64 %v156, 0
  %v158 = icmp slt i64 %v156, 0
  %v159 = icmp slt i64 %size.P, 0
  %v160 = xor i1 %v158, %v159
  %v161 = and i1 %v157, %v160
  %v162 = zext i1 %v161 to i64
  %v163 = sub i64 %v155, %v162
  %v164 = icmp sge i64 %v163, 0
  %v165 = icmp slt i64 %v163, %size.J
  %v166 = and i1 %v164, %v165
  %v167 = sdiv i64 %i33, %size.P
  %v168 = srem i64 %i33, %size.P
  %v169 = icmp ne i64 %v168, 0
  %v170 = icmp slt i64 %v168, 0
  %v171 = icmp slt i64 %size.P, 0
  %v172 = xor i1 %v170, %v171
  %v173 = and i1 %v169, %v172
  %v174 = add i64 %v168, %size.P
  %v175 = select i1 %v173, i64 %v174, i64 %v168
  %v176 = icmp sge i64 %v175, 0
  %v177 = icmp slt i64 %v175, %size.P
  %v178 = and i1 %v176, %v177
  %v179 = and i1 %v166, %v178
  %v180 = and i1 %v154, %v179
  %ins181 = insertelement <vscale x 4 x i1> poison, i1 %v180, i64 0
  %splat182 = shufflevector <vscale x 4 x i1> %ins181, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v183 = and <vscale x 4 x i1> %mask56, %splat182
  %old184 = load <vscale x 4 x float>, ptr %acc35
  %v185 = fadd <vscale x 4 x float> %old184, %v145
  %v186 = select <vscale x 4 x i1> %v183, <vscale x 4 x float> %v185, <vscale x 4 x float> %old184
  store <vscale x 4 x float> %v186, ptr %acc35
  %v187 = add nsw i64 %i54, %v50
  store i64 %v187, ptr %c.addr.48
  br label %cond51
exit53:
  %v188 = add nsw i64 %i46, 1
  store i64 %v188, ptr %s.addr.42
  br label %cond43
exit45:
  %v189 = add nsw i64 %i40, 1
  store i64 %v189, ptr %r.addr.36
  br label %cond37
exit39:
  %red190 = load <vscale x 4 x float>, ptr %acc35
  %v191 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red190)
  %p192 = getelementptr float, ptr %buf.b, i64 %i33
  %ld193 = load float, ptr %p192, align 4
  %v194 = fadd contract float %ld193, %v191
  %v195 = sub i64 %size.R, 1
  %v196 = sub i64 %size.H, %v195
  %v197 = sub i64 %v196, 1
  %v198 = add i64 %v197, 1
  %v199 = mul i64 %i7, %v198
  %v200 = add i64 %v199, %i17
  %v201 = sub i64 %size.S, 1
  %v202 = sub i64 %size.W, %v201
  %v203 = sub i64 %v202, 1
  %v204 = add i64 %v203, 1
  %v205 = mul i64 %v200, %v204
  %v206 = add i64 %v205, %i27
  %v207 = mul i64 %v206, %size.K
  %v208 = add i64 %v207, %i33
  %p209 = getelementptr float, ptr %buf.y, i64 %v208
  store float %v194, ptr %p209, align 4
  %v210 = add nsw i64 %i33, 1
  store i64 %v210, ptr %k.addr.29
  br label %cond30
exit32:
  %v211 = add nsw i64 %i27, 1
  store i64 %v211, ptr %q.addr.23
  br label %cond24
exit26:
  %v212 = add nsw i64 %i17, 1
  store i64 %v212, ptr %p.addr.13
  br label %cond14
exit16:
  %v213 = add nsw i64 %i7, 1
  store i64 %v213, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
