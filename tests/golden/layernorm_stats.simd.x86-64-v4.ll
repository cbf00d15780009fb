@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare float @llvm.sqrt.f32(float)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.layernorm_stats"(ptr noalias %buf.x, ptr noalias %buf.gamma, ptr noalias %buf.beta, ptr noalias %buf.y, ptr noalias %buf.mu, ptr noalias %buf.rstd, ptr noalias %scratch, i64 %size.D, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <16 x float>, align 64
  %cnt10 = alloca <16 x float>, align 64
  %acc11 = alloca <16 x float>, align 64
  %cnt12 = alloca <16 x float>, align 64
  %acc13 = alloca <16 x float>, align 64
  %cnt14 = alloca <16 x float>, align 64
  %acc15 = alloca <16 x float>, align 64
  %cnt16 = alloca <16 x float>, align 64
  %d.addr.17 = alloca i64, align 64
  %acc108 = alloca <16 x float>, align 64
  %cnt109 = alloca <16 x float>, align 64
  %acc110 = alloca <16 x float>, align 64
  %cnt111 = alloca <16 x float>, align 64
  %acc112 = alloca <16 x float>, align 64
  %cnt113 = alloca <16 x float>, align 64
  %acc114 = alloca <16 x float>, align 64
  %cnt115 = alloca <16 x float>, align 64
  %d.addr.116 = alloca i64, align 64
  %d.addr.246 = alloca i64, align 64
  %v286 = mul i64 %size.B0, %size.D
  %v287 = add i64 %v286, %size.B0
  %v288 = add i64 %v287, %size.B0
  %v289 = icmp sge i64 %v288, 2097152
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc9
  store <16 x float> zeroinitializer, ptr %cnt10
  store <16 x float> splat (float 0x0000000000000000), ptr %acc11
  store <16 x float> zeroinitializer, ptr %cnt12
  store <16 x float> splat (float 0x0000000000000000), ptr %acc13
  store <16 x float> zeroinitializer, ptr %cnt14
  store <16 x float> splat (float 0x0000000000000000), ptr %acc15
  store <16 x float> zeroinitializer, ptr %cnt16
  store i64 0, ptr %d.addr.17
  %v18 = sub i64 %size.D, 64
  br label %cond19
cond19:
  %i22 = load i64, ptr %d.addr.17
  %v23 = icmp sle i64 %i22, %v18
  br i1 %v23, label %body20, label %exit21
body20:
  %v24 = mul i64 %i7, %size.D
  %v25 = add i64 %v24, %i22
  %p26 = getelementptr float, ptr %buf.x, i64 %v25
  %ld27 = load <16 x float>, ptr %p26, align 4
  %old28 = load <16 x float>, ptr %acc9
  %v29 = fadd <16 x float> %old28, %ld27
  store <16 x float> %v29, ptr %acc9
  %c30 = load <16 x float>, ptr %cnt10
  %v31 = fadd <16 x float> %c30, splat (float 0x3FF0000000000000)
  store <16 x float> %v31, ptr %cnt10
  %v32 = add nsw i64 %i22, 16
  %v33 = mul i64 %i7, %size.D
  %v34 = add i64 %v33, %v32
  %p35 = getelementptr float, ptr %buf.x, i64 %v34
  %ld36 = load <16 x float>, ptr %p35, align 4
  %old37 = load <16 x float>, ptr %acc11
  %v38 = fadd <16 x float> %old37, %ld36
  store <16 x float> %v38, ptr %acc11
  %c39 = load <16 x float>, ptr %cnt12
  %v40 = fadd <16 x float> %c39, splat (float 0x3FF0000000000000)
  store <16 x float> %v40, ptr %cnt12
  %v41 = add nsw i64 %i22, 32
  %v42 = mul i64 %i7, %size.D
  %v43 = add i64 %v42, %v41
  %p44 = getelementptr float, ptr %buf.x, i64 %v43
  %ld45 = load <16 x float>, ptr %p44, align 4
  %old46 = load <16 x float>, ptr %acc13
  %v47 = fadd <16 x float> %old46, %ld45
  store <16 x float> %v47, ptr %acc13
  %c48 = load <16 x float>, ptr %cnt14
  %v49 = fadd <16 x float> %c48, splat (float 0x3FF0000000000000)
  store <16 x float> %v49, ptr %cnt14
  %v50 = add nsw i64 %i22, 48
  %v51 = mul i64 %i7, %size.D
  %v52 = add i64 %v51, %v50
  %p53 = getelementptr float, ptr %buf.x, i64 %v52
  %ld54 = load <16 x float>, ptr %p53, align 4
  %old55 = load <16 x float>, ptr %acc15
  %v56 = fadd <16 x float> %old55, %ld54
  store <16 x float> %v56, ptr %acc15
  %c57 = load <16 x float>, ptr %cnt16
  %v58 = fadd <16 x float> %c57, splat (float 0x3FF0000000000000)
  store <16 x float> %v58, ptr %cnt16
  %v59 = add nsw i64 %i22, 64
  store i64 %v59, ptr %d.addr.17
  br label %cond19
exit21:
  %v60 = sub i64 %size.D, 16
  br label %cond61
cond61:
  %i64 = load i64, ptr %d.addr.17
  %v65 = icmp sle i64 %i64, %v60
  br i1 %v65, label %body62, label %exit63
body62:
  %v66 = mul i64 %i7, %size.D
  %v67 = add i64 %v66, %i64
  %p68 = getelementptr float, ptr %buf.x, i64 %v67
  %ld69 = load <16 x float>, ptr %p68, align 4
  %old70 = load <16 x float>, ptr %acc9
  %v71 = fadd <16 x float> %old70, %ld69
  store <16 x float> %v71, ptr %acc9
  %c72 = load <16 x float>, ptr %cnt10
  %v73 = fadd <16 x float> %c72, splat (float 0x3FF0000000000000)
  store <16 x float> %v73, ptr %cnt10
  %v74 = add nsw i64 %i64, 16
  store i64 %v74, ptr %d.addr.17
  br label %cond61
exit63:
  %i75 = load i64, ptr %d.addr.17
  %v76 = icmp slt i64 %i75, %size.D
  br i1 %v76, label %tail77, label %done78
tail77:
  %mask79 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i75, i64 %size.D)
  %v80 = mul i64 %i7, %size.D
  %v81 = add i64 %v80, %i75
  %p82 = getelementptr float, ptr %buf.x, i64 %v81
  %ld83 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p82, <16 x i1> %mask79, <16 x float> zeroinitializer)
  %old84 = load <16 x float>, ptr %acc9
  %v85 = fadd <16 x float> %old84, %ld83
  %v86 = select <16 x i1> %mask79, <16 x float> %v85, <16 x float> %old84
  store <16 x float> %v86, ptr %acc9
  %c87 = load <16 x float>, ptr %cnt10
  %v88 = select <16 x i1> %mask79, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v89 = fadd <16 x float> %c87, %v88
  store <16 x float> %v89, ptr %cnt10
  br label %done78
done78:
  %red90 = load <16 x float>, ptr %acc9
  %red91 = load <16 x float>, ptr %acc11
  %red92 = load <16 x float>, ptr %acc13
  %red93 = load <16 x float>, ptr %acc15
  %v94 = fadd <16 x float> %red90, %red91
  %v95 = fadd <16 x float> %v94, %red92
  %v96 = fadd <16 x float> %v95, %red93
  %v97 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v96)
  %red98 = load <16 x float>, ptr %cnt10
  %red99 = load <16 x float>, ptr %cnt12
  %red100 = load <16 x float>, ptr %cnt14
  %red101 = load <16 x float>, ptr %cnt16
  %v102 = fadd <16 x float> %red98, %red99
  %v103 = fadd <16 x float> %v102, %red100
  %v104 = fadd <16 x float> %v103, %red101
  %v105 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v104)
  %v106 = fdiv float %v97, %v105
  %p107 = getelementptr float, ptr %buf.mu, i64 %i7
  store float %v106, ptr %p107, align 4
  store <16 x float> splat (float 0x0000000000000000), ptr %acc108
  store <16 x float> zeroinitializer, ptr %cnt109
  store <16 x float> splat (float 0x0000000000000000), ptr %acc110
  store <16 x float> zeroinitializer, ptr %cnt111
  store <16 x float> splat (float 0x0000000000000000), ptr %acc112
  store <16 x float> zeroinitializer, ptr %cnt113
  store <16 x float> splat (float 0x0000000000000000), ptr %acc114
  store <16 x float> zeroinitializer, ptr %cnt115
  store i64 0, ptr %d.addr.116
  %v117 = sub i64 %size.D, 64
  br label %cond118
cond118:
  %i121 = load i64, ptr %d.addr.116
  %v122 = icmp sle i64 %i121, %v117
  br i1 %v122, label %body119, label %exit120
body119:
  %v123 = mul i64 %i7, %size.D
  %v124 = add i64 %v123, %i121
  %p125 = getelementptr float, ptr %buf.x, i64 %v124
  %ld126 = load <16 x float>, ptr %p125, align 4
  %p127 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld128 = load float, ptr %p127, align 4
  %ins129 = insertelement <16 x float> poison, float %ld128, i64 0
  %splat130 = shufflevector <16 x float> %ins129, <16 x float> poison, <16 x i32> zeroinitializer
  %v131 = fsub contract <16 x float> %ld126, %splat130
  %v132 = fmul contract <16 x float> %v131, %v131
  %old133 = load <16 x float>, ptr %acc108
  %v134 = fadd <16 x float> %old133, %v132
  store <16 x float> %v134, ptr %acc108
  %c135 = load <16 x float>, ptr %cnt109
  %v136 = fadd <16 x float> %c135, splat (float 0x3FF0000000000000)
  store <16 x float> %v136, ptr %cnt109
  %v137 = add nsw i64 %i121, 16
  %v138 = mul i64 %i7, %size.D
  %v139 = add i64 %v138, %v137
  %p140 = getelementptr float, ptr %buf.x, i64 %v139
  %ld141 = load <16 x float>, ptr %p140, align 4
  %p142 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld143 = load float, ptr %p142, align 4
  %ins144 = insertelement <16 x float> poison, float %ld143, i64 0
  %splat145 = shufflevector <16 x float> %ins144, <16 x float> poison, <16 x i32> zeroinitializer
  %v146 = fsub contract <16 x float> %ld141, %splat145
  %v147 = fmul contract <16 x float> %v146, %v146
  %old148 = load <16 x float>, ptr %acc110
  %v149 = fadd <16 x float> %old148, %v147
  store <16 x float> %v149, ptr %acc110
  %c150 = load <16 x float>, ptr %cnt111
  %v151 = fadd <16 x float> %c150, splat (float 0x3FF0000000000000)
  store <16 x float> %v151, ptr %cnt111
  %v152 = add nsw i64 %i121, 32
  %v153 = mul i64 %i7, %size.D
  %v154 = add i64 %v153, %v152
  %p155 = getelementptr float, ptr %buf.x, i64 %v154
  %ld156 = load <16 x float>, ptr %p155, align 4
  %p157 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld158 = load float, ptr %p157, align 4
  %ins159 = insertelement <16 x float> poison, float %ld158, i64 0
  %splat160 = shufflevector <16 x float> %ins159, <16 x float> poison, <16 x i32> zeroinitializer
  %v161 = fsub contract <16 x float> %ld156, %splat160
  %v162 = fmul contract <16 x float> %v161, %v161
  %old163 = load <16 x float>, ptr %acc112
  %v164 = fadd <16 x float> %old163, %v162
  store <16 x float> %v164, ptr %acc112
  %c165 = load <16 x float>, ptr %cnt113
  %v166 = fadd <16 x float> %c165, splat (float 0x3FF0000000000000)
  store <16 x float> %v166, ptr %cnt113
  %v167 = add nsw i64 %i121, 48
  %v168 = mul i64 %i7, %size.D
  %v169 = add i64 %v168, %v167
  %p170 = getelementptr float, ptr %buf.x, i64 %v169
  %ld171 = load <16 x float>, ptr %p170, align 4
  %p172 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld173 = load float, ptr %p172, align 4
  %ins174 = insertelement <16 x float> poison, float %ld173, i64 0
  %splat175 = shufflevector <16 x float> %ins174, <16 x float> poison, <16 x i32> zeroinitializer
  %v176 = fsub contract <16 x float> %ld171, %splat175
  %v177 = fmul contract <16 x float> %v176, %v176
  %old178 = load <16 x float>, ptr %acc114
  %v179 = fadd <16 x float> %old178, %v177
  store <16 x float> %v179, ptr %acc114
  %c180 = load <16 x float>, ptr %cnt115
  %v181 = fadd <16 x float> %c180, splat (float 0x3FF0000000000000)
  store <16 x float> %v181, ptr %cnt115
  %v182 = add nsw i64 %i121, 64
  store i64 %v182, ptr %d.addr.116
  br label %cond118
exit120:
  %v183 = sub i64 %size.D, 16
  br label %cond184
cond184:
  %i187 = load i64, ptr %d.addr.116
  %v188 = icmp sle i64 %i187, %v183
  br i1 %v188, label %body185, label %exit186
body185:
  %v189 = mul i64 %i7, %size.D
  %v190 = add i64 %v189, %i187
  %p191 = getelementptr float, ptr %buf.x, i64 %v190
  %ld192 = load <16 x float>, ptr %p191, align 4
  %p193 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld194 = load float, ptr %p193, align 4
  %ins195 = insertelement <16 x float> poison, float %ld194, i64 0
  %splat196 = shufflevector <16 x float> %ins195, <16 x float> poison, <16 x i32> zeroinitializer
  %v197 = fsub contract <16 x float> %ld192, %splat196
  %v198 = fmul contract <16 x float> %v197, %v197
  %old199 = load <16 x float>, ptr %acc108
  %v200 = fadd <16 x float> %old199, %v198
  store <16 x float> %v200, ptr %acc108
  %c201 = load <16 x float>, ptr %cnt109
  %v202 = fadd <16 x float> %c201, splat (float 0x3FF0000000000000)
  store <16 x float> %v202, ptr %cnt109
  %v203 = add nsw i64 %i187, 16
  store i64 %v203, ptr %d.addr.116
  br label %cond184
exit186:
  %i204 = load i64, ptr %d.addr.116
  %v205 = icmp slt i64 %i204, %size.D
  br i1 %v205, label %tail206, label %done207
tail206:
  %mask208 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i204, i64 %size.D)
  %v209 = mul i64 %i7, %size.D
  %v210 = add i64 %v209, %i204
  %p211 = getelementptr float, ptr %buf.x, i64 %v210
  %ld212 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p211, <16 x i1> %mask208, <16 x float> zeroinitializer)
  %p213 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld214 = load float, ptr %p213, align 4
  %ins215 = insertelement <16 x float> poison, float %ld214, i64 0
  %splat216 = shufflevector <16 x float> %ins215, <16 x float> poison, <16 x i32> zeroinitializer
  %v217 = fsub contract <16 x float> %ld212, %splat216
  %v218 = fmul contract <16 x float> %v217, %v217
  %old219 = load <16 x float>, ptr %acc108
  %v220 = fadd <16 x float> %old219, %v218
  %v221 = select <16 x i1> %mask208, <16 x float> %v220, <16 x float> %old219
  store <16 x float> %v221, ptr %acc108
  %c222 = load <16 x float>, ptr %cnt109
  %v223 = select <16 x i1> %mask208, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v224 = fadd <16 x float> %c222, %v223
  store <16 x float> %v224, ptr %cnt109
  br label %done207
done207:
  %red225 = load <16 x float>, ptr %acc108
  %red226 = load <16 x float>, ptr %acc110
  %red227 = load <16 x float>, ptr %acc112
  %red228 = load <16 x float>, ptr %acc114
  %v229 = fadd <16 x float> %red225, %red226
  %v230 = fadd <16 x float> %v229, %red227
  %v231 = fadd <16 x float> %v230, %red228
  %v232 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v231)
  %red233 = load <16 x float>, ptr %cnt109
  %red234 = load <16 x float>, ptr %cnt111
  %red235 = load <16 x float>, ptr %cnt113
  %red236 = load <16 x float>, ptr %cnt115
  %v237 = fadd <16 x float> %red233, %red234
  %v238 = fadd <16 x float> %v237, %red235
  %v239 = fadd <16 x float> %v238, %red236
  %v240 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v239)
  %v241 = fdiv float %v232, %v240
  %v242 = fadd contract float %v241, 0x3EE4F8B580000000
  %v243 = call float @llvm.sqrt.f32(float %v242)
  %v244 = fdiv float 0x3FF0000000000000, %v243
  %p245 = getelementptr float, ptr %buf.rstd, i64 %i7
  store float %v244, ptr %p245, align 4
  store i64 0, ptr %d.addr.246
  %i247 = load i64, ptr %d.addr.246
  %v248 = mul i64 %i7, %size.D
  %v249 = add i64 %v248, %i247
  %p250 = getelementptr float, ptr %buf.y, i64 %v249
  %v251 = ptrtoint ptr %p250 to i64
  %v252 = lshr i64 %v251, 2
  %v253 = sub i64 0, %v252
  %v254 = and i64 %v253, 15
  %v255 = sub i64 %size.D, %i247
  %v256 = icmp sge i64 %v255, 128
  %v257 = select i1 %v256, i64 %v254, i64 0
  %v258 = icmp sgt i64 %v257, 0
  br i1 %v258, label %peel259, label %aligned260
peel259:
  %v261 = add nsw i64 %i247, %v257
  %mask262 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i247, i64 %v261)
  %v263 = mul i64 %i7, %size.D
  %v264 = add i64 %v263, %i247
  %p265 = getelementptr float, ptr %buf.x, i64 %v264
  %ld266 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p265, <16 x i1> %mask262, <16 x float> zeroinitializer)
  %p267 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld268 = load float, ptr %p267, align 4
  %ins269 = insertelement <16 x float> poison, float %ld268, i64 0
  %splat270 = shufflevector <16 x float> %ins269, <16 x float> poison, <16 x i32> zeroinitializer
  %v271 = fsub contract <16 x float> %ld266, %splat270
  %p272 = getelementptr float, ptr %buf.rstd, i64 %i7
  %ld273 = load float, ptr %p272, align 4
  %ins274 = insertelement <16 x float> poison, float %ld273, i64 0
  %splat275 = shufflevector <16 x float> %ins274, <16 x float> poison, <16 x i32> zeroinitializer
  %v276 = fmul contract <16 x float> %v271, %splat275
  %p277 = getelementptr float, ptr %buf.gamma, i64 %i247
  %ld278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p277, <16 x i1> %mask262, <16 x float> zeroinitializer)
  %v279 = fmul contract <16 x float> %v276, %ld278
  %p280 = getelementptr float, ptr %buf.beta, i64 %i247
  %ld281 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p280, <16 x i1> %mask262, <16 x float> zeroinitializer)
  %v282 = fadd contract <16 x float> %v279, %ld281
  %v283 = mul i64 %i7, %size.D
  %v284 = add i64 %v283, %i247
  %p285 = getelementptr float, ptr %buf.y, i64 %v284
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v282, ptr align 4 %p285, <16 x i1> %mask262)
  store i64 %v261, ptr %d.addr.246
  br label %aligned260
aligned260:
  %v290 = and i1 %v256, %v289
  br i1 %v290, label %stream291, label %cached292
stream291:
  %v294 = sub i64 %size.D, 16
  br label %cond295
cond295:
  %i298 = load i64, ptr %d.addr.246
  %v299 = icmp sle i64 %i298, %v294
  br i1 %v299, label %body296, label %exit297
body296:
  %v300 = mul i64 %i7, %size.D
  %v301 = add i64 %v300, %i298
  %p302 = getelementptr float, ptr %buf.x, i64 %v301
  %v303 = add nsw i64 %i7, 1
  %v304 = mul i64 %v303, %size.D
  %v305 = add i64 %v304, %i298
  %p306 = getelementptr float, ptr %buf.x, i64 %v305
  call void @llvm.prefetch.p0(ptr %p306, i32 0, i32 3, i32 1)
  %ld307 = load <16 x float>, ptr %p302, align 4
  %p308 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld309 = load float, ptr %p308, align 4
  %ins310 = insertelement <16 x float> poison, float %ld309, i64 0
  %splat311 = shufflevector <16 x float> %ins310, <16 x float> poison, <16 x i32> zeroinitializer
  %v312 = fsub contract <16 x float> %ld307, %splat311
  %p313 = getelementptr float, ptr %buf.rstd, i64 %i7
  %ld314 = load float, ptr %p313, align 4
  %ins315 = insertelement <16 x float> poison, float %ld314, i64 0
  %splat316 = shufflevector <16 x float> %ins315, <16 x float> poison, <16 x i32> zeroinitializer
  %v317 = fmul contract <16 x float> %v312, %splat316
  %p318 = getelementptr float, ptr %buf.gamma, i64 %i298
  %ld319 = load <16 x float>, ptr %p318, align 4
  %v320 = fmul contract <16 x float> %v317, %ld319
  %p321 = getelementptr float, ptr %buf.beta, i64 %i298
  %ld322 = load <16 x float>, ptr %p321, align 4
  %v323 = fadd contract <16 x float> %v320, %ld322
  %v324 = mul i64 %i7, %size.D
  %v325 = add i64 %v324, %i298
  %p326 = getelementptr float, ptr %buf.y, i64 %v325
  store <16 x float> %v323, ptr %p326, align 64, !nontemporal !{i32 1}
  %v327 = add nsw i64 %i298, 16
  store i64 %v327, ptr %d.addr.246
  br label %cond295
exit297:
  br label %join293
cached292:
  %v328 = sub i64 %size.D, 16
  br label %cond329
cond329:
  %i332 = load i64, ptr %d.addr.246
  %v333 = icmp sle i64 %i332, %v328
  br i1 %v333, label %body330, label %exit331
body330:
  %v334 = mul i64 %i7, %size.D
  %v335 = add i64 %v334, %i332
  %p336 = getelementptr float, ptr %buf.x, i64 %v335
  %v337 = add nsw i64 %i7, 1
  %v338 = mul i64 %v337, %size.D
  %v339 = add i64 %v338, %i332
  %p340 = getelementptr float, ptr %buf.x, i64 %v339
  call void @llvm.prefetch.p0(ptr %p340, i32 0, i32 3, i32 1)
  %ld341 = load <16 x float>, ptr %p336, align 4
  %p342 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld343 = load float, ptr %p342, align 4
  %ins344 = insertelement <16 x float> poison, float %ld343, i64 0
  %splat345 = shufflevector <16 x float> %ins344, <16 x float> poison, <16 x i32> zeroinitializer
  %v346 = fsub contract <16 x float> %ld341, %splat345
  %p347 = getelementptr float, ptr %buf.rstd, i64 %i7
  %ld348 = load float, ptr %p347, align 4
  %ins349 = insertelement <16 x float> poison, float %ld348, i64 0
  %splat350 = shufflevector <16 x float> %ins349, <16 x float> poison, <16 x i32> zeroinitializer
  %v351 = fmul contract <16 x float> %v346, %splat350
  %p352 = getelementptr float, ptr %buf.gamma, i64 %i332
  %ld353 = load <16 x float>, ptr %p352, align 4
  %v354 = fmul contract <16 x float> %v351, %ld353
  %p355 = getelementptr float, ptr %buf.beta, i64 %i332
  %ld356 = load <16 x float>, ptr %p355, align 4
  %v357 = fadd contract <16 x float> %v354, %ld356
  %v358 = mul i64 %i7, %size.D
  %v359 = add i64 %v358, %i332
  %p360 = getelementptr float, ptr %buf.y, i64 %v359
  store <16 x float> %v357, ptr %p360, align 4
  %v361 = add nsw i64 %i332, 16
  store i64 %v361, ptr %d.addr.246
  br label %cond329
exit331:
  br label %join293
join293:
  %i362 = load i64, ptr %d.addr.246
  %v363 = icmp slt i64 %i362, %size.D
  br i1 %v363, label %tail364, label %done365
tail364:
  %mask366 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i362, i64 %size.D)
  %v367 = mul i64 %i7, %size.D
  %v368 = add i64 %v367, %i362
  %p369 = getelementptr float, ptr %buf.x, i64 %v368
  %ld370 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p369, <16 x i1> %mask366, <16 x float> zeroinitializer)
  %p371 = getelementptr float, ptr %buf.mu, i64 %i7
  %ld372 = load float, ptr %p371, align 4
  %ins373 = insertelement <16 x float> poison, float %ld372, i64 0
  %splat374 = shufflevector <16 x float> %ins373, <16 x float> poison, <16 x i32> zeroinitializer
  %v375 = fsub contract <16 x float> %ld370, %splat374
  %p376 = getelementptr float, ptr %buf.rstd, i64 %i7
  %ld377 = load float, ptr %p376, align 4
  %ins378 = insertelement <16 x float> poison, float %ld377, i64 0
  %splat379 = shufflevector <16 x float> %ins378, <16 x float> poison, <16 x i32> zeroinitializer
  %v380 = fmul contract <16 x float> %v375, %splat379
  %p381 = getelementptr float, ptr %buf.gamma, i64 %i362
  %ld382 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p381, <16 x i1> %mask366, <16 x float> zeroinitializer)
  %v383 = fmul contract <16 x float> %v380, %ld382
  %p384 = getelementptr float, ptr %buf.beta, i64 %i362
  %ld385 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p384, <16 x i1> %mask366, <16 x float> zeroinitializer)
  %v386 = fadd contract <16 x float> %v383, %ld385
  %v387 = mul i64 %i7, %size.D
  %v388 = add i64 %v387, %i362
  %p389 = getelementptr float, ptr %buf.y, i64 %v388
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v386, ptr align 4 %p389, <16 x i1> %mask366)
  br label %done365
done365:
  %v390 = add nsw i64 %i7, 1
  store i64 %v390, ptr %_b0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
