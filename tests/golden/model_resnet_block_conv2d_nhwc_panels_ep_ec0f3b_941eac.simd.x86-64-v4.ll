@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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

define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c59 = alloca i64
  %c120 = alloca i64
  %c167 = alloca i64
  %c219 = alloca i64
  %c388 = alloca i64
  %c394 = alloca i64
  %c605 = alloca i64
  %c614 = alloca i64
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
  %t54 = mul i64 %size.C, 64
  %t55 = mul i64 %size.C, %size.K
  %t56 = mul i64 %t14, %t55
  %t57 = mul i64 %t56, 4
  %t58 = icmp sgt i64 %t57, 524288
  store i64 %range.lo, ptr %c59
  br label %head60
head60:
  %i63 = load i64, ptr %c59
  %t64 = icmp slt i64 %i63, %t22
  br i1 %t64, label %body61, label %done62
body61:
  %t65 = sdiv i64 %i63, %t19
  %t66 = srem i64 %i63, %t19
  %t67 = sdiv i64 %t66, %t18
  %t68 = srem i64 %t66, %t16
  %t69 = select i1 %t58, i64 %t67, i64 %t68
  %t70 = srem i64 %t66, %t18
  %t71 = sdiv i64 %t66, %t16
  %t72 = select i1 %t58, i64 %t70, i64 %t71
  %t73 = mul i64 %t69, 64
  %t74 = sub i64 %size.K, %t73
  %t75 = icmp slt i64 64, %t74
  %t76 = select i1 %t75, i64 64, i64 %t74
  %t77 = add i64 %t76, 15
  %t78 = sdiv i64 %t77, 16
  %t79 = sub i64 %t78, 1
  %t80 = mul i64 %t79, 16
  %t81 = add i64 %t73, %t80
  %t82 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t81, i64 %size.K)
  %t83 = mul i64 %t72, 96
  %t84 = add i64 %t83, 96
  %t85 = icmp slt i64 %t13, %t84
  %t86 = select i1 %t85, i64 %t13, i64 %t84
  %t87 = sub i64 %t86, %t83
  %t88 = add i64 %t87, 5
  %t89 = sdiv i64 %t88, 6
  %t90 = sdiv i64 %t83, %t12
  %t91 = srem i64 %t83, %t12
  %t92 = add i64 %size.H, 1
  %t93 = add i64 %t92, 1
  %t94 = sub i64 %size.R, 1
  %t95 = sub i64 %t93, %t94
  %t96 = sub i64 %t95, 1
  %t97 = add i64 %t96, 1
  %t98 = add i64 %size.W, 1
  %t99 = add i64 %t98, 1
  %t100 = sub i64 %size.S, 1
  %t101 = sub i64 %t99, %t100
  %t102 = sub i64 %t101, 1
  %t103 = add i64 %t102, 1
  %t104 = mul i64 %t97, %t103
  %t105 = mul i64 %t104, %size.K
  %t106 = mul i64 %t65, %t105
  %t107 = add i64 %size.W, 1
  %t108 = add i64 %t107, 1
  %t109 = sub i64 %size.S, 1
  %t110 = sub i64 %t108, %t109
  %t111 = sub i64 %t110, 1
  %t112 = add i64 %t111, 1
  %t113 = mul i64 %t112, %size.K
  %t114 = mul i64 %t90, %t113
  %t115 = add i64 %t106, %t114
  %t116 = mul i64 %t91, %size.K
  %t117 = add i64 %t115, %t116
  %t118 = add i64 %t117, %t73
  %t119 = getelementptr float, ptr %buf.y, i64 %t118
  store i64 0, ptr %c120
  br label %head121
head121:
  %i124 = load i64, ptr %c120
  %t125 = icmp slt i64 %i124, %t89
  br i1 %t125, label %body122, label %done123
body122:
  %t126 = mul i64 %i124, 6
  %t127 = add i64 %t83, %t126
  %t128 = add i64 %t127, 6
  %t129 = icmp slt i64 %t86, %t128
  %t130 = select i1 %t129, i64 %t86, i64 %t128
  %t131 = sub i64 %t130, 1
  %t132 = add i64 %t127, 0
  %t133 = icmp slt i64 %t132, %t131
  %t134 = select i1 %t133, i64 %t132, i64 %t131
  %t135 = sdiv i64 %t134, %t12
  %t136 = srem i64 %t134, %t12
  %t137 = add i64 %t127, 1
  %t138 = icmp slt i64 %t137, %t131
  %t139 = select i1 %t138, i64 %t137, i64 %t131
  %t140 = sdiv i64 %t139, %t12
  %t141 = srem i64 %t139, %t12
  %t142 = add i64 %t127, 2
  %t143 = icmp slt i64 %t142, %t131
  %t144 = select i1 %t143, i64 %t142, i64 %t131
  %t145 = sdiv i64 %t144, %t12
  %t146 = srem i64 %t144, %t12
  %t147 = add i64 %t127, 3
  %t148 = icmp slt i64 %t147, %t131
  %t149 = select i1 %t148, i64 %t147, i64 %t131
  %t150 = sdiv i64 %t149, %t12
  %t151 = srem i64 %t149, %t12
  %t152 = add i64 %t127, 4
  %t153 = icmp slt i64 %t152, %t131
  %t154 = select i1 %t153, i64 %t152, i64 %t131
  %t155 = sdiv i64 %t154, %t12
  %t156 = srem i64 %t154, %t12
  %t157 = add i64 %t127, 5
  %t158 = icmp slt i64 %t157, %t131
  %t159 = select i1 %t158, i64 %t157, i64 %t131
  %t160 = sdiv i64 %t159, %t12
  %t161 = srem i64 %t159, %t12
  %t162 = mul i64 %i124, %t44
  %t163 = getelementptr ptr, ptr %t43, i64 %t162
  %t164 = mul i64 %i124, %t47
  %t165 = getelementptr i32, ptr %t46, i64 %t164
  %t166 = getelementptr i32, ptr %t49, i64 %i124
  store i32 0, ptr %t165
  store i64 0, ptr %c167
  %t170 = mul i64 %t136, 1
  %t171 = add i64 %t170, -1
  %t172 = icmp ult i64 %t171, %size.W
  %t173 = and i1 %t25, %t172
  %t174 = sub i64 %size.S, 1
  %t175 = add i64 %t171, %t174
  %t176 = icmp ult i64 %t175, %size.W
  %t177 = and i1 %t173, %t176
  %t178 = mul i64 %t141, 1
  %t179 = add i64 %t178, -1
  %t180 = icmp ult i64 %t179, %size.W
  %t181 = and i1 %t177, %t180
  %t182 = sub i64 %size.S, 1
  %t183 = add i64 %t179, %t182
  %t184 = icmp ult i64 %t183, %size.W
  %t185 = and i1 %t181, %t184
  %t186 = mul i64 %t146, 1
  %t187 = add i64 %t186, -1
  %t188 = icmp ult i64 %t187, %size.W
  %t189 = and i1 %t185, %t188
  %t190 = sub i64 %size.S, 1
  %t191 = add i64 %t187, %t190
  %t192 = icmp ult i64 %t191, %size.W
  %t193 = and i1 %t189, %t192
  %t194 = mul i64 %t151, 1
  %t195 = add i64 %t194, -1
  %t196 = icmp ult i64 %t195, %size.W
  %t197 = and i1 %t193, %t196
  %t198 = sub i64 %size.S, 1
  %t199 = add i64 %t195, %t198
  %t200 = icmp ult i64 %t199, %size.W
  %t201 = and i1 %t197, %t200
  %t202 = mul i64 %t156, 1
  %t203 = add i64 %t202, -1
  %t204 = icmp ult i64 %t203, %size.W
  %t205 = and i1 %t201, %t204
  %t206 = sub i64 %size.S, 1
  %t207 = add i64 %t203, %t206
  %t208 = icmp ult i64 %t207, %size.W
  %t209 = and i1 %t205, %t208
  %t210 = mul i64 %t161, 1
  %t211 = add i64 %t210, -1
  %t212 = icmp ult i64 %t211, %size.W
  %t213 = and i1 %t209, %t212
  %t214 = sub i64 %size.S, 1
  %t215 = add i64 %t211, %t214
  %t216 = icmp ult i64 %t215, %size.W
  %t217 = and i1 %t213, %t216
  br i1 %t217, label %byrun218, label %bytap168
byrun218:
  store i64 0, ptr %c219
  br label %head220
head220:
  %i223 = load i64, ptr %c219
  %t224 = icmp slt i64 %i223, %size.R
  br i1 %t224, label %body221, label %done222
body221:
  %t225 = mul i64 %i223, 6
  %t226 = add i64 %t225, 0
  %t227 = getelementptr ptr, ptr %t163, i64 %t226
  %t228 = load i64, ptr %c167
  %t229 = mul i64 %t135, 1
  %t230 = mul i64 %i223, 1
  %t231 = add i64 %t229, %t230
  %t232 = add i64 %t231, -1
  %t233 = icmp ult i64 %t232, %size.H
  %t234 = mul i64 %size.H, %size.W
  %t235 = mul i64 %t234, %size.C
  %t236 = mul i64 %t65, %t235
  %t237 = add i64 %t135, %i223
  %t238 = sub i64 %t237, 1
  %t239 = mul i64 %size.W, %size.C
  %t240 = mul i64 %t238, %t239
  %t241 = add i64 %t236, %t240
  %t242 = add i64 %t136, 0
  %t243 = sub i64 %t242, 1
  %t244 = mul i64 %t243, %size.C
  %t245 = add i64 %t241, %t244
  %t246 = add i64 %t245, 0
  %t247 = getelementptr float, ptr %buf.x, i64 %t246
  %t248 = select i1 %t233, ptr %t247, ptr %t50
  store ptr %t248, ptr %t227, align 8
  %t249 = xor i1 %t233, true
  %t250 = zext i1 %t249 to i64
  %t251 = add i64 %t228, %t250
  store i64 %t251, ptr %c167
  %t252 = mul i64 %i223, 6
  %t253 = add i64 %t252, 1
  %t254 = getelementptr ptr, ptr %t163, i64 %t253
  %t255 = load i64, ptr %c167
  %t256 = mul i64 %t140, 1
  %t257 = mul i64 %i223, 1
  %t258 = add i64 %t256, %t257
  %t259 = add i64 %t258, -1
  %t260 = icmp ult i64 %t259, %size.H
  %t261 = mul i64 %size.H, %size.W
  %t262 = mul i64 %t261, %size.C
  %t263 = mul i64 %t65, %t262
  %t264 = add i64 %t140, %i223
  %t265 = sub i64 %t264, 1
  %t266 = mul i64 %size.W, %size.C
  %t267 = mul i64 %t265, %t266
  %t268 = add i64 %t263, %t267
  %t269 = add i64 %t141, 0
  %t270 = sub i64 %t269, 1
  %t271 = mul i64 %t270, %size.C
  %t272 = add i64 %t268, %t271
  %t273 = add i64 %t272, 0
  %t274 = getelementptr float, ptr %buf.x, i64 %t273
  %t275 = select i1 %t260, ptr %t274, ptr %t50
  store ptr %t275, ptr %t254, align 8
  %t276 = xor i1 %t260, true
  %t277 = zext i1 %t276 to i64
  %t278 = add i64 %t255, %t277
  store i64 %t278, ptr %c167
  %t279 = mul i64 %i223, 6
  %t280 = add i64 %t279, 2
  %t281 = getelementptr ptr, ptr %t163, i64 %t280
  %t282 = load i64, ptr %c167
  %t283 = mul i64 %t145, 1
  %t284 = mul i64 %i223, 1
  %t285 = add i64 %t283, %t284
  %t286 = add i64 %t285, -1
  %t287 = icmp ult i64 %t286, %size.H
  %t288 = mul i64 %size.H, %size.W
  %t289 = mul i64 %t288, %size.C
  %t290 = mul i64 %t65, %t289
  %t291 = add i64 %t145, %i223
  %t292 = sub i64 %t291, 1
  %t293 = mul i64 %size.W, %size.C
  %t294 = mul i64 %t292, %t293
  %t295 = add i64 %t290, %t294
  %t296 = add i64 %t146, 0
  %t297 = sub i64 %t296, 1
  %t298 = mul i64 %t297, %size.C
  %t299 = add i64 %t295, %t298
  %t300 = add i64 %t299, 0
  %t301 = getelementptr float, ptr %buf.x, i64 %t300
  %t302 = select i1 %t287, ptr %t301, ptr %t50
  store ptr %t302, ptr %t281, align 8
  %t303 = xor i1 %t287, true
  %t304 = zext i1 %t303 to i64
  %t305 = add i64 %t282, %t304
  store i64 %t305, ptr %c167
  %t306 = mul i64 %i223, 6
  %t307 = add i64 %t306, 3
  %t308 = getelementptr ptr, ptr %t163, i64 %t307
  %t309 = load i64, ptr %c167
  %t310 = mul i64 %t150, 1
  %t311 = mul i64 %i223, 1
  %t312 = add i64 %t310, %t311
  %t313 = add i64 %t312, -1
  %t314 = icmp ult i64 %t313, %size.H
  %t315 = mul i64 %size.H, %size.W
  %t316 = mul i64 %t315, %size.C
  %t317 = mul i64 %t65, %t316
  %t318 = add i64 %t150, %i223
  %t319 = sub i64 %t318, 1
  %t320 = mul i64 %size.W, %size.C
  %t321 = mul i64 %t319, %t320
  %t322 = add i64 %t317, %t321
  %t323 = add i64 %t151, 0
  %t324 = sub i64 %t323, 1
  %t325 = mul i64 %t324, %size.C
  %t326 = add i64 %t322, %t325
  %t327 = add i64 %t326, 0
  %t328 = getelementptr float, ptr %buf.x, i64 %t327
  %t329 = select i1 %t314, ptr %t328, ptr %t50
  store ptr %t329, ptr %t308, align 8
  %t330 = xor i1 %t314, true
  %t331 = zext i1 %t330 to i64
  %t332 = add i64 %t309, %t331
  store i64 %t332, ptr %c167
  %t333 = mul i64 %i223, 6
  %t334 = add i64 %t333, 4
  %t335 = getelementptr ptr, ptr %t163, i64 %t334
  %t336 = load i64, ptr %c167
  %t337 = mul i64 %t155, 1
  %t338 = mul i64 %i223, 1
  %t339 = add i64 %t337, %t338
  %t340 = add i64 %t339, -1
  %t341 = icmp ult i64 %t340, %size.H
  %t342 = mul i64 %size.H, %size.W
  %t343 = mul i64 %t342, %size.C
  %t344 = mul i64 %t65, %t343
  %t345 = add i64 %t155, %i223
  %t346 = sub i64 %t345, 1
  %t347 = mul i64 %size.W, %size.C
  %t348 = mul i64 %t346, %t347
  %t349 = add i64 %t344, %t348
  %t350 = add i64 %t156, 0
  %t351 = sub i64 %t350, 1
  %t352 = mul i64 %t351, %size.C
  %t353 = add i64 %t349, %t352
  %t354 = add i64 %t353, 0
  %t355 = getelementptr float, ptr %buf.x, i64 %t354
  %t356 = select i1 %t341, ptr %t355, ptr %t50
  store ptr %t356, ptr %t335, align 8
  %t357 = xor i1 %t341, true
  %t358 = zext i1 %t357 to i64
  %t359 = add i64 %t336, %t358
  store i64 %t359, ptr %c167
  %t360 = mul i64 %i223, 6
  %t361 = add i64 %t360, 5
  %t362 = getelementptr ptr, ptr %t163, i64 %t361
  %t363 = load i64, ptr %c167
  %t364 = mul i64 %t160, 1
  %t365 = mul i64 %i223, 1
  %t366 = add i64 %t364, %t365
  %t367 = add i64 %t366, -1
  %t368 = icmp ult i64 %t367, %size.H
  %t369 = mul i64 %size.H, %size.W
  %t370 = mul i64 %t369, %size.C
  %t371 = mul i64 %t65, %t370
  %t372 = add i64 %t160, %i223
  %t373 = sub i64 %t372, 1
  %t374 = mul i64 %size.W, %size.C
  %t375 = mul i64 %t373, %t374
  %t376 = add i64 %t371, %t375
  %t377 = add i64 %t161, 0
  %t378 = sub i64 %t377, 1
  %t379 = mul i64 %t378, %size.C
  %t380 = add i64 %t376, %t379
  %t381 = add i64 %t380, 0
  %t382 = getelementptr float, ptr %buf.x, i64 %t381
  %t383 = select i1 %t368, ptr %t382, ptr %t50
  store ptr %t383, ptr %t362, align 8
  %t384 = xor i1 %t368, true
  %t385 = zext i1 %t384 to i64
  %t386 = add i64 %t363, %t385
  store i64 %t386, ptr %c167
  %t387 = add nsw i64 %i223, 1
  store i64 %t387, ptr %c219
  br label %head220
done222:
  store i32 1, ptr %t166
  br label %tabled169
bytap168:
  store i64 0, ptr %c388
  br label %head389
head389:
  %i392 = load i64, ptr %c388
  %t393 = icmp slt i64 %i392, %size.R
  br i1 %t393, label %body390, label %done391
body390:
  store i64 0, ptr %c394
  br label %head395
head395:
  %i398 = load i64, ptr %c394
  %t399 = icmp slt i64 %i398, %size.S
  br i1 %t399, label %body396, label %done397
body396:
  %t400 = mul i64 %i392, %size.S
  %t401 = add i64 %t400, %i398
  %t402 = mul i64 %t401, 6
  %t403 = add i64 %t402, 0
  %t404 = getelementptr ptr, ptr %t163, i64 %t403
  %t405 = load i64, ptr %c167
  %t406 = mul i64 %t135, 1
  %t407 = mul i64 %i392, 1
  %t408 = add i64 %t406, %t407
  %t409 = add i64 %t408, -1
  %t410 = icmp ult i64 %t409, %size.H
  %t411 = mul i64 %t136, 1
  %t412 = mul i64 %i398, 1
  %t413 = add i64 %t411, %t412
  %t414 = add i64 %t413, -1
  %t415 = icmp ult i64 %t414, %size.W
  %t416 = and i1 %t410, %t415
  %t417 = mul i64 %size.H, %size.W
  %t418 = mul i64 %t417, %size.C
  %t419 = mul i64 %t65, %t418
  %t420 = add i64 %t135, %i392
  %t421 = sub i64 %t420, 1
  %t422 = mul i64 %size.W, %size.C
  %t423 = mul i64 %t421, %t422
  %t424 = add i64 %t419, %t423
  %t425 = add i64 %t136, %i398
  %t426 = sub i64 %t425, 1
  %t427 = mul i64 %t426, %size.C
  %t428 = add i64 %t424, %t427
  %t429 = add i64 %t428, 0
  %t430 = getelementptr float, ptr %buf.x, i64 %t429
  %t431 = select i1 %t416, ptr %t430, ptr %t50
  store ptr %t431, ptr %t404, align 8
  %t432 = xor i1 %t416, true
  %t433 = zext i1 %t432 to i64
  %t434 = add i64 %t405, %t433
  store i64 %t434, ptr %c167
  %t435 = add i64 %t402, 1
  %t436 = getelementptr ptr, ptr %t163, i64 %t435
  %t437 = load i64, ptr %c167
  %t438 = mul i64 %t140, 1
  %t439 = mul i64 %i392, 1
  %t440 = add i64 %t438, %t439
  %t441 = add i64 %t440, -1
  %t442 = icmp ult i64 %t441, %size.H
  %t443 = mul i64 %t141, 1
  %t444 = mul i64 %i398, 1
  %t445 = add i64 %t443, %t444
  %t446 = add i64 %t445, -1
  %t447 = icmp ult i64 %t446, %size.W
  %t448 = and i1 %t442, %t447
  %t449 = mul i64 %size.H, %size.W
  %t450 = mul i64 %t449, %size.C
  %t451 = mul i64 %t65, %t450
  %t452 = add i64 %t140, %i392
  %t453 = sub i64 %t452, 1
  %t454 = mul i64 %size.W, %size.C
  %t455 = mul i64 %t453, %t454
  %t456 = add i64 %t451, %t455
  %t457 = add i64 %t141, %i398
  %t458 = sub i64 %t457, 1
  %t459 = mul i64 %t458, %size.C
  %t460 = add i64 %t456, %t459
  %t461 = add i64 %t460, 0
  %t462 = getelementptr float, ptr %buf.x, i64 %t461
  %t463 = select i1 %t448, ptr %t462, ptr %t50
  store ptr %t463, ptr %t436, align 8
  %t464 = xor i1 %t448, true
  %t465 = zext i1 %t464 to i64
  %t466 = add i64 %t437, %t465
  store i64 %t466, ptr %c167
  %t467 = add i64 %t402, 2
  %t468 = getelementptr ptr, ptr %t163, i64 %t467
  %t469 = load i64, ptr %c167
  %t470 = mul i64 %t145, 1
  %t471 = mul i64 %i392, 1
  %t472 = add i64 %t470, %t471
  %t473 = add i64 %t472, -1
  %t474 = icmp ult i64 %t473, %size.H
  %t475 = mul i64 %t146, 1
  %t476 = mul i64 %i398, 1
  %t477 = add i64 %t475, %t476
  %t478 = add i64 %t477, -1
  %t479 = icmp ult i64 %t478, %size.W
  %t480 = and i1 %t474, %t479
  %t481 = mul i64 %size.H, %size.W
  %t482 = mul i64 %t481, %size.C
  %t483 = mul i64 %t65, %t482
  %t484 = add i64 %t145, %i392
  %t485 = sub i64 %t484, 1
  %t486 = mul i64 %size.W, %size.C
  %t487 = mul i64 %t485, %t486
  %t488 = add i64 %t483, %t487
  %t489 = add i64 %t146, %i398
  %t490 = sub i64 %t489, 1
  %t491 = mul i64 %t490, %size.C
  %t492 = add i64 %t488, %t491
  %t493 = add i64 %t492, 0
  %t494 = getelementptr float, ptr %buf.x, i64 %t493
  %t495 = select i1 %t480, ptr %t494, ptr %t50
  store ptr %t495, ptr %t468, align 8
  %t496 = xor i1 %t480, true
  %t497 = zext i1 %t496 to i64
  %t498 = add i64 %t469, %t497
  store i64 %t498, ptr %c167
  %t499 = add i64 %t402, 3
  %t500 = getelementptr ptr, ptr %t163, i64 %t499
  %t501 = load i64, ptr %c167
  %t502 = mul i64 %t150, 1
  %t503 = mul i64 %i392, 1
  %t504 = add i64 %t502, %t503
  %t505 = add i64 %t504, -1
  %t506 = icmp ult i64 %t505, %size.H
  %t507 = mul i64 %t151, 1
  %t508 = mul i64 %i398, 1
  %t509 = add i64 %t507, %t508
  %t510 = add i64 %t509, -1
  %t511 = icmp ult i64 %t510, %size.W
  %t512 = and i1 %t506, %t511
  %t513 = mul i64 %size.H, %size.W
  %t514 = mul i64 %t513, %size.C
  %t515 = mul i64 %t65, %t514
  %t516 = add i64 %t150, %i392
  %t517 = sub i64 %t516, 1
  %t518 = mul i64 %size.W, %size.C
  %t519 = mul i64 %t517, %t518
  %t520 = add i64 %t515, %t519
  %t521 = add i64 %t151, %i398
  %t522 = sub i64 %t521, 1
  %t523 = mul i64 %t522, %size.C
  %t524 = add i64 %t520, %t523
  %t525 = add i64 %t524, 0
  %t526 = getelementptr float, ptr %buf.x, i64 %t525
  %t527 = select i1 %t512, ptr %t526, ptr %t50
  store ptr %t527, ptr %t500, align 8
  %t528 = xor i1 %t512, true
  %t529 = zext i1 %t528 to i64
  %t530 = add i64 %t501, %t529
  store i64 %t530, ptr %c167
  %t531 = add i64 %t402, 4
  %t532 = getelementptr ptr, ptr %t163, i64 %t531
  %t533 = load i64, ptr %c167
  %t534 = mul i64 %t155, 1
  %t535 = mul i64 %i392, 1
  %t536 = add i64 %t534, %t535
  %t537 = add i64 %t536, -1
  %t538 = icmp ult i64 %t537, %size.H
  %t539 = mul i64 %t156, 1
  %t540 = mul i64 %i398, 1
  %t541 = add i64 %t539, %t540
  %t542 = add i64 %t541, -1
  %t543 = icmp ult i64 %t542, %size.W
  %t544 = and i1 %t538, %t543
  %t545 = mul i64 %size.H, %size.W
  %t546 = mul i64 %t545, %size.C
  %t547 = mul i64 %t65, %t546
  %t548 = add i64 %t155, %i392
  %t549 = sub i64 %t548, 1
  %t550 = mul i64 %size.W, %size.C
  %t551 = mul i64 %t549, %t550
  %t552 = add i64 %t547, %t551
  %t553 = add i64 %t156, %i398
  %t554 = sub i64 %t553, 1
  %t555 = mul i64 %t554, %size.C
  %t556 = add i64 %t552, %t555
  %t557 = add i64 %t556, 0
  %t558 = getelementptr float, ptr %buf.x, i64 %t557
  %t559 = select i1 %t544, ptr %t558, ptr %t50
  store ptr %t559, ptr %t532, align 8
  %t560 = xor i1 %t544, true
  %t561 = zext i1 %t560 to i64
  %t562 = add i64 %t533, %t561
  store i64 %t562, ptr %c167
  %t563 = add i64 %t402, 5
  %t564 = getelementptr ptr, ptr %t163, i64 %t563
  %t565 = load i64, ptr %c167
  %t566 = mul i64 %t160, 1
  %t567 = mul i64 %i392, 1
  %t568 = add i64 %t566, %t567
  %t569 = add i64 %t568, -1
  %t570 = icmp ult i64 %t569, %size.H
  %t571 = mul i64 %t161, 1
  %t572 = mul i64 %i398, 1
  %t573 = add i64 %t571, %t572
  %t574 = add i64 %t573, -1
  %t575 = icmp ult i64 %t574, %size.W
  %t576 = and i1 %t570, %t575
  %t577 = mul i64 %size.H, %size.W
  %t578 = mul i64 %t577, %size.C
  %t579 = mul i64 %t65, %t578
  %t580 = add i64 %t160, %i392
  %t581 = sub i64 %t580, 1
  %t582 = mul i64 %size.W, %size.C
  %t583 = mul i64 %t581, %t582
  %t584 = add i64 %t579, %t583
  %t585 = add i64 %t161, %i398
  %t586 = sub i64 %t585, 1
  %t587 = mul i64 %t586, %size.C
  %t588 = add i64 %t584, %t587
  %t589 = add i64 %t588, 0
  %t590 = getelementptr float, ptr %buf.x, i64 %t589
  %t591 = select i1 %t576, ptr %t590, ptr %t50
  store ptr %t591, ptr %t564, align 8
  %t592 = xor i1 %t576, true
  %t593 = zext i1 %t592 to i64
  %t594 = add i64 %t565, %t593
  store i64 %t594, ptr %c167
  %t595 = load i64, ptr %c167
  %t596 = trunc i64 %t595 to i32
  %t597 = add i64 %t401, 1
  %t598 = getelementptr i32, ptr %t165, i64 %t597
  store i32 %t596, ptr %t598
  %t599 = add nsw i64 %i398, 1
  store i64 %t599, ptr %c394
  br label %head395
done397:
  %t600 = add nsw i64 %i392, 1
  store i64 %t600, ptr %c388
  br label %head389
done391:
  store i32 0, ptr %t166
  br label %tabled169
tabled169:
  %t601 = load i64, ptr %c167
  %t602 = trunc i64 %t601 to i32
  %t603 = getelementptr i32, ptr %t165, i64 %t14
  store i32 %t602, ptr %t603
  %t604 = add nsw i64 %i124, 1
  store i64 %t604, ptr %c120
  br label %head121
done123:
  store i64 0, ptr %c605
  br label %tbhead606
tbhead606:
  %tb609 = load i64, ptr %c605
  %t610 = icmp slt i64 %tb609, %t14
  br i1 %t610, label %tbbody607, label %tbdone608
tbbody607:
  %t611 = add i64 %tb609, %t38
  %t612 = icmp slt i64 %t14, %t611
  %t613 = select i1 %t612, i64 %t14, i64 %t611
  store i64 0, ptr %c614
  br label %cbhead615
cbhead615:
  %cb618 = load i64, ptr %c614
  %t619 = icmp slt i64 %cb618, %t24
  br i1 %t619, label %cbbody616, label %cbdone617
cbbody616:
  %t620 = sub i64 %size.C, %cb618
  %t621 = icmp slt i64 %t34, %t620
  %t622 = select i1 %t621, i64 %t34, i64 %t620
  %t623 = icmp sgt i64 %tb609, 0
  %t624 = icmp sgt i64 %cb618, 0
  %t625 = or i1 %t623, %t624
  %t626 = icmp eq i64 %t613, %t14
  %t627 = add i64 %cb618, %t622
  %t628 = icmp sge i64 %t627, %size.C
  %t629 = and i1 %t626, %t628
  %t630 = sdiv i64 %tb609, %size.S
  %t631 = srem i64 %tb609, %size.S
  %t632 = sdiv i64 %t73, 64
  %t633 = srem i64 %t73, 64
  %t634 = icmp ne i64 %t633, 0
  %t635 = icmp slt i64 %t633, 0
  %t636 = icmp slt i64 64, 0
  %t637 = xor i1 %t635, %t636
  %t638 = and i1 %t634, %t637
  %t639 = zext i1 %t638 to i64
  %t640 = sub i64 %t632, %t639
  %t641 = mul i64 %size.R, %size.S
  %t642 = mul i64 %t641, %size.C
  %t643 = mul i64 %t642, 64
  %t644 = mul i64 %t640, %t643
  %t645 = mul i64 %size.S, %size.C
  %t646 = mul i64 %t645, 64
  %t647 = mul i64 %t630, %t646
  %t648 = add i64 %t644, %t647
  %t649 = mul i64 %size.C, 64
  %t650 = mul i64 %t631, %t649
  %t651 = add i64 %t648, %t650
  %t652 = mul i64 %cb618, 64
  %t653 = add i64 %t651, %t652
  %t654 = sdiv i64 %t73, 64
  %t655 = srem i64 %t73, 64
  %t656 = icmp ne i64 %t655, 0
  %t657 = icmp slt i64 %t655, 0
  %t658 = icmp slt i64 64, 0
  %t659 = xor i1 %t657, %t658
  %t660 = and i1 %t656, %t659
  %t661 = add i64 %t655, 64
  %t662 = select i1 %t660, i64 %t661, i64 %t655
  %t663 = add i64 %t653, %t662
  %t664 = getelementptr float, ptr %buf.w, i64 %t663
  %t665 = sub i64 %t86, %t83
  %t666 = sub i64 %t89, 1
  %t667 = mul i64 %t666, 6
  %t668 = sub i64 %t665, %t667
  %t669 = mul i64 %size.S, %size.C
  %t670 = mul i64 %t669, 64
  %t674 = icmp eq i64 %t78, 1
  br i1 %t674, label %nv1672, label %nvnext673
nv1672:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %t43, i64 %t44, ptr %t46, i64 %t47, ptr %t49, i64 %t89, i64 %t668, i64 %tb609, i64 %t613, i64 %size.R, i64 %t669, i64 %cb618, i64 %t622, ptr %t664, i64 %t54, i64 %t670, i64 64, ptr %t119, i64 %size.K, ptr %t42, i1 %t625, i1 %t629, ptr %t50, <16 x i1> %t82, i64 %t65, i64 %t83, i64 %t73, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called671
nvnext673:
  %t677 = icmp eq i64 %t78, 2
  br i1 %t677, label %nv2675, label %nvnext676
nv2675:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %t43, i64 %t44, ptr %t46, i64 %t47, ptr %t49, i64 %t89, i64 %t668, i64 %tb609, i64 %t613, i64 %size.R, i64 %t669, i64 %cb618, i64 %t622, ptr %t664, i64 %t54, i64 %t670, i64 64, ptr %t119, i64 %size.K, ptr %t42, i1 %t625, i1 %t629, ptr %t50, <16 x i1> %t82, i64 %t65, i64 %t83, i64 %t73, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called671
nvnext676:
  %t680 = icmp eq i64 %t78, 3
  br i1 %t680, label %nv3678, label %nvnext679
nv3678:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %t43, i64 %t44, ptr %t46, i64 %t47, ptr %t49, i64 %t89, i64 %t668, i64 %tb609, i64 %t613, i64 %size.R, i64 %t669, i64 %cb618, i64 %t622, ptr %t664, i64 %t54, i64 %t670, i64 64, ptr %t119, i64 %size.K, ptr %t42, i1 %t625, i1 %t629, ptr %t50, <16 x i1> %t82, i64 %t65, i64 %t83, i64 %t73, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called671
nvnext679:
  %t683 = icmp eq i64 %t78, 4
  br i1 %t683, label %nv4681, label %nvnext682
nv4681:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %t43, i64 %t44, ptr %t46, i64 %t47, ptr %t49, i64 %t89, i64 %t668, i64 %tb609, i64 %t613, i64 %size.R, i64 %t669, i64 %cb618, i64 %t622, ptr %t664, i64 %t54, i64 %t670, i64 64, ptr %t119, i64 %size.K, ptr %t42, i1 %t625, i1 %t629, ptr %t50, <16 x i1> %t82, i64 %t65, i64 %t83, i64 %t73, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called671
nvnext682:
  br label %called671
called671:
  %t684 = add i64 %cb618, %t34
  store i64 %t684, ptr %c614
  br label %cbhead615
cbdone617:
  store i64 %t613, ptr %c605
  br label %tbhead606
tbdone608:
  %t685 = add nsw i64 %i63, 1
  store i64 %t685, ptr %c59
  br label %head60
done62:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
