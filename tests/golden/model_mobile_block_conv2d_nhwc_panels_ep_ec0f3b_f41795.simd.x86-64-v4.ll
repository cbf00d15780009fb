@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.K) noinline nounwind {
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
  %v210 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v209, <16 x float> splat (float 0x0000000000000000))
  %v211 = add i64 %n, %t201
  %v212 = add i64 %v211, %t202
  %v213 = mul i64 %v212, %size.K
  %v214 = add i64 %v213, %t206
  %p215 = getelementptr float, ptr %buf.y, i64 %v214
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v210, ptr align 4 %p215, <16 x i1> %mlast)
  br label %finnext204
finnext204:
  %t216 = add i64 %t202, 1
  %t217 = icmp sge i64 %t216, 1
  %t218 = select i1 %t217, i64 0, i64 %t216
  %t219 = zext i1 %t217 to i64
  %t220 = add i64 %t201, %t219
  %t223 = icmp slt i64 1, %t10
  br i1 %t223, label %fin221, label %finnext222
fin221:
  %t224 = add i64 %k0, 0
  %p225 = getelementptr float, ptr %buf.b, i64 %t224
  %ld226 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p225, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v227 = fadd contract <16 x float> %ld226, %t190
  %v228 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v227, <16 x float> splat (float 0x0000000000000000))
  %v229 = add i64 %n, %t220
  %v230 = add i64 %v229, %t218
  %v231 = mul i64 %v230, %size.K
  %v232 = add i64 %v231, %t224
  %p233 = getelementptr float, ptr %buf.y, i64 %v232
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v228, ptr align 4 %p233, <16 x i1> %mlast)
  br label %finnext222
finnext222:
  %t234 = add i64 %t218, 1
  %t235 = icmp sge i64 %t234, 1
  %t236 = select i1 %t235, i64 0, i64 %t234
  %t237 = zext i1 %t235 to i64
  %t238 = add i64 %t220, %t237
  %t241 = icmp slt i64 2, %t10
  br i1 %t241, label %fin239, label %finnext240
fin239:
  %t242 = add i64 %k0, 0
  %p243 = getelementptr float, ptr %buf.b, i64 %t242
  %ld244 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p243, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v245 = fadd contract <16 x float> %ld244, %t191
  %v246 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v245, <16 x float> splat (float 0x0000000000000000))
  %v247 = add i64 %n, %t238
  %v248 = add i64 %v247, %t236
  %v249 = mul i64 %v248, %size.K
  %v250 = add i64 %v249, %t242
  %p251 = getelementptr float, ptr %buf.y, i64 %v250
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v246, ptr align 4 %p251, <16 x i1> %mlast)
  br label %finnext240
finnext240:
  %t252 = add i64 %t236, 1
  %t253 = icmp sge i64 %t252, 1
  %t254 = select i1 %t253, i64 0, i64 %t252
  %t255 = zext i1 %t253 to i64
  %t256 = add i64 %t238, %t255
  %t259 = icmp slt i64 3, %t10
  br i1 %t259, label %fin257, label %finnext258
fin257:
  %t260 = add i64 %k0, 0
  %p261 = getelementptr float, ptr %buf.b, i64 %t260
  %ld262 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p261, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v263 = fadd contract <16 x float> %ld262, %t192
  %v264 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v263, <16 x float> splat (float 0x0000000000000000))
  %v265 = add i64 %n, %t256
  %v266 = add i64 %v265, %t254
  %v267 = mul i64 %v266, %size.K
  %v268 = add i64 %v267, %t260
  %p269 = getelementptr float, ptr %buf.y, i64 %v268
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v264, ptr align 4 %p269, <16 x i1> %mlast)
  br label %finnext258
finnext258:
  %t270 = add i64 %t254, 1
  %t271 = icmp sge i64 %t270, 1
  %t272 = select i1 %t271, i64 0, i64 %t270
  %t273 = zext i1 %t271 to i64
  %t274 = add i64 %t256, %t273
  %t277 = icmp slt i64 4, %t10
  br i1 %t277, label %fin275, label %finnext276
fin275:
  %t278 = add i64 %k0, 0
  %p279 = getelementptr float, ptr %buf.b, i64 %t278
  %ld280 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p279, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v281 = fadd contract <16 x float> %ld280, %t193
  %v282 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v281, <16 x float> splat (float 0x0000000000000000))
  %v283 = add i64 %n, %t274
  %v284 = add i64 %v283, %t272
  %v285 = mul i64 %v284, %size.K
  %v286 = add i64 %v285, %t278
  %p287 = getelementptr float, ptr %buf.y, i64 %v286
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v282, ptr align 4 %p287, <16 x i1> %mlast)
  br label %finnext276
finnext276:
  %t288 = add i64 %t272, 1
  %t289 = icmp sge i64 %t288, 1
  %t290 = select i1 %t289, i64 0, i64 %t288
  %t291 = zext i1 %t289 to i64
  %t292 = add i64 %t274, %t291
  %t295 = icmp slt i64 5, %t10
  br i1 %t295, label %fin293, label %finnext294
fin293:
  %t296 = add i64 %k0, 0
  %p297 = getelementptr float, ptr %buf.b, i64 %t296
  %ld298 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p297, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v299 = fadd contract <16 x float> %ld298, %t194
  %v300 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v299, <16 x float> splat (float 0x0000000000000000))
  %v301 = add i64 %n, %t292
  %v302 = add i64 %v301, %t290
  %v303 = mul i64 %v302, %size.K
  %v304 = add i64 %v303, %t296
  %p305 = getelementptr float, ptr %buf.y, i64 %v304
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v300, ptr align 4 %p305, <16 x i1> %mlast)
  br label %finnext294
finnext294:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t306 = icmp slt i64 %j.next, %ntiles
  br i1 %t306, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.K) noinline nounwind {
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
  %v250 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v249, <16 x float> splat (float 0x0000000000000000))
  %v251 = add i64 %n, %t241
  %v252 = add i64 %v251, %t242
  %v253 = mul i64 %v252, %size.K
  %v254 = add i64 %v253, %t246
  %p255 = getelementptr float, ptr %buf.y, i64 %v254
  store <16 x float> %v250, ptr %p255, align 4
  %t256 = add i64 %k0, 16
  %p257 = getelementptr float, ptr %buf.b, i64 %t256
  %ld258 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p257, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v259 = fadd contract <16 x float> %ld258, %t218
  %v260 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v259, <16 x float> splat (float 0x0000000000000000))
  %v261 = add i64 %n, %t241
  %v262 = add i64 %v261, %t242
  %v263 = mul i64 %v262, %size.K
  %v264 = add i64 %v263, %t256
  %p265 = getelementptr float, ptr %buf.y, i64 %v264
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v260, ptr align 4 %p265, <16 x i1> %mlast)
  br label %finnext244
finnext244:
  %t266 = add i64 %t242, 1
  %t267 = icmp sge i64 %t266, 1
  %t268 = select i1 %t267, i64 0, i64 %t266
  %t269 = zext i1 %t267 to i64
  %t270 = add i64 %t241, %t269
  %t273 = icmp slt i64 1, %t10
  br i1 %t273, label %fin271, label %finnext272
fin271:
  %t274 = add i64 %k0, 0
  %p275 = getelementptr float, ptr %buf.b, i64 %t274
  %ld276 = load <16 x float>, ptr %p275, align 4
  %v277 = fadd contract <16 x float> %ld276, %t219
  %v278 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v277, <16 x float> splat (float 0x0000000000000000))
  %v279 = add i64 %n, %t270
  %v280 = add i64 %v279, %t268
  %v281 = mul i64 %v280, %size.K
  %v282 = add i64 %v281, %t274
  %p283 = getelementptr float, ptr %buf.y, i64 %v282
  store <16 x float> %v278, ptr %p283, align 4
  %t284 = add i64 %k0, 16
  %p285 = getelementptr float, ptr %buf.b, i64 %t284
  %ld286 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p285, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v287 = fadd contract <16 x float> %ld286, %t220
  %v288 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v287, <16 x float> splat (float 0x0000000000000000))
  %v289 = add i64 %n, %t270
  %v290 = add i64 %v289, %t268
  %v291 = mul i64 %v290, %size.K
  %v292 = add i64 %v291, %t284
  %p293 = getelementptr float, ptr %buf.y, i64 %v292
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v288, ptr align 4 %p293, <16 x i1> %mlast)
  br label %finnext272
finnext272:
  %t294 = add i64 %t268, 1
  %t295 = icmp sge i64 %t294, 1
  %t296 = select i1 %t295, i64 0, i64 %t294
  %t297 = zext i1 %t295 to i64
  %t298 = add i64 %t270, %t297
  %t301 = icmp slt i64 2, %t10
  br i1 %t301, label %fin299, label %finnext300
fin299:
  %t302 = add i64 %k0, 0
  %p303 = getelementptr float, ptr %buf.b, i64 %t302
  %ld304 = load <16 x float>, ptr %p303, align 4
  %v305 = fadd contract <16 x float> %ld304, %t221
  %v306 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v305, <16 x float> splat (float 0x0000000000000000))
  %v307 = add i64 %n, %t298
  %v308 = add i64 %v307, %t296
  %v309 = mul i64 %v308, %size.K
  %v310 = add i64 %v309, %t302
  %p311 = getelementptr float, ptr %buf.y, i64 %v310
  store <16 x float> %v306, ptr %p311, align 4
  %t312 = add i64 %k0, 16
  %p313 = getelementptr float, ptr %buf.b, i64 %t312
  %ld314 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p313, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v315 = fadd contract <16 x float> %ld314, %t222
  %v316 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v315, <16 x float> splat (float 0x0000000000000000))
  %v317 = add i64 %n, %t298
  %v318 = add i64 %v317, %t296
  %v319 = mul i64 %v318, %size.K
  %v320 = add i64 %v319, %t312
  %p321 = getelementptr float, ptr %buf.y, i64 %v320
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v316, ptr align 4 %p321, <16 x i1> %mlast)
  br label %finnext300
finnext300:
  %t322 = add i64 %t296, 1
  %t323 = icmp sge i64 %t322, 1
  %t324 = select i1 %t323, i64 0, i64 %t322
  %t325 = zext i1 %t323 to i64
  %t326 = add i64 %t298, %t325
  %t329 = icmp slt i64 3, %t10
  br i1 %t329, label %fin327, label %finnext328
fin327:
  %t330 = add i64 %k0, 0
  %p331 = getelementptr float, ptr %buf.b, i64 %t330
  %ld332 = load <16 x float>, ptr %p331, align 4
  %v333 = fadd contract <16 x float> %ld332, %t223
  %v334 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v333, <16 x float> splat (float 0x0000000000000000))
  %v335 = add i64 %n, %t326
  %v336 = add i64 %v335, %t324
  %v337 = mul i64 %v336, %size.K
  %v338 = add i64 %v337, %t330
  %p339 = getelementptr float, ptr %buf.y, i64 %v338
  store <16 x float> %v334, ptr %p339, align 4
  %t340 = add i64 %k0, 16
  %p341 = getelementptr float, ptr %buf.b, i64 %t340
  %ld342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p341, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v343 = fadd contract <16 x float> %ld342, %t224
  %v344 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v343, <16 x float> splat (float 0x0000000000000000))
  %v345 = add i64 %n, %t326
  %v346 = add i64 %v345, %t324
  %v347 = mul i64 %v346, %size.K
  %v348 = add i64 %v347, %t340
  %p349 = getelementptr float, ptr %buf.y, i64 %v348
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v344, ptr align 4 %p349, <16 x i1> %mlast)
  br label %finnext328
finnext328:
  %t350 = add i64 %t324, 1
  %t351 = icmp sge i64 %t350, 1
  %t352 = select i1 %t351, i64 0, i64 %t350
  %t353 = zext i1 %t351 to i64
  %t354 = add i64 %t326, %t353
  %t357 = icmp slt i64 4, %t10
  br i1 %t357, label %fin355, label %finnext356
fin355:
  %t358 = add i64 %k0, 0
  %p359 = getelementptr float, ptr %buf.b, i64 %t358
  %ld360 = load <16 x float>, ptr %p359, align 4
  %v361 = fadd contract <16 x float> %ld360, %t225
  %v362 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v361, <16 x float> splat (float 0x0000000000000000))
  %v363 = add i64 %n, %t354
  %v364 = add i64 %v363, %t352
  %v365 = mul i64 %v364, %size.K
  %v366 = add i64 %v365, %t358
  %p367 = getelementptr float, ptr %buf.y, i64 %v366
  store <16 x float> %v362, ptr %p367, align 4
  %t368 = add i64 %k0, 16
  %p369 = getelementptr float, ptr %buf.b, i64 %t368
  %ld370 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p369, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v371 = fadd contract <16 x float> %ld370, %t226
  %v372 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v371, <16 x float> splat (float 0x0000000000000000))
  %v373 = add i64 %n, %t354
  %v374 = add i64 %v373, %t352
  %v375 = mul i64 %v374, %size.K
  %v376 = add i64 %v375, %t368
  %p377 = getelementptr float, ptr %buf.y, i64 %v376
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v372, ptr align 4 %p377, <16 x i1> %mlast)
  br label %finnext356
finnext356:
  %t378 = add i64 %t352, 1
  %t379 = icmp sge i64 %t378, 1
  %t380 = select i1 %t379, i64 0, i64 %t378
  %t381 = zext i1 %t379 to i64
  %t382 = add i64 %t354, %t381
  %t385 = icmp slt i64 5, %t10
  br i1 %t385, label %fin383, label %finnext384
fin383:
  %t386 = add i64 %k0, 0
  %p387 = getelementptr float, ptr %buf.b, i64 %t386
  %ld388 = load <16 x float>, ptr %p387, align 4
  %v389 = fadd contract <16 x float> %ld388, %t227
  %v390 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v389, <16 x float> splat (float 0x0000000000000000))
  %v391 = add i64 %n, %t382
  %v392 = add i64 %v391, %t380
  %v393 = mul i64 %v392, %size.K
  %v394 = add i64 %v393, %t386
  %p395 = getelementptr float, ptr %buf.y, i64 %v394
  store <16 x float> %v390, ptr %p395, align 4
  %t396 = add i64 %k0, 16
  %p397 = getelementptr float, ptr %buf.b, i64 %t396
  %ld398 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p397, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v399 = fadd contract <16 x float> %ld398, %t228
  %v400 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v399, <16 x float> splat (float 0x0000000000000000))
  %v401 = add i64 %n, %t382
  %v402 = add i64 %v401, %t380
  %v403 = mul i64 %v402, %size.K
  %v404 = add i64 %v403, %t396
  %p405 = getelementptr float, ptr %buf.y, i64 %v404
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v400, ptr align 4 %p405, <16 x i1> %mlast)
  br label %finnext384
finnext384:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t406 = icmp slt i64 %j.next, %ntiles
  br i1 %t406, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.K) noinline nounwind {
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
  %v290 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v289, <16 x float> splat (float 0x0000000000000000))
  %v291 = add i64 %n, %t281
  %v292 = add i64 %v291, %t282
  %v293 = mul i64 %v292, %size.K
  %v294 = add i64 %v293, %t286
  %p295 = getelementptr float, ptr %buf.y, i64 %v294
  store <16 x float> %v290, ptr %p295, align 4
  %t296 = add i64 %k0, 16
  %p297 = getelementptr float, ptr %buf.b, i64 %t296
  %ld298 = load <16 x float>, ptr %p297, align 4
  %v299 = fadd contract <16 x float> %ld298, %t246
  %v300 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v299, <16 x float> splat (float 0x0000000000000000))
  %v301 = add i64 %n, %t281
  %v302 = add i64 %v301, %t282
  %v303 = mul i64 %v302, %size.K
  %v304 = add i64 %v303, %t296
  %p305 = getelementptr float, ptr %buf.y, i64 %v304
  store <16 x float> %v300, ptr %p305, align 4
  %t306 = add i64 %k0, 32
  %p307 = getelementptr float, ptr %buf.b, i64 %t306
  %ld308 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p307, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v309 = fadd contract <16 x float> %ld308, %t247
  %v310 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v309, <16 x float> splat (float 0x0000000000000000))
  %v311 = add i64 %n, %t281
  %v312 = add i64 %v311, %t282
  %v313 = mul i64 %v312, %size.K
  %v314 = add i64 %v313, %t306
  %p315 = getelementptr float, ptr %buf.y, i64 %v314
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v310, ptr align 4 %p315, <16 x i1> %mlast)
  br label %finnext284
finnext284:
  %t316 = add i64 %t282, 1
  %t317 = icmp sge i64 %t316, 1
  %t318 = select i1 %t317, i64 0, i64 %t316
  %t319 = zext i1 %t317 to i64
  %t320 = add i64 %t281, %t319
  %t323 = icmp slt i64 1, %t10
  br i1 %t323, label %fin321, label %finnext322
fin321:
  %t324 = add i64 %k0, 0
  %p325 = getelementptr float, ptr %buf.b, i64 %t324
  %ld326 = load <16 x float>, ptr %p325, align 4
  %v327 = fadd contract <16 x float> %ld326, %t248
  %v328 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v327, <16 x float> splat (float 0x0000000000000000))
  %v329 = add i64 %n, %t320
  %v330 = add i64 %v329, %t318
  %v331 = mul i64 %v330, %size.K
  %v332 = add i64 %v331, %t324
  %p333 = getelementptr float, ptr %buf.y, i64 %v332
  store <16 x float> %v328, ptr %p333, align 4
  %t334 = add i64 %k0, 16
  %p335 = getelementptr float, ptr %buf.b, i64 %t334
  %ld336 = load <16 x float>, ptr %p335, align 4
  %v337 = fadd contract <16 x float> %ld336, %t249
  %v338 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v337, <16 x float> splat (float 0x0000000000000000))
  %v339 = add i64 %n, %t320
  %v340 = add i64 %v339, %t318
  %v341 = mul i64 %v340, %size.K
  %v342 = add i64 %v341, %t334
  %p343 = getelementptr float, ptr %buf.y, i64 %v342
  store <16 x float> %v338, ptr %p343, align 4
  %t344 = add i64 %k0, 32
  %p345 = getelementptr float, ptr %buf.b, i64 %t344
  %ld346 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p345, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v347 = fadd contract <16 x float> %ld346, %t250
  %v348 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v347, <16 x float> splat (float 0x0000000000000000))
  %v349 = add i64 %n, %t320
  %v350 = add i64 %v349, %t318
  %v351 = mul i64 %v350, %size.K
  %v352 = add i64 %v351, %t344
  %p353 = getelementptr float, ptr %buf.y, i64 %v352
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v348, ptr align 4 %p353, <16 x i1> %mlast)
  br label %finnext322
finnext322:
  %t354 = add i64 %t318, 1
  %t355 = icmp sge i64 %t354, 1
  %t356 = select i1 %t355, i64 0, i64 %t354
  %t357 = zext i1 %t355 to i64
  %t358 = add i64 %t320, %t357
  %t361 = icmp slt i64 2, %t10
  br i1 %t361, label %fin359, label %finnext360
fin359:
  %t362 = add i64 %k0, 0
  %p363 = getelementptr float, ptr %buf.b, i64 %t362
  %ld364 = load <16 x float>, ptr %p363, align 4
  %v365 = fadd contract <16 x float> %ld364, %t251
  %v366 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v365, <16 x float> splat (float 0x0000000000000000))
  %v367 = add i64 %n, %t358
  %v368 = add i64 %v367, %t356
  %v369 = mul i64 %v368, %size.K
  %v370 = add i64 %v369, %t362
  %p371 = getelementptr float, ptr %buf.y, i64 %v370
  store <16 x float> %v366, ptr %p371, align 4
  %t372 = add i64 %k0, 16
  %p373 = getelementptr float, ptr %buf.b, i64 %t372
  %ld374 = load <16 x float>, ptr %p373, align 4
  %v375 = fadd contract <16 x float> %ld374, %t252
  %v376 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v375, <16 x float> splat (float 0x0000000000000000))
  %v377 = add i64 %n, %t358
  %v378 = add i64 %v377, %t356
  %v379 = mul i64 %v378, %size.K
  %v380 = add i64 %v379, %t372
  %p381 = getelementptr float, ptr %buf.y, i64 %v380
  store <16 x float> %v376, ptr %p381, align 4
  %t382 = add i64 %k0, 32
  %p383 = getelementptr float, ptr %buf.b, i64 %t382
  %ld384 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p383, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v385 = fadd contract <16 x float> %ld384, %t253
  %v386 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v385, <16 x float> splat (float 0x0000000000000000))
  %v387 = add i64 %n, %t358
  %v388 = add i64 %v387, %t356
  %v389 = mul i64 %v388, %size.K
  %v390 = add i64 %v389, %t382
  %p391 = getelementptr float, ptr %buf.y, i64 %v390
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v386, ptr align 4 %p391, <16 x i1> %mlast)
  br label %finnext360
finnext360:
  %t392 = add i64 %t356, 1
  %t393 = icmp sge i64 %t392, 1
  %t394 = select i1 %t393, i64 0, i64 %t392
  %t395 = zext i1 %t393 to i64
  %t396 = add i64 %t358, %t395
  %t399 = icmp slt i64 3, %t10
  br i1 %t399, label %fin397, label %finnext398
fin397:
  %t400 = add i64 %k0, 0
  %p401 = getelementptr float, ptr %buf.b, i64 %t400
  %ld402 = load <16 x float>, ptr %p401, align 4
  %v403 = fadd contract <16 x float> %ld402, %t254
  %v404 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v403, <16 x float> splat (float 0x0000000000000000))
  %v405 = add i64 %n, %t396
  %v406 = add i64 %v405, %t394
  %v407 = mul i64 %v406, %size.K
  %v408 = add i64 %v407, %t400
  %p409 = getelementptr float, ptr %buf.y, i64 %v408
  store <16 x float> %v404, ptr %p409, align 4
  %t410 = add i64 %k0, 16
  %p411 = getelementptr float, ptr %buf.b, i64 %t410
  %ld412 = load <16 x float>, ptr %p411, align 4
  %v413 = fadd contract <16 x float> %ld412, %t255
  %v414 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v413, <16 x float> splat (float 0x0000000000000000))
  %v415 = add i64 %n, %t396
  %v416 = add i64 %v415, %t394
  %v417 = mul i64 %v416, %size.K
  %v418 = add i64 %v417, %t410
  %p419 = getelementptr float, ptr %buf.y, i64 %v418
  store <16 x float> %v414, ptr %p419, align 4
  %t420 = add i64 %k0, 32
  %p421 = getelementptr float, ptr %buf.b, i64 %t420
  %ld422 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p421, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v423 = fadd contract <16 x float> %ld422, %t256
  %v424 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v423, <16 x float> splat (float 0x0000000000000000))
  %v425 = add i64 %n, %t396
  %v426 = add i64 %v425, %t394
  %v427 = mul i64 %v426, %size.K
  %v428 = add i64 %v427, %t420
  %p429 = getelementptr float, ptr %buf.y, i64 %v428
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v424, ptr align 4 %p429, <16 x i1> %mlast)
  br label %finnext398
finnext398:
  %t430 = add i64 %t394, 1
  %t431 = icmp sge i64 %t430, 1
  %t432 = select i1 %t431, i64 0, i64 %t430
  %t433 = zext i1 %t431 to i64
  %t434 = add i64 %t396, %t433
  %t437 = icmp slt i64 4, %t10
  br i1 %t437, label %fin435, label %finnext436
fin435:
  %t438 = add i64 %k0, 0
  %p439 = getelementptr float, ptr %buf.b, i64 %t438
  %ld440 = load <16 x float>, ptr %p439, align 4
  %v441 = fadd contract <16 x float> %ld440, %t257
  %v442 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v441, <16 x float> splat (float 0x0000000000000000))
  %v443 = add i64 %n, %t434
  %v444 = add i64 %v443, %t432
  %v445 = mul i64 %v444, %size.K
  %v446 = add i64 %v445, %t438
  %p447 = getelementptr float, ptr %buf.y, i64 %v446
  store <16 x float> %v442, ptr %p447, align 4
  %t448 = add i64 %k0, 16
  %p449 = getelementptr float, ptr %buf.b, i64 %t448
  %ld450 = load <16 x float>, ptr %p449, align 4
  %v451 = fadd contract <16 x float> %ld450, %t258
  %v452 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v451, <16 x float> splat (float 0x0000000000000000))
  %v453 = add i64 %n, %t434
  %v454 = add i64 %v453, %t432
  %v455 = mul i64 %v454, %size.K
  %v456 = add i64 %v455, %t448
  %p457 = getelementptr float, ptr %buf.y, i64 %v456
  store <16 x float> %v452, ptr %p457, align 4
  %t458 = add i64 %k0, 32
  %p459 = getelementptr float, ptr %buf.b, i64 %t458
  %ld460 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p459, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v461 = fadd contract <16 x float> %ld460, %t259
  %v462 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v461, <16 x float> splat (float 0x0000000000000000))
  %v463 = add i64 %n, %t434
  %v464 = add i64 %v463, %t432
  %v465 = mul i64 %v464, %size.K
  %v466 = add i64 %v465, %t458
  %p467 = getelementptr float, ptr %buf.y, i64 %v466
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v462, ptr align 4 %p467, <16 x i1> %mlast)
  br label %finnext436
finnext436:
  %t468 = add i64 %t432, 1
  %t469 = icmp sge i64 %t468, 1
  %t470 = select i1 %t469, i64 0, i64 %t468
  %t471 = zext i1 %t469 to i64
  %t472 = add i64 %t434, %t471
  %t475 = icmp slt i64 5, %t10
  br i1 %t475, label %fin473, label %finnext474
fin473:
  %t476 = add i64 %k0, 0
  %p477 = getelementptr float, ptr %buf.b, i64 %t476
  %ld478 = load <16 x float>, ptr %p477, align 4
  %v479 = fadd contract <16 x float> %ld478, %t260
  %v480 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v479, <16 x float> splat (float 0x0000000000000000))
  %v481 = add i64 %n, %t472
  %v482 = add i64 %v481, %t470
  %v483 = mul i64 %v482, %size.K
  %v484 = add i64 %v483, %t476
  %p485 = getelementptr float, ptr %buf.y, i64 %v484
  store <16 x float> %v480, ptr %p485, align 4
  %t486 = add i64 %k0, 16
  %p487 = getelementptr float, ptr %buf.b, i64 %t486
  %ld488 = load <16 x float>, ptr %p487, align 4
  %v489 = fadd contract <16 x float> %ld488, %t261
  %v490 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v489, <16 x float> splat (float 0x0000000000000000))
  %v491 = add i64 %n, %t472
  %v492 = add i64 %v491, %t470
  %v493 = mul i64 %v492, %size.K
  %v494 = add i64 %v493, %t486
  %p495 = getelementptr float, ptr %buf.y, i64 %v494
  store <16 x float> %v490, ptr %p495, align 4
  %t496 = add i64 %k0, 32
  %p497 = getelementptr float, ptr %buf.b, i64 %t496
  %ld498 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p497, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v499 = fadd contract <16 x float> %ld498, %t262
  %v500 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v499, <16 x float> splat (float 0x0000000000000000))
  %v501 = add i64 %n, %t472
  %v502 = add i64 %v501, %t470
  %v503 = mul i64 %v502, %size.K
  %v504 = add i64 %v503, %t496
  %p505 = getelementptr float, ptr %buf.y, i64 %v504
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v500, ptr align 4 %p505, <16 x i1> %mlast)
  br label %finnext474
finnext474:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t506 = icmp slt i64 %j.next, %ntiles
  br i1 %t506, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.K) noinline nounwind {
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
  %v330 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v329, <16 x float> splat (float 0x0000000000000000))
  %v331 = add i64 %n, %t321
  %v332 = add i64 %v331, %t322
  %v333 = mul i64 %v332, %size.K
  %v334 = add i64 %v333, %t326
  %p335 = getelementptr float, ptr %buf.y, i64 %v334
  store <16 x float> %v330, ptr %p335, align 4
  %t336 = add i64 %k0, 16
  %p337 = getelementptr float, ptr %buf.b, i64 %t336
  %ld338 = load <16 x float>, ptr %p337, align 4
  %v339 = fadd contract <16 x float> %ld338, %t274
  %v340 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v339, <16 x float> splat (float 0x0000000000000000))
  %v341 = add i64 %n, %t321
  %v342 = add i64 %v341, %t322
  %v343 = mul i64 %v342, %size.K
  %v344 = add i64 %v343, %t336
  %p345 = getelementptr float, ptr %buf.y, i64 %v344
  store <16 x float> %v340, ptr %p345, align 4
  %t346 = add i64 %k0, 32
  %p347 = getelementptr float, ptr %buf.b, i64 %t346
  %ld348 = load <16 x float>, ptr %p347, align 4
  %v349 = fadd contract <16 x float> %ld348, %t275
  %v350 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v349, <16 x float> splat (float 0x0000000000000000))
  %v351 = add i64 %n, %t321
  %v352 = add i64 %v351, %t322
  %v353 = mul i64 %v352, %size.K
  %v354 = add i64 %v353, %t346
  %p355 = getelementptr float, ptr %buf.y, i64 %v354
  store <16 x float> %v350, ptr %p355, align 4
  %t356 = add i64 %k0, 48
  %p357 = getelementptr float, ptr %buf.b, i64 %t356
  %ld358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p357, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v359 = fadd contract <16 x float> %ld358, %t276
  %v360 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v359, <16 x float> splat (float 0x0000000000000000))
  %v361 = add i64 %n, %t321
  %v362 = add i64 %v361, %t322
  %v363 = mul i64 %v362, %size.K
  %v364 = add i64 %v363, %t356
  %p365 = getelementptr float, ptr %buf.y, i64 %v364
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v360, ptr align 4 %p365, <16 x i1> %mlast)
  br label %finnext324
finnext324:
  %t366 = add i64 %t322, 1
  %t367 = icmp sge i64 %t366, 1
  %t368 = select i1 %t367, i64 0, i64 %t366
  %t369 = zext i1 %t367 to i64
  %t370 = add i64 %t321, %t369
  %t373 = icmp slt i64 1, %t10
  br i1 %t373, label %fin371, label %finnext372
fin371:
  %t374 = add i64 %k0, 0
  %p375 = getelementptr float, ptr %buf.b, i64 %t374
  %ld376 = load <16 x float>, ptr %p375, align 4
  %v377 = fadd contract <16 x float> %ld376, %t277
  %v378 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v377, <16 x float> splat (float 0x0000000000000000))
  %v379 = add i64 %n, %t370
  %v380 = add i64 %v379, %t368
  %v381 = mul i64 %v380, %size.K
  %v382 = add i64 %v381, %t374
  %p383 = getelementptr float, ptr %buf.y, i64 %v382
  store <16 x float> %v378, ptr %p383, align 4
  %t384 = add i64 %k0, 16
  %p385 = getelementptr float, ptr %buf.b, i64 %t384
  %ld386 = load <16 x float>, ptr %p385, align 4
  %v387 = fadd contract <16 x float> %ld386, %t278
  %v388 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v387, <16 x float> splat (float 0x0000000000000000))
  %v389 = add i64 %n, %t370
  %v390 = add i64 %v389, %t368
  %v391 = mul i64 %v390, %size.K
  %v392 = add i64 %v391, %t384
  %p393 = getelementptr float, ptr %buf.y, i64 %v392
  store <16 x float> %v388, ptr %p393, align 4
  %t394 = add i64 %k0, 32
  %p395 = getelementptr float, ptr %buf.b, i64 %t394
  %ld396 = load <16 x float>, ptr %p395, align 4
  %v397 = fadd contract <16 x float> %ld396, %t279
  %v398 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v397, <16 x float> splat (float 0x0000000000000000))
  %v399 = add i64 %n, %t370
  %v400 = add i64 %v399, %t368
  %v401 = mul i64 %v400, %size.K
  %v402 = add i64 %v401, %t394
  %p403 = getelementptr float, ptr %buf.y, i64 %v402
  store <16 x float> %v398, ptr %p403, align 4
  %t404 = add i64 %k0, 48
  %p405 = getelementptr float, ptr %buf.b, i64 %t404
  %ld406 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p405, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v407 = fadd contract <16 x float> %ld406, %t280
  %v408 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v407, <16 x float> splat (float 0x0000000000000000))
  %v409 = add i64 %n, %t370
  %v410 = add i64 %v409, %t368
  %v411 = mul i64 %v410, %size.K
  %v412 = add i64 %v411, %t404
  %p413 = getelementptr float, ptr %buf.y, i64 %v412
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v408, ptr align 4 %p413, <16 x i1> %mlast)
  br label %finnext372
finnext372:
  %t414 = add i64 %t368, 1
  %t415 = icmp sge i64 %t414, 1
  %t416 = select i1 %t415, i64 0, i64 %t414
  %t417 = zext i1 %t415 to i64
  %t418 = add i64 %t370, %t417
  %t421 = icmp slt i64 2, %t10
  br i1 %t421, label %fin419, label %finnext420
fin419:
  %t422 = add i64 %k0, 0
  %p423 = getelementptr float, ptr %buf.b, i64 %t422
  %ld424 = load <16 x float>, ptr %p423, align 4
  %v425 = fadd contract <16 x float> %ld424, %t281
  %v426 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v425, <16 x float> splat (float 0x0000000000000000))
  %v427 = add i64 %n, %t418
  %v428 = add i64 %v427, %t416
  %v429 = mul i64 %v428, %size.K
  %v430 = add i64 %v429, %t422
  %p431 = getelementptr float, ptr %buf.y, i64 %v430
  store <16 x float> %v426, ptr %p431, align 4
  %t432 = add i64 %k0, 16
  %p433 = getelementptr float, ptr %buf.b, i64 %t432
  %ld434 = load <16 x float>, ptr %p433, align 4
  %v435 = fadd contract <16 x float> %ld434, %t282
  %v436 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v435, <16 x float> splat (float 0x0000000000000000))
  %v437 = add i64 %n, %t418
  %v438 = add i64 %v437, %t416
  %v439 = mul i64 %v438, %size.K
  %v440 = add i64 %v439, %t432
  %p441 = getelementptr float, ptr %buf.y, i64 %v440
  store <16 x float> %v436, ptr %p441, align 4
  %t442 = add i64 %k0, 32
  %p443 = getelementptr float, ptr %buf.b, i64 %t442
  %ld444 = load <16 x float>, ptr %p443, align 4
  %v445 = fadd contract <16 x float> %ld444, %t283
  %v446 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v445, <16 x float> splat (float 0x0000000000000000))
  %v447 = add i64 %n, %t418
  %v448 = add i64 %v447, %t416
  %v449 = mul i64 %v448, %size.K
  %v450 = add i64 %v449, %t442
  %p451 = getelementptr float, ptr %buf.y, i64 %v450
  store <16 x float> %v446, ptr %p451, align 4
  %t452 = add i64 %k0, 48
  %p453 = getelementptr float, ptr %buf.b, i64 %t452
  %ld454 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p453, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v455 = fadd contract <16 x float> %ld454, %t284
  %v456 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v455, <16 x float> splat (float 0x0000000000000000))
  %v457 = add i64 %n, %t418
  %v458 = add i64 %v457, %t416
  %v459 = mul i64 %v458, %size.K
  %v460 = add i64 %v459, %t452
  %p461 = getelementptr float, ptr %buf.y, i64 %v460
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v456, ptr align 4 %p461, <16 x i1> %mlast)
  br label %finnext420
finnext420:
  %t462 = add i64 %t416, 1
  %t463 = icmp sge i64 %t462, 1
  %t464 = select i1 %t463, i64 0, i64 %t462
  %t465 = zext i1 %t463 to i64
  %t466 = add i64 %t418, %t465
  %t469 = icmp slt i64 3, %t10
  br i1 %t469, label %fin467, label %finnext468
fin467:
  %t470 = add i64 %k0, 0
  %p471 = getelementptr float, ptr %buf.b, i64 %t470
  %ld472 = load <16 x float>, ptr %p471, align 4
  %v473 = fadd contract <16 x float> %ld472, %t285
  %v474 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v473, <16 x float> splat (float 0x0000000000000000))
  %v475 = add i64 %n, %t466
  %v476 = add i64 %v475, %t464
  %v477 = mul i64 %v476, %size.K
  %v478 = add i64 %v477, %t470
  %p479 = getelementptr float, ptr %buf.y, i64 %v478
  store <16 x float> %v474, ptr %p479, align 4
  %t480 = add i64 %k0, 16
  %p481 = getelementptr float, ptr %buf.b, i64 %t480
  %ld482 = load <16 x float>, ptr %p481, align 4
  %v483 = fadd contract <16 x float> %ld482, %t286
  %v484 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v483, <16 x float> splat (float 0x0000000000000000))
  %v485 = add i64 %n, %t466
  %v486 = add i64 %v485, %t464
  %v487 = mul i64 %v486, %size.K
  %v488 = add i64 %v487, %t480
  %p489 = getelementptr float, ptr %buf.y, i64 %v488
  store <16 x float> %v484, ptr %p489, align 4
  %t490 = add i64 %k0, 32
  %p491 = getelementptr float, ptr %buf.b, i64 %t490
  %ld492 = load <16 x float>, ptr %p491, align 4
  %v493 = fadd contract <16 x float> %ld492, %t287
  %v494 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v493, <16 x float> splat (float 0x0000000000000000))
  %v495 = add i64 %n, %t466
  %v496 = add i64 %v495, %t464
  %v497 = mul i64 %v496, %size.K
  %v498 = add i64 %v497, %t490
  %p499 = getelementptr float, ptr %buf.y, i64 %v498
  store <16 x float> %v494, ptr %p499, align 4
  %t500 = add i64 %k0, 48
  %p501 = getelementptr float, ptr %buf.b, i64 %t500
  %ld502 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p501, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v503 = fadd contract <16 x float> %ld502, %t288
  %v504 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v503, <16 x float> splat (float 0x0000000000000000))
  %v505 = add i64 %n, %t466
  %v506 = add i64 %v505, %t464
  %v507 = mul i64 %v506, %size.K
  %v508 = add i64 %v507, %t500
  %p509 = getelementptr float, ptr %buf.y, i64 %v508
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v504, ptr align 4 %p509, <16 x i1> %mlast)
  br label %finnext468
finnext468:
  %t510 = add i64 %t464, 1
  %t511 = icmp sge i64 %t510, 1
  %t512 = select i1 %t511, i64 0, i64 %t510
  %t513 = zext i1 %t511 to i64
  %t514 = add i64 %t466, %t513
  %t517 = icmp slt i64 4, %t10
  br i1 %t517, label %fin515, label %finnext516
fin515:
  %t518 = add i64 %k0, 0
  %p519 = getelementptr float, ptr %buf.b, i64 %t518
  %ld520 = load <16 x float>, ptr %p519, align 4
  %v521 = fadd contract <16 x float> %ld520, %t289
  %v522 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v521, <16 x float> splat (float 0x0000000000000000))
  %v523 = add i64 %n, %t514
  %v524 = add i64 %v523, %t512
  %v525 = mul i64 %v524, %size.K
  %v526 = add i64 %v525, %t518
  %p527 = getelementptr float, ptr %buf.y, i64 %v526
  store <16 x float> %v522, ptr %p527, align 4
  %t528 = add i64 %k0, 16
  %p529 = getelementptr float, ptr %buf.b, i64 %t528
  %ld530 = load <16 x float>, ptr %p529, align 4
  %v531 = fadd contract <16 x float> %ld530, %t290
  %v532 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v531, <16 x float> splat (float 0x0000000000000000))
  %v533 = add i64 %n, %t514
  %v534 = add i64 %v533, %t512
  %v535 = mul i64 %v534, %size.K
  %v536 = add i64 %v535, %t528
  %p537 = getelementptr float, ptr %buf.y, i64 %v536
  store <16 x float> %v532, ptr %p537, align 4
  %t538 = add i64 %k0, 32
  %p539 = getelementptr float, ptr %buf.b, i64 %t538
  %ld540 = load <16 x float>, ptr %p539, align 4
  %v541 = fadd contract <16 x float> %ld540, %t291
  %v542 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v541, <16 x float> splat (float 0x0000000000000000))
  %v543 = add i64 %n, %t514
  %v544 = add i64 %v543, %t512
  %v545 = mul i64 %v544, %size.K
  %v546 = add i64 %v545, %t538
  %p547 = getelementptr float, ptr %buf.y, i64 %v546
  store <16 x float> %v542, ptr %p547, align 4
  %t548 = add i64 %k0, 48
  %p549 = getelementptr float, ptr %buf.b, i64 %t548
  %ld550 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p549, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v551 = fadd contract <16 x float> %ld550, %t292
  %v552 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v551, <16 x float> splat (float 0x0000000000000000))
  %v553 = add i64 %n, %t514
  %v554 = add i64 %v553, %t512
  %v555 = mul i64 %v554, %size.K
  %v556 = add i64 %v555, %t548
  %p557 = getelementptr float, ptr %buf.y, i64 %v556
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v552, ptr align 4 %p557, <16 x i1> %mlast)
  br label %finnext516
finnext516:
  %t558 = add i64 %t512, 1
  %t559 = icmp sge i64 %t558, 1
  %t560 = select i1 %t559, i64 0, i64 %t558
  %t561 = zext i1 %t559 to i64
  %t562 = add i64 %t514, %t561
  %t565 = icmp slt i64 5, %t10
  br i1 %t565, label %fin563, label %finnext564
fin563:
  %t566 = add i64 %k0, 0
  %p567 = getelementptr float, ptr %buf.b, i64 %t566
  %ld568 = load <16 x float>, ptr %p567, align 4
  %v569 = fadd contract <16 x float> %ld568, %t293
  %v570 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v569, <16 x float> splat (float 0x0000000000000000))
  %v571 = add i64 %n, %t562
  %v572 = add i64 %v571, %t560
  %v573 = mul i64 %v572, %size.K
  %v574 = add i64 %v573, %t566
  %p575 = getelementptr float, ptr %buf.y, i64 %v574
  store <16 x float> %v570, ptr %p575, align 4
  %t576 = add i64 %k0, 16
  %p577 = getelementptr float, ptr %buf.b, i64 %t576
  %ld578 = load <16 x float>, ptr %p577, align 4
  %v579 = fadd contract <16 x float> %ld578, %t294
  %v580 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v579, <16 x float> splat (float 0x0000000000000000))
  %v581 = add i64 %n, %t562
  %v582 = add i64 %v581, %t560
  %v583 = mul i64 %v582, %size.K
  %v584 = add i64 %v583, %t576
  %p585 = getelementptr float, ptr %buf.y, i64 %v584
  store <16 x float> %v580, ptr %p585, align 4
  %t586 = add i64 %k0, 32
  %p587 = getelementptr float, ptr %buf.b, i64 %t586
  %ld588 = load <16 x float>, ptr %p587, align 4
  %v589 = fadd contract <16 x float> %ld588, %t295
  %v590 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v589, <16 x float> splat (float 0x0000000000000000))
  %v591 = add i64 %n, %t562
  %v592 = add i64 %v591, %t560
  %v593 = mul i64 %v592, %size.K
  %v594 = add i64 %v593, %t586
  %p595 = getelementptr float, ptr %buf.y, i64 %v594
  store <16 x float> %v590, ptr %p595, align 4
  %t596 = add i64 %k0, 48
  %p597 = getelementptr float, ptr %buf.b, i64 %t596
  %ld598 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p597, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v599 = fadd contract <16 x float> %ld598, %t296
  %v600 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v599, <16 x float> splat (float 0x0000000000000000))
  %v601 = add i64 %n, %t562
  %v602 = add i64 %v601, %t560
  %v603 = mul i64 %v602, %size.K
  %v604 = add i64 %v603, %t596
  %p605 = getelementptr float, ptr %buf.y, i64 %v604
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v600, ptr align 4 %p605, <16 x i1> %mlast)
  br label %finnext564
finnext564:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t606 = icmp slt i64 %j.next, %ntiles
  br i1 %t606, label %tile, label %exit
exit:
  ret void
}

define void @"jr.op.conv2d_nhwc_panels_ep_ec0f3b"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c47 = alloca i64
  %c87 = alloca i64
  %c134 = alloca i64
  %c186 = alloca i64
  %c325 = alloca i64
  %c331 = alloca i64
  %c512 = alloca i64
  %c521 = alloca i64
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
  %t42 = mul i64 %size.C, 64
  %t43 = mul i64 %size.C, %size.K
  %t44 = mul i64 %t2, %t43
  %t45 = mul i64 %t44, 4
  %t46 = icmp sgt i64 %t45, 524288
  store i64 %range.lo, ptr %c47
  br label %head48
head48:
  %i51 = load i64, ptr %c47
  %t52 = icmp slt i64 %i51, %t10
  br i1 %t52, label %body49, label %done50
body49:
  %t53 = sdiv i64 %i51, %t7
  %t54 = srem i64 %i51, %t7
  %t55 = sdiv i64 %t54, %t6
  %t56 = srem i64 %t54, %t4
  %t57 = select i1 %t46, i64 %t55, i64 %t56
  %t58 = srem i64 %t54, %t6
  %t59 = sdiv i64 %t54, %t4
  %t60 = select i1 %t46, i64 %t58, i64 %t59
  %t61 = mul i64 %t57, 64
  %t62 = sub i64 %size.K, %t61
  %t63 = icmp slt i64 64, %t62
  %t64 = select i1 %t63, i64 64, i64 %t62
  %t65 = add i64 %t64, 15
  %t66 = sdiv i64 %t65, 16
  %t67 = sub i64 %t66, 1
  %t68 = mul i64 %t67, 16
  %t69 = add i64 %t61, %t68
  %t70 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t69, i64 %size.K)
  %t71 = mul i64 %t60, 96
  %t72 = add i64 %t71, 96
  %t73 = icmp slt i64 %t1, %t72
  %t74 = select i1 %t73, i64 %t1, i64 %t72
  %t75 = sub i64 %t74, %t71
  %t76 = add i64 %t75, 5
  %t77 = sdiv i64 %t76, 6
  %t78 = sdiv i64 %t71, 1
  %t79 = srem i64 %t71, 1
  %t80 = mul i64 %t53, %size.K
  %t81 = mul i64 %t78, %size.K
  %t82 = add i64 %t80, %t81
  %t83 = mul i64 %t79, %size.K
  %t84 = add i64 %t82, %t83
  %t85 = add i64 %t84, %t61
  %t86 = getelementptr float, ptr %buf.y, i64 %t85
  store i64 0, ptr %c87
  br label %head88
head88:
  %i91 = load i64, ptr %c87
  %t92 = icmp slt i64 %i91, %t77
  br i1 %t92, label %body89, label %done90
body89:
  %t93 = mul i64 %i91, 6
  %t94 = add i64 %t71, %t93
  %t95 = add i64 %t94, 6
  %t96 = icmp slt i64 %t74, %t95
  %t97 = select i1 %t96, i64 %t74, i64 %t95
  %t98 = sub i64 %t97, 1
  %t99 = add i64 %t94, 0
  %t100 = icmp slt i64 %t99, %t98
  %t101 = select i1 %t100, i64 %t99, i64 %t98
  %t102 = sdiv i64 %t101, 1
  %t103 = srem i64 %t101, 1
  %t104 = add i64 %t94, 1
  %t105 = icmp slt i64 %t104, %t98
  %t106 = select i1 %t105, i64 %t104, i64 %t98
  %t107 = sdiv i64 %t106, 1
  %t108 = srem i64 %t106, 1
  %t109 = add i64 %t94, 2
  %t110 = icmp slt i64 %t109, %t98
  %t111 = select i1 %t110, i64 %t109, i64 %t98
  %t112 = sdiv i64 %t111, 1
  %t113 = srem i64 %t111, 1
  %t114 = add i64 %t94, 3
  %t115 = icmp slt i64 %t114, %t98
  %t116 = select i1 %t115, i64 %t114, i64 %t98
  %t117 = sdiv i64 %t116, 1
  %t118 = srem i64 %t116, 1
  %t119 = add i64 %t94, 4
  %t120 = icmp slt i64 %t119, %t98
  %t121 = select i1 %t120, i64 %t119, i64 %t98
  %t122 = sdiv i64 %t121, 1
  %t123 = srem i64 %t121, 1
  %t124 = add i64 %t94, 5
  %t125 = icmp slt i64 %t124, %t98
  %t126 = select i1 %t125, i64 %t124, i64 %t98
  %t127 = sdiv i64 %t126, 1
  %t128 = srem i64 %t126, 1
  %t129 = mul i64 %i91, %t32
  %t130 = getelementptr ptr, ptr %t31, i64 %t129
  %t131 = mul i64 %i91, %t35
  %t132 = getelementptr i32, ptr %t34, i64 %t131
  %t133 = getelementptr i32, ptr %t37, i64 %i91
  store i32 0, ptr %t132
  store i64 0, ptr %c134
  %t137 = mul i64 %t103, 1
  %t138 = add i64 %t137, 0
  %t139 = icmp ult i64 %t138, 1
  %t140 = and i1 %t13, %t139
  %t141 = sub i64 1, 1
  %t142 = add i64 %t138, %t141
  %t143 = icmp ult i64 %t142, 1
  %t144 = and i1 %t140, %t143
  %t145 = mul i64 %t108, 1
  %t146 = add i64 %t145, 0
  %t147 = icmp ult i64 %t146, 1
  %t148 = and i1 %t144, %t147
  %t149 = sub i64 1, 1
  %t150 = add i64 %t146, %t149
  %t151 = icmp ult i64 %t150, 1
  %t152 = and i1 %t148, %t151
  %t153 = mul i64 %t113, 1
  %t154 = add i64 %t153, 0
  %t155 = icmp ult i64 %t154, 1
  %t156 = and i1 %t152, %t155
  %t157 = sub i64 1, 1
  %t158 = add i64 %t154, %t157
  %t159 = icmp ult i64 %t158, 1
  %t160 = and i1 %t156, %t159
  %t161 = mul i64 %t118, 1
  %t162 = add i64 %t161, 0
  %t163 = icmp ult i64 %t162, 1
  %t164 = and i1 %t160, %t163
  %t165 = sub i64 1, 1
  %t166 = add i64 %t162, %t165
  %t167 = icmp ult i64 %t166, 1
  %t168 = and i1 %t164, %t167
  %t169 = mul i64 %t123, 1
  %t170 = add i64 %t169, 0
  %t171 = icmp ult i64 %t170, 1
  %t172 = and i1 %t168, %t171
  %t173 = sub i64 1, 1
  %t174 = add i64 %t170, %t173
  %t175 = icmp ult i64 %t174, 1
  %t176 = and i1 %t172, %t175
  %t177 = mul i64 %t128, 1
  %t178 = add i64 %t177, 0
  %t179 = icmp ult i64 %t178, 1
  %t180 = and i1 %t176, %t179
  %t181 = sub i64 1, 1
  %t182 = add i64 %t178, %t181
  %t183 = icmp ult i64 %t182, 1
  %t184 = and i1 %t180, %t183
  br i1 %t184, label %byrun185, label %bytap135
byrun185:
  store i64 0, ptr %c186
  br label %head187
head187:
  %i190 = load i64, ptr %c186
  %t191 = icmp slt i64 %i190, 1
  br i1 %t191, label %body188, label %done189
body188:
  %t192 = mul i64 %i190, 6
  %t193 = add i64 %t192, 0
  %t194 = getelementptr ptr, ptr %t130, i64 %t193
  %t195 = load i64, ptr %c134
  %t196 = mul i64 %t102, 1
  %t197 = mul i64 %i190, 1
  %t198 = add i64 %t196, %t197
  %t199 = add i64 %t198, 0
  %t200 = icmp ult i64 %t199, 1
  %t201 = mul i64 %t53, %size.C
  %t202 = add i64 %t102, %i190
  %t203 = mul i64 %t202, %size.C
  %t204 = add i64 %t201, %t203
  %t205 = add i64 %t103, 0
  %t206 = mul i64 %t205, %size.C
  %t207 = add i64 %t204, %t206
  %t208 = add i64 %t207, 0
  %t209 = getelementptr float, ptr %buf.x, i64 %t208
  %t210 = select i1 %t200, ptr %t209, ptr %t38
  store ptr %t210, ptr %t194, align 8
  %t211 = xor i1 %t200, true
  %t212 = zext i1 %t211 to i64
  %t213 = add i64 %t195, %t212
  store i64 %t213, ptr %c134
  %t214 = mul i64 %i190, 6
  %t215 = add i64 %t214, 1
  %t216 = getelementptr ptr, ptr %t130, i64 %t215
  %t217 = load i64, ptr %c134
  %t218 = mul i64 %t107, 1
  %t219 = mul i64 %i190, 1
  %t220 = add i64 %t218, %t219
  %t221 = add i64 %t220, 0
  %t222 = icmp ult i64 %t221, 1
  %t223 = mul i64 %t53, %size.C
  %t224 = add i64 %t107, %i190
  %t225 = mul i64 %t224, %size.C
  %t226 = add i64 %t223, %t225
  %t227 = add i64 %t108, 0
  %t228 = mul i64 %t227, %size.C
  %t229 = add i64 %t226, %t228
  %t230 = add i64 %t229, 0
  %t231 = getelementptr float, ptr %buf.x, i64 %t230
  %t232 = select i1 %t222, ptr %t231, ptr %t38
  store ptr %t232, ptr %t216, align 8
  %t233 = xor i1 %t222, true
  %t234 = zext i1 %t233 to i64
  %t235 = add i64 %t217, %t234
  store i64 %t235, ptr %c134
  %t236 = mul i64 %i190, 6
  %t237 = add i64 %t236, 2
  %t238 = getelementptr ptr, ptr %t130, i64 %t237
  %t239 = load i64, ptr %c134
  %t240 = mul i64 %t112, 1
  %t241 = mul i64 %i190, 1
  %t242 = add i64 %t240, %t241
  %t243 = add i64 %t242, 0
  %t244 = icmp ult i64 %t243, 1
  %t245 = mul i64 %t53, %size.C
  %t246 = add i64 %t112, %i190
  %t247 = mul i64 %t246, %size.C
  %t248 = add i64 %t245, %t247
  %t249 = add i64 %t113, 0
  %t250 = mul i64 %t249, %size.C
  %t251 = add i64 %t248, %t250
  %t252 = add i64 %t251, 0
  %t253 = getelementptr float, ptr %buf.x, i64 %t252
  %t254 = select i1 %t244, ptr %t253, ptr %t38
  store ptr %t254, ptr %t238, align 8
  %t255 = xor i1 %t244, true
  %t256 = zext i1 %t255 to i64
  %t257 = add i64 %t239, %t256
  store i64 %t257, ptr %c134
  %t258 = mul i64 %i190, 6
  %t259 = add i64 %t258, 3
  %t260 = getelementptr ptr, ptr %t130, i64 %t259
  %t261 = load i64, ptr %c134
  %t262 = mul i64 %t117, 1
  %t263 = mul i64 %i190, 1
  %t264 = add i64 %t262, %t263
  %t265 = add i64 %t264, 0
  %t266 = icmp ult i64 %t265, 1
  %t267 = mul i64 %t53, %size.C
  %t268 = add i64 %t117, %i190
  %t269 = mul i64 %t268, %size.C
  %t270 = add i64 %t267, %t269
  %t271 = add i64 %t118, 0
  %t272 = mul i64 %t271, %size.C
  %t273 = add i64 %t270, %t272
  %t274 = add i64 %t273, 0
  %t275 = getelementptr float, ptr %buf.x, i64 %t274
  %t276 = select i1 %t266, ptr %t275, ptr %t38
  store ptr %t276, ptr %t260, align 8
  %t277 = xor i1 %t266, true
  %t278 = zext i1 %t277 to i64
  %t279 = add i64 %t261, %t278
  store i64 %t279, ptr %c134
  %t280 = mul i64 %i190, 6
  %t281 = add i64 %t280, 4
  %t282 = getelementptr ptr, ptr %t130, i64 %t281
  %t283 = load i64, ptr %c134
  %t284 = mul i64 %t122, 1
  %t285 = mul i64 %i190, 1
  %t286 = add i64 %t284, %t285
  %t287 = add i64 %t286, 0
  %t288 = icmp ult i64 %t287, 1
  %t289 = mul i64 %t53, %size.C
  %t290 = add i64 %t122, %i190
  %t291 = mul i64 %t290, %size.C
  %t292 = add i64 %t289, %t291
  %t293 = add i64 %t123, 0
  %t294 = mul i64 %t293, %size.C
  %t295 = add i64 %t292, %t294
  %t296 = add i64 %t295, 0
  %t297 = getelementptr float, ptr %buf.x, i64 %t296
  %t298 = select i1 %t288, ptr %t297, ptr %t38
  store ptr %t298, ptr %t282, align 8
  %t299 = xor i1 %t288, true
  %t300 = zext i1 %t299 to i64
  %t301 = add i64 %t283, %t300
  store i64 %t301, ptr %c134
  %t302 = mul i64 %i190, 6
  %t303 = add i64 %t302, 5
  %t304 = getelementptr ptr, ptr %t130, i64 %t303
  %t305 = load i64, ptr %c134
  %t306 = mul i64 %t127, 1
  %t307 = mul i64 %i190, 1
  %t308 = add i64 %t306, %t307
  %t309 = add i64 %t308, 0
  %t310 = icmp ult i64 %t309, 1
  %t311 = mul i64 %t53, %size.C
  %t312 = add i64 %t127, %i190
  %t313 = mul i64 %t312, %size.C
  %t314 = add i64 %t311, %t313
  %t315 = add i64 %t128, 0
  %t316 = mul i64 %t315, %size.C
  %t317 = add i64 %t314, %t316
  %t318 = add i64 %t317, 0
  %t319 = getelementptr float, ptr %buf.x, i64 %t318
  %t320 = select i1 %t310, ptr %t319, ptr %t38
  store ptr %t320, ptr %t304, align 8
  %t321 = xor i1 %t310, true
  %t322 = zext i1 %t321 to i64
  %t323 = add i64 %t305, %t322
  store i64 %t323, ptr %c134
  %t324 = add nsw i64 %i190, 1
  store i64 %t324, ptr %c186
  br label %head187
done189:
  store i32 1, ptr %t133
  br label %tabled136
bytap135:
  store i64 0, ptr %c325
  br label %head326
head326:
  %i329 = load i64, ptr %c325
  %t330 = icmp slt i64 %i329, 1
  br i1 %t330, label %body327, label %done328
body327:
  store i64 0, ptr %c331
  br label %head332
head332:
  %i335 = load i64, ptr %c331
  %t336 = icmp slt i64 %i335, 1
  br i1 %t336, label %body333, label %done334
body333:
  %t337 = mul i64 %i329, 1
  %t338 = add i64 %t337, %i335
  %t339 = mul i64 %t338, 6
  %t340 = add i64 %t339, 0
  %t341 = getelementptr ptr, ptr %t130, i64 %t340
  %t342 = load i64, ptr %c134
  %t343 = mul i64 %t102, 1
  %t344 = mul i64 %i329, 1
  %t345 = add i64 %t343, %t344
  %t346 = add i64 %t345, 0
  %t347 = icmp ult i64 %t346, 1
  %t348 = mul i64 %t103, 1
  %t349 = mul i64 %i335, 1
  %t350 = add i64 %t348, %t349
  %t351 = add i64 %t350, 0
  %t352 = icmp ult i64 %t351, 1
  %t353 = and i1 %t347, %t352
  %t354 = mul i64 %t53, %size.C
  %t355 = add i64 %t102, %i329
  %t356 = mul i64 %t355, %size.C
  %t357 = add i64 %t354, %t356
  %t358 = add i64 %t103, %i335
  %t359 = mul i64 %t358, %size.C
  %t360 = add i64 %t357, %t359
  %t361 = add i64 %t360, 0
  %t362 = getelementptr float, ptr %buf.x, i64 %t361
  %t363 = select i1 %t353, ptr %t362, ptr %t38
  store ptr %t363, ptr %t341, align 8
  %t364 = xor i1 %t353, true
  %t365 = zext i1 %t364 to i64
  %t366 = add i64 %t342, %t365
  store i64 %t366, ptr %c134
  %t367 = add i64 %t339, 1
  %t368 = getelementptr ptr, ptr %t130, i64 %t367
  %t369 = load i64, ptr %c134
  %t370 = mul i64 %t107, 1
  %t371 = mul i64 %i329, 1
  %t372 = add i64 %t370, %t371
  %t373 = add i64 %t372, 0
  %t374 = icmp ult i64 %t373, 1
  %t375 = mul i64 %t108, 1
  %t376 = mul i64 %i335, 1
  %t377 = add i64 %t375, %t376
  %t378 = add i64 %t377, 0
  %t379 = icmp ult i64 %t378, 1
  %t380 = and i1 %t374, %t379
  %t381 = mul i64 %t53, %size.C
  %t382 = add i64 %t107, %i329
  %t383 = mul i64 %t382, %size.C
  %t384 = add i64 %t381, %t383
  %t385 = add i64 %t108, %i335
  %t386 = mul i64 %t385, %size.C
  %t387 = add i64 %t384, %t386
  %t388 = add i64 %t387, 0
  %t389 = getelementptr float, ptr %buf.x, i64 %t388
  %t390 = select i1 %t380, ptr %t389, ptr %t38
  store ptr %t390, ptr %t368, align 8
  %t391 = xor i1 %t380, true
  %t392 = zext i1 %t391 to i64
  %t393 = add i64 %t369, %t392
  store i64 %t393, ptr %c134
  %t394 = add i64 %t339, 2
  %t395 = getelementptr ptr, ptr %t130, i64 %t394
  %t396 = load i64, ptr %c134
  %t397 = mul i64 %t112, 1
  %t398 = mul i64 %i329, 1
  %t399 = add i64 %t397, %t398
  %t400 = add i64 %t399, 0
  %t401 = icmp ult i64 %t400, 1
  %t402 = mul i64 %t113, 1
  %t403 = mul i64 %i335, 1
  %t404 = add i64 %t402, %t403
  %t405 = add i64 %t404, 0
  %t406 = icmp ult i64 %t405, 1
  %t407 = and i1 %t401, %t406
  %t408 = mul i64 %t53, %size.C
  %t409 = add i64 %t112, %i329
  %t410 = mul i64 %t409, %size.C
  %t411 = add i64 %t408, %t410
  %t412 = add i64 %t113, %i335
  %t413 = mul i64 %t412, %size.C
  %t414 = add i64 %t411, %t413
  %t415 = add i64 %t414, 0
  %t416 = getelementptr float, ptr %buf.x, i64 %t415
  %t417 = select i1 %t407, ptr %t416, ptr %t38
  store ptr %t417, ptr %t395, align 8
  %t418 = xor i1 %t407, true
  %t419 = zext i1 %t418 to i64
  %t420 = add i64 %t396, %t419
  store i64 %t420, ptr %c134
  %t421 = add i64 %t339, 3
  %t422 = getelementptr ptr, ptr %t130, i64 %t421
  %t423 = load i64, ptr %c134
  %t424 = mul i64 %t117, 1
  %t425 = mul i64 %i329, 1
  %t426 = add i64 %t424, %t425
  %t427 = add i64 %t426, 0
  %t428 = icmp ult i64 %t427, 1
  %t429 = mul i64 %t118, 1
  %t430 = mul i64 %i335, 1
  %t431 = add i64 %t429, %t430
  %t432 = add i64 %t431, 0
  %t433 = icmp ult i64 %t432, 1
  %t434 = and i1 %t428, %t433
  %t435 = mul i64 %t53, %size.C
  %t436 = add i64 %t117, %i329
  %t437 = mul i64 %t436, %size.C
  %t438 = add i64 %t435, %t437
  %t439 = add i64 %t118, %i335
  %t440 = mul i64 %t439, %size.C
  %t441 = add i64 %t438, %t440
  %t442 = add i64 %t441, 0
  %t443 = getelementptr float, ptr %buf.x, i64 %t442
  %t444 = select i1 %t434, ptr %t443, ptr %t38
  store ptr %t444, ptr %t422, align 8
  %t445 = xor i1 %t434, true
  %t446 = zext i1 %t445 to i64
  %t447 = add i64 %t423, %t446
  store i64 %t447, ptr %c134
  %t448 = add i64 %t339, 4
  %t449 = getelementptr ptr, ptr %t130, i64 %t448
  %t450 = load i64, ptr %c134
  %t451 = mul i64 %t122, 1
  %t452 = mul i64 %i329, 1
  %t453 = add i64 %t451, %t452
  %t454 = add i64 %t453, 0
  %t455 = icmp ult i64 %t454, 1
  %t456 = mul i64 %t123, 1
  %t457 = mul i64 %i335, 1
  %t458 = add i64 %t456, %t457
  %t459 = add i64 %t458, 0
  %t460 = icmp ult i64 %t459, 1
  %t461 = and i1 %t455, %t460
  %t462 = mul i64 %t53, %size.C
  %t463 = add i64 %t122, %i329
  %t464 = mul i64 %t463, %size.C
  %t465 = add i64 %t462, %t464
  %t466 = add i64 %t123, %i335
  %t467 = mul i64 %t466, %size.C
  %t468 = add i64 %t465, %t467
  %t469 = add i64 %t468, 0
  %t470 = getelementptr float, ptr %buf.x, i64 %t469
  %t471 = select i1 %t461, ptr %t470, ptr %t38
  store ptr %t471, ptr %t449, align 8
  %t472 = xor i1 %t461, true
  %t473 = zext i1 %t472 to i64
  %t474 = add i64 %t450, %t473
  store i64 %t474, ptr %c134
  %t475 = add i64 %t339, 5
  %t476 = getelementptr ptr, ptr %t130, i64 %t475
  %t477 = load i64, ptr %c134
  %t478 = mul i64 %t127, 1
  %t479 = mul i64 %i329, 1
  %t480 = add i64 %t478, %t479
  %t481 = add i64 %t480, 0
  %t482 = icmp ult i64 %t481, 1
  %t483 = mul i64 %t128, 1
  %t484 = mul i64 %i335, 1
  %t485 = add i64 %t483, %t484
  %t486 = add i64 %t485, 0
  %t487 = icmp ult i64 %t486, 1
  %t488 = and i1 %t482, %t487
  %t489 = mul i64 %t53, %size.C
  %t490 = add i64 %t127, %i329
  %t491 = mul i64 %t490, %size.C
  %t492 = add i64 %t489, %t491
  %t493 = add i64 %t128, %i335
  %t494 = mul i64 %t493, %size.C
  %t495 = add i64 %t492, %t494
  %t496 = add i64 %t495, 0
  %t497 = getelementptr float, ptr %buf.x, i64 %t496
  %t498 = select i1 %t488, ptr %t497, ptr %t38
  store ptr %t498, ptr %t476, align 8
  %t499 = xor i1 %t488, true
  %t500 = zext i1 %t499 to i64
  %t501 = add i64 %t477, %t500
  store i64 %t501, ptr %c134
  %t502 = load i64, ptr %c134
  %t503 = trunc i64 %t502 to i32
  %t504 = add i64 %t338, 1
  %t505 = getelementptr i32, ptr %t132, i64 %t504
  store i32 %t503, ptr %t505
  %t506 = add nsw i64 %i335, 1
  store i64 %t506, ptr %c331
  br label %head332
done334:
  %t507 = add nsw i64 %i329, 1
  store i64 %t507, ptr %c325
  br label %head326
done328:
  store i32 0, ptr %t133
  br label %tabled136
tabled136:
  %t508 = load i64, ptr %c134
  %t509 = trunc i64 %t508 to i32
  %t510 = getelementptr i32, ptr %t132, i64 %t2
  store i32 %t509, ptr %t510
  %t511 = add nsw i64 %i91, 1
  store i64 %t511, ptr %c87
  br label %head88
done90:
  store i64 0, ptr %c512
  br label %tbhead513
tbhead513:
  %tb516 = load i64, ptr %c512
  %t517 = icmp slt i64 %tb516, %t2
  br i1 %t517, label %tbbody514, label %tbdone515
tbbody514:
  %t518 = add i64 %tb516, %t26
  %t519 = icmp slt i64 %t2, %t518
  %t520 = select i1 %t519, i64 %t2, i64 %t518
  store i64 0, ptr %c521
  br label %cbhead522
cbhead522:
  %cb525 = load i64, ptr %c521
  %t526 = icmp slt i64 %cb525, %t12
  br i1 %t526, label %cbbody523, label %cbdone524
cbbody523:
  %t527 = sub i64 %size.C, %cb525
  %t528 = icmp slt i64 %t22, %t527
  %t529 = select i1 %t528, i64 %t22, i64 %t527
  %t530 = icmp sgt i64 %tb516, 0
  %t531 = icmp sgt i64 %cb525, 0
  %t532 = or i1 %t530, %t531
  %t533 = icmp eq i64 %t520, %t2
  %t534 = add i64 %cb525, %t529
  %t535 = icmp sge i64 %t534, %size.C
  %t536 = and i1 %t533, %t535
  %t537 = sdiv i64 %tb516, 1
  %t538 = srem i64 %tb516, 1
  %t539 = sdiv i64 %t61, 64
  %t540 = srem i64 %t61, 64
  %t541 = icmp ne i64 %t540, 0
  %t542 = icmp slt i64 %t540, 0
  %t543 = icmp slt i64 64, 0
  %t544 = xor i1 %t542, %t543
  %t545 = and i1 %t541, %t544
  %t546 = zext i1 %t545 to i64
  %t547 = sub i64 %t539, %t546
  %t548 = mul i64 %size.C, 64
  %t549 = mul i64 %t547, %t548
  %t550 = mul i64 %size.C, 64
  %t551 = mul i64 %t537, %t550
  %t552 = add i64 %t549, %t551
  %t553 = mul i64 %size.C, 64
  %t554 = mul i64 %t538, %t553
  %t555 = add i64 %t552, %t554
  %t556 = mul i64 %cb525, 64
  %t557 = add i64 %t555, %t556
  %t558 = sdiv i64 %t61, 64
  %t559 = srem i64 %t61, 64
  %t560 = icmp ne i64 %t559, 0
  %t561 = icmp slt i64 %t559, 0
  %t562 = icmp slt i64 64, 0
  %t563 = xor i1 %t561, %t562
  %t564 = and i1 %t560, %t563
  %t565 = add i64 %t559, 64
  %t566 = select i1 %t564, i64 %t565, i64 %t559
  %t567 = add i64 %t557, %t566
  %t568 = getelementptr float, ptr %buf.w, i64 %t567
  %t569 = sub i64 %t74, %t71
  %t570 = sub i64 %t77, 1
  %t571 = mul i64 %t570, 6
  %t572 = sub i64 %t569, %t571
  %t573 = mul i64 1, %size.C
  %t574 = mul i64 %t573, 64
  %t578 = icmp eq i64 %t66, 1
  br i1 %t578, label %nv1576, label %nvnext577
nv1576:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.1"(ptr %t31, i64 %t32, ptr %t34, i64 %t35, ptr %t37, i64 %t77, i64 %t572, i64 %tb516, i64 %t520, i64 1, i64 %t573, i64 %cb525, i64 %t529, ptr %t568, i64 %t42, i64 %t574, i64 64, ptr %t86, i64 %size.K, ptr %t30, i1 %t532, i1 %t536, ptr %t38, <16 x i1> %t70, i64 %t53, i64 %t71, i64 %t61, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.K)
  br label %called575
nvnext577:
  %t581 = icmp eq i64 %t66, 2
  br i1 %t581, label %nv2579, label %nvnext580
nv2579:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.2"(ptr %t31, i64 %t32, ptr %t34, i64 %t35, ptr %t37, i64 %t77, i64 %t572, i64 %tb516, i64 %t520, i64 1, i64 %t573, i64 %cb525, i64 %t529, ptr %t568, i64 %t42, i64 %t574, i64 64, ptr %t86, i64 %size.K, ptr %t30, i1 %t532, i1 %t536, ptr %t38, <16 x i1> %t70, i64 %t53, i64 %t71, i64 %t61, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.K)
  br label %called575
nvnext580:
  %t584 = icmp eq i64 %t66, 3
  br i1 %t584, label %nv3582, label %nvnext583
nv3582:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.3"(ptr %t31, i64 %t32, ptr %t34, i64 %t35, ptr %t37, i64 %t77, i64 %t572, i64 %tb516, i64 %t520, i64 1, i64 %t573, i64 %cb525, i64 %t529, ptr %t568, i64 %t42, i64 %t574, i64 64, ptr %t86, i64 %size.K, ptr %t30, i1 %t532, i1 %t536, ptr %t38, <16 x i1> %t70, i64 %t53, i64 %t71, i64 %t61, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.K)
  br label %called575
nvnext583:
  %t587 = icmp eq i64 %t66, 4
  br i1 %t587, label %nv4585, label %nvnext586
nv4585:
  call void @"jr.dc.conv2d_nhwc_panels_ep_ec0f3b.4"(ptr %t31, i64 %t32, ptr %t34, i64 %t35, ptr %t37, i64 %t77, i64 %t572, i64 %tb516, i64 %t520, i64 1, i64 %t573, i64 %cb525, i64 %t529, ptr %t568, i64 %t42, i64 %t574, i64 64, ptr %t86, i64 %size.K, ptr %t30, i1 %t532, i1 %t536, ptr %t38, <16 x i1> %t70, i64 %t53, i64 %t71, i64 %t61, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.C, i64 %size.K)
  br label %called575
nvnext586:
  br label %called575
called575:
  %t588 = add i64 %cb525, %t22
  store i64 %t588, ptr %c521
  br label %cbhead522
cbdone524:
  store i64 %t520, ptr %c512
  br label %tbhead513
tbdone515:
  %t589 = add nsw i64 %i51, 1
  store i64 %t589, ptr %c47
  br label %head48
done50:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
