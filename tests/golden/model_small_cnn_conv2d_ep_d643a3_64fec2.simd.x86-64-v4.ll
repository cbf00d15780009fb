@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.conv2d_ep_d643a3.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.15 = alloca i64, align 64
  %k.addr.21 = alloca i64, align 64
  %q.addr.37 = alloca i64, align 64
  %acc45 = alloca <16 x float>, align 64
  %acc46 = alloca <16 x float>, align 64
  %acc47 = alloca <16 x float>, align 64
  %acc48 = alloca <16 x float>, align 64
  %acc49 = alloca <16 x float>, align 64
  %acc50 = alloca <16 x float>, align 64
  %acc51 = alloca <16 x float>, align 64
  %acc52 = alloca <16 x float>, align 64
  %c.addr.53 = alloca i64, align 64
  %r.addr.59 = alloca i64, align 64
  %s.addr.65 = alloca i64, align 64
  %q.addr.802 = alloca i64, align 64
  %acc809 = alloca <16 x float>, align 64
  %c.addr.810 = alloca i64, align 64
  %r.addr.816 = alloca i64, align 64
  %s.addr.822 = alloca i64, align 64
  %acc927 = alloca <16 x float>, align 64
  %c.addr.928 = alloca i64, align 64
  %r.addr.934 = alloca i64, align 64
  %s.addr.940 = alloca i64, align 64
  %q.addr.1047 = alloca i64, align 64
  %acc1054 = alloca <16 x float>, align 64
  %c.addr.1055 = alloca i64, align 64
  %r.addr.1061 = alloca i64, align 64
  %s.addr.1067 = alloca i64, align 64
  %acc1172 = alloca <16 x float>, align 64
  %c.addr.1173 = alloca i64, align 64
  %r.addr.1179 = alloca i64, align 64
  %s.addr.1185 = alloca i64, align 64
  %q.addr.1292 = alloca i64, align 64
  %acc1299 = alloca <16 x float>, align 64
  %c.addr.1300 = alloca i64, align 64
  %r.addr.1306 = alloca i64, align 64
  %s.addr.1312 = alloca i64, align 64
  %acc1417 = alloca <16 x float>, align 64
  %c.addr.1418 = alloca i64, align 64
  %r.addr.1424 = alloca i64, align 64
  %s.addr.1430 = alloca i64, align 64
  %q.addr.1537 = alloca i64, align 64
  %acc1544 = alloca <16 x float>, align 64
  %c.addr.1545 = alloca i64, align 64
  %r.addr.1551 = alloca i64, align 64
  %s.addr.1557 = alloca i64, align 64
  %acc1662 = alloca <16 x float>, align 64
  %c.addr.1663 = alloca i64, align 64
  %r.addr.1669 = alloca i64, align 64
  %s.addr.1675 = alloca i64, align 64
  %q.addr.1788 = alloca i64, align 64
  %acc1802 = alloca <16 x float>, align 64
  %acc1803 = alloca <16 x float>, align 64
  %acc1804 = alloca <16 x float>, align 64
  %acc1805 = alloca <16 x float>, align 64
  %acc1806 = alloca <16 x float>, align 64
  %acc1807 = alloca <16 x float>, align 64
  %acc1808 = alloca <16 x float>, align 64
  %acc1809 = alloca <16 x float>, align 64
  %c.addr.1810 = alloca i64, align 64
  %r.addr.1816 = alloca i64, align 64
  %s.addr.1822 = alloca i64, align 64
  %q.addr.2559 = alloca i64, align 64
  %acc2566 = alloca <16 x float>, align 64
  %c.addr.2567 = alloca i64, align 64
  %r.addr.2573 = alloca i64, align 64
  %s.addr.2579 = alloca i64, align 64
  %acc2684 = alloca <16 x float>, align 64
  %c.addr.2685 = alloca i64, align 64
  %r.addr.2691 = alloca i64, align 64
  %s.addr.2697 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, 1
  %v3 = select i1 %v2, i64 %range.hi, i64 1
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %size.R, 1
  %v12 = sub i64 %v10, %v11
  %v13 = sub i64 %v12, 1
  %v14 = add i64 %v13, 1
  store i64 0, ptr %p.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %p.addr.15
  %v20 = icmp slt i64 %i19, %v14
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %k.addr.21
  %v22 = sub i64 %size.K, 4
  br label %cond23
cond23:
  %i26 = load i64, ptr %k.addr.21
  %v27 = icmp sle i64 %i26, %v22
  br i1 %v27, label %body24, label %exit25
body24:
  %v28 = add nsw i64 %i26, 1
  %v29 = add nsw i64 %i26, 2
  %v30 = add nsw i64 %i26, 3
  %v31 = add i64 %size.W, 1
  %v32 = add i64 %v31, 1
  %v33 = sub i64 %size.S, 1
  %v34 = sub i64 %v32, %v33
  %v35 = sub i64 %v34, 1
  %v36 = add i64 %v35, 1
  store i64 0, ptr %q.addr.37
  %v38 = sub i64 %v36, 32
  br label %cond39
cond39:
  %i42 = load i64, ptr %q.addr.37
  %v43 = icmp sle i64 %i42, %v38
  br i1 %v43, label %body40, label %exit41
body40:
  %v44 = add nsw i64 %i42, 16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc45
  store <16 x float> splat (float 0x0000000000000000), ptr %acc46
  store <16 x float> splat (float 0x0000000000000000), ptr %acc47
  store <16 x float> splat (float 0x0000000000000000), ptr %acc48
  store <16 x float> splat (float 0x0000000000000000), ptr %acc49
  store <16 x float> splat (float 0x0000000000000000), ptr %acc50
  store <16 x float> splat (float 0x0000000000000000), ptr %acc51
  store <16 x float> splat (float 0x0000000000000000), ptr %acc52
  store i64 0, ptr %c.addr.53
  br label %cond54
cond54:
  %i57 = load i64, ptr %c.addr.53
  %v58 = icmp slt i64 %i57, %size.C
  br i1 %v58, label %body55, label %exit56
body55:
  store i64 0, ptr %r.addr.59
  br label %cond60
cond60:
  %i63 = load i64, ptr %r.addr.59
  %v64 = icmp slt i64 %i63, %size.R
  br i1 %v64, label %body61, label %exit62
body61:
  store i64 0, ptr %s.addr.65
  br label %cond66
cond66:
  %i69 = load i64, ptr %s.addr.65
  %v70 = icmp slt i64 %i69, %size.S
  br i1 %v70, label %body67, label %exit68
body67:
  %v71 = add i64 %i19, %i63
  %v72 = sub i64 %v71, 1
  %v73 = icmp sge i64 %v72, 0
  %v74 = icmp slt i64 %v72, %size.H
  %v75 = and i1 %v73, %v74
  %ins76 = insertelement <16 x i64> poison, i64 %i42, i64 0
  %splat77 = shufflevector <16 x i64> %ins76, <16 x i64> poison, <16 x i32> zeroinitializer
  %step78 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane79 = add <16 x i64> %splat77, %step78
  %ins80 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat81 = shufflevector <16 x i64> %ins80, <16 x i64> poison, <16 x i32> zeroinitializer
  %v82 = add <16 x i64> %lane79, %splat81
  %v83 = sub <16 x i64> %v82, splat (i64 1)
  %ins84 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat85 = shufflevector <16 x i64> %ins84, <16 x i64> poison, <16 x i32> zeroinitializer
  %v86 = icmp sge <16 x i64> %v83, zeroinitializer
  %v87 = icmp slt <16 x i64> %v83, %splat85
  %v88 = and <16 x i1> %v86, %v87
  %ins89 = insertelement <16 x i1> poison, i1 %v75, i64 0
  %splat90 = shufflevector <16 x i1> %ins89, <16 x i1> poison, <16 x i32> zeroinitializer
  %v91 = and <16 x i1> %splat90, %v88
  %v92 = mul i64 %i7, %size.C
  %v93 = add i64 %v92, %i57
  %v94 = mul i64 %v93, %size.H
  %v95 = add i64 %i19, %i63
  %v96 = sub i64 %v95, 1
  %v97 = add i64 %v94, %v96
  %v98 = mul i64 %v97, %size.W
  %v99 = add i64 %i42, %i69
  %v100 = sub i64 %v99, 1
  %v101 = add i64 %v98, %v100
  %p102 = getelementptr float, ptr %buf.x, i64 %v101
  %ld103 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p102, <16 x i1> %v91, <16 x float> zeroinitializer)
  %v104 = mul i64 %i26, %size.C
  %v105 = add i64 %v104, %i57
  %v106 = mul i64 %v105, %size.R
  %v107 = add i64 %v106, %i63
  %v108 = mul i64 %v107, %size.S
  %v109 = add i64 %v108, %i69
  %p110 = getelementptr float, ptr %buf.w, i64 %v109
  %ld111 = load float, ptr %p110, align 4
  %ins112 = insertelement <16 x float> poison, float %ld111, i64 0
  %splat113 = shufflevector <16 x float> %ins112, <16 x float> poison, <16 x i32> zeroinitializer
  %v114 = fmul contract <16 x float> %ld103, %splat113
  %v115 = add i64 %i19, %i63
  %v116 = sub i64 %v115, 1
  %v117 = icmp sge i64 %v116, 0
  %v118 = icmp slt i64 %v116, %size.H
  %v119 = and i1 %v117, %v118
  %ins120 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat121 = shufflevector <16 x i64> %ins120, <16 x i64> poison, <16 x i32> zeroinitializer
  %v122 = add <16 x i64> %lane79, %splat121
  %v123 = sub <16 x i64> %v122, splat (i64 1)
  %ins124 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat125 = shufflevector <16 x i64> %ins124, <16 x i64> poison, <16 x i32> zeroinitializer
  %v126 = icmp sge <16 x i64> %v123, zeroinitializer
  %v127 = icmp slt <16 x i64> %v123, %splat125
  %v128 = and <16 x i1> %v126, %v127
  %ins129 = insertelement <16 x i1> poison, i1 %v119, i64 0
  %splat130 = shufflevector <16 x i1> %ins129, <16 x i1> poison, <16 x i32> zeroinitializer
  %v131 = and <16 x i1> %splat130, %v128
  %old132 = load <16 x float>, ptr %acc45
  %v133 = fadd <16 x float> %old132, %v114
  %v134 = select <16 x i1> %v131, <16 x float> %v133, <16 x float> %old132
  store <16 x float> %v134, ptr %acc45
  %v135 = add i64 %i19, %i63
  %v136 = sub i64 %v135, 1
  %v137 = icmp sge i64 %v136, 0
  %v138 = icmp slt i64 %v136, %size.H
  %v139 = and i1 %v137, %v138
  %ins140 = insertelement <16 x i64> poison, i64 %v44, i64 0
  %splat141 = shufflevector <16 x i64> %ins140, <16 x i64> poison, <16 x i32> zeroinitializer
  %step142 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane143 = add <16 x i64> %splat141, %step142
  %ins144 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat145 = shufflevector <16 x i64> %ins144, <16 x i64> poison, <16 x i32> zeroinitializer
  %v146 = add <16 x i64> %lane143, %splat145
  %v147 = sub <16 x i64> %v146, splat (i64 1)
  %ins148 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat149 = shufflevector <16 x i64> %ins148, <16 x i64> poison, <16 x i32> zeroinitializer
  %v150 = icmp sge <16 x i64> %v147, zeroinitializer
  %v151 = icmp slt <16 x i64> %v147, %splat149
  %v152 = and <16 x i1> %v150, %v151
  %ins153 = insertelement <16 x i1> poison, i1 %v139, i64 0
  %splat154 = shufflevector <16 x i1> %ins153, <16 x i1> poison, <16 x i32> zeroinitializer
  %v155 = and <16 x i1> %splat154, %v152
  %v156 = mul i64 %i7, %size.C
  %v157 = add i64 %v156, %i57
  %v158 = mul i64 %v157, %size.H
  %v159 = add i64 %i19, %i63
  %v160 = sub i64 %v159, 1
  %v161 = add i64 %v158, %v160
  %v162 = mul i64 %v161, %size.W
  %v163 = add i64 %v44, %i69
  %v164 = sub i64 %v163, 1
  %v165 = add i64 %v162, %v164
  %p166 = getelementptr float, ptr %buf.x, i64 %v165
  %ld167 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p166, <16 x i1> %v155, <16 x float> zeroinitializer)
  %v168 = mul i64 %i26, %size.C
  %v169 = add i64 %v168, %i57
  %v170 = mul i64 %v169, %size.R
  %v171 = add i64 %v170, %i63
  %v172 = mul i64 %v171, %size.S
  %v173 = add i64 %v172, %i69
  %p174 = getelementptr float, ptr %buf.w, i64 %v173
  %ld175 = load float, ptr %p174, align 4
  %ins176 = insertelement <16 x float> poison, float %ld175, i64 0
  %splat177 = shufflevector <16 x float> %ins176, <16 x float> poison, <16 x i32> zeroinitializer
  %v178 = fmul contract <16 x float> %ld167, %splat177
  %v179 = add i64 %i19, %i63
  %v180 = sub i64 %v179, 1
  %v181 = icmp sge i64 %v180, 0
  %v182 = icmp slt i64 %v180, %size.H
  %v183 = and i1 %v181, %v182
  %ins184 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat185 = shufflevector <16 x i64> %ins184, <16 x i64> poison, <16 x i32> zeroinitializer
  %v186 = add <16 x i64> %lane143, %splat185
  %v187 = sub <16 x i64> %v186, splat (i64 1)
  %ins188 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat189 = shufflevector <16 x i64> %ins188, <16 x i64> poison, <16 x i32> zeroinitializer
  %v190 = icmp sge <16 x i64> %v187, zeroinitializer
  %v191 = icmp slt <16 x i64> %v187, %splat189
  %v192 = and <16 x i1> %v190, %v191
  %ins193 = insertelement <16 x i1> poison, i1 %v183, i64 0
  %splat194 = shufflevector <16 x i1> %ins193, <16 x i1> poison, <16 x i32> zeroinitializer
  %v195 = and <16 x i1> %splat194, %v192
  %old196 = load <16 x float>, ptr %acc46
  %v197 = fadd <16 x float> %old196, %v178
  %v198 = select <16 x i1> %v195, <16 x float> %v197, <16 x float> %old196
  store <16 x float> %v198, ptr %acc46
  %v199 = add i64 %i19, %i63
  %v200 = sub i64 %v199, 1
  %v201 = icmp sge i64 %v200, 0
  %v202 = icmp slt i64 %v200, %size.H
  %v203 = and i1 %v201, %v202
  %ins204 = insertelement <16 x i64> poison, i64 %i42, i64 0
  %splat205 = shufflevector <16 x i64> %ins204, <16 x i64> poison, <16 x i32> zeroinitializer
  %step206 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane207 = add <16 x i64> %splat205, %step206
  %ins208 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat209 = shufflevector <16 x i64> %ins208, <16 x i64> poison, <16 x i32> zeroinitializer
  %v210 = add <16 x i64> %lane207, %splat209
  %v211 = sub <16 x i64> %v210, splat (i64 1)
  %ins212 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat213 = shufflevector <16 x i64> %ins212, <16 x i64> poison, <16 x i32> zeroinitializer
  %v214 = icmp sge <16 x i64> %v211, zeroinitializer
  %v215 = icmp slt <16 x i64> %v211, %splat213
  %v216 = and <16 x i1> %v214, %v215
  %ins217 = insertelement <16 x i1> poison, i1 %v203, i64 0
  %splat218 = shufflevector <16 x i1> %ins217, <16 x i1> poison, <16 x i32> zeroinitializer
  %v219 = and <16 x i1> %splat218, %v216
  %v220 = mul i64 %i7, %size.C
  %v221 = add i64 %v220, %i57
  %v222 = mul i64 %v221, %size.H
  %v223 = add i64 %i19, %i63
  %v224 = sub i64 %v223, 1
  %v225 = add i64 %v222, %v224
  %v226 = mul i64 %v225, %size.W
  %v227 = add i64 %i42, %i69
  %v228 = sub i64 %v227, 1
  %v229 = add i64 %v226, %v228
  %p230 = getelementptr float, ptr %buf.x, i64 %v229
  %ld231 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p230, <16 x i1> %v219, <16 x float> zeroinitializer)
  %v232 = mul i64 %v28, %size.C
  %v233 = add i64 %v232, %i57
  %v234 = mul i64 %v233, %size.R
  %v235 = add i64 %v234, %i63
  %v236 = mul i64 %v235, %size.S
  %v237 = add i64 %v236, %i69
  %p238 = getelementptr float, ptr %buf.w, i64 %v237
  %ld239 = load float, ptr %p238, align 4
  %ins240 = insertelement <16 x float> poison, float %ld239, i64 0
  %splat241 = shufflevector <16 x float> %ins240, <16 x float> poison, <16 x i32> zeroinitializer
  %v242 = fmul contract <16 x float> %ld231, %splat241
  %v243 = add i64 %i19, %i63
  %v244 = sub i64 %v243, 1
  %v245 = icmp sge i64 %v244, 0
  %v246 = icmp slt i64 %v244, %size.H
  %v247 = and i1 %v245, %v246
  %ins248 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat249 = shufflevector <16 x i64> %ins248, <16 x i64> poison, <16 x i32> zeroinitializer
  %v250 = add <16 x i64> %lane207, %splat249
  %v251 = sub <16 x i64> %v250, splat (i64 1)
  %ins252 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat253 = shufflevector <16 x i64> %ins252, <16 x i64> poison, <16 x i32> zeroinitializer
  %v254 = icmp sge <16 x i64> %v251, zeroinitializer
  %v255 = icmp slt <16 x i64> %v251, %splat253
  %v256 = and <16 x i1> %v254, %v255
  %ins257 = insertelement <16 x i1> poison, i1 %v247, i64 0
  %splat258 = shufflevector <16 x i1> %ins257, <16 x i1> poison, <16 x i32> zeroinitializer
  %v259 = and <16 x i1> %splat258, %v256
  %old260 = load <16 x float>, ptr %acc47
  %v261 = fadd <16 x float> %old260, %v242
  %v262 = select <16 x i1> %v259, <16 x float> %v261, <16 x float> %old260
  store <16 x float> %v262, ptr %acc47
  %v263 = add i64 %i19, %i63
  %v264 = sub i64 %v263, 1
  %v265 = icmp sge i64 %v264, 0
  %v266 = icmp slt i64 %v264, %size.H
  %v267 = and i1 %v265, %v266
  %ins268 = insertelement <16 x i64> poison, i64 %v44, i64 0
  %splat269 = shufflevector <16 x i64> %ins268, <16 x i64> poison, <16 x i32> zeroinitializer
  %step270 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane271 = add <16 x i64> %splat269, %step270
  %ins272 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat273 = shufflevector <16 x i64> %ins272, <16 x i64> poison, <16 x i32> zeroinitializer
  %v274 = add <16 x i64> %lane271, %splat273
  %v275 = sub <16 x i64> %v274, splat (i64 1)
  %ins276 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat277 = shufflevector <16 x i64> %ins276, <16 x i64> poison, <16 x i32> zeroinitializer
  %v278 = icmp sge <16 x i64> %v275, zeroinitializer
  %v279 = icmp slt <16 x i64> %v275, %splat277
  %v280 = and <16 x i1> %v278, %v279
  %ins281 = insertelement <16 x i1> poison, i1 %v267, i64 0
  %splat282 = shufflevector <16 x i1> %ins281, <16 x i1> poison, <16 x i32> zeroinitializer
  %v283 = and <16 x i1> %splat282, %v280
  %v284 = mul i64 %i7, %size.C
  %v285 = add i64 %v284, %i57
  %v286 = mul i64 %v285, %size.H
  %v287 = add i64 %i19, %i63
  %v288 = sub i64 %v287, 1
  %v289 = add i64 %v286, %v288
  %v290 = mul i64 %v289, %size.W
  %v291 = add i64 %v44, %i69
  %v292 = sub i64 %v291, 1
  %v293 = add i64 %v290, %v292
  %p294 = getelementptr float, ptr %buf.x, i64 %v293
  %ld295 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p294, <16 x i1> %v283, <16 x float> zeroinitializer)
  %v296 = mul i64 %v28, %size.C
  %v297 = add i64 %v296, %i57
  %v298 = mul i64 %v297, %size.R
  %v299 = add i64 %v298, %i63
  %v300 = mul i64 %v299, %size.S
  %v301 = add i64 %v300, %i69
  %p302 = getelementptr float, ptr %buf.w, i64 %v301
  %ld303 = load float, ptr %p302, align 4
  %ins304 = insertelement <16 x float> poison, float %ld303, i64 0
  %splat305 = shufflevector <16 x float> %ins304, <16 x float> poison, <16 x i32> zeroinitializer
  %v306 = fmul contract <16 x float> %ld295, %splat305
  %v307 = add i64 %i19, %i63
  %v308 = sub i64 %v307, 1
  %v309 = icmp sge i64 %v308, 0
  %v310 = icmp slt i64 %v308, %size.H
  %v311 = and i1 %v309, %v310
  %ins312 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat313 = shufflevector <16 x i64> %ins312, <16 x i64> poison, <16 x i32> zeroinitializer
  %v314 = add <16 x i64> %lane271, %splat313
  %v315 = sub <16 x i64> %v314, splat (i64 1)
  %ins316 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat317 = shufflevector <16 x i64> %ins316, <16 x i64> poison, <16 x i32> zeroinitializer
  %v318 = icmp sge <16 x i64> %v315, zeroinitializer
  %v319 = icmp slt <16 x i64> %v315, %splat317
  %v320 = and <16 x i1> %v318, %v319
  %ins321 = insertelement <16 x i1> poison, i1 %v311, i64 0
  %splat322 = shufflevector <16 x i1> %ins321, <16 x i1> poison, <16 x i32> zeroinitializer
  %v323 = and <16 x i1> %splat322, %v320
  %old324 = load <16 x float>, ptr %acc48
  %v325 = fadd <16 x float> %old324, %v306
  %v326 = select <16 x i1> %v323, <16 x float> %v325, <16 x float> %old324
  store <16 x float> %v326, ptr %acc48
  %v327 = add i64 %i19, %i63
  %v328 = sub i64 %v327, 1
  %v329 = icmp sge i64 %v328, 0
  %v330 = icmp slt i64 %v328, %size.H
  %v331 = and i1 %v329, %v330
  %ins332 = insertelement <16 x i64> poison, i64 %i42, i64 0
  %splat333 = shufflevector <16 x i64> %ins332, <16 x i64> poison, <16 x i32> zeroinitializer
  %step334 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane335 = add <16 x i64> %splat333, %step334
  %ins336 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat337 = shufflevector <16 x i64> %ins336, <16 x i64> poison, <16 x i32> zeroinitializer
  %v338 = add <16 x i64> %lane335, %splat337
  %v339 = sub <16 x i64> %v338, splat (i64 1)
  %ins340 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat341 = shufflevector <16 x i64> %ins340, <16 x i64> poison, <16 x i32> zeroinitializer
  %v342 = icmp sge <16 x i64> %v339, zeroinitializer
  %v343 = icmp slt <16 x i64> %v339, %splat341
  %v344 = and <16 x i1> %v342, %v343
  %ins345 = insertelement <16 x i1> poison, i1 %v331, i64 0
  %splat346 = shufflevector <16 x i1> %ins345, <16 x i1> poison, <16 x i32> zeroinitializer
  %v347 = and <16 x i1> %splat346, %v344
  %v348 = mul i64 %i7, %size.C
  %v349 = add i64 %v348, %i57
  %v350 = mul i64 %v349, %size.H
  %v351 = add i64 %i19, %i63
  %v352 = sub i64 %v351, 1
  %v353 = add i64 %v350, %v352
  %v354 = mul i64 %v353, %size.W
  %v355 = add i64 %i42, %i69
  %v356 = sub i64 %v355, 1
  %v357 = add i64 %v354, %v356
  %p358 = getelementptr float, ptr %buf.x, i64 %v357
  %ld359 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p358, <16 x i1> %v347, <16 x float> zeroinitializer)
  %v360 = mul i64 %v29, %size.C
  %v361 = add i64 %v360, %i57
  %v362 = mul i64 %v361, %size.R
  %v363 = add i64 %v362, %i63
  %v364 = mul i64 %v363, %size.S
  %v365 = add i64 %v364, %i69
  %p366 = getelementptr float, ptr %buf.w, i64 %v365
  %ld367 = load float, ptr %p366, align 4
  %ins368 = insertelement <16 x float> poison, float %ld367, i64 0
  %splat369 = shufflevector <16 x float> %ins368, <16 x float> poison, <16 x i32> zeroinitializer
  %v370 = fmul contract <16 x float> %ld359, %splat369
  %v371 = add i64 %i19, %i63
  %v372 = sub i64 %v371, 1
  %v373 = icmp sge i64 %v372, 0
  %v374 = icmp slt i64 %v372, %size.H
  %v375 = and i1 %v373, %v374
  %ins376 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat377 = shufflevector <16 x i64> %ins376, <16 x i64> poison, <16 x i32> zeroinitializer
  %v378 = add <16 x i64> %lane335, %splat377
  %v379 = sub <16 x i64> %v378, splat (i64 1)
  %ins380 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat381 = shufflevector <16 x i64> %ins380, <16 x i64> poison, <16 x i32> zeroinitializer
  %v382 = icmp sge <16 x i64> %v379, zeroinitializer
  %v383 = icmp slt <16 x i64> %v379, %splat381
  %v384 = and <16 x i1> %v382, %v383
  %ins385 = insertelement <16 x i1> poison, i1 %v375, i64 0
  %splat386 = shufflevector <16 x i1> %ins385, <16 x i1> poison, <16 x i32> zeroinitializer
  %v387 = and <16 x i1> %splat386, %v384
  %old388 = load <16 x float>, ptr %acc49
  %v389 = fadd <16 x float> %old388, %v370
  %v390 = select <16 x i1> %v387, <16 x float> %v389, <16 x float> %old388
  store <16 x float> %v390, ptr %acc49
  %v391 = add i64 %i19, %i63
  %v392 = sub i64 %v391, 1
  %v393 = icmp sge i64 %v392, 0
  %v394 = icmp slt i64 %v392, %size.H
  %v395 = and i1 %v393, %v394
  %ins396 = insertelement <16 x i64> poison, i64 %v44, i64 0
  %splat397 = shufflevector <16 x i64> %ins396, <16 x i64> poison, <16 x i32> zeroinitializer
  %step398 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane399 = add <16 x i64> %splat397, %step398
  %ins400 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat401 = shufflevector <16 x i64> %ins400, <16 x i64> poison, <16 x i32> zeroinitializer
  %v402 = add <16 x i64> %lane399, %splat401
  %v403 = sub <16 x i64> %v402, splat (i64 1)
  %ins404 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat405 = shufflevector <16 x i64> %ins404, <16 x i64> poison, <16 x i32> zeroinitializer
  %v406 = icmp sge <16 x i64> %v403, zeroinitializer
  %v407 = icmp slt <16 x i64> %v403, %splat405
  %v408 = and <16 x i1> %v406, %v407
  %ins409 = insertelement <16 x i1> poison, i1 %v395, i64 0
  %splat410 = shufflevector <16 x i1> %ins409, <16 x i1> poison, <16 x i32> zeroinitializer
  %v411 = and <16 x i1> %splat410, %v408
  %v412 = mul i64 %i7, %size.C
  %v413 = add i64 %v412, %i57
  %v414 = mul i64 %v413, %size.H
  %v415 = add i64 %i19, %i63
  %v416 = sub i64 %v415, 1
  %v417 = add i64 %v414, %v416
  %v418 = mul i64 %v417, %size.W
  %v419 = add i64 %v44, %i69
  %v420 = sub i64 %v419, 1
  %v421 = add i64 %v418, %v420
  %p422 = getelementptr float, ptr %buf.x, i64 %v421
  %ld423 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p422, <16 x i1> %v411, <16 x float> zeroinitializer)
  %v424 = mul i64 %v29, %size.C
  %v425 = add i64 %v424, %i57
  %v426 = mul i64 %v425, %size.R
  %v427 = add i64 %v426, %i63
  %v428 = mul i64 %v427, %size.S
  %v429 = add i64 %v428, %i69
  %p430 = getelementptr float, ptr %buf.w, i64 %v429
  %ld431 = load float, ptr %p430, align 4
  %ins432 = insertelement <16 x float> poison, float %ld431, i64 0
  %splat433 = shufflevector <16 x float> %ins432, <16 x float> poison, <16 x i32> zeroinitializer
  %v434 = fmul contract <16 x float> %ld423, %splat433
  %v435 = add i64 %i19, %i63
  %v436 = sub i64 %v435, 1
  %v437 = icmp sge i64 %v436, 0
  %v438 = icmp slt i64 %v436, %size.H
  %v439 = and i1 %v437, %v438
  %ins440 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat441 = shufflevector <16 x i64> %ins440, <16 x i64> poison, <16 x i32> zeroinitializer
  %v442 = add <16 x i64> %lane399, %splat441
  %v443 = sub <16 x i64> %v442, splat (i64 1)
  %ins444 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat445 = shufflevector <16 x i64> %ins444, <16 x i64> poison, <16 x i32> zeroinitializer
  %v446 = icmp sge <16 x i64> %v443, zeroinitializer
  %v447 = icmp slt <16 x i64> %v443, %splat445
  %v448 = and <16 x i1> %v446, %v447
  %ins449 = insertelement <16 x i1> poison, i1 %v439, i64 0
  %splat450 = shufflevector <16 x i1> %ins449, <16 x i1> poison, <16 x i32> zeroinitializer
  %v451 = and <16 x i1> %splat450, %v448
  %old452 = load <16 x float>, ptr %acc50
  %v453 = fadd <16 x float> %old452, %v434
  %v454 = select <16 x i1> %v451, <16 x float> %v453, <16 x float> %old452
  store <16 x float> %v454, ptr %acc50
  %v455 = add i64 %i19, %i63
  %v456 = sub i64 %v455, 1
  %v457 = icmp sge i64 %v456, 0
  %v458 = icmp slt i64 %v456, %size.H
  %v459 = and i1 %v457, %v458
  %ins460 = insertelement <16 x i64> poison, i64 %i42, i64 0
  %splat461 = shufflevector <16 x i64> %ins460, <16 x i64> poison, <16 x i32> zeroinitializer
  %step462 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane463 = add <16 x i64> %splat461, %step462
  %ins464 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat465 = shufflevector <16 x i64> %ins464, <16 x i64> poison, <16 x i32> zeroinitializer
  %v466 = add <16 x i64> %lane463, %splat465
  %v467 = sub <16 x i64> %v466, splat (i64 1)
  %ins468 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat469 = shufflevector <16 x i64> %ins468, <16 x i64> poison, <16 x i32> zeroinitializer
  %v470 = icmp sge <16 x i64> %v467, zeroinitializer
  %v471 = icmp slt <16 x i64> %v467, %splat469
  %v472 = and <16 x i1> %v470, %v471
  %ins473 = insertelement <16 x i1> poison, i1 %v459, i64 0
  %splat474 = shufflevector <16 x i1> %ins473, <16 x i1> poison, <16 x i32> zeroinitializer
  %v475 = and <16 x i1> %splat474, %v472
  %v476 = mul i64 %i7, %size.C
  %v477 = add i64 %v476, %i57
  %v478 = mul i64 %v477, %size.H
  %v479 = add i64 %i19, %i63
  %v480 = sub i64 %v479, 1
  %v481 = add i64 %v478, %v480
  %v482 = mul i64 %v481, %size.W
  %v483 = add i64 %i42, %i69
  %v484 = sub i64 %v483, 1
  %v485 = add i64 %v482, %v484
  %p486 = getelementptr float, ptr %buf.x, i64 %v485
  %ld487 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p486, <16 x i1> %v475, <16 x float> zeroinitializer)
  %v488 = mul i64 %v30, %size.C
  %v489 = add i64 %v488, %i57
  %v490 = mul i64 %v489, %size.R
  %v491 = add i64 %v490, %i63
  %v492 = mul i64 %v491, %size.S
  %v493 = add i64 %v492, %i69
  %p494 = getelementptr float, ptr %buf.w, i64 %v493
  %ld495 = load float, ptr %p494, align 4
  %ins496 = insertelement <16 x float> poison, float %ld495, i64 0
  %splat497 = shufflevector <16 x float> %ins496, <16 x float> poison, <16 x i32> zeroinitializer
  %v498 = fmul contract <16 x float> %ld487, %splat497
  %v499 = add i64 %i19, %i63
  %v500 = sub i64 %v499, 1
  %v501 = icmp sge i64 %v500, 0
  %v502 = icmp slt i64 %v500, %size.H
  %v503 = and i1 %v501, %v502
  %ins504 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat505 = shufflevector <16 x i64> %ins504, <16 x i64> poison, <16 x i32> zeroinitializer
  %v506 = add <16 x i64> %lane463, %splat505
  %v507 = sub <16 x i64> %v506, splat (i64 1)
  %ins508 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat509 = shufflevector <16 x i64> %ins508, <16 x i64> poison, <16 x i32> zeroinitializer
  %v510 = icmp sge <16 x i64> %v507, zeroinitializer
  %v511 = icmp slt <16 x i64> %v507, %splat509
  %v512 = and <16 x i1> %v510, %v511
  %ins513 = insertelement <16 x i1> poison, i1 %v503, i64 0
  %splat514 = shufflevector <16 x i1> %ins513, <16 x i1> poison, <16 x i32> zeroinitializer
  %v515 = and <16 x i1> %splat514, %v512
  %old516 = load <16 x float>, ptr %acc51
  %v517 = fadd <16 x float> %old516, %v498
  %v518 = select <16 x i1> %v515, <16 x float> %v517, <16 x float> %old516
  store <16 x float> %v518, ptr %acc51
  %v519 = add i64 %i19, %i63
  %v520 = sub i64 %v519, 1
  %v521 = icmp sge i64 %v520, 0
  %v522 = icmp slt i64 %v520, %size.H
  %v523 = and i1 %v521, %v522
  %ins524 = insertelement <16 x i64> poison, i64 %v44, i64 0
  %splat525 = shufflevector <16 x i64> %ins524, <16 x i64> poison, <16 x i32> zeroinitializer
  %step526 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane527 = add <16 x i64> %splat525, %step526
  %ins528 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat529 = shufflevector <16 x i64> %ins528, <16 x i64> poison, <16 x i32> zeroinitializer
  %v530 = add <16 x i64> %lane527, %splat529
  %v531 = sub <16 x i64> %v530, splat (i64 1)
  %ins532 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat533 = shufflevector <16 x i64> %ins532, <16 x i64> poison, <16 x i32> zeroinitializer
  %v534 = icmp sge <16 x i64> %v531, zeroinitializer
  %v535 = icmp slt <16 x i64> %v531, %splat533
  %v536 = and <16 x i1> %v534, %v535
  %ins537 = insertelement <16 x i1> poison, i1 %v523, i64 0
  %splat538 = shufflevector <16 x i1> %ins537, <16 x i1> poison, <16 x i32> zeroinitializer
  %v539 = and <16 x i1> %splat538, %v536
  %v540 = mul i64 %i7, %size.C
  %v541 = add i64 %v540, %i57
  %v542 = mul i64 %v541, %size.H
  %v543 = add i64 %i19, %i63
  %v544 = sub i64 %v543, 1
  %v545 = add i64 %v542, %v544
  %v546 = mul i64 %v545, %size.W
  %v547 = add i64 %v44, %i69
  %v548 = sub i64 %v547, 1
  %v549 = add i64 %v546, %v548
  %p550 = getelementptr float, ptr %buf.x, i64 %v549
  %ld551 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p550, <16 x i1> %v539, <16 x float> zeroinitializer)
  %v552 = mul i64 %v30, %size.C
  %v553 = add i64 %v552, %i57
  %v554 = mul i64 %v553, %size.R
  %v555 = add i64 %v554, %i63
  %v556 = mul i64 %v555, %size.S
  %v557 = add i64 %v556, %i69
  %p558 = getelementptr float, ptr %buf.w, i64 %v557
  %ld559 = load float, ptr %p558, align 4
  %ins560 = insertelement <16 x float> poison, float %ld559, i64 0
  %splat561 = shufflevector <16 x float> %ins560, <16 x float> poison, <16 x i32> zeroinitializer
  %v562 = fmul contract <16 x float> %ld551, %splat561
  %v563 = add i64 %i19, %i63
  %v564 = sub i64 %v563, 1
  %v565 = icmp sge i64 %v564, 0
  %v566 = icmp slt i64 %v564, %size.H
  %v567 = and i1 %v565, %v566
  %ins568 = insertelement <16 x i64> poison, i64 %i69, i64 0
  %splat569 = shufflevector <16 x i64> %ins568, <16 x i64> poison, <16 x i32> zeroinitializer
  %v570 = add <16 x i64> %lane527, %splat569
  %v571 = sub <16 x i64> %v570, splat (i64 1)
  %ins572 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat573 = shufflevector <16 x i64> %ins572, <16 x i64> poison, <16 x i32> zeroinitializer
  %v574 = icmp sge <16 x i64> %v571, zeroinitializer
  %v575 = icmp slt <16 x i64> %v571, %splat573
  %v576 = and <16 x i1> %v574, %v575
  %ins577 = insertelement <16 x i1> poison, i1 %v567, i64 0
  %splat578 = shufflevector <16 x i1> %ins577, <16 x i1> poison, <16 x i32> zeroinitializer
  %v579 = and <16 x i1> %splat578, %v576
  %old580 = load <16 x float>, ptr %acc52
  %v581 = fadd <16 x float> %old580, %v562
  %v582 = select <16 x i1> %v579, <16 x float> %v581, <16 x float> %old580
  store <16 x float> %v582, ptr %acc52
  %v583 = add nsw i64 %i69, 1
  store i64 %v583, ptr %s.addr.65
  br label %cond66
exit68:
  %v584 = add nsw i64 %i63, 1
  store i64 %v584, ptr %r.addr.59
  br label %cond60
exit62:
  %v585 = add nsw i64 %i57, 1
  store i64 %v585, ptr %c.addr.53
  br label %cond54
exit56:
  %red586 = load <16 x float>, ptr %acc45
  %red587 = load <16 x float>, ptr %acc46
  %red588 = load <16 x float>, ptr %acc47
  %red589 = load <16 x float>, ptr %acc48
  %red590 = load <16 x float>, ptr %acc49
  %red591 = load <16 x float>, ptr %acc50
  %red592 = load <16 x float>, ptr %acc51
  %red593 = load <16 x float>, ptr %acc52
  %p594 = getelementptr float, ptr %buf.b, i64 %i26
  %ld595 = load float, ptr %p594, align 4
  %ins596 = insertelement <16 x float> poison, float %ld595, i64 0
  %splat597 = shufflevector <16 x float> %ins596, <16 x float> poison, <16 x i32> zeroinitializer
  %v598 = fadd contract <16 x float> %splat597, %red586
  %v599 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v598, <16 x float> splat (float 0x0000000000000000))
  %v600 = mul i64 %i7, %size.K
  %v601 = add i64 %v600, %i26
  %v602 = add i64 %size.H, 1
  %v603 = add i64 %v602, 1
  %v604 = sub i64 %size.R, 1
  %v605 = sub i64 %v603, %v604
  %v606 = sub i64 %v605, 1
  %v607 = add i64 %v606, 1
  %v608 = mul i64 %v601, %v607
  %v609 = add i64 %v608, %i19
  %v610 = add i64 %size.W, 1
  %v611 = add i64 %v610, 1
  %v612 = sub i64 %size.S, 1
  %v613 = sub i64 %v611, %v612
  %v614 = sub i64 %v613, 1
  %v615 = add i64 %v614, 1
  %v616 = mul i64 %v609, %v615
  %v617 = add i64 %v616, %i42
  %p618 = getelementptr float, ptr %buf.y, i64 %v617
  store <16 x float> %v599, ptr %p618, align 4
  %p619 = getelementptr float, ptr %buf.b, i64 %i26
  %ld620 = load float, ptr %p619, align 4
  %ins621 = insertelement <16 x float> poison, float %ld620, i64 0
  %splat622 = shufflevector <16 x float> %ins621, <16 x float> poison, <16 x i32> zeroinitializer
  %v623 = fadd contract <16 x float> %splat622, %red587
  %v624 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v623, <16 x float> splat (float 0x0000000000000000))
  %v625 = mul i64 %i7, %size.K
  %v626 = add i64 %v625, %i26
  %v627 = add i64 %size.H, 1
  %v628 = add i64 %v627, 1
  %v629 = sub i64 %size.R, 1
  %v630 = sub i64 %v628, %v629
  %v631 = sub i64 %v630, 1
  %v632 = add i64 %v631, 1
  %v633 = mul i64 %v626, %v632
  %v634 = add i64 %v633, %i19
  %v635 = add i64 %size.W, 1
  %v636 = add i64 %v635, 1
  %v637 = sub i64 %size.S, 1
  %v638 = sub i64 %v636, %v637
  %v639 = sub i64 %v638, 1
  %v640 = add i64 %v639, 1
  %v641 = mul i64 %v634, %v640
  %v642 = add i64 %v641, %v44
  %p643 = getelementptr float, ptr %buf.y, i64 %v642
  store <16 x float> %v624, ptr %p643, align 4
  %p644 = getelementptr float, ptr %buf.b, i64 %v28
  %ld645 = load float, ptr %p644, align 4
  %ins646 = insertelement <16 x float> poison, float %ld645, i64 0
  %splat647 = shufflevector <16 x float> %ins646, <16 x float> poison, <16 x i32> zeroinitializer
  %v648 = fadd contract <16 x float> %splat647, %red588
  %v649 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v648, <16 x float> splat (float 0x0000000000000000))
  %v650 = mul i64 %i7, %size.K
  %v651 = add i64 %v650, %v28
  %v652 = add i64 %size.H, 1
  %v653 = add i64 %v652, 1
  %v654 = sub i64 %size.R, 1
  %v655 = sub i64 %v653, %v654
  %v656 = sub i64 %v655, 1
  %v657 = add i64 %v656, 1
  %v658 = mul i64 %v651, %v657
  %v659 = add i64 %v658, %i19
  %v660 = add i64 %size.W, 1
  %v661 = add i64 %v660, 1
  %v662 = sub i64 %size.S, 1
  %v663 = sub i64 %v661, %v662
  %v664 = sub i64 %v663, 1
  %v665 = add i64 %v664, 1
  %v666 = mul i64 %v659, %v665
  %v667 = add i64 %v666, %i42
  %p668 = getelementptr float, ptr %buf.y, i64 %v667
  store <16 x float> %v649, ptr %p668, align 4
  %p669 = getelementptr float, ptr %buf.b, i64 %v28
  %ld670 = load float, ptr %p669, align 4
  %ins671 = insertelement <16 x float> poison, float %ld670, i64 0
  %splat672 = shufflevector <16 x float> %ins671, <16 x float> poison, <16 x i32> zeroinitializer
  %v673 = fadd contract <16 x float> %splat672, %red589
  %v674 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v673, <16 x float> splat (float 0x0000000000000000))
  %v675 = mul i64 %i7, %size.K
  %v676 = add i64 %v675, %v28
  %v677 = add i64 %size.H, 1
  %v678 = add i64 %v677, 1
  %v679 = sub i64 %size.R, 1
  %v680 = sub i64 %v678, %v679
  %v681 = sub i64 %v680, 1
  %v682 = add i64 %v681, 1
  %v683 = mul i64 %v676, %v682
  %v684 = add i64 %v683, %i19
  %v685 = add i64 %size.W, 1
  %v686 = add i64 %v685, 1
  %v687 = sub i64 %size.S, 1
  %v688 = sub i64 %v686, %v687
  %v689 = sub i64 %v688, 1
  %v690 = add i64 %v689, 1
  %v691 = mul i64 %v684, %v690
  %v692 = add i64 %v691, %v44
  %p693 = getelementptr float, ptr %buf.y, i64 %v692
  store <16 x float> %v674, ptr %p693, align 4
  %p694 = getelementptr float, ptr %buf.b, i64 %v29
  %ld695 = load float, ptr %p694, align 4
  %ins696 = insertelement <16 x float> poison, float %ld695, i64 0
  %splat697 = shufflevector <16 x float> %ins696, <16 x float> poison, <16 x i32> zeroinitializer
  %v698 = fadd contract <16 x float> %splat697, %red590
  %v699 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v698, <16 x float> splat (float 0x0000000000000000))
  %v700 = mul i64 %i7, %size.K
  %v701 = add i64 %v700, %v29
  %v702 = add i64 %size.H, 1
  %v703 = add i64 %v702, 1
  %v704 = sub i64 %size.R, 1
  %v705 = sub i64 %v703, %v704
  %v706 = sub i64 %v705, 1
  %v707 = add i64 %v706, 1
  %v708 = mul i64 %v701, %v707
  %v709 = add i64 %v708, %i19
  %v710 = add i64 %size.W, 1
  %v711 = add i64 %v710, 1
  %v712 = sub i64 %size.S, 1
  %v713 = sub i64 %v711, %v712
  %v714 = sub i64 %v713, 1
  %v715 = add i64 %v714, 1
  %v716 = mul i64 %v709, %v715
  %v717 = add i64 %v716, %i42
  %p718 = getelementptr float, ptr %buf.y, i64 %v717
  store <16 x float> %v699, ptr %p718, align 4
  %p719 = getelementptr float, ptr %buf.b, i64 %v29
  %ld720 = load float, ptr %p719, align 4
  %ins721 = insertelement <16 x float> poison, float %ld720, i64 0
  %splat722 = shufflevector <16 x float> %ins721, <16 x float> poison, <16 x i32> zeroinitializer
  %v723 = fadd contract <16 x float> %splat722, %red591
  %v724 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v723, <16 x float> splat (float 0x0000000000000000))
  %v725 = mul i64 %i7, %size.K
  %v726 = add i64 %v725, %v29
  %v727 = add i64 %size.H, 1
  %v728 = add i64 %v727, 1
  %v729 = sub i64 %size.R, 1
  %v730 = sub i64 %v728, %v729
  %v731 = sub i64 %v730, 1
  %v732 = add i64 %v731, 1
  %v733 = mul i64 %v726, %v732
  %v734 = add i64 %v733, %i19
  %v735 = add i64 %size.W, 1
  %v736 = add i64 %v735, 1
  %v737 = sub i64 %size.S, 1
  %v738 = sub i64 %v736, %v737
  %v739 = sub i64 %v738, 1
  %v740 = add i64 %v739, 1
  %v741 = mul i64 %v734, %v740
  %v742 = add i64 %v741, %v44
  %p743 = getelementptr float, ptr %buf.y, i64 %v742
  store <16 x float> %v724, ptr %p743, align 4
  %p744 = getelementptr float, ptr %buf.b, i64 %v30
  %ld745 = load float, ptr %p744, align 4
  %ins746 = insertelement <16 x float> poison, float %ld745, i64 0
  %splat747 = shufflevector <16 x float> %ins746, <16 x float> poison, <16 x i32> zeroinitializer
  %v748 = fadd contract <16 x float> %splat747, %red592
  %v749 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v748, <16 x float> splat (float 0x0000000000000000))
  %v750 = mul i64 %i7, %size.K
  %v751 = add i64 %v750, %v30
  %v752 = add i64 %size.H, 1
  %v753 = add i64 %v752, 1
  %v754 = sub i64 %size.R, 1
  %v755 = sub i64 %v753, %v754
  %v756 = sub i64 %v755, 1
  %v757 = add i64 %v756, 1
  %v758 = mul i64 %v751, %v757
  %v759 = add i64 %v758, %i19
  %v760 = add i64 %size.W, 1
  %v761 = add i64 %v760, 1
  %v762 = sub i64 %size.S, 1
  %v763 = sub i64 %v761, %v762
  %v764 = sub i64 %v763, 1
  %v765 = add i64 %v764, 1
  %v766 = mul i64 %v759, %v765
  %v767 = add i64 %v766, %i42
  %p768 = getelementptr float, ptr %buf.y, i64 %v767
  store <16 x float> %v749, ptr %p768, align 4
  %p769 = getelementptr float, ptr %buf.b, i64 %v30
  %ld770 = load float, ptr %p769, align 4
  %ins771 = insertelement <16 x float> poison, float %ld770, i64 0
  %splat772 = shufflevector <16 x float> %ins771, <16 x float> poison, <16 x i32> zeroinitializer
  %v773 = fadd contract <16 x float> %splat772, %red593
  %v774 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v773, <16 x float> splat (float 0x0000000000000000))
  %v775 = mul i64 %i7, %size.K
  %v776 = add i64 %v775, %v30
  %v777 = add i64 %size.H, 1
  %v778 = add i64 %v777, 1
  %v779 = sub i64 %size.R, 1
  %v780 = sub i64 %v778, %v779
  %v781 = sub i64 %v780, 1
  %v782 = add i64 %v781, 1
  %v783 = mul i64 %v776, %v782
  %v784 = add i64 %v783, %i19
  %v785 = add i64 %size.W, 1
  %v786 = add i64 %v785, 1
  %v787 = sub i64 %size.S, 1
  %v788 = sub i64 %v786, %v787
  %v789 = sub i64 %v788, 1
  %v790 = add i64 %v789, 1
  %v791 = mul i64 %v784, %v790
  %v792 = add i64 %v791, %v44
  %p793 = getelementptr float, ptr %buf.y, i64 %v792
  store <16 x float> %v774, ptr %p793, align 4
  %v794 = add nsw i64 %i42, 32
  store i64 %v794, ptr %q.addr.37
  br label %cond39
exit41:
  %v795 = load i64, ptr %q.addr.37
  %v796 = add i64 %size.W, 1
  %v797 = add i64 %v796, 1
  %v798 = sub i64 %size.S, 1
  %v799 = sub i64 %v797, %v798
  %v800 = sub i64 %v799, 1
  %v801 = add i64 %v800, 1
  store i64 %v795, ptr %q.addr.802
  %v803 = sub i64 %v801, 16
  br label %cond804
cond804:
  %i807 = load i64, ptr %q.addr.802
  %v808 = icmp sle i64 %i807, %v803
  br i1 %v808, label %body805, label %exit806
body805:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc809
  store i64 0, ptr %c.addr.810
  br label %cond811
cond811:
  %i814 = load i64, ptr %c.addr.810
  %v815 = icmp slt i64 %i814, %size.C
  br i1 %v815, label %body812, label %exit813
body812:
  store i64 0, ptr %r.addr.816
  br label %cond817
cond817:
  %i820 = load i64, ptr %r.addr.816
  %v821 = icmp slt i64 %i820, %size.R
  br i1 %v821, label %body818, label %exit819
body818:
  store i64 0, ptr %s.addr.822
  br label %cond823
cond823:
  %i826 = load i64, ptr %s.addr.822
  %v827 = icmp slt i64 %i826, %size.S
  br i1 %v827, label %body824, label %exit825
body824:
  %v828 = add i64 %i19, %i820
  %v829 = sub i64 %v828, 1
  %v830 = icmp sge i64 %v829, 0
  %v831 = icmp slt i64 %v829, %size.H
  %v832 = and i1 %v830, %v831
  %ins833 = insertelement <16 x i64> poison, i64 %i807, i64 0
  %splat834 = shufflevector <16 x i64> %ins833, <16 x i64> poison, <16 x i32> zeroinitializer
  %step835 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane836 = add <16 x i64> %splat834, %step835
  %ins837 = insertelement <16 x i64> poison, i64 %i826, i64 0
  %splat838 = shufflevector <16 x i64> %ins837, <16 x i64> poison, <16 x i32> zeroinitializer
  %v839 = add <16 x i64> %lane836, %splat838
  %v840 = sub <16 x i64> %v839, splat (i64 1)
  %ins841 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat842 = shufflevector <16 x i64> %ins841, <16 x i64> poison, <16 x i32> zeroinitializer
  %v843 = icmp sge <16 x i64> %v840, zeroinitializer
  %v844 = icmp slt <16 x i64> %v840, %splat842
  %v845 = and <16 x i1> %v843, %v844
  %ins846 = insertelement <16 x i1> poison, i1 %v832, i64 0
  %splat847 = shufflevector <16 x i1> %ins846, <16 x i1> poison, <16 x i32> zeroinitializer
  %v848 = and <16 x i1> %splat847, %v845
  %v849 = mul i64 %i7, %size.C
  %v850 = add i64 %v849, %i814
  %v851 = mul i64 %v850, %size.H
  %v852 = add i64 %i19, %i820
  %v853 = sub i64 %v852, 1
  %v854 = add i64 %v851, %v853
  %v855 = mul i64 %v854, %size.W
  %v856 = add i64 %i807, %i826
  %v857 = sub i64 %v856, 1
  %v858 = add i64 %v855, %v857
  %p859 = getelementptr float, ptr %buf.x, i64 %v858
  %ld860 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p859, <16 x i1> %v848, <16 x float> zeroinitializer)
  %v861 = mul i64 %i26, %size.C
  %v862 = add i64 %v861, %i814
  %v863 = mul i64 %v862, %size.R
  %v864 = add i64 %v863, %i820
  %v865 = mul i64 %v864, %size.S
  %v866 = add i64 %v865, %i826
  %p867 = getelementptr float, ptr %buf.w, i64 %v866
  %ld868 = load float, ptr %p867, align 4
  %ins869 = insertelement <16 x float> poison, float %ld868, i64 0
  %splat870 = shufflevector <16 x float> %ins869, <16 x float> poison, <16 x i32> zeroinitializer
  %v871 = fmul contract <16 x float> %ld860, %splat870
  %v872 = add i64 %i19, %i820
  %v873 = sub i64 %v872, 1
  %v874 = icmp sge i64 %v873, 0
  %v875 = icmp slt i64 %v873, %size.H
  %v876 = and i1 %v874, %v875
  %ins877 = insertelement <16 x i64> poison, i64 %i826, i64 0
  %splat878 = shufflevector <16 x i64> %ins877, <16 x i64> poison, <16 x i32> zeroinitializer
  %v879 = add <16 x i64> %lane836, %splat878
  %v880 = sub <16 x i64> %v879, splat (i64 1)
  %ins881 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat882 = shufflevector <16 x i64> %ins881, <16 x i64> poison, <16 x i32> zeroinitializer
  %v883 = icmp sge <16 x i64> %v880, zeroinitializer
  %v884 = icmp slt <16 x i64> %v880, %splat882
  %v885 = and <16 x i1> %v883, %v884
  %ins886 = insertelement <16 x i1> poison, i1 %v876, i64 0
  %splat887 = shufflevector <16 x i1> %ins886, <16 x i1> poison, <16 x i32> zeroinitializer
  %v888 = and <16 x i1> %splat887, %v885
  %old889 = load <16 x float>, ptr %acc809
  %v890 = fadd <16 x float> %old889, %v871
  %v891 = select <16 x i1> %v888, <16 x float> %v890, <16 x float> %old889
  store <16 x float> %v891, ptr %acc809
  %v892 = add nsw i64 %i826, 1
  store i64 %v892, ptr %s.addr.822
  br label %cond823
exit825:
  %v893 = add nsw i64 %i820, 1
  store i64 %v893, ptr %r.addr.816
  br label %cond817
exit819:
  %v894 = add nsw i64 %i814, 1
  store i64 %v894, ptr %c.addr.810
  br label %cond811
exit813:
  %red895 = load <16 x float>, ptr %acc809
  %p896 = getelementptr float, ptr %buf.b, i64 %i26
  %ld897 = load float, ptr %p896, align 4
  %ins898 = insertelement <16 x float> poison, float %ld897, i64 0
  %splat899 = shufflevector <16 x float> %ins898, <16 x float> poison, <16 x i32> zeroinitializer
  %v900 = fadd contract <16 x float> %splat899, %red895
  %v901 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v900, <16 x float> splat (float 0x0000000000000000))
  %v902 = mul i64 %i7, %size.K
  %v903 = add i64 %v902, %i26
  %v904 = add i64 %size.H, 1
  %v905 = add i64 %v904, 1
  %v906 = sub i64 %size.R, 1
  %v907 = sub i64 %v905, %v906
  %v908 = sub i64 %v907, 1
  %v909 = add i64 %v908, 1
  %v910 = mul i64 %v903, %v909
  %v911 = add i64 %v910, %i19
  %v912 = add i64 %size.W, 1
  %v913 = add i64 %v912, 1
  %v914 = sub i64 %size.S, 1
  %v915 = sub i64 %v913, %v914
  %v916 = sub i64 %v915, 1
  %v917 = add i64 %v916, 1
  %v918 = mul i64 %v911, %v917
  %v919 = add i64 %v918, %i807
  %p920 = getelementptr float, ptr %buf.y, i64 %v919
  store <16 x float> %v901, ptr %p920, align 4
  %v921 = add nsw i64 %i807, 16
  store i64 %v921, ptr %q.addr.802
  br label %cond804
exit806:
  %i922 = load i64, ptr %q.addr.802
  %v923 = icmp slt i64 %i922, %v801
  br i1 %v923, label %tail924, label %done925
tail924:
  %mask926 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i922, i64 %v801)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc927
  store i64 0, ptr %c.addr.928
  br label %cond929
cond929:
  %i932 = load i64, ptr %c.addr.928
  %v933 = icmp slt i64 %i932, %size.C
  br i1 %v933, label %body930, label %exit931
body930:
  store i64 0, ptr %r.addr.934
  br label %cond935
cond935:
  %i938 = load i64, ptr %r.addr.934
  %v939 = icmp slt i64 %i938, %size.R
  br i1 %v939, label %body936, label %exit937
body936:
  store i64 0, ptr %s.addr.940
  br label %cond941
cond941:
  %i944 = load i64, ptr %s.addr.940
  %v945 = icmp slt i64 %i944, %size.S
  br i1 %v945, label %body942, label %exit943
body942:
  %v946 = add i64 %i19, %i938
  %v947 = sub i64 %v946, 1
  %v948 = icmp sge i64 %v947, 0
  %v949 = icmp slt i64 %v947, %size.H
  %v950 = and i1 %v948, %v949
  %ins951 = insertelement <16 x i64> poison, i64 %i922, i64 0
  %splat952 = shufflevector <16 x i64> %ins951, <16 x i64> poison, <16 x i32> zeroinitializer
  %step953 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane954 = add <16 x i64> %splat952, %step953
  %ins955 = insertelement <16 x i64> poison, i64 %i944, i64 0
  %splat956 = shufflevector <16 x i64> %ins955, <16 x i64> poison, <16 x i32> zeroinitializer
  %v957 = add <16 x i64> %lane954, %splat956
  %v958 = sub <16 x i64> %v957, splat (i64 1)
  %ins959 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat960 = shufflevector <16 x i64> %ins959, <16 x i64> poison, <16 x i32> zeroinitializer
  %v961 = icmp sge <16 x i64> %v958, zeroinitializer
  %v962 = icmp slt <16 x i64> %v958, %splat960
  %v963 = and <16 x i1> %v961, %v962
  %ins964 = insertelement <16 x i1> poison, i1 %v950, i64 0
  %splat965 = shufflevector <16 x i1> %ins964, <16 x i1> poison, <16 x i32> zeroinitializer
  %v966 = and <16 x i1> %splat965, %v963
  %v967 = and <16 x i1> %mask926, %v966
  %v968 = mul i64 %i7, %size.C
  %v969 = add i64 %v968, %i932
  %v970 = mul i64 %v969, %size.H
  %v971 = add i64 %i19, %i938
  %v972 = sub i64 %v971, 1
  %v973 = add i64 %v970, %v972
  %v974 = mul i64 %v973, %size.W
  %v975 = add i64 %i922, %i944
  %v976 = sub i64 %v975, 1
  %v977 = add i64 %v974, %v976
  %p978 = getelementptr float, ptr %buf.x, i64 %v977
  %ld979 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p978, <16 x i1> %v967, <16 x float> zeroinitializer)
  %v980 = mul i64 %i26, %size.C
  %v981 = add i64 %v980, %i932
  %v982 = mul i64 %v981, %size.R
  %v983 = add i64 %v982, %i938
  %v984 = mul i64 %v983, %size.S
  %v985 = add i64 %v984, %i944
  %p986 = getelementptr float, ptr %buf.w, i64 %v985
  %ld987 = load float, ptr %p986, align 4
  %ins988 = insertelement <16 x float> poison, float %ld987, i64 0
  %splat989 = shufflevector <16 x float> %ins988, <16 x float> poison, <16 x i32> zeroinitializer
  %v990 = fmul contract <16 x float> %ld979, %splat989
  %v991 = add i64 %i19, %i938
  %v992 = sub i64 %v991, 1
  %v993 = icmp sge i64 %v992, 0
  %v994 = icmp slt i64 %v992, %size.H
  %v995 = and i1 %v993, %v994
  %ins996 = insertelement <16 x i64> poison, i64 %i944, i64 0
  %splat997 = shufflevector <16 x i64> %ins996, <16 x i64> poison, <16 x i32> zeroinitializer
  %v998 = add <16 x i64> %lane954, %splat997
  %v999 = sub <16 x i64> %v998, splat (i64 1)
  %ins1000 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1001 = shufflevector <16 x i64> %ins1000, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1002 = icmp sge <16 x i64> %v999, zeroinitializer
  %v1003 = icmp slt <16 x i64> %v999, %splat1001
  %v1004 = and <16 x i1> %v1002, %v1003
  %ins1005 = insertelement <16 x i1> poison, i1 %v995, i64 0
  %splat1006 = shufflevector <16 x i1> %ins1005, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1007 = and <16 x i1> %splat1006, %v1004
  %v1008 = and <16 x i1> %mask926, %v1007
  %old1009 = load <16 x float>, ptr %acc927
  %v1010 = fadd <16 x float> %old1009, %v990
  %v1011 = select <16 x i1> %v1008, <16 x float> %v1010, <16 x float> %old1009
  store <16 x float> %v1011, ptr %acc927
  %v1012 = add nsw i64 %i944, 1
  store i64 %v1012, ptr %s.addr.940
  br label %cond941
exit943:
  %v1013 = add nsw i64 %i938, 1
  store i64 %v1013, ptr %r.addr.934
  br label %cond935
exit937:
  %v1014 = add nsw i64 %i932, 1
  store i64 %v1014, ptr %c.addr.928
  br label %cond929
exit931:
  %red1015 = load <16 x float>, ptr %acc927
  %p1016 = getelementptr float, ptr %buf.b, i64 %i26
  %ld1017 = load float, ptr %p1016, align 4
  %ins1018 = insertelement <16 x float> poison, float %ld1017, i64 0
  %splat1019 = shufflevector <16 x float> %ins1018, <16 x float> poison, <16 x i32> zeroinitializer
  %v1020 = fadd contract <16 x float> %splat1019, %red1015
  %v1021 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1020, <16 x float> splat (float 0x0000000000000000))
  %v1022 = mul i64 %i7, %size.K
  %v1023 = add i64 %v1022, %i26
  %v1024 = add i64 %size.H, 1
  %v1025 = add i64 %v1024, 1
  %v1026 = sub i64 %size.R, 1
  %v1027 = sub i64 %v1025, %v1026
  %v1028 = sub i64 %v1027, 1
  %v1029 = add i64 %v1028, 1
  %v1030 = mul i64 %v1023, %v1029
  %v1031 = add i64 %v1030, %i19
  %v1032 = add i64 %size.W, 1
  %v1033 = add i64 %v1032, 1
  %v1034 = sub i64 %size.S, 1
  %v1035 = sub i64 %v1033, %v1034
  %v1036 = sub i64 %v1035, 1
  %v1037 = add i64 %v1036, 1
  %v1038 = mul i64 %v1031, %v1037
  %v1039 = add i64 %v1038, %i922
  %p1040 = getelementptr float, ptr %buf.y, i64 %v1039
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1021, ptr align 4 %p1040, <16 x i1> %mask926)
  br label %done925
done925:
  %v1041 = add i64 %size.W, 1
  %v1042 = add i64 %v1041, 1
  %v1043 = sub i64 %size.S, 1
  %v1044 = sub i64 %v1042, %v1043
  %v1045 = sub i64 %v1044, 1
  %v1046 = add i64 %v1045, 1
  store i64 %v795, ptr %q.addr.1047
  %v1048 = sub i64 %v1046, 16
  br label %cond1049
cond1049:
  %i1052 = load i64, ptr %q.addr.1047
  %v1053 = icmp sle i64 %i1052, %v1048
  br i1 %v1053, label %body1050, label %exit1051
body1050:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1054
  store i64 0, ptr %c.addr.1055
  br label %cond1056
cond1056:
  %i1059 = load i64, ptr %c.addr.1055
  %v1060 = icmp slt i64 %i1059, %size.C
  br i1 %v1060, label %body1057, label %exit1058
body1057:
  store i64 0, ptr %r.addr.1061
  br label %cond1062
cond1062:
  %i1065 = load i64, ptr %r.addr.1061
  %v1066 = icmp slt i64 %i1065, %size.R
  br i1 %v1066, label %body1063, label %exit1064
body1063:
  store i64 0, ptr %s.addr.1067
  br label %cond1068
cond1068:
  %i1071 = load i64, ptr %s.addr.1067
  %v1072 = icmp slt i64 %i1071, %size.S
  br i1 %v1072, label %body1069, label %exit1070
body1069:
  %v1073 = add i64 %i19, %i1065
  %v1074 = sub i64 %v1073, 1
  %v1075 = icmp sge i64 %v1074, 0
  %v1076 = icmp slt i64 %v1074, %size.H
  %v1077 = and i1 %v1075, %v1076
  %ins1078 = insertelement <16 x i64> poison, i64 %i1052, i64 0
  %splat1079 = shufflevector <16 x i64> %ins1078, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1080 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1081 = add <16 x i64> %splat1079, %step1080
  %ins1082 = insertelement <16 x i64> poison, i64 %i1071, i64 0
  %splat1083 = shufflevector <16 x i64> %ins1082, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1084 = add <16 x i64> %lane1081, %splat1083
  %v1085 = sub <16 x i64> %v1084, splat (i64 1)
  %ins1086 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1087 = shufflevector <16 x i64> %ins1086, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1088 = icmp sge <16 x i64> %v1085, zeroinitializer
  %v1089 = icmp slt <16 x i64> %v1085, %splat1087
  %v1090 = and <16 x i1> %v1088, %v1089
  %ins1091 = insertelement <16 x i1> poison, i1 %v1077, i64 0
  %splat1092 = shufflevector <16 x i1> %ins1091, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1093 = and <16 x i1> %splat1092, %v1090
  %v1094 = mul i64 %i7, %size.C
  %v1095 = add i64 %v1094, %i1059
  %v1096 = mul i64 %v1095, %size.H
  %v1097 = add i64 %i19, %i1065
  %v1098 = sub i64 %v1097, 1
  %v1099 = add i64 %v1096, %v1098
  %v1100 = mul i64 %v1099, %size.W
  %v1101 = add i64 %i1052, %i1071
  %v1102 = sub i64 %v1101, 1
  %v1103 = add i64 %v1100, %v1102
  %p1104 = getelementptr float, ptr %buf.x, i64 %v1103
  %ld1105 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1104, <16 x i1> %v1093, <16 x float> zeroinitializer)
  %v1106 = mul i64 %v28, %size.C
  %v1107 = add i64 %v1106, %i1059
  %v1108 = mul i64 %v1107, %size.R
  %v1109 = add i64 %v1108, %i1065
  %v1110 = mul i64 %v1109, %size.S
  %v1111 = add i64 %v1110, %i1071
  %p1112 = getelementptr float, ptr %buf.w, i64 %v1111
  %ld1113 = load float, ptr %p1112, align 4
  %ins1114 = insertelement <16 x float> poison, float %ld1113, i64 0
  %splat1115 = shufflevector <16 x float> %ins1114, <16 x float> poison, <16 x i32> zeroinitializer
  %v1116 = fmul contract <16 x float> %ld1105, %splat1115
  %v1117 = add i64 %i19, %i1065
  %v1118 = sub i64 %v1117, 1
  %v1119 = icmp sge i64 %v1118, 0
  %v1120 = icmp slt i64 %v1118, %size.H
  %v1121 = and i1 %v1119, %v1120
  %ins1122 = insertelement <16 x i64> poison, i64 %i1071, i64 0
  %splat1123 = shufflevector <16 x i64> %ins1122, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1124 = add <16 x i64> %lane1081, %splat1123
  %v1125 = sub <16 x i64> %v1124, splat (i64 1)
  %ins1126 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1127 = shufflevector <16 x i64> %ins1126, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1128 = icmp sge <16 x i64> %v1125, zeroinitializer
  %v1129 = icmp slt <16 x i64> %v1125, %splat1127
  %v1130 = and <16 x i1> %v1128, %v1129
  %ins1131 = insertelement <16 x i1> poison, i1 %v1121, i64 0
  %splat1132 = shufflevector <16 x i1> %ins1131, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1133 = and <16 x i1> %splat1132, %v1130
  %old1134 = load <16 x float>, ptr %acc1054
  %v1135 = fadd <16 x float> %old1134, %v1116
  %v1136 = select <16 x i1> %v1133, <16 x float> %v1135, <16 x float> %old1134
  store <16 x float> %v1136, ptr %acc1054
  %v1137 = add nsw i64 %i1071, 1
  store i64 %v1137, ptr %s.addr.1067
  br label %cond1068
exit1070:
  %v1138 = add nsw i64 %i1065, 1
  store i64 %v1138, ptr %r.addr.1061
  br label %cond1062
exit1064:
  %v1139 = add nsw i64 %i1059, 1
  store i64 %v1139, ptr %c.addr.1055
  br label %cond1056
exit1058:
  %red1140 = load <16 x float>, ptr %acc1054
  %p1141 = getelementptr float, ptr %buf.b, i64 %v28
  %ld1142 = load float, ptr %p1141, align 4
  %ins1143 = insertelement <16 x float> poison, float %ld1142, i64 0
  %splat1144 = shufflevector <16 x float> %ins1143, <16 x float> poison, <16 x i32> zeroinitializer
  %v1145 = fadd contract <16 x float> %splat1144, %red1140
  %v1146 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1145, <16 x float> splat (float 0x0000000000000000))
  %v1147 = mul i64 %i7, %size.K
  %v1148 = add i64 %v1147, %v28
  %v1149 = add i64 %size.H, 1
  %v1150 = add i64 %v1149, 1
  %v1151 = sub i64 %size.R, 1
  %v1152 = sub i64 %v1150, %v1151
  %v1153 = sub i64 %v1152, 1
  %v1154 = add i64 %v1153, 1
  %v1155 = mul i64 %v1148, %v1154
  %v1156 = add i64 %v1155, %i19
  %v1157 = add i64 %size.W, 1
  %v1158 = add i64 %v1157, 1
  %v1159 = sub i64 %size.S, 1
  %v1160 = sub i64 %v1158, %v1159
  %v1161 = sub i64 %v1160, 1
  %v1162 = add i64 %v1161, 1
  %v1163 = mul i64 %v1156, %v1162
  %v1164 = add i64 %v1163, %i1052
  %p1165 = getelementptr float, ptr %buf.y, i64 %v1164
  store <16 x float> %v1146, ptr %p1165, align 4
  %v1166 = add nsw i64 %i1052, 16
  store i64 %v1166, ptr %q.addr.1047
  br label %cond1049
exit1051:
  %i1167 = load i64, ptr %q.addr.1047
  %v1168 = icmp slt i64 %i1167, %v1046
  br i1 %v1168, label %tail1169, label %done1170
tail1169:
  %mask1171 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1167, i64 %v1046)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1172
  store i64 0, ptr %c.addr.1173
  br label %cond1174
cond1174:
  %i1177 = load i64, ptr %c.addr.1173
  %v1178 = icmp slt i64 %i1177, %size.C
  br i1 %v1178, label %body1175, label %exit1176
body1175:
  store i64 0, ptr %r.addr.1179
  br label %cond1180
cond1180:
  %i1183 = load i64, ptr %r.addr.1179
  %v1184 = icmp slt i64 %i1183, %size.R
  br i1 %v1184, label %body1181, label %exit1182
body1181:
  store i64 0, ptr %s.addr.1185
  br label %cond1186
cond1186:
  %i1189 = load i64, ptr %s.addr.1185
  %v1190 = icmp slt i64 %i1189, %size.S
  br i1 %v1190, label %body1187, label %exit1188
body1187:
  %v1191 = add i64 %i19, %i1183
  %v1192 = sub i64 %v1191, 1
  %v1193 = icmp sge i64 %v1192, 0
  %v1194 = icmp slt i64 %v1192, %size.H
  %v1195 = and i1 %v1193, %v1194
  %ins1196 = insertelement <16 x i64> poison, i64 %i1167, i64 0
  %splat1197 = shufflevector <16 x i64> %ins1196, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1198 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1199 = add <16 x i64> %splat1197, %step1198
  %ins1200 = insertelement <16 x i64> poison, i64 %i1189, i64 0
  %splat1201 = shufflevector <16 x i64> %ins1200, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1202 = add <16 x i64> %lane1199, %splat1201
  %v1203 = sub <16 x i64> %v1202, splat (i64 1)
  %ins1204 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1205 = shufflevector <16 x i64> %ins1204, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1206 = icmp sge <16 x i64> %v1203, zeroinitializer
  %v1207 = icmp slt <16 x i64> %v1203, %splat1205
  %v1208 = and <16 x i1> %v1206, %v1207
  %ins1209 = insertelement <16 x i1> poison, i1 %v1195, i64 0
  %splat1210 = shufflevector <16 x i1> %ins1209, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1211 = and <16 x i1> %splat1210, %v1208
  %v1212 = and <16 x i1> %mask1171, %v1211
  %v1213 = mul i64 %i7, %size.C
  %v1214 = add i64 %v1213, %i1177
  %v1215 = mul i64 %v1214, %size.H
  %v1216 = add i64 %i19, %i1183
  %v1217 = sub i64 %v1216, 1
  %v1218 = add i64 %v1215, %v1217
  %v1219 = mul i64 %v1218, %size.W
  %v1220 = add i64 %i1167, %i1189
  %v1221 = sub i64 %v1220, 1
  %v1222 = add i64 %v1219, %v1221
  %p1223 = getelementptr float, ptr %buf.x, i64 %v1222
  %ld1224 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1223, <16 x i1> %v1212, <16 x float> zeroinitializer)
  %v1225 = mul i64 %v28, %size.C
  %v1226 = add i64 %v1225, %i1177
  %v1227 = mul i64 %v1226, %size.R
  %v1228 = add i64 %v1227, %i1183
  %v1229 = mul i64 %v1228, %size.S
  %v1230 = add i64 %v1229, %i1189
  %p1231 = getelementptr float, ptr %buf.w, i64 %v1230
  %ld1232 = load float, ptr %p1231, align 4
  %ins1233 = insertelement <16 x float> poison, float %ld1232, i64 0
  %splat1234 = shufflevector <16 x float> %ins1233, <16 x float> poison, <16 x i32> zeroinitializer
  %v1235 = fmul contract <16 x float> %ld1224, %splat1234
  %v1236 = add i64 %i19, %i1183
  %v1237 = sub i64 %v1236, 1
  %v1238 = icmp sge i64 %v1237, 0
  %v1239 = icmp slt i64 %v1237, %size.H
  %v1240 = and i1 %v1238, %v1239
  %ins1241 = insertelement <16 x i64> poison, i64 %i1189, i64 0
  %splat1242 = shufflevector <16 x i64> %ins1241, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1243 = add <16 x i64> %lane1199, %splat1242
  %v1244 = sub <16 x i64> %v1243, splat (i64 1)
  %ins1245 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1246 = shufflevector <16 x i64> %ins1245, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1247 = icmp sge <16 x i64> %v1244, zeroinitializer
  %v1248 = icmp slt <16 x i64> %v1244, %splat1246
  %v1249 = and <16 x i1> %v1247, %v1248
  %ins1250 = insertelement <16 x i1> poison, i1 %v1240, i64 0
  %splat1251 = shufflevector <16 x i1> %ins1250, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1252 = and <16 x i1> %splat1251, %v1249
  %v1253 = and <16 x i1> %mask1171, %v1252
  %old1254 = load <16 x float>, ptr %acc1172
  %v1255 = fadd <16 x float> %old1254, %v1235
  %v1256 = select <16 x i1> %v1253, <16 x float> %v1255, <16 x float> %old1254
  store <16 x float> %v1256, ptr %acc1172
  %v1257 = add nsw i64 %i1189, 1
  store i64 %v1257, ptr %s.addr.1185
  br label %cond1186
exit1188:
  %v1258 = add nsw i64 %i1183, 1
  store i64 %v1258, ptr %r.addr.1179
  br label %cond1180
exit1182:
  %v1259 = add nsw i64 %i1177, 1
  store i64 %v1259, ptr %c.addr.1173
  br label %cond1174
exit1176:
  %red1260 = load <16 x float>, ptr %acc1172
  %p1261 = getelementptr float, ptr %buf.b, i64 %v28
  %ld1262 = load float, ptr %p1261, align 4
  %ins1263 = insertelement <16 x float> poison, float %ld1262, i64 0
  %splat1264 = shufflevector <16 x float> %ins1263, <16 x float> poison, <16 x i32> zeroinitializer
  %v1265 = fadd contract <16 x float> %splat1264, %red1260
  %v1266 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1265, <16 x float> splat (float 0x0000000000000000))
  %v1267 = mul i64 %i7, %size.K
  %v1268 = add i64 %v1267, %v28
  %v1269 = add i64 %size.H, 1
  %v1270 = add i64 %v1269, 1
  %v1271 = sub i64 %size.R, 1
  %v1272 = sub i64 %v1270, %v1271
  %v1273 = sub i64 %v1272, 1
  %v1274 = add i64 %v1273, 1
  %v1275 = mul i64 %v1268, %v1274
  %v1276 = add i64 %v1275, %i19
  %v1277 = add i64 %size.W, 1
  %v1278 = add i64 %v1277, 1
  %v1279 = sub i64 %size.S, 1
  %v1280 = sub i64 %v1278, %v1279
  %v1281 = sub i64 %v1280, 1
  %v1282 = add i64 %v1281, 1
  %v1283 = mul i64 %v1276, %v1282
  %v1284 = add i64 %v1283, %i1167
  %p1285 = getelementptr float, ptr %buf.y, i64 %v1284
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1266, ptr align 4 %p1285, <16 x i1> %mask1171)
  br label %done1170
done1170:
  %v1286 = add i64 %size.W, 1
  %v1287 = add i64 %v1286, 1
  %v1288 = sub i64 %size.S, 1
  %v1289 = sub i64 %v1287, %v1288
  %v1290 = sub i64 %v1289, 1
  %v1291 = add i64 %v1290, 1
  store i64 %v795, ptr %q.addr.1292
  %v1293 = sub i64 %v1291, 16
  br label %cond1294
cond1294:
  %i1297 = load i64, ptr %q.addr.1292
  %v1298 = icmp sle i64 %i1297, %v1293
  br i1 %v1298, label %body1295, label %exit1296
body1295:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1299
  store i64 0, ptr %c.addr.1300
  br label %cond1301
cond1301:
  %i1304 = load i64, ptr %c.addr.1300
  %v1305 = icmp slt i64 %i1304, %size.C
  br i1 %v1305, label %body1302, label %exit1303
body1302:
  store i64 0, ptr %r.addr.1306
  br label %cond1307
cond1307:
  %i1310 = load i64, ptr %r.addr.1306
  %v1311 = icmp slt i64 %i1310, %size.R
  br i1 %v1311, label %body1308, label %exit1309
body1308:
  store i64 0, ptr %s.addr.1312
  br label %cond1313
cond1313:
  %i1316 = load i64, ptr %s.addr.1312
  %v1317 = icmp slt i64 %i1316, %size.S
  br i1 %v1317, label %body1314, label %exit1315
body1314:
  %v1318 = add i64 %i19, %i1310
  %v1319 = sub i64 %v1318, 1
  %v1320 = icmp sge i64 %v1319, 0
  %v1321 = icmp slt i64 %v1319, %size.H
  %v1322 = and i1 %v1320, %v1321
  %ins1323 = insertelement <16 x i64> poison, i64 %i1297, i64 0
  %splat1324 = shufflevector <16 x i64> %ins1323, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1325 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1326 = add <16 x i64> %splat1324, %step1325
  %ins1327 = insertelement <16 x i64> poison, i64 %i1316, i64 0
  %splat1328 = shufflevector <16 x i64> %ins1327, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1329 = add <16 x i64> %lane1326, %splat1328
  %v1330 = sub <16 x i64> %v1329, splat (i64 1)
  %ins1331 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1332 = shufflevector <16 x i64> %ins1331, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1333 = icmp sge <16 x i64> %v1330, zeroinitializer
  %v1334 = icmp slt <16 x i64> %v1330, %splat1332
  %v1335 = and <16 x i1> %v1333, %v1334
  %ins1336 = insertelement <16 x i1> poison, i1 %v1322, i64 0
  %splat1337 = shufflevector <16 x i1> %ins1336, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1338 = and <16 x i1> %splat1337, %v1335
  %v1339 = mul i64 %i7, %size.C
  %v1340 = add i64 %v1339, %i1304
  %v1341 = mul i64 %v1340, %size.H
  %v1342 = add i64 %i19, %i1310
  %v1343 = sub i64 %v1342, 1
  %v1344 = add i64 %v1341, %v1343
  %v1345 = mul i64 %v1344, %size.W
  %v1346 = add i64 %i1297, %i1316
  %v1347 = sub i64 %v1346, 1
  %v1348 = add i64 %v1345, %v1347
  %p1349 = getelementptr float, ptr %buf.x, i64 %v1348
  %ld1350 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1349, <16 x i1> %v1338, <16 x float> zeroinitializer)
  %v1351 = mul i64 %v29, %size.C
  %v1352 = add i64 %v1351, %i1304
  %v1353 = mul i64 %v1352, %size.R
  %v1354 = add i64 %v1353, %i1310
  %v1355 = mul i64 %v1354, %size.S
  %v1356 = add i64 %v1355, %i1316
  %p1357 = getelementptr float, ptr %buf.w, i64 %v1356
  %ld1358 = load float, ptr %p1357, align 4
  %ins1359 = insertelement <16 x float> poison, float %ld1358, i64 0
  %splat1360 = shufflevector <16 x float> %ins1359, <16 x float> poison, <16 x i32> zeroinitializer
  %v1361 = fmul contract <16 x float> %ld1350, %splat1360
  %v1362 = add i64 %i19, %i1310
  %v1363 = sub i64 %v1362, 1
  %v1364 = icmp sge i64 %v1363, 0
  %v1365 = icmp slt i64 %v1363, %size.H
  %v1366 = and i1 %v1364, %v1365
  %ins1367 = insertelement <16 x i64> poison, i64 %i1316, i64 0
  %splat1368 = shufflevector <16 x i64> %ins1367, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1369 = add <16 x i64> %lane1326, %splat1368
  %v1370 = sub <16 x i64> %v1369, splat (i64 1)
  %ins1371 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1372 = shufflevector <16 x i64> %ins1371, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1373 = icmp sge <16 x i64> %v1370, zeroinitializer
  %v1374 = icmp slt <16 x i64> %v1370, %splat1372
  %v1375 = and <16 x i1> %v1373, %v1374
  %ins1376 = insertelement <16 x i1> poison, i1 %v1366, i64 0
  %splat1377 = shufflevector <16 x i1> %ins1376, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1378 = and <16 x i1> %splat1377, %v1375
  %old1379 = load <16 x float>, ptr %acc1299
  %v1380 = fadd <16 x float> %old1379, %v1361
  %v1381 = select <16 x i1> %v1378, <16 x float> %v1380, <16 x float> %old1379
  store <16 x float> %v1381, ptr %acc1299
  %v1382 = add nsw i64 %i1316, 1
  store i64 %v1382, ptr %s.addr.1312
  br label %cond1313
exit1315:
  %v1383 = add nsw i64 %i1310, 1
  store i64 %v1383, ptr %r.addr.1306
  br label %cond1307
exit1309:
  %v1384 = add nsw i64 %i1304, 1
  store i64 %v1384, ptr %c.addr.1300
  br label %cond1301
exit1303:
  %red1385 = load <16 x float>, ptr %acc1299
  %p1386 = getelementptr float, ptr %buf.b, i64 %v29
  %ld1387 = load float, ptr %p1386, align 4
  %ins1388 = insertelement <16 x float> poison, float %ld1387, i64 0
  %splat1389 = shufflevector <16 x float> %ins1388, <16 x float> poison, <16 x i32> zeroinitializer
  %v1390 = fadd contract <16 x float> %splat1389, %red1385
  %v1391 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1390, <16 x float> splat (float 0x0000000000000000))
  %v1392 = mul i64 %i7, %size.K
  %v1393 = add i64 %v1392, %v29
  %v1394 = add i64 %size.H, 1
  %v1395 = add i64 %v1394, 1
  %v1396 = sub i64 %size.R, 1
  %v1397 = sub i64 %v1395, %v1396
  %v1398 = sub i64 %v1397, 1
  %v1399 = add i64 %v1398, 1
  %v1400 = mul i64 %v1393, %v1399
  %v1401 = add i64 %v1400, %i19
  %v1402 = add i64 %size.W, 1
  %v1403 = add i64 %v1402, 1
  %v1404 = sub i64 %size.S, 1
  %v1405 = sub i64 %v1403, %v1404
  %v1406 = sub i64 %v1405, 1
  %v1407 = add i64 %v1406, 1
  %v1408 = mul i64 %v1401, %v1407
  %v1409 = add i64 %v1408, %i1297
  %p1410 = getelementptr float, ptr %buf.y, i64 %v1409
  store <16 x float> %v1391, ptr %p1410, align 4
  %v1411 = add nsw i64 %i1297, 16
  store i64 %v1411, ptr %q.addr.1292
  br label %cond1294
exit1296:
  %i1412 = load i64, ptr %q.addr.1292
  %v1413 = icmp slt i64 %i1412, %v1291
  br i1 %v1413, label %tail1414, label %done1415
tail1414:
  %mask1416 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1412, i64 %v1291)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1417
  store i64 0, ptr %c.addr.1418
  br label %cond1419
cond1419:
  %i1422 = load i64, ptr %c.addr.1418
  %v1423 = icmp slt i64 %i1422, %size.C
  br i1 %v1423, label %body1420, label %exit1421
body1420:
  store i64 0, ptr %r.addr.1424
  br label %cond1425
cond1425:
  %i1428 = load i64, ptr %r.addr.1424
  %v1429 = icmp slt i64 %i1428, %size.R
  br i1 %v1429, label %body1426, label %exit1427
body1426:
  store i64 0, ptr %s.addr.1430
  br label %cond1431
cond1431:
  %i1434 = load i64, ptr %s.addr.1430
  %v1435 = icmp slt i64 %i1434, %size.S
  br i1 %v1435, label %body1432, label %exit1433
body1432:
  %v1436 = add i64 %i19, %i1428
  %v1437 = sub i64 %v1436, 1
  %v1438 = icmp sge i64 %v1437, 0
  %v1439 = icmp slt i64 %v1437, %size.H
  %v1440 = and i1 %v1438, %v1439
  %ins1441 = insertelement <16 x i64> poison, i64 %i1412, i64 0
  %splat1442 = shufflevector <16 x i64> %ins1441, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1443 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1444 = add <16 x i64> %splat1442, %step1443
  %ins1445 = insertelement <16 x i64> poison, i64 %i1434, i64 0
  %splat1446 = shufflevector <16 x i64> %ins1445, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1447 = add <16 x i64> %lane1444, %splat1446
  %v1448 = sub <16 x i64> %v1447, splat (i64 1)
  %ins1449 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1450 = shufflevector <16 x i64> %ins1449, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1451 = icmp sge <16 x i64> %v1448, zeroinitializer
  %v1452 = icmp slt <16 x i64> %v1448, %splat1450
  %v1453 = and <16 x i1> %v1451, %v1452
  %ins1454 = insertelement <16 x i1> poison, i1 %v1440, i64 0
  %splat1455 = shufflevector <16 x i1> %ins1454, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1456 = and <16 x i1> %splat1455, %v1453
  %v1457 = and <16 x i1> %mask1416, %v1456
  %v1458 = mul i64 %i7, %size.C
  %v1459 = add i64 %v1458, %i1422
  %v1460 = mul i64 %v1459, %size.H
  %v1461 = add i64 %i19, %i1428
  %v1462 = sub i64 %v1461, 1
  %v1463 = add i64 %v1460, %v1462
  %v1464 = mul i64 %v1463, %size.W
  %v1465 = add i64 %i1412, %i1434
  %v1466 = sub i64 %v1465, 1
  %v1467 = add i64 %v1464, %v1466
  %p1468 = getelementptr float, ptr %buf.x, i64 %v1467
  %ld1469 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1468, <16 x i1> %v1457, <16 x float> zeroinitializer)
  %v1470 = mul i64 %v29, %size.C
  %v1471 = add i64 %v1470, %i1422
  %v1472 = mul i64 %v1471, %size.R
  %v1473 = add i64 %v1472, %i1428
  %v1474 = mul i64 %v1473, %size.S
  %v1475 = add i64 %v1474, %i1434
  %p1476 = getelementptr float, ptr %buf.w, i64 %v1475
  %ld1477 = load float, ptr %p1476, align 4
  %ins1478 = insertelement <16 x float> poison, float %ld1477, i64 0
  %splat1479 = shufflevector <16 x float> %ins1478, <16 x float> poison, <16 x i32> zeroinitializer
  %v1480 = fmul contract <16 x float> %ld1469, %splat1479
  %v1481 = add i64 %i19, %i1428
  %v1482 = sub i64 %v1481, 1
  %v1483 = icmp sge i64 %v1482, 0
  %v1484 = icmp slt i64 %v1482, %size.H
  %v1485 = and i1 %v1483, %v1484
  %ins1486 = insertelement <16 x i64> poison, i64 %i1434, i64 0
  %splat1487 = shufflevector <16 x i64> %ins1486, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1488 = add <16 x i64> %lane1444, %splat1487
  %v1489 = sub <16 x i64> %v1488, splat (i64 1)
  %ins1490 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1491 = shufflevector <16 x i64> %ins1490, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1492 = icmp sge <16 x i64> %v1489, zeroinitializer
  %v1493 = icmp slt <16 x i64> %v1489, %splat1491
  %v1494 = and <16 x i1> %v1492, %v1493
  %ins1495 = insertelement <16 x i1> poison, i1 %v1485, i64 0
  %splat1496 = shufflevector <16 x i1> %ins1495, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1497 = and <16 x i1> %splat1496, %v1494
  %v1498 = and <16 x i1> %mask1416, %v1497
  %old1499 = load <16 x float>, ptr %acc1417
  %v1500 = fadd <16 x float> %old1499, %v1480
  %v1501 = select <16 x i1> %v1498, <16 x float> %v1500, <16 x float> %old1499
  store <16 x float> %v1501, ptr %acc1417
  %v1502 = add nsw i64 %i1434, 1
  store i64 %v1502, ptr %s.addr.1430
  br label %cond1431
exit1433:
  %v1503 = add nsw i64 %i1428, 1
  store i64 %v1503, ptr %r.addr.1424
  br label %cond1425
exit1427:
  %v1504 = add nsw i64 %i1422, 1
  store i64 %v1504, ptr %c.addr.1418
  br label %cond1419
exit1421:
  %red1505 = load <16 x float>, ptr %acc1417
  %p1506 = getelementptr float, ptr %buf.b, i64 %v29
  %ld1507 = load float, ptr %p1506, align 4
  %ins1508 = insertelement <16 x float> poison, float %ld1507, i64 0
  %splat1509 = shufflevector <16 x float> %ins1508, <16 x float> poison, <16 x i32> zeroinitializer
  %v1510 = fadd contract <16 x float> %splat1509, %red1505
  %v1511 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1510, <16 x float> splat (float 0x0000000000000000))
  %v1512 = mul i64 %i7, %size.K
  %v1513 = add i64 %v1512, %v29
  %v1514 = add i64 %size.H, 1
  %v1515 = add i64 %v1514, 1
  %v1516 = sub i64 %size.R, 1
  %v1517 = sub i64 %v1515, %v1516
  %v1518 = sub i64 %v1517, 1
  %v1519 = add i64 %v1518, 1
  %v1520 = mul i64 %v1513, %v1519
  %v1521 = add i64 %v1520, %i19
  %v1522 = add i64 %size.W, 1
  %v1523 = add i64 %v1522, 1
  %v1524 = sub i64 %size.S, 1
  %v1525 = sub i64 %v1523, %v1524
  %v1526 = sub i64 %v1525, 1
  %v1527 = add i64 %v1526, 1
  %v1528 = mul i64 %v1521, %v1527
  %v1529 = add i64 %v1528, %i1412
  %p1530 = getelementptr float, ptr %buf.y, i64 %v1529
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1511, ptr align 4 %p1530, <16 x i1> %mask1416)
  br label %done1415
done1415:
  %v1531 = add i64 %size.W, 1
  %v1532 = add i64 %v1531, 1
  %v1533 = sub i64 %size.S, 1
  %v1534 = sub i64 %v1532, %v1533
  %v1535 = sub i64 %v1534, 1
  %v1536 = add i64 %v1535, 1
  store i64 %v795, ptr %q.addr.1537
  %v1538 = sub i64 %v1536, 16
  br label %cond1539
cond1539:
  %i1542 = load i64, ptr %q.addr.1537
  %v1543 = icmp sle i64 %i1542, %v1538
  br i1 %v1543, label %body1540, label %exit1541
body1540:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1544
  store i64 0, ptr %c.addr.1545
  br label %cond1546
cond1546:
  %i1549 = load i64, ptr %c.addr.1545
  %v1550 = icmp slt i64 %i1549, %size.C
  br i1 %v1550, label %body1547, label %exit1548
body1547:
  store i64 0, ptr %r.addr.1551
  br label %cond1552
cond1552:
  %i1555 = load i64, ptr %r.addr.1551
  %v1556 = icmp slt i64 %i1555, %size.R
  br i1 %v1556, label %body1553, label %exit1554
body1553:
  store i64 0, ptr %s.addr.1557
  br label %cond1558
cond1558:
  %i1561 = load i64, ptr %s.addr.1557
  %v1562 = icmp slt i64 %i1561, %size.S
  br i1 %v1562, label %body1559, label %exit1560
body1559:
  %v1563 = add i64 %i19, %i1555
  %v1564 = sub i64 %v1563, 1
  %v1565 = icmp sge i64 %v1564, 0
  %v1566 = icmp slt i64 %v1564, %size.H
  %v1567 = and i1 %v1565, %v1566
  %ins1568 = insertelement <16 x i64> poison, i64 %i1542, i64 0
  %splat1569 = shufflevector <16 x i64> %ins1568, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1570 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1571 = add <16 x i64> %splat1569, %step1570
  %ins1572 = insertelement <16 x i64> poison, i64 %i1561, i64 0
  %splat1573 = shufflevector <16 x i64> %ins1572, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1574 = add <16 x i64> %lane1571, %splat1573
  %v1575 = sub <16 x i64> %v1574, splat (i64 1)
  %ins1576 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1577 = shufflevector <16 x i64> %ins1576, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1578 = icmp sge <16 x i64> %v1575, zeroinitializer
  %v1579 = icmp slt <16 x i64> %v1575, %splat1577
  %v1580 = and <16 x i1> %v1578, %v1579
  %ins1581 = insertelement <16 x i1> poison, i1 %v1567, i64 0
  %splat1582 = shufflevector <16 x i1> %ins1581, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1583 = and <16 x i1> %splat1582, %v1580
  %v1584 = mul i64 %i7, %size.C
  %v1585 = add i64 %v1584, %i1549
  %v1586 = mul i64 %v1585, %size.H
  %v1587 = add i64 %i19, %i1555
  %v1588 = sub i64 %v1587, 1
  %v1589 = add i64 %v1586, %v1588
  %v1590 = mul i64 %v1589, %size.W
  %v1591 = add i64 %i1542, %i1561
  %v1592 = sub i64 %v1591, 1
  %v1593 = add i64 %v1590, %v1592
  %p1594 = getelementptr float, ptr %buf.x, i64 %v1593
  %ld1595 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1594, <16 x i1> %v1583, <16 x float> zeroinitializer)
  %v1596 = mul i64 %v30, %size.C
  %v1597 = add i64 %v1596, %i1549
  %v1598 = mul i64 %v1597, %size.R
  %v1599 = add i64 %v1598, %i1555
  %v1600 = mul i64 %v1599, %size.S
  %v1601 = add i64 %v1600, %i1561
  %p1602 = getelementptr float, ptr %buf.w, i64 %v1601
  %ld1603 = load float, ptr %p1602, align 4
  %ins1604 = insertelement <16 x float> poison, float %ld1603, i64 0
  %splat1605 = shufflevector <16 x float> %ins1604, <16 x float> poison, <16 x i32> zeroinitializer
  %v1606 = fmul contract <16 x float> %ld1595, %splat1605
  %v1607 = add i64 %i19, %i1555
  %v1608 = sub i64 %v1607, 1
  %v1609 = icmp sge i64 %v1608, 0
  %v1610 = icmp slt i64 %v1608, %size.H
  %v1611 = and i1 %v1609, %v1610
  %ins1612 = insertelement <16 x i64> poison, i64 %i1561, i64 0
  %splat1613 = shufflevector <16 x i64> %ins1612, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1614 = add <16 x i64> %lane1571, %splat1613
  %v1615 = sub <16 x i64> %v1614, splat (i64 1)
  %ins1616 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1617 = shufflevector <16 x i64> %ins1616, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1618 = icmp sge <16 x i64> %v1615, zeroinitializer
  %v1619 = icmp slt <16 x i64> %v1615, %splat1617
  %v1620 = and <16 x i1> %v1618, %v1619
  %ins1621 = insertelement <16 x i1> poison, i1 %v1611, i64 0
  %splat1622 = shufflevector <16 x i1> %ins1621, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1623 = and <16 x i1> %splat1622, %v1620
  %old1624 = load <16 x float>, ptr %acc1544
  %v1625 = fadd <16 x float> %old1624, %v1606
  %v1626 = select <16 x i1> %v1623, <16 x float> %v1625, <16 x float> %old1624
  store <16 x float> %v1626, ptr %acc1544
  %v1627 = add nsw i64 %i1561, 1
  store i64 %v1627, ptr %s.addr.1557
  br label %cond1558
exit1560:
  %v1628 = add nsw i64 %i1555, 1
  store i64 %v1628, ptr %r.addr.1551
  br label %cond1552
exit1554:
  %v1629 = add nsw i64 %i1549, 1
  store i64 %v1629, ptr %c.addr.1545
  br label %cond1546
exit1548:
  %red1630 = load <16 x float>, ptr %acc1544
  %p1631 = getelementptr float, ptr %buf.b, i64 %v30
  %ld1632 = load float, ptr %p1631, align 4
  %ins1633 = insertelement <16 x float> poison, float %ld1632, i64 0
  %splat1634 = shufflevector <16 x float> %ins1633, <16 x float> poison, <16 x i32> zeroinitializer
  %v1635 = fadd contract <16 x float> %splat1634, %red1630
  %v1636 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1635, <16 x float> splat (float 0x0000000000000000))
  %v1637 = mul i64 %i7, %size.K
  %v1638 = add i64 %v1637, %v30
  %v1639 = add i64 %size.H, 1
  %v1640 = add i64 %v1639, 1
  %v1641 = sub i64 %size.R, 1
  %v1642 = sub i64 %v1640, %v1641
  %v1643 = sub i64 %v1642, 1
  %v1644 = add i64 %v1643, 1
  %v1645 = mul i64 %v1638, %v1644
  %v1646 = add i64 %v1645, %i19
  %v1647 = add i64 %size.W, 1
  %v1648 = add i64 %v1647, 1
  %v1649 = sub i64 %size.S, 1
  %v1650 = sub i64 %v1648, %v1649
  %v1651 = sub i64 %v1650, 1
  %v1652 = add i64 %v1651, 1
  %v1653 = mul i64 %v1646, %v1652
  %v1654 = add i64 %v1653, %i1542
  %p1655 = getelementptr float, ptr %buf.y, i64 %v1654
  store <16 x float> %v1636, ptr %p1655, align 4
  %v1656 = add nsw i64 %i1542, 16
  store i64 %v1656, ptr %q.addr.1537
  br label %cond1539
exit1541:
  %i1657 = load i64, ptr %q.addr.1537
  %v1658 = icmp slt i64 %i1657, %v1536
  br i1 %v1658, label %tail1659, label %done1660
tail1659:
  %mask1661 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1657, i64 %v1536)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1662
  store i64 0, ptr %c.addr.1663
  br label %cond1664
cond1664:
  %i1667 = load i64, ptr %c.addr.1663
  %v1668 = icmp slt i64 %i1667, %size.C
  br i1 %v1668, label %body1665, label %exit1666
body1665:
  store i64 0, ptr %r.addr.1669
  br label %cond1670
cond1670:
  %i1673 = load i64, ptr %r.addr.1669
  %v1674 = icmp slt i64 %i1673, %size.R
  br i1 %v1674, label %body1671, label %exit1672
body1671:
  store i64 0, ptr %s.addr.1675
  br label %cond1676
cond1676:
  %i1679 = load i64, ptr %s.addr.1675
  %v1680 = icmp slt i64 %i1679, %size.S
  br i1 %v1680, label %body1677, label %exit1678
body1677:
  %v1681 = add i64 %i19, %i1673
  %v1682 = sub i64 %v1681, 1
  %v1683 = icmp sge i64 %v1682, 0
  %v1684 = icmp slt i64 %v1682, %size.H
  %v1685 = and i1 %v1683, %v1684
  %ins1686 = insertelement <16 x i64> poison, i64 %i1657, i64 0
  %splat1687 = shufflevector <16 x i64> %ins1686, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1688 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1689 = add <16 x i64> %splat1687, %step1688
  %ins1690 = insertelement <16 x i64> poison, i64 %i1679, i64 0
  %splat1691 = shufflevector <16 x i64> %ins1690, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1692 = add <16 x i64> %lane1689, %splat1691
  %v1693 = sub <16 x i64> %v1692, splat (i64 1)
  %ins1694 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1695 = shufflevector <16 x i64> %ins1694, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1696 = icmp sge <16 x i64> %v1693, zeroinitializer
  %v1697 = icmp slt <16 x i64> %v1693, %splat1695
  %v1698 = and <16 x i1> %v1696, %v1697
  %ins1699 = insertelement <16 x i1> poison, i1 %v1685, i64 0
  %splat1700 = shufflevector <16 x i1> %ins1699, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1701 = and <16 x i1> %splat1700, %v1698
  %v1702 = and <16 x i1> %mask1661, %v1701
  %v1703 = mul i64 %i7, %size.C
  %v1704 = add i64 %v1703, %i1667
  %v1705 = mul i64 %v1704, %size.H
  %v1706 = add i64 %i19, %i1673
  %v1707 = sub i64 %v1706, 1
  %v1708 = add i64 %v1705, %v1707
  %v1709 = mul i64 %v1708, %size.W
  %v1710 = add i64 %i1657, %i1679
  %v1711 = sub i64 %v1710, 1
  %v1712 = add i64 %v1709, %v1711
  %p1713 = getelementptr float, ptr %buf.x, i64 %v1712
  %ld1714 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1713, <16 x i1> %v1702, <16 x float> zeroinitializer)
  %v1715 = mul i64 %v30, %size.C
  %v1716 = add i64 %v1715, %i1667
  %v1717 = mul i64 %v1716, %size.R
  %v1718 = add i64 %v1717, %i1673
  %v1719 = mul i64 %v1718, %size.S
  %v1720 = add i64 %v1719, %i1679
  %p1721 = getelementptr float, ptr %buf.w, i64 %v1720
  %ld1722 = load float, ptr %p1721, align 4
  %ins1723 = insertelement <16 x float> poison, float %ld1722, i64 0
  %splat1724 = shufflevector <16 x float> %ins1723, <16 x float> poison, <16 x i32> zeroinitializer
  %v1725 = fmul contract <16 x float> %ld1714, %splat1724
  %v1726 = add i64 %i19, %i1673
  %v1727 = sub i64 %v1726, 1
  %v1728 = icmp sge i64 %v1727, 0
  %v1729 = icmp slt i64 %v1727, %size.H
  %v1730 = and i1 %v1728, %v1729
  %ins1731 = insertelement <16 x i64> poison, i64 %i1679, i64 0
  %splat1732 = shufflevector <16 x i64> %ins1731, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1733 = add <16 x i64> %lane1689, %splat1732
  %v1734 = sub <16 x i64> %v1733, splat (i64 1)
  %ins1735 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1736 = shufflevector <16 x i64> %ins1735, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1737 = icmp sge <16 x i64> %v1734, zeroinitializer
  %v1738 = icmp slt <16 x i64> %v1734, %splat1736
  %v1739 = and <16 x i1> %v1737, %v1738
  %ins1740 = insertelement <16 x i1> poison, i1 %v1730, i64 0
  %splat1741 = shufflevector <16 x i1> %ins1740, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1742 = and <16 x i1> %splat1741, %v1739
  %v1743 = and <16 x i1> %mask1661, %v1742
  %old1744 = load <16 x float>, ptr %acc1662
  %v1745 = fadd <16 x float> %old1744, %v1725
  %v1746 = select <16 x i1> %v1743, <16 x float> %v1745, <16 x float> %old1744
  store <16 x float> %v1746, ptr %acc1662
  %v1747 = add nsw i64 %i1679, 1
  store i64 %v1747, ptr %s.addr.1675
  br label %cond1676
exit1678:
  %v1748 = add nsw i64 %i1673, 1
  store i64 %v1748, ptr %r.addr.1669
  br label %cond1670
exit1672:
  %v1749 = add nsw i64 %i1667, 1
  store i64 %v1749, ptr %c.addr.1663
  br label %cond1664
exit1666:
  %red1750 = load <16 x float>, ptr %acc1662
  %p1751 = getelementptr float, ptr %buf.b, i64 %v30
  %ld1752 = load float, ptr %p1751, align 4
  %ins1753 = insertelement <16 x float> poison, float %ld1752, i64 0
  %splat1754 = shufflevector <16 x float> %ins1753, <16 x float> poison, <16 x i32> zeroinitializer
  %v1755 = fadd contract <16 x float> %splat1754, %red1750
  %v1756 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1755, <16 x float> splat (float 0x0000000000000000))
  %v1757 = mul i64 %i7, %size.K
  %v1758 = add i64 %v1757, %v30
  %v1759 = add i64 %size.H, 1
  %v1760 = add i64 %v1759, 1
  %v1761 = sub i64 %size.R, 1
  %v1762 = sub i64 %v1760, %v1761
  %v1763 = sub i64 %v1762, 1
  %v1764 = add i64 %v1763, 1
  %v1765 = mul i64 %v1758, %v1764
  %v1766 = add i64 %v1765, %i19
  %v1767 = add i64 %size.W, 1
  %v1768 = add i64 %v1767, 1
  %v1769 = sub i64 %size.S, 1
  %v1770 = sub i64 %v1768, %v1769
  %v1771 = sub i64 %v1770, 1
  %v1772 = add i64 %v1771, 1
  %v1773 = mul i64 %v1766, %v1772
  %v1774 = add i64 %v1773, %i1657
  %p1775 = getelementptr float, ptr %buf.y, i64 %v1774
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1756, ptr align 4 %p1775, <16 x i1> %mask1661)
  br label %done1660
done1660:
  %v1776 = add nsw i64 %i26, 4
  store i64 %v1776, ptr %k.addr.21
  br label %cond23
exit25:
  br label %cond1777
cond1777:
  %i1780 = load i64, ptr %k.addr.21
  %v1781 = icmp slt i64 %i1780, %size.K
  br i1 %v1781, label %body1778, label %exit1779
body1778:
  %v1782 = add i64 %size.W, 1
  %v1783 = add i64 %v1782, 1
  %v1784 = sub i64 %size.S, 1
  %v1785 = sub i64 %v1783, %v1784
  %v1786 = sub i64 %v1785, 1
  %v1787 = add i64 %v1786, 1
  store i64 0, ptr %q.addr.1788
  %v1789 = sub i64 %v1787, 128
  br label %cond1790
cond1790:
  %i1793 = load i64, ptr %q.addr.1788
  %v1794 = icmp sle i64 %i1793, %v1789
  br i1 %v1794, label %body1791, label %exit1792
body1791:
  %v1795 = add nsw i64 %i1793, 16
  %v1796 = add nsw i64 %i1793, 32
  %v1797 = add nsw i64 %i1793, 48
  %v1798 = add nsw i64 %i1793, 64
  %v1799 = add nsw i64 %i1793, 80
  %v1800 = add nsw i64 %i1793, 96
  %v1801 = add nsw i64 %i1793, 112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1802
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1803
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1804
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1805
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1806
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1807
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1808
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1809
  store i64 0, ptr %c.addr.1810
  br label %cond1811
cond1811:
  %i1814 = load i64, ptr %c.addr.1810
  %v1815 = icmp slt i64 %i1814, %size.C
  br i1 %v1815, label %body1812, label %exit1813
body1812:
  store i64 0, ptr %r.addr.1816
  br label %cond1817
cond1817:
  %i1820 = load i64, ptr %r.addr.1816
  %v1821 = icmp slt i64 %i1820, %size.R
  br i1 %v1821, label %body1818, label %exit1819
body1818:
  store i64 0, ptr %s.addr.1822
  br label %cond1823
cond1823:
  %i1826 = load i64, ptr %s.addr.1822
  %v1827 = icmp slt i64 %i1826, %size.S
  br i1 %v1827, label %body1824, label %exit1825
body1824:
  %v1828 = add i64 %i19, %i1820
  %v1829 = sub i64 %v1828, 1
  %v1830 = icmp sge i64 %v1829, 0
  %v1831 = icmp slt i64 %v1829, %size.H
  %v1832 = and i1 %v1830, %v1831
  %ins1833 = insertelement <16 x i64> poison, i64 %i1793, i64 0
  %splat1834 = shufflevector <16 x i64> %ins1833, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1835 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1836 = add <16 x i64> %splat1834, %step1835
  %ins1837 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat1838 = shufflevector <16 x i64> %ins1837, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1839 = add <16 x i64> %lane1836, %splat1838
  %v1840 = sub <16 x i64> %v1839, splat (i64 1)
  %ins1841 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1842 = shufflevector <16 x i64> %ins1841, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1843 = icmp sge <16 x i64> %v1840, zeroinitializer
  %v1844 = icmp slt <16 x i64> %v1840, %splat1842
  %v1845 = and <16 x i1> %v1843, %v1844
  %ins1846 = insertelement <16 x i1> poison, i1 %v1832, i64 0
  %splat1847 = shufflevector <16 x i1> %ins1846, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1848 = and <16 x i1> %splat1847, %v1845
  %v1849 = mul i64 %i7, %size.C
  %v1850 = add i64 %v1849, %i1814
  %v1851 = mul i64 %v1850, %size.H
  %v1852 = add i64 %i19, %i1820
  %v1853 = sub i64 %v1852, 1
  %v1854 = add i64 %v1851, %v1853
  %v1855 = mul i64 %v1854, %size.W
  %v1856 = add i64 %i1793, %i1826
  %v1857 = sub i64 %v1856, 1
  %v1858 = add i64 %v1855, %v1857
  %p1859 = getelementptr float, ptr %buf.x, i64 %v1858
  %ld1860 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1859, <16 x i1> %v1848, <16 x float> zeroinitializer)
  %v1861 = mul i64 %i1780, %size.C
  %v1862 = add i64 %v1861, %i1814
  %v1863 = mul i64 %v1862, %size.R
  %v1864 = add i64 %v1863, %i1820
  %v1865 = mul i64 %v1864, %size.S
  %v1866 = add i64 %v1865, %i1826
  %p1867 = getelementptr float, ptr %buf.w, i64 %v1866
  %ld1868 = load float, ptr %p1867, align 4
  %ins1869 = insertelement <16 x float> poison, float %ld1868, i64 0
  %splat1870 = shufflevector <16 x float> %ins1869, <16 x float> poison, <16 x i32> zeroinitializer
  %v1871 = fmul contract <16 x float> %ld1860, %splat1870
  %v1872 = add i64 %i19, %i1820
  %v1873 = sub i64 %v1872, 1
  %v1874 = icmp sge i64 %v1873, 0
  %v1875 = icmp slt i64 %v1873, %size.H
  %v1876 = and i1 %v1874, %v1875
  %ins1877 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat1878 = shufflevector <16 x i64> %ins1877, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1879 = add <16 x i64> %lane1836, %splat1878
  %v1880 = sub <16 x i64> %v1879, splat (i64 1)
  %ins1881 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1882 = shufflevector <16 x i64> %ins1881, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1883 = icmp sge <16 x i64> %v1880, zeroinitializer
  %v1884 = icmp slt <16 x i64> %v1880, %splat1882
  %v1885 = and <16 x i1> %v1883, %v1884
  %ins1886 = insertelement <16 x i1> poison, i1 %v1876, i64 0
  %splat1887 = shufflevector <16 x i1> %ins1886, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1888 = and <16 x i1> %splat1887, %v1885
  %old1889 = load <16 x float>, ptr %acc1802
  %v1890 = fadd <16 x float> %old1889, %v1871
  %v1891 = select <16 x i1> %v1888, <16 x float> %v1890, <16 x float> %old1889
  store <16 x float> %v1891, ptr %acc1802
  %v1892 = add i64 %i19, %i1820
  %v1893 = sub i64 %v1892, 1
  %v1894 = icmp sge i64 %v1893, 0
  %v1895 = icmp slt i64 %v1893, %size.H
  %v1896 = and i1 %v1894, %v1895
  %ins1897 = insertelement <16 x i64> poison, i64 %v1795, i64 0
  %splat1898 = shufflevector <16 x i64> %ins1897, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1899 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1900 = add <16 x i64> %splat1898, %step1899
  %ins1901 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat1902 = shufflevector <16 x i64> %ins1901, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1903 = add <16 x i64> %lane1900, %splat1902
  %v1904 = sub <16 x i64> %v1903, splat (i64 1)
  %ins1905 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1906 = shufflevector <16 x i64> %ins1905, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1907 = icmp sge <16 x i64> %v1904, zeroinitializer
  %v1908 = icmp slt <16 x i64> %v1904, %splat1906
  %v1909 = and <16 x i1> %v1907, %v1908
  %ins1910 = insertelement <16 x i1> poison, i1 %v1896, i64 0
  %splat1911 = shufflevector <16 x i1> %ins1910, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1912 = and <16 x i1> %splat1911, %v1909
  %v1913 = mul i64 %i7, %size.C
  %v1914 = add i64 %v1913, %i1814
  %v1915 = mul i64 %v1914, %size.H
  %v1916 = add i64 %i19, %i1820
  %v1917 = sub i64 %v1916, 1
  %v1918 = add i64 %v1915, %v1917
  %v1919 = mul i64 %v1918, %size.W
  %v1920 = add i64 %v1795, %i1826
  %v1921 = sub i64 %v1920, 1
  %v1922 = add i64 %v1919, %v1921
  %p1923 = getelementptr float, ptr %buf.x, i64 %v1922
  %ld1924 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1923, <16 x i1> %v1912, <16 x float> zeroinitializer)
  %v1925 = mul i64 %i1780, %size.C
  %v1926 = add i64 %v1925, %i1814
  %v1927 = mul i64 %v1926, %size.R
  %v1928 = add i64 %v1927, %i1820
  %v1929 = mul i64 %v1928, %size.S
  %v1930 = add i64 %v1929, %i1826
  %p1931 = getelementptr float, ptr %buf.w, i64 %v1930
  %ld1932 = load float, ptr %p1931, align 4
  %ins1933 = insertelement <16 x float> poison, float %ld1932, i64 0
  %splat1934 = shufflevector <16 x float> %ins1933, <16 x float> poison, <16 x i32> zeroinitializer
  %v1935 = fmul contract <16 x float> %ld1924, %splat1934
  %v1936 = add i64 %i19, %i1820
  %v1937 = sub i64 %v1936, 1
  %v1938 = icmp sge i64 %v1937, 0
  %v1939 = icmp slt i64 %v1937, %size.H
  %v1940 = and i1 %v1938, %v1939
  %ins1941 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat1942 = shufflevector <16 x i64> %ins1941, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1943 = add <16 x i64> %lane1900, %splat1942
  %v1944 = sub <16 x i64> %v1943, splat (i64 1)
  %ins1945 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1946 = shufflevector <16 x i64> %ins1945, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1947 = icmp sge <16 x i64> %v1944, zeroinitializer
  %v1948 = icmp slt <16 x i64> %v1944, %splat1946
  %v1949 = and <16 x i1> %v1947, %v1948
  %ins1950 = insertelement <16 x i1> poison, i1 %v1940, i64 0
  %splat1951 = shufflevector <16 x i1> %ins1950, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1952 = and <16 x i1> %splat1951, %v1949
  %old1953 = load <16 x float>, ptr %acc1803
  %v1954 = fadd <16 x float> %old1953, %v1935
  %v1955 = select <16 x i1> %v1952, <16 x float> %v1954, <16 x float> %old1953
  store <16 x float> %v1955, ptr %acc1803
  %v1956 = add i64 %i19, %i1820
  %v1957 = sub i64 %v1956, 1
  %v1958 = icmp sge i64 %v1957, 0
  %v1959 = icmp slt i64 %v1957, %size.H
  %v1960 = and i1 %v1958, %v1959
  %ins1961 = insertelement <16 x i64> poison, i64 %v1796, i64 0
  %splat1962 = shufflevector <16 x i64> %ins1961, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1963 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1964 = add <16 x i64> %splat1962, %step1963
  %ins1965 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat1966 = shufflevector <16 x i64> %ins1965, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1967 = add <16 x i64> %lane1964, %splat1966
  %v1968 = sub <16 x i64> %v1967, splat (i64 1)
  %ins1969 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1970 = shufflevector <16 x i64> %ins1969, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1971 = icmp sge <16 x i64> %v1968, zeroinitializer
  %v1972 = icmp slt <16 x i64> %v1968, %splat1970
  %v1973 = and <16 x i1> %v1971, %v1972
  %ins1974 = insertelement <16 x i1> poison, i1 %v1960, i64 0
  %splat1975 = shufflevector <16 x i1> %ins1974, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1976 = and <16 x i1> %splat1975, %v1973
  %v1977 = mul i64 %i7, %size.C
  %v1978 = add i64 %v1977, %i1814
  %v1979 = mul i64 %v1978, %size.H
  %v1980 = add i64 %i19, %i1820
  %v1981 = sub i64 %v1980, 1
  %v1982 = add i64 %v1979, %v1981
  %v1983 = mul i64 %v1982, %size.W
  %v1984 = add i64 %v1796, %i1826
  %v1985 = sub i64 %v1984, 1
  %v1986 = add i64 %v1983, %v1985
  %p1987 = getelementptr float, ptr %buf.x, i64 %v1986
  %ld1988 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1987, <16 x i1> %v1976, <16 x float> zeroinitializer)
  %v1989 = mul i64 %i1780, %size.C
  %v1990 = add i64 %v1989, %i1814
  %v1991 = mul i64 %v1990, %size.R
  %v1992 = add i64 %v1991, %i1820
  %v1993 = mul i64 %v1992, %size.S
  %v1994 = add i64 %v1993, %i1826
  %p1995 = getelementptr float, ptr %buf.w, i64 %v1994
  %ld1996 = load float, ptr %p1995, align 4
  %ins1997 = insertelement <16 x float> poison, float %ld1996, i64 0
  %splat1998 = shufflevector <16 x float> %ins1997, <16 x float> poison, <16 x i32> zeroinitializer
  %v1999 = fmul contract <16 x float> %ld1988, %splat1998
  %v2000 = add i64 %i19, %i1820
  %v2001 = sub i64 %v2000, 1
  %v2002 = icmp sge i64 %v2001, 0
  %v2003 = icmp slt i64 %v2001, %size.H
  %v2004 = and i1 %v2002, %v2003
  %ins2005 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2006 = shufflevector <16 x i64> %ins2005, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2007 = add <16 x i64> %lane1964, %splat2006
  %v2008 = sub <16 x i64> %v2007, splat (i64 1)
  %ins2009 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2010 = shufflevector <16 x i64> %ins2009, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2011 = icmp sge <16 x i64> %v2008, zeroinitializer
  %v2012 = icmp slt <16 x i64> %v2008, %splat2010
  %v2013 = and <16 x i1> %v2011, %v2012
  %ins2014 = insertelement <16 x i1> poison, i1 %v2004, i64 0
  %splat2015 = shufflevector <16 x i1> %ins2014, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2016 = and <16 x i1> %splat2015, %v2013
  %old2017 = load <16 x float>, ptr %acc1804
  %v2018 = fadd <16 x float> %old2017, %v1999
  %v2019 = select <16 x i1> %v2016, <16 x float> %v2018, <16 x float> %old2017
  store <16 x float> %v2019, ptr %acc1804
  %v2020 = add i64 %i19, %i1820
  %v2021 = sub i64 %v2020, 1
  %v2022 = icmp sge i64 %v2021, 0
  %v2023 = icmp slt i64 %v2021, %size.H
  %v2024 = and i1 %v2022, %v2023
  %ins2025 = insertelement <16 x i64> poison, i64 %v1797, i64 0
  %splat2026 = shufflevector <16 x i64> %ins2025, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2027 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2028 = add <16 x i64> %splat2026, %step2027
  %ins2029 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2030 = shufflevector <16 x i64> %ins2029, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2031 = add <16 x i64> %lane2028, %splat2030
  %v2032 = sub <16 x i64> %v2031, splat (i64 1)
  %ins2033 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2034 = shufflevector <16 x i64> %ins2033, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2035 = icmp sge <16 x i64> %v2032, zeroinitializer
  %v2036 = icmp slt <16 x i64> %v2032, %splat2034
  %v2037 = and <16 x i1> %v2035, %v2036
  %ins2038 = insertelement <16 x i1> poison, i1 %v2024, i64 0
  %splat2039 = shufflevector <16 x i1> %ins2038, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2040 = and <16 x i1> %splat2039, %v2037
  %v2041 = mul i64 %i7, %size.C
  %v2042 = add i64 %v2041, %i1814
  %v2043 = mul i64 %v2042, %size.H
  %v2044 = add i64 %i19, %i1820
  %v2045 = sub i64 %v2044, 1
  %v2046 = add i64 %v2043, %v2045
  %v2047 = mul i64 %v2046, %size.W
  %v2048 = add i64 %v1797, %i1826
  %v2049 = sub i64 %v2048, 1
  %v2050 = add i64 %v2047, %v2049
  %p2051 = getelementptr float, ptr %buf.x, i64 %v2050
  %ld2052 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2051, <16 x i1> %v2040, <16 x float> zeroinitializer)
  %v2053 = mul i64 %i1780, %size.C
  %v2054 = add i64 %v2053, %i1814
  %v2055 = mul i64 %v2054, %size.R
  %v2056 = add i64 %v2055, %i1820
  %v2057 = mul i64 %v2056, %size.S
  %v2058 = add i64 %v2057, %i1826
  %p2059 = getelementptr float, ptr %buf.w, i64 %v2058
  %ld2060 = load float, ptr %p2059, align 4
  %ins2061 = insertelement <16 x float> poison, float %ld2060, i64 0
  %splat2062 = shufflevector <16 x float> %ins2061, <16 x float> poison, <16 x i32> zeroinitializer
  %v2063 = fmul contract <16 x float> %ld2052, %splat2062
  %v2064 = add i64 %i19, %i1820
  %v2065 = sub i64 %v2064, 1
  %v2066 = icmp sge i64 %v2065, 0
  %v2067 = icmp slt i64 %v2065, %size.H
  %v2068 = and i1 %v2066, %v2067
  %ins2069 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2070 = shufflevector <16 x i64> %ins2069, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2071 = add <16 x i64> %lane2028, %splat2070
  %v2072 = sub <16 x i64> %v2071, splat (i64 1)
  %ins2073 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2074 = shufflevector <16 x i64> %ins2073, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2075 = icmp sge <16 x i64> %v2072, zeroinitializer
  %v2076 = icmp slt <16 x i64> %v2072, %splat2074
  %v2077 = and <16 x i1> %v2075, %v2076
  %ins2078 = insertelement <16 x i1> poison, i1 %v2068, i64 0
  %splat2079 = shufflevector <16 x i1> %ins2078, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2080 = and <16 x i1> %splat2079, %v2077
  %old2081 = load <16 x float>, ptr %acc1805
  %v2082 = fadd <16 x float> %old2081, %v2063
  %v2083 = select <16 x i1> %v2080, <16 x float> %v2082, <16 x float> %old2081
  store <16 x float> %v2083, ptr %acc1805
  %v2084 = add i64 %i19, %i1820
  %v2085 = sub i64 %v2084, 1
  %v2086 = icmp sge i64 %v2085, 0
  %v2087 = icmp slt i64 %v2085, %size.H
  %v2088 = and i1 %v2086, %v2087
  %ins2089 = insertelement <16 x i64> poison, i64 %v1798, i64 0
  %splat2090 = shufflevector <16 x i64> %ins2089, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2091 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2092 = add <16 x i64> %splat2090, %step2091
  %ins2093 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2094 = shufflevector <16 x i64> %ins2093, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2095 = add <16 x i64> %lane2092, %splat2094
  %v2096 = sub <16 x i64> %v2095, splat (i64 1)
  %ins2097 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2098 = shufflevector <16 x i64> %ins2097, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2099 = icmp sge <16 x i64> %v2096, zeroinitializer
  %v2100 = icmp slt <16 x i64> %v2096, %splat2098
  %v2101 = and <16 x i1> %v2099, %v2100
  %ins2102 = insertelement <16 x i1> poison, i1 %v2088, i64 0
  %splat2103 = shufflevector <16 x i1> %ins2102, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2104 = and <16 x i1> %splat2103, %v2101
  %v2105 = mul i64 %i7, %size.C
  %v2106 = add i64 %v2105, %i1814
  %v2107 = mul i64 %v2106, %size.H
  %v2108 = add i64 %i19, %i1820
  %v2109 = sub i64 %v2108, 1
  %v2110 = add i64 %v2107, %v2109
  %v2111 = mul i64 %v2110, %size.W
  %v2112 = add i64 %v1798, %i1826
  %v2113 = sub i64 %v2112, 1
  %v2114 = add i64 %v2111, %v2113
  %p2115 = getelementptr float, ptr %buf.x, i64 %v2114
  %ld2116 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2115, <16 x i1> %v2104, <16 x float> zeroinitializer)
  %v2117 = mul i64 %i1780, %size.C
  %v2118 = add i64 %v2117, %i1814
  %v2119 = mul i64 %v2118, %size.R
  %v2120 = add i64 %v2119, %i1820
  %v2121 = mul i64 %v2120, %size.S
  %v2122 = add i64 %v2121, %i1826
  %p2123 = getelementptr float, ptr %buf.w, i64 %v2122
  %ld2124 = load float, ptr %p2123, align 4
  %ins2125 = insertelement <16 x float> poison, float %ld2124, i64 0
  %splat2126 = shufflevector <16 x float> %ins2125, <16 x float> poison, <16 x i32> zeroinitializer
  %v2127 = fmul contract <16 x float> %ld2116, %splat2126
  %v2128 = add i64 %i19, %i1820
  %v2129 = sub i64 %v2128, 1
  %v2130 = icmp sge i64 %v2129, 0
  %v2131 = icmp slt i64 %v2129, %size.H
  %v2132 = and i1 %v2130, %v2131
  %ins2133 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2134 = shufflevector <16 x i64> %ins2133, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2135 = add <16 x i64> %lane2092, %splat2134
  %v2136 = sub <16 x i64> %v2135, splat (i64 1)
  %ins2137 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2138 = shufflevector <16 x i64> %ins2137, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2139 = icmp sge <16 x i64> %v2136, zeroinitializer
  %v2140 = icmp slt <16 x i64> %v2136, %splat2138
  %v2141 = and <16 x i1> %v2139, %v2140
  %ins2142 = insertelement <16 x i1> poison, i1 %v2132, i64 0
  %splat2143 = shufflevector <16 x i1> %ins2142, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2144 = and <16 x i1> %splat2143, %v2141
  %old2145 = load <16 x float>, ptr %acc1806
  %v2146 = fadd <16 x float> %old2145, %v2127
  %v2147 = select <16 x i1> %v2144, <16 x float> %v2146, <16 x float> %old2145
  store <16 x float> %v2147, ptr %acc1806
  %v2148 = add i64 %i19, %i1820
  %v2149 = sub i64 %v2148, 1
  %v2150 = icmp sge i64 %v2149, 0
  %v2151 = icmp slt i64 %v2149, %size.H
  %v2152 = and i1 %v2150, %v2151
  %ins2153 = insertelement <16 x i64> poison, i64 %v1799, i64 0
  %splat2154 = shufflevector <16 x i64> %ins2153, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2155 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2156 = add <16 x i64> %splat2154, %step2155
  %ins2157 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2158 = shufflevector <16 x i64> %ins2157, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2159 = add <16 x i64> %lane2156, %splat2158
  %v2160 = sub <16 x i64> %v2159, splat (i64 1)
  %ins2161 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2162 = shufflevector <16 x i64> %ins2161, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2163 = icmp sge <16 x i64> %v2160, zeroinitializer
  %v2164 = icmp slt <16 x i64> %v2160, %splat2162
  %v2165 = and <16 x i1> %v2163, %v2164
  %ins2166 = insertelement <16 x i1> poison, i1 %v2152, i64 0
  %splat2167 = shufflevector <16 x i1> %ins2166, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2168 = and <16 x i1> %splat2167, %v2165
  %v2169 = mul i64 %i7, %size.C
  %v2170 = add i64 %v2169, %i1814
  %v2171 = mul i64 %v2170, %size.H
  %v2172 = add i64 %i19, %i1820
  %v2173 = sub i64 %v2172, 1
  %v2174 = add i64 %v2171, %v2173
  %v2175 = mul i64 %v2174, %size.W
  %v2176 = add i64 %v1799, %i1826
  %v2177 = sub i64 %v2176, 1
  %v2178 = add i64 %v2175, %v2177
  %p2179 = getelementptr float, ptr %buf.x, i64 %v2178
  %ld2180 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2179, <16 x i1> %v2168, <16 x float> zeroinitializer)
  %v2181 = mul i64 %i1780, %size.C
  %v2182 = add i64 %v2181, %i1814
  %v2183 = mul i64 %v2182, %size.R
  %v2184 = add i64 %v2183, %i1820
  %v2185 = mul i64 %v2184, %size.S
  %v2186 = add i64 %v2185, %i1826
  %p2187 = getelementptr float, ptr %buf.w, i64 %v2186
  %ld2188 = load float, ptr %p2187, align 4
  %ins2189 = insertelement <16 x float> poison, float %ld2188, i64 0
  %splat2190 = shufflevector <16 x float> %ins2189, <16 x float> poison, <16 x i32> zeroinitializer
  %v2191 = fmul contract <16 x float> %ld2180, %splat2190
  %v2192 = add i64 %i19, %i1820
  %v2193 = sub i64 %v2192, 1
  %v2194 = icmp sge i64 %v2193, 0
  %v2195 = icmp slt i64 %v2193, %size.H
  %v2196 = and i1 %v2194, %v2195
  %ins2197 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2198 = shufflevector <16 x i64> %ins2197, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2199 = add <16 x i64> %lane2156, %splat2198
  %v2200 = sub <16 x i64> %v2199, splat (i64 1)
  %ins2201 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2202 = shufflevector <16 x i64> %ins2201, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2203 = icmp sge <16 x i64> %v2200, zeroinitializer
  %v2204 = icmp slt <16 x i64> %v2200, %splat2202
  %v2205 = and <16 x i1> %v2203, %v2204
  %ins2206 = insertelement <16 x i1> poison, i1 %v2196, i64 0
  %splat2207 = shufflevector <16 x i1> %ins2206, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2208 = and <16 x i1> %splat2207, %v2205
  %old2209 = load <16 x float>, ptr %acc1807
  %v2210 = fadd <16 x float> %old2209, %v2191
  %v2211 = select <16 x i1> %v2208, <16 x float> %v2210, <16 x float> %old2209
  store <16 x float> %v2211, ptr %acc1807
  %v2212 = add i64 %i19, %i1820
  %v2213 = sub i64 %v2212, 1
  %v2214 = icmp sge i64 %v2213, 0
  %v2215 = icmp slt i64 %v2213, %size.H
  %v2216 = and i1 %v2214, %v2215
  %ins2217 = insertelement <16 x i64> poison, i64 %v1800, i64 0
  %splat2218 = shufflevector <16 x i64> %ins2217, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2219 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2220 = add <16 x i64> %splat2218, %step2219
  %ins2221 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2222 = shufflevector <16 x i64> %ins2221, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2223 = add <16 x i64> %lane2220, %splat2222
  %v2224 = sub <16 x i64> %v2223, splat (i64 1)
  %ins2225 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2226 = shufflevector <16 x i64> %ins2225, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2227 = icmp sge <16 x i64> %v2224, zeroinitializer
  %v2228 = icmp slt <16 x i64> %v2224, %splat2226
  %v2229 = and <16 x i1> %v2227, %v2228
  %ins2230 = insertelement <16 x i1> poison, i1 %v2216, i64 0
  %splat2231 = shufflevector <16 x i1> %ins2230, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2232 = and <16 x i1> %splat2231, %v2229
  %v2233 = mul i64 %i7, %size.C
  %v2234 = add i64 %v2233, %i1814
  %v2235 = mul i64 %v2234, %size.H
  %v2236 = add i64 %i19, %i1820
  %v2237 = sub i64 %v2236, 1
  %v2238 = add i64 %v2235, %v2237
  %v2239 = mul i64 %v2238, %size.W
  %v2240 = add i64 %v1800, %i1826
  %v2241 = sub i64 %v2240, 1
  %v2242 = add i64 %v2239, %v2241
  %p2243 = getelementptr float, ptr %buf.x, i64 %v2242
  %ld2244 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2243, <16 x i1> %v2232, <16 x float> zeroinitializer)
  %v2245 = mul i64 %i1780, %size.C
  %v2246 = add i64 %v2245, %i1814
  %v2247 = mul i64 %v2246, %size.R
  %v2248 = add i64 %v2247, %i1820
  %v2249 = mul i64 %v2248, %size.S
  %v2250 = add i64 %v2249, %i1826
  %p2251 = getelementptr float, ptr %buf.w, i64 %v2250
  %ld2252 = load float, ptr %p2251, align 4
  %ins2253 = insertelement <16 x float> poison, float %ld2252, i64 0
  %splat2254 = shufflevector <16 x float> %ins2253, <16 x float> poison, <16 x i32> zeroinitializer
  %v2255 = fmul contract <16 x float> %ld2244, %splat2254
  %v2256 = add i64 %i19, %i1820
  %v2257 = sub i64 %v2256, 1
  %v2258 = icmp sge i64 %v2257, 0
  %v2259 = icmp slt i64 %v2257, %size.H
  %v2260 = and i1 %v2258, %v2259
  %ins2261 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2262 = shufflevector <16 x i64> %ins2261, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2263 = add <16 x i64> %lane2220, %splat2262
  %v2264 = sub <16 x i64> %v2263, splat (i64 1)
  %ins2265 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2266 = shufflevector <16 x i64> %ins2265, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2267 = icmp sge <16 x i64> %v2264, zeroinitializer
  %v2268 = icmp slt <16 x i64> %v2264, %splat2266
  %v2269 = and <16 x i1> %v2267, %v2268
  %ins2270 = insertelement <16 x i1> poison, i1 %v2260, i64 0
  %splat2271 = shufflevector <16 x i1> %ins2270, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2272 = and <16 x i1> %splat2271, %v2269
  %old2273 = load <16 x float>, ptr %acc1808
  %v2274 = fadd <16 x float> %old2273, %v2255
  %v2275 = select <16 x i1> %v2272, <16 x float> %v2274, <16 x float> %old2273
  store <16 x float> %v2275, ptr %acc1808
  %v2276 = add i64 %i19, %i1820
  %v2277 = sub i64 %v2276, 1
  %v2278 = icmp sge i64 %v2277, 0
  %v2279 = icmp slt i64 %v2277, %size.H
  %v2280 = and i1 %v2278, %v2279
  %ins2281 = insertelement <16 x i64> poison, i64 %v1801, i64 0
  %splat2282 = shufflevector <16 x i64> %ins2281, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2283 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2284 = add <16 x i64> %splat2282, %step2283
  %ins2285 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2286 = shufflevector <16 x i64> %ins2285, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2287 = add <16 x i64> %lane2284, %splat2286
  %v2288 = sub <16 x i64> %v2287, splat (i64 1)
  %ins2289 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2290 = shufflevector <16 x i64> %ins2289, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2291 = icmp sge <16 x i64> %v2288, zeroinitializer
  %v2292 = icmp slt <16 x i64> %v2288, %splat2290
  %v2293 = and <16 x i1> %v2291, %v2292
  %ins2294 = insertelement <16 x i1> poison, i1 %v2280, i64 0
  %splat2295 = shufflevector <16 x i1> %ins2294, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2296 = and <16 x i1> %splat2295, %v2293
  %v2297 = mul i64 %i7, %size.C
  %v2298 = add i64 %v2297, %i1814
  %v2299 = mul i64 %v2298, %size.H
  %v2300 = add i64 %i19, %i1820
  %v2301 = sub i64 %v2300, 1
  %v2302 = add i64 %v2299, %v2301
  %v2303 = mul i64 %v2302, %size.W
  %v2304 = add i64 %v1801, %i1826
  %v2305 = sub i64 %v2304, 1
  %v2306 = add i64 %v2303, %v2305
  %p2307 = getelementptr float, ptr %buf.x, i64 %v2306
  %ld2308 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2307, <16 x i1> %v2296, <16 x float> zeroinitializer)
  %v2309 = mul i64 %i1780, %size.C
  %v2310 = add i64 %v2309, %i1814
  %v2311 = mul i64 %v2310, %size.R
  %v2312 = add i64 %v2311, %i1820
  %v2313 = mul i64 %v2312, %size.S
  %v2314 = add i64 %v2313, %i1826
  %p2315 = getelementptr float, ptr %buf.w, i64 %v2314
  %ld2316 = load float, ptr %p2315, align 4
  %ins2317 = insertelement <16 x float> poison, float %ld2316, i64 0
  %splat2318 = shufflevector <16 x float> %ins2317, <16 x float> poison, <16 x i32> zeroinitializer
  %v2319 = fmul contract <16 x float> %ld2308, %splat2318
  %v2320 = add i64 %i19, %i1820
  %v2321 = sub i64 %v2320, 1
  %v2322 = icmp sge i64 %v2321, 0
  %v2323 = icmp slt i64 %v2321, %size.H
  %v2324 = and i1 %v2322, %v2323
  %ins2325 = insertelement <16 x i64> poison, i64 %i1826, i64 0
  %splat2326 = shufflevector <16 x i64> %ins2325, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2327 = add <16 x i64> %lane2284, %splat2326
  %v2328 = sub <16 x i64> %v2327, splat (i64 1)
  %ins2329 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2330 = shufflevector <16 x i64> %ins2329, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2331 = icmp sge <16 x i64> %v2328, zeroinitializer
  %v2332 = icmp slt <16 x i64> %v2328, %splat2330
  %v2333 = and <16 x i1> %v2331, %v2332
  %ins2334 = insertelement <16 x i1> poison, i1 %v2324, i64 0
  %splat2335 = shufflevector <16 x i1> %ins2334, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2336 = and <16 x i1> %splat2335, %v2333
  %old2337 = load <16 x float>, ptr %acc1809
  %v2338 = fadd <16 x float> %old2337, %v2319
  %v2339 = select <16 x i1> %v2336, <16 x float> %v2338, <16 x float> %old2337
  store <16 x float> %v2339, ptr %acc1809
  %v2340 = add nsw i64 %i1826, 1
  store i64 %v2340, ptr %s.addr.1822
  br label %cond1823
exit1825:
  %v2341 = add nsw i64 %i1820, 1
  store i64 %v2341, ptr %r.addr.1816
  br label %cond1817
exit1819:
  %v2342 = add nsw i64 %i1814, 1
  store i64 %v2342, ptr %c.addr.1810
  br label %cond1811
exit1813:
  %red2343 = load <16 x float>, ptr %acc1802
  %red2344 = load <16 x float>, ptr %acc1803
  %red2345 = load <16 x float>, ptr %acc1804
  %red2346 = load <16 x float>, ptr %acc1805
  %red2347 = load <16 x float>, ptr %acc1806
  %red2348 = load <16 x float>, ptr %acc1807
  %red2349 = load <16 x float>, ptr %acc1808
  %red2350 = load <16 x float>, ptr %acc1809
  %p2351 = getelementptr float, ptr %buf.b, i64 %i1780
  %ld2352 = load float, ptr %p2351, align 4
  %ins2353 = insertelement <16 x float> poison, float %ld2352, i64 0
  %splat2354 = shufflevector <16 x float> %ins2353, <16 x float> poison, <16 x i32> zeroinitializer
  %v2355 = fadd contract <16 x float> %splat2354, %red2343
  %v2356 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2355, <16 x float> splat (float 0x0000000000000000))
  %v2357 = mul i64 %i7, %size.K
  %v2358 = add i64 %v2357, %i1780
  %v2359 = add i64 %size.H, 1
  %v2360 = add i64 %v2359, 1
  %v2361 = sub i64 %size.R, 1
  %v2362 = sub i64 %v2360, %v2361
  %v2363 = sub i64 %v2362, 1
  %v2364 = add i64 %v2363, 1
  %v2365 = mul i64 %v2358, %v2364
  %v2366 = add i64 %v2365, %i19
  %v2367 = add i64 %size.W, 1
  %v2368 = add i64 %v2367, 1
  %v2369 = sub i64 %size.S, 1
  %v2370 = sub i64 %v2368, %v2369
  %v2371 = sub i64 %v2370, 1
  %v2372 = add i64 %v2371, 1
  %v2373 = mul i64 %v2366, %v2372
  %v2374 = add i64 %v2373, %i1793
  %p2375 = getelementptr float, ptr %buf.y, i64 %v2374
  store <16 x float> %v2356, ptr %p2375, align 4
  %p2376 = getelementptr float, ptr %buf.b, i64 %i1780
  %ld2377 = load float, ptr %p2376, align 4
  %ins2378 = insertelement <16 x float> poison, float %ld2377, i64 0
  %splat2379 = shufflevector <16 x float> %ins2378, <16 x float> poison, <16 x i32> zeroinitializer
  %v2380 = fadd contract <16 x float> %splat2379, %red2344
  %v2381 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2380, <16 x float> splat (float 0x0000000000000000))
  %v2382 = mul i64 %i7, %size.K
  %v2383 = add i64 %v2382, %i1780
  %v2384 = add i64 %size.H, 1
  %v2385 = add i64 %v2384, 1
  %v2386 = sub i64 %size.R, 1
  %v2387 = sub i64 %v2385, %v2386
  %v2388 = sub i64 %v2387, 1
  %v2389 = add i64 %v2388, 1
  %v2390 = mul i64 %v2383, %v2389
  %v2391 = add i64 %v2390, %i19
  %v2392 = add i64 %size.W, 1
  %v2393 = add i64 %v2392, 1
  %v2394 = sub i64 %size.S, 1
  %v2395 = sub i64 %v2393, %v2394
  %v2396 = sub i64 %v2395, 1
  %v2397 = add i64 %v2396, 1
  %v2398 = mul i64 %v2391, %v2397
  %v2399 = add i64 %v2398, %v1795
  %p2400 = getelementptr float, ptr %buf.y, i64 %v2399
  store <16 x float> %v2381, ptr %p2400, align 4
  %p2401 = getelementptr float, ptr %buf.b, i64 %i1780
  %ld2402 = load float, ptr %p2401, align 4
  %ins2403 = insertelement <16 x float> poison, float %ld2402, i64 0
  %splat2404 = shufflevector <16 x float> %ins2403, <16 x float> poison, <16 x i32> zeroinitializer
  %v2405 = fadd contract <16 x float> %splat2404, %red2345
  %v2406 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2405, <16 x float> splat (float 0x0000000000000000))
  %v2407 = mul i64 %i7, %size.K
  %v2408 = add i64 %v2407, %i1780
  %v2409 = add i64 %size.H, 1
  %v2410 = add i64 %v2409, 1
  %v2411 = sub i64 %size.R, 1
  %v2412 = sub i64 %v2410, %v2411
  %v2413 = sub i64 %v2412, 1
  %v2414 = add i64 %v2413, 1
  %v2415 = mul i64 %v2408, %v2414
  %v2416 = add i64 %v2415, %i19
  %v2417 = add i64 %size.W, 1
  %v2418 = add i64 %v2417, 1
  %v2419 = sub i64 %size.S, 1
  %v2420 = sub i64 %v2418, %v2419
  %v2421 = sub i64 %v2420, 1
  %v2422 = add i64 %v2421, 1
  %v2423 = mul i64 %v2416, %v2422
  %v2424 = add i64 %v2423, %v1796
  %p2425 = getelementptr float, ptr %buf.y, i64 %v2424
  store <16 x float> %v2406, ptr %p2425, align 4
  %p2426 = getelementptr float, ptr %buf.b, i64 %i1780
  %ld2427 = load float, ptr %p2426, align 4
  %ins2428 = insertelement <16 x float> poison, float %ld2427, i64 0
  %splat2429 = shufflevector <16 x float> %ins2428, <16 x float> poison, <16 x i32> zeroinitializer
  %v2430 = fadd contract <16 x float> %splat2429, %red2346
  %v2431 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2430, <16 x float> splat (float 0x0000000000000000))
  %v2432 = mul i64 %i7, %size.K
  %v2433 = add i64 %v2432, %i1780
  %v2434 = add i64 %size.H, 1
  %v2435 = add i64 %v2434, 1
  %v2436 = sub i64 %size.R, 1
  %v2437 = sub i64 %v2435, %v2436
  %v2438 = sub i64 %v2437, 1
  %v2439 = add i64 %v2438, 1
  %v2440 = mul i64 %v2433, %v2439
  %v2441 = add i64 %v2440, %i19
  %v2442 = add i64 %size.W, 1
  %v2443 = add i64 %v2442, 1
  %v2444 = sub i64 %size.S, 1
  %v2445 = sub i64 %v2443, %v2444
  %v2446 = sub i64 %v2445, 1
  %v2447 = add i64 %v2446, 1
  %v2448 = mul i64 %v2441, %v2447
  %v2449 = add i64 %v2448, %v1797
  %p2450 = getelementptr float, ptr %buf.y, i64 %v2449
  store <16 x float> %v2431, ptr %p2450, align 4
  %p2451 = getelementptr float, ptr %buf.b, i64 %i1780
  %ld2452 = load float, ptr %p2451, align 4
  %ins2453 = insertelement <16 x float> poison, float %ld2452, i64 0
  %splat2454 = shufflevector <16 x float> %ins2453, <16 x float> poison, <16 x i32> zeroinitializer
  %v2455 = fadd contract <16 x float> %splat2454, %red2347
  %v2456 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2455, <16 x float> splat (float 0x0000000000000000))
  %v2457 = mul i64 %i7, %size.K
  %v2458 = add i64 %v2457, %i1780
  %v2459 = add i64 %size.H, 1
  %v2460 = add i64 %v2459, 1
  %v2461 = sub i64 %size.R, 1
  %v2462 = sub i64 %v2460, %v2461
  %v2463 = sub i64 %v2462, 1
  %v2464 = add i64 %v2463, 1
  %v2465 = mul i64 %v2458, %v2464
  %v2466 = add i64 %v2465, %i19
  %v2467 = add i64 %size.W, 1
  %v2468 = add i64 %v2467, 1
  %v2469 = sub i64 %size.S, 1
  %v2470 = sub i64 %v2468, %v2469
  %v2471 = sub i64 %v2470, 1
  %v2472 = add i64 %v2471, 1
  %v2473 = mul i64 %v2466, %v2472
  %v2474 = add i64 %v2473, %v1798
  %p2475 = getelementptr float, ptr %buf.y, i64 %v2474
  store <16 x float> %v2456, ptr %p2475, align 4
  %p2476 = getelementptr float, ptr %buf.b, i64 %i1780
  %ld2477 = load float, ptr %p2476, align 4
  %ins2478 = insertelement <16 x float> poison, float %ld2477, i64 0
  %splat2479 = shufflevector <16 x float> %ins2478, <16 x float> poison, <16 x i32> zeroinitializer
  %v2480 = fadd contract <16 x float> %splat2479, %red2348
  %v2481 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2480, <16 x float> splat (float 0x0000000000000000))
  %v2482 = mul i64 %i7, %size.K
  %v2483 = add i64 %v2482, %i1780
  %v2484 = add i64 %size.H, 1
  %v2485 = add i64 %v2484, 1
  %v2486 = sub i64 %size.R, 1
  %v2487 = sub i64 %v2485, %v2486
  %v2488 = sub i64 %v2487, 1
  %v2489 = add i64 %v2488, 1
  %v2490 = mul i64 %v2483, %v2489
  %v2491 = add i64 %v2490, %i19
  %v2492 = add i64 %size.W, 1
  %v2493 = add i64 %v2492, 1
  %v2494 = sub i64 %size.S, 1
  %v2495 = sub i64 %v2493, %v2494
  %v2496 = sub i64 %v2495, 1
  %v2497 = add i64 %v2496, 1
  %v2498 = mul i64 %v2491, %v2497
  %v2499 = add i64 %v2498, %v1799
  %p2500 = getelementptr float, ptr %buf.y, i64 %v2499
  store <16 x float> %v2481, ptr %p2500, align 4
  %p2501 = getelementptr float, ptr %buf.b, i64 %i1780
  %ld2502 = load float, ptr %p2501, align 4
  %ins2503 = insertelement <16 x float> poison, float %ld2502, i64 0
  %splat2504 = shufflevector <16 x float> %ins2503, <16 x float> poison, <16 x i32> zeroinitializer
  %v2505 = fadd contract <16 x float> %splat2504, %red2349
  %v2506 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2505, <16 x float> splat (float 0x0000000000000000))
  %v2507 = mul i64 %i7, %size.K
  %v2508 = add i64 %v2507, %i1780
  %v2509 = add i64 %size.H, 1
  %v2510 = add i64 %v2509, 1
  %v2511 = sub i64 %size.R, 1
  %v2512 = sub i64 %v2510, %v2511
  %v2513 = sub i64 %v2512, 1
  %v2514 = add i64 %v2513, 1
  %v2515 = mul i64 %v2508, %v2514
  %v2516 = add i64 %v2515, %i19
  %v2517 = add i64 %size.W, 1
  %v2518 = add i64 %v2517, 1
  %v2519 = sub i64 %size.S, 1
  %v2520 = sub i64 %v2518, %v2519
  %v2521 = sub i64 %v2520, 1
  %v2522 = add i64 %v2521, 1
  %v2523 = mul i64 %v2516, %v2522
  %v2524 = add i64 %v2523, %v1800
  %p2525 = getelementptr float, ptr %buf.y, i64 %v2524
  store <16 x float> %v2506, ptr %p2525, align 4
  %p2526 = getelementptr float, ptr %buf.b, i64 %i1780
  %ld2527 = load float, ptr %p2526, align 4
  %ins2528 = insertelement <16 x float> poison, float %ld2527, i64 0
  %splat2529 = shufflevector <16 x float> %ins2528, <16 x float> poison, <16 x i32> zeroinitializer
  %v2530 = fadd contract <16 x float> %splat2529, %red2350
  %v2531 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2530, <16 x float> splat (float 0x0000000000000000))
  %v2532 = mul i64 %i7, %size.K
  %v2533 = add i64 %v2532, %i1780
  %v2534 = add i64 %size.H, 1
  %v2535 = add i64 %v2534, 1
  %v2536 = sub i64 %size.R, 1
  %v2537 = sub i64 %v2535, %v2536
  %v2538 = sub i64 %v2537, 1
  %v2539 = add i64 %v2538, 1
  %v2540 = mul i64 %v2533, %v2539
  %v2541 = add i64 %v2540, %i19
  %v2542 = add i64 %size.W, 1
  %v2543 = add i64 %v2542, 1
  %v2544 = sub i64 %size.S, 1
  %v2545 = sub i64 %v2543, %v2544
  %v2546 = sub i64 %v2545, 1
  %v2547 = add i64 %v2546, 1
  %v2548 = mul i64 %v2541, %v2547
  %v2549 = add i64 %v2548, %v1801
  %p2550 = getelementptr float, ptr %buf.y, i64 %v2549
  store <16 x float> %v2531, ptr %p2550, align 4
  %v2551 = add nsw i64 %i1793, 128
  store i64 %v2551, ptr %q.addr.1788
  br label %cond1790
exit1792:
  %v2552 = load i64, ptr %q.addr.1788
  %v2553 = add i64 %size.W, 1
  %v2554 = add i64 %v2553, 1
  %v2555 = sub i64 %size.S, 1
  %v2556 = sub i64 %v2554, %v2555
  %v2557 = sub i64 %v2556, 1
  %v2558 = add i64 %v2557, 1
  store i64 %v2552, ptr %q.addr.2559
  %v2560 = sub i64 %v2558, 16
  br label %cond2561
cond2561:
  %i2564 = load i64, ptr %q.addr.2559
  %v2565 = icmp sle i64 %i2564, %v2560
  br i1 %v2565, label %body2562, label %exit2563
body2562:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2566
  store i64 0, ptr %c.addr.2567
  br label %cond2568
cond2568:
  %i2571 = load i64, ptr %c.addr.2567
  %v2572 = icmp slt i64 %i2571, %size.C
  br i1 %v2572, label %body2569, label %exit2570
body2569:
  store i64 0, ptr %r.addr.2573
  br label %cond2574
cond2574:
  %i2577 = load i64, ptr %r.addr.2573
  %v2578 = icmp slt i64 %i2577, %size.R
  br i1 %v2578, label %body2575, label %exit2576
body2575:
  store i64 0, ptr %s.addr.2579
  br label %cond2580
cond2580:
  %i2583 = load i64, ptr %s.addr.2579
  %v2584 = icmp slt i64 %i2583, %size.S
  br i1 %v2584, label %body2581, label %exit2582
body2581:
  %v2585 = add i64 %i19, %i2577
  %v2586 = sub i64 %v2585, 1
  %v2587 = icmp sge i64 %v2586, 0
  %v2588 = icmp slt i64 %v2586, %size.H
  %v2589 = and i1 %v2587, %v2588
  %ins2590 = insertelement <16 x i64> poison, i64 %i2564, i64 0
  %splat2591 = shufflevector <16 x i64> %ins2590, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2592 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2593 = add <16 x i64> %splat2591, %step2592
  %ins2594 = insertelement <16 x i64> poison, i64 %i2583, i64 0
  %splat2595 = shufflevector <16 x i64> %ins2594, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2596 = add <16 x i64> %lane2593, %splat2595
  %v2597 = sub <16 x i64> %v2596, splat (i64 1)
  %ins2598 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2599 = shufflevector <16 x i64> %ins2598, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2600 = icmp sge <16 x i64> %v2597, zeroinitializer
  %v2601 = icmp slt <16 x i64> %v2597, %splat2599
  %v2602 = and <16 x i1> %v2600, %v2601
  %ins2603 = insertelement <16 x i1> poison, i1 %v2589, i64 0
  %splat2604 = shufflevector <16 x i1> %ins2603, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2605 = and <16 x i1> %splat2604, %v2602
  %v2606 = mul i64 %i7, %size.C
  %v2607 = add i64 %v2606, %i2571
  %v2608 = mul i64 %v2607, %size.H
  %v2609 = add i64 %i19, %i2577
  %v2610 = sub i64 %v2609, 1
  %v2611 = add i64 %v2608, %v2610
  %v2612 = mul i64 %v2611, %size.W
  %v2613 = add i64 %i2564, %i2583
  %v2614 = sub i64 %v2613, 1
  %v2615 = add i64 %v2612, %v2614
  %p2616 = getelementptr float, ptr %buf.x, i64 %v2615
  %ld2617 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2616, <16 x i1> %v2605, <16 x float> zeroinitializer)
  %v2618 = mul i64 %i1780, %size.C
  %v2619 = add i64 %v2618, %i2571
  %v2620 = mul i64 %v2619, %size.R
  %v2621 = add i64 %v2620, %i2577
  %v2622 = mul i64 %v2621, %size.S
  %v2623 = add i64 %v2622, %i2583
  %p2624 = getelementptr float, ptr %buf.w, i64 %v2623
  %ld2625 = load float, ptr %p2624, align 4
  %ins2626 = insertelement <16 x float> poison, float %ld2625, i64 0
  %splat2627 = shufflevector <16 x float> %ins2626, <16 x float> poison, <16 x i32> zeroinitializer
  %v2628 = fmul contract <16 x float> %ld2617, %splat2627
  %v2629 = add i64 %i19, %i2577
  %v2630 = sub i64 %v2629, 1
  %v2631 = icmp sge i64 %v2630, 0
  %v2632 = icmp slt i64 %v2630, %size.H
  %v2633 = and i1 %v2631, %v2632
  %ins2634 = insertelement <16 x i64> poison, i64 %i2583, i64 0
  %splat2635 = shufflevector <16 x i64> %ins2634, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2636 = add <16 x i64> %lane2593, %splat2635
  %v2637 = sub <16 x i64> %v2636, splat (i64 1)
  %ins2638 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2639 = shufflevector <16 x i64> %ins2638, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2640 = icmp sge <16 x i64> %v2637, zeroinitializer
  %v2641 = icmp slt <16 x i64> %v2637, %splat2639
  %v2642 = and <16 x i1> %v2640, %v2641
  %ins2643 = insertelement <16 x i1> poison, i1 %v2633, i64 0
  %splat2644 = shufflevector <16 x i1> %ins2643, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2645 = and <16 x i1> %splat2644, %v2642
  %old2646 = load <16 x float>, ptr %acc2566
  %v2647 = fadd <16 x float> %old2646, %v2628
  %v2648 = select <16 x i1> %v2645, <16 x float> %v2647, <16 x float> %old2646
  store <16 x float> %v2648, ptr %acc2566
  %v2649 = add nsw i64 %i2583, 1
  store i64 %v2649, ptr %s.addr.2579
  br label %cond2580
exit2582:
  %v2650 = add nsw i64 %i2577, 1
  store i64 %v2650, ptr %r.addr.2573
  br label %cond2574
exit2576:
  %v2651 = add nsw i64 %i2571, 1
  store i64 %v2651, ptr %c.addr.2567
  br label %cond2568
exit2570:
  %red2652 = load <16 x float>, ptr %acc2566
  %p2653 = getelementptr float, ptr %buf.b, i64 %i1780
  %ld2654 = load float, ptr %p2653, align 4
  %ins2655 = insertelement <16 x float> poison, float %ld2654, i64 0
  %splat2656 = shufflevector <16 x float> %ins2655, <16 x float> poison, <16 x i32> zeroinitializer
  %v2657 = fadd contract <16 x float> %splat2656, %red2652
  %v2658 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2657, <16 x float> splat (float 0x0000000000000000))
  %v2659 = mul i64 %i7, %size.K
  %v2660 = add i64 %v2659, %i1780
  %v2661 = add i64 %size.H, 1
  %v2662 = add i64 %v2661, 1
  %v2663 = sub i64 %size.R, 1
  %v2664 = sub i64 %v2662, %v2663
  %v2665 = sub i64 %v2664, 1
  %v2666 = add i64 %v2665, 1
  %v2667 = mul i64 %v2660, %v2666
  %v2668 = add i64 %v2667, %i19
  %v2669 = add i64 %size.W, 1
  %v2670 = add i64 %v2669, 1
  %v2671 = sub i64 %size.S, 1
  %v2672 = sub i64 %v2670, %v2671
  %v2673 = sub i64 %v2672, 1
  %v2674 = add i64 %v2673, 1
  %v2675 = mul i64 %v2668, %v2674
  %v2676 = add i64 %v2675, %i2564
  %p2677 = getelementptr float, ptr %buf.y, i64 %v2676
  store <16 x float> %v2658, ptr %p2677, align 4
  %v2678 = add nsw i64 %i2564, 16
  store i64 %v2678, ptr %q.addr.2559
  br label %cond2561
exit2563:
  %i2679 = load i64, ptr %q.addr.2559
  %v2680 = icmp slt i64 %i2679, %v2558
  br i1 %v2680, label %tail2681, label %done2682
tail2681:
  %mask2683 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2679, i64 %v2558)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2684
  store i64 0, ptr %c.addr.2685
  br label %cond2686
cond2686:
  %i2689 = load i64, ptr %c.addr.2685
  %v2690 = icmp slt i64 %i2689, %size.C
  br i1 %v2690, label %body2687, label %exit2688
body2687:
  store i64 0, ptr %r.addr.2691
  br label %cond2692
cond2692:
  %i2695 = load i64, ptr %r.addr.2691
  %v2696 = icmp slt i64 %i2695, %size.R
  br i1 %v2696, label %body2693, label %exit2694
body2693:
  store i64 0, ptr %s.addr.2697
  br label %cond2698
cond2698:
  %i2701 = load i64, ptr %s.addr.2697
  %v2702 = icmp slt i64 %i2701, %size.S
  br i1 %v2702, label %body2699, label %exit2700
body2699:
  %v2703 = add i64 %i19, %i2695
  %v2704 = sub i64 %v2703, 1
  %v2705 = icmp sge i64 %v2704, 0
  %v2706 = icmp slt i64 %v2704, %size.H
  %v2707 = and i1 %v2705, %v2706
  %ins2708 = insertelement <16 x i64> poison, i64 %i2679, i64 0
  %splat2709 = shufflevector <16 x i64> %ins2708, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2710 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2711 = add <16 x i64> %splat2709, %step2710
  %ins2712 = insertelement <16 x i64> poison, i64 %i2701, i64 0
  %splat2713 = shufflevector <16 x i64> %ins2712, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2714 = add <16 x i64> %lane2711, %splat2713
  %v2715 = sub <16 x i64> %v2714, splat (i64 1)
  %ins2716 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2717 = shufflevector <16 x i64> %ins2716, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2718 = icmp sge <16 x i64> %v2715, zeroinitializer
  %v2719 = icmp slt <16 x i64> %v2715, %splat2717
  %v2720 = and <16 x i1> %v2718, %v2719
  %ins2721 = insertelement <16 x i1> poison, i1 %v2707, i64 0
  %splat2722 = shufflevector <16 x i1> %ins2721, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2723 = and <16 x i1> %splat2722, %v2720
  %v2724 = and <16 x i1> %mask2683, %v2723
  %v2725 = mul i64 %i7, %size.C
  %v2726 = add i64 %v2725, %i2689
  %v2727 = mul i64 %v2726, %size.H
  %v2728 = add i64 %i19, %i2695
  %v2729 = sub i64 %v2728, 1
  %v2730 = add i64 %v2727, %v2729
  %v2731 = mul i64 %v2730, %size.W
  %v2732 = add i64 %i2679, %i2701
  %v2733 = sub i64 %v2732, 1
  %v2734 = add i64 %v2731, %v2733
  %p2735 = getelementptr float, ptr %buf.x, i64 %v2734
  %ld2736 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2735, <16 x i1> %v2724, <16 x float> zeroinitializer)
  %v2737 = mul i64 %i1780, %size.C
  %v2738 = add i64 %v2737, %i2689
  %v2739 = mul i64 %v2738, %size.R
  %v2740 = add i64 %v2739, %i2695
  %v2741 = mul i64 %v2740, %size.S
  %v2742 = add i64 %v2741, %i2701
  %p2743 = getelementptr float, ptr %buf.w, i64 %v2742
  %ld2744 = load float, ptr %p2743, align 4
  %ins2745 = insertelement <16 x float> poison, float %ld2744, i64 0
  %splat2746 = shufflevector <16 x float> %ins2745, <16 x float> poison, <16 x i32> zeroinitializer
  %v2747 = fmul contract <16 x float> %ld2736, %splat2746
  %v2748 = add i64 %i19, %i2695
  %v2749 = sub i64 %v2748, 1
  %v2750 = icmp sge i64 %v2749, 0
  %v2751 = icmp slt i64 %v2749, %size.H
  %v2752 = and i1 %v2750, %v2751
  %ins2753 = insertelement <16 x i64> poison, i64 %i2701, i64 0
  %splat2754 = shufflevector <16 x i64> %ins2753, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2755 = add <16 x i64> %lane2711, %splat2754
  %v2756 = sub <16 x i64> %v2755, splat (i64 1)
  %ins2757 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2758 = shufflevector <16 x i64> %ins2757, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2759 = icmp sge <16 x i64> %v2756, zeroinitializer
  %v2760 = icmp slt <16 x i64> %v2756, %splat2758
  %v2761 = and <16 x i1> %v2759, %v2760
  %ins2762 = insertelement <16 x i1> poison, i1 %v2752, i64 0
  %splat2763 = shufflevector <16 x i1> %ins2762, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2764 = and <16 x i1> %splat2763, %v2761
  %v2765 = and <16 x i1> %mask2683, %v2764
  %old2766 = load <16 x float>, ptr %acc2684
  %v2767 = fadd <16 x float> %old2766, %v2747
  %v2768 = select <16 x i1> %v2765, <16 x float> %v2767, <16 x float> %old2766
  store <16 x float> %v2768, ptr %acc2684
  %v2769 = add nsw i64 %i2701, 1
  store i64 %v2769, ptr %s.addr.2697
  br label %cond2698
exit2700:
  %v2770 = add nsw i64 %i2695, 1
  store i64 %v2770, ptr %r.addr.2691
  br label %cond2692
exit2694:
  %v2771 = add nsw i64 %i2689, 1
  store i64 %v2771, ptr %c.addr.2685
  br label %cond2686
exit2688:
  %red2772 = load <16 x float>, ptr %acc2684
  %p2773 = getelementptr float, ptr %buf.b, i64 %i1780
  %ld2774 = load float, ptr %p2773, align 4
  %ins2775 = insertelement <16 x float> poison, float %ld2774, i64 0
  %splat2776 = shufflevector <16 x float> %ins2775, <16 x float> poison, <16 x i32> zeroinitializer
  %v2777 = fadd contract <16 x float> %splat2776, %red2772
  %v2778 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2777, <16 x float> splat (float 0x0000000000000000))
  %v2779 = mul i64 %i7, %size.K
  %v2780 = add i64 %v2779, %i1780
  %v2781 = add i64 %size.H, 1
  %v2782 = add i64 %v2781, 1
  %v2783 = sub i64 %size.R, 1
  %v2784 = sub i64 %v2782, %v2783
  %v2785 = sub i64 %v2784, 1
  %v2786 = add i64 %v2785, 1
  %v2787 = mul i64 %v2780, %v2786
  %v2788 = add i64 %v2787, %i19
  %v2789 = add i64 %size.W, 1
  %v2790 = add i64 %v2789, 1
  %v2791 = sub i64 %size.S, 1
  %v2792 = sub i64 %v2790, %v2791
  %v2793 = sub i64 %v2792, 1
  %v2794 = add i64 %v2793, 1
  %v2795 = mul i64 %v2788, %v2794
  %v2796 = add i64 %v2795, %i2679
  %p2797 = getelementptr float, ptr %buf.y, i64 %v2796
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2778, ptr align 4 %p2797, <16 x i1> %mask2683)
  br label %done2682
done2682:
  %v2798 = add nsw i64 %i1780, 1
  store i64 %v2798, ptr %k.addr.21
  br label %cond1777
exit1779:
  %v2799 = add nsw i64 %i19, 1
  store i64 %v2799, ptr %p.addr.15
  br label %cond16
exit18:
  %v2800 = add nsw i64 %i7, 1
  store i64 %v2800, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}





declare void @llvm.x86.sse.sfence()

define void @"jr.op.conv2d_ep_d643a3.epilogue"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %size._o0, i64 %size._o1, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v94 = add i64 %size.H, 1
  %v95 = add i64 %v94, 1
  %v96 = sub i64 %size.R, 1
  %v97 = sub i64 %v95, %v96
  %v98 = sub i64 %v97, 1
  %v99 = add i64 %v98, 1
  %v100 = mul i64 %size.K, %v99
  %v101 = add i64 %size.W, 1
  %v102 = add i64 %v101, 1
  %v103 = sub i64 %size.S, 1
  %v104 = sub i64 %v102, %v103
  %v105 = sub i64 %v104, 1
  %v106 = add i64 %v105, 1
  %v107 = mul i64 %v100, %v106
  %v108 = icmp sge i64 %v107, 2097152
  %v2 = icmp slt i64 %range.hi, %size._mtc
  %v3 = select i1 %v2, i64 %range.hi, i64 %size._mtc
  store i64 %range.lo, ptr %_mi.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_mi.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %_ni.addr.9
  %i10 = load i64, ptr %_ni.addr.9
  %v11 = mul i64 %size._o0, %size.K
  %v12 = add i64 %size._mt0, %i7
  %v13 = add i64 %v11, %v12
  %v14 = add i64 %size.H, 1
  %v15 = add i64 %v14, 1
  %v16 = sub i64 %size.R, 1
  %v17 = sub i64 %v15, %v16
  %v18 = sub i64 %v17, 1
  %v19 = add i64 %v18, 1
  %v20 = mul i64 %v13, %v19
  %v21 = add i64 %v20, %size._o1
  %v22 = add i64 %size.W, 1
  %v23 = add i64 %v22, 1
  %v24 = sub i64 %size.S, 1
  %v25 = sub i64 %v23, %v24
  %v26 = sub i64 %v25, 1
  %v27 = add i64 %v26, 1
  %v28 = mul i64 %v21, %v27
  %v29 = add i64 %size._nt0, %i10
  %v30 = add i64 %v28, %v29
  %p31 = getelementptr float, ptr %buf.y, i64 %v30
  %v32 = ptrtoint ptr %p31 to i64
  %v33 = lshr i64 %v32, 2
  %v34 = sub i64 0, %v33
  %v35 = and i64 %v34, 15
  %v36 = sub i64 %size._ntc, %i10
  %v37 = icmp sge i64 %v36, 128
  %v38 = select i1 %v37, i64 %v35, i64 0
  %v39 = icmp sgt i64 %v38, 0
  br i1 %v39, label %peel40, label %aligned41
peel40:
  %v42 = add nsw i64 %i10, %v38
  %mask43 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v42)
  %v44 = add i64 %size._mt0, %i7
  %p45 = getelementptr float, ptr %buf.b, i64 %v44
  %ld46 = load float, ptr %p45, align 4
  %v47 = mul i64 %size._o0, %size.K
  %v48 = add i64 %size._mt0, %i7
  %v49 = add i64 %v47, %v48
  %v50 = add i64 %size.H, 1
  %v51 = add i64 %v50, 1
  %v52 = sub i64 %size.R, 1
  %v53 = sub i64 %v51, %v52
  %v54 = sub i64 %v53, 1
  %v55 = add i64 %v54, 1
  %v56 = mul i64 %v49, %v55
  %v57 = add i64 %v56, %size._o1
  %v58 = add i64 %size.W, 1
  %v59 = add i64 %v58, 1
  %v60 = sub i64 %size.S, 1
  %v61 = sub i64 %v59, %v60
  %v62 = sub i64 %v61, 1
  %v63 = add i64 %v62, 1
  %v64 = mul i64 %v57, %v63
  %v65 = add i64 %size._nt0, %i10
  %v66 = add i64 %v64, %v65
  %p67 = getelementptr float, ptr %buf.y, i64 %v66
  %ld68 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p67, <16 x i1> %mask43, <16 x float> zeroinitializer)
  %ins69 = insertelement <16 x float> poison, float %ld46, i64 0
  %splat70 = shufflevector <16 x float> %ins69, <16 x float> poison, <16 x i32> zeroinitializer
  %v71 = fadd contract <16 x float> %splat70, %ld68
  %v72 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v71, <16 x float> splat (float 0x0000000000000000))
  %v73 = mul i64 %size._o0, %size.K
  %v74 = add i64 %size._mt0, %i7
  %v75 = add i64 %v73, %v74
  %v76 = add i64 %size.H, 1
  %v77 = add i64 %v76, 1
  %v78 = sub i64 %size.R, 1
  %v79 = sub i64 %v77, %v78
  %v80 = sub i64 %v79, 1
  %v81 = add i64 %v80, 1
  %v82 = mul i64 %v75, %v81
  %v83 = add i64 %v82, %size._o1
  %v84 = add i64 %size.W, 1
  %v85 = add i64 %v84, 1
  %v86 = sub i64 %size.S, 1
  %v87 = sub i64 %v85, %v86
  %v88 = sub i64 %v87, 1
  %v89 = add i64 %v88, 1
  %v90 = mul i64 %v83, %v89
  %v91 = add i64 %size._nt0, %i10
  %v92 = add i64 %v90, %v91
  %p93 = getelementptr float, ptr %buf.y, i64 %v92
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v72, ptr align 4 %p93, <16 x i1> %mask43)
  store i64 %v42, ptr %_ni.addr.9
  br label %aligned41
aligned41:
  %v109 = and i1 %v37, %v108
  br i1 %v109, label %stream110, label %cached111
stream110:
  %v113 = sub i64 %size._ntc, 16
  br label %cond114
cond114:
  %i117 = load i64, ptr %_ni.addr.9
  %v118 = icmp sle i64 %i117, %v113
  br i1 %v118, label %body115, label %exit116
body115:
  %v119 = add i64 %size._mt0, %i7
  %p120 = getelementptr float, ptr %buf.b, i64 %v119
  %ld121 = load float, ptr %p120, align 4
  %v122 = mul i64 %size._o0, %size.K
  %v123 = add i64 %size._mt0, %i7
  %v124 = add i64 %v122, %v123
  %v125 = add i64 %size.H, 1
  %v126 = add i64 %v125, 1
  %v127 = sub i64 %size.R, 1
  %v128 = sub i64 %v126, %v127
  %v129 = sub i64 %v128, 1
  %v130 = add i64 %v129, 1
  %v131 = mul i64 %v124, %v130
  %v132 = add i64 %v131, %size._o1
  %v133 = add i64 %size.W, 1
  %v134 = add i64 %v133, 1
  %v135 = sub i64 %size.S, 1
  %v136 = sub i64 %v134, %v135
  %v137 = sub i64 %v136, 1
  %v138 = add i64 %v137, 1
  %v139 = mul i64 %v132, %v138
  %v140 = add i64 %size._nt0, %i117
  %v141 = add i64 %v139, %v140
  %p142 = getelementptr float, ptr %buf.y, i64 %v141
  %ld143 = load <16 x float>, ptr %p142, align 4
  %ins144 = insertelement <16 x float> poison, float %ld121, i64 0
  %splat145 = shufflevector <16 x float> %ins144, <16 x float> poison, <16 x i32> zeroinitializer
  %v146 = fadd contract <16 x float> %splat145, %ld143
  %v147 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v146, <16 x float> splat (float 0x0000000000000000))
  %v148 = mul i64 %size._o0, %size.K
  %v149 = add i64 %size._mt0, %i7
  %v150 = add i64 %v148, %v149
  %v151 = add i64 %size.H, 1
  %v152 = add i64 %v151, 1
  %v153 = sub i64 %size.R, 1
  %v154 = sub i64 %v152, %v153
  %v155 = sub i64 %v154, 1
  %v156 = add i64 %v155, 1
  %v157 = mul i64 %v150, %v156
  %v158 = add i64 %v157, %size._o1
  %v159 = add i64 %size.W, 1
  %v160 = add i64 %v159, 1
  %v161 = sub i64 %size.S, 1
  %v162 = sub i64 %v160, %v161
  %v163 = sub i64 %v162, 1
  %v164 = add i64 %v163, 1
  %v165 = mul i64 %v158, %v164
  %v166 = add i64 %size._nt0, %i117
  %v167 = add i64 %v165, %v166
  %p168 = getelementptr float, ptr %buf.y, i64 %v167
  store <16 x float> %v147, ptr %p168, align 64, !nontemporal !{i32 1}
  %v169 = add nsw i64 %i117, 16
  store i64 %v169, ptr %_ni.addr.9
  br label %cond114
exit116:
  br label %join112
cached111:
  %v170 = sub i64 %size._ntc, 16
  br label %cond171
cond171:
  %i174 = load i64, ptr %_ni.addr.9
  %v175 = icmp sle i64 %i174, %v170
  br i1 %v175, label %body172, label %exit173
body172:
  %v176 = add i64 %size._mt0, %i7
  %p177 = getelementptr float, ptr %buf.b, i64 %v176
  %ld178 = load float, ptr %p177, align 4
  %v179 = mul i64 %size._o0, %size.K
  %v180 = add i64 %size._mt0, %i7
  %v181 = add i64 %v179, %v180
  %v182 = add i64 %size.H, 1
  %v183 = add i64 %v182, 1
  %v184 = sub i64 %size.R, 1
  %v185 = sub i64 %v183, %v184
  %v186 = sub i64 %v185, 1
  %v187 = add i64 %v186, 1
  %v188 = mul i64 %v181, %v187
  %v189 = add i64 %v188, %size._o1
  %v190 = add i64 %size.W, 1
  %v191 = add i64 %v190, 1
  %v192 = sub i64 %size.S, 1
  %v193 = sub i64 %v191, %v192
  %v194 = sub i64 %v193, 1
  %v195 = add i64 %v194, 1
  %v196 = mul i64 %v189, %v195
  %v197 = add i64 %size._nt0, %i174
  %v198 = add i64 %v196, %v197
  %p199 = getelementptr float, ptr %buf.y, i64 %v198
  %ld200 = load <16 x float>, ptr %p199, align 4
  %ins201 = insertelement <16 x float> poison, float %ld178, i64 0
  %splat202 = shufflevector <16 x float> %ins201, <16 x float> poison, <16 x i32> zeroinitializer
  %v203 = fadd contract <16 x float> %splat202, %ld200
  %v204 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v203, <16 x float> splat (float 0x0000000000000000))
  %v205 = mul i64 %size._o0, %size.K
  %v206 = add i64 %size._mt0, %i7
  %v207 = add i64 %v205, %v206
  %v208 = add i64 %size.H, 1
  %v209 = add i64 %v208, 1
  %v210 = sub i64 %size.R, 1
  %v211 = sub i64 %v209, %v210
  %v212 = sub i64 %v211, 1
  %v213 = add i64 %v212, 1
  %v214 = mul i64 %v207, %v213
  %v215 = add i64 %v214, %size._o1
  %v216 = add i64 %size.W, 1
  %v217 = add i64 %v216, 1
  %v218 = sub i64 %size.S, 1
  %v219 = sub i64 %v217, %v218
  %v220 = sub i64 %v219, 1
  %v221 = add i64 %v220, 1
  %v222 = mul i64 %v215, %v221
  %v223 = add i64 %size._nt0, %i174
  %v224 = add i64 %v222, %v223
  %p225 = getelementptr float, ptr %buf.y, i64 %v224
  store <16 x float> %v204, ptr %p225, align 4
  %v226 = add nsw i64 %i174, 16
  store i64 %v226, ptr %_ni.addr.9
  br label %cond171
exit173:
  br label %join112
join112:
  %i227 = load i64, ptr %_ni.addr.9
  %v228 = icmp slt i64 %i227, %size._ntc
  br i1 %v228, label %tail229, label %done230
tail229:
  %mask231 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i227, i64 %size._ntc)
  %v232 = add i64 %size._mt0, %i7
  %p233 = getelementptr float, ptr %buf.b, i64 %v232
  %ld234 = load float, ptr %p233, align 4
  %v235 = mul i64 %size._o0, %size.K
  %v236 = add i64 %size._mt0, %i7
  %v237 = add i64 %v235, %v236
  %v238 = add i64 %size.H, 1
  %v239 = add i64 %v238, 1
  %v240 = sub i64 %size.R, 1
  %v241 = sub i64 %v239, %v240
  %v242 = sub i64 %v241, 1
  %v243 = add i64 %v242, 1
  %v244 = mul i64 %v237, %v243
  %v245 = add i64 %v244, %size._o1
  %v246 = add i64 %size.W, 1
  %v247 = add i64 %v246, 1
  %v248 = sub i64 %size.S, 1
  %v249 = sub i64 %v247, %v248
  %v250 = sub i64 %v249, 1
  %v251 = add i64 %v250, 1
  %v252 = mul i64 %v245, %v251
  %v253 = add i64 %size._nt0, %i227
  %v254 = add i64 %v252, %v253
  %p255 = getelementptr float, ptr %buf.y, i64 %v254
  %ld256 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p255, <16 x i1> %mask231, <16 x float> zeroinitializer)
  %ins257 = insertelement <16 x float> poison, float %ld234, i64 0
  %splat258 = shufflevector <16 x float> %ins257, <16 x float> poison, <16 x i32> zeroinitializer
  %v259 = fadd contract <16 x float> %splat258, %ld256
  %v260 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v259, <16 x float> splat (float 0x0000000000000000))
  %v261 = mul i64 %size._o0, %size.K
  %v262 = add i64 %size._mt0, %i7
  %v263 = add i64 %v261, %v262
  %v264 = add i64 %size.H, 1
  %v265 = add i64 %v264, 1
  %v266 = sub i64 %size.R, 1
  %v267 = sub i64 %v265, %v266
  %v268 = sub i64 %v267, 1
  %v269 = add i64 %v268, 1
  %v270 = mul i64 %v263, %v269
  %v271 = add i64 %v270, %size._o1
  %v272 = add i64 %size.W, 1
  %v273 = add i64 %v272, 1
  %v274 = sub i64 %size.S, 1
  %v275 = sub i64 %v273, %v274
  %v276 = sub i64 %v275, 1
  %v277 = add i64 %v276, 1
  %v278 = mul i64 %v271, %v277
  %v279 = add i64 %size._nt0, %i227
  %v280 = add i64 %v278, %v279
  %p281 = getelementptr float, ptr %buf.y, i64 %v280
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v260, ptr align 4 %p281, <16 x i1> %mask231)
  br label %done230
done230:
  %v282 = add nsw i64 %i7, 1
  store i64 %v282, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
define internal void @"jr.mk.conv2d_ep_d643a3.1p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t5 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t6 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t7 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t8 = mul i64 0, %scr
  %t9 = getelementptr float, ptr %c, i64 %t8
  %t10 = getelementptr float, ptr %t9, i64 0
  %t11 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t10, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t12 = getelementptr float, ptr %t9, i64 16
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t12, <16 x i1> %t5, <16 x float> zeroinitializer)
  %t14 = getelementptr float, ptr %t9, i64 32
  %t15 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t14, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t16 = getelementptr float, ptr %t9, i64 48
  %t17 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t16, <16 x i1> %t7, <16 x float> zeroinitializer)
  %t18 = icmp sgt i64 %kc, 0
  br i1 %t18, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t19 = mul i64 %k, %sbk
  %t20 = getelementptr float, ptr %b, i64 %t19
  %t21 = getelementptr float, ptr %t20, i64 0
  %t22 = load <16 x float>, ptr %t21, align 4
  %t23 = getelementptr float, ptr %t20, i64 16
  %t24 = load <16 x float>, ptr %t23, align 4
  %t25 = getelementptr float, ptr %t20, i64 32
  %t26 = load <16 x float>, ptr %t25, align 4
  %t27 = getelementptr float, ptr %t20, i64 48
  %t28 = load <16 x float>, ptr %t27, align 4
  %t29 = mul i64 %k, %sak
  %t30 = getelementptr float, ptr %t3, i64 %t29
  %t31 = load float, ptr %t30, align 4
  %t32 = insertelement <16 x float> poison, float %t31, i64 0
  %t33 = shufflevector <16 x float> %t32, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t22, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t24, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t26, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t28, <16 x float> %acc3)
  %k1 = add nsw i64 %k, 1
  %t34 = icmp slt i64 %k1, %kc
  br i1 %t34, label %loop, label %exit, !llvm.loop !0
exit:
  %t35 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %t36 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %t37 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %t38 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t39 = icmp slt i64 0, %nrows
  br i1 %t39, label %store40, label %next41
store40:
  %t42 = getelementptr float, ptr %t9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t35, ptr align 4 %t42, <16 x i1> %m0)
  %t43 = getelementptr float, ptr %t9, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t36, ptr align 4 %t43, <16 x i1> %m1)
  %t44 = getelementptr float, ptr %t9, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t37, ptr align 4 %t44, <16 x i1> %m2)
  %t45 = getelementptr float, ptr %t9, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t38, ptr align 4 %t45, <16 x i1> %m3)
  br label %next41
next41:
  ret void
}

define internal void @"jr.mk.conv2d_ep_d643a3.1d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t5 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t6 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t7 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t8 = mul i64 0, %scr
  %t9 = getelementptr float, ptr %c, i64 %t8
  %t10 = getelementptr float, ptr %t9, i64 0
  %t11 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t10, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t12 = getelementptr float, ptr %t9, i64 16
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t12, <16 x i1> %t5, <16 x float> zeroinitializer)
  %t14 = getelementptr float, ptr %t9, i64 32
  %t15 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t14, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t16 = getelementptr float, ptr %t9, i64 48
  %t17 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t16, <16 x i1> %t7, <16 x float> zeroinitializer)
  %t18 = icmp sgt i64 %kc, 0
  br i1 %t18, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t19 = mul i64 %k, %sbk
  %t20 = getelementptr float, ptr %b, i64 %t19
  %t21 = getelementptr float, ptr %t20, i64 0
  %t22 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %m0, <16 x float> zeroinitializer)
  %t23 = getelementptr float, ptr %t20, i64 16
  %t24 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t23, <16 x i1> %m1, <16 x float> zeroinitializer)
  %t25 = getelementptr float, ptr %t20, i64 32
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t25, <16 x i1> %m2, <16 x float> zeroinitializer)
  %t27 = getelementptr float, ptr %t20, i64 48
  %t28 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t27, <16 x i1> %m3, <16 x float> zeroinitializer)
  %t29 = mul i64 %k, %sak
  %t30 = getelementptr float, ptr %t3, i64 %t29
  %t31 = load float, ptr %t30, align 4
  %t32 = insertelement <16 x float> poison, float %t31, i64 0
  %t33 = shufflevector <16 x float> %t32, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t22, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t24, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t26, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t33, <16 x float> %t28, <16 x float> %acc3)
  %k1 = add nsw i64 %k, 1
  %t34 = icmp slt i64 %k1, %kc
  br i1 %t34, label %loop, label %exit, !llvm.loop !0
exit:
  %t35 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %t36 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %t37 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %t38 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t39 = icmp slt i64 0, %nrows
  br i1 %t39, label %store40, label %next41
store40:
  %t42 = getelementptr float, ptr %t9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t35, ptr align 4 %t42, <16 x i1> %m0)
  %t43 = getelementptr float, ptr %t9, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t36, ptr align 4 %t43, <16 x i1> %m1)
  %t44 = getelementptr float, ptr %t9, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t37, ptr align 4 %t44, <16 x i1> %m2)
  %t45 = getelementptr float, ptr %t9, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t38, ptr align 4 %t45, <16 x i1> %m3)
  br label %next41
next41:
  ret void
}

define internal void @"jr.mk.conv2d_ep_d643a3.4p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = icmp slt i64 1, %t1
  %t5 = select i1 %t4, i64 1, i64 %t1
  %t6 = mul i64 %t5, %sar
  %t7 = getelementptr float, ptr %a, i64 %t6
  %t8 = icmp slt i64 2, %t1
  %t9 = select i1 %t8, i64 2, i64 %t1
  %t10 = mul i64 %t9, %sar
  %t11 = getelementptr float, ptr %a, i64 %t10
  %t12 = icmp slt i64 3, %t1
  %t13 = select i1 %t12, i64 3, i64 %t1
  %t14 = mul i64 %t13, %sar
  %t15 = getelementptr float, ptr %a, i64 %t14
  %t16 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t17 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t18 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t19 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t20 = mul i64 0, %scr
  %t21 = getelementptr float, ptr %c, i64 %t20
  %t22 = mul i64 1, %scr
  %t23 = getelementptr float, ptr %c, i64 %t22
  %t24 = mul i64 2, %scr
  %t25 = getelementptr float, ptr %c, i64 %t24
  %t26 = mul i64 3, %scr
  %t27 = getelementptr float, ptr %c, i64 %t26
  %t28 = getelementptr float, ptr %t21, i64 0
  %t29 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t28, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t30 = getelementptr float, ptr %t21, i64 16
  %t31 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t32 = getelementptr float, ptr %t21, i64 32
  %t33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t32, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t34 = getelementptr float, ptr %t21, i64 48
  %t35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t34, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t36 = getelementptr float, ptr %t23, i64 0
  %t37 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t36, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t38 = getelementptr float, ptr %t23, i64 16
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t23, i64 32
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t23, i64 48
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t25, i64 0
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t25, i64 16
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t48 = getelementptr float, ptr %t25, i64 32
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t25, i64 48
  %t51 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t52 = getelementptr float, ptr %t27, i64 0
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t27, i64 16
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t27, i64 32
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t58 = getelementptr float, ptr %t27, i64 48
  %t59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t58, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t60 = icmp sgt i64 %kc, 0
  br i1 %t60, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %acc4 = phi <16 x float> [%t37, %entry], [%new4, %loop]
  %acc5 = phi <16 x float> [%t39, %entry], [%new5, %loop]
  %acc6 = phi <16 x float> [%t41, %entry], [%new6, %loop]
  %acc7 = phi <16 x float> [%t43, %entry], [%new7, %loop]
  %acc8 = phi <16 x float> [%t45, %entry], [%new8, %loop]
  %acc9 = phi <16 x float> [%t47, %entry], [%new9, %loop]
  %acc10 = phi <16 x float> [%t49, %entry], [%new10, %loop]
  %acc11 = phi <16 x float> [%t51, %entry], [%new11, %loop]
  %acc12 = phi <16 x float> [%t53, %entry], [%new12, %loop]
  %acc13 = phi <16 x float> [%t55, %entry], [%new13, %loop]
  %acc14 = phi <16 x float> [%t57, %entry], [%new14, %loop]
  %acc15 = phi <16 x float> [%t59, %entry], [%new15, %loop]
  %t61 = mul i64 %k, %sbk
  %t62 = getelementptr float, ptr %b, i64 %t61
  %t63 = getelementptr float, ptr %t62, i64 0
  %t64 = load <16 x float>, ptr %t63, align 4
  %t65 = getelementptr float, ptr %t62, i64 16
  %t66 = load <16 x float>, ptr %t65, align 4
  %t67 = getelementptr float, ptr %t62, i64 32
  %t68 = load <16 x float>, ptr %t67, align 4
  %t69 = getelementptr float, ptr %t62, i64 48
  %t70 = load <16 x float>, ptr %t69, align 4
  %t71 = mul i64 %k, %sak
  %t72 = getelementptr float, ptr %t3, i64 %t71
  %t73 = load float, ptr %t72, align 4
  %t74 = insertelement <16 x float> poison, float %t73, i64 0
  %t75 = shufflevector <16 x float> %t74, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t64, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t66, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t68, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t70, <16 x float> %acc3)
  %t76 = getelementptr float, ptr %t7, i64 %t71
  %t77 = load float, ptr %t76, align 4
  %t78 = insertelement <16 x float> poison, float %t77, i64 0
  %t79 = shufflevector <16 x float> %t78, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t64, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t66, <16 x float> %acc5)
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t68, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t70, <16 x float> %acc7)
  %t80 = getelementptr float, ptr %t11, i64 %t71
  %t81 = load float, ptr %t80, align 4
  %t82 = insertelement <16 x float> poison, float %t81, i64 0
  %t83 = shufflevector <16 x float> %t82, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t64, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t66, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t68, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t70, <16 x float> %acc11)
  %t84 = getelementptr float, ptr %t15, i64 %t71
  %t85 = load float, ptr %t84, align 4
  %t86 = insertelement <16 x float> poison, float %t85, i64 0
  %t87 = shufflevector <16 x float> %t86, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t64, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t66, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t68, <16 x float> %acc14)
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t70, <16 x float> %acc15)
  %k1 = add nsw i64 %k, 1
  %t88 = icmp slt i64 %k1, %kc
  br i1 %t88, label %loop, label %exit, !llvm.loop !0
exit:
  %t89 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %t90 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %t91 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %t92 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %t93 = phi <16 x float> [%t37, %entry], [%new4, %loop]
  %t94 = phi <16 x float> [%t39, %entry], [%new5, %loop]
  %t95 = phi <16 x float> [%t41, %entry], [%new6, %loop]
  %t96 = phi <16 x float> [%t43, %entry], [%new7, %loop]
  %t97 = phi <16 x float> [%t45, %entry], [%new8, %loop]
  %t98 = phi <16 x float> [%t47, %entry], [%new9, %loop]
  %t99 = phi <16 x float> [%t49, %entry], [%new10, %loop]
  %t100 = phi <16 x float> [%t51, %entry], [%new11, %loop]
  %t101 = phi <16 x float> [%t53, %entry], [%new12, %loop]
  %t102 = phi <16 x float> [%t55, %entry], [%new13, %loop]
  %t103 = phi <16 x float> [%t57, %entry], [%new14, %loop]
  %t104 = phi <16 x float> [%t59, %entry], [%new15, %loop]
  %t105 = icmp slt i64 0, %nrows
  br i1 %t105, label %store106, label %next107
store106:
  %t108 = getelementptr float, ptr %t21, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t89, ptr align 4 %t108, <16 x i1> %m0)
  %t109 = getelementptr float, ptr %t21, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t90, ptr align 4 %t109, <16 x i1> %m1)
  %t110 = getelementptr float, ptr %t21, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t91, ptr align 4 %t110, <16 x i1> %m2)
  %t111 = getelementptr float, ptr %t21, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t92, ptr align 4 %t111, <16 x i1> %m3)
  br label %next107
next107:
  %t112 = icmp slt i64 1, %nrows
  br i1 %t112, label %store113, label %next114
store113:
  %t115 = getelementptr float, ptr %t23, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t93, ptr align 4 %t115, <16 x i1> %m0)
  %t116 = getelementptr float, ptr %t23, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t94, ptr align 4 %t116, <16 x i1> %m1)
  %t117 = getelementptr float, ptr %t23, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t95, ptr align 4 %t117, <16 x i1> %m2)
  %t118 = getelementptr float, ptr %t23, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t96, ptr align 4 %t118, <16 x i1> %m3)
  br label %next114
next114:
  %t119 = icmp slt i64 2, %nrows
  br i1 %t119, label %store120, label %next121
store120:
  %t122 = getelementptr float, ptr %t25, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t97, ptr align 4 %t122, <16 x i1> %m0)
  %t123 = getelementptr float, ptr %t25, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t98, ptr align 4 %t123, <16 x i1> %m1)
  %t124 = getelementptr float, ptr %t25, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t99, ptr align 4 %t124, <16 x i1> %m2)
  %t125 = getelementptr float, ptr %t25, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t100, ptr align 4 %t125, <16 x i1> %m3)
  br label %next121
next121:
  %t126 = icmp slt i64 3, %nrows
  br i1 %t126, label %store127, label %next128
store127:
  %t129 = getelementptr float, ptr %t27, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t101, ptr align 4 %t129, <16 x i1> %m0)
  %t130 = getelementptr float, ptr %t27, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t102, ptr align 4 %t130, <16 x i1> %m1)
  %t131 = getelementptr float, ptr %t27, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t103, ptr align 4 %t131, <16 x i1> %m2)
  %t132 = getelementptr float, ptr %t27, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t104, ptr align 4 %t132, <16 x i1> %m3)
  br label %next128
next128:
  ret void
}

define internal void @"jr.mk.conv2d_ep_d643a3.4d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = icmp slt i64 1, %t1
  %t5 = select i1 %t4, i64 1, i64 %t1
  %t6 = mul i64 %t5, %sar
  %t7 = getelementptr float, ptr %a, i64 %t6
  %t8 = icmp slt i64 2, %t1
  %t9 = select i1 %t8, i64 2, i64 %t1
  %t10 = mul i64 %t9, %sar
  %t11 = getelementptr float, ptr %a, i64 %t10
  %t12 = icmp slt i64 3, %t1
  %t13 = select i1 %t12, i64 3, i64 %t1
  %t14 = mul i64 %t13, %sar
  %t15 = getelementptr float, ptr %a, i64 %t14
  %t16 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t17 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t18 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t19 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t20 = mul i64 0, %scr
  %t21 = getelementptr float, ptr %c, i64 %t20
  %t22 = mul i64 1, %scr
  %t23 = getelementptr float, ptr %c, i64 %t22
  %t24 = mul i64 2, %scr
  %t25 = getelementptr float, ptr %c, i64 %t24
  %t26 = mul i64 3, %scr
  %t27 = getelementptr float, ptr %c, i64 %t26
  %t28 = getelementptr float, ptr %t21, i64 0
  %t29 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t28, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t30 = getelementptr float, ptr %t21, i64 16
  %t31 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t32 = getelementptr float, ptr %t21, i64 32
  %t33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t32, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t34 = getelementptr float, ptr %t21, i64 48
  %t35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t34, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t36 = getelementptr float, ptr %t23, i64 0
  %t37 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t36, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t38 = getelementptr float, ptr %t23, i64 16
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t23, i64 32
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t23, i64 48
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t25, i64 0
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t25, i64 16
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t48 = getelementptr float, ptr %t25, i64 32
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t25, i64 48
  %t51 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t52 = getelementptr float, ptr %t27, i64 0
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t27, i64 16
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t27, i64 32
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t58 = getelementptr float, ptr %t27, i64 48
  %t59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t58, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t60 = icmp sgt i64 %kc, 0
  br i1 %t60, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %acc4 = phi <16 x float> [%t37, %entry], [%new4, %loop]
  %acc5 = phi <16 x float> [%t39, %entry], [%new5, %loop]
  %acc6 = phi <16 x float> [%t41, %entry], [%new6, %loop]
  %acc7 = phi <16 x float> [%t43, %entry], [%new7, %loop]
  %acc8 = phi <16 x float> [%t45, %entry], [%new8, %loop]
  %acc9 = phi <16 x float> [%t47, %entry], [%new9, %loop]
  %acc10 = phi <16 x float> [%t49, %entry], [%new10, %loop]
  %acc11 = phi <16 x float> [%t51, %entry], [%new11, %loop]
  %acc12 = phi <16 x float> [%t53, %entry], [%new12, %loop]
  %acc13 = phi <16 x float> [%t55, %entry], [%new13, %loop]
  %acc14 = phi <16 x float> [%t57, %entry], [%new14, %loop]
  %acc15 = phi <16 x float> [%t59, %entry], [%new15, %loop]
  %t61 = mul i64 %k, %sbk
  %t62 = getelementptr float, ptr %b, i64 %t61
  %t63 = getelementptr float, ptr %t62, i64 0
  %t64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %m0, <16 x float> zeroinitializer)
  %t65 = getelementptr float, ptr %t62, i64 16
  %t66 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t65, <16 x i1> %m1, <16 x float> zeroinitializer)
  %t67 = getelementptr float, ptr %t62, i64 32
  %t68 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t67, <16 x i1> %m2, <16 x float> zeroinitializer)
  %t69 = getelementptr float, ptr %t62, i64 48
  %t70 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t69, <16 x i1> %m3, <16 x float> zeroinitializer)
  %t71 = mul i64 %k, %sak
  %t72 = getelementptr float, ptr %t3, i64 %t71
  %t73 = load float, ptr %t72, align 4
  %t74 = insertelement <16 x float> poison, float %t73, i64 0
  %t75 = shufflevector <16 x float> %t74, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t64, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t66, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t68, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t70, <16 x float> %acc3)
  %t76 = getelementptr float, ptr %t7, i64 %t71
  %t77 = load float, ptr %t76, align 4
  %t78 = insertelement <16 x float> poison, float %t77, i64 0
  %t79 = shufflevector <16 x float> %t78, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t64, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t66, <16 x float> %acc5)
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t68, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t70, <16 x float> %acc7)
  %t80 = getelementptr float, ptr %t11, i64 %t71
  %t81 = load float, ptr %t80, align 4
  %t82 = insertelement <16 x float> poison, float %t81, i64 0
  %t83 = shufflevector <16 x float> %t82, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t64, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t66, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t68, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t70, <16 x float> %acc11)
  %t84 = getelementptr float, ptr %t15, i64 %t71
  %t85 = load float, ptr %t84, align 4
  %t86 = insertelement <16 x float> poison, float %t85, i64 0
  %t87 = shufflevector <16 x float> %t86, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t64, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t66, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t68, <16 x float> %acc14)
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t70, <16 x float> %acc15)
  %k1 = add nsw i64 %k, 1
  %t88 = icmp slt i64 %k1, %kc
  br i1 %t88, label %loop, label %exit, !llvm.loop !0
exit:
  %t89 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %t90 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %t91 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %t92 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %t93 = phi <16 x float> [%t37, %entry], [%new4, %loop]
  %t94 = phi <16 x float> [%t39, %entry], [%new5, %loop]
  %t95 = phi <16 x float> [%t41, %entry], [%new6, %loop]
  %t96 = phi <16 x float> [%t43, %entry], [%new7, %loop]
  %t97 = phi <16 x float> [%t45, %entry], [%new8, %loop]
  %t98 = phi <16 x float> [%t47, %entry], [%new9, %loop]
  %t99 = phi <16 x float> [%t49, %entry], [%new10, %loop]
  %t100 = phi <16 x float> [%t51, %entry], [%new11, %loop]
  %t101 = phi <16 x float> [%t53, %entry], [%new12, %loop]
  %t102 = phi <16 x float> [%t55, %entry], [%new13, %loop]
  %t103 = phi <16 x float> [%t57, %entry], [%new14, %loop]
  %t104 = phi <16 x float> [%t59, %entry], [%new15, %loop]
  %t105 = icmp slt i64 0, %nrows
  br i1 %t105, label %store106, label %next107
store106:
  %t108 = getelementptr float, ptr %t21, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t89, ptr align 4 %t108, <16 x i1> %m0)
  %t109 = getelementptr float, ptr %t21, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t90, ptr align 4 %t109, <16 x i1> %m1)
  %t110 = getelementptr float, ptr %t21, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t91, ptr align 4 %t110, <16 x i1> %m2)
  %t111 = getelementptr float, ptr %t21, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t92, ptr align 4 %t111, <16 x i1> %m3)
  br label %next107
next107:
  %t112 = icmp slt i64 1, %nrows
  br i1 %t112, label %store113, label %next114
store113:
  %t115 = getelementptr float, ptr %t23, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t93, ptr align 4 %t115, <16 x i1> %m0)
  %t116 = getelementptr float, ptr %t23, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t94, ptr align 4 %t116, <16 x i1> %m1)
  %t117 = getelementptr float, ptr %t23, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t95, ptr align 4 %t117, <16 x i1> %m2)
  %t118 = getelementptr float, ptr %t23, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t96, ptr align 4 %t118, <16 x i1> %m3)
  br label %next114
next114:
  %t119 = icmp slt i64 2, %nrows
  br i1 %t119, label %store120, label %next121
store120:
  %t122 = getelementptr float, ptr %t25, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t97, ptr align 4 %t122, <16 x i1> %m0)
  %t123 = getelementptr float, ptr %t25, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t98, ptr align 4 %t123, <16 x i1> %m1)
  %t124 = getelementptr float, ptr %t25, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t99, ptr align 4 %t124, <16 x i1> %m2)
  %t125 = getelementptr float, ptr %t25, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t100, ptr align 4 %t125, <16 x i1> %m3)
  br label %next121
next121:
  %t126 = icmp slt i64 3, %nrows
  br i1 %t126, label %store127, label %next128
store127:
  %t129 = getelementptr float, ptr %t27, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t101, ptr align 4 %t129, <16 x i1> %m0)
  %t130 = getelementptr float, ptr %t27, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t102, ptr align 4 %t130, <16 x i1> %m1)
  %t131 = getelementptr float, ptr %t27, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t103, ptr align 4 %t131, <16 x i1> %m2)
  %t132 = getelementptr float, ptr %t27, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t104, ptr align 4 %t132, <16 x i1> %m3)
  br label %next128
next128:
  ret void
}

define void @"jr.op.conv2d_ep_d643a3"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %fin5 = alloca <16 x float>
  %fin6 = alloca <16 x float>
  %fin7 = alloca <16 x float>
  %fin8 = alloca <16 x float>
  %c11 = alloca i64
  %c42 = alloca i64
  %c529 = alloca i64
  %c562 = alloca i64
  %c581 = alloca i64
  %c713 = alloca i64
  %c714 = alloca i64
  %c720 = alloca i64
  %c1143 = alloca i64
  %c1418 = alloca i64
  %c1424 = alloca i64
  %c1466 = alloca i64
  %c1488 = alloca i64
  %c1489 = alloca i64
  %c1495 = alloca i64
  %c1501 = alloca i64
  %c1655 = alloca i64
  %t1 = mul i64 1, %size.K
  %t2 = mul i64 %t1, %size.C
  %t3 = mul i64 %t2, %size.R
  %t4 = mul i64 %t3, %size.S
  store <16 x float> zeroinitializer, ptr %fin5
  store <16 x float> zeroinitializer, ptr %fin6
  store <16 x float> zeroinitializer, ptr %fin7
  store <16 x float> zeroinitializer, ptr %fin8
  %t9 = sdiv i64 %t4, 64
  %t10 = mul i64 %t9, 64
  store i64 0, ptr %c11
  br label %head12
head12:
  %i15 = load i64, ptr %c11
  %t16 = icmp slt i64 %i15, %t10
  br i1 %t16, label %body13, label %done14
body13:
  %t17 = add i64 %i15, 0
  %t18 = getelementptr float, ptr %buf.w, i64 %t17
  %t19 = load <16 x float>, ptr %t18, align 4
  %t20 = fsub <16 x float> %t19, %t19
  %t21 = load <16 x float>, ptr %fin5
  %t22 = fadd <16 x float> %t21, %t20
  store <16 x float> %t22, ptr %fin5
  %t23 = add i64 %i15, 16
  %t24 = getelementptr float, ptr %buf.w, i64 %t23
  %t25 = load <16 x float>, ptr %t24, align 4
  %t26 = fsub <16 x float> %t25, %t25
  %t27 = load <16 x float>, ptr %fin6
  %t28 = fadd <16 x float> %t27, %t26
  store <16 x float> %t28, ptr %fin6
  %t29 = add i64 %i15, 32
  %t30 = getelementptr float, ptr %buf.w, i64 %t29
  %t31 = load <16 x float>, ptr %t30, align 4
  %t32 = fsub <16 x float> %t31, %t31
  %t33 = load <16 x float>, ptr %fin7
  %t34 = fadd <16 x float> %t33, %t32
  store <16 x float> %t34, ptr %fin7
  %t35 = add i64 %i15, 48
  %t36 = getelementptr float, ptr %buf.w, i64 %t35
  %t37 = load <16 x float>, ptr %t36, align 4
  %t38 = fsub <16 x float> %t37, %t37
  %t39 = load <16 x float>, ptr %fin8
  %t40 = fadd <16 x float> %t39, %t38
  store <16 x float> %t40, ptr %fin8
  %t41 = add nsw i64 %i15, 64
  store i64 %t41, ptr %c11
  br label %head12
done14:
  store i64 %t10, ptr %c42
  br label %head43
head43:
  %i46 = load i64, ptr %c42
  %t47 = icmp slt i64 %i46, %t4
  br i1 %t47, label %body44, label %done45
body44:
  %t48 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i46, i64 %t4)
  %t49 = getelementptr float, ptr %buf.w, i64 %i46
  %t50 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t49, <16 x i1> %t48, <16 x float> zeroinitializer)
  %t51 = fsub <16 x float> %t50, %t50
  %t52 = load <16 x float>, ptr %fin5
  %t53 = fadd <16 x float> %t52, %t51
  store <16 x float> %t53, ptr %fin5
  %t54 = add nsw i64 %i46, 16
  store i64 %t54, ptr %c42
  br label %head43
done45:
  %t55 = load <16 x float>, ptr %fin5
  %t56 = load <16 x float>, ptr %fin6
  %t57 = fadd <16 x float> %t55, %t56
  %t58 = load <16 x float>, ptr %fin7
  %t59 = fadd <16 x float> %t57, %t58
  %t60 = load <16 x float>, ptr %fin8
  %t61 = fadd <16 x float> %t59, %t60
  %t62 = fcmp une <16 x float> %t61, zeroinitializer
  %t63 = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %t62)
  %t64 = xor i1 %t63, true
  %t65 = and i1 true, %t64
  br i1 %t65, label %gemm66, label %exact67
exact67:
  %t69 = icmp eq i64 %range.lo, 0
  br i1 %t69, label %exact.run68, label %exact.done
exact.run68:
  call void @"jr.op.conv2d_ep_d643a3.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm66:
  %t70 = add i64 %size.W, 1
  %t71 = add i64 %t70, 1
  %t72 = sub i64 %size.S, 1
  %t73 = sub i64 %t71, %t72
  %t74 = sub i64 %t73, 1
  %t75 = add i64 %t74, 1
  %t76 = add i64 %size.H, 1
  %t77 = add i64 %t76, 1
  %t78 = sub i64 %size.R, 1
  %t79 = sub i64 %t77, %t78
  %t80 = sub i64 %t79, 1
  %t81 = add i64 %t80, 1
  %t82 = mul i64 %t81, %t75
  %t83 = mul i64 1, %size.R
  %t84 = mul i64 %t83, %size.S
  %t85 = icmp sgt i64 %t84, 1
  %t86 = select i1 %t85, i64 %t84, i64 1
  %t87 = add i64 %t82, 511
  %t88 = sdiv i64 %t87, 512
  %t89 = add i64 %size.K, 31
  %t90 = sdiv i64 %t89, 32
  %t91 = sub i64 %t88, 1
  %t92 = add i64 %t82, %t91
  %t93 = icmp sgt i64 %t88, 1
  %t94 = select i1 %t93, i64 %t88, i64 1
  %t95 = sdiv i64 %t92, %t94
  %t96 = add i64 %t95, 63
  %t97 = sdiv i64 %t96, 64
  %t98 = mul i64 %t97, 64
  %t99 = sub i64 %t90, 1
  %t100 = add i64 %size.K, %t99
  %t101 = icmp sgt i64 %t90, 1
  %t102 = select i1 %t101, i64 %t90, i64 1
  %t103 = sdiv i64 %t100, %t102
  %t104 = add i64 %t103, 3
  %t105 = sdiv i64 %t104, 4
  %t106 = mul i64 %t105, 4
  %t107 = mul i64 %t88, %t90
  %t108 = mul i64 %t107, 1
  %t109 = icmp slt i64 %range.hi, %t108
  %t110 = select i1 %t109, i64 %range.hi, i64 %t108
  %t111 = ptrtoint ptr %scratch to i64
  %t112 = add i64 %t111, 63
  %t113 = and i64 %t112, -64
  %t114 = inttoptr i64 %t113 to ptr
  %t115 = add i64 256, %t84
  %t116 = mul i64 %t115, 512
  %t117 = getelementptr float, ptr %t114, i64 %t116
  %t118 = add i64 %size.H, 1
  %t119 = add i64 %t118, 1
  %t120 = sub i64 %size.R, 1
  %t121 = sub i64 %t119, %t120
  %t122 = sub i64 %t121, 1
  %t123 = add i64 %t122, 1
  %t124 = mul i64 %size.K, %t123
  %t125 = add i64 %size.W, 1
  %t126 = add i64 %t125, 1
  %t127 = sub i64 %size.S, 1
  %t128 = sub i64 %t126, %t127
  %t129 = sub i64 %t128, 1
  %t130 = add i64 %t129, 1
  %t131 = mul i64 %t124, %t130
  %t132 = mul i64 0, %t131
  %t133 = add i64 %size.H, 1
  %t134 = add i64 %t133, 1
  %t135 = sub i64 %size.R, 1
  %t136 = sub i64 %t134, %t135
  %t137 = sub i64 %t136, 1
  %t138 = add i64 %t137, 1
  %t139 = add i64 %size.W, 1
  %t140 = add i64 %t139, 1
  %t141 = sub i64 %size.S, 1
  %t142 = sub i64 %t140, %t141
  %t143 = sub i64 %t142, 1
  %t144 = add i64 %t143, 1
  %t145 = mul i64 %t138, %t144
  %t146 = mul i64 0, %t145
  %t147 = add i64 %t132, %t146
  %t148 = add i64 %size.W, 1
  %t149 = add i64 %t148, 1
  %t150 = sub i64 %size.S, 1
  %t151 = sub i64 %t149, %t150
  %t152 = sub i64 %t151, 1
  %t153 = add i64 %t152, 1
  %t154 = mul i64 0, %t153
  %t155 = add i64 %t147, %t154
  %t156 = add i64 %t155, 1
  %t157 = add i64 %size.H, 1
  %t158 = add i64 %t157, 1
  %t159 = sub i64 %size.R, 1
  %t160 = sub i64 %t158, %t159
  %t161 = sub i64 %t160, 1
  %t162 = add i64 %t161, 1
  %t163 = mul i64 %size.K, %t162
  %t164 = add i64 %size.W, 1
  %t165 = add i64 %t164, 1
  %t166 = sub i64 %size.S, 1
  %t167 = sub i64 %t165, %t166
  %t168 = sub i64 %t167, 1
  %t169 = add i64 %t168, 1
  %t170 = mul i64 %t163, %t169
  %t171 = mul i64 0, %t170
  %t172 = add i64 %size.H, 1
  %t173 = add i64 %t172, 1
  %t174 = sub i64 %size.R, 1
  %t175 = sub i64 %t173, %t174
  %t176 = sub i64 %t175, 1
  %t177 = add i64 %t176, 1
  %t178 = add i64 %size.W, 1
  %t179 = add i64 %t178, 1
  %t180 = sub i64 %size.S, 1
  %t181 = sub i64 %t179, %t180
  %t182 = sub i64 %t181, 1
  %t183 = add i64 %t182, 1
  %t184 = mul i64 %t177, %t183
  %t185 = mul i64 0, %t184
  %t186 = add i64 %t171, %t185
  %t187 = add i64 %size.W, 1
  %t188 = add i64 %t187, 1
  %t189 = sub i64 %size.S, 1
  %t190 = sub i64 %t188, %t189
  %t191 = sub i64 %t190, 1
  %t192 = add i64 %t191, 1
  %t193 = mul i64 0, %t192
  %t194 = add i64 %t186, %t193
  %t195 = add i64 %t194, 0
  %t196 = sub i64 %t156, %t195
  %t197 = mul i64 %t196, %t75
  %t198 = add i64 %size.H, 1
  %t199 = add i64 %t198, 1
  %t200 = sub i64 %size.R, 1
  %t201 = sub i64 %t199, %t200
  %t202 = sub i64 %t201, 1
  %t203 = add i64 %t202, 1
  %t204 = mul i64 %size.K, %t203
  %t205 = add i64 %size.W, 1
  %t206 = add i64 %t205, 1
  %t207 = sub i64 %size.S, 1
  %t208 = sub i64 %t206, %t207
  %t209 = sub i64 %t208, 1
  %t210 = add i64 %t209, 1
  %t211 = mul i64 %t204, %t210
  %t212 = mul i64 0, %t211
  %t213 = add i64 %size.H, 1
  %t214 = add i64 %t213, 1
  %t215 = sub i64 %size.R, 1
  %t216 = sub i64 %t214, %t215
  %t217 = sub i64 %t216, 1
  %t218 = add i64 %t217, 1
  %t219 = add i64 %size.W, 1
  %t220 = add i64 %t219, 1
  %t221 = sub i64 %size.S, 1
  %t222 = sub i64 %t220, %t221
  %t223 = sub i64 %t222, 1
  %t224 = add i64 %t223, 1
  %t225 = mul i64 %t218, %t224
  %t226 = mul i64 0, %t225
  %t227 = add i64 %t212, %t226
  %t228 = add i64 %size.W, 1
  %t229 = add i64 %t228, 1
  %t230 = sub i64 %size.S, 1
  %t231 = sub i64 %t229, %t230
  %t232 = sub i64 %t231, 1
  %t233 = add i64 %t232, 1
  %t234 = mul i64 1, %t233
  %t235 = add i64 %t227, %t234
  %t236 = add i64 %t235, 0
  %t237 = add i64 %size.H, 1
  %t238 = add i64 %t237, 1
  %t239 = sub i64 %size.R, 1
  %t240 = sub i64 %t238, %t239
  %t241 = sub i64 %t240, 1
  %t242 = add i64 %t241, 1
  %t243 = mul i64 %size.K, %t242
  %t244 = add i64 %size.W, 1
  %t245 = add i64 %t244, 1
  %t246 = sub i64 %size.S, 1
  %t247 = sub i64 %t245, %t246
  %t248 = sub i64 %t247, 1
  %t249 = add i64 %t248, 1
  %t250 = mul i64 %t243, %t249
  %t251 = mul i64 0, %t250
  %t252 = add i64 %size.H, 1
  %t253 = add i64 %t252, 1
  %t254 = sub i64 %size.R, 1
  %t255 = sub i64 %t253, %t254
  %t256 = sub i64 %t255, 1
  %t257 = add i64 %t256, 1
  %t258 = add i64 %size.W, 1
  %t259 = add i64 %t258, 1
  %t260 = sub i64 %size.S, 1
  %t261 = sub i64 %t259, %t260
  %t262 = sub i64 %t261, 1
  %t263 = add i64 %t262, 1
  %t264 = mul i64 %t257, %t263
  %t265 = mul i64 0, %t264
  %t266 = add i64 %t251, %t265
  %t267 = add i64 %size.W, 1
  %t268 = add i64 %t267, 1
  %t269 = sub i64 %size.S, 1
  %t270 = sub i64 %t268, %t269
  %t271 = sub i64 %t270, 1
  %t272 = add i64 %t271, 1
  %t273 = mul i64 0, %t272
  %t274 = add i64 %t266, %t273
  %t275 = add i64 %t274, 0
  %t276 = sub i64 %t236, %t275
  %t277 = icmp eq i64 %t276, %t197
  %t278 = and i1 true, %t277
  %t279 = mul i64 %size.C, %size.R
  %t280 = mul i64 %t279, %size.S
  %t281 = mul i64 0, %t280
  %t282 = mul i64 %size.R, %size.S
  %t283 = mul i64 0, %t282
  %t284 = add i64 %t281, %t283
  %t285 = mul i64 1, %size.S
  %t286 = add i64 %t284, %t285
  %t287 = add i64 %t286, 0
  %t288 = mul i64 %size.C, %size.R
  %t289 = mul i64 %t288, %size.S
  %t290 = mul i64 0, %t289
  %t291 = mul i64 %size.R, %size.S
  %t292 = mul i64 0, %t291
  %t293 = add i64 %t290, %t292
  %t294 = mul i64 0, %size.S
  %t295 = add i64 %t293, %t294
  %t296 = add i64 %t295, 0
  %t297 = sub i64 %t287, %t296
  %t298 = mul i64 %t297, %size.R
  %t299 = mul i64 %size.C, %size.R
  %t300 = mul i64 %t299, %size.S
  %t301 = mul i64 0, %t300
  %t302 = mul i64 %size.R, %size.S
  %t303 = mul i64 1, %t302
  %t304 = add i64 %t301, %t303
  %t305 = mul i64 0, %size.S
  %t306 = add i64 %t304, %t305
  %t307 = add i64 %t306, 0
  %t308 = mul i64 %size.C, %size.R
  %t309 = mul i64 %t308, %size.S
  %t310 = mul i64 0, %t309
  %t311 = mul i64 %size.R, %size.S
  %t312 = mul i64 0, %t311
  %t313 = add i64 %t310, %t312
  %t314 = mul i64 0, %size.S
  %t315 = add i64 %t313, %t314
  %t316 = add i64 %t315, 0
  %t317 = sub i64 %t307, %t316
  %t318 = icmp eq i64 %t317, %t298
  %t319 = and i1 true, %t318
  %t320 = mul i64 %size.C, %size.R
  %t321 = mul i64 %t320, %size.S
  %t322 = mul i64 0, %t321
  %t323 = mul i64 %size.R, %size.S
  %t324 = mul i64 0, %t323
  %t325 = add i64 %t322, %t324
  %t326 = mul i64 0, %size.S
  %t327 = add i64 %t325, %t326
  %t328 = add i64 %t327, 1
  %t329 = mul i64 %size.C, %size.R
  %t330 = mul i64 %t329, %size.S
  %t331 = mul i64 0, %t330
  %t332 = mul i64 %size.R, %size.S
  %t333 = mul i64 0, %t332
  %t334 = add i64 %t331, %t333
  %t335 = mul i64 0, %size.S
  %t336 = add i64 %t334, %t335
  %t337 = add i64 %t336, 0
  %t338 = sub i64 %t328, %t337
  %t339 = mul i64 %t338, %size.S
  %t340 = mul i64 %size.C, %size.R
  %t341 = mul i64 %t340, %size.S
  %t342 = mul i64 0, %t341
  %t343 = mul i64 %size.R, %size.S
  %t344 = mul i64 0, %t343
  %t345 = add i64 %t342, %t344
  %t346 = mul i64 1, %size.S
  %t347 = add i64 %t345, %t346
  %t348 = add i64 %t347, 0
  %t349 = mul i64 %size.C, %size.R
  %t350 = mul i64 %t349, %size.S
  %t351 = mul i64 0, %t350
  %t352 = mul i64 %size.R, %size.S
  %t353 = mul i64 0, %t352
  %t354 = add i64 %t351, %t353
  %t355 = mul i64 0, %size.S
  %t356 = add i64 %t354, %t355
  %t357 = add i64 %t356, 0
  %t358 = sub i64 %t348, %t357
  %t359 = icmp eq i64 %t358, %t339
  %t360 = and i1 %t319, %t359
  %t361 = and i1 %t360, true
  %t362 = icmp eq i64 %size.K, 1
  %t363 = and i1 false, %t362
  %t364 = and i1 %t363, %t361
  %t365 = select i1 false, i64 128, i64 256
  %t366 = sdiv i64 %t365, %t86
  %t367 = icmp sgt i64 %t366, 1
  %t368 = select i1 %t367, i64 %t366, i64 1
  %t369 = sub i64 %t368, 1
  %t370 = add i64 %size.C, %t369
  %t371 = sdiv i64 %t370, %t368
  %t372 = icmp sgt i64 %t371, 1
  %t373 = select i1 %t372, i64 %t371, i64 1
  %t374 = sub i64 %t373, 1
  %t375 = add i64 %size.C, %t374
  %t376 = sdiv i64 %t375, %t373
  %t377 = icmp sgt i64 %t376, 1
  %t378 = select i1 %t377, i64 %t376, i64 1
  %t379 = mul i64 %size.C, %size.R
  %t380 = mul i64 %t379, %size.S
  %t381 = mul i64 1, %t380
  %t382 = mul i64 %size.R, %size.S
  %t383 = mul i64 0, %t382
  %t384 = add i64 %t381, %t383
  %t385 = mul i64 0, %size.S
  %t386 = add i64 %t384, %t385
  %t387 = add i64 %t386, 0
  %t388 = mul i64 %size.C, %size.R
  %t389 = mul i64 %t388, %size.S
  %t390 = mul i64 0, %t389
  %t391 = mul i64 %size.R, %size.S
  %t392 = mul i64 0, %t391
  %t393 = add i64 %t390, %t392
  %t394 = mul i64 0, %size.S
  %t395 = add i64 %t393, %t394
  %t396 = add i64 %t395, 0
  %t397 = sub i64 %t387, %t396
  %t398 = mul i64 %size.C, %size.R
  %t399 = mul i64 %t398, %size.S
  %t400 = mul i64 0, %t399
  %t401 = mul i64 %size.R, %size.S
  %t402 = mul i64 0, %t401
  %t403 = add i64 %t400, %t402
  %t404 = mul i64 0, %size.S
  %t405 = add i64 %t403, %t404
  %t406 = add i64 %t405, 1
  %t407 = mul i64 %size.C, %size.R
  %t408 = mul i64 %t407, %size.S
  %t409 = mul i64 0, %t408
  %t410 = mul i64 %size.R, %size.S
  %t411 = mul i64 0, %t410
  %t412 = add i64 %t409, %t411
  %t413 = mul i64 0, %size.S
  %t414 = add i64 %t412, %t413
  %t415 = add i64 %t414, 0
  %t416 = sub i64 %t406, %t415
  %t417 = mul i64 %size.C, %size.H
  %t418 = mul i64 %t417, %size.W
  %t419 = mul i64 0, %t418
  %t420 = mul i64 %size.H, %size.W
  %t421 = mul i64 0, %t420
  %t422 = add i64 %t419, %t421
  %t423 = add i64 0, 0
  %t424 = sub i64 %t423, 1
  %t425 = mul i64 %t424, %size.W
  %t426 = add i64 %t422, %t425
  %t427 = add i64 0, 1
  %t428 = sub i64 %t427, 1
  %t429 = add i64 %t426, %t428
  %t430 = mul i64 %size.C, %size.H
  %t431 = mul i64 %t430, %size.W
  %t432 = mul i64 0, %t431
  %t433 = mul i64 %size.H, %size.W
  %t434 = mul i64 0, %t433
  %t435 = add i64 %t432, %t434
  %t436 = add i64 0, 0
  %t437 = sub i64 %t436, 1
  %t438 = mul i64 %t437, %size.W
  %t439 = add i64 %t435, %t438
  %t440 = add i64 0, 0
  %t441 = sub i64 %t440, 1
  %t442 = add i64 %t439, %t441
  %t443 = sub i64 %t429, %t442
  %t444 = add i64 %size.H, 1
  %t445 = add i64 %t444, 1
  %t446 = sub i64 %size.R, 1
  %t447 = sub i64 %t445, %t446
  %t448 = sub i64 %t447, 1
  %t449 = add i64 %t448, 1
  %t450 = mul i64 %size.K, %t449
  %t451 = add i64 %size.W, 1
  %t452 = add i64 %t451, 1
  %t453 = sub i64 %size.S, 1
  %t454 = sub i64 %t452, %t453
  %t455 = sub i64 %t454, 1
  %t456 = add i64 %t455, 1
  %t457 = mul i64 %t450, %t456
  %t458 = mul i64 0, %t457
  %t459 = add i64 %size.H, 1
  %t460 = add i64 %t459, 1
  %t461 = sub i64 %size.R, 1
  %t462 = sub i64 %t460, %t461
  %t463 = sub i64 %t462, 1
  %t464 = add i64 %t463, 1
  %t465 = add i64 %size.W, 1
  %t466 = add i64 %t465, 1
  %t467 = sub i64 %size.S, 1
  %t468 = sub i64 %t466, %t467
  %t469 = sub i64 %t468, 1
  %t470 = add i64 %t469, 1
  %t471 = mul i64 %t464, %t470
  %t472 = mul i64 1, %t471
  %t473 = add i64 %t458, %t472
  %t474 = add i64 %size.W, 1
  %t475 = add i64 %t474, 1
  %t476 = sub i64 %size.S, 1
  %t477 = sub i64 %t475, %t476
  %t478 = sub i64 %t477, 1
  %t479 = add i64 %t478, 1
  %t480 = mul i64 0, %t479
  %t481 = add i64 %t473, %t480
  %t482 = add i64 %t481, 0
  %t483 = add i64 %size.H, 1
  %t484 = add i64 %t483, 1
  %t485 = sub i64 %size.R, 1
  %t486 = sub i64 %t484, %t485
  %t487 = sub i64 %t486, 1
  %t488 = add i64 %t487, 1
  %t489 = mul i64 %size.K, %t488
  %t490 = add i64 %size.W, 1
  %t491 = add i64 %t490, 1
  %t492 = sub i64 %size.S, 1
  %t493 = sub i64 %t491, %t492
  %t494 = sub i64 %t493, 1
  %t495 = add i64 %t494, 1
  %t496 = mul i64 %t489, %t495
  %t497 = mul i64 0, %t496
  %t498 = add i64 %size.H, 1
  %t499 = add i64 %t498, 1
  %t500 = sub i64 %size.R, 1
  %t501 = sub i64 %t499, %t500
  %t502 = sub i64 %t501, 1
  %t503 = add i64 %t502, 1
  %t504 = add i64 %size.W, 1
  %t505 = add i64 %t504, 1
  %t506 = sub i64 %size.S, 1
  %t507 = sub i64 %t505, %t506
  %t508 = sub i64 %t507, 1
  %t509 = add i64 %t508, 1
  %t510 = mul i64 %t503, %t509
  %t511 = mul i64 0, %t510
  %t512 = add i64 %t497, %t511
  %t513 = add i64 %size.W, 1
  %t514 = add i64 %t513, 1
  %t515 = sub i64 %size.S, 1
  %t516 = sub i64 %t514, %t515
  %t517 = sub i64 %t516, 1
  %t518 = add i64 %t517, 1
  %t519 = mul i64 0, %t518
  %t520 = add i64 %t512, %t519
  %t521 = add i64 %t520, 0
  %t522 = sub i64 %t482, %t521
  br label %packed523
packed523:
  %t525 = sub i64 %t90, 1
  %t526 = add i64 %t110, %t525
  %t527 = udiv i64 %t526, %t90
  %t528 = udiv i64 %range.lo, %t90
  store i64 %t528, ptr %c529
  br label %head530
head530:
  %i533 = load i64, ptr %c529
  %t534 = icmp slt i64 %i533, %t527
  br i1 %t534, label %body531, label %done532
body531:
  %t535 = urem i64 %i533, %t88
  %t536 = udiv i64 %i533, %t88
  %t537 = urem i64 %t536, 1
  %t538 = udiv i64 %t536, 1
  %t539 = mul i64 %i533, %t90
  %t540 = sub i64 %range.lo, %t539
  %t541 = icmp sgt i64 %t540, 0
  %t542 = select i1 %t541, i64 %t540, i64 0
  %t543 = mul i64 %t542, %t106
  %t544 = icmp slt i64 %size.K, %t543
  %t545 = select i1 %t544, i64 %size.K, i64 %t543
  %t546 = sub i64 %t110, %t539
  %t547 = icmp slt i64 %t546, %t90
  %t548 = select i1 %t547, i64 %t546, i64 %t90
  %t549 = mul i64 %t548, %t106
  %t550 = icmp slt i64 %size.K, %t549
  %t551 = select i1 %t550, i64 %size.K, i64 %t549
  %t552 = sub i64 %t551, %t545
  %t553 = mul i64 %t535, %t98
  %t554 = sub i64 %t82, %t553
  %t555 = icmp slt i64 %t98, %t554
  %t556 = select i1 %t555, i64 %t98, i64 %t554
  %t557 = add i64 %t556, 63
  %t558 = sdiv i64 %t557, 64
  %t561 = icmp slt i64 %t545, %t551
  br i1 %t561, label %rows559, label %norows560
rows559:
  store i64 0, ptr %c562
  br label %head563
head563:
  %i566 = load i64, ptr %c562
  %t567 = icmp slt i64 %i566, %t373
  br i1 %t567, label %body564, label %done565
body564:
  %t568 = mul i64 %i566, %t378
  %t569 = add i64 %t568, %t378
  %t570 = icmp slt i64 %t569, %size.C
  %t571 = select i1 %t570, i64 %t569, i64 %size.C
  %t572 = sub i64 %t571, %t568
  %t573 = icmp sgt i64 %t572, 0
  %t574 = select i1 %t573, i64 %t572, i64 0
  %t575 = mul i64 %t574, %t84
  %t576 = icmp sgt i64 %i566, 0
  br label %packb577
packb577:
  br i1 false, label %panels578, label %pack580
pack580:
  store i64 0, ptr %c581
  br label %head582
head582:
  %i585 = load i64, ptr %c581
  %t586 = icmp slt i64 %i585, %t558
  br i1 %t586, label %body583, label %done584
body583:
  %t587 = mul i64 %i585, 64
  %t588 = mul i64 %i585, %t575
  %t589 = mul i64 %t588, 64
  %t590 = getelementptr float, ptr %t114, i64 %t589
  %t591 = add i64 %t587, 0
  %t592 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t591, i64 %t556)
  %t593 = add i64 %t553, %t591
  %t594 = add i64 %size.W, 1
  %t595 = add i64 %t594, 1
  %t596 = sub i64 %size.S, 1
  %t597 = sub i64 %t595, %t596
  %t598 = sub i64 %t597, 1
  %t599 = add i64 %t598, 1
  %t600 = udiv i64 %t593, %t599
  %t601 = urem i64 %t593, %t599
  %t602 = insertelement <16 x i64> poison, i64 %t593, i64 0
  %t603 = shufflevector <16 x i64> %t602, <16 x i64> poison, <16 x i32> zeroinitializer
  %t604 = add <16 x i64> %t603, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t605 = insertelement <16 x i64> poison, i64 %t599, i64 0
  %t606 = shufflevector <16 x i64> %t605, <16 x i64> poison, <16 x i32> zeroinitializer
  %t607 = udiv <16 x i64> %t604, %t606
  %t608 = insertelement <16 x i64> poison, i64 %t599, i64 0
  %t609 = shufflevector <16 x i64> %t608, <16 x i64> poison, <16 x i32> zeroinitializer
  %t610 = mul <16 x i64> %t607, %t609
  %t611 = sub <16 x i64> %t604, %t610
  %t612 = insertelement <16 x i64> poison, i64 %t600, i64 0
  %t613 = shufflevector <16 x i64> %t612, <16 x i64> poison, <16 x i32> zeroinitializer
  %t614 = sub <16 x i64> %t607, %t613
  %t615 = insertelement <16 x i64> poison, i64 %t601, i64 0
  %t616 = shufflevector <16 x i64> %t615, <16 x i64> poison, <16 x i32> zeroinitializer
  %t617 = sub <16 x i64> %t611, %t616
  %t618 = add i64 %t593, 15
  %t619 = udiv i64 %t618, %t599
  %t620 = icmp eq i64 %t600, %t619
  %t621 = add i64 %t587, 16
  %t622 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t621, i64 %t556)
  %t623 = add i64 %t553, %t621
  %t624 = add i64 %size.W, 1
  %t625 = add i64 %t624, 1
  %t626 = sub i64 %size.S, 1
  %t627 = sub i64 %t625, %t626
  %t628 = sub i64 %t627, 1
  %t629 = add i64 %t628, 1
  %t630 = udiv i64 %t623, %t629
  %t631 = urem i64 %t623, %t629
  %t632 = insertelement <16 x i64> poison, i64 %t623, i64 0
  %t633 = shufflevector <16 x i64> %t632, <16 x i64> poison, <16 x i32> zeroinitializer
  %t634 = add <16 x i64> %t633, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t635 = insertelement <16 x i64> poison, i64 %t629, i64 0
  %t636 = shufflevector <16 x i64> %t635, <16 x i64> poison, <16 x i32> zeroinitializer
  %t637 = udiv <16 x i64> %t634, %t636
  %t638 = insertelement <16 x i64> poison, i64 %t629, i64 0
  %t639 = shufflevector <16 x i64> %t638, <16 x i64> poison, <16 x i32> zeroinitializer
  %t640 = mul <16 x i64> %t637, %t639
  %t641 = sub <16 x i64> %t634, %t640
  %t642 = insertelement <16 x i64> poison, i64 %t630, i64 0
  %t643 = shufflevector <16 x i64> %t642, <16 x i64> poison, <16 x i32> zeroinitializer
  %t644 = sub <16 x i64> %t637, %t643
  %t645 = insertelement <16 x i64> poison, i64 %t631, i64 0
  %t646 = shufflevector <16 x i64> %t645, <16 x i64> poison, <16 x i32> zeroinitializer
  %t647 = sub <16 x i64> %t641, %t646
  %t648 = add i64 %t623, 15
  %t649 = udiv i64 %t648, %t629
  %t650 = icmp eq i64 %t630, %t649
  %t651 = add i64 %t587, 32
  %t652 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t651, i64 %t556)
  %t653 = add i64 %t553, %t651
  %t654 = add i64 %size.W, 1
  %t655 = add i64 %t654, 1
  %t656 = sub i64 %size.S, 1
  %t657 = sub i64 %t655, %t656
  %t658 = sub i64 %t657, 1
  %t659 = add i64 %t658, 1
  %t660 = udiv i64 %t653, %t659
  %t661 = urem i64 %t653, %t659
  %t662 = insertelement <16 x i64> poison, i64 %t653, i64 0
  %t663 = shufflevector <16 x i64> %t662, <16 x i64> poison, <16 x i32> zeroinitializer
  %t664 = add <16 x i64> %t663, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t665 = insertelement <16 x i64> poison, i64 %t659, i64 0
  %t666 = shufflevector <16 x i64> %t665, <16 x i64> poison, <16 x i32> zeroinitializer
  %t667 = udiv <16 x i64> %t664, %t666
  %t668 = insertelement <16 x i64> poison, i64 %t659, i64 0
  %t669 = shufflevector <16 x i64> %t668, <16 x i64> poison, <16 x i32> zeroinitializer
  %t670 = mul <16 x i64> %t667, %t669
  %t671 = sub <16 x i64> %t664, %t670
  %t672 = insertelement <16 x i64> poison, i64 %t660, i64 0
  %t673 = shufflevector <16 x i64> %t672, <16 x i64> poison, <16 x i32> zeroinitializer
  %t674 = sub <16 x i64> %t667, %t673
  %t675 = insertelement <16 x i64> poison, i64 %t661, i64 0
  %t676 = shufflevector <16 x i64> %t675, <16 x i64> poison, <16 x i32> zeroinitializer
  %t677 = sub <16 x i64> %t671, %t676
  %t678 = add i64 %t653, 15
  %t679 = udiv i64 %t678, %t659
  %t680 = icmp eq i64 %t660, %t679
  %t681 = add i64 %t587, 48
  %t682 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t681, i64 %t556)
  %t683 = add i64 %t553, %t681
  %t684 = add i64 %size.W, 1
  %t685 = add i64 %t684, 1
  %t686 = sub i64 %size.S, 1
  %t687 = sub i64 %t685, %t686
  %t688 = sub i64 %t687, 1
  %t689 = add i64 %t688, 1
  %t690 = udiv i64 %t683, %t689
  %t691 = urem i64 %t683, %t689
  %t692 = insertelement <16 x i64> poison, i64 %t683, i64 0
  %t693 = shufflevector <16 x i64> %t692, <16 x i64> poison, <16 x i32> zeroinitializer
  %t694 = add <16 x i64> %t693, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t695 = insertelement <16 x i64> poison, i64 %t689, i64 0
  %t696 = shufflevector <16 x i64> %t695, <16 x i64> poison, <16 x i32> zeroinitializer
  %t697 = udiv <16 x i64> %t694, %t696
  %t698 = insertelement <16 x i64> poison, i64 %t689, i64 0
  %t699 = shufflevector <16 x i64> %t698, <16 x i64> poison, <16 x i32> zeroinitializer
  %t700 = mul <16 x i64> %t697, %t699
  %t701 = sub <16 x i64> %t694, %t700
  %t702 = insertelement <16 x i64> poison, i64 %t690, i64 0
  %t703 = shufflevector <16 x i64> %t702, <16 x i64> poison, <16 x i32> zeroinitializer
  %t704 = sub <16 x i64> %t697, %t703
  %t705 = insertelement <16 x i64> poison, i64 %t691, i64 0
  %t706 = shufflevector <16 x i64> %t705, <16 x i64> poison, <16 x i32> zeroinitializer
  %t707 = sub <16 x i64> %t701, %t706
  %t708 = add i64 %t683, 15
  %t709 = udiv i64 %t708, %t689
  %t710 = icmp eq i64 %t690, %t709
  %t711 = mul i64 %size.H, %size.W
  %t712 = mul i64 %size.R, %size.S
  store i64 0, ptr %c713
  store i64 0, ptr %c714
  br label %head715
head715:
  %i718 = load i64, ptr %c714
  %t719 = icmp slt i64 %i718, %size.R
  br i1 %t719, label %body716, label %done717
body716:
  store i64 0, ptr %c720
  br label %head721
head721:
  %i724 = load i64, ptr %c720
  %t725 = icmp slt i64 %i724, %size.S
  br i1 %t725, label %body722, label %done723
body722:
  %t726 = load i64, ptr %c713
  %t727 = add i64 %t600, %i718
  %t728 = sub i64 %t727, 1
  %t729 = insertelement <16 x i64> poison, i64 %t728, i64 0
  %t730 = shufflevector <16 x i64> %t729, <16 x i64> poison, <16 x i32> zeroinitializer
  %t731 = insertelement <16 x i64> poison, i64 1, i64 0
  %t732 = shufflevector <16 x i64> %t731, <16 x i64> poison, <16 x i32> zeroinitializer
  %t733 = mul <16 x i64> %t614, %t732
  %t734 = add <16 x i64> %t730, %t733
  %t735 = icmp sge <16 x i64> %t734, zeroinitializer
  %t736 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t737 = shufflevector <16 x i64> %t736, <16 x i64> poison, <16 x i32> zeroinitializer
  %t738 = icmp slt <16 x i64> %t734, %t737
  %t739 = and <16 x i1> %t735, %t738
  %t740 = and <16 x i1> %t592, %t739
  %t741 = add i64 %t601, %i724
  %t742 = sub i64 %t741, 1
  %t743 = insertelement <16 x i64> poison, i64 %t742, i64 0
  %t744 = shufflevector <16 x i64> %t743, <16 x i64> poison, <16 x i32> zeroinitializer
  %t745 = insertelement <16 x i64> poison, i64 1, i64 0
  %t746 = shufflevector <16 x i64> %t745, <16 x i64> poison, <16 x i32> zeroinitializer
  %t747 = mul <16 x i64> %t617, %t746
  %t748 = add <16 x i64> %t744, %t747
  %t749 = icmp sge <16 x i64> %t748, zeroinitializer
  %t750 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t751 = shufflevector <16 x i64> %t750, <16 x i64> poison, <16 x i32> zeroinitializer
  %t752 = icmp slt <16 x i64> %t748, %t751
  %t753 = and <16 x i1> %t749, %t752
  %t754 = and <16 x i1> %t740, %t753
  %t755 = mul i64 %size.C, %size.H
  %t756 = mul i64 %t755, %size.W
  %t757 = mul i64 %t537, %t756
  %t758 = mul i64 %size.H, %size.W
  %t759 = mul i64 %t568, %t758
  %t760 = add i64 %t757, %t759
  %t761 = add i64 %t600, %i718
  %t762 = sub i64 %t761, 1
  %t763 = mul i64 %t762, %size.W
  %t764 = add i64 %t760, %t763
  %t765 = add i64 %t601, %i724
  %t766 = sub i64 %t765, 1
  %t767 = add i64 %t764, %t766
  %t768 = insertelement <16 x i64> poison, i64 %t767, i64 0
  %t769 = shufflevector <16 x i64> %t768, <16 x i64> poison, <16 x i32> zeroinitializer
  %t770 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t771 = shufflevector <16 x i64> %t770, <16 x i64> poison, <16 x i32> zeroinitializer
  %t772 = mul <16 x i64> %t614, %t771
  %t773 = add <16 x i64> %t769, %t772
  %t774 = insertelement <16 x i64> poison, i64 1, i64 0
  %t775 = shufflevector <16 x i64> %t774, <16 x i64> poison, <16 x i32> zeroinitializer
  %t776 = mul <16 x i64> %t617, %t775
  %t777 = add <16 x i64> %t773, %t776
  %t778 = mul i64 %t599, 1
  %t779 = sub i64 %size.W, %t778
  %t780 = add i64 %t601, %t599
  %t781 = add i64 %t780, 15
  %t782 = udiv i64 %t781, %t599
  %t783 = mul i64 0, %t599
  %t784 = sub i64 %t783, %t601
  %t785 = mul i64 1, %t599
  %t786 = sub i64 %t785, %t601
  %t787 = insertelement <16 x i64> poison, i64 %t784, i64 0
  %t788 = shufflevector <16 x i64> %t787, <16 x i64> poison, <16 x i32> zeroinitializer
  %t789 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t788
  %t790 = insertelement <16 x i64> poison, i64 %t786, i64 0
  %t791 = shufflevector <16 x i64> %t790, <16 x i64> poison, <16 x i32> zeroinitializer
  %t792 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t791
  %t793 = and <16 x i1> %t789, %t792
  %t794 = and <16 x i1> %t793, %t754
  %t795 = mul i64 1, %t599
  %t796 = sub i64 %t795, %t601
  %t797 = mul i64 2, %t599
  %t798 = sub i64 %t797, %t601
  %t799 = insertelement <16 x i64> poison, i64 %t796, i64 0
  %t800 = shufflevector <16 x i64> %t799, <16 x i64> poison, <16 x i32> zeroinitializer
  %t801 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t800
  %t802 = insertelement <16 x i64> poison, i64 %t798, i64 0
  %t803 = shufflevector <16 x i64> %t802, <16 x i64> poison, <16 x i32> zeroinitializer
  %t804 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t803
  %t805 = and <16 x i1> %t801, %t804
  %t806 = and <16 x i1> %t805, %t754
  %t807 = mul i64 2, %t599
  %t808 = sub i64 %t807, %t601
  %t809 = mul i64 3, %t599
  %t810 = sub i64 %t809, %t601
  %t811 = insertelement <16 x i64> poison, i64 %t808, i64 0
  %t812 = shufflevector <16 x i64> %t811, <16 x i64> poison, <16 x i32> zeroinitializer
  %t813 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t812
  %t814 = insertelement <16 x i64> poison, i64 %t810, i64 0
  %t815 = shufflevector <16 x i64> %t814, <16 x i64> poison, <16 x i32> zeroinitializer
  %t816 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t815
  %t817 = and <16 x i1> %t813, %t816
  %t818 = and <16 x i1> %t817, %t754
  %t819 = mul i64 3, %t599
  %t820 = sub i64 %t819, %t601
  %t821 = mul i64 4, %t599
  %t822 = sub i64 %t821, %t601
  %t823 = insertelement <16 x i64> poison, i64 %t820, i64 0
  %t824 = shufflevector <16 x i64> %t823, <16 x i64> poison, <16 x i32> zeroinitializer
  %t825 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t824
  %t826 = insertelement <16 x i64> poison, i64 %t822, i64 0
  %t827 = shufflevector <16 x i64> %t826, <16 x i64> poison, <16 x i32> zeroinitializer
  %t828 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t827
  %t829 = and <16 x i1> %t825, %t828
  %t830 = and <16 x i1> %t829, %t754
  %t831 = add i64 %t630, %i718
  %t832 = sub i64 %t831, 1
  %t833 = insertelement <16 x i64> poison, i64 %t832, i64 0
  %t834 = shufflevector <16 x i64> %t833, <16 x i64> poison, <16 x i32> zeroinitializer
  %t835 = insertelement <16 x i64> poison, i64 1, i64 0
  %t836 = shufflevector <16 x i64> %t835, <16 x i64> poison, <16 x i32> zeroinitializer
  %t837 = mul <16 x i64> %t644, %t836
  %t838 = add <16 x i64> %t834, %t837
  %t839 = icmp sge <16 x i64> %t838, zeroinitializer
  %t840 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t841 = shufflevector <16 x i64> %t840, <16 x i64> poison, <16 x i32> zeroinitializer
  %t842 = icmp slt <16 x i64> %t838, %t841
  %t843 = and <16 x i1> %t839, %t842
  %t844 = and <16 x i1> %t622, %t843
  %t845 = add i64 %t631, %i724
  %t846 = sub i64 %t845, 1
  %t847 = insertelement <16 x i64> poison, i64 %t846, i64 0
  %t848 = shufflevector <16 x i64> %t847, <16 x i64> poison, <16 x i32> zeroinitializer
  %t849 = insertelement <16 x i64> poison, i64 1, i64 0
  %t850 = shufflevector <16 x i64> %t849, <16 x i64> poison, <16 x i32> zeroinitializer
  %t851 = mul <16 x i64> %t647, %t850
  %t852 = add <16 x i64> %t848, %t851
  %t853 = icmp sge <16 x i64> %t852, zeroinitializer
  %t854 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t855 = shufflevector <16 x i64> %t854, <16 x i64> poison, <16 x i32> zeroinitializer
  %t856 = icmp slt <16 x i64> %t852, %t855
  %t857 = and <16 x i1> %t853, %t856
  %t858 = and <16 x i1> %t844, %t857
  %t859 = mul i64 %size.C, %size.H
  %t860 = mul i64 %t859, %size.W
  %t861 = mul i64 %t537, %t860
  %t862 = mul i64 %size.H, %size.W
  %t863 = mul i64 %t568, %t862
  %t864 = add i64 %t861, %t863
  %t865 = add i64 %t630, %i718
  %t866 = sub i64 %t865, 1
  %t867 = mul i64 %t866, %size.W
  %t868 = add i64 %t864, %t867
  %t869 = add i64 %t631, %i724
  %t870 = sub i64 %t869, 1
  %t871 = add i64 %t868, %t870
  %t872 = insertelement <16 x i64> poison, i64 %t871, i64 0
  %t873 = shufflevector <16 x i64> %t872, <16 x i64> poison, <16 x i32> zeroinitializer
  %t874 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t875 = shufflevector <16 x i64> %t874, <16 x i64> poison, <16 x i32> zeroinitializer
  %t876 = mul <16 x i64> %t644, %t875
  %t877 = add <16 x i64> %t873, %t876
  %t878 = insertelement <16 x i64> poison, i64 1, i64 0
  %t879 = shufflevector <16 x i64> %t878, <16 x i64> poison, <16 x i32> zeroinitializer
  %t880 = mul <16 x i64> %t647, %t879
  %t881 = add <16 x i64> %t877, %t880
  %t882 = mul i64 %t629, 1
  %t883 = sub i64 %size.W, %t882
  %t884 = add i64 %t631, %t629
  %t885 = add i64 %t884, 15
  %t886 = udiv i64 %t885, %t629
  %t887 = mul i64 0, %t629
  %t888 = sub i64 %t887, %t631
  %t889 = mul i64 1, %t629
  %t890 = sub i64 %t889, %t631
  %t891 = insertelement <16 x i64> poison, i64 %t888, i64 0
  %t892 = shufflevector <16 x i64> %t891, <16 x i64> poison, <16 x i32> zeroinitializer
  %t893 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t892
  %t894 = insertelement <16 x i64> poison, i64 %t890, i64 0
  %t895 = shufflevector <16 x i64> %t894, <16 x i64> poison, <16 x i32> zeroinitializer
  %t896 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t895
  %t897 = and <16 x i1> %t893, %t896
  %t898 = and <16 x i1> %t897, %t858
  %t899 = mul i64 1, %t629
  %t900 = sub i64 %t899, %t631
  %t901 = mul i64 2, %t629
  %t902 = sub i64 %t901, %t631
  %t903 = insertelement <16 x i64> poison, i64 %t900, i64 0
  %t904 = shufflevector <16 x i64> %t903, <16 x i64> poison, <16 x i32> zeroinitializer
  %t905 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t904
  %t906 = insertelement <16 x i64> poison, i64 %t902, i64 0
  %t907 = shufflevector <16 x i64> %t906, <16 x i64> poison, <16 x i32> zeroinitializer
  %t908 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t907
  %t909 = and <16 x i1> %t905, %t908
  %t910 = and <16 x i1> %t909, %t858
  %t911 = mul i64 2, %t629
  %t912 = sub i64 %t911, %t631
  %t913 = mul i64 3, %t629
  %t914 = sub i64 %t913, %t631
  %t915 = insertelement <16 x i64> poison, i64 %t912, i64 0
  %t916 = shufflevector <16 x i64> %t915, <16 x i64> poison, <16 x i32> zeroinitializer
  %t917 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t916
  %t918 = insertelement <16 x i64> poison, i64 %t914, i64 0
  %t919 = shufflevector <16 x i64> %t918, <16 x i64> poison, <16 x i32> zeroinitializer
  %t920 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t919
  %t921 = and <16 x i1> %t917, %t920
  %t922 = and <16 x i1> %t921, %t858
  %t923 = mul i64 3, %t629
  %t924 = sub i64 %t923, %t631
  %t925 = mul i64 4, %t629
  %t926 = sub i64 %t925, %t631
  %t927 = insertelement <16 x i64> poison, i64 %t924, i64 0
  %t928 = shufflevector <16 x i64> %t927, <16 x i64> poison, <16 x i32> zeroinitializer
  %t929 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t928
  %t930 = insertelement <16 x i64> poison, i64 %t926, i64 0
  %t931 = shufflevector <16 x i64> %t930, <16 x i64> poison, <16 x i32> zeroinitializer
  %t932 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t931
  %t933 = and <16 x i1> %t929, %t932
  %t934 = and <16 x i1> %t933, %t858
  %t935 = add i64 %t660, %i718
  %t936 = sub i64 %t935, 1
  %t937 = insertelement <16 x i64> poison, i64 %t936, i64 0
  %t938 = shufflevector <16 x i64> %t937, <16 x i64> poison, <16 x i32> zeroinitializer
  %t939 = insertelement <16 x i64> poison, i64 1, i64 0
  %t940 = shufflevector <16 x i64> %t939, <16 x i64> poison, <16 x i32> zeroinitializer
  %t941 = mul <16 x i64> %t674, %t940
  %t942 = add <16 x i64> %t938, %t941
  %t943 = icmp sge <16 x i64> %t942, zeroinitializer
  %t944 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t945 = shufflevector <16 x i64> %t944, <16 x i64> poison, <16 x i32> zeroinitializer
  %t946 = icmp slt <16 x i64> %t942, %t945
  %t947 = and <16 x i1> %t943, %t946
  %t948 = and <16 x i1> %t652, %t947
  %t949 = add i64 %t661, %i724
  %t950 = sub i64 %t949, 1
  %t951 = insertelement <16 x i64> poison, i64 %t950, i64 0
  %t952 = shufflevector <16 x i64> %t951, <16 x i64> poison, <16 x i32> zeroinitializer
  %t953 = insertelement <16 x i64> poison, i64 1, i64 0
  %t954 = shufflevector <16 x i64> %t953, <16 x i64> poison, <16 x i32> zeroinitializer
  %t955 = mul <16 x i64> %t677, %t954
  %t956 = add <16 x i64> %t952, %t955
  %t957 = icmp sge <16 x i64> %t956, zeroinitializer
  %t958 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t959 = shufflevector <16 x i64> %t958, <16 x i64> poison, <16 x i32> zeroinitializer
  %t960 = icmp slt <16 x i64> %t956, %t959
  %t961 = and <16 x i1> %t957, %t960
  %t962 = and <16 x i1> %t948, %t961
  %t963 = mul i64 %size.C, %size.H
  %t964 = mul i64 %t963, %size.W
  %t965 = mul i64 %t537, %t964
  %t966 = mul i64 %size.H, %size.W
  %t967 = mul i64 %t568, %t966
  %t968 = add i64 %t965, %t967
  %t969 = add i64 %t660, %i718
  %t970 = sub i64 %t969, 1
  %t971 = mul i64 %t970, %size.W
  %t972 = add i64 %t968, %t971
  %t973 = add i64 %t661, %i724
  %t974 = sub i64 %t973, 1
  %t975 = add i64 %t972, %t974
  %t976 = insertelement <16 x i64> poison, i64 %t975, i64 0
  %t977 = shufflevector <16 x i64> %t976, <16 x i64> poison, <16 x i32> zeroinitializer
  %t978 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t979 = shufflevector <16 x i64> %t978, <16 x i64> poison, <16 x i32> zeroinitializer
  %t980 = mul <16 x i64> %t674, %t979
  %t981 = add <16 x i64> %t977, %t980
  %t982 = insertelement <16 x i64> poison, i64 1, i64 0
  %t983 = shufflevector <16 x i64> %t982, <16 x i64> poison, <16 x i32> zeroinitializer
  %t984 = mul <16 x i64> %t677, %t983
  %t985 = add <16 x i64> %t981, %t984
  %t986 = mul i64 %t659, 1
  %t987 = sub i64 %size.W, %t986
  %t988 = add i64 %t661, %t659
  %t989 = add i64 %t988, 15
  %t990 = udiv i64 %t989, %t659
  %t991 = mul i64 0, %t659
  %t992 = sub i64 %t991, %t661
  %t993 = mul i64 1, %t659
  %t994 = sub i64 %t993, %t661
  %t995 = insertelement <16 x i64> poison, i64 %t992, i64 0
  %t996 = shufflevector <16 x i64> %t995, <16 x i64> poison, <16 x i32> zeroinitializer
  %t997 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t996
  %t998 = insertelement <16 x i64> poison, i64 %t994, i64 0
  %t999 = shufflevector <16 x i64> %t998, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1000 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t999
  %t1001 = and <16 x i1> %t997, %t1000
  %t1002 = and <16 x i1> %t1001, %t962
  %t1003 = mul i64 1, %t659
  %t1004 = sub i64 %t1003, %t661
  %t1005 = mul i64 2, %t659
  %t1006 = sub i64 %t1005, %t661
  %t1007 = insertelement <16 x i64> poison, i64 %t1004, i64 0
  %t1008 = shufflevector <16 x i64> %t1007, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1009 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1008
  %t1010 = insertelement <16 x i64> poison, i64 %t1006, i64 0
  %t1011 = shufflevector <16 x i64> %t1010, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1012 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1011
  %t1013 = and <16 x i1> %t1009, %t1012
  %t1014 = and <16 x i1> %t1013, %t962
  %t1015 = mul i64 2, %t659
  %t1016 = sub i64 %t1015, %t661
  %t1017 = mul i64 3, %t659
  %t1018 = sub i64 %t1017, %t661
  %t1019 = insertelement <16 x i64> poison, i64 %t1016, i64 0
  %t1020 = shufflevector <16 x i64> %t1019, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1021 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1020
  %t1022 = insertelement <16 x i64> poison, i64 %t1018, i64 0
  %t1023 = shufflevector <16 x i64> %t1022, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1024 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1023
  %t1025 = and <16 x i1> %t1021, %t1024
  %t1026 = and <16 x i1> %t1025, %t962
  %t1027 = mul i64 3, %t659
  %t1028 = sub i64 %t1027, %t661
  %t1029 = mul i64 4, %t659
  %t1030 = sub i64 %t1029, %t661
  %t1031 = insertelement <16 x i64> poison, i64 %t1028, i64 0
  %t1032 = shufflevector <16 x i64> %t1031, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1033 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1032
  %t1034 = insertelement <16 x i64> poison, i64 %t1030, i64 0
  %t1035 = shufflevector <16 x i64> %t1034, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1036 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1035
  %t1037 = and <16 x i1> %t1033, %t1036
  %t1038 = and <16 x i1> %t1037, %t962
  %t1039 = add i64 %t690, %i718
  %t1040 = sub i64 %t1039, 1
  %t1041 = insertelement <16 x i64> poison, i64 %t1040, i64 0
  %t1042 = shufflevector <16 x i64> %t1041, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1043 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1044 = shufflevector <16 x i64> %t1043, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1045 = mul <16 x i64> %t704, %t1044
  %t1046 = add <16 x i64> %t1042, %t1045
  %t1047 = icmp sge <16 x i64> %t1046, zeroinitializer
  %t1048 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t1049 = shufflevector <16 x i64> %t1048, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1050 = icmp slt <16 x i64> %t1046, %t1049
  %t1051 = and <16 x i1> %t1047, %t1050
  %t1052 = and <16 x i1> %t682, %t1051
  %t1053 = add i64 %t691, %i724
  %t1054 = sub i64 %t1053, 1
  %t1055 = insertelement <16 x i64> poison, i64 %t1054, i64 0
  %t1056 = shufflevector <16 x i64> %t1055, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1057 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1058 = shufflevector <16 x i64> %t1057, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1059 = mul <16 x i64> %t707, %t1058
  %t1060 = add <16 x i64> %t1056, %t1059
  %t1061 = icmp sge <16 x i64> %t1060, zeroinitializer
  %t1062 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1063 = shufflevector <16 x i64> %t1062, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1064 = icmp slt <16 x i64> %t1060, %t1063
  %t1065 = and <16 x i1> %t1061, %t1064
  %t1066 = and <16 x i1> %t1052, %t1065
  %t1067 = mul i64 %size.C, %size.H
  %t1068 = mul i64 %t1067, %size.W
  %t1069 = mul i64 %t537, %t1068
  %t1070 = mul i64 %size.H, %size.W
  %t1071 = mul i64 %t568, %t1070
  %t1072 = add i64 %t1069, %t1071
  %t1073 = add i64 %t690, %i718
  %t1074 = sub i64 %t1073, 1
  %t1075 = mul i64 %t1074, %size.W
  %t1076 = add i64 %t1072, %t1075
  %t1077 = add i64 %t691, %i724
  %t1078 = sub i64 %t1077, 1
  %t1079 = add i64 %t1076, %t1078
  %t1080 = insertelement <16 x i64> poison, i64 %t1079, i64 0
  %t1081 = shufflevector <16 x i64> %t1080, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1082 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1083 = shufflevector <16 x i64> %t1082, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1084 = mul <16 x i64> %t704, %t1083
  %t1085 = add <16 x i64> %t1081, %t1084
  %t1086 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1087 = shufflevector <16 x i64> %t1086, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1088 = mul <16 x i64> %t707, %t1087
  %t1089 = add <16 x i64> %t1085, %t1088
  %t1090 = mul i64 %t689, 1
  %t1091 = sub i64 %size.W, %t1090
  %t1092 = add i64 %t691, %t689
  %t1093 = add i64 %t1092, 15
  %t1094 = udiv i64 %t1093, %t689
  %t1095 = mul i64 0, %t689
  %t1096 = sub i64 %t1095, %t691
  %t1097 = mul i64 1, %t689
  %t1098 = sub i64 %t1097, %t691
  %t1099 = insertelement <16 x i64> poison, i64 %t1096, i64 0
  %t1100 = shufflevector <16 x i64> %t1099, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1101 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1100
  %t1102 = insertelement <16 x i64> poison, i64 %t1098, i64 0
  %t1103 = shufflevector <16 x i64> %t1102, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1104 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1103
  %t1105 = and <16 x i1> %t1101, %t1104
  %t1106 = and <16 x i1> %t1105, %t1066
  %t1107 = mul i64 1, %t689
  %t1108 = sub i64 %t1107, %t691
  %t1109 = mul i64 2, %t689
  %t1110 = sub i64 %t1109, %t691
  %t1111 = insertelement <16 x i64> poison, i64 %t1108, i64 0
  %t1112 = shufflevector <16 x i64> %t1111, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1113 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1112
  %t1114 = insertelement <16 x i64> poison, i64 %t1110, i64 0
  %t1115 = shufflevector <16 x i64> %t1114, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1116 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1115
  %t1117 = and <16 x i1> %t1113, %t1116
  %t1118 = and <16 x i1> %t1117, %t1066
  %t1119 = mul i64 2, %t689
  %t1120 = sub i64 %t1119, %t691
  %t1121 = mul i64 3, %t689
  %t1122 = sub i64 %t1121, %t691
  %t1123 = insertelement <16 x i64> poison, i64 %t1120, i64 0
  %t1124 = shufflevector <16 x i64> %t1123, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1125 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1124
  %t1126 = insertelement <16 x i64> poison, i64 %t1122, i64 0
  %t1127 = shufflevector <16 x i64> %t1126, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1128 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1127
  %t1129 = and <16 x i1> %t1125, %t1128
  %t1130 = and <16 x i1> %t1129, %t1066
  %t1131 = mul i64 3, %t689
  %t1132 = sub i64 %t1131, %t691
  %t1133 = mul i64 4, %t689
  %t1134 = sub i64 %t1133, %t691
  %t1135 = insertelement <16 x i64> poison, i64 %t1132, i64 0
  %t1136 = shufflevector <16 x i64> %t1135, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1137 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1136
  %t1138 = insertelement <16 x i64> poison, i64 %t1134, i64 0
  %t1139 = shufflevector <16 x i64> %t1138, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1140 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1139
  %t1141 = and <16 x i1> %t1137, %t1140
  %t1142 = and <16 x i1> %t1141, %t1066
  store i64 %t568, ptr %c1143
  br label %head1144
head1144:
  %i1147 = load i64, ptr %c1143
  %t1148 = icmp slt i64 %i1147, %t571
  br i1 %t1148, label %body1145, label %done1146
body1145:
  %t1149 = sub i64 %i1147, %t568
  %t1150 = mul i64 %t1149, %t712
  %t1151 = add i64 %t1150, %t726
  %t1152 = mul i64 %t1149, %t711
  %t1153 = insertelement <16 x i64> poison, i64 %t1152, i64 0
  %t1154 = shufflevector <16 x i64> %t1153, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1155 = add <16 x i64> %t777, %t1154
  %t1156 = add i64 %t767, %t1152
  %t1157 = mul i64 %t1151, 64
  %t1158 = add i64 %t1157, 0
  %t1159 = getelementptr float, ptr %t590, i64 %t1158
  br i1 %t620, label %load1160, label %gather1161
load1160:
  %t1163 = getelementptr float, ptr %buf.x, i64 %t1156
  %t1164 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1163, <16 x i1> %t754, <16 x float> zeroinitializer)
  store <16 x float> %t1164, ptr %t1159, align 4
  br label %packed1162
gather1161:
  switch i64 %t782, label %gather1169 [i64 1, label %pieces11165 i64 2, label %pieces21166 i64 3, label %pieces31167 i64 4, label %pieces41168]
pieces11165:
  %t1170 = mul i64 %t779, 0
  %t1171 = add i64 %t1156, %t1170
  %t1172 = getelementptr float, ptr %buf.x, i64 %t1171
  %t1173 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1172, <16 x i1> %t794, <16 x float> zeroinitializer)
  store <16 x float> %t1173, ptr %t1159, align 4
  br label %packed1162
pieces21166:
  %t1174 = mul i64 %t779, 0
  %t1175 = add i64 %t1156, %t1174
  %t1176 = getelementptr float, ptr %buf.x, i64 %t1175
  %t1177 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1176, <16 x i1> %t794, <16 x float> zeroinitializer)
  %t1178 = mul i64 %t779, 1
  %t1179 = add i64 %t1156, %t1178
  %t1180 = getelementptr float, ptr %buf.x, i64 %t1179
  %t1181 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1180, <16 x i1> %t806, <16 x float> zeroinitializer)
  %t1182 = select <16 x i1> %t806, <16 x float> %t1181, <16 x float> %t1177
  store <16 x float> %t1182, ptr %t1159, align 4
  br label %packed1162
pieces31167:
  %t1183 = mul i64 %t779, 0
  %t1184 = add i64 %t1156, %t1183
  %t1185 = getelementptr float, ptr %buf.x, i64 %t1184
  %t1186 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1185, <16 x i1> %t794, <16 x float> zeroinitializer)
  %t1187 = mul i64 %t779, 1
  %t1188 = add i64 %t1156, %t1187
  %t1189 = getelementptr float, ptr %buf.x, i64 %t1188
  %t1190 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1189, <16 x i1> %t806, <16 x float> zeroinitializer)
  %t1191 = select <16 x i1> %t806, <16 x float> %t1190, <16 x float> %t1186
  %t1192 = mul i64 %t779, 2
  %t1193 = add i64 %t1156, %t1192
  %t1194 = getelementptr float, ptr %buf.x, i64 %t1193
  %t1195 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1194, <16 x i1> %t818, <16 x float> zeroinitializer)
  %t1196 = select <16 x i1> %t818, <16 x float> %t1195, <16 x float> %t1191
  store <16 x float> %t1196, ptr %t1159, align 4
  br label %packed1162
pieces41168:
  %t1197 = mul i64 %t779, 0
  %t1198 = add i64 %t1156, %t1197
  %t1199 = getelementptr float, ptr %buf.x, i64 %t1198
  %t1200 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1199, <16 x i1> %t794, <16 x float> zeroinitializer)
  %t1201 = mul i64 %t779, 1
  %t1202 = add i64 %t1156, %t1201
  %t1203 = getelementptr float, ptr %buf.x, i64 %t1202
  %t1204 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1203, <16 x i1> %t806, <16 x float> zeroinitializer)
  %t1205 = select <16 x i1> %t806, <16 x float> %t1204, <16 x float> %t1200
  %t1206 = mul i64 %t779, 2
  %t1207 = add i64 %t1156, %t1206
  %t1208 = getelementptr float, ptr %buf.x, i64 %t1207
  %t1209 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1208, <16 x i1> %t818, <16 x float> zeroinitializer)
  %t1210 = select <16 x i1> %t818, <16 x float> %t1209, <16 x float> %t1205
  %t1211 = mul i64 %t779, 3
  %t1212 = add i64 %t1156, %t1211
  %t1213 = getelementptr float, ptr %buf.x, i64 %t1212
  %t1214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1213, <16 x i1> %t830, <16 x float> zeroinitializer)
  %t1215 = select <16 x i1> %t830, <16 x float> %t1214, <16 x float> %t1210
  store <16 x float> %t1215, ptr %t1159, align 4
  br label %packed1162
gather1169:
  %t1216 = getelementptr float, ptr %buf.x, <16 x i64> %t1155
  %t1217 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1216, <16 x i1> %t754, <16 x float> zeroinitializer)
  store <16 x float> %t1217, ptr %t1159, align 4
  br label %packed1162
packed1162:
  %t1218 = insertelement <16 x i64> poison, i64 %t1152, i64 0
  %t1219 = shufflevector <16 x i64> %t1218, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1220 = add <16 x i64> %t881, %t1219
  %t1221 = add i64 %t871, %t1152
  %t1222 = mul i64 %t1151, 64
  %t1223 = add i64 %t1222, 16
  %t1224 = getelementptr float, ptr %t590, i64 %t1223
  br i1 %t650, label %load1225, label %gather1226
load1225:
  %t1228 = getelementptr float, ptr %buf.x, i64 %t1221
  %t1229 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1228, <16 x i1> %t858, <16 x float> zeroinitializer)
  store <16 x float> %t1229, ptr %t1224, align 4
  br label %packed1227
gather1226:
  switch i64 %t886, label %gather1234 [i64 1, label %pieces11230 i64 2, label %pieces21231 i64 3, label %pieces31232 i64 4, label %pieces41233]
pieces11230:
  %t1235 = mul i64 %t883, 0
  %t1236 = add i64 %t1221, %t1235
  %t1237 = getelementptr float, ptr %buf.x, i64 %t1236
  %t1238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1237, <16 x i1> %t898, <16 x float> zeroinitializer)
  store <16 x float> %t1238, ptr %t1224, align 4
  br label %packed1227
pieces21231:
  %t1239 = mul i64 %t883, 0
  %t1240 = add i64 %t1221, %t1239
  %t1241 = getelementptr float, ptr %buf.x, i64 %t1240
  %t1242 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1241, <16 x i1> %t898, <16 x float> zeroinitializer)
  %t1243 = mul i64 %t883, 1
  %t1244 = add i64 %t1221, %t1243
  %t1245 = getelementptr float, ptr %buf.x, i64 %t1244
  %t1246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1245, <16 x i1> %t910, <16 x float> zeroinitializer)
  %t1247 = select <16 x i1> %t910, <16 x float> %t1246, <16 x float> %t1242
  store <16 x float> %t1247, ptr %t1224, align 4
  br label %packed1227
pieces31232:
  %t1248 = mul i64 %t883, 0
  %t1249 = add i64 %t1221, %t1248
  %t1250 = getelementptr float, ptr %buf.x, i64 %t1249
  %t1251 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1250, <16 x i1> %t898, <16 x float> zeroinitializer)
  %t1252 = mul i64 %t883, 1
  %t1253 = add i64 %t1221, %t1252
  %t1254 = getelementptr float, ptr %buf.x, i64 %t1253
  %t1255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1254, <16 x i1> %t910, <16 x float> zeroinitializer)
  %t1256 = select <16 x i1> %t910, <16 x float> %t1255, <16 x float> %t1251
  %t1257 = mul i64 %t883, 2
  %t1258 = add i64 %t1221, %t1257
  %t1259 = getelementptr float, ptr %buf.x, i64 %t1258
  %t1260 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1259, <16 x i1> %t922, <16 x float> zeroinitializer)
  %t1261 = select <16 x i1> %t922, <16 x float> %t1260, <16 x float> %t1256
  store <16 x float> %t1261, ptr %t1224, align 4
  br label %packed1227
pieces41233:
  %t1262 = mul i64 %t883, 0
  %t1263 = add i64 %t1221, %t1262
  %t1264 = getelementptr float, ptr %buf.x, i64 %t1263
  %t1265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1264, <16 x i1> %t898, <16 x float> zeroinitializer)
  %t1266 = mul i64 %t883, 1
  %t1267 = add i64 %t1221, %t1266
  %t1268 = getelementptr float, ptr %buf.x, i64 %t1267
  %t1269 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1268, <16 x i1> %t910, <16 x float> zeroinitializer)
  %t1270 = select <16 x i1> %t910, <16 x float> %t1269, <16 x float> %t1265
  %t1271 = mul i64 %t883, 2
  %t1272 = add i64 %t1221, %t1271
  %t1273 = getelementptr float, ptr %buf.x, i64 %t1272
  %t1274 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1273, <16 x i1> %t922, <16 x float> zeroinitializer)
  %t1275 = select <16 x i1> %t922, <16 x float> %t1274, <16 x float> %t1270
  %t1276 = mul i64 %t883, 3
  %t1277 = add i64 %t1221, %t1276
  %t1278 = getelementptr float, ptr %buf.x, i64 %t1277
  %t1279 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1278, <16 x i1> %t934, <16 x float> zeroinitializer)
  %t1280 = select <16 x i1> %t934, <16 x float> %t1279, <16 x float> %t1275
  store <16 x float> %t1280, ptr %t1224, align 4
  br label %packed1227
gather1234:
  %t1281 = getelementptr float, ptr %buf.x, <16 x i64> %t1220
  %t1282 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1281, <16 x i1> %t858, <16 x float> zeroinitializer)
  store <16 x float> %t1282, ptr %t1224, align 4
  br label %packed1227
packed1227:
  %t1283 = insertelement <16 x i64> poison, i64 %t1152, i64 0
  %t1284 = shufflevector <16 x i64> %t1283, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1285 = add <16 x i64> %t985, %t1284
  %t1286 = add i64 %t975, %t1152
  %t1287 = mul i64 %t1151, 64
  %t1288 = add i64 %t1287, 32
  %t1289 = getelementptr float, ptr %t590, i64 %t1288
  br i1 %t680, label %load1290, label %gather1291
load1290:
  %t1293 = getelementptr float, ptr %buf.x, i64 %t1286
  %t1294 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1293, <16 x i1> %t962, <16 x float> zeroinitializer)
  store <16 x float> %t1294, ptr %t1289, align 4
  br label %packed1292
gather1291:
  switch i64 %t990, label %gather1299 [i64 1, label %pieces11295 i64 2, label %pieces21296 i64 3, label %pieces31297 i64 4, label %pieces41298]
pieces11295:
  %t1300 = mul i64 %t987, 0
  %t1301 = add i64 %t1286, %t1300
  %t1302 = getelementptr float, ptr %buf.x, i64 %t1301
  %t1303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1302, <16 x i1> %t1002, <16 x float> zeroinitializer)
  store <16 x float> %t1303, ptr %t1289, align 4
  br label %packed1292
pieces21296:
  %t1304 = mul i64 %t987, 0
  %t1305 = add i64 %t1286, %t1304
  %t1306 = getelementptr float, ptr %buf.x, i64 %t1305
  %t1307 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1306, <16 x i1> %t1002, <16 x float> zeroinitializer)
  %t1308 = mul i64 %t987, 1
  %t1309 = add i64 %t1286, %t1308
  %t1310 = getelementptr float, ptr %buf.x, i64 %t1309
  %t1311 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1310, <16 x i1> %t1014, <16 x float> zeroinitializer)
  %t1312 = select <16 x i1> %t1014, <16 x float> %t1311, <16 x float> %t1307
  store <16 x float> %t1312, ptr %t1289, align 4
  br label %packed1292
pieces31297:
  %t1313 = mul i64 %t987, 0
  %t1314 = add i64 %t1286, %t1313
  %t1315 = getelementptr float, ptr %buf.x, i64 %t1314
  %t1316 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1315, <16 x i1> %t1002, <16 x float> zeroinitializer)
  %t1317 = mul i64 %t987, 1
  %t1318 = add i64 %t1286, %t1317
  %t1319 = getelementptr float, ptr %buf.x, i64 %t1318
  %t1320 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1319, <16 x i1> %t1014, <16 x float> zeroinitializer)
  %t1321 = select <16 x i1> %t1014, <16 x float> %t1320, <16 x float> %t1316
  %t1322 = mul i64 %t987, 2
  %t1323 = add i64 %t1286, %t1322
  %t1324 = getelementptr float, ptr %buf.x, i64 %t1323
  %t1325 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1324, <16 x i1> %t1026, <16 x float> zeroinitializer)
  %t1326 = select <16 x i1> %t1026, <16 x float> %t1325, <16 x float> %t1321
  store <16 x float> %t1326, ptr %t1289, align 4
  br label %packed1292
pieces41298:
  %t1327 = mul i64 %t987, 0
  %t1328 = add i64 %t1286, %t1327
  %t1329 = getelementptr float, ptr %buf.x, i64 %t1328
  %t1330 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1329, <16 x i1> %t1002, <16 x float> zeroinitializer)
  %t1331 = mul i64 %t987, 1
  %t1332 = add i64 %t1286, %t1331
  %t1333 = getelementptr float, ptr %buf.x, i64 %t1332
  %t1334 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1333, <16 x i1> %t1014, <16 x float> zeroinitializer)
  %t1335 = select <16 x i1> %t1014, <16 x float> %t1334, <16 x float> %t1330
  %t1336 = mul i64 %t987, 2
  %t1337 = add i64 %t1286, %t1336
  %t1338 = getelementptr float, ptr %buf.x, i64 %t1337
  %t1339 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1338, <16 x i1> %t1026, <16 x float> zeroinitializer)
  %t1340 = select <16 x i1> %t1026, <16 x float> %t1339, <16 x float> %t1335
  %t1341 = mul i64 %t987, 3
  %t1342 = add i64 %t1286, %t1341
  %t1343 = getelementptr float, ptr %buf.x, i64 %t1342
  %t1344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1343, <16 x i1> %t1038, <16 x float> zeroinitializer)
  %t1345 = select <16 x i1> %t1038, <16 x float> %t1344, <16 x float> %t1340
  store <16 x float> %t1345, ptr %t1289, align 4
  br label %packed1292
gather1299:
  %t1346 = getelementptr float, ptr %buf.x, <16 x i64> %t1285
  %t1347 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1346, <16 x i1> %t962, <16 x float> zeroinitializer)
  store <16 x float> %t1347, ptr %t1289, align 4
  br label %packed1292
packed1292:
  %t1348 = insertelement <16 x i64> poison, i64 %t1152, i64 0
  %t1349 = shufflevector <16 x i64> %t1348, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1350 = add <16 x i64> %t1089, %t1349
  %t1351 = add i64 %t1079, %t1152
  %t1352 = mul i64 %t1151, 64
  %t1353 = add i64 %t1352, 48
  %t1354 = getelementptr float, ptr %t590, i64 %t1353
  br i1 %t710, label %load1355, label %gather1356
load1355:
  %t1358 = getelementptr float, ptr %buf.x, i64 %t1351
  %t1359 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1358, <16 x i1> %t1066, <16 x float> zeroinitializer)
  store <16 x float> %t1359, ptr %t1354, align 4
  br label %packed1357
gather1356:
  switch i64 %t1094, label %gather1364 [i64 1, label %pieces11360 i64 2, label %pieces21361 i64 3, label %pieces31362 i64 4, label %pieces41363]
pieces11360:
  %t1365 = mul i64 %t1091, 0
  %t1366 = add i64 %t1351, %t1365
  %t1367 = getelementptr float, ptr %buf.x, i64 %t1366
  %t1368 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1367, <16 x i1> %t1106, <16 x float> zeroinitializer)
  store <16 x float> %t1368, ptr %t1354, align 4
  br label %packed1357
pieces21361:
  %t1369 = mul i64 %t1091, 0
  %t1370 = add i64 %t1351, %t1369
  %t1371 = getelementptr float, ptr %buf.x, i64 %t1370
  %t1372 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1371, <16 x i1> %t1106, <16 x float> zeroinitializer)
  %t1373 = mul i64 %t1091, 1
  %t1374 = add i64 %t1351, %t1373
  %t1375 = getelementptr float, ptr %buf.x, i64 %t1374
  %t1376 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1375, <16 x i1> %t1118, <16 x float> zeroinitializer)
  %t1377 = select <16 x i1> %t1118, <16 x float> %t1376, <16 x float> %t1372
  store <16 x float> %t1377, ptr %t1354, align 4
  br label %packed1357
pieces31362:
  %t1378 = mul i64 %t1091, 0
  %t1379 = add i64 %t1351, %t1378
  %t1380 = getelementptr float, ptr %buf.x, i64 %t1379
  %t1381 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1380, <16 x i1> %t1106, <16 x float> zeroinitializer)
  %t1382 = mul i64 %t1091, 1
  %t1383 = add i64 %t1351, %t1382
  %t1384 = getelementptr float, ptr %buf.x, i64 %t1383
  %t1385 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1384, <16 x i1> %t1118, <16 x float> zeroinitializer)
  %t1386 = select <16 x i1> %t1118, <16 x float> %t1385, <16 x float> %t1381
  %t1387 = mul i64 %t1091, 2
  %t1388 = add i64 %t1351, %t1387
  %t1389 = getelementptr float, ptr %buf.x, i64 %t1388
  %t1390 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1389, <16 x i1> %t1130, <16 x float> zeroinitializer)
  %t1391 = select <16 x i1> %t1130, <16 x float> %t1390, <16 x float> %t1386
  store <16 x float> %t1391, ptr %t1354, align 4
  br label %packed1357
pieces41363:
  %t1392 = mul i64 %t1091, 0
  %t1393 = add i64 %t1351, %t1392
  %t1394 = getelementptr float, ptr %buf.x, i64 %t1393
  %t1395 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1394, <16 x i1> %t1106, <16 x float> zeroinitializer)
  %t1396 = mul i64 %t1091, 1
  %t1397 = add i64 %t1351, %t1396
  %t1398 = getelementptr float, ptr %buf.x, i64 %t1397
  %t1399 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1398, <16 x i1> %t1118, <16 x float> zeroinitializer)
  %t1400 = select <16 x i1> %t1118, <16 x float> %t1399, <16 x float> %t1395
  %t1401 = mul i64 %t1091, 2
  %t1402 = add i64 %t1351, %t1401
  %t1403 = getelementptr float, ptr %buf.x, i64 %t1402
  %t1404 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1403, <16 x i1> %t1130, <16 x float> zeroinitializer)
  %t1405 = select <16 x i1> %t1130, <16 x float> %t1404, <16 x float> %t1400
  %t1406 = mul i64 %t1091, 3
  %t1407 = add i64 %t1351, %t1406
  %t1408 = getelementptr float, ptr %buf.x, i64 %t1407
  %t1409 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1408, <16 x i1> %t1142, <16 x float> zeroinitializer)
  %t1410 = select <16 x i1> %t1142, <16 x float> %t1409, <16 x float> %t1405
  store <16 x float> %t1410, ptr %t1354, align 4
  br label %packed1357
gather1364:
  %t1411 = getelementptr float, ptr %buf.x, <16 x i64> %t1350
  %t1412 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1411, <16 x i1> %t1066, <16 x float> zeroinitializer)
  store <16 x float> %t1412, ptr %t1354, align 4
  br label %packed1357
packed1357:
  %t1413 = add nsw i64 %i1147, 1
  store i64 %t1413, ptr %c1143
  br label %head1144
done1146:
  %t1414 = add i64 %t726, 1
  store i64 %t1414, ptr %c713
  %t1415 = add nsw i64 %i724, 1
  store i64 %t1415, ptr %c720
  br label %head721
done723:
  %t1416 = add nsw i64 %i718, 1
  store i64 %t1416, ptr %c714
  br label %head715
done717:
  %t1417 = add nsw i64 %i585, 1
  store i64 %t1417, ptr %c581
  br label %head582
done584:
  br label %panels578
panels578:
  store i64 %t545, ptr %c1418
  br label %head1419
head1419:
  %i1422 = load i64, ptr %c1418
  %t1423 = icmp slt i64 %i1422, %t551
  br i1 %t1423, label %body1420, label %done1421
body1420:
  store i64 0, ptr %c1424
  br label %head1425
head1425:
  %i1428 = load i64, ptr %c1424
  %t1429 = icmp slt i64 %i1428, %t558
  br i1 %t1429, label %body1426, label %done1427
body1426:
  %t1430 = add i64 %i1422, %t106
  %t1431 = icmp slt i64 %t1430, %t551
  %t1432 = select i1 %t1431, i64 %t1430, i64 %t551
  %t1433 = mul i64 %i1428, 64
  %t1434 = add i64 %t1433, 0
  %t1435 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1434, i64 %t556)
  %t1436 = add i64 %t1433, 16
  %t1437 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1436, i64 %t556)
  %t1438 = add i64 %t1433, 32
  %t1439 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1438, i64 %t556)
  %t1440 = add i64 %t1433, 48
  %t1441 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1440, i64 %t556)
  %t1442 = add i64 %t553, %t1433
  %t1443 = udiv i64 %t1442, %t75
  %t1444 = urem i64 %t1442, %t75
  %t1445 = mul i64 %size.C, %size.H
  %t1446 = mul i64 %t1445, %size.W
  %t1447 = mul i64 %t537, %t1446
  %t1448 = mul i64 %size.H, %size.W
  %t1449 = mul i64 %t568, %t1448
  %t1450 = add i64 %t1447, %t1449
  %t1451 = add i64 %t1443, 0
  %t1452 = sub i64 %t1451, 1
  %t1453 = mul i64 %t1452, %size.W
  %t1454 = add i64 %t1450, %t1453
  %t1455 = add i64 %t1444, 0
  %t1456 = sub i64 %t1455, 1
  %t1457 = add i64 %t1454, %t1456
  %t1458 = getelementptr float, ptr %buf.x, i64 %t1457
  %t1459 = mul i64 %i1428, %t575
  %t1460 = mul i64 %t1459, 64
  %t1461 = getelementptr float, ptr %t114, i64 %t1460
  %t1462 = select i1 false, ptr %t1458, ptr %t1461
  %t1463 = select i1 false, i64 %t443, i64 64
  %t1464 = udiv i64 %t1442, %t75
  %t1465 = urem i64 %t1442, %t75
  store i64 %i1422, ptr %c1466
  br label %head1467
head1467:
  %i1470 = load i64, ptr %c1466
  %t1471 = icmp slt i64 %i1470, %t1432
  br i1 %t1471, label %body1468, label %done1469
body1468:
  %t1472 = sub i64 %t1432, %i1470
  %t1473 = icmp slt i64 4, %t1472
  %t1474 = select i1 %t1473, i64 4, i64 %t1472
  %t1475 = mul i64 %size.C, %size.R
  %t1476 = mul i64 %t1475, %size.S
  %t1477 = mul i64 %i1470, %t1476
  %t1478 = mul i64 %size.R, %size.S
  %t1479 = mul i64 %t568, %t1478
  %t1480 = add i64 %t1477, %t1479
  %t1481 = mul i64 0, %size.S
  %t1482 = add i64 %t1480, %t1481
  %t1483 = add i64 %t1482, 0
  %t1484 = getelementptr float, ptr %buf.w, i64 %t1483
  br i1 %t361, label %ready1486, label %packa1485
packa1485:
  %t1487 = sub i64 %t1474, 1
  store i64 0, ptr %c1488
  store i64 %t568, ptr %c1489
  br label %head1490
head1490:
  %i1493 = load i64, ptr %c1489
  %t1494 = icmp slt i64 %i1493, %t571
  br i1 %t1494, label %body1491, label %done1492
body1491:
  store i64 0, ptr %c1495
  br label %head1496
head1496:
  %i1499 = load i64, ptr %c1495
  %t1500 = icmp slt i64 %i1499, %size.R
  br i1 %t1500, label %body1497, label %done1498
body1497:
  store i64 0, ptr %c1501
  br label %head1502
head1502:
  %i1505 = load i64, ptr %c1501
  %t1506 = icmp slt i64 %i1505, %size.S
  br i1 %t1506, label %body1503, label %done1504
body1503:
  %t1507 = load i64, ptr %c1488
  %t1508 = icmp slt i64 0, %t1487
  %t1509 = select i1 %t1508, i64 0, i64 %t1487
  %t1510 = add i64 %i1470, %t1509
  %t1511 = mul i64 %size.C, %size.R
  %t1512 = mul i64 %t1511, %size.S
  %t1513 = mul i64 %t1510, %t1512
  %t1514 = mul i64 %size.R, %size.S
  %t1515 = mul i64 %i1493, %t1514
  %t1516 = add i64 %t1513, %t1515
  %t1517 = mul i64 %i1499, %size.S
  %t1518 = add i64 %t1516, %t1517
  %t1519 = add i64 %t1518, %i1505
  %t1520 = select i1 true, i64 %t1519, i64 0
  %t1521 = getelementptr float, ptr %buf.w, i64 %t1520
  %t1522 = load float, ptr %t1521, align 4
  %t1523 = select i1 true, float %t1522, float 0.0
  %t1524 = mul i64 %t1507, 4
  %t1525 = add i64 %t1524, 0
  %t1526 = getelementptr float, ptr %t117, i64 %t1525
  store float %t1523, ptr %t1526, align 4
  %t1527 = icmp slt i64 1, %t1487
  %t1528 = select i1 %t1527, i64 1, i64 %t1487
  %t1529 = add i64 %i1470, %t1528
  %t1530 = mul i64 %size.C, %size.R
  %t1531 = mul i64 %t1530, %size.S
  %t1532 = mul i64 %t1529, %t1531
  %t1533 = mul i64 %size.R, %size.S
  %t1534 = mul i64 %i1493, %t1533
  %t1535 = add i64 %t1532, %t1534
  %t1536 = mul i64 %i1499, %size.S
  %t1537 = add i64 %t1535, %t1536
  %t1538 = add i64 %t1537, %i1505
  %t1539 = select i1 true, i64 %t1538, i64 0
  %t1540 = getelementptr float, ptr %buf.w, i64 %t1539
  %t1541 = load float, ptr %t1540, align 4
  %t1542 = select i1 true, float %t1541, float 0.0
  %t1543 = mul i64 %t1507, 4
  %t1544 = add i64 %t1543, 1
  %t1545 = getelementptr float, ptr %t117, i64 %t1544
  store float %t1542, ptr %t1545, align 4
  %t1546 = icmp slt i64 2, %t1487
  %t1547 = select i1 %t1546, i64 2, i64 %t1487
  %t1548 = add i64 %i1470, %t1547
  %t1549 = mul i64 %size.C, %size.R
  %t1550 = mul i64 %t1549, %size.S
  %t1551 = mul i64 %t1548, %t1550
  %t1552 = mul i64 %size.R, %size.S
  %t1553 = mul i64 %i1493, %t1552
  %t1554 = add i64 %t1551, %t1553
  %t1555 = mul i64 %i1499, %size.S
  %t1556 = add i64 %t1554, %t1555
  %t1557 = add i64 %t1556, %i1505
  %t1558 = select i1 true, i64 %t1557, i64 0
  %t1559 = getelementptr float, ptr %buf.w, i64 %t1558
  %t1560 = load float, ptr %t1559, align 4
  %t1561 = select i1 true, float %t1560, float 0.0
  %t1562 = mul i64 %t1507, 4
  %t1563 = add i64 %t1562, 2
  %t1564 = getelementptr float, ptr %t117, i64 %t1563
  store float %t1561, ptr %t1564, align 4
  %t1565 = icmp slt i64 3, %t1487
  %t1566 = select i1 %t1565, i64 3, i64 %t1487
  %t1567 = add i64 %i1470, %t1566
  %t1568 = mul i64 %size.C, %size.R
  %t1569 = mul i64 %t1568, %size.S
  %t1570 = mul i64 %t1567, %t1569
  %t1571 = mul i64 %size.R, %size.S
  %t1572 = mul i64 %i1493, %t1571
  %t1573 = add i64 %t1570, %t1572
  %t1574 = mul i64 %i1499, %size.S
  %t1575 = add i64 %t1573, %t1574
  %t1576 = add i64 %t1575, %i1505
  %t1577 = select i1 true, i64 %t1576, i64 0
  %t1578 = getelementptr float, ptr %buf.w, i64 %t1577
  %t1579 = load float, ptr %t1578, align 4
  %t1580 = select i1 true, float %t1579, float 0.0
  %t1581 = mul i64 %t1507, 4
  %t1582 = add i64 %t1581, 3
  %t1583 = getelementptr float, ptr %t117, i64 %t1582
  store float %t1580, ptr %t1583, align 4
  %t1584 = add i64 %t1507, 1
  store i64 %t1584, ptr %c1488
  %t1585 = add nsw i64 %i1505, 1
  store i64 %t1585, ptr %c1501
  br label %head1502
done1504:
  %t1586 = add nsw i64 %i1499, 1
  store i64 %t1586, ptr %c1495
  br label %head1496
done1498:
  %t1587 = add nsw i64 %i1493, 1
  store i64 %t1587, ptr %c1489
  br label %head1490
done1492:
  br label %ready1486
ready1486:
  %t1588 = select i1 %t361, ptr %t1484, ptr %t117
  %t1589 = select i1 %t361, i64 %t397, i64 1
  %t1590 = select i1 %t361, i64 %t416, i64 4
  %t1591 = add i64 %size.H, 1
  %t1592 = add i64 %t1591, 1
  %t1593 = sub i64 %size.R, 1
  %t1594 = sub i64 %t1592, %t1593
  %t1595 = sub i64 %t1594, 1
  %t1596 = add i64 %t1595, 1
  %t1597 = mul i64 %size.K, %t1596
  %t1598 = add i64 %size.W, 1
  %t1599 = add i64 %t1598, 1
  %t1600 = sub i64 %size.S, 1
  %t1601 = sub i64 %t1599, %t1600
  %t1602 = sub i64 %t1601, 1
  %t1603 = add i64 %t1602, 1
  %t1604 = mul i64 %t1597, %t1603
  %t1605 = mul i64 %t537, %t1604
  %t1606 = add i64 %size.H, 1
  %t1607 = add i64 %t1606, 1
  %t1608 = sub i64 %size.R, 1
  %t1609 = sub i64 %t1607, %t1608
  %t1610 = sub i64 %t1609, 1
  %t1611 = add i64 %t1610, 1
  %t1612 = add i64 %size.W, 1
  %t1613 = add i64 %t1612, 1
  %t1614 = sub i64 %size.S, 1
  %t1615 = sub i64 %t1613, %t1614
  %t1616 = sub i64 %t1615, 1
  %t1617 = add i64 %t1616, 1
  %t1618 = mul i64 %t1611, %t1617
  %t1619 = mul i64 %i1470, %t1618
  %t1620 = add i64 %t1605, %t1619
  %t1621 = add i64 %size.W, 1
  %t1622 = add i64 %t1621, 1
  %t1623 = sub i64 %size.S, 1
  %t1624 = sub i64 %t1622, %t1623
  %t1625 = sub i64 %t1624, 1
  %t1626 = add i64 %t1625, 1
  %t1627 = mul i64 %t1464, %t1626
  %t1628 = add i64 %t1620, %t1627
  %t1629 = add i64 %t1628, %t1465
  %t1630 = getelementptr float, ptr %buf.y, i64 %t1629
  %t1631 = icmp eq i64 %t1474, 1
  %t1637 = zext i1 %t1631 to i64
  %t1638 = zext i1 false to i64
  %t1639 = shl i64 %t1638, 1
  %t1640 = or i64 %t1637, %t1639
  switch i64 %t1640, label %p1634 [i64 1, label %p11635 i64 2, label %d1632 i64 3, label %d11633]
p1634:
  call void @"jr.mk.conv2d_ep_d643a3.4p"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
p11635:
  call void @"jr.mk.conv2d_ep_d643a3.1p"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
d1632:
  call void @"jr.mk.conv2d_ep_d643a3.4d"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
d11633:
  call void @"jr.mk.conv2d_ep_d643a3.1d"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
called1636:
  %t1641 = add nsw i64 %i1470, 4
  store i64 %t1641, ptr %c1466
  br label %head1467
done1469:
  %t1642 = add nsw i64 %i1428, 1
  store i64 %t1642, ptr %c1424
  br label %head1425
done1427:
  %t1643 = add nsw i64 %i1422, %t106
  store i64 %t1643, ptr %c1418
  br label %head1419
done1421:
  br label %kdone579
kdone579:
  %t1644 = add nsw i64 %i566, 1
  store i64 %t1644, ptr %c562
  br label %head563
done565:
  %t1645 = add i64 %t553, %t556
  br i1 %t278, label %flat1648, label %byrow1646
flat1648:
  %t1649 = udiv i64 %t553, %t75
  %t1650 = urem i64 %t553, %t75
  call void @"jr.op.conv2d_ep_d643a3.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %t537, i64 %t1649, i64 %t545, i64 %t552, i64 %t1650, i64 %t556, i64 0, i64 4611686018427387904)
  br label %finished1647
byrow1646:
  %t1651 = udiv i64 %t553, %t75
  %t1652 = sub i64 %t1645, 1
  %t1653 = udiv i64 %t1652, %t75
  %t1654 = add i64 %t1653, 1
  store i64 %t1651, ptr %c1655
  br label %head1656
head1656:
  %i1659 = load i64, ptr %c1655
  %t1660 = icmp slt i64 %i1659, %t1654
  br i1 %t1660, label %body1657, label %done1658
body1657:
  %t1661 = mul i64 %i1659, %t75
  %t1662 = sub i64 %t553, %t1661
  %t1663 = icmp sgt i64 %t1662, 0
  %t1664 = select i1 %t1663, i64 %t1662, i64 0
  %t1665 = sub i64 %t1645, %t1661
  %t1666 = icmp slt i64 %t1665, %t75
  %t1667 = select i1 %t1666, i64 %t1665, i64 %t75
  %t1668 = sub i64 %t1667, %t1664
  call void @"jr.op.conv2d_ep_d643a3.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %t537, i64 %i1659, i64 %t545, i64 %t552, i64 %t1664, i64 %t1668, i64 0, i64 4611686018427387904)
  %t1669 = add nsw i64 %i1659, 1
  store i64 %t1669, ptr %c1655
  br label %head1656
done1658:
  br label %finished1647
finished1647:
  br label %norows560
norows560:
  %t1670 = add nsw i64 %i533, 1
  store i64 %t1670, ptr %c529
  br label %head530
done532:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
