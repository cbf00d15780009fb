@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.conv2d.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
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
  %q.addr.794 = alloca i64, align 64
  %acc801 = alloca <16 x float>, align 64
  %c.addr.802 = alloca i64, align 64
  %r.addr.808 = alloca i64, align 64
  %s.addr.814 = alloca i64, align 64
  %acc918 = alloca <16 x float>, align 64
  %c.addr.919 = alloca i64, align 64
  %r.addr.925 = alloca i64, align 64
  %s.addr.931 = alloca i64, align 64
  %q.addr.1037 = alloca i64, align 64
  %acc1044 = alloca <16 x float>, align 64
  %c.addr.1045 = alloca i64, align 64
  %r.addr.1051 = alloca i64, align 64
  %s.addr.1057 = alloca i64, align 64
  %acc1161 = alloca <16 x float>, align 64
  %c.addr.1162 = alloca i64, align 64
  %r.addr.1168 = alloca i64, align 64
  %s.addr.1174 = alloca i64, align 64
  %q.addr.1280 = alloca i64, align 64
  %acc1287 = alloca <16 x float>, align 64
  %c.addr.1288 = alloca i64, align 64
  %r.addr.1294 = alloca i64, align 64
  %s.addr.1300 = alloca i64, align 64
  %acc1404 = alloca <16 x float>, align 64
  %c.addr.1405 = alloca i64, align 64
  %r.addr.1411 = alloca i64, align 64
  %s.addr.1417 = alloca i64, align 64
  %q.addr.1523 = alloca i64, align 64
  %acc1530 = alloca <16 x float>, align 64
  %c.addr.1531 = alloca i64, align 64
  %r.addr.1537 = alloca i64, align 64
  %s.addr.1543 = alloca i64, align 64
  %acc1647 = alloca <16 x float>, align 64
  %c.addr.1648 = alloca i64, align 64
  %r.addr.1654 = alloca i64, align 64
  %s.addr.1660 = alloca i64, align 64
  %q.addr.1772 = alloca i64, align 64
  %acc1786 = alloca <16 x float>, align 64
  %acc1787 = alloca <16 x float>, align 64
  %acc1788 = alloca <16 x float>, align 64
  %acc1789 = alloca <16 x float>, align 64
  %acc1790 = alloca <16 x float>, align 64
  %acc1791 = alloca <16 x float>, align 64
  %acc1792 = alloca <16 x float>, align 64
  %acc1793 = alloca <16 x float>, align 64
  %c.addr.1794 = alloca i64, align 64
  %r.addr.1800 = alloca i64, align 64
  %s.addr.1806 = alloca i64, align 64
  %q.addr.2535 = alloca i64, align 64
  %acc2542 = alloca <16 x float>, align 64
  %c.addr.2543 = alloca i64, align 64
  %r.addr.2549 = alloca i64, align 64
  %s.addr.2555 = alloca i64, align 64
  %acc2659 = alloca <16 x float>, align 64
  %c.addr.2660 = alloca i64, align 64
  %r.addr.2666 = alloca i64, align 64
  %s.addr.2672 = alloca i64, align 64
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
  %v599 = mul i64 %i7, %size.K
  %v600 = add i64 %v599, %i26
  %v601 = add i64 %size.H, 1
  %v602 = add i64 %v601, 1
  %v603 = sub i64 %size.R, 1
  %v604 = sub i64 %v602, %v603
  %v605 = sub i64 %v604, 1
  %v606 = add i64 %v605, 1
  %v607 = mul i64 %v600, %v606
  %v608 = add i64 %v607, %i19
  %v609 = add i64 %size.W, 1
  %v610 = add i64 %v609, 1
  %v611 = sub i64 %size.S, 1
  %v612 = sub i64 %v610, %v611
  %v613 = sub i64 %v612, 1
  %v614 = add i64 %v613, 1
  %v615 = mul i64 %v608, %v614
  %v616 = add i64 %v615, %i42
  %p617 = getelementptr float, ptr %buf.y, i64 %v616
  store <16 x float> %v598, ptr %p617, align 4
  %p618 = getelementptr float, ptr %buf.b, i64 %i26
  %ld619 = load float, ptr %p618, align 4
  %ins620 = insertelement <16 x float> poison, float %ld619, i64 0
  %splat621 = shufflevector <16 x float> %ins620, <16 x float> poison, <16 x i32> zeroinitializer
  %v622 = fadd contract <16 x float> %splat621, %red587
  %v623 = mul i64 %i7, %size.K
  %v624 = add i64 %v623, %i26
  %v625 = add i64 %size.H, 1
  %v626 = add i64 %v625, 1
  %v627 = sub i64 %size.R, 1
  %v628 = sub i64 %v626, %v627
  %v629 = sub i64 %v628, 1
  %v630 = add i64 %v629, 1
  %v631 = mul i64 %v624, %v630
  %v632 = add i64 %v631, %i19
  %v633 = add i64 %size.W, 1
  %v634 = add i64 %v633, 1
  %v635 = sub i64 %size.S, 1
  %v636 = sub i64 %v634, %v635
  %v637 = sub i64 %v636, 1
  %v638 = add i64 %v637, 1
  %v639 = mul i64 %v632, %v638
  %v640 = add i64 %v639, %v44
  %p641 = getelementptr float, ptr %buf.y, i64 %v640
  store <16 x float> %v622, ptr %p641, align 4
  %p642 = getelementptr float, ptr %buf.b, i64 %v28
  %ld643 = load float, ptr %p642, align 4
  %ins644 = insertelement <16 x float> poison, float %ld643, i64 0
  %splat645 = shufflevector <16 x float> %ins644, <16 x float> poison, <16 x i32> zeroinitializer
  %v646 = fadd contract <16 x float> %splat645, %red588
  %v647 = mul i64 %i7, %size.K
  %v648 = add i64 %v647, %v28
  %v649 = add i64 %size.H, 1
  %v650 = add i64 %v649, 1
  %v651 = sub i64 %size.R, 1
  %v652 = sub i64 %v650, %v651
  %v653 = sub i64 %v652, 1
  %v654 = add i64 %v653, 1
  %v655 = mul i64 %v648, %v654
  %v656 = add i64 %v655, %i19
  %v657 = add i64 %size.W, 1
  %v658 = add i64 %v657, 1
  %v659 = sub i64 %size.S, 1
  %v660 = sub i64 %v658, %v659
  %v661 = sub i64 %v660, 1
  %v662 = add i64 %v661, 1
  %v663 = mul i64 %v656, %v662
  %v664 = add i64 %v663, %i42
  %p665 = getelementptr float, ptr %buf.y, i64 %v664
  store <16 x float> %v646, ptr %p665, align 4
  %p666 = getelementptr float, ptr %buf.b, i64 %v28
  %ld667 = load float, ptr %p666, align 4
  %ins668 = insertelement <16 x float> poison, float %ld667, i64 0
  %splat669 = shufflevector <16 x float> %ins668, <16 x float> poison, <16 x i32> zeroinitializer
  %v670 = fadd contract <16 x float> %splat669, %red589
  %v671 = mul i64 %i7, %size.K
  %v672 = add i64 %v671, %v28
  %v673 = add i64 %size.H, 1
  %v674 = add i64 %v673, 1
  %v675 = sub i64 %size.R, 1
  %v676 = sub i64 %v674, %v675
  %v677 = sub i64 %v676, 1
  %v678 = add i64 %v677, 1
  %v679 = mul i64 %v672, %v678
  %v680 = add i64 %v679, %i19
  %v681 = add i64 %size.W, 1
  %v682 = add i64 %v681, 1
  %v683 = sub i64 %size.S, 1
  %v684 = sub i64 %v682, %v683
  %v685 = sub i64 %v684, 1
  %v686 = add i64 %v685, 1
  %v687 = mul i64 %v680, %v686
  %v688 = add i64 %v687, %v44
  %p689 = getelementptr float, ptr %buf.y, i64 %v688
  store <16 x float> %v670, ptr %p689, align 4
  %p690 = getelementptr float, ptr %buf.b, i64 %v29
  %ld691 = load float, ptr %p690, align 4
  %ins692 = insertelement <16 x float> poison, float %ld691, i64 0
  %splat693 = shufflevector <16 x float> %ins692, <16 x float> poison, <16 x i32> zeroinitializer
  %v694 = fadd contract <16 x float> %splat693, %red590
  %v695 = mul i64 %i7, %size.K
  %v696 = add i64 %v695, %v29
  %v697 = add i64 %size.H, 1
  %v698 = add i64 %v697, 1
  %v699 = sub i64 %size.R, 1
  %v700 = sub i64 %v698, %v699
  %v701 = sub i64 %v700, 1
  %v702 = add i64 %v701, 1
  %v703 = mul i64 %v696, %v702
  %v704 = add i64 %v703, %i19
  %v705 = add i64 %size.W, 1
  %v706 = add i64 %v705, 1
  %v707 = sub i64 %size.S, 1
  %v708 = sub i64 %v706, %v707
  %v709 = sub i64 %v708, 1
  %v710 = add i64 %v709, 1
  %v711 = mul i64 %v704, %v710
  %v712 = add i64 %v711, %i42
  %p713 = getelementptr float, ptr %buf.y, i64 %v712
  store <16 x float> %v694, ptr %p713, align 4
  %p714 = getelementptr float, ptr %buf.b, i64 %v29
  %ld715 = load float, ptr %p714, align 4
  %ins716 = insertelement <16 x float> poison, float %ld715, i64 0
  %splat717 = shufflevector <16 x float> %ins716, <16 x float> poison, <16 x i32> zeroinitializer
  %v718 = fadd contract <16 x float> %splat717, %red591
  %v719 = mul i64 %i7, %size.K
  %v720 = add i64 %v719, %v29
  %v721 = add i64 %size.H, 1
  %v722 = add i64 %v721, 1
  %v723 = sub i64 %size.R, 1
  %v724 = sub i64 %v722, %v723
  %v725 = sub i64 %v724, 1
  %v726 = add i64 %v725, 1
  %v727 = mul i64 %v720, %v726
  %v728 = add i64 %v727, %i19
  %v729 = add i64 %size.W, 1
  %v730 = add i64 %v729, 1
  %v731 = sub i64 %size.S, 1
  %v732 = sub i64 %v730, %v731
  %v733 = sub i64 %v732, 1
  %v734 = add i64 %v733, 1
  %v735 = mul i64 %v728, %v734
  %v736 = add i64 %v735, %v44
  %p737 = getelementptr float, ptr %buf.y, i64 %v736
  store <16 x float> %v718, ptr %p737, align 4
  %p738 = getelementptr float, ptr %buf.b, i64 %v30
  %ld739 = load float, ptr %p738, align 4
  %ins740 = insertelement <16 x float> poison, float %ld739, i64 0
  %splat741 = shufflevector <16 x float> %ins740, <16 x float> poison, <16 x i32> zeroinitializer
  %v742 = fadd contract <16 x float> %splat741, %red592
  %v743 = mul i64 %i7, %size.K
  %v744 = add i64 %v743, %v30
  %v745 = add i64 %size.H, 1
  %v746 = add i64 %v745, 1
  %v747 = sub i64 %size.R, 1
  %v748 = sub i64 %v746, %v747
  %v749 = sub i64 %v748, 1
  %v750 = add i64 %v749, 1
  %v751 = mul i64 %v744, %v750
  %v752 = add i64 %v751, %i19
  %v753 = add i64 %size.W, 1
  %v754 = add i64 %v753, 1
  %v755 = sub i64 %size.S, 1
  %v756 = sub i64 %v754, %v755
  %v757 = sub i64 %v756, 1
  %v758 = add i64 %v757, 1
  %v759 = mul i64 %v752, %v758
  %v760 = add i64 %v759, %i42
  %p761 = getelementptr float, ptr %buf.y, i64 %v760
  store <16 x float> %v742, ptr %p761, align 4
  %p762 = getelementptr float, ptr %buf.b, i64 %v30
  %ld763 = load float, ptr %p762, align 4
  %ins764 = insertelement <16 x float> poison, float %ld763, i64 0
  %splat765 = shufflevector <16 x float> %ins764, <16 x float> poison, <16 x i32> zeroinitializer
  %v766 = fadd contract <16 x float> %splat765, %red593
  %v767 = mul i64 %i7, %size.K
  %v768 = add i64 %v767, %v30
  %v769 = add i64 %size.H, 1
  %v770 = add i64 %v769, 1
  %v771 = sub i64 %size.R, 1
  %v772 = sub i64 %v770, %v771
  %v773 = sub i64 %v772, 1
  %v774 = add i64 %v773, 1
  %v775 = mul i64 %v768, %v774
  %v776 = add i64 %v775, %i19
  %v777 = add i64 %size.W, 1
  %v778 = add i64 %v777, 1
  %v779 = sub i64 %size.S, 1
  %v780 = sub i64 %v778, %v779
  %v781 = sub i64 %v780, 1
  %v782 = add i64 %v781, 1
  %v783 = mul i64 %v776, %v782
  %v784 = add i64 %v783, %v44
  %p785 = getelementptr float, ptr %buf.y, i64 %v784
  store <16 x float> %v766, ptr %p785, align 4
  %v786 = add nsw i64 %i42, 32
  store i64 %v786, ptr %q.addr.37
  br label %cond39
exit41:
  %v787 = load i64, ptr %q.addr.37
  %v788 = add i64 %size.W, 1
  %v789 = add i64 %v788, 1
  %v790 = sub i64 %size.S, 1
  %v791 = sub i64 %v789, %v790
  %v792 = sub i64 %v791, 1
  %v793 = add i64 %v792, 1
  store i64 %v787, ptr %q.addr.794
  %v795 = sub i64 %v793, 16
  br label %cond796
cond796:
  %i799 = load i64, ptr %q.addr.794
  %v800 = icmp sle i64 %i799, %v795
  br i1 %v800, label %body797, label %exit798
body797:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc801
  store i64 0, ptr %c.addr.802
  br label %cond803
cond803:
  %i806 = load i64, ptr %c.addr.802
  %v807 = icmp slt i64 %i806, %size.C
  br i1 %v807, label %body804, label %exit805
body804:
  store i64 0, ptr %r.addr.808
  br label %cond809
cond809:
  %i812 = load i64, ptr %r.addr.808
  %v813 = icmp slt i64 %i812, %size.R
  br i1 %v813, label %body810, label %exit811
body810:
  store i64 0, ptr %s.addr.814
  br label %cond815
cond815:
  %i818 = load i64, ptr %s.addr.814
  %v819 = icmp slt i64 %i818, %size.S
  br i1 %v819, label %body816, label %exit817
body816:
  %v820 = add i64 %i19, %i812
  %v821 = sub i64 %v820, 1
  %v822 = icmp sge i64 %v821, 0
  %v823 = icmp slt i64 %v821, %size.H
  %v824 = and i1 %v822, %v823
  %ins825 = insertelement <16 x i64> poison, i64 %i799, i64 0
  %splat826 = shufflevector <16 x i64> %ins825, <16 x i64> poison, <16 x i32> zeroinitializer
  %step827 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane828 = add <16 x i64> %splat826, %step827
  %ins829 = insertelement <16 x i64> poison, i64 %i818, i64 0
  %splat830 = shufflevector <16 x i64> %ins829, <16 x i64> poison, <16 x i32> zeroinitializer
  %v831 = add <16 x i64> %lane828, %splat830
  %v832 = sub <16 x i64> %v831, splat (i64 1)
  %ins833 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat834 = shufflevector <16 x i64> %ins833, <16 x i64> poison, <16 x i32> zeroinitializer
  %v835 = icmp sge <16 x i64> %v832, zeroinitializer
  %v836 = icmp slt <16 x i64> %v832, %splat834
  %v837 = and <16 x i1> %v835, %v836
  %ins838 = insertelement <16 x i1> poison, i1 %v824, i64 0
  %splat839 = shufflevector <16 x i1> %ins838, <16 x i1> poison, <16 x i32> zeroinitializer
  %v840 = and <16 x i1> %splat839, %v837
  %v841 = mul i64 %i7, %size.C
  %v842 = add i64 %v841, %i806
  %v843 = mul i64 %v842, %size.H
  %v844 = add i64 %i19, %i812
  %v845 = sub i64 %v844, 1
  %v846 = add i64 %v843, %v845
  %v847 = mul i64 %v846, %size.W
  %v848 = add i64 %i799, %i818
  %v849 = sub i64 %v848, 1
  %v850 = add i64 %v847, %v849
  %p851 = getelementptr float, ptr %buf.x, i64 %v850
  %ld852 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p851, <16 x i1> %v840, <16 x float> zeroinitializer)
  %v853 = mul i64 %i26, %size.C
  %v854 = add i64 %v853, %i806
  %v855 = mul i64 %v854, %size.R
  %v856 = add i64 %v855, %i812
  %v857 = mul i64 %v856, %size.S
  %v858 = add i64 %v857, %i818
  %p859 = getelementptr float, ptr %buf.w, i64 %v858
  %ld860 = load float, ptr %p859, align 4
  %ins861 = insertelement <16 x float> poison, float %ld860, i64 0
  %splat862 = shufflevector <16 x float> %ins861, <16 x float> poison, <16 x i32> zeroinitializer
  %v863 = fmul contract <16 x float> %ld852, %splat862
  %v864 = add i64 %i19, %i812
  %v865 = sub i64 %v864, 1
  %v866 = icmp sge i64 %v865, 0
  %v867 = icmp slt i64 %v865, %size.H
  %v868 = and i1 %v866, %v867
  %ins869 = insertelement <16 x i64> poison, i64 %i818, i64 0
  %splat870 = shufflevector <16 x i64> %ins869, <16 x i64> poison, <16 x i32> zeroinitializer
  %v871 = add <16 x i64> %lane828, %splat870
  %v872 = sub <16 x i64> %v871, splat (i64 1)
  %ins873 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat874 = shufflevector <16 x i64> %ins873, <16 x i64> poison, <16 x i32> zeroinitializer
  %v875 = icmp sge <16 x i64> %v872, zeroinitializer
  %v876 = icmp slt <16 x i64> %v872, %splat874
  %v877 = and <16 x i1> %v875, %v876
  %ins878 = insertelement <16 x i1> poison, i1 %v868, i64 0
  %splat879 = shufflevector <16 x i1> %ins878, <16 x i1> poison, <16 x i32> zeroinitializer
  %v880 = and <16 x i1> %splat879, %v877
  %old881 = load <16 x float>, ptr %acc801
  %v882 = fadd <16 x float> %old881, %v863
  %v883 = select <16 x i1> %v880, <16 x float> %v882, <16 x float> %old881
  store <16 x float> %v883, ptr %acc801
  %v884 = add nsw i64 %i818, 1
  store i64 %v884, ptr %s.addr.814
  br label %cond815
exit817:
  %v885 = add nsw i64 %i812, 1
  store i64 %v885, ptr %r.addr.808
  br label %cond809
exit811:
  %v886 = add nsw i64 %i806, 1
  store i64 %v886, ptr %c.addr.802
  br label %cond803
exit805:
  %red887 = load <16 x float>, ptr %acc801
  %p888 = getelementptr float, ptr %buf.b, i64 %i26
  %ld889 = load float, ptr %p888, align 4
  %ins890 = insertelement <16 x float> poison, float %ld889, i64 0
  %splat891 = shufflevector <16 x float> %ins890, <16 x float> poison, <16 x i32> zeroinitializer
  %v892 = fadd contract <16 x float> %splat891, %red887
  %v893 = mul i64 %i7, %size.K
  %v894 = add i64 %v893, %i26
  %v895 = add i64 %size.H, 1
  %v896 = add i64 %v895, 1
  %v897 = sub i64 %size.R, 1
  %v898 = sub i64 %v896, %v897
  %v899 = sub i64 %v898, 1
  %v900 = add i64 %v899, 1
  %v901 = mul i64 %v894, %v900
  %v902 = add i64 %v901, %i19
  %v903 = add i64 %size.W, 1
  %v904 = add i64 %v903, 1
  %v905 = sub i64 %size.S, 1
  %v906 = sub i64 %v904, %v905
  %v907 = sub i64 %v906, 1
  %v908 = add i64 %v907, 1
  %v909 = mul i64 %v902, %v908
  %v910 = add i64 %v909, %i799
  %p911 = getelementptr float, ptr %buf.y, i64 %v910
  store <16 x float> %v892, ptr %p911, align 4
  %v912 = add nsw i64 %i799, 16
  store i64 %v912, ptr %q.addr.794
  br label %cond796
exit798:
  %i913 = load i64, ptr %q.addr.794
  %v914 = icmp slt i64 %i913, %v793
  br i1 %v914, label %tail915, label %done916
tail915:
  %mask917 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i913, i64 %v793)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc918
  store i64 0, ptr %c.addr.919
  br label %cond920
cond920:
  %i923 = load i64, ptr %c.addr.919
  %v924 = icmp slt i64 %i923, %size.C
  br i1 %v924, label %body921, label %exit922
body921:
  store i64 0, ptr %r.addr.925
  br label %cond926
cond926:
  %i929 = load i64, ptr %r.addr.925
  %v930 = icmp slt i64 %i929, %size.R
  br i1 %v930, label %body927, label %exit928
body927:
  store i64 0, ptr %s.addr.931
  br label %cond932
cond932:
  %i935 = load i64, ptr %s.addr.931
  %v936 = icmp slt i64 %i935, %size.S
  br i1 %v936, label %body933, label %exit934
body933:
  %v937 = add i64 %i19, %i929
  %v938 = sub i64 %v937, 1
  %v939 = icmp sge i64 %v938, 0
  %v940 = icmp slt i64 %v938, %size.H
  %v941 = and i1 %v939, %v940
  %ins942 = insertelement <16 x i64> poison, i64 %i913, i64 0
  %splat943 = shufflevector <16 x i64> %ins942, <16 x i64> poison, <16 x i32> zeroinitializer
  %step944 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane945 = add <16 x i64> %splat943, %step944
  %ins946 = insertelement <16 x i64> poison, i64 %i935, i64 0
  %splat947 = shufflevector <16 x i64> %ins946, <16 x i64> poison, <16 x i32> zeroinitializer
  %v948 = add <16 x i64> %lane945, %splat947
  %v949 = sub <16 x i64> %v948, splat (i64 1)
  %ins950 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat951 = shufflevector <16 x i64> %ins950, <16 x i64> poison, <16 x i32> zeroinitializer
  %v952 = icmp sge <16 x i64> %v949, zeroinitializer
  %v953 = icmp slt <16 x i64> %v949, %splat951
  %v954 = and <16 x i1> %v952, %v953
  %ins955 = insertelement <16 x i1> poison, i1 %v941, i64 0
  %splat956 = shufflevector <16 x i1> %ins955, <16 x i1> poison, <16 x i32> zeroinitializer
  %v957 = and <16 x i1> %splat956, %v954
  %v958 = and <16 x i1> %mask917, %v957
  %v959 = mul i64 %i7, %size.C
  %v960 = add i64 %v959, %i923
  %v961 = mul i64 %v960, %size.H
  %v962 = add i64 %i19, %i929
  %v963 = sub i64 %v962, 1
  %v964 = add i64 %v961, %v963
  %v965 = mul i64 %v964, %size.W
  %v966 = add i64 %i913, %i935
  %v967 = sub i64 %v966, 1
  %v968 = add i64 %v965, %v967
  %p969 = getelementptr float, ptr %buf.x, i64 %v968
  %ld970 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p969, <16 x i1> %v958, <16 x float> zeroinitializer)
  %v971 = mul i64 %i26, %size.C
  %v972 = add i64 %v971, %i923
  %v973 = mul i64 %v972, %size.R
  %v974 = add i64 %v973, %i929
  %v975 = mul i64 %v974, %size.S
  %v976 = add i64 %v975, %i935
  %p977 = getelementptr float, ptr %buf.w, i64 %v976
  %ld978 = load float, ptr %p977, align 4
  %ins979 = insertelement <16 x float> poison, float %ld978, i64 0
  %splat980 = shufflevector <16 x float> %ins979, <16 x float> poison, <16 x i32> zeroinitializer
  %v981 = fmul contract <16 x float> %ld970, %splat980
  %v982 = add i64 %i19, %i929
  %v983 = sub i64 %v982, 1
  %v984 = icmp sge i64 %v983, 0
  %v985 = icmp slt i64 %v983, %size.H
  %v986 = and i1 %v984, %v985
  %ins987 = insertelement <16 x i64> poison, i64 %i935, i64 0
  %splat988 = shufflevector <16 x i64> %ins987, <16 x i64> poison, <16 x i32> zeroinitializer
  %v989 = add <16 x i64> %lane945, %splat988
  %v990 = sub <16 x i64> %v989, splat (i64 1)
  %ins991 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat992 = shufflevector <16 x i64> %ins991, <16 x i64> poison, <16 x i32> zeroinitializer
  %v993 = icmp sge <16 x i64> %v990, zeroinitializer
  %v994 = icmp slt <16 x i64> %v990, %splat992
  %v995 = and <16 x i1> %v993, %v994
  %ins996 = insertelement <16 x i1> poison, i1 %v986, i64 0
  %splat997 = shufflevector <16 x i1> %ins996, <16 x i1> poison, <16 x i32> zeroinitializer
  %v998 = and <16 x i1> %splat997, %v995
  %v999 = and <16 x i1> %mask917, %v998
  %old1000 = load <16 x float>, ptr %acc918
  %v1001 = fadd <16 x float> %old1000, %v981
  %v1002 = select <16 x i1> %v999, <16 x float> %v1001, <16 x float> %old1000
  store <16 x float> %v1002, ptr %acc918
  %v1003 = add nsw i64 %i935, 1
  store i64 %v1003, ptr %s.addr.931
  br label %cond932
exit934:
  %v1004 = add nsw i64 %i929, 1
  store i64 %v1004, ptr %r.addr.925
  br label %cond926
exit928:
  %v1005 = add nsw i64 %i923, 1
  store i64 %v1005, ptr %c.addr.919
  br label %cond920
exit922:
  %red1006 = load <16 x float>, ptr %acc918
  %p1007 = getelementptr float, ptr %buf.b, i64 %i26
  %ld1008 = load float, ptr %p1007, align 4
  %ins1009 = insertelement <16 x float> poison, float %ld1008, i64 0
  %splat1010 = shufflevector <16 x float> %ins1009, <16 x float> poison, <16 x i32> zeroinitializer
  %v1011 = fadd contract <16 x float> %splat1010, %red1006
  %v1012 = mul i64 %i7, %size.K
  %v1013 = add i64 %v1012, %i26
  %v1014 = add i64 %size.H, 1
  %v1015 = add i64 %v1014, 1
  %v1016 = sub i64 %size.R, 1
  %v1017 = sub i64 %v1015, %v1016
  %v1018 = sub i64 %v1017, 1
  %v1019 = add i64 %v1018, 1
  %v1020 = mul i64 %v1013, %v1019
  %v1021 = add i64 %v1020, %i19
  %v1022 = add i64 %size.W, 1
  %v1023 = add i64 %v1022, 1
  %v1024 = sub i64 %size.S, 1
  %v1025 = sub i64 %v1023, %v1024
  %v1026 = sub i64 %v1025, 1
  %v1027 = add i64 %v1026, 1
  %v1028 = mul i64 %v1021, %v1027
  %v1029 = add i64 %v1028, %i913
  %p1030 = getelementptr float, ptr %buf.y, i64 %v1029
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1011, ptr align 4 %p1030, <16 x i1> %mask917)
  br label %done916
done916:
  %v1031 = add i64 %size.W, 1
  %v1032 = add i64 %v1031, 1
  %v1033 = sub i64 %size.S, 1
  %v1034 = sub i64 %v1032, %v1033
  %v1035 = sub i64 %v1034, 1
  %v1036 = add i64 %v1035, 1
  store i64 %v787, ptr %q.addr.1037
  %v1038 = sub i64 %v1036, 16
  br label %cond1039
cond1039:
  %i1042 = load i64, ptr %q.addr.1037
  %v1043 = icmp sle i64 %i1042, %v1038
  br i1 %v1043, label %body1040, label %exit1041
body1040:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1044
  store i64 0, ptr %c.addr.1045
  br label %cond1046
cond1046:
  %i1049 = load i64, ptr %c.addr.1045
  %v1050 = icmp slt i64 %i1049, %size.C
  br i1 %v1050, label %body1047, label %exit1048
body1047:
  store i64 0, ptr %r.addr.1051
  br label %cond1052
cond1052:
  %i1055 = load i64, ptr %r.addr.1051
  %v1056 = icmp slt i64 %i1055, %size.R
  br i1 %v1056, label %body1053, label %exit1054
body1053:
  store i64 0, ptr %s.addr.1057
  br label %cond1058
cond1058:
  %i1061 = load i64, ptr %s.addr.1057
  %v1062 = icmp slt i64 %i1061, %size.S
  br i1 %v1062, label %body1059, label %exit1060
body1059:
  %v1063 = add i64 %i19, %i1055
  %v1064 = sub i64 %v1063, 1
  %v1065 = icmp sge i64 %v1064, 0
  %v1066 = icmp slt i64 %v1064, %size.H
  %v1067 = and i1 %v1065, %v1066
  %ins1068 = insertelement <16 x i64> poison, i64 %i1042, i64 0
  %splat1069 = shufflevector <16 x i64> %ins1068, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1070 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1071 = add <16 x i64> %splat1069, %step1070
  %ins1072 = insertelement <16 x i64> poison, i64 %i1061, i64 0
  %splat1073 = shufflevector <16 x i64> %ins1072, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1074 = add <16 x i64> %lane1071, %splat1073
  %v1075 = sub <16 x i64> %v1074, splat (i64 1)
  %ins1076 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1077 = shufflevector <16 x i64> %ins1076, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1078 = icmp sge <16 x i64> %v1075, zeroinitializer
  %v1079 = icmp slt <16 x i64> %v1075, %splat1077
  %v1080 = and <16 x i1> %v1078, %v1079
  %ins1081 = insertelement <16 x i1> poison, i1 %v1067, i64 0
  %splat1082 = shufflevector <16 x i1> %ins1081, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1083 = and <16 x i1> %splat1082, %v1080
  %v1084 = mul i64 %i7, %size.C
  %v1085 = add i64 %v1084, %i1049
  %v1086 = mul i64 %v1085, %size.H
  %v1087 = add i64 %i19, %i1055
  %v1088 = sub i64 %v1087, 1
  %v1089 = add i64 %v1086, %v1088
  %v1090 = mul i64 %v1089, %size.W
  %v1091 = add i64 %i1042, %i1061
  %v1092 = sub i64 %v1091, 1
  %v1093 = add i64 %v1090, %v1092
  %p1094 = getelementptr float, ptr %buf.x, i64 %v1093
  %ld1095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1094, <16 x i1> %v1083, <16 x float> zeroinitializer)
  %v1096 = mul i64 %v28, %size.C
  %v1097 = add i64 %v1096, %i1049
  %v1098 = mul i64 %v1097, %size.R
  %v1099 = add i64 %v1098, %i1055
  %v1100 = mul i64 %v1099, %size.S
  %v1101 = add i64 %v1100, %i1061
  %p1102 = getelementptr float, ptr %buf.w, i64 %v1101
  %ld1103 = load float, ptr %p1102, align 4
  %ins1104 = insertelement <16 x float> poison, float %ld1103, i64 0
  %splat1105 = shufflevector <16 x float> %ins1104, <16 x float> poison, <16 x i32> zeroinitializer
  %v1106 = fmul contract <16 x float> %ld1095, %splat1105
  %v1107 = add i64 %i19, %i1055
  %v1108 = sub i64 %v1107, 1
  %v1109 = icmp sge i64 %v1108, 0
  %v1110 = icmp slt i64 %v1108, %size.H
  %v1111 = and i1 %v1109, %v1110
  %ins1112 = insertelement <16 x i64> poison, i64 %i1061, i64 0
  %splat1113 = shufflevector <16 x i64> %ins1112, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1114 = add <16 x i64> %lane1071, %splat1113
  %v1115 = sub <16 x i64> %v1114, splat (i64 1)
  %ins1116 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1117 = shufflevector <16 x i64> %ins1116, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1118 = icmp sge <16 x i64> %v1115, zeroinitializer
  %v1119 = icmp slt <16 x i64> %v1115, %splat1117
  %v1120 = and <16 x i1> %v1118, %v1119
  %ins1121 = insertelement <16 x i1> poison, i1 %v1111, i64 0
  %splat1122 = shufflevector <16 x i1> %ins1121, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1123 = and <16 x i1> %splat1122, %v1120
  %old1124 = load <16 x float>, ptr %acc1044
  %v1125 = fadd <16 x float> %old1124, %v1106
  %v1126 = select <16 x i1> %v1123, <16 x float> %v1125, <16 x float> %old1124
  store <16 x float> %v1126, ptr %acc1044
  %v1127 = add nsw i64 %i1061, 1
  store i64 %v1127, ptr %s.addr.1057
  br label %cond1058
exit1060:
  %v1128 = add nsw i64 %i1055, 1
  store i64 %v1128, ptr %r.addr.1051
  br label %cond1052
exit1054:
  %v1129 = add nsw i64 %i1049, 1
  store i64 %v1129, ptr %c.addr.1045
  br label %cond1046
exit1048:
  %red1130 = load <16 x float>, ptr %acc1044
  %p1131 = getelementptr float, ptr %buf.b, i64 %v28
  %ld1132 = load float, ptr %p1131, align 4
  %ins1133 = insertelement <16 x float> poison, float %ld1132, i64 0
  %splat1134 = shufflevector <16 x float> %ins1133, <16 x float> poison, <16 x i32> zeroinitializer
  %v1135 = fadd contract <16 x float> %splat1134, %red1130
  %v1136 = mul i64 %i7, %size.K
  %v1137 = add i64 %v1136, %v28
  %v1138 = add i64 %size.H, 1
  %v1139 = add i64 %v1138, 1
  %v1140 = sub i64 %size.R, 1
  %v1141 = sub i64 %v1139, %v1140
  %v1142 = sub i64 %v1141, 1
  %v1143 = add i64 %v1142, 1
  %v1144 = mul i64 %v1137, %v1143
  %v1145 = add i64 %v1144, %i19
  %v1146 = add i64 %size.W, 1
  %v1147 = add i64 %v1146, 1
  %v1148 = sub i64 %size.S, 1
  %v1149 = sub i64 %v1147, %v1148
  %v1150 = sub i64 %v1149, 1
  %v1151 = add i64 %v1150, 1
  %v1152 = mul i64 %v1145, %v1151
  %v1153 = add i64 %v1152, %i1042
  %p1154 = getelementptr float, ptr %buf.y, i64 %v1153
  store <16 x float> %v1135, ptr %p1154, align 4
  %v1155 = add nsw i64 %i1042, 16
  store i64 %v1155, ptr %q.addr.1037
  br label %cond1039
exit1041:
  %i1156 = load i64, ptr %q.addr.1037
  %v1157 = icmp slt i64 %i1156, %v1036
  br i1 %v1157, label %tail1158, label %done1159
tail1158:
  %mask1160 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1156, i64 %v1036)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1161
  store i64 0, ptr %c.addr.1162
  br label %cond1163
cond1163:
  %i1166 = load i64, ptr %c.addr.1162
  %v1167 = icmp slt i64 %i1166, %size.C
  br i1 %v1167, label %body1164, label %exit1165
body1164:
  store i64 0, ptr %r.addr.1168
  br label %cond1169
cond1169:
  %i1172 = load i64, ptr %r.addr.1168
  %v1173 = icmp slt i64 %i1172, %size.R
  br i1 %v1173, label %body1170, label %exit1171
body1170:
  store i64 0, ptr %s.addr.1174
  br label %cond1175
cond1175:
  %i1178 = load i64, ptr %s.addr.1174
  %v1179 = icmp slt i64 %i1178, %size.S
  br i1 %v1179, label %body1176, label %exit1177
body1176:
  %v1180 = add i64 %i19, %i1172
  %v1181 = sub i64 %v1180, 1
  %v1182 = icmp sge i64 %v1181, 0
  %v1183 = icmp slt i64 %v1181, %size.H
  %v1184 = and i1 %v1182, %v1183
  %ins1185 = insertelement <16 x i64> poison, i64 %i1156, i64 0
  %splat1186 = shufflevector <16 x i64> %ins1185, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1187 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1188 = add <16 x i64> %splat1186, %step1187
  %ins1189 = insertelement <16 x i64> poison, i64 %i1178, i64 0
  %splat1190 = shufflevector <16 x i64> %ins1189, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1191 = add <16 x i64> %lane1188, %splat1190
  %v1192 = sub <16 x i64> %v1191, splat (i64 1)
  %ins1193 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1194 = shufflevector <16 x i64> %ins1193, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1195 = icmp sge <16 x i64> %v1192, zeroinitializer
  %v1196 = icmp slt <16 x i64> %v1192, %splat1194
  %v1197 = and <16 x i1> %v1195, %v1196
  %ins1198 = insertelement <16 x i1> poison, i1 %v1184, i64 0
  %splat1199 = shufflevector <16 x i1> %ins1198, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1200 = and <16 x i1> %splat1199, %v1197
  %v1201 = and <16 x i1> %mask1160, %v1200
  %v1202 = mul i64 %i7, %size.C
  %v1203 = add i64 %v1202, %i1166
  %v1204 = mul i64 %v1203, %size.H
  %v1205 = add i64 %i19, %i1172
  %v1206 = sub i64 %v1205, 1
  %v1207 = add i64 %v1204, %v1206
  %v1208 = mul i64 %v1207, %size.W
  %v1209 = add i64 %i1156, %i1178
  %v1210 = sub i64 %v1209, 1
  %v1211 = add i64 %v1208, %v1210
  %p1212 = getelementptr float, ptr %buf.x, i64 %v1211
  %ld1213 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1212, <16 x i1> %v1201, <16 x float> zeroinitializer)
  %v1214 = mul i64 %v28, %size.C
  %v1215 = add i64 %v1214, %i1166
  %v1216 = mul i64 %v1215, %size.R
  %v1217 = add i64 %v1216, %i1172
  %v1218 = mul i64 %v1217, %size.S
  %v1219 = add i64 %v1218, %i1178
  %p1220 = getelementptr float, ptr %buf.w, i64 %v1219
  %ld1221 = load float, ptr %p1220, align 4
  %ins1222 = insertelement <16 x float> poison, float %ld1221, i64 0
  %splat1223 = shufflevector <16 x float> %ins1222, <16 x float> poison, <16 x i32> zeroinitializer
  %v1224 = fmul contract <16 x float> %ld1213, %splat1223
  %v1225 = add i64 %i19, %i1172
  %v1226 = sub i64 %v1225, 1
  %v1227 = icmp sge i64 %v1226, 0
  %v1228 = icmp slt i64 %v1226, %size.H
  %v1229 = and i1 %v1227, %v1228
  %ins1230 = insertelement <16 x i64> poison, i64 %i1178, i64 0
  %splat1231 = shufflevector <16 x i64> %ins1230, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1232 = add <16 x i64> %lane1188, %splat1231
  %v1233 = sub <16 x i64> %v1232, splat (i64 1)
  %ins1234 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1235 = shufflevector <16 x i64> %ins1234, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1236 = icmp sge <16 x i64> %v1233, zeroinitializer
  %v1237 = icmp slt <16 x i64> %v1233, %splat1235
  %v1238 = and <16 x i1> %v1236, %v1237
  %ins1239 = insertelement <16 x i1> poison, i1 %v1229, i64 0
  %splat1240 = shufflevector <16 x i1> %ins1239, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1241 = and <16 x i1> %splat1240, %v1238
  %v1242 = and <16 x i1> %mask1160, %v1241
  %old1243 = load <16 x float>, ptr %acc1161
  %v1244 = fadd <16 x float> %old1243, %v1224
  %v1245 = select <16 x i1> %v1242, <16 x float> %v1244, <16 x float> %old1243
  store <16 x float> %v1245, ptr %acc1161
  %v1246 = add nsw i64 %i1178, 1
  store i64 %v1246, ptr %s.addr.1174
  br label %cond1175
exit1177:
  %v1247 = add nsw i64 %i1172, 1
  store i64 %v1247, ptr %r.addr.1168
  br label %cond1169
exit1171:
  %v1248 = add nsw i64 %i1166, 1
  store i64 %v1248, ptr %c.addr.1162
  br label %cond1163
exit1165:
  %red1249 = load <16 x float>, ptr %acc1161
  %p1250 = getelementptr float, ptr %buf.b, i64 %v28
  %ld1251 = load float, ptr %p1250, align 4
  %ins1252 = insertelement <16 x float> poison, float %ld1251, i64 0
  %splat1253 = shufflevector <16 x float> %ins1252, <16 x float> poison, <16 x i32> zeroinitializer
  %v1254 = fadd contract <16 x float> %splat1253, %red1249
  %v1255 = mul i64 %i7, %size.K
  %v1256 = add i64 %v1255, %v28
  %v1257 = add i64 %size.H, 1
  %v1258 = add i64 %v1257, 1
  %v1259 = sub i64 %size.R, 1
  %v1260 = sub i64 %v1258, %v1259
  %v1261 = sub i64 %v1260, 1
  %v1262 = add i64 %v1261, 1
  %v1263 = mul i64 %v1256, %v1262
  %v1264 = add i64 %v1263, %i19
  %v1265 = add i64 %size.W, 1
  %v1266 = add i64 %v1265, 1
  %v1267 = sub i64 %size.S, 1
  %v1268 = sub i64 %v1266, %v1267
  %v1269 = sub i64 %v1268, 1
  %v1270 = add i64 %v1269, 1
  %v1271 = mul i64 %v1264, %v1270
  %v1272 = add i64 %v1271, %i1156
  %p1273 = getelementptr float, ptr %buf.y, i64 %v1272
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1254, ptr align 4 %p1273, <16 x i1> %mask1160)
  br label %done1159
done1159:
  %v1274 = add i64 %size.W, 1
  %v1275 = add i64 %v1274, 1
  %v1276 = sub i64 %size.S, 1
  %v1277 = sub i64 %v1275, %v1276
  %v1278 = sub i64 %v1277, 1
  %v1279 = add i64 %v1278, 1
  store i64 %v787, ptr %q.addr.1280
  %v1281 = sub i64 %v1279, 16
  br label %cond1282
cond1282:
  %i1285 = load i64, ptr %q.addr.1280
  %v1286 = icmp sle i64 %i1285, %v1281
  br i1 %v1286, label %body1283, label %exit1284
body1283:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1287
  store i64 0, ptr %c.addr.1288
  br label %cond1289
cond1289:
  %i1292 = load i64, ptr %c.addr.1288
  %v1293 = icmp slt i64 %i1292, %size.C
  br i1 %v1293, label %body1290, label %exit1291
body1290:
  store i64 0, ptr %r.addr.1294
  br label %cond1295
cond1295:
  %i1298 = load i64, ptr %r.addr.1294
  %v1299 = icmp slt i64 %i1298, %size.R
  br i1 %v1299, label %body1296, label %exit1297
body1296:
  store i64 0, ptr %s.addr.1300
  br label %cond1301
cond1301:
  %i1304 = load i64, ptr %s.addr.1300
  %v1305 = icmp slt i64 %i1304, %size.S
  br i1 %v1305, label %body1302, label %exit1303
body1302:
  %v1306 = add i64 %i19, %i1298
  %v1307 = sub i64 %v1306, 1
  %v1308 = icmp sge i64 %v1307, 0
  %v1309 = icmp slt i64 %v1307, %size.H
  %v1310 = and i1 %v1308, %v1309
  %ins1311 = insertelement <16 x i64> poison, i64 %i1285, i64 0
  %splat1312 = shufflevector <16 x i64> %ins1311, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1313 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1314 = add <16 x i64> %splat1312, %step1313
  %ins1315 = insertelement <16 x i64> poison, i64 %i1304, i64 0
  %splat1316 = shufflevector <16 x i64> %ins1315, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1317 = add <16 x i64> %lane1314, %splat1316
  %v1318 = sub <16 x i64> %v1317, splat (i64 1)
  %ins1319 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1320 = shufflevector <16 x i64> %ins1319, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1321 = icmp sge <16 x i64> %v1318, zeroinitializer
  %v1322 = icmp slt <16 x i64> %v1318, %splat1320
  %v1323 = and <16 x i1> %v1321, %v1322
  %ins1324 = insertelement <16 x i1> poison, i1 %v1310, i64 0
  %splat1325 = shufflevector <16 x i1> %ins1324, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1326 = and <16 x i1> %splat1325, %v1323
  %v1327 = mul i64 %i7, %size.C
  %v1328 = add i64 %v1327, %i1292
  %v1329 = mul i64 %v1328, %size.H
  %v1330 = add i64 %i19, %i1298
  %v1331 = sub i64 %v1330, 1
  %v1332 = add i64 %v1329, %v1331
  %v1333 = mul i64 %v1332, %size.W
  %v1334 = add i64 %i1285, %i1304
  %v1335 = sub i64 %v1334, 1
  %v1336 = add i64 %v1333, %v1335
  %p1337 = getelementptr float, ptr %buf.x, i64 %v1336
  %ld1338 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1337, <16 x i1> %v1326, <16 x float> zeroinitializer)
  %v1339 = mul i64 %v29, %size.C
  %v1340 = add i64 %v1339, %i1292
  %v1341 = mul i64 %v1340, %size.R
  %v1342 = add i64 %v1341, %i1298
  %v1343 = mul i64 %v1342, %size.S
  %v1344 = add i64 %v1343, %i1304
  %p1345 = getelementptr float, ptr %buf.w, i64 %v1344
  %ld1346 = load float, ptr %p1345, align 4
  %ins1347 = insertelement <16 x float> poison, float %ld1346, i64 0
  %splat1348 = shufflevector <16 x float> %ins1347, <16 x float> poison, <16 x i32> zeroinitializer
  %v1349 = fmul contract <16 x float> %ld1338, %splat1348
  %v1350 = add i64 %i19, %i1298
  %v1351 = sub i64 %v1350, 1
  %v1352 = icmp sge i64 %v1351, 0
  %v1353 = icmp slt i64 %v1351, %size.H
  %v1354 = and i1 %v1352, %v1353
  %ins1355 = insertelement <16 x i64> poison, i64 %i1304, i64 0
  %splat1356 = shufflevector <16 x i64> %ins1355, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1357 = add <16 x i64> %lane1314, %splat1356
  %v1358 = sub <16 x i64> %v1357, splat (i64 1)
  %ins1359 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1360 = shufflevector <16 x i64> %ins1359, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1361 = icmp sge <16 x i64> %v1358, zeroinitializer
  %v1362 = icmp slt <16 x i64> %v1358, %splat1360
  %v1363 = and <16 x i1> %v1361, %v1362
  %ins1364 = insertelement <16 x i1> poison, i1 %v1354, i64 0
  %splat1365 = shufflevector <16 x i1> %ins1364, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1366 = and <16 x i1> %splat1365, %v1363
  %old1367 = load <16 x float>, ptr %acc1287
  %v1368 = fadd <16 x float> %old1367, %v1349
  %v1369 = select <16 x i1> %v1366, <16 x float> %v1368, <16 x float> %old1367
  store <16 x float> %v1369, ptr %acc1287
  %v1370 = add nsw i64 %i1304, 1
  store i64 %v1370, ptr %s.addr.1300
  br label %cond1301
exit1303:
  %v1371 = add nsw i64 %i1298, 1
  store i64 %v1371, ptr %r.addr.1294
  br label %cond1295
exit1297:
  %v1372 = add nsw i64 %i1292, 1
  store i64 %v1372, ptr %c.addr.1288
  br label %cond1289
exit1291:
  %red1373 = load <16 x float>, ptr %acc1287
  %p1374 = getelementptr float, ptr %buf.b, i64 %v29
  %ld1375 = load float, ptr %p1374, align 4
  %ins1376 = insertelement <16 x float> poison, float %ld1375, i64 0
  %splat1377 = shufflevector <16 x float> %ins1376, <16 x float> poison, <16 x i32> zeroinitializer
  %v1378 = fadd contract <16 x float> %splat1377, %red1373
  %v1379 = mul i64 %i7, %size.K
  %v1380 = add i64 %v1379, %v29
  %v1381 = add i64 %size.H, 1
  %v1382 = add i64 %v1381, 1
  %v1383 = sub i64 %size.R, 1
  %v1384 = sub i64 %v1382, %v1383
  %v1385 = sub i64 %v1384, 1
  %v1386 = add i64 %v1385, 1
  %v1387 = mul i64 %v1380, %v1386
  %v1388 = add i64 %v1387, %i19
  %v1389 = add i64 %size.W, 1
  %v1390 = add i64 %v1389, 1
  %v1391 = sub i64 %size.S, 1
  %v1392 = sub i64 %v1390, %v1391
  %v1393 = sub i64 %v1392, 1
  %v1394 = add i64 %v1393, 1
  %v1395 = mul i64 %v1388, %v1394
  %v1396 = add i64 %v1395, %i1285
  %p1397 = getelementptr float, ptr %buf.y, i64 %v1396
  store <16 x float> %v1378, ptr %p1397, align 4
  %v1398 = add nsw i64 %i1285, 16
  store i64 %v1398, ptr %q.addr.1280
  br label %cond1282
exit1284:
  %i1399 = load i64, ptr %q.addr.1280
  %v1400 = icmp slt i64 %i1399, %v1279
  br i1 %v1400, label %tail1401, label %done1402
tail1401:
  %mask1403 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1399, i64 %v1279)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1404
  store i64 0, ptr %c.addr.1405
  br label %cond1406
cond1406:
  %i1409 = load i64, ptr %c.addr.1405
  %v1410 = icmp slt i64 %i1409, %size.C
  br i1 %v1410, label %body1407, label %exit1408
body1407:
  store i64 0, ptr %r.addr.1411
  br label %cond1412
cond1412:
  %i1415 = load i64, ptr %r.addr.1411
  %v1416 = icmp slt i64 %i1415, %size.R
  br i1 %v1416, label %body1413, label %exit1414
body1413:
  store i64 0, ptr %s.addr.1417
  br label %cond1418
cond1418:
  %i1421 = load i64, ptr %s.addr.1417
  %v1422 = icmp slt i64 %i1421, %size.S
  br i1 %v1422, label %body1419, label %exit1420
body1419:
  %v1423 = add i64 %i19, %i1415
  %v1424 = sub i64 %v1423, 1
  %v1425 = icmp sge i64 %v1424, 0
  %v1426 = icmp slt i64 %v1424, %size.H
  %v1427 = and i1 %v1425, %v1426
  %ins1428 = insertelement <16 x i64> poison, i64 %i1399, i64 0
  %splat1429 = shufflevector <16 x i64> %ins1428, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1430 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1431 = add <16 x i64> %splat1429, %step1430
  %ins1432 = insertelement <16 x i64> poison, i64 %i1421, i64 0
  %splat1433 = shufflevector <16 x i64> %ins1432, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1434 = add <16 x i64> %lane1431, %splat1433
  %v1435 = sub <16 x i64> %v1434, splat (i64 1)
  %ins1436 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1437 = shufflevector <16 x i64> %ins1436, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1438 = icmp sge <16 x i64> %v1435, zeroinitializer
  %v1439 = icmp slt <16 x i64> %v1435, %splat1437
  %v1440 = and <16 x i1> %v1438, %v1439
  %ins1441 = insertelement <16 x i1> poison, i1 %v1427, i64 0
  %splat1442 = shufflevector <16 x i1> %ins1441, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1443 = and <16 x i1> %splat1442, %v1440
  %v1444 = and <16 x i1> %mask1403, %v1443
  %v1445 = mul i64 %i7, %size.C
  %v1446 = add i64 %v1445, %i1409
  %v1447 = mul i64 %v1446, %size.H
  %v1448 = add i64 %i19, %i1415
  %v1449 = sub i64 %v1448, 1
  %v1450 = add i64 %v1447, %v1449
  %v1451 = mul i64 %v1450, %size.W
  %v1452 = add i64 %i1399, %i1421
  %v1453 = sub i64 %v1452, 1
  %v1454 = add i64 %v1451, %v1453
  %p1455 = getelementptr float, ptr %buf.x, i64 %v1454
  %ld1456 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1455, <16 x i1> %v1444, <16 x float> zeroinitializer)
  %v1457 = mul i64 %v29, %size.C
  %v1458 = add i64 %v1457, %i1409
  %v1459 = mul i64 %v1458, %size.R
  %v1460 = add i64 %v1459, %i1415
  %v1461 = mul i64 %v1460, %size.S
  %v1462 = add i64 %v1461, %i1421
  %p1463 = getelementptr float, ptr %buf.w, i64 %v1462
  %ld1464 = load float, ptr %p1463, align 4
  %ins1465 = insertelement <16 x float> poison, float %ld1464, i64 0
  %splat1466 = shufflevector <16 x float> %ins1465, <16 x float> poison, <16 x i32> zeroinitializer
  %v1467 = fmul contract <16 x float> %ld1456, %splat1466
  %v1468 = add i64 %i19, %i1415
  %v1469 = sub i64 %v1468, 1
  %v1470 = icmp sge i64 %v1469, 0
  %v1471 = icmp slt i64 %v1469, %size.H
  %v1472 = and i1 %v1470, %v1471
  %ins1473 = insertelement <16 x i64> poison, i64 %i1421, i64 0
  %splat1474 = shufflevector <16 x i64> %ins1473, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1475 = add <16 x i64> %lane1431, %splat1474
  %v1476 = sub <16 x i64> %v1475, splat (i64 1)
  %ins1477 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1478 = shufflevector <16 x i64> %ins1477, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1479 = icmp sge <16 x i64> %v1476, zeroinitializer
  %v1480 = icmp slt <16 x i64> %v1476, %splat1478
  %v1481 = and <16 x i1> %v1479, %v1480
  %ins1482 = insertelement <16 x i1> poison, i1 %v1472, i64 0
  %splat1483 = shufflevector <16 x i1> %ins1482, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1484 = and <16 x i1> %splat1483, %v1481
  %v1485 = and <16 x i1> %mask1403, %v1484
  %old1486 = load <16 x float>, ptr %acc1404
  %v1487 = fadd <16 x float> %old1486, %v1467
  %v1488 = select <16 x i1> %v1485, <16 x float> %v1487, <16 x float> %old1486
  store <16 x float> %v1488, ptr %acc1404
  %v1489 = add nsw i64 %i1421, 1
  store i64 %v1489, ptr %s.addr.1417
  br label %cond1418
exit1420:
  %v1490 = add nsw i64 %i1415, 1
  store i64 %v1490, ptr %r.addr.1411
  br label %cond1412
exit1414:
  %v1491 = add nsw i64 %i1409, 1
  store i64 %v1491, ptr %c.addr.1405
  br label %cond1406
exit1408:
  %red1492 = load <16 x float>, ptr %acc1404
  %p1493 = getelementptr float, ptr %buf.b, i64 %v29
  %ld1494 = load float, ptr %p1493, align 4
  %ins1495 = insertelement <16 x float> poison, float %ld1494, i64 0
  %splat1496 = shufflevector <16 x float> %ins1495, <16 x float> poison, <16 x i32> zeroinitializer
  %v1497 = fadd contract <16 x float> %splat1496, %red1492
  %v1498 = mul i64 %i7, %size.K
  %v1499 = add i64 %v1498, %v29
  %v1500 = add i64 %size.H, 1
  %v1501 = add i64 %v1500, 1
  %v1502 = sub i64 %size.R, 1
  %v1503 = sub i64 %v1501, %v1502
  %v1504 = sub i64 %v1503, 1
  %v1505 = add i64 %v1504, 1
  %v1506 = mul i64 %v1499, %v1505
  %v1507 = add i64 %v1506, %i19
  %v1508 = add i64 %size.W, 1
  %v1509 = add i64 %v1508, 1
  %v1510 = sub i64 %size.S, 1
  %v1511 = sub i64 %v1509, %v1510
  %v1512 = sub i64 %v1511, 1
  %v1513 = add i64 %v1512, 1
  %v1514 = mul i64 %v1507, %v1513
  %v1515 = add i64 %v1514, %i1399
  %p1516 = getelementptr float, ptr %buf.y, i64 %v1515
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1497, ptr align 4 %p1516, <16 x i1> %mask1403)
  br label %done1402
done1402:
  %v1517 = add i64 %size.W, 1
  %v1518 = add i64 %v1517, 1
  %v1519 = sub i64 %size.S, 1
  %v1520 = sub i64 %v1518, %v1519
  %v1521 = sub i64 %v1520, 1
  %v1522 = add i64 %v1521, 1
  store i64 %v787, ptr %q.addr.1523
  %v1524 = sub i64 %v1522, 16
  br label %cond1525
cond1525:
  %i1528 = load i64, ptr %q.addr.1523
  %v1529 = icmp sle i64 %i1528, %v1524
  br i1 %v1529, label %body1526, label %exit1527
body1526:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1530
  store i64 0, ptr %c.addr.1531
  br label %cond1532
cond1532:
  %i1535 = load i64, ptr %c.addr.1531
  %v1536 = icmp slt i64 %i1535, %size.C
  br i1 %v1536, label %body1533, label %exit1534
body1533:
  store i64 0, ptr %r.addr.1537
  br label %cond1538
cond1538:
  %i1541 = load i64, ptr %r.addr.1537
  %v1542 = icmp slt i64 %i1541, %size.R
  br i1 %v1542, label %body1539, label %exit1540
body1539:
  store i64 0, ptr %s.addr.1543
  br label %cond1544
cond1544:
  %i1547 = load i64, ptr %s.addr.1543
  %v1548 = icmp slt i64 %i1547, %size.S
  br i1 %v1548, label %body1545, label %exit1546
body1545:
  %v1549 = add i64 %i19, %i1541
  %v1550 = sub i64 %v1549, 1
  %v1551 = icmp sge i64 %v1550, 0
  %v1552 = icmp slt i64 %v1550, %size.H
  %v1553 = and i1 %v1551, %v1552
  %ins1554 = insertelement <16 x i64> poison, i64 %i1528, i64 0
  %splat1555 = shufflevector <16 x i64> %ins1554, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1556 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1557 = add <16 x i64> %splat1555, %step1556
  %ins1558 = insertelement <16 x i64> poison, i64 %i1547, i64 0
  %splat1559 = shufflevector <16 x i64> %ins1558, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1560 = add <16 x i64> %lane1557, %splat1559
  %v1561 = sub <16 x i64> %v1560, splat (i64 1)
  %ins1562 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1563 = shufflevector <16 x i64> %ins1562, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1564 = icmp sge <16 x i64> %v1561, zeroinitializer
  %v1565 = icmp slt <16 x i64> %v1561, %splat1563
  %v1566 = and <16 x i1> %v1564, %v1565
  %ins1567 = insertelement <16 x i1> poison, i1 %v1553, i64 0
  %splat1568 = shufflevector <16 x i1> %ins1567, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1569 = and <16 x i1> %splat1568, %v1566
  %v1570 = mul i64 %i7, %size.C
  %v1571 = add i64 %v1570, %i1535
  %v1572 = mul i64 %v1571, %size.H
  %v1573 = add i64 %i19, %i1541
  %v1574 = sub i64 %v1573, 1
  %v1575 = add i64 %v1572, %v1574
  %v1576 = mul i64 %v1575, %size.W
  %v1577 = add i64 %i1528, %i1547
  %v1578 = sub i64 %v1577, 1
  %v1579 = add i64 %v1576, %v1578
  %p1580 = getelementptr float, ptr %buf.x, i64 %v1579
  %ld1581 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1580, <16 x i1> %v1569, <16 x float> zeroinitializer)
  %v1582 = mul i64 %v30, %size.C
  %v1583 = add i64 %v1582, %i1535
  %v1584 = mul i64 %v1583, %size.R
  %v1585 = add i64 %v1584, %i1541
  %v1586 = mul i64 %v1585, %size.S
  %v1587 = add i64 %v1586, %i1547
  %p1588 = getelementptr float, ptr %buf.w, i64 %v1587
  %ld1589 = load float, ptr %p1588, align 4
  %ins1590 = insertelement <16 x float> poison, float %ld1589, i64 0
  %splat1591 = shufflevector <16 x float> %ins1590, <16 x float> poison, <16 x i32> zeroinitializer
  %v1592 = fmul contract <16 x float> %ld1581, %splat1591
  %v1593 = add i64 %i19, %i1541
  %v1594 = sub i64 %v1593, 1
  %v1595 = icmp sge i64 %v1594, 0
  %v1596 = icmp slt i64 %v1594, %size.H
  %v1597 = and i1 %v1595, %v1596
  %ins1598 = insertelement <16 x i64> poison, i64 %i1547, i64 0
  %splat1599 = shufflevector <16 x i64> %ins1598, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1600 = add <16 x i64> %lane1557, %splat1599
  %v1601 = sub <16 x i64> %v1600, splat (i64 1)
  %ins1602 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1603 = shufflevector <16 x i64> %ins1602, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1604 = icmp sge <16 x i64> %v1601, zeroinitializer
  %v1605 = icmp slt <16 x i64> %v1601, %splat1603
  %v1606 = and <16 x i1> %v1604, %v1605
  %ins1607 = insertelement <16 x i1> poison, i1 %v1597, i64 0
  %splat1608 = shufflevector <16 x i1> %ins1607, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1609 = and <16 x i1> %splat1608, %v1606
  %old1610 = load <16 x float>, ptr %acc1530
  %v1611 = fadd <16 x float> %old1610, %v1592
  %v1612 = select <16 x i1> %v1609, <16 x float> %v1611, <16 x float> %old1610
  store <16 x float> %v1612, ptr %acc1530
  %v1613 = add nsw i64 %i1547, 1
  store i64 %v1613, ptr %s.addr.1543
  br label %cond1544
exit1546:
  %v1614 = add nsw i64 %i1541, 1
  store i64 %v1614, ptr %r.addr.1537
  br label %cond1538
exit1540:
  %v1615 = add nsw i64 %i1535, 1
  store i64 %v1615, ptr %c.addr.1531
  br label %cond1532
exit1534:
  %red1616 = load <16 x float>, ptr %acc1530
  %p1617 = getelementptr float, ptr %buf.b, i64 %v30
  %ld1618 = load float, ptr %p1617, align 4
  %ins1619 = insertelement <16 x float> poison, float %ld1618, i64 0
  %splat1620 = shufflevector <16 x float> %ins1619, <16 x float> poison, <16 x i32> zeroinitializer
  %v1621 = fadd contract <16 x float> %splat1620, %red1616
  %v1622 = mul i64 %i7, %size.K
  %v1623 = add i64 %v1622, %v30
  %v1624 = add i64 %size.H, 1
  %v1625 = add i64 %v1624, 1
  %v1626 = sub i64 %size.R, 1
  %v1627 = sub i64 %v1625, %v1626
  %v1628 = sub i64 %v1627, 1
  %v1629 = add i64 %v1628, 1
  %v1630 = mul i64 %v1623, %v1629
  %v1631 = add i64 %v1630, %i19
  %v1632 = add i64 %size.W, 1
  %v1633 = add i64 %v1632, 1
  %v1634 = sub i64 %size.S, 1
  %v1635 = sub i64 %v1633, %v1634
  %v1636 = sub i64 %v1635, 1
  %v1637 = add i64 %v1636, 1
  %v1638 = mul i64 %v1631, %v1637
  %v1639 = add i64 %v1638, %i1528
  %p1640 = getelementptr float, ptr %buf.y, i64 %v1639
  store <16 x float> %v1621, ptr %p1640, align 4
  %v1641 = add nsw i64 %i1528, 16
  store i64 %v1641, ptr %q.addr.1523
  br label %cond1525
exit1527:
  %i1642 = load i64, ptr %q.addr.1523
  %v1643 = icmp slt i64 %i1642, %v1522
  br i1 %v1643, label %tail1644, label %done1645
tail1644:
  %mask1646 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1642, i64 %v1522)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1647
  store i64 0, ptr %c.addr.1648
  br label %cond1649
cond1649:
  %i1652 = load i64, ptr %c.addr.1648
  %v1653 = icmp slt i64 %i1652, %size.C
  br i1 %v1653, label %body1650, label %exit1651
body1650:
  store i64 0, ptr %r.addr.1654
  br label %cond1655
cond1655:
  %i1658 = load i64, ptr %r.addr.1654
  %v1659 = icmp slt i64 %i1658, %size.R
  br i1 %v1659, label %body1656, label %exit1657
body1656:
  store i64 0, ptr %s.addr.1660
  br label %cond1661
cond1661:
  %i1664 = load i64, ptr %s.addr.1660
  %v1665 = icmp slt i64 %i1664, %size.S
  br i1 %v1665, label %body1662, label %exit1663
body1662:
  %v1666 = add i64 %i19, %i1658
  %v1667 = sub i64 %v1666, 1
  %v1668 = icmp sge i64 %v1667, 0
  %v1669 = icmp slt i64 %v1667, %size.H
  %v1670 = and i1 %v1668, %v1669
  %ins1671 = insertelement <16 x i64> poison, i64 %i1642, i64 0
  %splat1672 = shufflevector <16 x i64> %ins1671, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1673 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1674 = add <16 x i64> %splat1672, %step1673
  %ins1675 = insertelement <16 x i64> poison, i64 %i1664, i64 0
  %splat1676 = shufflevector <16 x i64> %ins1675, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1677 = add <16 x i64> %lane1674, %splat1676
  %v1678 = sub <16 x i64> %v1677, splat (i64 1)
  %ins1679 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1680 = shufflevector <16 x i64> %ins1679, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1681 = icmp sge <16 x i64> %v1678, zeroinitializer
  %v1682 = icmp slt <16 x i64> %v1678, %splat1680
  %v1683 = and <16 x i1> %v1681, %v1682
  %ins1684 = insertelement <16 x i1> poison, i1 %v1670, i64 0
  %splat1685 = shufflevector <16 x i1> %ins1684, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1686 = and <16 x i1> %splat1685, %v1683
  %v1687 = and <16 x i1> %mask1646, %v1686
  %v1688 = mul i64 %i7, %size.C
  %v1689 = add i64 %v1688, %i1652
  %v1690 = mul i64 %v1689, %size.H
  %v1691 = add i64 %i19, %i1658
  %v1692 = sub i64 %v1691, 1
  %v1693 = add i64 %v1690, %v1692
  %v1694 = mul i64 %v1693, %size.W
  %v1695 = add i64 %i1642, %i1664
  %v1696 = sub i64 %v1695, 1
  %v1697 = add i64 %v1694, %v1696
  %p1698 = getelementptr float, ptr %buf.x, i64 %v1697
  %ld1699 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1698, <16 x i1> %v1687, <16 x float> zeroinitializer)
  %v1700 = mul i64 %v30, %size.C
  %v1701 = add i64 %v1700, %i1652
  %v1702 = mul i64 %v1701, %size.R
  %v1703 = add i64 %v1702, %i1658
  %v1704 = mul i64 %v1703, %size.S
  %v1705 = add i64 %v1704, %i1664
  %p1706 = getelementptr float, ptr %buf.w, i64 %v1705
  %ld1707 = load float, ptr %p1706, align 4
  %ins1708 = insertelement <16 x float> poison, float %ld1707, i64 0
  %splat1709 = shufflevector <16 x float> %ins1708, <16 x float> poison, <16 x i32> zeroinitializer
  %v1710 = fmul contract <16 x float> %ld1699, %splat1709
  %v1711 = add i64 %i19, %i1658
  %v1712 = sub i64 %v1711, 1
  %v1713 = icmp sge i64 %v1712, 0
  %v1714 = icmp slt i64 %v1712, %size.H
  %v1715 = and i1 %v1713, %v1714
  %ins1716 = insertelement <16 x i64> poison, i64 %i1664, i64 0
  %splat1717 = shufflevector <16 x i64> %ins1716, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1718 = add <16 x i64> %lane1674, %splat1717
  %v1719 = sub <16 x i64> %v1718, splat (i64 1)
  %ins1720 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1721 = shufflevector <16 x i64> %ins1720, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1722 = icmp sge <16 x i64> %v1719, zeroinitializer
  %v1723 = icmp slt <16 x i64> %v1719, %splat1721
  %v1724 = and <16 x i1> %v1722, %v1723
  %ins1725 = insertelement <16 x i1> poison, i1 %v1715, i64 0
  %splat1726 = shufflevector <16 x i1> %ins1725, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1727 = and <16 x i1> %splat1726, %v1724
  %v1728 = and <16 x i1> %mask1646, %v1727
  %old1729 = load <16 x float>, ptr %acc1647
  %v1730 = fadd <16 x float> %old1729, %v1710
  %v1731 = select <16 x i1> %v1728, <16 x float> %v1730, <16 x float> %old1729
  store <16 x float> %v1731, ptr %acc1647
  %v1732 = add nsw i64 %i1664, 1
  store i64 %v1732, ptr %s.addr.1660
  br label %cond1661
exit1663:
  %v1733 = add nsw i64 %i1658, 1
  store i64 %v1733, ptr %r.addr.1654
  br label %cond1655
exit1657:
  %v1734 = add nsw i64 %i1652, 1
  store i64 %v1734, ptr %c.addr.1648
  br label %cond1649
exit1651:
  %red1735 = load <16 x float>, ptr %acc1647
  %p1736 = getelementptr float, ptr %buf.b, i64 %v30
  %ld1737 = load float, ptr %p1736, align 4
  %ins1738 = insertelement <16 x float> poison, float %ld1737, i64 0
  %splat1739 = shufflevector <16 x float> %ins1738, <16 x float> poison, <16 x i32> zeroinitializer
  %v1740 = fadd contract <16 x float> %splat1739, %red1735
  %v1741 = mul i64 %i7, %size.K
  %v1742 = add i64 %v1741, %v30
  %v1743 = add i64 %size.H, 1
  %v1744 = add i64 %v1743, 1
  %v1745 = sub i64 %size.R, 1
  %v1746 = sub i64 %v1744, %v1745
  %v1747 = sub i64 %v1746, 1
  %v1748 = add i64 %v1747, 1
  %v1749 = mul i64 %v1742, %v1748
  %v1750 = add i64 %v1749, %i19
  %v1751 = add i64 %size.W, 1
  %v1752 = add i64 %v1751, 1
  %v1753 = sub i64 %size.S, 1
  %v1754 = sub i64 %v1752, %v1753
  %v1755 = sub i64 %v1754, 1
  %v1756 = add i64 %v1755, 1
  %v1757 = mul i64 %v1750, %v1756
  %v1758 = add i64 %v1757, %i1642
  %p1759 = getelementptr float, ptr %buf.y, i64 %v1758
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1740, ptr align 4 %p1759, <16 x i1> %mask1646)
  br label %done1645
done1645:
  %v1760 = add nsw i64 %i26, 4
  store i64 %v1760, ptr %k.addr.21
  br label %cond23
exit25:
  br label %cond1761
cond1761:
  %i1764 = load i64, ptr %k.addr.21
  %v1765 = icmp slt i64 %i1764, %size.K
  br i1 %v1765, label %body1762, label %exit1763
body1762:
  %v1766 = add i64 %size.W, 1
  %v1767 = add i64 %v1766, 1
  %v1768 = sub i64 %size.S, 1
  %v1769 = sub i64 %v1767, %v1768
  %v1770 = sub i64 %v1769, 1
  %v1771 = add i64 %v1770, 1
  store i64 0, ptr %q.addr.1772
  %v1773 = sub i64 %v1771, 128
  br label %cond1774
cond1774:
  %i1777 = load i64, ptr %q.addr.1772
  %v1778 = icmp sle i64 %i1777, %v1773
  br i1 %v1778, label %body1775, label %exit1776
body1775:
  %v1779 = add nsw i64 %i1777, 16
  %v1780 = add nsw i64 %i1777, 32
  %v1781 = add nsw i64 %i1777, 48
  %v1782 = add nsw i64 %i1777, 64
  %v1783 = add nsw i64 %i1777, 80
  %v1784 = add nsw i64 %i1777, 96
  %v1785 = add nsw i64 %i1777, 112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1786
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1787
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1788
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1789
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1790
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1791
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1792
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1793
  store i64 0, ptr %c.addr.1794
  br label %cond1795
cond1795:
  %i1798 = load i64, ptr %c.addr.1794
  %v1799 = icmp slt i64 %i1798, %size.C
  br i1 %v1799, label %body1796, label %exit1797
body1796:
  store i64 0, ptr %r.addr.1800
  br label %cond1801
cond1801:
  %i1804 = load i64, ptr %r.addr.1800
  %v1805 = icmp slt i64 %i1804, %size.R
  br i1 %v1805, label %body1802, label %exit1803
body1802:
  store i64 0, ptr %s.addr.1806
  br label %cond1807
cond1807:
  %i1810 = load i64, ptr %s.addr.1806
  %v1811 = icmp slt i64 %i1810, %size.S
  br i1 %v1811, label %body1808, label %exit1809
body1808:
  %v1812 = add i64 %i19, %i1804
  %v1813 = sub i64 %v1812, 1
  %v1814 = icmp sge i64 %v1813, 0
  %v1815 = icmp slt i64 %v1813, %size.H
  %v1816 = and i1 %v1814, %v1815
  %ins1817 = insertelement <16 x i64> poison, i64 %i1777, i64 0
  %splat1818 = shufflevector <16 x i64> %ins1817, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1819 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1820 = add <16 x i64> %splat1818, %step1819
  %ins1821 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat1822 = shufflevector <16 x i64> %ins1821, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1823 = add <16 x i64> %lane1820, %splat1822
  %v1824 = sub <16 x i64> %v1823, splat (i64 1)
  %ins1825 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1826 = shufflevector <16 x i64> %ins1825, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1827 = icmp sge <16 x i64> %v1824, zeroinitializer
  %v1828 = icmp slt <16 x i64> %v1824, %splat1826
  %v1829 = and <16 x i1> %v1827, %v1828
  %ins1830 = insertelement <16 x i1> poison, i1 %v1816, i64 0
  %splat1831 = shufflevector <16 x i1> %ins1830, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1832 = and <16 x i1> %splat1831, %v1829
  %v1833 = mul i64 %i7, %size.C
  %v1834 = add i64 %v1833, %i1798
  %v1835 = mul i64 %v1834, %size.H
  %v1836 = add i64 %i19, %i1804
  %v1837 = sub i64 %v1836, 1
  %v1838 = add i64 %v1835, %v1837
  %v1839 = mul i64 %v1838, %size.W
  %v1840 = add i64 %i1777, %i1810
  %v1841 = sub i64 %v1840, 1
  %v1842 = add i64 %v1839, %v1841
  %p1843 = getelementptr float, ptr %buf.x, i64 %v1842
  %ld1844 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1843, <16 x i1> %v1832, <16 x float> zeroinitializer)
  %v1845 = mul i64 %i1764, %size.C
  %v1846 = add i64 %v1845, %i1798
  %v1847 = mul i64 %v1846, %size.R
  %v1848 = add i64 %v1847, %i1804
  %v1849 = mul i64 %v1848, %size.S
  %v1850 = add i64 %v1849, %i1810
  %p1851 = getelementptr float, ptr %buf.w, i64 %v1850
  %ld1852 = load float, ptr %p1851, align 4
  %ins1853 = insertelement <16 x float> poison, float %ld1852, i64 0
  %splat1854 = shufflevector <16 x float> %ins1853, <16 x float> poison, <16 x i32> zeroinitializer
  %v1855 = fmul contract <16 x float> %ld1844, %splat1854
  %v1856 = add i64 %i19, %i1804
  %v1857 = sub i64 %v1856, 1
  %v1858 = icmp sge i64 %v1857, 0
  %v1859 = icmp slt i64 %v1857, %size.H
  %v1860 = and i1 %v1858, %v1859
  %ins1861 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat1862 = shufflevector <16 x i64> %ins1861, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1863 = add <16 x i64> %lane1820, %splat1862
  %v1864 = sub <16 x i64> %v1863, splat (i64 1)
  %ins1865 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1866 = shufflevector <16 x i64> %ins1865, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1867 = icmp sge <16 x i64> %v1864, zeroinitializer
  %v1868 = icmp slt <16 x i64> %v1864, %splat1866
  %v1869 = and <16 x i1> %v1867, %v1868
  %ins1870 = insertelement <16 x i1> poison, i1 %v1860, i64 0
  %splat1871 = shufflevector <16 x i1> %ins1870, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1872 = and <16 x i1> %splat1871, %v1869
  %old1873 = load <16 x float>, ptr %acc1786
  %v1874 = fadd <16 x float> %old1873, %v1855
  %v1875 = select <16 x i1> %v1872, <16 x float> %v1874, <16 x float> %old1873
  store <16 x float> %v1875, ptr %acc1786
  %v1876 = add i64 %i19, %i1804
  %v1877 = sub i64 %v1876, 1
  %v1878 = icmp sge i64 %v1877, 0
  %v1879 = icmp slt i64 %v1877, %size.H
  %v1880 = and i1 %v1878, %v1879
  %ins1881 = insertelement <16 x i64> poison, i64 %v1779, i64 0
  %splat1882 = shufflevector <16 x i64> %ins1881, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1883 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1884 = add <16 x i64> %splat1882, %step1883
  %ins1885 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat1886 = shufflevector <16 x i64> %ins1885, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1887 = add <16 x i64> %lane1884, %splat1886
  %v1888 = sub <16 x i64> %v1887, splat (i64 1)
  %ins1889 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1890 = shufflevector <16 x i64> %ins1889, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1891 = icmp sge <16 x i64> %v1888, zeroinitializer
  %v1892 = icmp slt <16 x i64> %v1888, %splat1890
  %v1893 = and <16 x i1> %v1891, %v1892
  %ins1894 = insertelement <16 x i1> poison, i1 %v1880, i64 0
  %splat1895 = shufflevector <16 x i1> %ins1894, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1896 = and <16 x i1> %splat1895, %v1893
  %v1897 = mul i64 %i7, %size.C
  %v1898 = add i64 %v1897, %i1798
  %v1899 = mul i64 %v1898, %size.H
  %v1900 = add i64 %i19, %i1804
  %v1901 = sub i64 %v1900, 1
  %v1902 = add i64 %v1899, %v1901
  %v1903 = mul i64 %v1902, %size.W
  %v1904 = add i64 %v1779, %i1810
  %v1905 = sub i64 %v1904, 1
  %v1906 = add i64 %v1903, %v1905
  %p1907 = getelementptr float, ptr %buf.x, i64 %v1906
  %ld1908 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1907, <16 x i1> %v1896, <16 x float> zeroinitializer)
  %v1909 = mul i64 %i1764, %size.C
  %v1910 = add i64 %v1909, %i1798
  %v1911 = mul i64 %v1910, %size.R
  %v1912 = add i64 %v1911, %i1804
  %v1913 = mul i64 %v1912, %size.S
  %v1914 = add i64 %v1913, %i1810
  %p1915 = getelementptr float, ptr %buf.w, i64 %v1914
  %ld1916 = load float, ptr %p1915, align 4
  %ins1917 = insertelement <16 x float> poison, float %ld1916, i64 0
  %splat1918 = shufflevector <16 x float> %ins1917, <16 x float> poison, <16 x i32> zeroinitializer
  %v1919 = fmul contract <16 x float> %ld1908, %splat1918
  %v1920 = add i64 %i19, %i1804
  %v1921 = sub i64 %v1920, 1
  %v1922 = icmp sge i64 %v1921, 0
  %v1923 = icmp slt i64 %v1921, %size.H
  %v1924 = and i1 %v1922, %v1923
  %ins1925 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat1926 = shufflevector <16 x i64> %ins1925, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1927 = add <16 x i64> %lane1884, %splat1926
  %v1928 = sub <16 x i64> %v1927, splat (i64 1)
  %ins1929 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1930 = shufflevector <16 x i64> %ins1929, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1931 = icmp sge <16 x i64> %v1928, zeroinitializer
  %v1932 = icmp slt <16 x i64> %v1928, %splat1930
  %v1933 = and <16 x i1> %v1931, %v1932
  %ins1934 = insertelement <16 x i1> poison, i1 %v1924, i64 0
  %splat1935 = shufflevector <16 x i1> %ins1934, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1936 = and <16 x i1> %splat1935, %v1933
  %old1937 = load <16 x float>, ptr %acc1787
  %v1938 = fadd <16 x float> %old1937, %v1919
  %v1939 = select <16 x i1> %v1936, <16 x float> %v1938, <16 x float> %old1937
  store <16 x float> %v1939, ptr %acc1787
  %v1940 = add i64 %i19, %i1804
  %v1941 = sub i64 %v1940, 1
  %v1942 = icmp sge i64 %v1941, 0
  %v1943 = icmp slt i64 %v1941, %size.H
  %v1944 = and i1 %v1942, %v1943
  %ins1945 = insertelement <16 x i64> poison, i64 %v1780, i64 0
  %splat1946 = shufflevector <16 x i64> %ins1945, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1947 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1948 = add <16 x i64> %splat1946, %step1947
  %ins1949 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat1950 = shufflevector <16 x i64> %ins1949, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1951 = add <16 x i64> %lane1948, %splat1950
  %v1952 = sub <16 x i64> %v1951, splat (i64 1)
  %ins1953 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1954 = shufflevector <16 x i64> %ins1953, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1955 = icmp sge <16 x i64> %v1952, zeroinitializer
  %v1956 = icmp slt <16 x i64> %v1952, %splat1954
  %v1957 = and <16 x i1> %v1955, %v1956
  %ins1958 = insertelement <16 x i1> poison, i1 %v1944, i64 0
  %splat1959 = shufflevector <16 x i1> %ins1958, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1960 = and <16 x i1> %splat1959, %v1957
  %v1961 = mul i64 %i7, %size.C
  %v1962 = add i64 %v1961, %i1798
  %v1963 = mul i64 %v1962, %size.H
  %v1964 = add i64 %i19, %i1804
  %v1965 = sub i64 %v1964, 1
  %v1966 = add i64 %v1963, %v1965
  %v1967 = mul i64 %v1966, %size.W
  %v1968 = add i64 %v1780, %i1810
  %v1969 = sub i64 %v1968, 1
  %v1970 = add i64 %v1967, %v1969
  %p1971 = getelementptr float, ptr %buf.x, i64 %v1970
  %ld1972 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1971, <16 x i1> %v1960, <16 x float> zeroinitializer)
  %v1973 = mul i64 %i1764, %size.C
  %v1974 = add i64 %v1973, %i1798
  %v1975 = mul i64 %v1974, %size.R
  %v1976 = add i64 %v1975, %i1804
  %v1977 = mul i64 %v1976, %size.S
  %v1978 = add i64 %v1977, %i1810
  %p1979 = getelementptr float, ptr %buf.w, i64 %v1978
  %ld1980 = load float, ptr %p1979, align 4
  %ins1981 = insertelement <16 x float> poison, float %ld1980, i64 0
  %splat1982 = shufflevector <16 x float> %ins1981, <16 x float> poison, <16 x i32> zeroinitializer
  %v1983 = fmul contract <16 x float> %ld1972, %splat1982
  %v1984 = add i64 %i19, %i1804
  %v1985 = sub i64 %v1984, 1
  %v1986 = icmp sge i64 %v1985, 0
  %v1987 = icmp slt i64 %v1985, %size.H
  %v1988 = and i1 %v1986, %v1987
  %ins1989 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat1990 = shufflevector <16 x i64> %ins1989, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1991 = add <16 x i64> %lane1948, %splat1990
  %v1992 = sub <16 x i64> %v1991, splat (i64 1)
  %ins1993 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1994 = shufflevector <16 x i64> %ins1993, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1995 = icmp sge <16 x i64> %v1992, zeroinitializer
  %v1996 = icmp slt <16 x i64> %v1992, %splat1994
  %v1997 = and <16 x i1> %v1995, %v1996
  %ins1998 = insertelement <16 x i1> poison, i1 %v1988, i64 0
  %splat1999 = shufflevector <16 x i1> %ins1998, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2000 = and <16 x i1> %splat1999, %v1997
  %old2001 = load <16 x float>, ptr %acc1788
  %v2002 = fadd <16 x float> %old2001, %v1983
  %v2003 = select <16 x i1> %v2000, <16 x float> %v2002, <16 x float> %old2001
  store <16 x float> %v2003, ptr %acc1788
  %v2004 = add i64 %i19, %i1804
  %v2005 = sub i64 %v2004, 1
  %v2006 = icmp sge i64 %v2005, 0
  %v2007 = icmp slt i64 %v2005, %size.H
  %v2008 = and i1 %v2006, %v2007
  %ins2009 = insertelement <16 x i64> poison, i64 %v1781, i64 0
  %splat2010 = shufflevector <16 x i64> %ins2009, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2011 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2012 = add <16 x i64> %splat2010, %step2011
  %ins2013 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat2014 = shufflevector <16 x i64> %ins2013, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2015 = add <16 x i64> %lane2012, %splat2014
  %v2016 = sub <16 x i64> %v2015, splat (i64 1)
  %ins2017 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2018 = shufflevector <16 x i64> %ins2017, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2019 = icmp sge <16 x i64> %v2016, zeroinitializer
  %v2020 = icmp slt <16 x i64> %v2016, %splat2018
  %v2021 = and <16 x i1> %v2019, %v2020
  %ins2022 = insertelement <16 x i1> poison, i1 %v2008, i64 0
  %splat2023 = shufflevector <16 x i1> %ins2022, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2024 = and <16 x i1> %splat2023, %v2021
  %v2025 = mul i64 %i7, %size.C
  %v2026 = add i64 %v2025, %i1798
  %v2027 = mul i64 %v2026, %size.H
  %v2028 = add i64 %i19, %i1804
  %v2029 = sub i64 %v2028, 1
  %v2030 = add i64 %v2027, %v2029
  %v2031 = mul i64 %v2030, %size.W
  %v2032 = add i64 %v1781, %i1810
  %v2033 = sub i64 %v2032, 1
  %v2034 = add i64 %v2031, %v2033
  %p2035 = getelementptr float, ptr %buf.x, i64 %v2034
  %ld2036 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2035, <16 x i1> %v2024, <16 x float> zeroinitializer)
  %v2037 = mul i64 %i1764, %size.C
  %v2038 = add i64 %v2037, %i1798
  %v2039 = mul i64 %v2038, %size.R
  %v2040 = add i64 %v2039, %i1804
  %v2041 = mul i64 %v2040, %size.S
  %v2042 = add i64 %v2041, %i1810
  %p2043 = getelementptr float, ptr %buf.w, i64 %v2042
  %ld2044 = load float, ptr %p2043, align 4
  %ins2045 = insertelement <16 x float> poison, float %ld2044, i64 0
  %splat2046 = shufflevector <16 x float> %ins2045, <16 x float> poison, <16 x i32> zeroinitializer
  %v2047 = fmul contract <16 x float> %ld2036, %splat2046
  %v2048 = add i64 %i19, %i1804
  %v2049 = sub i64 %v2048, 1
  %v2050 = icmp sge i64 %v2049, 0
  %v2051 = icmp slt i64 %v2049, %size.H
  %v2052 = and i1 %v2050, %v2051
  %ins2053 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat2054 = shufflevector <16 x i64> %ins2053, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2055 = add <16 x i64> %lane2012, %splat2054
  %v2056 = sub <16 x i64> %v2055, splat (i64 1)
  %ins2057 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2058 = shufflevector <16 x i64> %ins2057, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2059 = icmp sge <16 x i64> %v2056, zeroinitializer
  %v2060 = icmp slt <16 x i64> %v2056, %splat2058
  %v2061 = and <16 x i1> %v2059, %v2060
  %ins2062 = insertelement <16 x i1> poison, i1 %v2052, i64 0
  %splat2063 = shufflevector <16 x i1> %ins2062, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2064 = and <16 x i1> %splat2063, %v2061
  %old2065 = load <16 x float>, ptr %acc1789
  %v2066 = fadd <16 x float> %old2065, %v2047
  %v2067 = select <16 x i1> %v2064, <16 x float> %v2066, <16 x float> %old2065
  store <16 x float> %v2067, ptr %acc1789
  %v2068 = add i64 %i19, %i1804
  %v2069 = sub i64 %v2068, 1
  %v2070 = icmp sge i64 %v2069, 0
  %v2071 = icmp slt i64 %v2069, %size.H
  %v2072 = and i1 %v2070, %v2071
  %ins2073 = insertelement <16 x i64> poison, i64 %v1782, i64 0
  %splat2074 = shufflevector <16 x i64> %ins2073, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2075 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2076 = add <16 x i64> %splat2074, %step2075
  %ins2077 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat2078 = shufflevector <16 x i64> %ins2077, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2079 = add <16 x i64> %lane2076, %splat2078
  %v2080 = sub <16 x i64> %v2079, splat (i64 1)
  %ins2081 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2082 = shufflevector <16 x i64> %ins2081, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2083 = icmp sge <16 x i64> %v2080, zeroinitializer
  %v2084 = icmp slt <16 x i64> %v2080, %splat2082
  %v2085 = and <16 x i1> %v2083, %v2084
  %ins2086 = insertelement <16 x i1> poison, i1 %v2072, i64 0
  %splat2087 = shufflevector <16 x i1> %ins2086, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2088 = and <16 x i1> %splat2087, %v2085
  %v2089 = mul i64 %i7, %size.C
  %v2090 = add i64 %v2089, %i1798
  %v2091 = mul i64 %v2090, %size.H
  %v2092 = add i64 %i19, %i1804
  %v2093 = sub i64 %v2092, 1
  %v2094 = add i64 %v2091, %v2093
  %v2095 = mul i64 %v2094, %size.W
  %v2096 = add i64 %v1782, %i1810
  %v2097 = sub i64 %v2096, 1
  %v2098 = add i64 %v2095, %v2097
  %p2099 = getelementptr float, ptr %buf.x, i64 %v2098
  %ld2100 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2099, <16 x i1> %v2088, <16 x float> zeroinitializer)
  %v2101 = mul i64 %i1764, %size.C
  %v2102 = add i64 %v2101, %i1798
  %v2103 = mul i64 %v2102, %size.R
  %v2104 = add i64 %v2103, %i1804
  %v2105 = mul i64 %v2104, %size.S
  %v2106 = add i64 %v2105, %i1810
  %p2107 = getelementptr float, ptr %buf.w, i64 %v2106
  %ld2108 = load float, ptr %p2107, align 4
  %ins2109 = insertelement <16 x float> poison, float %ld2108, i64 0
  %splat2110 = shufflevector <16 x float> %ins2109, <16 x float> poison, <16 x i32> zeroinitializer
  %v2111 = fmul contract <16 x float> %ld2100, %splat2110
  %v2112 = add i64 %i19, %i1804
  %v2113 = sub i64 %v2112, 1
  %v2114 = icmp sge i64 %v2113, 0
  %v2115 = icmp slt i64 %v2113, %size.H
  %v2116 = and i1 %v2114, %v2115
  %ins2117 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat2118 = shufflevector <16 x i64> %ins2117, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2119 = add <16 x i64> %lane2076, %splat2118
  %v2120 = sub <16 x i64> %v2119, splat (i64 1)
  %ins2121 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2122 = shufflevector <16 x i64> %ins2121, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2123 = icmp sge <16 x i64> %v2120, zeroinitializer
  %v2124 = icmp slt <16 x i64> %v2120, %splat2122
  %v2125 = and <16 x i1> %v2123, %v2124
  %ins2126 = insertelement <16 x i1> poison, i1 %v2116, i64 0
  %splat2127 = shufflevector <16 x i1> %ins2126, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2128 = and <16 x i1> %splat2127, %v2125
  %old2129 = load <16 x float>, ptr %acc1790
  %v2130 = fadd <16 x float> %old2129, %v2111
  %v2131 = select <16 x i1> %v2128, <16 x float> %v2130, <16 x float> %old2129
  store <16 x float> %v2131, ptr %acc1790
  %v2132 = add i64 %i19, %i1804
  %v2133 = sub i64 %v2132, 1
  %v2134 = icmp sge i64 %v2133, 0
  %v2135 = icmp slt i64 %v2133, %size.H
  %v2136 = and i1 %v2134, %v2135
  %ins2137 = insertelement <16 x i64> poison, i64 %v1783, i64 0
  %splat2138 = shufflevector <16 x i64> %ins2137, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2139 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2140 = add <16 x i64> %splat2138, %step2139
  %ins2141 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat2142 = shufflevector <16 x i64> %ins2141, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2143 = add <16 x i64> %lane2140, %splat2142
  %v2144 = sub <16 x i64> %v2143, splat (i64 1)
  %ins2145 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2146 = shufflevector <16 x i64> %ins2145, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2147 = icmp sge <16 x i64> %v2144, zeroinitializer
  %v2148 = icmp slt <16 x i64> %v2144, %splat2146
  %v2149 = and <16 x i1> %v2147, %v2148
  %ins2150 = insertelement <16 x i1> poison, i1 %v2136, i64 0
  %splat2151 = shufflevector <16 x i1> %ins2150, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2152 = and <16 x i1> %splat2151, %v2149
  %v2153 = mul i64 %i7, %size.C
  %v2154 = add i64 %v2153, %i1798
  %v2155 = mul i64 %v2154, %size.H
  %v2156 = add i64 %i19, %i1804
  %v2157 = sub i64 %v2156, 1
  %v2158 = add i64 %v2155, %v2157
  %v2159 = mul i64 %v2158, %size.W
  %v2160 = add i64 %v1783, %i1810
  %v2161 = sub i64 %v2160, 1
  %v2162 = add i64 %v2159, %v2161
  %p2163 = getelementptr float, ptr %buf.x, i64 %v2162
  %ld2164 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2163, <16 x i1> %v2152, <16 x float> zeroinitializer)
  %v2165 = mul i64 %i1764, %size.C
  %v2166 = add i64 %v2165, %i1798
  %v2167 = mul i64 %v2166, %size.R
  %v2168 = add i64 %v2167, %i1804
  %v2169 = mul i64 %v2168, %size.S
  %v2170 = add i64 %v2169, %i1810
  %p2171 = getelementptr float, ptr %buf.w, i64 %v2170
  %ld2172 = load float, ptr %p2171, align 4
  %ins2173 = insertelement <16 x float> poison, float %ld2172, i64 0
  %splat2174 = shufflevector <16 x float> %ins2173, <16 x float> poison, <16 x i32> zeroinitializer
  %v2175 = fmul contract <16 x float> %ld2164, %splat2174
  %v2176 = add i64 %i19, %i1804
  %v2177 = sub i64 %v2176, 1
  %v2178 = icmp sge i64 %v2177, 0
  %v2179 = icmp slt i64 %v2177, %size.H
  %v2180 = and i1 %v2178, %v2179
  %ins2181 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat2182 = shufflevector <16 x i64> %ins2181, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2183 = add <16 x i64> %lane2140, %splat2182
  %v2184 = sub <16 x i64> %v2183, splat (i64 1)
  %ins2185 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2186 = shufflevector <16 x i64> %ins2185, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2187 = icmp sge <16 x i64> %v2184, zeroinitializer
  %v2188 = icmp slt <16 x i64> %v2184, %splat2186
  %v2189 = and <16 x i1> %v2187, %v2188
  %ins2190 = insertelement <16 x i1> poison, i1 %v2180, i64 0
  %splat2191 = shufflevector <16 x i1> %ins2190, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2192 = and <16 x i1> %splat2191, %v2189
  %old2193 = load <16 x float>, ptr %acc1791
  %v2194 = fadd <16 x float> %old2193, %v2175
  %v2195 = select <16 x i1> %v2192, <16 x float> %v2194, <16 x float> %old2193
  store <16 x float> %v2195, ptr %acc1791
  %v2196 = add i64 %i19, %i1804
  %v2197 = sub i64 %v2196, 1
  %v2198 = icmp sge i64 %v2197, 0
  %v2199 = icmp slt i64 %v2197, %size.H
  %v2200 = and i1 %v2198, %v2199
  %ins2201 = insertelement <16 x i64> poison, i64 %v1784, i64 0
  %splat2202 = shufflevector <16 x i64> %ins2201, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2203 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2204 = add <16 x i64> %splat2202, %step2203
  %ins2205 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat2206 = shufflevector <16 x i64> %ins2205, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2207 = add <16 x i64> %lane2204, %splat2206
  %v2208 = sub <16 x i64> %v2207, splat (i64 1)
  %ins2209 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2210 = shufflevector <16 x i64> %ins2209, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2211 = icmp sge <16 x i64> %v2208, zeroinitializer
  %v2212 = icmp slt <16 x i64> %v2208, %splat2210
  %v2213 = and <16 x i1> %v2211, %v2212
  %ins2214 = insertelement <16 x i1> poison, i1 %v2200, i64 0
  %splat2215 = shufflevector <16 x i1> %ins2214, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2216 = and <16 x i1> %splat2215, %v2213
  %v2217 = mul i64 %i7, %size.C
  %v2218 = add i64 %v2217, %i1798
  %v2219 = mul i64 %v2218, %size.H
  %v2220 = add i64 %i19, %i1804
  %v2221 = sub i64 %v2220, 1
  %v2222 = add i64 %v2219, %v2221
  %v2223 = mul i64 %v2222, %size.W
  %v2224 = add i64 %v1784, %i1810
  %v2225 = sub i64 %v2224, 1
  %v2226 = add i64 %v2223, %v2225
  %p2227 = getelementptr float, ptr %buf.x, i64 %v2226
  %ld2228 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2227, <16 x i1> %v2216, <16 x float> zeroinitializer)
  %v2229 = mul i64 %i1764, %size.C
  %v2230 = add i64 %v2229, %i1798
  %v2231 = mul i64 %v2230, %size.R
  %v2232 = add i64 %v2231, %i1804
  %v2233 = mul i64 %v2232, %size.S
  %v2234 = add i64 %v2233, %i1810
  %p2235 = getelementptr float, ptr %buf.w, i64 %v2234
  %ld2236 = load float, ptr %p2235, align 4
  %ins2237 = insertelement <16 x float> poison, float %ld2236, i64 0
  %splat2238 = shufflevector <16 x float> %ins2237, <16 x float> poison, <16 x i32> zeroinitializer
  %v2239 = fmul contract <16 x float> %ld2228, %splat2238
  %v2240 = add i64 %i19, %i1804
  %v2241 = sub i64 %v2240, 1
  %v2242 = icmp sge i64 %v2241, 0
  %v2243 = icmp slt i64 %v2241, %size.H
  %v2244 = and i1 %v2242, %v2243
  %ins2245 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat2246 = shufflevector <16 x i64> %ins2245, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2247 = add <16 x i64> %lane2204, %splat2246
  %v2248 = sub <16 x i64> %v2247, splat (i64 1)
  %ins2249 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2250 = shufflevector <16 x i64> %ins2249, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2251 = icmp sge <16 x i64> %v2248, zeroinitializer
  %v2252 = icmp slt <16 x i64> %v2248, %splat2250
  %v2253 = and <16 x i1> %v2251, %v2252
  %ins2254 = insertelement <16 x i1> poison, i1 %v2244, i64 0
  %splat2255 = shufflevector <16 x i1> %ins2254, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2256 = and <16 x i1> %splat2255, %v2253
  %old2257 = load <16 x float>, ptr %acc1792
  %v2258 = fadd <16 x float> %old2257, %v2239
  %v2259 = select <16 x i1> %v2256, <16 x float> %v2258, <16 x float> %old2257
  store <16 x float> %v2259, ptr %acc1792
  %v2260 = add i64 %i19, %i1804
  %v2261 = sub i64 %v2260, 1
  %v2262 = icmp sge i64 %v2261, 0
  %v2263 = icmp slt i64 %v2261, %size.H
  %v2264 = and i1 %v2262, %v2263
  %ins2265 = insertelement <16 x i64> poison, i64 %v1785, i64 0
  %splat2266 = shufflevector <16 x i64> %ins2265, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2267 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2268 = add <16 x i64> %splat2266, %step2267
  %ins2269 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat2270 = shufflevector <16 x i64> %ins2269, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2271 = add <16 x i64> %lane2268, %splat2270
  %v2272 = sub <16 x i64> %v2271, splat (i64 1)
  %ins2273 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2274 = shufflevector <16 x i64> %ins2273, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2275 = icmp sge <16 x i64> %v2272, zeroinitializer
  %v2276 = icmp slt <16 x i64> %v2272, %splat2274
  %v2277 = and <16 x i1> %v2275, %v2276
  %ins2278 = insertelement <16 x i1> poison, i1 %v2264, i64 0
  %splat2279 = shufflevector <16 x i1> %ins2278, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2280 = and <16 x i1> %splat2279, %v2277
  %v2281 = mul i64 %i7, %size.C
  %v2282 = add i64 %v2281, %i1798
  %v2283 = mul i64 %v2282, %size.H
  %v2284 = add i64 %i19, %i1804
  %v2285 = sub i64 %v2284, 1
  %v2286 = add i64 %v2283, %v2285
  %v2287 = mul i64 %v2286, %size.W
  %v2288 = add i64 %v1785, %i1810
  %v2289 = sub i64 %v2288, 1
  %v2290 = add i64 %v2287, %v2289
  %p2291 = getelementptr float, ptr %buf.x, i64 %v2290
  %ld2292 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2291, <16 x i1> %v2280, <16 x float> zeroinitializer)
  %v2293 = mul i64 %i1764, %size.C
  %v2294 = add i64 %v2293, %i1798
  %v2295 = mul i64 %v2294, %size.R
  %v2296 = add i64 %v2295, %i1804
  %v2297 = mul i64 %v2296, %size.S
  %v2298 = add i64 %v2297, %i1810
  %p2299 = getelementptr float, ptr %buf.w, i64 %v2298
  %ld2300 = load float, ptr %p2299, align 4
  %ins2301 = insertelement <16 x float> poison, float %ld2300, i64 0
  %splat2302 = shufflevector <16 x float> %ins2301, <16 x float> poison, <16 x i32> zeroinitializer
  %v2303 = fmul contract <16 x float> %ld2292, %splat2302
  %v2304 = add i64 %i19, %i1804
  %v2305 = sub i64 %v2304, 1
  %v2306 = icmp sge i64 %v2305, 0
  %v2307 = icmp slt i64 %v2305, %size.H
  %v2308 = and i1 %v2306, %v2307
  %ins2309 = insertelement <16 x i64> poison, i64 %i1810, i64 0
  %splat2310 = shufflevector <16 x i64> %ins2309, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2311 = add <16 x i64> %lane2268, %splat2310
  %v2312 = sub <16 x i64> %v2311, splat (i64 1)
  %ins2313 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2314 = shufflevector <16 x i64> %ins2313, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2315 = icmp sge <16 x i64> %v2312, zeroinitializer
  %v2316 = icmp slt <16 x i64> %v2312, %splat2314
  %v2317 = and <16 x i1> %v2315, %v2316
  %ins2318 = insertelement <16 x i1> poison, i1 %v2308, i64 0
  %splat2319 = shufflevector <16 x i1> %ins2318, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2320 = and <16 x i1> %splat2319, %v2317
  %old2321 = load <16 x float>, ptr %acc1793
  %v2322 = fadd <16 x float> %old2321, %v2303
  %v2323 = select <16 x i1> %v2320, <16 x float> %v2322, <16 x float> %old2321
  store <16 x float> %v2323, ptr %acc1793
  %v2324 = add nsw i64 %i1810, 1
  store i64 %v2324, ptr %s.addr.1806
  br label %cond1807
exit1809:
  %v2325 = add nsw i64 %i1804, 1
  store i64 %v2325, ptr %r.addr.1800
  br label %cond1801
exit1803:
  %v2326 = add nsw i64 %i1798, 1
  store i64 %v2326, ptr %c.addr.1794
  br label %cond1795
exit1797:
  %red2327 = load <16 x float>, ptr %acc1786
  %red2328 = load <16 x float>, ptr %acc1787
  %red2329 = load <16 x float>, ptr %acc1788
  %red2330 = load <16 x float>, ptr %acc1789
  %red2331 = load <16 x float>, ptr %acc1790
  %red2332 = load <16 x float>, ptr %acc1791
  %red2333 = load <16 x float>, ptr %acc1792
  %red2334 = load <16 x float>, ptr %acc1793
  %p2335 = getelementptr float, ptr %buf.b, i64 %i1764
  %ld2336 = load float, ptr %p2335, align 4
  %ins2337 = insertelement <16 x float> poison, float %ld2336, i64 0
  %splat2338 = shufflevector <16 x float> %ins2337, <16 x float> poison, <16 x i32> zeroinitializer
  %v2339 = fadd contract <16 x float> %splat2338, %red2327
  %v2340 = mul i64 %i7, %size.K
  %v2341 = add i64 %v2340, %i1764
  %v2342 = add i64 %size.H, 1
  %v2343 = add i64 %v2342, 1
  %v2344 = sub i64 %size.R, 1
  %v2345 = sub i64 %v2343, %v2344
  %v2346 = sub i64 %v2345, 1
  %v2347 = add i64 %v2346, 1
  %v2348 = mul i64 %v2341, %v2347
  %v2349 = add i64 %v2348, %i19
  %v2350 = add i64 %size.W, 1
  %v2351 = add i64 %v2350, 1
  %v2352 = sub i64 %size.S, 1
  %v2353 = sub i64 %v2351, %v2352
  %v2354 = sub i64 %v2353, 1
  %v2355 = add i64 %v2354, 1
  %v2356 = mul i64 %v2349, %v2355
  %v2357 = add i64 %v2356, %i1777
  %p2358 = getelementptr float, ptr %buf.y, i64 %v2357
  store <16 x float> %v2339, ptr %p2358, align 4
  %p2359 = getelementptr float, ptr %buf.b, i64 %i1764
  %ld2360 = load float, ptr %p2359, align 4
  %ins2361 = insertelement <16 x float> poison, float %ld2360, i64 0
  %splat2362 = shufflevector <16 x float> %ins2361, <16 x float> poison, <16 x i32> zeroinitializer
  %v2363 = fadd contract <16 x float> %splat2362, %red2328
  %v2364 = mul i64 %i7, %size.K
  %v2365 = add i64 %v2364, %i1764
  %v2366 = add i64 %size.H, 1
  %v2367 = add i64 %v2366, 1
  %v2368 = sub i64 %size.R, 1
  %v2369 = sub i64 %v2367, %v2368
  %v2370 = sub i64 %v2369, 1
  %v2371 = add i64 %v2370, 1
  %v2372 = mul i64 %v2365, %v2371
  %v2373 = add i64 %v2372, %i19
  %v2374 = add i64 %size.W, 1
  %v2375 = add i64 %v2374, 1
  %v2376 = sub i64 %size.S, 1
  %v2377 = sub i64 %v2375, %v2376
  %v2378 = sub i64 %v2377, 1
  %v2379 = add i64 %v2378, 1
  %v2380 = mul i64 %v2373, %v2379
  %v2381 = add i64 %v2380, %v1779
  %p2382 = getelementptr float, ptr %buf.y, i64 %v2381
  store <16 x float> %v2363, ptr %p2382, align 4
  %p2383 = getelementptr float, ptr %buf.b, i64 %i1764
  %ld2384 = load float, ptr %p2383, align 4
  %ins2385 = insertelement <16 x float> poison, float %ld2384, i64 0
  %splat2386 = shufflevector <16 x float> %ins2385, <16 x float> poison, <16 x i32> zeroinitializer
  %v2387 = fadd contract <16 x float> %splat2386, %red2329
  %v2388 = mul i64 %i7, %size.K
  %v2389 = add i64 %v2388, %i1764
  %v2390 = add i64 %size.H, 1
  %v2391 = add i64 %v2390, 1
  %v2392 = sub i64 %size.R, 1
  %v2393 = sub i64 %v2391, %v2392
  %v2394 = sub i64 %v2393, 1
  %v2395 = add i64 %v2394, 1
  %v2396 = mul i64 %v2389, %v2395
  %v2397 = add i64 %v2396, %i19
  %v2398 = add i64 %size.W, 1
  %v2399 = add i64 %v2398, 1
  %v2400 = sub i64 %size.S, 1
  %v2401 = sub i64 %v2399, %v2400
  %v2402 = sub i64 %v2401, 1
  %v2403 = add i64 %v2402, 1
  %v2404 = mul i64 %v2397, %v2403
  %v2405 = add i64 %v2404, %v1780
  %p2406 = getelementptr float, ptr %buf.y, i64 %v2405
  store <16 x float> %v2387, ptr %p2406, align 4
  %p2407 = getelementptr float, ptr %buf.b, i64 %i1764
  %ld2408 = load float, ptr %p2407, align 4
  %ins2409 = insertelement <16 x float> poison, float %ld2408, i64 0
  %splat2410 = shufflevector <16 x float> %ins2409, <16 x float> poison, <16 x i32> zeroinitializer
  %v2411 = fadd contract <16 x float> %splat2410, %red2330
  %v2412 = mul i64 %i7, %size.K
  %v2413 = add i64 %v2412, %i1764
  %v2414 = add i64 %size.H, 1
  %v2415 = add i64 %v2414, 1
  %v2416 = sub i64 %size.R, 1
  %v2417 = sub i64 %v2415, %v2416
  %v2418 = sub i64 %v2417, 1
  %v2419 = add i64 %v2418, 1
  %v2420 = mul i64 %v2413, %v2419
  %v2421 = add i64 %v2420, %i19
  %v2422 = add i64 %size.W, 1
  %v2423 = add i64 %v2422, 1
  %v2424 = sub i64 %size.S, 1
  %v2425 = sub i64 %v2423, %v2424
  %v2426 = sub i64 %v2425, 1
  %v2427 = add i64 %v2426, 1
  %v2428 = mul i64 %v2421, %v2427
  %v2429 = add i64 %v2428, %v1781
  %p2430 = getelementptr float, ptr %buf.y, i64 %v2429
  store <16 x float> %v2411, ptr %p2430, align 4
  %p2431 = getelementptr float, ptr %buf.b, i64 %i1764
  %ld2432 = load float, ptr %p2431, align 4
  %ins2433 = insertelement <16 x float> poison, float %ld2432, i64 0
  %splat2434 = shufflevector <16 x float> %ins2433, <16 x float> poison, <16 x i32> zeroinitializer
  %v2435 = fadd contract <16 x float> %splat2434, %red2331
  %v2436 = mul i64 %i7, %size.K
  %v2437 = add i64 %v2436, %i1764
  %v2438 = add i64 %size.H, 1
  %v2439 = add i64 %v2438, 1
  %v2440 = sub i64 %size.R, 1
  %v2441 = sub i64 %v2439, %v2440
  %v2442 = sub i64 %v2441, 1
  %v2443 = add i64 %v2442, 1
  %v2444 = mul i64 %v2437, %v2443
  %v2445 = add i64 %v2444, %i19
  %v2446 = add i64 %size.W, 1
  %v2447 = add i64 %v2446, 1
  %v2448 = sub i64 %size.S, 1
  %v2449 = sub i64 %v2447, %v2448
  %v2450 = sub i64 %v2449, 1
  %v2451 = add i64 %v2450, 1
  %v2452 = mul i64 %v2445, %v2451
  %v2453 = add i64 %v2452, %v1782
  %p2454 = getelementptr float, ptr %buf.y, i64 %v2453
  store <16 x float> %v2435, ptr %p2454, align 4
  %p2455 = getelementptr float, ptr %buf.b, i64 %i1764
  %ld2456 = load float, ptr %p2455, align 4
  %ins2457 = insertelement <16 x float> poison, float %ld2456, i64 0
  %splat2458 = shufflevector <16 x float> %ins2457, <16 x float> poison, <16 x i32> zeroinitializer
  %v2459 = fadd contract <16 x float> %splat2458, %red2332
  %v2460 = mul i64 %i7, %size.K
  %v2461 = add i64 %v2460, %i1764
  %v2462 = add i64 %size.H, 1
  %v2463 = add i64 %v2462, 1
  %v2464 = sub i64 %size.R, 1
  %v2465 = sub i64 %v2463, %v2464
  %v2466 = sub i64 %v2465, 1
  %v2467 = add i64 %v2466, 1
  %v2468 = mul i64 %v2461, %v2467
  %v2469 = add i64 %v2468, %i19
  %v2470 = add i64 %size.W, 1
  %v2471 = add i64 %v2470, 1
  %v2472 = sub i64 %size.S, 1
  %v2473 = sub i64 %v2471, %v2472
  %v2474 = sub i64 %v2473, 1
  %v2475 = add i64 %v2474, 1
  %v2476 = mul i64 %v2469, %v2475
  %v2477 = add i64 %v2476, %v1783
  %p2478 = getelementptr float, ptr %buf.y, i64 %v2477
  store <16 x float> %v2459, ptr %p2478, align 4
  %p2479 = getelementptr float, ptr %buf.b, i64 %i1764
  %ld2480 = load float, ptr %p2479, align 4
  %ins2481 = insertelement <16 x float> poison, float %ld2480, i64 0
  %splat2482 = shufflevector <16 x float> %ins2481, <16 x float> poison, <16 x i32> zeroinitializer
  %v2483 = fadd contract <16 x float> %splat2482, %red2333
  %v2484 = mul i64 %i7, %size.K
  %v2485 = add i64 %v2484, %i1764
  %v2486 = add i64 %size.H, 1
  %v2487 = add i64 %v2486, 1
  %v2488 = sub i64 %size.R, 1
  %v2489 = sub i64 %v2487, %v2488
  %v2490 = sub i64 %v2489, 1
  %v2491 = add i64 %v2490, 1
  %v2492 = mul i64 %v2485, %v2491
  %v2493 = add i64 %v2492, %i19
  %v2494 = add i64 %size.W, 1
  %v2495 = add i64 %v2494, 1
  %v2496 = sub i64 %size.S, 1
  %v2497 = sub i64 %v2495, %v2496
  %v2498 = sub i64 %v2497, 1
  %v2499 = add i64 %v2498, 1
  %v2500 = mul i64 %v2493, %v2499
  %v2501 = add i64 %v2500, %v1784
  %p2502 = getelementptr float, ptr %buf.y, i64 %v2501
  store <16 x float> %v2483, ptr %p2502, align 4
  %p2503 = getelementptr float, ptr %buf.b, i64 %i1764
  %ld2504 = load float, ptr %p2503, align 4
  %ins2505 = insertelement <16 x float> poison, float %ld2504, i64 0
  %splat2506 = shufflevector <16 x float> %ins2505, <16 x float> poison, <16 x i32> zeroinitializer
  %v2507 = fadd contract <16 x float> %splat2506, %red2334
  %v2508 = mul i64 %i7, %size.K
  %v2509 = add i64 %v2508, %i1764
  %v2510 = add i64 %size.H, 1
  %v2511 = add i64 %v2510, 1
  %v2512 = sub i64 %size.R, 1
  %v2513 = sub i64 %v2511, %v2512
  %v2514 = sub i64 %v2513, 1
  %v2515 = add i64 %v2514, 1
  %v2516 = mul i64 %v2509, %v2515
  %v2517 = add i64 %v2516, %i19
  %v2518 = add i64 %size.W, 1
  %v2519 = add i64 %v2518, 1
  %v2520 = sub i64 %size.S, 1
  %v2521 = sub i64 %v2519, %v2520
  %v2522 = sub i64 %v2521, 1
  %v2523 = add i64 %v2522, 1
  %v2524 = mul i64 %v2517, %v2523
  %v2525 = add i64 %v2524, %v1785
  %p2526 = getelementptr float, ptr %buf.y, i64 %v2525
  store <16 x float> %v2507, ptr %p2526, align 4
  %v2527 = add nsw i64 %i1777, 128
  store i64 %v2527, ptr %q.addr.1772
  br label %cond1774
exit1776:
  %v2528 = load i64, ptr %q.addr.1772
  %v2529 = add i64 %size.W, 1
  %v2530 = add i64 %v2529, 1
  %v2531 = sub i64 %size.S, 1
  %v2532 = sub i64 %v2530, %v2531
  %v2533 = sub i64 %v2532, 1
  %v2534 = add i64 %v2533, 1
  store i64 %v2528, ptr %q.addr.2535
  %v2536 = sub i64 %v2534, 16
  br label %cond2537
cond2537:
  %i2540 = load i64, ptr %q.addr.2535
  %v2541 = icmp sle i64 %i2540, %v2536
  br i1 %v2541, label %body2538, label %exit2539
body2538:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2542
  store i64 0, ptr %c.addr.2543
  br label %cond2544
cond2544:
  %i2547 = load i64, ptr %c.addr.2543
  %v2548 = icmp slt i64 %i2547, %size.C
  br i1 %v2548, label %body2545, label %exit2546
body2545:
  store i64 0, ptr %r.addr.2549
  br label %cond2550
cond2550:
  %i2553 = load i64, ptr %r.addr.2549
  %v2554 = icmp slt i64 %i2553, %size.R
  br i1 %v2554, label %body2551, label %exit2552
body2551:
  store i64 0, ptr %s.addr.2555
  br label %cond2556
cond2556:
  %i2559 = load i64, ptr %s.addr.2555
  %v2560 = icmp slt i64 %i2559, %size.S
  br i1 %v2560, label %body2557, label %exit2558
body2557:
  %v2561 = add i64 %i19, %i2553
  %v2562 = sub i64 %v2561, 1
  %v2563 = icmp sge i64 %v2562, 0
  %v2564 = icmp slt i64 %v2562, %size.H
  %v2565 = and i1 %v2563, %v2564
  %ins2566 = insertelement <16 x i64> poison, i64 %i2540, i64 0
  %splat2567 = shufflevector <16 x i64> %ins2566, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2568 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2569 = add <16 x i64> %splat2567, %step2568
  %ins2570 = insertelement <16 x i64> poison, i64 %i2559, i64 0
  %splat2571 = shufflevector <16 x i64> %ins2570, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2572 = add <16 x i64> %lane2569, %splat2571
  %v2573 = sub <16 x i64> %v2572, splat (i64 1)
  %ins2574 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2575 = shufflevector <16 x i64> %ins2574, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2576 = icmp sge <16 x i64> %v2573, zeroinitializer
  %v2577 = icmp slt <16 x i64> %v2573, %splat2575
  %v2578 = and <16 x i1> %v2576, %v2577
  %ins2579 = insertelement <16 x i1> poison, i1 %v2565, i64 0
  %splat2580 = shufflevector <16 x i1> %ins2579, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2581 = and <16 x i1> %splat2580, %v2578
  %v2582 = mul i64 %i7, %size.C
  %v2583 = add i64 %v2582, %i2547
  %v2584 = mul i64 %v2583, %size.H
  %v2585 = add i64 %i19, %i2553
  %v2586 = sub i64 %v2585, 1
  %v2587 = add i64 %v2584, %v2586
  %v2588 = mul i64 %v2587, %size.W
  %v2589 = add i64 %i2540, %i2559
  %v2590 = sub i64 %v2589, 1
  %v2591 = add i64 %v2588, %v2590
  %p2592 = getelementptr float, ptr %buf.x, i64 %v2591
  %ld2593 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2592, <16 x i1> %v2581, <16 x float> zeroinitializer)
  %v2594 = mul i64 %i1764, %size.C
  %v2595 = add i64 %v2594, %i2547
  %v2596 = mul i64 %v2595, %size.R
  %v2597 = add i64 %v2596, %i2553
  %v2598 = mul i64 %v2597, %size.S
  %v2599 = add i64 %v2598, %i2559
  %p2600 = getelementptr float, ptr %buf.w, i64 %v2599
  %ld2601 = load float, ptr %p2600, align 4
  %ins2602 = insertelement <16 x float> poison, float %ld2601, i64 0
  %splat2603 = shufflevector <16 x float> %ins2602, <16 x float> poison, <16 x i32> zeroinitializer
  %v2604 = fmul contract <16 x float> %ld2593, %splat2603
  %v2605 = add i64 %i19, %i2553
  %v2606 = sub i64 %v2605, 1
  %v2607 = icmp sge i64 %v2606, 0
  %v2608 = icmp slt i64 %v2606, %size.H
  %v2609 = and i1 %v2607, %v2608
  %ins2610 = insertelement <16 x i64> poison, i64 %i2559, i64 0
  %splat2611 = shufflevector <16 x i64> %ins2610, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2612 = add <16 x i64> %lane2569, %splat2611
  %v2613 = sub <16 x i64> %v2612, splat (i64 1)
  %ins2614 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2615 = shufflevector <16 x i64> %ins2614, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2616 = icmp sge <16 x i64> %v2613, zeroinitializer
  %v2617 = icmp slt <16 x i64> %v2613, %splat2615
  %v2618 = and <16 x i1> %v2616, %v2617
  %ins2619 = insertelement <16 x i1> poison, i1 %v2609, i64 0
  %splat2620 = shufflevector <16 x i1> %ins2619, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2621 = and <16 x i1> %splat2620, %v2618
  %old2622 = load <16 x float>, ptr %acc2542
  %v2623 = fadd <16 x float> %old2622, %v2604
  %v2624 = select <16 x i1> %v2621, <16 x float> %v2623, <16 x float> %old2622
  store <16 x float> %v2624, ptr %acc2542
  %v2625 = add nsw i64 %i2559, 1
  store i64 %v2625, ptr %s.addr.2555
  br label %cond2556
exit2558:
  %v2626 = add nsw i64 %i2553, 1
  store i64 %v2626, ptr %r.addr.2549
  br label %cond2550
exit2552:
  %v2627 = add nsw i64 %i2547, 1
  store i64 %v2627, ptr %c.addr.2543
  br label %cond2544
exit2546:
  %red2628 = load <16 x float>, ptr %acc2542
  %p2629 = getelementptr float, ptr %buf.b, i64 %i1764
  %ld2630 = load float, ptr %p2629, align 4
  %ins2631 = insertelement <16 x float> poison, float %ld2630, i64 0
  %splat2632 = shufflevector <16 x float> %ins2631, <16 x float> poison, <16 x i32> zeroinitializer
  %v2633 = fadd contract <16 x float> %splat2632, %red2628
  %v2634 = mul i64 %i7, %size.K
  %v2635 = add i64 %v2634, %i1764
  %v2636 = add i64 %size.H, 1
  %v2637 = add i64 %v2636, 1
  %v2638 = sub i64 %size.R, 1
  %v2639 = sub i64 %v2637, %v2638
  %v2640 = sub i64 %v2639, 1
  %v2641 = add i64 %v2640, 1
  %v2642 = mul i64 %v2635, %v2641
  %v2643 = add i64 %v2642, %i19
  %v2644 = add i64 %size.W, 1
  %v2645 = add i64 %v2644, 1
  %v2646 = sub i64 %size.S, 1
  %v2647 = sub i64 %v2645, %v2646
  %v2648 = sub i64 %v2647, 1
  %v2649 = add i64 %v2648, 1
  %v2650 = mul i64 %v2643, %v2649
  %v2651 = add i64 %v2650, %i2540
  %p2652 = getelementptr float, ptr %buf.y, i64 %v2651
  store <16 x float> %v2633, ptr %p2652, align 4
  %v2653 = add nsw i64 %i2540, 16
  store i64 %v2653, ptr %q.addr.2535
  br label %cond2537
exit2539:
  %i2654 = load i64, ptr %q.addr.2535
  %v2655 = icmp slt i64 %i2654, %v2534
  br i1 %v2655, label %tail2656, label %done2657
tail2656:
  %mask2658 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2654, i64 %v2534)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2659
  store i64 0, ptr %c.addr.2660
  br label %cond2661
cond2661:
  %i2664 = load i64, ptr %c.addr.2660
  %v2665 = icmp slt i64 %i2664, %size.C
  br i1 %v2665, label %body2662, label %exit2663
body2662:
  store i64 0, ptr %r.addr.2666
  br label %cond2667
cond2667:
  %i2670 = load i64, ptr %r.addr.2666
  %v2671 = icmp slt i64 %i2670, %size.R
  br i1 %v2671, label %body2668, label %exit2669
body2668:
  store i64 0, ptr %s.addr.2672
  br label %cond2673
cond2673:
  %i2676 = load i64, ptr %s.addr.2672
  %v2677 = icmp slt i64 %i2676, %size.S
  br i1 %v2677, label %body2674, label %exit2675
body2674:
  %v2678 = add i64 %i19, %i2670
  %v2679 = sub i64 %v2678, 1
  %v2680 = icmp sge i64 %v2679, 0
  %v2681 = icmp slt i64 %v2679, %size.H
  %v2682 = and i1 %v2680, %v2681
  %ins2683 = insertelement <16 x i64> poison, i64 %i2654, i64 0
  %splat2684 = shufflevector <16 x i64> %ins2683, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2685 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2686 = add <16 x i64> %splat2684, %step2685
  %ins2687 = insertelement <16 x i64> poison, i64 %i2676, i64 0
  %splat2688 = shufflevector <16 x i64> %ins2687, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2689 = add <16 x i64> %lane2686, %splat2688
  %v2690 = sub <16 x i64> %v2689, splat (i64 1)
  %ins2691 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2692 = shufflevector <16 x i64> %ins2691, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2693 = icmp sge <16 x i64> %v2690, zeroinitializer
  %v2694 = icmp slt <16 x i64> %v2690, %splat2692
  %v2695 = and <16 x i1> %v2693, %v2694
  %ins2696 = insertelement <16 x i1> poison, i1 %v2682, i64 0
  %splat2697 = shufflevector <16 x i1> %ins2696, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2698 = and <16 x i1> %splat2697, %v2695
  %v2699 = and <16 x i1> %mask2658, %v2698
  %v2700 = mul i64 %i7, %size.C
  %v2701 = add i64 %v2700, %i2664
  %v2702 = mul i64 %v2701, %size.H
  %v2703 = add i64 %i19, %i2670
  %v2704 = sub i64 %v2703, 1
  %v2705 = add i64 %v2702, %v2704
  %v2706 = mul i64 %v2705, %size.W
  %v2707 = add i64 %i2654, %i2676
  %v2708 = sub i64 %v2707, 1
  %v2709 = add i64 %v2706, %v2708
  %p2710 = getelementptr float, ptr %buf.x, i64 %v2709
  %ld2711 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2710, <16 x i1> %v2699, <16 x float> zeroinitializer)
  %v2712 = mul i64 %i1764, %size.C
  %v2713 = add i64 %v2712, %i2664
  %v2714 = mul i64 %v2713, %size.R
  %v2715 = add i64 %v2714, %i2670
  %v2716 = mul i64 %v2715, %size.S
  %v2717 = add i64 %v2716, %i2676
  %p2718 = getelementptr float, ptr %buf.w, i64 %v2717
  %ld2719 = load float, ptr %p2718, align 4
  %ins2720 = insertelement <16 x float> poison, float %ld2719, i64 0
  %splat2721 = shufflevector <16 x float> %ins2720, <16 x float> poison, <16 x i32> zeroinitializer
  %v2722 = fmul contract <16 x float> %ld2711, %splat2721
  %v2723 = add i64 %i19, %i2670
  %v2724 = sub i64 %v2723, 1
  %v2725 = icmp sge i64 %v2724, 0
  %v2726 = icmp slt i64 %v2724, %size.H
  %v2727 = and i1 %v2725, %v2726
  %ins2728 = insertelement <16 x i64> poison, i64 %i2676, i64 0
  %splat2729 = shufflevector <16 x i64> %ins2728, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2730 = add <16 x i64> %lane2686, %splat2729
  %v2731 = sub <16 x i64> %v2730, splat (i64 1)
  %ins2732 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2733 = shufflevector <16 x i64> %ins2732, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2734 = icmp sge <16 x i64> %v2731, zeroinitializer
  %v2735 = icmp slt <16 x i64> %v2731, %splat2733
  %v2736 = and <16 x i1> %v2734, %v2735
  %ins2737 = insertelement <16 x i1> poison, i1 %v2727, i64 0
  %splat2738 = shufflevector <16 x i1> %ins2737, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2739 = and <16 x i1> %splat2738, %v2736
  %v2740 = and <16 x i1> %mask2658, %v2739
  %old2741 = load <16 x float>, ptr %acc2659
  %v2742 = fadd <16 x float> %old2741, %v2722
  %v2743 = select <16 x i1> %v2740, <16 x float> %v2742, <16 x float> %old2741
  store <16 x float> %v2743, ptr %acc2659
  %v2744 = add nsw i64 %i2676, 1
  store i64 %v2744, ptr %s.addr.2672
  br label %cond2673
exit2675:
  %v2745 = add nsw i64 %i2670, 1
  store i64 %v2745, ptr %r.addr.2666
  br label %cond2667
exit2669:
  %v2746 = add nsw i64 %i2664, 1
  store i64 %v2746, ptr %c.addr.2660
  br label %cond2661
exit2663:
  %red2747 = load <16 x float>, ptr %acc2659
  %p2748 = getelementptr float, ptr %buf.b, i64 %i1764
  %ld2749 = load float, ptr %p2748, align 4
  %ins2750 = insertelement <16 x float> poison, float %ld2749, i64 0
  %splat2751 = shufflevector <16 x float> %ins2750, <16 x float> poison, <16 x i32> zeroinitializer
  %v2752 = fadd contract <16 x float> %splat2751, %red2747
  %v2753 = mul i64 %i7, %size.K
  %v2754 = add i64 %v2753, %i1764
  %v2755 = add i64 %size.H, 1
  %v2756 = add i64 %v2755, 1
  %v2757 = sub i64 %size.R, 1
  %v2758 = sub i64 %v2756, %v2757
  %v2759 = sub i64 %v2758, 1
  %v2760 = add i64 %v2759, 1
  %v2761 = mul i64 %v2754, %v2760
  %v2762 = add i64 %v2761, %i19
  %v2763 = add i64 %size.W, 1
  %v2764 = add i64 %v2763, 1
  %v2765 = sub i64 %size.S, 1
  %v2766 = sub i64 %v2764, %v2765
  %v2767 = sub i64 %v2766, 1
  %v2768 = add i64 %v2767, 1
  %v2769 = mul i64 %v2762, %v2768
  %v2770 = add i64 %v2769, %i2654
  %p2771 = getelementptr float, ptr %buf.y, i64 %v2770
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2752, ptr align 4 %p2771, <16 x i1> %mask2658)
  br label %done2657
done2657:
  %v2772 = add nsw i64 %i1764, 1
  store i64 %v2772, ptr %k.addr.21
  br label %cond1761
exit1763:
  %v2773 = add nsw i64 %i19, 1
  store i64 %v2773, ptr %p.addr.15
  br label %cond16
exit18:
  %v2774 = add nsw i64 %i7, 1
  store i64 %v2774, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}




declare void @llvm.x86.sse.sfence()

define void @"jr.op.conv2d.epilogue"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %size._o0, i64 %size._o1, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v93 = add i64 %size.H, 1
  %v94 = add i64 %v93, 1
  %v95 = sub i64 %size.R, 1
  %v96 = sub i64 %v94, %v95
  %v97 = sub i64 %v96, 1
  %v98 = add i64 %v97, 1
  %v99 = mul i64 %size.K, %v98
  %v100 = add i64 %size.W, 1
  %v101 = add i64 %v100, 1
  %v102 = sub i64 %size.S, 1
  %v103 = sub i64 %v101, %v102
  %v104 = sub i64 %v103, 1
  %v105 = add i64 %v104, 1
  %v106 = mul i64 %v99, %v105
  %v107 = icmp sge i64 %v106, 2097152
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
  %v72 = mul i64 %size._o0, %size.K
  %v73 = add i64 %size._mt0, %i7
  %v74 = add i64 %v72, %v73
  %v75 = add i64 %size.H, 1
  %v76 = add i64 %v75, 1
  %v77 = sub i64 %size.R, 1
  %v78 = sub i64 %v76, %v77
  %v79 = sub i64 %v78, 1
  %v80 = add i64 %v79, 1
  %v81 = mul i64 %v74, %v80
  %v82 = add i64 %v81, %size._o1
  %v83 = add i64 %size.W, 1
  %v84 = add i64 %v83, 1
  %v85 = sub i64 %size.S, 1
  %v86 = sub i64 %v84, %v85
  %v87 = sub i64 %v86, 1
  %v88 = add i64 %v87, 1
  %v89 = mul i64 %v82, %v88
  %v90 = add i64 %size._nt0, %i10
  %v91 = add i64 %v89, %v90
  %p92 = getelementptr float, ptr %buf.y, i64 %v91
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v71, ptr align 4 %p92, <16 x i1> %mask43)
  store i64 %v42, ptr %_ni.addr.9
  br label %aligned41
aligned41:
  %v108 = and i1 %v37, %v107
  br i1 %v108, label %stream109, label %cached110
stream109:
  %v112 = sub i64 %size._ntc, 16
  br label %cond113
cond113:
  %i116 = load i64, ptr %_ni.addr.9
  %v117 = icmp sle i64 %i116, %v112
  br i1 %v117, label %body114, label %exit115
body114:
  %v118 = add i64 %size._mt0, %i7
  %p119 = getelementptr float, ptr %buf.b, i64 %v118
  %ld120 = load float, ptr %p119, align 4
  %v121 = mul i64 %size._o0, %size.K
  %v122 = add i64 %size._mt0, %i7
  %v123 = add i64 %v121, %v122
  %v124 = add i64 %size.H, 1
  %v125 = add i64 %v124, 1
  %v126 = sub i64 %size.R, 1
  %v127 = sub i64 %v125, %v126
  %v128 = sub i64 %v127, 1
  %v129 = add i64 %v128, 1
  %v130 = mul i64 %v123, %v129
  %v131 = add i64 %v130, %size._o1
  %v132 = add i64 %size.W, 1
  %v133 = add i64 %v132, 1
  %v134 = sub i64 %size.S, 1
  %v135 = sub i64 %v133, %v134
  %v136 = sub i64 %v135, 1
  %v137 = add i64 %v136, 1
  %v138 = mul i64 %v131, %v137
  %v139 = add i64 %size._nt0, %i116
  %v140 = add i64 %v138, %v139
  %p141 = getelementptr float, ptr %buf.y, i64 %v140
  %ld142 = load <16 x float>, ptr %p141, align 4
  %ins143 = insertelement <16 x float> poison, float %ld120, i64 0
  %splat144 = shufflevector <16 x float> %ins143, <16 x float> poison, <16 x i32> zeroinitializer
  %v145 = fadd contract <16 x float> %splat144, %ld142
  %v146 = mul i64 %size._o0, %size.K
  %v147 = add i64 %size._mt0, %i7
  %v148 = add i64 %v146, %v147
  %v149 = add i64 %size.H, 1
  %v150 = add i64 %v149, 1
  %v151 = sub i64 %size.R, 1
  %v152 = sub i64 %v150, %v151
  %v153 = sub i64 %v152, 1
  %v154 = add i64 %v153, 1
  %v155 = mul i64 %v148, %v154
  %v156 = add i64 %v155, %size._o1
  %v157 = add i64 %size.W, 1
  %v158 = add i64 %v157, 1
  %v159 = sub i64 %size.S, 1
  %v160 = sub i64 %v158, %v159
  %v161 = sub i64 %v160, 1
  %v162 = add i64 %v161, 1
  %v163 = mul i64 %v156, %v162
  %v164 = add i64 %size._nt0, %i116
  %v165 = add i64 %v163, %v164
  %p166 = getelementptr float, ptr %buf.y, i64 %v165
  store <16 x float> %v145, ptr %p166, align 64, !nontemporal !{i32 1}
  %v167 = add nsw i64 %i116, 16
  store i64 %v167, ptr %_ni.addr.9
  br label %cond113
exit115:
  br label %join111
cached110:
  %v168 = sub i64 %size._ntc, 16
  br label %cond169
cond169:
  %i172 = load i64, ptr %_ni.addr.9
  %v173 = icmp sle i64 %i172, %v168
  br i1 %v173, label %body170, label %exit171
body170:
  %v174 = add i64 %size._mt0, %i7
  %p175 = getelementptr float, ptr %buf.b, i64 %v174
  %ld176 = load float, ptr %p175, align 4
  %v177 = mul i64 %size._o0, %size.K
  %v178 = add i64 %size._mt0, %i7
  %v179 = add i64 %v177, %v178
  %v180 = add i64 %size.H, 1
  %v181 = add i64 %v180, 1
  %v182 = sub i64 %size.R, 1
  %v183 = sub i64 %v181, %v182
  %v184 = sub i64 %v183, 1
  %v185 = add i64 %v184, 1
  %v186 = mul i64 %v179, %v185
  %v187 = add i64 %v186, %size._o1
  %v188 = add i64 %size.W, 1
  %v189 = add i64 %v188, 1
  %v190 = sub i64 %size.S, 1
  %v191 = sub i64 %v189, %v190
  %v192 = sub i64 %v191, 1
  %v193 = add i64 %v192, 1
  %v194 = mul i64 %v187, %v193
  %v195 = add i64 %size._nt0, %i172
  %v196 = add i64 %v194, %v195
  %p197 = getelementptr float, ptr %buf.y, i64 %v196
  %ld198 = load <16 x float>, ptr %p197, align 4
  %ins199 = insertelement <16 x float> poison, float %ld176, i64 0
  %splat200 = shufflevector <16 x float> %ins199, <16 x float> poison, <16 x i32> zeroinitializer
  %v201 = fadd contract <16 x float> %splat200, %ld198
  %v202 = mul i64 %size._o0, %size.K
  %v203 = add i64 %size._mt0, %i7
  %v204 = add i64 %v202, %v203
  %v205 = add i64 %size.H, 1
  %v206 = add i64 %v205, 1
  %v207 = sub i64 %size.R, 1
  %v208 = sub i64 %v206, %v207
  %v209 = sub i64 %v208, 1
  %v210 = add i64 %v209, 1
  %v211 = mul i64 %v204, %v210
  %v212 = add i64 %v211, %size._o1
  %v213 = add i64 %size.W, 1
  %v214 = add i64 %v213, 1
  %v215 = sub i64 %size.S, 1
  %v216 = sub i64 %v214, %v215
  %v217 = sub i64 %v216, 1
  %v218 = add i64 %v217, 1
  %v219 = mul i64 %v212, %v218
  %v220 = add i64 %size._nt0, %i172
  %v221 = add i64 %v219, %v220
  %p222 = getelementptr float, ptr %buf.y, i64 %v221
  store <16 x float> %v201, ptr %p222, align 4
  %v223 = add nsw i64 %i172, 16
  store i64 %v223, ptr %_ni.addr.9
  br label %cond169
exit171:
  br label %join111
join111:
  %i224 = load i64, ptr %_ni.addr.9
  %v225 = icmp slt i64 %i224, %size._ntc
  br i1 %v225, label %tail226, label %done227
tail226:
  %mask228 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i224, i64 %size._ntc)
  %v229 = add i64 %size._mt0, %i7
  %p230 = getelementptr float, ptr %buf.b, i64 %v229
  %ld231 = load float, ptr %p230, align 4
  %v232 = mul i64 %size._o0, %size.K
  %v233 = add i64 %size._mt0, %i7
  %v234 = add i64 %v232, %v233
  %v235 = add i64 %size.H, 1
  %v236 = add i64 %v235, 1
  %v237 = sub i64 %size.R, 1
  %v238 = sub i64 %v236, %v237
  %v239 = sub i64 %v238, 1
  %v240 = add i64 %v239, 1
  %v241 = mul i64 %v234, %v240
  %v242 = add i64 %v241, %size._o1
  %v243 = add i64 %size.W, 1
  %v244 = add i64 %v243, 1
  %v245 = sub i64 %size.S, 1
  %v246 = sub i64 %v244, %v245
  %v247 = sub i64 %v246, 1
  %v248 = add i64 %v247, 1
  %v249 = mul i64 %v242, %v248
  %v250 = add i64 %size._nt0, %i224
  %v251 = add i64 %v249, %v250
  %p252 = getelementptr float, ptr %buf.y, i64 %v251
  %ld253 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p252, <16 x i1> %mask228, <16 x float> zeroinitializer)
  %ins254 = insertelement <16 x float> poison, float %ld231, i64 0
  %splat255 = shufflevector <16 x float> %ins254, <16 x float> poison, <16 x i32> zeroinitializer
  %v256 = fadd contract <16 x float> %splat255, %ld253
  %v257 = mul i64 %size._o0, %size.K
  %v258 = add i64 %size._mt0, %i7
  %v259 = add i64 %v257, %v258
  %v260 = add i64 %size.H, 1
  %v261 = add i64 %v260, 1
  %v262 = sub i64 %size.R, 1
  %v263 = sub i64 %v261, %v262
  %v264 = sub i64 %v263, 1
  %v265 = add i64 %v264, 1
  %v266 = mul i64 %v259, %v265
  %v267 = add i64 %v266, %size._o1
  %v268 = add i64 %size.W, 1
  %v269 = add i64 %v268, 1
  %v270 = sub i64 %size.S, 1
  %v271 = sub i64 %v269, %v270
  %v272 = sub i64 %v271, 1
  %v273 = add i64 %v272, 1
  %v274 = mul i64 %v267, %v273
  %v275 = add i64 %size._nt0, %i224
  %v276 = add i64 %v274, %v275
  %p277 = getelementptr float, ptr %buf.y, i64 %v276
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v256, ptr align 4 %p277, <16 x i1> %mask228)
  br label %done227
done227:
  %v278 = add nsw i64 %i7, 1
  store i64 %v278, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
define internal void @"jr.mk.conv2d.1p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv2d.1d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv2d.4p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv2d.4d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
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
  call void @"jr.op.conv2d.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 0, i64 4611686018427387904)
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
  call void @"jr.mk.conv2d.4p"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
p11635:
  call void @"jr.mk.conv2d.1p"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
d1632:
  call void @"jr.mk.conv2d.4d"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
d11633:
  call void @"jr.mk.conv2d.1d"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
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
  call void @"jr.op.conv2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %t537, i64 %t1649, i64 %t545, i64 %t552, i64 %t1650, i64 %t556, i64 0, i64 4611686018427387904)
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
  call void @"jr.op.conv2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %t537, i64 %i1659, i64 %t545, i64 %t552, i64 %t1664, i64 %t1668, i64 0, i64 4611686018427387904)
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
