@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)

declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)

declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()

declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)

declare i64 @llvm.vscale.i64()

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %k.addr.9 = alloca i64, align 64
  %p.addr.30 = alloca i64, align 64
  %q.addr.51 = alloca i64, align 64
  %acc57 = alloca <vscale x 4 x float>, align 64
  %c.addr.58 = alloca i64, align 64
  %r.addr.64 = alloca i64, align 64
  %s.addr.70 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, 1
  %v3 = select i1 %v2, i64 %range.hi, i64 1
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %k.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %k.addr.9
  %v14 = icmp slt i64 %i13, %size.K
  br i1 %v14, label %body11, label %exit12
body11:
  %v15 = add i64 %size.H, 1
  %v16 = add i64 %v15, 1
  %v17 = sub i64 %size.R, 1
  %v18 = sub i64 %v16, %v17
  %v19 = sub i64 %v18, 1
  %v20 = sdiv i64 %v19, 2
  %v21 = srem i64 %v19, 2
  %v22 = icmp ne i64 %v21, 0
  %v23 = icmp slt i64 %v21, 0
  %v24 = icmp slt i64 2, 0
  %v25 = xor i1 %v23, %v24
  %v26 = and i1 %v22, %v25
  %v27 = zext i1 %v26 to i64
  %v28 = sub i64 %v20, %v27
  %v29 = add i64 %v28, 1
  store i64 0, ptr %p.addr.30
  br label %cond31
cond31:
  %i34 = load i64, ptr %p.addr.30
  %v35 = icmp slt i64 %i34, %v29
  br i1 %v35, label %body32, label %exit33
body32:
  %v36 = add i64 %size.W, 1
  %v37 = add i64 %v36, 1
  %v38 = sub i64 %size.S, 1
  %v39 = sub i64 %v37, %v38
  %v40 = sub i64 %v39, 1
  %v41 = sdiv i64 %v40, 2
  %v42 = srem i64 %v40, 2
  %v43 = icmp ne i64 %v42, 0
  %v44 = icmp slt i64 %v42, 0
  %v45 = icmp slt i64 2, 0
  %v46 = xor i1 %v44, %v45
  %v47 = and i1 %v43, %v46
  %v48 = zext i1 %v47 to i64
  %v49 = sub i64 %v41, %v48
  %v50 = add i64 %v49, 1
  store i64 0, ptr %q.addr.51
  br label %cond52
cond52:
  %i55 = load i64, ptr %q.addr.51
  %v56 = icmp slt i64 %i55, %v50
  br i1 %v56, label %body53, label %exit54
body53:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc57
  store i64 0, ptr %c.addr.58
  br label %cond59
cond59:
  %i62 = load i64, ptr %c.addr.58
  %v63 = icmp slt i64 %i62, %size.C
  br i1 %v63, label %body60, label %exit61
body60:
  store i64 0, ptr %r.addr.64
  br label %cond65
cond65:
  %i68 = load i64, ptr %r.addr.64
  %v69 = icmp slt i64 %i68, %size.R
  br i1 %v69, label %body66, label %exit67
body66:
  store i64 0, ptr %s.addr.70
  %v71 = call i64 @llvm.vscale.i64()
  %v72 = mul i64 %v71, 4
  br label %cond73
cond73:
  %i76 = load i64, ptr %s.addr.70
  %v77 = icmp slt i64 %i76, %size.S
  br i1 %v77, label %body74, label %exit75
body74:
  %mask78 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i76, i64 %size.S)
  %v79 = mul i64 %i34, 2
  %v80 = add i64 %v79, %i68
  %v81 = sub i64 %v80, 1
  %v82 = icmp sge i64 %v81, 0
  %v83 = icmp slt i64 %v81, %size.H
  %v84 = and i1 %v82, %v83
  %v85 = mul i64 %i55, 2
  %ins86 = insertelement <vscale x 4 x i64> poison, i64 %i76, i64 0
  %splat87 = shufflevector <vscale x 4 x i64> %ins86, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step88 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane89 = add <vscale x 4 x i64> %splat87, %step88
  %ins90 = insertelement <vscale x 4 x i64> poison, i64 %v85, i64 0
  %splat91 = shufflevector <vscale x 4 x i64> %ins90, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v92 = add <vscale x 4 x i64> %splat91, %lane89
  %v93 = sub <vscale x 4 x i64> %v92, splat (i64 1)
  %ins94 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat95 = shufflevector <vscale x 4 x i64> %ins94, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v96 = icmp sge <vscale x 4 x i64> %v93, zeroinitializer
  %v97 = icmp slt <vscale x 4 x i64> %v93, %splat95
  %v98 = and <vscale x 4 x i1> %v96, %v97
  %ins99 = insertelement <vscale x 4 x i1> poison, i1 %v84, i64 0
  %splat100 = shufflevector <vscale x 4 x i1> %ins99, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v101 = and <vscale x 4 x i1> %splat100, %v98
  %v102 = and <vscale x 4 x i1> %mask78, %v101
  %v103 = mul i64 %i7, %size.C
  %v104 = add i64 %v103, %i62
  %v105 = mul i64 %v104, %size.H
  %v106 = mul i64 %i34, 2
  %v107 = add i64 %v106, %i68
  %v108 = sub i64 %v107, 1
  %v109 = add i64 %v105, %v108
  %v110 = mul i64 %v109, %size.W
  %v111 = mul i64 %i55, 2
  %v112 = add i64 %v111, %i76
  %v113 = sub i64 %v112, 1
  %v114 = add i64 %v110, %v113
  %p115 = getelementptr float, ptr %buf.x, i64 %v114
  %ld116 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p115, <vscale x 4 x i1> %v102, <vscale x 4 x float> zeroinitializer)
  %v117 = mul i64 %i13, %size.C
  %v118 = add i64 %v117, %i62
  %v119 = mul i64 %v118, %size.R
  %v120 = add i64 %v119, %i68
  %v121 = mul i64 %v120, %size.S
  %v122 = add i64 %v121, %i76
  %p123 = getelementptr float, ptr %buf.w, i64 %v122
  %ld124 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p123, <vscale x 4 x i1> %mask78, <vscale x 4 x float> zeroinitializer)
  %v125 = fmul contract <vscale x 4 x float> %ld116, %ld124
  %v126 = mul i64 %i34, 2
  %v127 = add i64 %v126, %i68
  %v128 = sub i64 %v127, 1
  %v129 = icmp sge i64 %v128, 0
  %v130 = icmp slt i64 %v128, %size.H
  %v131 = and i1 %v129, %v130
  %v132 = mul i64 %i55, 2
  %ins133 = insertelement <vscale x 4 x i64> poison, i64 %v132, i64 0
  %splat134 = shufflevector <vscale x 4 x i64> %ins133, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v135 = add <vscale x 4 x i64> %splat134, %lane89
  %v136 = sub <vscale x 4 x i64> %v135, splat (i64 1)
  %ins137 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat138 = shufflevector <vscale x 4 x i64> %ins137, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v139 = icmp sge <vscale x 4 x i64> %v136, zeroinitializer
  %v140 = icmp slt <vscale x 4 x i64> %v136, %splat138
  %v141 = and <vscale x 4 x i1> %v139, %v140
  %ins142 = insertelement <vscale x 4 x i1> poison, i1 %v131, i64 0
  %splat143 = shufflevector <vscale x 4 x i1> %ins142, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v144 = and <vscale x 4 x i1> %splat143, %v141
  %v145 = and <vscale x 4 x i1> %mask78, %v144
  %old146 = load <vscale x 4 x float>, ptr %acc57
  %v147 = fadd <vscale x 4 x float> %old146, %v125
  %v148 = select <vscale x 4 x i1> %v145, <vscale x 4 x float> %v147, <vscale x 4 x float> %old146
  store <vscale x 4 x float> %v148, ptr %acc57
  %v149 = add nsw i64 %i76, %v72
  store i64 %v149, ptr %s.addr.70
  br label %cond73
exit75:
  %v150 = add nsw i64 %i68, 1
  store i64 %v150, ptr %r.addr.64
  br label %cond65
exit67:
  %v151 = add nsw i64 %i62, 1
  store i64 %v151, ptr %c.addr.58
  br label %cond59
exit61:
  %red152 = load <vscale x 4 x float>, ptr %acc57
  %v153 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red152)
  %p154 = getelementptr float, ptr %buf.b, i64 %i13
  %ld155 = load float, ptr %p154, align 4
  %v156 = fadd contract float %ld155, %v153
  %v157 = mul i64 %i7, %size.K
  %v158 = add i64 %v157, %i13
  %v159 = add i64 %size.H, 1
  %v160 = add i64 %v159, 1
  %v161 = sub i64 %size.R, 1
  %v162 = sub i64 %v160, %v161
  %v163 = sub i64 %v162, 1
  %v164 = sdiv i64 %v163, 2
  %v165 = srem i64 %v163, 2
  %v166 = icmp ne i64 %v165, 0
  %v167 = icmp slt i64 %v165, 0
  %v168 = icmp slt i64 2, 0
  %v169 = xor i1 %v167, %v168
  %v170 = and i1 %v166, %v169
  %v171 = zext i1 %v170 to i64
  %v172 = sub i64 %v164, %v171
  %v173 = add i64 %v172, 1
  %v174 = mul i64 %v158, %v173
  %v175 = add i64 %v174, %i34
  %v176 = add i64 %size.W, 1
  %v177 = add i64 %v176, 1
  %v178 = sub i64 %size.S, 1
  %v179 = sub i64 %v177, %v178
  %v180 = sub i64 %v179, 1
  %v181 = sdiv i64 %v180, 2
  %v182 = srem i64 %v180, 2
  %v183 = icmp ne i64 %v182, 0
  %v184 = icmp slt i64 %v182, 0
  %v185 = icmp slt i64 2, 0
  %v186 = xor i1 %v184, %v185
  %v187 = and i1 %v183, %v186
  %v188 = zext i1 %v187 to i64
  %v189 = sub i64 %v181, %v188
  %v190 = add i64 %v189, 1
  %v191 = mul i64 %v175, %v190
  %v192 = add i64 %v191, %i55
  %p193 = getelementptr float, ptr %buf.y, i64 %v192
  store float %v156, ptr %p193, align 4
  %v194 = add nsw i64 %i55, 1
  store i64 %v194, ptr %q.addr.51
  br label %cond52
exit54:
  %v195 = add nsw i64 %i34, 1
  store i64 %v195, ptr %p.addr.30
  br label %cond31
exit33:
  %v196 = add nsw i64 %i13, 1
  store i64 %v196, ptr %k.addr.9
  br label %cond10
exit12:
  %v197 = add nsw i64 %i7, 1
  store i64 %v197, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
