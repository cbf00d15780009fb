@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.sqrt.f32(float)
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.batchnorm_train"(ptr noalias %buf.x, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.input_mean, ptr noalias %buf.input_var, ptr noalias %buf.y, ptr noalias %buf.running_mean, ptr noalias %buf.running_var, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c.addr.1 = alloca i64, align 64
  %acc7 = alloca <vscale x 4 x float>, align 64
  %cnt8 = alloca <vscale x 4 x float>, align 64
  %n.addr.9 = alloca i64, align 64
  %s.addr.15 = alloca i64, align 64
  %acc44 = alloca <vscale x 4 x float>, align 64
  %cnt45 = alloca <vscale x 4 x float>, align 64
  %i.addr.46 = alloca i64, align 64
  %j.addr.52 = alloca i64, align 64
  %n.addr.100 = alloca i64, align 64
  %c.addr.106 = alloca i64, align 64
  %s.addr.112 = alloca i64, align 64
  %c.addr.170 = alloca i64, align 64
  store i64 0, ptr %c.addr.1
  br label %cond2
cond2:
  %i5 = load i64, ptr %c.addr.1
  %v6 = icmp slt i64 %i5, %size.C
  br i1 %v6, label %body3, label %exit4
body3:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc7
  store <vscale x 4 x float> zeroinitializer, ptr %cnt8
  store i64 0, ptr %n.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %n.addr.9
  %v14 = icmp slt i64 %i13, %size.N
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %s.addr.15
  %v16 = call i64 @llvm.vscale.i64()
  %v17 = mul i64 %v16, 4
  br label %cond18
cond18:
  %i21 = load i64, ptr %s.addr.15
  %v22 = icmp slt i64 %i21, %size.S
  br i1 %v22, label %body19, label %exit20
body19:
  %mask23 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i21, i64 %size.S)
  %v24 = mul i64 %i13, %size.C
  %v25 = add i64 %v24, %i5
  %v26 = mul i64 %v25, %size.S
  %v27 = add i64 %v26, %i21
  %p28 = getelementptr float, ptr %buf.x, i64 %v27
  %ld29 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p28, <vscale x 4 x i1> %mask23, <vscale x 4 x float> zeroinitializer)
  %old30 = load <vscale x 4 x float>, ptr %acc7
  %v31 = fadd <vscale x 4 x float> %old30, %ld29
  %v32 = select <vscale x 4 x i1> %mask23, <vscale x 4 x float> %v31, <vscale x 4 x float> %old30
  store <vscale x 4 x float> %v32, ptr %acc7
  %c33 = load <vscale x 4 x float>, ptr %cnt8
  %v34 = select <vscale x 4 x i1> %mask23, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v35 = fadd <vscale x 4 x float> %c33, %v34
  store <vscale x 4 x float> %v35, ptr %cnt8
  %v36 = add nsw i64 %i21, %v17
  store i64 %v36, ptr %s.addr.15
  br label %cond18
exit20:
  %v37 = add nsw i64 %i13, 1
  store i64 %v37, ptr %n.addr.9
  br label %cond10
exit12:
  %red38 = load <vscale x 4 x float>, ptr %acc7
  %v39 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red38)
  %red40 = load <vscale x 4 x float>, ptr %cnt8
  %v41 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red40)
  %v42 = fdiv float %v39, %v41
  %p43 = getelementptr float, ptr %scratch, i64 %i5
  store float %v42, ptr %p43, align 4
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc44
  store <vscale x 4 x float> zeroinitializer, ptr %cnt45
  store i64 0, ptr %i.addr.46
  br label %cond47
cond47:
  %i50 = load i64, ptr %i.addr.46
  %v51 = icmp slt i64 %i50, %size.N
  br i1 %v51, label %body48, label %exit49
body48:
  store i64 0, ptr %j.addr.52
  %v53 = call i64 @llvm.vscale.i64()
  %v54 = mul i64 %v53, 4
  br label %cond55
cond55:
  %i58 = load i64, ptr %j.addr.52
  %v59 = icmp slt i64 %i58, %size.S
  br i1 %v59, label %body56, label %exit57
body56:
  %mask60 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i58, i64 %size.S)
  %v61 = mul i64 %i50, %size.C
  %v62 = add i64 %v61, %i5
  %v63 = mul i64 %v62, %size.S
  %v64 = add i64 %v63, %i58
  %p65 = getelementptr float, ptr %buf.x, i64 %v64
  %ld66 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p65, <vscale x 4 x i1> %mask60, <vscale x 4 x float> zeroinitializer)
  %p67 = getelementptr float, ptr %scratch, i64 %i5
  %ld68 = load float, ptr %p67, align 4
  %ins69 = insertelement <vscale x 4 x float> poison, float %ld68, i64 0
  %splat70 = shufflevector <vscale x 4 x float> %ins69, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v71 = fsub contract <vscale x 4 x float> %ld66, %splat70
  %v72 = fmul contract <vscale x 4 x float> %v71, %v71
  %old73 = load <vscale x 4 x float>, ptr %acc44
  %v74 = fadd <vscale x 4 x float> %old73, %v72
  %v75 = select <vscale x 4 x i1> %mask60, <vscale x 4 x float> %v74, <vscale x 4 x float> %old73
  store <vscale x 4 x float> %v75, ptr %acc44
  %c76 = load <vscale x 4 x float>, ptr %cnt45
  %v77 = select <vscale x 4 x i1> %mask60, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v78 = fadd <vscale x 4 x float> %c76, %v77
  store <vscale x 4 x float> %v78, ptr %cnt45
  %v79 = add nsw i64 %i58, %v54
  store i64 %v79, ptr %j.addr.52
  br label %cond55
exit57:
  %v80 = add nsw i64 %i50, 1
  store i64 %v80, ptr %i.addr.46
  br label %cond47
exit49:
  %red81 = load <vscale x 4 x float>, ptr %acc44
  %v82 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red81)
  %red83 = load <vscale x 4 x float>, ptr %cnt45
  %v84 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red83)
  %v85 = fdiv float %v82, %v84
  %v86 = add i64 %size.C, 15
  %v87 = sdiv i64 %v86, 16
  %v88 = srem i64 %v86, 16
  %v89 = icmp ne i64 %v88, 0
  %v90 = icmp slt i64 %v88, 0
  %v91 = icmp slt i64 16, 0
  %v92 = xor i1 %v90, %v91
  %v93 = and i1 %v89, %v92
  %v94 = zext i1 %v93 to i64
  %v95 = sub i64 %v87, %v94
  %v96 = mul i64 %v95, 16
  %v97 = add i64 %v96, %i5
  %p98 = getelementptr float, ptr %scratch, i64 %v97
  store float %v85, ptr %p98, align 4
  %v99 = add nsw i64 %i5, 1
  store i64 %v99, ptr %c.addr.1
  br label %cond2
exit4:
  store i64 0, ptr %n.addr.100
  br label %cond101
cond101:
  %i104 = load i64, ptr %n.addr.100
  %v105 = icmp slt i64 %i104, %size.N
  br i1 %v105, label %body102, label %exit103
body102:
  store i64 0, ptr %c.addr.106
  br label %cond107
cond107:
  %i110 = load i64, ptr %c.addr.106
  %v111 = icmp slt i64 %i110, %size.C
  br i1 %v111, label %body108, label %exit109
body108:
  store i64 0, ptr %s.addr.112
  %v113 = call i64 @llvm.vscale.i64()
  %v114 = mul i64 %v113, 4
  br label %cond115
cond115:
  %i118 = load i64, ptr %s.addr.112
  %v119 = icmp slt i64 %i118, %size.S
  br i1 %v119, label %body116, label %exit117
body116:
  %mask120 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i118, i64 %size.S)
  %v121 = mul i64 %i104, %size.C
  %v122 = add i64 %v121, %i110
  %v123 = mul i64 %v122, %size.S
  %v124 = add i64 %v123, %i118
  %p125 = getelementptr float, ptr %buf.x, i64 %v124
  %ld126 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p125, <vscale x 4 x i1> %mask120, <vscale x 4 x float> zeroinitializer)
  %p127 = getelementptr float, ptr %scratch, i64 %i110
  %ld128 = load float, ptr %p127, align 4
  %ins129 = insertelement <vscale x 4 x float> poison, float %ld128, i64 0
  %splat130 = shufflevector <vscale x 4 x float> %ins129, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v131 = fsub contract <vscale x 4 x float> %ld126, %splat130
  %v132 = add i64 %size.C, 15
  %v133 = sdiv i64 %v132, 16
  %v134 = srem i64 %v132, 16
  %v135 = icmp ne i64 %v134, 0
  %v136 = icmp slt i64 %v134, 0
  %v137 = icmp slt i64 16, 0
  %v138 = xor i1 %v136, %v137
  %v139 = and i1 %v135, %v138
  %v140 = zext i1 %v139 to i64
  %v141 = sub i64 %v133, %v140
  %v142 = mul i64 %v141, 16
  %v143 = add i64 %v142, %i110
  %p144 = getelementptr float, ptr %scratch, i64 %v143
  %ld145 = load float, ptr %p144, align 4
  %v146 = fadd contract float %ld145, 0x3EE4F8B580000000
  %v147 = call float @llvm.sqrt.f32(float %v146)
  %v148 = fdiv float 0x3FF0000000000000, %v147
  %ins149 = insertelement <vscale x 4 x float> poison, float %v148, i64 0
  %splat150 = shufflevector <vscale x 4 x float> %ins149, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v151 = fmul contract <vscale x 4 x float> %v131, %splat150
  %p152 = getelementptr float, ptr %buf.scale, i64 %i110
  %ld153 = load float, ptr %p152, align 4
  %ins154 = insertelement <vscale x 4 x float> poison, float %ld153, i64 0
  %splat155 = shufflevector <vscale x 4 x float> %ins154, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v156 = fmul contract <vscale x 4 x float> %v151, %splat155
  %p157 = getelementptr float, ptr %buf.bias, i64 %i110
  %ld158 = load float, ptr %p157, align 4
  %ins159 = insertelement <vscale x 4 x float> poison, float %ld158, i64 0
  %splat160 = shufflevector <vscale x 4 x float> %ins159, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v161 = fadd contract <vscale x 4 x float> %v156, %splat160
  %v162 = mul i64 %i104, %size.C
  %v163 = add i64 %v162, %i110
  %v164 = mul i64 %v163, %size.S
  %v165 = add i64 %v164, %i118
  %p166 = getelementptr float, ptr %buf.y, i64 %v165
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v161, ptr align 4 %p166, <vscale x 4 x i1> %mask120)
  %v167 = add nsw i64 %i118, %v114
  store i64 %v167, ptr %s.addr.112
  br label %cond115
exit117:
  %v168 = add nsw i64 %i110, 1
  store i64 %v168, ptr %c.addr.106
  br label %cond107
exit109:
  %v169 = add nsw i64 %i104, 1
  store i64 %v169, ptr %n.addr.100
  br label %cond101
exit103:
  store i64 0, ptr %c.addr.170
  %v171 = call i64 @llvm.vscale.i64()
  %v172 = mul i64 %v171, 4
  br label %cond173
cond173:
  %i176 = load i64, ptr %c.addr.170
  %v177 = icmp slt i64 %i176, %size.C
  br i1 %v177, label %body174, label %exit175
body174:
  %mask178 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i176, i64 %size.C)
  %p179 = getelementptr float, ptr %buf.input_mean, i64 %i176
  %ld180 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p179, <vscale x 4 x i1> %mask178, <vscale x 4 x float> zeroinitializer)
  %v181 = fmul contract <vscale x 4 x float> %ld180, splat (float 0x3FECCCCCC0000000)
  %p182 = getelementptr float, ptr %scratch, i64 %i176
  %ld183 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p182, <vscale x 4 x i1> %mask178, <vscale x 4 x float> zeroinitializer)
  %v184 = fsub contract float 0x3FF0000000000000, 0x3FECCCCCC0000000
  %ins185 = insertelement <vscale x 4 x float> poison, float %v184, i64 0
  %splat186 = shufflevector <vscale x 4 x float> %ins185, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v187 = fmul contract <vscale x 4 x float> %ld183, %splat186
  %v188 = fadd contract <vscale x 4 x float> %v181, %v187
  %p189 = getelementptr float, ptr %buf.running_mean, i64 %i176
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v188, ptr align 4 %p189, <vscale x 4 x i1> %mask178)
  %p190 = getelementptr float, ptr %buf.input_var, i64 %i176
  %ld191 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p190, <vscale x 4 x i1> %mask178, <vscale x 4 x float> zeroinitializer)
  %v192 = fmul contract <vscale x 4 x float> %ld191, splat (float 0x3FECCCCCC0000000)
  %v193 = add i64 %size.C, 15
  %v194 = sdiv i64 %v193, 16
  %v195 = srem i64 %v193, 16
  %v196 = icmp ne i64 %v195, 0
  %v197 = icmp slt i64 %v195, 0
  %v198 = icmp slt i64 16, 0
  %v199 = xor i1 %v197, %v198
  %v200 = and i1 %v196, %v199
  %v201 = zext i1 %v200 to i64
  %v202 = sub i64 %v194, %v201
  %v203 = mul i64 %v202, 16
  %v204 = add i64 %v203, %i176
  %p205 = getelementptr float, ptr %scratch, i64 %v204
  %ld206 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p205, <vscale x 4 x i1> %mask178, <vscale x 4 x float> zeroinitializer)
  %ins207 = insertelement <vscale x 4 x float> poison, float %v184, i64 0
  %splat208 = shufflevector <vscale x 4 x float> %ins207, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v209 = fmul contract <vscale x 4 x float> %ld206, %splat208
  %v210 = fadd contract <vscale x 4 x float> %v192, %v209
  %p211 = getelementptr float, ptr %buf.running_var, i64 %i176
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v210, ptr align 4 %p211, <vscale x 4 x i1> %mask178)
  %v212 = add nsw i64 %i176, %v172
  store i64 %v212, ptr %c.addr.170
  br label %cond173
exit175:
  ret void
}
