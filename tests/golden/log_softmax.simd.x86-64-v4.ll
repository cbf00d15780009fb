@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.roundeven.v16f32(<16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare float @llvm.vector.reduce.fmaximum.v16f32(<16 x float>)
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.x86.sse.sfence()

define internal <16 x float> @"jr.exp_nonpositive.v16f32"(<16 x float> %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt <16 x float> %x, splat (float 0xC05A000000000000)
  %t1 = select <16 x i1> %t0, <16 x float> splat (float 0x0000000000000000), <16 x float> %x
  %t2 = fmul <16 x float> %t1, splat (float 0x3FF7154760000000)
  %t3 = call <16 x float> @llvm.roundeven.v16f32(<16 x float> %t2)
  %t4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3, <16 x float> splat (float 0xBFE62E4300000000), <16 x float> %t1)
  %t5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0x3F81063E20000000), <16 x float> %t4, <16 x float> splat (float 0x3FA572A120000000))
  %t6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5, <16 x float> %t4, <16 x float> splat (float 0x3FC5557AC0000000))
  %t7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6, <16 x float> %t4, <16 x float> splat (float 0x3FDFFFDFC0000000))
  %t8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7, <16 x float> %t4, <16 x float> splat (float 0x3FF0000000000000))
  %t9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t8, <16 x float> %t4, <16 x float> splat (float 0x3FF0000000000000))
  %t10 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %t9, <16 x float> %t3, <16 x float> zeroinitializer, i16 -1, i32 4)
  %t11 = select <16 x i1> %t0, <16 x float> splat (float 0x0000000000000000), <16 x float> %t10
  ret <16 x float> %t11
}

define internal float @"jr.log.f32"(float %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt float %x, 0x3810000000000000
  %t1 = fmul float %x, 0x4160000000000000
  %t2 = select i1 %t0, float %t1, float %x
  %t3 = select i1 %t0, i32 -23, i32 0
  %t4 = bitcast float %t2 to i32
  %t5 = sub i32 %t4, 1060439283
  %t6 = ashr i32 %t5, 23
  %t7 = shl i32 %t6, 23
  %t8 = sub i32 %t4, %t7
  %t9 = bitcast i32 %t8 to float
  %t10 = add i32 %t6, %t3
  %t11 = sitofp i32 %t10 to float
  %t12 = fsub float %t9, 0x3FF0000000000000
  %t13 = fmul float %t12, %t12
  %t14 = call float @llvm.fmuladd.f32(float 0xBFB38C9DE0000000, float %t12, float 0x3FC055EC60000000)
  %t15 = call float @llvm.fmuladd.f32(float %t14, float %t12, float 0xBFC0D82420000000)
  %t16 = call float @llvm.fmuladd.f32(float %t15, float %t12, float 0x3FC22D92E0000000)
  %t17 = call float @llvm.fmuladd.f32(float %t16, float %t12, float 0xBFC54728A0000000)
  %t18 = call float @llvm.fmuladd.f32(float %t17, float %t12, float 0x3FC99A01C0000000)
  %t19 = call float @llvm.fmuladd.f32(float %t18, float %t12, float 0xBFD0002260000000)
  %t20 = call float @llvm.fmuladd.f32(float %t19, float %t12, float 0x3FD5555540000000)
  %t21 = call float @llvm.fmuladd.f32(float %t20, float %t12, float 0xBFE0000000000000)
  %t22 = call float @llvm.fmuladd.f32(float %t13, float %t21, float %t12)
  %t23 = call float @llvm.fmuladd.f32(float %t11, float 0x3EB7F7D1C0000000, float %t22)
  %t24 = call float @llvm.fmuladd.f32(float %t11, float 0x3FE62E4000000000, float %t23)
  %t25 = fcmp oeq float %x, 0x7FF0000000000000
  %t26 = select i1 %t25, float 0x7FF0000000000000, float %t24
  %t27 = fcmp olt float %x, 0x0000000000000000
  %t28 = select i1 %t27, float 0x7FF8000000000000, float %t26
  %t29 = fcmp oeq float %x, 0x0000000000000000
  %t30 = select i1 %t29, float 0xFFF0000000000000, float %t28
  %t31 = fcmp uno float %x, %x
  %t32 = select i1 %t31, float %x, float %t30
  ret float %t32
}

define void @"jr.op.log_softmax"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <16 x float>, align 64
  %nan10 = alloca <16 x i1>, align 64
  %acc11 = alloca <16 x float>, align 64
  %nan12 = alloca <16 x i1>, align 64
  %acc13 = alloca <16 x float>, align 64
  %nan14 = alloca <16 x i1>, align 64
  %acc15 = alloca <16 x float>, align 64
  %nan16 = alloca <16 x i1>, align 64
  %c.addr.17 = alloca i64, align 64
  %acc119 = alloca <16 x float>, align 64
  %acc120 = alloca <16 x float>, align 64
  %acc121 = alloca <16 x float>, align 64
  %acc122 = alloca <16 x float>, align 64
  %c.addr.123 = alloca i64, align 64
  %c.addr.215 = alloca i64, align 64
  %v246 = mul i64 %size.B0, %size.C
  %v247 = icmp sge i64 %v246, 2097152
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc9
  store <16 x i1> zeroinitializer, ptr %nan10
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc11
  store <16 x i1> zeroinitializer, ptr %nan12
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc13
  store <16 x i1> zeroinitializer, ptr %nan14
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc15
  store <16 x i1> zeroinitializer, ptr %nan16
  store i64 0, ptr %c.addr.17
  %v18 = sub i64 %size.C, 64
  br label %cond19
cond19:
  %i22 = load i64, ptr %c.addr.17
  %v23 = icmp sle i64 %i22, %v18
  br i1 %v23, label %body20, label %exit21
body20:
  %v24 = mul i64 %i7, %size.C
  %v25 = add i64 %v24, %i22
  %p26 = getelementptr float, ptr %buf.x, i64 %v25
  %ld27 = load <16 x float>, ptr %p26, align 4
  %old28 = load <16 x float>, ptr %acc9
  %v29 = fcmp ogt <16 x float> %ld27, %old28
  %v30 = select <16 x i1> %v29, <16 x float> %ld27, <16 x float> %old28
  %v31 = fcmp uno <16 x float> %ld27, %ld27
  %v32 = load <16 x i1>, ptr %nan10
  %v33 = or <16 x i1> %v32, %v31
  store <16 x i1> %v33, ptr %nan10
  store <16 x float> %v30, ptr %acc9
  %v34 = add nsw i64 %i22, 16
  %v35 = mul i64 %i7, %size.C
  %v36 = add i64 %v35, %v34
  %p37 = getelementptr float, ptr %buf.x, i64 %v36
  %ld38 = load <16 x float>, ptr %p37, align 4
  %old39 = load <16 x float>, ptr %acc11
  %v40 = fcmp ogt <16 x float> %ld38, %old39
  %v41 = select <16 x i1> %v40, <16 x float> %ld38, <16 x float> %old39
  %v42 = fcmp uno <16 x float> %ld38, %ld38
  %v43 = load <16 x i1>, ptr %nan12
  %v44 = or <16 x i1> %v43, %v42
  store <16 x i1> %v44, ptr %nan12
  store <16 x float> %v41, ptr %acc11
  %v45 = add nsw i64 %i22, 32
  %v46 = mul i64 %i7, %size.C
  %v47 = add i64 %v46, %v45
  %p48 = getelementptr float, ptr %buf.x, i64 %v47
  %ld49 = load <16 x float>, ptr %p48, align 4
  %old50 = load <16 x float>, ptr %acc13
  %v51 = fcmp ogt <16 x float> %ld49, %old50
  %v52 = select <16 x i1> %v51, <16 x float> %ld49, <16 x float> %old50
  %v53 = fcmp uno <16 x float> %ld49, %ld49
  %v54 = load <16 x i1>, ptr %nan14
  %v55 = or <16 x i1> %v54, %v53
  store <16 x i1> %v55, ptr %nan14
  store <16 x float> %v52, ptr %acc13
  %v56 = add nsw i64 %i22, 48
  %v57 = mul i64 %i7, %size.C
  %v58 = add i64 %v57, %v56
  %p59 = getelementptr float, ptr %buf.x, i64 %v58
  %ld60 = load <16 x float>, ptr %p59, align 4
  %old61 = load <16 x float>, ptr %acc15
  %v62 = fcmp ogt <16 x float> %ld60, %old61
  %v63 = select <16 x i1> %v62, <16 x float> %ld60, <16 x float> %old61
  %v64 = fcmp uno <16 x float> %ld60, %ld60
  %v65 = load <16 x i1>, ptr %nan16
  %v66 = or <16 x i1> %v65, %v64
  store <16 x i1> %v66, ptr %nan16
  store <16 x float> %v63, ptr %acc15
  %v67 = add nsw i64 %i22, 64
  store i64 %v67, ptr %c.addr.17
  br label %cond19
exit21:
  %v68 = sub i64 %size.C, 16
  br label %cond69
cond69:
  %i72 = load i64, ptr %c.addr.17
  %v73 = icmp sle i64 %i72, %v68
  br i1 %v73, label %body70, label %exit71
body70:
  %v74 = mul i64 %i7, %size.C
  %v75 = add i64 %v74, %i72
  %p76 = getelementptr float, ptr %buf.x, i64 %v75
  %ld77 = load <16 x float>, ptr %p76, align 4
  %old78 = load <16 x float>, ptr %acc9
  %v79 = fcmp ogt <16 x float> %ld77, %old78
  %v80 = select <16 x i1> %v79, <16 x float> %ld77, <16 x float> %old78
  %v81 = fcmp uno <16 x float> %ld77, %ld77
  %v82 = load <16 x i1>, ptr %nan10
  %v83 = or <16 x i1> %v82, %v81
  store <16 x i1> %v83, ptr %nan10
  store <16 x float> %v80, ptr %acc9
  %v84 = add nsw i64 %i72, 16
  store i64 %v84, ptr %c.addr.17
  br label %cond69
exit71:
  %i85 = load i64, ptr %c.addr.17
  %v86 = icmp slt i64 %i85, %size.C
  br i1 %v86, label %tail87, label %done88
tail87:
  %mask89 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i85, i64 %size.C)
  %v90 = mul i64 %i7, %size.C
  %v91 = add i64 %v90, %i85
  %p92 = getelementptr float, ptr %buf.x, i64 %v91
  %ld93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p92, <16 x i1> %mask89, <16 x float> zeroinitializer)
  %old94 = load <16 x float>, ptr %acc9
  %v95 = fcmp ogt <16 x float> %ld93, %old94
  %v96 = select <16 x i1> %v95, <16 x float> %ld93, <16 x float> %old94
  %v97 = fcmp uno <16 x float> %ld93, %ld93
  %v98 = and <16 x i1> %v97, %mask89
  %v99 = load <16 x i1>, ptr %nan10
  %v100 = or <16 x i1> %v99, %v98
  store <16 x i1> %v100, ptr %nan10
  %v101 = select <16 x i1> %mask89, <16 x float> %v96, <16 x float> %old94
  store <16 x float> %v101, ptr %acc9
  br label %done88
done88:
  %red102 = load <16 x float>, ptr %acc9
  %red103 = load <16 x float>, ptr %acc11
  %red104 = load <16 x float>, ptr %acc13
  %red105 = load <16 x float>, ptr %acc15
  %v106 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %red102, <16 x float> %red103)
  %v107 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v106, <16 x float> %red104)
  %v108 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v107, <16 x float> %red105)
  %v109 = call float @llvm.vector.reduce.fmaximum.v16f32(<16 x float> %v108)
  %v110 = load <16 x i1>, ptr %nan10
  %v111 = load <16 x i1>, ptr %nan12
  %v112 = or <16 x i1> %v110, %v111
  %v113 = load <16 x i1>, ptr %nan14
  %v114 = or <16 x i1> %v112, %v113
  %v115 = load <16 x i1>, ptr %nan16
  %v116 = or <16 x i1> %v114, %v115
  %v117 = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %v116)
  %v118 = select i1 %v117, float 0x7FF8000000000000, float %v109
  store <16 x float> splat (float 0x0000000000000000), ptr %acc119
  store <16 x float> splat (float 0x0000000000000000), ptr %acc120
  store <16 x float> splat (float 0x0000000000000000), ptr %acc121
  store <16 x float> splat (float 0x0000000000000000), ptr %acc122
  store i64 0, ptr %c.addr.123
  %v124 = sub i64 %size.C, 64
  br label %cond125
cond125:
  %i128 = load i64, ptr %c.addr.123
  %v129 = icmp sle i64 %i128, %v124
  br i1 %v129, label %body126, label %exit127
body126:
  %v130 = mul i64 %i7, %size.C
  %v131 = add i64 %v130, %i128
  %p132 = getelementptr float, ptr %buf.x, i64 %v131
  %ld133 = load <16 x float>, ptr %p132, align 4
  %ins134 = insertelement <16 x float> poison, float %v118, i64 0
  %splat135 = shufflevector <16 x float> %ins134, <16 x float> poison, <16 x i32> zeroinitializer
  %v136 = fsub contract <16 x float> %ld133, %splat135
  %v137 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v136)
  %old138 = load <16 x float>, ptr %acc119
  %v139 = fadd <16 x float> %old138, %v137
  store <16 x float> %v139, ptr %acc119
  %v140 = add nsw i64 %i128, 16
  %v141 = mul i64 %i7, %size.C
  %v142 = add i64 %v141, %v140
  %p143 = getelementptr float, ptr %buf.x, i64 %v142
  %ld144 = load <16 x float>, ptr %p143, align 4
  %ins145 = insertelement <16 x float> poison, float %v118, i64 0
  %splat146 = shufflevector <16 x float> %ins145, <16 x float> poison, <16 x i32> zeroinitializer
  %v147 = fsub contract <16 x float> %ld144, %splat146
  %v148 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v147)
  %old149 = load <16 x float>, ptr %acc120
  %v150 = fadd <16 x float> %old149, %v148
  store <16 x float> %v150, ptr %acc120
  %v151 = add nsw i64 %i128, 32
  %v152 = mul i64 %i7, %size.C
  %v153 = add i64 %v152, %v151
  %p154 = getelementptr float, ptr %buf.x, i64 %v153
  %ld155 = load <16 x float>, ptr %p154, align 4
  %ins156 = insertelement <16 x float> poison, float %v118, i64 0
  %splat157 = shufflevector <16 x float> %ins156, <16 x float> poison, <16 x i32> zeroinitializer
  %v158 = fsub contract <16 x float> %ld155, %splat157
  %v159 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v158)
  %old160 = load <16 x float>, ptr %acc121
  %v161 = fadd <16 x float> %old160, %v159
  store <16 x float> %v161, ptr %acc121
  %v162 = add nsw i64 %i128, 48
  %v163 = mul i64 %i7, %size.C
  %v164 = add i64 %v163, %v162
  %p165 = getelementptr float, ptr %buf.x, i64 %v164
  %ld166 = load <16 x float>, ptr %p165, align 4
  %ins167 = insertelement <16 x float> poison, float %v118, i64 0
  %splat168 = shufflevector <16 x float> %ins167, <16 x float> poison, <16 x i32> zeroinitializer
  %v169 = fsub contract <16 x float> %ld166, %splat168
  %v170 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v169)
  %old171 = load <16 x float>, ptr %acc122
  %v172 = fadd <16 x float> %old171, %v170
  store <16 x float> %v172, ptr %acc122
  %v173 = add nsw i64 %i128, 64
  store i64 %v173, ptr %c.addr.123
  br label %cond125
exit127:
  %v174 = sub i64 %size.C, 16
  br label %cond175
cond175:
  %i178 = load i64, ptr %c.addr.123
  %v179 = icmp sle i64 %i178, %v174
  br i1 %v179, label %body176, label %exit177
body176:
  %v180 = mul i64 %i7, %size.C
  %v181 = add i64 %v180, %i178
  %p182 = getelementptr float, ptr %buf.x, i64 %v181
  %ld183 = load <16 x float>, ptr %p182, align 4
  %ins184 = insertelement <16 x float> poison, float %v118, i64 0
  %splat185 = shufflevector <16 x float> %ins184, <16 x float> poison, <16 x i32> zeroinitializer
  %v186 = fsub contract <16 x float> %ld183, %splat185
  %v187 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v186)
  %old188 = load <16 x float>, ptr %acc119
  %v189 = fadd <16 x float> %old188, %v187
  store <16 x float> %v189, ptr %acc119
  %v190 = add nsw i64 %i178, 16
  store i64 %v190, ptr %c.addr.123
  br label %cond175
exit177:
  %i191 = load i64, ptr %c.addr.123
  %v192 = icmp slt i64 %i191, %size.C
  br i1 %v192, label %tail193, label %done194
tail193:
  %mask195 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i191, i64 %size.C)
  %v196 = mul i64 %i7, %size.C
  %v197 = add i64 %v196, %i191
  %p198 = getelementptr float, ptr %buf.x, i64 %v197
  %ld199 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p198, <16 x i1> %mask195, <16 x float> zeroinitializer)
  %ins200 = insertelement <16 x float> poison, float %v118, i64 0
  %splat201 = shufflevector <16 x float> %ins200, <16 x float> poison, <16 x i32> zeroinitializer
  %v202 = fsub contract <16 x float> %ld199, %splat201
  %v203 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v202)
  %old204 = load <16 x float>, ptr %acc119
  %v205 = fadd <16 x float> %old204, %v203
  %v206 = select <16 x i1> %mask195, <16 x float> %v205, <16 x float> %old204
  store <16 x float> %v206, ptr %acc119
  br label %done194
done194:
  %red207 = load <16 x float>, ptr %acc119
  %red208 = load <16 x float>, ptr %acc120
  %red209 = load <16 x float>, ptr %acc121
  %red210 = load <16 x float>, ptr %acc122
  %v211 = fadd <16 x float> %red207, %red208
  %v212 = fadd <16 x float> %v211, %red209
  %v213 = fadd <16 x float> %v212, %red210
  %v214 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v213)
  store i64 0, ptr %c.addr.215
  %i216 = load i64, ptr %c.addr.215
  %v217 = mul i64 %i7, %size.C
  %v218 = add i64 %v217, %i216
  %p219 = getelementptr float, ptr %buf.y, i64 %v218
  %v220 = ptrtoint ptr %p219 to i64
  %v221 = lshr i64 %v220, 2
  %v222 = sub i64 0, %v221
  %v223 = and i64 %v222, 15
  %v224 = sub i64 %size.C, %i216
  %v225 = icmp sge i64 %v224, 128
  %v226 = select i1 %v225, i64 %v223, i64 0
  %v227 = icmp sgt i64 %v226, 0
  br i1 %v227, label %peel228, label %aligned229
peel228:
  %v230 = add nsw i64 %i216, %v226
  %mask231 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i216, i64 %v230)
  %v232 = mul i64 %i7, %size.C
  %v233 = add i64 %v232, %i216
  %p234 = getelementptr float, ptr %buf.x, i64 %v233
  %ld235 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p234, <16 x i1> %mask231, <16 x float> zeroinitializer)
  %ins236 = insertelement <16 x float> poison, float %v118, i64 0
  %splat237 = shufflevector <16 x float> %ins236, <16 x float> poison, <16 x i32> zeroinitializer
  %v238 = fsub contract <16 x float> %ld235, %splat237
  %v239 = call float @jr.log.f32(float %v214)
  %ins240 = insertelement <16 x float> poison, float %v239, i64 0
  %splat241 = shufflevector <16 x float> %ins240, <16 x float> poison, <16 x i32> zeroinitializer
  %v242 = fsub contract <16 x float> %v238, %splat241
  %v243 = mul i64 %i7, %size.C
  %v244 = add i64 %v243, %i216
  %p245 = getelementptr float, ptr %buf.y, i64 %v244
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v242, ptr align 4 %p245, <16 x i1> %mask231)
  store i64 %v230, ptr %c.addr.215
  br label %aligned229
aligned229:
  %v248 = and i1 %v225, %v247
  br i1 %v248, label %stream249, label %cached250
stream249:
  %v252 = sub i64 %size.C, 16
  br label %cond253
cond253:
  %i256 = load i64, ptr %c.addr.215
  %v257 = icmp sle i64 %i256, %v252
  br i1 %v257, label %body254, label %exit255
body254:
  %v258 = mul i64 %i7, %size.C
  %v259 = add i64 %v258, %i256
  %p260 = getelementptr float, ptr %buf.x, i64 %v259
  %v261 = add nsw i64 %i7, 1
  %v262 = mul i64 %v261, %size.C
  %v263 = add i64 %v262, %i256
  %p264 = getelementptr float, ptr %buf.x, i64 %v263
  call void @llvm.prefetch.p0(ptr %p264, i32 0, i32 3, i32 1)
  %ld265 = load <16 x float>, ptr %p260, align 4
  %ins266 = insertelement <16 x float> poison, float %v118, i64 0
  %splat267 = shufflevector <16 x float> %ins266, <16 x float> poison, <16 x i32> zeroinitializer
  %v268 = fsub contract <16 x float> %ld265, %splat267
  %v269 = call float @jr.log.f32(float %v214)
  %ins270 = insertelement <16 x float> poison, float %v269, i64 0
  %splat271 = shufflevector <16 x float> %ins270, <16 x float> poison, <16 x i32> zeroinitializer
  %v272 = fsub contract <16 x float> %v268, %splat271
  %v273 = mul i64 %i7, %size.C
  %v274 = add i64 %v273, %i256
  %p275 = getelementptr float, ptr %buf.y, i64 %v274
  store <16 x float> %v272, ptr %p275, align 64, !nontemporal !{i32 1}
  %v276 = add nsw i64 %i256, 16
  store i64 %v276, ptr %c.addr.215
  br label %cond253
exit255:
  br label %join251
cached250:
  %v277 = sub i64 %size.C, 16
  br label %cond278
cond278:
  %i281 = load i64, ptr %c.addr.215
  %v282 = icmp sle i64 %i281, %v277
  br i1 %v282, label %body279, label %exit280
body279:
  %v283 = mul i64 %i7, %size.C
  %v284 = add i64 %v283, %i281
  %p285 = getelementptr float, ptr %buf.x, i64 %v284
  %v286 = add nsw i64 %i7, 1
  %v287 = mul i64 %v286, %size.C
  %v288 = add i64 %v287, %i281
  %p289 = getelementptr float, ptr %buf.x, i64 %v288
  call void @llvm.prefetch.p0(ptr %p289, i32 0, i32 3, i32 1)
  %ld290 = load <16 x float>, ptr %p285, align 4
  %ins291 = insertelement <16 x float> poison, float %v118, i64 0
  %splat292 = shufflevector <16 x float> %ins291, <16 x float> poison, <16 x i32> zeroinitializer
  %v293 = fsub contract <16 x float> %ld290, %splat292
  %v294 = call float @jr.log.f32(float %v214)
  %ins295 = insertelement <16 x float> poison, float %v294, i64 0
  %splat296 = shufflevector <16 x float> %ins295, <16 x float> poison, <16 x i32> zeroinitializer
  %v297 = fsub contract <16 x float> %v293, %splat296
  %v298 = mul i64 %i7, %size.C
  %v299 = add i64 %v298, %i281
  %p300 = getelementptr float, ptr %buf.y, i64 %v299
  store <16 x float> %v297, ptr %p300, align 4
  %v301 = add nsw i64 %i281, 16
  store i64 %v301, ptr %c.addr.215
  br label %cond278
exit280:
  br label %join251
join251:
  %i302 = load i64, ptr %c.addr.215
  %v303 = icmp slt i64 %i302, %size.C
  br i1 %v303, label %tail304, label %done305
tail304:
  %mask306 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i302, i64 %size.C)
  %v307 = mul i64 %i7, %size.C
  %v308 = add i64 %v307, %i302
  %p309 = getelementptr float, ptr %buf.x, i64 %v308
  %ld310 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p309, <16 x i1> %mask306, <16 x float> zeroinitializer)
  %ins311 = insertelement <16 x float> poison, float %v118, i64 0
  %splat312 = shufflevector <16 x float> %ins311, <16 x float> poison, <16 x i32> zeroinitializer
  %v313 = fsub contract <16 x float> %ld310, %splat312
  %v314 = call float @jr.log.f32(float %v214)
  %ins315 = insertelement <16 x float> poison, float %v314, i64 0
  %splat316 = shufflevector <16 x float> %ins315, <16 x float> poison, <16 x i32> zeroinitializer
  %v317 = fsub contract <16 x float> %v313, %splat316
  %v318 = mul i64 %i7, %size.C
  %v319 = add i64 %v318, %i302
  %p320 = getelementptr float, ptr %buf.y, i64 %v319
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v317, ptr align 4 %p320, <16 x i1> %mask306)
  br label %done305
done305:
  %v321 = add nsw i64 %i7, 1
  store i64 %v321, ptr %_b0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
