@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
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
  %c.addr.49 = alloca i64, align 64
  %acc73 = alloca <16 x float>, align 64
  %c.addr.74 = alloca i64, align 64
  %acc97 = alloca <16 x float>, align 64
  %c.addr.98 = alloca i64, align 64
  %b.addr.116 = alloca i64, align 64
  %acc143 = alloca <16 x float>, align 64
  %c.addr.144 = alloca i64, align 64
  %acc184 = alloca <16 x float>, align 64
  %c.addr.185 = alloca i64, align 64
  %acc224 = alloca <16 x float>, align 64
  %c.addr.225 = alloca i64, align 64
  %c.addr.259 = alloca i64, align 64
  %b.addr.265 = alloca i64, align 64
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
  %v314 = mul i64 %size.B0, %size.C
  %v315 = mul i64 %v314, %size.B
  %v316 = icmp sge i64 %v315, 2097152
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
  store i64 0, ptr %c.addr.49
  br label %cond50
cond50:
  %i53 = load i64, ptr %c.addr.49
  %v54 = icmp slt i64 %i53, %size.C
  br i1 %v54, label %body51, label %exit52
body51:
  %v55 = mul i64 %i7, %size.C
  %v56 = add i64 %v55, %i53
  %v57 = mul i64 %v56, %size.B
  %v58 = add i64 %v57, %i10
  %p59 = getelementptr float, ptr %buf.x, i64 %v58
  %ld60 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p59, <16 x i1> %mask47, <16 x float> zeroinitializer)
  %old61 = load <16 x float>, ptr %acc48
  %v62 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old61, <16 x float> %ld60)
  %v63 = select <16 x i1> %mask47, <16 x float> %v62, <16 x float> %old61
  store <16 x float> %v63, ptr %acc48
  %v64 = add nsw i64 %i53, 1
  store i64 %v64, ptr %c.addr.49
  br label %cond50
exit52:
  %red65 = load <16 x float>, ptr %acc48
  %p66 = getelementptr float, ptr %scratch.base, i64 %i10
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red65, ptr align 4 %p66, <16 x i1> %mask47)
  store i64 %v46, ptr %b.addr.9
  br label %aligned45
aligned45:
  %v67 = sub i64 %size.B, 16
  br label %cond68
cond68:
  %i71 = load i64, ptr %b.addr.9
  %v72 = icmp sle i64 %i71, %v67
  br i1 %v72, label %body69, label %exit70
body69:
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc73
  store i64 0, ptr %c.addr.74
  br label %cond75
cond75:
  %i78 = load i64, ptr %c.addr.74
  %v79 = icmp slt i64 %i78, %size.C
  br i1 %v79, label %body76, label %exit77
body76:
  %v80 = mul i64 %i7, %size.C
  %v81 = add i64 %v80, %i78
  %v82 = mul i64 %v81, %size.B
  %v83 = add i64 %v82, %i71
  %p84 = getelementptr float, ptr %buf.x, i64 %v83
  %ld85 = load <16 x float>, ptr %p84, align 4
  %old86 = load <16 x float>, ptr %acc73
  %v87 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old86, <16 x float> %ld85)
  store <16 x float> %v87, ptr %acc73
  %v88 = add nsw i64 %i78, 1
  store i64 %v88, ptr %c.addr.74
  br label %cond75
exit77:
  %red89 = load <16 x float>, ptr %acc73
  %p90 = getelementptr float, ptr %scratch.base, i64 %i71
  store <16 x float> %red89, ptr %p90, align 4
  %v91 = add nsw i64 %i71, 16
  store i64 %v91, ptr %b.addr.9
  br label %cond68
exit70:
  %i92 = load i64, ptr %b.addr.9
  %v93 = icmp slt i64 %i92, %size.B
  br i1 %v93, label %tail94, label %done95
tail94:
  %mask96 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i92, i64 %size.B)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %acc97
  store i64 0, ptr %c.addr.98
  br label %cond99
cond99:
  %i102 = load i64, ptr %c.addr.98
  %v103 = icmp slt i64 %i102, %size.C
  br i1 %v103, label %body100, label %exit101
body100:
  %v104 = mul i64 %i7, %size.C
  %v105 = add i64 %v104, %i102
  %v106 = mul i64 %v105, %size.B
  %v107 = add i64 %v106, %i92
  %p108 = getelementptr float, ptr %buf.x, i64 %v107
  %ld109 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p108, <16 x i1> %mask96, <16 x float> zeroinitializer)
  %old110 = load <16 x float>, ptr %acc97
  %v111 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %old110, <16 x float> %ld109)
  %v112 = select <16 x i1> %mask96, <16 x float> %v111, <16 x float> %old110
  store <16 x float> %v112, ptr %acc97
  %v113 = add nsw i64 %i102, 1
  store i64 %v113, ptr %c.addr.98
  br label %cond99
exit101:
  %red114 = load <16 x float>, ptr %acc97
  %p115 = getelementptr float, ptr %scratch.base, i64 %i92
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red114, ptr align 4 %p115, <16 x i1> %mask96)
  br label %done95
done95:
  store i64 0, ptr %b.addr.116
  %i117 = load i64, ptr %b.addr.116
  %v118 = add i64 %size.B, 15
  %v119 = sdiv i64 %v118, 16
  %v120 = srem i64 %v118, 16
  %v121 = icmp ne i64 %v120, 0
  %v122 = icmp slt i64 %v120, 0
  %v123 = icmp slt i64 16, 0
  %v124 = xor i1 %v122, %v123
  %v125 = and i1 %v121, %v124
  %v126 = zext i1 %v125 to i64
  %v127 = sub i64 %v119, %v126
  %v128 = mul i64 %v127, 16
  %v129 = add i64 %v128, %i117
  %p130 = getelementptr float, ptr %scratch.base, i64 %v129
  %v131 = ptrtoint ptr %p130 to i64
  %v132 = lshr i64 %v131, 2
  %v133 = sub i64 0, %v132
  %v134 = and i64 %v133, 15
  %v135 = sub i64 %size.B, %i117
  %v136 = icmp sge i64 %v135, 128
  %v137 = select i1 %v136, i64 %v134, i64 0
  %v138 = icmp sgt i64 %v137, 0
  br i1 %v138, label %peel139, label %aligned140
peel139:
  %v141 = add nsw i64 %i117, %v137
  %mask142 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i117, i64 %v141)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc143
  store i64 0, ptr %c.addr.144
  br label %cond145
cond145:
  %i148 = load i64, ptr %c.addr.144
  %v149 = icmp slt i64 %i148, %size.C
  br i1 %v149, label %body146, label %exit147
body146:
  %v150 = mul i64 %i7, %size.C
  %v151 = add i64 %v150, %i148
  %v152 = mul i64 %v151, %size.B
  %v153 = add i64 %v152, %i117
  %p154 = getelementptr float, ptr %buf.x, i64 %v153
  %ld155 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p154, <16 x i1> %mask142, <16 x float> zeroinitializer)
  %p156 = getelementptr float, ptr %scratch.base, i64 %i117
  %ld157 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p156, <16 x i1> %mask142, <16 x float> zeroinitializer)
  %v158 = fsub contract <16 x float> %ld155, %ld157
  %v159 = call <16 x float> @jr.exp.v16f32(<16 x float> %v158)
  %old160 = load <16 x float>, ptr %acc143
  %v161 = fadd <16 x float> %old160, %v159
  %v162 = select <16 x i1> %mask142, <16 x float> %v161, <16 x float> %old160
  store <16 x float> %v162, ptr %acc143
  %v163 = add nsw i64 %i148, 1
  store i64 %v163, ptr %c.addr.144
  br label %cond145
exit147:
  %red164 = load <16 x float>, ptr %acc143
  %v165 = add i64 %size.B, 15
  %v166 = sdiv i64 %v165, 16
  %v167 = srem i64 %v165, 16
  %v168 = icmp ne i64 %v167, 0
  %v169 = icmp slt i64 %v167, 0
  %v170 = icmp slt i64 16, 0
  %v171 = xor i1 %v169, %v170
  %v172 = and i1 %v168, %v171
  %v173 = zext i1 %v172 to i64
  %v174 = sub i64 %v166, %v173
  %v175 = mul i64 %v174, 16
  %v176 = add i64 %v175, %i117
  %p177 = getelementptr float, ptr %scratch.base, i64 %v176
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red164, ptr align 4 %p177, <16 x i1> %mask142)
  store i64 %v141, ptr %b.addr.116
  br label %aligned140
aligned140:
  %v178 = sub i64 %size.B, 16
  br label %cond179
cond179:
  %i182 = load i64, ptr %b.addr.116
  %v183 = icmp sle i64 %i182, %v178
  br i1 %v183, label %body180, label %exit181
body180:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc184
  store i64 0, ptr %c.addr.185
  br label %cond186
cond186:
  %i189 = load i64, ptr %c.addr.185
  %v190 = icmp slt i64 %i189, %size.C
  br i1 %v190, label %body187, label %exit188
body187:
  %v191 = mul i64 %i7, %size.C
  %v192 = add i64 %v191, %i189
  %v193 = mul i64 %v192, %size.B
  %v194 = add i64 %v193, %i182
  %p195 = getelementptr float, ptr %buf.x, i64 %v194
  %ld196 = load <16 x float>, ptr %p195, align 4
  %p197 = getelementptr float, ptr %scratch.base, i64 %i182
  %ld198 = load <16 x float>, ptr %p197, align 4
  %v199 = fsub contract <16 x float> %ld196, %ld198
  %v200 = call <16 x float> @jr.exp.v16f32(<16 x float> %v199)
  %old201 = load <16 x float>, ptr %acc184
  %v202 = fadd <16 x float> %old201, %v200
  store <16 x float> %v202, ptr %acc184
  %v203 = add nsw i64 %i189, 1
  store i64 %v203, ptr %c.addr.185
  br label %cond186
exit188:
  %red204 = load <16 x float>, ptr %acc184
  %v205 = add i64 %size.B, 15
  %v206 = sdiv i64 %v205, 16
  %v207 = srem i64 %v205, 16
  %v208 = icmp ne i64 %v207, 0
  %v209 = icmp slt i64 %v207, 0
  %v210 = icmp slt i64 16, 0
  %v211 = xor i1 %v209, %v210
  %v212 = and i1 %v208, %v211
  %v213 = zext i1 %v212 to i64
  %v214 = sub i64 %v206, %v213
  %v215 = mul i64 %v214, 16
  %v216 = add i64 %v215, %i182
  %p217 = getelementptr float, ptr %scratch.base, i64 %v216
  store <16 x float> %red204, ptr %p217, align 4
  %v218 = add nsw i64 %i182, 16
  store i64 %v218, ptr %b.addr.116
  br label %cond179
exit181:
  %i219 = load i64, ptr %b.addr.116
  %v220 = icmp slt i64 %i219, %size.B
  br i1 %v220, label %tail221, label %done222
tail221:
  %mask223 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i219, i64 %size.B)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc224
  store i64 0, ptr %c.addr.225
  br label %cond226
cond226:
  %i229 = load i64, ptr %c.addr.225
  %v230 = icmp slt i64 %i229, %size.C
  br i1 %v230, label %body227, label %exit228
body227:
  %v231 = mul i64 %i7, %size.C
  %v232 = add i64 %v231, %i229
  %v233 = mul i64 %v232, %size.B
  %v234 = add i64 %v233, %i219
  %p235 = getelementptr float, ptr %buf.x, i64 %v234
  %ld236 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p235, <16 x i1> %mask223, <16 x float> zeroinitializer)
  %p237 = getelementptr float, ptr %scratch.base, i64 %i219
  %ld238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p237, <16 x i1> %mask223, <16 x float> zeroinitializer)
  %v239 = fsub contract <16 x float> %ld236, %ld238
  %v240 = call <16 x float> @jr.exp.v16f32(<16 x float> %v239)
  %old241 = load <16 x float>, ptr %acc224
  %v242 = fadd <16 x float> %old241, %v240
  %v243 = select <16 x i1> %mask223, <16 x float> %v242, <16 x float> %old241
  store <16 x float> %v243, ptr %acc224
  %v244 = add nsw i64 %i229, 1
  store i64 %v244, ptr %c.addr.225
  br label %cond226
exit228:
  %red245 = load <16 x float>, ptr %acc224
  %v246 = add i64 %size.B, 15
  %v247 = sdiv i64 %v246, 16
  %v248 = srem i64 %v246, 16
  %v249 = icmp ne i64 %v248, 0
  %v250 = icmp slt i64 %v248, 0
  %v251 = icmp slt i64 16, 0
  %v252 = xor i1 %v250, %v251
  %v253 = and i1 %v249, %v252
  %v254 = zext i1 %v253 to i64
  %v255 = sub i64 %v247, %v254
  %v256 = mul i64 %v255, 16
  %v257 = add i64 %v256, %i219
  %p258 = getelementptr float, ptr %scratch.base, i64 %v257
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red245, ptr align 4 %p258, <16 x i1> %mask223)
  br label %done222
done222:
  store i64 0, ptr %c.addr.259
  br label %cond260
cond260:
  %i263 = load i64, ptr %c.addr.259
  %v264 = icmp slt i64 %i263, %size.C
  br i1 %v264, label %body261, label %exit262
body261:
  store i64 0, ptr %b.addr.265
  %i266 = load i64, ptr %b.addr.265
  %v267 = mul i64 %i7, %size.C
  %v268 = add i64 %v267, %i263
  %v269 = mul i64 %v268, %size.B
  %v270 = add i64 %v269, %i266
  %p271 = getelementptr float, ptr %buf.y, i64 %v270
  %v272 = ptrtoint ptr %p271 to i64
  %v273 = lshr i64 %v272, 2
  %v274 = sub i64 0, %v273
  %v275 = and i64 %v274, 15
  %v276 = sub i64 %size.B, %i266
  %v277 = icmp sge i64 %v276, 128
  %v278 = select i1 %v277, i64 %v275, i64 0
  %v279 = icmp sgt i64 %v278, 0
  br i1 %v279, label %peel280, label %aligned281
peel280:
  %v282 = add nsw i64 %i266, %v278
  %mask283 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i266, i64 %v282)
  %v284 = mul i64 %i7, %size.C
  %v285 = add i64 %v284, %i263
  %v286 = mul i64 %v285, %size.B
  %v287 = add i64 %v286, %i266
  %p288 = getelementptr float, ptr %buf.x, i64 %v287
  %ld289 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p288, <16 x i1> %mask283, <16 x float> zeroinitializer)
  %p290 = getelementptr float, ptr %scratch.base, i64 %i266
  %ld291 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p290, <16 x i1> %mask283, <16 x float> zeroinitializer)
  %v292 = fsub contract <16 x float> %ld289, %ld291
  %v293 = add i64 %size.B, 15
  %v294 = sdiv i64 %v293, 16
  %v295 = srem i64 %v293, 16
  %v296 = icmp ne i64 %v295, 0
  %v297 = icmp slt i64 %v295, 0
  %v298 = icmp slt i64 16, 0
  %v299 = xor i1 %v297, %v298
  %v300 = and i1 %v296, %v299
  %v301 = zext i1 %v300 to i64
  %v302 = sub i64 %v294, %v301
  %v303 = mul i64 %v302, 16
  %v304 = add i64 %v303, %i266
  %p305 = getelementptr float, ptr %scratch.base, i64 %v304
  %ld306 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p305, <16 x i1> %mask283, <16 x float> zeroinitializer)
  %v307 = call <16 x float> @jr.log.v16f32(<16 x float> %ld306)
  %v308 = fsub contract <16 x float> %v292, %v307
  %v309 = mul i64 %i7, %size.C
  %v310 = add i64 %v309, %i263
  %v311 = mul i64 %v310, %size.B
  %v312 = add i64 %v311, %i266
  %p313 = getelementptr float, ptr %buf.y, i64 %v312
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v308, ptr align 4 %p313, <16 x i1> %mask283)
  store i64 %v282, ptr %b.addr.265
  br label %aligned281
aligned281:
  %v317 = and i1 %v277, %v316
  br i1 %v317, label %stream318, label %cached319
stream318:
  %v321 = sub i64 %size.B, 16
  br label %cond322
cond322:
  %i325 = load i64, ptr %b.addr.265
  %v326 = icmp sle i64 %i325, %v321
  br i1 %v326, label %body323, label %exit324
body323:
  %v327 = mul i64 %i7, %size.C
  %v328 = add i64 %v327, %i263
  %v329 = mul i64 %v328, %size.B
  %v330 = add i64 %v329, %i325
  %p331 = getelementptr float, ptr %buf.x, i64 %v330
  %v332 = add nsw i64 %i7, 1
  %v333 = mul i64 %v332, %size.C
  %v334 = add i64 %v333, %i263
  %v335 = mul i64 %v334, %size.B
  %v336 = add i64 %v335, %i325
  %p337 = getelementptr float, ptr %buf.x, i64 %v336
  call void @llvm.prefetch.p0(ptr %p337, i32 0, i32 3, i32 1)
  %ld338 = load <16 x float>, ptr %p331, align 4
  %p339 = getelementptr float, ptr %scratch.base, i64 %i325
  %ld340 = load <16 x float>, ptr %p339, align 4
  %v341 = fsub contract <16 x float> %ld338, %ld340
  %v342 = add i64 %size.B, 15
  %v343 = sdiv i64 %v342, 16
  %v344 = srem i64 %v342, 16
  %v345 = icmp ne i64 %v344, 0
  %v346 = icmp slt i64 %v344, 0
  %v347 = icmp slt i64 16, 0
  %v348 = xor i1 %v346, %v347
  %v349 = and i1 %v345, %v348
  %v350 = zext i1 %v349 to i64
  %v351 = sub i64 %v343, %v350
  %v352 = mul i64 %v351, 16
  %v353 = add i64 %v352, %i325
  %p354 = getelementptr float, ptr %scratch.base, i64 %v353
  %ld355 = load <16 x float>, ptr %p354, align 4
  %v356 = call <16 x float> @jr.log.v16f32(<16 x float> %ld355)
  %v357 = fsub contract <16 x float> %v341, %v356
  %v358 = mul i64 %i7, %size.C
  %v359 = add i64 %v358, %i263
  %v360 = mul i64 %v359, %size.B
  %v361 = add i64 %v360, %i325
  %p362 = getelementptr float, ptr %buf.y, i64 %v361
  store <16 x float> %v357, ptr %p362, align 64, !nontemporal !{i32 1}
  %v363 = add nsw i64 %i325, 16
  store i64 %v363, ptr %b.addr.265
  br label %cond322
exit324:
  br label %join320
cached319:
  %v364 = sub i64 %size.B, 16
  br label %cond365
cond365:
  %i368 = load i64, ptr %b.addr.265
  %v369 = icmp sle i64 %i368, %v364
  br i1 %v369, label %body366, label %exit367
body366:
  %v370 = mul i64 %i7, %size.C
  %v371 = add i64 %v370, %i263
  %v372 = mul i64 %v371, %size.B
  %v373 = add i64 %v372, %i368
  %p374 = getelementptr float, ptr %buf.x, i64 %v373
  %v375 = add nsw i64 %i7, 1
  %v376 = mul i64 %v375, %size.C
  %v377 = add i64 %v376, %i263
  %v378 = mul i64 %v377, %size.B
  %v379 = add i64 %v378, %i368
  %p380 = getelementptr float, ptr %buf.x, i64 %v379
  call void @llvm.prefetch.p0(ptr %p380, i32 0, i32 3, i32 1)
  %ld381 = load <16 x float>, ptr %p374, align 4
  %p382 = getelementptr float, ptr %scratch.base, i64 %i368
  %ld383 = load <16 x float>, ptr %p382, align 4
  %v384 = fsub contract <16 x float> %ld381, %ld383
  %v385 = add i64 %size.B, 15
  %v386 = sdiv i64 %v385, 16
  %v387 = srem i64 %v385, 16
  %v388 = icmp ne i64 %v387, 0
  %v389 = icmp slt i64 %v387, 0
  %v390 = icmp slt i64 16, 0
  %v391 = xor i1 %v389, %v390
  %v392 = and i1 %v388, %v391
  %v393 = zext i1 %v392 to i64
  %v394 = sub i64 %v386, %v393
  %v395 = mul i64 %v394, 16
  %v396 = add i64 %v395, %i368
  %p397 = getelementptr float, ptr %scratch.base, i64 %v396
  %ld398 = load <16 x float>, ptr %p397, align 4
  %v399 = call <16 x float> @jr.log.v16f32(<16 x float> %ld398)
  %v400 = fsub contract <16 x float> %v384, %v399
  %v401 = mul i64 %i7, %size.C
  %v402 = add i64 %v401, %i263
  %v403 = mul i64 %v402, %size.B
  %v404 = add i64 %v403, %i368
  %p405 = getelementptr float, ptr %buf.y, i64 %v404
  store <16 x float> %v400, ptr %p405, align 4
  %v406 = add nsw i64 %i368, 16
  store i64 %v406, ptr %b.addr.265
  br label %cond365
exit367:
  br label %join320
join320:
  %i407 = load i64, ptr %b.addr.265
  %v408 = icmp slt i64 %i407, %size.B
  br i1 %v408, label %tail409, label %done410
tail409:
  %mask411 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i407, i64 %size.B)
  %v412 = mul i64 %i7, %size.C
  %v413 = add i64 %v412, %i263
  %v414 = mul i64 %v413, %size.B
  %v415 = add i64 %v414, %i407
  %p416 = getelementptr float, ptr %buf.x, i64 %v415
  %ld417 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p416, <16 x i1> %mask411, <16 x float> zeroinitializer)
  %p418 = getelementptr float, ptr %scratch.base, i64 %i407
  %ld419 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p418, <16 x i1> %mask411, <16 x float> zeroinitializer)
  %v420 = fsub contract <16 x float> %ld417, %ld419
  %v421 = add i64 %size.B, 15
  %v422 = sdiv i64 %v421, 16
  %v423 = srem i64 %v421, 16
  %v424 = icmp ne i64 %v423, 0
  %v425 = icmp slt i64 %v423, 0
  %v426 = icmp slt i64 16, 0
  %v427 = xor i1 %v425, %v426
  %v428 = and i1 %v424, %v427
  %v429 = zext i1 %v428 to i64
  %v430 = sub i64 %v422, %v429
  %v431 = mul i64 %v430, 16
  %v432 = add i64 %v431, %i407
  %p433 = getelementptr float, ptr %scratch.base, i64 %v432
  %ld434 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p433, <16 x i1> %mask411, <16 x float> zeroinitializer)
  %v435 = call <16 x float> @jr.log.v16f32(<16 x float> %ld434)
  %v436 = fsub contract <16 x float> %v420, %v435
  %v437 = mul i64 %i7, %size.C
  %v438 = add i64 %v437, %i263
  %v439 = mul i64 %v438, %size.B
  %v440 = add i64 %v439, %i407
  %p441 = getelementptr float, ptr %buf.y, i64 %v440
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v436, ptr align 4 %p441, <16 x i1> %mask411)
  br label %done410
done410:
  %v442 = add nsw i64 %i263, 1
  store i64 %v442, ptr %c.addr.259
  br label %cond260
exit262:
  %v443 = add nsw i64 %i7, 1
  store i64 %v443, ptr %_b0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
