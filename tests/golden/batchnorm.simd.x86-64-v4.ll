@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare float @llvm.sqrt.f32(float)

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.x86.sse.sfence()

define void @"jr.op.batchnorm"(ptr noalias %buf.x, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.input_mean, ptr noalias %buf.input_var, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %h.addr.15 = alloca i64, align 64
  %w.addr.21 = alloca i64, align 64
  %v80 = mul i64 %size.N, %size.C
  %v81 = mul i64 %v80, %size.H
  %v82 = mul i64 %v81, %size.W
  %v83 = icmp sge i64 %v82, 2097152
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %c.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %c.addr.9
  %v14 = icmp slt i64 %i13, %size.C
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %h.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %h.addr.15
  %v20 = icmp slt i64 %i19, %size.H
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %w.addr.21
  %i22 = load i64, ptr %w.addr.21
  %v23 = mul i64 %i7, %size.C
  %v24 = add i64 %v23, %i13
  %v25 = mul i64 %v24, %size.H
  %v26 = add i64 %v25, %i19
  %v27 = mul i64 %v26, %size.W
  %v28 = add i64 %v27, %i22
  %p29 = getelementptr float, ptr %buf.y, i64 %v28
  %v30 = ptrtoint ptr %p29 to i64
  %v31 = lshr i64 %v30, 2
  %v32 = sub i64 0, %v31
  %v33 = and i64 %v32, 15
  %v34 = sub i64 %size.W, %i22
  %v35 = icmp sge i64 %v34, 128
  %v36 = select i1 %v35, i64 %v33, i64 0
  %v37 = icmp sgt i64 %v36, 0
  br i1 %v37, label %peel38, label %aligned39
peel38:
  %v40 = add nsw i64 %i22, %v36
  %mask41 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i22, i64 %v40)
  %v42 = mul i64 %i7, %size.C
  %v43 = add i64 %v42, %i13
  %v44 = mul i64 %v43, %size.H
  %v45 = add i64 %v44, %i19
  %v46 = mul i64 %v45, %size.W
  %v47 = add i64 %v46, %i22
  %p48 = getelementptr float, ptr %buf.x, i64 %v47
  %ld49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p48, <16 x i1> %mask41, <16 x float> zeroinitializer)
  %p50 = getelementptr float, ptr %buf.input_mean, i64 %i13
  %ld51 = load float, ptr %p50, align 4
  %ins52 = insertelement <16 x float> poison, float %ld51, i64 0
  %splat53 = shufflevector <16 x float> %ins52, <16 x float> poison, <16 x i32> zeroinitializer
  %v54 = fsub contract <16 x float> %ld49, %splat53
  %p55 = getelementptr float, ptr %buf.input_var, i64 %i13
  %ld56 = load float, ptr %p55, align 4
  %v57 = fadd contract float %ld56, 0x3EE4F8B580000000
  %v58 = call float @llvm.sqrt.f32(float %v57)
  %v59 = fdiv float 0x3FF0000000000000, %v58
  %ins60 = insertelement <16 x float> poison, float %v59, i64 0
  %splat61 = shufflevector <16 x float> %ins60, <16 x float> poison, <16 x i32> zeroinitializer
  %v62 = fmul contract <16 x float> %v54, %splat61
  %p63 = getelementptr float, ptr %buf.scale, i64 %i13
  %ld64 = load float, ptr %p63, align 4
  %ins65 = insertelement <16 x float> poison, float %ld64, i64 0
  %splat66 = shufflevector <16 x float> %ins65, <16 x float> poison, <16 x i32> zeroinitializer
  %v67 = fmul contract <16 x float> %v62, %splat66
  %p68 = getelementptr float, ptr %buf.bias, i64 %i13
  %ld69 = load float, ptr %p68, align 4
  %ins70 = insertelement <16 x float> poison, float %ld69, i64 0
  %splat71 = shufflevector <16 x float> %ins70, <16 x float> poison, <16 x i32> zeroinitializer
  %v72 = fadd contract <16 x float> %v67, %splat71
  %v73 = mul i64 %i7, %size.C
  %v74 = add i64 %v73, %i13
  %v75 = mul i64 %v74, %size.H
  %v76 = add i64 %v75, %i19
  %v77 = mul i64 %v76, %size.W
  %v78 = add i64 %v77, %i22
  %p79 = getelementptr float, ptr %buf.y, i64 %v78
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v72, ptr align 4 %p79, <16 x i1> %mask41)
  store i64 %v40, ptr %w.addr.21
  br label %aligned39
aligned39:
  %v84 = and i1 %v35, %v83
  br i1 %v84, label %stream85, label %cached86
stream85:
  %v88 = sub i64 %size.W, 16
  br label %cond89
cond89:
  %i92 = load i64, ptr %w.addr.21
  %v93 = icmp sle i64 %i92, %v88
  br i1 %v93, label %body90, label %exit91
body90:
  %v94 = mul i64 %i7, %size.C
  %v95 = add i64 %v94, %i13
  %v96 = mul i64 %v95, %size.H
  %v97 = add i64 %v96, %i19
  %v98 = mul i64 %v97, %size.W
  %v99 = add i64 %v98, %i92
  %p100 = getelementptr float, ptr %buf.x, i64 %v99
  %ld101 = load <16 x float>, ptr %p100, align 4
  %p102 = getelementptr float, ptr %buf.input_mean, i64 %i13
  %ld103 = load float, ptr %p102, align 4
  %ins104 = insertelement <16 x float> poison, float %ld103, i64 0
  %splat105 = shufflevector <16 x float> %ins104, <16 x float> poison, <16 x i32> zeroinitializer
  %v106 = fsub contract <16 x float> %ld101, %splat105
  %p107 = getelementptr float, ptr %buf.input_var, i64 %i13
  %ld108 = load float, ptr %p107, align 4
  %v109 = fadd contract float %ld108, 0x3EE4F8B580000000
  %v110 = call float @llvm.sqrt.f32(float %v109)
  %v111 = fdiv float 0x3FF0000000000000, %v110
  %ins112 = insertelement <16 x float> poison, float %v111, i64 0
  %splat113 = shufflevector <16 x float> %ins112, <16 x float> poison, <16 x i32> zeroinitializer
  %v114 = fmul contract <16 x float> %v106, %splat113
  %p115 = getelementptr float, ptr %buf.scale, i64 %i13
  %ld116 = load float, ptr %p115, align 4
  %ins117 = insertelement <16 x float> poison, float %ld116, i64 0
  %splat118 = shufflevector <16 x float> %ins117, <16 x float> poison, <16 x i32> zeroinitializer
  %v119 = fmul contract <16 x float> %v114, %splat118
  %p120 = getelementptr float, ptr %buf.bias, i64 %i13
  %ld121 = load float, ptr %p120, align 4
  %ins122 = insertelement <16 x float> poison, float %ld121, i64 0
  %splat123 = shufflevector <16 x float> %ins122, <16 x float> poison, <16 x i32> zeroinitializer
  %v124 = fadd contract <16 x float> %v119, %splat123
  %v125 = mul i64 %i7, %size.C
  %v126 = add i64 %v125, %i13
  %v127 = mul i64 %v126, %size.H
  %v128 = add i64 %v127, %i19
  %v129 = mul i64 %v128, %size.W
  %v130 = add i64 %v129, %i92
  %p131 = getelementptr float, ptr %buf.y, i64 %v130
  store <16 x float> %v124, ptr %p131, align 64, !nontemporal !{i32 1}
  %v132 = add nsw i64 %i92, 16
  store i64 %v132, ptr %w.addr.21
  br label %cond89
exit91:
  br label %join87
cached86:
  %v133 = sub i64 %size.W, 16
  br label %cond134
cond134:
  %i137 = load i64, ptr %w.addr.21
  %v138 = icmp sle i64 %i137, %v133
  br i1 %v138, label %body135, label %exit136
body135:
  %v139 = mul i64 %i7, %size.C
  %v140 = add i64 %v139, %i13
  %v141 = mul i64 %v140, %size.H
  %v142 = add i64 %v141, %i19
  %v143 = mul i64 %v142, %size.W
  %v144 = add i64 %v143, %i137
  %p145 = getelementptr float, ptr %buf.x, i64 %v144
  %ld146 = load <16 x float>, ptr %p145, align 4
  %p147 = getelementptr float, ptr %buf.input_mean, i64 %i13
  %ld148 = load float, ptr %p147, align 4
  %ins149 = insertelement <16 x float> poison, float %ld148, i64 0
  %splat150 = shufflevector <16 x float> %ins149, <16 x float> poison, <16 x i32> zeroinitializer
  %v151 = fsub contract <16 x float> %ld146, %splat150
  %p152 = getelementptr float, ptr %buf.input_var, i64 %i13
  %ld153 = load float, ptr %p152, align 4
  %v154 = fadd contract float %ld153, 0x3EE4F8B580000000
  %v155 = call float @llvm.sqrt.f32(float %v154)
  %v156 = fdiv float 0x3FF0000000000000, %v155
  %ins157 = insertelement <16 x float> poison, float %v156, i64 0
  %splat158 = shufflevector <16 x float> %ins157, <16 x float> poison, <16 x i32> zeroinitializer
  %v159 = fmul contract <16 x float> %v151, %splat158
  %p160 = getelementptr float, ptr %buf.scale, i64 %i13
  %ld161 = load float, ptr %p160, align 4
  %ins162 = insertelement <16 x float> poison, float %ld161, i64 0
  %splat163 = shufflevector <16 x float> %ins162, <16 x float> poison, <16 x i32> zeroinitializer
  %v164 = fmul contract <16 x float> %v159, %splat163
  %p165 = getelementptr float, ptr %buf.bias, i64 %i13
  %ld166 = load float, ptr %p165, align 4
  %ins167 = insertelement <16 x float> poison, float %ld166, i64 0
  %splat168 = shufflevector <16 x float> %ins167, <16 x float> poison, <16 x i32> zeroinitializer
  %v169 = fadd contract <16 x float> %v164, %splat168
  %v170 = mul i64 %i7, %size.C
  %v171 = add i64 %v170, %i13
  %v172 = mul i64 %v171, %size.H
  %v173 = add i64 %v172, %i19
  %v174 = mul i64 %v173, %size.W
  %v175 = add i64 %v174, %i137
  %p176 = getelementptr float, ptr %buf.y, i64 %v175
  store <16 x float> %v169, ptr %p176, align 4
  %v177 = add nsw i64 %i137, 16
  store i64 %v177, ptr %w.addr.21
  br label %cond134
exit136:
  br label %join87
join87:
  %i178 = load i64, ptr %w.addr.21
  %v179 = icmp slt i64 %i178, %size.W
  br i1 %v179, label %tail180, label %done181
tail180:
  %mask182 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i178, i64 %size.W)
  %v183 = mul i64 %i7, %size.C
  %v184 = add i64 %v183, %i13
  %v185 = mul i64 %v184, %size.H
  %v186 = add i64 %v185, %i19
  %v187 = mul i64 %v186, %size.W
  %v188 = add i64 %v187, %i178
  %p189 = getelementptr float, ptr %buf.x, i64 %v188
  %ld190 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p189, <16 x i1> %mask182, <16 x float> zeroinitializer)
  %p191 = getelementptr float, ptr %buf.input_mean, i64 %i13
  %ld192 = load float, ptr %p191, align 4
  %ins193 = insertelement <16 x float> poison, float %ld192, i64 0
  %splat194 = shufflevector <16 x float> %ins193, <16 x float> poison, <16 x i32> zeroinitializer
  %v195 = fsub contract <16 x float> %ld190, %splat194
  %p196 = getelementptr float, ptr %buf.input_var, i64 %i13
  %ld197 = load float, ptr %p196, align 4
  %v198 = fadd contract float %ld197, 0x3EE4F8B580000000
  %v199 = call float @llvm.sqrt.f32(float %v198)
  %v200 = fdiv float 0x3FF0000000000000, %v199
  %ins201 = insertelement <16 x float> poison, float %v200, i64 0
  %splat202 = shufflevector <16 x float> %ins201, <16 x float> poison, <16 x i32> zeroinitializer
  %v203 = fmul contract <16 x float> %v195, %splat202
  %p204 = getelementptr float, ptr %buf.scale, i64 %i13
  %ld205 = load float, ptr %p204, align 4
  %ins206 = insertelement <16 x float> poison, float %ld205, i64 0
  %splat207 = shufflevector <16 x float> %ins206, <16 x float> poison, <16 x i32> zeroinitializer
  %v208 = fmul contract <16 x float> %v203, %splat207
  %p209 = getelementptr float, ptr %buf.bias, i64 %i13
  %ld210 = load float, ptr %p209, align 4
  %ins211 = insertelement <16 x float> poison, float %ld210, i64 0
  %splat212 = shufflevector <16 x float> %ins211, <16 x float> poison, <16 x i32> zeroinitializer
  %v213 = fadd contract <16 x float> %v208, %splat212
  %v214 = mul i64 %i7, %size.C
  %v215 = add i64 %v214, %i13
  %v216 = mul i64 %v215, %size.H
  %v217 = add i64 %v216, %i19
  %v218 = mul i64 %v217, %size.W
  %v219 = add i64 %v218, %i178
  %p220 = getelementptr float, ptr %buf.y, i64 %v219
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v213, ptr align 4 %p220, <16 x i1> %mask182)
  br label %done181
done181:
  %v221 = add nsw i64 %i19, 1
  store i64 %v221, ptr %h.addr.15
  br label %cond16
exit18:
  %v222 = add nsw i64 %i13, 1
  store i64 %v222, ptr %c.addr.9
  br label %cond10
exit12:
  %v223 = add nsw i64 %i7, 1
  store i64 %v223, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
