@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
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
  %nan62 = alloca <16 x i1>, align 64
  %c.addr.63 = alloca i64, align 64
  %acc94 = alloca <16 x float>, align 64
  %nan95 = alloca <16 x i1>, align 64
  %c.addr.96 = alloca i64, align 64
  %acc125 = alloca <16 x float>, align 64
  %nan126 = alloca <16 x i1>, align 64
  %c.addr.127 = alloca i64, align 64
  %c.addr.152 = alloca i64, align 64
  %b.addr.158 = alloca i64, align 64
  %b.addr.281 = alloca i64, align 64
  %acc321 = alloca <16 x float>, align 64
  %c.addr.322 = alloca i64, align 64
  %acc381 = alloca <16 x float>, align 64
  %c.addr.382 = alloca i64, align 64
  %acc440 = alloca <16 x float>, align 64
  %c.addr.441 = alloca i64, align 64
  %c.addr.494 = alloca i64, align 64
  %b.addr.500 = alloca i64, align 64
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
  %v568 = mul i64 %size.B0, %size.C
  %v569 = mul i64 %v568, %size.B
  %v570 = icmp sge i64 %v569, 2097152
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
  store <16 x i1> zeroinitializer, ptr %nan62
  store i64 0, ptr %c.addr.63
  br label %cond64
cond64:
  %i67 = load i64, ptr %c.addr.63
  %v68 = icmp slt i64 %i67, %size.C
  br i1 %v68, label %body65, label %exit66
body65:
  %v69 = mul i64 %i7, %size.C
  %v70 = add i64 %v69, %i67
  %v71 = mul i64 %v70, %size.B
  %v72 = add i64 %v71, %i10
  %p73 = getelementptr float, ptr %buf.x, i64 %v72
  %ld74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p73, <16 x i1> %mask60, <16 x float> zeroinitializer)
  %old75 = load <16 x float>, ptr %acc61
  %v76 = fcmp ogt <16 x float> %ld74, %old75
  %v77 = select <16 x i1> %v76, <16 x float> %ld74, <16 x float> %old75
  %v78 = fcmp uno <16 x float> %ld74, %ld74
  %v79 = and <16 x i1> %v78, %mask60
  %v80 = load <16 x i1>, ptr %nan62
  %v81 = or <16 x i1> %v80, %v79
  store <16 x i1> %v81, ptr %nan62
  %v82 = select <16 x i1> %mask60, <16 x float> %v77, <16 x float> %old75
  store <16 x float> %v82, ptr %acc61
  %v83 = add nsw i64 %i67, 1
  store i64 %v83, ptr %c.addr.63
  br label %cond64
exit66:
  %red84 = load <16 x float>, ptr %acc61
  %v85 = load <16 x i1>, ptr %nan62
  %v86 = select <16 x i1> %v85, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red84
  %p87 = getelementptr float, ptr %scratch.base, i64 %i10
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v86, ptr align 4 %p87, <16 x i1> %mask60)
  store i64 %v59, ptr %b.addr.9
  br label %aligned58
aligned58:
  %v88 = sub i64 %size.B, 16
  br label %cond89
cond89:
  %i92 = load i64, ptr %b.addr.9
  %v93 = icmp sle i64 %i92, %v88
  br i1 %v93, label %body90, label %exit91
body90:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc94
  store <16 x i1> zeroinitializer, ptr %nan95
  store i64 0, ptr %c.addr.96
  br label %cond97
cond97:
  %i100 = load i64, ptr %c.addr.96
  %v101 = icmp slt i64 %i100, %size.C
  br i1 %v101, label %body98, label %exit99
body98:
  %v102 = mul i64 %i7, %size.C
  %v103 = add i64 %v102, %i100
  %v104 = mul i64 %v103, %size.B
  %v105 = add i64 %v104, %i92
  %p106 = getelementptr float, ptr %buf.x, i64 %v105
  %ld107 = load <16 x float>, ptr %p106, align 4
  %old108 = load <16 x float>, ptr %acc94
  %v109 = fcmp ogt <16 x float> %ld107, %old108
  %v110 = select <16 x i1> %v109, <16 x float> %ld107, <16 x float> %old108
  %v111 = fcmp uno <16 x float> %ld107, %ld107
  %v112 = load <16 x i1>, ptr %nan95
  %v113 = or <16 x i1> %v112, %v111
  store <16 x i1> %v113, ptr %nan95
  store <16 x float> %v110, ptr %acc94
  %v114 = add nsw i64 %i100, 1
  store i64 %v114, ptr %c.addr.96
  br label %cond97
exit99:
  %red115 = load <16 x float>, ptr %acc94
  %v116 = load <16 x i1>, ptr %nan95
  %v117 = select <16 x i1> %v116, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red115
  %p118 = getelementptr float, ptr %scratch.base, i64 %i92
  store <16 x float> %v117, ptr %p118, align 4
  %v119 = add nsw i64 %i92, 16
  store i64 %v119, ptr %b.addr.9
  br label %cond89
exit91:
  %i120 = load i64, ptr %b.addr.9
  %v121 = icmp slt i64 %i120, %size.B
  br i1 %v121, label %tail122, label %done123
tail122:
  %mask124 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i120, i64 %size.B)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc125
  store <16 x i1> zeroinitializer, ptr %nan126
  store i64 0, ptr %c.addr.127
  br label %cond128
cond128:
  %i131 = load i64, ptr %c.addr.127
  %v132 = icmp slt i64 %i131, %size.C
  br i1 %v132, label %body129, label %exit130
body129:
  %v133 = mul i64 %i7, %size.C
  %v134 = add i64 %v133, %i131
  %v135 = mul i64 %v134, %size.B
  %v136 = add i64 %v135, %i120
  %p137 = getelementptr float, ptr %buf.x, i64 %v136
  %ld138 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p137, <16 x i1> %mask124, <16 x float> zeroinitializer)
  %old139 = load <16 x float>, ptr %acc125
  %v140 = fcmp ogt <16 x float> %ld138, %old139
  %v141 = select <16 x i1> %v140, <16 x float> %ld138, <16 x float> %old139
  %v142 = fcmp uno <16 x float> %ld138, %ld138
  %v143 = and <16 x i1> %v142, %mask124
  %v144 = load <16 x i1>, ptr %nan126
  %v145 = or <16 x i1> %v144, %v143
  store <16 x i1> %v145, ptr %nan126
  %v146 = select <16 x i1> %mask124, <16 x float> %v141, <16 x float> %old139
  store <16 x float> %v146, ptr %acc125
  %v147 = add nsw i64 %i131, 1
  store i64 %v147, ptr %c.addr.127
  br label %cond128
exit130:
  %red148 = load <16 x float>, ptr %acc125
  %v149 = load <16 x i1>, ptr %nan126
  %v150 = select <16 x i1> %v149, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red148
  %p151 = getelementptr float, ptr %scratch.base, i64 %i120
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v150, ptr align 4 %p151, <16 x i1> %mask124)
  br label %done123
done123:
  store i64 0, ptr %c.addr.152
  br label %cond153
cond153:
  %i156 = load i64, ptr %c.addr.152
  %v157 = icmp slt i64 %i156, %size.C
  br i1 %v157, label %body154, label %exit155
body154:
  store i64 0, ptr %b.addr.158
  %i159 = load i64, ptr %b.addr.158
  %v160 = add i64 %size.B, 15
  %v161 = sdiv i64 %v160, 16
  %v162 = srem i64 %v160, 16
  %v163 = icmp ne i64 %v162, 0
  %v164 = icmp slt i64 %v162, 0
  %v165 = icmp slt i64 16, 0
  %v166 = xor i1 %v164, %v165
  %v167 = and i1 %v163, %v166
  %v168 = zext i1 %v167 to i64
  %v169 = sub i64 %v161, %v168
  %v170 = mul i64 %v169, 16
  %v171 = mul i64 %i156, %size.B
  %v172 = add i64 %v171, %i159
  %v173 = add i64 %v170, %v172
  %p174 = getelementptr float, ptr %scratch.base, i64 %v173
  %v175 = ptrtoint ptr %p174 to i64
  %v176 = lshr i64 %v175, 2
  %v177 = sub i64 0, %v176
  %v178 = and i64 %v177, 15
  %v179 = sub i64 %size.B, %i159
  %v180 = icmp sge i64 %v179, 128
  %v181 = select i1 %v180, i64 %v178, i64 0
  %v182 = icmp sgt i64 %v181, 0
  br i1 %v182, label %peel183, label %aligned184
peel183:
  %v185 = add nsw i64 %i159, %v181
  %mask186 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i159, i64 %v185)
  %v187 = mul i64 %i7, %size.C
  %v188 = add i64 %v187, %i156
  %v189 = mul i64 %v188, %size.B
  %v190 = add i64 %v189, %i159
  %p191 = getelementptr float, ptr %buf.x, i64 %v190
  %ld192 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p191, <16 x i1> %mask186, <16 x float> zeroinitializer)
  %p193 = getelementptr float, ptr %scratch.base, i64 %i159
  %ld194 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p193, <16 x i1> %mask186, <16 x float> zeroinitializer)
  %v195 = fsub contract <16 x float> %ld192, %ld194
  %v196 = call <16 x float> @jr.exp.v16f32(<16 x float> %v195)
  %v197 = add i64 %size.B, 15
  %v198 = sdiv i64 %v197, 16
  %v199 = srem i64 %v197, 16
  %v200 = icmp ne i64 %v199, 0
  %v201 = icmp slt i64 %v199, 0
  %v202 = icmp slt i64 16, 0
  %v203 = xor i1 %v201, %v202
  %v204 = and i1 %v200, %v203
  %v205 = zext i1 %v204 to i64
  %v206 = sub i64 %v198, %v205
  %v207 = mul i64 %v206, 16
  %v208 = mul i64 %i156, %size.B
  %v209 = add i64 %v208, %i159
  %v210 = add i64 %v207, %v209
  %p211 = getelementptr float, ptr %scratch.base, i64 %v210
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v196, ptr align 4 %p211, <16 x i1> %mask186)
  store i64 %v185, ptr %b.addr.158
  br label %aligned184
aligned184:
  %v212 = sub i64 %size.B, 16
  br label %cond213
cond213:
  %i216 = load i64, ptr %b.addr.158
  %v217 = icmp sle i64 %i216, %v212
  br i1 %v217, label %body214, label %exit215
body214:
  %v218 = mul i64 %i7, %size.C
  %v219 = add i64 %v218, %i156
  %v220 = mul i64 %v219, %size.B
  %v221 = add i64 %v220, %i216
  %p222 = getelementptr float, ptr %buf.x, i64 %v221
  %v223 = add nsw i64 %i7, 1
  %v224 = mul i64 %v223, %size.C
  %v225 = add i64 %v224, %i156
  %v226 = mul i64 %v225, %size.B
  %v227 = add i64 %v226, %i216
  %p228 = getelementptr float, ptr %buf.x, i64 %v227
  call void @llvm.prefetch.p0(ptr %p228, i32 0, i32 3, i32 1)
  %ld229 = load <16 x float>, ptr %p222, align 4
  %p230 = getelementptr float, ptr %scratch.base, i64 %i216
  %ld231 = load <16 x float>, ptr %p230, align 4
  %v232 = fsub contract <16 x float> %ld229, %ld231
  %v233 = call <16 x float> @jr.exp.v16f32(<16 x float> %v232)
  %v234 = add i64 %size.B, 15
  %v235 = sdiv i64 %v234, 16
  %v236 = srem i64 %v234, 16
  %v237 = icmp ne i64 %v236, 0
  %v238 = icmp slt i64 %v236, 0
  %v239 = icmp slt i64 16, 0
  %v240 = xor i1 %v238, %v239
  %v241 = and i1 %v237, %v240
  %v242 = zext i1 %v241 to i64
  %v243 = sub i64 %v235, %v242
  %v244 = mul i64 %v243, 16
  %v245 = mul i64 %i156, %size.B
  %v246 = add i64 %v245, %i216
  %v247 = add i64 %v244, %v246
  %p248 = getelementptr float, ptr %scratch.base, i64 %v247
  store <16 x float> %v233, ptr %p248, align 4
  %v249 = add nsw i64 %i216, 16
  store i64 %v249, ptr %b.addr.158
  br label %cond213
exit215:
  %i250 = load i64, ptr %b.addr.158
  %v251 = icmp slt i64 %i250, %size.B
  br i1 %v251, label %tail252, label %done253
tail252:
  %mask254 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i250, i64 %size.B)
  %v255 = mul i64 %i7, %size.C
  %v256 = add i64 %v255, %i156
  %v257 = mul i64 %v256, %size.B
  %v258 = add i64 %v257, %i250
  %p259 = getelementptr float, ptr %buf.x, i64 %v258
  %ld260 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p259, <16 x i1> %mask254, <16 x float> zeroinitializer)
  %p261 = getelementptr float, ptr %scratch.base, i64 %i250
  %ld262 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p261, <16 x i1> %mask254, <16 x float> zeroinitializer)
  %v263 = fsub contract <16 x float> %ld260, %ld262
  %v264 = call <16 x float> @jr.exp.v16f32(<16 x float> %v263)
  %v265 = add i64 %size.B, 15
  %v266 = sdiv i64 %v265, 16
  %v267 = srem i64 %v265, 16
  %v268 = icmp ne i64 %v267, 0
  %v269 = icmp slt i64 %v267, 0
  %v270 = icmp slt i64 16, 0
  %v271 = xor i1 %v269, %v270
  %v272 = and i1 %v268, %v271
  %v273 = zext i1 %v272 to i64
  %v274 = sub i64 %v266, %v273
  %v275 = mul i64 %v274, 16
  %v276 = mul i64 %i156, %size.B
  %v277 = add i64 %v276, %i250
  %v278 = add i64 %v275, %v277
  %p279 = getelementptr float, ptr %scratch.base, i64 %v278
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v264, ptr align 4 %p279, <16 x i1> %mask254)
  br label %done253
done253:
  %v280 = add nsw i64 %i156, 1
  store i64 %v280, ptr %c.addr.152
  br label %cond153
exit155:
  store i64 0, ptr %b.addr.281
  %i282 = load i64, ptr %b.addr.281
  %v283 = add i64 %size.B, 15
  %v284 = sdiv i64 %v283, 16
  %v285 = srem i64 %v283, 16
  %v286 = icmp ne i64 %v285, 0
  %v287 = icmp slt i64 %v285, 0
  %v288 = icmp slt i64 16, 0
  %v289 = xor i1 %v287, %v288
  %v290 = and i1 %v286, %v289
  %v291 = zext i1 %v290 to i64
  %v292 = sub i64 %v284, %v291
  %v293 = mul i64 %v292, 16
  %v294 = mul i64 %size.C, %size.B
  %v295 = add i64 %v294, 15
  %v296 = sdiv i64 %v295, 16
  %v297 = srem i64 %v295, 16
  %v298 = icmp ne i64 %v297, 0
  %v299 = icmp slt i64 %v297, 0
  %v300 = icmp slt i64 16, 0
  %v301 = xor i1 %v299, %v300
  %v302 = and i1 %v298, %v301
  %v303 = zext i1 %v302 to i64
  %v304 = sub i64 %v296, %v303
  %v305 = mul i64 %v304, 16
  %v306 = add i64 %v293, %v305
  %v307 = add i64 %v306, %i282
  %p308 = getelementptr float, ptr %scratch.base, i64 %v307
  %v309 = ptrtoint ptr %p308 to i64
  %v310 = lshr i64 %v309, 2
  %v311 = sub i64 0, %v310
  %v312 = and i64 %v311, 15
  %v313 = sub i64 %size.B, %i282
  %v314 = icmp sge i64 %v313, 128
  %v315 = select i1 %v314, i64 %v312, i64 0
  %v316 = icmp sgt i64 %v315, 0
  br i1 %v316, label %peel317, label %aligned318
peel317:
  %v319 = add nsw i64 %i282, %v315
  %mask320 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i282, i64 %v319)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc321
  store i64 0, ptr %c.addr.322
  br label %cond323
cond323:
  %i326 = load i64, ptr %c.addr.322
  %v327 = icmp slt i64 %i326, %size.C
  br i1 %v327, label %body324, label %exit325
body324:
  %v328 = add i64 %size.B, 15
  %v329 = sdiv i64 %v328, 16
  %v330 = srem i64 %v328, 16
  %v331 = icmp ne i64 %v330, 0
  %v332 = icmp slt i64 %v330, 0
  %v333 = icmp slt i64 16, 0
  %v334 = xor i1 %v332, %v333
  %v335 = and i1 %v331, %v334
  %v336 = zext i1 %v335 to i64
  %v337 = sub i64 %v329, %v336
  %v338 = mul i64 %v337, 16
  %v339 = mul i64 %i326, %size.B
  %v340 = add i64 %v339, %i282
  %v341 = add i64 %v338, %v340
  %p342 = getelementptr float, ptr %scratch.base, i64 %v341
  %ld343 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p342, <16 x i1> %mask320, <16 x float> zeroinitializer)
  %old344 = load <16 x float>, ptr %acc321
  %v345 = fadd <16 x float> %old344, %ld343
  %v346 = select <16 x i1> %mask320, <16 x float> %v345, <16 x float> %old344
  store <16 x float> %v346, ptr %acc321
  %v347 = add nsw i64 %i326, 1
  store i64 %v347, ptr %c.addr.322
  br label %cond323
exit325:
  %red348 = load <16 x float>, ptr %acc321
  %v349 = add i64 %size.B, 15
  %v350 = sdiv i64 %v349, 16
  %v351 = srem i64 %v349, 16
  %v352 = icmp ne i64 %v351, 0
  %v353 = icmp slt i64 %v351, 0
  %v354 = icmp slt i64 16, 0
  %v355 = xor i1 %v353, %v354
  %v356 = and i1 %v352, %v355
  %v357 = zext i1 %v356 to i64
  %v358 = sub i64 %v350, %v357
  %v359 = mul i64 %v358, 16
  %v360 = mul i64 %size.C, %size.B
  %v361 = add i64 %v360, 15
  %v362 = sdiv i64 %v361, 16
  %v363 = srem i64 %v361, 16
  %v364 = icmp ne i64 %v363, 0
  %v365 = icmp slt i64 %v363, 0
  %v366 = icmp slt i64 16, 0
  %v367 = xor i1 %v365, %v366
  %v368 = and i1 %v364, %v367
  %v369 = zext i1 %v368 to i64
  %v370 = sub i64 %v362, %v369
  %v371 = mul i64 %v370, 16
  %v372 = add i64 %v359, %v371
  %v373 = add i64 %v372, %i282
  %p374 = getelementptr float, ptr %scratch.base, i64 %v373
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red348, ptr align 4 %p374, <16 x i1> %mask320)
  store i64 %v319, ptr %b.addr.281
  br label %aligned318
aligned318:
  %v375 = sub i64 %size.B, 16
  br label %cond376
cond376:
  %i379 = load i64, ptr %b.addr.281
  %v380 = icmp sle i64 %i379, %v375
  br i1 %v380, label %body377, label %exit378
body377:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc381
  store i64 0, ptr %c.addr.382
  br label %cond383
cond383:
  %i386 = load i64, ptr %c.addr.382
  %v387 = icmp slt i64 %i386, %size.C
  br i1 %v387, label %body384, label %exit385
body384:
  %v388 = add i64 %size.B, 15
  %v389 = sdiv i64 %v388, 16
  %v390 = srem i64 %v388, 16
  %v391 = icmp ne i64 %v390, 0
  %v392 = icmp slt i64 %v390, 0
  %v393 = icmp slt i64 16, 0
  %v394 = xor i1 %v392, %v393
  %v395 = and i1 %v391, %v394
  %v396 = zext i1 %v395 to i64
  %v397 = sub i64 %v389, %v396
  %v398 = mul i64 %v397, 16
  %v399 = mul i64 %i386, %size.B
  %v400 = add i64 %v399, %i379
  %v401 = add i64 %v398, %v400
  %p402 = getelementptr float, ptr %scratch.base, i64 %v401
  %ld403 = load <16 x float>, ptr %p402, align 4
  %old404 = load <16 x float>, ptr %acc381
  %v405 = fadd <16 x float> %old404, %ld403
  store <16 x float> %v405, ptr %acc381
  %v406 = add nsw i64 %i386, 1
  store i64 %v406, ptr %c.addr.382
  br label %cond383
exit385:
  %red407 = load <16 x float>, ptr %acc381
  %v408 = add i64 %size.B, 15
  %v409 = sdiv i64 %v408, 16
  %v410 = srem i64 %v408, 16
  %v411 = icmp ne i64 %v410, 0
  %v412 = icmp slt i64 %v410, 0
  %v413 = icmp slt i64 16, 0
  %v414 = xor i1 %v412, %v413
  %v415 = and i1 %v411, %v414
  %v416 = zext i1 %v415 to i64
  %v417 = sub i64 %v409, %v416
  %v418 = mul i64 %v417, 16
  %v419 = mul i64 %size.C, %size.B
  %v420 = add i64 %v419, 15
  %v421 = sdiv i64 %v420, 16
  %v422 = srem i64 %v420, 16
  %v423 = icmp ne i64 %v422, 0
  %v424 = icmp slt i64 %v422, 0
  %v425 = icmp slt i64 16, 0
  %v426 = xor i1 %v424, %v425
  %v427 = and i1 %v423, %v426
  %v428 = zext i1 %v427 to i64
  %v429 = sub i64 %v421, %v428
  %v430 = mul i64 %v429, 16
  %v431 = add i64 %v418, %v430
  %v432 = add i64 %v431, %i379
  %p433 = getelementptr float, ptr %scratch.base, i64 %v432
  store <16 x float> %red407, ptr %p433, align 4
  %v434 = add nsw i64 %i379, 16
  store i64 %v434, ptr %b.addr.281
  br label %cond376
exit378:
  %i435 = load i64, ptr %b.addr.281
  %v436 = icmp slt i64 %i435, %size.B
  br i1 %v436, label %tail437, label %done438
tail437:
  %mask439 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i435, i64 %size.B)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc440
  store i64 0, ptr %c.addr.441
  br label %cond442
cond442:
  %i445 = load i64, ptr %c.addr.441
  %v446 = icmp slt i64 %i445, %size.C
  br i1 %v446, label %body443, label %exit444
body443:
  %v447 = add i64 %size.B, 15
  %v448 = sdiv i64 %v447, 16
  %v449 = srem i64 %v447, 16
  %v450 = icmp ne i64 %v449, 0
  %v451 = icmp slt i64 %v449, 0
  %v452 = icmp slt i64 16, 0
  %v453 = xor i1 %v451, %v452
  %v454 = and i1 %v450, %v453
  %v455 = zext i1 %v454 to i64
  %v456 = sub i64 %v448, %v455
  %v457 = mul i64 %v456, 16
  %v458 = mul i64 %i445, %size.B
  %v459 = add i64 %v458, %i435
  %v460 = add i64 %v457, %v459
  %p461 = getelementptr float, ptr %scratch.base, i64 %v460
  %ld462 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p461, <16 x i1> %mask439, <16 x float> zeroinitializer)
  %old463 = load <16 x float>, ptr %acc440
  %v464 = fadd <16 x float> %old463, %ld462
  %v465 = select <16 x i1> %mask439, <16 x float> %v464, <16 x float> %old463
  store <16 x float> %v465, ptr %acc440
  %v466 = add nsw i64 %i445, 1
  store i64 %v466, ptr %c.addr.441
  br label %cond442
exit444:
  %red467 = load <16 x float>, ptr %acc440
  %v468 = add i64 %size.B, 15
  %v469 = sdiv i64 %v468, 16
  %v470 = srem i64 %v468, 16
  %v471 = icmp ne i64 %v470, 0
  %v472 = icmp slt i64 %v470, 0
  %v473 = icmp slt i64 16, 0
  %v474 = xor i1 %v472, %v473
  %v475 = and i1 %v471, %v474
  %v476 = zext i1 %v475 to i64
  %v477 = sub i64 %v469, %v476
  %v478 = mul i64 %v477, 16
  %v479 = mul i64 %size.C, %size.B
  %v480 = add i64 %v479, 15
  %v481 = sdiv i64 %v480, 16
  %v482 = srem i64 %v480, 16
  %v483 = icmp ne i64 %v482, 0
  %v484 = icmp slt i64 %v482, 0
  %v485 = icmp slt i64 16, 0
  %v486 = xor i1 %v484, %v485
  %v487 = and i1 %v483, %v486
  %v488 = zext i1 %v487 to i64
  %v489 = sub i64 %v481, %v488
  %v490 = mul i64 %v489, 16
  %v491 = add i64 %v478, %v490
  %v492 = add i64 %v491, %i435
  %p493 = getelementptr float, ptr %scratch.base, i64 %v492
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red467, ptr align 4 %p493, <16 x i1> %mask439)
  br label %done438
done438:
  store i64 0, ptr %c.addr.494
  br label %cond495
cond495:
  %i498 = load i64, ptr %c.addr.494
  %v499 = icmp slt i64 %i498, %size.C
  br i1 %v499, label %body496, label %exit497
body496:
  store i64 0, ptr %b.addr.500
  %i501 = load i64, ptr %b.addr.500
  %v502 = mul i64 %i7, %size.C
  %v503 = add i64 %v502, %i498
  %v504 = mul i64 %v503, %size.B
  %v505 = add i64 %v504, %i501
  %p506 = getelementptr float, ptr %buf.y, i64 %v505
  %v507 = ptrtoint ptr %p506 to i64
  %v508 = lshr i64 %v507, 2
  %v509 = sub i64 0, %v508
  %v510 = and i64 %v509, 15
  %v511 = sub i64 %size.B, %i501
  %v512 = icmp sge i64 %v511, 128
  %v513 = select i1 %v512, i64 %v510, i64 0
  %v514 = icmp sgt i64 %v513, 0
  br i1 %v514, label %peel515, label %aligned516
peel515:
  %v517 = add nsw i64 %i501, %v513
  %mask518 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i501, i64 %v517)
  %v519 = add i64 %size.B, 15
  %v520 = sdiv i64 %v519, 16
  %v521 = srem i64 %v519, 16
  %v522 = icmp ne i64 %v521, 0
  %v523 = icmp slt i64 %v521, 0
  %v524 = icmp slt i64 16, 0
  %v525 = xor i1 %v523, %v524
  %v526 = and i1 %v522, %v525
  %v527 = zext i1 %v526 to i64
  %v528 = sub i64 %v520, %v527
  %v529 = mul i64 %v528, 16
  %v530 = mul i64 %i498, %size.B
  %v531 = add i64 %v530, %i501
  %v532 = add i64 %v529, %v531
  %p533 = getelementptr float, ptr %scratch.base, i64 %v532
  %ld534 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p533, <16 x i1> %mask518, <16 x float> zeroinitializer)
  %v535 = add i64 %size.B, 15
  %v536 = sdiv i64 %v535, 16
  %v537 = srem i64 %v535, 16
  %v538 = icmp ne i64 %v537, 0
  %v539 = icmp slt i64 %v537, 0
  %v540 = icmp slt i64 16, 0
  %v541 = xor i1 %v539, %v540
  %v542 = and i1 %v538, %v541
  %v543 = zext i1 %v542 to i64
  %v544 = sub i64 %v536, %v543
  %v545 = mul i64 %v544, 16
  %v546 = mul i64 %size.C, %size.B
  %v547 = add i64 %v546, 15
  %v548 = sdiv i64 %v547, 16
  %v549 = srem i64 %v547, 16
  %v550 = icmp ne i64 %v549, 0
  %v551 = icmp slt i64 %v549, 0
  %v552 = icmp slt i64 16, 0
  %v553 = xor i1 %v551, %v552
  %v554 = and i1 %v550, %v553
  %v555 = zext i1 %v554 to i64
  %v556 = sub i64 %v548, %v555
  %v557 = mul i64 %v556, 16
  %v558 = add i64 %v545, %v557
  %v559 = add i64 %v558, %i501
  %p560 = getelementptr float, ptr %scratch.base, i64 %v559
  %ld561 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p560, <16 x i1> %mask518, <16 x float> zeroinitializer)
  %v562 = fdiv contract <16 x float> %ld534, %ld561
  %v563 = mul i64 %i7, %size.C
  %v564 = add i64 %v563, %i498
  %v565 = mul i64 %v564, %size.B
  %v566 = add i64 %v565, %i501
  %p567 = getelementptr float, ptr %buf.y, i64 %v566
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v562, ptr align 4 %p567, <16 x i1> %mask518)
  store i64 %v517, ptr %b.addr.500
  br label %aligned516
aligned516:
  %v571 = and i1 %v512, %v570
  br i1 %v571, label %stream572, label %cached573
stream572:
  %v575 = sub i64 %size.B, 16
  br label %cond576
cond576:
  %i579 = load i64, ptr %b.addr.500
  %v580 = icmp sle i64 %i579, %v575
  br i1 %v580, label %body577, label %exit578
body577:
  %v581 = add i64 %size.B, 15
  %v582 = sdiv i64 %v581, 16
  %v583 = srem i64 %v581, 16
  %v584 = icmp ne i64 %v583, 0
  %v585 = icmp slt i64 %v583, 0
  %v586 = icmp slt i64 16, 0
  %v587 = xor i1 %v585, %v586
  %v588 = and i1 %v584, %v587
  %v589 = zext i1 %v588 to i64
  %v590 = sub i64 %v582, %v589
  %v591 = mul i64 %v590, 16
  %v592 = mul i64 %i498, %size.B
  %v593 = add i64 %v592, %i579
  %v594 = add i64 %v591, %v593
  %p595 = getelementptr float, ptr %scratch.base, i64 %v594
  %ld596 = load <16 x float>, ptr %p595, align 4
  %v597 = add i64 %size.B, 15
  %v598 = sdiv i64 %v597, 16
  %v599 = srem i64 %v597, 16
  %v600 = icmp ne i64 %v599, 0
  %v601 = icmp slt i64 %v599, 0
  %v602 = icmp slt i64 16, 0
  %v603 = xor i1 %v601, %v602
  %v604 = and i1 %v600, %v603
  %v605 = zext i1 %v604 to i64
  %v606 = sub i64 %v598, %v605
  %v607 = mul i64 %v606, 16
  %v608 = mul i64 %size.C, %size.B
  %v609 = add i64 %v608, 15
  %v610 = sdiv i64 %v609, 16
  %v611 = srem i64 %v609, 16
  %v612 = icmp ne i64 %v611, 0
  %v613 = icmp slt i64 %v611, 0
  %v614 = icmp slt i64 16, 0
  %v615 = xor i1 %v613, %v614
  %v616 = and i1 %v612, %v615
  %v617 = zext i1 %v616 to i64
  %v618 = sub i64 %v610, %v617
  %v619 = mul i64 %v618, 16
  %v620 = add i64 %v607, %v619
  %v621 = add i64 %v620, %i579
  %p622 = getelementptr float, ptr %scratch.base, i64 %v621
  %ld623 = load <16 x float>, ptr %p622, align 4
  %v624 = fdiv contract <16 x float> %ld596, %ld623
  %v625 = mul i64 %i7, %size.C
  %v626 = add i64 %v625, %i498
  %v627 = mul i64 %v626, %size.B
  %v628 = add i64 %v627, %i579
  %p629 = getelementptr float, ptr %buf.y, i64 %v628
  store <16 x float> %v624, ptr %p629, align 64, !nontemporal !{i32 1}
  %v630 = add nsw i64 %i579, 16
  store i64 %v630, ptr %b.addr.500
  br label %cond576
exit578:
  br label %join574
cached573:
  %v631 = sub i64 %size.B, 16
  br label %cond632
cond632:
  %i635 = load i64, ptr %b.addr.500
  %v636 = icmp sle i64 %i635, %v631
  br i1 %v636, label %body633, label %exit634
body633:
  %v637 = add i64 %size.B, 15
  %v638 = sdiv i64 %v637, 16
  %v639 = srem i64 %v637, 16
  %v640 = icmp ne i64 %v639, 0
  %v641 = icmp slt i64 %v639, 0
  %v642 = icmp slt i64 16, 0
  %v643 = xor i1 %v641, %v642
  %v644 = and i1 %v640, %v643
  %v645 = zext i1 %v644 to i64
  %v646 = sub i64 %v638, %v645
  %v647 = mul i64 %v646, 16
  %v648 = mul i64 %i498, %size.B
  %v649 = add i64 %v648, %i635
  %v650 = add i64 %v647, %v649
  %p651 = getelementptr float, ptr %scratch.base, i64 %v650
  %ld652 = load <16 x float>, ptr %p651, align 4
  %v653 = add i64 %size.B, 15
  %v654 = sdiv i64 %v653, 16
  %v655 = srem i64 %v653, 16
  %v656 = icmp ne i64 %v655, 0
  %v657 = icmp slt i64 %v655, 0
  %v658 = icmp slt i64 16, 0
  %v659 = xor i1 %v657, %v658
  %v660 = and i1 %v656, %v659
  %v661 = zext i1 %v660 to i64
  %v662 = sub i64 %v654, %v661
  %v663 = mul i64 %v662, 16
  %v664 = mul i64 %size.C, %size.B
  %v665 = add i64 %v664, 15
  %v666 = sdiv i64 %v665, 16
  %v667 = srem i64 %v665, 16
  %v668 = icmp ne i64 %v667, 0
  %v669 = icmp slt i64 %v667, 0
  %v670 = icmp slt i64 16, 0
  %v671 = xor i1 %v669, %v670
  %v672 = and i1 %v668, %v671
  %v673 = zext i1 %v672 to i64
  %v674 = sub i64 %v666, %v673
  %v675 = mul i64 %v674, 16
  %v676 = add i64 %v663, %v675
  %v677 = add i64 %v676, %i635
  %p678 = getelementptr float, ptr %scratch.base, i64 %v677
  %ld679 = load <16 x float>, ptr %p678, align 4
  %v680 = fdiv contract <16 x float> %ld652, %ld679
  %v681 = mul i64 %i7, %size.C
  %v682 = add i64 %v681, %i498
  %v683 = mul i64 %v682, %size.B
  %v684 = add i64 %v683, %i635
  %p685 = getelementptr float, ptr %buf.y, i64 %v684
  store <16 x float> %v680, ptr %p685, align 4
  %v686 = add nsw i64 %i635, 16
  store i64 %v686, ptr %b.addr.500
  br label %cond632
exit634:
  br label %join574
join574:
  %i687 = load i64, ptr %b.addr.500
  %v688 = icmp slt i64 %i687, %size.B
  br i1 %v688, label %tail689, label %done690
tail689:
  %mask691 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i687, i64 %size.B)
  %v692 = add i64 %size.B, 15
  %v693 = sdiv i64 %v692, 16
  %v694 = srem i64 %v692, 16
  %v695 = icmp ne i64 %v694, 0
  %v696 = icmp slt i64 %v694, 0
  %v697 = icmp slt i64 16, 0
  %v698 = xor i1 %v696, %v697
  %v699 = and i1 %v695, %v698
  %v700 = zext i1 %v699 to i64
  %v701 = sub i64 %v693, %v700
  %v702 = mul i64 %v701, 16
  %v703 = mul i64 %i498, %size.B
  %v704 = add i64 %v703, %i687
  %v705 = add i64 %v702, %v704
  %p706 = getelementptr float, ptr %scratch.base, i64 %v705
  %ld707 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p706, <16 x i1> %mask691, <16 x float> zeroinitializer)
  %v708 = add i64 %size.B, 15
  %v709 = sdiv i64 %v708, 16
  %v710 = srem i64 %v708, 16
  %v711 = icmp ne i64 %v710, 0
  %v712 = icmp slt i64 %v710, 0
  %v713 = icmp slt i64 16, 0
  %v714 = xor i1 %v712, %v713
  %v715 = and i1 %v711, %v714
  %v716 = zext i1 %v715 to i64
  %v717 = sub i64 %v709, %v716
  %v718 = mul i64 %v717, 16
  %v719 = mul i64 %size.C, %size.B
  %v720 = add i64 %v719, 15
  %v721 = sdiv i64 %v720, 16
  %v722 = srem i64 %v720, 16
  %v723 = icmp ne i64 %v722, 0
  %v724 = icmp slt i64 %v722, 0
  %v725 = icmp slt i64 16, 0
  %v726 = xor i1 %v724, %v725
  %v727 = and i1 %v723, %v726
  %v728 = zext i1 %v727 to i64
  %v729 = sub i64 %v721, %v728
  %v730 = mul i64 %v729, 16
  %v731 = add i64 %v718, %v730
  %v732 = add i64 %v731, %i687
  %p733 = getelementptr float, ptr %scratch.base, i64 %v732
  %ld734 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p733, <16 x i1> %mask691, <16 x float> zeroinitializer)
  %v735 = fdiv contract <16 x float> %ld707, %ld734
  %v736 = mul i64 %i7, %size.C
  %v737 = add i64 %v736, %i498
  %v738 = mul i64 %v737, %size.B
  %v739 = add i64 %v738, %i687
  %p740 = getelementptr float, ptr %buf.y, i64 %v739
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v735, ptr align 4 %p740, <16 x i1> %mask691)
  br label %done690
done690:
  %v741 = add nsw i64 %i498, 1
  store i64 %v741, ptr %c.addr.494
  br label %cond495
exit497:
  %v742 = add nsw i64 %i7, 1
  store i64 %v742, ptr %_b0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
