@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare float @llvm.maximum.f32(float, float)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t201 = add i64 %size.W, 1
  %t202 = add i64 %t201, 1
  %t203 = sub i64 %size.S, 1
  %t204 = sub i64 %t202, %t203
  %t205 = sub i64 %t204, 1
  %t206 = add i64 %t205, 1
  %t207 = sdiv i64 %m0, %t206
  %t208 = srem i64 %m0, %t206
  %t211 = icmp slt i64 0, %t10
  br i1 %t211, label %fin209, label %finnext210
fin209:
  %t212 = add i64 %k0, 0
  %p213 = getelementptr float, ptr %buf.b, i64 %t212
  %ld214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p213, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v215 = fadd contract <16 x float> %ld214, %t189
  %v216 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v215, <16 x float> splat (float 0x0000000000000000))
  %v217 = add i64 %size.H, 1
  %v218 = add i64 %v217, 1
  %v219 = sub i64 %size.R, 1
  %v220 = sub i64 %v218, %v219
  %v221 = sub i64 %v220, 1
  %v222 = add i64 %v221, 1
  %v223 = mul i64 %n, %v222
  %v224 = add i64 %v223, %t207
  %v225 = add i64 %size.W, 1
  %v226 = add i64 %v225, 1
  %v227 = sub i64 %size.S, 1
  %v228 = sub i64 %v226, %v227
  %v229 = sub i64 %v228, 1
  %v230 = add i64 %v229, 1
  %v231 = mul i64 %v224, %v230
  %v232 = add i64 %v231, %t208
  %v233 = mul i64 %v232, %size.K
  %v234 = add i64 %v233, %t212
  %p235 = getelementptr float, ptr %buf.y, i64 %v234
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v216, ptr align 4 %p235, <16 x i1> %mlast)
  br label %finnext210
finnext210:
  %t236 = add i64 %t208, 1
  %t237 = icmp sge i64 %t236, %t206
  %t238 = select i1 %t237, i64 0, i64 %t236
  %t239 = zext i1 %t237 to i64
  %t240 = add i64 %t207, %t239
  %t243 = icmp slt i64 1, %t10
  br i1 %t243, label %fin241, label %finnext242
fin241:
  %t244 = add i64 %k0, 0
  %p245 = getelementptr float, ptr %buf.b, i64 %t244
  %ld246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p245, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v247 = fadd contract <16 x float> %ld246, %t190
  %v248 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v247, <16 x float> splat (float 0x0000000000000000))
  %v249 = add i64 %size.H, 1
  %v250 = add i64 %v249, 1
  %v251 = sub i64 %size.R, 1
  %v252 = sub i64 %v250, %v251
  %v253 = sub i64 %v252, 1
  %v254 = add i64 %v253, 1
  %v255 = mul i64 %n, %v254
  %v256 = add i64 %v255, %t240
  %v257 = add i64 %size.W, 1
  %v258 = add i64 %v257, 1
  %v259 = sub i64 %size.S, 1
  %v260 = sub i64 %v258, %v259
  %v261 = sub i64 %v260, 1
  %v262 = add i64 %v261, 1
  %v263 = mul i64 %v256, %v262
  %v264 = add i64 %v263, %t238
  %v265 = mul i64 %v264, %size.K
  %v266 = add i64 %v265, %t244
  %p267 = getelementptr float, ptr %buf.y, i64 %v266
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v248, ptr align 4 %p267, <16 x i1> %mlast)
  br label %finnext242
finnext242:
  %t268 = add i64 %t238, 1
  %t269 = icmp sge i64 %t268, %t206
  %t270 = select i1 %t269, i64 0, i64 %t268
  %t271 = zext i1 %t269 to i64
  %t272 = add i64 %t240, %t271
  %t275 = icmp slt i64 2, %t10
  br i1 %t275, label %fin273, label %finnext274
fin273:
  %t276 = add i64 %k0, 0
  %p277 = getelementptr float, ptr %buf.b, i64 %t276
  %ld278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p277, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v279 = fadd contract <16 x float> %ld278, %t191
  %v280 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v279, <16 x float> splat (float 0x0000000000000000))
  %v281 = add i64 %size.H, 1
  %v282 = add i64 %v281, 1
  %v283 = sub i64 %size.R, 1
  %v284 = sub i64 %v282, %v283
  %v285 = sub i64 %v284, 1
  %v286 = add i64 %v285, 1
  %v287 = mul i64 %n, %v286
  %v288 = add i64 %v287, %t272
  %v289 = add i64 %size.W, 1
  %v290 = add i64 %v289, 1
  %v291 = sub i64 %size.S, 1
  %v292 = sub i64 %v290, %v291
  %v293 = sub i64 %v292, 1
  %v294 = add i64 %v293, 1
  %v295 = mul i64 %v288, %v294
  %v296 = add i64 %v295, %t270
  %v297 = mul i64 %v296, %size.K
  %v298 = add i64 %v297, %t276
  %p299 = getelementptr float, ptr %buf.y, i64 %v298
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v280, ptr align 4 %p299, <16 x i1> %mlast)
  br label %finnext274
finnext274:
  %t300 = add i64 %t270, 1
  %t301 = icmp sge i64 %t300, %t206
  %t302 = select i1 %t301, i64 0, i64 %t300
  %t303 = zext i1 %t301 to i64
  %t304 = add i64 %t272, %t303
  %t307 = icmp slt i64 3, %t10
  br i1 %t307, label %fin305, label %finnext306
fin305:
  %t308 = add i64 %k0, 0
  %p309 = getelementptr float, ptr %buf.b, i64 %t308
  %ld310 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p309, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v311 = fadd contract <16 x float> %ld310, %t192
  %v312 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v311, <16 x float> splat (float 0x0000000000000000))
  %v313 = add i64 %size.H, 1
  %v314 = add i64 %v313, 1
  %v315 = sub i64 %size.R, 1
  %v316 = sub i64 %v314, %v315
  %v317 = sub i64 %v316, 1
  %v318 = add i64 %v317, 1
  %v319 = mul i64 %n, %v318
  %v320 = add i64 %v319, %t304
  %v321 = add i64 %size.W, 1
  %v322 = add i64 %v321, 1
  %v323 = sub i64 %size.S, 1
  %v324 = sub i64 %v322, %v323
  %v325 = sub i64 %v324, 1
  %v326 = add i64 %v325, 1
  %v327 = mul i64 %v320, %v326
  %v328 = add i64 %v327, %t302
  %v329 = mul i64 %v328, %size.K
  %v330 = add i64 %v329, %t308
  %p331 = getelementptr float, ptr %buf.y, i64 %v330
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v312, ptr align 4 %p331, <16 x i1> %mlast)
  br label %finnext306
finnext306:
  %t332 = add i64 %t302, 1
  %t333 = icmp sge i64 %t332, %t206
  %t334 = select i1 %t333, i64 0, i64 %t332
  %t335 = zext i1 %t333 to i64
  %t336 = add i64 %t304, %t335
  %t339 = icmp slt i64 4, %t10
  br i1 %t339, label %fin337, label %finnext338
fin337:
  %t340 = add i64 %k0, 0
  %p341 = getelementptr float, ptr %buf.b, i64 %t340
  %ld342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p341, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v343 = fadd contract <16 x float> %ld342, %t193
  %v344 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v343, <16 x float> splat (float 0x0000000000000000))
  %v345 = add i64 %size.H, 1
  %v346 = add i64 %v345, 1
  %v347 = sub i64 %size.R, 1
  %v348 = sub i64 %v346, %v347
  %v349 = sub i64 %v348, 1
  %v350 = add i64 %v349, 1
  %v351 = mul i64 %n, %v350
  %v352 = add i64 %v351, %t336
  %v353 = add i64 %size.W, 1
  %v354 = add i64 %v353, 1
  %v355 = sub i64 %size.S, 1
  %v356 = sub i64 %v354, %v355
  %v357 = sub i64 %v356, 1
  %v358 = add i64 %v357, 1
  %v359 = mul i64 %v352, %v358
  %v360 = add i64 %v359, %t334
  %v361 = mul i64 %v360, %size.K
  %v362 = add i64 %v361, %t340
  %p363 = getelementptr float, ptr %buf.y, i64 %v362
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v344, ptr align 4 %p363, <16 x i1> %mlast)
  br label %finnext338
finnext338:
  %t364 = add i64 %t334, 1
  %t365 = icmp sge i64 %t364, %t206
  %t366 = select i1 %t365, i64 0, i64 %t364
  %t367 = zext i1 %t365 to i64
  %t368 = add i64 %t336, %t367
  %t371 = icmp slt i64 5, %t10
  br i1 %t371, label %fin369, label %finnext370
fin369:
  %t372 = add i64 %k0, 0
  %p373 = getelementptr float, ptr %buf.b, i64 %t372
  %ld374 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p373, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v375 = fadd contract <16 x float> %ld374, %t194
  %v376 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v375, <16 x float> splat (float 0x0000000000000000))
  %v377 = add i64 %size.H, 1
  %v378 = add i64 %v377, 1
  %v379 = sub i64 %size.R, 1
  %v380 = sub i64 %v378, %v379
  %v381 = sub i64 %v380, 1
  %v382 = add i64 %v381, 1
  %v383 = mul i64 %n, %v382
  %v384 = add i64 %v383, %t368
  %v385 = add i64 %size.W, 1
  %v386 = add i64 %v385, 1
  %v387 = sub i64 %size.S, 1
  %v388 = sub i64 %v386, %v387
  %v389 = sub i64 %v388, 1
  %v390 = add i64 %v389, 1
  %v391 = mul i64 %v384, %v390
  %v392 = add i64 %v391, %t366
  %v393 = mul i64 %v392, %size.K
  %v394 = add i64 %v393, %t372
  %p395 = getelementptr float, ptr %buf.y, i64 %v394
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v376, ptr align 4 %p395, <16 x i1> %mlast)
  br label %finnext370
finnext370:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t396 = icmp slt i64 %j.next, %ntiles
  br i1 %t396, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t241 = add i64 %size.W, 1
  %t242 = add i64 %t241, 1
  %t243 = sub i64 %size.S, 1
  %t244 = sub i64 %t242, %t243
  %t245 = sub i64 %t244, 1
  %t246 = add i64 %t245, 1
  %t247 = sdiv i64 %m0, %t246
  %t248 = srem i64 %m0, %t246
  %t251 = icmp slt i64 0, %t10
  br i1 %t251, label %fin249, label %finnext250
fin249:
  %t252 = add i64 %k0, 0
  %p253 = getelementptr float, ptr %buf.b, i64 %t252
  %ld254 = load <16 x float>, ptr %p253, align 4
  %v255 = fadd contract <16 x float> %ld254, %t217
  %v256 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v255, <16 x float> splat (float 0x0000000000000000))
  %v257 = add i64 %size.H, 1
  %v258 = add i64 %v257, 1
  %v259 = sub i64 %size.R, 1
  %v260 = sub i64 %v258, %v259
  %v261 = sub i64 %v260, 1
  %v262 = add i64 %v261, 1
  %v263 = mul i64 %n, %v262
  %v264 = add i64 %v263, %t247
  %v265 = add i64 %size.W, 1
  %v266 = add i64 %v265, 1
  %v267 = sub i64 %size.S, 1
  %v268 = sub i64 %v266, %v267
  %v269 = sub i64 %v268, 1
  %v270 = add i64 %v269, 1
  %v271 = mul i64 %v264, %v270
  %v272 = add i64 %v271, %t248
  %v273 = mul i64 %v272, %size.K
  %v274 = add i64 %v273, %t252
  %p275 = getelementptr float, ptr %buf.y, i64 %v274
  store <16 x float> %v256, ptr %p275, align 4
  %t276 = add i64 %k0, 16
  %p277 = getelementptr float, ptr %buf.b, i64 %t276
  %ld278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p277, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v279 = fadd contract <16 x float> %ld278, %t218
  %v280 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v279, <16 x float> splat (float 0x0000000000000000))
  %v281 = add i64 %size.H, 1
  %v282 = add i64 %v281, 1
  %v283 = sub i64 %size.R, 1
  %v284 = sub i64 %v282, %v283
  %v285 = sub i64 %v284, 1
  %v286 = add i64 %v285, 1
  %v287 = mul i64 %n, %v286
  %v288 = add i64 %v287, %t247
  %v289 = add i64 %size.W, 1
  %v290 = add i64 %v289, 1
  %v291 = sub i64 %size.S, 1
  %v292 = sub i64 %v290, %v291
  %v293 = sub i64 %v292, 1
  %v294 = add i64 %v293, 1
  %v295 = mul i64 %v288, %v294
  %v296 = add i64 %v295, %t248
  %v297 = mul i64 %v296, %size.K
  %v298 = add i64 %v297, %t276
  %p299 = getelementptr float, ptr %buf.y, i64 %v298
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v280, ptr align 4 %p299, <16 x i1> %mlast)
  br label %finnext250
finnext250:
  %t300 = add i64 %t248, 1
  %t301 = icmp sge i64 %t300, %t246
  %t302 = select i1 %t301, i64 0, i64 %t300
  %t303 = zext i1 %t301 to i64
  %t304 = add i64 %t247, %t303
  %t307 = icmp slt i64 1, %t10
  br i1 %t307, label %fin305, label %finnext306
fin305:
  %t308 = add i64 %k0, 0
  %p309 = getelementptr float, ptr %buf.b, i64 %t308
  %ld310 = load <16 x float>, ptr %p309, align 4
  %v311 = fadd contract <16 x float> %ld310, %t219
  %v312 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v311, <16 x float> splat (float 0x0000000000000000))
  %v313 = add i64 %size.H, 1
  %v314 = add i64 %v313, 1
  %v315 = sub i64 %size.R, 1
  %v316 = sub i64 %v314, %v315
  %v317 = sub i64 %v316, 1
  %v318 = add i64 %v317, 1
  %v319 = mul i64 %n, %v318
  %v320 = add i64 %v319, %t304
  %v321 = add i64 %size.W, 1
  %v322 = add i64 %v321, 1
  %v323 = sub i64 %size.S, 1
  %v324 = sub i64 %v322, %v323
  %v325 = sub i64 %v324, 1
  %v326 = add i64 %v325, 1
  %v327 = mul i64 %v320, %v326
  %v328 = add i64 %v327, %t302
  %v329 = mul i64 %v328, %size.K
  %v330 = add i64 %v329, %t308
  %p331 = getelementptr float, ptr %buf.y, i64 %v330
  store <16 x float> %v312, ptr %p331, align 4
  %t332 = add i64 %k0, 16
  %p333 = getelementptr float, ptr %buf.b, i64 %t332
  %ld334 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p333, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v335 = fadd contract <16 x float> %ld334, %t220
  %v336 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v335, <16 x float> splat (float 0x0000000000000000))
  %v337 = add i64 %size.H, 1
  %v338 = add i64 %v337, 1
  %v339 = sub i64 %size.R, 1
  %v340 = sub i64 %v338, %v339
  %v341 = sub i64 %v340, 1
  %v342 = add i64 %v341, 1
  %v343 = mul i64 %n, %v342
  %v344 = add i64 %v343, %t304
  %v345 = add i64 %size.W, 1
  %v346 = add i64 %v345, 1
  %v347 = sub i64 %size.S, 1
  %v348 = sub i64 %v346, %v347
  %v349 = sub i64 %v348, 1
  %v350 = add i64 %v349, 1
  %v351 = mul i64 %v344, %v350
  %v352 = add i64 %v351, %t302
  %v353 = mul i64 %v352, %size.K
  %v354 = add i64 %v353, %t332
  %p355 = getelementptr float, ptr %buf.y, i64 %v354
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v336, ptr align 4 %p355, <16 x i1> %mlast)
  br label %finnext306
finnext306:
  %t356 = add i64 %t302, 1
  %t357 = icmp sge i64 %t356, %t246
  %t358 = select i1 %t357, i64 0, i64 %t356
  %t359 = zext i1 %t357 to i64
  %t360 = add i64 %t304, %t359
  %t363 = icmp slt i64 2, %t10
  br i1 %t363, label %fin361, label %finnext362
fin361:
  %t364 = add i64 %k0, 0
  %p365 = getelementptr float, ptr %buf.b, i64 %t364
  %ld366 = load <16 x float>, ptr %p365, align 4
  %v367 = fadd contract <16 x float> %ld366, %t221
  %v368 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v367, <16 x float> splat (float 0x0000000000000000))
  %v369 = add i64 %size.H, 1
  %v370 = add i64 %v369, 1
  %v371 = sub i64 %size.R, 1
  %v372 = sub i64 %v370, %v371
  %v373 = sub i64 %v372, 1
  %v374 = add i64 %v373, 1
  %v375 = mul i64 %n, %v374
  %v376 = add i64 %v375, %t360
  %v377 = add i64 %size.W, 1
  %v378 = add i64 %v377, 1
  %v379 = sub i64 %size.S, 1
  %v380 = sub i64 %v378, %v379
  %v381 = sub i64 %v380, 1
  %v382 = add i64 %v381, 1
  %v383 = mul i64 %v376, %v382
  %v384 = add i64 %v383, %t358
  %v385 = mul i64 %v384, %size.K
  %v386 = add i64 %v385, %t364
  %p387 = getelementptr float, ptr %buf.y, i64 %v386
  store <16 x float> %v368, ptr %p387, align 4
  %t388 = add i64 %k0, 16
  %p389 = getelementptr float, ptr %buf.b, i64 %t388
  %ld390 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p389, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v391 = fadd contract <16 x float> %ld390, %t222
  %v392 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v391, <16 x float> splat (float 0x0000000000000000))
  %v393 = add i64 %size.H, 1
  %v394 = add i64 %v393, 1
  %v395 = sub i64 %size.R, 1
  %v396 = sub i64 %v394, %v395
  %v397 = sub i64 %v396, 1
  %v398 = add i64 %v397, 1
  %v399 = mul i64 %n, %v398
  %v400 = add i64 %v399, %t360
  %v401 = add i64 %size.W, 1
  %v402 = add i64 %v401, 1
  %v403 = sub i64 %size.S, 1
  %v404 = sub i64 %v402, %v403
  %v405 = sub i64 %v404, 1
  %v406 = add i64 %v405, 1
  %v407 = mul i64 %v400, %v406
  %v408 = add i64 %v407, %t358
  %v409 = mul i64 %v408, %size.K
  %v410 = add i64 %v409, %t388
  %p411 = getelementptr float, ptr %buf.y, i64 %v410
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v392, ptr align 4 %p411, <16 x i1> %mlast)
  br label %finnext362
finnext362:
  %t412 = add i64 %t358, 1
  %t413 = icmp sge i64 %t412, %t246
  %t414 = select i1 %t413, i64 0, i64 %t412
  %t415 = zext i1 %t413 to i64
  %t416 = add i64 %t360, %t415
  %t419 = icmp slt i64 3, %t10
  br i1 %t419, label %fin417, label %finnext418
fin417:
  %t420 = add i64 %k0, 0
  %p421 = getelementptr float, ptr %buf.b, i64 %t420
  %ld422 = load <16 x float>, ptr %p421, align 4
  %v423 = fadd contract <16 x float> %ld422, %t223
  %v424 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v423, <16 x float> splat (float 0x0000000000000000))
  %v425 = add i64 %size.H, 1
  %v426 = add i64 %v425, 1
  %v427 = sub i64 %size.R, 1
  %v428 = sub i64 %v426, %v427
  %v429 = sub i64 %v428, 1
  %v430 = add i64 %v429, 1
  %v431 = mul i64 %n, %v430
  %v432 = add i64 %v431, %t416
  %v433 = add i64 %size.W, 1
  %v434 = add i64 %v433, 1
  %v435 = sub i64 %size.S, 1
  %v436 = sub i64 %v434, %v435
  %v437 = sub i64 %v436, 1
  %v438 = add i64 %v437, 1
  %v439 = mul i64 %v432, %v438
  %v440 = add i64 %v439, %t414
  %v441 = mul i64 %v440, %size.K
  %v442 = add i64 %v441, %t420
  %p443 = getelementptr float, ptr %buf.y, i64 %v442
  store <16 x float> %v424, ptr %p443, align 4
  %t444 = add i64 %k0, 16
  %p445 = getelementptr float, ptr %buf.b, i64 %t444
  %ld446 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p445, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v447 = fadd contract <16 x float> %ld446, %t224
  %v448 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v447, <16 x float> splat (float 0x0000000000000000))
  %v449 = add i64 %size.H, 1
  %v450 = add i64 %v449, 1
  %v451 = sub i64 %size.R, 1
  %v452 = sub i64 %v450, %v451
  %v453 = sub i64 %v452, 1
  %v454 = add i64 %v453, 1
  %v455 = mul i64 %n, %v454
  %v456 = add i64 %v455, %t416
  %v457 = add i64 %size.W, 1
  %v458 = add i64 %v457, 1
  %v459 = sub i64 %size.S, 1
  %v460 = sub i64 %v458, %v459
  %v461 = sub i64 %v460, 1
  %v462 = add i64 %v461, 1
  %v463 = mul i64 %v456, %v462
  %v464 = add i64 %v463, %t414
  %v465 = mul i64 %v464, %size.K
  %v466 = add i64 %v465, %t444
  %p467 = getelementptr float, ptr %buf.y, i64 %v466
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v448, ptr align 4 %p467, <16 x i1> %mlast)
  br label %finnext418
finnext418:
  %t468 = add i64 %t414, 1
  %t469 = icmp sge i64 %t468, %t246
  %t470 = select i1 %t469, i64 0, i64 %t468
  %t471 = zext i1 %t469 to i64
  %t472 = add i64 %t416, %t471
  %t475 = icmp slt i64 4, %t10
  br i1 %t475, label %fin473, label %finnext474
fin473:
  %t476 = add i64 %k0, 0
  %p477 = getelementptr float, ptr %buf.b, i64 %t476
  %ld478 = load <16 x float>, ptr %p477, align 4
  %v479 = fadd contract <16 x float> %ld478, %t225
  %v480 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v479, <16 x float> splat (float 0x0000000000000000))
  %v481 = add i64 %size.H, 1
  %v482 = add i64 %v481, 1
  %v483 = sub i64 %size.R, 1
  %v484 = sub i64 %v482, %v483
  %v485 = sub i64 %v484, 1
  %v486 = add i64 %v485, 1
  %v487 = mul i64 %n, %v486
  %v488 = add i64 %v487, %t472
  %v489 = add i64 %size.W, 1
  %v490 = add i64 %v489, 1
  %v491 = sub i64 %size.S, 1
  %v492 = sub i64 %v490, %v491
  %v493 = sub i64 %v492, 1
  %v494 = add i64 %v493, 1
  %v495 = mul i64 %v488, %v494
  %v496 = add i64 %v495, %t470
  %v497 = mul i64 %v496, %size.K
  %v498 = add i64 %v497, %t476
  %p499 = getelementptr float, ptr %buf.y, i64 %v498
  store <16 x float> %v480, ptr %p499, align 4
  %t500 = add i64 %k0, 16
  %p501 = getelementptr float, ptr %buf.b, i64 %t500
  %ld502 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p501, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v503 = fadd contract <16 x float> %ld502, %t226
  %v504 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v503, <16 x float> splat (float 0x0000000000000000))
  %v505 = add i64 %size.H, 1
  %v506 = add i64 %v505, 1
  %v507 = sub i64 %size.R, 1
  %v508 = sub i64 %v506, %v507
  %v509 = sub i64 %v508, 1
  %v510 = add i64 %v509, 1
  %v511 = mul i64 %n, %v510
  %v512 = add i64 %v511, %t472
  %v513 = add i64 %size.W, 1
  %v514 = add i64 %v513, 1
  %v515 = sub i64 %size.S, 1
  %v516 = sub i64 %v514, %v515
  %v517 = sub i64 %v516, 1
  %v518 = add i64 %v517, 1
  %v519 = mul i64 %v512, %v518
  %v520 = add i64 %v519, %t470
  %v521 = mul i64 %v520, %size.K
  %v522 = add i64 %v521, %t500
  %p523 = getelementptr float, ptr %buf.y, i64 %v522
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v504, ptr align 4 %p523, <16 x i1> %mlast)
  br label %finnext474
finnext474:
  %t524 = add i64 %t470, 1
  %t525 = icmp sge i64 %t524, %t246
  %t526 = select i1 %t525, i64 0, i64 %t524
  %t527 = zext i1 %t525 to i64
  %t528 = add i64 %t472, %t527
  %t531 = icmp slt i64 5, %t10
  br i1 %t531, label %fin529, label %finnext530
fin529:
  %t532 = add i64 %k0, 0
  %p533 = getelementptr float, ptr %buf.b, i64 %t532
  %ld534 = load <16 x float>, ptr %p533, align 4
  %v535 = fadd contract <16 x float> %ld534, %t227
  %v536 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v535, <16 x float> splat (float 0x0000000000000000))
  %v537 = add i64 %size.H, 1
  %v538 = add i64 %v537, 1
  %v539 = sub i64 %size.R, 1
  %v540 = sub i64 %v538, %v539
  %v541 = sub i64 %v540, 1
  %v542 = add i64 %v541, 1
  %v543 = mul i64 %n, %v542
  %v544 = add i64 %v543, %t528
  %v545 = add i64 %size.W, 1
  %v546 = add i64 %v545, 1
  %v547 = sub i64 %size.S, 1
  %v548 = sub i64 %v546, %v547
  %v549 = sub i64 %v548, 1
  %v550 = add i64 %v549, 1
  %v551 = mul i64 %v544, %v550
  %v552 = add i64 %v551, %t526
  %v553 = mul i64 %v552, %size.K
  %v554 = add i64 %v553, %t532
  %p555 = getelementptr float, ptr %buf.y, i64 %v554
  store <16 x float> %v536, ptr %p555, align 4
  %t556 = add i64 %k0, 16
  %p557 = getelementptr float, ptr %buf.b, i64 %t556
  %ld558 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p557, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v559 = fadd contract <16 x float> %ld558, %t228
  %v560 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v559, <16 x float> splat (float 0x0000000000000000))
  %v561 = add i64 %size.H, 1
  %v562 = add i64 %v561, 1
  %v563 = sub i64 %size.R, 1
  %v564 = sub i64 %v562, %v563
  %v565 = sub i64 %v564, 1
  %v566 = add i64 %v565, 1
  %v567 = mul i64 %n, %v566
  %v568 = add i64 %v567, %t528
  %v569 = add i64 %size.W, 1
  %v570 = add i64 %v569, 1
  %v571 = sub i64 %size.S, 1
  %v572 = sub i64 %v570, %v571
  %v573 = sub i64 %v572, 1
  %v574 = add i64 %v573, 1
  %v575 = mul i64 %v568, %v574
  %v576 = add i64 %v575, %t526
  %v577 = mul i64 %v576, %size.K
  %v578 = add i64 %v577, %t556
  %p579 = getelementptr float, ptr %buf.y, i64 %v578
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v560, ptr align 4 %p579, <16 x i1> %mlast)
  br label %finnext530
finnext530:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t580 = icmp slt i64 %j.next, %ntiles
  br i1 %t580, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t281 = add i64 %size.W, 1
  %t282 = add i64 %t281, 1
  %t283 = sub i64 %size.S, 1
  %t284 = sub i64 %t282, %t283
  %t285 = sub i64 %t284, 1
  %t286 = add i64 %t285, 1
  %t287 = sdiv i64 %m0, %t286
  %t288 = srem i64 %m0, %t286
  %t291 = icmp slt i64 0, %t10
  br i1 %t291, label %fin289, label %finnext290
fin289:
  %t292 = add i64 %k0, 0
  %p293 = getelementptr float, ptr %buf.b, i64 %t292
  %ld294 = load <16 x float>, ptr %p293, align 4
  %v295 = fadd contract <16 x float> %ld294, %t245
  %v296 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v295, <16 x float> splat (float 0x0000000000000000))
  %v297 = add i64 %size.H, 1
  %v298 = add i64 %v297, 1
  %v299 = sub i64 %size.R, 1
  %v300 = sub i64 %v298, %v299
  %v301 = sub i64 %v300, 1
  %v302 = add i64 %v301, 1
  %v303 = mul i64 %n, %v302
  %v304 = add i64 %v303, %t287
  %v305 = add i64 %size.W, 1
  %v306 = add i64 %v305, 1
  %v307 = sub i64 %size.S, 1
  %v308 = sub i64 %v306, %v307
  %v309 = sub i64 %v308, 1
  %v310 = add i64 %v309, 1
  %v311 = mul i64 %v304, %v310
  %v312 = add i64 %v311, %t288
  %v313 = mul i64 %v312, %size.K
  %v314 = add i64 %v313, %t292
  %p315 = getelementptr float, ptr %buf.y, i64 %v314
  store <16 x float> %v296, ptr %p315, align 4
  %t316 = add i64 %k0, 16
  %p317 = getelementptr float, ptr %buf.b, i64 %t316
  %ld318 = load <16 x float>, ptr %p317, align 4
  %v319 = fadd contract <16 x float> %ld318, %t246
  %v320 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v319, <16 x float> splat (float 0x0000000000000000))
  %v321 = add i64 %size.H, 1
  %v322 = add i64 %v321, 1
  %v323 = sub i64 %size.R, 1
  %v324 = sub i64 %v322, %v323
  %v325 = sub i64 %v324, 1
  %v326 = add i64 %v325, 1
  %v327 = mul i64 %n, %v326
  %v328 = add i64 %v327, %t287
  %v329 = add i64 %size.W, 1
  %v330 = add i64 %v329, 1
  %v331 = sub i64 %size.S, 1
  %v332 = sub i64 %v330, %v331
  %v333 = sub i64 %v332, 1
  %v334 = add i64 %v333, 1
  %v335 = mul i64 %v328, %v334
  %v336 = add i64 %v335, %t288
  %v337 = mul i64 %v336, %size.K
  %v338 = add i64 %v337, %t316
  %p339 = getelementptr float, ptr %buf.y, i64 %v338
  store <16 x float> %v320, ptr %p339, align 4
  %t340 = add i64 %k0, 32
  %p341 = getelementptr float, ptr %buf.b, i64 %t340
  %ld342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p341, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v343 = fadd contract <16 x float> %ld342, %t247
  %v344 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v343, <16 x float> splat (float 0x0000000000000000))
  %v345 = add i64 %size.H, 1
  %v346 = add i64 %v345, 1
  %v347 = sub i64 %size.R, 1
  %v348 = sub i64 %v346, %v347
  %v349 = sub i64 %v348, 1
  %v350 = add i64 %v349, 1
  %v351 = mul i64 %n, %v350
  %v352 = add i64 %v351, %t287
  %v353 = add i64 %size.W, 1
  %v354 = add i64 %v353, 1
  %v355 = sub i64 %size.S, 1
  %v356 = sub i64 %v354, %v355
  %v357 = sub i64 %v356, 1
  %v358 = add i64 %v357, 1
  %v359 = mul i64 %v352, %v358
  %v360 = add i64 %v359, %t288
  %v361 = mul i64 %v360, %size.K
  %v362 = add i64 %v361, %t340
  %p363 = getelementptr float, ptr %buf.y, i64 %v362
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v344, ptr align 4 %p363, <16 x i1> %mlast)
  br label %finnext290
finnext290:
  %t364 = add i64 %t288, 1
  %t365 = icmp sge i64 %t364, %t286
  %t366 = select i1 %t365, i64 0, i64 %t364
  %t367 = zext i1 %t365 to i64
  %t368 = add i64 %t287, %t367
  %t371 = icmp slt i64 1, %t10
  br i1 %t371, label %fin369, label %finnext370
fin369:
  %t372 = add i64 %k0, 0
  %p373 = getelementptr float, ptr %buf.b, i64 %t372
  %ld374 = load <16 x float>, ptr %p373, align 4
  %v375 = fadd contract <16 x float> %ld374, %t248
  %v376 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v375, <16 x float> splat (float 0x0000000000000000))
  %v377 = add i64 %size.H, 1
  %v378 = add i64 %v377, 1
  %v379 = sub i64 %size.R, 1
  %v380 = sub i64 %v378, %v379
  %v381 = sub i64 %v380, 1
  %v382 = add i64 %v381, 1
  %v383 = mul i64 %n, %v382
  %v384 = add i64 %v383, %t368
  %v385 = add i64 %size.W, 1
  %v386 = add i64 %v385, 1
  %v387 = sub i64 %size.S, 1
  %v388 = sub i64 %v386, %v387
  %v389 = sub i64 %v388, 1
  %v390 = add i64 %v389, 1
  %v391 = mul i64 %v384, %v390
  %v392 = add i64 %v391, %t366
  %v393 = mul i64 %v392, %size.K
  %v394 = add i64 %v393, %t372
  %p395 = getelementptr float, ptr %buf.y, i64 %v394
  store <16 x float> %v376, ptr %p395, align 4
  %t396 = add i64 %k0, 16
  %p397 = getelementptr float, ptr %buf.b, i64 %t396
  %ld398 = load <16 x float>, ptr %p397, align 4
  %v399 = fadd contract <16 x float> %ld398, %t249
  %v400 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v399, <16 x float> splat (float 0x0000000000000000))
  %v401 = add i64 %size.H, 1
  %v402 = add i64 %v401, 1
  %v403 = sub i64 %size.R, 1
  %v404 = sub i64 %v402, %v403
  %v405 = sub i64 %v404, 1
  %v406 = add i64 %v405, 1
  %v407 = mul i64 %n, %v406
  %v408 = add i64 %v407, %t368
  %v409 = add i64 %size.W, 1
  %v410 = add i64 %v409, 1
  %v411 = sub i64 %size.S, 1
  %v412 = sub i64 %v410, %v411
  %v413 = sub i64 %v412, 1
  %v414 = add i64 %v413, 1
  %v415 = mul i64 %v408, %v414
  %v416 = add i64 %v415, %t366
  %v417 = mul i64 %v416, %size.K
  %v418 = add i64 %v417, %t396
  %p419 = getelementptr float, ptr %buf.y, i64 %v418
  store <16 x float> %v400, ptr %p419, align 4
  %t420 = add i64 %k0, 32
  %p421 = getelementptr float, ptr %buf.b, i64 %t420
  %ld422 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p421, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v423 = fadd contract <16 x float> %ld422, %t250
  %v424 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v423, <16 x float> splat (float 0x0000000000000000))
  %v425 = add i64 %size.H, 1
  %v426 = add i64 %v425, 1
  %v427 = sub i64 %size.R, 1
  %v428 = sub i64 %v426, %v427
  %v429 = sub i64 %v428, 1
  %v430 = add i64 %v429, 1
  %v431 = mul i64 %n, %v430
  %v432 = add i64 %v431, %t368
  %v433 = add i64 %size.W, 1
  %v434 = add i64 %v433, 1
  %v435 = sub i64 %size.S, 1
  %v436 = sub i64 %v434, %v435
  %v437 = sub i64 %v436, 1
  %v438 = add i64 %v437, 1
  %v439 = mul i64 %v432, %v438
  %v440 = add i64 %v439, %t366
  %v441 = mul i64 %v440, %size.K
  %v442 = add i64 %v441, %t420
  %p443 = getelementptr float, ptr %buf.y, i64 %v442
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v424, ptr align 4 %p443, <16 x i1> %mlast)
  br label %finnext370
finnext370:
  %t444 = add i64 %t366, 1
  %t445 = icmp sge i64 %t444, %t286
  %t446 = select i1 %t445, i64 0, i64 %t444
  %t447 = zext i1 %t445 to i64
  %t448 = add i64 %t368, %t447
  %t451 = icmp slt i64 2, %t10
  br i1 %t451, label %fin449, label %finnext450
fin449:
  %t452 = add i64 %k0, 0
  %p453 = getelementptr float, ptr %buf.b, i64 %t452
  %ld454 = load <16 x float>, ptr %p453, align 4
  %v455 = fadd contract <16 x float> %ld454, %t251
  %v456 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v455, <16 x float> splat (float 0x0000000000000000))
  %v457 = add i64 %size.H, 1
  %v458 = add i64 %v457, 1
  %v459 = sub i64 %size.R, 1
  %v460 = sub i64 %v458, %v459
  %v461 = sub i64 %v460, 1
  %v462 = add i64 %v461, 1
  %v463 = mul i64 %n, %v462
  %v464 = add i64 %v463, %t448
  %v465 = add i64 %size.W, 1
  %v466 = add i64 %v465, 1
  %v467 = sub i64 %size.S, 1
  %v468 = sub i64 %v466, %v467
  %v469 = sub i64 %v468, 1
  %v470 = add i64 %v469, 1
  %v471 = mul i64 %v464, %v470
  %v472 = add i64 %v471, %t446
  %v473 = mul i64 %v472, %size.K
  %v474 = add i64 %v473, %t452
  %p475 = getelementptr float, ptr %buf.y, i64 %v474
  store <16 x float> %v456, ptr %p475, align 4
  %t476 = add i64 %k0, 16
  %p477 = getelementptr float, ptr %buf.b, i64 %t476
  %ld478 = load <16 x float>, ptr %p477, align 4
  %v479 = fadd contract <16 x float> %ld478, %t252
  %v480 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v479, <16 x float> splat (float 0x0000000000000000))
  %v481 = add i64 %size.H, 1
  %v482 = add i64 %v481, 1
  %v483 = sub i64 %size.R, 1
  %v484 = sub i64 %v482, %v483
  %v485 = sub i64 %v484, 1
  %v486 = add i64 %v485, 1
  %v487 = mul i64 %n, %v486
  %v488 = add i64 %v487, %t448
  %v489 = add i64 %size.W, 1
  %v490 = add i64 %v489, 1
  %v491 = sub i64 %size.S, 1
  %v492 = sub i64 %v490, %v491
  %v493 = sub i64 %v492, 1
  %v494 = add i64 %v493, 1
  %v495 = mul i64 %v488, %v494
  %v496 = add i64 %v495, %t446
  %v497 = mul i64 %v496, %size.K
  %v498 = add i64 %v497, %t476
  %p499 = getelementptr float, ptr %buf.y, i64 %v498
  store <16 x float> %v480, ptr %p499, align 4
  %t500 = add i64 %k0, 32
  %p501 = getelementptr float, ptr %buf.b, i64 %t500
  %ld502 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p501, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v503 = fadd contract <16 x float> %ld502, %t253
  %v504 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v503, <16 x float> splat (float 0x0000000000000000))
  %v505 = add i64 %size.H, 1
  %v506 = add i64 %v505, 1
  %v507 = sub i64 %size.R, 1
  %v508 = sub i64 %v506, %v507
  %v509 = sub i64 %v508, 1
  %v510 = add i64 %v509, 1
  %v511 = mul i64 %n, %v510
  %v512 = add i64 %v511, %t448
  %v513 = add i64 %size.W, 1
  %v514 = add i64 %v513, 1
  %v515 = sub i64 %size.S, 1
  %v516 = sub i64 %v514, %v515
  %v517 = sub i64 %v516, 1
  %v518 = add i64 %v517, 1
  %v519 = mul i64 %v512, %v518
  %v520 = add i64 %v519, %t446
  %v521 = mul i64 %v520, %size.K
  %v522 = add i64 %v521, %t500
  %p523 = getelementptr float, ptr %buf.y, i64 %v522
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v504, ptr align 4 %p523, <16 x i1> %mlast)
  br label %finnext450
finnext450:
  %t524 = add i64 %t446, 1
  %t525 = icmp sge i64 %t524, %t286
  %t526 = select i1 %t525, i64 0, i64 %t524
  %t527 = zext i1 %t525 to i64
  %t528 = add i64 %t448, %t527
  %t531 = icmp slt i64 3, %t10
  br i1 %t531, label %fin529, label %finnext530
fin529:
  %t532 = add i64 %k0, 0
  %p533 = getelementptr float, ptr %buf.b, i64 %t532
  %ld534 = load <16 x float>, ptr %p533, align 4
  %v535 = fadd contract <16 x float> %ld534, %t254
  %v536 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v535, <16 x float> splat (float 0x0000000000000000))
  %v537 = add i64 %size.H, 1
  %v538 = add i64 %v537, 1
  %v539 = sub i64 %size.R, 1
  %v540 = sub i64 %v538, %v539
  %v541 = sub i64 %v540, 1
  %v542 = add i64 %v541, 1
  %v543 = mul i64 %n, %v542
  %v544 = add i64 %v543, %t528
  %v545 = add i64 %size.W, 1
  %v546 = add i64 %v545, 1
  %v547 = sub i64 %size.S, 1
  %v548 = sub i64 %v546, %v547
  %v549 = sub i64 %v548, 1
  %v550 = add i64 %v549, 1
  %v551 = mul i64 %v544, %v550
  %v552 = add i64 %v551, %t526
  %v553 = mul i64 %v552, %size.K
  %v554 = add i64 %v553, %t532
  %p555 = getelementptr float, ptr %buf.y, i64 %v554
  store <16 x float> %v536, ptr %p555, align 4
  %t556 = add i64 %k0, 16
  %p557 = getelementptr float, ptr %buf.b, i64 %t556
  %ld558 = load <16 x float>, ptr %p557, align 4
  %v559 = fadd contract <16 x float> %ld558, %t255
  %v560 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v559, <16 x float> splat (float 0x0000000000000000))
  %v561 = add i64 %size.H, 1
  %v562 = add i64 %v561, 1
  %v563 = sub i64 %size.R, 1
  %v564 = sub i64 %v562, %v563
  %v565 = sub i64 %v564, 1
  %v566 = add i64 %v565, 1
  %v567 = mul i64 %n, %v566
  %v568 = add i64 %v567, %t528
  %v569 = add i64 %size.W, 1
  %v570 = add i64 %v569, 1
  %v571 = sub i64 %size.S, 1
  %v572 = sub i64 %v570, %v571
  %v573 = sub i64 %v572, 1
  %v574 = add i64 %v573, 1
  %v575 = mul i64 %v568, %v574
  %v576 = add i64 %v575, %t526
  %v577 = mul i64 %v576, %size.K
  %v578 = add i64 %v577, %t556
  %p579 = getelementptr float, ptr %buf.y, i64 %v578
  store <16 x float> %v560, ptr %p579, align 4
  %t580 = add i64 %k0, 32
  %p581 = getelementptr float, ptr %buf.b, i64 %t580
  %ld582 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p581, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v583 = fadd contract <16 x float> %ld582, %t256
  %v584 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v583, <16 x float> splat (float 0x0000000000000000))
  %v585 = add i64 %size.H, 1
  %v586 = add i64 %v585, 1
  %v587 = sub i64 %size.R, 1
  %v588 = sub i64 %v586, %v587
  %v589 = sub i64 %v588, 1
  %v590 = add i64 %v589, 1
  %v591 = mul i64 %n, %v590
  %v592 = add i64 %v591, %t528
  %v593 = add i64 %size.W, 1
  %v594 = add i64 %v593, 1
  %v595 = sub i64 %size.S, 1
  %v596 = sub i64 %v594, %v595
  %v597 = sub i64 %v596, 1
  %v598 = add i64 %v597, 1
  %v599 = mul i64 %v592, %v598
  %v600 = add i64 %v599, %t526
  %v601 = mul i64 %v600, %size.K
  %v602 = add i64 %v601, %t580
  %p603 = getelementptr float, ptr %buf.y, i64 %v602
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v584, ptr align 4 %p603, <16 x i1> %mlast)
  br label %finnext530
finnext530:
  %t604 = add i64 %t526, 1
  %t605 = icmp sge i64 %t604, %t286
  %t606 = select i1 %t605, i64 0, i64 %t604
  %t607 = zext i1 %t605 to i64
  %t608 = add i64 %t528, %t607
  %t611 = icmp slt i64 4, %t10
  br i1 %t611, label %fin609, label %finnext610
fin609:
  %t612 = add i64 %k0, 0
  %p613 = getelementptr float, ptr %buf.b, i64 %t612
  %ld614 = load <16 x float>, ptr %p613, align 4
  %v615 = fadd contract <16 x float> %ld614, %t257
  %v616 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v615, <16 x float> splat (float 0x0000000000000000))
  %v617 = add i64 %size.H, 1
  %v618 = add i64 %v617, 1
  %v619 = sub i64 %size.R, 1
  %v620 = sub i64 %v618, %v619
  %v621 = sub i64 %v620, 1
  %v622 = add i64 %v621, 1
  %v623 = mul i64 %n, %v622
  %v624 = add i64 %v623, %t608
  %v625 = add i64 %size.W, 1
  %v626 = add i64 %v625, 1
  %v627 = sub i64 %size.S, 1
  %v628 = sub i64 %v626, %v627
  %v629 = sub i64 %v628, 1
  %v630 = add i64 %v629, 1
  %v631 = mul i64 %v624, %v630
  %v632 = add i64 %v631, %t606
  %v633 = mul i64 %v632, %size.K
  %v634 = add i64 %v633, %t612
  %p635 = getelementptr float, ptr %buf.y, i64 %v634
  store <16 x float> %v616, ptr %p635, align 4
  %t636 = add i64 %k0, 16
  %p637 = getelementptr float, ptr %buf.b, i64 %t636
  %ld638 = load <16 x float>, ptr %p637, align 4
  %v639 = fadd contract <16 x float> %ld638, %t258
  %v640 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v639, <16 x float> splat (float 0x0000000000000000))
  %v641 = add i64 %size.H, 1
  %v642 = add i64 %v641, 1
  %v643 = sub i64 %size.R, 1
  %v644 = sub i64 %v642, %v643
  %v645 = sub i64 %v644, 1
  %v646 = add i64 %v645, 1
  %v647 = mul i64 %n, %v646
  %v648 = add i64 %v647, %t608
  %v649 = add i64 %size.W, 1
  %v650 = add i64 %v649, 1
  %v651 = sub i64 %size.S, 1
  %v652 = sub i64 %v650, %v651
  %v653 = sub i64 %v652, 1
  %v654 = add i64 %v653, 1
  %v655 = mul i64 %v648, %v654
  %v656 = add i64 %v655, %t606
  %v657 = mul i64 %v656, %size.K
  %v658 = add i64 %v657, %t636
  %p659 = getelementptr float, ptr %buf.y, i64 %v658
  store <16 x float> %v640, ptr %p659, align 4
  %t660 = add i64 %k0, 32
  %p661 = getelementptr float, ptr %buf.b, i64 %t660
  %ld662 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p661, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v663 = fadd contract <16 x float> %ld662, %t259
  %v664 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v663, <16 x float> splat (float 0x0000000000000000))
  %v665 = add i64 %size.H, 1
  %v666 = add i64 %v665, 1
  %v667 = sub i64 %size.R, 1
  %v668 = sub i64 %v666, %v667
  %v669 = sub i64 %v668, 1
  %v670 = add i64 %v669, 1
  %v671 = mul i64 %n, %v670
  %v672 = add i64 %v671, %t608
  %v673 = add i64 %size.W, 1
  %v674 = add i64 %v673, 1
  %v675 = sub i64 %size.S, 1
  %v676 = sub i64 %v674, %v675
  %v677 = sub i64 %v676, 1
  %v678 = add i64 %v677, 1
  %v679 = mul i64 %v672, %v678
  %v680 = add i64 %v679, %t606
  %v681 = mul i64 %v680, %size.K
  %v682 = add i64 %v681, %t660
  %p683 = getelementptr float, ptr %buf.y, i64 %v682
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v664, ptr align 4 %p683, <16 x i1> %mlast)
  br label %finnext610
finnext610:
  %t684 = add i64 %t606, 1
  %t685 = icmp sge i64 %t684, %t286
  %t686 = select i1 %t685, i64 0, i64 %t684
  %t687 = zext i1 %t685 to i64
  %t688 = add i64 %t608, %t687
  %t691 = icmp slt i64 5, %t10
  br i1 %t691, label %fin689, label %finnext690
fin689:
  %t692 = add i64 %k0, 0
  %p693 = getelementptr float, ptr %buf.b, i64 %t692
  %ld694 = load <16 x float>, ptr %p693, align 4
  %v695 = fadd contract <16 x float> %ld694, %t260
  %v696 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v695, <16 x float> splat (float 0x0000000000000000))
  %v697 = add i64 %size.H, 1
  %v698 = add i64 %v697, 1
  %v699 = sub i64 %size.R, 1
  %v700 = sub i64 %v698, %v699
  %v701 = sub i64 %v700, 1
  %v702 = add i64 %v701, 1
  %v703 = mul i64 %n, %v702
  %v704 = add i64 %v703, %t688
  %v705 = add i64 %size.W, 1
  %v706 = add i64 %v705, 1
  %v707 = sub i64 %size.S, 1
  %v708 = sub i64 %v706, %v707
  %v709 = sub i64 %v708, 1
  %v710 = add i64 %v709, 1
  %v711 = mul i64 %v704, %v710
  %v712 = add i64 %v711, %t686
  %v713 = mul i64 %v712, %size.K
  %v714 = add i64 %v713, %t692
  %p715 = getelementptr float, ptr %buf.y, i64 %v714
  store <16 x float> %v696, ptr %p715, align 4
  %t716 = add i64 %k0, 16
  %p717 = getelementptr float, ptr %buf.b, i64 %t716
  %ld718 = load <16 x float>, ptr %p717, align 4
  %v719 = fadd contract <16 x float> %ld718, %t261
  %v720 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v719, <16 x float> splat (float 0x0000000000000000))
  %v721 = add i64 %size.H, 1
  %v722 = add i64 %v721, 1
  %v723 = sub i64 %size.R, 1
  %v724 = sub i64 %v722, %v723
  %v725 = sub i64 %v724, 1
  %v726 = add i64 %v725, 1
  %v727 = mul i64 %n, %v726
  %v728 = add i64 %v727, %t688
  %v729 = add i64 %size.W, 1
  %v730 = add i64 %v729, 1
  %v731 = sub i64 %size.S, 1
  %v732 = sub i64 %v730, %v731
  %v733 = sub i64 %v732, 1
  %v734 = add i64 %v733, 1
  %v735 = mul i64 %v728, %v734
  %v736 = add i64 %v735, %t686
  %v737 = mul i64 %v736, %size.K
  %v738 = add i64 %v737, %t716
  %p739 = getelementptr float, ptr %buf.y, i64 %v738
  store <16 x float> %v720, ptr %p739, align 4
  %t740 = add i64 %k0, 32
  %p741 = getelementptr float, ptr %buf.b, i64 %t740
  %ld742 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p741, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v743 = fadd contract <16 x float> %ld742, %t262
  %v744 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v743, <16 x float> splat (float 0x0000000000000000))
  %v745 = add i64 %size.H, 1
  %v746 = add i64 %v745, 1
  %v747 = sub i64 %size.R, 1
  %v748 = sub i64 %v746, %v747
  %v749 = sub i64 %v748, 1
  %v750 = add i64 %v749, 1
  %v751 = mul i64 %n, %v750
  %v752 = add i64 %v751, %t688
  %v753 = add i64 %size.W, 1
  %v754 = add i64 %v753, 1
  %v755 = sub i64 %size.S, 1
  %v756 = sub i64 %v754, %v755
  %v757 = sub i64 %v756, 1
  %v758 = add i64 %v757, 1
  %v759 = mul i64 %v752, %v758
  %v760 = add i64 %v759, %t686
  %v761 = mul i64 %v760, %size.K
  %v762 = add i64 %v761, %t740
  %p763 = getelementptr float, ptr %buf.y, i64 %v762
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v744, ptr align 4 %p763, <16 x i1> %mlast)
  br label %finnext690
finnext690:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t764 = icmp slt i64 %j.next, %ntiles
  br i1 %t764, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t321 = add i64 %size.W, 1
  %t322 = add i64 %t321, 1
  %t323 = sub i64 %size.S, 1
  %t324 = sub i64 %t322, %t323
  %t325 = sub i64 %t324, 1
  %t326 = add i64 %t325, 1
  %t327 = sdiv i64 %m0, %t326
  %t328 = srem i64 %m0, %t326
  %t331 = icmp slt i64 0, %t10
  br i1 %t331, label %fin329, label %finnext330
fin329:
  %t332 = add i64 %k0, 0
  %p333 = getelementptr float, ptr %buf.b, i64 %t332
  %ld334 = load <16 x float>, ptr %p333, align 4
  %v335 = fadd contract <16 x float> %ld334, %t273
  %v336 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v335, <16 x float> splat (float 0x0000000000000000))
  %v337 = add i64 %size.H, 1
  %v338 = add i64 %v337, 1
  %v339 = sub i64 %size.R, 1
  %v340 = sub i64 %v338, %v339
  %v341 = sub i64 %v340, 1
  %v342 = add i64 %v341, 1
  %v343 = mul i64 %n, %v342
  %v344 = add i64 %v343, %t327
  %v345 = add i64 %size.W, 1
  %v346 = add i64 %v345, 1
  %v347 = sub i64 %size.S, 1
  %v348 = sub i64 %v346, %v347
  %v349 = sub i64 %v348, 1
  %v350 = add i64 %v349, 1
  %v351 = mul i64 %v344, %v350
  %v352 = add i64 %v351, %t328
  %v353 = mul i64 %v352, %size.K
  %v354 = add i64 %v353, %t332
  %p355 = getelementptr float, ptr %buf.y, i64 %v354
  store <16 x float> %v336, ptr %p355, align 4
  %t356 = add i64 %k0, 16
  %p357 = getelementptr float, ptr %buf.b, i64 %t356
  %ld358 = load <16 x float>, ptr %p357, align 4
  %v359 = fadd contract <16 x float> %ld358, %t274
  %v360 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v359, <16 x float> splat (float 0x0000000000000000))
  %v361 = add i64 %size.H, 1
  %v362 = add i64 %v361, 1
  %v363 = sub i64 %size.R, 1
  %v364 = sub i64 %v362, %v363
  %v365 = sub i64 %v364, 1
  %v366 = add i64 %v365, 1
  %v367 = mul i64 %n, %v366
  %v368 = add i64 %v367, %t327
  %v369 = add i64 %size.W, 1
  %v370 = add i64 %v369, 1
  %v371 = sub i64 %size.S, 1
  %v372 = sub i64 %v370, %v371
  %v373 = sub i64 %v372, 1
  %v374 = add i64 %v373, 1
  %v375 = mul i64 %v368, %v374
  %v376 = add i64 %v375, %t328
  %v377 = mul i64 %v376, %size.K
  %v378 = add i64 %v377, %t356
  %p379 = getelementptr float, ptr %buf.y, i64 %v378
  store <16 x float> %v360, ptr %p379, align 4
  %t380 = add i64 %k0, 32
  %p381 = getelementptr float, ptr %buf.b, i64 %t380
  %ld382 = load <16 x float>, ptr %p381, align 4
  %v383 = fadd contract <16 x float> %ld382, %t275
  %v384 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v383, <16 x float> splat (float 0x0000000000000000))
  %v385 = add i64 %size.H, 1
  %v386 = add i64 %v385, 1
  %v387 = sub i64 %size.R, 1
  %v388 = sub i64 %v386, %v387
  %v389 = sub i64 %v388, 1
  %v390 = add i64 %v389, 1
  %v391 = mul i64 %n, %v390
  %v392 = add i64 %v391, %t327
  %v393 = add i64 %size.W, 1
  %v394 = add i64 %v393, 1
  %v395 = sub i64 %size.S, 1
  %v396 = sub i64 %v394, %v395
  %v397 = sub i64 %v396, 1
  %v398 = add i64 %v397, 1
  %v399 = mul i64 %v392, %v398
  %v400 = add i64 %v399, %t328
  %v401 = mul i64 %v400, %size.K
  %v402 = add i64 %v401, %t380
  %p403 = getelementptr float, ptr %buf.y, i64 %v402
  store <16 x float> %v384, ptr %p403, align 4
  %t404 = add i64 %k0, 48
  %p405 = getelementptr float, ptr %buf.b, i64 %t404
  %ld406 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p405, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v407 = fadd contract <16 x float> %ld406, %t276
  %v408 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v407, <16 x float> splat (float 0x0000000000000000))
  %v409 = add i64 %size.H, 1
  %v410 = add i64 %v409, 1
  %v411 = sub i64 %size.R, 1
  %v412 = sub i64 %v410, %v411
  %v413 = sub i64 %v412, 1
  %v414 = add i64 %v413, 1
  %v415 = mul i64 %n, %v414
  %v416 = add i64 %v415, %t327
  %v417 = add i64 %size.W, 1
  %v418 = add i64 %v417, 1
  %v419 = sub i64 %size.S, 1
  %v420 = sub i64 %v418, %v419
  %v421 = sub i64 %v420, 1
  %v422 = add i64 %v421, 1
  %v423 = mul i64 %v416, %v422
  %v424 = add i64 %v423, %t328
  %v425 = mul i64 %v424, %size.K
  %v426 = add i64 %v425, %t404
  %p427 = getelementptr float, ptr %buf.y, i64 %v426
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v408, ptr align 4 %p427, <16 x i1> %mlast)
  br label %finnext330
finnext330:
  %t428 = add i64 %t328, 1
  %t429 = icmp sge i64 %t428, %t326
  %t430 = select i1 %t429, i64 0, i64 %t428
  %t431 = zext i1 %t429 to i64
  %t432 = add i64 %t327, %t431
  %t435 = icmp slt i64 1, %t10
  br i1 %t435, label %fin433, label %finnext434
fin433:
  %t436 = add i64 %k0, 0
  %p437 = getelementptr float, ptr %buf.b, i64 %t436
  %ld438 = load <16 x float>, ptr %p437, align 4
  %v439 = fadd contract <16 x float> %ld438, %t277
  %v440 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v439, <16 x float> splat (float 0x0000000000000000))
  %v441 = add i64 %size.H, 1
  %v442 = add i64 %v441, 1
  %v443 = sub i64 %size.R, 1
  %v444 = sub i64 %v442, %v443
  %v445 = sub i64 %v444, 1
  %v446 = add i64 %v445, 1
  %v447 = mul i64 %n, %v446
  %v448 = add i64 %v447, %t432
  %v449 = add i64 %size.W, 1
  %v450 = add i64 %v449, 1
  %v451 = sub i64 %size.S, 1
  %v452 = sub i64 %v450, %v451
  %v453 = sub i64 %v452, 1
  %v454 = add i64 %v453, 1
  %v455 = mul i64 %v448, %v454
  %v456 = add i64 %v455, %t430
  %v457 = mul i64 %v456, %size.K
  %v458 = add i64 %v457, %t436
  %p459 = getelementptr float, ptr %buf.y, i64 %v458
  store <16 x float> %v440, ptr %p459, align 4
  %t460 = add i64 %k0, 16
  %p461 = getelementptr float, ptr %buf.b, i64 %t460
  %ld462 = load <16 x float>, ptr %p461, align 4
  %v463 = fadd contract <16 x float> %ld462, %t278
  %v464 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v463, <16 x float> splat (float 0x0000000000000000))
  %v465 = add i64 %size.H, 1
  %v466 = add i64 %v465, 1
  %v467 = sub i64 %size.R, 1
  %v468 = sub i64 %v466, %v467
  %v469 = sub i64 %v468, 1
  %v470 = add i64 %v469, 1
  %v471 = mul i64 %n, %v470
  %v472 = add i64 %v471, %t432
  %v473 = add i64 %size.W, 1
  %v474 = add i64 %v473, 1
  %v475 = sub i64 %size.S, 1
  %v476 = sub i64 %v474, %v475
  %v477 = sub i64 %v476, 1
  %v478 = add i64 %v477, 1
  %v479 = mul i64 %v472, %v478
  %v480 = add i64 %v479, %t430
  %v481 = mul i64 %v480, %size.K
  %v482 = add i64 %v481, %t460
  %p483 = getelementptr float, ptr %buf.y, i64 %v482
  store <16 x float> %v464, ptr %p483, align 4
  %t484 = add i64 %k0, 32
  %p485 = getelementptr float, ptr %buf.b, i64 %t484
  %ld486 = load <16 x float>, ptr %p485, align 4
  %v487 = fadd contract <16 x float> %ld486, %t279
  %v488 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v487, <16 x float> splat (float 0x0000000000000000))
  %v489 = add i64 %size.H, 1
  %v490 = add i64 %v489, 1
  %v491 = sub i64 %size.R, 1
  %v492 = sub i64 %v490, %v491
  %v493 = sub i64 %v492, 1
  %v494 = add i64 %v493, 1
  %v495 = mul i64 %n, %v494
  %v496 = add i64 %v495, %t432
  %v497 = add i64 %size.W, 1
  %v498 = add i64 %v497, 1
  %v499 = sub i64 %size.S, 1
  %v500 = sub i64 %v498, %v499
  %v501 = sub i64 %v500, 1
  %v502 = add i64 %v501, 1
  %v503 = mul i64 %v496, %v502
  %v504 = add i64 %v503, %t430
  %v505 = mul i64 %v504, %size.K
  %v506 = add i64 %v505, %t484
  %p507 = getelementptr float, ptr %buf.y, i64 %v506
  store <16 x float> %v488, ptr %p507, align 4
  %t508 = add i64 %k0, 48
  %p509 = getelementptr float, ptr %buf.b, i64 %t508
  %ld510 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p509, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v511 = fadd contract <16 x float> %ld510, %t280
  %v512 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v511, <16 x float> splat (float 0x0000000000000000))
  %v513 = add i64 %size.H, 1
  %v514 = add i64 %v513, 1
  %v515 = sub i64 %size.R, 1
  %v516 = sub i64 %v514, %v515
  %v517 = sub i64 %v516, 1
  %v518 = add i64 %v517, 1
  %v519 = mul i64 %n, %v518
  %v520 = add i64 %v519, %t432
  %v521 = add i64 %size.W, 1
  %v522 = add i64 %v521, 1
  %v523 = sub i64 %size.S, 1
  %v524 = sub i64 %v522, %v523
  %v525 = sub i64 %v524, 1
  %v526 = add i64 %v525, 1
  %v527 = mul i64 %v520, %v526
  %v528 = add i64 %v527, %t430
  %v529 = mul i64 %v528, %size.K
  %v530 = add i64 %v529, %t508
  %p531 = getelementptr float, ptr %buf.y, i64 %v530
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v512, ptr align 4 %p531, <16 x i1> %mlast)
  br label %finnext434
finnext434:
  %t532 = add i64 %t430, 1
  %t533 = icmp sge i64 %t532, %t326
  %t534 = select i1 %t533, i64 0, i64 %t532
  %t535 = zext i1 %t533 to i64
  %t536 = add i64 %t432, %t535
  %t539 = icmp slt i64 2, %t10
  br i1 %t539, label %fin537, label %finnext538
fin537:
  %t540 = add i64 %k0, 0
  %p541 = getelementptr float, ptr %buf.b, i64 %t540
  %ld542 = load <16 x float>, ptr %p541, align 4
  %v543 = fadd contract <16 x float> %ld542, %t281
  %v544 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v543, <16 x float> splat (float 0x0000000000000000))
  %v545 = add i64 %size.H, 1
  %v546 = add i64 %v545, 1
  %v547 = sub i64 %size.R, 1
  %v548 = sub i64 %v546, %v547
  %v549 = sub i64 %v548, 1
  %v550 = add i64 %v549, 1
  %v551 = mul i64 %n, %v550
  %v552 = add i64 %v551, %t536
  %v553 = add i64 %size.W, 1
  %v554 = add i64 %v553, 1
  %v555 = sub i64 %size.S, 1
  %v556 = sub i64 %v554, %v555
  %v557 = sub i64 %v556, 1
  %v558 = add i64 %v557, 1
  %v559 = mul i64 %v552, %v558
  %v560 = add i64 %v559, %t534
  %v561 = mul i64 %v560, %size.K
  %v562 = add i64 %v561, %t540
  %p563 = getelementptr float, ptr %buf.y, i64 %v562
  store <16 x float> %v544, ptr %p563, align 4
  %t564 = add i64 %k0, 16
  %p565 = getelementptr float, ptr %buf.b, i64 %t564
  %ld566 = load <16 x float>, ptr %p565, align 4
  %v567 = fadd contract <16 x float> %ld566, %t282
  %v568 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v567, <16 x float> splat (float 0x0000000000000000))
  %v569 = add i64 %size.H, 1
  %v570 = add i64 %v569, 1
  %v571 = sub i64 %size.R, 1
  %v572 = sub i64 %v570, %v571
  %v573 = sub i64 %v572, 1
  %v574 = add i64 %v573, 1
  %v575 = mul i64 %n, %v574
  %v576 = add i64 %v575, %t536
  %v577 = add i64 %size.W, 1
  %v578 = add i64 %v577, 1
  %v579 = sub i64 %size.S, 1
  %v580 = sub i64 %v578, %v579
  %v581 = sub i64 %v580, 1
  %v582 = add i64 %v581, 1
  %v583 = mul i64 %v576, %v582
  %v584 = add i64 %v583, %t534
  %v585 = mul i64 %v584, %size.K
  %v586 = add i64 %v585, %t564
  %p587 = getelementptr float, ptr %buf.y, i64 %v586
  store <16 x float> %v568, ptr %p587, align 4
  %t588 = add i64 %k0, 32
  %p589 = getelementptr float, ptr %buf.b, i64 %t588
  %ld590 = load <16 x float>, ptr %p589, align 4
  %v591 = fadd contract <16 x float> %ld590, %t283
  %v592 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v591, <16 x float> splat (float 0x0000000000000000))
  %v593 = add i64 %size.H, 1
  %v594 = add i64 %v593, 1
  %v595 = sub i64 %size.R, 1
  %v596 = sub i64 %v594, %v595
  %v597 = sub i64 %v596, 1
  %v598 = add i64 %v597, 1
  %v599 = mul i64 %n, %v598
  %v600 = add i64 %v599, %t536
  %v601 = add i64 %size.W, 1
  %v602 = add i64 %v601, 1
  %v603 = sub i64 %size.S, 1
  %v604 = sub i64 %v602, %v603
  %v605 = sub i64 %v604, 1
  %v606 = add i64 %v605, 1
  %v607 = mul i64 %v600, %v606
  %v608 = add i64 %v607, %t534
  %v609 = mul i64 %v608, %size.K
  %v610 = add i64 %v609, %t588
  %p611 = getelementptr float, ptr %buf.y, i64 %v610
  store <16 x float> %v592, ptr %p611, align 4
  %t612 = add i64 %k0, 48
  %p613 = getelementptr float, ptr %buf.b, i64 %t612
  %ld614 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p613, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v615 = fadd contract <16 x float> %ld614, %t284
  %v616 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v615, <16 x float> splat (float 0x0000000000000000))
  %v617 = add i64 %size.H, 1
  %v618 = add i64 %v617, 1
  %v619 = sub i64 %size.R, 1
  %v620 = sub i64 %v618, %v619
  %v621 = sub i64 %v620, 1
  %v622 = add i64 %v621, 1
  %v623 = mul i64 %n, %v622
  %v624 = add i64 %v623, %t536
  %v625 = add i64 %size.W, 1
  %v626 = add i64 %v625, 1
  %v627 = sub i64 %size.S, 1
  %v628 = sub i64 %v626, %v627
  %v629 = sub i64 %v628, 1
  %v630 = add i64 %v629, 1
  %v631 = mul i64 %v624, %v630
  %v632 = add i64 %v631, %t534
  %v633 = mul i64 %v632, %size.K
  %v634 = add i64 %v633, %t612
  %p635 = getelementptr float, ptr %buf.y, i64 %v634
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v616, ptr align 4 %p635, <16 x i1> %mlast)
  br label %finnext538
finnext538:
  %t636 = add i64 %t534, 1
  %t637 = icmp sge i64 %t636, %t326
  %t638 = select i1 %t637, i64 0, i64 %t636
  %t639 = zext i1 %t637 to i64
  %t640 = add i64 %t536, %t639
  %t643 = icmp slt i64 3, %t10
  br i1 %t643, label %fin641, label %finnext642
fin641:
  %t644 = add i64 %k0, 0
  %p645 = getelementptr float, ptr %buf.b, i64 %t644
  %ld646 = load <16 x float>, ptr %p645, align 4
  %v647 = fadd contract <16 x float> %ld646, %t285
  %v648 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v647, <16 x float> splat (float 0x0000000000000000))
  %v649 = add i64 %size.H, 1
  %v650 = add i64 %v649, 1
  %v651 = sub i64 %size.R, 1
  %v652 = sub i64 %v650, %v651
  %v653 = sub i64 %v652, 1
  %v654 = add i64 %v653, 1
  %v655 = mul i64 %n, %v654
  %v656 = add i64 %v655, %t640
  %v657 = add i64 %size.W, 1
  %v658 = add i64 %v657, 1
  %v659 = sub i64 %size.S, 1
  %v660 = sub i64 %v658, %v659
  %v661 = sub i64 %v660, 1
  %v662 = add i64 %v661, 1
  %v663 = mul i64 %v656, %v662
  %v664 = add i64 %v663, %t638
  %v665 = mul i64 %v664, %size.K
  %v666 = add i64 %v665, %t644
  %p667 = getelementptr float, ptr %buf.y, i64 %v666
  store <16 x float> %v648, ptr %p667, align 4
  %t668 = add i64 %k0, 16
  %p669 = getelementptr float, ptr %buf.b, i64 %t668
  %ld670 = load <16 x float>, ptr %p669, align 4
  %v671 = fadd contract <16 x float> %ld670, %t286
  %v672 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v671, <16 x float> splat (float 0x0000000000000000))
  %v673 = add i64 %size.H, 1
  %v674 = add i64 %v673, 1
  %v675 = sub i64 %size.R, 1
  %v676 = sub i64 %v674, %v675
  %v677 = sub i64 %v676, 1
  %v678 = add i64 %v677, 1
  %v679 = mul i64 %n, %v678
  %v680 = add i64 %v679, %t640
  %v681 = add i64 %size.W, 1
  %v682 = add i64 %v681, 1
  %v683 = sub i64 %size.S, 1
  %v684 = sub i64 %v682, %v683
  %v685 = sub i64 %v684, 1
  %v686 = add i64 %v685, 1
  %v687 = mul i64 %v680, %v686
  %v688 = add i64 %v687, %t638
  %v689 = mul i64 %v688, %size.K
  %v690 = add i64 %v689, %t668
  %p691 = getelementptr float, ptr %buf.y, i64 %v690
  store <16 x float> %v672, ptr %p691, align 4
  %t692 = add i64 %k0, 32
  %p693 = getelementptr float, ptr %buf.b, i64 %t692
  %ld694 = load <16 x float>, ptr %p693, align 4
  %v695 = fadd contract <16 x float> %ld694, %t287
  %v696 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v695, <16 x float> splat (float 0x0000000000000000))
  %v697 = add i64 %size.H, 1
  %v698 = add i64 %v697, 1
  %v699 = sub i64 %size.R, 1
  %v700 = sub i64 %v698, %v699
  %v701 = sub i64 %v700, 1
  %v702 = add i64 %v701, 1
  %v703 = mul i64 %n, %v702
  %v704 = add i64 %v703, %t640
  %v705 = add i64 %size.W, 1
  %v706 = add i64 %v705, 1
  %v707 = sub i64 %size.S, 1
  %v708 = sub i64 %v706, %v707
  %v709 = sub i64 %v708, 1
  %v710 = add i64 %v709, 1
  %v711 = mul i64 %v704, %v710
  %v712 = add i64 %v711, %t638
  %v713 = mul i64 %v712, %size.K
  %v714 = add i64 %v713, %t692
  %p715 = getelementptr float, ptr %buf.y, i64 %v714
  store <16 x float> %v696, ptr %p715, align 4
  %t716 = add i64 %k0, 48
  %p717 = getelementptr float, ptr %buf.b, i64 %t716
  %ld718 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p717, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v719 = fadd contract <16 x float> %ld718, %t288
  %v720 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v719, <16 x float> splat (float 0x0000000000000000))
  %v721 = add i64 %size.H, 1
  %v722 = add i64 %v721, 1
  %v723 = sub i64 %size.R, 1
  %v724 = sub i64 %v722, %v723
  %v725 = sub i64 %v724, 1
  %v726 = add i64 %v725, 1
  %v727 = mul i64 %n, %v726
  %v728 = add i64 %v727, %t640
  %v729 = add i64 %size.W, 1
  %v730 = add i64 %v729, 1
  %v731 = sub i64 %size.S, 1
  %v732 = sub i64 %v730, %v731
  %v733 = sub i64 %v732, 1
  %v734 = add i64 %v733, 1
  %v735 = mul i64 %v728, %v734
  %v736 = add i64 %v735, %t638
  %v737 = mul i64 %v736, %size.K
  %v738 = add i64 %v737, %t716
  %p739 = getelementptr float, ptr %buf.y, i64 %v738
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v720, ptr align 4 %p739, <16 x i1> %mlast)
  br label %finnext642
finnext642:
  %t740 = add i64 %t638, 1
  %t741 = icmp sge i64 %t740, %t326
  %t742 = select i1 %t741, i64 0, i64 %t740
  %t743 = zext i1 %t741 to i64
  %t744 = add i64 %t640, %t743
  %t747 = icmp slt i64 4, %t10
  br i1 %t747, label %fin745, label %finnext746
fin745:
  %t748 = add i64 %k0, 0
  %p749 = getelementptr float, ptr %buf.b, i64 %t748
  %ld750 = load <16 x float>, ptr %p749, align 4
  %v751 = fadd contract <16 x float> %ld750, %t289
  %v752 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v751, <16 x float> splat (float 0x0000000000000000))
  %v753 = add i64 %size.H, 1
  %v754 = add i64 %v753, 1
  %v755 = sub i64 %size.R, 1
  %v756 = sub i64 %v754, %v755
  %v757 = sub i64 %v756, 1
  %v758 = add i64 %v757, 1
  %v759 = mul i64 %n, %v758
  %v760 = add i64 %v759, %t744
  %v761 = add i64 %size.W, 1
  %v762 = add i64 %v761, 1
  %v763 = sub i64 %size.S, 1
  %v764 = sub i64 %v762, %v763
  %v765 = sub i64 %v764, 1
  %v766 = add i64 %v765, 1
  %v767 = mul i64 %v760, %v766
  %v768 = add i64 %v767, %t742
  %v769 = mul i64 %v768, %size.K
  %v770 = add i64 %v769, %t748
  %p771 = getelementptr float, ptr %buf.y, i64 %v770
  store <16 x float> %v752, ptr %p771, align 4
  %t772 = add i64 %k0, 16
  %p773 = getelementptr float, ptr %buf.b, i64 %t772
  %ld774 = load <16 x float>, ptr %p773, align 4
  %v775 = fadd contract <16 x float> %ld774, %t290
  %v776 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v775, <16 x float> splat (float 0x0000000000000000))
  %v777 = add i64 %size.H, 1
  %v778 = add i64 %v777, 1
  %v779 = sub i64 %size.R, 1
  %v780 = sub i64 %v778, %v779
  %v781 = sub i64 %v780, 1
  %v782 = add i64 %v781, 1
  %v783 = mul i64 %n, %v782
  %v784 = add i64 %v783, %t744
  %v785 = add i64 %size.W, 1
  %v786 = add i64 %v785, 1
  %v787 = sub i64 %size.S, 1
  %v788 = sub i64 %v786, %v787
  %v789 = sub i64 %v788, 1
  %v790 = add i64 %v789, 1
  %v791 = mul i64 %v784, %v790
  %v792 = add i64 %v791, %t742
  %v793 = mul i64 %v792, %size.K
  %v794 = add i64 %v793, %t772
  %p795 = getelementptr float, ptr %buf.y, i64 %v794
  store <16 x float> %v776, ptr %p795, align 4
  %t796 = add i64 %k0, 32
  %p797 = getelementptr float, ptr %buf.b, i64 %t796
  %ld798 = load <16 x float>, ptr %p797, align 4
  %v799 = fadd contract <16 x float> %ld798, %t291
  %v800 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v799, <16 x float> splat (float 0x0000000000000000))
  %v801 = add i64 %size.H, 1
  %v802 = add i64 %v801, 1
  %v803 = sub i64 %size.R, 1
  %v804 = sub i64 %v802, %v803
  %v805 = sub i64 %v804, 1
  %v806 = add i64 %v805, 1
  %v807 = mul i64 %n, %v806
  %v808 = add i64 %v807, %t744
  %v809 = add i64 %size.W, 1
  %v810 = add i64 %v809, 1
  %v811 = sub i64 %size.S, 1
  %v812 = sub i64 %v810, %v811
  %v813 = sub i64 %v812, 1
  %v814 = add i64 %v813, 1
  %v815 = mul i64 %v808, %v814
  %v816 = add i64 %v815, %t742
  %v817 = mul i64 %v816, %size.K
  %v818 = add i64 %v817, %t796
  %p819 = getelementptr float, ptr %buf.y, i64 %v818
  store <16 x float> %v800, ptr %p819, align 4
  %t820 = add i64 %k0, 48
  %p821 = getelementptr float, ptr %buf.b, i64 %t820
  %ld822 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p821, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v823 = fadd contract <16 x float> %ld822, %t292
  %v824 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v823, <16 x float> splat (float 0x0000000000000000))
  %v825 = add i64 %size.H, 1
  %v826 = add i64 %v825, 1
  %v827 = sub i64 %size.R, 1
  %v828 = sub i64 %v826, %v827
  %v829 = sub i64 %v828, 1
  %v830 = add i64 %v829, 1
  %v831 = mul i64 %n, %v830
  %v832 = add i64 %v831, %t744
  %v833 = add i64 %size.W, 1
  %v834 = add i64 %v833, 1
  %v835 = sub i64 %size.S, 1
  %v836 = sub i64 %v834, %v835
  %v837 = sub i64 %v836, 1
  %v838 = add i64 %v837, 1
  %v839 = mul i64 %v832, %v838
  %v840 = add i64 %v839, %t742
  %v841 = mul i64 %v840, %size.K
  %v842 = add i64 %v841, %t820
  %p843 = getelementptr float, ptr %buf.y, i64 %v842
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v824, ptr align 4 %p843, <16 x i1> %mlast)
  br label %finnext746
finnext746:
  %t844 = add i64 %t742, 1
  %t845 = icmp sge i64 %t844, %t326
  %t846 = select i1 %t845, i64 0, i64 %t844
  %t847 = zext i1 %t845 to i64
  %t848 = add i64 %t744, %t847
  %t851 = icmp slt i64 5, %t10
  br i1 %t851, label %fin849, label %finnext850
fin849:
  %t852 = add i64 %k0, 0
  %p853 = getelementptr float, ptr %buf.b, i64 %t852
  %ld854 = load <16 x float>, ptr %p853, align 4
  %v855 = fadd contract <16 x float> %ld854, %t293
  %v856 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v855, <16 x float> splat (float 0x0000000000000000))
  %v857 = add i64 %size.H, 1
  %v858 = add i64 %v857, 1
  %v859 = sub i64 %size.R, 1
  %v860 = sub i64 %v858, %v859
  %v861 = sub i64 %v860, 1
  %v862 = add i64 %v861, 1
  %v863 = mul i64 %n, %v862
  %v864 = add i64 %v863, %t848
  %v865 = add i64 %size.W, 1
  %v866 = add i64 %v865, 1
  %v867 = sub i64 %size.S, 1
  %v868 = sub i64 %v866, %v867
  %v869 = sub i64 %v868, 1
  %v870 = add i64 %v869, 1
  %v871 = mul i64 %v864, %v870
  %v872 = add i64 %v871, %t846
  %v873 = mul i64 %v872, %size.K
  %v874 = add i64 %v873, %t852
  %p875 = getelementptr float, ptr %buf.y, i64 %v874
  store <16 x float> %v856, ptr %p875, align 4
  %t876 = add i64 %k0, 16
  %p877 = getelementptr float, ptr %buf.b, i64 %t876
  %ld878 = load <16 x float>, ptr %p877, align 4
  %v879 = fadd contract <16 x float> %ld878, %t294
  %v880 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v879, <16 x float> splat (float 0x0000000000000000))
  %v881 = add i64 %size.H, 1
  %v882 = add i64 %v881, 1
  %v883 = sub i64 %size.R, 1
  %v884 = sub i64 %v882, %v883
  %v885 = sub i64 %v884, 1
  %v886 = add i64 %v885, 1
  %v887 = mul i64 %n, %v886
  %v888 = add i64 %v887, %t848
  %v889 = add i64 %size.W, 1
  %v890 = add i64 %v889, 1
  %v891 = sub i64 %size.S, 1
  %v892 = sub i64 %v890, %v891
  %v893 = sub i64 %v892, 1
  %v894 = add i64 %v893, 1
  %v895 = mul i64 %v888, %v894
  %v896 = add i64 %v895, %t846
  %v897 = mul i64 %v896, %size.K
  %v898 = add i64 %v897, %t876
  %p899 = getelementptr float, ptr %buf.y, i64 %v898
  store <16 x float> %v880, ptr %p899, align 4
  %t900 = add i64 %k0, 32
  %p901 = getelementptr float, ptr %buf.b, i64 %t900
  %ld902 = load <16 x float>, ptr %p901, align 4
  %v903 = fadd contract <16 x float> %ld902, %t295
  %v904 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v903, <16 x float> splat (float 0x0000000000000000))
  %v905 = add i64 %size.H, 1
  %v906 = add i64 %v905, 1
  %v907 = sub i64 %size.R, 1
  %v908 = sub i64 %v906, %v907
  %v909 = sub i64 %v908, 1
  %v910 = add i64 %v909, 1
  %v911 = mul i64 %n, %v910
  %v912 = add i64 %v911, %t848
  %v913 = add i64 %size.W, 1
  %v914 = add i64 %v913, 1
  %v915 = sub i64 %size.S, 1
  %v916 = sub i64 %v914, %v915
  %v917 = sub i64 %v916, 1
  %v918 = add i64 %v917, 1
  %v919 = mul i64 %v912, %v918
  %v920 = add i64 %v919, %t846
  %v921 = mul i64 %v920, %size.K
  %v922 = add i64 %v921, %t900
  %p923 = getelementptr float, ptr %buf.y, i64 %v922
  store <16 x float> %v904, ptr %p923, align 4
  %t924 = add i64 %k0, 48
  %p925 = getelementptr float, ptr %buf.b, i64 %t924
  %ld926 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p925, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v927 = fadd contract <16 x float> %ld926, %t296
  %v928 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v927, <16 x float> splat (float 0x0000000000000000))
  %v929 = add i64 %size.H, 1
  %v930 = add i64 %v929, 1
  %v931 = sub i64 %size.R, 1
  %v932 = sub i64 %v930, %v931
  %v933 = sub i64 %v932, 1
  %v934 = add i64 %v933, 1
  %v935 = mul i64 %n, %v934
  %v936 = add i64 %v935, %t848
  %v937 = add i64 %size.W, 1
  %v938 = add i64 %v937, 1
  %v939 = sub i64 %size.S, 1
  %v940 = sub i64 %v938, %v939
  %v941 = sub i64 %v940, 1
  %v942 = add i64 %v941, 1
  %v943 = mul i64 %v936, %v942
  %v944 = add i64 %v943, %t846
  %v945 = mul i64 %v944, %size.K
  %v946 = add i64 %v945, %t924
  %p947 = getelementptr float, ptr %buf.y, i64 %v946
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v928, ptr align 4 %p947, <16 x i1> %mlast)
  br label %finnext850
finnext850:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t948 = icmp slt i64 %j.next, %ntiles
  br i1 %t948, label %tile, label %exit
exit:
  ret void
}

define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.7 = alloca i64, align 64
  %q.addr.21 = alloca i64, align 64
  %k.addr.27 = alloca i64, align 64
  %acc33 = alloca <16 x float>, align 64
  %acc34 = alloca <16 x float>, align 64
  %acc35 = alloca <16 x float>, align 64
  %acc36 = alloca <16 x float>, align 64
  %r.addr.37 = alloca i64, align 64
  %s.addr.43 = alloca i64, align 64
  %c.addr.49 = alloca i64, align 64
  %v1 = add i64 %size.H, 1
  %v2 = add i64 %v1, 1
  %v3 = sub i64 %size.R, 1
  %v4 = sub i64 %v2, %v3
  %v5 = sub i64 %v4, 1
  %v6 = add i64 %v5, 1
  %v8 = icmp slt i64 %range.hi, %v6
  %v9 = select i1 %v8, i64 %range.hi, i64 %v6
  store i64 %range.lo, ptr %p.addr.7
  br label %cond10
cond10:
  %i13 = load i64, ptr %p.addr.7
  %v14 = icmp slt i64 %i13, %v9
  br i1 %v14, label %body11, label %exit12
body11:
  %v15 = add i64 %size.W, 1
  %v16 = add i64 %v15, 1
  %v17 = sub i64 %size.S, 1
  %v18 = sub i64 %v16, %v17
  %v19 = sub i64 %v18, 1
  %v20 = add i64 %v19, 1
  store i64 0, ptr %q.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %q.addr.21
  %v26 = icmp slt i64 %i25, %v20
  br i1 %v26, label %body23, label %exit24
body23:
  store i64 0, ptr %k.addr.27
  br label %cond28
cond28:
  %i31 = load i64, ptr %k.addr.27
  %v32 = icmp slt i64 %i31, %size.K
  br i1 %v32, label %body29, label %exit30
body29:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc33
  store <16 x float> splat (float 0x0000000000000000), ptr %acc34
  store <16 x float> splat (float 0x0000000000000000), ptr %acc35
  store <16 x float> splat (float 0x0000000000000000), ptr %acc36
  store i64 0, ptr %r.addr.37
  br label %cond38
cond38:
  %i41 = load i64, ptr %r.addr.37
  %v42 = icmp slt i64 %i41, %size.R
  br i1 %v42, label %body39, label %exit40
body39:
  store i64 0, ptr %s.addr.43
  br label %cond44
cond44:
  %i47 = load i64, ptr %s.addr.43
  %v48 = icmp slt i64 %i47, %size.S
  br i1 %v48, label %body45, label %exit46
body45:
  store i64 0, ptr %c.addr.49
  %v50 = sub i64 %size.C, 64
  br label %cond51
cond51:
  %i54 = load i64, ptr %c.addr.49
  %v55 = icmp sle i64 %i54, %v50
  br i1 %v55, label %body52, label %exit53
body52:
  %v56 = add i64 %i13, %i41
  %v57 = sub i64 %v56, 1
  %v58 = icmp sge i64 %v57, 0
  %v59 = icmp slt i64 %v57, %size.H
  %v60 = and i1 %v58, %v59
  %v61 = add i64 %i25, %i47
  %v62 = sub i64 %v61, 1
  %v63 = icmp sge i64 %v62, 0
  %v64 = icmp slt i64 %v62, %size.W
  %v65 = and i1 %v63, %v64
  %v66 = and i1 %v60, %v65
  %v67 = add i64 %i13, %i41
  %v68 = sub i64 %v67, 1
  %v69 = mul i64 %v68, %size.W
  %v70 = add i64 %i25, %i47
  %v71 = sub i64 %v70, 1
  %v72 = add i64 %v69, %v71
  %v73 = mul i64 %v72, %size.C
  %v74 = add i64 %v73, %i54
  %p75 = getelementptr float, ptr %buf.x, i64 %v74
  %ins76 = insertelement <16 x i1> poison, i1 %v66, i64 0
  %splat77 = shufflevector <16 x i1> %ins76, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p75, <16 x i1> %splat77, <16 x float> zeroinitializer)
  %v79 = sdiv i64 %i31, %size.P
  %v80 = srem i64 %i31, %size.P
  %v81 = icmp ne i64 %v80, 0
  %v82 = icmp slt i64 %v80, 0
  %v83 = icmp slt i64 %size.P, 0
  %v84 = xor i1 %v82, %v83
  %v85 = and i1 %v81, %v84
  %v86 = zext i1 %v85 to i64
  %v87 = sub i64 %v79, %v86
  %v88 = icmp sge i64 %v87, 0
  %v89 = icmp slt i64 %v87, 1
  %v90 = and i1 %v88, %v89
  %v91 = sdiv i64 %i31, %size.P
  %v92 = srem i64 %i31, %size.P
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
  %v104 = sdiv i64 %i31, %size.P
  %v105 = srem i64 %i31, %size.P
  %v106 = icmp ne i64 %v105, 0
  %v107 = icmp slt i64 %v105, 0
  %v108 = icmp slt i64 %size.P, 0
  %v109 = xor i1 %v107, %v108
  %v110 = and i1 %v106, %v109
  %v111 = zext i1 %v110 to i64
  %v112 = sub i64 %v104, %v111
  %v113 = mul i64 %v112, %size.R
  %v114 = add i64 %v113, %i41
  %v115 = mul i64 %v114, %size.S
  %v116 = add i64 %v115, %i47
  %v117 = mul i64 %v116, %size.C
  %ins118 = insertelement <16 x i64> poison, i64 %i54, i64 0
  %splat119 = shufflevector <16 x i64> %ins118, <16 x i64> poison, <16 x i32> zeroinitializer
  %step120 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane121 = add <16 x i64> %splat119, %step120
  %ins122 = insertelement <16 x i64> poison, i64 %v117, i64 0
  %splat123 = shufflevector <16 x i64> %ins122, <16 x i64> poison, <16 x i32> zeroinitializer
  %v124 = add <16 x i64> %splat123, %lane121
  %ins125 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat126 = shufflevector <16 x i64> %ins125, <16 x i64> poison, <16 x i32> zeroinitializer
  %v127 = mul <16 x i64> %v124, %splat126
  %v128 = sdiv i64 %i31, %size.P
  %v129 = srem i64 %i31, %size.P
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
  %v145 = add i64 %i13, %i41
  %v146 = sub i64 %v145, 1
  %v147 = icmp sge i64 %v146, 0
  %v148 = icmp slt i64 %v146, %size.H
  %v149 = and i1 %v147, %v148
  %v150 = add i64 %i25, %i47
  %v151 = sub i64 %v150, 1
  %v152 = icmp sge i64 %v151, 0
  %v153 = icmp slt i64 %v151, %size.W
  %v154 = and i1 %v152, %v153
  %v155 = and i1 %v149, %v154
  %v156 = sdiv i64 %i31, %size.P
  %v157 = srem i64 %i31, %size.P
  %v158 = icmp ne i64 %v157, 0
  %v159 = icmp slt i64 %v157, 0
  %v160 = icmp slt i64 %size.P, 0
  %v161 = xor i1 %v159, %v160
  %v162 = and i1 %v158, %v161
  %v163 = zext i1 %v162 to i64
  %v164 = sub i64 %v156, %v163
  %v165 = icmp sge i64 %v164, 0
  %v166 = icmp slt i64 %v164, 1
  %v167 = and i1 %v165, %v166
  %v168 = sdiv i64 %i31, %size.P
  %v169 = srem i64 %i31, %size.P
  %v170 = icmp ne i64 %v169, 0
  %v171 = icmp slt i64 %v169, 0
  %v172 = icmp slt i64 %size.P, 0
  %v173 = xor i1 %v171, %v172
  %v174 = and i1 %v170, %v173
  %v175 = add i64 %v169, %size.P
  %v176 = select i1 %v174, i64 %v175, i64 %v169
  %v177 = icmp sge i64 %v176, 0
  %v178 = icmp slt i64 %v176, %size.P
  %v179 = and i1 %v177, %v178
  %v180 = and i1 %v167, %v179
  %v181 = and i1 %v155, %v180
  %old182 = load <16 x float>, ptr %acc33
  %v183 = fadd <16 x float> %old182, %v144
  %ins184 = insertelement <16 x i1> poison, i1 %v181, i64 0
  %splat185 = shufflevector <16 x i1> %ins184, <16 x i1> poison, <16 x i32> zeroinitializer
  %v186 = select <16 x i1> %splat185, <16 x float> %v183, <16 x float> %old182
  store <16 x float> %v186, ptr %acc33
  %v187 = add nsw i64 %i54, 16
  %v188 = add i64 %i13, %i41
  %v189 = sub i64 %v188, 1
  %v190 = icmp sge i64 %v189, 0
  %v191 = icmp slt i64 %v189, %size.H
  %v192 = and i1 %v190, %v191
  %v193 = add i64 %i25, %i47
  %v194 = sub i64 %v193, 1
  %v195 = icmp sge i64 %v194, 0
  %v196 = icmp slt i64 %v194, %size.W
  %v197 = and i1 %v195, %v196
  %v198 = and i1 %v192, %v197
  %v199 = add i64 %i13, %i41
  %v200 = sub i64 %v199, 1
  %v201 = mul i64 %v200, %size.W
  %v202 = add i64 %i25, %i47
  %v203 = sub i64 %v202, 1
  %v204 = add i64 %v201, %v203
  %v205 = mul i64 %v204, %size.C
  %v206 = add i64 %v205, %v187
  %p207 = getelementptr float, ptr %buf.x, i64 %v206
  %ins208 = insertelement <16 x i1> poison, i1 %v198, i64 0
  %splat209 = shufflevector <16 x i1> %ins208, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld210 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p207, <16 x i1> %splat209, <16 x float> zeroinitializer)
  %v211 = sdiv i64 %i31, %size.P
  %v212 = srem i64 %i31, %size.P
  %v213 = icmp ne i64 %v212, 0
  %v214 = icmp slt i64 %v212, 0
  %v215 = icmp slt i64 %size.P, 0
  %v216 = xor i1 %v214, %v215
  %v217 = and i1 %v213, %v216
  %v218 = zext i1 %v217 to i64
  %v219 = sub i64 %v211, %v218
  %v220 = icmp sge i64 %v219, 0
  %v221 = icmp slt i64 %v219, 1
  %v222 = and i1 %v220, %v221
  %v223 = sdiv i64 %i31, %size.P
  %v224 = srem i64 %i31, %size.P
  %v225 = icmp ne i64 %v224, 0
  %v226 = icmp slt i64 %v224, 0
  %v227 = icmp slt i64 %size.P, 0
  %v228 = xor i1 %v226, %v227
  %v229 = and i1 %v225, %v228
  %v230 = add i64 %v224, %size.P
  %v231 = select i1 %v229, i64 %v230, i64 %v224
  %v232 = icmp sge i64 %v231, 0
  %v233 = icmp slt i64 %v231, %size.P
  %v234 = and i1 %v232, %v233
  %v235 = and i1 %v222, %v234
  %v236 = sdiv i64 %i31, %size.P
  %v237 = srem i64 %i31, %size.P
  %v238 = icmp ne i64 %v237, 0
  %v239 = icmp slt i64 %v237, 0
  %v240 = icmp slt i64 %size.P, 0
  %v241 = xor i1 %v239, %v240
  %v242 = and i1 %v238, %v241
  %v243 = zext i1 %v242 to i64
  %v244 = sub i64 %v236, %v243
  %v245 = mul i64 %v244, %size.R
  %v246 = add i64 %v245, %i41
  %v247 = mul i64 %v246, %size.S
  %v248 = add i64 %v247, %i47
  %v249 = mul i64 %v248, %size.C
  %ins250 = insertelement <16 x i64> poison, i64 %v187, i64 0
  %splat251 = shufflevector <16 x i64> %ins250, <16 x i64> poison, <16 x i32> zeroinitializer
  %step252 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane253 = add <16 x i64> %splat251, %step252
  %ins254 = insertelement <16 x i64> poison, i64 %v249, i64 0
  %splat255 = shufflevector <16 x i64> %ins254, <16 x i64> poison, <16 x i32> zeroinitializer
  %v256 = add <16 x i64> %splat255, %lane253
  %ins257 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat258 = shufflevector <16 x i64> %ins257, <16 x i64> poison, <16 x i32> zeroinitializer
  %v259 = mul <16 x i64> %v256, %splat258
  %v260 = sdiv i64 %i31, %size.P
  %v261 = srem i64 %i31, %size.P
  %v262 = icmp ne i64 %v261, 0
  %v263 = icmp slt i64 %v261, 0
  %v264 = icmp slt i64 %size.P, 0
  %v265 = xor i1 %v263, %v264
  %v266 = and i1 %v262, %v265
  %v267 = add i64 %v261, %size.P
  %v268 = select i1 %v266, i64 %v267, i64 %v261
  %ins269 = insertelement <16 x i64> poison, i64 %v268, i64 0
  %splat270 = shufflevector <16 x i64> %ins269, <16 x i64> poison, <16 x i32> zeroinitializer
  %v271 = add <16 x i64> %v259, %splat270
  %ps272 = getelementptr float, ptr %buf.w, <16 x i64> %v271
  %ins273 = insertelement <16 x i1> poison, i1 %v235, i64 0
  %splat274 = shufflevector <16 x i1> %ins273, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld275 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps272, <16 x i1> %splat274, <16 x float> zeroinitializer)
  %v276 = fmul contract <16 x float> %ld210, %ld275
  %v277 = add i64 %i13, %i41
  %v278 = sub i64 %v277, 1
  %v279 = icmp sge i64 %v278, 0
  %v280 = icmp slt i64 %v278, %size.H
  %v281 = and i1 %v279, %v280
  %v282 = add i64 %i25, %i47
  %v283 = sub i64 %v282, 1
  %v284 = icmp sge i64 %v283, 0
  %v285 = icmp slt i64 %v283, %size.W
  %v286 = and i1 %v284, %v285
  %v287 = and i1 %v281, %v286
  %v288 = sdiv i64 %i31, %size.P
  %v289 = srem i64 %i31, %size.P
  %v290 = icmp ne i64 %v289, 0
  %v291 = icmp slt i64 %v289, 0
  %v292 = icmp slt i64 %size.P, 0
  %v293 = xor i1 %v291, %v292
  %v294 = and i1 %v290, %v293
  %v295 = zext i1 %v294 to i64
  %v296 = sub i64 %v288, %v295
  %v297 = icmp sge i64 %v296, 0
  %v298 = icmp slt i64 %v296, 1
  %v299 = and i1 %v297, %v298
  %v300 = sdiv i64 %i31, %size.P
  %v301 = srem i64 %i31, %size.P
  %v302 = icmp ne i64 %v301, 0
  %v303 = icmp slt i64 %v301, 0
  %v304 = icmp slt i64 %size.P, 0
  %v305 = xor i1 %v303, %v304
  %v306 = and i1 %v302, %v305
  %v307 = add i64 %v301, %size.P
  %v308 = select i1 %v306, i64 %v307, i64 %v301
  %v309 = icmp sge i64 %v308, 0
  %v310 = icmp slt i64 %v308, %size.P
  %v311 = and i1 %v309, %v310
  %v312 = and i1 %v299, %v311
  %v313 = and i1 %v287, %v312
  %old314 = load <16 x float>, ptr %acc34
  %v315 = fadd <16 x float> %old314, %v276
  %ins316 = insertelement <16 x i1> poison, i1 %v313, i64 0
  %splat317 = shufflevector <16 x i1> %ins316, <16 x i1> poison, <16 x i32> zeroinitializer
  %v318 = select <16 x i1> %splat317, <16 x float> %v315, <16 x float> %old314
  store <16 x float> %v318, ptr %acc34
  %v319 = add nsw i64 %i54, 32
  %v320 = add i64 %i13, %i41
  %v321 = sub i64 %v320, 1
  %v322 = icmp sge i64 %v321, 0
  %v323 = icmp slt i64 %v321, %size.H
  %v324 = and i1 %v322, %v323
  %v325 = add i64 %i25, %i47
  %v326 = sub i64 %v325, 1
  %v327 = icmp sge i64 %v326, 0
  %v328 = icmp slt i64 %v326, %size.W
  %v329 = and i1 %v327, %v328
  %v330 = and i1 %v324, %v329
  %v331 = add i64 %i13, %i41
  %v332 = sub i64 %v331, 1
  %v333 = mul i64 %v332, %size.W
  %v334 = add i64 %i25, %i47
  %v335 = sub i64 %v334, 1
  %v336 = add i64 %v333, %v335
  %v337 = mul i64 %v336, %size.C
  %v338 = add i64 %v337, %v319
  %p339 = getelementptr float, ptr %buf.x, i64 %v338
  %ins340 = insertelement <16 x i1> poison, i1 %v330, i64 0
  %splat341 = shufflevector <16 x i1> %ins340, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p339, <16 x i1> %splat341, <16 x float> zeroinitializer)
  %v343 = sdiv i64 %i31, %size.P
  %v344 = srem i64 %i31, %size.P
  %v345 = icmp ne i64 %v344, 0
  %v346 = icmp slt i64 %v344, 0
  %v347 = icmp slt i64 %size.P, 0
  %v348 = xor i1 %v346, %v347
  %v349 = and i1 %v345, %v348
  %v350 = zext i1 %v349 to i64
  %v351 = sub i64 %v343, %v350
  %v352 = icmp sge i64 %v351, 0
  %v353 = icmp slt i64 %v351, 1
  %v354 = and i1 %v352, %v353
  %v355 = sdiv i64 %i31, %size.P
  %v356 = srem i64 %i31, %size.P
  %v357 = icmp ne i64 %v356, 0
  %v358 = icmp slt i64 %v356, 0
  %v359 = icmp slt i64 %size.P, 0
  %v360 = xor i1 %v358, %v359
  %v361 = and i1 %v357, %v360
  %v362 = add i64 %v356, %size.P
  %v363 = select i1 %v361, i64 %v362, i64 %v356
  %v364 = icmp sge i64 %v363, 0
  %v365 = icmp slt i64 %v363, %size.P
  %v366 = and i1 %v364, %v365
  %v367 = and i1 %v354, %v366
  %v368 = sdiv i64 %i31, %size.P
  %v369 = srem i64 %i31, %size.P
  %v370 = icmp ne i64 %v369, 0
  %v371 = icmp slt i64 %v369, 0
  %v372 = icmp slt i64 %size.P, 0
  %v373 = xor i1 %v371, %v372
  %v374 = and i1 %v370, %v373
  %v375 = zext i1 %v374 to i64
  %v376 = sub i64 %v368, %v375
  %v377 = mul i64 %v376, %size.R
  %v378 = add i64 %v377, %i41
  %v379 = mul i64 %v378, %size.S
  %v380 = add i64 %v379, %i47
  %v381 = mul i64 %v380, %size.C
  %ins382 = insertelement <16 x i64> poison, i64 %v319, i64 0
  %splat383 = shufflevector <16 x i64> %ins382, <16 x i64> poison, <16 x i32> zeroinitializer
  %step384 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane385 = add <16 x i64> %splat383, %step384
  %ins386 = insertelement <16 x i64> poison, i64 %v381, i64 0
  %splat387 = shufflevector <16 x i64> %ins386, <16 x i64> poison, <16 x i32> zeroinitializer
  %v388 = add <16 x i64> %splat387, %lane385
  %ins389 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat390 = shufflevector <16 x i64> %ins389, <16 x i64> poison, <16 x i32> zeroinitializer
  %v391 = mul <16 x i64> %v388, %splat390
  %v392 = sdiv i64 %i31, %size.P
  %v393 = srem i64 %i31, %size.P
  %v394 = icmp ne i64 %v393, 0
  %v395 = icmp slt i64 %v393, 0
  %v396 = icmp slt i64 %size.P, 0
  %v397 = xor i1 %v395, %v396
  %v398 = and i1 %v394, %v397
  %v399 = add i64 %v393, %size.P
  %v400 = select i1 %v398, i64 %v399, i64 %v393
  %ins401 = insertelement <16 x i64> poison, i64 %v400, i64 0
  %splat402 = shufflevector <16 x i64> %ins401, <16 x i64> poison, <16 x i32> zeroinitializer
  %v403 = add <16 x i64> %v391, %splat402
  %ps404 = getelementptr float, ptr %buf.w, <16 x i64> %v403
  %ins405 = insertelement <16 x i1> poison, i1 %v367, i64 0
  %splat406 = shufflevector <16 x i1> %ins405, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld407 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps404, <16 x i1> %splat406, <16 x float> zeroinitializer)
  %v408 = fmul contract <16 x float> %ld342, %ld407
  %v409 = add i64 %i13, %i41
  %v410 = sub i64 %v409, 1
  %v411 = icmp sge i64 %v410, 0
  %v412 = icmp slt i64 %v410, %size.H
  %v413 = and i1 %v411, %v412
  %v414 = add i64 %i25, %i47
  %v415 = sub i64 %v414, 1
  %v416 = icmp sge i64 %v415, 0
  %v417 = icmp slt i64 %v415, %size.W
  %v418 = and i1 %v416, %v417
  %v419 = and i1 %v413, %v418
  %v420 = sdiv i64 %i31, %size.P
  %v421 = srem i64 %i31, %size.P
  %v422 = icmp ne i64 %v421, 0
  %v423 = icmp slt i64 %v421, 0
  %v424 = icmp slt i64 %size.P, 0
  %v425 = xor i1 %v423, %v424
  %v426 = and i1 %v422, %v425
  %v427 = zext i1 %v426 to i64
  %v428 = sub i64 %v420, %v427
  %v429 = icmp sge i64 %v428, 0
  %v430 = icmp slt i64 %v428, 1
  %v431 = and i1 %v429, %v430
  %v432 = sdiv i64 %i31, %size.P
  %v433 = srem i64 %i31, %size.P
  %v434 = icmp ne i64 %v433, 0
  %v435 = icmp slt i64 %v433, 0
  %v436 = icmp slt i64 %size.P, 0
  %v437 = xor i1 %v435, %v436
  %v438 = and i1 %v434, %v437
  %v439 = add i64 %v433, %size.P
  %v440 = select i1 %v438, i64 %v439, i64 %v433
  %v441 = icmp sge i64 %v440, 0
  %v442 = icmp slt i64 %v440, %size.P
  %v443 = and i1 %v441, %v442
  %v444 = and i1 %v431, %v443
  %v445 = and i1 %v419, %v444
  %old446 = load <16 x float>, ptr %acc35
  %v447 = fadd <16 x float> %old446, %v408
  %ins448 = insertelement <16 x i1> poison, i1 %v445, i64 0
  %splat449 = shufflevector <16 x i1> %ins448, <16 x i1> poison, <16 x i32> zeroinitializer
  %v450 = select <16 x i1> %splat449, <16 x float> %v447, <16 x float> %old446
  store <16 x float> %v450, ptr %acc35
  %v451 = add nsw i64 %i54, 48
  %v452 = add i64 %i13, %i41
  %v453 = sub i64 %v452, 1
  %v454 = icmp sge i64 %v453, 0
  %v455 = icmp slt i64 %v453, %size.H
  %v456 = and i1 %v454, %v455
  %v457 = add i64 %i25, %i47
  %v458 = sub i64 %v457, 1
  %v459 = icmp sge i64 %v458, 0
  %v460 = icmp slt i64 %v458, %size.W
  %v461 = and i1 %v459, %v460
  %v462 = and i1 %v456, %v461
  %v463 = add i64 %i13, %i41
  %v464 = sub i64 %v463, 1
  %v465 = mul i64 %v464, %size.W
  %v466 = add i64 %i25, %i47
  %v467 = sub i64 %v466, 1
  %v468 = add i64 %v465, %v467
  %v469 = mul i64 %v468, %size.C
  %v470 = add i64 %v469, %v451
  %p471 = getelementptr float, ptr %buf.x, i64 %v470
  %ins472 = insertelement <16 x i1> poison, i1 %v462, i64 0
  %splat473 = shufflevector <16 x i1> %ins472, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld474 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p471, <16 x i1> %splat473, <16 x float> zeroinitializer)
  %v475 = sdiv i64 %i31, %size.P
  %v476 = srem i64 %i31, %size.P
  %v477 = icmp ne i64 %v476, 0
  %v478 = icmp slt i64 %v476, 0
  %v479 = icmp slt i64 %size.P, 0
  %v480 = xor i1 %v478, %v479
  %v481 = and i1 %v477, %v480
  %v482 = zext i1 %v481 to i64
  %v483 = sub i64 %v475, %v482
  %v484 = icmp sge i64 %v483, 0
  %v485 = icmp slt i64 %v483, 1
  %v486 = and i1 %v484, %v485
  %v487 = sdiv i64 %i31, %size.P
  %v488 = srem i64 %i31, %size.P
  %v489 = icmp ne i64 %v488, 0
  %v490 = icmp slt i64 %v488, 0
  %v491 = icmp slt i64 %size.P, 0
  %v492 = xor i1 %v490, %v491
  %v493 = and i1 %v489, %v492
  %v494 = add i64 %v488, %size.P
  %v495 = select i1 %v493, i64 %v494, i64 %v488
  %v496 = icmp sge i64 %v495, 0
  %v497 = icmp slt i64 %v495, %size.P
  %v498 = and i1 %v496, %v497
  %v499 = and i1 %v486, %v498
  %v500 = sdiv i64 %i31, %size.P
  %v501 = srem i64 %i31, %size.P
  %v502 = icmp ne i64 %v501, 0
  %v503 = icmp slt i64 %v501, 0
  %v504 = icmp slt i64 %size.P, 0
  %v505 = xor i1 %v503, %v504
  %v506 = and i1 %v502, %v505
  %v507 = zext i1 %v506 to i64
  %v508 = sub i64 %v500, %v507
  %v509 = mul i64 %v508, %size.R
  %v510 = add i64 %v509, %i41
  %v511 = mul i64 %v510, %size.S
  %v512 = add i64 %v511, %i47
  %v513 = mul i64 %v512, %size.C
  %ins514 = insertelement <16 x i64> poison, i64 %v451, i64 0
  %splat515 = shufflevector <16 x i64> %ins514, <16 x i64> poison, <16 x i32> zeroinitializer
  %step516 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane517 = add <16 x i64> %splat515, %step516
  %ins518 = insertelement <16 x i64> poison, i64 %v513, i64 0
  %splat519 = shufflevector <16 x i64> %ins518, <16 x i64> poison, <16 x i32> zeroinitializer
  %v520 = add <16 x i64> %splat519, %lane517
  %ins521 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat522 = shufflevector <16 x i64> %ins521, <16 x i64> poison, <16 x i32> zeroinitializer
  %v523 = mul <16 x i64> %v520, %splat522
  %v524 = sdiv i64 %i31, %size.P
  %v525 = srem i64 %i31, %size.P
  %v526 = icmp ne i64 %v525, 0
  %v527 = icmp slt i64 %v525, 0
  %v528 = icmp slt i64 %size.P, 0
  %v529 = xor i1 %v527, %v528
  %v530 = and i1 %v526, %v529
  %v531 = add i64 %v525, %size.P
  %v532 = select i1 %v530, i64 %v531, i64 %v525
  %ins533 = insertelement <16 x i64> poison, i64 %v532, i64 0
  %splat534 = shufflevector <16 x i64> %ins533, <16 x i64> poison, <16 x i32> zeroinitializer
  %v535 = add <16 x i64> %v523, %splat534
  %ps536 = getelementptr float, ptr %buf.w, <16 x i64> %v535
  %ins537 = insertelement <16 x i1> poison, i1 %v499, i64 0
  %splat538 = shufflevector <16 x i1> %ins537, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld539 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps536, <16 x i1> %splat538, <16 x float> zeroinitializer)
  %v540 = fmul contract <16 x float> %ld474, %ld539
  %v541 = add i64 %i13, %i41
  %v542 = sub i64 %v541, 1
  %v543 = icmp sge i64 %v542, 0
  %v544 = icmp slt i64 %v542, %size.H
  %v545 = and i1 %v543, %v544
  %v546 = add i64 %i25, %i47
  %v547 = sub i64 %v546, 1
  %v548 = icmp sge i64 %v547, 0
  %v549 = icmp slt i64 %v547, %size.W
  %v550 = and i1 %v548, %v549
  %v551 = and i1 %v545, %v550
  %v552 = sdiv i64 %i31, %size.P
  %v553 = srem i64 %i31, %size.P
  %v554 = icmp ne i64 %v553, 0
  %v555 = icmp slt i64 %v553, 0
  %v556 = icmp slt i64 %size.P, 0
  %v557 = xor i1 %v555, %v556
  %v558 = and i1 %v554, %v557
  %v559 = zext i1 %v558 to i64
  %v560 = sub i64 %v552, %v559
  %v561 = icmp sge i64 %v560, 0
  %v562 = icmp slt i64 %v560, 1
  %v563 = and i1 %v561, %v562
  %v564 = sdiv i64 %i31, %size.P
  %v565 = srem i64 %i31, %size.P
  %v566 = icmp ne i64 %v565, 0
  %v567 = icmp slt i64 %v565, 0
  %v568 = icmp slt i64 %size.P, 0
  %v569 = xor i1 %v567, %v568
  %v570 = and i1 %v566, %v569
  %v571 = add i64 %v565, %size.P
  %v572 = select i1 %v570, i64 %v571, i64 %v565
  %v573 = icmp sge i64 %v572, 0
  %v574 = icmp slt i64 %v572, %size.P
  %v575 = and i1 %v573, %v574
  %v576 = and i1 %v563, %v575
  %v577 = and i1 %v551, %v576
  %old578 = load <16 x float>, ptr %acc36
  %v579 = fadd <16 x float> %old578, %v540
  %ins580 = insertelement <16 x i1> poison, i1 %v577, i64 0
  %splat581 = shufflevector <16 x i1> %ins580, <16 x i1> poison, <16 x i32> zeroinitializer
  %v582 = select <16 x i1> %splat581, <16 x float> %v579, <16 x float> %old578
  store <16 x float> %v582, ptr %acc36
  %v583 = add nsw i64 %i54, 64
  store i64 %v583, ptr %c.addr.49
  br label %cond51
exit53:
  %v584 = sub i64 %size.C, 16
  br label %cond585
cond585:
  %i588 = load i64, ptr %c.addr.49
  %v589 = icmp sle i64 %i588, %v584
  br i1 %v589, label %body586, label %exit587
body586:
  %v590 = add i64 %i13, %i41
  %v591 = sub i64 %v590, 1
  %v592 = icmp sge i64 %v591, 0
  %v593 = icmp slt i64 %v591, %size.H
  %v594 = and i1 %v592, %v593
  %v595 = add i64 %i25, %i47
  %v596 = sub i64 %v595, 1
  %v597 = icmp sge i64 %v596, 0
  %v598 = icmp slt i64 %v596, %size.W
  %v599 = and i1 %v597, %v598
  %v600 = and i1 %v594, %v599
  %v601 = add i64 %i13, %i41
  %v602 = sub i64 %v601, 1
  %v603 = mul i64 %v602, %size.W
  %v604 = add i64 %i25, %i47
  %v605 = sub i64 %v604, 1
  %v606 = add i64 %v603, %v605
  %v607 = mul i64 %v606, %size.C
  %v608 = add i64 %v607, %i588
  %p609 = getelementptr float, ptr %buf.x, i64 %v608
  %ins610 = insertelement <16 x i1> poison, i1 %v600, i64 0
  %splat611 = shufflevector <16 x i1> %ins610, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld612 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p609, <16 x i1> %splat611, <16 x float> zeroinitializer)
  %v613 = sdiv i64 %i31, %size.P
  %v614 = srem i64 %i31, %size.P
  %v615 = icmp ne i64 %v614, 0
  %v616 = icmp slt i64 %v614, 0
  %v617 = icmp slt i64 %size.P, 0
  %v618 = xor i1 %v616, %v617
  %v619 = and i1 %v615, %v618
  %v620 = zext i1 %v619 to i64
  %v621 = sub i64 %v613, %v620
  %v622 = icmp sge i64 %v621, 0
  %v623 = icmp slt i64 %v621, 1
  %v624 = and i1 %v622, %v623
  %v625 = sdiv i64 %i31, %size.P
  %v626 = srem i64 %i31, %size.P
  %v627 = icmp ne i64 %v626, 0
  %v628 = icmp slt i64 %v626, 0
  %v629 = icmp slt i64 %size.P, 0
  %v630 = xor i1 %v628, %v629
  %v631 = and i1 %v627, %v630
  %v632 = add i64 %v626, %size.P
  %v633 = select i1 %v631, i64 %v632, i64 %v626
  %v634 = icmp sge i64 %v633, 0
  %v635 = icmp slt i64 %v633, %size.P
  %v636 = and i1 %v634, %v635
  %v637 = and i1 %v624, %v636
  %v638 = sdiv i64 %i31, %size.P
  %v639 = srem i64 %i31, %size.P
  %v640 = icmp ne i64 %v639, 0
  %v641 = icmp slt i64 %v639, 0
  %v642 = icmp slt i64 %size.P, 0
  %v643 = xor i1 %v641, %v642
  %v644 = and i1 %v640, %v643
  %v645 = zext i1 %v644 to i64
  %v646 = sub i64 %v638, %v645
  %v647 = mul i64 %v646, %size.R
  %v648 = add i64 %v647, %i41
  %v649 = mul i64 %v648, %size.S
  %v650 = add i64 %v649, %i47
  %v651 = mul i64 %v650, %size.C
  %ins652 = insertelement <16 x i64> poison, i64 %i588, i64 0
  %splat653 = shufflevector <16 x i64> %ins652, <16 x i64> poison, <16 x i32> zeroinitializer
  %step654 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane655 = add <16 x i64> %splat653, %step654
  %ins656 = insertelement <16 x i64> poison, i64 %v651, i64 0
  %splat657 = shufflevector <16 x i64> %ins656, <16 x i64> poison, <16 x i32> zeroinitializer
  %v658 = add <16 x i64> %splat657, %lane655
  %ins659 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat660 = shufflevector <16 x i64> %ins659, <16 x i64> poison, <16 x i32> zeroinitializer
  %v661 = mul <16 x i64> %v658, %splat660
  %v662 = sdiv i64 %i31, %size.P
  %v663 = srem i64 %i31, %size.P
  %v664 = icmp ne i64 %v663, 0
  %v665 = icmp slt i64 %v663, 0
  %v666 = icmp slt i64 %size.P, 0
  %v667 = xor i1 %v665, %v666
  %v668 = and i1 %v664, %v667
  %v669 = add i64 %v663, %size.P
  %v670 = select i1 %v668, i64 %v669, i64 %v663
  %ins671 = insertelement <16 x i64> poison, i64 %v670, i64 0
  %splat672 = shufflevector <16 x i64> %ins671, <16 x i64> poison, <16 x i32> zeroinitializer
  %v673 = add <16 x i64> %v661, %splat672
  %ps674 = getelementptr float, ptr %buf.w, <16 x i64> %v673
  %ins675 = insertelement <16 x i1> poison, i1 %v637, i64 0
  %splat676 = shufflevector <16 x i1> %ins675, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld677 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps674, <16 x i1> %splat676, <16 x float> zeroinitializer)
  %v678 = fmul contract <16 x float> %ld612, %ld677
  %v679 = add i64 %i13, %i41
  %v680 = sub i64 %v679, 1
  %v681 = icmp sge i64 %v680, 0
  %v682 = icmp slt i64 %v680, %size.H
  %v683 = and i1 %v681, %v682
  %v684 = add i64 %i25, %i47
  %v685 = sub i64 %v684, 1
  %v686 = icmp sge i64 %v685, 0
  %v687 = icmp slt i64 %v685, %size.W
  %v688 = and i1 %v686, %v687
  %v689 = and i1 %v683, %v688
  %v690 = sdiv i64 %i31, %size.P
  %v691 = srem i64 %i31, %size.P
  %v692 = icmp ne i64 %v691, 0
  %v693 = icmp slt i64 %v691, 0
  %v694 = icmp slt i64 %size.P, 0
  %v695 = xor i1 %v693, %v694
  %v696 = and i1 %v692, %v695
  %v697 = zext i1 %v696 to i64
  %v698 = sub i64 %v690, %v697
  %v699 = icmp sge i64 %v698, 0
  %v700 = icmp slt i64 %v698, 1
  %v701 = and i1 %v699, %v700
  %v702 = sdiv i64 %i31, %size.P
  %v703 = srem i64 %i31, %size.P
  %v704 = icmp ne i64 %v703, 0
  %v705 = icmp slt i64 %v703, 0
  %v706 = icmp slt i64 %size.P, 0
  %v707 = xor i1 %v705, %v706
  %v708 = and i1 %v704, %v707
  %v709 = add i64 %v703, %size.P
  %v710 = select i1 %v708, i64 %v709, i64 %v703
  %v711 = icmp sge i64 %v710, 0
  %v712 = icmp slt i64 %v710, %size.P
  %v713 = and i1 %v711, %v712
  %v714 = and i1 %v701, %v713
  %v715 = and i1 %v689, %v714
  %old716 = load <16 x float>, ptr %acc33
  %v717 = fadd <16 x float> %old716, %v678
  %ins718 = insertelement <16 x i1> poison, i1 %v715, i64 0
  %splat719 = shufflevector <16 x i1> %ins718, <16 x i1> poison, <16 x i32> zeroinitializer
  %v720 = select <16 x i1> %splat719, <16 x float> %v717, <16 x float> %old716
  store <16 x float> %v720, ptr %acc33
  %v721 = add nsw i64 %i588, 16
  store i64 %v721, ptr %c.addr.49
  br label %cond585
exit587:
  %i722 = load i64, ptr %c.addr.49
  %v723 = icmp slt i64 %i722, %size.C
  br i1 %v723, label %tail724, label %done725
tail724:
  %mask726 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i722, i64 %size.C)
  %v727 = add i64 %i13, %i41
  %v728 = sub i64 %v727, 1
  %v729 = icmp sge i64 %v728, 0
  %v730 = icmp slt i64 %v728, %size.H
  %v731 = and i1 %v729, %v730
  %v732 = add i64 %i25, %i47
  %v733 = sub i64 %v732, 1
  %v734 = icmp sge i64 %v733, 0
  %v735 = icmp slt i64 %v733, %size.W
  %v736 = and i1 %v734, %v735
  %v737 = and i1 %v731, %v736
  %ins738 = insertelement <16 x i1> poison, i1 %v737, i64 0
  %splat739 = shufflevector <16 x i1> %ins738, <16 x i1> poison, <16 x i32> zeroinitializer
  %v740 = and <16 x i1> %mask726, %splat739
  %v741 = add i64 %i13, %i41
  %v742 = sub i64 %v741, 1
  %v743 = mul i64 %v742, %size.W
  %v744 = add i64 %i25, %i47
  %v745 = sub i64 %v744, 1
  %v746 = add i64 %v743, %v745
  %v747 = mul i64 %v746, %size.C
  %v748 = add i64 %v747, %i722
  %p749 = getelementptr float, ptr %buf.x, i64 %v748
  %ld750 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p749, <16 x i1> %v740, <16 x float> zeroinitializer)
  %v751 = sdiv i64 %i31, %size.P
  %v752 = srem i64 %i31, %size.P
  %v753 = icmp ne i64 %v752, 0
  %v754 = icmp slt i64 %v752, 0
  %v755 = icmp slt i64 %size.P, 0
  %v756 = xor i1 %v754, %v755
  %v757 = and i1 %v753, %v756
  %v758 = zext i1 %v757 to i64
  %v759 = sub i64 %v751, %v758
  %v760 = icmp sge i64 %v759, 0
  %v761 = icmp slt i64 %v759, 1
  %v762 = and i1 %v760, %v761
  %v763 = sdiv i64 %i31, %size.P
  %v764 = srem i64 %i31, %size.P
  %v765 = icmp ne i64 %v764, 0
  %v766 = icmp slt i64 %v764, 0
  %v767 = icmp slt i64 %size.P, 0
  %v768 = xor i1 %v766, %v767
  %v769 = and i1 %v765, %v768
  %v770 = add i64 %v764, %size.P
  %v771 = select i1 %v769, i64 %v770, i64 %v764
  %v772 = icmp sge i64 %v771, 0
  %v773 = icmp slt i64 %v771, %size.P
  %v774 = and i1 %v772, %v773
  %v775 = and i1 %v762, %v774
  %ins776 = insertelement <16 x i1> poison, i1 %v775, i64 0
  %splat777 = shufflevector <16 x i1> %ins776, <16 x i1> poison, <16 x i32> zeroinitializer
  %v778 = and <16 x i1> %mask726, %splat777
  %v779 = sdiv i64 %i31, %size.P
  %v780 = srem i64 %i31, %size.P
  %v781 = icmp ne i64 %v780, 0
  %v782 = icmp slt i64 %v780, 0
  %v783 = icmp slt i64 %size.P, 0
  %v784 = xor i1 %v782, %v783
  %v785 = and i1 %v781, %v784
  %v786 = zext i1 %v785 to i64
  %v787 = sub i64 %v779, %v786
  %v788 = mul i64 %v787, %size.R
  %v789 = add i64 %v788, %i41
  %v790 = mul i64 %v789, %size.S
  %v791 = add i64 %v790, %i47
  %v792 = mul i64 %v791, %size.C
  %ins793 = insertelement <16 x i64> poison, i64 %i722, i64 0
  %splat794 = shufflevector <16 x i64> %ins793, <16 x i64> poison, <16 x i32> zeroinitializer
  %step795 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane796 = add <16 x i64> %splat794, %step795
  %ins797 = insertelement <16 x i64> poison, i64 %v792, i64 0
  %splat798 = shufflevector <16 x i64> %ins797, <16 x i64> poison, <16 x i32> zeroinitializer
  %v799 = add <16 x i64> %splat798, %lane796
  %ins800 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat801 = shufflevector <16 x i64> %ins800, <16 x i64> poison, <16 x i32> zeroinitializer
  %v802 = mul <16 x i64> %v799, %splat801
  %v803 = sdiv i64 %i31, %size.P
  %v804 = srem i64 %i31, %size.P
  %v805 = icmp ne i64 %v804, 0
  %v806 = icmp slt i64 %v804, 0
  %v807 = icmp slt i64 %size.P, 0
  %v808 = xor i1 %v806, %v807
  %v809 = and i1 %v805, %v808
  %v810 = add i64 %v804, %size.P
  %v811 = select i1 %v809, i64 %v810, i64 %v804
  %ins812 = insertelement <16 x i64> poison, i64 %v811, i64 0
  %splat813 = shufflevector <16 x i64> %ins812, <16 x i64> poison, <16 x i32> zeroinitializer
  %v814 = add <16 x i64> %v802, %splat813
  %ps815 = getelementptr float, ptr %buf.w, <16 x i64> %v814
  %ld816 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps815, <16 x i1> %v778, <16 x float> zeroinitializer)
  %v817 = fmul contract <16 x float> %ld750, %ld816
  %v818 = add i64 %i13, %i41
  %v819 = sub i64 %v818, 1
  %v820 = icmp sge i64 %v819, 0
  %v821 = icmp slt i64 %v819, %size.H
  %v822 = and i1 %v820, %v821
  %v823 = add i64 %i25, %i47
  %v824 = sub i64 %v823, 1
  %v825 = icmp sge i64 %v824, 0
  %v826 = icmp slt i64 %v824, %size.W
  %v827 = and i1 %v825, %v826
  %v828 = and i1 %v822, %v827
  %v829 = sdiv i64 %i31, %size.P
  %v830 = srem i64 %i31, %size.P
  %v831 = icmp ne i64 %v830, 0
  %v832 = icmp slt i64 %v830, 0
  %v833 = icmp slt i64 %size.P, 0
  %v834 = xor i1 %v832, %v833
  %v835 = and i1 %v831, %v834
  %v836 = zext i1 %v835 to i64
  %v837 = sub i64 %v829, %v836
  %v838 = icmp sge i64 %v837, 0
  %v839 = icmp slt i64 %v837, 1
  %v840 = and i1 %v838, %v839
  %v841 = sdiv i64 %i31, %size.P
  %v842 = srem i64 %i31, %size.P
  %v843 = icmp ne i64 %v842, 0
  %v844 = icmp slt i64 %v842, 0
  %v845 = icmp slt i64 %size.P, 0
  %v846 = xor i1 %v844, %v845
  %v847 = and i1 %v843, %v846
  %v848 = add i64 %v842, %size.P
  %v849 = select i1 %v847, i64 %v848, i64 %v842
  %v850 = icmp sge i64 %v849, 0
  %v851 = icmp slt i64 %v849, %size.P
  %v852 = and i1 %v850, %v851
  %v853 = and i1 %v840, %v852
  %v854 = and i1 %v828, %v853
  %ins855 = insertelement <16 x i1> poison, i1 %v854, i64 0
  %splat856 = shufflevector <16 x i1> %ins855, <16 x i1> poison, <16 x i32> zeroinitializer
  %v857 = and <16 x i1> %mask726, %splat856
  %old858 = load <16 x float>, ptr %acc33
  %v859 = fadd <16 x float> %old858, %v817
  %v860 = select <16 x i1> %v857, <16 x float> %v859, <16 x float> %old858
  store <16 x float> %v860, ptr %acc33
  br label %done725
done725:
  %v861 = add nsw i64 %i47, 1
  store i64 %v861, ptr %s.addr.43
  br label %cond44
exit46:
  %v862 = add nsw i64 %i41, 1
  store i64 %v862, ptr %r.addr.37
  br label %cond38
exit40:
  %red863 = load <16 x float>, ptr %acc33
  %red864 = load <16 x float>, ptr %acc34
  %red865 = load <16 x float>, ptr %acc35
  %red866 = load <16 x float>, ptr %acc36
  %v867 = fadd <16 x float> %red863, %red864
  %v868 = fadd <16 x float> %v867, %red865
  %v869 = fadd <16 x float> %v868, %red866
  %v870 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v869)
  %p871 = getelementptr float, ptr %buf.b, i64 %i31
  %ld872 = load float, ptr %p871, align 4
  %v873 = fadd contract float %ld872, %v870
  %v874 = call float @llvm.maximum.f32(float %v873, float 0x0000000000000000)
  %v875 = add i64 %size.W, 1
  %v876 = add i64 %v875, 1
  %v877 = sub i64 %size.S, 1
  %v878 = sub i64 %v876, %v877
  %v879 = sub i64 %v878, 1
  %v880 = add i64 %v879, 1
  %v881 = mul i64 %i13, %v880
  %v882 = add i64 %v881, %i25
  %v883 = mul i64 %v882, %size.K
  %v884 = add i64 %v883, %i31
  %p885 = getelementptr float, ptr %buf.y, i64 %v884
  store float %v874, ptr %p885, align 4
  %v886 = add nsw i64 %i31, 1
  store i64 %v886, ptr %k.addr.27
  br label %cond28
exit30:
  %v887 = add nsw i64 %i25, 1
  store i64 %v887, ptr %q.addr.21
  br label %cond22
exit24:
  %v888 = add nsw i64 %i13, 1
  store i64 %v888, ptr %p.addr.7
  br label %cond10
exit12:
  ret void
}

define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c68 = alloca i64
  %c129 = alloca i64
  %c176 = alloca i64
  %c228 = alloca i64
  %c397 = alloca i64
  %c403 = alloca i64
  %c614 = alloca i64
  %c623 = alloca i64
  %t1 = add i64 %size.H, 1
  %t2 = add i64 %t1, 1
  %t3 = sub i64 %size.R, 1
  %t4 = sub i64 %t2, %t3
  %t5 = sub i64 %t4, 1
  %t6 = add i64 %t5, 1
  %t7 = add i64 %size.W, 1
  %t8 = add i64 %t7, 1
  %t9 = sub i64 %size.S, 1
  %t10 = sub i64 %t8, %t9
  %t11 = sub i64 %t10, 1
  %t12 = add i64 %t11, 1
  %t13 = mul i64 %t6, %t12
  %t14 = mul i64 %size.R, %size.S
  %t15 = add i64 %size.K, 63
  %t16 = sdiv i64 %t15, 64
  %t17 = add i64 %t13, 95
  %t18 = sdiv i64 %t17, 96
  %t19 = mul i64 %t16, %t18
  %t20 = mul i64 1, %t19
  %t21 = icmp slt i64 %range.hi, %t20
  %t22 = select i1 %t21, i64 %range.hi, i64 %t20
  %t23 = icmp sgt i64 %size.C, 1
  %t24 = select i1 %t23, i64 %size.C, i64 1
  %t25 = icmp slt i64 %size.C, 16
  %t26 = mul i64 %t14, %t24
  %t27 = icmp sle i64 %t26, 85
  %t28 = or i1 %t27, %t25
  %t29 = add i64 %t24, 84
  %t30 = sdiv i64 %t29, 85
  %t31 = sub i64 %t30, 1
  %t32 = add i64 %t24, %t31
  %t33 = sdiv i64 %t32, %t30
  %t34 = select i1 %t28, i64 %t24, i64 %t33
  %t35 = sdiv i64 85, %t34
  %t36 = icmp sgt i64 %t35, 1
  %t37 = select i1 %t36, i64 %t35, i64 1
  %t38 = select i1 %t28, i64 %t14, i64 %t37
  %t39 = ptrtoint ptr %scratch to i64
  %t40 = add i64 %t39, 63
  %t41 = and i64 %t40, -64
  %t42 = inttoptr i64 %t41 to ptr
  %t43 = getelementptr float, ptr %t42, i64 6144
  %t44 = mul i64 %t14, 6
  %t45 = mul i64 %t44, 16
  %t46 = getelementptr ptr, ptr %t43, i64 %t45
  %t47 = add i64 %t14, 1
  %t48 = mul i64 %t47, 16
  %t49 = getelementptr i32, ptr %t46, i64 %t48
  %t50 = getelementptr i32, ptr %t49, i64 16
  %t51 = add i64 %size.S, 1
  %t52 = mul i64 %t51, %size.C
  %t53 = mul i64 %t52, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t50, i8 0, i64 %t53, i1 false)
  %t54 = mul i64 %size.C, %size.P
  %t55 = srem i64 %size.P, 64
  %t56 = icmp eq i64 %t55, 0
  %t57 = mul i64 1, %size.P
  %t58 = icmp sle i64 %size.K, %t57
  %t59 = and i1 %t56, %t58
  br i1 %t59, label %direct60, label %exact61
exact61:
  %t63 = icmp eq i64 %range.lo, 0
  br i1 %t63, label %exact.run62, label %exact.done
exact.run62:
  call void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct60:
  %t64 = mul i64 %size.C, %size.K
  %t65 = mul i64 %t14, %t64
  %t66 = mul i64 %t65, 4
  %t67 = icmp sgt i64 %t66, 524288
  store i64 %range.lo, ptr %c68
  br label %head69
head69:
  %i72 = load i64, ptr %c68
  %t73 = icmp slt i64 %i72, %t22
  br i1 %t73, label %body70, label %done71
body70:
  %t74 = sdiv i64 %i72, %t19
  %t75 = srem i64 %i72, %t19
  %t76 = sdiv i64 %t75, %t18
  %t77 = srem i64 %t75, %t16
  %t78 = select i1 %t67, i64 %t76, i64 %t77
  %t79 = srem i64 %t75, %t18
  %t80 = sdiv i64 %t75, %t16
  %t81 = select i1 %t67, i64 %t79, i64 %t80
  %t82 = mul i64 %t78, 64
  %t83 = sub i64 %size.K, %t82
  %t84 = icmp slt i64 64, %t83
  %t85 = select i1 %t84, i64 64, i64 %t83
  %t86 = add i64 %t85, 15
  %t87 = sdiv i64 %t86, 16
  %t88 = sub i64 %t87, 1
  %t89 = mul i64 %t88, 16
  %t90 = add i64 %t82, %t89
  %t91 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t90, i64 %size.K)
  %t92 = mul i64 %t81, 96
  %t93 = add i64 %t92, 96
  %t94 = icmp slt i64 %t13, %t93
  %t95 = select i1 %t94, i64 %t13, i64 %t93
  %t96 = sub i64 %t95, %t92
  %t97 = add i64 %t96, 5
  %t98 = sdiv i64 %t97, 6
  %t99 = sdiv i64 %t92, %t12
  %t100 = srem i64 %t92, %t12
  %t101 = add i64 %size.H, 1
  %t102 = add i64 %t101, 1
  %t103 = sub i64 %size.R, 1
  %t104 = sub i64 %t102, %t103
  %t105 = sub i64 %t104, 1
  %t106 = add i64 %t105, 1
  %t107 = add i64 %size.W, 1
  %t108 = add i64 %t107, 1
  %t109 = sub i64 %size.S, 1
  %t110 = sub i64 %t108, %t109
  %t111 = sub i64 %t110, 1
  %t112 = add i64 %t111, 1
  %t113 = mul i64 %t106, %t112
  %t114 = mul i64 %t113, %size.K
  %t115 = mul i64 %t74, %t114
  %t116 = add i64 %size.W, 1
  %t117 = add i64 %t116, 1
  %t118 = sub i64 %size.S, 1
  %t119 = sub i64 %t117, %t118
  %t120 = sub i64 %t119, 1
  %t121 = add i64 %t120, 1
  %t122 = mul i64 %t121, %size.K
  %t123 = mul i64 %t99, %t122
  %t124 = add i64 %t115, %t123
  %t125 = mul i64 %t100, %size.K
  %t126 = add i64 %t124, %t125
  %t127 = add i64 %t126, %t82
  %t128 = getelementptr float, ptr %buf.y, i64 %t127
  store i64 0, ptr %c129
  br label %head130
head130:
  %i133 = load i64, ptr %c129
  %t134 = icmp slt i64 %i133, %t98
  br i1 %t134, label %body131, label %done132
body131:
  %t135 = mul i64 %i133, 6
  %t136 = add i64 %t92, %t135
  %t137 = add i64 %t136, 6
  %t138 = icmp slt i64 %t95, %t137
  %t139 = select i1 %t138, i64 %t95, i64 %t137
  %t140 = sub i64 %t139, 1
  %t141 = add i64 %t136, 0
  %t142 = icmp slt i64 %t141, %t140
  %t143 = select i1 %t142, i64 %t141, i64 %t140
  %t144 = sdiv i64 %t143, %t12
  %t145 = srem i64 %t143, %t12
  %t146 = add i64 %t136, 1
  %t147 = icmp slt i64 %t146, %t140
  %t148 = select i1 %t147, i64 %t146, i64 %t140
  %t149 = sdiv i64 %t148, %t12
  %t150 = srem i64 %t148, %t12
  %t151 = add i64 %t136, 2
  %t152 = icmp slt i64 %t151, %t140
  %t153 = select i1 %t152, i64 %t151, i64 %t140
  %t154 = sdiv i64 %t153, %t12
  %t155 = srem i64 %t153, %t12
  %t156 = add i64 %t136, 3
  %t157 = icmp slt i64 %t156, %t140
  %t158 = select i1 %t157, i64 %t156, i64 %t140
  %t159 = sdiv i64 %t158, %t12
  %t160 = srem i64 %t158, %t12
  %t161 = add i64 %t136, 4
  %t162 = icmp slt i64 %t161, %t140
  %t163 = select i1 %t162, i64 %t161, i64 %t140
  %t164 = sdiv i64 %t163, %t12
  %t165 = srem i64 %t163, %t12
  %t166 = add i64 %t136, 5
  %t167 = icmp slt i64 %t166, %t140
  %t168 = select i1 %t167, i64 %t166, i64 %t140
  %t169 = sdiv i64 %t168, %t12
  %t170 = srem i64 %t168, %t12
  %t171 = mul i64 %i133, %t44
  %t172 = getelementptr ptr, ptr %t43, i64 %t171
  %t173 = mul i64 %i133, %t47
  %t174 = getelementptr i32, ptr %t46, i64 %t173
  %t175 = getelementptr i32, ptr %t49, i64 %i133
  store i32 0, ptr %t174
  store i64 0, ptr %c176
  %t179 = mul i64 %t145, 1
  %t180 = add i64 %t179, -1
  %t181 = icmp ult i64 %t180, %size.W
  %t182 = and i1 %t25, %t181
  %t183 = sub i64 %size.S, 1
  %t184 = add i64 %t180, %t183
  %t185 = icmp ult i64 %t184, %size.W
  %t186 = and i1 %t182, %t185
  %t187 = mul i64 %t150, 1
  %t188 = add i64 %t187, -1
  %t189 = icmp ult i64 %t188, %size.W
  %t190 = and i1 %t186, %t189
  %t191 = sub i64 %size.S, 1
  %t192 = add i64 %t188, %t191
  %t193 = icmp ult i64 %t192, %size.W
  %t194 = and i1 %t190, %t193
  %t195 = mul i64 %t155, 1
  %t196 = add i64 %t195, -1
  %t197 = icmp ult i64 %t196, %size.W
  %t198 = and i1 %t194, %t197
  %t199 = sub i64 %size.S, 1
  %t200 = add i64 %t196, %t199
  %t201 = icmp ult i64 %t200, %size.W
  %t202 = and i1 %t198, %t201
  %t203 = mul i64 %t160, 1
  %t204 = add i64 %t203, -1
  %t205 = icmp ult i64 %t204, %size.W
  %t206 = and i1 %t202, %t205
  %t207 = sub i64 %size.S, 1
  %t208 = add i64 %t204, %t207
  %t209 = icmp ult i64 %t208, %size.W
  %t210 = and i1 %t206, %t209
  %t211 = mul i64 %t165, 1
  %t212 = add i64 %t211, -1
  %t213 = icmp ult i64 %t212, %size.W
  %t214 = and i1 %t210, %t213
  %t215 = sub i64 %size.S, 1
  %t216 = add i64 %t212, %t215
  %t217 = icmp ult i64 %t216, %size.W
  %t218 = and i1 %t214, %t217
  %t219 = mul i64 %t170, 1
  %t220 = add i64 %t219, -1
  %t221 = icmp ult i64 %t220, %size.W
  %t222 = and i1 %t218, %t221
  %t223 = sub i64 %size.S, 1
  %t224 = add i64 %t220, %t223
  %t225 = icmp ult i64 %t224, %size.W
  %t226 = and i1 %t222, %t225
  br i1 %t226, label %byrun227, label %bytap177
byrun227:
  store i64 0, ptr %c228
  br label %head229
head229:
  %i232 = load i64, ptr %c228
  %t233 = icmp slt i64 %i232, %size.R
  br i1 %t233, label %body230, label %done231
body230:
  %t234 = mul i64 %i232, 6
  %t235 = add i64 %t234, 0
  %t236 = getelementptr ptr, ptr %t172, i64 %t235
  %t237 = load i64, ptr %c176
  %t238 = mul i64 %t144, 1
  %t239 = mul i64 %i232, 1
  %t240 = add i64 %t238, %t239
  %t241 = add i64 %t240, -1
  %t242 = icmp ult i64 %t241, %size.H
  %t243 = mul i64 %size.H, %size.W
  %t244 = mul i64 %t243, %size.C
  %t245 = mul i64 %t74, %t244
  %t246 = add i64 %t144, %i232
  %t247 = sub i64 %t246, 1
  %t248 = mul i64 %size.W, %size.C
  %t249 = mul i64 %t247, %t248
  %t250 = add i64 %t245, %t249
  %t251 = add i64 %t145, 0
  %t252 = sub i64 %t251, 1
  %t253 = mul i64 %t252, %size.C
  %t254 = add i64 %t250, %t253
  %t255 = add i64 %t254, 0
  %t256 = getelementptr float, ptr %buf.x, i64 %t255
  %t257 = select i1 %t242, ptr %t256, ptr %t50
  store ptr %t257, ptr %t236, align 8
  %t258 = xor i1 %t242, true
  %t259 = zext i1 %t258 to i64
  %t260 = add i64 %t237, %t259
  store i64 %t260, ptr %c176
  %t261 = mul i64 %i232, 6
  %t262 = add i64 %t261, 1
  %t263 = getelementptr ptr, ptr %t172, i64 %t262
  %t264 = load i64, ptr %c176
  %t265 = mul i64 %t149, 1
  %t266 = mul i64 %i232, 1
  %t267 = add i64 %t265, %t266
  %t268 = add i64 %t267, -1
  %t269 = icmp ult i64 %t268, %size.H
  %t270 = mul i64 %size.H, %size.W
  %t271 = mul i64 %t270, %size.C
  %t272 = mul i64 %t74, %t271
  %t273 = add i64 %t149, %i232
  %t274 = sub i64 %t273, 1
  %t275 = mul i64 %size.W, %size.C
  %t276 = mul i64 %t274, %t275
  %t277 = add i64 %t272, %t276
  %t278 = add i64 %t150, 0
  %t279 = sub i64 %t278, 1
  %t280 = mul i64 %t279, %size.C
  %t281 = add i64 %t277, %t280
  %t282 = add i64 %t281, 0
  %t283 = getelementptr float, ptr %buf.x, i64 %t282
  %t284 = select i1 %t269, ptr %t283, ptr %t50
  store ptr %t284, ptr %t263, align 8
  %t285 = xor i1 %t269, true
  %t286 = zext i1 %t285 to i64
  %t287 = add i64 %t264, %t286
  store i64 %t287, ptr %c176
  %t288 = mul i64 %i232, 6
  %t289 = add i64 %t288, 2
  %t290 = getelementptr ptr, ptr %t172, i64 %t289
  %t291 = load i64, ptr %c176
  %t292 = mul i64 %t154, 1
  %t293 = mul i64 %i232, 1
  %t294 = add i64 %t292, %t293
  %t295 = add i64 %t294, -1
  %t296 = icmp ult i64 %t295, %size.H
  %t297 = mul i64 %size.H, %size.W
  %t298 = mul i64 %t297, %size.C
  %t299 = mul i64 %t74, %t298
  %t300 = add i64 %t154, %i232
  %t301 = sub i64 %t300, 1
  %t302 = mul i64 %size.W, %size.C
  %t303 = mul i64 %t301, %t302
  %t304 = add i64 %t299, %t303
  %t305 = add i64 %t155, 0
  %t306 = sub i64 %t305, 1
  %t307 = mul i64 %t306, %size.C
  %t308 = add i64 %t304, %t307
  %t309 = add i64 %t308, 0
  %t310 = getelementptr float, ptr %buf.x, i64 %t309
  %t311 = select i1 %t296, ptr %t310, ptr %t50
  store ptr %t311, ptr %t290, align 8
  %t312 = xor i1 %t296, true
  %t313 = zext i1 %t312 to i64
  %t314 = add i64 %t291, %t313
  store i64 %t314, ptr %c176
  %t315 = mul i64 %i232, 6
  %t316 = add i64 %t315, 3
  %t317 = getelementptr ptr, ptr %t172, i64 %t316
  %t318 = load i64, ptr %c176
  %t319 = mul i64 %t159, 1
  %t320 = mul i64 %i232, 1
  %t321 = add i64 %t319, %t320
  %t322 = add i64 %t321, -1
  %t323 = icmp ult i64 %t322, %size.H
  %t324 = mul i64 %size.H, %size.W
  %t325 = mul i64 %t324, %size.C
  %t326 = mul i64 %t74, %t325
  %t327 = add i64 %t159, %i232
  %t328 = sub i64 %t327, 1
  %t329 = mul i64 %size.W, %size.C
  %t330 = mul i64 %t328, %t329
  %t331 = add i64 %t326, %t330
  %t332 = add i64 %t160, 0
  %t333 = sub i64 %t332, 1
  %t334 = mul i64 %t333, %size.C
  %t335 = add i64 %t331, %t334
  %t336 = add i64 %t335, 0
  %t337 = getelementptr float, ptr %buf.x, i64 %t336
  %t338 = select i1 %t323, ptr %t337, ptr %t50
  store ptr %t338, ptr %t317, align 8
  %t339 = xor i1 %t323, true
  %t340 = zext i1 %t339 to i64
  %t341 = add i64 %t318, %t340
  store i64 %t341, ptr %c176
  %t342 = mul i64 %i232, 6
  %t343 = add i64 %t342, 4
  %t344 = getelementptr ptr, ptr %t172, i64 %t343
  %t345 = load i64, ptr %c176
  %t346 = mul i64 %t164, 1
  %t347 = mul i64 %i232, 1
  %t348 = add i64 %t346, %t347
  %t349 = add i64 %t348, -1
  %t350 = icmp ult i64 %t349, %size.H
  %t351 = mul i64 %size.H, %size.W
  %t352 = mul i64 %t351, %size.C
  %t353 = mul i64 %t74, %t352
  %t354 = add i64 %t164, %i232
  %t355 = sub i64 %t354, 1
  %t356 = mul i64 %size.W, %size.C
  %t357 = mul i64 %t355, %t356
  %t358 = add i64 %t353, %t357
  %t359 = add i64 %t165, 0
  %t360 = sub i64 %t359, 1
  %t361 = mul i64 %t360, %size.C
  %t362 = add i64 %t358, %t361
  %t363 = add i64 %t362, 0
  %t364 = getelementptr float, ptr %buf.x, i64 %t363
  %t365 = select i1 %t350, ptr %t364, ptr %t50
  store ptr %t365, ptr %t344, align 8
  %t366 = xor i1 %t350, true
  %t367 = zext i1 %t366 to i64
  %t368 = add i64 %t345, %t367
  store i64 %t368, ptr %c176
  %t369 = mul i64 %i232, 6
  %t370 = add i64 %t369, 5
  %t371 = getelementptr ptr, ptr %t172, i64 %t370
  %t372 = load i64, ptr %c176
  %t373 = mul i64 %t169, 1
  %t374 = mul i64 %i232, 1
  %t375 = add i64 %t373, %t374
  %t376 = add i64 %t375, -1
  %t377 = icmp ult i64 %t376, %size.H
  %t378 = mul i64 %size.H, %size.W
  %t379 = mul i64 %t378, %size.C
  %t380 = mul i64 %t74, %t379
  %t381 = add i64 %t169, %i232
  %t382 = sub i64 %t381, 1
  %t383 = mul i64 %size.W, %size.C
  %t384 = mul i64 %t382, %t383
  %t385 = add i64 %t380, %t384
  %t386 = add i64 %t170, 0
  %t387 = sub i64 %t386, 1
  %t388 = mul i64 %t387, %size.C
  %t389 = add i64 %t385, %t388
  %t390 = add i64 %t389, 0
  %t391 = getelementptr float, ptr %buf.x, i64 %t390
  %t392 = select i1 %t377, ptr %t391, ptr %t50
  store ptr %t392, ptr %t371, align 8
  %t393 = xor i1 %t377, true
  %t394 = zext i1 %t393 to i64
  %t395 = add i64 %t372, %t394
  store i64 %t395, ptr %c176
  %t396 = add nsw i64 %i232, 1
  store i64 %t396, ptr %c228
  br label %head229
done231:
  store i32 1, ptr %t175
  br label %tabled178
bytap177:
  store i64 0, ptr %c397
  br label %head398
head398:
  %i401 = load i64, ptr %c397
  %t402 = icmp slt i64 %i401, %size.R
  br i1 %t402, label %body399, label %done400
body399:
  store i64 0, ptr %c403
  br label %head404
head404:
  %i407 = load i64, ptr %c403
  %t408 = icmp slt i64 %i407, %size.S
  br i1 %t408, label %body405, label %done406
body405:
  %t409 = mul i64 %i401, %size.S
  %t410 = add i64 %t409, %i407
  %t411 = mul i64 %t410, 6
  %t412 = add i64 %t411, 0
  %t413 = getelementptr ptr, ptr %t172, i64 %t412
  %t414 = load i64, ptr %c176
  %t415 = mul i64 %t144, 1
  %t416 = mul i64 %i401, 1
  %t417 = add i64 %t415, %t416
  %t418 = add i64 %t417, -1
  %t419 = icmp ult i64 %t418, %size.H
  %t420 = mul i64 %t145, 1
  %t421 = mul i64 %i407, 1
  %t422 = add i64 %t420, %t421
  %t423 = add i64 %t422, -1
  %t424 = icmp ult i64 %t423, %size.W
  %t425 = and i1 %t419, %t424
  %t426 = mul i64 %size.H, %size.W
  %t427 = mul i64 %t426, %size.C
  %t428 = mul i64 %t74, %t427
  %t429 = add i64 %t144, %i401
  %t430 = sub i64 %t429, 1
  %t431 = mul i64 %size.W, %size.C
  %t432 = mul i64 %t430, %t431
  %t433 = add i64 %t428, %t432
  %t434 = add i64 %t145, %i407
  %t435 = sub i64 %t434, 1
  %t436 = mul i64 %t435, %size.C
  %t437 = add i64 %t433, %t436
  %t438 = add i64 %t437, 0
  %t439 = getelementptr float, ptr %buf.x, i64 %t438
  %t440 = select i1 %t425, ptr %t439, ptr %t50
  store ptr %t440, ptr %t413, align 8
  %t441 = xor i1 %t425, true
  %t442 = zext i1 %t441 to i64
  %t443 = add i64 %t414, %t442
  store i64 %t443, ptr %c176
  %t444 = add i64 %t411, 1
  %t445 = getelementptr ptr, ptr %t172, i64 %t444
  %t446 = load i64, ptr %c176
  %t447 = mul i64 %t149, 1
  %t448 = mul i64 %i401, 1
  %t449 = add i64 %t447, %t448
  %t450 = add i64 %t449, -1
  %t451 = icmp ult i64 %t450, %size.H
  %t452 = mul i64 %t150, 1
  %t453 = mul i64 %i407, 1
  %t454 = add i64 %t452, %t453
  %t455 = add i64 %t454, -1
  %t456 = icmp ult i64 %t455, %size.W
  %t457 = and i1 %t451, %t456
  %t458 = mul i64 %size.H, %size.W
  %t459 = mul i64 %t458, %size.C
  %t460 = mul i64 %t74, %t459
  %t461 = add i64 %t149, %i401
  %t462 = sub i64 %t461, 1
  %t463 = mul i64 %size.W, %size.C
  %t464 = mul i64 %t462, %t463
  %t465 = add i64 %t460, %t464
  %t466 = add i64 %t150, %i407
  %t467 = sub i64 %t466, 1
  %t468 = mul i64 %t467, %size.C
  %t469 = add i64 %t465, %t468
  %t470 = add i64 %t469, 0
  %t471 = getelementptr float, ptr %buf.x, i64 %t470
  %t472 = select i1 %t457, ptr %t471, ptr %t50
  store ptr %t472, ptr %t445, align 8
  %t473 = xor i1 %t457, true
  %t474 = zext i1 %t473 to i64
  %t475 = add i64 %t446, %t474
  store i64 %t475, ptr %c176
  %t476 = add i64 %t411, 2
  %t477 = getelementptr ptr, ptr %t172, i64 %t476
  %t478 = load i64, ptr %c176
  %t479 = mul i64 %t154, 1
  %t480 = mul i64 %i401, 1
  %t481 = add i64 %t479, %t480
  %t482 = add i64 %t481, -1
  %t483 = icmp ult i64 %t482, %size.H
  %t484 = mul i64 %t155, 1
  %t485 = mul i64 %i407, 1
  %t486 = add i64 %t484, %t485
  %t487 = add i64 %t486, -1
  %t488 = icmp ult i64 %t487, %size.W
  %t489 = and i1 %t483, %t488
  %t490 = mul i64 %size.H, %size.W
  %t491 = mul i64 %t490, %size.C
  %t492 = mul i64 %t74, %t491
  %t493 = add i64 %t154, %i401
  %t494 = sub i64 %t493, 1
  %t495 = mul i64 %size.W, %size.C
  %t496 = mul i64 %t494, %t495
  %t497 = add i64 %t492, %t496
  %t498 = add i64 %t155, %i407
  %t499 = sub i64 %t498, 1
  %t500 = mul i64 %t499, %size.C
  %t501 = add i64 %t497, %t500
  %t502 = add i64 %t501, 0
  %t503 = getelementptr float, ptr %buf.x, i64 %t502
  %t504 = select i1 %t489, ptr %t503, ptr %t50
  store ptr %t504, ptr %t477, align 8
  %t505 = xor i1 %t489, true
  %t506 = zext i1 %t505 to i64
  %t507 = add i64 %t478, %t506
  store i64 %t507, ptr %c176
  %t508 = add i64 %t411, 3
  %t509 = getelementptr ptr, ptr %t172, i64 %t508
  %t510 = load i64, ptr %c176
  %t511 = mul i64 %t159, 1
  %t512 = mul i64 %i401, 1
  %t513 = add i64 %t511, %t512
  %t514 = add i64 %t513, -1
  %t515 = icmp ult i64 %t514, %size.H
  %t516 = mul i64 %t160, 1
  %t517 = mul i64 %i407, 1
  %t518 = add i64 %t516, %t517
  %t519 = add i64 %t518, -1
  %t520 = icmp ult i64 %t519, %size.W
  %t521 = and i1 %t515, %t520
  %t522 = mul i64 %size.H, %size.W
  %t523 = mul i64 %t522, %size.C
  %t524 = mul i64 %t74, %t523
  %t525 = add i64 %t159, %i401
  %t526 = sub i64 %t525, 1
  %t527 = mul i64 %size.W, %size.C
  %t528 = mul i64 %t526, %t527
  %t529 = add i64 %t524, %t528
  %t530 = add i64 %t160, %i407
  %t531 = sub i64 %t530, 1
  %t532 = mul i64 %t531, %size.C
  %t533 = add i64 %t529, %t532
  %t534 = add i64 %t533, 0
  %t535 = getelementptr float, ptr %buf.x, i64 %t534
  %t536 = select i1 %t521, ptr %t535, ptr %t50
  store ptr %t536, ptr %t509, align 8
  %t537 = xor i1 %t521, true
  %t538 = zext i1 %t537 to i64
  %t539 = add i64 %t510, %t538
  store i64 %t539, ptr %c176
  %t540 = add i64 %t411, 4
  %t541 = getelementptr ptr, ptr %t172, i64 %t540
  %t542 = load i64, ptr %c176
  %t543 = mul i64 %t164, 1
  %t544 = mul i64 %i401, 1
  %t545 = add i64 %t543, %t544
  %t546 = add i64 %t545, -1
  %t547 = icmp ult i64 %t546, %size.H
  %t548 = mul i64 %t165, 1
  %t549 = mul i64 %i407, 1
  %t550 = add i64 %t548, %t549
  %t551 = add i64 %t550, -1
  %t552 = icmp ult i64 %t551, %size.W
  %t553 = and i1 %t547, %t552
  %t554 = mul i64 %size.H, %size.W
  %t555 = mul i64 %t554, %size.C
  %t556 = mul i64 %t74, %t555
  %t557 = add i64 %t164, %i401
  %t558 = sub i64 %t557, 1
  %t559 = mul i64 %size.W, %size.C
  %t560 = mul i64 %t558, %t559
  %t561 = add i64 %t556, %t560
  %t562 = add i64 %t165, %i407
  %t563 = sub i64 %t562, 1
  %t564 = mul i64 %t563, %size.C
  %t565 = add i64 %t561, %t564
  %t566 = add i64 %t565, 0
  %t567 = getelementptr float, ptr %buf.x, i64 %t566
  %t568 = select i1 %t553, ptr %t567, ptr %t50
  store ptr %t568, ptr %t541, align 8
  %t569 = xor i1 %t553, true
  %t570 = zext i1 %t569 to i64
  %t571 = add i64 %t542, %t570
  store i64 %t571, ptr %c176
  %t572 = add i64 %t411, 5
  %t573 = getelementptr ptr, ptr %t172, i64 %t572
  %t574 = load i64, ptr %c176
  %t575 = mul i64 %t169, 1
  %t576 = mul i64 %i401, 1
  %t577 = add i64 %t575, %t576
  %t578 = add i64 %t577, -1
  %t579 = icmp ult i64 %t578, %size.H
  %t580 = mul i64 %t170, 1
  %t581 = mul i64 %i407, 1
  %t582 = add i64 %t580, %t581
  %t583 = add i64 %t582, -1
  %t584 = icmp ult i64 %t583, %size.W
  %t585 = and i1 %t579, %t584
  %t586 = mul i64 %size.H, %size.W
  %t587 = mul i64 %t586, %size.C
  %t588 = mul i64 %t74, %t587
  %t589 = add i64 %t169, %i401
  %t590 = sub i64 %t589, 1
  %t591 = mul i64 %size.W, %size.C
  %t592 = mul i64 %t590, %t591
  %t593 = add i64 %t588, %t592
  %t594 = add i64 %t170, %i407
  %t595 = sub i64 %t594, 1
  %t596 = mul i64 %t595, %size.C
  %t597 = add i64 %t593, %t596
  %t598 = add i64 %t597, 0
  %t599 = getelementptr float, ptr %buf.x, i64 %t598
  %t600 = select i1 %t585, ptr %t599, ptr %t50
  store ptr %t600, ptr %t573, align 8
  %t601 = xor i1 %t585, true
  %t602 = zext i1 %t601 to i64
  %t603 = add i64 %t574, %t602
  store i64 %t603, ptr %c176
  %t604 = load i64, ptr %c176
  %t605 = trunc i64 %t604 to i32
  %t606 = add i64 %t410, 1
  %t607 = getelementptr i32, ptr %t174, i64 %t606
  store i32 %t605, ptr %t607
  %t608 = add nsw i64 %i407, 1
  store i64 %t608, ptr %c403
  br label %head404
done406:
  %t609 = add nsw i64 %i401, 1
  store i64 %t609, ptr %c397
  br label %head398
done400:
  store i32 0, ptr %t175
  br label %tabled178
tabled178:
  %t610 = load i64, ptr %c176
  %t611 = trunc i64 %t610 to i32
  %t612 = getelementptr i32, ptr %t174, i64 %t14
  store i32 %t611, ptr %t612
  %t613 = add nsw i64 %i133, 1
  store i64 %t613, ptr %c129
  br label %head130
done132:
  store i64 0, ptr %c614
  br label %tbhead615
tbhead615:
  %tb618 = load i64, ptr %c614
  %t619 = icmp slt i64 %tb618, %t14
  br i1 %t619, label %tbbody616, label %tbdone617
tbbody616:
  %t620 = add i64 %tb618, %t38
  %t621 = icmp slt i64 %t14, %t620
  %t622 = select i1 %t621, i64 %t14, i64 %t620
  store i64 0, ptr %c623
  br label %cbhead624
cbhead624:
  %cb627 = load i64, ptr %c623
  %t628 = icmp slt i64 %cb627, %t24
  br i1 %t628, label %cbbody625, label %cbdone626
cbbody625:
  %t629 = sub i64 %size.C, %cb627
  %t630 = icmp slt i64 %t34, %t629
  %t631 = select i1 %t630, i64 %t34, i64 %t629
  %t632 = icmp sgt i64 %tb618, 0
  %t633 = icmp sgt i64 %cb627, 0
  %t634 = or i1 %t632, %t633
  %t635 = icmp eq i64 %t622, %t14
  %t636 = add i64 %cb627, %t631
  %t637 = icmp sge i64 %t636, %size.C
  %t638 = and i1 %t635, %t637
  %t639 = sdiv i64 %tb618, %size.S
  %t640 = srem i64 %tb618, %size.S
  %t641 = sdiv i64 %t82, %size.P
  %t642 = srem i64 %t82, %size.P
  %t643 = icmp ne i64 %t642, 0
  %t644 = icmp slt i64 %t642, 0
  %t645 = icmp slt i64 %size.P, 0
  %t646 = xor i1 %t644, %t645
  %t647 = and i1 %t643, %t646
  %t648 = zext i1 %t647 to i64
  %t649 = sub i64 %t641, %t648
  %t650 = mul i64 %size.R, %size.S
  %t651 = mul i64 %t650, %size.C
  %t652 = mul i64 %t651, %size.P
  %t653 = mul i64 %t649, %t652
  %t654 = mul i64 %size.S, %size.C
  %t655 = mul i64 %t654, %size.P
  %t656 = mul i64 %t639, %t655
  %t657 = add i64 %t653, %t656
  %t658 = mul i64 %size.C, %size.P
  %t659 = mul i64 %t640, %t658
  %t660 = add i64 %t657, %t659
  %t661 = mul i64 %cb627, %size.P
  %t662 = add i64 %t660, %t661
  %t663 = sdiv i64 %t82, %size.P
  %t664 = srem i64 %t82, %size.P
  %t665 = icmp ne i64 %t664, 0
  %t666 = icmp slt i64 %t664, 0
  %t667 = icmp slt i64 %size.P, 0
  %t668 = xor i1 %t666, %t667
  %t669 = and i1 %t665, %t668
  %t670 = add i64 %t664, %size.P
  %t671 = select i1 %t669, i64 %t670, i64 %t664
  %t672 = add i64 %t662, %t671
  %t673 = getelementptr float, ptr %buf.w, i64 %t672
  %t674 = sub i64 %t95, %t92
  %t675 = sub i64 %t98, 1
  %t676 = mul i64 %t675, 6
  %t677 = sub i64 %t674, %t676
  %t678 = mul i64 %size.S, %size.C
  %t679 = mul i64 %t678, %size.P
  %t683 = icmp eq i64 %t87, 1
  br i1 %t683, label %nv1681, label %nvnext682
nv1681:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %t43, i64 %t44, ptr %t46, i64 %t47, ptr %t49, i64 %t98, i64 %t677, i64 %tb618, i64 %t622, i64 %size.R, i64 %t678, i64 %cb627, i64 %t631, ptr %t673, i64 %t54, i64 %t679, i64 %size.P, ptr %t128, i64 %size.K, ptr %t42, i1 %t634, i1 %t638, ptr %t50, <16 x i1> %t91, i64 %t74, i64 %t92, i64 %t82, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called680
nvnext682:
  %t686 = icmp eq i64 %t87, 2
  br i1 %t686, label %nv2684, label %nvnext685
nv2684:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %t43, i64 %t44, ptr %t46, i64 %t47, ptr %t49, i64 %t98, i64 %t677, i64 %tb618, i64 %t622, i64 %size.R, i64 %t678, i64 %cb627, i64 %t631, ptr %t673, i64 %t54, i64 %t679, i64 %size.P, ptr %t128, i64 %size.K, ptr %t42, i1 %t634, i1 %t638, ptr %t50, <16 x i1> %t91, i64 %t74, i64 %t92, i64 %t82, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called680
nvnext685:
  %t689 = icmp eq i64 %t87, 3
  br i1 %t689, label %nv3687, label %nvnext688
nv3687:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %t43, i64 %t44, ptr %t46, i64 %t47, ptr %t49, i64 %t98, i64 %t677, i64 %tb618, i64 %t622, i64 %size.R, i64 %t678, i64 %cb627, i64 %t631, ptr %t673, i64 %t54, i64 %t679, i64 %size.P, ptr %t128, i64 %size.K, ptr %t42, i1 %t634, i1 %t638, ptr %t50, <16 x i1> %t91, i64 %t74, i64 %t92, i64 %t82, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called680
nvnext688:
  %t692 = icmp eq i64 %t87, 4
  br i1 %t692, label %nv4690, label %nvnext691
nv4690:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %t43, i64 %t44, ptr %t46, i64 %t47, ptr %t49, i64 %t98, i64 %t677, i64 %tb618, i64 %t622, i64 %size.R, i64 %t678, i64 %cb627, i64 %t631, ptr %t673, i64 %t54, i64 %t679, i64 %size.P, ptr %t128, i64 %size.K, ptr %t42, i1 %t634, i1 %t638, ptr %t50, <16 x i1> %t91, i64 %t74, i64 %t92, i64 %t82, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.P, i64 %size.K)
  br label %called680
nvnext691:
  br label %called680
called680:
  %t693 = add i64 %cb627, %t34
  store i64 %t693, ptr %c623
  br label %cbhead624
cbdone626:
  store i64 %t622, ptr %c614
  br label %tbhead615
tbdone617:
  %t694 = add nsw i64 %i72, 1
  store i64 %t694, ptr %c68
  br label %head69
done71:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
