@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare float @llvm.sqrt.f32(float)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.batchnorm"(ptr noalias %buf.x, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.input_mean, ptr noalias %buf.input_var, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %h.addr.9 = alloca i64, align 64
  %c.addr.15 = alloca i64, align 64
  %w.addr.37 = alloca i64, align 64
  %w.addr.654 = alloca i64, align 64
  %w.addr.743 = alloca i64, align 64
  %w.addr.832 = alloca i64, align 64
  %w.addr.921 = alloca i64, align 64
  %w.addr.1010 = alloca i64, align 64
  %w.addr.1099 = alloca i64, align 64
  %w.addr.1188 = alloca i64, align 64
  %w.addr.1277 = alloca i64, align 64
  %w.addr.1366 = alloca i64, align 64
  %w.addr.1455 = alloca i64, align 64
  %w.addr.1544 = alloca i64, align 64
  %w.addr.1633 = alloca i64, align 64
  %w.addr.1722 = alloca i64, align 64
  %w.addr.1811 = alloca i64, align 64
  %w.addr.1900 = alloca i64, align 64
  %w.addr.1989 = alloca i64, align 64
  %w.addr.2084 = alloca i64, align 64
  %w.addr.2716 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %h.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %h.addr.9
  %v14 = icmp slt i64 %i13, %size.H
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %c.addr.15
  %v16 = sub i64 %size.C, 16
  br label %cond17
cond17:
  %i20 = load i64, ptr %c.addr.15
  %v21 = icmp sle i64 %i20, %v16
  br i1 %v21, label %body18, label %exit19
body18:
  %v22 = add nsw i64 %i20, 1
  %v23 = add nsw i64 %i20, 2
  %v24 = add nsw i64 %i20, 3
  %v25 = add nsw i64 %i20, 4
  %v26 = add nsw i64 %i20, 5
  %v27 = add nsw i64 %i20, 6
  %v28 = add nsw i64 %i20, 7
  %v29 = add nsw i64 %i20, 8
  %v30 = add nsw i64 %i20, 9
  %v31 = add nsw i64 %i20, 10
  %v32 = add nsw i64 %i20, 11
  %v33 = add nsw i64 %i20, 12
  %v34 = add nsw i64 %i20, 13
  %v35 = add nsw i64 %i20, 14
  %v36 = add nsw i64 %i20, 15
  store i64 0, ptr %w.addr.37
  %v38 = sub i64 %size.W, 16
  br label %cond39
cond39:
  %i42 = load i64, ptr %w.addr.37
  %v43 = icmp sle i64 %i42, %v38
  br i1 %v43, label %body40, label %exit41
body40:
  %v44 = mul i64 %i7, %size.C
  %v45 = add i64 %v44, %i20
  %v46 = mul i64 %v45, %size.H
  %v47 = add i64 %v46, %i13
  %v48 = mul i64 %v47, %size.W
  %v49 = add i64 %v48, %i42
  %p50 = getelementptr float, ptr %buf.x, i64 %v49
  %ld51 = load <16 x float>, ptr %p50, align 4
  %p52 = getelementptr float, ptr %buf.input_mean, i64 %i20
  %ld53 = load float, ptr %p52, align 4
  %ins54 = insertelement <16 x float> poison, float %ld53, i64 0
  %splat55 = shufflevector <16 x float> %ins54, <16 x float> poison, <16 x i32> zeroinitializer
  %v56 = fsub contract <16 x float> %ld51, %splat55
  %p57 = getelementptr float, ptr %buf.input_var, i64 %i20
  %ld58 = load float, ptr %p57, align 4
  %v59 = fadd contract float %ld58, 0x3EE4F8B580000000
  %v60 = call float @llvm.sqrt.f32(float %v59)
  %v61 = fdiv float 0x3FF0000000000000, %v60
  %ins62 = insertelement <16 x float> poison, float %v61, i64 0
  %splat63 = shufflevector <16 x float> %ins62, <16 x float> poison, <16 x i32> zeroinitializer
  %v64 = fmul contract <16 x float> %v56, %splat63
  %p65 = getelementptr float, ptr %buf.scale, i64 %i20
  %ld66 = load float, ptr %p65, align 4
  %ins67 = insertelement <16 x float> poison, float %ld66, i64 0
  %splat68 = shufflevector <16 x float> %ins67, <16 x float> poison, <16 x i32> zeroinitializer
  %v69 = fmul contract <16 x float> %v64, %splat68
  %p70 = getelementptr float, ptr %buf.bias, i64 %i20
  %ld71 = load float, ptr %p70, align 4
  %ins72 = insertelement <16 x float> poison, float %ld71, i64 0
  %splat73 = shufflevector <16 x float> %ins72, <16 x float> poison, <16 x i32> zeroinitializer
  %v74 = fadd contract <16 x float> %v69, %splat73
  %v75 = mul i64 %i7, %size.C
  %v76 = add i64 %v75, %i20
  %v77 = mul i64 %v76, %size.H
  %v78 = add i64 %v77, %i13
  %v79 = mul i64 %v78, %size.W
  %v80 = add i64 %v79, %i42
  %p81 = getelementptr float, ptr %buf.y, i64 %v80
  store <16 x float> %v74, ptr %p81, align 4
  %v82 = mul i64 %i7, %size.C
  %v83 = add i64 %v82, %v22
  %v84 = mul i64 %v83, %size.H
  %v85 = add i64 %v84, %i13
  %v86 = mul i64 %v85, %size.W
  %v87 = add i64 %v86, %i42
  %p88 = getelementptr float, ptr %buf.x, i64 %v87
  %ld89 = load <16 x float>, ptr %p88, align 4
  %p90 = getelementptr float, ptr %buf.input_mean, i64 %v22
  %ld91 = load float, ptr %p90, align 4
  %ins92 = insertelement <16 x float> poison, float %ld91, i64 0
  %splat93 = shufflevector <16 x float> %ins92, <16 x float> poison, <16 x i32> zeroinitializer
  %v94 = fsub contract <16 x float> %ld89, %splat93
  %p95 = getelementptr float, ptr %buf.input_var, i64 %v22
  %ld96 = load float, ptr %p95, align 4
  %v97 = fadd contract float %ld96, 0x3EE4F8B580000000
  %v98 = call float @llvm.sqrt.f32(float %v97)
  %v99 = fdiv float 0x3FF0000000000000, %v98
  %ins100 = insertelement <16 x float> poison, float %v99, i64 0
  %splat101 = shufflevector <16 x float> %ins100, <16 x float> poison, <16 x i32> zeroinitializer
  %v102 = fmul contract <16 x float> %v94, %splat101
  %p103 = getelementptr float, ptr %buf.scale, i64 %v22
  %ld104 = load float, ptr %p103, align 4
  %ins105 = insertelement <16 x float> poison, float %ld104, i64 0
  %splat106 = shufflevector <16 x float> %ins105, <16 x float> poison, <16 x i32> zeroinitializer
  %v107 = fmul contract <16 x float> %v102, %splat106
  %p108 = getelementptr float, ptr %buf.bias, i64 %v22
  %ld109 = load float, ptr %p108, align 4
  %ins110 = insertelement <16 x float> poison, float %ld109, i64 0
  %splat111 = shufflevector <16 x float> %ins110, <16 x float> poison, <16 x i32> zeroinitializer
  %v112 = fadd contract <16 x float> %v107, %splat111
  %v113 = mul i64 %i7, %size.C
  %v114 = add i64 %v113, %v22
  %v115 = mul i64 %v114, %size.H
  %v116 = add i64 %v115, %i13
  %v117 = mul i64 %v116, %size.W
  %v118 = add i64 %v117, %i42
  %p119 = getelementptr float, ptr %buf.y, i64 %v118
  store <16 x float> %v112, ptr %p119, align 4
  %v120 = mul i64 %i7, %size.C
  %v121 = add i64 %v120, %v23
  %v122 = mul i64 %v121, %size.H
  %v123 = add i64 %v122, %i13
  %v124 = mul i64 %v123, %size.W
  %v125 = add i64 %v124, %i42
  %p126 = getelementptr float, ptr %buf.x, i64 %v125
  %ld127 = load <16 x float>, ptr %p126, align 4
  %p128 = getelementptr float, ptr %buf.input_mean, i64 %v23
  %ld129 = load float, ptr %p128, align 4
  %ins130 = insertelement <16 x float> poison, float %ld129, i64 0
  %splat131 = shufflevector <16 x float> %ins130, <16 x float> poison, <16 x i32> zeroinitializer
  %v132 = fsub contract <16 x float> %ld127, %splat131
  %p133 = getelementptr float, ptr %buf.input_var, i64 %v23
  %ld134 = load float, ptr %p133, align 4
  %v135 = fadd contract float %ld134, 0x3EE4F8B580000000
  %v136 = call float @llvm.sqrt.f32(float %v135)
  %v137 = fdiv float 0x3FF0000000000000, %v136
  %ins138 = insertelement <16 x float> poison, float %v137, i64 0
  %splat139 = shufflevector <16 x float> %ins138, <16 x float> poison, <16 x i32> zeroinitializer
  %v140 = fmul contract <16 x float> %v132, %splat139
  %p141 = getelementptr float, ptr %buf.scale, i64 %v23
  %ld142 = load float, ptr %p141, align 4
  %ins143 = insertelement <16 x float> poison, float %ld142, i64 0
  %splat144 = shufflevector <16 x float> %ins143, <16 x float> poison, <16 x i32> zeroinitializer
  %v145 = fmul contract <16 x float> %v140, %splat144
  %p146 = getelementptr float, ptr %buf.bias, i64 %v23
  %ld147 = load float, ptr %p146, align 4
  %ins148 = insertelement <16 x float> poison, float %ld147, i64 0
  %splat149 = shufflevector <16 x float> %ins148, <16 x float> poison, <16 x i32> zeroinitializer
  %v150 = fadd contract <16 x float> %v145, %splat149
  %v151 = mul i64 %i7, %size.C
  %v152 = add i64 %v151, %v23
  %v153 = mul i64 %v152, %size.H
  %v154 = add i64 %v153, %i13
  %v155 = mul i64 %v154, %size.W
  %v156 = add i64 %v155, %i42
  %p157 = getelementptr float, ptr %buf.y, i64 %v156
  store <16 x float> %v150, ptr %p157, align 4
  %v158 = mul i64 %i7, %size.C
  %v159 = add i64 %v158, %v24
  %v160 = mul i64 %v159, %size.H
  %v161 = add i64 %v160, %i13
  %v162 = mul i64 %v161, %size.W
  %v163 = add i64 %v162, %i42
  %p164 = getelementptr float, ptr %buf.x, i64 %v163
  %ld165 = load <16 x float>, ptr %p164, align 4
  %p166 = getelementptr float, ptr %buf.input_mean, i64 %v24
  %ld167 = load float, ptr %p166, align 4
  %ins168 = insertelement <16 x float> poison, float %ld167, i64 0
  %splat169 = shufflevector <16 x float> %ins168, <16 x float> poison, <16 x i32> zeroinitializer
  %v170 = fsub contract <16 x float> %ld165, %splat169
  %p171 = getelementptr float, ptr %buf.input_var, i64 %v24
  %ld172 = load float, ptr %p171, align 4
  %v173 = fadd contract float %ld172, 0x3EE4F8B580000000
  %v174 = call float @llvm.sqrt.f32(float %v173)
  %v175 = fdiv float 0x3FF0000000000000, %v174
  %ins176 = insertelement <16 x float> poison, float %v175, i64 0
  %splat177 = shufflevector <16 x float> %ins176, <16 x float> poison, <16 x i32> zeroinitializer
  %v178 = fmul contract <16 x float> %v170, %splat177
  %p179 = getelementptr float, ptr %buf.scale, i64 %v24
  %ld180 = load float, ptr %p179, align 4
  %ins181 = insertelement <16 x float> poison, float %ld180, i64 0
  %splat182 = shufflevector <16 x float> %ins181, <16 x float> poison, <16 x i32> zeroinitializer
  %v183 = fmul contract <16 x float> %v178, %splat182
  %p184 = getelementptr float, ptr %buf.bias, i64 %v24
  %ld185 = load float, ptr %p184, align 4
  %ins186 = insertelement <16 x float> poison, float %ld185, i64 0
  %splat187 = shufflevector <16 x float> %ins186, <16 x float> poison, <16 x i32> zeroinitializer
  %v188 = fadd contract <16 x float> %v183, %splat187
  %v189 = mul i64 %i7, %size.C
  %v190 = add i64 %v189, %v24
  %v191 = mul i64 %v190, %size.H
  %v192 = add i64 %v191, %i13
  %v193 = mul i64 %v192, %size.W
  %v194 = add i64 %v193, %i42
  %p195 = getelementptr float, ptr %buf.y, i64 %v194
  store <16 x float> %v188, ptr %p195, align 4
  %v196 = mul i64 %i7, %size.C
  %v197 = add i64 %v196, %v25
  %v198 = mul i64 %v197, %size.H
  %v199 = add i64 %v198, %i13
  %v200 = mul i64 %v199, %size.W
  %v201 = add i64 %v200, %i42
  %p202 = getelementptr float, ptr %buf.x, i64 %v201
  %ld203 = load <16 x float>, ptr %p202, align 4
  %p204 = getelementptr float, ptr %buf.input_mean, i64 %v25
  %ld205 = load float, ptr %p204, align 4
  %ins206 = insertelement <16 x float> poison, float %ld205, i64 0
  %splat207 = shufflevector <16 x float> %ins206, <16 x float> poison, <16 x i32> zeroinitializer
  %v208 = fsub contract <16 x float> %ld203, %splat207
  %p209 = getelementptr float, ptr %buf.input_var, i64 %v25
  %ld210 = load float, ptr %p209, align 4
  %v211 = fadd contract float %ld210, 0x3EE4F8B580000000
  %v212 = call float @llvm.sqrt.f32(float %v211)
  %v213 = fdiv float 0x3FF0000000000000, %v212
  %ins214 = insertelement <16 x float> poison, float %v213, i64 0
  %splat215 = shufflevector <16 x float> %ins214, <16 x float> poison, <16 x i32> zeroinitializer
  %v216 = fmul contract <16 x float> %v208, %splat215
  %p217 = getelementptr float, ptr %buf.scale, i64 %v25
  %ld218 = load float, ptr %p217, align 4
  %ins219 = insertelement <16 x float> poison, float %ld218, i64 0
  %splat220 = shufflevector <16 x float> %ins219, <16 x float> poison, <16 x i32> zeroinitializer
  %v221 = fmul contract <16 x float> %v216, %splat220
  %p222 = getelementptr float, ptr %buf.bias, i64 %v25
  %ld223 = load float, ptr %p222, align 4
  %ins224 = insertelement <16 x float> poison, float %ld223, i64 0
  %splat225 = shufflevector <16 x float> %ins224, <16 x float> poison, <16 x i32> zeroinitializer
  %v226 = fadd contract <16 x float> %v221, %splat225
  %v227 = mul i64 %i7, %size.C
  %v228 = add i64 %v227, %v25
  %v229 = mul i64 %v228, %size.H
  %v230 = add i64 %v229, %i13
  %v231 = mul i64 %v230, %size.W
  %v232 = add i64 %v231, %i42
  %p233 = getelementptr float, ptr %buf.y, i64 %v232
  store <16 x float> %v226, ptr %p233, align 4
  %v234 = mul i64 %i7, %size.C
  %v235 = add i64 %v234, %v26
  %v236 = mul i64 %v235, %size.H
  %v237 = add i64 %v236, %i13
  %v238 = mul i64 %v237, %size.W
  %v239 = add i64 %v238, %i42
  %p240 = getelementptr float, ptr %buf.x, i64 %v239
  %ld241 = load <16 x float>, ptr %p240, align 4
  %p242 = getelementptr float, ptr %buf.input_mean, i64 %v26
  %ld243 = load float, ptr %p242, align 4
  %ins244 = insertelement <16 x float> poison, float %ld243, i64 0
  %splat245 = shufflevector <16 x float> %ins244, <16 x float> poison, <16 x i32> zeroinitializer
  %v246 = fsub contract <16 x float> %ld241, %splat245
  %p247 = getelementptr float, ptr %buf.input_var, i64 %v26
  %ld248 = load float, ptr %p247, align 4
  %v249 = fadd contract float %ld248, 0x3EE4F8B580000000
  %v250 = call float @llvm.sqrt.f32(float %v249)
  %v251 = fdiv float 0x3FF0000000000000, %v250
  %ins252 = insertelement <16 x float> poison, float %v251, i64 0
  %splat253 = shufflevector <16 x float> %ins252, <16 x float> poison, <16 x i32> zeroinitializer
  %v254 = fmul contract <16 x float> %v246, %splat253
  %p255 = getelementptr float, ptr %buf.scale, i64 %v26
  %ld256 = load float, ptr %p255, align 4
  %ins257 = insertelement <16 x float> poison, float %ld256, i64 0
  %splat258 = shufflevector <16 x float> %ins257, <16 x float> poison, <16 x i32> zeroinitializer
  %v259 = fmul contract <16 x float> %v254, %splat258
  %p260 = getelementptr float, ptr %buf.bias, i64 %v26
  %ld261 = load float, ptr %p260, align 4
  %ins262 = insertelement <16 x float> poison, float %ld261, i64 0
  %splat263 = shufflevector <16 x float> %ins262, <16 x float> poison, <16 x i32> zeroinitializer
  %v264 = fadd contract <16 x float> %v259, %splat263
  %v265 = mul i64 %i7, %size.C
  %v266 = add i64 %v265, %v26
  %v267 = mul i64 %v266, %size.H
  %v268 = add i64 %v267, %i13
  %v269 = mul i64 %v268, %size.W
  %v270 = add i64 %v269, %i42
  %p271 = getelementptr float, ptr %buf.y, i64 %v270
  store <16 x float> %v264, ptr %p271, align 4
  %v272 = mul i64 %i7, %size.C
  %v273 = add i64 %v272, %v27
  %v274 = mul i64 %v273, %size.H
  %v275 = add i64 %v274, %i13
  %v276 = mul i64 %v275, %size.W
  %v277 = add i64 %v276, %i42
  %p278 = getelementptr float, ptr %buf.x, i64 %v277
  %ld279 = load <16 x float>, ptr %p278, align 4
  %p280 = getelementptr float, ptr %buf.input_mean, i64 %v27
  %ld281 = load float, ptr %p280, align 4
  %ins282 = insertelement <16 x float> poison, float %ld281, i64 0
  %splat283 = shufflevector <16 x float> %ins282, <16 x float> poison, <16 x i32> zeroinitializer
  %v284 = fsub contract <16 x float> %ld279, %splat283
  %p285 = getelementptr float, ptr %buf.input_var, i64 %v27
  %ld286 = load float, ptr %p285, align 4
  %v287 = fadd contract float %ld286, 0x3EE4F8B580000000
  %v288 = call float @llvm.sqrt.f32(float %v287)
  %v289 = fdiv float 0x3FF0000000000000, %v288
  %ins290 = insertelement <16 x float> poison, float %v289, i64 0
  %splat291 = shufflevector <16 x float> %ins290, <16 x float> poison, <16 x i32> zeroinitializer
  %v292 = fmul contract <16 x float> %v284, %splat291
  %p293 = getelementptr float, ptr %buf.scale, i64 %v27
  %ld294 = load float, ptr %p293, align 4
  %ins295 = insertelement <16 x float> poison, float %ld294, i64 0
  %splat296 = shufflevector <16 x float> %ins295, <16 x float> poison, <16 x i32> zeroinitializer
  %v297 = fmul contract <16 x float> %v292, %splat296
  %p298 = getelementptr float, ptr %buf.bias, i64 %v27
  %ld299 = load float, ptr %p298, align 4
  %ins300 = insertelement <16 x float> poison, float %ld299, i64 0
  %splat301 = shufflevector <16 x float> %ins300, <16 x float> poison, <16 x i32> zeroinitializer
  %v302 = fadd contract <16 x float> %v297, %splat301
  %v303 = mul i64 %i7, %size.C
  %v304 = add i64 %v303, %v27
  %v305 = mul i64 %v304, %size.H
  %v306 = add i64 %v305, %i13
  %v307 = mul i64 %v306, %size.W
  %v308 = add i64 %v307, %i42
  %p309 = getelementptr float, ptr %buf.y, i64 %v308
  store <16 x float> %v302, ptr %p309, align 4
  %v310 = mul i64 %i7, %size.C
  %v311 = add i64 %v310, %v28
  %v312 = mul i64 %v311, %size.H
  %v313 = add i64 %v312, %i13
  %v314 = mul i64 %v313, %size.W
  %v315 = add i64 %v314, %i42
  %p316 = getelementptr float, ptr %buf.x, i64 %v315
  %ld317 = load <16 x float>, ptr %p316, align 4
  %p318 = getelementptr float, ptr %buf.input_mean, i64 %v28
  %ld319 = load float, ptr %p318, align 4
  %ins320 = insertelement <16 x float> poison, float %ld319, i64 0
  %splat321 = shufflevector <16 x float> %ins320, <16 x float> poison, <16 x i32> zeroinitializer
  %v322 = fsub contract <16 x float> %ld317, %splat321
  %p323 = getelementptr float, ptr %buf.input_var, i64 %v28
  %ld324 = load float, ptr %p323, align 4
  %v325 = fadd contract float %ld324, 0x3EE4F8B580000000
  %v326 = call float @llvm.sqrt.f32(float %v325)
  %v327 = fdiv float 0x3FF0000000000000, %v326
  %ins328 = insertelement <16 x float> poison, float %v327, i64 0
  %splat329 = shufflevector <16 x float> %ins328, <16 x float> poison, <16 x i32> zeroinitializer
  %v330 = fmul contract <16 x float> %v322, %splat329
  %p331 = getelementptr float, ptr %buf.scale, i64 %v28
  %ld332 = load float, ptr %p331, align 4
  %ins333 = insertelement <16 x float> poison, float %ld332, i64 0
  %splat334 = shufflevector <16 x float> %ins333, <16 x float> poison, <16 x i32> zeroinitializer
  %v335 = fmul contract <16 x float> %v330, %splat334
  %p336 = getelementptr float, ptr %buf.bias, i64 %v28
  %ld337 = load float, ptr %p336, align 4
  %ins338 = insertelement <16 x float> poison, float %ld337, i64 0
  %splat339 = shufflevector <16 x float> %ins338, <16 x float> poison, <16 x i32> zeroinitializer
  %v340 = fadd contract <16 x float> %v335, %splat339
  %v341 = mul i64 %i7, %size.C
  %v342 = add i64 %v341, %v28
  %v343 = mul i64 %v342, %size.H
  %v344 = add i64 %v343, %i13
  %v345 = mul i64 %v344, %size.W
  %v346 = add i64 %v345, %i42
  %p347 = getelementptr float, ptr %buf.y, i64 %v346
  store <16 x float> %v340, ptr %p347, align 4
  %v348 = mul i64 %i7, %size.C
  %v349 = add i64 %v348, %v29
  %v350 = mul i64 %v349, %size.H
  %v351 = add i64 %v350, %i13
  %v352 = mul i64 %v351, %size.W
  %v353 = add i64 %v352, %i42
  %p354 = getelementptr float, ptr %buf.x, i64 %v353
  %ld355 = load <16 x float>, ptr %p354, align 4
  %p356 = getelementptr float, ptr %buf.input_mean, i64 %v29
  %ld357 = load float, ptr %p356, align 4
  %ins358 = insertelement <16 x float> poison, float %ld357, i64 0
  %splat359 = shufflevector <16 x float> %ins358, <16 x float> poison, <16 x i32> zeroinitializer
  %v360 = fsub contract <16 x float> %ld355, %splat359
  %p361 = getelementptr float, ptr %buf.input_var, i64 %v29
  %ld362 = load float, ptr %p361, align 4
  %v363 = fadd contract float %ld362, 0x3EE4F8B580000000
  %v364 = call float @llvm.sqrt.f32(float %v363)
  %v365 = fdiv float 0x3FF0000000000000, %v364
  %ins366 = insertelement <16 x float> poison, float %v365, i64 0
  %splat367 = shufflevector <16 x float> %ins366, <16 x float> poison, <16 x i32> zeroinitializer
  %v368 = fmul contract <16 x float> %v360, %splat367
  %p369 = getelementptr float, ptr %buf.scale, i64 %v29
  %ld370 = load float, ptr %p369, align 4
  %ins371 = insertelement <16 x float> poison, float %ld370, i64 0
  %splat372 = shufflevector <16 x float> %ins371, <16 x float> poison, <16 x i32> zeroinitializer
  %v373 = fmul contract <16 x float> %v368, %splat372
  %p374 = getelementptr float, ptr %buf.bias, i64 %v29
  %ld375 = load float, ptr %p374, align 4
  %ins376 = insertelement <16 x float> poison, float %ld375, i64 0
  %splat377 = shufflevector <16 x float> %ins376, <16 x float> poison, <16 x i32> zeroinitializer
  %v378 = fadd contract <16 x float> %v373, %splat377
  %v379 = mul i64 %i7, %size.C
  %v380 = add i64 %v379, %v29
  %v381 = mul i64 %v380, %size.H
  %v382 = add i64 %v381, %i13
  %v383 = mul i64 %v382, %size.W
  %v384 = add i64 %v383, %i42
  %p385 = getelementptr float, ptr %buf.y, i64 %v384
  store <16 x float> %v378, ptr %p385, align 4
  %v386 = mul i64 %i7, %size.C
  %v387 = add i64 %v386, %v30
  %v388 = mul i64 %v387, %size.H
  %v389 = add i64 %v388, %i13
  %v390 = mul i64 %v389, %size.W
  %v391 = add i64 %v390, %i42
  %p392 = getelementptr float, ptr %buf.x, i64 %v391
  %ld393 = load <16 x float>, ptr %p392, align 4
  %p394 = getelementptr float, ptr %buf.input_mean, i64 %v30
  %ld395 = load float, ptr %p394, align 4
  %ins396 = insertelement <16 x float> poison, float %ld395, i64 0
  %splat397 = shufflevector <16 x float> %ins396, <16 x float> poison, <16 x i32> zeroinitializer
  %v398 = fsub contract <16 x float> %ld393, %splat397
  %p399 = getelementptr float, ptr %buf.input_var, i64 %v30
  %ld400 = load float, ptr %p399, align 4
  %v401 = fadd contract float %ld400, 0x3EE4F8B580000000
  %v402 = call float @llvm.sqrt.f32(float %v401)
  %v403 = fdiv float 0x3FF0000000000000, %v402
  %ins404 = insertelement <16 x float> poison, float %v403, i64 0
  %splat405 = shufflevector <16 x float> %ins404, <16 x float> poison, <16 x i32> zeroinitializer
  %v406 = fmul contract <16 x float> %v398, %splat405
  %p407 = getelementptr float, ptr %buf.scale, i64 %v30
  %ld408 = load float, ptr %p407, align 4
  %ins409 = insertelement <16 x float> poison, float %ld408, i64 0
  %splat410 = shufflevector <16 x float> %ins409, <16 x float> poison, <16 x i32> zeroinitializer
  %v411 = fmul contract <16 x float> %v406, %splat410
  %p412 = getelementptr float, ptr %buf.bias, i64 %v30
  %ld413 = load float, ptr %p412, align 4
  %ins414 = insertelement <16 x float> poison, float %ld413, i64 0
  %splat415 = shufflevector <16 x float> %ins414, <16 x float> poison, <16 x i32> zeroinitializer
  %v416 = fadd contract <16 x float> %v411, %splat415
  %v417 = mul i64 %i7, %size.C
  %v418 = add i64 %v417, %v30
  %v419 = mul i64 %v418, %size.H
  %v420 = add i64 %v419, %i13
  %v421 = mul i64 %v420, %size.W
  %v422 = add i64 %v421, %i42
  %p423 = getelementptr float, ptr %buf.y, i64 %v422
  store <16 x float> %v416, ptr %p423, align 4
  %v424 = mul i64 %i7, %size.C
  %v425 = add i64 %v424, %v31
  %v426 = mul i64 %v425, %size.H
  %v427 = add i64 %v426, %i13
  %v428 = mul i64 %v427, %size.W
  %v429 = add i64 %v428, %i42
  %p430 = getelementptr float, ptr %buf.x, i64 %v429
  %ld431 = load <16 x float>, ptr %p430, align 4
  %p432 = getelementptr float, ptr %buf.input_mean, i64 %v31
  %ld433 = load float, ptr %p432, align 4
  %ins434 = insertelement <16 x float> poison, float %ld433, i64 0
  %splat435 = shufflevector <16 x float> %ins434, <16 x float> poison, <16 x i32> zeroinitializer
  %v436 = fsub contract <16 x float> %ld431, %splat435
  %p437 = getelementptr float, ptr %buf.input_var, i64 %v31
  %ld438 = load float, ptr %p437, align 4
  %v439 = fadd contract float %ld438, 0x3EE4F8B580000000
  %v440 = call float @llvm.sqrt.f32(float %v439)
  %v441 = fdiv float 0x3FF0000000000000, %v440
  %ins442 = insertelement <16 x float> poison, float %v441, i64 0
  %splat443 = shufflevector <16 x float> %ins442, <16 x float> poison, <16 x i32> zeroinitializer
  %v444 = fmul contract <16 x float> %v436, %splat443
  %p445 = getelementptr float, ptr %buf.scale, i64 %v31
  %ld446 = load float, ptr %p445, align 4
  %ins447 = insertelement <16 x float> poison, float %ld446, i64 0
  %splat448 = shufflevector <16 x float> %ins447, <16 x float> poison, <16 x i32> zeroinitializer
  %v449 = fmul contract <16 x float> %v444, %splat448
  %p450 = getelementptr float, ptr %buf.bias, i64 %v31
  %ld451 = load float, ptr %p450, align 4
  %ins452 = insertelement <16 x float> poison, float %ld451, i64 0
  %splat453 = shufflevector <16 x float> %ins452, <16 x float> poison, <16 x i32> zeroinitializer
  %v454 = fadd contract <16 x float> %v449, %splat453
  %v455 = mul i64 %i7, %size.C
  %v456 = add i64 %v455, %v31
  %v457 = mul i64 %v456, %size.H
  %v458 = add i64 %v457, %i13
  %v459 = mul i64 %v458, %size.W
  %v460 = add i64 %v459, %i42
  %p461 = getelementptr float, ptr %buf.y, i64 %v460
  store <16 x float> %v454, ptr %p461, align 4
  %v462 = mul i64 %i7, %size.C
  %v463 = add i64 %v462, %v32
  %v464 = mul i64 %v463, %size.H
  %v465 = add i64 %v464, %i13
  %v466 = mul i64 %v465, %size.W
  %v467 = add i64 %v466, %i42
  %p468 = getelementptr float, ptr %buf.x, i64 %v467
  %ld469 = load <16 x float>, ptr %p468, align 4
  %p470 = getelementptr float, ptr %buf.input_mean, i64 %v32
  %ld471 = load float, ptr %p470, align 4
  %ins472 = insertelement <16 x float> poison, float %ld471, i64 0
  %splat473 = shufflevector <16 x float> %ins472, <16 x float> poison, <16 x i32> zeroinitializer
  %v474 = fsub contract <16 x float> %ld469, %splat473
  %p475 = getelementptr float, ptr %buf.input_var, i64 %v32
  %ld476 = load float, ptr %p475, align 4
  %v477 = fadd contract float %ld476, 0x3EE4F8B580000000
  %v478 = call float @llvm.sqrt.f32(float %v477)
  %v479 = fdiv float 0x3FF0000000000000, %v478
  %ins480 = insertelement <16 x float> poison, float %v479, i64 0
  %splat481 = shufflevector <16 x float> %ins480, <16 x float> poison, <16 x i32> zeroinitializer
  %v482 = fmul contract <16 x float> %v474, %splat481
  %p483 = getelementptr float, ptr %buf.scale, i64 %v32
  %ld484 = load float, ptr %p483, align 4
  %ins485 = insertelement <16 x float> poison, float %ld484, i64 0
  %splat486 = shufflevector <16 x float> %ins485, <16 x float> poison, <16 x i32> zeroinitializer
  %v487 = fmul contract <16 x float> %v482, %splat486
  %p488 = getelementptr float, ptr %buf.bias, i64 %v32
  %ld489 = load float, ptr %p488, align 4
  %ins490 = insertelement <16 x float> poison, float %ld489, i64 0
  %splat491 = shufflevector <16 x float> %ins490, <16 x float> poison, <16 x i32> zeroinitializer
  %v492 = fadd contract <16 x float> %v487, %splat491
  %v493 = mul i64 %i7, %size.C
  %v494 = add i64 %v493, %v32
  %v495 = mul i64 %v494, %size.H
  %v496 = add i64 %v495, %i13
  %v497 = mul i64 %v496, %size.W
  %v498 = add i64 %v497, %i42
  %p499 = getelementptr float, ptr %buf.y, i64 %v498
  store <16 x float> %v492, ptr %p499, align 4
  %v500 = mul i64 %i7, %size.C
  %v501 = add i64 %v500, %v33
  %v502 = mul i64 %v501, %size.H
  %v503 = add i64 %v502, %i13
  %v504 = mul i64 %v503, %size.W
  %v505 = add i64 %v504, %i42
  %p506 = getelementptr float, ptr %buf.x, i64 %v505
  %ld507 = load <16 x float>, ptr %p506, align 4
  %p508 = getelementptr float, ptr %buf.input_mean, i64 %v33
  %ld509 = load float, ptr %p508, align 4
  %ins510 = insertelement <16 x float> poison, float %ld509, i64 0
  %splat511 = shufflevector <16 x float> %ins510, <16 x float> poison, <16 x i32> zeroinitializer
  %v512 = fsub contract <16 x float> %ld507, %splat511
  %p513 = getelementptr float, ptr %buf.input_var, i64 %v33
  %ld514 = load float, ptr %p513, align 4
  %v515 = fadd contract float %ld514, 0x3EE4F8B580000000
  %v516 = call float @llvm.sqrt.f32(float %v515)
  %v517 = fdiv float 0x3FF0000000000000, %v516
  %ins518 = insertelement <16 x float> poison, float %v517, i64 0
  %splat519 = shufflevector <16 x float> %ins518, <16 x float> poison, <16 x i32> zeroinitializer
  %v520 = fmul contract <16 x float> %v512, %splat519
  %p521 = getelementptr float, ptr %buf.scale, i64 %v33
  %ld522 = load float, ptr %p521, align 4
  %ins523 = insertelement <16 x float> poison, float %ld522, i64 0
  %splat524 = shufflevector <16 x float> %ins523, <16 x float> poison, <16 x i32> zeroinitializer
  %v525 = fmul contract <16 x float> %v520, %splat524
  %p526 = getelementptr float, ptr %buf.bias, i64 %v33
  %ld527 = load float, ptr %p526, align 4
  %ins528 = insertelement <16 x float> poison, float %ld527, i64 0
  %splat529 = shufflevector <16 x float> %ins528, <16 x float> poison, <16 x i32> zeroinitializer
  %v530 = fadd contract <16 x float> %v525, %splat529
  %v531 = mul i64 %i7, %size.C
  %v532 = add i64 %v531, %v33
  %v533 = mul i64 %v532, %size.H
  %v534 = add i64 %v533, %i13
  %v535 = mul i64 %v534, %size.W
  %v536 = add i64 %v535, %i42
  %p537 = getelementptr float, ptr %buf.y, i64 %v536
  store <16 x float> %v530, ptr %p537, align 4
  %v538 = mul i64 %i7, %size.C
  %v539 = add i64 %v538, %v34
  %v540 = mul i64 %v539, %size.H
  %v541 = add i64 %v540, %i13
  %v542 = mul i64 %v541, %size.W
  %v543 = add i64 %v542, %i42
  %p544 = getelementptr float, ptr %buf.x, i64 %v543
  %ld545 = load <16 x float>, ptr %p544, align 4
  %p546 = getelementptr float, ptr %buf.input_mean, i64 %v34
  %ld547 = load float, ptr %p546, align 4
  %ins548 = insertelement <16 x float> poison, float %ld547, i64 0
  %splat549 = shufflevector <16 x float> %ins548, <16 x float> poison, <16 x i32> zeroinitializer
  %v550 = fsub contract <16 x float> %ld545, %splat549
  %p551 = getelementptr float, ptr %buf.input_var, i64 %v34
  %ld552 = load float, ptr %p551, align 4
  %v553 = fadd contract float %ld552, 0x3EE4F8B580000000
  %v554 = call float @llvm.sqrt.f32(float %v553)
  %v555 = fdiv float 0x3FF0000000000000, %v554
  %ins556 = insertelement <16 x float> poison, float %v555, i64 0
  %splat557 = shufflevector <16 x float> %ins556, <16 x float> poison, <16 x i32> zeroinitializer
  %v558 = fmul contract <16 x float> %v550, %splat557
  %p559 = getelementptr float, ptr %buf.scale, i64 %v34
  %ld560 = load float, ptr %p559, align 4
  %ins561 = insertelement <16 x float> poison, float %ld560, i64 0
  %splat562 = shufflevector <16 x float> %ins561, <16 x float> poison, <16 x i32> zeroinitializer
  %v563 = fmul contract <16 x float> %v558, %splat562
  %p564 = getelementptr float, ptr %buf.bias, i64 %v34
  %ld565 = load float, ptr %p564, align 4
  %ins566 = insertelement <16 x float> poison, float %ld565, i64 0
  %splat567 = shufflevector <16 x float> %ins566, <16 x float> poison, <16 x i32> zeroinitializer
  %v568 = fadd contract <16 x float> %v563, %splat567
  %v569 = mul i64 %i7, %size.C
  %v570 = add i64 %v569, %v34
  %v571 = mul i64 %v570, %size.H
  %v572 = add i64 %v571, %i13
  %v573 = mul i64 %v572, %size.W
  %v574 = add i64 %v573, %i42
  %p575 = getelementptr float, ptr %buf.y, i64 %v574
  store <16 x float> %v568, ptr %p575, align 4
  %v576 = mul i64 %i7, %size.C
  %v577 = add i64 %v576, %v35
  %v578 = mul i64 %v577, %size.H
  %v579 = add i64 %v578, %i13
  %v580 = mul i64 %v579, %size.W
  %v581 = add i64 %v580, %i42
  %p582 = getelementptr float, ptr %buf.x, i64 %v581
  %ld583 = load <16 x float>, ptr %p582, align 4
  %p584 = getelementptr float, ptr %buf.input_mean, i64 %v35
  %ld585 = load float, ptr %p584, align 4
  %ins586 = insertelement <16 x float> poison, float %ld585, i64 0
  %splat587 = shufflevector <16 x float> %ins586, <16 x float> poison, <16 x i32> zeroinitializer
  %v588 = fsub contract <16 x float> %ld583, %splat587
  %p589 = getelementptr float, ptr %buf.input_var, i64 %v35
  %ld590 = load float, ptr %p589, align 4
  %v591 = fadd contract float %ld590, 0x3EE4F8B580000000
  %v592 = call float @llvm.sqrt.f32(float %v591)
  %v593 = fdiv float 0x3FF0000000000000, %v592
  %ins594 = insertelement <16 x float> poison, float %v593, i64 0
  %splat595 = shufflevector <16 x float> %ins594, <16 x float> poison, <16 x i32> zeroinitializer
  %v596 = fmul contract <16 x float> %v588, %splat595
  %p597 = getelementptr float, ptr %buf.scale, i64 %v35
  %ld598 = load float, ptr %p597, align 4
  %ins599 = insertelement <16 x float> poison, float %ld598, i64 0
  %splat600 = shufflevector <16 x float> %ins599, <16 x float> poison, <16 x i32> zeroinitializer
  %v601 = fmul contract <16 x float> %v596, %splat600
  %p602 = getelementptr float, ptr %buf.bias, i64 %v35
  %ld603 = load float, ptr %p602, align 4
  %ins604 = insertelement <16 x float> poison, float %ld603, i64 0
  %splat605 = shufflevector <16 x float> %ins604, <16 x float> poison, <16 x i32> zeroinitializer
  %v606 = fadd contract <16 x float> %v601, %splat605
  %v607 = mul i64 %i7, %size.C
  %v608 = add i64 %v607, %v35
  %v609 = mul i64 %v608, %size.H
  %v610 = add i64 %v609, %i13
  %v611 = mul i64 %v610, %size.W
  %v612 = add i64 %v611, %i42
  %p613 = getelementptr float, ptr %buf.y, i64 %v612
  store <16 x float> %v606, ptr %p613, align 4
  %v614 = mul i64 %i7, %size.C
  %v615 = add i64 %v614, %v36
  %v616 = mul i64 %v615, %size.H
  %v617 = add i64 %v616, %i13
  %v618 = mul i64 %v617, %size.W
  %v619 = add i64 %v618, %i42
  %p620 = getelementptr float, ptr %buf.x, i64 %v619
  %ld621 = load <16 x float>, ptr %p620, align 4
  %p622 = getelementptr float, ptr %buf.input_mean, i64 %v36
  %ld623 = load float, ptr %p622, align 4
  %ins624 = insertelement <16 x float> poison, float %ld623, i64 0
  %splat625 = shufflevector <16 x float> %ins624, <16 x float> poison, <16 x i32> zeroinitializer
  %v626 = fsub contract <16 x float> %ld621, %splat625
  %p627 = getelementptr float, ptr %buf.input_var, i64 %v36
  %ld628 = load float, ptr %p627, align 4
  %v629 = fadd contract float %ld628, 0x3EE4F8B580000000
  %v630 = call float @llvm.sqrt.f32(float %v629)
  %v631 = fdiv float 0x3FF0000000000000, %v630
  %ins632 = insertelement <16 x float> poison, float %v631, i64 0
  %splat633 = shufflevector <16 x float> %ins632, <16 x float> poison, <16 x i32> zeroinitializer
  %v634 = fmul contract <16 x float> %v626, %splat633
  %p635 = getelementptr float, ptr %buf.scale, i64 %v36
  %ld636 = load float, ptr %p635, align 4
  %ins637 = insertelement <16 x float> poison, float %ld636, i64 0
  %splat638 = shufflevector <16 x float> %ins637, <16 x float> poison, <16 x i32> zeroinitializer
  %v639 = fmul contract <16 x float> %v634, %splat638
  %p640 = getelementptr float, ptr %buf.bias, i64 %v36
  %ld641 = load float, ptr %p640, align 4
  %ins642 = insertelement <16 x float> poison, float %ld641, i64 0
  %splat643 = shufflevector <16 x float> %ins642, <16 x float> poison, <16 x i32> zeroinitializer
  %v644 = fadd contract <16 x float> %v639, %splat643
  %v645 = mul i64 %i7, %size.C
  %v646 = add i64 %v645, %v36
  %v647 = mul i64 %v646, %size.H
  %v648 = add i64 %v647, %i13
  %v649 = mul i64 %v648, %size.W
  %v650 = add i64 %v649, %i42
  %p651 = getelementptr float, ptr %buf.y, i64 %v650
  store <16 x float> %v644, ptr %p651, align 4
  %v652 = add nsw i64 %i42, 16
  store i64 %v652, ptr %w.addr.37
  br label %cond39
exit41:
  %v653 = load i64, ptr %w.addr.37
  store i64 %v653, ptr %w.addr.654
  %v655 = sub i64 %size.W, 16
  br label %cond656
cond656:
  %i659 = load i64, ptr %w.addr.654
  %v660 = icmp sle i64 %i659, %v655
  br i1 %v660, label %body657, label %exit658
body657:
  %v661 = mul i64 %i7, %size.C
  %v662 = add i64 %v661, %i20
  %v663 = mul i64 %v662, %size.H
  %v664 = add i64 %v663, %i13
  %v665 = mul i64 %v664, %size.W
  %v666 = add i64 %v665, %i659
  %p667 = getelementptr float, ptr %buf.x, i64 %v666
  %ld668 = load <16 x float>, ptr %p667, align 4
  %p669 = getelementptr float, ptr %buf.input_mean, i64 %i20
  %ld670 = load float, ptr %p669, align 4
  %ins671 = insertelement <16 x float> poison, float %ld670, i64 0
  %splat672 = shufflevector <16 x float> %ins671, <16 x float> poison, <16 x i32> zeroinitializer
  %v673 = fsub contract <16 x float> %ld668, %splat672
  %p674 = getelementptr float, ptr %buf.input_var, i64 %i20
  %ld675 = load float, ptr %p674, align 4
  %v676 = fadd contract float %ld675, 0x3EE4F8B580000000
  %v677 = call float @llvm.sqrt.f32(float %v676)
  %v678 = fdiv float 0x3FF0000000000000, %v677
  %ins679 = insertelement <16 x float> poison, float %v678, i64 0
  %splat680 = shufflevector <16 x float> %ins679, <16 x float> poison, <16 x i32> zeroinitializer
  %v681 = fmul contract <16 x float> %v673, %splat680
  %p682 = getelementptr float, ptr %buf.scale, i64 %i20
  %ld683 = load float, ptr %p682, align 4
  %ins684 = insertelement <16 x float> poison, float %ld683, i64 0
  %splat685 = shufflevector <16 x float> %ins684, <16 x float> poison, <16 x i32> zeroinitializer
  %v686 = fmul contract <16 x float> %v681, %splat685
  %p687 = getelementptr float, ptr %buf.bias, i64 %i20
  %ld688 = load float, ptr %p687, align 4
  %ins689 = insertelement <16 x float> poison, float %ld688, i64 0
  %splat690 = shufflevector <16 x float> %ins689, <16 x float> poison, <16 x i32> zeroinitializer
  %v691 = fadd contract <16 x float> %v686, %splat690
  %v692 = mul i64 %i7, %size.C
  %v693 = add i64 %v692, %i20
  %v694 = mul i64 %v693, %size.H
  %v695 = add i64 %v694, %i13
  %v696 = mul i64 %v695, %size.W
  %v697 = add i64 %v696, %i659
  %p698 = getelementptr float, ptr %buf.y, i64 %v697
  store <16 x float> %v691, ptr %p698, align 4
  %v699 = add nsw i64 %i659, 16
  store i64 %v699, ptr %w.addr.654
  br label %cond656
exit658:
  %i700 = load i64, ptr %w.addr.654
  %v701 = icmp slt i64 %i700, %size.W
  br i1 %v701, label %tail702, label %done703
tail702:
  %mask704 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i700, i64 %size.W)
  %v705 = mul i64 %i7, %size.C
  %v706 = add i64 %v705, %i20
  %v707 = mul i64 %v706, %size.H
  %v708 = add i64 %v707, %i13
  %v709 = mul i64 %v708, %size.W
  %v710 = add i64 %v709, %i700
  %p711 = getelementptr float, ptr %buf.x, i64 %v710
  %ld712 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p711, <16 x i1> %mask704, <16 x float> zeroinitializer)
  %p713 = getelementptr float, ptr %buf.input_mean, i64 %i20
  %ld714 = load float, ptr %p713, align 4
  %ins715 = insertelement <16 x float> poison, float %ld714, i64 0
  %splat716 = shufflevector <16 x float> %ins715, <16 x float> poison, <16 x i32> zeroinitializer
  %v717 = fsub contract <16 x float> %ld712, %splat716
  %p718 = getelementptr float, ptr %buf.input_var, i64 %i20
  %ld719 = load float, ptr %p718, align 4
  %v720 = fadd contract float %ld719, 0x3EE4F8B580000000
  %v721 = call float @llvm.sqrt.f32(float %v720)
  %v722 = fdiv float 0x3FF0000000000000, %v721
  %ins723 = insertelement <16 x float> poison, float %v722, i64 0
  %splat724 = shufflevector <16 x float> %ins723, <16 x float> poison, <16 x i32> zeroinitializer
  %v725 = fmul contract <16 x float> %v717, %splat724
  %p726 = getelementptr float, ptr %buf.scale, i64 %i20
  %ld727 = load float, ptr %p726, align 4
  %ins728 = insertelement <16 x float> poison, float %ld727, i64 0
  %splat729 = shufflevector <16 x float> %ins728, <16 x float> poison, <16 x i32> zeroinitializer
  %v730 = fmul contract <16 x float> %v725, %splat729
  %p731 = getelementptr float, ptr %buf.bias, i64 %i20
  %ld732 = load float, ptr %p731, align 4
  %ins733 = insertelement <16 x float> poison, float %ld732, i64 0
  %splat734 = shufflevector <16 x float> %ins733, <16 x float> poison, <16 x i32> zeroinitializer
  %v735 = fadd contract <16 x float> %v730, %splat734
  %v736 = mul i64 %i7, %size.C
  %v737 = add i64 %v736, %i20
  %v738 = mul i64 %v737, %size.H
  %v739 = add i64 %v738, %i13
  %v740 = mul i64 %v739, %size.W
  %v741 = add i64 %v740, %i700
  %p742 = getelementptr float, ptr %buf.y, i64 %v741
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v735, ptr align 4 %p742, <16 x i1> %mask704)
  br label %done703
done703:
  store i64 %v653, ptr %w.addr.743
  %v744 = sub i64 %size.W, 16
  br label %cond745
cond745:
  %i748 = load i64, ptr %w.addr.743
  %v749 = icmp sle i64 %i748, %v744
  br i1 %v749, label %body746, label %exit747
body746:
  %v750 = mul i64 %i7, %size.C
  %v751 = add i64 %v750, %v22
  %v752 = mul i64 %v751, %size.H
  %v753 = add i64 %v752, %i13
  %v754 = mul i64 %v753, %size.W
  %v755 = add i64 %v754, %i748
  %p756 = getelementptr float, ptr %buf.x, i64 %v755
  %ld757 = load <16 x float>, ptr %p756, align 4
  %p758 = getelementptr float, ptr %buf.input_mean, i64 %v22
  %ld759 = load float, ptr %p758, align 4
  %ins760 = insertelement <16 x float> poison, float %ld759, i64 0
  %splat761 = shufflevector <16 x float> %ins760, <16 x float> poison, <16 x i32> zeroinitializer
  %v762 = fsub contract <16 x float> %ld757, %splat761
  %p763 = getelementptr float, ptr %buf.input_var, i64 %v22
  %ld764 = load float, ptr %p763, align 4
  %v765 = fadd contract float %ld764, 0x3EE4F8B580000000
  %v766 = call float @llvm.sqrt.f32(float %v765)
  %v767 = fdiv float 0x3FF0000000000000, %v766
  %ins768 = insertelement <16 x float> poison, float %v767, i64 0
  %splat769 = shufflevector <16 x float> %ins768, <16 x float> poison, <16 x i32> zeroinitializer
  %v770 = fmul contract <16 x float> %v762, %splat769
  %p771 = getelementptr float, ptr %buf.scale, i64 %v22
  %ld772 = load float, ptr %p771, align 4
  %ins773 = insertelement <16 x float> poison, float %ld772, i64 0
  %splat774 = shufflevector <16 x float> %ins773, <16 x float> poison, <16 x i32> zeroinitializer
  %v775 = fmul contract <16 x float> %v770, %splat774
  %p776 = getelementptr float, ptr %buf.bias, i64 %v22
  %ld777 = load float, ptr %p776, align 4
  %ins778 = insertelement <16 x float> poison, float %ld777, i64 0
  %splat779 = shufflevector <16 x float> %ins778, <16 x float> poison, <16 x i32> zeroinitializer
  %v780 = fadd contract <16 x float> %v775, %splat779
  %v781 = mul i64 %i7, %size.C
  %v782 = add i64 %v781, %v22
  %v783 = mul i64 %v782, %size.H
  %v784 = add i64 %v783, %i13
  %v785 = mul i64 %v784, %size.W
  %v786 = add i64 %v785, %i748
  %p787 = getelementptr float, ptr %buf.y, i64 %v786
  store <16 x float> %v780, ptr %p787, align 4
  %v788 = add nsw i64 %i748, 16
  store i64 %v788, ptr %w.addr.743
  br label %cond745
exit747:
  %i789 = load i64, ptr %w.addr.743
  %v790 = icmp slt i64 %i789, %size.W
  br i1 %v790, label %tail791, label %done792
tail791:
  %mask793 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i789, i64 %size.W)
  %v794 = mul i64 %i7, %size.C
  %v795 = add i64 %v794, %v22
  %v796 = mul i64 %v795, %size.H
  %v797 = add i64 %v796, %i13
  %v798 = mul i64 %v797, %size.W
  %v799 = add i64 %v798, %i789
  %p800 = getelementptr float, ptr %buf.x, i64 %v799
  %ld801 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p800, <16 x i1> %mask793, <16 x float> zeroinitializer)
  %p802 = getelementptr float, ptr %buf.input_mean, i64 %v22
  %ld803 = load float, ptr %p802, align 4
  %ins804 = insertelement <16 x float> poison, float %ld803, i64 0
  %splat805 = shufflevector <16 x float> %ins804, <16 x float> poison, <16 x i32> zeroinitializer
  %v806 = fsub contract <16 x float> %ld801, %splat805
  %p807 = getelementptr float, ptr %buf.input_var, i64 %v22
  %ld808 = load float, ptr %p807, align 4
  %v809 = fadd contract float %ld808, 0x3EE4F8B580000000
  %v810 = call float @llvm.sqrt.f32(float %v809)
  %v811 = fdiv float 0x3FF0000000000000, %v810
  %ins812 = insertelement <16 x float> poison, float %v811, i64 0
  %splat813 = shufflevector <16 x float> %ins812, <16 x float> poison, <16 x i32> zeroinitializer
  %v814 = fmul contract <16 x float> %v806, %splat813
  %p815 = getelementptr float, ptr %buf.scale, i64 %v22
  %ld816 = load float, ptr %p815, align 4
  %ins817 = insertelement <16 x float> poison, float %ld816, i64 0
  %splat818 = shufflevector <16 x float> %ins817, <16 x float> poison, <16 x i32> zeroinitializer
  %v819 = fmul contract <16 x float> %v814, %splat818
  %p820 = getelementptr float, ptr %buf.bias, i64 %v22
  %ld821 = load float, ptr %p820, align 4
  %ins822 = insertelement <16 x float> poison, float %ld821, i64 0
  %splat823 = shufflevector <16 x float> %ins822, <16 x float> poison, <16 x i32> zeroinitializer
  %v824 = fadd contract <16 x float> %v819, %splat823
  %v825 = mul i64 %i7, %size.C
  %v826 = add i64 %v825, %v22
  %v827 = mul i64 %v826, %size.H
  %v828 = add i64 %v827, %i13
  %v829 = mul i64 %v828, %size.W
  %v830 = add i64 %v829, %i789
  %p831 = getelementptr float, ptr %buf.y, i64 %v830
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v824, ptr align 4 %p831, <16 x i1> %mask793)
  br label %done792
done792:
  store i64 %v653, ptr %w.addr.832
  %v833 = sub i64 %size.W, 16
  br label %cond834
cond834:
  %i837 = load i64, ptr %w.addr.832
  %v838 = icmp sle i64 %i837, %v833
  br i1 %v838, label %body835, label %exit836
body835:
  %v839 = mul i64 %i7, %size.C
  %v840 = add i64 %v839, %v23
  %v841 = mul i64 %v840, %size.H
  %v842 = add i64 %v841, %i13
  %v843 = mul i64 %v842, %size.W
  %v844 = add i64 %v843, %i837
  %p845 = getelementptr float, ptr %buf.x, i64 %v844
  %ld846 = load <16 x float>, ptr %p845, align 4
  %p847 = getelementptr float, ptr %buf.input_mean, i64 %v23
  %ld848 = load float, ptr %p847, align 4
  %ins849 = insertelement <16 x float> poison, float %ld848, i64 0
  %splat850 = shufflevector <16 x float> %ins849, <16 x float> poison, <16 x i32> zeroinitializer
  %v851 = fsub contract <16 x float> %ld846, %splat850
  %p852 = getelementptr float, ptr %buf.input_var, i64 %v23
  %ld853 = load float, ptr %p852, align 4
  %v854 = fadd contract float %ld853, 0x3EE4F8B580000000
  %v855 = call float @llvm.sqrt.f32(float %v854)
  %v856 = fdiv float 0x3FF0000000000000, %v855
  %ins857 = insertelement <16 x float> poison, float %v856, i64 0
  %splat858 = shufflevector <16 x float> %ins857, <16 x float> poison, <16 x i32> zeroinitializer
  %v859 = fmul contract <16 x float> %v851, %splat858
  %p860 = getelementptr float, ptr %buf.scale, i64 %v23
  %ld861 = load float, ptr %p860, align 4
  %ins862 = insertelement <16 x float> poison, float %ld861, i64 0
  %splat863 = shufflevector <16 x float> %ins862, <16 x float> poison, <16 x i32> zeroinitializer
  %v864 = fmul contract <16 x float> %v859, %splat863
  %p865 = getelementptr float, ptr %buf.bias, i64 %v23
  %ld866 = load float, ptr %p865, align 4
  %ins867 = insertelement <16 x float> poison, float %ld866, i64 0
  %splat868 = shufflevector <16 x float> %ins867, <16 x float> poison, <16 x i32> zeroinitializer
  %v869 = fadd contract <16 x float> %v864, %splat868
  %v870 = mul i64 %i7, %size.C
  %v871 = add i64 %v870, %v23
  %v872 = mul i64 %v871, %size.H
  %v873 = add i64 %v872, %i13
  %v874 = mul i64 %v873, %size.W
  %v875 = add i64 %v874, %i837
  %p876 = getelementptr float, ptr %buf.y, i64 %v875
  store <16 x float> %v869, ptr %p876, align 4
  %v877 = add nsw i64 %i837, 16
  store i64 %v877, ptr %w.addr.832
  br label %cond834
exit836:
  %i878 = load i64, ptr %w.addr.832
  %v879 = icmp slt i64 %i878, %size.W
  br i1 %v879, label %tail880, label %done881
tail880:
  %mask882 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i878, i64 %size.W)
  %v883 = mul i64 %i7, %size.C
  %v884 = add i64 %v883, %v23
  %v885 = mul i64 %v884, %size.H
  %v886 = add i64 %v885, %i13
  %v887 = mul i64 %v886, %size.W
  %v888 = add i64 %v887, %i878
  %p889 = getelementptr float, ptr %buf.x, i64 %v888
  %ld890 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p889, <16 x i1> %mask882, <16 x float> zeroinitializer)
  %p891 = getelementptr float, ptr %buf.input_mean, i64 %v23
  %ld892 = load float, ptr %p891, align 4
  %ins893 = insertelement <16 x float> poison, float %ld892, i64 0
  %splat894 = shufflevector <16 x float> %ins893, <16 x float> poison, <16 x i32> zeroinitializer
  %v895 = fsub contract <16 x float> %ld890, %splat894
  %p896 = getelementptr float, ptr %buf.input_var, i64 %v23
  %ld897 = load float, ptr %p896, align 4
  %v898 = fadd contract float %ld897, 0x3EE4F8B580000000
  %v899 = call float @llvm.sqrt.f32(float %v898)
  %v900 = fdiv float 0x3FF0000000000000, %v899
  %ins901 = insertelement <16 x float> poison, float %v900, i64 0
  %splat902 = shufflevector <16 x float> %ins901, <16 x float> poison, <16 x i32> zeroinitializer
  %v903 = fmul contract <16 x float> %v895, %splat902
  %p904 = getelementptr float, ptr %buf.scale, i64 %v23
  %ld905 = load float, ptr %p904, align 4
  %ins906 = insertelement <16 x float> poison, float %ld905, i64 0
  %splat907 = shufflevector <16 x float> %ins906, <16 x float> poison, <16 x i32> zeroinitializer
  %v908 = fmul contract <16 x float> %v903, %splat907
  %p909 = getelementptr float, ptr %buf.bias, i64 %v23
  %ld910 = load float, ptr %p909, align 4
  %ins911 = insertelement <16 x float> poison, float %ld910, i64 0
  %splat912 = shufflevector <16 x float> %ins911, <16 x float> poison, <16 x i32> zeroinitializer
  %v913 = fadd contract <16 x float> %v908, %splat912
  %v914 = mul i64 %i7, %size.C
  %v915 = add i64 %v914, %v23
  %v916 = mul i64 %v915, %size.H
  %v917 = add i64 %v916, %i13
  %v918 = mul i64 %v917, %size.W
  %v919 = add i64 %v918, %i878
  %p920 = getelementptr float, ptr %buf.y, i64 %v919
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v913, ptr align 4 %p920, <16 x i1> %mask882)
  br label %done881
done881:
  store i64 %v653, ptr %w.addr.921
  %v922 = sub i64 %size.W, 16
  br label %cond923
cond923:
  %i926 = load i64, ptr %w.addr.921
  %v927 = icmp sle i64 %i926, %v922
  br i1 %v927, label %body924, label %exit925
body924:
  %v928 = mul i64 %i7, %size.C
  %v929 = add i64 %v928, %v24
  %v930 = mul i64 %v929, %size.H
  %v931 = add i64 %v930, %i13
  %v932 = mul i64 %v931, %size.W
  %v933 = add i64 %v932, %i926
  %p934 = getelementptr float, ptr %buf.x, i64 %v933
  %ld935 = load <16 x float>, ptr %p934, align 4
  %p936 = getelementptr float, ptr %buf.input_mean, i64 %v24
  %ld937 = load float, ptr %p936, align 4
  %ins938 = insertelement <16 x float> poison, float %ld937, i64 0
  %splat939 = shufflevector <16 x float> %ins938, <16 x float> poison, <16 x i32> zeroinitializer
  %v940 = fsub contract <16 x float> %ld935, %splat939
  %p941 = getelementptr float, ptr %buf.input_var, i64 %v24
  %ld942 = load float, ptr %p941, align 4
  %v943 = fadd contract float %ld942, 0x3EE4F8B580000000
  %v944 = call float @llvm.sqrt.f32(float %v943)
  %v945 = fdiv float 0x3FF0000000000000, %v944
  %ins946 = insertelement <16 x float> poison, float %v945, i64 0
  %splat947 = shufflevector <16 x float> %ins946, <16 x float> poison, <16 x i32> zeroinitializer
  %v948 = fmul contract <16 x float> %v940, %splat947
  %p949 = getelementptr float, ptr %buf.scale, i64 %v24
  %ld950 = load float, ptr %p949, align 4
  %ins951 = insertelement <16 x float> poison, float %ld950, i64 0
  %splat952 = shufflevector <16 x float> %ins951, <16 x float> poison, <16 x i32> zeroinitializer
  %v953 = fmul contract <16 x float> %v948, %splat952
  %p954 = getelementptr float, ptr %buf.bias, i64 %v24
  %ld955 = load float, ptr %p954, align 4
  %ins956 = insertelement <16 x float> poison, float %ld955, i64 0
  %splat957 = shufflevector <16 x float> %ins956, <16 x float> poison, <16 x i32> zeroinitializer
  %v958 = fadd contract <16 x float> %v953, %splat957
  %v959 = mul i64 %i7, %size.C
  %v960 = add i64 %v959, %v24
  %v961 = mul i64 %v960, %size.H
  %v962 = add i64 %v961, %i13
  %v963 = mul i64 %v962, %size.W
  %v964 = add i64 %v963, %i926
  %p965 = getelementptr float, ptr %buf.y, i64 %v964
  store <16 x float> %v958, ptr %p965, align 4
  %v966 = add nsw i64 %i926, 16
  store i64 %v966, ptr %w.addr.921
  br label %cond923
exit925:
  %i967 = load i64, ptr %w.addr.921
  %v968 = icmp slt i64 %i967, %size.W
  br i1 %v968, label %tail969, label %done970
tail969:
  %mask971 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i967, i64 %size.W)
  %v972 = mul i64 %i7, %size.C
  %v973 = add i64 %v972, %v24
  %v974 = mul i64 %v973, %size.H
  %v975 = add i64 %v974, %i13
  %v976 = mul i64 %v975, %size.W
  %v977 = add i64 %v976, %i967
  %p978 = getelementptr float, ptr %buf.x, i64 %v977
  %ld979 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p978, <16 x i1> %mask971, <16 x float> zeroinitializer)
  %p980 = getelementptr float, ptr %buf.input_mean, i64 %v24
  %ld981 = load float, ptr %p980, align 4
  %ins982 = insertelement <16 x float> poison, float %ld981, i64 0
  %splat983 = shufflevector <16 x float> %ins982, <16 x float> poison, <16 x i32> zeroinitializer
  %v984 = fsub contract <16 x float> %ld979, %splat983
  %p985 = getelementptr float, ptr %buf.input_var, i64 %v24
  %ld986 = load float, ptr %p985, align 4
  %v987 = fadd contract float %ld986, 0x3EE4F8B580000000
  %v988 = call float @llvm.sqrt.f32(float %v987)
  %v989 = fdiv float 0x3FF0000000000000, %v988
  %ins990 = insertelement <16 x float> poison, float %v989, i64 0
  %splat991 = shufflevector <16 x float> %ins990, <16 x float> poison, <16 x i32> zeroinitializer
  %v992 = fmul contract <16 x float> %v984, %splat991
  %p993 = getelementptr float, ptr %buf.scale, i64 %v24
  %ld994 = load float, ptr %p993, align 4
  %ins995 = insertelement <16 x float> poison, float %ld994, i64 0
  %splat996 = shufflevector <16 x float> %ins995, <16 x float> poison, <16 x i32> zeroinitializer
  %v997 = fmul contract <16 x float> %v992, %splat996
  %p998 = getelementptr float, ptr %buf.bias, i64 %v24
  %ld999 = load float, ptr %p998, align 4
  %ins1000 = insertelement <16 x float> poison, float %ld999, i64 0
  %splat1001 = shufflevector <16 x float> %ins1000, <16 x float> poison, <16 x i32> zeroinitializer
  %v1002 = fadd contract <16 x float> %v997, %splat1001
  %v1003 = mul i64 %i7, %size.C
  %v1004 = add i64 %v1003, %v24
  %v1005 = mul i64 %v1004, %size.H
  %v1006 = add i64 %v1005, %i13
  %v1007 = mul i64 %v1006, %size.W
  %v1008 = add i64 %v1007, %i967
  %p1009 = getelementptr float, ptr %buf.y, i64 %v1008
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1002, ptr align 4 %p1009, <16 x i1> %mask971)
  br label %done970
done970:
  store i64 %v653, ptr %w.addr.1010
  %v1011 = sub i64 %size.W, 16
  br label %cond1012
cond1012:
  %i1015 = load i64, ptr %w.addr.1010
  %v1016 = icmp sle i64 %i1015, %v1011
  br i1 %v1016, label %body1013, label %exit1014
body1013:
  %v1017 = mul i64 %i7, %size.C
  %v1018 = add i64 %v1017, %v25
  %v1019 = mul i64 %v1018, %size.H
  %v1020 = add i64 %v1019, %i13
  %v1021 = mul i64 %v1020, %size.W
  %v1022 = add i64 %v1021, %i1015
  %p1023 = getelementptr float, ptr %buf.x, i64 %v1022
  %ld1024 = load <16 x float>, ptr %p1023, align 4
  %p1025 = getelementptr float, ptr %buf.input_mean, i64 %v25
  %ld1026 = load float, ptr %p1025, align 4
  %ins1027 = insertelement <16 x float> poison, float %ld1026, i64 0
  %splat1028 = shufflevector <16 x float> %ins1027, <16 x float> poison, <16 x i32> zeroinitializer
  %v1029 = fsub contract <16 x float> %ld1024, %splat1028
  %p1030 = getelementptr float, ptr %buf.input_var, i64 %v25
  %ld1031 = load float, ptr %p1030, align 4
  %v1032 = fadd contract float %ld1031, 0x3EE4F8B580000000
  %v1033 = call float @llvm.sqrt.f32(float %v1032)
  %v1034 = fdiv float 0x3FF0000000000000, %v1033
  %ins1035 = insertelement <16 x float> poison, float %v1034, i64 0
  %splat1036 = shufflevector <16 x float> %ins1035, <16 x float> poison, <16 x i32> zeroinitializer
  %v1037 = fmul contract <16 x float> %v1029, %splat1036
  %p1038 = getelementptr float, ptr %buf.scale, i64 %v25
  %ld1039 = load float, ptr %p1038, align 4
  %ins1040 = insertelement <16 x float> poison, float %ld1039, i64 0
  %splat1041 = shufflevector <16 x float> %ins1040, <16 x float> poison, <16 x i32> zeroinitializer
  %v1042 = fmul contract <16 x float> %v1037, %splat1041
  %p1043 = getelementptr float, ptr %buf.bias, i64 %v25
  %ld1044 = load float, ptr %p1043, align 4
  %ins1045 = insertelement <16 x float> poison, float %ld1044, i64 0
  %splat1046 = shufflevector <16 x float> %ins1045, <16 x float> poison, <16 x i32> zeroinitializer
  %v1047 = fadd contract <16 x float> %v1042, %splat1046
  %v1048 = mul i64 %i7, %size.C
  %v1049 = add i64 %v1048, %v25
  %v1050 = mul i64 %v1049, %size.H
  %v1051 = add i64 %v1050, %i13
  %v1052 = mul i64 %v1051, %size.W
  %v1053 = add i64 %v1052, %i1015
  %p1054 = getelementptr float, ptr %buf.y, i64 %v1053
  store <16 x float> %v1047, ptr %p1054, align 4
  %v1055 = add nsw i64 %i1015, 16
  store i64 %v1055, ptr %w.addr.1010
  br label %cond1012
exit1014:
  %i1056 = load i64, ptr %w.addr.1010
  %v1057 = icmp slt i64 %i1056, %size.W
  br i1 %v1057, label %tail1058, label %done1059
tail1058:
  %mask1060 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1056, i64 %size.W)
  %v1061 = mul i64 %i7, %size.C
  %v1062 = add i64 %v1061, %v25
  %v1063 = mul i64 %v1062, %size.H
  %v1064 = add i64 %v1063, %i13
  %v1065 = mul i64 %v1064, %size.W
  %v1066 = add i64 %v1065, %i1056
  %p1067 = getelementptr float, ptr %buf.x, i64 %v1066
  %ld1068 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1067, <16 x i1> %mask1060, <16 x float> zeroinitializer)
  %p1069 = getelementptr float, ptr %buf.input_mean, i64 %v25
  %ld1070 = load float, ptr %p1069, align 4
  %ins1071 = insertelement <16 x float> poison, float %ld1070, i64 0
  %splat1072 = shufflevector <16 x float> %ins1071, <16 x float> poison, <16 x i32> zeroinitializer
  %v1073 = fsub contract <16 x float> %ld1068, %splat1072
  %p1074 = getelementptr float, ptr %buf.input_var, i64 %v25
  %ld1075 = load float, ptr %p1074, align 4
  %v1076 = fadd contract float %ld1075, 0x3EE4F8B580000000
  %v1077 = call float @llvm.sqrt.f32(float %v1076)
  %v1078 = fdiv float 0x3FF0000000000000, %v1077
  %ins1079 = insertelement <16 x float> poison, float %v1078, i64 0
  %splat1080 = shufflevector <16 x float> %ins1079, <16 x float> poison, <16 x i32> zeroinitializer
  %v1081 = fmul contract <16 x float> %v1073, %splat1080
  %p1082 = getelementptr float, ptr %buf.scale, i64 %v25
  %ld1083 = load float, ptr %p1082, align 4
  %ins1084 = insertelement <16 x float> poison, float %ld1083, i64 0
  %splat1085 = shufflevector <16 x float> %ins1084, <16 x float> poison, <16 x i32> zeroinitializer
  %v1086 = fmul contract <16 x float> %v1081, %splat1085
  %p1087 = getelementptr float, ptr %buf.bias, i64 %v25
  %ld1088 = load float, ptr %p1087, align 4
  %ins1089 = insertelement <16 x float> poison, float %ld1088, i64 0
  %splat1090 = shufflevector <16 x float> %ins1089, <16 x float> poison, <16 x i32> zeroinitializer
  %v1091 = fadd contract <16 x float> %v1086, %splat1090
  %v1092 = mul i64 %i7, %size.C
  %v1093 = add i64 %v1092, %v25
  %v1094 = mul i64 %v1093, %size.H
  %v1095 = add i64 %v1094, %i13
  %v1096 = mul i64 %v1095, %size.W
  %v1097 = add i64 %v1096, %i1056
  %p1098 = getelementptr float, ptr %buf.y, i64 %v1097
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1091, ptr align 4 %p1098, <16 x i1> %mask1060)
  br label %done1059
done1059:
  store i64 %v653, ptr %w.addr.1099
  %v1100 = sub i64 %size.W, 16
  br label %cond1101
cond1101:
  %i1104 = load i64, ptr %w.addr.1099
  %v1105 = icmp sle i64 %i1104, %v1100
  br i1 %v1105, label %body1102, label %exit1103
body1102:
  %v1106 = mul i64 %i7, %size.C
  %v1107 = add i64 %v1106, %v26
  %v1108 = mul i64 %v1107, %size.H
  %v1109 = add i64 %v1108, %i13
  %v1110 = mul i64 %v1109, %size.W
  %v1111 = add i64 %v1110, %i1104
  %p1112 = getelementptr float, ptr %buf.x, i64 %v1111
  %ld1113 = load <16 x float>, ptr %p1112, align 4
  %p1114 = getelementptr float, ptr %buf.input_mean, i64 %v26
  %ld1115 = load float, ptr %p1114, align 4
  %ins1116 = insertelement <16 x float> poison, float %ld1115, i64 0
  %splat1117 = shufflevector <16 x float> %ins1116, <16 x float> poison, <16 x i32> zeroinitializer
  %v1118 = fsub contract <16 x float> %ld1113, %splat1117
  %p1119 = getelementptr float, ptr %buf.input_var, i64 %v26
  %ld1120 = load float, ptr %p1119, align 4
  %v1121 = fadd contract float %ld1120, 0x3EE4F8B580000000
  %v1122 = call float @llvm.sqrt.f32(float %v1121)
  %v1123 = fdiv float 0x3FF0000000000000, %v1122
  %ins1124 = insertelement <16 x float> poison, float %v1123, i64 0
  %splat1125 = shufflevector <16 x float> %ins1124, <16 x float> poison, <16 x i32> zeroinitializer
  %v1126 = fmul contract <16 x float> %v1118, %splat1125
  %p1127 = getelementptr float, ptr %buf.scale, i64 %v26
  %ld1128 = load float, ptr %p1127, align 4
  %ins1129 = insertelement <16 x float> poison, float %ld1128, i64 0
  %splat1130 = shufflevector <16 x float> %ins1129, <16 x float> poison, <16 x i32> zeroinitializer
  %v1131 = fmul contract <16 x float> %v1126, %splat1130
  %p1132 = getelementptr float, ptr %buf.bias, i64 %v26
  %ld1133 = load float, ptr %p1132, align 4
  %ins1134 = insertelement <16 x float> poison, float %ld1133, i64 0
  %splat1135 = shufflevector <16 x float> %ins1134, <16 x float> poison, <16 x i32> zeroinitializer
  %v1136 = fadd contract <16 x float> %v1131, %splat1135
  %v1137 = mul i64 %i7, %size.C
  %v1138 = add i64 %v1137, %v26
  %v1139 = mul i64 %v1138, %size.H
  %v1140 = add i64 %v1139, %i13
  %v1141 = mul i64 %v1140, %size.W
  %v1142 = add i64 %v1141, %i1104
  %p1143 = getelementptr float, ptr %buf.y, i64 %v1142
  store <16 x float> %v1136, ptr %p1143, align 4
  %v1144 = add nsw i64 %i1104, 16
  store i64 %v1144, ptr %w.addr.1099
  br label %cond1101
exit1103:
  %i1145 = load i64, ptr %w.addr.1099
  %v1146 = icmp slt i64 %i1145, %size.W
  br i1 %v1146, label %tail1147, label %done1148
tail1147:
  %mask1149 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1145, i64 %size.W)
  %v1150 = mul i64 %i7, %size.C
  %v1151 = add i64 %v1150, %v26
  %v1152 = mul i64 %v1151, %size.H
  %v1153 = add i64 %v1152, %i13
  %v1154 = mul i64 %v1153, %size.W
  %v1155 = add i64 %v1154, %i1145
  %p1156 = getelementptr float, ptr %buf.x, i64 %v1155
  %ld1157 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1156, <16 x i1> %mask1149, <16 x float> zeroinitializer)
  %p1158 = getelementptr float, ptr %buf.input_mean, i64 %v26
  %ld1159 = load float, ptr %p1158, align 4
  %ins1160 = insertelement <16 x float> poison, float %ld1159, i64 0
  %splat1161 = shufflevector <16 x float> %ins1160, <16 x float> poison, <16 x i32> zeroinitializer
  %v1162 = fsub contract <16 x float> %ld1157, %splat1161
  %p1163 = getelementptr float, ptr %buf.input_var, i64 %v26
  %ld1164 = load float, ptr %p1163, align 4
  %v1165 = fadd contract float %ld1164, 0x3EE4F8B580000000
  %v1166 = call float @llvm.sqrt.f32(float %v1165)
  %v1167 = fdiv float 0x3FF0000000000000, %v1166
  %ins1168 = insertelement <16 x float> poison, float %v1167, i64 0
  %splat1169 = shufflevector <16 x float> %ins1168, <16 x float> poison, <16 x i32> zeroinitializer
  %v1170 = fmul contract <16 x float> %v1162, %splat1169
  %p1171 = getelementptr float, ptr %buf.scale, i64 %v26
  %ld1172 = load float, ptr %p1171, align 4
  %ins1173 = insertelement <16 x float> poison, float %ld1172, i64 0
  %splat1174 = shufflevector <16 x float> %ins1173, <16 x float> poison, <16 x i32> zeroinitializer
  %v1175 = fmul contract <16 x float> %v1170, %splat1174
  %p1176 = getelementptr float, ptr %buf.bias, i64 %v26
  %ld1177 = load float, ptr %p1176, align 4
  %ins1178 = insertelement <16 x float> poison, float %ld1177, i64 0
  %splat1179 = shufflevector <16 x float> %ins1178, <16 x float> poison, <16 x i32> zeroinitializer
  %v1180 = fadd contract <16 x float> %v1175, %splat1179
  %v1181 = mul i64 %i7, %size.C
  %v1182 = add i64 %v1181, %v26
  %v1183 = mul i64 %v1182, %size.H
  %v1184 = add i64 %v1183, %i13
  %v1185 = mul i64 %v1184, %size.W
  %v1186 = add i64 %v1185, %i1145
  %p1187 = getelementptr float, ptr %buf.y, i64 %v1186
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1180, ptr align 4 %p1187, <16 x i1> %mask1149)
  br label %done1148
done1148:
  store i64 %v653, ptr %w.addr.1188
  %v1189 = sub i64 %size.W, 16
  br label %cond1190
cond1190:
  %i1193 = load i64, ptr %w.addr.1188
  %v1194 = icmp sle i64 %i1193, %v1189
  br i1 %v1194, label %body1191, label %exit1192
body1191:
  %v1195 = mul i64 %i7, %size.C
  %v1196 = add i64 %v1195, %v27
  %v1197 = mul i64 %v1196, %size.H
  %v1198 = add i64 %v1197, %i13
  %v1199 = mul i64 %v1198, %size.W
  %v1200 = add i64 %v1199, %i1193
  %p1201 = getelementptr float, ptr %buf.x, i64 %v1200
  %ld1202 = load <16 x float>, ptr %p1201, align 4
  %p1203 = getelementptr float, ptr %buf.input_mean, i64 %v27
  %ld1204 = load float, ptr %p1203, align 4
  %ins1205 = insertelement <16 x float> poison, float %ld1204, i64 0
  %splat1206 = shufflevector <16 x float> %ins1205, <16 x float> poison, <16 x i32> zeroinitializer
  %v1207 = fsub contract <16 x float> %ld1202, %splat1206
  %p1208 = getelementptr float, ptr %buf.input_var, i64 %v27
  %ld1209 = load float, ptr %p1208, align 4
  %v1210 = fadd contract float %ld1209, 0x3EE4F8B580000000
  %v1211 = call float @llvm.sqrt.f32(float %v1210)
  %v1212 = fdiv float 0x3FF0000000000000, %v1211
  %ins1213 = insertelement <16 x float> poison, float %v1212, i64 0
  %splat1214 = shufflevector <16 x float> %ins1213, <16 x float> poison, <16 x i32> zeroinitializer
  %v1215 = fmul contract <16 x float> %v1207, %splat1214
  %p1216 = getelementptr float, ptr %buf.scale, i64 %v27
  %ld1217 = load float, ptr %p1216, align 4
  %ins1218 = insertelement <16 x float> poison, float %ld1217, i64 0
  %splat1219 = shufflevector <16 x float> %ins1218, <16 x float> poison, <16 x i32> zeroinitializer
  %v1220 = fmul contract <16 x float> %v1215, %splat1219
  %p1221 = getelementptr float, ptr %buf.bias, i64 %v27
  %ld1222 = load float, ptr %p1221, align 4
  %ins1223 = insertelement <16 x float> poison, float %ld1222, i64 0
  %splat1224 = shufflevector <16 x float> %ins1223, <16 x float> poison, <16 x i32> zeroinitializer
  %v1225 = fadd contract <16 x float> %v1220, %splat1224
  %v1226 = mul i64 %i7, %size.C
  %v1227 = add i64 %v1226, %v27
  %v1228 = mul i64 %v1227, %size.H
  %v1229 = add i64 %v1228, %i13
  %v1230 = mul i64 %v1229, %size.W
  %v1231 = add i64 %v1230, %i1193
  %p1232 = getelementptr float, ptr %buf.y, i64 %v1231
  store <16 x float> %v1225, ptr %p1232, align 4
  %v1233 = add nsw i64 %i1193, 16
  store i64 %v1233, ptr %w.addr.1188
  br label %cond1190
exit1192:
  %i1234 = load i64, ptr %w.addr.1188
  %v1235 = icmp slt i64 %i1234, %size.W
  br i1 %v1235, label %tail1236, label %done1237
tail1236:
  %mask1238 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1234, i64 %size.W)
  %v1239 = mul i64 %i7, %size.C
  %v1240 = add i64 %v1239, %v27
  %v1241 = mul i64 %v1240, %size.H
  %v1242 = add i64 %v1241, %i13
  %v1243 = mul i64 %v1242, %size.W
  %v1244 = add i64 %v1243, %i1234
  %p1245 = getelementptr float, ptr %buf.x, i64 %v1244
  %ld1246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1245, <16 x i1> %mask1238, <16 x float> zeroinitializer)
  %p1247 = getelementptr float, ptr %buf.input_mean, i64 %v27
  %ld1248 = load float, ptr %p1247, align 4
  %ins1249 = insertelement <16 x float> poison, float %ld1248, i64 0
  %splat1250 = shufflevector <16 x float> %ins1249, <16 x float> poison, <16 x i32> zeroinitializer
  %v1251 = fsub contract <16 x float> %ld1246, %splat1250
  %p1252 = getelementptr float, ptr %buf.input_var, i64 %v27
  %ld1253 = load float, ptr %p1252, align 4
  %v1254 = fadd contract float %ld1253, 0x3EE4F8B580000000
  %v1255 = call float @llvm.sqrt.f32(float %v1254)
  %v1256 = fdiv float 0x3FF0000000000000, %v1255
  %ins1257 = insertelement <16 x float> poison, float %v1256, i64 0
  %splat1258 = shufflevector <16 x float> %ins1257, <16 x float> poison, <16 x i32> zeroinitializer
  %v1259 = fmul contract <16 x float> %v1251, %splat1258
  %p1260 = getelementptr float, ptr %buf.scale, i64 %v27
  %ld1261 = load float, ptr %p1260, align 4
  %ins1262 = insertelement <16 x float> poison, float %ld1261, i64 0
  %splat1263 = shufflevector <16 x float> %ins1262, <16 x float> poison, <16 x i32> zeroinitializer
  %v1264 = fmul contract <16 x float> %v1259, %splat1263
  %p1265 = getelementptr float, ptr %buf.bias, i64 %v27
  %ld1266 = load float, ptr %p1265, align 4
  %ins1267 = insertelement <16 x float> poison, float %ld1266, i64 0
  %splat1268 = shufflevector <16 x float> %ins1267, <16 x float> poison, <16 x i32> zeroinitializer
  %v1269 = fadd contract <16 x float> %v1264, %splat1268
  %v1270 = mul i64 %i7, %size.C
  %v1271 = add i64 %v1270, %v27
  %v1272 = mul i64 %v1271, %size.H
  %v1273 = add i64 %v1272, %i13
  %v1274 = mul i64 %v1273, %size.W
  %v1275 = add i64 %v1274, %i1234
  %p1276 = getelementptr float, ptr %buf.y, i64 %v1275
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1269, ptr align 4 %p1276, <16 x i1> %mask1238)
  br label %done1237
done1237:
  store i64 %v653, ptr %w.addr.1277
  %v1278 = sub i64 %size.W, 16
  br label %cond1279
cond1279:
  %i1282 = load i64, ptr %w.addr.1277
  %v1283 = icmp sle i64 %i1282, %v1278
  br i1 %v1283, label %body1280, label %exit1281
body1280:
  %v1284 = mul i64 %i7, %size.C
  %v1285 = add i64 %v1284, %v28
  %v1286 = mul i64 %v1285, %size.H
  %v1287 = add i64 %v1286, %i13
  %v1288 = mul i64 %v1287, %size.W
  %v1289 = add i64 %v1288, %i1282
  %p1290 = getelementptr float, ptr %buf.x, i64 %v1289
  %ld1291 = load <16 x float>, ptr %p1290, align 4
  %p1292 = getelementptr float, ptr %buf.input_mean, i64 %v28
  %ld1293 = load float, ptr %p1292, align 4
  %ins1294 = insertelement <16 x float> poison, float %ld1293, i64 0
  %splat1295 = shufflevector <16 x float> %ins1294, <16 x float> poison, <16 x i32> zeroinitializer
  %v1296 = fsub contract <16 x float> %ld1291, %splat1295
  %p1297 = getelementptr float, ptr %buf.input_var, i64 %v28
  %ld1298 = load float, ptr %p1297, align 4
  %v1299 = fadd contract float %ld1298, 0x3EE4F8B580000000
  %v1300 = call float @llvm.sqrt.f32(float %v1299)
  %v1301 = fdiv float 0x3FF0000000000000, %v1300
  %ins1302 = insertelement <16 x float> poison, float %v1301, i64 0
  %splat1303 = shufflevector <16 x float> %ins1302, <16 x float> poison, <16 x i32> zeroinitializer
  %v1304 = fmul contract <16 x float> %v1296, %splat1303
  %p1305 = getelementptr float, ptr %buf.scale, i64 %v28
  %ld1306 = load float, ptr %p1305, align 4
  %ins1307 = insertelement <16 x float> poison, float %ld1306, i64 0
  %splat1308 = shufflevector <16 x float> %ins1307, <16 x float> poison, <16 x i32> zeroinitializer
  %v1309 = fmul contract <16 x float> %v1304, %splat1308
  %p1310 = getelementptr float, ptr %buf.bias, i64 %v28
  %ld1311 = load float, ptr %p1310, align 4
  %ins1312 = insertelement <16 x float> poison, float %ld1311, i64 0
  %splat1313 = shufflevector <16 x float> %ins1312, <16 x float> poison, <16 x i32> zeroinitializer
  %v1314 = fadd contract <16 x float> %v1309, %splat1313
  %v1315 = mul i64 %i7, %size.C
  %v1316 = add i64 %v1315, %v28
  %v1317 = mul i64 %v1316, %size.H
  %v1318 = add i64 %v1317, %i13
  %v1319 = mul i64 %v1318, %size.W
  %v1320 = add i64 %v1319, %i1282
  %p1321 = getelementptr float, ptr %buf.y, i64 %v1320
  store <16 x float> %v1314, ptr %p1321, align 4
  %v1322 = add nsw i64 %i1282, 16
  store i64 %v1322, ptr %w.addr.1277
  br label %cond1279
exit1281:
  %i1323 = load i64, ptr %w.addr.1277
  %v1324 = icmp slt i64 %i1323, %size.W
  br i1 %v1324, label %tail1325, label %done1326
tail1325:
  %mask1327 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1323, i64 %size.W)
  %v1328 = mul i64 %i7, %size.C
  %v1329 = add i64 %v1328, %v28
  %v1330 = mul i64 %v1329, %size.H
  %v1331 = add i64 %v1330, %i13
  %v1332 = mul i64 %v1331, %size.W
  %v1333 = add i64 %v1332, %i1323
  %p1334 = getelementptr float, ptr %buf.x, i64 %v1333
  %ld1335 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1334, <16 x i1> %mask1327, <16 x float> zeroinitializer)
  %p1336 = getelementptr float, ptr %buf.input_mean, i64 %v28
  %ld1337 = load float, ptr %p1336, align 4
  %ins1338 = insertelement <16 x float> poison, float %ld1337, i64 0
  %splat1339 = shufflevector <16 x float> %ins1338, <16 x float> poison, <16 x i32> zeroinitializer
  %v1340 = fsub contract <16 x float> %ld1335, %splat1339
  %p1341 = getelementptr float, ptr %buf.input_var, i64 %v28
  %ld1342 = load float, ptr %p1341, align 4
  %v1343 = fadd contract float %ld1342, 0x3EE4F8B580000000
  %v1344 = call float @llvm.sqrt.f32(float %v1343)
  %v1345 = fdiv float 0x3FF0000000000000, %v1344
  %ins1346 = insertelement <16 x float> poison, float %v1345, i64 0
  %splat1347 = shufflevector <16 x float> %ins1346, <16 x float> poison, <16 x i32> zeroinitializer
  %v1348 = fmul contract <16 x float> %v1340, %splat1347
  %p1349 = getelementptr float, ptr %buf.scale, i64 %v28
  %ld1350 = load float, ptr %p1349, align 4
  %ins1351 = insertelement <16 x float> poison, float %ld1350, i64 0
  %splat1352 = shufflevector <16 x float> %ins1351, <16 x float> poison, <16 x i32> zeroinitializer
  %v1353 = fmul contract <16 x float> %v1348, %splat1352
  %p1354 = getelementptr float, ptr %buf.bias, i64 %v28
  %ld1355 = load float, ptr %p1354, align 4
  %ins1356 = insertelement <16 x float> poison, float %ld1355, i64 0
  %splat1357 = shufflevector <16 x float> %ins1356, <16 x float> poison, <16 x i32> zeroinitializer
  %v1358 = fadd contract <16 x float> %v1353, %splat1357
  %v1359 = mul i64 %i7, %size.C
  %v1360 = add i64 %v1359, %v28
  %v1361 = mul i64 %v1360, %size.H
  %v1362 = add i64 %v1361, %i13
  %v1363 = mul i64 %v1362, %size.W
  %v1364 = add i64 %v1363, %i1323
  %p1365 = getelementptr float, ptr %buf.y, i64 %v1364
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1358, ptr align 4 %p1365, <16 x i1> %mask1327)
  br label %done1326
done1326:
  store i64 %v653, ptr %w.addr.1366
  %v1367 = sub i64 %size.W, 16
  br label %cond1368
cond1368:
  %i1371 = load i64, ptr %w.addr.1366
  %v1372 = icmp sle i64 %i1371, %v1367
  br i1 %v1372, label %body1369, label %exit1370
body1369:
  %v1373 = mul i64 %i7, %size.C
  %v1374 = add i64 %v1373, %v29
  %v1375 = mul i64 %v1374, %size.H
  %v1376 = add i64 %v1375, %i13
  %v1377 = mul i64 %v1376, %size.W
  %v1378 = add i64 %v1377, %i1371
  %p1379 = getelementptr float, ptr %buf.x, i64 %v1378
  %ld1380 = load <16 x float>, ptr %p1379, align 4
  %p1381 = getelementptr float, ptr %buf.input_mean, i64 %v29
  %ld1382 = load float, ptr %p1381, align 4
  %ins1383 = insertelement <16 x float> poison, float %ld1382, i64 0
  %splat1384 = shufflevector <16 x float> %ins1383, <16 x float> poison, <16 x i32> zeroinitializer
  %v1385 = fsub contract <16 x float> %ld1380, %splat1384
  %p1386 = getelementptr float, ptr %buf.input_var, i64 %v29
  %ld1387 = load float, ptr %p1386, align 4
  %v1388 = fadd contract float %ld1387, 0x3EE4F8B580000000
  %v1389 = call float @llvm.sqrt.f32(float %v1388)
  %v1390 = fdiv float 0x3FF0000000000000, %v1389
  %ins1391 = insertelement <16 x float> poison, float %v1390, i64 0
  %splat1392 = shufflevector <16 x float> %ins1391, <16 x float> poison, <16 x i32> zeroinitializer
  %v1393 = fmul contract <16 x float> %v1385, %splat1392
  %p1394 = getelementptr float, ptr %buf.scale, i64 %v29
  %ld1395 = load float, ptr %p1394, align 4
  %ins1396 = insertelement <16 x float> poison, float %ld1395, i64 0
  %splat1397 = shufflevector <16 x float> %ins1396, <16 x float> poison, <16 x i32> zeroinitializer
  %v1398 = fmul contract <16 x float> %v1393, %splat1397
  %p1399 = getelementptr float, ptr %buf.bias, i64 %v29
  %ld1400 = load float, ptr %p1399, align 4
  %ins1401 = insertelement <16 x float> poison, float %ld1400, i64 0
  %splat1402 = shufflevector <16 x float> %ins1401, <16 x float> poison, <16 x i32> zeroinitializer
  %v1403 = fadd contract <16 x float> %v1398, %splat1402
  %v1404 = mul i64 %i7, %size.C
  %v1405 = add i64 %v1404, %v29
  %v1406 = mul i64 %v1405, %size.H
  %v1407 = add i64 %v1406, %i13
  %v1408 = mul i64 %v1407, %size.W
  %v1409 = add i64 %v1408, %i1371
  %p1410 = getelementptr float, ptr %buf.y, i64 %v1409
  store <16 x float> %v1403, ptr %p1410, align 4
  %v1411 = add nsw i64 %i1371, 16
  store i64 %v1411, ptr %w.addr.1366
  br label %cond1368
exit1370:
  %i1412 = load i64, ptr %w.addr.1366
  %v1413 = icmp slt i64 %i1412, %size.W
  br i1 %v1413, label %tail1414, label %done1415
tail1414:
  %mask1416 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1412, i64 %size.W)
  %v1417 = mul i64 %i7, %size.C
  %v1418 = add i64 %v1417, %v29
  %v1419 = mul i64 %v1418, %size.H
  %v1420 = add i64 %v1419, %i13
  %v1421 = mul i64 %v1420, %size.W
  %v1422 = add i64 %v1421, %i1412
  %p1423 = getelementptr float, ptr %buf.x, i64 %v1422
  %ld1424 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1423, <16 x i1> %mask1416, <16 x float> zeroinitializer)
  %p1425 = getelementptr float, ptr %buf.input_mean, i64 %v29
  %ld1426 = load float, ptr %p1425, align 4
  %ins1427 = insertelement <16 x float> poison, float %ld1426, i64 0
  %splat1428 = shufflevector <16 x float> %ins1427, <16 x float> poison, <16 x i32> zeroinitializer
  %v1429 = fsub contract <16 x float> %ld1424, %splat1428
  %p1430 = getelementptr float, ptr %buf.input_var, i64 %v29
  %ld1431 = load float, ptr %p1430, align 4
  %v1432 = fadd contract float %ld1431, 0x3EE4F8B580000000
  %v1433 = call float @llvm.sqrt.f32(float %v1432)
  %v1434 = fdiv float 0x3FF0000000000000, %v1433
  %ins1435 = insertelement <16 x float> poison, float %v1434, i64 0
  %splat1436 = shufflevector <16 x float> %ins1435, <16 x float> poison, <16 x i32> zeroinitializer
  %v1437 = fmul contract <16 x float> %v1429, %splat1436
  %p1438 = getelementptr float, ptr %buf.scale, i64 %v29
  %ld1439 = load float, ptr %p1438, align 4
  %ins1440 = insertelement <16 x float> poison, float %ld1439, i64 0
  %splat1441 = shufflevector <16 x float> %ins1440, <16 x float> poison, <16 x i32> zeroinitializer
  %v1442 = fmul contract <16 x float> %v1437, %splat1441
  %p1443 = getelementptr float, ptr %buf.bias, i64 %v29
  %ld1444 = load float, ptr %p1443, align 4
  %ins1445 = insertelement <16 x float> poison, float %ld1444, i64 0
  %splat1446 = shufflevector <16 x float> %ins1445, <16 x float> poison, <16 x i32> zeroinitializer
  %v1447 = fadd contract <16 x float> %v1442, %splat1446
  %v1448 = mul i64 %i7, %size.C
  %v1449 = add i64 %v1448, %v29
  %v1450 = mul i64 %v1449, %size.H
  %v1451 = add i64 %v1450, %i13
  %v1452 = mul i64 %v1451, %size.W
  %v1453 = add i64 %v1452, %i1412
  %p1454 = getelementptr float, ptr %buf.y, i64 %v1453
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1447, ptr align 4 %p1454, <16 x i1> %mask1416)
  br label %done1415
done1415:
  store i64 %v653, ptr %w.addr.1455
  %v1456 = sub i64 %size.W, 16
  br label %cond1457
cond1457:
  %i1460 = load i64, ptr %w.addr.1455
  %v1461 = icmp sle i64 %i1460, %v1456
  br i1 %v1461, label %body1458, label %exit1459
body1458:
  %v1462 = mul i64 %i7, %size.C
  %v1463 = add i64 %v1462, %v30
  %v1464 = mul i64 %v1463, %size.H
  %v1465 = add i64 %v1464, %i13
  %v1466 = mul i64 %v1465, %size.W
  %v1467 = add i64 %v1466, %i1460
  %p1468 = getelementptr float, ptr %buf.x, i64 %v1467
  %ld1469 = load <16 x float>, ptr %p1468, align 4
  %p1470 = getelementptr float, ptr %buf.input_mean, i64 %v30
  %ld1471 = load float, ptr %p1470, align 4
  %ins1472 = insertelement <16 x float> poison, float %ld1471, i64 0
  %splat1473 = shufflevector <16 x float> %ins1472, <16 x float> poison, <16 x i32> zeroinitializer
  %v1474 = fsub contract <16 x float> %ld1469, %splat1473
  %p1475 = getelementptr float, ptr %buf.input_var, i64 %v30
  %ld1476 = load float, ptr %p1475, align 4
  %v1477 = fadd contract float %ld1476, 0x3EE4F8B580000000
  %v1478 = call float @llvm.sqrt.f32(float %v1477)
  %v1479 = fdiv float 0x3FF0000000000000, %v1478
  %ins1480 = insertelement <16 x float> poison, float %v1479, i64 0
  %splat1481 = shufflevector <16 x float> %ins1480, <16 x float> poison, <16 x i32> zeroinitializer
  %v1482 = fmul contract <16 x float> %v1474, %splat1481
  %p1483 = getelementptr float, ptr %buf.scale, i64 %v30
  %ld1484 = load float, ptr %p1483, align 4
  %ins1485 = insertelement <16 x float> poison, float %ld1484, i64 0
  %splat1486 = shufflevector <16 x float> %ins1485, <16 x float> poison, <16 x i32> zeroinitializer
  %v1487 = fmul contract <16 x float> %v1482, %splat1486
  %p1488 = getelementptr float, ptr %buf.bias, i64 %v30
  %ld1489 = load float, ptr %p1488, align 4
  %ins1490 = insertelement <16 x float> poison, float %ld1489, i64 0
  %splat1491 = shufflevector <16 x float> %ins1490, <16 x float> poison, <16 x i32> zeroinitializer
  %v1492 = fadd contract <16 x float> %v1487, %splat1491
  %v1493 = mul i64 %i7, %size.C
  %v1494 = add i64 %v1493, %v30
  %v1495 = mul i64 %v1494, %size.H
  %v1496 = add i64 %v1495, %i13
  %v1497 = mul i64 %v1496, %size.W
  %v1498 = add i64 %v1497, %i1460
  %p1499 = getelementptr float, ptr %buf.y, i64 %v1498
  store <16 x float> %v1492, ptr %p1499, align 4
  %v1500 = add nsw i64 %i1460, 16
  store i64 %v1500, ptr %w.addr.1455
  br label %cond1457
exit1459:
  %i1501 = load i64, ptr %w.addr.1455
  %v1502 = icmp slt i64 %i1501, %size.W
  br i1 %v1502, label %tail1503, label %done1504
tail1503:
  %mask1505 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1501, i64 %size.W)
  %v1506 = mul i64 %i7, %size.C
  %v1507 = add i64 %v1506, %v30
  %v1508 = mul i64 %v1507, %size.H
  %v1509 = add i64 %v1508, %i13
  %v1510 = mul i64 %v1509, %size.W
  %v1511 = add i64 %v1510, %i1501
  %p1512 = getelementptr float, ptr %buf.x, i64 %v1511
  %ld1513 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1512, <16 x i1> %mask1505, <16 x float> zeroinitializer)
  %p1514 = getelementptr float, ptr %buf.input_mean, i64 %v30
  %ld1515 = load float, ptr %p1514, align 4
  %ins1516 = insertelement <16 x float> poison, float %ld1515, i64 0
  %splat1517 = shufflevector <16 x float> %ins1516, <16 x float> poison, <16 x i32> zeroinitializer
  %v1518 = fsub contract <16 x float> %ld1513, %splat1517
  %p1519 = getelementptr float, ptr %buf.input_var, i64 %v30
  %ld1520 = load float, ptr %p1519, align 4
  %v1521 = fadd contract float %ld1520, 0x3EE4F8B580000000
  %v1522 = call float @llvm.sqrt.f32(float %v1521)
  %v1523 = fdiv float 0x3FF0000000000000, %v1522
  %ins1524 = insertelement <16 x float> poison, float %v1523, i64 0
  %splat1525 = shufflevector <16 x float> %ins1524, <16 x float> poison, <16 x i32> zeroinitializer
  %v1526 = fmul contract <16 x float> %v1518, %splat1525
  %p1527 = getelementptr float, ptr %buf.scale, i64 %v30
  %ld1528 = load float, ptr %p1527, align 4
  %ins1529 = insertelement <16 x float> poison, float %ld1528, i64 0
  %splat1530 = shufflevector <16 x float> %ins1529, <16 x float> poison, <16 x i32> zeroinitializer
  %v1531 = fmul contract <16 x float> %v1526, %splat1530
  %p1532 = getelementptr float, ptr %buf.bias, i64 %v30
  %ld1533 = load float, ptr %p1532, align 4
  %ins1534 = insertelement <16 x float> poison, float %ld1533, i64 0
  %splat1535 = shufflevector <16 x float> %ins1534, <16 x float> poison, <16 x i32> zeroinitializer
  %v1536 = fadd contract <16 x float> %v1531, %splat1535
  %v1537 = mul i64 %i7, %size.C
  %v1538 = add i64 %v1537, %v30
  %v1539 = mul i64 %v1538, %size.H
  %v1540 = add i64 %v1539, %i13
  %v1541 = mul i64 %v1540, %size.W
  %v1542 = add i64 %v1541, %i1501
  %p1543 = getelementptr float, ptr %buf.y, i64 %v1542
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1536, ptr align 4 %p1543, <16 x i1> %mask1505)
  br label %done1504
done1504:
  store i64 %v653, ptr %w.addr.1544
  %v1545 = sub i64 %size.W, 16
  br label %cond1546
cond1546:
  %i1549 = load i64, ptr %w.addr.1544
  %v1550 = icmp sle i64 %i1549, %v1545
  br i1 %v1550, label %body1547, label %exit1548
body1547:
  %v1551 = mul i64 %i7, %size.C
  %v1552 = add i64 %v1551, %v31
  %v1553 = mul i64 %v1552, %size.H
  %v1554 = add i64 %v1553, %i13
  %v1555 = mul i64 %v1554, %size.W
  %v1556 = add i64 %v1555, %i1549
  %p1557 = getelementptr float, ptr %buf.x, i64 %v1556
  %ld1558 = load <16 x float>, ptr %p1557, align 4
  %p1559 = getelementptr float, ptr %buf.input_mean, i64 %v31
  %ld1560 = load float, ptr %p1559, align 4
  %ins1561 = insertelement <16 x float> poison, float %ld1560, i64 0
  %splat1562 = shufflevector <16 x float> %ins1561, <16 x float> poison, <16 x i32> zeroinitializer
  %v1563 = fsub contract <16 x float> %ld1558, %splat1562
  %p1564 = getelementptr float, ptr %buf.input_var, i64 %v31
  %ld1565 = load float, ptr %p1564, align 4
  %v1566 = fadd contract float %ld1565, 0x3EE4F8B580000000
  %v1567 = call float @llvm.sqrt.f32(float %v1566)
  %v1568 = fdiv float 0x3FF0000000000000, %v1567
  %ins1569 = insertelement <16 x float> poison, float %v1568, i64 0
  %splat1570 = shufflevector <16 x float> %ins1569, <16 x float> poison, <16 x i32> zeroinitializer
  %v1571 = fmul contract <16 x float> %v1563, %splat1570
  %p1572 = getelementptr float, ptr %buf.scale, i64 %v31
  %ld1573 = load float, ptr %p1572, align 4
  %ins1574 = insertelement <16 x float> poison, float %ld1573, i64 0
  %splat1575 = shufflevector <16 x float> %ins1574, <16 x float> poison, <16 x i32> zeroinitializer
  %v1576 = fmul contract <16 x float> %v1571, %splat1575
  %p1577 = getelementptr float, ptr %buf.bias, i64 %v31
  %ld1578 = load float, ptr %p1577, align 4
  %ins1579 = insertelement <16 x float> poison, float %ld1578, i64 0
  %splat1580 = shufflevector <16 x float> %ins1579, <16 x float> poison, <16 x i32> zeroinitializer
  %v1581 = fadd contract <16 x float> %v1576, %splat1580
  %v1582 = mul i64 %i7, %size.C
  %v1583 = add i64 %v1582, %v31
  %v1584 = mul i64 %v1583, %size.H
  %v1585 = add i64 %v1584, %i13
  %v1586 = mul i64 %v1585, %size.W
  %v1587 = add i64 %v1586, %i1549
  %p1588 = getelementptr float, ptr %buf.y, i64 %v1587
  store <16 x float> %v1581, ptr %p1588, align 4
  %v1589 = add nsw i64 %i1549, 16
  store i64 %v1589, ptr %w.addr.1544
  br label %cond1546
exit1548:
  %i1590 = load i64, ptr %w.addr.1544
  %v1591 = icmp slt i64 %i1590, %size.W
  br i1 %v1591, label %tail1592, label %done1593
tail1592:
  %mask1594 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1590, i64 %size.W)
  %v1595 = mul i64 %i7, %size.C
  %v1596 = add i64 %v1595, %v31
  %v1597 = mul i64 %v1596, %size.H
  %v1598 = add i64 %v1597, %i13
  %v1599 = mul i64 %v1598, %size.W
  %v1600 = add i64 %v1599, %i1590
  %p1601 = getelementptr float, ptr %buf.x, i64 %v1600
  %ld1602 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1601, <16 x i1> %mask1594, <16 x float> zeroinitializer)
  %p1603 = getelementptr float, ptr %buf.input_mean, i64 %v31
  %ld1604 = load float, ptr %p1603, align 4
  %ins1605 = insertelement <16 x float> poison, float %ld1604, i64 0
  %splat1606 = shufflevector <16 x float> %ins1605, <16 x float> poison, <16 x i32> zeroinitializer
  %v1607 = fsub contract <16 x float> %ld1602, %splat1606
  %p1608 = getelementptr float, ptr %buf.input_var, i64 %v31
  %ld1609 = load float, ptr %p1608, align 4
  %v1610 = fadd contract float %ld1609, 0x3EE4F8B580000000
  %v1611 = call float @llvm.sqrt.f32(float %v1610)
  %v1612 = fdiv float 0x3FF0000000000000, %v1611
  %ins1613 = insertelement <16 x float> poison, float %v1612, i64 0
  %splat1614 = shufflevector <16 x float> %ins1613, <16 x float> poison, <16 x i32> zeroinitializer
  %v1615 = fmul contract <16 x float> %v1607, %splat1614
  %p1616 = getelementptr float, ptr %buf.scale, i64 %v31
  %ld1617 = load float, ptr %p1616, align 4
  %ins1618 = insertelement <16 x float> poison, float %ld1617, i64 0
  %splat1619 = shufflevector <16 x float> %ins1618, <16 x float> poison, <16 x i32> zeroinitializer
  %v1620 = fmul contract <16 x float> %v1615, %splat1619
  %p1621 = getelementptr float, ptr %buf.bias, i64 %v31
  %ld1622 = load float, ptr %p1621, align 4
  %ins1623 = insertelement <16 x float> poison, float %ld1622, i64 0
  %splat1624 = shufflevector <16 x float> %ins1623, <16 x float> poison, <16 x i32> zeroinitializer
  %v1625 = fadd contract <16 x float> %v1620, %splat1624
  %v1626 = mul i64 %i7, %size.C
  %v1627 = add i64 %v1626, %v31
  %v1628 = mul i64 %v1627, %size.H
  %v1629 = add i64 %v1628, %i13
  %v1630 = mul i64 %v1629, %size.W
  %v1631 = add i64 %v1630, %i1590
  %p1632 = getelementptr float, ptr %buf.y, i64 %v1631
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1625, ptr align 4 %p1632, <16 x i1> %mask1594)
  br label %done1593
done1593:
  store i64 %v653, ptr %w.addr.1633
  %v1634 = sub i64 %size.W, 16
  br label %cond1635
cond1635:
  %i1638 = load i64, ptr %w.addr.1633
  %v1639 = icmp sle i64 %i1638, %v1634
  br i1 %v1639, label %body1636, label %exit1637
body1636:
  %v1640 = mul i64 %i7, %size.C
  %v1641 = add i64 %v1640, %v32
  %v1642 = mul i64 %v1641, %size.H
  %v1643 = add i64 %v1642, %i13
  %v1644 = mul i64 %v1643, %size.W
  %v1645 = add i64 %v1644, %i1638
  %p1646 = getelementptr float, ptr %buf.x, i64 %v1645
  %ld1647 = load <16 x float>, ptr %p1646, align 4
  %p1648 = getelementptr float, ptr %buf.input_mean, i64 %v32
  %ld1649 = load float, ptr %p1648, align 4
  %ins1650 = insertelement <16 x float> poison, float %ld1649, i64 0
  %splat1651 = shufflevector <16 x float> %ins1650, <16 x float> poison, <16 x i32> zeroinitializer
  %v1652 = fsub contract <16 x float> %ld1647, %splat1651
  %p1653 = getelementptr float, ptr %buf.input_var, i64 %v32
  %ld1654 = load float, ptr %p1653, align 4
  %v1655 = fadd contract float %ld1654, 0x3EE4F8B580000000
  %v1656 = call float @llvm.sqrt.f32(float %v1655)
  %v1657 = fdiv float 0x3FF0000000000000, %v1656
  %ins1658 = insertelement <16 x float> poison, float %v1657, i64 0
  %splat1659 = shufflevector <16 x float> %ins1658, <16 x float> poison, <16 x i32> zeroinitializer
  %v1660 = fmul contract <16 x float> %v1652, %splat1659
  %p1661 = getelementptr float, ptr %buf.scale, i64 %v32
  %ld1662 = load float, ptr %p1661, align 4
  %ins1663 = insertelement <16 x float> poison, float %ld1662, i64 0
  %splat1664 = shufflevector <16 x float> %ins1663, <16 x float> poison, <16 x i32> zeroinitializer
  %v1665 = fmul contract <16 x float> %v1660, %splat1664
  %p1666 = getelementptr float, ptr %buf.bias, i64 %v32
  %ld1667 = load float, ptr %p1666, align 4
  %ins1668 = insertelement <16 x float> poison, float %ld1667, i64 0
  %splat1669 = shufflevector <16 x float> %ins1668, <16 x float> poison, <16 x i32> zeroinitializer
  %v1670 = fadd contract <16 x float> %v1665, %splat1669
  %v1671 = mul i64 %i7, %size.C
  %v1672 = add i64 %v1671, %v32
  %v1673 = mul i64 %v1672, %size.H
  %v1674 = add i64 %v1673, %i13
  %v1675 = mul i64 %v1674, %size.W
  %v1676 = add i64 %v1675, %i1638
  %p1677 = getelementptr float, ptr %buf.y, i64 %v1676
  store <16 x float> %v1670, ptr %p1677, align 4
  %v1678 = add nsw i64 %i1638, 16
  store i64 %v1678, ptr %w.addr.1633
  br label %cond1635
exit1637:
  %i1679 = load i64, ptr %w.addr.1633
  %v1680 = icmp slt i64 %i1679, %size.W
  br i1 %v1680, label %tail1681, label %done1682
tail1681:
  %mask1683 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1679, i64 %size.W)
  %v1684 = mul i64 %i7, %size.C
  %v1685 = add i64 %v1684, %v32
  %v1686 = mul i64 %v1685, %size.H
  %v1687 = add i64 %v1686, %i13
  %v1688 = mul i64 %v1687, %size.W
  %v1689 = add i64 %v1688, %i1679
  %p1690 = getelementptr float, ptr %buf.x, i64 %v1689
  %ld1691 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1690, <16 x i1> %mask1683, <16 x float> zeroinitializer)
  %p1692 = getelementptr float, ptr %buf.input_mean, i64 %v32
  %ld1693 = load float, ptr %p1692, align 4
  %ins1694 = insertelement <16 x float> poison, float %ld1693, i64 0
  %splat1695 = shufflevector <16 x float> %ins1694, <16 x float> poison, <16 x i32> zeroinitializer
  %v1696 = fsub contract <16 x float> %ld1691, %splat1695
  %p1697 = getelementptr float, ptr %buf.input_var, i64 %v32
  %ld1698 = load float, ptr %p1697, align 4
  %v1699 = fadd contract float %ld1698, 0x3EE4F8B580000000
  %v1700 = call float @llvm.sqrt.f32(float %v1699)
  %v1701 = fdiv float 0x3FF0000000000000, %v1700
  %ins1702 = insertelement <16 x float> poison, float %v1701, i64 0
  %splat1703 = shufflevector <16 x float> %ins1702, <16 x float> poison, <16 x i32> zeroinitializer
  %v1704 = fmul contract <16 x float> %v1696, %splat1703
  %p1705 = getelementptr float, ptr %buf.scale, i64 %v32
  %ld1706 = load float, ptr %p1705, align 4
  %ins1707 = insertelement <16 x float> poison, float %ld1706, i64 0
  %splat1708 = shufflevector <16 x float> %ins1707, <16 x float> poison, <16 x i32> zeroinitializer
  %v1709 = fmul contract <16 x float> %v1704, %splat1708
  %p1710 = getelementptr float, ptr %buf.bias, i64 %v32
  %ld1711 = load float, ptr %p1710, align 4
  %ins1712 = insertelement <16 x float> poison, float %ld1711, i64 0
  %splat1713 = shufflevector <16 x float> %ins1712, <16 x float> poison, <16 x i32> zeroinitializer
  %v1714 = fadd contract <16 x float> %v1709, %splat1713
  %v1715 = mul i64 %i7, %size.C
  %v1716 = add i64 %v1715, %v32
  %v1717 = mul i64 %v1716, %size.H
  %v1718 = add i64 %v1717, %i13
  %v1719 = mul i64 %v1718, %size.W
  %v1720 = add i64 %v1719, %i1679
  %p1721 = getelementptr float, ptr %buf.y, i64 %v1720
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1714, ptr align 4 %p1721, <16 x i1> %mask1683)
  br label %done1682
done1682:
  store i64 %v653, ptr %w.addr.1722
  %v1723 = sub i64 %size.W, 16
  br label %cond1724
cond1724:
  %i1727 = load i64, ptr %w.addr.1722
  %v1728 = icmp sle i64 %i1727, %v1723
  br i1 %v1728, label %body1725, label %exit1726
body1725:
  %v1729 = mul i64 %i7, %size.C
  %v1730 = add i64 %v1729, %v33
  %v1731 = mul i64 %v1730, %size.H
  %v1732 = add i64 %v1731, %i13
  %v1733 = mul i64 %v1732, %size.W
  %v1734 = add i64 %v1733, %i1727
  %p1735 = getelementptr float, ptr %buf.x, i64 %v1734
  %ld1736 = load <16 x float>, ptr %p1735, align 4
  %p1737 = getelementptr float, ptr %buf.input_mean, i64 %v33
  %ld1738 = load float, ptr %p1737, align 4
  %ins1739 = insertelement <16 x float> poison, float %ld1738, i64 0
  %splat1740 = shufflevector <16 x float> %ins1739, <16 x float> poison, <16 x i32> zeroinitializer
  %v1741 = fsub contract <16 x float> %ld1736, %splat1740
  %p1742 = getelementptr float, ptr %buf.input_var, i64 %v33
  %ld1743 = load float, ptr %p1742, align 4
  %v1744 = fadd contract float %ld1743, 0x3EE4F8B580000000
  %v1745 = call float @llvm.sqrt.f32(float %v1744)
  %v1746 = fdiv float 0x3FF0000000000000, %v1745
  %ins1747 = insertelement <16 x float> poison, float %v1746, i64 0
  %splat1748 = shufflevector <16 x float> %ins1747, <16 x float> poison, <16 x i32> zeroinitializer
  %v1749 = fmul contract <16 x float> %v1741, %splat1748
  %p1750 = getelementptr float, ptr %buf.scale, i64 %v33
  %ld1751 = load float, ptr %p1750, align 4
  %ins1752 = insertelement <16 x float> poison, float %ld1751, i64 0
  %splat1753 = shufflevector <16 x float> %ins1752, <16 x float> poison, <16 x i32> zeroinitializer
  %v1754 = fmul contract <16 x float> %v1749, %splat1753
  %p1755 = getelementptr float, ptr %buf.bias, i64 %v33
  %ld1756 = load float, ptr %p1755, align 4
  %ins1757 = insertelement <16 x float> poison, float %ld1756, i64 0
  %splat1758 = shufflevector <16 x float> %ins1757, <16 x float> poison, <16 x i32> zeroinitializer
  %v1759 = fadd contract <16 x float> %v1754, %splat1758
  %v1760 = mul i64 %i7, %size.C
  %v1761 = add i64 %v1760, %v33
  %v1762 = mul i64 %v1761, %size.H
  %v1763 = add i64 %v1762, %i13
  %v1764 = mul i64 %v1763, %size.W
  %v1765 = add i64 %v1764, %i1727
  %p1766 = getelementptr float, ptr %buf.y, i64 %v1765
  store <16 x float> %v1759, ptr %p1766, align 4
  %v1767 = add nsw i64 %i1727, 16
  store i64 %v1767, ptr %w.addr.1722
  br label %cond1724
exit1726:
  %i1768 = load i64, ptr %w.addr.1722
  %v1769 = icmp slt i64 %i1768, %size.W
  br i1 %v1769, label %tail1770, label %done1771
tail1770:
  %mask1772 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1768, i64 %size.W)
  %v1773 = mul i64 %i7, %size.C
  %v1774 = add i64 %v1773, %v33
  %v1775 = mul i64 %v1774, %size.H
  %v1776 = add i64 %v1775, %i13
  %v1777 = mul i64 %v1776, %size.W
  %v1778 = add i64 %v1777, %i1768
  %p1779 = getelementptr float, ptr %buf.x, i64 %v1778
  %ld1780 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1779, <16 x i1> %mask1772, <16 x float> zeroinitializer)
  %p1781 = getelementptr float, ptr %buf.input_mean, i64 %v33
  %ld1782 = load float, ptr %p1781, align 4
  %ins1783 = insertelement <16 x float> poison, float %ld1782, i64 0
  %splat1784 = shufflevector <16 x float> %ins1783, <16 x float> poison, <16 x i32> zeroinitializer
  %v1785 = fsub contract <16 x float> %ld1780, %splat1784
  %p1786 = getelementptr float, ptr %buf.input_var, i64 %v33
  %ld1787 = load float, ptr %p1786, align 4
  %v1788 = fadd contract float %ld1787, 0x3EE4F8B580000000
  %v1789 = call float @llvm.sqrt.f32(float %v1788)
  %v1790 = fdiv float 0x3FF0000000000000, %v1789
  %ins1791 = insertelement <16 x float> poison, float %v1790, i64 0
  %splat1792 = shufflevector <16 x float> %ins1791, <16 x float> poison, <16 x i32> zeroinitializer
  %v1793 = fmul contract <16 x float> %v1785, %splat1792
  %p1794 = getelementptr float, ptr %buf.scale, i64 %v33
  %ld1795 = load float, ptr %p1794, align 4
  %ins1796 = insertelement <16 x float> poison, float %ld1795, i64 0
  %splat1797 = shufflevector <16 x float> %ins1796, <16 x float> poison, <16 x i32> zeroinitializer
  %v1798 = fmul contract <16 x float> %v1793, %splat1797
  %p1799 = getelementptr float, ptr %buf.bias, i64 %v33
  %ld1800 = load float, ptr %p1799, align 4
  %ins1801 = insertelement <16 x float> poison, float %ld1800, i64 0
  %splat1802 = shufflevector <16 x float> %ins1801, <16 x float> poison, <16 x i32> zeroinitializer
  %v1803 = fadd contract <16 x float> %v1798, %splat1802
  %v1804 = mul i64 %i7, %size.C
  %v1805 = add i64 %v1804, %v33
  %v1806 = mul i64 %v1805, %size.H
  %v1807 = add i64 %v1806, %i13
  %v1808 = mul i64 %v1807, %size.W
  %v1809 = add i64 %v1808, %i1768
  %p1810 = getelementptr float, ptr %buf.y, i64 %v1809
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1803, ptr align 4 %p1810, <16 x i1> %mask1772)
  br label %done1771
done1771:
  store i64 %v653, ptr %w.addr.1811
  %v1812 = sub i64 %size.W, 16
  br label %cond1813
cond1813:
  %i1816 = load i64, ptr %w.addr.1811
  %v1817 = icmp sle i64 %i1816, %v1812
  br i1 %v1817, label %body1814, label %exit1815
body1814:
  %v1818 = mul i64 %i7, %size.C
  %v1819 = add i64 %v1818, %v34
  %v1820 = mul i64 %v1819, %size.H
  %v1821 = add i64 %v1820, %i13
  %v1822 = mul i64 %v1821, %size.W
  %v1823 = add i64 %v1822, %i1816
  %p1824 = getelementptr float, ptr %buf.x, i64 %v1823
  %ld1825 = load <16 x float>, ptr %p1824, align 4
  %p1826 = getelementptr float, ptr %buf.input_mean, i64 %v34
  %ld1827 = load float, ptr %p1826, align 4
  %ins1828 = insertelement <16 x float> poison, float %ld1827, i64 0
  %splat1829 = shufflevector <16 x float> %ins1828, <16 x float> poison, <16 x i32> zeroinitializer
  %v1830 = fsub contract <16 x float> %ld1825, %splat1829
  %p1831 = getelementptr float, ptr %buf.input_var, i64 %v34
  %ld1832 = load float, ptr %p1831, align 4
  %v1833 = fadd contract float %ld1832, 0x3EE4F8B580000000
  %v1834 = call float @llvm.sqrt.f32(float %v1833)
  %v1835 = fdiv float 0x3FF0000000000000, %v1834
  %ins1836 = insertelement <16 x float> poison, float %v1835, i64 0
  %splat1837 = shufflevector <16 x float> %ins1836, <16 x float> poison, <16 x i32> zeroinitializer
  %v1838 = fmul contract <16 x float> %v1830, %splat1837
  %p1839 = getelementptr float, ptr %buf.scale, i64 %v34
  %ld1840 = load float, ptr %p1839, align 4
  %ins1841 = insertelement <16 x float> poison, float %ld1840, i64 0
  %splat1842 = shufflevector <16 x float> %ins1841, <16 x float> poison, <16 x i32> zeroinitializer
  %v1843 = fmul contract <16 x float> %v1838, %splat1842
  %p1844 = getelementptr float, ptr %buf.bias, i64 %v34
  %ld1845 = load float, ptr %p1844, align 4
  %ins1846 = insertelement <16 x float> poison, float %ld1845, i64 0
  %splat1847 = shufflevector <16 x float> %ins1846, <16 x float> poison, <16 x i32> zeroinitializer
  %v1848 = fadd contract <16 x float> %v1843, %splat1847
  %v1849 = mul i64 %i7, %size.C
  %v1850 = add i64 %v1849, %v34
  %v1851 = mul i64 %v1850, %size.H
  %v1852 = add i64 %v1851, %i13
  %v1853 = mul i64 %v1852, %size.W
  %v1854 = add i64 %v1853, %i1816
  %p1855 = getelementptr float, ptr %buf.y, i64 %v1854
  store <16 x float> %v1848, ptr %p1855, align 4
  %v1856 = add nsw i64 %i1816, 16
  store i64 %v1856, ptr %w.addr.1811
  br label %cond1813
exit1815:
  %i1857 = load i64, ptr %w.addr.1811
  %v1858 = icmp slt i64 %i1857, %size.W
  br i1 %v1858, label %tail1859, label %done1860
tail1859:
  %mask1861 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1857, i64 %size.W)
  %v1862 = mul i64 %i7, %size.C
  %v1863 = add i64 %v1862, %v34
  %v1864 = mul i64 %v1863, %size.H
  %v1865 = add i64 %v1864, %i13
  %v1866 = mul i64 %v1865, %size.W
  %v1867 = add i64 %v1866, %i1857
  %p1868 = getelementptr float, ptr %buf.x, i64 %v1867
  %ld1869 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1868, <16 x i1> %mask1861, <16 x float> zeroinitializer)
  %p1870 = getelementptr float, ptr %buf.input_mean, i64 %v34
  %ld1871 = load float, ptr %p1870, align 4
  %ins1872 = insertelement <16 x float> poison, float %ld1871, i64 0
  %splat1873 = shufflevector <16 x float> %ins1872, <16 x float> poison, <16 x i32> zeroinitializer
  %v1874 = fsub contract <16 x float> %ld1869, %splat1873
  %p1875 = getelementptr float, ptr %buf.input_var, i64 %v34
  %ld1876 = load float, ptr %p1875, align 4
  %v1877 = fadd contract float %ld1876, 0x3EE4F8B580000000
  %v1878 = call float @llvm.sqrt.f32(float %v1877)
  %v1879 = fdiv float 0x3FF0000000000000, %v1878
  %ins1880 = insertelement <16 x float> poison, float %v1879, i64 0
  %splat1881 = shufflevector <16 x float> %ins1880, <16 x float> poison, <16 x i32> zeroinitializer
  %v1882 = fmul contract <16 x float> %v1874, %splat1881
  %p1883 = getelementptr float, ptr %buf.scale, i64 %v34
  %ld1884 = load float, ptr %p1883, align 4
  %ins1885 = insertelement <16 x float> poison, float %ld1884, i64 0
  %splat1886 = shufflevector <16 x float> %ins1885, <16 x float> poison, <16 x i32> zeroinitializer
  %v1887 = fmul contract <16 x float> %v1882, %splat1886
  %p1888 = getelementptr float, ptr %buf.bias, i64 %v34
  %ld1889 = load float, ptr %p1888, align 4
  %ins1890 = insertelement <16 x float> poison, float %ld1889, i64 0
  %splat1891 = shufflevector <16 x float> %ins1890, <16 x float> poison, <16 x i32> zeroinitializer
  %v1892 = fadd contract <16 x float> %v1887, %splat1891
  %v1893 = mul i64 %i7, %size.C
  %v1894 = add i64 %v1893, %v34
  %v1895 = mul i64 %v1894, %size.H
  %v1896 = add i64 %v1895, %i13
  %v1897 = mul i64 %v1896, %size.W
  %v1898 = add i64 %v1897, %i1857
  %p1899 = getelementptr float, ptr %buf.y, i64 %v1898
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1892, ptr align 4 %p1899, <16 x i1> %mask1861)
  br label %done1860
done1860:
  store i64 %v653, ptr %w.addr.1900
  %v1901 = sub i64 %size.W, 16
  br label %cond1902
cond1902:
  %i1905 = load i64, ptr %w.addr.1900
  %v1906 = icmp sle i64 %i1905, %v1901
  br i1 %v1906, label %body1903, label %exit1904
body1903:
  %v1907 = mul i64 %i7, %size.C
  %v1908 = add i64 %v1907, %v35
  %v1909 = mul i64 %v1908, %size.H
  %v1910 = add i64 %v1909, %i13
  %v1911 = mul i64 %v1910, %size.W
  %v1912 = add i64 %v1911, %i1905
  %p1913 = getelementptr float, ptr %buf.x, i64 %v1912
  %ld1914 = load <16 x float>, ptr %p1913, align 4
  %p1915 = getelementptr float, ptr %buf.input_mean, i64 %v35
  %ld1916 = load float, ptr %p1915, align 4
  %ins1917 = insertelement <16 x float> poison, float %ld1916, i64 0
  %splat1918 = shufflevector <16 x float> %ins1917, <16 x float> poison, <16 x i32> zeroinitializer
  %v1919 = fsub contract <16 x float> %ld1914, %splat1918
  %p1920 = getelementptr float, ptr %buf.input_var, i64 %v35
  %ld1921 = load float, ptr %p1920, align 4
  %v1922 = fadd contract float %ld1921, 0x3EE4F8B580000000
  %v1923 = call float @llvm.sqrt.f32(float %v1922)
  %v1924 = fdiv float 0x3FF0000000000000, %v1923
  %ins1925 = insertelement <16 x float> poison, float %v1924, i64 0
  %splat1926 = shufflevector <16 x float> %ins1925, <16 x float> poison, <16 x i32> zeroinitializer
  %v1927 = fmul contract <16 x float> %v1919, %splat1926
  %p1928 = getelementptr float, ptr %buf.scale, i64 %v35
  %ld1929 = load float, ptr %p1928, align 4
  %ins1930 = insertelement <16 x float> poison, float %ld1929, i64 0
  %splat1931 = shufflevector <16 x float> %ins1930, <16 x float> poison, <16 x i32> zeroinitializer
  %v1932 = fmul contract <16 x float> %v1927, %splat1931
  %p1933 = getelementptr float, ptr %buf.bias, i64 %v35
  %ld1934 = load float, ptr %p1933, align 4
  %ins1935 = insertelement <16 x float> poison, float %ld1934, i64 0
  %splat1936 = shufflevector <16 x float> %ins1935, <16 x float> poison, <16 x i32> zeroinitializer
  %v1937 = fadd contract <16 x float> %v1932, %splat1936
  %v1938 = mul i64 %i7, %size.C
  %v1939 = add i64 %v1938, %v35
  %v1940 = mul i64 %v1939, %size.H
  %v1941 = add i64 %v1940, %i13
  %v1942 = mul i64 %v1941, %size.W
  %v1943 = add i64 %v1942, %i1905
  %p1944 = getelementptr float, ptr %buf.y, i64 %v1943
  store <16 x float> %v1937, ptr %p1944, align 4
  %v1945 = add nsw i64 %i1905, 16
  store i64 %v1945, ptr %w.addr.1900
  br label %cond1902
exit1904:
  %i1946 = load i64, ptr %w.addr.1900
  %v1947 = icmp slt i64 %i1946, %size.W
  br i1 %v1947, label %tail1948, label %done1949
tail1948:
  %mask1950 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1946, i64 %size.W)
  %v1951 = mul i64 %i7, %size.C
  %v1952 = add i64 %v1951, %v35
  %v1953 = mul i64 %v1952, %size.H
  %v1954 = add i64 %v1953, %i13
  %v1955 = mul i64 %v1954, %size.W
  %v1956 = add i64 %v1955, %i1946
  %p1957 = getelementptr float, ptr %buf.x, i64 %v1956
  %ld1958 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1957, <16 x i1> %mask1950, <16 x float> zeroinitializer)
  %p1959 = getelementptr float, ptr %buf.input_mean, i64 %v35
  %ld1960 = load float, ptr %p1959, align 4
  %ins1961 = insertelement <16 x float> poison, float %ld1960, i64 0
  %splat1962 = shufflevector <16 x float> %ins1961, <16 x float> poison, <16 x i32> zeroinitializer
  %v1963 = fsub contract <16 x float> %ld1958, %splat1962
  %p1964 = getelementptr float, ptr %buf.input_var, i64 %v35
  %ld1965 = load float, ptr %p1964, align 4
  %v1966 = fadd contract float %ld1965, 0x3EE4F8B580000000
  %v1967 = call float @llvm.sqrt.f32(float %v1966)
  %v1968 = fdiv float 0x3FF0000000000000, %v1967
  %ins1969 = insertelement <16 x float> poison, float %v1968, i64 0
  %splat1970 = shufflevector <16 x float> %ins1969, <16 x float> poison, <16 x i32> zeroinitializer
  %v1971 = fmul contract <16 x float> %v1963, %splat1970
  %p1972 = getelementptr float, ptr %buf.scale, i64 %v35
  %ld1973 = load float, ptr %p1972, align 4
  %ins1974 = insertelement <16 x float> poison, float %ld1973, i64 0
  %splat1975 = shufflevector <16 x float> %ins1974, <16 x float> poison, <16 x i32> zeroinitializer
  %v1976 = fmul contract <16 x float> %v1971, %splat1975
  %p1977 = getelementptr float, ptr %buf.bias, i64 %v35
  %ld1978 = load float, ptr %p1977, align 4
  %ins1979 = insertelement <16 x float> poison, float %ld1978, i64 0
  %splat1980 = shufflevector <16 x float> %ins1979, <16 x float> poison, <16 x i32> zeroinitializer
  %v1981 = fadd contract <16 x float> %v1976, %splat1980
  %v1982 = mul i64 %i7, %size.C
  %v1983 = add i64 %v1982, %v35
  %v1984 = mul i64 %v1983, %size.H
  %v1985 = add i64 %v1984, %i13
  %v1986 = mul i64 %v1985, %size.W
  %v1987 = add i64 %v1986, %i1946
  %p1988 = getelementptr float, ptr %buf.y, i64 %v1987
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1981, ptr align 4 %p1988, <16 x i1> %mask1950)
  br label %done1949
done1949:
  store i64 %v653, ptr %w.addr.1989
  %v1990 = sub i64 %size.W, 16
  br label %cond1991
cond1991:
  %i1994 = load i64, ptr %w.addr.1989
  %v1995 = icmp sle i64 %i1994, %v1990
  br i1 %v1995, label %body1992, label %exit1993
body1992:
  %v1996 = mul i64 %i7, %size.C
  %v1997 = add i64 %v1996, %v36
  %v1998 = mul i64 %v1997, %size.H
  %v1999 = add i64 %v1998, %i13
  %v2000 = mul i64 %v1999, %size.W
  %v2001 = add i64 %v2000, %i1994
  %p2002 = getelementptr float, ptr %buf.x, i64 %v2001
  %ld2003 = load <16 x float>, ptr %p2002, align 4
  %p2004 = getelementptr float, ptr %buf.input_mean, i64 %v36
  %ld2005 = load float, ptr %p2004, align 4
  %ins2006 = insertelement <16 x float> poison, float %ld2005, i64 0
  %splat2007 = shufflevector <16 x float> %ins2006, <16 x float> poison, <16 x i32> zeroinitializer
  %v2008 = fsub contract <16 x float> %ld2003, %splat2007
  %p2009 = getelementptr float, ptr %buf.input_var, i64 %v36
  %ld2010 = load float, ptr %p2009, align 4
  %v2011 = fadd contract float %ld2010, 0x3EE4F8B580000000
  %v2012 = call float @llvm.sqrt.f32(float %v2011)
  %v2013 = fdiv float 0x3FF0000000000000, %v2012
  %ins2014 = insertelement <16 x float> poison, float %v2013, i64 0
  %splat2015 = shufflevector <16 x float> %ins2014, <16 x float> poison, <16 x i32> zeroinitializer
  %v2016 = fmul contract <16 x float> %v2008, %splat2015
  %p2017 = getelementptr float, ptr %buf.scale, i64 %v36
  %ld2018 = load float, ptr %p2017, align 4
  %ins2019 = insertelement <16 x float> poison, float %ld2018, i64 0
  %splat2020 = shufflevector <16 x float> %ins2019, <16 x float> poison, <16 x i32> zeroinitializer
  %v2021 = fmul contract <16 x float> %v2016, %splat2020
  %p2022 = getelementptr float, ptr %buf.bias, i64 %v36
  %ld2023 = load float, ptr %p2022, align 4
  %ins2024 = insertelement <16 x float> poison, float %ld2023, i64 0
  %splat2025 = shufflevector <16 x float> %ins2024, <16 x float> poison, <16 x i32> zeroinitializer
  %v2026 = fadd contract <16 x float> %v2021, %splat2025
  %v2027 = mul i64 %i7, %size.C
  %v2028 = add i64 %v2027, %v36
  %v2029 = mul i64 %v2028, %size.H
  %v2030 = add i64 %v2029, %i13
  %v2031 = mul i64 %v2030, %size.W
  %v2032 = add i64 %v2031, %i1994
  %p2033 = getelementptr float, ptr %buf.y, i64 %v2032
  store <16 x float> %v2026, ptr %p2033, align 4
  %v2034 = add nsw i64 %i1994, 16
  store i64 %v2034, ptr %w.addr.1989
  br label %cond1991
exit1993:
  %i2035 = load i64, ptr %w.addr.1989
  %v2036 = icmp slt i64 %i2035, %size.W
  br i1 %v2036, label %tail2037, label %done2038
tail2037:
  %mask2039 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2035, i64 %size.W)
  %v2040 = mul i64 %i7, %size.C
  %v2041 = add i64 %v2040, %v36
  %v2042 = mul i64 %v2041, %size.H
  %v2043 = add i64 %v2042, %i13
  %v2044 = mul i64 %v2043, %size.W
  %v2045 = add i64 %v2044, %i2035
  %p2046 = getelementptr float, ptr %buf.x, i64 %v2045
  %ld2047 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2046, <16 x i1> %mask2039, <16 x float> zeroinitializer)
  %p2048 = getelementptr float, ptr %buf.input_mean, i64 %v36
  %ld2049 = load float, ptr %p2048, align 4
  %ins2050 = insertelement <16 x float> poison, float %ld2049, i64 0
  %splat2051 = shufflevector <16 x float> %ins2050, <16 x float> poison, <16 x i32> zeroinitializer
  %v2052 = fsub contract <16 x float> %ld2047, %splat2051
  %p2053 = getelementptr float, ptr %buf.input_var, i64 %v36
  %ld2054 = load float, ptr %p2053, align 4
  %v2055 = fadd contract float %ld2054, 0x3EE4F8B580000000
  %v2056 = call float @llvm.sqrt.f32(float %v2055)
  %v2057 = fdiv float 0x3FF0000000000000, %v2056
  %ins2058 = insertelement <16 x float> poison, float %v2057, i64 0
  %splat2059 = shufflevector <16 x float> %ins2058, <16 x float> poison, <16 x i32> zeroinitializer
  %v2060 = fmul contract <16 x float> %v2052, %splat2059
  %p2061 = getelementptr float, ptr %buf.scale, i64 %v36
  %ld2062 = load float, ptr %p2061, align 4
  %ins2063 = insertelement <16 x float> poison, float %ld2062, i64 0
  %splat2064 = shufflevector <16 x float> %ins2063, <16 x float> poison, <16 x i32> zeroinitializer
  %v2065 = fmul contract <16 x float> %v2060, %splat2064
  %p2066 = getelementptr float, ptr %buf.bias, i64 %v36
  %ld2067 = load float, ptr %p2066, align 4
  %ins2068 = insertelement <16 x float> poison, float %ld2067, i64 0
  %splat2069 = shufflevector <16 x float> %ins2068, <16 x float> poison, <16 x i32> zeroinitializer
  %v2070 = fadd contract <16 x float> %v2065, %splat2069
  %v2071 = mul i64 %i7, %size.C
  %v2072 = add i64 %v2071, %v36
  %v2073 = mul i64 %v2072, %size.H
  %v2074 = add i64 %v2073, %i13
  %v2075 = mul i64 %v2074, %size.W
  %v2076 = add i64 %v2075, %i2035
  %p2077 = getelementptr float, ptr %buf.y, i64 %v2076
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2070, ptr align 4 %p2077, <16 x i1> %mask2039)
  br label %done2038
done2038:
  %v2078 = add nsw i64 %i20, 16
  store i64 %v2078, ptr %c.addr.15
  br label %cond17
exit19:
  br label %cond2079
cond2079:
  %i2082 = load i64, ptr %c.addr.15
  %v2083 = icmp slt i64 %i2082, %size.C
  br i1 %v2083, label %body2080, label %exit2081
body2080:
  store i64 0, ptr %w.addr.2084
  %v2085 = sub i64 %size.W, 256
  br label %cond2086
cond2086:
  %i2089 = load i64, ptr %w.addr.2084
  %v2090 = icmp sle i64 %i2089, %v2085
  br i1 %v2090, label %body2087, label %exit2088
body2087:
  %v2091 = add nsw i64 %i2089, 16
  %v2092 = add nsw i64 %i2089, 32
  %v2093 = add nsw i64 %i2089, 48
  %v2094 = add nsw i64 %i2089, 64
  %v2095 = add nsw i64 %i2089, 80
  %v2096 = add nsw i64 %i2089, 96
  %v2097 = add nsw i64 %i2089, 112
  %v2098 = add nsw i64 %i2089, 128
  %v2099 = add nsw i64 %i2089, 144
  %v2100 = add nsw i64 %i2089, 160
  %v2101 = add nsw i64 %i2089, 176
  %v2102 = add nsw i64 %i2089, 192
  %v2103 = add nsw i64 %i2089, 208
  %v2104 = add nsw i64 %i2089, 224
  %v2105 = add nsw i64 %i2089, 240
  %v2106 = mul i64 %i7, %size.C
  %v2107 = add i64 %v2106, %i2082
  %v2108 = mul i64 %v2107, %size.H
  %v2109 = add i64 %v2108, %i13
  %v2110 = mul i64 %v2109, %size.W
  %v2111 = add i64 %v2110, %i2089
  %p2112 = getelementptr float, ptr %buf.x, i64 %v2111
  %ld2113 = load <16 x float>, ptr %p2112, align 4
  %p2114 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2115 = load float, ptr %p2114, align 4
  %ins2116 = insertelement <16 x float> poison, float %ld2115, i64 0
  %splat2117 = shufflevector <16 x float> %ins2116, <16 x float> poison, <16 x i32> zeroinitializer
  %v2118 = fsub contract <16 x float> %ld2113, %splat2117
  %p2119 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2120 = load float, ptr %p2119, align 4
  %v2121 = fadd contract float %ld2120, 0x3EE4F8B580000000
  %v2122 = call float @llvm.sqrt.f32(float %v2121)
  %v2123 = fdiv float 0x3FF0000000000000, %v2122
  %ins2124 = insertelement <16 x float> poison, float %v2123, i64 0
  %splat2125 = shufflevector <16 x float> %ins2124, <16 x float> poison, <16 x i32> zeroinitializer
  %v2126 = fmul contract <16 x float> %v2118, %splat2125
  %p2127 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2128 = load float, ptr %p2127, align 4
  %ins2129 = insertelement <16 x float> poison, float %ld2128, i64 0
  %splat2130 = shufflevector <16 x float> %ins2129, <16 x float> poison, <16 x i32> zeroinitializer
  %v2131 = fmul contract <16 x float> %v2126, %splat2130
  %p2132 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2133 = load float, ptr %p2132, align 4
  %ins2134 = insertelement <16 x float> poison, float %ld2133, i64 0
  %splat2135 = shufflevector <16 x float> %ins2134, <16 x float> poison, <16 x i32> zeroinitializer
  %v2136 = fadd contract <16 x float> %v2131, %splat2135
  %v2137 = mul i64 %i7, %size.C
  %v2138 = add i64 %v2137, %i2082
  %v2139 = mul i64 %v2138, %size.H
  %v2140 = add i64 %v2139, %i13
  %v2141 = mul i64 %v2140, %size.W
  %v2142 = add i64 %v2141, %i2089
  %p2143 = getelementptr float, ptr %buf.y, i64 %v2142
  store <16 x float> %v2136, ptr %p2143, align 4
  %v2144 = mul i64 %i7, %size.C
  %v2145 = add i64 %v2144, %i2082
  %v2146 = mul i64 %v2145, %size.H
  %v2147 = add i64 %v2146, %i13
  %v2148 = mul i64 %v2147, %size.W
  %v2149 = add i64 %v2148, %v2091
  %p2150 = getelementptr float, ptr %buf.x, i64 %v2149
  %ld2151 = load <16 x float>, ptr %p2150, align 4
  %p2152 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2153 = load float, ptr %p2152, align 4
  %ins2154 = insertelement <16 x float> poison, float %ld2153, i64 0
  %splat2155 = shufflevector <16 x float> %ins2154, <16 x float> poison, <16 x i32> zeroinitializer
  %v2156 = fsub contract <16 x float> %ld2151, %splat2155
  %p2157 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2158 = load float, ptr %p2157, align 4
  %v2159 = fadd contract float %ld2158, 0x3EE4F8B580000000
  %v2160 = call float @llvm.sqrt.f32(float %v2159)
  %v2161 = fdiv float 0x3FF0000000000000, %v2160
  %ins2162 = insertelement <16 x float> poison, float %v2161, i64 0
  %splat2163 = shufflevector <16 x float> %ins2162, <16 x float> poison, <16 x i32> zeroinitializer
  %v2164 = fmul contract <16 x float> %v2156, %splat2163
  %p2165 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2166 = load float, ptr %p2165, align 4
  %ins2167 = insertelement <16 x float> poison, float %ld2166, i64 0
  %splat2168 = shufflevector <16 x float> %ins2167, <16 x float> poison, <16 x i32> zeroinitializer
  %v2169 = fmul contract <16 x float> %v2164, %splat2168
  %p2170 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2171 = load float, ptr %p2170, align 4
  %ins2172 = insertelement <16 x float> poison, float %ld2171, i64 0
  %splat2173 = shufflevector <16 x float> %ins2172, <16 x float> poison, <16 x i32> zeroinitializer
  %v2174 = fadd contract <16 x float> %v2169, %splat2173
  %v2175 = mul i64 %i7, %size.C
  %v2176 = add i64 %v2175, %i2082
  %v2177 = mul i64 %v2176, %size.H
  %v2178 = add i64 %v2177, %i13
  %v2179 = mul i64 %v2178, %size.W
  %v2180 = add i64 %v2179, %v2091
  %p2181 = getelementptr float, ptr %buf.y, i64 %v2180
  store <16 x float> %v2174, ptr %p2181, align 4
  %v2182 = mul i64 %i7, %size.C
  %v2183 = add i64 %v2182, %i2082
  %v2184 = mul i64 %v2183, %size.H
  %v2185 = add i64 %v2184, %i13
  %v2186 = mul i64 %v2185, %size.W
  %v2187 = add i64 %v2186, %v2092
  %p2188 = getelementptr float, ptr %buf.x, i64 %v2187
  %ld2189 = load <16 x float>, ptr %p2188, align 4
  %p2190 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2191 = load float, ptr %p2190, align 4
  %ins2192 = insertelement <16 x float> poison, float %ld2191, i64 0
  %splat2193 = shufflevector <16 x float> %ins2192, <16 x float> poison, <16 x i32> zeroinitializer
  %v2194 = fsub contract <16 x float> %ld2189, %splat2193
  %p2195 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2196 = load float, ptr %p2195, align 4
  %v2197 = fadd contract float %ld2196, 0x3EE4F8B580000000
  %v2198 = call float @llvm.sqrt.f32(float %v2197)
  %v2199 = fdiv float 0x3FF0000000000000, %v2198
  %ins2200 = insertelement <16 x float> poison, float %v2199, i64 0
  %splat2201 = shufflevector <16 x float> %ins2200, <16 x float> poison, <16 x i32> zeroinitializer
  %v2202 = fmul contract <16 x float> %v2194, %splat2201
  %p2203 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2204 = load float, ptr %p2203, align 4
  %ins2205 = insertelement <16 x float> poison, float %ld2204, i64 0
  %splat2206 = shufflevector <16 x float> %ins2205, <16 x float> poison, <16 x i32> zeroinitializer
  %v2207 = fmul contract <16 x float> %v2202, %splat2206
  %p2208 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2209 = load float, ptr %p2208, align 4
  %ins2210 = insertelement <16 x float> poison, float %ld2209, i64 0
  %splat2211 = shufflevector <16 x float> %ins2210, <16 x float> poison, <16 x i32> zeroinitializer
  %v2212 = fadd contract <16 x float> %v2207, %splat2211
  %v2213 = mul i64 %i7, %size.C
  %v2214 = add i64 %v2213, %i2082
  %v2215 = mul i64 %v2214, %size.H
  %v2216 = add i64 %v2215, %i13
  %v2217 = mul i64 %v2216, %size.W
  %v2218 = add i64 %v2217, %v2092
  %p2219 = getelementptr float, ptr %buf.y, i64 %v2218
  store <16 x float> %v2212, ptr %p2219, align 4
  %v2220 = mul i64 %i7, %size.C
  %v2221 = add i64 %v2220, %i2082
  %v2222 = mul i64 %v2221, %size.H
  %v2223 = add i64 %v2222, %i13
  %v2224 = mul i64 %v2223, %size.W
  %v2225 = add i64 %v2224, %v2093
  %p2226 = getelementptr float, ptr %buf.x, i64 %v2225
  %ld2227 = load <16 x float>, ptr %p2226, align 4
  %p2228 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2229 = load float, ptr %p2228, align 4
  %ins2230 = insertelement <16 x float> poison, float %ld2229, i64 0
  %splat2231 = shufflevector <16 x float> %ins2230, <16 x float> poison, <16 x i32> zeroinitializer
  %v2232 = fsub contract <16 x float> %ld2227, %splat2231
  %p2233 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2234 = load float, ptr %p2233, align 4
  %v2235 = fadd contract float %ld2234, 0x3EE4F8B580000000
  %v2236 = call float @llvm.sqrt.f32(float %v2235)
  %v2237 = fdiv float 0x3FF0000000000000, %v2236
  %ins2238 = insertelement <16 x float> poison, float %v2237, i64 0
  %splat2239 = shufflevector <16 x float> %ins2238, <16 x float> poison, <16 x i32> zeroinitializer
  %v2240 = fmul contract <16 x float> %v2232, %splat2239
  %p2241 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2242 = load float, ptr %p2241, align 4
  %ins2243 = insertelement <16 x float> poison, float %ld2242, i64 0
  %splat2244 = shufflevector <16 x float> %ins2243, <16 x float> poison, <16 x i32> zeroinitializer
  %v2245 = fmul contract <16 x float> %v2240, %splat2244
  %p2246 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2247 = load float, ptr %p2246, align 4
  %ins2248 = insertelement <16 x float> poison, float %ld2247, i64 0
  %splat2249 = shufflevector <16 x float> %ins2248, <16 x float> poison, <16 x i32> zeroinitializer
  %v2250 = fadd contract <16 x float> %v2245, %splat2249
  %v2251 = mul i64 %i7, %size.C
  %v2252 = add i64 %v2251, %i2082
  %v2253 = mul i64 %v2252, %size.H
  %v2254 = add i64 %v2253, %i13
  %v2255 = mul i64 %v2254, %size.W
  %v2256 = add i64 %v2255, %v2093
  %p2257 = getelementptr float, ptr %buf.y, i64 %v2256
  store <16 x float> %v2250, ptr %p2257, align 4
  %v2258 = mul i64 %i7, %size.C
  %v2259 = add i64 %v2258, %i2082
  %v2260 = mul i64 %v2259, %size.H
  %v2261 = add i64 %v2260, %i13
  %v2262 = mul i64 %v2261, %size.W
  %v2263 = add i64 %v2262, %v2094
  %p2264 = getelementptr float, ptr %buf.x, i64 %v2263
  %ld2265 = load <16 x float>, ptr %p2264, align 4
  %p2266 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2267 = load float, ptr %p2266, align 4
  %ins2268 = insertelement <16 x float> poison, float %ld2267, i64 0
  %splat2269 = shufflevector <16 x float> %ins2268, <16 x float> poison, <16 x i32> zeroinitializer
  %v2270 = fsub contract <16 x float> %ld2265, %splat2269
  %p2271 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2272 = load float, ptr %p2271, align 4
  %v2273 = fadd contract float %ld2272, 0x3EE4F8B580000000
  %v2274 = call float @llvm.sqrt.f32(float %v2273)
  %v2275 = fdiv float 0x3FF0000000000000, %v2274
  %ins2276 = insertelement <16 x float> poison, float %v2275, i64 0
  %splat2277 = shufflevector <16 x float> %ins2276, <16 x float> poison, <16 x i32> zeroinitializer
  %v2278 = fmul contract <16 x float> %v2270, %splat2277
  %p2279 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2280 = load float, ptr %p2279, align 4
  %ins2281 = insertelement <16 x float> poison, float %ld2280, i64 0
  %splat2282 = shufflevector <16 x float> %ins2281, <16 x float> poison, <16 x i32> zeroinitializer
  %v2283 = fmul contract <16 x float> %v2278, %splat2282
  %p2284 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2285 = load float, ptr %p2284, align 4
  %ins2286 = insertelement <16 x float> poison, float %ld2285, i64 0
  %splat2287 = shufflevector <16 x float> %ins2286, <16 x float> poison, <16 x i32> zeroinitializer
  %v2288 = fadd contract <16 x float> %v2283, %splat2287
  %v2289 = mul i64 %i7, %size.C
  %v2290 = add i64 %v2289, %i2082
  %v2291 = mul i64 %v2290, %size.H
  %v2292 = add i64 %v2291, %i13
  %v2293 = mul i64 %v2292, %size.W
  %v2294 = add i64 %v2293, %v2094
  %p2295 = getelementptr float, ptr %buf.y, i64 %v2294
  store <16 x float> %v2288, ptr %p2295, align 4
  %v2296 = mul i64 %i7, %size.C
  %v2297 = add i64 %v2296, %i2082
  %v2298 = mul i64 %v2297, %size.H
  %v2299 = add i64 %v2298, %i13
  %v2300 = mul i64 %v2299, %size.W
  %v2301 = add i64 %v2300, %v2095
  %p2302 = getelementptr float, ptr %buf.x, i64 %v2301
  %ld2303 = load <16 x float>, ptr %p2302, align 4
  %p2304 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2305 = load float, ptr %p2304, align 4
  %ins2306 = insertelement <16 x float> poison, float %ld2305, i64 0
  %splat2307 = shufflevector <16 x float> %ins2306, <16 x float> poison, <16 x i32> zeroinitializer
  %v2308 = fsub contract <16 x float> %ld2303, %splat2307
  %p2309 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2310 = load float, ptr %p2309, align 4
  %v2311 = fadd contract float %ld2310, 0x3EE4F8B580000000
  %v2312 = call float @llvm.sqrt.f32(float %v2311)
  %v2313 = fdiv float 0x3FF0000000000000, %v2312
  %ins2314 = insertelement <16 x float> poison, float %v2313, i64 0
  %splat2315 = shufflevector <16 x float> %ins2314, <16 x float> poison, <16 x i32> zeroinitializer
  %v2316 = fmul contract <16 x float> %v2308, %splat2315
  %p2317 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2318 = load float, ptr %p2317, align 4
  %ins2319 = insertelement <16 x float> poison, float %ld2318, i64 0
  %splat2320 = shufflevector <16 x float> %ins2319, <16 x float> poison, <16 x i32> zeroinitializer
  %v2321 = fmul contract <16 x float> %v2316, %splat2320
  %p2322 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2323 = load float, ptr %p2322, align 4
  %ins2324 = insertelement <16 x float> poison, float %ld2323, i64 0
  %splat2325 = shufflevector <16 x float> %ins2324, <16 x float> poison, <16 x i32> zeroinitializer
  %v2326 = fadd contract <16 x float> %v2321, %splat2325
  %v2327 = mul i64 %i7, %size.C
  %v2328 = add i64 %v2327, %i2082
  %v2329 = mul i64 %v2328, %size.H
  %v2330 = add i64 %v2329, %i13
  %v2331 = mul i64 %v2330, %size.W
  %v2332 = add i64 %v2331, %v2095
  %p2333 = getelementptr float, ptr %buf.y, i64 %v2332
  store <16 x float> %v2326, ptr %p2333, align 4
  %v2334 = mul i64 %i7, %size.C
  %v2335 = add i64 %v2334, %i2082
  %v2336 = mul i64 %v2335, %size.H
  %v2337 = add i64 %v2336, %i13
  %v2338 = mul i64 %v2337, %size.W
  %v2339 = add i64 %v2338, %v2096
  %p2340 = getelementptr float, ptr %buf.x, i64 %v2339
  %ld2341 = load <16 x float>, ptr %p2340, align 4
  %p2342 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2343 = load float, ptr %p2342, align 4
  %ins2344 = insertelement <16 x float> poison, float %ld2343, i64 0
  %splat2345 = shufflevector <16 x float> %ins2344, <16 x float> poison, <16 x i32> zeroinitializer
  %v2346 = fsub contract <16 x float> %ld2341, %splat2345
  %p2347 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2348 = load float, ptr %p2347, align 4
  %v2349 = fadd contract float %ld2348, 0x3EE4F8B580000000
  %v2350 = call float @llvm.sqrt.f32(float %v2349)
  %v2351 = fdiv float 0x3FF0000000000000, %v2350
  %ins2352 = insertelement <16 x float> poison, float %v2351, i64 0
  %splat2353 = shufflevector <16 x float> %ins2352, <16 x float> poison, <16 x i32> zeroinitializer
  %v2354 = fmul contract <16 x float> %v2346, %splat2353
  %p2355 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2356 = load float, ptr %p2355, align 4
  %ins2357 = insertelement <16 x float> poison, float %ld2356, i64 0
  %splat2358 = shufflevector <16 x float> %ins2357, <16 x float> poison, <16 x i32> zeroinitializer
  %v2359 = fmul contract <16 x float> %v2354, %splat2358
  %p2360 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2361 = load float, ptr %p2360, align 4
  %ins2362 = insertelement <16 x float> poison, float %ld2361, i64 0
  %splat2363 = shufflevector <16 x float> %ins2362, <16 x float> poison, <16 x i32> zeroinitializer
  %v2364 = fadd contract <16 x float> %v2359, %splat2363
  %v2365 = mul i64 %i7, %size.C
  %v2366 = add i64 %v2365, %i2082
  %v2367 = mul i64 %v2366, %size.H
  %v2368 = add i64 %v2367, %i13
  %v2369 = mul i64 %v2368, %size.W
  %v2370 = add i64 %v2369, %v2096
  %p2371 = getelementptr float, ptr %buf.y, i64 %v2370
  store <16 x float> %v2364, ptr %p2371, align 4
  %v2372 = mul i64 %i7, %size.C
  %v2373 = add i64 %v2372, %i2082
  %v2374 = mul i64 %v2373, %size.H
  %v2375 = add i64 %v2374, %i13
  %v2376 = mul i64 %v2375, %size.W
  %v2377 = add i64 %v2376, %v2097
  %p2378 = getelementptr float, ptr %buf.x, i64 %v2377
  %ld2379 = load <16 x float>, ptr %p2378, align 4
  %p2380 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2381 = load float, ptr %p2380, align 4
  %ins2382 = insertelement <16 x float> poison, float %ld2381, i64 0
  %splat2383 = shufflevector <16 x float> %ins2382, <16 x float> poison, <16 x i32> zeroinitializer
  %v2384 = fsub contract <16 x float> %ld2379, %splat2383
  %p2385 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2386 = load float, ptr %p2385, align 4
  %v2387 = fadd contract float %ld2386, 0x3EE4F8B580000000
  %v2388 = call float @llvm.sqrt.f32(float %v2387)
  %v2389 = fdiv float 0x3FF0000000000000, %v2388
  %ins2390 = insertelement <16 x float> poison, float %v2389, i64 0
  %splat2391 = shufflevector <16 x float> %ins2390, <16 x float> poison, <16 x i32> zeroinitializer
  %v2392 = fmul contract <16 x float> %v2384, %splat2391
  %p2393 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2394 = load float, ptr %p2393, align 4
  %ins2395 = insertelement <16 x float> poison, float %ld2394, i64 0
  %splat2396 = shufflevector <16 x float> %ins2395, <16 x float> poison, <16 x i32> zeroinitializer
  %v2397 = fmul contract <16 x float> %v2392, %splat2396
  %p2398 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2399 = load float, ptr %p2398, align 4
  %ins2400 = insertelement <16 x float> poison, float %ld2399, i64 0
  %splat2401 = shufflevector <16 x float> %ins2400, <16 x float> poison, <16 x i32> zeroinitializer
  %v2402 = fadd contract <16 x float> %v2397, %splat2401
  %v2403 = mul i64 %i7, %size.C
  %v2404 = add i64 %v2403, %i2082
  %v2405 = mul i64 %v2404, %size.H
  %v2406 = add i64 %v2405, %i13
  %v2407 = mul i64 %v2406, %size.W
  %v2408 = add i64 %v2407, %v2097
  %p2409 = getelementptr float, ptr %buf.y, i64 %v2408
  store <16 x float> %v2402, ptr %p2409, align 4
  %v2410 = mul i64 %i7, %size.C
  %v2411 = add i64 %v2410, %i2082
  %v2412 = mul i64 %v2411, %size.H
  %v2413 = add i64 %v2412, %i13
  %v2414 = mul i64 %v2413, %size.W
  %v2415 = add i64 %v2414, %v2098
  %p2416 = getelementptr float, ptr %buf.x, i64 %v2415
  %ld2417 = load <16 x float>, ptr %p2416, align 4
  %p2418 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2419 = load float, ptr %p2418, align 4
  %ins2420 = insertelement <16 x float> poison, float %ld2419, i64 0
  %splat2421 = shufflevector <16 x float> %ins2420, <16 x float> poison, <16 x i32> zeroinitializer
  %v2422 = fsub contract <16 x float> %ld2417, %splat2421
  %p2423 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2424 = load float, ptr %p2423, align 4
  %v2425 = fadd contract float %ld2424, 0x3EE4F8B580000000
  %v2426 = call float @llvm.sqrt.f32(float %v2425)
  %v2427 = fdiv float 0x3FF0000000000000, %v2426
  %ins2428 = insertelement <16 x float> poison, float %v2427, i64 0
  %splat2429 = shufflevector <16 x float> %ins2428, <16 x float> poison, <16 x i32> zeroinitializer
  %v2430 = fmul contract <16 x float> %v2422, %splat2429
  %p2431 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2432 = load float, ptr %p2431, align 4
  %ins2433 = insertelement <16 x float> poison, float %ld2432, i64 0
  %splat2434 = shufflevector <16 x float> %ins2433, <16 x float> poison, <16 x i32> zeroinitializer
  %v2435 = fmul contract <16 x float> %v2430, %splat2434
  %p2436 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2437 = load float, ptr %p2436, align 4
  %ins2438 = insertelement <16 x float> poison, float %ld2437, i64 0
  %splat2439 = shufflevector <16 x float> %ins2438, <16 x float> poison, <16 x i32> zeroinitializer
  %v2440 = fadd contract <16 x float> %v2435, %splat2439
  %v2441 = mul i64 %i7, %size.C
  %v2442 = add i64 %v2441, %i2082
  %v2443 = mul i64 %v2442, %size.H
  %v2444 = add i64 %v2443, %i13
  %v2445 = mul i64 %v2444, %size.W
  %v2446 = add i64 %v2445, %v2098
  %p2447 = getelementptr float, ptr %buf.y, i64 %v2446
  store <16 x float> %v2440, ptr %p2447, align 4
  %v2448 = mul i64 %i7, %size.C
  %v2449 = add i64 %v2448, %i2082
  %v2450 = mul i64 %v2449, %size.H
  %v2451 = add i64 %v2450, %i13
  %v2452 = mul i64 %v2451, %size.W
  %v2453 = add i64 %v2452, %v2099
  %p2454 = getelementptr float, ptr %buf.x, i64 %v2453
  %ld2455 = load <16 x float>, ptr %p2454, align 4
  %p2456 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2457 = load float, ptr %p2456, align 4
  %ins2458 = insertelement <16 x float> poison, float %ld2457, i64 0
  %splat2459 = shufflevector <16 x float> %ins2458, <16 x float> poison, <16 x i32> zeroinitializer
  %v2460 = fsub contract <16 x float> %ld2455, %splat2459
  %p2461 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2462 = load float, ptr %p2461, align 4
  %v2463 = fadd contract float %ld2462, 0x3EE4F8B580000000
  %v2464 = call float @llvm.sqrt.f32(float %v2463)
  %v2465 = fdiv float 0x3FF0000000000000, %v2464
  %ins2466 = insertelement <16 x float> poison, float %v2465, i64 0
  %splat2467 = shufflevector <16 x float> %ins2466, <16 x float> poison, <16 x i32> zeroinitializer
  %v2468 = fmul contract <16 x float> %v2460, %splat2467
  %p2469 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2470 = load float, ptr %p2469, align 4
  %ins2471 = insertelement <16 x float> poison, float %ld2470, i64 0
  %splat2472 = shufflevector <16 x float> %ins2471, <16 x float> poison, <16 x i32> zeroinitializer
  %v2473 = fmul contract <16 x float> %v2468, %splat2472
  %p2474 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2475 = load float, ptr %p2474, align 4
  %ins2476 = insertelement <16 x float> poison, float %ld2475, i64 0
  %splat2477 = shufflevector <16 x float> %ins2476, <16 x float> poison, <16 x i32> zeroinitializer
  %v2478 = fadd contract <16 x float> %v2473, %splat2477
  %v2479 = mul i64 %i7, %size.C
  %v2480 = add i64 %v2479, %i2082
  %v2481 = mul i64 %v2480, %size.H
  %v2482 = add i64 %v2481, %i13
  %v2483 = mul i64 %v2482, %size.W
  %v2484 = add i64 %v2483, %v2099
  %p2485 = getelementptr float, ptr %buf.y, i64 %v2484
  store <16 x float> %v2478, ptr %p2485, align 4
  %v2486 = mul i64 %i7, %size.C
  %v2487 = add i64 %v2486, %i2082
  %v2488 = mul i64 %v2487, %size.H
  %v2489 = add i64 %v2488, %i13
  %v2490 = mul i64 %v2489, %size.W
  %v2491 = add i64 %v2490, %v2100
  %p2492 = getelementptr float, ptr %buf.x, i64 %v2491
  %ld2493 = load <16 x float>, ptr %p2492, align 4
  %p2494 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2495 = load float, ptr %p2494, align 4
  %ins2496 = insertelement <16 x float> poison, float %ld2495, i64 0
  %splat2497 = shufflevector <16 x float> %ins2496, <16 x float> poison, <16 x i32> zeroinitializer
  %v2498 = fsub contract <16 x float> %ld2493, %splat2497
  %p2499 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2500 = load float, ptr %p2499, align 4
  %v2501 = fadd contract float %ld2500, 0x3EE4F8B580000000
  %v2502 = call float @llvm.sqrt.f32(float %v2501)
  %v2503 = fdiv float 0x3FF0000000000000, %v2502
  %ins2504 = insertelement <16 x float> poison, float %v2503, i64 0
  %splat2505 = shufflevector <16 x float> %ins2504, <16 x float> poison, <16 x i32> zeroinitializer
  %v2506 = fmul contract <16 x float> %v2498, %splat2505
  %p2507 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2508 = load float, ptr %p2507, align 4
  %ins2509 = insertelement <16 x float> poison, float %ld2508, i64 0
  %splat2510 = shufflevector <16 x float> %ins2509, <16 x float> poison, <16 x i32> zeroinitializer
  %v2511 = fmul contract <16 x float> %v2506, %splat2510
  %p2512 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2513 = load float, ptr %p2512, align 4
  %ins2514 = insertelement <16 x float> poison, float %ld2513, i64 0
  %splat2515 = shufflevector <16 x float> %ins2514, <16 x float> poison, <16 x i32> zeroinitializer
  %v2516 = fadd contract <16 x float> %v2511, %splat2515
  %v2517 = mul i64 %i7, %size.C
  %v2518 = add i64 %v2517, %i2082
  %v2519 = mul i64 %v2518, %size.H
  %v2520 = add i64 %v2519, %i13
  %v2521 = mul i64 %v2520, %size.W
  %v2522 = add i64 %v2521, %v2100
  %p2523 = getelementptr float, ptr %buf.y, i64 %v2522
  store <16 x float> %v2516, ptr %p2523, align 4
  %v2524 = mul i64 %i7, %size.C
  %v2525 = add i64 %v2524, %i2082
  %v2526 = mul i64 %v2525, %size.H
  %v2527 = add i64 %v2526, %i13
  %v2528 = mul i64 %v2527, %size.W
  %v2529 = add i64 %v2528, %v2101
  %p2530 = getelementptr float, ptr %buf.x, i64 %v2529
  %ld2531 = load <16 x float>, ptr %p2530, align 4
  %p2532 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2533 = load float, ptr %p2532, align 4
  %ins2534 = insertelement <16 x float> poison, float %ld2533, i64 0
  %splat2535 = shufflevector <16 x float> %ins2534, <16 x float> poison, <16 x i32> zeroinitializer
  %v2536 = fsub contract <16 x float> %ld2531, %splat2535
  %p2537 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2538 = load float, ptr %p2537, align 4
  %v2539 = fadd contract float %ld2538, 0x3EE4F8B580000000
  %v2540 = call float @llvm.sqrt.f32(float %v2539)
  %v2541 = fdiv float 0x3FF0000000000000, %v2540
  %ins2542 = insertelement <16 x float> poison, float %v2541, i64 0
  %splat2543 = shufflevector <16 x float> %ins2542, <16 x float> poison, <16 x i32> zeroinitializer
  %v2544 = fmul contract <16 x float> %v2536, %splat2543
  %p2545 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2546 = load float, ptr %p2545, align 4
  %ins2547 = insertelement <16 x float> poison, float %ld2546, i64 0
  %splat2548 = shufflevector <16 x float> %ins2547, <16 x float> poison, <16 x i32> zeroinitializer
  %v2549 = fmul contract <16 x float> %v2544, %splat2548
  %p2550 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2551 = load float, ptr %p2550, align 4
  %ins2552 = insertelement <16 x float> poison, float %ld2551, i64 0
  %splat2553 = shufflevector <16 x float> %ins2552, <16 x float> poison, <16 x i32> zeroinitializer
  %v2554 = fadd contract <16 x float> %v2549, %splat2553
  %v2555 = mul i64 %i7, %size.C
  %v2556 = add i64 %v2555, %i2082
  %v2557 = mul i64 %v2556, %size.H
  %v2558 = add i64 %v2557, %i13
  %v2559 = mul i64 %v2558, %size.W
  %v2560 = add i64 %v2559, %v2101
  %p2561 = getelementptr float, ptr %buf.y, i64 %v2560
  store <16 x float> %v2554, ptr %p2561, align 4
  %v2562 = mul i64 %i7, %size.C
  %v2563 = add i64 %v2562, %i2082
  %v2564 = mul i64 %v2563, %size.H
  %v2565 = add i64 %v2564, %i13
  %v2566 = mul i64 %v2565, %size.W
  %v2567 = add i64 %v2566, %v2102
  %p2568 = getelementptr float, ptr %buf.x, i64 %v2567
  %ld2569 = load <16 x float>, ptr %p2568, align 4
  %p2570 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2571 = load float, ptr %p2570, align 4
  %ins2572 = insertelement <16 x float> poison, float %ld2571, i64 0
  %splat2573 = shufflevector <16 x float> %ins2572, <16 x float> poison, <16 x i32> zeroinitializer
  %v2574 = fsub contract <16 x float> %ld2569, %splat2573
  %p2575 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2576 = load float, ptr %p2575, align 4
  %v2577 = fadd contract float %ld2576, 0x3EE4F8B580000000
  %v2578 = call float @llvm.sqrt.f32(float %v2577)
  %v2579 = fdiv float 0x3FF0000000000000, %v2578
  %ins2580 = insertelement <16 x float> poison, float %v2579, i64 0
  %splat2581 = shufflevector <16 x float> %ins2580, <16 x float> poison, <16 x i32> zeroinitializer
  %v2582 = fmul contract <16 x float> %v2574, %splat2581
  %p2583 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2584 = load float, ptr %p2583, align 4
  %ins2585 = insertelement <16 x float> poison, float %ld2584, i64 0
  %splat2586 = shufflevector <16 x float> %ins2585, <16 x float> poison, <16 x i32> zeroinitializer
  %v2587 = fmul contract <16 x float> %v2582, %splat2586
  %p2588 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2589 = load float, ptr %p2588, align 4
  %ins2590 = insertelement <16 x float> poison, float %ld2589, i64 0
  %splat2591 = shufflevector <16 x float> %ins2590, <16 x float> poison, <16 x i32> zeroinitializer
  %v2592 = fadd contract <16 x float> %v2587, %splat2591
  %v2593 = mul i64 %i7, %size.C
  %v2594 = add i64 %v2593, %i2082
  %v2595 = mul i64 %v2594, %size.H
  %v2596 = add i64 %v2595, %i13
  %v2597 = mul i64 %v2596, %size.W
  %v2598 = add i64 %v2597, %v2102
  %p2599 = getelementptr float, ptr %buf.y, i64 %v2598
  store <16 x float> %v2592, ptr %p2599, align 4
  %v2600 = mul i64 %i7, %size.C
  %v2601 = add i64 %v2600, %i2082
  %v2602 = mul i64 %v2601, %size.H
  %v2603 = add i64 %v2602, %i13
  %v2604 = mul i64 %v2603, %size.W
  %v2605 = add i64 %v2604, %v2103
  %p2606 = getelementptr float, ptr %buf.x, i64 %v2605
  %ld2607 = load <16 x float>, ptr %p2606, align 4
  %p2608 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2609 = load float, ptr %p2608, align 4
  %ins2610 = insertelement <16 x float> poison, float %ld2609, i64 0
  %splat2611 = shufflevector <16 x float> %ins2610, <16 x float> poison, <16 x i32> zeroinitializer
  %v2612 = fsub contract <16 x float> %ld2607, %splat2611
  %p2613 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2614 = load float, ptr %p2613, align 4
  %v2615 = fadd contract float %ld2614, 0x3EE4F8B580000000
  %v2616 = call float @llvm.sqrt.f32(float %v2615)
  %v2617 = fdiv float 0x3FF0000000000000, %v2616
  %ins2618 = insertelement <16 x float> poison, float %v2617, i64 0
  %splat2619 = shufflevector <16 x float> %ins2618, <16 x float> poison, <16 x i32> zeroinitializer
  %v2620 = fmul contract <16 x float> %v2612, %splat2619
  %p2621 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2622 = load float, ptr %p2621, align 4
  %ins2623 = insertelement <16 x float> poison, float %ld2622, i64 0
  %splat2624 = shufflevector <16 x float> %ins2623, <16 x float> poison, <16 x i32> zeroinitializer
  %v2625 = fmul contract <16 x float> %v2620, %splat2624
  %p2626 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2627 = load float, ptr %p2626, align 4
  %ins2628 = insertelement <16 x float> poison, float %ld2627, i64 0
  %splat2629 = shufflevector <16 x float> %ins2628, <16 x float> poison, <16 x i32> zeroinitializer
  %v2630 = fadd contract <16 x float> %v2625, %splat2629
  %v2631 = mul i64 %i7, %size.C
  %v2632 = add i64 %v2631, %i2082
  %v2633 = mul i64 %v2632, %size.H
  %v2634 = add i64 %v2633, %i13
  %v2635 = mul i64 %v2634, %size.W
  %v2636 = add i64 %v2635, %v2103
  %p2637 = getelementptr float, ptr %buf.y, i64 %v2636
  store <16 x float> %v2630, ptr %p2637, align 4
  %v2638 = mul i64 %i7, %size.C
  %v2639 = add i64 %v2638, %i2082
  %v2640 = mul i64 %v2639, %size.H
  %v2641 = add i64 %v2640, %i13
  %v2642 = mul i64 %v2641, %size.W
  %v2643 = add i64 %v2642, %v2104
  %p2644 = getelementptr float, ptr %buf.x, i64 %v2643
  %ld2645 = load <16 x float>, ptr %p2644, align 4
  %p2646 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2647 = load float, ptr %p2646, align 4
  %ins2648 = insertelement <16 x float> poison, float %ld2647, i64 0
  %splat2649 = shufflevector <16 x float> %ins2648, <16 x float> poison, <16 x i32> zeroinitializer
  %v2650 = fsub contract <16 x float> %ld2645, %splat2649
  %p2651 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2652 = load float, ptr %p2651, align 4
  %v2653 = fadd contract float %ld2652, 0x3EE4F8B580000000
  %v2654 = call float @llvm.sqrt.f32(float %v2653)
  %v2655 = fdiv float 0x3FF0000000000000, %v2654
  %ins2656 = insertelement <16 x float> poison, float %v2655, i64 0
  %splat2657 = shufflevector <16 x float> %ins2656, <16 x float> poison, <16 x i32> zeroinitializer
  %v2658 = fmul contract <16 x float> %v2650, %splat2657
  %p2659 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2660 = load float, ptr %p2659, align 4
  %ins2661 = insertelement <16 x float> poison, float %ld2660, i64 0
  %splat2662 = shufflevector <16 x float> %ins2661, <16 x float> poison, <16 x i32> zeroinitializer
  %v2663 = fmul contract <16 x float> %v2658, %splat2662
  %p2664 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2665 = load float, ptr %p2664, align 4
  %ins2666 = insertelement <16 x float> poison, float %ld2665, i64 0
  %splat2667 = shufflevector <16 x float> %ins2666, <16 x float> poison, <16 x i32> zeroinitializer
  %v2668 = fadd contract <16 x float> %v2663, %splat2667
  %v2669 = mul i64 %i7, %size.C
  %v2670 = add i64 %v2669, %i2082
  %v2671 = mul i64 %v2670, %size.H
  %v2672 = add i64 %v2671, %i13
  %v2673 = mul i64 %v2672, %size.W
  %v2674 = add i64 %v2673, %v2104
  %p2675 = getelementptr float, ptr %buf.y, i64 %v2674
  store <16 x float> %v2668, ptr %p2675, align 4
  %v2676 = mul i64 %i7, %size.C
  %v2677 = add i64 %v2676, %i2082
  %v2678 = mul i64 %v2677, %size.H
  %v2679 = add i64 %v2678, %i13
  %v2680 = mul i64 %v2679, %size.W
  %v2681 = add i64 %v2680, %v2105
  %p2682 = getelementptr float, ptr %buf.x, i64 %v2681
  %ld2683 = load <16 x float>, ptr %p2682, align 4
  %p2684 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2685 = load float, ptr %p2684, align 4
  %ins2686 = insertelement <16 x float> poison, float %ld2685, i64 0
  %splat2687 = shufflevector <16 x float> %ins2686, <16 x float> poison, <16 x i32> zeroinitializer
  %v2688 = fsub contract <16 x float> %ld2683, %splat2687
  %p2689 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2690 = load float, ptr %p2689, align 4
  %v2691 = fadd contract float %ld2690, 0x3EE4F8B580000000
  %v2692 = call float @llvm.sqrt.f32(float %v2691)
  %v2693 = fdiv float 0x3FF0000000000000, %v2692
  %ins2694 = insertelement <16 x float> poison, float %v2693, i64 0
  %splat2695 = shufflevector <16 x float> %ins2694, <16 x float> poison, <16 x i32> zeroinitializer
  %v2696 = fmul contract <16 x float> %v2688, %splat2695
  %p2697 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2698 = load float, ptr %p2697, align 4
  %ins2699 = insertelement <16 x float> poison, float %ld2698, i64 0
  %splat2700 = shufflevector <16 x float> %ins2699, <16 x float> poison, <16 x i32> zeroinitializer
  %v2701 = fmul contract <16 x float> %v2696, %splat2700
  %p2702 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2703 = load float, ptr %p2702, align 4
  %ins2704 = insertelement <16 x float> poison, float %ld2703, i64 0
  %splat2705 = shufflevector <16 x float> %ins2704, <16 x float> poison, <16 x i32> zeroinitializer
  %v2706 = fadd contract <16 x float> %v2701, %splat2705
  %v2707 = mul i64 %i7, %size.C
  %v2708 = add i64 %v2707, %i2082
  %v2709 = mul i64 %v2708, %size.H
  %v2710 = add i64 %v2709, %i13
  %v2711 = mul i64 %v2710, %size.W
  %v2712 = add i64 %v2711, %v2105
  %p2713 = getelementptr float, ptr %buf.y, i64 %v2712
  store <16 x float> %v2706, ptr %p2713, align 4
  %v2714 = add nsw i64 %i2089, 256
  store i64 %v2714, ptr %w.addr.2084
  br label %cond2086
exit2088:
  %v2715 = load i64, ptr %w.addr.2084
  store i64 %v2715, ptr %w.addr.2716
  %v2717 = sub i64 %size.W, 16
  br label %cond2718
cond2718:
  %i2721 = load i64, ptr %w.addr.2716
  %v2722 = icmp sle i64 %i2721, %v2717
  br i1 %v2722, label %body2719, label %exit2720
body2719:
  %v2723 = mul i64 %i7, %size.C
  %v2724 = add i64 %v2723, %i2082
  %v2725 = mul i64 %v2724, %size.H
  %v2726 = add i64 %v2725, %i13
  %v2727 = mul i64 %v2726, %size.W
  %v2728 = add i64 %v2727, %i2721
  %p2729 = getelementptr float, ptr %buf.x, i64 %v2728
  %ld2730 = load <16 x float>, ptr %p2729, align 4
  %p2731 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2732 = load float, ptr %p2731, align 4
  %ins2733 = insertelement <16 x float> poison, float %ld2732, i64 0
  %splat2734 = shufflevector <16 x float> %ins2733, <16 x float> poison, <16 x i32> zeroinitializer
  %v2735 = fsub contract <16 x float> %ld2730, %splat2734
  %p2736 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2737 = load float, ptr %p2736, align 4
  %v2738 = fadd contract float %ld2737, 0x3EE4F8B580000000
  %v2739 = call float @llvm.sqrt.f32(float %v2738)
  %v2740 = fdiv float 0x3FF0000000000000, %v2739
  %ins2741 = insertelement <16 x float> poison, float %v2740, i64 0
  %splat2742 = shufflevector <16 x float> %ins2741, <16 x float> poison, <16 x i32> zeroinitializer
  %v2743 = fmul contract <16 x float> %v2735, %splat2742
  %p2744 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2745 = load float, ptr %p2744, align 4
  %ins2746 = insertelement <16 x float> poison, float %ld2745, i64 0
  %splat2747 = shufflevector <16 x float> %ins2746, <16 x float> poison, <16 x i32> zeroinitializer
  %v2748 = fmul contract <16 x float> %v2743, %splat2747
  %p2749 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2750 = load float, ptr %p2749, align 4
  %ins2751 = insertelement <16 x float> poison, float %ld2750, i64 0
  %splat2752 = shufflevector <16 x float> %ins2751, <16 x float> poison, <16 x i32> zeroinitializer
  %v2753 = fadd contract <16 x float> %v2748, %splat2752
  %v2754 = mul i64 %i7, %size.C
  %v2755 = add i64 %v2754, %i2082
  %v2756 = mul i64 %v2755, %size.H
  %v2757 = add i64 %v2756, %i13
  %v2758 = mul i64 %v2757, %size.W
  %v2759 = add i64 %v2758, %i2721
  %p2760 = getelementptr float, ptr %buf.y, i64 %v2759
  store <16 x float> %v2753, ptr %p2760, align 4
  %v2761 = add nsw i64 %i2721, 16
  store i64 %v2761, ptr %w.addr.2716
  br label %cond2718
exit2720:
  %i2762 = load i64, ptr %w.addr.2716
  %v2763 = icmp slt i64 %i2762, %size.W
  br i1 %v2763, label %tail2764, label %done2765
tail2764:
  %mask2766 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2762, i64 %size.W)
  %v2767 = mul i64 %i7, %size.C
  %v2768 = add i64 %v2767, %i2082
  %v2769 = mul i64 %v2768, %size.H
  %v2770 = add i64 %v2769, %i13
  %v2771 = mul i64 %v2770, %size.W
  %v2772 = add i64 %v2771, %i2762
  %p2773 = getelementptr float, ptr %buf.x, i64 %v2772
  %ld2774 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2773, <16 x i1> %mask2766, <16 x float> zeroinitializer)
  %p2775 = getelementptr float, ptr %buf.input_mean, i64 %i2082
  %ld2776 = load float, ptr %p2775, align 4
  %ins2777 = insertelement <16 x float> poison, float %ld2776, i64 0
  %splat2778 = shufflevector <16 x float> %ins2777, <16 x float> poison, <16 x i32> zeroinitializer
  %v2779 = fsub contract <16 x float> %ld2774, %splat2778
  %p2780 = getelementptr float, ptr %buf.input_var, i64 %i2082
  %ld2781 = load float, ptr %p2780, align 4
  %v2782 = fadd contract float %ld2781, 0x3EE4F8B580000000
  %v2783 = call float @llvm.sqrt.f32(float %v2782)
  %v2784 = fdiv float 0x3FF0000000000000, %v2783
  %ins2785 = insertelement <16 x float> poison, float %v2784, i64 0
  %splat2786 = shufflevector <16 x float> %ins2785, <16 x float> poison, <16 x i32> zeroinitializer
  %v2787 = fmul contract <16 x float> %v2779, %splat2786
  %p2788 = getelementptr float, ptr %buf.scale, i64 %i2082
  %ld2789 = load float, ptr %p2788, align 4
  %ins2790 = insertelement <16 x float> poison, float %ld2789, i64 0
  %splat2791 = shufflevector <16 x float> %ins2790, <16 x float> poison, <16 x i32> zeroinitializer
  %v2792 = fmul contract <16 x float> %v2787, %splat2791
  %p2793 = getelementptr float, ptr %buf.bias, i64 %i2082
  %ld2794 = load float, ptr %p2793, align 4
  %ins2795 = insertelement <16 x float> poison, float %ld2794, i64 0
  %splat2796 = shufflevector <16 x float> %ins2795, <16 x float> poison, <16 x i32> zeroinitializer
  %v2797 = fadd contract <16 x float> %v2792, %splat2796
  %v2798 = mul i64 %i7, %size.C
  %v2799 = add i64 %v2798, %i2082
  %v2800 = mul i64 %v2799, %size.H
  %v2801 = add i64 %v2800, %i13
  %v2802 = mul i64 %v2801, %size.W
  %v2803 = add i64 %v2802, %i2762
  %p2804 = getelementptr float, ptr %buf.y, i64 %v2803
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2797, ptr align 4 %p2804, <16 x i1> %mask2766)
  br label %done2765
done2765:
  %v2805 = add nsw i64 %i2082, 1
  store i64 %v2805, ptr %c.addr.15
  br label %cond2079
exit2081:
  %v2806 = add nsw i64 %i13, 1
  store i64 %v2806, ptr %h.addr.9
  br label %cond10
exit12:
  %v2807 = add nsw i64 %i7, 1
  store i64 %v2807, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
