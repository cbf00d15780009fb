@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minimum.v16f32(<16 x float>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t201 = sdiv i64 %m0, 1
  %t202 = srem i64 %m0, 1
  %t205 = icmp slt i64 0, %t10
  br i1 %t205, label %fin203, label %finnext204
fin203:
  %t206 = add i64 %k0, 0
  %p207 = getelementptr float, ptr %buf.b, i64 %t206
  %ld208 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p207, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v209 = fadd contract <16 x float> %ld208, %t189
  %v210 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v209
  %v211 = fadd contract <16 x float> %v210, splat (float 0x3FE0000000000000)
  %v212 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v211)
  %v213 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v212)
  %v214 = add i64 %n, %t201
  %v215 = add i64 %v214, %t202
  %v216 = mul i64 %v215, %size.K
  %v217 = add i64 %v216, %t206
  %p218 = getelementptr float, ptr %buf.y, i64 %v217
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v213, ptr align 4 %p218, <16 x i1> %mlast)
  br label %finnext204
finnext204:
  %t219 = add i64 %t202, 1
  %t220 = icmp sge i64 %t219, 1
  %t221 = select i1 %t220, i64 0, i64 %t219
  %t222 = zext i1 %t220 to i64
  %t223 = add i64 %t201, %t222
  %t226 = icmp slt i64 1, %t10
  br i1 %t226, label %fin224, label %finnext225
fin224:
  %t227 = add i64 %k0, 0
  %p228 = getelementptr float, ptr %buf.b, i64 %t227
  %ld229 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p228, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v230 = fadd contract <16 x float> %ld229, %t190
  %v231 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v230
  %v232 = fadd contract <16 x float> %v231, splat (float 0x3FE0000000000000)
  %v233 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v232)
  %v234 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v233)
  %v235 = add i64 %n, %t223
  %v236 = add i64 %v235, %t221
  %v237 = mul i64 %v236, %size.K
  %v238 = add i64 %v237, %t227
  %p239 = getelementptr float, ptr %buf.y, i64 %v238
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v234, ptr align 4 %p239, <16 x i1> %mlast)
  br label %finnext225
finnext225:
  %t240 = add i64 %t221, 1
  %t241 = icmp sge i64 %t240, 1
  %t242 = select i1 %t241, i64 0, i64 %t240
  %t243 = zext i1 %t241 to i64
  %t244 = add i64 %t223, %t243
  %t247 = icmp slt i64 2, %t10
  br i1 %t247, label %fin245, label %finnext246
fin245:
  %t248 = add i64 %k0, 0
  %p249 = getelementptr float, ptr %buf.b, i64 %t248
  %ld250 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p249, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v251 = fadd contract <16 x float> %ld250, %t191
  %v252 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v251
  %v253 = fadd contract <16 x float> %v252, splat (float 0x3FE0000000000000)
  %v254 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v253)
  %v255 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v254)
  %v256 = add i64 %n, %t244
  %v257 = add i64 %v256, %t242
  %v258 = mul i64 %v257, %size.K
  %v259 = add i64 %v258, %t248
  %p260 = getelementptr float, ptr %buf.y, i64 %v259
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v255, ptr align 4 %p260, <16 x i1> %mlast)
  br label %finnext246
finnext246:
  %t261 = add i64 %t242, 1
  %t262 = icmp sge i64 %t261, 1
  %t263 = select i1 %t262, i64 0, i64 %t261
  %t264 = zext i1 %t262 to i64
  %t265 = add i64 %t244, %t264
  %t268 = icmp slt i64 3, %t10
  br i1 %t268, label %fin266, label %finnext267
fin266:
  %t269 = add i64 %k0, 0
  %p270 = getelementptr float, ptr %buf.b, i64 %t269
  %ld271 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p270, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v272 = fadd contract <16 x float> %ld271, %t192
  %v273 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v272
  %v274 = fadd contract <16 x float> %v273, splat (float 0x3FE0000000000000)
  %v275 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v274)
  %v276 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v275)
  %v277 = add i64 %n, %t265
  %v278 = add i64 %v277, %t263
  %v279 = mul i64 %v278, %size.K
  %v280 = add i64 %v279, %t269
  %p281 = getelementptr float, ptr %buf.y, i64 %v280
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v276, ptr align 4 %p281, <16 x i1> %mlast)
  br label %finnext267
finnext267:
  %t282 = add i64 %t263, 1
  %t283 = icmp sge i64 %t282, 1
  %t284 = select i1 %t283, i64 0, i64 %t282
  %t285 = zext i1 %t283 to i64
  %t286 = add i64 %t265, %t285
  %t289 = icmp slt i64 4, %t10
  br i1 %t289, label %fin287, label %finnext288
fin287:
  %t290 = add i64 %k0, 0
  %p291 = getelementptr float, ptr %buf.b, i64 %t290
  %ld292 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p291, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v293 = fadd contract <16 x float> %ld292, %t193
  %v294 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v293
  %v295 = fadd contract <16 x float> %v294, splat (float 0x3FE0000000000000)
  %v296 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v295)
  %v297 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v296)
  %v298 = add i64 %n, %t286
  %v299 = add i64 %v298, %t284
  %v300 = mul i64 %v299, %size.K
  %v301 = add i64 %v300, %t290
  %p302 = getelementptr float, ptr %buf.y, i64 %v301
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v297, ptr align 4 %p302, <16 x i1> %mlast)
  br label %finnext288
finnext288:
  %t303 = add i64 %t284, 1
  %t304 = icmp sge i64 %t303, 1
  %t305 = select i1 %t304, i64 0, i64 %t303
  %t306 = zext i1 %t304 to i64
  %t307 = add i64 %t286, %t306
  %t310 = icmp slt i64 5, %t10
  br i1 %t310, label %fin308, label %finnext309
fin308:
  %t311 = add i64 %k0, 0
  %p312 = getelementptr float, ptr %buf.b, i64 %t311
  %ld313 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p312, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v314 = fadd contract <16 x float> %ld313, %t194
  %v315 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v314
  %v316 = fadd contract <16 x float> %v315, splat (float 0x3FE0000000000000)
  %v317 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v316)
  %v318 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v317)
  %v319 = add i64 %n, %t307
  %v320 = add i64 %v319, %t305
  %v321 = mul i64 %v320, %size.K
  %v322 = add i64 %v321, %t311
  %p323 = getelementptr float, ptr %buf.y, i64 %v322
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v318, ptr align 4 %p323, <16 x i1> %mlast)
  br label %finnext309
finnext309:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t324 = icmp slt i64 %j.next, %ntiles
  br i1 %t324, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t241 = sdiv i64 %m0, 1
  %t242 = srem i64 %m0, 1
  %t245 = icmp slt i64 0, %t10
  br i1 %t245, label %fin243, label %finnext244
fin243:
  %t246 = add i64 %k0, 0
  %p247 = getelementptr float, ptr %buf.b, i64 %t246
  %ld248 = load <16 x float>, ptr %p247, align 4
  %v249 = fadd contract <16 x float> %ld248, %t217
  %v250 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v249
  %v251 = fadd contract <16 x float> %v250, splat (float 0x3FE0000000000000)
  %v252 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v251)
  %v253 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v252)
  %v254 = add i64 %n, %t241
  %v255 = add i64 %v254, %t242
  %v256 = mul i64 %v255, %size.K
  %v257 = add i64 %v256, %t246
  %p258 = getelementptr float, ptr %buf.y, i64 %v257
  store <16 x float> %v253, ptr %p258, align 4
  %t259 = add i64 %k0, 16
  %p260 = getelementptr float, ptr %buf.b, i64 %t259
  %ld261 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p260, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v262 = fadd contract <16 x float> %ld261, %t218
  %v263 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v262
  %v264 = fadd contract <16 x float> %v263, splat (float 0x3FE0000000000000)
  %v265 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v264)
  %v266 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v265)
  %v267 = add i64 %n, %t241
  %v268 = add i64 %v267, %t242
  %v269 = mul i64 %v268, %size.K
  %v270 = add i64 %v269, %t259
  %p271 = getelementptr float, ptr %buf.y, i64 %v270
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v266, ptr align 4 %p271, <16 x i1> %mlast)
  br label %finnext244
finnext244:
  %t272 = add i64 %t242, 1
  %t273 = icmp sge i64 %t272, 1
  %t274 = select i1 %t273, i64 0, i64 %t272
  %t275 = zext i1 %t273 to i64
  %t276 = add i64 %t241, %t275
  %t279 = icmp slt i64 1, %t10
  br i1 %t279, label %fin277, label %finnext278
fin277:
  %t280 = add i64 %k0, 0
  %p281 = getelementptr float, ptr %buf.b, i64 %t280
  %ld282 = load <16 x float>, ptr %p281, align 4
  %v283 = fadd contract <16 x float> %ld282, %t219
  %v284 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v283
  %v285 = fadd contract <16 x float> %v284, splat (float 0x3FE0000000000000)
  %v286 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v285)
  %v287 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v286)
  %v288 = add i64 %n, %t276
  %v289 = add i64 %v288, %t274
  %v290 = mul i64 %v289, %size.K
  %v291 = add i64 %v290, %t280
  %p292 = getelementptr float, ptr %buf.y, i64 %v291
  store <16 x float> %v287, ptr %p292, align 4
  %t293 = add i64 %k0, 16
  %p294 = getelementptr float, ptr %buf.b, i64 %t293
  %ld295 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p294, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v296 = fadd contract <16 x float> %ld295, %t220
  %v297 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v296
  %v298 = fadd contract <16 x float> %v297, splat (float 0x3FE0000000000000)
  %v299 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v298)
  %v300 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v299)
  %v301 = add i64 %n, %t276
  %v302 = add i64 %v301, %t274
  %v303 = mul i64 %v302, %size.K
  %v304 = add i64 %v303, %t293
  %p305 = getelementptr float, ptr %buf.y, i64 %v304
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v300, ptr align 4 %p305, <16 x i1> %mlast)
  br label %finnext278
finnext278:
  %t306 = add i64 %t274, 1
  %t307 = icmp sge i64 %t306, 1
  %t308 = select i1 %t307, i64 0, i64 %t306
  %t309 = zext i1 %t307 to i64
  %t310 = add i64 %t276, %t309
  %t313 = icmp slt i64 2, %t10
  br i1 %t313, label %fin311, label %finnext312
fin311:
  %t314 = add i64 %k0, 0
  %p315 = getelementptr float, ptr %buf.b, i64 %t314
  %ld316 = load <16 x float>, ptr %p315, align 4
  %v317 = fadd contract <16 x float> %ld316, %t221
  %v318 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v317
  %v319 = fadd contract <16 x float> %v318, splat (float 0x3FE0000000000000)
  %v320 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v319)
  %v321 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v320)
  %v322 = add i64 %n, %t310
  %v323 = add i64 %v322, %t308
  %v324 = mul i64 %v323, %size.K
  %v325 = add i64 %v324, %t314
  %p326 = getelementptr float, ptr %buf.y, i64 %v325
  store <16 x float> %v321, ptr %p326, align 4
  %t327 = add i64 %k0, 16
  %p328 = getelementptr float, ptr %buf.b, i64 %t327
  %ld329 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p328, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v330 = fadd contract <16 x float> %ld329, %t222
  %v331 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v330
  %v332 = fadd contract <16 x float> %v331, splat (float 0x3FE0000000000000)
  %v333 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v332)
  %v334 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v333)
  %v335 = add i64 %n, %t310
  %v336 = add i64 %v335, %t308
  %v337 = mul i64 %v336, %size.K
  %v338 = add i64 %v337, %t327
  %p339 = getelementptr float, ptr %buf.y, i64 %v338
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v334, ptr align 4 %p339, <16 x i1> %mlast)
  br label %finnext312
finnext312:
  %t340 = add i64 %t308, 1
  %t341 = icmp sge i64 %t340, 1
  %t342 = select i1 %t341, i64 0, i64 %t340
  %t343 = zext i1 %t341 to i64
  %t344 = add i64 %t310, %t343
  %t347 = icmp slt i64 3, %t10
  br i1 %t347, label %fin345, label %finnext346
fin345:
  %t348 = add i64 %k0, 0
  %p349 = getelementptr float, ptr %buf.b, i64 %t348
  %ld350 = load <16 x float>, ptr %p349, align 4
  %v351 = fadd contract <16 x float> %ld350, %t223
  %v352 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v351
  %v353 = fadd contract <16 x float> %v352, splat (float 0x3FE0000000000000)
  %v354 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v353)
  %v355 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v354)
  %v356 = add i64 %n, %t344
  %v357 = add i64 %v356, %t342
  %v358 = mul i64 %v357, %size.K
  %v359 = add i64 %v358, %t348
  %p360 = getelementptr float, ptr %buf.y, i64 %v359
  store <16 x float> %v355, ptr %p360, align 4
  %t361 = add i64 %k0, 16
  %p362 = getelementptr float, ptr %buf.b, i64 %t361
  %ld363 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p362, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v364 = fadd contract <16 x float> %ld363, %t224
  %v365 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v364
  %v366 = fadd contract <16 x float> %v365, splat (float 0x3FE0000000000000)
  %v367 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v366)
  %v368 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v367)
  %v369 = add i64 %n, %t344
  %v370 = add i64 %v369, %t342
  %v371 = mul i64 %v370, %size.K
  %v372 = add i64 %v371, %t361
  %p373 = getelementptr float, ptr %buf.y, i64 %v372
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v368, ptr align 4 %p373, <16 x i1> %mlast)
  br label %finnext346
finnext346:
  %t374 = add i64 %t342, 1
  %t375 = icmp sge i64 %t374, 1
  %t376 = select i1 %t375, i64 0, i64 %t374
  %t377 = zext i1 %t375 to i64
  %t378 = add i64 %t344, %t377
  %t381 = icmp slt i64 4, %t10
  br i1 %t381, label %fin379, label %finnext380
fin379:
  %t382 = add i64 %k0, 0
  %p383 = getelementptr float, ptr %buf.b, i64 %t382
  %ld384 = load <16 x float>, ptr %p383, align 4
  %v385 = fadd contract <16 x float> %ld384, %t225
  %v386 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v385
  %v387 = fadd contract <16 x float> %v386, splat (float 0x3FE0000000000000)
  %v388 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v387)
  %v389 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v388)
  %v390 = add i64 %n, %t378
  %v391 = add i64 %v390, %t376
  %v392 = mul i64 %v391, %size.K
  %v393 = add i64 %v392, %t382
  %p394 = getelementptr float, ptr %buf.y, i64 %v393
  store <16 x float> %v389, ptr %p394, align 4
  %t395 = add i64 %k0, 16
  %p396 = getelementptr float, ptr %buf.b, i64 %t395
  %ld397 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p396, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v398 = fadd contract <16 x float> %ld397, %t226
  %v399 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v398
  %v400 = fadd contract <16 x float> %v399, splat (float 0x3FE0000000000000)
  %v401 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v400)
  %v402 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v401)
  %v403 = add i64 %n, %t378
  %v404 = add i64 %v403, %t376
  %v405 = mul i64 %v404, %size.K
  %v406 = add i64 %v405, %t395
  %p407 = getelementptr float, ptr %buf.y, i64 %v406
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v402, ptr align 4 %p407, <16 x i1> %mlast)
  br label %finnext380
finnext380:
  %t408 = add i64 %t376, 1
  %t409 = icmp sge i64 %t408, 1
  %t410 = select i1 %t409, i64 0, i64 %t408
  %t411 = zext i1 %t409 to i64
  %t412 = add i64 %t378, %t411
  %t415 = icmp slt i64 5, %t10
  br i1 %t415, label %fin413, label %finnext414
fin413:
  %t416 = add i64 %k0, 0
  %p417 = getelementptr float, ptr %buf.b, i64 %t416
  %ld418 = load <16 x float>, ptr %p417, align 4
  %v419 = fadd contract <16 x float> %ld418, %t227
  %v420 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v419
  %v421 = fadd contract <16 x float> %v420, splat (float 0x3FE0000000000000)
  %v422 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v421)
  %v423 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v422)
  %v424 = add i64 %n, %t412
  %v425 = add i64 %v424, %t410
  %v426 = mul i64 %v425, %size.K
  %v427 = add i64 %v426, %t416
  %p428 = getelementptr float, ptr %buf.y, i64 %v427
  store <16 x float> %v423, ptr %p428, align 4
  %t429 = add i64 %k0, 16
  %p430 = getelementptr float, ptr %buf.b, i64 %t429
  %ld431 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p430, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v432 = fadd contract <16 x float> %ld431, %t228
  %v433 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v432
  %v434 = fadd contract <16 x float> %v433, splat (float 0x3FE0000000000000)
  %v435 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v434)
  %v436 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v435)
  %v437 = add i64 %n, %t412
  %v438 = add i64 %v437, %t410
  %v439 = mul i64 %v438, %size.K
  %v440 = add i64 %v439, %t429
  %p441 = getelementptr float, ptr %buf.y, i64 %v440
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v436, ptr align 4 %p441, <16 x i1> %mlast)
  br label %finnext414
finnext414:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t442 = icmp slt i64 %j.next, %ntiles
  br i1 %t442, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t281 = sdiv i64 %m0, 1
  %t282 = srem i64 %m0, 1
  %t285 = icmp slt i64 0, %t10
  br i1 %t285, label %fin283, label %finnext284
fin283:
  %t286 = add i64 %k0, 0
  %p287 = getelementptr float, ptr %buf.b, i64 %t286
  %ld288 = load <16 x float>, ptr %p287, align 4
  %v289 = fadd contract <16 x float> %ld288, %t245
  %v290 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v289
  %v291 = fadd contract <16 x float> %v290, splat (float 0x3FE0000000000000)
  %v292 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v291)
  %v293 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v292)
  %v294 = add i64 %n, %t281
  %v295 = add i64 %v294, %t282
  %v296 = mul i64 %v295, %size.K
  %v297 = add i64 %v296, %t286
  %p298 = getelementptr float, ptr %buf.y, i64 %v297
  store <16 x float> %v293, ptr %p298, align 4
  %t299 = add i64 %k0, 16
  %p300 = getelementptr float, ptr %buf.b, i64 %t299
  %ld301 = load <16 x float>, ptr %p300, align 4
  %v302 = fadd contract <16 x float> %ld301, %t246
  %v303 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v302
  %v304 = fadd contract <16 x float> %v303, splat (float 0x3FE0000000000000)
  %v305 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v304)
  %v306 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v305)
  %v307 = add i64 %n, %t281
  %v308 = add i64 %v307, %t282
  %v309 = mul i64 %v308, %size.K
  %v310 = add i64 %v309, %t299
  %p311 = getelementptr float, ptr %buf.y, i64 %v310
  store <16 x float> %v306, ptr %p311, align 4
  %t312 = add i64 %k0, 32
  %p313 = getelementptr float, ptr %buf.b, i64 %t312
  %ld314 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p313, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v315 = fadd contract <16 x float> %ld314, %t247
  %v316 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v315
  %v317 = fadd contract <16 x float> %v316, splat (float 0x3FE0000000000000)
  %v318 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v317)
  %v319 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v318)
  %v320 = add i64 %n, %t281
  %v321 = add i64 %v320, %t282
  %v322 = mul i64 %v321, %size.K
  %v323 = add i64 %v322, %t312
  %p324 = getelementptr float, ptr %buf.y, i64 %v323
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v319, ptr align 4 %p324, <16 x i1> %mlast)
  br label %finnext284
finnext284:
  %t325 = add i64 %t282, 1
  %t326 = icmp sge i64 %t325, 1
  %t327 = select i1 %t326, i64 0, i64 %t325
  %t328 = zext i1 %t326 to i64
  %t329 = add i64 %t281, %t328
  %t332 = icmp slt i64 1, %t10
  br i1 %t332, label %fin330, label %finnext331
fin330:
  %t333 = add i64 %k0, 0
  %p334 = getelementptr float, ptr %buf.b, i64 %t333
  %ld335 = load <16 x float>, ptr %p334, align 4
  %v336 = fadd contract <16 x float> %ld335, %t248
  %v337 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v336
  %v338 = fadd contract <16 x float> %v337, splat (float 0x3FE0000000000000)
  %v339 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v338)
  %v340 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v339)
  %v341 = add i64 %n, %t329
  %v342 = add i64 %v341, %t327
  %v343 = mul i64 %v342, %size.K
  %v344 = add i64 %v343, %t333
  %p345 = getelementptr float, ptr %buf.y, i64 %v344
  store <16 x float> %v340, ptr %p345, align 4
  %t346 = add i64 %k0, 16
  %p347 = getelementptr float, ptr %buf.b, i64 %t346
  %ld348 = load <16 x float>, ptr %p347, align 4
  %v349 = fadd contract <16 x float> %ld348, %t249
  %v350 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v349
  %v351 = fadd contract <16 x float> %v350, splat (float 0x3FE0000000000000)
  %v352 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v351)
  %v353 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v352)
  %v354 = add i64 %n, %t329
  %v355 = add i64 %v354, %t327
  %v356 = mul i64 %v355, %size.K
  %v357 = add i64 %v356, %t346
  %p358 = getelementptr float, ptr %buf.y, i64 %v357
  store <16 x float> %v353, ptr %p358, align 4
  %t359 = add i64 %k0, 32
  %p360 = getelementptr float, ptr %buf.b, i64 %t359
  %ld361 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p360, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v362 = fadd contract <16 x float> %ld361, %t250
  %v363 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v362
  %v364 = fadd contract <16 x float> %v363, splat (float 0x3FE0000000000000)
  %v365 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v364)
  %v366 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v365)
  %v367 = add i64 %n, %t329
  %v368 = add i64 %v367, %t327
  %v369 = mul i64 %v368, %size.K
  %v370 = add i64 %v369, %t359
  %p371 = getelementptr float, ptr %buf.y, i64 %v370
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v366, ptr align 4 %p371, <16 x i1> %mlast)
  br label %finnext331
finnext331:
  %t372 = add i64 %t327, 1
  %t373 = icmp sge i64 %t372, 1
  %t374 = select i1 %t373, i64 0, i64 %t372
  %t375 = zext i1 %t373 to i64
  %t376 = add i64 %t329, %t375
  %t379 = icmp slt i64 2, %t10
  br i1 %t379, label %fin377, label %finnext378
fin377:
  %t380 = add i64 %k0, 0
  %p381 = getelementptr float, ptr %buf.b, i64 %t380
  %ld382 = load <16 x float>, ptr %p381, align 4
  %v383 = fadd contract <16 x float> %ld382, %t251
  %v384 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v383
  %v385 = fadd contract <16 x float> %v384, splat (float 0x3FE0000000000000)
  %v386 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v385)
  %v387 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v386)
  %v388 = add i64 %n, %t376
  %v389 = add i64 %v388, %t374
  %v390 = mul i64 %v389, %size.K
  %v391 = add i64 %v390, %t380
  %p392 = getelementptr float, ptr %buf.y, i64 %v391
  store <16 x float> %v387, ptr %p392, align 4
  %t393 = add i64 %k0, 16
  %p394 = getelementptr float, ptr %buf.b, i64 %t393
  %ld395 = load <16 x float>, ptr %p394, align 4
  %v396 = fadd contract <16 x float> %ld395, %t252
  %v397 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v396
  %v398 = fadd contract <16 x float> %v397, splat (float 0x3FE0000000000000)
  %v399 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v398)
  %v400 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v399)
  %v401 = add i64 %n, %t376
  %v402 = add i64 %v401, %t374
  %v403 = mul i64 %v402, %size.K
  %v404 = add i64 %v403, %t393
  %p405 = getelementptr float, ptr %buf.y, i64 %v404
  store <16 x float> %v400, ptr %p405, align 4
  %t406 = add i64 %k0, 32
  %p407 = getelementptr float, ptr %buf.b, i64 %t406
  %ld408 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p407, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v409 = fadd contract <16 x float> %ld408, %t253
  %v410 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v409
  %v411 = fadd contract <16 x float> %v410, splat (float 0x3FE0000000000000)
  %v412 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v411)
  %v413 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v412)
  %v414 = add i64 %n, %t376
  %v415 = add i64 %v414, %t374
  %v416 = mul i64 %v415, %size.K
  %v417 = add i64 %v416, %t406
  %p418 = getelementptr float, ptr %buf.y, i64 %v417
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v413, ptr align 4 %p418, <16 x i1> %mlast)
  br label %finnext378
finnext378:
  %t419 = add i64 %t374, 1
  %t420 = icmp sge i64 %t419, 1
  %t421 = select i1 %t420, i64 0, i64 %t419
  %t422 = zext i1 %t420 to i64
  %t423 = add i64 %t376, %t422
  %t426 = icmp slt i64 3, %t10
  br i1 %t426, label %fin424, label %finnext425
fin424:
  %t427 = add i64 %k0, 0
  %p428 = getelementptr float, ptr %buf.b, i64 %t427
  %ld429 = load <16 x float>, ptr %p428, align 4
  %v430 = fadd contract <16 x float> %ld429, %t254
  %v431 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v430
  %v432 = fadd contract <16 x float> %v431, splat (float 0x3FE0000000000000)
  %v433 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v432)
  %v434 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v433)
  %v435 = add i64 %n, %t423
  %v436 = add i64 %v435, %t421
  %v437 = mul i64 %v436, %size.K
  %v438 = add i64 %v437, %t427
  %p439 = getelementptr float, ptr %buf.y, i64 %v438
  store <16 x float> %v434, ptr %p439, align 4
  %t440 = add i64 %k0, 16
  %p441 = getelementptr float, ptr %buf.b, i64 %t440
  %ld442 = load <16 x float>, ptr %p441, align 4
  %v443 = fadd contract <16 x float> %ld442, %t255
  %v444 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v443
  %v445 = fadd contract <16 x float> %v444, splat (float 0x3FE0000000000000)
  %v446 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v445)
  %v447 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v446)
  %v448 = add i64 %n, %t423
  %v449 = add i64 %v448, %t421
  %v450 = mul i64 %v449, %size.K
  %v451 = add i64 %v450, %t440
  %p452 = getelementptr float, ptr %buf.y, i64 %v451
  store <16 x float> %v447, ptr %p452, align 4
  %t453 = add i64 %k0, 32
  %p454 = getelementptr float, ptr %buf.b, i64 %t453
  %ld455 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p454, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v456 = fadd contract <16 x float> %ld455, %t256
  %v457 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v456
  %v458 = fadd contract <16 x float> %v457, splat (float 0x3FE0000000000000)
  %v459 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v458)
  %v460 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v459)
  %v461 = add i64 %n, %t423
  %v462 = add i64 %v461, %t421
  %v463 = mul i64 %v462, %size.K
  %v464 = add i64 %v463, %t453
  %p465 = getelementptr float, ptr %buf.y, i64 %v464
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v460, ptr align 4 %p465, <16 x i1> %mlast)
  br label %finnext425
finnext425:
  %t466 = add i64 %t421, 1
  %t467 = icmp sge i64 %t466, 1
  %t468 = select i1 %t467, i64 0, i64 %t466
  %t469 = zext i1 %t467 to i64
  %t470 = add i64 %t423, %t469
  %t473 = icmp slt i64 4, %t10
  br i1 %t473, label %fin471, label %finnext472
fin471:
  %t474 = add i64 %k0, 0
  %p475 = getelementptr float, ptr %buf.b, i64 %t474
  %ld476 = load <16 x float>, ptr %p475, align 4
  %v477 = fadd contract <16 x float> %ld476, %t257
  %v478 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v477
  %v479 = fadd contract <16 x float> %v478, splat (float 0x3FE0000000000000)
  %v480 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v479)
  %v481 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v480)
  %v482 = add i64 %n, %t470
  %v483 = add i64 %v482, %t468
  %v484 = mul i64 %v483, %size.K
  %v485 = add i64 %v484, %t474
  %p486 = getelementptr float, ptr %buf.y, i64 %v485
  store <16 x float> %v481, ptr %p486, align 4
  %t487 = add i64 %k0, 16
  %p488 = getelementptr float, ptr %buf.b, i64 %t487
  %ld489 = load <16 x float>, ptr %p488, align 4
  %v490 = fadd contract <16 x float> %ld489, %t258
  %v491 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v490
  %v492 = fadd contract <16 x float> %v491, splat (float 0x3FE0000000000000)
  %v493 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v492)
  %v494 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v493)
  %v495 = add i64 %n, %t470
  %v496 = add i64 %v495, %t468
  %v497 = mul i64 %v496, %size.K
  %v498 = add i64 %v497, %t487
  %p499 = getelementptr float, ptr %buf.y, i64 %v498
  store <16 x float> %v494, ptr %p499, align 4
  %t500 = add i64 %k0, 32
  %p501 = getelementptr float, ptr %buf.b, i64 %t500
  %ld502 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p501, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v503 = fadd contract <16 x float> %ld502, %t259
  %v504 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v503
  %v505 = fadd contract <16 x float> %v504, splat (float 0x3FE0000000000000)
  %v506 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v505)
  %v507 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v506)
  %v508 = add i64 %n, %t470
  %v509 = add i64 %v508, %t468
  %v510 = mul i64 %v509, %size.K
  %v511 = add i64 %v510, %t500
  %p512 = getelementptr float, ptr %buf.y, i64 %v511
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v507, ptr align 4 %p512, <16 x i1> %mlast)
  br label %finnext472
finnext472:
  %t513 = add i64 %t468, 1
  %t514 = icmp sge i64 %t513, 1
  %t515 = select i1 %t514, i64 0, i64 %t513
  %t516 = zext i1 %t514 to i64
  %t517 = add i64 %t470, %t516
  %t520 = icmp slt i64 5, %t10
  br i1 %t520, label %fin518, label %finnext519
fin518:
  %t521 = add i64 %k0, 0
  %p522 = getelementptr float, ptr %buf.b, i64 %t521
  %ld523 = load <16 x float>, ptr %p522, align 4
  %v524 = fadd contract <16 x float> %ld523, %t260
  %v525 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v524
  %v526 = fadd contract <16 x float> %v525, splat (float 0x3FE0000000000000)
  %v527 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v526)
  %v528 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v527)
  %v529 = add i64 %n, %t517
  %v530 = add i64 %v529, %t515
  %v531 = mul i64 %v530, %size.K
  %v532 = add i64 %v531, %t521
  %p533 = getelementptr float, ptr %buf.y, i64 %v532
  store <16 x float> %v528, ptr %p533, align 4
  %t534 = add i64 %k0, 16
  %p535 = getelementptr float, ptr %buf.b, i64 %t534
  %ld536 = load <16 x float>, ptr %p535, align 4
  %v537 = fadd contract <16 x float> %ld536, %t261
  %v538 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v537
  %v539 = fadd contract <16 x float> %v538, splat (float 0x3FE0000000000000)
  %v540 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v539)
  %v541 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v540)
  %v542 = add i64 %n, %t517
  %v543 = add i64 %v542, %t515
  %v544 = mul i64 %v543, %size.K
  %v545 = add i64 %v544, %t534
  %p546 = getelementptr float, ptr %buf.y, i64 %v545
  store <16 x float> %v541, ptr %p546, align 4
  %t547 = add i64 %k0, 32
  %p548 = getelementptr float, ptr %buf.b, i64 %t547
  %ld549 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p548, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v550 = fadd contract <16 x float> %ld549, %t262
  %v551 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v550
  %v552 = fadd contract <16 x float> %v551, splat (float 0x3FE0000000000000)
  %v553 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v552)
  %v554 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v553)
  %v555 = add i64 %n, %t517
  %v556 = add i64 %v555, %t515
  %v557 = mul i64 %v556, %size.K
  %v558 = add i64 %v557, %t547
  %p559 = getelementptr float, ptr %buf.y, i64 %v558
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v554, ptr align 4 %p559, <16 x i1> %mlast)
  br label %finnext519
finnext519:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t560 = icmp slt i64 %j.next, %ntiles
  br i1 %t560, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K) noinline nounwind {
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
  %t321 = sdiv i64 %m0, 1
  %t322 = srem i64 %m0, 1
  %t325 = icmp slt i64 0, %t10
  br i1 %t325, label %fin323, label %finnext324
fin323:
  %t326 = add i64 %k0, 0
  %p327 = getelementptr float, ptr %buf.b, i64 %t326
  %ld328 = load <16 x float>, ptr %p327, align 4
  %v329 = fadd contract <16 x float> %ld328, %t273
  %v330 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v329
  %v331 = fadd contract <16 x float> %v330, splat (float 0x3FE0000000000000)
  %v332 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v331)
  %v333 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v332)
  %v334 = add i64 %n, %t321
  %v335 = add i64 %v334, %t322
  %v336 = mul i64 %v335, %size.K
  %v337 = add i64 %v336, %t326
  %p338 = getelementptr float, ptr %buf.y, i64 %v337
  store <16 x float> %v333, ptr %p338, align 4
  %t339 = add i64 %k0, 16
  %p340 = getelementptr float, ptr %buf.b, i64 %t339
  %ld341 = load <16 x float>, ptr %p340, align 4
  %v342 = fadd contract <16 x float> %ld341, %t274
  %v343 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v342
  %v344 = fadd contract <16 x float> %v343, splat (float 0x3FE0000000000000)
  %v345 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v344)
  %v346 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v345)
  %v347 = add i64 %n, %t321
  %v348 = add i64 %v347, %t322
  %v349 = mul i64 %v348, %size.K
  %v350 = add i64 %v349, %t339
  %p351 = getelementptr float, ptr %buf.y, i64 %v350
  store <16 x float> %v346, ptr %p351, align 4
  %t352 = add i64 %k0, 32
  %p353 = getelementptr float, ptr %buf.b, i64 %t352
  %ld354 = load <16 x float>, ptr %p353, align 4
  %v355 = fadd contract <16 x float> %ld354, %t275
  %v356 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v355
  %v357 = fadd contract <16 x float> %v356, splat (float 0x3FE0000000000000)
  %v358 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v357)
  %v359 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v358)
  %v360 = add i64 %n, %t321
  %v361 = add i64 %v360, %t322
  %v362 = mul i64 %v361, %size.K
  %v363 = add i64 %v362, %t352
  %p364 = getelementptr float, ptr %buf.y, i64 %v363
  store <16 x float> %v359, ptr %p364, align 4
  %t365 = add i64 %k0, 48
  %p366 = getelementptr float, ptr %buf.b, i64 %t365
  %ld367 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p366, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v368 = fadd contract <16 x float> %ld367, %t276
  %v369 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v368
  %v370 = fadd contract <16 x float> %v369, splat (float 0x3FE0000000000000)
  %v371 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v370)
  %v372 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v371)
  %v373 = add i64 %n, %t321
  %v374 = add i64 %v373, %t322
  %v375 = mul i64 %v374, %size.K
  %v376 = add i64 %v375, %t365
  %p377 = getelementptr float, ptr %buf.y, i64 %v376
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v372, ptr align 4 %p377, <16 x i1> %mlast)
  br label %finnext324
finnext324:
  %t378 = add i64 %t322, 1
  %t379 = icmp sge i64 %t378, 1
  %t380 = select i1 %t379, i64 0, i64 %t378
  %t381 = zext i1 %t379 to i64
  %t382 = add i64 %t321, %t381
  %t385 = icmp slt i64 1, %t10
  br i1 %t385, label %fin383, label %finnext384
fin383:
  %t386 = add i64 %k0, 0
  %p387 = getelementptr float, ptr %buf.b, i64 %t386
  %ld388 = load <16 x float>, ptr %p387, align 4
  %v389 = fadd contract <16 x float> %ld388, %t277
  %v390 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v389
  %v391 = fadd contract <16 x float> %v390, splat (float 0x3FE0000000000000)
  %v392 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v391)
  %v393 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v392)
  %v394 = add i64 %n, %t382
  %v395 = add i64 %v394, %t380
  %v396 = mul i64 %v395, %size.K
  %v397 = add i64 %v396, %t386
  %p398 = getelementptr float, ptr %buf.y, i64 %v397
  store <16 x float> %v393, ptr %p398, align 4
  %t399 = add i64 %k0, 16
  %p400 = getelementptr float, ptr %buf.b, i64 %t399
  %ld401 = load <16 x float>, ptr %p400, align 4
  %v402 = fadd contract <16 x float> %ld401, %t278
  %v403 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v402
  %v404 = fadd contract <16 x float> %v403, splat (float 0x3FE0000000000000)
  %v405 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v404)
  %v406 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v405)
  %v407 = add i64 %n, %t382
  %v408 = add i64 %v407, %t380
  %v409 = mul i64 %v408, %size.K
  %v410 = add i64 %v409, %t399
  %p411 = getelementptr float, ptr %buf.y, i64 %v410
  store <16 x float> %v406, ptr %p411, align 4
  %t412 = add i64 %k0, 32
  %p413 = getelementptr float, ptr %buf.b, i64 %t412
  %ld414 = load <16 x float>, ptr %p413, align 4
  %v415 = fadd contract <16 x float> %ld414, %t279
  %v416 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v415
  %v417 = fadd contract <16 x float> %v416, splat (float 0x3FE0000000000000)
  %v418 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v417)
  %v419 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v418)
  %v420 = add i64 %n, %t382
  %v421 = add i64 %v420, %t380
  %v422 = mul i64 %v421, %size.K
  %v423 = add i64 %v422, %t412
  %p424 = getelementptr float, ptr %buf.y, i64 %v423
  store <16 x float> %v419, ptr %p424, align 4
  %t425 = add i64 %k0, 48
  %p426 = getelementptr float, ptr %buf.b, i64 %t425
  %ld427 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p426, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v428 = fadd contract <16 x float> %ld427, %t280
  %v429 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v428
  %v430 = fadd contract <16 x float> %v429, splat (float 0x3FE0000000000000)
  %v431 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v430)
  %v432 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v431)
  %v433 = add i64 %n, %t382
  %v434 = add i64 %v433, %t380
  %v435 = mul i64 %v434, %size.K
  %v436 = add i64 %v435, %t425
  %p437 = getelementptr float, ptr %buf.y, i64 %v436
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v432, ptr align 4 %p437, <16 x i1> %mlast)
  br label %finnext384
finnext384:
  %t438 = add i64 %t380, 1
  %t439 = icmp sge i64 %t438, 1
  %t440 = select i1 %t439, i64 0, i64 %t438
  %t441 = zext i1 %t439 to i64
  %t442 = add i64 %t382, %t441
  %t445 = icmp slt i64 2, %t10
  br i1 %t445, label %fin443, label %finnext444
fin443:
  %t446 = add i64 %k0, 0
  %p447 = getelementptr float, ptr %buf.b, i64 %t446
  %ld448 = load <16 x float>, ptr %p447, align 4
  %v449 = fadd contract <16 x float> %ld448, %t281
  %v450 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v449
  %v451 = fadd contract <16 x float> %v450, splat (float 0x3FE0000000000000)
  %v452 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v451)
  %v453 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v452)
  %v454 = add i64 %n, %t442
  %v455 = add i64 %v454, %t440
  %v456 = mul i64 %v455, %size.K
  %v457 = add i64 %v456, %t446
  %p458 = getelementptr float, ptr %buf.y, i64 %v457
  store <16 x float> %v453, ptr %p458, align 4
  %t459 = add i64 %k0, 16
  %p460 = getelementptr float, ptr %buf.b, i64 %t459
  %ld461 = load <16 x float>, ptr %p460, align 4
  %v462 = fadd contract <16 x float> %ld461, %t282
  %v463 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v462
  %v464 = fadd contract <16 x float> %v463, splat (float 0x3FE0000000000000)
  %v465 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v464)
  %v466 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v465)
  %v467 = add i64 %n, %t442
  %v468 = add i64 %v467, %t440
  %v469 = mul i64 %v468, %size.K
  %v470 = add i64 %v469, %t459
  %p471 = getelementptr float, ptr %buf.y, i64 %v470
  store <16 x float> %v466, ptr %p471, align 4
  %t472 = add i64 %k0, 32
  %p473 = getelementptr float, ptr %buf.b, i64 %t472
  %ld474 = load <16 x float>, ptr %p473, align 4
  %v475 = fadd contract <16 x float> %ld474, %t283
  %v476 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v475
  %v477 = fadd contract <16 x float> %v476, splat (float 0x3FE0000000000000)
  %v478 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v477)
  %v479 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v478)
  %v480 = add i64 %n, %t442
  %v481 = add i64 %v480, %t440
  %v482 = mul i64 %v481, %size.K
  %v483 = add i64 %v482, %t472
  %p484 = getelementptr float, ptr %buf.y, i64 %v483
  store <16 x float> %v479, ptr %p484, align 4
  %t485 = add i64 %k0, 48
  %p486 = getelementptr float, ptr %buf.b, i64 %t485
  %ld487 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p486, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v488 = fadd contract <16 x float> %ld487, %t284
  %v489 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v488
  %v490 = fadd contract <16 x float> %v489, splat (float 0x3FE0000000000000)
  %v491 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v490)
  %v492 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v491)
  %v493 = add i64 %n, %t442
  %v494 = add i64 %v493, %t440
  %v495 = mul i64 %v494, %size.K
  %v496 = add i64 %v495, %t485
  %p497 = getelementptr float, ptr %buf.y, i64 %v496
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v492, ptr align 4 %p497, <16 x i1> %mlast)
  br label %finnext444
finnext444:
  %t498 = add i64 %t440, 1
  %t499 = icmp sge i64 %t498, 1
  %t500 = select i1 %t499, i64 0, i64 %t498
  %t501 = zext i1 %t499 to i64
  %t502 = add i64 %t442, %t501
  %t505 = icmp slt i64 3, %t10
  br i1 %t505, label %fin503, label %finnext504
fin503:
  %t506 = add i64 %k0, 0
  %p507 = getelementptr float, ptr %buf.b, i64 %t506
  %ld508 = load <16 x float>, ptr %p507, align 4
  %v509 = fadd contract <16 x float> %ld508, %t285
  %v510 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v509
  %v511 = fadd contract <16 x float> %v510, splat (float 0x3FE0000000000000)
  %v512 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v511)
  %v513 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v512)
  %v514 = add i64 %n, %t502
  %v515 = add i64 %v514, %t500
  %v516 = mul i64 %v515, %size.K
  %v517 = add i64 %v516, %t506
  %p518 = getelementptr float, ptr %buf.y, i64 %v517
  store <16 x float> %v513, ptr %p518, align 4
  %t519 = add i64 %k0, 16
  %p520 = getelementptr float, ptr %buf.b, i64 %t519
  %ld521 = load <16 x float>, ptr %p520, align 4
  %v522 = fadd contract <16 x float> %ld521, %t286
  %v523 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v522
  %v524 = fadd contract <16 x float> %v523, splat (float 0x3FE0000000000000)
  %v525 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v524)
  %v526 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v525)
  %v527 = add i64 %n, %t502
  %v528 = add i64 %v527, %t500
  %v529 = mul i64 %v528, %size.K
  %v530 = add i64 %v529, %t519
  %p531 = getelementptr float, ptr %buf.y, i64 %v530
  store <16 x float> %v526, ptr %p531, align 4
  %t532 = add i64 %k0, 32
  %p533 = getelementptr float, ptr %buf.b, i64 %t532
  %ld534 = load <16 x float>, ptr %p533, align 4
  %v535 = fadd contract <16 x float> %ld534, %t287
  %v536 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v535
  %v537 = fadd contract <16 x float> %v536, splat (float 0x3FE0000000000000)
  %v538 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v537)
  %v539 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v538)
  %v540 = add i64 %n, %t502
  %v541 = add i64 %v540, %t500
  %v542 = mul i64 %v541, %size.K
  %v543 = add i64 %v542, %t532
  %p544 = getelementptr float, ptr %buf.y, i64 %v543
  store <16 x float> %v539, ptr %p544, align 4
  %t545 = add i64 %k0, 48
  %p546 = getelementptr float, ptr %buf.b, i64 %t545
  %ld547 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p546, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v548 = fadd contract <16 x float> %ld547, %t288
  %v549 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v548
  %v550 = fadd contract <16 x float> %v549, splat (float 0x3FE0000000000000)
  %v551 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v550)
  %v552 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v551)
  %v553 = add i64 %n, %t502
  %v554 = add i64 %v553, %t500
  %v555 = mul i64 %v554, %size.K
  %v556 = add i64 %v555, %t545
  %p557 = getelementptr float, ptr %buf.y, i64 %v556
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v552, ptr align 4 %p557, <16 x i1> %mlast)
  br label %finnext504
finnext504:
  %t558 = add i64 %t500, 1
  %t559 = icmp sge i64 %t558, 1
  %t560 = select i1 %t559, i64 0, i64 %t558
  %t561 = zext i1 %t559 to i64
  %t562 = add i64 %t502, %t561
  %t565 = icmp slt i64 4, %t10
  br i1 %t565, label %fin563, label %finnext564
fin563:
  %t566 = add i64 %k0, 0
  %p567 = getelementptr float, ptr %buf.b, i64 %t566
  %ld568 = load <16 x float>, ptr %p567, align 4
  %v569 = fadd contract <16 x float> %ld568, %t289
  %v570 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v569
  %v571 = fadd contract <16 x float> %v570, splat (float 0x3FE0000000000000)
  %v572 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v571)
  %v573 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v572)
  %v574 = add i64 %n, %t562
  %v575 = add i64 %v574, %t560
  %v576 = mul i64 %v575, %size.K
  %v577 = add i64 %v576, %t566
  %p578 = getelementptr float, ptr %buf.y, i64 %v577
  store <16 x float> %v573, ptr %p578, align 4
  %t579 = add i64 %k0, 16
  %p580 = getelementptr float, ptr %buf.b, i64 %t579
  %ld581 = load <16 x float>, ptr %p580, align 4
  %v582 = fadd contract <16 x float> %ld581, %t290
  %v583 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v582
  %v584 = fadd contract <16 x float> %v583, splat (float 0x3FE0000000000000)
  %v585 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v584)
  %v586 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v585)
  %v587 = add i64 %n, %t562
  %v588 = add i64 %v587, %t560
  %v589 = mul i64 %v588, %size.K
  %v590 = add i64 %v589, %t579
  %p591 = getelementptr float, ptr %buf.y, i64 %v590
  store <16 x float> %v586, ptr %p591, align 4
  %t592 = add i64 %k0, 32
  %p593 = getelementptr float, ptr %buf.b, i64 %t592
  %ld594 = load <16 x float>, ptr %p593, align 4
  %v595 = fadd contract <16 x float> %ld594, %t291
  %v596 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v595
  %v597 = fadd contract <16 x float> %v596, splat (float 0x3FE0000000000000)
  %v598 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v597)
  %v599 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v598)
  %v600 = add i64 %n, %t562
  %v601 = add i64 %v600, %t560
  %v602 = mul i64 %v601, %size.K
  %v603 = add i64 %v602, %t592
  %p604 = getelementptr float, ptr %buf.y, i64 %v603
  store <16 x float> %v599, ptr %p604, align 4
  %t605 = add i64 %k0, 48
  %p606 = getelementptr float, ptr %buf.b, i64 %t605
  %ld607 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p606, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v608 = fadd contract <16 x float> %ld607, %t292
  %v609 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v608
  %v610 = fadd contract <16 x float> %v609, splat (float 0x3FE0000000000000)
  %v611 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v610)
  %v612 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v611)
  %v613 = add i64 %n, %t562
  %v614 = add i64 %v613, %t560
  %v615 = mul i64 %v614, %size.K
  %v616 = add i64 %v615, %t605
  %p617 = getelementptr float, ptr %buf.y, i64 %v616
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v612, ptr align 4 %p617, <16 x i1> %mlast)
  br label %finnext564
finnext564:
  %t618 = add i64 %t560, 1
  %t619 = icmp sge i64 %t618, 1
  %t620 = select i1 %t619, i64 0, i64 %t618
  %t621 = zext i1 %t619 to i64
  %t622 = add i64 %t562, %t621
  %t625 = icmp slt i64 5, %t10
  br i1 %t625, label %fin623, label %finnext624
fin623:
  %t626 = add i64 %k0, 0
  %p627 = getelementptr float, ptr %buf.b, i64 %t626
  %ld628 = load <16 x float>, ptr %p627, align 4
  %v629 = fadd contract <16 x float> %ld628, %t293
  %v630 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v629
  %v631 = fadd contract <16 x float> %v630, splat (float 0x3FE0000000000000)
  %v632 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v631)
  %v633 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v632)
  %v634 = add i64 %n, %t622
  %v635 = add i64 %v634, %t620
  %v636 = mul i64 %v635, %size.K
  %v637 = add i64 %v636, %t626
  %p638 = getelementptr float, ptr %buf.y, i64 %v637
  store <16 x float> %v633, ptr %p638, align 4
  %t639 = add i64 %k0, 16
  %p640 = getelementptr float, ptr %buf.b, i64 %t639
  %ld641 = load <16 x float>, ptr %p640, align 4
  %v642 = fadd contract <16 x float> %ld641, %t294
  %v643 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v642
  %v644 = fadd contract <16 x float> %v643, splat (float 0x3FE0000000000000)
  %v645 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v644)
  %v646 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v645)
  %v647 = add i64 %n, %t622
  %v648 = add i64 %v647, %t620
  %v649 = mul i64 %v648, %size.K
  %v650 = add i64 %v649, %t639
  %p651 = getelementptr float, ptr %buf.y, i64 %v650
  store <16 x float> %v646, ptr %p651, align 4
  %t652 = add i64 %k0, 32
  %p653 = getelementptr float, ptr %buf.b, i64 %t652
  %ld654 = load <16 x float>, ptr %p653, align 4
  %v655 = fadd contract <16 x float> %ld654, %t295
  %v656 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v655
  %v657 = fadd contract <16 x float> %v656, splat (float 0x3FE0000000000000)
  %v658 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v657)
  %v659 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v658)
  %v660 = add i64 %n, %t622
  %v661 = add i64 %v660, %t620
  %v662 = mul i64 %v661, %size.K
  %v663 = add i64 %v662, %t652
  %p664 = getelementptr float, ptr %buf.y, i64 %v663
  store <16 x float> %v659, ptr %p664, align 4
  %t665 = add i64 %k0, 48
  %p666 = getelementptr float, ptr %buf.b, i64 %t665
  %ld667 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p666, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v668 = fadd contract <16 x float> %ld667, %t296
  %v669 = fmul contract <16 x float> splat (float 0x3FC99999A0000000), %v668
  %v670 = fadd contract <16 x float> %v669, splat (float 0x3FE0000000000000)
  %v671 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v670)
  %v672 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v671)
  %v673 = add i64 %n, %t622
  %v674 = add i64 %v673, %t620
  %v675 = mul i64 %v674, %size.K
  %v676 = add i64 %v675, %t665
  %p677 = getelementptr float, ptr %buf.y, i64 %v676
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v672, ptr align 4 %p677, <16 x i1> %mlast)
  br label %finnext624
finnext624:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t678 = icmp slt i64 %j.next, %ntiles
  br i1 %t678, label %tile, label %exit
exit:
  ret void
}

define void @"jr.op.conv2d_nhwc_panels_ep_f84a1d.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %k.addr.9 = alloca i64, align 64
  %acc15 = alloca <16 x float>, align 64
  %acc16 = alloca <16 x float>, align 64
  %acc17 = alloca <16 x float>, align 64
  %acc18 = alloca <16 x float>, align 64
  %r.addr.19 = alloca i64, align 64
  %s.addr.25 = alloca i64, align 64
  %c.addr.31 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %k.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %k.addr.9
  %v14 = icmp slt i64 %i13, %size.K
  br i1 %v14, label %body11, label %exit12
body11:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc15
  store <16 x float> splat (float 0x0000000000000000), ptr %acc16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc17
  store <16 x float> splat (float 0x0000000000000000), ptr %acc18
  store i64 0, ptr %r.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %r.addr.19
  %v24 = icmp slt i64 %i23, 1
  br i1 %v24, label %body21, label %exit22
body21:
  store i64 0, ptr %s.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %s.addr.25
  %v30 = icmp slt i64 %i29, 1
  br i1 %v30, label %body27, label %exit28
body27:
  store i64 0, ptr %c.addr.31
  %v32 = sub i64 %size.C, 64
  br label %cond33
cond33:
  %i36 = load i64, ptr %c.addr.31
  %v37 = icmp sle i64 %i36, %v32
  br i1 %v37, label %body34, label %exit35
body34:
  %v38 = icmp sge i64 %i23, 0
  %v39 = icmp slt i64 %i23, 1
  %v40 = and i1 %v38, %v39
  %v41 = icmp sge i64 %i29, 0
  %v42 = icmp slt i64 %i29, 1
  %v43 = and i1 %v41, %v42
  %v44 = and i1 %v40, %v43
  %v45 = add i64 %i7, %i23
  %v46 = add i64 %v45, %i29
  %v47 = mul i64 %v46, %size.C
  %v48 = add i64 %v47, %i36
  %p49 = getelementptr float, ptr %buf.x, i64 %v48
  %ins50 = insertelement <16 x i1> poison, i1 %v44, i64 0
  %splat51 = shufflevector <16 x i1> %ins50, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld52 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p49, <16 x i1> %splat51, <16 x float> zeroinitializer)
  %v53 = sdiv i64 %i13, %size.P
  %v54 = srem i64 %i13, %size.P
  %v55 = icmp ne i64 %v54, 0
  %v56 = icmp slt i64 %v54, 0
  %v57 = icmp slt i64 %size.P, 0
  %v58 = xor i1 %v56, %v57
  %v59 = and i1 %v55, %v58
  %v60 = zext i1 %v59 to i64
  %v61 = sub i64 %v53, %v60
  %v62 = icmp sge i64 %v61, 0
  %v63 = icmp slt i64 %v61, 1
  %v64 = and i1 %v62, %v63
  %v65 = sdiv i64 %i13, %size.P
  %v66 = srem i64 %i13, %size.P
  %v67 = icmp ne i64 %v66, 0
  %v68 = icmp slt i64 %v66, 0
  %v69 = icmp slt i64 %size.P, 0
  %v70 = xor i1 %v68, %v69
  %v71 = and i1 %v67, %v70
  %v72 = add i64 %v66, %size.P
  %v73 = select i1 %v71, i64 %v72, i64 %v66
  %v74 = icmp sge i64 %v73, 0
  %v75 = icmp slt i64 %v73, %size.P
  %v76 = and i1 %v74, %v75
  %v77 = and i1 %v64, %v76
  %v78 = sdiv i64 %i13, %size.P
  %v79 = srem i64 %i13, %size.P
  %v80 = icmp ne i64 %v79, 0
  %v81 = icmp slt i64 %v79, 0
  %v82 = icmp slt i64 %size.P, 0
  %v83 = xor i1 %v81, %v82
  %v84 = and i1 %v80, %v83
  %v85 = zext i1 %v84 to i64
  %v86 = sub i64 %v78, %v85
  %v87 = add i64 %v86, %i23
  %v88 = add i64 %v87, %i29
  %v89 = mul i64 %v88, %size.C
  %ins90 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat91 = shufflevector <16 x i64> %ins90, <16 x i64> poison, <16 x i32> zeroinitializer
  %step92 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane93 = add <16 x i64> %splat91, %step92
  %ins94 = insertelement <16 x i64> poison, i64 %v89, i64 0
  %splat95 = shufflevector <16 x i64> %ins94, <16 x i64> poison, <16 x i32> zeroinitializer
  %v96 = add <16 x i64> %splat95, %lane93
  %ins97 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat98 = shufflevector <16 x i64> %ins97, <16 x i64> poison, <16 x i32> zeroinitializer
  %v99 = mul <16 x i64> %v96, %splat98
  %v100 = sdiv i64 %i13, %size.P
  %v101 = srem i64 %i13, %size.P
  %v102 = icmp ne i64 %v101, 0
  %v103 = icmp slt i64 %v101, 0
  %v104 = icmp slt i64 %size.P, 0
  %v105 = xor i1 %v103, %v104
  %v106 = and i1 %v102, %v105
  %v107 = add i64 %v101, %size.P
  %v108 = select i1 %v106, i64 %v107, i64 %v101
  %ins109 = insertelement <16 x i64> poison, i64 %v108, i64 0
  %splat110 = shufflevector <16 x i64> %ins109, <16 x i64> poison, <16 x i32> zeroinitializer
  %v111 = add <16 x i64> %v99, %splat110
  %ps112 = getelementptr float, ptr %buf.w, <16 x i64> %v111
  %ins113 = insertelement <16 x i1> poison, i1 %v77, i64 0
  %splat114 = shufflevector <16 x i1> %ins113, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld115 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps112, <16 x i1> %splat114, <16 x float> zeroinitializer)
  %v116 = fmul contract <16 x float> %ld52, %ld115
  %v117 = icmp sge i64 %i23, 0
  %v118 = icmp slt i64 %i23, 1
  %v119 = and i1 %v117, %v118
  %v120 = icmp sge i64 %i29, 0
  %v121 = icmp slt i64 %i29, 1
  %v122 = and i1 %v120, %v121
  %v123 = and i1 %v119, %v122
  %v124 = sdiv i64 %i13, %size.P
  %v125 = srem i64 %i13, %size.P
  %v126 = icmp ne i64 %v125, 0
  %v127 = icmp slt i64 %v125, 0
  %v128 = icmp slt i64 %size.P, 0
  %v129 = xor i1 %v127, %v128
  %v130 = and i1 %v126, %v129
  %v131 = zext i1 %v130 to i64
  %v132 = sub i64 %v124, %v131
  %v133 = icmp sge i64 %v132, 0
  %v134 = icmp slt i64 %v132, 1
  %v135 = and i1 %v133, %v134
  %v136 = sdiv i64 %i13, %size.P
  %v137 = srem i64 %i13, %size.P
  %v138 = icmp ne i64 %v137, 0
  %v139 = icmp slt i64 %v137, 0
  %v140 = icmp slt i64 %size.P, 0
  %v141 = xor i1 %v139, %v140
  %v142 = and i1 %v138, %v141
  %v143 = add i64 %v137, %size.P
  %v144 = select i1 %v142, i64 %v143, i64 %v137
  %v145 = icmp sge i64 %v144, 0
  %v146 = icmp slt i64 %v144, %size.P
  %v147 = and i1 %v145, %v146
  %v148 = and i1 %v135, %v147
  %v149 = and i1 %v123, %v148
  %old150 = load <16 x float>, ptr %acc15
  %v151 = fadd <16 x float> %old150, %v116
  %ins152 = insertelement <16 x i1> poison, i1 %v149, i64 0
  %splat153 = shufflevector <16 x i1> %ins152, <16 x i1> poison, <16 x i32> zeroinitializer
  %v154 = select <16 x i1> %splat153, <16 x float> %v151, <16 x float> %old150
  store <16 x float> %v154, ptr %acc15
  %v155 = add nsw i64 %i36, 16
  %v156 = icmp sge i64 %i23, 0
  %v157 = icmp slt i64 %i23, 1
  %v158 = and i1 %v156, %v157
  %v159 = icmp sge i64 %i29, 0
  %v160 = icmp slt i64 %i29, 1
  %v161 = and i1 %v159, %v160
  %v162 = and i1 %v158, %v161
  %v163 = add i64 %i7, %i23
  %v164 = add i64 %v163, %i29
  %v165 = mul i64 %v164, %size.C
  %v166 = add i64 %v165, %v155
  %p167 = getelementptr float, ptr %buf.x, i64 %v166
  %ins168 = insertelement <16 x i1> poison, i1 %v162, i64 0
  %splat169 = shufflevector <16 x i1> %ins168, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld170 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p167, <16 x i1> %splat169, <16 x float> zeroinitializer)
  %v171 = sdiv i64 %i13, %size.P
  %v172 = srem i64 %i13, %size.P
  %v173 = icmp ne i64 %v172, 0
  %v174 = icmp slt i64 %v172, 0
  %v175 = icmp slt i64 %size.P, 0
  %v176 = xor i1 %v174, %v175
  %v177 = and i1 %v173, %v176
  %v178 = zext i1 %v177 to i64
  %v179 = sub i64 %v171, %v178
  %v180 = icmp sge i64 %v179, 0
  %v181 = icmp slt i64 %v179, 1
  %v182 = and i1 %v180, %v181
  %v183 = sdiv i64 %i13, %size.P
  %v184 = srem i64 %i13, %size.P
  %v185 = icmp ne i64 %v184, 0
  %v186 = icmp slt i64 %v184, 0
  %v187 = icmp slt i64 %size.P, 0
  %v188 = xor i1 %v186, %v187
  %v189 = and i1 %v185, %v188
  %v190 = add i64 %v184, %size.P
  %v191 = select i1 %v189, i64 %v190, i64 %v184
  %v192 = icmp sge i64 %v191, 0
  %v193 = icmp slt i64 %v191, %size.P
  %v194 = and i1 %v192, %v193
  %v195 = and i1 %v182, %v194
  %v196 = sdiv i64 %i13, %size.P
  %v197 = srem i64 %i13, %size.P
  %v198 = icmp ne i64 %v197, 0
  %v199 = icmp slt i64 %v197, 0
  %v200 = icmp slt i64 %size.P, 0
  %v201 = xor i1 %v199, %v200
  %v202 = and i1 %v198, %v201
  %v203 = zext i1 %v202 to i64
  %v204 = sub i64 %v196, %v203
  %v205 = add i64 %v204, %i23
  %v206 = add i64 %v205, %i29
  %v207 = mul i64 %v206, %size.C
  %ins208 = insertelement <16 x i64> poison, i64 %v155, i64 0
  %splat209 = shufflevector <16 x i64> %ins208, <16 x i64> poison, <16 x i32> zeroinitializer
  %step210 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane211 = add <16 x i64> %splat209, %step210
  %ins212 = insertelement <16 x i64> poison, i64 %v207, i64 0
  %splat213 = shufflevector <16 x i64> %ins212, <16 x i64> poison, <16 x i32> zeroinitializer
  %v214 = add <16 x i64> %splat213, %lane211
  %ins215 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat216 = shufflevector <16 x i64> %ins215, <16 x i64> poison, <16 x i32> zeroinitializer
  %v217 = mul <16 x i64> %v214, %splat216
  %v218 = sdiv i64 %i13, %size.P
  %v219 = srem i64 %i13, %size.P
  %v220 = icmp ne i64 %v219, 0
  %v221 = icmp slt i64 %v219, 0
  %v222 = icmp slt i64 %size.P, 0
  %v223 = xor i1 %v221, %v222
  %v224 = and i1 %v220, %v223
  %v225 = add i64 %v219, %size.P
  %v226 = select i1 %v224, i64 %v225, i64 %v219
  %ins227 = insertelement <16 x i64> poison, i64 %v226, i64 0
  %splat228 = shufflevector <16 x i64> %ins227, <16 x i64> poison, <16 x i32> zeroinitializer
  %v229 = add <16 x i64> %v217, %splat228
  %ps230 = getelementptr float, ptr %buf.w, <16 x i64> %v229
  %ins231 = insertelement <16 x i1> poison, i1 %v195, i64 0
  %splat232 = shufflevector <16 x i1> %ins231, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld233 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps230, <16 x i1> %splat232, <16 x float> zeroinitializer)
  %v234 = fmul contract <16 x float> %ld170, %ld233
  %v235 = icmp sge i64 %i23, 0
  %v236 = icmp slt i64 %i23, 1
  %v237 = and i1 %v235, %v236
  %v238 = icmp sge i64 %i29, 0
  %v239 = icmp slt i64 %i29, 1
  %v240 = and i1 %v238, %v239
  %v241 = and i1 %v237, %v240
  %v242 = sdiv i64 %i13, %size.P
  %v243 = srem i64 %i13, %size.P
  %v244 = icmp ne i64 %v243, 0
  %v245 = icmp slt i64 %v243, 0
  %v246 = icmp slt i64 %size.P, 0
  %v247 = xor i1 %v245, %v246
  %v248 = and i1 %v244, %v247
  %v249 = zext i1 %v248 to i64
  %v250 = sub i64 %v242, %v249
  %v251 = icmp sge i64 %v250, 0
  %v252 = icmp slt i64 %v250, 1
  %v253 = and i1 %v251, %v252
  %v254 = sdiv i64 %i13, %size.P
  %v255 = srem i64 %i13, %size.P
  %v256 = icmp ne i64 %v255, 0
  %v257 = icmp slt i64 %v255, 0
  %v258 = icmp slt i64 %size.P, 0
  %v259 = xor i1 %v257, %v258
  %v260 = and i1 %v256, %v259
  %v261 = add i64 %v255, %size.P
  %v262 = select i1 %v260, i64 %v261, i64 %v255
  %v263 = icmp sge i64 %v262, 0
  %v264 = icmp slt i64 %v262, %size.P
  %v265 = and i1 %v263, %v264
  %v266 = and i1 %v253, %v265
  %v267 = and i1 %v241, %v266
  %old268 = load <16 x float>, ptr %acc16
  %v269 = fadd <16 x float> %old268, %v234
  %ins270 = insertelement <16 x i1> poison, i1 %v267, i64 0
  %splat271 = shufflevector <16 x i1> %ins270, <16 x i1> poison, <16 x i32> zeroinitializer
  %v272 = select <16 x i1> %splat271, <16 x float> %v269, <16 x float> %old268
  store <16 x float> %v272, ptr %acc16
  %v273 = add nsw i64 %i36, 32
  %v274 = icmp sge i64 %i23, 0
  %v275 = icmp slt i64 %i23, 1
  %v276 = and i1 %v274, %v275
  %v277 = icmp sge i64 %i29, 0
  %v278 = icmp slt i64 %i29, 1
  %v279 = and i1 %v277, %v278
  %v280 = and i1 %v276, %v279
  %v281 = add i64 %i7, %i23
  %v282 = add i64 %v281, %i29
  %v283 = mul i64 %v282, %size.C
  %v284 = add i64 %v283, %v273
  %p285 = getelementptr float, ptr %buf.x, i64 %v284
  %ins286 = insertelement <16 x i1> poison, i1 %v280, i64 0
  %splat287 = shufflevector <16 x i1> %ins286, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld288 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p285, <16 x i1> %splat287, <16 x float> zeroinitializer)
  %v289 = sdiv i64 %i13, %size.P
  %v290 = srem i64 %i13, %size.P
  %v291 = icmp ne i64 %v290, 0
  %v292 = icmp slt i64 %v290, 0
  %v293 = icmp slt i64 %size.P, 0
  %v294 = xor i1 %v292, %v293
  %v295 = and i1 %v291, %v294
  %v296 = zext i1 %v295 to i64
  %v297 = sub i64 %v289, %v296
  %v298 = icmp sge i64 %v297, 0
  %v299 = icmp slt i64 %v297, 1
  %v300 = and i1 %v298, %v299
  %v301 = sdiv i64 %i13, %size.P
  %v302 = srem i64 %i13, %size.P
  %v303 = icmp ne i64 %v302, 0
  %v304 = icmp slt i64 %v302, 0
  %v305 = icmp slt i64 %size.P, 0
  %v306 = xor i1 %v304, %v305
  %v307 = and i1 %v303, %v306
  %v308 = add i64 %v302, %size.P
  %v309 = select i1 %v307, i64 %v308, i64 %v302
  %v310 = icmp sge i64 %v309, 0
  %v311 = icmp slt i64 %v309, %size.P
  %v312 = and i1 %v310, %v311
  %v313 = and i1 %v300, %v312
  %v314 = sdiv i64 %i13, %size.P
  %v315 = srem i64 %i13, %size.P
  %v316 = icmp ne i64 %v315, 0
  %v317 = icmp slt i64 %v315, 0
  %v318 = icmp slt i64 %size.P, 0
  %v319 = xor i1 %v317, %v318
  %v320 = and i1 %v316, %v319
  %v321 = zext i1 %v320 to i64
  %v322 = sub i64 %v314, %v321
  %v323 = add i64 %v322, %i23
  %v324 = add i64 %v323, %i29
  %v325 = mul i64 %v324, %size.C
  %ins326 = insertelement <16 x i64> poison, i64 %v273, i64 0
  %splat327 = shufflevector <16 x i64> %ins326, <16 x i64> poison, <16 x i32> zeroinitializer
  %step328 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane329 = add <16 x i64> %splat327, %step328
  %ins330 = insertelement <16 x i64> poison, i64 %v325, i64 0
  %splat331 = shufflevector <16 x i64> %ins330, <16 x i64> poison, <16 x i32> zeroinitializer
  %v332 = add <16 x i64> %splat331, %lane329
  %ins333 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat334 = shufflevector <16 x i64> %ins333, <16 x i64> poison, <16 x i32> zeroinitializer
  %v335 = mul <16 x i64> %v332, %splat334
  %v336 = sdiv i64 %i13, %size.P
  %v337 = srem i64 %i13, %size.P
  %v338 = icmp ne i64 %v337, 0
  %v339 = icmp slt i64 %v337, 0
  %v340 = icmp slt i64 %size.P, 0
  %v341 = xor i1 %v339, %v340
  %v342 = and i1 %v338, %v341
  %v343 = add i64 %v337, %size.P
  %v344 = select i1 %v342, i64 %v343, i64 %v337
  %ins345 = insertelement <16 x i64> poison, i64 %v344, i64 0
  %splat346 = shufflevector <16 x i64> %ins345, <16 x i64> poison, <16 x i32> zeroinitializer
  %v347 = add <16 x i64> %v335, %splat346
  %ps348 = getelementptr float, ptr %buf.w, <16 x i64> %v347
  %ins349 = insertelement <16 x i1> poison, i1 %v313, i64 0
  %splat350 = shufflevector <16 x i1> %ins349, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld351 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps348, <16 x i1> %splat350, <16 x float> zeroinitializer)
  %v352 = fmul contract <16 x float> %ld288, %ld351
  %v353 = icmp sge i64 %i23, 0
  %v354 = icmp slt i64 %i23, 1
  %v355 = and i1 %v353, %v354
  %v356 = icmp sge i64 %i29, 0
  %v357 = icmp slt i64 %i29, 1
  %v358 = and i1 %v356, %v357
  %v359 = and i1 %v355, %v358
  %v360 = sdiv i64 %i13, %size.P
  %v361 = srem i64 %i13, %size.P
  %v362 = icmp ne i64 %v361, 0
  %v363 = icmp slt i64 %v361, 0
  %v364 = icmp slt i64 %size.P, 0
  %v365 = xor i1 %v363, %v364
  %v366 = and i1 %v362, %v365
  %v367 = zext i1 %v366 to i64
  %v368 = sub i64 %v360, %v367
  %v369 = icmp sge i64 %v368, 0
  %v370 = icmp slt i64 %v368, 1
  %v371 = and i1 %v369, %v370
  %v372 = sdiv i64 %i13, %size.P
  %v373 = srem i64 %i13, %size.P
  %v374 = icmp ne i64 %v373, 0
  %v375 = icmp slt i64 %v373, 0
  %v376 = icmp slt i64 %size.P, 0
  %v377 = xor i1 %v375, %v376
  %v378 = and i1 %v374, %v377
  %v379 = add i64 %v373, %size.P
  %v380 = select i1 %v378, i64 %v379, i64 %v373
  %v381 = icmp sge i64 %v380, 0
  %v382 = icmp slt i64 %v380, %size.P
  %v383 = and i1 %v381, %v382
  %v384 = and i1 %v371, %v383
  %v385 = and i1 %v359, %v384
  %old386 = load <16 x float>, ptr %acc17
  %v387 = fadd <16 x float> %old386, %v352
  %ins388 = insertelement <16 x i1> poison, i1 %v385, i64 0
  %splat389 = shufflevector <16 x i1> %ins388, <16 x i1> poison, <16 x i32> zeroinitializer
  %v390 = select <16 x i1> %splat389, <16 x float> %v387, <16 x float> %old386
  store <16 x float> %v390, ptr %acc17
  %v391 = add nsw i64 %i36, 48
  %v392 = icmp sge i64 %i23, 0
  %v393 = icmp slt i64 %i23, 1
  %v394 = and i1 %v392, %v393
  %v395 = icmp sge i64 %i29, 0
  %v396 = icmp slt i64 %i29, 1
  %v397 = and i1 %v395, %v396
  %v398 = and i1 %v394, %v397
  %v399 = add i64 %i7, %i23
  %v400 = add i64 %v399, %i29
  %v401 = mul i64 %v400, %size.C
  %v402 = add i64 %v401, %v391
  %p403 = getelementptr float, ptr %buf.x, i64 %v402
  %ins404 = insertelement <16 x i1> poison, i1 %v398, i64 0
  %splat405 = shufflevector <16 x i1> %ins404, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld406 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p403, <16 x i1> %splat405, <16 x float> zeroinitializer)
  %v407 = sdiv i64 %i13, %size.P
  %v408 = srem i64 %i13, %size.P
  %v409 = icmp ne i64 %v408, 0
  %v410 = icmp slt i64 %v408, 0
  %v411 = icmp slt i64 %size.P, 0
  %v412 = xor i1 %v410, %v411
  %v413 = and i1 %v409, %v412
  %v414 = zext i1 %v413 to i64
  %v415 = sub i64 %v407, %v414
  %v416 = icmp sge i64 %v415, 0
  %v417 = icmp slt i64 %v415, 1
  %v418 = and i1 %v416, %v417
  %v419 = sdiv i64 %i13, %size.P
  %v420 = srem i64 %i13, %size.P
  %v421 = icmp ne i64 %v420, 0
  %v422 = icmp slt i64 %v420, 0
  %v423 = icmp slt i64 %size.P, 0
  %v424 = xor i1 %v422, %v423
  %v425 = and i1 %v421, %v424
  %v426 = add i64 %v420, %size.P
  %v427 = select i1 %v425, i64 %v426, i64 %v420
  %v428 = icmp sge i64 %v427, 0
  %v429 = icmp slt i64 %v427, %size.P
  %v430 = and i1 %v428, %v429
  %v431 = and i1 %v418, %v430
  %v432 = sdiv i64 %i13, %size.P
  %v433 = srem i64 %i13, %size.P
  %v434 = icmp ne i64 %v433, 0
  %v435 = icmp slt i64 %v433, 0
  %v436 = icmp slt i64 %size.P, 0
  %v437 = xor i1 %v435, %v436
  %v438 = and i1 %v434, %v437
  %v439 = zext i1 %v438 to i64
  %v440 = sub i64 %v432, %v439
  %v441 = add i64 %v440, %i23
  %v442 = add i64 %v441, %i29
  %v443 = mul i64 %v442, %size.C
  %ins444 = insertelement <16 x i64> poison, i64 %v391, i64 0
  %splat445 = shufflevector <16 x i64> %ins444, <16 x i64> poison, <16 x i32> zeroinitializer
  %step446 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane447 = add <16 x i64> %splat445, %step446
  %ins448 = insertelement <16 x i64> poison, i64 %v443, i64 0
  %splat449 = shufflevector <16 x i64> %ins448, <16 x i64> poison, <16 x i32> zeroinitializer
  %v450 = add <16 x i64> %splat449, %lane447
  %ins451 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat452 = shufflevector <16 x i64> %ins451, <16 x i64> poison, <16 x i32> zeroinitializer
  %v453 = mul <16 x i64> %v450, %splat452
  %v454 = sdiv i64 %i13, %size.P
  %v455 = srem i64 %i13, %size.P
  %v456 = icmp ne i64 %v455, 0
  %v457 = icmp slt i64 %v455, 0
  %v458 = icmp slt i64 %size.P, 0
  %v459 = xor i1 %v457, %v458
  %v460 = and i1 %v456, %v459
  %v461 = add i64 %v455, %size.P
  %v462 = select i1 %v460, i64 %v461, i64 %v455
  %ins463 = insertelement <16 x i64> poison, i64 %v462, i64 0
  %splat464 = shufflevector <16 x i64> %ins463, <16 x i64> poison, <16 x i32> zeroinitializer
  %v465 = add <16 x i64> %v453, %splat464
  %ps466 = getelementptr float, ptr %buf.w, <16 x i64> %v465
  %ins467 = insertelement <16 x i1> poison, i1 %v431, i64 0
  %splat468 = shufflevector <16 x i1> %ins467, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld469 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps466, <16 x i1> %splat468, <16 x float> zeroinitializer)
  %v470 = fmul contract <16 x float> %ld406, %ld469
  %v471 = icmp sge i64 %i23, 0
  %v472 = icmp slt i64 %i23, 1
  %v473 = and i1 %v471, %v472
  %v474 = icmp sge i64 %i29, 0
  %v475 = icmp slt i64 %i29, 1
  %v476 = and i1 %v474, %v475
  %v477 = and i1 %v473, %v476
  %v478 = sdiv i64 %i13, %size.P
  %v479 = srem i64 %i13, %size.P
  %v480 = icmp ne i64 %v479, 0
  %v481 = icmp slt i64 %v479, 0
  %v482 = icmp slt i64 %size.P, 0
  %v483 = xor i1 %v481, %v482
  %v484 = and i1 %v480, %v483
  %v485 = zext i1 %v484 to i64
  %v486 = sub i64 %v478, %v485
  %v487 = icmp sge i64 %v486, 0
  %v488 = icmp slt i64 %v486, 1
  %v489 = and i1 %v487, %v488
  %v490 = sdiv i64 %i13, %size.P
  %v491 = srem i64 %i13, %size.P
  %v492 = icmp ne i64 %v491, 0
  %v493 = icmp slt i64 %v491, 0
  %v494 = icmp slt i64 %size.P, 0
  %v495 = xor i1 %v493, %v494
  %v496 = and i1 %v492, %v495
  %v497 = add i64 %v491, %size.P
  %v498 = select i1 %v496, i64 %v497, i64 %v491
  %v499 = icmp sge i64 %v498, 0
  %v500 = icmp slt i64 %v498, %size.P
  %v501 = and i1 %v499, %v500
  %v502 = and i1 %v489, %v501
  %v503 = and i1 %v477, %v502
  %old504 = load <16 x float>, ptr %acc18
  %v505 = fadd <16 x float> %old504, %v470
  %ins506 = insertelement <16 x i1> poison, i1 %v503, i64 0
  %splat507 = shufflevector <16 x i1> %ins506, <16 x i1> poison, <16 x i32> zeroinitializer
  %v508 = select <16 x i1> %splat507, <16 x float> %v505, <16 x float> %old504
  store <16 x float> %v508, ptr %acc18
  %v509 = add nsw i64 %i36, 64
  store i64 %v509, ptr %c.addr.31
  br label %cond33
exit35:
  %v510 = sub i64 %size.C, 16
  br label %cond511
cond511:
  %i514 = load i64, ptr %c.addr.31
  %v515 = icmp sle i64 %i514, %v510
  br i1 %v515, label %body512, label %exit513
body512:
  %v516 = icmp sge i64 %i23, 0
  %v517 = icmp slt i64 %i23, 1
  %v518 = and i1 %v516, %v517
  %v519 = icmp sge i64 %i29, 0
  %v520 = icmp slt i64 %i29, 1
  %v521 = and i1 %v519, %v520
  %v522 = and i1 %v518, %v521
  %v523 = add i64 %i7, %i23
  %v524 = add i64 %v523, %i29
  %v525 = mul i64 %v524, %size.C
  %v526 = add i64 %v525, %i514
  %p527 = getelementptr float, ptr %buf.x, i64 %v526
  %ins528 = insertelement <16 x i1> poison, i1 %v522, i64 0
  %splat529 = shufflevector <16 x i1> %ins528, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld530 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p527, <16 x i1> %splat529, <16 x float> zeroinitializer)
  %v531 = sdiv i64 %i13, %size.P
  %v532 = srem i64 %i13, %size.P
  %v533 = icmp ne i64 %v532, 0
  %v534 = icmp slt i64 %v532, 0
  %v535 = icmp slt i64 %size.P, 0
  %v536 = xor i1 %v534, %v535
  %v537 = and i1 %v533, %v536
  %v538 = zext i1 %v537 to i64
  %v539 = sub i64 %v531, %v538
  %v540 = icmp sge i64 %v539, 0
  %v541 = icmp slt i64 %v539, 1
  %v542 = and i1 %v540, %v541
  %v543 = sdiv i64 %i13, %size.P
  %v544 = srem i64 %i13, %size.P
  %v545 = icmp ne i64 %v544, 0
  %v546 = icmp slt i64 %v544, 0
  %v547 = icmp slt i64 %size.P, 0
  %v548 = xor i1 %v546, %v547
  %v549 = and i1 %v545, %v548
  %v550 = add i64 %v544, %size.P
  %v551 = select i1 %v549, i64 %v550, i64 %v544
  %v552 = icmp sge i64 %v551, 0
  %v553 = icmp slt i64 %v551, %size.P
  %v554 = and i1 %v552, %v553
  %v555 = and i1 %v542, %v554
  %v556 = sdiv i64 %i13, %size.P
  %v557 = srem i64 %i13, %size.P
  %v558 = icmp ne i64 %v557, 0
  %v559 = icmp slt i64 %v557, 0
  %v560 = icmp slt i64 %size.P, 0
  %v561 = xor i1 %v559, %v560
  %v562 = and i1 %v558, %v561
  %v563 = zext i1 %v562 to i64
  %v564 = sub i64 %v556, %v563
  %v565 = add i64 %v564, %i23
  %v566 = add i64 %v565, %i29
  %v567 = mul i64 %v566, %size.C
  %ins568 = insertelement <16 x i64> poison, i64 %i514, i64 0
  %splat569 = shufflevector <16 x i64> %ins568, <16 x i64> poison, <16 x i32> zeroinitializer
  %step570 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane571 = add <16 x i64> %splat569, %step570
  %ins572 = insertelement <16 x i64> poison, i64 %v567, i64 0
  %splat573 = shufflevector <16 x i64> %ins572, <16 x i64> poison, <16 x i32> zeroinitializer
  %v574 = add <16 x i64> %splat573, %lane571
  %ins575 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat576 = shufflevector <16 x i64> %ins575, <16 x i64> poison, <16 x i32> zeroinitializer
  %v577 = mul <16 x i64> %v574, %splat576
  %v578 = sdiv i64 %i13, %size.P
  %v579 = srem i64 %i13, %size.P
  %v580 = icmp ne i64 %v579, 0
  %v581 = icmp slt i64 %v579, 0
  %v582 = icmp slt i64 %size.P, 0
  %v583 = xor i1 %v581, %v582
  %v584 = and i1 %v580, %v583
  %v585 = add i64 %v579, %size.P
  %v586 = select i1 %v584, i64 %v585, i64 %v579
  %ins587 = insertelement <16 x i64> poison, i64 %v586, i64 0
  %splat588 = shufflevector <16 x i64> %ins587, <16 x i64> poison, <16 x i32> zeroinitializer
  %v589 = add <16 x i64> %v577, %splat588
  %ps590 = getelementptr float, ptr %buf.w, <16 x i64> %v589
  %ins591 = insertelement <16 x i1> poison, i1 %v555, i64 0
  %splat592 = shufflevector <16 x i1> %ins591, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld593 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps590, <16 x i1> %splat592, <16 x float> zeroinitializer)
  %v594 = fmul contract <16 x float> %ld530, %ld593
  %v595 = icmp sge i64 %i23, 0
  %v596 = icmp slt i64 %i23, 1
  %v597 = and i1 %v595, %v596
  %v598 = icmp sge i64 %i29, 0
  %v599 = icmp slt i64 %i29, 1
  %v600 = and i1 %v598, %v599
  %v601 = and i1 %v597, %v600
  %v602 = sdiv i64 %i13, %size.P
  %v603 = srem i64 %i13, %size.P
  %v604 = icmp ne i64 %v603, 0
  %v605 = icmp slt i64 %v603, 0
  %v606 = icmp slt i64 %size.P, 0
  %v607 = xor i1 %v605, %v606
  %v608 = and i1 %v604, %v607
  %v609 = zext i1 %v608 to i64
  %v610 = sub i64 %v602, %v609
  %v611 = icmp sge i64 %v610, 0
  %v612 = icmp slt i64 %v610, 1
  %v613 = and i1 %v611, %v612
  %v614 = sdiv i64 %i13, %size.P
  %v615 = srem i64 %i13, %size.P
  %v616 = icmp ne i64 %v615, 0
  %v617 = icmp slt i64 %v615, 0
  %v618 = icmp slt i64 %size.P, 0
  %v619 = xor i1 %v617, %v618
  %v620 = and i1 %v616, %v619
  %v621 = add i64 %v615, %size.P
  %v622 = select i1 %v620, i64 %v621, i64 %v615
  %v623 = icmp sge i64 %v622, 0
  %v624 = icmp slt i64 %v622, %size.P
  %v625 = and i1 %v623, %v624
  %v626 = and i1 %v613, %v625
  %v627 = and i1 %v601, %v626
  %old628 = load <16 x float>, ptr %acc15
  %v629 = fadd <16 x float> %old628, %v594
  %ins630 = insertelement <16 x i1> poison, i1 %v627, i64 0
  %splat631 = shufflevector <16 x i1> %ins630, <16 x i1> poison, <16 x i32> zeroinitializer
  %v632 = select <16 x i1> %splat631, <16 x float> %v629, <16 x float> %old628
  store <16 x float> %v632, ptr %acc15
  %v633 = add nsw i64 %i514, 16
  store i64 %v633, ptr %c.addr.31
  br label %cond511
exit513:
  %i634 = load i64, ptr %c.addr.31
  %v635 = icmp slt i64 %i634, %size.C
  br i1 %v635, label %tail636, label %done637
tail636:
  %mask638 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i634, i64 %size.C)
  %v639 = icmp sge i64 %i23, 0
  %v640 = icmp slt i64 %i23, 1
  %v641 = and i1 %v639, %v640
  %v642 = icmp sge i64 %i29, 0
  %v643 = icmp slt i64 %i29, 1
  %v644 = and i1 %v642, %v643
  %v645 = and i1 %v641, %v644
  %ins646 = insertelement <16 x i1> poison, i1 %v645, i64 0
  %splat647 = shufflevector <16 x i1> %ins646, <16 x i1> poison, <16 x i32> zeroinitializer
  %v648 = and <16 x i1> %mask638, %splat647
  %v649 = add i64 %i7, %i23
  %v650 = add i64 %v649, %i29
  %v651 = mul i64 %v650, %size.C
  %v652 = add i64 %v651, %i634
  %p653 = getelementptr float, ptr %buf.x, i64 %v652
  %ld654 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p653, <16 x i1> %v648, <16 x float> zeroinitializer)
  %v655 = sdiv i64 %i13, %size.P
  %v656 = srem i64 %i13, %size.P
  %v657 = icmp ne i64 %v656, 0
  %v658 = icmp slt i64 %v656, 0
  %v659 = icmp slt i64 %size.P, 0
  %v660 = xor i1 %v658, %v659
  %v661 = and i1 %v657, %v660
  %v662 = zext i1 %v661 to i64
  %v663 = sub i64 %v655, %v662
  %v664 = icmp sge i64 %v663, 0
  %v665 = icmp slt i64 %v663, 1
  %v666 = and i1 %v664, %v665
  %v667 = sdiv i64 %i13, %size.P
  %v668 = srem i64 %i13, %size.P
  %v669 = icmp ne i64 %v668, 0
  %v670 = icmp slt i64 %v668, 0
  %v671 = icmp slt i64 %size.P, 0
  %v672 = xor i1 %v670, %v671
  %v673 = and i1 %v669, %v672
  %v674 = add i64 %v668, %size.P
  %v675 = select i1 %v673, i64 %v674, i64 %v668
  %v676 = icmp sge i64 %v675, 0
  %v677 = icmp slt i64 %v675, %size.P
  %v678 = and i1 %v676, %v677
  %v679 = and i1 %v666, %v678
  %ins680 = insertelement <16 x i1> poison, i1 %v679, i64 0
  %splat681 = shufflevector <16 x i1> %ins680, <16 x i1> poison, <16 x i32> zeroinitializer
  %v682 = and <16 x i1> %mask638, %splat681
  %v683 = sdiv i64 %i13, %size.P
  %v684 = srem i64 %i13, %size.P
  %v685 = icmp ne i64 %v684, 0
  %v686 = icmp slt i64 %v684, 0
  %v687 = icmp slt i64 %size.P, 0
  %v688 = xor i1 %v686, %v687
  %v689 = and i1 %v685, %v688
  %v690 = zext i1 %v689 to i64
  %v691 = sub i64 %v683, %v690
  %v692 = add i64 %v691, %i23
  %v693 = add i64 %v692, %i29
  %v694 = mul i64 %v693, %size.C
  %ins695 = insertelement <16 x i64> poison, i64 %i634, i64 0
  %splat696 = shufflevector <16 x i64> %ins695, <16 x i64> poison, <16 x i32> zeroinitializer
  %step697 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane698 = add <16 x i64> %splat696, %step697
  %ins699 = insertelement <16 x i64> poison, i64 %v694, i64 0
  %splat700 = shufflevector <16 x i64> %ins699, <16 x i64> poison, <16 x i32> zeroinitializer
  %v701 = add <16 x i64> %splat700, %lane698
  %ins702 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat703 = shufflevector <16 x i64> %ins702, <16 x i64> poison, <16 x i32> zeroinitializer
  %v704 = mul <16 x i64> %v701, %splat703
  %v705 = sdiv i64 %i13, %size.P
  %v706 = srem i64 %i13, %size.P
  %v707 = icmp ne i64 %v706, 0
  %v708 = icmp slt i64 %v706, 0
  %v709 = icmp slt i64 %size.P, 0
  %v710 = xor i1 %v708, %v709
  %v711 = and i1 %v707, %v710
  %v712 = add i64 %v706, %size.P
  %v713 = select i1 %v711, i64 %v712, i64 %v706
  %ins714 = insertelement <16 x i64> poison, i64 %v713, i64 0
  %splat715 = shufflevector <16 x i64> %ins714, <16 x i64> poison, <16 x i32> zeroinitializer
  %v716 = add <16 x i64> %v704, %splat715
  %ps717 = getelementptr float, ptr %buf.w, <16 x i64> %v716
  %ld718 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps717, <16 x i1> %v682, <16 x float> zeroinitializer)
  %v719 = fmul contract <16 x float> %ld654, %ld718
  %v720 = icmp sge i64 %i23, 0
  %v721 = icmp slt i64 %i23, 1
  %v722 = and i1 %v720, %v721
  %v723 = icmp sge i64 %i29, 0
  %v724 = icmp slt i64 %i29, 1
  %v725 = and i1 %v723, %v724
  %v726 = and i1 %v722, %v725
  %v727 = sdiv i64 %i13, %size.P
  %v728 = srem i64 %i13, %size.P
  %v729 = icmp ne i64 %v728, 0
  %v730 = icmp slt i64 %v728, 0
  %v731 = icmp slt i64 %size.P, 0
  %v732 = xor i1 %v730, %v731
  %v733 = and i1 %v729, %v732
  %v734 = zext i1 %v733 to i64
  %v735 = sub i64 %v727, %v734
  %v736 = icmp sge i64 %v735, 0
  %v737 = icmp slt i64 %v735, 1
  %v738 = and i1 %v736, %v737
  %v739 = sdiv i64 %i13, %size.P
  %v740 = srem i64 %i13, %size.P
  %v741 = icmp ne i64 %v740, 0
  %v742 = icmp slt i64 %v740, 0
  %v743 = icmp slt i64 %size.P, 0
  %v744 = xor i1 %v742, %v743
  %v745 = and i1 %v741, %v744
  %v746 = add i64 %v740, %size.P
  %v747 = select i1 %v745, i64 %v746, i64 %v740
  %v748 = icmp sge i64 %v747, 0
  %v749 = icmp slt i64 %v747, %size.P
  %v750 = and i1 %v748, %v749
  %v751 = and i1 %v738, %v750
  %v752 = and i1 %v726, %v751
  %ins753 = insertelement <16 x i1> poison, i1 %v752, i64 0
  %splat754 = shufflevector <16 x i1> %ins753, <16 x i1> poison, <16 x i32> zeroinitializer
  %v755 = and <16 x i1> %mask638, %splat754
  %old756 = load <16 x float>, ptr %acc15
  %v757 = fadd <16 x float> %old756, %v719
  %v758 = select <16 x i1> %v755, <16 x float> %v757, <16 x float> %old756
  store <16 x float> %v758, ptr %acc15
  br label %done637
done637:
  %v759 = add nsw i64 %i29, 1
  store i64 %v759, ptr %s.addr.25
  br label %cond26
exit28:
  %v760 = add nsw i64 %i23, 1
  store i64 %v760, ptr %r.addr.19
  br label %cond20
exit22:
  %red761 = load <16 x float>, ptr %acc15
  %red762 = load <16 x float>, ptr %acc16
  %red763 = load <16 x float>, ptr %acc17
  %red764 = load <16 x float>, ptr %acc18
  %v765 = fadd <16 x float> %red761, %red762
  %v766 = fadd <16 x float> %v765, %red763
  %v767 = fadd <16 x float> %v766, %red764
  %v768 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v767)
  %p769 = getelementptr float, ptr %buf.b, i64 %i13
  %ld770 = load float, ptr %p769, align 4
  %v771 = fadd contract float %ld770, %v768
  %v772 = fmul contract float 0x3FC99999A0000000, %v771
  %v773 = fadd contract float %v772, 0x3FE0000000000000
  %v774 = call float @llvm.minimum.f32(float 0x3FF0000000000000, float %v773)
  %v775 = call float @llvm.maximum.f32(float 0x0000000000000000, float %v774)
  %v776 = mul i64 %i7, %size.K
  %v777 = add i64 %v776, %i13
  %p778 = getelementptr float, ptr %buf.y, i64 %v777
  store float %v775, ptr %p778, align 4
  %v779 = add nsw i64 %i13, 1
  store i64 %v779, ptr %k.addr.9
  br label %cond10
exit12:
  %v780 = add nsw i64 %i7, 1
  store i64 %v780, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.conv2d_nhwc_panels_ep_f84a1d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c56 = alloca i64
  %c96 = alloca i64
  %c143 = alloca i64
  %c195 = alloca i64
  %c334 = alloca i64
  %c340 = alloca i64
  %c521 = alloca i64
  %c530 = alloca i64
  %t1 = mul i64 1, 1
  %t2 = mul i64 1, 1
  %t3 = add i64 %size.K, 63
  %t4 = sdiv i64 %t3, 64
  %t5 = add i64 %t1, 95
  %t6 = sdiv i64 %t5, 96
  %t7 = mul i64 %t4, %t6
  %t8 = mul i64 %size.N, %t7
  %t9 = icmp slt i64 %range.hi, %t8
  %t10 = select i1 %t9, i64 %range.hi, i64 %t8
  %t11 = icmp sgt i64 %size.C, 1
  %t12 = select i1 %t11, i64 %size.C, i64 1
  %t13 = icmp slt i64 %size.C, 16
  %t14 = mul i64 %t2, %t12
  %t15 = icmp sle i64 %t14, 85
  %t16 = or i1 %t15, %t13
  %t17 = add i64 %t12, 84
  %t18 = sdiv i64 %t17, 85
  %t19 = sub i64 %t18, 1
  %t20 = add i64 %t12, %t19
  %t21 = sdiv i64 %t20, %t18
  %t22 = select i1 %t16, i64 %t12, i64 %t21
  %t23 = sdiv i64 85, %t22
  %t24 = icmp sgt i64 %t23, 1
  %t25 = select i1 %t24, i64 %t23, i64 1
  %t26 = select i1 %t16, i64 %t2, i64 %t25
  %t27 = ptrtoint ptr %scratch to i64
  %t28 = add i64 %t27, 63
  %t29 = and i64 %t28, -64
  %t30 = inttoptr i64 %t29 to ptr
  %t31 = getelementptr float, ptr %t30, i64 6144
  %t32 = mul i64 %t2, 6
  %t33 = mul i64 %t32, 16
  %t34 = getelementptr ptr, ptr %t31, i64 %t33
  %t35 = add i64 %t2, 1
  %t36 = mul i64 %t35, 16
  %t37 = getelementptr i32, ptr %t34, i64 %t36
  %t38 = getelementptr i32, ptr %t37, i64 16
  %t39 = add i64 1, 1
  %t40 = mul i64 %t39, %size.C
  %t41 = mul i64 %t40, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t38, i8 0, i64 %t41, i1 false)
  %t42 = mul i64 %size.C, %size.P
  %t43 = srem i64 %size.P, 64
  %t44 = icmp eq i64 %t43, 0
  %t45 = mul i64 1, %size.P
  %t46 = icmp sle i64 %size.K, %t45
  %t47 = and i1 %t44, %t46
  br i1 %t47, label %direct48, label %exact49
exact49:
  %t51 = icmp eq i64 %range.lo, 0
  br i1 %t51, label %exact.run50, label %exact.done
exact.run50:
  call void @"jr.op.conv2d_nhwc_panels_ep_f84a1d.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
direct48:
  %t52 = mul i64 %size.C, %size.K
  %t53 = mul i64 %t2, %t52
  %t54 = mul i64 %t53, 4
  %t55 = icmp sgt i64 %t54, 524288
  store i64 %range.lo, ptr %c56
  br label %head57
head57:
  %i60 = load i64, ptr %c56
  %t61 = icmp slt i64 %i60, %t10
  br i1 %t61, label %body58, label %done59
body58:
  %t62 = sdiv i64 %i60, %t7
  %t63 = srem i64 %i60, %t7
  %t64 = sdiv i64 %t63, %t6
  %t65 = srem i64 %t63, %t4
  %t66 = select i1 %t55, i64 %t64, i64 %t65
  %t67 = srem i64 %t63, %t6
  %t68 = sdiv i64 %t63, %t4
  %t69 = select i1 %t55, i64 %t67, i64 %t68
  %t70 = mul i64 %t66, 64
  %t71 = sub i64 %size.K, %t70
  %t72 = icmp slt i64 64, %t71
  %t73 = select i1 %t72, i64 64, i64 %t71
  %t74 = add i64 %t73, 15
  %t75 = sdiv i64 %t74, 16
  %t76 = sub i64 %t75, 1
  %t77 = mul i64 %t76, 16
  %t78 = add i64 %t70, %t77
  %t79 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t78, i64 %size.K)
  %t80 = mul i64 %t69, 96
  %t81 = add i64 %t80, 96
  %t82 = icmp slt i64 %t1, %t81
  %t83 = select i1 %t82, i64 %t1, i64 %t81
  %t84 = sub i64 %t83, %t80
  %t85 = add i64 %t84, 5
  %t86 = sdiv i64 %t85, 6
  %t87 = sdiv i64 %t80, 1
  %t88 = srem i64 %t80, 1
  %t89 = mul i64 %t62, %size.K
  %t90 = mul i64 %t87, %size.K
  %t91 = add i64 %t89, %t90
  %t92 = mul i64 %t88, %size.K
  %t93 = add i64 %t91, %t92
  %t94 = add i64 %t93, %t70
  %t95 = getelementptr float, ptr %buf.y, i64 %t94
  store i64 0, ptr %c96
  br label %head97
head97:
  %i100 = load i64, ptr %c96
  %t101 = icmp slt i64 %i100, %t86
  br i1 %t101, label %body98, label %done99
body98:
  %t102 = mul i64 %i100, 6
  %t103 = add i64 %t80, %t102
  %t104 = add i64 %t103, 6
  %t105 = icmp slt i64 %t83, %t104
  %t106 = select i1 %t105, i64 %t83, i64 %t104
  %t107 = sub i64 %t106, 1
  %t108 = add i64 %t103, 0
  %t109 = icmp slt i64 %t108, %t107
  %t110 = select i1 %t109, i64 %t108, i64 %t107
  %t111 = sdiv i64 %t110, 1
  %t112 = srem i64 %t110, 1
  %t113 = add i64 %t103, 1
  %t114 = icmp slt i64 %t113, %t107
  %t115 = select i1 %t114, i64 %t113, i64 %t107
  %t116 = sdiv i64 %t115, 1
  %t117 = srem i64 %t115, 1
  %t118 = add i64 %t103, 2
  %t119 = icmp slt i64 %t118, %t107
  %t120 = select i1 %t119, i64 %t118, i64 %t107
  %t121 = sdiv i64 %t120, 1
  %t122 = srem i64 %t120, 1
  %t123 = add i64 %t103, 3
  %t124 = icmp slt i64 %t123, %t107
  %t125 = select i1 %t124, i64 %t123, i64 %t107
  %t126 = sdiv i64 %t125, 1
  %t127 = srem i64 %t125, 1
  %t128 = add i64 %t103, 4
  %t129 = icmp slt i64 %t128, %t107
  %t130 = select i1 %t129, i64 %t128, i64 %t107
  %t131 = sdiv i64 %t130, 1
  %t132 = srem i64 %t130, 1
  %t133 = add i64 %t103, 5
  %t134 = icmp slt i64 %t133, %t107
  %t135 = select i1 %t134, i64 %t133, i64 %t107
  %t136 = sdiv i64 %t135, 1
  %t137 = srem i64 %t135, 1
  %t138 = mul i64 %i100, %t32
  %t139 = getelementptr ptr, ptr %t31, i64 %t138
  %t140 = mul i64 %i100, %t35
  %t141 = getelementptr i32, ptr %t34, i64 %t140
  %t142 = getelementptr i32, ptr %t37, i64 %i100
  store i32 0, ptr %t141
  store i64 0, ptr %c143
  %t146 = mul i64 %t112, 1
  %t147 = add i64 %t146, 0
  %t148 = icmp ult i64 %t147, 1
  %t149 = and i1 %t13, %t148
  %t150 = sub i64 1, 1
  %t151 = add i64 %t147, %t150
  %t152 = icmp ult i64 %t151, 1
  %t153 = and i1 %t149, %t152
  %t154 = mul i64 %t117, 1
  %t155 = add i64 %t154, 0
  %t156 = icmp ult i64 %t155, 1
  %t157 = and i1 %t153, %t156
  %t158 = sub i64 1, 1
  %t159 = add i64 %t155, %t158
  %t160 = icmp ult i64 %t159, 1
  %t161 = and i1 %t157, %t160
  %t162 = mul i64 %t122, 1
  %t163 = add i64 %t162, 0
  %t164 = icmp ult i64 %t163, 1
  %t165 = and i1 %t161, %t164
  %t166 = sub i64 1, 1
  %t167 = add i64 %t163, %t166
  %t168 = icmp ult i64 %t167, 1
  %t169 = and i1 %t165, %t168
  %t170 = mul i64 %t127, 1
  %t171 = add i64 %t170, 0
  %t172 = icmp ult i64 %t171, 1
  %t173 = and i1 %t169, %t172
  %t174 = sub i64 1, 1
  %t175 = add i64 %t171, %t174
  %t176 = icmp ult i64 %t175, 1
  %t177 = and i1 %t173, %t176
  %t178 = mul i64 %t132, 1
  %t179 = add i64 %t178, 0
  %t180 = icmp ult i64 %t179, 1
  %t181 = and i1 %t177, %t180
  %t182 = sub i64 1, 1
  %t183 = add i64 %t179, %t182
  %t184 = icmp ult i64 %t183, 1
  %t185 = and i1 %t181, %t184
  %t186 = mul i64 %t137, 1
  %t187 = add i64 %t186, 0
  %t188 = icmp ult i64 %t187, 1
  %t189 = and i1 %t185, %t188
  %t190 = sub i64 1, 1
  %t191 = add i64 %t187, %t190
  %t192 = icmp ult i64 %t191, 1
  %t193 = and i1 %t189, %t192
  br i1 %t193, label %byrun194, label %bytap144
byrun194:
  store i64 0, ptr %c195
  br label %head196
head196:
  %i199 = load i64, ptr %c195
  %t200 = icmp slt i64 %i199, 1
  br i1 %t200, label %body197, label %done198
body197:
  %t201 = mul i64 %i199, 6
  %t202 = add i64 %t201, 0
  %t203 = getelementptr ptr, ptr %t139, i64 %t202
  %t204 = load i64, ptr %c143
  %t205 = mul i64 %t111, 1
  %t206 = mul i64 %i199, 1
  %t207 = add i64 %t205, %t206
  %t208 = add i64 %t207, 0
  %t209 = icmp ult i64 %t208, 1
  %t210 = mul i64 %t62, %size.C
  %t211 = add i64 %t111, %i199
  %t212 = mul i64 %t211, %size.C
  %t213 = add i64 %t210, %t212
  %t214 = add i64 %t112, 0
  %t215 = mul i64 %t214, %size.C
  %t216 = add i64 %t213, %t215
  %t217 = add i64 %t216, 0
  %t218 = getelementptr float, ptr %buf.x, i64 %t217
  %t219 = select i1 %t209, ptr %t218, ptr %t38
  store ptr %t219, ptr %t203, align 8
  %t220 = xor i1 %t209, true
  %t221 = zext i1 %t220 to i64
  %t222 = add i64 %t204, %t221
  store i64 %t222, ptr %c143
  %t223 = mul i64 %i199, 6
  %t224 = add i64 %t223, 1
  %t225 = getelementptr ptr, ptr %t139, i64 %t224
  %t226 = load i64, ptr %c143
  %t227 = mul i64 %t116, 1
  %t228 = mul i64 %i199, 1
  %t229 = add i64 %t227, %t228
  %t230 = add i64 %t229, 0
  %t231 = icmp ult i64 %t230, 1
  %t232 = mul i64 %t62, %size.C
  %t233 = add i64 %t116, %i199
  %t234 = mul i64 %t233, %size.C
  %t235 = add i64 %t232, %t234
  %t236 = add i64 %t117, 0
  %t237 = mul i64 %t236, %size.C
  %t238 = add i64 %t235, %t237
  %t239 = add i64 %t238, 0
  %t240 = getelementptr float, ptr %buf.x, i64 %t239
  %t241 = select i1 %t231, ptr %t240, ptr %t38
  store ptr %t241, ptr %t225, align 8
  %t242 = xor i1 %t231, true
  %t243 = zext i1 %t242 to i64
  %t244 = add i64 %t226, %t243
  store i64 %t244, ptr %c143
  %t245 = mul i64 %i199, 6
  %t246 = add i64 %t245, 2
  %t247 = getelementptr ptr, ptr %t139, i64 %t246
  %t248 = load i64, ptr %c143
  %t249 = mul i64 %t121, 1
  %t250 = mul i64 %i199, 1
  %t251 = add i64 %t249, %t250
  %t252 = add i64 %t251, 0
  %t253 = icmp ult i64 %t252, 1
  %t254 = mul i64 %t62, %size.C
  %t255 = add i64 %t121, %i199
  %t256 = mul i64 %t255, %size.C
  %t257 = add i64 %t254, %t256
  %t258 = add i64 %t122, 0
  %t259 = mul i64 %t258, %size.C
  %t260 = add i64 %t257, %t259
  %t261 = add i64 %t260, 0
  %t262 = getelementptr float, ptr %buf.x, i64 %t261
  %t263 = select i1 %t253, ptr %t262, ptr %t38
  store ptr %t263, ptr %t247, align 8
  %t264 = xor i1 %t253, true
  %t265 = zext i1 %t264 to i64
  %t266 = add i64 %t248, %t265
  store i64 %t266, ptr %c143
  %t267 = mul i64 %i199, 6
  %t268 = add i64 %t267, 3
  %t269 = getelementptr ptr, ptr %t139, i64 %t268
  %t270 = load i64, ptr %c143
  %t271 = mul i64 %t126, 1
  %t272 = mul i64 %i199, 1
  %t273 = add i64 %t271, %t272
  %t274 = add i64 %t273, 0
  %t275 = icmp ult i64 %t274, 1
  %t276 = mul i64 %t62, %size.C
  %t277 = add i64 %t126, %i199
  %t278 = mul i64 %t277, %size.C
  %t279 = add i64 %t276, %t278
  %t280 = add i64 %t127, 0
  %t281 = mul i64 %t280, %size.C
  %t282 = add i64 %t279, %t281
  %t283 = add i64 %t282, 0
  %t284 = getelementptr float, ptr %buf.x, i64 %t283
  %t285 = select i1 %t275, ptr %t284, ptr %t38
  store ptr %t285, ptr %t269, align 8
  %t286 = xor i1 %t275, true
  %t287 = zext i1 %t286 to i64
  %t288 = add i64 %t270, %t287
  store i64 %t288, ptr %c143
  %t289 = mul i64 %i199, 6
  %t290 = add i64 %t289, 4
  %t291 = getelementptr ptr, ptr %t139, i64 %t290
  %t292 = load i64, ptr %c143
  %t293 = mul i64 %t131, 1
  %t294 = mul i64 %i199, 1
  %t295 = add i64 %t293, %t294
  %t296 = add i64 %t295, 0
  %t297 = icmp ult i64 %t296, 1
  %t298 = mul i64 %t62, %size.C
  %t299 = add i64 %t131, %i199
  %t300 = mul i64 %t299, %size.C
  %t301 = add i64 %t298, %t300
  %t302 = add i64 %t132, 0
  %t303 = mul i64 %t302, %size.C
  %t304 = add i64 %t301, %t303
  %t305 = add i64 %t304, 0
  %t306 = getelementptr float, ptr %buf.x, i64 %t305
  %t307 = select i1 %t297, ptr %t306, ptr %t38
  store ptr %t307, ptr %t291, align 8
  %t308 = xor i1 %t297, true
  %t309 = zext i1 %t308 to i64
  %t310 = add i64 %t292, %t309
  store i64 %t310, ptr %c143
  %t311 = mul i64 %i199, 6
  %t312 = add i64 %t311, 5
  %t313 = getelementptr ptr, ptr %t139, i64 %t312
  %t314 = load i64, ptr %c143
  %t315 = mul i64 %t136, 1
  %t316 = mul i64 %i199, 1
  %t317 = add i64 %t315, %t316
  %t318 = add i64 %t317, 0
  %t319 = icmp ult i64 %t318, 1
  %t320 = mul i64 %t62, %size.C
  %t321 = add i64 %t136, %i199
  %t322 = mul i64 %t321, %size.C
  %t323 = add i64 %t320, %t322
  %t324 = add i64 %t137, 0
  %t325 = mul i64 %t324, %size.C
  %t326 = add i64 %t323, %t325
  %t327 = add i64 %t326, 0
  %t328 = getelementptr float, ptr %buf.x, i64 %t327
  %t329 = select i1 %t319, ptr %t328, ptr %t38
  store ptr %t329, ptr %t313, align 8
  %t330 = xor i1 %t319, true
  %t331 = zext i1 %t330 to i64
  %t332 = add i64 %t314, %t331
  store i64 %t332, ptr %c143
  %t333 = add nsw i64 %i199, 1
  store i64 %t333, ptr %c195
  br label %head196
done198:
  store i32 1, ptr %t142
  br label %tabled145
bytap144:
  store i64 0, ptr %c334
  br label %head335
head335:
  %i338 = load i64, ptr %c334
  %t339 = icmp slt i64 %i338, 1
  br i1 %t339, label %body336, label %done337
body336:
  store i64 0, ptr %c340
  br label %head341
head341:
  %i344 = load i64, ptr %c340
  %t345 = icmp slt i64 %i344, 1
  br i1 %t345, label %body342, label %done343
body342:
  %t346 = mul i64 %i338, 1
  %t347 = add i64 %t346, %i344
  %t348 = mul i64 %t347, 6
  %t349 = add i64 %t348, 0
  %t350 = getelementptr ptr, ptr %t139, i64 %t349
  %t351 = load i64, ptr %c143
  %t352 = mul i64 %t111, 1
  %t353 = mul i64 %i338, 1
  %t354 = add i64 %t352, %t353
  %t355 = add i64 %t354, 0
  %t356 = icmp ult i64 %t355, 1
  %t357 = mul i64 %t112, 1
  %t358 = mul i64 %i344, 1
  %t359 = add i64 %t357, %t358
  %t360 = add i64 %t359, 0
  %t361 = icmp ult i64 %t360, 1
  %t362 = and i1 %t356, %t361
  %t363 = mul i64 %t62, %size.C
  %t364 = add i64 %t111, %i338
  %t365 = mul i64 %t364, %size.C
  %t366 = add i64 %t363, %t365
  %t367 = add i64 %t112, %i344
  %t368 = mul i64 %t367, %size.C
  %t369 = add i64 %t366, %t368
  %t370 = add i64 %t369, 0
  %t371 = getelementptr float, ptr %buf.x, i64 %t370
  %t372 = select i1 %t362, ptr %t371, ptr %t38
  store ptr %t372, ptr %t350, align 8
  %t373 = xor i1 %t362, true
  %t374 = zext i1 %t373 to i64
  %t375 = add i64 %t351, %t374
  store i64 %t375, ptr %c143
  %t376 = add i64 %t348, 1
  %t377 = getelementptr ptr, ptr %t139, i64 %t376
  %t378 = load i64, ptr %c143
  %t379 = mul i64 %t116, 1
  %t380 = mul i64 %i338, 1
  %t381 = add i64 %t379, %t380
  %t382 = add i64 %t381, 0
  %t383 = icmp ult i64 %t382, 1
  %t384 = mul i64 %t117, 1
  %t385 = mul i64 %i344, 1
  %t386 = add i64 %t384, %t385
  %t387 = add i64 %t386, 0
  %t388 = icmp ult i64 %t387, 1
  %t389 = and i1 %t383, %t388
  %t390 = mul i64 %t62, %size.C
  %t391 = add i64 %t116, %i338
  %t392 = mul i64 %t391, %size.C
  %t393 = add i64 %t390, %t392
  %t394 = add i64 %t117, %i344
  %t395 = mul i64 %t394, %size.C
  %t396 = add i64 %t393, %t395
  %t397 = add i64 %t396, 0
  %t398 = getelementptr float, ptr %buf.x, i64 %t397
  %t399 = select i1 %t389, ptr %t398, ptr %t38
  store ptr %t399, ptr %t377, align 8
  %t400 = xor i1 %t389, true
  %t401 = zext i1 %t400 to i64
  %t402 = add i64 %t378, %t401
  store i64 %t402, ptr %c143
  %t403 = add i64 %t348, 2
  %t404 = getelementptr ptr, ptr %t139, i64 %t403
  %t405 = load i64, ptr %c143
  %t406 = mul i64 %t121, 1
  %t407 = mul i64 %i338, 1
  %t408 = add i64 %t406, %t407
  %t409 = add i64 %t408, 0
  %t410 = icmp ult i64 %t409, 1
  %t411 = mul i64 %t122, 1
  %t412 = mul i64 %i344, 1
  %t413 = add i64 %t411, %t412
  %t414 = add i64 %t413, 0
  %t415 = icmp ult i64 %t414, 1
  %t416 = and i1 %t410, %t415
  %t417 = mul i64 %t62, %size.C
  %t418 = add i64 %t121, %i338
  %t419 = mul i64 %t418, %size.C
  %t420 = add i64 %t417, %t419
  %t421 = add i64 %t122, %i344
  %t422 = mul i64 %t421, %size.C
  %t423 = add i64 %t420, %t422
  %t424 = add i64 %t423, 0
  %t425 = getelementptr float, ptr %buf.x, i64 %t424
  %t426 = select i1 %t416, ptr %t425, ptr %t38
  store ptr %t426, ptr %t404, align 8
  %t427 = xor i1 %t416, true
  %t428 = zext i1 %t427 to i64
  %t429 = add i64 %t405, %t428
  store i64 %t429, ptr %c143
  %t430 = add i64 %t348, 3
  %t431 = getelementptr ptr, ptr %t139, i64 %t430
  %t432 = load i64, ptr %c143
  %t433 = mul i64 %t126, 1
  %t434 = mul i64 %i338, 1
  %t435 = add i64 %t433, %t434
  %t436 = add i64 %t435, 0
  %t437 = icmp ult i64 %t436, 1
  %t438 = mul i64 %t127, 1
  %t439 = mul i64 %i344, 1
  %t440 = add i64 %t438, %t439
  %t441 = add i64 %t440, 0
  %t442 = icmp ult i64 %t441, 1
  %t443 = and i1 %t437, %t442
  %t444 = mul i64 %t62, %size.C
  %t445 = add i64 %t126, %i338
  %t446 = mul i64 %t445, %size.C
  %t447 = add i64 %t444, %t446
  %t448 = add i64 %t127, %i344
  %t449 = mul i64 %t448, %size.C
  %t450 = add i64 %t447, %t449
  %t451 = add i64 %t450, 0
  %t452 = getelementptr float, ptr %buf.x, i64 %t451
  %t453 = select i1 %t443, ptr %t452, ptr %t38
  store ptr %t453, ptr %t431, align 8
  %t454 = xor i1 %t443, true
  %t455 = zext i1 %t454 to i64
  %t456 = add i64 %t432, %t455
  store i64 %t456, ptr %c143
  %t457 = add i64 %t348, 4
  %t458 = getelementptr ptr, ptr %t139, i64 %t457
  %t459 = load i64, ptr %c143
  %t460 = mul i64 %t131, 1
  %t461 = mul i64 %i338, 1
  %t462 = add i64 %t460, %t461
  %t463 = add i64 %t462, 0
  %t464 = icmp ult i64 %t463, 1
  %t465 = mul i64 %t132, 1
  %t466 = mul i64 %i344, 1
  %t467 = add i64 %t465, %t466
  %t468 = add i64 %t467, 0
  %t469 = icmp ult i64 %t468, 1
  %t470 = and i1 %t464, %t469
  %t471 = mul i64 %t62, %size.C
  %t472 = add i64 %t131, %i338
  %t473 = mul i64 %t472, %size.C
  %t474 = add i64 %t471, %t473
  %t475 = add i64 %t132, %i344
  %t476 = mul i64 %t475, %size.C
  %t477 = add i64 %t474, %t476
  %t478 = add i64 %t477, 0
  %t479 = getelementptr float, ptr %buf.x, i64 %t478
  %t480 = select i1 %t470, ptr %t479, ptr %t38
  store ptr %t480, ptr %t458, align 8
  %t481 = xor i1 %t470, true
  %t482 = zext i1 %t481 to i64
  %t483 = add i64 %t459, %t482
  store i64 %t483, ptr %c143
  %t484 = add i64 %t348, 5
  %t485 = getelementptr ptr, ptr %t139, i64 %t484
  %t486 = load i64, ptr %c143
  %t487 = mul i64 %t136, 1
  %t488 = mul i64 %i338, 1
  %t489 = add i64 %t487, %t488
  %t490 = add i64 %t489, 0
  %t491 = icmp ult i64 %t490, 1
  %t492 = mul i64 %t137, 1
  %t493 = mul i64 %i344, 1
  %t494 = add i64 %t492, %t493
  %t495 = add i64 %t494, 0
  %t496 = icmp ult i64 %t495, 1
  %t497 = and i1 %t491, %t496
  %t498 = mul i64 %t62, %size.C
  %t499 = add i64 %t136, %i338
  %t500 = mul i64 %t499, %size.C
  %t501 = add i64 %t498, %t500
  %t502 = add i64 %t137, %i344
  %t503 = mul i64 %t502, %size.C
  %t504 = add i64 %t501, %t503
  %t505 = add i64 %t504, 0
  %t506 = getelementptr float, ptr %buf.x, i64 %t505
  %t507 = select i1 %t497, ptr %t506, ptr %t38
  store ptr %t507, ptr %t485, align 8
  %t508 = xor i1 %t497, true
  %t509 = zext i1 %t508 to i64
  %t510 = add i64 %t486, %t509
  store i64 %t510, ptr %c143
  %t511 = load i64, ptr %c143
  %t512 = trunc i64 %t511 to i32
  %t513 = add i64 %t347, 1
  %t514 = getelementptr i32, ptr %t141, i64 %t513
  store i32 %t512, ptr %t514
  %t515 = add nsw i64 %i344, 1
  store i64 %t515, ptr %c340
  br label %head341
done343:
  %t516 = add nsw i64 %i338, 1
  store i64 %t516, ptr %c334
  br label %head335
done337:
  store i32 0, ptr %t142
  br label %tabled145
tabled145:
  %t517 = load i64, ptr %c143
  %t518 = trunc i64 %t517 to i32
  %t519 = getelementptr i32, ptr %t141, i64 %t2
  store i32 %t518, ptr %t519
  %t520 = add nsw i64 %i100, 1
  store i64 %t520, ptr %c96
  br label %head97
done99:
  store i64 0, ptr %c521
  br label %tbhead522
tbhead522:
  %tb525 = load i64, ptr %c521
  %t526 = icmp slt i64 %tb525, %t2
  br i1 %t526, label %tbbody523, label %tbdone524
tbbody523:
  %t527 = add i64 %tb525, %t26
  %t528 = icmp slt i64 %t2, %t527
  %t529 = select i1 %t528, i64 %t2, i64 %t527
  store i64 0, ptr %c530
  br label %cbhead531
cbhead531:
  %cb534 = load i64, ptr %c530
  %t535 = icmp slt i64 %cb534, %t12
  br i1 %t535, label %cbbody532, label %cbdone533
cbbody532:
  %t536 = sub i64 %size.C, %cb534
  %t537 = icmp slt i64 %t22, %t536
  %t538 = select i1 %t537, i64 %t22, i64 %t536
  %t539 = icmp sgt i64 %tb525, 0
  %t540 = icmp sgt i64 %cb534, 0
  %t541 = or i1 %t539, %t540
  %t542 = icmp eq i64 %t529, %t2
  %t543 = add i64 %cb534, %t538
  %t544 = icmp sge i64 %t543, %size.C
  %t545 = and i1 %t542, %t544
  %t546 = sdiv i64 %tb525, 1
  %t547 = srem i64 %tb525, 1
  %t548 = sdiv i64 %t70, %size.P
  %t549 = srem i64 %t70, %size.P
  %t550 = icmp ne i64 %t549, 0
  %t551 = icmp slt i64 %t549, 0
  %t552 = icmp slt i64 %size.P, 0
  %t553 = xor i1 %t551, %t552
  %t554 = and i1 %t550, %t553
  %t555 = zext i1 %t554 to i64
  %t556 = sub i64 %t548, %t555
  %t557 = mul i64 %size.C, %size.P
  %t558 = mul i64 %t556, %t557
  %t559 = mul i64 %size.C, %size.P
  %t560 = mul i64 %t546, %t559
  %t561 = add i64 %t558, %t560
  %t562 = mul i64 %size.C, %size.P
  %t563 = mul i64 %t547, %t562
  %t564 = add i64 %t561, %t563
  %t565 = mul i64 %cb534, %size.P
  %t566 = add i64 %t564, %t565
  %t567 = sdiv i64 %t70, %size.P
  %t568 = srem i64 %t70, %size.P
  %t569 = icmp ne i64 %t568, 0
  %t570 = icmp slt i64 %t568, 0
  %t571 = icmp slt i64 %size.P, 0
  %t572 = xor i1 %t570, %t571
  %t573 = and i1 %t569, %t572
  %t574 = add i64 %t568, %size.P
  %t575 = select i1 %t573, i64 %t574, i64 %t568
  %t576 = add i64 %t566, %t575
  %t577 = getelementptr float, ptr %buf.w, i64 %t576
  %t578 = sub i64 %t83, %t80
  %t579 = sub i64 %t86, 1
  %t580 = mul i64 %t579, 6
  %t581 = sub i64 %t578, %t580
  %t582 = mul i64 1, %size.C
  %t583 = mul i64 %t582, %size.P
  %t587 = icmp eq i64 %t75, 1
  br i1 %t587, label %nv1585, label %nvnext586
nv1585:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.1"(ptr %t31, i64 %t32, ptr %t34, i64 %t35, ptr %t37, i64 %t86, i64 %t581, i64 %tb525, i64 %t529, i64 1, i64 %t582, i64 %cb534, i64 %t538, ptr %t577, i64 %t42, i64 %t583, i64 %size.P, ptr %t95, i64 %size.K, ptr %t30, i1 %t541, i1 %t545, ptr %t38, <16 x i1> %t79, i64 %t62, i64 %t80, i64 %t70, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called584
nvnext586:
  %t590 = icmp eq i64 %t75, 2
  br i1 %t590, label %nv2588, label %nvnext589
nv2588:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.2"(ptr %t31, i64 %t32, ptr %t34, i64 %t35, ptr %t37, i64 %t86, i64 %t581, i64 %tb525, i64 %t529, i64 1, i64 %t582, i64 %cb534, i64 %t538, ptr %t577, i64 %t42, i64 %t583, i64 %size.P, ptr %t95, i64 %size.K, ptr %t30, i1 %t541, i1 %t545, ptr %t38, <16 x i1> %t79, i64 %t62, i64 %t80, i64 %t70, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called584
nvnext589:
  %t593 = icmp eq i64 %t75, 3
  br i1 %t593, label %nv3591, label %nvnext592
nv3591:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.3"(ptr %t31, i64 %t32, ptr %t34, i64 %t35, ptr %t37, i64 %t86, i64 %t581, i64 %tb525, i64 %t529, i64 1, i64 %t582, i64 %cb534, i64 %t538, ptr %t577, i64 %t42, i64 %t583, i64 %size.P, ptr %t95, i64 %size.K, ptr %t30, i1 %t541, i1 %t545, ptr %t38, <16 x i1> %t79, i64 %t62, i64 %t80, i64 %t70, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called584
nvnext592:
  %t596 = icmp eq i64 %t75, 4
  br i1 %t596, label %nv4594, label %nvnext595
nv4594:
  call void @"jr.dc.conv2d_nhwc_panels_ep_f84a1d.4"(ptr %t31, i64 %t32, ptr %t34, i64 %t35, ptr %t37, i64 %t86, i64 %t581, i64 %tb525, i64 %t529, i64 1, i64 %t582, i64 %cb534, i64 %t538, ptr %t577, i64 %t42, i64 %t583, i64 %size.P, ptr %t95, i64 %size.K, ptr %t30, i1 %t541, i1 %t545, ptr %t38, <16 x i1> %t79, i64 %t62, i64 %t80, i64 %t70, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.P, i64 %size.K)
  br label %called584
nvnext595:
  br label %called584
called584:
  %t597 = add i64 %cb534, %t22
  store i64 %t597, ptr %c530
  br label %cbhead531
cbdone533:
  store i64 %t529, ptr %c521
  br label %tbhead522
tbdone524:
  %t598 = add nsw i64 %i60, 1
  store i64 %t598, ptr %c56
  br label %head57
done59:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
