@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.copysign.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define internal <vscale x 4 x float> @"jr.pow.nxv4f32"(<vscale x 4 x float> %x, <vscale x 4 x float> %y) alwaysinline nounwind {
entry:
  %t0 = call <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float> %x)
  %t1 = fcmp olt <vscale x 4 x float> %t0, splat (float 0x3810000000000000)
  %t2 = fmul <vscale x 4 x float> %t0, splat (float 0x4160000000000000)
  %t3 = select <vscale x 4 x i1> %t1, <vscale x 4 x float> %t2, <vscale x 4 x float> %t0
  %t4 = select <vscale x 4 x i1> %t1, <vscale x 4 x i32> splat (i32 -23), <vscale x 4 x i32> splat (i32 0)
  %t5 = bitcast <vscale x 4 x float> %t3 to <vscale x 4 x i32>
  %t6 = sub <vscale x 4 x i32> %t5, splat (i32 1060439283)
  %t7 = ashr <vscale x 4 x i32> %t6, splat (i32 23)
  %t8 = shl <vscale x 4 x i32> %t7, splat (i32 23)
  %t9 = sub <vscale x 4 x i32> %t5, %t8
  %t10 = bitcast <vscale x 4 x i32> %t9 to <vscale x 4 x float>
  %t11 = add <vscale x 4 x i32> %t7, %t4
  %t12 = sitofp <vscale x 4 x i32> %t11 to <vscale x 4 x float>
  %t13 = fsub <vscale x 4 x float> %t10, splat (float 0x3FF0000000000000)
  %t14 = fadd <vscale x 4 x float> %t13, splat (float 0x4000000000000000)
  %t15 = fsub <vscale x 4 x float> %t14, splat (float 0x4000000000000000)
  %t16 = fsub <vscale x 4 x float> %t13, %t15
  %t17 = fdiv <vscale x 4 x float> splat (float 0x3FF0000000000000), %t14
  %t18 = fmul <vscale x 4 x float> %t13, %t17
  %t19 = fmul <vscale x 4 x float> %t18, %t14
  %t20 = fmul <vscale x 4 x float> %t18, splat (float 0x40B0010000000000)
  %t21 = fsub <vscale x 4 x float> %t20, %t18
  %t22 = fsub <vscale x 4 x float> %t20, %t21
  %t23 = fsub <vscale x 4 x float> %t18, %t22
  %t24 = fmul <vscale x 4 x float> %t14, splat (float 0x40B0010000000000)
  %t25 = fsub <vscale x 4 x float> %t24, %t14
  %t26 = fsub <vscale x 4 x float> %t24, %t25
  %t27 = fsub <vscale x 4 x float> %t14, %t26
  %t28 = fmul <vscale x 4 x float> %t22, %t26
  %t29 = fsub <vscale x 4 x float> %t28, %t19
  %t30 = fmul <vscale x 4 x float> %t22, %t27
  %t31 = fadd <vscale x 4 x float> %t29, %t30
  %t32 = fmul <vscale x 4 x float> %t23, %t26
  %t33 = fadd <vscale x 4 x float> %t31, %t32
  %t34 = fmul <vscale x 4 x float> %t23, %t27
  %t35 = fadd <vscale x 4 x float> %t33, %t34
  %t36 = fsub <vscale x 4 x float> %t13, %t19
  %t37 = fsub <vscale x 4 x float> %t36, %t35
  %t38 = fmul <vscale x 4 x float> %t18, %t16
  %t39 = fsub <vscale x 4 x float> %t37, %t38
  %t40 = fmul <vscale x 4 x float> %t39, %t17
  %t41 = fmul <vscale x 4 x float> %t18, %t18
  %t42 = fmul <vscale x 4 x float> %t18, %t41
  %t43 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0x3FCF161D20000000), <vscale x 4 x float> %t41, <vscale x 4 x float> splat (float 0x3FD23D3120000000))
  %t44 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t43, <vscale x 4 x float> %t41, <vscale x 4 x float> splat (float 0x3FD999C280000000))
  %t45 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t44, <vscale x 4 x float> %t41, <vscale x 4 x float> splat (float 0x3FE5555540000000))
  %t46 = fmul <vscale x 4 x float> %t42, %t45
  %t47 = fmul <vscale x 4 x float> %t12, splat (float 0x3FE62E4000000000)
  %t48 = fadd <vscale x 4 x float> %t18, %t18
  %t49 = fadd <vscale x 4 x float> %t47, %t48
  %t50 = fsub <vscale x 4 x float> %t49, %t47
  %t51 = fsub <vscale x 4 x float> %t48, %t50
  %t52 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t41, <vscale x 4 x float> splat (float 0x4000000000000000), <vscale x 4 x float> splat (float 0x4000000000000000))
  %t53 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t40, <vscale x 4 x float> %t52, <vscale x 4 x float> %t46)
  %t54 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t12, <vscale x 4 x float> splat (float 0x3EB7F7D1C0000000), <vscale x 4 x float> %t53)
  %t55 = fadd <vscale x 4 x float> %t51, %t54
  %t56 = fadd <vscale x 4 x float> %t49, %t55
  %t57 = fsub <vscale x 4 x float> %t56, %t49
  %t58 = fsub <vscale x 4 x float> %t55, %t57
  %t59 = fmul <vscale x 4 x float> %y, %t56
  %t60 = fmul <vscale x 4 x float> %y, splat (float 0x40B0010000000000)
  %t61 = fsub <vscale x 4 x float> %t60, %y
  %t62 = fsub <vscale x 4 x float> %t60, %t61
  %t63 = fsub <vscale x 4 x float> %y, %t62
  %t64 = fmul <vscale x 4 x float> %t56, splat (float 0x40B0010000000000)
  %t65 = fsub <vscale x 4 x float> %t64, %t56
  %t66 = fsub <vscale x 4 x float> %t64, %t65
  %t67 = fsub <vscale x 4 x float> %t56, %t66
  %t68 = fmul <vscale x 4 x float> %t62, %t66
  %t69 = fsub <vscale x 4 x float> %t68, %t59
  %t70 = fmul <vscale x 4 x float> %t62, %t67
  %t71 = fadd <vscale x 4 x float> %t69, %t70
  %t72 = fmul <vscale x 4 x float> %t63, %t66
  %t73 = fadd <vscale x 4 x float> %t71, %t72
  %t74 = fmul <vscale x 4 x float> %t63, %t67
  %t75 = fadd <vscale x 4 x float> %t73, %t74
  %t76 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %y, <vscale x 4 x float> %t58, <vscale x 4 x float> %t75)
  %t77 = fcmp olt <vscale x 4 x float> %t59, splat (float 0xC05A000000000000)
  %t78 = select <vscale x 4 x i1> %t77, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t59
  %t79 = fcmp ogt <vscale x 4 x float> %t78, splat (float 0x4056400000000000)
  %t80 = select <vscale x 4 x i1> %t79, <vscale x 4 x float> splat (float 0x4056400000000000), <vscale x 4 x float> %t78
  %t81 = fcmp ogt <vscale x 4 x float> %t59, splat (float 0xC05A000000000000)
  %t82 = fcmp olt <vscale x 4 x float> %t59, splat (float 0x4056400000000000)
  %t83 = and <vscale x 4 x i1> %t81, %t82
  %t84 = select <vscale x 4 x i1> %t83, <vscale x 4 x float> %t76, <vscale x 4 x float> splat (float 0x0000000000000000)
  %t85 = fmul <vscale x 4 x float> %t80, splat (float 0x3FF7154760000000)
  %t86 = fadd <vscale x 4 x float> %t85, splat (float 0x4168000000000000)
  %t87 = fsub <vscale x 4 x float> %t86, splat (float 0x4168000000000000)
  %t88 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t87, <vscale x 4 x float> splat (float 0xBFE62E4000000000), <vscale x 4 x float> %t80)
  %t89 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t87, <vscale x 4 x float> splat (float 0xBEB7F7D1C0000000), <vscale x 4 x float> %t88)
  %t90 = fadd <vscale x 4 x float> %t89, %t84
  %t91 = fmul <vscale x 4 x float> %t90, %t90
  %t92 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0x3F56B6BC20000000), <vscale x 4 x float> %t90, <vscale x 4 x float> splat (float 0x3F8122F1C0000000))
  %t93 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t92, <vscale x 4 x float> %t90, <vscale x 4 x float> splat (float 0x3FA55568A0000000))
  %t94 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t93, <vscale x 4 x float> %t90, <vscale x 4 x float> splat (float 0x3FC5554A40000000))
  %t95 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t94, <vscale x 4 x float> %t90, <vscale x 4 x float> splat (float 0x3FE0000000000000))
  %t96 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t91, <vscale x 4 x float> %t95, <vscale x 4 x float> %t90)
  %t97 = bitcast <vscale x 4 x float> %t86 to <vscale x 4 x i32>
  %t98 = sub <vscale x 4 x i32> %t97, splat (i32 1262485504)
  %t99 = ashr <vscale x 4 x i32> %t98, splat (i32 1)
  %t100 = sub <vscale x 4 x i32> %t98, %t99
  %t101 = add <vscale x 4 x i32> %t99, splat (i32 127)
  %t102 = shl <vscale x 4 x i32> %t101, splat (i32 23)
  %t103 = bitcast <vscale x 4 x i32> %t102 to <vscale x 4 x float>
  %t104 = add <vscale x 4 x i32> %t100, splat (i32 127)
  %t105 = shl <vscale x 4 x i32> %t104, splat (i32 23)
  %t106 = bitcast <vscale x 4 x i32> %t105 to <vscale x 4 x float>
  %t107 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t96, <vscale x 4 x float> %t103, <vscale x 4 x float> %t103)
  %t108 = fmul <vscale x 4 x float> %t107, %t106
  %t109 = select <vscale x 4 x i1> %t77, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t108
  %t110 = call <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float> %y)
  %t111 = fcmp olt <vscale x 4 x float> %t110, splat (float 0x4170000000000000)
  %t112 = select <vscale x 4 x i1> %t111, <vscale x 4 x float> %y, <vscale x 4 x float> splat (float 0x0000000000000000)
  %t113 = fptosi <vscale x 4 x float> %t112 to <vscale x 4 x i32>
  %t114 = fcmp oge <vscale x 4 x float> %t110, splat (float 0x4170000000000000)
  %t115 = sitofp <vscale x 4 x i32> %t113 to <vscale x 4 x float>
  %t116 = fcmp oeq <vscale x 4 x float> %t115, %y
  %t117 = or <vscale x 4 x i1> %t114, %t116
  %t118 = and <vscale x 4 x i32> %t113, splat (i32 1)
  %t119 = icmp ne <vscale x 4 x i32> %t118, splat (i32 0)
  %t120 = and <vscale x 4 x i1> %t117, %t119
  %t121 = fcmp oeq <vscale x 4 x float> %t0, splat (float 0x0000000000000000)
  %t122 = fcmp oeq <vscale x 4 x float> %t0, splat (float 0x7FF0000000000000)
  %t123 = or <vscale x 4 x i1> %t121, %t122
  %t124 = fcmp oeq <vscale x 4 x float> %t110, splat (float 0x7FF0000000000000)
  %t125 = or <vscale x 4 x i1> %t123, %t124
  %t126 = fcmp ogt <vscale x 4 x float> %y, splat (float 0x0000000000000000)
  %t127 = fcmp ogt <vscale x 4 x float> %t0, splat (float 0x3FF0000000000000)
  %t128 = icmp eq <vscale x 4 x i1> %t126, %t127
  %t129 = select <vscale x 4 x i1> %t128, <vscale x 4 x float> splat (float 0x7FF0000000000000), <vscale x 4 x float> splat (float 0x0000000000000000)
  %t130 = select <vscale x 4 x i1> %t125, <vscale x 4 x float> %t129, <vscale x 4 x float> %t109
  %t131 = fcmp oeq <vscale x 4 x float> %t0, splat (float 0x3FF0000000000000)
  %t132 = select <vscale x 4 x i1> %t131, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> %t130
  %t133 = call <vscale x 4 x float> @llvm.copysign.nxv4f32(<vscale x 4 x float> %t132, <vscale x 4 x float> %x)
  %t134 = select <vscale x 4 x i1> %t120, <vscale x 4 x float> %t133, <vscale x 4 x float> %t132
  %t135 = fcmp olt <vscale x 4 x float> %x, splat (float 0x0000000000000000)
  %t136 = fcmp one <vscale x 4 x float> %x, splat (float 0xFFF0000000000000)
  %t137 = and <vscale x 4 x i1> %t135, %t136
  %t138 = fcmp uno <vscale x 4 x float> %x, %y
  %t139 = xor <vscale x 4 x i1> %t117, splat (i1 true)
  %t140 = and <vscale x 4 x i1> %t137, %t139
  %t141 = or <vscale x 4 x i1> %t138, %t140
  %t142 = select <vscale x 4 x i1> %t141, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %t134
  %t143 = fcmp oeq <vscale x 4 x float> %y, splat (float 0x4000000000000000)
  %t144 = fmul <vscale x 4 x float> %x, %x
  %t145 = select <vscale x 4 x i1> %t143, <vscale x 4 x float> %t144, <vscale x 4 x float> %t142
  %t146 = fcmp oeq <vscale x 4 x float> %y, splat (float 0x3FF0000000000000)
  %t147 = select <vscale x 4 x i1> %t146, <vscale x 4 x float> %x, <vscale x 4 x float> %t145
  %t148 = fcmp oeq <vscale x 4 x float> %y, splat (float 0x0000000000000000)
  %t149 = fcmp oeq <vscale x 4 x float> %x, splat (float 0x3FF0000000000000)
  %t150 = or <vscale x 4 x i1> %t148, %t149
  %t151 = select <vscale x 4 x i1> %t150, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> %t147
  ret <vscale x 4 x float> %t151
}

define void @"jr.op.pow"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %v4 = call i64 @llvm.vscale.i64()
  %v5 = mul i64 %v4, 4
  br label %cond6
cond6:
  %i9 = load i64, ptr %_b0.addr.1
  %v10 = icmp slt i64 %i9, %v3
  br i1 %v10, label %body7, label %exit8
body7:
  %mask11 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i9, i64 %v3)
  %p12 = getelementptr float, ptr %buf.a, i64 %i9
  %ld13 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p12, <vscale x 4 x i1> %mask11, <vscale x 4 x float> zeroinitializer)
  %p14 = getelementptr float, ptr %buf.b, i64 %i9
  %ld15 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p14, <vscale x 4 x i1> %mask11, <vscale x 4 x float> zeroinitializer)
  %v16 = call <vscale x 4 x float> @jr.pow.nxv4f32(<vscale x 4 x float> %ld13, <vscale x 4 x float> %ld15)
  %p17 = getelementptr float, ptr %buf.y, i64 %i9
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v16, ptr align 4 %p17, <vscale x 4 x i1> %mask11)
  %v18 = add nsw i64 %i9, %v5
  store i64 %v18, ptr %_b0.addr.1
  br label %cond6
exit8:
  ret void
}
