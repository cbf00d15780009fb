@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.conv2d_nhwc_panels"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.7 = alloca i64, align 64
  %q.addr.21 = alloca i64, align 64
  %k.addr.27 = alloca i64, align 64
  %acc33 = alloca <vscale x 4 x float>, align 64
  %r.addr.34 = alloca i64, align 64
  %s.addr.40 = alloca i64, align 64
  %c.addr.46 = alloca i64, align 64
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
  br label %cond28
cond28:
  %i31 = load i64, ptr %k.addr.27
  %v32 = icmp slt i64 %i31, %size.K
  br i1 %v32, label %body29, label %exit30
body29:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc33
  store i64 0, ptr %r.addr.34
  br label %cond35
cond35:
  %i38 = load i64, ptr %r.addr.34
  %v39 = icmp slt i64 %i38, %size.R
  br i1 %v39, label %body36, label %exit37
body36:
  store i64 0, ptr %s.addr.40
  br label %cond41
cond41:
  %i44 = load i64, ptr %s.addr.40
  %v45 = icmp slt i64 %i44, %size.S
  br i1 %v45, label %body42, label %exit43
body42:
  store i64 0, ptr %c.addr.46
  %v47 = call i64 @llvm.vscale.i64()
  %v48 = mul i64 %v47, 4
  br label %cond49
cond49:
  %i52 = load i64, ptr %c.addr.46
  %v53 = icmp slt i64 %i52, %size.C
  br i1 %v53, label %body50, label %exit51
body50:
  %mask54 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i52, i64 %size.C)
  %v55 = add i64 %i13, %i38
  %v56 = sub i64 %v55, 1
  %v57 = icmp sge i64 %v56, 0
  %v58 = icmp slt i64 %v56, %size.H
  %v59 = and i1 %v57, %v58
  %v60 = add i64 %i25, %i44
  %v61 = sub i64 %v60, 1
  %v62 = icmp sge i64 %v61, 0
  %v63 = icmp slt i64 %v61, %size.W
  %v64 = and i1 %v62, %v63
  %v65 = and i1 %v59, %v64
  %ins66 = insertelement <vscale x 4 x i1> poison, i1 %v65, i64 0
  %splat67 = shufflevector <vscale x 4 x i1> %ins66, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v68 = and <vscale x 4 x i1> %mask54, %splat67
  %v69 = add i64 %i13, %i38
  %v70 = sub i64 %v69, 1
  %v71 = mul i64 %v70, %size.W
  %v72 = add i64 %i25, %i44
  %v73 = sub i64 %v72, 1
  %v74 = add i64 %v71, %v73
  %v75 = mul i64 %v74, %size.C
  %v76 = add i64 %v75, %i52
  %p77 = getelementptr float, ptr %buf.x, i64 %v76
  %ld78 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p77, <vscale x 4 x i1> %v68, <vscale x 4 x float> zeroinitializer)
  %v79 = sdiv i64 %i31, %size.P
  %v80 = srem i64 %i31, %size.P
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
  %v91 = sdiv i64 %i31, %size.P
  %v92 = srem i64 %i31, %size.P
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
  %v106 = and <vscale x 4 x i1> %mask54, %splat105
  %v107 = sdiv i64 %i31, %size.P
  %v108 = srem i64 %i31, %size.P
  %v109 = icmp ne i64 %v108, 0
  %v110 = icmp slt i64 %v108, 0
  %v111 = icmp slt i64 %size.P, 0
  %v112 = xor i1 %v110, %v111
  %v113 = and i1 %v109, %v112
  %v114 = zext i1 %v113 to i64
  %v115 = sub i64 %v107, %v114
  %v116 = mul i64 %v115, %size.R
  %v117 = add i64 %v116, %i38
  %v118 = mul i64 %v117, %size.S
  %v119 = add i64 %v118, %i44
  %v120 = mul i64 %v119, %size.C
  %ins121 = insertelement <vscale x 4 x i64> poison, i64 %i52, i64 0
  %splat122 = shufflevector <vscale x 4 x i64> %ins121, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step123 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane124 = add <vscale x 4 x i64> %splat122, %step123
  %ins125 = insertelement <vscale x 4 x i64> poison, i64 %v120, i64 0
  %splat126 = shufflevector <vscale x 4 x i64> %ins125, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v127 = add <vscale x 4 x i64> %splat126, %lane124
  %ins128 = insertelement <vscale x 4 x i64> poison, i64 %size.P, i64 0
  %splat129 = shufflevector <vscale x 4 x i64> %ins128, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v130 = mul <vscale x 4 x i64> %v127, %splat129
  %v131 = sdiv i64 %i31, %size.P
  %v132 = srem i64 %i31, %size.P
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
  %v146 = add i64 %i13, %i38
  %v147 = sub i64 %v146, 1
  %v148 = icmp sge i64 %v147, 0
  %v149 = icmp slt i64 %v147, %size.H
  %v150 = and i1 %v148, %v149
  %v151 = add i64 %i25, %i44
  %v152 = sub i64 %v151, 1
  %v153 = icmp sge i64 %v152, 0
  %v154 = icmp slt i64 %v152, %size.W
  %v155 = and i1 %v153, %v154
  %v156 = and i1 %v150, %v155
  %v157 = sdiv i64 %i31, %size.P
  %v158 = srem i64 %i31, %size.P
  %v159 = icmp ne i64 %v158, 0
  %v160 = icmp slt i64 %v158, 0
  %v161 = icmp slt i64 %size.P, 0
  %v162 = xor i1 %v160, %v161
  %v163 = and i1 %v159, %v162
  %v164 = zext i1 %v163 to i64
  %v165 = sub i64 %v157, %v164
  %v166 = icmp sge i64 %v165, 0
  %v167 = icmp slt i64 %v165, %size.J
  %v168 = and i1 %v166, %v167
  %v169 = sdiv i64 %i31, %size.P
  %v170 = srem i64 %i31, %size.P
  %v171 = icmp ne i64 %v170, 0
  %v172 = icmp slt i64 %v170, 0
  %v173 = icmp slt i64 %size.P, 0
  %v174 = xor i1 %v172, %v173
  %v175 = and i1 %v171, %v174
  %v176 = add i64 %v170, %size.P
  %v177 = select i1 %v175, i64 %v176, i64 %v170
  %v178 = icmp sge i64 %v177, 0
  %v179 = icmp slt i64 %v177, %size.P
  %v180 = and i1 %v178, %v179
  %v181 = and i1 %v168, %v180
  %v182 = and i1 %v156, %v181
  %ins183 = insertelement <vscale x 4 x i1> poison, i1 %v182, i64 0
  %splat184 = shufflevector <vscale x 4 x i1> %ins183, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v185 = and <vscale x 4 x i1> %mask54, %splat184
  %old186 = load <vscale x 4 x float>, ptr %acc33
  %v187 = fadd <vscale x 4 x float> %old186, %v145
  %v188 = select <vscale x 4 x i1> %v185, <vscale x 4 x float> %v187, <vscale x 4 x float> %old186
  store <vscale x 4 x float> %v188, ptr %acc33
  %v189 = add nsw i64 %i52, %v48
  store i64 %v189, ptr %c.addr.46
  br label %cond49
exit51:
  %v190 = add nsw i64 %i44, 1
  store i64 %v190, ptr %s.addr.40
  br label %cond41
exit43:
  %v191 = add nsw i64 %i38, 1
  store i64 %v191, ptr %r.addr.34
  br label %cond35
exit37:
  %red192 = load <vscale x 4 x float>, ptr %acc33
  %v193 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red192)
  %p194 = getelementptr float, ptr %buf.b, i64 %i31
  %ld195 = load float, ptr %p194, align 4
  %v196 = fadd contract float %ld195, %v193
  %v197 = add i64 %size.W, 1
  %v198 = add i64 %v197, 1
  %v199 = sub i64 %size.S, 1
  %v200 = sub i64 %v198, %v199
  %v201 = sub i64 %v200, 1
  %v202 = add i64 %v201, 1
  %v203 = mul i64 %i13, %v202
  %v204 = add i64 %v203, %i25
  %v205 = mul i64 %v204, %size.K
  %v206 = add i64 %v205, %i31
  %p207 = getelementptr float, ptr %buf.y, i64 %v206
  store float %v196, ptr %p207, align 4
  %v208 = add nsw i64 %i31, 1
  store i64 %v208, ptr %k.addr.27
  br label %cond28
exit30:
  %v209 = add nsw i64 %i25, 1
  store i64 %v209, ptr %q.addr.21
  br label %cond22
exit24:
  %v210 = add nsw i64 %i13, 1
  store i64 %v210, ptr %p.addr.7
  br label %cond10
exit12:
  ret void
}
