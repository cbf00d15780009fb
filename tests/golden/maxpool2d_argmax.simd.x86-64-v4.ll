@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minimum.v16f32(<16 x float>, <16 x float>)
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
  %r.addr.79 = alloca i64, align 64
  %s.addr.85 = alloca i64, align 64
  %acc222 = alloca <16 x float>, align 64
  %r.addr.223 = alloca i64, align 64
  %s.addr.229 = alloca i64, align 64
  %acc336 = alloca <16 x float>, align 64
  %r.addr.337 = alloca i64, align 64
  %s.addr.343 = alloca i64, align 64
  %acc450 = alloca <16 x float>, align 64
  %r.addr.451 = alloca i64, align 64
  %s.addr.457 = alloca i64, align 64
  %acc650 = alloca <16 x float>, align 64
  %r.addr.651 = alloca i64, align 64
  %s.addr.657 = alloca i64, align 64
  %acc792 = alloca <16 x float>, align 64
  %r.addr.793 = alloca i64, align 64
  %s.addr.799 = alloca i64, align 64
  %acc904 = alloca <16 x float>, align 64
  %r.addr.905 = alloca i64, align 64
  %s.addr.911 = alloca i64, align 64
  %acc1016 = alloca <16 x float>, align 64
  %r.addr.1017 = alloca i64, align 64
  %s.addr.1023 = alloca i64, align 64
  %acc1167 = alloca <16 x float>, align 64
  %r.addr.1168 = alloca i64, align 64
  %s.addr.1174 = alloca i64, align 64
  %acc1309 = alloca <16 x float>, align 64
  %r.addr.1310 = alloca i64, align 64
  %s.addr.1316 = alloca i64, align 64
  %acc1421 = alloca <16 x float>, align 64
  %r.addr.1422 = alloca i64, align 64
  %s.addr.1428 = alloca i64, align 64
  %acc1533 = alloca <16 x float>, align 64
  %r.addr.1534 = alloca i64, align 64
  %s.addr.1540 = alloca i64, align 64
  %acc1683 = alloca <16 x float>, align 64
  %r.addr.1684 = alloca i64, align 64
  %s.addr.1690 = alloca i64, align 64
  %acc1827 = alloca <16 x float>, align 64
  %r.addr.1828 = alloca i64, align 64
  %s.addr.1834 = alloca i64, align 64
  %acc1941 = alloca <16 x float>, align 64
  %r.addr.1942 = alloca i64, align 64
  %s.addr.1948 = alloca i64, align 64
  %acc2055 = alloca <16 x float>, align 64
  %r.addr.2056 = alloca i64, align 64
  %s.addr.2062 = alloca i64, align 64
  %v596 = mul i64 %size.N, %size.C
  %v597 = add i64 %size.H, 1
  %v598 = add i64 %v597, 1
  %v599 = sub i64 %v598, 2
  %v600 = sub i64 %v599, 1
  %v601 = sdiv i64 %v600, 2
  %v602 = srem i64 %v600, 2
  %v603 = icmp ne i64 %v602, 0
  %v604 = icmp slt i64 %v602, 0
  %v605 = icmp slt i64 2, 0
  %v606 = xor i1 %v604, %v605
  %v607 = and i1 %v603, %v606
  %v608 = zext i1 %v607 to i64
  %v609 = sub i64 %v601, %v608
  %v610 = add i64 %v609, 1
  %v611 = mul i64 %v596, %v610
  %v612 = add i64 %size.W, 1
  %v613 = sub i64 %v612, 2
  %v614 = sub i64 %v613, 1
  %v615 = add i64 %v614, 1
  %v616 = mul i64 %v611, %v615
  %v617 = mul i64 %size.N, %size.C
  %v618 = add i64 %size.H, 1
  %v619 = add i64 %v618, 1
  %v620 = sub i64 %v619, 2
  %v621 = sub i64 %v620, 1
  %v622 = sdiv i64 %v621, 2
  %v623 = srem i64 %v621, 2
  %v624 = icmp ne i64 %v623, 0
  %v625 = icmp slt i64 %v623, 0
  %v626 = icmp slt i64 2, 0
  %v627 = xor i1 %v625, %v626
  %v628 = and i1 %v624, %v627
  %v629 = zext i1 %v628 to i64
  %v630 = sub i64 %v622, %v629
  %v631 = add i64 %v630, 1
  %v632 = mul i64 %v617, %v631
  %v633 = add i64 %size.W, 1
  %v634 = sub i64 %v633, 2
  %v635 = sub i64 %v634, 1
  %v636 = add i64 %v635, 1
  %v637 = mul i64 %v632, %v636
  %v638 = add i64 %v616, %v637
  %v639 = icmp sge i64 %v638, 2097152
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
  store i64 0, ptr %r.addr.79
  br label %cond80
cond80:
  %i83 = load i64, ptr %r.addr.79
  %v84 = icmp slt i64 %i83, 3
  br i1 %v84, label %body81, label %exit82
body81:
  store i64 0, ptr %s.addr.85
  br label %cond86
cond86:
  %i89 = load i64, ptr %s.addr.85
  %v90 = icmp slt i64 %i89, 2
  br i1 %v90, label %body87, label %exit88
body87:
  %v91 = mul i64 %i33, 2
  %v92 = add i64 %v91, %i83
  %v93 = sub i64 %v92, 1
  %v94 = icmp sge i64 %v93, 0
  %v95 = icmp slt i64 %v93, %size.H
  %v96 = and i1 %v94, %v95
  %ins97 = insertelement <16 x i64> poison, i64 %i40, i64 0
  %splat98 = shufflevector <16 x i64> %ins97, <16 x i64> poison, <16 x i32> zeroinitializer
  %step99 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane100 = add <16 x i64> %splat98, %step99
  %v101 = mul i64 %i89, 2
  %ins102 = insertelement <16 x i64> poison, i64 %v101, i64 0
  %splat103 = shufflevector <16 x i64> %ins102, <16 x i64> poison, <16 x i32> zeroinitializer
  %v104 = add <16 x i64> %lane100, %splat103
  %v105 = sub <16 x i64> %v104, splat (i64 1)
  %ins106 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat107 = shufflevector <16 x i64> %ins106, <16 x i64> poison, <16 x i32> zeroinitializer
  %v108 = icmp sge <16 x i64> %v105, zeroinitializer
  %v109 = icmp slt <16 x i64> %v105, %splat107
  %v110 = and <16 x i1> %v108, %v109
  %ins111 = insertelement <16 x i1> poison, i1 %v96, i64 0
  %splat112 = shufflevector <16 x i1> %ins111, <16 x i1> poison, <16 x i32> zeroinitializer
  %v113 = and <16 x i1> %splat112, %v110
  %v114 = and <16 x i1> %mask77, %v113
  %v115 = mul i64 %i7, %size.C
  %v116 = add i64 %v115, %i13
  %v117 = mul i64 %v116, %size.H
  %v118 = mul i64 %i33, 2
  %v119 = add i64 %v118, %i83
  %v120 = sub i64 %v119, 1
  %v121 = add i64 %v117, %v120
  %v122 = mul i64 %v121, %size.W
  %v123 = mul i64 %i89, 2
  %v124 = add i64 %i40, %v123
  %v125 = sub i64 %v124, 1
  %v126 = add i64 %v122, %v125
  %p127 = getelementptr float, ptr %buf.x, i64 %v126
  %ld128 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p127, <16 x i1> %v114, <16 x float> zeroinitializer)
  %v129 = fcmp oeq <16 x float> %ld128, %ld128
  %v130 = select <16 x i1> %v129, <16 x float> %ld128, <16 x float> splat (float 0xC7EFFFFFE0000000)
  %v131 = mul i64 %i33, 2
  %v132 = add i64 %v131, %i83
  %v133 = sub i64 %v132, 1
  %v134 = icmp sge i64 %v133, 0
  %v135 = icmp slt i64 %v133, %size.H
  %v136 = and i1 %v134, %v135
  %v137 = mul i64 %i89, 2
  %ins138 = insertelement <16 x i64> poison, i64 %v137, i64 0
  %splat139 = shufflevector <16 x i64> %ins138, <16 x i64> poison, <16 x i32> zeroinitializer
  %v140 = add <16 x i64> %lane100, %splat139
  %v141 = sub <16 x i64> %v140, splat (i64 1)
  %ins142 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat143 = shufflevector <16 x i64> %ins142, <16 x i64> poison, <16 x i32> zeroinitializer
  %v144 = icmp sge <16 x i64> %v141, zeroinitializer
  %v145 = icmp slt <16 x i64> %v141, %splat143
  %v146 = and <16 x i1> %v144, %v145
  %ins147 = insertelement <16 x i1> poison, i1 %v136, i64 0
  %splat148 = shufflevector <16 x i1> %ins147, <16 x i1> poison, <16 x i32> zeroinitializer
  %v149 = and <16 x i1> %splat148, %v146
  %v150 = mul i64 %i33, 2
  %v151 = add i64 %v150, %i83
  %v152 = sub i64 %v151, 1
  %v153 = icmp sge i64 %v152, 0
  %v154 = icmp slt i64 %v152, %size.H
  %v155 = and i1 %v153, %v154
  %v156 = mul i64 %i89, 2
  %ins157 = insertelement <16 x i64> poison, i64 %v156, i64 0
  %splat158 = shufflevector <16 x i64> %ins157, <16 x i64> poison, <16 x i32> zeroinitializer
  %v159 = add <16 x i64> %lane100, %splat158
  %v160 = sub <16 x i64> %v159, splat (i64 1)
  %ins161 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat162 = shufflevector <16 x i64> %ins161, <16 x i64> poison, <16 x i32> zeroinitializer
  %v163 = icmp sge <16 x i64> %v160, zeroinitializer
  %v164 = icmp slt <16 x i64> %v160, %splat162
  %v165 = and <16 x i1> %v163, %v164
  %ins166 = insertelement <16 x i1> poison, i1 %v155, i64 0
  %splat167 = shufflevector <16 x i1> %ins166, <16 x i1> poison, <16 x i32> zeroinitializer
  %v168 = and <16 x i1> %splat167, %v165
  %v169 = and <16 x i1> %v149, %v168
  %v170 = mul i64 %i33, 2
  %v171 = add i64 %v170, %i83
  %v172 = sub i64 %v171, 1
  %v173 = icmp sge i64 %v172, 0
  %v174 = icmp slt i64 %v172, %size.H
  %v175 = and i1 %v173, %v174
  %v176 = mul i64 %i89, 2
  %ins177 = insertelement <16 x i64> poison, i64 %v176, i64 0
  %splat178 = shufflevector <16 x i64> %ins177, <16 x i64> poison, <16 x i32> zeroinitializer
  %v179 = add <16 x i64> %lane100, %splat178
  %v180 = sub <16 x i64> %v179, splat (i64 1)
  %ins181 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat182 = shufflevector <16 x i64> %ins181, <16 x i64> poison, <16 x i32> zeroinitializer
  %v183 = icmp sge <16 x i64> %v180, zeroinitializer
  %v184 = icmp slt <16 x i64> %v180, %splat182
  %v185 = and <16 x i1> %v183, %v184
  %ins186 = insertelement <16 x i1> poison, i1 %v175, i64 0
  %splat187 = shufflevector <16 x i1> %ins186, <16 x i1> poison, <16 x i32> zeroinitializer
  %v188 = and <16 x i1> %splat187, %v185
  %v189 = and <16 x i1> %v169, %v188
  %v190 = and <16 x i1> %mask77, %v189
  %old191 = load <16 x float>, ptr %acc78
  %v192 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old191, <16 x float> %v130)
  %v193 = select <16 x i1> %v190, <16 x float> %v192, <16 x float> %old191
  store <16 x float> %v193, ptr %acc78
  %v194 = add nsw i64 %i89, 1
  store i64 %v194, ptr %s.addr.85
  br label %cond86
exit88:
  %v195 = add nsw i64 %i83, 1
  store i64 %v195, ptr %r.addr.79
  br label %cond80
exit82:
  %red196 = load <16 x float>, ptr %acc78
  %v197 = mul i64 %i7, %size.C
  %v198 = add i64 %v197, %i13
  %v199 = add i64 %size.H, 1
  %v200 = add i64 %v199, 1
  %v201 = sub i64 %v200, 2
  %v202 = sub i64 %v201, 1
  %v203 = sdiv i64 %v202, 2
  %v204 = srem i64 %v202, 2
  %v205 = icmp ne i64 %v204, 0
  %v206 = icmp slt i64 %v204, 0
  %v207 = icmp slt i64 2, 0
  %v208 = xor i1 %v206, %v207
  %v209 = and i1 %v205, %v208
  %v210 = zext i1 %v209 to i64
  %v211 = sub i64 %v203, %v210
  %v212 = add i64 %v211, 1
  %v213 = mul i64 %v198, %v212
  %v214 = add i64 %v213, %i33
  %v215 = add i64 %size.W, 1
  %v216 = sub i64 %v215, 2
  %v217 = sub i64 %v216, 1
  %v218 = add i64 %v217, 1
  %v219 = mul i64 %v214, %v218
  %v220 = add i64 %v219, %i40
  %p221 = getelementptr float, ptr %buf.m, i64 %v220
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red196, ptr align 4 %p221, <16 x i1> %mask77)
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc222
  store i64 0, ptr %r.addr.223
  br label %cond224
cond224:
  %i227 = load i64, ptr %r.addr.223
  %v228 = icmp slt i64 %i227, 3
  br i1 %v228, label %body225, label %exit226
body225:
  store i64 0, ptr %s.addr.229
  br label %cond230
cond230:
  %i233 = load i64, ptr %s.addr.229
  %v234 = icmp slt i64 %i233, 2
  br i1 %v234, label %body231, label %exit232
body231:
  %v235 = mul i64 %i33, 2
  %v236 = add i64 %v235, %i227
  %v237 = sub i64 %v236, 1
  %v238 = icmp sge i64 %v237, 0
  %v239 = icmp slt i64 %v237, %size.H
  %v240 = and i1 %v238, %v239
  %ins241 = insertelement <16 x i64> poison, i64 %i40, i64 0
  %splat242 = shufflevector <16 x i64> %ins241, <16 x i64> poison, <16 x i32> zeroinitializer
  %step243 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane244 = add <16 x i64> %splat242, %step243
  %v245 = mul i64 %i233, 2
  %ins246 = insertelement <16 x i64> poison, i64 %v245, i64 0
  %splat247 = shufflevector <16 x i64> %ins246, <16 x i64> poison, <16 x i32> zeroinitializer
  %v248 = add <16 x i64> %lane244, %splat247
  %v249 = sub <16 x i64> %v248, splat (i64 1)
  %ins250 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat251 = shufflevector <16 x i64> %ins250, <16 x i64> poison, <16 x i32> zeroinitializer
  %v252 = icmp sge <16 x i64> %v249, zeroinitializer
  %v253 = icmp slt <16 x i64> %v249, %splat251
  %v254 = and <16 x i1> %v252, %v253
  %ins255 = insertelement <16 x i1> poison, i1 %v240, i64 0
  %splat256 = shufflevector <16 x i1> %ins255, <16 x i1> poison, <16 x i32> zeroinitializer
  %v257 = and <16 x i1> %splat256, %v254
  %v258 = and <16 x i1> %mask77, %v257
  %v259 = mul i64 %i7, %size.C
  %v260 = add i64 %v259, %i13
  %v261 = mul i64 %v260, %size.H
  %v262 = mul i64 %i33, 2
  %v263 = add i64 %v262, %i227
  %v264 = sub i64 %v263, 1
  %v265 = add i64 %v261, %v264
  %v266 = mul i64 %v265, %size.W
  %v267 = mul i64 %i233, 2
  %v268 = add i64 %i40, %v267
  %v269 = sub i64 %v268, 1
  %v270 = add i64 %v266, %v269
  %p271 = getelementptr float, ptr %buf.x, i64 %v270
  %ld272 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p271, <16 x i1> %v258, <16 x float> zeroinitializer)
  %v273 = mul i64 %i7, %size.C
  %v274 = add i64 %v273, %i13
  %v275 = add i64 %size.H, 1
  %v276 = add i64 %v275, 1
  %v277 = sub i64 %v276, 2
  %v278 = sub i64 %v277, 1
  %v279 = sdiv i64 %v278, 2
  %v280 = srem i64 %v278, 2
  %v281 = icmp ne i64 %v280, 0
  %v282 = icmp slt i64 %v280, 0
  %v283 = icmp slt i64 2, 0
  %v284 = xor i1 %v282, %v283
  %v285 = and i1 %v281, %v284
  %v286 = zext i1 %v285 to i64
  %v287 = sub i64 %v279, %v286
  %v288 = add i64 %v287, 1
  %v289 = mul i64 %v274, %v288
  %v290 = add i64 %v289, %i33
  %v291 = add i64 %size.W, 1
  %v292 = sub i64 %v291, 2
  %v293 = sub i64 %v292, 1
  %v294 = add i64 %v293, 1
  %v295 = mul i64 %v290, %v294
  %v296 = add i64 %v295, %i40
  %p297 = getelementptr float, ptr %buf.m, i64 %v296
  %ld298 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p297, <16 x i1> %mask77, <16 x float> zeroinitializer)
  %v299 = fcmp ole <16 x float> %ld272, %ld298
  %v300 = sitofp i64 %i227 to float
  %v301 = fmul contract float %v300, 0x4000000000000000
  %v302 = sitofp i64 %i233 to float
  %v303 = fadd contract float %v301, %v302
  %v304 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins305 = insertelement <16 x float> poison, float %v303, i64 0
  %splat306 = shufflevector <16 x float> %ins305, <16 x float> poison, <16 x i32> zeroinitializer
  %ins307 = insertelement <16 x float> poison, float %v304, i64 0
  %splat308 = shufflevector <16 x float> %ins307, <16 x float> poison, <16 x i32> zeroinitializer
  %v309 = select <16 x i1> %v299, <16 x float> %splat306, <16 x float> %splat308
  %v310 = mul i64 %i33, 2
  %v311 = add i64 %v310, %i227
  %v312 = sub i64 %v311, 1
  %v313 = icmp sge i64 %v312, 0
  %v314 = icmp slt i64 %v312, %size.H
  %v315 = and i1 %v313, %v314
  %v316 = mul i64 %i233, 2
  %ins317 = insertelement <16 x i64> poison, i64 %v316, i64 0
  %splat318 = shufflevector <16 x i64> %ins317, <16 x i64> poison, <16 x i32> zeroinitializer
  %v319 = add <16 x i64> %lane244, %splat318
  %v320 = sub <16 x i64> %v319, splat (i64 1)
  %ins321 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat322 = shufflevector <16 x i64> %ins321, <16 x i64> poison, <16 x i32> zeroinitializer
  %v323 = icmp sge <16 x i64> %v320, zeroinitializer
  %v324 = icmp slt <16 x i64> %v320, %splat322
  %v325 = and <16 x i1> %v323, %v324
  %ins326 = insertelement <16 x i1> poison, i1 %v315, i64 0
  %splat327 = shufflevector <16 x i1> %ins326, <16 x i1> poison, <16 x i32> zeroinitializer
  %v328 = and <16 x i1> %splat327, %v325
  %v329 = and <16 x i1> %mask77, %v328
  %old330 = load <16 x float>, ptr %acc222
  %v331 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old330, <16 x float> %v309)
  %v332 = select <16 x i1> %v329, <16 x float> %v331, <16 x float> %old330
  store <16 x float> %v332, ptr %acc222
  %v333 = add nsw i64 %i233, 1
  store i64 %v333, ptr %s.addr.229
  br label %cond230
exit232:
  %v334 = add nsw i64 %i227, 1
  store i64 %v334, ptr %r.addr.223
  br label %cond224
exit226:
  %red335 = load <16 x float>, ptr %acc222
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc336
  store i64 0, ptr %r.addr.337
  br label %cond338
cond338:
  %i341 = load i64, ptr %r.addr.337
  %v342 = icmp slt i64 %i341, 3
  br i1 %v342, label %body339, label %exit340
body339:
  store i64 0, ptr %s.addr.343
  br label %cond344
cond344:
  %i347 = load i64, ptr %s.addr.343
  %v348 = icmp slt i64 %i347, 2
  br i1 %v348, label %body345, label %exit346
body345:
  %v349 = mul i64 %i33, 2
  %v350 = add i64 %v349, %i341
  %v351 = sub i64 %v350, 1
  %v352 = icmp sge i64 %v351, 0
  %v353 = icmp slt i64 %v351, %size.H
  %v354 = and i1 %v352, %v353
  %ins355 = insertelement <16 x i64> poison, i64 %i40, i64 0
  %splat356 = shufflevector <16 x i64> %ins355, <16 x i64> poison, <16 x i32> zeroinitializer
  %step357 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane358 = add <16 x i64> %splat356, %step357
  %v359 = mul i64 %i347, 2
  %ins360 = insertelement <16 x i64> poison, i64 %v359, i64 0
  %splat361 = shufflevector <16 x i64> %ins360, <16 x i64> poison, <16 x i32> zeroinitializer
  %v362 = add <16 x i64> %lane358, %splat361
  %v363 = sub <16 x i64> %v362, splat (i64 1)
  %ins364 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat365 = shufflevector <16 x i64> %ins364, <16 x i64> poison, <16 x i32> zeroinitializer
  %v366 = icmp sge <16 x i64> %v363, zeroinitializer
  %v367 = icmp slt <16 x i64> %v363, %splat365
  %v368 = and <16 x i1> %v366, %v367
  %ins369 = insertelement <16 x i1> poison, i1 %v354, i64 0
  %splat370 = shufflevector <16 x i1> %ins369, <16 x i1> poison, <16 x i32> zeroinitializer
  %v371 = and <16 x i1> %splat370, %v368
  %v372 = and <16 x i1> %mask77, %v371
  %v373 = mul i64 %i7, %size.C
  %v374 = add i64 %v373, %i13
  %v375 = mul i64 %v374, %size.H
  %v376 = mul i64 %i33, 2
  %v377 = add i64 %v376, %i341
  %v378 = sub i64 %v377, 1
  %v379 = add i64 %v375, %v378
  %v380 = mul i64 %v379, %size.W
  %v381 = mul i64 %i347, 2
  %v382 = add i64 %i40, %v381
  %v383 = sub i64 %v382, 1
  %v384 = add i64 %v380, %v383
  %p385 = getelementptr float, ptr %buf.x, i64 %v384
  %ld386 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p385, <16 x i1> %v372, <16 x float> zeroinitializer)
  %v387 = mul i64 %i7, %size.C
  %v388 = add i64 %v387, %i13
  %v389 = add i64 %size.H, 1
  %v390 = add i64 %v389, 1
  %v391 = sub i64 %v390, 2
  %v392 = sub i64 %v391, 1
  %v393 = sdiv i64 %v392, 2
  %v394 = srem i64 %v392, 2
  %v395 = icmp ne i64 %v394, 0
  %v396 = icmp slt i64 %v394, 0
  %v397 = icmp slt i64 2, 0
  %v398 = xor i1 %v396, %v397
  %v399 = and i1 %v395, %v398
  %v400 = zext i1 %v399 to i64
  %v401 = sub i64 %v393, %v400
  %v402 = add i64 %v401, 1
  %v403 = mul i64 %v388, %v402
  %v404 = add i64 %v403, %i33
  %v405 = add i64 %size.W, 1
  %v406 = sub i64 %v405, 2
  %v407 = sub i64 %v406, 1
  %v408 = add i64 %v407, 1
  %v409 = mul i64 %v404, %v408
  %v410 = add i64 %v409, %i40
  %p411 = getelementptr float, ptr %buf.m, i64 %v410
  %ld412 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p411, <16 x i1> %mask77, <16 x float> zeroinitializer)
  %v413 = fcmp ole <16 x float> %ld386, %ld412
  %v414 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %v415 = sitofp i64 %i341 to float
  %v416 = fmul contract float %v415, 0x4000000000000000
  %v417 = sitofp i64 %i347 to float
  %v418 = fadd contract float %v416, %v417
  %ins419 = insertelement <16 x float> poison, float %v414, i64 0
  %splat420 = shufflevector <16 x float> %ins419, <16 x float> poison, <16 x i32> zeroinitializer
  %ins421 = insertelement <16 x float> poison, float %v418, i64 0
  %splat422 = shufflevector <16 x float> %ins421, <16 x float> poison, <16 x i32> zeroinitializer
  %v423 = select <16 x i1> %v413, <16 x float> %splat420, <16 x float> %splat422
  %v424 = mul i64 %i33, 2
  %v425 = add i64 %v424, %i341
  %v426 = sub i64 %v425, 1
  %v427 = icmp sge i64 %v426, 0
  %v428 = icmp slt i64 %v426, %size.H
  %v429 = and i1 %v427, %v428
  %v430 = mul i64 %i347, 2
  %ins431 = insertelement <16 x i64> poison, i64 %v430, i64 0
  %splat432 = shufflevector <16 x i64> %ins431, <16 x i64> poison, <16 x i32> zeroinitializer
  %v433 = add <16 x i64> %lane358, %splat432
  %v434 = sub <16 x i64> %v433, splat (i64 1)
  %ins435 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat436 = shufflevector <16 x i64> %ins435, <16 x i64> poison, <16 x i32> zeroinitializer
  %v437 = icmp sge <16 x i64> %v434, zeroinitializer
  %v438 = icmp slt <16 x i64> %v434, %splat436
  %v439 = and <16 x i1> %v437, %v438
  %ins440 = insertelement <16 x i1> poison, i1 %v429, i64 0
  %splat441 = shufflevector <16 x i1> %ins440, <16 x i1> poison, <16 x i32> zeroinitializer
  %v442 = and <16 x i1> %splat441, %v439
  %v443 = and <16 x i1> %mask77, %v442
  %old444 = load <16 x float>, ptr %acc336
  %v445 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old444, <16 x float> %v423)
  %v446 = select <16 x i1> %v443, <16 x float> %v445, <16 x float> %old444
  store <16 x float> %v446, ptr %acc336
  %v447 = add nsw i64 %i347, 1
  store i64 %v447, ptr %s.addr.343
  br label %cond344
exit346:
  %v448 = add nsw i64 %i341, 1
  store i64 %v448, ptr %r.addr.337
  br label %cond338
exit340:
  %red449 = load <16 x float>, ptr %acc336
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc450
  store i64 0, ptr %r.addr.451
  br label %cond452
cond452:
  %i455 = load i64, ptr %r.addr.451
  %v456 = icmp slt i64 %i455, 3
  br i1 %v456, label %body453, label %exit454
body453:
  store i64 0, ptr %s.addr.457
  br label %cond458
cond458:
  %i461 = load i64, ptr %s.addr.457
  %v462 = icmp slt i64 %i461, 2
  br i1 %v462, label %body459, label %exit460
body459:
  %v463 = mul i64 %i33, 2
  %v464 = add i64 %v463, %i455
  %v465 = sub i64 %v464, 1
  %v466 = icmp sge i64 %v465, 0
  %v467 = icmp slt i64 %v465, %size.H
  %v468 = and i1 %v466, %v467
  %ins469 = insertelement <16 x i64> poison, i64 %i40, i64 0
  %splat470 = shufflevector <16 x i64> %ins469, <16 x i64> poison, <16 x i32> zeroinitializer
  %step471 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane472 = add <16 x i64> %splat470, %step471
  %v473 = mul i64 %i461, 2
  %ins474 = insertelement <16 x i64> poison, i64 %v473, i64 0
  %splat475 = shufflevector <16 x i64> %ins474, <16 x i64> poison, <16 x i32> zeroinitializer
  %v476 = add <16 x i64> %lane472, %splat475
  %v477 = sub <16 x i64> %v476, splat (i64 1)
  %ins478 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat479 = shufflevector <16 x i64> %ins478, <16 x i64> poison, <16 x i32> zeroinitializer
  %v480 = icmp sge <16 x i64> %v477, zeroinitializer
  %v481 = icmp slt <16 x i64> %v477, %splat479
  %v482 = and <16 x i1> %v480, %v481
  %ins483 = insertelement <16 x i1> poison, i1 %v468, i64 0
  %splat484 = shufflevector <16 x i1> %ins483, <16 x i1> poison, <16 x i32> zeroinitializer
  %v485 = and <16 x i1> %splat484, %v482
  %v486 = and <16 x i1> %mask77, %v485
  %v487 = mul i64 %i7, %size.C
  %v488 = add i64 %v487, %i13
  %v489 = mul i64 %v488, %size.H
  %v490 = mul i64 %i33, 2
  %v491 = add i64 %v490, %i455
  %v492 = sub i64 %v491, 1
  %v493 = add i64 %v489, %v492
  %v494 = mul i64 %v493, %size.W
  %v495 = mul i64 %i461, 2
  %v496 = add i64 %i40, %v495
  %v497 = sub i64 %v496, 1
  %v498 = add i64 %v494, %v497
  %p499 = getelementptr float, ptr %buf.x, i64 %v498
  %ld500 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p499, <16 x i1> %v486, <16 x float> zeroinitializer)
  %v501 = mul i64 %i7, %size.C
  %v502 = add i64 %v501, %i13
  %v503 = add i64 %size.H, 1
  %v504 = add i64 %v503, 1
  %v505 = sub i64 %v504, 2
  %v506 = sub i64 %v505, 1
  %v507 = sdiv i64 %v506, 2
  %v508 = srem i64 %v506, 2
  %v509 = icmp ne i64 %v508, 0
  %v510 = icmp slt i64 %v508, 0
  %v511 = icmp slt i64 2, 0
  %v512 = xor i1 %v510, %v511
  %v513 = and i1 %v509, %v512
  %v514 = zext i1 %v513 to i64
  %v515 = sub i64 %v507, %v514
  %v516 = add i64 %v515, 1
  %v517 = mul i64 %v502, %v516
  %v518 = add i64 %v517, %i33
  %v519 = add i64 %size.W, 1
  %v520 = sub i64 %v519, 2
  %v521 = sub i64 %v520, 1
  %v522 = add i64 %v521, 1
  %v523 = mul i64 %v518, %v522
  %v524 = add i64 %v523, %i40
  %p525 = getelementptr float, ptr %buf.m, i64 %v524
  %ld526 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p525, <16 x i1> %mask77, <16 x float> zeroinitializer)
  %v527 = fcmp oeq <16 x float> %ld500, %ld526
  %v528 = sitofp i64 %i455 to float
  %v529 = fmul contract float %v528, 0x4000000000000000
  %v530 = sitofp i64 %i461 to float
  %v531 = fadd contract float %v529, %v530
  %v532 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins533 = insertelement <16 x float> poison, float %v531, i64 0
  %splat534 = shufflevector <16 x float> %ins533, <16 x float> poison, <16 x i32> zeroinitializer
  %ins535 = insertelement <16 x float> poison, float %v532, i64 0
  %splat536 = shufflevector <16 x float> %ins535, <16 x float> poison, <16 x i32> zeroinitializer
  %v537 = select <16 x i1> %v527, <16 x float> %splat534, <16 x float> %splat536
  %v538 = mul i64 %i33, 2
  %v539 = add i64 %v538, %i455
  %v540 = sub i64 %v539, 1
  %v541 = icmp sge i64 %v540, 0
  %v542 = icmp slt i64 %v540, %size.H
  %v543 = and i1 %v541, %v542
  %v544 = mul i64 %i461, 2
  %ins545 = insertelement <16 x i64> poison, i64 %v544, i64 0
  %splat546 = shufflevector <16 x i64> %ins545, <16 x i64> poison, <16 x i32> zeroinitializer
  %v547 = add <16 x i64> %lane472, %splat546
  %v548 = sub <16 x i64> %v547, splat (i64 1)
  %ins549 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat550 = shufflevector <16 x i64> %ins549, <16 x i64> poison, <16 x i32> zeroinitializer
  %v551 = icmp sge <16 x i64> %v548, zeroinitializer
  %v552 = icmp slt <16 x i64> %v548, %splat550
  %v553 = and <16 x i1> %v551, %v552
  %ins554 = insertelement <16 x i1> poison, i1 %v543, i64 0
  %splat555 = shufflevector <16 x i1> %ins554, <16 x i1> poison, <16 x i32> zeroinitializer
  %v556 = and <16 x i1> %splat555, %v553
  %v557 = and <16 x i1> %mask77, %v556
  %old558 = load <16 x float>, ptr %acc450
  %v559 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old558, <16 x float> %v537)
  %v560 = select <16 x i1> %v557, <16 x float> %v559, <16 x float> %old558
  store <16 x float> %v560, ptr %acc450
  %v561 = add nsw i64 %i461, 1
  store i64 %v561, ptr %s.addr.457
  br label %cond458
exit460:
  %v562 = add nsw i64 %i455, 1
  store i64 %v562, ptr %r.addr.451
  br label %cond452
exit454:
  %red563 = load <16 x float>, ptr %acc450
  %v564 = fcmp olt <16 x float> %red449, %red335
  %v565 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins566 = insertelement <16 x float> poison, float %v565, i64 0
  %splat567 = shufflevector <16 x float> %ins566, <16 x float> poison, <16 x i32> zeroinitializer
  %v568 = fcmp olt <16 x float> %red563, %splat567
  %v569 = select <16 x i1> %v568, <16 x float> %red563, <16 x float> %red335
  %v570 = select <16 x i1> %v564, <16 x float> %red449, <16 x float> %v569
  %v571 = mul i64 %i7, %size.C
  %v572 = add i64 %v571, %i13
  %v573 = add i64 %size.H, 1
  %v574 = add i64 %v573, 1
  %v575 = sub i64 %v574, 2
  %v576 = sub i64 %v575, 1
  %v577 = sdiv i64 %v576, 2
  %v578 = srem i64 %v576, 2
  %v579 = icmp ne i64 %v578, 0
  %v580 = icmp slt i64 %v578, 0
  %v581 = icmp slt i64 2, 0
  %v582 = xor i1 %v580, %v581
  %v583 = and i1 %v579, %v582
  %v584 = zext i1 %v583 to i64
  %v585 = sub i64 %v577, %v584
  %v586 = add i64 %v585, 1
  %v587 = mul i64 %v572, %v586
  %v588 = add i64 %v587, %i33
  %v589 = add i64 %size.W, 1
  %v590 = sub i64 %v589, 2
  %v591 = sub i64 %v590, 1
  %v592 = add i64 %v591, 1
  %v593 = mul i64 %v588, %v592
  %v594 = add i64 %v593, %i40
  %p595 = getelementptr float, ptr %buf.k, i64 %v594
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v570, ptr align 4 %p595, <16 x i1> %mask77)
  store i64 %v76, ptr %q.addr.39
  br label %aligned75
aligned75:
  %v640 = and i1 %v71, %v639
  br i1 %v640, label %stream641, label %cached642
stream641:
  %v644 = sub i64 %v38, 16
  br label %cond645
cond645:
  %i648 = load i64, ptr %q.addr.39
  %v649 = icmp sle i64 %i648, %v644
  br i1 %v649, label %body646, label %exit647
body646:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc650
  store i64 0, ptr %r.addr.651
  br label %cond652
cond652:
  %i655 = load i64, ptr %r.addr.651
  %v656 = icmp slt i64 %i655, 3
  br i1 %v656, label %body653, label %exit654
body653:
  store i64 0, ptr %s.addr.657
  br label %cond658
cond658:
  %i661 = load i64, ptr %s.addr.657
  %v662 = icmp slt i64 %i661, 2
  br i1 %v662, label %body659, label %exit660
body659:
  %v663 = mul i64 %i33, 2
  %v664 = add i64 %v663, %i655
  %v665 = sub i64 %v664, 1
  %v666 = icmp sge i64 %v665, 0
  %v667 = icmp slt i64 %v665, %size.H
  %v668 = and i1 %v666, %v667
  %ins669 = insertelement <16 x i64> poison, i64 %i648, i64 0
  %splat670 = shufflevector <16 x i64> %ins669, <16 x i64> poison, <16 x i32> zeroinitializer
  %step671 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane672 = add <16 x i64> %splat670, %step671
  %v673 = mul i64 %i661, 2
  %ins674 = insertelement <16 x i64> poison, i64 %v673, i64 0
  %splat675 = shufflevector <16 x i64> %ins674, <16 x i64> poison, <16 x i32> zeroinitializer
  %v676 = add <16 x i64> %lane672, %splat675
  %v677 = sub <16 x i64> %v676, splat (i64 1)
  %ins678 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat679 = shufflevector <16 x i64> %ins678, <16 x i64> poison, <16 x i32> zeroinitializer
  %v680 = icmp sge <16 x i64> %v677, zeroinitializer
  %v681 = icmp slt <16 x i64> %v677, %splat679
  %v682 = and <16 x i1> %v680, %v681
  %ins683 = insertelement <16 x i1> poison, i1 %v668, i64 0
  %splat684 = shufflevector <16 x i1> %ins683, <16 x i1> poison, <16 x i32> zeroinitializer
  %v685 = and <16 x i1> %splat684, %v682
  %v686 = mul i64 %i7, %size.C
  %v687 = add i64 %v686, %i13
  %v688 = mul i64 %v687, %size.H
  %v689 = mul i64 %i33, 2
  %v690 = add i64 %v689, %i655
  %v691 = sub i64 %v690, 1
  %v692 = add i64 %v688, %v691
  %v693 = mul i64 %v692, %size.W
  %v694 = mul i64 %i661, 2
  %v695 = add i64 %i648, %v694
  %v696 = sub i64 %v695, 1
  %v697 = add i64 %v693, %v696
  %p698 = getelementptr float, ptr %buf.x, i64 %v697
  %ld699 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p698, <16 x i1> %v685, <16 x float> zeroinitializer)
  %v700 = fcmp oeq <16 x float> %ld699, %ld699
  %v701 = select <16 x i1> %v700, <16 x float> %ld699, <16 x float> splat (float 0xC7EFFFFFE0000000)
  %v702 = mul i64 %i33, 2
  %v703 = add i64 %v702, %i655
  %v704 = sub i64 %v703, 1
  %v705 = icmp sge i64 %v704, 0
  %v706 = icmp slt i64 %v704, %size.H
  %v707 = and i1 %v705, %v706
  %v708 = mul i64 %i661, 2
  %ins709 = insertelement <16 x i64> poison, i64 %v708, i64 0
  %splat710 = shufflevector <16 x i64> %ins709, <16 x i64> poison, <16 x i32> zeroinitializer
  %v711 = add <16 x i64> %lane672, %splat710
  %v712 = sub <16 x i64> %v711, splat (i64 1)
  %ins713 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat714 = shufflevector <16 x i64> %ins713, <16 x i64> poison, <16 x i32> zeroinitializer
  %v715 = icmp sge <16 x i64> %v712, zeroinitializer
  %v716 = icmp slt <16 x i64> %v712, %splat714
  %v717 = and <16 x i1> %v715, %v716
  %ins718 = insertelement <16 x i1> poison, i1 %v707, i64 0
  %splat719 = shufflevector <16 x i1> %ins718, <16 x i1> poison, <16 x i32> zeroinitializer
  %v720 = and <16 x i1> %splat719, %v717
  %v721 = mul i64 %i33, 2
  %v722 = add i64 %v721, %i655
  %v723 = sub i64 %v722, 1
  %v724 = icmp sge i64 %v723, 0
  %v725 = icmp slt i64 %v723, %size.H
  %v726 = and i1 %v724, %v725
  %v727 = mul i64 %i661, 2
  %ins728 = insertelement <16 x i64> poison, i64 %v727, i64 0
  %splat729 = shufflevector <16 x i64> %ins728, <16 x i64> poison, <16 x i32> zeroinitializer
  %v730 = add <16 x i64> %lane672, %splat729
  %v731 = sub <16 x i64> %v730, splat (i64 1)
  %ins732 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat733 = shufflevector <16 x i64> %ins732, <16 x i64> poison, <16 x i32> zeroinitializer
  %v734 = icmp sge <16 x i64> %v731, zeroinitializer
  %v735 = icmp slt <16 x i64> %v731, %splat733
  %v736 = and <16 x i1> %v734, %v735
  %ins737 = insertelement <16 x i1> poison, i1 %v726, i64 0
  %splat738 = shufflevector <16 x i1> %ins737, <16 x i1> poison, <16 x i32> zeroinitializer
  %v739 = and <16 x i1> %splat738, %v736
  %v740 = and <16 x i1> %v720, %v739
  %v741 = mul i64 %i33, 2
  %v742 = add i64 %v741, %i655
  %v743 = sub i64 %v742, 1
  %v744 = icmp sge i64 %v743, 0
  %v745 = icmp slt i64 %v743, %size.H
  %v746 = and i1 %v744, %v745
  %v747 = mul i64 %i661, 2
  %ins748 = insertelement <16 x i64> poison, i64 %v747, i64 0
  %splat749 = shufflevector <16 x i64> %ins748, <16 x i64> poison, <16 x i32> zeroinitializer
  %v750 = add <16 x i64> %lane672, %splat749
  %v751 = sub <16 x i64> %v750, splat (i64 1)
  %ins752 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat753 = shufflevector <16 x i64> %ins752, <16 x i64> poison, <16 x i32> zeroinitializer
  %v754 = icmp sge <16 x i64> %v751, zeroinitializer
  %v755 = icmp slt <16 x i64> %v751, %splat753
  %v756 = and <16 x i1> %v754, %v755
  %ins757 = insertelement <16 x i1> poison, i1 %v746, i64 0
  %splat758 = shufflevector <16 x i1> %ins757, <16 x i1> poison, <16 x i32> zeroinitializer
  %v759 = and <16 x i1> %splat758, %v756
  %v760 = and <16 x i1> %v740, %v759
  %old761 = load <16 x float>, ptr %acc650
  %v762 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old761, <16 x float> %v701)
  %v763 = select <16 x i1> %v760, <16 x float> %v762, <16 x float> %old761
  store <16 x float> %v763, ptr %acc650
  %v764 = add nsw i64 %i661, 1
  store i64 %v764, ptr %s.addr.657
  br label %cond658
exit660:
  %v765 = add nsw i64 %i655, 1
  store i64 %v765, ptr %r.addr.651
  br label %cond652
exit654:
  %red766 = load <16 x float>, ptr %acc650
  %v767 = mul i64 %i7, %size.C
  %v768 = add i64 %v767, %i13
  %v769 = add i64 %size.H, 1
  %v770 = add i64 %v769, 1
  %v771 = sub i64 %v770, 2
  %v772 = sub i64 %v771, 1
  %v773 = sdiv i64 %v772, 2
  %v774 = srem i64 %v772, 2
  %v775 = icmp ne i64 %v774, 0
  %v776 = icmp slt i64 %v774, 0
  %v777 = icmp slt i64 2, 0
  %v778 = xor i1 %v776, %v777
  %v779 = and i1 %v775, %v778
  %v780 = zext i1 %v779 to i64
  %v781 = sub i64 %v773, %v780
  %v782 = add i64 %v781, 1
  %v783 = mul i64 %v768, %v782
  %v784 = add i64 %v783, %i33
  %v785 = add i64 %size.W, 1
  %v786 = sub i64 %v785, 2
  %v787 = sub i64 %v786, 1
  %v788 = add i64 %v787, 1
  %v789 = mul i64 %v784, %v788
  %v790 = add i64 %v789, %i648
  %p791 = getelementptr float, ptr %buf.m, i64 %v790
  store <16 x float> %red766, ptr %p791, align 64, !nontemporal !{i32 1}
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc792
  store i64 0, ptr %r.addr.793
  br label %cond794
cond794:
  %i797 = load i64, ptr %r.addr.793
  %v798 = icmp slt i64 %i797, 3
  br i1 %v798, label %body795, label %exit796
body795:
  store i64 0, ptr %s.addr.799
  br label %cond800
cond800:
  %i803 = load i64, ptr %s.addr.799
  %v804 = icmp slt i64 %i803, 2
  br i1 %v804, label %body801, label %exit802
body801:
  %v805 = mul i64 %i33, 2
  %v806 = add i64 %v805, %i797
  %v807 = sub i64 %v806, 1
  %v808 = icmp sge i64 %v807, 0
  %v809 = icmp slt i64 %v807, %size.H
  %v810 = and i1 %v808, %v809
  %ins811 = insertelement <16 x i64> poison, i64 %i648, i64 0
  %splat812 = shufflevector <16 x i64> %ins811, <16 x i64> poison, <16 x i32> zeroinitializer
  %step813 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane814 = add <16 x i64> %splat812, %step813
  %v815 = mul i64 %i803, 2
  %ins816 = insertelement <16 x i64> poison, i64 %v815, i64 0
  %splat817 = shufflevector <16 x i64> %ins816, <16 x i64> poison, <16 x i32> zeroinitializer
  %v818 = add <16 x i64> %lane814, %splat817
  %v819 = sub <16 x i64> %v818, splat (i64 1)
  %ins820 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat821 = shufflevector <16 x i64> %ins820, <16 x i64> poison, <16 x i32> zeroinitializer
  %v822 = icmp sge <16 x i64> %v819, zeroinitializer
  %v823 = icmp slt <16 x i64> %v819, %splat821
  %v824 = and <16 x i1> %v822, %v823
  %ins825 = insertelement <16 x i1> poison, i1 %v810, i64 0
  %splat826 = shufflevector <16 x i1> %ins825, <16 x i1> poison, <16 x i32> zeroinitializer
  %v827 = and <16 x i1> %splat826, %v824
  %v828 = mul i64 %i7, %size.C
  %v829 = add i64 %v828, %i13
  %v830 = mul i64 %v829, %size.H
  %v831 = mul i64 %i33, 2
  %v832 = add i64 %v831, %i797
  %v833 = sub i64 %v832, 1
  %v834 = add i64 %v830, %v833
  %v835 = mul i64 %v834, %size.W
  %v836 = mul i64 %i803, 2
  %v837 = add i64 %i648, %v836
  %v838 = sub i64 %v837, 1
  %v839 = add i64 %v835, %v838
  %p840 = getelementptr float, ptr %buf.x, i64 %v839
  %ld841 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p840, <16 x i1> %v827, <16 x float> zeroinitializer)
  %v842 = mul i64 %i7, %size.C
  %v843 = add i64 %v842, %i13
  %v844 = add i64 %size.H, 1
  %v845 = add i64 %v844, 1
  %v846 = sub i64 %v845, 2
  %v847 = sub i64 %v846, 1
  %v848 = sdiv i64 %v847, 2
  %v849 = srem i64 %v847, 2
  %v850 = icmp ne i64 %v849, 0
  %v851 = icmp slt i64 %v849, 0
  %v852 = icmp slt i64 2, 0
  %v853 = xor i1 %v851, %v852
  %v854 = and i1 %v850, %v853
  %v855 = zext i1 %v854 to i64
  %v856 = sub i64 %v848, %v855
  %v857 = add i64 %v856, 1
  %v858 = mul i64 %v843, %v857
  %v859 = add i64 %v858, %i33
  %v860 = add i64 %size.W, 1
  %v861 = sub i64 %v860, 2
  %v862 = sub i64 %v861, 1
  %v863 = add i64 %v862, 1
  %v864 = mul i64 %v859, %v863
  %v865 = add i64 %v864, %i648
  %p866 = getelementptr float, ptr %buf.m, i64 %v865
  %ld867 = load <16 x float>, ptr %p866, align 4
  %v868 = fcmp ole <16 x float> %ld841, %ld867
  %v869 = sitofp i64 %i797 to float
  %v870 = fmul contract float %v869, 0x4000000000000000
  %v871 = sitofp i64 %i803 to float
  %v872 = fadd contract float %v870, %v871
  %v873 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins874 = insertelement <16 x float> poison, float %v872, i64 0
  %splat875 = shufflevector <16 x float> %ins874, <16 x float> poison, <16 x i32> zeroinitializer
  %ins876 = insertelement <16 x float> poison, float %v873, i64 0
  %splat877 = shufflevector <16 x float> %ins876, <16 x float> poison, <16 x i32> zeroinitializer
  %v878 = select <16 x i1> %v868, <16 x float> %splat875, <16 x float> %splat877
  %v879 = mul i64 %i33, 2
  %v880 = add i64 %v879, %i797
  %v881 = sub i64 %v880, 1
  %v882 = icmp sge i64 %v881, 0
  %v883 = icmp slt i64 %v881, %size.H
  %v884 = and i1 %v882, %v883
  %v885 = mul i64 %i803, 2
  %ins886 = insertelement <16 x i64> poison, i64 %v885, i64 0
  %splat887 = shufflevector <16 x i64> %ins886, <16 x i64> poison, <16 x i32> zeroinitializer
  %v888 = add <16 x i64> %lane814, %splat887
  %v889 = sub <16 x i64> %v888, splat (i64 1)
  %ins890 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat891 = shufflevector <16 x i64> %ins890, <16 x i64> poison, <16 x i32> zeroinitializer
  %v892 = icmp sge <16 x i64> %v889, zeroinitializer
  %v893 = icmp slt <16 x i64> %v889, %splat891
  %v894 = and <16 x i1> %v892, %v893
  %ins895 = insertelement <16 x i1> poison, i1 %v884, i64 0
  %splat896 = shufflevector <16 x i1> %ins895, <16 x i1> poison, <16 x i32> zeroinitializer
  %v897 = and <16 x i1> %splat896, %v894
  %old898 = load <16 x float>, ptr %acc792
  %v899 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old898, <16 x float> %v878)
  %v900 = select <16 x i1> %v897, <16 x float> %v899, <16 x float> %old898
  store <16 x float> %v900, ptr %acc792
  %v901 = add nsw i64 %i803, 1
  store i64 %v901, ptr %s.addr.799
  br label %cond800
exit802:
  %v902 = add nsw i64 %i797, 1
  store i64 %v902, ptr %r.addr.793
  br label %cond794
exit796:
  %red903 = load <16 x float>, ptr %acc792
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc904
  store i64 0, ptr %r.addr.905
  br label %cond906
cond906:
  %i909 = load i64, ptr %r.addr.905
  %v910 = icmp slt i64 %i909, 3
  br i1 %v910, label %body907, label %exit908
body907:
  store i64 0, ptr %s.addr.911
  br label %cond912
cond912:
  %i915 = load i64, ptr %s.addr.911
  %v916 = icmp slt i64 %i915, 2
  br i1 %v916, label %body913, label %exit914
body913:
  %v917 = mul i64 %i33, 2
  %v918 = add i64 %v917, %i909
  %v919 = sub i64 %v918, 1
  %v920 = icmp sge i64 %v919, 0
  %v921 = icmp slt i64 %v919, %size.H
  %v922 = and i1 %v920, %v921
  %ins923 = insertelement <16 x i64> poison, i64 %i648, i64 0
  %splat924 = shufflevector <16 x i64> %ins923, <16 x i64> poison, <16 x i32> zeroinitializer
  %step925 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane926 = add <16 x i64> %splat924, %step925
  %v927 = mul i64 %i915, 2
  %ins928 = insertelement <16 x i64> poison, i64 %v927, i64 0
  %splat929 = shufflevector <16 x i64> %ins928, <16 x i64> poison, <16 x i32> zeroinitializer
  %v930 = add <16 x i64> %lane926, %splat929
  %v931 = sub <16 x i64> %v930, splat (i64 1)
  %ins932 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat933 = shufflevector <16 x i64> %ins932, <16 x i64> poison, <16 x i32> zeroinitializer
  %v934 = icmp sge <16 x i64> %v931, zeroinitializer
  %v935 = icmp slt <16 x i64> %v931, %splat933
  %v936 = and <16 x i1> %v934, %v935
  %ins937 = insertelement <16 x i1> poison, i1 %v922, i64 0
  %splat938 = shufflevector <16 x i1> %ins937, <16 x i1> poison, <16 x i32> zeroinitializer
  %v939 = and <16 x i1> %splat938, %v936
  %v940 = mul i64 %i7, %size.C
  %v941 = add i64 %v940, %i13
  %v942 = mul i64 %v941, %size.H
  %v943 = mul i64 %i33, 2
  %v944 = add i64 %v943, %i909
  %v945 = sub i64 %v944, 1
  %v946 = add i64 %v942, %v945
  %v947 = mul i64 %v946, %size.W
  %v948 = mul i64 %i915, 2
  %v949 = add i64 %i648, %v948
  %v950 = sub i64 %v949, 1
  %v951 = add i64 %v947, %v950
  %p952 = getelementptr float, ptr %buf.x, i64 %v951
  %ld953 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p952, <16 x i1> %v939, <16 x float> zeroinitializer)
  %v954 = mul i64 %i7, %size.C
  %v955 = add i64 %v954, %i13
  %v956 = add i64 %size.H, 1
  %v957 = add i64 %v956, 1
  %v958 = sub i64 %v957, 2
  %v959 = sub i64 %v958, 1
  %v960 = sdiv i64 %v959, 2
  %v961 = srem i64 %v959, 2
  %v962 = icmp ne i64 %v961, 0
  %v963 = icmp slt i64 %v961, 0
  %v964 = icmp slt i64 2, 0
  %v965 = xor i1 %v963, %v964
  %v966 = and i1 %v962, %v965
  %v967 = zext i1 %v966 to i64
  %v968 = sub i64 %v960, %v967
  %v969 = add i64 %v968, 1
  %v970 = mul i64 %v955, %v969
  %v971 = add i64 %v970, %i33
  %v972 = add i64 %size.W, 1
  %v973 = sub i64 %v972, 2
  %v974 = sub i64 %v973, 1
  %v975 = add i64 %v974, 1
  %v976 = mul i64 %v971, %v975
  %v977 = add i64 %v976, %i648
  %p978 = getelementptr float, ptr %buf.m, i64 %v977
  %ld979 = load <16 x float>, ptr %p978, align 4
  %v980 = fcmp ole <16 x float> %ld953, %ld979
  %v981 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %v982 = sitofp i64 %i909 to float
  %v983 = fmul contract float %v982, 0x4000000000000000
  %v984 = sitofp i64 %i915 to float
  %v985 = fadd contract float %v983, %v984
  %ins986 = insertelement <16 x float> poison, float %v981, i64 0
  %splat987 = shufflevector <16 x float> %ins986, <16 x float> poison, <16 x i32> zeroinitializer
  %ins988 = insertelement <16 x float> poison, float %v985, i64 0
  %splat989 = shufflevector <16 x float> %ins988, <16 x float> poison, <16 x i32> zeroinitializer
  %v990 = select <16 x i1> %v980, <16 x float> %splat987, <16 x float> %splat989
  %v991 = mul i64 %i33, 2
  %v992 = add i64 %v991, %i909
  %v993 = sub i64 %v992, 1
  %v994 = icmp sge i64 %v993, 0
  %v995 = icmp slt i64 %v993, %size.H
  %v996 = and i1 %v994, %v995
  %v997 = mul i64 %i915, 2
  %ins998 = insertelement <16 x i64> poison, i64 %v997, i64 0
  %splat999 = shufflevector <16 x i64> %ins998, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1000 = add <16 x i64> %lane926, %splat999
  %v1001 = sub <16 x i64> %v1000, splat (i64 1)
  %ins1002 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1003 = shufflevector <16 x i64> %ins1002, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1004 = icmp sge <16 x i64> %v1001, zeroinitializer
  %v1005 = icmp slt <16 x i64> %v1001, %splat1003
  %v1006 = and <16 x i1> %v1004, %v1005
  %ins1007 = insertelement <16 x i1> poison, i1 %v996, i64 0
  %splat1008 = shufflevector <16 x i1> %ins1007, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1009 = and <16 x i1> %splat1008, %v1006
  %old1010 = load <16 x float>, ptr %acc904
  %v1011 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old1010, <16 x float> %v990)
  %v1012 = select <16 x i1> %v1009, <16 x float> %v1011, <16 x float> %old1010
  store <16 x float> %v1012, ptr %acc904
  %v1013 = add nsw i64 %i915, 1
  store i64 %v1013, ptr %s.addr.911
  br label %cond912
exit914:
  %v1014 = add nsw i64 %i909, 1
  store i64 %v1014, ptr %r.addr.905
  br label %cond906
exit908:
  %red1015 = load <16 x float>, ptr %acc904
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1016
  store i64 0, ptr %r.addr.1017
  br label %cond1018
cond1018:
  %i1021 = load i64, ptr %r.addr.1017
  %v1022 = icmp slt i64 %i1021, 3
  br i1 %v1022, label %body1019, label %exit1020
body1019:
  store i64 0, ptr %s.addr.1023
  br label %cond1024
cond1024:
  %i1027 = load i64, ptr %s.addr.1023
  %v1028 = icmp slt i64 %i1027, 2
  br i1 %v1028, label %body1025, label %exit1026
body1025:
  %v1029 = mul i64 %i33, 2
  %v1030 = add i64 %v1029, %i1021
  %v1031 = sub i64 %v1030, 1
  %v1032 = icmp sge i64 %v1031, 0
  %v1033 = icmp slt i64 %v1031, %size.H
  %v1034 = and i1 %v1032, %v1033
  %ins1035 = insertelement <16 x i64> poison, i64 %i648, i64 0
  %splat1036 = shufflevector <16 x i64> %ins1035, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1037 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1038 = add <16 x i64> %splat1036, %step1037
  %v1039 = mul i64 %i1027, 2
  %ins1040 = insertelement <16 x i64> poison, i64 %v1039, i64 0
  %splat1041 = shufflevector <16 x i64> %ins1040, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1042 = add <16 x i64> %lane1038, %splat1041
  %v1043 = sub <16 x i64> %v1042, splat (i64 1)
  %ins1044 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1045 = shufflevector <16 x i64> %ins1044, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1046 = icmp sge <16 x i64> %v1043, zeroinitializer
  %v1047 = icmp slt <16 x i64> %v1043, %splat1045
  %v1048 = and <16 x i1> %v1046, %v1047
  %ins1049 = insertelement <16 x i1> poison, i1 %v1034, i64 0
  %splat1050 = shufflevector <16 x i1> %ins1049, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1051 = and <16 x i1> %splat1050, %v1048
  %v1052 = mul i64 %i7, %size.C
  %v1053 = add i64 %v1052, %i13
  %v1054 = mul i64 %v1053, %size.H
  %v1055 = mul i64 %i33, 2
  %v1056 = add i64 %v1055, %i1021
  %v1057 = sub i64 %v1056, 1
  %v1058 = add i64 %v1054, %v1057
  %v1059 = mul i64 %v1058, %size.W
  %v1060 = mul i64 %i1027, 2
  %v1061 = add i64 %i648, %v1060
  %v1062 = sub i64 %v1061, 1
  %v1063 = add i64 %v1059, %v1062
  %p1064 = getelementptr float, ptr %buf.x, i64 %v1063
  %ld1065 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1064, <16 x i1> %v1051, <16 x float> zeroinitializer)
  %v1066 = mul i64 %i7, %size.C
  %v1067 = add i64 %v1066, %i13
  %v1068 = add i64 %size.H, 1
  %v1069 = add i64 %v1068, 1
  %v1070 = sub i64 %v1069, 2
  %v1071 = sub i64 %v1070, 1
  %v1072 = sdiv i64 %v1071, 2
  %v1073 = srem i64 %v1071, 2
  %v1074 = icmp ne i64 %v1073, 0
  %v1075 = icmp slt i64 %v1073, 0
  %v1076 = icmp slt i64 2, 0
  %v1077 = xor i1 %v1075, %v1076
  %v1078 = and i1 %v1074, %v1077
  %v1079 = zext i1 %v1078 to i64
  %v1080 = sub i64 %v1072, %v1079
  %v1081 = add i64 %v1080, 1
  %v1082 = mul i64 %v1067, %v1081
  %v1083 = add i64 %v1082, %i33
  %v1084 = add i64 %size.W, 1
  %v1085 = sub i64 %v1084, 2
  %v1086 = sub i64 %v1085, 1
  %v1087 = add i64 %v1086, 1
  %v1088 = mul i64 %v1083, %v1087
  %v1089 = add i64 %v1088, %i648
  %p1090 = getelementptr float, ptr %buf.m, i64 %v1089
  %ld1091 = load <16 x float>, ptr %p1090, align 4
  %v1092 = fcmp oeq <16 x float> %ld1065, %ld1091
  %v1093 = sitofp i64 %i1021 to float
  %v1094 = fmul contract float %v1093, 0x4000000000000000
  %v1095 = sitofp i64 %i1027 to float
  %v1096 = fadd contract float %v1094, %v1095
  %v1097 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1098 = insertelement <16 x float> poison, float %v1096, i64 0
  %splat1099 = shufflevector <16 x float> %ins1098, <16 x float> poison, <16 x i32> zeroinitializer
  %ins1100 = insertelement <16 x float> poison, float %v1097, i64 0
  %splat1101 = shufflevector <16 x float> %ins1100, <16 x float> poison, <16 x i32> zeroinitializer
  %v1102 = select <16 x i1> %v1092, <16 x float> %splat1099, <16 x float> %splat1101
  %v1103 = mul i64 %i33, 2
  %v1104 = add i64 %v1103, %i1021
  %v1105 = sub i64 %v1104, 1
  %v1106 = icmp sge i64 %v1105, 0
  %v1107 = icmp slt i64 %v1105, %size.H
  %v1108 = and i1 %v1106, %v1107
  %v1109 = mul i64 %i1027, 2
  %ins1110 = insertelement <16 x i64> poison, i64 %v1109, i64 0
  %splat1111 = shufflevector <16 x i64> %ins1110, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1112 = add <16 x i64> %lane1038, %splat1111
  %v1113 = sub <16 x i64> %v1112, splat (i64 1)
  %ins1114 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1115 = shufflevector <16 x i64> %ins1114, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1116 = icmp sge <16 x i64> %v1113, zeroinitializer
  %v1117 = icmp slt <16 x i64> %v1113, %splat1115
  %v1118 = and <16 x i1> %v1116, %v1117
  %ins1119 = insertelement <16 x i1> poison, i1 %v1108, i64 0
  %splat1120 = shufflevector <16 x i1> %ins1119, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1121 = and <16 x i1> %splat1120, %v1118
  %old1122 = load <16 x float>, ptr %acc1016
  %v1123 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old1122, <16 x float> %v1102)
  %v1124 = select <16 x i1> %v1121, <16 x float> %v1123, <16 x float> %old1122
  store <16 x float> %v1124, ptr %acc1016
  %v1125 = add nsw i64 %i1027, 1
  store i64 %v1125, ptr %s.addr.1023
  br label %cond1024
exit1026:
  %v1126 = add nsw i64 %i1021, 1
  store i64 %v1126, ptr %r.addr.1017
  br label %cond1018
exit1020:
  %red1127 = load <16 x float>, ptr %acc1016
  %v1128 = fcmp olt <16 x float> %red1015, %red903
  %v1129 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1130 = insertelement <16 x float> poison, float %v1129, i64 0
  %splat1131 = shufflevector <16 x float> %ins1130, <16 x float> poison, <16 x i32> zeroinitializer
  %v1132 = fcmp olt <16 x float> %red1127, %splat1131
  %v1133 = select <16 x i1> %v1132, <16 x float> %red1127, <16 x float> %red903
  %v1134 = select <16 x i1> %v1128, <16 x float> %red1015, <16 x float> %v1133
  %v1135 = mul i64 %i7, %size.C
  %v1136 = add i64 %v1135, %i13
  %v1137 = add i64 %size.H, 1
  %v1138 = add i64 %v1137, 1
  %v1139 = sub i64 %v1138, 2
  %v1140 = sub i64 %v1139, 1
  %v1141 = sdiv i64 %v1140, 2
  %v1142 = srem i64 %v1140, 2
  %v1143 = icmp ne i64 %v1142, 0
  %v1144 = icmp slt i64 %v1142, 0
  %v1145 = icmp slt i64 2, 0
  %v1146 = xor i1 %v1144, %v1145
  %v1147 = and i1 %v1143, %v1146
  %v1148 = zext i1 %v1147 to i64
  %v1149 = sub i64 %v1141, %v1148
  %v1150 = add i64 %v1149, 1
  %v1151 = mul i64 %v1136, %v1150
  %v1152 = add i64 %v1151, %i33
  %v1153 = add i64 %size.W, 1
  %v1154 = sub i64 %v1153, 2
  %v1155 = sub i64 %v1154, 1
  %v1156 = add i64 %v1155, 1
  %v1157 = mul i64 %v1152, %v1156
  %v1158 = add i64 %v1157, %i648
  %p1159 = getelementptr float, ptr %buf.k, i64 %v1158
  store <16 x float> %v1134, ptr %p1159, align 4
  %v1160 = add nsw i64 %i648, 16
  store i64 %v1160, ptr %q.addr.39
  br label %cond645
exit647:
  br label %join643
cached642:
  %v1161 = sub i64 %v38, 16
  br label %cond1162
cond1162:
  %i1165 = load i64, ptr %q.addr.39
  %v1166 = icmp sle i64 %i1165, %v1161
  br i1 %v1166, label %body1163, label %exit1164
body1163:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc1167
  store i64 0, ptr %r.addr.1168
  br label %cond1169
cond1169:
  %i1172 = load i64, ptr %r.addr.1168
  %v1173 = icmp slt i64 %i1172, 3
  br i1 %v1173, label %body1170, label %exit1171
body1170:
  store i64 0, ptr %s.addr.1174
  br label %cond1175
cond1175:
  %i1178 = load i64, ptr %s.addr.1174
  %v1179 = icmp slt i64 %i1178, 2
  br i1 %v1179, label %body1176, label %exit1177
body1176:
  %v1180 = mul i64 %i33, 2
  %v1181 = add i64 %v1180, %i1172
  %v1182 = sub i64 %v1181, 1
  %v1183 = icmp sge i64 %v1182, 0
  %v1184 = icmp slt i64 %v1182, %size.H
  %v1185 = and i1 %v1183, %v1184
  %ins1186 = insertelement <16 x i64> poison, i64 %i1165, i64 0
  %splat1187 = shufflevector <16 x i64> %ins1186, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1188 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1189 = add <16 x i64> %splat1187, %step1188
  %v1190 = mul i64 %i1178, 2
  %ins1191 = insertelement <16 x i64> poison, i64 %v1190, i64 0
  %splat1192 = shufflevector <16 x i64> %ins1191, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1193 = add <16 x i64> %lane1189, %splat1192
  %v1194 = sub <16 x i64> %v1193, splat (i64 1)
  %ins1195 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1196 = shufflevector <16 x i64> %ins1195, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1197 = icmp sge <16 x i64> %v1194, zeroinitializer
  %v1198 = icmp slt <16 x i64> %v1194, %splat1196
  %v1199 = and <16 x i1> %v1197, %v1198
  %ins1200 = insertelement <16 x i1> poison, i1 %v1185, i64 0
  %splat1201 = shufflevector <16 x i1> %ins1200, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1202 = and <16 x i1> %splat1201, %v1199
  %v1203 = mul i64 %i7, %size.C
  %v1204 = add i64 %v1203, %i13
  %v1205 = mul i64 %v1204, %size.H
  %v1206 = mul i64 %i33, 2
  %v1207 = add i64 %v1206, %i1172
  %v1208 = sub i64 %v1207, 1
  %v1209 = add i64 %v1205, %v1208
  %v1210 = mul i64 %v1209, %size.W
  %v1211 = mul i64 %i1178, 2
  %v1212 = add i64 %i1165, %v1211
  %v1213 = sub i64 %v1212, 1
  %v1214 = add i64 %v1210, %v1213
  %p1215 = getelementptr float, ptr %buf.x, i64 %v1214
  %ld1216 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1215, <16 x i1> %v1202, <16 x float> zeroinitializer)
  %v1217 = fcmp oeq <16 x float> %ld1216, %ld1216
  %v1218 = select <16 x i1> %v1217, <16 x float> %ld1216, <16 x float> splat (float 0xC7EFFFFFE0000000)
  %v1219 = mul i64 %i33, 2
  %v1220 = add i64 %v1219, %i1172
  %v1221 = sub i64 %v1220, 1
  %v1222 = icmp sge i64 %v1221, 0
  %v1223 = icmp slt i64 %v1221, %size.H
  %v1224 = and i1 %v1222, %v1223
  %v1225 = mul i64 %i1178, 2
  %ins1226 = insertelement <16 x i64> poison, i64 %v1225, i64 0
  %splat1227 = shufflevector <16 x i64> %ins1226, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1228 = add <16 x i64> %lane1189, %splat1227
  %v1229 = sub <16 x i64> %v1228, splat (i64 1)
  %ins1230 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1231 = shufflevector <16 x i64> %ins1230, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1232 = icmp sge <16 x i64> %v1229, zeroinitializer
  %v1233 = icmp slt <16 x i64> %v1229, %splat1231
  %v1234 = and <16 x i1> %v1232, %v1233
  %ins1235 = insertelement <16 x i1> poison, i1 %v1224, i64 0
  %splat1236 = shufflevector <16 x i1> %ins1235, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1237 = and <16 x i1> %splat1236, %v1234
  %v1238 = mul i64 %i33, 2
  %v1239 = add i64 %v1238, %i1172
  %v1240 = sub i64 %v1239, 1
  %v1241 = icmp sge i64 %v1240, 0
  %v1242 = icmp slt i64 %v1240, %size.H
  %v1243 = and i1 %v1241, %v1242
  %v1244 = mul i64 %i1178, 2
  %ins1245 = insertelement <16 x i64> poison, i64 %v1244, i64 0
  %splat1246 = shufflevector <16 x i64> %ins1245, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1247 = add <16 x i64> %lane1189, %splat1246
  %v1248 = sub <16 x i64> %v1247, splat (i64 1)
  %ins1249 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1250 = shufflevector <16 x i64> %ins1249, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1251 = icmp sge <16 x i64> %v1248, zeroinitializer
  %v1252 = icmp slt <16 x i64> %v1248, %splat1250
  %v1253 = and <16 x i1> %v1251, %v1252
  %ins1254 = insertelement <16 x i1> poison, i1 %v1243, i64 0
  %splat1255 = shufflevector <16 x i1> %ins1254, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1256 = and <16 x i1> %splat1255, %v1253
  %v1257 = and <16 x i1> %v1237, %v1256
  %v1258 = mul i64 %i33, 2
  %v1259 = add i64 %v1258, %i1172
  %v1260 = sub i64 %v1259, 1
  %v1261 = icmp sge i64 %v1260, 0
  %v1262 = icmp slt i64 %v1260, %size.H
  %v1263 = and i1 %v1261, %v1262
  %v1264 = mul i64 %i1178, 2
  %ins1265 = insertelement <16 x i64> poison, i64 %v1264, i64 0
  %splat1266 = shufflevector <16 x i64> %ins1265, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1267 = add <16 x i64> %lane1189, %splat1266
  %v1268 = sub <16 x i64> %v1267, splat (i64 1)
  %ins1269 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1270 = shufflevector <16 x i64> %ins1269, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1271 = icmp sge <16 x i64> %v1268, zeroinitializer
  %v1272 = icmp slt <16 x i64> %v1268, %splat1270
  %v1273 = and <16 x i1> %v1271, %v1272
  %ins1274 = insertelement <16 x i1> poison, i1 %v1263, i64 0
  %splat1275 = shufflevector <16 x i1> %ins1274, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1276 = and <16 x i1> %splat1275, %v1273
  %v1277 = and <16 x i1> %v1257, %v1276
  %old1278 = load <16 x float>, ptr %acc1167
  %v1279 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old1278, <16 x float> %v1218)
  %v1280 = select <16 x i1> %v1277, <16 x float> %v1279, <16 x float> %old1278
  store <16 x float> %v1280, ptr %acc1167
  %v1281 = add nsw i64 %i1178, 1
  store i64 %v1281, ptr %s.addr.1174
  br label %cond1175
exit1177:
  %v1282 = add nsw i64 %i1172, 1
  store i64 %v1282, ptr %r.addr.1168
  br label %cond1169
exit1171:
  %red1283 = load <16 x float>, ptr %acc1167
  %v1284 = mul i64 %i7, %size.C
  %v1285 = add i64 %v1284, %i13
  %v1286 = add i64 %size.H, 1
  %v1287 = add i64 %v1286, 1
  %v1288 = sub i64 %v1287, 2
  %v1289 = sub i64 %v1288, 1
  %v1290 = sdiv i64 %v1289, 2
  %v1291 = srem i64 %v1289, 2
  %v1292 = icmp ne i64 %v1291, 0
  %v1293 = icmp slt i64 %v1291, 0
  %v1294 = icmp slt i64 2, 0
  %v1295 = xor i1 %v1293, %v1294
  %v1296 = and i1 %v1292, %v1295
  %v1297 = zext i1 %v1296 to i64
  %v1298 = sub i64 %v1290, %v1297
  %v1299 = add i64 %v1298, 1
  %v1300 = mul i64 %v1285, %v1299
  %v1301 = add i64 %v1300, %i33
  %v1302 = add i64 %size.W, 1
  %v1303 = sub i64 %v1302, 2
  %v1304 = sub i64 %v1303, 1
  %v1305 = add i64 %v1304, 1
  %v1306 = mul i64 %v1301, %v1305
  %v1307 = add i64 %v1306, %i1165
  %p1308 = getelementptr float, ptr %buf.m, i64 %v1307
  store <16 x float> %red1283, ptr %p1308, align 4
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1309
  store i64 0, ptr %r.addr.1310
  br label %cond1311
cond1311:
  %i1314 = load i64, ptr %r.addr.1310
  %v1315 = icmp slt i64 %i1314, 3
  br i1 %v1315, label %body1312, label %exit1313
body1312:
  store i64 0, ptr %s.addr.1316
  br label %cond1317
cond1317:
  %i1320 = load i64, ptr %s.addr.1316
  %v1321 = icmp slt i64 %i1320, 2
  br i1 %v1321, label %body1318, label %exit1319
body1318:
  %v1322 = mul i64 %i33, 2
  %v1323 = add i64 %v1322, %i1314
  %v1324 = sub i64 %v1323, 1
  %v1325 = icmp sge i64 %v1324, 0
  %v1326 = icmp slt i64 %v1324, %size.H
  %v1327 = and i1 %v1325, %v1326
  %ins1328 = insertelement <16 x i64> poison, i64 %i1165, i64 0
  %splat1329 = shufflevector <16 x i64> %ins1328, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1330 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1331 = add <16 x i64> %splat1329, %step1330
  %v1332 = mul i64 %i1320, 2
  %ins1333 = insertelement <16 x i64> poison, i64 %v1332, i64 0
  %splat1334 = shufflevector <16 x i64> %ins1333, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1335 = add <16 x i64> %lane1331, %splat1334
  %v1336 = sub <16 x i64> %v1335, splat (i64 1)
  %ins1337 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1338 = shufflevector <16 x i64> %ins1337, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1339 = icmp sge <16 x i64> %v1336, zeroinitializer
  %v1340 = icmp slt <16 x i64> %v1336, %splat1338
  %v1341 = and <16 x i1> %v1339, %v1340
  %ins1342 = insertelement <16 x i1> poison, i1 %v1327, i64 0
  %splat1343 = shufflevector <16 x i1> %ins1342, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1344 = and <16 x i1> %splat1343, %v1341
  %v1345 = mul i64 %i7, %size.C
  %v1346 = add i64 %v1345, %i13
  %v1347 = mul i64 %v1346, %size.H
  %v1348 = mul i64 %i33, 2
  %v1349 = add i64 %v1348, %i1314
  %v1350 = sub i64 %v1349, 1
  %v1351 = add i64 %v1347, %v1350
  %v1352 = mul i64 %v1351, %size.W
  %v1353 = mul i64 %i1320, 2
  %v1354 = add i64 %i1165, %v1353
  %v1355 = sub i64 %v1354, 1
  %v1356 = add i64 %v1352, %v1355
  %p1357 = getelementptr float, ptr %buf.x, i64 %v1356
  %ld1358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1357, <16 x i1> %v1344, <16 x float> zeroinitializer)
  %v1359 = mul i64 %i7, %size.C
  %v1360 = add i64 %v1359, %i13
  %v1361 = add i64 %size.H, 1
  %v1362 = add i64 %v1361, 1
  %v1363 = sub i64 %v1362, 2
  %v1364 = sub i64 %v1363, 1
  %v1365 = sdiv i64 %v1364, 2
  %v1366 = srem i64 %v1364, 2
  %v1367 = icmp ne i64 %v1366, 0
  %v1368 = icmp slt i64 %v1366, 0
  %v1369 = icmp slt i64 2, 0
  %v1370 = xor i1 %v1368, %v1369
  %v1371 = and i1 %v1367, %v1370
  %v1372 = zext i1 %v1371 to i64
  %v1373 = sub i64 %v1365, %v1372
  %v1374 = add i64 %v1373, 1
  %v1375 = mul i64 %v1360, %v1374
  %v1376 = add i64 %v1375, %i33
  %v1377 = add i64 %size.W, 1
  %v1378 = sub i64 %v1377, 2
  %v1379 = sub i64 %v1378, 1
  %v1380 = add i64 %v1379, 1
  %v1381 = mul i64 %v1376, %v1380
  %v1382 = add i64 %v1381, %i1165
  %p1383 = getelementptr float, ptr %buf.m, i64 %v1382
  %ld1384 = load <16 x float>, ptr %p1383, align 4
  %v1385 = fcmp ole <16 x float> %ld1358, %ld1384
  %v1386 = sitofp i64 %i1314 to float
  %v1387 = fmul contract float %v1386, 0x4000000000000000
  %v1388 = sitofp i64 %i1320 to float
  %v1389 = fadd contract float %v1387, %v1388
  %v1390 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1391 = insertelement <16 x float> poison, float %v1389, i64 0
  %splat1392 = shufflevector <16 x float> %ins1391, <16 x float> poison, <16 x i32> zeroinitializer
  %ins1393 = insertelement <16 x float> poison, float %v1390, i64 0
  %splat1394 = shufflevector <16 x float> %ins1393, <16 x float> poison, <16 x i32> zeroinitializer
  %v1395 = select <16 x i1> %v1385, <16 x float> %splat1392, <16 x float> %splat1394
  %v1396 = mul i64 %i33, 2
  %v1397 = add i64 %v1396, %i1314
  %v1398 = sub i64 %v1397, 1
  %v1399 = icmp sge i64 %v1398, 0
  %v1400 = icmp slt i64 %v1398, %size.H
  %v1401 = and i1 %v1399, %v1400
  %v1402 = mul i64 %i1320, 2
  %ins1403 = insertelement <16 x i64> poison, i64 %v1402, i64 0
  %splat1404 = shufflevector <16 x i64> %ins1403, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1405 = add <16 x i64> %lane1331, %splat1404
  %v1406 = sub <16 x i64> %v1405, splat (i64 1)
  %ins1407 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1408 = shufflevector <16 x i64> %ins1407, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1409 = icmp sge <16 x i64> %v1406, zeroinitializer
  %v1410 = icmp slt <16 x i64> %v1406, %splat1408
  %v1411 = and <16 x i1> %v1409, %v1410
  %ins1412 = insertelement <16 x i1> poison, i1 %v1401, i64 0
  %splat1413 = shufflevector <16 x i1> %ins1412, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1414 = and <16 x i1> %splat1413, %v1411
  %old1415 = load <16 x float>, ptr %acc1309
  %v1416 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old1415, <16 x float> %v1395)
  %v1417 = select <16 x i1> %v1414, <16 x float> %v1416, <16 x float> %old1415
  store <16 x float> %v1417, ptr %acc1309
  %v1418 = add nsw i64 %i1320, 1
  store i64 %v1418, ptr %s.addr.1316
  br label %cond1317
exit1319:
  %v1419 = add nsw i64 %i1314, 1
  store i64 %v1419, ptr %r.addr.1310
  br label %cond1311
exit1313:
  %red1420 = load <16 x float>, ptr %acc1309
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1421
  store i64 0, ptr %r.addr.1422
  br label %cond1423
cond1423:
  %i1426 = load i64, ptr %r.addr.1422
  %v1427 = icmp slt i64 %i1426, 3
  br i1 %v1427, label %body1424, label %exit1425
body1424:
  store i64 0, ptr %s.addr.1428
  br label %cond1429
cond1429:
  %i1432 = load i64, ptr %s.addr.1428
  %v1433 = icmp slt i64 %i1432, 2
  br i1 %v1433, label %body1430, label %exit1431
body1430:
  %v1434 = mul i64 %i33, 2
  %v1435 = add i64 %v1434, %i1426
  %v1436 = sub i64 %v1435, 1
  %v1437 = icmp sge i64 %v1436, 0
  %v1438 = icmp slt i64 %v1436, %size.H
  %v1439 = and i1 %v1437, %v1438
  %ins1440 = insertelement <16 x i64> poison, i64 %i1165, i64 0
  %splat1441 = shufflevector <16 x i64> %ins1440, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1442 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1443 = add <16 x i64> %splat1441, %step1442
  %v1444 = mul i64 %i1432, 2
  %ins1445 = insertelement <16 x i64> poison, i64 %v1444, i64 0
  %splat1446 = shufflevector <16 x i64> %ins1445, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1447 = add <16 x i64> %lane1443, %splat1446
  %v1448 = sub <16 x i64> %v1447, splat (i64 1)
  %ins1449 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1450 = shufflevector <16 x i64> %ins1449, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1451 = icmp sge <16 x i64> %v1448, zeroinitializer
  %v1452 = icmp slt <16 x i64> %v1448, %splat1450
  %v1453 = and <16 x i1> %v1451, %v1452
  %ins1454 = insertelement <16 x i1> poison, i1 %v1439, i64 0
  %splat1455 = shufflevector <16 x i1> %ins1454, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1456 = and <16 x i1> %splat1455, %v1453
  %v1457 = mul i64 %i7, %size.C
  %v1458 = add i64 %v1457, %i13
  %v1459 = mul i64 %v1458, %size.H
  %v1460 = mul i64 %i33, 2
  %v1461 = add i64 %v1460, %i1426
  %v1462 = sub i64 %v1461, 1
  %v1463 = add i64 %v1459, %v1462
  %v1464 = mul i64 %v1463, %size.W
  %v1465 = mul i64 %i1432, 2
  %v1466 = add i64 %i1165, %v1465
  %v1467 = sub i64 %v1466, 1
  %v1468 = add i64 %v1464, %v1467
  %p1469 = getelementptr float, ptr %buf.x, i64 %v1468
  %ld1470 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1469, <16 x i1> %v1456, <16 x float> zeroinitializer)
  %v1471 = mul i64 %i7, %size.C
  %v1472 = add i64 %v1471, %i13
  %v1473 = add i64 %size.H, 1
  %v1474 = add i64 %v1473, 1
  %v1475 = sub i64 %v1474, 2
  %v1476 = sub i64 %v1475, 1
  %v1477 = sdiv i64 %v1476, 2
  %v1478 = srem i64 %v1476, 2
  %v1479 = icmp ne i64 %v1478, 0
  %v1480 = icmp slt i64 %v1478, 0
  %v1481 = icmp slt i64 2, 0
  %v1482 = xor i1 %v1480, %v1481
  %v1483 = and i1 %v1479, %v1482
  %v1484 = zext i1 %v1483 to i64
  %v1485 = sub i64 %v1477, %v1484
  %v1486 = add i64 %v1485, 1
  %v1487 = mul i64 %v1472, %v1486
  %v1488 = add i64 %v1487, %i33
  %v1489 = add i64 %size.W, 1
  %v1490 = sub i64 %v1489, 2
  %v1491 = sub i64 %v1490, 1
  %v1492 = add i64 %v1491, 1
  %v1493 = mul i64 %v1488, %v1492
  %v1494 = add i64 %v1493, %i1165
  %p1495 = getelementptr float, ptr %buf.m, i64 %v1494
  %ld1496 = load <16 x float>, ptr %p1495, align 4
  %v1497 = fcmp ole <16 x float> %ld1470, %ld1496
  %v1498 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %v1499 = sitofp i64 %i1426 to float
  %v1500 = fmul contract float %v1499, 0x4000000000000000
  %v1501 = sitofp i64 %i1432 to float
  %v1502 = fadd contract float %v1500, %v1501
  %ins1503 = insertelement <16 x float> poison, float %v1498, i64 0
  %splat1504 = shufflevector <16 x float> %ins1503, <16 x float> poison, <16 x i32> zeroinitializer
  %ins1505 = insertelement <16 x float> poison, float %v1502, i64 0
  %splat1506 = shufflevector <16 x float> %ins1505, <16 x float> poison, <16 x i32> zeroinitializer
  %v1507 = select <16 x i1> %v1497, <16 x float> %splat1504, <16 x float> %splat1506
  %v1508 = mul i64 %i33, 2
  %v1509 = add i64 %v1508, %i1426
  %v1510 = sub i64 %v1509, 1
  %v1511 = icmp sge i64 %v1510, 0
  %v1512 = icmp slt i64 %v1510, %size.H
  %v1513 = and i1 %v1511, %v1512
  %v1514 = mul i64 %i1432, 2
  %ins1515 = insertelement <16 x i64> poison, i64 %v1514, i64 0
  %splat1516 = shufflevector <16 x i64> %ins1515, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1517 = add <16 x i64> %lane1443, %splat1516
  %v1518 = sub <16 x i64> %v1517, splat (i64 1)
  %ins1519 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1520 = shufflevector <16 x i64> %ins1519, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1521 = icmp sge <16 x i64> %v1518, zeroinitializer
  %v1522 = icmp slt <16 x i64> %v1518, %splat1520
  %v1523 = and <16 x i1> %v1521, %v1522
  %ins1524 = insertelement <16 x i1> poison, i1 %v1513, i64 0
  %splat1525 = shufflevector <16 x i1> %ins1524, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1526 = and <16 x i1> %splat1525, %v1523
  %old1527 = load <16 x float>, ptr %acc1421
  %v1528 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old1527, <16 x float> %v1507)
  %v1529 = select <16 x i1> %v1526, <16 x float> %v1528, <16 x float> %old1527
  store <16 x float> %v1529, ptr %acc1421
  %v1530 = add nsw i64 %i1432, 1
  store i64 %v1530, ptr %s.addr.1428
  br label %cond1429
exit1431:
  %v1531 = add nsw i64 %i1426, 1
  store i64 %v1531, ptr %r.addr.1422
  br label %cond1423
exit1425:
  %red1532 = load <16 x float>, ptr %acc1421
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1533
  store i64 0, ptr %r.addr.1534
  br label %cond1535
cond1535:
  %i1538 = load i64, ptr %r.addr.1534
  %v1539 = icmp slt i64 %i1538, 3
  br i1 %v1539, label %body1536, label %exit1537
body1536:
  store i64 0, ptr %s.addr.1540
  br label %cond1541
cond1541:
  %i1544 = load i64, ptr %s.addr.1540
  %v1545 = icmp slt i64 %i1544, 2
  br i1 %v1545, label %body1542, label %exit1543
body1542:
  %v1546 = mul i64 %i33, 2
  %v1547 = add i64 %v1546, %i1538
  %v1548 = sub i64 %v1547, 1
  %v1549 = icmp sge i64 %v1548, 0
  %v1550 = icmp slt i64 %v1548, %size.H
  %v1551 = and i1 %v1549, %v1550
  %ins1552 = insertelement <16 x i64> poison, i64 %i1165, i64 0
  %splat1553 = shufflevector <16 x i64> %ins1552, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1554 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1555 = add <16 x i64> %splat1553, %step1554
  %v1556 = mul i64 %i1544, 2
  %ins1557 = insertelement <16 x i64> poison, i64 %v1556, i64 0
  %splat1558 = shufflevector <16 x i64> %ins1557, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1559 = add <16 x i64> %lane1555, %splat1558
  %v1560 = sub <16 x i64> %v1559, splat (i64 1)
  %ins1561 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1562 = shufflevector <16 x i64> %ins1561, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1563 = icmp sge <16 x i64> %v1560, zeroinitializer
  %v1564 = icmp slt <16 x i64> %v1560, %splat1562
  %v1565 = and <16 x i1> %v1563, %v1564
  %ins1566 = insertelement <16 x i1> poison, i1 %v1551, i64 0
  %splat1567 = shufflevector <16 x i1> %ins1566, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1568 = and <16 x i1> %splat1567, %v1565
  %v1569 = mul i64 %i7, %size.C
  %v1570 = add i64 %v1569, %i13
  %v1571 = mul i64 %v1570, %size.H
  %v1572 = mul i64 %i33, 2
  %v1573 = add i64 %v1572, %i1538
  %v1574 = sub i64 %v1573, 1
  %v1575 = add i64 %v1571, %v1574
  %v1576 = mul i64 %v1575, %size.W
  %v1577 = mul i64 %i1544, 2
  %v1578 = add i64 %i1165, %v1577
  %v1579 = sub i64 %v1578, 1
  %v1580 = add i64 %v1576, %v1579
  %p1581 = getelementptr float, ptr %buf.x, i64 %v1580
  %ld1582 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1581, <16 x i1> %v1568, <16 x float> zeroinitializer)
  %v1583 = mul i64 %i7, %size.C
  %v1584 = add i64 %v1583, %i13
  %v1585 = add i64 %size.H, 1
  %v1586 = add i64 %v1585, 1
  %v1587 = sub i64 %v1586, 2
  %v1588 = sub i64 %v1587, 1
  %v1589 = sdiv i64 %v1588, 2
  %v1590 = srem i64 %v1588, 2
  %v1591 = icmp ne i64 %v1590, 0
  %v1592 = icmp slt i64 %v1590, 0
  %v1593 = icmp slt i64 2, 0
  %v1594 = xor i1 %v1592, %v1593
  %v1595 = and i1 %v1591, %v1594
  %v1596 = zext i1 %v1595 to i64
  %v1597 = sub i64 %v1589, %v1596
  %v1598 = add i64 %v1597, 1
  %v1599 = mul i64 %v1584, %v1598
  %v1600 = add i64 %v1599, %i33
  %v1601 = add i64 %size.W, 1
  %v1602 = sub i64 %v1601, 2
  %v1603 = sub i64 %v1602, 1
  %v1604 = add i64 %v1603, 1
  %v1605 = mul i64 %v1600, %v1604
  %v1606 = add i64 %v1605, %i1165
  %p1607 = getelementptr float, ptr %buf.m, i64 %v1606
  %ld1608 = load <16 x float>, ptr %p1607, align 4
  %v1609 = fcmp oeq <16 x float> %ld1582, %ld1608
  %v1610 = sitofp i64 %i1538 to float
  %v1611 = fmul contract float %v1610, 0x4000000000000000
  %v1612 = sitofp i64 %i1544 to float
  %v1613 = fadd contract float %v1611, %v1612
  %v1614 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1615 = insertelement <16 x float> poison, float %v1613, i64 0
  %splat1616 = shufflevector <16 x float> %ins1615, <16 x float> poison, <16 x i32> zeroinitializer
  %ins1617 = insertelement <16 x float> poison, float %v1614, i64 0
  %splat1618 = shufflevector <16 x float> %ins1617, <16 x float> poison, <16 x i32> zeroinitializer
  %v1619 = select <16 x i1> %v1609, <16 x float> %splat1616, <16 x float> %splat1618
  %v1620 = mul i64 %i33, 2
  %v1621 = add i64 %v1620, %i1538
  %v1622 = sub i64 %v1621, 1
  %v1623 = icmp sge i64 %v1622, 0
  %v1624 = icmp slt i64 %v1622, %size.H
  %v1625 = and i1 %v1623, %v1624
  %v1626 = mul i64 %i1544, 2
  %ins1627 = insertelement <16 x i64> poison, i64 %v1626, i64 0
  %splat1628 = shufflevector <16 x i64> %ins1627, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1629 = add <16 x i64> %lane1555, %splat1628
  %v1630 = sub <16 x i64> %v1629, splat (i64 1)
  %ins1631 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1632 = shufflevector <16 x i64> %ins1631, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1633 = icmp sge <16 x i64> %v1630, zeroinitializer
  %v1634 = icmp slt <16 x i64> %v1630, %splat1632
  %v1635 = and <16 x i1> %v1633, %v1634
  %ins1636 = insertelement <16 x i1> poison, i1 %v1625, i64 0
  %splat1637 = shufflevector <16 x i1> %ins1636, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1638 = and <16 x i1> %splat1637, %v1635
  %old1639 = load <16 x float>, ptr %acc1533
  %v1640 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old1639, <16 x float> %v1619)
  %v1641 = select <16 x i1> %v1638, <16 x float> %v1640, <16 x float> %old1639
  store <16 x float> %v1641, ptr %acc1533
  %v1642 = add nsw i64 %i1544, 1
  store i64 %v1642, ptr %s.addr.1540
  br label %cond1541
exit1543:
  %v1643 = add nsw i64 %i1538, 1
  store i64 %v1643, ptr %r.addr.1534
  br label %cond1535
exit1537:
  %red1644 = load <16 x float>, ptr %acc1533
  %v1645 = fcmp olt <16 x float> %red1532, %red1420
  %v1646 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1647 = insertelement <16 x float> poison, float %v1646, i64 0
  %splat1648 = shufflevector <16 x float> %ins1647, <16 x float> poison, <16 x i32> zeroinitializer
  %v1649 = fcmp olt <16 x float> %red1644, %splat1648
  %v1650 = select <16 x i1> %v1649, <16 x float> %red1644, <16 x float> %red1420
  %v1651 = select <16 x i1> %v1645, <16 x float> %red1532, <16 x float> %v1650
  %v1652 = mul i64 %i7, %size.C
  %v1653 = add i64 %v1652, %i13
  %v1654 = add i64 %size.H, 1
  %v1655 = add i64 %v1654, 1
  %v1656 = sub i64 %v1655, 2
  %v1657 = sub i64 %v1656, 1
  %v1658 = sdiv i64 %v1657, 2
  %v1659 = srem i64 %v1657, 2
  %v1660 = icmp ne i64 %v1659, 0
  %v1661 = icmp slt i64 %v1659, 0
  %v1662 = icmp slt i64 2, 0
  %v1663 = xor i1 %v1661, %v1662
  %v1664 = and i1 %v1660, %v1663
  %v1665 = zext i1 %v1664 to i64
  %v1666 = sub i64 %v1658, %v1665
  %v1667 = add i64 %v1666, 1
  %v1668 = mul i64 %v1653, %v1667
  %v1669 = add i64 %v1668, %i33
  %v1670 = add i64 %size.W, 1
  %v1671 = sub i64 %v1670, 2
  %v1672 = sub i64 %v1671, 1
  %v1673 = add i64 %v1672, 1
  %v1674 = mul i64 %v1669, %v1673
  %v1675 = add i64 %v1674, %i1165
  %p1676 = getelementptr float, ptr %buf.k, i64 %v1675
  store <16 x float> %v1651, ptr %p1676, align 4
  %v1677 = add nsw i64 %i1165, 16
  store i64 %v1677, ptr %q.addr.39
  br label %cond1162
exit1164:
  br label %join643
join643:
  %i1678 = load i64, ptr %q.addr.39
  %v1679 = icmp slt i64 %i1678, %v38
  br i1 %v1679, label %tail1680, label %done1681
tail1680:
  %mask1682 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1678, i64 %v38)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc1683
  store i64 0, ptr %r.addr.1684
  br label %cond1685
cond1685:
  %i1688 = load i64, ptr %r.addr.1684
  %v1689 = icmp slt i64 %i1688, 3
  br i1 %v1689, label %body1686, label %exit1687
body1686:
  store i64 0, ptr %s.addr.1690
  br label %cond1691
cond1691:
  %i1694 = load i64, ptr %s.addr.1690
  %v1695 = icmp slt i64 %i1694, 2
  br i1 %v1695, label %body1692, label %exit1693
body1692:
  %v1696 = mul i64 %i33, 2
  %v1697 = add i64 %v1696, %i1688
  %v1698 = sub i64 %v1697, 1
  %v1699 = icmp sge i64 %v1698, 0
  %v1700 = icmp slt i64 %v1698, %size.H
  %v1701 = and i1 %v1699, %v1700
  %ins1702 = insertelement <16 x i64> poison, i64 %i1678, i64 0
  %splat1703 = shufflevector <16 x i64> %ins1702, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1704 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1705 = add <16 x i64> %splat1703, %step1704
  %v1706 = mul i64 %i1694, 2
  %ins1707 = insertelement <16 x i64> poison, i64 %v1706, i64 0
  %splat1708 = shufflevector <16 x i64> %ins1707, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1709 = add <16 x i64> %lane1705, %splat1708
  %v1710 = sub <16 x i64> %v1709, splat (i64 1)
  %ins1711 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1712 = shufflevector <16 x i64> %ins1711, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1713 = icmp sge <16 x i64> %v1710, zeroinitializer
  %v1714 = icmp slt <16 x i64> %v1710, %splat1712
  %v1715 = and <16 x i1> %v1713, %v1714
  %ins1716 = insertelement <16 x i1> poison, i1 %v1701, i64 0
  %splat1717 = shufflevector <16 x i1> %ins1716, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1718 = and <16 x i1> %splat1717, %v1715
  %v1719 = and <16 x i1> %mask1682, %v1718
  %v1720 = mul i64 %i7, %size.C
  %v1721 = add i64 %v1720, %i13
  %v1722 = mul i64 %v1721, %size.H
  %v1723 = mul i64 %i33, 2
  %v1724 = add i64 %v1723, %i1688
  %v1725 = sub i64 %v1724, 1
  %v1726 = add i64 %v1722, %v1725
  %v1727 = mul i64 %v1726, %size.W
  %v1728 = mul i64 %i1694, 2
  %v1729 = add i64 %i1678, %v1728
  %v1730 = sub i64 %v1729, 1
  %v1731 = add i64 %v1727, %v1730
  %p1732 = getelementptr float, ptr %buf.x, i64 %v1731
  %ld1733 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1732, <16 x i1> %v1719, <16 x float> zeroinitializer)
  %v1734 = fcmp oeq <16 x float> %ld1733, %ld1733
  %v1735 = select <16 x i1> %v1734, <16 x float> %ld1733, <16 x float> splat (float 0xC7EFFFFFE0000000)
  %v1736 = mul i64 %i33, 2
  %v1737 = add i64 %v1736, %i1688
  %v1738 = sub i64 %v1737, 1
  %v1739 = icmp sge i64 %v1738, 0
  %v1740 = icmp slt i64 %v1738, %size.H
  %v1741 = and i1 %v1739, %v1740
  %v1742 = mul i64 %i1694, 2
  %ins1743 = insertelement <16 x i64> poison, i64 %v1742, i64 0
  %splat1744 = shufflevector <16 x i64> %ins1743, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1745 = add <16 x i64> %lane1705, %splat1744
  %v1746 = sub <16 x i64> %v1745, splat (i64 1)
  %ins1747 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1748 = shufflevector <16 x i64> %ins1747, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1749 = icmp sge <16 x i64> %v1746, zeroinitializer
  %v1750 = icmp slt <16 x i64> %v1746, %splat1748
  %v1751 = and <16 x i1> %v1749, %v1750
  %ins1752 = insertelement <16 x i1> poison, i1 %v1741, i64 0
  %splat1753 = shufflevector <16 x i1> %ins1752, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1754 = and <16 x i1> %splat1753, %v1751
  %v1755 = mul i64 %i33, 2
  %v1756 = add i64 %v1755, %i1688
  %v1757 = sub i64 %v1756, 1
  %v1758 = icmp sge i64 %v1757, 0
  %v1759 = icmp slt i64 %v1757, %size.H
  %v1760 = and i1 %v1758, %v1759
  %v1761 = mul i64 %i1694, 2
  %ins1762 = insertelement <16 x i64> poison, i64 %v1761, i64 0
  %splat1763 = shufflevector <16 x i64> %ins1762, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1764 = add <16 x i64> %lane1705, %splat1763
  %v1765 = sub <16 x i64> %v1764, splat (i64 1)
  %ins1766 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1767 = shufflevector <16 x i64> %ins1766, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1768 = icmp sge <16 x i64> %v1765, zeroinitializer
  %v1769 = icmp slt <16 x i64> %v1765, %splat1767
  %v1770 = and <16 x i1> %v1768, %v1769
  %ins1771 = insertelement <16 x i1> poison, i1 %v1760, i64 0
  %splat1772 = shufflevector <16 x i1> %ins1771, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1773 = and <16 x i1> %splat1772, %v1770
  %v1774 = and <16 x i1> %v1754, %v1773
  %v1775 = mul i64 %i33, 2
  %v1776 = add i64 %v1775, %i1688
  %v1777 = sub i64 %v1776, 1
  %v1778 = icmp sge i64 %v1777, 0
  %v1779 = icmp slt i64 %v1777, %size.H
  %v1780 = and i1 %v1778, %v1779
  %v1781 = mul i64 %i1694, 2
  %ins1782 = insertelement <16 x i64> poison, i64 %v1781, i64 0
  %splat1783 = shufflevector <16 x i64> %ins1782, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1784 = add <16 x i64> %lane1705, %splat1783
  %v1785 = sub <16 x i64> %v1784, splat (i64 1)
  %ins1786 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1787 = shufflevector <16 x i64> %ins1786, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1788 = icmp sge <16 x i64> %v1785, zeroinitializer
  %v1789 = icmp slt <16 x i64> %v1785, %splat1787
  %v1790 = and <16 x i1> %v1788, %v1789
  %ins1791 = insertelement <16 x i1> poison, i1 %v1780, i64 0
  %splat1792 = shufflevector <16 x i1> %ins1791, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1793 = and <16 x i1> %splat1792, %v1790
  %v1794 = and <16 x i1> %v1774, %v1793
  %v1795 = and <16 x i1> %mask1682, %v1794
  %old1796 = load <16 x float>, ptr %acc1683
  %v1797 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old1796, <16 x float> %v1735)
  %v1798 = select <16 x i1> %v1795, <16 x float> %v1797, <16 x float> %old1796
  store <16 x float> %v1798, ptr %acc1683
  %v1799 = add nsw i64 %i1694, 1
  store i64 %v1799, ptr %s.addr.1690
  br label %cond1691
exit1693:
  %v1800 = add nsw i64 %i1688, 1
  store i64 %v1800, ptr %r.addr.1684
  br label %cond1685
exit1687:
  %red1801 = load <16 x float>, ptr %acc1683
  %v1802 = mul i64 %i7, %size.C
  %v1803 = add i64 %v1802, %i13
  %v1804 = add i64 %size.H, 1
  %v1805 = add i64 %v1804, 1
  %v1806 = sub i64 %v1805, 2
  %v1807 = sub i64 %v1806, 1
  %v1808 = sdiv i64 %v1807, 2
  %v1809 = srem i64 %v1807, 2
  %v1810 = icmp ne i64 %v1809, 0
  %v1811 = icmp slt i64 %v1809, 0
  %v1812 = icmp slt i64 2, 0
  %v1813 = xor i1 %v1811, %v1812
  %v1814 = and i1 %v1810, %v1813
  %v1815 = zext i1 %v1814 to i64
  %v1816 = sub i64 %v1808, %v1815
  %v1817 = add i64 %v1816, 1
  %v1818 = mul i64 %v1803, %v1817
  %v1819 = add i64 %v1818, %i33
  %v1820 = add i64 %size.W, 1
  %v1821 = sub i64 %v1820, 2
  %v1822 = sub i64 %v1821, 1
  %v1823 = add i64 %v1822, 1
  %v1824 = mul i64 %v1819, %v1823
  %v1825 = add i64 %v1824, %i1678
  %p1826 = getelementptr float, ptr %buf.m, i64 %v1825
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red1801, ptr align 4 %p1826, <16 x i1> %mask1682)
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1827
  store i64 0, ptr %r.addr.1828
  br label %cond1829
cond1829:
  %i1832 = load i64, ptr %r.addr.1828
  %v1833 = icmp slt i64 %i1832, 3
  br i1 %v1833, label %body1830, label %exit1831
body1830:
  store i64 0, ptr %s.addr.1834
  br label %cond1835
cond1835:
  %i1838 = load i64, ptr %s.addr.1834
  %v1839 = icmp slt i64 %i1838, 2
  br i1 %v1839, label %body1836, label %exit1837
body1836:
  %v1840 = mul i64 %i33, 2
  %v1841 = add i64 %v1840, %i1832
  %v1842 = sub i64 %v1841, 1
  %v1843 = icmp sge i64 %v1842, 0
  %v1844 = icmp slt i64 %v1842, %size.H
  %v1845 = and i1 %v1843, %v1844
  %ins1846 = insertelement <16 x i64> poison, i64 %i1678, i64 0
  %splat1847 = shufflevector <16 x i64> %ins1846, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1848 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1849 = add <16 x i64> %splat1847, %step1848
  %v1850 = mul i64 %i1838, 2
  %ins1851 = insertelement <16 x i64> poison, i64 %v1850, i64 0
  %splat1852 = shufflevector <16 x i64> %ins1851, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1853 = add <16 x i64> %lane1849, %splat1852
  %v1854 = sub <16 x i64> %v1853, splat (i64 1)
  %ins1855 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1856 = shufflevector <16 x i64> %ins1855, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1857 = icmp sge <16 x i64> %v1854, zeroinitializer
  %v1858 = icmp slt <16 x i64> %v1854, %splat1856
  %v1859 = and <16 x i1> %v1857, %v1858
  %ins1860 = insertelement <16 x i1> poison, i1 %v1845, i64 0
  %splat1861 = shufflevector <16 x i1> %ins1860, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1862 = and <16 x i1> %splat1861, %v1859
  %v1863 = and <16 x i1> %mask1682, %v1862
  %v1864 = mul i64 %i7, %size.C
  %v1865 = add i64 %v1864, %i13
  %v1866 = mul i64 %v1865, %size.H
  %v1867 = mul i64 %i33, 2
  %v1868 = add i64 %v1867, %i1832
  %v1869 = sub i64 %v1868, 1
  %v1870 = add i64 %v1866, %v1869
  %v1871 = mul i64 %v1870, %size.W
  %v1872 = mul i64 %i1838, 2
  %v1873 = add i64 %i1678, %v1872
  %v1874 = sub i64 %v1873, 1
  %v1875 = add i64 %v1871, %v1874
  %p1876 = getelementptr float, ptr %buf.x, i64 %v1875
  %ld1877 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1876, <16 x i1> %v1863, <16 x float> zeroinitializer)
  %v1878 = mul i64 %i7, %size.C
  %v1879 = add i64 %v1878, %i13
  %v1880 = add i64 %size.H, 1
  %v1881 = add i64 %v1880, 1
  %v1882 = sub i64 %v1881, 2
  %v1883 = sub i64 %v1882, 1
  %v1884 = sdiv i64 %v1883, 2
  %v1885 = srem i64 %v1883, 2
  %v1886 = icmp ne i64 %v1885, 0
  %v1887 = icmp slt i64 %v1885, 0
  %v1888 = icmp slt i64 2, 0
  %v1889 = xor i1 %v1887, %v1888
  %v1890 = and i1 %v1886, %v1889
  %v1891 = zext i1 %v1890 to i64
  %v1892 = sub i64 %v1884, %v1891
  %v1893 = add i64 %v1892, 1
  %v1894 = mul i64 %v1879, %v1893
  %v1895 = add i64 %v1894, %i33
  %v1896 = add i64 %size.W, 1
  %v1897 = sub i64 %v1896, 2
  %v1898 = sub i64 %v1897, 1
  %v1899 = add i64 %v1898, 1
  %v1900 = mul i64 %v1895, %v1899
  %v1901 = add i64 %v1900, %i1678
  %p1902 = getelementptr float, ptr %buf.m, i64 %v1901
  %ld1903 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1902, <16 x i1> %mask1682, <16 x float> zeroinitializer)
  %v1904 = fcmp ole <16 x float> %ld1877, %ld1903
  %v1905 = sitofp i64 %i1832 to float
  %v1906 = fmul contract float %v1905, 0x4000000000000000
  %v1907 = sitofp i64 %i1838 to float
  %v1908 = fadd contract float %v1906, %v1907
  %v1909 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins1910 = insertelement <16 x float> poison, float %v1908, i64 0
  %splat1911 = shufflevector <16 x float> %ins1910, <16 x float> poison, <16 x i32> zeroinitializer
  %ins1912 = insertelement <16 x float> poison, float %v1909, i64 0
  %splat1913 = shufflevector <16 x float> %ins1912, <16 x float> poison, <16 x i32> zeroinitializer
  %v1914 = select <16 x i1> %v1904, <16 x float> %splat1911, <16 x float> %splat1913
  %v1915 = mul i64 %i33, 2
  %v1916 = add i64 %v1915, %i1832
  %v1917 = sub i64 %v1916, 1
  %v1918 = icmp sge i64 %v1917, 0
  %v1919 = icmp slt i64 %v1917, %size.H
  %v1920 = and i1 %v1918, %v1919
  %v1921 = mul i64 %i1838, 2
  %ins1922 = insertelement <16 x i64> poison, i64 %v1921, i64 0
  %splat1923 = shufflevector <16 x i64> %ins1922, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1924 = add <16 x i64> %lane1849, %splat1923
  %v1925 = sub <16 x i64> %v1924, splat (i64 1)
  %ins1926 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1927 = shufflevector <16 x i64> %ins1926, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1928 = icmp sge <16 x i64> %v1925, zeroinitializer
  %v1929 = icmp slt <16 x i64> %v1925, %splat1927
  %v1930 = and <16 x i1> %v1928, %v1929
  %ins1931 = insertelement <16 x i1> poison, i1 %v1920, i64 0
  %splat1932 = shufflevector <16 x i1> %ins1931, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1933 = and <16 x i1> %splat1932, %v1930
  %v1934 = and <16 x i1> %mask1682, %v1933
  %old1935 = load <16 x float>, ptr %acc1827
  %v1936 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old1935, <16 x float> %v1914)
  %v1937 = select <16 x i1> %v1934, <16 x float> %v1936, <16 x float> %old1935
  store <16 x float> %v1937, ptr %acc1827
  %v1938 = add nsw i64 %i1838, 1
  store i64 %v1938, ptr %s.addr.1834
  br label %cond1835
exit1837:
  %v1939 = add nsw i64 %i1832, 1
  store i64 %v1939, ptr %r.addr.1828
  br label %cond1829
exit1831:
  %red1940 = load <16 x float>, ptr %acc1827
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc1941
  store i64 0, ptr %r.addr.1942
  br label %cond1943
cond1943:
  %i1946 = load i64, ptr %r.addr.1942
  %v1947 = icmp slt i64 %i1946, 3
  br i1 %v1947, label %body1944, label %exit1945
body1944:
  store i64 0, ptr %s.addr.1948
  br label %cond1949
cond1949:
  %i1952 = load i64, ptr %s.addr.1948
  %v1953 = icmp slt i64 %i1952, 2
  br i1 %v1953, label %body1950, label %exit1951
body1950:
  %v1954 = mul i64 %i33, 2
  %v1955 = add i64 %v1954, %i1946
  %v1956 = sub i64 %v1955, 1
  %v1957 = icmp sge i64 %v1956, 0
  %v1958 = icmp slt i64 %v1956, %size.H
  %v1959 = and i1 %v1957, %v1958
  %ins1960 = insertelement <16 x i64> poison, i64 %i1678, i64 0
  %splat1961 = shufflevector <16 x i64> %ins1960, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1962 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1963 = add <16 x i64> %splat1961, %step1962
  %v1964 = mul i64 %i1952, 2
  %ins1965 = insertelement <16 x i64> poison, i64 %v1964, i64 0
  %splat1966 = shufflevector <16 x i64> %ins1965, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1967 = add <16 x i64> %lane1963, %splat1966
  %v1968 = sub <16 x i64> %v1967, splat (i64 1)
  %ins1969 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1970 = shufflevector <16 x i64> %ins1969, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1971 = icmp sge <16 x i64> %v1968, zeroinitializer
  %v1972 = icmp slt <16 x i64> %v1968, %splat1970
  %v1973 = and <16 x i1> %v1971, %v1972
  %ins1974 = insertelement <16 x i1> poison, i1 %v1959, i64 0
  %splat1975 = shufflevector <16 x i1> %ins1974, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1976 = and <16 x i1> %splat1975, %v1973
  %v1977 = and <16 x i1> %mask1682, %v1976
  %v1978 = mul i64 %i7, %size.C
  %v1979 = add i64 %v1978, %i13
  %v1980 = mul i64 %v1979, %size.H
  %v1981 = mul i64 %i33, 2
  %v1982 = add i64 %v1981, %i1946
  %v1983 = sub i64 %v1982, 1
  %v1984 = add i64 %v1980, %v1983
  %v1985 = mul i64 %v1984, %size.W
  %v1986 = mul i64 %i1952, 2
  %v1987 = add i64 %i1678, %v1986
  %v1988 = sub i64 %v1987, 1
  %v1989 = add i64 %v1985, %v1988
  %p1990 = getelementptr float, ptr %buf.x, i64 %v1989
  %ld1991 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1990, <16 x i1> %v1977, <16 x float> zeroinitializer)
  %v1992 = mul i64 %i7, %size.C
  %v1993 = add i64 %v1992, %i13
  %v1994 = add i64 %size.H, 1
  %v1995 = add i64 %v1994, 1
  %v1996 = sub i64 %v1995, 2
  %v1997 = sub i64 %v1996, 1
  %v1998 = sdiv i64 %v1997, 2
  %v1999 = srem i64 %v1997, 2
  %v2000 = icmp ne i64 %v1999, 0
  %v2001 = icmp slt i64 %v1999, 0
  %v2002 = icmp slt i64 2, 0
  %v2003 = xor i1 %v2001, %v2002
  %v2004 = and i1 %v2000, %v2003
  %v2005 = zext i1 %v2004 to i64
  %v2006 = sub i64 %v1998, %v2005
  %v2007 = add i64 %v2006, 1
  %v2008 = mul i64 %v1993, %v2007
  %v2009 = add i64 %v2008, %i33
  %v2010 = add i64 %size.W, 1
  %v2011 = sub i64 %v2010, 2
  %v2012 = sub i64 %v2011, 1
  %v2013 = add i64 %v2012, 1
  %v2014 = mul i64 %v2009, %v2013
  %v2015 = add i64 %v2014, %i1678
  %p2016 = getelementptr float, ptr %buf.m, i64 %v2015
  %ld2017 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2016, <16 x i1> %mask1682, <16 x float> zeroinitializer)
  %v2018 = fcmp ole <16 x float> %ld1991, %ld2017
  %v2019 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %v2020 = sitofp i64 %i1946 to float
  %v2021 = fmul contract float %v2020, 0x4000000000000000
  %v2022 = sitofp i64 %i1952 to float
  %v2023 = fadd contract float %v2021, %v2022
  %ins2024 = insertelement <16 x float> poison, float %v2019, i64 0
  %splat2025 = shufflevector <16 x float> %ins2024, <16 x float> poison, <16 x i32> zeroinitializer
  %ins2026 = insertelement <16 x float> poison, float %v2023, i64 0
  %splat2027 = shufflevector <16 x float> %ins2026, <16 x float> poison, <16 x i32> zeroinitializer
  %v2028 = select <16 x i1> %v2018, <16 x float> %splat2025, <16 x float> %splat2027
  %v2029 = mul i64 %i33, 2
  %v2030 = add i64 %v2029, %i1946
  %v2031 = sub i64 %v2030, 1
  %v2032 = icmp sge i64 %v2031, 0
  %v2033 = icmp slt i64 %v2031, %size.H
  %v2034 = and i1 %v2032, %v2033
  %v2035 = mul i64 %i1952, 2
  %ins2036 = insertelement <16 x i64> poison, i64 %v2035, i64 0
  %splat2037 = shufflevector <16 x i64> %ins2036, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2038 = add <16 x i64> %lane1963, %splat2037
  %v2039 = sub <16 x i64> %v2038, splat (i64 1)
  %ins2040 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2041 = shufflevector <16 x i64> %ins2040, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2042 = icmp sge <16 x i64> %v2039, zeroinitializer
  %v2043 = icmp slt <16 x i64> %v2039, %splat2041
  %v2044 = and <16 x i1> %v2042, %v2043
  %ins2045 = insertelement <16 x i1> poison, i1 %v2034, i64 0
  %splat2046 = shufflevector <16 x i1> %ins2045, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2047 = and <16 x i1> %splat2046, %v2044
  %v2048 = and <16 x i1> %mask1682, %v2047
  %old2049 = load <16 x float>, ptr %acc1941
  %v2050 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old2049, <16 x float> %v2028)
  %v2051 = select <16 x i1> %v2048, <16 x float> %v2050, <16 x float> %old2049
  store <16 x float> %v2051, ptr %acc1941
  %v2052 = add nsw i64 %i1952, 1
  store i64 %v2052, ptr %s.addr.1948
  br label %cond1949
exit1951:
  %v2053 = add nsw i64 %i1946, 1
  store i64 %v2053, ptr %r.addr.1942
  br label %cond1943
exit1945:
  %red2054 = load <16 x float>, ptr %acc1941
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc2055
  store i64 0, ptr %r.addr.2056
  br label %cond2057
cond2057:
  %i2060 = load i64, ptr %r.addr.2056
  %v2061 = icmp slt i64 %i2060, 3
  br i1 %v2061, label %body2058, label %exit2059
body2058:
  store i64 0, ptr %s.addr.2062
  br label %cond2063
cond2063:
  %i2066 = load i64, ptr %s.addr.2062
  %v2067 = icmp slt i64 %i2066, 2
  br i1 %v2067, label %body2064, label %exit2065
body2064:
  %v2068 = mul i64 %i33, 2
  %v2069 = add i64 %v2068, %i2060
  %v2070 = sub i64 %v2069, 1
  %v2071 = icmp sge i64 %v2070, 0
  %v2072 = icmp slt i64 %v2070, %size.H
  %v2073 = and i1 %v2071, %v2072
  %ins2074 = insertelement <16 x i64> poison, i64 %i1678, i64 0
  %splat2075 = shufflevector <16 x i64> %ins2074, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2076 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2077 = add <16 x i64> %splat2075, %step2076
  %v2078 = mul i64 %i2066, 2
  %ins2079 = insertelement <16 x i64> poison, i64 %v2078, i64 0
  %splat2080 = shufflevector <16 x i64> %ins2079, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2081 = add <16 x i64> %lane2077, %splat2080
  %v2082 = sub <16 x i64> %v2081, splat (i64 1)
  %ins2083 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2084 = shufflevector <16 x i64> %ins2083, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2085 = icmp sge <16 x i64> %v2082, zeroinitializer
  %v2086 = icmp slt <16 x i64> %v2082, %splat2084
  %v2087 = and <16 x i1> %v2085, %v2086
  %ins2088 = insertelement <16 x i1> poison, i1 %v2073, i64 0
  %splat2089 = shufflevector <16 x i1> %ins2088, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2090 = and <16 x i1> %splat2089, %v2087
  %v2091 = and <16 x i1> %mask1682, %v2090
  %v2092 = mul i64 %i7, %size.C
  %v2093 = add i64 %v2092, %i13
  %v2094 = mul i64 %v2093, %size.H
  %v2095 = mul i64 %i33, 2
  %v2096 = add i64 %v2095, %i2060
  %v2097 = sub i64 %v2096, 1
  %v2098 = add i64 %v2094, %v2097
  %v2099 = mul i64 %v2098, %size.W
  %v2100 = mul i64 %i2066, 2
  %v2101 = add i64 %i1678, %v2100
  %v2102 = sub i64 %v2101, 1
  %v2103 = add i64 %v2099, %v2102
  %p2104 = getelementptr float, ptr %buf.x, i64 %v2103
  %ld2105 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2104, <16 x i1> %v2091, <16 x float> zeroinitializer)
  %v2106 = mul i64 %i7, %size.C
  %v2107 = add i64 %v2106, %i13
  %v2108 = add i64 %size.H, 1
  %v2109 = add i64 %v2108, 1
  %v2110 = sub i64 %v2109, 2
  %v2111 = sub i64 %v2110, 1
  %v2112 = sdiv i64 %v2111, 2
  %v2113 = srem i64 %v2111, 2
  %v2114 = icmp ne i64 %v2113, 0
  %v2115 = icmp slt i64 %v2113, 0
  %v2116 = icmp slt i64 2, 0
  %v2117 = xor i1 %v2115, %v2116
  %v2118 = and i1 %v2114, %v2117
  %v2119 = zext i1 %v2118 to i64
  %v2120 = sub i64 %v2112, %v2119
  %v2121 = add i64 %v2120, 1
  %v2122 = mul i64 %v2107, %v2121
  %v2123 = add i64 %v2122, %i33
  %v2124 = add i64 %size.W, 1
  %v2125 = sub i64 %v2124, 2
  %v2126 = sub i64 %v2125, 1
  %v2127 = add i64 %v2126, 1
  %v2128 = mul i64 %v2123, %v2127
  %v2129 = add i64 %v2128, %i1678
  %p2130 = getelementptr float, ptr %buf.m, i64 %v2129
  %ld2131 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2130, <16 x i1> %mask1682, <16 x float> zeroinitializer)
  %v2132 = fcmp oeq <16 x float> %ld2105, %ld2131
  %v2133 = sitofp i64 %i2060 to float
  %v2134 = fmul contract float %v2133, 0x4000000000000000
  %v2135 = sitofp i64 %i2066 to float
  %v2136 = fadd contract float %v2134, %v2135
  %v2137 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins2138 = insertelement <16 x float> poison, float %v2136, i64 0
  %splat2139 = shufflevector <16 x float> %ins2138, <16 x float> poison, <16 x i32> zeroinitializer
  %ins2140 = insertelement <16 x float> poison, float %v2137, i64 0
  %splat2141 = shufflevector <16 x float> %ins2140, <16 x float> poison, <16 x i32> zeroinitializer
  %v2142 = select <16 x i1> %v2132, <16 x float> %splat2139, <16 x float> %splat2141
  %v2143 = mul i64 %i33, 2
  %v2144 = add i64 %v2143, %i2060
  %v2145 = sub i64 %v2144, 1
  %v2146 = icmp sge i64 %v2145, 0
  %v2147 = icmp slt i64 %v2145, %size.H
  %v2148 = and i1 %v2146, %v2147
  %v2149 = mul i64 %i2066, 2
  %ins2150 = insertelement <16 x i64> poison, i64 %v2149, i64 0
  %splat2151 = shufflevector <16 x i64> %ins2150, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2152 = add <16 x i64> %lane2077, %splat2151
  %v2153 = sub <16 x i64> %v2152, splat (i64 1)
  %ins2154 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2155 = shufflevector <16 x i64> %ins2154, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2156 = icmp sge <16 x i64> %v2153, zeroinitializer
  %v2157 = icmp slt <16 x i64> %v2153, %splat2155
  %v2158 = and <16 x i1> %v2156, %v2157
  %ins2159 = insertelement <16 x i1> poison, i1 %v2148, i64 0
  %splat2160 = shufflevector <16 x i1> %ins2159, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2161 = and <16 x i1> %splat2160, %v2158
  %v2162 = and <16 x i1> %mask1682, %v2161
  %old2163 = load <16 x float>, ptr %acc2055
  %v2164 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %old2163, <16 x float> %v2142)
  %v2165 = select <16 x i1> %v2162, <16 x float> %v2164, <16 x float> %old2163
  store <16 x float> %v2165, ptr %acc2055
  %v2166 = add nsw i64 %i2066, 1
  store i64 %v2166, ptr %s.addr.2062
  br label %cond2063
exit2065:
  %v2167 = add nsw i64 %i2060, 1
  store i64 %v2167, ptr %r.addr.2056
  br label %cond2057
exit2059:
  %red2168 = load <16 x float>, ptr %acc2055
  %v2169 = fcmp olt <16 x float> %red2054, %red1940
  %v2170 = fmul contract float 0x4008000000000000, 0x4000000000000000
  %ins2171 = insertelement <16 x float> poison, float %v2170, i64 0
  %splat2172 = shufflevector <16 x float> %ins2171, <16 x float> poison, <16 x i32> zeroinitializer
  %v2173 = fcmp olt <16 x float> %red2168, %splat2172
  %v2174 = select <16 x i1> %v2173, <16 x float> %red2168, <16 x float> %red1940
  %v2175 = select <16 x i1> %v2169, <16 x float> %red2054, <16 x float> %v2174
  %v2176 = mul i64 %i7, %size.C
  %v2177 = add i64 %v2176, %i13
  %v2178 = add i64 %size.H, 1
  %v2179 = add i64 %v2178, 1
  %v2180 = sub i64 %v2179, 2
  %v2181 = sub i64 %v2180, 1
  %v2182 = sdiv i64 %v2181, 2
  %v2183 = srem i64 %v2181, 2
  %v2184 = icmp ne i64 %v2183, 0
  %v2185 = icmp slt i64 %v2183, 0
  %v2186 = icmp slt i64 2, 0
  %v2187 = xor i1 %v2185, %v2186
  %v2188 = and i1 %v2184, %v2187
  %v2189 = zext i1 %v2188 to i64
  %v2190 = sub i64 %v2182, %v2189
  %v2191 = add i64 %v2190, 1
  %v2192 = mul i64 %v2177, %v2191
  %v2193 = add i64 %v2192, %i33
  %v2194 = add i64 %size.W, 1
  %v2195 = sub i64 %v2194, 2
  %v2196 = sub i64 %v2195, 1
  %v2197 = add i64 %v2196, 1
  %v2198 = mul i64 %v2193, %v2197
  %v2199 = add i64 %v2198, %i1678
  %p2200 = getelementptr float, ptr %buf.k, i64 %v2199
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2175, ptr align 4 %p2200, <16 x i1> %mask1682)
  br label %done1681
done1681:
  %v2201 = add nsw i64 %i33, 1
  store i64 %v2201, ptr %p.addr.29
  br label %cond30
exit32:
  %v2202 = add nsw i64 %i13, 1
  store i64 %v2202, ptr %c.addr.9
  br label %cond10
exit12:
  %v2203 = add nsw i64 %i7, 1
  store i64 %v2203, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
