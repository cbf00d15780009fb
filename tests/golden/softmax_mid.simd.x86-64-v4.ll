@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.roundeven.v16f32(<16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.x86.sse.sfence()

define internal <16 x float> @"jr.exp.v16f32"(<16 x float> %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt <16 x float> %x, splat (float 0xC05A000000000000)
  %t1 = select <16 x i1> %t0, <16 x float> splat (float 0x0000000000000000), <16 x float> %x
  %t2 = fcmp ogt <16 x float> %t1, splat (float 0x4056400000000000)
  %t3 = select <16 x i1> %t2, <16 x float> splat (float 0x4056400000000000), <16 x float> %t1
  %t4 = fmul <16 x float> %t3, splat (float 0x3FF7154760000000)
  %t5 = call <16 x float> @llvm.roundeven.v16f32(<16 x float> %t4)
  %t6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5, <16 x float> splat (float 0xBFE62E4000000000), <16 x float> %t3)
  %t7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5, <16 x float> splat (float 0xBEB7F7D1C0000000), <16 x float> %t6)
  %t8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0x3F56B6BC20000000), <16 x float> %t7, <16 x float> splat (float 0x3F8122F1C0000000))
  %t9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t8, <16 x float> %t7, <16 x float> splat (float 0x3FA55568A0000000))
  %t10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t9, <16 x float> %t7, <16 x float> splat (float 0x3FC5554A40000000))
  %t11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t10, <16 x float> %t7, <16 x float> splat (float 0x3FE0000000000000))
  %t12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t11, <16 x float> %t7, <16 x float> splat (float 0x3FF0000000000000))
  %t13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t12, <16 x float> %t7, <16 x float> splat (float 0x3FF0000000000000))
  %t14 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %t13, <16 x float> %t5, <16 x float> zeroinitializer, i16 -1, i32 4)
  %t15 = select <16 x i1> %t0, <16 x float> splat (float 0x0000000000000000), <16 x float> %t14
  ret <16 x float> %t15
}

define void @"jr.op.softmax_mid"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %b.addr.9 = alloca i64, align 64
  %scratch.stack = alloca [16384 x float], align 64
  %acc61 = alloca <16 x float>, align 64
  %c.addr.62 = alloca i64, align 64
  %acc86 = alloca <16 x float>, align 64
  %c.addr.87 = alloca i64, align 64
  %acc110 = alloca <16 x float>, align 64
  %c.addr.111 = alloca i64, align 64
  %c.addr.129 = alloca i64, align 64
  %b.addr.135 = alloca i64, align 64
  %b.addr.258 = alloca i64, align 64
  %acc298 = alloca <16 x float>, align 64
  %c.addr.299 = alloca i64, align 64
  %acc358 = alloca <16 x float>, align 64
  %c.addr.359 = alloca i64, align 64
  %acc417 = alloca <16 x float>, align 64
  %c.addr.418 = alloca i64, align 64
  %c.addr.471 = alloca i64, align 64
  %b.addr.477 = alloca i64, align 64
  %v11 = add i64 %size.B, 15
  %v12 = sdiv i64 %v11, 16
  %v13 = srem i64 %v11, 16
  %v14 = icmp ne i64 %v13, 0
  %v15 = icmp slt i64 %v13, 0
  %v16 = icmp slt i64 16, 0
  %v17 = xor i1 %v15, %v16
  %v18 = and i1 %v14, %v17
  %v19 = zext i1 %v18 to i64
  %v20 = sub i64 %v12, %v19
  %v21 = mul i64 %v20, 16
  %v22 = mul i64 %size.C, %size.B
  %v23 = add i64 %v22, 15
  %v24 = sdiv i64 %v23, 16
  %v25 = srem i64 %v23, 16
  %v26 = icmp ne i64 %v25, 0
  %v27 = icmp slt i64 %v25, 0
  %v28 = icmp slt i64 16, 0
  %v29 = xor i1 %v27, %v28
  %v30 = and i1 %v26, %v29
  %v31 = zext i1 %v30 to i64
  %v32 = sub i64 %v24, %v31
  %v33 = mul i64 %v32, 16
  %v34 = add i64 %v21, %v33
  %v35 = add i64 %size.B, 15
  %v36 = sdiv i64 %v35, 16
  %v37 = srem i64 %v35, 16
  %v38 = icmp ne i64 %v37, 0
  %v39 = icmp slt i64 %v37, 0
  %v40 = icmp slt i64 16, 0
  %v41 = xor i1 %v39, %v40
  %v42 = and i1 %v38, %v41
  %v43 = zext i1 %v42 to i64
  %v44 = sub i64 %v36, %v43
  %v45 = mul i64 %v44, 16
  %v46 = add i64 %v34, %v45
  %v47 = icmp sle i64 %v46, 16384
  %scratch.base = select i1 %v47, ptr %scratch.stack, ptr %scratch
  %v545 = mul i64 %size.B0, %size.C
  %v546 = mul i64 %v545, %size.B
  %v547 = icmp sge i64 %v546, 2097152
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
  %i10 = load i64, ptr %b.addr.9
  %p48 = getelementptr float, ptr %scratch.base, i64 %i10
  %v49 = ptrtoint ptr %p48 to i64
  %v50 = lshr i64 %v49, 2
  %v51 = sub i64 0, %v50
  %v52 = and i64 %v51, 15
  %v53 = sub i64 %size.B, %i10
  %v54 = icmp sge i64 %v53, 128
  %v55 = select i1 %v54, i64 %v52, i64 0
  %v56 = icmp sgt i64 %v55, 0
  br i1 %v56, label %peel57, label %aligned58
peel57:
  %v59 = add nsw i64 %i10, %v55
  %mask60 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v59)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc61
  store i64 0, ptr %c.addr.62
  br label %cond63
cond63:
  %i66 = load i64, ptr %c.addr.62
  %v67 = icmp slt i64 %i66, %size.C
  br i1 %v67, label %body64, label %exit65
body64:
  %v68 = mul i64 %i7, %size.C
  %v69 = add i64 %v68, %i66
  %v70 = mul i64 %v69, %size.B
  %v71 = add i64 %v70, %i10
  %p72 = getelementptr float, ptr %buf.x, i64 %v71
  %ld73 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p72, <16 x i1> %mask60, <16 x float> zeroinitializer)
  %old74 = load <16 x float>, ptr %acc61
  %v75 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old74, <16 x float> %ld73)
  %v76 = select <16 x i1> %mask60, <16 x float> %v75, <16 x float> %old74
  store <16 x float> %v76, ptr %acc61
  %v77 = add nsw i64 %i66, 1
  store i64 %v77, ptr %c.addr.62
  br label %cond63
exit65:
  %red78 = load <16 x float>, ptr %acc61
  %p79 = getelementptr float, ptr %scratch.base, i64 %i10
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red78, ptr align 4 %p79, <16 x i1> %mask60)
  store i64 %v59, ptr %b.addr.9
  br label %aligned58
aligned58:
  %v80 = sub i64 %size.B, 16
  br label %cond81
cond81:
  %i84 = load i64, ptr %b.addr.9
  %v85 = icmp sle i64 %i84, %v80
  br i1 %v85, label %body82, label %exit83
body82:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc86
  store i64 0, ptr %c.addr.87
  br label %cond88
cond88:
  %i91 = load i64, ptr %c.addr.87
  %v92 = icmp slt i64 %i91, %size.C
  br i1 %v92, label %body89, label %exit90
body89:
  %v93 = mul i64 %i7, %size.C
  %v94 = add i64 %v93, %i91
  %v95 = mul i64 %v94, %size.B
  %v96 = add i64 %v95, %i84
  %p97 = getelementptr float, ptr %buf.x, i64 %v96
  %ld98 = load <16 x float>, ptr %p97, align 4
  %old99 = load <16 x float>, ptr %acc86
  %v100 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old99, <16 x float> %ld98)
  store <16 x float> %v100, ptr %acc86
  %v101 = add nsw i64 %i91, 1
  store i64 %v101, ptr %c.addr.87
  br label %cond88
exit90:
  %red102 = load <16 x float>, ptr %acc86
  %p103 = getelementptr float, ptr %scratch.base, i64 %i84
  store <16 x float> %red102, ptr %p103, align 4
  %v104 = add nsw i64 %i84, 16
  store i64 %v104, ptr %b.addr.9
  br label %cond81
exit83:
  %i105 = load i64, ptr %b.addr.9
  %v106 = icmp slt i64 %i105, %size.B
  br i1 %v106, label %tail107, label %done108
tail107:
  %mask109 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i105, i64 %size.B)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc110
  store i64 0, ptr %c.addr.111
  br label %cond112
cond112:
  %i115 = load i64, ptr %c.addr.111
  %v116 = icmp slt i64 %i115, %size.C
  br i1 %v116, label %body113, label %exit114
body113:
  %v117 = mul i64 %i7, %size.C
  %v118 = add i64 %v117, %i115
  %v119 = mul i64 %v118, %size.B
  %v120 = add i64 %v119, %i105
  %p121 = getelementptr float, ptr %buf.x, i64 %v120
  %ld122 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p121, <16 x i1> %mask109, <16 x float> zeroinitializer)
  %old123 = load <16 x float>, ptr %acc110
  %v124 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old123, <16 x float> %ld122)
  %v125 = select <16 x i1> %mask109, <16 x float> %v124, <16 x float> %old123
  store <16 x float> %v125, ptr %acc110
  %v126 = add nsw i64 %i115, 1
  store i64 %v126, ptr %c.addr.111
  br label %cond112
exit114:
  %red127 = load <16 x float>, ptr %acc110
  %p128 = getelementptr float, ptr %scratch.base, i64 %i105
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red127, ptr align 4 %p128, <16 x i1> %mask109)
  br label %done108
done108:
  store i64 0, ptr %c.addr.129
  br label %cond130
cond130:
  %i133 = load i64, ptr %c.addr.129
  %v134 = icmp slt i64 %i133, %size.C
  br i1 %v134, label %body131, label %exit132
body131:
  store i64 0, ptr %b.addr.135
  %i136 = load i64, ptr %b.addr.135
  %v137 = add i64 %size.B, 15
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
  %v148 = mul i64 %i133, %size.B
  %v149 = add i64 %v148, %i136
  %v150 = add i64 %v147, %v149
  %p151 = getelementptr float, ptr %scratch.base, i64 %v150
  %v152 = ptrtoint ptr %p151 to i64
  %v153 = lshr i64 %v152, 2
  %v154 = sub i64 0, %v153
  %v155 = and i64 %v154, 15
  %v156 = sub i64 %size.B, %i136
  %v157 = icmp sge i64 %v156, 128
  %v158 = select i1 %v157, i64 %v155, i64 0
  %v159 = icmp sgt i64 %v158, 0
  br i1 %v159, label %peel160, label %aligned161
peel160:
  %v162 = add nsw i64 %i136, %v158
  %mask163 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i136, i64 %v162)
  %v164 = mul i64 %i7, %size.C
  %v165 = add i64 %v164, %i133
  %v166 = mul i64 %v165, %size.B
  %v167 = add i64 %v166, %i136
  %p168 = getelementptr float, ptr %buf.x, i64 %v167
  %ld169 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p168, <16 x i1> %mask163, <16 x float> zeroinitializer)
  %p170 = getelementptr float, ptr %scratch.base, i64 %i136
  %ld171 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p170, <16 x i1> %mask163, <16 x float> zeroinitializer)
  %v172 = fsub contract <16 x float> %ld169, %ld171
  %v173 = call <16 x float> @jr.exp.v16f32(<16 x float> %v172)
  %v174 = add i64 %size.B, 15
  %v175 = sdiv i64 %v174, 16
  %v176 = srem i64 %v174, 16
  %v177 = icmp ne i64 %v176, 0
  %v178 = icmp slt i64 %v176, 0
  %v179 = icmp slt i64 16, 0
  %v180 = xor i1 %v178, %v179
  %v181 = and i1 %v177, %v180
  %v182 = zext i1 %v181 to i64
  %v183 = sub i64 %v175, %v182
  %v184 = mul i64 %v183, 16
  %v185 = mul i64 %i133, %size.B
  %v186 = add i64 %v185, %i136
  %v187 = add i64 %v184, %v186
  %p188 = getelementptr float, ptr %scratch.base, i64 %v187
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v173, ptr align 4 %p188, <16 x i1> %mask163)
  store i64 %v162, ptr %b.addr.135
  br label %aligned161
aligned161:
  %v189 = sub i64 %size.B, 16
  br label %cond190
cond190:
  %i193 = load i64, ptr %b.addr.135
  %v194 = icmp sle i64 %i193, %v189
  br i1 %v194, label %body191, label %exit192
body191:
  %v195 = mul i64 %i7, %size.C
  %v196 = add i64 %v195, %i133
  %v197 = mul i64 %v196, %size.B
  %v198 = add i64 %v197, %i193
  %p199 = getelementptr float, ptr %buf.x, i64 %v198
  %v200 = add nsw i64 %i7, 1
  %v201 = mul i64 %v200, %size.C
  %v202 = add i64 %v201, %i133
  %v203 = mul i64 %v202, %size.B
  %v204 = add i64 %v203, %i193
  %p205 = getelementptr float, ptr %buf.x, i64 %v204
  call void @llvm.prefetch.p0(ptr %p205, i32 0, i32 3, i32 1)
  %ld206 = load <16 x float>, ptr %p199, align 4
  %p207 = getelementptr float, ptr %scratch.base, i64 %i193
  %ld208 = load <16 x float>, ptr %p207, align 4
  %v209 = fsub contract <16 x float> %ld206, %ld208
  %v210 = call <16 x float> @jr.exp.v16f32(<16 x float> %v209)
  %v211 = add i64 %size.B, 15
  %v212 = sdiv i64 %v211, 16
  %v213 = srem i64 %v211, 16
  %v214 = icmp ne i64 %v213, 0
  %v215 = icmp slt i64 %v213, 0
  %v216 = icmp slt i64 16, 0
  %v217 = xor i1 %v215, %v216
  %v218 = and i1 %v214, %v217
  %v219 = zext i1 %v218 to i64
  %v220 = sub i64 %v212, %v219
  %v221 = mul i64 %v220, 16
  %v222 = mul i64 %i133, %size.B
  %v223 = add i64 %v222, %i193
  %v224 = add i64 %v221, %v223
  %p225 = getelementptr float, ptr %scratch.base, i64 %v224
  store <16 x float> %v210, ptr %p225, align 4
  %v226 = add nsw i64 %i193, 16
  store i64 %v226, ptr %b.addr.135
  br label %cond190
exit192:
  %i227 = load i64, ptr %b.addr.135
  %v228 = icmp slt i64 %i227, %size.B
  br i1 %v228, label %tail229, label %done230
tail229:
  %mask231 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i227, i64 %size.B)
  %v232 = mul i64 %i7, %size.C
  %v233 = add i64 %v232, %i133
  %v234 = mul i64 %v233, %size.B
  %v235 = add i64 %v234, %i227
  %p236 = getelementptr float, ptr %buf.x, i64 %v235
  %ld237 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p236, <16 x i1> %mask231, <16 x float> zeroinitializer)
  %p238 = getelementptr float, ptr %scratch.base, i64 %i227
  %ld239 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p238, <16 x i1> %mask231, <16 x float> zeroinitializer)
  %v240 = fsub contract <16 x float> %ld237, %ld239
  %v241 = call <16 x float> @jr.exp.v16f32(<16 x float> %v240)
  %v242 = add i64 %size.B, 15
  %v243 = sdiv i64 %v242, 16
  %v244 = srem i64 %v242, 16
  %v245 = icmp ne i64 %v244, 0
  %v246 = icmp slt i64 %v244, 0
  %v247 = icmp slt i64 16, 0
  %v248 = xor i1 %v246, %v247
  %v249 = and i1 %v245, %v248
  %v250 = zext i1 %v249 to i64
  %v251 = sub i64 %v243, %v250
  %v252 = mul i64 %v251, 16
  %v253 = mul i64 %i133, %size.B
  %v254 = add i64 %v253, %i227
  %v255 = add i64 %v252, %v254
  %p256 = getelementptr float, ptr %scratch.base, i64 %v255
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v241, ptr align 4 %p256, <16 x i1> %mask231)
  br label %done230
done230:
  %v257 = add nsw i64 %i133, 1
  store i64 %v257, ptr %c.addr.129
  br label %cond130
exit132:
  store i64 0, ptr %b.addr.258
  %i259 = load i64, ptr %b.addr.258
  %v260 = add i64 %size.B, 15
  %v261 = sdiv i64 %v260, 16
  %v262 = srem i64 %v260, 16
  %v263 = icmp ne i64 %v262, 0
  %v264 = icmp slt i64 %v262, 0
  %v265 = icmp slt i64 16, 0
  %v266 = xor i1 %v264, %v265
  %v267 = and i1 %v263, %v266
  %v268 = zext i1 %v267 to i64
  %v269 = sub i64 %v261, %v268
  %v270 = mul i64 %v269, 16
  %v271 = mul i64 %size.C, %size.B
  %v272 = add i64 %v271, 15
  %v273 = sdiv i64 %v272, 16
  %v274 = srem i64 %v272, 16
  %v275 = icmp ne i64 %v274, 0
  %v276 = icmp slt i64 %v274, 0
  %v277 = icmp slt i64 16, 0
  %v278 = xor i1 %v276, %v277
  %v279 = and i1 %v275, %v278
  %v280 = zext i1 %v279 to i64
  %v281 = sub i64 %v273, %v280
  %v282 = mul i64 %v281, 16
  %v283 = add i64 %v270, %v282
  %v284 = add i64 %v283, %i259
  %p285 = getelementptr float, ptr %scratch.base, i64 %v284
  %v286 = ptrtoint ptr %p285 to i64
  %v287 = lshr i64 %v286, 2
  %v288 = sub i64 0, %v287
  %v289 = and i64 %v288, 15
  %v290 = sub i64 %size.B, %i259
  %v291 = icmp sge i64 %v290, 128
  %v292 = select i1 %v291, i64 %v289, i64 0
  %v293 = icmp sgt i64 %v292, 0
  br i1 %v293, label %peel294, label %aligned295
peel294:
  %v296 = add nsw i64 %i259, %v292
  %mask297 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i259, i64 %v296)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc298
  store i64 0, ptr %c.addr.299
  br label %cond300
cond300:
  %i303 = load i64, ptr %c.addr.299
  %v304 = icmp slt i64 %i303, %size.C
  br i1 %v304, label %body301, label %exit302
body301:
  %v305 = add i64 %size.B, 15
  %v306 = sdiv i64 %v305, 16
  %v307 = srem i64 %v305, 16
  %v308 = icmp ne i64 %v307, 0
  %v309 = icmp slt i64 %v307, 0
  %v310 = icmp slt i64 16, 0
  %v311 = xor i1 %v309, %v310
  %v312 = and i1 %v308, %v311
  %v313 = zext i1 %v312 to i64
  %v314 = sub i64 %v306, %v313
  %v315 = mul i64 %v314, 16
  %v316 = mul i64 %i303, %size.B
  %v317 = add i64 %v316, %i259
  %v318 = add i64 %v315, %v317
  %p319 = getelementptr float, ptr %scratch.base, i64 %v318
  %ld320 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p319, <16 x i1> %mask297, <16 x float> zeroinitializer)
  %old321 = load <16 x float>, ptr %acc298
  %v322 = fadd <16 x float> %old321, %ld320
  %v323 = select <16 x i1> %mask297, <16 x float> %v322, <16 x float> %old321
  store <16 x float> %v323, ptr %acc298
  %v324 = add nsw i64 %i303, 1
  store i64 %v324, ptr %c.addr.299
  br label %cond300
exit302:
  %red325 = load <16 x float>, ptr %acc298
  %v326 = add i64 %size.B, 15
  %v327 = sdiv i64 %v326, 16
  %v328 = srem i64 %v326, 16
  %v329 = icmp ne i64 %v328, 0
  %v330 = icmp slt i64 %v328, 0
  %v331 = icmp slt i64 16, 0
  %v332 = xor i1 %v330, %v331
  %v333 = and i1 %v329, %v332
  %v334 = zext i1 %v333 to i64
  %v335 = sub i64 %v327, %v334
  %v336 = mul i64 %v335, 16
  %v337 = mul i64 %size.C, %size.B
  %v338 = add i64 %v337, 15
  %v339 = sdiv i64 %v338, 16
  %v340 = srem i64 %v338, 16
  %v341 = icmp ne i64 %v340, 0
  %v342 = icmp slt i64 %v340, 0
  %v343 = icmp slt i64 16, 0
  %v344 = xor i1 %v342, %v343
  %v345 = and i1 %v341, %v344
  %v346 = zext i1 %v345 to i64
  %v347 = sub i64 %v339, %v346
  %v348 = mul i64 %v347, 16
  %v349 = add i64 %v336, %v348
  %v350 = add i64 %v349, %i259
  %p351 = getelementptr float, ptr %scratch.base, i64 %v350
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red325, ptr align 4 %p351, <16 x i1> %mask297)
  store i64 %v296, ptr %b.addr.258
  br label %aligned295
aligned295:
  %v352 = sub i64 %size.B, 16
  br label %cond353
cond353:
  %i356 = load i64, ptr %b.addr.258
  %v357 = icmp sle i64 %i356, %v352
  br i1 %v357, label %body354, label %exit355
body354:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc358
  store i64 0, ptr %c.addr.359
  br label %cond360
cond360:
  %i363 = load i64, ptr %c.addr.359
  %v364 = icmp slt i64 %i363, %size.C
  br i1 %v364, label %body361, label %exit362
body361:
  %v365 = add i64 %size.B, 15
  %v366 = sdiv i64 %v365, 16
  %v367 = srem i64 %v365, 16
  %v368 = icmp ne i64 %v367, 0
  %v369 = icmp slt i64 %v367, 0
  %v370 = icmp slt i64 16, 0
  %v371 = xor i1 %v369, %v370
  %v372 = and i1 %v368, %v371
  %v373 = zext i1 %v372 to i64
  %v374 = sub i64 %v366, %v373
  %v375 = mul i64 %v374, 16
  %v376 = mul i64 %i363, %size.B
  %v377 = add i64 %v376, %i356
  %v378 = add i64 %v375, %v377
  %p379 = getelementptr float, ptr %scratch.base, i64 %v378
  %ld380 = load <16 x float>, ptr %p379, align 4
  %old381 = load <16 x float>, ptr %acc358
  %v382 = fadd <16 x float> %old381, %ld380
  store <16 x float> %v382, ptr %acc358
  %v383 = add nsw i64 %i363, 1
  store i64 %v383, ptr %c.addr.359
  br label %cond360
exit362:
  %red384 = load <16 x float>, ptr %acc358
  %v385 = add i64 %size.B, 15
  %v386 = sdiv i64 %v385, 16
  %v387 = srem i64 %v385, 16
  %v388 = icmp ne i64 %v387, 0
  %v389 = icmp slt i64 %v387, 0
  %v390 = icmp slt i64 16, 0
  %v391 = xor i1 %v389, %v390
  %v392 = and i1 %v388, %v391
  %v393 = zext i1 %v392 to i64
  %v394 = sub i64 %v386, %v393
  %v395 = mul i64 %v394, 16
  %v396 = mul i64 %size.C, %size.B
  %v397 = add i64 %v396, 15
  %v398 = sdiv i64 %v397, 16
  %v399 = srem i64 %v397, 16
  %v400 = icmp ne i64 %v399, 0
  %v401 = icmp slt i64 %v399, 0
  %v402 = icmp slt i64 16, 0
  %v403 = xor i1 %v401, %v402
  %v404 = and i1 %v400, %v403
  %v405 = zext i1 %v404 to i64
  %v406 = sub i64 %v398, %v405
  %v407 = mul i64 %v406, 16
  %v408 = add i64 %v395, %v407
  %v409 = add i64 %v408, %i356
  %p410 = getelementptr float, ptr %scratch.base, i64 %v409
  store <16 x float> %red384, ptr %p410, align 4
  %v411 = add nsw i64 %i356, 16
  store i64 %v411, ptr %b.addr.258
  br label %cond353
exit355:
  %i412 = load i64, ptr %b.addr.258
  %v413 = icmp slt i64 %i412, %size.B
  br i1 %v413, label %tail414, label %done415
tail414:
  %mask416 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i412, i64 %size.B)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc417
  store i64 0, ptr %c.addr.418
  br label %cond419
cond419:
  %i422 = load i64, ptr %c.addr.418
  %v423 = icmp slt i64 %i422, %size.C
  br i1 %v423, label %body420, label %exit421
body420:
  %v424 = add i64 %size.B, 15
  %v425 = sdiv i64 %v424, 16
  %v426 = srem i64 %v424, 16
  %v427 = icmp ne i64 %v426, 0
  %v428 = icmp slt i64 %v426, 0
  %v429 = icmp slt i64 16, 0
  %v430 = xor i1 %v428, %v429
  %v431 = and i1 %v427, %v430
  %v432 = zext i1 %v431 to i64
  %v433 = sub i64 %v425, %v432
  %v434 = mul i64 %v433, 16
  %v435 = mul i64 %i422, %size.B
  %v436 = add i64 %v435, %i412
  %v437 = add i64 %v434, %v436
  %p438 = getelementptr float, ptr %scratch.base, i64 %v437
  %ld439 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p438, <16 x i1> %mask416, <16 x float> zeroinitializer)
  %old440 = load <16 x float>, ptr %acc417
  %v441 = fadd <16 x float> %old440, %ld439
  %v442 = select <16 x i1> %mask416, <16 x float> %v441, <16 x float> %old440
  store <16 x float> %v442, ptr %acc417
  %v443 = add nsw i64 %i422, 1
  store i64 %v443, ptr %c.addr.418
  br label %cond419
exit421:
  %red444 = load <16 x float>, ptr %acc417
  %v445 = add i64 %size.B, 15
  %v446 = sdiv i64 %v445, 16
  %v447 = srem i64 %v445, 16
  %v448 = icmp ne i64 %v447, 0
  %v449 = icmp slt i64 %v447, 0
  %v450 = icmp slt i64 16, 0
  %v451 = xor i1 %v449, %v450
  %v452 = and i1 %v448, %v451
  %v453 = zext i1 %v452 to i64
  %v454 = sub i64 %v446, %v453
  %v455 = mul i64 %v454, 16
  %v456 = mul i64 %size.C, %size.B
  %v457 = add i64 %v456, 15
  %v458 = sdiv i64 %v457, 16
  %v459 = srem i64 %v457, 16
  %v460 = icmp ne i64 %v459, 0
  %v461 = icmp slt i64 %v459, 0
  %v462 = icmp slt i64 16, 0
  %v463 = xor i1 %v461, %v462
  %v464 = and i1 %v460, %v463
  %v465 = zext i1 %v464 to i64
  %v466 = sub i64 %v458, %v465
  %v467 = mul i64 %v466, 16
  %v468 = add i64 %v455, %v467
  %v469 = add i64 %v468, %i412
  %p470 = getelementptr float, ptr %scratch.base, i64 %v469
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red444, ptr align 4 %p470, <16 x i1> %mask416)
  br label %done415
done415:
  store i64 0, ptr %c.addr.471
  br label %cond472
cond472:
  %i475 = load i64, ptr %c.addr.471
  %v476 = icmp slt i64 %i475, %size.C
  br i1 %v476, label %body473, label %exit474
body473:
  store i64 0, ptr %b.addr.477
  %i478 = load i64, ptr %b.addr.477
  %v479 = mul i64 %i7, %size.C
  %v480 = add i64 %v479, %i475
  %v481 = mul i64 %v480, %size.B
  %v482 = add i64 %v481, %i478
  %p483 = getelementptr float, ptr %buf.y, i64 %v482
  %v484 = ptrtoint ptr %p483 to i64
  %v485 = lshr i64 %v484, 2
  %v486 = sub i64 0, %v485
  %v487 = and i64 %v486, 15
  %v488 = sub i64 %size.B, %i478
  %v489 = icmp sge i64 %v488, 128
  %v490 = select i1 %v489, i64 %v487, i64 0
  %v491 = icmp sgt i64 %v490, 0
  br i1 %v491, label %peel492, label %aligned493
peel492:
  %v494 = add nsw i64 %i478, %v490
  %mask495 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i478, i64 %v494)
  %v496 = add i64 %size.B, 15
  %v497 = sdiv i64 %v496, 16
  %v498 = srem i64 %v496, 16
  %v499 = icmp ne i64 %v498, 0
  %v500 = icmp slt i64 %v498, 0
  %v501 = icmp slt i64 16, 0
  %v502 = xor i1 %v500, %v501
  %v503 = and i1 %v499, %v502
  %v504 = zext i1 %v503 to i64
  %v505 = sub i64 %v497, %v504
  %v506 = mul i64 %v505, 16
  %v507 = mul i64 %i475, %size.B
  %v508 = add i64 %v507, %i478
  %v509 = add i64 %v506, %v508
  %p510 = getelementptr float, ptr %scratch.base, i64 %v509
  %ld511 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p510, <16 x i1> %mask495, <16 x float> zeroinitializer)
  %v512 = add i64 %size.B, 15
  %v513 = sdiv i64 %v512, 16
  %v514 = srem i64 %v512, 16
  %v515 = icmp ne i64 %v514, 0
  %v516 = icmp slt i64 %v514, 0
  %v517 = icmp slt i64 16, 0
  %v518 = xor i1 %v516, %v517
  %v519 = and i1 %v515, %v518
  %v520 = zext i1 %v519 to i64
  %v521 = sub i64 %v513, %v520
  %v522 = mul i64 %v521, 16
  %v523 = mul i64 %size.C, %size.B
  %v524 = add i64 %v523, 15
  %v525 = sdiv i64 %v524, 16
  %v526 = srem i64 %v524, 16
  %v527 = icmp ne i64 %v526, 0
  %v528 = icmp slt i64 %v526, 0
  %v529 = icmp slt i64 16, 0
  %v530 = xor i1 %v528, %v529
  %v531 = and i1 %v527, %v530
  %v532 = zext i1 %v531 to i64
  %v533 = sub i64 %v525, %v532
  %v534 = mul i64 %v533, 16
  %v535 = add i64 %v522, %v534
  %v536 = add i64 %v535, %i478
  %p537 = getelementptr float, ptr %scratch.base, i64 %v536
  %ld538 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p537, <16 x i1> %mask495, <16 x float> zeroinitializer)
  %v539 = fdiv contract <16 x float> %ld511, %ld538
  %v540 = mul i64 %i7, %size.C
  %v541 = add i64 %v540, %i475
  %v542 = mul i64 %v541, %size.B
  %v543 = add i64 %v542, %i478
  %p544 = getelementptr float, ptr %buf.y, i64 %v543
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v539, ptr align 4 %p544, <16 x i1> %mask495)
  store i64 %v494, ptr %b.addr.477
  br label %aligned493
aligned493:
  %v548 = and i1 %v489, %v547
  br i1 %v548, label %stream549, label %cached550
stream549:
  %v552 = sub i64 %size.B, 16
  br label %cond553
cond553:
  %i556 = load i64, ptr %b.addr.477
  %v557 = icmp sle i64 %i556, %v552
  br i1 %v557, label %body554, label %exit555
body554:
  %v558 = add i64 %size.B, 15
  %v559 = sdiv i64 %v558, 16
  %v560 = srem i64 %v558, 16
  %v561 = icmp ne i64 %v560, 0
  %v562 = icmp slt i64 %v560, 0
  %v563 = icmp slt i64 16, 0
  %v564 = xor i1 %v562, %v563
  %v565 = and i1 %v561, %v564
  %v566 = zext i1 %v565 to i64
  %v567 = sub i64 %v559, %v566
  %v568 = mul i64 %v567, 16
  %v569 = mul i64 %i475, %size.B
  %v570 = add i64 %v569, %i556
  %v571 = add i64 %v568, %v570
  %p572 = getelementptr float, ptr %scratch.base, i64 %v571
  %ld573 = load <16 x float>, ptr %p572, align 4
  %v574 = add i64 %size.B, 15
  %v575 = sdiv i64 %v574, 16
  %v576 = srem i64 %v574, 16
  %v577 = icmp ne i64 %v576, 0
  %v578 = icmp slt i64 %v576, 0
  %v579 = icmp slt i64 16, 0
  %v580 = xor i1 %v578, %v579
  %v581 = and i1 %v577, %v580
  %v582 = zext i1 %v581 to i64
  %v583 = sub i64 %v575, %v582
  %v584 = mul i64 %v583, 16
  %v585 = mul i64 %size.C, %size.B
  %v586 = add i64 %v585, 15
  %v587 = sdiv i64 %v586, 16
  %v588 = srem i64 %v586, 16
  %v589 = icmp ne i64 %v588, 0
  %v590 = icmp slt i64 %v588, 0
  %v591 = icmp slt i64 16, 0
  %v592 = xor i1 %v590, %v591
  %v593 = and i1 %v589, %v592
  %v594 = zext i1 %v593 to i64
  %v595 = sub i64 %v587, %v594
  %v596 = mul i64 %v595, 16
  %v597 = add i64 %v584, %v596
  %v598 = add i64 %v597, %i556
  %p599 = getelementptr float, ptr %scratch.base, i64 %v598
  %ld600 = load <16 x float>, ptr %p599, align 4
  %v601 = fdiv contract <16 x float> %ld573, %ld600
  %v602 = mul i64 %i7, %size.C
  %v603 = add i64 %v602, %i475
  %v604 = mul i64 %v603, %size.B
  %v605 = add i64 %v604, %i556
  %p606 = getelementptr float, ptr %buf.y, i64 %v605
  store <16 x float> %v601, ptr %p606, align 64, !nontemporal !{i32 1}
  %v607 = add nsw i64 %i556, 16
  store i64 %v607, ptr %b.addr.477
  br label %cond553
exit555:
  br label %join551
cached550:
  %v608 = sub i64 %size.B, 16
  br label %cond609
cond609:
  %i612 = load i64, ptr %b.addr.477
  %v613 = icmp sle i64 %i612, %v608
  br i1 %v613, label %body610, label %exit611
body610:
  %v614 = add i64 %size.B, 15
  %v615 = sdiv i64 %v614, 16
  %v616 = srem i64 %v614, 16
  %v617 = icmp ne i64 %v616, 0
  %v618 = icmp slt i64 %v616, 0
  %v619 = icmp slt i64 16, 0
  %v620 = xor i1 %v618, %v619
  %v621 = and i1 %v617, %v620
  %v622 = zext i1 %v621 to i64
  %v623 = sub i64 %v615, %v622
  %v624 = mul i64 %v623, 16
  %v625 = mul i64 %i475, %size.B
  %v626 = add i64 %v625, %i612
  %v627 = add i64 %v624, %v626
  %p628 = getelementptr float, ptr %scratch.base, i64 %v627
  %ld629 = load <16 x float>, ptr %p628, align 4
  %v630 = add i64 %size.B, 15
  %v631 = sdiv i64 %v630, 16
  %v632 = srem i64 %v630, 16
  %v633 = icmp ne i64 %v632, 0
  %v634 = icmp slt i64 %v632, 0
  %v635 = icmp slt i64 16, 0
  %v636 = xor i1 %v634, %v635
  %v637 = and i1 %v633, %v636
  %v638 = zext i1 %v637 to i64
  %v639 = sub i64 %v631, %v638
  %v640 = mul i64 %v639, 16
  %v641 = mul i64 %size.C, %size.B
  %v642 = add i64 %v641, 15
  %v643 = sdiv i64 %v642, 16
  %v644 = srem i64 %v642, 16
  %v645 = icmp ne i64 %v644, 0
  %v646 = icmp slt i64 %v644, 0
  %v647 = icmp slt i64 16, 0
  %v648 = xor i1 %v646, %v647
  %v649 = and i1 %v645, %v648
  %v650 = zext i1 %v649 to i64
  %v651 = sub i64 %v643, %v650
  %v652 = mul i64 %v651, 16
  %v653 = add i64 %v640, %v652
  %v654 = add i64 %v653, %i612
  %p655 = getelementptr float, ptr %scratch.base, i64 %v654
  %ld656 = load <16 x float>, ptr %p655, align 4
  %v657 = fdiv contract <16 x float> %ld629, %ld656
  %v658 = mul i64 %i7, %size.C
  %v659 = add i64 %v658, %i475
  %v660 = mul i64 %v659, %size.B
  %v661 = add i64 %v660, %i612
  %p662 = getelementptr float, ptr %buf.y, i64 %v661
  store <16 x float> %v657, ptr %p662, align 4
  %v663 = add nsw i64 %i612, 16
  store i64 %v663, ptr %b.addr.477
  br label %cond609
exit611:
  br label %join551
join551:
  %i664 = load i64, ptr %b.addr.477
  %v665 = icmp slt i64 %i664, %size.B
  br i1 %v665, label %tail666, label %done667
tail666:
  %mask668 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i664, i64 %size.B)
  %v669 = add i64 %size.B, 15
  %v670 = sdiv i64 %v669, 16
  %v671 = srem i64 %v669, 16
  %v672 = icmp ne i64 %v671, 0
  %v673 = icmp slt i64 %v671, 0
  %v674 = icmp slt i64 16, 0
  %v675 = xor i1 %v673, %v674
  %v676 = and i1 %v672, %v675
  %v677 = zext i1 %v676 to i64
  %v678 = sub i64 %v670, %v677
  %v679 = mul i64 %v678, 16
  %v680 = mul i64 %i475, %size.B
  %v681 = add i64 %v680, %i664
  %v682 = add i64 %v679, %v681
  %p683 = getelementptr float, ptr %scratch.base, i64 %v682
  %ld684 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p683, <16 x i1> %mask668, <16 x float> zeroinitializer)
  %v685 = add i64 %size.B, 15
  %v686 = sdiv i64 %v685, 16
  %v687 = srem i64 %v685, 16
  %v688 = icmp ne i64 %v687, 0
  %v689 = icmp slt i64 %v687, 0
  %v690 = icmp slt i64 16, 0
  %v691 = xor i1 %v689, %v690
  %v692 = and i1 %v688, %v691
  %v693 = zext i1 %v692 to i64
  %v694 = sub i64 %v686, %v693
  %v695 = mul i64 %v694, 16
  %v696 = mul i64 %size.C, %size.B
  %v697 = add i64 %v696, 15
  %v698 = sdiv i64 %v697, 16
  %v699 = srem i64 %v697, 16
  %v700 = icmp ne i64 %v699, 0
  %v701 = icmp slt i64 %v699, 0
  %v702 = icmp slt i64 16, 0
  %v703 = xor i1 %v701, %v702
  %v704 = and i1 %v700, %v703
  %v705 = zext i1 %v704 to i64
  %v706 = sub i64 %v698, %v705
  %v707 = mul i64 %v706, 16
  %v708 = add i64 %v695, %v707
  %v709 = add i64 %v708, %i664
  %p710 = getelementptr float, ptr %scratch.base, i64 %v709
  %ld711 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p710, <16 x i1> %mask668, <16 x float> zeroinitializer)
  %v712 = fdiv contract <16 x float> %ld684, %ld711
  %v713 = mul i64 %i7, %size.C
  %v714 = add i64 %v713, %i475
  %v715 = mul i64 %v714, %size.B
  %v716 = add i64 %v715, %i664
  %p717 = getelementptr float, ptr %buf.y, i64 %v716
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v712, ptr align 4 %p717, <16 x i1> %mask668)
  br label %done667
done667:
  %v718 = add nsw i64 %i475, 1
  store i64 %v718, ptr %c.addr.471
  br label %cond472
exit474:
  %v719 = add nsw i64 %i7, 1
  store i64 %v719, ptr %_b0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
