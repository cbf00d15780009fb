@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.gather_axis"(ptr noalias %buf.x, ptr noalias %buf.idx, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.K, i64 %size.I, i64 %size.J, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %j.addr.9 = alloca i64, align 64
  %i.addr.19 = alloca i64, align 64
  %acc27 = alloca <16 x float>, align 64
  %acc28 = alloca <16 x float>, align 64
  %acc29 = alloca <16 x float>, align 64
  %acc30 = alloca <16 x float>, align 64
  %acc31 = alloca <16 x float>, align 64
  %acc32 = alloca <16 x float>, align 64
  %acc33 = alloca <16 x float>, align 64
  %acc34 = alloca <16 x float>, align 64
  %k.addr.35 = alloca i64, align 64
  %i.addr.212 = alloca i64, align 64
  %acc219 = alloca <16 x float>, align 64
  %k.addr.220 = alloca i64, align 64
  %acc254 = alloca <16 x float>, align 64
  %k.addr.255 = alloca i64, align 64
  %i.addr.284 = alloca i64, align 64
  %acc291 = alloca <16 x float>, align 64
  %k.addr.292 = alloca i64, align 64
  %acc326 = alloca <16 x float>, align 64
  %k.addr.327 = alloca i64, align 64
  %i.addr.356 = alloca i64, align 64
  %acc363 = alloca <16 x float>, align 64
  %k.addr.364 = alloca i64, align 64
  %acc398 = alloca <16 x float>, align 64
  %k.addr.399 = alloca i64, align 64
  %i.addr.428 = alloca i64, align 64
  %acc435 = alloca <16 x float>, align 64
  %k.addr.436 = alloca i64, align 64
  %acc470 = alloca <16 x float>, align 64
  %k.addr.471 = alloca i64, align 64
  %i.addr.506 = alloca i64, align 64
  %acc520 = alloca <16 x float>, align 64
  %acc521 = alloca <16 x float>, align 64
  %acc522 = alloca <16 x float>, align 64
  %acc523 = alloca <16 x float>, align 64
  %acc524 = alloca <16 x float>, align 64
  %acc525 = alloca <16 x float>, align 64
  %acc526 = alloca <16 x float>, align 64
  %acc527 = alloca <16 x float>, align 64
  %k.addr.528 = alloca i64, align 64
  %i.addr.705 = alloca i64, align 64
  %acc712 = alloca <16 x float>, align 64
  %k.addr.713 = alloca i64, align 64
  %acc747 = alloca <16 x float>, align 64
  %k.addr.748 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %j.addr.9
  %v10 = sub i64 %size.J, 4
  br label %cond11
cond11:
  %i14 = load i64, ptr %j.addr.9
  %v15 = icmp sle i64 %i14, %v10
  br i1 %v15, label %body12, label %exit13
body12:
  %v16 = add nsw i64 %i14, 1
  %v17 = add nsw i64 %i14, 2
  %v18 = add nsw i64 %i14, 3
  store i64 0, ptr %i.addr.19
  %v20 = sub i64 %size.I, 32
  br label %cond21
cond21:
  %i24 = load i64, ptr %i.addr.19
  %v25 = icmp sle i64 %i24, %v20
  br i1 %v25, label %body22, label %exit23
body22:
  %v26 = add nsw i64 %i24, 16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc27
  store <16 x float> splat (float 0x0000000000000000), ptr %acc28
  store <16 x float> splat (float 0x0000000000000000), ptr %acc29
  store <16 x float> splat (float 0x0000000000000000), ptr %acc30
  store <16 x float> splat (float 0x0000000000000000), ptr %acc31
  store <16 x float> splat (float 0x0000000000000000), ptr %acc32
  store <16 x float> splat (float 0x0000000000000000), ptr %acc33
  store <16 x float> splat (float 0x0000000000000000), ptr %acc34
  store i64 0, ptr %k.addr.35
  br label %cond36
cond36:
  %i39 = load i64, ptr %k.addr.35
  %v40 = icmp slt i64 %i39, %size.K
  br i1 %v40, label %body37, label %exit38
body37:
  %p41 = getelementptr float, ptr %buf.idx, i64 %i14
  %ld42 = load float, ptr %p41, align 4
  %v43 = sitofp i64 %i39 to float
  %v44 = fcmp oeq float %ld42, %v43
  %v45 = mul i64 %i7, %size.K
  %v46 = add i64 %v45, %i39
  %v47 = mul i64 %v46, %size.I
  %v48 = add i64 %v47, %i24
  %p49 = getelementptr float, ptr %buf.x, i64 %v48
  %ld50 = load <16 x float>, ptr %p49, align 4
  %ins51 = insertelement <16 x i1> poison, i1 %v44, i64 0
  %splat52 = shufflevector <16 x i1> %ins51, <16 x i1> poison, <16 x i32> zeroinitializer
  %v53 = select <16 x i1> %splat52, <16 x float> %ld50, <16 x float> splat (float 0x0000000000000000)
  %old54 = load <16 x float>, ptr %acc27
  %v55 = fadd <16 x float> %old54, %v53
  store <16 x float> %v55, ptr %acc27
  %p56 = getelementptr float, ptr %buf.idx, i64 %i14
  %ld57 = load float, ptr %p56, align 4
  %v58 = sitofp i64 %i39 to float
  %v59 = fcmp oeq float %ld57, %v58
  %v60 = mul i64 %i7, %size.K
  %v61 = add i64 %v60, %i39
  %v62 = mul i64 %v61, %size.I
  %v63 = add i64 %v62, %v26
  %p64 = getelementptr float, ptr %buf.x, i64 %v63
  %ld65 = load <16 x float>, ptr %p64, align 4
  %ins66 = insertelement <16 x i1> poison, i1 %v59, i64 0
  %splat67 = shufflevector <16 x i1> %ins66, <16 x i1> poison, <16 x i32> zeroinitializer
  %v68 = select <16 x i1> %splat67, <16 x float> %ld65, <16 x float> splat (float 0x0000000000000000)
  %old69 = load <16 x float>, ptr %acc28
  %v70 = fadd <16 x float> %old69, %v68
  store <16 x float> %v70, ptr %acc28
  %p71 = getelementptr float, ptr %buf.idx, i64 %v16
  %ld72 = load float, ptr %p71, align 4
  %v73 = sitofp i64 %i39 to float
  %v74 = fcmp oeq float %ld72, %v73
  %v75 = mul i64 %i7, %size.K
  %v76 = add i64 %v75, %i39
  %v77 = mul i64 %v76, %size.I
  %v78 = add i64 %v77, %i24
  %p79 = getelementptr float, ptr %buf.x, i64 %v78
  %ld80 = load <16 x float>, ptr %p79, align 4
  %ins81 = insertelement <16 x i1> poison, i1 %v74, i64 0
  %splat82 = shufflevector <16 x i1> %ins81, <16 x i1> poison, <16 x i32> zeroinitializer
  %v83 = select <16 x i1> %splat82, <16 x float> %ld80, <16 x float> splat (float 0x0000000000000000)
  %old84 = load <16 x float>, ptr %acc29
  %v85 = fadd <16 x float> %old84, %v83
  store <16 x float> %v85, ptr %acc29
  %p86 = getelementptr float, ptr %buf.idx, i64 %v16
  %ld87 = load float, ptr %p86, align 4
  %v88 = sitofp i64 %i39 to float
  %v89 = fcmp oeq float %ld87, %v88
  %v90 = mul i64 %i7, %size.K
  %v91 = add i64 %v90, %i39
  %v92 = mul i64 %v91, %size.I
  %v93 = add i64 %v92, %v26
  %p94 = getelementptr float, ptr %buf.x, i64 %v93
  %ld95 = load <16 x float>, ptr %p94, align 4
  %ins96 = insertelement <16 x i1> poison, i1 %v89, i64 0
  %splat97 = shufflevector <16 x i1> %ins96, <16 x i1> poison, <16 x i32> zeroinitializer
  %v98 = select <16 x i1> %splat97, <16 x float> %ld95, <16 x float> splat (float 0x0000000000000000)
  %old99 = load <16 x float>, ptr %acc30
  %v100 = fadd <16 x float> %old99, %v98
  store <16 x float> %v100, ptr %acc30
  %p101 = getelementptr float, ptr %buf.idx, i64 %v17
  %ld102 = load float, ptr %p101, align 4
  %v103 = sitofp i64 %i39 to float
  %v104 = fcmp oeq float %ld102, %v103
  %v105 = mul i64 %i7, %size.K
  %v106 = add i64 %v105, %i39
  %v107 = mul i64 %v106, %size.I
  %v108 = add i64 %v107, %i24
  %p109 = getelementptr float, ptr %buf.x, i64 %v108
  %ld110 = load <16 x float>, ptr %p109, align 4
  %ins111 = insertelement <16 x i1> poison, i1 %v104, i64 0
  %splat112 = shufflevector <16 x i1> %ins111, <16 x i1> poison, <16 x i32> zeroinitializer
  %v113 = select <16 x i1> %splat112, <16 x float> %ld110, <16 x float> splat (float 0x0000000000000000)
  %old114 = load <16 x float>, ptr %acc31
  %v115 = fadd <16 x float> %old114, %v113
  store <16 x float> %v115, ptr %acc31
  %p116 = getelementptr float, ptr %buf.idx, i64 %v17
  %ld117 = load float, ptr %p116, align 4
  %v118 = sitofp i64 %i39 to float
  %v119 = fcmp oeq float %ld117, %v118
  %v120 = mul i64 %i7, %size.K
  %v121 = add i64 %v120, %i39
  %v122 = mul i64 %v121, %size.I
  %v123 = add i64 %v122, %v26
  %p124 = getelementptr float, ptr %buf.x, i64 %v123
  %ld125 = load <16 x float>, ptr %p124, align 4
  %ins126 = insertelement <16 x i1> poison, i1 %v119, i64 0
  %splat127 = shufflevector <16 x i1> %ins126, <16 x i1> poison, <16 x i32> zeroinitializer
  %v128 = select <16 x i1> %splat127, <16 x float> %ld125, <16 x float> splat (float 0x0000000000000000)
  %old129 = load <16 x float>, ptr %acc32
  %v130 = fadd <16 x float> %old129, %v128
  store <16 x float> %v130, ptr %acc32
  %p131 = getelementptr float, ptr %buf.idx, i64 %v18
  %ld132 = load float, ptr %p131, align 4
  %v133 = sitofp i64 %i39 to float
  %v134 = fcmp oeq float %ld132, %v133
  %v135 = mul i64 %i7, %size.K
  %v136 = add i64 %v135, %i39
  %v137 = mul i64 %v136, %size.I
  %v138 = add i64 %v137, %i24
  %p139 = getelementptr float, ptr %buf.x, i64 %v138
  %ld140 = load <16 x float>, ptr %p139, align 4
  %ins141 = insertelement <16 x i1> poison, i1 %v134, i64 0
  %splat142 = shufflevector <16 x i1> %ins141, <16 x i1> poison, <16 x i32> zeroinitializer
  %v143 = select <16 x i1> %splat142, <16 x float> %ld140, <16 x float> splat (float 0x0000000000000000)
  %old144 = load <16 x float>, ptr %acc33
  %v145 = fadd <16 x float> %old144, %v143
  store <16 x float> %v145, ptr %acc33
  %p146 = getelementptr float, ptr %buf.idx, i64 %v18
  %ld147 = load float, ptr %p146, align 4
  %v148 = sitofp i64 %i39 to float
  %v149 = fcmp oeq float %ld147, %v148
  %v150 = mul i64 %i7, %size.K
  %v151 = add i64 %v150, %i39
  %v152 = mul i64 %v151, %size.I
  %v153 = add i64 %v152, %v26
  %p154 = getelementptr float, ptr %buf.x, i64 %v153
  %ld155 = load <16 x float>, ptr %p154, align 4
  %ins156 = insertelement <16 x i1> poison, i1 %v149, i64 0
  %splat157 = shufflevector <16 x i1> %ins156, <16 x i1> poison, <16 x i32> zeroinitializer
  %v158 = select <16 x i1> %splat157, <16 x float> %ld155, <16 x float> splat (float 0x0000000000000000)
  %old159 = load <16 x float>, ptr %acc34
  %v160 = fadd <16 x float> %old159, %v158
  store <16 x float> %v160, ptr %acc34
  %v161 = add nsw i64 %i39, 1
  store i64 %v161, ptr %k.addr.35
  br label %cond36
exit38:
  %red162 = load <16 x float>, ptr %acc27
  %red163 = load <16 x float>, ptr %acc28
  %red164 = load <16 x float>, ptr %acc29
  %red165 = load <16 x float>, ptr %acc30
  %red166 = load <16 x float>, ptr %acc31
  %red167 = load <16 x float>, ptr %acc32
  %red168 = load <16 x float>, ptr %acc33
  %red169 = load <16 x float>, ptr %acc34
  %v170 = mul i64 %i7, %size.J
  %v171 = add i64 %v170, %i14
  %v172 = mul i64 %v171, %size.I
  %v173 = add i64 %v172, %i24
  %p174 = getelementptr float, ptr %buf.y, i64 %v173
  store <16 x float> %red162, ptr %p174, align 4
  %v175 = mul i64 %i7, %size.J
  %v176 = add i64 %v175, %i14
  %v177 = mul i64 %v176, %size.I
  %v178 = add i64 %v177, %v26
  %p179 = getelementptr float, ptr %buf.y, i64 %v178
  store <16 x float> %red163, ptr %p179, align 4
  %v180 = mul i64 %i7, %size.J
  %v181 = add i64 %v180, %v16
  %v182 = mul i64 %v181, %size.I
  %v183 = add i64 %v182, %i24
  %p184 = getelementptr float, ptr %buf.y, i64 %v183
  store <16 x float> %red164, ptr %p184, align 4
  %v185 = mul i64 %i7, %size.J
  %v186 = add i64 %v185, %v16
  %v187 = mul i64 %v186, %size.I
  %v188 = add i64 %v187, %v26
  %p189 = getelementptr float, ptr %buf.y, i64 %v188
  store <16 x float> %red165, ptr %p189, align 4
  %v190 = mul i64 %i7, %size.J
  %v191 = add i64 %v190, %v17
  %v192 = mul i64 %v191, %size.I
  %v193 = add i64 %v192, %i24
  %p194 = getelementptr float, ptr %buf.y, i64 %v193
  store <16 x float> %red166, ptr %p194, align 4
  %v195 = mul i64 %i7, %size.J
  %v196 = add i64 %v195, %v17
  %v197 = mul i64 %v196, %size.I
  %v198 = add i64 %v197, %v26
  %p199 = getelementptr float, ptr %buf.y, i64 %v198
  store <16 x float> %red167, ptr %p199, align 4
  %v200 = mul i64 %i7, %size.J
  %v201 = add i64 %v200, %v18
  %v202 = mul i64 %v201, %size.I
  %v203 = add i64 %v202, %i24
  %p204 = getelementptr float, ptr %buf.y, i64 %v203
  store <16 x float> %red168, ptr %p204, align 4
  %v205 = mul i64 %i7, %size.J
  %v206 = add i64 %v205, %v18
  %v207 = mul i64 %v206, %size.I
  %v208 = add i64 %v207, %v26
  %p209 = getelementptr float, ptr %buf.y, i64 %v208
  store <16 x float> %red169, ptr %p209, align 4
  %v210 = add nsw i64 %i24, 32
  store i64 %v210, ptr %i.addr.19
  br label %cond21
exit23:
  %v211 = load i64, ptr %i.addr.19
  store i64 %v211, ptr %i.addr.212
  %v213 = sub i64 %size.I, 16
  br label %cond214
cond214:
  %i217 = load i64, ptr %i.addr.212
  %v218 = icmp sle i64 %i217, %v213
  br i1 %v218, label %body215, label %exit216
body215:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc219
  store i64 0, ptr %k.addr.220
  br label %cond221
cond221:
  %i224 = load i64, ptr %k.addr.220
  %v225 = icmp slt i64 %i224, %size.K
  br i1 %v225, label %body222, label %exit223
body222:
  %p226 = getelementptr float, ptr %buf.idx, i64 %i14
  %ld227 = load float, ptr %p226, align 4
  %v228 = sitofp i64 %i224 to float
  %v229 = fcmp oeq float %ld227, %v228
  %v230 = mul i64 %i7, %size.K
  %v231 = add i64 %v230, %i224
  %v232 = mul i64 %v231, %size.I
  %v233 = add i64 %v232, %i217
  %p234 = getelementptr float, ptr %buf.x, i64 %v233
  %ld235 = load <16 x float>, ptr %p234, align 4
  %ins236 = insertelement <16 x i1> poison, i1 %v229, i64 0
  %splat237 = shufflevector <16 x i1> %ins236, <16 x i1> poison, <16 x i32> zeroinitializer
  %v238 = select <16 x i1> %splat237, <16 x float> %ld235, <16 x float> splat (float 0x0000000000000000)
  %old239 = load <16 x float>, ptr %acc219
  %v240 = fadd <16 x float> %old239, %v238
  store <16 x float> %v240, ptr %acc219
  %v241 = add nsw i64 %i224, 1
  store i64 %v241, ptr %k.addr.220
  br label %cond221
exit223:
  %red242 = load <16 x float>, ptr %acc219
  %v243 = mul i64 %i7, %size.J
  %v244 = add i64 %v243, %i14
  %v245 = mul i64 %v244, %size.I
  %v246 = add i64 %v245, %i217
  %p247 = getelementptr float, ptr %buf.y, i64 %v246
  store <16 x float> %red242, ptr %p247, align 4
  %v248 = add nsw i64 %i217, 16
  store i64 %v248, ptr %i.addr.212
  br label %cond214
exit216:
  %i249 = load i64, ptr %i.addr.212
  %v250 = icmp slt i64 %i249, %size.I
  br i1 %v250, label %tail251, label %done252
tail251:
  %mask253 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i249, i64 %size.I)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc254
  store i64 0, ptr %k.addr.255
  br label %cond256
cond256:
  %i259 = load i64, ptr %k.addr.255
  %v260 = icmp slt i64 %i259, %size.K
  br i1 %v260, label %body257, label %exit258
body257:
  %p261 = getelementptr float, ptr %buf.idx, i64 %i14
  %ld262 = load float, ptr %p261, align 4
  %v263 = sitofp i64 %i259 to float
  %v264 = fcmp oeq float %ld262, %v263
  %v265 = mul i64 %i7, %size.K
  %v266 = add i64 %v265, %i259
  %v267 = mul i64 %v266, %size.I
  %v268 = add i64 %v267, %i249
  %p269 = getelementptr float, ptr %buf.x, i64 %v268
  %ld270 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p269, <16 x i1> %mask253, <16 x float> zeroinitializer)
  %ins271 = insertelement <16 x i1> poison, i1 %v264, i64 0
  %splat272 = shufflevector <16 x i1> %ins271, <16 x i1> poison, <16 x i32> zeroinitializer
  %v273 = select <16 x i1> %splat272, <16 x float> %ld270, <16 x float> splat (float 0x0000000000000000)
  %old274 = load <16 x float>, ptr %acc254
  %v275 = fadd <16 x float> %old274, %v273
  %v276 = select <16 x i1> %mask253, <16 x float> %v275, <16 x float> %old274
  store <16 x float> %v276, ptr %acc254
  %v277 = add nsw i64 %i259, 1
  store i64 %v277, ptr %k.addr.255
  br label %cond256
exit258:
  %red278 = load <16 x float>, ptr %acc254
  %v279 = mul i64 %i7, %size.J
  %v280 = add i64 %v279, %i14
  %v281 = mul i64 %v280, %size.I
  %v282 = add i64 %v281, %i249
  %p283 = getelementptr float, ptr %buf.y, i64 %v282
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red278, ptr align 4 %p283, <16 x i1> %mask253)
  br label %done252
done252:
  store i64 %v211, ptr %i.addr.284
  %v285 = sub i64 %size.I, 16
  br label %cond286
cond286:
  %i289 = load i64, ptr %i.addr.284
  %v290 = icmp sle i64 %i289, %v285
  br i1 %v290, label %body287, label %exit288
body287:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc291
  store i64 0, ptr %k.addr.292
  br label %cond293
cond293:
  %i296 = load i64, ptr %k.addr.292
  %v297 = icmp slt i64 %i296, %size.K
  br i1 %v297, label %body294, label %exit295
body294:
  %p298 = getelementptr float, ptr %buf.idx, i64 %v16
  %ld299 = load float, ptr %p298, align 4
  %v300 = sitofp i64 %i296 to float
  %v301 = fcmp oeq float %ld299, %v300
  %v302 = mul i64 %i7, %size.K
  %v303 = add i64 %v302, %i296
  %v304 = mul i64 %v303, %size.I
  %v305 = add i64 %v304, %i289
  %p306 = getelementptr float, ptr %buf.x, i64 %v305
  %ld307 = load <16 x float>, ptr %p306, align 4
  %ins308 = insertelement <16 x i1> poison, i1 %v301, i64 0
  %splat309 = shufflevector <16 x i1> %ins308, <16 x i1> poison, <16 x i32> zeroinitializer
  %v310 = select <16 x i1> %splat309, <16 x float> %ld307, <16 x float> splat (float 0x0000000000000000)
  %old311 = load <16 x float>, ptr %acc291
  %v312 = fadd <16 x float> %old311, %v310
  store <16 x float> %v312, ptr %acc291
  %v313 = add nsw i64 %i296, 1
  store i64 %v313, ptr %k.addr.292
  br label %cond293
exit295:
  %red314 = load <16 x float>, ptr %acc291
  %v315 = mul i64 %i7, %size.J
  %v316 = add i64 %v315, %v16
  %v317 = mul i64 %v316, %size.I
  %v318 = add i64 %v317, %i289
  %p319 = getelementptr float, ptr %buf.y, i64 %v318
  store <16 x float> %red314, ptr %p319, align 4
  %v320 = add nsw i64 %i289, 16
  store i64 %v320, ptr %i.addr.284
  br label %cond286
exit288:
  %i321 = load i64, ptr %i.addr.284
  %v322 = icmp slt i64 %i321, %size.I
  br i1 %v322, label %tail323, label %done324
tail323:
  %mask325 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i321, i64 %size.I)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc326
  store i64 0, ptr %k.addr.327
  br label %cond328
cond328:
  %i331 = load i64, ptr %k.addr.327
  %v332 = icmp slt i64 %i331, %size.K
  br i1 %v332, label %body329, label %exit330
body329:
  %p333 = getelementptr float, ptr %buf.idx, i64 %v16
  %ld334 = load float, ptr %p333, align 4
  %v335 = sitofp i64 %i331 to float
  %v336 = fcmp oeq float %ld334, %v335
  %v337 = mul i64 %i7, %size.K
  %v338 = add i64 %v337, %i331
  %v339 = mul i64 %v338, %size.I
  %v340 = add i64 %v339, %i321
  %p341 = getelementptr float, ptr %buf.x, i64 %v340
  %ld342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p341, <16 x i1> %mask325, <16 x float> zeroinitializer)
  %ins343 = insertelement <16 x i1> poison, i1 %v336, i64 0
  %splat344 = shufflevector <16 x i1> %ins343, <16 x i1> poison, <16 x i32> zeroinitializer
  %v345 = select <16 x i1> %splat344, <16 x float> %ld342, <16 x float> splat (float 0x0000000000000000)
  %old346 = load <16 x float>, ptr %acc326
  %v347 = fadd <16 x float> %old346, %v345
  %v348 = select <16 x i1> %mask325, <16 x float> %v347, <16 x float> %old346
  store <16 x float> %v348, ptr %acc326
  %v349 = add nsw i64 %i331, 1
  store i64 %v349, ptr %k.addr.327
  br label %cond328
exit330:
  %red350 = load <16 x float>, ptr %acc326
  %v351 = mul i64 %i7, %size.J
  %v352 = add i64 %v351, %v16
  %v353 = mul i64 %v352, %size.I
  %v354 = add i64 %v353, %i321
  %p355 = getelementptr float, ptr %buf.y, i64 %v354
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red350, ptr align 4 %p355, <16 x i1> %mask325)
  br label %done324
done324:
  store i64 %v211, ptr %i.addr.356
  %v357 = sub i64 %size.I, 16
  br label %cond358
cond358:
  %i361 = load i64, ptr %i.addr.356
  %v362 = icmp sle i64 %i361, %v357
  br i1 %v362, label %body359, label %exit360
body359:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc363
  store i64 0, ptr %k.addr.364
  br label %cond365
cond365:
  %i368 = load i64, ptr %k.addr.364
  %v369 = icmp slt i64 %i368, %size.K
  br i1 %v369, label %body366, label %exit367
body366:
  %p370 = getelementptr float, ptr %buf.idx, i64 %v17
  %ld371 = load float, ptr %p370, align 4
  %v372 = sitofp i64 %i368 to float
  %v373 = fcmp oeq float %ld371, %v372
  %v374 = mul i64 %i7, %size.K
  %v375 = add i64 %v374, %i368
  %v376 = mul i64 %v375, %size.I
  %v377 = add i64 %v376, %i361
  %p378 = getelementptr float, ptr %buf.x, i64 %v377
  %ld379 = load <16 x float>, ptr %p378, align 4
  %ins380 = insertelement <16 x i1> poison, i1 %v373, i64 0
  %splat381 = shufflevector <16 x i1> %ins380, <16 x i1> poison, <16 x i32> zeroinitializer
  %v382 = select <16 x i1> %splat381, <16 x float> %ld379, <16 x float> splat (float 0x0000000000000000)
  %old383 = load <16 x float>, ptr %acc363
  %v384 = fadd <16 x float> %old383, %v382
  store <16 x float> %v384, ptr %acc363
  %v385 = add nsw i64 %i368, 1
  store i64 %v385, ptr %k.addr.364
  br label %cond365
exit367:
  %red386 = load <16 x float>, ptr %acc363
  %v387 = mul i64 %i7, %size.J
  %v388 = add i64 %v387, %v17
  %v389 = mul i64 %v388, %size.I
  %v390 = add i64 %v389, %i361
  %p391 = getelementptr float, ptr %buf.y, i64 %v390
  store <16 x float> %red386, ptr %p391, align 4
  %v392 = add nsw i64 %i361, 16
  store i64 %v392, ptr %i.addr.356
  br label %cond358
exit360:
  %i393 = load i64, ptr %i.addr.356
  %v394 = icmp slt i64 %i393, %size.I
  br i1 %v394, label %tail395, label %done396
tail395:
  %mask397 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i393, i64 %size.I)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc398
  store i64 0, ptr %k.addr.399
  br label %cond400
cond400:
  %i403 = load i64, ptr %k.addr.399
  %v404 = icmp slt i64 %i403, %size.K
  br i1 %v404, label %body401, label %exit402
body401:
  %p405 = getelementptr float, ptr %buf.idx, i64 %v17
  %ld406 = load float, ptr %p405, align 4
  %v407 = sitofp i64 %i403 to float
  %v408 = fcmp oeq float %ld406, %v407
  %v409 = mul i64 %i7, %size.K
  %v410 = add i64 %v409, %i403
  %v411 = mul i64 %v410, %size.I
  %v412 = add i64 %v411, %i393
  %p413 = getelementptr float, ptr %buf.x, i64 %v412
  %ld414 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p413, <16 x i1> %mask397, <16 x float> zeroinitializer)
  %ins415 = insertelement <16 x i1> poison, i1 %v408, i64 0
  %splat416 = shufflevector <16 x i1> %ins415, <16 x i1> poison, <16 x i32> zeroinitializer
  %v417 = select <16 x i1> %splat416, <16 x float> %ld414, <16 x float> splat (float 0x0000000000000000)
  %old418 = load <16 x float>, ptr %acc398
  %v419 = fadd <16 x float> %old418, %v417
  %v420 = select <16 x i1> %mask397, <16 x float> %v419, <16 x float> %old418
  store <16 x float> %v420, ptr %acc398
  %v421 = add nsw i64 %i403, 1
  store i64 %v421, ptr %k.addr.399
  br label %cond400
exit402:
  %red422 = load <16 x float>, ptr %acc398
  %v423 = mul i64 %i7, %size.J
  %v424 = add i64 %v423, %v17
  %v425 = mul i64 %v424, %size.I
  %v426 = add i64 %v425, %i393
  %p427 = getelementptr float, ptr %buf.y, i64 %v426
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red422, ptr align 4 %p427, <16 x i1> %mask397)
  br label %done396
done396:
  store i64 %v211, ptr %i.addr.428
  %v429 = sub i64 %size.I, 16
  br label %cond430
cond430:
  %i433 = load i64, ptr %i.addr.428
  %v434 = icmp sle i64 %i433, %v429
  br i1 %v434, label %body431, label %exit432
body431:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc435
  store i64 0, ptr %k.addr.436
  br label %cond437
cond437:
  %i440 = load i64, ptr %k.addr.436
  %v441 = icmp slt i64 %i440, %size.K
  br i1 %v441, label %body438, label %exit439
body438:
  %p442 = getelementptr float, ptr %buf.idx, i64 %v18
  %ld443 = load float, ptr %p442, align 4
  %v444 = sitofp i64 %i440 to float
  %v445 = fcmp oeq float %ld443, %v444
  %v446 = mul i64 %i7, %size.K
  %v447 = add i64 %v446, %i440
  %v448 = mul i64 %v447, %size.I
  %v449 = add i64 %v448, %i433
  %p450 = getelementptr float, ptr %buf.x, i64 %v449
  %ld451 = load <16 x float>, ptr %p450, align 4
  %ins452 = insertelement <16 x i1> poison, i1 %v445, i64 0
  %splat453 = shufflevector <16 x i1> %ins452, <16 x i1> poison, <16 x i32> zeroinitializer
  %v454 = select <16 x i1> %splat453, <16 x float> %ld451, <16 x float> splat (float 0x0000000000000000)
  %old455 = load <16 x float>, ptr %acc435
  %v456 = fadd <16 x float> %old455, %v454
  store <16 x float> %v456, ptr %acc435
  %v457 = add nsw i64 %i440, 1
  store i64 %v457, ptr %k.addr.436
  br label %cond437
exit439:
  %red458 = load <16 x float>, ptr %acc435
  %v459 = mul i64 %i7, %size.J
  %v460 = add i64 %v459, %v18
  %v461 = mul i64 %v460, %size.I
  %v462 = add i64 %v461, %i433
  %p463 = getelementptr float, ptr %buf.y, i64 %v462
  store <16 x float> %red458, ptr %p463, align 4
  %v464 = add nsw i64 %i433, 16
  store i64 %v464, ptr %i.addr.428
  br label %cond430
exit432:
  %i465 = load i64, ptr %i.addr.428
  %v466 = icmp slt i64 %i465, %size.I
  br i1 %v466, label %tail467, label %done468
tail467:
  %mask469 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i465, i64 %size.I)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc470
  store i64 0, ptr %k.addr.471
  br label %cond472
cond472:
  %i475 = load i64, ptr %k.addr.471
  %v476 = icmp slt i64 %i475, %size.K
  br i1 %v476, label %body473, label %exit474
body473:
  %p477 = getelementptr float, ptr %buf.idx, i64 %v18
  %ld478 = load float, ptr %p477, align 4
  %v479 = sitofp i64 %i475 to float
  %v480 = fcmp oeq float %ld478, %v479
  %v481 = mul i64 %i7, %size.K
  %v482 = add i64 %v481, %i475
  %v483 = mul i64 %v482, %size.I
  %v484 = add i64 %v483, %i465
  %p485 = getelementptr float, ptr %buf.x, i64 %v484
  %ld486 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p485, <16 x i1> %mask469, <16 x float> zeroinitializer)
  %ins487 = insertelement <16 x i1> poison, i1 %v480, i64 0
  %splat488 = shufflevector <16 x i1> %ins487, <16 x i1> poison, <16 x i32> zeroinitializer
  %v489 = select <16 x i1> %splat488, <16 x float> %ld486, <16 x float> splat (float 0x0000000000000000)
  %old490 = load <16 x float>, ptr %acc470
  %v491 = fadd <16 x float> %old490, %v489
  %v492 = select <16 x i1> %mask469, <16 x float> %v491, <16 x float> %old490
  store <16 x float> %v492, ptr %acc470
  %v493 = add nsw i64 %i475, 1
  store i64 %v493, ptr %k.addr.471
  br label %cond472
exit474:
  %red494 = load <16 x float>, ptr %acc470
  %v495 = mul i64 %i7, %size.J
  %v496 = add i64 %v495, %v18
  %v497 = mul i64 %v496, %size.I
  %v498 = add i64 %v497, %i465
  %p499 = getelementptr float, ptr %buf.y, i64 %v498
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red494, ptr align 4 %p499, <16 x i1> %mask469)
  br label %done468
done468:
  %v500 = add nsw i64 %i14, 4
  store i64 %v500, ptr %j.addr.9
  br label %cond11
exit13:
  br label %cond501
cond501:
  %i504 = load i64, ptr %j.addr.9
  %v505 = icmp slt i64 %i504, %size.J
  br i1 %v505, label %body502, label %exit503
body502:
  store i64 0, ptr %i.addr.506
  %v507 = sub i64 %size.I, 128
  br label %cond508
cond508:
  %i511 = load i64, ptr %i.addr.506
  %v512 = icmp sle i64 %i511, %v507
  br i1 %v512, label %body509, label %exit510
body509:
  %v513 = add nsw i64 %i511, 16
  %v514 = add nsw i64 %i511, 32
  %v515 = add nsw i64 %i511, 48
  %v516 = add nsw i64 %i511, 64
  %v517 = add nsw i64 %i511, 80
  %v518 = add nsw i64 %i511, 96
  %v519 = add nsw i64 %i511, 112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc520
  store <16 x float> splat (float 0x0000000000000000), ptr %acc521
  store <16 x float> splat (float 0x0000000000000000), ptr %acc522
  store <16 x float> splat (float 0x0000000000000000), ptr %acc523
  store <16 x float> splat (float 0x0000000000000000), ptr %acc524
  store <16 x float> splat (float 0x0000000000000000), ptr %acc525
  store <16 x float> splat (float 0x0000000000000000), ptr %acc526
  store <16 x float> splat (float 0x0000000000000000), ptr %acc527
  store i64 0, ptr %k.addr.528
  br label %cond529
cond529:
  %i532 = load i64, ptr %k.addr.528
  %v533 = icmp slt i64 %i532, %size.K
  br i1 %v533, label %body530, label %exit531
body530:
  %p534 = getelementptr float, ptr %buf.idx, i64 %i504
  %ld535 = load float, ptr %p534, align 4
  %v536 = sitofp i64 %i532 to float
  %v537 = fcmp oeq float %ld535, %v536
  %v538 = mul i64 %i7, %size.K
  %v539 = add i64 %v538, %i532
  %v540 = mul i64 %v539, %size.I
  %v541 = add i64 %v540, %i511
  %p542 = getelementptr float, ptr %buf.x, i64 %v541
  %ld543 = load <16 x float>, ptr %p542, align 4
  %ins544 = insertelement <16 x i1> poison, i1 %v537, i64 0
  %splat545 = shufflevector <16 x i1> %ins544, <16 x i1> poison, <16 x i32> zeroinitializer
  %v546 = select <16 x i1> %splat545, <16 x float> %ld543, <16 x float> splat (float 0x0000000000000000)
  %old547 = load <16 x float>, ptr %acc520
  %v548 = fadd <16 x float> %old547, %v546
  store <16 x float> %v548, ptr %acc520
  %p549 = getelementptr float, ptr %buf.idx, i64 %i504
  %ld550 = load float, ptr %p549, align 4
  %v551 = sitofp i64 %i532 to float
  %v552 = fcmp oeq float %ld550, %v551
  %v553 = mul i64 %i7, %size.K
  %v554 = add i64 %v553, %i532
  %v555 = mul i64 %v554, %size.I
  %v556 = add i64 %v555, %v513
  %p557 = getelementptr float, ptr %buf.x, i64 %v556
  %ld558 = load <16 x float>, ptr %p557, align 4
  %ins559 = insertelement <16 x i1> poison, i1 %v552, i64 0
  %splat560 = shufflevector <16 x i1> %ins559, <16 x i1> poison, <16 x i32> zeroinitializer
  %v561 = select <16 x i1> %splat560, <16 x float> %ld558, <16 x float> splat (float 0x0000000000000000)
  %old562 = load <16 x float>, ptr %acc521
  %v563 = fadd <16 x float> %old562, %v561
  store <16 x float> %v563, ptr %acc521
  %p564 = getelementptr float, ptr %buf.idx, i64 %i504
  %ld565 = load float, ptr %p564, align 4
  %v566 = sitofp i64 %i532 to float
  %v567 = fcmp oeq float %ld565, %v566
  %v568 = mul i64 %i7, %size.K
  %v569 = add i64 %v568, %i532
  %v570 = mul i64 %v569, %size.I
  %v571 = add i64 %v570, %v514
  %p572 = getelementptr float, ptr %buf.x, i64 %v571
  %ld573 = load <16 x float>, ptr %p572, align 4
  %ins574 = insertelement <16 x i1> poison, i1 %v567, i64 0
  %splat575 = shufflevector <16 x i1> %ins574, <16 x i1> poison, <16 x i32> zeroinitializer
  %v576 = select <16 x i1> %splat575, <16 x float> %ld573, <16 x float> splat (float 0x0000000000000000)
  %old577 = load <16 x float>, ptr %acc522
  %v578 = fadd <16 x float> %old577, %v576
  store <16 x float> %v578, ptr %acc522
  %p579 = getelementptr float, ptr %buf.idx, i64 %i504
  %ld580 = load float, ptr %p579, align 4
  %v581 = sitofp i64 %i532 to float
  %v582 = fcmp oeq float %ld580, %v581
  %v583 = mul i64 %i7, %size.K
  %v584 = add i64 %v583, %i532
  %v585 = mul i64 %v584, %size.I
  %v586 = add i64 %v585, %v515
  %p587 = getelementptr float, ptr %buf.x, i64 %v586
  %ld588 = load <16 x float>, ptr %p587, align 4
  %ins589 = insertelement <16 x i1> poison, i1 %v582, i64 0
  %splat590 = shufflevector <16 x i1> %ins589, <16 x i1> poison, <16 x i32> zeroinitializer
  %v591 = select <16 x i1> %splat590, <16 x float> %ld588, <16 x float> splat (float 0x0000000000000000)
  %old592 = load <16 x float>, ptr %acc523
  %v593 = fadd <16 x float> %old592, %v591
  store <16 x float> %v593, ptr %acc523
  %p594 = getelementptr float, ptr %buf.idx, i64 %i504
  %ld595 = load float, ptr %p594, align 4
  %v596 = sitofp i64 %i532 to float
  %v597 = fcmp oeq float %ld595, %v596
  %v598 = mul i64 %i7, %size.K
  %v599 = add i64 %v598, %i532
  %v600 = mul i64 %v599, %size.I
  %v601 = add i64 %v600, %v516
  %p602 = getelementptr float, ptr %buf.x, i64 %v601
  %ld603 = load <16 x float>, ptr %p602, align 4
  %ins604 = insertelement <16 x i1> poison, i1 %v597, i64 0
  %splat605 = shufflevector <16 x i1> %ins604, <16 x i1> poison, <16 x i32> zeroinitializer
  %v606 = select <16 x i1> %splat605, <16 x float> %ld603, <16 x float> splat (float 0x0000000000000000)
  %old607 = load <16 x float>, ptr %acc524
  %v608 = fadd <16 x float> %old607, %v606
  store <16 x float> %v608, ptr %acc524
  %p609 = getelementptr float, ptr %buf.idx, i64 %i504
  %ld610 = load float, ptr %p609, align 4
  %v611 = sitofp i64 %i532 to float
  %v612 = fcmp oeq float %ld610, %v611
  %v613 = mul i64 %i7, %size.K
  %v614 = add i64 %v613, %i532
  %v615 = mul i64 %v614, %size.I
  %v616 = add i64 %v615, %v517
  %p617 = getelementptr float, ptr %buf.x, i64 %v616
  %ld618 = load <16 x float>, ptr %p617, align 4
  %ins619 = insertelement <16 x i1> poison, i1 %v612, i64 0
  %splat620 = shufflevector <16 x i1> %ins619, <16 x i1> poison, <16 x i32> zeroinitializer
  %v621 = select <16 x i1> %splat620, <16 x float> %ld618, <16 x float> splat (float 0x0000000000000000)
  %old622 = load <16 x float>, ptr %acc525
  %v623 = fadd <16 x float> %old622, %v621
  store <16 x float> %v623, ptr %acc525
  %p624 = getelementptr float, ptr %buf.idx, i64 %i504
  %ld625 = load float, ptr %p624, align 4
  %v626 = sitofp i64 %i532 to float
  %v627 = fcmp oeq float %ld625, %v626
  %v628 = mul i64 %i7, %size.K
  %v629 = add i64 %v628, %i532
  %v630 = mul i64 %v629, %size.I
  %v631 = add i64 %v630, %v518
  %p632 = getelementptr float, ptr %buf.x, i64 %v631
  %ld633 = load <16 x float>, ptr %p632, align 4
  %ins634 = insertelement <16 x i1> poison, i1 %v627, i64 0
  %splat635 = shufflevector <16 x i1> %ins634, <16 x i1> poison, <16 x i32> zeroinitializer
  %v636 = select <16 x i1> %splat635, <16 x float> %ld633, <16 x float> splat (float 0x0000000000000000)
  %old637 = load <16 x float>, ptr %acc526
  %v638 = fadd <16 x float> %old637, %v636
  store <16 x float> %v638, ptr %acc526
  %p639 = getelementptr float, ptr %buf.idx, i64 %i504
  %ld640 = load float, ptr %p639, align 4
  %v641 = sitofp i64 %i532 to float
  %v642 = fcmp oeq float %ld640, %v641
  %v643 = mul i64 %i7, %size.K
  %v644 = add i64 %v643, %i532
  %v645 = mul i64 %v644, %size.I
  %v646 = add i64 %v645, %v519
  %p647 = getelementptr float, ptr %buf.x, i64 %v646
  %ld648 = load <16 x float>, ptr %p647, align 4
  %ins649 = insertelement <16 x i1> poison, i1 %v642, i64 0
  %splat650 = shufflevector <16 x i1> %ins649, <16 x i1> poison, <16 x i32> zeroinitializer
  %v651 = select <16 x i1> %splat650, <16 x float> %ld648, <16 x float> splat (float 0x0000000000000000)
  %old652 = load <16 x float>, ptr %acc527
  %v653 = fadd <16 x float> %old652, %v651
  store <16 x float> %v653, ptr %acc527
  %v654 = add nsw i64 %i532, 1
  store i64 %v654, ptr %k.addr.528
  br label %cond529
exit531:
  %red655 = load <16 x float>, ptr %acc520
  %red656 = load <16 x float>, ptr %acc521
  %red657 = load <16 x float>, ptr %acc522
  %red658 = load <16 x float>, ptr %acc523
  %red659 = load <16 x float>, ptr %acc524
  %red660 = load <16 x float>, ptr %acc525
  %red661 = load <16 x float>, ptr %acc526
  %red662 = load <16 x float>, ptr %acc527
  %v663 = mul i64 %i7, %size.J
  %v664 = add i64 %v663, %i504
  %v665 = mul i64 %v664, %size.I
  %v666 = add i64 %v665, %i511
  %p667 = getelementptr float, ptr %buf.y, i64 %v666
  store <16 x float> %red655, ptr %p667, align 4
  %v668 = mul i64 %i7, %size.J
  %v669 = add i64 %v668, %i504
  %v670 = mul i64 %v669, %size.I
  %v671 = add i64 %v670, %v513
  %p672 = getelementptr float, ptr %buf.y, i64 %v671
  store <16 x float> %red656, ptr %p672, align 4
  %v673 = mul i64 %i7, %size.J
  %v674 = add i64 %v673, %i504
  %v675 = mul i64 %v674, %size.I
  %v676 = add i64 %v675, %v514
  %p677 = getelementptr float, ptr %buf.y, i64 %v676
  store <16 x float> %red657, ptr %p677, align 4
  %v678 = mul i64 %i7, %size.J
  %v679 = add i64 %v678, %i504
  %v680 = mul i64 %v679, %size.I
  %v681 = add i64 %v680, %v515
  %p682 = getelementptr float, ptr %buf.y, i64 %v681
  store <16 x float> %red658, ptr %p682, align 4
  %v683 = mul i64 %i7, %size.J
  %v684 = add i64 %v683, %i504
  %v685 = mul i64 %v684, %size.I
  %v686 = add i64 %v685, %v516
  %p687 = getelementptr float, ptr %buf.y, i64 %v686
  store <16 x float> %red659, ptr %p687, align 4
  %v688 = mul i64 %i7, %size.J
  %v689 = add i64 %v688, %i504
  %v690 = mul i64 %v689, %size.I
  %v691 = add i64 %v690, %v517
  %p692 = getelementptr float, ptr %buf.y, i64 %v691
  store <16 x float> %red660, ptr %p692, align 4
  %v693 = mul i64 %i7, %size.J
  %v694 = add i64 %v693, %i504
  %v695 = mul i64 %v694, %size.I
  %v696 = add i64 %v695, %v518
  %p697 = getelementptr float, ptr %buf.y, i64 %v696
  store <16 x float> %red661, ptr %p697, align 4
  %v698 = mul i64 %i7, %size.J
  %v699 = add i64 %v698, %i504
  %v700 = mul i64 %v699, %size.I
  %v701 = add i64 %v700, %v519
  %p702 = getelementptr float, ptr %buf.y, i64 %v701
  store <16 x float> %red662, ptr %p702, align 4
  %v703 = add nsw i64 %i511, 128
  store i64 %v703, ptr %i.addr.506
  br label %cond508
exit510:
  %v704 = load i64, ptr %i.addr.506
  store i64 %v704, ptr %i.addr.705
  %v706 = sub i64 %size.I, 16
  br label %cond707
cond707:
  %i710 = load i64, ptr %i.addr.705
  %v711 = icmp sle i64 %i710, %v706
  br i1 %v711, label %body708, label %exit709
body708:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc712
  store i64 0, ptr %k.addr.713
  br label %cond714
cond714:
  %i717 = load i64, ptr %k.addr.713
  %v718 = icmp slt i64 %i717, %size.K
  br i1 %v718, label %body715, label %exit716
body715:
  %p719 = getelementptr float, ptr %buf.idx, i64 %i504
  %ld720 = load float, ptr %p719, align 4
  %v721 = sitofp i64 %i717 to float
  %v722 = fcmp oeq float %ld720, %v721
  %v723 = mul i64 %i7, %size.K
  %v724 = add i64 %v723, %i717
  %v725 = mul i64 %v724, %size.I
  %v726 = add i64 %v725, %i710
  %p727 = getelementptr float, ptr %buf.x, i64 %v726
  %ld728 = load <16 x float>, ptr %p727, align 4
  %ins729 = insertelement <16 x i1> poison, i1 %v722, i64 0
  %splat730 = shufflevector <16 x i1> %ins729, <16 x i1> poison, <16 x i32> zeroinitializer
  %v731 = select <16 x i1> %splat730, <16 x float> %ld728, <16 x float> splat (float 0x0000000000000000)
  %old732 = load <16 x float>, ptr %acc712
  %v733 = fadd <16 x float> %old732, %v731
  store <16 x float> %v733, ptr %acc712
  %v734 = add nsw i64 %i717, 1
  store i64 %v734, ptr %k.addr.713
  br label %cond714
exit716:
  %red735 = load <16 x float>, ptr %acc712
  %v736 = mul i64 %i7, %size.J
  %v737 = add i64 %v736, %i504
  %v738 = mul i64 %v737, %size.I
  %v739 = add i64 %v738, %i710
  %p740 = getelementptr float, ptr %buf.y, i64 %v739
  store <16 x float> %red735, ptr %p740, align 4
  %v741 = add nsw i64 %i710, 16
  store i64 %v741, ptr %i.addr.705
  br label %cond707
exit709:
  %i742 = load i64, ptr %i.addr.705
  %v743 = icmp slt i64 %i742, %size.I
  br i1 %v743, label %tail744, label %done745
tail744:
  %mask746 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i742, i64 %size.I)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc747
  store i64 0, ptr %k.addr.748
  br label %cond749
cond749:
  %i752 = load i64, ptr %k.addr.748
  %v753 = icmp slt i64 %i752, %size.K
  br i1 %v753, label %body750, label %exit751
body750:
  %p754 = getelementptr float, ptr %buf.idx, i64 %i504
  %ld755 = load float, ptr %p754, align 4
  %v756 = sitofp i64 %i752 to float
  %v757 = fcmp oeq float %ld755, %v756
  %v758 = mul i64 %i7, %size.K
  %v759 = add i64 %v758, %i752
  %v760 = mul i64 %v759, %size.I
  %v761 = add i64 %v760, %i742
  %p762 = getelementptr float, ptr %buf.x, i64 %v761
  %ld763 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p762, <16 x i1> %mask746, <16 x float> zeroinitializer)
  %ins764 = insertelement <16 x i1> poison, i1 %v757, i64 0
  %splat765 = shufflevector <16 x i1> %ins764, <16 x i1> poison, <16 x i32> zeroinitializer
  %v766 = select <16 x i1> %splat765, <16 x float> %ld763, <16 x float> splat (float 0x0000000000000000)
  %old767 = load <16 x float>, ptr %acc747
  %v768 = fadd <16 x float> %old767, %v766
  %v769 = select <16 x i1> %mask746, <16 x float> %v768, <16 x float> %old767
  store <16 x float> %v769, ptr %acc747
  %v770 = add nsw i64 %i752, 1
  store i64 %v770, ptr %k.addr.748
  br label %cond749
exit751:
  %red771 = load <16 x float>, ptr %acc747
  %v772 = mul i64 %i7, %size.J
  %v773 = add i64 %v772, %i504
  %v774 = mul i64 %v773, %size.I
  %v775 = add i64 %v774, %i742
  %p776 = getelementptr float, ptr %buf.y, i64 %v775
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red771, ptr align 4 %p776, <16 x i1> %mask746)
  br label %done745
done745:
  %v777 = add nsw i64 %i504, 1
  store i64 %v777, ptr %j.addr.9
  br label %cond501
exit503:
  %v778 = add nsw i64 %i7, 1
  store i64 %v778, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
