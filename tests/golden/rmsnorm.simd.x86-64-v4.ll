@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare float @llvm.sqrt.f32(float)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.rmsnorm"(ptr noalias %buf.x, ptr noalias %buf.gamma, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %d.addr.113 = alloca i64, align 64
  %v146 = mul i64 %size.B0, %size.D
  %v147 = icmp sge i64 %v146, 2097152
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
  %v28 = fmul contract <16 x float> %ld27, %ld27
  %old29 = load <16 x float>, ptr %acc9
  %v30 = fadd <16 x float> %old29, %v28
  store <16 x float> %v30, ptr %acc9
  %c31 = load <16 x float>, ptr %cnt10
  %v32 = fadd <16 x float> %c31, splat (float 0x3FF0000000000000)
  store <16 x float> %v32, ptr %cnt10
  %v33 = add nsw i64 %i22, 16
  %v34 = mul i64 %i7, %size.D
  %v35 = add i64 %v34, %v33
  %p36 = getelementptr float, ptr %buf.x, i64 %v35
  %ld37 = load <16 x float>, ptr %p36, align 4
  %v38 = fmul contract <16 x float> %ld37, %ld37
  %old39 = load <16 x float>, ptr %acc11
  %v40 = fadd <16 x float> %old39, %v38
  store <16 x float> %v40, ptr %acc11
  %c41 = load <16 x float>, ptr %cnt12
  %v42 = fadd <16 x float> %c41, splat (float 0x3FF0000000000000)
  store <16 x float> %v42, ptr %cnt12
  %v43 = add nsw i64 %i22, 32
  %v44 = mul i64 %i7, %size.D
  %v45 = add i64 %v44, %v43
  %p46 = getelementptr float, ptr %buf.x, i64 %v45
  %ld47 = load <16 x float>, ptr %p46, align 4
  %v48 = fmul contract <16 x float> %ld47, %ld47
  %old49 = load <16 x float>, ptr %acc13
  %v50 = fadd <16 x float> %old49, %v48
  store <16 x float> %v50, ptr %acc13
  %c51 = load <16 x float>, ptr %cnt14
  %v52 = fadd <16 x float> %c51, splat (float 0x3FF0000000000000)
  store <16 x float> %v52, ptr %cnt14
  %v53 = add nsw i64 %i22, 48
  %v54 = mul i64 %i7, %size.D
  %v55 = add i64 %v54, %v53
  %p56 = getelementptr float, ptr %buf.x, i64 %v55
  %ld57 = load <16 x float>, ptr %p56, align 4
  %v58 = fmul contract <16 x float> %ld57, %ld57
  %old59 = load <16 x float>, ptr %acc15
  %v60 = fadd <16 x float> %old59, %v58
  store <16 x float> %v60, ptr %acc15
  %c61 = load <16 x float>, ptr %cnt16
  %v62 = fadd <16 x float> %c61, splat (float 0x3FF0000000000000)
  store <16 x float> %v62, ptr %cnt16
  %v63 = add nsw i64 %i22, 64
  store i64 %v63, ptr %d.addr.17
  br label %cond19
exit21:
  %v64 = sub i64 %size.D, 16
  br label %cond65
cond65:
  %i68 = load i64, ptr %d.addr.17
  %v69 = icmp sle i64 %i68, %v64
  br i1 %v69, label %body66, label %exit67
body66:
  %v70 = mul i64 %i7, %size.D
  %v71 = add i64 %v70, %i68
  %p72 = getelementptr float, ptr %buf.x, i64 %v71
  %ld73 = load <16 x float>, ptr %p72, align 4
  %v74 = fmul contract <16 x float> %ld73, %ld73
  %old75 = load <16 x float>, ptr %acc9
  %v76 = fadd <16 x float> %old75, %v74
  store <16 x float> %v76, ptr %acc9
  %c77 = load <16 x float>, ptr %cnt10
  %v78 = fadd <16 x float> %c77, splat (float 0x3FF0000000000000)
  store <16 x float> %v78, ptr %cnt10
  %v79 = add nsw i64 %i68, 16
  store i64 %v79, ptr %d.addr.17
  br label %cond65
exit67:
  %i80 = load i64, ptr %d.addr.17
  %v81 = icmp slt i64 %i80, %size.D
  br i1 %v81, label %tail82, label %done83
tail82:
  %mask84 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i80, i64 %size.D)
  %v85 = mul i64 %i7, %size.D
  %v86 = add i64 %v85, %i80
  %p87 = getelementptr float, ptr %buf.x, i64 %v86
  %ld88 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p87, <16 x i1> %mask84, <16 x float> zeroinitializer)
  %v89 = fmul contract <16 x float> %ld88, %ld88
  %old90 = load <16 x float>, ptr %acc9
  %v91 = fadd <16 x float> %old90, %v89
  %v92 = select <16 x i1> %mask84, <16 x float> %v91, <16 x float> %old90
  store <16 x float> %v92, ptr %acc9
  %c93 = load <16 x float>, ptr %cnt10
  %v94 = select <16 x i1> %mask84, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v95 = fadd <16 x float> %c93, %v94
  store <16 x float> %v95, ptr %cnt10
  br label %done83
done83:
  %red96 = load <16 x float>, ptr %acc9
  %red97 = load <16 x float>, ptr %acc11
  %red98 = load <16 x float>, ptr %acc13
  %red99 = load <16 x float>, ptr %acc15
  %v100 = fadd <16 x float> %red96, %red97
  %v101 = fadd <16 x float> %v100, %red98
  %v102 = fadd <16 x float> %v101, %red99
  %v103 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v102)
  %red104 = load <16 x float>, ptr %cnt10
  %red105 = load <16 x float>, ptr %cnt12
  %red106 = load <16 x float>, ptr %cnt14
  %red107 = load <16 x float>, ptr %cnt16
  %v108 = fadd <16 x float> %red104, %red105
  %v109 = fadd <16 x float> %v108, %red106
  %v110 = fadd <16 x float> %v109, %red107
  %v111 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v110)
  %v112 = fdiv float %v103, %v111
  store i64 0, ptr %d.addr.113
  %i114 = load i64, ptr %d.addr.113
  %v115 = mul i64 %i7, %size.D
  %v116 = add i64 %v115, %i114
  %p117 = getelementptr float, ptr %buf.y, i64 %v116
  %v118 = ptrtoint ptr %p117 to i64
  %v119 = lshr i64 %v118, 2
  %v120 = sub i64 0, %v119
  %v121 = and i64 %v120, 15
  %v122 = sub i64 %size.D, %i114
  %v123 = icmp sge i64 %v122, 128
  %v124 = select i1 %v123, i64 %v121, i64 0
  %v125 = icmp sgt i64 %v124, 0
  br i1 %v125, label %peel126, label %aligned127
peel126:
  %v128 = add nsw i64 %i114, %v124
  %mask129 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i114, i64 %v128)
  %v130 = mul i64 %i7, %size.D
  %v131 = add i64 %v130, %i114
  %p132 = getelementptr float, ptr %buf.x, i64 %v131
  %ld133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p132, <16 x i1> %mask129, <16 x float> zeroinitializer)
  %v134 = fadd contract float %v112, 0x3EE4F8B580000000
  %v135 = call float @llvm.sqrt.f32(float %v134)
  %v136 = fdiv float 0x3FF0000000000000, %v135
  %ins137 = insertelement <16 x float> poison, float %v136, i64 0
  %splat138 = shufflevector <16 x float> %ins137, <16 x float> poison, <16 x i32> zeroinitializer
  %v139 = fmul contract <16 x float> %ld133, %splat138
  %p140 = getelementptr float, ptr %buf.gamma, i64 %i114
  %ld141 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p140, <16 x i1> %mask129, <16 x float> zeroinitializer)
  %v142 = fmul contract <16 x float> %v139, %ld141
  %v143 = mul i64 %i7, %size.D
  %v144 = add i64 %v143, %i114
  %p145 = getelementptr float, ptr %buf.y, i64 %v144
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v142, ptr align 4 %p145, <16 x i1> %mask129)
  store i64 %v128, ptr %d.addr.113
  br label %aligned127
aligned127:
  %v148 = and i1 %v123, %v147
  br i1 %v148, label %stream149, label %cached150
stream149:
  %v152 = sub i64 %size.D, 16
  br label %cond153
cond153:
  %i156 = load i64, ptr %d.addr.113
  %v157 = icmp sle i64 %i156, %v152
  br i1 %v157, label %body154, label %exit155
body154:
  %v158 = mul i64 %i7, %size.D
  %v159 = add i64 %v158, %i156
  %p160 = getelementptr float, ptr %buf.x, i64 %v159
  %v161 = add nsw i64 %i7, 1
  %v162 = mul i64 %v161, %size.D
  %v163 = add i64 %v162, %i156
  %p164 = getelementptr float, ptr %buf.x, i64 %v163
  call void @llvm.prefetch.p0(ptr %p164, i32 0, i32 3, i32 1)
  %ld165 = load <16 x float>, ptr %p160, align 4
  %v166 = fadd contract float %v112, 0x3EE4F8B580000000
  %v167 = call float @llvm.sqrt.f32(float %v166)
  %v168 = fdiv float 0x3FF0000000000000, %v167
  %ins169 = insertelement <16 x float> poison, float %v168, i64 0
  %splat170 = shufflevector <16 x float> %ins169, <16 x float> poison, <16 x i32> zeroinitializer
  %v171 = fmul contract <16 x float> %ld165, %splat170
  %p172 = getelementptr float, ptr %buf.gamma, i64 %i156
  %ld173 = load <16 x float>, ptr %p172, align 4
  %v174 = fmul contract <16 x float> %v171, %ld173
  %v175 = mul i64 %i7, %size.D
  %v176 = add i64 %v175, %i156
  %p177 = getelementptr float, ptr %buf.y, i64 %v176
  store <16 x float> %v174, ptr %p177, align 64, !nontemporal !{i32 1}
  %v178 = add nsw i64 %i156, 16
  store i64 %v178, ptr %d.addr.113
  br label %cond153
exit155:
  br label %join151
cached150:
  %v179 = sub i64 %size.D, 16
  br label %cond180
cond180:
  %i183 = load i64, ptr %d.addr.113
  %v184 = icmp sle i64 %i183, %v179
  br i1 %v184, label %body181, label %exit182
body181:
  %v185 = mul i64 %i7, %size.D
  %v186 = add i64 %v185, %i183
  %p187 = getelementptr float, ptr %buf.x, i64 %v186
  %v188 = add nsw i64 %i7, 1
  %v189 = mul i64 %v188, %size.D
  %v190 = add i64 %v189, %i183
  %p191 = getelementptr float, ptr %buf.x, i64 %v190
  call void @llvm.prefetch.p0(ptr %p191, i32 0, i32 3, i32 1)
  %ld192 = load <16 x float>, ptr %p187, align 4
  %v193 = fadd contract float %v112, 0x3EE4F8B580000000
  %v194 = call float @llvm.sqrt.f32(float %v193)
  %v195 = fdiv float 0x3FF0000000000000, %v194
  %ins196 = insertelement <16 x float> poison, float %v195, i64 0
  %splat197 = shufflevector <16 x float> %ins196, <16 x float> poison, <16 x i32> zeroinitializer
  %v198 = fmul contract <16 x float> %ld192, %splat197
  %p199 = getelementptr float, ptr %buf.gamma, i64 %i183
  %ld200 = load <16 x float>, ptr %p199, align 4
  %v201 = fmul contract <16 x float> %v198, %ld200
  %v202 = mul i64 %i7, %size.D
  %v203 = add i64 %v202, %i183
  %p204 = getelementptr float, ptr %buf.y, i64 %v203
  store <16 x float> %v201, ptr %p204, align 4
  %v205 = add nsw i64 %i183, 16
  store i64 %v205, ptr %d.addr.113
  br label %cond180
exit182:
  br label %join151
join151:
  %i206 = load i64, ptr %d.addr.113
  %v207 = icmp slt i64 %i206, %size.D
  br i1 %v207, label %tail208, label %done209
tail208:
  %mask210 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i206, i64 %size.D)
  %v211 = mul i64 %i7, %size.D
  %v212 = add i64 %v211, %i206
  %p213 = getelementptr float, ptr %buf.x, i64 %v212
  %ld214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p213, <16 x i1> %mask210, <16 x float> zeroinitializer)
  %v215 = fadd contract float %v112, 0x3EE4F8B580000000
  %v216 = call float @llvm.sqrt.f32(float %v215)
  %v217 = fdiv float 0x3FF0000000000000, %v216
  %ins218 = insertelement <16 x float> poison, float %v217, i64 0
  %splat219 = shufflevector <16 x float> %ins218, <16 x float> poison, <16 x i32> zeroinitializer
  %v220 = fmul contract <16 x float> %ld214, %splat219
  %p221 = getelementptr float, ptr %buf.gamma, i64 %i206
  %ld222 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p221, <16 x i1> %mask210, <16 x float> zeroinitializer)
  %v223 = fmul contract <16 x float> %v220, %ld222
  %v224 = mul i64 %i7, %size.D
  %v225 = add i64 %v224, %i206
  %p226 = getelementptr float, ptr %buf.y, i64 %v225
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v223, ptr align 4 %p226, <16 x i1> %mask210)
  br label %done209
done209:
  %v227 = add nsw i64 %i7, 1
  store i64 %v227, ptr %_b0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
