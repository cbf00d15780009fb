@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
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
  %nan19 = alloca <vscale x 4 x i1>, align 64
  %c.addr.20 = alloca i64, align 64
  %c.addr.46 = alloca i64, align 64
  %b.addr.52 = alloca i64, align 64
  %b.addr.88 = alloca i64, align 64
  %acc97 = alloca <vscale x 4 x float>, align 64
  %c.addr.98 = alloca i64, align 64
  %c.addr.152 = alloca i64, align 64
  %b.addr.158 = alloca i64, align 64
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
  store <vscale x 4 x i1> zeroinitializer, ptr %nan19
  store i64 0, ptr %c.addr.20
  br label %cond21
cond21:
  %i24 = load i64, ptr %c.addr.20
  %v25 = icmp slt i64 %i24, %size.C
  br i1 %v25, label %body22, label %exit23
body22:
  %v26 = mul i64 %i7, %size.C
  %v27 = add i64 %v26, %i24
  %v28 = mul i64 %v27, %size.B
  %v29 = add i64 %v28, %i15
  %p30 = getelementptr float, ptr %buf.x, i64 %v29
  %ld31 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p30, <vscale x 4 x i1> %mask17, <vscale x 4 x float> zeroinitializer)
  %old32 = load <vscale x 4 x float>, ptr %acc18
  %v33 = fcmp ogt <vscale x 4 x float> %ld31, %old32
  %v34 = select <vscale x 4 x i1> %v33, <vscale x 4 x float> %ld31, <vscale x 4 x float> %old32
  %v35 = fcmp uno <vscale x 4 x float> %ld31, %ld31
  %v36 = and <vscale x 4 x i1> %v35, %mask17
  %v37 = load <vscale x 4 x i1>, ptr %nan19
  %v38 = or <vscale x 4 x i1> %v37, %v36
  store <vscale x 4 x i1> %v38, ptr %nan19
  %v39 = select <vscale x 4 x i1> %mask17, <vscale x 4 x float> %v34, <vscale x 4 x float> %old32
  store <vscale x 4 x float> %v39, ptr %acc18
  %v40 = add nsw i64 %i24, 1
  store i64 %v40, ptr %c.addr.20
  br label %cond21
exit23:
  %red41 = load <vscale x 4 x float>, ptr %acc18
  %v42 = load <vscale x 4 x i1>, ptr %nan19
  %v43 = select <vscale x 4 x i1> %v42, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %red41
  %p44 = getelementptr float, ptr %scratch, i64 %i15
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v43, ptr align 4 %p44, <vscale x 4 x i1> %mask17)
  %v45 = add nsw i64 %i15, %v11
  store i64 %v45, ptr %b.addr.9
  br label %cond12
exit14:
  store i64 0, ptr %c.addr.46
  br label %cond47
cond47:
  %i50 = load i64, ptr %c.addr.46
  %v51 = icmp slt i64 %i50, %size.C
  br i1 %v51, label %body48, label %exit49
body48:
  store i64 0, ptr %b.addr.52
  %v53 = call i64 @llvm.vscale.i64()
  %v54 = mul i64 %v53, 4
  br label %cond55
cond55:
  %i58 = load i64, ptr %b.addr.52
  %v59 = icmp slt i64 %i58, %size.B
  br i1 %v59, label %body56, label %exit57
body56:
  %mask60 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i58, i64 %size.B)
  %v61 = mul i64 %i7, %size.C
  %v62 = add i64 %v61, %i50
  %v63 = mul i64 %v62, %size.B
  %v64 = add i64 %v63, %i58
  %p65 = getelementptr float, ptr %buf.x, i64 %v64
  %ld66 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p65, <vscale x 4 x i1> %mask60, <vscale x 4 x float> zeroinitializer)
  %p67 = getelementptr float, ptr %scratch, i64 %i58
  %ld68 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p67, <vscale x 4 x i1> %mask60, <vscale x 4 x float> zeroinitializer)
  %v69 = fsub contract <vscale x 4 x float> %ld66, %ld68
  %v70 = call <vscale x 4 x float> @jr.exp.nxv4f32(<vscale x 4 x float> %v69)
  %v71 = add i64 %size.B, 15
  %v72 = sdiv i64 %v71, 16
  %v73 = srem i64 %v71, 16
  %v74 = icmp ne i64 %v73, 0
  %v75 = icmp slt i64 %v73, 0
  %v76 = icmp slt i64 16, 0
  %v77 = xor i1 %v75, %v76
  %v78 = and i1 %v74, %v77
  %v79 = zext i1 %v78 to i64
  %v80 = sub i64 %v72, %v79
  %v81 = mul i64 %v80, 16
  %v82 = mul i64 %i50, %size.B
  %v83 = add i64 %v82, %i58
  %v84 = add i64 %v81, %v83
  %p85 = getelementptr float, ptr %scratch, i64 %v84
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v70, ptr align 4 %p85, <vscale x 4 x i1> %mask60)
  %v86 = add nsw i64 %i58, %v54
  store i64 %v86, ptr %b.addr.52
  br label %cond55
exit57:
  %v87 = add nsw i64 %i50, 1
  store i64 %v87, ptr %c.addr.46
  br label %cond47
exit49:
  store i64 0, ptr %b.addr.88
  %v89 = call i64 @llvm.vscale.i64()
  %v90 = mul i64 %v89, 4
  br label %cond91
cond91:
  %i94 = load i64, ptr %b.addr.88
  %v95 = icmp slt i64 %i94, %size.B
  br i1 %v95, label %body92, label %exit93
body92:
  %mask96 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i94, i64 %size.B)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc97
  store i64 0, ptr %c.addr.98
  br label %cond99
cond99:
  %i102 = load i64, ptr %c.addr.98
  %v103 = icmp slt i64 %i102, %size.C
  br i1 %v103, label %body100, label %exit101
body100:
  %v104 = add i64 %size.B, 15
  %v105 = sdiv i64 %v104, 16
  %v106 = srem i64 %v104, 16
  %v107 = icmp ne i64 %v106, 0
  %v108 = icmp slt i64 %v106, 0
  %v109 = icmp slt i64 16, 0
  %v110 = xor i1 %v108, %v109
  %v111 = and i1 %v107, %v110
  %v112 = zext i1 %v111 to i64
  %v113 = sub i64 %v105, %v112
  %v114 = mul i64 %v113, 16
  %v115 = mul i64 %i102, %size.B
  %v116 = add i64 %v115, %i94
  %v117 = add i64 %v114, %v116
  %p118 = getelementptr float, ptr %scratch, i64 %v117
  %ld119 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p118, <vscale x 4 x i1> %mask96, <vscale x 4 x float> zeroinitializer)
  %old120 = load <vscale x 4 x float>, ptr %acc97
  %v121 = fadd <vscale x 4 x float> %old120, %ld119
  %v122 = select <vscale x 4 x i1> %mask96, <vscale x 4 x float> %v121, <vscale x 4 x float> %old120
  store <vscale x 4 x float> %v122, ptr %acc97
  %v123 = add nsw i64 %i102, 1
  store i64 %v123, ptr %c.addr.98
  br label %cond99
exit101:
  %red124 = load <vscale x 4 x float>, ptr %acc97
  %v125 = add i64 %size.B, 15
  %v126 = sdiv i64 %v125, 16
  %v127 = srem i64 %v125, 16
  %v128 = icmp ne i64 %v127, 0
  %v129 = icmp slt i64 %v127, 0
  %v130 = icmp slt i64 16, 0
  %v131 = xor i1 %v129, %v130
  %v132 = and i1 %v128, %v131
  %v133 = zext i1 %v132 to i64
  %v134 = sub i64 %v126, %v133
  %v135 = mul i64 %v134, 16
  %v136 = mul i64 %size.C, %size.B
  %v137 = add i64 %v136, 15
  %v138 = sdiv i64 %v137, 16
  %v139 = srem i64 %v137, 16
  %v140 = icmp ne i64 %v139, 0
  %v141 = icmp slt i64 %v139, 0
  %v142 = icmp slt i64 16, 0
  %v143 = xor i1 %v141, %v142
  %v144 = and i1 %v140, %v143
  %v145 = zext i1 %v144 to i64
  %v146 = sub i64 %v138, %v145
  %v147 = mul i64 %v146, 16
  %v148 = add i64 %v135, %v147
  %v149 = add i64 %v148, %i94
  %p150 = getelementptr float, ptr %scratch, i64 %v149
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red124, ptr align 4 %p150, <vscale x 4 x i1> %mask96)
  %v151 = add nsw i64 %i94, %v90
  store i64 %v151, ptr %b.addr.88
  br label %cond91
exit93:
  store i64 0, ptr %c.addr.152
  br label %cond153
cond153:
  %i156 = load i64, ptr %c.addr.152
  %v157 = icmp slt i64 %i156, %size.C
  br i1 %v157, label %body154, label %exit155
body154:
  store i64 0, ptr %b.addr.158
  %v159 = call i64 @llvm.vscale.i64()
  %v160 = mul i64 %v159, 4
  br label %cond161
cond161:
  %i164 = load i64, ptr %b.addr.158
  %v165 = icmp slt i64 %i164, %size.B
  br i1 %v165, label %body162, label %exit163
body162:
  %mask166 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i164, i64 %size.B)
  %v167 = add i64 %size.B, 15
  %v168 = sdiv i64 %v167, 16
  %v169 = srem i64 %v167, 16
  %v170 = icmp ne i64 %v169, 0
  %v171 = icmp slt i64 %v169, 0
  %v172 = icmp slt i64 16, 0
  %v173 = xor i1 %v171, %v172
  %v174 = and i1 %v170, %v173
  %v175 = zext i1 %v174 to i64
  %v176 = sub i64 %v168, %v175
  %v177 = mul i64 %v176, 16
  %v178 = mul i64 %i156, %size.B
  %v179 = add i64 %v178, %i164
  %v180 = add i64 %v177, %v179
  %p181 = getelementptr float, ptr %scratch, i64 %v180
  %ld182 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p181, <vscale x 4 x i1> %mask166, <vscale x 4 x float> zeroinitializer)
  %v183 = add i64 %size.B, 15
  %v184 = sdiv i64 %v183, 16
  %v185 = srem i64 %v183, 16
  %v186 = icmp ne i64 %v185, 0
  %v187 = icmp slt i64 %v185, 0
  %v188 = icmp slt i64 16, 0
  %v189 = xor i1 %v187, %v188
  %v190 = and i1 %v186, %v189
  %v191 = zext i1 %v190 to i64
  %v192 = sub i64 %v184, %v191
  %v193 = mul i64 %v192, 16
  %v194 = mul i64 %size.C, %size.B
  %v195 = add i64 %v194, 15
  %v196 = sdiv i64 %v195, 16
  %v197 = srem i64 %v195, 16
  %v198 = icmp ne i64 %v197, 0
  %v199 = icmp slt i64 %v197, 0
  %v200 = icmp slt i64 16, 0
  %v201 = xor i1 %v199, %v200
  %v202 = and i1 %v198, %v201
  %v203 = zext i1 %v202 to i64
  %v204 = sub i64 %v196, %v203
  %v205 = mul i64 %v204, 16
  %v206 = add i64 %v193, %v205
  %v207 = add i64 %v206, %i164
  %p208 = getelementptr float, ptr %scratch, i64 %v207
  %ld209 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p208, <vscale x 4 x i1> %mask166, <vscale x 4 x float> zeroinitializer)
  %v210 = fdiv contract <vscale x 4 x float> %ld182, %ld209
  %v211 = mul i64 %i7, %size.C
  %v212 = add i64 %v211, %i156
  %v213 = mul i64 %v212, %size.B
  %v214 = add i64 %v213, %i164
  %p215 = getelementptr float, ptr %buf.y, i64 %v214
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v210, ptr align 4 %p215, <vscale x 4 x i1> %mask166)
  %v216 = add nsw i64 %i164, %v160
  store i64 %v216, ptr %b.addr.158
  br label %cond161
exit163:
  %v217 = add nsw i64 %i156, 1
  store i64 %v217, ptr %c.addr.152
  br label %cond153
exit155:
  %v218 = add nsw i64 %i7, 1
  store i64 %v218, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
