@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.copysign.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.roundeven.v16f32(<16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define internal <16 x float> @"jr.pow.v16f32"(<16 x float> %x, <16 x float> %y) alwaysinline nounwind {
entry:
  %t0 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %x)
  %t1 = fcmp olt <16 x float> %t0, splat (float 0x3810000000000000)
  %t2 = fmul <16 x float> %t0, splat (float 0x4160000000000000)
  %t3 = select <16 x i1> %t1, <16 x float> %t2, <16 x float> %t0
  %t4 = select <16 x i1> %t1, <16 x i32> splat (i32 -23), <16 x i32> splat (i32 0)
  %t5 = bitcast <16 x float> %t3 to <16 x i32>
  %t6 = sub <16 x i32> %t5, splat (i32 1060439283)
  %t7 = ashr <16 x i32> %t6, splat (i32 23)
  %t8 = shl <16 x i32> %t7, splat (i32 23)
  %t9 = sub <16 x i32> %t5, %t8
  %t10 = bitcast <16 x i32> %t9 to <16 x float>
  %t11 = add <16 x i32> %t7, %t4
  %t12 = sitofp <16 x i32> %t11 to <16 x float>
  %t13 = fsub <16 x float> %t10, splat (float 0x3FF0000000000000)
  %t14 = fadd <16 x float> %t13, splat (float 0x4000000000000000)
  %t15 = fsub <16 x float> %t14, splat (float 0x4000000000000000)
  %t16 = fsub <16 x float> %t13, %t15
  %t17 = fdiv <16 x float> splat (float 0x3FF0000000000000), %t14
  %t18 = fmul <16 x float> %t13, %t17
  %t19 = fmul <16 x float> %t18, %t14
  %t20 = fmul <16 x float> %t18, splat (float 0x40B0010000000000)
  %t21 = fsub <16 x float> %t20, %t18
  %t22 = fsub <16 x float> %t20, %t21
  %t23 = fsub <16 x float> %t18, %t22
  %t24 = fmul <16 x float> %t14, splat (float 0x40B0010000000000)
  %t25 = fsub <16 x float> %t24, %t14
  %t26 = fsub <16 x float> %t24, %t25
  %t27 = fsub <16 x float> %t14, %t26
  %t28 = fmul <16 x float> %t22, %t26
  %t29 = fsub <16 x float> %t28, %t19
  %t30 = fmul <16 x float> %t22, %t27
  %t31 = fadd <16 x float> %t29, %t30
  %t32 = fmul <16 x float> %t23, %t26
  %t33 = fadd <16 x float> %t31, %t32
  %t34 = fmul <16 x float> %t23, %t27
  %t35 = fadd <16 x float> %t33, %t34
  %t36 = fsub <16 x float> %t13, %t19
  %t37 = fsub <16 x float> %t36, %t35
  %t38 = fmul <16 x float> %t18, %t16
  %t39 = fsub <16 x float> %t37, %t38
  %t40 = fmul <16 x float> %t39, %t17
  %t41 = fmul <16 x float> %t18, %t18
  %t42 = fmul <16 x float> %t18, %t41
  %t43 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0x3FCF161D20000000), <16 x float> %t41, <16 x float> splat (float 0x3FD23D3120000000))
  %t44 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t43, <16 x float> %t41, <16 x float> splat (float 0x3FD999C280000000))
  %t45 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t44, <16 x float> %t41, <16 x float> splat (float 0x3FE5555540000000))
  %t46 = fmul <16 x float> %t42, %t45
  %t47 = fmul <16 x float> %t12, splat (float 0x3FE62E4000000000)
  %t48 = fadd <16 x float> %t18, %t18
  %t49 = fadd <16 x float> %t47, %t48
  %t50 = fsub <16 x float> %t49, %t47
  %t51 = fsub <16 x float> %t48, %t50
  %t52 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t41, <16 x float> splat (float 0x4000000000000000), <16 x float> splat (float 0x4000000000000000))
  %t53 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t40, <16 x float> %t52, <16 x float> %t46)
  %t54 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t12, <16 x float> splat (float 0x3EB7F7D1C0000000), <16 x float> %t53)
  %t55 = fadd <16 x float> %t51, %t54
  %t56 = fadd <16 x float> %t49, %t55
  %t57 = fsub <16 x float> %t56, %t49
  %t58 = fsub <16 x float> %t55, %t57
  %t59 = fmul <16 x float> %y, %t56
  %t60 = fmul <16 x float> %y, splat (float 0x40B0010000000000)
  %t61 = fsub <16 x float> %t60, %y
  %t62 = fsub <16 x float> %t60, %t61
  %t63 = fsub <16 x float> %y, %t62
  %t64 = fmul <16 x float> %t56, splat (float 0x40B0010000000000)
  %t65 = fsub <16 x float> %t64, %t56
  %t66 = fsub <16 x float> %t64, %t65
  %t67 = fsub <16 x float> %t56, %t66
  %t68 = fmul <16 x float> %t62, %t66
  %t69 = fsub <16 x float> %t68, %t59
  %t70 = fmul <16 x float> %t62, %t67
  %t71 = fadd <16 x float> %t69, %t70
  %t72 = fmul <16 x float> %t63, %t66
  %t73 = fadd <16 x float> %t71, %t72
  %t74 = fmul <16 x float> %t63, %t67
  %t75 = fadd <16 x float> %t73, %t74
  %t76 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %y, <16 x float> %t58, <16 x float> %t75)
  %t77 = fcmp olt <16 x float> %t59, splat (float 0xC05A000000000000)
  %t78 = select <16 x i1> %t77, <16 x float> splat (float 0x0000000000000000), <16 x float> %t59
  %t79 = fcmp ogt <16 x float> %t78, splat (float 0x4056400000000000)
  %t80 = select <16 x i1> %t79, <16 x float> splat (float 0x4056400000000000), <16 x float> %t78
  %t81 = fcmp ogt <16 x float> %t59, splat (float 0xC05A000000000000)
  %t82 = fcmp olt <16 x float> %t59, splat (float 0x4056400000000000)
  %t83 = and <16 x i1> %t81, %t82
  %t84 = select <16 x i1> %t83, <16 x float> %t76, <16 x float> splat (float 0x0000000000000000)
  %t85 = fmul <16 x float> %t80, splat (float 0x3FF7154760000000)
  %t86 = call <16 x float> @llvm.roundeven.v16f32(<16 x float> %t85)
  %t87 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> splat (float 0xBFE62E4000000000), <16 x float> %t80)
  %t88 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> splat (float 0xBEB7F7D1C0000000), <16 x float> %t87)
  %t89 = fadd <16 x float> %t88, %t84
  %t90 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0x3F56B6BC20000000), <16 x float> %t89, <16 x float> splat (float 0x3F8122F1C0000000))
  %t91 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t90, <16 x float> %t89, <16 x float> splat (float 0x3FA55568A0000000))
  %t92 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t91, <16 x float> %t89, <16 x float> splat (float 0x3FC5554A40000000))
  %t93 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t92, <16 x float> %t89, <16 x float> splat (float 0x3FE0000000000000))
  %t94 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t93, <16 x float> %t89, <16 x float> splat (float 0x3FF0000000000000))
  %t95 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t94, <16 x float> %t89, <16 x float> splat (float 0x3FF0000000000000))
  %t96 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %t95, <16 x float> %t86, <16 x float> zeroinitializer, i16 -1, i32 4)
  %t97 = select <16 x i1> %t77, <16 x float> splat (float 0x0000000000000000), <16 x float> %t96
  %t98 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %y)
  %t99 = fcmp olt <16 x float> %t98, splat (float 0x4170000000000000)
  %t100 = select <16 x i1> %t99, <16 x float> %y, <16 x float> splat (float 0x0000000000000000)
  %t101 = fptosi <16 x float> %t100 to <16 x i32>
  %t102 = fcmp oge <16 x float> %t98, splat (float 0x4170000000000000)
  %t103 = sitofp <16 x i32> %t101 to <16 x float>
  %t104 = fcmp oeq <16 x float> %t103, %y
  %t105 = or <16 x i1> %t102, %t104
  %t106 = and <16 x i32> %t101, splat (i32 1)
  %t107 = icmp ne <16 x i32> %t106, splat (i32 0)
  %t108 = and <16 x i1> %t105, %t107
  %t109 = fcmp oeq <16 x float> %t0, splat (float 0x0000000000000000)
  %t110 = fcmp oeq <16 x float> %t0, splat (float 0x7FF0000000000000)
  %t111 = or <16 x i1> %t109, %t110
  %t112 = fcmp oeq <16 x float> %t98, splat (float 0x7FF0000000000000)
  %t113 = or <16 x i1> %t111, %t112
  %t114 = fcmp ogt <16 x float> %y, splat (float 0x0000000000000000)
  %t115 = fcmp ogt <16 x float> %t0, splat (float 0x3FF0000000000000)
  %t116 = icmp eq <16 x i1> %t114, %t115
  %t117 = select <16 x i1> %t116, <16 x float> splat (float 0x7FF0000000000000), <16 x float> splat (float 0x0000000000000000)
  %t118 = select <16 x i1> %t113, <16 x float> %t117, <16 x float> %t97
  %t119 = fcmp oeq <16 x float> %t0, splat (float 0x3FF0000000000000)
  %t120 = select <16 x i1> %t119, <16 x float> splat (float 0x3FF0000000000000), <16 x float> %t118
  %t121 = call <16 x float> @llvm.copysign.v16f32(<16 x float> %t120, <16 x float> %x)
  %t122 = select <16 x i1> %t108, <16 x float> %t121, <16 x float> %t120
  %t123 = fcmp olt <16 x float> %x, splat (float 0x0000000000000000)
  %t124 = fcmp one <16 x float> %x, splat (float 0xFFF0000000000000)
  %t125 = and <16 x i1> %t123, %t124
  %t126 = fcmp uno <16 x float> %x, %y
  %t127 = xor <16 x i1> %t105, splat (i1 true)
  %t128 = and <16 x i1> %t125, %t127
  %t129 = or <16 x i1> %t126, %t128
  %t130 = select <16 x i1> %t129, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %t122
  %t131 = fcmp oeq <16 x float> %y, splat (float 0x4000000000000000)
  %t132 = fmul <16 x float> %x, %x
  %t133 = select <16 x i1> %t131, <16 x float> %t132, <16 x float> %t130
  %t134 = fcmp oeq <16 x float> %y, splat (float 0x3FF0000000000000)
  %t135 = select <16 x i1> %t134, <16 x float> %x, <16 x float> %t133
  %t136 = fcmp oeq <16 x float> %y, splat (float 0x0000000000000000)
  %t137 = fcmp oeq <16 x float> %x, splat (float 0x3FF0000000000000)
  %t138 = or <16 x i1> %t136, %t137
  %t139 = select <16 x i1> %t138, <16 x float> splat (float 0x3FF0000000000000), <16 x float> %t135
  ret <16 x float> %t139
}

define void @"jr.op.lrn"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %h.addr.15 = alloca i64, align 64
  %w.addr.21 = alloca i64, align 64
  %acc42 = alloca <16 x float>, align 64
  %i.addr.43 = alloca i64, align 64
  %acc123 = alloca <16 x float>, align 64
  %i.addr.124 = alloca i64, align 64
  %acc195 = alloca <16 x float>, align 64
  %i.addr.196 = alloca i64, align 64
  %acc266 = alloca <16 x float>, align 64
  %i.addr.267 = alloca i64, align 64
  %v109 = mul i64 %size.N, %size.C
  %v110 = mul i64 %v109, %size.H
  %v111 = mul i64 %v110, %size.W
  %v112 = icmp sge i64 %v111, 2097152
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
  store <16 x float> splat (float 0x0000000000000000), ptr %acc42
  store i64 0, ptr %i.addr.43
  br label %cond44
cond44:
  %i47 = load i64, ptr %i.addr.43
  %v48 = icmp slt i64 %i47, 5
  br i1 %v48, label %body45, label %exit46
body45:
  %v49 = sub i64 %i13, 2
  %v50 = add i64 %v49, %i47
  %v51 = icmp sge i64 %v50, 0
  %v52 = icmp slt i64 %v50, %size.C
  %v53 = and i1 %v51, %v52
  %ins54 = insertelement <16 x i1> poison, i1 %v53, i64 0
  %splat55 = shufflevector <16 x i1> %ins54, <16 x i1> poison, <16 x i32> zeroinitializer
  %v56 = and <16 x i1> %mask41, %splat55
  %v57 = mul i64 %i7, %size.C
  %v58 = sub i64 %i13, 2
  %v59 = add i64 %v58, %i47
  %v60 = add i64 %v57, %v59
  %v61 = mul i64 %v60, %size.H
  %v62 = add i64 %v61, %i19
  %v63 = mul i64 %v62, %size.W
  %v64 = add i64 %v63, %i22
  %p65 = getelementptr float, ptr %buf.x, i64 %v64
  %ld66 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p65, <16 x i1> %v56, <16 x float> zeroinitializer)
  %v67 = fmul contract <16 x float> %ld66, %ld66
  %v68 = sub i64 %i13, 2
  %v69 = add i64 %v68, %i47
  %v70 = icmp sge i64 %v69, 0
  %v71 = icmp slt i64 %v69, %size.C
  %v72 = and i1 %v70, %v71
  %v73 = sub i64 %i13, 2
  %v74 = add i64 %v73, %i47
  %v75 = icmp sge i64 %v74, 0
  %v76 = icmp slt i64 %v74, %size.C
  %v77 = and i1 %v75, %v76
  %v78 = and i1 %v72, %v77
  %ins79 = insertelement <16 x i1> poison, i1 %v78, i64 0
  %splat80 = shufflevector <16 x i1> %ins79, <16 x i1> poison, <16 x i32> zeroinitializer
  %v81 = and <16 x i1> %mask41, %splat80
  %old82 = load <16 x float>, ptr %acc42
  %v83 = fadd <16 x float> %old82, %v67
  %v84 = select <16 x i1> %v81, <16 x float> %v83, <16 x float> %old82
  store <16 x float> %v84, ptr %acc42
  %v85 = add nsw i64 %i47, 1
  store i64 %v85, ptr %i.addr.43
  br label %cond44
exit46:
  %red86 = load <16 x float>, ptr %acc42
  %v87 = mul i64 %i7, %size.C
  %v88 = add i64 %v87, %i13
  %v89 = mul i64 %v88, %size.H
  %v90 = add i64 %v89, %i19
  %v91 = mul i64 %v90, %size.W
  %v92 = add i64 %v91, %i22
  %p93 = getelementptr float, ptr %buf.x, i64 %v92
  %ld94 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p93, <16 x i1> %mask41, <16 x float> zeroinitializer)
  %v95 = fdiv contract float 0x3F1A36E2E0000000, 0x4014000000000000
  %ins96 = insertelement <16 x float> poison, float %v95, i64 0
  %splat97 = shufflevector <16 x float> %ins96, <16 x float> poison, <16 x i32> zeroinitializer
  %v98 = fmul contract <16 x float> %splat97, %red86
  %v99 = fadd contract <16 x float> splat (float 0x3FF0000000000000), %v98
  %v100 = call <16 x float> @jr.pow.v16f32(<16 x float> %v99, <16 x float> splat (float 0x3FE8000000000000))
  %v101 = fdiv contract <16 x float> %ld94, %v100
  %v102 = mul i64 %i7, %size.C
  %v103 = add i64 %v102, %i13
  %v104 = mul i64 %v103, %size.H
  %v105 = add i64 %v104, %i19
  %v106 = mul i64 %v105, %size.W
  %v107 = add i64 %v106, %i22
  %p108 = getelementptr float, ptr %buf.y, i64 %v107
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v101, ptr align 4 %p108, <16 x i1> %mask41)
  store i64 %v40, ptr %w.addr.21
  br label %aligned39
aligned39:
  %v113 = and i1 %v35, %v112
  br i1 %v113, label %stream114, label %cached115
stream114:
  %v117 = sub i64 %size.W, 16
  br label %cond118
cond118:
  %i121 = load i64, ptr %w.addr.21
  %v122 = icmp sle i64 %i121, %v117
  br i1 %v122, label %body119, label %exit120
body119:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc123
  store i64 0, ptr %i.addr.124
  br label %cond125
cond125:
  %i128 = load i64, ptr %i.addr.124
  %v129 = icmp slt i64 %i128, 5
  br i1 %v129, label %body126, label %exit127
body126:
  %v130 = sub i64 %i13, 2
  %v131 = add i64 %v130, %i128
  %v132 = icmp sge i64 %v131, 0
  %v133 = icmp slt i64 %v131, %size.C
  %v134 = and i1 %v132, %v133
  %v135 = mul i64 %i7, %size.C
  %v136 = sub i64 %i13, 2
  %v137 = add i64 %v136, %i128
  %v138 = add i64 %v135, %v137
  %v139 = mul i64 %v138, %size.H
  %v140 = add i64 %v139, %i19
  %v141 = mul i64 %v140, %size.W
  %v142 = add i64 %v141, %i121
  %p143 = getelementptr float, ptr %buf.x, i64 %v142
  %ins144 = insertelement <16 x i1> poison, i1 %v134, i64 0
  %splat145 = shufflevector <16 x i1> %ins144, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld146 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p143, <16 x i1> %splat145, <16 x float> zeroinitializer)
  %v147 = fmul contract <16 x float> %ld146, %ld146
  %v148 = sub i64 %i13, 2
  %v149 = add i64 %v148, %i128
  %v150 = icmp sge i64 %v149, 0
  %v151 = icmp slt i64 %v149, %size.C
  %v152 = and i1 %v150, %v151
  %v153 = sub i64 %i13, 2
  %v154 = add i64 %v153, %i128
  %v155 = icmp sge i64 %v154, 0
  %v156 = icmp slt i64 %v154, %size.C
  %v157 = and i1 %v155, %v156
  %v158 = and i1 %v152, %v157
  %old159 = load <16 x float>, ptr %acc123
  %v160 = fadd <16 x float> %old159, %v147
  %ins161 = insertelement <16 x i1> poison, i1 %v158, i64 0
  %splat162 = shufflevector <16 x i1> %ins161, <16 x i1> poison, <16 x i32> zeroinitializer
  %v163 = select <16 x i1> %splat162, <16 x float> %v160, <16 x float> %old159
  store <16 x float> %v163, ptr %acc123
  %v164 = add nsw i64 %i128, 1
  store i64 %v164, ptr %i.addr.124
  br label %cond125
exit127:
  %red165 = load <16 x float>, ptr %acc123
  %v166 = mul i64 %i7, %size.C
  %v167 = add i64 %v166, %i13
  %v168 = mul i64 %v167, %size.H
  %v169 = add i64 %v168, %i19
  %v170 = mul i64 %v169, %size.W
  %v171 = add i64 %v170, %i121
  %p172 = getelementptr float, ptr %buf.x, i64 %v171
  %ld173 = load <16 x float>, ptr %p172, align 4
  %v174 = fdiv contract float 0x3F1A36E2E0000000, 0x4014000000000000
  %ins175 = insertelement <16 x float> poison, float %v174, i64 0
  %splat176 = shufflevector <16 x float> %ins175, <16 x float> poison, <16 x i32> zeroinitializer
  %v177 = fmul contract <16 x float> %splat176, %red165
  %v178 = fadd contract <16 x float> splat (float 0x3FF0000000000000), %v177
  %v179 = call <16 x float> @jr.pow.v16f32(<16 x float> %v178, <16 x float> splat (float 0x3FE8000000000000))
  %v180 = fdiv contract <16 x float> %ld173, %v179
  %v181 = mul i64 %i7, %size.C
  %v182 = add i64 %v181, %i13
  %v183 = mul i64 %v182, %size.H
  %v184 = add i64 %v183, %i19
  %v185 = mul i64 %v184, %size.W
  %v186 = add i64 %v185, %i121
  %p187 = getelementptr float, ptr %buf.y, i64 %v186
  store <16 x float> %v180, ptr %p187, align 64, !nontemporal !{i32 1}
  %v188 = add nsw i64 %i121, 16
  store i64 %v188, ptr %w.addr.21
  br label %cond118
exit120:
  br label %join116
cached115:
  %v189 = sub i64 %size.W, 16
  br label %cond190
cond190:
  %i193 = load i64, ptr %w.addr.21
  %v194 = icmp sle i64 %i193, %v189
  br i1 %v194, label %body191, label %exit192
body191:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc195
  store i64 0, ptr %i.addr.196
  br label %cond197
cond197:
  %i200 = load i64, ptr %i.addr.196
  %v201 = icmp slt i64 %i200, 5
  br i1 %v201, label %body198, label %exit199
body198:
  %v202 = sub i64 %i13, 2
  %v203 = add i64 %v202, %i200
  %v204 = icmp sge i64 %v203, 0
  %v205 = icmp slt i64 %v203, %size.C
  %v206 = and i1 %v204, %v205
  %v207 = mul i64 %i7, %size.C
  %v208 = sub i64 %i13, 2
  %v209 = add i64 %v208, %i200
  %v210 = add i64 %v207, %v209
  %v211 = mul i64 %v210, %size.H
  %v212 = add i64 %v211, %i19
  %v213 = mul i64 %v212, %size.W
  %v214 = add i64 %v213, %i193
  %p215 = getelementptr float, ptr %buf.x, i64 %v214
  %ins216 = insertelement <16 x i1> poison, i1 %v206, i64 0
  %splat217 = shufflevector <16 x i1> %ins216, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld218 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p215, <16 x i1> %splat217, <16 x float> zeroinitializer)
  %v219 = fmul contract <16 x float> %ld218, %ld218
  %v220 = sub i64 %i13, 2
  %v221 = add i64 %v220, %i200
  %v222 = icmp sge i64 %v221, 0
  %v223 = icmp slt i64 %v221, %size.C
  %v224 = and i1 %v222, %v223
  %v225 = sub i64 %i13, 2
  %v226 = add i64 %v225, %i200
  %v227 = icmp sge i64 %v226, 0
  %v228 = icmp slt i64 %v226, %size.C
  %v229 = and i1 %v227, %v228
  %v230 = and i1 %v224, %v229
  %old231 = load <16 x float>, ptr %acc195
  %v232 = fadd <16 x float> %old231, %v219
  %ins233 = insertelement <16 x i1> poison, i1 %v230, i64 0
  %splat234 = shufflevector <16 x i1> %ins233, <16 x i1> poison, <16 x i32> zeroinitializer
  %v235 = select <16 x i1> %splat234, <16 x float> %v232, <16 x float> %old231
  store <16 x float> %v235, ptr %acc195
  %v236 = add nsw i64 %i200, 1
  store i64 %v236, ptr %i.addr.196
  br label %cond197
exit199:
  %red237 = load <16 x float>, ptr %acc195
  %v238 = mul i64 %i7, %size.C
  %v239 = add i64 %v238, %i13
  %v240 = mul i64 %v239, %size.H
  %v241 = add i64 %v240, %i19
  %v242 = mul i64 %v241, %size.W
  %v243 = add i64 %v242, %i193
  %p244 = getelementptr float, ptr %buf.x, i64 %v243
  %ld245 = load <16 x float>, ptr %p244, align 4
  %v246 = fdiv contract float 0x3F1A36E2E0000000, 0x4014000000000000
  %ins247 = insertelement <16 x float> poison, float %v246, i64 0
  %splat248 = shufflevector <16 x float> %ins247, <16 x float> poison, <16 x i32> zeroinitializer
  %v249 = fmul contract <16 x float> %splat248, %red237
  %v250 = fadd contract <16 x float> splat (float 0x3FF0000000000000), %v249
  %v251 = call <16 x float> @jr.pow.v16f32(<16 x float> %v250, <16 x float> splat (float 0x3FE8000000000000))
  %v252 = fdiv contract <16 x float> %ld245, %v251
  %v253 = mul i64 %i7, %size.C
  %v254 = add i64 %v253, %i13
  %v255 = mul i64 %v254, %size.H
  %v256 = add i64 %v255, %i19
  %v257 = mul i64 %v256, %size.W
  %v258 = add i64 %v257, %i193
  %p259 = getelementptr float, ptr %buf.y, i64 %v258
  store <16 x float> %v252, ptr %p259, align 4
  %v260 = add nsw i64 %i193, 16
  store i64 %v260, ptr %w.addr.21
  br label %cond190
exit192:
  br label %join116
join116:
  %i261 = load i64, ptr %w.addr.21
  %v262 = icmp slt i64 %i261, %size.W
  br i1 %v262, label %tail263, label %done264
tail263:
  %mask265 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i261, i64 %size.W)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc266
  store i64 0, ptr %i.addr.267
  br label %cond268
cond268:
  %i271 = load i64, ptr %i.addr.267
  %v272 = icmp slt i64 %i271, 5
  br i1 %v272, label %body269, label %exit270
body269:
  %v273 = sub i64 %i13, 2
  %v274 = add i64 %v273, %i271
  %v275 = icmp sge i64 %v274, 0
  %v276 = icmp slt i64 %v274, %size.C
  %v277 = and i1 %v275, %v276
  %ins278 = insertelement <16 x i1> poison, i1 %v277, i64 0
  %splat279 = shufflevector <16 x i1> %ins278, <16 x i1> poison, <16 x i32> zeroinitializer
  %v280 = and <16 x i1> %mask265, %splat279
  %v281 = mul i64 %i7, %size.C
  %v282 = sub i64 %i13, 2
  %v283 = add i64 %v282, %i271
  %v284 = add i64 %v281, %v283
  %v285 = mul i64 %v284, %size.H
  %v286 = add i64 %v285, %i19
  %v287 = mul i64 %v286, %size.W
  %v288 = add i64 %v287, %i261
  %p289 = getelementptr float, ptr %buf.x, i64 %v288
  %ld290 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p289, <16 x i1> %v280, <16 x float> zeroinitializer)
  %v291 = fmul contract <16 x float> %ld290, %ld290
  %v292 = sub i64 %i13, 2
  %v293 = add i64 %v292, %i271
  %v294 = icmp sge i64 %v293, 0
  %v295 = icmp slt i64 %v293, %size.C
  %v296 = and i1 %v294, %v295
  %v297 = sub i64 %i13, 2
  %v298 = add i64 %v297, %i271
  %v299 = icmp sge i64 %v298, 0
  %v300 = icmp slt i64 %v298, %size.C
  %v301 = and i1 %v299, %v300
  %v302 = and i1 %v296, %v301
  %ins303 = insertelement <16 x i1> poison, i1 %v302, i64 0
  %splat304 = shufflevector <16 x i1> %ins303, <16 x i1> poison, <16 x i32> zeroinitializer
  %v305 = and <16 x i1> %mask265, %splat304
  %old306 = load <16 x float>, ptr %acc266
  %v307 = fadd <16 x float> %old306, %v291
  %v308 = select <16 x i1> %v305, <16 x float> %v307, <16 x float> %old306
  store <16 x float> %v308, ptr %acc266
  %v309 = add nsw i64 %i271, 1
  store i64 %v309, ptr %i.addr.267
  br label %cond268
exit270:
  %red310 = load <16 x float>, ptr %acc266
  %v311 = mul i64 %i7, %size.C
  %v312 = add i64 %v311, %i13
  %v313 = mul i64 %v312, %size.H
  %v314 = add i64 %v313, %i19
  %v315 = mul i64 %v314, %size.W
  %v316 = add i64 %v315, %i261
  %p317 = getelementptr float, ptr %buf.x, i64 %v316
  %ld318 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p317, <16 x i1> %mask265, <16 x float> zeroinitializer)
  %v319 = fdiv contract float 0x3F1A36E2E0000000, 0x4014000000000000
  %ins320 = insertelement <16 x float> poison, float %v319, i64 0
  %splat321 = shufflevector <16 x float> %ins320, <16 x float> poison, <16 x i32> zeroinitializer
  %v322 = fmul contract <16 x float> %splat321, %red310
  %v323 = fadd contract <16 x float> splat (float 0x3FF0000000000000), %v322
  %v324 = call <16 x float> @jr.pow.v16f32(<16 x float> %v323, <16 x float> splat (float 0x3FE8000000000000))
  %v325 = fdiv contract <16 x float> %ld318, %v324
  %v326 = mul i64 %i7, %size.C
  %v327 = add i64 %v326, %i13
  %v328 = mul i64 %v327, %size.H
  %v329 = add i64 %v328, %i19
  %v330 = mul i64 %v329, %size.W
  %v331 = add i64 %v330, %i261
  %p332 = getelementptr float, ptr %buf.y, i64 %v331
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v325, ptr align 4 %p332, <16 x i1> %mask265)
  br label %done264
done264:
  %v333 = add nsw i64 %i19, 1
  store i64 %v333, ptr %h.addr.15
  br label %cond16
exit18:
  %v334 = add nsw i64 %i13, 1
  store i64 %v334, ptr %c.addr.9
  br label %cond10
exit12:
  %v335 = add nsw i64 %i7, 1
  store i64 %v335, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
