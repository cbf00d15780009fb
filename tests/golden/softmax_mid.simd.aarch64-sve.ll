@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define internal <vscale x 4 x float> @"jr.exp.nxv4f32"(<vscale x 4 x float> %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt <vscale x 4 x float> %x, splat (float 0xC05A000000000000)
  %t1 = select <vscale x 4 x i1> %t0, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %x
  %t2 = fcmp ogt <vscale x 4 x float> %t1, splat (float 0x4056400000000000)
  %t3 = select <vscale x 4 x i1> %t2, <vscale x 4 x float> splat (float 0x4056400000000000), <vscale x 4 x float> %t1
  %t4 = fmul <vscale x 4 x float> %t3, splat (float 0x3FF7154760000000)
  %t5 = fadd <vscale x 4 x float> %t4, splat (float 0x4168000000000000)
  %t6 = fsub <vscale x 4 x float> %t5, splat (float 0x4168000000000000)
  %t7 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t6, <vscale x 4 x float> splat (float 0xBFE62E4000000000), <vscale x 4 x float> %t3)
  %t8 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t6, <vscale x 4 x float> splat (float 0xBEB7F7D1C0000000), <vscale x 4 x float> %t7)
  %t9 = fmul <vscale x 4 x float> %t8, %t8
  %t10 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0x3F56B6BC20000000), <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3F8122F1C0000000))
  %t11 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t10, <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3FA55568A0000000))
  %t12 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t11, <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3FC5554A40000000))
  %t13 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t12, <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3FE0000000000000))
  %t14 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t9, <vscale x 4 x float> %t13, <vscale x 4 x float> %t8)
  %t15 = bitcast <vscale x 4 x float> %t5 to <vscale x 4 x i32>
  %t16 = sub <vscale x 4 x i32> %t15, splat (i32 1262485504)
  %t17 = ashr <vscale x 4 x i32> %t16, splat (i32 1)
  %t18 = sub <vscale x 4 x i32> %t16, %t17
  %t19 = add <vscale x 4 x i32> %t17, splat (i32 127)
  %t20 = shl <vscale x 4 x i32> %t19, splat (i32 23)
  %t21 = bitcast <vscale x 4 x i32> %t20 to <vscale x 4 x float>
  %t22 = add <vscale x 4 x i32> %t18, splat (i32 127)
  %t23 = shl <vscale x 4 x i32> %t22, splat (i32 23)
  %t24 = bitcast <vscale x 4 x i32> %t23 to <vscale x 4 x float>
  %t25 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t14, <vscale x 4 x float> %t21, <vscale x 4 x float> %t21)
  %t26 = fmul <vscale x 4 x float> %t25, %t24
  %t27 = select <vscale x 4 x i1> %t0, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t26
  ret <vscale x 4 x float> %t27
}

define void @"jr.op.softmax_mid"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %b.addr.9 = alloca i64, align 64
  %acc18 = alloca <vscale x 4 x float>, align 64
  %c.addr.19 = alloca i64, align 64
  %c.addr.38 = alloca i64, align 64
  %b.addr.44 = alloca i64, align 64
  %b.addr.80 = alloca i64, align 64
  %acc89 = alloca <vscale x 4 x float>, align 64
  %c.addr.90 = alloca i64, align 64
  %c.addr.144 = alloca i64, align 64
  %b.addr.150 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %b.addr.9
  %v10 = call i64 @llvm.vscale.i64()
  %v11 = mul i64 %v10, 4
  br label %cond12
cond12:
  %i15 = load i64, ptr %b.addr.9
  %v16 = icmp slt i64 %i15, %size.B
  br i1 %v16, label %body13, label %exit14
body13:
  %mask17 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i15, i64 %size.B)
  store <vscale x 4 x float> splat (float 0xFFF0000000000000), ptr %acc18
  store i64 0, ptr %c.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %c.addr.19
  %v24 = icmp slt i64 %i23, %size.C
  br i1 %v24, label %body21, label %exit22
body21:
  %v25 = mul i64 %i7, %size.C
  %v26 = add i64 %v25, %i23
  %v27 = mul i64 %v26, %size.B
  %v28 = add i64 %v27, %i15
  %p29 = getelementptr float, ptr %buf.x, i64 %v28
  %ld30 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p29, <vscale x 4 x i1> %mask17, <vscale x 4 x float> zeroinitializer)
  %old31 = load <vscale x 4 x float>, ptr %acc18
  %v32 = call <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float> %old31, <vscale x 4 x float> %ld30)
  %v33 = select <vscale x 4 x i1> %mask17, <vscale x 4 x float> %v32, <vscale x 4 x float> %old31
  store <vscale x 4 x float> %v33, ptr %acc18
  %v34 = add nsw i64 %i23, 1
  store i64 %v34, ptr %c.addr.19
  br label %cond20
exit22:
  %red35 = load <vscale x 4 x float>, ptr %acc18
  %p36 = getelementptr float, ptr %scratch, i64 %i15
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red35, ptr align 4 %p36, <vscale x 4 x i1> %mask17)
  %v37 = add nsw i64 %i15, %v11
  store i64 %v37, ptr %b.addr.9
  br label %cond12
exit14:
  store i64 0, ptr %c.addr.38
  br label %cond39
cond39:
  %i42 = load i64, ptr %c.addr.38
  %v43 = icmp slt i64 %i42, %size.C
  br i1 %v43, label %body40, label %exit41
body40:
  store i64 0, ptr %b.addr.44
  %v45 = call i64 @llvm.vscale.i64()
  %v46 = mul i64 %v45, 4
  br label %cond47
cond47:
  %i50 = load i64, ptr %b.addr.44
  %v51 = icmp slt i64 %i50, %size.B
  br i1 %v51, label %body48, label %exit49
body48:
  %mask52 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i50, i64 %size.B)
  %v53 = mul i64 %i7, %size.C
  %v54 = add i64 %v53, %i42
  %v55 = mul i64 %v54, %size.B
  %v56 = add i64 %v55, %i50
  %p57 = getelementptr float, ptr %buf.x, i64 %v56
  %ld58 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p57, <vscale x 4 x i1> %mask52, <vscale x 4 x float> zeroinitializer)
  %p59 = getelementptr float, ptr %scratch, i64 %i50
  %ld60 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p59, <vscale x 4 x i1> %mask52, <vscale x 4 x float> zeroinitializer)
  %v61 = fsub contract <vscale x 4 x float> %ld58, %ld60
  %v62 = call <vscale x 4 x float> @jr.exp.nxv4f32(<vscale x 4 x float> %v61)
  %v63 = add i64 %size.B, 15
  %v64 = sdiv i64 %v63, 16
  %v65 = srem i64 %v63, 16
  %v66 = icmp ne i64 %v65, 0
  %v67 = icmp slt i64 %v65, 0
  %v68 = icmp slt i64 16, 0
  %v69 = xor i1 %v67, %v68
  %v70 = and i1 %v66, %v69
  %v71 = zext i1 %v70 to i64
  %v72 = sub i64 %v64, %v71
  %v73 = mul i64 %v72, 16
  %v74 = mul i64 %i42, %size.B
  %v75 = add i64 %v74, %i50
  %v76 = add i64 %v73, %v75
  %p77 = getelementptr float, ptr %scratch, i64 %v76
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v62, ptr align 4 %p77, <vscale x 4 x i1> %mask52)
  %v78 = add nsw i64 %i50, %v46
  store i64 %v78, ptr %b.addr.44
  br label %cond47
exit49:
  %v79 = add nsw i64 %i42, 1
  store i64 %v79, ptr %c.addr.38
  br label %cond39
exit41:
  store i64 0, ptr %b.addr.80
  %v81 = call i64 @llvm.vscale.i64()
  %v82 = mul i64 %v81, 4
  br label %cond83
cond83:
  %i86 = load i64, ptr %b.addr.80
  %v87 = icmp slt i64 %i86, %size.B
  br i1 %v87, label %body84, label %exit85
body84:
  %mask88 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i86, i64 %size.B)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc89
  store i64 0, ptr %c.addr.90
  br label %cond91
cond91:
  %i94 = load i64, ptr %c.addr.90
  %v95 = icmp slt i64 %i94, %size.C
  br i1 %v95, label %body92, label %exit93
body92:
  %v96 = add i64 %size.B, 15
  %v97 = sdiv i64 %v96, 16
  %v98 = srem i64 %v96, 16
  %v99 = icmp ne i64 %v98, 0
  %v100 = icmp slt i64 %v98, 0
  %v101 = icmp slt i64 16, 0
  %v102 = xor i1 %v100, %v101
  %v103 = and i1 %v99, %v102
  %v104 = zext i1 %v103 to i64
  %v105 = sub i64 %v97, %v104
  %v106 = mul i64 %v105, 16
  %v107 = mul i64 %i94, %size.B
  %v108 = add i64 %v107, %i86
  %v109 = add i64 %v106, %v108
  %p110 = getelementptr float, ptr %scratch, i64 %v109
  %ld111 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p110, <vscale x 4 x i1> %mask88, <vscale x 4 x float> zeroinitializer)
  %old112 = load <vscale x 4 x float>, ptr %acc89
  %v113 = fadd <vscale x 4 x float> %old112, %ld111
  %v114 = select <vscale x 4 x i1> %mask88, <vscale x 4 x float> %v113, <vscale x 4 x float> %old112
  store <vscale x 4 x float> %v114, ptr %acc89
  %v115 = add nsw i64 %i94, 1
  store i64 %v115, ptr %c.addr.90
  br label %cond91
exit93:
  %red116 = load <vscale x 4 x float>, ptr %acc89
  %v117 = add i64 %size.B, 15
  %v118 = sdiv i64 %v117, 16
  %v119 = srem i64 %v117, 16
  %v120 = icmp ne i64 %v119, 0
  %v121 = icmp slt i64 %v119, 0
  %v122 = icmp slt i64 16, 0
  %v123 = xor i1 %v121, %v122
  %v124 = and i1 %v120, %v123
  %v125 = zext i1 %v124 to i64
  %v126 = sub i64 %v118, %v125
  %v127 = mul i64 %v126, 16
  %v128 = mul i64 %size.C, %size.B
  %v129 = add i64 %v128, 15
  %v130 = sdiv i64 %v129, 16
  %v131 = srem i64 %v129, 16
  %v132 = icmp ne i64 %v131, 0
  %v133 = icmp slt i64 %v131, 0
  %v134 = icmp slt i64 16, 0
  %v135 = xor i1 %v133, %v134
  %v136 = and i1 %v132, %v135
  %v137 = zext i1 %v136 to i64
  %v138 = sub i64 %v130, %v137
  %v139 = mul i64 %v138, 16
  %v140 = add i64 %v127, %v139
  %v141 = add i64 %v140, %i86
  %p142 = getelementptr float, ptr %scratch, i64 %v141
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red116, ptr align 4 %p142, <vscale x 4 x i1> %mask88)
  %v143 = add nsw i64 %i86, %v82
  store i64 %v143, ptr %b.addr.80
  br label %cond83
exit85:
  store i64 0, ptr %c.addr.144
  br label %cond145
cond145:
  %i148 = load i64, ptr %c.addr.144
  %v149 = icmp slt i64 %i148, %size.C
  br i1 %v149, label %body146, label %exit147
body146:
  store i64 0, ptr %b.addr.150
  %v151 = call i64 @llvm.vscale.i64()
  %v152 = mul i64 %v151, 4
  br label %cond153
cond153:
  %i156 = load i64, ptr %b.addr.150
  %v157 = icmp slt i64 %i156, %size.B
  br i1 %v157, label %body154, label %exit155
body154:
  %mask158 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i156, i64 %size.B)
  %v159 = add i64 %size.B, 15
  %v160 = sdiv i64 %v159, 16
  %v161 = srem i64 %v159, 16
  %v162 = icmp ne i64 %v161, 0
  %v163 = icmp slt i64 %v161, 0
  %v164 = icmp slt i64 16, 0
  %v165 = xor i1 %v163, %v164
  %v166 = and i1 %v162, %v165
  %v167 = zext i1 %v166 to i64
  %v168 = sub i64 %v160, %v167
  %v169 = mul i64 %v168, 16
  %v170 = mul i64 %i148, %size.B
  %v171 = add i64 %v170, %i156
  %v172 = add i64 %v169, %v171
  %p173 = getelementptr float, ptr %scratch, i64 %v172
  %ld174 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p173, <vscale x 4 x i1> %mask158, <vscale x 4 x float> zeroinitializer)
  %v175 = add i64 %size.B, 15
  %v176 = sdiv i64 %v175, 16
  %v177 = srem i64 %v175, 16
  %v178 = icmp ne i64 %v177, 0
  %v179 = icmp slt i64 %v177, 0
  %v180 = icmp slt i64 16, 0
  %v181 = xor i1 %v179, %v180
  %v182 = and i1 %v178, %v181
  %v183 = zext i1 %v182 to i64
  %v184 = sub i64 %v176, %v183
  %v185 = mul i64 %v184, 16
  %v186 = mul i64 %size.C, %size.B
  %v187 = add i64 %v186, 15
  %v188 = sdiv i64 %v187, 16
  %v189 = srem i64 %v187, 16
  %v190 = icmp ne i64 %v189, 0
  %v191 = icmp slt i64 %v189, 0
  %v192 = icmp slt i64 16, 0
  %v193 = xor i1 %v191, %v192
  %v194 = and i1 %v190, %v193
  %v195 = zext i1 %v194 to i64
  %v196 = sub i64 %v188, %v195
  %v197 = mul i64 %v196, 16
  %v198 = add i64 %v185, %v197
  %v199 = add i64 %v198, %i156
  %p200 = getelementptr float, ptr %scratch, i64 %v199
  %ld201 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p200, <vscale x 4 x i1> %mask158, <vscale x 4 x float> zeroinitializer)
  %v202 = fdiv contract <vscale x 4 x float> %ld174, %ld201
  %v203 = mul i64 %i7, %size.C
  %v204 = add i64 %v203, %i148
  %v205 = mul i64 %v204, %size.B
  %v206 = add i64 %v205, %i156
  %p207 = getelementptr float, ptr %buf.y, i64 %v206
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v202, ptr align 4 %p207, <vscale x 4 x i1> %mask158)
  %v208 = add nsw i64 %i156, %v152
  store i64 %v208, ptr %b.addr.150
  br label %cond153
exit155:
  %v209 = add nsw i64 %i148, 1
  store i64 %v209, ptr %c.addr.144
  br label %cond145
exit147:
  %v210 = add nsw i64 %i7, 1
  store i64 %v210, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
