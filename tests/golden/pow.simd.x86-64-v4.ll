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

define void @"jr.op.pow"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v24 = icmp sge i64 %size.B0, 2097152
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %i4 = load i64, ptr %_b0.addr.1
  %p5 = getelementptr float, ptr %buf.y, i64 %i4
  %v6 = ptrtoint ptr %p5 to i64
  %v7 = lshr i64 %v6, 2
  %v8 = sub i64 0, %v7
  %v9 = and i64 %v8, 15
  %v10 = sub i64 %v3, %i4
  %v11 = icmp sge i64 %v10, 128
  %v12 = select i1 %v11, i64 %v9, i64 0
  %v13 = icmp sgt i64 %v12, 0
  br i1 %v13, label %peel14, label %aligned15
peel14:
  %v16 = add nsw i64 %i4, %v12
  %mask17 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i4, i64 %v16)
  %p18 = getelementptr float, ptr %buf.a, i64 %i4
  %ld19 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p18, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %p20 = getelementptr float, ptr %buf.b, i64 %i4
  %ld21 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p20, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %v22 = call <16 x float> @jr.pow.v16f32(<16 x float> %ld19, <16 x float> %ld21)
  %p23 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v22, ptr align 4 %p23, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v25 = and i1 %v11, %v24
  br i1 %v25, label %stream26, label %cached27
stream26:
  %v29 = sub i64 %v3, 16
  br label %cond30
cond30:
  %i33 = load i64, ptr %_b0.addr.1
  %v34 = icmp sle i64 %i33, %v29
  br i1 %v34, label %body31, label %exit32
body31:
  %p35 = getelementptr float, ptr %buf.a, i64 %i33
  %ld36 = load <16 x float>, ptr %p35, align 4
  %p37 = getelementptr float, ptr %buf.b, i64 %i33
  %ld38 = load <16 x float>, ptr %p37, align 4
  %v39 = call <16 x float> @jr.pow.v16f32(<16 x float> %ld36, <16 x float> %ld38)
  %p40 = getelementptr float, ptr %buf.y, i64 %i33
  store <16 x float> %v39, ptr %p40, align 64, !nontemporal !{i32 1}
  %v41 = add nsw i64 %i33, 16
  store i64 %v41, ptr %_b0.addr.1
  br label %cond30
exit32:
  br label %join28
cached27:
  %v42 = sub i64 %v3, 16
  br label %cond43
cond43:
  %i46 = load i64, ptr %_b0.addr.1
  %v47 = icmp sle i64 %i46, %v42
  br i1 %v47, label %body44, label %exit45
body44:
  %p48 = getelementptr float, ptr %buf.a, i64 %i46
  %ld49 = load <16 x float>, ptr %p48, align 4
  %p50 = getelementptr float, ptr %buf.b, i64 %i46
  %ld51 = load <16 x float>, ptr %p50, align 4
  %v52 = call <16 x float> @jr.pow.v16f32(<16 x float> %ld49, <16 x float> %ld51)
  %p53 = getelementptr float, ptr %buf.y, i64 %i46
  store <16 x float> %v52, ptr %p53, align 4
  %v54 = add nsw i64 %i46, 16
  store i64 %v54, ptr %_b0.addr.1
  br label %cond43
exit45:
  br label %join28
join28:
  %i55 = load i64, ptr %_b0.addr.1
  %v56 = icmp slt i64 %i55, %v3
  br i1 %v56, label %tail57, label %done58
tail57:
  %mask59 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i55, i64 %v3)
  %p60 = getelementptr float, ptr %buf.a, i64 %i55
  %ld61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p60, <16 x i1> %mask59, <16 x float> zeroinitializer)
  %p62 = getelementptr float, ptr %buf.b, i64 %i55
  %ld63 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p62, <16 x i1> %mask59, <16 x float> zeroinitializer)
  %v64 = call <16 x float> @jr.pow.v16f32(<16 x float> %ld61, <16 x float> %ld63)
  %p65 = getelementptr float, ptr %buf.y, i64 %i55
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v64, ptr align 4 %p65, <16 x i1> %mask59)
  br label %done58
done58:
  call void @llvm.x86.sse.sfence()
  ret void
}
