@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc_panels.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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
  %p222 = getelementptr float, ptr %buf.y, i64 %v221
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v211, ptr align 4 %p222, <16 x i1> %mlast)
  br label %finnext206
finnext206:
  %t223 = add i64 %t204, 1
  %t224 = icmp sge i64 %t223, %t202
  %t225 = select i1 %t224, i64 0, i64 %t223
  %t226 = zext i1 %t224 to i64
  %t227 = add i64 %t203, %t226
  %t230 = icmp slt i64 1, %t10
  br i1 %t230, label %fin228, label %finnext229
fin228:
  %t231 = add i64 %k0, 0
  %p232 = getelementptr float, ptr %buf.b, i64 %t231
  %ld233 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p232, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v234 = fadd contract <16 x float> %ld233, %t190
  %v235 = sub i64 %size.H, 1
  %v236 = add i64 %v235, 1
  %v237 = mul i64 %n, %v236
  %v238 = add i64 %v237, %t227
  %v239 = sub i64 %size.W, 1
  %v240 = add i64 %v239, 1
  %v241 = mul i64 %v238, %v240
  %v242 = add i64 %v241, %t225
  %v243 = mul i64 %v242, %size.K
  %v244 = add i64 %v243, %t231
  %p245 = getelementptr float, ptr %buf.y, i64 %v244
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v234, ptr align 4 %p245, <16 x i1> %mlast)
  br label %finnext229
finnext229:
  %t246 = add i64 %t225, 1
  %t247 = icmp sge i64 %t246, %t202
  %t248 = select i1 %t247, i64 0, i64 %t246
  %t249 = zext i1 %t247 to i64
  %t250 = add i64 %t227, %t249
  %t253 = icmp slt i64 2, %t10
  br i1 %t253, label %fin251, label %finnext252
fin251:
  %t254 = add i64 %k0, 0
  %p255 = getelementptr float, ptr %buf.b, i64 %t254
  %ld256 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p255, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v257 = fadd contract <16 x float> %ld256, %t191
  %v258 = sub i64 %size.H, 1
  %v259 = add i64 %v258, 1
  %v260 = mul i64 %n, %v259
  %v261 = add i64 %v260, %t250
  %v262 = sub i64 %size.W, 1
  %v263 = add i64 %v262, 1
  %v264 = mul i64 %v261, %v263
  %v265 = add i64 %v264, %t248
  %v266 = mul i64 %v265, %size.K
  %v267 = add i64 %v266, %t254
  %p268 = getelementptr float, ptr %buf.y, i64 %v267
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v257, ptr align 4 %p268, <16 x i1> %mlast)
  br label %finnext252
finnext252:
  %t269 = add i64 %t248, 1
  %t270 = icmp sge i64 %t269, %t202
  %t271 = select i1 %t270, i64 0, i64 %t269
  %t272 = zext i1 %t270 to i64
  %t273 = add i64 %t250, %t272
  %t276 = icmp slt i64 3, %t10
  br i1 %t276, label %fin274, label %finnext275
fin274:
  %t277 = add i64 %k0, 0
  %p278 = getelementptr float, ptr %buf.b, i64 %t277
  %ld279 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p278, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v280 = fadd contract <16 x float> %ld279, %t192
  %v281 = sub i64 %size.H, 1
  %v282 = add i64 %v281, 1
  %v283 = mul i64 %n, %v282
  %v284 = add i64 %v283, %t273
  %v285 = sub i64 %size.W, 1
  %v286 = add i64 %v285, 1
  %v287 = mul i64 %v284, %v286
  %v288 = add i64 %v287, %t271
  %v289 = mul i64 %v288, %size.K
  %v290 = add i64 %v289, %t277
  %p291 = getelementptr float, ptr %buf.y, i64 %v290
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v280, ptr align 4 %p291, <16 x i1> %mlast)
  br label %finnext275
finnext275:
  %t292 = add i64 %t271, 1
  %t293 = icmp sge i64 %t292, %t202
  %t294 = select i1 %t293, i64 0, i64 %t292
  %t295 = zext i1 %t293 to i64
  %t296 = add i64 %t273, %t295
  %t299 = icmp slt i64 4, %t10
  br i1 %t299, label %fin297, label %finnext298
fin297:
  %t300 = add i64 %k0, 0
  %p301 = getelementptr float, ptr %buf.b, i64 %t300
  %ld302 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p301, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v303 = fadd contract <16 x float> %ld302, %t193
  %v304 = sub i64 %size.H, 1
  %v305 = add i64 %v304, 1
  %v306 = mul i64 %n, %v305
  %v307 = add i64 %v306, %t296
  %v308 = sub i64 %size.W, 1
  %v309 = add i64 %v308, 1
  %v310 = mul i64 %v307, %v309
  %v311 = add i64 %v310, %t294
  %v312 = mul i64 %v311, %size.K
  %v313 = add i64 %v312, %t300
  %p314 = getelementptr float, ptr %buf.y, i64 %v313
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v303, ptr align 4 %p314, <16 x i1> %mlast)
  br label %finnext298
finnext298:
  %t315 = add i64 %t294, 1
  %t316 = icmp sge i64 %t315, %t202
  %t317 = select i1 %t316, i64 0, i64 %t315
  %t318 = zext i1 %t316 to i64
  %t319 = add i64 %t296, %t318
  %t322 = icmp slt i64 5, %t10
  br i1 %t322, label %fin320, label %finnext321
fin320:
  %t323 = add i64 %k0, 0
  %p324 = getelementptr float, ptr %buf.b, i64 %t323
  %ld325 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p324, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v326 = fadd contract <16 x float> %ld325, %t194
  %v327 = sub i64 %size.H, 1
  %v328 = add i64 %v327, 1
  %v329 = mul i64 %n, %v328
  %v330 = add i64 %v329, %t319
  %v331 = sub i64 %size.W, 1
  %v332 = add i64 %v331, 1
  %v333 = mul i64 %v330, %v332
  %v334 = add i64 %v333, %t317
  %v335 = mul i64 %v334, %size.K
  %v336 = add i64 %v335, %t323
  %p337 = getelementptr float, ptr %buf.y, i64 %v336
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v326, ptr align 4 %p337, <16 x i1> %mlast)
  br label %finnext321
finnext321:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t338 = icmp slt i64 %j.next, %ntiles
  br i1 %t338, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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
  %p262 = getelementptr float, ptr %buf.y, i64 %v261
  store <16 x float> %v251, ptr %p262, align 4
  %t263 = add i64 %k0, 16
  %p264 = getelementptr float, ptr %buf.b, i64 %t263
  %ld265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p264, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v266 = fadd contract <16 x float> %ld265, %t218
  %v267 = sub i64 %size.H, 1
  %v268 = add i64 %v267, 1
  %v269 = mul i64 %n, %v268
  %v270 = add i64 %v269, %t243
  %v271 = sub i64 %size.W, 1
  %v272 = add i64 %v271, 1
  %v273 = mul i64 %v270, %v272
  %v274 = add i64 %v273, %t244
  %v275 = mul i64 %v274, %size.K
  %v276 = add i64 %v275, %t263
  %p277 = getelementptr float, ptr %buf.y, i64 %v276
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v266, ptr align 4 %p277, <16 x i1> %mlast)
  br label %finnext246
finnext246:
  %t278 = add i64 %t244, 1
  %t279 = icmp sge i64 %t278, %t242
  %t280 = select i1 %t279, i64 0, i64 %t278
  %t281 = zext i1 %t279 to i64
  %t282 = add i64 %t243, %t281
  %t285 = icmp slt i64 1, %t10
  br i1 %t285, label %fin283, label %finnext284
fin283:
  %t286 = add i64 %k0, 0
  %p287 = getelementptr float, ptr %buf.b, i64 %t286
  %ld288 = load <16 x float>, ptr %p287, align 4
  %v289 = fadd contract <16 x float> %ld288, %t219
  %v290 = sub i64 %size.H, 1
  %v291 = add i64 %v290, 1
  %v292 = mul i64 %n, %v291
  %v293 = add i64 %v292, %t282
  %v294 = sub i64 %size.W, 1
  %v295 = add i64 %v294, 1
  %v296 = mul i64 %v293, %v295
  %v297 = add i64 %v296, %t280
  %v298 = mul i64 %v297, %size.K
  %v299 = add i64 %v298, %t286
  %p300 = getelementptr float, ptr %buf.y, i64 %v299
  store <16 x float> %v289, ptr %p300, align 4
  %t301 = add i64 %k0, 16
  %p302 = getelementptr float, ptr %buf.b, i64 %t301
  %ld303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p302, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v304 = fadd contract <16 x float> %ld303, %t220
  %v305 = sub i64 %size.H, 1
  %v306 = add i64 %v305, 1
  %v307 = mul i64 %n, %v306
  %v308 = add i64 %v307, %t282
  %v309 = sub i64 %size.W, 1
  %v310 = add i64 %v309, 1
  %v311 = mul i64 %v308, %v310
  %v312 = add i64 %v311, %t280
  %v313 = mul i64 %v312, %size.K
  %v314 = add i64 %v313, %t301
  %p315 = getelementptr float, ptr %buf.y, i64 %v314
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v304, ptr align 4 %p315, <16 x i1> %mlast)
  br label %finnext284
finnext284:
  %t316 = add i64 %t280, 1
  %t317 = icmp sge i64 %t316, %t242
  %t318 = select i1 %t317, i64 0, i64 %t316
  %t319 = zext i1 %t317 to i64
  %t320 = add i64 %t282, %t319
  %t323 = icmp slt i64 2, %t10
  br i1 %t323, label %fin321, label %finnext322
fin321:
  %t324 = add i64 %k0, 0
  %p325 = getelementptr float, ptr %buf.b, i64 %t324
  %ld326 = load <16 x float>, ptr %p325, align 4
  %v327 = fadd contract <16 x float> %ld326, %t221
  %v328 = sub i64 %size.H, 1
  %v329 = add i64 %v328, 1
  %v330 = mul i64 %n, %v329
  %v331 = add i64 %v330, %t320
  %v332 = sub i64 %size.W, 1
  %v333 = add i64 %v332, 1
  %v334 = mul i64 %v331, %v333
  %v335 = add i64 %v334, %t318
  %v336 = mul i64 %v335, %size.K
  %v337 = add i64 %v336, %t324
  %p338 = getelementptr float, ptr %buf.y, i64 %v337
  store <16 x float> %v327, ptr %p338, align 4
  %t339 = add i64 %k0, 16
  %p340 = getelementptr float, ptr %buf.b, i64 %t339
  %ld341 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p340, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v342 = fadd contract <16 x float> %ld341, %t222
  %v343 = sub i64 %size.H, 1
  %v344 = add i64 %v343, 1
  %v345 = mul i64 %n, %v344
  %v346 = add i64 %v345, %t320
  %v347 = sub i64 %size.W, 1
  %v348 = add i64 %v347, 1
  %v349 = mul i64 %v346, %v348
  %v350 = add i64 %v349, %t318
  %v351 = mul i64 %v350, %size.K
  %v352 = add i64 %v351, %t339
  %p353 = getelementptr float, ptr %buf.y, i64 %v352
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v342, ptr align 4 %p353, <16 x i1> %mlast)
  br label %finnext322
finnext322:
  %t354 = add i64 %t318, 1
  %t355 = icmp sge i64 %t354, %t242
  %t356 = select i1 %t355, i64 0, i64 %t354
  %t357 = zext i1 %t355 to i64
  %t358 = add i64 %t320, %t357
  %t361 = icmp slt i64 3, %t10
  br i1 %t361, label %fin359, label %finnext360
fin359:
  %t362 = add i64 %k0, 0
  %p363 = getelementptr float, ptr %buf.b, i64 %t362
  %ld364 = load <16 x float>, ptr %p363, align 4
  %v365 = fadd contract <16 x float> %ld364, %t223
  %v366 = sub i64 %size.H, 1
  %v367 = add i64 %v366, 1
  %v368 = mul i64 %n, %v367
  %v369 = add i64 %v368, %t358
  %v370 = sub i64 %size.W, 1
  %v371 = add i64 %v370, 1
  %v372 = mul i64 %v369, %v371
  %v373 = add i64 %v372, %t356
  %v374 = mul i64 %v373, %size.K
  %v375 = add i64 %v374, %t362
  %p376 = getelementptr float, ptr %buf.y, i64 %v375
  store <16 x float> %v365, ptr %p376, align 4
  %t377 = add i64 %k0, 16
  %p378 = getelementptr float, ptr %buf.b, i64 %t377
  %ld379 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p378, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v380 = fadd contract <16 x float> %ld379, %t224
  %v381 = sub i64 %size.H, 1
  %v382 = add i64 %v381, 1
  %v383 = mul i64 %n, %v382
  %v384 = add i64 %v383, %t358
  %v385 = sub i64 %size.W, 1
  %v386 = add i64 %v385, 1
  %v387 = mul i64 %v384, %v386
  %v388 = add i64 %v387, %t356
  %v389 = mul i64 %v388, %size.K
  %v390 = add i64 %v389, %t377
  %p391 = getelementptr float, ptr %buf.y, i64 %v390
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v380, ptr align 4 %p391, <16 x i1> %mlast)
  br label %finnext360
finnext360:
  %t392 = add i64 %t356, 1
  %t393 = icmp sge i64 %t392, %t242
  %t394 = select i1 %t393, i64 0, i64 %t392
  %t395 = zext i1 %t393 to i64
  %t396 = add i64 %t358, %t395
  %t399 = icmp slt i64 4, %t10
  br i1 %t399, label %fin397, label %finnext398
fin397:
  %t400 = add i64 %k0, 0
  %p401 = getelementptr float, ptr %buf.b, i64 %t400
  %ld402 = load <16 x float>, ptr %p401, align 4
  %v403 = fadd contract <16 x float> %ld402, %t225
  %v404 = sub i64 %size.H, 1
  %v405 = add i64 %v404, 1
  %v406 = mul i64 %n, %v405
  %v407 = add i64 %v406, %t396
  %v408 = sub i64 %size.W, 1
  %v409 = add i64 %v408, 1
  %v410 = mul i64 %v407, %v409
  %v411 = add i64 %v410, %t394
  %v412 = mul i64 %v411, %size.K
  %v413 = add i64 %v412, %t400
  %p414 = getelementptr float, ptr %buf.y, i64 %v413
  store <16 x float> %v403, ptr %p414, align 4
  %t415 = add i64 %k0, 16
  %p416 = getelementptr float, ptr %buf.b, i64 %t415
  %ld417 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p416, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v418 = fadd contract <16 x float> %ld417, %t226
  %v419 = sub i64 %size.H, 1
  %v420 = add i64 %v419, 1
  %v421 = mul i64 %n, %v420
  %v422 = add i64 %v421, %t396
  %v423 = sub i64 %size.W, 1
  %v424 = add i64 %v423, 1
  %v425 = mul i64 %v422, %v424
  %v426 = add i64 %v425, %t394
  %v427 = mul i64 %v426, %size.K
  %v428 = add i64 %v427, %t415
  %p429 = getelementptr float, ptr %buf.y, i64 %v428
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v418, ptr align 4 %p429, <16 x i1> %mlast)
  br label %finnext398
finnext398:
  %t430 = add i64 %t394, 1
  %t431 = icmp sge i64 %t430, %t242
  %t432 = select i1 %t431, i64 0, i64 %t430
  %t433 = zext i1 %t431 to i64
  %t434 = add i64 %t396, %t433
  %t437 = icmp slt i64 5, %t10
  br i1 %t437, label %fin435, label %finnext436
fin435:
  %t438 = add i64 %k0, 0
  %p439 = getelementptr float, ptr %buf.b, i64 %t438
  %ld440 = load <16 x float>, ptr %p439, align 4
  %v441 = fadd contract <16 x float> %ld440, %t227
  %v442 = sub i64 %size.H, 1
  %v443 = add i64 %v442, 1
  %v444 = mul i64 %n, %v443
  %v445 = add i64 %v444, %t434
  %v446 = sub i64 %size.W, 1
  %v447 = add i64 %v446, 1
  %v448 = mul i64 %v445, %v447
  %v449 = add i64 %v448, %t432
  %v450 = mul i64 %v449, %size.K
  %v451 = add i64 %v450, %t438
  %p452 = getelementptr float, ptr %buf.y, i64 %v451
  store <16 x float> %v441, ptr %p452, align 4
  %t453 = add i64 %k0, 16
  %p454 = getelementptr float, ptr %buf.b, i64 %t453
  %ld455 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p454, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v456 = fadd contract <16 x float> %ld455, %t228
  %v457 = sub i64 %size.H, 1
  %v458 = add i64 %v457, 1
  %v459 = mul i64 %n, %v458
  %v460 = add i64 %v459, %t434
  %v461 = sub i64 %size.W, 1
  %v462 = add i64 %v461, 1
  %v463 = mul i64 %v460, %v462
  %v464 = add i64 %v463, %t432
  %v465 = mul i64 %v464, %size.K
  %v466 = add i64 %v465, %t453
  %p467 = getelementptr float, ptr %buf.y, i64 %v466
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v456, ptr align 4 %p467, <16 x i1> %mlast)
  br label %finnext436
finnext436:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t468 = icmp slt i64 %j.next, %ntiles
  br i1 %t468, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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
  %p302 = getelementptr float, ptr %buf.y, i64 %v301
  store <16 x float> %v291, ptr %p302, align 4
  %t303 = add i64 %k0, 16
  %p304 = getelementptr float, ptr %buf.b, i64 %t303
  %ld305 = load <16 x float>, ptr %p304, align 4
  %v306 = fadd contract <16 x float> %ld305, %t246
  %v307 = sub i64 %size.H, 1
  %v308 = add i64 %v307, 1
  %v309 = mul i64 %n, %v308
  %v310 = add i64 %v309, %t283
  %v311 = sub i64 %size.W, 1
  %v312 = add i64 %v311, 1
  %v313 = mul i64 %v310, %v312
  %v314 = add i64 %v313, %t284
  %v315 = mul i64 %v314, %size.K
  %v316 = add i64 %v315, %t303
  %p317 = getelementptr float, ptr %buf.y, i64 %v316
  store <16 x float> %v306, ptr %p317, align 4
  %t318 = add i64 %k0, 32
  %p319 = getelementptr float, ptr %buf.b, i64 %t318
  %ld320 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p319, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v321 = fadd contract <16 x float> %ld320, %t247
  %v322 = sub i64 %size.H, 1
  %v323 = add i64 %v322, 1
  %v324 = mul i64 %n, %v323
  %v325 = add i64 %v324, %t283
  %v326 = sub i64 %size.W, 1
  %v327 = add i64 %v326, 1
  %v328 = mul i64 %v325, %v327
  %v329 = add i64 %v328, %t284
  %v330 = mul i64 %v329, %size.K
  %v331 = add i64 %v330, %t318
  %p332 = getelementptr float, ptr %buf.y, i64 %v331
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v321, ptr align 4 %p332, <16 x i1> %mlast)
  br label %finnext286
finnext286:
  %t333 = add i64 %t284, 1
  %t334 = icmp sge i64 %t333, %t282
  %t335 = select i1 %t334, i64 0, i64 %t333
  %t336 = zext i1 %t334 to i64
  %t337 = add i64 %t283, %t336
  %t340 = icmp slt i64 1, %t10
  br i1 %t340, label %fin338, label %finnext339
fin338:
  %t341 = add i64 %k0, 0
  %p342 = getelementptr float, ptr %buf.b, i64 %t341
  %ld343 = load <16 x float>, ptr %p342, align 4
  %v344 = fadd contract <16 x float> %ld343, %t248
  %v345 = sub i64 %size.H, 1
  %v346 = add i64 %v345, 1
  %v347 = mul i64 %n, %v346
  %v348 = add i64 %v347, %t337
  %v349 = sub i64 %size.W, 1
  %v350 = add i64 %v349, 1
  %v351 = mul i64 %v348, %v350
  %v352 = add i64 %v351, %t335
  %v353 = mul i64 %v352, %size.K
  %v354 = add i64 %v353, %t341
  %p355 = getelementptr float, ptr %buf.y, i64 %v354
  store <16 x float> %v344, ptr %p355, align 4
  %t356 = add i64 %k0, 16
  %p357 = getelementptr float, ptr %buf.b, i64 %t356
  %ld358 = load <16 x float>, ptr %p357, align 4
  %v359 = fadd contract <16 x float> %ld358, %t249
  %v360 = sub i64 %size.H, 1
  %v361 = add i64 %v360, 1
  %v362 = mul i64 %n, %v361
  %v363 = add i64 %v362, %t337
  %v364 = sub i64 %size.W, 1
  %v365 = add i64 %v364, 1
  %v366 = mul i64 %v363, %v365
  %v367 = add i64 %v366, %t335
  %v368 = mul i64 %v367, %size.K
  %v369 = add i64 %v368, %t356
  %p370 = getelementptr float, ptr %buf.y, i64 %v369
  store <16 x float> %v359, ptr %p370, align 4
  %t371 = add i64 %k0, 32
  %p372 = getelementptr float, ptr %buf.b, i64 %t371
  %ld373 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p372, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v374 = fadd contract <16 x float> %ld373, %t250
  %v375 = sub i64 %size.H, 1
  %v376 = add i64 %v375, 1
  %v377 = mul i64 %n, %v376
  %v378 = add i64 %v377, %t337
  %v379 = sub i64 %size.W, 1
  %v380 = add i64 %v379, 1
  %v381 = mul i64 %v378, %v380
  %v382 = add i64 %v381, %t335
  %v383 = mul i64 %v382, %size.K
  %v384 = add i64 %v383, %t371
  %p385 = getelementptr float, ptr %buf.y, i64 %v384
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v374, ptr align 4 %p385, <16 x i1> %mlast)
  br label %finnext339
finnext339:
  %t386 = add i64 %t335, 1
  %t387 = icmp sge i64 %t386, %t282
  %t388 = select i1 %t387, i64 0, i64 %t386
  %t389 = zext i1 %t387 to i64
  %t390 = add i64 %t337, %t389
  %t393 = icmp slt i64 2, %t10
  br i1 %t393, label %fin391, label %finnext392
fin391:
  %t394 = add i64 %k0, 0
  %p395 = getelementptr float, ptr %buf.b, i64 %t394
  %ld396 = load <16 x float>, ptr %p395, align 4
  %v397 = fadd contract <16 x float> %ld396, %t251
  %v398 = sub i64 %size.H, 1
  %v399 = add i64 %v398, 1
  %v400 = mul i64 %n, %v399
  %v401 = add i64 %v400, %t390
  %v402 = sub i64 %size.W, 1
  %v403 = add i64 %v402, 1
  %v404 = mul i64 %v401, %v403
  %v405 = add i64 %v404, %t388
  %v406 = mul i64 %v405, %size.K
  %v407 = add i64 %v406, %t394
  %p408 = getelementptr float, ptr %buf.y, i64 %v407
  store <16 x float> %v397, ptr %p408, align 4
  %t409 = add i64 %k0, 16
  %p410 = getelementptr float, ptr %buf.b, i64 %t409
  %ld411 = load <16 x float>, ptr %p410, align 4
  %v412 = fadd contract <16 x float> %ld411, %t252
  %v413 = sub i64 %size.H, 1
  %v414 = add i64 %v413, 1
  %v415 = mul i64 %n, %v414
  %v416 = add i64 %v415, %t390
  %v417 = sub i64 %size.W, 1
  %v418 = add i64 %v417, 1
  %v419 = mul i64 %v416, %v418
  %v420 = add i64 %v419, %t388
  %v421 = mul i64 %v420, %size.K
  %v422 = add i64 %v421, %t409
  %p423 = getelementptr float, ptr %buf.y, i64 %v422
  store <16 x float> %v412, ptr %p423, align 4
  %t424 = add i64 %k0, 32
  %p425 = getelementptr float, ptr %buf.b, i64 %t424
  %ld426 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p425, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v427 = fadd contract <16 x float> %ld426, %t253
  %v428 = sub i64 %size.H, 1
  %v429 = add i64 %v428, 1
  %v430 = mul i64 %n, %v429
  %v431 = add i64 %v430, %t390
  %v432 = sub i64 %size.W, 1
  %v433 = add i64 %v432, 1
  %v434 = mul i64 %v431, %v433
  %v435 = add i64 %v434, %t388
  %v436 = mul i64 %v435, %size.K
  %v437 = add i64 %v436, %t424
  %p438 = getelementptr float, ptr %buf.y, i64 %v437
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v427, ptr align 4 %p438, <16 x i1> %mlast)
  br label %finnext392
finnext392:
  %t439 = add i64 %t388, 1
  %t440 = icmp sge i64 %t439, %t282
  %t441 = select i1 %t440, i64 0, i64 %t439
  %t442 = zext i1 %t440 to i64
  %t443 = add i64 %t390, %t442
  %t446 = icmp slt i64 3, %t10
  br i1 %t446, label %fin444, label %finnext445
fin444:
  %t447 = add i64 %k0, 0
  %p448 = getelementptr float, ptr %buf.b, i64 %t447
  %ld449 = load <16 x float>, ptr %p448, align 4
  %v450 = fadd contract <16 x float> %ld449, %t254
  %v451 = sub i64 %size.H, 1
  %v452 = add i64 %v451, 1
  %v453 = mul i64 %n, %v452
  %v454 = add i64 %v453, %t443
  %v455 = sub i64 %size.W, 1
  %v456 = add i64 %v455, 1
  %v457 = mul i64 %v454, %v456
  %v458 = add i64 %v457, %t441
  %v459 = mul i64 %v458, %size.K
  %v460 = add i64 %v459, %t447
  %p461 = getelementptr float, ptr %buf.y, i64 %v460
  store <16 x float> %v450, ptr %p461, align 4
  %t462 = add i64 %k0, 16
  %p463 = getelementptr float, ptr %buf.b, i64 %t462
  %ld464 = load <16 x float>, ptr %p463, align 4
  %v465 = fadd contract <16 x float> %ld464, %t255
  %v466 = sub i64 %size.H, 1
  %v467 = add i64 %v466, 1
  %v468 = mul i64 %n, %v467
  %v469 = add i64 %v468, %t443
  %v470 = sub i64 %size.W, 1
  %v471 = add i64 %v470, 1
  %v472 = mul i64 %v469, %v471
  %v473 = add i64 %v472, %t441
  %v474 = mul i64 %v473, %size.K
  %v475 = add i64 %v474, %t462
  %p476 = getelementptr float, ptr %buf.y, i64 %v475
  store <16 x float> %v465, ptr %p476, align 4
  %t477 = add i64 %k0, 32
  %p478 = getelementptr float, ptr %buf.b, i64 %t477
  %ld479 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p478, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v480 = fadd contract <16 x float> %ld479, %t256
  %v481 = sub i64 %size.H, 1
  %v482 = add i64 %v481, 1
  %v483 = mul i64 %n, %v482
  %v484 = add i64 %v483, %t443
  %v485 = sub i64 %size.W, 1
  %v486 = add i64 %v485, 1
  %v487 = mul i64 %v484, %v486
  %v488 = add i64 %v487, %t441
  %v489 = mul i64 %v488, %size.K
  %v490 = add i64 %v489, %t477
  %p491 = getelementptr float, ptr %buf.y, i64 %v490
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v480, ptr align 4 %p491, <16 x i1> %mlast)
  br label %finnext445
finnext445:
  %t492 = add i64 %t441, 1
  %t493 = icmp sge i64 %t492, %t282
  %t494 = select i1 %t493, i64 0, i64 %t492
  %t495 = zext i1 %t493 to i64
  %t496 = add i64 %t443, %t495
  %t499 = icmp slt i64 4, %t10
  br i1 %t499, label %fin497, label %finnext498
fin497:
  %t500 = add i64 %k0, 0
  %p501 = getelementptr float, ptr %buf.b, i64 %t500
  %ld502 = load <16 x float>, ptr %p501, align 4
  %v503 = fadd contract <16 x float> %ld502, %t257
  %v504 = sub i64 %size.H, 1
  %v505 = add i64 %v504, 1
  %v506 = mul i64 %n, %v505
  %v507 = add i64 %v506, %t496
  %v508 = sub i64 %size.W, 1
  %v509 = add i64 %v508, 1
  %v510 = mul i64 %v507, %v509
  %v511 = add i64 %v510, %t494
  %v512 = mul i64 %v511, %size.K
  %v513 = add i64 %v512, %t500
  %p514 = getelementptr float, ptr %buf.y, i64 %v513
  store <16 x float> %v503, ptr %p514, align 4
  %t515 = add i64 %k0, 16
  %p516 = getelementptr float, ptr %buf.b, i64 %t515
  %ld517 = load <16 x float>, ptr %p516, align 4
  %v518 = fadd contract <16 x float> %ld517, %t258
  %v519 = sub i64 %size.H, 1
  %v520 = add i64 %v519, 1
  %v521 = mul i64 %n, %v520
  %v522 = add i64 %v521, %t496
  %v523 = sub i64 %size.W, 1
  %v524 = add i64 %v523, 1
  %v525 = mul i64 %v522, %v524
  %v526 = add i64 %v525, %t494
  %v527 = mul i64 %v526, %size.K
  %v528 = add i64 %v527, %t515
  %p529 = getelementptr float, ptr %buf.y, i64 %v528
  store <16 x float> %v518, ptr %p529, align 4
  %t530 = add i64 %k0, 32
  %p531 = getelementptr float, ptr %buf.b, i64 %t530
  %ld532 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p531, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v533 = fadd contract <16 x float> %ld532, %t259
  %v534 = sub i64 %size.H, 1
  %v535 = add i64 %v534, 1
  %v536 = mul i64 %n, %v535
  %v537 = add i64 %v536, %t496
  %v538 = sub i64 %size.W, 1
  %v539 = add i64 %v538, 1
  %v540 = mul i64 %v537, %v539
  %v541 = add i64 %v540, %t494
  %v542 = mul i64 %v541, %size.K
  %v543 = add i64 %v542, %t530
  %p544 = getelementptr float, ptr %buf.y, i64 %v543
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v533, ptr align 4 %p544, <16 x i1> %mlast)
  br label %finnext498
finnext498:
  %t545 = add i64 %t494, 1
  %t546 = icmp sge i64 %t545, %t282
  %t547 = select i1 %t546, i64 0, i64 %t545
  %t548 = zext i1 %t546 to i64
  %t549 = add i64 %t496, %t548
  %t552 = icmp slt i64 5, %t10
  br i1 %t552, label %fin550, label %finnext551
fin550:
  %t553 = add i64 %k0, 0
  %p554 = getelementptr float, ptr %buf.b, i64 %t553
  %ld555 = load <16 x float>, ptr %p554, align 4
  %v556 = fadd contract <16 x float> %ld555, %t260
  %v557 = sub i64 %size.H, 1
  %v558 = add i64 %v557, 1
  %v559 = mul i64 %n, %v558
  %v560 = add i64 %v559, %t549
  %v561 = sub i64 %size.W, 1
  %v562 = add i64 %v561, 1
  %v563 = mul i64 %v560, %v562
  %v564 = add i64 %v563, %t547
  %v565 = mul i64 %v564, %size.K
  %v566 = add i64 %v565, %t553
  %p567 = getelementptr float, ptr %buf.y, i64 %v566
  store <16 x float> %v556, ptr %p567, align 4
  %t568 = add i64 %k0, 16
  %p569 = getelementptr float, ptr %buf.b, i64 %t568
  %ld570 = load <16 x float>, ptr %p569, align 4
  %v571 = fadd contract <16 x float> %ld570, %t261
  %v572 = sub i64 %size.H, 1
  %v573 = add i64 %v572, 1
  %v574 = mul i64 %n, %v573
  %v575 = add i64 %v574, %t549
  %v576 = sub i64 %size.W, 1
  %v577 = add i64 %v576, 1
  %v578 = mul i64 %v575, %v577
  %v579 = add i64 %v578, %t547
  %v580 = mul i64 %v579, %size.K
  %v581 = add i64 %v580, %t568
  %p582 = getelementptr float, ptr %buf.y, i64 %v581
  store <16 x float> %v571, ptr %p582, align 4
  %t583 = add i64 %k0, 32
  %p584 = getelementptr float, ptr %buf.b, i64 %t583
  %ld585 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p584, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v586 = fadd contract <16 x float> %ld585, %t262
  %v587 = sub i64 %size.H, 1
  %v588 = add i64 %v587, 1
  %v589 = mul i64 %n, %v588
  %v590 = add i64 %v589, %t549
  %v591 = sub i64 %size.W, 1
  %v592 = add i64 %v591, 1
  %v593 = mul i64 %v590, %v592
  %v594 = add i64 %v593, %t547
  %v595 = mul i64 %v594, %size.K
  %v596 = add i64 %v595, %t583
  %p597 = getelementptr float, ptr %buf.y, i64 %v596
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v586, ptr align 4 %p597, <16 x i1> %mlast)
  br label %finnext551
finnext551:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t598 = icmp slt i64 %j.next, %ntiles
  br i1 %t598, label %tile, label %exit
exit:
  ret void
}

define internal void @"jr.dc.conv2d_nhwc_panels.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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
  %p342 = getelementptr float, ptr %buf.y, i64 %v341
  store <16 x float> %v331, ptr %p342, align 4
  %t343 = add i64 %k0, 16
  %p344 = getelementptr float, ptr %buf.b, i64 %t343
  %ld345 = load <16 x float>, ptr %p344, align 4
  %v346 = fadd contract <16 x float> %ld345, %t274
  %v347 = sub i64 %size.H, 1
  %v348 = add i64 %v347, 1
  %v349 = mul i64 %n, %v348
  %v350 = add i64 %v349, %t323
  %v351 = sub i64 %size.W, 1
  %v352 = add i64 %v351, 1
  %v353 = mul i64 %v350, %v352
  %v354 = add i64 %v353, %t324
  %v355 = mul i64 %v354, %size.K
  %v356 = add i64 %v355, %t343
  %p357 = getelementptr float, ptr %buf.y, i64 %v356
  store <16 x float> %v346, ptr %p357, align 4
  %t358 = add i64 %k0, 32
  %p359 = getelementptr float, ptr %buf.b, i64 %t358
  %ld360 = load <16 x float>, ptr %p359, align 4
  %v361 = fadd contract <16 x float> %ld360, %t275
  %v362 = sub i64 %size.H, 1
  %v363 = add i64 %v362, 1
  %v364 = mul i64 %n, %v363
  %v365 = add i64 %v364, %t323
  %v366 = sub i64 %size.W, 1
  %v367 = add i64 %v366, 1
  %v368 = mul i64 %v365, %v367
  %v369 = add i64 %v368, %t324
  %v370 = mul i64 %v369, %size.K
  %v371 = add i64 %v370, %t358
  %p372 = getelementptr float, ptr %buf.y, i64 %v371
  store <16 x float> %v361, ptr %p372, align 4
  %t373 = add i64 %k0, 48
  %p374 = getelementptr float, ptr %buf.b, i64 %t373
  %ld375 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p374, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v376 = fadd contract <16 x float> %ld375, %t276
  %v377 = sub i64 %size.H, 1
  %v378 = add i64 %v377, 1
  %v379 = mul i64 %n, %v378
  %v380 = add i64 %v379, %t323
  %v381 = sub i64 %size.W, 1
  %v382 = add i64 %v381, 1
  %v383 = mul i64 %v380, %v382
  %v384 = add i64 %v383, %t324
  %v385 = mul i64 %v384, %size.K
  %v386 = add i64 %v385, %t373
  %p387 = getelementptr float, ptr %buf.y, i64 %v386
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v376, ptr align 4 %p387, <16 x i1> %mlast)
  br label %finnext326
finnext326:
  %t388 = add i64 %t324, 1
  %t389 = icmp sge i64 %t388, %t322
  %t390 = select i1 %t389, i64 0, i64 %t388
  %t391 = zext i1 %t389 to i64
  %t392 = add i64 %t323, %t391
  %t395 = icmp slt i64 1, %t10
  br i1 %t395, label %fin393, label %finnext394
fin393:
  %t396 = add i64 %k0, 0
  %p397 = getelementptr float, ptr %buf.b, i64 %t396
  %ld398 = load <16 x float>, ptr %p397, align 4
  %v399 = fadd contract <16 x float> %ld398, %t277
  %v400 = sub i64 %size.H, 1
  %v401 = add i64 %v400, 1
  %v402 = mul i64 %n, %v401
  %v403 = add i64 %v402, %t392
  %v404 = sub i64 %size.W, 1
  %v405 = add i64 %v404, 1
  %v406 = mul i64 %v403, %v405
  %v407 = add i64 %v406, %t390
  %v408 = mul i64 %v407, %size.K
  %v409 = add i64 %v408, %t396
  %p410 = getelementptr float, ptr %buf.y, i64 %v409
  store <16 x float> %v399, ptr %p410, align 4
  %t411 = add i64 %k0, 16
  %p412 = getelementptr float, ptr %buf.b, i64 %t411
  %ld413 = load <16 x float>, ptr %p412, align 4
  %v414 = fadd contract <16 x float> %ld413, %t278
  %v415 = sub i64 %size.H, 1
  %v416 = add i64 %v415, 1
  %v417 = mul i64 %n, %v416
  %v418 = add i64 %v417, %t392
  %v419 = sub i64 %size.W, 1
  %v420 = add i64 %v419, 1
  %v421 = mul i64 %v418, %v420
  %v422 = add i64 %v421, %t390
  %v423 = mul i64 %v422, %size.K
  %v424 = add i64 %v423, %t411
  %p425 = getelementptr float, ptr %buf.y, i64 %v424
  store <16 x float> %v414, ptr %p425, align 4
  %t426 = add i64 %k0, 32
  %p427 = getelementptr float, ptr %buf.b, i64 %t426
  %ld428 = load <16 x float>, ptr %p427, align 4
  %v429 = fadd contract <16 x float> %ld428, %t279
  %v430 = sub i64 %size.H, 1
  %v431 = add i64 %v430, 1
  %v432 = mul i64 %n, %v431
  %v433 = add i64 %v432, %t392
  %v434 = sub i64 %size.W, 1
  %v435 = add i64 %v434, 1
  %v436 = mul i64 %v433, %v435
  %v437 = add i64 %v436, %t390
  %v438 = mul i64 %v437, %size.K
  %v439 = add i64 %v438, %t426
  %p440 = getelementptr float, ptr %buf.y, i64 %v439
  store <16 x float> %v429, ptr %p440, align 4
  %t441 = add i64 %k0, 48
  %p442 = getelementptr float, ptr %buf.b, i64 %t441
  %ld443 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p442, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v444 = fadd contract <16 x float> %ld443, %t280
  %v445 = sub i64 %size.H, 1
  %v446 = add i64 %v445, 1
  %v447 = mul i64 %n, %v446
  %v448 = add i64 %v447, %t392
  %v449 = sub i64 %size.W, 1
  %v450 = add i64 %v449, 1
  %v451 = mul i64 %v448, %v450
  %v452 = add i64 %v451, %t390
  %v453 = mul i64 %v452, %size.K
  %v454 = add i64 %v453, %t441
  %p455 = getelementptr float, ptr %buf.y, i64 %v454
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v444, ptr align 4 %p455, <16 x i1> %mlast)
  br label %finnext394
finnext394:
  %t456 = add i64 %t390, 1
  %t457 = icmp sge i64 %t456, %t322
  %t458 = select i1 %t457, i64 0, i64 %t456
  %t459 = zext i1 %t457 to i64
  %t460 = add i64 %t392, %t459
  %t463 = icmp slt i64 2, %t10
  br i1 %t463, label %fin461, label %finnext462
fin461:
  %t464 = add i64 %k0, 0
  %p465 = getelementptr float, ptr %buf.b, i64 %t464
  %ld466 = load <16 x float>, ptr %p465, align 4
  %v467 = fadd contract <16 x float> %ld466, %t281
  %v468 = sub i64 %size.H, 1
  %v469 = add i64 %v468, 1
  %v470 = mul i64 %n, %v469
  %v471 = add i64 %v470, %t460
  %v472 = sub i64 %size.W, 1
  %v473 = add i64 %v472, 1
  %v474 = mul i64 %v471, %v473
  %v475 = add i64 %v474, %t458
  %v476 = mul i64 %v475, %size.K
  %v477 = add i64 %v476, %t464
  %p478 = getelementptr float, ptr %buf.y, i64 %v477
  store <16 x float> %v467, ptr %p478, align 4
  %t479 = add i64 %k0, 16
  %p480 = getelementptr float, ptr %buf.b, i64 %t479
  %ld481 = load <16 x float>, ptr %p480, align 4
  %v482 = fadd contract <16 x float> %ld481, %t282
  %v483 = sub i64 %size.H, 1
  %v484 = add i64 %v483, 1
  %v485 = mul i64 %n, %v484
  %v486 = add i64 %v485, %t460
  %v487 = sub i64 %size.W, 1
  %v488 = add i64 %v487, 1
  %v489 = mul i64 %v486, %v488
  %v490 = add i64 %v489, %t458
  %v491 = mul i64 %v490, %size.K
  %v492 = add i64 %v491, %t479
  %p493 = getelementptr float, ptr %buf.y, i64 %v492
  store <16 x float> %v482, ptr %p493, align 4
  %t494 = add i64 %k0, 32
  %p495 = getelementptr float, ptr %buf.b, i64 %t494
  %ld496 = load <16 x float>, ptr %p495, align 4
  %v497 = fadd contract <16 x float> %ld496, %t283
  %v498 = sub i64 %size.H, 1
  %v499 = add i64 %v498, 1
  %v500 = mul i64 %n, %v499
  %v501 = add i64 %v500, %t460
  %v502 = sub i64 %size.W, 1
  %v503 = add i64 %v502, 1
  %v504 = mul i64 %v501, %v503
  %v505 = add i64 %v504, %t458
  %v506 = mul i64 %v505, %size.K
  %v507 = add i64 %v506, %t494
  %p508 = getelementptr float, ptr %buf.y, i64 %v507
  store <16 x float> %v497, ptr %p508, align 4
  %t509 = add i64 %k0, 48
  %p510 = getelementptr float, ptr %buf.b, i64 %t509
  %ld511 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p510, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v512 = fadd contract <16 x float> %ld511, %t284
  %v513 = sub i64 %size.H, 1
  %v514 = add i64 %v513, 1
  %v515 = mul i64 %n, %v514
  %v516 = add i64 %v515, %t460
  %v517 = sub i64 %size.W, 1
  %v518 = add i64 %v517, 1
  %v519 = mul i64 %v516, %v518
  %v520 = add i64 %v519, %t458
  %v521 = mul i64 %v520, %size.K
  %v522 = add i64 %v521, %t509
  %p523 = getelementptr float, ptr %buf.y, i64 %v522
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v512, ptr align 4 %p523, <16 x i1> %mlast)
  br label %finnext462
finnext462:
  %t524 = add i64 %t458, 1
  %t525 = icmp sge i64 %t524, %t322
  %t526 = select i1 %t525, i64 0, i64 %t524
  %t527 = zext i1 %t525 to i64
  %t528 = add i64 %t460, %t527
  %t531 = icmp slt i64 3, %t10
  br i1 %t531, label %fin529, label %finnext530
fin529:
  %t532 = add i64 %k0, 0
  %p533 = getelementptr float, ptr %buf.b, i64 %t532
  %ld534 = load <16 x float>, ptr %p533, align 4
  %v535 = fadd contract <16 x float> %ld534, %t285
  %v536 = sub i64 %size.H, 1
  %v537 = add i64 %v536, 1
  %v538 = mul i64 %n, %v537
  %v539 = add i64 %v538, %t528
  %v540 = sub i64 %size.W, 1
  %v541 = add i64 %v540, 1
  %v542 = mul i64 %v539, %v541
  %v543 = add i64 %v542, %t526
  %v544 = mul i64 %v543, %size.K
  %v545 = add i64 %v544, %t532
  %p546 = getelementptr float, ptr %buf.y, i64 %v545
  store <16 x float> %v535, ptr %p546, align 4
  %t547 = add i64 %k0, 16
  %p548 = getelementptr float, ptr %buf.b, i64 %t547
  %ld549 = load <16 x float>, ptr %p548, align 4
  %v550 = fadd contract <16 x float> %ld549, %t286
  %v551 = sub i64 %size.H, 1
  %v552 = add i64 %v551, 1
  %v553 = mul i64 %n, %v552
  %v554 = add i64 %v553, %t528
  %v555 = sub i64 %size.W, 1
  %v556 = add i64 %v555, 1
  %v557 = mul i64 %v554, %v556
  %v558 = add i64 %v557, %t526
  %v559 = mul i64 %v558, %size.K
  %v560 = add i64 %v559, %t547
  %p561 = getelementptr float, ptr %buf.y, i64 %v560
  store <16 x float> %v550, ptr %p561, align 4
  %t562 = add i64 %k0, 32
  %p563 = getelementptr float, ptr %buf.b, i64 %t562
  %ld564 = load <16 x float>, ptr %p563, align 4
  %v565 = fadd contract <16 x float> %ld564, %t287
  %v566 = sub i64 %size.H, 1
  %v567 = add i64 %v566, 1
  %v568 = mul i64 %n, %v567
  %v569 = add i64 %v568, %t528
  %v570 = sub i64 %size.W, 1
  %v571 = add i64 %v570, 1
  %v572 = mul i64 %v569, %v571
  %v573 = add i64 %v572, %t526
  %v574 = mul i64 %v573, %size.K
  %v575 = add i64 %v574, %t562
  %p576 = getelementptr float, ptr %buf.y, i64 %v575
  store <16 x float> %v565, ptr %p576, align 4
  %t577 = add i64 %k0, 48
  %p578 = getelementptr float, ptr %buf.b, i64 %t577
  %ld579 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p578, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v580 = fadd contract <16 x float> %ld579, %t288
  %v581 = sub i64 %size.H, 1
  %v582 = add i64 %v581, 1
  %v583 = mul i64 %n, %v582
  %v584 = add i64 %v583, %t528
  %v585 = sub i64 %size.W, 1
  %v586 = add i64 %v585, 1
  %v587 = mul i64 %v584, %v586
  %v588 = add i64 %v587, %t526
  %v589 = mul i64 %v588, %size.K
  %v590 = add i64 %v589, %t577
  %p591 = getelementptr float, ptr %buf.y, i64 %v590
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v580, ptr align 4 %p591, <16 x i1> %mlast)
  br label %finnext530
finnext530:
  %t592 = add i64 %t526, 1
  %t593 = icmp sge i64 %t592, %t322
  %t594 = select i1 %t593, i64 0, i64 %t592
  %t595 = zext i1 %t593 to i64
  %t596 = add i64 %t528, %t595
  %t599 = icmp slt i64 4, %t10
  br i1 %t599, label %fin597, label %finnext598
fin597:
  %t600 = add i64 %k0, 0
  %p601 = getelementptr float, ptr %buf.b, i64 %t600
  %ld602 = load <16 x float>, ptr %p601, align 4
  %v603 = fadd contract <16 x float> %ld602, %t289
  %v604 = sub i64 %size.H, 1
  %v605 = add i64 %v604, 1
  %v606 = mul i64 %n, %v605
  %v607 = add i64 %v606, %t596
  %v608 = sub i64 %size.W, 1
  %v609 = add i64 %v608, 1
  %v610 = mul i64 %v607, %v609
  %v611 = add i64 %v610, %t594
  %v612 = mul i64 %v611, %size.K
  %v613 = add i64 %v612, %t600
  %p614 = getelementptr float, ptr %buf.y, i64 %v613
  store <16 x float> %v603, ptr %p614, align 4
  %t615 = add i64 %k0, 16
  %p616 = getelementptr float, ptr %buf.b, i64 %t615
  %ld617 = load <16 x float>, ptr %p616, align 4
  %v618 = fadd contract <16 x float> %ld617, %t290
  %v619 = sub i64 %size.H, 1
  %v620 = add i64 %v619, 1
  %v621 = mul i64 %n, %v620
  %v622 = add i64 %v621, %t596
  %v623 = sub i64 %size.W, 1
  %v624 = add i64 %v623, 1
  %v625 = mul i64 %v622, %v624
  %v626 = add i64 %v625, %t594
  %v627 = mul i64 %v626, %size.K
  %v628 = add i64 %v627, %t615
  %p629 = getelementptr float, ptr %buf.y, i64 %v628
  store <16 x float> %v618, ptr %p629, align 4
  %t630 = add i64 %k0, 32
  %p631 = getelementptr float, ptr %buf.b, i64 %t630
  %ld632 = load <16 x float>, ptr %p631, align 4
  %v633 = fadd contract <16 x float> %ld632, %t291
  %v634 = sub i64 %size.H, 1
  %v635 = add i64 %v634, 1
  %v636 = mul i64 %n, %v635
  %v637 = add i64 %v636, %t596
  %v638 = sub i64 %size.W, 1
  %v639 = add i64 %v638, 1
  %v640 = mul i64 %v637, %v639
  %v641 = add i64 %v640, %t594
  %v642 = mul i64 %v641, %size.K
  %v643 = add i64 %v642, %t630
  %p644 = getelementptr float, ptr %buf.y, i64 %v643
  store <16 x float> %v633, ptr %p644, align 4
  %t645 = add i64 %k0, 48
  %p646 = getelementptr float, ptr %buf.b, i64 %t645
  %ld647 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p646, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v648 = fadd contract <16 x float> %ld647, %t292
  %v649 = sub i64 %size.H, 1
  %v650 = add i64 %v649, 1
  %v651 = mul i64 %n, %v650
  %v652 = add i64 %v651, %t596
  %v653 = sub i64 %size.W, 1
  %v654 = add i64 %v653, 1
  %v655 = mul i64 %v652, %v654
  %v656 = add i64 %v655, %t594
  %v657 = mul i64 %v656, %size.K
  %v658 = add i64 %v657, %t645
  %p659 = getelementptr float, ptr %buf.y, i64 %v658
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v648, ptr align 4 %p659, <16 x i1> %mlast)
  br label %finnext598
finnext598:
  %t660 = add i64 %t594, 1
  %t661 = icmp sge i64 %t660, %t322
  %t662 = select i1 %t661, i64 0, i64 %t660
  %t663 = zext i1 %t661 to i64
  %t664 = add i64 %t596, %t663
  %t667 = icmp slt i64 5, %t10
  br i1 %t667, label %fin665, label %finnext666
fin665:
  %t668 = add i64 %k0, 0
  %p669 = getelementptr float, ptr %buf.b, i64 %t668
  %ld670 = load <16 x float>, ptr %p669, align 4
  %v671 = fadd contract <16 x float> %ld670, %t293
  %v672 = sub i64 %size.H, 1
  %v673 = add i64 %v672, 1
  %v674 = mul i64 %n, %v673
  %v675 = add i64 %v674, %t664
  %v676 = sub i64 %size.W, 1
  %v677 = add i64 %v676, 1
  %v678 = mul i64 %v675, %v677
  %v679 = add i64 %v678, %t662
  %v680 = mul i64 %v679, %size.K
  %v681 = add i64 %v680, %t668
  %p682 = getelementptr float, ptr %buf.y, i64 %v681
  store <16 x float> %v671, ptr %p682, align 4
  %t683 = add i64 %k0, 16
  %p684 = getelementptr float, ptr %buf.b, i64 %t683
  %ld685 = load <16 x float>, ptr %p684, align 4
  %v686 = fadd contract <16 x float> %ld685, %t294
  %v687 = sub i64 %size.H, 1
  %v688 = add i64 %v687, 1
  %v689 = mul i64 %n, %v688
  %v690 = add i64 %v689, %t664
  %v691 = sub i64 %size.W, 1
  %v692 = add i64 %v691, 1
  %v693 = mul i64 %v690, %v692
  %v694 = add i64 %v693, %t662
  %v695 = mul i64 %v694, %size.K
  %v696 = add i64 %v695, %t683
  %p697 = getelementptr float, ptr %buf.y, i64 %v696
  store <16 x float> %v686, ptr %p697, align 4
  %t698 = add i64 %k0, 32
  %p699 = getelementptr float, ptr %buf.b, i64 %t698
  %ld700 = load <16 x float>, ptr %p699, align 4
  %v701 = fadd contract <16 x float> %ld700, %t295
  %v702 = sub i64 %size.H, 1
  %v703 = add i64 %v702, 1
  %v704 = mul i64 %n, %v703
  %v705 = add i64 %v704, %t664
  %v706 = sub i64 %size.W, 1
  %v707 = add i64 %v706, 1
  %v708 = mul i64 %v705, %v707
  %v709 = add i64 %v708, %t662
  %v710 = mul i64 %v709, %size.K
  %v711 = add i64 %v710, %t698
  %p712 = getelementptr float, ptr %buf.y, i64 %v711
  store <16 x float> %v701, ptr %p712, align 4
  %t713 = add i64 %k0, 48
  %p714 = getelementptr float, ptr %buf.b, i64 %t713
  %ld715 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p714, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v716 = fadd contract <16 x float> %ld715, %t296
  %v717 = sub i64 %size.H, 1
  %v718 = add i64 %v717, 1
  %v719 = mul i64 %n, %v718
  %v720 = add i64 %v719, %t664
  %v721 = sub i64 %size.W, 1
  %v722 = add i64 %v721, 1
  %v723 = mul i64 %v720, %v722
  %v724 = add i64 %v723, %t662
  %v725 = mul i64 %v724, %size.K
  %v726 = add i64 %v725, %t713
  %p727 = getelementptr float, ptr %buf.y, i64 %v726
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v716, ptr align 4 %p727, <16 x i1> %mlast)
  br label %finnext666
finnext666:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t728 = icmp slt i64 %j.next, %ntiles
  br i1 %t728, label %tile, label %exit
exit:
  ret void
}

define void @"jr.op.conv2d_nhwc_panels"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
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
  call void @"jr.dc.conv2d_nhwc_panels.1"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t81, i64 %t621, i64 %tb565, i64 %t569, i64 1, i64 %t622, i64 %cb574, i64 %t578, ptr %t617, i64 %t46, i64 %t623, i64 64, ptr %t99, i64 %size.K, ptr %t34, i1 %t581, i1 %t585, ptr %t42, <16 x i1> %t74, i64 %t57, i64 %t75, i64 %t65, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called624
nvnext626:
  %t630 = icmp eq i64 %t70, 2
  br i1 %t630, label %nv2628, label %nvnext629
nv2628:
  call void @"jr.dc.conv2d_nhwc_panels.2"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t81, i64 %t621, i64 %tb565, i64 %t569, i64 1, i64 %t622, i64 %cb574, i64 %t578, ptr %t617, i64 %t46, i64 %t623, i64 64, ptr %t99, i64 %size.K, ptr %t34, i1 %t581, i1 %t585, ptr %t42, <16 x i1> %t74, i64 %t57, i64 %t75, i64 %t65, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called624
nvnext629:
  %t633 = icmp eq i64 %t70, 3
  br i1 %t633, label %nv3631, label %nvnext632
nv3631:
  call void @"jr.dc.conv2d_nhwc_panels.3"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t81, i64 %t621, i64 %tb565, i64 %t569, i64 1, i64 %t622, i64 %cb574, i64 %t578, ptr %t617, i64 %t46, i64 %t623, i64 64, ptr %t99, i64 %size.K, ptr %t34, i1 %t581, i1 %t585, ptr %t42, <16 x i1> %t74, i64 %t57, i64 %t75, i64 %t65, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called624
nvnext632:
  %t636 = icmp eq i64 %t70, 4
  br i1 %t636, label %nv4634, label %nvnext635
nv4634:
  call void @"jr.dc.conv2d_nhwc_panels.4"(ptr %t35, i64 %t36, ptr %t38, i64 %t39, ptr %t41, i64 %t81, i64 %t621, i64 %tb565, i64 %t569, i64 1, i64 %t622, i64 %cb574, i64 %t578, ptr %t617, i64 %t46, i64 %t623, i64 64, ptr %t99, i64 %size.K, ptr %t34, i1 %t581, i1 %t585, ptr %t42, <16 x i1> %t74, i64 %t57, i64 %t75, i64 %t65, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
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
