@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.conv2d_ep_804b4b.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
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
  %q.addr.954 = alloca i64, align 64
  %acc961 = alloca <16 x float>, align 64
  %c.addr.962 = alloca i64, align 64
  %r.addr.968 = alloca i64, align 64
  %s.addr.974 = alloca i64, align 64
  %acc1098 = alloca <16 x float>, align 64
  %c.addr.1099 = alloca i64, align 64
  %r.addr.1105 = alloca i64, align 64
  %s.addr.1111 = alloca i64, align 64
  %q.addr.1237 = alloca i64, align 64
  %acc1244 = alloca <16 x float>, align 64
  %c.addr.1245 = alloca i64, align 64
  %r.addr.1251 = alloca i64, align 64
  %s.addr.1257 = alloca i64, align 64
  %acc1381 = alloca <16 x float>, align 64
  %c.addr.1382 = alloca i64, align 64
  %r.addr.1388 = alloca i64, align 64
  %s.addr.1394 = alloca i64, align 64
  %q.addr.1520 = alloca i64, align 64
  %acc1527 = alloca <16 x float>, align 64
  %c.addr.1528 = alloca i64, align 64
  %r.addr.1534 = alloca i64, align 64
  %s.addr.1540 = alloca i64, align 64
  %acc1664 = alloca <16 x float>, align 64
  %c.addr.1665 = alloca i64, align 64
  %r.addr.1671 = alloca i64, align 64
  %s.addr.1677 = alloca i64, align 64
  %q.addr.1803 = alloca i64, align 64
  %acc1810 = alloca <16 x float>, align 64
  %c.addr.1811 = alloca i64, align 64
  %r.addr.1817 = alloca i64, align 64
  %s.addr.1823 = alloca i64, align 64
  %acc1947 = alloca <16 x float>, align 64
  %c.addr.1948 = alloca i64, align 64
  %r.addr.1954 = alloca i64, align 64
  %s.addr.1960 = alloca i64, align 64
  %q.addr.2092 = alloca i64, align 64
  %acc2106 = alloca <16 x float>, align 64
  %acc2107 = alloca <16 x float>, align 64
  %acc2108 = alloca <16 x float>, align 64
  %acc2109 = alloca <16 x float>, align 64
  %acc2110 = alloca <16 x float>, align 64
  %acc2111 = alloca <16 x float>, align 64
  %acc2112 = alloca <16 x float>, align 64
  %acc2113 = alloca <16 x float>, align 64
  %c.addr.2114 = alloca i64, align 64
  %r.addr.2120 = alloca i64, align 64
  %s.addr.2126 = alloca i64, align 64
  %q.addr.3015 = alloca i64, align 64
  %acc3022 = alloca <16 x float>, align 64
  %c.addr.3023 = alloca i64, align 64
  %r.addr.3029 = alloca i64, align 64
  %s.addr.3035 = alloca i64, align 64
  %acc3159 = alloca <16 x float>, align 64
  %c.addr.3160 = alloca i64, align 64
  %r.addr.3166 = alloca i64, align 64
  %s.addr.3172 = alloca i64, align 64
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
  %v599 = add i64 %size.H, 1
  %v600 = add i64 %v599, 1
  %v601 = sub i64 %size.R, 1
  %v602 = sub i64 %v600, %v601
  %v603 = sub i64 %v602, 1
  %v604 = add i64 %v603, 1
  %v605 = mul i64 %i26, %v604
  %v606 = add i64 %v605, %i19
  %v607 = add i64 %size.W, 1
  %v608 = add i64 %v607, 1
  %v609 = sub i64 %size.S, 1
  %v610 = sub i64 %v608, %v609
  %v611 = sub i64 %v610, 1
  %v612 = add i64 %v611, 1
  %v613 = mul i64 %v606, %v612
  %v614 = add i64 %v613, %i42
  %p615 = getelementptr float, ptr %buf.e0, i64 %v614
  %ld616 = load <16 x float>, ptr %p615, align 4
  %v617 = fadd contract <16 x float> %v598, %ld616
  %v618 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v617, <16 x float> splat (float 0x0000000000000000))
  %v619 = mul i64 %i7, %size.K
  %v620 = add i64 %v619, %i26
  %v621 = add i64 %size.H, 1
  %v622 = add i64 %v621, 1
  %v623 = sub i64 %size.R, 1
  %v624 = sub i64 %v622, %v623
  %v625 = sub i64 %v624, 1
  %v626 = add i64 %v625, 1
  %v627 = mul i64 %v620, %v626
  %v628 = add i64 %v627, %i19
  %v629 = add i64 %size.W, 1
  %v630 = add i64 %v629, 1
  %v631 = sub i64 %size.S, 1
  %v632 = sub i64 %v630, %v631
  %v633 = sub i64 %v632, 1
  %v634 = add i64 %v633, 1
  %v635 = mul i64 %v628, %v634
  %v636 = add i64 %v635, %i42
  %p637 = getelementptr float, ptr %buf.y, i64 %v636
  store <16 x float> %v618, ptr %p637, align 4
  %p638 = getelementptr float, ptr %buf.b, i64 %i26
  %ld639 = load float, ptr %p638, align 4
  %ins640 = insertelement <16 x float> poison, float %ld639, i64 0
  %splat641 = shufflevector <16 x float> %ins640, <16 x float> poison, <16 x i32> zeroinitializer
  %v642 = fadd contract <16 x float> %splat641, %red587
  %v643 = add i64 %size.H, 1
  %v644 = add i64 %v643, 1
  %v645 = sub i64 %size.R, 1
  %v646 = sub i64 %v644, %v645
  %v647 = sub i64 %v646, 1
  %v648 = add i64 %v647, 1
  %v649 = mul i64 %i26, %v648
  %v650 = add i64 %v649, %i19
  %v651 = add i64 %size.W, 1
  %v652 = add i64 %v651, 1
  %v653 = sub i64 %size.S, 1
  %v654 = sub i64 %v652, %v653
  %v655 = sub i64 %v654, 1
  %v656 = add i64 %v655, 1
  %v657 = mul i64 %v650, %v656
  %v658 = add i64 %v657, %v44
  %p659 = getelementptr float, ptr %buf.e0, i64 %v658
  %ld660 = load <16 x float>, ptr %p659, align 4
  %v661 = fadd contract <16 x float> %v642, %ld660
  %v662 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v661, <16 x float> splat (float 0x0000000000000000))
  %v663 = mul i64 %i7, %size.K
  %v664 = add i64 %v663, %i26
  %v665 = add i64 %size.H, 1
  %v666 = add i64 %v665, 1
  %v667 = sub i64 %size.R, 1
  %v668 = sub i64 %v666, %v667
  %v669 = sub i64 %v668, 1
  %v670 = add i64 %v669, 1
  %v671 = mul i64 %v664, %v670
  %v672 = add i64 %v671, %i19
  %v673 = add i64 %size.W, 1
  %v674 = add i64 %v673, 1
  %v675 = sub i64 %size.S, 1
  %v676 = sub i64 %v674, %v675
  %v677 = sub i64 %v676, 1
  %v678 = add i64 %v677, 1
  %v679 = mul i64 %v672, %v678
  %v680 = add i64 %v679, %v44
  %p681 = getelementptr float, ptr %buf.y, i64 %v680
  store <16 x float> %v662, ptr %p681, align 4
  %p682 = getelementptr float, ptr %buf.b, i64 %v28
  %ld683 = load float, ptr %p682, align 4
  %ins684 = insertelement <16 x float> poison, float %ld683, i64 0
  %splat685 = shufflevector <16 x float> %ins684, <16 x float> poison, <16 x i32> zeroinitializer
  %v686 = fadd contract <16 x float> %splat685, %red588
  %v687 = add i64 %size.H, 1
  %v688 = add i64 %v687, 1
  %v689 = sub i64 %size.R, 1
  %v690 = sub i64 %v688, %v689
  %v691 = sub i64 %v690, 1
  %v692 = add i64 %v691, 1
  %v693 = mul i64 %v28, %v692
  %v694 = add i64 %v693, %i19
  %v695 = add i64 %size.W, 1
  %v696 = add i64 %v695, 1
  %v697 = sub i64 %size.S, 1
  %v698 = sub i64 %v696, %v697
  %v699 = sub i64 %v698, 1
  %v700 = add i64 %v699, 1
  %v701 = mul i64 %v694, %v700
  %v702 = add i64 %v701, %i42
  %p703 = getelementptr float, ptr %buf.e0, i64 %v702
  %ld704 = load <16 x float>, ptr %p703, align 4
  %v705 = fadd contract <16 x float> %v686, %ld704
  %v706 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v705, <16 x float> splat (float 0x0000000000000000))
  %v707 = mul i64 %i7, %size.K
  %v708 = add i64 %v707, %v28
  %v709 = add i64 %size.H, 1
  %v710 = add i64 %v709, 1
  %v711 = sub i64 %size.R, 1
  %v712 = sub i64 %v710, %v711
  %v713 = sub i64 %v712, 1
  %v714 = add i64 %v713, 1
  %v715 = mul i64 %v708, %v714
  %v716 = add i64 %v715, %i19
  %v717 = add i64 %size.W, 1
  %v718 = add i64 %v717, 1
  %v719 = sub i64 %size.S, 1
  %v720 = sub i64 %v718, %v719
  %v721 = sub i64 %v720, 1
  %v722 = add i64 %v721, 1
  %v723 = mul i64 %v716, %v722
  %v724 = add i64 %v723, %i42
  %p725 = getelementptr float, ptr %buf.y, i64 %v724
  store <16 x float> %v706, ptr %p725, align 4
  %p726 = getelementptr float, ptr %buf.b, i64 %v28
  %ld727 = load float, ptr %p726, align 4
  %ins728 = insertelement <16 x float> poison, float %ld727, i64 0
  %splat729 = shufflevector <16 x float> %ins728, <16 x float> poison, <16 x i32> zeroinitializer
  %v730 = fadd contract <16 x float> %splat729, %red589
  %v731 = add i64 %size.H, 1
  %v732 = add i64 %v731, 1
  %v733 = sub i64 %size.R, 1
  %v734 = sub i64 %v732, %v733
  %v735 = sub i64 %v734, 1
  %v736 = add i64 %v735, 1
  %v737 = mul i64 %v28, %v736
  %v738 = add i64 %v737, %i19
  %v739 = add i64 %size.W, 1
  %v740 = add i64 %v739, 1
  %v741 = sub i64 %size.S, 1
  %v742 = sub i64 %v740, %v741
  %v743 = sub i64 %v742, 1
  %v744 = add i64 %v743, 1
  %v745 = mul i64 %v738, %v744
  %v746 = add i64 %v745, %v44
  %p747 = getelementptr float, ptr %buf.e0, i64 %v746
  %ld748 = load <16 x float>, ptr %p747, align 4
  %v749 = fadd contract <16 x float> %v730, %ld748
  %v750 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v749, <16 x float> splat (float 0x0000000000000000))
  %v751 = mul i64 %i7, %size.K
  %v752 = add i64 %v751, %v28
  %v753 = add i64 %size.H, 1
  %v754 = add i64 %v753, 1
  %v755 = sub i64 %size.R, 1
  %v756 = sub i64 %v754, %v755
  %v757 = sub i64 %v756, 1
  %v758 = add i64 %v757, 1
  %v759 = mul i64 %v752, %v758
  %v760 = add i64 %v759, %i19
  %v761 = add i64 %size.W, 1
  %v762 = add i64 %v761, 1
  %v763 = sub i64 %size.S, 1
  %v764 = sub i64 %v762, %v763
  %v765 = sub i64 %v764, 1
  %v766 = add i64 %v765, 1
  %v767 = mul i64 %v760, %v766
  %v768 = add i64 %v767, %v44
  %p769 = getelementptr float, ptr %buf.y, i64 %v768
  store <16 x float> %v750, ptr %p769, align 4
  %p770 = getelementptr float, ptr %buf.b, i64 %v29
  %ld771 = load float, ptr %p770, align 4
  %ins772 = insertelement <16 x float> poison, float %ld771, i64 0
  %splat773 = shufflevector <16 x float> %ins772, <16 x float> poison, <16 x i32> zeroinitializer
  %v774 = fadd contract <16 x float> %splat773, %red590
  %v775 = add i64 %size.H, 1
  %v776 = add i64 %v775, 1
  %v777 = sub i64 %size.R, 1
  %v778 = sub i64 %v776, %v777
  %v779 = sub i64 %v778, 1
  %v780 = add i64 %v779, 1
  %v781 = mul i64 %v29, %v780
  %v782 = add i64 %v781, %i19
  %v783 = add i64 %size.W, 1
  %v784 = add i64 %v783, 1
  %v785 = sub i64 %size.S, 1
  %v786 = sub i64 %v784, %v785
  %v787 = sub i64 %v786, 1
  %v788 = add i64 %v787, 1
  %v789 = mul i64 %v782, %v788
  %v790 = add i64 %v789, %i42
  %p791 = getelementptr float, ptr %buf.e0, i64 %v790
  %ld792 = load <16 x float>, ptr %p791, align 4
  %v793 = fadd contract <16 x float> %v774, %ld792
  %v794 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v793, <16 x float> splat (float 0x0000000000000000))
  %v795 = mul i64 %i7, %size.K
  %v796 = add i64 %v795, %v29
  %v797 = add i64 %size.H, 1
  %v798 = add i64 %v797, 1
  %v799 = sub i64 %size.R, 1
  %v800 = sub i64 %v798, %v799
  %v801 = sub i64 %v800, 1
  %v802 = add i64 %v801, 1
  %v803 = mul i64 %v796, %v802
  %v804 = add i64 %v803, %i19
  %v805 = add i64 %size.W, 1
  %v806 = add i64 %v805, 1
  %v807 = sub i64 %size.S, 1
  %v808 = sub i64 %v806, %v807
  %v809 = sub i64 %v808, 1
  %v810 = add i64 %v809, 1
  %v811 = mul i64 %v804, %v810
  %v812 = add i64 %v811, %i42
  %p813 = getelementptr float, ptr %buf.y, i64 %v812
  store <16 x float> %v794, ptr %p813, align 4
  %p814 = getelementptr float, ptr %buf.b, i64 %v29
  %ld815 = load float, ptr %p814, align 4
  %ins816 = insertelement <16 x float> poison, float %ld815, i64 0
  %splat817 = shufflevector <16 x float> %ins816, <16 x float> poison, <16 x i32> zeroinitializer
  %v818 = fadd contract <16 x float> %splat817, %red591
  %v819 = add i64 %size.H, 1
  %v820 = add i64 %v819, 1
  %v821 = sub i64 %size.R, 1
  %v822 = sub i64 %v820, %v821
  %v823 = sub i64 %v822, 1
  %v824 = add i64 %v823, 1
  %v825 = mul i64 %v29, %v824
  %v826 = add i64 %v825, %i19
  %v827 = add i64 %size.W, 1
  %v828 = add i64 %v827, 1
  %v829 = sub i64 %size.S, 1
  %v830 = sub i64 %v828, %v829
  %v831 = sub i64 %v830, 1
  %v832 = add i64 %v831, 1
  %v833 = mul i64 %v826, %v832
  %v834 = add i64 %v833, %v44
  %p835 = getelementptr float, ptr %buf.e0, i64 %v834
  %ld836 = load <16 x float>, ptr %p835, align 4
  %v837 = fadd contract <16 x float> %v818, %ld836
  %v838 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v837, <16 x float> splat (float 0x0000000000000000))
  %v839 = mul i64 %i7, %size.K
  %v840 = add i64 %v839, %v29
  %v841 = add i64 %size.H, 1
  %v842 = add i64 %v841, 1
  %v843 = sub i64 %size.R, 1
  %v844 = sub i64 %v842, %v843
  %v845 = sub i64 %v844, 1
  %v846 = add i64 %v845, 1
  %v847 = mul i64 %v840, %v846
  %v848 = add i64 %v847, %i19
  %v849 = add i64 %size.W, 1
  %v850 = add i64 %v849, 1
  %v851 = sub i64 %size.S, 1
  %v852 = sub i64 %v850, %v851
  %v853 = sub i64 %v852, 1
  %v854 = add i64 %v853, 1
  %v855 = mul i64 %v848, %v854
  %v856 = add i64 %v855, %v44
  %p857 = getelementptr float, ptr %buf.y, i64 %v856
  store <16 x float> %v838, ptr %p857, align 4
  %p858 = getelementptr float, ptr %buf.b, i64 %v30
  %ld859 = load float, ptr %p858, align 4
  %ins860 = insertelement <16 x float> poison, float %ld859, i64 0
  %splat861 = shufflevector <16 x float> %ins860, <16 x float> poison, <16 x i32> zeroinitializer
  %v862 = fadd contract <16 x float> %splat861, %red592
  %v863 = add i64 %size.H, 1
  %v864 = add i64 %v863, 1
  %v865 = sub i64 %size.R, 1
  %v866 = sub i64 %v864, %v865
  %v867 = sub i64 %v866, 1
  %v868 = add i64 %v867, 1
  %v869 = mul i64 %v30, %v868
  %v870 = add i64 %v869, %i19
  %v871 = add i64 %size.W, 1
  %v872 = add i64 %v871, 1
  %v873 = sub i64 %size.S, 1
  %v874 = sub i64 %v872, %v873
  %v875 = sub i64 %v874, 1
  %v876 = add i64 %v875, 1
  %v877 = mul i64 %v870, %v876
  %v878 = add i64 %v877, %i42
  %p879 = getelementptr float, ptr %buf.e0, i64 %v878
  %ld880 = load <16 x float>, ptr %p879, align 4
  %v881 = fadd contract <16 x float> %v862, %ld880
  %v882 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v881, <16 x float> splat (float 0x0000000000000000))
  %v883 = mul i64 %i7, %size.K
  %v884 = add i64 %v883, %v30
  %v885 = add i64 %size.H, 1
  %v886 = add i64 %v885, 1
  %v887 = sub i64 %size.R, 1
  %v888 = sub i64 %v886, %v887
  %v889 = sub i64 %v888, 1
  %v890 = add i64 %v889, 1
  %v891 = mul i64 %v884, %v890
  %v892 = add i64 %v891, %i19
  %v893 = add i64 %size.W, 1
  %v894 = add i64 %v893, 1
  %v895 = sub i64 %size.S, 1
  %v896 = sub i64 %v894, %v895
  %v897 = sub i64 %v896, 1
  %v898 = add i64 %v897, 1
  %v899 = mul i64 %v892, %v898
  %v900 = add i64 %v899, %i42
  %p901 = getelementptr float, ptr %buf.y, i64 %v900
  store <16 x float> %v882, ptr %p901, align 4
  %p902 = getelementptr float, ptr %buf.b, i64 %v30
  %ld903 = load float, ptr %p902, align 4
  %ins904 = insertelement <16 x float> poison, float %ld903, i64 0
  %splat905 = shufflevector <16 x float> %ins904, <16 x float> poison, <16 x i32> zeroinitializer
  %v906 = fadd contract <16 x float> %splat905, %red593
  %v907 = add i64 %size.H, 1
  %v908 = add i64 %v907, 1
  %v909 = sub i64 %size.R, 1
  %v910 = sub i64 %v908, %v909
  %v911 = sub i64 %v910, 1
  %v912 = add i64 %v911, 1
  %v913 = mul i64 %v30, %v912
  %v914 = add i64 %v913, %i19
  %v915 = add i64 %size.W, 1
  %v916 = add i64 %v915, 1
  %v917 = sub i64 %size.S, 1
  %v918 = sub i64 %v916, %v917
  %v919 = sub i64 %v918, 1
  %v920 = add i64 %v919, 1
  %v921 = mul i64 %v914, %v920
  %v922 = add i64 %v921, %v44
  %p923 = getelementptr float, ptr %buf.e0, i64 %v922
  %ld924 = load <16 x float>, ptr %p923, align 4
  %v925 = fadd contract <16 x float> %v906, %ld924
  %v926 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v925, <16 x float> splat (float 0x0000000000000000))
  %v927 = mul i64 %i7, %size.K
  %v928 = add i64 %v927, %v30
  %v929 = add i64 %size.H, 1
  %v930 = add i64 %v929, 1
  %v931 = sub i64 %size.R, 1
  %v932 = sub i64 %v930, %v931
  %v933 = sub i64 %v932, 1
  %v934 = add i64 %v933, 1
  %v935 = mul i64 %v928, %v934
  %v936 = add i64 %v935, %i19
  %v937 = add i64 %size.W, 1
  %v938 = add i64 %v937, 1
  %v939 = sub i64 %size.S, 1
  %v940 = sub i64 %v938, %v939
  %v941 = sub i64 %v940, 1
  %v942 = add i64 %v941, 1
  %v943 = mul i64 %v936, %v942
  %v944 = add i64 %v943, %v44
  %p945 = getelementptr float, ptr %buf.y, i64 %v944
  store <16 x float> %v926, ptr %p945, align 4
  %v946 = add nsw i64 %i42, 32
  store i64 %v946, ptr %q.addr.37
  br label %cond39
exit41:
  %v947 = load i64, ptr %q.addr.37
  %v948 = add i64 %size.W, 1
  %v949 = add i64 %v948, 1
  %v950 = sub i64 %size.S, 1
  %v951 = sub i64 %v949, %v950
  %v952 = sub i64 %v951, 1
  %v953 = add i64 %v952, 1
  store i64 %v947, ptr %q.addr.954
  %v955 = sub i64 %v953, 16
  br label %cond956
cond956:
  %i959 = load i64, ptr %q.addr.954
  %v960 = icmp sle i64 %i959, %v955
  br i1 %v960, label %body957, label %exit958
body957:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc961
  store i64 0, ptr %c.addr.962
  br label %cond963
cond963:
  %i966 = load i64, ptr %c.addr.962
  %v967 = icmp slt i64 %i966, %size.C
  br i1 %v967, label %body964, label %exit965
body964:
  store i64 0, ptr %r.addr.968
  br label %cond969
cond969:
  %i972 = load i64, ptr %r.addr.968
  %v973 = icmp slt i64 %i972, %size.R
  br i1 %v973, label %body970, label %exit971
body970:
  store i64 0, ptr %s.addr.974
  br label %cond975
cond975:
  %i978 = load i64, ptr %s.addr.974
  %v979 = icmp slt i64 %i978, %size.S
  br i1 %v979, label %body976, label %exit977
body976:
  %v980 = add i64 %i19, %i972
  %v981 = sub i64 %v980, 1
  %v982 = icmp sge i64 %v981, 0
  %v983 = icmp slt i64 %v981, %size.H
  %v984 = and i1 %v982, %v983
  %ins985 = insertelement <16 x i64> poison, i64 %i959, i64 0
  %splat986 = shufflevector <16 x i64> %ins985, <16 x i64> poison, <16 x i32> zeroinitializer
  %step987 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane988 = add <16 x i64> %splat986, %step987
  %ins989 = insertelement <16 x i64> poison, i64 %i978, i64 0
  %splat990 = shufflevector <16 x i64> %ins989, <16 x i64> poison, <16 x i32> zeroinitializer
  %v991 = add <16 x i64> %lane988, %splat990
  %v992 = sub <16 x i64> %v991, splat (i64 1)
  %ins993 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat994 = shufflevector <16 x i64> %ins993, <16 x i64> poison, <16 x i32> zeroinitializer
  %v995 = icmp sge <16 x i64> %v992, zeroinitializer
  %v996 = icmp slt <16 x i64> %v992, %splat994
  %v997 = and <16 x i1> %v995, %v996
  %ins998 = insertelement <16 x i1> poison, i1 %v984, i64 0
  %splat999 = shufflevector <16 x i1> %ins998, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1000 = and <16 x i1> %splat999, %v997
  %v1001 = mul i64 %i7, %size.C
  %v1002 = add i64 %v1001, %i966
  %v1003 = mul i64 %v1002, %size.H
  %v1004 = add i64 %i19, %i972
  %v1005 = sub i64 %v1004, 1
  %v1006 = add i64 %v1003, %v1005
  %v1007 = mul i64 %v1006, %size.W
  %v1008 = add i64 %i959, %i978
  %v1009 = sub i64 %v1008, 1
  %v1010 = add i64 %v1007, %v1009
  %p1011 = getelementptr float, ptr %buf.x, i64 %v1010
  %ld1012 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1011, <16 x i1> %v1000, <16 x float> zeroinitializer)
  %v1013 = mul i64 %i26, %size.C
  %v1014 = add i64 %v1013, %i966
  %v1015 = mul i64 %v1014, %size.R
  %v1016 = add i64 %v1015, %i972
  %v1017 = mul i64 %v1016, %size.S
  %v1018 = add i64 %v1017, %i978
  %p1019 = getelementptr float, ptr %buf.w, i64 %v1018
  %ld1020 = load float, ptr %p1019, align 4
  %ins1021 = insertelement <16 x float> poison, float %ld1020, i64 0
  %splat1022 = shufflevector <16 x float> %ins1021, <16 x float> poison, <16 x i32> zeroinitializer
  %v1023 = fmul contract <16 x float> %ld1012, %splat1022
  %v1024 = add i64 %i19, %i972
  %v1025 = sub i64 %v1024, 1
  %v1026 = icmp sge i64 %v1025, 0
  %v1027 = icmp slt i64 %v1025, %size.H
  %v1028 = and i1 %v1026, %v1027
  %ins1029 = insertelement <16 x i64> poison, i64 %i978, i64 0
  %splat1030 = shufflevector <16 x i64> %ins1029, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1031 = add <16 x i64> %lane988, %splat1030
  %v1032 = sub <16 x i64> %v1031, splat (i64 1)
  %ins1033 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1034 = shufflevector <16 x i64> %ins1033, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1035 = icmp sge <16 x i64> %v1032, zeroinitializer
  %v1036 = icmp slt <16 x i64> %v1032, %splat1034
  %v1037 = and <16 x i1> %v1035, %v1036
  %ins1038 = insertelement <16 x i1> poison, i1 %v1028, i64 0
  %splat1039 = shufflevector <16 x i1> %ins1038, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1040 = and <16 x i1> %splat1039, %v1037
  %old1041 = load <16 x float>, ptr %acc961
  %v1042 = fadd <16 x float> %old1041, %v1023
  %v1043 = select <16 x i1> %v1040, <16 x float> %v1042, <16 x float> %old1041
  store <16 x float> %v1043, ptr %acc961
  %v1044 = add nsw i64 %i978, 1
  store i64 %v1044, ptr %s.addr.974
  br label %cond975
exit977:
  %v1045 = add nsw i64 %i972, 1
  store i64 %v1045, ptr %r.addr.968
  br label %cond969
exit971:
  %v1046 = add nsw i64 %i966, 1
  store i64 %v1046, ptr %c.addr.962
  br label %cond963
exit965:
  %red1047 = load <16 x float>, ptr %acc961
  %p1048 = getelementptr float, ptr %buf.b, i64 %i26
  %ld1049 = load float, ptr %p1048, align 4
  %ins1050 = insertelement <16 x float> poison, float %ld1049, i64 0
  %splat1051 = shufflevector <16 x float> %ins1050, <16 x float> poison, <16 x i32> zeroinitializer
  %v1052 = fadd contract <16 x float> %splat1051, %red1047
  %v1053 = add i64 %size.H, 1
  %v1054 = add i64 %v1053, 1
  %v1055 = sub i64 %size.R, 1
  %v1056 = sub i64 %v1054, %v1055
  %v1057 = sub i64 %v1056, 1
  %v1058 = add i64 %v1057, 1
  %v1059 = mul i64 %i26, %v1058
  %v1060 = add i64 %v1059, %i19
  %v1061 = add i64 %size.W, 1
  %v1062 = add i64 %v1061, 1
  %v1063 = sub i64 %size.S, 1
  %v1064 = sub i64 %v1062, %v1063
  %v1065 = sub i64 %v1064, 1
  %v1066 = add i64 %v1065, 1
  %v1067 = mul i64 %v1060, %v1066
  %v1068 = add i64 %v1067, %i959
  %p1069 = getelementptr float, ptr %buf.e0, i64 %v1068
  %ld1070 = load <16 x float>, ptr %p1069, align 4
  %v1071 = fadd contract <16 x float> %v1052, %ld1070
  %v1072 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1071, <16 x float> splat (float 0x0000000000000000))
  %v1073 = mul i64 %i7, %size.K
  %v1074 = add i64 %v1073, %i26
  %v1075 = add i64 %size.H, 1
  %v1076 = add i64 %v1075, 1
  %v1077 = sub i64 %size.R, 1
  %v1078 = sub i64 %v1076, %v1077
  %v1079 = sub i64 %v1078, 1
  %v1080 = add i64 %v1079, 1
  %v1081 = mul i64 %v1074, %v1080
  %v1082 = add i64 %v1081, %i19
  %v1083 = add i64 %size.W, 1
  %v1084 = add i64 %v1083, 1
  %v1085 = sub i64 %size.S, 1
  %v1086 = sub i64 %v1084, %v1085
  %v1087 = sub i64 %v1086, 1
  %v1088 = add i64 %v1087, 1
  %v1089 = mul i64 %v1082, %v1088
  %v1090 = add i64 %v1089, %i959
  %p1091 = getelementptr float, ptr %buf.y, i64 %v1090
  store <16 x float> %v1072, ptr %p1091, align 4
  %v1092 = add nsw i64 %i959, 16
  store i64 %v1092, ptr %q.addr.954
  br label %cond956
exit958:
  %i1093 = load i64, ptr %q.addr.954
  %v1094 = icmp slt i64 %i1093, %v953
  br i1 %v1094, label %tail1095, label %done1096
tail1095:
  %mask1097 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1093, i64 %v953)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1098
  store i64 0, ptr %c.addr.1099
  br label %cond1100
cond1100:
  %i1103 = load i64, ptr %c.addr.1099
  %v1104 = icmp slt i64 %i1103, %size.C
  br i1 %v1104, label %body1101, label %exit1102
body1101:
  store i64 0, ptr %r.addr.1105
  br label %cond1106
cond1106:
  %i1109 = load i64, ptr %r.addr.1105
  %v1110 = icmp slt i64 %i1109, %size.R
  br i1 %v1110, label %body1107, label %exit1108
body1107:
  store i64 0, ptr %s.addr.1111
  br label %cond1112
cond1112:
  %i1115 = load i64, ptr %s.addr.1111
  %v1116 = icmp slt i64 %i1115, %size.S
  br i1 %v1116, label %body1113, label %exit1114
body1113:
  %v1117 = add i64 %i19, %i1109
  %v1118 = sub i64 %v1117, 1
  %v1119 = icmp sge i64 %v1118, 0
  %v1120 = icmp slt i64 %v1118, %size.H
  %v1121 = and i1 %v1119, %v1120
  %ins1122 = insertelement <16 x i64> poison, i64 %i1093, i64 0
  %splat1123 = shufflevector <16 x i64> %ins1122, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1124 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1125 = add <16 x i64> %splat1123, %step1124
  %ins1126 = insertelement <16 x i64> poison, i64 %i1115, i64 0
  %splat1127 = shufflevector <16 x i64> %ins1126, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1128 = add <16 x i64> %lane1125, %splat1127
  %v1129 = sub <16 x i64> %v1128, splat (i64 1)
  %ins1130 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1131 = shufflevector <16 x i64> %ins1130, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1132 = icmp sge <16 x i64> %v1129, zeroinitializer
  %v1133 = icmp slt <16 x i64> %v1129, %splat1131
  %v1134 = and <16 x i1> %v1132, %v1133
  %ins1135 = insertelement <16 x i1> poison, i1 %v1121, i64 0
  %splat1136 = shufflevector <16 x i1> %ins1135, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1137 = and <16 x i1> %splat1136, %v1134
  %v1138 = and <16 x i1> %mask1097, %v1137
  %v1139 = mul i64 %i7, %size.C
  %v1140 = add i64 %v1139, %i1103
  %v1141 = mul i64 %v1140, %size.H
  %v1142 = add i64 %i19, %i1109
  %v1143 = sub i64 %v1142, 1
  %v1144 = add i64 %v1141, %v1143
  %v1145 = mul i64 %v1144, %size.W
  %v1146 = add i64 %i1093, %i1115
  %v1147 = sub i64 %v1146, 1
  %v1148 = add i64 %v1145, %v1147
  %p1149 = getelementptr float, ptr %buf.x, i64 %v1148
  %ld1150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1149, <16 x i1> %v1138, <16 x float> zeroinitializer)
  %v1151 = mul i64 %i26, %size.C
  %v1152 = add i64 %v1151, %i1103
  %v1153 = mul i64 %v1152, %size.R
  %v1154 = add i64 %v1153, %i1109
  %v1155 = mul i64 %v1154, %size.S
  %v1156 = add i64 %v1155, %i1115
  %p1157 = getelementptr float, ptr %buf.w, i64 %v1156
  %ld1158 = load float, ptr %p1157, align 4
  %ins1159 = insertelement <16 x float> poison, float %ld1158, i64 0
  %splat1160 = shufflevector <16 x float> %ins1159, <16 x float> poison, <16 x i32> zeroinitializer
  %v1161 = fmul contract <16 x float> %ld1150, %splat1160
  %v1162 = add i64 %i19, %i1109
  %v1163 = sub i64 %v1162, 1
  %v1164 = icmp sge i64 %v1163, 0
  %v1165 = icmp slt i64 %v1163, %size.H
  %v1166 = and i1 %v1164, %v1165
  %ins1167 = insertelement <16 x i64> poison, i64 %i1115, i64 0
  %splat1168 = shufflevector <16 x i64> %ins1167, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1169 = add <16 x i64> %lane1125, %splat1168
  %v1170 = sub <16 x i64> %v1169, splat (i64 1)
  %ins1171 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1172 = shufflevector <16 x i64> %ins1171, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1173 = icmp sge <16 x i64> %v1170, zeroinitializer
  %v1174 = icmp slt <16 x i64> %v1170, %splat1172
  %v1175 = and <16 x i1> %v1173, %v1174
  %ins1176 = insertelement <16 x i1> poison, i1 %v1166, i64 0
  %splat1177 = shufflevector <16 x i1> %ins1176, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1178 = and <16 x i1> %splat1177, %v1175
  %v1179 = and <16 x i1> %mask1097, %v1178
  %old1180 = load <16 x float>, ptr %acc1098
  %v1181 = fadd <16 x float> %old1180, %v1161
  %v1182 = select <16 x i1> %v1179, <16 x float> %v1181, <16 x float> %old1180
  store <16 x float> %v1182, ptr %acc1098
  %v1183 = add nsw i64 %i1115, 1
  store i64 %v1183, ptr %s.addr.1111
  br label %cond1112
exit1114:
  %v1184 = add nsw i64 %i1109, 1
  store i64 %v1184, ptr %r.addr.1105
  br label %cond1106
exit1108:
  %v1185 = add nsw i64 %i1103, 1
  store i64 %v1185, ptr %c.addr.1099
  br label %cond1100
exit1102:
  %red1186 = load <16 x float>, ptr %acc1098
  %p1187 = getelementptr float, ptr %buf.b, i64 %i26
  %ld1188 = load float, ptr %p1187, align 4
  %ins1189 = insertelement <16 x float> poison, float %ld1188, i64 0
  %splat1190 = shufflevector <16 x float> %ins1189, <16 x float> poison, <16 x i32> zeroinitializer
  %v1191 = fadd contract <16 x float> %splat1190, %red1186
  %v1192 = add i64 %size.H, 1
  %v1193 = add i64 %v1192, 1
  %v1194 = sub i64 %size.R, 1
  %v1195 = sub i64 %v1193, %v1194
  %v1196 = sub i64 %v1195, 1
  %v1197 = add i64 %v1196, 1
  %v1198 = mul i64 %i26, %v1197
  %v1199 = add i64 %v1198, %i19
  %v1200 = add i64 %size.W, 1
  %v1201 = add i64 %v1200, 1
  %v1202 = sub i64 %size.S, 1
  %v1203 = sub i64 %v1201, %v1202
  %v1204 = sub i64 %v1203, 1
  %v1205 = add i64 %v1204, 1
  %v1206 = mul i64 %v1199, %v1205
  %v1207 = add i64 %v1206, %i1093
  %p1208 = getelementptr float, ptr %buf.e0, i64 %v1207
  %ld1209 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1208, <16 x i1> %mask1097, <16 x float> zeroinitializer)
  %v1210 = fadd contract <16 x float> %v1191, %ld1209
  %v1211 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1210, <16 x float> splat (float 0x0000000000000000))
  %v1212 = mul i64 %i7, %size.K
  %v1213 = add i64 %v1212, %i26
  %v1214 = add i64 %size.H, 1
  %v1215 = add i64 %v1214, 1
  %v1216 = sub i64 %size.R, 1
  %v1217 = sub i64 %v1215, %v1216
  %v1218 = sub i64 %v1217, 1
  %v1219 = add i64 %v1218, 1
  %v1220 = mul i64 %v1213, %v1219
  %v1221 = add i64 %v1220, %i19
  %v1222 = add i64 %size.W, 1
  %v1223 = add i64 %v1222, 1
  %v1224 = sub i64 %size.S, 1
  %v1225 = sub i64 %v1223, %v1224
  %v1226 = sub i64 %v1225, 1
  %v1227 = add i64 %v1226, 1
  %v1228 = mul i64 %v1221, %v1227
  %v1229 = add i64 %v1228, %i1093
  %p1230 = getelementptr float, ptr %buf.y, i64 %v1229
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1211, ptr align 4 %p1230, <16 x i1> %mask1097)
  br label %done1096
done1096:
  %v1231 = add i64 %size.W, 1
  %v1232 = add i64 %v1231, 1
  %v1233 = sub i64 %size.S, 1
  %v1234 = sub i64 %v1232, %v1233
  %v1235 = sub i64 %v1234, 1
  %v1236 = add i64 %v1235, 1
  store i64 %v947, ptr %q.addr.1237
  %v1238 = sub i64 %v1236, 16
  br label %cond1239
cond1239:
  %i1242 = load i64, ptr %q.addr.1237
  %v1243 = icmp sle i64 %i1242, %v1238
  br i1 %v1243, label %body1240, label %exit1241
body1240:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1244
  store i64 0, ptr %c.addr.1245
  br label %cond1246
cond1246:
  %i1249 = load i64, ptr %c.addr.1245
  %v1250 = icmp slt i64 %i1249, %size.C
  br i1 %v1250, label %body1247, label %exit1248
body1247:
  store i64 0, ptr %r.addr.1251
  br label %cond1252
cond1252:
  %i1255 = load i64, ptr %r.addr.1251
  %v1256 = icmp slt i64 %i1255, %size.R
  br i1 %v1256, label %body1253, label %exit1254
body1253:
  store i64 0, ptr %s.addr.1257
  br label %cond1258
cond1258:
  %i1261 = load i64, ptr %s.addr.1257
  %v1262 = icmp slt i64 %i1261, %size.S
  br i1 %v1262, label %body1259, label %exit1260
body1259:
  %v1263 = add i64 %i19, %i1255
  %v1264 = sub i64 %v1263, 1
  %v1265 = icmp sge i64 %v1264, 0
  %v1266 = icmp slt i64 %v1264, %size.H
  %v1267 = and i1 %v1265, %v1266
  %ins1268 = insertelement <16 x i64> poison, i64 %i1242, i64 0
  %splat1269 = shufflevector <16 x i64> %ins1268, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1270 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1271 = add <16 x i64> %splat1269, %step1270
  %ins1272 = insertelement <16 x i64> poison, i64 %i1261, i64 0
  %splat1273 = shufflevector <16 x i64> %ins1272, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1274 = add <16 x i64> %lane1271, %splat1273
  %v1275 = sub <16 x i64> %v1274, splat (i64 1)
  %ins1276 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1277 = shufflevector <16 x i64> %ins1276, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1278 = icmp sge <16 x i64> %v1275, zeroinitializer
  %v1279 = icmp slt <16 x i64> %v1275, %splat1277
  %v1280 = and <16 x i1> %v1278, %v1279
  %ins1281 = insertelement <16 x i1> poison, i1 %v1267, i64 0
  %splat1282 = shufflevector <16 x i1> %ins1281, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1283 = and <16 x i1> %splat1282, %v1280
  %v1284 = mul i64 %i7, %size.C
  %v1285 = add i64 %v1284, %i1249
  %v1286 = mul i64 %v1285, %size.H
  %v1287 = add i64 %i19, %i1255
  %v1288 = sub i64 %v1287, 1
  %v1289 = add i64 %v1286, %v1288
  %v1290 = mul i64 %v1289, %size.W
  %v1291 = add i64 %i1242, %i1261
  %v1292 = sub i64 %v1291, 1
  %v1293 = add i64 %v1290, %v1292
  %p1294 = getelementptr float, ptr %buf.x, i64 %v1293
  %ld1295 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1294, <16 x i1> %v1283, <16 x float> zeroinitializer)
  %v1296 = mul i64 %v28, %size.C
  %v1297 = add i64 %v1296, %i1249
  %v1298 = mul i64 %v1297, %size.R
  %v1299 = add i64 %v1298, %i1255
  %v1300 = mul i64 %v1299, %size.S
  %v1301 = add i64 %v1300, %i1261
  %p1302 = getelementptr float, ptr %buf.w, i64 %v1301
  %ld1303 = load float, ptr %p1302, align 4
  %ins1304 = insertelement <16 x float> poison, float %ld1303, i64 0
  %splat1305 = shufflevector <16 x float> %ins1304, <16 x float> poison, <16 x i32> zeroinitializer
  %v1306 = fmul contract <16 x float> %ld1295, %splat1305
  %v1307 = add i64 %i19, %i1255
  %v1308 = sub i64 %v1307, 1
  %v1309 = icmp sge i64 %v1308, 0
  %v1310 = icmp slt i64 %v1308, %size.H
  %v1311 = and i1 %v1309, %v1310
  %ins1312 = insertelement <16 x i64> poison, i64 %i1261, i64 0
  %splat1313 = shufflevector <16 x i64> %ins1312, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1314 = add <16 x i64> %lane1271, %splat1313
  %v1315 = sub <16 x i64> %v1314, splat (i64 1)
  %ins1316 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1317 = shufflevector <16 x i64> %ins1316, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1318 = icmp sge <16 x i64> %v1315, zeroinitializer
  %v1319 = icmp slt <16 x i64> %v1315, %splat1317
  %v1320 = and <16 x i1> %v1318, %v1319
  %ins1321 = insertelement <16 x i1> poison, i1 %v1311, i64 0
  %splat1322 = shufflevector <16 x i1> %ins1321, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1323 = and <16 x i1> %splat1322, %v1320
  %old1324 = load <16 x float>, ptr %acc1244
  %v1325 = fadd <16 x float> %old1324, %v1306
  %v1326 = select <16 x i1> %v1323, <16 x float> %v1325, <16 x float> %old1324
  store <16 x float> %v1326, ptr %acc1244
  %v1327 = add nsw i64 %i1261, 1
  store i64 %v1327, ptr %s.addr.1257
  br label %cond1258
exit1260:
  %v1328 = add nsw i64 %i1255, 1
  store i64 %v1328, ptr %r.addr.1251
  br label %cond1252
exit1254:
  %v1329 = add nsw i64 %i1249, 1
  store i64 %v1329, ptr %c.addr.1245
  br label %cond1246
exit1248:
  %red1330 = load <16 x float>, ptr %acc1244
  %p1331 = getelementptr float, ptr %buf.b, i64 %v28
  %ld1332 = load float, ptr %p1331, align 4
  %ins1333 = insertelement <16 x float> poison, float %ld1332, i64 0
  %splat1334 = shufflevector <16 x float> %ins1333, <16 x float> poison, <16 x i32> zeroinitializer
  %v1335 = fadd contract <16 x float> %splat1334, %red1330
  %v1336 = add i64 %size.H, 1
  %v1337 = add i64 %v1336, 1
  %v1338 = sub i64 %size.R, 1
  %v1339 = sub i64 %v1337, %v1338
  %v1340 = sub i64 %v1339, 1
  %v1341 = add i64 %v1340, 1
  %v1342 = mul i64 %v28, %v1341
  %v1343 = add i64 %v1342, %i19
  %v1344 = add i64 %size.W, 1
  %v1345 = add i64 %v1344, 1
  %v1346 = sub i64 %size.S, 1
  %v1347 = sub i64 %v1345, %v1346
  %v1348 = sub i64 %v1347, 1
  %v1349 = add i64 %v1348, 1
  %v1350 = mul i64 %v1343, %v1349
  %v1351 = add i64 %v1350, %i1242
  %p1352 = getelementptr float, ptr %buf.e0, i64 %v1351
  %ld1353 = load <16 x float>, ptr %p1352, align 4
  %v1354 = fadd contract <16 x float> %v1335, %ld1353
  %v1355 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1354, <16 x float> splat (float 0x0000000000000000))
  %v1356 = mul i64 %i7, %size.K
  %v1357 = add i64 %v1356, %v28
  %v1358 = add i64 %size.H, 1
  %v1359 = add i64 %v1358, 1
  %v1360 = sub i64 %size.R, 1
  %v1361 = sub i64 %v1359, %v1360
  %v1362 = sub i64 %v1361, 1
  %v1363 = add i64 %v1362, 1
  %v1364 = mul i64 %v1357, %v1363
  %v1365 = add i64 %v1364, %i19
  %v1366 = add i64 %size.W, 1
  %v1367 = add i64 %v1366, 1
  %v1368 = sub i64 %size.S, 1
  %v1369 = sub i64 %v1367, %v1368
  %v1370 = sub i64 %v1369, 1
  %v1371 = add i64 %v1370, 1
  %v1372 = mul i64 %v1365, %v1371
  %v1373 = add i64 %v1372, %i1242
  %p1374 = getelementptr float, ptr %buf.y, i64 %v1373
  store <16 x float> %v1355, ptr %p1374, align 4
  %v1375 = add nsw i64 %i1242, 16
  store i64 %v1375, ptr %q.addr.1237
  br label %cond1239
exit1241:
  %i1376 = load i64, ptr %q.addr.1237
  %v1377 = icmp slt i64 %i1376, %v1236
  br i1 %v1377, label %tail1378, label %done1379
tail1378:
  %mask1380 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1376, i64 %v1236)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1381
  store i64 0, ptr %c.addr.1382
  br label %cond1383
cond1383:
  %i1386 = load i64, ptr %c.addr.1382
  %v1387 = icmp slt i64 %i1386, %size.C
  br i1 %v1387, label %body1384, label %exit1385
body1384:
  store i64 0, ptr %r.addr.1388
  br label %cond1389
cond1389:
  %i1392 = load i64, ptr %r.addr.1388
  %v1393 = icmp slt i64 %i1392, %size.R
  br i1 %v1393, label %body1390, label %exit1391
body1390:
  store i64 0, ptr %s.addr.1394
  br label %cond1395
cond1395:
  %i1398 = load i64, ptr %s.addr.1394
  %v1399 = icmp slt i64 %i1398, %size.S
  br i1 %v1399, label %body1396, label %exit1397
body1396:
  %v1400 = add i64 %i19, %i1392
  %v1401 = sub i64 %v1400, 1
  %v1402 = icmp sge i64 %v1401, 0
  %v1403 = icmp slt i64 %v1401, %size.H
  %v1404 = and i1 %v1402, %v1403
  %ins1405 = insertelement <16 x i64> poison, i64 %i1376, i64 0
  %splat1406 = shufflevector <16 x i64> %ins1405, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1407 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1408 = add <16 x i64> %splat1406, %step1407
  %ins1409 = insertelement <16 x i64> poison, i64 %i1398, i64 0
  %splat1410 = shufflevector <16 x i64> %ins1409, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1411 = add <16 x i64> %lane1408, %splat1410
  %v1412 = sub <16 x i64> %v1411, splat (i64 1)
  %ins1413 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1414 = shufflevector <16 x i64> %ins1413, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1415 = icmp sge <16 x i64> %v1412, zeroinitializer
  %v1416 = icmp slt <16 x i64> %v1412, %splat1414
  %v1417 = and <16 x i1> %v1415, %v1416
  %ins1418 = insertelement <16 x i1> poison, i1 %v1404, i64 0
  %splat1419 = shufflevector <16 x i1> %ins1418, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1420 = and <16 x i1> %splat1419, %v1417
  %v1421 = and <16 x i1> %mask1380, %v1420
  %v1422 = mul i64 %i7, %size.C
  %v1423 = add i64 %v1422, %i1386
  %v1424 = mul i64 %v1423, %size.H
  %v1425 = add i64 %i19, %i1392
  %v1426 = sub i64 %v1425, 1
  %v1427 = add i64 %v1424, %v1426
  %v1428 = mul i64 %v1427, %size.W
  %v1429 = add i64 %i1376, %i1398
  %v1430 = sub i64 %v1429, 1
  %v1431 = add i64 %v1428, %v1430
  %p1432 = getelementptr float, ptr %buf.x, i64 %v1431
  %ld1433 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1432, <16 x i1> %v1421, <16 x float> zeroinitializer)
  %v1434 = mul i64 %v28, %size.C
  %v1435 = add i64 %v1434, %i1386
  %v1436 = mul i64 %v1435, %size.R
  %v1437 = add i64 %v1436, %i1392
  %v1438 = mul i64 %v1437, %size.S
  %v1439 = add i64 %v1438, %i1398
  %p1440 = getelementptr float, ptr %buf.w, i64 %v1439
  %ld1441 = load float, ptr %p1440, align 4
  %ins1442 = insertelement <16 x float> poison, float %ld1441, i64 0
  %splat1443 = shufflevector <16 x float> %ins1442, <16 x float> poison, <16 x i32> zeroinitializer
  %v1444 = fmul contract <16 x float> %ld1433, %splat1443
  %v1445 = add i64 %i19, %i1392
  %v1446 = sub i64 %v1445, 1
  %v1447 = icmp sge i64 %v1446, 0
  %v1448 = icmp slt i64 %v1446, %size.H
  %v1449 = and i1 %v1447, %v1448
  %ins1450 = insertelement <16 x i64> poison, i64 %i1398, i64 0
  %splat1451 = shufflevector <16 x i64> %ins1450, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1452 = add <16 x i64> %lane1408, %splat1451
  %v1453 = sub <16 x i64> %v1452, splat (i64 1)
  %ins1454 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1455 = shufflevector <16 x i64> %ins1454, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1456 = icmp sge <16 x i64> %v1453, zeroinitializer
  %v1457 = icmp slt <16 x i64> %v1453, %splat1455
  %v1458 = and <16 x i1> %v1456, %v1457
  %ins1459 = insertelement <16 x i1> poison, i1 %v1449, i64 0
  %splat1460 = shufflevector <16 x i1> %ins1459, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1461 = and <16 x i1> %splat1460, %v1458
  %v1462 = and <16 x i1> %mask1380, %v1461
  %old1463 = load <16 x float>, ptr %acc1381
  %v1464 = fadd <16 x float> %old1463, %v1444
  %v1465 = select <16 x i1> %v1462, <16 x float> %v1464, <16 x float> %old1463
  store <16 x float> %v1465, ptr %acc1381
  %v1466 = add nsw i64 %i1398, 1
  store i64 %v1466, ptr %s.addr.1394
  br label %cond1395
exit1397:
  %v1467 = add nsw i64 %i1392, 1
  store i64 %v1467, ptr %r.addr.1388
  br label %cond1389
exit1391:
  %v1468 = add nsw i64 %i1386, 1
  store i64 %v1468, ptr %c.addr.1382
  br label %cond1383
exit1385:
  %red1469 = load <16 x float>, ptr %acc1381
  %p1470 = getelementptr float, ptr %buf.b, i64 %v28
  %ld1471 = load float, ptr %p1470, align 4
  %ins1472 = insertelement <16 x float> poison, float %ld1471, i64 0
  %splat1473 = shufflevector <16 x float> %ins1472, <16 x float> poison, <16 x i32> zeroinitializer
  %v1474 = fadd contract <16 x float> %splat1473, %red1469
  %v1475 = add i64 %size.H, 1
  %v1476 = add i64 %v1475, 1
  %v1477 = sub i64 %size.R, 1
  %v1478 = sub i64 %v1476, %v1477
  %v1479 = sub i64 %v1478, 1
  %v1480 = add i64 %v1479, 1
  %v1481 = mul i64 %v28, %v1480
  %v1482 = add i64 %v1481, %i19
  %v1483 = add i64 %size.W, 1
  %v1484 = add i64 %v1483, 1
  %v1485 = sub i64 %size.S, 1
  %v1486 = sub i64 %v1484, %v1485
  %v1487 = sub i64 %v1486, 1
  %v1488 = add i64 %v1487, 1
  %v1489 = mul i64 %v1482, %v1488
  %v1490 = add i64 %v1489, %i1376
  %p1491 = getelementptr float, ptr %buf.e0, i64 %v1490
  %ld1492 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1491, <16 x i1> %mask1380, <16 x float> zeroinitializer)
  %v1493 = fadd contract <16 x float> %v1474, %ld1492
  %v1494 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1493, <16 x float> splat (float 0x0000000000000000))
  %v1495 = mul i64 %i7, %size.K
  %v1496 = add i64 %v1495, %v28
  %v1497 = add i64 %size.H, 1
  %v1498 = add i64 %v1497, 1
  %v1499 = sub i64 %size.R, 1
  %v1500 = sub i64 %v1498, %v1499
  %v1501 = sub i64 %v1500, 1
  %v1502 = add i64 %v1501, 1
  %v1503 = mul i64 %v1496, %v1502
  %v1504 = add i64 %v1503, %i19
  %v1505 = add i64 %size.W, 1
  %v1506 = add i64 %v1505, 1
  %v1507 = sub i64 %size.S, 1
  %v1508 = sub i64 %v1506, %v1507
  %v1509 = sub i64 %v1508, 1
  %v1510 = add i64 %v1509, 1
  %v1511 = mul i64 %v1504, %v1510
  %v1512 = add i64 %v1511, %i1376
  %p1513 = getelementptr float, ptr %buf.y, i64 %v1512
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1494, ptr align 4 %p1513, <16 x i1> %mask1380)
  br label %done1379
done1379:
  %v1514 = add i64 %size.W, 1
  %v1515 = add i64 %v1514, 1
  %v1516 = sub i64 %size.S, 1
  %v1517 = sub i64 %v1515, %v1516
  %v1518 = sub i64 %v1517, 1
  %v1519 = add i64 %v1518, 1
  store i64 %v947, ptr %q.addr.1520
  %v1521 = sub i64 %v1519, 16
  br label %cond1522
cond1522:
  %i1525 = load i64, ptr %q.addr.1520
  %v1526 = icmp sle i64 %i1525, %v1521
  br i1 %v1526, label %body1523, label %exit1524
body1523:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1527
  store i64 0, ptr %c.addr.1528
  br label %cond1529
cond1529:
  %i1532 = load i64, ptr %c.addr.1528
  %v1533 = icmp slt i64 %i1532, %size.C
  br i1 %v1533, label %body1530, label %exit1531
body1530:
  store i64 0, ptr %r.addr.1534
  br label %cond1535
cond1535:
  %i1538 = load i64, ptr %r.addr.1534
  %v1539 = icmp slt i64 %i1538, %size.R
  br i1 %v1539, label %body1536, label %exit1537
body1536:
  store i64 0, ptr %s.addr.1540
  br label %cond1541
cond1541:
  %i1544 = load i64, ptr %s.addr.1540
  %v1545 = icmp slt i64 %i1544, %size.S
  br i1 %v1545, label %body1542, label %exit1543
body1542:
  %v1546 = add i64 %i19, %i1538
  %v1547 = sub i64 %v1546, 1
  %v1548 = icmp sge i64 %v1547, 0
  %v1549 = icmp slt i64 %v1547, %size.H
  %v1550 = and i1 %v1548, %v1549
  %ins1551 = insertelement <16 x i64> poison, i64 %i1525, i64 0
  %splat1552 = shufflevector <16 x i64> %ins1551, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1553 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1554 = add <16 x i64> %splat1552, %step1553
  %ins1555 = insertelement <16 x i64> poison, i64 %i1544, i64 0
  %splat1556 = shufflevector <16 x i64> %ins1555, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1557 = add <16 x i64> %lane1554, %splat1556
  %v1558 = sub <16 x i64> %v1557, splat (i64 1)
  %ins1559 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1560 = shufflevector <16 x i64> %ins1559, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1561 = icmp sge <16 x i64> %v1558, zeroinitializer
  %v1562 = icmp slt <16 x i64> %v1558, %splat1560
  %v1563 = and <16 x i1> %v1561, %v1562
  %ins1564 = insertelement <16 x i1> poison, i1 %v1550, i64 0
  %splat1565 = shufflevector <16 x i1> %ins1564, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1566 = and <16 x i1> %splat1565, %v1563
  %v1567 = mul i64 %i7, %size.C
  %v1568 = add i64 %v1567, %i1532
  %v1569 = mul i64 %v1568, %size.H
  %v1570 = add i64 %i19, %i1538
  %v1571 = sub i64 %v1570, 1
  %v1572 = add i64 %v1569, %v1571
  %v1573 = mul i64 %v1572, %size.W
  %v1574 = add i64 %i1525, %i1544
  %v1575 = sub i64 %v1574, 1
  %v1576 = add i64 %v1573, %v1575
  %p1577 = getelementptr float, ptr %buf.x, i64 %v1576
  %ld1578 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1577, <16 x i1> %v1566, <16 x float> zeroinitializer)
  %v1579 = mul i64 %v29, %size.C
  %v1580 = add i64 %v1579, %i1532
  %v1581 = mul i64 %v1580, %size.R
  %v1582 = add i64 %v1581, %i1538
  %v1583 = mul i64 %v1582, %size.S
  %v1584 = add i64 %v1583, %i1544
  %p1585 = getelementptr float, ptr %buf.w, i64 %v1584
  %ld1586 = load float, ptr %p1585, align 4
  %ins1587 = insertelement <16 x float> poison, float %ld1586, i64 0
  %splat1588 = shufflevector <16 x float> %ins1587, <16 x float> poison, <16 x i32> zeroinitializer
  %v1589 = fmul contract <16 x float> %ld1578, %splat1588
  %v1590 = add i64 %i19, %i1538
  %v1591 = sub i64 %v1590, 1
  %v1592 = icmp sge i64 %v1591, 0
  %v1593 = icmp slt i64 %v1591, %size.H
  %v1594 = and i1 %v1592, %v1593
  %ins1595 = insertelement <16 x i64> poison, i64 %i1544, i64 0
  %splat1596 = shufflevector <16 x i64> %ins1595, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1597 = add <16 x i64> %lane1554, %splat1596
  %v1598 = sub <16 x i64> %v1597, splat (i64 1)
  %ins1599 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1600 = shufflevector <16 x i64> %ins1599, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1601 = icmp sge <16 x i64> %v1598, zeroinitializer
  %v1602 = icmp slt <16 x i64> %v1598, %splat1600
  %v1603 = and <16 x i1> %v1601, %v1602
  %ins1604 = insertelement <16 x i1> poison, i1 %v1594, i64 0
  %splat1605 = shufflevector <16 x i1> %ins1604, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1606 = and <16 x i1> %splat1605, %v1603
  %old1607 = load <16 x float>, ptr %acc1527
  %v1608 = fadd <16 x float> %old1607, %v1589
  %v1609 = select <16 x i1> %v1606, <16 x float> %v1608, <16 x float> %old1607
  store <16 x float> %v1609, ptr %acc1527
  %v1610 = add nsw i64 %i1544, 1
  store i64 %v1610, ptr %s.addr.1540
  br label %cond1541
exit1543:
  %v1611 = add nsw i64 %i1538, 1
  store i64 %v1611, ptr %r.addr.1534
  br label %cond1535
exit1537:
  %v1612 = add nsw i64 %i1532, 1
  store i64 %v1612, ptr %c.addr.1528
  br label %cond1529
exit1531:
  %red1613 = load <16 x float>, ptr %acc1527
  %p1614 = getelementptr float, ptr %buf.b, i64 %v29
  %ld1615 = load float, ptr %p1614, align 4
  %ins1616 = insertelement <16 x float> poison, float %ld1615, i64 0
  %splat1617 = shufflevector <16 x float> %ins1616, <16 x float> poison, <16 x i32> zeroinitializer
  %v1618 = fadd contract <16 x float> %splat1617, %red1613
  %v1619 = add i64 %size.H, 1
  %v1620 = add i64 %v1619, 1
  %v1621 = sub i64 %size.R, 1
  %v1622 = sub i64 %v1620, %v1621
  %v1623 = sub i64 %v1622, 1
  %v1624 = add i64 %v1623, 1
  %v1625 = mul i64 %v29, %v1624
  %v1626 = add i64 %v1625, %i19
  %v1627 = add i64 %size.W, 1
  %v1628 = add i64 %v1627, 1
  %v1629 = sub i64 %size.S, 1
  %v1630 = sub i64 %v1628, %v1629
  %v1631 = sub i64 %v1630, 1
  %v1632 = add i64 %v1631, 1
  %v1633 = mul i64 %v1626, %v1632
  %v1634 = add i64 %v1633, %i1525
  %p1635 = getelementptr float, ptr %buf.e0, i64 %v1634
  %ld1636 = load <16 x float>, ptr %p1635, align 4
  %v1637 = fadd contract <16 x float> %v1618, %ld1636
  %v1638 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1637, <16 x float> splat (float 0x0000000000000000))
  %v1639 = mul i64 %i7, %size.K
  %v1640 = add i64 %v1639, %v29
  %v1641 = add i64 %size.H, 1
  %v1642 = add i64 %v1641, 1
  %v1643 = sub i64 %size.R, 1
  %v1644 = sub i64 %v1642, %v1643
  %v1645 = sub i64 %v1644, 1
  %v1646 = add i64 %v1645, 1
  %v1647 = mul i64 %v1640, %v1646
  %v1648 = add i64 %v1647, %i19
  %v1649 = add i64 %size.W, 1
  %v1650 = add i64 %v1649, 1
  %v1651 = sub i64 %size.S, 1
  %v1652 = sub i64 %v1650, %v1651
  %v1653 = sub i64 %v1652, 1
  %v1654 = add i64 %v1653, 1
  %v1655 = mul i64 %v1648, %v1654
  %v1656 = add i64 %v1655, %i1525
  %p1657 = getelementptr float, ptr %buf.y, i64 %v1656
  store <16 x float> %v1638, ptr %p1657, align 4
  %v1658 = add nsw i64 %i1525, 16
  store i64 %v1658, ptr %q.addr.1520
  br label %cond1522
exit1524:
  %i1659 = load i64, ptr %q.addr.1520
  %v1660 = icmp slt i64 %i1659, %v1519
  br i1 %v1660, label %tail1661, label %done1662
tail1661:
  %mask1663 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1659, i64 %v1519)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1664
  store i64 0, ptr %c.addr.1665
  br label %cond1666
cond1666:
  %i1669 = load i64, ptr %c.addr.1665
  %v1670 = icmp slt i64 %i1669, %size.C
  br i1 %v1670, label %body1667, label %exit1668
body1667:
  store i64 0, ptr %r.addr.1671
  br label %cond1672
cond1672:
  %i1675 = load i64, ptr %r.addr.1671
  %v1676 = icmp slt i64 %i1675, %size.R
  br i1 %v1676, label %body1673, label %exit1674
body1673:
  store i64 0, ptr %s.addr.1677
  br label %cond1678
cond1678:
  %i1681 = load i64, ptr %s.addr.1677
  %v1682 = icmp slt i64 %i1681, %size.S
  br i1 %v1682, label %body1679, label %exit1680
body1679:
  %v1683 = add i64 %i19, %i1675
  %v1684 = sub i64 %v1683, 1
  %v1685 = icmp sge i64 %v1684, 0
  %v1686 = icmp slt i64 %v1684, %size.H
  %v1687 = and i1 %v1685, %v1686
  %ins1688 = insertelement <16 x i64> poison, i64 %i1659, i64 0
  %splat1689 = shufflevector <16 x i64> %ins1688, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1690 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1691 = add <16 x i64> %splat1689, %step1690
  %ins1692 = insertelement <16 x i64> poison, i64 %i1681, i64 0
  %splat1693 = shufflevector <16 x i64> %ins1692, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1694 = add <16 x i64> %lane1691, %splat1693
  %v1695 = sub <16 x i64> %v1694, splat (i64 1)
  %ins1696 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1697 = shufflevector <16 x i64> %ins1696, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1698 = icmp sge <16 x i64> %v1695, zeroinitializer
  %v1699 = icmp slt <16 x i64> %v1695, %splat1697
  %v1700 = and <16 x i1> %v1698, %v1699
  %ins1701 = insertelement <16 x i1> poison, i1 %v1687, i64 0
  %splat1702 = shufflevector <16 x i1> %ins1701, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1703 = and <16 x i1> %splat1702, %v1700
  %v1704 = and <16 x i1> %mask1663, %v1703
  %v1705 = mul i64 %i7, %size.C
  %v1706 = add i64 %v1705, %i1669
  %v1707 = mul i64 %v1706, %size.H
  %v1708 = add i64 %i19, %i1675
  %v1709 = sub i64 %v1708, 1
  %v1710 = add i64 %v1707, %v1709
  %v1711 = mul i64 %v1710, %size.W
  %v1712 = add i64 %i1659, %i1681
  %v1713 = sub i64 %v1712, 1
  %v1714 = add i64 %v1711, %v1713
  %p1715 = getelementptr float, ptr %buf.x, i64 %v1714
  %ld1716 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1715, <16 x i1> %v1704, <16 x float> zeroinitializer)
  %v1717 = mul i64 %v29, %size.C
  %v1718 = add i64 %v1717, %i1669
  %v1719 = mul i64 %v1718, %size.R
  %v1720 = add i64 %v1719, %i1675
  %v1721 = mul i64 %v1720, %size.S
  %v1722 = add i64 %v1721, %i1681
  %p1723 = getelementptr float, ptr %buf.w, i64 %v1722
  %ld1724 = load float, ptr %p1723, align 4
  %ins1725 = insertelement <16 x float> poison, float %ld1724, i64 0
  %splat1726 = shufflevector <16 x float> %ins1725, <16 x float> poison, <16 x i32> zeroinitializer
  %v1727 = fmul contract <16 x float> %ld1716, %splat1726
  %v1728 = add i64 %i19, %i1675
  %v1729 = sub i64 %v1728, 1
  %v1730 = icmp sge i64 %v1729, 0
  %v1731 = icmp slt i64 %v1729, %size.H
  %v1732 = and i1 %v1730, %v1731
  %ins1733 = insertelement <16 x i64> poison, i64 %i1681, i64 0
  %splat1734 = shufflevector <16 x i64> %ins1733, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1735 = add <16 x i64> %lane1691, %splat1734
  %v1736 = sub <16 x i64> %v1735, splat (i64 1)
  %ins1737 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1738 = shufflevector <16 x i64> %ins1737, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1739 = icmp sge <16 x i64> %v1736, zeroinitializer
  %v1740 = icmp slt <16 x i64> %v1736, %splat1738
  %v1741 = and <16 x i1> %v1739, %v1740
  %ins1742 = insertelement <16 x i1> poison, i1 %v1732, i64 0
  %splat1743 = shufflevector <16 x i1> %ins1742, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1744 = and <16 x i1> %splat1743, %v1741
  %v1745 = and <16 x i1> %mask1663, %v1744
  %old1746 = load <16 x float>, ptr %acc1664
  %v1747 = fadd <16 x float> %old1746, %v1727
  %v1748 = select <16 x i1> %v1745, <16 x float> %v1747, <16 x float> %old1746
  store <16 x float> %v1748, ptr %acc1664
  %v1749 = add nsw i64 %i1681, 1
  store i64 %v1749, ptr %s.addr.1677
  br label %cond1678
exit1680:
  %v1750 = add nsw i64 %i1675, 1
  store i64 %v1750, ptr %r.addr.1671
  br label %cond1672
exit1674:
  %v1751 = add nsw i64 %i1669, 1
  store i64 %v1751, ptr %c.addr.1665
  br label %cond1666
exit1668:
  %red1752 = load <16 x float>, ptr %acc1664
  %p1753 = getelementptr float, ptr %buf.b, i64 %v29
  %ld1754 = load float, ptr %p1753, align 4
  %ins1755 = insertelement <16 x float> poison, float %ld1754, i64 0
  %splat1756 = shufflevector <16 x float> %ins1755, <16 x float> poison, <16 x i32> zeroinitializer
  %v1757 = fadd contract <16 x float> %splat1756, %red1752
  %v1758 = add i64 %size.H, 1
  %v1759 = add i64 %v1758, 1
  %v1760 = sub i64 %size.R, 1
  %v1761 = sub i64 %v1759, %v1760
  %v1762 = sub i64 %v1761, 1
  %v1763 = add i64 %v1762, 1
  %v1764 = mul i64 %v29, %v1763
  %v1765 = add i64 %v1764, %i19
  %v1766 = add i64 %size.W, 1
  %v1767 = add i64 %v1766, 1
  %v1768 = sub i64 %size.S, 1
  %v1769 = sub i64 %v1767, %v1768
  %v1770 = sub i64 %v1769, 1
  %v1771 = add i64 %v1770, 1
  %v1772 = mul i64 %v1765, %v1771
  %v1773 = add i64 %v1772, %i1659
  %p1774 = getelementptr float, ptr %buf.e0, i64 %v1773
  %ld1775 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1774, <16 x i1> %mask1663, <16 x float> zeroinitializer)
  %v1776 = fadd contract <16 x float> %v1757, %ld1775
  %v1777 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1776, <16 x float> splat (float 0x0000000000000000))
  %v1778 = mul i64 %i7, %size.K
  %v1779 = add i64 %v1778, %v29
  %v1780 = add i64 %size.H, 1
  %v1781 = add i64 %v1780, 1
  %v1782 = sub i64 %size.R, 1
  %v1783 = sub i64 %v1781, %v1782
  %v1784 = sub i64 %v1783, 1
  %v1785 = add i64 %v1784, 1
  %v1786 = mul i64 %v1779, %v1785
  %v1787 = add i64 %v1786, %i19
  %v1788 = add i64 %size.W, 1
  %v1789 = add i64 %v1788, 1
  %v1790 = sub i64 %size.S, 1
  %v1791 = sub i64 %v1789, %v1790
  %v1792 = sub i64 %v1791, 1
  %v1793 = add i64 %v1792, 1
  %v1794 = mul i64 %v1787, %v1793
  %v1795 = add i64 %v1794, %i1659
  %p1796 = getelementptr float, ptr %buf.y, i64 %v1795
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1777, ptr align 4 %p1796, <16 x i1> %mask1663)
  br label %done1662
done1662:
  %v1797 = add i64 %size.W, 1
  %v1798 = add i64 %v1797, 1
  %v1799 = sub i64 %size.S, 1
  %v1800 = sub i64 %v1798, %v1799
  %v1801 = sub i64 %v1800, 1
  %v1802 = add i64 %v1801, 1
  store i64 %v947, ptr %q.addr.1803
  %v1804 = sub i64 %v1802, 16
  br label %cond1805
cond1805:
  %i1808 = load i64, ptr %q.addr.1803
  %v1809 = icmp sle i64 %i1808, %v1804
  br i1 %v1809, label %body1806, label %exit1807
body1806:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1810
  store i64 0, ptr %c.addr.1811
  br label %cond1812
cond1812:
  %i1815 = load i64, ptr %c.addr.1811
  %v1816 = icmp slt i64 %i1815, %size.C
  br i1 %v1816, label %body1813, label %exit1814
body1813:
  store i64 0, ptr %r.addr.1817
  br label %cond1818
cond1818:
  %i1821 = load i64, ptr %r.addr.1817
  %v1822 = icmp slt i64 %i1821, %size.R
  br i1 %v1822, label %body1819, label %exit1820
body1819:
  store i64 0, ptr %s.addr.1823
  br label %cond1824
cond1824:
  %i1827 = load i64, ptr %s.addr.1823
  %v1828 = icmp slt i64 %i1827, %size.S
  br i1 %v1828, label %body1825, label %exit1826
body1825:
  %v1829 = add i64 %i19, %i1821
  %v1830 = sub i64 %v1829, 1
  %v1831 = icmp sge i64 %v1830, 0
  %v1832 = icmp slt i64 %v1830, %size.H
  %v1833 = and i1 %v1831, %v1832
  %ins1834 = insertelement <16 x i64> poison, i64 %i1808, i64 0
  %splat1835 = shufflevector <16 x i64> %ins1834, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1836 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1837 = add <16 x i64> %splat1835, %step1836
  %ins1838 = insertelement <16 x i64> poison, i64 %i1827, i64 0
  %splat1839 = shufflevector <16 x i64> %ins1838, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1840 = add <16 x i64> %lane1837, %splat1839
  %v1841 = sub <16 x i64> %v1840, splat (i64 1)
  %ins1842 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1843 = shufflevector <16 x i64> %ins1842, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1844 = icmp sge <16 x i64> %v1841, zeroinitializer
  %v1845 = icmp slt <16 x i64> %v1841, %splat1843
  %v1846 = and <16 x i1> %v1844, %v1845
  %ins1847 = insertelement <16 x i1> poison, i1 %v1833, i64 0
  %splat1848 = shufflevector <16 x i1> %ins1847, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1849 = and <16 x i1> %splat1848, %v1846
  %v1850 = mul i64 %i7, %size.C
  %v1851 = add i64 %v1850, %i1815
  %v1852 = mul i64 %v1851, %size.H
  %v1853 = add i64 %i19, %i1821
  %v1854 = sub i64 %v1853, 1
  %v1855 = add i64 %v1852, %v1854
  %v1856 = mul i64 %v1855, %size.W
  %v1857 = add i64 %i1808, %i1827
  %v1858 = sub i64 %v1857, 1
  %v1859 = add i64 %v1856, %v1858
  %p1860 = getelementptr float, ptr %buf.x, i64 %v1859
  %ld1861 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1860, <16 x i1> %v1849, <16 x float> zeroinitializer)
  %v1862 = mul i64 %v30, %size.C
  %v1863 = add i64 %v1862, %i1815
  %v1864 = mul i64 %v1863, %size.R
  %v1865 = add i64 %v1864, %i1821
  %v1866 = mul i64 %v1865, %size.S
  %v1867 = add i64 %v1866, %i1827
  %p1868 = getelementptr float, ptr %buf.w, i64 %v1867
  %ld1869 = load float, ptr %p1868, align 4
  %ins1870 = insertelement <16 x float> poison, float %ld1869, i64 0
  %splat1871 = shufflevector <16 x float> %ins1870, <16 x float> poison, <16 x i32> zeroinitializer
  %v1872 = fmul contract <16 x float> %ld1861, %splat1871
  %v1873 = add i64 %i19, %i1821
  %v1874 = sub i64 %v1873, 1
  %v1875 = icmp sge i64 %v1874, 0
  %v1876 = icmp slt i64 %v1874, %size.H
  %v1877 = and i1 %v1875, %v1876
  %ins1878 = insertelement <16 x i64> poison, i64 %i1827, i64 0
  %splat1879 = shufflevector <16 x i64> %ins1878, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1880 = add <16 x i64> %lane1837, %splat1879
  %v1881 = sub <16 x i64> %v1880, splat (i64 1)
  %ins1882 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1883 = shufflevector <16 x i64> %ins1882, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1884 = icmp sge <16 x i64> %v1881, zeroinitializer
  %v1885 = icmp slt <16 x i64> %v1881, %splat1883
  %v1886 = and <16 x i1> %v1884, %v1885
  %ins1887 = insertelement <16 x i1> poison, i1 %v1877, i64 0
  %splat1888 = shufflevector <16 x i1> %ins1887, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1889 = and <16 x i1> %splat1888, %v1886
  %old1890 = load <16 x float>, ptr %acc1810
  %v1891 = fadd <16 x float> %old1890, %v1872
  %v1892 = select <16 x i1> %v1889, <16 x float> %v1891, <16 x float> %old1890
  store <16 x float> %v1892, ptr %acc1810
  %v1893 = add nsw i64 %i1827, 1
  store i64 %v1893, ptr %s.addr.1823
  br label %cond1824
exit1826:
  %v1894 = add nsw i64 %i1821, 1
  store i64 %v1894, ptr %r.addr.1817
  br label %cond1818
exit1820:
  %v1895 = add nsw i64 %i1815, 1
  store i64 %v1895, ptr %c.addr.1811
  br label %cond1812
exit1814:
  %red1896 = load <16 x float>, ptr %acc1810
  %p1897 = getelementptr float, ptr %buf.b, i64 %v30
  %ld1898 = load float, ptr %p1897, align 4
  %ins1899 = insertelement <16 x float> poison, float %ld1898, i64 0
  %splat1900 = shufflevector <16 x float> %ins1899, <16 x float> poison, <16 x i32> zeroinitializer
  %v1901 = fadd contract <16 x float> %splat1900, %red1896
  %v1902 = add i64 %size.H, 1
  %v1903 = add i64 %v1902, 1
  %v1904 = sub i64 %size.R, 1
  %v1905 = sub i64 %v1903, %v1904
  %v1906 = sub i64 %v1905, 1
  %v1907 = add i64 %v1906, 1
  %v1908 = mul i64 %v30, %v1907
  %v1909 = add i64 %v1908, %i19
  %v1910 = add i64 %size.W, 1
  %v1911 = add i64 %v1910, 1
  %v1912 = sub i64 %size.S, 1
  %v1913 = sub i64 %v1911, %v1912
  %v1914 = sub i64 %v1913, 1
  %v1915 = add i64 %v1914, 1
  %v1916 = mul i64 %v1909, %v1915
  %v1917 = add i64 %v1916, %i1808
  %p1918 = getelementptr float, ptr %buf.e0, i64 %v1917
  %ld1919 = load <16 x float>, ptr %p1918, align 4
  %v1920 = fadd contract <16 x float> %v1901, %ld1919
  %v1921 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1920, <16 x float> splat (float 0x0000000000000000))
  %v1922 = mul i64 %i7, %size.K
  %v1923 = add i64 %v1922, %v30
  %v1924 = add i64 %size.H, 1
  %v1925 = add i64 %v1924, 1
  %v1926 = sub i64 %size.R, 1
  %v1927 = sub i64 %v1925, %v1926
  %v1928 = sub i64 %v1927, 1
  %v1929 = add i64 %v1928, 1
  %v1930 = mul i64 %v1923, %v1929
  %v1931 = add i64 %v1930, %i19
  %v1932 = add i64 %size.W, 1
  %v1933 = add i64 %v1932, 1
  %v1934 = sub i64 %size.S, 1
  %v1935 = sub i64 %v1933, %v1934
  %v1936 = sub i64 %v1935, 1
  %v1937 = add i64 %v1936, 1
  %v1938 = mul i64 %v1931, %v1937
  %v1939 = add i64 %v1938, %i1808
  %p1940 = getelementptr float, ptr %buf.y, i64 %v1939
  store <16 x float> %v1921, ptr %p1940, align 4
  %v1941 = add nsw i64 %i1808, 16
  store i64 %v1941, ptr %q.addr.1803
  br label %cond1805
exit1807:
  %i1942 = load i64, ptr %q.addr.1803
  %v1943 = icmp slt i64 %i1942, %v1802
  br i1 %v1943, label %tail1944, label %done1945
tail1944:
  %mask1946 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1942, i64 %v1802)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1947
  store i64 0, ptr %c.addr.1948
  br label %cond1949
cond1949:
  %i1952 = load i64, ptr %c.addr.1948
  %v1953 = icmp slt i64 %i1952, %size.C
  br i1 %v1953, label %body1950, label %exit1951
body1950:
  store i64 0, ptr %r.addr.1954
  br label %cond1955
cond1955:
  %i1958 = load i64, ptr %r.addr.1954
  %v1959 = icmp slt i64 %i1958, %size.R
  br i1 %v1959, label %body1956, label %exit1957
body1956:
  store i64 0, ptr %s.addr.1960
  br label %cond1961
cond1961:
  %i1964 = load i64, ptr %s.addr.1960
  %v1965 = icmp slt i64 %i1964, %size.S
  br i1 %v1965, label %body1962, label %exit1963
body1962:
  %v1966 = add i64 %i19, %i1958
  %v1967 = sub i64 %v1966, 1
  %v1968 = icmp sge i64 %v1967, 0
  %v1969 = icmp slt i64 %v1967, %size.H
  %v1970 = and i1 %v1968, %v1969
  %ins1971 = insertelement <16 x i64> poison, i64 %i1942, i64 0
  %splat1972 = shufflevector <16 x i64> %ins1971, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1973 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1974 = add <16 x i64> %splat1972, %step1973
  %ins1975 = insertelement <16 x i64> poison, i64 %i1964, i64 0
  %splat1976 = shufflevector <16 x i64> %ins1975, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1977 = add <16 x i64> %lane1974, %splat1976
  %v1978 = sub <16 x i64> %v1977, splat (i64 1)
  %ins1979 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1980 = shufflevector <16 x i64> %ins1979, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1981 = icmp sge <16 x i64> %v1978, zeroinitializer
  %v1982 = icmp slt <16 x i64> %v1978, %splat1980
  %v1983 = and <16 x i1> %v1981, %v1982
  %ins1984 = insertelement <16 x i1> poison, i1 %v1970, i64 0
  %splat1985 = shufflevector <16 x i1> %ins1984, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1986 = and <16 x i1> %splat1985, %v1983
  %v1987 = and <16 x i1> %mask1946, %v1986
  %v1988 = mul i64 %i7, %size.C
  %v1989 = add i64 %v1988, %i1952
  %v1990 = mul i64 %v1989, %size.H
  %v1991 = add i64 %i19, %i1958
  %v1992 = sub i64 %v1991, 1
  %v1993 = add i64 %v1990, %v1992
  %v1994 = mul i64 %v1993, %size.W
  %v1995 = add i64 %i1942, %i1964
  %v1996 = sub i64 %v1995, 1
  %v1997 = add i64 %v1994, %v1996
  %p1998 = getelementptr float, ptr %buf.x, i64 %v1997
  %ld1999 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1998, <16 x i1> %v1987, <16 x float> zeroinitializer)
  %v2000 = mul i64 %v30, %size.C
  %v2001 = add i64 %v2000, %i1952
  %v2002 = mul i64 %v2001, %size.R
  %v2003 = add i64 %v2002, %i1958
  %v2004 = mul i64 %v2003, %size.S
  %v2005 = add i64 %v2004, %i1964
  %p2006 = getelementptr float, ptr %buf.w, i64 %v2005
  %ld2007 = load float, ptr %p2006, align 4
  %ins2008 = insertelement <16 x float> poison, float %ld2007, i64 0
  %splat2009 = shufflevector <16 x float> %ins2008, <16 x float> poison, <16 x i32> zeroinitializer
  %v2010 = fmul contract <16 x float> %ld1999, %splat2009
  %v2011 = add i64 %i19, %i1958
  %v2012 = sub i64 %v2011, 1
  %v2013 = icmp sge i64 %v2012, 0
  %v2014 = icmp slt i64 %v2012, %size.H
  %v2015 = and i1 %v2013, %v2014
  %ins2016 = insertelement <16 x i64> poison, i64 %i1964, i64 0
  %splat2017 = shufflevector <16 x i64> %ins2016, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2018 = add <16 x i64> %lane1974, %splat2017
  %v2019 = sub <16 x i64> %v2018, splat (i64 1)
  %ins2020 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2021 = shufflevector <16 x i64> %ins2020, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2022 = icmp sge <16 x i64> %v2019, zeroinitializer
  %v2023 = icmp slt <16 x i64> %v2019, %splat2021
  %v2024 = and <16 x i1> %v2022, %v2023
  %ins2025 = insertelement <16 x i1> poison, i1 %v2015, i64 0
  %splat2026 = shufflevector <16 x i1> %ins2025, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2027 = and <16 x i1> %splat2026, %v2024
  %v2028 = and <16 x i1> %mask1946, %v2027
  %old2029 = load <16 x float>, ptr %acc1947
  %v2030 = fadd <16 x float> %old2029, %v2010
  %v2031 = select <16 x i1> %v2028, <16 x float> %v2030, <16 x float> %old2029
  store <16 x float> %v2031, ptr %acc1947
  %v2032 = add nsw i64 %i1964, 1
  store i64 %v2032, ptr %s.addr.1960
  br label %cond1961
exit1963:
  %v2033 = add nsw i64 %i1958, 1
  store i64 %v2033, ptr %r.addr.1954
  br label %cond1955
exit1957:
  %v2034 = add nsw i64 %i1952, 1
  store i64 %v2034, ptr %c.addr.1948
  br label %cond1949
exit1951:
  %red2035 = load <16 x float>, ptr %acc1947
  %p2036 = getelementptr float, ptr %buf.b, i64 %v30
  %ld2037 = load float, ptr %p2036, align 4
  %ins2038 = insertelement <16 x float> poison, float %ld2037, i64 0
  %splat2039 = shufflevector <16 x float> %ins2038, <16 x float> poison, <16 x i32> zeroinitializer
  %v2040 = fadd contract <16 x float> %splat2039, %red2035
  %v2041 = add i64 %size.H, 1
  %v2042 = add i64 %v2041, 1
  %v2043 = sub i64 %size.R, 1
  %v2044 = sub i64 %v2042, %v2043
  %v2045 = sub i64 %v2044, 1
  %v2046 = add i64 %v2045, 1
  %v2047 = mul i64 %v30, %v2046
  %v2048 = add i64 %v2047, %i19
  %v2049 = add i64 %size.W, 1
  %v2050 = add i64 %v2049, 1
  %v2051 = sub i64 %size.S, 1
  %v2052 = sub i64 %v2050, %v2051
  %v2053 = sub i64 %v2052, 1
  %v2054 = add i64 %v2053, 1
  %v2055 = mul i64 %v2048, %v2054
  %v2056 = add i64 %v2055, %i1942
  %p2057 = getelementptr float, ptr %buf.e0, i64 %v2056
  %ld2058 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2057, <16 x i1> %mask1946, <16 x float> zeroinitializer)
  %v2059 = fadd contract <16 x float> %v2040, %ld2058
  %v2060 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2059, <16 x float> splat (float 0x0000000000000000))
  %v2061 = mul i64 %i7, %size.K
  %v2062 = add i64 %v2061, %v30
  %v2063 = add i64 %size.H, 1
  %v2064 = add i64 %v2063, 1
  %v2065 = sub i64 %size.R, 1
  %v2066 = sub i64 %v2064, %v2065
  %v2067 = sub i64 %v2066, 1
  %v2068 = add i64 %v2067, 1
  %v2069 = mul i64 %v2062, %v2068
  %v2070 = add i64 %v2069, %i19
  %v2071 = add i64 %size.W, 1
  %v2072 = add i64 %v2071, 1
  %v2073 = sub i64 %size.S, 1
  %v2074 = sub i64 %v2072, %v2073
  %v2075 = sub i64 %v2074, 1
  %v2076 = add i64 %v2075, 1
  %v2077 = mul i64 %v2070, %v2076
  %v2078 = add i64 %v2077, %i1942
  %p2079 = getelementptr float, ptr %buf.y, i64 %v2078
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2060, ptr align 4 %p2079, <16 x i1> %mask1946)
  br label %done1945
done1945:
  %v2080 = add nsw i64 %i26, 4
  store i64 %v2080, ptr %k.addr.21
  br label %cond23
exit25:
  br label %cond2081
cond2081:
  %i2084 = load i64, ptr %k.addr.21
  %v2085 = icmp slt i64 %i2084, %size.K
  br i1 %v2085, label %body2082, label %exit2083
body2082:
  %v2086 = add i64 %size.W, 1
  %v2087 = add i64 %v2086, 1
  %v2088 = sub i64 %size.S, 1
  %v2089 = sub i64 %v2087, %v2088
  %v2090 = sub i64 %v2089, 1
  %v2091 = add i64 %v2090, 1
  store i64 0, ptr %q.addr.2092
  %v2093 = sub i64 %v2091, 128
  br label %cond2094
cond2094:
  %i2097 = load i64, ptr %q.addr.2092
  %v2098 = icmp sle i64 %i2097, %v2093
  br i1 %v2098, label %body2095, label %exit2096
body2095:
  %v2099 = add nsw i64 %i2097, 16
  %v2100 = add nsw i64 %i2097, 32
  %v2101 = add nsw i64 %i2097, 48
  %v2102 = add nsw i64 %i2097, 64
  %v2103 = add nsw i64 %i2097, 80
  %v2104 = add nsw i64 %i2097, 96
  %v2105 = add nsw i64 %i2097, 112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2106
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2107
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2108
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2109
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2110
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2111
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2113
  store i64 0, ptr %c.addr.2114
  br label %cond2115
cond2115:
  %i2118 = load i64, ptr %c.addr.2114
  %v2119 = icmp slt i64 %i2118, %size.C
  br i1 %v2119, label %body2116, label %exit2117
body2116:
  store i64 0, ptr %r.addr.2120
  br label %cond2121
cond2121:
  %i2124 = load i64, ptr %r.addr.2120
  %v2125 = icmp slt i64 %i2124, %size.R
  br i1 %v2125, label %body2122, label %exit2123
body2122:
  store i64 0, ptr %s.addr.2126
  br label %cond2127
cond2127:
  %i2130 = load i64, ptr %s.addr.2126
  %v2131 = icmp slt i64 %i2130, %size.S
  br i1 %v2131, label %body2128, label %exit2129
body2128:
  %v2132 = add i64 %i19, %i2124
  %v2133 = sub i64 %v2132, 1
  %v2134 = icmp sge i64 %v2133, 0
  %v2135 = icmp slt i64 %v2133, %size.H
  %v2136 = and i1 %v2134, %v2135
  %ins2137 = insertelement <16 x i64> poison, i64 %i2097, i64 0
  %splat2138 = shufflevector <16 x i64> %ins2137, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2139 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2140 = add <16 x i64> %splat2138, %step2139
  %ins2141 = insertelement <16 x i64> poison, i64 %i2130, i64 0
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
  %v2154 = add i64 %v2153, %i2118
  %v2155 = mul i64 %v2154, %size.H
  %v2156 = add i64 %i19, %i2124
  %v2157 = sub i64 %v2156, 1
  %v2158 = add i64 %v2155, %v2157
  %v2159 = mul i64 %v2158, %size.W
  %v2160 = add i64 %i2097, %i2130
  %v2161 = sub i64 %v2160, 1
  %v2162 = add i64 %v2159, %v2161
  %p2163 = getelementptr float, ptr %buf.x, i64 %v2162
  %ld2164 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2163, <16 x i1> %v2152, <16 x float> zeroinitializer)
  %v2165 = mul i64 %i2084, %size.C
  %v2166 = add i64 %v2165, %i2118
  %v2167 = mul i64 %v2166, %size.R
  %v2168 = add i64 %v2167, %i2124
  %v2169 = mul i64 %v2168, %size.S
  %v2170 = add i64 %v2169, %i2130
  %p2171 = getelementptr float, ptr %buf.w, i64 %v2170
  %ld2172 = load float, ptr %p2171, align 4
  %ins2173 = insertelement <16 x float> poison, float %ld2172, i64 0
  %splat2174 = shufflevector <16 x float> %ins2173, <16 x float> poison, <16 x i32> zeroinitializer
  %v2175 = fmul contract <16 x float> %ld2164, %splat2174
  %v2176 = add i64 %i19, %i2124
  %v2177 = sub i64 %v2176, 1
  %v2178 = icmp sge i64 %v2177, 0
  %v2179 = icmp slt i64 %v2177, %size.H
  %v2180 = and i1 %v2178, %v2179
  %ins2181 = insertelement <16 x i64> poison, i64 %i2130, i64 0
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
  %old2193 = load <16 x float>, ptr %acc2106
  %v2194 = fadd <16 x float> %old2193, %v2175
  %v2195 = select <16 x i1> %v2192, <16 x float> %v2194, <16 x float> %old2193
  store <16 x float> %v2195, ptr %acc2106
  %v2196 = add i64 %i19, %i2124
  %v2197 = sub i64 %v2196, 1
  %v2198 = icmp sge i64 %v2197, 0
  %v2199 = icmp slt i64 %v2197, %size.H
  %v2200 = and i1 %v2198, %v2199
  %ins2201 = insertelement <16 x i64> poison, i64 %v2099, i64 0
  %splat2202 = shufflevector <16 x i64> %ins2201, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2203 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2204 = add <16 x i64> %splat2202, %step2203
  %ins2205 = insertelement <16 x i64> poison, i64 %i2130, i64 0
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
  %v2218 = add i64 %v2217, %i2118
  %v2219 = mul i64 %v2218, %size.H
  %v2220 = add i64 %i19, %i2124
  %v2221 = sub i64 %v2220, 1
  %v2222 = add i64 %v2219, %v2221
  %v2223 = mul i64 %v2222, %size.W
  %v2224 = add i64 %v2099, %i2130
  %v2225 = sub i64 %v2224, 1
  %v2226 = add i64 %v2223, %v2225
  %p2227 = getelementptr float, ptr %buf.x, i64 %v2226
  %ld2228 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2227, <16 x i1> %v2216, <16 x float> zeroinitializer)
  %v2229 = mul i64 %i2084, %size.C
  %v2230 = add i64 %v2229, %i2118
  %v2231 = mul i64 %v2230, %size.R
  %v2232 = add i64 %v2231, %i2124
  %v2233 = mul i64 %v2232, %size.S
  %v2234 = add i64 %v2233, %i2130
  %p2235 = getelementptr float, ptr %buf.w, i64 %v2234
  %ld2236 = load float, ptr %p2235, align 4
  %ins2237 = insertelement <16 x float> poison, float %ld2236, i64 0
  %splat2238 = shufflevector <16 x float> %ins2237, <16 x float> poison, <16 x i32> zeroinitializer
  %v2239 = fmul contract <16 x float> %ld2228, %splat2238
  %v2240 = add i64 %i19, %i2124
  %v2241 = sub i64 %v2240, 1
  %v2242 = icmp sge i64 %v2241, 0
  %v2243 = icmp slt i64 %v2241, %size.H
  %v2244 = and i1 %v2242, %v2243
  %ins2245 = insertelement <16 x i64> poison, i64 %i2130, i64 0
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
  %old2257 = load <16 x float>, ptr %acc2107
  %v2258 = fadd <16 x float> %old2257, %v2239
  %v2259 = select <16 x i1> %v2256, <16 x float> %v2258, <16 x float> %old2257
  store <16 x float> %v2259, ptr %acc2107
  %v2260 = add i64 %i19, %i2124
  %v2261 = sub i64 %v2260, 1
  %v2262 = icmp sge i64 %v2261, 0
  %v2263 = icmp slt i64 %v2261, %size.H
  %v2264 = and i1 %v2262, %v2263
  %ins2265 = insertelement <16 x i64> poison, i64 %v2100, i64 0
  %splat2266 = shufflevector <16 x i64> %ins2265, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2267 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2268 = add <16 x i64> %splat2266, %step2267
  %ins2269 = insertelement <16 x i64> poison, i64 %i2130, i64 0
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
  %v2282 = add i64 %v2281, %i2118
  %v2283 = mul i64 %v2282, %size.H
  %v2284 = add i64 %i19, %i2124
  %v2285 = sub i64 %v2284, 1
  %v2286 = add i64 %v2283, %v2285
  %v2287 = mul i64 %v2286, %size.W
  %v2288 = add i64 %v2100, %i2130
  %v2289 = sub i64 %v2288, 1
  %v2290 = add i64 %v2287, %v2289
  %p2291 = getelementptr float, ptr %buf.x, i64 %v2290
  %ld2292 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2291, <16 x i1> %v2280, <16 x float> zeroinitializer)
  %v2293 = mul i64 %i2084, %size.C
  %v2294 = add i64 %v2293, %i2118
  %v2295 = mul i64 %v2294, %size.R
  %v2296 = add i64 %v2295, %i2124
  %v2297 = mul i64 %v2296, %size.S
  %v2298 = add i64 %v2297, %i2130
  %p2299 = getelementptr float, ptr %buf.w, i64 %v2298
  %ld2300 = load float, ptr %p2299, align 4
  %ins2301 = insertelement <16 x float> poison, float %ld2300, i64 0
  %splat2302 = shufflevector <16 x float> %ins2301, <16 x float> poison, <16 x i32> zeroinitializer
  %v2303 = fmul contract <16 x float> %ld2292, %splat2302
  %v2304 = add i64 %i19, %i2124
  %v2305 = sub i64 %v2304, 1
  %v2306 = icmp sge i64 %v2305, 0
  %v2307 = icmp slt i64 %v2305, %size.H
  %v2308 = and i1 %v2306, %v2307
  %ins2309 = insertelement <16 x i64> poison, i64 %i2130, i64 0
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
  %old2321 = load <16 x float>, ptr %acc2108
  %v2322 = fadd <16 x float> %old2321, %v2303
  %v2323 = select <16 x i1> %v2320, <16 x float> %v2322, <16 x float> %old2321
  store <16 x float> %v2323, ptr %acc2108
  %v2324 = add i64 %i19, %i2124
  %v2325 = sub i64 %v2324, 1
  %v2326 = icmp sge i64 %v2325, 0
  %v2327 = icmp slt i64 %v2325, %size.H
  %v2328 = and i1 %v2326, %v2327
  %ins2329 = insertelement <16 x i64> poison, i64 %v2101, i64 0
  %splat2330 = shufflevector <16 x i64> %ins2329, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2331 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2332 = add <16 x i64> %splat2330, %step2331
  %ins2333 = insertelement <16 x i64> poison, i64 %i2130, i64 0
  %splat2334 = shufflevector <16 x i64> %ins2333, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2335 = add <16 x i64> %lane2332, %splat2334
  %v2336 = sub <16 x i64> %v2335, splat (i64 1)
  %ins2337 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2338 = shufflevector <16 x i64> %ins2337, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2339 = icmp sge <16 x i64> %v2336, zeroinitializer
  %v2340 = icmp slt <16 x i64> %v2336, %splat2338
  %v2341 = and <16 x i1> %v2339, %v2340
  %ins2342 = insertelement <16 x i1> poison, i1 %v2328, i64 0
  %splat2343 = shufflevector <16 x i1> %ins2342, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2344 = and <16 x i1> %splat2343, %v2341
  %v2345 = mul i64 %i7, %size.C
  %v2346 = add i64 %v2345, %i2118
  %v2347 = mul i64 %v2346, %size.H
  %v2348 = add i64 %i19, %i2124
  %v2349 = sub i64 %v2348, 1
  %v2350 = add i64 %v2347, %v2349
  %v2351 = mul i64 %v2350, %size.W
  %v2352 = add i64 %v2101, %i2130
  %v2353 = sub i64 %v2352, 1
  %v2354 = add i64 %v2351, %v2353
  %p2355 = getelementptr float, ptr %buf.x, i64 %v2354
  %ld2356 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2355, <16 x i1> %v2344, <16 x float> zeroinitializer)
  %v2357 = mul i64 %i2084, %size.C
  %v2358 = add i64 %v2357, %i2118
  %v2359 = mul i64 %v2358, %size.R
  %v2360 = add i64 %v2359, %i2124
  %v2361 = mul i64 %v2360, %size.S
  %v2362 = add i64 %v2361, %i2130
  %p2363 = getelementptr float, ptr %buf.w, i64 %v2362
  %ld2364 = load float, ptr %p2363, align 4
  %ins2365 = insertelement <16 x float> poison, float %ld2364, i64 0
  %splat2366 = shufflevector <16 x float> %ins2365, <16 x float> poison, <16 x i32> zeroinitializer
  %v2367 = fmul contract <16 x float> %ld2356, %splat2366
  %v2368 = add i64 %i19, %i2124
  %v2369 = sub i64 %v2368, 1
  %v2370 = icmp sge i64 %v2369, 0
  %v2371 = icmp slt i64 %v2369, %size.H
  %v2372 = and i1 %v2370, %v2371
  %ins2373 = insertelement <16 x i64> poison, i64 %i2130, i64 0
  %splat2374 = shufflevector <16 x i64> %ins2373, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2375 = add <16 x i64> %lane2332, %splat2374
  %v2376 = sub <16 x i64> %v2375, splat (i64 1)
  %ins2377 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2378 = shufflevector <16 x i64> %ins2377, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2379 = icmp sge <16 x i64> %v2376, zeroinitializer
  %v2380 = icmp slt <16 x i64> %v2376, %splat2378
  %v2381 = and <16 x i1> %v2379, %v2380
  %ins2382 = insertelement <16 x i1> poison, i1 %v2372, i64 0
  %splat2383 = shufflevector <16 x i1> %ins2382, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2384 = and <16 x i1> %splat2383, %v2381
  %old2385 = load <16 x float>, ptr %acc2109
  %v2386 = fadd <16 x float> %old2385, %v2367
  %v2387 = select <16 x i1> %v2384, <16 x float> %v2386, <16 x float> %old2385
  store <16 x float> %v2387, ptr %acc2109
  %v2388 = add i64 %i19, %i2124
  %v2389 = sub i64 %v2388, 1
  %v2390 = icmp sge i64 %v2389, 0
  %v2391 = icmp slt i64 %v2389, %size.H
  %v2392 = and i1 %v2390, %v2391
  %ins2393 = insertelement <16 x i64> poison, i64 %v2102, i64 0
  %splat2394 = shufflevector <16 x i64> %ins2393, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2395 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2396 = add <16 x i64> %splat2394, %step2395
  %ins2397 = insertelement <16 x i64> poison, i64 %i2130, i64 0
  %splat2398 = shufflevector <16 x i64> %ins2397, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2399 = add <16 x i64> %lane2396, %splat2398
  %v2400 = sub <16 x i64> %v2399, splat (i64 1)
  %ins2401 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2402 = shufflevector <16 x i64> %ins2401, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2403 = icmp sge <16 x i64> %v2400, zeroinitializer
  %v2404 = icmp slt <16 x i64> %v2400, %splat2402
  %v2405 = and <16 x i1> %v2403, %v2404
  %ins2406 = insertelement <16 x i1> poison, i1 %v2392, i64 0
  %splat2407 = shufflevector <16 x i1> %ins2406, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2408 = and <16 x i1> %splat2407, %v2405
  %v2409 = mul i64 %i7, %size.C
  %v2410 = add i64 %v2409, %i2118
  %v2411 = mul i64 %v2410, %size.H
  %v2412 = add i64 %i19, %i2124
  %v2413 = sub i64 %v2412, 1
  %v2414 = add i64 %v2411, %v2413
  %v2415 = mul i64 %v2414, %size.W
  %v2416 = add i64 %v2102, %i2130
  %v2417 = sub i64 %v2416, 1
  %v2418 = add i64 %v2415, %v2417
  %p2419 = getelementptr float, ptr %buf.x, i64 %v2418
  %ld2420 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2419, <16 x i1> %v2408, <16 x float> zeroinitializer)
  %v2421 = mul i64 %i2084, %size.C
  %v2422 = add i64 %v2421, %i2118
  %v2423 = mul i64 %v2422, %size.R
  %v2424 = add i64 %v2423, %i2124
  %v2425 = mul i64 %v2424, %size.S
  %v2426 = add i64 %v2425, %i2130
  %p2427 = getelementptr float, ptr %buf.w, i64 %v2426
  %ld2428 = load float, ptr %p2427, align 4
  %ins2429 = insertelement <16 x float> poison, float %ld2428, i64 0
  %splat2430 = shufflevector <16 x float> %ins2429, <16 x float> poison, <16 x i32> zeroinitializer
  %v2431 = fmul contract <16 x float> %ld2420, %splat2430
  %v2432 = add i64 %i19, %i2124
  %v2433 = sub i64 %v2432, 1
  %v2434 = icmp sge i64 %v2433, 0
  %v2435 = icmp slt i64 %v2433, %size.H
  %v2436 = and i1 %v2434, %v2435
  %ins2437 = insertelement <16 x i64> poison, i64 %i2130, i64 0
  %splat2438 = shufflevector <16 x i64> %ins2437, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2439 = add <16 x i64> %lane2396, %splat2438
  %v2440 = sub <16 x i64> %v2439, splat (i64 1)
  %ins2441 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2442 = shufflevector <16 x i64> %ins2441, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2443 = icmp sge <16 x i64> %v2440, zeroinitializer
  %v2444 = icmp slt <16 x i64> %v2440, %splat2442
  %v2445 = and <16 x i1> %v2443, %v2444
  %ins2446 = insertelement <16 x i1> poison, i1 %v2436, i64 0
  %splat2447 = shufflevector <16 x i1> %ins2446, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2448 = and <16 x i1> %splat2447, %v2445
  %old2449 = load <16 x float>, ptr %acc2110
  %v2450 = fadd <16 x float> %old2449, %v2431
  %v2451 = select <16 x i1> %v2448, <16 x float> %v2450, <16 x float> %old2449
  store <16 x float> %v2451, ptr %acc2110
  %v2452 = add i64 %i19, %i2124
  %v2453 = sub i64 %v2452, 1
  %v2454 = icmp sge i64 %v2453, 0
  %v2455 = icmp slt i64 %v2453, %size.H
  %v2456 = and i1 %v2454, %v2455
  %ins2457 = insertelement <16 x i64> poison, i64 %v2103, i64 0
  %splat2458 = shufflevector <16 x i64> %ins2457, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2459 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2460 = add <16 x i64> %splat2458, %step2459
  %ins2461 = insertelement <16 x i64> poison, i64 %i2130, i64 0
  %splat2462 = shufflevector <16 x i64> %ins2461, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2463 = add <16 x i64> %lane2460, %splat2462
  %v2464 = sub <16 x i64> %v2463, splat (i64 1)
  %ins2465 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2466 = shufflevector <16 x i64> %ins2465, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2467 = icmp sge <16 x i64> %v2464, zeroinitializer
  %v2468 = icmp slt <16 x i64> %v2464, %splat2466
  %v2469 = and <16 x i1> %v2467, %v2468
  %ins2470 = insertelement <16 x i1> poison, i1 %v2456, i64 0
  %splat2471 = shufflevector <16 x i1> %ins2470, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2472 = and <16 x i1> %splat2471, %v2469
  %v2473 = mul i64 %i7, %size.C
  %v2474 = add i64 %v2473, %i2118
  %v2475 = mul i64 %v2474, %size.H
  %v2476 = add i64 %i19, %i2124
  %v2477 = sub i64 %v2476, 1
  %v2478 = add i64 %v2475, %v2477
  %v2479 = mul i64 %v2478, %size.W
  %v2480 = add i64 %v2103, %i2130
  %v2481 = sub i64 %v2480, 1
  %v2482 = add i64 %v2479, %v2481
  %p2483 = getelementptr float, ptr %buf.x, i64 %v2482
  %ld2484 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2483, <16 x i1> %v2472, <16 x float> zeroinitializer)
  %v2485 = mul i64 %i2084, %size.C
  %v2486 = add i64 %v2485, %i2118
  %v2487 = mul i64 %v2486, %size.R
  %v2488 = add i64 %v2487, %i2124
  %v2489 = mul i64 %v2488, %size.S
  %v2490 = add i64 %v2489, %i2130
  %p2491 = getelementptr float, ptr %buf.w, i64 %v2490
  %ld2492 = load float, ptr %p2491, align 4
  %ins2493 = insertelement <16 x float> poison, float %ld2492, i64 0
  %splat2494 = shufflevector <16 x float> %ins2493, <16 x float> poison, <16 x i32> zeroinitializer
  %v2495 = fmul contract <16 x float> %ld2484, %splat2494
  %v2496 = add i64 %i19, %i2124
  %v2497 = sub i64 %v2496, 1
  %v2498 = icmp sge i64 %v2497, 0
  %v2499 = icmp slt i64 %v2497, %size.H
  %v2500 = and i1 %v2498, %v2499
  %ins2501 = insertelement <16 x i64> poison, i64 %i2130, i64 0
  %splat2502 = shufflevector <16 x i64> %ins2501, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2503 = add <16 x i64> %lane2460, %splat2502
  %v2504 = sub <16 x i64> %v2503, splat (i64 1)
  %ins2505 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2506 = shufflevector <16 x i64> %ins2505, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2507 = icmp sge <16 x i64> %v2504, zeroinitializer
  %v2508 = icmp slt <16 x i64> %v2504, %splat2506
  %v2509 = and <16 x i1> %v2507, %v2508
  %ins2510 = insertelement <16 x i1> poison, i1 %v2500, i64 0
  %splat2511 = shufflevector <16 x i1> %ins2510, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2512 = and <16 x i1> %splat2511, %v2509
  %old2513 = load <16 x float>, ptr %acc2111
  %v2514 = fadd <16 x float> %old2513, %v2495
  %v2515 = select <16 x i1> %v2512, <16 x float> %v2514, <16 x float> %old2513
  store <16 x float> %v2515, ptr %acc2111
  %v2516 = add i64 %i19, %i2124
  %v2517 = sub i64 %v2516, 1
  %v2518 = icmp sge i64 %v2517, 0
  %v2519 = icmp slt i64 %v2517, %size.H
  %v2520 = and i1 %v2518, %v2519
  %ins2521 = insertelement <16 x i64> poison, i64 %v2104, i64 0
  %splat2522 = shufflevector <16 x i64> %ins2521, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2523 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2524 = add <16 x i64> %splat2522, %step2523
  %ins2525 = insertelement <16 x i64> poison, i64 %i2130, i64 0
  %splat2526 = shufflevector <16 x i64> %ins2525, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2527 = add <16 x i64> %lane2524, %splat2526
  %v2528 = sub <16 x i64> %v2527, splat (i64 1)
  %ins2529 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2530 = shufflevector <16 x i64> %ins2529, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2531 = icmp sge <16 x i64> %v2528, zeroinitializer
  %v2532 = icmp slt <16 x i64> %v2528, %splat2530
  %v2533 = and <16 x i1> %v2531, %v2532
  %ins2534 = insertelement <16 x i1> poison, i1 %v2520, i64 0
  %splat2535 = shufflevector <16 x i1> %ins2534, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2536 = and <16 x i1> %splat2535, %v2533
  %v2537 = mul i64 %i7, %size.C
  %v2538 = add i64 %v2537, %i2118
  %v2539 = mul i64 %v2538, %size.H
  %v2540 = add i64 %i19, %i2124
  %v2541 = sub i64 %v2540, 1
  %v2542 = add i64 %v2539, %v2541
  %v2543 = mul i64 %v2542, %size.W
  %v2544 = add i64 %v2104, %i2130
  %v2545 = sub i64 %v2544, 1
  %v2546 = add i64 %v2543, %v2545
  %p2547 = getelementptr float, ptr %buf.x, i64 %v2546
  %ld2548 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2547, <16 x i1> %v2536, <16 x float> zeroinitializer)
  %v2549 = mul i64 %i2084, %size.C
  %v2550 = add i64 %v2549, %i2118
  %v2551 = mul i64 %v2550, %size.R
  %v2552 = add i64 %v2551, %i2124
  %v2553 = mul i64 %v2552, %size.S
  %v2554 = add i64 %v2553, %i2130
  %p2555 = getelementptr float, ptr %buf.w, i64 %v2554
  %ld2556 = load float, ptr %p2555, align 4
  %ins2557 = insertelement <16 x float> poison, float %ld2556, i64 0
  %splat2558 = shufflevector <16 x float> %ins2557, <16 x float> poison, <16 x i32> zeroinitializer
  %v2559 = fmul contract <16 x float> %ld2548, %splat2558
  %v2560 = add i64 %i19, %i2124
  %v2561 = sub i64 %v2560, 1
  %v2562 = icmp sge i64 %v2561, 0
  %v2563 = icmp slt i64 %v2561, %size.H
  %v2564 = and i1 %v2562, %v2563
  %ins2565 = insertelement <16 x i64> poison, i64 %i2130, i64 0
  %splat2566 = shufflevector <16 x i64> %ins2565, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2567 = add <16 x i64> %lane2524, %splat2566
  %v2568 = sub <16 x i64> %v2567, splat (i64 1)
  %ins2569 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2570 = shufflevector <16 x i64> %ins2569, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2571 = icmp sge <16 x i64> %v2568, zeroinitializer
  %v2572 = icmp slt <16 x i64> %v2568, %splat2570
  %v2573 = and <16 x i1> %v2571, %v2572
  %ins2574 = insertelement <16 x i1> poison, i1 %v2564, i64 0
  %splat2575 = shufflevector <16 x i1> %ins2574, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2576 = and <16 x i1> %splat2575, %v2573
  %old2577 = load <16 x float>, ptr %acc2112
  %v2578 = fadd <16 x float> %old2577, %v2559
  %v2579 = select <16 x i1> %v2576, <16 x float> %v2578, <16 x float> %old2577
  store <16 x float> %v2579, ptr %acc2112
  %v2580 = add i64 %i19, %i2124
  %v2581 = sub i64 %v2580, 1
  %v2582 = icmp sge i64 %v2581, 0
  %v2583 = icmp slt i64 %v2581, %size.H
  %v2584 = and i1 %v2582, %v2583
  %ins2585 = insertelement <16 x i64> poison, i64 %v2105, i64 0
  %splat2586 = shufflevector <16 x i64> %ins2585, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2587 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2588 = add <16 x i64> %splat2586, %step2587
  %ins2589 = insertelement <16 x i64> poison, i64 %i2130, i64 0
  %splat2590 = shufflevector <16 x i64> %ins2589, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2591 = add <16 x i64> %lane2588, %splat2590
  %v2592 = sub <16 x i64> %v2591, splat (i64 1)
  %ins2593 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2594 = shufflevector <16 x i64> %ins2593, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2595 = icmp sge <16 x i64> %v2592, zeroinitializer
  %v2596 = icmp slt <16 x i64> %v2592, %splat2594
  %v2597 = and <16 x i1> %v2595, %v2596
  %ins2598 = insertelement <16 x i1> poison, i1 %v2584, i64 0
  %splat2599 = shufflevector <16 x i1> %ins2598, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2600 = and <16 x i1> %splat2599, %v2597
  %v2601 = mul i64 %i7, %size.C
  %v2602 = add i64 %v2601, %i2118
  %v2603 = mul i64 %v2602, %size.H
  %v2604 = add i64 %i19, %i2124
  %v2605 = sub i64 %v2604, 1
  %v2606 = add i64 %v2603, %v2605
  %v2607 = mul i64 %v2606, %size.W
  %v2608 = add i64 %v2105, %i2130
  %v2609 = sub i64 %v2608, 1
  %v2610 = add i64 %v2607, %v2609
  %p2611 = getelementptr float, ptr %buf.x, i64 %v2610
  %ld2612 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2611, <16 x i1> %v2600, <16 x float> zeroinitializer)
  %v2613 = mul i64 %i2084, %size.C
  %v2614 = add i64 %v2613, %i2118
  %v2615 = mul i64 %v2614, %size.R
  %v2616 = add i64 %v2615, %i2124
  %v2617 = mul i64 %v2616, %size.S
  %v2618 = add i64 %v2617, %i2130
  %p2619 = getelementptr float, ptr %buf.w, i64 %v2618
  %ld2620 = load float, ptr %p2619, align 4
  %ins2621 = insertelement <16 x float> poison, float %ld2620, i64 0
  %splat2622 = shufflevector <16 x float> %ins2621, <16 x float> poison, <16 x i32> zeroinitializer
  %v2623 = fmul contract <16 x float> %ld2612, %splat2622
  %v2624 = add i64 %i19, %i2124
  %v2625 = sub i64 %v2624, 1
  %v2626 = icmp sge i64 %v2625, 0
  %v2627 = icmp slt i64 %v2625, %size.H
  %v2628 = and i1 %v2626, %v2627
  %ins2629 = insertelement <16 x i64> poison, i64 %i2130, i64 0
  %splat2630 = shufflevector <16 x i64> %ins2629, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2631 = add <16 x i64> %lane2588, %splat2630
  %v2632 = sub <16 x i64> %v2631, splat (i64 1)
  %ins2633 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2634 = shufflevector <16 x i64> %ins2633, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2635 = icmp sge <16 x i64> %v2632, zeroinitializer
  %v2636 = icmp slt <16 x i64> %v2632, %splat2634
  %v2637 = and <16 x i1> %v2635, %v2636
  %ins2638 = insertelement <16 x i1> poison, i1 %v2628, i64 0
  %splat2639 = shufflevector <16 x i1> %ins2638, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2640 = and <16 x i1> %splat2639, %v2637
  %old2641 = load <16 x float>, ptr %acc2113
  %v2642 = fadd <16 x float> %old2641, %v2623
  %v2643 = select <16 x i1> %v2640, <16 x float> %v2642, <16 x float> %old2641
  store <16 x float> %v2643, ptr %acc2113
  %v2644 = add nsw i64 %i2130, 1
  store i64 %v2644, ptr %s.addr.2126
  br label %cond2127
exit2129:
  %v2645 = add nsw i64 %i2124, 1
  store i64 %v2645, ptr %r.addr.2120
  br label %cond2121
exit2123:
  %v2646 = add nsw i64 %i2118, 1
  store i64 %v2646, ptr %c.addr.2114
  br label %cond2115
exit2117:
  %red2647 = load <16 x float>, ptr %acc2106
  %red2648 = load <16 x float>, ptr %acc2107
  %red2649 = load <16 x float>, ptr %acc2108
  %red2650 = load <16 x float>, ptr %acc2109
  %red2651 = load <16 x float>, ptr %acc2110
  %red2652 = load <16 x float>, ptr %acc2111
  %red2653 = load <16 x float>, ptr %acc2112
  %red2654 = load <16 x float>, ptr %acc2113
  %p2655 = getelementptr float, ptr %buf.b, i64 %i2084
  %ld2656 = load float, ptr %p2655, align 4
  %ins2657 = insertelement <16 x float> poison, float %ld2656, i64 0
  %splat2658 = shufflevector <16 x float> %ins2657, <16 x float> poison, <16 x i32> zeroinitializer
  %v2659 = fadd contract <16 x float> %splat2658, %red2647
  %v2660 = add i64 %size.H, 1
  %v2661 = add i64 %v2660, 1
  %v2662 = sub i64 %size.R, 1
  %v2663 = sub i64 %v2661, %v2662
  %v2664 = sub i64 %v2663, 1
  %v2665 = add i64 %v2664, 1
  %v2666 = mul i64 %i2084, %v2665
  %v2667 = add i64 %v2666, %i19
  %v2668 = add i64 %size.W, 1
  %v2669 = add i64 %v2668, 1
  %v2670 = sub i64 %size.S, 1
  %v2671 = sub i64 %v2669, %v2670
  %v2672 = sub i64 %v2671, 1
  %v2673 = add i64 %v2672, 1
  %v2674 = mul i64 %v2667, %v2673
  %v2675 = add i64 %v2674, %i2097
  %p2676 = getelementptr float, ptr %buf.e0, i64 %v2675
  %ld2677 = load <16 x float>, ptr %p2676, align 4
  %v2678 = fadd contract <16 x float> %v2659, %ld2677
  %v2679 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2678, <16 x float> splat (float 0x0000000000000000))
  %v2680 = mul i64 %i7, %size.K
  %v2681 = add i64 %v2680, %i2084
  %v2682 = add i64 %size.H, 1
  %v2683 = add i64 %v2682, 1
  %v2684 = sub i64 %size.R, 1
  %v2685 = sub i64 %v2683, %v2684
  %v2686 = sub i64 %v2685, 1
  %v2687 = add i64 %v2686, 1
  %v2688 = mul i64 %v2681, %v2687
  %v2689 = add i64 %v2688, %i19
  %v2690 = add i64 %size.W, 1
  %v2691 = add i64 %v2690, 1
  %v2692 = sub i64 %size.S, 1
  %v2693 = sub i64 %v2691, %v2692
  %v2694 = sub i64 %v2693, 1
  %v2695 = add i64 %v2694, 1
  %v2696 = mul i64 %v2689, %v2695
  %v2697 = add i64 %v2696, %i2097
  %p2698 = getelementptr float, ptr %buf.y, i64 %v2697
  store <16 x float> %v2679, ptr %p2698, align 4
  %p2699 = getelementptr float, ptr %buf.b, i64 %i2084
  %ld2700 = load float, ptr %p2699, align 4
  %ins2701 = insertelement <16 x float> poison, float %ld2700, i64 0
  %splat2702 = shufflevector <16 x float> %ins2701, <16 x float> poison, <16 x i32> zeroinitializer
  %v2703 = fadd contract <16 x float> %splat2702, %red2648
  %v2704 = add i64 %size.H, 1
  %v2705 = add i64 %v2704, 1
  %v2706 = sub i64 %size.R, 1
  %v2707 = sub i64 %v2705, %v2706
  %v2708 = sub i64 %v2707, 1
  %v2709 = add i64 %v2708, 1
  %v2710 = mul i64 %i2084, %v2709
  %v2711 = add i64 %v2710, %i19
  %v2712 = add i64 %size.W, 1
  %v2713 = add i64 %v2712, 1
  %v2714 = sub i64 %size.S, 1
  %v2715 = sub i64 %v2713, %v2714
  %v2716 = sub i64 %v2715, 1
  %v2717 = add i64 %v2716, 1
  %v2718 = mul i64 %v2711, %v2717
  %v2719 = add i64 %v2718, %v2099
  %p2720 = getelementptr float, ptr %buf.e0, i64 %v2719
  %ld2721 = load <16 x float>, ptr %p2720, align 4
  %v2722 = fadd contract <16 x float> %v2703, %ld2721
  %v2723 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2722, <16 x float> splat (float 0x0000000000000000))
  %v2724 = mul i64 %i7, %size.K
  %v2725 = add i64 %v2724, %i2084
  %v2726 = add i64 %size.H, 1
  %v2727 = add i64 %v2726, 1
  %v2728 = sub i64 %size.R, 1
  %v2729 = sub i64 %v2727, %v2728
  %v2730 = sub i64 %v2729, 1
  %v2731 = add i64 %v2730, 1
  %v2732 = mul i64 %v2725, %v2731
  %v2733 = add i64 %v2732, %i19
  %v2734 = add i64 %size.W, 1
  %v2735 = add i64 %v2734, 1
  %v2736 = sub i64 %size.S, 1
  %v2737 = sub i64 %v2735, %v2736
  %v2738 = sub i64 %v2737, 1
  %v2739 = add i64 %v2738, 1
  %v2740 = mul i64 %v2733, %v2739
  %v2741 = add i64 %v2740, %v2099
  %p2742 = getelementptr float, ptr %buf.y, i64 %v2741
  store <16 x float> %v2723, ptr %p2742, align 4
  %p2743 = getelementptr float, ptr %buf.b, i64 %i2084
  %ld2744 = load float, ptr %p2743, align 4
  %ins2745 = insertelement <16 x float> poison, float %ld2744, i64 0
  %splat2746 = shufflevector <16 x float> %ins2745, <16 x float> poison, <16 x i32> zeroinitializer
  %v2747 = fadd contract <16 x float> %splat2746, %red2649
  %v2748 = add i64 %size.H, 1
  %v2749 = add i64 %v2748, 1
  %v2750 = sub i64 %size.R, 1
  %v2751 = sub i64 %v2749, %v2750
  %v2752 = sub i64 %v2751, 1
  %v2753 = add i64 %v2752, 1
  %v2754 = mul i64 %i2084, %v2753
  %v2755 = add i64 %v2754, %i19
  %v2756 = add i64 %size.W, 1
  %v2757 = add i64 %v2756, 1
  %v2758 = sub i64 %size.S, 1
  %v2759 = sub i64 %v2757, %v2758
  %v2760 = sub i64 %v2759, 1
  %v2761 = add i64 %v2760, 1
  %v2762 = mul i64 %v2755, %v2761
  %v2763 = add i64 %v2762, %v2100
  %p2764 = getelementptr float, ptr %buf.e0, i64 %v2763
  %ld2765 = load <16 x float>, ptr %p2764, align 4
  %v2766 = fadd contract <16 x float> %v2747, %ld2765
  %v2767 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2766, <16 x float> splat (float 0x0000000000000000))
  %v2768 = mul i64 %i7, %size.K
  %v2769 = add i64 %v2768, %i2084
  %v2770 = add i64 %size.H, 1
  %v2771 = add i64 %v2770, 1
  %v2772 = sub i64 %size.R, 1
  %v2773 = sub i64 %v2771, %v2772
  %v2774 = sub i64 %v2773, 1
  %v2775 = add i64 %v2774, 1
  %v2776 = mul i64 %v2769, %v2775
  %v2777 = add i64 %v2776, %i19
  %v2778 = add i64 %size.W, 1
  %v2779 = add i64 %v2778, 1
  %v2780 = sub i64 %size.S, 1
  %v2781 = sub i64 %v2779, %v2780
  %v2782 = sub i64 %v2781, 1
  %v2783 = add i64 %v2782, 1
  %v2784 = mul i64 %v2777, %v2783
  %v2785 = add i64 %v2784, %v2100
  %p2786 = getelementptr float, ptr %buf.y, i64 %v2785
  store <16 x float> %v2767, ptr %p2786, align 4
  %p2787 = getelementptr float, ptr %buf.b, i64 %i2084
  %ld2788 = load float, ptr %p2787, align 4
  %ins2789 = insertelement <16 x float> poison, float %ld2788, i64 0
  %splat2790 = shufflevector <16 x float> %ins2789, <16 x float> poison, <16 x i32> zeroinitializer
  %v2791 = fadd contract <16 x float> %splat2790, %red2650
  %v2792 = add i64 %size.H, 1
  %v2793 = add i64 %v2792, 1
  %v2794 = sub i64 %size.R, 1
  %v2795 = sub i64 %v2793, %v2794
  %v2796 = sub i64 %v2795, 1
  %v2797 = add i64 %v2796, 1
  %v2798 = mul i64 %i2084, %v2797
  %v2799 = add i64 %v2798, %i19
  %v2800 = add i64 %size.W, 1
  %v2801 = add i64 %v2800, 1
  %v2802 = sub i64 %size.S, 1
  %v2803 = sub i64 %v2801, %v2802
  %v2804 = sub i64 %v2803, 1
  %v2805 = add i64 %v2804, 1
  %v2806 = mul i64 %v2799, %v2805
  %v2807 = add i64 %v2806, %v2101
  %p2808 = getelementptr float, ptr %buf.e0, i64 %v2807
  %ld2809 = load <16 x float>, ptr %p2808, align 4
  %v2810 = fadd contract <16 x float> %v2791, %ld2809
  %v2811 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2810, <16 x float> splat (float 0x0000000000000000))
  %v2812 = mul i64 %i7, %size.K
  %v2813 = add i64 %v2812, %i2084
  %v2814 = add i64 %size.H, 1
  %v2815 = add i64 %v2814, 1
  %v2816 = sub i64 %size.R, 1
  %v2817 = sub i64 %v2815, %v2816
  %v2818 = sub i64 %v2817, 1
  %v2819 = add i64 %v2818, 1
  %v2820 = mul i64 %v2813, %v2819
  %v2821 = add i64 %v2820, %i19
  %v2822 = add i64 %size.W, 1
  %v2823 = add i64 %v2822, 1
  %v2824 = sub i64 %size.S, 1
  %v2825 = sub i64 %v2823, %v2824
  %v2826 = sub i64 %v2825, 1
  %v2827 = add i64 %v2826, 1
  %v2828 = mul i64 %v2821, %v2827
  %v2829 = add i64 %v2828, %v2101
  %p2830 = getelementptr float, ptr %buf.y, i64 %v2829
  store <16 x float> %v2811, ptr %p2830, align 4
  %p2831 = getelementptr float, ptr %buf.b, i64 %i2084
  %ld2832 = load float, ptr %p2831, align 4
  %ins2833 = insertelement <16 x float> poison, float %ld2832, i64 0
  %splat2834 = shufflevector <16 x float> %ins2833, <16 x float> poison, <16 x i32> zeroinitializer
  %v2835 = fadd contract <16 x float> %splat2834, %red2651
  %v2836 = add i64 %size.H, 1
  %v2837 = add i64 %v2836, 1
  %v2838 = sub i64 %size.R, 1
  %v2839 = sub i64 %v2837, %v2838
  %v2840 = sub i64 %v2839, 1
  %v2841 = add i64 %v2840, 1
  %v2842 = mul i64 %i2084, %v2841
  %v2843 = add i64 %v2842, %i19
  %v2844 = add i64 %size.W, 1
  %v2845 = add i64 %v2844, 1
  %v2846 = sub i64 %size.S, 1
  %v2847 = sub i64 %v2845, %v2846
  %v2848 = sub i64 %v2847, 1
  %v2849 = add i64 %v2848, 1
  %v2850 = mul i64 %v2843, %v2849
  %v2851 = add i64 %v2850, %v2102
  %p2852 = getelementptr float, ptr %buf.e0, i64 %v2851
  %ld2853 = load <16 x float>, ptr %p2852, align 4
  %v2854 = fadd contract <16 x float> %v2835, %ld2853
  %v2855 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2854, <16 x float> splat (float 0x0000000000000000))
  %v2856 = mul i64 %i7, %size.K
  %v2857 = add i64 %v2856, %i2084
  %v2858 = add i64 %size.H, 1
  %v2859 = add i64 %v2858, 1
  %v2860 = sub i64 %size.R, 1
  %v2861 = sub i64 %v2859, %v2860
  %v2862 = sub i64 %v2861, 1
  %v2863 = add i64 %v2862, 1
  %v2864 = mul i64 %v2857, %v2863
  %v2865 = add i64 %v2864, %i19
  %v2866 = add i64 %size.W, 1
  %v2867 = add i64 %v2866, 1
  %v2868 = sub i64 %size.S, 1
  %v2869 = sub i64 %v2867, %v2868
  %v2870 = sub i64 %v2869, 1
  %v2871 = add i64 %v2870, 1
  %v2872 = mul i64 %v2865, %v2871
  %v2873 = add i64 %v2872, %v2102
  %p2874 = getelementptr float, ptr %buf.y, i64 %v2873
  store <16 x float> %v2855, ptr %p2874, align 4
  %p2875 = getelementptr float, ptr %buf.b, i64 %i2084
  %ld2876 = load float, ptr %p2875, align 4
  %ins2877 = insertelement <16 x float> poison, float %ld2876, i64 0
  %splat2878 = shufflevector <16 x float> %ins2877, <16 x float> poison, <16 x i32> zeroinitializer
  %v2879 = fadd contract <16 x float> %splat2878, %red2652
  %v2880 = add i64 %size.H, 1
  %v2881 = add i64 %v2880, 1
  %v2882 = sub i64 %size.R, 1
  %v2883 = sub i64 %v2881, %v2882
  %v2884 = sub i64 %v2883, 1
  %v2885 = add i64 %v2884, 1
  %v2886 = mul i64 %i2084, %v2885
  %v2887 = add i64 %v2886, %i19
  %v2888 = add i64 %size.W, 1
  %v2889 = add i64 %v2888, 1
  %v2890 = sub i64 %size.S, 1
  %v2891 = sub i64 %v2889, %v2890
  %v2892 = sub i64 %v2891, 1
  %v2893 = add i64 %v2892, 1
  %v2894 = mul i64 %v2887, %v2893
  %v2895 = add i64 %v2894, %v2103
  %p2896 = getelementptr float, ptr %buf.e0, i64 %v2895
  %ld2897 = load <16 x float>, ptr %p2896, align 4
  %v2898 = fadd contract <16 x float> %v2879, %ld2897
  %v2899 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2898, <16 x float> splat (float 0x0000000000000000))
  %v2900 = mul i64 %i7, %size.K
  %v2901 = add i64 %v2900, %i2084
  %v2902 = add i64 %size.H, 1
  %v2903 = add i64 %v2902, 1
  %v2904 = sub i64 %size.R, 1
  %v2905 = sub i64 %v2903, %v2904
  %v2906 = sub i64 %v2905, 1
  %v2907 = add i64 %v2906, 1
  %v2908 = mul i64 %v2901, %v2907
  %v2909 = add i64 %v2908, %i19
  %v2910 = add i64 %size.W, 1
  %v2911 = add i64 %v2910, 1
  %v2912 = sub i64 %size.S, 1
  %v2913 = sub i64 %v2911, %v2912
  %v2914 = sub i64 %v2913, 1
  %v2915 = add i64 %v2914, 1
  %v2916 = mul i64 %v2909, %v2915
  %v2917 = add i64 %v2916, %v2103
  %p2918 = getelementptr float, ptr %buf.y, i64 %v2917
  store <16 x float> %v2899, ptr %p2918, align 4
  %p2919 = getelementptr float, ptr %buf.b, i64 %i2084
  %ld2920 = load float, ptr %p2919, align 4
  %ins2921 = insertelement <16 x float> poison, float %ld2920, i64 0
  %splat2922 = shufflevector <16 x float> %ins2921, <16 x float> poison, <16 x i32> zeroinitializer
  %v2923 = fadd contract <16 x float> %splat2922, %red2653
  %v2924 = add i64 %size.H, 1
  %v2925 = add i64 %v2924, 1
  %v2926 = sub i64 %size.R, 1
  %v2927 = sub i64 %v2925, %v2926
  %v2928 = sub i64 %v2927, 1
  %v2929 = add i64 %v2928, 1
  %v2930 = mul i64 %i2084, %v2929
  %v2931 = add i64 %v2930, %i19
  %v2932 = add i64 %size.W, 1
  %v2933 = add i64 %v2932, 1
  %v2934 = sub i64 %size.S, 1
  %v2935 = sub i64 %v2933, %v2934
  %v2936 = sub i64 %v2935, 1
  %v2937 = add i64 %v2936, 1
  %v2938 = mul i64 %v2931, %v2937
  %v2939 = add i64 %v2938, %v2104
  %p2940 = getelementptr float, ptr %buf.e0, i64 %v2939
  %ld2941 = load <16 x float>, ptr %p2940, align 4
  %v2942 = fadd contract <16 x float> %v2923, %ld2941
  %v2943 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2942, <16 x float> splat (float 0x0000000000000000))
  %v2944 = mul i64 %i7, %size.K
  %v2945 = add i64 %v2944, %i2084
  %v2946 = add i64 %size.H, 1
  %v2947 = add i64 %v2946, 1
  %v2948 = sub i64 %size.R, 1
  %v2949 = sub i64 %v2947, %v2948
  %v2950 = sub i64 %v2949, 1
  %v2951 = add i64 %v2950, 1
  %v2952 = mul i64 %v2945, %v2951
  %v2953 = add i64 %v2952, %i19
  %v2954 = add i64 %size.W, 1
  %v2955 = add i64 %v2954, 1
  %v2956 = sub i64 %size.S, 1
  %v2957 = sub i64 %v2955, %v2956
  %v2958 = sub i64 %v2957, 1
  %v2959 = add i64 %v2958, 1
  %v2960 = mul i64 %v2953, %v2959
  %v2961 = add i64 %v2960, %v2104
  %p2962 = getelementptr float, ptr %buf.y, i64 %v2961
  store <16 x float> %v2943, ptr %p2962, align 4
  %p2963 = getelementptr float, ptr %buf.b, i64 %i2084
  %ld2964 = load float, ptr %p2963, align 4
  %ins2965 = insertelement <16 x float> poison, float %ld2964, i64 0
  %splat2966 = shufflevector <16 x float> %ins2965, <16 x float> poison, <16 x i32> zeroinitializer
  %v2967 = fadd contract <16 x float> %splat2966, %red2654
  %v2968 = add i64 %size.H, 1
  %v2969 = add i64 %v2968, 1
  %v2970 = sub i64 %size.R, 1
  %v2971 = sub i64 %v2969, %v2970
  %v2972 = sub i64 %v2971, 1
  %v2973 = add i64 %v2972, 1
  %v2974 = mul i64 %i2084, %v2973
  %v2975 = add i64 %v2974, %i19
  %v2976 = add i64 %size.W, 1
  %v2977 = add i64 %v2976, 1
  %v2978 = sub i64 %size.S, 1
  %v2979 = sub i64 %v2977, %v2978
  %v2980 = sub i64 %v2979, 1
  %v2981 = add i64 %v2980, 1
  %v2982 = mul i64 %v2975, %v2981
  %v2983 = add i64 %v2982, %v2105
  %p2984 = getelementptr float, ptr %buf.e0, i64 %v2983
  %ld2985 = load <16 x float>, ptr %p2984, align 4
  %v2986 = fadd contract <16 x float> %v2967, %ld2985
  %v2987 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2986, <16 x float> splat (float 0x0000000000000000))
  %v2988 = mul i64 %i7, %size.K
  %v2989 = add i64 %v2988, %i2084
  %v2990 = add i64 %size.H, 1
  %v2991 = add i64 %v2990, 1
  %v2992 = sub i64 %size.R, 1
  %v2993 = sub i64 %v2991, %v2992
  %v2994 = sub i64 %v2993, 1
  %v2995 = add i64 %v2994, 1
  %v2996 = mul i64 %v2989, %v2995
  %v2997 = add i64 %v2996, %i19
  %v2998 = add i64 %size.W, 1
  %v2999 = add i64 %v2998, 1
  %v3000 = sub i64 %size.S, 1
  %v3001 = sub i64 %v2999, %v3000
  %v3002 = sub i64 %v3001, 1
  %v3003 = add i64 %v3002, 1
  %v3004 = mul i64 %v2997, %v3003
  %v3005 = add i64 %v3004, %v2105
  %p3006 = getelementptr float, ptr %buf.y, i64 %v3005
  store <16 x float> %v2987, ptr %p3006, align 4
  %v3007 = add nsw i64 %i2097, 128
  store i64 %v3007, ptr %q.addr.2092
  br label %cond2094
exit2096:
  %v3008 = load i64, ptr %q.addr.2092
  %v3009 = add i64 %size.W, 1
  %v3010 = add i64 %v3009, 1
  %v3011 = sub i64 %size.S, 1
  %v3012 = sub i64 %v3010, %v3011
  %v3013 = sub i64 %v3012, 1
  %v3014 = add i64 %v3013, 1
  store i64 %v3008, ptr %q.addr.3015
  %v3016 = sub i64 %v3014, 16
  br label %cond3017
cond3017:
  %i3020 = load i64, ptr %q.addr.3015
  %v3021 = icmp sle i64 %i3020, %v3016
  br i1 %v3021, label %body3018, label %exit3019
body3018:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc3022
  store i64 0, ptr %c.addr.3023
  br label %cond3024
cond3024:
  %i3027 = load i64, ptr %c.addr.3023
  %v3028 = icmp slt i64 %i3027, %size.C
  br i1 %v3028, label %body3025, label %exit3026
body3025:
  store i64 0, ptr %r.addr.3029
  br label %cond3030
cond3030:
  %i3033 = load i64, ptr %r.addr.3029
  %v3034 = icmp slt i64 %i3033, %size.R
  br i1 %v3034, label %body3031, label %exit3032
body3031:
  store i64 0, ptr %s.addr.3035
  br label %cond3036
cond3036:
  %i3039 = load i64, ptr %s.addr.3035
  %v3040 = icmp slt i64 %i3039, %size.S
  br i1 %v3040, label %body3037, label %exit3038
body3037:
  %v3041 = add i64 %i19, %i3033
  %v3042 = sub i64 %v3041, 1
  %v3043 = icmp sge i64 %v3042, 0
  %v3044 = icmp slt i64 %v3042, %size.H
  %v3045 = and i1 %v3043, %v3044
  %ins3046 = insertelement <16 x i64> poison, i64 %i3020, i64 0
  %splat3047 = shufflevector <16 x i64> %ins3046, <16 x i64> poison, <16 x i32> zeroinitializer
  %step3048 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane3049 = add <16 x i64> %splat3047, %step3048
  %ins3050 = insertelement <16 x i64> poison, i64 %i3039, i64 0
  %splat3051 = shufflevector <16 x i64> %ins3050, <16 x i64> poison, <16 x i32> zeroinitializer
  %v3052 = add <16 x i64> %lane3049, %splat3051
  %v3053 = sub <16 x i64> %v3052, splat (i64 1)
  %ins3054 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat3055 = shufflevector <16 x i64> %ins3054, <16 x i64> poison, <16 x i32> zeroinitializer
  %v3056 = icmp sge <16 x i64> %v3053, zeroinitializer
  %v3057 = icmp slt <16 x i64> %v3053, %splat3055
  %v3058 = and <16 x i1> %v3056, %v3057
  %ins3059 = insertelement <16 x i1> poison, i1 %v3045, i64 0
  %splat3060 = shufflevector <16 x i1> %ins3059, <16 x i1> poison, <16 x i32> zeroinitializer
  %v3061 = and <16 x i1> %splat3060, %v3058
  %v3062 = mul i64 %i7, %size.C
  %v3063 = add i64 %v3062, %i3027
  %v3064 = mul i64 %v3063, %size.H
  %v3065 = add i64 %i19, %i3033
  %v3066 = sub i64 %v3065, 1
  %v3067 = add i64 %v3064, %v3066
  %v3068 = mul i64 %v3067, %size.W
  %v3069 = add i64 %i3020, %i3039
  %v3070 = sub i64 %v3069, 1
  %v3071 = add i64 %v3068, %v3070
  %p3072 = getelementptr float, ptr %buf.x, i64 %v3071
  %ld3073 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3072, <16 x i1> %v3061, <16 x float> zeroinitializer)
  %v3074 = mul i64 %i2084, %size.C
  %v3075 = add i64 %v3074, %i3027
  %v3076 = mul i64 %v3075, %size.R
  %v3077 = add i64 %v3076, %i3033
  %v3078 = mul i64 %v3077, %size.S
  %v3079 = add i64 %v3078, %i3039
  %p3080 = getelementptr float, ptr %buf.w, i64 %v3079
  %ld3081 = load float, ptr %p3080, align 4
  %ins3082 = insertelement <16 x float> poison, float %ld3081, i64 0
  %splat3083 = shufflevector <16 x float> %ins3082, <16 x float> poison, <16 x i32> zeroinitializer
  %v3084 = fmul contract <16 x float> %ld3073, %splat3083
  %v3085 = add i64 %i19, %i3033
  %v3086 = sub i64 %v3085, 1
  %v3087 = icmp sge i64 %v3086, 0
  %v3088 = icmp slt i64 %v3086, %size.H
  %v3089 = and i1 %v3087, %v3088
  %ins3090 = insertelement <16 x i64> poison, i64 %i3039, i64 0
  %splat3091 = shufflevector <16 x i64> %ins3090, <16 x i64> poison, <16 x i32> zeroinitializer
  %v3092 = add <16 x i64> %lane3049, %splat3091
  %v3093 = sub <16 x i64> %v3092, splat (i64 1)
  %ins3094 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat3095 = shufflevector <16 x i64> %ins3094, <16 x i64> poison, <16 x i32> zeroinitializer
  %v3096 = icmp sge <16 x i64> %v3093, zeroinitializer
  %v3097 = icmp slt <16 x i64> %v3093, %splat3095
  %v3098 = and <16 x i1> %v3096, %v3097
  %ins3099 = insertelement <16 x i1> poison, i1 %v3089, i64 0
  %splat3100 = shufflevector <16 x i1> %ins3099, <16 x i1> poison, <16 x i32> zeroinitializer
  %v3101 = and <16 x i1> %splat3100, %v3098
  %old3102 = load <16 x float>, ptr %acc3022
  %v3103 = fadd <16 x float> %old3102, %v3084
  %v3104 = select <16 x i1> %v3101, <16 x float> %v3103, <16 x float> %old3102
  store <16 x float> %v3104, ptr %acc3022
  %v3105 = add nsw i64 %i3039, 1
  store i64 %v3105, ptr %s.addr.3035
  br label %cond3036
exit3038:
  %v3106 = add nsw i64 %i3033, 1
  store i64 %v3106, ptr %r.addr.3029
  br label %cond3030
exit3032:
  %v3107 = add nsw i64 %i3027, 1
  store i64 %v3107, ptr %c.addr.3023
  br label %cond3024
exit3026:
  %red3108 = load <16 x float>, ptr %acc3022
  %p3109 = getelementptr float, ptr %buf.b, i64 %i2084
  %ld3110 = load float, ptr %p3109, align 4
  %ins3111 = insertelement <16 x float> poison, float %ld3110, i64 0
  %splat3112 = shufflevector <16 x float> %ins3111, <16 x float> poison, <16 x i32> zeroinitializer
  %v3113 = fadd contract <16 x float> %splat3112, %red3108
  %v3114 = add i64 %size.H, 1
  %v3115 = add i64 %v3114, 1
  %v3116 = sub i64 %size.R, 1
  %v3117 = sub i64 %v3115, %v3116
  %v3118 = sub i64 %v3117, 1
  %v3119 = add i64 %v3118, 1
  %v3120 = mul i64 %i2084, %v3119
  %v3121 = add i64 %v3120, %i19
  %v3122 = add i64 %size.W, 1
  %v3123 = add i64 %v3122, 1
  %v3124 = sub i64 %size.S, 1
  %v3125 = sub i64 %v3123, %v3124
  %v3126 = sub i64 %v3125, 1
  %v3127 = add i64 %v3126, 1
  %v3128 = mul i64 %v3121, %v3127
  %v3129 = add i64 %v3128, %i3020
  %p3130 = getelementptr float, ptr %buf.e0, i64 %v3129
  %ld3131 = load <16 x float>, ptr %p3130, align 4
  %v3132 = fadd contract <16 x float> %v3113, %ld3131
  %v3133 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v3132, <16 x float> splat (float 0x0000000000000000))
  %v3134 = mul i64 %i7, %size.K
  %v3135 = add i64 %v3134, %i2084
  %v3136 = add i64 %size.H, 1
  %v3137 = add i64 %v3136, 1
  %v3138 = sub i64 %size.R, 1
  %v3139 = sub i64 %v3137, %v3138
  %v3140 = sub i64 %v3139, 1
  %v3141 = add i64 %v3140, 1
  %v3142 = mul i64 %v3135, %v3141
  %v3143 = add i64 %v3142, %i19
  %v3144 = add i64 %size.W, 1
  %v3145 = add i64 %v3144, 1
  %v3146 = sub i64 %size.S, 1
  %v3147 = sub i64 %v3145, %v3146
  %v3148 = sub i64 %v3147, 1
  %v3149 = add i64 %v3148, 1
  %v3150 = mul i64 %v3143, %v3149
  %v3151 = add i64 %v3150, %i3020
  %p3152 = getelementptr float, ptr %buf.y, i64 %v3151
  store <16 x float> %v3133, ptr %p3152, align 4
  %v3153 = add nsw i64 %i3020, 16
  store i64 %v3153, ptr %q.addr.3015
  br label %cond3017
exit3019:
  %i3154 = load i64, ptr %q.addr.3015
  %v3155 = icmp slt i64 %i3154, %v3014
  br i1 %v3155, label %tail3156, label %done3157
tail3156:
  %mask3158 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i3154, i64 %v3014)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc3159
  store i64 0, ptr %c.addr.3160
  br label %cond3161
cond3161:
  %i3164 = load i64, ptr %c.addr.3160
  %v3165 = icmp slt i64 %i3164, %size.C
  br i1 %v3165, label %body3162, label %exit3163
body3162:
  store i64 0, ptr %r.addr.3166
  br label %cond3167
cond3167:
  %i3170 = load i64, ptr %r.addr.3166
  %v3171 = icmp slt i64 %i3170, %size.R
  br i1 %v3171, label %body3168, label %exit3169
body3168:
  store i64 0, ptr %s.addr.3172
  br label %cond3173
cond3173:
  %i3176 = load i64, ptr %s.addr.3172
  %v3177 = icmp slt i64 %i3176, %size.S
  br i1 %v3177, label %body3174, label %exit3175
body3174:
  %v3178 = add i64 %i19, %i3170
  %v3179 = sub i64 %v3178, 1
  %v3180 = icmp sge i64 %v3179, 0
  %v3181 = icmp slt i64 %v3179, %size.H
  %v3182 = and i1 %v3180, %v3181
  %ins3183 = insertelement <16 x i64> poison, i64 %i3154, i64 0
  %splat3184 = shufflevector <16 x i64> %ins3183, <16 x i64> poison, <16 x i32> zeroinitializer
  %step3185 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane3186 = add <16 x i64> %splat3184, %step3185
  %ins3187 = insertelement <16 x i64> poison, i64 %i3176, i64 0
  %splat3188 = shufflevector <16 x i64> %ins3187, <16 x i64> poison, <16 x i32> zeroinitializer
  %v3189 = add <16 x i64> %lane3186, %splat3188
  %v3190 = sub <16 x i64> %v3189, splat (i64 1)
  %ins3191 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat3192 = shufflevector <16 x i64> %ins3191, <16 x i64> poison, <16 x i32> zeroinitializer
  %v3193 = icmp sge <16 x i64> %v3190, zeroinitializer
  %v3194 = icmp slt <16 x i64> %v3190, %splat3192
  %v3195 = and <16 x i1> %v3193, %v3194
  %ins3196 = insertelement <16 x i1> poison, i1 %v3182, i64 0
  %splat3197 = shufflevector <16 x i1> %ins3196, <16 x i1> poison, <16 x i32> zeroinitializer
  %v3198 = and <16 x i1> %splat3197, %v3195
  %v3199 = and <16 x i1> %mask3158, %v3198
  %v3200 = mul i64 %i7, %size.C
  %v3201 = add i64 %v3200, %i3164
  %v3202 = mul i64 %v3201, %size.H
  %v3203 = add i64 %i19, %i3170
  %v3204 = sub i64 %v3203, 1
  %v3205 = add i64 %v3202, %v3204
  %v3206 = mul i64 %v3205, %size.W
  %v3207 = add i64 %i3154, %i3176
  %v3208 = sub i64 %v3207, 1
  %v3209 = add i64 %v3206, %v3208
  %p3210 = getelementptr float, ptr %buf.x, i64 %v3209
  %ld3211 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3210, <16 x i1> %v3199, <16 x float> zeroinitializer)
  %v3212 = mul i64 %i2084, %size.C
  %v3213 = add i64 %v3212, %i3164
  %v3214 = mul i64 %v3213, %size.R
  %v3215 = add i64 %v3214, %i3170
  %v3216 = mul i64 %v3215, %size.S
  %v3217 = add i64 %v3216, %i3176
  %p3218 = getelementptr float, ptr %buf.w, i64 %v3217
  %ld3219 = load float, ptr %p3218, align 4
  %ins3220 = insertelement <16 x float> poison, float %ld3219, i64 0
  %splat3221 = shufflevector <16 x float> %ins3220, <16 x float> poison, <16 x i32> zeroinitializer
  %v3222 = fmul contract <16 x float> %ld3211, %splat3221
  %v3223 = add i64 %i19, %i3170
  %v3224 = sub i64 %v3223, 1
  %v3225 = icmp sge i64 %v3224, 0
  %v3226 = icmp slt i64 %v3224, %size.H
  %v3227 = and i1 %v3225, %v3226
  %ins3228 = insertelement <16 x i64> poison, i64 %i3176, i64 0
  %splat3229 = shufflevector <16 x i64> %ins3228, <16 x i64> poison, <16 x i32> zeroinitializer
  %v3230 = add <16 x i64> %lane3186, %splat3229
  %v3231 = sub <16 x i64> %v3230, splat (i64 1)
  %ins3232 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat3233 = shufflevector <16 x i64> %ins3232, <16 x i64> poison, <16 x i32> zeroinitializer
  %v3234 = icmp sge <16 x i64> %v3231, zeroinitializer
  %v3235 = icmp slt <16 x i64> %v3231, %splat3233
  %v3236 = and <16 x i1> %v3234, %v3235
  %ins3237 = insertelement <16 x i1> poison, i1 %v3227, i64 0
  %splat3238 = shufflevector <16 x i1> %ins3237, <16 x i1> poison, <16 x i32> zeroinitializer
  %v3239 = and <16 x i1> %splat3238, %v3236
  %v3240 = and <16 x i1> %mask3158, %v3239
  %old3241 = load <16 x float>, ptr %acc3159
  %v3242 = fadd <16 x float> %old3241, %v3222
  %v3243 = select <16 x i1> %v3240, <16 x float> %v3242, <16 x float> %old3241
  store <16 x float> %v3243, ptr %acc3159
  %v3244 = add nsw i64 %i3176, 1
  store i64 %v3244, ptr %s.addr.3172
  br label %cond3173
exit3175:
  %v3245 = add nsw i64 %i3170, 1
  store i64 %v3245, ptr %r.addr.3166
  br label %cond3167
exit3169:
  %v3246 = add nsw i64 %i3164, 1
  store i64 %v3246, ptr %c.addr.3160
  br label %cond3161
exit3163:
  %red3247 = load <16 x float>, ptr %acc3159
  %p3248 = getelementptr float, ptr %buf.b, i64 %i2084
  %ld3249 = load float, ptr %p3248, align 4
  %ins3250 = insertelement <16 x float> poison, float %ld3249, i64 0
  %splat3251 = shufflevector <16 x float> %ins3250, <16 x float> poison, <16 x i32> zeroinitializer
  %v3252 = fadd contract <16 x float> %splat3251, %red3247
  %v3253 = add i64 %size.H, 1
  %v3254 = add i64 %v3253, 1
  %v3255 = sub i64 %size.R, 1
  %v3256 = sub i64 %v3254, %v3255
  %v3257 = sub i64 %v3256, 1
  %v3258 = add i64 %v3257, 1
  %v3259 = mul i64 %i2084, %v3258
  %v3260 = add i64 %v3259, %i19
  %v3261 = add i64 %size.W, 1
  %v3262 = add i64 %v3261, 1
  %v3263 = sub i64 %size.S, 1
  %v3264 = sub i64 %v3262, %v3263
  %v3265 = sub i64 %v3264, 1
  %v3266 = add i64 %v3265, 1
  %v3267 = mul i64 %v3260, %v3266
  %v3268 = add i64 %v3267, %i3154
  %p3269 = getelementptr float, ptr %buf.e0, i64 %v3268
  %ld3270 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3269, <16 x i1> %mask3158, <16 x float> zeroinitializer)
  %v3271 = fadd contract <16 x float> %v3252, %ld3270
  %v3272 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v3271, <16 x float> splat (float 0x0000000000000000))
  %v3273 = mul i64 %i7, %size.K
  %v3274 = add i64 %v3273, %i2084
  %v3275 = add i64 %size.H, 1
  %v3276 = add i64 %v3275, 1
  %v3277 = sub i64 %size.R, 1
  %v3278 = sub i64 %v3276, %v3277
  %v3279 = sub i64 %v3278, 1
  %v3280 = add i64 %v3279, 1
  %v3281 = mul i64 %v3274, %v3280
  %v3282 = add i64 %v3281, %i19
  %v3283 = add i64 %size.W, 1
  %v3284 = add i64 %v3283, 1
  %v3285 = sub i64 %size.S, 1
  %v3286 = sub i64 %v3284, %v3285
  %v3287 = sub i64 %v3286, 1
  %v3288 = add i64 %v3287, 1
  %v3289 = mul i64 %v3282, %v3288
  %v3290 = add i64 %v3289, %i3154
  %p3291 = getelementptr float, ptr %buf.y, i64 %v3290
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3272, ptr align 4 %p3291, <16 x i1> %mask3158)
  br label %done3157
done3157:
  %v3292 = add nsw i64 %i2084, 1
  store i64 %v3292, ptr %k.addr.21
  br label %cond2081
exit2083:
  %v3293 = add nsw i64 %i19, 1
  store i64 %v3293, ptr %p.addr.15
  br label %cond16
exit18:
  %v3294 = add nsw i64 %i7, 1
  store i64 %v3294, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}





declare void @llvm.x86.sse.sfence()

define void @"jr.op.conv2d_ep_804b4b.epilogue"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %size._o0, i64 %size._o1, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v115 = add i64 %size.H, 1
  %v116 = add i64 %v115, 1
  %v117 = sub i64 %size.R, 1
  %v118 = sub i64 %v116, %v117
  %v119 = sub i64 %v118, 1
  %v120 = add i64 %v119, 1
  %v121 = mul i64 %size.K, %v120
  %v122 = add i64 %size.W, 1
  %v123 = add i64 %v122, 1
  %v124 = sub i64 %size.S, 1
  %v125 = sub i64 %v123, %v124
  %v126 = sub i64 %v125, 1
  %v127 = add i64 %v126, 1
  %v128 = mul i64 %v121, %v127
  %v129 = icmp sge i64 %v128, 2097152
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
  %v72 = add i64 %size._mt0, %i7
  %v73 = add i64 %size.H, 1
  %v74 = add i64 %v73, 1
  %v75 = sub i64 %size.R, 1
  %v76 = sub i64 %v74, %v75
  %v77 = sub i64 %v76, 1
  %v78 = add i64 %v77, 1
  %v79 = mul i64 %v72, %v78
  %v80 = add i64 %v79, %size._o1
  %v81 = add i64 %size.W, 1
  %v82 = add i64 %v81, 1
  %v83 = sub i64 %size.S, 1
  %v84 = sub i64 %v82, %v83
  %v85 = sub i64 %v84, 1
  %v86 = add i64 %v85, 1
  %v87 = mul i64 %v80, %v86
  %v88 = add i64 %size._nt0, %i10
  %v89 = add i64 %v87, %v88
  %p90 = getelementptr float, ptr %buf.e0, i64 %v89
  %ld91 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p90, <16 x i1> %mask43, <16 x float> zeroinitializer)
  %v92 = fadd contract <16 x float> %v71, %ld91
  %v93 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v92, <16 x float> splat (float 0x0000000000000000))
  %v94 = mul i64 %size._o0, %size.K
  %v95 = add i64 %size._mt0, %i7
  %v96 = add i64 %v94, %v95
  %v97 = add i64 %size.H, 1
  %v98 = add i64 %v97, 1
  %v99 = sub i64 %size.R, 1
  %v100 = sub i64 %v98, %v99
  %v101 = sub i64 %v100, 1
  %v102 = add i64 %v101, 1
  %v103 = mul i64 %v96, %v102
  %v104 = add i64 %v103, %size._o1
  %v105 = add i64 %size.W, 1
  %v106 = add i64 %v105, 1
  %v107 = sub i64 %size.S, 1
  %v108 = sub i64 %v106, %v107
  %v109 = sub i64 %v108, 1
  %v110 = add i64 %v109, 1
  %v111 = mul i64 %v104, %v110
  %v112 = add i64 %size._nt0, %i10
  %v113 = add i64 %v111, %v112
  %p114 = getelementptr float, ptr %buf.y, i64 %v113
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v93, ptr align 4 %p114, <16 x i1> %mask43)
  store i64 %v42, ptr %_ni.addr.9
  br label %aligned41
aligned41:
  %v130 = and i1 %v37, %v129
  br i1 %v130, label %stream131, label %cached132
stream131:
  %v134 = sub i64 %size._ntc, 16
  br label %cond135
cond135:
  %i138 = load i64, ptr %_ni.addr.9
  %v139 = icmp sle i64 %i138, %v134
  br i1 %v139, label %body136, label %exit137
body136:
  %v140 = add i64 %size._mt0, %i7
  %p141 = getelementptr float, ptr %buf.b, i64 %v140
  %ld142 = load float, ptr %p141, align 4
  %v143 = mul i64 %size._o0, %size.K
  %v144 = add i64 %size._mt0, %i7
  %v145 = add i64 %v143, %v144
  %v146 = add i64 %size.H, 1
  %v147 = add i64 %v146, 1
  %v148 = sub i64 %size.R, 1
  %v149 = sub i64 %v147, %v148
  %v150 = sub i64 %v149, 1
  %v151 = add i64 %v150, 1
  %v152 = mul i64 %v145, %v151
  %v153 = add i64 %v152, %size._o1
  %v154 = add i64 %size.W, 1
  %v155 = add i64 %v154, 1
  %v156 = sub i64 %size.S, 1
  %v157 = sub i64 %v155, %v156
  %v158 = sub i64 %v157, 1
  %v159 = add i64 %v158, 1
  %v160 = mul i64 %v153, %v159
  %v161 = add i64 %size._nt0, %i138
  %v162 = add i64 %v160, %v161
  %p163 = getelementptr float, ptr %buf.y, i64 %v162
  %ld164 = load <16 x float>, ptr %p163, align 4
  %ins165 = insertelement <16 x float> poison, float %ld142, i64 0
  %splat166 = shufflevector <16 x float> %ins165, <16 x float> poison, <16 x i32> zeroinitializer
  %v167 = fadd contract <16 x float> %splat166, %ld164
  %v168 = add i64 %size._mt0, %i7
  %v169 = add i64 %size.H, 1
  %v170 = add i64 %v169, 1
  %v171 = sub i64 %size.R, 1
  %v172 = sub i64 %v170, %v171
  %v173 = sub i64 %v172, 1
  %v174 = add i64 %v173, 1
  %v175 = mul i64 %v168, %v174
  %v176 = add i64 %v175, %size._o1
  %v177 = add i64 %size.W, 1
  %v178 = add i64 %v177, 1
  %v179 = sub i64 %size.S, 1
  %v180 = sub i64 %v178, %v179
  %v181 = sub i64 %v180, 1
  %v182 = add i64 %v181, 1
  %v183 = mul i64 %v176, %v182
  %v184 = add i64 %size._nt0, %i138
  %v185 = add i64 %v183, %v184
  %p186 = getelementptr float, ptr %buf.e0, i64 %v185
  %ld187 = load <16 x float>, ptr %p186, align 4
  %v188 = fadd contract <16 x float> %v167, %ld187
  %v189 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v188, <16 x float> splat (float 0x0000000000000000))
  %v190 = mul i64 %size._o0, %size.K
  %v191 = add i64 %size._mt0, %i7
  %v192 = add i64 %v190, %v191
  %v193 = add i64 %size.H, 1
  %v194 = add i64 %v193, 1
  %v195 = sub i64 %size.R, 1
  %v196 = sub i64 %v194, %v195
  %v197 = sub i64 %v196, 1
  %v198 = add i64 %v197, 1
  %v199 = mul i64 %v192, %v198
  %v200 = add i64 %v199, %size._o1
  %v201 = add i64 %size.W, 1
  %v202 = add i64 %v201, 1
  %v203 = sub i64 %size.S, 1
  %v204 = sub i64 %v202, %v203
  %v205 = sub i64 %v204, 1
  %v206 = add i64 %v205, 1
  %v207 = mul i64 %v200, %v206
  %v208 = add i64 %size._nt0, %i138
  %v209 = add i64 %v207, %v208
  %p210 = getelementptr float, ptr %buf.y, i64 %v209
  store <16 x float> %v189, ptr %p210, align 64, !nontemporal !{i32 1}
  %v211 = add nsw i64 %i138, 16
  store i64 %v211, ptr %_ni.addr.9
  br label %cond135
exit137:
  br label %join133
cached132:
  %v212 = sub i64 %size._ntc, 16
  br label %cond213
cond213:
  %i216 = load i64, ptr %_ni.addr.9
  %v217 = icmp sle i64 %i216, %v212
  br i1 %v217, label %body214, label %exit215
body214:
  %v218 = add i64 %size._mt0, %i7
  %p219 = getelementptr float, ptr %buf.b, i64 %v218
  %ld220 = load float, ptr %p219, align 4
  %v221 = mul i64 %size._o0, %size.K
  %v222 = add i64 %size._mt0, %i7
  %v223 = add i64 %v221, %v222
  %v224 = add i64 %size.H, 1
  %v225 = add i64 %v224, 1
  %v226 = sub i64 %size.R, 1
  %v227 = sub i64 %v225, %v226
  %v228 = sub i64 %v227, 1
  %v229 = add i64 %v228, 1
  %v230 = mul i64 %v223, %v229
  %v231 = add i64 %v230, %size._o1
  %v232 = add i64 %size.W, 1
  %v233 = add i64 %v232, 1
  %v234 = sub i64 %size.S, 1
  %v235 = sub i64 %v233, %v234
  %v236 = sub i64 %v235, 1
  %v237 = add i64 %v236, 1
  %v238 = mul i64 %v231, %v237
  %v239 = add i64 %size._nt0, %i216
  %v240 = add i64 %v238, %v239
  %p241 = getelementptr float, ptr %buf.y, i64 %v240
  %ld242 = load <16 x float>, ptr %p241, align 4
  %ins243 = insertelement <16 x float> poison, float %ld220, i64 0
  %splat244 = shufflevector <16 x float> %ins243, <16 x float> poison, <16 x i32> zeroinitializer
  %v245 = fadd contract <16 x float> %splat244, %ld242
  %v246 = add i64 %size._mt0, %i7
  %v247 = add i64 %size.H, 1
  %v248 = add i64 %v247, 1
  %v249 = sub i64 %size.R, 1
  %v250 = sub i64 %v248, %v249
  %v251 = sub i64 %v250, 1
  %v252 = add i64 %v251, 1
  %v253 = mul i64 %v246, %v252
  %v254 = add i64 %v253, %size._o1
  %v255 = add i64 %size.W, 1
  %v256 = add i64 %v255, 1
  %v257 = sub i64 %size.S, 1
  %v258 = sub i64 %v256, %v257
  %v259 = sub i64 %v258, 1
  %v260 = add i64 %v259, 1
  %v261 = mul i64 %v254, %v260
  %v262 = add i64 %size._nt0, %i216
  %v263 = add i64 %v261, %v262
  %p264 = getelementptr float, ptr %buf.e0, i64 %v263
  %ld265 = load <16 x float>, ptr %p264, align 4
  %v266 = fadd contract <16 x float> %v245, %ld265
  %v267 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v266, <16 x float> splat (float 0x0000000000000000))
  %v268 = mul i64 %size._o0, %size.K
  %v269 = add i64 %size._mt0, %i7
  %v270 = add i64 %v268, %v269
  %v271 = add i64 %size.H, 1
  %v272 = add i64 %v271, 1
  %v273 = sub i64 %size.R, 1
  %v274 = sub i64 %v272, %v273
  %v275 = sub i64 %v274, 1
  %v276 = add i64 %v275, 1
  %v277 = mul i64 %v270, %v276
  %v278 = add i64 %v277, %size._o1
  %v279 = add i64 %size.W, 1
  %v280 = add i64 %v279, 1
  %v281 = sub i64 %size.S, 1
  %v282 = sub i64 %v280, %v281
  %v283 = sub i64 %v282, 1
  %v284 = add i64 %v283, 1
  %v285 = mul i64 %v278, %v284
  %v286 = add i64 %size._nt0, %i216
  %v287 = add i64 %v285, %v286
  %p288 = getelementptr float, ptr %buf.y, i64 %v287
  store <16 x float> %v267, ptr %p288, align 4
  %v289 = add nsw i64 %i216, 16
  store i64 %v289, ptr %_ni.addr.9
  br label %cond213
exit215:
  br label %join133
join133:
  %i290 = load i64, ptr %_ni.addr.9
  %v291 = icmp slt i64 %i290, %size._ntc
  br i1 %v291, label %tail292, label %done293
tail292:
  %mask294 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i290, i64 %size._ntc)
  %v295 = add i64 %size._mt0, %i7
  %p296 = getelementptr float, ptr %buf.b, i64 %v295
  %ld297 = load float, ptr %p296, align 4
  %v298 = mul i64 %size._o0, %size.K
  %v299 = add i64 %size._mt0, %i7
  %v300 = add i64 %v298, %v299
  %v301 = add i64 %size.H, 1
  %v302 = add i64 %v301, 1
  %v303 = sub i64 %size.R, 1
  %v304 = sub i64 %v302, %v303
  %v305 = sub i64 %v304, 1
  %v306 = add i64 %v305, 1
  %v307 = mul i64 %v300, %v306
  %v308 = add i64 %v307, %size._o1
  %v309 = add i64 %size.W, 1
  %v310 = add i64 %v309, 1
  %v311 = sub i64 %size.S, 1
  %v312 = sub i64 %v310, %v311
  %v313 = sub i64 %v312, 1
  %v314 = add i64 %v313, 1
  %v315 = mul i64 %v308, %v314
  %v316 = add i64 %size._nt0, %i290
  %v317 = add i64 %v315, %v316
  %p318 = getelementptr float, ptr %buf.y, i64 %v317
  %ld319 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p318, <16 x i1> %mask294, <16 x float> zeroinitializer)
  %ins320 = insertelement <16 x float> poison, float %ld297, i64 0
  %splat321 = shufflevector <16 x float> %ins320, <16 x float> poison, <16 x i32> zeroinitializer
  %v322 = fadd contract <16 x float> %splat321, %ld319
  %v323 = add i64 %size._mt0, %i7
  %v324 = add i64 %size.H, 1
  %v325 = add i64 %v324, 1
  %v326 = sub i64 %size.R, 1
  %v327 = sub i64 %v325, %v326
  %v328 = sub i64 %v327, 1
  %v329 = add i64 %v328, 1
  %v330 = mul i64 %v323, %v329
  %v331 = add i64 %v330, %size._o1
  %v332 = add i64 %size.W, 1
  %v333 = add i64 %v332, 1
  %v334 = sub i64 %size.S, 1
  %v335 = sub i64 %v333, %v334
  %v336 = sub i64 %v335, 1
  %v337 = add i64 %v336, 1
  %v338 = mul i64 %v331, %v337
  %v339 = add i64 %size._nt0, %i290
  %v340 = add i64 %v338, %v339
  %p341 = getelementptr float, ptr %buf.e0, i64 %v340
  %ld342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p341, <16 x i1> %mask294, <16 x float> zeroinitializer)
  %v343 = fadd contract <16 x float> %v322, %ld342
  %v344 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v343, <16 x float> splat (float 0x0000000000000000))
  %v345 = mul i64 %size._o0, %size.K
  %v346 = add i64 %size._mt0, %i7
  %v347 = add i64 %v345, %v346
  %v348 = add i64 %size.H, 1
  %v349 = add i64 %v348, 1
  %v350 = sub i64 %size.R, 1
  %v351 = sub i64 %v349, %v350
  %v352 = sub i64 %v351, 1
  %v353 = add i64 %v352, 1
  %v354 = mul i64 %v347, %v353
  %v355 = add i64 %v354, %size._o1
  %v356 = add i64 %size.W, 1
  %v357 = add i64 %v356, 1
  %v358 = sub i64 %size.S, 1
  %v359 = sub i64 %v357, %v358
  %v360 = sub i64 %v359, 1
  %v361 = add i64 %v360, 1
  %v362 = mul i64 %v355, %v361
  %v363 = add i64 %size._nt0, %i290
  %v364 = add i64 %v362, %v363
  %p365 = getelementptr float, ptr %buf.y, i64 %v364
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v344, ptr align 4 %p365, <16 x i1> %mask294)
  br label %done293
done293:
  %v366 = add nsw i64 %i7, 1
  store i64 %v366, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
define internal void @"jr.mk.conv2d_ep_804b4b.1p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv2d_ep_804b4b.1d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv2d_ep_804b4b.4p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv2d_ep_804b4b.4d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define void @"jr.op.conv2d_ep_804b4b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %fin5 = alloca <16 x float>
  %fin6 = alloca <16 x float>
  %fin7 = alloca <16 x float>
  %fin8 = alloca <16 x float>
  %c11 = alloca i64
  %c42 = alloca i64
  %c626 = alloca i64
  %c659 = alloca i64
  %c678 = alloca i64
  %c810 = alloca i64
  %c811 = alloca i64
  %c817 = alloca i64
  %c1240 = alloca i64
  %c1515 = alloca i64
  %c1521 = alloca i64
  %c1563 = alloca i64
  %c1585 = alloca i64
  %c1586 = alloca i64
  %c1592 = alloca i64
  %c1598 = alloca i64
  %c1752 = alloca i64
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
  call void @"jr.op.conv2d_ep_804b4b.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, ptr %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 0, i64 4611686018427387904)
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
  %t279 = add i64 %size.H, 1
  %t280 = add i64 %t279, 1
  %t281 = sub i64 %size.R, 1
  %t282 = sub i64 %t280, %t281
  %t283 = sub i64 %t282, 1
  %t284 = add i64 %t283, 1
  %t285 = add i64 %size.W, 1
  %t286 = add i64 %t285, 1
  %t287 = sub i64 %size.S, 1
  %t288 = sub i64 %t286, %t287
  %t289 = sub i64 %t288, 1
  %t290 = add i64 %t289, 1
  %t291 = mul i64 %t284, %t290
  %t292 = mul i64 0, %t291
  %t293 = add i64 %size.W, 1
  %t294 = add i64 %t293, 1
  %t295 = sub i64 %size.S, 1
  %t296 = sub i64 %t294, %t295
  %t297 = sub i64 %t296, 1
  %t298 = add i64 %t297, 1
  %t299 = mul i64 0, %t298
  %t300 = add i64 %t292, %t299
  %t301 = add i64 %t300, 1
  %t302 = add i64 %size.H, 1
  %t303 = add i64 %t302, 1
  %t304 = sub i64 %size.R, 1
  %t305 = sub i64 %t303, %t304
  %t306 = sub i64 %t305, 1
  %t307 = add i64 %t306, 1
  %t308 = add i64 %size.W, 1
  %t309 = add i64 %t308, 1
  %t310 = sub i64 %size.S, 1
  %t311 = sub i64 %t309, %t310
  %t312 = sub i64 %t311, 1
  %t313 = add i64 %t312, 1
  %t314 = mul i64 %t307, %t313
  %t315 = mul i64 0, %t314
  %t316 = add i64 %size.W, 1
  %t317 = add i64 %t316, 1
  %t318 = sub i64 %size.S, 1
  %t319 = sub i64 %t317, %t318
  %t320 = sub i64 %t319, 1
  %t321 = add i64 %t320, 1
  %t322 = mul i64 0, %t321
  %t323 = add i64 %t315, %t322
  %t324 = add i64 %t323, 0
  %t325 = sub i64 %t301, %t324
  %t326 = mul i64 %t325, %t75
  %t327 = add i64 %size.H, 1
  %t328 = add i64 %t327, 1
  %t329 = sub i64 %size.R, 1
  %t330 = sub i64 %t328, %t329
  %t331 = sub i64 %t330, 1
  %t332 = add i64 %t331, 1
  %t333 = add i64 %size.W, 1
  %t334 = add i64 %t333, 1
  %t335 = sub i64 %size.S, 1
  %t336 = sub i64 %t334, %t335
  %t337 = sub i64 %t336, 1
  %t338 = add i64 %t337, 1
  %t339 = mul i64 %t332, %t338
  %t340 = mul i64 0, %t339
  %t341 = add i64 %size.W, 1
  %t342 = add i64 %t341, 1
  %t343 = sub i64 %size.S, 1
  %t344 = sub i64 %t342, %t343
  %t345 = sub i64 %t344, 1
  %t346 = add i64 %t345, 1
  %t347 = mul i64 1, %t346
  %t348 = add i64 %t340, %t347
  %t349 = add i64 %t348, 0
  %t350 = add i64 %size.H, 1
  %t351 = add i64 %t350, 1
  %t352 = sub i64 %size.R, 1
  %t353 = sub i64 %t351, %t352
  %t354 = sub i64 %t353, 1
  %t355 = add i64 %t354, 1
  %t356 = add i64 %size.W, 1
  %t357 = add i64 %t356, 1
  %t358 = sub i64 %size.S, 1
  %t359 = sub i64 %t357, %t358
  %t360 = sub i64 %t359, 1
  %t361 = add i64 %t360, 1
  %t362 = mul i64 %t355, %t361
  %t363 = mul i64 0, %t362
  %t364 = add i64 %size.W, 1
  %t365 = add i64 %t364, 1
  %t366 = sub i64 %size.S, 1
  %t367 = sub i64 %t365, %t366
  %t368 = sub i64 %t367, 1
  %t369 = add i64 %t368, 1
  %t370 = mul i64 0, %t369
  %t371 = add i64 %t363, %t370
  %t372 = add i64 %t371, 0
  %t373 = sub i64 %t349, %t372
  %t374 = icmp eq i64 %t373, %t326
  %t375 = and i1 %t278, %t374
  %t376 = mul i64 %size.C, %size.R
  %t377 = mul i64 %t376, %size.S
  %t378 = mul i64 0, %t377
  %t379 = mul i64 %size.R, %size.S
  %t380 = mul i64 0, %t379
  %t381 = add i64 %t378, %t380
  %t382 = mul i64 1, %size.S
  %t383 = add i64 %t381, %t382
  %t384 = add i64 %t383, 0
  %t385 = mul i64 %size.C, %size.R
  %t386 = mul i64 %t385, %size.S
  %t387 = mul i64 0, %t386
  %t388 = mul i64 %size.R, %size.S
  %t389 = mul i64 0, %t388
  %t390 = add i64 %t387, %t389
  %t391 = mul i64 0, %size.S
  %t392 = add i64 %t390, %t391
  %t393 = add i64 %t392, 0
  %t394 = sub i64 %t384, %t393
  %t395 = mul i64 %t394, %size.R
  %t396 = mul i64 %size.C, %size.R
  %t397 = mul i64 %t396, %size.S
  %t398 = mul i64 0, %t397
  %t399 = mul i64 %size.R, %size.S
  %t400 = mul i64 1, %t399
  %t401 = add i64 %t398, %t400
  %t402 = mul i64 0, %size.S
  %t403 = add i64 %t401, %t402
  %t404 = add i64 %t403, 0
  %t405 = mul i64 %size.C, %size.R
  %t406 = mul i64 %t405, %size.S
  %t407 = mul i64 0, %t406
  %t408 = mul i64 %size.R, %size.S
  %t409 = mul i64 0, %t408
  %t410 = add i64 %t407, %t409
  %t411 = mul i64 0, %size.S
  %t412 = add i64 %t410, %t411
  %t413 = add i64 %t412, 0
  %t414 = sub i64 %t404, %t413
  %t415 = icmp eq i64 %t414, %t395
  %t416 = and i1 true, %t415
  %t417 = mul i64 %size.C, %size.R
  %t418 = mul i64 %t417, %size.S
  %t419 = mul i64 0, %t418
  %t420 = mul i64 %size.R, %size.S
  %t421 = mul i64 0, %t420
  %t422 = add i64 %t419, %t421
  %t423 = mul i64 0, %size.S
  %t424 = add i64 %t422, %t423
  %t425 = add i64 %t424, 1
  %t426 = mul i64 %size.C, %size.R
  %t427 = mul i64 %t426, %size.S
  %t428 = mul i64 0, %t427
  %t429 = mul i64 %size.R, %size.S
  %t430 = mul i64 0, %t429
  %t431 = add i64 %t428, %t430
  %t432 = mul i64 0, %size.S
  %t433 = add i64 %t431, %t432
  %t434 = add i64 %t433, 0
  %t435 = sub i64 %t425, %t434
  %t436 = mul i64 %t435, %size.S
  %t437 = mul i64 %size.C, %size.R
  %t438 = mul i64 %t437, %size.S
  %t439 = mul i64 0, %t438
  %t440 = mul i64 %size.R, %size.S
  %t441 = mul i64 0, %t440
  %t442 = add i64 %t439, %t441
  %t443 = mul i64 1, %size.S
  %t444 = add i64 %t442, %t443
  %t445 = add i64 %t444, 0
  %t446 = mul i64 %size.C, %size.R
  %t447 = mul i64 %t446, %size.S
  %t448 = mul i64 0, %t447
  %t449 = mul i64 %size.R, %size.S
  %t450 = mul i64 0, %t449
  %t451 = add i64 %t448, %t450
  %t452 = mul i64 0, %size.S
  %t453 = add i64 %t451, %t452
  %t454 = add i64 %t453, 0
  %t455 = sub i64 %t445, %t454
  %t456 = icmp eq i64 %t455, %t436
  %t457 = and i1 %t416, %t456
  %t458 = and i1 %t457, true
  %t459 = icmp eq i64 %size.K, 1
  %t460 = and i1 false, %t459
  %t461 = and i1 %t460, %t458
  %t462 = select i1 false, i64 128, i64 256
  %t463 = sdiv i64 %t462, %t86
  %t464 = icmp sgt i64 %t463, 1
  %t465 = select i1 %t464, i64 %t463, i64 1
  %t466 = sub i64 %t465, 1
  %t467 = add i64 %size.C, %t466
  %t468 = sdiv i64 %t467, %t465
  %t469 = icmp sgt i64 %t468, 1
  %t470 = select i1 %t469, i64 %t468, i64 1
  %t471 = sub i64 %t470, 1
  %t472 = add i64 %size.C, %t471
  %t473 = sdiv i64 %t472, %t470
  %t474 = icmp sgt i64 %t473, 1
  %t475 = select i1 %t474, i64 %t473, i64 1
  %t476 = mul i64 %size.C, %size.R
  %t477 = mul i64 %t476, %size.S
  %t478 = mul i64 1, %t477
  %t479 = mul i64 %size.R, %size.S
  %t480 = mul i64 0, %t479
  %t481 = add i64 %t478, %t480
  %t482 = mul i64 0, %size.S
  %t483 = add i64 %t481, %t482
  %t484 = add i64 %t483, 0
  %t485 = mul i64 %size.C, %size.R
  %t486 = mul i64 %t485, %size.S
  %t487 = mul i64 0, %t486
  %t488 = mul i64 %size.R, %size.S
  %t489 = mul i64 0, %t488
  %t490 = add i64 %t487, %t489
  %t491 = mul i64 0, %size.S
  %t492 = add i64 %t490, %t491
  %t493 = add i64 %t492, 0
  %t494 = sub i64 %t484, %t493
  %t495 = mul i64 %size.C, %size.R
  %t496 = mul i64 %t495, %size.S
  %t497 = mul i64 0, %t496
  %t498 = mul i64 %size.R, %size.S
  %t499 = mul i64 0, %t498
  %t500 = add i64 %t497, %t499
  %t501 = mul i64 0, %size.S
  %t502 = add i64 %t500, %t501
  %t503 = add i64 %t502, 1
  %t504 = mul i64 %size.C, %size.R
  %t505 = mul i64 %t504, %size.S
  %t506 = mul i64 0, %t505
  %t507 = mul i64 %size.R, %size.S
  %t508 = mul i64 0, %t507
  %t509 = add i64 %t506, %t508
  %t510 = mul i64 0, %size.S
  %t511 = add i64 %t509, %t510
  %t512 = add i64 %t511, 0
  %t513 = sub i64 %t503, %t512
  %t514 = mul i64 %size.C, %size.H
  %t515 = mul i64 %t514, %size.W
  %t516 = mul i64 0, %t515
  %t517 = mul i64 %size.H, %size.W
  %t518 = mul i64 0, %t517
  %t519 = add i64 %t516, %t518
  %t520 = add i64 0, 0
  %t521 = sub i64 %t520, 1
  %t522 = mul i64 %t521, %size.W
  %t523 = add i64 %t519, %t522
  %t524 = add i64 0, 1
  %t525 = sub i64 %t524, 1
  %t526 = add i64 %t523, %t525
  %t527 = mul i64 %size.C, %size.H
  %t528 = mul i64 %t527, %size.W
  %t529 = mul i64 0, %t528
  %t530 = mul i64 %size.H, %size.W
  %t531 = mul i64 0, %t530
  %t532 = add i64 %t529, %t531
  %t533 = add i64 0, 0
  %t534 = sub i64 %t533, 1
  %t535 = mul i64 %t534, %size.W
  %t536 = add i64 %t532, %t535
  %t537 = add i64 0, 0
  %t538 = sub i64 %t537, 1
  %t539 = add i64 %t536, %t538
  %t540 = sub i64 %t526, %t539
  %t541 = add i64 %size.H, 1
  %t542 = add i64 %t541, 1
  %t543 = sub i64 %size.R, 1
  %t544 = sub i64 %t542, %t543
  %t545 = sub i64 %t544, 1
  %t546 = add i64 %t545, 1
  %t547 = mul i64 %size.K, %t546
  %t548 = add i64 %size.W, 1
  %t549 = add i64 %t548, 1
  %t550 = sub i64 %size.S, 1
  %t551 = sub i64 %t549, %t550
  %t552 = sub i64 %t551, 1
  %t553 = add i64 %t552, 1
  %t554 = mul i64 %t547, %t553
  %t555 = mul i64 0, %t554
  %t556 = add i64 %size.H, 1
  %t557 = add i64 %t556, 1
  %t558 = sub i64 %size.R, 1
  %t559 = sub i64 %t557, %t558
  %t560 = sub i64 %t559, 1
  %t561 = add i64 %t560, 1
  %t562 = add i64 %size.W, 1
  %t563 = add i64 %t562, 1
  %t564 = sub i64 %size.S, 1
  %t565 = sub i64 %t563, %t564
  %t566 = sub i64 %t565, 1
  %t567 = add i64 %t566, 1
  %t568 = mul i64 %t561, %t567
  %t569 = mul i64 1, %t568
  %t570 = add i64 %t555, %t569
  %t571 = add i64 %size.W, 1
  %t572 = add i64 %t571, 1
  %t573 = sub i64 %size.S, 1
  %t574 = sub i64 %t572, %t573
  %t575 = sub i64 %t574, 1
  %t576 = add i64 %t575, 1
  %t577 = mul i64 0, %t576
  %t578 = add i64 %t570, %t577
  %t579 = add i64 %t578, 0
  %t580 = add i64 %size.H, 1
  %t581 = add i64 %t580, 1
  %t582 = sub i64 %size.R, 1
  %t583 = sub i64 %t581, %t582
  %t584 = sub i64 %t583, 1
  %t585 = add i64 %t584, 1
  %t586 = mul i64 %size.K, %t585
  %t587 = add i64 %size.W, 1
  %t588 = add i64 %t587, 1
  %t589 = sub i64 %size.S, 1
  %t590 = sub i64 %t588, %t589
  %t591 = sub i64 %t590, 1
  %t592 = add i64 %t591, 1
  %t593 = mul i64 %t586, %t592
  %t594 = mul i64 0, %t593
  %t595 = add i64 %size.H, 1
  %t596 = add i64 %t595, 1
  %t597 = sub i64 %size.R, 1
  %t598 = sub i64 %t596, %t597
  %t599 = sub i64 %t598, 1
  %t600 = add i64 %t599, 1
  %t601 = add i64 %size.W, 1
  %t602 = add i64 %t601, 1
  %t603 = sub i64 %size.S, 1
  %t604 = sub i64 %t602, %t603
  %t605 = sub i64 %t604, 1
  %t606 = add i64 %t605, 1
  %t607 = mul i64 %t600, %t606
  %t608 = mul i64 0, %t607
  %t609 = add i64 %t594, %t608
  %t610 = add i64 %size.W, 1
  %t611 = add i64 %t610, 1
  %t612 = sub i64 %size.S, 1
  %t613 = sub i64 %t611, %t612
  %t614 = sub i64 %t613, 1
  %t615 = add i64 %t614, 1
  %t616 = mul i64 0, %t615
  %t617 = add i64 %t609, %t616
  %t618 = add i64 %t617, 0
  %t619 = sub i64 %t579, %t618
  br label %packed620
packed620:
  %t622 = sub i64 %t90, 1
  %t623 = add i64 %t110, %t622
  %t624 = udiv i64 %t623, %t90
  %t625 = udiv i64 %range.lo, %t90
  store i64 %t625, ptr %c626
  br label %head627
head627:
  %i630 = load i64, ptr %c626
  %t631 = icmp slt i64 %i630, %t624
  br i1 %t631, label %body628, label %done629
body628:
  %t632 = urem i64 %i630, %t88
  %t633 = udiv i64 %i630, %t88
  %t634 = urem i64 %t633, 1
  %t635 = udiv i64 %t633, 1
  %t636 = mul i64 %i630, %t90
  %t637 = sub i64 %range.lo, %t636
  %t638 = icmp sgt i64 %t637, 0
  %t639 = select i1 %t638, i64 %t637, i64 0
  %t640 = mul i64 %t639, %t106
  %t641 = icmp slt i64 %size.K, %t640
  %t642 = select i1 %t641, i64 %size.K, i64 %t640
  %t643 = sub i64 %t110, %t636
  %t644 = icmp slt i64 %t643, %t90
  %t645 = select i1 %t644, i64 %t643, i64 %t90
  %t646 = mul i64 %t645, %t106
  %t647 = icmp slt i64 %size.K, %t646
  %t648 = select i1 %t647, i64 %size.K, i64 %t646
  %t649 = sub i64 %t648, %t642
  %t650 = mul i64 %t632, %t98
  %t651 = sub i64 %t82, %t650
  %t652 = icmp slt i64 %t98, %t651
  %t653 = select i1 %t652, i64 %t98, i64 %t651
  %t654 = add i64 %t653, 63
  %t655 = sdiv i64 %t654, 64
  %t658 = icmp slt i64 %t642, %t648
  br i1 %t658, label %rows656, label %norows657
rows656:
  store i64 0, ptr %c659
  br label %head660
head660:
  %i663 = load i64, ptr %c659
  %t664 = icmp slt i64 %i663, %t470
  br i1 %t664, label %body661, label %done662
body661:
  %t665 = mul i64 %i663, %t475
  %t666 = add i64 %t665, %t475
  %t667 = icmp slt i64 %t666, %size.C
  %t668 = select i1 %t667, i64 %t666, i64 %size.C
  %t669 = sub i64 %t668, %t665
  %t670 = icmp sgt i64 %t669, 0
  %t671 = select i1 %t670, i64 %t669, i64 0
  %t672 = mul i64 %t671, %t84
  %t673 = icmp sgt i64 %i663, 0
  br label %packb674
packb674:
  br i1 false, label %panels675, label %pack677
pack677:
  store i64 0, ptr %c678
  br label %head679
head679:
  %i682 = load i64, ptr %c678
  %t683 = icmp slt i64 %i682, %t655
  br i1 %t683, label %body680, label %done681
body680:
  %t684 = mul i64 %i682, 64
  %t685 = mul i64 %i682, %t672
  %t686 = mul i64 %t685, 64
  %t687 = getelementptr float, ptr %t114, i64 %t686
  %t688 = add i64 %t684, 0
  %t689 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t688, i64 %t653)
  %t690 = add i64 %t650, %t688
  %t691 = add i64 %size.W, 1
  %t692 = add i64 %t691, 1
  %t693 = sub i64 %size.S, 1
  %t694 = sub i64 %t692, %t693
  %t695 = sub i64 %t694, 1
  %t696 = add i64 %t695, 1
  %t697 = udiv i64 %t690, %t696
  %t698 = urem i64 %t690, %t696
  %t699 = insertelement <16 x i64> poison, i64 %t690, i64 0
  %t700 = shufflevector <16 x i64> %t699, <16 x i64> poison, <16 x i32> zeroinitializer
  %t701 = add <16 x i64> %t700, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t702 = insertelement <16 x i64> poison, i64 %t696, i64 0
  %t703 = shufflevector <16 x i64> %t702, <16 x i64> poison, <16 x i32> zeroinitializer
  %t704 = udiv <16 x i64> %t701, %t703
  %t705 = insertelement <16 x i64> poison, i64 %t696, i64 0
  %t706 = shufflevector <16 x i64> %t705, <16 x i64> poison, <16 x i32> zeroinitializer
  %t707 = mul <16 x i64> %t704, %t706
  %t708 = sub <16 x i64> %t701, %t707
  %t709 = insertelement <16 x i64> poison, i64 %t697, i64 0
  %t710 = shufflevector <16 x i64> %t709, <16 x i64> poison, <16 x i32> zeroinitializer
  %t711 = sub <16 x i64> %t704, %t710
  %t712 = insertelement <16 x i64> poison, i64 %t698, i64 0
  %t713 = shufflevector <16 x i64> %t712, <16 x i64> poison, <16 x i32> zeroinitializer
  %t714 = sub <16 x i64> %t708, %t713
  %t715 = add i64 %t690, 15
  %t716 = udiv i64 %t715, %t696
  %t717 = icmp eq i64 %t697, %t716
  %t718 = add i64 %t684, 16
  %t719 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t718, i64 %t653)
  %t720 = add i64 %t650, %t718
  %t721 = add i64 %size.W, 1
  %t722 = add i64 %t721, 1
  %t723 = sub i64 %size.S, 1
  %t724 = sub i64 %t722, %t723
  %t725 = sub i64 %t724, 1
  %t726 = add i64 %t725, 1
  %t727 = udiv i64 %t720, %t726
  %t728 = urem i64 %t720, %t726
  %t729 = insertelement <16 x i64> poison, i64 %t720, i64 0
  %t730 = shufflevector <16 x i64> %t729, <16 x i64> poison, <16 x i32> zeroinitializer
  %t731 = add <16 x i64> %t730, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t732 = insertelement <16 x i64> poison, i64 %t726, i64 0
  %t733 = shufflevector <16 x i64> %t732, <16 x i64> poison, <16 x i32> zeroinitializer
  %t734 = udiv <16 x i64> %t731, %t733
  %t735 = insertelement <16 x i64> poison, i64 %t726, i64 0
  %t736 = shufflevector <16 x i64> %t735, <16 x i64> poison, <16 x i32> zeroinitializer
  %t737 = mul <16 x i64> %t734, %t736
  %t738 = sub <16 x i64> %t731, %t737
  %t739 = insertelement <16 x i64> poison, i64 %t727, i64 0
  %t740 = shufflevector <16 x i64> %t739, <16 x i64> poison, <16 x i32> zeroinitializer
  %t741 = sub <16 x i64> %t734, %t740
  %t742 = insertelement <16 x i64> poison, i64 %t728, i64 0
  %t743 = shufflevector <16 x i64> %t742, <16 x i64> poison, <16 x i32> zeroinitializer
  %t744 = sub <16 x i64> %t738, %t743
  %t745 = add i64 %t720, 15
  %t746 = udiv i64 %t745, %t726
  %t747 = icmp eq i64 %t727, %t746
  %t748 = add i64 %t684, 32
  %t749 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t748, i64 %t653)
  %t750 = add i64 %t650, %t748
  %t751 = add i64 %size.W, 1
  %t752 = add i64 %t751, 1
  %t753 = sub i64 %size.S, 1
  %t754 = sub i64 %t752, %t753
  %t755 = sub i64 %t754, 1
  %t756 = add i64 %t755, 1
  %t757 = udiv i64 %t750, %t756
  %t758 = urem i64 %t750, %t756
  %t759 = insertelement <16 x i64> poison, i64 %t750, i64 0
  %t760 = shufflevector <16 x i64> %t759, <16 x i64> poison, <16 x i32> zeroinitializer
  %t761 = add <16 x i64> %t760, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t762 = insertelement <16 x i64> poison, i64 %t756, i64 0
  %t763 = shufflevector <16 x i64> %t762, <16 x i64> poison, <16 x i32> zeroinitializer
  %t764 = udiv <16 x i64> %t761, %t763
  %t765 = insertelement <16 x i64> poison, i64 %t756, i64 0
  %t766 = shufflevector <16 x i64> %t765, <16 x i64> poison, <16 x i32> zeroinitializer
  %t767 = mul <16 x i64> %t764, %t766
  %t768 = sub <16 x i64> %t761, %t767
  %t769 = insertelement <16 x i64> poison, i64 %t757, i64 0
  %t770 = shufflevector <16 x i64> %t769, <16 x i64> poison, <16 x i32> zeroinitializer
  %t771 = sub <16 x i64> %t764, %t770
  %t772 = insertelement <16 x i64> poison, i64 %t758, i64 0
  %t773 = shufflevector <16 x i64> %t772, <16 x i64> poison, <16 x i32> zeroinitializer
  %t774 = sub <16 x i64> %t768, %t773
  %t775 = add i64 %t750, 15
  %t776 = udiv i64 %t775, %t756
  %t777 = icmp eq i64 %t757, %t776
  %t778 = add i64 %t684, 48
  %t779 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t778, i64 %t653)
  %t780 = add i64 %t650, %t778
  %t781 = add i64 %size.W, 1
  %t782 = add i64 %t781, 1
  %t783 = sub i64 %size.S, 1
  %t784 = sub i64 %t782, %t783
  %t785 = sub i64 %t784, 1
  %t786 = add i64 %t785, 1
  %t787 = udiv i64 %t780, %t786
  %t788 = urem i64 %t780, %t786
  %t789 = insertelement <16 x i64> poison, i64 %t780, i64 0
  %t790 = shufflevector <16 x i64> %t789, <16 x i64> poison, <16 x i32> zeroinitializer
  %t791 = add <16 x i64> %t790, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t792 = insertelement <16 x i64> poison, i64 %t786, i64 0
  %t793 = shufflevector <16 x i64> %t792, <16 x i64> poison, <16 x i32> zeroinitializer
  %t794 = udiv <16 x i64> %t791, %t793
  %t795 = insertelement <16 x i64> poison, i64 %t786, i64 0
  %t796 = shufflevector <16 x i64> %t795, <16 x i64> poison, <16 x i32> zeroinitializer
  %t797 = mul <16 x i64> %t794, %t796
  %t798 = sub <16 x i64> %t791, %t797
  %t799 = insertelement <16 x i64> poison, i64 %t787, i64 0
  %t800 = shufflevector <16 x i64> %t799, <16 x i64> poison, <16 x i32> zeroinitializer
  %t801 = sub <16 x i64> %t794, %t800
  %t802 = insertelement <16 x i64> poison, i64 %t788, i64 0
  %t803 = shufflevector <16 x i64> %t802, <16 x i64> poison, <16 x i32> zeroinitializer
  %t804 = sub <16 x i64> %t798, %t803
  %t805 = add i64 %t780, 15
  %t806 = udiv i64 %t805, %t786
  %t807 = icmp eq i64 %t787, %t806
  %t808 = mul i64 %size.H, %size.W
  %t809 = mul i64 %size.R, %size.S
  store i64 0, ptr %c810
  store i64 0, ptr %c811
  br label %head812
head812:
  %i815 = load i64, ptr %c811
  %t816 = icmp slt i64 %i815, %size.R
  br i1 %t816, label %body813, label %done814
body813:
  store i64 0, ptr %c817
  br label %head818
head818:
  %i821 = load i64, ptr %c817
  %t822 = icmp slt i64 %i821, %size.S
  br i1 %t822, label %body819, label %done820
body819:
  %t823 = load i64, ptr %c810
  %t824 = add i64 %t697, %i815
  %t825 = sub i64 %t824, 1
  %t826 = insertelement <16 x i64> poison, i64 %t825, i64 0
  %t827 = shufflevector <16 x i64> %t826, <16 x i64> poison, <16 x i32> zeroinitializer
  %t828 = insertelement <16 x i64> poison, i64 1, i64 0
  %t829 = shufflevector <16 x i64> %t828, <16 x i64> poison, <16 x i32> zeroinitializer
  %t830 = mul <16 x i64> %t711, %t829
  %t831 = add <16 x i64> %t827, %t830
  %t832 = icmp sge <16 x i64> %t831, zeroinitializer
  %t833 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t834 = shufflevector <16 x i64> %t833, <16 x i64> poison, <16 x i32> zeroinitializer
  %t835 = icmp slt <16 x i64> %t831, %t834
  %t836 = and <16 x i1> %t832, %t835
  %t837 = and <16 x i1> %t689, %t836
  %t838 = add i64 %t698, %i821
  %t839 = sub i64 %t838, 1
  %t840 = insertelement <16 x i64> poison, i64 %t839, i64 0
  %t841 = shufflevector <16 x i64> %t840, <16 x i64> poison, <16 x i32> zeroinitializer
  %t842 = insertelement <16 x i64> poison, i64 1, i64 0
  %t843 = shufflevector <16 x i64> %t842, <16 x i64> poison, <16 x i32> zeroinitializer
  %t844 = mul <16 x i64> %t714, %t843
  %t845 = add <16 x i64> %t841, %t844
  %t846 = icmp sge <16 x i64> %t845, zeroinitializer
  %t847 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t848 = shufflevector <16 x i64> %t847, <16 x i64> poison, <16 x i32> zeroinitializer
  %t849 = icmp slt <16 x i64> %t845, %t848
  %t850 = and <16 x i1> %t846, %t849
  %t851 = and <16 x i1> %t837, %t850
  %t852 = mul i64 %size.C, %size.H
  %t853 = mul i64 %t852, %size.W
  %t854 = mul i64 %t634, %t853
  %t855 = mul i64 %size.H, %size.W
  %t856 = mul i64 %t665, %t855
  %t857 = add i64 %t854, %t856
  %t858 = add i64 %t697, %i815
  %t859 = sub i64 %t858, 1
  %t860 = mul i64 %t859, %size.W
  %t861 = add i64 %t857, %t860
  %t862 = add i64 %t698, %i821
  %t863 = sub i64 %t862, 1
  %t864 = add i64 %t861, %t863
  %t865 = insertelement <16 x i64> poison, i64 %t864, i64 0
  %t866 = shufflevector <16 x i64> %t865, <16 x i64> poison, <16 x i32> zeroinitializer
  %t867 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t868 = shufflevector <16 x i64> %t867, <16 x i64> poison, <16 x i32> zeroinitializer
  %t869 = mul <16 x i64> %t711, %t868
  %t870 = add <16 x i64> %t866, %t869
  %t871 = insertelement <16 x i64> poison, i64 1, i64 0
  %t872 = shufflevector <16 x i64> %t871, <16 x i64> poison, <16 x i32> zeroinitializer
  %t873 = mul <16 x i64> %t714, %t872
  %t874 = add <16 x i64> %t870, %t873
  %t875 = mul i64 %t696, 1
  %t876 = sub i64 %size.W, %t875
  %t877 = add i64 %t698, %t696
  %t878 = add i64 %t877, 15
  %t879 = udiv i64 %t878, %t696
  %t880 = mul i64 0, %t696
  %t881 = sub i64 %t880, %t698
  %t882 = mul i64 1, %t696
  %t883 = sub i64 %t882, %t698
  %t884 = insertelement <16 x i64> poison, i64 %t881, i64 0
  %t885 = shufflevector <16 x i64> %t884, <16 x i64> poison, <16 x i32> zeroinitializer
  %t886 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t885
  %t887 = insertelement <16 x i64> poison, i64 %t883, i64 0
  %t888 = shufflevector <16 x i64> %t887, <16 x i64> poison, <16 x i32> zeroinitializer
  %t889 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t888
  %t890 = and <16 x i1> %t886, %t889
  %t891 = and <16 x i1> %t890, %t851
  %t892 = mul i64 1, %t696
  %t893 = sub i64 %t892, %t698
  %t894 = mul i64 2, %t696
  %t895 = sub i64 %t894, %t698
  %t896 = insertelement <16 x i64> poison, i64 %t893, i64 0
  %t897 = shufflevector <16 x i64> %t896, <16 x i64> poison, <16 x i32> zeroinitializer
  %t898 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t897
  %t899 = insertelement <16 x i64> poison, i64 %t895, i64 0
  %t900 = shufflevector <16 x i64> %t899, <16 x i64> poison, <16 x i32> zeroinitializer
  %t901 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t900
  %t902 = and <16 x i1> %t898, %t901
  %t903 = and <16 x i1> %t902, %t851
  %t904 = mul i64 2, %t696
  %t905 = sub i64 %t904, %t698
  %t906 = mul i64 3, %t696
  %t907 = sub i64 %t906, %t698
  %t908 = insertelement <16 x i64> poison, i64 %t905, i64 0
  %t909 = shufflevector <16 x i64> %t908, <16 x i64> poison, <16 x i32> zeroinitializer
  %t910 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t909
  %t911 = insertelement <16 x i64> poison, i64 %t907, i64 0
  %t912 = shufflevector <16 x i64> %t911, <16 x i64> poison, <16 x i32> zeroinitializer
  %t913 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t912
  %t914 = and <16 x i1> %t910, %t913
  %t915 = and <16 x i1> %t914, %t851
  %t916 = mul i64 3, %t696
  %t917 = sub i64 %t916, %t698
  %t918 = mul i64 4, %t696
  %t919 = sub i64 %t918, %t698
  %t920 = insertelement <16 x i64> poison, i64 %t917, i64 0
  %t921 = shufflevector <16 x i64> %t920, <16 x i64> poison, <16 x i32> zeroinitializer
  %t922 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t921
  %t923 = insertelement <16 x i64> poison, i64 %t919, i64 0
  %t924 = shufflevector <16 x i64> %t923, <16 x i64> poison, <16 x i32> zeroinitializer
  %t925 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t924
  %t926 = and <16 x i1> %t922, %t925
  %t927 = and <16 x i1> %t926, %t851
  %t928 = add i64 %t727, %i815
  %t929 = sub i64 %t928, 1
  %t930 = insertelement <16 x i64> poison, i64 %t929, i64 0
  %t931 = shufflevector <16 x i64> %t930, <16 x i64> poison, <16 x i32> zeroinitializer
  %t932 = insertelement <16 x i64> poison, i64 1, i64 0
  %t933 = shufflevector <16 x i64> %t932, <16 x i64> poison, <16 x i32> zeroinitializer
  %t934 = mul <16 x i64> %t741, %t933
  %t935 = add <16 x i64> %t931, %t934
  %t936 = icmp sge <16 x i64> %t935, zeroinitializer
  %t937 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t938 = shufflevector <16 x i64> %t937, <16 x i64> poison, <16 x i32> zeroinitializer
  %t939 = icmp slt <16 x i64> %t935, %t938
  %t940 = and <16 x i1> %t936, %t939
  %t941 = and <16 x i1> %t719, %t940
  %t942 = add i64 %t728, %i821
  %t943 = sub i64 %t942, 1
  %t944 = insertelement <16 x i64> poison, i64 %t943, i64 0
  %t945 = shufflevector <16 x i64> %t944, <16 x i64> poison, <16 x i32> zeroinitializer
  %t946 = insertelement <16 x i64> poison, i64 1, i64 0
  %t947 = shufflevector <16 x i64> %t946, <16 x i64> poison, <16 x i32> zeroinitializer
  %t948 = mul <16 x i64> %t744, %t947
  %t949 = add <16 x i64> %t945, %t948
  %t950 = icmp sge <16 x i64> %t949, zeroinitializer
  %t951 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t952 = shufflevector <16 x i64> %t951, <16 x i64> poison, <16 x i32> zeroinitializer
  %t953 = icmp slt <16 x i64> %t949, %t952
  %t954 = and <16 x i1> %t950, %t953
  %t955 = and <16 x i1> %t941, %t954
  %t956 = mul i64 %size.C, %size.H
  %t957 = mul i64 %t956, %size.W
  %t958 = mul i64 %t634, %t957
  %t959 = mul i64 %size.H, %size.W
  %t960 = mul i64 %t665, %t959
  %t961 = add i64 %t958, %t960
  %t962 = add i64 %t727, %i815
  %t963 = sub i64 %t962, 1
  %t964 = mul i64 %t963, %size.W
  %t965 = add i64 %t961, %t964
  %t966 = add i64 %t728, %i821
  %t967 = sub i64 %t966, 1
  %t968 = add i64 %t965, %t967
  %t969 = insertelement <16 x i64> poison, i64 %t968, i64 0
  %t970 = shufflevector <16 x i64> %t969, <16 x i64> poison, <16 x i32> zeroinitializer
  %t971 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t972 = shufflevector <16 x i64> %t971, <16 x i64> poison, <16 x i32> zeroinitializer
  %t973 = mul <16 x i64> %t741, %t972
  %t974 = add <16 x i64> %t970, %t973
  %t975 = insertelement <16 x i64> poison, i64 1, i64 0
  %t976 = shufflevector <16 x i64> %t975, <16 x i64> poison, <16 x i32> zeroinitializer
  %t977 = mul <16 x i64> %t744, %t976
  %t978 = add <16 x i64> %t974, %t977
  %t979 = mul i64 %t726, 1
  %t980 = sub i64 %size.W, %t979
  %t981 = add i64 %t728, %t726
  %t982 = add i64 %t981, 15
  %t983 = udiv i64 %t982, %t726
  %t984 = mul i64 0, %t726
  %t985 = sub i64 %t984, %t728
  %t986 = mul i64 1, %t726
  %t987 = sub i64 %t986, %t728
  %t988 = insertelement <16 x i64> poison, i64 %t985, i64 0
  %t989 = shufflevector <16 x i64> %t988, <16 x i64> poison, <16 x i32> zeroinitializer
  %t990 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t989
  %t991 = insertelement <16 x i64> poison, i64 %t987, i64 0
  %t992 = shufflevector <16 x i64> %t991, <16 x i64> poison, <16 x i32> zeroinitializer
  %t993 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t992
  %t994 = and <16 x i1> %t990, %t993
  %t995 = and <16 x i1> %t994, %t955
  %t996 = mul i64 1, %t726
  %t997 = sub i64 %t996, %t728
  %t998 = mul i64 2, %t726
  %t999 = sub i64 %t998, %t728
  %t1000 = insertelement <16 x i64> poison, i64 %t997, i64 0
  %t1001 = shufflevector <16 x i64> %t1000, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1002 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1001
  %t1003 = insertelement <16 x i64> poison, i64 %t999, i64 0
  %t1004 = shufflevector <16 x i64> %t1003, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1005 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1004
  %t1006 = and <16 x i1> %t1002, %t1005
  %t1007 = and <16 x i1> %t1006, %t955
  %t1008 = mul i64 2, %t726
  %t1009 = sub i64 %t1008, %t728
  %t1010 = mul i64 3, %t726
  %t1011 = sub i64 %t1010, %t728
  %t1012 = insertelement <16 x i64> poison, i64 %t1009, i64 0
  %t1013 = shufflevector <16 x i64> %t1012, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1014 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1013
  %t1015 = insertelement <16 x i64> poison, i64 %t1011, i64 0
  %t1016 = shufflevector <16 x i64> %t1015, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1017 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1016
  %t1018 = and <16 x i1> %t1014, %t1017
  %t1019 = and <16 x i1> %t1018, %t955
  %t1020 = mul i64 3, %t726
  %t1021 = sub i64 %t1020, %t728
  %t1022 = mul i64 4, %t726
  %t1023 = sub i64 %t1022, %t728
  %t1024 = insertelement <16 x i64> poison, i64 %t1021, i64 0
  %t1025 = shufflevector <16 x i64> %t1024, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1026 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1025
  %t1027 = insertelement <16 x i64> poison, i64 %t1023, i64 0
  %t1028 = shufflevector <16 x i64> %t1027, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1029 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1028
  %t1030 = and <16 x i1> %t1026, %t1029
  %t1031 = and <16 x i1> %t1030, %t955
  %t1032 = add i64 %t757, %i815
  %t1033 = sub i64 %t1032, 1
  %t1034 = insertelement <16 x i64> poison, i64 %t1033, i64 0
  %t1035 = shufflevector <16 x i64> %t1034, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1036 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1037 = shufflevector <16 x i64> %t1036, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1038 = mul <16 x i64> %t771, %t1037
  %t1039 = add <16 x i64> %t1035, %t1038
  %t1040 = icmp sge <16 x i64> %t1039, zeroinitializer
  %t1041 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t1042 = shufflevector <16 x i64> %t1041, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1043 = icmp slt <16 x i64> %t1039, %t1042
  %t1044 = and <16 x i1> %t1040, %t1043
  %t1045 = and <16 x i1> %t749, %t1044
  %t1046 = add i64 %t758, %i821
  %t1047 = sub i64 %t1046, 1
  %t1048 = insertelement <16 x i64> poison, i64 %t1047, i64 0
  %t1049 = shufflevector <16 x i64> %t1048, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1050 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1051 = shufflevector <16 x i64> %t1050, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1052 = mul <16 x i64> %t774, %t1051
  %t1053 = add <16 x i64> %t1049, %t1052
  %t1054 = icmp sge <16 x i64> %t1053, zeroinitializer
  %t1055 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1056 = shufflevector <16 x i64> %t1055, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1057 = icmp slt <16 x i64> %t1053, %t1056
  %t1058 = and <16 x i1> %t1054, %t1057
  %t1059 = and <16 x i1> %t1045, %t1058
  %t1060 = mul i64 %size.C, %size.H
  %t1061 = mul i64 %t1060, %size.W
  %t1062 = mul i64 %t634, %t1061
  %t1063 = mul i64 %size.H, %size.W
  %t1064 = mul i64 %t665, %t1063
  %t1065 = add i64 %t1062, %t1064
  %t1066 = add i64 %t757, %i815
  %t1067 = sub i64 %t1066, 1
  %t1068 = mul i64 %t1067, %size.W
  %t1069 = add i64 %t1065, %t1068
  %t1070 = add i64 %t758, %i821
  %t1071 = sub i64 %t1070, 1
  %t1072 = add i64 %t1069, %t1071
  %t1073 = insertelement <16 x i64> poison, i64 %t1072, i64 0
  %t1074 = shufflevector <16 x i64> %t1073, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1075 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1076 = shufflevector <16 x i64> %t1075, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1077 = mul <16 x i64> %t771, %t1076
  %t1078 = add <16 x i64> %t1074, %t1077
  %t1079 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1080 = shufflevector <16 x i64> %t1079, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1081 = mul <16 x i64> %t774, %t1080
  %t1082 = add <16 x i64> %t1078, %t1081
  %t1083 = mul i64 %t756, 1
  %t1084 = sub i64 %size.W, %t1083
  %t1085 = add i64 %t758, %t756
  %t1086 = add i64 %t1085, 15
  %t1087 = udiv i64 %t1086, %t756
  %t1088 = mul i64 0, %t756
  %t1089 = sub i64 %t1088, %t758
  %t1090 = mul i64 1, %t756
  %t1091 = sub i64 %t1090, %t758
  %t1092 = insertelement <16 x i64> poison, i64 %t1089, i64 0
  %t1093 = shufflevector <16 x i64> %t1092, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1094 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1093
  %t1095 = insertelement <16 x i64> poison, i64 %t1091, i64 0
  %t1096 = shufflevector <16 x i64> %t1095, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1097 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1096
  %t1098 = and <16 x i1> %t1094, %t1097
  %t1099 = and <16 x i1> %t1098, %t1059
  %t1100 = mul i64 1, %t756
  %t1101 = sub i64 %t1100, %t758
  %t1102 = mul i64 2, %t756
  %t1103 = sub i64 %t1102, %t758
  %t1104 = insertelement <16 x i64> poison, i64 %t1101, i64 0
  %t1105 = shufflevector <16 x i64> %t1104, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1106 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1105
  %t1107 = insertelement <16 x i64> poison, i64 %t1103, i64 0
  %t1108 = shufflevector <16 x i64> %t1107, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1109 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1108
  %t1110 = and <16 x i1> %t1106, %t1109
  %t1111 = and <16 x i1> %t1110, %t1059
  %t1112 = mul i64 2, %t756
  %t1113 = sub i64 %t1112, %t758
  %t1114 = mul i64 3, %t756
  %t1115 = sub i64 %t1114, %t758
  %t1116 = insertelement <16 x i64> poison, i64 %t1113, i64 0
  %t1117 = shufflevector <16 x i64> %t1116, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1118 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1117
  %t1119 = insertelement <16 x i64> poison, i64 %t1115, i64 0
  %t1120 = shufflevector <16 x i64> %t1119, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1121 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1120
  %t1122 = and <16 x i1> %t1118, %t1121
  %t1123 = and <16 x i1> %t1122, %t1059
  %t1124 = mul i64 3, %t756
  %t1125 = sub i64 %t1124, %t758
  %t1126 = mul i64 4, %t756
  %t1127 = sub i64 %t1126, %t758
  %t1128 = insertelement <16 x i64> poison, i64 %t1125, i64 0
  %t1129 = shufflevector <16 x i64> %t1128, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1130 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1129
  %t1131 = insertelement <16 x i64> poison, i64 %t1127, i64 0
  %t1132 = shufflevector <16 x i64> %t1131, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1133 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1132
  %t1134 = and <16 x i1> %t1130, %t1133
  %t1135 = and <16 x i1> %t1134, %t1059
  %t1136 = add i64 %t787, %i815
  %t1137 = sub i64 %t1136, 1
  %t1138 = insertelement <16 x i64> poison, i64 %t1137, i64 0
  %t1139 = shufflevector <16 x i64> %t1138, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1140 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1141 = shufflevector <16 x i64> %t1140, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1142 = mul <16 x i64> %t801, %t1141
  %t1143 = add <16 x i64> %t1139, %t1142
  %t1144 = icmp sge <16 x i64> %t1143, zeroinitializer
  %t1145 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t1146 = shufflevector <16 x i64> %t1145, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1147 = icmp slt <16 x i64> %t1143, %t1146
  %t1148 = and <16 x i1> %t1144, %t1147
  %t1149 = and <16 x i1> %t779, %t1148
  %t1150 = add i64 %t788, %i821
  %t1151 = sub i64 %t1150, 1
  %t1152 = insertelement <16 x i64> poison, i64 %t1151, i64 0
  %t1153 = shufflevector <16 x i64> %t1152, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1154 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1155 = shufflevector <16 x i64> %t1154, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1156 = mul <16 x i64> %t804, %t1155
  %t1157 = add <16 x i64> %t1153, %t1156
  %t1158 = icmp sge <16 x i64> %t1157, zeroinitializer
  %t1159 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1160 = shufflevector <16 x i64> %t1159, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1161 = icmp slt <16 x i64> %t1157, %t1160
  %t1162 = and <16 x i1> %t1158, %t1161
  %t1163 = and <16 x i1> %t1149, %t1162
  %t1164 = mul i64 %size.C, %size.H
  %t1165 = mul i64 %t1164, %size.W
  %t1166 = mul i64 %t634, %t1165
  %t1167 = mul i64 %size.H, %size.W
  %t1168 = mul i64 %t665, %t1167
  %t1169 = add i64 %t1166, %t1168
  %t1170 = add i64 %t787, %i815
  %t1171 = sub i64 %t1170, 1
  %t1172 = mul i64 %t1171, %size.W
  %t1173 = add i64 %t1169, %t1172
  %t1174 = add i64 %t788, %i821
  %t1175 = sub i64 %t1174, 1
  %t1176 = add i64 %t1173, %t1175
  %t1177 = insertelement <16 x i64> poison, i64 %t1176, i64 0
  %t1178 = shufflevector <16 x i64> %t1177, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1179 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1180 = shufflevector <16 x i64> %t1179, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1181 = mul <16 x i64> %t801, %t1180
  %t1182 = add <16 x i64> %t1178, %t1181
  %t1183 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1184 = shufflevector <16 x i64> %t1183, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1185 = mul <16 x i64> %t804, %t1184
  %t1186 = add <16 x i64> %t1182, %t1185
  %t1187 = mul i64 %t786, 1
  %t1188 = sub i64 %size.W, %t1187
  %t1189 = add i64 %t788, %t786
  %t1190 = add i64 %t1189, 15
  %t1191 = udiv i64 %t1190, %t786
  %t1192 = mul i64 0, %t786
  %t1193 = sub i64 %t1192, %t788
  %t1194 = mul i64 1, %t786
  %t1195 = sub i64 %t1194, %t788
  %t1196 = insertelement <16 x i64> poison, i64 %t1193, i64 0
  %t1197 = shufflevector <16 x i64> %t1196, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1198 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1197
  %t1199 = insertelement <16 x i64> poison, i64 %t1195, i64 0
  %t1200 = shufflevector <16 x i64> %t1199, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1201 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1200
  %t1202 = and <16 x i1> %t1198, %t1201
  %t1203 = and <16 x i1> %t1202, %t1163
  %t1204 = mul i64 1, %t786
  %t1205 = sub i64 %t1204, %t788
  %t1206 = mul i64 2, %t786
  %t1207 = sub i64 %t1206, %t788
  %t1208 = insertelement <16 x i64> poison, i64 %t1205, i64 0
  %t1209 = shufflevector <16 x i64> %t1208, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1210 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1209
  %t1211 = insertelement <16 x i64> poison, i64 %t1207, i64 0
  %t1212 = shufflevector <16 x i64> %t1211, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1213 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1212
  %t1214 = and <16 x i1> %t1210, %t1213
  %t1215 = and <16 x i1> %t1214, %t1163
  %t1216 = mul i64 2, %t786
  %t1217 = sub i64 %t1216, %t788
  %t1218 = mul i64 3, %t786
  %t1219 = sub i64 %t1218, %t788
  %t1220 = insertelement <16 x i64> poison, i64 %t1217, i64 0
  %t1221 = shufflevector <16 x i64> %t1220, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1222 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1221
  %t1223 = insertelement <16 x i64> poison, i64 %t1219, i64 0
  %t1224 = shufflevector <16 x i64> %t1223, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1225 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1224
  %t1226 = and <16 x i1> %t1222, %t1225
  %t1227 = and <16 x i1> %t1226, %t1163
  %t1228 = mul i64 3, %t786
  %t1229 = sub i64 %t1228, %t788
  %t1230 = mul i64 4, %t786
  %t1231 = sub i64 %t1230, %t788
  %t1232 = insertelement <16 x i64> poison, i64 %t1229, i64 0
  %t1233 = shufflevector <16 x i64> %t1232, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1234 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1233
  %t1235 = insertelement <16 x i64> poison, i64 %t1231, i64 0
  %t1236 = shufflevector <16 x i64> %t1235, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1237 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1236
  %t1238 = and <16 x i1> %t1234, %t1237
  %t1239 = and <16 x i1> %t1238, %t1163
  store i64 %t665, ptr %c1240
  br label %head1241
head1241:
  %i1244 = load i64, ptr %c1240
  %t1245 = icmp slt i64 %i1244, %t668
  br i1 %t1245, label %body1242, label %done1243
body1242:
  %t1246 = sub i64 %i1244, %t665
  %t1247 = mul i64 %t1246, %t809
  %t1248 = add i64 %t1247, %t823
  %t1249 = mul i64 %t1246, %t808
  %t1250 = insertelement <16 x i64> poison, i64 %t1249, i64 0
  %t1251 = shufflevector <16 x i64> %t1250, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1252 = add <16 x i64> %t874, %t1251
  %t1253 = add i64 %t864, %t1249
  %t1254 = mul i64 %t1248, 64
  %t1255 = add i64 %t1254, 0
  %t1256 = getelementptr float, ptr %t687, i64 %t1255
  br i1 %t717, label %load1257, label %gather1258
load1257:
  %t1260 = getelementptr float, ptr %buf.x, i64 %t1253
  %t1261 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1260, <16 x i1> %t851, <16 x float> zeroinitializer)
  store <16 x float> %t1261, ptr %t1256, align 4
  br label %packed1259
gather1258:
  switch i64 %t879, label %gather1266 [i64 1, label %pieces11262 i64 2, label %pieces21263 i64 3, label %pieces31264 i64 4, label %pieces41265]
pieces11262:
  %t1267 = mul i64 %t876, 0
  %t1268 = add i64 %t1253, %t1267
  %t1269 = getelementptr float, ptr %buf.x, i64 %t1268
  %t1270 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1269, <16 x i1> %t891, <16 x float> zeroinitializer)
  store <16 x float> %t1270, ptr %t1256, align 4
  br label %packed1259
pieces21263:
  %t1271 = mul i64 %t876, 0
  %t1272 = add i64 %t1253, %t1271
  %t1273 = getelementptr float, ptr %buf.x, i64 %t1272
  %t1274 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1273, <16 x i1> %t891, <16 x float> zeroinitializer)
  %t1275 = mul i64 %t876, 1
  %t1276 = add i64 %t1253, %t1275
  %t1277 = getelementptr float, ptr %buf.x, i64 %t1276
  %t1278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1277, <16 x i1> %t903, <16 x float> zeroinitializer)
  %t1279 = select <16 x i1> %t903, <16 x float> %t1278, <16 x float> %t1274
  store <16 x float> %t1279, ptr %t1256, align 4
  br label %packed1259
pieces31264:
  %t1280 = mul i64 %t876, 0
  %t1281 = add i64 %t1253, %t1280
  %t1282 = getelementptr float, ptr %buf.x, i64 %t1281
  %t1283 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1282, <16 x i1> %t891, <16 x float> zeroinitializer)
  %t1284 = mul i64 %t876, 1
  %t1285 = add i64 %t1253, %t1284
  %t1286 = getelementptr float, ptr %buf.x, i64 %t1285
  %t1287 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1286, <16 x i1> %t903, <16 x float> zeroinitializer)
  %t1288 = select <16 x i1> %t903, <16 x float> %t1287, <16 x float> %t1283
  %t1289 = mul i64 %t876, 2
  %t1290 = add i64 %t1253, %t1289
  %t1291 = getelementptr float, ptr %buf.x, i64 %t1290
  %t1292 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1291, <16 x i1> %t915, <16 x float> zeroinitializer)
  %t1293 = select <16 x i1> %t915, <16 x float> %t1292, <16 x float> %t1288
  store <16 x float> %t1293, ptr %t1256, align 4
  br label %packed1259
pieces41265:
  %t1294 = mul i64 %t876, 0
  %t1295 = add i64 %t1253, %t1294
  %t1296 = getelementptr float, ptr %buf.x, i64 %t1295
  %t1297 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1296, <16 x i1> %t891, <16 x float> zeroinitializer)
  %t1298 = mul i64 %t876, 1
  %t1299 = add i64 %t1253, %t1298
  %t1300 = getelementptr float, ptr %buf.x, i64 %t1299
  %t1301 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1300, <16 x i1> %t903, <16 x float> zeroinitializer)
  %t1302 = select <16 x i1> %t903, <16 x float> %t1301, <16 x float> %t1297
  %t1303 = mul i64 %t876, 2
  %t1304 = add i64 %t1253, %t1303
  %t1305 = getelementptr float, ptr %buf.x, i64 %t1304
  %t1306 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1305, <16 x i1> %t915, <16 x float> zeroinitializer)
  %t1307 = select <16 x i1> %t915, <16 x float> %t1306, <16 x float> %t1302
  %t1308 = mul i64 %t876, 3
  %t1309 = add i64 %t1253, %t1308
  %t1310 = getelementptr float, ptr %buf.x, i64 %t1309
  %t1311 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1310, <16 x i1> %t927, <16 x float> zeroinitializer)
  %t1312 = select <16 x i1> %t927, <16 x float> %t1311, <16 x float> %t1307
  store <16 x float> %t1312, ptr %t1256, align 4
  br label %packed1259
gather1266:
  %t1313 = getelementptr float, ptr %buf.x, <16 x i64> %t1252
  %t1314 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1313, <16 x i1> %t851, <16 x float> zeroinitializer)
  store <16 x float> %t1314, ptr %t1256, align 4
  br label %packed1259
packed1259:
  %t1315 = insertelement <16 x i64> poison, i64 %t1249, i64 0
  %t1316 = shufflevector <16 x i64> %t1315, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1317 = add <16 x i64> %t978, %t1316
  %t1318 = add i64 %t968, %t1249
  %t1319 = mul i64 %t1248, 64
  %t1320 = add i64 %t1319, 16
  %t1321 = getelementptr float, ptr %t687, i64 %t1320
  br i1 %t747, label %load1322, label %gather1323
load1322:
  %t1325 = getelementptr float, ptr %buf.x, i64 %t1318
  %t1326 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1325, <16 x i1> %t955, <16 x float> zeroinitializer)
  store <16 x float> %t1326, ptr %t1321, align 4
  br label %packed1324
gather1323:
  switch i64 %t983, label %gather1331 [i64 1, label %pieces11327 i64 2, label %pieces21328 i64 3, label %pieces31329 i64 4, label %pieces41330]
pieces11327:
  %t1332 = mul i64 %t980, 0
  %t1333 = add i64 %t1318, %t1332
  %t1334 = getelementptr float, ptr %buf.x, i64 %t1333
  %t1335 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1334, <16 x i1> %t995, <16 x float> zeroinitializer)
  store <16 x float> %t1335, ptr %t1321, align 4
  br label %packed1324
pieces21328:
  %t1336 = mul i64 %t980, 0
  %t1337 = add i64 %t1318, %t1336
  %t1338 = getelementptr float, ptr %buf.x, i64 %t1337
  %t1339 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1338, <16 x i1> %t995, <16 x float> zeroinitializer)
  %t1340 = mul i64 %t980, 1
  %t1341 = add i64 %t1318, %t1340
  %t1342 = getelementptr float, ptr %buf.x, i64 %t1341
  %t1343 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1342, <16 x i1> %t1007, <16 x float> zeroinitializer)
  %t1344 = select <16 x i1> %t1007, <16 x float> %t1343, <16 x float> %t1339
  store <16 x float> %t1344, ptr %t1321, align 4
  br label %packed1324
pieces31329:
  %t1345 = mul i64 %t980, 0
  %t1346 = add i64 %t1318, %t1345
  %t1347 = getelementptr float, ptr %buf.x, i64 %t1346
  %t1348 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1347, <16 x i1> %t995, <16 x float> zeroinitializer)
  %t1349 = mul i64 %t980, 1
  %t1350 = add i64 %t1318, %t1349
  %t1351 = getelementptr float, ptr %buf.x, i64 %t1350
  %t1352 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1351, <16 x i1> %t1007, <16 x float> zeroinitializer)
  %t1353 = select <16 x i1> %t1007, <16 x float> %t1352, <16 x float> %t1348
  %t1354 = mul i64 %t980, 2
  %t1355 = add i64 %t1318, %t1354
  %t1356 = getelementptr float, ptr %buf.x, i64 %t1355
  %t1357 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1356, <16 x i1> %t1019, <16 x float> zeroinitializer)
  %t1358 = select <16 x i1> %t1019, <16 x float> %t1357, <16 x float> %t1353
  store <16 x float> %t1358, ptr %t1321, align 4
  br label %packed1324
pieces41330:
  %t1359 = mul i64 %t980, 0
  %t1360 = add i64 %t1318, %t1359
  %t1361 = getelementptr float, ptr %buf.x, i64 %t1360
  %t1362 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1361, <16 x i1> %t995, <16 x float> zeroinitializer)
  %t1363 = mul i64 %t980, 1
  %t1364 = add i64 %t1318, %t1363
  %t1365 = getelementptr float, ptr %buf.x, i64 %t1364
  %t1366 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1365, <16 x i1> %t1007, <16 x float> zeroinitializer)
  %t1367 = select <16 x i1> %t1007, <16 x float> %t1366, <16 x float> %t1362
  %t1368 = mul i64 %t980, 2
  %t1369 = add i64 %t1318, %t1368
  %t1370 = getelementptr float, ptr %buf.x, i64 %t1369
  %t1371 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1370, <16 x i1> %t1019, <16 x float> zeroinitializer)
  %t1372 = select <16 x i1> %t1019, <16 x float> %t1371, <16 x float> %t1367
  %t1373 = mul i64 %t980, 3
  %t1374 = add i64 %t1318, %t1373
  %t1375 = getelementptr float, ptr %buf.x, i64 %t1374
  %t1376 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1375, <16 x i1> %t1031, <16 x float> zeroinitializer)
  %t1377 = select <16 x i1> %t1031, <16 x float> %t1376, <16 x float> %t1372
  store <16 x float> %t1377, ptr %t1321, align 4
  br label %packed1324
gather1331:
  %t1378 = getelementptr float, ptr %buf.x, <16 x i64> %t1317
  %t1379 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1378, <16 x i1> %t955, <16 x float> zeroinitializer)
  store <16 x float> %t1379, ptr %t1321, align 4
  br label %packed1324
packed1324:
  %t1380 = insertelement <16 x i64> poison, i64 %t1249, i64 0
  %t1381 = shufflevector <16 x i64> %t1380, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1382 = add <16 x i64> %t1082, %t1381
  %t1383 = add i64 %t1072, %t1249
  %t1384 = mul i64 %t1248, 64
  %t1385 = add i64 %t1384, 32
  %t1386 = getelementptr float, ptr %t687, i64 %t1385
  br i1 %t777, label %load1387, label %gather1388
load1387:
  %t1390 = getelementptr float, ptr %buf.x, i64 %t1383
  %t1391 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1390, <16 x i1> %t1059, <16 x float> zeroinitializer)
  store <16 x float> %t1391, ptr %t1386, align 4
  br label %packed1389
gather1388:
  switch i64 %t1087, label %gather1396 [i64 1, label %pieces11392 i64 2, label %pieces21393 i64 3, label %pieces31394 i64 4, label %pieces41395]
pieces11392:
  %t1397 = mul i64 %t1084, 0
  %t1398 = add i64 %t1383, %t1397
  %t1399 = getelementptr float, ptr %buf.x, i64 %t1398
  %t1400 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1399, <16 x i1> %t1099, <16 x float> zeroinitializer)
  store <16 x float> %t1400, ptr %t1386, align 4
  br label %packed1389
pieces21393:
  %t1401 = mul i64 %t1084, 0
  %t1402 = add i64 %t1383, %t1401
  %t1403 = getelementptr float, ptr %buf.x, i64 %t1402
  %t1404 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1403, <16 x i1> %t1099, <16 x float> zeroinitializer)
  %t1405 = mul i64 %t1084, 1
  %t1406 = add i64 %t1383, %t1405
  %t1407 = getelementptr float, ptr %buf.x, i64 %t1406
  %t1408 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1407, <16 x i1> %t1111, <16 x float> zeroinitializer)
  %t1409 = select <16 x i1> %t1111, <16 x float> %t1408, <16 x float> %t1404
  store <16 x float> %t1409, ptr %t1386, align 4
  br label %packed1389
pieces31394:
  %t1410 = mul i64 %t1084, 0
  %t1411 = add i64 %t1383, %t1410
  %t1412 = getelementptr float, ptr %buf.x, i64 %t1411
  %t1413 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1412, <16 x i1> %t1099, <16 x float> zeroinitializer)
  %t1414 = mul i64 %t1084, 1
  %t1415 = add i64 %t1383, %t1414
  %t1416 = getelementptr float, ptr %buf.x, i64 %t1415
  %t1417 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1416, <16 x i1> %t1111, <16 x float> zeroinitializer)
  %t1418 = select <16 x i1> %t1111, <16 x float> %t1417, <16 x float> %t1413
  %t1419 = mul i64 %t1084, 2
  %t1420 = add i64 %t1383, %t1419
  %t1421 = getelementptr float, ptr %buf.x, i64 %t1420
  %t1422 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1421, <16 x i1> %t1123, <16 x float> zeroinitializer)
  %t1423 = select <16 x i1> %t1123, <16 x float> %t1422, <16 x float> %t1418
  store <16 x float> %t1423, ptr %t1386, align 4
  br label %packed1389
pieces41395:
  %t1424 = mul i64 %t1084, 0
  %t1425 = add i64 %t1383, %t1424
  %t1426 = getelementptr float, ptr %buf.x, i64 %t1425
  %t1427 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1426, <16 x i1> %t1099, <16 x float> zeroinitializer)
  %t1428 = mul i64 %t1084, 1
  %t1429 = add i64 %t1383, %t1428
  %t1430 = getelementptr float, ptr %buf.x, i64 %t1429
  %t1431 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1430, <16 x i1> %t1111, <16 x float> zeroinitializer)
  %t1432 = select <16 x i1> %t1111, <16 x float> %t1431, <16 x float> %t1427
  %t1433 = mul i64 %t1084, 2
  %t1434 = add i64 %t1383, %t1433
  %t1435 = getelementptr float, ptr %buf.x, i64 %t1434
  %t1436 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1435, <16 x i1> %t1123, <16 x float> zeroinitializer)
  %t1437 = select <16 x i1> %t1123, <16 x float> %t1436, <16 x float> %t1432
  %t1438 = mul i64 %t1084, 3
  %t1439 = add i64 %t1383, %t1438
  %t1440 = getelementptr float, ptr %buf.x, i64 %t1439
  %t1441 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1440, <16 x i1> %t1135, <16 x float> zeroinitializer)
  %t1442 = select <16 x i1> %t1135, <16 x float> %t1441, <16 x float> %t1437
  store <16 x float> %t1442, ptr %t1386, align 4
  br label %packed1389
gather1396:
  %t1443 = getelementptr float, ptr %buf.x, <16 x i64> %t1382
  %t1444 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1443, <16 x i1> %t1059, <16 x float> zeroinitializer)
  store <16 x float> %t1444, ptr %t1386, align 4
  br label %packed1389
packed1389:
  %t1445 = insertelement <16 x i64> poison, i64 %t1249, i64 0
  %t1446 = shufflevector <16 x i64> %t1445, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1447 = add <16 x i64> %t1186, %t1446
  %t1448 = add i64 %t1176, %t1249
  %t1449 = mul i64 %t1248, 64
  %t1450 = add i64 %t1449, 48
  %t1451 = getelementptr float, ptr %t687, i64 %t1450
  br i1 %t807, label %load1452, label %gather1453
load1452:
  %t1455 = getelementptr float, ptr %buf.x, i64 %t1448
  %t1456 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1455, <16 x i1> %t1163, <16 x float> zeroinitializer)
  store <16 x float> %t1456, ptr %t1451, align 4
  br label %packed1454
gather1453:
  switch i64 %t1191, label %gather1461 [i64 1, label %pieces11457 i64 2, label %pieces21458 i64 3, label %pieces31459 i64 4, label %pieces41460]
pieces11457:
  %t1462 = mul i64 %t1188, 0
  %t1463 = add i64 %t1448, %t1462
  %t1464 = getelementptr float, ptr %buf.x, i64 %t1463
  %t1465 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1464, <16 x i1> %t1203, <16 x float> zeroinitializer)
  store <16 x float> %t1465, ptr %t1451, align 4
  br label %packed1454
pieces21458:
  %t1466 = mul i64 %t1188, 0
  %t1467 = add i64 %t1448, %t1466
  %t1468 = getelementptr float, ptr %buf.x, i64 %t1467
  %t1469 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1468, <16 x i1> %t1203, <16 x float> zeroinitializer)
  %t1470 = mul i64 %t1188, 1
  %t1471 = add i64 %t1448, %t1470
  %t1472 = getelementptr float, ptr %buf.x, i64 %t1471
  %t1473 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1472, <16 x i1> %t1215, <16 x float> zeroinitializer)
  %t1474 = select <16 x i1> %t1215, <16 x float> %t1473, <16 x float> %t1469
  store <16 x float> %t1474, ptr %t1451, align 4
  br label %packed1454
pieces31459:
  %t1475 = mul i64 %t1188, 0
  %t1476 = add i64 %t1448, %t1475
  %t1477 = getelementptr float, ptr %buf.x, i64 %t1476
  %t1478 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1477, <16 x i1> %t1203, <16 x float> zeroinitializer)
  %t1479 = mul i64 %t1188, 1
  %t1480 = add i64 %t1448, %t1479
  %t1481 = getelementptr float, ptr %buf.x, i64 %t1480
  %t1482 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1481, <16 x i1> %t1215, <16 x float> zeroinitializer)
  %t1483 = select <16 x i1> %t1215, <16 x float> %t1482, <16 x float> %t1478
  %t1484 = mul i64 %t1188, 2
  %t1485 = add i64 %t1448, %t1484
  %t1486 = getelementptr float, ptr %buf.x, i64 %t1485
  %t1487 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1486, <16 x i1> %t1227, <16 x float> zeroinitializer)
  %t1488 = select <16 x i1> %t1227, <16 x float> %t1487, <16 x float> %t1483
  store <16 x float> %t1488, ptr %t1451, align 4
  br label %packed1454
pieces41460:
  %t1489 = mul i64 %t1188, 0
  %t1490 = add i64 %t1448, %t1489
  %t1491 = getelementptr float, ptr %buf.x, i64 %t1490
  %t1492 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1491, <16 x i1> %t1203, <16 x float> zeroinitializer)
  %t1493 = mul i64 %t1188, 1
  %t1494 = add i64 %t1448, %t1493
  %t1495 = getelementptr float, ptr %buf.x, i64 %t1494
  %t1496 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1495, <16 x i1> %t1215, <16 x float> zeroinitializer)
  %t1497 = select <16 x i1> %t1215, <16 x float> %t1496, <16 x float> %t1492
  %t1498 = mul i64 %t1188, 2
  %t1499 = add i64 %t1448, %t1498
  %t1500 = getelementptr float, ptr %buf.x, i64 %t1499
  %t1501 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1500, <16 x i1> %t1227, <16 x float> zeroinitializer)
  %t1502 = select <16 x i1> %t1227, <16 x float> %t1501, <16 x float> %t1497
  %t1503 = mul i64 %t1188, 3
  %t1504 = add i64 %t1448, %t1503
  %t1505 = getelementptr float, ptr %buf.x, i64 %t1504
  %t1506 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1505, <16 x i1> %t1239, <16 x float> zeroinitializer)
  %t1507 = select <16 x i1> %t1239, <16 x float> %t1506, <16 x float> %t1502
  store <16 x float> %t1507, ptr %t1451, align 4
  br label %packed1454
gather1461:
  %t1508 = getelementptr float, ptr %buf.x, <16 x i64> %t1447
  %t1509 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1508, <16 x i1> %t1163, <16 x float> zeroinitializer)
  store <16 x float> %t1509, ptr %t1451, align 4
  br label %packed1454
packed1454:
  %t1510 = add nsw i64 %i1244, 1
  store i64 %t1510, ptr %c1240
  br label %head1241
done1243:
  %t1511 = add i64 %t823, 1
  store i64 %t1511, ptr %c810
  %t1512 = add nsw i64 %i821, 1
  store i64 %t1512, ptr %c817
  br label %head818
done820:
  %t1513 = add nsw i64 %i815, 1
  store i64 %t1513, ptr %c811
  br label %head812
done814:
  %t1514 = add nsw i64 %i682, 1
  store i64 %t1514, ptr %c678
  br label %head679
done681:
  br label %panels675
panels675:
  store i64 %t642, ptr %c1515
  br label %head1516
head1516:
  %i1519 = load i64, ptr %c1515
  %t1520 = icmp slt i64 %i1519, %t648
  br i1 %t1520, label %body1517, label %done1518
body1517:
  store i64 0, ptr %c1521
  br label %head1522
head1522:
  %i1525 = load i64, ptr %c1521
  %t1526 = icmp slt i64 %i1525, %t655
  br i1 %t1526, label %body1523, label %done1524
body1523:
  %t1527 = add i64 %i1519, %t106
  %t1528 = icmp slt i64 %t1527, %t648
  %t1529 = select i1 %t1528, i64 %t1527, i64 %t648
  %t1530 = mul i64 %i1525, 64
  %t1531 = add i64 %t1530, 0
  %t1532 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1531, i64 %t653)
  %t1533 = add i64 %t1530, 16
  %t1534 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1533, i64 %t653)
  %t1535 = add i64 %t1530, 32
  %t1536 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1535, i64 %t653)
  %t1537 = add i64 %t1530, 48
  %t1538 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1537, i64 %t653)
  %t1539 = add i64 %t650, %t1530
  %t1540 = udiv i64 %t1539, %t75
  %t1541 = urem i64 %t1539, %t75
  %t1542 = mul i64 %size.C, %size.H
  %t1543 = mul i64 %t1542, %size.W
  %t1544 = mul i64 %t634, %t1543
  %t1545 = mul i64 %size.H, %size.W
  %t1546 = mul i64 %t665, %t1545
  %t1547 = add i64 %t1544, %t1546
  %t1548 = add i64 %t1540, 0
  %t1549 = sub i64 %t1548, 1
  %t1550 = mul i64 %t1549, %size.W
  %t1551 = add i64 %t1547, %t1550
  %t1552 = add i64 %t1541, 0
  %t1553 = sub i64 %t1552, 1
  %t1554 = add i64 %t1551, %t1553
  %t1555 = getelementptr float, ptr %buf.x, i64 %t1554
  %t1556 = mul i64 %i1525, %t672
  %t1557 = mul i64 %t1556, 64
  %t1558 = getelementptr float, ptr %t114, i64 %t1557
  %t1559 = select i1 false, ptr %t1555, ptr %t1558
  %t1560 = select i1 false, i64 %t540, i64 64
  %t1561 = udiv i64 %t1539, %t75
  %t1562 = urem i64 %t1539, %t75
  store i64 %i1519, ptr %c1563
  br label %head1564
head1564:
  %i1567 = load i64, ptr %c1563
  %t1568 = icmp slt i64 %i1567, %t1529
  br i1 %t1568, label %body1565, label %done1566
body1565:
  %t1569 = sub i64 %t1529, %i1567
  %t1570 = icmp slt i64 4, %t1569
  %t1571 = select i1 %t1570, i64 4, i64 %t1569
  %t1572 = mul i64 %size.C, %size.R
  %t1573 = mul i64 %t1572, %size.S
  %t1574 = mul i64 %i1567, %t1573
  %t1575 = mul i64 %size.R, %size.S
  %t1576 = mul i64 %t665, %t1575
  %t1577 = add i64 %t1574, %t1576
  %t1578 = mul i64 0, %size.S
  %t1579 = add i64 %t1577, %t1578
  %t1580 = add i64 %t1579, 0
  %t1581 = getelementptr float, ptr %buf.w, i64 %t1580
  br i1 %t458, label %ready1583, label %packa1582
packa1582:
  %t1584 = sub i64 %t1571, 1
  store i64 0, ptr %c1585
  store i64 %t665, ptr %c1586
  br label %head1587
head1587:
  %i1590 = load i64, ptr %c1586
  %t1591 = icmp slt i64 %i1590, %t668
  br i1 %t1591, label %body1588, label %done1589
body1588:
  store i64 0, ptr %c1592
  br label %head1593
head1593:
  %i1596 = load i64, ptr %c1592
  %t1597 = icmp slt i64 %i1596, %size.R
  br i1 %t1597, label %body1594, label %done1595
body1594:
  store i64 0, ptr %c1598
  br label %head1599
head1599:
  %i1602 = load i64, ptr %c1598
  %t1603 = icmp slt i64 %i1602, %size.S
  br i1 %t1603, label %body1600, label %done1601
body1600:
  %t1604 = load i64, ptr %c1585
  %t1605 = icmp slt i64 0, %t1584
  %t1606 = select i1 %t1605, i64 0, i64 %t1584
  %t1607 = add i64 %i1567, %t1606
  %t1608 = mul i64 %size.C, %size.R
  %t1609 = mul i64 %t1608, %size.S
  %t1610 = mul i64 %t1607, %t1609
  %t1611 = mul i64 %size.R, %size.S
  %t1612 = mul i64 %i1590, %t1611
  %t1613 = add i64 %t1610, %t1612
  %t1614 = mul i64 %i1596, %size.S
  %t1615 = add i64 %t1613, %t1614
  %t1616 = add i64 %t1615, %i1602
  %t1617 = select i1 true, i64 %t1616, i64 0
  %t1618 = getelementptr float, ptr %buf.w, i64 %t1617
  %t1619 = load float, ptr %t1618, align 4
  %t1620 = select i1 true, float %t1619, float 0.0
  %t1621 = mul i64 %t1604, 4
  %t1622 = add i64 %t1621, 0
  %t1623 = getelementptr float, ptr %t117, i64 %t1622
  store float %t1620, ptr %t1623, align 4
  %t1624 = icmp slt i64 1, %t1584
  %t1625 = select i1 %t1624, i64 1, i64 %t1584
  %t1626 = add i64 %i1567, %t1625
  %t1627 = mul i64 %size.C, %size.R
  %t1628 = mul i64 %t1627, %size.S
  %t1629 = mul i64 %t1626, %t1628
  %t1630 = mul i64 %size.R, %size.S
  %t1631 = mul i64 %i1590, %t1630
  %t1632 = add i64 %t1629, %t1631
  %t1633 = mul i64 %i1596, %size.S
  %t1634 = add i64 %t1632, %t1633
  %t1635 = add i64 %t1634, %i1602
  %t1636 = select i1 true, i64 %t1635, i64 0
  %t1637 = getelementptr float, ptr %buf.w, i64 %t1636
  %t1638 = load float, ptr %t1637, align 4
  %t1639 = select i1 true, float %t1638, float 0.0
  %t1640 = mul i64 %t1604, 4
  %t1641 = add i64 %t1640, 1
  %t1642 = getelementptr float, ptr %t117, i64 %t1641
  store float %t1639, ptr %t1642, align 4
  %t1643 = icmp slt i64 2, %t1584
  %t1644 = select i1 %t1643, i64 2, i64 %t1584
  %t1645 = add i64 %i1567, %t1644
  %t1646 = mul i64 %size.C, %size.R
  %t1647 = mul i64 %t1646, %size.S
  %t1648 = mul i64 %t1645, %t1647
  %t1649 = mul i64 %size.R, %size.S
  %t1650 = mul i64 %i1590, %t1649
  %t1651 = add i64 %t1648, %t1650
  %t1652 = mul i64 %i1596, %size.S
  %t1653 = add i64 %t1651, %t1652
  %t1654 = add i64 %t1653, %i1602
  %t1655 = select i1 true, i64 %t1654, i64 0
  %t1656 = getelementptr float, ptr %buf.w, i64 %t1655
  %t1657 = load float, ptr %t1656, align 4
  %t1658 = select i1 true, float %t1657, float 0.0
  %t1659 = mul i64 %t1604, 4
  %t1660 = add i64 %t1659, 2
  %t1661 = getelementptr float, ptr %t117, i64 %t1660
  store float %t1658, ptr %t1661, align 4
  %t1662 = icmp slt i64 3, %t1584
  %t1663 = select i1 %t1662, i64 3, i64 %t1584
  %t1664 = add i64 %i1567, %t1663
  %t1665 = mul i64 %size.C, %size.R
  %t1666 = mul i64 %t1665, %size.S
  %t1667 = mul i64 %t1664, %t1666
  %t1668 = mul i64 %size.R, %size.S
  %t1669 = mul i64 %i1590, %t1668
  %t1670 = add i64 %t1667, %t1669
  %t1671 = mul i64 %i1596, %size.S
  %t1672 = add i64 %t1670, %t1671
  %t1673 = add i64 %t1672, %i1602
  %t1674 = select i1 true, i64 %t1673, i64 0
  %t1675 = getelementptr float, ptr %buf.w, i64 %t1674
  %t1676 = load float, ptr %t1675, align 4
  %t1677 = select i1 true, float %t1676, float 0.0
  %t1678 = mul i64 %t1604, 4
  %t1679 = add i64 %t1678, 3
  %t1680 = getelementptr float, ptr %t117, i64 %t1679
  store float %t1677, ptr %t1680, align 4
  %t1681 = add i64 %t1604, 1
  store i64 %t1681, ptr %c1585
  %t1682 = add nsw i64 %i1602, 1
  store i64 %t1682, ptr %c1598
  br label %head1599
done1601:
  %t1683 = add nsw i64 %i1596, 1
  store i64 %t1683, ptr %c1592
  br label %head1593
done1595:
  %t1684 = add nsw i64 %i1590, 1
  store i64 %t1684, ptr %c1586
  br label %head1587
done1589:
  br label %ready1583
ready1583:
  %t1685 = select i1 %t458, ptr %t1581, ptr %t117
  %t1686 = select i1 %t458, i64 %t494, i64 1
  %t1687 = select i1 %t458, i64 %t513, i64 4
  %t1688 = add i64 %size.H, 1
  %t1689 = add i64 %t1688, 1
  %t1690 = sub i64 %size.R, 1
  %t1691 = sub i64 %t1689, %t1690
  %t1692 = sub i64 %t1691, 1
  %t1693 = add i64 %t1692, 1
  %t1694 = mul i64 %size.K, %t1693
  %t1695 = add i64 %size.W, 1
  %t1696 = add i64 %t1695, 1
  %t1697 = sub i64 %size.S, 1
  %t1698 = sub i64 %t1696, %t1697
  %t1699 = sub i64 %t1698, 1
  %t1700 = add i64 %t1699, 1
  %t1701 = mul i64 %t1694, %t1700
  %t1702 = mul i64 %t634, %t1701
  %t1703 = add i64 %size.H, 1
  %t1704 = add i64 %t1703, 1
  %t1705 = sub i64 %size.R, 1
  %t1706 = sub i64 %t1704, %t1705
  %t1707 = sub i64 %t1706, 1
  %t1708 = add i64 %t1707, 1
  %t1709 = add i64 %size.W, 1
  %t1710 = add i64 %t1709, 1
  %t1711 = sub i64 %size.S, 1
  %t1712 = sub i64 %t1710, %t1711
  %t1713 = sub i64 %t1712, 1
  %t1714 = add i64 %t1713, 1
  %t1715 = mul i64 %t1708, %t1714
  %t1716 = mul i64 %i1567, %t1715
  %t1717 = add i64 %t1702, %t1716
  %t1718 = add i64 %size.W, 1
  %t1719 = add i64 %t1718, 1
  %t1720 = sub i64 %size.S, 1
  %t1721 = sub i64 %t1719, %t1720
  %t1722 = sub i64 %t1721, 1
  %t1723 = add i64 %t1722, 1
  %t1724 = mul i64 %t1561, %t1723
  %t1725 = add i64 %t1717, %t1724
  %t1726 = add i64 %t1725, %t1562
  %t1727 = getelementptr float, ptr %buf.y, i64 %t1726
  %t1728 = icmp eq i64 %t1571, 1
  %t1734 = zext i1 %t1728 to i64
  %t1735 = zext i1 false to i64
  %t1736 = shl i64 %t1735, 1
  %t1737 = or i64 %t1734, %t1736
  switch i64 %t1737, label %p1731 [i64 1, label %p11732 i64 2, label %d1729 i64 3, label %d11730]
p1731:
  call void @"jr.mk.conv2d_ep_804b4b.4p"(ptr %t1685, i64 %t1686, i64 %t1687, i64 %t1571, ptr %t1559, i64 %t1560, ptr %t1727, i64 %t619, i64 %t672, i1 %t673, <16 x i1> %t1532, <16 x i1> %t1534, <16 x i1> %t1536, <16 x i1> %t1538)
  br label %called1733
p11732:
  call void @"jr.mk.conv2d_ep_804b4b.1p"(ptr %t1685, i64 %t1686, i64 %t1687, i64 %t1571, ptr %t1559, i64 %t1560, ptr %t1727, i64 %t619, i64 %t672, i1 %t673, <16 x i1> %t1532, <16 x i1> %t1534, <16 x i1> %t1536, <16 x i1> %t1538)
  br label %called1733
d1729:
  call void @"jr.mk.conv2d_ep_804b4b.4d"(ptr %t1685, i64 %t1686, i64 %t1687, i64 %t1571, ptr %t1559, i64 %t1560, ptr %t1727, i64 %t619, i64 %t672, i1 %t673, <16 x i1> %t1532, <16 x i1> %t1534, <16 x i1> %t1536, <16 x i1> %t1538)
  br label %called1733
d11730:
  call void @"jr.mk.conv2d_ep_804b4b.1d"(ptr %t1685, i64 %t1686, i64 %t1687, i64 %t1571, ptr %t1559, i64 %t1560, ptr %t1727, i64 %t619, i64 %t672, i1 %t673, <16 x i1> %t1532, <16 x i1> %t1534, <16 x i1> %t1536, <16 x i1> %t1538)
  br label %called1733
called1733:
  %t1738 = add nsw i64 %i1567, 4
  store i64 %t1738, ptr %c1563
  br label %head1564
done1566:
  %t1739 = add nsw i64 %i1525, 1
  store i64 %t1739, ptr %c1521
  br label %head1522
done1524:
  %t1740 = add nsw i64 %i1519, %t106
  store i64 %t1740, ptr %c1515
  br label %head1516
done1518:
  br label %kdone676
kdone676:
  %t1741 = add nsw i64 %i663, 1
  store i64 %t1741, ptr %c659
  br label %head660
done662:
  %t1742 = add i64 %t650, %t653
  br i1 %t375, label %flat1745, label %byrow1743
flat1745:
  %t1746 = udiv i64 %t650, %t75
  %t1747 = urem i64 %t650, %t75
  call void @"jr.op.conv2d_ep_804b4b.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %t634, i64 %t1746, i64 %t642, i64 %t649, i64 %t1747, i64 %t653, i64 0, i64 4611686018427387904)
  br label %finished1744
byrow1743:
  %t1748 = udiv i64 %t650, %t75
  %t1749 = sub i64 %t1742, 1
  %t1750 = udiv i64 %t1749, %t75
  %t1751 = add i64 %t1750, 1
  store i64 %t1748, ptr %c1752
  br label %head1753
head1753:
  %i1756 = load i64, ptr %c1752
  %t1757 = icmp slt i64 %i1756, %t1751
  br i1 %t1757, label %body1754, label %done1755
body1754:
  %t1758 = mul i64 %i1756, %t75
  %t1759 = sub i64 %t650, %t1758
  %t1760 = icmp sgt i64 %t1759, 0
  %t1761 = select i1 %t1760, i64 %t1759, i64 0
  %t1762 = sub i64 %t1742, %t1758
  %t1763 = icmp slt i64 %t1762, %t75
  %t1764 = select i1 %t1763, i64 %t1762, i64 %t75
  %t1765 = sub i64 %t1764, %t1761
  call void @"jr.op.conv2d_ep_804b4b.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %t634, i64 %i1756, i64 %t642, i64 %t649, i64 %t1761, i64 %t1765, i64 0, i64 4611686018427387904)
  %t1766 = add nsw i64 %i1756, 1
  store i64 %t1766, ptr %c1752
  br label %head1753
done1755:
  br label %finished1744
finished1744:
  br label %norows657
norows657:
  %t1767 = add nsw i64 %i630, 1
  store i64 %t1767, ptr %c626
  br label %head627
done629:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
