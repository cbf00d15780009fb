@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.conv2d_nhwc_panels"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v79 = sdiv i64 %i31, 64
  %v80 = srem i64 %i31, 64
  %v81 = icmp ne i64 %v80, 0
  %v82 = icmp slt i64 %v80, 0
  %v83 = icmp slt i64 64, 0
  %v84 = xor i1 %v82, %v83
  %v85 = and i1 %v81, %v84
  %v86 = zext i1 %v85 to i64
  %v87 = sub i64 %v79, %v86
  %v88 = icmp sge i64 %v87, 0
  %v89 = icmp slt i64 %v87, %size.J
  %v90 = and i1 %v88, %v89
  %v91 = sdiv i64 %i31, 64
  %v92 = srem i64 %i31, 64
  %v93 = icmp ne i64 %v92, 0
  %v94 = icmp slt i64 %v92, 0
  %v95 = icmp slt i64 64, 0
  %v96 = xor i1 %v94, %v95
  %v97 = and i1 %v93, %v96
  %v98 = add i64 %v92, 64
  %v99 = select i1 %v97, i64 %v98, i64 %v92
  %v100 = icmp sge i64 %v99, 0
  %v101 = icmp slt i64 %v99, 64
  %v102 = and i1 %v100, %v101
  %v103 = and i1 %v90, %v102
  %ins104 = insertelement <vscale x 4 x i1> poison, i1 %v103, i64 0
  %splat105 = shufflevector <vscale x 4 x i1> %ins104, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v106 = and <vscale x 4 x i1> %mask54, %splat105
  %v107 = sdiv i64 %i31, 64
  %v108 = srem i64 %i31, 64
  %v109 = icmp ne i64 %v108, 0
  %v110 = icmp slt i64 %v108, 0
  %v111 = icmp slt i64 64, 0
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
  %v128 = mul <vscale x 4 x i64> %v127, splat (i64 64)
  %v129 = sdiv i64 %i31, 64
  %v130 = srem i64 %i31, 64
  %v131 = icmp ne i64 %v130, 0
  %v132 = icmp slt i64 %v130, 0
  %v133 = icmp slt i64 64, 0
  %v134 = xor i1 %v132, %v133
  %v135 = and i1 %v131, %v134
  %v136 = add i64 %v130, 64
  %v137 = select i1 %v135, i64 %v136, i64 %v130
  %ins138 = insertelement <vscale x 4 x i64> poison, i64 %v137, i64 0
  %splat139 = shufflevector <vscale x 4 x i64> %ins138, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v140 = add <vscale x 4 x i64> %v128, %splat139
  %ps141 = getelementptr float, ptr %buf.w, <vscale x 4 x i64> %v140
  %ld142 = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %ps141, <vscale x 4 x i1> %v106, <vscale x 4 x float> zeroinitializer)
  %v143 = fmul contract <vscale x 4 x float> %ld78, %ld142
  %v144 = add i64 %i13, %i38
  %v145 = sub i64 %v144, 1
  %v146 = icmp sge i64 %v145, 0
  %v147 = icmp slt i64 %v145, %size.H
  %v148 = and i1 %v146, %v147
  %v149 = add i64 %i25, %i44
  %v150 = sub i64 %v149, 1
  %v151 = icmp sge i64 %v150, 0
  %v152 = icmp slt i64 %v150, %size.W
  %v153 = and i1 %v151, %v152
  %v154 = and i1 %v148, %v153
  %v155 = sdiv i64 %i31, 64
  %v156 = srem i64 %i31, 64
  %v157 = icmp ne i64 %v156, 0
  %v158 = icmp slt i64 %v156, 0
  %v159 = icmp slt i64 64, 0
  %v160 = xor i1 %v158, %v159
  %v161 = and i1 %v157, %v160
  %v162 = zext i1 %v161 to i64
  %v163 = sub i64 %v155, %v162
  %v164 = icmp sge i64 %v163, 0
  %v165 = icmp slt i64 %v163, %size.J
  %v166 = and i1 %v164, %v165
  %v167 = sdiv i64 %i31, 64
  %v168 = srem i64 %i31, 64
  %v169 = icmp ne i64 %v168, 0
  %v170 = icmp slt i64 %v168, 0
  %v171 = icmp slt i64 64, 0
  %v172 = xor i1 %v170, %v171
  %v173 = and i1 %v169, %v172
  %v174 = add i64 %v168, 64
  %v175 = select i1 %v173, i64 %v174, i64 %v168
  %v176 = icmp sge i64 %v175, 0
  %v177 = icmp slt i64 %v175, 64
  %v178 = and i1 %v176, %v177
  %v179 = and i1 %v166, %v178
  %v180 = and i1 %v154, %v179
  %ins181 = insertelement <vscale x 4 x i1> poison, i1 %v180, i64 0
  %splat182 = shufflevector <vscale x 4 x i1> %ins181, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v183 = and <vscale x 4 x i1> %mask54, %splat182
  %old184 = load <vscale x 4 x float>, ptr %acc33
  %v185 = fadd <vscale x 4 x float> %old184, %v143
  %v186 = select <vscale x 4 x i1> %v183, <vscale x 4 x float> %v185, <vscale x 4 x float> %old184
  store <vscale x 4 x float> %v186, ptr %acc33
  %v187 = add nsw i64 %i52, %v48
  store i64 %v187, ptr %c.addr.46
  br label %cond49
exit51:
  %v188 = add nsw i64 %i44, 1
  store i64 %v188, ptr %s.addr.40
  br label %cond41
exit43:
  %v189 = add nsw i64 %i38, 1
  store i64 %v189, ptr %r.addr.34
  br label %cond35
exit37:
  %red190 = load <vscale x 4 x float>, ptr %acc33
  %v191 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red190)
  %p192 = getelementptr float, ptr %buf.b, i64 %i31
  %ld193 = load float, ptr %p192, align 4
  %v194 = fadd contract float %ld193, %v191
  %v195 = add i64 %size.W, 1
  %v196 = add i64 %v195, 1
  %v197 = sub i64 %size.S, 1
  %v198 = sub i64 %v196, %v197
  %v199 = sub i64 %v198, 1
  %v200 = add i64 %v199, 1
  %v201 = mul i64 %i13, %v200
  %v202 = add i64 %v201, %i25
  %v203 = mul i64 %v202, %size.K
  %v204 = add i64 %v203, %i31
  %p205 = getelementptr float, ptr %buf.y, i64 %v204
  store float %v194, ptr %p205, align 4
  %v206 = add nsw i64 %i31, 1
  store i64 %v206, ptr %k.addr.27
  br label %cond28
exit30:
  %v207 = add nsw i64 %i25, 1
  store i64 %v207, ptr %q.addr.21
  br label %cond22
exit24:
  %v208 = add nsw i64 %i13, 1
  store i64 %v208, ptr %p.addr.7
  br label %cond10
exit12:
  ret void
}
