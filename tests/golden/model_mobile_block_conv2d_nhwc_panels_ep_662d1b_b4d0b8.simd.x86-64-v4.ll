@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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

define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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

define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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

define internal void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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

define void @"jr.op.conv2d_nhwc_panels_ep_662d1b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.e0, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c51 = alloca i64
  %c100 = alloca i64
  %c147 = alloca i64
  %c199 = alloca i64
  %c356 = alloca i64
  %c362 = alloca i64
  %c561 = alloca i64
  %c570 = alloca i64
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
  %t46 = mul i64 %size.C, 64
  %t47 = mul i64 %size.C, %size.K
  %t48 = mul i64 %t6, %t47
  %t49 = mul i64 %t48, 4
  %t50 = icmp sgt i64 %t49, 524288
  store i64 %range.lo, ptr %c51
  br label %head52
head52:
  %i55 = load i64, ptr %c51
  %t56 = icmp slt i64 %i55, %t14
  br i1 %t56, label %body53, label %done54
body53:
  %t57 = sdiv i64 %i55, %t11
  %t58 = srem i64 %i55, %t11
  %t59 = sdiv i64 %t58, %t10
  %t60 = srem i64 %t58, %t8
  %t61 = select i1 %t50, i64 %t59, i64 %t60
  %t62 = srem i64 %t58, %t10
  %t63 = sdiv i64 %t58, %t8
  %t64 = select i1 %t50, i64 %t62, i64 %t63
  %t65 = mul i64 %t61, 64
  %t66 = sub i64 %size.K, %t65
  %t67 = icmp slt i64 64, %t66
  %t68 = select i1 %t67, i64 64, i64 %t66
  %t69 = add i64 %t68, 15
  %t70 = sdiv i64 %t69, 16
  %t71 = sub i64 %t70, 1
  %t72 = mul i64 %t71, 16
  %t73 = add i64 %t65, %t72
  %t74 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t73, i64 %size.K)
  %t75 = mul i64 %t64, 96
  %t76 = add i64 %t75, 96
  %t77 = icmp slt i64 %t5, %t76
  %t78 = select i1 %t77, i64 %t5, i64 %t76
  %t79 = sub i64 %t78, %t75
  %t80 = add i64 %t79, 5
  %t81 = sdiv i64 %t80, 6
  %t82 = sdiv i64 %t75, %t4
  %t83 = srem i64 %t75, %t4
  %t84 = sub i64 %size.H, 1
  %t85 = add i64 %t84, 1
  %t86 = sub i64 %size.W, 1
  %t87 = add i64 %t86, 1
  %t88 = mul i64 %t85, %t87
  %t89 = mul i64 %t88, %size.K
  %t90 = mul i64 %t57, %t89
  %t91 = sub i64 %size.W, 1
  %t92 = add i64 %t91, 1
  %t93 = mul i64 %t92, %size.K
  %t94 = mul i64 %t82, %t93
  %t95 = add i64 %t90, %t94
  %t96 = mul i64 %t83, %size.K
  %t97 = add i64 %t95, %t96
  %t98 = add i64 %t97, %t65
  %t99 = getelementptr float, ptr %buf.y, i64 %t98
  store i64 0, ptr %c100
  br label %head101
head101:
  %i104 = load i64, ptr %c100
  %t105 = icmp slt i64 %i104, %t81
  br i1 %t105, label %body102, label %done103
body102:
  %t106 = mul i64 %i104, 6
  %t107 = add i64 %t75, %t106
  %t108 = add i64 %t107, 6
  %t109 = icmp slt i64 %t78, %t108
  %t110 = select i1 %t109, i64 %t78, i64 %t108
  %t111 = sub i64 %t110, 1
  %t112 = add i64 %t107, 0
  %t113 = icmp slt i64 %t112, %t111
  %t114 = select i1 %t113, i64 %t112, i64 %t111
  %t115 = sdiv i64 %t114, %t4
  %t116 = srem i64 %t114, %t4
  %t117 = add i64 %t107, 1
  %t118 = icmp slt i64 %t117, %t111
  %t119 = select i1 %t118, i64 %t117, i64 %t111
  %t120 = sdiv i64 %t119, %t4
  %t121 = srem i64 %t119, %t4
  %t122 = add i64 %t107, 2
  %t123 = icmp slt i64 %t122, %t111
  %t124 = select i1 %t123, i64 %t122, i64 %t111
  %t125 = sdiv i64 %t124, %t4
  %t126 = srem i64 %t124, %t4
  %t127 = add i64 %t107, 3
  %t128 = icmp slt i64 %t127, %t111
  %t129 = select i1 %t128, i64 %t127, i64 %t111
  %t130 = sdiv i64 %t129, %t4
  %t131 = srem i64 %t129, %t4
  %t132 = add i64 %t107, 4
  %t133 = icmp slt i64 %t132, %t111
  %t134 = select i1 %t133, i64 %t132, i64 %t111
  %t135 = sdiv i64 %t134, %t4
  %t136 = srem i64 %t134, %t4
  %t137 = add i64 %t107, 5
  %t138 = icmp slt i64 %t137, %t111
  %t139 = select i1 %t138, i64 %t137, i64 %t111
  %t140 = sdiv i64 %t139, %t4
  %t141 = srem i64 %t139, %t4
  %t142 = mul i64 %i104, %t36
  %t143 = getelementptr ptr, ptr %t35, i64 %t142
  %t144 = mul i64 %i104, %t39
  %t145 = getelementptr i32, ptr %t38, i64 %t144
  %t146 = getelementptr i32, ptr %t41, i64 %i104
  store i32 0, ptr %t145
  store i64 0, ptr %c147
  %t150 = mul i64 %t116, 1
  %t151 = add i64 %t150, 0
  %t152 = icmp ult i64 %t151, %size.W
  %t153 = and i1 %t17, %t152
  %t154 = sub i64 1, 1
  %t155 = add i64 %t151, %t154
  %t156 = icmp ult i64 %t155, %size.W
  %t157 = and i1 %t153, %t156
  %t158 = mul i64 %t121, 1
  %t159 = add i64 %t158, 0
  %t160 = icmp ult i64 %t159, %size.W
  %t161 = and i1 %t157, %t160
  %t162 = sub i64 1, 1
  %t163 = add i64 %t159, %t162
  %t164 = icmp ult i64 %t163, %size.W
  %t165 = and i1 %t161, %t164
  %t166 = mul i64 %t126, 1
  %t167 = add i64 %t166, 0
  %t168 = icmp ult i64 %t167, %size.W
  %t169 = and i1 %t165, %t168
  %t170 = sub i64 1, 1
  %t171 = add i64 %t167, %t170
  %t172 = icmp ult i64 %t171, %size.W
  %t173 = and i1 %t169, %t172
  %t174 = mul i64 %t131, 1
  %t175 = add i64 %t174, 0
  %t176 = icmp ult i64 %t175, %size.W
  %t177 = and i1 %t173, %t176
  %t178 = sub i64 1, 1
  %t179 = add i64 %t175, %t178
  %t180 = icmp ult i64 %t179, %size.W
  %t181 = and i1 %t177, %t180
  %t182 = mul i64 %t136, 1
  %t183 = add i64 %t182, 0
  %t184 = icmp ult i64 %t183, %size.W
  %t185 = and i1 %t181, %t184
  %t186 = sub i64 1, 1
  %t187 = add i64 %t183, %t186
  %t188 = icmp ult i64 %t187, %size.W
  %t189 = and i1 %t185, %t188
  %t190 = mul i64 %t141, 1
  %t191 = add i64 %t190, 0
  %t192 = icmp ult i64 %t191, %size.W
  %t193 = and i1 %t189, %t192
  %t194 = sub i64 1, 1
  %t195 = add i64 %t191, %t194
  %t196 = icmp ult i64 %t195, %size.W
  %t197 = and i1 %t193, %t196
  br i1 %t197, label %byrun198, label %bytap148
byrun198:
  store i64 0, ptr %c199
  br label %head200
head200:
  %i203 = load i64, ptr %c199
  %t204 = icmp slt i64 %i203, 1
  br i1 %t204, label %body201, label %done202
body201:
  %t205 = mul i64 %i203, 6
  %t206 = add i64 %t205, 0
  %t207 = getelementptr ptr, ptr %t143, i64 %t206
  %t208 = load i64, ptr %c147
  %t209 = mul i64 %t115, 1
  %t210 = mul i64 %i203, 1
  %t211 = add i64 %t209, %t210
  %t212 = add i64 %t211, 0
  %t213 = icmp ult i64 %t212, %size.H
  %t214 = mul i64 %size.H, %size.W
  %t215 = mul i64 %t214, %size.C
  %t216 = mul i64 %t57, %t215
  %t217 = add i64 %t115, %i203
  %t218 = mul i64 %size.W, %size.C
  %t219 = mul i64 %t217, %t218
  %t220 = add i64 %t216, %t219
  %t221 = add i64 %t116, 0
  %t222 = mul i64 %t221, %size.C
  %t223 = add i64 %t220, %t222
  %t224 = add i64 %t223, 0
  %t225 = getelementptr float, ptr %buf.x, i64 %t224
  %t226 = select i1 %t213, ptr %t225, ptr %t42
  store ptr %t226, ptr %t207, align 8
  %t227 = xor i1 %t213, true
  %t228 = zext i1 %t227 to i64
  %t229 = add i64 %t208, %t228
  store i64 %t229, ptr %c147
  %t230 = mul i64 %i203, 6
  %t231 = add i64 %t230, 1
  %t232 = getelementptr ptr, ptr %t143, i64 %t231
  %t233 = load i64, ptr %c147
  %t234 = mul i64 %t120, 1
  %t235 = mul i64 %i203, 1
  %t236 = add i64 %t234, %t235
  %t237 = add i64 %t236, 0
  %t238 = icmp ult i64 %t237, %size.H
  %t239 = mul i64 %size.H, %size.W
  %t240 = mul i64 %t239, %size.C
  %t241 = mul i64 %t57, %t240
  %t242 = add i64 %t120, %i203
  %t243 = mul i64 %size.W, %size.C
  %t244 = mul i64 %t242, %t243
  %t245 = add i64 %t241, %t244
  %t246 = add i64 %t121, 0
  %t247 = mul i64 %t246, %size.C
  %t248 = add i64 %t245, %t247
  %t249 = add i64 %t248, 0
  %t250 = getelementptr float, ptr %buf.x, i64 %t249
  %t251 = select i1 %t238, ptr %t250, ptr %t42
  store ptr %t251, ptr %t232, align 8
  %t252 = xor i1 %t238, true
  %t253 = zext i1 %t252 to i64
  %t254 = add i64 %t233, %t253
  store i64 %t254, ptr %c147
  %t255 = mul i64 %i203, 6
  %t256 = add i64 %t255, 2
  %t257 = getelementptr ptr, ptr %t143, i64 %t256
  %t258 = load i64, ptr %c147
  %t259 = mul i64 %t125, 1
  %t260 = mul i64 %i203, 1
  %t261 = add i64 %t259, %t260
  %t262 = add i64 %t261, 0
  %t263 = icmp ult i64 %t262, %size.H
  %t264 = mul i64 %size.H, %size.W
  %t265 = mul i64 %t264, %size.C
  %t266 = mul i64 %t57, %t265
  %t267 = add i64 %t125, %i203
  %t268 = mul i64 %size.W, %size.C
  %t269 = mul i64 %t267, %t268
  %t270 = add i64 %t266, %t269
  %t271 = add i64 %t126, 0
  %t272 = mul i64 %t271, %size.C
  %t273 = add i64 %t270, %t272
  %t274 = add i64 %t273, 0
  %t275 = getelementptr float, ptr %buf.x, i64 %t274
  %t276 = select i1 %t263, ptr %t275, ptr %t42
  store ptr %t276, ptr %t257, align 8
  %t277 = xor i1 %t263, true
  %t278 = zext i1 %t277 to i64
  %t279 = add i64 %t258, %t278
  store i64 %t279, ptr %c147
  %t280 = mul i64 %i203, 6
  %t281 = add i64 %t280, 3
  %t282 = getelementptr ptr, ptr %t143, i64 %t281
  %t283 = load i64, ptr %c147
  %t284 = mul i64 %t130, 1
  %t285 = mul i64 %i203, 1
  %t286 = add i64 %t284, %t285
  %t287 = add i64 %t286, 0
  %t288 = icmp ult i64 %t287, %size.H
  %t289 = mul i64 %size.H, %size.W
  %t290 = mul i64 %t289, %size.C
  %t291 = mul i64 %t57, %t290
  %t292 = add i64 %t130, %i203
  %t293 = mul i64 %size.W, %size.C
  %t294 = mul i64 %t292, %t293
  %t295 = add i64 %t291, %t294
  %t296 = add i64 %t131, 0
  %t297 = mul i64 %t296, %size.C
  %t298 = add i64 %t295, %t297
  %t299 = add i64 %t298, 0
  %t300 = getelementptr float, ptr %buf.x, i64 %t299
  %t301 = select i1 %t288, ptr %t300, ptr %t42
  store ptr %t301, ptr %t282, align 8
  %t302 = xor i1 %t288, true
  %t303 = zext i1 %t302 to i64
  %t304 = add i64 %t283, %t303
  store i64 %t304, ptr %c147
  %t305 = mul i64 %i203, 6
  %t306 = add i64 %t305, 4
  %t307 = getelementptr ptr, ptr %t143, i64 %t306
  %t308 = load i64, ptr %c147
  %t309 = mul i64 %t135, 1
  %t310 = mul i64 %i203, 1
  %t311 = add i64 %t309, %t310
  %t312 = add i64 %t311, 0
  %t313 = icmp ult i64 %t312, %size.H
  %t314 = mul i64 %size.H, %size.W
  %t315 = mul i64 %t314, %size.C
  %t316 = mul i64 %t57, %t315
  %t317 = add i64 %t135, %i203
  %t318 = mul i64 %size.W, %size.C
  %t319 = mul i64 %t317, %t318
  %t320 = add i64 %t316, %t319
  %t321 = add i64 %t136, 0
  %t322 = mul i64 %t321, %size.C
  %t323 = add i64 %t320, %t322
  %t324 = add i64 %t323, 0
  %t325 = getelementptr float, ptr %buf.x, i64 %t324
  %t326 = select i1 %t313, ptr %t325, ptr %t42
  store ptr %t326, ptr %t307, align 8
  %t327 = xor i1 %t313, true
  %t328 = zext i1 %t327 to i64
  %t329 = add i64 %t308, %t328
  store i64 %t329, ptr %c147
  %t330 = mul i64 %i203, 6
  %t331 = add i64 %t330, 5
  %t332 = getelementptr ptr, ptr %t143, i64 %t331
  %t333 = load i64, ptr %c147
  %t334 = mul i64 %t140, 1
  %t335 = mul i64 %i203, 1
  %t336 = add i64 %t334, %t335
  %t337 = add i64 %t336, 0
  %t338 = icmp ult i64 %t337, %size.H
  %t339 = mul i64 %size.H, %size.W
  %t340 = mul i64 %t339, %size.C
  %t341 = mul i64 %t57, %t340
  %t342 = add i64 %t140, %i203
  %t343 = mul i64 %size.W, %size.C
  %t344 = mul i64 %t342, %t343
  %t345 = add i64 %t341, %t344
  %t346 = add i64 %t141, 0
  %t347 = mul i64 %t346, %size.C
  %t348 = add i64 %t345, %t347
  %t349 = add i64 %t348, 0
  %t350 = getelementptr float, ptr %buf.x, i64 %t349
  %t351 = select i1 %t338, ptr %t350, ptr %t42
  store ptr %t351, ptr %t332, align 8
  %t352 = xor i1 %t338, true
  %t353 = zext i1 %t352 to i64
  %t354 = add i64 %t333, %t353
  store i64 %t354, ptr %c147
  %t355 = add nsw i64 %i203, 1
  store i64 %t355, ptr %c199
  br label %head200
done202:
  store i32 1, ptr %t146
  br label %tabled149
bytap148:
  store i64 0, ptr %c356
  br label %head357
head357:
  %i360 = load i64, ptr %c356
  %t361 = icmp slt i64 %i360, 1
  br i1 %t361, label %body358, label %done359
body358:
  store i64 0, ptr %c362
  br label %head363
head363:
  %i366 = load i64, ptr %c362
  %t367 = icmp slt i64 %i366, 1
  br i1 %t367, label %body364, label %done365
body364:
  %t368 = mul i64 %i360, 1
  %t369 = add i64 %t368, %i366
  %t370 = mul i64 %t369, 6
  %t371 = add i64 %t370, 0
  %t372 = getelementptr ptr, ptr %t143, i64 %t371
  %t373 = load i64, ptr %c147
  %t374 = mul i64 %t115, 1
  %t375 = mul i64 %i360, 1
  %t376 = add i64 %t374, %t375
  %t377 = add i64 %t376, 0
  %t378 = icmp ult i64 %t377, %size.H
  %t379 = mul i64 %t116, 1
  %t380 = mul i64 %i366, 1
  %t381 = add i64 %t379, %t380
  %t382 = add i64 %t381, 0
  %t383 = icmp ult i64 %t382, %size.W
  %t384 = and i1 %t378, %t383
  %t385 = mul i64 %size.H, %size.W
  %t386 = mul i64 %t385, %size.C
  %t387 = mul i64 %t57, %t386
  %t388 = add i64 %t115, %i360
  %t389 = mul i64 %size.W, %size.C
  %t390 = mul i64 %t388, %t389
  %t391 = add i64 %t387, %t390
  %t392 = add i64 %t116, %i366
  %t393 = mul i64 %t392, %size.C
  %t394 = add i64 %t391, %t393
  %t395 = add i64 %t394, 0
  %t396 = getelementptr float, ptr %buf.x, i64 %t395
  %t397 = select i1 %t384, ptr %t396, ptr %t42
  store ptr %t397, ptr %t372, align 8
  %t398 = xor i1 %t384, true
  %t399 = zext i1 %t398 to i64
  %t400 = add i64 %t373, %t399
  store i64 %t400, ptr %c147
  %t401 = add i64 %t370, 1
  %t402 = getelementptr ptr, ptr %t143, i64 %t401
  %t403 = load i64, ptr %c147
  %t404 = mul i64 %t120, 1
  %t405 = mul i64 %i360, 1
  %t406 = add i64 %t404, %t405
  %t407 = add i64 %t406, 0
  %t408 = icmp ult i64 %t407, %size.H
  %t409 = mul i64 %t121, 1
  %t410 = mul i64 %i366, 1
  %t411 = add i64 %t409, %t410
  %t412 = add i64 %t411, 0
  %t413 = icmp ult i64 %t412, %size.W
  %t414 = and i1 %t408, %t413
  %t415 = mul i64 %size.H, %size.W
  %t416 = mul i64 %t415, %size.C
  %t417 = mul i64 %t57, %t416
  %t418 = add i64 %t120, %i360
  %t419 = mul i64 %size.W, %size.C
  %t420 = mul i64 %t418, %t419
  %t421 = add i64 %t417, %t420
  %t422 = add i64 %t121, %i366
  %t423 = mul i64 %t422, %size.C
  %t424 = add i64 %t421, %t423
  %t425 = add i64 %t424, 0
  %t426 = getelementptr float, ptr %buf.x, i64 %t425
  %t427 = select i1 %t414, ptr %t426, ptr %t42
  store ptr %t427, ptr %t402, align 8
  %t428 = xor i1 %t414, true
  %t429 = zext i1 %t428 to i64
  %t430 = add i64 %t403, %t429
  store i64 %t430, ptr %c147
  %t431 = add i64 %t370, 2
  %t432 = getelementptr ptr, ptr %t143, i64 %t431
  %t433 = load i64, ptr %c147
  %t434 = mul i64 %t125, 1
  %t435 = mul i64 %i360, 1
  %t436 = add i64 %t434, %t435
  %t437 = add i64 %t436, 0
  %t438 = icmp ult i64 %t437, %size.H
  %t439 = mul i64 %t126, 1
  %t440 = mul i64 %i366, 1
  %t441 = add i64 %t439, %t440
  %t442 = add i64 %t441, 0
  %t443 = icmp ult i64 %t442, %size.W
  %t444 = and i1 %t438, %t443
  %t445 = mul i64 %size.H, %size.W
  %t446 = mul i64 %t445, %size.C
  %t447 = mul i64 %t57, %t446
  %t448 = add i64 %t125, %i360
  %t449 = mul i64 %size.W, %size.C
  %t450 = mul i64 %t448, %t449
  %t451 = add i64 %t447, %t450
  %t452 = add i64 %t126, %i366
  %t453 = mul i64 %t452, %size.C
  %t454 = add i64 %t451, %t453
  %t455 = add i64 %t454, 0
  %t456 = getelementptr float, ptr %buf.x, i64 %t455
  %t457 = select i1 %t444, ptr %t456, ptr %t42
  store ptr %t457, ptr %t432, align 8
  %t458 = xor i1 %t444, true
  %t459 = zext i1 %t458 to i64
  %t460 = add i64 %t433, %t459
  store i64 %t460, ptr %c147
  %t461 = add i64 %t370, 3
  %t462 = getelementptr ptr, ptr %t143, i64 %t461
  %t463 = load i64, ptr %c147
  %t464 = mul i64 %t130, 1
  %t465 = mul i64 %i360, 1
  %t466 = add i64 %t464, %t465
  %t467 = add i64 %t466, 0
  %t468 = icmp ult i64 %t467, %size.H
  %t469 = mul i64 %t131, 1
  %t470 = mul i64 %i366, 1
  %t471 = add i64 %t469, %t470
  %t472 = add i64 %t471, 0
  %t473 = icmp ult i64 %t472, %size.W
  %t474 = and i1 %t468, %t473
  %t475 = mul i64 %size.H, %size.W
  %t476 = mul i64 %t475, %size.C
  %t477 = mul i64 %t57, %t476
  %t478 = add i64 %t130, %i360
  %t479 = mul i64 %size.W, %size.C
  %t480 = mul i64 %t478, %t479
  %t481 = add i64 %t477, %t480
  %t482 = add i64 %t131, %i366
  %t483 = mul i64 %t482, %size.C
  %t484 = add i64 %t481, %t483
  %t485 = add i64 %t484, 0
  %t486 = getelementptr float, ptr %buf.x, i64 %t485
  %t487 = select i1 %t474, ptr %t486, ptr %t42
  store ptr %t487, ptr %t462, align 8
  %t488 = xor i1 %t474, true
  %t489 = zext i1 %t488 to i64
  %t490 = add i64 %t463, %t489
  store i64 %t490, ptr %c147
  %t491 = add i64 %t370, 4
  %t492 = getelementptr ptr, ptr %t143, i64 %t491
  %t493 = load i64, ptr %c147
  %t494 = mul i64 %t135, 1
  %t495 = mul i64 %i360, 1
  %t496 = add i64 %t494, %t495
  %t497 = add i64 %t496, 0
  %t498 = icmp ult i64 %t497, %size.H
  %t499 = mul i64 %t136, 1
  %t500 = mul i64 %i366, 1
  %t501 = add i64 %t499, %t500
  %t502 = add i64 %t501, 0
  %t503 = icmp ult i64 %t502, %size.W
  %t504 = and i1 %t498, %t503
  %t505 = mul i64 %size.H, %size.W
  %t506 = mul i64 %t505, %size.C
  %t507 = mul i64 %t57, %t506
  %t508 = add i64 %t135, %i360
  %t509 = mul i64 %size.W, %size.C
  %t510 = mul i64 %t508, %t509
  %t511 = add i64 %t507, %t510
  %t512 = add i64 %t136, %i366
  %t513 = mul i64 %t512, %size.C
  %t514 = add i64 %t511, %t513
  %t515 = add i64 %t514, 0
  %t516 = getelementptr float, ptr %buf.x, i64 %t515
  %t517 = select i1 %t504, ptr %t516, ptr %t42
  store ptr %t517, ptr %t492, align 8
  %t518 = xor i1 %t504, true
  %t519 = zext i1 %t518 to i64
  %t520 = add i64 %t493, %t519
  store i64 %t520, ptr %c147
  %t521 = add i64 %t370, 5
  %t522 = getelementptr ptr, ptr %t143, i64 %t521
  %t523 = load i64, ptr %c147
  %t524 = mul i64 %t140, 1
  %t525 = mul i64 %i360, 1
  %t526 = add i64 %t524, %t525
  %t527 = add i64 %t526, 0
  %t528 = icmp ult i64 %t527, %size.H
  %t529 = mul i64 %t141, 1
  %t530 = mul i64 %i366, 1
  %t531 = add i64 %t529, %t530
  %t532 = add i64 %t531, 0
  %t533 = icmp ult i64 %t532, %size.W
  %t534 = and i1 %t528, %t533
  %t535 = mul i64 %size.H, %size.W
  %t536 = mul i64 %t535, %size.C
  %t537 = mul i64 %t57, %t536
  %t538 = add i64 %t140, %i360
  %t539 = mul i64 %size.W, %size.C
  %t540 = mul i64 %t538, %t539
  %t541 = add i64 %t537, %t540
  %t542 = add i64 %t141, %i366
  %t543 = mul i64 %t542, %size.C
  %t544 = add i64 %t541, %t543
  %t545 = add i64 %t544, 0
  %t546 = getelementptr float, ptr %buf.x, i64 %t545
  %t547 = select i1 %t534, ptr %t546, ptr %t42
  store ptr %t547, ptr %t522, align 8
  %t548 = xor i1 %t534, true
  %t549 = zext i1 %t548 to i64
  %t550 = add i64 %t523, %t549
  store i64 %t550, ptr %c147
  %t551 = load i64, ptr %c147
  %t552 = trunc i64 %t551 to i32
  %t553 = add i64 %t369, 1
  %t554 = getelementptr i32, ptr %t145, i64 %t553
  store i32 %t552, ptr %t554
  %t555 = add nsw i64 %i366, 1
  store i64 %t555, ptr %c362
  br label %head363
done365:
  %t556 = add nsw i64 %i360, 1
  store i64 %t556, ptr %c356
  br label %head357
done359:
  store i32 0, ptr %t146
  br label %tabled149
tabled149:
  %t557 = load i64, ptr %c147
  %t558 = trunc i64 %t557 to i32
  %t559 = getelementptr i32, ptr %t145, i64 %t6
  store i32 %t558, ptr %t559
  %t560 = add nsw i64 %i104, 1
  store i64 %t560, ptr %c100
  br label %head101
done103:
  store i64 0, ptr %c561
  br label %tbhead562
tbhead562:
  %tb565 = load i64, ptr %c561
  %t566 = icmp slt i64 %tb565, %t6
  br i1 %t566, label %tbbody563, label %tbdone564
tbbody563:
  %t567 = add i64 %tb565, %t30
  %t568 = icmp slt i64 %t6, %t567
  %t569 = select i1 %t568, i64 %t6, i64 %t567
  store i64 0, ptr %c570
  br label %cbhead571
cbhead571:
  %cb574 = load i64, ptr %c570
  %t575 = icmp slt i64 %cb574, %t16
  br i1 %t575, label %cbbody572, label %cbdone573
cbbody572:
  %t576 = sub i64 %size.C, %cb574
  %t577 = icmp slt i64 %t26, %t576
  %t578 = select i1 %t577, i64 %t26, i64 %t576
  %t579 = icmp sgt i64 %tb565, 0
  %t580 = icmp sgt i64 %cb574, 0
  %t581 = or i1 %t579, %t580
  %t582 = icmp eq i64 %t569, %t6
  %t583 = add i64 %cb574, %t578
  %t584 = icmp sge i64 %t583, %size.C
  %t585 = and i1 %t582, %t584
  %t586 = sdiv i64 %tb565, 1
  %t587 = srem i64 %tb565, 1
  %t588 = sdiv i64 %t65, 64
  %t589 = srem i64 %t65, 64
  %t590 = icmp ne i64 %t589, 0
  %t591 = icmp slt i64 %t589, 0
  %t592 = icmp slt i64 64, 0
  %t593 = xor i1 %t591, %t592
  %t594 = and i1 %t590, %t593
  %t595 = zext i1 %t594 to i64
  %t596 = sub i64 %t588, %t595
  %t597 = mul i64 %size.C, 64
  %t598 = mul i64 %t596, %t597
  %t599 = mul i64 %size.C, 64
  %t600 = mul i64 %t586, %t599
  %t601 = add i64 %t598, %t600
  %t602 = mul i64 %size.C, 64
  %t603 = mul i64 %t587, %t602
  %t604 = add i64 %t601, %t603
  %t605 = mul i64 %cb574, 64
  %t606 = add i64 %t604, %t605
  %t607 = sdiv i64 %t65, 64
  %t608 = srem i64 %t65, 64
  %t609 = icmp ne i64 %t608, 0
  %t610 = icmp slt i64 %t608, 0
  %t611 = icmp slt i64 64, 0
  %t612 = xor i1 %t610, %t611
  %t613 = and i1 %t609, %t612
  %t614 = add i64 %t608, 64
  %t615 = select i1 %t613, i64 %t614, i64 %t608
  %t616 = add i64 %t606, %t615
  %t617 = getelementptr float, ptr %buf.w, i64 %t616
  %t618 = sub i64 %t78, %t75
  %t619 = sub i64 %t81, 1
  %t620 = mul i64 %t619, 6
  %t621 = sub i64 %t618, %t620
  %t622 = mul i64 1, %size.C
  %t623 = mul i64 %t622, 64
  %t627 = icmp eq i64 %t70, 1
  br i1 %t627, label %nv1625, label %nvnext626
nv1625:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.1"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t81, i64 %t621, i64 %tb565, i64 %t569, i64 1, i64 %t622, i64 %cb574, i64 %t578, ptr %t617, i64 %t46, i64 %t623, i64 64, ptr %t99, i64 %size.K, ptr %t34, i1 %t581, i1 %t585, ptr %t42, <16 x i1> %t74, i64 %t57, i64 %t75, i64 %t65, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called624
nvnext626:
  %t630 = icmp eq i64 %t70, 2
  br i1 %t630, label %nv2628, label %nvnext629
nv2628:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.2"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t81, i64 %t621, i64 %tb565, i64 %t569, i64 1, i64 %t622, i64 %cb574, i64 %t578, ptr %t617, i64 %t46, i64 %t623, i64 64, ptr %t99, i64 %size.K, ptr %t34, i1 %t581, i1 %t585, ptr %t42, <16 x i1> %t74, i64 %t57, i64 %t75, i64 %t65, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called624
nvnext629:
  %t633 = icmp eq i64 %t70, 3
  br i1 %t633, label %nv3631, label %nvnext632
nv3631:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.3"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t81, i64 %t621, i64 %tb565, i64 %t569, i64 1, i64 %t622, i64 %cb574, i64 %t578, ptr %t617, i64 %t46, i64 %t623, i64 64, ptr %t99, i64 %size.K, ptr %t34, i1 %t581, i1 %t585, ptr %t42, <16 x i1> %t74, i64 %t57, i64 %t75, i64 %t65, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called624
nvnext632:
  %t636 = icmp eq i64 %t70, 4
  br i1 %t636, label %nv4634, label %nvnext635
nv4634:
  call void @"jr.dc.conv2d_nhwc_panels_ep_662d1b.4"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t81, i64 %t621, i64 %tb565, i64 %t569, i64 1, i64 %t622, i64 %cb574, i64 %t578, ptr %t617, i64 %t46, i64 %t623, i64 64, ptr %t99, i64 %size.K, ptr %t34, i1 %t581, i1 %t585, ptr %t42, <16 x i1> %t74, i64 %t57, i64 %t75, i64 %t65, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.e0, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called624
nvnext635:
  br label %called624
called624:
  %t637 = add i64 %cb574, %t26
  store i64 %t637, ptr %c570
  br label %cbhead571
cbdone573:
  store i64 %t569, ptr %c561
  br label %tbhead562
tbdone564:
  %t638 = add nsw i64 %i55, 1
  store i64 %t638, ptr %c51
  br label %head52
done54:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
