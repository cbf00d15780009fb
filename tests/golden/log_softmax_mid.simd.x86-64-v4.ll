@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.roundeven.v16f32(<16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.x86.sse.sfence()

define internal <16 x float> @"jr.exp.v16f32"(<16 x float> %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt <16 x float> %x, splat (float 0xC05A000000000000)
  %t1 = select <16 x i1> %t0, <16 x float> splat (float 0x0000000000000000), <16 x float> %x
  %t2 = fcmp ogt <16 x float> %t1, splat (float 0x4056400000000000)
  %t3 = select <16 x i1> %t2, <16 x float> splat (float 0x4056400000000000), <16 x float> %t1
  %t4 = fmul <16 x float> %t3, splat (float 0x3FF7154760000000)
  %t5 = call <16 x float> @llvm.roundeven.v16f32(<16 x float> %t4)
  %t6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5, <16 x float> splat (float 0xBFE62E4000000000), <16 x float> %t3)
  %t7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5, <16 x float> splat (float 0xBEB7F7D1C0000000), <16 x float> %t6)
  %t8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0x3F56B6BC20000000), <16 x float> %t7, <16 x float> splat (float 0x3F8122F1C0000000))
  %t9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t8, <16 x float> %t7, <16 x float> splat (float 0x3FA55568A0000000))
  %t10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t9, <16 x float> %t7, <16 x float> splat (float 0x3FC5554A40000000))
  %t11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t10, <16 x float> %t7, <16 x float> splat (float 0x3FE0000000000000))
  %t12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t11, <16 x float> %t7, <16 x float> splat (float 0x3FF0000000000000))
  %t13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t12, <16 x float> %t7, <16 x float> splat (float 0x3FF0000000000000))
  %t14 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %t13, <16 x float> %t5, <16 x float> zeroinitializer, i16 -1, i32 4)
  %t15 = select <16 x i1> %t0, <16 x float> splat (float 0x0000000000000000), <16 x float> %t14
  ret <16 x float> %t15
}

define internal <16 x float> @"jr.log.v16f32"(<16 x float> %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt <16 x float> %x, splat (float 0x3810000000000000)
  %t1 = fmul <16 x float> %x, splat (float 0x4160000000000000)
  %t2 = select <16 x i1> %t0, <16 x float> %t1, <16 x float> %x
  %t3 = select <16 x i1> %t0, <16 x i32> splat (i32 -23), <16 x i32> splat (i32 0)
  %t4 = bitcast <16 x float> %t2 to <16 x i32>
  %t5 = sub <16 x i32> %t4, splat (i32 1060439283)
  %t6 = ashr <16 x i32> %t5, splat (i32 23)
  %t7 = shl <16 x i32> %t6, splat (i32 23)
  %t8 = sub <16 x i32> %t4, %t7
  %t9 = bitcast <16 x i32> %t8 to <16 x float>
  %t10 = add <16 x i32> %t6, %t3
  %t11 = sitofp <16 x i32> %t10 to <16 x float>
  %t12 = fsub <16 x float> %t9, splat (float 0x3FF0000000000000)
  %t13 = fmul <16 x float> %t12, %t12
  %t14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0xBFB38C9DE0000000), <16 x float> %t12, <16 x float> splat (float 0x3FC055EC60000000))
  %t15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t14, <16 x float> %t12, <16 x float> splat (float 0xBFC0D82420000000))
  %t16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t15, <16 x float> %t12, <16 x float> splat (float 0x3FC22D92E0000000))
  %t17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t16, <16 x float> %t12, <16 x float> splat (float 0xBFC54728A0000000))
  %t18 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t17, <16 x float> %t12, <16 x float> splat (float 0x3FC99A01C0000000))
  %t19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t18, <16 x float> %t12, <16 x float> splat (float 0xBFD0002260000000))
  %t20 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t19, <16 x float> %t12, <16 x float> splat (float 0x3FD5555540000000))
  %t21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t20, <16 x float> %t12, <16 x float> splat (float 0xBFE0000000000000))
  %t22 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t13, <16 x float> %t21, <16 x float> %t12)
  %t23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t11, <16 x float> splat (float 0x3EB7F7D1C0000000), <16 x float> %t22)
  %t24 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t11, <16 x float> splat (float 0x3FE62E4000000000), <16 x float> %t23)
  %t25 = fcmp oeq <16 x float> %x, splat (float 0x7FF0000000000000)
  %t26 = select <16 x i1> %t25, <16 x float> splat (float 0x7FF0000000000000), <16 x float> %t24
  %t27 = fcmp olt <16 x float> %x, splat (float 0x0000000000000000)
  %t28 = select <16 x i1> %t27, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %t26
  %t29 = fcmp oeq <16 x float> %x, splat (float 0x0000000000000000)
  %t30 = select <16 x i1> %t29, <16 x float> splat (float 0xFFF0000000000000), <16 x float> %t28
  %t31 = fcmp uno <16 x float> %x, %x
  %t32 = select <16 x i1> %t31, <16 x float> %x, <16 x float> %t30
  ret <16 x float> %t32
}

define void @"jr.op.log_softmax_mid"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %b.addr.9 = alloca i64, align 64
  %scratch.stack = alloca [16384 x float], align 64
  %acc48 = alloca <16 x float>, align 64
  %nan49 = alloca <16 x i1>, align 64
  %c.addr.50 = alloca i64, align 64
  %acc81 = alloca <16 x float>, align 64
  %nan82 = alloca <16 x i1>, align 64
  %c.addr.83 = alloca i64, align 64
  %acc112 = alloca <16 x float>, align 64
  %nan113 = alloca <16 x i1>, align 64
  %c.addr.114 = alloca i64, align 64
  %b.addr.139 = alloca i64, align 64
  %acc166 = alloca <16 x float>, align 64
  %c.addr.167 = alloca i64, align 64
  %acc207 = alloca <16 x float>, align 64
  %c.addr.208 = alloca i64, align 64
  %acc247 = alloca <16 x float>, align 64
  %c.addr.248 = alloca i64, align 64
  %c.addr.282 = alloca i64, align 64
  %b.addr.288 = alloca i64, align 64
  %v11 = add i64 %size.B, 15
  %v12 = sdiv i64 %v11, 16
  %v13 = srem i64 %v11, 16
  %v14 = icmp ne i64 %v13, 0
  %v15 = icmp slt i64 %v13, 0
  %v16 = icmp slt i64 16, 0
  %v17 = xor i1 %v15, %v16
  %v18 = and i1 %v14, %v17
  %v19 = zext i1 %v18 to i64
  %v20 = sub i64 %v12, %v19
  %v21 = mul i64 %v20, 16
  %v22 = add i64 %size.B, 15
  %v23 = sdiv i64 %v22, 16
  %v24 = srem i64 %v22, 16
  %v25 = icmp ne i64 %v24, 0
  %v26 = icmp slt i64 %v24, 0
  %v27 = icmp slt i64 16, 0
  %v28 = xor i1 %v26, %v27
  %v29 = and i1 %v25, %v28
  %v30 = zext i1 %v29 to i64
  %v31 = sub i64 %v23, %v30
  %v32 = mul i64 %v31, 16
  %v33 = add i64 %v21, %v32
  %v34 = icmp sle i64 %v33, 16384
  %scratch.base = select i1 %v34, ptr %scratch.stack, ptr %scratch
  %v337 = mul i64 %size.B0, %size.C
  %v338 = mul i64 %v337, %size.B
  %v339 = icmp sge i64 %v338, 2097152
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %b.addr.9
  %i10 = load i64, ptr %b.addr.9
  %p35 = getelementptr float, ptr %scratch.base, i64 %i10
  %v36 = ptrtoint ptr %p35 to i64
  %v37 = lshr i64 %v36, 2
  %v38 = sub i64 0, %v37
  %v39 = and i64 %v38, 15
  %v40 = sub i64 %size.B, %i10
  %v41 = icmp sge i64 %v40, 128
  %v42 = select i1 %v41, i64 %v39, i64 0
  %v43 = icmp sgt i64 %v42, 0
  br i1 %v43, label %peel44, label %aligned45
peel44:
  %v46 = add nsw i64 %i10, %v42
  %mask47 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v46)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc48
  store <16 x i1> zeroinitializer, ptr %nan49
  store i64 0, ptr %c.addr.50
  br label %cond51
cond51:
  %i54 = load i64, ptr %c.addr.50
  %v55 = icmp slt i64 %i54, %size.C
  br i1 %v55, label %body52, label %exit53
body52:
  %v56 = mul i64 %i7, %size.C
  %v57 = add i64 %v56, %i54
  %v58 = mul i64 %v57, %size.B
  %v59 = add i64 %v58, %i10
  %p60 = getelementptr float, ptr %buf.x, i64 %v59
  %ld61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p60, <16 x i1> %mask47, <16 x float> zeroinitializer)
  %old62 = load <16 x float>, ptr %acc48
  %v63 = fcmp ogt <16 x float> %ld61, %old62
  %v64 = select <16 x i1> %v63, <16 x float> %ld61, <16 x float> %old62
  %v65 = fcmp uno <16 x float> %ld61, %ld61
  %v66 = and <16 x i1> %v65, %mask47
  %v67 = load <16 x i1>, ptr %nan49
  %v68 = or <16 x i1> %v67, %v66
  store <16 x i1> %v68, ptr %nan49
  %v69 = select <16 x i1> %mask47, <16 x float> %v64, <16 x float> %old62
  store <16 x float> %v69, ptr %acc48
  %v70 = add nsw i64 %i54, 1
  store i64 %v70, ptr %c.addr.50
  br label %cond51
exit53:
  %red71 = load <16 x float>, ptr %acc48
  %v72 = load <16 x i1>, ptr %nan49
  %v73 = select <16 x i1> %v72, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red71
  %p74 = getelementptr float, ptr %scratch.base, i64 %i10
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v73, ptr align 4 %p74, <16 x i1> %mask47)
  store i64 %v46, ptr %b.addr.9
  br label %aligned45
aligned45:
  %v75 = sub i64 %size.B, 16
  br label %cond76
cond76:
  %i79 = load i64, ptr %b.addr.9
  %v80 = icmp sle i64 %i79, %v75
  br i1 %v80, label %body77, label %exit78
body77:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc81
  store <16 x i1> zeroinitializer, ptr %nan82
  store i64 0, ptr %c.addr.83
  br label %cond84
cond84:
  %i87 = load i64, ptr %c.addr.83
  %v88 = icmp slt i64 %i87, %size.C
  br i1 %v88, label %body85, label %exit86
body85:
  %v89 = mul i64 %i7, %size.C
  %v90 = add i64 %v89, %i87
  %v91 = mul i64 %v90, %size.B
  %v92 = add i64 %v91, %i79
  %p93 = getelementptr float, ptr %buf.x, i64 %v92
  %ld94 = load <16 x float>, ptr %p93, align 4
  %old95 = load <16 x float>, ptr %acc81
  %v96 = fcmp ogt <16 x float> %ld94, %old95
  %v97 = select <16 x i1> %v96, <16 x float> %ld94, <16 x float> %old95
  %v98 = fcmp uno <16 x float> %ld94, %ld94
  %v99 = load <16 x i1>, ptr %nan82
  %v100 = or <16 x i1> %v99, %v98
  store <16 x i1> %v100, ptr %nan82
  store <16 x float> %v97, ptr %acc81
  %v101 = add nsw i64 %i87, 1
  store i64 %v101, ptr %c.addr.83
  br label %cond84
exit86:
  %red102 = load <16 x float>, ptr %acc81
  %v103 = load <16 x i1>, ptr %nan82
  %v104 = select <16 x i1> %v103, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red102
  %p105 = getelementptr float, ptr %scratch.base, i64 %i79
  store <16 x float> %v104, ptr %p105, align 4
  %v106 = add nsw i64 %i79, 16
  store i64 %v106, ptr %b.addr.9
  br label %cond76
exit78:
  %i107 = load i64, ptr %b.addr.9
  %v108 = icmp slt i64 %i107, %size.B
  br i1 %v108, label %tail109, label %done110
tail109:
  %mask111 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i107, i64 %size.B)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc112
  store <16 x i1> zeroinitializer, ptr %nan113
  store i64 0, ptr %c.addr.114
  br label %cond115
cond115:
  %i118 = load i64, ptr %c.addr.114
  %v119 = icmp slt i64 %i118, %size.C
  br i1 %v119, label %body116, label %exit117
body116:
  %v120 = mul i64 %i7, %size.C
  %v121 = add i64 %v120, %i118
  %v122 = mul i64 %v121, %size.B
  %v123 = add i64 %v122, %i107
  %p124 = getelementptr float, ptr %buf.x, i64 %v123
  %ld125 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p124, <16 x i1> %mask111, <16 x float> zeroinitializer)
  %old126 = load <16 x float>, ptr %acc112
  %v127 = fcmp ogt <16 x float> %ld125, %old126
  %v128 = select <16 x i1> %v127, <16 x float> %ld125, <16 x float> %old126
  %v129 = fcmp uno <16 x float> %ld125, %ld125
  %v130 = and <16 x i1> %v129, %mask111
  %v131 = load <16 x i1>, ptr %nan113
  %v132 = or <16 x i1> %v131, %v130
  store <16 x i1> %v132, ptr %nan113
  %v133 = select <16 x i1> %mask111, <16 x float> %v128, <16 x float> %old126
  store <16 x float> %v133, ptr %acc112
  %v134 = add nsw i64 %i118, 1
  store i64 %v134, ptr %c.addr.114
  br label %cond115
exit117:
  %red135 = load <16 x float>, ptr %acc112
  %v136 = load <16 x i1>, ptr %nan113
  %v137 = select <16 x i1> %v136, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %red135
  %p138 = getelementptr float, ptr %scratch.base, i64 %i107
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v137, ptr align 4 %p138, <16 x i1> %mask111)
  br label %done110
done110:
  store i64 0, ptr %b.addr.139
  %i140 = load i64, ptr %b.addr.139
  %v141 = add i64 %size.B, 15
  %v142 = sdiv i64 %v141, 16
  %v143 = srem i64 %v141, 16
  %v144 = icmp ne i64 %v143, 0
  %v145 = icmp slt i64 %v143, 0
  %v146 = icmp slt i64 16, 0
  %v147 = xor i1 %v145, %v146
  %v148 = and i1 %v144, %v147
  %v149 = zext i1 %v148 to i64
  %v150 = sub i64 %v142, %v149
  %v151 = mul i64 %v150, 16
  %v152 = add i64 %v151, %i140
  %p153 = getelementptr float, ptr %scratch.base, i64 %v152
  %v154 = ptrtoint ptr %p153 to i64
  %v155 = lshr i64 %v154, 2
  %v156 = sub i64 0, %v155
  %v157 = and i64 %v156, 15
  %v158 = sub i64 %size.B, %i140
  %v159 = icmp sge i64 %v158, 128
  %v160 = select i1 %v159, i64 %v157, i64 0
  %v161 = icmp sgt i64 %v160, 0
  br i1 %v161, label %peel162, label %aligned163
peel162:
  %v164 = add nsw i64 %i140, %v160
  %mask165 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i140, i64 %v164)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc166
  store i64 0, ptr %c.addr.167
  br label %cond168
cond168:
  %i171 = load i64, ptr %c.addr.167
  %v172 = icmp slt i64 %i171, %size.C
  br i1 %v172, label %body169, label %exit170
body169:
  %v173 = mul i64 %i7, %size.C
  %v174 = add i64 %v173, %i171
  %v175 = mul i64 %v174, %size.B
  %v176 = add i64 %v175, %i140
  %p177 = getelementptr float, ptr %buf.x, i64 %v176
  %ld178 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p177, <16 x i1> %mask165, <16 x float> zeroinitializer)
  %p179 = getelementptr float, ptr %scratch.base, i64 %i140
  %ld180 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p179, <16 x i1> %mask165, <16 x float> zeroinitializer)
  %v181 = fsub contract <16 x float> %ld178, %ld180
  %v182 = call <16 x float> @jr.exp.v16f32(<16 x float> %v181)
  %old183 = load <16 x float>, ptr %acc166
  %v184 = fadd <16 x float> %old183, %v182
  %v185 = select <16 x i1> %mask165, <16 x float> %v184, <16 x float> %old183
  store <16 x float> %v185, ptr %acc166
  %v186 = add nsw i64 %i171, 1
  store i64 %v186, ptr %c.addr.167
  br label %cond168
exit170:
  %red187 = load <16 x float>, ptr %acc166
  %v188 = add i64 %size.B, 15
  %v189 = sdiv i64 %v188, 16
  %v190 = srem i64 %v188, 16
  %v191 = icmp ne i64 %v190, 0
  %v192 = icmp slt i64 %v190, 0
  %v193 = icmp slt i64 16, 0
  %v194 = xor i1 %v192, %v193
  %v195 = and i1 %v191, %v194
  %v196 = zext i1 %v195 to i64
  %v197 = sub i64 %v189, %v196
  %v198 = mul i64 %v197, 16
  %v199 = add i64 %v198, %i140
  %p200 = getelementptr float, ptr %scratch.base, i64 %v199
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red187, ptr align 4 %p200, <16 x i1> %mask165)
  store i64 %v164, ptr %b.addr.139
  br label %aligned163
aligned163:
  %v201 = sub i64 %size.B, 16
  br label %cond202
cond202:
  %i205 = load i64, ptr %b.addr.139
  %v206 = icmp sle i64 %i205, %v201
  br i1 %v206, label %body203, label %exit204
body203:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc207
  store i64 0, ptr %c.addr.208
  br label %cond209
cond209:
  %i212 = load i64, ptr %c.addr.208
  %v213 = icmp slt i64 %i212, %size.C
  br i1 %v213, label %body210, label %exit211
body210:
  %v214 = mul i64 %i7, %size.C
  %v215 = add i64 %v214, %i212
  %v216 = mul i64 %v215, %size.B
  %v217 = add i64 %v216, %i205
  %p218 = getelementptr float, ptr %buf.x, i64 %v217
  %ld219 = load <16 x float>, ptr %p218, align 4
  %p220 = getelementptr float, ptr %scratch.base, i64 %i205
  %ld221 = load <16 x float>, ptr %p220, align 4
  %v222 = fsub contract <16 x float> %ld219, %ld221
  %v223 = call <16 x float> @jr.exp.v16f32(<16 x float> %v222)
  %old224 = load <16 x float>, ptr %acc207
  %v225 = fadd <16 x float> %old224, %v223
  store <16 x float> %v225, ptr %acc207
  %v226 = add nsw i64 %i212, 1
  store i64 %v226, ptr %c.addr.208
  br label %cond209
exit211:
  %red227 = load <16 x float>, ptr %acc207
  %v228 = add i64 %size.B, 15
  %v229 = sdiv i64 %v228, 16
  %v230 = srem i64 %v228, 16
  %v231 = icmp ne i64 %v230, 0
  %v232 = icmp slt i64 %v230, 0
  %v233 = icmp slt i64 16, 0
  %v234 = xor i1 %v232, %v233
  %v235 = and i1 %v231, %v234
  %v236 = zext i1 %v235 to i64
  %v237 = sub i64 %v229, %v236
  %v238 = mul i64 %v237, 16
  %v239 = add i64 %v238, %i205
  %p240 = getelementptr float, ptr %scratch.base, i64 %v239
  store <16 x float> %red227, ptr %p240, align 4
  %v241 = add nsw i64 %i205, 16
  store i64 %v241, ptr %b.addr.139
  br label %cond202
exit204:
  %i242 = load i64, ptr %b.addr.139
  %v243 = icmp slt i64 %i242, %size.B
  br i1 %v243, label %tail244, label %done245
tail244:
  %mask246 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i242, i64 %size.B)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc247
  store i64 0, ptr %c.addr.248
  br label %cond249
cond249:
  %i252 = load i64, ptr %c.addr.248
  %v253 = icmp slt i64 %i252, %size.C
  br i1 %v253, label %body250, label %exit251
body250:
  %v254 = mul i64 %i7, %size.C
  %v255 = add i64 %v254, %i252
  %v256 = mul i64 %v255, %size.B
  %v257 = add i64 %v256, %i242
  %p258 = getelementptr float, ptr %buf.x, i64 %v257
  %ld259 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p258, <16 x i1> %mask246, <16 x float> zeroinitializer)
  %p260 = getelementptr float, ptr %scratch.base, i64 %i242
  %ld261 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p260, <16 x i1> %mask246, <16 x float> zeroinitializer)
  %v262 = fsub contract <16 x float> %ld259, %ld261
  %v263 = call <16 x float> @jr.exp.v16f32(<16 x float> %v262)
  %old264 = load <16 x float>, ptr %acc247
  %v265 = fadd <16 x float> %old264, %v263
  %v266 = select <16 x i1> %mask246, <16 x float> %v265, <16 x float> %old264
  store <16 x float> %v266, ptr %acc247
  %v267 = add nsw i64 %i252, 1
  store i64 %v267, ptr %c.addr.248
  br label %cond249
exit251:
  %red268 = load <16 x float>, ptr %acc247
  %v269 = add i64 %size.B, 15
  %v270 = sdiv i64 %v269, 16
  %v271 = srem i64 %v269, 16
  %v272 = icmp ne i64 %v271, 0
  %v273 = icmp slt i64 %v271, 0
  %v274 = icmp slt i64 16, 0
  %v275 = xor i1 %v273, %v274
  %v276 = and i1 %v272, %v275
  %v277 = zext i1 %v276 to i64
  %v278 = sub i64 %v270, %v277
  %v279 = mul i64 %v278, 16
  %v280 = add i64 %v279, %i242
  %p281 = getelementptr float, ptr %scratch.base, i64 %v280
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red268, ptr align 4 %p281, <16 x i1> %mask246)
  br label %done245
done245:
  store i64 0, ptr %c.addr.282
  br label %cond283
cond283:
  %i286 = load i64, ptr %c.addr.282
  %v287 = icmp slt i64 %i286, %size.C
  br i1 %v287, label %body284, label %exit285
body284:
  store i64 0, ptr %b.addr.288
  %i289 = load i64, ptr %b.addr.288
  %v290 = mul i64 %i7, %size.C
  %v291 = add i64 %v290, %i286
  %v292 = mul i64 %v291, %size.B
  %v293 = add i64 %v292, %i289
  %p294 = getelementptr float, ptr %buf.y, i64 %v293
  %v295 = ptrtoint ptr %p294 to i64
  %v296 = lshr i64 %v295, 2
  %v297 = sub i64 0, %v296
  %v298 = and i64 %v297, 15
  %v299 = sub i64 %size.B, %i289
  %v300 = icmp sge i64 %v299, 128
  %v301 = select i1 %v300, i64 %v298, i64 0
  %v302 = icmp sgt i64 %v301, 0
  br i1 %v302, label %peel303, label %aligned304
peel303:
  %v305 = add nsw i64 %i289, %v301
  %mask306 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i289, i64 %v305)
  %v307 = mul i64 %i7, %size.C
  %v308 = add i64 %v307, %i286
  %v309 = mul i64 %v308, %size.B
  %v310 = add i64 %v309, %i289
  %p311 = getelementptr float, ptr %buf.x, i64 %v310
  %ld312 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p311, <16 x i1> %mask306, <16 x float> zeroinitializer)
  %p313 = getelementptr float, ptr %scratch.base, i64 %i289
  %ld314 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p313, <16 x i1> %mask306, <16 x float> zeroinitializer)
  %v315 = fsub contract <16 x float> %ld312, %ld314
  %v316 = add i64 %size.B, 15
  %v317 = sdiv i64 %v316, 16
  %v318 = srem i64 %v316, 16
  %v319 = icmp ne i64 %v318, 0
  %v320 = icmp slt i64 %v318, 0
  %v321 = icmp slt i64 16, 0
  %v322 = xor i1 %v320, %v321
  %v323 = and i1 %v319, %v322
  %v324 = zext i1 %v323 to i64
  %v325 = sub i64 %v317, %v324
  %v326 = mul i64 %v325, 16
  %v327 = add i64 %v326, %i289
  %p328 = getelementptr float, ptr %scratch.base, i64 %v327
  %ld329 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p328, <16 x i1> %mask306, <16 x float> zeroinitializer)
  %v330 = call <16 x float> @jr.log.v16f32(<16 x float> %ld329)
  %v331 = fsub contract <16 x float> %v315, %v330
  %v332 = mul i64 %i7, %size.C
  %v333 = add i64 %v332, %i286
  %v334 = mul i64 %v333, %size.B
  %v335 = add i64 %v334, %i289
  %p336 = getelementptr float, ptr %buf.y, i64 %v335
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v331, ptr align 4 %p336, <16 x i1> %mask306)
  store i64 %v305, ptr %b.addr.288
  br label %aligned304
aligned304:
  %v340 = and i1 %v300, %v339
  br i1 %v340, label %stream341, label %cached342
stream341:
  %v344 = sub i64 %size.B, 16
  br label %cond345
cond345:
  %i348 = load i64, ptr %b.addr.288
  %v349 = icmp sle i64 %i348, %v344
  br i1 %v349, label %body346, label %exit347
body346:
  %v350 = mul i64 %i7, %size.C
  %v351 = add i64 %v350, %i286
  %v352 = mul i64 %v351, %size.B
  %v353 = add i64 %v352, %i348
  %p354 = getelementptr float, ptr %buf.x, i64 %v353
  %v355 = add nsw i64 %i7, 1
  %v356 = mul i64 %v355, %size.C
  %v357 = add i64 %v356, %i286
  %v358 = mul i64 %v357, %size.B
  %v359 = add i64 %v358, %i348
  %p360 = getelementptr float, ptr %buf.x, i64 %v359
  call void @llvm.prefetch.p0(ptr %p360, i32 0, i32 3, i32 1)
  %ld361 = load <16 x float>, ptr %p354, align 4
  %p362 = getelementptr float, ptr %scratch.base, i64 %i348
  %ld363 = load <16 x float>, ptr %p362, align 4
  %v364 = fsub contract <16 x float> %ld361, %ld363
  %v365 = add i64 %size.B, 15
  %v366 = sdiv i64 %v365, 16
  %v367 = srem i64 %v365, 16
  %v368 = icmp ne i64 %v367, 0
  %v369 = icmp slt i64 %v367, 0
  %v370 = icmp slt i64 16, 0
  %v371 = xor i1 %v369, %v370
  %v372 = and i1 %v368, %v371
  %v373 = zext i1 %v372 to i64
  %v374 = sub i64 %v366, %v373
  %v375 = mul i64 %v374, 16
  %v376 = add i64 %v375, %i348
  %p377 = getelementptr float, ptr %scratch.base, i64 %v376
  %ld378 = load <16 x float>, ptr %p377, align 4
  %v379 = call <16 x float> @jr.log.v16f32(<16 x float> %ld378)
  %v380 = fsub contract <16 x float> %v364, %v379
  %v381 = mul i64 %i7, %size.C
  %v382 = add i64 %v381, %i286
  %v383 = mul i64 %v382, %size.B
  %v384 = add i64 %v383, %i348
  %p385 = getelementptr float, ptr %buf.y, i64 %v384
  store <16 x float> %v380, ptr %p385, align 64, !nontemporal !{i32 1}
  %v386 = add nsw i64 %i348, 16
  store i64 %v386, ptr %b.addr.288
  br label %cond345
exit347:
  br label %join343
cached342:
  %v387 = sub i64 %size.B, 16
  br label %cond388
cond388:
  %i391 = load i64, ptr %b.addr.288
  %v392 = icmp sle i64 %i391, %v387
  br i1 %v392, label %body389, label %exit390
body389:
  %v393 = mul i64 %i7, %size.C
  %v394 = add i64 %v393, %i286
  %v395 = mul i64 %v394, %size.B
  %v396 = add i64 %v395, %i391
  %p397 = getelementptr float, ptr %buf.x, i64 %v396
  %v398 = add nsw i64 %i7, 1
  %v399 = mul i64 %v398, %size.C
  %v400 = add i64 %v399, %i286
  %v401 = mul i64 %v400, %size.B
  %v402 = add i64 %v401, %i391
  %p403 = getelementptr float, ptr %buf.x, i64 %v402
  call void @llvm.prefetch.p0(ptr %p403, i32 0, i32 3, i32 1)
  %ld404 = load <16 x float>, ptr %p397, align 4
  %p405 = getelementptr float, ptr %scratch.base, i64 %i391
  %ld406 = load <16 x float>, ptr %p405, align 4
  %v407 = fsub contract <16 x float> %ld404, %ld406
  %v408 = add i64 %size.B, 15
  %v409 = sdiv i64 %v408, 16
  %v410 = srem i64 %v408, 16
  %v411 = icmp ne i64 %v410, 0
  %v412 = icmp slt i64 %v410, 0
  %v413 = icmp slt i64 16, 0
  %v414 = xor i1 %v412, %v413
  %v415 = and i1 %v411, %v414
  %v416 = zext i1 %v415 to i64
  %v417 = sub i64 %v409, %v416
  %v418 = mul i64 %v417, 16
  %v419 = add i64 %v418, %i391
  %p420 = getelementptr float, ptr %scratch.base, i64 %v419
  %ld421 = load <16 x float>, ptr %p420, align 4
  %v422 = call <16 x float> @jr.log.v16f32(<16 x float> %ld421)
  %v423 = fsub contract <16 x float> %v407, %v422
  %v424 = mul i64 %i7, %size.C
  %v425 = add i64 %v424, %i286
  %v426 = mul i64 %v425, %size.B
  %v427 = add i64 %v426, %i391
  %p428 = getelementptr float, ptr %buf.y, i64 %v427
  store <16 x float> %v423, ptr %p428, align 4
  %v429 = add nsw i64 %i391, 16
  store i64 %v429, ptr %b.addr.288
  br label %cond388
exit390:
  br label %join343
join343:
  %i430 = load i64, ptr %b.addr.288
  %v431 = icmp slt i64 %i430, %size.B
  br i1 %v431, label %tail432, label %done433
tail432:
  %mask434 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i430, i64 %size.B)
  %v435 = mul i64 %i7, %size.C
  %v436 = add i64 %v435, %i286
  %v437 = mul i64 %v436, %size.B
  %v438 = add i64 %v437, %i430
  %p439 = getelementptr float, ptr %buf.x, i64 %v438
  %ld440 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p439, <16 x i1> %mask434, <16 x float> zeroinitializer)
  %p441 = getelementptr float, ptr %scratch.base, i64 %i430
  %ld442 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p441, <16 x i1> %mask434, <16 x float> zeroinitializer)
  %v443 = fsub contract <16 x float> %ld440, %ld442
  %v444 = add i64 %size.B, 15
  %v445 = sdiv i64 %v444, 16
  %v446 = srem i64 %v444, 16
  %v447 = icmp ne i64 %v446, 0
  %v448 = icmp slt i64 %v446, 0
  %v449 = icmp slt i64 16, 0
  %v450 = xor i1 %v448, %v449
  %v451 = and i1 %v447, %v450
  %v452 = zext i1 %v451 to i64
  %v453 = sub i64 %v445, %v452
  %v454 = mul i64 %v453, 16
  %v455 = add i64 %v454, %i430
  %p456 = getelementptr float, ptr %scratch.base, i64 %v455
  %ld457 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p456, <16 x i1> %mask434, <16 x float> zeroinitializer)
  %v458 = call <16 x float> @jr.log.v16f32(<16 x float> %ld457)
  %v459 = fsub contract <16 x float> %v443, %v458
  %v460 = mul i64 %i7, %size.C
  %v461 = add i64 %v460, %i286
  %v462 = mul i64 %v461, %size.B
  %v463 = add i64 %v462, %i430
  %p464 = getelementptr float, ptr %buf.y, i64 %v463
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v459, ptr align 4 %p464, <16 x i1> %mask434)
  br label %done433
done433:
  %v465 = add nsw i64 %i286, 1
  store i64 %v465, ptr %c.addr.282
  br label %cond283
exit285:
  %v466 = add nsw i64 %i7, 1
  store i64 %v466, ptr %_b0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
