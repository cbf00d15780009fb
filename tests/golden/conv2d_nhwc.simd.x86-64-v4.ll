@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t90 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t89, <16 x i1> %mlast, <16 x float> zeroinitializer)
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
  %t156 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t155, <16 x i1> %mlast, <16 x float> zeroinitializer)
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

define internal void @"jr.dc.conv2d_nhwc.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t110 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t109, <16 x i1> %mlast, <16 x float> zeroinitializer)
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
  %t178 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t177, <16 x i1> %mlast, <16 x float> zeroinitializer)
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

define internal void @"jr.dc.conv2d_nhwc.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t130 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t129, <16 x i1> %mlast, <16 x float> zeroinitializer)
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
  %t200 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t199, <16 x i1> %mlast, <16 x float> zeroinitializer)
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

define internal void @"jr.dc.conv2d_nhwc.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, ptr %part, i1 %accum, i1 %last, ptr %zero, <16 x i1> %mlast, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t149, <16 x i1> %mlast, <16 x float> zeroinitializer)
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
  %t222 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t221, <16 x i1> %mlast, <16 x float> zeroinitializer)
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

define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c55 = alloca i64
  %c110 = alloca i64
  %c157 = alloca i64
  %c209 = alloca i64
  %c366 = alloca i64
  %c372 = alloca i64
  %c571 = alloca i64
  %c580 = alloca i64
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
  %t50 = mul i64 %size.C, %size.K
  %t51 = mul i64 %size.C, %size.K
  %t52 = mul i64 %t10, %t51
  %t53 = mul i64 %t52, 4
  %t54 = icmp sgt i64 %t53, 524288
  store i64 %range.lo, ptr %c55
  br label %head56
head56:
  %i59 = load i64, ptr %c55
  %t60 = icmp slt i64 %i59, %t18
  br i1 %t60, label %body57, label %done58
body57:
  %t61 = sdiv i64 %i59, %t15
  %t62 = srem i64 %i59, %t15
  %t63 = sdiv i64 %t62, %t14
  %t64 = srem i64 %t62, %t12
  %t65 = select i1 %t54, i64 %t63, i64 %t64
  %t66 = srem i64 %t62, %t14
  %t67 = sdiv i64 %t62, %t12
  %t68 = select i1 %t54, i64 %t66, i64 %t67
  %t69 = mul i64 %t65, 64
  %t70 = sub i64 %size.K, %t69
  %t71 = icmp slt i64 64, %t70
  %t72 = select i1 %t71, i64 64, i64 %t70
  %t73 = add i64 %t72, 15
  %t74 = sdiv i64 %t73, 16
  %t75 = sub i64 %t74, 1
  %t76 = mul i64 %t75, 16
  %t77 = add i64 %t69, %t76
  %t78 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t77, i64 %size.K)
  %t79 = mul i64 %t68, 96
  %t80 = add i64 %t79, 96
  %t81 = icmp slt i64 %t9, %t80
  %t82 = select i1 %t81, i64 %t9, i64 %t80
  %t83 = sub i64 %t82, %t79
  %t84 = add i64 %t83, 5
  %t85 = sdiv i64 %t84, 6
  %t86 = sdiv i64 %t79, %t8
  %t87 = srem i64 %t79, %t8
  %t88 = sub i64 %size.R, 1
  %t89 = sub i64 %size.H, %t88
  %t90 = sub i64 %t89, 1
  %t91 = add i64 %t90, 1
  %t92 = sub i64 %size.S, 1
  %t93 = sub i64 %size.W, %t92
  %t94 = sub i64 %t93, 1
  %t95 = add i64 %t94, 1
  %t96 = mul i64 %t91, %t95
  %t97 = mul i64 %t96, %size.K
  %t98 = mul i64 %t61, %t97
  %t99 = sub i64 %size.S, 1
  %t100 = sub i64 %size.W, %t99
  %t101 = sub i64 %t100, 1
  %t102 = add i64 %t101, 1
  %t103 = mul i64 %t102, %size.K
  %t104 = mul i64 %t86, %t103
  %t105 = add i64 %t98, %t104
  %t106 = mul i64 %t87, %size.K
  %t107 = add i64 %t105, %t106
  %t108 = add i64 %t107, %t69
  %t109 = getelementptr float, ptr %buf.y, i64 %t108
  store i64 0, ptr %c110
  br label %head111
head111:
  %i114 = load i64, ptr %c110
  %t115 = icmp slt i64 %i114, %t85
  br i1 %t115, label %body112, label %done113
body112:
  %t116 = mul i64 %i114, 6
  %t117 = add i64 %t79, %t116
  %t118 = add i64 %t117, 6
  %t119 = icmp slt i64 %t82, %t118
  %t120 = select i1 %t119, i64 %t82, i64 %t118
  %t121 = sub i64 %t120, 1
  %t122 = add i64 %t117, 0
  %t123 = icmp slt i64 %t122, %t121
  %t124 = select i1 %t123, i64 %t122, i64 %t121
  %t125 = sdiv i64 %t124, %t8
  %t126 = srem i64 %t124, %t8
  %t127 = add i64 %t117, 1
  %t128 = icmp slt i64 %t127, %t121
  %t129 = select i1 %t128, i64 %t127, i64 %t121
  %t130 = sdiv i64 %t129, %t8
  %t131 = srem i64 %t129, %t8
  %t132 = add i64 %t117, 2
  %t133 = icmp slt i64 %t132, %t121
  %t134 = select i1 %t133, i64 %t132, i64 %t121
  %t135 = sdiv i64 %t134, %t8
  %t136 = srem i64 %t134, %t8
  %t137 = add i64 %t117, 3
  %t138 = icmp slt i64 %t137, %t121
  %t139 = select i1 %t138, i64 %t137, i64 %t121
  %t140 = sdiv i64 %t139, %t8
  %t141 = srem i64 %t139, %t8
  %t142 = add i64 %t117, 4
  %t143 = icmp slt i64 %t142, %t121
  %t144 = select i1 %t143, i64 %t142, i64 %t121
  %t145 = sdiv i64 %t144, %t8
  %t146 = srem i64 %t144, %t8
  %t147 = add i64 %t117, 5
  %t148 = icmp slt i64 %t147, %t121
  %t149 = select i1 %t148, i64 %t147, i64 %t121
  %t150 = sdiv i64 %t149, %t8
  %t151 = srem i64 %t149, %t8
  %t152 = mul i64 %i114, %t40
  %t153 = getelementptr ptr, ptr %t39, i64 %t152
  %t154 = mul i64 %i114, %t43
  %t155 = getelementptr i32, ptr %t42, i64 %t154
  %t156 = getelementptr i32, ptr %t45, i64 %i114
  store i32 0, ptr %t155
  store i64 0, ptr %c157
  %t160 = mul i64 %t126, 1
  %t161 = add i64 %t160, 0
  %t162 = icmp ult i64 %t161, %size.W
  %t163 = and i1 %t21, %t162
  %t164 = sub i64 %size.S, 1
  %t165 = add i64 %t161, %t164
  %t166 = icmp ult i64 %t165, %size.W
  %t167 = and i1 %t163, %t166
  %t168 = mul i64 %t131, 1
  %t169 = add i64 %t168, 0
  %t170 = icmp ult i64 %t169, %size.W
  %t171 = and i1 %t167, %t170
  %t172 = sub i64 %size.S, 1
  %t173 = add i64 %t169, %t172
  %t174 = icmp ult i64 %t173, %size.W
  %t175 = and i1 %t171, %t174
  %t176 = mul i64 %t136, 1
  %t177 = add i64 %t176, 0
  %t178 = icmp ult i64 %t177, %size.W
  %t179 = and i1 %t175, %t178
  %t180 = sub i64 %size.S, 1
  %t181 = add i64 %t177, %t180
  %t182 = icmp ult i64 %t181, %size.W
  %t183 = and i1 %t179, %t182
  %t184 = mul i64 %t141, 1
  %t185 = add i64 %t184, 0
  %t186 = icmp ult i64 %t185, %size.W
  %t187 = and i1 %t183, %t186
  %t188 = sub i64 %size.S, 1
  %t189 = add i64 %t185, %t188
  %t190 = icmp ult i64 %t189, %size.W
  %t191 = and i1 %t187, %t190
  %t192 = mul i64 %t146, 1
  %t193 = add i64 %t192, 0
  %t194 = icmp ult i64 %t193, %size.W
  %t195 = and i1 %t191, %t194
  %t196 = sub i64 %size.S, 1
  %t197 = add i64 %t193, %t196
  %t198 = icmp ult i64 %t197, %size.W
  %t199 = and i1 %t195, %t198
  %t200 = mul i64 %t151, 1
  %t201 = add i64 %t200, 0
  %t202 = icmp ult i64 %t201, %size.W
  %t203 = and i1 %t199, %t202
  %t204 = sub i64 %size.S, 1
  %t205 = add i64 %t201, %t204
  %t206 = icmp ult i64 %t205, %size.W
  %t207 = and i1 %t203, %t206
  br i1 %t207, label %byrun208, label %bytap158
byrun208:
  store i64 0, ptr %c209
  br label %head210
head210:
  %i213 = load i64, ptr %c209
  %t214 = icmp slt i64 %i213, %size.R
  br i1 %t214, label %body211, label %done212
body211:
  %t215 = mul i64 %i213, 6
  %t216 = add i64 %t215, 0
  %t217 = getelementptr ptr, ptr %t153, i64 %t216
  %t218 = load i64, ptr %c157
  %t219 = mul i64 %t125, 1
  %t220 = mul i64 %i213, 1
  %t221 = add i64 %t219, %t220
  %t222 = add i64 %t221, 0
  %t223 = icmp ult i64 %t222, %size.H
  %t224 = mul i64 %size.H, %size.W
  %t225 = mul i64 %t224, %size.C
  %t226 = mul i64 %t61, %t225
  %t227 = add i64 %t125, %i213
  %t228 = mul i64 %size.W, %size.C
  %t229 = mul i64 %t227, %t228
  %t230 = add i64 %t226, %t229
  %t231 = add i64 %t126, 0
  %t232 = mul i64 %t231, %size.C
  %t233 = add i64 %t230, %t232
  %t234 = add i64 %t233, 0
  %t235 = getelementptr float, ptr %buf.x, i64 %t234
  %t236 = select i1 %t223, ptr %t235, ptr %t46
  store ptr %t236, ptr %t217, align 8
  %t237 = xor i1 %t223, true
  %t238 = zext i1 %t237 to i64
  %t239 = add i64 %t218, %t238
  store i64 %t239, ptr %c157
  %t240 = mul i64 %i213, 6
  %t241 = add i64 %t240, 1
  %t242 = getelementptr ptr, ptr %t153, i64 %t241
  %t243 = load i64, ptr %c157
  %t244 = mul i64 %t130, 1
  %t245 = mul i64 %i213, 1
  %t246 = add i64 %t244, %t245
  %t247 = add i64 %t246, 0
  %t248 = icmp ult i64 %t247, %size.H
  %t249 = mul i64 %size.H, %size.W
  %t250 = mul i64 %t249, %size.C
  %t251 = mul i64 %t61, %t250
  %t252 = add i64 %t130, %i213
  %t253 = mul i64 %size.W, %size.C
  %t254 = mul i64 %t252, %t253
  %t255 = add i64 %t251, %t254
  %t256 = add i64 %t131, 0
  %t257 = mul i64 %t256, %size.C
  %t258 = add i64 %t255, %t257
  %t259 = add i64 %t258, 0
  %t260 = getelementptr float, ptr %buf.x, i64 %t259
  %t261 = select i1 %t248, ptr %t260, ptr %t46
  store ptr %t261, ptr %t242, align 8
  %t262 = xor i1 %t248, true
  %t263 = zext i1 %t262 to i64
  %t264 = add i64 %t243, %t263
  store i64 %t264, ptr %c157
  %t265 = mul i64 %i213, 6
  %t266 = add i64 %t265, 2
  %t267 = getelementptr ptr, ptr %t153, i64 %t266
  %t268 = load i64, ptr %c157
  %t269 = mul i64 %t135, 1
  %t270 = mul i64 %i213, 1
  %t271 = add i64 %t269, %t270
  %t272 = add i64 %t271, 0
  %t273 = icmp ult i64 %t272, %size.H
  %t274 = mul i64 %size.H, %size.W
  %t275 = mul i64 %t274, %size.C
  %t276 = mul i64 %t61, %t275
  %t277 = add i64 %t135, %i213
  %t278 = mul i64 %size.W, %size.C
  %t279 = mul i64 %t277, %t278
  %t280 = add i64 %t276, %t279
  %t281 = add i64 %t136, 0
  %t282 = mul i64 %t281, %size.C
  %t283 = add i64 %t280, %t282
  %t284 = add i64 %t283, 0
  %t285 = getelementptr float, ptr %buf.x, i64 %t284
  %t286 = select i1 %t273, ptr %t285, ptr %t46
  store ptr %t286, ptr %t267, align 8
  %t287 = xor i1 %t273, true
  %t288 = zext i1 %t287 to i64
  %t289 = add i64 %t268, %t288
  store i64 %t289, ptr %c157
  %t290 = mul i64 %i213, 6
  %t291 = add i64 %t290, 3
  %t292 = getelementptr ptr, ptr %t153, i64 %t291
  %t293 = load i64, ptr %c157
  %t294 = mul i64 %t140, 1
  %t295 = mul i64 %i213, 1
  %t296 = add i64 %t294, %t295
  %t297 = add i64 %t296, 0
  %t298 = icmp ult i64 %t297, %size.H
  %t299 = mul i64 %size.H, %size.W
  %t300 = mul i64 %t299, %size.C
  %t301 = mul i64 %t61, %t300
  %t302 = add i64 %t140, %i213
  %t303 = mul i64 %size.W, %size.C
  %t304 = mul i64 %t302, %t303
  %t305 = add i64 %t301, %t304
  %t306 = add i64 %t141, 0
  %t307 = mul i64 %t306, %size.C
  %t308 = add i64 %t305, %t307
  %t309 = add i64 %t308, 0
  %t310 = getelementptr float, ptr %buf.x, i64 %t309
  %t311 = select i1 %t298, ptr %t310, ptr %t46
  store ptr %t311, ptr %t292, align 8
  %t312 = xor i1 %t298, true
  %t313 = zext i1 %t312 to i64
  %t314 = add i64 %t293, %t313
  store i64 %t314, ptr %c157
  %t315 = mul i64 %i213, 6
  %t316 = add i64 %t315, 4
  %t317 = getelementptr ptr, ptr %t153, i64 %t316
  %t318 = load i64, ptr %c157
  %t319 = mul i64 %t145, 1
  %t320 = mul i64 %i213, 1
  %t321 = add i64 %t319, %t320
  %t322 = add i64 %t321, 0
  %t323 = icmp ult i64 %t322, %size.H
  %t324 = mul i64 %size.H, %size.W
  %t325 = mul i64 %t324, %size.C
  %t326 = mul i64 %t61, %t325
  %t327 = add i64 %t145, %i213
  %t328 = mul i64 %size.W, %size.C
  %t329 = mul i64 %t327, %t328
  %t330 = add i64 %t326, %t329
  %t331 = add i64 %t146, 0
  %t332 = mul i64 %t331, %size.C
  %t333 = add i64 %t330, %t332
  %t334 = add i64 %t333, 0
  %t335 = getelementptr float, ptr %buf.x, i64 %t334
  %t336 = select i1 %t323, ptr %t335, ptr %t46
  store ptr %t336, ptr %t317, align 8
  %t337 = xor i1 %t323, true
  %t338 = zext i1 %t337 to i64
  %t339 = add i64 %t318, %t338
  store i64 %t339, ptr %c157
  %t340 = mul i64 %i213, 6
  %t341 = add i64 %t340, 5
  %t342 = getelementptr ptr, ptr %t153, i64 %t341
  %t343 = load i64, ptr %c157
  %t344 = mul i64 %t150, 1
  %t345 = mul i64 %i213, 1
  %t346 = add i64 %t344, %t345
  %t347 = add i64 %t346, 0
  %t348 = icmp ult i64 %t347, %size.H
  %t349 = mul i64 %size.H, %size.W
  %t350 = mul i64 %t349, %size.C
  %t351 = mul i64 %t61, %t350
  %t352 = add i64 %t150, %i213
  %t353 = mul i64 %size.W, %size.C
  %t354 = mul i64 %t352, %t353
  %t355 = add i64 %t351, %t354
  %t356 = add i64 %t151, 0
  %t357 = mul i64 %t356, %size.C
  %t358 = add i64 %t355, %t357
  %t359 = add i64 %t358, 0
  %t360 = getelementptr float, ptr %buf.x, i64 %t359
  %t361 = select i1 %t348, ptr %t360, ptr %t46
  store ptr %t361, ptr %t342, align 8
  %t362 = xor i1 %t348, true
  %t363 = zext i1 %t362 to i64
  %t364 = add i64 %t343, %t363
  store i64 %t364, ptr %c157
  %t365 = add nsw i64 %i213, 1
  store i64 %t365, ptr %c209
  br label %head210
done212:
  store i32 1, ptr %t156
  br label %tabled159
bytap158:
  store i64 0, ptr %c366
  br label %head367
head367:
  %i370 = load i64, ptr %c366
  %t371 = icmp slt i64 %i370, %size.R
  br i1 %t371, label %body368, label %done369
body368:
  store i64 0, ptr %c372
  br label %head373
head373:
  %i376 = load i64, ptr %c372
  %t377 = icmp slt i64 %i376, %size.S
  br i1 %t377, label %body374, label %done375
body374:
  %t378 = mul i64 %i370, %size.S
  %t379 = add i64 %t378, %i376
  %t380 = mul i64 %t379, 6
  %t381 = add i64 %t380, 0
  %t382 = getelementptr ptr, ptr %t153, i64 %t381
  %t383 = load i64, ptr %c157
  %t384 = mul i64 %t125, 1
  %t385 = mul i64 %i370, 1
  %t386 = add i64 %t384, %t385
  %t387 = add i64 %t386, 0
  %t388 = icmp ult i64 %t387, %size.H
  %t389 = mul i64 %t126, 1
  %t390 = mul i64 %i376, 1
  %t391 = add i64 %t389, %t390
  %t392 = add i64 %t391, 0
  %t393 = icmp ult i64 %t392, %size.W
  %t394 = and i1 %t388, %t393
  %t395 = mul i64 %size.H, %size.W
  %t396 = mul i64 %t395, %size.C
  %t397 = mul i64 %t61, %t396
  %t398 = add i64 %t125, %i370
  %t399 = mul i64 %size.W, %size.C
  %t400 = mul i64 %t398, %t399
  %t401 = add i64 %t397, %t400
  %t402 = add i64 %t126, %i376
  %t403 = mul i64 %t402, %size.C
  %t404 = add i64 %t401, %t403
  %t405 = add i64 %t404, 0
  %t406 = getelementptr float, ptr %buf.x, i64 %t405
  %t407 = select i1 %t394, ptr %t406, ptr %t46
  store ptr %t407, ptr %t382, align 8
  %t408 = xor i1 %t394, true
  %t409 = zext i1 %t408 to i64
  %t410 = add i64 %t383, %t409
  store i64 %t410, ptr %c157
  %t411 = add i64 %t380, 1
  %t412 = getelementptr ptr, ptr %t153, i64 %t411
  %t413 = load i64, ptr %c157
  %t414 = mul i64 %t130, 1
  %t415 = mul i64 %i370, 1
  %t416 = add i64 %t414, %t415
  %t417 = add i64 %t416, 0
  %t418 = icmp ult i64 %t417, %size.H
  %t419 = mul i64 %t131, 1
  %t420 = mul i64 %i376, 1
  %t421 = add i64 %t419, %t420
  %t422 = add i64 %t421, 0
  %t423 = icmp ult i64 %t422, %size.W
  %t424 = and i1 %t418, %t423
  %t425 = mul i64 %size.H, %size.W
  %t426 = mul i64 %t425, %size.C
  %t427 = mul i64 %t61, %t426
  %t428 = add i64 %t130, %i370
  %t429 = mul i64 %size.W, %size.C
  %t430 = mul i64 %t428, %t429
  %t431 = add i64 %t427, %t430
  %t432 = add i64 %t131, %i376
  %t433 = mul i64 %t432, %size.C
  %t434 = add i64 %t431, %t433
  %t435 = add i64 %t434, 0
  %t436 = getelementptr float, ptr %buf.x, i64 %t435
  %t437 = select i1 %t424, ptr %t436, ptr %t46
  store ptr %t437, ptr %t412, align 8
  %t438 = xor i1 %t424, true
  %t439 = zext i1 %t438 to i64
  %t440 = add i64 %t413, %t439
  store i64 %t440, ptr %c157
  %t441 = add i64 %t380, 2
  %t442 = getelementptr ptr, ptr %t153, i64 %t441
  %t443 = load i64, ptr %c157
  %t444 = mul i64 %t135, 1
  %t445 = mul i64 %i370, 1
  %t446 = add i64 %t444, %t445
  %t447 = add i64 %t446, 0
  %t448 = icmp ult i64 %t447, %size.H
  %t449 = mul i64 %t136, 1
  %t450 = mul i64 %i376, 1
  %t451 = add i64 %t449, %t450
  %t452 = add i64 %t451, 0
  %t453 = icmp ult i64 %t452, %size.W
  %t454 = and i1 %t448, %t453
  %t455 = mul i64 %size.H, %size.W
  %t456 = mul i64 %t455, %size.C
  %t457 = mul i64 %t61, %t456
  %t458 = add i64 %t135, %i370
  %t459 = mul i64 %size.W, %size.C
  %t460 = mul i64 %t458, %t459
  %t461 = add i64 %t457, %t460
  %t462 = add i64 %t136, %i376
  %t463 = mul i64 %t462, %size.C
  %t464 = add i64 %t461, %t463
  %t465 = add i64 %t464, 0
  %t466 = getelementptr float, ptr %buf.x, i64 %t465
  %t467 = select i1 %t454, ptr %t466, ptr %t46
  store ptr %t467, ptr %t442, align 8
  %t468 = xor i1 %t454, true
  %t469 = zext i1 %t468 to i64
  %t470 = add i64 %t443, %t469
  store i64 %t470, ptr %c157
  %t471 = add i64 %t380, 3
  %t472 = getelementptr ptr, ptr %t153, i64 %t471
  %t473 = load i64, ptr %c157
  %t474 = mul i64 %t140, 1
  %t475 = mul i64 %i370, 1
  %t476 = add i64 %t474, %t475
  %t477 = add i64 %t476, 0
  %t478 = icmp ult i64 %t477, %size.H
  %t479 = mul i64 %t141, 1
  %t480 = mul i64 %i376, 1
  %t481 = add i64 %t479, %t480
  %t482 = add i64 %t481, 0
  %t483 = icmp ult i64 %t482, %size.W
  %t484 = and i1 %t478, %t483
  %t485 = mul i64 %size.H, %size.W
  %t486 = mul i64 %t485, %size.C
  %t487 = mul i64 %t61, %t486
  %t488 = add i64 %t140, %i370
  %t489 = mul i64 %size.W, %size.C
  %t490 = mul i64 %t488, %t489
  %t491 = add i64 %t487, %t490
  %t492 = add i64 %t141, %i376
  %t493 = mul i64 %t492, %size.C
  %t494 = add i64 %t491, %t493
  %t495 = add i64 %t494, 0
  %t496 = getelementptr float, ptr %buf.x, i64 %t495
  %t497 = select i1 %t484, ptr %t496, ptr %t46
  store ptr %t497, ptr %t472, align 8
  %t498 = xor i1 %t484, true
  %t499 = zext i1 %t498 to i64
  %t500 = add i64 %t473, %t499
  store i64 %t500, ptr %c157
  %t501 = add i64 %t380, 4
  %t502 = getelementptr ptr, ptr %t153, i64 %t501
  %t503 = load i64, ptr %c157
  %t504 = mul i64 %t145, 1
  %t505 = mul i64 %i370, 1
  %t506 = add i64 %t504, %t505
  %t507 = add i64 %t506, 0
  %t508 = icmp ult i64 %t507, %size.H
  %t509 = mul i64 %t146, 1
  %t510 = mul i64 %i376, 1
  %t511 = add i64 %t509, %t510
  %t512 = add i64 %t511, 0
  %t513 = icmp ult i64 %t512, %size.W
  %t514 = and i1 %t508, %t513
  %t515 = mul i64 %size.H, %size.W
  %t516 = mul i64 %t515, %size.C
  %t517 = mul i64 %t61, %t516
  %t518 = add i64 %t145, %i370
  %t519 = mul i64 %size.W, %size.C
  %t520 = mul i64 %t518, %t519
  %t521 = add i64 %t517, %t520
  %t522 = add i64 %t146, %i376
  %t523 = mul i64 %t522, %size.C
  %t524 = add i64 %t521, %t523
  %t525 = add i64 %t524, 0
  %t526 = getelementptr float, ptr %buf.x, i64 %t525
  %t527 = select i1 %t514, ptr %t526, ptr %t46
  store ptr %t527, ptr %t502, align 8
  %t528 = xor i1 %t514, true
  %t529 = zext i1 %t528 to i64
  %t530 = add i64 %t503, %t529
  store i64 %t530, ptr %c157
  %t531 = add i64 %t380, 5
  %t532 = getelementptr ptr, ptr %t153, i64 %t531
  %t533 = load i64, ptr %c157
  %t534 = mul i64 %t150, 1
  %t535 = mul i64 %i370, 1
  %t536 = add i64 %t534, %t535
  %t537 = add i64 %t536, 0
  %t538 = icmp ult i64 %t537, %size.H
  %t539 = mul i64 %t151, 1
  %t540 = mul i64 %i376, 1
  %t541 = add i64 %t539, %t540
  %t542 = add i64 %t541, 0
  %t543 = icmp ult i64 %t542, %size.W
  %t544 = and i1 %t538, %t543
  %t545 = mul i64 %size.H, %size.W
  %t546 = mul i64 %t545, %size.C
  %t547 = mul i64 %t61, %t546
  %t548 = add i64 %t150, %i370
  %t549 = mul i64 %size.W, %size.C
  %t550 = mul i64 %t548, %t549
  %t551 = add i64 %t547, %t550
  %t552 = add i64 %t151, %i376
  %t553 = mul i64 %t552, %size.C
  %t554 = add i64 %t551, %t553
  %t555 = add i64 %t554, 0
  %t556 = getelementptr float, ptr %buf.x, i64 %t555
  %t557 = select i1 %t544, ptr %t556, ptr %t46
  store ptr %t557, ptr %t532, align 8
  %t558 = xor i1 %t544, true
  %t559 = zext i1 %t558 to i64
  %t560 = add i64 %t533, %t559
  store i64 %t560, ptr %c157
  %t561 = load i64, ptr %c157
  %t562 = trunc i64 %t561 to i32
  %t563 = add i64 %t379, 1
  %t564 = getelementptr i32, ptr %t155, i64 %t563
  store i32 %t562, ptr %t564
  %t565 = add nsw i64 %i376, 1
  store i64 %t565, ptr %c372
  br label %head373
done375:
  %t566 = add nsw i64 %i370, 1
  store i64 %t566, ptr %c366
  br label %head367
done369:
  store i32 0, ptr %t156
  br label %tabled159
tabled159:
  %t567 = load i64, ptr %c157
  %t568 = trunc i64 %t567 to i32
  %t569 = getelementptr i32, ptr %t155, i64 %t10
  store i32 %t568, ptr %t569
  %t570 = add nsw i64 %i114, 1
  store i64 %t570, ptr %c110
  br label %head111
done113:
  store i64 0, ptr %c571
  br label %tbhead572
tbhead572:
  %tb575 = load i64, ptr %c571
  %t576 = icmp slt i64 %tb575, %t10
  br i1 %t576, label %tbbody573, label %tbdone574
tbbody573:
  %t577 = add i64 %tb575, %t34
  %t578 = icmp slt i64 %t10, %t577
  %t579 = select i1 %t578, i64 %t10, i64 %t577
  store i64 0, ptr %c580
  br label %cbhead581
cbhead581:
  %cb584 = load i64, ptr %c580
  %t585 = icmp slt i64 %cb584, %t20
  br i1 %t585, label %cbbody582, label %cbdone583
cbbody582:
  %t586 = sub i64 %size.C, %cb584
  %t587 = icmp slt i64 %t30, %t586
  %t588 = select i1 %t587, i64 %t30, i64 %t586
  %t589 = icmp sgt i64 %tb575, 0
  %t590 = icmp sgt i64 %cb584, 0
  %t591 = or i1 %t589, %t590
  %t592 = icmp eq i64 %t579, %t10
  %t593 = add i64 %cb584, %t588
  %t594 = icmp sge i64 %t593, %size.C
  %t595 = and i1 %t592, %t594
  %t596 = sdiv i64 %tb575, %size.S
  %t597 = srem i64 %tb575, %size.S
  %t598 = mul i64 %size.S, %size.C
  %t599 = mul i64 %t598, %size.K
  %t600 = mul i64 %t596, %t599
  %t601 = mul i64 %size.C, %size.K
  %t602 = mul i64 %t597, %t601
  %t603 = add i64 %t600, %t602
  %t604 = mul i64 %cb584, %size.K
  %t605 = add i64 %t603, %t604
  %t606 = add i64 %t605, %t69
  %t607 = getelementptr float, ptr %buf.w, i64 %t606
  %t608 = sub i64 %t82, %t79
  %t609 = sub i64 %t85, 1
  %t610 = mul i64 %t609, 6
  %t611 = sub i64 %t608, %t610
  %t612 = mul i64 %size.S, %size.C
  %t613 = mul i64 %t612, %size.K
  %t617 = icmp eq i64 %t74, 1
  br i1 %t617, label %nv1615, label %nvnext616
nv1615:
  call void @"jr.dc.conv2d_nhwc.1"(ptr %t39, i64 %t40, ptr %t42, i64 %t43, ptr %t45, i64 %t85, i64 %t611, i64 %tb575, i64 %t579, i64 %size.R, i64 %t612, i64 %cb584, i64 %t588, ptr %t607, i64 %t50, i64 %t613, i64 %size.K, ptr %t109, i64 %size.K, ptr %t38, i1 %t591, i1 %t595, ptr %t46, <16 x i1> %t78, i64 %t61, i64 %t79, i64 %t69, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called614
nvnext616:
  %t620 = icmp eq i64 %t74, 2
  br i1 %t620, label %nv2618, label %nvnext619
nv2618:
  call void @"jr.dc.conv2d_nhwc.2"(ptr %t39, i64 %t40, ptr %t42, i64 %t43, ptr %t45, i64 %t85, i64 %t611, i64 %tb575, i64 %t579, i64 %size.R, i64 %t612, i64 %cb584, i64 %t588, ptr %t607, i64 %t50, i64 %t613, i64 %size.K, ptr %t109, i64 %size.K, ptr %t38, i1 %t591, i1 %t595, ptr %t46, <16 x i1> %t78, i64 %t61, i64 %t79, i64 %t69, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called614
nvnext619:
  %t623 = icmp eq i64 %t74, 3
  br i1 %t623, label %nv3621, label %nvnext622
nv3621:
  call void @"jr.dc.conv2d_nhwc.3"(ptr %t39, i64 %t40, ptr %t42, i64 %t43, ptr %t45, i64 %t85, i64 %t611, i64 %tb575, i64 %t579, i64 %size.R, i64 %t612, i64 %cb584, i64 %t588, ptr %t607, i64 %t50, i64 %t613, i64 %size.K, ptr %t109, i64 %size.K, ptr %t38, i1 %t591, i1 %t595, ptr %t46, <16 x i1> %t78, i64 %t61, i64 %t79, i64 %t69, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called614
nvnext622:
  %t626 = icmp eq i64 %t74, 4
  br i1 %t626, label %nv4624, label %nvnext625
nv4624:
  call void @"jr.dc.conv2d_nhwc.4"(ptr %t39, i64 %t40, ptr %t42, i64 %t43, ptr %t45, i64 %t85, i64 %t611, i64 %tb575, i64 %t579, i64 %size.R, i64 %t612, i64 %cb584, i64 %t588, ptr %t607, i64 %t50, i64 %t613, i64 %size.K, ptr %t109, i64 %size.K, ptr %t38, i1 %t591, i1 %t595, ptr %t46, <16 x i1> %t78, i64 %t61, i64 %t79, i64 %t69, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called614
nvnext625:
  br label %called614
called614:
  %t627 = add i64 %cb584, %t30
  store i64 %t627, ptr %c580
  br label %cbhead581
cbdone583:
  store i64 %t579, ptr %c571
  br label %tbhead572
tbdone574:
  %t628 = add nsw i64 %i59, 1
  store i64 %t628, ptr %c55
  br label %head56
done58:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
