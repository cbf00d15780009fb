@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.maxpool2d_argmax"(ptr noalias %buf.x, ptr noalias %buf.m, ptr noalias %buf.k, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %p.addr.29 = alloca i64, align 64
  %q.addr.39 = alloca i64, align 64
  %acc78 = alloca <16 x float>, align 64
  %nan79 = alloca <16 x i1>, align 64
  %r.addr.80 = alloca i64, align 64
  %s.addr.86 = alloca i64, align 64
  %acc230 = alloca <16 x float>, align 64
  %nan231 = alloca <16 x i1>, align 64
  %r.addr.232 = alloca i64, align 64
  %s.addr.238 = alloca i64, align 64
  %acc352 = alloca <16 x float>, align 64
  %nan353 = alloca <16 x i1>, align 64
  %r.addr.354 = alloca i64, align 64
  %s.addr.360 = alloca i64, align 64
  %acc474 = alloca <16 x float>, align 64
  %nan475 = alloca <16 x i1>, align 64
  %r.addr.476 = alloca i64, align 64
  %s.addr.482 = alloca i64, align 64
  %acc682 = alloca <16 x float>, align 64
  %nan683 = alloca <16 x i1>, align 64
  %r.addr.684 = alloca i64, align 64
  %s.addr.690 = alloca i64, align 64
  %acc832 = alloca <16 x float>, align 64
  %nan833 = alloca <16 x i1>, align 64
  %r.addr.834 = alloca i64, align 64
  %s.addr.840 = alloca i64, align 64
  %acc952 = alloca <16 x float>, align 64
  %nan953 = alloca <16 x i1>, align 64
  %r.addr.954 = alloca i64, align 64
  %s.addr.960 = alloca i64, align 64
  %acc1072 = alloca <16 x float>, align 64
  %nan1073 = alloca <16 x i1>, align 64
  %r.addr.1074 = alloca i64, align 64
  %s.addr.1080 = alloca i64, align 64
  %acc1231 = alloca <16 x float>, align 64
  %nan1232 = alloca <16 x i1>, align 64
  %r.addr.1233 = alloca i64, align 64
  %s.addr.1239 = alloca i64, align 64
  %acc1381 = alloca <16 x float>, align 64
  %nan1382 = alloca <16 x i1>, align 64
  %r.addr.1383 = alloca i64, align 64
  %s.addr.1389 = alloca i64, align 64
  %acc1501 = alloca <16 x float>, align 64
  %nan1502 = alloca <16 x i1>, align 64
  %r.addr.1503 = alloca i64, align 64
  %s.addr.1509 = alloca i64, align 64
  %acc1621 = alloca <16 x float>, align 64
  %nan1622 = alloca <16 x i1>, align 64
  %r.addr.1623 = alloca i64, align 64
  %s.addr.1629 = alloca i64, align 64
  %acc1779 = alloca <16 x float>, align 64
  %nan1780 = alloca <16 x i1>, align 64
  %r.addr.1781 = alloca i64, align 64
  %s.addr.1787 = alloca i64, align 64
  %acc1931 = alloca <16 x float>, align 64
  %nan1932 = alloca <16 x i1>, align 64
  %r.addr.1933 = alloca i64, align 64
  %s.addr.1939 = alloca i64, align 64
  %acc2053 = alloca <16 x float>, align 64
  %nan2054 = alloca <16 x i1>, align 64
  %r.addr.2055 = alloca i64, align 64
  %s.addr.2061 = alloca i64, align 64
  %acc2175 = alloca <16 x float>, align 64
  %nan2176 = alloca <16 x i1>, align 64
  %r.addr.2177 = alloca i64, align 64
  %s.addr.2183 = alloca i64, align 64
  %v628 = mul i64 %size.N, %size.C
  %v629 = add i64 %size.H, 1
  %v630 = add i64 %v629, 1
  %v631 = sub i64 %v630, 2
  %v632 = sub i64 %v631, 1
  %v633 = sdiv i64 %v632, 2
  %v634 = srem i64 %v632, 2
  %v635 = icmp ne i64 %v634, 0
  %v636 = icmp slt i64 %v634, 0
  %v637 = icmp slt i64 2, 0
  %v638 = xor i1 %v636, %v637
  %v639 = and i1 %v635, %v638
  %v640 = zext i1 %v639 to i64
  %v641 = sub i64 %v633, %v640
  %v642 = add i64 %v641, 1
  %v643 = mul i64 %v628, %v642
  %v644 = add i64 %size.W, 1
  %v645 = sub i64 %v644, 2
  %v646 = sub i64 %v645, 1
  %v647 = add i64 %v646, 1
  %v648 = mul i64 %v643, %v647
  %v649 = mul i64 %size.N, %size.C
  %v650 = add i64 %size.H, 1
  %v651 = add i64 %v650, 1
  %v652 = sub i64 %v651, 2
  %v653 = sub i64 %v652, 1
  %v654 = sdiv i64 %v653, 2
  %v655 = srem i64 %v653, 2
  %v656 = icmp ne i64 %v655, 0
  %v657 = icmp slt i64 %v655, 0
  %v658 = icmp slt i64 2, 0
  %v659 = xor i1 %v657, %v658
  %v660 = and i1 %v656, %v659
  %v661 = zext i1 %v660 to i64
  %v662 = sub i64 %v654, %v661
  %v663 = add i64 %v662, 1
  %v664 = mul i64 %v649, %v663
  %v665 = add i64 %size.W, 1
  %v666 = sub i64 %v665, 2
  %v667 = sub i64 %v666, 1
  %v668 = add i64 %v667, 1
  %v669 = mul i64 %v664, %v668
  %v670 = add i64 %v648, %v669
  %v671 = icmp sge i64 %v670, 2097152
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %c.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %c.addr.9
  %v14 = icmp slt i64 %i13, %size.C
  br i1 %v14, label %body11, label %exit12
body11:
  %v15 = add i64 %size.H, 1
  %v16 = add i64 %v15, 1
  %v17 = sub i64 %v16, 2
  %v18 = sub i64 %v17, 1
  %v19 = sdiv i64 %v18, 2
  %v20 = srem i64 %v18, 2
  %v21 = icmp ne i64 %v20, 0
  %v22 = icmp slt i64 %v20, 0
  %v23 = icmp slt i64 2, 0
  %v24 = xor i1 %v22, %v23
  %v25 = and i1 %v21, %v24
  %v26 = zext i1 %v25 to i64
  %v27 = sub i64 %v19, %v26
  %v28 = add i64 %v27, 1
  store i64 0, ptr %p.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %p.addr.29
  %v34 = icmp slt i64 %i33, %v28
  br i1 %v34, label %body31, label %exit32
body31:
  %v35 = add i64 %size.W, 1
  %v36 = sub i64 %v35, 2
  %v37 = sub i64 %v36, 1
  %v38 = add i64 %v37, 1
  store i64 0, ptr %q.addr.39
  %i40 = load i64, ptr %q.addr.39
  %v41 = mul i64 %i7, %size.C
  %v42 = add i64 %v41, %i13
  %v43 = add i64 %size.H, 1
  %v44 = add i64 %v43, 1
  %v45 = sub i64 %v44, 2
  %v46 = sub i64 %v45, 1
  %v47 = sdiv i64 %v46, 2
  %v48 = srem i64 %v46, 2
  %v49 = icmp ne i64 %v48, 0
  %v50 = icmp slt i64 %v48, 0
  %v51 = icmp slt i64 2, 0
  %v52 = xor i1 %v50, %v51
  %v53 = and i1 %v49, %v52
  %v54 = zext i1 %v53 to i64
  %v55 = sub i64 %v47, %v54
  %v56 = add i64 %v55, 1
  %v57 = mul i64 %v42, %v56
  %v58 = add i64 %v57, %i33
  %v59 = add i64 %size.W, 1
  %v60 = sub i64 %v59, 2
  %v61 = sub i64 %v60, 1
  %v62 = add i64 %v61, 1
  %v63 = mul i64 %v58, %v62
  %v64 = add i64 %v63, %i40
  %p65 = getelementptr float, ptr %buf.m, i64 %v64
  %v66 = ptrtoint ptr %p65 to i64
  %v67 = lshr i64 %v66, 2
  %v68 = sub i64 0, %v67
  %v69 = and i64 %v68, 15
  %v70 = sub i64 %v38, %i40
  %v71 = icmp sge i64 %v70, 128
  %v72 = select i1 %v71, i64 %v69, i64 0
  %v73 = icmp sgt i64 %v72, 0
  br i1 %v73, label %peel74, label %aligned75
peel74:
  %v76 = add nsw i64 %i40, %v72
  %mask77 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i40, i64 %v76)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc78
  store <16 x i1> zeroinitializer, ptr %nan79
  store i64 0, ptr %r.addr.80
  br label %cond81
cond81:
  %i84 = load i64, ptr %r.addr.80
  %v85 = icmp slt i64 %i84, 3
  br i1 %v85, label %body82, label %exit83
body82:
  store i64 0, ptr %s.addr.86
  br label %cond87
cond87:
  %i90 = load i64, ptr %s.addr.86
  %v91 = icmp slt i64 %i90, 2
  br i1 %v91, label %body88, label %exit89
body88:
  %v92 = mul i64 %i33, 2
  %v93 = add i64 %v92, %i84
  %v94 = sub i64 %v93, 1
  %v95 = icmp sge i64 %v94, 0
  %v96 = icmp slt i64 %v94, %size.H
  %v97 = and i1 %v95, %v96
  %ins98 = insertelement <16 x i64> poison, i64 %i40, i64 0
  %splat99 = shufflevector <16 x i64> %ins98, <16 x i64> poison, <16 x i32> zeroinitializer
  %step100 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane101 = add <16 x i64> %splat99, %step100
  %v102 = mul i64 %i90, 2
  %ins103 = insertelement <16 x i64> poison, i64 %v102, i64 0
  %splat104 = shufflevector <16 x i64> %ins103, <16 x i64> poison, <16 x i32> zeroinitializer
  %v105 = add <16 x i64> %lane101, %splat104
  %v106 = sub <16 x i64> %v105, splat (i64 1)
  %ins107 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat108 = shufflevector <16 x i64> %ins107, <16 x i64> poison, <16 x i32> zeroinitializer
  %v109 = icmp sge <16 x i64> %v106, zeroinitializer
  %v110 = icmp slt <16 x i64> %v106, %splat108
  %v111 = and <16 x i1> %v109, %v110
  %ins112 = insertelement <16 x i1> poison, i1 %v97, i64 0
  %splat113 = shufflevector <16 x i1> %ins112, <16 x i1> poison, <16 x i32> zeroinitializer
  %v114 = and <16 x i1> %splat113, %v111
  %v115 = and <16 x i1> %mask77, %v114
  %v116 = mul i64 %i7, %size.C
  %v117 = add i64 %v116, %i13
  %v118 = mul i64 %v117, %size.H
  %v119 = mul i64 %i33, 2
  %v120 = add i64 %v119, %i84
  %v121 = sub i64 %v120, 1
  %v122 = add i64 %v118, %v121
  %v123 = mul i64 %v122, %size.W
  %v124 = mul i64 %i90, 2
  %v125 = add i64 %i40, %v124
  %v126 = sub i64 %v125, 1
  %v127 = add i64 %v123, %v126
  %p128 = getelementptr float, ptr %buf.x, i64 %v127
  %ld129 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p128, <16 x i1> %v115, <16 x float> zeroinitializer)
  %v130 = fcmp oeq <16 x float> %ld129, %ld129
  %v131 = select <16 x i1> %v130, <16 x float> %ld129, <16 x float> splat (float 0xC7EFFFFFE0000000)
  %v132 = mul i64 %i33, 2
  %v133 = add i64 %v132, %i84
  %v134 = sub i64 %v133, 1
  %v135 = icmp sge i64 %v134, 0
  %v136 = icmp slt i64 %v134, %size.H
  %v137 = and i1 %v135, %v136
  %v138 = mul i64 %i90, 2
  %ins139 = insertelement <16 x i64> poison, i64 %v138, i64 0
  %splat140 = shufflevector <16 x i64> %ins139, <16 x i64> poison, <16 x i32> zeroinitializer
  %v141 = add <16 x i64> %lane101, %splat140
  %v142 = sub <16 x i64> %v141, splat (i64 1)
  %ins143 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat144 = shufflevector <16 x i64> %ins143, <16 x i64> poison, <16 x i32> zeroinitializer
  %v145 = icmp sge <16 x i64> %v142, zeroinitializer
  %v146 = icmp slt <16 x i64> %v142, %splat144
  %v147 = and <16 x i1> %v145, %v146
  %ins148 = insertelement <16 x i1> poison, i1 %v137, i64 0
  %splat149 = shufflevector <16 x i1> %ins148, <16 x i1> poison, <16 x i32> zeroinitializer
  %v150 = and <16 x i1> %splat149, %v147
  %v151 = mul i64 %i33, 2
  %v152 = add i64 %v151, %i84
  %v153 = sub i64 %v152, 1
  %v154 = icmp sge i64 %v153, 0
  %v155 = icmp slt i64 %v153, %size.H
  %v156 = and i1 %v154, %v155
  %v157 = mul i64 %i90, 2
  %ins158 = insertelement <16 x i64> poison, i64 %v157, i64 0
  %splat159 = shufflevector <16 x i64> %ins158, <16 x i64> poison, <16 x i32> zeroinitializer
  %v160 = add <16 x i64> %lane101, %splat159
  %v161 = sub <16 x i64> %v160, splat (i64 1)
  %ins162 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat163 = shufflevector <16 x i64> %ins162, <16 x i64> poison, <16 x i32> zeroinitializer
  %v164 = icmp sge <16 x i64> %v161, zeroinitializer
  %v165 = icmp slt <16 x i64> %v161, %splat163
  %v166 = and <16 x i1> %v164, %v165
  %ins167 = insertelement <16 x i1> poison, i1 %v156, i64 0
  %splat168 = shufflevector <16 x i1> %ins167, <16 x i1> poison, <16 x i32> zeroinitializer
  %v169 = and <16 x i1> %splat168, %v166
  %v170 = and <16 x i1> %v150, %v169
  %v171 = mul i64 %i33, 2
  %v172 = add i64 %v171, %i84
  %v173 = sub i64 %v172, 1
  %v174 = icmp sge i64 %v173, 0
  %v175 = icmp slt i64 %v173, %size.H
  %v176 = and i1 %v174, %v175
  %v177 = mul i64 %i90, 2
  %ins178 = insertelement <16 x i64> poison, i64 %v177, i64 0
  %splat179 = shufflevector <16 x i64> %ins178, <16 x i64> poison, <16 x i32> zeroinitializer
  %v180 = add <16 x i64> %lane101, %splat179
  %v181 = sub <16 x i64> %v180, splat (i64 1)
  %ins182 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat183 = shufflevector <16 x i64> %ins182, <16 x i64> poison, <16 x i32> zeroinitializer
  %v184 = icmp sge <16 x i64> %v181, zeroinitializer
  %v185 = icmp slt <16 x i64> %v181, %splat183
  %v186 = and <16 x i1> %v184, %v185
  %ins187 = insertelement <16 x i1> poison, i1 %v176, i64 0
  %splat188 = shufflevector <16 x i1> %ins187, <16 x i1> poison, <16 x i32> zeroinitializer
  %v189 = and <16 x i1> %splat188, %v186
  %v190 = and <16 x i1> %v170, %v189
  %v191 = and <16 x i1> %mask77, %v190
  %old192 = load <16 x float>, ptr %acc78
  %v193 = fcmp ogt <16 x float> %v131, %old192
  %v194 = select <16 x i1> %v193, <16 x float> %v131, <16 x float> %old192
  %v195 = fcmp uno <16 x float> %v131, %v131
  %v196 = and <16 x i1> %v195, %v191
  %v197 = load <16 x i1>, ptr %nan79
  %v198 = or <16 x i1> %v197, %v196
  store <16 x i1> %v198, ptr %nan79
  %v199 = select <16 x i1> %v191, <16 x float> %v194, <16 x float> %old192
  store <16 x float> %v199, ptr %acc78
  %v200 = add nsw i64 %i90, 1
  store i64 %v200, ptr %s.addr.86
  br label %cond87
exit89:
  %v201 = add nsw i64 %i84, 1
  store i64 %v201, ptr %r.addr.80
  br label %cond81
exit83:
  %red202 = load <16 x float>, ptr %acc78
  %v203 = load <16 x i1>, ptr %nan79
  %v204 = select <16 x i1> %v203, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red202
  %v205 = mul i64 %i7, %size.C
  %v206 = add i64 %v205, %i13
  %v207 = add i64 %size.H, 1
  %v208 = add i64 %v207, 1
  %v209 = sub i64 %v208, 2
  %v210 = sub i64 %v209, 1
  %v211 = sdiv i64 %v210, 2
  %v212 = srem i64 %v210, 2
  %v213 = icmp ne i64 %v212, 0
  %v214 = icmp slt i64 %v212, 0
  %v215 = icmp slt i64 2, 0
  %v216 = xor i1 %v214, %v215
  %v217 = and i1 %v213, %v216
  %v218 = zext i1 %v217 to i64
  %v219 = sub i64 %v211, %v218
  %v220 = add i64 %v219, 1
  %v221 = mul i64 %v206, %v220
  %v222 = add i64 %v221, %i33
  %v223 = add i64 %size.W, 1
  %v224 = sub i64 %v223, 2
  %v225 = sub i64 %v224, 1
  %v226 = add i64 %v225, 1
  %v227 = mul i64 %v222, %v226
  %v228 = add i64 %v227, %i40
  %p229 = getelementptr float, ptr %buf.m, i64 %v228
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v204, ptr align 4 %p229, <16 x i1> %mask77)
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc230
  store <16 x i1> zeroinitializer, ptr %nan231
  store i64 0, ptr %r.addr.232
  br label %cond233
cond233:
  %i236 = load i64, ptr %r.addr.232
  %v237 = icmp slt i64 %i236, 3
  br i1 %v237, label %body234, label %exit235
body234:
  store i64 0, ptr %s.addr.238
  br label %cond239
cond239:
  %i242 = load i64, ptr %s.addr.238
  %v243 = icmp slt i64 %i242, 2
  br i1 %v243, label %body240, label %exit241
body240:
  %v244 = mul i64 %i33, 2
  %v245 = add i64 %v244, %i236
  %v246 = sub i64 %v245, 1
  %v247 = icmp sge i64 %v246, 0
  %v248 = icmp slt i64 %v246, %size.H
  %v249 = and i1 %v247, %v248
  %ins250 = insertelement <16 x i64> poison, i64 %i40, i64 0
  %splat251 = shufflevector <16 x i64> %ins250, <16 x i64> poison, <16 x i32> zeroinitializer
  %step252 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane253 = add <16 x i64> %splat251, %step252
  %v254 = mul i64 %i242, 2
  %ins255 = insertelement <16 x i64> poison, i64 %v254, i64 0
  %splat256 = shufflevector <16 x i64> %ins255, <16 x i64> poison, <16 x i32> zeroinitializer
  %v257 = add <16 x i64> %lane253, %splat256
  %v258 = sub <16 x i64> %v257, splat (i64 1)
  %ins259 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat260 = shufflevector <16 x i64> %ins259, <16 x i64> poison, <16 x i32> zeroinitializer
  %v261 = icmp sge <16 x i64> %v258, zeroinitializer
  %v262 = icmp slt <16 x i64> %v258, %splat260
  %v263 = and <16 x i1> %v261, %v262
  %ins264 = insertelement <16 x i1> poison, i1 %v249, i64 0
  %splat265 = shufflevector <16 x i1> %ins264, <16 x i1> poison, <16 x i32> zeroinitializer
  %v266 = and <16 x i1> %splat265, %v263
  %v267 = and <16 x i1> %mask77, %v266
  %v268 = mul i64 %i7, %size.C
  %v269 = add i64 %v268, %i13
  %v270 = mul i64 %v269, %size.H
  %v271 = mul i64 %i33, 2
  %v272 = add i64 %v271, %i236
  %v273 = sub i64 %v272, 1
  %v274 = add i64 %v270, %v273
  %v275 = mul i64 %v274, %size.W
  %v276 = mul i64 %i242, 2
  %v277 = add i64 %i40, %v276
  %v278 = sub i64 %v277, 1
  %v279 = add i64 %v275, %v278
  %p280 = getelementptr float, ptr %buf.x, i64 %v279
  %ld281 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p280, <16 x i1> %v267, <16 x float> zeroinitializer)
  %v282 = mul i64 %i7, %size.C
  %v283 = add i64 %v282, %i13
  %v284 = add i64 %size.H, 1
  %v285 = add i64 %v284, 1
  %v286 = sub i64 %v285, 2
  %v287 = sub i64 %v286, 1
  %v288 = sdiv i64 %v287, 2
  %v289 = srem i64 %v287, 2
  %v290 = icmp ne i64 %v289, 0
  %v291 = icmp slt i64 %v289, 0
  %v292 = icmp slt i64 2, 0
  %v293 = xor i1 %v291, %v292
  %v294 = and i1 %v290, %v293
  %v295 = zext i1 %v294 to i64
  %v296 = sub i64 %v288, %v295
  %v297 = add i64 %v296, 1
  %v298 = mul i64 %v283, %v297
  %v299 = add i64 %v298, %i33
  %v300 = add i64 %size.W, 1
  %v301 = sub i64 %v300, 2
  %v302 = sub i64 %v301, 1
  %v303 = add i64 %v302, 1
  %v304 = mul i64 %v299, %v303
  %v305 = add i64 %v304, %i40
  %p306 = getelementptr float, ptr %buf.m, i64 %v305
  %ld307 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p306, <16 x i1> %mask77, <16 x float> zeroinitializer)
  %v308 = fcmp ole <16 x float> %ld281, %ld307
  %v309 = sitofp i64 %i236 to float
  %v310 = fmul contract float %v309, 0x4000000000000000
  %v311 = sitofp i64 %i242 to float
  %v312 = fadd contract float %v310, %v311
  %v313 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins314 = insertelement <16 x float> poison, float %v312, i64 0
  %splat315 = shufflevector <16 x float> %ins314, <16 x float> poison, <16 x i32> zeroinitializer
  %ins316 = insertelement <16 x float> poison, float %v313, i64 0
  %splat317 = shufflevector <16 x float> %ins316, <16 x float> poison, <16 x i32> zeroinitializer
  %v318 = select <16 x i1> %v308, <16 x float> %splat315, <16 x float> %splat317
  %v319 = mul i64 %i33, 2
  %v320 = add i64 %v319, %i236
  %v321 = sub i64 %v320, 1
  %v322 = icmp sge i64 %v321, 0
  %v323 = icmp slt i64 %v321, %size.H
  %v324 = and i1 %v322, %v323
  %v325 = mul i64 %i242, 2
  %ins326 = insertelement <16 x i64> poison, i64 %v325, i64 0
  %splat327 = shufflevector <16 x i64> %ins326, <16 x i64> poison, <16 x i32> zeroinitializer
  %v328 = add <16 x i64> %lane253, %splat327
  %v329 = sub <16 x i64> %v328, splat (i64 1)
  %ins330 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat331 = shufflevector <16 x i64> %ins330, <16 x i64> poison, <16 x i32> zeroinitializer
  %v332 = icmp sge <16 x i64> %v329, zeroinitializer
  %v333 = icmp slt <16 x i64> %v329, %splat331
  %v334 = and <16 x i1> %v332, %v333
  %ins335 = insertelement <16 x i1> poison, i1 %v324, i64 0
  %splat336 = shufflevector <16 x i1> %ins335, <16 x i1> poison, <16 x i32> zeroinitializer
  %v337 = and <16 x i1> %splat336, %v334
  %v338 = and <16 x i1> %mask77, %v337
  %old339 = load <16 x float>, ptr %acc230
  %v340 = fcmp olt <16 x float> %v318, %old339
  %v341 = select <16 x i1> %v340, <16 x float> %v318, <16 x float> %old339
  %v342 = fcmp uno <16 x float> %v318, %v318
  %v343 = and <16 x i1> %v342, %v338
  %v344 = load <16 x i1>, ptr %nan231
  %v345 = or <16 x i1> %v344, %v343
  store <16 x i1> %v345, ptr %nan231
  %v346 = select <16 x i1> %v338, <16 x float> %v341, <16 x float> %old339
  store <16 x float> %v346, ptr %acc230
  %v347 = add nsw i64 %i242, 1
  store i64 %v347, ptr %s.addr.238
  br label %cond239
exit241:
  %v348 = add nsw i64 %i236, 1
  store i64 %v348, ptr %r.addr.232
  br label %cond233
exit235:
  %red349 = load <16 x float>, ptr %acc230
  %v350 = load <16 x i1>, ptr %nan231
  %v351 = select <16 x i1> %v350, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red349
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc352
  store <16 x i1> zeroinitializer, ptr %nan353
  store i64 0, ptr %r.addr.354
  br label %cond355
cond355:
  %i358 = load i64, ptr %r.addr.354
  %v359 = icmp slt i64 %i358, 3
  br i1 %v359, label %body356, label %exit357
body356:
  store i64 0, ptr %s.addr.360
  br label %cond361
cond361:
  %i364 = load i64, ptr %s.addr.360
  %v365 = icmp slt i64 %i364, 2
  br i1 %v365, label %body362, label %exit363
body362:
  %v366 = mul i64 %i33, 2
  %v367 = add i64 %v366, %i358
  %v368 = sub i64 %v367, 1
  %v369 = icmp sge i64 %v368, 0
  %v370 = icmp slt i64 %v368, %size.H
  %v371 = and i1 %v369, %v370
  %ins372 = insertelement <16 x i64> poison, i64 %i40, i64 0
  %splat373 = shufflevector <16 x i64> %ins372, <16 x i64> poison, <16 x i32> zeroinitializer
  %step374 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane375 = add <16 x i64> %splat373, %step374
  %v376 = mul i64 %i364, 2
  %ins377 = insertelement <16 x i64> poison, i64 %v376, i64 0
  %splat378 = shufflevector <16 x i64> %ins377, <16 x i64> poison, <16 x i32> zeroinitializer
  %v379 = add <16 x i64> %lane375, %splat378
  %v380 = sub <16 x i64> %v379, splat (i64 1)
  %ins381 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat382 = shufflevector <16 x i64> %ins381, <16 x i64> poison, <16 x i32> zeroinitializer
  %v383 = icmp sge <16 x i64> %v380, zeroinitializer
  %v384 = icmp slt <16 x i64> %v380, %splat382
  %v385 = and <16 x i1> %v383, %v384
  %ins386 = insertelement <16 x i1> poison, i1 %v371, i64 0
  %splat387 = shufflevector <16 x i1> %ins386, <16 x i1> poison, <16 x i32> zeroinitializer
  %v388 = and <16 x i1> %splat387, %v385
  %v389 = and <16 x i1> %mask77, %v388
  %v390 = mul i64 %i7, %size.C
  %v391 = add i64 %v390, %i13
  %v392 = mul i64 %v391, %size.H
  %v393 = mul i64 %i33, 2
  %v394 = add i64 %v393, %i358
  %v395 = sub i64 %v394, 1
  %v396 = add i64 %v392, %v395
  %v397 = mul i64 %v396, %size.W
  %v398 = mul i64 %i364, 2
  %v399 = add i64 %i40, %v398
  %v400 = sub i64 %v399, 1
  %v401 = add i64 %v397, %v400
  %p402 = getelementptr float, ptr %buf.x, i64 %v401
  %ld403 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p402, <16 x i1> %v389, <16 x float> zeroinitializer)
  %v404 = mul i64 %i7, %size.C
  %v405 = add i64 %v404, %i13
  %v406 = add i64 %size.H, 1
  %v407 = add i64 %v406, 1
  %v408 = sub i64 %v407, 2
  %v409 = sub i64 %v408, 1
  %v410 = sdiv i64 %v409, 2
  %v411 = srem i64 %v409, 2
  %v412 = icmp ne i64 %v411, 0
  %v413 = icmp slt i64 %v411, 0
  %v414 = icmp slt i64 2, 0
  %v415 = xor i1 %v413, %v414
  %v416 = and i1 %v412, %v415
  %v417 = zext i1 %v416 to i64
  %v418 = sub i64 %v410, %v417
  %v419 = add i64 %v418, 1
  %v420 = mul i64 %v405, %v419
  %v421 = add i64 %v420, %i33
  %v422 = add i64 %size.W, 1
  %v423 = sub i64 %v422, 2
  %v424 = sub i64 %v423, 1
  %v425 = add i64 %v424, 1
  %v426 = mul i64 %v421, %v425
  %v427 = add i64 %v426, %i40
  %p428 = getelementptr float, ptr %buf.m, i64 %v427
  %ld429 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p428, <16 x i1> %mask77, <16 x float> zeroinitializer)
  %v430 = fcmp ole <16 x float> %ld403, %ld429
  %v431 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %v432 = sitofp i64 %i358 to float
  %v433 = fmul contract float %v432, 0x4000000000000000
  %v434 = sitofp i64 %i364 to float
  %v435 = fadd contract float %v433, %v434
  %ins436 = insertelement <16 x float> poison, float %v431, i64 0
  %splat437 = shufflevector <16 x float> %ins436, <16 x float> poison, <16 x i32> zeroinitializer
  %ins438 = insertelement <16 x float> poison, float %v435, i64 0
  %splat439 = shufflevector <16 x float> %ins438, <16 x float> poison, <16 x i32> zeroinitializer
  %v440 = select <16 x i1> %v430, <16 x float> %splat437, <16 x float> %splat439
  %v441 = mul i64 %i33, 2
  %v442 = add i64 %v441, %i358
  %v443 = sub i64 %v442, 1
  %v444 = icmp sge i64 %v443, 0
  %v445 = icmp slt i64 %v443, %size.H
  %v446 = and i1 %v444, %v445
  %v447 = mul i64 %i364, 2
  %ins448 = insertelement <16 x i64> poison, i64 %v447, i64 0
  %splat449 = shufflevector <16 x i64> %ins448, <16 x i64> poison, <16 x i32> zeroinitializer
  %v450 = add <16 x i64> %lane375, %splat449
  %v451 = sub <16 x i64> %v450, splat (i64 1)
  %ins452 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat453 = shufflevector <16 x i64> %ins452, <16 x i64> poison, <16 x i32> zeroinitializer
  %v454 = icmp sge <16 x i64> %v451, zeroinitializer
  %v455 = icmp slt <16 x i64> %v451, %splat453
  %v456 = and <16 x i1> %v454, %v455
  %ins457 = insertelement <16 x i1> poison, i1 %v446, i64 0
  %splat458 = shufflevector <16 x i1> %ins457, <16 x i1> poison, <16 x i32> zeroinitializer
  %v459 = and <16 x i1> %splat458, %v456
  %v460 = and <16 x i1> %mask77, %v459
  %old461 = load <16 x float>, ptr %acc352
  %v462 = fcmp olt <16 x float> %v440, %old461
  %v463 = select <16 x i1> %v462, <16 x float> %v440, <16 x float> %old461
  %v464 = fcmp uno <16 x float> %v440, %v440
  %v465 = and <16 x i1> %v464, %v460
  %v466 = load <16 x i1>, ptr %nan353
  %v467 = or <16 x i1> %v466, %v465
  store <16 x i1> %v467, ptr %nan353
  %v468 = select <16 x i1> %v460, <16 x float> %v463, <16 x float> %old461
  store <16 x float> %v468, ptr %acc352
  %v469 = add nsw i64 %i364, 1
  store i64 %v469, ptr %s.addr.360
  br label %cond361
exit363:
  %v470 = add nsw i64 %i358, 1
  store i64 %v470, ptr %r.addr.354
  br label %cond355
exit357:
  %red471 = load <16 x float>, ptr %acc352
  %v472 = load <16 x i1>, ptr %nan353
  %v473 = select <16 x i1> %v472, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red471
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc474
  store <16 x i1> zeroinitializer, ptr %nan475
  store i64 0, ptr %r.addr.476
  br label %cond477
cond477:
  %i480 = load i64, ptr %r.addr.476
  %v481 = icmp slt i64 %i480, 3
  br i1 %v481, label %body478, label %exit479
body478:
  store i64 0, ptr %s.addr.482
  br label %cond483
cond483:
  %i486 = load i64, ptr %s.addr.482
  %v487 = icmp slt i64 %i486, 2
  br i1 %v487, label %body484, label %exit485
body484:
  %v488 = mul i64 %i33, 2
  %v489 = add i64 %v488, %i480
  %v490 = sub i64 %v489, 1
  %v491 = icmp sge i64 %v490, 0
  %v492 = icmp slt i64 %v490, %size.H
  %v493 = and i1 %v491, %v492
  %ins494 = insertelement <16 x i64> poison, i64 %i40, i64 0
  %splat495 = shufflevector <16 x i64> %ins494, <16 x i64> poison, <16 x i32> zeroinitializer
  %step496 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane497 = add <16 x i64> %splat495, %step496
  %v498 = mul i64 %i486, 2
  %ins499 = insertelement <16 x i64> poison, i64 %v498, i64 0
  %splat500 = shufflevector <16 x i64> %ins499, <16 x i64> poison, <16 x i32> zeroinitializer
  %v501 = add <16 x i64> %lane497, %splat500
  %v502 = sub <16 x i64> %v501, splat (i64 1)
  %ins503 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat504 = shufflevector <16 x i64> %ins503, <16 x i64> poison, <16 x i32> zeroinitializer
  %v505 = icmp sge <16 x i64> %v502, zeroinitializer
  %v506 = icmp slt <16 x i64> %v502, %splat504
  %v507 = and <16 x i1> %v505, %v506
  %ins508 = insertelement <16 x i1> poison, i1 %v493, i64 0
  %splat509 = shufflevector <16 x i1> %ins508, <16 x i1> poison, <16 x i32> zeroinitializer
  %v510 = and <16 x i1> %splat509, %v507
  %v511 = and <16 x i1> %mask77, %v510
  %v512 = mul i64 %i7, %size.C
  %v513 = add i64 %v512, %i13
  %v514 = mul i64 %v513, %size.H
  %v515 = mul i64 %i33, 2
  %v516 = add i64 %v515, %i480
  %v517 = sub i64 %v516, 1
  %v518 = add i64 %v514, %v517
  %v519 = mul i64 %v518, %size.W
  %v520 = mul i64 %i486, 2
  %v521 = add i64 %i40, %v520
  %v522 = sub i64 %v521, 1
  %v523 = add i64 %v519, %v522
  %p524 = getelementptr float, ptr %buf.x, i64 %v523
  %ld525 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p524, <16 x i1> %v511, <16 x float> zeroinitializer)
  %v526 = mul i64 %i7, %size.C
  %v527 = add i64 %v526, %i13
  %v528 = add i64 %size.H, 1
  %v529 = add i64 %v528, 1
  %v530 = sub i64 %v529, 2
  %v531 = sub i64 %v530, 1
  %v532 = sdiv i64 %v531, 2
  %v533 = srem i64 %v531, 2
  %v534 = icmp ne i64 %v533, 0
  %v535 = icmp slt i64 %v533, 0
  %v536 = icmp slt i64 2, 0
  %v537 = xor i1 %v535, %v536
  %v538 = and i1 %v534, %v537
  %v539 = zext i1 %v538 to i64
  %v540 = sub i64 %v532, %v539
  %v541 = add i64 %v540, 1
  %v542 = mul i64 %v527, %v541
  %v543 = add i64 %v542, %i33
  %v544 = add i64 %size.W, 1
  %v545 = sub i64 %v544, 2
  %v546 = sub i64 %v545, 1
  %v547 = add i64 %v546, 1
  %v548 = mul i64 %v543, %v547
  %v549 = add i64 %v548, %i40
  %p550 = getelementptr float, ptr %buf.m, i64 %v549
  %ld551 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p550, <16 x i1> %mask77, <16 x float> zeroinitializer)
  %v552 = fcmp oeq <16 x float> %ld525, %ld551
  %v553 = sitofp i64 %i480 to float
  %v554 = fmul contract float %v553, 0x4000000000000000
  %v555 = sitofp i64 %i486 to float
  %v556 = fadd contract float %v554, %v555
  %v557 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins558 = insertelement <16 x float> poison, float %v556, i64 0
  %splat559 = shufflevector <16 x float> %ins558, <16 x float> poison, <16 x i32> zeroinitializer
  %ins560 = insertelement <16 x float> poison, float %v557, i64 0
  %splat561 = shufflevector <16 x float> %ins560, <16 x float> poison, <16 x i32> zeroinitializer
  %v562 = select <16 x i1> %v552, <16 x float> %splat559, <16 x float> %splat561
  %v563 = mul i64 %i33, 2
  %v564 = add i64 %v563, %i480
  %v565 = sub i64 %v564, 1
  %v566 = icmp sge i64 %v565, 0
  %v567 = icmp slt i64 %v565, %size.H
  %v568 = and i1 %v566, %v567
  %v569 = mul i64 %i486, 2
  %ins570 = insertelement <16 x i64> poison, i64 %v569, i64 0
  %splat571 = shufflevector <16 x i64> %ins570, <16 x i64> poison, <16 x i32> zeroinitializer
  %v572 = add <16 x i64> %lane497, %splat571
  %v573 = sub <16 x i64> %v572, splat (i64 1)
  %ins574 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat575 = shufflevector <16 x i64> %ins574, <16 x i64> poison, <16 x i32> zeroinitializer
  %v576 = icmp sge <16 x i64> %v573, zeroinitializer
  %v577 = icmp slt <16 x i64> %v573, %splat575
  %v578 = and <16 x i1> %v576, %v577
  %ins579 = insertelement <16 x i1> poison, i1 %v568, i64 0
  %splat580 = shufflevector <16 x i1> %ins579, <16 x i1> poison, <16 x i32> zeroinitializer
  %v581 = and <16 x i1> %splat580, %v578
  %v582 = and <16 x i1> %mask77, %v581
  %old583 = load <16 x float>, ptr %acc474
  %v584 = fcmp olt <16 x float> %v562, %old583
  %v585 = select <16 x i1> %v584, <16 x float> %v562, <16 x float> %old583
  %v586 = fcmp uno <16 x float> %v562, %v562
  %v587 = and <16 x i1> %v586, %v582
  %v588 = load <16 x i1>, ptr %nan475
  %v589 = or <16 x i1> %v588, %v587
  store <16 x i1> %v589, ptr %nan475
  %v590 = select <16 x i1> %v582, <16 x float> %v585, <16 x float> %old583
  store <16 x float> %v590, ptr %acc474
  %v591 = add nsw i64 %i486, 1
  store i64 %v591, ptr %s.addr.482
  br label %cond483
exit485:
  %v592 = add nsw i64 %i480, 1
  store i64 %v592, ptr %r.addr.476
  br label %cond477
exit479:
  %red593 = load <16 x float>, ptr %acc474
  %v594 = load <16 x i1>, ptr %nan475
  %v595 = select <16 x i1> %v594, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red593
  %v596 = fcmp olt <16 x float> %v473, %v351
  %v597 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins598 = insertelement <16 x float> poison, float %v597, i64 0
  %splat599 = shufflevector <16 x float> %ins598, <16 x float> poison, <16 x i32> zeroinitializer
  %v600 = fcmp olt <16 x float> %v595, %splat599
  %v601 = select <16 x i1> %v600, <16 x float> %v595, <16 x float> %v351
  %v602 = select <16 x i1> %v596, <16 x float> %v473, <16 x float> %v601
  %v603 = mul i64 %i7, %size.C
  %v604 = add i64 %v603, %i13
  %v605 = add i64 %size.H, 1
  %v606 = add i64 %v605, 1
  %v607 = sub i64 %v606, 2
  %v608 = sub i64 %v607, 1
  %v609 = sdiv i64 %v608, 2
  %v610 = srem i64 %v608, 2
  %v611 = icmp ne i64 %v610, 0
  %v612 = icmp slt i64 %v610, 0
  %v613 = icmp slt i64 2, 0
  %v614 = xor i1 %v612, %v613
  %v615 = and i1 %v611, %v614
  %v616 = zext i1 %v615 to i64
  %v617 = sub i64 %v609, %v616
  %v618 = add i64 %v617, 1
  %v619 = mul i64 %v604, %v618
  %v620 = add i64 %v619, %i33
  %v621 = add i64 %size.W, 1
  %v622 = sub i64 %v621, 2
  %v623 = sub i64 %v622, 1
  %v624 = add i64 %v623, 1
  %v625 = mul i64 %v620, %v624
  %v626 = add i64 %v625, %i40
  %p627 = getelementptr float, ptr %buf.k, i64 %v626
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v602, ptr align 4 %p627, <16 x i1> %mask77)
  store i64 %v76, ptr %q.addr.39
  br label %aligned75
aligned75:
  %v672 = and i1 %v71, %v671
  br i1 %v672, label %stream673, label %cached674
stream673:
  %v676 = sub i64 %v38, 16
  br label %cond677
cond677:
  %i680 = load i64, ptr %q.addr.39
  %v681 = icmp sle i64 %i680, %v676
  br i1 %v681, label %body678, label %exit679
body678:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc682
  store <16 x i1> zeroinitializer, ptr %nan683
  store i64 0, ptr %r.addr.684
  br label %cond685
cond685:
  %i688 = load i64, ptr %r.addr.684
  %v689 = icmp slt i64 %i688, 3
  br i1 %v689, label %body686, label %exit687
body686:
  store i64 0, ptr %s.addr.690
  br label %cond691
cond691:
  %i694 = load i64, ptr %s.addr.690
  %v695 = icmp slt i64 %i694, 2
  br i1 %v695, label %body692, label %exit693
body692:
  %v696 = mul i64 %i33, 2
  %v697 = add i64 %v696, %i688
  %v698 = sub i64 %v697, 1
  %v699 = icmp sge i64 %v698, 0
  %v700 = icmp slt i64 %v698, %size.H
  %v701 = and i1 %v699, %v700
  %ins702 = insertelement <16 x i64> poison, i64 %i680, i64 0
  %splat703 = shufflevector <16 x i64> %ins702, <16 x i64> poison, <16 x i32> zeroinitializer
  %step704 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane705 = add <16 x i64> %splat703, %step704
  %v706 = mul i64 %i694, 2
  %ins707 = insertelement <16 x i64> poison, i64 %v706, i64 0
  %splat708 = shufflevector <16 x i64> %ins707, <16 x i64> poison, <16 x i32> zeroinitializer
  %v709 = add <16 x i64> %lane705, %splat708
  %v710 = sub <16 x i64> %v709, splat (i64 1)
  %ins711 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat712 = shufflevector <16 x i64> %ins711, <16 x i64> poison, <16 x i32> zeroinitializer
  %v713 = icmp sge <16 x i64> %v710, zeroinitializer
  %v714 = icmp slt <16 x i64> %v710, %splat712
  %v715 = and <16 x i1> %v713, %v714
  %ins716 = insertelement <16 x i1> poison, i1 %v701, i64 0
  %splat717 = shufflevector <16 x i1> %ins716, <16 x i1> poison, <16 x i32> zeroinitializer
  %v718 = and <16 x i1> %splat717, %v715
  %v719 = mul i64 %i7, %size.C
  %v720 = add i64 %v719, %i13
  %v721 = mul i64 %v720, %size.H
  %v722 = mul i64 %i33, 2
  %v723 = add i64 %v722, %i688
  %v724 = sub i64 %v723, 1
  %v725 = add i64 %v721, %v724
  %v726 = mul i64 %v725, %size.W
  %v727 = mul i64 %i694, 2
  %v728 = add i64 %i680, %v727
  %v729 = sub i64 %v728, 1
  %v730 = add i64 %v726, %v729
  %p731 = getelementptr float, ptr %buf.x, i64 %v730
  %ld732 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p731, <16 x i1> %v718, <16 x float> zeroinitializer)
  %v733 = fcmp oeq <16 x float> %ld732, %ld732
  %v734 = select <16 x i1> %v733, <16 x float> %ld732, <16 x float> splat (float 0xC7EFFFFFE0000000)
  %v735 = mul i64 %i33, 2
  %v736 = add i64 %v735, %i688
  %v737 = sub i64 %v736, 1
  %v738 = icmp sge i64 %v737, 0
  %v739 = icmp slt i64 %v737, %size.H
  %v740 = and i1 %v738, %v739
  %v741 = mul i64 %i694, 2
  %ins742 = insertelement <16 x i64> poison, i64 %v741, i64 0
  %splat743 = shufflevector <16 x i64> %ins742, <16 x i64> poison, <16 x i32> zeroinitializer
  %v744 = add <16 x i64> %lane705, %splat743
  %v745 = sub <16 x i64> %v744, splat (i64 1)
  %ins746 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat747 = shufflevector <16 x i64> %ins746, <16 x i64> poison, <16 x i32> zeroinitializer
  %v748 = icmp sge <16 x i64> %v745, zeroinitializer
  %v749 = icmp slt <16 x i64> %v745, %splat747
  %v750 = and <16 x i1> %v748, %v749
  %ins751 = insertelement <16 x i1> poison, i1 %v740, i64 0
  %splat752 = shufflevector <16 x i1> %ins751, <16 x i1> poison, <16 x i32> zeroinitializer
  %v753 = and <16 x i1> %splat752, %v750
  %v754 = mul i64 %i33, 2
  %v755 = add i64 %v754, %i688
  %v756 = sub i64 %v755, 1
  %v757 = icmp sge i64 %v756, 0
  %v758 = icmp slt i64 %v756, %size.H
  %v759 = and i1 %v757, %v758
  %v760 = mul i64 %i694, 2
  %ins761 = insertelement <16 x i64> poison, i64 %v760, i64 0
  %splat762 = shufflevector <16 x i64> %ins761, <16 x i64> poison, <16 x i32> zeroinitializer
  %v763 = add <16 x i64> %lane705, %splat762
  %v764 = sub <16 x i64> %v763, splat (i64 1)
  %ins765 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat766 = shufflevector <16 x i64> %ins765, <16 x i64> poison, <16 x i32> zeroinitializer
  %v767 = icmp sge <16 x i64> %v764, zeroinitializer
  %v768 = icmp slt <16 x i64> %v764, %splat766
  %v769 = and <16 x i1> %v767, %v768
  %ins770 = insertelement <16 x i1> poison, i1 %v759, i64 0
  %splat771 = shufflevector <16 x i1> %ins770, <16 x i1> poison, <16 x i32> zeroinitializer
  %v772 = and <16 x i1> %splat771, %v769
  %v773 = and <16 x i1> %v753, %v772
  %v774 = mul i64 %i33, 2
  %v775 = add i64 %v774, %i688
  %v776 = sub i64 %v775, 1
  %v777 = icmp sge i64 %v776, 0
  %v778 = icmp slt i64 %v776, %size.H
  %v779 = and i1 %v777, %v778
  %v780 = mul i64 %i694, 2
  %ins781 = insertelement <16 x i64> poison, i64 %v780, i64 0
  %splat782 = shufflevector <16 x i64> %ins781, <16 x i64> poison, <16 x i32> zeroinitializer
  %v783 = add <16 x i64> %lane705, %splat782
  %v784 = sub <16 x i64> %v783, splat (i64 1)
  %ins785 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat786 = shufflevector <16 x i64> %ins785, <16 x i64> poison, <16 x i32> zeroinitializer
  %v787 = icmp sge <16 x i64> %v784, zeroinitializer
  %v788 = icmp slt <16 x i64> %v784, %splat786
  %v789 = and <16 x i1> %v787, %v788
  %ins790 = insertelement <16 x i1> poison, i1 %v779, i64 0
  %splat791 = shufflevector <16 x i1> %ins790, <16 x i1> poison, <16 x i32> zeroinitializer
  %v792 = and <16 x i1> %splat791, %v789
  %v793 = and <16 x i1> %v773, %v792
  %old794 = load <16 x float>, ptr %acc682
  %v795 = fcmp ogt <16 x float> %v734, %old794
  %v796 = select <16 x i1> %v795, <16 x float> %v734, <16 x float> %old794
  %v797 = fcmp uno <16 x float> %v734, %v734
  %v798 = and <16 x i1> %v797, %v793
  %v799 = load <16 x i1>, ptr %nan683
  %v800 = or <16 x i1> %v799, %v798
  store <16 x i1> %v800, ptr %nan683
  %v801 = select <16 x i1> %v793, <16 x float> %v796, <16 x float> %old794
  store <16 x float> %v801, ptr %acc682
  %v802 = add nsw i64 %i694, 1
  store i64 %v802, ptr %s.addr.690
  br label %cond691
exit693:
  %v803 = add nsw i64 %i688, 1
  store i64 %v803, ptr %r.addr.684
  br label %cond685
exit687:
  %red804 = load <16 x float>, ptr %acc682
  %v805 = load <16 x i1>, ptr %nan683
  %v806 = select <16 x i1> %v805, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red804
  %v807 = mul i64 %i7, %size.C
  %v808 = add i64 %v807, %i13
  %v809 = add i64 %size.H, 1
  %v810 = add i64 %v809, 1
  %v811 = sub i64 %v810, 2
  %v812 = sub i64 %v811, 1
  %v813 = sdiv i64 %v812, 2
  %v814 = srem i64 %v812, 2
  %v815 = icmp ne i64 %v814, 0
  %v816 = icmp slt i64 %v814, 0
  %v817 = icmp slt i64 2, 0
  %v818 = xor i1 %v816, %v817
  %v819 = and i1 %v815, %v818
  %v820 = zext i1 %v819 to i64
  %v821 = sub i64 %v813, %v820
  %v822 = add i64 %v821, 1
  %v823 = mul i64 %v808, %v822
  %v824 = add i64 %v823, %i33
  %v825 = add i64 %size.W, 1
  %v826 = sub i64 %v825, 2
  %v827 = sub i64 %v826, 1
  %v828 = add i64 %v827, 1
  %v829 = mul i64 %v824, %v828
  %v830 = add i64 %v829, %i680
  %p831 = getelementptr float, ptr %buf.m, i64 %v830
  store <16 x float> %v806, ptr %p831, align 64, !nontemporal !{i32 1}
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc832
  store <16 x i1> zeroinitializer, ptr %nan833
  store i64 0, ptr %r.addr.834
  br label %cond835
cond835:
  %i838 = load i64, ptr %r.addr.834
  %v839 = icmp slt i64 %i838, 3
  br i1 %v839, label %body836, label %exit837
body836:
  store i64 0, ptr %s.addr.840
  br label %cond841
cond841:
  %i844 = load i64, ptr %s.addr.840
  %v845 = icmp slt i64 %i844, 2
  br i1 %v845, label %body842, label %exit843
body842:
  %v846 = mul i64 %i33, 2
  %v847 = add i64 %v846, %i838
  %v848 = sub i64 %v847, 1
  %v849 = icmp sge i64 %v848, 0
  %v850 = icmp slt i64 %v848, %size.H
  %v851 = and i1 %v849, %v850
  %ins852 = insertelement <16 x i64> poison, i64 %i680, i64 0
  %splat853 = shufflevector <16 x i64> %ins852, <16 x i64> poison, <16 x i32> zeroinitializer
  %step854 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane855 = add <16 x i64> %splat853, %step854
  %v856 = mul i64 %i844, 2
  %ins857 = insertelement <16 x i64> poison, i64 %v856, i64 0
  %splat858 = shufflevector <16 x i64> %ins857, <16 x i64> poison, <16 x i32> zeroinitializer
  %v859 = add <16 x i64> %lane855, %splat858
  %v860 = sub <16 x i64> %v859, splat (i64 1)
  %ins861 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat862 = shufflevector <16 x i64> %ins861, <16 x i64> poison, <16 x i32> zeroinitializer
  %v863 = icmp sge <16 x i64> %v860, zeroinitializer
  %v864 = icmp slt <16 x i64> %v860, %splat862
  %v865 = and <16 x i1> %v863, %v864
  %ins866 = insertelement <16 x i1> poison, i1 %v851, i64 0
  %splat867 = shufflevector <16 x i1> %ins866, <16 x i1> poison, <16 x i32> zeroinitializer
  %v868 = and <16 x i1> %splat867, %v865
  %v869 = mul i64 %i7, %size.C
  %v870 = add i64 %v869, %i13
  %v871 = mul i64 %v870, %size.H
  %v872 = mul i64 %i33, 2
  %v873 = add i64 %v872, %i838
  %v874 = sub i64 %v873, 1
  %v875 = add i64 %v871, %v874
  %v876 = mul i64 %v875, %size.W
  %v877 = mul i64 %i844, 2
  %v878 = add i64 %i680, %v877
  %v879 = sub i64 %v878, 1
  %v880 = add i64 %v876, %v879
  %p881 = getelementptr float, ptr %buf.x, i64 %v880
  %ld882 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p881, <16 x i1> %v868, <16 x float> zeroinitializer)
  %v883 = mul i64 %i7, %size.C
  %v884 = add i64 %v883, %i13
  %v885 = add i64 %size.H, 1
  %v886 = add i64 %v885, 1
  %v887 = sub i64 %v886, 2
  %v888 = sub i64 %v887, 1
  %v889 = sdiv i64 %v888, 2
  %v890 = srem i64 %v888, 2
  %v891 = icmp ne i64 %v890, 0
  %v892 = icmp slt i64 %v890, 0
  %v893 = icmp slt i64 2, 0
  %v894 = xor i1 %v892, %v893
  %v895 = and i1 %v891, %v894
  %v896 = zext i1 %v895 to i64
  %v897 = sub i64 %v889, %v896
  %v898 = add i64 %v897, 1
  %v899 = mul i64 %v884, %v898
  %v900 = add i64 %v899, %i33
  %v901 = add i64 %size.W, 1
  %v902 = sub i64 %v901, 2
  %v903 = sub i64 %v902, 1
  %v904 = add i64 %v903, 1
  %v905 = mul i64 %v900, %v904
  %v906 = add i64 %v905, %i680
  %p907 = getelementptr float, ptr %buf.m, i64 %v906
  %ld908 = load <16 x float>, ptr %p907, align 4
  %v909 = fcmp ole <16 x float> %ld882, %ld908
  %v910 = sitofp i64 %i838 to float
  %v911 = fmul contract float %v910, 0x4000000000000000
  %v912 = sitofp i64 %i844 to float
  %v913 = fadd contract float %v911, %v912
  %v914 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins915 = insertelement <16 x float> poison, float %v913, i64 0
  %splat916 = shufflevector <16 x float> %ins915, <16 x float> poison, <16 x i32> zeroinitializer
  %ins917 = insertelement <16 x float> poison, float %v914, i64 0
  %splat918 = shufflevector <16 x float> %ins917, <16 x float> poison, <16 x i32> zeroinitializer
  %v919 = select <16 x i1> %v909, <16 x float> %splat916, <16 x float> %splat918
  %v920 = mul i64 %i33, 2
  %v921 = add i64 %v920, %i838
  %v922 = sub i64 %v921, 1
  %v923 = icmp sge i64 %v922, 0
  %v924 = icmp slt i64 %v922, %size.H
  %v925 = and i1 %v923, %v924
  %v926 = mul i64 %i844, 2
  %ins927 = insertelement <16 x i64> poison, i64 %v926, i64 0
  %splat928 = shufflevector <16 x i64> %ins927, <16 x i64> poison, <16 x i32> zeroinitializer
  %v929 = add <16 x i64> %lane855, %splat928
  %v930 = sub <16 x i64> %v929, splat (i64 1)
  %ins931 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat932 = shufflevector <16 x i64> %ins931, <16 x i64> poison, <16 x i32> zeroinitializer
  %v933 = icmp sge <16 x i64> %v930, zeroinitializer
  %v934 = icmp slt <16 x i64> %v930, %splat932
  %v935 = and <16 x i1> %v933, %v934
  %ins936 = insertelement <16 x i1> poison, i1 %v925, i64 0
  %splat937 = shufflevector <16 x i1> %ins936, <16 x i1> poison, <16 x i32> zeroinitializer
  %v938 = and <16 x i1> %splat937, %v935
  %old939 = load <16 x float>, ptr %acc832
  %v940 = fcmp olt <16 x float> %v919, %old939
  %v941 = select <16 x i1> %v940, <16 x float> %v919, <16 x float> %old939
  %v942 = fcmp uno <16 x float> %v919, %v919
  %v943 = and <16 x i1> %v942, %v938
  %v944 = load <16 x i1>, ptr %nan833
  %v945 = or <16 x i1> %v944, %v943
  store <16 x i1> %v945, ptr %nan833
  %v946 = select <16 x i1> %v938, <16 x float> %v941, <16 x float> %old939
  store <16 x float> %v946, ptr %acc832
  %v947 = add nsw i64 %i844, 1
  store i64 %v947, ptr %s.addr.840
  br label %cond841
exit843:
  %v948 = add nsw i64 %i838, 1
  store i64 %v948, ptr %r.addr.834
  br label %cond835
exit837:
  %red949 = load <16 x float>, ptr %acc832
  %v950 = load <16 x i1>, ptr %nan833
  %v951 = select <16 x i1> %v950, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red949
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc952
  store <16 x i1> zeroinitializer, ptr %nan953
  store i64 0, ptr %r.addr.954
  br label %cond955
cond955:
  %i958 = load i64, ptr %r.addr.954
  %v959 = icmp slt i64 %i958, 3
  br i1 %v959, label %body956, label %exit957
body956:
  store i64 0, ptr %s.addr.960
  br label %cond961
cond961:
  %i964 = load i64, ptr %s.addr.960
  %v965 = icmp slt i64 %i964, 2
  br i1 %v965, label %body962, label %exit963
body962:
  %v966 = mul i64 %i33, 2
  %v967 = add i64 %v966, %i958
  %v968 = sub i64 %v967, 1
  %v969 = icmp sge i64 %v968, 0
  %v970 = icmp slt i64 %v968, %size.H
  %v971 = and i1 %v969, %v970
  %ins972 = insertelement <16 x i64> poison, i64 %i680, i64 0
  %splat973 = shufflevector <16 x i64> %ins972, <16 x i64> poison, <16 x i32> zeroinitializer
  %step974 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane975 = add <16 x i64> %splat973, %step974
  %v976 = mul i64 %i964, 2
  %ins977 = insertelement <16 x i64> poison, i64 %v976, i64 0
  %splat978 = shufflevector <16 x i64> %ins977, <16 x i64> poison, <16 x i32> zeroinitializer
  %v979 = add <16 x i64> %lane975, %splat978
  %v980 = sub <16 x i64> %v979, splat (i64 1)
  %ins981 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat982 = shufflevector <16 x i64> %ins981, <16 x i64> poison, <16 x i32> zeroinitializer
  %v983 = icmp sge <16 x i64> %v980, zeroinitializer
  %v984 = icmp slt <16 x i64> %v980, %splat982
  %v985 = and <16 x i1> %v983, %v984
  %ins986 = insertelement <16 x i1> poison, i1 %v971, i64 0
  %splat987 = shufflevector <16 x i1> %ins986, <16 x i1> poison, <16 x i32> zeroinitializer
  %v988 = and <16 x i1> %splat987, %v985
  %v989 = mul i64 %i7, %size.C
  %v990 = add i64 %v989, %i13
  %v991 = mul i64 %v990, %size.H
  %v992 = mul i64 %i33, 2
  %v993 = add i64 %v992, %i958
  %v994 = sub i64 %v993, 1
  %v995 = add i64 %v991, %v994
  %v996 = mul i64 %v995, %size.W
  %v997 = mul i64 %i964, 2
  %v998 = add i64 %i680, %v997
  %v999 = sub i64 %v998, 1
  %v1000 = add i64 %v996, %v999
  %p1001 = getelementptr float, ptr %buf.x, i64 %v1000
  %ld1002 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1001, <16 x i1> %v988, <16 x float> zeroinitializer)
  %v1003 = mul i64 %i7, %size.C
  %v1004 = add i64 %v1003, %i13
  %v1005 = add i64 %size.H, 1
  %v1006 = add i64 %v1005, 1
  %v1007 = sub i64 %v1006, 2
  %v1008 = sub i64 %v1007, 1
  %v1009 = sdiv i64 %v1008, 2
  %v1010 = srem i64 %v1008, 2
  %v1011 = icmp ne i64 %v1010, 0
  %v1012 = icmp slt i64 %v1010, 0
  %v1013 = icmp slt i64 2, 0
  %v1014 = xor i1 %v1012, %v1013
  %v1015 = and i1 %v1011, %v1014
  %v1016 = zext i1 %v1015 to i64
  %v1017 = sub i64 %v1009, %v1016
  %v1018 = add i64 %v1017, 1
  %v1019 = mul i64 %v1004, %v1018
  %v1020 = add i64 %v1019, %i33
  %v1021 = add i64 %size.W, 1
  %v1022 = sub i64 %v1021, 2
  %v1023 = sub i64 %v1022, 1
  %v1024 = add i64 %v1023, 1
  %v1025 = mul i64 %v1020, %v1024
  %v1026 = add i64 %v1025, %i680
  %p1027 = getelementptr float, ptr %buf.m, i64 %v1026
  %ld1028 = load <16 x float>, ptr %p1027, align 4
  %v1029 = fcmp ole <16 x float> %ld1002, %ld1028
  %v1030 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %v1031 = sitofp i64 %i958 to float
  %v1032 = fmul contract float %v1031, 0x4000000000000000
  %v1033 = sitofp i64 %i964 to float
  %v1034 = fadd contract float %v1032, %v1033
  %ins1035 = insertelement <16 x float> poison, float %v1030, i64 0
  %splat1036 = shufflevector <16 x float> %ins1035, <16 x float> poison, <16 x i32> zeroinitializer
  %ins1037 = insertelement <16 x float> poison, float %v1034, i64 0
  %splat1038 = shufflevector <16 x float> %ins1037, <16 x float> poison, <16 x i32> zeroinitializer
  %v1039 = select <16 x i1> %v1029, <16 x float> %splat1036, <16 x float> %splat1038
  %v1040 = mul i64 %i33, 2
  %v1041 = add i64 %v1040, %i958
  %v1042 = sub i64 %v1041, 1
  %v1043 = icmp sge i64 %v1042, 0
  %v1044 = icmp slt i64 %v1042, %size.H
  %v1045 = and i1 %v1043, %v1044
  %v1046 = mul i64 %i964, 2
  %ins1047 = insertelement <16 x i64> poison, i64 %v1046, i64 0
  %splat1048 = shufflevector <16 x i64> %ins1047, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1049 = add <16 x i64> %lane975, %splat1048
  %v1050 = sub <16 x i64> %v1049, splat (i64 1)
  %ins1051 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1052 = shufflevector <16 x i64> %ins1051, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1053 = icmp sge <16 x i64> %v1050, zeroinitializer
  %v1054 = icmp slt <16 x i64> %v1050, %splat1052
  %v1055 = and <16 x i1> %v1053, %v1054
  %ins1056 = insertelement <16 x i1> poison, i1 %v1045, i64 0
  %splat1057 = shufflevector <16 x i1> %ins1056, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1058 = and <16 x i1> %splat1057, %v1055
  %old1059 = load <16 x float>, ptr %acc952
  %v1060 = fcmp olt <16 x float> %v1039, %old1059
  %v1061 = select <16 x i1> %v1060, <16 x float> %v1039, <16 x float> %old1059
  %v1062 = fcmp uno <16 x float> %v1039, %v1039
  %v1063 = and <16 x i1> %v1062, %v1058
  %v1064 = load <16 x i1>, ptr %nan953
  %v1065 = or <16 x i1> %v1064, %v1063
  store <16 x i1> %v1065, ptr %nan953
  %v1066 = select <16 x i1> %v1058, <16 x float> %v1061, <16 x float> %old1059
  store <16 x float> %v1066, ptr %acc952
  %v1067 = add nsw i64 %i964, 1
  store i64 %v1067, ptr %s.addr.960
  br label %cond961
exit963:
  %v1068 = add nsw i64 %i958, 1
  store i64 %v1068, ptr %r.addr.954
  br label %cond955
exit957:
  %red1069 = load <16 x float>, ptr %acc952
  %v1070 = load <16 x i1>, ptr %nan953
  %v1071 = select <16 x i1> %v1070, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red1069
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1072
  store <16 x i1> zeroinitializer, ptr %nan1073
  store i64 0, ptr %r.addr.1074
  br label %cond1075
cond1075:
  %i1078 = load i64, ptr %r.addr.1074
  %v1079 = icmp slt i64 %i1078, 3
  br i1 %v1079, label %body1076, label %exit1077
body1076:
  store i64 0, ptr %s.addr.1080
  br label %cond1081
cond1081:
  %i1084 = load i64, ptr %s.addr.1080
  %v1085 = icmp slt i64 %i1084, 2
  br i1 %v1085, label %body1082, label %exit1083
body1082:
  %v1086 = mul i64 %i33, 2
  %v1087 = add i64 %v1086, %i1078
  %v1088 = sub i64 %v1087, 1
  %v1089 = icmp sge i64 %v1088, 0
  %v1090 = icmp slt i64 %v1088, %size.H
  %v1091 = and i1 %v1089, %v1090
  %ins1092 = insertelement <16 x i64> poison, i64 %i680, i64 0
  %splat1093 = shufflevector <16 x i64> %ins1092, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1094 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1095 = add <16 x i64> %splat1093, %step1094
  %v1096 = mul i64 %i1084, 2
  %ins1097 = insertelement <16 x i64> poison, i64 %v1096, i64 0
  %splat1098 = shufflevector <16 x i64> %ins1097, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1099 = add <16 x i64> %lane1095, %splat1098
  %v1100 = sub <16 x i64> %v1099, splat (i64 1)
  %ins1101 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1102 = shufflevector <16 x i64> %ins1101, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1103 = icmp sge <16 x i64> %v1100, zeroinitializer
  %v1104 = icmp slt <16 x i64> %v1100, %splat1102
  %v1105 = and <16 x i1> %v1103, %v1104
  %ins1106 = insertelement <16 x i1> poison, i1 %v1091, i64 0
  %splat1107 = shufflevector <16 x i1> %ins1106, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1108 = and <16 x i1> %splat1107, %v1105
  %v1109 = mul i64 %i7, %size.C
  %v1110 = add i64 %v1109, %i13
  %v1111 = mul i64 %v1110, %size.H
  %v1112 = mul i64 %i33, 2
  %v1113 = add i64 %v1112, %i1078
  %v1114 = sub i64 %v1113, 1
  %v1115 = add i64 %v1111, %v1114
  %v1116 = mul i64 %v1115, %size.W
  %v1117 = mul i64 %i1084, 2
  %v1118 = add i64 %i680, %v1117
  %v1119 = sub i64 %v1118, 1
  %v1120 = add i64 %v1116, %v1119
  %p1121 = getelementptr float, ptr %buf.x, i64 %v1120
  %ld1122 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1121, <16 x i1> %v1108, <16 x float> zeroinitializer)
  %v1123 = mul i64 %i7, %size.C
  %v1124 = add i64 %v1123, %i13
  %v1125 = add i64 %size.H, 1
  %v1126 = add i64 %v1125, 1
  %v1127 = sub i64 %v1126, 2
  %v1128 = sub i64 %v1127, 1
  %v1129 = sdiv i64 %v1128, 2
  %v1130 = srem i64 %v1128, 2
  %v1131 = icmp ne i64 %v1130, 0
  %v1132 = icmp slt i64 %v1130, 0
  %v1133 = icmp slt i64 2, 0
  %v1134 = xor i1 %v1132, %v1133
  %v1135 = and i1 %v1131, %v1134
  %v1136 = zext i1 %v1135 to i64
  %v1137 = sub i64 %v1129, %v1136
  %v1138 = add i64 %v1137, 1
  %v1139 = mul i64 %v1124, %v1138
  %v1140 = add i64 %v1139, %i33
  %v1141 = add i64 %size.W, 1
  %v1142 = sub i64 %v1141, 2
  %v1143 = sub i64 %v1142, 1
  %v1144 = add i64 %v1143, 1
  %v1145 = mul i64 %v1140, %v1144
  %v1146 = add i64 %v1145, %i680
  %p1147 = getelementptr float, ptr %buf.m, i64 %v1146
  %ld1148 = load <16 x float>, ptr %p1147, align 4
  %v1149 = fcmp oeq <16 x float> %ld1122, %ld1148
  %v1150 = sitofp i64 %i1078 to float
  %v1151 = fmul contract float %v1150, 0x4000000000000000
  %v1152 = sitofp i64 %i1084 to float
  %v1153 = fadd contract float %v1151, %v1152
  %v1154 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1155 = insertelement <16 x float> poison, float %v1153, i64 0
  %splat1156 = shufflevector <16 x float> %ins1155, <16 x float> poison, <16 x i32> zeroinitializer
  %ins1157 = insertelement <16 x float> poison, float %v1154, i64 0
  %splat1158 = shufflevector <16 x float> %ins1157, <16 x float> poison, <16 x i32> zeroinitializer
  %v1159 = select <16 x i1> %v1149, <16 x float> %splat1156, <16 x float> %splat1158
  %v1160 = mul i64 %i33, 2
  %v1161 = add i64 %v1160, %i1078
  %v1162 = sub i64 %v1161, 1
  %v1163 = icmp sge i64 %v1162, 0
  %v1164 = icmp slt i64 %v1162, %size.H
  %v1165 = and i1 %v1163, %v1164
  %v1166 = mul i64 %i1084, 2
  %ins1167 = insertelement <16 x i64> poison, i64 %v1166, i64 0
  %splat1168 = shufflevector <16 x i64> %ins1167, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1169 = add <16 x i64> %lane1095, %splat1168
  %v1170 = sub <16 x i64> %v1169, splat (i64 1)
  %ins1171 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1172 = shufflevector <16 x i64> %ins1171, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1173 = icmp sge <16 x i64> %v1170, zeroinitializer
  %v1174 = icmp slt <16 x i64> %v1170, %splat1172
  %v1175 = and <16 x i1> %v1173, %v1174
  %ins1176 = insertelement <16 x i1> poison, i1 %v1165, i64 0
  %splat1177 = shufflevector <16 x i1> %ins1176, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1178 = and <16 x i1> %splat1177, %v1175
  %old1179 = load <16 x float>, ptr %acc1072
  %v1180 = fcmp olt <16 x float> %v1159, %old1179
  %v1181 = select <16 x i1> %v1180, <16 x float> %v1159, <16 x float> %old1179
  %v1182 = fcmp uno <16 x float> %v1159, %v1159
  %v1183 = and <16 x i1> %v1182, %v1178
  %v1184 = load <16 x i1>, ptr %nan1073
  %v1185 = or <16 x i1> %v1184, %v1183
  store <16 x i1> %v1185, ptr %nan1073
  %v1186 = select <16 x i1> %v1178, <16 x float> %v1181, <16 x float> %old1179
  store <16 x float> %v1186, ptr %acc1072
  %v1187 = add nsw i64 %i1084, 1
  store i64 %v1187, ptr %s.addr.1080
  br label %cond1081
exit1083:
  %v1188 = add nsw i64 %i1078, 1
  store i64 %v1188, ptr %r.addr.1074
  br label %cond1075
exit1077:
  %red1189 = load <16 x float>, ptr %acc1072
  %v1190 = load <16 x i1>, ptr %nan1073
  %v1191 = select <16 x i1> %v1190, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red1189
  %v1192 = fcmp olt <16 x float> %v1071, %v951
  %v1193 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1194 = insertelement <16 x float> poison, float %v1193, i64 0
  %splat1195 = shufflevector <16 x float> %ins1194, <16 x float> poison, <16 x i32> zeroinitializer
  %v1196 = fcmp olt <16 x float> %v1191, %splat1195
  %v1197 = select <16 x i1> %v1196, <16 x float> %v1191, <16 x float> %v951
  %v1198 = select <16 x i1> %v1192, <16 x float> %v1071, <16 x float> %v1197
  %v1199 = mul i64 %i7, %size.C
  %v1200 = add i64 %v1199, %i13
  %v1201 = add i64 %size.H, 1
  %v1202 = add i64 %v1201, 1
  %v1203 = sub i64 %v1202, 2
  %v1204 = sub i64 %v1203, 1
  %v1205 = sdiv i64 %v1204, 2
  %v1206 = srem i64 %v1204, 2
  %v1207 = icmp ne i64 %v1206, 0
  %v1208 = icmp slt i64 %v1206, 0
  %v1209 = icmp slt i64 2, 0
  %v1210 = xor i1 %v1208, %v1209
  %v1211 = and i1 %v1207, %v1210
  %v1212 = zext i1 %v1211 to i64
  %v1213 = sub i64 %v1205, %v1212
  %v1214 = add i64 %v1213, 1
  %v1215 = mul i64 %v1200, %v1214
  %v1216 = add i64 %v1215, %i33
  %v1217 = add i64 %size.W, 1
  %v1218 = sub i64 %v1217, 2
  %v1219 = sub i64 %v1218, 1
  %v1220 = add i64 %v1219, 1
  %v1221 = mul i64 %v1216, %v1220
  %v1222 = add i64 %v1221, %i680
  %p1223 = getelementptr float, ptr %buf.k, i64 %v1222
  store <16 x float> %v1198, ptr %p1223, align 4
  %v1224 = add nsw i64 %i680, 16
  store i64 %v1224, ptr %q.addr.39
  br label %cond677
exit679:
  br label %join675
cached674:
  %v1225 = sub i64 %v38, 16
  br label %cond1226
cond1226:
  %i1229 = load i64, ptr %q.addr.39
  %v1230 = icmp sle i64 %i1229, %v1225
  br i1 %v1230, label %body1227, label %exit1228
body1227:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc1231
  store <16 x i1> zeroinitializer, ptr %nan1232
  store i64 0, ptr %r.addr.1233
  br label %cond1234
cond1234:
  %i1237 = load i64, ptr %r.addr.1233
  %v1238 = icmp slt i64 %i1237, 3
  br i1 %v1238, label %body1235, label %exit1236
body1235:
  store i64 0, ptr %s.addr.1239
  br label %cond1240
cond1240:
  %i1243 = load i64, ptr %s.addr.1239
  %v1244 = icmp slt i64 %i1243, 2
  br i1 %v1244, label %body1241, label %exit1242
body1241:
  %v1245 = mul i64 %i33, 2
  %v1246 = add i64 %v1245, %i1237
  %v1247 = sub i64 %v1246, 1
  %v1248 = icmp sge i64 %v1247, 0
  %v1249 = icmp slt i64 %v1247, %size.H
  %v1250 = and i1 %v1248, %v1249
  %ins1251 = insertelement <16 x i64> poison, i64 %i1229, i64 0
  %splat1252 = shufflevector <16 x i64> %ins1251, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1253 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1254 = add <16 x i64> %splat1252, %step1253
  %v1255 = mul i64 %i1243, 2
  %ins1256 = insertelement <16 x i64> poison, i64 %v1255, i64 0
  %splat1257 = shufflevector <16 x i64> %ins1256, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1258 = add <16 x i64> %lane1254, %splat1257
  %v1259 = sub <16 x i64> %v1258, splat (i64 1)
  %ins1260 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1261 = shufflevector <16 x i64> %ins1260, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1262 = icmp sge <16 x i64> %v1259, zeroinitializer
  %v1263 = icmp slt <16 x i64> %v1259, %splat1261
  %v1264 = and <16 x i1> %v1262, %v1263
  %ins1265 = insertelement <16 x i1> poison, i1 %v1250, i64 0
  %splat1266 = shufflevector <16 x i1> %ins1265, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1267 = and <16 x i1> %splat1266, %v1264
  %v1268 = mul i64 %i7, %size.C
  %v1269 = add i64 %v1268, %i13
  %v1270 = mul i64 %v1269, %size.H
  %v1271 = mul i64 %i33, 2
  %v1272 = add i64 %v1271, %i1237
  %v1273 = sub i64 %v1272, 1
  %v1274 = add i64 %v1270, %v1273
  %v1275 = mul i64 %v1274, %size.W
  %v1276 = mul i64 %i1243, 2
  %v1277 = add i64 %i1229, %v1276
  %v1278 = sub i64 %v1277, 1
  %v1279 = add i64 %v1275, %v1278
  %p1280 = getelementptr float, ptr %buf.x, i64 %v1279
  %ld1281 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1280, <16 x i1> %v1267, <16 x float> zeroinitializer)
  %v1282 = fcmp oeq <16 x float> %ld1281, %ld1281
  %v1283 = select <16 x i1> %v1282, <16 x float> %ld1281, <16 x float> splat (float 0xC7EFFFFFE0000000)
  %v1284 = mul i64 %i33, 2
  %v1285 = add i64 %v1284, %i1237
  %v1286 = sub i64 %v1285, 1
  %v1287 = icmp sge i64 %v1286, 0
  %v1288 = icmp slt i64 %v1286, %size.H
  %v1289 = and i1 %v1287, %v1288
  %v1290 = mul i64 %i1243, 2
  %ins1291 = insertelement <16 x i64> poison, i64 %v1290, i64 0
  %splat1292 = shufflevector <16 x i64> %ins1291, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1293 = add <16 x i64> %lane1254, %splat1292
  %v1294 = sub <16 x i64> %v1293, splat (i64 1)
  %ins1295 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1296 = shufflevector <16 x i64> %ins1295, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1297 = icmp sge <16 x i64> %v1294, zeroinitializer
  %v1298 = icmp slt <16 x i64> %v1294, %splat1296
  %v1299 = and <16 x i1> %v1297, %v1298
  %ins1300 = insertelement <16 x i1> poison, i1 %v1289, i64 0
  %splat1301 = shufflevector <16 x i1> %ins1300, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1302 = and <16 x i1> %splat1301, %v1299
  %v1303 = mul i64 %i33, 2
  %v1304 = add i64 %v1303, %i1237
  %v1305 = sub i64 %v1304, 1
  %v1306 = icmp sge i64 %v1305, 0
  %v1307 = icmp slt i64 %v1305, %size.H
  %v1308 = and i1 %v1306, %v1307
  %v1309 = mul i64 %i1243, 2
  %ins1310 = insertelement <16 x i64> poison, i64 %v1309, i64 0
  %splat1311 = shufflevector <16 x i64> %ins1310, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1312 = add <16 x i64> %lane1254, %splat1311
  %v1313 = sub <16 x i64> %v1312, splat (i64 1)
  %ins1314 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1315 = shufflevector <16 x i64> %ins1314, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1316 = icmp sge <16 x i64> %v1313, zeroinitializer
  %v1317 = icmp slt <16 x i64> %v1313, %splat1315
  %v1318 = and <16 x i1> %v1316, %v1317
  %ins1319 = insertelement <16 x i1> poison, i1 %v1308, i64 0
  %splat1320 = shufflevector <16 x i1> %ins1319, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1321 = and <16 x i1> %splat1320, %v1318
  %v1322 = and <16 x i1> %v1302, %v1321
  %v1323 = mul i64 %i33, 2
  %v1324 = add i64 %v1323, %i1237
  %v1325 = sub i64 %v1324, 1
  %v1326 = icmp sge i64 %v1325, 0
  %v1327 = icmp slt i64 %v1325, %size.H
  %v1328 = and i1 %v1326, %v1327
  %v1329 = mul i64 %i1243, 2
  %ins1330 = insertelement <16 x i64> poison, i64 %v1329, i64 0
  %splat1331 = shufflevector <16 x i64> %ins1330, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1332 = add <16 x i64> %lane1254, %splat1331
  %v1333 = sub <16 x i64> %v1332, splat (i64 1)
  %ins1334 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1335 = shufflevector <16 x i64> %ins1334, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1336 = icmp sge <16 x i64> %v1333, zeroinitializer
  %v1337 = icmp slt <16 x i64> %v1333, %splat1335
  %v1338 = and <16 x i1> %v1336, %v1337
  %ins1339 = insertelement <16 x i1> poison, i1 %v1328, i64 0
  %splat1340 = shufflevector <16 x i1> %ins1339, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1341 = and <16 x i1> %splat1340, %v1338
  %v1342 = and <16 x i1> %v1322, %v1341
  %old1343 = load <16 x float>, ptr %acc1231
  %v1344 = fcmp ogt <16 x float> %v1283, %old1343
  %v1345 = select <16 x i1> %v1344, <16 x float> %v1283, <16 x float> %old1343
  %v1346 = fcmp uno <16 x float> %v1283, %v1283
  %v1347 = and <16 x i1> %v1346, %v1342
  %v1348 = load <16 x i1>, ptr %nan1232
  %v1349 = or <16 x i1> %v1348, %v1347
  store <16 x i1> %v1349, ptr %nan1232
  %v1350 = select <16 x i1> %v1342, <16 x float> %v1345, <16 x float> %old1343
  store <16 x float> %v1350, ptr %acc1231
  %v1351 = add nsw i64 %i1243, 1
  store i64 %v1351, ptr %s.addr.1239
  br label %cond1240
exit1242:
  %v1352 = add nsw i64 %i1237, 1
  store i64 %v1352, ptr %r.addr.1233
  br label %cond1234
exit1236:
  %red1353 = load <16 x float>, ptr %acc1231
  %v1354 = load <16 x i1>, ptr %nan1232
  %v1355 = select <16 x i1> %v1354, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red1353
  %v1356 = mul i64 %i7, %size.C
  %v1357 = add i64 %v1356, %i13
  %v1358 = add i64 %size.H, 1
  %v1359 = add i64 %v1358, 1
  %v1360 = sub i64 %v1359, 2
  %v1361 = sub i64 %v1360, 1
  %v1362 = sdiv i64 %v1361, 2
  %v1363 = srem i64 %v1361, 2
  %v1364 = icmp ne i64 %v1363, 0
  %v1365 = icmp slt i64 %v1363, 0
  %v1366 = icmp slt i64 2, 0
  %v1367 = xor i1 %v1365, %v1366
  %v1368 = and i1 %v1364, %v1367
  %v1369 = zext i1 %v1368 to i64
  %v1370 = sub i64 %v1362, %v1369
  %v1371 = add i64 %v1370, 1
  %v1372 = mul i64 %v1357, %v1371
  %v1373 = add i64 %v1372, %i33
  %v1374 = add i64 %size.W, 1
  %v1375 = sub i64 %v1374, 2
  %v1376 = sub i64 %v1375, 1
  %v1377 = add i64 %v1376, 1
  %v1378 = mul i64 %v1373, %v1377
  %v1379 = add i64 %v1378, %i1229
  %p1380 = getelementptr float, ptr %buf.m, i64 %v1379
  store <16 x float> %v1355, ptr %p1380, align 4
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1381
  store <16 x i1> zeroinitializer, ptr %nan1382
  store i64 0, ptr %r.addr.1383
  br label %cond1384
cond1384:
  %i1387 = load i64, ptr %r.addr.1383
  %v1388 = icmp slt i64 %i1387, 3
  br i1 %v1388, label %body1385, label %exit1386
body1385:
  store i64 0, ptr %s.addr.1389
  br label %cond1390
cond1390:
  %i1393 = load i64, ptr %s.addr.1389
  %v1394 = icmp slt i64 %i1393, 2
  br i1 %v1394, label %body1391, label %exit1392
body1391:
  %v1395 = mul i64 %i33, 2
  %v1396 = add i64 %v1395, %i1387
  %v1397 = sub i64 %v1396, 1
  %v1398 = icmp sge i64 %v1397, 0
  %v1399 = icmp slt i64 %v1397, %size.H
  %v1400 = and i1 %v1398, %v1399
  %ins1401 = insertelement <16 x i64> poison, i64 %i1229, i64 0
  %splat1402 = shufflevector <16 x i64> %ins1401, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1403 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1404 = add <16 x i64> %splat1402, %step1403
  %v1405 = mul i64 %i1393, 2
  %ins1406 = insertelement <16 x i64> poison, i64 %v1405, i64 0
  %splat1407 = shufflevector <16 x i64> %ins1406, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1408 = add <16 x i64> %lane1404, %splat1407
  %v1409 = sub <16 x i64> %v1408, splat (i64 1)
  %ins1410 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1411 = shufflevector <16 x i64> %ins1410, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1412 = icmp sge <16 x i64> %v1409, zeroinitializer
  %v1413 = icmp slt <16 x i64> %v1409, %splat1411
  %v1414 = and <16 x i1> %v1412, %v1413
  %ins1415 = insertelement <16 x i1> poison, i1 %v1400, i64 0
  %splat1416 = shufflevector <16 x i1> %ins1415, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1417 = and <16 x i1> %splat1416, %v1414
  %v1418 = mul i64 %i7, %size.C
  %v1419 = add i64 %v1418, %i13
  %v1420 = mul i64 %v1419, %size.H
  %v1421 = mul i64 %i33, 2
  %v1422 = add i64 %v1421, %i1387
  %v1423 = sub i64 %v1422, 1
  %v1424 = add i64 %v1420, %v1423
  %v1425 = mul i64 %v1424, %size.W
  %v1426 = mul i64 %i1393, 2
  %v1427 = add i64 %i1229, %v1426
  %v1428 = sub i64 %v1427, 1
  %v1429 = add i64 %v1425, %v1428
  %p1430 = getelementptr float, ptr %buf.x, i64 %v1429
  %ld1431 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1430, <16 x i1> %v1417, <16 x float> zeroinitializer)
  %v1432 = mul i64 %i7, %size.C
  %v1433 = add i64 %v1432, %i13
  %v1434 = add i64 %size.H, 1
  %v1435 = add i64 %v1434, 1
  %v1436 = sub i64 %v1435, 2
  %v1437 = sub i64 %v1436, 1
  %v1438 = sdiv i64 %v1437, 2
  %v1439 = srem i64 %v1437, 2
  %v1440 = icmp ne i64 %v1439, 0
  %v1441 = icmp slt i64 %v1439, 0
  %v1442 = icmp slt i64 2, 0
  %v1443 = xor i1 %v1441, %v1442
  %v1444 = and i1 %v1440, %v1443
  %v1445 = zext i1 %v1444 to i64
  %v1446 = sub i64 %v1438, %v1445
  %v1447 = add i64 %v1446, 1
  %v1448 = mul i64 %v1433, %v1447
  %v1449 = add i64 %v1448, %i33
  %v1450 = add i64 %size.W, 1
  %v1451 = sub i64 %v1450, 2
  %v1452 = sub i64 %v1451, 1
  %v1453 = add i64 %v1452, 1
  %v1454 = mul i64 %v1449, %v1453
  %v1455 = add i64 %v1454, %i1229
  %p1456 = getelementptr float, ptr %buf.m, i64 %v1455
  %ld1457 = load <16 x float>, ptr %p1456, align 4
  %v1458 = fcmp ole <16 x float> %ld1431, %ld1457
  %v1459 = sitofp i64 %i1387 to float
  %v1460 = fmul contract float %v1459, 0x4000000000000000
  %v1461 = sitofp i64 %i1393 to float
  %v1462 = fadd contract float %v1460, %v1461
  %v1463 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1464 = insertelement <16 x float> poison, float %v1462, i64 0
  %splat1465 = shufflevector <16 x float> %ins1464, <16 x float> poison, <16 x i32> zeroinitializer
  %ins1466 = insertelement <16 x float> poison, float %v1463, i64 0
  %splat1467 = shufflevector <16 x float> %ins1466, <16 x float> poison, <16 x i32> zeroinitializer
  %v1468 = select <16 x i1> %v1458, <16 x float> %splat1465, <16 x float> %splat1467
  %v1469 = mul i64 %i33, 2
  %v1470 = add i64 %v1469, %i1387
  %v1471 = sub i64 %v1470, 1
  %v1472 = icmp sge i64 %v1471, 0
  %v1473 = icmp slt i64 %v1471, %size.H
  %v1474 = and i1 %v1472, %v1473
  %v1475 = mul i64 %i1393, 2
  %ins1476 = insertelement <16 x i64> poison, i64 %v1475, i64 0
  %splat1477 = shufflevector <16 x i64> %ins1476, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1478 = add <16 x i64> %lane1404, %splat1477
  %v1479 = sub <16 x i64> %v1478, splat (i64 1)
  %ins1480 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1481 = shufflevector <16 x i64> %ins1480, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1482 = icmp sge <16 x i64> %v1479, zeroinitializer
  %v1483 = icmp slt <16 x i64> %v1479, %splat1481
  %v1484 = and <16 x i1> %v1482, %v1483
  %ins1485 = insertelement <16 x i1> poison, i1 %v1474, i64 0
  %splat1486 = shufflevector <16 x i1> %ins1485, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1487 = and <16 x i1> %splat1486, %v1484
  %old1488 = load <16 x float>, ptr %acc1381
  %v1489 = fcmp olt <16 x float> %v1468, %old1488
  %v1490 = select <16 x i1> %v1489, <16 x float> %v1468, <16 x float> %old1488
  %v1491 = fcmp uno <16 x float> %v1468, %v1468
  %v1492 = and <16 x i1> %v1491, %v1487
  %v1493 = load <16 x i1>, ptr %nan1382
  %v1494 = or <16 x i1> %v1493, %v1492
  store <16 x i1> %v1494, ptr %nan1382
  %v1495 = select <16 x i1> %v1487, <16 x float> %v1490, <16 x float> %old1488
  store <16 x float> %v1495, ptr %acc1381
  %v1496 = add nsw i64 %i1393, 1
  store i64 %v1496, ptr %s.addr.1389
  br label %cond1390
exit1392:
  %v1497 = add nsw i64 %i1387, 1
  store i64 %v1497, ptr %r.addr.1383
  br label %cond1384
exit1386:
  %red1498 = load <16 x float>, ptr %acc1381
  %v1499 = load <16 x i1>, ptr %nan1382
  %v1500 = select <16 x i1> %v1499, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red1498
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1501
  store <16 x i1> zeroinitializer, ptr %nan1502
  store i64 0, ptr %r.addr.1503
  br label %cond1504
cond1504:
  %i1507 = load i64, ptr %r.addr.1503
  %v1508 = icmp slt i64 %i1507, 3
  br i1 %v1508, label %body1505, label %exit1506
body1505:
  store i64 0, ptr %s.addr.1509
  br label %cond1510
cond1510:
  %i1513 = load i64, ptr %s.addr.1509
  %v1514 = icmp slt i64 %i1513, 2
  br i1 %v1514, label %body1511, label %exit1512
body1511:
  %v1515 = mul i64 %i33, 2
  %v1516 = add i64 %v1515, %i1507
  %v1517 = sub i64 %v1516, 1
  %v1518 = icmp sge i64 %v1517, 0
  %v1519 = icmp slt i64 %v1517, %size.H
  %v1520 = and i1 %v1518, %v1519
  %ins1521 = insertelement <16 x i64> poison, i64 %i1229, i64 0
  %splat1522 = shufflevector <16 x i64> %ins1521, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1523 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1524 = add <16 x i64> %splat1522, %step1523
  %v1525 = mul i64 %i1513, 2
  %ins1526 = insertelement <16 x i64> poison, i64 %v1525, i64 0
  %splat1527 = shufflevector <16 x i64> %ins1526, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1528 = add <16 x i64> %lane1524, %splat1527
  %v1529 = sub <16 x i64> %v1528, splat (i64 1)
  %ins1530 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1531 = shufflevector <16 x i64> %ins1530, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1532 = icmp sge <16 x i64> %v1529, zeroinitializer
  %v1533 = icmp slt <16 x i64> %v1529, %splat1531
  %v1534 = and <16 x i1> %v1532, %v1533
  %ins1535 = insertelement <16 x i1> poison, i1 %v1520, i64 0
  %splat1536 = shufflevector <16 x i1> %ins1535, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1537 = and <16 x i1> %splat1536, %v1534
  %v1538 = mul i64 %i7, %size.C
  %v1539 = add i64 %v1538, %i13
  %v1540 = mul i64 %v1539, %size.H
  %v1541 = mul i64 %i33, 2
  %v1542 = add i64 %v1541, %i1507
  %v1543 = sub i64 %v1542, 1
  %v1544 = add i64 %v1540, %v1543
  %v1545 = mul i64 %v1544, %size.W
  %v1546 = mul i64 %i1513, 2
  %v1547 = add i64 %i1229, %v1546
  %v1548 = sub i64 %v1547, 1
  %v1549 = add i64 %v1545, %v1548
  %p1550 = getelementptr float, ptr %buf.x, i64 %v1549
  %ld1551 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1550, <16 x i1> %v1537, <16 x float> zeroinitializer)
  %v1552 = mul i64 %i7, %size.C
  %v1553 = add i64 %v1552, %i13
  %v1554 = add i64 %size.H, 1
  %v1555 = add i64 %v1554, 1
  %v1556 = sub i64 %v1555, 2
  %v1557 = sub i64 %v1556, 1
  %v1558 = sdiv i64 %v1557, 2
  %v1559 = srem i64 %v1557, 2
  %v1560 = icmp ne i64 %v1559, 0
  %v1561 = icmp slt i64 %v1559, 0
  %v1562 = icmp slt i64 2, 0
  %v1563 = xor i1 %v1561, %v1562
  %v1564 = and i1 %v1560, %v1563
  %v1565 = zext i1 %v1564 to i64
  %v1566 = sub i64 %v1558, %v1565
  %v1567 = add i64 %v1566, 1
  %v1568 = mul i64 %v1553, %v1567
  %v1569 = add i64 %v1568, %i33
  %v1570 = add i64 %size.W, 1
  %v1571 = sub i64 %v1570, 2
  %v1572 = sub i64 %v1571, 1
  %v1573 = add i64 %v1572, 1
  %v1574 = mul i64 %v1569, %v1573
  %v1575 = add i64 %v1574, %i1229
  %p1576 = getelementptr float, ptr %buf.m, i64 %v1575
  %ld1577 = load <16 x float>, ptr %p1576, align 4
  %v1578 = fcmp ole <16 x float> %ld1551, %ld1577
  %v1579 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %v1580 = sitofp i64 %i1507 to float
  %v1581 = fmul contract float %v1580, 0x4000000000000000
  %v1582 = sitofp i64 %i1513 to float
  %v1583 = fadd contract float %v1581, %v1582
  %ins1584 = insertelement <16 x float> poison, float %v1579, i64 0
  %splat1585 = shufflevector <16 x float> %ins1584, <16 x float> poison, <16 x i32> zeroinitializer
  %ins1586 = insertelement <16 x float> poison, float %v1583, i64 0
  %splat1587 = shufflevector <16 x float> %ins1586, <16 x float> poison, <16 x i32> zeroinitializer
  %v1588 = select <16 x i1> %v1578, <16 x float> %splat1585, <16 x float> %splat1587
  %v1589 = mul i64 %i33, 2
  %v1590 = add i64 %v1589, %i1507
  %v1591 = sub i64 %v1590, 1
  %v1592 = icmp sge i64 %v1591, 0
  %v1593 = icmp slt i64 %v1591, %size.H
  %v1594 = and i1 %v1592, %v1593
  %v1595 = mul i64 %i1513, 2
  %ins1596 = insertelement <16 x i64> poison, i64 %v1595, i64 0
  %splat1597 = shufflevector <16 x i64> %ins1596, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1598 = add <16 x i64> %lane1524, %splat1597
  %v1599 = sub <16 x i64> %v1598, splat (i64 1)
  %ins1600 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1601 = shufflevector <16 x i64> %ins1600, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1602 = icmp sge <16 x i64> %v1599, zeroinitializer
  %v1603 = icmp slt <16 x i64> %v1599, %splat1601
  %v1604 = and <16 x i1> %v1602, %v1603
  %ins1605 = insertelement <16 x i1> poison, i1 %v1594, i64 0
  %splat1606 = shufflevector <16 x i1> %ins1605, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1607 = and <16 x i1> %splat1606, %v1604
  %old1608 = load <16 x float>, ptr %acc1501
  %v1609 = fcmp olt <16 x float> %v1588, %old1608
  %v1610 = select <16 x i1> %v1609, <16 x float> %v1588, <16 x float> %old1608
  %v1611 = fcmp uno <16 x float> %v1588, %v1588
  %v1612 = and <16 x i1> %v1611, %v1607
  %v1613 = load <16 x i1>, ptr %nan1502
  %v1614 = or <16 x i1> %v1613, %v1612
  store <16 x i1> %v1614, ptr %nan1502
  %v1615 = select <16 x i1> %v1607, <16 x float> %v1610, <16 x float> %old1608
  store <16 x float> %v1615, ptr %acc1501
  %v1616 = add nsw i64 %i1513, 1
  store i64 %v1616, ptr %s.addr.1509
  br label %cond1510
exit1512:
  %v1617 = add nsw i64 %i1507, 1
  store i64 %v1617, ptr %r.addr.1503
  br label %cond1504
exit1506:
  %red1618 = load <16 x float>, ptr %acc1501
  %v1619 = load <16 x i1>, ptr %nan1502
  %v1620 = select <16 x i1> %v1619, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red1618
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1621
  store <16 x i1> zeroinitializer, ptr %nan1622
  store i64 0, ptr %r.addr.1623
  br label %cond1624
cond1624:
  %i1627 = load i64, ptr %r.addr.1623
  %v1628 = icmp slt i64 %i1627, 3
  br i1 %v1628, label %body1625, label %exit1626
body1625:
  store i64 0, ptr %s.addr.1629
  br label %cond1630
cond1630:
  %i1633 = load i64, ptr %s.addr.1629
  %v1634 = icmp slt i64 %i1633, 2
  br i1 %v1634, label %body1631, label %exit1632
body1631:
  %v1635 = mul i64 %i33, 2
  %v1636 = add i64 %v1635, %i1627
  %v1637 = sub i64 %v1636, 1
  %v1638 = icmp sge i64 %v1637, 0
  %v1639 = icmp slt i64 %v1637, %size.H
  %v1640 = and i1 %v1638, %v1639
  %ins1641 = insertelement <16 x i64> poison, i64 %i1229, i64 0
  %splat1642 = shufflevector <16 x i64> %ins1641, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1643 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1644 = add <16 x i64> %splat1642, %step1643
  %v1645 = mul i64 %i1633, 2
  %ins1646 = insertelement <16 x i64> poison, i64 %v1645, i64 0
  %splat1647 = shufflevector <16 x i64> %ins1646, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1648 = add <16 x i64> %lane1644, %splat1647
  %v1649 = sub <16 x i64> %v1648, splat (i64 1)
  %ins1650 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1651 = shufflevector <16 x i64> %ins1650, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1652 = icmp sge <16 x i64> %v1649, zeroinitializer
  %v1653 = icmp slt <16 x i64> %v1649, %splat1651
  %v1654 = and <16 x i1> %v1652, %v1653
  %ins1655 = insertelement <16 x i1> poison, i1 %v1640, i64 0
  %splat1656 = shufflevector <16 x i1> %ins1655, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1657 = and <16 x i1> %splat1656, %v1654
  %v1658 = mul i64 %i7, %size.C
  %v1659 = add i64 %v1658, %i13
  %v1660 = mul i64 %v1659, %size.H
  %v1661 = mul i64 %i33, 2
  %v1662 = add i64 %v1661, %i1627
  %v1663 = sub i64 %v1662, 1
  %v1664 = add i64 %v1660, %v1663
  %v1665 = mul i64 %v1664, %size.W
  %v1666 = mul i64 %i1633, 2
  %v1667 = add i64 %i1229, %v1666
  %v1668 = sub i64 %v1667, 1
  %v1669 = add i64 %v1665, %v1668
  %p1670 = getelementptr float, ptr %buf.x, i64 %v1669
  %ld1671 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1670, <16 x i1> %v1657, <16 x float> zeroinitializer)
  %v1672 = mul i64 %i7, %size.C
  %v1673 = add i64 %v1672, %i13
  %v1674 = add i64 %size.H, 1
  %v1675 = add i64 %v1674, 1
  %v1676 = sub i64 %v1675, 2
  %v1677 = sub i64 %v1676, 1
  %v1678 = sdiv i64 %v1677, 2
  %v1679 = srem i64 %v1677, 2
  %v1680 = icmp ne i64 %v1679, 0
  %v1681 = icmp slt i64 %v1679, 0
  %v1682 = icmp slt i64 2, 0
  %v1683 = xor i1 %v1681, %v1682
  %v1684 = and i1 %v1680, %v1683
  %v1685 = zext i1 %v1684 to i64
  %v1686 = sub i64 %v1678, %v1685
  %v1687 = add i64 %v1686, 1
  %v1688 = mul i64 %v1673, %v1687
  %v1689 = add i64 %v1688, %i33
  %v1690 = add i64 %size.W, 1
  %v1691 = sub i64 %v1690, 2
  %v1692 = sub i64 %v1691, 1
  %v1693 = add i64 %v1692, 1
  %v1694 = mul i64 %v1689, %v1693
  %v1695 = add i64 %v1694, %i1229
  %p1696 = getelementptr float, ptr %buf.m, i64 %v1695
  %ld1697 = load <16 x float>, ptr %p1696, align 4
  %v1698 = fcmp oeq <16 x float> %ld1671, %ld1697
  %v1699 = sitofp i64 %i1627 to float
  %v1700 = fmul contract float %v1699, 0x4000000000000000
  %v1701 = sitofp i64 %i1633 to float
  %v1702 = fadd contract float %v1700, %v1701
  %v1703 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1704 = insertelement <16 x float> poison, float %v1702, i64 0
  %splat1705 = shufflevector <16 x float> %ins1704, <16 x float> poison, <16 x i32> zeroinitializer
  %ins1706 = insertelement <16 x float> poison, float %v1703, i64 0
  %splat1707 = shufflevector <16 x float> %ins1706, <16 x float> poison, <16 x i32> zeroinitializer
  %v1708 = select <16 x i1> %v1698, <16 x float> %splat1705, <16 x float> %splat1707
  %v1709 = mul i64 %i33, 2
  %v1710 = add i64 %v1709, %i1627
  %v1711 = sub i64 %v1710, 1
  %v1712 = icmp sge i64 %v1711, 0
  %v1713 = icmp slt i64 %v1711, %size.H
  %v1714 = and i1 %v1712, %v1713
  %v1715 = mul i64 %i1633, 2
  %ins1716 = insertelement <16 x i64> poison, i64 %v1715, i64 0
  %splat1717 = shufflevector <16 x i64> %ins1716, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1718 = add <16 x i64> %lane1644, %splat1717
  %v1719 = sub <16 x i64> %v1718, splat (i64 1)
  %ins1720 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1721 = shufflevector <16 x i64> %ins1720, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1722 = icmp sge <16 x i64> %v1719, zeroinitializer
  %v1723 = icmp slt <16 x i64> %v1719, %splat1721
  %v1724 = and <16 x i1> %v1722, %v1723
  %ins1725 = insertelement <16 x i1> poison, i1 %v1714, i64 0
  %splat1726 = shufflevector <16 x i1> %ins1725, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1727 = and <16 x i1> %splat1726, %v1724
  %old1728 = load <16 x float>, ptr %acc1621
  %v1729 = fcmp olt <16 x float> %v1708, %old1728
  %v1730 = select <16 x i1> %v1729, <16 x float> %v1708, <16 x float> %old1728
  %v1731 = fcmp uno <16 x float> %v1708, %v1708
  %v1732 = and <16 x i1> %v1731, %v1727
  %v1733 = load <16 x i1>, ptr %nan1622
  %v1734 = or <16 x i1> %v1733, %v1732
  store <16 x i1> %v1734, ptr %nan1622
  %v1735 = select <16 x i1> %v1727, <16 x float> %v1730, <16 x float> %old1728
  store <16 x float> %v1735, ptr %acc1621
  %v1736 = add nsw i64 %i1633, 1
  store i64 %v1736, ptr %s.addr.1629
  br label %cond1630
exit1632:
  %v1737 = add nsw i64 %i1627, 1
  store i64 %v1737, ptr %r.addr.1623
  br label %cond1624
exit1626:
  %red1738 = load <16 x float>, ptr %acc1621
  %v1739 = load <16 x i1>, ptr %nan1622
  %v1740 = select <16 x i1> %v1739, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red1738
  %v1741 = fcmp olt <16 x float> %v1620, %v1500
  %v1742 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1743 = insertelement <16 x float> poison, float %v1742, i64 0
  %splat1744 = shufflevector <16 x float> %ins1743, <16 x float> poison, <16 x i32> zeroinitializer
  %v1745 = fcmp olt <16 x float> %v1740, %splat1744
  %v1746 = select <16 x i1> %v1745, <16 x float> %v1740, <16 x float> %v1500
  %v1747 = select <16 x i1> %v1741, <16 x float> %v1620, <16 x float> %v1746
  %v1748 = mul i64 %i7, %size.C
  %v1749 = add i64 %v1748, %i13
  %v1750 = add i64 %size.H, 1
  %v1751 = add i64 %v1750, 1
  %v1752 = sub i64 %v1751, 2
  %v1753 = sub i64 %v1752, 1
  %v1754 = sdiv i64 %v1753, 2
  %v1755 = srem i64 %v1753, 2
  %v1756 = icmp ne i64 %v1755, 0
  %v1757 = icmp slt i64 %v1755, 0
  %v1758 = icmp slt i64 2, 0
  %v1759 = xor i1 %v1757, %v1758
  %v1760 = and i1 %v1756, %v1759
  %v1761 = zext i1 %v1760 to i64
  %v1762 = sub i64 %v1754, %v1761
  %v1763 = add i64 %v1762, 1
  %v1764 = mul i64 %v1749, %v1763
  %v1765 = add i64 %v1764, %i33
  %v1766 = add i64 %size.W, 1
  %v1767 = sub i64 %v1766, 2
  %v1768 = sub i64 %v1767, 1
  %v1769 = add i64 %v1768, 1
  %v1770 = mul i64 %v1765, %v1769
  %v1771 = add i64 %v1770, %i1229
  %p1772 = getelementptr float, ptr %buf.k, i64 %v1771
  store <16 x float> %v1747, ptr %p1772, align 4
  %v1773 = add nsw i64 %i1229, 16
  store i64 %v1773, ptr %q.addr.39
  br label %cond1226
exit1228:
  br label %join675
join675:
  %i1774 = load i64, ptr %q.addr.39
  %v1775 = icmp slt i64 %i1774, %v38
  br i1 %v1775, label %tail1776, label %done1777
tail1776:
  %mask1778 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1774, i64 %v38)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc1779
  store <16 x i1> zeroinitializer, ptr %nan1780
  store i64 0, ptr %r.addr.1781
  br label %cond1782
cond1782:
  %i1785 = load i64, ptr %r.addr.1781
  %v1786 = icmp slt i64 %i1785, 3
  br i1 %v1786, label %body1783, label %exit1784
body1783:
  store i64 0, ptr %s.addr.1787
  br label %cond1788
cond1788:
  %i1791 = load i64, ptr %s.addr.1787
  %v1792 = icmp slt i64 %i1791, 2
  br i1 %v1792, label %body1789, label %exit1790
body1789:
  %v1793 = mul i64 %i33, 2
  %v1794 = add i64 %v1793, %i1785
  %v1795 = sub i64 %v1794, 1
  %v1796 = icmp sge i64 %v1795, 0
  %v1797 = icmp slt i64 %v1795, %size.H
  %v1798 = and i1 %v1796, %v1797
  %ins1799 = insertelement <16 x i64> poison, i64 %i1774, i64 0
  %splat1800 = shufflevector <16 x i64> %ins1799, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1801 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1802 = add <16 x i64> %splat1800, %step1801
  %v1803 = mul i64 %i1791, 2
  %ins1804 = insertelement <16 x i64> poison, i64 %v1803, i64 0
  %splat1805 = shufflevector <16 x i64> %ins1804, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1806 = add <16 x i64> %lane1802, %splat1805
  %v1807 = sub <16 x i64> %v1806, splat (i64 1)
  %ins1808 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1809 = shufflevector <16 x i64> %ins1808, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1810 = icmp sge <16 x i64> %v1807, zeroinitializer
  %v1811 = icmp slt <16 x i64> %v1807, %splat1809
  %v1812 = and <16 x i1> %v1810, %v1811
  %ins1813 = insertelement <16 x i1> poison, i1 %v1798, i64 0
  %splat1814 = shufflevector <16 x i1> %ins1813, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1815 = and <16 x i1> %splat1814, %v1812
  %v1816 = and <16 x i1> %mask1778, %v1815
  %v1817 = mul i64 %i7, %size.C
  %v1818 = add i64 %v1817, %i13
  %v1819 = mul i64 %v1818, %size.H
  %v1820 = mul i64 %i33, 2
  %v1821 = add i64 %v1820, %i1785
  %v1822 = sub i64 %v1821, 1
  %v1823 = add i64 %v1819, %v1822
  %v1824 = mul i64 %v1823, %size.W
  %v1825 = mul i64 %i1791, 2
  %v1826 = add i64 %i1774, %v1825
  %v1827 = sub i64 %v1826, 1
  %v1828 = add i64 %v1824, %v1827
  %p1829 = getelementptr float, ptr %buf.x, i64 %v1828
  %ld1830 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1829, <16 x i1> %v1816, <16 x float> zeroinitializer)
  %v1831 = fcmp oeq <16 x float> %ld1830, %ld1830
  %v1832 = select <16 x i1> %v1831, <16 x float> %ld1830, <16 x float> splat (float 0xC7EFFFFFE0000000)
  %v1833 = mul i64 %i33, 2
  %v1834 = add i64 %v1833, %i1785
  %v1835 = sub i64 %v1834, 1
  %v1836 = icmp sge i64 %v1835, 0
  %v1837 = icmp slt i64 %v1835, %size.H
  %v1838 = and i1 %v1836, %v1837
  %v1839 = mul i64 %i1791, 2
  %ins1840 = insertelement <16 x i64> poison, i64 %v1839, i64 0
  %splat1841 = shufflevector <16 x i64> %ins1840, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1842 = add <16 x i64> %lane1802, %splat1841
  %v1843 = sub <16 x i64> %v1842, splat (i64 1)
  %ins1844 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1845 = shufflevector <16 x i64> %ins1844, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1846 = icmp sge <16 x i64> %v1843, zeroinitializer
  %v1847 = icmp slt <16 x i64> %v1843, %splat1845
  %v1848 = and <16 x i1> %v1846, %v1847
  %ins1849 = insertelement <16 x i1> poison, i1 %v1838, i64 0
  %splat1850 = shufflevector <16 x i1> %ins1849, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1851 = and <16 x i1> %splat1850, %v1848
  %v1852 = mul i64 %i33, 2
  %v1853 = add i64 %v1852, %i1785
  %v1854 = sub i64 %v1853, 1
  %v1855 = icmp sge i64 %v1854, 0
  %v1856 = icmp slt i64 %v1854, %size.H
  %v1857 = and i1 %v1855, %v1856
  %v1858 = mul i64 %i1791, 2
  %ins1859 = insertelement <16 x i64> poison, i64 %v1858, i64 0
  %splat1860 = shufflevector <16 x i64> %ins1859, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1861 = add <16 x i64> %lane1802, %splat1860
  %v1862 = sub <16 x i64> %v1861, splat (i64 1)
  %ins1863 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1864 = shufflevector <16 x i64> %ins1863, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1865 = icmp sge <16 x i64> %v1862, zeroinitializer
  %v1866 = icmp slt <16 x i64> %v1862, %splat1864
  %v1867 = and <16 x i1> %v1865, %v1866
  %ins1868 = insertelement <16 x i1> poison, i1 %v1857, i64 0
  %splat1869 = shufflevector <16 x i1> %ins1868, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1870 = and <16 x i1> %splat1869, %v1867
  %v1871 = and <16 x i1> %v1851, %v1870
  %v1872 = mul i64 %i33, 2
  %v1873 = add i64 %v1872, %i1785
  %v1874 = sub i64 %v1873, 1
  %v1875 = icmp sge i64 %v1874, 0
  %v1876 = icmp slt i64 %v1874, %size.H
  %v1877 = and i1 %v1875, %v1876
  %v1878 = mul i64 %i1791, 2
  %ins1879 = insertelement <16 x i64> poison, i64 %v1878, i64 0
  %splat1880 = shufflevector <16 x i64> %ins1879, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1881 = add <16 x i64> %lane1802, %splat1880
  %v1882 = sub <16 x i64> %v1881, splat (i64 1)
  %ins1883 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1884 = shufflevector <16 x i64> %ins1883, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1885 = icmp sge <16 x i64> %v1882, zeroinitializer
  %v1886 = icmp slt <16 x i64> %v1882, %splat1884
  %v1887 = and <16 x i1> %v1885, %v1886
  %ins1888 = insertelement <16 x i1> poison, i1 %v1877, i64 0
  %splat1889 = shufflevector <16 x i1> %ins1888, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1890 = and <16 x i1> %splat1889, %v1887
  %v1891 = and <16 x i1> %v1871, %v1890
  %v1892 = and <16 x i1> %mask1778, %v1891
  %old1893 = load <16 x float>, ptr %acc1779
  %v1894 = fcmp ogt <16 x float> %v1832, %old1893
  %v1895 = select <16 x i1> %v1894, <16 x float> %v1832, <16 x float> %old1893
  %v1896 = fcmp uno <16 x float> %v1832, %v1832
  %v1897 = and <16 x i1> %v1896, %v1892
  %v1898 = load <16 x i1>, ptr %nan1780
  %v1899 = or <16 x i1> %v1898, %v1897
  store <16 x i1> %v1899, ptr %nan1780
  %v1900 = select <16 x i1> %v1892, <16 x float> %v1895, <16 x float> %old1893
  store <16 x float> %v1900, ptr %acc1779
  %v1901 = add nsw i64 %i1791, 1
  store i64 %v1901, ptr %s.addr.1787
  br label %cond1788
exit1790:
  %v1902 = add nsw i64 %i1785, 1
  store i64 %v1902, ptr %r.addr.1781
  br label %cond1782
exit1784:
  %red1903 = load <16 x float>, ptr %acc1779
  %v1904 = load <16 x i1>, ptr %nan1780
  %v1905 = select <16 x i1> %v1904, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red1903
  %v1906 = mul i64 %i7, %size.C
  %v1907 = add i64 %v1906, %i13
  %v1908 = add i64 %size.H, 1
  %v1909 = add i64 %v1908, 1
  %v1910 = sub i64 %v1909, 2
  %v1911 = sub i64 %v1910, 1
  %v1912 = sdiv i64 %v1911, 2
  %v1913 = srem i64 %v1911, 2
  %v1914 = icmp ne i64 %v1913, 0
  %v1915 = icmp slt i64 %v1913, 0
  %v1916 = icmp slt i64 2, 0
  %v1917 = xor i1 %v1915, %v1916
  %v1918 = and i1 %v1914, %v1917
  %v1919 = zext i1 %v1918 to i64
  %v1920 = sub i64 %v1912, %v1919
  %v1921 = add i64 %v1920, 1
  %v1922 = mul i64 %v1907, %v1921
  %v1923 = add i64 %v1922, %i33
  %v1924 = add i64 %size.W, 1
  %v1925 = sub i64 %v1924, 2
  %v1926 = sub i64 %v1925, 1
  %v1927 = add i64 %v1926, 1
  %v1928 = mul i64 %v1923, %v1927
  %v1929 = add i64 %v1928, %i1774
  %p1930 = getelementptr float, ptr %buf.m, i64 %v1929
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1905, ptr align 4 %p1930, <16 x i1> %mask1778)
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1931
  store <16 x i1> zeroinitializer, ptr %nan1932
  store i64 0, ptr %r.addr.1933
  br label %cond1934
cond1934:
  %i1937 = load i64, ptr %r.addr.1933
  %v1938 = icmp slt i64 %i1937, 3
  br i1 %v1938, label %body1935, label %exit1936
body1935:
  store i64 0, ptr %s.addr.1939
  br label %cond1940
cond1940:
  %i1943 = load i64, ptr %s.addr.1939
  %v1944 = icmp slt i64 %i1943, 2
  br i1 %v1944, label %body1941, label %exit1942
body1941:
  %v1945 = mul i64 %i33, 2
  %v1946 = add i64 %v1945, %i1937
  %v1947 = sub i64 %v1946, 1
  %v1948 = icmp sge i64 %v1947, 0
  %v1949 = icmp slt i64 %v1947, %size.H
  %v1950 = and i1 %v1948, %v1949
  %ins1951 = insertelement <16 x i64> poison, i64 %i1774, i64 0
  %splat1952 = shufflevector <16 x i64> %ins1951, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1953 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1954 = add <16 x i64> %splat1952, %step1953
  %v1955 = mul i64 %i1943, 2
  %ins1956 = insertelement <16 x i64> poison, i64 %v1955, i64 0
  %splat1957 = shufflevector <16 x i64> %ins1956, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1958 = add <16 x i64> %lane1954, %splat1957
  %v1959 = sub <16 x i64> %v1958, splat (i64 1)
  %ins1960 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1961 = shufflevector <16 x i64> %ins1960, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1962 = icmp sge <16 x i64> %v1959, zeroinitializer
  %v1963 = icmp slt <16 x i64> %v1959, %splat1961
  %v1964 = and <16 x i1> %v1962, %v1963
  %ins1965 = insertelement <16 x i1> poison, i1 %v1950, i64 0
  %splat1966 = shufflevector <16 x i1> %ins1965, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1967 = and <16 x i1> %splat1966, %v1964
  %v1968 = and <16 x i1> %mask1778, %v1967
  %v1969 = mul i64 %i7, %size.C
  %v1970 = add i64 %v1969, %i13
  %v1971 = mul i64 %v1970, %size.H
  %v1972 = mul i64 %i33, 2
  %v1973 = add i64 %v1972, %i1937
  %v1974 = sub i64 %v1973, 1
  %v1975 = add i64 %v1971, %v1974
  %v1976 = mul i64 %v1975, %size.W
  %v1977 = mul i64 %i1943, 2
  %v1978 = add i64 %i1774, %v1977
  %v1979 = sub i64 %v1978, 1
  %v1980 = add i64 %v1976, %v1979
  %p1981 = getelementptr float, ptr %buf.x, i64 %v1980
  %ld1982 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1981, <16 x i1> %v1968, <16 x float> zeroinitializer)
  %v1983 = mul i64 %i7, %size.C
  %v1984 = add i64 %v1983, %i13
  %v1985 = add i64 %size.H, 1
  %v1986 = add i64 %v1985, 1
  %v1987 = sub i64 %v1986, 2
  %v1988 = sub i64 %v1987, 1
  %v1989 = sdiv i64 %v1988, 2
  %v1990 = srem i64 %v1988, 2
  %v1991 = icmp ne i64 %v1990, 0
  %v1992 = icmp slt i64 %v1990, 0
  %v1993 = icmp slt i64 2, 0
  %v1994 = xor i1 %v1992, %v1993
  %v1995 = and i1 %v1991, %v1994
  %v1996 = zext i1 %v1995 to i64
  %v1997 = sub i64 %v1989, %v1996
  %v1998 = add i64 %v1997, 1
  %v1999 = mul i64 %v1984, %v1998
  %v2000 = add i64 %v1999, %i33
  %v2001 = add i64 %size.W, 1
  %v2002 = sub i64 %v2001, 2
  %v2003 = sub i64 %v2002, 1
  %v2004 = add i64 %v2003, 1
  %v2005 = mul i64 %v2000, %v2004
  %v2006 = add i64 %v2005, %i1774
  %p2007 = getelementptr float, ptr %buf.m, i64 %v2006
  %ld2008 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2007, <16 x i1> %mask1778, <16 x float> zeroinitializer)
  %v2009 = fcmp ole <16 x float> %ld1982, %ld2008
  %v2010 = sitofp i64 %i1937 to float
  %v2011 = fmul contract float %v2010, 0x4000000000000000
  %v2012 = sitofp i64 %i1943 to float
  %v2013 = fadd contract float %v2011, %v2012
  %v2014 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins2015 = insertelement <16 x float> poison, float %v2013, i64 0
  %splat2016 = shufflevector <16 x float> %ins2015, <16 x float> poison, <16 x i32> zeroinitializer
  %ins2017 = insertelement <16 x float> poison, float %v2014, i64 0
  %splat2018 = shufflevector <16 x float> %ins2017, <16 x float> poison, <16 x i32> zeroinitializer
  %v2019 = select <16 x i1> %v2009, <16 x float> %splat2016, <16 x float> %splat2018
  %v2020 = mul i64 %i33, 2
  %v2021 = add i64 %v2020, %i1937
  %v2022 = sub i64 %v2021, 1
  %v2023 = icmp sge i64 %v2022, 0
  %v2024 = icmp slt i64 %v2022, %size.H
  %v2025 = and i1 %v2023, %v2024
  %v2026 = mul i64 %i1943, 2
  %ins2027 = insertelement <16 x i64> poison, i64 %v2026, i64 0
  %splat2028 = shufflevector <16 x i64> %ins2027, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2029 = add <16 x i64> %lane1954, %splat2028
  %v2030 = sub <16 x i64> %v2029, splat (i64 1)
  %ins2031 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2032 = shufflevector <16 x i64> %ins2031, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2033 = icmp sge <16 x i64> %v2030, zeroinitializer
  %v2034 = icmp slt <16 x i64> %v2030, %splat2032
  %v2035 = and <16 x i1> %v2033, %v2034
  %ins2036 = insertelement <16 x i1> poison, i1 %v2025, i64 0
  %splat2037 = shufflevector <16 x i1> %ins2036, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2038 = and <16 x i1> %splat2037, %v2035
  %v2039 = and <16 x i1> %mask1778, %v2038
  %old2040 = load <16 x float>, ptr %acc1931
  %v2041 = fcmp olt <16 x float> %v2019, %old2040
  %v2042 = select <16 x i1> %v2041, <16 x float> %v2019, <16 x float> %old2040
  %v2043 = fcmp uno <16 x float> %v2019, %v2019
  %v2044 = and <16 x i1> %v2043, %v2039
  %v2045 = load <16 x i1>, ptr %nan1932
  %v2046 = or <16 x i1> %v2045, %v2044
  store <16 x i1> %v2046, ptr %nan1932
  %v2047 = select <16 x i1> %v2039, <16 x float> %v2042, <16 x float> %old2040
  store <16 x float> %v2047, ptr %acc1931
  %v2048 = add nsw i64 %i1943, 1
  store i64 %v2048, ptr %s.addr.1939
  br label %cond1940
exit1942:
  %v2049 = add nsw i64 %i1937, 1
  store i64 %v2049, ptr %r.addr.1933
  br label %cond1934
exit1936:
  %red2050 = load <16 x float>, ptr %acc1931
  %v2051 = load <16 x i1>, ptr %nan1932
  %v2052 = select <16 x i1> %v2051, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red2050
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc2053
  store <16 x i1> zeroinitializer, ptr %nan2054
  store i64 0, ptr %r.addr.2055
  br label %cond2056
cond2056:
  %i2059 = load i64, ptr %r.addr.2055
  %v2060 = icmp slt i64 %i2059, 3
  br i1 %v2060, label %body2057, label %exit2058
body2057:
  store i64 0, ptr %s.addr.2061
  br label %cond2062
cond2062:
  %i2065 = load i64, ptr %s.addr.2061
  %v2066 = icmp slt i64 %i2065, 2
  br i1 %v2066, label %body2063, label %exit2064
body2063:
  %v2067 = mul i64 %i33, 2
  %v2068 = add i64 %v2067, %i2059
  %v2069 = sub i64 %v2068, 1
  %v2070 = icmp sge i64 %v2069, 0
  %v2071 = icmp slt i64 %v2069, %size.H
  %v2072 = and i1 %v2070, %v2071
  %ins2073 = insertelement <16 x i64> poison, i64 %i1774, i64 0
  %splat2074 = shufflevector <16 x i64> %ins2073, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2075 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2076 = add <16 x i64> %splat2074, %step2075
  %v2077 = mul i64 %i2065, 2
  %ins2078 = insertelement <16 x i64> poison, i64 %v2077, i64 0
  %splat2079 = shufflevector <16 x i64> %ins2078, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2080 = add <16 x i64> %lane2076, %splat2079
  %v2081 = sub <16 x i64> %v2080, splat (i64 1)
  %ins2082 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2083 = shufflevector <16 x i64> %ins2082, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2084 = icmp sge <16 x i64> %v2081, zeroinitializer
  %v2085 = icmp slt <16 x i64> %v2081, %splat2083
  %v2086 = and <16 x i1> %v2084, %v2085
  %ins2087 = insertelement <16 x i1> poison, i1 %v2072, i64 0
  %splat2088 = shufflevector <16 x i1> %ins2087, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2089 = and <16 x i1> %splat2088, %v2086
  %v2090 = and <16 x i1> %mask1778, %v2089
  %v2091 = mul i64 %i7, %size.C
  %v2092 = add i64 %v2091, %i13
  %v2093 = mul i64 %v2092, %size.H
  %v2094 = mul i64 %i33, 2
  %v2095 = add i64 %v2094, %i2059
  %v2096 = sub i64 %v2095, 1
  %v2097 = add i64 %v2093, %v2096
  %v2098 = mul i64 %v2097, %size.W
  %v2099 = mul i64 %i2065, 2
  %v2100 = add i64 %i1774, %v2099
  %v2101 = sub i64 %v2100, 1
  %v2102 = add i64 %v2098, %v2101
  %p2103 = getelementptr float, ptr %buf.x, i64 %v2102
  %ld2104 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2103, <16 x i1> %v2090, <16 x float> zeroinitializer)
  %v2105 = mul i64 %i7, %size.C
  %v2106 = add i64 %v2105, %i13
  %v2107 = add i64 %size.H, 1
  %v2108 = add i64 %v2107, 1
  %v2109 = sub i64 %v2108, 2
  %v2110 = sub i64 %v2109, 1
  %v2111 = sdiv i64 %v2110, 2
  %v2112 = srem i64 %v2110, 2
  %v2113 = icmp ne i64 %v2112, 0
  %v2114 = icmp slt i64 %v2112, 0
  %v2115 = icmp slt i64 2, 0
  %v2116 = xor i1 %v2114, %v2115
  %v2117 = and i1 %v2113, %v2116
  %v2118 = zext i1 %v2117 to i64
  %v2119 = sub i64 %v2111, %v2118
  %v2120 = add i64 %v2119, 1
  %v2121 = mul i64 %v2106, %v2120
  %v2122 = add i64 %v2121, %i33
  %v2123 = add i64 %size.W, 1
  %v2124 = sub i64 %v2123, 2
  %v2125 = sub i64 %v2124, 1
  %v2126 = add i64 %v2125, 1
  %v2127 = mul i64 %v2122, %v2126
  %v2128 = add i64 %v2127, %i1774
  %p2129 = getelementptr float, ptr %buf.m, i64 %v2128
  %ld2130 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2129, <16 x i1> %mask1778, <16 x float> zeroinitializer)
  %v2131 = fcmp ole <16 x float> %ld2104, %ld2130
  %v2132 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %v2133 = sitofp i64 %i2059 to float
  %v2134 = fmul contract float %v2133, 0x4000000000000000
  %v2135 = sitofp i64 %i2065 to float
  %v2136 = fadd contract float %v2134, %v2135
  %ins2137 = insertelement <16 x float> poison, float %v2132, i64 0
  %splat2138 = shufflevector <16 x float> %ins2137, <16 x float> poison, <16 x i32> zeroinitializer
  %ins2139 = insertelement <16 x float> poison, float %v2136, i64 0
  %splat2140 = shufflevector <16 x float> %ins2139, <16 x float> poison, <16 x i32> zeroinitializer
  %v2141 = select <16 x i1> %v2131, <16 x float> %splat2138, <16 x float> %splat2140
  %v2142 = mul i64 %i33, 2
  %v2143 = add i64 %v2142, %i2059
  %v2144 = sub i64 %v2143, 1
  %v2145 = icmp sge i64 %v2144, 0
  %v2146 = icmp slt i64 %v2144, %size.H
  %v2147 = and i1 %v2145, %v2146
  %v2148 = mul i64 %i2065, 2
  %ins2149 = insertelement <16 x i64> poison, i64 %v2148, i64 0
  %splat2150 = shufflevector <16 x i64> %ins2149, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2151 = add <16 x i64> %lane2076, %splat2150
  %v2152 = sub <16 x i64> %v2151, splat (i64 1)
  %ins2153 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2154 = shufflevector <16 x i64> %ins2153, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2155 = icmp sge <16 x i64> %v2152, zeroinitializer
  %v2156 = icmp slt <16 x i64> %v2152, %splat2154
  %v2157 = and <16 x i1> %v2155, %v2156
  %ins2158 = insertelement <16 x i1> poison, i1 %v2147, i64 0
  %splat2159 = shufflevector <16 x i1> %ins2158, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2160 = and <16 x i1> %splat2159, %v2157
  %v2161 = and <16 x i1> %mask1778, %v2160
  %old2162 = load <16 x float>, ptr %acc2053
  %v2163 = fcmp olt <16 x float> %v2141, %old2162
  %v2164 = select <16 x i1> %v2163, <16 x float> %v2141, <16 x float> %old2162
  %v2165 = fcmp uno <16 x float> %v2141, %v2141
  %v2166 = and <16 x i1> %v2165, %v2161
  %v2167 = load <16 x i1>, ptr %nan2054
  %v2168 = or <16 x i1> %v2167, %v2166
  store <16 x i1> %v2168, ptr %nan2054
  %v2169 = select <16 x i1> %v2161, <16 x float> %v2164, <16 x float> %old2162
  store <16 x float> %v2169, ptr %acc2053
  %v2170 = add nsw i64 %i2065, 1
  store i64 %v2170, ptr %s.addr.2061
  br label %cond2062
exit2064:
  %v2171 = add nsw i64 %i2059, 1
  store i64 %v2171, ptr %r.addr.2055
  br label %cond2056
exit2058:
  %red2172 = load <16 x float>, ptr %acc2053
  %v2173 = load <16 x i1>, ptr %nan2054
  %v2174 = select <16 x i1> %v2173, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red2172
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc2175
  store <16 x i1> zeroinitializer, ptr %nan2176
  store i64 0, ptr %r.addr.2177
  br label %cond2178
cond2178:
  %i2181 = load i64, ptr %r.addr.2177
  %v2182 = icmp slt i64 %i2181, 3
  br i1 %v2182, label %body2179, label %exit2180
body2179:
  store i64 0, ptr %s.addr.2183
  br label %cond2184
cond2184:
  %i2187 = load i64, ptr %s.addr.2183
  %v2188 = icmp slt i64 %i2187, 2
  br i1 %v2188, label %body2185, label %exit2186
body2185:
  %v2189 = mul i64 %i33, 2
  %v2190 = add i64 %v2189, %i2181
  %v2191 = sub i64 %v2190, 1
  %v2192 = icmp sge i64 %v2191, 0
  %v2193 = icmp slt i64 %v2191, %size.H
  %v2194 = and i1 %v2192, %v2193
  %ins2195 = insertelement <16 x i64> poison, i64 %i1774, i64 0
  %splat2196 = shufflevector <16 x i64> %ins2195, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2197 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2198 = add <16 x i64> %splat2196, %step2197
  %v2199 = mul i64 %i2187, 2
  %ins2200 = insertelement <16 x i64> poison, i64 %v2199, i64 0
  %splat2201 = shufflevector <16 x i64> %ins2200, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2202 = add <16 x i64> %lane2198, %splat2201
  %v2203 = sub <16 x i64> %v2202, splat (i64 1)
  %ins2204 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2205 = shufflevector <16 x i64> %ins2204, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2206 = icmp sge <16 x i64> %v2203, zeroinitializer
  %v2207 = icmp slt <16 x i64> %v2203, %splat2205
  %v2208 = and <16 x i1> %v2206, %v2207
  %ins2209 = insertelement <16 x i1> poison, i1 %v2194, i64 0
  %splat2210 = shufflevector <16 x i1> %ins2209, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2211 = and <16 x i1> %splat2210, %v2208
  %v2212 = and <16 x i1> %mask1778, %v2211
  %v2213 = mul i64 %i7, %size.C
  %v2214 = add i64 %v2213, %i13
  %v2215 = mul i64 %v2214, %size.H
  %v2216 = mul i64 %i33, 2
  %v2217 = add i64 %v2216, %i2181
  %v2218 = sub i64 %v2217, 1
  %v2219 = add i64 %v2215, %v2218
  %v2220 = mul i64 %v2219, %size.W
  %v2221 = mul i64 %i2187, 2
  %v2222 = add i64 %i1774, %v2221
  %v2223 = sub i64 %v2222, 1
  %v2224 = add i64 %v2220, %v2223
  %p2225 = getelementptr float, ptr %buf.x, i64 %v2224
  %ld2226 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2225, <16 x i1> %v2212, <16 x float> zeroinitializer)
  %v2227 = mul i64 %i7, %size.C
  %v2228 = add i64 %v2227, %i13
  %v2229 = add i64 %size.H, 1
  %v2230 = add i64 %v2229, 1
  %v2231 = sub i64 %v2230, 2
  %v2232 = sub i64 %v2231, 1
  %v2233 = sdiv i64 %v2232, 2
  %v2234 = srem i64 %v2232, 2
  %v2235 = icmp ne i64 %v2234, 0
  %v2236 = icmp slt i64 %v2234, 0
  %v2237 = icmp slt i64 2, 0
  %v2238 = xor i1 %v2236, %v2237
  %v2239 = and i1 %v2235, %v2238
  %v2240 = zext i1 %v2239 to i64
  %v2241 = sub i64 %v2233, %v2240
  %v2242 = add i64 %v2241, 1
  %v2243 = mul i64 %v2228, %v2242
  %v2244 = add i64 %v2243, %i33
  %v2245 = add i64 %size.W, 1
  %v2246 = sub i64 %v2245, 2
  %v2247 = sub i64 %v2246, 1
  %v2248 = add i64 %v2247, 1
  %v2249 = mul i64 %v2244, %v2248
  %v2250 = add i64 %v2249, %i1774
  %p2251 = getelementptr float, ptr %buf.m, i64 %v2250
  %ld2252 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2251, <16 x i1> %mask1778, <16 x float> zeroinitializer)
  %v2253 = fcmp oeq <16 x float> %ld2226, %ld2252
  %v2254 = sitofp i64 %i2181 to float
  %v2255 = fmul contract float %v2254, 0x4000000000000000
  %v2256 = sitofp i64 %i2187 to float
  %v2257 = fadd contract float %v2255, %v2256
  %v2258 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins2259 = insertelement <16 x float> poison, float %v2257, i64 0
  %splat2260 = shufflevector <16 x float> %ins2259, <16 x float> poison, <16 x i32> zeroinitializer
  %ins2261 = insertelement <16 x float> poison, float %v2258, i64 0
  %splat2262 = shufflevector <16 x float> %ins2261, <16 x float> poison, <16 x i32> zeroinitializer
  %v2263 = select <16 x i1> %v2253, <16 x float> %splat2260, <16 x float> %splat2262
  %v2264 = mul i64 %i33, 2
  %v2265 = add i64 %v2264, %i2181
  %v2266 = sub i64 %v2265, 1
  %v2267 = icmp sge i64 %v2266, 0
  %v2268 = icmp slt i64 %v2266, %size.H
  %v2269 = and i1 %v2267, %v2268
  %v2270 = mul i64 %i2187, 2
  %ins2271 = insertelement <16 x i64> poison, i64 %v2270, i64 0
  %splat2272 = shufflevector <16 x i64> %ins2271, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2273 = add <16 x i64> %lane2198, %splat2272
  %v2274 = sub <16 x i64> %v2273, splat (i64 1)
  %ins2275 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2276 = shufflevector <16 x i64> %ins2275, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2277 = icmp sge <16 x i64> %v2274, zeroinitializer
  %v2278 = icmp slt <16 x i64> %v2274, %splat2276
  %v2279 = and <16 x i1> %v2277, %v2278
  %ins2280 = insertelement <16 x i1> poison, i1 %v2269, i64 0
  %splat2281 = shufflevector <16 x i1> %ins2280, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2282 = and <16 x i1> %splat2281, %v2279
  %v2283 = and <16 x i1> %mask1778, %v2282
  %old2284 = load <16 x float>, ptr %acc2175
  %v2285 = fcmp olt <16 x float> %v2263, %old2284
  %v2286 = select <16 x i1> %v2285, <16 x float> %v2263, <16 x float> %old2284
  %v2287 = fcmp uno <16 x float> %v2263, %v2263
  %v2288 = and <16 x i1> %v2287, %v2283
  %v2289 = load <16 x i1>, ptr %nan2176
  %v2290 = or <16 x i1> %v2289, %v2288
  store <16 x i1> %v2290, ptr %nan2176
  %v2291 = select <16 x i1> %v2283, <16 x float> %v2286, <16 x float> %old2284
  store <16 x float> %v2291, ptr %acc2175
  %v2292 = add nsw i64 %i2187, 1
  store i64 %v2292, ptr %s.addr.2183
  br label %cond2184
exit2186:
  %v2293 = add nsw i64 %i2181, 1
  store i64 %v2293, ptr %r.addr.2177
  br label %cond2178
exit2180:
  %red2294 = load <16 x float>, ptr %acc2175
  %v2295 = load <16 x i1>, ptr %nan2176
  %v2296 = select <16 x i1> %v2295, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red2294
  %v2297 = fcmp olt <16 x float> %v2174, %v2052
  %v2298 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins2299 = insertelement <16 x float> poison, float %v2298, i64 0
  %splat2300 = shufflevector <16 x float> %ins2299, <16 x float> poison, <16 x i32> zeroinitializer
  %v2301 = fcmp olt <16 x float> %v2296, %splat2300
  %v2302 = select <16 x i1> %v2301, <16 x float> %v2296, <16 x float> %v2052
  %v2303 = select <16 x i1> %v2297, <16 x float> %v2174, <16 x float> %v2302
  %v2304 = mul i64 %i7, %size.C
  %v2305 = add i64 %v2304, %i13
  %v2306 = add i64 %size.H, 1
  %v2307 = add i64 %v2306, 1
  %v2308 = sub i64 %v2307, 2
  %v2309 = sub i64 %v2308, 1
  %v2310 = sdiv i64 %v2309, 2
  %v2311 = srem i64 %v2309, 2
  %v2312 = icmp ne i64 %v2311, 0
  %v2313 = icmp slt i64 %v2311, 0
  %v2314 = icmp slt i64 2, 0
  %v2315 = xor i1 %v2313, %v2314
  %v2316 = and i1 %v2312, %v2315
  %v2317 = zext i1 %v2316 to i64
  %v2318 = sub i64 %v2310, %v2317
  %v2319 = add i64 %v2318, 1
  %v2320 = mul i64 %v2305, %v2319
  %v2321 = add i64 %v2320, %i33
  %v2322 = add i64 %size.W, 1
  %v2323 = sub i64 %v2322, 2
  %v2324 = sub i64 %v2323, 1
  %v2325 = add i64 %v2324, 1
  %v2326 = mul i64 %v2321, %v2325
  %v2327 = add i64 %v2326, %i1774
  %p2328 = getelementptr float, ptr %buf.k, i64 %v2327
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2303, ptr align 4 %p2328, <16 x i1> %mask1778)
  br label %done1777
done1777:
  %v2329 = add nsw i64 %i33, 1
  store i64 %v2329, ptr %p.addr.29
  br label %cond30
exit32:
  %v2330 = add nsw i64 %i13, 1
  store i64 %v2330, ptr %c.addr.9
  br label %cond10
exit12:
  %v2331 = add nsw i64 %i7, 1
  store i64 %v2331, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
