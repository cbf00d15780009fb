@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t201 = sub i64 %size.W, 1
  %t202 = add i64 %t201, 1
  %t203 = sdiv i64 %m0, %t202
  %t204 = srem i64 %m0, %t202
  %t207 = icmp slt i64 0, %t10
  br i1 %t207, label %fin205, label %finnext206
fin205:
  %t208 = add i64 %k0, 0
  %p209 = getelementptr float, ptr %buf.b, i64 %t208
  %ld210 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p209, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v211 = fadd contract <16 x float> %ld210, %t189
  %v212 = sub i64 %size.H, 1
  %v213 = add i64 %v212, 1
  %v214 = mul i64 %n, %v213
  %v215 = add i64 %v214, %t203
  %v216 = sub i64 %size.W, 1
  %v217 = add i64 %v216, 1
  %v218 = mul i64 %v215, %v217
  %v219 = add i64 %v218, %t204
  %v220 = mul i64 %v219, %size.K
  %v221 = add i64 %v220, %t208
  %p222 = getelementptr float, ptr %buf.e0, i64 %v221
  %ld223 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p222, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v224 = fadd contract <16 x float> %v211, %ld223
  %v225 = sub i64 %size.H, 1
  %v226 = add i64 %v225, 1
  %v227 = mul i64 %n, %v226
  %v228 = add i64 %v227, %t203
  %v229 = sub i64 %size.W, 1
  %v230 = add i64 %v229, 1
  %v231 = mul i64 %v228, %v230
  %v232 = add i64 %v231, %t204
  %v233 = mul i64 %v232, %size.K
  %v234 = add i64 %v233, %t208
  %p235 = getelementptr float, ptr %buf.y, i64 %v234
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v224, ptr align 4 %p235, <16 x i1> %mlast)
  br label %finnext206
finnext206:
  %t236 = add i64 %t204, 1
  %t237 = icmp sge i64 %t236, %t202
  %t238 = select i1 %t237, i64 0, i64 %t236
  %t239 = zext i1 %t237 to i64
  %t240 = add i64 %t203, %t239
  %t243 = icmp slt i64 1, %t10
  br i1 %t243, label %fin241, label %finnext242
fin241:
  %t244 = add i64 %k0, 0
  %p245 = getelementptr float, ptr %buf.b, i64 %t244
  %ld246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p245, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v247 = fadd contract <16 x float> %ld246, %t190
  %v248 = sub i64 %size.H, 1
  %v249 = add i64 %v248, 1
  %v250 = mul i64 %n, %v249
  %v251 = add i64 %v250, %t240
  %v252 = sub i64 %size.W, 1
  %v253 = add i64 %v252, 1
  %v254 = mul i64 %v251, %v253
  %v255 = add i64 %v254, %t238
  %v256 = mul i64 %v255, %size.K
  %v257 = add i64 %v256, %t244
  %p258 = getelementptr float, ptr %buf.e0, i64 %v257
  %ld259 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p258, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v260 = fadd contract <16 x float> %v247, %ld259
  %v261 = sub i64 %size.H, 1
  %v262 = add i64 %v261, 1
  %v263 = mul i64 %n, %v262
  %v264 = add i64 %v263, %t240
  %v265 = sub i64 %size.W, 1
  %v266 = add i64 %v265, 1
  %v267 = mul i64 %v264, %v266
  %v268 = add i64 %v267, %t238
  %v269 = mul i64 %v268, %size.K
  %v270 = add i64 %v269, %t244
  %p271 = getelementptr float, ptr %buf.y, i64 %v270
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v260, ptr align 4 %p271, <16 x i1> %mlast)
  br label %finnext242
finnext242:
  %t272 = add i64 %t238, 1
  %t273 = icmp sge i64 %t272, %t202
  %t274 = select i1 %t273, i64 0, i64 %t272
  %t275 = zext i1 %t273 to i64
  %t276 = add i64 %t240, %t275
  %t279 = icmp slt i64 2, %t10
  br i1 %t279, label %fin277, label %finnext278
fin277:
  %t280 = add i64 %k0, 0
  %p281 = getelementptr float, ptr %buf.b, i64 %t280
  %ld282 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p281, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v283 = fadd contract <16 x float> %ld282, %t191
  %v284 = sub i64 %size.H, 1
  %v285 = add i64 %v284, 1
  %v286 = mul i64 %n, %v285
  %v287 = add i64 %v286, %t276
  %v288 = sub i64 %size.W, 1
  %v289 = add i64 %v288, 1
  %v290 = mul i64 %v287, %v289
  %v291 = add i64 %v290, %t274
  %v292 = mul i64 %v291, %size.K
  %v293 = add i64 %v292, %t280
  %p294 = getelementptr float, ptr %buf.e0, i64 %v293
  %ld295 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p294, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v296 = fadd contract <16 x float> %v283, %ld295
  %v297 = sub i64 %size.H, 1
  %v298 = add i64 %v297, 1
  %v299 = mul i64 %n, %v298
  %v300 = add i64 %v299, %t276
  %v301 = sub i64 %size.W, 1
  %v302 = add i64 %v301, 1
  %v303 = mul i64 %v300, %v302
  %v304 = add i64 %v303, %t274
  %v305 = mul i64 %v304, %size.K
  %v306 = add i64 %v305, %t280
  %p307 = getelementptr float, ptr %buf.y, i64 %v306
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v296, ptr align 4 %p307, <16 x i1> %mlast)
  br label %finnext278
finnext278:
  %t308 = add i64 %t274, 1
  %t309 = icmp sge i64 %t308, %t202
  %t310 = select i1 %t309, i64 0, i64 %t308
  %t311 = zext i1 %t309 to i64
  %t312 = add i64 %t276, %t311
  %t315 = icmp slt i64 3, %t10
  br i1 %t315, label %fin313, label %finnext314
fin313:
  %t316 = add i64 %k0, 0
  %p317 = getelementptr float, ptr %buf.b, i64 %t316
  %ld318 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p317, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v319 = fadd contract <16 x float> %ld318, %t192
  %v320 = sub i64 %size.H, 1
  %v321 = add i64 %v320, 1
  %v322 = mul i64 %n, %v321
  %v323 = add i64 %v322, %t312
  %v324 = sub i64 %size.W, 1
  %v325 = add i64 %v324, 1
  %v326 = mul i64 %v323, %v325
  %v327 = add i64 %v326, %t310
  %v328 = mul i64 %v327, %size.K
  %v329 = add i64 %v328, %t316
  %p330 = getelementptr float, ptr %buf.e0, i64 %v329
  %ld331 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p330, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v332 = fadd contract <16 x float> %v319, %ld331
  %v333 = sub i64 %size.H, 1
  %v334 = add i64 %v333, 1
  %v335 = mul i64 %n, %v334
  %v336 = add i64 %v335, %t312
  %v337 = sub i64 %size.W, 1
  %v338 = add i64 %v337, 1
  %v339 = mul i64 %v336, %v338
  %v340 = add i64 %v339, %t310
  %v341 = mul i64 %v340, %size.K
  %v342 = add i64 %v341, %t316
  %p343 = getelementptr float, ptr %buf.y, i64 %v342
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v332, ptr align 4 %p343, <16 x i1> %mlast)
  br label %finnext314
finnext314:
  %t344 = add i64 %t310, 1
  %t345 = icmp sge i64 %t344, %t202
  %t346 = select i1 %t345, i64 0, i64 %t344
  %t347 = zext i1 %t345 to i64
  %t348 = add i64 %t312, %t347
  %t351 = icmp slt i64 4, %t10
  br i1 %t351, label %fin349, label %finnext350
fin349:
  %t352 = add i64 %k0, 0
  %p353 = getelementptr float, ptr %buf.b, i64 %t352
  %ld354 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p353, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v355 = fadd contract <16 x float> %ld354, %t193
  %v356 = sub i64 %size.H, 1
  %v357 = add i64 %v356, 1
  %v358 = mul i64 %n, %v357
  %v359 = add i64 %v358, %t348
  %v360 = sub i64 %size.W, 1
  %v361 = add i64 %v360, 1
  %v362 = mul i64 %v359, %v361
  %v363 = add i64 %v362, %t346
  %v364 = mul i64 %v363, %size.K
  %v365 = add i64 %v364, %t352
  %p366 = getelementptr float, ptr %buf.e0, i64 %v365
  %ld367 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p366, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v368 = fadd contract <16 x float> %v355, %ld367
  %v369 = sub i64 %size.H, 1
  %v370 = add i64 %v369, 1
  %v371 = mul i64 %n, %v370
  %v372 = add i64 %v371, %t348
  %v373 = sub i64 %size.W, 1
  %v374 = add i64 %v373, 1
  %v375 = mul i64 %v372, %v374
  %v376 = add i64 %v375, %t346
  %v377 = mul i64 %v376, %size.K
  %v378 = add i64 %v377, %t352
  %p379 = getelementptr float, ptr %buf.y, i64 %v378
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v368, ptr align 4 %p379, <16 x i1> %mlast)
  br label %finnext350
finnext350:
  %t380 = add i64 %t346, 1
  %t381 = icmp sge i64 %t380, %t202
  %t382 = select i1 %t381, i64 0, i64 %t380
  %t383 = zext i1 %t381 to i64
  %t384 = add i64 %t348, %t383
  %t387 = icmp slt i64 5, %t10
  br i1 %t387, label %fin385, label %finnext386
fin385:
  %t388 = add i64 %k0, 0
  %p389 = getelementptr float, ptr %buf.b, i64 %t388
  %ld390 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p389, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v391 = fadd contract <16 x float> %ld390, %t194
  %v392 = sub i64 %size.H, 1
  %v393 = add i64 %v392, 1
  %v394 = mul i64 %n, %v393
  %v395 = add i64 %v394, %t384
  %v396 = sub i64 %size.W, 1
  %v397 = add i64 %v396, 1
  %v398 = mul i64 %v395, %v397
  %v399 = add i64 %v398, %t382
  %v400 = mul i64 %v399, %size.K
  %v401 = add i64 %v400, %t388
  %p402 = getelementptr float, ptr %buf.e0, i64 %v401
  %ld403 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p402, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v404 = fadd contract <16 x float> %v391, %ld403
  %v405 = sub i64 %size.H, 1
  %v406 = add i64 %v405, 1
  %v407 = mul i64 %n, %v406
  %v408 = add i64 %v407, %t384
  %v409 = sub i64 %size.W, 1
  %v410 = add i64 %v409, 1
  %v411 = mul i64 %v408, %v410
  %v412 = add i64 %v411, %t382
  %v413 = mul i64 %v412, %size.K
  %v414 = add i64 %v413, %t388
  %p415 = getelementptr float, ptr %buf.y, i64 %v414
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v404, ptr align 4 %p415, <16 x i1> %mlast)
  br label %finnext386
finnext386:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t416 = icmp slt i64 %j.next, %ntiles
  br i1 %t416, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t241 = sub i64 %size.W, 1
  %t242 = add i64 %t241, 1
  %t243 = sdiv i64 %m0, %t242
  %t244 = srem i64 %m0, %t242
  %t247 = icmp slt i64 0, %t10
  br i1 %t247, label %fin245, label %finnext246
fin245:
  %t248 = add i64 %k0, 0
  %p249 = getelementptr float, ptr %buf.b, i64 %t248
  %ld250 = load <16 x float>, ptr %p249, align 4
  %v251 = fadd contract <16 x float> %ld250, %t217
  %v252 = sub i64 %size.H, 1
  %v253 = add i64 %v252, 1
  %v254 = mul i64 %n, %v253
  %v255 = add i64 %v254, %t243
  %v256 = sub i64 %size.W, 1
  %v257 = add i64 %v256, 1
  %v258 = mul i64 %v255, %v257
  %v259 = add i64 %v258, %t244
  %v260 = mul i64 %v259, %size.K
  %v261 = add i64 %v260, %t248
  %p262 = getelementptr float, ptr %buf.e0, i64 %v261
  %ld263 = load <16 x float>, ptr %p262, align 4
  %v264 = fadd contract <16 x float> %v251, %ld263
  %v265 = sub i64 %size.H, 1
  %v266 = add i64 %v265, 1
  %v267 = mul i64 %n, %v266
  %v268 = add i64 %v267, %t243
  %v269 = sub i64 %size.W, 1
  %v270 = add i64 %v269, 1
  %v271 = mul i64 %v268, %v270
  %v272 = add i64 %v271, %t244
  %v273 = mul i64 %v272, %size.K
  %v274 = add i64 %v273, %t248
  %p275 = getelementptr float, ptr %buf.y, i64 %v274
  store <16 x float> %v264, ptr %p275, align 4
  %t276 = add i64 %k0, 16
  %p277 = getelementptr float, ptr %buf.b, i64 %t276
  %ld278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p277, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v279 = fadd contract <16 x float> %ld278, %t218
  %v280 = sub i64 %size.H, 1
  %v281 = add i64 %v280, 1
  %v282 = mul i64 %n, %v281
  %v283 = add i64 %v282, %t243
  %v284 = sub i64 %size.W, 1
  %v285 = add i64 %v284, 1
  %v286 = mul i64 %v283, %v285
  %v287 = add i64 %v286, %t244
  %v288 = mul i64 %v287, %size.K
  %v289 = add i64 %v288, %t276
  %p290 = getelementptr float, ptr %buf.e0, i64 %v289
  %ld291 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p290, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v292 = fadd contract <16 x float> %v279, %ld291
  %v293 = sub i64 %size.H, 1
  %v294 = add i64 %v293, 1
  %v295 = mul i64 %n, %v294
  %v296 = add i64 %v295, %t243
  %v297 = sub i64 %size.W, 1
  %v298 = add i64 %v297, 1
  %v299 = mul i64 %v296, %v298
  %v300 = add i64 %v299, %t244
  %v301 = mul i64 %v300, %size.K
  %v302 = add i64 %v301, %t276
  %p303 = getelementptr float, ptr %buf.y, i64 %v302
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v292, ptr align 4 %p303, <16 x i1> %mlast)
  br label %finnext246
finnext246:
  %t304 = add i64 %t244, 1
  %t305 = icmp sge i64 %t304, %t242
  %t306 = select i1 %t305, i64 0, i64 %t304
  %t307 = zext i1 %t305 to i64
  %t308 = add i64 %t243, %t307
  %t311 = icmp slt i64 1, %t10
  br i1 %t311, label %fin309, label %finnext310
fin309:
  %t312 = add i64 %k0, 0
  %p313 = getelementptr float, ptr %buf.b, i64 %t312
  %ld314 = load <16 x float>, ptr %p313, align 4
  %v315 = fadd contract <16 x float> %ld314, %t219
  %v316 = sub i64 %size.H, 1
  %v317 = add i64 %v316, 1
  %v318 = mul i64 %n, %v317
  %v319 = add i64 %v318, %t308
  %v320 = sub i64 %size.W, 1
  %v321 = add i64 %v320, 1
  %v322 = mul i64 %v319, %v321
  %v323 = add i64 %v322, %t306
  %v324 = mul i64 %v323, %size.K
  %v325 = add i64 %v324, %t312
  %p326 = getelementptr float, ptr %buf.e0, i64 %v325
  %ld327 = load <16 x float>, ptr %p326, align 4
  %v328 = fadd contract <16 x float> %v315, %ld327
  %v329 = sub i64 %size.H, 1
  %v330 = add i64 %v329, 1
  %v331 = mul i64 %n, %v330
  %v332 = add i64 %v331, %t308
  %v333 = sub i64 %size.W, 1
  %v334 = add i64 %v333, 1
  %v335 = mul i64 %v332, %v334
  %v336 = add i64 %v335, %t306
  %v337 = mul i64 %v336, %size.K
  %v338 = add i64 %v337, %t312
  %p339 = getelementptr float, ptr %buf.y, i64 %v338
  store <16 x float> %v328, ptr %p339, align 4
  %t340 = add i64 %k0, 16
  %p341 = getelementptr float, ptr %buf.b, i64 %t340
  %ld342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p341, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v343 = fadd contract <16 x float> %ld342, %t220
  %v344 = sub i64 %size.H, 1
  %v345 = add i64 %v344, 1
  %v346 = mul i64 %n, %v345
  %v347 = add i64 %v346, %t308
  %v348 = sub i64 %size.W, 1
  %v349 = add i64 %v348, 1
  %v350 = mul i64 %v347, %v349
  %v351 = add i64 %v350, %t306
  %v352 = mul i64 %v351, %size.K
  %v353 = add i64 %v352, %t340
  %p354 = getelementptr float, ptr %buf.e0, i64 %v353
  %ld355 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p354, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v356 = fadd contract <16 x float> %v343, %ld355
  %v357 = sub i64 %size.H, 1
  %v358 = add i64 %v357, 1
  %v359 = mul i64 %n, %v358
  %v360 = add i64 %v359, %t308
  %v361 = sub i64 %size.W, 1
  %v362 = add i64 %v361, 1
  %v363 = mul i64 %v360, %v362
  %v364 = add i64 %v363, %t306
  %v365 = mul i64 %v364, %size.K
  %v366 = add i64 %v365, %t340
  %p367 = getelementptr float, ptr %buf.y, i64 %v366
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v356, ptr align 4 %p367, <16 x i1> %mlast)
  br label %finnext310
finnext310:
  %t368 = add i64 %t306, 1
  %t369 = icmp sge i64 %t368, %t242
  %t370 = select i1 %t369, i64 0, i64 %t368
  %t371 = zext i1 %t369 to i64
  %t372 = add i64 %t308, %t371
  %t375 = icmp slt i64 2, %t10
  br i1 %t375, label %fin373, label %finnext374
fin373:
  %t376 = add i64 %k0, 0
  %p377 = getelementptr float, ptr %buf.b, i64 %t376
  %ld378 = load <16 x float>, ptr %p377, align 4
  %v379 = fadd contract <16 x float> %ld378, %t221
  %v380 = sub i64 %size.H, 1
  %v381 = add i64 %v380, 1
  %v382 = mul i64 %n, %v381
  %v383 = add i64 %v382, %t372
  %v384 = sub i64 %size.W, 1
  %v385 = add i64 %v384, 1
  %v386 = mul i64 %v383, %v385
  %v387 = add i64 %v386, %t370
  %v388 = mul i64 %v387, %size.K
  %v389 = add i64 %v388, %t376
  %p390 = getelementptr float, ptr %buf.e0, i64 %v389
  %ld391 = load <16 x float>, ptr %p390, align 4
  %v392 = fadd contract <16 x float> %v379, %ld391
  %v393 = sub i64 %size.H, 1
  %v394 = add i64 %v393, 1
  %v395 = mul i64 %n, %v394
  %v396 = add i64 %v395, %t372
  %v397 = sub i64 %size.W, 1
  %v398 = add i64 %v397, 1
  %v399 = mul i64 %v396, %v398
  %v400 = add i64 %v399, %t370
  %v401 = mul i64 %v400, %size.K
  %v402 = add i64 %v401, %t376
  %p403 = getelementptr float, ptr %buf.y, i64 %v402
  store <16 x float> %v392, ptr %p403, align 4
  %t404 = add i64 %k0, 16
  %p405 = getelementptr float, ptr %buf.b, i64 %t404
  %ld406 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p405, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v407 = fadd contract <16 x float> %ld406, %t222
  %v408 = sub i64 %size.H, 1
  %v409 = add i64 %v408, 1
  %v410 = mul i64 %n, %v409
  %v411 = add i64 %v410, %t372
  %v412 = sub i64 %size.W, 1
  %v413 = add i64 %v412, 1
  %v414 = mul i64 %v411, %v413
  %v415 = add i64 %v414, %t370
  %v416 = mul i64 %v415, %size.K
  %v417 = add i64 %v416, %t404
  %p418 = getelementptr float, ptr %buf.e0, i64 %v417
  %ld419 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p418, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v420 = fadd contract <16 x float> %v407, %ld419
  %v421 = sub i64 %size.H, 1
  %v422 = add i64 %v421, 1
  %v423 = mul i64 %n, %v422
  %v424 = add i64 %v423, %t372
  %v425 = sub i64 %size.W, 1
  %v426 = add i64 %v425, 1
  %v427 = mul i64 %v424, %v426
  %v428 = add i64 %v427, %t370
  %v429 = mul i64 %v428, %size.K
  %v430 = add i64 %v429, %t404
  %p431 = getelementptr float, ptr %buf.y, i64 %v430
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v420, ptr align 4 %p431, <16 x i1> %mlast)
  br label %finnext374
finnext374:
  %t432 = add i64 %t370, 1
  %t433 = icmp sge i64 %t432, %t242
  %t434 = select i1 %t433, i64 0, i64 %t432
  %t435 = zext i1 %t433 to i64
  %t436 = add i64 %t372, %t435
  %t439 = icmp slt i64 3, %t10
  br i1 %t439, label %fin437, label %finnext438
fin437:
  %t440 = add i64 %k0, 0
  %p441 = getelementptr float, ptr %buf.b, i64 %t440
  %ld442 = load <16 x float>, ptr %p441, align 4
  %v443 = fadd contract <16 x float> %ld442, %t223
  %v444 = sub i64 %size.H, 1
  %v445 = add i64 %v444, 1
  %v446 = mul i64 %n, %v445
  %v447 = add i64 %v446, %t436
  %v448 = sub i64 %size.W, 1
  %v449 = add i64 %v448, 1
  %v450 = mul i64 %v447, %v449
  %v451 = add i64 %v450, %t434
  %v452 = mul i64 %v451, %size.K
  %v453 = add i64 %v452, %t440
  %p454 = getelementptr float, ptr %buf.e0, i64 %v453
  %ld455 = load <16 x float>, ptr %p454, align 4
  %v456 = fadd contract <16 x float> %v443, %ld455
  %v457 = sub i64 %size.H, 1
  %v458 = add i64 %v457, 1
  %v459 = mul i64 %n, %v458
  %v460 = add i64 %v459, %t436
  %v461 = sub i64 %size.W, 1
  %v462 = add i64 %v461, 1
  %v463 = mul i64 %v460, %v462
  %v464 = add i64 %v463, %t434
  %v465 = mul i64 %v464, %size.K
  %v466 = add i64 %v465, %t440
  %p467 = getelementptr float, ptr %buf.y, i64 %v466
  store <16 x float> %v456, ptr %p467, align 4
  %t468 = add i64 %k0, 16
  %p469 = getelementptr float, ptr %buf.b, i64 %t468
  %ld470 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p469, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v471 = fadd contract <16 x float> %ld470, %t224
  %v472 = sub i64 %size.H, 1
  %v473 = add i64 %v472, 1
  %v474 = mul i64 %n, %v473
  %v475 = add i64 %v474, %t436
  %v476 = sub i64 %size.W, 1
  %v477 = add i64 %v476, 1
  %v478 = mul i64 %v475, %v477
  %v479 = add i64 %v478, %t434
  %v480 = mul i64 %v479, %size.K
  %v481 = add i64 %v480, %t468
  %p482 = getelementptr float, ptr %buf.e0, i64 %v481
  %ld483 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p482, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v484 = fadd contract <16 x float> %v471, %ld483
  %v485 = sub i64 %size.H, 1
  %v486 = add i64 %v485, 1
  %v487 = mul i64 %n, %v486
  %v488 = add i64 %v487, %t436
  %v489 = sub i64 %size.W, 1
  %v490 = add i64 %v489, 1
  %v491 = mul i64 %v488, %v490
  %v492 = add i64 %v491, %t434
  %v493 = mul i64 %v492, %size.K
  %v494 = add i64 %v493, %t468
  %p495 = getelementptr float, ptr %buf.y, i64 %v494
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v484, ptr align 4 %p495, <16 x i1> %mlast)
  br label %finnext438
finnext438:
  %t496 = add i64 %t434, 1
  %t497 = icmp sge i64 %t496, %t242
  %t498 = select i1 %t497, i64 0, i64 %t496
  %t499 = zext i1 %t497 to i64
  %t500 = add i64 %t436, %t499
  %t503 = icmp slt i64 4, %t10
  br i1 %t503, label %fin501, label %finnext502
fin501:
  %t504 = add i64 %k0, 0
  %p505 = getelementptr float, ptr %buf.b, i64 %t504
  %ld506 = load <16 x float>, ptr %p505, align 4
  %v507 = fadd contract <16 x float> %ld506, %t225
  %v508 = sub i64 %size.H, 1
  %v509 = add i64 %v508, 1
  %v510 = mul i64 %n, %v509
  %v511 = add i64 %v510, %t500
  %v512 = sub i64 %size.W, 1
  %v513 = add i64 %v512, 1
  %v514 = mul i64 %v511, %v513
  %v515 = add i64 %v514, %t498
  %v516 = mul i64 %v515, %size.K
  %v517 = add i64 %v516, %t504
  %p518 = getelementptr float, ptr %buf.e0, i64 %v517
  %ld519 = load <16 x float>, ptr %p518, align 4
  %v520 = fadd contract <16 x float> %v507, %ld519
  %v521 = sub i64 %size.H, 1
  %v522 = add i64 %v521, 1
  %v523 = mul i64 %n, %v522
  %v524 = add i64 %v523, %t500
  %v525 = sub i64 %size.W, 1
  %v526 = add i64 %v525, 1
  %v527 = mul i64 %v524, %v526
  %v528 = add i64 %v527, %t498
  %v529 = mul i64 %v528, %size.K
  %v530 = add i64 %v529, %t504
  %p531 = getelementptr float, ptr %buf.y, i64 %v530
  store <16 x float> %v520, ptr %p531, align 4
  %t532 = add i64 %k0, 16
  %p533 = getelementptr float, ptr %buf.b, i64 %t532
  %ld534 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p533, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v535 = fadd contract <16 x float> %ld534, %t226
  %v536 = sub i64 %size.H, 1
  %v537 = add i64 %v536, 1
  %v538 = mul i64 %n, %v537
  %v539 = add i64 %v538, %t500
  %v540 = sub i64 %size.W, 1
  %v541 = add i64 %v540, 1
  %v542 = mul i64 %v539, %v541
  %v543 = add i64 %v542, %t498
  %v544 = mul i64 %v543, %size.K
  %v545 = add i64 %v544, %t532
  %p546 = getelementptr float, ptr %buf.e0, i64 %v545
  %ld547 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p546, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v548 = fadd contract <16 x float> %v535, %ld547
  %v549 = sub i64 %size.H, 1
  %v550 = add i64 %v549, 1
  %v551 = mul i64 %n, %v550
  %v552 = add i64 %v551, %t500
  %v553 = sub i64 %size.W, 1
  %v554 = add i64 %v553, 1
  %v555 = mul i64 %v552, %v554
  %v556 = add i64 %v555, %t498
  %v557 = mul i64 %v556, %size.K
  %v558 = add i64 %v557, %t532
  %p559 = getelementptr float, ptr %buf.y, i64 %v558
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v548, ptr align 4 %p559, <16 x i1> %mlast)
  br label %finnext502
finnext502:
  %t560 = add i64 %t498, 1
  %t561 = icmp sge i64 %t560, %t242
  %t562 = select i1 %t561, i64 0, i64 %t560
  %t563 = zext i1 %t561 to i64
  %t564 = add i64 %t500, %t563
  %t567 = icmp slt i64 5, %t10
  br i1 %t567, label %fin565, label %finnext566
fin565:
  %t568 = add i64 %k0, 0
  %p569 = getelementptr float, ptr %buf.b, i64 %t568
  %ld570 = load <16 x float>, ptr %p569, align 4
  %v571 = fadd contract <16 x float> %ld570, %t227
  %v572 = sub i64 %size.H, 1
  %v573 = add i64 %v572, 1
  %v574 = mul i64 %n, %v573
  %v575 = add i64 %v574, %t564
  %v576 = sub i64 %size.W, 1
  %v577 = add i64 %v576, 1
  %v578 = mul i64 %v575, %v577
  %v579 = add i64 %v578, %t562
  %v580 = mul i64 %v579, %size.K
  %v581 = add i64 %v580, %t568
  %p582 = getelementptr float, ptr %buf.e0, i64 %v581
  %ld583 = load <16 x float>, ptr %p582, align 4
  %v584 = fadd contract <16 x float> %v571, %ld583
  %v585 = sub i64 %size.H, 1
  %v586 = add i64 %v585, 1
  %v587 = mul i64 %n, %v586
  %v588 = add i64 %v587, %t564
  %v589 = sub i64 %size.W, 1
  %v590 = add i64 %v589, 1
  %v591 = mul i64 %v588, %v590
  %v592 = add i64 %v591, %t562
  %v593 = mul i64 %v592, %size.K
  %v594 = add i64 %v593, %t568
  %p595 = getelementptr float, ptr %buf.y, i64 %v594
  store <16 x float> %v584, ptr %p595, align 4
  %t596 = add i64 %k0, 16
  %p597 = getelementptr float, ptr %buf.b, i64 %t596
  %ld598 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p597, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v599 = fadd contract <16 x float> %ld598, %t228
  %v600 = sub i64 %size.H, 1
  %v601 = add i64 %v600, 1
  %v602 = mul i64 %n, %v601
  %v603 = add i64 %v602, %t564
  %v604 = sub i64 %size.W, 1
  %v605 = add i64 %v604, 1
  %v606 = mul i64 %v603, %v605
  %v607 = add i64 %v606, %t562
  %v608 = mul i64 %v607, %size.K
  %v609 = add i64 %v608, %t596
  %p610 = getelementptr float, ptr %buf.e0, i64 %v609
  %ld611 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p610, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v612 = fadd contract <16 x float> %v599, %ld611
  %v613 = sub i64 %size.H, 1
  %v614 = add i64 %v613, 1
  %v615 = mul i64 %n, %v614
  %v616 = add i64 %v615, %t564
  %v617 = sub i64 %size.W, 1
  %v618 = add i64 %v617, 1
  %v619 = mul i64 %v616, %v618
  %v620 = add i64 %v619, %t562
  %v621 = mul i64 %v620, %size.K
  %v622 = add i64 %v621, %t596
  %p623 = getelementptr float, ptr %buf.y, i64 %v622
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v612, ptr align 4 %p623, <16 x i1> %mlast)
  br label %finnext566
finnext566:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t624 = icmp slt i64 %j.next, %ntiles
  br i1 %t624, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t281 = sub i64 %size.W, 1
  %t282 = add i64 %t281, 1
  %t283 = sdiv i64 %m0, %t282
  %t284 = srem i64 %m0, %t282
  %t287 = icmp slt i64 0, %t10
  br i1 %t287, label %fin285, label %finnext286
fin285:
  %t288 = add i64 %k0, 0
  %p289 = getelementptr float, ptr %buf.b, i64 %t288
  %ld290 = load <16 x float>, ptr %p289, align 4
  %v291 = fadd contract <16 x float> %ld290, %t245
  %v292 = sub i64 %size.H, 1
  %v293 = add i64 %v292, 1
  %v294 = mul i64 %n, %v293
  %v295 = add i64 %v294, %t283
  %v296 = sub i64 %size.W, 1
  %v297 = add i64 %v296, 1
  %v298 = mul i64 %v295, %v297
  %v299 = add i64 %v298, %t284
  %v300 = mul i64 %v299, %size.K
  %v301 = add i64 %v300, %t288
  %p302 = getelementptr float, ptr %buf.e0, i64 %v301
  %ld303 = load <16 x float>, ptr %p302, align 4
  %v304 = fadd contract <16 x float> %v291, %ld303
  %v305 = sub i64 %size.H, 1
  %v306 = add i64 %v305, 1
  %v307 = mul i64 %n, %v306
  %v308 = add i64 %v307, %t283
  %v309 = sub i64 %size.W, 1
  %v310 = add i64 %v309, 1
  %v311 = mul i64 %v308, %v310
  %v312 = add i64 %v311, %t284
  %v313 = mul i64 %v312, %size.K
  %v314 = add i64 %v313, %t288
  %p315 = getelementptr float, ptr %buf.y, i64 %v314
  store <16 x float> %v304, ptr %p315, align 4
  %t316 = add i64 %k0, 16
  %p317 = getelementptr float, ptr %buf.b, i64 %t316
  %ld318 = load <16 x float>, ptr %p317, align 4
  %v319 = fadd contract <16 x float> %ld318, %t246
  %v320 = sub i64 %size.H, 1
  %v321 = add i64 %v320, 1
  %v322 = mul i64 %n, %v321
  %v323 = add i64 %v322, %t283
  %v324 = sub i64 %size.W, 1
  %v325 = add i64 %v324, 1
  %v326 = mul i64 %v323, %v325
  %v327 = add i64 %v326, %t284
  %v328 = mul i64 %v327, %size.K
  %v329 = add i64 %v328, %t316
  %p330 = getelementptr float, ptr %buf.e0, i64 %v329
  %ld331 = load <16 x float>, ptr %p330, align 4
  %v332 = fadd contract <16 x float> %v319, %ld331
  %v333 = sub i64 %size.H, 1
  %v334 = add i64 %v333, 1
  %v335 = mul i64 %n, %v334
  %v336 = add i64 %v335, %t283
  %v337 = sub i64 %size.W, 1
  %v338 = add i64 %v337, 1
  %v339 = mul i64 %v336, %v338
  %v340 = add i64 %v339, %t284
  %v341 = mul i64 %v340, %size.K
  %v342 = add i64 %v341, %t316
  %p343 = getelementptr float, ptr %buf.y, i64 %v342
  store <16 x float> %v332, ptr %p343, align 4
  %t344 = add i64 %k0, 32
  %p345 = getelementptr float, ptr %buf.b, i64 %t344
  %ld346 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p345, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v347 = fadd contract <16 x float> %ld346, %t247
  %v348 = sub i64 %size.H, 1
  %v349 = add i64 %v348, 1
  %v350 = mul i64 %n, %v349
  %v351 = add i64 %v350, %t283
  %v352 = sub i64 %size.W, 1
  %v353 = add i64 %v352, 1
  %v354 = mul i64 %v351, %v353
  %v355 = add i64 %v354, %t284
  %v356 = mul i64 %v355, %size.K
  %v357 = add i64 %v356, %t344
  %p358 = getelementptr float, ptr %buf.e0, i64 %v357
  %ld359 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p358, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v360 = fadd contract <16 x float> %v347, %ld359
  %v361 = sub i64 %size.H, 1
  %v362 = add i64 %v361, 1
  %v363 = mul i64 %n, %v362
  %v364 = add i64 %v363, %t283
  %v365 = sub i64 %size.W, 1
  %v366 = add i64 %v365, 1
  %v367 = mul i64 %v364, %v366
  %v368 = add i64 %v367, %t284
  %v369 = mul i64 %v368, %size.K
  %v370 = add i64 %v369, %t344
  %p371 = getelementptr float, ptr %buf.y, i64 %v370
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v360, ptr align 4 %p371, <16 x i1> %mlast)
  br label %finnext286
finnext286:
  %t372 = add i64 %t284, 1
  %t373 = icmp sge i64 %t372, %t282
  %t374 = select i1 %t373, i64 0, i64 %t372
  %t375 = zext i1 %t373 to i64
  %t376 = add i64 %t283, %t375
  %t379 = icmp slt i64 1, %t10
  br i1 %t379, label %fin377, label %finnext378
fin377:
  %t380 = add i64 %k0, 0
  %p381 = getelementptr float, ptr %buf.b, i64 %t380
  %ld382 = load <16 x float>, ptr %p381, align 4
  %v383 = fadd contract <16 x float> %ld382, %t248
  %v384 = sub i64 %size.H, 1
  %v385 = add i64 %v384, 1
  %v386 = mul i64 %n, %v385
  %v387 = add i64 %v386, %t376
  %v388 = sub i64 %size.W, 1
  %v389 = add i64 %v388, 1
  %v390 = mul i64 %v387, %v389
  %v391 = add i64 %v390, %t374
  %v392 = mul i64 %v391, %size.K
  %v393 = add i64 %v392, %t380
  %p394 = getelementptr float, ptr %buf.e0, i64 %v393
  %ld395 = load <16 x float>, ptr %p394, align 4
  %v396 = fadd contract <16 x float> %v383, %ld395
  %v397 = sub i64 %size.H, 1
  %v398 = add i64 %v397, 1
  %v399 = mul i64 %n, %v398
  %v400 = add i64 %v399, %t376
  %v401 = sub i64 %size.W, 1
  %v402 = add i64 %v401, 1
  %v403 = mul i64 %v400, %v402
  %v404 = add i64 %v403, %t374
  %v405 = mul i64 %v404, %size.K
  %v406 = add i64 %v405, %t380
  %p407 = getelementptr float, ptr %buf.y, i64 %v406
  store <16 x float> %v396, ptr %p407, align 4
  %t408 = add i64 %k0, 16
  %p409 = getelementptr float, ptr %buf.b, i64 %t408
  %ld410 = load <16 x float>, ptr %p409, align 4
  %v411 = fadd contract <16 x float> %ld410, %t249
  %v412 = sub i64 %size.H, 1
  %v413 = add i64 %v412, 1
  %v414 = mul i64 %n, %v413
  %v415 = add i64 %v414, %t376
  %v416 = sub i64 %size.W, 1
  %v417 = add i64 %v416, 1
  %v418 = mul i64 %v415, %v417
  %v419 = add i64 %v418, %t374
  %v420 = mul i64 %v419, %size.K
  %v421 = add i64 %v420, %t408
  %p422 = getelementptr float, ptr %buf.e0, i64 %v421
  %ld423 = load <16 x float>, ptr %p422, align 4
  %v424 = fadd contract <16 x float> %v411, %ld423
  %v425 = sub i64 %size.H, 1
  %v426 = add i64 %v425, 1
  %v427 = mul i64 %n, %v426
  %v428 = add i64 %v427, %t376
  %v429 = sub i64 %size.W, 1
  %v430 = add i64 %v429, 1
  %v431 = mul i64 %v428, %v430
  %v432 = add i64 %v431, %t374
  %v433 = mul i64 %v432, %size.K
  %v434 = add i64 %v433, %t408
  %p435 = getelementptr float, ptr %buf.y, i64 %v434
  store <16 x float> %v424, ptr %p435, align 4
  %t436 = add i64 %k0, 32
  %p437 = getelementptr float, ptr %buf.b, i64 %t436
  %ld438 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p437, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v439 = fadd contract <16 x float> %ld438, %t250
  %v440 = sub i64 %size.H, 1
  %v441 = add i64 %v440, 1
  %v442 = mul i64 %n, %v441
  %v443 = add i64 %v442, %t376
  %v444 = sub i64 %size.W, 1
  %v445 = add i64 %v444, 1
  %v446 = mul i64 %v443, %v445
  %v447 = add i64 %v446, %t374
  %v448 = mul i64 %v447, %size.K
  %v449 = add i64 %v448, %t436
  %p450 = getelementptr float, ptr %buf.e0, i64 %v449
  %ld451 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p450, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v452 = fadd contract <16 x float> %v439, %ld451
  %v453 = sub i64 %size.H, 1
  %v454 = add i64 %v453, 1
  %v455 = mul i64 %n, %v454
  %v456 = add i64 %v455, %t376
  %v457 = sub i64 %size.W, 1
  %v458 = add i64 %v457, 1
  %v459 = mul i64 %v456, %v458
  %v460 = add i64 %v459, %t374
  %v461 = mul i64 %v460, %size.K
  %v462 = add i64 %v461, %t436
  %p463 = getelementptr float, ptr %buf.y, i64 %v462
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v452, ptr align 4 %p463, <16 x i1> %mlast)
  br label %finnext378
finnext378:
  %t464 = add i64 %t374, 1
  %t465 = icmp sge i64 %t464, %t282
  %t466 = select i1 %t465, i64 0, i64 %t464
  %t467 = zext i1 %t465 to i64
  %t468 = add i64 %t376, %t467
  %t471 = icmp slt i64 2, %t10
  br i1 %t471, label %fin469, label %finnext470
fin469:
  %t472 = add i64 %k0, 0
  %p473 = getelementptr float, ptr %buf.b, i64 %t472
  %ld474 = load <16 x float>, ptr %p473, align 4
  %v475 = fadd contract <16 x float> %ld474, %t251
  %v476 = sub i64 %size.H, 1
  %v477 = add i64 %v476, 1
  %v478 = mul i64 %n, %v477
  %v479 = add i64 %v478, %t468
  %v480 = sub i64 %size.W, 1
  %v481 = add i64 %v480, 1
  %v482 = mul i64 %v479, %v481
  %v483 = add i64 %v482, %t466
  %v484 = mul i64 %v483, %size.K
  %v485 = add i64 %v484, %t472
  %p486 = getelementptr float, ptr %buf.e0, i64 %v485
  %ld487 = load <16 x float>, ptr %p486, align 4
  %v488 = fadd contract <16 x float> %v475, %ld487
  %v489 = sub i64 %size.H, 1
  %v490 = add i64 %v489, 1
  %v491 = mul i64 %n, %v490
  %v492 = add i64 %v491, %t468
  %v493 = sub i64 %size.W, 1
  %v494 = add i64 %v493, 1
  %v495 = mul i64 %v492, %v494
  %v496 = add i64 %v495, %t466
  %v497 = mul i64 %v496, %size.K
  %v498 = add i64 %v497, %t472
  %p499 = getelementptr float, ptr %buf.y, i64 %v498
  store <16 x float> %v488, ptr %p499, align 4
  %t500 = add i64 %k0, 16
  %p501 = getelementptr float, ptr %buf.b, i64 %t500
  %ld502 = load <16 x float>, ptr %p501, align 4
  %v503 = fadd contract <16 x float> %ld502, %t252
  %v504 = sub i64 %size.H, 1
  %v505 = add i64 %v504, 1
  %v506 = mul i64 %n, %v505
  %v507 = add i64 %v506, %t468
  %v508 = sub i64 %size.W, 1
  %v509 = add i64 %v508, 1
  %v510 = mul i64 %v507, %v509
  %v511 = add i64 %v510, %t466
  %v512 = mul i64 %v511, %size.K
  %v513 = add i64 %v512, %t500
  %p514 = getelementptr float, ptr %buf.e0, i64 %v513
  %ld515 = load <16 x float>, ptr %p514, align 4
  %v516 = fadd contract <16 x float> %v503, %ld515
  %v517 = sub i64 %size.H, 1
  %v518 = add i64 %v517, 1
  %v519 = mul i64 %n, %v518
  %v520 = add i64 %v519, %t468
  %v521 = sub i64 %size.W, 1
  %v522 = add i64 %v521, 1
  %v523 = mul i64 %v520, %v522
  %v524 = add i64 %v523, %t466
  %v525 = mul i64 %v524, %size.K
  %v526 = add i64 %v525, %t500
  %p527 = getelementptr float, ptr %buf.y, i64 %v526
  store <16 x float> %v516, ptr %p527, align 4
  %t528 = add i64 %k0, 32
  %p529 = getelementptr float, ptr %buf.b, i64 %t528
  %ld530 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p529, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v531 = fadd contract <16 x float> %ld530, %t253
  %v532 = sub i64 %size.H, 1
  %v533 = add i64 %v532, 1
  %v534 = mul i64 %n, %v533
  %v535 = add i64 %v534, %t468
  %v536 = sub i64 %size.W, 1
  %v537 = add i64 %v536, 1
  %v538 = mul i64 %v535, %v537
  %v539 = add i64 %v538, %t466
  %v540 = mul i64 %v539, %size.K
  %v541 = add i64 %v540, %t528
  %p542 = getelementptr float, ptr %buf.e0, i64 %v541
  %ld543 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p542, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v544 = fadd contract <16 x float> %v531, %ld543
  %v545 = sub i64 %size.H, 1
  %v546 = add i64 %v545, 1
  %v547 = mul i64 %n, %v546
  %v548 = add i64 %v547, %t468
  %v549 = sub i64 %size.W, 1
  %v550 = add i64 %v549, 1
  %v551 = mul i64 %v548, %v550
  %v552 = add i64 %v551, %t466
  %v553 = mul i64 %v552, %size.K
  %v554 = add i64 %v553, %t528
  %p555 = getelementptr float, ptr %buf.y, i64 %v554
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v544, ptr align 4 %p555, <16 x i1> %mlast)
  br label %finnext470
finnext470:
  %t556 = add i64 %t466, 1
  %t557 = icmp sge i64 %t556, %t282
  %t558 = select i1 %t557, i64 0, i64 %t556
  %t559 = zext i1 %t557 to i64
  %t560 = add i64 %t468, %t559
  %t563 = icmp slt i64 3, %t10
  br i1 %t563, label %fin561, label %finnext562
fin561:
  %t564 = add i64 %k0, 0
  %p565 = getelementptr float, ptr %buf.b, i64 %t564
  %ld566 = load <16 x float>, ptr %p565, align 4
  %v567 = fadd contract <16 x float> %ld566, %t254
  %v568 = sub i64 %size.H, 1
  %v569 = add i64 %v568, 1
  %v570 = mul i64 %n, %v569
  %v571 = add i64 %v570, %t560
  %v572 = sub i64 %size.W, 1
  %v573 = add i64 %v572, 1
  %v574 = mul i64 %v571, %v573
  %v575 = add i64 %v574, %t558
  %v576 = mul i64 %v575, %size.K
  %v577 = add i64 %v576, %t564
  %p578 = getelementptr float, ptr %buf.e0, i64 %v577
  %ld579 = load <16 x float>, ptr %p578, align 4
  %v580 = fadd contract <16 x float> %v567, %ld579
  %v581 = sub i64 %size.H, 1
  %v582 = add i64 %v581, 1
  %v583 = mul i64 %n, %v582
  %v584 = add i64 %v583, %t560
  %v585 = sub i64 %size.W, 1
  %v586 = add i64 %v585, 1
  %v587 = mul i64 %v584, %v586
  %v588 = add i64 %v587, %t558
  %v589 = mul i64 %v588, %size.K
  %v590 = add i64 %v589, %t564
  %p591 = getelementptr float, ptr %buf.y, i64 %v590
  store <16 x float> %v580, ptr %p591, align 4
  %t592 = add i64 %k0, 16
  %p593 = getelementptr float, ptr %buf.b, i64 %t592
  %ld594 = load <16 x float>, ptr %p593, align 4
  %v595 = fadd contract <16 x float> %ld594, %t255
  %v596 = sub i64 %size.H, 1
  %v597 = add i64 %v596, 1
  %v598 = mul i64 %n, %v597
  %v599 = add i64 %v598, %t560
  %v600 = sub i64 %size.W, 1
  %v601 = add i64 %v600, 1
  %v602 = mul i64 %v599, %v601
  %v603 = add i64 %v602, %t558
  %v604 = mul i64 %v603, %size.K
  %v605 = add i64 %v604, %t592
  %p606 = getelementptr float, ptr %buf.e0, i64 %v605
  %ld607 = load <16 x float>, ptr %p606, align 4
  %v608 = fadd contract <16 x float> %v595, %ld607
  %v609 = sub i64 %size.H, 1
  %v610 = add i64 %v609, 1
  %v611 = mul i64 %n, %v610
  %v612 = add i64 %v611, %t560
  %v613 = sub i64 %size.W, 1
  %v614 = add i64 %v613, 1
  %v615 = mul i64 %v612, %v614
  %v616 = add i64 %v615, %t558
  %v617 = mul i64 %v616, %size.K
  %v618 = add i64 %v617, %t592
  %p619 = getelementptr float, ptr %buf.y, i64 %v618
  store <16 x float> %v608, ptr %p619, align 4
  %t620 = add i64 %k0, 32
  %p621 = getelementptr float, ptr %buf.b, i64 %t620
  %ld622 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p621, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v623 = fadd contract <16 x float> %ld622, %t256
  %v624 = sub i64 %size.H, 1
  %v625 = add i64 %v624, 1
  %v626 = mul i64 %n, %v625
  %v627 = add i64 %v626, %t560
  %v628 = sub i64 %size.W, 1
  %v629 = add i64 %v628, 1
  %v630 = mul i64 %v627, %v629
  %v631 = add i64 %v630, %t558
  %v632 = mul i64 %v631, %size.K
  %v633 = add i64 %v632, %t620
  %p634 = getelementptr float, ptr %buf.e0, i64 %v633
  %ld635 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p634, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v636 = fadd contract <16 x float> %v623, %ld635
  %v637 = sub i64 %size.H, 1
  %v638 = add i64 %v637, 1
  %v639 = mul i64 %n, %v638
  %v640 = add i64 %v639, %t560
  %v641 = sub i64 %size.W, 1
  %v642 = add i64 %v641, 1
  %v643 = mul i64 %v640, %v642
  %v644 = add i64 %v643, %t558
  %v645 = mul i64 %v644, %size.K
  %v646 = add i64 %v645, %t620
  %p647 = getelementptr float, ptr %buf.y, i64 %v646
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v636, ptr align 4 %p647, <16 x i1> %mlast)
  br label %finnext562
finnext562:
  %t648 = add i64 %t558, 1
  %t649 = icmp sge i64 %t648, %t282
  %t650 = select i1 %t649, i64 0, i64 %t648
  %t651 = zext i1 %t649 to i64
  %t652 = add i64 %t560, %t651
  %t655 = icmp slt i64 4, %t10
  br i1 %t655, label %fin653, label %finnext654
fin653:
  %t656 = add i64 %k0, 0
  %p657 = getelementptr float, ptr %buf.b, i64 %t656
  %ld658 = load <16 x float>, ptr %p657, align 4
  %v659 = fadd contract <16 x float> %ld658, %t257
  %v660 = sub i64 %size.H, 1
  %v661 = add i64 %v660, 1
  %v662 = mul i64 %n, %v661
  %v663 = add i64 %v662, %t652
  %v664 = sub i64 %size.W, 1
  %v665 = add i64 %v664, 1
  %v666 = mul i64 %v663, %v665
  %v667 = add i64 %v666, %t650
  %v668 = mul i64 %v667, %size.K
  %v669 = add i64 %v668, %t656
  %p670 = getelementptr float, ptr %buf.e0, i64 %v669
  %ld671 = load <16 x float>, ptr %p670, align 4
  %v672 = fadd contract <16 x float> %v659, %ld671
  %v673 = sub i64 %size.H, 1
  %v674 = add i64 %v673, 1
  %v675 = mul i64 %n, %v674
  %v676 = add i64 %v675, %t652
  %v677 = sub i64 %size.W, 1
  %v678 = add i64 %v677, 1
  %v679 = mul i64 %v676, %v678
  %v680 = add i64 %v679, %t650
  %v681 = mul i64 %v680, %size.K
  %v682 = add i64 %v681, %t656
  %p683 = getelementptr float, ptr %buf.y, i64 %v682
  store <16 x float> %v672, ptr %p683, align 4
  %t684 = add i64 %k0, 16
  %p685 = getelementptr float, ptr %buf.b, i64 %t684
  %ld686 = load <16 x float>, ptr %p685, align 4
  %v687 = fadd contract <16 x float> %ld686, %t258
  %v688 = sub i64 %size.H, 1
  %v689 = add i64 %v688, 1
  %v690 = mul i64 %n, %v689
  %v691 = add i64 %v690, %t652
  %v692 = sub i64 %size.W, 1
  %v693 = add i64 %v692, 1
  %v694 = mul i64 %v691, %v693
  %v695 = add i64 %v694, %t650
  %v696 = mul i64 %v695, %size.K
  %v697 = add i64 %v696, %t684
  %p698 = getelementptr float, ptr %buf.e0, i64 %v697
  %ld699 = load <16 x float>, ptr %p698, align 4
  %v700 = fadd contract <16 x float> %v687, %ld699
  %v701 = sub i64 %size.H, 1
  %v702 = add i64 %v701, 1
  %v703 = mul i64 %n, %v702
  %v704 = add i64 %v703, %t652
  %v705 = sub i64 %size.W, 1
  %v706 = add i64 %v705, 1
  %v707 = mul i64 %v704, %v706
  %v708 = add i64 %v707, %t650
  %v709 = mul i64 %v708, %size.K
  %v710 = add i64 %v709, %t684
  %p711 = getelementptr float, ptr %buf.y, i64 %v710
  store <16 x float> %v700, ptr %p711, align 4
  %t712 = add i64 %k0, 32
  %p713 = getelementptr float, ptr %buf.b, i64 %t712
  %ld714 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p713, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v715 = fadd contract <16 x float> %ld714, %t259
  %v716 = sub i64 %size.H, 1
  %v717 = add i64 %v716, 1
  %v718 = mul i64 %n, %v717
  %v719 = add i64 %v718, %t652
  %v720 = sub i64 %size.W, 1
  %v721 = add i64 %v720, 1
  %v722 = mul i64 %v719, %v721
  %v723 = add i64 %v722, %t650
  %v724 = mul i64 %v723, %size.K
  %v725 = add i64 %v724, %t712
  %p726 = getelementptr float, ptr %buf.e0, i64 %v725
  %ld727 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p726, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v728 = fadd contract <16 x float> %v715, %ld727
  %v729 = sub i64 %size.H, 1
  %v730 = add i64 %v729, 1
  %v731 = mul i64 %n, %v730
  %v732 = add i64 %v731, %t652
  %v733 = sub i64 %size.W, 1
  %v734 = add i64 %v733, 1
  %v735 = mul i64 %v732, %v734
  %v736 = add i64 %v735, %t650
  %v737 = mul i64 %v736, %size.K
  %v738 = add i64 %v737, %t712
  %p739 = getelementptr float, ptr %buf.y, i64 %v738
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v728, ptr align 4 %p739, <16 x i1> %mlast)
  br label %finnext654
finnext654:
  %t740 = add i64 %t650, 1
  %t741 = icmp sge i64 %t740, %t282
  %t742 = select i1 %t741, i64 0, i64 %t740
  %t743 = zext i1 %t741 to i64
  %t744 = add i64 %t652, %t743
  %t747 = icmp slt i64 5, %t10
  br i1 %t747, label %fin745, label %finnext746
fin745:
  %t748 = add i64 %k0, 0
  %p749 = getelementptr float, ptr %buf.b, i64 %t748
  %ld750 = load <16 x float>, ptr %p749, align 4
  %v751 = fadd contract <16 x float> %ld750, %t260
  %v752 = sub i64 %size.H, 1
  %v753 = add i64 %v752, 1
  %v754 = mul i64 %n, %v753
  %v755 = add i64 %v754, %t744
  %v756 = sub i64 %size.W, 1
  %v757 = add i64 %v756, 1
  %v758 = mul i64 %v755, %v757
  %v759 = add i64 %v758, %t742
  %v760 = mul i64 %v759, %size.K
  %v761 = add i64 %v760, %t748
  %p762 = getelementptr float, ptr %buf.e0, i64 %v761
  %ld763 = load <16 x float>, ptr %p762, align 4
  %v764 = fadd contract <16 x float> %v751, %ld763
  %v765 = sub i64 %size.H, 1
  %v766 = add i64 %v765, 1
  %v767 = mul i64 %n, %v766
  %v768 = add i64 %v767, %t744
  %v769 = sub i64 %size.W, 1
  %v770 = add i64 %v769, 1
  %v771 = mul i64 %v768, %v770
  %v772 = add i64 %v771, %t742
  %v773 = mul i64 %v772, %size.K
  %v774 = add i64 %v773, %t748
  %p775 = getelementptr float, ptr %buf.y, i64 %v774
  store <16 x float> %v764, ptr %p775, align 4
  %t776 = add i64 %k0, 16
  %p777 = getelementptr float, ptr %buf.b, i64 %t776
  %ld778 = load <16 x float>, ptr %p777, align 4
  %v779 = fadd contract <16 x float> %ld778, %t261
  %v780 = sub i64 %size.H, 1
  %v781 = add i64 %v780, 1
  %v782 = mul i64 %n, %v781
  %v783 = add i64 %v782, %t744
  %v784 = sub i64 %size.W, 1
  %v785 = add i64 %v784, 1
  %v786 = mul i64 %v783, %v785
  %v787 = add i64 %v786, %t742
  %v788 = mul i64 %v787, %size.K
  %v789 = add i64 %v788, %t776
  %p790 = getelementptr float, ptr %buf.e0, i64 %v789
  %ld791 = load <16 x float>, ptr %p790, align 4
  %v792 = fadd contract <16 x float> %v779, %ld791
  %v793 = sub i64 %size.H, 1
  %v794 = add i64 %v793, 1
  %v795 = mul i64 %n, %v794
  %v796 = add i64 %v795, %t744
  %v797 = sub i64 %size.W, 1
  %v798 = add i64 %v797, 1
  %v799 = mul i64 %v796, %v798
  %v800 = add i64 %v799, %t742
  %v801 = mul i64 %v800, %size.K
  %v802 = add i64 %v801, %t776
  %p803 = getelementptr float, ptr %buf.y, i64 %v802
  store <16 x float> %v792, ptr %p803, align 4
  %t804 = add i64 %k0, 32
  %p805 = getelementptr float, ptr %buf.b, i64 %t804
  %ld806 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p805, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v807 = fadd contract <16 x float> %ld806, %t262
  %v808 = sub i64 %size.H, 1
  %v809 = add i64 %v808, 1
  %v810 = mul i64 %n, %v809
  %v811 = add i64 %v810, %t744
  %v812 = sub i64 %size.W, 1
  %v813 = add i64 %v812, 1
  %v814 = mul i64 %v811, %v813
  %v815 = add i64 %v814, %t742
  %v816 = mul i64 %v815, %size.K
  %v817 = add i64 %v816, %t804
  %p818 = getelementptr float, ptr %buf.e0, i64 %v817
  %ld819 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p818, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v820 = fadd contract <16 x float> %v807, %ld819
  %v821 = sub i64 %size.H, 1
  %v822 = add i64 %v821, 1
  %v823 = mul i64 %n, %v822
  %v824 = add i64 %v823, %t744
  %v825 = sub i64 %size.W, 1
  %v826 = add i64 %v825, 1
  %v827 = mul i64 %v824, %v826
  %v828 = add i64 %v827, %t742
  %v829 = mul i64 %v828, %size.K
  %v830 = add i64 %v829, %t804
  %p831 = getelementptr float, ptr %buf.y, i64 %v830
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v820, ptr align 4 %p831, <16 x i1> %mlast)
  br label %finnext746
finnext746:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t832 = icmp slt i64 %j.next, %ntiles
  br i1 %t832, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t321 = sub i64 %size.W, 1
  %t322 = add i64 %t321, 1
  %t323 = sdiv i64 %m0, %t322
  %t324 = srem i64 %m0, %t322
  %t327 = icmp slt i64 0, %t10
  br i1 %t327, label %fin325, label %finnext326
fin325:
  %t328 = add i64 %k0, 0
  %p329 = getelementptr float, ptr %buf.b, i64 %t328
  %ld330 = load <16 x float>, ptr %p329, align 4
  %v331 = fadd contract <16 x float> %ld330, %t273
  %v332 = sub i64 %size.H, 1
  %v333 = add i64 %v332, 1
  %v334 = mul i64 %n, %v333
  %v335 = add i64 %v334, %t323
  %v336 = sub i64 %size.W, 1
  %v337 = add i64 %v336, 1
  %v338 = mul i64 %v335, %v337
  %v339 = add i64 %v338, %t324
  %v340 = mul i64 %v339, %size.K
  %v341 = add i64 %v340, %t328
  %p342 = getelementptr float, ptr %buf.e0, i64 %v341
  %ld343 = load <16 x float>, ptr %p342, align 4
  %v344 = fadd contract <16 x float> %v331, %ld343
  %v345 = sub i64 %size.H, 1
  %v346 = add i64 %v345, 1
  %v347 = mul i64 %n, %v346
  %v348 = add i64 %v347, %t323
  %v349 = sub i64 %size.W, 1
  %v350 = add i64 %v349, 1
  %v351 = mul i64 %v348, %v350
  %v352 = add i64 %v351, %t324
  %v353 = mul i64 %v352, %size.K
  %v354 = add i64 %v353, %t328
  %p355 = getelementptr float, ptr %buf.y, i64 %v354
  store <16 x float> %v344, ptr %p355, align 4
  %t356 = add i64 %k0, 16
  %p357 = getelementptr float, ptr %buf.b, i64 %t356
  %ld358 = load <16 x float>, ptr %p357, align 4
  %v359 = fadd contract <16 x float> %ld358, %t274
  %v360 = sub i64 %size.H, 1
  %v361 = add i64 %v360, 1
  %v362 = mul i64 %n, %v361
  %v363 = add i64 %v362, %t323
  %v364 = sub i64 %size.W, 1
  %v365 = add i64 %v364, 1
  %v366 = mul i64 %v363, %v365
  %v367 = add i64 %v366, %t324
  %v368 = mul i64 %v367, %size.K
  %v369 = add i64 %v368, %t356
  %p370 = getelementptr float, ptr %buf.e0, i64 %v369
  %ld371 = load <16 x float>, ptr %p370, align 4
  %v372 = fadd contract <16 x float> %v359, %ld371
  %v373 = sub i64 %size.H, 1
  %v374 = add i64 %v373, 1
  %v375 = mul i64 %n, %v374
  %v376 = add i64 %v375, %t323
  %v377 = sub i64 %size.W, 1
  %v378 = add i64 %v377, 1
  %v379 = mul i64 %v376, %v378
  %v380 = add i64 %v379, %t324
  %v381 = mul i64 %v380, %size.K
  %v382 = add i64 %v381, %t356
  %p383 = getelementptr float, ptr %buf.y, i64 %v382
  store <16 x float> %v372, ptr %p383, align 4
  %t384 = add i64 %k0, 32
  %p385 = getelementptr float, ptr %buf.b, i64 %t384
  %ld386 = load <16 x float>, ptr %p385, align 4
  %v387 = fadd contract <16 x float> %ld386, %t275
  %v388 = sub i64 %size.H, 1
  %v389 = add i64 %v388, 1
  %v390 = mul i64 %n, %v389
  %v391 = add i64 %v390, %t323
  %v392 = sub i64 %size.W, 1
  %v393 = add i64 %v392, 1
  %v394 = mul i64 %v391, %v393
  %v395 = add i64 %v394, %t324
  %v396 = mul i64 %v395, %size.K
  %v397 = add i64 %v396, %t384
  %p398 = getelementptr float, ptr %buf.e0, i64 %v397
  %ld399 = load <16 x float>, ptr %p398, align 4
  %v400 = fadd contract <16 x float> %v387, %ld399
  %v401 = sub i64 %size.H, 1
  %v402 = add i64 %v401, 1
  %v403 = mul i64 %n, %v402
  %v404 = add i64 %v403, %t323
  %v405 = sub i64 %size.W, 1
  %v406 = add i64 %v405, 1
  %v407 = mul i64 %v404, %v406
  %v408 = add i64 %v407, %t324
  %v409 = mul i64 %v408, %size.K
  %v410 = add i64 %v409, %t384
  %p411 = getelementptr float, ptr %buf.y, i64 %v410
  store <16 x float> %v400, ptr %p411, align 4
  %t412 = add i64 %k0, 48
  %p413 = getelementptr float, ptr %buf.b, i64 %t412
  %ld414 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p413, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v415 = fadd contract <16 x float> %ld414, %t276
  %v416 = sub i64 %size.H, 1
  %v417 = add i64 %v416, 1
  %v418 = mul i64 %n, %v417
  %v419 = add i64 %v418, %t323
  %v420 = sub i64 %size.W, 1
  %v421 = add i64 %v420, 1
  %v422 = mul i64 %v419, %v421
  %v423 = add i64 %v422, %t324
  %v424 = mul i64 %v423, %size.K
  %v425 = add i64 %v424, %t412
  %p426 = getelementptr float, ptr %buf.e0, i64 %v425
  %ld427 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p426, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v428 = fadd contract <16 x float> %v415, %ld427
  %v429 = sub i64 %size.H, 1
  %v430 = add i64 %v429, 1
  %v431 = mul i64 %n, %v430
  %v432 = add i64 %v431, %t323
  %v433 = sub i64 %size.W, 1
  %v434 = add i64 %v433, 1
  %v435 = mul i64 %v432, %v434
  %v436 = add i64 %v435, %t324
  %v437 = mul i64 %v436, %size.K
  %v438 = add i64 %v437, %t412
  %p439 = getelementptr float, ptr %buf.y, i64 %v438
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v428, ptr align 4 %p439, <16 x i1> %mlast)
  br label %finnext326
finnext326:
  %t440 = add i64 %t324, 1
  %t441 = icmp sge i64 %t440, %t322
  %t442 = select i1 %t441, i64 0, i64 %t440
  %t443 = zext i1 %t441 to i64
  %t444 = add i64 %t323, %t443
  %t447 = icmp slt i64 1, %t10
  br i1 %t447, label %fin445, label %finnext446
fin445:
  %t448 = add i64 %k0, 0
  %p449 = getelementptr float, ptr %buf.b, i64 %t448
  %ld450 = load <16 x float>, ptr %p449, align 4
  %v451 = fadd contract <16 x float> %ld450, %t277
  %v452 = sub i64 %size.H, 1
  %v453 = add i64 %v452, 1
  %v454 = mul i64 %n, %v453
  %v455 = add i64 %v454, %t444
  %v456 = sub i64 %size.W, 1
  %v457 = add i64 %v456, 1
  %v458 = mul i64 %v455, %v457
  %v459 = add i64 %v458, %t442
  %v460 = mul i64 %v459, %size.K
  %v461 = add i64 %v460, %t448
  %p462 = getelementptr float, ptr %buf.e0, i64 %v461
  %ld463 = load <16 x float>, ptr %p462, align 4
  %v464 = fadd contract <16 x float> %v451, %ld463
  %v465 = sub i64 %size.H, 1
  %v466 = add i64 %v465, 1
  %v467 = mul i64 %n, %v466
  %v468 = add i64 %v467, %t444
  %v469 = sub i64 %size.W, 1
  %v470 = add i64 %v469, 1
  %v471 = mul i64 %v468, %v470
  %v472 = add i64 %v471, %t442
  %v473 = mul i64 %v472, %size.K
  %v474 = add i64 %v473, %t448
  %p475 = getelementptr float, ptr %buf.y, i64 %v474
  store <16 x float> %v464, ptr %p475, align 4
  %t476 = add i64 %k0, 16
  %p477 = getelementptr float, ptr %buf.b, i64 %t476
  %ld478 = load <16 x float>, ptr %p477, align 4
  %v479 = fadd contract <16 x float> %ld478, %t278
  %v480 = sub i64 %size.H, 1
  %v481 = add i64 %v480, 1
  %v482 = mul i64 %n, %v481
  %v483 = add i64 %v482, %t444
  %v484 = sub i64 %size.W, 1
  %v485 = add i64 %v484, 1
  %v486 = mul i64 %v483, %v485
  %v487 = add i64 %v486, %t442
  %v488 = mul i64 %v487, %size.K
  %v489 = add i64 %v488, %t476
  %p490 = getelementptr float, ptr %buf.e0, i64 %v489
  %ld491 = load <16 x float>, ptr %p490, align 4
  %v492 = fadd contract <16 x float> %v479, %ld491
  %v493 = sub i64 %size.H, 1
  %v494 = add i64 %v493, 1
  %v495 = mul i64 %n, %v494
  %v496 = add i64 %v495, %t444
  %v497 = sub i64 %size.W, 1
  %v498 = add i64 %v497, 1
  %v499 = mul i64 %v496, %v498
  %v500 = add i64 %v499, %t442
  %v501 = mul i64 %v500, %size.K
  %v502 = add i64 %v501, %t476
  %p503 = getelementptr float, ptr %buf.y, i64 %v502
  store <16 x float> %v492, ptr %p503, align 4
  %t504 = add i64 %k0, 32
  %p505 = getelementptr float, ptr %buf.b, i64 %t504
  %ld506 = load <16 x float>, ptr %p505, align 4
  %v507 = fadd contract <16 x float> %ld506, %t279
  %v508 = sub i64 %size.H, 1
  %v509 = add i64 %v508, 1
  %v510 = mul i64 %n, %v509
  %v511 = add i64 %v510, %t444
  %v512 = sub i64 %size.W, 1
  %v513 = add i64 %v512, 1
  %v514 = mul i64 %v511, %v513
  %v515 = add i64 %v514, %t442
  %v516 = mul i64 %v515, %size.K
  %v517 = add i64 %v516, %t504
  %p518 = getelementptr float, ptr %buf.e0, i64 %v517
  %ld519 = load <16 x float>, ptr %p518, align 4
  %v520 = fadd contract <16 x float> %v507, %ld519
  %v521 = sub i64 %size.H, 1
  %v522 = add i64 %v521, 1
  %v523 = mul i64 %n, %v522
  %v524 = add i64 %v523, %t444
  %v525 = sub i64 %size.W, 1
  %v526 = add i64 %v525, 1
  %v527 = mul i64 %v524, %v526
  %v528 = add i64 %v527, %t442
  %v529 = mul i64 %v528, %size.K
  %v530 = add i64 %v529, %t504
  %p531 = getelementptr float, ptr %buf.y, i64 %v530
  store <16 x float> %v520, ptr %p531, align 4
  %t532 = add i64 %k0, 48
  %p533 = getelementptr float, ptr %buf.b, i64 %t532
  %ld534 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p533, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v535 = fadd contract <16 x float> %ld534, %t280
  %v536 = sub i64 %size.H, 1
  %v537 = add i64 %v536, 1
  %v538 = mul i64 %n, %v537
  %v539 = add i64 %v538, %t444
  %v540 = sub i64 %size.W, 1
  %v541 = add i64 %v540, 1
  %v542 = mul i64 %v539, %v541
  %v543 = add i64 %v542, %t442
  %v544 = mul i64 %v543, %size.K
  %v545 = add i64 %v544, %t532
  %p546 = getelementptr float, ptr %buf.e0, i64 %v545
  %ld547 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p546, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v548 = fadd contract <16 x float> %v535, %ld547
  %v549 = sub i64 %size.H, 1
  %v550 = add i64 %v549, 1
  %v551 = mul i64 %n, %v550
  %v552 = add i64 %v551, %t444
  %v553 = sub i64 %size.W, 1
  %v554 = add i64 %v553, 1
  %v555 = mul i64 %v552, %v554
  %v556 = add i64 %v555, %t442
  %v557 = mul i64 %v556, %size.K
  %v558 = add i64 %v557, %t532
  %p559 = getelementptr float, ptr %buf.y, i64 %v558
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v548, ptr align 4 %p559, <16 x i1> %mlast)
  br label %finnext446
finnext446:
  %t560 = add i64 %t442, 1
  %t561 = icmp sge i64 %t560, %t322
  %t562 = select i1 %t561, i64 0, i64 %t560
  %t563 = zext i1 %t561 to i64
  %t564 = add i64 %t444, %t563
  %t567 = icmp slt i64 2, %t10
  br i1 %t567, label %fin565, label %finnext566
fin565:
  %t568 = add i64 %k0, 0
  %p569 = getelementptr float, ptr %buf.b, i64 %t568
  %ld570 = load <16 x float>, ptr %p569, align 4
  %v571 = fadd contract <16 x float> %ld570, %t281
  %v572 = sub i64 %size.H, 1
  %v573 = add i64 %v572, 1
  %v574 = mul i64 %n, %v573
  %v575 = add i64 %v574, %t564
  %v576 = sub i64 %size.W, 1
  %v577 = add i64 %v576, 1
  %v578 = mul i64 %v575, %v577
  %v579 = add i64 %v578, %t562
  %v580 = mul i64 %v579, %size.K
  %v581 = add i64 %v580, %t568
  %p582 = getelementptr float, ptr %buf.e0, i64 %v581
  %ld583 = load <16 x float>, ptr %p582, align 4
  %v584 = fadd contract <16 x float> %v571, %ld583
  %v585 = sub i64 %size.H, 1
  %v586 = add i64 %v585, 1
  %v587 = mul i64 %n, %v586
  %v588 = add i64 %v587, %t564
  %v589 = sub i64 %size.W, 1
  %v590 = add i64 %v589, 1
  %v591 = mul i64 %v588, %v590
  %v592 = add i64 %v591, %t562
  %v593 = mul i64 %v592, %size.K
  %v594 = add i64 %v593, %t568
  %p595 = getelementptr float, ptr %buf.y, i64 %v594
  store <16 x float> %v584, ptr %p595, align 4
  %t596 = add i64 %k0, 16
  %p597 = getelementptr float, ptr %buf.b, i64 %t596
  %ld598 = load <16 x float>, ptr %p597, align 4
  %v599 = fadd contract <16 x float> %ld598, %t282
  %v600 = sub i64 %size.H, 1
  %v601 = add i64 %v600, 1
  %v602 = mul i64 %n, %v601
  %v603 = add i64 %v602, %t564
  %v604 = sub i64 %size.W, 1
  %v605 = add i64 %v604, 1
  %v606 = mul i64 %v603, %v605
  %v607 = add i64 %v606, %t562
  %v608 = mul i64 %v607, %size.K
  %v609 = add i64 %v608, %t596
  %p610 = getelementptr float, ptr %buf.e0, i64 %v609
  %ld611 = load <16 x float>, ptr %p610, align 4
  %v612 = fadd contract <16 x float> %v599, %ld611
  %v613 = sub i64 %size.H, 1
  %v614 = add i64 %v613, 1
  %v615 = mul i64 %n, %v614
  %v616 = add i64 %v615, %t564
  %v617 = sub i64 %size.W, 1
  %v618 = add i64 %v617, 1
  %v619 = mul i64 %v616, %v618
  %v620 = add i64 %v619, %t562
  %v621 = mul i64 %v620, %size.K
  %v622 = add i64 %v621, %t596
  %p623 = getelementptr float, ptr %buf.y, i64 %v622
  store <16 x float> %v612, ptr %p623, align 4
  %t624 = add i64 %k0, 32
  %p625 = getelementptr float, ptr %buf.b, i64 %t624
  %ld626 = load <16 x float>, ptr %p625, align 4
  %v627 = fadd contract <16 x float> %ld626, %t283
  %v628 = sub i64 %size.H, 1
  %v629 = add i64 %v628, 1
  %v630 = mul i64 %n, %v629
  %v631 = add i64 %v630, %t564
  %v632 = sub i64 %size.W, 1
  %v633 = add i64 %v632, 1
  %v634 = mul i64 %v631, %v633
  %v635 = add i64 %v634, %t562
  %v636 = mul i64 %v635, %size.K
  %v637 = add i64 %v636, %t624
  %p638 = getelementptr float, ptr %buf.e0, i64 %v637
  %ld639 = load <16 x float>, ptr %p638, align 4
  %v640 = fadd contract <16 x float> %v627, %ld639
  %v641 = sub i64 %size.H, 1
  %v642 = add i64 %v641, 1
  %v643 = mul i64 %n, %v642
  %v644 = add i64 %v643, %t564
  %v645 = sub i64 %size.W, 1
  %v646 = add i64 %v645, 1
  %v647 = mul i64 %v644, %v646
  %v648 = add i64 %v647, %t562
  %v649 = mul i64 %v648, %size.K
  %v650 = add i64 %v649, %t624
  %p651 = getelementptr float, ptr %buf.y, i64 %v650
  store <16 x float> %v640, ptr %p651, align 4
  %t652 = add i64 %k0, 48
  %p653 = getelementptr float, ptr %buf.b, i64 %t652
  %ld654 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p653, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v655 = fadd contract <16 x float> %ld654, %t284
  %v656 = sub i64 %size.H, 1
  %v657 = add i64 %v656, 1
  %v658 = mul i64 %n, %v657
  %v659 = add i64 %v658, %t564
  %v660 = sub i64 %size.W, 1
  %v661 = add i64 %v660, 1
  %v662 = mul i64 %v659, %v661
  %v663 = add i64 %v662, %t562
  %v664 = mul i64 %v663, %size.K
  %v665 = add i64 %v664, %t652
  %p666 = getelementptr float, ptr %buf.e0, i64 %v665
  %ld667 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p666, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v668 = fadd contract <16 x float> %v655, %ld667
  %v669 = sub i64 %size.H, 1
  %v670 = add i64 %v669, 1
  %v671 = mul i64 %n, %v670
  %v672 = add i64 %v671, %t564
  %v673 = sub i64 %size.W, 1
  %v674 = add i64 %v673, 1
  %v675 = mul i64 %v672, %v674
  %v676 = add i64 %v675, %t562
  %v677 = mul i64 %v676, %size.K
  %v678 = add i64 %v677, %t652
  %p679 = getelementptr float, ptr %buf.y, i64 %v678
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v668, ptr align 4 %p679, <16 x i1> %mlast)
  br label %finnext566
finnext566:
  %t680 = add i64 %t562, 1
  %t681 = icmp sge i64 %t680, %t322
  %t682 = select i1 %t681, i64 0, i64 %t680
  %t683 = zext i1 %t681 to i64
  %t684 = add i64 %t564, %t683
  %t687 = icmp slt i64 3, %t10
  br i1 %t687, label %fin685, label %finnext686
fin685:
  %t688 = add i64 %k0, 0
  %p689 = getelementptr float, ptr %buf.b, i64 %t688
  %ld690 = load <16 x float>, ptr %p689, align 4
  %v691 = fadd contract <16 x float> %ld690, %t285
  %v692 = sub i64 %size.H, 1
  %v693 = add i64 %v692, 1
  %v694 = mul i64 %n, %v693
  %v695 = add i64 %v694, %t684
  %v696 = sub i64 %size.W, 1
  %v697 = add i64 %v696, 1
  %v698 = mul i64 %v695, %v697
  %v699 = add i64 %v698, %t682
  %v700 = mul i64 %v699, %size.K
  %v701 = add i64 %v700, %t688
  %p702 = getelementptr float, ptr %buf.e0, i64 %v701
  %ld703 = load <16 x float>, ptr %p702, align 4
  %v704 = fadd contract <16 x float> %v691, %ld703
  %v705 = sub i64 %size.H, 1
  %v706 = add i64 %v705, 1
  %v707 = mul i64 %n, %v706
  %v708 = add i64 %v707, %t684
  %v709 = sub i64 %size.W, 1
  %v710 = add i64 %v709, 1
  %v711 = mul i64 %v708, %v710
  %v712 = add i64 %v711, %t682
  %v713 = mul i64 %v712, %size.K
  %v714 = add i64 %v713, %t688
  %p715 = getelementptr float, ptr %buf.y, i64 %v714
  store <16 x float> %v704, ptr %p715, align 4
  %t716 = add i64 %k0, 16
  %p717 = getelementptr float, ptr %buf.b, i64 %t716
  %ld718 = load <16 x float>, ptr %p717, align 4
  %v719 = fadd contract <16 x float> %ld718, %t286
  %v720 = sub i64 %size.H, 1
  %v721 = add i64 %v720, 1
  %v722 = mul i64 %n, %v721
  %v723 = add i64 %v722, %t684
  %v724 = sub i64 %size.W, 1
  %v725 = add i64 %v724, 1
  %v726 = mul i64 %v723, %v725
  %v727 = add i64 %v726, %t682
  %v728 = mul i64 %v727, %size.K
  %v729 = add i64 %v728, %t716
  %p730 = getelementptr float, ptr %buf.e0, i64 %v729
  %ld731 = load <16 x float>, ptr %p730, align 4
  %v732 = fadd contract <16 x float> %v719, %ld731
  %v733 = sub i64 %size.H, 1
  %v734 = add i64 %v733, 1
  %v735 = mul i64 %n, %v734
  %v736 = add i64 %v735, %t684
  %v737 = sub i64 %size.W, 1
  %v738 = add i64 %v737, 1
  %v739 = mul i64 %v736, %v738
  %v740 = add i64 %v739, %t682
  %v741 = mul i64 %v740, %size.K
  %v742 = add i64 %v741, %t716
  %p743 = getelementptr float, ptr %buf.y, i64 %v742
  store <16 x float> %v732, ptr %p743, align 4
  %t744 = add i64 %k0, 32
  %p745 = getelementptr float, ptr %buf.b, i64 %t744
  %ld746 = load <16 x float>, ptr %p745, align 4
  %v747 = fadd contract <16 x float> %ld746, %t287
  %v748 = sub i64 %size.H, 1
  %v749 = add i64 %v748, 1
  %v750 = mul i64 %n, %v749
  %v751 = add i64 %v750, %t684
  %v752 = sub i64 %size.W, 1
  %v753 = add i64 %v752, 1
  %v754 = mul i64 %v751, %v753
  %v755 = add i64 %v754, %t682
  %v756 = mul i64 %v755, %size.K
  %v757 = add i64 %v756, %t744
  %p758 = getelementptr float, ptr %buf.e0, i64 %v757
  %ld759 = load <16 x float>, ptr %p758, align 4
  %v760 = fadd contract <16 x float> %v747, %ld759
  %v761 = sub i64 %size.H, 1
  %v762 = add i64 %v761, 1
  %v763 = mul i64 %n, %v762
  %v764 = add i64 %v763, %t684
  %v765 = sub i64 %size.W, 1
  %v766 = add i64 %v765, 1
  %v767 = mul i64 %v764, %v766
  %v768 = add i64 %v767, %t682
  %v769 = mul i64 %v768, %size.K
  %v770 = add i64 %v769, %t744
  %p771 = getelementptr float, ptr %buf.y, i64 %v770
  store <16 x float> %v760, ptr %p771, align 4
  %t772 = add i64 %k0, 48
  %p773 = getelementptr float, ptr %buf.b, i64 %t772
  %ld774 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p773, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v775 = fadd contract <16 x float> %ld774, %t288
  %v776 = sub i64 %size.H, 1
  %v777 = add i64 %v776, 1
  %v778 = mul i64 %n, %v777
  %v779 = add i64 %v778, %t684
  %v780 = sub i64 %size.W, 1
  %v781 = add i64 %v780, 1
  %v782 = mul i64 %v779, %v781
  %v783 = add i64 %v782, %t682
  %v784 = mul i64 %v783, %size.K
  %v785 = add i64 %v784, %t772
  %p786 = getelementptr float, ptr %buf.e0, i64 %v785
  %ld787 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p786, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v788 = fadd contract <16 x float> %v775, %ld787
  %v789 = sub i64 %size.H, 1
  %v790 = add i64 %v789, 1
  %v791 = mul i64 %n, %v790
  %v792 = add i64 %v791, %t684
  %v793 = sub i64 %size.W, 1
  %v794 = add i64 %v793, 1
  %v795 = mul i64 %v792, %v794
  %v796 = add i64 %v795, %t682
  %v797 = mul i64 %v796, %size.K
  %v798 = add i64 %v797, %t772
  %p799 = getelementptr float, ptr %buf.y, i64 %v798
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v788, ptr align 4 %p799, <16 x i1> %mlast)
  br label %finnext686
finnext686:
  %t800 = add i64 %t682, 1
  %t801 = icmp sge i64 %t800, %t322
  %t802 = select i1 %t801, i64 0, i64 %t800
  %t803 = zext i1 %t801 to i64
  %t804 = add i64 %t684, %t803
  %t807 = icmp slt i64 4, %t10
  br i1 %t807, label %fin805, label %finnext806
fin805:
  %t808 = add i64 %k0, 0
  %p809 = getelementptr float, ptr %buf.b, i64 %t808
  %ld810 = load <16 x float>, ptr %p809, align 4
  %v811 = fadd contract <16 x float> %ld810, %t289
  %v812 = sub i64 %size.H, 1
  %v813 = add i64 %v812, 1
  %v814 = mul i64 %n, %v813
  %v815 = add i64 %v814, %t804
  %v816 = sub i64 %size.W, 1
  %v817 = add i64 %v816, 1
  %v818 = mul i64 %v815, %v817
  %v819 = add i64 %v818, %t802
  %v820 = mul i64 %v819, %size.K
  %v821 = add i64 %v820, %t808
  %p822 = getelementptr float, ptr %buf.e0, i64 %v821
  %ld823 = load <16 x float>, ptr %p822, align 4
  %v824 = fadd contract <16 x float> %v811, %ld823
  %v825 = sub i64 %size.H, 1
  %v826 = add i64 %v825, 1
  %v827 = mul i64 %n, %v826
  %v828 = add i64 %v827, %t804
  %v829 = sub i64 %size.W, 1
  %v830 = add i64 %v829, 1
  %v831 = mul i64 %v828, %v830
  %v832 = add i64 %v831, %t802
  %v833 = mul i64 %v832, %size.K
  %v834 = add i64 %v833, %t808
  %p835 = getelementptr float, ptr %buf.y, i64 %v834
  store <16 x float> %v824, ptr %p835, align 4
  %t836 = add i64 %k0, 16
  %p837 = getelementptr float, ptr %buf.b, i64 %t836
  %ld838 = load <16 x float>, ptr %p837, align 4
  %v839 = fadd contract <16 x float> %ld838, %t290
  %v840 = sub i64 %size.H, 1
  %v841 = add i64 %v840, 1
  %v842 = mul i64 %n, %v841
  %v843 = add i64 %v842, %t804
  %v844 = sub i64 %size.W, 1
  %v845 = add i64 %v844, 1
  %v846 = mul i64 %v843, %v845
  %v847 = add i64 %v846, %t802
  %v848 = mul i64 %v847, %size.K
  %v849 = add i64 %v848, %t836
  %p850 = getelementptr float, ptr %buf.e0, i64 %v849
  %ld851 = load <16 x float>, ptr %p850, align 4
  %v852 = fadd contract <16 x float> %v839, %ld851
  %v853 = sub i64 %size.H, 1
  %v854 = add i64 %v853, 1
  %v855 = mul i64 %n, %v854
  %v856 = add i64 %v855, %t804
  %v857 = sub i64 %size.W, 1
  %v858 = add i64 %v857, 1
  %v859 = mul i64 %v856, %v858
  %v860 = add i64 %v859, %t802
  %v861 = mul i64 %v860, %size.K
  %v862 = add i64 %v861, %t836
  %p863 = getelementptr float, ptr %buf.y, i64 %v862
  store <16 x float> %v852, ptr %p863, align 4
  %t864 = add i64 %k0, 32
  %p865 = getelementptr float, ptr %buf.b, i64 %t864
  %ld866 = load <16 x float>, ptr %p865, align 4
  %v867 = fadd contract <16 x float> %ld866, %t291
  %v868 = sub i64 %size.H, 1
  %v869 = add i64 %v868, 1
  %v870 = mul i64 %n, %v869
  %v871 = add i64 %v870, %t804
  %v872 = sub i64 %size.W, 1
  %v873 = add i64 %v872, 1
  %v874 = mul i64 %v871, %v873
  %v875 = add i64 %v874, %t802
  %v876 = mul i64 %v875, %size.K
  %v877 = add i64 %v876, %t864
  %p878 = getelementptr float, ptr %buf.e0, i64 %v877
  %ld879 = load <16 x float>, ptr %p878, align 4
  %v880 = fadd contract <16 x float> %v867, %ld879
  %v881 = sub i64 %size.H, 1
  %v882 = add i64 %v881, 1
  %v883 = mul i64 %n, %v882
  %v884 = add i64 %v883, %t804
  %v885 = sub i64 %size.W, 1
  %v886 = add i64 %v885, 1
  %v887 = mul i64 %v884, %v886
  %v888 = add i64 %v887, %t802
  %v889 = mul i64 %v888, %size.K
  %v890 = add i64 %v889, %t864
  %p891 = getelementptr float, ptr %buf.y, i64 %v890
  store <16 x float> %v880, ptr %p891, align 4
  %t892 = add i64 %k0, 48
  %p893 = getelementptr float, ptr %buf.b, i64 %t892
  %ld894 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p893, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v895 = fadd contract <16 x float> %ld894, %t292
  %v896 = sub i64 %size.H, 1
  %v897 = add i64 %v896, 1
  %v898 = mul i64 %n, %v897
  %v899 = add i64 %v898, %t804
  %v900 = sub i64 %size.W, 1
  %v901 = add i64 %v900, 1
  %v902 = mul i64 %v899, %v901
  %v903 = add i64 %v902, %t802
  %v904 = mul i64 %v903, %size.K
  %v905 = add i64 %v904, %t892
  %p906 = getelementptr float, ptr %buf.e0, i64 %v905
  %ld907 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p906, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v908 = fadd contract <16 x float> %v895, %ld907
  %v909 = sub i64 %size.H, 1
  %v910 = add i64 %v909, 1
  %v911 = mul i64 %n, %v910
  %v912 = add i64 %v911, %t804
  %v913 = sub i64 %size.W, 1
  %v914 = add i64 %v913, 1
  %v915 = mul i64 %v912, %v914
  %v916 = add i64 %v915, %t802
  %v917 = mul i64 %v916, %size.K
  %v918 = add i64 %v917, %t892
  %p919 = getelementptr float, ptr %buf.y, i64 %v918
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v908, ptr align 4 %p919, <16 x i1> %mlast)
  br label %finnext806
finnext806:
  %t920 = add i64 %t802, 1
  %t921 = icmp sge i64 %t920, %t322
  %t922 = select i1 %t921, i64 0, i64 %t920
  %t923 = zext i1 %t921 to i64
  %t924 = add i64 %t804, %t923
  %t927 = icmp slt i64 5, %t10
  br i1 %t927, label %fin925, label %finnext926
fin925:
  %t928 = add i64 %k0, 0
  %p929 = getelementptr float, ptr %buf.b, i64 %t928
  %ld930 = load <16 x float>, ptr %p929, align 4
  %v931 = fadd contract <16 x float> %ld930, %t293
  %v932 = sub i64 %size.H, 1
  %v933 = add i64 %v932, 1
  %v934 = mul i64 %n, %v933
  %v935 = add i64 %v934, %t924
  %v936 = sub i64 %size.W, 1
  %v937 = add i64 %v936, 1
  %v938 = mul i64 %v935, %v937
  %v939 = add i64 %v938, %t922
  %v940 = mul i64 %v939, %size.K
  %v941 = add i64 %v940, %t928
  %p942 = getelementptr float, ptr %buf.e0, i64 %v941
  %ld943 = load <16 x float>, ptr %p942, align 4
  %v944 = fadd contract <16 x float> %v931, %ld943
  %v945 = sub i64 %size.H, 1
  %v946 = add i64 %v945, 1
  %v947 = mul i64 %n, %v946
  %v948 = add i64 %v947, %t924
  %v949 = sub i64 %size.W, 1
  %v950 = add i64 %v949, 1
  %v951 = mul i64 %v948, %v950
  %v952 = add i64 %v951, %t922
  %v953 = mul i64 %v952, %size.K
  %v954 = add i64 %v953, %t928
  %p955 = getelementptr float, ptr %buf.y, i64 %v954
  store <16 x float> %v944, ptr %p955, align 4
  %t956 = add i64 %k0, 16
  %p957 = getelementptr float, ptr %buf.b, i64 %t956
  %ld958 = load <16 x float>, ptr %p957, align 4
  %v959 = fadd contract <16 x float> %ld958, %t294
  %v960 = sub i64 %size.H, 1
  %v961 = add i64 %v960, 1
  %v962 = mul i64 %n, %v961
  %v963 = add i64 %v962, %t924
  %v964 = sub i64 %size.W, 1
  %v965 = add i64 %v964, 1
  %v966 = mul i64 %v963, %v965
  %v967 = add i64 %v966, %t922
  %v968 = mul i64 %v967, %size.K
  %v969 = add i64 %v968, %t956
  %p970 = getelementptr float, ptr %buf.e0, i64 %v969
  %ld971 = load <16 x float>, ptr %p970, align 4
  %v972 = fadd contract <16 x float> %v959, %ld971
  %v973 = sub i64 %size.H, 1
  %v974 = add i64 %v973, 1
  %v975 = mul i64 %n, %v974
  %v976 = add i64 %v975, %t924
  %v977 = sub i64 %size.W, 1
  %v978 = add i64 %v977, 1
  %v979 = mul i64 %v976, %v978
  %v980 = add i64 %v979, %t922
  %v981 = mul i64 %v980, %size.K
  %v982 = add i64 %v981, %t956
  %p983 = getelementptr float, ptr %buf.y, i64 %v982
  store <16 x float> %v972, ptr %p983, align 4
  %t984 = add i64 %k0, 32
  %p985 = getelementptr float, ptr %buf.b, i64 %t984
  %ld986 = load <16 x float>, ptr %p985, align 4
  %v987 = fadd contract <16 x float> %ld986, %t295
  %v988 = sub i64 %size.H, 1
  %v989 = add i64 %v988, 1
  %v990 = mul i64 %n, %v989
  %v991 = add i64 %v990, %t924
  %v992 = sub i64 %size.W, 1
  %v993 = add i64 %v992, 1
  %v994 = mul i64 %v991, %v993
  %v995 = add i64 %v994, %t922
  %v996 = mul i64 %v995, %size.K
  %v997 = add i64 %v996, %t984
  %p998 = getelementptr float, ptr %buf.e0, i64 %v997
  %ld999 = load <16 x float>, ptr %p998, align 4
  %v1000 = fadd contract <16 x float> %v987, %ld999
  %v1001 = sub i64 %size.H, 1
  %v1002 = add i64 %v1001, 1
  %v1003 = mul i64 %n, %v1002
  %v1004 = add i64 %v1003, %t924
  %v1005 = sub i64 %size.W, 1
  %v1006 = add i64 %v1005, 1
  %v1007 = mul i64 %v1004, %v1006
  %v1008 = add i64 %v1007, %t922
  %v1009 = mul i64 %v1008, %size.K
  %v1010 = add i64 %v1009, %t984
  %p1011 = getelementptr float, ptr %buf.y, i64 %v1010
  store <16 x float> %v1000, ptr %p1011, align 4
  %t1012 = add i64 %k0, 48
  %p1013 = getelementptr float, ptr %buf.b, i64 %t1012
  %ld1014 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1013, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1015 = fadd contract <16 x float> %ld1014, %t296
  %v1016 = sub i64 %size.H, 1
  %v1017 = add i64 %v1016, 1
  %v1018 = mul i64 %n, %v1017
  %v1019 = add i64 %v1018, %t924
  %v1020 = sub i64 %size.W, 1
  %v1021 = add i64 %v1020, 1
  %v1022 = mul i64 %v1019, %v1021
  %v1023 = add i64 %v1022, %t922
  %v1024 = mul i64 %v1023, %size.K
  %v1025 = add i64 %v1024, %t1012
  %p1026 = getelementptr float, ptr %buf.e0, i64 %v1025
  %ld1027 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1026, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1028 = fadd contract <16 x float> %v1015, %ld1027
  %v1029 = sub i64 %size.H, 1
  %v1030 = add i64 %v1029, 1
  %v1031 = mul i64 %n, %v1030
  %v1032 = add i64 %v1031, %t924
  %v1033 = sub i64 %size.W, 1
  %v1034 = add i64 %v1033, 1
  %v1035 = mul i64 %v1032, %v1034
  %v1036 = add i64 %v1035, %t922
  %v1037 = mul i64 %v1036, %size.K
  %v1038 = add i64 %v1037, %t1012
  %p1039 = getelementptr float, ptr %buf.y, i64 %v1038
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1028, ptr align 4 %p1039, <16 x i1> %mlast)
  br label %finnext926
finnext926:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t1040 = icmp slt i64 %j.next, %ntiles
  br i1 %t1040, label %tile, label %exit
exit:
  ret void
}

define void @"jr.op.conv2d_nhwc_panels_ep_662d1b.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.11 = alloca i64, align 64
  %q.addr.19 = alloca i64, align 64
  %k.addr.25 = alloca i64, align 64
  %acc31 = alloca <16 x float>, align 64
  %acc32 = alloca <16 x float>, align 64
  %acc33 = alloca <16 x float>, align 64
  %acc34 = alloca <16 x float>, align 64
  %r.addr.35 = alloca i64, align 64
  %s.addr.41 = alloca i64, align 64
  %c.addr.47 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.H, 1
  %v10 = add i64 %v9, 1
  store i64 0, ptr %p.addr.11
  br label %cond12
cond12:
  %i15 = load i64, ptr %p.addr.11
  %v16 = icmp slt i64 %i15, %v10
  br i1 %v16, label %body13, label %exit14
body13:
  %v17 = sub i64 %size.W, 1
  %v18 = add i64 %v17, 1
  store i64 0, ptr %q.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %q.addr.19
  %v24 = icmp slt i64 %i23, %v18
  br i1 %v24, label %body21, label %exit22
body21:
  store i64 0, ptr %k.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %k.addr.25
  %v30 = icmp slt i64 %i29, %size.K
  br i1 %v30, label %body27, label %exit28
body27:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc31
  store <16 x float> splat (float 0x0000000000000000), ptr %acc32
  store <16 x float> splat (float 0x0000000000000000), ptr %acc33
  store <16 x float> splat (float 0x0000000000000000), ptr %acc34
  store i64 0, ptr %r.addr.35
  br label %cond36
cond36:
  %i39 = load i64, ptr %r.addr.35
  %v40 = icmp slt i64 %i39, 1
  br i1 %v40, label %body37, label %exit38
body37:
  store i64 0, ptr %s.addr.41
  br label %cond42
cond42:
  %i45 = load i64, ptr %s.addr.41
  %v46 = icmp slt i64 %i45, 1
  br i1 %v46, label %body43, label %exit44
body43:
  store i64 0, ptr %c.addr.47
  %v48 = sub i64 %size.C, 64
  br label %cond49
cond49:
  %i52 = load i64, ptr %c.addr.47
  %v53 = icmp sle i64 %i52, %v48
  br i1 %v53, label %body50, label %exit51
body50:
  %v54 = add i64 %i15, %i39
  %v55 = icmp sge i64 %v54, 0
  %v56 = icmp slt i64 %v54, %size.H
  %v57 = and i1 %v55, %v56
  %v58 = add i64 %i23, %i45
  %v59 = icmp sge i64 %v58, 0
  %v60 = icmp slt i64 %v58, %size.W
  %v61 = and i1 %v59, %v60
  %v62 = and i1 %v57, %v61
  %v63 = mul i64 %i7, %size.H
  %v64 = add i64 %i15, %i39
  %v65 = add i64 %v63, %v64
  %v66 = mul i64 %v65, %size.W
  %v67 = add i64 %i23, %i45
  %v68 = add i64 %v66, %v67
  %v69 = mul i64 %v68, %size.C
  %v70 = add i64 %v69, %i52
  %p71 = getelementptr float, ptr %buf.x, i64 %v70
  %ins72 = insertelement <16 x i1> poison, i1 %v62, i64 0
  %splat73 = shufflevector <16 x i1> %ins72, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p71, <16 x i1> %splat73, <16 x float> zeroinitializer)
  %v75 = sdiv i64 %i29, %size.P
  %v76 = srem i64 %i29, %size.P
  %v77 = icmp ne i64 %v76, 0
  %v78 = icmp slt i64 %v76, 0
  %v79 = icmp slt i64 %size.P, 0
  %v80 = xor i1 %v78, %v79
  %v81 = and i1 %v77, %v80
  %v82 = zext i1 %v81 to i64
  %v83 = sub i64 %v75, %v82
  %v84 = icmp sge i64 %v83, 0
  %v85 = icmp slt i64 %v83, 1
  %v86 = and i1 %v84, %v85
  %v87 = sdiv i64 %i29, %size.P
  %v88 = srem i64 %i29, %size.P
  %v89 = icmp ne i64 %v88, 0
  %v90 = icmp slt i64 %v88, 0
  %v91 = icmp slt i64 %size.P, 0
  %v92 = xor i1 %v90, %v91
  %v93 = and i1 %v89, %v92
  %v94 = add i64 %v88, %size.P
  %v95 = select i1 %v93, i64 %v94, i64 %v88
  %v96 = icmp sge i64 %v95, 0
  %v97 = icmp slt i64 %v95, %size.P
  %v98 = and i1 %v96, %v97
  %v99 = and i1 %v86, %v98
  %v100 = sdiv i64 %i29, %size.P
  %v101 = srem i64 %i29, %size.P
  %v102 = icmp ne i64 %v101, 0
  %v103 = icmp slt i64 %v101, 0
  %v104 = icmp slt i64 %size.P, 0
  %v105 = xor i1 %v103, %v104
  %v106 = and i1 %v102, %v105
  %v107 = zext i1 %v106 to i64
  %v108 = sub i64 %v100, %v107
  %v109 = add i64 %v108, %i39
  %v110 = add i64 %v109, %i45
  %v111 = mul i64 %v110, %size.C
  %ins112 = insertelement <16 x i64> poison, i64 %i52, i64 0
  %splat113 = shufflevector <16 x i64> %ins112, <16 x i64> poison, <16 x i32> zeroinitializer
  %step114 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane115 = add <16 x i64> %splat113, %step114
  %ins116 = insertelement <16 x i64> poison, i64 %v111, i64 0
  %splat117 = shufflevector <16 x i64> %ins116, <16 x i64> poison, <16 x i32> zeroinitializer
  %v118 = add <16 x i64> %splat117, %lane115
  %ins119 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat120 = shufflevector <16 x i64> %ins119, <16 x i64> poison, <16 x i32> zeroinitializer
  %v121 = mul <16 x i64> %v118, %splat120
  %v122 = sdiv i64 %i29, %size.P
  %v123 = srem i64 %i29, %size.P
  %v124 = icmp ne i64 %v123, 0
  %v125 = icmp slt i64 %v123, 0
  %v126 = icmp slt i64 %size.P, 0
  %v127 = xor i1 %v125, %v126
  %v128 = and i1 %v124, %v127
  %v129 = add i64 %v123, %size.P
  %v130 = select i1 %v128, i64 %v129, i64 %v123
  %ins131 = insertelement <16 x i64> poison, i64 %v130, i64 0
  %splat132 = shufflevector <16 x i64> %ins131, <16 x i64> poison, <16 x i32> zeroinitializer
  %v133 = add <16 x i64> %v121, %splat132
  %ps134 = getelementptr float, ptr %buf.w, <16 x i64> %v133
  %ins135 = insertelement <16 x i1> poison, i1 %v99, i64 0
  %splat136 = shufflevector <16 x i1> %ins135, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld137 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps134, <16 x i1> %splat136, <16 x float> zeroinitializer)
  %v138 = fmul contract <16 x float> %ld74, %ld137
  %v139 = add i64 %i15, %i39
  %v140 = icmp sge i64 %v139, 0
  %v141 = icmp slt i64 %v139, %size.H
  %v142 = and i1 %v140, %v141
  %v143 = add i64 %i23, %i45
  %v144 = icmp sge i64 %v143, 0
  %v145 = icmp slt i64 %v143, %size.W
  %v146 = and i1 %v144, %v145
  %v147 = and i1 %v142, %v146
  %v148 = sdiv i64 %i29, %size.P
  %v149 = srem i64 %i29, %size.P
  %v150 = icmp ne i64 %v149, 0
  %v151 = icmp slt i64 %v149, 0
  %v152 = icmp slt i64 %size.P, 0
  %v153 = xor i1 %v151, %v152
  %v154 = and i1 %v150, %v153
  %v155 = zext i1 %v154 to i64
  %v156 = sub i64 %v148, %v155
  %v157 = icmp sge i64 %v156, 0
  %v158 = icmp slt i64 %v156, 1
  %v159 = and i1 %v157, %v158
  %v160 = sdiv i64 %i29, %size.P
  %v161 = srem i64 %i29, %size.P
  %v162 = icmp ne i64 %v161, 0
  %v163 = icmp slt i64 %v161, 0
  %v164 = icmp slt i64 %size.P, 0
  %v165 = xor i1 %v163, %v164
  %v166 = and i1 %v162, %v165
  %v167 = add i64 %v161, %size.P
  %v168 = select i1 %v166, i64 %v167, i64 %v161
  %v169 = icmp sge i64 %v168, 0
  %v170 = icmp slt i64 %v168, %size.P
  %v171 = and i1 %v169, %v170
  %v172 = and i1 %v159, %v171
  %v173 = and i1 %v147, %v172
  %old174 = load <16 x float>, ptr %acc31
  %v175 = fadd <16 x float> %old174, %v138
  %ins176 = insertelement <16 x i1> poison, i1 %v173, i64 0
  %splat177 = shufflevector <16 x i1> %ins176, <16 x i1> poison, <16 x i32> zeroinitializer
  %v178 = select <16 x i1> %splat177, <16 x float> %v175, <16 x float> %old174
  store <16 x float> %v178, ptr %acc31
  %v179 = add nsw i64 %i52, 16
  %v180 = add i64 %i15, %i39
  %v181 = icmp sge i64 %v180, 0
  %v182 = icmp slt i64 %v180, %size.H
  %v183 = and i1 %v181, %v182
  %v184 = add i64 %i23, %i45
  %v185 = icmp sge i64 %v184, 0
  %v186 = icmp slt i64 %v184, %size.W
  %v187 = and i1 %v185, %v186
  %v188 = and i1 %v183, %v187
  %v189 = mul i64 %i7, %size.H
  %v190 = add i64 %i15, %i39
  %v191 = add i64 %v189, %v190
  %v192 = mul i64 %v191, %size.W
  %v193 = add i64 %i23, %i45
  %v194 = add i64 %v192, %v193
  %v195 = mul i64 %v194, %size.C
  %v196 = add i64 %v195, %v179
  %p197 = getelementptr float, ptr %buf.x, i64 %v196
  %ins198 = insertelement <16 x i1> poison, i1 %v188, i64 0
  %splat199 = shufflevector <16 x i1> %ins198, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld200 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p197, <16 x i1> %splat199, <16 x float> zeroinitializer)
  %v201 = sdiv i64 %i29, %size.P
  %v202 = srem i64 %i29, %size.P
  %v203 = icmp ne i64 %v202, 0
  %v204 = icmp slt i64 %v202, 0
  %v205 = icmp slt i64 %size.P, 0
  %v206 = xor i1 %v204, %v205
  %v207 = and i1 %v203, %v206
  %v208 = zext i1 %v207 to i64
  %v209 = sub i64 %v201, %v208
  %v210 = icmp sge i64 %v209, 0
  %v211 = icmp slt i64 %v209, 1
  %v212 = and i1 %v210, %v211
  %v213 = sdiv i64 %i29, %size.P
  %v214 = srem i64 %i29, %size.P
  %v215 = icmp ne i64 %v214, 0
  %v216 = icmp slt i64 %v214, 0
  %v217 = icmp slt i64 %size.P, 0
  %v218 = xor i1 %v216, %v217
  %v219 = and i1 %v215, %v218
  %v220 = add i64 %v214, %size.P
  %v221 = select i1 %v219, i64 %v220, i64 %v214
  %v222 = icmp sge i64 %v221, 0
  %v223 = icmp slt i64 %v221, %size.P
  %v224 = and i1 %v222, %v223
  %v225 = and i1 %v212, %v224
  %v226 = sdiv i64 %i29, %size.P
  %v227 = srem i64 %i29, %size.P
  %v228 = icmp ne i64 %v227, 0
  %v229 = icmp slt i64 %v227, 0
  %v230 = icmp slt i64 %size.P, 0
  %v231 = xor i1 %v229, %v230
  %v232 = and i1 %v228, %v231
  %v233 = zext i1 %v232 to i64
  %v234 = sub i64 %v226, %v233
  %v235 = add i64 %v234, %i39
  %v236 = add i64 %v235, %i45
  %v237 = mul i64 %v236, %size.C
  %ins238 = insertelement <16 x i64> poison, i64 %v179, i64 0
  %splat239 = shufflevector <16 x i64> %ins238, <16 x i64> poison, <16 x i32> zeroinitializer
  %step240 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane241 = add <16 x i64> %splat239, %step240
  %ins242 = insertelement <16 x i64> poison, i64 %v237, i64 0
  %splat243 = shufflevector <16 x i64> %ins242, <16 x i64> poison, <16 x i32> zeroinitializer
  %v244 = add <16 x i64> %splat243, %lane241
  %ins245 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat246 = shufflevector <16 x i64> %ins245, <16 x i64> poison, <16 x i32> zeroinitializer
  %v247 = mul <16 x i64> %v244, %splat246
  %v248 = sdiv i64 %i29, %size.P
  %v249 = srem i64 %i29, %size.P
  %v250 = icmp ne i64 %v249, 0
  %v251 = icmp slt i64 %v249, 0
  %v252 = icmp slt i64 %size.P, 0
  %v253 = xor i1 %v251, %v252
  %v254 = and i1 %v250, %v253
  %v255 = add i64 %v249, %size.P
  %v256 = select i1 %v254, i64 %v255, i64 %v249
  %ins257 = insertelement <16 x i64> poison, i64 %v256, i64 0
  %splat258 = shufflevector <16 x i64> %ins257, <16 x i64> poison, <16 x i32> zeroinitializer
  %v259 = add <16 x i64> %v247, %splat258
  %ps260 = getelementptr float, ptr %buf.w, <16 x i64> %v259
  %ins261 = insertelement <16 x i1> poison, i1 %v225, i64 0
  %splat262 = shufflevector <16 x i1> %ins261, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld263 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps260, <16 x i1> %splat262, <16 x float> zeroinitializer)
  %v264 = fmul contract <16 x float> %ld200, %ld263
  %v265 = add i64 %i15, %i39
  %v266 = icmp sge i64 %v265, 0
  %v267 = icmp slt i64 %v265, %size.H
  %v268 = and i1 %v266, %v267
  %v269 = add i64 %i23, %i45
  %v270 = icmp sge i64 %v269, 0
  %v271 = icmp slt i64 %v269, %size.W
  %v272 = and i1 %v270, %v271
  %v273 = and i1 %v268, %v272
  %v274 = sdiv i64 %i29, %size.P
  %v275 = srem i64 %i29, %size.P
  %v276 = icmp ne i64 %v275, 0
  %v277 = icmp slt i64 %v275, 0
  %v278 = icmp slt i64 %size.P, 0
  %v279 = xor i1 %v277, %v278
  %v280 = and i1 %v276, %v279
  %v281 = zext i1 %v280 to i64
  %v282 = sub i64 %v274, %v281
  %v283 = icmp sge i64 %v282, 0
  %v284 = icmp slt i64 %v282, 1
  %v285 = and i1 %v283, %v284
  %v286 = sdiv i64 %i29, %size.P
  %v287 = srem i64 %i29, %size.P
  %v288 = icmp ne i64 %v287, 0
  %v289 = icmp slt i64 %v287, 0
  %v290 = icmp slt i64 %size.P, 0
  %v291 = xor i1 %v289, %v290
  %v292 = and i1 %v288, %v291
  %v293 = add i64 %v287, %size.P
  %v294 = select i1 %v292, i64 %v293, i64 %v287
  %v295 = icmp sge i64 %v294, 0
  %v296 = icmp slt i64 %v294, %size.P
  %v297 = and i1 %v295, %v296
  %v298 = and i1 %v285, %v297
  %v299 = and i1 %v273, %v298
  %old300 = load <16 x float>, ptr %acc32
  %v301 = fadd <16 x float> %old300, %v264
  %ins302 = insertelement <16 x i1> poison, i1 %v299, i64 0
  %splat303 = shufflevector <16 x i1> %ins302, <16 x i1> poison, <16 x i32> zeroinitializer
  %v304 = select <16 x i1> %splat303, <16 x float> %v301, <16 x float> %old300
  store <16 x float> %v304, ptr %acc32
  %v305 = add nsw i64 %i52, 32
  %v306 = add i64 %i15, %i39
  %v307 = icmp sge i64 %v306, 0
  %v308 = icmp slt i64 %v306, %size.H
  %v309 = and i1 %v307, %v308
  %v310 = add i64 %i23, %i45
  %v311 = icmp sge i64 %v310, 0
  %v312 = icmp slt i64 %v310, %size.W
  %v313 = and i1 %v311, %v312
  %v314 = and i1 %v309, %v313
  %v315 = mul i64 %i7, %size.H
  %v316 = add i64 %i15, %i39
  %v317 = add i64 %v315, %v316
  %v318 = mul i64 %v317, %size.W
  %v319 = add i64 %i23, %i45
  %v320 = add i64 %v318, %v319
  %v321 = mul i64 %v320, %size.C
  %v322 = add i64 %v321, %v305
  %p323 = getelementptr float, ptr %buf.x, i64 %v322
  %ins324 = insertelement <16 x i1> poison, i1 %v314, i64 0
  %splat325 = shufflevector <16 x i1> %ins324, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld326 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p323, <16 x i1> %splat325, <16 x float> zeroinitializer)
  %v327 = sdiv i64 %i29, %size.P
  %v328 = srem i64 %i29, %size.P
  %v329 = icmp ne i64 %v328, 0
  %v330 = icmp slt i64 %v328, 0
  %v331 = icmp slt i64 %size.P, 0
  %v332 = xor i1 %v330, %v331
  %v333 = and i1 %v329, %v332
  %v334 = zext i1 %v333 to i64
  %v335 = sub i64 %v327, %v334
  %v336 = icmp sge i64 %v335, 0
  %v337 = icmp slt i64 %v335, 1
  %v338 = and i1 %v336, %v337
  %v339 = sdiv i64 %i29, %size.P
  %v340 = srem i64 %i29, %size.P
  %v341 = icmp ne i64 %v340, 0
  %v342 = icmp slt i64 %v340, 0
  %v343 = icmp slt i64 %size.P, 0
  %v344 = xor i1 %v342, %v343
  %v345 = and i1 %v341, %v344
  %v346 = add i64 %v340, %size.P
  %v347 = select i1 %v345, i64 %v346, i64 %v340
  %v348 = icmp sge i64 %v347, 0
  %v349 = icmp slt i64 %v347, %size.P
  %v350 = and i1 %v348, %v349
  %v351 = and i1 %v338, %v350
  %v352 = sdiv i64 %i29, %size.P
  %v353 = srem i64 %i29, %size.P
  %v354 = icmp ne i64 %v353, 0
  %v355 = icmp slt i64 %v353, 0
  %v356 = icmp slt i64 %size.P, 0
  %v357 = xor i1 %v355, %v356
  %v358 = and i1 %v354, %v357
  %v359 = zext i1 %v358 to i64
  %v360 = sub i64 %v352, %v359
  %v361 = add i64 %v360, %i39
  %v362 = add i64 %v361, %i45
  %v363 = mul i64 %v362, %size.C
  %ins364 = insertelement <16 x i64> poison, i64 %v305, i64 0
  %splat365 = shufflevector <16 x i64> %ins364, <16 x i64> poison, <16 x i32> zeroinitializer
  %step366 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane367 = add <16 x i64> %splat365, %step366
  %ins368 = insertelement <16 x i64> poison, i64 %v363, i64 0
  %splat369 = shufflevector <16 x i64> %ins368, <16 x i64> poison, <16 x i32> zeroinitializer
  %v370 = add <16 x i64> %splat369, %lane367
  %ins371 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat372 = shufflevector <16 x i64> %ins371, <16 x i64> poison, <16 x i32> zeroinitializer
  %v373 = mul <16 x i64> %v370, %splat372
  %v374 = sdiv i64 %i29, %size.P
  %v375 = srem i64 %i29, %size.P
  %v376 = icmp ne i64 %v375, 0
  %v377 = icmp slt i64 %v375, 0
  %v378 = icmp slt i64 %size.P, 0
  %v379 = xor i1 %v377, %v378
  %v380 = and i1 %v376, %v379
  %v381 = add i64 %v375, %size.P
  %v382 = select i1 %v380, i64 %v381, i64 %v375
  %ins383 = insertelement <16 x i64> poison, i64 %v382, i64 0
  %splat384 = shufflevector <16 x i64> %ins383, <16 x i64> poison, <16 x i32> zeroinitializer
  %v385 = add <16 x i64> %v373, %splat384
  %ps386 = getelementptr float, ptr %buf.w, <16 x i64> %v385
  %ins387 = insertelement <16 x i1> poison, i1 %v351, i64 0
  %splat388 = shufflevector <16 x i1> %ins387, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld389 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps386, <16 x i1> %splat388, <16 x float> zeroinitializer)
  %v390 = fmul contract <16 x float> %ld326, %ld389
  %v391 = add i64 %i15, %i39
  %v392 = icmp sge i64 %v391, 0
  %v393 = icmp slt i64 %v391, %size.H
  %v394 = and i1 %v392, %v393
  %v395 = add i64 %i23, %i45
  %v396 = icmp sge i64 %v395, 0
  %v397 = icmp slt i64 %v395, %size.W
  %v398 = and i1 %v396, %v397
  %v399 = and i1 %v394, %v398
  %v400 = sdiv i64 %i29, %size.P
  %v401 = srem i64 %i29, %size.P
  %v402 = icmp ne i64 %v401, 0
  %v403 = icmp slt i64 %v401, 0
  %v404 = icmp slt i64 %size.P, 0
  %v405 = xor i1 %v403, %v404
  %v406 = and i1 %v402, %v405
  %v407 = zext i1 %v406 to i64
  %v408 = sub i64 %v400, %v407
  %v409 = icmp sge i64 %v408, 0
  %v410 = icmp slt i64 %v408, 1
  %v411 = and i1 %v409, %v410
  %v412 = sdiv i64 %i29, %size.P
  %v413 = srem i64 %i29, %size.P
  %v414 = icmp ne i64 %v413, 0
  %v415 = icmp slt i64 %v413, 0
  %v416 = icmp slt i64 %size.P, 0
  %v417 = xor i1 %v415, %v416
  %v418 = and i1 %v414, %v417
  %v419 = add i64 %v413, %size.P
  %v420 = select i1 %v418, i64 %v419, i64 %v413
  %v421 = icmp sge i64 %v420, 0
  %v422 = icmp slt i64 %v420, %size.P
  %v423 = and i1 %v421, %v422
  %v424 = and i1 %v411, %v423
  %v425 = and i1 %v399, %v424
  %old426 = load <16 x float>, ptr %acc33
  %v427 = fadd <16 x float> %old426, %v390
  %ins428 = insertelement <16 x i1> poison, i1 %v425, i64 0
  %splat429 = shufflevector <16 x i1> %ins428, <16 x i1> poison, <16 x i32> zeroinitializer
  %v430 = select <16 x i1> %splat429, <16 x float> %v427, <16 x float> %old426
  store <16 x float> %v430, ptr %acc33
  %v431 = add nsw i64 %i52, 48
  %v432 = add i64 %i15, %i39
  %v433 = icmp sge i64 %v432, 0
  %v434 = icmp slt i64 %v432, %size.H
  %v435 = and i1 %v433, %v434
  %v436 = add i64 %i23, %i45
  %v437 = icmp sge i64 %v436, 0
  %v438 = icmp slt i64 %v436, %size.W
  %v439 = and i1 %v437, %v438
  %v440 = and i1 %v435, %v439
  %v441 = mul i64 %i7, %size.H
  %v442 = add i64 %i15, %i39
  %v443 = add i64 %v441, %v442
  %v444 = mul i64 %v443, %size.W
  %v445 = add i64 %i23, %i45
  %v446 = add i64 %v444, %v445
  %v447 = mul i64 %v446, %size.C
  %v448 = add i64 %v447, %v431
  %p449 = getelementptr float, ptr %buf.x, i64 %v448
  %ins450 = insertelement <16 x i1> poison, i1 %v440, i64 0
  %splat451 = shufflevector <16 x i1> %ins450, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld452 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p449, <16 x i1> %splat451, <16 x float> zeroinitializer)
  %v453 = sdiv i64 %i29, %size.P
  %v454 = srem i64 %i29, %size.P
  %v455 = icmp ne i64 %v454, 0
  %v456 = icmp slt i64 %v454, 0
  %v457 = icmp slt i64 %size.P, 0
  %v458 = xor i1 %v456, %v457
  %v459 = and i1 %v455, %v458
  %v460 = zext i1 %v459 to i64
  %v461 = sub i64 %v453, %v460
  %v462 = icmp sge i64 %v461, 0
  %v463 = icmp slt i64 %v461, 1
  %v464 = and i1 %v462, %v463
  %v465 = sdiv i64 %i29, %size.P
  %v466 = srem i64 %i29, %size.P
  %v467 = icmp ne i64 %v466, 0
  %v468 = icmp slt i64 %v466, 0
  %v469 = icmp slt i64 %size.P, 0
  %v470 = xor i1 %v468, %v469
  %v471 = and i1 %v467, %v470
  %v472 = add i64 %v466, %size.P
  %v473 = select i1 %v471, i64 %v472, i64 %v466
  %v474 = icmp sge i64 %v473, 0
  %v475 = icmp slt i64 %v473, %size.P
  %v476 = and i1 %v474, %v475
  %v477 = and i1 %v464, %v476
  %v478 = sdiv i64 %i29, %size.P
  %v479 = srem i64 %i29, %size.P
  %v480 = icmp ne i64 %v479, 0
  %v481 = icmp slt i64 %v479, 0
  %v482 = icmp slt i64 %size.P, 0
  %v483 = xor i1 %v481, %v482
  %v484 = and i1 %v480, %v483
  %v485 = zext i1 %v484 to i64
  %v486 = sub i64 %v478, %v485
  %v487 = add i64 %v486, %i39
  %v488 = add i64 %v487, %i45
  %v489 = mul i64 %v488, %size.C
  %ins490 = insertelement <16 x i64> poison, i64 %v431, i64 0
  %splat491 = shufflevector <16 x i64> %ins490, <16 x i64> poison, <16 x i32> zeroinitializer
  %step492 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane493 = add <16 x i64> %splat491, %step492
  %ins494 = insertelement <16 x i64> poison, i64 %v489, i64 0
  %splat495 = shufflevector <16 x i64> %ins494, <16 x i64> poison, <16 x i32> zeroinitializer
  %v496 = add <16 x i64> %splat495, %lane493
  %ins497 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat498 = shufflevector <16 x i64> %ins497, <16 x i64> poison, <16 x i32> zeroinitializer
  %v499 = mul <16 x i64> %v496, %splat498
  %v500 = sdiv i64 %i29, %size.P
  %v501 = srem i64 %i29, %size.P
  %v502 = icmp ne i64 %v501, 0
  %v503 = icmp slt i64 %v501, 0
  %v504 = icmp slt i64 %size.P, 0
  %v505 = xor i1 %v503, %v504
  %v506 = and i1 %v502, %v505
  %v507 = add i64 %v501, %size.P
  %v508 = select i1 %v506, i64 %v507, i64 %v501
  %ins509 = insertelement <16 x i64> poison, i64 %v508, i64 0
  %splat510 = shufflevector <16 x i64> %ins509, <16 x i64> poison, <16 x i32> zeroinitializer
  %v511 = add <16 x i64> %v499, %splat510
  %ps512 = getelementptr float, ptr %buf.w, <16 x i64> %v511
  %ins513 = insertelement <16 x i1> poison, i1 %v477, i64 0
  %splat514 = shufflevector <16 x i1> %ins513, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld515 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps512, <16 x i1> %splat514, <16 x float> zeroinitializer)
  %v516 = fmul contract <16 x float> %ld452, %ld515
  %v517 = add i64 %i15, %i39
  %v518 = icmp sge i64 %v517, 0
  %v519 = icmp slt i64 %v517, %size.H
  %v520 = and i1 %v518, %v519
  %v521 = add i64 %i23, %i45
  %v522 = icmp sge i64 %v521, 0
  %v523 = icmp slt i64 %v521, %size.W
  %v524 = and i1 %v522, %v523
  %v525 = and i1 %v520, %v524
  %v526 = sdiv i64 %i29, %size.P
  %v527 = srem i64 %i29, %size.P
  %v528 = icmp ne i64 %v527, 0
  %v529 = icmp slt i64 %v527, 0
  %v530 = icmp slt i64 %size.P, 0
  %v531 = xor i1 %v529, %v530
  %v532 = and i1 %v528, %v531
  %v533 = zext i1 %v532 to i64
  %v534 = sub i64 %v526, %v533
  %v535 = icmp sge i64 %v534, 0
  %v536 = icmp slt i64 %v534, 1
  %v537 = and i1 %v535, %v536
  %v538 = sdiv i64 %i29, %size.P
  %v539 = srem i64 %i29, %size.P
  %v540 = icmp ne i64 %v539, 0
  %v541 = icmp slt i64 %v539, 0
  %v542 = icmp slt i64 %size.P, 0
  %v543 = xor i1 %v541, %v542
  %v544 = and i1 %v540, %v543
  %v545 = add i64 %v539, %size.P
  %v546 = select i1 %v544, i64 %v545, i64 %v539
  %v547 = icmp sge i64 %v546, 0
  %v548 = icmp slt i64 %v546, %size.P
  %v549 = and i1 %v547, %v548
  %v550 = and i1 %v537, %v549
  %v551 = and i1 %v525, %v550
  %old552 = load <16 x float>, ptr %acc34
  %v553 = fadd <16 x float> %old552, %v516
  %ins554 = insertelement <16 x i1> poison, i1 %v551, i64 0
  %splat555 = shufflevector <16 x i1> %ins554, <16 x i1> poison, <16 x i32> zeroinitializer
  %v556 = select <16 x i1> %splat555, <16 x float> %v553, <16 x float> %old552
  store <16 x float> %v556, ptr %acc34
  %v557 = add nsw i64 %i52, 64
  store i64 %v557, ptr %c.addr.47
  br label %cond49
exit51:
  %v558 = sub i64 %size.C, 16
  br label %cond559
cond559:
  %i562 = load i64, ptr %c.addr.47
  %v563 = icmp sle i64 %i562, %v558
  br i1 %v563, label %body560, label %exit561
body560:
  %v564 = add i64 %i15, %i39
  %v565 = icmp sge i64 %v564, 0
  %v566 = icmp slt i64 %v564, %size.H
  %v567 = and i1 %v565, %v566
  %v568 = add i64 %i23, %i45
  %v569 = icmp sge i64 %v568, 0
  %v570 = icmp slt i64 %v568, %size.W
  %v571 = and i1 %v569, %v570
  %v572 = and i1 %v567, %v571
  %v573 = mul i64 %i7, %size.H
  %v574 = add i64 %i15, %i39
  %v575 = add i64 %v573, %v574
  %v576 = mul i64 %v575, %size.W
  %v577 = add i64 %i23, %i45
  %v578 = add i64 %v576, %v577
  %v579 = mul i64 %v578, %size.C
  %v580 = add i64 %v579, %i562
  %p581 = getelementptr float, ptr %buf.x, i64 %v580
  %ins582 = insertelement <16 x i1> poison, i1 %v572, i64 0
  %splat583 = shufflevector <16 x i1> %ins582, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld584 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p581, <16 x i1> %splat583, <16 x float> zeroinitializer)
  %v585 = sdiv i64 %i29, %size.P
  %v586 = srem i64 %i29, %size.P
  %v587 = icmp ne i64 %v586, 0
  %v588 = icmp slt i64 %v586, 0
  %v589 = icmp slt i64 %size.P, 0
  %v590 = xor i1 %v588, %v589
  %v591 = and i1 %v587, %v590
  %v592 = zext i1 %v591 to i64
  %v593 = sub i64 %v585, %v592
  %v594 = icmp sge i64 %v593, 0
  %v595 = icmp slt i64 %v593, 1
  %v596 = and i1 %v594, %v595
  %v597 = sdiv i64 %i29, %size.P
  %v598 = srem i64 %i29, %size.P
  %v599 = icmp ne i64 %v598, 0
  %v600 = icmp slt i64 %v598, 0
  %v601 = icmp slt i64 %size.P, 0
  %v602 = xor i1 %v600, %v601
  %v603 = and i1 %v599, %v602
  %v604 = add i64 %v598, %size.P
  %v605 = select i1 %v603, i64 %v604, i64 %v598
  %v606 = icmp sge i64 %v605, 0
  %v607 = icmp slt i64 %v605, %size.P
  %v608 = and i1 %v606, %v607
  %v609 = and i1 %v596, %v608
  %v610 = sdiv i64 %i29, %size.P
  %v611 = srem i64 %i29, %size.P
  %v612 = icmp ne i64 %v611, 0
  %v613 = icmp slt i64 %v611, 0
  %v614 = icmp slt i64 %size.P, 0
  %v615 = xor i1 %v613, %v614
  %v616 = and i1 %v612, %v615
  %v617 = zext i1 %v616 to i64
  %v618 = sub i64 %v610, %v617
  %v619 = add i64 %v618, %i39
  %v620 = add i64 %v619, %i45
  %v621 = mul i64 %v620, %size.C
  %ins622 = insertelement <16 x i64> poison, i64 %i562, i64 0
  %splat623 = shufflevector <16 x i64> %ins622, <16 x i64> poison, <16 x i32> zeroinitializer
  %step624 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane625 = add <16 x i64> %splat623, %step624
  %ins626 = insertelement <16 x i64> poison, i64 %v621, i64 0
  %splat627 = shufflevector <16 x i64> %ins626, <16 x i64> poison, <16 x i32> zeroinitializer
  %v628 = add <16 x i64> %splat627, %lane625
  %ins629 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat630 = shufflevector <16 x i64> %ins629, <16 x i64> poison, <16 x i32> zeroinitializer
  %v631 = mul <16 x i64> %v628, %splat630
  %v632 = sdiv i64 %i29, %size.P
  %v633 = srem i64 %i29, %size.P
  %v634 = icmp ne i64 %v633, 0
  %v635 = icmp slt i64 %v633, 0
  %v636 = icmp slt i64 %size.P, 0
  %v637 = xor i1 %v635, %v636
  %v638 = and i1 %v634, %v637
  %v639 = add i64 %v633, %size.P
  %v640 = select i1 %v638, i64 %v639, i64 %v633
  %ins641 = insertelement <16 x i64> poison, i64 %v640, i64 0
  %splat642 = shufflevector <16 x i64> %ins641, <16 x i64> poison, <16 x i32> zeroinitializer
  %v643 = add <16 x i64> %v631, %splat642
  %ps644 = getelementptr float, ptr %buf.w, <16 x i64> %v643
  %ins645 = insertelement <16 x i1> poison, i1 %v609, i64 0
  %splat646 = shufflevector <16 x i1> %ins645, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld647 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps644, <16 x i1> %splat646, <16 x float> zeroinitializer)
  %v648 = fmul contract <16 x float> %ld584, %ld647
  %v649 = add i64 %i15, %i39
  %v650 = icmp sge i64 %v649, 0
  %v651 = icmp slt i64 %v649, %size.H
  %v652 = and i1 %v650, %v651
  %v653 = add i64 %i23, %i45
  %v654 = icmp sge i64 %v653, 0
  %v655 = icmp slt i64 %v653, %size.W
  %v656 = and i1 %v654, %v655
  %v657 = and i1 %v652, %v656
  %v658 = sdiv i64 %i29, %size.P
  %v659 = srem i64 %i29, %size.P
  %v660 = icmp ne i64 %v659, 0
  %v661 = icmp slt i64 %v659, 0
  %v662 = icmp slt i64 %size.P, 0
  %v663 = xor i1 %v661, %v662
  %v664 = and i1 %v660, %v663
  %v665 = zext i1 %v664 to i64
  %v666 = sub i64 %v658, %v665
  %v667 = icmp sge i64 %v666, 0
  %v668 = icmp slt i64 %v666, 1
  %v669 = and i1 %v667, %v668
  %v670 = sdiv i64 %i29, %size.P
  %v671 = srem i64 %i29, %size.P
  %v672 = icmp ne i64 %v671, 0
  %v673 = icmp slt i64 %v671, 0
  %v674 = icmp slt i64 %size.P, 0
  %v675 = xor i1 %v673, %v674
  %v676 = and i1 %v672, %v675
  %v677 = add i64 %v671, %size.P
  %v678 = select i1 %v676, i64 %v677, i64 %v671
  %v679 = icmp sge i64 %v678, 0
  %v680 = icmp slt i64 %v678, %size.P
  %v681 = and i1 %v679, %v680
  %v682 = and i1 %v669, %v681
  %v683 = and i1 %v657, %v682
  %old684 = load <16 x float>, ptr %acc31
  %v685 = fadd <16 x float> %old684, %v648
  %ins686 = insertelement <16 x i1> poison, i1 %v683, i64 0
  %splat687 = shufflevector <16 x i1> %ins686, <16 x i1> poison, <16 x i32> zeroinitializer
  %v688 = select <16 x i1> %splat687, <16 x float> %v685, <16 x float> %old684
  store <16 x float> %v688, ptr %acc31
  %v689 = add nsw i64 %i562, 16
  store i64 %v689, ptr %c.addr.47
  br label %cond559
exit561:
  %i690 = load i64, ptr %c.addr.47
  %v691 = icmp slt i64 %i690, %size.C
  br i1 %v691, label %tail692, label %done693
tail692:
  %mask694 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i690, i64 %size.C)
  %v695 = add i64 %i15, %i39
  %v696 = icmp sge i64 %v695, 0
  %v697 = icmp slt i64 %v695, %size.H
  %v698 = and i1 %v696, %v697
  %v699 = add i64 %i23, %i45
  %v700 = icmp sge i64 %v699, 0
  %v701 = icmp slt i64 %v699, %size.W
  %v702 = and i1 %v700, %v701
  %v703 = and i1 %v698, %v702
  %ins704 = insertelement <16 x i1> poison, i1 %v703, i64 0
  %splat705 = shufflevector <16 x i1> %ins704, <16 x i1> poison, <16 x i32> zeroinitializer
  %v706 = and <16 x i1> %mask694, %splat705
  %v707 = mul i64 %i7, %size.H
  %v708 = add i64 %i15, %i39
  %v709 = add i64 %v707, %v708
  %v710 = mul i64 %v709, %size.W
  %v711 = add i64 %i23, %i45
  %v712 = add i64 %v710, %v711
  %v713 = mul i64 %v712, %size.C
  %v714 = add i64 %v713, %i690
  %p715 = getelementptr float, ptr %buf.x, i64 %v714
  %ld716 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p715, <16 x i1> %v706, <16 x float> zeroinitializer)
  %v717 = sdiv i64 %i29, %size.P
  %v718 = srem i64 %i29, %size.P
  %v719 = icmp ne i64 %v718, 0
  %v720 = icmp slt i64 %v718, 0
  %v721 = icmp slt i64 %size.P, 0
  %v722 = xor i1 %v720, %v721
  %v723 = and i1 %v719, %v722
  %v724 = zext i1 %v723 to i64
  %v725 = sub i64 %v717, %v724
  %v726 = icmp sge i64 %v725, 0
  %v727 = icmp slt i64 %v725, 1
  %v728 = and i1 %v726, %v727
  %v729 = sdiv i64 %i29, %size.P
  %v730 = srem i64 %i29, %size.P
  %v731 = icmp ne i64 %v730, 0
  %v732 = icmp slt i64 %v730, 0
  %v733 = icmp slt i64 %size.P, 0
  %v734 = xor i1 %v732, %v733
  %v735 = and i1 %v731, %v734
  %v736 = add i64 %v730, %size.P
  %v737 = select i1 %v735, i64 %v736, i64 %v730
  %v738 = icmp sge i64 %v737, 0
  %v739 = icmp slt i64 %v737, %size.P
  %v740 = and i1 %v738, %v739
  %v741 = and i1 %v728, %v740
  %ins742 = insertelement <16 x i1> poison, i1 %v741, i64 0
  %splat743 = shufflevector <16 x i1> %ins742, <16 x i1> poison, <16 x i32> zeroinitializer
  %v744 = and <16 x i1> %mask694, %splat743
  %v745 = sdiv i64 %i29, %size.P
  %v746 = srem i64 %i29, %size.P
  %v747 = icmp ne i64 %v746, 0
  %v748 = icmp slt i64 %v746, 0
  %v749 = icmp slt i64 %size.P, 0
  %v750 = xor i1 %v748, %v749
  %v751 = and i1 %v747, %v750
  %v752 = zext i1 %v751 to i64
  %v753 = sub i64 %v745, %v752
  %v754 = add i64 %v753, %i39
  %v755 = add i64 %v754, %i45
  %v756 = mul i64 %v755, %size.C
  %ins757 = insertelement <16 x i64> poison, i64 %i690, i64 0
  %splat758 = shufflevector <16 x i64> %ins757, <16 x i64> poison, <16 x i32> zeroinitializer
  %step759 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane760 = add <16 x i64> %splat758, %step759
  %ins761 = insertelement <16 x i64> poison, i64 %v756, i64 0
  %splat762 = shufflevector <16 x i64> %ins761, <16 x i64> poison, <16 x i32> zeroinitializer
  %v763 = add <16 x i64> %splat762, %lane760
  %ins764 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat765 = shufflevector <16 x i64> %ins764, <16 x i64> poison, <16 x i32> zeroinitializer
  %v766 = mul <16 x i64> %v763, %splat765
  %v767 = sdiv i64 %i29, %size.P
  %v768 = srem i64 %i29, %size.P
  %v769 = icmp ne i64 %v768, 0
  %v770 = icmp slt i64 %v768, 0
  %v771 = icmp slt i64 %size.P, 0
  %v772 = xor i1 %v770, %v771
  %v773 = and i1 %v769, %v772
  %v774 = add i64 %v768, %size.P
  %v775 = select i1 %v773, i64 %v774, i64 %v768
  %ins776 = insertelement <16 x i64> poison, i64 %v775, i64 0
  %splat777 = shufflevector <16 x i64> %ins776, <16 x i64> poison, <16 x i32> zeroinitializer
  %v778 = add <16 x i64> %v766, %splat777
  %ps779 = getelementptr float, ptr %buf.w, <16 x i64> %v778
  %ld780 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps779, <16 x i1> %v744, <16 x float> zeroinitializer)
  %v781 = fmul contract <16 x float> %ld716, %ld780
  %v782 = add i64 %i15, %i39
  %v783 = icmp sge i64 %v782, 0
  %v784 = icmp slt i64 %v782, %size.H
  %v785 = and i1 %v783, %v784
  %v786 = add i64 %i23, %i45
  %v787 = icmp sge i64 %v786, 0
  %v788 = icmp slt i64 %v786, %size.W
  %v789 = and i1 %v787, %v788
  %v790 = and i1 %v785, %v789
  %v791 = sdiv i64 %i29, %size.P
  %v792 = srem i64 %i29, %size.P
  %v793 = icmp ne i64 %v792, 0
  %v794 = icmp slt i64 %v792, 0
  %v795 = icmp slt i64 %size.P, 0
  %v796 = xor i1 %v794, %v795
  %v797 = and i1 %v793, %v796
  %v798 = zext i1 %v797 to i64
  %v799 = sub i64 %v791, %v798
  %v800 = icmp sge i64 %v799, 0
  %v801 = icmp slt i64 %v799, 1
  %v802 = and i1 %v800, %v801
  %v803 = sdiv i64 %i29, %size.P
  %v804 = srem i64 %i29, %size.P
  %v805 = icmp ne i64 %v804, 0
  %v806 = icmp slt i64 %v804, 0
  %v807 = icmp slt i64 %size.P, 0
  %v808 = xor i1 %v806, %v807
  %v809 = and i1 %v805, %v808
  %v810 = add i64 %v804, %size.P
  %v811 = select i1 %v809, i64 %v810, i64 %v804
  %v812 = icmp sge i64 %v811, 0
  %v813 = icmp slt i64 %v811, %size.P
  %v814 = and i1 %v812, %v813
  %v815 = and i1 %v802, %v814
  %v816 = and i1 %v790, %v815
  %ins817 = insertelement <16 x i1> poison, i1 %v816, i64 0
  %splat818 = shufflevector <16 x i1> %ins817, <16 x i1> poison, <16 x i32> zeroinitializer
  %v819 = and <16 x i1> %mask694, %splat818
  %old820 = load <16 x float>, ptr %acc31
  %v821 = fadd <16 x float> %old820, %v781
  %v822 = select <16 x i1> %v819, <16 x float> %v821, <16 x float> %old820
  store <16 x float> %v822, ptr %acc31
  br label %done693
done693:
  %v823 = add nsw i64 %i45, 1
  store i64 %v823, ptr %s.addr.41
  br label %cond42
exit44:
  %v824 = add nsw i64 %i39, 1
  store i64 %v824, ptr %r.addr.35
  br label %cond36
exit38:
  %red825 = load <16 x float>, ptr %acc31
  %red826 = load <16 x float>, ptr %acc32
  %red827 = load <16 x float>, ptr %acc33
  %red828 = load <16 x float>, ptr %acc34
  %v829 = fadd <16 x float> %red825, %red826
  %v830 = fadd <16 x float> %v829, %red827
  %v831 = fadd <16 x float> %v830, %red828
  %v832 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v831)
  %p833 = getelementptr float, ptr %buf.b, i64 %i29
  %ld834 = load float, ptr %p833, align 4
  %v835 = fadd contract float %ld834, %v832
  %v836 = sub i64 %size.H, 1
  %v837 = add i64 %v836, 1
  %v838 = mul i64 %i7, %v837
  %v839 = add i64 %v838, %i15
  %v840 = sub i64 %size.W, 1
  %v841 = add i64 %v840, 1
  %v842 = mul i64 %v839, %v841
  %v843 = add i64 %v842, %i23
  %v844 = mul i64 %v843, %size.K
  %v845 = add i64 %v844, %i29
  %p846 = getelementptr float, ptr %buf.e0, i64 %v845
  %ld847 = load float, ptr %p846, align 4
  %v848 = fadd contract float %v835, %ld847
  %v849 = sub i64 %size.H, 1
  %v850 = add i64 %v849, 1
  %v851 = mul i64 %i7, %v850
  %v852 = add i64 %v851, %i15
  %v853 = sub i64 %size.W, 1
  %v854 = add i64 %v853, 1
  %v855 = mul i64 %v852, %v854
  %v856 = add i64 %v855, %i23
  %v857 = mul i64 %v856, %size.K
  %v858 = add i64 %v857, %i29
  %p859 = getelementptr float, ptr %buf.y, i64 %v858
  store float %v848, ptr %p859, align 4
  %v860 = add nsw i64 %i29, 1
  store i64 %v860, ptr %k.addr.25
  br label %cond26
exit28:
  %v861 = add nsw i64 %i23, 1
  store i64 %v861, ptr %q.addr.19
  br label %cond20
exit22:
  %v862 = add nsw i64 %i15, 1
  store i64 %v862, ptr %p.addr.11
  br label %cond12
exit14:
  %v863 = add nsw i64 %i7, 1
  store i64 %v863, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.conv2d_nhwc_panels_ep_662d1b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c60 = alloca i64
  %c109 = alloca i64
  %c156 = alloca i64
  %c208 = alloca i64
  %c365 = alloca i64
  %c371 = alloca i64
  %c570 = alloca i64
  %c579 = alloca i64
  %t1 = sub i64 %size.H, 1
  %t2 = add i64 %t1, 1
  %t3 = sub i64 %size.W, 1
  %t4 = add i64 %t3, 1
  %t5 = mul i64 %t2, %t4
  %t6 = mul i64 1, 1
  %t7 = add i64 %size.K, 63
  %t8 = sdiv i64 %t7, 64
  %t9 = add i64 %t5, 95
  %t10 = sdiv i64 %t9, 96
  %t11 = mul i64 %t8, %t10
  %t12 = mul i64 %size.N, %t11
  %t13 = icmp slt i64 %range.hi, %t12
  %t14 = select i1 %t13, i64 %range.hi, i64 %t12
  %t15 = icmp sgt i64 %size.C, 1
  %t16 = select i1 %t15, i64 %size.C, i64 1
  %t17 = icmp slt i64 %size.C, 16
  %t18 = mul i64 %t6, %t16
  %t19 = icmp sle i64 %t18, 85
  %t20 = or i1 %t19, %t17
  %t21 = add i64 %t16, 84
  %t22 = sdiv i64 %t21, 85
  %t23 = sub i64 %t22, 1
  %t24 = add i64 %t16, %t23
  %t25 = sdiv i64 %t24, %t22
  %t26 = select i1 %t20, i64 %t16, i64 %t25
  %t27 = sdiv i64 85, %t26
  %t28 = icmp sgt i64 %t27, 1
  %t29 = select i1 %t28, i64 %t27, i64 1
  %t30 = select i1 %t20, i64 %t6, i64 %t29
  %t31 = ptrtoint ptr %scratch to i64
  %t32 = add i64 %t31, 63
  %t33 = and i64 %t32, -64
  %t34 = inttoptr i64 %t33 to ptr
  %t35 = getelementptr float, ptr %t34, i64 6144
  %t36 = mul i64 %t6, 6
  %t37 = mul i64 %t36, 16
  %t38 = getelementptr ptr, ptr %t35, i64 %t37
  %t39 = add i64 %t6, 1
  %t40 = mul i64 %t39, 16
  %t41 = getelementptr i32, ptr %t38, i64 %t40
  %t42 = getelementptr i32, ptr %t41, i64 16
  %t43 = add i64 1, 1
  %t44 = mul i64 %t43, %size.C
  %t45 = mul i64 %t44, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t42, i8 0, i64 %t45, i1 false)
  %t46 = mul i64 %size.C, %size.P
  %t47 = srem i64 %size.P, 64
  %t48 = icmp eq i64 %t47, 0
  %t49 = mul i64 1, %size.P
  %t50 = icmp sle i64 %size.K, %t49
  %t51 = and i1 %t48, %t50
  br i1 %t51, label %direct52, label %exact53
exact53:
  %t55 = icmp eq i64 %range.lo, 0
  br i1 %t55, label %exact.run54, label %exact.done
exact.run54:
  call void @"jr.op.conv2d_nhwc_panels_ep_662d1b.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, ptr %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct52:
  %t56 = mul i64 %size.C, %size.K
  %t57 = mul i64 %t6, %t56
  %t58 = mul i64 %t57, 4
  %t59 = icmp sgt i64 %t58, 524288
  store i64 %range.lo, ptr %c60
  br label %head61
head61:
  %i64 = load i64, ptr %c60
  %t65 = icmp slt i64 %i64, %t14
  br i1 %t65, label %body62, label %done63
body62:
  %t66 = sdiv i64 %i64, %t11
  %t67 = srem i64 %i64, %t11
  %t68 = sdiv i64 %t67, %t10
  %t69 = srem i64 %t67, %t8
  %t70 = select i1 %t59, i64 %t68, i64 %t69
  %t71 = srem i64 %t67, %t10
  %t72 = sdiv i64 %t67, %t8
  %t73 = select i1 %t59, i64 %t71, i64 %t72
  %t74 = mul i64 %t70, 64
  %t75 = sub i64 %size.K, %t74
  %t76 = icmp slt i64 64, %t75
  %t77 = select i1 %t76, i64 64, i64 %t75
  %t78 = add i64 %t77, 15
  %t79 = sdiv i64 %t78, 16
  %t80 = sub i64 %t79, 1
  %t81 = mul i64 %t80, 16
  %t82 = add i64 %t74, %t81
  %t83 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t82, i64 %size.K)
  %t84 = mul i64 %t73, 96
  %t85 = add i64 %t84, 96
  %t86 = icmp slt i64 %t5, %t85
  %t87 = select i1 %t86, i64 %t5, i64 %t85
  %t88 = sub i64 %t87, %t84
  %t89 = add i64 %t88, 5
  %t90 = sdiv i64 %t89, 6
  %t91 = sdiv i64 %t84, %t4
  %t92 = srem i64 %t84, %t4
  %t93 = sub i64 %size.H, 1
  %t94 = add i64 %t93, 1
  %t95 = sub i64 %size.W, 1
  %t96 = add i64 %t95, 1
  %t97 = mul i64 %t94, %t96
  %t98 = mul i64 %t97, %size.K
  %t99 = mul i64 %t66, %t98
  %t100 = sub i64 %size.W, 1
  %t101 = add i64 %t100, 1
  %t102 = mul i64 %t101, %size.K
  %t103 = mul i64 %t91, %t102
  %t104 = add i64 %t99, %t103
  %t105 = mul i64 %t92, %size.K
  %t106 = add i64 %t104, %t105
  %t107 = add i64 %t106, %t74
  %t108 = getelementptr float, ptr %buf.y, i64 %t107
  store i64 0, ptr %c109
  br label %head110
head110:
  %i113 = load i64, ptr %c109
  %t114 = icmp slt i64 %i113, %t90
  br i1 %t114, label %body111, label %done112
body111:
  %t115 = mul i64 %i113, 6
  %t116 = add i64 %t84, %t115
  %t117 = add i64 %t116, 6
  %t118 = icmp slt i64 %t87, %t117
  %t119 = select i1 %t118, i64 %t87, i64 %t117
  %t120 = sub i64 %t119, 1
  %t121 = add i64 %t116, 0
  %t122 = icmp slt i64 %t121, %t120
  %t123 = select i1 %t122, i64 %t121, i64 %t120
  %t124 = sdiv i64 %t123, %t4
  %t125 = srem i64 %t123, %t4
  %t126 = add i64 %t116, 1
  %t127 = icmp slt i64 %t126, %t120
  %t128 = select i1 %t127, i64 %t126, i64 %t120
  %t129 = sdiv i64 %t128, %t4
  %t130 = srem i64 %t128, %t4
  %t131 = add i64 %t116, 2
  %t132 = icmp slt i64 %t131, %t120
  %t133 = select i1 %t132, i64 %t131, i64 %t120
  %t134 = sdiv i64 %t133, %t4
  %t135 = srem i64 %t133, %t4
  %t136 = add i64 %t116, 3
  %t137 = icmp slt i64 %t136, %t120
  %t138 = select i1 %t137, i64 %t136, i64 %t120
  %t139 = sdiv i64 %t138, %t4
  %t140 = srem i64 %t138, %t4
  %t141 = add i64 %t116, 4
  %t142 = icmp slt i64 %t141, %t120
  %t143 = select i1 %t142, i64 %t141, i64 %t120
  %t144 = sdiv i64 %t143, %t4
  %t145 = srem i64 %t143, %t4
  %t146 = add i64 %t116, 5
  %t147 = icmp slt i64 %t146, %t120
  %t148 = select i1 %t147, i64 %t146, i64 %t120
  %t149 = sdiv i64 %t148, %t4
  %t150 = srem i64 %t148, %t4
  %t151 = mul i64 %i113, %t36
  %t152 = getelementptr ptr, ptr %t35, i64 %t151
  %t153 = mul i64 %i113, %t39
  %t154 = getelementptr i32, ptr %t38, i64 %t153
  %t155 = getelementptr i32, ptr %t41, i64 %i113
  store i32 0, ptr %t154
  store i64 0, ptr %c156
  %t159 = mul i64 %t125, 1
  %t160 = add i64 %t159, 0
  %t161 = icmp ult i64 %t160, %size.W
  %t162 = and i1 %t17, %t161
  %t163 = sub i64 1, 1
  %t164 = add i64 %t160, %t163
  %t165 = icmp ult i64 %t164, %size.W
  %t166 = and i1 %t162, %t165
  %t167 = mul i64 %t130, 1
  %t168 = add i64 %t167, 0
  %t169 = icmp ult i64 %t168, %size.W
  %t170 = and i1 %t166, %t169
  %t171 = sub i64 1, 1
  %t172 = add i64 %t168, %t171
  %t173 = icmp ult i64 %t172, %size.W
  %t174 = and i1 %t170, %t173
  %t175 = mul i64 %t135, 1
  %t176 = add i64 %t175, 0
  %t177 = icmp ult i64 %t176, %size.W
  %t178 = and i1 %t174, %t177
  %t179 = sub i64 1, 1
  %t180 = add i64 %t176, %t179
  %t181 = icmp ult i64 %t180, %size.W
  %t182 = and i1 %t178, %t181
  %t183 = mul i64 %t140, 1
  %t184 = add i64 %t183, 0
  %t185 = icmp ult i64 %t184, %size.W
  %t186 = and i1 %t182, %t185
  %t187 = sub i64 1, 1
  %t188 = add i64 %t184, %t187
  %t189 = icmp ult i64 %t188, %size.W
  %t190 = and i1 %t186, %t189
  %t191 = mul i64 %t145, 1
  %t192 = add i64 %t191, 0
  %t193 = icmp ult i64 %t192, %size.W
  %t194 = and i1 %t190, %t193
  %t195 = sub i64 1, 1
  %t196 = add i64 %t192, %t195
  %t197 = icmp ult i64 %t196, %size.W
  %t198 = and i1 %t194, %t197
  %t199 = mul i64 %t150, 1
  %t200 = add i64 %t199, 0
  %t201 = icmp ult i64 %t200, %size.W
  %t202 = and i1 %t198, %t201
  %t203 = sub i64 1, 1
  %t204 = add i64 %t200, %t203
  %t205 = icmp ult i64 %t204, %size.W
  %t206 = and i1 %t202, %t205
  br i1 %t206, label %byrun207, label %bytap157
byrun207:
  store i64 0, ptr %c208
  br label %head209
head209:
  %i212 = load i64, ptr %c208
  %t213 = icmp slt i64 %i212, 1
  br i1 %t213, label %body210, label %done211
body210:
  %t214 = mul i64 %i212, 6
  %t215 = add i64 %t214, 0
  %t216 = getelementptr ptr, ptr %t152, i64 %t215
  %t217 = load i64, ptr %c156
  %t218 = mul i64 %t124, 1
  %t219 = mul i64 %i212, 1
  %t220 = add i64 %t218, %t219
  %t221 = add i64 %t220, 0
  %t222 = icmp ult i64 %t221, %size.H
  %t223 = mul i64 %size.H, %size.W
  %t224 = mul i64 %t223, %size.C
  %t225 = mul i64 %t66, %t224
  %t226 = add i64 %t124, %i212
  %t227 = mul i64 %size.W, %size.C
  %t228 = mul i64 %t226, %t227
  %t229 = add i64 %t225, %t228
  %t230 = add i64 %t125, 0
  %t231 = mul i64 %t230, %size.C
  %t232 = add i64 %t229, %t231
  %t233 = add i64 %t232, 0
  %t234 = getelementptr float, ptr %buf.x, i64 %t233
  %t235 = select i1 %t222, ptr %t234, ptr %t42
  store ptr %t235, ptr %t216, align 8
  %t236 = xor i1 %t222, true
  %t237 = zext i1 %t236 to i64
  %t238 = add i64 %t217, %t237
  store i64 %t238, ptr %c156
  %t239 = mul i64 %i212, 6
  %t240 = add i64 %t239, 1
  %t241 = getelementptr ptr, ptr %t152, i64 %t240
  %t242 = load i64, ptr %c156
  %t243 = mul i64 %t129, 1
  %t244 = mul i64 %i212, 1
  %t245 = add i64 %t243, %t244
  %t246 = add i64 %t245, 0
  %t247 = icmp ult i64 %t246, %size.H
  %t248 = mul i64 %size.H, %size.W
  %t249 = mul i64 %t248, %size.C
  %t250 = mul i64 %t66, %t249
  %t251 = add i64 %t129, %i212
  %t252 = mul i64 %size.W, %size.C
  %t253 = mul i64 %t251, %t252
  %t254 = add i64 %t250, %t253
  %t255 = add i64 %t130, 0
  %t256 = mul i64 %t255, %size.C
  %t257 = add i64 %t254, %t256
  %t258 = add i64 %t257, 0
  %t259 = getelementptr float, ptr %buf.x, i64 %t258
  %t260 = select i1 %t247, ptr %t259, ptr %t42
  store ptr %t260, ptr %t241, align 8
  %t261 = xor i1 %t247, true
  %t262 = zext i1 %t261 to i64
  %t263 = add i64 %t242, %t262
  store i64 %t263, ptr %c156
  %t264 = mul i64 %i212, 6
  %t265 = add i64 %t264, 2
  %t266 = getelementptr ptr, ptr %t152, i64 %t265
  %t267 = load i64, ptr %c156
  %t268 = mul i64 %t134, 1
  %t269 = mul i64 %i212, 1
  %t270 = add i64 %t268, %t269
  %t271 = add i64 %t270, 0
  %t272 = icmp ult i64 %t271, %size.H
  %t273 = mul i64 %size.H, %size.W
  %t274 = mul i64 %t273, %size.C
  %t275 = mul i64 %t66, %t274
  %t276 = add i64 %t134, %i212
  %t277 = mul i64 %size.W, %size.C
  %t278 = mul i64 %t276, %t277
  %t279 = add i64 %t275, %t278
  %t280 = add i64 %t135, 0
  %t281 = mul i64 %t280, %size.C
  %t282 = add i64 %t279, %t281
  %t283 = add i64 %t282, 0
  %t284 = getelementptr float, ptr %buf.x, i64 %t283
  %t285 = select i1 %t272, ptr %t284, ptr %t42
  store ptr %t285, ptr %t266, align 8
  %t286 = xor i1 %t272, true
  %t287 = zext i1 %t286 to i64
  %t288 = add i64 %t267, %t287
  store i64 %t288, ptr %c156
  %t289 = mul i64 %i212, 6
  %t290 = add i64 %t289, 3
  %t291 = getelementptr ptr, ptr %t152, i64 %t290
  %t292 = load i64, ptr %c156
  %t293 = mul i64 %t139, 1
  %t294 = mul i64 %i212, 1
  %t295 = add i64 %t293, %t294
  %t296 = add i64 %t295, 0
  %t297 = icmp ult i64 %t296, %size.H
  %t298 = mul i64 %size.H, %size.W
  %t299 = mul i64 %t298, %size.C
  %t300 = mul i64 %t66, %t299
  %t301 = add i64 %t139, %i212
  %t302 = mul i64 %size.W, %size.C
  %t303 = mul i64 %t301, %t302
  %t304 = add i64 %t300, %t303
  %t305 = add i64 %t140, 0
  %t306 = mul i64 %t305, %size.C
  %t307 = add i64 %t304, %t306
  %t308 = add i64 %t307, 0
  %t309 = getelementptr float, ptr %buf.x, i64 %t308
  %t310 = select i1 %t297, ptr %t309, ptr %t42
  store ptr %t310, ptr %t291, align 8
  %t311 = xor i1 %t297, true
  %t312 = zext i1 %t311 to i64
  %t313 = add i64 %t292, %t312
  store i64 %t313, ptr %c156
  %t314 = mul i64 %i212, 6
  %t315 = add i64 %t314, 4
  %t316 = getelementptr ptr, ptr %t152, i64 %t315
  %t317 = load i64, ptr %c156
  %t318 = mul i64 %t144, 1
  %t319 = mul i64 %i212, 1
  %t320 = add i64 %t318, %t319
  %t321 = add i64 %t320, 0
  %t322 = icmp ult i64 %t321, %size.H
  %t323 = mul i64 %size.H, %size.W
  %t324 = mul i64 %t323, %size.C
  %t325 = mul i64 %t66, %t324
  %t326 = add i64 %t144, %i212
  %t327 = mul i64 %size.W, %size.C
  %t328 = mul i64 %t326, %t327
  %t329 = add i64 %t325, %t328
  %t330 = add i64 %t145, 0
  %t331 = mul i64 %t330, %size.C
  %t332 = add i64 %t329, %t331
  %t333 = add i64 %t332, 0
  %t334 = getelementptr float, ptr %buf.x, i64 %t333
  %t335 = select i1 %t322, ptr %t334, ptr %t42
  store ptr %t335, ptr %t316, align 8
  %t336 = xor i1 %t322, true
  %t337 = zext i1 %t336 to i64
  %t338 = add i64 %t317, %t337
  store i64 %t338, ptr %c156
  %t339 = mul i64 %i212, 6
  %t340 = add i64 %t339, 5
  %t341 = getelementptr ptr, ptr %t152, i64 %t340
  %t342 = load i64, ptr %c156
  %t343 = mul i64 %t149, 1
  %t344 = mul i64 %i212, 1
  %t345 = add i64 %t343, %t344
  %t346 = add i64 %t345, 0
  %t347 = icmp ult i64 %t346, %size.H
  %t348 = mul i64 %size.H, %size.W
  %t349 = mul i64 %t348, %size.C
  %t350 = mul i64 %t66, %t349
  %t351 = add i64 %t149, %i212
  %t352 = mul i64 %size.W, %size.C
  %t353 = mul i64 %t351, %t352
  %t354 = add i64 %t350, %t353
  %t355 = add i64 %t150, 0
  %t356 = mul i64 %t355, %size.C
  %t357 = add i64 %t354, %t356
  %t358 = add i64 %t357, 0
  %t359 = getelementptr float, ptr %buf.x, i64 %t358
  %t360 = select i1 %t347, ptr %t359, ptr %t42
  store ptr %t360, ptr %t341, align 8
  %t361 = xor i1 %t347, true
  %t362 = zext i1 %t361 to i64
  %t363 = add i64 %t342, %t362
  store i64 %t363, ptr %c156
  %t364 = add nsw i64 %i212, 1
  store i64 %t364, ptr %c208
  br label %head209
done211:
  store i32 1, ptr %t155
  br label %tabled158
bytap157:
  store i64 0, ptr %c365
  br label %head366
head366:
  %i369 = load i64, ptr %c365
  %t370 = icmp slt i64 %i369, 1
  br i1 %t370, label %body367, label %done368
body367:
  store i64 0, ptr %c371
  br label %head372
head372:
  %i375 = load i64, ptr %c371
  %t376 = icmp slt i64 %i375, 1
  br i1 %t376, label %body373, label %done374
body373:
  %t377 = mul i64 %i369, 1
  %t378 = add i64 %t377, %i375
  %t379 = mul i64 %t378, 6
  %t380 = add i64 %t379, 0
  %t381 = getelementptr ptr, ptr %t152, i64 %t380
  %t382 = load i64, ptr %c156
  %t383 = mul i64 %t124, 1
  %t384 = mul i64 %i369, 1
  %t385 = add i64 %t383, %t384
  %t386 = add i64 %t385, 0
  %t387 = icmp ult i64 %t386, %size.H
  %t388 = mul i64 %t125, 1
  %t389 = mul i64 %i375, 1
  %t390 = add i64 %t388, %t389
  %t391 = add i64 %t390, 0
  %t392 = icmp ult i64 %t391, %size.W
  %t393 = and i1 %t387, %t392
  %t394 = mul i64 %size.H, %size.W
  %t395 = mul i64 %t394, %size.C
  %t396 = mul i64 %t66, %t395
  %t397 = add i64 %t124, %i369
  %t398 = mul i64 %size.W, %size.C
  %t399 = mul i64 %t397, %t398
  %t400 = add i64 %t396, %t399
  %t401 = add i64 %t125, %i375
  %t402 = mul i64 %t401, %size.C
  %t403 = add i64 %t400, %t402
  %t404 = add i64 %t403, 0
  %t405 = getelementptr float, ptr %buf.x, i64 %t404
  %t406 = select i1 %t393, ptr %t405, ptr %t42
  store ptr %t406, ptr %t381, align 8
  %t407 = xor i1 %t393, true
  %t408 = zext i1 %t407 to i64
  %t409 = add i64 %t382, %t408
  store i64 %t409, ptr %c156
  %t410 = add i64 %t379, 1
  %t411 = getelementptr ptr, ptr %t152, i64 %t410
  %t412 = load i64, ptr %c156
  %t413 = mul i64 %t129, 1
  %t414 = mul i64 %i369, 1
  %t415 = add i64 %t413, %t414
  %t416 = add i64 %t415, 0
  %t417 = icmp ult i64 %t416, %size.H
  %t418 = mul i64 %t130, 1
  %t419 = mul i64 %i375, 1
  %t420 = add i64 %t418, %t419
  %t421 = add i64 %t420, 0
  %t422 = icmp ult i64 %t421, %size.W
  %t423 = and i1 %t417, %t422
  %t424 = mul i64 %size.H, %size.W
  %t425 = mul i64 %t424, %size.C
  %t426 = mul i64 %t66, %t425
  %t427 = add i64 %t129, %i369
  %t428 = mul i64 %size.W, %size.C
  %t429 = mul i64 %t427, %t428
  %t430 = add i64 %t426, %t429
  %t431 = add i64 %t130, %i375
  %t432 = mul i64 %t431, %size.C
  %t433 = add i64 %t430, %t432
  %t434 = add i64 %t433, 0
  %t435 = getelementptr float, ptr %buf.x, i64 %t434
  %t436 = select i1 %t423, ptr %t435, ptr %t42
  store ptr %t436, ptr %t411, align 8
  %t437 = xor i1 %t423, true
  %t438 = zext i1 %t437 to i64
  %t439 = add i64 %t412, %t438
  store i64 %t439, ptr %c156
  %t440 = add i64 %t379, 2
  %t441 = getelementptr ptr, ptr %t152, i64 %t440
  %t442 = load i64, ptr %c156
  %t443 = mul i64 %t134, 1
  %t444 = mul i64 %i369, 1
  %t445 = add i64 %t443, %t444
  %t446 = add i64 %t445, 0
  %t447 = icmp ult i64 %t446, %size.H
  %t448 = mul i64 %t135, 1
  %t449 = mul i64 %i375, 1
  %t450 = add i64 %t448, %t449
  %t451 = add i64 %t450, 0
  %t452 = icmp ult i64 %t451, %size.W
  %t453 = and i1 %t447, %t452
  %t454 = mul i64 %size.H, %size.W
  %t455 = mul i64 %t454, %size.C
  %t456 = mul i64 %t66, %t455
  %t457 = add i64 %t134, %i369
  %t458 = mul i64 %size.W, %size.C
  %t459 = mul i64 %t457, %t458
  %t460 = add i64 %t456, %t459
  %t461 = add i64 %t135, %i375
  %t462 = mul i64 %t461, %size.C
  %t463 = add i64 %t460, %t462
  %t464 = add i64 %t463, 0
  %t465 = getelementptr float, ptr %buf.x, i64 %t464
  %t466 = select i1 %t453, ptr %t465, ptr %t42
  store ptr %t466, ptr %t441, align 8
  %t467 = xor i1 %t453, true
  %t468 = zext i1 %t467 to i64
  %t469 = add i64 %t442, %t468
  store i64 %t469, ptr %c156
  %t470 = add i64 %t379, 3
  %t471 = getelementptr ptr, ptr %t152, i64 %t470
  %t472 = load i64, ptr %c156
  %t473 = mul i64 %t139, 1
  %t474 = mul i64 %i369, 1
  %t475 = add i64 %t473, %t474
  %t476 = add i64 %t475, 0
  %t477 = icmp ult i64 %t476, %size.H
  %t478 = mul i64 %t140, 1
  %t479 = mul i64 %i375, 1
  %t480 = add i64 %t478, %t479
  %t481 = add i64 %t480, 0
  %t482 = icmp ult i64 %t481, %size.W
  %t483 = and i1 %t477, %t482
  %t484 = mul i64 %size.H, %size.W
  %t485 = mul i64 %t484, %size.C
  %t486 = mul i64 %t66, %t485
  %t487 = add i64 %t139, %i369
  %t488 = mul i64 %size.W, %size.C
  %t489 = mul i64 %t487, %t488
  %t490 = add i64 %t486, %t489
  %t491 = add i64 %t140, %i375
  %t492 = mul i64 %t491, %size.C
  %t493 = add i64 %t490, %t492
  %t494 = add i64 %t493, 0
  %t495 = getelementptr float, ptr %buf.x, i64 %t494
  %t496 = select i1 %t483, ptr %t495, ptr %t42
  store ptr %t496, ptr %t471, align 8
  %t497 = xor i1 %t483, true
  %t498 = zext i1 %t497 to i64
  %t499 = add i64 %t472, %t498
  store i64 %t499, ptr %c156
  %t500 = add i64 %t379, 4
  %t501 = getelementptr ptr, ptr %t152, i64 %t500
  %t502 = load i64, ptr %c156
  %t503 = mul i64 %t144, 1
  %t504 = mul i64 %i369, 1
  %t505 = add i64 %t503, %t504
  %t506 = add i64 %t505, 0
  %t507 = icmp ult i64 %t506, %size.H
  %t508 = mul i64 %t145, 1
  %t509 = mul i64 %i375, 1
  %t510 = add i64 %t508, %t509
  %t511 = add i64 %t510, 0
  %t512 = icmp ult i64 %t511, %size.W
  %t513 = and i1 %t507, %t512
  %t514 = mul i64 %size.H, %size.W
  %t515 = mul i64 %t514, %size.C
  %t516 = mul i64 %t66, %t515
  %t517 = add i64 %t144, %i369
  %t518 = mul i64 %size.W, %size.C
  %t519 = mul i64 %t517, %t518
  %t520 = add i64 %t516, %t519
  %t521 = add i64 %t145, %i375
  %t522 = mul i64 %t521, %size.C
  %t523 = add i64 %t520, %t522
  %t524 = add i64 %t523, 0
  %t525 = getelementptr float, ptr %buf.x, i64 %t524
  %t526 = select i1 %t513, ptr %t525, ptr %t42
  store ptr %t526, ptr %t501, align 8
  %t527 = xor i1 %t513, true
  %t528 = zext i1 %t527 to i64
  %t529 = add i64 %t502, %t528
  store i64 %t529, ptr %c156
  %t530 = add i64 %t379, 5
  %t531 = getelementptr ptr, ptr %t152, i64 %t530
  %t532 = load i64, ptr %c156
  %t533 = mul i64 %t149, 1
  %t534 = mul i64 %i369, 1
  %t535 = add i64 %t533, %t534
  %t536 = add i64 %t535, 0
  %t537 = icmp ult i64 %t536, %size.H
  %t538 = mul i64 %t150, 1
  %t539 = mul i64 %i375, 1
  %t540 = add i64 %t538, %t539
  %t541 = add i64 %t540, 0
  %t542 = icmp ult i64 %t541, %size.W
  %t543 = and i1 %t537, %t542
  %t544 = mul i64 %size.H, %size.W
  %t545 = mul i64 %t544, %size.C
  %t546 = mul i64 %t66, %t545
  %t547 = add i64 %t149, %i369
  %t548 = mul i64 %size.W, %size.C
  %t549 = mul i64 %t547, %t548
  %t550 = add i64 %t546, %t549
  %t551 = add i64 %t150, %i375
  %t552 = mul i64 %t551, %size.C
  %t553 = add i64 %t550, %t552
  %t554 = add i64 %t553, 0
  %t555 = getelementptr float, ptr %buf.x, i64 %t554
  %t556 = select i1 %t543, ptr %t555, ptr %t42
  store ptr %t556, ptr %t531, align 8
  %t557 = xor i1 %t543, true
  %t558 = zext i1 %t557 to i64
  %t559 = add i64 %t532, %t558
  store i64 %t559, ptr %c156
  %t560 = load i64, ptr %c156
  %t561 = trunc i64 %t560 to i32
  %t562 = add i64 %t378, 1
  %t563 = getelementptr i32, ptr %t154, i64 %t562
  store i32 %t561, ptr %t563
  %t564 = add nsw i64 %i375, 1
  store i64 %t564, ptr %c371
  br label %head372
done374:
  %t565 = add nsw i64 %i369, 1
  store i64 %t565, ptr %c365
  br label %head366
done368:
  store i32 0, ptr %t155
  br label %tabled158
tabled158:
  %t566 = load i64, ptr %c156
  %t567 = trunc i64 %t566 to i32
  %t568 = getelementptr i32, ptr %t154, i64 %t6
  store i32 %t567, ptr %t568
  %t569 = add nsw i64 %i113, 1
  store i64 %t569, ptr %c109
  br label %head110
done112:
  store i64 0, ptr %c570
  br label %tbhead571
tbhead571:
  %tb574 = load i64, ptr %c570
  %t575 = icmp slt i64 %tb574, %t6
  br i1 %t575, label %tbbody572, label %tbdone573
tbbody572:
  %t576 = add i64 %tb574, %t30
  %t577 = icmp slt i64 %t6, %t576
  %t578 = select i1 %t577, i64 %t6, i64 %t576
  store i64 0, ptr %c579
  br label %cbhead580
cbhead580:
  %cb583 = load i64, ptr %c579
  %t584 = icmp slt i64 %cb583, %t16
  br i1 %t584, label %cbbody581, label %cbdone582
cbbody581:
  %t585 = sub i64 %size.C, %cb583
  %t586 = icmp slt i64 %t26, %t585
  %t587 = select i1 %t586, i64 %t26, i64 %t585
  %t588 = icmp sgt i64 %tb574, 0
  %t589 = icmp sgt i64 %cb583, 0
  %t590 = or i1 %t588, %t589
  %t591 = icmp eq i64 %t578, %t6
  %t592 = add i64 %cb583, %t587
  %t593 = icmp sge i64 %t592, %size.C
  %t594 = and i1 %t591, %t593
  %t595 = sdiv i64 %tb574, 1
  %t596 = srem i64 %tb574, 1
  %t597 = sdiv i64 %t74, %size.P
  %t598 = srem i64 %t74, %size.P
  %t599 = icmp ne i64 %t598, 0
  %t600 = icmp slt i64 %t598, 0
  %t601 = icmp slt i64 %size.P, 0
  %t602 = xor i1 %t600, %t601
  %t603 = and i1 %t599, %t602
  %t604 = zext i1 %t603 to i64
  %t605 = sub i64 %t597, %t604
  %t606 = mul i64 %size.C, %size.P
  %t607 = mul i64 %t605, %t606
  %t608 = mul i64 %size.C, %size.P
  %t609 = mul i64 %t595, %t608
  %t610 = add i64 %t607, %t609
  %t611 = mul i64 %size.C, %size.P
  %t612 = mul i64 %t596, %t611
  %t613 = add i64 %t610, %t612
  %t614 = mul i64 %cb583, %size.P
  %t615 = add i64 %t613, %t614
  %t616 = sdiv i64 %t74, %size.P
  %t617 = srem i64 %t74, %size.P
  %t618 = icmp ne i64 %t617, 0
  %t619 = icmp slt i64 %t617, 0
  %t620 = icmp slt i64 %size.P, 0
  %t621 = xor i1 %t619, %t620
  %t622 = and i1 %t618, %t621
  %t623 = add i64 %t617, %size.P
  %t624 = select i1 %t622, i64 %t623, i64 %t617
  %t625 = add i64 %t615, %t624
  %t626 = getelementptr float, ptr %buf.w, i64 %t625
  %t627 = sub i64 %t87, %t84
  %t628 = sub i64 %t90, 1
  %t629 = mul i64 %t628, 6
  %t630 = sub i64 %t627, %t629
  %t631 = mul i64 1, %size.C
  %t632 = mul i64 %t631, %size.P
  %t636 = icmp eq i64 %t79, 1
  br i1 %t636, label %nv1634, label %nvnext635
nv1634:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.1"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t90, i64 %t630, i64 %tb574, i64 %t578, i64 1, i64 %t631, i64 %cb583, i64 %t587, ptr %t626, i64 %t46, i64 %t632, i64 %size.P, ptr %t108, i64 %size.K, ptr %t34, i1 %t590, i1 %t594, ptr %t42, <16 x i1> %t83, i64 %t66, i64 %t84, i64 %t74, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called633
nvnext635:
  %t639 = icmp eq i64 %t79, 2
  br i1 %t639, label %nv2637, label %nvnext638
nv2637:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.2"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t90, i64 %t630, i64 %tb574, i64 %t578, i64 1, i64 %t631, i64 %cb583, i64 %t587, ptr %t626, i64 %t46, i64 %t632, i64 %size.P, ptr %t108, i64 %size.K, ptr %t34, i1 %t590, i1 %t594, ptr %t42, <16 x i1> %t83, i64 %t66, i64 %t84, i64 %t74, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called633
nvnext638:
  %t642 = icmp eq i64 %t79, 3
  br i1 %t642, label %nv3640, label %nvnext641
nv3640:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.3"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t90, i64 %t630, i64 %tb574, i64 %t578, i64 1, i64 %t631, i64 %cb583, i64 %t587, ptr %t626, i64 %t46, i64 %t632, i64 %size.P, ptr %t108, i64 %size.K, ptr %t34, i1 %t590, i1 %t594, ptr %t42, <16 x i1> %t83, i64 %t66, i64 %t84, i64 %t74, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called633
nvnext641:
  %t645 = icmp eq i64 %t79, 4
  br i1 %t645, label %nv4643, label %nvnext644
nv4643:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.4"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t90, i64 %t630, i64 %tb574, i64 %t578, i64 1, i64 %t631, i64 %cb583, i64 %t587, ptr %t626, i64 %t46, i64 %t632, i64 %size.P, ptr %t108, i64 %size.K, ptr %t34, i1 %t590, i1 %t594, ptr %t42, <16 x i1> %t83, i64 %t66, i64 %t84, i64 %t74, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called633
nvnext644:
  br label %called633
called633:
  %t646 = add i64 %cb583, %t26
  store i64 %t646, ptr %c579
  br label %cbhead580
cbdone582:
  store i64 %t578, ptr %c570
  br label %tbhead571
tbdone573:
  %t647 = add nsw i64 %i64, 1
  store i64 %t647, ptr %c60
  br label %head61
done63:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
