@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare float @llvm.sqrt.f32(float)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.layernorm"(ptr noalias %buf.x, ptr noalias %buf.gamma, ptr noalias %buf.beta, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %acc107 = alloca <16 x float>, align 64
  %cnt108 = alloca <16 x float>, align 64
  %acc109 = alloca <16 x float>, align 64
  %cnt110 = alloca <16 x float>, align 64
  %acc111 = alloca <16 x float>, align 64
  %cnt112 = alloca <16 x float>, align 64
  %acc113 = alloca <16 x float>, align 64
  %cnt114 = alloca <16 x float>, align 64
  %d.addr.115 = alloca i64, align 64
  %d.addr.229 = alloca i64, align 64
  %v268 = mul i64 %size.B0, %size.D
  %v269 = icmp sge i64 %v268, 2097152
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
  store <16 x float> splat (float 0x0000000000000000), ptr %acc107
  store <16 x float> zeroinitializer, ptr %cnt108
  store <16 x float> splat (float 0x0000000000000000), ptr %acc109
  store <16 x float> zeroinitializer, ptr %cnt110
  store <16 x float> splat (float 0x0000000000000000), ptr %acc111
  store <16 x float> zeroinitializer, ptr %cnt112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc113
  store <16 x float> zeroinitializer, ptr %cnt114
  store i64 0, ptr %d.addr.115
  %v116 = sub i64 %size.D, 64
  br label %cond117
cond117:
  %i120 = load i64, ptr %d.addr.115
  %v121 = icmp sle i64 %i120, %v116
  br i1 %v121, label %body118, label %exit119
body118:
  %v122 = mul i64 %i7, %size.D
  %v123 = add i64 %v122, %i120
  %p124 = getelementptr float, ptr %buf.x, i64 %v123
  %ld125 = load <16 x float>, ptr %p124, align 4
  %ins126 = insertelement <16 x float> poison, float %v106, i64 0
  %splat127 = shufflevector <16 x float> %ins126, <16 x float> poison, <16 x i32> zeroinitializer
  %v128 = fsub contract <16 x float> %ld125, %splat127
  %v129 = fmul contract <16 x float> %v128, %v128
  %old130 = load <16 x float>, ptr %acc107
  %v131 = fadd <16 x float> %old130, %v129
  store <16 x float> %v131, ptr %acc107
  %c132 = load <16 x float>, ptr %cnt108
  %v133 = fadd <16 x float> %c132, splat (float 0x3FF0000000000000)
  store <16 x float> %v133, ptr %cnt108
  %v134 = add nsw i64 %i120, 16
  %v135 = mul i64 %i7, %size.D
  %v136 = add i64 %v135, %v134
  %p137 = getelementptr float, ptr %buf.x, i64 %v136
  %ld138 = load <16 x float>, ptr %p137, align 4
  %ins139 = insertelement <16 x float> poison, float %v106, i64 0
  %splat140 = shufflevector <16 x float> %ins139, <16 x float> poison, <16 x i32> zeroinitializer
  %v141 = fsub contract <16 x float> %ld138, %splat140
  %v142 = fmul contract <16 x float> %v141, %v141
  %old143 = load <16 x float>, ptr %acc109
  %v144 = fadd <16 x float> %old143, %v142
  store <16 x float> %v144, ptr %acc109
  %c145 = load <16 x float>, ptr %cnt110
  %v146 = fadd <16 x float> %c145, splat (float 0x3FF0000000000000)
  store <16 x float> %v146, ptr %cnt110
  %v147 = add nsw i64 %i120, 32
  %v148 = mul i64 %i7, %size.D
  %v149 = add i64 %v148, %v147
  %p150 = getelementptr float, ptr %buf.x, i64 %v149
  %ld151 = load <16 x float>, ptr %p150, align 4
  %ins152 = insertelement <16 x float> poison, float %v106, i64 0
  %splat153 = shufflevector <16 x float> %ins152, <16 x float> poison, <16 x i32> zeroinitializer
  %v154 = fsub contract <16 x float> %ld151, %splat153
  %v155 = fmul contract <16 x float> %v154, %v154
  %old156 = load <16 x float>, ptr %acc111
  %v157 = fadd <16 x float> %old156, %v155
  store <16 x float> %v157, ptr %acc111
  %c158 = load <16 x float>, ptr %cnt112
  %v159 = fadd <16 x float> %c158, splat (float 0x3FF0000000000000)
  store <16 x float> %v159, ptr %cnt112
  %v160 = add nsw i64 %i120, 48
  %v161 = mul i64 %i7, %size.D
  %v162 = add i64 %v161, %v160
  %p163 = getelementptr float, ptr %buf.x, i64 %v162
  %ld164 = load <16 x float>, ptr %p163, align 4
  %ins165 = insertelement <16 x float> poison, float %v106, i64 0
  %splat166 = shufflevector <16 x float> %ins165, <16 x float> poison, <16 x i32> zeroinitializer
  %v167 = fsub contract <16 x float> %ld164, %splat166
  %v168 = fmul contract <16 x float> %v167, %v167
  %old169 = load <16 x float>, ptr %acc113
  %v170 = fadd <16 x float> %old169, %v168
  store <16 x float> %v170, ptr %acc113
  %c171 = load <16 x float>, ptr %cnt114
  %v172 = fadd <16 x float> %c171, splat (float 0x3FF0000000000000)
  store <16 x float> %v172, ptr %cnt114
  %v173 = add nsw i64 %i120, 64
  store i64 %v173, ptr %d.addr.115
  br label %cond117
exit119:
  %v174 = sub i64 %size.D, 16
  br label %cond175
cond175:
  %i178 = load i64, ptr %d.addr.115
  %v179 = icmp sle i64 %i178, %v174
  br i1 %v179, label %body176, label %exit177
body176:
  %v180 = mul i64 %i7, %size.D
  %v181 = add i64 %v180, %i178
  %p182 = getelementptr float, ptr %buf.x, i64 %v181
  %ld183 = load <16 x float>, ptr %p182, align 4
  %ins184 = insertelement <16 x float> poison, float %v106, i64 0
  %splat185 = shufflevector <16 x float> %ins184, <16 x float> poison, <16 x i32> zeroinitializer
  %v186 = fsub contract <16 x float> %ld183, %splat185
  %v187 = fmul contract <16 x float> %v186, %v186
  %old188 = load <16 x float>, ptr %acc107
  %v189 = fadd <16 x float> %old188, %v187
  store <16 x float> %v189, ptr %acc107
  %c190 = load <16 x float>, ptr %cnt108
  %v191 = fadd <16 x float> %c190, splat (float 0x3FF0000000000000)
  store <16 x float> %v191, ptr %cnt108
  %v192 = add nsw i64 %i178, 16
  store i64 %v192, ptr %d.addr.115
  br label %cond175
exit177:
  %i193 = load i64, ptr %d.addr.115
  %v194 = icmp slt i64 %i193, %size.D
  br i1 %v194, label %tail195, label %done196
tail195:
  %mask197 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i193, i64 %size.D)
  %v198 = mul i64 %i7, %size.D
  %v199 = add i64 %v198, %i193
  %p200 = getelementptr float, ptr %buf.x, i64 %v199
  %ld201 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p200, <16 x i1> %mask197, <16 x float> zeroinitializer)
  %ins202 = insertelement <16 x float> poison, float %v106, i64 0
  %splat203 = shufflevector <16 x float> %ins202, <16 x float> poison, <16 x i32> zeroinitializer
  %v204 = fsub contract <16 x float> %ld201, %splat203
  %v205 = fmul contract <16 x float> %v204, %v204
  %old206 = load <16 x float>, ptr %acc107
  %v207 = fadd <16 x float> %old206, %v205
  %v208 = select <16 x i1> %mask197, <16 x float> %v207, <16 x float> %old206
  store <16 x float> %v208, ptr %acc107
  %c209 = load <16 x float>, ptr %cnt108
  %v210 = select <16 x i1> %mask197, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v211 = fadd <16 x float> %c209, %v210
  store <16 x float> %v211, ptr %cnt108
  br label %done196
done196:
  %red212 = load <16 x float>, ptr %acc107
  %red213 = load <16 x float>, ptr %acc109
  %red214 = load <16 x float>, ptr %acc111
  %red215 = load <16 x float>, ptr %acc113
  %v216 = fadd <16 x float> %red212, %red213
  %v217 = fadd <16 x float> %v216, %red214
  %v218 = fadd <16 x float> %v217, %red215
  %v219 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v218)
  %red220 = load <16 x float>, ptr %cnt108
  %red221 = load <16 x float>, ptr %cnt110
  %red222 = load <16 x float>, ptr %cnt112
  %red223 = load <16 x float>, ptr %cnt114
  %v224 = fadd <16 x float> %red220, %red221
  %v225 = fadd <16 x float> %v224, %red222
  %v226 = fadd <16 x float> %v225, %red223
  %v227 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v226)
  %v228 = fdiv float %v219, %v227
  store i64 0, ptr %d.addr.229
  %i230 = load i64, ptr %d.addr.229
  %v231 = mul i64 %i7, %size.D
  %v232 = add i64 %v231, %i230
  %p233 = getelementptr float, ptr %buf.y, i64 %v232
  %v234 = ptrtoint ptr %p233 to i64
  %v235 = lshr i64 %v234, 2
  %v236 = sub i64 0, %v235
  %v237 = and i64 %v236, 15
  %v238 = sub i64 %size.D, %i230
  %v239 = icmp sge i64 %v238, 128
  %v240 = select i1 %v239, i64 %v237, i64 0
  %v241 = icmp sgt i64 %v240, 0
  br i1 %v241, label %peel242, label %aligned243
peel242:
  %v244 = add nsw i64 %i230, %v240
  %mask245 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i230, i64 %v244)
  %v246 = mul i64 %i7, %size.D
  %v247 = add i64 %v246, %i230
  %p248 = getelementptr float, ptr %buf.x, i64 %v247
  %ld249 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p248, <16 x i1> %mask245, <16 x float> zeroinitializer)
  %ins250 = insertelement <16 x float> poison, float %v106, i64 0
  %splat251 = shufflevector <16 x float> %ins250, <16 x float> poison, <16 x i32> zeroinitializer
  %v252 = fsub contract <16 x float> %ld249, %splat251
  %v253 = fadd contract float %v228, 0x3EE4F8B580000000
  %v254 = call float @llvm.sqrt.f32(float %v253)
  %v255 = fdiv float 0x3FF0000000000000, %v254
  %ins256 = insertelement <16 x float> poison, float %v255, i64 0
  %splat257 = shufflevector <16 x float> %ins256, <16 x float> poison, <16 x i32> zeroinitializer
  %v258 = fmul contract <16 x float> %v252, %splat257
  %p259 = getelementptr float, ptr %buf.gamma, i64 %i230
  %ld260 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p259, <16 x i1> %mask245, <16 x float> zeroinitializer)
  %v261 = fmul contract <16 x float> %v258, %ld260
  %p262 = getelementptr float, ptr %buf.beta, i64 %i230
  %ld263 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p262, <16 x i1> %mask245, <16 x float> zeroinitializer)
  %v264 = fadd contract <16 x float> %v261, %ld263
  %v265 = mul i64 %i7, %size.D
  %v266 = add i64 %v265, %i230
  %p267 = getelementptr float, ptr %buf.y, i64 %v266
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v264, ptr align 4 %p267, <16 x i1> %mask245)
  store i64 %v244, ptr %d.addr.229
  br label %aligned243
aligned243:
  %v270 = and i1 %v239, %v269
  br i1 %v270, label %stream271, label %cached272
stream271:
  %v274 = sub i64 %size.D, 16
  br label %cond275
cond275:
  %i278 = load i64, ptr %d.addr.229
  %v279 = icmp sle i64 %i278, %v274
  br i1 %v279, label %body276, label %exit277
body276:
  %v280 = mul i64 %i7, %size.D
  %v281 = add i64 %v280, %i278
  %p282 = getelementptr float, ptr %buf.x, i64 %v281
  %v283 = add nsw i64 %i7, 1
  %v284 = mul i64 %v283, %size.D
  %v285 = add i64 %v284, %i278
  %p286 = getelementptr float, ptr %buf.x, i64 %v285
  call void @llvm.prefetch.p0(ptr %p286, i32 0, i32 3, i32 1)
  %ld287 = load <16 x float>, ptr %p282, align 4
  %ins288 = insertelement <16 x float> poison, float %v106, i64 0
  %splat289 = shufflevector <16 x float> %ins288, <16 x float> poison, <16 x i32> zeroinitializer
  %v290 = fsub contract <16 x float> %ld287, %splat289
  %v291 = fadd contract float %v228, 0x3EE4F8B580000000
  %v292 = call float @llvm.sqrt.f32(float %v291)
  %v293 = fdiv float 0x3FF0000000000000, %v292
  %ins294 = insertelement <16 x float> poison, float %v293, i64 0
  %splat295 = shufflevector <16 x float> %ins294, <16 x float> poison, <16 x i32> zeroinitializer
  %v296 = fmul contract <16 x float> %v290, %splat295
  %p297 = getelementptr float, ptr %buf.gamma, i64 %i278
  %ld298 = load <16 x float>, ptr %p297, align 4
  %v299 = fmul contract <16 x float> %v296, %ld298
  %p300 = getelementptr float, ptr %buf.beta, i64 %i278
  %ld301 = load <16 x float>, ptr %p300, align 4
  %v302 = fadd contract <16 x float> %v299, %ld301
  %v303 = mul i64 %i7, %size.D
  %v304 = add i64 %v303, %i278
  %p305 = getelementptr float, ptr %buf.y, i64 %v304
  store <16 x float> %v302, ptr %p305, align 64, !nontemporal !{i32 1}
  %v306 = add nsw i64 %i278, 16
  store i64 %v306, ptr %d.addr.229
  br label %cond275
exit277:
  br label %join273
cached272:
  %v307 = sub i64 %size.D, 16
  br label %cond308
cond308:
  %i311 = load i64, ptr %d.addr.229
  %v312 = icmp sle i64 %i311, %v307
  br i1 %v312, label %body309, label %exit310
body309:
  %v313 = mul i64 %i7, %size.D
  %v314 = add i64 %v313, %i311
  %p315 = getelementptr float, ptr %buf.x, i64 %v314
  %v316 = add nsw i64 %i7, 1
  %v317 = mul i64 %v316, %size.D
  %v318 = add i64 %v317, %i311
  %p319 = getelementptr float, ptr %buf.x, i64 %v318
  call void @llvm.prefetch.p0(ptr %p319, i32 0, i32 3, i32 1)
  %ld320 = load <16 x float>, ptr %p315, align 4
  %ins321 = insertelement <16 x float> poison, float %v106, i64 0
  %splat322 = shufflevector <16 x float> %ins321, <16 x float> poison, <16 x i32> zeroinitializer
  %v323 = fsub contract <16 x float> %ld320, %splat322
  %v324 = fadd contract float %v228, 0x3EE4F8B580000000
  %v325 = call float @llvm.sqrt.f32(float %v324)
  %v326 = fdiv float 0x3FF0000000000000, %v325
  %ins327 = insertelement <16 x float> poison, float %v326, i64 0
  %splat328 = shufflevector <16 x float> %ins327, <16 x float> poison, <16 x i32> zeroinitializer
  %v329 = fmul contract <16 x float> %v323, %splat328
  %p330 = getelementptr float, ptr %buf.gamma, i64 %i311
  %ld331 = load <16 x float>, ptr %p330, align 4
  %v332 = fmul contract <16 x float> %v329, %ld331
  %p333 = getelementptr float, ptr %buf.beta, i64 %i311
  %ld334 = load <16 x float>, ptr %p333, align 4
  %v335 = fadd contract <16 x float> %v332, %ld334
  %v336 = mul i64 %i7, %size.D
  %v337 = add i64 %v336, %i311
  %p338 = getelementptr float, ptr %buf.y, i64 %v337
  store <16 x float> %v335, ptr %p338, align 4
  %v339 = add nsw i64 %i311, 16
  store i64 %v339, ptr %d.addr.229
  br label %cond308
exit310:
  br label %join273
join273:
  %i340 = load i64, ptr %d.addr.229
  %v341 = icmp slt i64 %i340, %size.D
  br i1 %v341, label %tail342, label %done343
tail342:
  %mask344 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i340, i64 %size.D)
  %v345 = mul i64 %i7, %size.D
  %v346 = add i64 %v345, %i340
  %p347 = getelementptr float, ptr %buf.x, i64 %v346
  %ld348 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p347, <16 x i1> %mask344, <16 x float> zeroinitializer)
  %ins349 = insertelement <16 x float> poison, float %v106, i64 0
  %splat350 = shufflevector <16 x float> %ins349, <16 x float> poison, <16 x i32> zeroinitializer
  %v351 = fsub contract <16 x float> %ld348, %splat350
  %v352 = fadd contract float %v228, 0x3EE4F8B580000000
  %v353 = call float @llvm.sqrt.f32(float %v352)
  %v354 = fdiv float 0x3FF0000000000000, %v353
  %ins355 = insertelement <16 x float> poison, float %v354, i64 0
  %splat356 = shufflevector <16 x float> %ins355, <16 x float> poison, <16 x i32> zeroinitializer
  %v357 = fmul contract <16 x float> %v351, %splat356
  %p358 = getelementptr float, ptr %buf.gamma, i64 %i340
  %ld359 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p358, <16 x i1> %mask344, <16 x float> zeroinitializer)
  %v360 = fmul contract <16 x float> %v357, %ld359
  %p361 = getelementptr float, ptr %buf.beta, i64 %i340
  %ld362 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p361, <16 x i1> %mask344, <16 x float> zeroinitializer)
  %v363 = fadd contract <16 x float> %v360, %ld362
  %v364 = mul i64 %i7, %size.D
  %v365 = add i64 %v364, %i340
  %p366 = getelementptr float, ptr %buf.y, i64 %v365
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v363, ptr align 4 %p366, <16 x i1> %mask344)
  br label %done343
done343:
  %v367 = add nsw i64 %i7, 1
  store i64 %v367, ptr %_b0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
