@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.roundeven.v16f32(<16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
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

define void @"jr.op.softmax"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %scratch.stack = alloca [16384 x float], align 64
  %c.addr.253 = alloca i64, align 64
  %v142 = add i64 %size.C, 15
  %v143 = sdiv i64 %v142, 16
  %v144 = srem i64 %v142, 16
  %v145 = icmp ne i64 %v144, 0
  %v146 = icmp slt i64 %v144, 0
  %v147 = icmp slt i64 16, 0
  %v148 = xor i1 %v146, %v147
  %v149 = and i1 %v145, %v148
  %v150 = zext i1 %v149 to i64
  %v151 = sub i64 %v143, %v150
  %v152 = mul i64 %v151, 16
  %v153 = icmp sle i64 %v152, 16384
  %scratch.base = select i1 %v153, ptr %scratch.stack, ptr %scratch
  %v279 = mul i64 %size.B0, %size.C
  %v280 = icmp sge i64 %v279, 2097152
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
  %v133 = add nsw i64 %i7, 1
  %v134 = mul i64 %v133, %size.C
  %v135 = add i64 %v134, %i128
  %p136 = getelementptr float, ptr %buf.x, i64 %v135
  call void @llvm.prefetch.p0(ptr %p136, i32 0, i32 3, i32 1)
  %ld137 = load <16 x float>, ptr %p132, align 4
  %ins138 = insertelement <16 x float> poison, float %v118, i64 0
  %splat139 = shufflevector <16 x float> %ins138, <16 x float> poison, <16 x i32> zeroinitializer
  %v140 = fsub contract <16 x float> %ld137, %splat139
  %v141 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v140)
  %p154 = getelementptr float, ptr %scratch.base, i64 %i128
  store <16 x float> %v141, ptr %p154, align 4
  %old155 = load <16 x float>, ptr %acc119
  %v156 = fadd <16 x float> %old155, %v141
  store <16 x float> %v156, ptr %acc119
  %v157 = add nsw i64 %i128, 16
  %v158 = mul i64 %i7, %size.C
  %v159 = add i64 %v158, %v157
  %p160 = getelementptr float, ptr %buf.x, i64 %v159
  %v161 = add nsw i64 %i7, 1
  %v162 = mul i64 %v161, %size.C
  %v163 = add i64 %v162, %v157
  %p164 = getelementptr float, ptr %buf.x, i64 %v163
  call void @llvm.prefetch.p0(ptr %p164, i32 0, i32 3, i32 1)
  %ld165 = load <16 x float>, ptr %p160, align 4
  %ins166 = insertelement <16 x float> poison, float %v118, i64 0
  %splat167 = shufflevector <16 x float> %ins166, <16 x float> poison, <16 x i32> zeroinitializer
  %v168 = fsub contract <16 x float> %ld165, %splat167
  %v169 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v168)
  %p170 = getelementptr float, ptr %scratch.base, i64 %v157
  store <16 x float> %v169, ptr %p170, align 4
  %old171 = load <16 x float>, ptr %acc120
  %v172 = fadd <16 x float> %old171, %v169
  store <16 x float> %v172, ptr %acc120
  %v173 = add nsw i64 %i128, 32
  %v174 = mul i64 %i7, %size.C
  %v175 = add i64 %v174, %v173
  %p176 = getelementptr float, ptr %buf.x, i64 %v175
  %v177 = add nsw i64 %i7, 1
  %v178 = mul i64 %v177, %size.C
  %v179 = add i64 %v178, %v173
  %p180 = getelementptr float, ptr %buf.x, i64 %v179
  call void @llvm.prefetch.p0(ptr %p180, i32 0, i32 3, i32 1)
  %ld181 = load <16 x float>, ptr %p176, align 4
  %ins182 = insertelement <16 x float> poison, float %v118, i64 0
  %splat183 = shufflevector <16 x float> %ins182, <16 x float> poison, <16 x i32> zeroinitializer
  %v184 = fsub contract <16 x float> %ld181, %splat183
  %v185 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v184)
  %p186 = getelementptr float, ptr %scratch.base, i64 %v173
  store <16 x float> %v185, ptr %p186, align 4
  %old187 = load <16 x float>, ptr %acc121
  %v188 = fadd <16 x float> %old187, %v185
  store <16 x float> %v188, ptr %acc121
  %v189 = add nsw i64 %i128, 48
  %v190 = mul i64 %i7, %size.C
  %v191 = add i64 %v190, %v189
  %p192 = getelementptr float, ptr %buf.x, i64 %v191
  %v193 = add nsw i64 %i7, 1
  %v194 = mul i64 %v193, %size.C
  %v195 = add i64 %v194, %v189
  %p196 = getelementptr float, ptr %buf.x, i64 %v195
  call void @llvm.prefetch.p0(ptr %p196, i32 0, i32 3, i32 1)
  %ld197 = load <16 x float>, ptr %p192, align 4
  %ins198 = insertelement <16 x float> poison, float %v118, i64 0
  %splat199 = shufflevector <16 x float> %ins198, <16 x float> poison, <16 x i32> zeroinitializer
  %v200 = fsub contract <16 x float> %ld197, %splat199
  %v201 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v200)
  %p202 = getelementptr float, ptr %scratch.base, i64 %v189
  store <16 x float> %v201, ptr %p202, align 4
  %old203 = load <16 x float>, ptr %acc122
  %v204 = fadd <16 x float> %old203, %v201
  store <16 x float> %v204, ptr %acc122
  %v205 = add nsw i64 %i128, 64
  store i64 %v205, ptr %c.addr.123
  br label %cond125
exit127:
  %v206 = sub i64 %size.C, 16
  br label %cond207
cond207:
  %i210 = load i64, ptr %c.addr.123
  %v211 = icmp sle i64 %i210, %v206
  br i1 %v211, label %body208, label %exit209
body208:
  %v212 = mul i64 %i7, %size.C
  %v213 = add i64 %v212, %i210
  %p214 = getelementptr float, ptr %buf.x, i64 %v213
  %v215 = add nsw i64 %i7, 1
  %v216 = mul i64 %v215, %size.C
  %v217 = add i64 %v216, %i210
  %p218 = getelementptr float, ptr %buf.x, i64 %v217
  call void @llvm.prefetch.p0(ptr %p218, i32 0, i32 3, i32 1)
  %ld219 = load <16 x float>, ptr %p214, align 4
  %ins220 = insertelement <16 x float> poison, float %v118, i64 0
  %splat221 = shufflevector <16 x float> %ins220, <16 x float> poison, <16 x i32> zeroinitializer
  %v222 = fsub contract <16 x float> %ld219, %splat221
  %v223 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v222)
  %p224 = getelementptr float, ptr %scratch.base, i64 %i210
  store <16 x float> %v223, ptr %p224, align 4
  %old225 = load <16 x float>, ptr %acc119
  %v226 = fadd <16 x float> %old225, %v223
  store <16 x float> %v226, ptr %acc119
  %v227 = add nsw i64 %i210, 16
  store i64 %v227, ptr %c.addr.123
  br label %cond207
exit209:
  %i228 = load i64, ptr %c.addr.123
  %v229 = icmp slt i64 %i228, %size.C
  br i1 %v229, label %tail230, label %done231
tail230:
  %mask232 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i228, i64 %size.C)
  %v233 = mul i64 %i7, %size.C
  %v234 = add i64 %v233, %i228
  %p235 = getelementptr float, ptr %buf.x, i64 %v234
  %ld236 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p235, <16 x i1> %mask232, <16 x float> zeroinitializer)
  %ins237 = insertelement <16 x float> poison, float %v118, i64 0
  %splat238 = shufflevector <16 x float> %ins237, <16 x float> poison, <16 x i32> zeroinitializer
  %v239 = fsub contract <16 x float> %ld236, %splat238
  %v240 = call <16 x float> @jr.exp_nonpositive.v16f32(<16 x float> %v239)
  %p241 = getelementptr float, ptr %scratch.base, i64 %i228
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v240, ptr align 4 %p241, <16 x i1> %mask232)
  %old242 = load <16 x float>, ptr %acc119
  %v243 = fadd <16 x float> %old242, %v240
  %v244 = select <16 x i1> %mask232, <16 x float> %v243, <16 x float> %old242
  store <16 x float> %v244, ptr %acc119
  br label %done231
done231:
  %red245 = load <16 x float>, ptr %acc119
  %red246 = load <16 x float>, ptr %acc120
  %red247 = load <16 x float>, ptr %acc121
  %red248 = load <16 x float>, ptr %acc122
  %v249 = fadd <16 x float> %red245, %red246
  %v250 = fadd <16 x float> %v249, %red247
  %v251 = fadd <16 x float> %v250, %red248
  %v252 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v251)
  store i64 0, ptr %c.addr.253
  %i254 = load i64, ptr %c.addr.253
  %v255 = mul i64 %i7, %size.C
  %v256 = add i64 %v255, %i254
  %p257 = getelementptr float, ptr %buf.y, i64 %v256
  %v258 = ptrtoint ptr %p257 to i64
  %v259 = lshr i64 %v258, 2
  %v260 = sub i64 0, %v259
  %v261 = and i64 %v260, 15
  %v262 = sub i64 %size.C, %i254
  %v263 = icmp sge i64 %v262, 128
  %v264 = select i1 %v263, i64 %v261, i64 0
  %v265 = icmp sgt i64 %v264, 0
  br i1 %v265, label %peel266, label %aligned267
peel266:
  %v268 = add nsw i64 %i254, %v264
  %mask269 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i254, i64 %v268)
  %p270 = getelementptr float, ptr %scratch.base, i64 %i254
  %ld271 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p270, <16 x i1> %mask269, <16 x float> zeroinitializer)
  %v272 = fdiv float 0x3FF0000000000000, %v252
  %ins273 = insertelement <16 x float> poison, float %v272, i64 0
  %splat274 = shufflevector <16 x float> %ins273, <16 x float> poison, <16 x i32> zeroinitializer
  %v275 = fmul contract <16 x float> %ld271, %splat274
  %v276 = mul i64 %i7, %size.C
  %v277 = add i64 %v276, %i254
  %p278 = getelementptr float, ptr %buf.y, i64 %v277
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v275, ptr align 4 %p278, <16 x i1> %mask269)
  store i64 %v268, ptr %c.addr.253
  br label %aligned267
aligned267:
  %v281 = and i1 %v263, %v280
  br i1 %v281, label %stream282, label %cached283
stream282:
  %v285 = sub i64 %size.C, 16
  br label %cond286
cond286:
  %i289 = load i64, ptr %c.addr.253
  %v290 = icmp sle i64 %i289, %v285
  br i1 %v290, label %body287, label %exit288
body287:
  %p291 = getelementptr float, ptr %scratch.base, i64 %i289
  %ld292 = load <16 x float>, ptr %p291, align 4
  %v293 = fdiv float 0x3FF0000000000000, %v252
  %ins294 = insertelement <16 x float> poison, float %v293, i64 0
  %splat295 = shufflevector <16 x float> %ins294, <16 x float> poison, <16 x i32> zeroinitializer
  %v296 = fmul contract <16 x float> %ld292, %splat295
  %v297 = mul i64 %i7, %size.C
  %v298 = add i64 %v297, %i289
  %p299 = getelementptr float, ptr %buf.y, i64 %v298
  store <16 x float> %v296, ptr %p299, align 64, !nontemporal !{i32 1}
  %v300 = add nsw i64 %i289, 16
  store i64 %v300, ptr %c.addr.253
  br label %cond286
exit288:
  br label %join284
cached283:
  %v301 = sub i64 %size.C, 16
  br label %cond302
cond302:
  %i305 = load i64, ptr %c.addr.253
  %v306 = icmp sle i64 %i305, %v301
  br i1 %v306, label %body303, label %exit304
body303:
  %p307 = getelementptr float, ptr %scratch.base, i64 %i305
  %ld308 = load <16 x float>, ptr %p307, align 4
  %v309 = fdiv float 0x3FF0000000000000, %v252
  %ins310 = insertelement <16 x float> poison, float %v309, i64 0
  %splat311 = shufflevector <16 x float> %ins310, <16 x float> poison, <16 x i32> zeroinitializer
  %v312 = fmul contract <16 x float> %ld308, %splat311
  %v313 = mul i64 %i7, %size.C
  %v314 = add i64 %v313, %i305
  %p315 = getelementptr float, ptr %buf.y, i64 %v314
  store <16 x float> %v312, ptr %p315, align 4
  %v316 = add nsw i64 %i305, 16
  store i64 %v316, ptr %c.addr.253
  br label %cond302
exit304:
  br label %join284
join284:
  %i317 = load i64, ptr %c.addr.253
  %v318 = icmp slt i64 %i317, %size.C
  br i1 %v318, label %tail319, label %done320
tail319:
  %mask321 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i317, i64 %size.C)
  %p322 = getelementptr float, ptr %scratch.base, i64 %i317
  %ld323 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p322, <16 x i1> %mask321, <16 x float> zeroinitializer)
  %v324 = fdiv float 0x3FF0000000000000, %v252
  %ins325 = insertelement <16 x float> poison, float %v324, i64 0
  %splat326 = shufflevector <16 x float> %ins325, <16 x float> poison, <16 x i32> zeroinitializer
  %v327 = fmul contract <16 x float> %ld323, %splat326
  %v328 = mul i64 %i7, %size.C
  %v329 = add i64 %v328, %i317
  %p330 = getelementptr float, ptr %buf.y, i64 %v329
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v327, ptr align 4 %p330, <16 x i1> %mask321)
  br label %done320
done320:
  %v331 = add nsw i64 %i7, 1
  store i64 %v331, ptr %_b0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
