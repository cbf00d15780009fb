@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare float @llvm.sqrt.f32(float)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.batchnorm_train"(ptr noalias %buf.x, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.input_mean, ptr noalias %buf.input_var, ptr noalias %buf.y, ptr noalias %buf.running_mean, ptr noalias %buf.running_var, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c.addr.1 = alloca i64, align 64
  %acc7 = alloca <16 x float>, align 64
  %cnt8 = alloca <16 x float>, align 64
  %acc9 = alloca <16 x float>, align 64
  %cnt10 = alloca <16 x float>, align 64
  %acc11 = alloca <16 x float>, align 64
  %cnt12 = alloca <16 x float>, align 64
  %acc13 = alloca <16 x float>, align 64
  %cnt14 = alloca <16 x float>, align 64
  %n.addr.15 = alloca i64, align 64
  %s.addr.21 = alloca i64, align 64
  %scratch.stack = alloca [16384 x float], align 64
  %acc149 = alloca <16 x float>, align 64
  %cnt150 = alloca <16 x float>, align 64
  %acc151 = alloca <16 x float>, align 64
  %cnt152 = alloca <16 x float>, align 64
  %acc153 = alloca <16 x float>, align 64
  %cnt154 = alloca <16 x float>, align 64
  %acc155 = alloca <16 x float>, align 64
  %cnt156 = alloca <16 x float>, align 64
  %i.addr.157 = alloca i64, align 64
  %j.addr.163 = alloca i64, align 64
  %n.addr.346 = alloca i64, align 64
  %c.addr.352 = alloca i64, align 64
  %s.addr.374 = alloca i64, align 64
  %s.addr.1119 = alloca i64, align 64
  %s.addr.1224 = alloca i64, align 64
  %s.addr.1329 = alloca i64, align 64
  %s.addr.1434 = alloca i64, align 64
  %s.addr.1539 = alloca i64, align 64
  %s.addr.1644 = alloca i64, align 64
  %s.addr.1749 = alloca i64, align 64
  %s.addr.1854 = alloca i64, align 64
  %s.addr.1959 = alloca i64, align 64
  %s.addr.2064 = alloca i64, align 64
  %s.addr.2169 = alloca i64, align 64
  %s.addr.2274 = alloca i64, align 64
  %s.addr.2379 = alloca i64, align 64
  %s.addr.2484 = alloca i64, align 64
  %s.addr.2589 = alloca i64, align 64
  %s.addr.2694 = alloca i64, align 64
  %s.addr.2805 = alloca i64, align 64
  %s.addr.3565 = alloca i64, align 64
  %c.addr.3672 = alloca i64, align 64
  %v124 = add i64 %size.C, 15
  %v125 = sdiv i64 %v124, 16
  %v126 = srem i64 %v124, 16
  %v127 = icmp ne i64 %v126, 0
  %v128 = icmp slt i64 %v126, 0
  %v129 = icmp slt i64 16, 0
  %v130 = xor i1 %v128, %v129
  %v131 = and i1 %v127, %v130
  %v132 = zext i1 %v131 to i64
  %v133 = sub i64 %v125, %v132
  %v134 = mul i64 %v133, 16
  %v135 = add i64 %size.C, 15
  %v136 = sdiv i64 %v135, 16
  %v137 = srem i64 %v135, 16
  %v138 = icmp ne i64 %v137, 0
  %v139 = icmp slt i64 %v137, 0
  %v140 = icmp slt i64 16, 0
  %v141 = xor i1 %v139, %v140
  %v142 = and i1 %v138, %v141
  %v143 = zext i1 %v142 to i64
  %v144 = sub i64 %v136, %v143
  %v145 = mul i64 %v144, 16
  %v146 = add i64 %v134, %v145
  %v147 = icmp sle i64 %v146, 16384
  %scratch.base = select i1 %v147, ptr %scratch.stack, ptr %scratch
  %v3720 = mul i64 %size.N, %size.C
  %v3721 = mul i64 %v3720, %size.S
  %v3722 = add i64 %v3721, %size.C
  %v3723 = add i64 %v3722, %size.C
  %v3724 = icmp sge i64 %v3723, 2097152
  store i64 0, ptr %c.addr.1
  br label %cond2
cond2:
  %i5 = load i64, ptr %c.addr.1
  %v6 = icmp slt i64 %i5, %size.C
  br i1 %v6, label %body3, label %exit4
body3:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc7
  store <16 x float> zeroinitializer, ptr %cnt8
  store <16 x float> splat (float 0x0000000000000000), ptr %acc9
  store <16 x float> zeroinitializer, ptr %cnt10
  store <16 x float> splat (float 0x0000000000000000), ptr %acc11
  store <16 x float> zeroinitializer, ptr %cnt12
  store <16 x float> splat (float 0x0000000000000000), ptr %acc13
  store <16 x float> zeroinitializer, ptr %cnt14
  store i64 0, ptr %n.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %n.addr.15
  %v20 = icmp slt i64 %i19, %size.N
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %s.addr.21
  %v22 = sub i64 %size.S, 64
  br label %cond23
cond23:
  %i26 = load i64, ptr %s.addr.21
  %v27 = icmp sle i64 %i26, %v22
  br i1 %v27, label %body24, label %exit25
body24:
  %v28 = mul i64 %i19, %size.C
  %v29 = add i64 %v28, %i5
  %v30 = mul i64 %v29, %size.S
  %v31 = add i64 %v30, %i26
  %p32 = getelementptr float, ptr %buf.x, i64 %v31
  %ld33 = load <16 x float>, ptr %p32, align 4
  %old34 = load <16 x float>, ptr %acc7
  %v35 = fadd <16 x float> %old34, %ld33
  store <16 x float> %v35, ptr %acc7
  %c36 = load <16 x float>, ptr %cnt8
  %v37 = fadd <16 x float> %c36, splat (float 0x3FF0000000000000)
  store <16 x float> %v37, ptr %cnt8
  %v38 = add nsw i64 %i26, 16
  %v39 = mul i64 %i19, %size.C
  %v40 = add i64 %v39, %i5
  %v41 = mul i64 %v40, %size.S
  %v42 = add i64 %v41, %v38
  %p43 = getelementptr float, ptr %buf.x, i64 %v42
  %ld44 = load <16 x float>, ptr %p43, align 4
  %old45 = load <16 x float>, ptr %acc9
  %v46 = fadd <16 x float> %old45, %ld44
  store <16 x float> %v46, ptr %acc9
  %c47 = load <16 x float>, ptr %cnt10
  %v48 = fadd <16 x float> %c47, splat (float 0x3FF0000000000000)
  store <16 x float> %v48, ptr %cnt10
  %v49 = add nsw i64 %i26, 32
  %v50 = mul i64 %i19, %size.C
  %v51 = add i64 %v50, %i5
  %v52 = mul i64 %v51, %size.S
  %v53 = add i64 %v52, %v49
  %p54 = getelementptr float, ptr %buf.x, i64 %v53
  %ld55 = load <16 x float>, ptr %p54, align 4
  %old56 = load <16 x float>, ptr %acc11
  %v57 = fadd <16 x float> %old56, %ld55
  store <16 x float> %v57, ptr %acc11
  %c58 = load <16 x float>, ptr %cnt12
  %v59 = fadd <16 x float> %c58, splat (float 0x3FF0000000000000)
  store <16 x float> %v59, ptr %cnt12
  %v60 = add nsw i64 %i26, 48
  %v61 = mul i64 %i19, %size.C
  %v62 = add i64 %v61, %i5
  %v63 = mul i64 %v62, %size.S
  %v64 = add i64 %v63, %v60
  %p65 = getelementptr float, ptr %buf.x, i64 %v64
  %ld66 = load <16 x float>, ptr %p65, align 4
  %old67 = load <16 x float>, ptr %acc13
  %v68 = fadd <16 x float> %old67, %ld66
  store <16 x float> %v68, ptr %acc13
  %c69 = load <16 x float>, ptr %cnt14
  %v70 = fadd <16 x float> %c69, splat (float 0x3FF0000000000000)
  store <16 x float> %v70, ptr %cnt14
  %v71 = add nsw i64 %i26, 64
  store i64 %v71, ptr %s.addr.21
  br label %cond23
exit25:
  %v72 = sub i64 %size.S, 16
  br label %cond73
cond73:
  %i76 = load i64, ptr %s.addr.21
  %v77 = icmp sle i64 %i76, %v72
  br i1 %v77, label %body74, label %exit75
body74:
  %v78 = mul i64 %i19, %size.C
  %v79 = add i64 %v78, %i5
  %v80 = mul i64 %v79, %size.S
  %v81 = add i64 %v80, %i76
  %p82 = getelementptr float, ptr %buf.x, i64 %v81
  %ld83 = load <16 x float>, ptr %p82, align 4
  %old84 = load <16 x float>, ptr %acc7
  %v85 = fadd <16 x float> %old84, %ld83
  store <16 x float> %v85, ptr %acc7
  %c86 = load <16 x float>, ptr %cnt8
  %v87 = fadd <16 x float> %c86, splat (float 0x3FF0000000000000)
  store <16 x float> %v87, ptr %cnt8
  %v88 = add nsw i64 %i76, 16
  store i64 %v88, ptr %s.addr.21
  br label %cond73
exit75:
  %i89 = load i64, ptr %s.addr.21
  %v90 = icmp slt i64 %i89, %size.S
  br i1 %v90, label %tail91, label %done92
tail91:
  %mask93 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i89, i64 %size.S)
  %v94 = mul i64 %i19, %size.C
  %v95 = add i64 %v94, %i5
  %v96 = mul i64 %v95, %size.S
  %v97 = add i64 %v96, %i89
  %p98 = getelementptr float, ptr %buf.x, i64 %v97
  %ld99 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p98, <16 x i1> %mask93, <16 x float> zeroinitializer)
  %old100 = load <16 x float>, ptr %acc7
  %v101 = fadd <16 x float> %old100, %ld99
  %v102 = select <16 x i1> %mask93, <16 x float> %v101, <16 x float> %old100
  store <16 x float> %v102, ptr %acc7
  %c103 = load <16 x float>, ptr %cnt8
  %v104 = select <16 x i1> %mask93, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v105 = fadd <16 x float> %c103, %v104
  store <16 x float> %v105, ptr %cnt8
  br label %done92
done92:
  %v106 = add nsw i64 %i19, 1
  store i64 %v106, ptr %n.addr.15
  br label %cond16
exit18:
  %red107 = load <16 x float>, ptr %acc7
  %red108 = load <16 x float>, ptr %acc9
  %red109 = load <16 x float>, ptr %acc11
  %red110 = load <16 x float>, ptr %acc13
  %v111 = fadd <16 x float> %red107, %red108
  %v112 = fadd <16 x float> %v111, %red109
  %v113 = fadd <16 x float> %v112, %red110
  %v114 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v113)
  %red115 = load <16 x float>, ptr %cnt8
  %red116 = load <16 x float>, ptr %cnt10
  %red117 = load <16 x float>, ptr %cnt12
  %red118 = load <16 x float>, ptr %cnt14
  %v119 = fadd <16 x float> %red115, %red116
  %v120 = fadd <16 x float> %v119, %red117
  %v121 = fadd <16 x float> %v120, %red118
  %v122 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v121)
  %v123 = fdiv float %v114, %v122
  %p148 = getelementptr float, ptr %scratch.base, i64 %i5
  store float %v123, ptr %p148, align 4
  store <16 x float> splat (float 0x0000000000000000), ptr %acc149
  store <16 x float> zeroinitializer, ptr %cnt150
  store <16 x float> splat (float 0x0000000000000000), ptr %acc151
  store <16 x float> zeroinitializer, ptr %cnt152
  store <16 x float> splat (float 0x0000000000000000), ptr %acc153
  store <16 x float> zeroinitializer, ptr %cnt154
  store <16 x float> splat (float 0x0000000000000000), ptr %acc155
  store <16 x float> zeroinitializer, ptr %cnt156
  store i64 0, ptr %i.addr.157
  br label %cond158
cond158:
  %i161 = load i64, ptr %i.addr.157
  %v162 = icmp slt i64 %i161, %size.N
  br i1 %v162, label %body159, label %exit160
body159:
  store i64 0, ptr %j.addr.163
  %v164 = sub i64 %size.S, 64
  br label %cond165
cond165:
  %i168 = load i64, ptr %j.addr.163
  %v169 = icmp sle i64 %i168, %v164
  br i1 %v169, label %body166, label %exit167
body166:
  %v170 = mul i64 %i161, %size.C
  %v171 = add i64 %v170, %i5
  %v172 = mul i64 %v171, %size.S
  %v173 = add i64 %v172, %i168
  %p174 = getelementptr float, ptr %buf.x, i64 %v173
  %v175 = add nsw i64 %i5, 1
  %v176 = mul i64 %i161, %size.C
  %v177 = add i64 %v176, %v175
  %v178 = mul i64 %v177, %size.S
  %v179 = add i64 %v178, %i168
  %p180 = getelementptr float, ptr %buf.x, i64 %v179
  call void @llvm.prefetch.p0(ptr %p180, i32 0, i32 3, i32 1)
  %ld181 = load <16 x float>, ptr %p174, align 4
  %p182 = getelementptr float, ptr %scratch.base, i64 %i5
  %ld183 = load float, ptr %p182, align 4
  %ins184 = insertelement <16 x float> poison, float %ld183, i64 0
  %splat185 = shufflevector <16 x float> %ins184, <16 x float> poison, <16 x i32> zeroinitializer
  %v186 = fsub contract <16 x float> %ld181, %splat185
  %v187 = fmul contract <16 x float> %v186, %v186
  %old188 = load <16 x float>, ptr %acc149
  %v189 = fadd <16 x float> %old188, %v187
  store <16 x float> %v189, ptr %acc149
  %c190 = load <16 x float>, ptr %cnt150
  %v191 = fadd <16 x float> %c190, splat (float 0x3FF0000000000000)
  store <16 x float> %v191, ptr %cnt150
  %v192 = add nsw i64 %i168, 16
  %v193 = mul i64 %i161, %size.C
  %v194 = add i64 %v193, %i5
  %v195 = mul i64 %v194, %size.S
  %v196 = add i64 %v195, %v192
  %p197 = getelementptr float, ptr %buf.x, i64 %v196
  %v198 = add nsw i64 %i5, 1
  %v199 = mul i64 %i161, %size.C
  %v200 = add i64 %v199, %v198
  %v201 = mul i64 %v200, %size.S
  %v202 = add i64 %v201, %v192
  %p203 = getelementptr float, ptr %buf.x, i64 %v202
  call void @llvm.prefetch.p0(ptr %p203, i32 0, i32 3, i32 1)
  %ld204 = load <16 x float>, ptr %p197, align 4
  %p205 = getelementptr float, ptr %scratch.base, i64 %i5
  %ld206 = load float, ptr %p205, align 4
  %ins207 = insertelement <16 x float> poison, float %ld206, i64 0
  %splat208 = shufflevector <16 x float> %ins207, <16 x float> poison, <16 x i32> zeroinitializer
  %v209 = fsub contract <16 x float> %ld204, %splat208
  %v210 = fmul contract <16 x float> %v209, %v209
  %old211 = load <16 x float>, ptr %acc151
  %v212 = fadd <16 x float> %old211, %v210
  store <16 x float> %v212, ptr %acc151
  %c213 = load <16 x float>, ptr %cnt152
  %v214 = fadd <16 x float> %c213, splat (float 0x3FF0000000000000)
  store <16 x float> %v214, ptr %cnt152
  %v215 = add nsw i64 %i168, 32
  %v216 = mul i64 %i161, %size.C
  %v217 = add i64 %v216, %i5
  %v218 = mul i64 %v217, %size.S
  %v219 = add i64 %v218, %v215
  %p220 = getelementptr float, ptr %buf.x, i64 %v219
  %v221 = add nsw i64 %i5, 1
  %v222 = mul i64 %i161, %size.C
  %v223 = add i64 %v222, %v221
  %v224 = mul i64 %v223, %size.S
  %v225 = add i64 %v224, %v215
  %p226 = getelementptr float, ptr %buf.x, i64 %v225
  call void @llvm.prefetch.p0(ptr %p226, i32 0, i32 3, i32 1)
  %ld227 = load <16 x float>, ptr %p220, align 4
  %p228 = getelementptr float, ptr %scratch.base, i64 %i5
  %ld229 = load float, ptr %p228, align 4
  %ins230 = insertelement <16 x float> poison, float %ld229, i64 0
  %splat231 = shufflevector <16 x float> %ins230, <16 x float> poison, <16 x i32> zeroinitializer
  %v232 = fsub contract <16 x float> %ld227, %splat231
  %v233 = fmul contract <16 x float> %v232, %v232
  %old234 = load <16 x float>, ptr %acc153
  %v235 = fadd <16 x float> %old234, %v233
  store <16 x float> %v235, ptr %acc153
  %c236 = load <16 x float>, ptr %cnt154
  %v237 = fadd <16 x float> %c236, splat (float 0x3FF0000000000000)
  store <16 x float> %v237, ptr %cnt154
  %v238 = add nsw i64 %i168, 48
  %v239 = mul i64 %i161, %size.C
  %v240 = add i64 %v239, %i5
  %v241 = mul i64 %v240, %size.S
  %v242 = add i64 %v241, %v238
  %p243 = getelementptr float, ptr %buf.x, i64 %v242
  %v244 = add nsw i64 %i5, 1
  %v245 = mul i64 %i161, %size.C
  %v246 = add i64 %v245, %v244
  %v247 = mul i64 %v246, %size.S
  %v248 = add i64 %v247, %v238
  %p249 = getelementptr float, ptr %buf.x, i64 %v248
  call void @llvm.prefetch.p0(ptr %p249, i32 0, i32 3, i32 1)
  %ld250 = load <16 x float>, ptr %p243, align 4
  %p251 = getelementptr float, ptr %scratch.base, i64 %i5
  %ld252 = load float, ptr %p251, align 4
  %ins253 = insertelement <16 x float> poison, float %ld252, i64 0
  %splat254 = shufflevector <16 x float> %ins253, <16 x float> poison, <16 x i32> zeroinitializer
  %v255 = fsub contract <16 x float> %ld250, %splat254
  %v256 = fmul contract <16 x float> %v255, %v255
  %old257 = load <16 x float>, ptr %acc155
  %v258 = fadd <16 x float> %old257, %v256
  store <16 x float> %v258, ptr %acc155
  %c259 = load <16 x float>, ptr %cnt156
  %v260 = fadd <16 x float> %c259, splat (float 0x3FF0000000000000)
  store <16 x float> %v260, ptr %cnt156
  %v261 = add nsw i64 %i168, 64
  store i64 %v261, ptr %j.addr.163
  br label %cond165
exit167:
  %v262 = sub i64 %size.S, 16
  br label %cond263
cond263:
  %i266 = load i64, ptr %j.addr.163
  %v267 = icmp sle i64 %i266, %v262
  br i1 %v267, label %body264, label %exit265
body264:
  %v268 = mul i64 %i161, %size.C
  %v269 = add i64 %v268, %i5
  %v270 = mul i64 %v269, %size.S
  %v271 = add i64 %v270, %i266
  %p272 = getelementptr float, ptr %buf.x, i64 %v271
  %v273 = add nsw i64 %i5, 1
  %v274 = mul i64 %i161, %size.C
  %v275 = add i64 %v274, %v273
  %v276 = mul i64 %v275, %size.S
  %v277 = add i64 %v276, %i266
  %p278 = getelementptr float, ptr %buf.x, i64 %v277
  call void @llvm.prefetch.p0(ptr %p278, i32 0, i32 3, i32 1)
  %ld279 = load <16 x float>, ptr %p272, align 4
  %p280 = getelementptr float, ptr %scratch.base, i64 %i5
  %ld281 = load float, ptr %p280, align 4
  %ins282 = insertelement <16 x float> poison, float %ld281, i64 0
  %splat283 = shufflevector <16 x float> %ins282, <16 x float> poison, <16 x i32> zeroinitializer
  %v284 = fsub contract <16 x float> %ld279, %splat283
  %v285 = fmul contract <16 x float> %v284, %v284
  %old286 = load <16 x float>, ptr %acc149
  %v287 = fadd <16 x float> %old286, %v285
  store <16 x float> %v287, ptr %acc149
  %c288 = load <16 x float>, ptr %cnt150
  %v289 = fadd <16 x float> %c288, splat (float 0x3FF0000000000000)
  store <16 x float> %v289, ptr %cnt150
  %v290 = add nsw i64 %i266, 16
  store i64 %v290, ptr %j.addr.163
  br label %cond263
exit265:
  %i291 = load i64, ptr %j.addr.163
  %v292 = icmp slt i64 %i291, %size.S
  br i1 %v292, label %tail293, label %done294
tail293:
  %mask295 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i291, i64 %size.S)
  %v296 = mul i64 %i161, %size.C
  %v297 = add i64 %v296, %i5
  %v298 = mul i64 %v297, %size.S
  %v299 = add i64 %v298, %i291
  %p300 = getelementptr float, ptr %buf.x, i64 %v299
  %ld301 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p300, <16 x i1> %mask295, <16 x float> zeroinitializer)
  %p302 = getelementptr float, ptr %scratch.base, i64 %i5
  %ld303 = load float, ptr %p302, align 4
  %ins304 = insertelement <16 x float> poison, float %ld303, i64 0
  %splat305 = shufflevector <16 x float> %ins304, <16 x float> poison, <16 x i32> zeroinitializer
  %v306 = fsub contract <16 x float> %ld301, %splat305
  %v307 = fmul contract <16 x float> %v306, %v306
  %old308 = load <16 x float>, ptr %acc149
  %v309 = fadd <16 x float> %old308, %v307
  %v310 = select <16 x i1> %mask295, <16 x float> %v309, <16 x float> %old308
  store <16 x float> %v310, ptr %acc149
  %c311 = load <16 x float>, ptr %cnt150
  %v312 = select <16 x i1> %mask295, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v313 = fadd <16 x float> %c311, %v312
  store <16 x float> %v313, ptr %cnt150
  br label %done294
done294:
  %v314 = add nsw i64 %i161, 1
  store i64 %v314, ptr %i.addr.157
  br label %cond158
exit160:
  %red315 = load <16 x float>, ptr %acc149
  %red316 = load <16 x float>, ptr %acc151
  %red317 = load <16 x float>, ptr %acc153
  %red318 = load <16 x float>, ptr %acc155
  %v319 = fadd <16 x float> %red315, %red316
  %v320 = fadd <16 x float> %v319, %red317
  %v321 = fadd <16 x float> %v320, %red318
  %v322 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v321)
  %red323 = load <16 x float>, ptr %cnt150
  %red324 = load <16 x float>, ptr %cnt152
  %red325 = load <16 x float>, ptr %cnt154
  %red326 = load <16 x float>, ptr %cnt156
  %v327 = fadd <16 x float> %red323, %red324
  %v328 = fadd <16 x float> %v327, %red325
  %v329 = fadd <16 x float> %v328, %red326
  %v330 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v329)
  %v331 = fdiv float %v322, %v330
  %v332 = add i64 %size.C, 15
  %v333 = sdiv i64 %v332, 16
  %v334 = srem i64 %v332, 16
  %v335 = icmp ne i64 %v334, 0
  %v336 = icmp slt i64 %v334, 0
  %v337 = icmp slt i64 16, 0
  %v338 = xor i1 %v336, %v337
  %v339 = and i1 %v335, %v338
  %v340 = zext i1 %v339 to i64
  %v341 = sub i64 %v333, %v340
  %v342 = mul i64 %v341, 16
  %v343 = add i64 %v342, %i5
  %p344 = getelementptr float, ptr %scratch.base, i64 %v343
  store float %v331, ptr %p344, align 4
  %v345 = add nsw i64 %i5, 1
  store i64 %v345, ptr %c.addr.1
  br label %cond2
exit4:
  store i64 0, ptr %n.addr.346
  br label %cond347
cond347:
  %i350 = load i64, ptr %n.addr.346
  %v351 = icmp slt i64 %i350, %size.N
  br i1 %v351, label %body348, label %exit349
body348:
  store i64 0, ptr %c.addr.352
  %v353 = sub i64 %size.C, 16
  br label %cond354
cond354:
  %i357 = load i64, ptr %c.addr.352
  %v358 = icmp sle i64 %i357, %v353
  br i1 %v358, label %body355, label %exit356
body355:
  %v359 = add nsw i64 %i357, 1
  %v360 = add nsw i64 %i357, 2
  %v361 = add nsw i64 %i357, 3
  %v362 = add nsw i64 %i357, 4
  %v363 = add nsw i64 %i357, 5
  %v364 = add nsw i64 %i357, 6
  %v365 = add nsw i64 %i357, 7
  %v366 = add nsw i64 %i357, 8
  %v367 = add nsw i64 %i357, 9
  %v368 = add nsw i64 %i357, 10
  %v369 = add nsw i64 %i357, 11
  %v370 = add nsw i64 %i357, 12
  %v371 = add nsw i64 %i357, 13
  %v372 = add nsw i64 %i357, 14
  %v373 = add nsw i64 %i357, 15
  store i64 0, ptr %s.addr.374
  %v375 = sub i64 %size.S, 16
  br label %cond376
cond376:
  %i379 = load i64, ptr %s.addr.374
  %v380 = icmp sle i64 %i379, %v375
  br i1 %v380, label %body377, label %exit378
body377:
  %v381 = mul i64 %i350, %size.C
  %v382 = add i64 %v381, %i357
  %v383 = mul i64 %v382, %size.S
  %v384 = add i64 %v383, %i379
  %p385 = getelementptr float, ptr %buf.x, i64 %v384
  %ld386 = load <16 x float>, ptr %p385, align 4
  %p387 = getelementptr float, ptr %scratch.base, i64 %i357
  %ld388 = load float, ptr %p387, align 4
  %ins389 = insertelement <16 x float> poison, float %ld388, i64 0
  %splat390 = shufflevector <16 x float> %ins389, <16 x float> poison, <16 x i32> zeroinitializer
  %v391 = fsub contract <16 x float> %ld386, %splat390
  %v392 = add i64 %size.C, 15
  %v393 = sdiv i64 %v392, 16
  %v394 = srem i64 %v392, 16
  %v395 = icmp ne i64 %v394, 0
  %v396 = icmp slt i64 %v394, 0
  %v397 = icmp slt i64 16, 0
  %v398 = xor i1 %v396, %v397
  %v399 = and i1 %v395, %v398
  %v400 = zext i1 %v399 to i64
  %v401 = sub i64 %v393, %v400
  %v402 = mul i64 %v401, 16
  %v403 = add i64 %v402, %i357
  %p404 = getelementptr float, ptr %scratch.base, i64 %v403
  %ld405 = load float, ptr %p404, align 4
  %v406 = fadd contract float %ld405, 0x3EE4F8B580000000
  %v407 = call float @llvm.sqrt.f32(float %v406)
  %v408 = fdiv float 0x3FF0000000000000, %v407
  %ins409 = insertelement <16 x float> poison, float %v408, i64 0
  %splat410 = shufflevector <16 x float> %ins409, <16 x float> poison, <16 x i32> zeroinitializer
  %v411 = fmul contract <16 x float> %v391, %splat410
  %p412 = getelementptr float, ptr %buf.scale, i64 %i357
  %ld413 = load float, ptr %p412, align 4
  %ins414 = insertelement <16 x float> poison, float %ld413, i64 0
  %splat415 = shufflevector <16 x float> %ins414, <16 x float> poison, <16 x i32> zeroinitializer
  %v416 = fmul contract <16 x float> %v411, %splat415
  %p417 = getelementptr float, ptr %buf.bias, i64 %i357
  %ld418 = load float, ptr %p417, align 4
  %ins419 = insertelement <16 x float> poison, float %ld418, i64 0
  %splat420 = shufflevector <16 x float> %ins419, <16 x float> poison, <16 x i32> zeroinitializer
  %v421 = fadd contract <16 x float> %v416, %splat420
  %v422 = mul i64 %i350, %size.C
  %v423 = add i64 %v422, %i357
  %v424 = mul i64 %v423, %size.S
  %v425 = add i64 %v424, %i379
  %p426 = getelementptr float, ptr %buf.y, i64 %v425
  store <16 x float> %v421, ptr %p426, align 4
  %v427 = mul i64 %i350, %size.C
  %v428 = add i64 %v427, %v359
  %v429 = mul i64 %v428, %size.S
  %v430 = add i64 %v429, %i379
  %p431 = getelementptr float, ptr %buf.x, i64 %v430
  %ld432 = load <16 x float>, ptr %p431, align 4
  %p433 = getelementptr float, ptr %scratch.base, i64 %v359
  %ld434 = load float, ptr %p433, align 4
  %ins435 = insertelement <16 x float> poison, float %ld434, i64 0
  %splat436 = shufflevector <16 x float> %ins435, <16 x float> poison, <16 x i32> zeroinitializer
  %v437 = fsub contract <16 x float> %ld432, %splat436
  %v438 = add i64 %size.C, 15
  %v439 = sdiv i64 %v438, 16
  %v440 = srem i64 %v438, 16
  %v441 = icmp ne i64 %v440, 0
  %v442 = icmp slt i64 %v440, 0
  %v443 = icmp slt i64 16, 0
  %v444 = xor i1 %v442, %v443
  %v445 = and i1 %v441, %v444
  %v446 = zext i1 %v445 to i64
  %v447 = sub i64 %v439, %v446
  %v448 = mul i64 %v447, 16
  %v449 = add i64 %v448, %v359
  %p450 = getelementptr float, ptr %scratch.base, i64 %v449
  %ld451 = load float, ptr %p450, align 4
  %v452 = fadd contract float %ld451, 0x3EE4F8B580000000
  %v453 = call float @llvm.sqrt.f32(float %v452)
  %v454 = fdiv float 0x3FF0000000000000, %v453
  %ins455 = insertelement <16 x float> poison, float %v454, i64 0
  %splat456 = shufflevector <16 x float> %ins455, <16 x float> poison, <16 x i32> zeroinitializer
  %v457 = fmul contract <16 x float> %v437, %splat456
  %p458 = getelementptr float, ptr %buf.scale, i64 %v359
  %ld459 = load float, ptr %p458, align 4
  %ins460 = insertelement <16 x float> poison, float %ld459, i64 0
  %splat461 = shufflevector <16 x float> %ins460, <16 x float> poison, <16 x i32> zeroinitializer
  %v462 = fmul contract <16 x float> %v457, %splat461
  %p463 = getelementptr float, ptr %buf.bias, i64 %v359
  %ld464 = load float, ptr %p463, align 4
  %ins465 = insertelement <16 x float> poison, float %ld464, i64 0
  %splat466 = shufflevector <16 x float> %ins465, <16 x float> poison, <16 x i32> zeroinitializer
  %v467 = fadd contract <16 x float> %v462, %splat466
  %v468 = mul i64 %i350, %size.C
  %v469 = add i64 %v468, %v359
  %v470 = mul i64 %v469, %size.S
  %v471 = add i64 %v470, %i379
  %p472 = getelementptr float, ptr %buf.y, i64 %v471
  store <16 x float> %v467, ptr %p472, align 4
  %v473 = mul i64 %i350, %size.C
  %v474 = add i64 %v473, %v360
  %v475 = mul i64 %v474, %size.S
  %v476 = add i64 %v475, %i379
  %p477 = getelementptr float, ptr %buf.x, i64 %v476
  %ld478 = load <16 x float>, ptr %p477, align 4
  %p479 = getelementptr float, ptr %scratch.base, i64 %v360
  %ld480 = load float, ptr %p479, align 4
  %ins481 = insertelement <16 x float> poison, float %ld480, i64 0
  %splat482 = shufflevector <16 x float> %ins481, <16 x float> poison, <16 x i32> zeroinitializer
  %v483 = fsub contract <16 x float> %ld478, %splat482
  %v484 = add i64 %size.C, 15
  %v485 = sdiv i64 %v484, 16
  %v486 = srem i64 %v484, 16
  %v487 = icmp ne i64 %v486, 0
  %v488 = icmp slt i64 %v486, 0
  %v489 = icmp slt i64 16, 0
  %v490 = xor i1 %v488, %v489
  %v491 = and i1 %v487, %v490
  %v492 = zext i1 %v491 to i64
  %v493 = sub i64 %v485, %v492
  %v494 = mul i64 %v493, 16
  %v495 = add i64 %v494, %v360
  %p496 = getelementptr float, ptr %scratch.base, i64 %v495
  %ld497 = load float, ptr %p496, align 4
  %v498 = fadd contract float %ld497, 0x3EE4F8B580000000
  %v499 = call float @llvm.sqrt.f32(float %v498)
  %v500 = fdiv float 0x3FF0000000000000, %v499
  %ins501 = insertelement <16 x float> poison, float %v500, i64 0
  %splat502 = shufflevector <16 x float> %ins501, <16 x float> poison, <16 x i32> zeroinitializer
  %v503 = fmul contract <16 x float> %v483, %splat502
  %p504 = getelementptr float, ptr %buf.scale, i64 %v360
  %ld505 = load float, ptr %p504, align 4
  %ins506 = insertelement <16 x float> poison, float %ld505, i64 0
  %splat507 = shufflevector <16 x float> %ins506, <16 x float> poison, <16 x i32> zeroinitializer
  %v508 = fmul contract <16 x float> %v503, %splat507
  %p509 = getelementptr float, ptr %buf.bias, i64 %v360
  %ld510 = load float, ptr %p509, align 4
  %ins511 = insertelement <16 x float> poison, float %ld510, i64 0
  %splat512 = shufflevector <16 x float> %ins511, <16 x float> poison, <16 x i32> zeroinitializer
  %v513 = fadd contract <16 x float> %v508, %splat512
  %v514 = mul i64 %i350, %size.C
  %v515 = add i64 %v514, %v360
  %v516 = mul i64 %v515, %size.S
  %v517 = add i64 %v516, %i379
  %p518 = getelementptr float, ptr %buf.y, i64 %v517
  store <16 x float> %v513, ptr %p518, align 4
  %v519 = mul i64 %i350, %size.C
  %v520 = add i64 %v519, %v361
  %v521 = mul i64 %v520, %size.S
  %v522 = add i64 %v521, %i379
  %p523 = getelementptr float, ptr %buf.x, i64 %v522
  %ld524 = load <16 x float>, ptr %p523, align 4
  %p525 = getelementptr float, ptr %scratch.base, i64 %v361
  %ld526 = load float, ptr %p525, align 4
  %ins527 = insertelement <16 x float> poison, float %ld526, i64 0
  %splat528 = shufflevector <16 x float> %ins527, <16 x float> poison, <16 x i32> zeroinitializer
  %v529 = fsub contract <16 x float> %ld524, %splat528
  %v530 = add i64 %size.C, 15
  %v531 = sdiv i64 %v530, 16
  %v532 = srem i64 %v530, 16
  %v533 = icmp ne i64 %v532, 0
  %v534 = icmp slt i64 %v532, 0
  %v535 = icmp slt i64 16, 0
  %v536 = xor i1 %v534, %v535
  %v537 = and i1 %v533, %v536
  %v538 = zext i1 %v537 to i64
  %v539 = sub i64 %v531, %v538
  %v540 = mul i64 %v539, 16
  %v541 = add i64 %v540, %v361
  %p542 = getelementptr float, ptr %scratch.base, i64 %v541
  %ld543 = load float, ptr %p542, align 4
  %v544 = fadd contract float %ld543, 0x3EE4F8B580000000
  %v545 = call float @llvm.sqrt.f32(float %v544)
  %v546 = fdiv float 0x3FF0000000000000, %v545
  %ins547 = insertelement <16 x float> poison, float %v546, i64 0
  %splat548 = shufflevector <16 x float> %ins547, <16 x float> poison, <16 x i32> zeroinitializer
  %v549 = fmul contract <16 x float> %v529, %splat548
  %p550 = getelementptr float, ptr %buf.scale, i64 %v361
  %ld551 = load float, ptr %p550, align 4
  %ins552 = insertelement <16 x float> poison, float %ld551, i64 0
  %splat553 = shufflevector <16 x float> %ins552, <16 x float> poison, <16 x i32> zeroinitializer
  %v554 = fmul contract <16 x float> %v549, %splat553
  %p555 = getelementptr float, ptr %buf.bias, i64 %v361
  %ld556 = load float, ptr %p555, align 4
  %ins557 = insertelement <16 x float> poison, float %ld556, i64 0
  %splat558 = shufflevector <16 x float> %ins557, <16 x float> poison, <16 x i32> zeroinitializer
  %v559 = fadd contract <16 x float> %v554, %splat558
  %v560 = mul i64 %i350, %size.C
  %v561 = add i64 %v560, %v361
  %v562 = mul i64 %v561, %size.S
  %v563 = add i64 %v562, %i379
  %p564 = getelementptr float, ptr %buf.y, i64 %v563
  store <16 x float> %v559, ptr %p564, align 4
  %v565 = mul i64 %i350, %size.C
  %v566 = add i64 %v565, %v362
  %v567 = mul i64 %v566, %size.S
  %v568 = add i64 %v567, %i379
  %p569 = getelementptr float, ptr %buf.x, i64 %v568
  %ld570 = load <16 x float>, ptr %p569, align 4
  %p571 = getelementptr float, ptr %scratch.base, i64 %v362
  %ld572 = load float, ptr %p571, align 4
  %ins573 = insertelement <16 x float> poison, float %ld572, i64 0
  %splat574 = shufflevector <16 x float> %ins573, <16 x float> poison, <16 x i32> zeroinitializer
  %v575 = fsub contract <16 x float> %ld570, %splat574
  %v576 = add i64 %size.C, 15
  %v577 = sdiv i64 %v576, 16
  %v578 = srem i64 %v576, 16
  %v579 = icmp ne i64 %v578, 0
  %v580 = icmp slt i64 %v578, 0
  %v581 = icmp slt i64 16, 0
  %v582 = xor i1 %v580, %v581
  %v583 = and i1 %v579, %v582
  %v584 = zext i1 %v583 to i64
  %v585 = sub i64 %v577, %v584
  %v586 = mul i64 %v585, 16
  %v587 = add i64 %v586, %v362
  %p588 = getelementptr float, ptr %scratch.base, i64 %v587
  %ld589 = load float, ptr %p588, align 4
  %v590 = fadd contract float %ld589, 0x3EE4F8B580000000
  %v591 = call float @llvm.sqrt.f32(float %v590)
  %v592 = fdiv float 0x3FF0000000000000, %v591
  %ins593 = insertelement <16 x float> poison, float %v592, i64 0
  %splat594 = shufflevector <16 x float> %ins593, <16 x float> poison, <16 x i32> zeroinitializer
  %v595 = fmul contract <16 x float> %v575, %splat594
  %p596 = getelementptr float, ptr %buf.scale, i64 %v362
  %ld597 = load float, ptr %p596, align 4
  %ins598 = insertelement <16 x float> poison, float %ld597, i64 0
  %splat599 = shufflevector <16 x float> %ins598, <16 x float> poison, <16 x i32> zeroinitializer
  %v600 = fmul contract <16 x float> %v595, %splat599
  %p601 = getelementptr float, ptr %buf.bias, i64 %v362
  %ld602 = load float, ptr %p601, align 4
  %ins603 = insertelement <16 x float> poison, float %ld602, i64 0
  %splat604 = shufflevector <16 x float> %ins603, <16 x float> poison, <16 x i32> zeroinitializer
  %v605 = fadd contract <16 x float> %v600, %splat604
  %v606 = mul i64 %i350, %size.C
  %v607 = add i64 %v606, %v362
  %v608 = mul i64 %v607, %size.S
  %v609 = add i64 %v608, %i379
  %p610 = getelementptr float, ptr %buf.y, i64 %v609
  store <16 x float> %v605, ptr %p610, align 4
  %v611 = mul i64 %i350, %size.C
  %v612 = add i64 %v611, %v363
  %v613 = mul i64 %v612, %size.S
  %v614 = add i64 %v613, %i379
  %p615 = getelementptr float, ptr %buf.x, i64 %v614
  %ld616 = load <16 x float>, ptr %p615, align 4
  %p617 = getelementptr float, ptr %scratch.base, i64 %v363
  %ld618 = load float, ptr %p617, align 4
  %ins619 = insertelement <16 x float> poison, float %ld618, i64 0
  %splat620 = shufflevector <16 x float> %ins619, <16 x float> poison, <16 x i32> zeroinitializer
  %v621 = fsub contract <16 x float> %ld616, %splat620
  %v622 = add i64 %size.C, 15
  %v623 = sdiv i64 %v622, 16
  %v624 = srem i64 %v622, 16
  %v625 = icmp ne i64 %v624, 0
  %v626 = icmp slt i64 %v624, 0
  %v627 = icmp slt i64 16, 0
  %v628 = xor i1 %v626, %v627
  %v629 = and i1 %v625, %v628
  %v630 = zext i1 %v629 to i64
  %v631 = sub i64 %v623, %v630
  %v632 = mul i64 %v631, 16
  %v633 = add i64 %v632, %v363
  %p634 = getelementptr float, ptr %scratch.base, i64 %v633
  %ld635 = load float, ptr %p634, align 4
  %v636 = fadd contract float %ld635, 0x3EE4F8B580000000
  %v637 = call float @llvm.sqrt.f32(float %v636)
  %v638 = fdiv float 0x3FF0000000000000, %v637
  %ins639 = insertelement <16 x float> poison, float %v638, i64 0
  %splat640 = shufflevector <16 x float> %ins639, <16 x float> poison, <16 x i32> zeroinitializer
  %v641 = fmul contract <16 x float> %v621, %splat640
  %p642 = getelementptr float, ptr %buf.scale, i64 %v363
  %ld643 = load float, ptr %p642, align 4
  %ins644 = insertelement <16 x float> poison, float %ld643, i64 0
  %splat645 = shufflevector <16 x float> %ins644, <16 x float> poison, <16 x i32> zeroinitializer
  %v646 = fmul contract <16 x float> %v641, %splat645
  %p647 = getelementptr float, ptr %buf.bias, i64 %v363
  %ld648 = load float, ptr %p647, align 4
  %ins649 = insertelement <16 x float> poison, float %ld648, i64 0
  %splat650 = shufflevector <16 x float> %ins649, <16 x float> poison, <16 x i32> zeroinitializer
  %v651 = fadd contract <16 x float> %v646, %splat650
  %v652 = mul i64 %i350, %size.C
  %v653 = add i64 %v652, %v363
  %v654 = mul i64 %v653, %size.S
  %v655 = add i64 %v654, %i379
  %p656 = getelementptr float, ptr %buf.y, i64 %v655
  store <16 x float> %v651, ptr %p656, align 4
  %v657 = mul i64 %i350, %size.C
  %v658 = add i64 %v657, %v364
  %v659 = mul i64 %v658, %size.S
  %v660 = add i64 %v659, %i379
  %p661 = getelementptr float, ptr %buf.x, i64 %v660
  %ld662 = load <16 x float>, ptr %p661, align 4
  %p663 = getelementptr float, ptr %scratch.base, i64 %v364
  %ld664 = load float, ptr %p663, align 4
  %ins665 = insertelement <16 x float> poison, float %ld664, i64 0
  %splat666 = shufflevector <16 x float> %ins665, <16 x float> poison, <16 x i32> zeroinitializer
  %v667 = fsub contract <16 x float> %ld662, %splat666
  %v668 = add i64 %size.C, 15
  %v669 = sdiv i64 %v668, 16
  %v670 = srem i64 %v668, 16
  %v671 = icmp ne i64 %v670, 0
  %v672 = icmp slt i64 %v670, 0
  %v673 = icmp slt i64 16, 0
  %v674 = xor i1 %v672, %v673
  %v675 = and i1 %v671, %v674
  %v676 = zext i1 %v675 to i64
  %v677 = sub i64 %v669, %v676
  %v678 = mul i64 %v677, 16
  %v679 = add i64 %v678, %v364
  %p680 = getelementptr float, ptr %scratch.base, i64 %v679
  %ld681 = load float, ptr %p680, align 4
  %v682 = fadd contract float %ld681, 0x3EE4F8B580000000
  %v683 = call float @llvm.sqrt.f32(float %v682)
  %v684 = fdiv float 0x3FF0000000000000, %v683
  %ins685 = insertelement <16 x float> poison, float %v684, i64 0
  %splat686 = shufflevector <16 x float> %ins685, <16 x float> poison, <16 x i32> zeroinitializer
  %v687 = fmul contract <16 x float> %v667, %splat686
  %p688 = getelementptr float, ptr %buf.scale, i64 %v364
  %ld689 = load float, ptr %p688, align 4
  %ins690 = insertelement <16 x float> poison, float %ld689, i64 0
  %splat691 = shufflevector <16 x float> %ins690, <16 x float> poison, <16 x i32> zeroinitializer
  %v692 = fmul contract <16 x float> %v687, %splat691
  %p693 = getelementptr float, ptr %buf.bias, i64 %v364
  %ld694 = load float, ptr %p693, align 4
  %ins695 = insertelement <16 x float> poison, float %ld694, i64 0
  %splat696 = shufflevector <16 x float> %ins695, <16 x float> poison, <16 x i32> zeroinitializer
  %v697 = fadd contract <16 x float> %v692, %splat696
  %v698 = mul i64 %i350, %size.C
  %v699 = add i64 %v698, %v364
  %v700 = mul i64 %v699, %size.S
  %v701 = add i64 %v700, %i379
  %p702 = getelementptr float, ptr %buf.y, i64 %v701
  store <16 x float> %v697, ptr %p702, align 4
  %v703 = mul i64 %i350, %size.C
  %v704 = add i64 %v703, %v365
  %v705 = mul i64 %v704, %size.S
  %v706 = add i64 %v705, %i379
  %p707 = getelementptr float, ptr %buf.x, i64 %v706
  %ld708 = load <16 x float>, ptr %p707, align 4
  %p709 = getelementptr float, ptr %scratch.base, i64 %v365
  %ld710 = load float, ptr %p709, align 4
  %ins711 = insertelement <16 x float> poison, float %ld710, i64 0
  %splat712 = shufflevector <16 x float> %ins711, <16 x float> poison, <16 x i32> zeroinitializer
  %v713 = fsub contract <16 x float> %ld708, %splat712
  %v714 = add i64 %size.C, 15
  %v715 = sdiv i64 %v714, 16
  %v716 = srem i64 %v714, 16
  %v717 = icmp ne i64 %v716, 0
  %v718 = icmp slt i64 %v716, 0
  %v719 = icmp slt i64 16, 0
  %v720 = xor i1 %v718, %v719
  %v721 = and i1 %v717, %v720
  %v722 = zext i1 %v721 to i64
  %v723 = sub i64 %v715, %v722
  %v724 = mul i64 %v723, 16
  %v725 = add i64 %v724, %v365
  %p726 = getelementptr float, ptr %scratch.base, i64 %v725
  %ld727 = load float, ptr %p726, align 4
  %v728 = fadd contract float %ld727, 0x3EE4F8B580000000
  %v729 = call float @llvm.sqrt.f32(float %v728)
  %v730 = fdiv float 0x3FF0000000000000, %v729
  %ins731 = insertelement <16 x float> poison, float %v730, i64 0
  %splat732 = shufflevector <16 x float> %ins731, <16 x float> poison, <16 x i32> zeroinitializer
  %v733 = fmul contract <16 x float> %v713, %splat732
  %p734 = getelementptr float, ptr %buf.scale, i64 %v365
  %ld735 = load float, ptr %p734, align 4
  %ins736 = insertelement <16 x float> poison, float %ld735, i64 0
  %splat737 = shufflevector <16 x float> %ins736, <16 x float> poison, <16 x i32> zeroinitializer
  %v738 = fmul contract <16 x float> %v733, %splat737
  %p739 = getelementptr float, ptr %buf.bias, i64 %v365
  %ld740 = load float, ptr %p739, align 4
  %ins741 = insertelement <16 x float> poison, float %ld740, i64 0
  %splat742 = shufflevector <16 x float> %ins741, <16 x float> poison, <16 x i32> zeroinitializer
  %v743 = fadd contract <16 x float> %v738, %splat742
  %v744 = mul i64 %i350, %size.C
  %v745 = add i64 %v744, %v365
  %v746 = mul i64 %v745, %size.S
  %v747 = add i64 %v746, %i379
  %p748 = getelementptr float, ptr %buf.y, i64 %v747
  store <16 x float> %v743, ptr %p748, align 4
  %v749 = mul i64 %i350, %size.C
  %v750 = add i64 %v749, %v366
  %v751 = mul i64 %v750, %size.S
  %v752 = add i64 %v751, %i379
  %p753 = getelementptr float, ptr %buf.x, i64 %v752
  %ld754 = load <16 x float>, ptr %p753, align 4
  %p755 = getelementptr float, ptr %scratch.base, i64 %v366
  %ld756 = load float, ptr %p755, align 4
  %ins757 = insertelement <16 x float> poison, float %ld756, i64 0
  %splat758 = shufflevector <16 x float> %ins757, <16 x float> poison, <16 x i32> zeroinitializer
  %v759 = fsub contract <16 x float> %ld754, %splat758
  %v760 = add i64 %size.C, 15
  %v761 = sdiv i64 %v760, 16
  %v762 = srem i64 %v760, 16
  %v763 = icmp ne i64 %v762, 0
  %v764 = icmp slt i64 %v762, 0
  %v765 = icmp slt i64 16, 0
  %v766 = xor i1 %v764, %v765
  %v767 = and i1 %v763, %v766
  %v768 = zext i1 %v767 to i64
  %v769 = sub i64 %v761, %v768
  %v770 = mul i64 %v769, 16
  %v771 = add i64 %v770, %v366
  %p772 = getelementptr float, ptr %scratch.base, i64 %v771
  %ld773 = load float, ptr %p772, align 4
  %v774 = fadd contract float %ld773, 0x3EE4F8B580000000
  %v775 = call float @llvm.sqrt.f32(float %v774)
  %v776 = fdiv float 0x3FF0000000000000, %v775
  %ins777 = insertelement <16 x float> poison, float %v776, i64 0
  %splat778 = shufflevector <16 x float> %ins777, <16 x float> poison, <16 x i32> zeroinitializer
  %v779 = fmul contract <16 x float> %v759, %splat778
  %p780 = getelementptr float, ptr %buf.scale, i64 %v366
  %ld781 = load float, ptr %p780, align 4
  %ins782 = insertelement <16 x float> poison, float %ld781, i64 0
  %splat783 = shufflevector <16 x float> %ins782, <16 x float> poison, <16 x i32> zeroinitializer
  %v784 = fmul contract <16 x float> %v779, %splat783
  %p785 = getelementptr float, ptr %buf.bias, i64 %v366
  %ld786 = load float, ptr %p785, align 4
  %ins787 = insertelement <16 x float> poison, float %ld786, i64 0
  %splat788 = shufflevector <16 x float> %ins787, <16 x float> poison, <16 x i32> zeroinitializer
  %v789 = fadd contract <16 x float> %v784, %splat788
  %v790 = mul i64 %i350, %size.C
  %v791 = add i64 %v790, %v366
  %v792 = mul i64 %v791, %size.S
  %v793 = add i64 %v792, %i379
  %p794 = getelementptr float, ptr %buf.y, i64 %v793
  store <16 x float> %v789, ptr %p794, align 4
  %v795 = mul i64 %i350, %size.C
  %v796 = add i64 %v795, %v367
  %v797 = mul i64 %v796, %size.S
  %v798 = add i64 %v797, %i379
  %p799 = getelementptr float, ptr %buf.x, i64 %v798
  %ld800 = load <16 x float>, ptr %p799, align 4
  %p801 = getelementptr float, ptr %scratch.base, i64 %v367
  %ld802 = load float, ptr %p801, align 4
  %ins803 = insertelement <16 x float> poison, float %ld802, i64 0
  %splat804 = shufflevector <16 x float> %ins803, <16 x float> poison, <16 x i32> zeroinitializer
  %v805 = fsub contract <16 x float> %ld800, %splat804
  %v806 = add i64 %size.C, 15
  %v807 = sdiv i64 %v806, 16
  %v808 = srem i64 %v806, 16
  %v809 = icmp ne i64 %v808, 0
  %v810 = icmp slt i64 %v808, 0
  %v811 = icmp slt i64 16, 0
  %v812 = xor i1 %v810, %v811
  %v813 = and i1 %v809, %v812
  %v814 = zext i1 %v813 to i64
  %v815 = sub i64 %v807, %v814
  %v816 = mul i64 %v815, 16
  %v817 = add i64 %v816, %v367
  %p818 = getelementptr float, ptr %scratch.base, i64 %v817
  %ld819 = load float, ptr %p818, align 4
  %v820 = fadd contract float %ld819, 0x3EE4F8B580000000
  %v821 = call float @llvm.sqrt.f32(float %v820)
  %v822 = fdiv float 0x3FF0000000000000, %v821
  %ins823 = insertelement <16 x float> poison, float %v822, i64 0
  %splat824 = shufflevector <16 x float> %ins823, <16 x float> poison, <16 x i32> zeroinitializer
  %v825 = fmul contract <16 x float> %v805, %splat824
  %p826 = getelementptr float, ptr %buf.scale, i64 %v367
  %ld827 = load float, ptr %p826, align 4
  %ins828 = insertelement <16 x float> poison, float %ld827, i64 0
  %splat829 = shufflevector <16 x float> %ins828, <16 x float> poison, <16 x i32> zeroinitializer
  %v830 = fmul contract <16 x float> %v825, %splat829
  %p831 = getelementptr float, ptr %buf.bias, i64 %v367
  %ld832 = load float, ptr %p831, align 4
  %ins833 = insertelement <16 x float> poison, float %ld832, i64 0
  %splat834 = shufflevector <16 x float> %ins833, <16 x float> poison, <16 x i32> zeroinitializer
  %v835 = fadd contract <16 x float> %v830, %splat834
  %v836 = mul i64 %i350, %size.C
  %v837 = add i64 %v836, %v367
  %v838 = mul i64 %v837, %size.S
  %v839 = add i64 %v838, %i379
  %p840 = getelementptr float, ptr %buf.y, i64 %v839
  store <16 x float> %v835, ptr %p840, align 4
  %v841 = mul i64 %i350, %size.C
  %v842 = add i64 %v841, %v368
  %v843 = mul i64 %v842, %size.S
  %v844 = add i64 %v843, %i379
  %p845 = getelementptr float, ptr %buf.x, i64 %v844
  %ld846 = load <16 x float>, ptr %p845, align 4
  %p847 = getelementptr float, ptr %scratch.base, i64 %v368
  %ld848 = load float, ptr %p847, align 4
  %ins849 = insertelement <16 x float> poison, float %ld848, i64 0
  %splat850 = shufflevector <16 x float> %ins849, <16 x float> poison, <16 x i32> zeroinitializer
  %v851 = fsub contract <16 x float> %ld846, %splat850
  %v852 = add i64 %size.C, 15
  %v853 = sdiv i64 %v852, 16
  %v854 = srem i64 %v852, 16
  %v855 = icmp ne i64 %v854, 0
  %v856 = icmp slt i64 %v854, 0
  %v857 = icmp slt i64 16, 0
  %v858 = xor i1 %v856, %v857
  %v859 = and i1 %v855, %v858
  %v860 = zext i1 %v859 to i64
  %v861 = sub i64 %v853, %v860
  %v862 = mul i64 %v861, 16
  %v863 = add i64 %v862, %v368
  %p864 = getelementptr float, ptr %scratch.base, i64 %v863
  %ld865 = load float, ptr %p864, align 4
  %v866 = fadd contract float %ld865, 0x3EE4F8B580000000
  %v867 = call float @llvm.sqrt.f32(float %v866)
  %v868 = fdiv float 0x3FF0000000000000, %v867
  %ins869 = insertelement <16 x float> poison, float %v868, i64 0
  %splat870 = shufflevector <16 x float> %ins869, <16 x float> poison, <16 x i32> zeroinitializer
  %v871 = fmul contract <16 x float> %v851, %splat870
  %p872 = getelementptr float, ptr %buf.scale, i64 %v368
  %ld873 = load float, ptr %p872, align 4
  %ins874 = insertelement <16 x float> poison, float %ld873, i64 0
  %splat875 = shufflevector <16 x float> %ins874, <16 x float> poison, <16 x i32> zeroinitializer
  %v876 = fmul contract <16 x float> %v871, %splat875
  %p877 = getelementptr float, ptr %buf.bias, i64 %v368
  %ld878 = load float, ptr %p877, align 4
  %ins879 = insertelement <16 x float> poison, float %ld878, i64 0
  %splat880 = shufflevector <16 x float> %ins879, <16 x float> poison, <16 x i32> zeroinitializer
  %v881 = fadd contract <16 x float> %v876, %splat880
  %v882 = mul i64 %i350, %size.C
  %v883 = add i64 %v882, %v368
  %v884 = mul i64 %v883, %size.S
  %v885 = add i64 %v884, %i379
  %p886 = getelementptr float, ptr %buf.y, i64 %v885
  store <16 x float> %v881, ptr %p886, align 4
  %v887 = mul i64 %i350, %size.C
  %v888 = add i64 %v887, %v369
  %v889 = mul i64 %v888, %size.S
  %v890 = add i64 %v889, %i379
  %p891 = getelementptr float, ptr %buf.x, i64 %v890
  %ld892 = load <16 x float>, ptr %p891, align 4
  %p893 = getelementptr float, ptr %scratch.base, i64 %v369
  %ld894 = load float, ptr %p893, align 4
  %ins895 = insertelement <16 x float> poison, float %ld894, i64 0
  %splat896 = shufflevector <16 x float> %ins895, <16 x float> poison, <16 x i32> zeroinitializer
  %v897 = fsub contract <16 x float> %ld892, %splat896
  %v898 = add i64 %size.C, 15
  %v899 = sdiv i64 %v898, 16
  %v900 = srem i64 %v898, 16
  %v901 = icmp ne i64 %v900, 0
  %v902 = icmp slt i64 %v900, 0
  %v903 = icmp slt i64 16, 0
  %v904 = xor i1 %v902, %v903
  %v905 = and i1 %v901, %v904
  %v906 = zext i1 %v905 to i64
  %v907 = sub i64 %v899, %v906
  %v908 = mul i64 %v907, 16
  %v909 = add i64 %v908, %v369
  %p910 = getelementptr float, ptr %scratch.base, i64 %v909
  %ld911 = load float, ptr %p910, align 4
  %v912 = fadd contract float %ld911, 0x3EE4F8B580000000
  %v913 = call float @llvm.sqrt.f32(float %v912)
  %v914 = fdiv float 0x3FF0000000000000, %v913
  %ins915 = insertelement <16 x float> poison, float %v914, i64 0
  %splat916 = shufflevector <16 x float> %ins915, <16 x float> poison, <16 x i32> zeroinitializer
  %v917 = fmul contract <16 x float> %v897, %splat916
  %p918 = getelementptr float, ptr %buf.scale, i64 %v369
  %ld919 = load float, ptr %p918, align 4
  %ins920 = insertelement <16 x float> poison, float %ld919, i64 0
  %splat921 = shufflevector <16 x float> %ins920, <16 x float> poison, <16 x i32> zeroinitializer
  %v922 = fmul contract <16 x float> %v917, %splat921
  %p923 = getelementptr float, ptr %buf.bias, i64 %v369
  %ld924 = load float, ptr %p923, align 4
  %ins925 = insertelement <16 x float> poison, float %ld924, i64 0
  %splat926 = shufflevector <16 x float> %ins925, <16 x float> poison, <16 x i32> zeroinitializer
  %v927 = fadd contract <16 x float> %v922, %splat926
  %v928 = mul i64 %i350, %size.C
  %v929 = add i64 %v928, %v369
  %v930 = mul i64 %v929, %size.S
  %v931 = add i64 %v930, %i379
  %p932 = getelementptr float, ptr %buf.y, i64 %v931
  store <16 x float> %v927, ptr %p932, align 4
  %v933 = mul i64 %i350, %size.C
  %v934 = add i64 %v933, %v370
  %v935 = mul i64 %v934, %size.S
  %v936 = add i64 %v935, %i379
  %p937 = getelementptr float, ptr %buf.x, i64 %v936
  %ld938 = load <16 x float>, ptr %p937, align 4
  %p939 = getelementptr float, ptr %scratch.base, i64 %v370
  %ld940 = load float, ptr %p939, align 4
  %ins941 = insertelement <16 x float> poison, float %ld940, i64 0
  %splat942 = shufflevector <16 x float> %ins941, <16 x float> poison, <16 x i32> zeroinitializer
  %v943 = fsub contract <16 x float> %ld938, %splat942
  %v944 = add i64 %size.C, 15
  %v945 = sdiv i64 %v944, 16
  %v946 = srem i64 %v944, 16
  %v947 = icmp ne i64 %v946, 0
  %v948 = icmp slt i64 %v946, 0
  %v949 = icmp slt i64 16, 0
  %v950 = xor i1 %v948, %v949
  %v951 = and i1 %v947, %v950
  %v952 = zext i1 %v951 to i64
  %v953 = sub i64 %v945, %v952
  %v954 = mul i64 %v953, 16
  %v955 = add i64 %v954, %v370
  %p956 = getelementptr float, ptr %scratch.base, i64 %v955
  %ld957 = load float, ptr %p956, align 4
  %v958 = fadd contract float %ld957, 0x3EE4F8B580000000
  %v959 = call float @llvm.sqrt.f32(float %v958)
  %v960 = fdiv float 0x3FF0000000000000, %v959
  %ins961 = insertelement <16 x float> poison, float %v960, i64 0
  %splat962 = shufflevector <16 x float> %ins961, <16 x float> poison, <16 x i32> zeroinitializer
  %v963 = fmul contract <16 x float> %v943, %splat962
  %p964 = getelementptr float, ptr %buf.scale, i64 %v370
  %ld965 = load float, ptr %p964, align 4
  %ins966 = insertelement <16 x float> poison, float %ld965, i64 0
  %splat967 = shufflevector <16 x float> %ins966, <16 x float> poison, <16 x i32> zeroinitializer
  %v968 = fmul contract <16 x float> %v963, %splat967
  %p969 = getelementptr float, ptr %buf.bias, i64 %v370
  %ld970 = load float, ptr %p969, align 4
  %ins971 = insertelement <16 x float> poison, float %ld970, i64 0
  %splat972 = shufflevector <16 x float> %ins971, <16 x float> poison, <16 x i32> zeroinitializer
  %v973 = fadd contract <16 x float> %v968, %splat972
  %v974 = mul i64 %i350, %size.C
  %v975 = add i64 %v974, %v370
  %v976 = mul i64 %v975, %size.S
  %v977 = add i64 %v976, %i379
  %p978 = getelementptr float, ptr %buf.y, i64 %v977
  store <16 x float> %v973, ptr %p978, align 4
  %v979 = mul i64 %i350, %size.C
  %v980 = add i64 %v979, %v371
  %v981 = mul i64 %v980, %size.S
  %v982 = add i64 %v981, %i379
  %p983 = getelementptr float, ptr %buf.x, i64 %v982
  %ld984 = load <16 x float>, ptr %p983, align 4
  %p985 = getelementptr float, ptr %scratch.base, i64 %v371
  %ld986 = load float, ptr %p985, align 4
  %ins987 = insertelement <16 x float> poison, float %ld986, i64 0
  %splat988 = shufflevector <16 x float> %ins987, <16 x float> poison, <16 x i32> zeroinitializer
  %v989 = fsub contract <16 x float> %ld984, %splat988
  %v990 = add i64 %size.C, 15
  %v991 = sdiv i64 %v990, 16
  %v992 = srem i64 %v990, 16
  %v993 = icmp ne i64 %v992, 0
  %v994 = icmp slt i64 %v992, 0
  %v995 = icmp slt i64 16, 0
  %v996 = xor i1 %v994, %v995
  %v997 = and i1 %v993, %v996
  %v998 = zext i1 %v997 to i64
  %v999 = sub i64 %v991, %v998
  %v1000 = mul i64 %v999, 16
  %v1001 = add i64 %v1000, %v371
  %p1002 = getelementptr float, ptr %scratch.base, i64 %v1001
  %ld1003 = load float, ptr %p1002, align 4
  %v1004 = fadd contract float %ld1003, 0x3EE4F8B580000000
  %v1005 = call float @llvm.sqrt.f32(float %v1004)
  %v1006 = fdiv float 0x3FF0000000000000, %v1005
  %ins1007 = insertelement <16 x float> poison, float %v1006, i64 0
  %splat1008 = shufflevector <16 x float> %ins1007, <16 x float> poison, <16 x i32> zeroinitializer
  %v1009 = fmul contract <16 x float> %v989, %splat1008
  %p1010 = getelementptr float, ptr %buf.scale, i64 %v371
  %ld1011 = load float, ptr %p1010, align 4
  %ins1012 = insertelement <16 x float> poison, float %ld1011, i64 0
  %splat1013 = shufflevector <16 x float> %ins1012, <16 x float> poison, <16 x i32> zeroinitializer
  %v1014 = fmul contract <16 x float> %v1009, %splat1013
  %p1015 = getelementptr float, ptr %buf.bias, i64 %v371
  %ld1016 = load float, ptr %p1015, align 4
  %ins1017 = insertelement <16 x float> poison, float %ld1016, i64 0
  %splat1018 = shufflevector <16 x float> %ins1017, <16 x float> poison, <16 x i32> zeroinitializer
  %v1019 = fadd contract <16 x float> %v1014, %splat1018
  %v1020 = mul i64 %i350, %size.C
  %v1021 = add i64 %v1020, %v371
  %v1022 = mul i64 %v1021, %size.S
  %v1023 = add i64 %v1022, %i379
  %p1024 = getelementptr float, ptr %buf.y, i64 %v1023
  store <16 x float> %v1019, ptr %p1024, align 4
  %v1025 = mul i64 %i350, %size.C
  %v1026 = add i64 %v1025, %v372
  %v1027 = mul i64 %v1026, %size.S
  %v1028 = add i64 %v1027, %i379
  %p1029 = getelementptr float, ptr %buf.x, i64 %v1028
  %ld1030 = load <16 x float>, ptr %p1029, align 4
  %p1031 = getelementptr float, ptr %scratch.base, i64 %v372
  %ld1032 = load float, ptr %p1031, align 4
  %ins1033 = insertelement <16 x float> poison, float %ld1032, i64 0
  %splat1034 = shufflevector <16 x float> %ins1033, <16 x float> poison, <16 x i32> zeroinitializer
  %v1035 = fsub contract <16 x float> %ld1030, %splat1034
  %v1036 = add i64 %size.C, 15
  %v1037 = sdiv i64 %v1036, 16
  %v1038 = srem i64 %v1036, 16
  %v1039 = icmp ne i64 %v1038, 0
  %v1040 = icmp slt i64 %v1038, 0
  %v1041 = icmp slt i64 16, 0
  %v1042 = xor i1 %v1040, %v1041
  %v1043 = and i1 %v1039, %v1042
  %v1044 = zext i1 %v1043 to i64
  %v1045 = sub i64 %v1037, %v1044
  %v1046 = mul i64 %v1045, 16
  %v1047 = add i64 %v1046, %v372
  %p1048 = getelementptr float, ptr %scratch.base, i64 %v1047
  %ld1049 = load float, ptr %p1048, align 4
  %v1050 = fadd contract float %ld1049, 0x3EE4F8B580000000
  %v1051 = call float @llvm.sqrt.f32(float %v1050)
  %v1052 = fdiv float 0x3FF0000000000000, %v1051
  %ins1053 = insertelement <16 x float> poison, float %v1052, i64 0
  %splat1054 = shufflevector <16 x float> %ins1053, <16 x float> poison, <16 x i32> zeroinitializer
  %v1055 = fmul contract <16 x float> %v1035, %splat1054
  %p1056 = getelementptr float, ptr %buf.scale, i64 %v372
  %ld1057 = load float, ptr %p1056, align 4
  %ins1058 = insertelement <16 x float> poison, float %ld1057, i64 0
  %splat1059 = shufflevector <16 x float> %ins1058, <16 x float> poison, <16 x i32> zeroinitializer
  %v1060 = fmul contract <16 x float> %v1055, %splat1059
  %p1061 = getelementptr float, ptr %buf.bias, i64 %v372
  %ld1062 = load float, ptr %p1061, align 4
  %ins1063 = insertelement <16 x float> poison, float %ld1062, i64 0
  %splat1064 = shufflevector <16 x float> %ins1063, <16 x float> poison, <16 x i32> zeroinitializer
  %v1065 = fadd contract <16 x float> %v1060, %splat1064
  %v1066 = mul i64 %i350, %size.C
  %v1067 = add i64 %v1066, %v372
  %v1068 = mul i64 %v1067, %size.S
  %v1069 = add i64 %v1068, %i379
  %p1070 = getelementptr float, ptr %buf.y, i64 %v1069
  store <16 x float> %v1065, ptr %p1070, align 4
  %v1071 = mul i64 %i350, %size.C
  %v1072 = add i64 %v1071, %v373
  %v1073 = mul i64 %v1072, %size.S
  %v1074 = add i64 %v1073, %i379
  %p1075 = getelementptr float, ptr %buf.x, i64 %v1074
  %ld1076 = load <16 x float>, ptr %p1075, align 4
  %p1077 = getelementptr float, ptr %scratch.base, i64 %v373
  %ld1078 = load float, ptr %p1077, align 4
  %ins1079 = insertelement <16 x float> poison, float %ld1078, i64 0
  %splat1080 = shufflevector <16 x float> %ins1079, <16 x float> poison, <16 x i32> zeroinitializer
  %v1081 = fsub contract <16 x float> %ld1076, %splat1080
  %v1082 = add i64 %size.C, 15
  %v1083 = sdiv i64 %v1082, 16
  %v1084 = srem i64 %v1082, 16
  %v1085 = icmp ne i64 %v1084, 0
  %v1086 = icmp slt i64 %v1084, 0
  %v1087 = icmp slt i64 16, 0
  %v1088 = xor i1 %v1086, %v1087
  %v1089 = and i1 %v1085, %v1088
  %v1090 = zext i1 %v1089 to i64
  %v1091 = sub i64 %v1083, %v1090
  %v1092 = mul i64 %v1091, 16
  %v1093 = add i64 %v1092, %v373
  %p1094 = getelementptr float, ptr %scratch.base, i64 %v1093
  %ld1095 = load float, ptr %p1094, align 4
  %v1096 = fadd contract float %ld1095, 0x3EE4F8B580000000
  %v1097 = call float @llvm.sqrt.f32(float %v1096)
  %v1098 = fdiv float 0x3FF0000000000000, %v1097
  %ins1099 = insertelement <16 x float> poison, float %v1098, i64 0
  %splat1100 = shufflevector <16 x float> %ins1099, <16 x float> poison, <16 x i32> zeroinitializer
  %v1101 = fmul contract <16 x float> %v1081, %splat1100
  %p1102 = getelementptr float, ptr %buf.scale, i64 %v373
  %ld1103 = load float, ptr %p1102, align 4
  %ins1104 = insertelement <16 x float> poison, float %ld1103, i64 0
  %splat1105 = shufflevector <16 x float> %ins1104, <16 x float> poison, <16 x i32> zeroinitializer
  %v1106 = fmul contract <16 x float> %v1101, %splat1105
  %p1107 = getelementptr float, ptr %buf.bias, i64 %v373
  %ld1108 = load float, ptr %p1107, align 4
  %ins1109 = insertelement <16 x float> poison, float %ld1108, i64 0
  %splat1110 = shufflevector <16 x float> %ins1109, <16 x float> poison, <16 x i32> zeroinitializer
  %v1111 = fadd contract <16 x float> %v1106, %splat1110
  %v1112 = mul i64 %i350, %size.C
  %v1113 = add i64 %v1112, %v373
  %v1114 = mul i64 %v1113, %size.S
  %v1115 = add i64 %v1114, %i379
  %p1116 = getelementptr float, ptr %buf.y, i64 %v1115
  store <16 x float> %v1111, ptr %p1116, align 4
  %v1117 = add nsw i64 %i379, 16
  store i64 %v1117, ptr %s.addr.374
  br label %cond376
exit378:
  %v1118 = load i64, ptr %s.addr.374
  store i64 %v1118, ptr %s.addr.1119
  %v1120 = sub i64 %size.S, 16
  br label %cond1121
cond1121:
  %i1124 = load i64, ptr %s.addr.1119
  %v1125 = icmp sle i64 %i1124, %v1120
  br i1 %v1125, label %body1122, label %exit1123
body1122:
  %v1126 = mul i64 %i350, %size.C
  %v1127 = add i64 %v1126, %i357
  %v1128 = mul i64 %v1127, %size.S
  %v1129 = add i64 %v1128, %i1124
  %p1130 = getelementptr float, ptr %buf.x, i64 %v1129
  %ld1131 = load <16 x float>, ptr %p1130, align 4
  %p1132 = getelementptr float, ptr %scratch.base, i64 %i357
  %ld1133 = load float, ptr %p1132, align 4
  %ins1134 = insertelement <16 x float> poison, float %ld1133, i64 0
  %splat1135 = shufflevector <16 x float> %ins1134, <16 x float> poison, <16 x i32> zeroinitializer
  %v1136 = fsub contract <16 x float> %ld1131, %splat1135
  %v1137 = add i64 %size.C, 15
  %v1138 = sdiv i64 %v1137, 16
  %v1139 = srem i64 %v1137, 16
  %v1140 = icmp ne i64 %v1139, 0
  %v1141 = icmp slt i64 %v1139, 0
  %v1142 = icmp slt i64 16, 0
  %v1143 = xor i1 %v1141, %v1142
  %v1144 = and i1 %v1140, %v1143
  %v1145 = zext i1 %v1144 to i64
  %v1146 = sub i64 %v1138, %v1145
  %v1147 = mul i64 %v1146, 16
  %v1148 = add i64 %v1147, %i357
  %p1149 = getelementptr float, ptr %scratch.base, i64 %v1148
  %ld1150 = load float, ptr %p1149, align 4
  %v1151 = fadd contract float %ld1150, 0x3EE4F8B580000000
  %v1152 = call float @llvm.sqrt.f32(float %v1151)
  %v1153 = fdiv float 0x3FF0000000000000, %v1152
  %ins1154 = insertelement <16 x float> poison, float %v1153, i64 0
  %splat1155 = shufflevector <16 x float> %ins1154, <16 x float> poison, <16 x i32> zeroinitializer
  %v1156 = fmul contract <16 x float> %v1136, %splat1155
  %p1157 = getelementptr float, ptr %buf.scale, i64 %i357
  %ld1158 = load float, ptr %p1157, align 4
  %ins1159 = insertelement <16 x float> poison, float %ld1158, i64 0
  %splat1160 = shufflevector <16 x float> %ins1159, <16 x float> poison, <16 x i32> zeroinitializer
  %v1161 = fmul contract <16 x float> %v1156, %splat1160
  %p1162 = getelementptr float, ptr %buf.bias, i64 %i357
  %ld1163 = load float, ptr %p1162, align 4
  %ins1164 = insertelement <16 x float> poison, float %ld1163, i64 0
  %splat1165 = shufflevector <16 x float> %ins1164, <16 x float> poison, <16 x i32> zeroinitializer
  %v1166 = fadd contract <16 x float> %v1161, %splat1165
  %v1167 = mul i64 %i350, %size.C
  %v1168 = add i64 %v1167, %i357
  %v1169 = mul i64 %v1168, %size.S
  %v1170 = add i64 %v1169, %i1124
  %p1171 = getelementptr float, ptr %buf.y, i64 %v1170
  store <16 x float> %v1166, ptr %p1171, align 4
  %v1172 = add nsw i64 %i1124, 16
  store i64 %v1172, ptr %s.addr.1119
  br label %cond1121
exit1123:
  %i1173 = load i64, ptr %s.addr.1119
  %v1174 = icmp slt i64 %i1173, %size.S
  br i1 %v1174, label %tail1175, label %done1176
tail1175:
  %mask1177 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1173, i64 %size.S)
  %v1178 = mul i64 %i350, %size.C
  %v1179 = add i64 %v1178, %i357
  %v1180 = mul i64 %v1179, %size.S
  %v1181 = add i64 %v1180, %i1173
  %p1182 = getelementptr float, ptr %buf.x, i64 %v1181
  %ld1183 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1182, <16 x i1> %mask1177, <16 x float> zeroinitializer)
  %p1184 = getelementptr float, ptr %scratch.base, i64 %i357
  %ld1185 = load float, ptr %p1184, align 4
  %ins1186 = insertelement <16 x float> poison, float %ld1185, i64 0
  %splat1187 = shufflevector <16 x float> %ins1186, <16 x float> poison, <16 x i32> zeroinitializer
  %v1188 = fsub contract <16 x float> %ld1183, %splat1187
  %v1189 = add i64 %size.C, 15
  %v1190 = sdiv i64 %v1189, 16
  %v1191 = srem i64 %v1189, 16
  %v1192 = icmp ne i64 %v1191, 0
  %v1193 = icmp slt i64 %v1191, 0
  %v1194 = icmp slt i64 16, 0
  %v1195 = xor i1 %v1193, %v1194
  %v1196 = and i1 %v1192, %v1195
  %v1197 = zext i1 %v1196 to i64
  %v1198 = sub i64 %v1190, %v1197
  %v1199 = mul i64 %v1198, 16
  %v1200 = add i64 %v1199, %i357
  %p1201 = getelementptr float, ptr %scratch.base, i64 %v1200
  %ld1202 = load float, ptr %p1201, align 4
  %v1203 = fadd contract float %ld1202, 0x3EE4F8B580000000
  %v1204 = call float @llvm.sqrt.f32(float %v1203)
  %v1205 = fdiv float 0x3FF0000000000000, %v1204
  %ins1206 = insertelement <16 x float> poison, float %v1205, i64 0
  %splat1207 = shufflevector <16 x float> %ins1206, <16 x float> poison, <16 x i32> zeroinitializer
  %v1208 = fmul contract <16 x float> %v1188, %splat1207
  %p1209 = getelementptr float, ptr %buf.scale, i64 %i357
  %ld1210 = load float, ptr %p1209, align 4
  %ins1211 = insertelement <16 x float> poison, float %ld1210, i64 0
  %splat1212 = shufflevector <16 x float> %ins1211, <16 x float> poison, <16 x i32> zeroinitializer
  %v1213 = fmul contract <16 x float> %v1208, %splat1212
  %p1214 = getelementptr float, ptr %buf.bias, i64 %i357
  %ld1215 = load float, ptr %p1214, align 4
  %ins1216 = insertelement <16 x float> poison, float %ld1215, i64 0
  %splat1217 = shufflevector <16 x float> %ins1216, <16 x float> poison, <16 x i32> zeroinitializer
  %v1218 = fadd contract <16 x float> %v1213, %splat1217
  %v1219 = mul i64 %i350, %size.C
  %v1220 = add i64 %v1219, %i357
  %v1221 = mul i64 %v1220, %size.S
  %v1222 = add i64 %v1221, %i1173
  %p1223 = getelementptr float, ptr %buf.y, i64 %v1222
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1218, ptr align 4 %p1223, <16 x i1> %mask1177)
  br label %done1176
done1176:
  store i64 %v1118, ptr %s.addr.1224
  %v1225 = sub i64 %size.S, 16
  br label %cond1226
cond1226:
  %i1229 = load i64, ptr %s.addr.1224
  %v1230 = icmp sle i64 %i1229, %v1225
  br i1 %v1230, label %body1227, label %exit1228
body1227:
  %v1231 = mul i64 %i350, %size.C
  %v1232 = add i64 %v1231, %v359
  %v1233 = mul i64 %v1232, %size.S
  %v1234 = add i64 %v1233, %i1229
  %p1235 = getelementptr float, ptr %buf.x, i64 %v1234
  %ld1236 = load <16 x float>, ptr %p1235, align 4
  %p1237 = getelementptr float, ptr %scratch.base, i64 %v359
  %ld1238 = load float, ptr %p1237, align 4
  %ins1239 = insertelement <16 x float> poison, float %ld1238, i64 0
  %splat1240 = shufflevector <16 x float> %ins1239, <16 x float> poison, <16 x i32> zeroinitializer
  %v1241 = fsub contract <16 x float> %ld1236, %splat1240
  %v1242 = add i64 %size.C, 15
  %v1243 = sdiv i64 %v1242, 16
  %v1244 = srem i64 %v1242, 16
  %v1245 = icmp ne i64 %v1244, 0
  %v1246 = icmp slt i64 %v1244, 0
  %v1247 = icmp slt i64 16, 0
  %v1248 = xor i1 %v1246, %v1247
  %v1249 = and i1 %v1245, %v1248
  %v1250 = zext i1 %v1249 to i64
  %v1251 = sub i64 %v1243, %v1250
  %v1252 = mul i64 %v1251, 16
  %v1253 = add i64 %v1252, %v359
  %p1254 = getelementptr float, ptr %scratch.base, i64 %v1253
  %ld1255 = load float, ptr %p1254, align 4
  %v1256 = fadd contract float %ld1255, 0x3EE4F8B580000000
  %v1257 = call float @llvm.sqrt.f32(float %v1256)
  %v1258 = fdiv float 0x3FF0000000000000, %v1257
  %ins1259 = insertelement <16 x float> poison, float %v1258, i64 0
  %splat1260 = shufflevector <16 x float> %ins1259, <16 x float> poison, <16 x i32> zeroinitializer
  %v1261 = fmul contract <16 x float> %v1241, %splat1260
  %p1262 = getelementptr float, ptr %buf.scale, i64 %v359
  %ld1263 = load float, ptr %p1262, align 4
  %ins1264 = insertelement <16 x float> poison, float %ld1263, i64 0
  %splat1265 = shufflevector <16 x float> %ins1264, <16 x float> poison, <16 x i32> zeroinitializer
  %v1266 = fmul contract <16 x float> %v1261, %splat1265
  %p1267 = getelementptr float, ptr %buf.bias, i64 %v359
  %ld1268 = load float, ptr %p1267, align 4
  %ins1269 = insertelement <16 x float> poison, float %ld1268, i64 0
  %splat1270 = shufflevector <16 x float> %ins1269, <16 x float> poison, <16 x i32> zeroinitializer
  %v1271 = fadd contract <16 x float> %v1266, %splat1270
  %v1272 = mul i64 %i350, %size.C
  %v1273 = add i64 %v1272, %v359
  %v1274 = mul i64 %v1273, %size.S
  %v1275 = add i64 %v1274, %i1229
  %p1276 = getelementptr float, ptr %buf.y, i64 %v1275
  store <16 x float> %v1271, ptr %p1276, align 4
  %v1277 = add nsw i64 %i1229, 16
  store i64 %v1277, ptr %s.addr.1224
  br label %cond1226
exit1228:
  %i1278 = load i64, ptr %s.addr.1224
  %v1279 = icmp slt i64 %i1278, %size.S
  br i1 %v1279, label %tail1280, label %done1281
tail1280:
  %mask1282 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1278, i64 %size.S)
  %v1283 = mul i64 %i350, %size.C
  %v1284 = add i64 %v1283, %v359
  %v1285 = mul i64 %v1284, %size.S
  %v1286 = add i64 %v1285, %i1278
  %p1287 = getelementptr float, ptr %buf.x, i64 %v1286
  %ld1288 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1287, <16 x i1> %mask1282, <16 x float> zeroinitializer)
  %p1289 = getelementptr float, ptr %scratch.base, i64 %v359
  %ld1290 = load float, ptr %p1289, align 4
  %ins1291 = insertelement <16 x float> poison, float %ld1290, i64 0
  %splat1292 = shufflevector <16 x float> %ins1291, <16 x float> poison, <16 x i32> zeroinitializer
  %v1293 = fsub contract <16 x float> %ld1288, %splat1292
  %v1294 = add i64 %size.C, 15
  %v1295 = sdiv i64 %v1294, 16
  %v1296 = srem i64 %v1294, 16
  %v1297 = icmp ne i64 %v1296, 0
  %v1298 = icmp slt i64 %v1296, 0
  %v1299 = icmp slt i64 16, 0
  %v1300 = xor i1 %v1298, %v1299
  %v1301 = and i1 %v1297, %v1300
  %v1302 = zext i1 %v1301 to i64
  %v1303 = sub i64 %v1295, %v1302
  %v1304 = mul i64 %v1303, 16
  %v1305 = add i64 %v1304, %v359
  %p1306 = getelementptr float, ptr %scratch.base, i64 %v1305
  %ld1307 = load float, ptr %p1306, align 4
  %v1308 = fadd contract float %ld1307, 0x3EE4F8B580000000
  %v1309 = call float @llvm.sqrt.f32(float %v1308)
  %v1310 = fdiv float 0x3FF0000000000000, %v1309
  %ins1311 = insertelement <16 x float> poison, float %v1310, i64 0
  %splat1312 = shufflevector <16 x float> %ins1311, <16 x float> poison, <16 x i32> zeroinitializer
  %v1313 = fmul contract <16 x float> %v1293, %splat1312
  %p1314 = getelementptr float, ptr %buf.scale, i64 %v359
  %ld1315 = load float, ptr %p1314, align 4
  %ins1316 = insertelement <16 x float> poison, float %ld1315, i64 0
  %splat1317 = shufflevector <16 x float> %ins1316, <16 x float> poison, <16 x i32> zeroinitializer
  %v1318 = fmul contract <16 x float> %v1313, %splat1317
  %p1319 = getelementptr float, ptr %buf.bias, i64 %v359
  %ld1320 = load float, ptr %p1319, align 4
  %ins1321 = insertelement <16 x float> poison, float %ld1320, i64 0
  %splat1322 = shufflevector <16 x float> %ins1321, <16 x float> poison, <16 x i32> zeroinitializer
  %v1323 = fadd contract <16 x float> %v1318, %splat1322
  %v1324 = mul i64 %i350, %size.C
  %v1325 = add i64 %v1324, %v359
  %v1326 = mul i64 %v1325, %size.S
  %v1327 = add i64 %v1326, %i1278
  %p1328 = getelementptr float, ptr %buf.y, i64 %v1327
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1323, ptr align 4 %p1328, <16 x i1> %mask1282)
  br label %done1281
done1281:
  store i64 %v1118, ptr %s.addr.1329
  %v1330 = sub i64 %size.S, 16
  br label %cond1331
cond1331:
  %i1334 = load i64, ptr %s.addr.1329
  %v1335 = icmp sle i64 %i1334, %v1330
  br i1 %v1335, label %body1332, label %exit1333
body1332:
  %v1336 = mul i64 %i350, %size.C
  %v1337 = add i64 %v1336, %v360
  %v1338 = mul i64 %v1337, %size.S
  %v1339 = add i64 %v1338, %i1334
  %p1340 = getelementptr float, ptr %buf.x, i64 %v1339
  %ld1341 = load <16 x float>, ptr %p1340, align 4
  %p1342 = getelementptr float, ptr %scratch.base, i64 %v360
  %ld1343 = load float, ptr %p1342, align 4
  %ins1344 = insertelement <16 x float> poison, float %ld1343, i64 0
  %splat1345 = shufflevector <16 x float> %ins1344, <16 x float> poison, <16 x i32> zeroinitializer
  %v1346 = fsub contract <16 x float> %ld1341, %splat1345
  %v1347 = add i64 %size.C, 15
  %v1348 = sdiv i64 %v1347, 16
  %v1349 = srem i64 %v1347, 16
  %v1350 = icmp ne i64 %v1349, 0
  %v1351 = icmp slt i64 %v1349, 0
  %v1352 = icmp slt i64 16, 0
  %v1353 = xor i1 %v1351, %v1352
  %v1354 = and i1 %v1350, %v1353
  %v1355 = zext i1 %v1354 to i64
  %v1356 = sub i64 %v1348, %v1355
  %v1357 = mul i64 %v1356, 16
  %v1358 = add i64 %v1357, %v360
  %p1359 = getelementptr float, ptr %scratch.base, i64 %v1358
  %ld1360 = load float, ptr %p1359, align 4
  %v1361 = fadd contract float %ld1360, 0x3EE4F8B580000000
  %v1362 = call float @llvm.sqrt.f32(float %v1361)
  %v1363 = fdiv float 0x3FF0000000000000, %v1362
  %ins1364 = insertelement <16 x float> poison, float %v1363, i64 0
  %splat1365 = shufflevector <16 x float> %ins1364, <16 x float> poison, <16 x i32> zeroinitializer
  %v1366 = fmul contract <16 x float> %v1346, %splat1365
  %p1367 = getelementptr float, ptr %buf.scale, i64 %v360
  %ld1368 = load float, ptr %p1367, align 4
  %ins1369 = insertelement <16 x float> poison, float %ld1368, i64 0
  %splat1370 = shufflevector <16 x float> %ins1369, <16 x float> poison, <16 x i32> zeroinitializer
  %v1371 = fmul contract <16 x float> %v1366, %splat1370
  %p1372 = getelementptr float, ptr %buf.bias, i64 %v360
  %ld1373 = load float, ptr %p1372, align 4
  %ins1374 = insertelement <16 x float> poison, float %ld1373, i64 0
  %splat1375 = shufflevector <16 x float> %ins1374, <16 x float> poison, <16 x i32> zeroinitializer
  %v1376 = fadd contract <16 x float> %v1371, %splat1375
  %v1377 = mul i64 %i350, %size.C
  %v1378 = add i64 %v1377, %v360
  %v1379 = mul i64 %v1378, %size.S
  %v1380 = add i64 %v1379, %i1334
  %p1381 = getelementptr float, ptr %buf.y, i64 %v1380
  store <16 x float> %v1376, ptr %p1381, align 4
  %v1382 = add nsw i64 %i1334, 16
  store i64 %v1382, ptr %s.addr.1329
  br label %cond1331
exit1333:
  %i1383 = load i64, ptr %s.addr.1329
  %v1384 = icmp slt i64 %i1383, %size.S
  br i1 %v1384, label %tail1385, label %done1386
tail1385:
  %mask1387 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1383, i64 %size.S)
  %v1388 = mul i64 %i350, %size.C
  %v1389 = add i64 %v1388, %v360
  %v1390 = mul i64 %v1389, %size.S
  %v1391 = add i64 %v1390, %i1383
  %p1392 = getelementptr float, ptr %buf.x, i64 %v1391
  %ld1393 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1392, <16 x i1> %mask1387, <16 x float> zeroinitializer)
  %p1394 = getelementptr float, ptr %scratch.base, i64 %v360
  %ld1395 = load float, ptr %p1394, align 4
  %ins1396 = insertelement <16 x float> poison, float %ld1395, i64 0
  %splat1397 = shufflevector <16 x float> %ins1396, <16 x float> poison, <16 x i32> zeroinitializer
  %v1398 = fsub contract <16 x float> %ld1393, %splat1397
  %v1399 = add i64 %size.C, 15
  %v1400 = sdiv i64 %v1399, 16
  %v1401 = srem i64 %v1399, 16
  %v1402 = icmp ne i64 %v1401, 0
  %v1403 = icmp slt i64 %v1401, 0
  %v1404 = icmp slt i64 16, 0
  %v1405 = xor i1 %v1403, %v1404
  %v1406 = and i1 %v1402, %v1405
  %v1407 = zext i1 %v1406 to i64
  %v1408 = sub i64 %v1400, %v1407
  %v1409 = mul i64 %v1408, 16
  %v1410 = add i64 %v1409, %v360
  %p1411 = getelementptr float, ptr %scratch.base, i64 %v1410
  %ld1412 = load float, ptr %p1411, align 4
  %v1413 = fadd contract float %ld1412, 0x3EE4F8B580000000
  %v1414 = call float @llvm.sqrt.f32(float %v1413)
  %v1415 = fdiv float 0x3FF0000000000000, %v1414
  %ins1416 = insertelement <16 x float> poison, float %v1415, i64 0
  %splat1417 = shufflevector <16 x float> %ins1416, <16 x float> poison, <16 x i32> zeroinitializer
  %v1418 = fmul contract <16 x float> %v1398, %splat1417
  %p1419 = getelementptr float, ptr %buf.scale, i64 %v360
  %ld1420 = load float, ptr %p1419, align 4
  %ins1421 = insertelement <16 x float> poison, float %ld1420, i64 0
  %splat1422 = shufflevector <16 x float> %ins1421, <16 x float> poison, <16 x i32> zeroinitializer
  %v1423 = fmul contract <16 x float> %v1418, %splat1422
  %p1424 = getelementptr float, ptr %buf.bias, i64 %v360
  %ld1425 = load float, ptr %p1424, align 4
  %ins1426 = insertelement <16 x float> poison, float %ld1425, i64 0
  %splat1427 = shufflevector <16 x float> %ins1426, <16 x float> poison, <16 x i32> zeroinitializer
  %v1428 = fadd contract <16 x float> %v1423, %splat1427
  %v1429 = mul i64 %i350, %size.C
  %v1430 = add i64 %v1429, %v360
  %v1431 = mul i64 %v1430, %size.S
  %v1432 = add i64 %v1431, %i1383
  %p1433 = getelementptr float, ptr %buf.y, i64 %v1432
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1428, ptr align 4 %p1433, <16 x i1> %mask1387)
  br label %done1386
done1386:
  store i64 %v1118, ptr %s.addr.1434
  %v1435 = sub i64 %size.S, 16
  br label %cond1436
cond1436:
  %i1439 = load i64, ptr %s.addr.1434
  %v1440 = icmp sle i64 %i1439, %v1435
  br i1 %v1440, label %body1437, label %exit1438
body1437:
  %v1441 = mul i64 %i350, %size.C
  %v1442 = add i64 %v1441, %v361
  %v1443 = mul i64 %v1442, %size.S
  %v1444 = add i64 %v1443, %i1439
  %p1445 = getelementptr float, ptr %buf.x, i64 %v1444
  %ld1446 = load <16 x float>, ptr %p1445, align 4
  %p1447 = getelementptr float, ptr %scratch.base, i64 %v361
  %ld1448 = load float, ptr %p1447, align 4
  %ins1449 = insertelement <16 x float> poison, float %ld1448, i64 0
  %splat1450 = shufflevector <16 x float> %ins1449, <16 x float> poison, <16 x i32> zeroinitializer
  %v1451 = fsub contract <16 x float> %ld1446, %splat1450
  %v1452 = add i64 %size.C, 15
  %v1453 = sdiv i64 %v1452, 16
  %v1454 = srem i64 %v1452, 16
  %v1455 = icmp ne i64 %v1454, 0
  %v1456 = icmp slt i64 %v1454, 0
  %v1457 = icmp slt i64 16, 0
  %v1458 = xor i1 %v1456, %v1457
  %v1459 = and i1 %v1455, %v1458
  %v1460 = zext i1 %v1459 to i64
  %v1461 = sub i64 %v1453, %v1460
  %v1462 = mul i64 %v1461, 16
  %v1463 = add i64 %v1462, %v361
  %p1464 = getelementptr float, ptr %scratch.base, i64 %v1463
  %ld1465 = load float, ptr %p1464, align 4
  %v1466 = fadd contract float %ld1465, 0x3EE4F8B580000000
  %v1467 = call float @llvm.sqrt.f32(float %v1466)
  %v1468 = fdiv float 0x3FF0000000000000, %v1467
  %ins1469 = insertelement <16 x float> poison, float %v1468, i64 0
  %splat1470 = shufflevector <16 x float> %ins1469, <16 x float> poison, <16 x i32> zeroinitializer
  %v1471 = fmul contract <16 x float> %v1451, %splat1470
  %p1472 = getelementptr float, ptr %buf.scale, i64 %v361
  %ld1473 = load float, ptr %p1472, align 4
  %ins1474 = insertelement <16 x float> poison, float %ld1473, i64 0
  %splat1475 = shufflevector <16 x float> %ins1474, <16 x float> poison, <16 x i32> zeroinitializer
  %v1476 = fmul contract <16 x float> %v1471, %splat1475
  %p1477 = getelementptr float, ptr %buf.bias, i64 %v361
  %ld1478 = load float, ptr %p1477, align 4
  %ins1479 = insertelement <16 x float> poison, float %ld1478, i64 0
  %splat1480 = shufflevector <16 x float> %ins1479, <16 x float> poison, <16 x i32> zeroinitializer
  %v1481 = fadd contract <16 x float> %v1476, %splat1480
  %v1482 = mul i64 %i350, %size.C
  %v1483 = add i64 %v1482, %v361
  %v1484 = mul i64 %v1483, %size.S
  %v1485 = add i64 %v1484, %i1439
  %p1486 = getelementptr float, ptr %buf.y, i64 %v1485
  store <16 x float> %v1481, ptr %p1486, align 4
  %v1487 = add nsw i64 %i1439, 16
  store i64 %v1487, ptr %s.addr.1434
  br label %cond1436
exit1438:
  %i1488 = load i64, ptr %s.addr.1434
  %v1489 = icmp slt i64 %i1488, %size.S
  br i1 %v1489, label %tail1490, label %done1491
tail1490:
  %mask1492 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1488, i64 %size.S)
  %v1493 = mul i64 %i350, %size.C
  %v1494 = add i64 %v1493, %v361
  %v1495 = mul i64 %v1494, %size.S
  %v1496 = add i64 %v1495, %i1488
  %p1497 = getelementptr float, ptr %buf.x, i64 %v1496
  %ld1498 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1497, <16 x i1> %mask1492, <16 x float> zeroinitializer)
  %p1499 = getelementptr float, ptr %scratch.base, i64 %v361
  %ld1500 = load float, ptr %p1499, align 4
  %ins1501 = insertelement <16 x float> poison, float %ld1500, i64 0
  %splat1502 = shufflevector <16 x float> %ins1501, <16 x float> poison, <16 x i32> zeroinitializer
  %v1503 = fsub contract <16 x float> %ld1498, %splat1502
  %v1504 = add i64 %size.C, 15
  %v1505 = sdiv i64 %v1504, 16
  %v1506 = srem i64 %v1504, 16
  %v1507 = icmp ne i64 %v1506, 0
  %v1508 = icmp slt i64 %v1506, 0
  %v1509 = icmp slt i64 16, 0
  %v1510 = xor i1 %v1508, %v1509
  %v1511 = and i1 %v1507, %v1510
  %v1512 = zext i1 %v1511 to i64
  %v1513 = sub i64 %v1505, %v1512
  %v1514 = mul i64 %v1513, 16
  %v1515 = add i64 %v1514, %v361
  %p1516 = getelementptr float, ptr %scratch.base, i64 %v1515
  %ld1517 = load float, ptr %p1516, align 4
  %v1518 = fadd contract float %ld1517, 0x3EE4F8B580000000
  %v1519 = call float @llvm.sqrt.f32(float %v1518)
  %v1520 = fdiv float 0x3FF0000000000000, %v1519
  %ins1521 = insertelement <16 x float> poison, float %v1520, i64 0
  %splat1522 = shufflevector <16 x float> %ins1521, <16 x float> poison, <16 x i32> zeroinitializer
  %v1523 = fmul contract <16 x float> %v1503, %splat1522
  %p1524 = getelementptr float, ptr %buf.scale, i64 %v361
  %ld1525 = load float, ptr %p1524, align 4
  %ins1526 = insertelement <16 x float> poison, float %ld1525, i64 0
  %splat1527 = shufflevector <16 x float> %ins1526, <16 x float> poison, <16 x i32> zeroinitializer
  %v1528 = fmul contract <16 x float> %v1523, %splat1527
  %p1529 = getelementptr float, ptr %buf.bias, i64 %v361
  %ld1530 = load float, ptr %p1529, align 4
  %ins1531 = insertelement <16 x float> poison, float %ld1530, i64 0
  %splat1532 = shufflevector <16 x float> %ins1531, <16 x float> poison, <16 x i32> zeroinitializer
  %v1533 = fadd contract <16 x float> %v1528, %splat1532
  %v1534 = mul i64 %i350, %size.C
  %v1535 = add i64 %v1534, %v361
  %v1536 = mul i64 %v1535, %size.S
  %v1537 = add i64 %v1536, %i1488
  %p1538 = getelementptr float, ptr %buf.y, i64 %v1537
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1533, ptr align 4 %p1538, <16 x i1> %mask1492)
  br label %done1491
done1491:
  store i64 %v1118, ptr %s.addr.1539
  %v1540 = sub i64 %size.S, 16
  br label %cond1541
cond1541:
  %i1544 = load i64, ptr %s.addr.1539
  %v1545 = icmp sle i64 %i1544, %v1540
  br i1 %v1545, label %body1542, label %exit1543
body1542:
  %v1546 = mul i64 %i350, %size.C
  %v1547 = add i64 %v1546, %v362
  %v1548 = mul i64 %v1547, %size.S
  %v1549 = add i64 %v1548, %i1544
  %p1550 = getelementptr float, ptr %buf.x, i64 %v1549
  %ld1551 = load <16 x float>, ptr %p1550, align 4
  %p1552 = getelementptr float, ptr %scratch.base, i64 %v362
  %ld1553 = load float, ptr %p1552, align 4
  %ins1554 = insertelement <16 x float> poison, float %ld1553, i64 0
  %splat1555 = shufflevector <16 x float> %ins1554, <16 x float> poison, <16 x i32> zeroinitializer
  %v1556 = fsub contract <16 x float> %ld1551, %splat1555
  %v1557 = add i64 %size.C, 15
  %v1558 = sdiv i64 %v1557, 16
  %v1559 = srem i64 %v1557, 16
  %v1560 = icmp ne i64 %v1559, 0
  %v1561 = icmp slt i64 %v1559, 0
  %v1562 = icmp slt i64 16, 0
  %v1563 = xor i1 %v1561, %v1562
  %v1564 = and i1 %v1560, %v1563
  %v1565 = zext i1 %v1564 to i64
  %v1566 = sub i64 %v1558, %v1565
  %v1567 = mul i64 %v1566, 16
  %v1568 = add i64 %v1567, %v362
  %p1569 = getelementptr float, ptr %scratch.base, i64 %v1568
  %ld1570 = load float, ptr %p1569, align 4
  %v1571 = fadd contract float %ld1570, 0x3EE4F8B580000000
  %v1572 = call float @llvm.sqrt.f32(float %v1571)
  %v1573 = fdiv float 0x3FF0000000000000, %v1572
  %ins1574 = insertelement <16 x float> poison, float %v1573, i64 0
  %splat1575 = shufflevector <16 x float> %ins1574, <16 x float> poison, <16 x i32> zeroinitializer
  %v1576 = fmul contract <16 x float> %v1556, %splat1575
  %p1577 = getelementptr float, ptr %buf.scale, i64 %v362
  %ld1578 = load float, ptr %p1577, align 4
  %ins1579 = insertelement <16 x float> poison, float %ld1578, i64 0
  %splat1580 = shufflevector <16 x float> %ins1579, <16 x float> poison, <16 x i32> zeroinitializer
  %v1581 = fmul contract <16 x float> %v1576, %splat1580
  %p1582 = getelementptr float, ptr %buf.bias, i64 %v362
  %ld1583 = load float, ptr %p1582, align 4
  %ins1584 = insertelement <16 x float> poison, float %ld1583, i64 0
  %splat1585 = shufflevector <16 x float> %ins1584, <16 x float> poison, <16 x i32> zeroinitializer
  %v1586 = fadd contract <16 x float> %v1581, %splat1585
  %v1587 = mul i64 %i350, %size.C
  %v1588 = add i64 %v1587, %v362
  %v1589 = mul i64 %v1588, %size.S
  %v1590 = add i64 %v1589, %i1544
  %p1591 = getelementptr float, ptr %buf.y, i64 %v1590
  store <16 x float> %v1586, ptr %p1591, align 4
  %v1592 = add nsw i64 %i1544, 16
  store i64 %v1592, ptr %s.addr.1539
  br label %cond1541
exit1543:
  %i1593 = load i64, ptr %s.addr.1539
  %v1594 = icmp slt i64 %i1593, %size.S
  br i1 %v1594, label %tail1595, label %done1596
tail1595:
  %mask1597 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1593, i64 %size.S)
  %v1598 = mul i64 %i350, %size.C
  %v1599 = add i64 %v1598, %v362
  %v1600 = mul i64 %v1599, %size.S
  %v1601 = add i64 %v1600, %i1593
  %p1602 = getelementptr float, ptr %buf.x, i64 %v1601
  %ld1603 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1602, <16 x i1> %mask1597, <16 x float> zeroinitializer)
  %p1604 = getelementptr float, ptr %scratch.base, i64 %v362
  %ld1605 = load float, ptr %p1604, align 4
  %ins1606 = insertelement <16 x float> poison, float %ld1605, i64 0
  %splat1607 = shufflevector <16 x float> %ins1606, <16 x float> poison, <16 x i32> zeroinitializer
  %v1608 = fsub contract <16 x float> %ld1603, %splat1607
  %v1609 = add i64 %size.C, 15
  %v1610 = sdiv i64 %v1609, 16
  %v1611 = srem i64 %v1609, 16
  %v1612 = icmp ne i64 %v1611, 0
  %v1613 = icmp slt i64 %v1611, 0
  %v1614 = icmp slt i64 16, 0
  %v1615 = xor i1 %v1613, %v1614
  %v1616 = and i1 %v1612, %v1615
  %v1617 = zext i1 %v1616 to i64
  %v1618 = sub i64 %v1610, %v1617
  %v1619 = mul i64 %v1618, 16
  %v1620 = add i64 %v1619, %v362
  %p1621 = getelementptr float, ptr %scratch.base, i64 %v1620
  %ld1622 = load float, ptr %p1621, align 4
  %v1623 = fadd contract float %ld1622, 0x3EE4F8B580000000
  %v1624 = call float @llvm.sqrt.f32(float %v1623)
  %v1625 = fdiv float 0x3FF0000000000000, %v1624
  %ins1626 = insertelement <16 x float> poison, float %v1625, i64 0
  %splat1627 = shufflevector <16 x float> %ins1626, <16 x float> poison, <16 x i32> zeroinitializer
  %v1628 = fmul contract <16 x float> %v1608, %splat1627
  %p1629 = getelementptr float, ptr %buf.scale, i64 %v362
  %ld1630 = load float, ptr %p1629, align 4
  %ins1631 = insertelement <16 x float> poison, float %ld1630, i64 0
  %splat1632 = shufflevector <16 x float> %ins1631, <16 x float> poison, <16 x i32> zeroinitializer
  %v1633 = fmul contract <16 x float> %v1628, %splat1632
  %p1634 = getelementptr float, ptr %buf.bias, i64 %v362
  %ld1635 = load float, ptr %p1634, align 4
  %ins1636 = insertelement <16 x float> poison, float %ld1635, i64 0
  %splat1637 = shufflevector <16 x float> %ins1636, <16 x float> poison, <16 x i32> zeroinitializer
  %v1638 = fadd contract <16 x float> %v1633, %splat1637
  %v1639 = mul i64 %i350, %size.C
  %v1640 = add i64 %v1639, %v362
  %v1641 = mul i64 %v1640, %size.S
  %v1642 = add i64 %v1641, %i1593
  %p1643 = getelementptr float, ptr %buf.y, i64 %v1642
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1638, ptr align 4 %p1643, <16 x i1> %mask1597)
  br label %done1596
done1596:
  store i64 %v1118, ptr %s.addr.1644
  %v1645 = sub i64 %size.S, 16
  br label %cond1646
cond1646:
  %i1649 = load i64, ptr %s.addr.1644
  %v1650 = icmp sle i64 %i1649, %v1645
  br i1 %v1650, label %body1647, label %exit1648
body1647:
  %v1651 = mul i64 %i350, %size.C
  %v1652 = add i64 %v1651, %v363
  %v1653 = mul i64 %v1652, %size.S
  %v1654 = add i64 %v1653, %i1649
  %p1655 = getelementptr float, ptr %buf.x, i64 %v1654
  %ld1656 = load <16 x float>, ptr %p1655, align 4
  %p1657 = getelementptr float, ptr %scratch.base, i64 %v363
  %ld1658 = load float, ptr %p1657, align 4
  %ins1659 = insertelement <16 x float> poison, float %ld1658, i64 0
  %splat1660 = shufflevector <16 x float> %ins1659, <16 x float> poison, <16 x i32> zeroinitializer
  %v1661 = fsub contract <16 x float> %ld1656, %splat1660
  %v1662 = add i64 %size.C, 15
  %v1663 = sdiv i64 %v1662, 16
  %v1664 = srem i64 %v1662, 16
  %v1665 = icmp ne i64 %v1664, 0
  %v1666 = icmp slt i64 %v1664, 0
  %v1667 = icmp slt i64 16, 0
  %v1668 = xor i1 %v1666, %v1667
  %v1669 = and i1 %v1665, %v1668
  %v1670 = zext i1 %v1669 to i64
  %v1671 = sub i64 %v1663, %v1670
  %v1672 = mul i64 %v1671, 16
  %v1673 = add i64 %v1672, %v363
  %p1674 = getelementptr float, ptr %scratch.base, i64 %v1673
  %ld1675 = load float, ptr %p1674, align 4
  %v1676 = fadd contract float %ld1675, 0x3EE4F8B580000000
  %v1677 = call float @llvm.sqrt.f32(float %v1676)
  %v1678 = fdiv float 0x3FF0000000000000, %v1677
  %ins1679 = insertelement <16 x float> poison, float %v1678, i64 0
  %splat1680 = shufflevector <16 x float> %ins1679, <16 x float> poison, <16 x i32> zeroinitializer
  %v1681 = fmul contract <16 x float> %v1661, %splat1680
  %p1682 = getelementptr float, ptr %buf.scale, i64 %v363
  %ld1683 = load float, ptr %p1682, align 4
  %ins1684 = insertelement <16 x float> poison, float %ld1683, i64 0
  %splat1685 = shufflevector <16 x float> %ins1684, <16 x float> poison, <16 x i32> zeroinitializer
  %v1686 = fmul contract <16 x float> %v1681, %splat1685
  %p1687 = getelementptr float, ptr %buf.bias, i64 %v363
  %ld1688 = load float, ptr %p1687, align 4
  %ins1689 = insertelement <16 x float> poison, float %ld1688, i64 0
  %splat1690 = shufflevector <16 x float> %ins1689, <16 x float> poison, <16 x i32> zeroinitializer
  %v1691 = fadd contract <16 x float> %v1686, %splat1690
  %v1692 = mul i64 %i350, %size.C
  %v1693 = add i64 %v1692, %v363
  %v1694 = mul i64 %v1693, %size.S
  %v1695 = add i64 %v1694, %i1649
  %p1696 = getelementptr float, ptr %buf.y, i64 %v1695
  store <16 x float> %v1691, ptr %p1696, align 4
  %v1697 = add nsw i64 %i1649, 16
  store i64 %v1697, ptr %s.addr.1644
  br label %cond1646
exit1648:
  %i1698 = load i64, ptr %s.addr.1644
  %v1699 = icmp slt i64 %i1698, %size.S
  br i1 %v1699, label %tail1700, label %done1701
tail1700:
  %mask1702 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1698, i64 %size.S)
  %v1703 = mul i64 %i350, %size.C
  %v1704 = add i64 %v1703, %v363
  %v1705 = mul i64 %v1704, %size.S
  %v1706 = add i64 %v1705, %i1698
  %p1707 = getelementptr float, ptr %buf.x, i64 %v1706
  %ld1708 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1707, <16 x i1> %mask1702, <16 x float> zeroinitializer)
  %p1709 = getelementptr float, ptr %scratch.base, i64 %v363
  %ld1710 = load float, ptr %p1709, align 4
  %ins1711 = insertelement <16 x float> poison, float %ld1710, i64 0
  %splat1712 = shufflevector <16 x float> %ins1711, <16 x float> poison, <16 x i32> zeroinitializer
  %v1713 = fsub contract <16 x float> %ld1708, %splat1712
  %v1714 = add i64 %size.C, 15
  %v1715 = sdiv i64 %v1714, 16
  %v1716 = srem i64 %v1714, 16
  %v1717 = icmp ne i64 %v1716, 0
  %v1718 = icmp slt i64 %v1716, 0
  %v1719 = icmp slt i64 16, 0
  %v1720 = xor i1 %v1718, %v1719
  %v1721 = and i1 %v1717, %v1720
  %v1722 = zext i1 %v1721 to i64
  %v1723 = sub i64 %v1715, %v1722
  %v1724 = mul i64 %v1723, 16
  %v1725 = add i64 %v1724, %v363
  %p1726 = getelementptr float, ptr %scratch.base, i64 %v1725
  %ld1727 = load float, ptr %p1726, align 4
  %v1728 = fadd contract float %ld1727, 0x3EE4F8B580000000
  %v1729 = call float @llvm.sqrt.f32(float %v1728)
  %v1730 = fdiv float 0x3FF0000000000000, %v1729
  %ins1731 = insertelement <16 x float> poison, float %v1730, i64 0
  %splat1732 = shufflevector <16 x float> %ins1731, <16 x float> poison, <16 x i32> zeroinitializer
  %v1733 = fmul contract <16 x float> %v1713, %splat1732
  %p1734 = getelementptr float, ptr %buf.scale, i64 %v363
  %ld1735 = load float, ptr %p1734, align 4
  %ins1736 = insertelement <16 x float> poison, float %ld1735, i64 0
  %splat1737 = shufflevector <16 x float> %ins1736, <16 x float> poison, <16 x i32> zeroinitializer
  %v1738 = fmul contract <16 x float> %v1733, %splat1737
  %p1739 = getelementptr float, ptr %buf.bias, i64 %v363
  %ld1740 = load float, ptr %p1739, align 4
  %ins1741 = insertelement <16 x float> poison, float %ld1740, i64 0
  %splat1742 = shufflevector <16 x float> %ins1741, <16 x float> poison, <16 x i32> zeroinitializer
  %v1743 = fadd contract <16 x float> %v1738, %splat1742
  %v1744 = mul i64 %i350, %size.C
  %v1745 = add i64 %v1744, %v363
  %v1746 = mul i64 %v1745, %size.S
  %v1747 = add i64 %v1746, %i1698
  %p1748 = getelementptr float, ptr %buf.y, i64 %v1747
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1743, ptr align 4 %p1748, <16 x i1> %mask1702)
  br label %done1701
done1701:
  store i64 %v1118, ptr %s.addr.1749
  %v1750 = sub i64 %size.S, 16
  br label %cond1751
cond1751:
  %i1754 = load i64, ptr %s.addr.1749
  %v1755 = icmp sle i64 %i1754, %v1750
  br i1 %v1755, label %body1752, label %exit1753
body1752:
  %v1756 = mul i64 %i350, %size.C
  %v1757 = add i64 %v1756, %v364
  %v1758 = mul i64 %v1757, %size.S
  %v1759 = add i64 %v1758, %i1754
  %p1760 = getelementptr float, ptr %buf.x, i64 %v1759
  %ld1761 = load <16 x float>, ptr %p1760, align 4
  %p1762 = getelementptr float, ptr %scratch.base, i64 %v364
  %ld1763 = load float, ptr %p1762, align 4
  %ins1764 = insertelement <16 x float> poison, float %ld1763, i64 0
  %splat1765 = shufflevector <16 x float> %ins1764, <16 x float> poison, <16 x i32> zeroinitializer
  %v1766 = fsub contract <16 x float> %ld1761, %splat1765
  %v1767 = add i64 %size.C, 15
  %v1768 = sdiv i64 %v1767, 16
  %v1769 = srem i64 %v1767, 16
  %v1770 = icmp ne i64 %v1769, 0
  %v1771 = icmp slt i64 %v1769, 0
  %v1772 = icmp slt i64 16, 0
  %v1773 = xor i1 %v1771, %v1772
  %v1774 = and i1 %v1770, %v1773
  %v1775 = zext i1 %v1774 to i64
  %v1776 = sub i64 %v1768, %v1775
  %v1777 = mul i64 %v1776, 16
  %v1778 = add i64 %v1777, %v364
  %p1779 = getelementptr float, ptr %scratch.base, i64 %v1778
  %ld1780 = load float, ptr %p1779, align 4
  %v1781 = fadd contract float %ld1780, 0x3EE4F8B580000000
  %v1782 = call float @llvm.sqrt.f32(float %v1781)
  %v1783 = fdiv float 0x3FF0000000000000, %v1782
  %ins1784 = insertelement <16 x float> poison, float %v1783, i64 0
  %splat1785 = shufflevector <16 x float> %ins1784, <16 x float> poison, <16 x i32> zeroinitializer
  %v1786 = fmul contract <16 x float> %v1766, %splat1785
  %p1787 = getelementptr float, ptr %buf.scale, i64 %v364
  %ld1788 = load float, ptr %p1787, align 4
  %ins1789 = insertelement <16 x float> poison, float %ld1788, i64 0
  %splat1790 = shufflevector <16 x float> %ins1789, <16 x float> poison, <16 x i32> zeroinitializer
  %v1791 = fmul contract <16 x float> %v1786, %splat1790
  %p1792 = getelementptr float, ptr %buf.bias, i64 %v364
  %ld1793 = load float, ptr %p1792, align 4
  %ins1794 = insertelement <16 x float> poison, float %ld1793, i64 0
  %splat1795 = shufflevector <16 x float> %ins1794, <16 x float> poison, <16 x i32> zeroinitializer
  %v1796 = fadd contract <16 x float> %v1791, %splat1795
  %v1797 = mul i64 %i350, %size.C
  %v1798 = add i64 %v1797, %v364
  %v1799 = mul i64 %v1798, %size.S
  %v1800 = add i64 %v1799, %i1754
  %p1801 = getelementptr float, ptr %buf.y, i64 %v1800
  store <16 x float> %v1796, ptr %p1801, align 4
  %v1802 = add nsw i64 %i1754, 16
  store i64 %v1802, ptr %s.addr.1749
  br label %cond1751
exit1753:
  %i1803 = load i64, ptr %s.addr.1749
  %v1804 = icmp slt i64 %i1803, %size.S
  br i1 %v1804, label %tail1805, label %done1806
tail1805:
  %mask1807 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1803, i64 %size.S)
  %v1808 = mul i64 %i350, %size.C
  %v1809 = add i64 %v1808, %v364
  %v1810 = mul i64 %v1809, %size.S
  %v1811 = add i64 %v1810, %i1803
  %p1812 = getelementptr float, ptr %buf.x, i64 %v1811
  %ld1813 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1812, <16 x i1> %mask1807, <16 x float> zeroinitializer)
  %p1814 = getelementptr float, ptr %scratch.base, i64 %v364
  %ld1815 = load float, ptr %p1814, align 4
  %ins1816 = insertelement <16 x float> poison, float %ld1815, i64 0
  %splat1817 = shufflevector <16 x float> %ins1816, <16 x float> poison, <16 x i32> zeroinitializer
  %v1818 = fsub contract <16 x float> %ld1813, %splat1817
  %v1819 = add i64 %size.C, 15
  %v1820 = sdiv i64 %v1819, 16
  %v1821 = srem i64 %v1819, 16
  %v1822 = icmp ne i64 %v1821, 0
  %v1823 = icmp slt i64 %v1821, 0
  %v1824 = icmp slt i64 16, 0
  %v1825 = xor i1 %v1823, %v1824
  %v1826 = and i1 %v1822, %v1825
  %v1827 = zext i1 %v1826 to i64
  %v1828 = sub i64 %v1820, %v1827
  %v1829 = mul i64 %v1828, 16
  %v1830 = add i64 %v1829, %v364
  %p1831 = getelementptr float, ptr %scratch.base, i64 %v1830
  %ld1832 = load float, ptr %p1831, align 4
  %v1833 = fadd contract float %ld1832, 0x3EE4F8B580000000
  %v1834 = call float @llvm.sqrt.f32(float %v1833)
  %v1835 = fdiv float 0x3FF0000000000000, %v1834
  %ins1836 = insertelement <16 x float> poison, float %v1835, i64 0
  %splat1837 = shufflevector <16 x float> %ins1836, <16 x float> poison, <16 x i32> zeroinitializer
  %v1838 = fmul contract <16 x float> %v1818, %splat1837
  %p1839 = getelementptr float, ptr %buf.scale, i64 %v364
  %ld1840 = load float, ptr %p1839, align 4
  %ins1841 = insertelement <16 x float> poison, float %ld1840, i64 0
  %splat1842 = shufflevector <16 x float> %ins1841, <16 x float> poison, <16 x i32> zeroinitializer
  %v1843 = fmul contract <16 x float> %v1838, %splat1842
  %p1844 = getelementptr float, ptr %buf.bias, i64 %v364
  %ld1845 = load float, ptr %p1844, align 4
  %ins1846 = insertelement <16 x float> poison, float %ld1845, i64 0
  %splat1847 = shufflevector <16 x float> %ins1846, <16 x float> poison, <16 x i32> zeroinitializer
  %v1848 = fadd contract <16 x float> %v1843, %splat1847
  %v1849 = mul i64 %i350, %size.C
  %v1850 = add i64 %v1849, %v364
  %v1851 = mul i64 %v1850, %size.S
  %v1852 = add i64 %v1851, %i1803
  %p1853 = getelementptr float, ptr %buf.y, i64 %v1852
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1848, ptr align 4 %p1853, <16 x i1> %mask1807)
  br label %done1806
done1806:
  store i64 %v1118, ptr %s.addr.1854
  %v1855 = sub i64 %size.S, 16
  br label %cond1856
cond1856:
  %i1859 = load i64, ptr %s.addr.1854
  %v1860 = icmp sle i64 %i1859, %v1855
  br i1 %v1860, label %body1857, label %exit1858
body1857:
  %v1861 = mul i64 %i350, %size.C
  %v1862 = add i64 %v1861, %v365
  %v1863 = mul i64 %v1862, %size.S
  %v1864 = add i64 %v1863, %i1859
  %p1865 = getelementptr float, ptr %buf.x, i64 %v1864
  %ld1866 = load <16 x float>, ptr %p1865, align 4
  %p1867 = getelementptr float, ptr %scratch.base, i64 %v365
  %ld1868 = load float, ptr %p1867, align 4
  %ins1869 = insertelement <16 x float> poison, float %ld1868, i64 0
  %splat1870 = shufflevector <16 x float> %ins1869, <16 x float> poison, <16 x i32> zeroinitializer
  %v1871 = fsub contract <16 x float> %ld1866, %splat1870
  %v1872 = add i64 %size.C, 15
  %v1873 = sdiv i64 %v1872, 16
  %v1874 = srem i64 %v1872, 16
  %v1875 = icmp ne i64 %v1874, 0
  %v1876 = icmp slt i64 %v1874, 0
  %v1877 = icmp slt i64 16, 0
  %v1878 = xor i1 %v1876, %v1877
  %v1879 = and i1 %v1875, %v1878
  %v1880 = zext i1 %v1879 to i64
  %v1881 = sub i64 %v1873, %v1880
  %v1882 = mul i64 %v1881, 16
  %v1883 = add i64 %v1882, %v365
  %p1884 = getelementptr float, ptr %scratch.base, i64 %v1883
  %ld1885 = load float, ptr %p1884, align 4
  %v1886 = fadd contract float %ld1885, 0x3EE4F8B580000000
  %v1887 = call float @llvm.sqrt.f32(float %v1886)
  %v1888 = fdiv float 0x3FF0000000000000, %v1887
  %ins1889 = insertelement <16 x float> poison, float %v1888, i64 0
  %splat1890 = shufflevector <16 x float> %ins1889, <16 x float> poison, <16 x i32> zeroinitializer
  %v1891 = fmul contract <16 x float> %v1871, %splat1890
  %p1892 = getelementptr float, ptr %buf.scale, i64 %v365
  %ld1893 = load float, ptr %p1892, align 4
  %ins1894 = insertelement <16 x float> poison, float %ld1893, i64 0
  %splat1895 = shufflevector <16 x float> %ins1894, <16 x float> poison, <16 x i32> zeroinitializer
  %v1896 = fmul contract <16 x float> %v1891, %splat1895
  %p1897 = getelementptr float, ptr %buf.bias, i64 %v365
  %ld1898 = load float, ptr %p1897, align 4
  %ins1899 = insertelement <16 x float> poison, float %ld1898, i64 0
  %splat1900 = shufflevector <16 x float> %ins1899, <16 x float> poison, <16 x i32> zeroinitializer
  %v1901 = fadd contract <16 x float> %v1896, %splat1900
  %v1902 = mul i64 %i350, %size.C
  %v1903 = add i64 %v1902, %v365
  %v1904 = mul i64 %v1903, %size.S
  %v1905 = add i64 %v1904, %i1859
  %p1906 = getelementptr float, ptr %buf.y, i64 %v1905
  store <16 x float> %v1901, ptr %p1906, align 4
  %v1907 = add nsw i64 %i1859, 16
  store i64 %v1907, ptr %s.addr.1854
  br label %cond1856
exit1858:
  %i1908 = load i64, ptr %s.addr.1854
  %v1909 = icmp slt i64 %i1908, %size.S
  br i1 %v1909, label %tail1910, label %done1911
tail1910:
  %mask1912 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1908, i64 %size.S)
  %v1913 = mul i64 %i350, %size.C
  %v1914 = add i64 %v1913, %v365
  %v1915 = mul i64 %v1914, %size.S
  %v1916 = add i64 %v1915, %i1908
  %p1917 = getelementptr float, ptr %buf.x, i64 %v1916
  %ld1918 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1917, <16 x i1> %mask1912, <16 x float> zeroinitializer)
  %p1919 = getelementptr float, ptr %scratch.base, i64 %v365
  %ld1920 = load float, ptr %p1919, align 4
  %ins1921 = insertelement <16 x float> poison, float %ld1920, i64 0
  %splat1922 = shufflevector <16 x float> %ins1921, <16 x float> poison, <16 x i32> zeroinitializer
  %v1923 = fsub contract <16 x float> %ld1918, %splat1922
  %v1924 = add i64 %size.C, 15
  %v1925 = sdiv i64 %v1924, 16
  %v1926 = srem i64 %v1924, 16
  %v1927 = icmp ne i64 %v1926, 0
  %v1928 = icmp slt i64 %v1926, 0
  %v1929 = icmp slt i64 16, 0
  %v1930 = xor i1 %v1928, %v1929
  %v1931 = and i1 %v1927, %v1930
  %v1932 = zext i1 %v1931 to i64
  %v1933 = sub i64 %v1925, %v1932
  %v1934 = mul i64 %v1933, 16
  %v1935 = add i64 %v1934, %v365
  %p1936 = getelementptr float, ptr %scratch.base, i64 %v1935
  %ld1937 = load float, ptr %p1936, align 4
  %v1938 = fadd contract float %ld1937, 0x3EE4F8B580000000
  %v1939 = call float @llvm.sqrt.f32(float %v1938)
  %v1940 = fdiv float 0x3FF0000000000000, %v1939
  %ins1941 = insertelement <16 x float> poison, float %v1940, i64 0
  %splat1942 = shufflevector <16 x float> %ins1941, <16 x float> poison, <16 x i32> zeroinitializer
  %v1943 = fmul contract <16 x float> %v1923, %splat1942
  %p1944 = getelementptr float, ptr %buf.scale, i64 %v365
  %ld1945 = load float, ptr %p1944, align 4
  %ins1946 = insertelement <16 x float> poison, float %ld1945, i64 0
  %splat1947 = shufflevector <16 x float> %ins1946, <16 x float> poison, <16 x i32> zeroinitializer
  %v1948 = fmul contract <16 x float> %v1943, %splat1947
  %p1949 = getelementptr float, ptr %buf.bias, i64 %v365
  %ld1950 = load float, ptr %p1949, align 4
  %ins1951 = insertelement <16 x float> poison, float %ld1950, i64 0
  %splat1952 = shufflevector <16 x float> %ins1951, <16 x float> poison, <16 x i32> zeroinitializer
  %v1953 = fadd contract <16 x float> %v1948, %splat1952
  %v1954 = mul i64 %i350, %size.C
  %v1955 = add i64 %v1954, %v365
  %v1956 = mul i64 %v1955, %size.S
  %v1957 = add i64 %v1956, %i1908
  %p1958 = getelementptr float, ptr %buf.y, i64 %v1957
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1953, ptr align 4 %p1958, <16 x i1> %mask1912)
  br label %done1911
done1911:
  store i64 %v1118, ptr %s.addr.1959
  %v1960 = sub i64 %size.S, 16
  br label %cond1961
cond1961:
  %i1964 = load i64, ptr %s.addr.1959
  %v1965 = icmp sle i64 %i1964, %v1960
  br i1 %v1965, label %body1962, label %exit1963
body1962:
  %v1966 = mul i64 %i350, %size.C
  %v1967 = add i64 %v1966, %v366
  %v1968 = mul i64 %v1967, %size.S
  %v1969 = add i64 %v1968, %i1964
  %p1970 = getelementptr float, ptr %buf.x, i64 %v1969
  %ld1971 = load <16 x float>, ptr %p1970, align 4
  %p1972 = getelementptr float, ptr %scratch.base, i64 %v366
  %ld1973 = load float, ptr %p1972, align 4
  %ins1974 = insertelement <16 x float> poison, float %ld1973, i64 0
  %splat1975 = shufflevector <16 x float> %ins1974, <16 x float> poison, <16 x i32> zeroinitializer
  %v1976 = fsub contract <16 x float> %ld1971, %splat1975
  %v1977 = add i64 %size.C, 15
  %v1978 = sdiv i64 %v1977, 16
  %v1979 = srem i64 %v1977, 16
  %v1980 = icmp ne i64 %v1979, 0
  %v1981 = icmp slt i64 %v1979, 0
  %v1982 = icmp slt i64 16, 0
  %v1983 = xor i1 %v1981, %v1982
  %v1984 = and i1 %v1980, %v1983
  %v1985 = zext i1 %v1984 to i64
  %v1986 = sub i64 %v1978, %v1985
  %v1987 = mul i64 %v1986, 16
  %v1988 = add i64 %v1987, %v366
  %p1989 = getelementptr float, ptr %scratch.base, i64 %v1988
  %ld1990 = load float, ptr %p1989, align 4
  %v1991 = fadd contract float %ld1990, 0x3EE4F8B580000000
  %v1992 = call float @llvm.sqrt.f32(float %v1991)
  %v1993 = fdiv float 0x3FF0000000000000, %v1992
  %ins1994 = insertelement <16 x float> poison, float %v1993, i64 0
  %splat1995 = shufflevector <16 x float> %ins1994, <16 x float> poison, <16 x i32> zeroinitializer
  %v1996 = fmul contract <16 x float> %v1976, %splat1995
  %p1997 = getelementptr float, ptr %buf.scale, i64 %v366
  %ld1998 = load float, ptr %p1997, align 4
  %ins1999 = insertelement <16 x float> poison, float %ld1998, i64 0
  %splat2000 = shufflevector <16 x float> %ins1999, <16 x float> poison, <16 x i32> zeroinitializer
  %v2001 = fmul contract <16 x float> %v1996, %splat2000
  %p2002 = getelementptr float, ptr %buf.bias, i64 %v366
  %ld2003 = load float, ptr %p2002, align 4
  %ins2004 = insertelement <16 x float> poison, float %ld2003, i64 0
  %splat2005 = shufflevector <16 x float> %ins2004, <16 x float> poison, <16 x i32> zeroinitializer
  %v2006 = fadd contract <16 x float> %v2001, %splat2005
  %v2007 = mul i64 %i350, %size.C
  %v2008 = add i64 %v2007, %v366
  %v2009 = mul i64 %v2008, %size.S
  %v2010 = add i64 %v2009, %i1964
  %p2011 = getelementptr float, ptr %buf.y, i64 %v2010
  store <16 x float> %v2006, ptr %p2011, align 4
  %v2012 = add nsw i64 %i1964, 16
  store i64 %v2012, ptr %s.addr.1959
  br label %cond1961
exit1963:
  %i2013 = load i64, ptr %s.addr.1959
  %v2014 = icmp slt i64 %i2013, %size.S
  br i1 %v2014, label %tail2015, label %done2016
tail2015:
  %mask2017 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2013, i64 %size.S)
  %v2018 = mul i64 %i350, %size.C
  %v2019 = add i64 %v2018, %v366
  %v2020 = mul i64 %v2019, %size.S
  %v2021 = add i64 %v2020, %i2013
  %p2022 = getelementptr float, ptr %buf.x, i64 %v2021
  %ld2023 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2022, <16 x i1> %mask2017, <16 x float> zeroinitializer)
  %p2024 = getelementptr float, ptr %scratch.base, i64 %v366
  %ld2025 = load float, ptr %p2024, align 4
  %ins2026 = insertelement <16 x float> poison, float %ld2025, i64 0
  %splat2027 = shufflevector <16 x float> %ins2026, <16 x float> poison, <16 x i32> zeroinitializer
  %v2028 = fsub contract <16 x float> %ld2023, %splat2027
  %v2029 = add i64 %size.C, 15
  %v2030 = sdiv i64 %v2029, 16
  %v2031 = srem i64 %v2029, 16
  %v2032 = icmp ne i64 %v2031, 0
  %v2033 = icmp slt i64 %v2031, 0
  %v2034 = icmp slt i64 16, 0
  %v2035 = xor i1 %v2033, %v2034
  %v2036 = and i1 %v2032, %v2035
  %v2037 = zext i1 %v2036 to i64
  %v2038 = sub i64 %v2030, %v2037
  %v2039 = mul i64 %v2038, 16
  %v2040 = add i64 %v2039, %v366
  %p2041 = getelementptr float, ptr %scratch.base, i64 %v2040
  %ld2042 = load float, ptr %p2041, align 4
  %v2043 = fadd contract float %ld2042, 0x3EE4F8B580000000
  %v2044 = call float @llvm.sqrt.f32(float %v2043)
  %v2045 = fdiv float 0x3FF0000000000000, %v2044
  %ins2046 = insertelement <16 x float> poison, float %v2045, i64 0
  %splat2047 = shufflevector <16 x float> %ins2046, <16 x float> poison, <16 x i32> zeroinitializer
  %v2048 = fmul contract <16 x float> %v2028, %splat2047
  %p2049 = getelementptr float, ptr %buf.scale, i64 %v366
  %ld2050 = load float, ptr %p2049, align 4
  %ins2051 = insertelement <16 x float> poison, float %ld2050, i64 0
  %splat2052 = shufflevector <16 x float> %ins2051, <16 x float> poison, <16 x i32> zeroinitializer
  %v2053 = fmul contract <16 x float> %v2048, %splat2052
  %p2054 = getelementptr float, ptr %buf.bias, i64 %v366
  %ld2055 = load float, ptr %p2054, align 4
  %ins2056 = insertelement <16 x float> poison, float %ld2055, i64 0
  %splat2057 = shufflevector <16 x float> %ins2056, <16 x float> poison, <16 x i32> zeroinitializer
  %v2058 = fadd contract <16 x float> %v2053, %splat2057
  %v2059 = mul i64 %i350, %size.C
  %v2060 = add i64 %v2059, %v366
  %v2061 = mul i64 %v2060, %size.S
  %v2062 = add i64 %v2061, %i2013
  %p2063 = getelementptr float, ptr %buf.y, i64 %v2062
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2058, ptr align 4 %p2063, <16 x i1> %mask2017)
  br label %done2016
done2016:
  store i64 %v1118, ptr %s.addr.2064
  %v2065 = sub i64 %size.S, 16
  br label %cond2066
cond2066:
  %i2069 = load i64, ptr %s.addr.2064
  %v2070 = icmp sle i64 %i2069, %v2065
  br i1 %v2070, label %body2067, label %exit2068
body2067:
  %v2071 = mul i64 %i350, %size.C
  %v2072 = add i64 %v2071, %v367
  %v2073 = mul i64 %v2072, %size.S
  %v2074 = add i64 %v2073, %i2069
  %p2075 = getelementptr float, ptr %buf.x, i64 %v2074
  %ld2076 = load <16 x float>, ptr %p2075, align 4
  %p2077 = getelementptr float, ptr %scratch.base, i64 %v367
  %ld2078 = load float, ptr %p2077, align 4
  %ins2079 = insertelement <16 x float> poison, float %ld2078, i64 0
  %splat2080 = shufflevector <16 x float> %ins2079, <16 x float> poison, <16 x i32> zeroinitializer
  %v2081 = fsub contract <16 x float> %ld2076, %splat2080
  %v2082 = add i64 %size.C, 15
  %v2083 = sdiv i64 %v2082, 16
  %v2084 = srem i64 %v2082, 16
  %v2085 = icmp ne i64 %v2084, 0
  %v2086 = icmp slt i64 %v2084, 0
  %v2087 = icmp slt i64 16, 0
  %v2088 = xor i1 %v2086, %v2087
  %v2089 = and i1 %v2085, %v2088
  %v2090 = zext i1 %v2089 to i64
  %v2091 = sub i64 %v2083, %v2090
  %v2092 = mul i64 %v2091, 16
  %v2093 = add i64 %v2092, %v367
  %p2094 = getelementptr float, ptr %scratch.base, i64 %v2093
  %ld2095 = load float, ptr %p2094, align 4
  %v2096 = fadd contract float %ld2095, 0x3EE4F8B580000000
  %v2097 = call float @llvm.sqrt.f32(float %v2096)
  %v2098 = fdiv float 0x3FF0000000000000, %v2097
  %ins2099 = insertelement <16 x float> poison, float %v2098, i64 0
  %splat2100 = shufflevector <16 x float> %ins2099, <16 x float> poison, <16 x i32> zeroinitializer
  %v2101 = fmul contract <16 x float> %v2081, %splat2100
  %p2102 = getelementptr float, ptr %buf.scale, i64 %v367
  %ld2103 = load float, ptr %p2102, align 4
  %ins2104 = insertelement <16 x float> poison, float %ld2103, i64 0
  %splat2105 = shufflevector <16 x float> %ins2104, <16 x float> poison, <16 x i32> zeroinitializer
  %v2106 = fmul contract <16 x float> %v2101, %splat2105
  %p2107 = getelementptr float, ptr %buf.bias, i64 %v367
  %ld2108 = load float, ptr %p2107, align 4
  %ins2109 = insertelement <16 x float> poison, float %ld2108, i64 0
  %splat2110 = shufflevector <16 x float> %ins2109, <16 x float> poison, <16 x i32> zeroinitializer
  %v2111 = fadd contract <16 x float> %v2106, %splat2110
  %v2112 = mul i64 %i350, %size.C
  %v2113 = add i64 %v2112, %v367
  %v2114 = mul i64 %v2113, %size.S
  %v2115 = add i64 %v2114, %i2069
  %p2116 = getelementptr float, ptr %buf.y, i64 %v2115
  store <16 x float> %v2111, ptr %p2116, align 4
  %v2117 = add nsw i64 %i2069, 16
  store i64 %v2117, ptr %s.addr.2064
  br label %cond2066
exit2068:
  %i2118 = load i64, ptr %s.addr.2064
  %v2119 = icmp slt i64 %i2118, %size.S
  br i1 %v2119, label %tail2120, label %done2121
tail2120:
  %mask2122 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2118, i64 %size.S)
  %v2123 = mul i64 %i350, %size.C
  %v2124 = add i64 %v2123, %v367
  %v2125 = mul i64 %v2124, %size.S
  %v2126 = add i64 %v2125, %i2118
  %p2127 = getelementptr float, ptr %buf.x, i64 %v2126
  %ld2128 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2127, <16 x i1> %mask2122, <16 x float> zeroinitializer)
  %p2129 = getelementptr float, ptr %scratch.base, i64 %v367
  %ld2130 = load float, ptr %p2129, align 4
  %ins2131 = insertelement <16 x float> poison, float %ld2130, i64 0
  %splat2132 = shufflevector <16 x float> %ins2131, <16 x float> poison, <16 x i32> zeroinitializer
  %v2133 = fsub contract <16 x float> %ld2128, %splat2132
  %v2134 = add i64 %size.C, 15
  %v2135 = sdiv i64 %v2134, 16
  %v2136 = srem i64 %v2134, 16
  %v2137 = icmp ne i64 %v2136, 0
  %v2138 = icmp slt i64 %v2136, 0
  %v2139 = icmp slt i64 16, 0
  %v2140 = xor i1 %v2138, %v2139
  %v2141 = and i1 %v2137, %v2140
  %v2142 = zext i1 %v2141 to i64
  %v2143 = sub i64 %v2135, %v2142
  %v2144 = mul i64 %v2143, 16
  %v2145 = add i64 %v2144, %v367
  %p2146 = getelementptr float, ptr %scratch.base, i64 %v2145
  %ld2147 = load float, ptr %p2146, align 4
  %v2148 = fadd contract float %ld2147, 0x3EE4F8B580000000
  %v2149 = call float @llvm.sqrt.f32(float %v2148)
  %v2150 = fdiv float 0x3FF0000000000000, %v2149
  %ins2151 = insertelement <16 x float> poison, float %v2150, i64 0
  %splat2152 = shufflevector <16 x float> %ins2151, <16 x float> poison, <16 x i32> zeroinitializer
  %v2153 = fmul contract <16 x float> %v2133, %splat2152
  %p2154 = getelementptr float, ptr %buf.scale, i64 %v367
  %ld2155 = load float, ptr %p2154, align 4
  %ins2156 = insertelement <16 x float> poison, float %ld2155, i64 0
  %splat2157 = shufflevector <16 x float> %ins2156, <16 x float> poison, <16 x i32> zeroinitializer
  %v2158 = fmul contract <16 x float> %v2153, %splat2157
  %p2159 = getelementptr float, ptr %buf.bias, i64 %v367
  %ld2160 = load float, ptr %p2159, align 4
  %ins2161 = insertelement <16 x float> poison, float %ld2160, i64 0
  %splat2162 = shufflevector <16 x float> %ins2161, <16 x float> poison, <16 x i32> zeroinitializer
  %v2163 = fadd contract <16 x float> %v2158, %splat2162
  %v2164 = mul i64 %i350, %size.C
  %v2165 = add i64 %v2164, %v367
  %v2166 = mul i64 %v2165, %size.S
  %v2167 = add i64 %v2166, %i2118
  %p2168 = getelementptr float, ptr %buf.y, i64 %v2167
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2163, ptr align 4 %p2168, <16 x i1> %mask2122)
  br label %done2121
done2121:
  store i64 %v1118, ptr %s.addr.2169
  %v2170 = sub i64 %size.S, 16
  br label %cond2171
cond2171:
  %i2174 = load i64, ptr %s.addr.2169
  %v2175 = icmp sle i64 %i2174, %v2170
  br i1 %v2175, label %body2172, label %exit2173
body2172:
  %v2176 = mul i64 %i350, %size.C
  %v2177 = add i64 %v2176, %v368
  %v2178 = mul i64 %v2177, %size.S
  %v2179 = add i64 %v2178, %i2174
  %p2180 = getelementptr float, ptr %buf.x, i64 %v2179
  %ld2181 = load <16 x float>, ptr %p2180, align 4
  %p2182 = getelementptr float, ptr %scratch.base, i64 %v368
  %ld2183 = load float, ptr %p2182, align 4
  %ins2184 = insertelement <16 x float> poison, float %ld2183, i64 0
  %splat2185 = shufflevector <16 x float> %ins2184, <16 x float> poison, <16 x i32> zeroinitializer
  %v2186 = fsub contract <16 x float> %ld2181, %splat2185
  %v2187 = add i64 %size.C, 15
  %v2188 = sdiv i64 %v2187, 16
  %v2189 = srem i64 %v2187, 16
  %v2190 = icmp ne i64 %v2189, 0
  %v2191 = icmp slt i64 %v2189, 0
  %v2192 = icmp slt i64 16, 0
  %v2193 = xor i1 %v2191, %v2192
  %v2194 = and i1 %v2190, %v2193
  %v2195 = zext i1 %v2194 to i64
  %v2196 = sub i64 %v2188, %v2195
  %v2197 = mul i64 %v2196, 16
  %v2198 = add i64 %v2197, %v368
  %p2199 = getelementptr float, ptr %scratch.base, i64 %v2198
  %ld2200 = load float, ptr %p2199, align 4
  %v2201 = fadd contract float %ld2200, 0x3EE4F8B580000000
  %v2202 = call float @llvm.sqrt.f32(float %v2201)
  %v2203 = fdiv float 0x3FF0000000000000, %v2202
  %ins2204 = insertelement <16 x float> poison, float %v2203, i64 0
  %splat2205 = shufflevector <16 x float> %ins2204, <16 x float> poison, <16 x i32> zeroinitializer
  %v2206 = fmul contract <16 x float> %v2186, %splat2205
  %p2207 = getelementptr float, ptr %buf.scale, i64 %v368
  %ld2208 = load float, ptr %p2207, align 4
  %ins2209 = insertelement <16 x float> poison, float %ld2208, i64 0
  %splat2210 = shufflevector <16 x float> %ins2209, <16 x float> poison, <16 x i32> zeroinitializer
  %v2211 = fmul contract <16 x float> %v2206, %splat2210
  %p2212 = getelementptr float, ptr %buf.bias, i64 %v368
  %ld2213 = load float, ptr %p2212, align 4
  %ins2214 = insertelement <16 x float> poison, float %ld2213, i64 0
  %splat2215 = shufflevector <16 x float> %ins2214, <16 x float> poison, <16 x i32> zeroinitializer
  %v2216 = fadd contract <16 x float> %v2211, %splat2215
  %v2217 = mul i64 %i350, %size.C
  %v2218 = add i64 %v2217, %v368
  %v2219 = mul i64 %v2218, %size.S
  %v2220 = add i64 %v2219, %i2174
  %p2221 = getelementptr float, ptr %buf.y, i64 %v2220
  store <16 x float> %v2216, ptr %p2221, align 4
  %v2222 = add nsw i64 %i2174, 16
  store i64 %v2222, ptr %s.addr.2169
  br label %cond2171
exit2173:
  %i2223 = load i64, ptr %s.addr.2169
  %v2224 = icmp slt i64 %i2223, %size.S
  br i1 %v2224, label %tail2225, label %done2226
tail2225:
  %mask2227 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2223, i64 %size.S)
  %v2228 = mul i64 %i350, %size.C
  %v2229 = add i64 %v2228, %v368
  %v2230 = mul i64 %v2229, %size.S
  %v2231 = add i64 %v2230, %i2223
  %p2232 = getelementptr float, ptr %buf.x, i64 %v2231
  %ld2233 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2232, <16 x i1> %mask2227, <16 x float> zeroinitializer)
  %p2234 = getelementptr float, ptr %scratch.base, i64 %v368
  %ld2235 = load float, ptr %p2234, align 4
  %ins2236 = insertelement <16 x float> poison, float %ld2235, i64 0
  %splat2237 = shufflevector <16 x float> %ins2236, <16 x float> poison, <16 x i32> zeroinitializer
  %v2238 = fsub contract <16 x float> %ld2233, %splat2237
  %v2239 = add i64 %size.C, 15
  %v2240 = sdiv i64 %v2239, 16
  %v2241 = srem i64 %v2239, 16
  %v2242 = icmp ne i64 %v2241, 0
  %v2243 = icmp slt i64 %v2241, 0
  %v2244 = icmp slt i64 16, 0
  %v2245 = xor i1 %v2243, %v2244
  %v2246 = and i1 %v2242, %v2245
  %v2247 = zext i1 %v2246 to i64
  %v2248 = sub i64 %v2240, %v2247
  %v2249 = mul i64 %v2248, 16
  %v2250 = add i64 %v2249, %v368
  %p2251 = getelementptr float, ptr %scratch.base, i64 %v2250
  %ld2252 = load float, ptr %p2251, align 4
  %v2253 = fadd contract float %ld2252, 0x3EE4F8B580000000
  %v2254 = call float @llvm.sqrt.f32(float %v2253)
  %v2255 = fdiv float 0x3FF0000000000000, %v2254
  %ins2256 = insertelement <16 x float> poison, float %v2255, i64 0
  %splat2257 = shufflevector <16 x float> %ins2256, <16 x float> poison, <16 x i32> zeroinitializer
  %v2258 = fmul contract <16 x float> %v2238, %splat2257
  %p2259 = getelementptr float, ptr %buf.scale, i64 %v368
  %ld2260 = load float, ptr %p2259, align 4
  %ins2261 = insertelement <16 x float> poison, float %ld2260, i64 0
  %splat2262 = shufflevector <16 x float> %ins2261, <16 x float> poison, <16 x i32> zeroinitializer
  %v2263 = fmul contract <16 x float> %v2258, %splat2262
  %p2264 = getelementptr float, ptr %buf.bias, i64 %v368
  %ld2265 = load float, ptr %p2264, align 4
  %ins2266 = insertelement <16 x float> poison, float %ld2265, i64 0
  %splat2267 = shufflevector <16 x float> %ins2266, <16 x float> poison, <16 x i32> zeroinitializer
  %v2268 = fadd contract <16 x float> %v2263, %splat2267
  %v2269 = mul i64 %i350, %size.C
  %v2270 = add i64 %v2269, %v368
  %v2271 = mul i64 %v2270, %size.S
  %v2272 = add i64 %v2271, %i2223
  %p2273 = getelementptr float, ptr %buf.y, i64 %v2272
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2268, ptr align 4 %p2273, <16 x i1> %mask2227)
  br label %done2226
done2226:
  store i64 %v1118, ptr %s.addr.2274
  %v2275 = sub i64 %size.S, 16
  br label %cond2276
cond2276:
  %i2279 = load i64, ptr %s.addr.2274
  %v2280 = icmp sle i64 %i2279, %v2275
  br i1 %v2280, label %body2277, label %exit2278
body2277:
  %v2281 = mul i64 %i350, %size.C
  %v2282 = add i64 %v2281, %v369
  %v2283 = mul i64 %v2282, %size.S
  %v2284 = add i64 %v2283, %i2279
  %p2285 = getelementptr float, ptr %buf.x, i64 %v2284
  %ld2286 = load <16 x float>, ptr %p2285, align 4
  %p2287 = getelementptr float, ptr %scratch.base, i64 %v369
  %ld2288 = load float, ptr %p2287, align 4
  %ins2289 = insertelement <16 x float> poison, float %ld2288, i64 0
  %splat2290 = shufflevector <16 x float> %ins2289, <16 x float> poison, <16 x i32> zeroinitializer
  %v2291 = fsub contract <16 x float> %ld2286, %splat2290
  %v2292 = add i64 %size.C, 15
  %v2293 = sdiv i64 %v2292, 16
  %v2294 = srem i64 %v2292, 16
  %v2295 = icmp ne i64 %v2294, 0
  %v2296 = icmp slt i64 %v2294, 0
  %v2297 = icmp slt i64 16, 0
  %v2298 = xor i1 %v2296, %v2297
  %v2299 = and i1 %v2295, %v2298
  %v2300 = zext i1 %v2299 to i64
  %v2301 = sub i64 %v2293, %v2300
  %v2302 = mul i64 %v2301, 16
  %v2303 = add i64 %v2302, %v369
  %p2304 = getelementptr float, ptr %scratch.base, i64 %v2303
  %ld2305 = load float, ptr %p2304, align 4
  %v2306 = fadd contract float %ld2305, 0x3EE4F8B580000000
  %v2307 = call float @llvm.sqrt.f32(float %v2306)
  %v2308 = fdiv float 0x3FF0000000000000, %v2307
  %ins2309 = insertelement <16 x float> poison, float %v2308, i64 0
  %splat2310 = shufflevector <16 x float> %ins2309, <16 x float> poison, <16 x i32> zeroinitializer
  %v2311 = fmul contract <16 x float> %v2291, %splat2310
  %p2312 = getelementptr float, ptr %buf.scale, i64 %v369
  %ld2313 = load float, ptr %p2312, align 4
  %ins2314 = insertelement <16 x float> poison, float %ld2313, i64 0
  %splat2315 = shufflevector <16 x float> %ins2314, <16 x float> poison, <16 x i32> zeroinitializer
  %v2316 = fmul contract <16 x float> %v2311, %splat2315
  %p2317 = getelementptr float, ptr %buf.bias, i64 %v369
  %ld2318 = load float, ptr %p2317, align 4
  %ins2319 = insertelement <16 x float> poison, float %ld2318, i64 0
  %splat2320 = shufflevector <16 x float> %ins2319, <16 x float> poison, <16 x i32> zeroinitializer
  %v2321 = fadd contract <16 x float> %v2316, %splat2320
  %v2322 = mul i64 %i350, %size.C
  %v2323 = add i64 %v2322, %v369
  %v2324 = mul i64 %v2323, %size.S
  %v2325 = add i64 %v2324, %i2279
  %p2326 = getelementptr float, ptr %buf.y, i64 %v2325
  store <16 x float> %v2321, ptr %p2326, align 4
  %v2327 = add nsw i64 %i2279, 16
  store i64 %v2327, ptr %s.addr.2274
  br label %cond2276
exit2278:
  %i2328 = load i64, ptr %s.addr.2274
  %v2329 = icmp slt i64 %i2328, %size.S
  br i1 %v2329, label %tail2330, label %done2331
tail2330:
  %mask2332 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2328, i64 %size.S)
  %v2333 = mul i64 %i350, %size.C
  %v2334 = add i64 %v2333, %v369
  %v2335 = mul i64 %v2334, %size.S
  %v2336 = add i64 %v2335, %i2328
  %p2337 = getelementptr float, ptr %buf.x, i64 %v2336
  %ld2338 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2337, <16 x i1> %mask2332, <16 x float> zeroinitializer)
  %p2339 = getelementptr float, ptr %scratch.base, i64 %v369
  %ld2340 = load float, ptr %p2339, align 4
  %ins2341 = insertelement <16 x float> poison, float %ld2340, i64 0
  %splat2342 = shufflevector <16 x float> %ins2341, <16 x float> poison, <16 x i32> zeroinitializer
  %v2343 = fsub contract <16 x float> %ld2338, %splat2342
  %v2344 = add i64 %size.C, 15
  %v2345 = sdiv i64 %v2344, 16
  %v2346 = srem i64 %v2344, 16
  %v2347 = icmp ne i64 %v2346, 0
  %v2348 = icmp slt i64 %v2346, 0
  %v2349 = icmp slt i64 16, 0
  %v2350 = xor i1 %v2348, %v2349
  %v2351 = and i1 %v2347, %v2350
  %v2352 = zext i1 %v2351 to i64
  %v2353 = sub i64 %v2345, %v2352
  %v2354 = mul i64 %v2353, 16
  %v2355 = add i64 %v2354, %v369
  %p2356 = getelementptr float, ptr %scratch.base, i64 %v2355
  %ld2357 = load float, ptr %p2356, align 4
  %v2358 = fadd contract float %ld2357, 0x3EE4F8B580000000
  %v2359 = call float @llvm.sqrt.f32(float %v2358)
  %v2360 = fdiv float 0x3FF0000000000000, %v2359
  %ins2361 = insertelement <16 x float> poison, float %v2360, i64 0
  %splat2362 = shufflevector <16 x float> %ins2361, <16 x float> poison, <16 x i32> zeroinitializer
  %v2363 = fmul contract <16 x float> %v2343, %splat2362
  %p2364 = getelementptr float, ptr %buf.scale, i64 %v369
  %ld2365 = load float, ptr %p2364, align 4
  %ins2366 = insertelement <16 x float> poison, float %ld2365, i64 0
  %splat2367 = shufflevector <16 x float> %ins2366, <16 x float> poison, <16 x i32> zeroinitializer
  %v2368 = fmul contract <16 x float> %v2363, %splat2367
  %p2369 = getelementptr float, ptr %buf.bias, i64 %v369
  %ld2370 = load float, ptr %p2369, align 4
  %ins2371 = insertelement <16 x float> poison, float %ld2370, i64 0
  %splat2372 = shufflevector <16 x float> %ins2371, <16 x float> poison, <16 x i32> zeroinitializer
  %v2373 = fadd contract <16 x float> %v2368, %splat2372
  %v2374 = mul i64 %i350, %size.C
  %v2375 = add i64 %v2374, %v369
  %v2376 = mul i64 %v2375, %size.S
  %v2377 = add i64 %v2376, %i2328
  %p2378 = getelementptr float, ptr %buf.y, i64 %v2377
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2373, ptr align 4 %p2378, <16 x i1> %mask2332)
  br label %done2331
done2331:
  store i64 %v1118, ptr %s.addr.2379
  %v2380 = sub i64 %size.S, 16
  br label %cond2381
cond2381:
  %i2384 = load i64, ptr %s.addr.2379
  %v2385 = icmp sle i64 %i2384, %v2380
  br i1 %v2385, label %body2382, label %exit2383
body2382:
  %v2386 = mul i64 %i350, %size.C
  %v2387 = add i64 %v2386, %v370
  %v2388 = mul i64 %v2387, %size.S
  %v2389 = add i64 %v2388, %i2384
  %p2390 = getelementptr float, ptr %buf.x, i64 %v2389
  %ld2391 = load <16 x float>, ptr %p2390, align 4
  %p2392 = getelementptr float, ptr %scratch.base, i64 %v370
  %ld2393 = load float, ptr %p2392, align 4
  %ins2394 = insertelement <16 x float> poison, float %ld2393, i64 0
  %splat2395 = shufflevector <16 x float> %ins2394, <16 x float> poison, <16 x i32> zeroinitializer
  %v2396 = fsub contract <16 x float> %ld2391, %splat2395
  %v2397 = add i64 %size.C, 15
  %v2398 = sdiv i64 %v2397, 16
  %v2399 = srem i64 %v2397, 16
  %v2400 = icmp ne i64 %v2399, 0
  %v2401 = icmp slt i64 %v2399, 0
  %v2402 = icmp slt i64 16, 0
  %v2403 = xor i1 %v2401, %v2402
  %v2404 = and i1 %v2400, %v2403
  %v2405 = zext i1 %v2404 to i64
  %v2406 = sub i64 %v2398, %v2405
  %v2407 = mul i64 %v2406, 16
  %v2408 = add i64 %v2407, %v370
  %p2409 = getelementptr float, ptr %scratch.base, i64 %v2408
  %ld2410 = load float, ptr %p2409, align 4
  %v2411 = fadd contract float %ld2410, 0x3EE4F8B580000000
  %v2412 = call float @llvm.sqrt.f32(float %v2411)
  %v2413 = fdiv float 0x3FF0000000000000, %v2412
  %ins2414 = insertelement <16 x float> poison, float %v2413, i64 0
  %splat2415 = shufflevector <16 x float> %ins2414, <16 x float> poison, <16 x i32> zeroinitializer
  %v2416 = fmul contract <16 x float> %v2396, %splat2415
  %p2417 = getelementptr float, ptr %buf.scale, i64 %v370
  %ld2418 = load float, ptr %p2417, align 4
  %ins2419 = insertelement <16 x float> poison, float %ld2418, i64 0
  %splat2420 = shufflevector <16 x float> %ins2419, <16 x float> poison, <16 x i32> zeroinitializer
  %v2421 = fmul contract <16 x float> %v2416, %splat2420
  %p2422 = getelementptr float, ptr %buf.bias, i64 %v370
  %ld2423 = load float, ptr %p2422, align 4
  %ins2424 = insertelement <16 x float> poison, float %ld2423, i64 0
  %splat2425 = shufflevector <16 x float> %ins2424, <16 x float> poison, <16 x i32> zeroinitializer
  %v2426 = fadd contract <16 x float> %v2421, %splat2425
  %v2427 = mul i64 %i350, %size.C
  %v2428 = add i64 %v2427, %v370
  %v2429 = mul i64 %v2428, %size.S
  %v2430 = add i64 %v2429, %i2384
  %p2431 = getelementptr float, ptr %buf.y, i64 %v2430
  store <16 x float> %v2426, ptr %p2431, align 4
  %v2432 = add nsw i64 %i2384, 16
  store i64 %v2432, ptr %s.addr.2379
  br label %cond2381
exit2383:
  %i2433 = load i64, ptr %s.addr.2379
  %v2434 = icmp slt i64 %i2433, %size.S
  br i1 %v2434, label %tail2435, label %done2436
tail2435:
  %mask2437 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2433, i64 %size.S)
  %v2438 = mul i64 %i350, %size.C
  %v2439 = add i64 %v2438, %v370
  %v2440 = mul i64 %v2439, %size.S
  %v2441 = add i64 %v2440, %i2433
  %p2442 = getelementptr float, ptr %buf.x, i64 %v2441
  %ld2443 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2442, <16 x i1> %mask2437, <16 x float> zeroinitializer)
  %p2444 = getelementptr float, ptr %scratch.base, i64 %v370
  %ld2445 = load float, ptr %p2444, align 4
  %ins2446 = insertelement <16 x float> poison, float %ld2445, i64 0
  %splat2447 = shufflevector <16 x float> %ins2446, <16 x float> poison, <16 x i32> zeroinitializer
  %v2448 = fsub contract <16 x float> %ld2443, %splat2447
  %v2449 = add i64 %size.C, 15
  %v2450 = sdiv i64 %v2449, 16
  %v2451 = srem i64 %v2449, 16
  %v2452 = icmp ne i64 %v2451, 0
  %v2453 = icmp slt i64 %v2451, 0
  %v2454 = icmp slt i64 16, 0
  %v2455 = xor i1 %v2453, %v2454
  %v2456 = and i1 %v2452, %v2455
  %v2457 = zext i1 %v2456 to i64
  %v2458 = sub i64 %v2450, %v2457
  %v2459 = mul i64 %v2458, 16
  %v2460 = add i64 %v2459, %v370
  %p2461 = getelementptr float, ptr %scratch.base, i64 %v2460
  %ld2462 = load float, ptr %p2461, align 4
  %v2463 = fadd contract float %ld2462, 0x3EE4F8B580000000
  %v2464 = call float @llvm.sqrt.f32(float %v2463)
  %v2465 = fdiv float 0x3FF0000000000000, %v2464
  %ins2466 = insertelement <16 x float> poison, float %v2465, i64 0
  %splat2467 = shufflevector <16 x float> %ins2466, <16 x float> poison, <16 x i32> zeroinitializer
  %v2468 = fmul contract <16 x float> %v2448, %splat2467
  %p2469 = getelementptr float, ptr %buf.scale, i64 %v370
  %ld2470 = load float, ptr %p2469, align 4
  %ins2471 = insertelement <16 x float> poison, float %ld2470, i64 0
  %splat2472 = shufflevector <16 x float> %ins2471, <16 x float> poison, <16 x i32> zeroinitializer
  %v2473 = fmul contract <16 x float> %v2468, %splat2472
  %p2474 = getelementptr float, ptr %buf.bias, i64 %v370
  %ld2475 = load float, ptr %p2474, align 4
  %ins2476 = insertelement <16 x float> poison, float %ld2475, i64 0
  %splat2477 = shufflevector <16 x float> %ins2476, <16 x float> poison, <16 x i32> zeroinitializer
  %v2478 = fadd contract <16 x float> %v2473, %splat2477
  %v2479 = mul i64 %i350, %size.C
  %v2480 = add i64 %v2479, %v370
  %v2481 = mul i64 %v2480, %size.S
  %v2482 = add i64 %v2481, %i2433
  %p2483 = getelementptr float, ptr %buf.y, i64 %v2482
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2478, ptr align 4 %p2483, <16 x i1> %mask2437)
  br label %done2436
done2436:
  store i64 %v1118, ptr %s.addr.2484
  %v2485 = sub i64 %size.S, 16
  br label %cond2486
cond2486:
  %i2489 = load i64, ptr %s.addr.2484
  %v2490 = icmp sle i64 %i2489, %v2485
  br i1 %v2490, label %body2487, label %exit2488
body2487:
  %v2491 = mul i64 %i350, %size.C
  %v2492 = add i64 %v2491, %v371
  %v2493 = mul i64 %v2492, %size.S
  %v2494 = add i64 %v2493, %i2489
  %p2495 = getelementptr float, ptr %buf.x, i64 %v2494
  %ld2496 = load <16 x float>, ptr %p2495, align 4
  %p2497 = getelementptr float, ptr %scratch.base, i64 %v371
  %ld2498 = load float, ptr %p2497, align 4
  %ins2499 = insertelement <16 x float> poison, float %ld2498, i64 0
  %splat2500 = shufflevector <16 x float> %ins2499, <16 x float> poison, <16 x i32> zeroinitializer
  %v2501 = fsub contract <16 x float> %ld2496, %splat2500
  %v2502 = add i64 %size.C, 15
  %v2503 = sdiv i64 %v2502, 16
  %v2504 = srem i64 %v2502, 16
  %v2505 = icmp ne i64 %v2504, 0
  %v2506 = icmp slt i64 %v2504, 0
  %v2507 = icmp slt i64 16, 0
  %v2508 = xor i1 %v2506, %v2507
  %v2509 = and i1 %v2505, %v2508
  %v2510 = zext i1 %v2509 to i64
  %v2511 = sub i64 %v2503, %v2510
  %v2512 = mul i64 %v2511, 16
  %v2513 = add i64 %v2512, %v371
  %p2514 = getelementptr float, ptr %scratch.base, i64 %v2513
  %ld2515 = load float, ptr %p2514, align 4
  %v2516 = fadd contract float %ld2515, 0x3EE4F8B580000000
  %v2517 = call float @llvm.sqrt.f32(float %v2516)
  %v2518 = fdiv float 0x3FF0000000000000, %v2517
  %ins2519 = insertelement <16 x float> poison, float %v2518, i64 0
  %splat2520 = shufflevector <16 x float> %ins2519, <16 x float> poison, <16 x i32> zeroinitializer
  %v2521 = fmul contract <16 x float> %v2501, %splat2520
  %p2522 = getelementptr float, ptr %buf.scale, i64 %v371
  %ld2523 = load float, ptr %p2522, align 4
  %ins2524 = insertelement <16 x float> poison, float %ld2523, i64 0
  %splat2525 = shufflevector <16 x float> %ins2524, <16 x float> poison, <16 x i32> zeroinitializer
  %v2526 = fmul contract <16 x float> %v2521, %splat2525
  %p2527 = getelementptr float, ptr %buf.bias, i64 %v371
  %ld2528 = load float, ptr %p2527, align 4
  %ins2529 = insertelement <16 x float> poison, float %ld2528, i64 0
  %splat2530 = shufflevector <16 x float> %ins2529, <16 x float> poison, <16 x i32> zeroinitializer
  %v2531 = fadd contract <16 x float> %v2526, %splat2530
  %v2532 = mul i64 %i350, %size.C
  %v2533 = add i64 %v2532, %v371
  %v2534 = mul i64 %v2533, %size.S
  %v2535 = add i64 %v2534, %i2489
  %p2536 = getelementptr float, ptr %buf.y, i64 %v2535
  store <16 x float> %v2531, ptr %p2536, align 4
  %v2537 = add nsw i64 %i2489, 16
  store i64 %v2537, ptr %s.addr.2484
  br label %cond2486
exit2488:
  %i2538 = load i64, ptr %s.addr.2484
  %v2539 = icmp slt i64 %i2538, %size.S
  br i1 %v2539, label %tail2540, label %done2541
tail2540:
  %mask2542 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2538, i64 %size.S)
  %v2543 = mul i64 %i350, %size.C
  %v2544 = add i64 %v2543, %v371
  %v2545 = mul i64 %v2544, %size.S
  %v2546 = add i64 %v2545, %i2538
  %p2547 = getelementptr float, ptr %buf.x, i64 %v2546
  %ld2548 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2547, <16 x i1> %mask2542, <16 x float> zeroinitializer)
  %p2549 = getelementptr float, ptr %scratch.base, i64 %v371
  %ld2550 = load float, ptr %p2549, align 4
  %ins2551 = insertelement <16 x float> poison, float %ld2550, i64 0
  %splat2552 = shufflevector <16 x float> %ins2551, <16 x float> poison, <16 x i32> zeroinitializer
  %v2553 = fsub contract <16 x float> %ld2548, %splat2552
  %v2554 = add i64 %size.C, 15
  %v2555 = sdiv i64 %v2554, 16
  %v2556 = srem i64 %v2554, 16
  %v2557 = icmp ne i64 %v2556, 0
  %v2558 = icmp slt i64 %v2556, 0
  %v2559 = icmp slt i64 16, 0
  %v2560 = xor i1 %v2558, %v2559
  %v2561 = and i1 %v2557, %v2560
  %v2562 = zext i1 %v2561 to i64
  %v2563 = sub i64 %v2555, %v2562
  %v2564 = mul i64 %v2563, 16
  %v2565 = add i64 %v2564, %v371
  %p2566 = getelementptr float, ptr %scratch.base, i64 %v2565
  %ld2567 = load float, ptr %p2566, align 4
  %v2568 = fadd contract float %ld2567, 0x3EE4F8B580000000
  %v2569 = call float @llvm.sqrt.f32(float %v2568)
  %v2570 = fdiv float 0x3FF0000000000000, %v2569
  %ins2571 = insertelement <16 x float> poison, float %v2570, i64 0
  %splat2572 = shufflevector <16 x float> %ins2571, <16 x float> poison, <16 x i32> zeroinitializer
  %v2573 = fmul contract <16 x float> %v2553, %splat2572
  %p2574 = getelementptr float, ptr %buf.scale, i64 %v371
  %ld2575 = load float, ptr %p2574, align 4
  %ins2576 = insertelement <16 x float> poison, float %ld2575, i64 0
  %splat2577 = shufflevector <16 x float> %ins2576, <16 x float> poison, <16 x i32> zeroinitializer
  %v2578 = fmul contract <16 x float> %v2573, %splat2577
  %p2579 = getelementptr float, ptr %buf.bias, i64 %v371
  %ld2580 = load float, ptr %p2579, align 4
  %ins2581 = insertelement <16 x float> poison, float %ld2580, i64 0
  %splat2582 = shufflevector <16 x float> %ins2581, <16 x float> poison, <16 x i32> zeroinitializer
  %v2583 = fadd contract <16 x float> %v2578, %splat2582
  %v2584 = mul i64 %i350, %size.C
  %v2585 = add i64 %v2584, %v371
  %v2586 = mul i64 %v2585, %size.S
  %v2587 = add i64 %v2586, %i2538
  %p2588 = getelementptr float, ptr %buf.y, i64 %v2587
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2583, ptr align 4 %p2588, <16 x i1> %mask2542)
  br label %done2541
done2541:
  store i64 %v1118, ptr %s.addr.2589
  %v2590 = sub i64 %size.S, 16
  br label %cond2591
cond2591:
  %i2594 = load i64, ptr %s.addr.2589
  %v2595 = icmp sle i64 %i2594, %v2590
  br i1 %v2595, label %body2592, label %exit2593
body2592:
  %v2596 = mul i64 %i350, %size.C
  %v2597 = add i64 %v2596, %v372
  %v2598 = mul i64 %v2597, %size.S
  %v2599 = add i64 %v2598, %i2594
  %p2600 = getelementptr float, ptr %buf.x, i64 %v2599
  %ld2601 = load <16 x float>, ptr %p2600, align 4
  %p2602 = getelementptr float, ptr %scratch.base, i64 %v372
  %ld2603 = load float, ptr %p2602, align 4
  %ins2604 = insertelement <16 x float> poison, float %ld2603, i64 0
  %splat2605 = shufflevector <16 x float> %ins2604, <16 x float> poison, <16 x i32> zeroinitializer
  %v2606 = fsub contract <16 x float> %ld2601, %splat2605
  %v2607 = add i64 %size.C, 15
  %v2608 = sdiv i64 %v2607, 16
  %v2609 = srem i64 %v2607, 16
  %v2610 = icmp ne i64 %v2609, 0
  %v2611 = icmp slt i64 %v2609, 0
  %v2612 = icmp slt i64 16, 0
  %v2613 = xor i1 %v2611, %v2612
  %v2614 = and i1 %v2610, %v2613
  %v2615 = zext i1 %v2614 to i64
  %v2616 = sub i64 %v2608, %v2615
  %v2617 = mul i64 %v2616, 16
  %v2618 = add i64 %v2617, %v372
  %p2619 = getelementptr float, ptr %scratch.base, i64 %v2618
  %ld2620 = load float, ptr %p2619, align 4
  %v2621 = fadd contract float %ld2620, 0x3EE4F8B580000000
  %v2622 = call float @llvm.sqrt.f32(float %v2621)
  %v2623 = fdiv float 0x3FF0000000000000, %v2622
  %ins2624 = insertelement <16 x float> poison, float %v2623, i64 0
  %splat2625 = shufflevector <16 x float> %ins2624, <16 x float> poison, <16 x i32> zeroinitializer
  %v2626 = fmul contract <16 x float> %v2606, %splat2625
  %p2627 = getelementptr float, ptr %buf.scale, i64 %v372
  %ld2628 = load float, ptr %p2627, align 4
  %ins2629 = insertelement <16 x float> poison, float %ld2628, i64 0
  %splat2630 = shufflevector <16 x float> %ins2629, <16 x float> poison, <16 x i32> zeroinitializer
  %v2631 = fmul contract <16 x float> %v2626, %splat2630
  %p2632 = getelementptr float, ptr %buf.bias, i64 %v372
  %ld2633 = load float, ptr %p2632, align 4
  %ins2634 = insertelement <16 x float> poison, float %ld2633, i64 0
  %splat2635 = shufflevector <16 x float> %ins2634, <16 x float> poison, <16 x i32> zeroinitializer
  %v2636 = fadd contract <16 x float> %v2631, %splat2635
  %v2637 = mul i64 %i350, %size.C
  %v2638 = add i64 %v2637, %v372
  %v2639 = mul i64 %v2638, %size.S
  %v2640 = add i64 %v2639, %i2594
  %p2641 = getelementptr float, ptr %buf.y, i64 %v2640
  store <16 x float> %v2636, ptr %p2641, align 4
  %v2642 = add nsw i64 %i2594, 16
  store i64 %v2642, ptr %s.addr.2589
  br label %cond2591
exit2593:
  %i2643 = load i64, ptr %s.addr.2589
  %v2644 = icmp slt i64 %i2643, %size.S
  br i1 %v2644, label %tail2645, label %done2646
tail2645:
  %mask2647 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2643, i64 %size.S)
  %v2648 = mul i64 %i350, %size.C
  %v2649 = add i64 %v2648, %v372
  %v2650 = mul i64 %v2649, %size.S
  %v2651 = add i64 %v2650, %i2643
  %p2652 = getelementptr float, ptr %buf.x, i64 %v2651
  %ld2653 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2652, <16 x i1> %mask2647, <16 x float> zeroinitializer)
  %p2654 = getelementptr float, ptr %scratch.base, i64 %v372
  %ld2655 = load float, ptr %p2654, align 4
  %ins2656 = insertelement <16 x float> poison, float %ld2655, i64 0
  %splat2657 = shufflevector <16 x float> %ins2656, <16 x float> poison, <16 x i32> zeroinitializer
  %v2658 = fsub contract <16 x float> %ld2653, %splat2657
  %v2659 = add i64 %size.C, 15
  %v2660 = sdiv i64 %v2659, 16
  %v2661 = srem i64 %v2659, 16
  %v2662 = icmp ne i64 %v2661, 0
  %v2663 = icmp slt i64 %v2661, 0
  %v2664 = icmp slt i64 16, 0
  %v2665 = xor i1 %v2663, %v2664
  %v2666 = and i1 %v2662, %v2665
  %v2667 = zext i1 %v2666 to i64
  %v2668 = sub i64 %v2660, %v2667
  %v2669 = mul i64 %v2668, 16
  %v2670 = add i64 %v2669, %v372
  %p2671 = getelementptr float, ptr %scratch.base, i64 %v2670
  %ld2672 = load float, ptr %p2671, align 4
  %v2673 = fadd contract float %ld2672, 0x3EE4F8B580000000
  %v2674 = call float @llvm.sqrt.f32(float %v2673)
  %v2675 = fdiv float 0x3FF0000000000000, %v2674
  %ins2676 = insertelement <16 x float> poison, float %v2675, i64 0
  %splat2677 = shufflevector <16 x float> %ins2676, <16 x float> poison, <16 x i32> zeroinitializer
  %v2678 = fmul contract <16 x float> %v2658, %splat2677
  %p2679 = getelementptr float, ptr %buf.scale, i64 %v372
  %ld2680 = load float, ptr %p2679, align 4
  %ins2681 = insertelement <16 x float> poison, float %ld2680, i64 0
  %splat2682 = shufflevector <16 x float> %ins2681, <16 x float> poison, <16 x i32> zeroinitializer
  %v2683 = fmul contract <16 x float> %v2678, %splat2682
  %p2684 = getelementptr float, ptr %buf.bias, i64 %v372
  %ld2685 = load float, ptr %p2684, align 4
  %ins2686 = insertelement <16 x float> poison, float %ld2685, i64 0
  %splat2687 = shufflevector <16 x float> %ins2686, <16 x float> poison, <16 x i32> zeroinitializer
  %v2688 = fadd contract <16 x float> %v2683, %splat2687
  %v2689 = mul i64 %i350, %size.C
  %v2690 = add i64 %v2689, %v372
  %v2691 = mul i64 %v2690, %size.S
  %v2692 = add i64 %v2691, %i2643
  %p2693 = getelementptr float, ptr %buf.y, i64 %v2692
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2688, ptr align 4 %p2693, <16 x i1> %mask2647)
  br label %done2646
done2646:
  store i64 %v1118, ptr %s.addr.2694
  %v2695 = sub i64 %size.S, 16
  br label %cond2696
cond2696:
  %i2699 = load i64, ptr %s.addr.2694
  %v2700 = icmp sle i64 %i2699, %v2695
  br i1 %v2700, label %body2697, label %exit2698
body2697:
  %v2701 = mul i64 %i350, %size.C
  %v2702 = add i64 %v2701, %v373
  %v2703 = mul i64 %v2702, %size.S
  %v2704 = add i64 %v2703, %i2699
  %p2705 = getelementptr float, ptr %buf.x, i64 %v2704
  %ld2706 = load <16 x float>, ptr %p2705, align 4
  %p2707 = getelementptr float, ptr %scratch.base, i64 %v373
  %ld2708 = load float, ptr %p2707, align 4
  %ins2709 = insertelement <16 x float> poison, float %ld2708, i64 0
  %splat2710 = shufflevector <16 x float> %ins2709, <16 x float> poison, <16 x i32> zeroinitializer
  %v2711 = fsub contract <16 x float> %ld2706, %splat2710
  %v2712 = add i64 %size.C, 15
  %v2713 = sdiv i64 %v2712, 16
  %v2714 = srem i64 %v2712, 16
  %v2715 = icmp ne i64 %v2714, 0
  %v2716 = icmp slt i64 %v2714, 0
  %v2717 = icmp slt i64 16, 0
  %v2718 = xor i1 %v2716, %v2717
  %v2719 = and i1 %v2715, %v2718
  %v2720 = zext i1 %v2719 to i64
  %v2721 = sub i64 %v2713, %v2720
  %v2722 = mul i64 %v2721, 16
  %v2723 = add i64 %v2722, %v373
  %p2724 = getelementptr float, ptr %scratch.base, i64 %v2723
  %ld2725 = load float, ptr %p2724, align 4
  %v2726 = fadd contract float %ld2725, 0x3EE4F8B580000000
  %v2727 = call float @llvm.sqrt.f32(float %v2726)
  %v2728 = fdiv float 0x3FF0000000000000, %v2727
  %ins2729 = insertelement <16 x float> poison, float %v2728, i64 0
  %splat2730 = shufflevector <16 x float> %ins2729, <16 x float> poison, <16 x i32> zeroinitializer
  %v2731 = fmul contract <16 x float> %v2711, %splat2730
  %p2732 = getelementptr float, ptr %buf.scale, i64 %v373
  %ld2733 = load float, ptr %p2732, align 4
  %ins2734 = insertelement <16 x float> poison, float %ld2733, i64 0
  %splat2735 = shufflevector <16 x float> %ins2734, <16 x float> poison, <16 x i32> zeroinitializer
  %v2736 = fmul contract <16 x float> %v2731, %splat2735
  %p2737 = getelementptr float, ptr %buf.bias, i64 %v373
  %ld2738 = load float, ptr %p2737, align 4
  %ins2739 = insertelement <16 x float> poison, float %ld2738, i64 0
  %splat2740 = shufflevector <16 x float> %ins2739, <16 x float> poison, <16 x i32> zeroinitializer
  %v2741 = fadd contract <16 x float> %v2736, %splat2740
  %v2742 = mul i64 %i350, %size.C
  %v2743 = add i64 %v2742, %v373
  %v2744 = mul i64 %v2743, %size.S
  %v2745 = add i64 %v2744, %i2699
  %p2746 = getelementptr float, ptr %buf.y, i64 %v2745
  store <16 x float> %v2741, ptr %p2746, align 4
  %v2747 = add nsw i64 %i2699, 16
  store i64 %v2747, ptr %s.addr.2694
  br label %cond2696
exit2698:
  %i2748 = load i64, ptr %s.addr.2694
  %v2749 = icmp slt i64 %i2748, %size.S
  br i1 %v2749, label %tail2750, label %done2751
tail2750:
  %mask2752 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2748, i64 %size.S)
  %v2753 = mul i64 %i350, %size.C
  %v2754 = add i64 %v2753, %v373
  %v2755 = mul i64 %v2754, %size.S
  %v2756 = add i64 %v2755, %i2748
  %p2757 = getelementptr float, ptr %buf.x, i64 %v2756
  %ld2758 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2757, <16 x i1> %mask2752, <16 x float> zeroinitializer)
  %p2759 = getelementptr float, ptr %scratch.base, i64 %v373
  %ld2760 = load float, ptr %p2759, align 4
  %ins2761 = insertelement <16 x float> poison, float %ld2760, i64 0
  %splat2762 = shufflevector <16 x float> %ins2761, <16 x float> poison, <16 x i32> zeroinitializer
  %v2763 = fsub contract <16 x float> %ld2758, %splat2762
  %v2764 = add i64 %size.C, 15
  %v2765 = sdiv i64 %v2764, 16
  %v2766 = srem i64 %v2764, 16
  %v2767 = icmp ne i64 %v2766, 0
  %v2768 = icmp slt i64 %v2766, 0
  %v2769 = icmp slt i64 16, 0
  %v2770 = xor i1 %v2768, %v2769
  %v2771 = and i1 %v2767, %v2770
  %v2772 = zext i1 %v2771 to i64
  %v2773 = sub i64 %v2765, %v2772
  %v2774 = mul i64 %v2773, 16
  %v2775 = add i64 %v2774, %v373
  %p2776 = getelementptr float, ptr %scratch.base, i64 %v2775
  %ld2777 = load float, ptr %p2776, align 4
  %v2778 = fadd contract float %ld2777, 0x3EE4F8B580000000
  %v2779 = call float @llvm.sqrt.f32(float %v2778)
  %v2780 = fdiv float 0x3FF0000000000000, %v2779
  %ins2781 = insertelement <16 x float> poison, float %v2780, i64 0
  %splat2782 = shufflevector <16 x float> %ins2781, <16 x float> poison, <16 x i32> zeroinitializer
  %v2783 = fmul contract <16 x float> %v2763, %splat2782
  %p2784 = getelementptr float, ptr %buf.scale, i64 %v373
  %ld2785 = load float, ptr %p2784, align 4
  %ins2786 = insertelement <16 x float> poison, float %ld2785, i64 0
  %splat2787 = shufflevector <16 x float> %ins2786, <16 x float> poison, <16 x i32> zeroinitializer
  %v2788 = fmul contract <16 x float> %v2783, %splat2787
  %p2789 = getelementptr float, ptr %buf.bias, i64 %v373
  %ld2790 = load float, ptr %p2789, align 4
  %ins2791 = insertelement <16 x float> poison, float %ld2790, i64 0
  %splat2792 = shufflevector <16 x float> %ins2791, <16 x float> poison, <16 x i32> zeroinitializer
  %v2793 = fadd contract <16 x float> %v2788, %splat2792
  %v2794 = mul i64 %i350, %size.C
  %v2795 = add i64 %v2794, %v373
  %v2796 = mul i64 %v2795, %size.S
  %v2797 = add i64 %v2796, %i2748
  %p2798 = getelementptr float, ptr %buf.y, i64 %v2797
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2793, ptr align 4 %p2798, <16 x i1> %mask2752)
  br label %done2751
done2751:
  %v2799 = add nsw i64 %i357, 16
  store i64 %v2799, ptr %c.addr.352
  br label %cond354
exit356:
  br label %cond2800
cond2800:
  %i2803 = load i64, ptr %c.addr.352
  %v2804 = icmp slt i64 %i2803, %size.C
  br i1 %v2804, label %body2801, label %exit2802
body2801:
  store i64 0, ptr %s.addr.2805
  %v2806 = sub i64 %size.S, 256
  br label %cond2807
cond2807:
  %i2810 = load i64, ptr %s.addr.2805
  %v2811 = icmp sle i64 %i2810, %v2806
  br i1 %v2811, label %body2808, label %exit2809
body2808:
  %v2812 = add nsw i64 %i2810, 16
  %v2813 = add nsw i64 %i2810, 32
  %v2814 = add nsw i64 %i2810, 48
  %v2815 = add nsw i64 %i2810, 64
  %v2816 = add nsw i64 %i2810, 80
  %v2817 = add nsw i64 %i2810, 96
  %v2818 = add nsw i64 %i2810, 112
  %v2819 = add nsw i64 %i2810, 128
  %v2820 = add nsw i64 %i2810, 144
  %v2821 = add nsw i64 %i2810, 160
  %v2822 = add nsw i64 %i2810, 176
  %v2823 = add nsw i64 %i2810, 192
  %v2824 = add nsw i64 %i2810, 208
  %v2825 = add nsw i64 %i2810, 224
  %v2826 = add nsw i64 %i2810, 240
  %v2827 = mul i64 %i350, %size.C
  %v2828 = add i64 %v2827, %i2803
  %v2829 = mul i64 %v2828, %size.S
  %v2830 = add i64 %v2829, %i2810
  %p2831 = getelementptr float, ptr %buf.x, i64 %v2830
  %ld2832 = load <16 x float>, ptr %p2831, align 4
  %p2833 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld2834 = load float, ptr %p2833, align 4
  %ins2835 = insertelement <16 x float> poison, float %ld2834, i64 0
  %splat2836 = shufflevector <16 x float> %ins2835, <16 x float> poison, <16 x i32> zeroinitializer
  %v2837 = fsub contract <16 x float> %ld2832, %splat2836
  %v2838 = add i64 %size.C, 15
  %v2839 = sdiv i64 %v2838, 16
  %v2840 = srem i64 %v2838, 16
  %v2841 = icmp ne i64 %v2840, 0
  %v2842 = icmp slt i64 %v2840, 0
  %v2843 = icmp slt i64 16, 0
  %v2844 = xor i1 %v2842, %v2843
  %v2845 = and i1 %v2841, %v2844
  %v2846 = zext i1 %v2845 to i64
  %v2847 = sub i64 %v2839, %v2846
  %v2848 = mul i64 %v2847, 16
  %v2849 = add i64 %v2848, %i2803
  %p2850 = getelementptr float, ptr %scratch.base, i64 %v2849
  %ld2851 = load float, ptr %p2850, align 4
  %v2852 = fadd contract float %ld2851, 0x3EE4F8B580000000
  %v2853 = call float @llvm.sqrt.f32(float %v2852)
  %v2854 = fdiv float 0x3FF0000000000000, %v2853
  %ins2855 = insertelement <16 x float> poison, float %v2854, i64 0
  %splat2856 = shufflevector <16 x float> %ins2855, <16 x float> poison, <16 x i32> zeroinitializer
  %v2857 = fmul contract <16 x float> %v2837, %splat2856
  %p2858 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld2859 = load float, ptr %p2858, align 4
  %ins2860 = insertelement <16 x float> poison, float %ld2859, i64 0
  %splat2861 = shufflevector <16 x float> %ins2860, <16 x float> poison, <16 x i32> zeroinitializer
  %v2862 = fmul contract <16 x float> %v2857, %splat2861
  %p2863 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld2864 = load float, ptr %p2863, align 4
  %ins2865 = insertelement <16 x float> poison, float %ld2864, i64 0
  %splat2866 = shufflevector <16 x float> %ins2865, <16 x float> poison, <16 x i32> zeroinitializer
  %v2867 = fadd contract <16 x float> %v2862, %splat2866
  %v2868 = mul i64 %i350, %size.C
  %v2869 = add i64 %v2868, %i2803
  %v2870 = mul i64 %v2869, %size.S
  %v2871 = add i64 %v2870, %i2810
  %p2872 = getelementptr float, ptr %buf.y, i64 %v2871
  store <16 x float> %v2867, ptr %p2872, align 4
  %v2873 = mul i64 %i350, %size.C
  %v2874 = add i64 %v2873, %i2803
  %v2875 = mul i64 %v2874, %size.S
  %v2876 = add i64 %v2875, %v2812
  %p2877 = getelementptr float, ptr %buf.x, i64 %v2876
  %ld2878 = load <16 x float>, ptr %p2877, align 4
  %p2879 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld2880 = load float, ptr %p2879, align 4
  %ins2881 = insertelement <16 x float> poison, float %ld2880, i64 0
  %splat2882 = shufflevector <16 x float> %ins2881, <16 x float> poison, <16 x i32> zeroinitializer
  %v2883 = fsub contract <16 x float> %ld2878, %splat2882
  %v2884 = add i64 %size.C, 15
  %v2885 = sdiv i64 %v2884, 16
  %v2886 = srem i64 %v2884, 16
  %v2887 = icmp ne i64 %v2886, 0
  %v2888 = icmp slt i64 %v2886, 0
  %v2889 = icmp slt i64 16, 0
  %v2890 = xor i1 %v2888, %v2889
  %v2891 = and i1 %v2887, %v2890
  %v2892 = zext i1 %v2891 to i64
  %v2893 = sub i64 %v2885, %v2892
  %v2894 = mul i64 %v2893, 16
  %v2895 = add i64 %v2894, %i2803
  %p2896 = getelementptr float, ptr %scratch.base, i64 %v2895
  %ld2897 = load float, ptr %p2896, align 4
  %v2898 = fadd contract float %ld2897, 0x3EE4F8B580000000
  %v2899 = call float @llvm.sqrt.f32(float %v2898)
  %v2900 = fdiv float 0x3FF0000000000000, %v2899
  %ins2901 = insertelement <16 x float> poison, float %v2900, i64 0
  %splat2902 = shufflevector <16 x float> %ins2901, <16 x float> poison, <16 x i32> zeroinitializer
  %v2903 = fmul contract <16 x float> %v2883, %splat2902
  %p2904 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld2905 = load float, ptr %p2904, align 4
  %ins2906 = insertelement <16 x float> poison, float %ld2905, i64 0
  %splat2907 = shufflevector <16 x float> %ins2906, <16 x float> poison, <16 x i32> zeroinitializer
  %v2908 = fmul contract <16 x float> %v2903, %splat2907
  %p2909 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld2910 = load float, ptr %p2909, align 4
  %ins2911 = insertelement <16 x float> poison, float %ld2910, i64 0
  %splat2912 = shufflevector <16 x float> %ins2911, <16 x float> poison, <16 x i32> zeroinitializer
  %v2913 = fadd contract <16 x float> %v2908, %splat2912
  %v2914 = mul i64 %i350, %size.C
  %v2915 = add i64 %v2914, %i2803
  %v2916 = mul i64 %v2915, %size.S
  %v2917 = add i64 %v2916, %v2812
  %p2918 = getelementptr float, ptr %buf.y, i64 %v2917
  store <16 x float> %v2913, ptr %p2918, align 4
  %v2919 = mul i64 %i350, %size.C
  %v2920 = add i64 %v2919, %i2803
  %v2921 = mul i64 %v2920, %size.S
  %v2922 = add i64 %v2921, %v2813
  %p2923 = getelementptr float, ptr %buf.x, i64 %v2922
  %ld2924 = load <16 x float>, ptr %p2923, align 4
  %p2925 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld2926 = load float, ptr %p2925, align 4
  %ins2927 = insertelement <16 x float> poison, float %ld2926, i64 0
  %splat2928 = shufflevector <16 x float> %ins2927, <16 x float> poison, <16 x i32> zeroinitializer
  %v2929 = fsub contract <16 x float> %ld2924, %splat2928
  %v2930 = add i64 %size.C, 15
  %v2931 = sdiv i64 %v2930, 16
  %v2932 = srem i64 %v2930, 16
  %v2933 = icmp ne i64 %v2932, 0
  %v2934 = icmp slt i64 %v2932, 0
  %v2935 = icmp slt i64 16, 0
  %v2936 = xor i1 %v2934, %v2935
  %v2937 = and i1 %v2933, %v2936
  %v2938 = zext i1 %v2937 to i64
  %v2939 = sub i64 %v2931, %v2938
  %v2940 = mul i64 %v2939, 16
  %v2941 = add i64 %v2940, %i2803
  %p2942 = getelementptr float, ptr %scratch.base, i64 %v2941
  %ld2943 = load float, ptr %p2942, align 4
  %v2944 = fadd contract float %ld2943, 0x3EE4F8B580000000
  %v2945 = call float @llvm.sqrt.f32(float %v2944)
  %v2946 = fdiv float 0x3FF0000000000000, %v2945
  %ins2947 = insertelement <16 x float> poison, float %v2946, i64 0
  %splat2948 = shufflevector <16 x float> %ins2947, <16 x float> poison, <16 x i32> zeroinitializer
  %v2949 = fmul contract <16 x float> %v2929, %splat2948
  %p2950 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld2951 = load float, ptr %p2950, align 4
  %ins2952 = insertelement <16 x float> poison, float %ld2951, i64 0
  %splat2953 = shufflevector <16 x float> %ins2952, <16 x float> poison, <16 x i32> zeroinitializer
  %v2954 = fmul contract <16 x float> %v2949, %splat2953
  %p2955 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld2956 = load float, ptr %p2955, align 4
  %ins2957 = insertelement <16 x float> poison, float %ld2956, i64 0
  %splat2958 = shufflevector <16 x float> %ins2957, <16 x float> poison, <16 x i32> zeroinitializer
  %v2959 = fadd contract <16 x float> %v2954, %splat2958
  %v2960 = mul i64 %i350, %size.C
  %v2961 = add i64 %v2960, %i2803
  %v2962 = mul i64 %v2961, %size.S
  %v2963 = add i64 %v2962, %v2813
  %p2964 = getelementptr float, ptr %buf.y, i64 %v2963
  store <16 x float> %v2959, ptr %p2964, align 4
  %v2965 = mul i64 %i350, %size.C
  %v2966 = add i64 %v2965, %i2803
  %v2967 = mul i64 %v2966, %size.S
  %v2968 = add i64 %v2967, %v2814
  %p2969 = getelementptr float, ptr %buf.x, i64 %v2968
  %ld2970 = load <16 x float>, ptr %p2969, align 4
  %p2971 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld2972 = load float, ptr %p2971, align 4
  %ins2973 = insertelement <16 x float> poison, float %ld2972, i64 0
  %splat2974 = shufflevector <16 x float> %ins2973, <16 x float> poison, <16 x i32> zeroinitializer
  %v2975 = fsub contract <16 x float> %ld2970, %splat2974
  %v2976 = add i64 %size.C, 15
  %v2977 = sdiv i64 %v2976, 16
  %v2978 = srem i64 %v2976, 16
  %v2979 = icmp ne i64 %v2978, 0
  %v2980 = icmp slt i64 %v2978, 0
  %v2981 = icmp slt i64 16, 0
  %v2982 = xor i1 %v2980, %v2981
  %v2983 = and i1 %v2979, %v2982
  %v2984 = zext i1 %v2983 to i64
  %v2985 = sub i64 %v2977, %v2984
  %v2986 = mul i64 %v2985, 16
  %v2987 = add i64 %v2986, %i2803
  %p2988 = getelementptr float, ptr %scratch.base, i64 %v2987
  %ld2989 = load float, ptr %p2988, align 4
  %v2990 = fadd contract float %ld2989, 0x3EE4F8B580000000
  %v2991 = call float @llvm.sqrt.f32(float %v2990)
  %v2992 = fdiv float 0x3FF0000000000000, %v2991
  %ins2993 = insertelement <16 x float> poison, float %v2992, i64 0
  %splat2994 = shufflevector <16 x float> %ins2993, <16 x float> poison, <16 x i32> zeroinitializer
  %v2995 = fmul contract <16 x float> %v2975, %splat2994
  %p2996 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld2997 = load float, ptr %p2996, align 4
  %ins2998 = insertelement <16 x float> poison, float %ld2997, i64 0
  %splat2999 = shufflevector <16 x float> %ins2998, <16 x float> poison, <16 x i32> zeroinitializer
  %v3000 = fmul contract <16 x float> %v2995, %splat2999
  %p3001 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3002 = load float, ptr %p3001, align 4
  %ins3003 = insertelement <16 x float> poison, float %ld3002, i64 0
  %splat3004 = shufflevector <16 x float> %ins3003, <16 x float> poison, <16 x i32> zeroinitializer
  %v3005 = fadd contract <16 x float> %v3000, %splat3004
  %v3006 = mul i64 %i350, %size.C
  %v3007 = add i64 %v3006, %i2803
  %v3008 = mul i64 %v3007, %size.S
  %v3009 = add i64 %v3008, %v2814
  %p3010 = getelementptr float, ptr %buf.y, i64 %v3009
  store <16 x float> %v3005, ptr %p3010, align 4
  %v3011 = mul i64 %i350, %size.C
  %v3012 = add i64 %v3011, %i2803
  %v3013 = mul i64 %v3012, %size.S
  %v3014 = add i64 %v3013, %v2815
  %p3015 = getelementptr float, ptr %buf.x, i64 %v3014
  %ld3016 = load <16 x float>, ptr %p3015, align 4
  %p3017 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3018 = load float, ptr %p3017, align 4
  %ins3019 = insertelement <16 x float> poison, float %ld3018, i64 0
  %splat3020 = shufflevector <16 x float> %ins3019, <16 x float> poison, <16 x i32> zeroinitializer
  %v3021 = fsub contract <16 x float> %ld3016, %splat3020
  %v3022 = add i64 %size.C, 15
  %v3023 = sdiv i64 %v3022, 16
  %v3024 = srem i64 %v3022, 16
  %v3025 = icmp ne i64 %v3024, 0
  %v3026 = icmp slt i64 %v3024, 0
  %v3027 = icmp slt i64 16, 0
  %v3028 = xor i1 %v3026, %v3027
  %v3029 = and i1 %v3025, %v3028
  %v3030 = zext i1 %v3029 to i64
  %v3031 = sub i64 %v3023, %v3030
  %v3032 = mul i64 %v3031, 16
  %v3033 = add i64 %v3032, %i2803
  %p3034 = getelementptr float, ptr %scratch.base, i64 %v3033
  %ld3035 = load float, ptr %p3034, align 4
  %v3036 = fadd contract float %ld3035, 0x3EE4F8B580000000
  %v3037 = call float @llvm.sqrt.f32(float %v3036)
  %v3038 = fdiv float 0x3FF0000000000000, %v3037
  %ins3039 = insertelement <16 x float> poison, float %v3038, i64 0
  %splat3040 = shufflevector <16 x float> %ins3039, <16 x float> poison, <16 x i32> zeroinitializer
  %v3041 = fmul contract <16 x float> %v3021, %splat3040
  %p3042 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3043 = load float, ptr %p3042, align 4
  %ins3044 = insertelement <16 x float> poison, float %ld3043, i64 0
  %splat3045 = shufflevector <16 x float> %ins3044, <16 x float> poison, <16 x i32> zeroinitializer
  %v3046 = fmul contract <16 x float> %v3041, %splat3045
  %p3047 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3048 = load float, ptr %p3047, align 4
  %ins3049 = insertelement <16 x float> poison, float %ld3048, i64 0
  %splat3050 = shufflevector <16 x float> %ins3049, <16 x float> poison, <16 x i32> zeroinitializer
  %v3051 = fadd contract <16 x float> %v3046, %splat3050
  %v3052 = mul i64 %i350, %size.C
  %v3053 = add i64 %v3052, %i2803
  %v3054 = mul i64 %v3053, %size.S
  %v3055 = add i64 %v3054, %v2815
  %p3056 = getelementptr float, ptr %buf.y, i64 %v3055
  store <16 x float> %v3051, ptr %p3056, align 4
  %v3057 = mul i64 %i350, %size.C
  %v3058 = add i64 %v3057, %i2803
  %v3059 = mul i64 %v3058, %size.S
  %v3060 = add i64 %v3059, %v2816
  %p3061 = getelementptr float, ptr %buf.x, i64 %v3060
  %ld3062 = load <16 x float>, ptr %p3061, align 4
  %p3063 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3064 = load float, ptr %p3063, align 4
  %ins3065 = insertelement <16 x float> poison, float %ld3064, i64 0
  %splat3066 = shufflevector <16 x float> %ins3065, <16 x float> poison, <16 x i32> zeroinitializer
  %v3067 = fsub contract <16 x float> %ld3062, %splat3066
  %v3068 = add i64 %size.C, 15
  %v3069 = sdiv i64 %v3068, 16
  %v3070 = srem i64 %v3068, 16
  %v3071 = icmp ne i64 %v3070, 0
  %v3072 = icmp slt i64 %v3070, 0
  %v3073 = icmp slt i64 16, 0
  %v3074 = xor i1 %v3072, %v3073
  %v3075 = and i1 %v3071, %v3074
  %v3076 = zext i1 %v3075 to i64
  %v3077 = sub i64 %v3069, %v3076
  %v3078 = mul i64 %v3077, 16
  %v3079 = add i64 %v3078, %i2803
  %p3080 = getelementptr float, ptr %scratch.base, i64 %v3079
  %ld3081 = load float, ptr %p3080, align 4
  %v3082 = fadd contract float %ld3081, 0x3EE4F8B580000000
  %v3083 = call float @llvm.sqrt.f32(float %v3082)
  %v3084 = fdiv float 0x3FF0000000000000, %v3083
  %ins3085 = insertelement <16 x float> poison, float %v3084, i64 0
  %splat3086 = shufflevector <16 x float> %ins3085, <16 x float> poison, <16 x i32> zeroinitializer
  %v3087 = fmul contract <16 x float> %v3067, %splat3086
  %p3088 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3089 = load float, ptr %p3088, align 4
  %ins3090 = insertelement <16 x float> poison, float %ld3089, i64 0
  %splat3091 = shufflevector <16 x float> %ins3090, <16 x float> poison, <16 x i32> zeroinitializer
  %v3092 = fmul contract <16 x float> %v3087, %splat3091
  %p3093 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3094 = load float, ptr %p3093, align 4
  %ins3095 = insertelement <16 x float> poison, float %ld3094, i64 0
  %splat3096 = shufflevector <16 x float> %ins3095, <16 x float> poison, <16 x i32> zeroinitializer
  %v3097 = fadd contract <16 x float> %v3092, %splat3096
  %v3098 = mul i64 %i350, %size.C
  %v3099 = add i64 %v3098, %i2803
  %v3100 = mul i64 %v3099, %size.S
  %v3101 = add i64 %v3100, %v2816
  %p3102 = getelementptr float, ptr %buf.y, i64 %v3101
  store <16 x float> %v3097, ptr %p3102, align 4
  %v3103 = mul i64 %i350, %size.C
  %v3104 = add i64 %v3103, %i2803
  %v3105 = mul i64 %v3104, %size.S
  %v3106 = add i64 %v3105, %v2817
  %p3107 = getelementptr float, ptr %buf.x, i64 %v3106
  %ld3108 = load <16 x float>, ptr %p3107, align 4
  %p3109 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3110 = load float, ptr %p3109, align 4
  %ins3111 = insertelement <16 x float> poison, float %ld3110, i64 0
  %splat3112 = shufflevector <16 x float> %ins3111, <16 x float> poison, <16 x i32> zeroinitializer
  %v3113 = fsub contract <16 x float> %ld3108, %splat3112
  %v3114 = add i64 %size.C, 15
  %v3115 = sdiv i64 %v3114, 16
  %v3116 = srem i64 %v3114, 16
  %v3117 = icmp ne i64 %v3116, 0
  %v3118 = icmp slt i64 %v3116, 0
  %v3119 = icmp slt i64 16, 0
  %v3120 = xor i1 %v3118, %v3119
  %v3121 = and i1 %v3117, %v3120
  %v3122 = zext i1 %v3121 to i64
  %v3123 = sub i64 %v3115, %v3122
  %v3124 = mul i64 %v3123, 16
  %v3125 = add i64 %v3124, %i2803
  %p3126 = getelementptr float, ptr %scratch.base, i64 %v3125
  %ld3127 = load float, ptr %p3126, align 4
  %v3128 = fadd contract float %ld3127, 0x3EE4F8B580000000
  %v3129 = call float @llvm.sqrt.f32(float %v3128)
  %v3130 = fdiv float 0x3FF0000000000000, %v3129
  %ins3131 = insertelement <16 x float> poison, float %v3130, i64 0
  %splat3132 = shufflevector <16 x float> %ins3131, <16 x float> poison, <16 x i32> zeroinitializer
  %v3133 = fmul contract <16 x float> %v3113, %splat3132
  %p3134 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3135 = load float, ptr %p3134, align 4
  %ins3136 = insertelement <16 x float> poison, float %ld3135, i64 0
  %splat3137 = shufflevector <16 x float> %ins3136, <16 x float> poison, <16 x i32> zeroinitializer
  %v3138 = fmul contract <16 x float> %v3133, %splat3137
  %p3139 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3140 = load float, ptr %p3139, align 4
  %ins3141 = insertelement <16 x float> poison, float %ld3140, i64 0
  %splat3142 = shufflevector <16 x float> %ins3141, <16 x float> poison, <16 x i32> zeroinitializer
  %v3143 = fadd contract <16 x float> %v3138, %splat3142
  %v3144 = mul i64 %i350, %size.C
  %v3145 = add i64 %v3144, %i2803
  %v3146 = mul i64 %v3145, %size.S
  %v3147 = add i64 %v3146, %v2817
  %p3148 = getelementptr float, ptr %buf.y, i64 %v3147
  store <16 x float> %v3143, ptr %p3148, align 4
  %v3149 = mul i64 %i350, %size.C
  %v3150 = add i64 %v3149, %i2803
  %v3151 = mul i64 %v3150, %size.S
  %v3152 = add i64 %v3151, %v2818
  %p3153 = getelementptr float, ptr %buf.x, i64 %v3152
  %ld3154 = load <16 x float>, ptr %p3153, align 4
  %p3155 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3156 = load float, ptr %p3155, align 4
  %ins3157 = insertelement <16 x float> poison, float %ld3156, i64 0
  %splat3158 = shufflevector <16 x float> %ins3157, <16 x float> poison, <16 x i32> zeroinitializer
  %v3159 = fsub contract <16 x float> %ld3154, %splat3158
  %v3160 = add i64 %size.C, 15
  %v3161 = sdiv i64 %v3160, 16
  %v3162 = srem i64 %v3160, 16
  %v3163 = icmp ne i64 %v3162, 0
  %v3164 = icmp slt i64 %v3162, 0
  %v3165 = icmp slt i64 16, 0
  %v3166 = xor i1 %v3164, %v3165
  %v3167 = and i1 %v3163, %v3166
  %v3168 = zext i1 %v3167 to i64
  %v3169 = sub i64 %v3161, %v3168
  %v3170 = mul i64 %v3169, 16
  %v3171 = add i64 %v3170, %i2803
  %p3172 = getelementptr float, ptr %scratch.base, i64 %v3171
  %ld3173 = load float, ptr %p3172, align 4
  %v3174 = fadd contract float %ld3173, 0x3EE4F8B580000000
  %v3175 = call float @llvm.sqrt.f32(float %v3174)
  %v3176 = fdiv float 0x3FF0000000000000, %v3175
  %ins3177 = insertelement <16 x float> poison, float %v3176, i64 0
  %splat3178 = shufflevector <16 x float> %ins3177, <16 x float> poison, <16 x i32> zeroinitializer
  %v3179 = fmul contract <16 x float> %v3159, %splat3178
  %p3180 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3181 = load float, ptr %p3180, align 4
  %ins3182 = insertelement <16 x float> poison, float %ld3181, i64 0
  %splat3183 = shufflevector <16 x float> %ins3182, <16 x float> poison, <16 x i32> zeroinitializer
  %v3184 = fmul contract <16 x float> %v3179, %splat3183
  %p3185 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3186 = load float, ptr %p3185, align 4
  %ins3187 = insertelement <16 x float> poison, float %ld3186, i64 0
  %splat3188 = shufflevector <16 x float> %ins3187, <16 x float> poison, <16 x i32> zeroinitializer
  %v3189 = fadd contract <16 x float> %v3184, %splat3188
  %v3190 = mul i64 %i350, %size.C
  %v3191 = add i64 %v3190, %i2803
  %v3192 = mul i64 %v3191, %size.S
  %v3193 = add i64 %v3192, %v2818
  %p3194 = getelementptr float, ptr %buf.y, i64 %v3193
  store <16 x float> %v3189, ptr %p3194, align 4
  %v3195 = mul i64 %i350, %size.C
  %v3196 = add i64 %v3195, %i2803
  %v3197 = mul i64 %v3196, %size.S
  %v3198 = add i64 %v3197, %v2819
  %p3199 = getelementptr float, ptr %buf.x, i64 %v3198
  %ld3200 = load <16 x float>, ptr %p3199, align 4
  %p3201 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3202 = load float, ptr %p3201, align 4
  %ins3203 = insertelement <16 x float> poison, float %ld3202, i64 0
  %splat3204 = shufflevector <16 x float> %ins3203, <16 x float> poison, <16 x i32> zeroinitializer
  %v3205 = fsub contract <16 x float> %ld3200, %splat3204
  %v3206 = add i64 %size.C, 15
  %v3207 = sdiv i64 %v3206, 16
  %v3208 = srem i64 %v3206, 16
  %v3209 = icmp ne i64 %v3208, 0
  %v3210 = icmp slt i64 %v3208, 0
  %v3211 = icmp slt i64 16, 0
  %v3212 = xor i1 %v3210, %v3211
  %v3213 = and i1 %v3209, %v3212
  %v3214 = zext i1 %v3213 to i64
  %v3215 = sub i64 %v3207, %v3214
  %v3216 = mul i64 %v3215, 16
  %v3217 = add i64 %v3216, %i2803
  %p3218 = getelementptr float, ptr %scratch.base, i64 %v3217
  %ld3219 = load float, ptr %p3218, align 4
  %v3220 = fadd contract float %ld3219, 0x3EE4F8B580000000
  %v3221 = call float @llvm.sqrt.f32(float %v3220)
  %v3222 = fdiv float 0x3FF0000000000000, %v3221
  %ins3223 = insertelement <16 x float> poison, float %v3222, i64 0
  %splat3224 = shufflevector <16 x float> %ins3223, <16 x float> poison, <16 x i32> zeroinitializer
  %v3225 = fmul contract <16 x float> %v3205, %splat3224
  %p3226 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3227 = load float, ptr %p3226, align 4
  %ins3228 = insertelement <16 x float> poison, float %ld3227, i64 0
  %splat3229 = shufflevector <16 x float> %ins3228, <16 x float> poison, <16 x i32> zeroinitializer
  %v3230 = fmul contract <16 x float> %v3225, %splat3229
  %p3231 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3232 = load float, ptr %p3231, align 4
  %ins3233 = insertelement <16 x float> poison, float %ld3232, i64 0
  %splat3234 = shufflevector <16 x float> %ins3233, <16 x float> poison, <16 x i32> zeroinitializer
  %v3235 = fadd contract <16 x float> %v3230, %splat3234
  %v3236 = mul i64 %i350, %size.C
  %v3237 = add i64 %v3236, %i2803
  %v3238 = mul i64 %v3237, %size.S
  %v3239 = add i64 %v3238, %v2819
  %p3240 = getelementptr float, ptr %buf.y, i64 %v3239
  store <16 x float> %v3235, ptr %p3240, align 4
  %v3241 = mul i64 %i350, %size.C
  %v3242 = add i64 %v3241, %i2803
  %v3243 = mul i64 %v3242, %size.S
  %v3244 = add i64 %v3243, %v2820
  %p3245 = getelementptr float, ptr %buf.x, i64 %v3244
  %ld3246 = load <16 x float>, ptr %p3245, align 4
  %p3247 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3248 = load float, ptr %p3247, align 4
  %ins3249 = insertelement <16 x float> poison, float %ld3248, i64 0
  %splat3250 = shufflevector <16 x float> %ins3249, <16 x float> poison, <16 x i32> zeroinitializer
  %v3251 = fsub contract <16 x float> %ld3246, %splat3250
  %v3252 = add i64 %size.C, 15
  %v3253 = sdiv i64 %v3252, 16
  %v3254 = srem i64 %v3252, 16
  %v3255 = icmp ne i64 %v3254, 0
  %v3256 = icmp slt i64 %v3254, 0
  %v3257 = icmp slt i64 16, 0
  %v3258 = xor i1 %v3256, %v3257
  %v3259 = and i1 %v3255, %v3258
  %v3260 = zext i1 %v3259 to i64
  %v3261 = sub i64 %v3253, %v3260
  %v3262 = mul i64 %v3261, 16
  %v3263 = add i64 %v3262, %i2803
  %p3264 = getelementptr float, ptr %scratch.base, i64 %v3263
  %ld3265 = load float, ptr %p3264, align 4
  %v3266 = fadd contract float %ld3265, 0x3EE4F8B580000000
  %v3267 = call float @llvm.sqrt.f32(float %v3266)
  %v3268 = fdiv float 0x3FF0000000000000, %v3267
  %ins3269 = insertelement <16 x float> poison, float %v3268, i64 0
  %splat3270 = shufflevector <16 x float> %ins3269, <16 x float> poison, <16 x i32> zeroinitializer
  %v3271 = fmul contract <16 x float> %v3251, %splat3270
  %p3272 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3273 = load float, ptr %p3272, align 4
  %ins3274 = insertelement <16 x float> poison, float %ld3273, i64 0
  %splat3275 = shufflevector <16 x float> %ins3274, <16 x float> poison, <16 x i32> zeroinitializer
  %v3276 = fmul contract <16 x float> %v3271, %splat3275
  %p3277 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3278 = load float, ptr %p3277, align 4
  %ins3279 = insertelement <16 x float> poison, float %ld3278, i64 0
  %splat3280 = shufflevector <16 x float> %ins3279, <16 x float> poison, <16 x i32> zeroinitializer
  %v3281 = fadd contract <16 x float> %v3276, %splat3280
  %v3282 = mul i64 %i350, %size.C
  %v3283 = add i64 %v3282, %i2803
  %v3284 = mul i64 %v3283, %size.S
  %v3285 = add i64 %v3284, %v2820
  %p3286 = getelementptr float, ptr %buf.y, i64 %v3285
  store <16 x float> %v3281, ptr %p3286, align 4
  %v3287 = mul i64 %i350, %size.C
  %v3288 = add i64 %v3287, %i2803
  %v3289 = mul i64 %v3288, %size.S
  %v3290 = add i64 %v3289, %v2821
  %p3291 = getelementptr float, ptr %buf.x, i64 %v3290
  %ld3292 = load <16 x float>, ptr %p3291, align 4
  %p3293 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3294 = load float, ptr %p3293, align 4
  %ins3295 = insertelement <16 x float> poison, float %ld3294, i64 0
  %splat3296 = shufflevector <16 x float> %ins3295, <16 x float> poison, <16 x i32> zeroinitializer
  %v3297 = fsub contract <16 x float> %ld3292, %splat3296
  %v3298 = add i64 %size.C, 15
  %v3299 = sdiv i64 %v3298, 16
  %v3300 = srem i64 %v3298, 16
  %v3301 = icmp ne i64 %v3300, 0
  %v3302 = icmp slt i64 %v3300, 0
  %v3303 = icmp slt i64 16, 0
  %v3304 = xor i1 %v3302, %v3303
  %v3305 = and i1 %v3301, %v3304
  %v3306 = zext i1 %v3305 to i64
  %v3307 = sub i64 %v3299, %v3306
  %v3308 = mul i64 %v3307, 16
  %v3309 = add i64 %v3308, %i2803
  %p3310 = getelementptr float, ptr %scratch.base, i64 %v3309
  %ld3311 = load float, ptr %p3310, align 4
  %v3312 = fadd contract float %ld3311, 0x3EE4F8B580000000
  %v3313 = call float @llvm.sqrt.f32(float %v3312)
  %v3314 = fdiv float 0x3FF0000000000000, %v3313
  %ins3315 = insertelement <16 x float> poison, float %v3314, i64 0
  %splat3316 = shufflevector <16 x float> %ins3315, <16 x float> poison, <16 x i32> zeroinitializer
  %v3317 = fmul contract <16 x float> %v3297, %splat3316
  %p3318 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3319 = load float, ptr %p3318, align 4
  %ins3320 = insertelement <16 x float> poison, float %ld3319, i64 0
  %splat3321 = shufflevector <16 x float> %ins3320, <16 x float> poison, <16 x i32> zeroinitializer
  %v3322 = fmul contract <16 x float> %v3317, %splat3321
  %p3323 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3324 = load float, ptr %p3323, align 4
  %ins3325 = insertelement <16 x float> poison, float %ld3324, i64 0
  %splat3326 = shufflevector <16 x float> %ins3325, <16 x float> poison, <16 x i32> zeroinitializer
  %v3327 = fadd contract <16 x float> %v3322, %splat3326
  %v3328 = mul i64 %i350, %size.C
  %v3329 = add i64 %v3328, %i2803
  %v3330 = mul i64 %v3329, %size.S
  %v3331 = add i64 %v3330, %v2821
  %p3332 = getelementptr float, ptr %buf.y, i64 %v3331
  store <16 x float> %v3327, ptr %p3332, align 4
  %v3333 = mul i64 %i350, %size.C
  %v3334 = add i64 %v3333, %i2803
  %v3335 = mul i64 %v3334, %size.S
  %v3336 = add i64 %v3335, %v2822
  %p3337 = getelementptr float, ptr %buf.x, i64 %v3336
  %ld3338 = load <16 x float>, ptr %p3337, align 4
  %p3339 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3340 = load float, ptr %p3339, align 4
  %ins3341 = insertelement <16 x float> poison, float %ld3340, i64 0
  %splat3342 = shufflevector <16 x float> %ins3341, <16 x float> poison, <16 x i32> zeroinitializer
  %v3343 = fsub contract <16 x float> %ld3338, %splat3342
  %v3344 = add i64 %size.C, 15
  %v3345 = sdiv i64 %v3344, 16
  %v3346 = srem i64 %v3344, 16
  %v3347 = icmp ne i64 %v3346, 0
  %v3348 = icmp slt i64 %v3346, 0
  %v3349 = icmp slt i64 16, 0
  %v3350 = xor i1 %v3348, %v3349
  %v3351 = and i1 %v3347, %v3350
  %v3352 = zext i1 %v3351 to i64
  %v3353 = sub i64 %v3345, %v3352
  %v3354 = mul i64 %v3353, 16
  %v3355 = add i64 %v3354, %i2803
  %p3356 = getelementptr float, ptr %scratch.base, i64 %v3355
  %ld3357 = load float, ptr %p3356, align 4
  %v3358 = fadd contract float %ld3357, 0x3EE4F8B580000000
  %v3359 = call float @llvm.sqrt.f32(float %v3358)
  %v3360 = fdiv float 0x3FF0000000000000, %v3359
  %ins3361 = insertelement <16 x float> poison, float %v3360, i64 0
  %splat3362 = shufflevector <16 x float> %ins3361, <16 x float> poison, <16 x i32> zeroinitializer
  %v3363 = fmul contract <16 x float> %v3343, %splat3362
  %p3364 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3365 = load float, ptr %p3364, align 4
  %ins3366 = insertelement <16 x float> poison, float %ld3365, i64 0
  %splat3367 = shufflevector <16 x float> %ins3366, <16 x float> poison, <16 x i32> zeroinitializer
  %v3368 = fmul contract <16 x float> %v3363, %splat3367
  %p3369 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3370 = load float, ptr %p3369, align 4
  %ins3371 = insertelement <16 x float> poison, float %ld3370, i64 0
  %splat3372 = shufflevector <16 x float> %ins3371, <16 x float> poison, <16 x i32> zeroinitializer
  %v3373 = fadd contract <16 x float> %v3368, %splat3372
  %v3374 = mul i64 %i350, %size.C
  %v3375 = add i64 %v3374, %i2803
  %v3376 = mul i64 %v3375, %size.S
  %v3377 = add i64 %v3376, %v2822
  %p3378 = getelementptr float, ptr %buf.y, i64 %v3377
  store <16 x float> %v3373, ptr %p3378, align 4
  %v3379 = mul i64 %i350, %size.C
  %v3380 = add i64 %v3379, %i2803
  %v3381 = mul i64 %v3380, %size.S
  %v3382 = add i64 %v3381, %v2823
  %p3383 = getelementptr float, ptr %buf.x, i64 %v3382
  %ld3384 = load <16 x float>, ptr %p3383, align 4
  %p3385 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3386 = load float, ptr %p3385, align 4
  %ins3387 = insertelement <16 x float> poison, float %ld3386, i64 0
  %splat3388 = shufflevector <16 x float> %ins3387, <16 x float> poison, <16 x i32> zeroinitializer
  %v3389 = fsub contract <16 x float> %ld3384, %splat3388
  %v3390 = add i64 %size.C, 15
  %v3391 = sdiv i64 %v3390, 16
  %v3392 = srem i64 %v3390, 16
  %v3393 = icmp ne i64 %v3392, 0
  %v3394 = icmp slt i64 %v3392, 0
  %v3395 = icmp slt i64 16, 0
  %v3396 = xor i1 %v3394, %v3395
  %v3397 = and i1 %v3393, %v3396
  %v3398 = zext i1 %v3397 to i64
  %v3399 = sub i64 %v3391, %v3398
  %v3400 = mul i64 %v3399, 16
  %v3401 = add i64 %v3400, %i2803
  %p3402 = getelementptr float, ptr %scratch.base, i64 %v3401
  %ld3403 = load float, ptr %p3402, align 4
  %v3404 = fadd contract float %ld3403, 0x3EE4F8B580000000
  %v3405 = call float @llvm.sqrt.f32(float %v3404)
  %v3406 = fdiv float 0x3FF0000000000000, %v3405
  %ins3407 = insertelement <16 x float> poison, float %v3406, i64 0
  %splat3408 = shufflevector <16 x float> %ins3407, <16 x float> poison, <16 x i32> zeroinitializer
  %v3409 = fmul contract <16 x float> %v3389, %splat3408
  %p3410 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3411 = load float, ptr %p3410, align 4
  %ins3412 = insertelement <16 x float> poison, float %ld3411, i64 0
  %splat3413 = shufflevector <16 x float> %ins3412, <16 x float> poison, <16 x i32> zeroinitializer
  %v3414 = fmul contract <16 x float> %v3409, %splat3413
  %p3415 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3416 = load float, ptr %p3415, align 4
  %ins3417 = insertelement <16 x float> poison, float %ld3416, i64 0
  %splat3418 = shufflevector <16 x float> %ins3417, <16 x float> poison, <16 x i32> zeroinitializer
  %v3419 = fadd contract <16 x float> %v3414, %splat3418
  %v3420 = mul i64 %i350, %size.C
  %v3421 = add i64 %v3420, %i2803
  %v3422 = mul i64 %v3421, %size.S
  %v3423 = add i64 %v3422, %v2823
  %p3424 = getelementptr float, ptr %buf.y, i64 %v3423
  store <16 x float> %v3419, ptr %p3424, align 4
  %v3425 = mul i64 %i350, %size.C
  %v3426 = add i64 %v3425, %i2803
  %v3427 = mul i64 %v3426, %size.S
  %v3428 = add i64 %v3427, %v2824
  %p3429 = getelementptr float, ptr %buf.x, i64 %v3428
  %ld3430 = load <16 x float>, ptr %p3429, align 4
  %p3431 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3432 = load float, ptr %p3431, align 4
  %ins3433 = insertelement <16 x float> poison, float %ld3432, i64 0
  %splat3434 = shufflevector <16 x float> %ins3433, <16 x float> poison, <16 x i32> zeroinitializer
  %v3435 = fsub contract <16 x float> %ld3430, %splat3434
  %v3436 = add i64 %size.C, 15
  %v3437 = sdiv i64 %v3436, 16
  %v3438 = srem i64 %v3436, 16
  %v3439 = icmp ne i64 %v3438, 0
  %v3440 = icmp slt i64 %v3438, 0
  %v3441 = icmp slt i64 16, 0
  %v3442 = xor i1 %v3440, %v3441
  %v3443 = and i1 %v3439, %v3442
  %v3444 = zext i1 %v3443 to i64
  %v3445 = sub i64 %v3437, %v3444
  %v3446 = mul i64 %v3445, 16
  %v3447 = add i64 %v3446, %i2803
  %p3448 = getelementptr float, ptr %scratch.base, i64 %v3447
  %ld3449 = load float, ptr %p3448, align 4
  %v3450 = fadd contract float %ld3449, 0x3EE4F8B580000000
  %v3451 = call float @llvm.sqrt.f32(float %v3450)
  %v3452 = fdiv float 0x3FF0000000000000, %v3451
  %ins3453 = insertelement <16 x float> poison, float %v3452, i64 0
  %splat3454 = shufflevector <16 x float> %ins3453, <16 x float> poison, <16 x i32> zeroinitializer
  %v3455 = fmul contract <16 x float> %v3435, %splat3454
  %p3456 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3457 = load float, ptr %p3456, align 4
  %ins3458 = insertelement <16 x float> poison, float %ld3457, i64 0
  %splat3459 = shufflevector <16 x float> %ins3458, <16 x float> poison, <16 x i32> zeroinitializer
  %v3460 = fmul contract <16 x float> %v3455, %splat3459
  %p3461 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3462 = load float, ptr %p3461, align 4
  %ins3463 = insertelement <16 x float> poison, float %ld3462, i64 0
  %splat3464 = shufflevector <16 x float> %ins3463, <16 x float> poison, <16 x i32> zeroinitializer
  %v3465 = fadd contract <16 x float> %v3460, %splat3464
  %v3466 = mul i64 %i350, %size.C
  %v3467 = add i64 %v3466, %i2803
  %v3468 = mul i64 %v3467, %size.S
  %v3469 = add i64 %v3468, %v2824
  %p3470 = getelementptr float, ptr %buf.y, i64 %v3469
  store <16 x float> %v3465, ptr %p3470, align 4
  %v3471 = mul i64 %i350, %size.C
  %v3472 = add i64 %v3471, %i2803
  %v3473 = mul i64 %v3472, %size.S
  %v3474 = add i64 %v3473, %v2825
  %p3475 = getelementptr float, ptr %buf.x, i64 %v3474
  %ld3476 = load <16 x float>, ptr %p3475, align 4
  %p3477 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3478 = load float, ptr %p3477, align 4
  %ins3479 = insertelement <16 x float> poison, float %ld3478, i64 0
  %splat3480 = shufflevector <16 x float> %ins3479, <16 x float> poison, <16 x i32> zeroinitializer
  %v3481 = fsub contract <16 x float> %ld3476, %splat3480
  %v3482 = add i64 %size.C, 15
  %v3483 = sdiv i64 %v3482, 16
  %v3484 = srem i64 %v3482, 16
  %v3485 = icmp ne i64 %v3484, 0
  %v3486 = icmp slt i64 %v3484, 0
  %v3487 = icmp slt i64 16, 0
  %v3488 = xor i1 %v3486, %v3487
  %v3489 = and i1 %v3485, %v3488
  %v3490 = zext i1 %v3489 to i64
  %v3491 = sub i64 %v3483, %v3490
  %v3492 = mul i64 %v3491, 16
  %v3493 = add i64 %v3492, %i2803
  %p3494 = getelementptr float, ptr %scratch.base, i64 %v3493
  %ld3495 = load float, ptr %p3494, align 4
  %v3496 = fadd contract float %ld3495, 0x3EE4F8B580000000
  %v3497 = call float @llvm.sqrt.f32(float %v3496)
  %v3498 = fdiv float 0x3FF0000000000000, %v3497
  %ins3499 = insertelement <16 x float> poison, float %v3498, i64 0
  %splat3500 = shufflevector <16 x float> %ins3499, <16 x float> poison, <16 x i32> zeroinitializer
  %v3501 = fmul contract <16 x float> %v3481, %splat3500
  %p3502 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3503 = load float, ptr %p3502, align 4
  %ins3504 = insertelement <16 x float> poison, float %ld3503, i64 0
  %splat3505 = shufflevector <16 x float> %ins3504, <16 x float> poison, <16 x i32> zeroinitializer
  %v3506 = fmul contract <16 x float> %v3501, %splat3505
  %p3507 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3508 = load float, ptr %p3507, align 4
  %ins3509 = insertelement <16 x float> poison, float %ld3508, i64 0
  %splat3510 = shufflevector <16 x float> %ins3509, <16 x float> poison, <16 x i32> zeroinitializer
  %v3511 = fadd contract <16 x float> %v3506, %splat3510
  %v3512 = mul i64 %i350, %size.C
  %v3513 = add i64 %v3512, %i2803
  %v3514 = mul i64 %v3513, %size.S
  %v3515 = add i64 %v3514, %v2825
  %p3516 = getelementptr float, ptr %buf.y, i64 %v3515
  store <16 x float> %v3511, ptr %p3516, align 4
  %v3517 = mul i64 %i350, %size.C
  %v3518 = add i64 %v3517, %i2803
  %v3519 = mul i64 %v3518, %size.S
  %v3520 = add i64 %v3519, %v2826
  %p3521 = getelementptr float, ptr %buf.x, i64 %v3520
  %ld3522 = load <16 x float>, ptr %p3521, align 4
  %p3523 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3524 = load float, ptr %p3523, align 4
  %ins3525 = insertelement <16 x float> poison, float %ld3524, i64 0
  %splat3526 = shufflevector <16 x float> %ins3525, <16 x float> poison, <16 x i32> zeroinitializer
  %v3527 = fsub contract <16 x float> %ld3522, %splat3526
  %v3528 = add i64 %size.C, 15
  %v3529 = sdiv i64 %v3528, 16
  %v3530 = srem i64 %v3528, 16
  %v3531 = icmp ne i64 %v3530, 0
  %v3532 = icmp slt i64 %v3530, 0
  %v3533 = icmp slt i64 16, 0
  %v3534 = xor i1 %v3532, %v3533
  %v3535 = and i1 %v3531, %v3534
  %v3536 = zext i1 %v3535 to i64
  %v3537 = sub i64 %v3529, %v3536
  %v3538 = mul i64 %v3537, 16
  %v3539 = add i64 %v3538, %i2803
  %p3540 = getelementptr float, ptr %scratch.base, i64 %v3539
  %ld3541 = load float, ptr %p3540, align 4
  %v3542 = fadd contract float %ld3541, 0x3EE4F8B580000000
  %v3543 = call float @llvm.sqrt.f32(float %v3542)
  %v3544 = fdiv float 0x3FF0000000000000, %v3543
  %ins3545 = insertelement <16 x float> poison, float %v3544, i64 0
  %splat3546 = shufflevector <16 x float> %ins3545, <16 x float> poison, <16 x i32> zeroinitializer
  %v3547 = fmul contract <16 x float> %v3527, %splat3546
  %p3548 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3549 = load float, ptr %p3548, align 4
  %ins3550 = insertelement <16 x float> poison, float %ld3549, i64 0
  %splat3551 = shufflevector <16 x float> %ins3550, <16 x float> poison, <16 x i32> zeroinitializer
  %v3552 = fmul contract <16 x float> %v3547, %splat3551
  %p3553 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3554 = load float, ptr %p3553, align 4
  %ins3555 = insertelement <16 x float> poison, float %ld3554, i64 0
  %splat3556 = shufflevector <16 x float> %ins3555, <16 x float> poison, <16 x i32> zeroinitializer
  %v3557 = fadd contract <16 x float> %v3552, %splat3556
  %v3558 = mul i64 %i350, %size.C
  %v3559 = add i64 %v3558, %i2803
  %v3560 = mul i64 %v3559, %size.S
  %v3561 = add i64 %v3560, %v2826
  %p3562 = getelementptr float, ptr %buf.y, i64 %v3561
  store <16 x float> %v3557, ptr %p3562, align 4
  %v3563 = add nsw i64 %i2810, 256
  store i64 %v3563, ptr %s.addr.2805
  br label %cond2807
exit2809:
  %v3564 = load i64, ptr %s.addr.2805
  store i64 %v3564, ptr %s.addr.3565
  %v3566 = sub i64 %size.S, 16
  br label %cond3567
cond3567:
  %i3570 = load i64, ptr %s.addr.3565
  %v3571 = icmp sle i64 %i3570, %v3566
  br i1 %v3571, label %body3568, label %exit3569
body3568:
  %v3572 = mul i64 %i350, %size.C
  %v3573 = add i64 %v3572, %i2803
  %v3574 = mul i64 %v3573, %size.S
  %v3575 = add i64 %v3574, %i3570
  %p3576 = getelementptr float, ptr %buf.x, i64 %v3575
  %ld3577 = load <16 x float>, ptr %p3576, align 4
  %p3578 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3579 = load float, ptr %p3578, align 4
  %ins3580 = insertelement <16 x float> poison, float %ld3579, i64 0
  %splat3581 = shufflevector <16 x float> %ins3580, <16 x float> poison, <16 x i32> zeroinitializer
  %v3582 = fsub contract <16 x float> %ld3577, %splat3581
  %v3583 = add i64 %size.C, 15
  %v3584 = sdiv i64 %v3583, 16
  %v3585 = srem i64 %v3583, 16
  %v3586 = icmp ne i64 %v3585, 0
  %v3587 = icmp slt i64 %v3585, 0
  %v3588 = icmp slt i64 16, 0
  %v3589 = xor i1 %v3587, %v3588
  %v3590 = and i1 %v3586, %v3589
  %v3591 = zext i1 %v3590 to i64
  %v3592 = sub i64 %v3584, %v3591
  %v3593 = mul i64 %v3592, 16
  %v3594 = add i64 %v3593, %i2803
  %p3595 = getelementptr float, ptr %scratch.base, i64 %v3594
  %ld3596 = load float, ptr %p3595, align 4
  %v3597 = fadd contract float %ld3596, 0x3EE4F8B580000000
  %v3598 = call float @llvm.sqrt.f32(float %v3597)
  %v3599 = fdiv float 0x3FF0000000000000, %v3598
  %ins3600 = insertelement <16 x float> poison, float %v3599, i64 0
  %splat3601 = shufflevector <16 x float> %ins3600, <16 x float> poison, <16 x i32> zeroinitializer
  %v3602 = fmul contract <16 x float> %v3582, %splat3601
  %p3603 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3604 = load float, ptr %p3603, align 4
  %ins3605 = insertelement <16 x float> poison, float %ld3604, i64 0
  %splat3606 = shufflevector <16 x float> %ins3605, <16 x float> poison, <16 x i32> zeroinitializer
  %v3607 = fmul contract <16 x float> %v3602, %splat3606
  %p3608 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3609 = load float, ptr %p3608, align 4
  %ins3610 = insertelement <16 x float> poison, float %ld3609, i64 0
  %splat3611 = shufflevector <16 x float> %ins3610, <16 x float> poison, <16 x i32> zeroinitializer
  %v3612 = fadd contract <16 x float> %v3607, %splat3611
  %v3613 = mul i64 %i350, %size.C
  %v3614 = add i64 %v3613, %i2803
  %v3615 = mul i64 %v3614, %size.S
  %v3616 = add i64 %v3615, %i3570
  %p3617 = getelementptr float, ptr %buf.y, i64 %v3616
  store <16 x float> %v3612, ptr %p3617, align 4
  %v3618 = add nsw i64 %i3570, 16
  store i64 %v3618, ptr %s.addr.3565
  br label %cond3567
exit3569:
  %i3619 = load i64, ptr %s.addr.3565
  %v3620 = icmp slt i64 %i3619, %size.S
  br i1 %v3620, label %tail3621, label %done3622
tail3621:
  %mask3623 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i3619, i64 %size.S)
  %v3624 = mul i64 %i350, %size.C
  %v3625 = add i64 %v3624, %i2803
  %v3626 = mul i64 %v3625, %size.S
  %v3627 = add i64 %v3626, %i3619
  %p3628 = getelementptr float, ptr %buf.x, i64 %v3627
  %ld3629 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3628, <16 x i1> %mask3623, <16 x float> zeroinitializer)
  %p3630 = getelementptr float, ptr %scratch.base, i64 %i2803
  %ld3631 = load float, ptr %p3630, align 4
  %ins3632 = insertelement <16 x float> poison, float %ld3631, i64 0
  %splat3633 = shufflevector <16 x float> %ins3632, <16 x float> poison, <16 x i32> zeroinitializer
  %v3634 = fsub contract <16 x float> %ld3629, %splat3633
  %v3635 = add i64 %size.C, 15
  %v3636 = sdiv i64 %v3635, 16
  %v3637 = srem i64 %v3635, 16
  %v3638 = icmp ne i64 %v3637, 0
  %v3639 = icmp slt i64 %v3637, 0
  %v3640 = icmp slt i64 16, 0
  %v3641 = xor i1 %v3639, %v3640
  %v3642 = and i1 %v3638, %v3641
  %v3643 = zext i1 %v3642 to i64
  %v3644 = sub i64 %v3636, %v3643
  %v3645 = mul i64 %v3644, 16
  %v3646 = add i64 %v3645, %i2803
  %p3647 = getelementptr float, ptr %scratch.base, i64 %v3646
  %ld3648 = load float, ptr %p3647, align 4
  %v3649 = fadd contract float %ld3648, 0x3EE4F8B580000000
  %v3650 = call float @llvm.sqrt.f32(float %v3649)
  %v3651 = fdiv float 0x3FF0000000000000, %v3650
  %ins3652 = insertelement <16 x float> poison, float %v3651, i64 0
  %splat3653 = shufflevector <16 x float> %ins3652, <16 x float> poison, <16 x i32> zeroinitializer
  %v3654 = fmul contract <16 x float> %v3634, %splat3653
  %p3655 = getelementptr float, ptr %buf.scale, i64 %i2803
  %ld3656 = load float, ptr %p3655, align 4
  %ins3657 = insertelement <16 x float> poison, float %ld3656, i64 0
  %splat3658 = shufflevector <16 x float> %ins3657, <16 x float> poison, <16 x i32> zeroinitializer
  %v3659 = fmul contract <16 x float> %v3654, %splat3658
  %p3660 = getelementptr float, ptr %buf.bias, i64 %i2803
  %ld3661 = load float, ptr %p3660, align 4
  %ins3662 = insertelement <16 x float> poison, float %ld3661, i64 0
  %splat3663 = shufflevector <16 x float> %ins3662, <16 x float> poison, <16 x i32> zeroinitializer
  %v3664 = fadd contract <16 x float> %v3659, %splat3663
  %v3665 = mul i64 %i350, %size.C
  %v3666 = add i64 %v3665, %i2803
  %v3667 = mul i64 %v3666, %size.S
  %v3668 = add i64 %v3667, %i3619
  %p3669 = getelementptr float, ptr %buf.y, i64 %v3668
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3664, ptr align 4 %p3669, <16 x i1> %mask3623)
  br label %done3622
done3622:
  %v3670 = add nsw i64 %i2803, 1
  store i64 %v3670, ptr %c.addr.352
  br label %cond2800
exit2802:
  %v3671 = add nsw i64 %i350, 1
  store i64 %v3671, ptr %n.addr.346
  br label %cond347
exit349:
  store i64 0, ptr %c.addr.3672
  %i3673 = load i64, ptr %c.addr.3672
  %p3674 = getelementptr float, ptr %buf.running_mean, i64 %i3673
  %v3675 = ptrtoint ptr %p3674 to i64
  %v3676 = lshr i64 %v3675, 2
  %v3677 = sub i64 0, %v3676
  %v3678 = and i64 %v3677, 15
  %v3679 = sub i64 %size.C, %i3673
  %v3680 = icmp sge i64 %v3679, 128
  %v3681 = select i1 %v3680, i64 %v3678, i64 0
  %v3682 = icmp sgt i64 %v3681, 0
  br i1 %v3682, label %peel3683, label %aligned3684
peel3683:
  %v3685 = add nsw i64 %i3673, %v3681
  %mask3686 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i3673, i64 %v3685)
  %p3687 = getelementptr float, ptr %buf.input_mean, i64 %i3673
  %ld3688 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3687, <16 x i1> %mask3686, <16 x float> zeroinitializer)
  %v3689 = fmul contract <16 x float> %ld3688, splat (float 0x3FECCCCCC0000000)
  %p3690 = getelementptr float, ptr %scratch.base, i64 %i3673
  %ld3691 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3690, <16 x i1> %mask3686, <16 x float> zeroinitializer)
  %v3692 = fsub contract float 0x3FF0000000000000, 0x3FECCCCCC0000000
  %ins3693 = insertelement <16 x float> poison, float %v3692, i64 0
  %splat3694 = shufflevector <16 x float> %ins3693, <16 x float> poison, <16 x i32> zeroinitializer
  %v3695 = fmul contract <16 x float> %ld3691, %splat3694
  %v3696 = fadd contract <16 x float> %v3689, %v3695
  %p3697 = getelementptr float, ptr %buf.running_mean, i64 %i3673
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3696, ptr align 4 %p3697, <16 x i1> %mask3686)
  %p3698 = getelementptr float, ptr %buf.input_var, i64 %i3673
  %ld3699 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3698, <16 x i1> %mask3686, <16 x float> zeroinitializer)
  %v3700 = fmul contract <16 x float> %ld3699, splat (float 0x3FECCCCCC0000000)
  %v3701 = add i64 %size.C, 15
  %v3702 = sdiv i64 %v3701, 16
  %v3703 = srem i64 %v3701, 16
  %v3704 = icmp ne i64 %v3703, 0
  %v3705 = icmp slt i64 %v3703, 0
  %v3706 = icmp slt i64 16, 0
  %v3707 = xor i1 %v3705, %v3706
  %v3708 = and i1 %v3704, %v3707
  %v3709 = zext i1 %v3708 to i64
  %v3710 = sub i64 %v3702, %v3709
  %v3711 = mul i64 %v3710, 16
  %v3712 = add i64 %v3711, %i3673
  %p3713 = getelementptr float, ptr %scratch.base, i64 %v3712
  %ld3714 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3713, <16 x i1> %mask3686, <16 x float> zeroinitializer)
  %ins3715 = insertelement <16 x float> poison, float %v3692, i64 0
  %splat3716 = shufflevector <16 x float> %ins3715, <16 x float> poison, <16 x i32> zeroinitializer
  %v3717 = fmul contract <16 x float> %ld3714, %splat3716
  %v3718 = fadd contract <16 x float> %v3700, %v3717
  %p3719 = getelementptr float, ptr %buf.running_var, i64 %i3673
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3718, ptr align 4 %p3719, <16 x i1> %mask3686)
  store i64 %v3685, ptr %c.addr.3672
  br label %aligned3684
aligned3684:
  %v3725 = and i1 %v3680, %v3724
  br i1 %v3725, label %stream3726, label %cached3727
stream3726:
  %v3729 = sub i64 %size.C, 16
  br label %cond3730
cond3730:
  %i3733 = load i64, ptr %c.addr.3672
  %v3734 = icmp sle i64 %i3733, %v3729
  br i1 %v3734, label %body3731, label %exit3732
body3731:
  %p3735 = getelementptr float, ptr %buf.input_mean, i64 %i3733
  %ld3736 = load <16 x float>, ptr %p3735, align 4
  %v3737 = fmul contract <16 x float> %ld3736, splat (float 0x3FECCCCCC0000000)
  %p3738 = getelementptr float, ptr %scratch.base, i64 %i3733
  %ld3739 = load <16 x float>, ptr %p3738, align 4
  %v3740 = fsub contract float 0x3FF0000000000000, 0x3FECCCCCC0000000
  %ins3741 = insertelement <16 x float> poison, float %v3740, i64 0
  %splat3742 = shufflevector <16 x float> %ins3741, <16 x float> poison, <16 x i32> zeroinitializer
  %v3743 = fmul contract <16 x float> %ld3739, %splat3742
  %v3744 = fadd contract <16 x float> %v3737, %v3743
  %p3745 = getelementptr float, ptr %buf.running_mean, i64 %i3733
  store <16 x float> %v3744, ptr %p3745, align 64, !nontemporal !{i32 1}
  %p3746 = getelementptr float, ptr %buf.input_var, i64 %i3733
  %ld3747 = load <16 x float>, ptr %p3746, align 4
  %v3748 = fmul contract <16 x float> %ld3747, splat (float 0x3FECCCCCC0000000)
  %v3749 = add i64 %size.C, 15
  %v3750 = sdiv i64 %v3749, 16
  %v3751 = srem i64 %v3749, 16
  %v3752 = icmp ne i64 %v3751, 0
  %v3753 = icmp slt i64 %v3751, 0
  %v3754 = icmp slt i64 16, 0
  %v3755 = xor i1 %v3753, %v3754
  %v3756 = and i1 %v3752, %v3755
  %v3757 = zext i1 %v3756 to i64
  %v3758 = sub i64 %v3750, %v3757
  %v3759 = mul i64 %v3758, 16
  %v3760 = add i64 %v3759, %i3733
  %p3761 = getelementptr float, ptr %scratch.base, i64 %v3760
  %ld3762 = load <16 x float>, ptr %p3761, align 4
  %ins3763 = insertelement <16 x float> poison, float %v3740, i64 0
  %splat3764 = shufflevector <16 x float> %ins3763, <16 x float> poison, <16 x i32> zeroinitializer
  %v3765 = fmul contract <16 x float> %ld3762, %splat3764
  %v3766 = fadd contract <16 x float> %v3748, %v3765
  %p3767 = getelementptr float, ptr %buf.running_var, i64 %i3733
  store <16 x float> %v3766, ptr %p3767, align 4
  %v3768 = add nsw i64 %i3733, 16
  store i64 %v3768, ptr %c.addr.3672
  br label %cond3730
exit3732:
  br label %join3728
cached3727:
  %v3769 = sub i64 %size.C, 16
  br label %cond3770
cond3770:
  %i3773 = load i64, ptr %c.addr.3672
  %v3774 = icmp sle i64 %i3773, %v3769
  br i1 %v3774, label %body3771, label %exit3772
body3771:
  %p3775 = getelementptr float, ptr %buf.input_mean, i64 %i3773
  %ld3776 = load <16 x float>, ptr %p3775, align 4
  %v3777 = fmul contract <16 x float> %ld3776, splat (float 0x3FECCCCCC0000000)
  %p3778 = getelementptr float, ptr %scratch.base, i64 %i3773
  %ld3779 = load <16 x float>, ptr %p3778, align 4
  %v3780 = fsub contract float 0x3FF0000000000000, 0x3FECCCCCC0000000
  %ins3781 = insertelement <16 x float> poison, float %v3780, i64 0
  %splat3782 = shufflevector <16 x float> %ins3781, <16 x float> poison, <16 x i32> zeroinitializer
  %v3783 = fmul contract <16 x float> %ld3779, %splat3782
  %v3784 = fadd contract <16 x float> %v3777, %v3783
  %p3785 = getelementptr float, ptr %buf.running_mean, i64 %i3773
  store <16 x float> %v3784, ptr %p3785, align 4
  %p3786 = getelementptr float, ptr %buf.input_var, i64 %i3773
  %ld3787 = load <16 x float>, ptr %p3786, align 4
  %v3788 = fmul contract <16 x float> %ld3787, splat (float 0x3FECCCCCC0000000)
  %v3789 = add i64 %size.C, 15
  %v3790 = sdiv i64 %v3789, 16
  %v3791 = srem i64 %v3789, 16
  %v3792 = icmp ne i64 %v3791, 0
  %v3793 = icmp slt i64 %v3791, 0
  %v3794 = icmp slt i64 16, 0
  %v3795 = xor i1 %v3793, %v3794
  %v3796 = and i1 %v3792, %v3795
  %v3797 = zext i1 %v3796 to i64
  %v3798 = sub i64 %v3790, %v3797
  %v3799 = mul i64 %v3798, 16
  %v3800 = add i64 %v3799, %i3773
  %p3801 = getelementptr float, ptr %scratch.base, i64 %v3800
  %ld3802 = load <16 x float>, ptr %p3801, align 4
  %ins3803 = insertelement <16 x float> poison, float %v3780, i64 0
  %splat3804 = shufflevector <16 x float> %ins3803, <16 x float> poison, <16 x i32> zeroinitializer
  %v3805 = fmul contract <16 x float> %ld3802, %splat3804
  %v3806 = fadd contract <16 x float> %v3788, %v3805
  %p3807 = getelementptr float, ptr %buf.running_var, i64 %i3773
  store <16 x float> %v3806, ptr %p3807, align 4
  %v3808 = add nsw i64 %i3773, 16
  store i64 %v3808, ptr %c.addr.3672
  br label %cond3770
exit3772:
  br label %join3728
join3728:
  %i3809 = load i64, ptr %c.addr.3672
  %v3810 = icmp slt i64 %i3809, %size.C
  br i1 %v3810, label %tail3811, label %done3812
tail3811:
  %mask3813 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i3809, i64 %size.C)
  %p3814 = getelementptr float, ptr %buf.input_mean, i64 %i3809
  %ld3815 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3814, <16 x i1> %mask3813, <16 x float> zeroinitializer)
  %v3816 = fmul contract <16 x float> %ld3815, splat (float 0x3FECCCCCC0000000)
  %p3817 = getelementptr float, ptr %scratch.base, i64 %i3809
  %ld3818 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3817, <16 x i1> %mask3813, <16 x float> zeroinitializer)
  %v3819 = fsub contract float 0x3FF0000000000000, 0x3FECCCCCC0000000
  %ins3820 = insertelement <16 x float> poison, float %v3819, i64 0
  %splat3821 = shufflevector <16 x float> %ins3820, <16 x float> poison, <16 x i32> zeroinitializer
  %v3822 = fmul contract <16 x float> %ld3818, %splat3821
  %v3823 = fadd contract <16 x float> %v3816, %v3822
  %p3824 = getelementptr float, ptr %buf.running_mean, i64 %i3809
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3823, ptr align 4 %p3824, <16 x i1> %mask3813)
  %p3825 = getelementptr float, ptr %buf.input_var, i64 %i3809
  %ld3826 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3825, <16 x i1> %mask3813, <16 x float> zeroinitializer)
  %v3827 = fmul contract <16 x float> %ld3826, splat (float 0x3FECCCCCC0000000)
  %v3828 = add i64 %size.C, 15
  %v3829 = sdiv i64 %v3828, 16
  %v3830 = srem i64 %v3828, 16
  %v3831 = icmp ne i64 %v3830, 0
  %v3832 = icmp slt i64 %v3830, 0
  %v3833 = icmp slt i64 16, 0
  %v3834 = xor i1 %v3832, %v3833
  %v3835 = and i1 %v3831, %v3834
  %v3836 = zext i1 %v3835 to i64
  %v3837 = sub i64 %v3829, %v3836
  %v3838 = mul i64 %v3837, 16
  %v3839 = add i64 %v3838, %i3809
  %p3840 = getelementptr float, ptr %scratch.base, i64 %v3839
  %ld3841 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3840, <16 x i1> %mask3813, <16 x float> zeroinitializer)
  %ins3842 = insertelement <16 x float> poison, float %v3819, i64 0
  %splat3843 = shufflevector <16 x float> %ins3842, <16 x float> poison, <16 x i32> zeroinitializer
  %v3844 = fmul contract <16 x float> %ld3841, %splat3843
  %v3845 = fadd contract <16 x float> %v3827, %v3844
  %p3846 = getelementptr float, ptr %buf.running_var, i64 %i3809
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3845, ptr align 4 %p3846, <16 x i1> %mask3813)
  br label %done3812
done3812:
  call void @llvm.x86.sse.sfence()
  ret void
}
