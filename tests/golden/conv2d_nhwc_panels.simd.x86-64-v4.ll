@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
entry:
  br label %tile
tile:
  %j = phi i64 [0, %entry], [%j.next, %tile.next]
  %t1 = mul i64 %j, 6
  %t2 = mul i64 %j, %per_tile
  %t3 = mul i64 %tap0, 6
  %t4 = add i64 %t2, %t3
  %t5 = getelementptr ptr, ptr %ind, i64 %t4
  %t6 = mul i64 %t1, %scr
  %t7 = getelementptr float, ptr %c, i64 %t6
  %t8 = sub i64 %ntiles, 1
  %t9 = icmp eq i64 %j, %t8
  %t10 = select i1 %t9, i64 %lastrows, i64 6
  %m0 = add i64 %m_lo, %t1
  %t11 = getelementptr i32, ptr %flags, i64 %j
  %t12 = load i32, ptr %t11
  %t13 = icmp ne i32 %t12, 0
  %t14 = mul i64 %j, %cstride
  %t15 = getelementptr i32, ptr %cnt, i64 %t14
  %t16 = getelementptr i32, ptr %t15, i64 %tap0
  %t17 = load i32, ptr %t16
  %t18 = getelementptr i32, ptr %t15, i64 %tap1
  %t19 = load i32, ptr %t18
  %t20 = icmp ne i32 %t17, %t19
  %t21 = sub i64 %tap1, %tap0
  %t22 = select i1 %t13, i64 %R, i64 %t21
  %t23 = select i1 %t13, i64 %runlen, i64 %cg
  %t24 = select i1 %t13, i64 %runbtap, i64 %btap
  %t25 = mul i64 0, %scr
  %t26 = getelementptr float, ptr %t7, i64 %t25
  %t27 = mul i64 1, %scr
  %t28 = getelementptr float, ptr %t7, i64 %t27
  %t29 = mul i64 2, %scr
  %t30 = getelementptr float, ptr %t7, i64 %t29
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %t7, i64 %t31
  %t33 = mul i64 4, %scr
  %t34 = getelementptr float, ptr %t7, i64 %t33
  %t35 = mul i64 5, %scr
  %t36 = getelementptr float, ptr %t7, i64 %t35
  %t37 = mul i64 %j, 96
  %t38 = getelementptr float, ptr %part, i64 %t37
  %t39 = getelementptr float, ptr %t38, i64 0
  %t40 = getelementptr float, ptr %t38, i64 16
  %t41 = getelementptr float, ptr %t38, i64 32
  %t42 = getelementptr float, ptr %t38, i64 48
  %t43 = getelementptr float, ptr %t38, i64 64
  %t44 = getelementptr float, ptr %t38, i64 80
  br i1 %accum, label %resume, label %sums
resume:
  %t45 = getelementptr float, ptr %t39, i64 0
  %t46 = load <16 x float>, ptr %t45, align 4
  %t47 = getelementptr float, ptr %t40, i64 0
  %t48 = load <16 x float>, ptr %t47, align 4
  %t49 = getelementptr float, ptr %t41, i64 0
  %t50 = load <16 x float>, ptr %t49, align 4
  %t51 = getelementptr float, ptr %t42, i64 0
  %t52 = load <16 x float>, ptr %t51, align 4
  %t53 = getelementptr float, ptr %t43, i64 0
  %t54 = load <16 x float>, ptr %t53, align 4
  %t55 = getelementptr float, ptr %t44, i64 0
  %t56 = load <16 x float>, ptr %t55, align 4
  br label %sums
sums:
  %t57 = phi <16 x float> [zeroinitializer, %tile], [%t46, %resume]
  %t58 = phi <16 x float> [zeroinitializer, %tile], [%t48, %resume]
  %t59 = phi <16 x float> [zeroinitializer, %tile], [%t50, %resume]
  %t60 = phi <16 x float> [zeroinitializer, %tile], [%t52, %resume]
  %t61 = phi <16 x float> [zeroinitializer, %tile], [%t54, %resume]
  %t62 = phi <16 x float> [zeroinitializer, %tile], [%t56, %resume]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t57, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t58, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t59, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t60, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t61, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t62, %sums], [%p.out5, %p.tapend]
  %t63 = mul i64 %p.tp, 6
  %t64 = add i64 %t63, 0
  %t65 = getelementptr ptr, ptr %t5, i64 %t64
  %t66 = load ptr, ptr %t65, align 8
  %t67 = getelementptr float, ptr %t66, i64 %c0
  %t68 = add i64 %t63, 1
  %t69 = getelementptr ptr, ptr %t5, i64 %t68
  %t70 = load ptr, ptr %t69, align 8
  %t71 = getelementptr float, ptr %t70, i64 %c0
  %t72 = add i64 %t63, 2
  %t73 = getelementptr ptr, ptr %t5, i64 %t72
  %t74 = load ptr, ptr %t73, align 8
  %t75 = getelementptr float, ptr %t74, i64 %c0
  %t76 = add i64 %t63, 3
  %t77 = getelementptr ptr, ptr %t5, i64 %t76
  %t78 = load ptr, ptr %t77, align 8
  %t79 = getelementptr float, ptr %t78, i64 %c0
  %t80 = add i64 %t63, 4
  %t81 = getelementptr ptr, ptr %t5, i64 %t80
  %t82 = load ptr, ptr %t81, align 8
  %t83 = getelementptr float, ptr %t82, i64 %c0
  %t84 = add i64 %t63, 5
  %t85 = getelementptr ptr, ptr %t5, i64 %t84
  %t86 = load ptr, ptr %t85, align 8
  %t87 = getelementptr float, ptr %t86, i64 %c0
  %t88 = icmp sgt i64 %t23, 0
  br i1 %t88, label %p.loop, label %p.tapend
p.loop:
  %p.j = phi i64 [0, %p.tap], [%p.j.next, %p.loop]
  %p.bp = phi ptr [%p.bt, %p.tap], [%p.bp1, %p.loop]
  %p.acc0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.acc1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.acc2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.acc3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.acc4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.acc5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %t89 = getelementptr float, ptr %p.bp, i64 0
  %t90 = load <16 x float>, ptr %t89, align 4
  %t91 = getelementptr float, ptr %t67, i64 %p.j
  %t92 = load float, ptr %t91, align 4
  %t93 = insertelement <16 x float> poison, float %t92, i64 0
  %t94 = shufflevector <16 x float> %t93, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t94, <16 x float> %t90, <16 x float> %p.acc0)
  %t95 = getelementptr float, ptr %t71, i64 %p.j
  %t96 = load float, ptr %t95, align 4
  %t97 = insertelement <16 x float> poison, float %t96, i64 0
  %t98 = shufflevector <16 x float> %t97, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t98, <16 x float> %t90, <16 x float> %p.acc1)
  %t99 = getelementptr float, ptr %t75, i64 %p.j
  %t100 = load float, ptr %t99, align 4
  %t101 = insertelement <16 x float> poison, float %t100, i64 0
  %t102 = shufflevector <16 x float> %t101, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t102, <16 x float> %t90, <16 x float> %p.acc2)
  %t103 = getelementptr float, ptr %t79, i64 %p.j
  %t104 = load float, ptr %t103, align 4
  %t105 = insertelement <16 x float> poison, float %t104, i64 0
  %t106 = shufflevector <16 x float> %t105, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t106, <16 x float> %t90, <16 x float> %p.acc3)
  %t107 = getelementptr float, ptr %t83, i64 %p.j
  %t108 = load float, ptr %t107, align 4
  %t109 = insertelement <16 x float> poison, float %t108, i64 0
  %t110 = shufflevector <16 x float> %t109, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t110, <16 x float> %t90, <16 x float> %p.acc4)
  %t111 = getelementptr float, ptr %t87, i64 %p.j
  %t112 = load float, ptr %t111, align 4
  %t113 = insertelement <16 x float> poison, float %t112, i64 0
  %t114 = shufflevector <16 x float> %t113, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t114, <16 x float> %t90, <16 x float> %p.acc5)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t115 = icmp slt i64 %p.j.next, %t23
  br i1 %t115, label %p.loop, label %p.tapend, !llvm.loop !0
p.tapend:
  %p.out0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.out1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.out2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.out3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.out4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.out5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.bnext = getelementptr float, ptr %p.bt, i64 %t24
  %p.tp.next = add nsw i64 %p.tp, 1
  %t116 = icmp slt i64 %p.tp.next, %t22
  br i1 %t116, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t57, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t58, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t59, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t60, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t61, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t62, %sums], [%b.out5, %b.tapend]
  %t117 = mul i64 %b.tp, 6
  %t118 = add i64 %t117, 0
  %t119 = getelementptr ptr, ptr %t5, i64 %t118
  %t120 = load ptr, ptr %t119, align 8
  %t121 = icmp ne ptr %t120, %zero
  %t122 = select i1 %t121, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t123 = getelementptr float, ptr %t120, i64 %c0
  %t124 = add i64 %t117, 1
  %t125 = getelementptr ptr, ptr %t5, i64 %t124
  %t126 = load ptr, ptr %t125, align 8
  %t127 = icmp ne ptr %t126, %zero
  %t128 = select i1 %t127, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t129 = getelementptr float, ptr %t126, i64 %c0
  %t130 = add i64 %t117, 2
  %t131 = getelementptr ptr, ptr %t5, i64 %t130
  %t132 = load ptr, ptr %t131, align 8
  %t133 = icmp ne ptr %t132, %zero
  %t134 = select i1 %t133, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t135 = getelementptr float, ptr %t132, i64 %c0
  %t136 = add i64 %t117, 3
  %t137 = getelementptr ptr, ptr %t5, i64 %t136
  %t138 = load ptr, ptr %t137, align 8
  %t139 = icmp ne ptr %t138, %zero
  %t140 = select i1 %t139, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t141 = getelementptr float, ptr %t138, i64 %c0
  %t142 = add i64 %t117, 4
  %t143 = getelementptr ptr, ptr %t5, i64 %t142
  %t144 = load ptr, ptr %t143, align 8
  %t145 = icmp ne ptr %t144, %zero
  %t146 = select i1 %t145, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t147 = getelementptr float, ptr %t144, i64 %c0
  %t148 = add i64 %t117, 5
  %t149 = getelementptr ptr, ptr %t5, i64 %t148
  %t150 = load ptr, ptr %t149, align 8
  %t151 = icmp ne ptr %t150, %zero
  %t152 = select i1 %t151, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t153 = getelementptr float, ptr %t150, i64 %c0
  %t154 = icmp sgt i64 %t23, 0
  br i1 %t154, label %b.loop, label %b.tapend
b.loop:
  %b.j = phi i64 [0, %b.tap], [%b.j.next, %b.loop]
  %b.bp = phi ptr [%b.bt, %b.tap], [%b.bp1, %b.loop]
  %b.acc0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.acc1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.acc2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.acc3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.acc4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.acc5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %t155 = getelementptr float, ptr %b.bp, i64 0
  %t156 = load <16 x float>, ptr %t155, align 4
  %t157 = getelementptr float, ptr %t123, i64 %b.j
  %t158 = load float, ptr %t157, align 4
  %t159 = insertelement <16 x float> poison, float %t158, i64 0
  %t160 = shufflevector <16 x float> %t159, <16 x float> poison, <16 x i32> zeroinitializer
  %t161 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t160, <16 x float> %t156, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t122, <16 x float> %t161, <16 x float> %b.acc0
  %t162 = getelementptr float, ptr %t129, i64 %b.j
  %t163 = load float, ptr %t162, align 4
  %t164 = insertelement <16 x float> poison, float %t163, i64 0
  %t165 = shufflevector <16 x float> %t164, <16 x float> poison, <16 x i32> zeroinitializer
  %t166 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t165, <16 x float> %t156, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t128, <16 x float> %t166, <16 x float> %b.acc1
  %t167 = getelementptr float, ptr %t135, i64 %b.j
  %t168 = load float, ptr %t167, align 4
  %t169 = insertelement <16 x float> poison, float %t168, i64 0
  %t170 = shufflevector <16 x float> %t169, <16 x float> poison, <16 x i32> zeroinitializer
  %t171 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t170, <16 x float> %t156, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t134, <16 x float> %t171, <16 x float> %b.acc2
  %t172 = getelementptr float, ptr %t141, i64 %b.j
  %t173 = load float, ptr %t172, align 4
  %t174 = insertelement <16 x float> poison, float %t173, i64 0
  %t175 = shufflevector <16 x float> %t174, <16 x float> poison, <16 x i32> zeroinitializer
  %t176 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t175, <16 x float> %t156, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t140, <16 x float> %t176, <16 x float> %b.acc3
  %t177 = getelementptr float, ptr %t147, i64 %b.j
  %t178 = load float, ptr %t177, align 4
  %t179 = insertelement <16 x float> poison, float %t178, i64 0
  %t180 = shufflevector <16 x float> %t179, <16 x float> poison, <16 x i32> zeroinitializer
  %t181 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t180, <16 x float> %t156, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t146, <16 x float> %t181, <16 x float> %b.acc4
  %t182 = getelementptr float, ptr %t153, i64 %b.j
  %t183 = load float, ptr %t182, align 4
  %t184 = insertelement <16 x float> poison, float %t183, i64 0
  %t185 = shufflevector <16 x float> %t184, <16 x float> poison, <16 x i32> zeroinitializer
  %t186 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t185, <16 x float> %t156, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t152, <16 x float> %t186, <16 x float> %b.acc5
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t187 = icmp slt i64 %b.j.next, %t23
  br i1 %t187, label %b.loop, label %b.tapend, !llvm.loop !0
b.tapend:
  %b.out0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.out1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.out2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.out3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.out4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.out5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.bnext = getelementptr float, ptr %b.bt, i64 %t24
  %b.tp.next = add nsw i64 %b.tp, 1
  %t188 = icmp slt i64 %b.tp.next, %t22
  br i1 %t188, label %b.tap, label %done
done:
  %t189 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t190 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t191 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t192 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t193 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t194 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  br i1 %last, label %finish, label %keep
keep:
  %t195 = getelementptr float, ptr %t39, i64 0
  store <16 x float> %t189, ptr %t195, align 4
  %t196 = getelementptr float, ptr %t40, i64 0
  store <16 x float> %t190, ptr %t196, align 4
  %t197 = getelementptr float, ptr %t41, i64 0
  store <16 x float> %t191, ptr %t197, align 4
  %t198 = getelementptr float, ptr %t42, i64 0
  store <16 x float> %t192, ptr %t198, align 4
  %t199 = getelementptr float, ptr %t43, i64 0
  store <16 x float> %t193, ptr %t199, align 4
  %t200 = getelementptr float, ptr %t44, i64 0
  store <16 x float> %t194, ptr %t200, align 4
  br label %tile.next
finish:
  %t201 = sub i64 %size.S, 1
  %t202 = sub i64 %size.W, %t201
  %t203 = sub i64 %t202, 1
  %t204 = add i64 %t203, 1
  %t205 = sdiv i64 %m0, %t204
  %t206 = srem i64 %m0, %t204
  %t209 = icmp slt i64 0, %t10
  br i1 %t209, label %fin207, label %finnext208
fin207:
  %t210 = add i64 %k0, 0
  %p211 = getelementptr float, ptr %buf.b, i64 %t210
  %ld212 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p211, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v213 = fadd contract <16 x float> %ld212, %t189
  %v214 = sub i64 %size.R, 1
  %v215 = sub i64 %size.H, %v214
  %v216 = sub i64 %v215, 1
  %v217 = add i64 %v216, 1
  %v218 = mul i64 %n, %v217
  %v219 = add i64 %v218, %t205
  %v220 = sub i64 %size.S, 1
  %v221 = sub i64 %size.W, %v220
  %v222 = sub i64 %v221, 1
  %v223 = add i64 %v222, 1
  %v224 = mul i64 %v219, %v223
  %v225 = add i64 %v224, %t206
  %v226 = mul i64 %v225, %size.K
  %v227 = add i64 %v226, %t210
  %p228 = getelementptr float, ptr %buf.y, i64 %v227
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v213, ptr align 4 %p228, <16 x i1> %mlast)
  br label %finnext208
finnext208:
  %t229 = add i64 %t206, 1
  %t230 = icmp sge i64 %t229, %t204
  %t231 = select i1 %t230, i64 0, i64 %t229
  %t232 = zext i1 %t230 to i64
  %t233 = add i64 %t205, %t232
  %t236 = icmp slt i64 1, %t10
  br i1 %t236, label %fin234, label %finnext235
fin234:
  %t237 = add i64 %k0, 0
  %p238 = getelementptr float, ptr %buf.b, i64 %t237
  %ld239 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p238, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v240 = fadd contract <16 x float> %ld239, %t190
  %v241 = sub i64 %size.R, 1
  %v242 = sub i64 %size.H, %v241
  %v243 = sub i64 %v242, 1
  %v244 = add i64 %v243, 1
  %v245 = mul i64 %n, %v244
  %v246 = add i64 %v245, %t233
  %v247 = sub i64 %size.S, 1
  %v248 = sub i64 %size.W, %v247
  %v249 = sub i64 %v248, 1
  %v250 = add i64 %v249, 1
  %v251 = mul i64 %v246, %v250
  %v252 = add i64 %v251, %t231
  %v253 = mul i64 %v252, %size.K
  %v254 = add i64 %v253, %t237
  %p255 = getelementptr float, ptr %buf.y, i64 %v254
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v240, ptr align 4 %p255, <16 x i1> %mlast)
  br label %finnext235
finnext235:
  %t256 = add i64 %t231, 1
  %t257 = icmp sge i64 %t256, %t204
  %t258 = select i1 %t257, i64 0, i64 %t256
  %t259 = zext i1 %t257 to i64
  %t260 = add i64 %t233, %t259
  %t263 = icmp slt i64 2, %t10
  br i1 %t263, label %fin261, label %finnext262
fin261:
  %t264 = add i64 %k0, 0
  %p265 = getelementptr float, ptr %buf.b, i64 %t264
  %ld266 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p265, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v267 = fadd contract <16 x float> %ld266, %t191
  %v268 = sub i64 %size.R, 1
  %v269 = sub i64 %size.H, %v268
  %v270 = sub i64 %v269, 1
  %v271 = add i64 %v270, 1
  %v272 = mul i64 %n, %v271
  %v273 = add i64 %v272, %t260
  %v274 = sub i64 %size.S, 1
  %v275 = sub i64 %size.W, %v274
  %v276 = sub i64 %v275, 1
  %v277 = add i64 %v276, 1
  %v278 = mul i64 %v273, %v277
  %v279 = add i64 %v278, %t258
  %v280 = mul i64 %v279, %size.K
  %v281 = add i64 %v280, %t264
  %p282 = getelementptr float, ptr %buf.y, i64 %v281
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v267, ptr align 4 %p282, <16 x i1> %mlast)
  br label %finnext262
finnext262:
  %t283 = add i64 %t258, 1
  %t284 = icmp sge i64 %t283, %t204
  %t285 = select i1 %t284, i64 0, i64 %t283
  %t286 = zext i1 %t284 to i64
  %t287 = add i64 %t260, %t286
  %t290 = icmp slt i64 3, %t10
  br i1 %t290, label %fin288, label %finnext289
fin288:
  %t291 = add i64 %k0, 0
  %p292 = getelementptr float, ptr %buf.b, i64 %t291
  %ld293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p292, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v294 = fadd contract <16 x float> %ld293, %t192
  %v295 = sub i64 %size.R, 1
  %v296 = sub i64 %size.H, %v295
  %v297 = sub i64 %v296, 1
  %v298 = add i64 %v297, 1
  %v299 = mul i64 %n, %v298
  %v300 = add i64 %v299, %t287
  %v301 = sub i64 %size.S, 1
  %v302 = sub i64 %size.W, %v301
  %v303 = sub i64 %v302, 1
  %v304 = add i64 %v303, 1
  %v305 = mul i64 %v300, %v304
  %v306 = add i64 %v305, %t285
  %v307 = mul i64 %v306, %size.K
  %v308 = add i64 %v307, %t291
  %p309 = getelementptr float, ptr %buf.y, i64 %v308
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v294, ptr align 4 %p309, <16 x i1> %mlast)
  br label %finnext289
finnext289:
  %t310 = add i64 %t285, 1
  %t311 = icmp sge i64 %t310, %t204
  %t312 = select i1 %t311, i64 0, i64 %t310
  %t313 = zext i1 %t311 to i64
  %t314 = add i64 %t287, %t313
  %t317 = icmp slt i64 4, %t10
  br i1 %t317, label %fin315, label %finnext316
fin315:
  %t318 = add i64 %k0, 0
  %p319 = getelementptr float, ptr %buf.b, i64 %t318
  %ld320 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p319, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v321 = fadd contract <16 x float> %ld320, %t193
  %v322 = sub i64 %size.R, 1
  %v323 = sub i64 %size.H, %v322
  %v324 = sub i64 %v323, 1
  %v325 = add i64 %v324, 1
  %v326 = mul i64 %n, %v325
  %v327 = add i64 %v326, %t314
  %v328 = sub i64 %size.S, 1
  %v329 = sub i64 %size.W, %v328
  %v330 = sub i64 %v329, 1
  %v331 = add i64 %v330, 1
  %v332 = mul i64 %v327, %v331
  %v333 = add i64 %v332, %t312
  %v334 = mul i64 %v333, %size.K
  %v335 = add i64 %v334, %t318
  %p336 = getelementptr float, ptr %buf.y, i64 %v335
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v321, ptr align 4 %p336, <16 x i1> %mlast)
  br label %finnext316
finnext316:
  %t337 = add i64 %t312, 1
  %t338 = icmp sge i64 %t337, %t204
  %t339 = select i1 %t338, i64 0, i64 %t337
  %t340 = zext i1 %t338 to i64
  %t341 = add i64 %t314, %t340
  %t344 = icmp slt i64 5, %t10
  br i1 %t344, label %fin342, label %finnext343
fin342:
  %t345 = add i64 %k0, 0
  %p346 = getelementptr float, ptr %buf.b, i64 %t345
  %ld347 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p346, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v348 = fadd contract <16 x float> %ld347, %t194
  %v349 = sub i64 %size.R, 1
  %v350 = sub i64 %size.H, %v349
  %v351 = sub i64 %v350, 1
  %v352 = add i64 %v351, 1
  %v353 = mul i64 %n, %v352
  %v354 = add i64 %v353, %t341
  %v355 = sub i64 %size.S, 1
  %v356 = sub i64 %size.W, %v355
  %v357 = sub i64 %v356, 1
  %v358 = add i64 %v357, 1
  %v359 = mul i64 %v354, %v358
  %v360 = add i64 %v359, %t339
  %v361 = mul i64 %v360, %size.K
  %v362 = add i64 %v361, %t345
  %p363 = getelementptr float, ptr %buf.y, i64 %v362
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v348, ptr align 4 %p363, <16 x i1> %mlast)
  br label %finnext343
finnext343:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t364 = icmp slt i64 %j.next, %ntiles
  br i1 %t364, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
entry:
  br label %tile
tile:
  %j = phi i64 [0, %entry], [%j.next, %tile.next]
  %t1 = mul i64 %j, 6
  %t2 = mul i64 %j, %per_tile
  %t3 = mul i64 %tap0, 6
  %t4 = add i64 %t2, %t3
  %t5 = getelementptr ptr, ptr %ind, i64 %t4
  %t6 = mul i64 %t1, %scr
  %t7 = getelementptr float, ptr %c, i64 %t6
  %t8 = sub i64 %ntiles, 1
  %t9 = icmp eq i64 %j, %t8
  %t10 = select i1 %t9, i64 %lastrows, i64 6
  %m0 = add i64 %m_lo, %t1
  %t11 = getelementptr i32, ptr %flags, i64 %j
  %t12 = load i32, ptr %t11
  %t13 = icmp ne i32 %t12, 0
  %t14 = mul i64 %j, %cstride
  %t15 = getelementptr i32, ptr %cnt, i64 %t14
  %t16 = getelementptr i32, ptr %t15, i64 %tap0
  %t17 = load i32, ptr %t16
  %t18 = getelementptr i32, ptr %t15, i64 %tap1
  %t19 = load i32, ptr %t18
  %t20 = icmp ne i32 %t17, %t19
  %t21 = sub i64 %tap1, %tap0
  %t22 = select i1 %t13, i64 %R, i64 %t21
  %t23 = select i1 %t13, i64 %runlen, i64 %cg
  %t24 = select i1 %t13, i64 %runbtap, i64 %btap
  %t25 = mul i64 0, %scr
  %t26 = getelementptr float, ptr %t7, i64 %t25
  %t27 = mul i64 1, %scr
  %t28 = getelementptr float, ptr %t7, i64 %t27
  %t29 = mul i64 2, %scr
  %t30 = getelementptr float, ptr %t7, i64 %t29
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %t7, i64 %t31
  %t33 = mul i64 4, %scr
  %t34 = getelementptr float, ptr %t7, i64 %t33
  %t35 = mul i64 5, %scr
  %t36 = getelementptr float, ptr %t7, i64 %t35
  %t37 = mul i64 %j, 192
  %t38 = getelementptr float, ptr %part, i64 %t37
  %t39 = getelementptr float, ptr %t38, i64 0
  %t40 = getelementptr float, ptr %t38, i64 32
  %t41 = getelementptr float, ptr %t38, i64 64
  %t42 = getelementptr float, ptr %t38, i64 96
  %t43 = getelementptr float, ptr %t38, i64 128
  %t44 = getelementptr float, ptr %t38, i64 160
  br i1 %accum, label %resume, label %sums
resume:
  %t45 = getelementptr float, ptr %t39, i64 0
  %t46 = load <16 x float>, ptr %t45, align 4
  %t47 = getelementptr float, ptr %t39, i64 16
  %t48 = load <16 x float>, ptr %t47, align 4
  %t49 = getelementptr float, ptr %t40, i64 0
  %t50 = load <16 x float>, ptr %t49, align 4
  %t51 = getelementptr float, ptr %t40, i64 16
  %t52 = load <16 x float>, ptr %t51, align 4
  %t53 = getelementptr float, ptr %t41, i64 0
  %t54 = load <16 x float>, ptr %t53, align 4
  %t55 = getelementptr float, ptr %t41, i64 16
  %t56 = load <16 x float>, ptr %t55, align 4
  %t57 = getelementptr float, ptr %t42, i64 0
  %t58 = load <16 x float>, ptr %t57, align 4
  %t59 = getelementptr float, ptr %t42, i64 16
  %t60 = load <16 x float>, ptr %t59, align 4
  %t61 = getelementptr float, ptr %t43, i64 0
  %t62 = load <16 x float>, ptr %t61, align 4
  %t63 = getelementptr float, ptr %t43, i64 16
  %t64 = load <16 x float>, ptr %t63, align 4
  %t65 = getelementptr float, ptr %t44, i64 0
  %t66 = load <16 x float>, ptr %t65, align 4
  %t67 = getelementptr float, ptr %t44, i64 16
  %t68 = load <16 x float>, ptr %t67, align 4
  br label %sums
sums:
  %t69 = phi <16 x float> [zeroinitializer, %tile], [%t46, %resume]
  %t70 = phi <16 x float> [zeroinitializer, %tile], [%t48, %resume]
  %t71 = phi <16 x float> [zeroinitializer, %tile], [%t50, %resume]
  %t72 = phi <16 x float> [zeroinitializer, %tile], [%t52, %resume]
  %t73 = phi <16 x float> [zeroinitializer, %tile], [%t54, %resume]
  %t74 = phi <16 x float> [zeroinitializer, %tile], [%t56, %resume]
  %t75 = phi <16 x float> [zeroinitializer, %tile], [%t58, %resume]
  %t76 = phi <16 x float> [zeroinitializer, %tile], [%t60, %resume]
  %t77 = phi <16 x float> [zeroinitializer, %tile], [%t62, %resume]
  %t78 = phi <16 x float> [zeroinitializer, %tile], [%t64, %resume]
  %t79 = phi <16 x float> [zeroinitializer, %tile], [%t66, %resume]
  %t80 = phi <16 x float> [zeroinitializer, %tile], [%t68, %resume]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t69, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t70, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t71, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t72, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t73, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t74, %sums], [%p.out5, %p.tapend]
  %p.tacc6 = phi <16 x float> [%t75, %sums], [%p.out6, %p.tapend]
  %p.tacc7 = phi <16 x float> [%t76, %sums], [%p.out7, %p.tapend]
  %p.tacc8 = phi <16 x float> [%t77, %sums], [%p.out8, %p.tapend]
  %p.tacc9 = phi <16 x float> [%t78, %sums], [%p.out9, %p.tapend]
  %p.tacc10 = phi <16 x float> [%t79, %sums], [%p.out10, %p.tapend]
  %p.tacc11 = phi <16 x float> [%t80, %sums], [%p.out11, %p.tapend]
  %t81 = mul i64 %p.tp, 6
  %t82 = add i64 %t81, 0
  %t83 = getelementptr ptr, ptr %t5, i64 %t82
  %t84 = load ptr, ptr %t83, align 8
  %t85 = getelementptr float, ptr %t84, i64 %c0
  %t86 = add i64 %t81, 1
  %t87 = getelementptr ptr, ptr %t5, i64 %t86
  %t88 = load ptr, ptr %t87, align 8
  %t89 = getelementptr float, ptr %t88, i64 %c0
  %t90 = add i64 %t81, 2
  %t91 = getelementptr ptr, ptr %t5, i64 %t90
  %t92 = load ptr, ptr %t91, align 8
  %t93 = getelementptr float, ptr %t92, i64 %c0
  %t94 = add i64 %t81, 3
  %t95 = getelementptr ptr, ptr %t5, i64 %t94
  %t96 = load ptr, ptr %t95, align 8
  %t97 = getelementptr float, ptr %t96, i64 %c0
  %t98 = add i64 %t81, 4
  %t99 = getelementptr ptr, ptr %t5, i64 %t98
  %t100 = load ptr, ptr %t99, align 8
  %t101 = getelementptr float, ptr %t100, i64 %c0
  %t102 = add i64 %t81, 5
  %t103 = getelementptr ptr, ptr %t5, i64 %t102
  %t104 = load ptr, ptr %t103, align 8
  %t105 = getelementptr float, ptr %t104, i64 %c0
  %t106 = icmp sgt i64 %t23, 0
  br i1 %t106, label %p.loop, label %p.tapend
p.loop:
  %p.j = phi i64 [0, %p.tap], [%p.j.next, %p.loop]
  %p.bp = phi ptr [%p.bt, %p.tap], [%p.bp1, %p.loop]
  %p.acc0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.acc1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.acc2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.acc3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.acc4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.acc5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.acc6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.acc7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.acc8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.acc9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.acc10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.acc11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %t107 = getelementptr float, ptr %p.bp, i64 0
  %t108 = load <16 x float>, ptr %t107, align 4
  %t109 = getelementptr float, ptr %p.bp, i64 16
  %t110 = load <16 x float>, ptr %t109, align 4
  %t111 = getelementptr float, ptr %t85, i64 %p.j
  %t112 = load float, ptr %t111, align 4
  %t113 = insertelement <16 x float> poison, float %t112, i64 0
  %t114 = shufflevector <16 x float> %t113, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t114, <16 x float> %t108, <16 x float> %p.acc0)
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t114, <16 x float> %t110, <16 x float> %p.acc1)
  %t115 = getelementptr float, ptr %t89, i64 %p.j
  %t116 = load float, ptr %t115, align 4
  %t117 = insertelement <16 x float> poison, float %t116, i64 0
  %t118 = shufflevector <16 x float> %t117, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t118, <16 x float> %t108, <16 x float> %p.acc2)
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t118, <16 x float> %t110, <16 x float> %p.acc3)
  %t119 = getelementptr float, ptr %t93, i64 %p.j
  %t120 = load float, ptr %t119, align 4
  %t121 = insertelement <16 x float> poison, float %t120, i64 0
  %t122 = shufflevector <16 x float> %t121, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t122, <16 x float> %t108, <16 x float> %p.acc4)
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t122, <16 x float> %t110, <16 x float> %p.acc5)
  %t123 = getelementptr float, ptr %t97, i64 %p.j
  %t124 = load float, ptr %t123, align 4
  %t125 = insertelement <16 x float> poison, float %t124, i64 0
  %t126 = shufflevector <16 x float> %t125, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t126, <16 x float> %t108, <16 x float> %p.acc6)
  %p.new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t126, <16 x float> %t110, <16 x float> %p.acc7)
  %t127 = getelementptr float, ptr %t101, i64 %p.j
  %t128 = load float, ptr %t127, align 4
  %t129 = insertelement <16 x float> poison, float %t128, i64 0
  %t130 = shufflevector <16 x float> %t129, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t130, <16 x float> %t108, <16 x float> %p.acc8)
  %p.new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t130, <16 x float> %t110, <16 x float> %p.acc9)
  %t131 = getelementptr float, ptr %t105, i64 %p.j
  %t132 = load float, ptr %t131, align 4
  %t133 = insertelement <16 x float> poison, float %t132, i64 0
  %t134 = shufflevector <16 x float> %t133, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t108, <16 x float> %p.acc10)
  %p.new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t110, <16 x float> %p.acc11)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t135 = icmp slt i64 %p.j.next, %t23
  br i1 %t135, label %p.loop, label %p.tapend, !llvm.loop !0
p.tapend:
  %p.out0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.out1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.out2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.out3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.out4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.out5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.out6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.out7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.out8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.out9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.out10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.out11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %p.bnext = getelementptr float, ptr %p.bt, i64 %t24
  %p.tp.next = add nsw i64 %p.tp, 1
  %t136 = icmp slt i64 %p.tp.next, %t22
  br i1 %t136, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t69, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t70, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t71, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t72, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t73, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t74, %sums], [%b.out5, %b.tapend]
  %b.tacc6 = phi <16 x float> [%t75, %sums], [%b.out6, %b.tapend]
  %b.tacc7 = phi <16 x float> [%t76, %sums], [%b.out7, %b.tapend]
  %b.tacc8 = phi <16 x float> [%t77, %sums], [%b.out8, %b.tapend]
  %b.tacc9 = phi <16 x float> [%t78, %sums], [%b.out9, %b.tapend]
  %b.tacc10 = phi <16 x float> [%t79, %sums], [%b.out10, %b.tapend]
  %b.tacc11 = phi <16 x float> [%t80, %sums], [%b.out11, %b.tapend]
  %t137 = mul i64 %b.tp, 6
  %t138 = add i64 %t137, 0
  %t139 = getelementptr ptr, ptr %t5, i64 %t138
  %t140 = load ptr, ptr %t139, align 8
  %t141 = icmp ne ptr %t140, %zero
  %t142 = select i1 %t141, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t143 = getelementptr float, ptr %t140, i64 %c0
  %t144 = add i64 %t137, 1
  %t145 = getelementptr ptr, ptr %t5, i64 %t144
  %t146 = load ptr, ptr %t145, align 8
  %t147 = icmp ne ptr %t146, %zero
  %t148 = select i1 %t147, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t149 = getelementptr float, ptr %t146, i64 %c0
  %t150 = add i64 %t137, 2
  %t151 = getelementptr ptr, ptr %t5, i64 %t150
  %t152 = load ptr, ptr %t151, align 8
  %t153 = icmp ne ptr %t152, %zero
  %t154 = select i1 %t153, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t155 = getelementptr float, ptr %t152, i64 %c0
  %t156 = add i64 %t137, 3
  %t157 = getelementptr ptr, ptr %t5, i64 %t156
  %t158 = load ptr, ptr %t157, align 8
  %t159 = icmp ne ptr %t158, %zero
  %t160 = select i1 %t159, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t161 = getelementptr float, ptr %t158, i64 %c0
  %t162 = add i64 %t137, 4
  %t163 = getelementptr ptr, ptr %t5, i64 %t162
  %t164 = load ptr, ptr %t163, align 8
  %t165 = icmp ne ptr %t164, %zero
  %t166 = select i1 %t165, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t167 = getelementptr float, ptr %t164, i64 %c0
  %t168 = add i64 %t137, 5
  %t169 = getelementptr ptr, ptr %t5, i64 %t168
  %t170 = load ptr, ptr %t169, align 8
  %t171 = icmp ne ptr %t170, %zero
  %t172 = select i1 %t171, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t173 = getelementptr float, ptr %t170, i64 %c0
  %t174 = icmp sgt i64 %t23, 0
  br i1 %t174, label %b.loop, label %b.tapend
b.loop:
  %b.j = phi i64 [0, %b.tap], [%b.j.next, %b.loop]
  %b.bp = phi ptr [%b.bt, %b.tap], [%b.bp1, %b.loop]
  %b.acc0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.acc1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.acc2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.acc3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.acc4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.acc5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.acc6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.acc7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.acc8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.acc9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.acc10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.acc11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %t175 = getelementptr float, ptr %b.bp, i64 0
  %t176 = load <16 x float>, ptr %t175, align 4
  %t177 = getelementptr float, ptr %b.bp, i64 16
  %t178 = load <16 x float>, ptr %t177, align 4
  %t179 = getelementptr float, ptr %t143, i64 %b.j
  %t180 = load float, ptr %t179, align 4
  %t181 = insertelement <16 x float> poison, float %t180, i64 0
  %t182 = shufflevector <16 x float> %t181, <16 x float> poison, <16 x i32> zeroinitializer
  %t183 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t182, <16 x float> %t176, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t142, <16 x float> %t183, <16 x float> %b.acc0
  %t184 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t182, <16 x float> %t178, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t142, <16 x float> %t184, <16 x float> %b.acc1
  %t185 = getelementptr float, ptr %t149, i64 %b.j
  %t186 = load float, ptr %t185, align 4
  %t187 = insertelement <16 x float> poison, float %t186, i64 0
  %t188 = shufflevector <16 x float> %t187, <16 x float> poison, <16 x i32> zeroinitializer
  %t189 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t188, <16 x float> %t176, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t148, <16 x float> %t189, <16 x float> %b.acc2
  %t190 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t188, <16 x float> %t178, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t148, <16 x float> %t190, <16 x float> %b.acc3
  %t191 = getelementptr float, ptr %t155, i64 %b.j
  %t192 = load float, ptr %t191, align 4
  %t193 = insertelement <16 x float> poison, float %t192, i64 0
  %t194 = shufflevector <16 x float> %t193, <16 x float> poison, <16 x i32> zeroinitializer
  %t195 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t194, <16 x float> %t176, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t154, <16 x float> %t195, <16 x float> %b.acc4
  %t196 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t194, <16 x float> %t178, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t154, <16 x float> %t196, <16 x float> %b.acc5
  %t197 = getelementptr float, ptr %t161, i64 %b.j
  %t198 = load float, ptr %t197, align 4
  %t199 = insertelement <16 x float> poison, float %t198, i64 0
  %t200 = shufflevector <16 x float> %t199, <16 x float> poison, <16 x i32> zeroinitializer
  %t201 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t200, <16 x float> %t176, <16 x float> %b.acc6)
  %b.new6 = select <16 x i1> %t160, <16 x float> %t201, <16 x float> %b.acc6
  %t202 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t200, <16 x float> %t178, <16 x float> %b.acc7)
  %b.new7 = select <16 x i1> %t160, <16 x float> %t202, <16 x float> %b.acc7
  %t203 = getelementptr float, ptr %t167, i64 %b.j
  %t204 = load float, ptr %t203, align 4
  %t205 = insertelement <16 x float> poison, float %t204, i64 0
  %t206 = shufflevector <16 x float> %t205, <16 x float> poison, <16 x i32> zeroinitializer
  %t207 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t206, <16 x float> %t176, <16 x float> %b.acc8)
  %b.new8 = select <16 x i1> %t166, <16 x float> %t207, <16 x float> %b.acc8
  %t208 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t206, <16 x float> %t178, <16 x float> %b.acc9)
  %b.new9 = select <16 x i1> %t166, <16 x float> %t208, <16 x float> %b.acc9
  %t209 = getelementptr float, ptr %t173, i64 %b.j
  %t210 = load float, ptr %t209, align 4
  %t211 = insertelement <16 x float> poison, float %t210, i64 0
  %t212 = shufflevector <16 x float> %t211, <16 x float> poison, <16 x i32> zeroinitializer
  %t213 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t212, <16 x float> %t176, <16 x float> %b.acc10)
  %b.new10 = select <16 x i1> %t172, <16 x float> %t213, <16 x float> %b.acc10
  %t214 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t212, <16 x float> %t178, <16 x float> %b.acc11)
  %b.new11 = select <16 x i1> %t172, <16 x float> %t214, <16 x float> %b.acc11
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t215 = icmp slt i64 %b.j.next, %t23
  br i1 %t215, label %b.loop, label %b.tapend, !llvm.loop !0
b.tapend:
  %b.out0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.out1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.out2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.out3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.out4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.out5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.out6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.out7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.out8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.out9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.out10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.out11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %b.bnext = getelementptr float, ptr %b.bt, i64 %t24
  %b.tp.next = add nsw i64 %b.tp, 1
  %t216 = icmp slt i64 %b.tp.next, %t22
  br i1 %t216, label %b.tap, label %done
done:
  %t217 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t218 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t219 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t220 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t221 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t222 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  %t223 = phi <16 x float> [%p.out6, %p.tapend], [%b.out6, %b.tapend]
  %t224 = phi <16 x float> [%p.out7, %p.tapend], [%b.out7, %b.tapend]
  %t225 = phi <16 x float> [%p.out8, %p.tapend], [%b.out8, %b.tapend]
  %t226 = phi <16 x float> [%p.out9, %p.tapend], [%b.out9, %b.tapend]
  %t227 = phi <16 x float> [%p.out10, %p.tapend], [%b.out10, %b.tapend]
  %t228 = phi <16 x float> [%p.out11, %p.tapend], [%b.out11, %b.tapend]
  br i1 %last, label %finish, label %keep
keep:
  %t229 = getelementptr float, ptr %t39, i64 0
  store <16 x float> %t217, ptr %t229, align 4
  %t230 = getelementptr float, ptr %t39, i64 16
  store <16 x float> %t218, ptr %t230, align 4
  %t231 = getelementptr float, ptr %t40, i64 0
  store <16 x float> %t219, ptr %t231, align 4
  %t232 = getelementptr float, ptr %t40, i64 16
  store <16 x float> %t220, ptr %t232, align 4
  %t233 = getelementptr float, ptr %t41, i64 0
  store <16 x float> %t221, ptr %t233, align 4
  %t234 = getelementptr float, ptr %t41, i64 16
  store <16 x float> %t222, ptr %t234, align 4
  %t235 = getelementptr float, ptr %t42, i64 0
  store <16 x float> %t223, ptr %t235, align 4
  %t236 = getelementptr float, ptr %t42, i64 16
  store <16 x float> %t224, ptr %t236, align 4
  %t237 = getelementptr float, ptr %t43, i64 0
  store <16 x float> %t225, ptr %t237, align 4
  %t238 = getelementptr float, ptr %t43, i64 16
  store <16 x float> %t226, ptr %t238, align 4
  %t239 = getelementptr float, ptr %t44, i64 0
  store <16 x float> %t227, ptr %t239, align 4
  %t240 = getelementptr float, ptr %t44, i64 16
  store <16 x float> %t228, ptr %t240, align 4
  br label %tile.next
finish:
  %t241 = sub i64 %size.S, 1
  %t242 = sub i64 %size.W, %t241
  %t243 = sub i64 %t242, 1
  %t244 = add i64 %t243, 1
  %t245 = sdiv i64 %m0, %t244
  %t246 = srem i64 %m0, %t244
  %t249 = icmp slt i64 0, %t10
  br i1 %t249, label %fin247, label %finnext248
fin247:
  %t250 = add i64 %k0, 0
  %p251 = getelementptr float, ptr %buf.b, i64 %t250
  %ld252 = load <16 x float>, ptr %p251, align 4
  %v253 = fadd contract <16 x float> %ld252, %t217
  %v254 = sub i64 %size.R, 1
  %v255 = sub i64 %size.H, %v254
  %v256 = sub i64 %v255, 1
  %v257 = add i64 %v256, 1
  %v258 = mul i64 %n, %v257
  %v259 = add i64 %v258, %t245
  %v260 = sub i64 %size.S, 1
  %v261 = sub i64 %size.W, %v260
  %v262 = sub i64 %v261, 1
  %v263 = add i64 %v262, 1
  %v264 = mul i64 %v259, %v263
  %v265 = add i64 %v264, %t246
  %v266 = mul i64 %v265, %size.K
  %v267 = add i64 %v266, %t250
  %p268 = getelementptr float, ptr %buf.y, i64 %v267
  store <16 x float> %v253, ptr %p268, align 4
  %t269 = add i64 %k0, 16
  %p270 = getelementptr float, ptr %buf.b, i64 %t269
  %ld271 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p270, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v272 = fadd contract <16 x float> %ld271, %t218
  %v273 = sub i64 %size.R, 1
  %v274 = sub i64 %size.H, %v273
  %v275 = sub i64 %v274, 1
  %v276 = add i64 %v275, 1
  %v277 = mul i64 %n, %v276
  %v278 = add i64 %v277, %t245
  %v279 = sub i64 %size.S, 1
  %v280 = sub i64 %size.W, %v279
  %v281 = sub i64 %v280, 1
  %v282 = add i64 %v281, 1
  %v283 = mul i64 %v278, %v282
  %v284 = add i64 %v283, %t246
  %v285 = mul i64 %v284, %size.K
  %v286 = add i64 %v285, %t269
  %p287 = getelementptr float, ptr %buf.y, i64 %v286
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v272, ptr align 4 %p287, <16 x i1> %mlast)
  br label %finnext248
finnext248:
  %t288 = add i64 %t246, 1
  %t289 = icmp sge i64 %t288, %t244
  %t290 = select i1 %t289, i64 0, i64 %t288
  %t291 = zext i1 %t289 to i64
  %t292 = add i64 %t245, %t291
  %t295 = icmp slt i64 1, %t10
  br i1 %t295, label %fin293, label %finnext294
fin293:
  %t296 = add i64 %k0, 0
  %p297 = getelementptr float, ptr %buf.b, i64 %t296
  %ld298 = load <16 x float>, ptr %p297, align 4
  %v299 = fadd contract <16 x float> %ld298, %t219
  %v300 = sub i64 %size.R, 1
  %v301 = sub i64 %size.H, %v300
  %v302 = sub i64 %v301, 1
  %v303 = add i64 %v302, 1
  %v304 = mul i64 %n, %v303
  %v305 = add i64 %v304, %t292
  %v306 = sub i64 %size.S, 1
  %v307 = sub i64 %size.W, %v306
  %v308 = sub i64 %v307, 1
  %v309 = add i64 %v308, 1
  %v310 = mul i64 %v305, %v309
  %v311 = add i64 %v310, %t290
  %v312 = mul i64 %v311, %size.K
  %v313 = add i64 %v312, %t296
  %p314 = getelementptr float, ptr %buf.y, i64 %v313
  store <16 x float> %v299, ptr %p314, align 4
  %t315 = add i64 %k0, 16
  %p316 = getelementptr float, ptr %buf.b, i64 %t315
  %ld317 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p316, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v318 = fadd contract <16 x float> %ld317, %t220
  %v319 = sub i64 %size.R, 1
  %v320 = sub i64 %size.H, %v319
  %v321 = sub i64 %v320, 1
  %v322 = add i64 %v321, 1
  %v323 = mul i64 %n, %v322
  %v324 = add i64 %v323, %t292
  %v325 = sub i64 %size.S, 1
  %v326 = sub i64 %size.W, %v325
  %v327 = sub i64 %v326, 1
  %v328 = add i64 %v327, 1
  %v329 = mul i64 %v324, %v328
  %v330 = add i64 %v329, %t290
  %v331 = mul i64 %v330, %size.K
  %v332 = add i64 %v331, %t315
  %p333 = getelementptr float, ptr %buf.y, i64 %v332
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v318, ptr align 4 %p333, <16 x i1> %mlast)
  br label %finnext294
finnext294:
  %t334 = add i64 %t290, 1
  %t335 = icmp sge i64 %t334, %t244
  %t336 = select i1 %t335, i64 0, i64 %t334
  %t337 = zext i1 %t335 to i64
  %t338 = add i64 %t292, %t337
  %t341 = icmp slt i64 2, %t10
  br i1 %t341, label %fin339, label %finnext340
fin339:
  %t342 = add i64 %k0, 0
  %p343 = getelementptr float, ptr %buf.b, i64 %t342
  %ld344 = load <16 x float>, ptr %p343, align 4
  %v345 = fadd contract <16 x float> %ld344, %t221
  %v346 = sub i64 %size.R, 1
  %v347 = sub i64 %size.H, %v346
  %v348 = sub i64 %v347, 1
  %v349 = add i64 %v348, 1
  %v350 = mul i64 %n, %v349
  %v351 = add i64 %v350, %t338
  %v352 = sub i64 %size.S, 1
  %v353 = sub i64 %size.W, %v352
  %v354 = sub i64 %v353, 1
  %v355 = add i64 %v354, 1
  %v356 = mul i64 %v351, %v355
  %v357 = add i64 %v356, %t336
  %v358 = mul i64 %v357, %size.K
  %v359 = add i64 %v358, %t342
  %p360 = getelementptr float, ptr %buf.y, i64 %v359
  store <16 x float> %v345, ptr %p360, align 4
  %t361 = add i64 %k0, 16
  %p362 = getelementptr float, ptr %buf.b, i64 %t361
  %ld363 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p362, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v364 = fadd contract <16 x float> %ld363, %t222
  %v365 = sub i64 %size.R, 1
  %v366 = sub i64 %size.H, %v365
  %v367 = sub i64 %v366, 1
  %v368 = add i64 %v367, 1
  %v369 = mul i64 %n, %v368
  %v370 = add i64 %v369, %t338
  %v371 = sub i64 %size.S, 1
  %v372 = sub i64 %size.W, %v371
  %v373 = sub i64 %v372, 1
  %v374 = add i64 %v373, 1
  %v375 = mul i64 %v370, %v374
  %v376 = add i64 %v375, %t336
  %v377 = mul i64 %v376, %size.K
  %v378 = add i64 %v377, %t361
  %p379 = getelementptr float, ptr %buf.y, i64 %v378
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v364, ptr align 4 %p379, <16 x i1> %mlast)
  br label %finnext340
finnext340:
  %t380 = add i64 %t336, 1
  %t381 = icmp sge i64 %t380, %t244
  %t382 = select i1 %t381, i64 0, i64 %t380
  %t383 = zext i1 %t381 to i64
  %t384 = add i64 %t338, %t383
  %t387 = icmp slt i64 3, %t10
  br i1 %t387, label %fin385, label %finnext386
fin385:
  %t388 = add i64 %k0, 0
  %p389 = getelementptr float, ptr %buf.b, i64 %t388
  %ld390 = load <16 x float>, ptr %p389, align 4
  %v391 = fadd contract <16 x float> %ld390, %t223
  %v392 = sub i64 %size.R, 1
  %v393 = sub i64 %size.H, %v392
  %v394 = sub i64 %v393, 1
  %v395 = add i64 %v394, 1
  %v396 = mul i64 %n, %v395
  %v397 = add i64 %v396, %t384
  %v398 = sub i64 %size.S, 1
  %v399 = sub i64 %size.W, %v398
  %v400 = sub i64 %v399, 1
  %v401 = add i64 %v400, 1
  %v402 = mul i64 %v397, %v401
  %v403 = add i64 %v402, %t382
  %v404 = mul i64 %v403, %size.K
  %v405 = add i64 %v404, %t388
  %p406 = getelementptr float, ptr %buf.y, i64 %v405
  store <16 x float> %v391, ptr %p406, align 4
  %t407 = add i64 %k0, 16
  %p408 = getelementptr float, ptr %buf.b, i64 %t407
  %ld409 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p408, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v410 = fadd contract <16 x float> %ld409, %t224
  %v411 = sub i64 %size.R, 1
  %v412 = sub i64 %size.H, %v411
  %v413 = sub i64 %v412, 1
  %v414 = add i64 %v413, 1
  %v415 = mul i64 %n, %v414
  %v416 = add i64 %v415, %t384
  %v417 = sub i64 %size.S, 1
  %v418 = sub i64 %size.W, %v417
  %v419 = sub i64 %v418, 1
  %v420 = add i64 %v419, 1
  %v421 = mul i64 %v416, %v420
  %v422 = add i64 %v421, %t382
  %v423 = mul i64 %v422, %size.K
  %v424 = add i64 %v423, %t407
  %p425 = getelementptr float, ptr %buf.y, i64 %v424
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v410, ptr align 4 %p425, <16 x i1> %mlast)
  br label %finnext386
finnext386:
  %t426 = add i64 %t382, 1
  %t427 = icmp sge i64 %t426, %t244
  %t428 = select i1 %t427, i64 0, i64 %t426
  %t429 = zext i1 %t427 to i64
  %t430 = add i64 %t384, %t429
  %t433 = icmp slt i64 4, %t10
  br i1 %t433, label %fin431, label %finnext432
fin431:
  %t434 = add i64 %k0, 0
  %p435 = getelementptr float, ptr %buf.b, i64 %t434
  %ld436 = load <16 x float>, ptr %p435, align 4
  %v437 = fadd contract <16 x float> %ld436, %t225
  %v438 = sub i64 %size.R, 1
  %v439 = sub i64 %size.H, %v438
  %v440 = sub i64 %v439, 1
  %v441 = add i64 %v440, 1
  %v442 = mul i64 %n, %v441
  %v443 = add i64 %v442, %t430
  %v444 = sub i64 %size.S, 1
  %v445 = sub i64 %size.W, %v444
  %v446 = sub i64 %v445, 1
  %v447 = add i64 %v446, 1
  %v448 = mul i64 %v443, %v447
  %v449 = add i64 %v448, %t428
  %v450 = mul i64 %v449, %size.K
  %v451 = add i64 %v450, %t434
  %p452 = getelementptr float, ptr %buf.y, i64 %v451
  store <16 x float> %v437, ptr %p452, align 4
  %t453 = add i64 %k0, 16
  %p454 = getelementptr float, ptr %buf.b, i64 %t453
  %ld455 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p454, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v456 = fadd contract <16 x float> %ld455, %t226
  %v457 = sub i64 %size.R, 1
  %v458 = sub i64 %size.H, %v457
  %v459 = sub i64 %v458, 1
  %v460 = add i64 %v459, 1
  %v461 = mul i64 %n, %v460
  %v462 = add i64 %v461, %t430
  %v463 = sub i64 %size.S, 1
  %v464 = sub i64 %size.W, %v463
  %v465 = sub i64 %v464, 1
  %v466 = add i64 %v465, 1
  %v467 = mul i64 %v462, %v466
  %v468 = add i64 %v467, %t428
  %v469 = mul i64 %v468, %size.K
  %v470 = add i64 %v469, %t453
  %p471 = getelementptr float, ptr %buf.y, i64 %v470
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v456, ptr align 4 %p471, <16 x i1> %mlast)
  br label %finnext432
finnext432:
  %t472 = add i64 %t428, 1
  %t473 = icmp sge i64 %t472, %t244
  %t474 = select i1 %t473, i64 0, i64 %t472
  %t475 = zext i1 %t473 to i64
  %t476 = add i64 %t430, %t475
  %t479 = icmp slt i64 5, %t10
  br i1 %t479, label %fin477, label %finnext478
fin477:
  %t480 = add i64 %k0, 0
  %p481 = getelementptr float, ptr %buf.b, i64 %t480
  %ld482 = load <16 x float>, ptr %p481, align 4
  %v483 = fadd contract <16 x float> %ld482, %t227
  %v484 = sub i64 %size.R, 1
  %v485 = sub i64 %size.H, %v484
  %v486 = sub i64 %v485, 1
  %v487 = add i64 %v486, 1
  %v488 = mul i64 %n, %v487
  %v489 = add i64 %v488, %t476
  %v490 = sub i64 %size.S, 1
  %v491 = sub i64 %size.W, %v490
  %v492 = sub i64 %v491, 1
  %v493 = add i64 %v492, 1
  %v494 = mul i64 %v489, %v493
  %v495 = add i64 %v494, %t474
  %v496 = mul i64 %v495, %size.K
  %v497 = add i64 %v496, %t480
  %p498 = getelementptr float, ptr %buf.y, i64 %v497
  store <16 x float> %v483, ptr %p498, align 4
  %t499 = add i64 %k0, 16
  %p500 = getelementptr float, ptr %buf.b, i64 %t499
  %ld501 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p500, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v502 = fadd contract <16 x float> %ld501, %t228
  %v503 = sub i64 %size.R, 1
  %v504 = sub i64 %size.H, %v503
  %v505 = sub i64 %v504, 1
  %v506 = add i64 %v505, 1
  %v507 = mul i64 %n, %v506
  %v508 = add i64 %v507, %t476
  %v509 = sub i64 %size.S, 1
  %v510 = sub i64 %size.W, %v509
  %v511 = sub i64 %v510, 1
  %v512 = add i64 %v511, 1
  %v513 = mul i64 %v508, %v512
  %v514 = add i64 %v513, %t474
  %v515 = mul i64 %v514, %size.K
  %v516 = add i64 %v515, %t499
  %p517 = getelementptr float, ptr %buf.y, i64 %v516
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v502, ptr align 4 %p517, <16 x i1> %mlast)
  br label %finnext478
finnext478:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t518 = icmp slt i64 %j.next, %ntiles
  br i1 %t518, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
entry:
  br label %tile
tile:
  %j = phi i64 [0, %entry], [%j.next, %tile.next]
  %t1 = mul i64 %j, 6
  %t2 = mul i64 %j, %per_tile
  %t3 = mul i64 %tap0, 6
  %t4 = add i64 %t2, %t3
  %t5 = getelementptr ptr, ptr %ind, i64 %t4
  %t6 = mul i64 %t1, %scr
  %t7 = getelementptr float, ptr %c, i64 %t6
  %t8 = sub i64 %ntiles, 1
  %t9 = icmp eq i64 %j, %t8
  %t10 = select i1 %t9, i64 %lastrows, i64 6
  %m0 = add i64 %m_lo, %t1
  %t11 = getelementptr i32, ptr %flags, i64 %j
  %t12 = load i32, ptr %t11
  %t13 = icmp ne i32 %t12, 0
  %t14 = mul i64 %j, %cstride
  %t15 = getelementptr i32, ptr %cnt, i64 %t14
  %t16 = getelementptr i32, ptr %t15, i64 %tap0
  %t17 = load i32, ptr %t16
  %t18 = getelementptr i32, ptr %t15, i64 %tap1
  %t19 = load i32, ptr %t18
  %t20 = icmp ne i32 %t17, %t19
  %t21 = sub i64 %tap1, %tap0
  %t22 = select i1 %t13, i64 %R, i64 %t21
  %t23 = select i1 %t13, i64 %runlen, i64 %cg
  %t24 = select i1 %t13, i64 %runbtap, i64 %btap
  %t25 = mul i64 0, %scr
  %t26 = getelementptr float, ptr %t7, i64 %t25
  %t27 = mul i64 1, %scr
  %t28 = getelementptr float, ptr %t7, i64 %t27
  %t29 = mul i64 2, %scr
  %t30 = getelementptr float, ptr %t7, i64 %t29
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %t7, i64 %t31
  %t33 = mul i64 4, %scr
  %t34 = getelementptr float, ptr %t7, i64 %t33
  %t35 = mul i64 5, %scr
  %t36 = getelementptr float, ptr %t7, i64 %t35
  %t37 = mul i64 %j, 288
  %t38 = getelementptr float, ptr %part, i64 %t37
  %t39 = getelementptr float, ptr %t38, i64 0
  %t40 = getelementptr float, ptr %t38, i64 48
  %t41 = getelementptr float, ptr %t38, i64 96
  %t42 = getelementptr float, ptr %t38, i64 144
  %t43 = getelementptr float, ptr %t38, i64 192
  %t44 = getelementptr float, ptr %t38, i64 240
  br i1 %accum, label %resume, label %sums
resume:
  %t45 = getelementptr float, ptr %t39, i64 0
  %t46 = load <16 x float>, ptr %t45, align 4
  %t47 = getelementptr float, ptr %t39, i64 16
  %t48 = load <16 x float>, ptr %t47, align 4
  %t49 = getelementptr float, ptr %t39, i64 32
  %t50 = load <16 x float>, ptr %t49, align 4
  %t51 = getelementptr float, ptr %t40, i64 0
  %t52 = load <16 x float>, ptr %t51, align 4
  %t53 = getelementptr float, ptr %t40, i64 16
  %t54 = load <16 x float>, ptr %t53, align 4
  %t55 = getelementptr float, ptr %t40, i64 32
  %t56 = load <16 x float>, ptr %t55, align 4
  %t57 = getelementptr float, ptr %t41, i64 0
  %t58 = load <16 x float>, ptr %t57, align 4
  %t59 = getelementptr float, ptr %t41, i64 16
  %t60 = load <16 x float>, ptr %t59, align 4
  %t61 = getelementptr float, ptr %t41, i64 32
  %t62 = load <16 x float>, ptr %t61, align 4
  %t63 = getelementptr float, ptr %t42, i64 0
  %t64 = load <16 x float>, ptr %t63, align 4
  %t65 = getelementptr float, ptr %t42, i64 16
  %t66 = load <16 x float>, ptr %t65, align 4
  %t67 = getelementptr float, ptr %t42, i64 32
  %t68 = load <16 x float>, ptr %t67, align 4
  %t69 = getelementptr float, ptr %t43, i64 0
  %t70 = load <16 x float>, ptr %t69, align 4
  %t71 = getelementptr float, ptr %t43, i64 16
  %t72 = load <16 x float>, ptr %t71, align 4
  %t73 = getelementptr float, ptr %t43, i64 32
  %t74 = load <16 x float>, ptr %t73, align 4
  %t75 = getelementptr float, ptr %t44, i64 0
  %t76 = load <16 x float>, ptr %t75, align 4
  %t77 = getelementptr float, ptr %t44, i64 16
  %t78 = load <16 x float>, ptr %t77, align 4
  %t79 = getelementptr float, ptr %t44, i64 32
  %t80 = load <16 x float>, ptr %t79, align 4
  br label %sums
sums:
  %t81 = phi <16 x float> [zeroinitializer, %tile], [%t46, %resume]
  %t82 = phi <16 x float> [zeroinitializer, %tile], [%t48, %resume]
  %t83 = phi <16 x float> [zeroinitializer, %tile], [%t50, %resume]
  %t84 = phi <16 x float> [zeroinitializer, %tile], [%t52, %resume]
  %t85 = phi <16 x float> [zeroinitializer, %tile], [%t54, %resume]
  %t86 = phi <16 x float> [zeroinitializer, %tile], [%t56, %resume]
  %t87 = phi <16 x float> [zeroinitializer, %tile], [%t58, %resume]
  %t88 = phi <16 x float> [zeroinitializer, %tile], [%t60, %resume]
  %t89 = phi <16 x float> [zeroinitializer, %tile], [%t62, %resume]
  %t90 = phi <16 x float> [zeroinitializer, %tile], [%t64, %resume]
  %t91 = phi <16 x float> [zeroinitializer, %tile], [%t66, %resume]
  %t92 = phi <16 x float> [zeroinitializer, %tile], [%t68, %resume]
  %t93 = phi <16 x float> [zeroinitializer, %tile], [%t70, %resume]
  %t94 = phi <16 x float> [zeroinitializer, %tile], [%t72, %resume]
  %t95 = phi <16 x float> [zeroinitializer, %tile], [%t74, %resume]
  %t96 = phi <16 x float> [zeroinitializer, %tile], [%t76, %resume]
  %t97 = phi <16 x float> [zeroinitializer, %tile], [%t78, %resume]
  %t98 = phi <16 x float> [zeroinitializer, %tile], [%t80, %resume]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t81, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t82, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t83, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t84, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t85, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t86, %sums], [%p.out5, %p.tapend]
  %p.tacc6 = phi <16 x float> [%t87, %sums], [%p.out6, %p.tapend]
  %p.tacc7 = phi <16 x float> [%t88, %sums], [%p.out7, %p.tapend]
  %p.tacc8 = phi <16 x float> [%t89, %sums], [%p.out8, %p.tapend]
  %p.tacc9 = phi <16 x float> [%t90, %sums], [%p.out9, %p.tapend]
  %p.tacc10 = phi <16 x float> [%t91, %sums], [%p.out10, %p.tapend]
  %p.tacc11 = phi <16 x float> [%t92, %sums], [%p.out11, %p.tapend]
  %p.tacc12 = phi <16 x float> [%t93, %sums], [%p.out12, %p.tapend]
  %p.tacc13 = phi <16 x float> [%t94, %sums], [%p.out13, %p.tapend]
  %p.tacc14 = phi <16 x float> [%t95, %sums], [%p.out14, %p.tapend]
  %p.tacc15 = phi <16 x float> [%t96, %sums], [%p.out15, %p.tapend]
  %p.tacc16 = phi <16 x float> [%t97, %sums], [%p.out16, %p.tapend]
  %p.tacc17 = phi <16 x float> [%t98, %sums], [%p.out17, %p.tapend]
  %t99 = mul i64 %p.tp, 6
  %t100 = add i64 %t99, 0
  %t101 = getelementptr ptr, ptr %t5, i64 %t100
  %t102 = load ptr, ptr %t101, align 8
  %t103 = getelementptr float, ptr %t102, i64 %c0
  %t104 = add i64 %t99, 1
  %t105 = getelementptr ptr, ptr %t5, i64 %t104
  %t106 = load ptr, ptr %t105, align 8
  %t107 = getelementptr float, ptr %t106, i64 %c0
  %t108 = add i64 %t99, 2
  %t109 = getelementptr ptr, ptr %t5, i64 %t108
  %t110 = load ptr, ptr %t109, align 8
  %t111 = getelementptr float, ptr %t110, i64 %c0
  %t112 = add i64 %t99, 3
  %t113 = getelementptr ptr, ptr %t5, i64 %t112
  %t114 = load ptr, ptr %t113, align 8
  %t115 = getelementptr float, ptr %t114, i64 %c0
  %t116 = add i64 %t99, 4
  %t117 = getelementptr ptr, ptr %t5, i64 %t116
  %t118 = load ptr, ptr %t117, align 8
  %t119 = getelementptr float, ptr %t118, i64 %c0
  %t120 = add i64 %t99, 5
  %t121 = getelementptr ptr, ptr %t5, i64 %t120
  %t122 = load ptr, ptr %t121, align 8
  %t123 = getelementptr float, ptr %t122, i64 %c0
  %t124 = icmp sgt i64 %t23, 0
  br i1 %t124, label %p.loop, label %p.tapend
p.loop:
  %p.j = phi i64 [0, %p.tap], [%p.j.next, %p.loop]
  %p.bp = phi ptr [%p.bt, %p.tap], [%p.bp1, %p.loop]
  %p.acc0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.acc1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.acc2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.acc3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.acc4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.acc5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.acc6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.acc7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.acc8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.acc9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.acc10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.acc11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %p.acc12 = phi <16 x float> [%p.tacc12, %p.tap], [%p.new12, %p.loop]
  %p.acc13 = phi <16 x float> [%p.tacc13, %p.tap], [%p.new13, %p.loop]
  %p.acc14 = phi <16 x float> [%p.tacc14, %p.tap], [%p.new14, %p.loop]
  %p.acc15 = phi <16 x float> [%p.tacc15, %p.tap], [%p.new15, %p.loop]
  %p.acc16 = phi <16 x float> [%p.tacc16, %p.tap], [%p.new16, %p.loop]
  %p.acc17 = phi <16 x float> [%p.tacc17, %p.tap], [%p.new17, %p.loop]
  %t125 = getelementptr float, ptr %p.bp, i64 0
  %t126 = load <16 x float>, ptr %t125, align 4
  %t127 = getelementptr float, ptr %p.bp, i64 16
  %t128 = load <16 x float>, ptr %t127, align 4
  %t129 = getelementptr float, ptr %p.bp, i64 32
  %t130 = load <16 x float>, ptr %t129, align 4
  %t131 = getelementptr float, ptr %t103, i64 %p.j
  %t132 = load float, ptr %t131, align 4
  %t133 = insertelement <16 x float> poison, float %t132, i64 0
  %t134 = shufflevector <16 x float> %t133, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t126, <16 x float> %p.acc0)
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t128, <16 x float> %p.acc1)
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t130, <16 x float> %p.acc2)
  %t135 = getelementptr float, ptr %t107, i64 %p.j
  %t136 = load float, ptr %t135, align 4
  %t137 = insertelement <16 x float> poison, float %t136, i64 0
  %t138 = shufflevector <16 x float> %t137, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t138, <16 x float> %t126, <16 x float> %p.acc3)
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t138, <16 x float> %t128, <16 x float> %p.acc4)
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t138, <16 x float> %t130, <16 x float> %p.acc5)
  %t139 = getelementptr float, ptr %t111, i64 %p.j
  %t140 = load float, ptr %t139, align 4
  %t141 = insertelement <16 x float> poison, float %t140, i64 0
  %t142 = shufflevector <16 x float> %t141, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t142, <16 x float> %t126, <16 x float> %p.acc6)
  %p.new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t142, <16 x float> %t128, <16 x float> %p.acc7)
  %p.new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t142, <16 x float> %t130, <16 x float> %p.acc8)
  %t143 = getelementptr float, ptr %t115, i64 %p.j
  %t144 = load float, ptr %t143, align 4
  %t145 = insertelement <16 x float> poison, float %t144, i64 0
  %t146 = shufflevector <16 x float> %t145, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t146, <16 x float> %t126, <16 x float> %p.acc9)
  %p.new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t146, <16 x float> %t128, <16 x float> %p.acc10)
  %p.new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t146, <16 x float> %t130, <16 x float> %p.acc11)
  %t147 = getelementptr float, ptr %t119, i64 %p.j
  %t148 = load float, ptr %t147, align 4
  %t149 = insertelement <16 x float> poison, float %t148, i64 0
  %t150 = shufflevector <16 x float> %t149, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t150, <16 x float> %t126, <16 x float> %p.acc12)
  %p.new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t150, <16 x float> %t128, <16 x float> %p.acc13)
  %p.new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t150, <16 x float> %t130, <16 x float> %p.acc14)
  %t151 = getelementptr float, ptr %t123, i64 %p.j
  %t152 = load float, ptr %t151, align 4
  %t153 = insertelement <16 x float> poison, float %t152, i64 0
  %t154 = shufflevector <16 x float> %t153, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t154, <16 x float> %t126, <16 x float> %p.acc15)
  %p.new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t154, <16 x float> %t128, <16 x float> %p.acc16)
  %p.new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t154, <16 x float> %t130, <16 x float> %p.acc17)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t155 = icmp slt i64 %p.j.next, %t23
  br i1 %t155, label %p.loop, label %p.tapend, !llvm.loop !0
p.tapend:
  %p.out0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.out1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.out2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.out3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.out4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.out5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.out6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.out7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.out8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.out9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.out10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.out11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %p.out12 = phi <16 x float> [%p.tacc12, %p.tap], [%p.new12, %p.loop]
  %p.out13 = phi <16 x float> [%p.tacc13, %p.tap], [%p.new13, %p.loop]
  %p.out14 = phi <16 x float> [%p.tacc14, %p.tap], [%p.new14, %p.loop]
  %p.out15 = phi <16 x float> [%p.tacc15, %p.tap], [%p.new15, %p.loop]
  %p.out16 = phi <16 x float> [%p.tacc16, %p.tap], [%p.new16, %p.loop]
  %p.out17 = phi <16 x float> [%p.tacc17, %p.tap], [%p.new17, %p.loop]
  %p.bnext = getelementptr float, ptr %p.bt, i64 %t24
  %p.tp.next = add nsw i64 %p.tp, 1
  %t156 = icmp slt i64 %p.tp.next, %t22
  br i1 %t156, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t81, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t82, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t83, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t84, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t85, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t86, %sums], [%b.out5, %b.tapend]
  %b.tacc6 = phi <16 x float> [%t87, %sums], [%b.out6, %b.tapend]
  %b.tacc7 = phi <16 x float> [%t88, %sums], [%b.out7, %b.tapend]
  %b.tacc8 = phi <16 x float> [%t89, %sums], [%b.out8, %b.tapend]
  %b.tacc9 = phi <16 x float> [%t90, %sums], [%b.out9, %b.tapend]
  %b.tacc10 = phi <16 x float> [%t91, %sums], [%b.out10, %b.tapend]
  %b.tacc11 = phi <16 x float> [%t92, %sums], [%b.out11, %b.tapend]
  %b.tacc12 = phi <16 x float> [%t93, %sums], [%b.out12, %b.tapend]
  %b.tacc13 = phi <16 x float> [%t94, %sums], [%b.out13, %b.tapend]
  %b.tacc14 = phi <16 x float> [%t95, %sums], [%b.out14, %b.tapend]
  %b.tacc15 = phi <16 x float> [%t96, %sums], [%b.out15, %b.tapend]
  %b.tacc16 = phi <16 x float> [%t97, %sums], [%b.out16, %b.tapend]
  %b.tacc17 = phi <16 x float> [%t98, %sums], [%b.out17, %b.tapend]
  %t157 = mul i64 %b.tp, 6
  %t158 = add i64 %t157, 0
  %t159 = getelementptr ptr, ptr %t5, i64 %t158
  %t160 = load ptr, ptr %t159, align 8
  %t161 = icmp ne ptr %t160, %zero
  %t162 = select i1 %t161, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t163 = getelementptr float, ptr %t160, i64 %c0
  %t164 = add i64 %t157, 1
  %t165 = getelementptr ptr, ptr %t5, i64 %t164
  %t166 = load ptr, ptr %t165, align 8
  %t167 = icmp ne ptr %t166, %zero
  %t168 = select i1 %t167, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t169 = getelementptr float, ptr %t166, i64 %c0
  %t170 = add i64 %t157, 2
  %t171 = getelementptr ptr, ptr %t5, i64 %t170
  %t172 = load ptr, ptr %t171, align 8
  %t173 = icmp ne ptr %t172, %zero
  %t174 = select i1 %t173, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t175 = getelementptr float, ptr %t172, i64 %c0
  %t176 = add i64 %t157, 3
  %t177 = getelementptr ptr, ptr %t5, i64 %t176
  %t178 = load ptr, ptr %t177, align 8
  %t179 = icmp ne ptr %t178, %zero
  %t180 = select i1 %t179, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t181 = getelementptr float, ptr %t178, i64 %c0
  %t182 = add i64 %t157, 4
  %t183 = getelementptr ptr, ptr %t5, i64 %t182
  %t184 = load ptr, ptr %t183, align 8
  %t185 = icmp ne ptr %t184, %zero
  %t186 = select i1 %t185, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t187 = getelementptr float, ptr %t184, i64 %c0
  %t188 = add i64 %t157, 5
  %t189 = getelementptr ptr, ptr %t5, i64 %t188
  %t190 = load ptr, ptr %t189, align 8
  %t191 = icmp ne ptr %t190, %zero
  %t192 = select i1 %t191, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t193 = getelementptr float, ptr %t190, i64 %c0
  %t194 = icmp sgt i64 %t23, 0
  br i1 %t194, label %b.loop, label %b.tapend
b.loop:
  %b.j = phi i64 [0, %b.tap], [%b.j.next, %b.loop]
  %b.bp = phi ptr [%b.bt, %b.tap], [%b.bp1, %b.loop]
  %b.acc0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.acc1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.acc2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.acc3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.acc4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.acc5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.acc6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.acc7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.acc8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.acc9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.acc10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.acc11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %b.acc12 = phi <16 x float> [%b.tacc12, %b.tap], [%b.new12, %b.loop]
  %b.acc13 = phi <16 x float> [%b.tacc13, %b.tap], [%b.new13, %b.loop]
  %b.acc14 = phi <16 x float> [%b.tacc14, %b.tap], [%b.new14, %b.loop]
  %b.acc15 = phi <16 x float> [%b.tacc15, %b.tap], [%b.new15, %b.loop]
  %b.acc16 = phi <16 x float> [%b.tacc16, %b.tap], [%b.new16, %b.loop]
  %b.acc17 = phi <16 x float> [%b.tacc17, %b.tap], [%b.new17, %b.loop]
  %t195 = getelementptr float, ptr %b.bp, i64 0
  %t196 = load <16 x float>, ptr %t195, align 4
  %t197 = getelementptr float, ptr %b.bp, i64 16
  %t198 = load <16 x float>, ptr %t197, align 4
  %t199 = getelementptr float, ptr %b.bp, i64 32
  %t200 = load <16 x float>, ptr %t199, align 4
  %t201 = getelementptr float, ptr %t163, i64 %b.j
  %t202 = load float, ptr %t201, align 4
  %t203 = insertelement <16 x float> poison, float %t202, i64 0
  %t204 = shufflevector <16 x float> %t203, <16 x float> poison, <16 x i32> zeroinitializer
  %t205 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t204, <16 x float> %t196, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t162, <16 x float> %t205, <16 x float> %b.acc0
  %t206 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t204, <16 x float> %t198, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t162, <16 x float> %t206, <16 x float> %b.acc1
  %t207 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t204, <16 x float> %t200, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t162, <16 x float> %t207, <16 x float> %b.acc2
  %t208 = getelementptr float, ptr %t169, i64 %b.j
  %t209 = load float, ptr %t208, align 4
  %t210 = insertelement <16 x float> poison, float %t209, i64 0
  %t211 = shufflevector <16 x float> %t210, <16 x float> poison, <16 x i32> zeroinitializer
  %t212 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t211, <16 x float> %t196, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t168, <16 x float> %t212, <16 x float> %b.acc3
  %t213 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t211, <16 x float> %t198, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t168, <16 x float> %t213, <16 x float> %b.acc4
  %t214 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t211, <16 x float> %t200, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t168, <16 x float> %t214, <16 x float> %b.acc5
  %t215 = getelementptr float, ptr %t175, i64 %b.j
  %t216 = load float, ptr %t215, align 4
  %t217 = insertelement <16 x float> poison, float %t216, i64 0
  %t218 = shufflevector <16 x float> %t217, <16 x float> poison, <16 x i32> zeroinitializer
  %t219 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t218, <16 x float> %t196, <16 x float> %b.acc6)
  %b.new6 = select <16 x i1> %t174, <16 x float> %t219, <16 x float> %b.acc6
  %t220 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t218, <16 x float> %t198, <16 x float> %b.acc7)
  %b.new7 = select <16 x i1> %t174, <16 x float> %t220, <16 x float> %b.acc7
  %t221 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t218, <16 x float> %t200, <16 x float> %b.acc8)
  %b.new8 = select <16 x i1> %t174, <16 x float> %t221, <16 x float> %b.acc8
  %t222 = getelementptr float, ptr %t181, i64 %b.j
  %t223 = load float, ptr %t222, align 4
  %t224 = insertelement <16 x float> poison, float %t223, i64 0
  %t225 = shufflevector <16 x float> %t224, <16 x float> poison, <16 x i32> zeroinitializer
  %t226 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t196, <16 x float> %b.acc9)
  %b.new9 = select <16 x i1> %t180, <16 x float> %t226, <16 x float> %b.acc9
  %t227 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t198, <16 x float> %b.acc10)
  %b.new10 = select <16 x i1> %t180, <16 x float> %t227, <16 x float> %b.acc10
  %t228 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t200, <16 x float> %b.acc11)
  %b.new11 = select <16 x i1> %t180, <16 x float> %t228, <16 x float> %b.acc11
  %t229 = getelementptr float, ptr %t187, i64 %b.j
  %t230 = load float, ptr %t229, align 4
  %t231 = insertelement <16 x float> poison, float %t230, i64 0
  %t232 = shufflevector <16 x float> %t231, <16 x float> poison, <16 x i32> zeroinitializer
  %t233 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t232, <16 x float> %t196, <16 x float> %b.acc12)
  %b.new12 = select <16 x i1> %t186, <16 x float> %t233, <16 x float> %b.acc12
  %t234 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t232, <16 x float> %t198, <16 x float> %b.acc13)
  %b.new13 = select <16 x i1> %t186, <16 x float> %t234, <16 x float> %b.acc13
  %t235 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t232, <16 x float> %t200, <16 x float> %b.acc14)
  %b.new14 = select <16 x i1> %t186, <16 x float> %t235, <16 x float> %b.acc14
  %t236 = getelementptr float, ptr %t193, i64 %b.j
  %t237 = load float, ptr %t236, align 4
  %t238 = insertelement <16 x float> poison, float %t237, i64 0
  %t239 = shufflevector <16 x float> %t238, <16 x float> poison, <16 x i32> zeroinitializer
  %t240 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t239, <16 x float> %t196, <16 x float> %b.acc15)
  %b.new15 = select <16 x i1> %t192, <16 x float> %t240, <16 x float> %b.acc15
  %t241 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t239, <16 x float> %t198, <16 x float> %b.acc16)
  %b.new16 = select <16 x i1> %t192, <16 x float> %t241, <16 x float> %b.acc16
  %t242 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t239, <16 x float> %t200, <16 x float> %b.acc17)
  %b.new17 = select <16 x i1> %t192, <16 x float> %t242, <16 x float> %b.acc17
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t243 = icmp slt i64 %b.j.next, %t23
  br i1 %t243, label %b.loop, label %b.tapend, !llvm.loop !0
b.tapend:
  %b.out0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.out1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.out2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.out3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.out4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.out5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.out6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.out7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.out8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.out9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.out10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.out11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %b.out12 = phi <16 x float> [%b.tacc12, %b.tap], [%b.new12, %b.loop]
  %b.out13 = phi <16 x float> [%b.tacc13, %b.tap], [%b.new13, %b.loop]
  %b.out14 = phi <16 x float> [%b.tacc14, %b.tap], [%b.new14, %b.loop]
  %b.out15 = phi <16 x float> [%b.tacc15, %b.tap], [%b.new15, %b.loop]
  %b.out16 = phi <16 x float> [%b.tacc16, %b.tap], [%b.new16, %b.loop]
  %b.out17 = phi <16 x float> [%b.tacc17, %b.tap], [%b.new17, %b.loop]
  %b.bnext = getelementptr float, ptr %b.bt, i64 %t24
  %b.tp.next = add nsw i64 %b.tp, 1
  %t244 = icmp slt i64 %b.tp.next, %t22
  br i1 %t244, label %b.tap, label %done
done:
  %t245 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t246 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t247 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t248 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t249 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t250 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  %t251 = phi <16 x float> [%p.out6, %p.tapend], [%b.out6, %b.tapend]
  %t252 = phi <16 x float> [%p.out7, %p.tapend], [%b.out7, %b.tapend]
  %t253 = phi <16 x float> [%p.out8, %p.tapend], [%b.out8, %b.tapend]
  %t254 = phi <16 x float> [%p.out9, %p.tapend], [%b.out9, %b.tapend]
  %t255 = phi <16 x float> [%p.out10, %p.tapend], [%b.out10, %b.tapend]
  %t256 = phi <16 x float> [%p.out11, %p.tapend], [%b.out11, %b.tapend]
  %t257 = phi <16 x float> [%p.out12, %p.tapend], [%b.out12, %b.tapend]
  %t258 = phi <16 x float> [%p.out13, %p.tapend], [%b.out13, %b.tapend]
  %t259 = phi <16 x float> [%p.out14, %p.tapend], [%b.out14, %b.tapend]
  %t260 = phi <16 x float> [%p.out15, %p.tapend], [%b.out15, %b.tapend]
  %t261 = phi <16 x float> [%p.out16, %p.tapend], [%b.out16, %b.tapend]
  %t262 = phi <16 x float> [%p.out17, %p.tapend], [%b.out17, %b.tapend]
  br i1 %last, label %finish, label %keep
keep:
  %t263 = getelementptr float, ptr %t39, i64 0
  store <16 x float> %t245, ptr %t263, align 4
  %t264 = getelementptr float, ptr %t39, i64 16
  store <16 x float> %t246, ptr %t264, align 4
  %t265 = getelementptr float, ptr %t39, i64 32
  store <16 x float> %t247, ptr %t265, align 4
  %t266 = getelementptr float, ptr %t40, i64 0
  store <16 x float> %t248, ptr %t266, align 4
  %t267 = getelementptr float, ptr %t40, i64 16
  store <16 x float> %t249, ptr %t267, align 4
  %t268 = getelementptr float, ptr %t40, i64 32
  store <16 x float> %t250, ptr %t268, align 4
  %t269 = getelementptr float, ptr %t41, i64 0
  store <16 x float> %t251, ptr %t269, align 4
  %t270 = getelementptr float, ptr %t41, i64 16
  store <16 x float> %t252, ptr %t270, align 4
  %t271 = getelementptr float, ptr %t41, i64 32
  store <16 x float> %t253, ptr %t271, align 4
  %t272 = getelementptr float, ptr %t42, i64 0
  store <16 x float> %t254, ptr %t272, align 4
  %t273 = getelementptr float, ptr %t42, i64 16
  store <16 x float> %t255, ptr %t273, align 4
  %t274 = getelementptr float, ptr %t42, i64 32
  store <16 x float> %t256, ptr %t274, align 4
  %t275 = getelementptr float, ptr %t43, i64 0
  store <16 x float> %t257, ptr %t275, align 4
  %t276 = getelementptr float, ptr %t43, i64 16
  store <16 x float> %t258, ptr %t276, align 4
  %t277 = getelementptr float, ptr %t43, i64 32
  store <16 x float> %t259, ptr %t277, align 4
  %t278 = getelementptr float, ptr %t44, i64 0
  store <16 x float> %t260, ptr %t278, align 4
  %t279 = getelementptr float, ptr %t44, i64 16
  store <16 x float> %t261, ptr %t279, align 4
  %t280 = getelementptr float, ptr %t44, i64 32
  store <16 x float> %t262, ptr %t280, align 4
  br label %tile.next
finish:
  %t281 = sub i64 %size.S, 1
  %t282 = sub i64 %size.W, %t281
  %t283 = sub i64 %t282, 1
  %t284 = add i64 %t283, 1
  %t285 = sdiv i64 %m0, %t284
  %t286 = srem i64 %m0, %t284
  %t289 = icmp slt i64 0, %t10
  br i1 %t289, label %fin287, label %finnext288
fin287:
  %t290 = add i64 %k0, 0
  %p291 = getelementptr float, ptr %buf.b, i64 %t290
  %ld292 = load <16 x float>, ptr %p291, align 4
  %v293 = fadd contract <16 x float> %ld292, %t245
  %v294 = sub i64 %size.R, 1
  %v295 = sub i64 %size.H, %v294
  %v296 = sub i64 %v295, 1
  %v297 = add i64 %v296, 1
  %v298 = mul i64 %n, %v297
  %v299 = add i64 %v298, %t285
  %v300 = sub i64 %size.S, 1
  %v301 = sub i64 %size.W, %v300
  %v302 = sub i64 %v301, 1
  %v303 = add i64 %v302, 1
  %v304 = mul i64 %v299, %v303
  %v305 = add i64 %v304, %t286
  %v306 = mul i64 %v305, %size.K
  %v307 = add i64 %v306, %t290
  %p308 = getelementptr float, ptr %buf.y, i64 %v307
  store <16 x float> %v293, ptr %p308, align 4
  %t309 = add i64 %k0, 16
  %p310 = getelementptr float, ptr %buf.b, i64 %t309
  %ld311 = load <16 x float>, ptr %p310, align 4
  %v312 = fadd contract <16 x float> %ld311, %t246
  %v313 = sub i64 %size.R, 1
  %v314 = sub i64 %size.H, %v313
  %v315 = sub i64 %v314, 1
  %v316 = add i64 %v315, 1
  %v317 = mul i64 %n, %v316
  %v318 = add i64 %v317, %t285
  %v319 = sub i64 %size.S, 1
  %v320 = sub i64 %size.W, %v319
  %v321 = sub i64 %v320, 1
  %v322 = add i64 %v321, 1
  %v323 = mul i64 %v318, %v322
  %v324 = add i64 %v323, %t286
  %v325 = mul i64 %v324, %size.K
  %v326 = add i64 %v325, %t309
  %p327 = getelementptr float, ptr %buf.y, i64 %v326
  store <16 x float> %v312, ptr %p327, align 4
  %t328 = add i64 %k0, 32
  %p329 = getelementptr float, ptr %buf.b, i64 %t328
  %ld330 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p329, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v331 = fadd contract <16 x float> %ld330, %t247
  %v332 = sub i64 %size.R, 1
  %v333 = sub i64 %size.H, %v332
  %v334 = sub i64 %v333, 1
  %v335 = add i64 %v334, 1
  %v336 = mul i64 %n, %v335
  %v337 = add i64 %v336, %t285
  %v338 = sub i64 %size.S, 1
  %v339 = sub i64 %size.W, %v338
  %v340 = sub i64 %v339, 1
  %v341 = add i64 %v340, 1
  %v342 = mul i64 %v337, %v341
  %v343 = add i64 %v342, %t286
  %v344 = mul i64 %v343, %size.K
  %v345 = add i64 %v344, %t328
  %p346 = getelementptr float, ptr %buf.y, i64 %v345
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v331, ptr align 4 %p346, <16 x i1> %mlast)
  br label %finnext288
finnext288:
  %t347 = add i64 %t286, 1
  %t348 = icmp sge i64 %t347, %t284
  %t349 = select i1 %t348, i64 0, i64 %t347
  %t350 = zext i1 %t348 to i64
  %t351 = add i64 %t285, %t350
  %t354 = icmp slt i64 1, %t10
  br i1 %t354, label %fin352, label %finnext353
fin352:
  %t355 = add i64 %k0, 0
  %p356 = getelementptr float, ptr %buf.b, i64 %t355
  %ld357 = load <16 x float>, ptr %p356, align 4
  %v358 = fadd contract <16 x float> %ld357, %t248
  %v359 = sub i64 %size.R, 1
  %v360 = sub i64 %size.H, %v359
  %v361 = sub i64 %v360, 1
  %v362 = add i64 %v361, 1
  %v363 = mul i64 %n, %v362
  %v364 = add i64 %v363, %t351
  %v365 = sub i64 %size.S, 1
  %v366 = sub i64 %size.W, %v365
  %v367 = sub i64 %v366, 1
  %v368 = add i64 %v367, 1
  %v369 = mul i64 %v364, %v368
  %v370 = add i64 %v369, %t349
  %v371 = mul i64 %v370, %size.K
  %v372 = add i64 %v371, %t355
  %p373 = getelementptr float, ptr %buf.y, i64 %v372
  store <16 x float> %v358, ptr %p373, align 4
  %t374 = add i64 %k0, 16
  %p375 = getelementptr float, ptr %buf.b, i64 %t374
  %ld376 = load <16 x float>, ptr %p375, align 4
  %v377 = fadd contract <16 x float> %ld376, %t249
  %v378 = sub i64 %size.R, 1
  %v379 = sub i64 %size.H, %v378
  %v380 = sub i64 %v379, 1
  %v381 = add i64 %v380, 1
  %v382 = mul i64 %n, %v381
  %v383 = add i64 %v382, %t351
  %v384 = sub i64 %size.S, 1
  %v385 = sub i64 %size.W, %v384
  %v386 = sub i64 %v385, 1
  %v387 = add i64 %v386, 1
  %v388 = mul i64 %v383, %v387
  %v389 = add i64 %v388, %t349
  %v390 = mul i64 %v389, %size.K
  %v391 = add i64 %v390, %t374
  %p392 = getelementptr float, ptr %buf.y, i64 %v391
  store <16 x float> %v377, ptr %p392, align 4
  %t393 = add i64 %k0, 32
  %p394 = getelementptr float, ptr %buf.b, i64 %t393
  %ld395 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p394, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v396 = fadd contract <16 x float> %ld395, %t250
  %v397 = sub i64 %size.R, 1
  %v398 = sub i64 %size.H, %v397
  %v399 = sub i64 %v398, 1
  %v400 = add i64 %v399, 1
  %v401 = mul i64 %n, %v400
  %v402 = add i64 %v401, %t351
  %v403 = sub i64 %size.S, 1
  %v404 = sub i64 %size.W, %v403
  %v405 = sub i64 %v404, 1
  %v406 = add i64 %v405, 1
  %v407 = mul i64 %v402, %v406
  %v408 = add i64 %v407, %t349
  %v409 = mul i64 %v408, %size.K
  %v410 = add i64 %v409, %t393
  %p411 = getelementptr float, ptr %buf.y, i64 %v410
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v396, ptr align 4 %p411, <16 x i1> %mlast)
  br label %finnext353
finnext353:
  %t412 = add i64 %t349, 1
  %t413 = icmp sge i64 %t412, %t284
  %t414 = select i1 %t413, i64 0, i64 %t412
  %t415 = zext i1 %t413 to i64
  %t416 = add i64 %t351, %t415
  %t419 = icmp slt i64 2, %t10
  br i1 %t419, label %fin417, label %finnext418
fin417:
  %t420 = add i64 %k0, 0
  %p421 = getelementptr float, ptr %buf.b, i64 %t420
  %ld422 = load <16 x float>, ptr %p421, align 4
  %v423 = fadd contract <16 x float> %ld422, %t251
  %v424 = sub i64 %size.R, 1
  %v425 = sub i64 %size.H, %v424
  %v426 = sub i64 %v425, 1
  %v427 = add i64 %v426, 1
  %v428 = mul i64 %n, %v427
  %v429 = add i64 %v428, %t416
  %v430 = sub i64 %size.S, 1
  %v431 = sub i64 %size.W, %v430
  %v432 = sub i64 %v431, 1
  %v433 = add i64 %v432, 1
  %v434 = mul i64 %v429, %v433
  %v435 = add i64 %v434, %t414
  %v436 = mul i64 %v435, %size.K
  %v437 = add i64 %v436, %t420
  %p438 = getelementptr float, ptr %buf.y, i64 %v437
  store <16 x float> %v423, ptr %p438, align 4
  %t439 = add i64 %k0, 16
  %p440 = getelementptr float, ptr %buf.b, i64 %t439
  %ld441 = load <16 x float>, ptr %p440, align 4
  %v442 = fadd contract <16 x float> %ld441, %t252
  %v443 = sub i64 %size.R, 1
  %v444 = sub i64 %size.H, %v443
  %v445 = sub i64 %v444, 1
  %v446 = add i64 %v445, 1
  %v447 = mul i64 %n, %v446
  %v448 = add i64 %v447, %t416
  %v449 = sub i64 %size.S, 1
  %v450 = sub i64 %size.W, %v449
  %v451 = sub i64 %v450, 1
  %v452 = add i64 %v451, 1
  %v453 = mul i64 %v448, %v452
  %v454 = add i64 %v453, %t414
  %v455 = mul i64 %v454, %size.K
  %v456 = add i64 %v455, %t439
  %p457 = getelementptr float, ptr %buf.y, i64 %v456
  store <16 x float> %v442, ptr %p457, align 4
  %t458 = add i64 %k0, 32
  %p459 = getelementptr float, ptr %buf.b, i64 %t458
  %ld460 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p459, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v461 = fadd contract <16 x float> %ld460, %t253
  %v462 = sub i64 %size.R, 1
  %v463 = sub i64 %size.H, %v462
  %v464 = sub i64 %v463, 1
  %v465 = add i64 %v464, 1
  %v466 = mul i64 %n, %v465
  %v467 = add i64 %v466, %t416
  %v468 = sub i64 %size.S, 1
  %v469 = sub i64 %size.W, %v468
  %v470 = sub i64 %v469, 1
  %v471 = add i64 %v470, 1
  %v472 = mul i64 %v467, %v471
  %v473 = add i64 %v472, %t414
  %v474 = mul i64 %v473, %size.K
  %v475 = add i64 %v474, %t458
  %p476 = getelementptr float, ptr %buf.y, i64 %v475
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v461, ptr align 4 %p476, <16 x i1> %mlast)
  br label %finnext418
finnext418:
  %t477 = add i64 %t414, 1
  %t478 = icmp sge i64 %t477, %t284
  %t479 = select i1 %t478, i64 0, i64 %t477
  %t480 = zext i1 %t478 to i64
  %t481 = add i64 %t416, %t480
  %t484 = icmp slt i64 3, %t10
  br i1 %t484, label %fin482, label %finnext483
fin482:
  %t485 = add i64 %k0, 0
  %p486 = getelementptr float, ptr %buf.b, i64 %t485
  %ld487 = load <16 x float>, ptr %p486, align 4
  %v488 = fadd contract <16 x float> %ld487, %t254
  %v489 = sub i64 %size.R, 1
  %v490 = sub i64 %size.H, %v489
  %v491 = sub i64 %v490, 1
  %v492 = add i64 %v491, 1
  %v493 = mul i64 %n, %v492
  %v494 = add i64 %v493, %t481
  %v495 = sub i64 %size.S, 1
  %v496 = sub i64 %size.W, %v495
  %v497 = sub i64 %v496, 1
  %v498 = add i64 %v497, 1
  %v499 = mul i64 %v494, %v498
  %v500 = add i64 %v499, %t479
  %v501 = mul i64 %v500, %size.K
  %v502 = add i64 %v501, %t485
  %p503 = getelementptr float, ptr %buf.y, i64 %v502
  store <16 x float> %v488, ptr %p503, align 4
  %t504 = add i64 %k0, 16
  %p505 = getelementptr float, ptr %buf.b, i64 %t504
  %ld506 = load <16 x float>, ptr %p505, align 4
  %v507 = fadd contract <16 x float> %ld506, %t255
  %v508 = sub i64 %size.R, 1
  %v509 = sub i64 %size.H, %v508
  %v510 = sub i64 %v509, 1
  %v511 = add i64 %v510, 1
  %v512 = mul i64 %n, %v511
  %v513 = add i64 %v512, %t481
  %v514 = sub i64 %size.S, 1
  %v515 = sub i64 %size.W, %v514
  %v516 = sub i64 %v515, 1
  %v517 = add i64 %v516, 1
  %v518 = mul i64 %v513, %v517
  %v519 = add i64 %v518, %t479
  %v520 = mul i64 %v519, %size.K
  %v521 = add i64 %v520, %t504
  %p522 = getelementptr float, ptr %buf.y, i64 %v521
  store <16 x float> %v507, ptr %p522, align 4
  %t523 = add i64 %k0, 32
  %p524 = getelementptr float, ptr %buf.b, i64 %t523
  %ld525 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p524, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v526 = fadd contract <16 x float> %ld525, %t256
  %v527 = sub i64 %size.R, 1
  %v528 = sub i64 %size.H, %v527
  %v529 = sub i64 %v528, 1
  %v530 = add i64 %v529, 1
  %v531 = mul i64 %n, %v530
  %v532 = add i64 %v531, %t481
  %v533 = sub i64 %size.S, 1
  %v534 = sub i64 %size.W, %v533
  %v535 = sub i64 %v534, 1
  %v536 = add i64 %v535, 1
  %v537 = mul i64 %v532, %v536
  %v538 = add i64 %v537, %t479
  %v539 = mul i64 %v538, %size.K
  %v540 = add i64 %v539, %t523
  %p541 = getelementptr float, ptr %buf.y, i64 %v540
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v526, ptr align 4 %p541, <16 x i1> %mlast)
  br label %finnext483
finnext483:
  %t542 = add i64 %t479, 1
  %t543 = icmp sge i64 %t542, %t284
  %t544 = select i1 %t543, i64 0, i64 %t542
  %t545 = zext i1 %t543 to i64
  %t546 = add i64 %t481, %t545
  %t549 = icmp slt i64 4, %t10
  br i1 %t549, label %fin547, label %finnext548
fin547:
  %t550 = add i64 %k0, 0
  %p551 = getelementptr float, ptr %buf.b, i64 %t550
  %ld552 = load <16 x float>, ptr %p551, align 4
  %v553 = fadd contract <16 x float> %ld552, %t257
  %v554 = sub i64 %size.R, 1
  %v555 = sub i64 %size.H, %v554
  %v556 = sub i64 %v555, 1
  %v557 = add i64 %v556, 1
  %v558 = mul i64 %n, %v557
  %v559 = add i64 %v558, %t546
  %v560 = sub i64 %size.S, 1
  %v561 = sub i64 %size.W, %v560
  %v562 = sub i64 %v561, 1
  %v563 = add i64 %v562, 1
  %v564 = mul i64 %v559, %v563
  %v565 = add i64 %v564, %t544
  %v566 = mul i64 %v565, %size.K
  %v567 = add i64 %v566, %t550
  %p568 = getelementptr float, ptr %buf.y, i64 %v567
  store <16 x float> %v553, ptr %p568, align 4
  %t569 = add i64 %k0, 16
  %p570 = getelementptr float, ptr %buf.b, i64 %t569
  %ld571 = load <16 x float>, ptr %p570, align 4
  %v572 = fadd contract <16 x float> %ld571, %t258
  %v573 = sub i64 %size.R, 1
  %v574 = sub i64 %size.H, %v573
  %v575 = sub i64 %v574, 1
  %v576 = add i64 %v575, 1
  %v577 = mul i64 %n, %v576
  %v578 = add i64 %v577, %t546
  %v579 = sub i64 %size.S, 1
  %v580 = sub i64 %size.W, %v579
  %v581 = sub i64 %v580, 1
  %v582 = add i64 %v581, 1
  %v583 = mul i64 %v578, %v582
  %v584 = add i64 %v583, %t544
  %v585 = mul i64 %v584, %size.K
  %v586 = add i64 %v585, %t569
  %p587 = getelementptr float, ptr %buf.y, i64 %v586
  store <16 x float> %v572, ptr %p587, align 4
  %t588 = add i64 %k0, 32
  %p589 = getelementptr float, ptr %buf.b, i64 %t588
  %ld590 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p589, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v591 = fadd contract <16 x float> %ld590, %t259
  %v592 = sub i64 %size.R, 1
  %v593 = sub i64 %size.H, %v592
  %v594 = sub i64 %v593, 1
  %v595 = add i64 %v594, 1
  %v596 = mul i64 %n, %v595
  %v597 = add i64 %v596, %t546
  %v598 = sub i64 %size.S, 1
  %v599 = sub i64 %size.W, %v598
  %v600 = sub i64 %v599, 1
  %v601 = add i64 %v600, 1
  %v602 = mul i64 %v597, %v601
  %v603 = add i64 %v602, %t544
  %v604 = mul i64 %v603, %size.K
  %v605 = add i64 %v604, %t588
  %p606 = getelementptr float, ptr %buf.y, i64 %v605
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v591, ptr align 4 %p606, <16 x i1> %mlast)
  br label %finnext548
finnext548:
  %t607 = add i64 %t544, 1
  %t608 = icmp sge i64 %t607, %t284
  %t609 = select i1 %t608, i64 0, i64 %t607
  %t610 = zext i1 %t608 to i64
  %t611 = add i64 %t546, %t610
  %t614 = icmp slt i64 5, %t10
  br i1 %t614, label %fin612, label %finnext613
fin612:
  %t615 = add i64 %k0, 0
  %p616 = getelementptr float, ptr %buf.b, i64 %t615
  %ld617 = load <16 x float>, ptr %p616, align 4
  %v618 = fadd contract <16 x float> %ld617, %t260
  %v619 = sub i64 %size.R, 1
  %v620 = sub i64 %size.H, %v619
  %v621 = sub i64 %v620, 1
  %v622 = add i64 %v621, 1
  %v623 = mul i64 %n, %v622
  %v624 = add i64 %v623, %t611
  %v625 = sub i64 %size.S, 1
  %v626 = sub i64 %size.W, %v625
  %v627 = sub i64 %v626, 1
  %v628 = add i64 %v627, 1
  %v629 = mul i64 %v624, %v628
  %v630 = add i64 %v629, %t609
  %v631 = mul i64 %v630, %size.K
  %v632 = add i64 %v631, %t615
  %p633 = getelementptr float, ptr %buf.y, i64 %v632
  store <16 x float> %v618, ptr %p633, align 4
  %t634 = add i64 %k0, 16
  %p635 = getelementptr float, ptr %buf.b, i64 %t634
  %ld636 = load <16 x float>, ptr %p635, align 4
  %v637 = fadd contract <16 x float> %ld636, %t261
  %v638 = sub i64 %size.R, 1
  %v639 = sub i64 %size.H, %v638
  %v640 = sub i64 %v639, 1
  %v641 = add i64 %v640, 1
  %v642 = mul i64 %n, %v641
  %v643 = add i64 %v642, %t611
  %v644 = sub i64 %size.S, 1
  %v645 = sub i64 %size.W, %v644
  %v646 = sub i64 %v645, 1
  %v647 = add i64 %v646, 1
  %v648 = mul i64 %v643, %v647
  %v649 = add i64 %v648, %t609
  %v650 = mul i64 %v649, %size.K
  %v651 = add i64 %v650, %t634
  %p652 = getelementptr float, ptr %buf.y, i64 %v651
  store <16 x float> %v637, ptr %p652, align 4
  %t653 = add i64 %k0, 32
  %p654 = getelementptr float, ptr %buf.b, i64 %t653
  %ld655 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p654, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v656 = fadd contract <16 x float> %ld655, %t262
  %v657 = sub i64 %size.R, 1
  %v658 = sub i64 %size.H, %v657
  %v659 = sub i64 %v658, 1
  %v660 = add i64 %v659, 1
  %v661 = mul i64 %n, %v660
  %v662 = add i64 %v661, %t611
  %v663 = sub i64 %size.S, 1
  %v664 = sub i64 %size.W, %v663
  %v665 = sub i64 %v664, 1
  %v666 = add i64 %v665, 1
  %v667 = mul i64 %v662, %v666
  %v668 = add i64 %v667, %t609
  %v669 = mul i64 %v668, %size.K
  %v670 = add i64 %v669, %t653
  %p671 = getelementptr float, ptr %buf.y, i64 %v670
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v656, ptr align 4 %p671, <16 x i1> %mlast)
  br label %finnext613
finnext613:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t672 = icmp slt i64 %j.next, %ntiles
  br i1 %t672, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
entry:
  br label %tile
tile:
  %j = phi i64 [0, %entry], [%j.next, %tile.next]
  %t1 = mul i64 %j, 6
  %t2 = mul i64 %j, %per_tile
  %t3 = mul i64 %tap0, 6
  %t4 = add i64 %t2, %t3
  %t5 = getelementptr ptr, ptr %ind, i64 %t4
  %t6 = mul i64 %t1, %scr
  %t7 = getelementptr float, ptr %c, i64 %t6
  %t8 = sub i64 %ntiles, 1
  %t9 = icmp eq i64 %j, %t8
  %t10 = select i1 %t9, i64 %lastrows, i64 6
  %m0 = add i64 %m_lo, %t1
  %t11 = getelementptr i32, ptr %flags, i64 %j
  %t12 = load i32, ptr %t11
  %t13 = icmp ne i32 %t12, 0
  %t14 = mul i64 %j, %cstride
  %t15 = getelementptr i32, ptr %cnt, i64 %t14
  %t16 = getelementptr i32, ptr %t15, i64 %tap0
  %t17 = load i32, ptr %t16
  %t18 = getelementptr i32, ptr %t15, i64 %tap1
  %t19 = load i32, ptr %t18
  %t20 = icmp ne i32 %t17, %t19
  %t21 = sub i64 %tap1, %tap0
  %t22 = select i1 %t13, i64 %R, i64 %t21
  %t23 = select i1 %t13, i64 %runlen, i64 %cg
  %t24 = select i1 %t13, i64 %runbtap, i64 %btap
  %t25 = mul i64 0, %scr
  %t26 = getelementptr float, ptr %t7, i64 %t25
  %t27 = mul i64 1, %scr
  %t28 = getelementptr float, ptr %t7, i64 %t27
  %t29 = mul i64 2, %scr
  %t30 = getelementptr float, ptr %t7, i64 %t29
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %t7, i64 %t31
  %t33 = mul i64 4, %scr
  %t34 = getelementptr float, ptr %t7, i64 %t33
  %t35 = mul i64 5, %scr
  %t36 = getelementptr float, ptr %t7, i64 %t35
  %t37 = mul i64 %j, 384
  %t38 = getelementptr float, ptr %part, i64 %t37
  %t39 = getelementptr float, ptr %t38, i64 0
  %t40 = getelementptr float, ptr %t38, i64 64
  %t41 = getelementptr float, ptr %t38, i64 128
  %t42 = getelementptr float, ptr %t38, i64 192
  %t43 = getelementptr float, ptr %t38, i64 256
  %t44 = getelementptr float, ptr %t38, i64 320
  br i1 %accum, label %resume, label %sums
resume:
  %t45 = getelementptr float, ptr %t39, i64 0
  %t46 = load <16 x float>, ptr %t45, align 4
  %t47 = getelementptr float, ptr %t39, i64 16
  %t48 = load <16 x float>, ptr %t47, align 4
  %t49 = getelementptr float, ptr %t39, i64 32
  %t50 = load <16 x float>, ptr %t49, align 4
  %t51 = getelementptr float, ptr %t39, i64 48
  %t52 = load <16 x float>, ptr %t51, align 4
  %t53 = getelementptr float, ptr %t40, i64 0
  %t54 = load <16 x float>, ptr %t53, align 4
  %t55 = getelementptr float, ptr %t40, i64 16
  %t56 = load <16 x float>, ptr %t55, align 4
  %t57 = getelementptr float, ptr %t40, i64 32
  %t58 = load <16 x float>, ptr %t57, align 4
  %t59 = getelementptr float, ptr %t40, i64 48
  %t60 = load <16 x float>, ptr %t59, align 4
  %t61 = getelementptr float, ptr %t41, i64 0
  %t62 = load <16 x float>, ptr %t61, align 4
  %t63 = getelementptr float, ptr %t41, i64 16
  %t64 = load <16 x float>, ptr %t63, align 4
  %t65 = getelementptr float, ptr %t41, i64 32
  %t66 = load <16 x float>, ptr %t65, align 4
  %t67 = getelementptr float, ptr %t41, i64 48
  %t68 = load <16 x float>, ptr %t67, align 4
  %t69 = getelementptr float, ptr %t42, i64 0
  %t70 = load <16 x float>, ptr %t69, align 4
  %t71 = getelementptr float, ptr %t42, i64 16
  %t72 = load <16 x float>, ptr %t71, align 4
  %t73 = getelementptr float, ptr %t42, i64 32
  %t74 = load <16 x float>, ptr %t73, align 4
  %t75 = getelementptr float, ptr %t42, i64 48
  %t76 = load <16 x float>, ptr %t75, align 4
  %t77 = getelementptr float, ptr %t43, i64 0
  %t78 = load <16 x float>, ptr %t77, align 4
  %t79 = getelementptr float, ptr %t43, i64 16
  %t80 = load <16 x float>, ptr %t79, align 4
  %t81 = getelementptr float, ptr %t43, i64 32
  %t82 = load <16 x float>, ptr %t81, align 4
  %t83 = getelementptr float, ptr %t43, i64 48
  %t84 = load <16 x float>, ptr %t83, align 4
  %t85 = getelementptr float, ptr %t44, i64 0
  %t86 = load <16 x float>, ptr %t85, align 4
  %t87 = getelementptr float, ptr %t44, i64 16
  %t88 = load <16 x float>, ptr %t87, align 4
  %t89 = getelementptr float, ptr %t44, i64 32
  %t90 = load <16 x float>, ptr %t89, align 4
  %t91 = getelementptr float, ptr %t44, i64 48
  %t92 = load <16 x float>, ptr %t91, align 4
  br label %sums
sums:
  %t93 = phi <16 x float> [zeroinitializer, %tile], [%t46, %resume]
  %t94 = phi <16 x float> [zeroinitializer, %tile], [%t48, %resume]
  %t95 = phi <16 x float> [zeroinitializer, %tile], [%t50, %resume]
  %t96 = phi <16 x float> [zeroinitializer, %tile], [%t52, %resume]
  %t97 = phi <16 x float> [zeroinitializer, %tile], [%t54, %resume]
  %t98 = phi <16 x float> [zeroinitializer, %tile], [%t56, %resume]
  %t99 = phi <16 x float> [zeroinitializer, %tile], [%t58, %resume]
  %t100 = phi <16 x float> [zeroinitializer, %tile], [%t60, %resume]
  %t101 = phi <16 x float> [zeroinitializer, %tile], [%t62, %resume]
  %t102 = phi <16 x float> [zeroinitializer, %tile], [%t64, %resume]
  %t103 = phi <16 x float> [zeroinitializer, %tile], [%t66, %resume]
  %t104 = phi <16 x float> [zeroinitializer, %tile], [%t68, %resume]
  %t105 = phi <16 x float> [zeroinitializer, %tile], [%t70, %resume]
  %t106 = phi <16 x float> [zeroinitializer, %tile], [%t72, %resume]
  %t107 = phi <16 x float> [zeroinitializer, %tile], [%t74, %resume]
  %t108 = phi <16 x float> [zeroinitializer, %tile], [%t76, %resume]
  %t109 = phi <16 x float> [zeroinitializer, %tile], [%t78, %resume]
  %t110 = phi <16 x float> [zeroinitializer, %tile], [%t80, %resume]
  %t111 = phi <16 x float> [zeroinitializer, %tile], [%t82, %resume]
  %t112 = phi <16 x float> [zeroinitializer, %tile], [%t84, %resume]
  %t113 = phi <16 x float> [zeroinitializer, %tile], [%t86, %resume]
  %t114 = phi <16 x float> [zeroinitializer, %tile], [%t88, %resume]
  %t115 = phi <16 x float> [zeroinitializer, %tile], [%t90, %resume]
  %t116 = phi <16 x float> [zeroinitializer, %tile], [%t92, %resume]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t93, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t94, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t95, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t96, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t97, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t98, %sums], [%p.out5, %p.tapend]
  %p.tacc6 = phi <16 x float> [%t99, %sums], [%p.out6, %p.tapend]
  %p.tacc7 = phi <16 x float> [%t100, %sums], [%p.out7, %p.tapend]
  %p.tacc8 = phi <16 x float> [%t101, %sums], [%p.out8, %p.tapend]
  %p.tacc9 = phi <16 x float> [%t102, %sums], [%p.out9, %p.tapend]
  %p.tacc10 = phi <16 x float> [%t103, %sums], [%p.out10, %p.tapend]
  %p.tacc11 = phi <16 x float> [%t104, %sums], [%p.out11, %p.tapend]
  %p.tacc12 = phi <16 x float> [%t105, %sums], [%p.out12, %p.tapend]
  %p.tacc13 = phi <16 x float> [%t106, %sums], [%p.out13, %p.tapend]
  %p.tacc14 = phi <16 x float> [%t107, %sums], [%p.out14, %p.tapend]
  %p.tacc15 = phi <16 x float> [%t108, %sums], [%p.out15, %p.tapend]
  %p.tacc16 = phi <16 x float> [%t109, %sums], [%p.out16, %p.tapend]
  %p.tacc17 = phi <16 x float> [%t110, %sums], [%p.out17, %p.tapend]
  %p.tacc18 = phi <16 x float> [%t111, %sums], [%p.out18, %p.tapend]
  %p.tacc19 = phi <16 x float> [%t112, %sums], [%p.out19, %p.tapend]
  %p.tacc20 = phi <16 x float> [%t113, %sums], [%p.out20, %p.tapend]
  %p.tacc21 = phi <16 x float> [%t114, %sums], [%p.out21, %p.tapend]
  %p.tacc22 = phi <16 x float> [%t115, %sums], [%p.out22, %p.tapend]
  %p.tacc23 = phi <16 x float> [%t116, %sums], [%p.out23, %p.tapend]
  %t117 = mul i64 %p.tp, 6
  %t118 = add i64 %t117, 0
  %t119 = getelementptr ptr, ptr %t5, i64 %t118
  %t120 = load ptr, ptr %t119, align 8
  %t121 = getelementptr float, ptr %t120, i64 %c0
  %t122 = add i64 %t117, 1
  %t123 = getelementptr ptr, ptr %t5, i64 %t122
  %t124 = load ptr, ptr %t123, align 8
  %t125 = getelementptr float, ptr %t124, i64 %c0
  %t126 = add i64 %t117, 2
  %t127 = getelementptr ptr, ptr %t5, i64 %t126
  %t128 = load ptr, ptr %t127, align 8
  %t129 = getelementptr float, ptr %t128, i64 %c0
  %t130 = add i64 %t117, 3
  %t131 = getelementptr ptr, ptr %t5, i64 %t130
  %t132 = load ptr, ptr %t131, align 8
  %t133 = getelementptr float, ptr %t132, i64 %c0
  %t134 = add i64 %t117, 4
  %t135 = getelementptr ptr, ptr %t5, i64 %t134
  %t136 = load ptr, ptr %t135, align 8
  %t137 = getelementptr float, ptr %t136, i64 %c0
  %t138 = add i64 %t117, 5
  %t139 = getelementptr ptr, ptr %t5, i64 %t138
  %t140 = load ptr, ptr %t139, align 8
  %t141 = getelementptr float, ptr %t140, i64 %c0
  %t142 = icmp sgt i64 %t23, 0
  br i1 %t142, label %p.loop, label %p.tapend
p.loop:
  %p.j = phi i64 [0, %p.tap], [%p.j.next, %p.loop]
  %p.bp = phi ptr [%p.bt, %p.tap], [%p.bp1, %p.loop]
  %p.acc0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.acc1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.acc2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.acc3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.acc4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.acc5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.acc6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.acc7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.acc8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.acc9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.acc10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.acc11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %p.acc12 = phi <16 x float> [%p.tacc12, %p.tap], [%p.new12, %p.loop]
  %p.acc13 = phi <16 x float> [%p.tacc13, %p.tap], [%p.new13, %p.loop]
  %p.acc14 = phi <16 x float> [%p.tacc14, %p.tap], [%p.new14, %p.loop]
  %p.acc15 = phi <16 x float> [%p.tacc15, %p.tap], [%p.new15, %p.loop]
  %p.acc16 = phi <16 x float> [%p.tacc16, %p.tap], [%p.new16, %p.loop]
  %p.acc17 = phi <16 x float> [%p.tacc17, %p.tap], [%p.new17, %p.loop]
  %p.acc18 = phi <16 x float> [%p.tacc18, %p.tap], [%p.new18, %p.loop]
  %p.acc19 = phi <16 x float> [%p.tacc19, %p.tap], [%p.new19, %p.loop]
  %p.acc20 = phi <16 x float> [%p.tacc20, %p.tap], [%p.new20, %p.loop]
  %p.acc21 = phi <16 x float> [%p.tacc21, %p.tap], [%p.new21, %p.loop]
  %p.acc22 = phi <16 x float> [%p.tacc22, %p.tap], [%p.new22, %p.loop]
  %p.acc23 = phi <16 x float> [%p.tacc23, %p.tap], [%p.new23, %p.loop]
  %t143 = getelementptr float, ptr %p.bp, i64 0
  %t144 = load <16 x float>, ptr %t143, align 4
  %t145 = getelementptr float, ptr %p.bp, i64 16
  %t146 = load <16 x float>, ptr %t145, align 4
  %t147 = getelementptr float, ptr %p.bp, i64 32
  %t148 = load <16 x float>, ptr %t147, align 4
  %t149 = getelementptr float, ptr %p.bp, i64 48
  %t150 = load <16 x float>, ptr %t149, align 4
  %t151 = getelementptr float, ptr %t121, i64 %p.j
  %t152 = load float, ptr %t151, align 4
  %t153 = insertelement <16 x float> poison, float %t152, i64 0
  %t154 = shufflevector <16 x float> %t153, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t154, <16 x float> %t144, <16 x float> %p.acc0)
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t154, <16 x float> %t146, <16 x float> %p.acc1)
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t154, <16 x float> %t148, <16 x float> %p.acc2)
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t154, <16 x float> %t150, <16 x float> %p.acc3)
  %t155 = getelementptr float, ptr %t125, i64 %p.j
  %t156 = load float, ptr %t155, align 4
  %t157 = insertelement <16 x float> poison, float %t156, i64 0
  %t158 = shufflevector <16 x float> %t157, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t158, <16 x float> %t144, <16 x float> %p.acc4)
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t158, <16 x float> %t146, <16 x float> %p.acc5)
  %p.new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t158, <16 x float> %t148, <16 x float> %p.acc6)
  %p.new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t158, <16 x float> %t150, <16 x float> %p.acc7)
  %t159 = getelementptr float, ptr %t129, i64 %p.j
  %t160 = load float, ptr %t159, align 4
  %t161 = insertelement <16 x float> poison, float %t160, i64 0
  %t162 = shufflevector <16 x float> %t161, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t162, <16 x float> %t144, <16 x float> %p.acc8)
  %p.new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t162, <16 x float> %t146, <16 x float> %p.acc9)
  %p.new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t162, <16 x float> %t148, <16 x float> %p.acc10)
  %p.new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t162, <16 x float> %t150, <16 x float> %p.acc11)
  %t163 = getelementptr float, ptr %t133, i64 %p.j
  %t164 = load float, ptr %t163, align 4
  %t165 = insertelement <16 x float> poison, float %t164, i64 0
  %t166 = shufflevector <16 x float> %t165, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t166, <16 x float> %t144, <16 x float> %p.acc12)
  %p.new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t166, <16 x float> %t146, <16 x float> %p.acc13)
  %p.new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t166, <16 x float> %t148, <16 x float> %p.acc14)
  %p.new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t166, <16 x float> %t150, <16 x float> %p.acc15)
  %t167 = getelementptr float, ptr %t137, i64 %p.j
  %t168 = load float, ptr %t167, align 4
  %t169 = insertelement <16 x float> poison, float %t168, i64 0
  %t170 = shufflevector <16 x float> %t169, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t170, <16 x float> %t144, <16 x float> %p.acc16)
  %p.new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t170, <16 x float> %t146, <16 x float> %p.acc17)
  %p.new18 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t170, <16 x float> %t148, <16 x float> %p.acc18)
  %p.new19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t170, <16 x float> %t150, <16 x float> %p.acc19)
  %t171 = getelementptr float, ptr %t141, i64 %p.j
  %t172 = load float, ptr %t171, align 4
  %t173 = insertelement <16 x float> poison, float %t172, i64 0
  %t174 = shufflevector <16 x float> %t173, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new20 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t174, <16 x float> %t144, <16 x float> %p.acc20)
  %p.new21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t174, <16 x float> %t146, <16 x float> %p.acc21)
  %p.new22 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t174, <16 x float> %t148, <16 x float> %p.acc22)
  %p.new23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t174, <16 x float> %t150, <16 x float> %p.acc23)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t175 = icmp slt i64 %p.j.next, %t23
  br i1 %t175, label %p.loop, label %p.tapend, !llvm.loop !0
p.tapend:
  %p.out0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.out1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.out2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.out3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.out4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.out5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.out6 = phi <16 x float> [%p.tacc6, %p.tap], [%p.new6, %p.loop]
  %p.out7 = phi <16 x float> [%p.tacc7, %p.tap], [%p.new7, %p.loop]
  %p.out8 = phi <16 x float> [%p.tacc8, %p.tap], [%p.new8, %p.loop]
  %p.out9 = phi <16 x float> [%p.tacc9, %p.tap], [%p.new9, %p.loop]
  %p.out10 = phi <16 x float> [%p.tacc10, %p.tap], [%p.new10, %p.loop]
  %p.out11 = phi <16 x float> [%p.tacc11, %p.tap], [%p.new11, %p.loop]
  %p.out12 = phi <16 x float> [%p.tacc12, %p.tap], [%p.new12, %p.loop]
  %p.out13 = phi <16 x float> [%p.tacc13, %p.tap], [%p.new13, %p.loop]
  %p.out14 = phi <16 x float> [%p.tacc14, %p.tap], [%p.new14, %p.loop]
  %p.out15 = phi <16 x float> [%p.tacc15, %p.tap], [%p.new15, %p.loop]
  %p.out16 = phi <16 x float> [%p.tacc16, %p.tap], [%p.new16, %p.loop]
  %p.out17 = phi <16 x float> [%p.tacc17, %p.tap], [%p.new17, %p.loop]
  %p.out18 = phi <16 x float> [%p.tacc18, %p.tap], [%p.new18, %p.loop]
  %p.out19 = phi <16 x float> [%p.tacc19, %p.tap], [%p.new19, %p.loop]
  %p.out20 = phi <16 x float> [%p.tacc20, %p.tap], [%p.new20, %p.loop]
  %p.out21 = phi <16 x float> [%p.tacc21, %p.tap], [%p.new21, %p.loop]
  %p.out22 = phi <16 x float> [%p.tacc22, %p.tap], [%p.new22, %p.loop]
  %p.out23 = phi <16 x float> [%p.tacc23, %p.tap], [%p.new23, %p.loop]
  %p.bnext = getelementptr float, ptr %p.bt, i64 %t24
  %p.tp.next = add nsw i64 %p.tp, 1
  %t176 = icmp slt i64 %p.tp.next, %t22
  br i1 %t176, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t93, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t94, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t95, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t96, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t97, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t98, %sums], [%b.out5, %b.tapend]
  %b.tacc6 = phi <16 x float> [%t99, %sums], [%b.out6, %b.tapend]
  %b.tacc7 = phi <16 x float> [%t100, %sums], [%b.out7, %b.tapend]
  %b.tacc8 = phi <16 x float> [%t101, %sums], [%b.out8, %b.tapend]
  %b.tacc9 = phi <16 x float> [%t102, %sums], [%b.out9, %b.tapend]
  %b.tacc10 = phi <16 x float> [%t103, %sums], [%b.out10, %b.tapend]
  %b.tacc11 = phi <16 x float> [%t104, %sums], [%b.out11, %b.tapend]
  %b.tacc12 = phi <16 x float> [%t105, %sums], [%b.out12, %b.tapend]
  %b.tacc13 = phi <16 x float> [%t106, %sums], [%b.out13, %b.tapend]
  %b.tacc14 = phi <16 x float> [%t107, %sums], [%b.out14, %b.tapend]
  %b.tacc15 = phi <16 x float> [%t108, %sums], [%b.out15, %b.tapend]
  %b.tacc16 = phi <16 x float> [%t109, %sums], [%b.out16, %b.tapend]
  %b.tacc17 = phi <16 x float> [%t110, %sums], [%b.out17, %b.tapend]
  %b.tacc18 = phi <16 x float> [%t111, %sums], [%b.out18, %b.tapend]
  %b.tacc19 = phi <16 x float> [%t112, %sums], [%b.out19, %b.tapend]
  %b.tacc20 = phi <16 x float> [%t113, %sums], [%b.out20, %b.tapend]
  %b.tacc21 = phi <16 x float> [%t114, %sums], [%b.out21, %b.tapend]
  %b.tacc22 = phi <16 x float> [%t115, %sums], [%b.out22, %b.tapend]
  %b.tacc23 = phi <16 x float> [%t116, %sums], [%b.out23, %b.tapend]
  %t177 = mul i64 %b.tp, 6
  %t178 = add i64 %t177, 0
  %t179 = getelementptr ptr, ptr %t5, i64 %t178
  %t180 = load ptr, ptr %t179, align 8
  %t181 = icmp ne ptr %t180, %zero
  %t182 = select i1 %t181, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t183 = getelementptr float, ptr %t180, i64 %c0
  %t184 = add i64 %t177, 1
  %t185 = getelementptr ptr, ptr %t5, i64 %t184
  %t186 = load ptr, ptr %t185, align 8
  %t187 = icmp ne ptr %t186, %zero
  %t188 = select i1 %t187, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t189 = getelementptr float, ptr %t186, i64 %c0
  %t190 = add i64 %t177, 2
  %t191 = getelementptr ptr, ptr %t5, i64 %t190
  %t192 = load ptr, ptr %t191, align 8
  %t193 = icmp ne ptr %t192, %zero
  %t194 = select i1 %t193, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t195 = getelementptr float, ptr %t192, i64 %c0
  %t196 = add i64 %t177, 3
  %t197 = getelementptr ptr, ptr %t5, i64 %t196
  %t198 = load ptr, ptr %t197, align 8
  %t199 = icmp ne ptr %t198, %zero
  %t200 = select i1 %t199, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t201 = getelementptr float, ptr %t198, i64 %c0
  %t202 = add i64 %t177, 4
  %t203 = getelementptr ptr, ptr %t5, i64 %t202
  %t204 = load ptr, ptr %t203, align 8
  %t205 = icmp ne ptr %t204, %zero
  %t206 = select i1 %t205, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t207 = getelementptr float, ptr %t204, i64 %c0
  %t208 = add i64 %t177, 5
  %t209 = getelementptr ptr, ptr %t5, i64 %t208
  %t210 = load ptr, ptr %t209, align 8
  %t211 = icmp ne ptr %t210, %zero
  %t212 = select i1 %t211, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t213 = getelementptr float, ptr %t210, i64 %c0
  %t214 = icmp sgt i64 %t23, 0
  br i1 %t214, label %b.loop, label %b.tapend
b.loop:
  %b.j = phi i64 [0, %b.tap], [%b.j.next, %b.loop]
  %b.bp = phi ptr [%b.bt, %b.tap], [%b.bp1, %b.loop]
  %b.acc0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.acc1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.acc2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.acc3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.acc4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.acc5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.acc6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.acc7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.acc8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.acc9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.acc10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.acc11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %b.acc12 = phi <16 x float> [%b.tacc12, %b.tap], [%b.new12, %b.loop]
  %b.acc13 = phi <16 x float> [%b.tacc13, %b.tap], [%b.new13, %b.loop]
  %b.acc14 = phi <16 x float> [%b.tacc14, %b.tap], [%b.new14, %b.loop]
  %b.acc15 = phi <16 x float> [%b.tacc15, %b.tap], [%b.new15, %b.loop]
  %b.acc16 = phi <16 x float> [%b.tacc16, %b.tap], [%b.new16, %b.loop]
  %b.acc17 = phi <16 x float> [%b.tacc17, %b.tap], [%b.new17, %b.loop]
  %b.acc18 = phi <16 x float> [%b.tacc18, %b.tap], [%b.new18, %b.loop]
  %b.acc19 = phi <16 x float> [%b.tacc19, %b.tap], [%b.new19, %b.loop]
  %b.acc20 = phi <16 x float> [%b.tacc20, %b.tap], [%b.new20, %b.loop]
  %b.acc21 = phi <16 x float> [%b.tacc21, %b.tap], [%b.new21, %b.loop]
  %b.acc22 = phi <16 x float> [%b.tacc22, %b.tap], [%b.new22, %b.loop]
  %b.acc23 = phi <16 x float> [%b.tacc23, %b.tap], [%b.new23, %b.loop]
  %t215 = getelementptr float, ptr %b.bp, i64 0
  %t216 = load <16 x float>, ptr %t215, align 4
  %t217 = getelementptr float, ptr %b.bp, i64 16
  %t218 = load <16 x float>, ptr %t217, align 4
  %t219 = getelementptr float, ptr %b.bp, i64 32
  %t220 = load <16 x float>, ptr %t219, align 4
  %t221 = getelementptr float, ptr %b.bp, i64 48
  %t222 = load <16 x float>, ptr %t221, align 4
  %t223 = getelementptr float, ptr %t183, i64 %b.j
  %t224 = load float, ptr %t223, align 4
  %t225 = insertelement <16 x float> poison, float %t224, i64 0
  %t226 = shufflevector <16 x float> %t225, <16 x float> poison, <16 x i32> zeroinitializer
  %t227 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t226, <16 x float> %t216, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t182, <16 x float> %t227, <16 x float> %b.acc0
  %t228 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t226, <16 x float> %t218, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t182, <16 x float> %t228, <16 x float> %b.acc1
  %t229 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t226, <16 x float> %t220, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t182, <16 x float> %t229, <16 x float> %b.acc2
  %t230 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t226, <16 x float> %t222, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t182, <16 x float> %t230, <16 x float> %b.acc3
  %t231 = getelementptr float, ptr %t189, i64 %b.j
  %t232 = load float, ptr %t231, align 4
  %t233 = insertelement <16 x float> poison, float %t232, i64 0
  %t234 = shufflevector <16 x float> %t233, <16 x float> poison, <16 x i32> zeroinitializer
  %t235 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t234, <16 x float> %t216, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t188, <16 x float> %t235, <16 x float> %b.acc4
  %t236 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t234, <16 x float> %t218, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t188, <16 x float> %t236, <16 x float> %b.acc5
  %t237 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t234, <16 x float> %t220, <16 x float> %b.acc6)
  %b.new6 = select <16 x i1> %t188, <16 x float> %t237, <16 x float> %b.acc6
  %t238 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t234, <16 x float> %t222, <16 x float> %b.acc7)
  %b.new7 = select <16 x i1> %t188, <16 x float> %t238, <16 x float> %b.acc7
  %t239 = getelementptr float, ptr %t195, i64 %b.j
  %t240 = load float, ptr %t239, align 4
  %t241 = insertelement <16 x float> poison, float %t240, i64 0
  %t242 = shufflevector <16 x float> %t241, <16 x float> poison, <16 x i32> zeroinitializer
  %t243 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t242, <16 x float> %t216, <16 x float> %b.acc8)
  %b.new8 = select <16 x i1> %t194, <16 x float> %t243, <16 x float> %b.acc8
  %t244 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t242, <16 x float> %t218, <16 x float> %b.acc9)
  %b.new9 = select <16 x i1> %t194, <16 x float> %t244, <16 x float> %b.acc9
  %t245 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t242, <16 x float> %t220, <16 x float> %b.acc10)
  %b.new10 = select <16 x i1> %t194, <16 x float> %t245, <16 x float> %b.acc10
  %t246 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t242, <16 x float> %t222, <16 x float> %b.acc11)
  %b.new11 = select <16 x i1> %t194, <16 x float> %t246, <16 x float> %b.acc11
  %t247 = getelementptr float, ptr %t201, i64 %b.j
  %t248 = load float, ptr %t247, align 4
  %t249 = insertelement <16 x float> poison, float %t248, i64 0
  %t250 = shufflevector <16 x float> %t249, <16 x float> poison, <16 x i32> zeroinitializer
  %t251 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t250, <16 x float> %t216, <16 x float> %b.acc12)
  %b.new12 = select <16 x i1> %t200, <16 x float> %t251, <16 x float> %b.acc12
  %t252 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t250, <16 x float> %t218, <16 x float> %b.acc13)
  %b.new13 = select <16 x i1> %t200, <16 x float> %t252, <16 x float> %b.acc13
  %t253 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t250, <16 x float> %t220, <16 x float> %b.acc14)
  %b.new14 = select <16 x i1> %t200, <16 x float> %t253, <16 x float> %b.acc14
  %t254 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t250, <16 x float> %t222, <16 x float> %b.acc15)
  %b.new15 = select <16 x i1> %t200, <16 x float> %t254, <16 x float> %b.acc15
  %t255 = getelementptr float, ptr %t207, i64 %b.j
  %t256 = load float, ptr %t255, align 4
  %t257 = insertelement <16 x float> poison, float %t256, i64 0
  %t258 = shufflevector <16 x float> %t257, <16 x float> poison, <16 x i32> zeroinitializer
  %t259 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t258, <16 x float> %t216, <16 x float> %b.acc16)
  %b.new16 = select <16 x i1> %t206, <16 x float> %t259, <16 x float> %b.acc16
  %t260 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t258, <16 x float> %t218, <16 x float> %b.acc17)
  %b.new17 = select <16 x i1> %t206, <16 x float> %t260, <16 x float> %b.acc17
  %t261 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t258, <16 x float> %t220, <16 x float> %b.acc18)
  %b.new18 = select <16 x i1> %t206, <16 x float> %t261, <16 x float> %b.acc18
  %t262 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t258, <16 x float> %t222, <16 x float> %b.acc19)
  %b.new19 = select <16 x i1> %t206, <16 x float> %t262, <16 x float> %b.acc19
  %t263 = getelementptr float, ptr %t213, i64 %b.j
  %t264 = load float, ptr %t263, align 4
  %t265 = insertelement <16 x float> poison, float %t264, i64 0
  %t266 = shufflevector <16 x float> %t265, <16 x float> poison, <16 x i32> zeroinitializer
  %t267 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t266, <16 x float> %t216, <16 x float> %b.acc20)
  %b.new20 = select <16 x i1> %t212, <16 x float> %t267, <16 x float> %b.acc20
  %t268 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t266, <16 x float> %t218, <16 x float> %b.acc21)
  %b.new21 = select <16 x i1> %t212, <16 x float> %t268, <16 x float> %b.acc21
  %t269 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t266, <16 x float> %t220, <16 x float> %b.acc22)
  %b.new22 = select <16 x i1> %t212, <16 x float> %t269, <16 x float> %b.acc22
  %t270 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t266, <16 x float> %t222, <16 x float> %b.acc23)
  %b.new23 = select <16 x i1> %t212, <16 x float> %t270, <16 x float> %b.acc23
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t271 = icmp slt i64 %b.j.next, %t23
  br i1 %t271, label %b.loop, label %b.tapend, !llvm.loop !0
b.tapend:
  %b.out0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.out1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.out2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.out3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.out4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.out5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.out6 = phi <16 x float> [%b.tacc6, %b.tap], [%b.new6, %b.loop]
  %b.out7 = phi <16 x float> [%b.tacc7, %b.tap], [%b.new7, %b.loop]
  %b.out8 = phi <16 x float> [%b.tacc8, %b.tap], [%b.new8, %b.loop]
  %b.out9 = phi <16 x float> [%b.tacc9, %b.tap], [%b.new9, %b.loop]
  %b.out10 = phi <16 x float> [%b.tacc10, %b.tap], [%b.new10, %b.loop]
  %b.out11 = phi <16 x float> [%b.tacc11, %b.tap], [%b.new11, %b.loop]
  %b.out12 = phi <16 x float> [%b.tacc12, %b.tap], [%b.new12, %b.loop]
  %b.out13 = phi <16 x float> [%b.tacc13, %b.tap], [%b.new13, %b.loop]
  %b.out14 = phi <16 x float> [%b.tacc14, %b.tap], [%b.new14, %b.loop]
  %b.out15 = phi <16 x float> [%b.tacc15, %b.tap], [%b.new15, %b.loop]
  %b.out16 = phi <16 x float> [%b.tacc16, %b.tap], [%b.new16, %b.loop]
  %b.out17 = phi <16 x float> [%b.tacc17, %b.tap], [%b.new17, %b.loop]
  %b.out18 = phi <16 x float> [%b.tacc18, %b.tap], [%b.new18, %b.loop]
  %b.out19 = phi <16 x float> [%b.tacc19, %b.tap], [%b.new19, %b.loop]
  %b.out20 = phi <16 x float> [%b.tacc20, %b.tap], [%b.new20, %b.loop]
  %b.out21 = phi <16 x float> [%b.tacc21, %b.tap], [%b.new21, %b.loop]
  %b.out22 = phi <16 x float> [%b.tacc22, %b.tap], [%b.new22, %b.loop]
  %b.out23 = phi <16 x float> [%b.tacc23, %b.tap], [%b.new23, %b.loop]
  %b.bnext = getelementptr float, ptr %b.bt, i64 %t24
  %b.tp.next = add nsw i64 %b.tp, 1
  %t272 = icmp slt i64 %b.tp.next, %t22
  br i1 %t272, label %b.tap, label %done
done:
  %t273 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t274 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t275 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t276 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t277 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t278 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  %t279 = phi <16 x float> [%p.out6, %p.tapend], [%b.out6, %b.tapend]
  %t280 = phi <16 x float> [%p.out7, %p.tapend], [%b.out7, %b.tapend]
  %t281 = phi <16 x float> [%p.out8, %p.tapend], [%b.out8, %b.tapend]
  %t282 = phi <16 x float> [%p.out9, %p.tapend], [%b.out9, %b.tapend]
  %t283 = phi <16 x float> [%p.out10, %p.tapend], [%b.out10, %b.tapend]
  %t284 = phi <16 x float> [%p.out11, %p.tapend], [%b.out11, %b.tapend]
  %t285 = phi <16 x float> [%p.out12, %p.tapend], [%b.out12, %b.tapend]
  %t286 = phi <16 x float> [%p.out13, %p.tapend], [%b.out13, %b.tapend]
  %t287 = phi <16 x float> [%p.out14, %p.tapend], [%b.out14, %b.tapend]
  %t288 = phi <16 x float> [%p.out15, %p.tapend], [%b.out15, %b.tapend]
  %t289 = phi <16 x float> [%p.out16, %p.tapend], [%b.out16, %b.tapend]
  %t290 = phi <16 x float> [%p.out17, %p.tapend], [%b.out17, %b.tapend]
  %t291 = phi <16 x float> [%p.out18, %p.tapend], [%b.out18, %b.tapend]
  %t292 = phi <16 x float> [%p.out19, %p.tapend], [%b.out19, %b.tapend]
  %t293 = phi <16 x float> [%p.out20, %p.tapend], [%b.out20, %b.tapend]
  %t294 = phi <16 x float> [%p.out21, %p.tapend], [%b.out21, %b.tapend]
  %t295 = phi <16 x float> [%p.out22, %p.tapend], [%b.out22, %b.tapend]
  %t296 = phi <16 x float> [%p.out23, %p.tapend], [%b.out23, %b.tapend]
  br i1 %last, label %finish, label %keep
keep:
  %t297 = getelementptr float, ptr %t39, i64 0
  store <16 x float> %t273, ptr %t297, align 4
  %t298 = getelementptr float, ptr %t39, i64 16
  store <16 x float> %t274, ptr %t298, align 4
  %t299 = getelementptr float, ptr %t39, i64 32
  store <16 x float> %t275, ptr %t299, align 4
  %t300 = getelementptr float, ptr %t39, i64 48
  store <16 x float> %t276, ptr %t300, align 4
  %t301 = getelementptr float, ptr %t40, i64 0
  store <16 x float> %t277, ptr %t301, align 4
  %t302 = getelementptr float, ptr %t40, i64 16
  store <16 x float> %t278, ptr %t302, align 4
  %t303 = getelementptr float, ptr %t40, i64 32
  store <16 x float> %t279, ptr %t303, align 4
  %t304 = getelementptr float, ptr %t40, i64 48
  store <16 x float> %t280, ptr %t304, align 4
  %t305 = getelementptr float, ptr %t41, i64 0
  store <16 x float> %t281, ptr %t305, align 4
  %t306 = getelementptr float, ptr %t41, i64 16
  store <16 x float> %t282, ptr %t306, align 4
  %t307 = getelementptr float, ptr %t41, i64 32
  store <16 x float> %t283, ptr %t307, align 4
  %t308 = getelementptr float, ptr %t41, i64 48
  store <16 x float> %t284, ptr %t308, align 4
  %t309 = getelementptr float, ptr %t42, i64 0
  store <16 x float> %t285, ptr %t309, align 4
  %t310 = getelementptr float, ptr %t42, i64 16
  store <16 x float> %t286, ptr %t310, align 4
  %t311 = getelementptr float, ptr %t42, i64 32
  store <16 x float> %t287, ptr %t311, align 4
  %t312 = getelementptr float, ptr %t42, i64 48
  store <16 x float> %t288, ptr %t312, align 4
  %t313 = getelementptr float, ptr %t43, i64 0
  store <16 x float> %t289, ptr %t313, align 4
  %t314 = getelementptr float, ptr %t43, i64 16
  store <16 x float> %t290, ptr %t314, align 4
  %t315 = getelementptr float, ptr %t43, i64 32
  store <16 x float> %t291, ptr %t315, align 4
  %t316 = getelementptr float, ptr %t43, i64 48
  store <16 x float> %t292, ptr %t316, align 4
  %t317 = getelementptr float, ptr %t44, i64 0
  store <16 x float> %t293, ptr %t317, align 4
  %t318 = getelementptr float, ptr %t44, i64 16
  store <16 x float> %t294, ptr %t318, align 4
  %t319 = getelementptr float, ptr %t44, i64 32
  store <16 x float> %t295, ptr %t319, align 4
  %t320 = getelementptr float, ptr %t44, i64 48
  store <16 x float> %t296, ptr %t320, align 4
  br label %tile.next
finish:
  %t321 = sub i64 %size.S, 1
  %t322 = sub i64 %size.W, %t321
  %t323 = sub i64 %t322, 1
  %t324 = add i64 %t323, 1
  %t325 = sdiv i64 %m0, %t324
  %t326 = srem i64 %m0, %t324
  %t329 = icmp slt i64 0, %t10
  br i1 %t329, label %fin327, label %finnext328
fin327:
  %t330 = add i64 %k0, 0
  %p331 = getelementptr float, ptr %buf.b, i64 %t330
  %ld332 = load <16 x float>, ptr %p331, align 4
  %v333 = fadd contract <16 x float> %ld332, %t273
  %v334 = sub i64 %size.R, 1
  %v335 = sub i64 %size.H, %v334
  %v336 = sub i64 %v335, 1
  %v337 = add i64 %v336, 1
  %v338 = mul i64 %n, %v337
  %v339 = add i64 %v338, %t325
  %v340 = sub i64 %size.S, 1
  %v341 = sub i64 %size.W, %v340
  %v342 = sub i64 %v341, 1
  %v343 = add i64 %v342, 1
  %v344 = mul i64 %v339, %v343
  %v345 = add i64 %v344, %t326
  %v346 = mul i64 %v345, %size.K
  %v347 = add i64 %v346, %t330
  %p348 = getelementptr float, ptr %buf.y, i64 %v347
  store <16 x float> %v333, ptr %p348, align 4
  %t349 = add i64 %k0, 16
  %p350 = getelementptr float, ptr %buf.b, i64 %t349
  %ld351 = load <16 x float>, ptr %p350, align 4
  %v352 = fadd contract <16 x float> %ld351, %t274
  %v353 = sub i64 %size.R, 1
  %v354 = sub i64 %size.H, %v353
  %v355 = sub i64 %v354, 1
  %v356 = add i64 %v355, 1
  %v357 = mul i64 %n, %v356
  %v358 = add i64 %v357, %t325
  %v359 = sub i64 %size.S, 1
  %v360 = sub i64 %size.W, %v359
  %v361 = sub i64 %v360, 1
  %v362 = add i64 %v361, 1
  %v363 = mul i64 %v358, %v362
  %v364 = add i64 %v363, %t326
  %v365 = mul i64 %v364, %size.K
  %v366 = add i64 %v365, %t349
  %p367 = getelementptr float, ptr %buf.y, i64 %v366
  store <16 x float> %v352, ptr %p367, align 4
  %t368 = add i64 %k0, 32
  %p369 = getelementptr float, ptr %buf.b, i64 %t368
  %ld370 = load <16 x float>, ptr %p369, align 4
  %v371 = fadd contract <16 x float> %ld370, %t275
  %v372 = sub i64 %size.R, 1
  %v373 = sub i64 %size.H, %v372
  %v374 = sub i64 %v373, 1
  %v375 = add i64 %v374, 1
  %v376 = mul i64 %n, %v375
  %v377 = add i64 %v376, %t325
  %v378 = sub i64 %size.S, 1
  %v379 = sub i64 %size.W, %v378
  %v380 = sub i64 %v379, 1
  %v381 = add i64 %v380, 1
  %v382 = mul i64 %v377, %v381
  %v383 = add i64 %v382, %t326
  %v384 = mul i64 %v383, %size.K
  %v385 = add i64 %v384, %t368
  %p386 = getelementptr float, ptr %buf.y, i64 %v385
  store <16 x float> %v371, ptr %p386, align 4
  %t387 = add i64 %k0, 48
  %p388 = getelementptr float, ptr %buf.b, i64 %t387
  %ld389 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p388, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v390 = fadd contract <16 x float> %ld389, %t276
  %v391 = sub i64 %size.R, 1
  %v392 = sub i64 %size.H, %v391
  %v393 = sub i64 %v392, 1
  %v394 = add i64 %v393, 1
  %v395 = mul i64 %n, %v394
  %v396 = add i64 %v395, %t325
  %v397 = sub i64 %size.S, 1
  %v398 = sub i64 %size.W, %v397
  %v399 = sub i64 %v398, 1
  %v400 = add i64 %v399, 1
  %v401 = mul i64 %v396, %v400
  %v402 = add i64 %v401, %t326
  %v403 = mul i64 %v402, %size.K
  %v404 = add i64 %v403, %t387
  %p405 = getelementptr float, ptr %buf.y, i64 %v404
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v390, ptr align 4 %p405, <16 x i1> %mlast)
  br label %finnext328
finnext328:
  %t406 = add i64 %t326, 1
  %t407 = icmp sge i64 %t406, %t324
  %t408 = select i1 %t407, i64 0, i64 %t406
  %t409 = zext i1 %t407 to i64
  %t410 = add i64 %t325, %t409
  %t413 = icmp slt i64 1, %t10
  br i1 %t413, label %fin411, label %finnext412
fin411:
  %t414 = add i64 %k0, 0
  %p415 = getelementptr float, ptr %buf.b, i64 %t414
  %ld416 = load <16 x float>, ptr %p415, align 4
  %v417 = fadd contract <16 x float> %ld416, %t277
  %v418 = sub i64 %size.R, 1
  %v419 = sub i64 %size.H, %v418
  %v420 = sub i64 %v419, 1
  %v421 = add i64 %v420, 1
  %v422 = mul i64 %n, %v421
  %v423 = add i64 %v422, %t410
  %v424 = sub i64 %size.S, 1
  %v425 = sub i64 %size.W, %v424
  %v426 = sub i64 %v425, 1
  %v427 = add i64 %v426, 1
  %v428 = mul i64 %v423, %v427
  %v429 = add i64 %v428, %t408
  %v430 = mul i64 %v429, %size.K
  %v431 = add i64 %v430, %t414
  %p432 = getelementptr float, ptr %buf.y, i64 %v431
  store <16 x float> %v417, ptr %p432, align 4
  %t433 = add i64 %k0, 16
  %p434 = getelementptr float, ptr %buf.b, i64 %t433
  %ld435 = load <16 x float>, ptr %p434, align 4
  %v436 = fadd contract <16 x float> %ld435, %t278
  %v437 = sub i64 %size.R, 1
  %v438 = sub i64 %size.H, %v437
  %v439 = sub i64 %v438, 1
  %v440 = add i64 %v439, 1
  %v441 = mul i64 %n, %v440
  %v442 = add i64 %v441, %t410
  %v443 = sub i64 %size.S, 1
  %v444 = sub i64 %size.W, %v443
  %v445 = sub i64 %v444, 1
  %v446 = add i64 %v445, 1
  %v447 = mul i64 %v442, %v446
  %v448 = add i64 %v447, %t408
  %v449 = mul i64 %v448, %size.K
  %v450 = add i64 %v449, %t433
  %p451 = getelementptr float, ptr %buf.y, i64 %v450
  store <16 x float> %v436, ptr %p451, align 4
  %t452 = add i64 %k0, 32
  %p453 = getelementptr float, ptr %buf.b, i64 %t452
  %ld454 = load <16 x float>, ptr %p453, align 4
  %v455 = fadd contract <16 x float> %ld454, %t279
  %v456 = sub i64 %size.R, 1
  %v457 = sub i64 %size.H, %v456
  %v458 = sub i64 %v457, 1
  %v459 = add i64 %v458, 1
  %v460 = mul i64 %n, %v459
  %v461 = add i64 %v460, %t410
  %v462 = sub i64 %size.S, 1
  %v463 = sub i64 %size.W, %v462
  %v464 = sub i64 %v463, 1
  %v465 = add i64 %v464, 1
  %v466 = mul i64 %v461, %v465
  %v467 = add i64 %v466, %t408
  %v468 = mul i64 %v467, %size.K
  %v469 = add i64 %v468, %t452
  %p470 = getelementptr float, ptr %buf.y, i64 %v469
  store <16 x float> %v455, ptr %p470, align 4
  %t471 = add i64 %k0, 48
  %p472 = getelementptr float, ptr %buf.b, i64 %t471
  %ld473 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p472, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v474 = fadd contract <16 x float> %ld473, %t280
  %v475 = sub i64 %size.R, 1
  %v476 = sub i64 %size.H, %v475
  %v477 = sub i64 %v476, 1
  %v478 = add i64 %v477, 1
  %v479 = mul i64 %n, %v478
  %v480 = add i64 %v479, %t410
  %v481 = sub i64 %size.S, 1
  %v482 = sub i64 %size.W, %v481
  %v483 = sub i64 %v482, 1
  %v484 = add i64 %v483, 1
  %v485 = mul i64 %v480, %v484
  %v486 = add i64 %v485, %t408
  %v487 = mul i64 %v486, %size.K
  %v488 = add i64 %v487, %t471
  %p489 = getelementptr float, ptr %buf.y, i64 %v488
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v474, ptr align 4 %p489, <16 x i1> %mlast)
  br label %finnext412
finnext412:
  %t490 = add i64 %t408, 1
  %t491 = icmp sge i64 %t490, %t324
  %t492 = select i1 %t491, i64 0, i64 %t490
  %t493 = zext i1 %t491 to i64
  %t494 = add i64 %t410, %t493
  %t497 = icmp slt i64 2, %t10
  br i1 %t497, label %fin495, label %finnext496
fin495:
  %t498 = add i64 %k0, 0
  %p499 = getelementptr float, ptr %buf.b, i64 %t498
  %ld500 = load <16 x float>, ptr %p499, align 4
  %v501 = fadd contract <16 x float> %ld500, %t281
  %v502 = sub i64 %size.R, 1
  %v503 = sub i64 %size.H, %v502
  %v504 = sub i64 %v503, 1
  %v505 = add i64 %v504, 1
  %v506 = mul i64 %n, %v505
  %v507 = add i64 %v506, %t494
  %v508 = sub i64 %size.S, 1
  %v509 = sub i64 %size.W, %v508
  %v510 = sub i64 %v509, 1
  %v511 = add i64 %v510, 1
  %v512 = mul i64 %v507, %v511
  %v513 = add i64 %v512, %t492
  %v514 = mul i64 %v513, %size.K
  %v515 = add i64 %v514, %t498
  %p516 = getelementptr float, ptr %buf.y, i64 %v515
  store <16 x float> %v501, ptr %p516, align 4
  %t517 = add i64 %k0, 16
  %p518 = getelementptr float, ptr %buf.b, i64 %t517
  %ld519 = load <16 x float>, ptr %p518, align 4
  %v520 = fadd contract <16 x float> %ld519, %t282
  %v521 = sub i64 %size.R, 1
  %v522 = sub i64 %size.H, %v521
  %v523 = sub i64 %v522, 1
  %v524 = add i64 %v523, 1
  %v525 = mul i64 %n, %v524
  %v526 = add i64 %v525, %t494
  %v527 = sub i64 %size.S, 1
  %v528 = sub i64 %size.W, %v527
  %v529 = sub i64 %v528, 1
  %v530 = add i64 %v529, 1
  %v531 = mul i64 %v526, %v530
  %v532 = add i64 %v531, %t492
  %v533 = mul i64 %v532, %size.K
  %v534 = add i64 %v533, %t517
  %p535 = getelementptr float, ptr %buf.y, i64 %v534
  store <16 x float> %v520, ptr %p535, align 4
  %t536 = add i64 %k0, 32
  %p537 = getelementptr float, ptr %buf.b, i64 %t536
  %ld538 = load <16 x float>, ptr %p537, align 4
  %v539 = fadd contract <16 x float> %ld538, %t283
  %v540 = sub i64 %size.R, 1
  %v541 = sub i64 %size.H, %v540
  %v542 = sub i64 %v541, 1
  %v543 = add i64 %v542, 1
  %v544 = mul i64 %n, %v543
  %v545 = add i64 %v544, %t494
  %v546 = sub i64 %size.S, 1
  %v547 = sub i64 %size.W, %v546
  %v548 = sub i64 %v547, 1
  %v549 = add i64 %v548, 1
  %v550 = mul i64 %v545, %v549
  %v551 = add i64 %v550, %t492
  %v552 = mul i64 %v551, %size.K
  %v553 = add i64 %v552, %t536
  %p554 = getelementptr float, ptr %buf.y, i64 %v553
  store <16 x float> %v539, ptr %p554, align 4
  %t555 = add i64 %k0, 48
  %p556 = getelementptr float, ptr %buf.b, i64 %t555
  %ld557 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p556, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v558 = fadd contract <16 x float> %ld557, %t284
  %v559 = sub i64 %size.R, 1
  %v560 = sub i64 %size.H, %v559
  %v561 = sub i64 %v560, 1
  %v562 = add i64 %v561, 1
  %v563 = mul i64 %n, %v562
  %v564 = add i64 %v563, %t494
  %v565 = sub i64 %size.S, 1
  %v566 = sub i64 %size.W, %v565
  %v567 = sub i64 %v566, 1
  %v568 = add i64 %v567, 1
  %v569 = mul i64 %v564, %v568
  %v570 = add i64 %v569, %t492
  %v571 = mul i64 %v570, %size.K
  %v572 = add i64 %v571, %t555
  %p573 = getelementptr float, ptr %buf.y, i64 %v572
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v558, ptr align 4 %p573, <16 x i1> %mlast)
  br label %finnext496
finnext496:
  %t574 = add i64 %t492, 1
  %t575 = icmp sge i64 %t574, %t324
  %t576 = select i1 %t575, i64 0, i64 %t574
  %t577 = zext i1 %t575 to i64
  %t578 = add i64 %t494, %t577
  %t581 = icmp slt i64 3, %t10
  br i1 %t581, label %fin579, label %finnext580
fin579:
  %t582 = add i64 %k0, 0
  %p583 = getelementptr float, ptr %buf.b, i64 %t582
  %ld584 = load <16 x float>, ptr %p583, align 4
  %v585 = fadd contract <16 x float> %ld584, %t285
  %v586 = sub i64 %size.R, 1
  %v587 = sub i64 %size.H, %v586
  %v588 = sub i64 %v587, 1
  %v589 = add i64 %v588, 1
  %v590 = mul i64 %n, %v589
  %v591 = add i64 %v590, %t578
  %v592 = sub i64 %size.S, 1
  %v593 = sub i64 %size.W, %v592
  %v594 = sub i64 %v593, 1
  %v595 = add i64 %v594, 1
  %v596 = mul i64 %v591, %v595
  %v597 = add i64 %v596, %t576
  %v598 = mul i64 %v597, %size.K
  %v599 = add i64 %v598, %t582
  %p600 = getelementptr float, ptr %buf.y, i64 %v599
  store <16 x float> %v585, ptr %p600, align 4
  %t601 = add i64 %k0, 16
  %p602 = getelementptr float, ptr %buf.b, i64 %t601
  %ld603 = load <16 x float>, ptr %p602, align 4
  %v604 = fadd contract <16 x float> %ld603, %t286
  %v605 = sub i64 %size.R, 1
  %v606 = sub i64 %size.H, %v605
  %v607 = sub i64 %v606, 1
  %v608 = add i64 %v607, 1
  %v609 = mul i64 %n, %v608
  %v610 = add i64 %v609, %t578
  %v611 = sub i64 %size.S, 1
  %v612 = sub i64 %size.W, %v611
  %v613 = sub i64 %v612, 1
  %v614 = add i64 %v613, 1
  %v615 = mul i64 %v610, %v614
  %v616 = add i64 %v615, %t576
  %v617 = mul i64 %v616, %size.K
  %v618 = add i64 %v617, %t601
  %p619 = getelementptr float, ptr %buf.y, i64 %v618
  store <16 x float> %v604, ptr %p619, align 4
  %t620 = add i64 %k0, 32
  %p621 = getelementptr float, ptr %buf.b, i64 %t620
  %ld622 = load <16 x float>, ptr %p621, align 4
  %v623 = fadd contract <16 x float> %ld622, %t287
  %v624 = sub i64 %size.R, 1
  %v625 = sub i64 %size.H, %v624
  %v626 = sub i64 %v625, 1
  %v627 = add i64 %v626, 1
  %v628 = mul i64 %n, %v627
  %v629 = add i64 %v628, %t578
  %v630 = sub i64 %size.S, 1
  %v631 = sub i64 %size.W, %v630
  %v632 = sub i64 %v631, 1
  %v633 = add i64 %v632, 1
  %v634 = mul i64 %v629, %v633
  %v635 = add i64 %v634, %t576
  %v636 = mul i64 %v635, %size.K
  %v637 = add i64 %v636, %t620
  %p638 = getelementptr float, ptr %buf.y, i64 %v637
  store <16 x float> %v623, ptr %p638, align 4
  %t639 = add i64 %k0, 48
  %p640 = getelementptr float, ptr %buf.b, i64 %t639
  %ld641 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p640, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v642 = fadd contract <16 x float> %ld641, %t288
  %v643 = sub i64 %size.R, 1
  %v644 = sub i64 %size.H, %v643
  %v645 = sub i64 %v644, 1
  %v646 = add i64 %v645, 1
  %v647 = mul i64 %n, %v646
  %v648 = add i64 %v647, %t578
  %v649 = sub i64 %size.S, 1
  %v650 = sub i64 %size.W, %v649
  %v651 = sub i64 %v650, 1
  %v652 = add i64 %v651, 1
  %v653 = mul i64 %v648, %v652
  %v654 = add i64 %v653, %t576
  %v655 = mul i64 %v654, %size.K
  %v656 = add i64 %v655, %t639
  %p657 = getelementptr float, ptr %buf.y, i64 %v656
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v642, ptr align 4 %p657, <16 x i1> %mlast)
  br label %finnext580
finnext580:
  %t658 = add i64 %t576, 1
  %t659 = icmp sge i64 %t658, %t324
  %t660 = select i1 %t659, i64 0, i64 %t658
  %t661 = zext i1 %t659 to i64
  %t662 = add i64 %t578, %t661
  %t665 = icmp slt i64 4, %t10
  br i1 %t665, label %fin663, label %finnext664
fin663:
  %t666 = add i64 %k0, 0
  %p667 = getelementptr float, ptr %buf.b, i64 %t666
  %ld668 = load <16 x float>, ptr %p667, align 4
  %v669 = fadd contract <16 x float> %ld668, %t289
  %v670 = sub i64 %size.R, 1
  %v671 = sub i64 %size.H, %v670
  %v672 = sub i64 %v671, 1
  %v673 = add i64 %v672, 1
  %v674 = mul i64 %n, %v673
  %v675 = add i64 %v674, %t662
  %v676 = sub i64 %size.S, 1
  %v677 = sub i64 %size.W, %v676
  %v678 = sub i64 %v677, 1
  %v679 = add i64 %v678, 1
  %v680 = mul i64 %v675, %v679
  %v681 = add i64 %v680, %t660
  %v682 = mul i64 %v681, %size.K
  %v683 = add i64 %v682, %t666
  %p684 = getelementptr float, ptr %buf.y, i64 %v683
  store <16 x float> %v669, ptr %p684, align 4
  %t685 = add i64 %k0, 16
  %p686 = getelementptr float, ptr %buf.b, i64 %t685
  %ld687 = load <16 x float>, ptr %p686, align 4
  %v688 = fadd contract <16 x float> %ld687, %t290
  %v689 = sub i64 %size.R, 1
  %v690 = sub i64 %size.H, %v689
  %v691 = sub i64 %v690, 1
  %v692 = add i64 %v691, 1
  %v693 = mul i64 %n, %v692
  %v694 = add i64 %v693, %t662
  %v695 = sub i64 %size.S, 1
  %v696 = sub i64 %size.W, %v695
  %v697 = sub i64 %v696, 1
  %v698 = add i64 %v697, 1
  %v699 = mul i64 %v694, %v698
  %v700 = add i64 %v699, %t660
  %v701 = mul i64 %v700, %size.K
  %v702 = add i64 %v701, %t685
  %p703 = getelementptr float, ptr %buf.y, i64 %v702
  store <16 x float> %v688, ptr %p703, align 4
  %t704 = add i64 %k0, 32
  %p705 = getelementptr float, ptr %buf.b, i64 %t704
  %ld706 = load <16 x float>, ptr %p705, align 4
  %v707 = fadd contract <16 x float> %ld706, %t291
  %v708 = sub i64 %size.R, 1
  %v709 = sub i64 %size.H, %v708
  %v710 = sub i64 %v709, 1
  %v711 = add i64 %v710, 1
  %v712 = mul i64 %n, %v711
  %v713 = add i64 %v712, %t662
  %v714 = sub i64 %size.S, 1
  %v715 = sub i64 %size.W, %v714
  %v716 = sub i64 %v715, 1
  %v717 = add i64 %v716, 1
  %v718 = mul i64 %v713, %v717
  %v719 = add i64 %v718, %t660
  %v720 = mul i64 %v719, %size.K
  %v721 = add i64 %v720, %t704
  %p722 = getelementptr float, ptr %buf.y, i64 %v721
  store <16 x float> %v707, ptr %p722, align 4
  %t723 = add i64 %k0, 48
  %p724 = getelementptr float, ptr %buf.b, i64 %t723
  %ld725 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p724, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v726 = fadd contract <16 x float> %ld725, %t292
  %v727 = sub i64 %size.R, 1
  %v728 = sub i64 %size.H, %v727
  %v729 = sub i64 %v728, 1
  %v730 = add i64 %v729, 1
  %v731 = mul i64 %n, %v730
  %v732 = add i64 %v731, %t662
  %v733 = sub i64 %size.S, 1
  %v734 = sub i64 %size.W, %v733
  %v735 = sub i64 %v734, 1
  %v736 = add i64 %v735, 1
  %v737 = mul i64 %v732, %v736
  %v738 = add i64 %v737, %t660
  %v739 = mul i64 %v738, %size.K
  %v740 = add i64 %v739, %t723
  %p741 = getelementptr float, ptr %buf.y, i64 %v740
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v726, ptr align 4 %p741, <16 x i1> %mlast)
  br label %finnext664
finnext664:
  %t742 = add i64 %t660, 1
  %t743 = icmp sge i64 %t742, %t324
  %t744 = select i1 %t743, i64 0, i64 %t742
  %t745 = zext i1 %t743 to i64
  %t746 = add i64 %t662, %t745
  %t749 = icmp slt i64 5, %t10
  br i1 %t749, label %fin747, label %finnext748
fin747:
  %t750 = add i64 %k0, 0
  %p751 = getelementptr float, ptr %buf.b, i64 %t750
  %ld752 = load <16 x float>, ptr %p751, align 4
  %v753 = fadd contract <16 x float> %ld752, %t293
  %v754 = sub i64 %size.R, 1
  %v755 = sub i64 %size.H, %v754
  %v756 = sub i64 %v755, 1
  %v757 = add i64 %v756, 1
  %v758 = mul i64 %n, %v757
  %v759 = add i64 %v758, %t746
  %v760 = sub i64 %size.S, 1
  %v761 = sub i64 %size.W, %v760
  %v762 = sub i64 %v761, 1
  %v763 = add i64 %v762, 1
  %v764 = mul i64 %v759, %v763
  %v765 = add i64 %v764, %t744
  %v766 = mul i64 %v765, %size.K
  %v767 = add i64 %v766, %t750
  %p768 = getelementptr float, ptr %buf.y, i64 %v767
  store <16 x float> %v753, ptr %p768, align 4
  %t769 = add i64 %k0, 16
  %p770 = getelementptr float, ptr %buf.b, i64 %t769
  %ld771 = load <16 x float>, ptr %p770, align 4
  %v772 = fadd contract <16 x float> %ld771, %t294
  %v773 = sub i64 %size.R, 1
  %v774 = sub i64 %size.H, %v773
  %v775 = sub i64 %v774, 1
  %v776 = add i64 %v775, 1
  %v777 = mul i64 %n, %v776
  %v778 = add i64 %v777, %t746
  %v779 = sub i64 %size.S, 1
  %v780 = sub i64 %size.W, %v779
  %v781 = sub i64 %v780, 1
  %v782 = add i64 %v781, 1
  %v783 = mul i64 %v778, %v782
  %v784 = add i64 %v783, %t744
  %v785 = mul i64 %v784, %size.K
  %v786 = add i64 %v785, %t769
  %p787 = getelementptr float, ptr %buf.y, i64 %v786
  store <16 x float> %v772, ptr %p787, align 4
  %t788 = add i64 %k0, 32
  %p789 = getelementptr float, ptr %buf.b, i64 %t788
  %ld790 = load <16 x float>, ptr %p789, align 4
  %v791 = fadd contract <16 x float> %ld790, %t295
  %v792 = sub i64 %size.R, 1
  %v793 = sub i64 %size.H, %v792
  %v794 = sub i64 %v793, 1
  %v795 = add i64 %v794, 1
  %v796 = mul i64 %n, %v795
  %v797 = add i64 %v796, %t746
  %v798 = sub i64 %size.S, 1
  %v799 = sub i64 %size.W, %v798
  %v800 = sub i64 %v799, 1
  %v801 = add i64 %v800, 1
  %v802 = mul i64 %v797, %v801
  %v803 = add i64 %v802, %t744
  %v804 = mul i64 %v803, %size.K
  %v805 = add i64 %v804, %t788
  %p806 = getelementptr float, ptr %buf.y, i64 %v805
  store <16 x float> %v791, ptr %p806, align 4
  %t807 = add i64 %k0, 48
  %p808 = getelementptr float, ptr %buf.b, i64 %t807
  %ld809 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p808, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v810 = fadd contract <16 x float> %ld809, %t296
  %v811 = sub i64 %size.R, 1
  %v812 = sub i64 %size.H, %v811
  %v813 = sub i64 %v812, 1
  %v814 = add i64 %v813, 1
  %v815 = mul i64 %n, %v814
  %v816 = add i64 %v815, %t746
  %v817 = sub i64 %size.S, 1
  %v818 = sub i64 %size.W, %v817
  %v819 = sub i64 %v818, 1
  %v820 = add i64 %v819, 1
  %v821 = mul i64 %v816, %v820
  %v822 = add i64 %v821, %t744
  %v823 = mul i64 %v822, %size.K
  %v824 = add i64 %v823, %t807
  %p825 = getelementptr float, ptr %buf.y, i64 %v824
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v810, ptr align 4 %p825, <16 x i1> %mlast)
  br label %finnext748
finnext748:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t826 = icmp slt i64 %j.next, %ntiles
  br i1 %t826, label %tile, label %exit
exit:
  ret void
}

define void @"jr.op.conv2d_nhwc_panels.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %k.addr.29 = alloca i64, align 64
  %acc35 = alloca <16 x float>, align 64
  %acc36 = alloca <16 x float>, align 64
  %acc37 = alloca <16 x float>, align 64
  %acc38 = alloca <16 x float>, align 64
  %r.addr.39 = alloca i64, align 64
  %s.addr.45 = alloca i64, align 64
  %c.addr.51 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.R, 1
  %v10 = sub i64 %size.H, %v9
  %v11 = sub i64 %v10, 1
  %v12 = add i64 %v11, 1
  store i64 0, ptr %p.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %p.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  %v19 = sub i64 %size.S, 1
  %v20 = sub i64 %size.W, %v19
  %v21 = sub i64 %v20, 1
  %v22 = add i64 %v21, 1
  store i64 0, ptr %q.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %q.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  store i64 0, ptr %k.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %k.addr.29
  %v34 = icmp slt i64 %i33, %size.K
  br i1 %v34, label %body31, label %exit32
body31:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc35
  store <16 x float> splat (float 0x0000000000000000), ptr %acc36
  store <16 x float> splat (float 0x0000000000000000), ptr %acc37
  store <16 x float> splat (float 0x0000000000000000), ptr %acc38
  store i64 0, ptr %r.addr.39
  br label %cond40
cond40:
  %i43 = load i64, ptr %r.addr.39
  %v44 = icmp slt i64 %i43, %size.R
  br i1 %v44, label %body41, label %exit42
body41:
  store i64 0, ptr %s.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %s.addr.45
  %v50 = icmp slt i64 %i49, %size.S
  br i1 %v50, label %body47, label %exit48
body47:
  store i64 0, ptr %c.addr.51
  %v52 = sub i64 %size.C, 64
  br label %cond53
cond53:
  %i56 = load i64, ptr %c.addr.51
  %v57 = icmp sle i64 %i56, %v52
  br i1 %v57, label %body54, label %exit55
body54:
  %v58 = add i64 %i17, %i43
  %v59 = icmp sge i64 %v58, 0
  %v60 = icmp slt i64 %v58, %size.H
  %v61 = and i1 %v59, %v60
  %v62 = add i64 %i27, %i49
  %v63 = icmp sge i64 %v62, 0
  %v64 = icmp slt i64 %v62, %size.W
  %v65 = and i1 %v63, %v64
  %v66 = and i1 %v61, %v65
  %v67 = mul i64 %i7, %size.H
  %v68 = add i64 %i17, %i43
  %v69 = add i64 %v67, %v68
  %v70 = mul i64 %v69, %size.W
  %v71 = add i64 %i27, %i49
  %v72 = add i64 %v70, %v71
  %v73 = mul i64 %v72, %size.C
  %v74 = add i64 %v73, %i56
  %p75 = getelementptr float, ptr %buf.x, i64 %v74
  %ins76 = insertelement <16 x i1> poison, i1 %v66, i64 0
  %splat77 = shufflevector <16 x i1> %ins76, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p75, <16 x i1> %splat77, <16 x float> zeroinitializer)
  %v79 = sdiv i64 %i33, %size.P
  %v80 = srem i64 %i33, %size.P
  %v81 = icmp ne i64 %v80, 0
  %v82 = icmp slt i64 %v80, 0
  %v83 = icmp slt i64 %size.P, 0
  %v84 = xor i1 %v82, %v83
  %v85 = and i1 %v81, %v84
  %v86 = zext i1 %v85 to i64
  %v87 = sub i64 %v79, %v86
  %v88 = icmp sge i64 %v87, 0
  %v89 = icmp slt i64 %v87, %size.J
  %v90 = and i1 %v88, %v89
  %v91 = sdiv i64 %i33, %size.P
  %v92 = srem i64 %i33, %size.P
  %v93 = icmp ne i64 %v92, 0
  %v94 = icmp slt i64 %v92, 0
  %v95 = icmp slt i64 %size.P, 0
  %v96 = xor i1 %v94, %v95
  %v97 = and i1 %v93, %v96
  %v98 = add i64 %v92, %size.P
  %v99 = select i1 %v97, i64 %v98, i64 %v92
  %v100 = icmp sge i64 %v99, 0
  %v101 = icmp slt i64 %v99, %size.P
  %v102 = and i1 %v100, %v101
  %v103 = and i1 %v90, %v102
  %v104 = sdiv i64 %i33, %size.P
  %v105 = srem i64 %i33, %size.P
  %v106 = icmp ne i64 %v105, 0
  %v107 = icmp slt i64 %v105, 0
  %v108 = icmp slt i64 %size.P, 0
  %v109 = xor i1 %v107, %v108
  %v110 = and i1 %v106, %v109
  %v111 = zext i1 %v110 to i64
  %v112 = sub i64 %v104, %v111
  %v113 = mul i64 %v112, %size.R
  %v114 = add i64 %v113, %i43
  %v115 = mul i64 %v114, %size.S
  %v116 = add i64 %v115, %i49
  %v117 = mul i64 %v116, %size.C
  %ins118 = insertelement <16 x i64> poison, i64 %i56, i64 0
  %splat119 = shufflevector <16 x i64> %ins118, <16 x i64> poison, <16 x i32> zeroinitializer
  %step120 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane121 = add <16 x i64> %splat119, %step120
  %ins122 = insertelement <16 x i64> poison, i64 %v117, i64 0
  %splat123 = shufflevector <16 x i64> %ins122, <16 x i64> poison, <16 x i32> zeroinitializer
  %v124 = add <16 x i64> %splat123, %lane121
  %ins125 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat126 = shufflevector <16 x i64> %ins125, <16 x i64> poison, <16 x i32> zeroinitializer
  %v127 = mul <16 x i64> %v124, %splat126
  %v128 = sdiv i64 %i33, %size.P
  %v129 = srem i64 %i33, %size.P
  %v130 = icmp ne i64 %v129, 0
  %v131 = icmp slt i64 %v129, 0
  %v132 = icmp slt i64 %size.P, 0
  %v133 = xor i1 %v131, %v132
  %v134 = and i1 %v130, %v133
  %v135 = add i64 %v129, %size.P
  %v136 = select i1 %v134, i64 %v135, i64 %v129
  %ins137 = insertelement <16 x i64> poison, i64 %v136, i64 0
  %splat138 = shufflevector <16 x i64> %ins137, <16 x i64> poison, <16 x i32> zeroinitializer
  %v139 = add <16 x i64> %v127, %splat138
  %ps140 = getelementptr float, ptr %buf.w, <16 x i64> %v139
  %ins141 = insertelement <16 x i1> poison, i1 %v103, i64 0
  %splat142 = shufflevector <16 x i1> %ins141, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld143 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps140, <16 x i1> %splat142, <16 x float> zeroinitializer)
  %v144 = fmul contract <16 x float> %ld78, %ld143
  %v145 = add i64 %i17, %i43
  %v146 = icmp sge i64 %v145, 0
  %v147 = icmp slt i64 %v145, %size.H
  %v148 = and i1 %v146, %v147
  %v149 = add i64 %i27, %i49
  %v150 = icmp sge i64 %v149, 0
  %v151 = icmp slt i64 %v149, %size.W
  %v152 = and i1 %v150, %v151
  %v153 = and i1 %v148, %v152
  %v154 = sdiv i64 %i33, %size.P
  %v155 = srem i64 %i33, %size.P
  %v156 = icmp ne i64 %v155, 0
  %v157 = icmp slt i64 %v155, 0
  %v158 = icmp slt i64 %size.P, 0
  %v159 = xor i1 %v157, %v158
  %v160 = and i1 %v156, %v159
  %v161 = zext i1 %v160 to i64
  %v162 = sub i64 %v154, %v161
  %v163 = icmp sge i64 %v162, 0
  %v164 = icmp slt i64 %v162, %size.J
  %v165 = and i1 %v163, %v164
  %v166 = sdiv i64 %i33, %size.P
  %v167 = srem i64 %i33, %size.P
  %v168 = icmp ne i64 %v167, 0
  %v169 = icmp slt i64 %v167, 0
  %v170 = icmp slt i64 %size.P, 0
  %v171 = xor i1 %v169, %v170
  %v172 = and i1 %v168, %v171
  %v173 = add i64 %v167, %size.P
  %v174 = select i1 %v172, i64 %v173, i64 %v167
  %v175 = icmp sge i64 %v174, 0
  %v176 = icmp slt i64 %v174, %size.P
  %v177 = and i1 %v175, %v176
  %v178 = and i1 %v165, %v177
  %v179 = and i1 %v153, %v178
  %old180 = load <16 x float>, ptr %acc35
  %v181 = fadd <16 x float> %old180, %v144
  %ins182 = insertelement <16 x i1> poison, i1 %v179, i64 0
  %splat183 = shufflevector <16 x i1> %ins182, <16 x i1> poison, <16 x i32> zeroinitializer
  %v184 = select <16 x i1> %splat183, <16 x float> %v181, <16 x float> %old180
  store <16 x float> %v184, ptr %acc35
  %v185 = add nsw i64 %i56, 16
  %v186 = add i64 %i17, %i43
  %v187 = icmp sge i64 %v186, 0
  %v188 = icmp slt i64 %v186, %size.H
  %v189 = and i1 %v187, %v188
  %v190 = add i64 %i27, %i49
  %v191 = icmp sge i64 %v190, 0
  %v192 = icmp slt i64 %v190, %size.W
  %v193 = and i1 %v191, %v192
  %v194 = and i1 %v189, %v193
  %v195 = mul i64 %i7, %size.H
  %v196 = add i64 %i17, %i43
  %v197 = add i64 %v195, %v196
  %v198 = mul i64 %v197, %size.W
  %v199 = add i64 %i27, %i49
  %v200 = add i64 %v198, %v199
  %v201 = mul i64 %v200, %size.C
  %v202 = add i64 %v201, %v185
  %p203 = getelementptr float, ptr %buf.x, i64 %v202
  %ins204 = insertelement <16 x i1> poison, i1 %v194, i64 0
  %splat205 = shufflevector <16 x i1> %ins204, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld206 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p203, <16 x i1> %splat205, <16 x float> zeroinitializer)
  %v207 = sdiv i64 %i33, %size.P
  %v208 = srem i64 %i33, %size.P
  %v209 = icmp ne i64 %v208, 0
  %v210 = icmp slt i64 %v208, 0
  %v211 = icmp slt i64 %size.P, 0
  %v212 = xor i1 %v210, %v211
  %v213 = and i1 %v209, %v212
  %v214 = zext i1 %v213 to i64
  %v215 = sub i64 %v207, %v214
  %v216 = icmp sge i64 %v215, 0
  %v217 = icmp slt i64 %v215, %size.J
  %v218 = and i1 %v216, %v217
  %v219 = sdiv i64 %i33, %size.P
  %v220 = srem i64 %i33, %size.P
  %v221 = icmp ne i64 %v220, 0
  %v222 = icmp slt i64 %v220, 0
  %v223 = icmp slt i64 %size.P, 0
  %v224 = xor i1 %v222, %v223
  %v225 = and i1 %v221, %v224
  %v226 = add i64 %v220, %size.P
  %v227 = select i1 %v225, i64 %v226, i64 %v220
  %v228 = icmp sge i64 %v227, 0
  %v229 = icmp slt i64 %v227, %size.P
  %v230 = and i1 %v228, %v229
  %v231 = and i1 %v218, %v230
  %v232 = sdiv i64 %i33, %size.P
  %v233 = srem i64 %i33, %size.P
  %v234 = icmp ne i64 %v233, 0
  %v235 = icmp slt i64 %v233, 0
  %v236 = icmp slt i64 %size.P, 0
  %v237 = xor i1 %v235, %v236
  %v238 = and i1 %v234, %v237
  %v239 = zext i1 %v238 to i64
  %v240 = sub i64 %v232, %v239
  %v241 = mul i64 %v240, %size.R
  %v242 = add i64 %v241, %i43
  %v243 = mul i64 %v242, %size.S
  %v244 = add i64 %v243, %i49
  %v245 = mul i64 %v244, %size.C
  %ins246 = insertelement <16 x i64> poison, i64 %v185, i64 0
  %splat247 = shufflevector <16 x i64> %ins246, <16 x i64> poison, <16 x i32> zeroinitializer
  %step248 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane249 = add <16 x i64> %splat247, %step248
  %ins250 = insertelement <16 x i64> poison, i64 %v245, i64 0
  %splat251 = shufflevector <16 x i64> %ins250, <16 x i64> poison, <16 x i32> zeroinitializer
  %v252 = add <16 x i64> %splat251, %lane249
  %ins253 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat254 = shufflevector <16 x i64> %ins253, <16 x i64> poison, <16 x i32> zeroinitializer
  %v255 = mul <16 x i64> %v252, %splat254
  %v256 = sdiv i64 %i33, %size.P
  %v257 = srem i64 %i33, %size.P
  %v258 = icmp ne i64 %v257, 0
  %v259 = icmp slt i64 %v257, 0
  %v260 = icmp slt i64 %size.P, 0
  %v261 = xor i1 %v259, %v260
  %v262 = and i1 %v258, %v261
  %v263 = add i64 %v257, %size.P
  %v264 = select i1 %v262, i64 %v263, i64 %v257
  %ins265 = insertelement <16 x i64> poison, i64 %v264, i64 0
  %splat266 = shufflevector <16 x i64> %ins265, <16 x i64> poison, <16 x i32> zeroinitializer
  %v267 = add <16 x i64> %v255, %splat266
  %ps268 = getelementptr float, ptr %buf.w, <16 x i64> %v267
  %ins269 = insertelement <16 x i1> poison, i1 %v231, i64 0
  %splat270 = shufflevector <16 x i1> %ins269, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld271 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps268, <16 x i1> %splat270, <16 x float> zeroinitializer)
  %v272 = fmul contract <16 x float> %ld206, %ld271
  %v273 = add i64 %i17, %i43
  %v274 = icmp sge i64 %v273, 0
  %v275 = icmp slt i64 %v273, %size.H
  %v276 = and i1 %v274, %v275
  %v277 = add i64 %i27, %i49
  %v278 = icmp sge i64 %v277, 0
  %v279 = icmp slt i64 %v277, %size.W
  %v280 = and i1 %v278, %v279
  %v281 = and i1 %v276, %v280
  %v282 = sdiv i64 %i33, %size.P
  %v283 = srem i64 %i33, %size.P
  %v284 = icmp ne i64 %v283, 0
  %v285 = icmp slt i64 %v283, 0
  %v286 = icmp slt i64 %size.P, 0
  %v287 = xor i1 %v285, %v286
  %v288 = and i1 %v284, %v287
  %v289 = zext i1 %v288 to i64
  %v290 = sub i64 %v282, %v289
  %v291 = icmp sge i64 %v290, 0
  %v292 = icmp slt i64 %v290, %size.J
  %v293 = and i1 %v291, %v292
  %v294 = sdiv i64 %i33, %size.P
  %v295 = srem i64 %i33, %size.P
  %v296 = icmp ne i64 %v295, 0
  %v297 = icmp slt i64 %v295, 0
  %v298 = icmp slt i64 %size.P, 0
  %v299 = xor i1 %v297, %v298
  %v300 = and i1 %v296, %v299
  %v301 = add i64 %v295, %size.P
  %v302 = select i1 %v300, i64 %v301, i64 %v295
  %v303 = icmp sge i64 %v302, 0
  %v304 = icmp slt i64 %v302, %size.P
  %v305 = and i1 %v303, %v304
  %v306 = and i1 %v293, %v305
  %v307 = and i1 %v281, %v306
  %old308 = load <16 x float>, ptr %acc36
  %v309 = fadd <16 x float> %old308, %v272
  %ins310 = insertelement <16 x i1> poison, i1 %v307, i64 0
  %splat311 = shufflevector <16 x i1> %ins310, <16 x i1> poison, <16 x i32> zeroinitializer
  %v312 = select <16 x i1> %splat311, <16 x float> %v309, <16 x float> %old308
  store <16 x float> %v312, ptr %acc36
  %v313 = add nsw i64 %i56, 32
  %v314 = add i64 %i17, %i43
  %v315 = icmp sge i64 %v314, 0
  %v316 = icmp slt i64 %v314, %size.H
  %v317 = and i1 %v315, %v316
  %v318 = add i64 %i27, %i49
  %v319 = icmp sge i64 %v318, 0
  %v320 = icmp slt i64 %v318, %size.W
  %v321 = and i1 %v319, %v320
  %v322 = and i1 %v317, %v321
  %v323 = mul i64 %i7, %size.H
  %v324 = add i64 %i17, %i43
  %v325 = add i64 %v323, %v324
  %v326 = mul i64 %v325, %size.W
  %v327 = add i64 %i27, %i49
  %v328 = add i64 %v326, %v327
  %v329 = mul i64 %v328, %size.C
  %v330 = add i64 %v329, %v313
  %p331 = getelementptr float, ptr %buf.x, i64 %v330
  %ins332 = insertelement <16 x i1> poison, i1 %v322, i64 0
  %splat333 = shufflevector <16 x i1> %ins332, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld334 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p331, <16 x i1> %splat333, <16 x float> zeroinitializer)
  %v335 = sdiv i64 %i33, %size.P
  %v336 = srem i64 %i33, %size.P
  %v337 = icmp ne i64 %v336, 0
  %v338 = icmp slt i64 %v336, 0
  %v339 = icmp slt i64 %size.P, 0
  %v340 = xor i1 %v338, %v339
  %v341 = and i1 %v337, %v340
  %v342 = zext i1 %v341 to i64
  %v343 = sub i64 %v335, %v342
  %v344 = icmp sge i64 %v343, 0
  %v345 = icmp slt i64 %v343, %size.J
  %v346 = and i1 %v344, %v345
  %v347 = sdiv i64 %i33, %size.P
  %v348 = srem i64 %i33, %size.P
  %v349 = icmp ne i64 %v348, 0
  %v350 = icmp slt i64 %v348, 0
  %v351 = icmp slt i64 %size.P, 0
  %v352 = xor i1 %v350, %v351
  %v353 = and i1 %v349, %v352
  %v354 = add i64 %v348, %size.P
  %v355 = select i1 %v353, i64 %v354, i64 %v348
  %v356 = icmp sge i64 %v355, 0
  %v357 = icmp slt i64 %v355, %size.P
  %v358 = and i1 %v356, %v357
  %v359 = and i1 %v346, %v358
  %v360 = sdiv i64 %i33, %size.P
  %v361 = srem i64 %i33, %size.P
  %v362 = icmp ne i64 %v361, 0
  %v363 = icmp slt i64 %v361, 0
  %v364 = icmp slt i64 %size.P, 0
  %v365 = xor i1 %v363, %v364
  %v366 = and i1 %v362, %v365
  %v367 = zext i1 %v366 to i64
  %v368 = sub i64 %v360, %v367
  %v369 = mul i64 %v368, %size.R
  %v370 = add i64 %v369, %i43
  %v371 = mul i64 %v370, %size.S
  %v372 = add i64 %v371, %i49
  %v373 = mul i64 %v372, %size.C
  %ins374 = insertelement <16 x i64> poison, i64 %v313, i64 0
  %splat375 = shufflevector <16 x i64> %ins374, <16 x i64> poison, <16 x i32> zeroinitializer
  %step376 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane377 = add <16 x i64> %splat375, %step376
  %ins378 = insertelement <16 x i64> poison, i64 %v373, i64 0
  %splat379 = shufflevector <16 x i64> %ins378, <16 x i64> poison, <16 x i32> zeroinitializer
  %v380 = add <16 x i64> %splat379, %lane377
  %ins381 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat382 = shufflevector <16 x i64> %ins381, <16 x i64> poison, <16 x i32> zeroinitializer
  %v383 = mul <16 x i64> %v380, %splat382
  %v384 = sdiv i64 %i33, %size.P
  %v385 = srem i64 %i33, %size.P
  %v386 = icmp ne i64 %v385, 0
  %v387 = icmp slt i64 %v385, 0
  %v388 = icmp slt i64 %size.P, 0
  %v389 = xor i1 %v387, %v388
  %v390 = and i1 %v386, %v389
  %v391 = add i64 %v385, %size.P
  %v392 = select i1 %v390, i64 %v391, i64 %v385
  %ins393 = insertelement <16 x i64> poison, i64 %v392, i64 0
  %splat394 = shufflevector <16 x i64> %ins393, <16 x i64> poison, <16 x i32> zeroinitializer
  %v395 = add <16 x i64> %v383, %splat394
  %ps396 = getelementptr float, ptr %buf.w, <16 x i64> %v395
  %ins397 = insertelement <16 x i1> poison, i1 %v359, i64 0
  %splat398 = shufflevector <16 x i1> %ins397, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld399 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps396, <16 x i1> %splat398, <16 x float> zeroinitializer)
  %v400 = fmul contract <16 x float> %ld334, %ld399
  %v401 = add i64 %i17, %i43
  %v402 = icmp sge i64 %v401, 0
  %v403 = icmp slt i64 %v401, %size.H
  %v404 = and i1 %v402, %v403
  %v405 = add i64 %i27, %i49
  %v406 = icmp sge i64 %v405, 0
  %v407 = icmp slt i64 %v405, %size.W
  %v408 = and i1 %v406, %v407
  %v409 = and i1 %v404, %v408
  %v410 = sdiv i64 %i33, %size.P
  %v411 = srem i64 %i33, %size.P
  %v412 = icmp ne i64 %v411, 0
  %v413 = icmp slt i64 %v411, 0
  %v414 = icmp slt i64 %size.P, 0
  %v415 = xor i1 %v413, %v414
  %v416 = and i1 %v412, %v415
  %v417 = zext i1 %v416 to i64
  %v418 = sub i64 %v410, %v417
  %v419 = icmp sge i64 %v418, 0
  %v420 = icmp slt i64 %v418, %size.J
  %v421 = and i1 %v419, %v420
  %v422 = sdiv i64 %i33, %size.P
  %v423 = srem i64 %i33, %size.P
  %v424 = icmp ne i64 %v423, 0
  %v425 = icmp slt i64 %v423, 0
  %v426 = icmp slt i64 %size.P, 0
  %v427 = xor i1 %v425, %v426
  %v428 = and i1 %v424, %v427
  %v429 = add i64 %v423, %size.P
  %v430 = select i1 %v428, i64 %v429, i64 %v423
  %v431 = icmp sge i64 %v430, 0
  %v432 = icmp slt i64 %v430, %size.P
  %v433 = and i1 %v431, %v432
  %v434 = and i1 %v421, %v433
  %v435 = and i1 %v409, %v434
  %old436 = load <16 x float>, ptr %acc37
  %v437 = fadd <16 x float> %old436, %v400
  %ins438 = insertelement <16 x i1> poison, i1 %v435, i64 0
  %splat439 = shufflevector <16 x i1> %ins438, <16 x i1> poison, <16 x i32> zeroinitializer
  %v440 = select <16 x i1> %splat439, <16 x float> %v437, <16 x float> %old436
  store <16 x float> %v440, ptr %acc37
  %v441 = add nsw i64 %i56, 48
  %v442 = add i64 %i17, %i43
  %v443 = icmp sge i64 %v442, 0
  %v444 = icmp slt i64 %v442, %size.H
  %v445 = and i1 %v443, %v444
  %v446 = add i64 %i27, %i49
  %v447 = icmp sge i64 %v446, 0
  %v448 = icmp slt i64 %v446, %size.W
  %v449 = and i1 %v447, %v448
  %v450 = and i1 %v445, %v449
  %v451 = mul i64 %i7, %size.H
  %v452 = add i64 %i17, %i43
  %v453 = add i64 %v451, %v452
  %v454 = mul i64 %v453, %size.W
  %v455 = add i64 %i27, %i49
  %v456 = add i64 %v454, %v455
  %v457 = mul i64 %v456, %size.C
  %v458 = add i64 %v457, %v441
  %p459 = getelementptr float, ptr %buf.x, i64 %v458
  %ins460 = insertelement <16 x i1> poison, i1 %v450, i64 0
  %splat461 = shufflevector <16 x i1> %ins460, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld462 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p459, <16 x i1> %splat461, <16 x float> zeroinitializer)
  %v463 = sdiv i64 %i33, %size.P
  %v464 = srem i64 %i33, %size.P
  %v465 = icmp ne i64 %v464, 0
  %v466 = icmp slt i64 %v464, 0
  %v467 = icmp slt i64 %size.P, 0
  %v468 = xor i1 %v466, %v467
  %v469 = and i1 %v465, %v468
  %v470 = zext i1 %v469 to i64
  %v471 = sub i64 %v463, %v470
  %v472 = icmp sge i64 %v471, 0
  %v473 = icmp slt i64 %v471, %size.J
  %v474 = and i1 %v472, %v473
  %v475 = sdiv i64 %i33, %size.P
  %v476 = srem i64 %i33, %size.P
  %v477 = icmp ne i64 %v476, 0
  %v478 = icmp slt i64 %v476, 0
  %v479 = icmp slt i64 %size.P, 0
  %v480 = xor i1 %v478, %v479
  %v481 = and i1 %v477, %v480
  %v482 = add i64 %v476, %size.P
  %v483 = select i1 %v481, i64 %v482, i64 %v476
  %v484 = icmp sge i64 %v483, 0
  %v485 = icmp slt i64 %v483, %size.P
  %v486 = and i1 %v484, %v485
  %v487 = and i1 %v474, %v486
  %v488 = sdiv i64 %i33, %size.P
  %v489 = srem i64 %i33, %size.P
  %v490 = icmp ne i64 %v489, 0
  %v491 = icmp slt i64 %v489, 0
  %v492 = icmp slt i64 %size.P, 0
  %v493 = xor i1 %v491, %v492
  %v494 = and i1 %v490, %v493
  %v495 = zext i1 %v494 to i64
  %v496 = sub i64 %v488, %v495
  %v497 = mul i64 %v496, %size.R
  %v498 = add i64 %v497, %i43
  %v499 = mul i64 %v498, %size.S
  %v500 = add i64 %v499, %i49
  %v501 = mul i64 %v500, %size.C
  %ins502 = insertelement <16 x i64> poison, i64 %v441, i64 0
  %splat503 = shufflevector <16 x i64> %ins502, <16 x i64> poison, <16 x i32> zeroinitializer
  %step504 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane505 = add <16 x i64> %splat503, %step504
  %ins506 = insertelement <16 x i64> poison, i64 %v501, i64 0
  %splat507 = shufflevector <16 x i64> %ins506, <16 x i64> poison, <16 x i32> zeroinitializer
  %v508 = add <16 x i64> %splat507, %lane505
  %ins509 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat510 = shufflevector <16 x i64> %ins509, <16 x i64> poison, <16 x i32> zeroinitializer
  %v511 = mul <16 x i64> %v508, %splat510
  %v512 = sdiv i64 %i33, %size.P
  %v513 = srem i64 %i33, %size.P
  %v514 = icmp ne i64 %v513, 0
  %v515 = icmp slt i64 %v513, 0
  %v516 = icmp slt i64 %size.P, 0
  %v517 = xor i1 %v515, %v516
  %v518 = and i1 %v514, %v517
  %v519 = add i64 %v513, %size.P
  %v520 = select i1 %v518, i64 %v519, i64 %v513
  %ins521 = insertelement <16 x i64> poison, i64 %v520, i64 0
  %splat522 = shufflevector <16 x i64> %ins521, <16 x i64> poison, <16 x i32> zeroinitializer
  %v523 = add <16 x i64> %v511, %splat522
  %ps524 = getelementptr float, ptr %buf.w, <16 x i64> %v523
  %ins525 = insertelement <16 x i1> poison, i1 %v487, i64 0
  %splat526 = shufflevector <16 x i1> %ins525, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld527 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps524, <16 x i1> %splat526, <16 x float> zeroinitializer)
  %v528 = fmul contract <16 x float> %ld462, %ld527
  %v529 = add i64 %i17, %i43
  %v530 = icmp sge i64 %v529, 0
  %v531 = icmp slt i64 %v529, %size.H
  %v532 = and i1 %v530, %v531
  %v533 = add i64 %i27, %i49
  %v534 = icmp sge i64 %v533, 0
  %v535 = icmp slt i64 %v533, %size.W
  %v536 = and i1 %v534, %v535
  %v537 = and i1 %v532, %v536
  %v538 = sdiv i64 %i33, %size.P
  %v539 = srem i64 %i33, %size.P
  %v540 = icmp ne i64 %v539, 0
  %v541 = icmp slt i64 %v539, 0
  %v542 = icmp slt i64 %size.P, 0
  %v543 = xor i1 %v541, %v542
  %v544 = and i1 %v540, %v543
  %v545 = zext i1 %v544 to i64
  %v546 = sub i64 %v538, %v545
  %v547 = icmp sge i64 %v546, 0
  %v548 = icmp slt i64 %v546, %size.J
  %v549 = and i1 %v547, %v548
  %v550 = sdiv i64 %i33, %size.P
  %v551 = srem i64 %i33, %size.P
  %v552 = icmp ne i64 %v551, 0
  %v553 = icmp slt i64 %v551, 0
  %v554 = icmp slt i64 %size.P, 0
  %v555 = xor i1 %v553, %v554
  %v556 = and i1 %v552, %v555
  %v557 = add i64 %v551, %size.P
  %v558 = select i1 %v556, i64 %v557, i64 %v551
  %v559 = icmp sge i64 %v558, 0
  %v560 = icmp slt i64 %v558, %size.P
  %v561 = and i1 %v559, %v560
  %v562 = and i1 %v549, %v561
  %v563 = and i1 %v537, %v562
  %old564 = load <16 x float>, ptr %acc38
  %v565 = fadd <16 x float> %old564, %v528
  %ins566 = insertelement <16 x i1> poison, i1 %v563, i64 0
  %splat567 = shufflevector <16 x i1> %ins566, <16 x i1> poison, <16 x i32> zeroinitializer
  %v568 = select <16 x i1> %splat567, <16 x float> %v565, <16 x float> %old564
  store <16 x float> %v568, ptr %acc38
  %v569 = add nsw i64 %i56, 64
  store i64 %v569, ptr %c.addr.51
  br label %cond53
exit55:
  %v570 = sub i64 %size.C, 16
  br label %cond571
cond571:
  %i574 = load i64, ptr %c.addr.51
  %v575 = icmp sle i64 %i574, %v570
  br i1 %v575, label %body572, label %exit573
body572:
  %v576 = add i64 %i17, %i43
  %v577 = icmp sge i64 %v576, 0
  %v578 = icmp slt i64 %v576, %size.H
  %v579 = and i1 %v577, %v578
  %v580 = add i64 %i27, %i49
  %v581 = icmp sge i64 %v580, 0
  %v582 = icmp slt i64 %v580, %size.W
  %v583 = and i1 %v581, %v582
  %v584 = and i1 %v579, %v583
  %v585 = mul i64 %i7, %size.H
  %v586 = add i64 %i17, %i43
  %v587 = add i64 %v585, %v586
  %v588 = mul i64 %v587, %size.W
  %v589 = add i64 %i27, %i49
  %v590 = add i64 %v588, %v589
  %v591 = mul i64 %v590, %size.C
  %v592 = add i64 %v591, %i574
  %p593 = getelementptr float, ptr %buf.x, i64 %v592
  %ins594 = insertelement <16 x i1> poison, i1 %v584, i64 0
  %splat595 = shufflevector <16 x i1> %ins594, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld596 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p593, <16 x i1> %splat595, <16 x float> zeroinitializer)
  %v597 = sdiv i64 %i33, %size.P
  %v598 = srem i64 %i33, %size.P
  %v599 = icmp ne i64 %v598, 0
  %v600 = icmp slt i64 %v598, 0
  %v601 = icmp slt i64 %size.P, 0
  %v602 = xor i1 %v600, %v601
  %v603 = and i1 %v599, %v602
  %v604 = zext i1 %v603 to i64
  %v605 = sub i64 %v597, %v604
  %v606 = icmp sge i64 %v605, 0
  %v607 = icmp slt i64 %v605, %size.J
  %v608 = and i1 %v606, %v607
  %v609 = sdiv i64 %i33, %size.P
  %v610 = srem i64 %i33, %size.P
  %v611 = icmp ne i64 %v610, 0
  %v612 = icmp slt i64 %v610, 0
  %v613 = icmp slt i64 %size.P, 0
  %v614 = xor i1 %v612, %v613
  %v615 = and i1 %v611, %v614
  %v616 = add i64 %v610, %size.P
  %v617 = select i1 %v615, i64 %v616, i64 %v610
  %v618 = icmp sge i64 %v617, 0
  %v619 = icmp slt i64 %v617, %size.P
  %v620 = and i1 %v618, %v619
  %v621 = and i1 %v608, %v620
  %v622 = sdiv i64 %i33, %size.P
  %v623 = srem i64 %i33, %size.P
  %v624 = icmp ne i64 %v623, 0
  %v625 = icmp slt i64 %v623, 0
  %v626 = icmp slt i64 %size.P, 0
  %v627 = xor i1 %v625, %v626
  %v628 = and i1 %v624, %v627
  %v629 = zext i1 %v628 to i64
  %v630 = sub i64 %v622, %v629
  %v631 = mul i64 %v630, %size.R
  %v632 = add i64 %v631, %i43
  %v633 = mul i64 %v632, %size.S
  %v634 = add i64 %v633, %i49
  %v635 = mul i64 %v634, %size.C
  %ins636 = insertelement <16 x i64> poison, i64 %i574, i64 0
  %splat637 = shufflevector <16 x i64> %ins636, <16 x i64> poison, <16 x i32> zeroinitializer
  %step638 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane639 = add <16 x i64> %splat637, %step638
  %ins640 = insertelement <16 x i64> poison, i64 %v635, i64 0
  %splat641 = shufflevector <16 x i64> %ins640, <16 x i64> poison, <16 x i32> zeroinitializer
  %v642 = add <16 x i64> %splat641, %lane639
  %ins643 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat644 = shufflevector <16 x i64> %ins643, <16 x i64> poison, <16 x i32> zeroinitializer
  %v645 = mul <16 x i64> %v642, %splat644
  %v646 = sdiv i64 %i33, %size.P
  %v647 = srem i64 %i33, %size.P
  %v648 = icmp ne i64 %v647, 0
  %v649 = icmp slt i64 %v647, 0
  %v650 = icmp slt i64 %size.P, 0
  %v651 = xor i1 %v649, %v650
  %v652 = and i1 %v648, %v651
  %v653 = add i64 %v647, %size.P
  %v654 = select i1 %v652, i64 %v653, i64 %v647
  %ins655 = insertelement <16 x i64> poison, i64 %v654, i64 0
  %splat656 = shufflevector <16 x i64> %ins655, <16 x i64> poison, <16 x i32> zeroinitializer
  %v657 = add <16 x i64> %v645, %splat656
  %ps658 = getelementptr float, ptr %buf.w, <16 x i64> %v657
  %ins659 = insertelement <16 x i1> poison, i1 %v621, i64 0
  %splat660 = shufflevector <16 x i1> %ins659, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld661 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps658, <16 x i1> %splat660, <16 x float> zeroinitializer)
  %v662 = fmul contract <16 x float> %ld596, %ld661
  %v663 = add i64 %i17, %i43
  %v664 = icmp sge i64 %v663, 0
  %v665 = icmp slt i64 %v663, %size.H
  %v666 = and i1 %v664, %v665
  %v667 = add i64 %i27, %i49
  %v668 = icmp sge i64 %v667, 0
  %v669 = icmp slt i64 %v667, %size.W
  %v670 = and i1 %v668, %v669
  %v671 = and i1 %v666, %v670
  %v672 = sdiv i64 %i33, %size.P
  %v673 = srem i64 %i33, %size.P
  %v674 = icmp ne i64 %v673, 0
  %v675 = icmp slt i64 %v673, 0
  %v676 = icmp slt i64 %size.P, 0
  %v677 = xor i1 %v675, %v676
  %v678 = and i1 %v674, %v677
  %v679 = zext i1 %v678 to i64
  %v680 = sub i64 %v672, %v679
  %v681 = icmp sge i64 %v680, 0
  %v682 = icmp slt i64 %v680, %size.J
  %v683 = and i1 %v681, %v682
  %v684 = sdiv i64 %i33, %size.P
  %v685 = srem i64 %i33, %size.P
  %v686 = icmp ne i64 %v685, 0
  %v687 = icmp slt i64 %v685, 0
  %v688 = icmp slt i64 %size.P, 0
  %v689 = xor i1 %v687, %v688
  %v690 = and i1 %v686, %v689
  %v691 = add i64 %v685, %size.P
  %v692 = select i1 %v690, i64 %v691, i64 %v685
  %v693 = icmp sge i64 %v692, 0
  %v694 = icmp slt i64 %v692, %size.P
  %v695 = and i1 %v693, %v694
  %v696 = and i1 %v683, %v695
  %v697 = and i1 %v671, %v696
  %old698 = load <16 x float>, ptr %acc35
  %v699 = fadd <16 x float> %old698, %v662
  %ins700 = insertelement <16 x i1> poison, i1 %v697, i64 0
  %splat701 = shufflevector <16 x i1> %ins700, <16 x i1> poison, <16 x i32> zeroinitializer
  %v702 = select <16 x i1> %splat701, <16 x float> %v699, <16 x float> %old698
  store <16 x float> %v702, ptr %acc35
  %v703 = add nsw i64 %i574, 16
  store i64 %v703, ptr %c.addr.51
  br label %cond571
exit573:
  %i704 = load i64, ptr %c.addr.51
  %v705 = icmp slt i64 %i704, %size.C
  br i1 %v705, label %tail706, label %done707
tail706:
  %mask708 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i704, i64 %size.C)
  %v709 = add i64 %i17, %i43
  %v710 = icmp sge i64 %v709, 0
  %v711 = icmp slt i64 %v709, %size.H
  %v712 = and i1 %v710, %v711
  %v713 = add i64 %i27, %i49
  %v714 = icmp sge i64 %v713, 0
  %v715 = icmp slt i64 %v713, %size.W
  %v716 = and i1 %v714, %v715
  %v717 = and i1 %v712, %v716
  %ins718 = insertelement <16 x i1> poison, i1 %v717, i64 0
  %splat719 = shufflevector <16 x i1> %ins718, <16 x i1> poison, <16 x i32> zeroinitializer
  %v720 = and <16 x i1> %mask708, %splat719
  %v721 = mul i64 %i7, %size.H
  %v722 = add i64 %i17, %i43
  %v723 = add i64 %v721, %v722
  %v724 = mul i64 %v723, %size.W
  %v725 = add i64 %i27, %i49
  %v726 = add i64 %v724, %v725
  %v727 = mul i64 %v726, %size.C
  %v728 = add i64 %v727, %i704
  %p729 = getelementptr float, ptr %buf.x, i64 %v728
  %ld730 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p729, <16 x i1> %v720, <16 x float> zeroinitializer)
  %v731 = sdiv i64 %i33, %size.P
  %v732 = srem i64 %i33, %size.P
  %v733 = icmp ne i64 %v732, 0
  %v734 = icmp slt i64 %v732, 0
  %v735 = icmp slt i64 %size.P, 0
  %v736 = xor i1 %v734, %v735
  %v737 = and i1 %v733, %v736
  %v738 = zext i1 %v737 to i64
  %v739 = sub i64 %v731, %v738
  %v740 = icmp sge i64 %v739, 0
  %v741 = icmp slt i64 %v739, %size.J
  %v742 = and i1 %v740, %v741
  %v743 = sdiv i64 %i33, %size.P
  %v744 = srem i64 %i33, %size.P
  %v745 = icmp ne i64 %v744, 0
  %v746 = icmp slt i64 %v744, 0
  %v747 = icmp slt i64 %size.P, 0
  %v748 = xor i1 %v746, %v747
  %v749 = and i1 %v745, %v748
  %v750 = add i64 %v744, %size.P
  %v751 = select i1 %v749, i64 %v750, i64 %v744
  %v752 = icmp sge i64 %v751, 0
  %v753 = icmp slt i64 %v751, %size.P
  %v754 = and i1 %v752, %v753
  %v755 = and i1 %v742, %v754
  %ins756 = insertelement <16 x i1> poison, i1 %v755, i64 0
  %splat757 = shufflevector <16 x i1> %ins756, <16 x i1> poison, <16 x i32> zeroinitializer
  %v758 = and <16 x i1> %mask708, %splat757
  %v759 = sdiv i64 %i33, %size.P
  %v760 = srem i64 %i33, %size.P
  %v761 = icmp ne i64 %v760, 0
  %v762 = icmp slt i64 %v760, 0
  %v763 = icmp slt i64 %size.P, 0
  %v764 = xor i1 %v762, %v763
  %v765 = and i1 %v761, %v764
  %v766 = zext i1 %v765 to i64
  %v767 = sub i64 %v759, %v766
  %v768 = mul i64 %v767, %size.R
  %v769 = add i64 %v768, %i43
  %v770 = mul i64 %v769, %size.S
  %v771 = add i64 %v770, %i49
  %v772 = mul i64 %v771, %size.C
  %ins773 = insertelement <16 x i64> poison, i64 %i704, i64 0
  %splat774 = shufflevector <16 x i64> %ins773, <16 x i64> poison, <16 x i32> zeroinitializer
  %step775 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane776 = add <16 x i64> %splat774, %step775
  %ins777 = insertelement <16 x i64> poison, i64 %v772, i64 0
  %splat778 = shufflevector <16 x i64> %ins777, <16 x i64> poison, <16 x i32> zeroinitializer
  %v779 = add <16 x i64> %splat778, %lane776
  %ins780 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat781 = shufflevector <16 x i64> %ins780, <16 x i64> poison, <16 x i32> zeroinitializer
  %v782 = mul <16 x i64> %v779, %splat781
  %v783 = sdiv i64 %i33, %size.P
  %v784 = srem i64 %i33, %size.P
  %v785 = icmp ne i64 %v784, 0
  %v786 = icmp slt i64 %v784, 0
  %v787 = icmp slt i64 %size.P, 0
  %v788 = xor i1 %v786, %v787
  %v789 = and i1 %v785, %v788
  %v790 = add i64 %v784, %size.P
  %v791 = select i1 %v789, i64 %v790, i64 %v784
  %ins792 = insertelement <16 x i64> poison, i64 %v791, i64 0
  %splat793 = shufflevector <16 x i64> %ins792, <16 x i64> poison, <16 x i32> zeroinitializer
  %v794 = add <16 x i64> %v782, %splat793
  %ps795 = getelementptr float, ptr %buf.w, <16 x i64> %v794
  %ld796 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps795, <16 x i1> %v758, <16 x float> zeroinitializer)
  %v797 = fmul contract <16 x float> %ld730, %ld796
  %v798 = add i64 %i17, %i43
  %v799 = icmp sge i64 %v798, 0
  %v800 = icmp slt i64 %v798, %size.H
  %v801 = and i1 %v799, %v800
  %v802 = add i64 %i27, %i49
  %v803 = icmp sge i64 %v802, 0
  %v804 = icmp slt i64 %v802, %size.W
  %v805 = and i1 %v803, %v804
  %v806 = and i1 %v801, %v805
  %v807 = sdiv i64 %i33, %size.P
  %v808 = srem i64 %i33, %size.P
  %v809 = icmp ne i64 %v808, 0
  %v810 = icmp slt i64 %v808, 0
  %v811 = icmp slt i64 %size.P, 0
  %v812 = xor i1 %v810, %v811
  %v813 = and i1 %v809, %v812
  %v814 = zext i1 %v813 to i64
  %v815 = sub i64 %v807, %v814
  %v816 = icmp sge i64 %v815, 0
  %v817 = icmp slt i64 %v815, %size.J
  %v818 = and i1 %v816, %v817
  %v819 = sdiv i64 %i33, %size.P
  %v820 = srem i64 %i33, %size.P
  %v821 = icmp ne i64 %v820, 0
  %v822 = icmp slt i64 %v820, 0
  %v823 = icmp slt i64 %size.P, 0
  %v824 = xor i1 %v822, %v823
  %v825 = and i1 %v821, %v824
  %v826 = add i64 %v820, %size.P
  %v827 = select i1 %v825, i64 %v826, i64 %v820
  %v828 = icmp sge i64 %v827, 0
  %v829 = icmp slt i64 %v827, %size.P
  %v830 = and i1 %v828, %v829
  %v831 = and i1 %v818, %v830
  %v832 = and i1 %v806, %v831
  %ins833 = insertelement <16 x i1> poison, i1 %v832, i64 0
  %splat834 = shufflevector <16 x i1> %ins833, <16 x i1> poison, <16 x i32> zeroinitializer
  %v835 = and <16 x i1> %mask708, %splat834
  %old836 = load <16 x float>, ptr %acc35
  %v837 = fadd <16 x float> %old836, %v797
  %v838 = select <16 x i1> %v835, <16 x float> %v837, <16 x float> %old836
  store <16 x float> %v838, ptr %acc35
  br label %done707
done707:
  %v839 = add nsw i64 %i49, 1
  store i64 %v839, ptr %s.addr.45
  br label %cond46
exit48:
  %v840 = add nsw i64 %i43, 1
  store i64 %v840, ptr %r.addr.39
  br label %cond40
exit42:
  %red841 = load <16 x float>, ptr %acc35
  %red842 = load <16 x float>, ptr %acc36
  %red843 = load <16 x float>, ptr %acc37
  %red844 = load <16 x float>, ptr %acc38
  %v845 = fadd <16 x float> %red841, %red842
  %v846 = fadd <16 x float> %v845, %red843
  %v847 = fadd <16 x float> %v846, %red844
  %v848 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v847)
  %p849 = getelementptr float, ptr %buf.b, i64 %i33
  %ld850 = load float, ptr %p849, align 4
  %v851 = fadd contract float %ld850, %v848
  %v852 = sub i64 %size.R, 1
  %v853 = sub i64 %size.H, %v852
  %v854 = sub i64 %v853, 1
  %v855 = add i64 %v854, 1
  %v856 = mul i64 %i7, %v855
  %v857 = add i64 %v856, %i17
  %v858 = sub i64 %size.S, 1
  %v859 = sub i64 %size.W, %v858
  %v860 = sub i64 %v859, 1
  %v861 = add i64 %v860, 1
  %v862 = mul i64 %v857, %v861
  %v863 = add i64 %v862, %i27
  %v864 = mul i64 %v863, %size.K
  %v865 = add i64 %v864, %i33
  %p866 = getelementptr float, ptr %buf.y, i64 %v865
  store float %v851, ptr %p866, align 4
  %v867 = add nsw i64 %i33, 1
  store i64 %v867, ptr %k.addr.29
  br label %cond30
exit32:
  %v868 = add nsw i64 %i27, 1
  store i64 %v868, ptr %q.addr.23
  br label %cond24
exit26:
  %v869 = add nsw i64 %i17, 1
  store i64 %v869, ptr %p.addr.13
  br label %cond14
exit16:
  %v870 = add nsw i64 %i7, 1
  store i64 %v870, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.conv2d_nhwc_panels"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c64 = alloca i64
  %c119 = alloca i64
  %c166 = alloca i64
  %c218 = alloca i64
  %c375 = alloca i64
  %c381 = alloca i64
  %c580 = alloca i64
  %c589 = alloca i64
  %t1 = sub i64 %size.R, 1
  %t2 = sub i64 %size.H, %t1
  %t3 = sub i64 %t2, 1
  %t4 = add i64 %t3, 1
  %t5 = sub i64 %size.S, 1
  %t6 = sub i64 %size.W, %t5
  %t7 = sub i64 %t6, 1
  %t8 = add i64 %t7, 1
  %t9 = mul i64 %t4, %t8
  %t10 = mul i64 %size.R, %size.S
  %t11 = add i64 %size.K, 63
  %t12 = sdiv i64 %t11, 64
  %t13 = add i64 %t9, 95
  %t14 = sdiv i64 %t13, 96
  %t15 = mul i64 %t12, %t14
  %t16 = mul i64 %size.N, %t15
  %t17 = icmp slt i64 %range.hi, %t16
  %t18 = select i1 %t17, i64 %range.hi, i64 %t16
  %t19 = icmp sgt i64 %size.C, 1
  %t20 = select i1 %t19, i64 %size.C, i64 1
  %t21 = icmp slt i64 %size.C, 16
  %t22 = mul i64 %t10, %t20
  %t23 = icmp sle i64 %t22, 85
  %t24 = or i1 %t23, %t21
  %t25 = add i64 %t20, 84
  %t26 = sdiv i64 %t25, 85
  %t27 = sub i64 %t26, 1
  %t28 = add i64 %t20, %t27
  %t29 = sdiv i64 %t28, %t26
  %t30 = select i1 %t24, i64 %t20, i64 %t29
  %t31 = sdiv i64 85, %t30
  %t32 = icmp sgt i64 %t31, 1
  %t33 = select i1 %t32, i64 %t31, i64 1
  %t34 = select i1 %t24, i64 %t10, i64 %t33
  %t35 = ptrtoint ptr %scratch to i64
  %t36 = add i64 %t35, 63
  %t37 = and i64 %t36, -64
  %t38 = inttoptr i64 %t37 to ptr
  %t39 = getelementptr float, ptr %t38, i64 6144
  %t40 = mul i64 %t10, 6
  %t41 = mul i64 %t40, 16
  %t42 = getelementptr ptr, ptr %t39, i64 %t41
  %t43 = add i64 %t10, 1
  %t44 = mul i64 %t43, 16
  %t45 = getelementptr i32, ptr %t42, i64 %t44
  %t46 = getelementptr i32, ptr %t45, i64 16
  %t47 = add i64 %size.S, 1
  %t48 = mul i64 %t47, %size.C
  %t49 = mul i64 %t48, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t46, i8 0, i64 %t49, i1 false)
  %t50 = mul i64 %size.C, %size.P
  %t51 = srem i64 %size.P, 64
  %t52 = icmp eq i64 %t51, 0
  %t53 = mul i64 %size.J, %size.P
  %t54 = icmp sle i64 %size.K, %t53
  %t55 = and i1 %t52, %t54
  br i1 %t55, label %direct56, label %exact57
exact57:
  %t59 = icmp eq i64 %range.lo, 0
  br i1 %t59, label %exact.run58, label %exact.done
exact.run58:
  call void @"jr.op.conv2d_nhwc_panels.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct56:
  %t60 = mul i64 %size.C, %size.K
  %t61 = mul i64 %t10, %t60
  %t62 = mul i64 %t61, 4
  %t63 = icmp sgt i64 %t62, 524288
  store i64 %range.lo, ptr %c64
  br label %head65
head65:
  %i68 = load i64, ptr %c64
  %t69 = icmp slt i64 %i68, %t18
  br i1 %t69, label %body66, label %done67
body66:
  %t70 = sdiv i64 %i68, %t15
  %t71 = srem i64 %i68, %t15
  %t72 = sdiv i64 %t71, %t14
  %t73 = srem i64 %t71, %t12
  %t74 = select i1 %t63, i64 %t72, i64 %t73
  %t75 = srem i64 %t71, %t14
  %t76 = sdiv i64 %t71, %t12
  %t77 = select i1 %t63, i64 %t75, i64 %t76
  %t78 = mul i64 %t74, 64
  %t79 = sub i64 %size.K, %t78
  %t80 = icmp slt i64 64, %t79
  %t81 = select i1 %t80, i64 64, i64 %t79
  %t82 = add i64 %t81, 15
  %t83 = sdiv i64 %t82, 16
  %t84 = sub i64 %t83, 1
  %t85 = mul i64 %t84, 16
  %t86 = add i64 %t78, %t85
  %t87 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t86, i64 %size.K)
  %t88 = mul i64 %t77, 96
  %t89 = add i64 %t88, 96
  %t90 = icmp slt i64 %t9, %t89
  %t91 = select i1 %t90, i64 %t9, i64 %t89
  %t92 = sub i64 %t91, %t88
  %t93 = add i64 %t92, 5
  %t94 = sdiv i64 %t93, 6
  %t95 = sdiv i64 %t88, %t8
  %t96 = srem i64 %t88, %t8
  %t97 = sub i64 %size.R, 1
  %t98 = sub i64 %size.H, %t97
  %t99 = sub i64 %t98, 1
  %t100 = add i64 %t99, 1
  %t101 = sub i64 %size.S, 1
  %t102 = sub i64 %size.W, %t101
  %t103 = sub i64 %t102, 1
  %t104 = add i64 %t103, 1
  %t105 = mul i64 %t100, %t104
  %t106 = mul i64 %t105, %size.K
  %t107 = mul i64 %t70, %t106
  %t108 = sub i64 %size.S, 1
  %t109 = sub i64 %size.W, %t108
  %t110 = sub i64 %t109, 1
  %t111 = add i64 %t110, 1
  %t112 = mul i64 %t111, %size.K
  %t113 = mul i64 %t95, %t112
  %t114 = add i64 %t107, %t113
  %t115 = mul i64 %t96, %size.K
  %t116 = add i64 %t114, %t115
  %t117 = add i64 %t116, %t78
  %t118 = getelementptr float, ptr %buf.y, i64 %t117
  store i64 0, ptr %c119
  br label %head120
head120:
  %i123 = load i64, ptr %c119
  %t124 = icmp slt i64 %i123, %t94
  br i1 %t124, label %body121, label %done122
body121:
  %t125 = mul i64 %i123, 6
  %t126 = add i64 %t88, %t125
  %t127 = add i64 %t126, 6
  %t128 = icmp slt i64 %t91, %t127
  %t129 = select i1 %t128, i64 %t91, i64 %t127
  %t130 = sub i64 %t129, 1
  %t131 = add i64 %t126, 0
  %t132 = icmp slt i64 %t131, %t130
  %t133 = select i1 %t132, i64 %t131, i64 %t130
  %t134 = sdiv i64 %t133, %t8
  %t135 = srem i64 %t133, %t8
  %t136 = add i64 %t126, 1
  %t137 = icmp slt i64 %t136, %t130
  %t138 = select i1 %t137, i64 %t136, i64 %t130
  %t139 = sdiv i64 %t138, %t8
  %t140 = srem i64 %t138, %t8
  %t141 = add i64 %t126, 2
  %t142 = icmp slt i64 %t141, %t130
  %t143 = select i1 %t142, i64 %t141, i64 %t130
  %t144 = sdiv i64 %t143, %t8
  %t145 = srem i64 %t143, %t8
  %t146 = add i64 %t126, 3
  %t147 = icmp slt i64 %t146, %t130
  %t148 = select i1 %t147, i64 %t146, i64 %t130
  %t149 = sdiv i64 %t148, %t8
  %t150 = srem i64 %t148, %t8
  %t151 = add i64 %t126, 4
  %t152 = icmp slt i64 %t151, %t130
  %t153 = select i1 %t152, i64 %t151, i64 %t130
  %t154 = sdiv i64 %t153, %t8
  %t155 = srem i64 %t153, %t8
  %t156 = add i64 %t126, 5
  %t157 = icmp slt i64 %t156, %t130
  %t158 = select i1 %t157, i64 %t156, i64 %t130
  %t159 = sdiv i64 %t158, %t8
  %t160 = srem i64 %t158, %t8
  %t161 = mul i64 %i123, %t40
  %t162 = getelementptr ptr, ptr %t39, i64 %t161
  %t163 = mul i64 %i123, %t43
  %t164 = getelementptr i32, ptr %t42, i64 %t163
  %t165 = getelementptr i32, ptr %t45, i64 %i123
  store i32 0, ptr %t164
  store i64 0, ptr %c166
  %t169 = mul i64 %t135, 1
  %t170 = add i64 %t169, 0
  %t171 = icmp ult i64 %t170, %size.W
  %t172 = and i1 %t21, %t171
  %t173 = sub i64 %size.S, 1
  %t174 = add i64 %t170, %t173
  %t175 = icmp ult i64 %t174, %size.W
  %t176 = and i1 %t172, %t175
  %t177 = mul i64 %t140, 1
  %t178 = add i64 %t177, 0
  %t179 = icmp ult i64 %t178, %size.W
  %t180 = and i1 %t176, %t179
  %t181 = sub i64 %size.S, 1
  %t182 = add i64 %t178, %t181
  %t183 = icmp ult i64 %t182, %size.W
  %t184 = and i1 %t180, %t183
  %t185 = mul i64 %t145, 1
  %t186 = add i64 %t185, 0
  %t187 = icmp ult i64 %t186, %size.W
  %t188 = and i1 %t184, %t187
  %t189 = sub i64 %size.S, 1
  %t190 = add i64 %t186, %t189
  %t191 = icmp ult i64 %t190, %size.W
  %t192 = and i1 %t188, %t191
  %t193 = mul i64 %t150, 1
  %t194 = add i64 %t193, 0
  %t195 = icmp ult i64 %t194, %size.W
  %t196 = and i1 %t192, %t195
  %t197 = sub i64 %size.S, 1
  %t198 = add i64 %t194, %t197
  %t199 = icmp ult i64 %t198, %size.W
  %t200 = and i1 %t196, %t199
  %t201 = mul i64 %t155, 1
  %t202 = add i64 %t201, 0
  %t203 = icmp ult i64 %t202, %size.W
  %t204 = and i1 %t200, %t203
  %t205 = sub i64 %size.S, 1
  %t206 = add i64 %t202, %t205
  %t207 = icmp ult i64 %t206, %size.W
  %t208 = and i1 %t204, %t207
  %t209 = mul i64 %t160, 1
  %t210 = add i64 %t209, 0
  %t211 = icmp ult i64 %t210, %size.W
  %t212 = and i1 %t208, %t211
  %t213 = sub i64 %size.S, 1
  %t214 = add i64 %t210, %t213
  %t215 = icmp ult i64 %t214, %size.W
  %t216 = and i1 %t212, %t215
  br i1 %t216, label %byrun217, label %bytap167
byrun217:
  store i64 0, ptr %c218
  br label %head219
head219:
  %i222 = load i64, ptr %c218
  %t223 = icmp slt i64 %i222, %size.R
  br i1 %t223, label %body220, label %done221
body220:
  %t224 = mul i64 %i222, 6
  %t225 = add i64 %t224, 0
  %t226 = getelementptr ptr, ptr %t162, i64 %t225
  %t227 = load i64, ptr %c166
  %t228 = mul i64 %t134, 1
  %t229 = mul i64 %i222, 1
  %t230 = add i64 %t228, %t229
  %t231 = add i64 %t230, 0
  %t232 = icmp ult i64 %t231, %size.H
  %t233 = mul i64 %size.H, %size.W
  %t234 = mul i64 %t233, %size.C
  %t235 = mul i64 %t70, %t234
  %t236 = add i64 %t134, %i222
  %t237 = mul i64 %size.W, %size.C
  %t238 = mul i64 %t236, %t237
  %t239 = add i64 %t235, %t238
  %t240 = add i64 %t135, 0
  %t241 = mul i64 %t240, %size.C
  %t242 = add i64 %t239, %t241
  %t243 = add i64 %t242, 0
  %t244 = getelementptr float, ptr %buf.x, i64 %t243
  %t245 = select i1 %t232, ptr %t244, ptr %t46
  store ptr %t245, ptr %t226, align 8
  %t246 = xor i1 %t232, true
  %t247 = zext i1 %t246 to i64
  %t248 = add i64 %t227, %t247
  store i64 %t248, ptr %c166
  %t249 = mul i64 %i222, 6
  %t250 = add i64 %t249, 1
  %t251 = getelementptr ptr, ptr %t162, i64 %t250
  %t252 = load i64, ptr %c166
  %t253 = mul i64 %t139, 1
  %t254 = mul i64 %i222, 1
  %t255 = add i64 %t253, %t254
  %t256 = add i64 %t255, 0
  %t257 = icmp ult i64 %t256, %size.H
  %t258 = mul i64 %size.H, %size.W
  %t259 = mul i64 %t258, %size.C
  %t260 = mul i64 %t70, %t259
  %t261 = add i64 %t139, %i222
  %t262 = mul i64 %size.W, %size.C
  %t263 = mul i64 %t261, %t262
  %t264 = add i64 %t260, %t263
  %t265 = add i64 %t140, 0
  %t266 = mul i64 %t265, %size.C
  %t267 = add i64 %t264, %t266
  %t268 = add i64 %t267, 0
  %t269 = getelementptr float, ptr %buf.x, i64 %t268
  %t270 = select i1 %t257, ptr %t269, ptr %t46
  store ptr %t270, ptr %t251, align 8
  %t271 = xor i1 %t257, true
  %t272 = zext i1 %t271 to i64
  %t273 = add i64 %t252, %t272
  store i64 %t273, ptr %c166
  %t274 = mul i64 %i222, 6
  %t275 = add i64 %t274, 2
  %t276 = getelementptr ptr, ptr %t162, i64 %t275
  %t277 = load i64, ptr %c166
  %t278 = mul i64 %t144, 1
  %t279 = mul i64 %i222, 1
  %t280 = add i64 %t278, %t279
  %t281 = add i64 %t280, 0
  %t282 = icmp ult i64 %t281, %size.H
  %t283 = mul i64 %size.H, %size.W
  %t284 = mul i64 %t283, %size.C
  %t285 = mul i64 %t70, %t284
  %t286 = add i64 %t144, %i222
  %t287 = mul i64 %size.W, %size.C
  %t288 = mul i64 %t286, %t287
  %t289 = add i64 %t285, %t288
  %t290 = add i64 %t145, 0
  %t291 = mul i64 %t290, %size.C
  %t292 = add i64 %t289, %t291
  %t293 = add i64 %t292, 0
  %t294 = getelementptr float, ptr %buf.x, i64 %t293
  %t295 = select i1 %t282, ptr %t294, ptr %t46
  store ptr %t295, ptr %t276, align 8
  %t296 = xor i1 %t282, true
  %t297 = zext i1 %t296 to i64
  %t298 = add i64 %t277, %t297
  store i64 %t298, ptr %c166
  %t299 = mul i64 %i222, 6
  %t300 = add i64 %t299, 3
  %t301 = getelementptr ptr, ptr %t162, i64 %t300
  %t302 = load i64, ptr %c166
  %t303 = mul i64 %t149, 1
  %t304 = mul i64 %i222, 1
  %t305 = add i64 %t303, %t304
  %t306 = add i64 %t305, 0
  %t307 = icmp ult i64 %t306, %size.H
  %t308 = mul i64 %size.H, %size.W
  %t309 = mul i64 %t308, %size.C
  %t310 = mul i64 %t70, %t309
  %t311 = add i64 %t149, %i222
  %t312 = mul i64 %size.W, %size.C
  %t313 = mul i64 %t311, %t312
  %t314 = add i64 %t310, %t313
  %t315 = add i64 %t150, 0
  %t316 = mul i64 %t315, %size.C
  %t317 = add i64 %t314, %t316
  %t318 = add i64 %t317, 0
  %t319 = getelementptr float, ptr %buf.x, i64 %t318
  %t320 = select i1 %t307, ptr %t319, ptr %t46
  store ptr %t320, ptr %t301, align 8
  %t321 = xor i1 %t307, true
  %t322 = zext i1 %t321 to i64
  %t323 = add i64 %t302, %t322
  store i64 %t323, ptr %c166
  %t324 = mul i64 %i222, 6
  %t325 = add i64 %t324, 4
  %t326 = getelementptr ptr, ptr %t162, i64 %t325
  %t327 = load i64, ptr %c166
  %t328 = mul i64 %t154, 1
  %t329 = mul i64 %i222, 1
  %t330 = add i64 %t328, %t329
  %t331 = add i64 %t330, 0
  %t332 = icmp ult i64 %t331, %size.H
  %t333 = mul i64 %size.H, %size.W
  %t334 = mul i64 %t333, %size.C
  %t335 = mul i64 %t70, %t334
  %t336 = add i64 %t154, %i222
  %t337 = mul i64 %size.W, %size.C
  %t338 = mul i64 %t336, %t337
  %t339 = add i64 %t335, %t338
  %t340 = add i64 %t155, 0
  %t341 = mul i64 %t340, %size.C
  %t342 = add i64 %t339, %t341
  %t343 = add i64 %t342, 0
  %t344 = getelementptr float, ptr %buf.x, i64 %t343
  %t345 = select i1 %t332, ptr %t344, ptr %t46
  store ptr %t345, ptr %t326, align 8
  %t346 = xor i1 %t332, true
  %t347 = zext i1 %t346 to i64
  %t348 = add i64 %t327, %t347
  store i64 %t348, ptr %c166
  %t349 = mul i64 %i222, 6
  %t350 = add i64 %t349, 5
  %t351 = getelementptr ptr, ptr %t162, i64 %t350
  %t352 = load i64, ptr %c166
  %t353 = mul i64 %t159, 1
  %t354 = mul i64 %i222, 1
  %t355 = add i64 %t353, %t354
  %t356 = add i64 %t355, 0
  %t357 = icmp ult i64 %t356, %size.H
  %t358 = mul i64 %size.H, %size.W
  %t359 = mul i64 %t358, %size.C
  %t360 = mul i64 %t70, %t359
  %t361 = add i64 %t159, %i222
  %t362 = mul i64 %size.W, %size.C
  %t363 = mul i64 %t361, %t362
  %t364 = add i64 %t360, %t363
  %t365 = add i64 %t160, 0
  %t366 = mul i64 %t365, %size.C
  %t367 = add i64 %t364, %t366
  %t368 = add i64 %t367, 0
  %t369 = getelementptr float, ptr %buf.x, i64 %t368
  %t370 = select i1 %t357, ptr %t369, ptr %t46
  store ptr %t370, ptr %t351, align 8
  %t371 = xor i1 %t357, true
  %t372 = zext i1 %t371 to i64
  %t373 = add i64 %t352, %t372
  store i64 %t373, ptr %c166
  %t374 = add nsw i64 %i222, 1
  store i64 %t374, ptr %c218
  br label %head219
done221:
  store i32 1, ptr %t165
  br label %tabled168
bytap167:
  store i64 0, ptr %c375
  br label %head376
head376:
  %i379 = load i64, ptr %c375
  %t380 = icmp slt i64 %i379, %size.R
  br i1 %t380, label %body377, label %done378
body377:
  store i64 0, ptr %c381
  br label %head382
head382:
  %i385 = load i64, ptr %c381
  %t386 = icmp slt i64 %i385, %size.S
  br i1 %t386, label %body383, label %done384
body383:
  %t387 = mul i64 %i379, %size.S
  %t388 = add i64 %t387, %i385
  %t389 = mul i64 %t388, 6
  %t390 = add i64 %t389, 0
  %t391 = getelementptr ptr, ptr %t162, i64 %t390
  %t392 = load i64, ptr %c166
  %t393 = mul i64 %t134, 1
  %t394 = mul i64 %i379, 1
  %t395 = add i64 %t393, %t394
  %t396 = add i64 %t395, 0
  %t397 = icmp ult i64 %t396, %size.H
  %t398 = mul i64 %t135, 1
  %t399 = mul i64 %i385, 1
  %t400 = add i64 %t398, %t399
  %t401 = add i64 %t400, 0
  %t402 = icmp ult i64 %t401, %size.W
  %t403 = and i1 %t397, %t402
  %t404 = mul i64 %size.H, %size.W
  %t405 = mul i64 %t404, %size.C
  %t406 = mul i64 %t70, %t405
  %t407 = add i64 %t134, %i379
  %t408 = mul i64 %size.W, %size.C
  %t409 = mul i64 %t407, %t408
  %t410 = add i64 %t406, %t409
  %t411 = add i64 %t135, %i385
  %t412 = mul i64 %t411, %size.C
  %t413 = add i64 %t410, %t412
  %t414 = add i64 %t413, 0
  %t415 = getelementptr float, ptr %buf.x, i64 %t414
  %t416 = select i1 %t403, ptr %t415, ptr %t46
  store ptr %t416, ptr %t391, align 8
  %t417 = xor i1 %t403, true
  %t418 = zext i1 %t417 to i64
  %t419 = add i64 %t392, %t418
  store i64 %t419, ptr %c166
  %t420 = add i64 %t389, 1
  %t421 = getelementptr ptr, ptr %t162, i64 %t420
  %t422 = load i64, ptr %c166
  %t423 = mul i64 %t139, 1
  %t424 = mul i64 %i379, 1
  %t425 = add i64 %t423, %t424
  %t426 = add i64 %t425, 0
  %t427 = icmp ult i64 %t426, %size.H
  %t428 = mul i64 %t140, 1
  %t429 = mul i64 %i385, 1
  %t430 = add i64 %t428, %t429
  %t431 = add i64 %t430, 0
  %t432 = icmp ult i64 %t431, %size.W
  %t433 = and i1 %t427, %t432
  %t434 = mul i64 %size.H, %size.W
  %t435 = mul i64 %t434, %size.C
  %t436 = mul i64 %t70, %t435
  %t437 = add i64 %t139, %i379
  %t438 = mul i64 %size.W, %size.C
  %t439 = mul i64 %t437, %t438
  %t440 = add i64 %t436, %t439
  %t441 = add i64 %t140, %i385
  %t442 = mul i64 %t441, %size.C
  %t443 = add i64 %t440, %t442
  %t444 = add i64 %t443, 0
  %t445 = getelementptr float, ptr %buf.x, i64 %t444
  %t446 = select i1 %t433, ptr %t445, ptr %t46
  store ptr %t446, ptr %t421, align 8
  %t447 = xor i1 %t433, true
  %t448 = zext i1 %t447 to i64
  %t449 = add i64 %t422, %t448
  store i64 %t449, ptr %c166
  %t450 = add i64 %t389, 2
  %t451 = getelementptr ptr, ptr %t162, i64 %t450
  %t452 = load i64, ptr %c166
  %t453 = mul i64 %t144, 1
  %t454 = mul i64 %i379, 1
  %t455 = add i64 %t453, %t454
  %t456 = add i64 %t455, 0
  %t457 = icmp ult i64 %t456, %size.H
  %t458 = mul i64 %t145, 1
  %t459 = mul i64 %i385, 1
  %t460 = add i64 %t458, %t459
  %t461 = add i64 %t460, 0
  %t462 = icmp ult i64 %t461, %size.W
  %t463 = and i1 %t457, %t462
  %t464 = mul i64 %size.H, %size.W
  %t465 = mul i64 %t464, %size.C
  %t466 = mul i64 %t70, %t465
  %t467 = add i64 %t144, %i379
  %t468 = mul i64 %size.W, %size.C
  %t469 = mul i64 %t467, %t468
  %t470 = add i64 %t466, %t469
  %t471 = add i64 %t145, %i385
  %t472 = mul i64 %t471, %size.C
  %t473 = add i64 %t470, %t472
  %t474 = add i64 %t473, 0
  %t475 = getelementptr float, ptr %buf.x, i64 %t474
  %t476 = select i1 %t463, ptr %t475, ptr %t46
  store ptr %t476, ptr %t451, align 8
  %t477 = xor i1 %t463, true
  %t478 = zext i1 %t477 to i64
  %t479 = add i64 %t452, %t478
  store i64 %t479, ptr %c166
  %t480 = add i64 %t389, 3
  %t481 = getelementptr ptr, ptr %t162, i64 %t480
  %t482 = load i64, ptr %c166
  %t483 = mul i64 %t149, 1
  %t484 = mul i64 %i379, 1
  %t485 = add i64 %t483, %t484
  %t486 = add i64 %t485, 0
  %t487 = icmp ult i64 %t486, %size.H
  %t488 = mul i64 %t150, 1
  %t489 = mul i64 %i385, 1
  %t490 = add i64 %t488, %t489
  %t491 = add i64 %t490, 0
  %t492 = icmp ult i64 %t491, %size.W
  %t493 = and i1 %t487, %t492
  %t494 = mul i64 %size.H, %size.W
  %t495 = mul i64 %t494, %size.C
  %t496 = mul i64 %t70, %t495
  %t497 = add i64 %t149, %i379
  %t498 = mul i64 %size.W, %size.C
  %t499 = mul i64 %t497, %t498
  %t500 = add i64 %t496, %t499
  %t501 = add i64 %t150, %i385
  %t502 = mul i64 %t501, %size.C
  %t503 = add i64 %t500, %t502
  %t504 = add i64 %t503, 0
  %t505 = getelementptr float, ptr %buf.x, i64 %t504
  %t506 = select i1 %t493, ptr %t505, ptr %t46
  store ptr %t506, ptr %t481, align 8
  %t507 = xor i1 %t493, true
  %t508 = zext i1 %t507 to i64
  %t509 = add i64 %t482, %t508
  store i64 %t509, ptr %c166
  %t510 = add i64 %t389, 4
  %t511 = getelementptr ptr, ptr %t162, i64 %t510
  %t512 = load i64, ptr %c166
  %t513 = mul i64 %t154, 1
  %t514 = mul i64 %i379, 1
  %t515 = add i64 %t513, %t514
  %t516 = add i64 %t515, 0
  %t517 = icmp ult i64 %t516, %size.H
  %t518 = mul i64 %t155, 1
  %t519 = mul i64 %i385, 1
  %t520 = add i64 %t518, %t519
  %t521 = add i64 %t520, 0
  %t522 = icmp ult i64 %t521, %size.W
  %t523 = and i1 %t517, %t522
  %t524 = mul i64 %size.H, %size.W
  %t525 = mul i64 %t524, %size.C
  %t526 = mul i64 %t70, %t525
  %t527 = add i64 %t154, %i379
  %t528 = mul i64 %size.W, %size.C
  %t529 = mul i64 %t527, %t528
  %t530 = add i64 %t526, %t529
  %t531 = add i64 %t155, %i385
  %t532 = mul i64 %t531, %size.C
  %t533 = add i64 %t530, %t532
  %t534 = add i64 %t533, 0
  %t535 = getelementptr float, ptr %buf.x, i64 %t534
  %t536 = select i1 %t523, ptr %t535, ptr %t46
  store ptr %t536, ptr %t511, align 8
  %t537 = xor i1 %t523, true
  %t538 = zext i1 %t537 to i64
  %t539 = add i64 %t512, %t538
  store i64 %t539, ptr %c166
  %t540 = add i64 %t389, 5
  %t541 = getelementptr ptr, ptr %t162, i64 %t540
  %t542 = load i64, ptr %c166
  %t543 = mul i64 %t159, 1
  %t544 = mul i64 %i379, 1
  %t545 = add i64 %t543, %t544
  %t546 = add i64 %t545, 0
  %t547 = icmp ult i64 %t546, %size.H
  %t548 = mul i64 %t160, 1
  %t549 = mul i64 %i385, 1
  %t550 = add i64 %t548, %t549
  %t551 = add i64 %t550, 0
  %t552 = icmp ult i64 %t551, %size.W
  %t553 = and i1 %t547, %t552
  %t554 = mul i64 %size.H, %size.W
  %t555 = mul i64 %t554, %size.C
  %t556 = mul i64 %t70, %t555
  %t557 = add i64 %t159, %i379
  %t558 = mul i64 %size.W, %size.C
  %t559 = mul i64 %t557, %t558
  %t560 = add i64 %t556, %t559
  %t561 = add i64 %t160, %i385
  %t562 = mul i64 %t561, %size.C
  %t563 = add i64 %t560, %t562
  %t564 = add i64 %t563, 0
  %t565 = getelementptr float, ptr %buf.x, i64 %t564
  %t566 = select i1 %t553, ptr %t565, ptr %t46
  store ptr %t566, ptr %t541, align 8
  %t567 = xor i1 %t553, true
  %t568 = zext i1 %t567 to i64
  %t569 = add i64 %t542, %t568
  store i64 %t569, ptr %c166
  %t570 = load i64, ptr %c166
  %t571 = trunc i64 %t570 to i32
  %t572 = add i64 %t388, 1
  %t573 = getelementptr i32, ptr %t164, i64 %t572
  store i32 %t571, ptr %t573
  %t574 = add nsw i64 %i385, 1
  store i64 %t574, ptr %c381
  br label %head382
done384:
  %t575 = add nsw i64 %i379, 1
  store i64 %t575, ptr %c375
  br label %head376
done378:
  store i32 0, ptr %t165
  br label %tabled168
tabled168:
  %t576 = load i64, ptr %c166
  %t577 = trunc i64 %t576 to i32
  %t578 = getelementptr i32, ptr %t164, i64 %t10
  store i32 %t577, ptr %t578
  %t579 = add nsw i64 %i123, 1
  store i64 %t579, ptr %c119
  br label %head120
done122:
  store i64 0, ptr %c580
  br label %tbhead581
tbhead581:
  %tb584 = load i64, ptr %c580
  %t585 = icmp slt i64 %tb584, %t10
  br i1 %t585, label %tbbody582, label %tbdone583
tbbody582:
  %t586 = add i64 %tb584, %t34
  %t587 = icmp slt i64 %t10, %t586
  %t588 = select i1 %t587, i64 %t10, i64 %t586
  store i64 0, ptr %c589
  br label %cbhead590
cbhead590:
  %cb593 = load i64, ptr %c589
  %t594 = icmp slt i64 %cb593, %t20
  br i1 %t594, label %cbbody591, label %cbdone592
cbbody591:
  %t595 = sub i64 %size.C, %cb593
  %t596 = icmp slt i64 %t30, %t595
  %t597 = select i1 %t596, i64 %t30, i64 %t595
  %t598 = icmp sgt i64 %tb584, 0
  %t599 = icmp sgt i64 %cb593, 0
  %t600 = or i1 %t598, %t599
  %t601 = icmp eq i64 %t588, %t10
  %t602 = add i64 %cb593, %t597
  %t603 = icmp sge i64 %t602, %size.C
  %t604 = and i1 %t601, %t603
  %t605 = sdiv i64 %tb584, %size.S
  %t606 = srem i64 %tb584, %size.S
  %t607 = sdiv i64 %t78, %size.P
  %t608 = srem i64 %t78, %size.P
  %t609 = icmp ne i64 %t608, 0
  %t610 = icmp slt i64 %t608, 0
  %t611 = icmp slt i64 %size.P, 0
  %t612 = xor i1 %t610, %t611
  %t613 = and i1 %t609, %t612
  %t614 = zext i1 %t613 to i64
  %t615 = sub i64 %t607, %t614
  %t616 = mul i64 %size.R, %size.S
  %t617 = mul i64 %t616, %size.C
  %t618 = mul i64 %t617, %size.P
  %t619 = mul i64 %t615, %t618
  %t620 = mul i64 %size.S, %size.C
  %t621 = mul i64 %t620, %size.P
  %t622 = mul i64 %t605, %t621
  %t623 = add i64 %t619, %t622
  %t624 = mul i64 %size.C, %size.P
  %t625 = mul i64 %t606, %t624
  %t626 = add i64 %t623, %t625
  %t627 = mul i64 %cb593, %size.P
  %t628 = add i64 %t626, %t627
  %t629 = sdiv i64 %t78, %size.P
  %t630 = srem i64 %t78, %size.P
  %t631 = icmp ne i64 %t630, 0
  %t632 = icmp slt i64 %t630, 0
  %t633 = icmp slt i64 %size.P, 0
  %t634 = xor i1 %t632, %t633
  %t635 = and i1 %t631, %t634
  %t636 = add i64 %t630, %size.P
  %t637 = select i1 %t635, i64 %t636, i64 %t630
  %t638 = add i64 %t628, %t637
  %t639 = getelementptr float, ptr %buf.w, i64 %t638
  %t640 = sub i64 %t91, %t88
  %t641 = sub i64 %t94, 1
  %t642 = mul i64 %t641, 6
  %t643 = sub i64 %t640, %t642
  %t644 = mul i64 %size.S, %size.C
  %t645 = mul i64 %t644, %size.P
  %t649 = icmp eq i64 %t83, 1
  br i1 %t649, label %nv1647, label %nvnext648
nv1647:
  call void @"jr.dc.conv2d_nhwc_panels.1"(ptr %t39, i64 %t40, ptr %t42, i64 %t43, ptr %t45, i64 %t94, i64 %t643, i64 %tb584, i64 %t588, i64 %size.R, i64 %t644, i64 %cb593, i64 %t597, ptr %t639, i64 %t50, i64 %t645, i64 %size.P, ptr %t118, i64 %size.K, ptr %t38, i1 %t600, i1 %t604, ptr %t46, <16 x i1> %t87, i64 %t70, i64 %t88, i64 %t78, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called646
nvnext648:
  %t652 = icmp eq i64 %t83, 2
  br i1 %t652, label %nv2650, label %nvnext651
nv2650:
  call void @"jr.dc.conv2d_nhwc_panels.2"(ptr %t39, i64 %t40, ptr %t42, i64 %t43, ptr %t45, i64 %t94, i64 %t643, i64 %tb584, i64 %t588, i64 %size.R, i64 %t644, i64 %cb593, i64 %t597, ptr %t639, i64 %t50, i64 %t645, i64 %size.P, ptr %t118, i64 %size.K, ptr %t38, i1 %t600, i1 %t604, ptr %t46, <16 x i1> %t87, i64 %t70, i64 %t88, i64 %t78, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called646
nvnext651:
  %t655 = icmp eq i64 %t83, 3
  br i1 %t655, label %nv3653, label %nvnext654
nv3653:
  call void @"jr.dc.conv2d_nhwc_panels.3"(ptr %t39, i64 %t40, ptr %t42, i64 %t43, ptr %t45, i64 %t94, i64 %t643, i64 %tb584, i64 %t588, i64 %size.R, i64 %t644, i64 %cb593, i64 %t597, ptr %t639, i64 %t50, i64 %t645, i64 %size.P, ptr %t118, i64 %size.K, ptr %t38, i1 %t600, i1 %t604, ptr %t46, <16 x i1> %t87, i64 %t70, i64 %t88, i64 %t78, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called646
nvnext654:
  %t658 = icmp eq i64 %t83, 4
  br i1 %t658, label %nv4656, label %nvnext657
nv4656:
  call void @"jr.dc.conv2d_nhwc_panels.4"(ptr %t39, i64 %t40, ptr %t42, i64 %t43, ptr %t45, i64 %t94, i64 %t643, i64 %tb584, i64 %t588, i64 %size.R, i64 %t644, i64 %cb593, i64 %t597, ptr %t639, i64 %t50, i64 %t645, i64 %size.P, ptr %t118, i64 %size.K, ptr %t38, i1 %t600, i1 %t604, ptr %t46, <16 x i1> %t87, i64 %t70, i64 %t88, i64 %t78, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.J, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called646
nvnext657:
  br label %called646
called646:
  %t659 = add i64 %cb593, %t30
  store i64 %t659, ptr %c589
  br label %cbhead590
cbdone592:
  store i64 %t588, ptr %c580
  br label %tbhead581
tbdone583:
  %t660 = add nsw i64 %i68, 1
  store i64 %t660, ptr %c64
  br label %head65
done67:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
