@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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
  br i1 %accum, label %resume, label %sums
resume:
  %t37 = icmp eq i64 %t10, 6
  br i1 %t37, label %whole, label %part
whole:
  %t38 = getelementptr float, ptr %t26, i64 0
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t28, i64 0
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t30, i64 0
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t32, i64 0
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t34, i64 0
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t48 = getelementptr float, ptr %t36, i64 0
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %mlast, <16 x float> zeroinitializer)
  br label %sums
part:
  %t50 = icmp slt i64 0, %t10
  %t51 = getelementptr float, ptr %t26, i64 0
  %t52 = select i1 %t50, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t51, <16 x i1> %t52, <16 x float> zeroinitializer)
  %t54 = icmp slt i64 1, %t10
  %t55 = getelementptr float, ptr %t28, i64 0
  %t56 = select i1 %t54, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t55, <16 x i1> %t56, <16 x float> zeroinitializer)
  %t58 = icmp slt i64 2, %t10
  %t59 = getelementptr float, ptr %t30, i64 0
  %t60 = select i1 %t58, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t59, <16 x i1> %t60, <16 x float> zeroinitializer)
  %t62 = icmp slt i64 3, %t10
  %t63 = getelementptr float, ptr %t32, i64 0
  %t64 = select i1 %t62, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %t64, <16 x float> zeroinitializer)
  %t66 = icmp slt i64 4, %t10
  %t67 = getelementptr float, ptr %t34, i64 0
  %t68 = select i1 %t66, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t69 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t67, <16 x i1> %t68, <16 x float> zeroinitializer)
  %t70 = icmp slt i64 5, %t10
  %t71 = getelementptr float, ptr %t36, i64 0
  %t72 = select i1 %t70, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t73 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t71, <16 x i1> %t72, <16 x float> zeroinitializer)
  br label %sums
sums:
  %t74 = phi <16 x float> [zeroinitializer, %tile], [%t39, %whole], [%t53, %part]
  %t75 = phi <16 x float> [zeroinitializer, %tile], [%t41, %whole], [%t57, %part]
  %t76 = phi <16 x float> [zeroinitializer, %tile], [%t43, %whole], [%t61, %part]
  %t77 = phi <16 x float> [zeroinitializer, %tile], [%t45, %whole], [%t65, %part]
  %t78 = phi <16 x float> [zeroinitializer, %tile], [%t47, %whole], [%t69, %part]
  %t79 = phi <16 x float> [zeroinitializer, %tile], [%t49, %whole], [%t73, %part]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t74, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t75, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t76, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t77, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t78, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t79, %sums], [%p.out5, %p.tapend]
  %t80 = mul i64 %p.tp, 6
  %t81 = add i64 %t80, 0
  %t82 = getelementptr ptr, ptr %t5, i64 %t81
  %t83 = load ptr, ptr %t82, align 8
  %t84 = getelementptr float, ptr %t83, i64 %c0
  %t85 = add i64 %t80, 1
  %t86 = getelementptr ptr, ptr %t5, i64 %t85
  %t87 = load ptr, ptr %t86, align 8
  %t88 = getelementptr float, ptr %t87, i64 %c0
  %t89 = add i64 %t80, 2
  %t90 = getelementptr ptr, ptr %t5, i64 %t89
  %t91 = load ptr, ptr %t90, align 8
  %t92 = getelementptr float, ptr %t91, i64 %c0
  %t93 = add i64 %t80, 3
  %t94 = getelementptr ptr, ptr %t5, i64 %t93
  %t95 = load ptr, ptr %t94, align 8
  %t96 = getelementptr float, ptr %t95, i64 %c0
  %t97 = add i64 %t80, 4
  %t98 = getelementptr ptr, ptr %t5, i64 %t97
  %t99 = load ptr, ptr %t98, align 8
  %t100 = getelementptr float, ptr %t99, i64 %c0
  %t101 = add i64 %t80, 5
  %t102 = getelementptr ptr, ptr %t5, i64 %t101
  %t103 = load ptr, ptr %t102, align 8
  %t104 = getelementptr float, ptr %t103, i64 %c0
  %t105 = icmp sgt i64 %t23, 0
  br i1 %t105, label %p.loop, label %p.tapend
p.loop:
  %p.j = phi i64 [0, %p.tap], [%p.j.next, %p.loop]
  %p.bp = phi ptr [%p.bt, %p.tap], [%p.bp1, %p.loop]
  %p.acc0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.acc1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.acc2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.acc3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.acc4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.acc5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %t106 = getelementptr float, ptr %p.bp, i64 0
  %t107 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t106, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t108 = getelementptr float, ptr %t84, i64 %p.j
  %t109 = load float, ptr %t108, align 4
  %t110 = insertelement <16 x float> poison, float %t109, i64 0
  %t111 = shufflevector <16 x float> %t110, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t111, <16 x float> %t107, <16 x float> %p.acc0)
  %t112 = getelementptr float, ptr %t88, i64 %p.j
  %t113 = load float, ptr %t112, align 4
  %t114 = insertelement <16 x float> poison, float %t113, i64 0
  %t115 = shufflevector <16 x float> %t114, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t107, <16 x float> %p.acc1)
  %t116 = getelementptr float, ptr %t92, i64 %p.j
  %t117 = load float, ptr %t116, align 4
  %t118 = insertelement <16 x float> poison, float %t117, i64 0
  %t119 = shufflevector <16 x float> %t118, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t119, <16 x float> %t107, <16 x float> %p.acc2)
  %t120 = getelementptr float, ptr %t96, i64 %p.j
  %t121 = load float, ptr %t120, align 4
  %t122 = insertelement <16 x float> poison, float %t121, i64 0
  %t123 = shufflevector <16 x float> %t122, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t123, <16 x float> %t107, <16 x float> %p.acc3)
  %t124 = getelementptr float, ptr %t100, i64 %p.j
  %t125 = load float, ptr %t124, align 4
  %t126 = insertelement <16 x float> poison, float %t125, i64 0
  %t127 = shufflevector <16 x float> %t126, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t107, <16 x float> %p.acc4)
  %t128 = getelementptr float, ptr %t104, i64 %p.j
  %t129 = load float, ptr %t128, align 4
  %t130 = insertelement <16 x float> poison, float %t129, i64 0
  %t131 = shufflevector <16 x float> %t130, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t107, <16 x float> %p.acc5)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t132 = icmp slt i64 %p.j.next, %t23
  br i1 %t132, label %p.loop, label %p.tapend, !llvm.loop !0
p.tapend:
  %p.out0 = phi <16 x float> [%p.tacc0, %p.tap], [%p.new0, %p.loop]
  %p.out1 = phi <16 x float> [%p.tacc1, %p.tap], [%p.new1, %p.loop]
  %p.out2 = phi <16 x float> [%p.tacc2, %p.tap], [%p.new2, %p.loop]
  %p.out3 = phi <16 x float> [%p.tacc3, %p.tap], [%p.new3, %p.loop]
  %p.out4 = phi <16 x float> [%p.tacc4, %p.tap], [%p.new4, %p.loop]
  %p.out5 = phi <16 x float> [%p.tacc5, %p.tap], [%p.new5, %p.loop]
  %p.bnext = getelementptr float, ptr %p.bt, i64 %t24
  %p.tp.next = add nsw i64 %p.tp, 1
  %t133 = icmp slt i64 %p.tp.next, %t22
  br i1 %t133, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t74, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t75, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t76, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t77, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t78, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t79, %sums], [%b.out5, %b.tapend]
  %t134 = mul i64 %b.tp, 6
  %t135 = add i64 %t134, 0
  %t136 = getelementptr ptr, ptr %t5, i64 %t135
  %t137 = load ptr, ptr %t136, align 8
  %t138 = icmp ne ptr %t137, %zero
  %t139 = select i1 %t138, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t140 = getelementptr float, ptr %t137, i64 %c0
  %t141 = add i64 %t134, 1
  %t142 = getelementptr ptr, ptr %t5, i64 %t141
  %t143 = load ptr, ptr %t142, align 8
  %t144 = icmp ne ptr %t143, %zero
  %t145 = select i1 %t144, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t146 = getelementptr float, ptr %t143, i64 %c0
  %t147 = add i64 %t134, 2
  %t148 = getelementptr ptr, ptr %t5, i64 %t147
  %t149 = load ptr, ptr %t148, align 8
  %t150 = icmp ne ptr %t149, %zero
  %t151 = select i1 %t150, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t152 = getelementptr float, ptr %t149, i64 %c0
  %t153 = add i64 %t134, 3
  %t154 = getelementptr ptr, ptr %t5, i64 %t153
  %t155 = load ptr, ptr %t154, align 8
  %t156 = icmp ne ptr %t155, %zero
  %t157 = select i1 %t156, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t158 = getelementptr float, ptr %t155, i64 %c0
  %t159 = add i64 %t134, 4
  %t160 = getelementptr ptr, ptr %t5, i64 %t159
  %t161 = load ptr, ptr %t160, align 8
  %t162 = icmp ne ptr %t161, %zero
  %t163 = select i1 %t162, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t164 = getelementptr float, ptr %t161, i64 %c0
  %t165 = add i64 %t134, 5
  %t166 = getelementptr ptr, ptr %t5, i64 %t165
  %t167 = load ptr, ptr %t166, align 8
  %t168 = icmp ne ptr %t167, %zero
  %t169 = select i1 %t168, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t170 = getelementptr float, ptr %t167, i64 %c0
  %t171 = icmp sgt i64 %t23, 0
  br i1 %t171, label %b.loop, label %b.tapend
b.loop:
  %b.j = phi i64 [0, %b.tap], [%b.j.next, %b.loop]
  %b.bp = phi ptr [%b.bt, %b.tap], [%b.bp1, %b.loop]
  %b.acc0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.acc1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.acc2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.acc3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.acc4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.acc5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %t172 = getelementptr float, ptr %b.bp, i64 0
  %t173 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t172, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t174 = getelementptr float, ptr %t140, i64 %b.j
  %t175 = load float, ptr %t174, align 4
  %t176 = insertelement <16 x float> poison, float %t175, i64 0
  %t177 = shufflevector <16 x float> %t176, <16 x float> poison, <16 x i32> zeroinitializer
  %t178 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t177, <16 x float> %t173, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t139, <16 x float> %t178, <16 x float> %b.acc0
  %t179 = getelementptr float, ptr %t146, i64 %b.j
  %t180 = load float, ptr %t179, align 4
  %t181 = insertelement <16 x float> poison, float %t180, i64 0
  %t182 = shufflevector <16 x float> %t181, <16 x float> poison, <16 x i32> zeroinitializer
  %t183 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t182, <16 x float> %t173, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t145, <16 x float> %t183, <16 x float> %b.acc1
  %t184 = getelementptr float, ptr %t152, i64 %b.j
  %t185 = load float, ptr %t184, align 4
  %t186 = insertelement <16 x float> poison, float %t185, i64 0
  %t187 = shufflevector <16 x float> %t186, <16 x float> poison, <16 x i32> zeroinitializer
  %t188 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t187, <16 x float> %t173, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t151, <16 x float> %t188, <16 x float> %b.acc2
  %t189 = getelementptr float, ptr %t158, i64 %b.j
  %t190 = load float, ptr %t189, align 4
  %t191 = insertelement <16 x float> poison, float %t190, i64 0
  %t192 = shufflevector <16 x float> %t191, <16 x float> poison, <16 x i32> zeroinitializer
  %t193 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t192, <16 x float> %t173, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t157, <16 x float> %t193, <16 x float> %b.acc3
  %t194 = getelementptr float, ptr %t164, i64 %b.j
  %t195 = load float, ptr %t194, align 4
  %t196 = insertelement <16 x float> poison, float %t195, i64 0
  %t197 = shufflevector <16 x float> %t196, <16 x float> poison, <16 x i32> zeroinitializer
  %t198 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t197, <16 x float> %t173, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t163, <16 x float> %t198, <16 x float> %b.acc4
  %t199 = getelementptr float, ptr %t170, i64 %b.j
  %t200 = load float, ptr %t199, align 4
  %t201 = insertelement <16 x float> poison, float %t200, i64 0
  %t202 = shufflevector <16 x float> %t201, <16 x float> poison, <16 x i32> zeroinitializer
  %t203 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t202, <16 x float> %t173, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t169, <16 x float> %t203, <16 x float> %b.acc5
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t204 = icmp slt i64 %b.j.next, %t23
  br i1 %t204, label %b.loop, label %b.tapend, !llvm.loop !0
b.tapend:
  %b.out0 = phi <16 x float> [%b.tacc0, %b.tap], [%b.new0, %b.loop]
  %b.out1 = phi <16 x float> [%b.tacc1, %b.tap], [%b.new1, %b.loop]
  %b.out2 = phi <16 x float> [%b.tacc2, %b.tap], [%b.new2, %b.loop]
  %b.out3 = phi <16 x float> [%b.tacc3, %b.tap], [%b.new3, %b.loop]
  %b.out4 = phi <16 x float> [%b.tacc4, %b.tap], [%b.new4, %b.loop]
  %b.out5 = phi <16 x float> [%b.tacc5, %b.tap], [%b.new5, %b.loop]
  %b.bnext = getelementptr float, ptr %b.bt, i64 %t24
  %b.tp.next = add nsw i64 %b.tp, 1
  %t205 = icmp slt i64 %b.tp.next, %t22
  br i1 %t205, label %b.tap, label %done
done:
  %t206 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t207 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t208 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t209 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t210 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t211 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  br i1 %last, label %finish, label %partial
finish:
  %t212 = sub i64 %size.W, 1
  %t213 = add i64 %t212, 1
  %t214 = sdiv i64 %m0, %t213
  %t215 = srem i64 %m0, %t213
  %t218 = icmp slt i64 0, %t10
  br i1 %t218, label %fin216, label %finnext217
fin216:
  %t219 = add i64 %k0, 0
  %p220 = getelementptr float, ptr %buf.b, i64 %t219
  %ld221 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p220, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v222 = fadd contract <16 x float> %ld221, %t206
  %v223 = sub i64 %size.H, 1
  %v224 = add i64 %v223, 1
  %v225 = mul i64 %n, %v224
  %v226 = add i64 %v225, %t214
  %v227 = sub i64 %size.W, 1
  %v228 = add i64 %v227, 1
  %v229 = mul i64 %v226, %v228
  %v230 = add i64 %v229, %t215
  %v231 = mul i64 %v230, %size.K
  %v232 = add i64 %v231, %t219
  %p233 = getelementptr float, ptr %buf.y, i64 %v232
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v222, ptr align 4 %p233, <16 x i1> %mlast)
  br label %finnext217
finnext217:
  %t234 = add i64 %t215, 1
  %t235 = icmp sge i64 %t234, %t213
  %t236 = select i1 %t235, i64 0, i64 %t234
  %t237 = zext i1 %t235 to i64
  %t238 = add i64 %t214, %t237
  %t241 = icmp slt i64 1, %t10
  br i1 %t241, label %fin239, label %finnext240
fin239:
  %t242 = add i64 %k0, 0
  %p243 = getelementptr float, ptr %buf.b, i64 %t242
  %ld244 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p243, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v245 = fadd contract <16 x float> %ld244, %t207
  %v246 = sub i64 %size.H, 1
  %v247 = add i64 %v246, 1
  %v248 = mul i64 %n, %v247
  %v249 = add i64 %v248, %t238
  %v250 = sub i64 %size.W, 1
  %v251 = add i64 %v250, 1
  %v252 = mul i64 %v249, %v251
  %v253 = add i64 %v252, %t236
  %v254 = mul i64 %v253, %size.K
  %v255 = add i64 %v254, %t242
  %p256 = getelementptr float, ptr %buf.y, i64 %v255
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v245, ptr align 4 %p256, <16 x i1> %mlast)
  br label %finnext240
finnext240:
  %t257 = add i64 %t236, 1
  %t258 = icmp sge i64 %t257, %t213
  %t259 = select i1 %t258, i64 0, i64 %t257
  %t260 = zext i1 %t258 to i64
  %t261 = add i64 %t238, %t260
  %t264 = icmp slt i64 2, %t10
  br i1 %t264, label %fin262, label %finnext263
fin262:
  %t265 = add i64 %k0, 0
  %p266 = getelementptr float, ptr %buf.b, i64 %t265
  %ld267 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p266, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v268 = fadd contract <16 x float> %ld267, %t208
  %v269 = sub i64 %size.H, 1
  %v270 = add i64 %v269, 1
  %v271 = mul i64 %n, %v270
  %v272 = add i64 %v271, %t261
  %v273 = sub i64 %size.W, 1
  %v274 = add i64 %v273, 1
  %v275 = mul i64 %v272, %v274
  %v276 = add i64 %v275, %t259
  %v277 = mul i64 %v276, %size.K
  %v278 = add i64 %v277, %t265
  %p279 = getelementptr float, ptr %buf.y, i64 %v278
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v268, ptr align 4 %p279, <16 x i1> %mlast)
  br label %finnext263
finnext263:
  %t280 = add i64 %t259, 1
  %t281 = icmp sge i64 %t280, %t213
  %t282 = select i1 %t281, i64 0, i64 %t280
  %t283 = zext i1 %t281 to i64
  %t284 = add i64 %t261, %t283
  %t287 = icmp slt i64 3, %t10
  br i1 %t287, label %fin285, label %finnext286
fin285:
  %t288 = add i64 %k0, 0
  %p289 = getelementptr float, ptr %buf.b, i64 %t288
  %ld290 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p289, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v291 = fadd contract <16 x float> %ld290, %t209
  %v292 = sub i64 %size.H, 1
  %v293 = add i64 %v292, 1
  %v294 = mul i64 %n, %v293
  %v295 = add i64 %v294, %t284
  %v296 = sub i64 %size.W, 1
  %v297 = add i64 %v296, 1
  %v298 = mul i64 %v295, %v297
  %v299 = add i64 %v298, %t282
  %v300 = mul i64 %v299, %size.K
  %v301 = add i64 %v300, %t288
  %p302 = getelementptr float, ptr %buf.y, i64 %v301
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v291, ptr align 4 %p302, <16 x i1> %mlast)
  br label %finnext286
finnext286:
  %t303 = add i64 %t282, 1
  %t304 = icmp sge i64 %t303, %t213
  %t305 = select i1 %t304, i64 0, i64 %t303
  %t306 = zext i1 %t304 to i64
  %t307 = add i64 %t284, %t306
  %t310 = icmp slt i64 4, %t10
  br i1 %t310, label %fin308, label %finnext309
fin308:
  %t311 = add i64 %k0, 0
  %p312 = getelementptr float, ptr %buf.b, i64 %t311
  %ld313 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p312, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v314 = fadd contract <16 x float> %ld313, %t210
  %v315 = sub i64 %size.H, 1
  %v316 = add i64 %v315, 1
  %v317 = mul i64 %n, %v316
  %v318 = add i64 %v317, %t307
  %v319 = sub i64 %size.W, 1
  %v320 = add i64 %v319, 1
  %v321 = mul i64 %v318, %v320
  %v322 = add i64 %v321, %t305
  %v323 = mul i64 %v322, %size.K
  %v324 = add i64 %v323, %t311
  %p325 = getelementptr float, ptr %buf.y, i64 %v324
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v314, ptr align 4 %p325, <16 x i1> %mlast)
  br label %finnext309
finnext309:
  %t326 = add i64 %t305, 1
  %t327 = icmp sge i64 %t326, %t213
  %t328 = select i1 %t327, i64 0, i64 %t326
  %t329 = zext i1 %t327 to i64
  %t330 = add i64 %t307, %t329
  %t333 = icmp slt i64 5, %t10
  br i1 %t333, label %fin331, label %finnext332
fin331:
  %t334 = add i64 %k0, 0
  %p335 = getelementptr float, ptr %buf.b, i64 %t334
  %ld336 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p335, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v337 = fadd contract <16 x float> %ld336, %t211
  %v338 = sub i64 %size.H, 1
  %v339 = add i64 %v338, 1
  %v340 = mul i64 %n, %v339
  %v341 = add i64 %v340, %t330
  %v342 = sub i64 %size.W, 1
  %v343 = add i64 %v342, 1
  %v344 = mul i64 %v341, %v343
  %v345 = add i64 %v344, %t328
  %v346 = mul i64 %v345, %size.K
  %v347 = add i64 %v346, %t334
  %p348 = getelementptr float, ptr %buf.y, i64 %v347
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v337, ptr align 4 %p348, <16 x i1> %mlast)
  br label %finnext332
finnext332:
  br label %tile.next
partial:
  %t351 = icmp slt i64 0, %t10
  br i1 %t351, label %store349, label %next350
store349:
  %t352 = getelementptr float, ptr %t26, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t206, ptr align 4 %t352, <16 x i1> %mlast)
  br label %next350
next350:
  %t355 = icmp slt i64 1, %t10
  br i1 %t355, label %store353, label %next354
store353:
  %t356 = getelementptr float, ptr %t28, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t207, ptr align 4 %t356, <16 x i1> %mlast)
  br label %next354
next354:
  %t359 = icmp slt i64 2, %t10
  br i1 %t359, label %store357, label %next358
store357:
  %t360 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t208, ptr align 4 %t360, <16 x i1> %mlast)
  br label %next358
next358:
  %t363 = icmp slt i64 3, %t10
  br i1 %t363, label %store361, label %next362
store361:
  %t364 = getelementptr float, ptr %t32, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t209, ptr align 4 %t364, <16 x i1> %mlast)
  br label %next362
next362:
  %t367 = icmp slt i64 4, %t10
  br i1 %t367, label %store365, label %next366
store365:
  %t368 = getelementptr float, ptr %t34, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t210, ptr align 4 %t368, <16 x i1> %mlast)
  br label %next366
next366:
  %t371 = icmp slt i64 5, %t10
  br i1 %t371, label %store369, label %next370
store369:
  %t372 = getelementptr float, ptr %t36, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t211, ptr align 4 %t372, <16 x i1> %mlast)
  br label %next370
next370:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t373 = icmp slt i64 %j.next, %ntiles
  br i1 %t373, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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
  br i1 %accum, label %resume, label %sums
resume:
  %t37 = icmp eq i64 %t10, 6
  br i1 %t37, label %whole, label %part
whole:
  %t38 = getelementptr float, ptr %t26, i64 0
  %t39 = load <16 x float>, ptr %t38, align 4
  %t40 = getelementptr float, ptr %t26, i64 16
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t28, i64 0
  %t43 = load <16 x float>, ptr %t42, align 4
  %t44 = getelementptr float, ptr %t28, i64 16
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t30, i64 0
  %t47 = load <16 x float>, ptr %t46, align 4
  %t48 = getelementptr float, ptr %t30, i64 16
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t32, i64 0
  %t51 = load <16 x float>, ptr %t50, align 4
  %t52 = getelementptr float, ptr %t32, i64 16
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t34, i64 0
  %t55 = load <16 x float>, ptr %t54, align 4
  %t56 = getelementptr float, ptr %t34, i64 16
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t58 = getelementptr float, ptr %t36, i64 0
  %t59 = load <16 x float>, ptr %t58, align 4
  %t60 = getelementptr float, ptr %t36, i64 16
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %mlast, <16 x float> zeroinitializer)
  br label %sums
part:
  %t62 = icmp slt i64 0, %t10
  %t63 = getelementptr float, ptr %t26, i64 0
  %t64 = select i1 %t62, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %t64, <16 x float> zeroinitializer)
  %t66 = getelementptr float, ptr %t26, i64 16
  %t67 = select i1 %t62, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t68 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t66, <16 x i1> %t67, <16 x float> zeroinitializer)
  %t69 = icmp slt i64 1, %t10
  %t70 = getelementptr float, ptr %t28, i64 0
  %t71 = select i1 %t69, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t72 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t70, <16 x i1> %t71, <16 x float> zeroinitializer)
  %t73 = getelementptr float, ptr %t28, i64 16
  %t74 = select i1 %t69, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t75 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %t74, <16 x float> zeroinitializer)
  %t76 = icmp slt i64 2, %t10
  %t77 = getelementptr float, ptr %t30, i64 0
  %t78 = select i1 %t76, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t79 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t77, <16 x i1> %t78, <16 x float> zeroinitializer)
  %t80 = getelementptr float, ptr %t30, i64 16
  %t81 = select i1 %t76, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t82 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t80, <16 x i1> %t81, <16 x float> zeroinitializer)
  %t83 = icmp slt i64 3, %t10
  %t84 = getelementptr float, ptr %t32, i64 0
  %t85 = select i1 %t83, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t86 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t84, <16 x i1> %t85, <16 x float> zeroinitializer)
  %t87 = getelementptr float, ptr %t32, i64 16
  %t88 = select i1 %t83, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t89 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t87, <16 x i1> %t88, <16 x float> zeroinitializer)
  %t90 = icmp slt i64 4, %t10
  %t91 = getelementptr float, ptr %t34, i64 0
  %t92 = select i1 %t90, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t91, <16 x i1> %t92, <16 x float> zeroinitializer)
  %t94 = getelementptr float, ptr %t34, i64 16
  %t95 = select i1 %t90, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t94, <16 x i1> %t95, <16 x float> zeroinitializer)
  %t97 = icmp slt i64 5, %t10
  %t98 = getelementptr float, ptr %t36, i64 0
  %t99 = select i1 %t97, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t100 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t98, <16 x i1> %t99, <16 x float> zeroinitializer)
  %t101 = getelementptr float, ptr %t36, i64 16
  %t102 = select i1 %t97, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t103 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t101, <16 x i1> %t102, <16 x float> zeroinitializer)
  br label %sums
sums:
  %t104 = phi <16 x float> [zeroinitializer, %tile], [%t39, %whole], [%t65, %part]
  %t105 = phi <16 x float> [zeroinitializer, %tile], [%t41, %whole], [%t68, %part]
  %t106 = phi <16 x float> [zeroinitializer, %tile], [%t43, %whole], [%t72, %part]
  %t107 = phi <16 x float> [zeroinitializer, %tile], [%t45, %whole], [%t75, %part]
  %t108 = phi <16 x float> [zeroinitializer, %tile], [%t47, %whole], [%t79, %part]
  %t109 = phi <16 x float> [zeroinitializer, %tile], [%t49, %whole], [%t82, %part]
  %t110 = phi <16 x float> [zeroinitializer, %tile], [%t51, %whole], [%t86, %part]
  %t111 = phi <16 x float> [zeroinitializer, %tile], [%t53, %whole], [%t89, %part]
  %t112 = phi <16 x float> [zeroinitializer, %tile], [%t55, %whole], [%t93, %part]
  %t113 = phi <16 x float> [zeroinitializer, %tile], [%t57, %whole], [%t96, %part]
  %t114 = phi <16 x float> [zeroinitializer, %tile], [%t59, %whole], [%t100, %part]
  %t115 = phi <16 x float> [zeroinitializer, %tile], [%t61, %whole], [%t103, %part]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t104, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t105, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t106, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t107, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t108, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t109, %sums], [%p.out5, %p.tapend]
  %p.tacc6 = phi <16 x float> [%t110, %sums], [%p.out6, %p.tapend]
  %p.tacc7 = phi <16 x float> [%t111, %sums], [%p.out7, %p.tapend]
  %p.tacc8 = phi <16 x float> [%t112, %sums], [%p.out8, %p.tapend]
  %p.tacc9 = phi <16 x float> [%t113, %sums], [%p.out9, %p.tapend]
  %p.tacc10 = phi <16 x float> [%t114, %sums], [%p.out10, %p.tapend]
  %p.tacc11 = phi <16 x float> [%t115, %sums], [%p.out11, %p.tapend]
  %t116 = mul i64 %p.tp, 6
  %t117 = add i64 %t116, 0
  %t118 = getelementptr ptr, ptr %t5, i64 %t117
  %t119 = load ptr, ptr %t118, align 8
  %t120 = getelementptr float, ptr %t119, i64 %c0
  %t121 = add i64 %t116, 1
  %t122 = getelementptr ptr, ptr %t5, i64 %t121
  %t123 = load ptr, ptr %t122, align 8
  %t124 = getelementptr float, ptr %t123, i64 %c0
  %t125 = add i64 %t116, 2
  %t126 = getelementptr ptr, ptr %t5, i64 %t125
  %t127 = load ptr, ptr %t126, align 8
  %t128 = getelementptr float, ptr %t127, i64 %c0
  %t129 = add i64 %t116, 3
  %t130 = getelementptr ptr, ptr %t5, i64 %t129
  %t131 = load ptr, ptr %t130, align 8
  %t132 = getelementptr float, ptr %t131, i64 %c0
  %t133 = add i64 %t116, 4
  %t134 = getelementptr ptr, ptr %t5, i64 %t133
  %t135 = load ptr, ptr %t134, align 8
  %t136 = getelementptr float, ptr %t135, i64 %c0
  %t137 = add i64 %t116, 5
  %t138 = getelementptr ptr, ptr %t5, i64 %t137
  %t139 = load ptr, ptr %t138, align 8
  %t140 = getelementptr float, ptr %t139, i64 %c0
  %t141 = icmp sgt i64 %t23, 0
  br i1 %t141, label %p.loop, label %p.tapend
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
  %t142 = getelementptr float, ptr %p.bp, i64 0
  %t143 = load <16 x float>, ptr %t142, align 4
  %t144 = getelementptr float, ptr %p.bp, i64 16
  %t145 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t144, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t146 = getelementptr float, ptr %t120, i64 %p.j
  %t147 = load float, ptr %t146, align 4
  %t148 = insertelement <16 x float> poison, float %t147, i64 0
  %t149 = shufflevector <16 x float> %t148, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t149, <16 x float> %t143, <16 x float> %p.acc0)
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t149, <16 x float> %t145, <16 x float> %p.acc1)
  %t150 = getelementptr float, ptr %t124, i64 %p.j
  %t151 = load float, ptr %t150, align 4
  %t152 = insertelement <16 x float> poison, float %t151, i64 0
  %t153 = shufflevector <16 x float> %t152, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t153, <16 x float> %t143, <16 x float> %p.acc2)
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t153, <16 x float> %t145, <16 x float> %p.acc3)
  %t154 = getelementptr float, ptr %t128, i64 %p.j
  %t155 = load float, ptr %t154, align 4
  %t156 = insertelement <16 x float> poison, float %t155, i64 0
  %t157 = shufflevector <16 x float> %t156, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t157, <16 x float> %t143, <16 x float> %p.acc4)
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t157, <16 x float> %t145, <16 x float> %p.acc5)
  %t158 = getelementptr float, ptr %t132, i64 %p.j
  %t159 = load float, ptr %t158, align 4
  %t160 = insertelement <16 x float> poison, float %t159, i64 0
  %t161 = shufflevector <16 x float> %t160, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t161, <16 x float> %t143, <16 x float> %p.acc6)
  %p.new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t161, <16 x float> %t145, <16 x float> %p.acc7)
  %t162 = getelementptr float, ptr %t136, i64 %p.j
  %t163 = load float, ptr %t162, align 4
  %t164 = insertelement <16 x float> poison, float %t163, i64 0
  %t165 = shufflevector <16 x float> %t164, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t165, <16 x float> %t143, <16 x float> %p.acc8)
  %p.new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t165, <16 x float> %t145, <16 x float> %p.acc9)
  %t166 = getelementptr float, ptr %t140, i64 %p.j
  %t167 = load float, ptr %t166, align 4
  %t168 = insertelement <16 x float> poison, float %t167, i64 0
  %t169 = shufflevector <16 x float> %t168, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t169, <16 x float> %t143, <16 x float> %p.acc10)
  %p.new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t169, <16 x float> %t145, <16 x float> %p.acc11)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t170 = icmp slt i64 %p.j.next, %t23
  br i1 %t170, label %p.loop, label %p.tapend, !llvm.loop !0
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
  %t171 = icmp slt i64 %p.tp.next, %t22
  br i1 %t171, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t104, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t105, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t106, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t107, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t108, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t109, %sums], [%b.out5, %b.tapend]
  %b.tacc6 = phi <16 x float> [%t110, %sums], [%b.out6, %b.tapend]
  %b.tacc7 = phi <16 x float> [%t111, %sums], [%b.out7, %b.tapend]
  %b.tacc8 = phi <16 x float> [%t112, %sums], [%b.out8, %b.tapend]
  %b.tacc9 = phi <16 x float> [%t113, %sums], [%b.out9, %b.tapend]
  %b.tacc10 = phi <16 x float> [%t114, %sums], [%b.out10, %b.tapend]
  %b.tacc11 = phi <16 x float> [%t115, %sums], [%b.out11, %b.tapend]
  %t172 = mul i64 %b.tp, 6
  %t173 = add i64 %t172, 0
  %t174 = getelementptr ptr, ptr %t5, i64 %t173
  %t175 = load ptr, ptr %t174, align 8
  %t176 = icmp ne ptr %t175, %zero
  %t177 = select i1 %t176, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t178 = getelementptr float, ptr %t175, i64 %c0
  %t179 = add i64 %t172, 1
  %t180 = getelementptr ptr, ptr %t5, i64 %t179
  %t181 = load ptr, ptr %t180, align 8
  %t182 = icmp ne ptr %t181, %zero
  %t183 = select i1 %t182, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t184 = getelementptr float, ptr %t181, i64 %c0
  %t185 = add i64 %t172, 2
  %t186 = getelementptr ptr, ptr %t5, i64 %t185
  %t187 = load ptr, ptr %t186, align 8
  %t188 = icmp ne ptr %t187, %zero
  %t189 = select i1 %t188, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t190 = getelementptr float, ptr %t187, i64 %c0
  %t191 = add i64 %t172, 3
  %t192 = getelementptr ptr, ptr %t5, i64 %t191
  %t193 = load ptr, ptr %t192, align 8
  %t194 = icmp ne ptr %t193, %zero
  %t195 = select i1 %t194, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t196 = getelementptr float, ptr %t193, i64 %c0
  %t197 = add i64 %t172, 4
  %t198 = getelementptr ptr, ptr %t5, i64 %t197
  %t199 = load ptr, ptr %t198, align 8
  %t200 = icmp ne ptr %t199, %zero
  %t201 = select i1 %t200, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t202 = getelementptr float, ptr %t199, i64 %c0
  %t203 = add i64 %t172, 5
  %t204 = getelementptr ptr, ptr %t5, i64 %t203
  %t205 = load ptr, ptr %t204, align 8
  %t206 = icmp ne ptr %t205, %zero
  %t207 = select i1 %t206, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t208 = getelementptr float, ptr %t205, i64 %c0
  %t209 = icmp sgt i64 %t23, 0
  br i1 %t209, label %b.loop, label %b.tapend
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
  %t210 = getelementptr float, ptr %b.bp, i64 0
  %t211 = load <16 x float>, ptr %t210, align 4
  %t212 = getelementptr float, ptr %b.bp, i64 16
  %t213 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t212, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t214 = getelementptr float, ptr %t178, i64 %b.j
  %t215 = load float, ptr %t214, align 4
  %t216 = insertelement <16 x float> poison, float %t215, i64 0
  %t217 = shufflevector <16 x float> %t216, <16 x float> poison, <16 x i32> zeroinitializer
  %t218 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t217, <16 x float> %t211, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t177, <16 x float> %t218, <16 x float> %b.acc0
  %t219 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t217, <16 x float> %t213, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t177, <16 x float> %t219, <16 x float> %b.acc1
  %t220 = getelementptr float, ptr %t184, i64 %b.j
  %t221 = load float, ptr %t220, align 4
  %t222 = insertelement <16 x float> poison, float %t221, i64 0
  %t223 = shufflevector <16 x float> %t222, <16 x float> poison, <16 x i32> zeroinitializer
  %t224 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t223, <16 x float> %t211, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t183, <16 x float> %t224, <16 x float> %b.acc2
  %t225 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t223, <16 x float> %t213, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t183, <16 x float> %t225, <16 x float> %b.acc3
  %t226 = getelementptr float, ptr %t190, i64 %b.j
  %t227 = load float, ptr %t226, align 4
  %t228 = insertelement <16 x float> poison, float %t227, i64 0
  %t229 = shufflevector <16 x float> %t228, <16 x float> poison, <16 x i32> zeroinitializer
  %t230 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t211, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t189, <16 x float> %t230, <16 x float> %b.acc4
  %t231 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t213, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t189, <16 x float> %t231, <16 x float> %b.acc5
  %t232 = getelementptr float, ptr %t196, i64 %b.j
  %t233 = load float, ptr %t232, align 4
  %t234 = insertelement <16 x float> poison, float %t233, i64 0
  %t235 = shufflevector <16 x float> %t234, <16 x float> poison, <16 x i32> zeroinitializer
  %t236 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t235, <16 x float> %t211, <16 x float> %b.acc6)
  %b.new6 = select <16 x i1> %t195, <16 x float> %t236, <16 x float> %b.acc6
  %t237 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t235, <16 x float> %t213, <16 x float> %b.acc7)
  %b.new7 = select <16 x i1> %t195, <16 x float> %t237, <16 x float> %b.acc7
  %t238 = getelementptr float, ptr %t202, i64 %b.j
  %t239 = load float, ptr %t238, align 4
  %t240 = insertelement <16 x float> poison, float %t239, i64 0
  %t241 = shufflevector <16 x float> %t240, <16 x float> poison, <16 x i32> zeroinitializer
  %t242 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t211, <16 x float> %b.acc8)
  %b.new8 = select <16 x i1> %t201, <16 x float> %t242, <16 x float> %b.acc8
  %t243 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t213, <16 x float> %b.acc9)
  %b.new9 = select <16 x i1> %t201, <16 x float> %t243, <16 x float> %b.acc9
  %t244 = getelementptr float, ptr %t208, i64 %b.j
  %t245 = load float, ptr %t244, align 4
  %t246 = insertelement <16 x float> poison, float %t245, i64 0
  %t247 = shufflevector <16 x float> %t246, <16 x float> poison, <16 x i32> zeroinitializer
  %t248 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t247, <16 x float> %t211, <16 x float> %b.acc10)
  %b.new10 = select <16 x i1> %t207, <16 x float> %t248, <16 x float> %b.acc10
  %t249 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t247, <16 x float> %t213, <16 x float> %b.acc11)
  %b.new11 = select <16 x i1> %t207, <16 x float> %t249, <16 x float> %b.acc11
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t250 = icmp slt i64 %b.j.next, %t23
  br i1 %t250, label %b.loop, label %b.tapend, !llvm.loop !0
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
  %t251 = icmp slt i64 %b.tp.next, %t22
  br i1 %t251, label %b.tap, label %done
done:
  %t252 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t253 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t254 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t255 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t256 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t257 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  %t258 = phi <16 x float> [%p.out6, %p.tapend], [%b.out6, %b.tapend]
  %t259 = phi <16 x float> [%p.out7, %p.tapend], [%b.out7, %b.tapend]
  %t260 = phi <16 x float> [%p.out8, %p.tapend], [%b.out8, %b.tapend]
  %t261 = phi <16 x float> [%p.out9, %p.tapend], [%b.out9, %b.tapend]
  %t262 = phi <16 x float> [%p.out10, %p.tapend], [%b.out10, %b.tapend]
  %t263 = phi <16 x float> [%p.out11, %p.tapend], [%b.out11, %b.tapend]
  br i1 %last, label %finish, label %partial
finish:
  %t264 = sub i64 %size.W, 1
  %t265 = add i64 %t264, 1
  %t266 = sdiv i64 %m0, %t265
  %t267 = srem i64 %m0, %t265
  %t270 = icmp slt i64 0, %t10
  br i1 %t270, label %fin268, label %finnext269
fin268:
  %t271 = add i64 %k0, 0
  %p272 = getelementptr float, ptr %buf.b, i64 %t271
  %ld273 = load <16 x float>, ptr %p272, align 4
  %v274 = fadd contract <16 x float> %ld273, %t252
  %v275 = sub i64 %size.H, 1
  %v276 = add i64 %v275, 1
  %v277 = mul i64 %n, %v276
  %v278 = add i64 %v277, %t266
  %v279 = sub i64 %size.W, 1
  %v280 = add i64 %v279, 1
  %v281 = mul i64 %v278, %v280
  %v282 = add i64 %v281, %t267
  %v283 = mul i64 %v282, %size.K
  %v284 = add i64 %v283, %t271
  %p285 = getelementptr float, ptr %buf.y, i64 %v284
  store <16 x float> %v274, ptr %p285, align 4
  %t286 = add i64 %k0, 16
  %p287 = getelementptr float, ptr %buf.b, i64 %t286
  %ld288 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p287, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v289 = fadd contract <16 x float> %ld288, %t253
  %v290 = sub i64 %size.H, 1
  %v291 = add i64 %v290, 1
  %v292 = mul i64 %n, %v291
  %v293 = add i64 %v292, %t266
  %v294 = sub i64 %size.W, 1
  %v295 = add i64 %v294, 1
  %v296 = mul i64 %v293, %v295
  %v297 = add i64 %v296, %t267
  %v298 = mul i64 %v297, %size.K
  %v299 = add i64 %v298, %t286
  %p300 = getelementptr float, ptr %buf.y, i64 %v299
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v289, ptr align 4 %p300, <16 x i1> %mlast)
  br label %finnext269
finnext269:
  %t301 = add i64 %t267, 1
  %t302 = icmp sge i64 %t301, %t265
  %t303 = select i1 %t302, i64 0, i64 %t301
  %t304 = zext i1 %t302 to i64
  %t305 = add i64 %t266, %t304
  %t308 = icmp slt i64 1, %t10
  br i1 %t308, label %fin306, label %finnext307
fin306:
  %t309 = add i64 %k0, 0
  %p310 = getelementptr float, ptr %buf.b, i64 %t309
  %ld311 = load <16 x float>, ptr %p310, align 4
  %v312 = fadd contract <16 x float> %ld311, %t254
  %v313 = sub i64 %size.H, 1
  %v314 = add i64 %v313, 1
  %v315 = mul i64 %n, %v314
  %v316 = add i64 %v315, %t305
  %v317 = sub i64 %size.W, 1
  %v318 = add i64 %v317, 1
  %v319 = mul i64 %v316, %v318
  %v320 = add i64 %v319, %t303
  %v321 = mul i64 %v320, %size.K
  %v322 = add i64 %v321, %t309
  %p323 = getelementptr float, ptr %buf.y, i64 %v322
  store <16 x float> %v312, ptr %p323, align 4
  %t324 = add i64 %k0, 16
  %p325 = getelementptr float, ptr %buf.b, i64 %t324
  %ld326 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p325, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v327 = fadd contract <16 x float> %ld326, %t255
  %v328 = sub i64 %size.H, 1
  %v329 = add i64 %v328, 1
  %v330 = mul i64 %n, %v329
  %v331 = add i64 %v330, %t305
  %v332 = sub i64 %size.W, 1
  %v333 = add i64 %v332, 1
  %v334 = mul i64 %v331, %v333
  %v335 = add i64 %v334, %t303
  %v336 = mul i64 %v335, %size.K
  %v337 = add i64 %v336, %t324
  %p338 = getelementptr float, ptr %buf.y, i64 %v337
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v327, ptr align 4 %p338, <16 x i1> %mlast)
  br label %finnext307
finnext307:
  %t339 = add i64 %t303, 1
  %t340 = icmp sge i64 %t339, %t265
  %t341 = select i1 %t340, i64 0, i64 %t339
  %t342 = zext i1 %t340 to i64
  %t343 = add i64 %t305, %t342
  %t346 = icmp slt i64 2, %t10
  br i1 %t346, label %fin344, label %finnext345
fin344:
  %t347 = add i64 %k0, 0
  %p348 = getelementptr float, ptr %buf.b, i64 %t347
  %ld349 = load <16 x float>, ptr %p348, align 4
  %v350 = fadd contract <16 x float> %ld349, %t256
  %v351 = sub i64 %size.H, 1
  %v352 = add i64 %v351, 1
  %v353 = mul i64 %n, %v352
  %v354 = add i64 %v353, %t343
  %v355 = sub i64 %size.W, 1
  %v356 = add i64 %v355, 1
  %v357 = mul i64 %v354, %v356
  %v358 = add i64 %v357, %t341
  %v359 = mul i64 %v358, %size.K
  %v360 = add i64 %v359, %t347
  %p361 = getelementptr float, ptr %buf.y, i64 %v360
  store <16 x float> %v350, ptr %p361, align 4
  %t362 = add i64 %k0, 16
  %p363 = getelementptr float, ptr %buf.b, i64 %t362
  %ld364 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p363, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v365 = fadd contract <16 x float> %ld364, %t257
  %v366 = sub i64 %size.H, 1
  %v367 = add i64 %v366, 1
  %v368 = mul i64 %n, %v367
  %v369 = add i64 %v368, %t343
  %v370 = sub i64 %size.W, 1
  %v371 = add i64 %v370, 1
  %v372 = mul i64 %v369, %v371
  %v373 = add i64 %v372, %t341
  %v374 = mul i64 %v373, %size.K
  %v375 = add i64 %v374, %t362
  %p376 = getelementptr float, ptr %buf.y, i64 %v375
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v365, ptr align 4 %p376, <16 x i1> %mlast)
  br label %finnext345
finnext345:
  %t377 = add i64 %t341, 1
  %t378 = icmp sge i64 %t377, %t265
  %t379 = select i1 %t378, i64 0, i64 %t377
  %t380 = zext i1 %t378 to i64
  %t381 = add i64 %t343, %t380
  %t384 = icmp slt i64 3, %t10
  br i1 %t384, label %fin382, label %finnext383
fin382:
  %t385 = add i64 %k0, 0
  %p386 = getelementptr float, ptr %buf.b, i64 %t385
  %ld387 = load <16 x float>, ptr %p386, align 4
  %v388 = fadd contract <16 x float> %ld387, %t258
  %v389 = sub i64 %size.H, 1
  %v390 = add i64 %v389, 1
  %v391 = mul i64 %n, %v390
  %v392 = add i64 %v391, %t381
  %v393 = sub i64 %size.W, 1
  %v394 = add i64 %v393, 1
  %v395 = mul i64 %v392, %v394
  %v396 = add i64 %v395, %t379
  %v397 = mul i64 %v396, %size.K
  %v398 = add i64 %v397, %t385
  %p399 = getelementptr float, ptr %buf.y, i64 %v398
  store <16 x float> %v388, ptr %p399, align 4
  %t400 = add i64 %k0, 16
  %p401 = getelementptr float, ptr %buf.b, i64 %t400
  %ld402 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p401, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v403 = fadd contract <16 x float> %ld402, %t259
  %v404 = sub i64 %size.H, 1
  %v405 = add i64 %v404, 1
  %v406 = mul i64 %n, %v405
  %v407 = add i64 %v406, %t381
  %v408 = sub i64 %size.W, 1
  %v409 = add i64 %v408, 1
  %v410 = mul i64 %v407, %v409
  %v411 = add i64 %v410, %t379
  %v412 = mul i64 %v411, %size.K
  %v413 = add i64 %v412, %t400
  %p414 = getelementptr float, ptr %buf.y, i64 %v413
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v403, ptr align 4 %p414, <16 x i1> %mlast)
  br label %finnext383
finnext383:
  %t415 = add i64 %t379, 1
  %t416 = icmp sge i64 %t415, %t265
  %t417 = select i1 %t416, i64 0, i64 %t415
  %t418 = zext i1 %t416 to i64
  %t419 = add i64 %t381, %t418
  %t422 = icmp slt i64 4, %t10
  br i1 %t422, label %fin420, label %finnext421
fin420:
  %t423 = add i64 %k0, 0
  %p424 = getelementptr float, ptr %buf.b, i64 %t423
  %ld425 = load <16 x float>, ptr %p424, align 4
  %v426 = fadd contract <16 x float> %ld425, %t260
  %v427 = sub i64 %size.H, 1
  %v428 = add i64 %v427, 1
  %v429 = mul i64 %n, %v428
  %v430 = add i64 %v429, %t419
  %v431 = sub i64 %size.W, 1
  %v432 = add i64 %v431, 1
  %v433 = mul i64 %v430, %v432
  %v434 = add i64 %v433, %t417
  %v435 = mul i64 %v434, %size.K
  %v436 = add i64 %v435, %t423
  %p437 = getelementptr float, ptr %buf.y, i64 %v436
  store <16 x float> %v426, ptr %p437, align 4
  %t438 = add i64 %k0, 16
  %p439 = getelementptr float, ptr %buf.b, i64 %t438
  %ld440 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p439, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v441 = fadd contract <16 x float> %ld440, %t261
  %v442 = sub i64 %size.H, 1
  %v443 = add i64 %v442, 1
  %v444 = mul i64 %n, %v443
  %v445 = add i64 %v444, %t419
  %v446 = sub i64 %size.W, 1
  %v447 = add i64 %v446, 1
  %v448 = mul i64 %v445, %v447
  %v449 = add i64 %v448, %t417
  %v450 = mul i64 %v449, %size.K
  %v451 = add i64 %v450, %t438
  %p452 = getelementptr float, ptr %buf.y, i64 %v451
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v441, ptr align 4 %p452, <16 x i1> %mlast)
  br label %finnext421
finnext421:
  %t453 = add i64 %t417, 1
  %t454 = icmp sge i64 %t453, %t265
  %t455 = select i1 %t454, i64 0, i64 %t453
  %t456 = zext i1 %t454 to i64
  %t457 = add i64 %t419, %t456
  %t460 = icmp slt i64 5, %t10
  br i1 %t460, label %fin458, label %finnext459
fin458:
  %t461 = add i64 %k0, 0
  %p462 = getelementptr float, ptr %buf.b, i64 %t461
  %ld463 = load <16 x float>, ptr %p462, align 4
  %v464 = fadd contract <16 x float> %ld463, %t262
  %v465 = sub i64 %size.H, 1
  %v466 = add i64 %v465, 1
  %v467 = mul i64 %n, %v466
  %v468 = add i64 %v467, %t457
  %v469 = sub i64 %size.W, 1
  %v470 = add i64 %v469, 1
  %v471 = mul i64 %v468, %v470
  %v472 = add i64 %v471, %t455
  %v473 = mul i64 %v472, %size.K
  %v474 = add i64 %v473, %t461
  %p475 = getelementptr float, ptr %buf.y, i64 %v474
  store <16 x float> %v464, ptr %p475, align 4
  %t476 = add i64 %k0, 16
  %p477 = getelementptr float, ptr %buf.b, i64 %t476
  %ld478 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p477, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v479 = fadd contract <16 x float> %ld478, %t263
  %v480 = sub i64 %size.H, 1
  %v481 = add i64 %v480, 1
  %v482 = mul i64 %n, %v481
  %v483 = add i64 %v482, %t457
  %v484 = sub i64 %size.W, 1
  %v485 = add i64 %v484, 1
  %v486 = mul i64 %v483, %v485
  %v487 = add i64 %v486, %t455
  %v488 = mul i64 %v487, %size.K
  %v489 = add i64 %v488, %t476
  %p490 = getelementptr float, ptr %buf.y, i64 %v489
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v479, ptr align 4 %p490, <16 x i1> %mlast)
  br label %finnext459
finnext459:
  br label %tile.next
partial:
  %t493 = icmp slt i64 0, %t10
  br i1 %t493, label %store491, label %next492
store491:
  %t494 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t252, ptr %t494, align 4
  %t495 = getelementptr float, ptr %t26, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t253, ptr align 4 %t495, <16 x i1> %mlast)
  br label %next492
next492:
  %t498 = icmp slt i64 1, %t10
  br i1 %t498, label %store496, label %next497
store496:
  %t499 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t254, ptr %t499, align 4
  %t500 = getelementptr float, ptr %t28, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t255, ptr align 4 %t500, <16 x i1> %mlast)
  br label %next497
next497:
  %t503 = icmp slt i64 2, %t10
  br i1 %t503, label %store501, label %next502
store501:
  %t504 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t256, ptr %t504, align 4
  %t505 = getelementptr float, ptr %t30, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t257, ptr align 4 %t505, <16 x i1> %mlast)
  br label %next502
next502:
  %t508 = icmp slt i64 3, %t10
  br i1 %t508, label %store506, label %next507
store506:
  %t509 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t258, ptr %t509, align 4
  %t510 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t259, ptr align 4 %t510, <16 x i1> %mlast)
  br label %next507
next507:
  %t513 = icmp slt i64 4, %t10
  br i1 %t513, label %store511, label %next512
store511:
  %t514 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t260, ptr %t514, align 4
  %t515 = getelementptr float, ptr %t34, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t261, ptr align 4 %t515, <16 x i1> %mlast)
  br label %next512
next512:
  %t518 = icmp slt i64 5, %t10
  br i1 %t518, label %store516, label %next517
store516:
  %t519 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t262, ptr %t519, align 4
  %t520 = getelementptr float, ptr %t36, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t263, ptr align 4 %t520, <16 x i1> %mlast)
  br label %next517
next517:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t521 = icmp slt i64 %j.next, %ntiles
  br i1 %t521, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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
  br i1 %accum, label %resume, label %sums
resume:
  %t37 = icmp eq i64 %t10, 6
  br i1 %t37, label %whole, label %part
whole:
  %t38 = getelementptr float, ptr %t26, i64 0
  %t39 = load <16 x float>, ptr %t38, align 4
  %t40 = getelementptr float, ptr %t26, i64 16
  %t41 = load <16 x float>, ptr %t40, align 4
  %t42 = getelementptr float, ptr %t26, i64 32
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t28, i64 0
  %t45 = load <16 x float>, ptr %t44, align 4
  %t46 = getelementptr float, ptr %t28, i64 16
  %t47 = load <16 x float>, ptr %t46, align 4
  %t48 = getelementptr float, ptr %t28, i64 32
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t30, i64 0
  %t51 = load <16 x float>, ptr %t50, align 4
  %t52 = getelementptr float, ptr %t30, i64 16
  %t53 = load <16 x float>, ptr %t52, align 4
  %t54 = getelementptr float, ptr %t30, i64 32
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t32, i64 0
  %t57 = load <16 x float>, ptr %t56, align 4
  %t58 = getelementptr float, ptr %t32, i64 16
  %t59 = load <16 x float>, ptr %t58, align 4
  %t60 = getelementptr float, ptr %t32, i64 32
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t34, i64 0
  %t63 = load <16 x float>, ptr %t62, align 4
  %t64 = getelementptr float, ptr %t34, i64 16
  %t65 = load <16 x float>, ptr %t64, align 4
  %t66 = getelementptr float, ptr %t34, i64 32
  %t67 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t66, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t68 = getelementptr float, ptr %t36, i64 0
  %t69 = load <16 x float>, ptr %t68, align 4
  %t70 = getelementptr float, ptr %t36, i64 16
  %t71 = load <16 x float>, ptr %t70, align 4
  %t72 = getelementptr float, ptr %t36, i64 32
  %t73 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t72, <16 x i1> %mlast, <16 x float> zeroinitializer)
  br label %sums
part:
  %t74 = icmp slt i64 0, %t10
  %t75 = getelementptr float, ptr %t26, i64 0
  %t76 = select i1 %t74, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t77 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t75, <16 x i1> %t76, <16 x float> zeroinitializer)
  %t78 = getelementptr float, ptr %t26, i64 16
  %t79 = select i1 %t74, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t80 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t78, <16 x i1> %t79, <16 x float> zeroinitializer)
  %t81 = getelementptr float, ptr %t26, i64 32
  %t82 = select i1 %t74, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t83 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t81, <16 x i1> %t82, <16 x float> zeroinitializer)
  %t84 = icmp slt i64 1, %t10
  %t85 = getelementptr float, ptr %t28, i64 0
  %t86 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t87 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t85, <16 x i1> %t86, <16 x float> zeroinitializer)
  %t88 = getelementptr float, ptr %t28, i64 16
  %t89 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t90 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t88, <16 x i1> %t89, <16 x float> zeroinitializer)
  %t91 = getelementptr float, ptr %t28, i64 32
  %t92 = select i1 %t84, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t91, <16 x i1> %t92, <16 x float> zeroinitializer)
  %t94 = icmp slt i64 2, %t10
  %t95 = getelementptr float, ptr %t30, i64 0
  %t96 = select i1 %t94, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t97 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t95, <16 x i1> %t96, <16 x float> zeroinitializer)
  %t98 = getelementptr float, ptr %t30, i64 16
  %t99 = select i1 %t94, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t100 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t98, <16 x i1> %t99, <16 x float> zeroinitializer)
  %t101 = getelementptr float, ptr %t30, i64 32
  %t102 = select i1 %t94, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t103 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t101, <16 x i1> %t102, <16 x float> zeroinitializer)
  %t104 = icmp slt i64 3, %t10
  %t105 = getelementptr float, ptr %t32, i64 0
  %t106 = select i1 %t104, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t107 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t105, <16 x i1> %t106, <16 x float> zeroinitializer)
  %t108 = getelementptr float, ptr %t32, i64 16
  %t109 = select i1 %t104, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t110 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t108, <16 x i1> %t109, <16 x float> zeroinitializer)
  %t111 = getelementptr float, ptr %t32, i64 32
  %t112 = select i1 %t104, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t113 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t111, <16 x i1> %t112, <16 x float> zeroinitializer)
  %t114 = icmp slt i64 4, %t10
  %t115 = getelementptr float, ptr %t34, i64 0
  %t116 = select i1 %t114, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t117 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t115, <16 x i1> %t116, <16 x float> zeroinitializer)
  %t118 = getelementptr float, ptr %t34, i64 16
  %t119 = select i1 %t114, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t120 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t118, <16 x i1> %t119, <16 x float> zeroinitializer)
  %t121 = getelementptr float, ptr %t34, i64 32
  %t122 = select i1 %t114, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t123 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t121, <16 x i1> %t122, <16 x float> zeroinitializer)
  %t124 = icmp slt i64 5, %t10
  %t125 = getelementptr float, ptr %t36, i64 0
  %t126 = select i1 %t124, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t127 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t125, <16 x i1> %t126, <16 x float> zeroinitializer)
  %t128 = getelementptr float, ptr %t36, i64 16
  %t129 = select i1 %t124, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t130 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t128, <16 x i1> %t129, <16 x float> zeroinitializer)
  %t131 = getelementptr float, ptr %t36, i64 32
  %t132 = select i1 %t124, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t131, <16 x i1> %t132, <16 x float> zeroinitializer)
  br label %sums
sums:
  %t134 = phi <16 x float> [zeroinitializer, %tile], [%t39, %whole], [%t77, %part]
  %t135 = phi <16 x float> [zeroinitializer, %tile], [%t41, %whole], [%t80, %part]
  %t136 = phi <16 x float> [zeroinitializer, %tile], [%t43, %whole], [%t83, %part]
  %t137 = phi <16 x float> [zeroinitializer, %tile], [%t45, %whole], [%t87, %part]
  %t138 = phi <16 x float> [zeroinitializer, %tile], [%t47, %whole], [%t90, %part]
  %t139 = phi <16 x float> [zeroinitializer, %tile], [%t49, %whole], [%t93, %part]
  %t140 = phi <16 x float> [zeroinitializer, %tile], [%t51, %whole], [%t97, %part]
  %t141 = phi <16 x float> [zeroinitializer, %tile], [%t53, %whole], [%t100, %part]
  %t142 = phi <16 x float> [zeroinitializer, %tile], [%t55, %whole], [%t103, %part]
  %t143 = phi <16 x float> [zeroinitializer, %tile], [%t57, %whole], [%t107, %part]
  %t144 = phi <16 x float> [zeroinitializer, %tile], [%t59, %whole], [%t110, %part]
  %t145 = phi <16 x float> [zeroinitializer, %tile], [%t61, %whole], [%t113, %part]
  %t146 = phi <16 x float> [zeroinitializer, %tile], [%t63, %whole], [%t117, %part]
  %t147 = phi <16 x float> [zeroinitializer, %tile], [%t65, %whole], [%t120, %part]
  %t148 = phi <16 x float> [zeroinitializer, %tile], [%t67, %whole], [%t123, %part]
  %t149 = phi <16 x float> [zeroinitializer, %tile], [%t69, %whole], [%t127, %part]
  %t150 = phi <16 x float> [zeroinitializer, %tile], [%t71, %whole], [%t130, %part]
  %t151 = phi <16 x float> [zeroinitializer, %tile], [%t73, %whole], [%t133, %part]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t134, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t135, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t136, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t137, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t138, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t139, %sums], [%p.out5, %p.tapend]
  %p.tacc6 = phi <16 x float> [%t140, %sums], [%p.out6, %p.tapend]
  %p.tacc7 = phi <16 x float> [%t141, %sums], [%p.out7, %p.tapend]
  %p.tacc8 = phi <16 x float> [%t142, %sums], [%p.out8, %p.tapend]
  %p.tacc9 = phi <16 x float> [%t143, %sums], [%p.out9, %p.tapend]
  %p.tacc10 = phi <16 x float> [%t144, %sums], [%p.out10, %p.tapend]
  %p.tacc11 = phi <16 x float> [%t145, %sums], [%p.out11, %p.tapend]
  %p.tacc12 = phi <16 x float> [%t146, %sums], [%p.out12, %p.tapend]
  %p.tacc13 = phi <16 x float> [%t147, %sums], [%p.out13, %p.tapend]
  %p.tacc14 = phi <16 x float> [%t148, %sums], [%p.out14, %p.tapend]
  %p.tacc15 = phi <16 x float> [%t149, %sums], [%p.out15, %p.tapend]
  %p.tacc16 = phi <16 x float> [%t150, %sums], [%p.out16, %p.tapend]
  %p.tacc17 = phi <16 x float> [%t151, %sums], [%p.out17, %p.tapend]
  %t152 = mul i64 %p.tp, 6
  %t153 = add i64 %t152, 0
  %t154 = getelementptr ptr, ptr %t5, i64 %t153
  %t155 = load ptr, ptr %t154, align 8
  %t156 = getelementptr float, ptr %t155, i64 %c0
  %t157 = add i64 %t152, 1
  %t158 = getelementptr ptr, ptr %t5, i64 %t157
  %t159 = load ptr, ptr %t158, align 8
  %t160 = getelementptr float, ptr %t159, i64 %c0
  %t161 = add i64 %t152, 2
  %t162 = getelementptr ptr, ptr %t5, i64 %t161
  %t163 = load ptr, ptr %t162, align 8
  %t164 = getelementptr float, ptr %t163, i64 %c0
  %t165 = add i64 %t152, 3
  %t166 = getelementptr ptr, ptr %t5, i64 %t165
  %t167 = load ptr, ptr %t166, align 8
  %t168 = getelementptr float, ptr %t167, i64 %c0
  %t169 = add i64 %t152, 4
  %t170 = getelementptr ptr, ptr %t5, i64 %t169
  %t171 = load ptr, ptr %t170, align 8
  %t172 = getelementptr float, ptr %t171, i64 %c0
  %t173 = add i64 %t152, 5
  %t174 = getelementptr ptr, ptr %t5, i64 %t173
  %t175 = load ptr, ptr %t174, align 8
  %t176 = getelementptr float, ptr %t175, i64 %c0
  %t177 = icmp sgt i64 %t23, 0
  br i1 %t177, label %p.loop, label %p.tapend
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
  %t178 = getelementptr float, ptr %p.bp, i64 0
  %t179 = load <16 x float>, ptr %t178, align 4
  %t180 = getelementptr float, ptr %p.bp, i64 16
  %t181 = load <16 x float>, ptr %t180, align 4
  %t182 = getelementptr float, ptr %p.bp, i64 32
  %t183 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t182, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t184 = getelementptr float, ptr %t156, i64 %p.j
  %t185 = load float, ptr %t184, align 4
  %t186 = insertelement <16 x float> poison, float %t185, i64 0
  %t187 = shufflevector <16 x float> %t186, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t187, <16 x float> %t179, <16 x float> %p.acc0)
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t187, <16 x float> %t181, <16 x float> %p.acc1)
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t187, <16 x float> %t183, <16 x float> %p.acc2)
  %t188 = getelementptr float, ptr %t160, i64 %p.j
  %t189 = load float, ptr %t188, align 4
  %t190 = insertelement <16 x float> poison, float %t189, i64 0
  %t191 = shufflevector <16 x float> %t190, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t191, <16 x float> %t179, <16 x float> %p.acc3)
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t191, <16 x float> %t181, <16 x float> %p.acc4)
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t191, <16 x float> %t183, <16 x float> %p.acc5)
  %t192 = getelementptr float, ptr %t164, i64 %p.j
  %t193 = load float, ptr %t192, align 4
  %t194 = insertelement <16 x float> poison, float %t193, i64 0
  %t195 = shufflevector <16 x float> %t194, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t195, <16 x float> %t179, <16 x float> %p.acc6)
  %p.new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t195, <16 x float> %t181, <16 x float> %p.acc7)
  %p.new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t195, <16 x float> %t183, <16 x float> %p.acc8)
  %t196 = getelementptr float, ptr %t168, i64 %p.j
  %t197 = load float, ptr %t196, align 4
  %t198 = insertelement <16 x float> poison, float %t197, i64 0
  %t199 = shufflevector <16 x float> %t198, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t199, <16 x float> %t179, <16 x float> %p.acc9)
  %p.new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t199, <16 x float> %t181, <16 x float> %p.acc10)
  %p.new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t199, <16 x float> %t183, <16 x float> %p.acc11)
  %t200 = getelementptr float, ptr %t172, i64 %p.j
  %t201 = load float, ptr %t200, align 4
  %t202 = insertelement <16 x float> poison, float %t201, i64 0
  %t203 = shufflevector <16 x float> %t202, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t203, <16 x float> %t179, <16 x float> %p.acc12)
  %p.new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t203, <16 x float> %t181, <16 x float> %p.acc13)
  %p.new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t203, <16 x float> %t183, <16 x float> %p.acc14)
  %t204 = getelementptr float, ptr %t176, i64 %p.j
  %t205 = load float, ptr %t204, align 4
  %t206 = insertelement <16 x float> poison, float %t205, i64 0
  %t207 = shufflevector <16 x float> %t206, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t207, <16 x float> %t179, <16 x float> %p.acc15)
  %p.new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t207, <16 x float> %t181, <16 x float> %p.acc16)
  %p.new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t207, <16 x float> %t183, <16 x float> %p.acc17)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t208 = icmp slt i64 %p.j.next, %t23
  br i1 %t208, label %p.loop, label %p.tapend, !llvm.loop !0
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
  %t209 = icmp slt i64 %p.tp.next, %t22
  br i1 %t209, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t134, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t135, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t136, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t137, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t138, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t139, %sums], [%b.out5, %b.tapend]
  %b.tacc6 = phi <16 x float> [%t140, %sums], [%b.out6, %b.tapend]
  %b.tacc7 = phi <16 x float> [%t141, %sums], [%b.out7, %b.tapend]
  %b.tacc8 = phi <16 x float> [%t142, %sums], [%b.out8, %b.tapend]
  %b.tacc9 = phi <16 x float> [%t143, %sums], [%b.out9, %b.tapend]
  %b.tacc10 = phi <16 x float> [%t144, %sums], [%b.out10, %b.tapend]
  %b.tacc11 = phi <16 x float> [%t145, %sums], [%b.out11, %b.tapend]
  %b.tacc12 = phi <16 x float> [%t146, %sums], [%b.out12, %b.tapend]
  %b.tacc13 = phi <16 x float> [%t147, %sums], [%b.out13, %b.tapend]
  %b.tacc14 = phi <16 x float> [%t148, %sums], [%b.out14, %b.tapend]
  %b.tacc15 = phi <16 x float> [%t149, %sums], [%b.out15, %b.tapend]
  %b.tacc16 = phi <16 x float> [%t150, %sums], [%b.out16, %b.tapend]
  %b.tacc17 = phi <16 x float> [%t151, %sums], [%b.out17, %b.tapend]
  %t210 = mul i64 %b.tp, 6
  %t211 = add i64 %t210, 0
  %t212 = getelementptr ptr, ptr %t5, i64 %t211
  %t213 = load ptr, ptr %t212, align 8
  %t214 = icmp ne ptr %t213, %zero
  %t215 = select i1 %t214, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t216 = getelementptr float, ptr %t213, i64 %c0
  %t217 = add i64 %t210, 1
  %t218 = getelementptr ptr, ptr %t5, i64 %t217
  %t219 = load ptr, ptr %t218, align 8
  %t220 = icmp ne ptr %t219, %zero
  %t221 = select i1 %t220, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t222 = getelementptr float, ptr %t219, i64 %c0
  %t223 = add i64 %t210, 2
  %t224 = getelementptr ptr, ptr %t5, i64 %t223
  %t225 = load ptr, ptr %t224, align 8
  %t226 = icmp ne ptr %t225, %zero
  %t227 = select i1 %t226, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t228 = getelementptr float, ptr %t225, i64 %c0
  %t229 = add i64 %t210, 3
  %t230 = getelementptr ptr, ptr %t5, i64 %t229
  %t231 = load ptr, ptr %t230, align 8
  %t232 = icmp ne ptr %t231, %zero
  %t233 = select i1 %t232, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t234 = getelementptr float, ptr %t231, i64 %c0
  %t235 = add i64 %t210, 4
  %t236 = getelementptr ptr, ptr %t5, i64 %t235
  %t237 = load ptr, ptr %t236, align 8
  %t238 = icmp ne ptr %t237, %zero
  %t239 = select i1 %t238, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t240 = getelementptr float, ptr %t237, i64 %c0
  %t241 = add i64 %t210, 5
  %t242 = getelementptr ptr, ptr %t5, i64 %t241
  %t243 = load ptr, ptr %t242, align 8
  %t244 = icmp ne ptr %t243, %zero
  %t245 = select i1 %t244, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t246 = getelementptr float, ptr %t243, i64 %c0
  %t247 = icmp sgt i64 %t23, 0
  br i1 %t247, label %b.loop, label %b.tapend
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
  %t248 = getelementptr float, ptr %b.bp, i64 0
  %t249 = load <16 x float>, ptr %t248, align 4
  %t250 = getelementptr float, ptr %b.bp, i64 16
  %t251 = load <16 x float>, ptr %t250, align 4
  %t252 = getelementptr float, ptr %b.bp, i64 32
  %t253 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t252, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t254 = getelementptr float, ptr %t216, i64 %b.j
  %t255 = load float, ptr %t254, align 4
  %t256 = insertelement <16 x float> poison, float %t255, i64 0
  %t257 = shufflevector <16 x float> %t256, <16 x float> poison, <16 x i32> zeroinitializer
  %t258 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t257, <16 x float> %t249, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t215, <16 x float> %t258, <16 x float> %b.acc0
  %t259 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t257, <16 x float> %t251, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t215, <16 x float> %t259, <16 x float> %b.acc1
  %t260 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t257, <16 x float> %t253, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t215, <16 x float> %t260, <16 x float> %b.acc2
  %t261 = getelementptr float, ptr %t222, i64 %b.j
  %t262 = load float, ptr %t261, align 4
  %t263 = insertelement <16 x float> poison, float %t262, i64 0
  %t264 = shufflevector <16 x float> %t263, <16 x float> poison, <16 x i32> zeroinitializer
  %t265 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t264, <16 x float> %t249, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t221, <16 x float> %t265, <16 x float> %b.acc3
  %t266 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t264, <16 x float> %t251, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t221, <16 x float> %t266, <16 x float> %b.acc4
  %t267 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t264, <16 x float> %t253, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t221, <16 x float> %t267, <16 x float> %b.acc5
  %t268 = getelementptr float, ptr %t228, i64 %b.j
  %t269 = load float, ptr %t268, align 4
  %t270 = insertelement <16 x float> poison, float %t269, i64 0
  %t271 = shufflevector <16 x float> %t270, <16 x float> poison, <16 x i32> zeroinitializer
  %t272 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t271, <16 x float> %t249, <16 x float> %b.acc6)
  %b.new6 = select <16 x i1> %t227, <16 x float> %t272, <16 x float> %b.acc6
  %t273 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t271, <16 x float> %t251, <16 x float> %b.acc7)
  %b.new7 = select <16 x i1> %t227, <16 x float> %t273, <16 x float> %b.acc7
  %t274 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t271, <16 x float> %t253, <16 x float> %b.acc8)
  %b.new8 = select <16 x i1> %t227, <16 x float> %t274, <16 x float> %b.acc8
  %t275 = getelementptr float, ptr %t234, i64 %b.j
  %t276 = load float, ptr %t275, align 4
  %t277 = insertelement <16 x float> poison, float %t276, i64 0
  %t278 = shufflevector <16 x float> %t277, <16 x float> poison, <16 x i32> zeroinitializer
  %t279 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t278, <16 x float> %t249, <16 x float> %b.acc9)
  %b.new9 = select <16 x i1> %t233, <16 x float> %t279, <16 x float> %b.acc9
  %t280 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t278, <16 x float> %t251, <16 x float> %b.acc10)
  %b.new10 = select <16 x i1> %t233, <16 x float> %t280, <16 x float> %b.acc10
  %t281 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t278, <16 x float> %t253, <16 x float> %b.acc11)
  %b.new11 = select <16 x i1> %t233, <16 x float> %t281, <16 x float> %b.acc11
  %t282 = getelementptr float, ptr %t240, i64 %b.j
  %t283 = load float, ptr %t282, align 4
  %t284 = insertelement <16 x float> poison, float %t283, i64 0
  %t285 = shufflevector <16 x float> %t284, <16 x float> poison, <16 x i32> zeroinitializer
  %t286 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t285, <16 x float> %t249, <16 x float> %b.acc12)
  %b.new12 = select <16 x i1> %t239, <16 x float> %t286, <16 x float> %b.acc12
  %t287 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t285, <16 x float> %t251, <16 x float> %b.acc13)
  %b.new13 = select <16 x i1> %t239, <16 x float> %t287, <16 x float> %b.acc13
  %t288 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t285, <16 x float> %t253, <16 x float> %b.acc14)
  %b.new14 = select <16 x i1> %t239, <16 x float> %t288, <16 x float> %b.acc14
  %t289 = getelementptr float, ptr %t246, i64 %b.j
  %t290 = load float, ptr %t289, align 4
  %t291 = insertelement <16 x float> poison, float %t290, i64 0
  %t292 = shufflevector <16 x float> %t291, <16 x float> poison, <16 x i32> zeroinitializer
  %t293 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t292, <16 x float> %t249, <16 x float> %b.acc15)
  %b.new15 = select <16 x i1> %t245, <16 x float> %t293, <16 x float> %b.acc15
  %t294 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t292, <16 x float> %t251, <16 x float> %b.acc16)
  %b.new16 = select <16 x i1> %t245, <16 x float> %t294, <16 x float> %b.acc16
  %t295 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t292, <16 x float> %t253, <16 x float> %b.acc17)
  %b.new17 = select <16 x i1> %t245, <16 x float> %t295, <16 x float> %b.acc17
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t296 = icmp slt i64 %b.j.next, %t23
  br i1 %t296, label %b.loop, label %b.tapend, !llvm.loop !0
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
  %t297 = icmp slt i64 %b.tp.next, %t22
  br i1 %t297, label %b.tap, label %done
done:
  %t298 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t299 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t300 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t301 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t302 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t303 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  %t304 = phi <16 x float> [%p.out6, %p.tapend], [%b.out6, %b.tapend]
  %t305 = phi <16 x float> [%p.out7, %p.tapend], [%b.out7, %b.tapend]
  %t306 = phi <16 x float> [%p.out8, %p.tapend], [%b.out8, %b.tapend]
  %t307 = phi <16 x float> [%p.out9, %p.tapend], [%b.out9, %b.tapend]
  %t308 = phi <16 x float> [%p.out10, %p.tapend], [%b.out10, %b.tapend]
  %t309 = phi <16 x float> [%p.out11, %p.tapend], [%b.out11, %b.tapend]
  %t310 = phi <16 x float> [%p.out12, %p.tapend], [%b.out12, %b.tapend]
  %t311 = phi <16 x float> [%p.out13, %p.tapend], [%b.out13, %b.tapend]
  %t312 = phi <16 x float> [%p.out14, %p.tapend], [%b.out14, %b.tapend]
  %t313 = phi <16 x float> [%p.out15, %p.tapend], [%b.out15, %b.tapend]
  %t314 = phi <16 x float> [%p.out16, %p.tapend], [%b.out16, %b.tapend]
  %t315 = phi <16 x float> [%p.out17, %p.tapend], [%b.out17, %b.tapend]
  br i1 %last, label %finish, label %partial
finish:
  %t316 = sub i64 %size.W, 1
  %t317 = add i64 %t316, 1
  %t318 = sdiv i64 %m0, %t317
  %t319 = srem i64 %m0, %t317
  %t322 = icmp slt i64 0, %t10
  br i1 %t322, label %fin320, label %finnext321
fin320:
  %t323 = add i64 %k0, 0
  %p324 = getelementptr float, ptr %buf.b, i64 %t323
  %ld325 = load <16 x float>, ptr %p324, align 4
  %v326 = fadd contract <16 x float> %ld325, %t298
  %v327 = sub i64 %size.H, 1
  %v328 = add i64 %v327, 1
  %v329 = mul i64 %n, %v328
  %v330 = add i64 %v329, %t318
  %v331 = sub i64 %size.W, 1
  %v332 = add i64 %v331, 1
  %v333 = mul i64 %v330, %v332
  %v334 = add i64 %v333, %t319
  %v335 = mul i64 %v334, %size.K
  %v336 = add i64 %v335, %t323
  %p337 = getelementptr float, ptr %buf.y, i64 %v336
  store <16 x float> %v326, ptr %p337, align 4
  %t338 = add i64 %k0, 16
  %p339 = getelementptr float, ptr %buf.b, i64 %t338
  %ld340 = load <16 x float>, ptr %p339, align 4
  %v341 = fadd contract <16 x float> %ld340, %t299
  %v342 = sub i64 %size.H, 1
  %v343 = add i64 %v342, 1
  %v344 = mul i64 %n, %v343
  %v345 = add i64 %v344, %t318
  %v346 = sub i64 %size.W, 1
  %v347 = add i64 %v346, 1
  %v348 = mul i64 %v345, %v347
  %v349 = add i64 %v348, %t319
  %v350 = mul i64 %v349, %size.K
  %v351 = add i64 %v350, %t338
  %p352 = getelementptr float, ptr %buf.y, i64 %v351
  store <16 x float> %v341, ptr %p352, align 4
  %t353 = add i64 %k0, 32
  %p354 = getelementptr float, ptr %buf.b, i64 %t353
  %ld355 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p354, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v356 = fadd contract <16 x float> %ld355, %t300
  %v357 = sub i64 %size.H, 1
  %v358 = add i64 %v357, 1
  %v359 = mul i64 %n, %v358
  %v360 = add i64 %v359, %t318
  %v361 = sub i64 %size.W, 1
  %v362 = add i64 %v361, 1
  %v363 = mul i64 %v360, %v362
  %v364 = add i64 %v363, %t319
  %v365 = mul i64 %v364, %size.K
  %v366 = add i64 %v365, %t353
  %p367 = getelementptr float, ptr %buf.y, i64 %v366
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v356, ptr align 4 %p367, <16 x i1> %mlast)
  br label %finnext321
finnext321:
  %t368 = add i64 %t319, 1
  %t369 = icmp sge i64 %t368, %t317
  %t370 = select i1 %t369, i64 0, i64 %t368
  %t371 = zext i1 %t369 to i64
  %t372 = add i64 %t318, %t371
  %t375 = icmp slt i64 1, %t10
  br i1 %t375, label %fin373, label %finnext374
fin373:
  %t376 = add i64 %k0, 0
  %p377 = getelementptr float, ptr %buf.b, i64 %t376
  %ld378 = load <16 x float>, ptr %p377, align 4
  %v379 = fadd contract <16 x float> %ld378, %t301
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
  %p390 = getelementptr float, ptr %buf.y, i64 %v389
  store <16 x float> %v379, ptr %p390, align 4
  %t391 = add i64 %k0, 16
  %p392 = getelementptr float, ptr %buf.b, i64 %t391
  %ld393 = load <16 x float>, ptr %p392, align 4
  %v394 = fadd contract <16 x float> %ld393, %t302
  %v395 = sub i64 %size.H, 1
  %v396 = add i64 %v395, 1
  %v397 = mul i64 %n, %v396
  %v398 = add i64 %v397, %t372
  %v399 = sub i64 %size.W, 1
  %v400 = add i64 %v399, 1
  %v401 = mul i64 %v398, %v400
  %v402 = add i64 %v401, %t370
  %v403 = mul i64 %v402, %size.K
  %v404 = add i64 %v403, %t391
  %p405 = getelementptr float, ptr %buf.y, i64 %v404
  store <16 x float> %v394, ptr %p405, align 4
  %t406 = add i64 %k0, 32
  %p407 = getelementptr float, ptr %buf.b, i64 %t406
  %ld408 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p407, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v409 = fadd contract <16 x float> %ld408, %t303
  %v410 = sub i64 %size.H, 1
  %v411 = add i64 %v410, 1
  %v412 = mul i64 %n, %v411
  %v413 = add i64 %v412, %t372
  %v414 = sub i64 %size.W, 1
  %v415 = add i64 %v414, 1
  %v416 = mul i64 %v413, %v415
  %v417 = add i64 %v416, %t370
  %v418 = mul i64 %v417, %size.K
  %v419 = add i64 %v418, %t406
  %p420 = getelementptr float, ptr %buf.y, i64 %v419
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v409, ptr align 4 %p420, <16 x i1> %mlast)
  br label %finnext374
finnext374:
  %t421 = add i64 %t370, 1
  %t422 = icmp sge i64 %t421, %t317
  %t423 = select i1 %t422, i64 0, i64 %t421
  %t424 = zext i1 %t422 to i64
  %t425 = add i64 %t372, %t424
  %t428 = icmp slt i64 2, %t10
  br i1 %t428, label %fin426, label %finnext427
fin426:
  %t429 = add i64 %k0, 0
  %p430 = getelementptr float, ptr %buf.b, i64 %t429
  %ld431 = load <16 x float>, ptr %p430, align 4
  %v432 = fadd contract <16 x float> %ld431, %t304
  %v433 = sub i64 %size.H, 1
  %v434 = add i64 %v433, 1
  %v435 = mul i64 %n, %v434
  %v436 = add i64 %v435, %t425
  %v437 = sub i64 %size.W, 1
  %v438 = add i64 %v437, 1
  %v439 = mul i64 %v436, %v438
  %v440 = add i64 %v439, %t423
  %v441 = mul i64 %v440, %size.K
  %v442 = add i64 %v441, %t429
  %p443 = getelementptr float, ptr %buf.y, i64 %v442
  store <16 x float> %v432, ptr %p443, align 4
  %t444 = add i64 %k0, 16
  %p445 = getelementptr float, ptr %buf.b, i64 %t444
  %ld446 = load <16 x float>, ptr %p445, align 4
  %v447 = fadd contract <16 x float> %ld446, %t305
  %v448 = sub i64 %size.H, 1
  %v449 = add i64 %v448, 1
  %v450 = mul i64 %n, %v449
  %v451 = add i64 %v450, %t425
  %v452 = sub i64 %size.W, 1
  %v453 = add i64 %v452, 1
  %v454 = mul i64 %v451, %v453
  %v455 = add i64 %v454, %t423
  %v456 = mul i64 %v455, %size.K
  %v457 = add i64 %v456, %t444
  %p458 = getelementptr float, ptr %buf.y, i64 %v457
  store <16 x float> %v447, ptr %p458, align 4
  %t459 = add i64 %k0, 32
  %p460 = getelementptr float, ptr %buf.b, i64 %t459
  %ld461 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p460, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v462 = fadd contract <16 x float> %ld461, %t306
  %v463 = sub i64 %size.H, 1
  %v464 = add i64 %v463, 1
  %v465 = mul i64 %n, %v464
  %v466 = add i64 %v465, %t425
  %v467 = sub i64 %size.W, 1
  %v468 = add i64 %v467, 1
  %v469 = mul i64 %v466, %v468
  %v470 = add i64 %v469, %t423
  %v471 = mul i64 %v470, %size.K
  %v472 = add i64 %v471, %t459
  %p473 = getelementptr float, ptr %buf.y, i64 %v472
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v462, ptr align 4 %p473, <16 x i1> %mlast)
  br label %finnext427
finnext427:
  %t474 = add i64 %t423, 1
  %t475 = icmp sge i64 %t474, %t317
  %t476 = select i1 %t475, i64 0, i64 %t474
  %t477 = zext i1 %t475 to i64
  %t478 = add i64 %t425, %t477
  %t481 = icmp slt i64 3, %t10
  br i1 %t481, label %fin479, label %finnext480
fin479:
  %t482 = add i64 %k0, 0
  %p483 = getelementptr float, ptr %buf.b, i64 %t482
  %ld484 = load <16 x float>, ptr %p483, align 4
  %v485 = fadd contract <16 x float> %ld484, %t307
  %v486 = sub i64 %size.H, 1
  %v487 = add i64 %v486, 1
  %v488 = mul i64 %n, %v487
  %v489 = add i64 %v488, %t478
  %v490 = sub i64 %size.W, 1
  %v491 = add i64 %v490, 1
  %v492 = mul i64 %v489, %v491
  %v493 = add i64 %v492, %t476
  %v494 = mul i64 %v493, %size.K
  %v495 = add i64 %v494, %t482
  %p496 = getelementptr float, ptr %buf.y, i64 %v495
  store <16 x float> %v485, ptr %p496, align 4
  %t497 = add i64 %k0, 16
  %p498 = getelementptr float, ptr %buf.b, i64 %t497
  %ld499 = load <16 x float>, ptr %p498, align 4
  %v500 = fadd contract <16 x float> %ld499, %t308
  %v501 = sub i64 %size.H, 1
  %v502 = add i64 %v501, 1
  %v503 = mul i64 %n, %v502
  %v504 = add i64 %v503, %t478
  %v505 = sub i64 %size.W, 1
  %v506 = add i64 %v505, 1
  %v507 = mul i64 %v504, %v506
  %v508 = add i64 %v507, %t476
  %v509 = mul i64 %v508, %size.K
  %v510 = add i64 %v509, %t497
  %p511 = getelementptr float, ptr %buf.y, i64 %v510
  store <16 x float> %v500, ptr %p511, align 4
  %t512 = add i64 %k0, 32
  %p513 = getelementptr float, ptr %buf.b, i64 %t512
  %ld514 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p513, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v515 = fadd contract <16 x float> %ld514, %t309
  %v516 = sub i64 %size.H, 1
  %v517 = add i64 %v516, 1
  %v518 = mul i64 %n, %v517
  %v519 = add i64 %v518, %t478
  %v520 = sub i64 %size.W, 1
  %v521 = add i64 %v520, 1
  %v522 = mul i64 %v519, %v521
  %v523 = add i64 %v522, %t476
  %v524 = mul i64 %v523, %size.K
  %v525 = add i64 %v524, %t512
  %p526 = getelementptr float, ptr %buf.y, i64 %v525
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v515, ptr align 4 %p526, <16 x i1> %mlast)
  br label %finnext480
finnext480:
  %t527 = add i64 %t476, 1
  %t528 = icmp sge i64 %t527, %t317
  %t529 = select i1 %t528, i64 0, i64 %t527
  %t530 = zext i1 %t528 to i64
  %t531 = add i64 %t478, %t530
  %t534 = icmp slt i64 4, %t10
  br i1 %t534, label %fin532, label %finnext533
fin532:
  %t535 = add i64 %k0, 0
  %p536 = getelementptr float, ptr %buf.b, i64 %t535
  %ld537 = load <16 x float>, ptr %p536, align 4
  %v538 = fadd contract <16 x float> %ld537, %t310
  %v539 = sub i64 %size.H, 1
  %v540 = add i64 %v539, 1
  %v541 = mul i64 %n, %v540
  %v542 = add i64 %v541, %t531
  %v543 = sub i64 %size.W, 1
  %v544 = add i64 %v543, 1
  %v545 = mul i64 %v542, %v544
  %v546 = add i64 %v545, %t529
  %v547 = mul i64 %v546, %size.K
  %v548 = add i64 %v547, %t535
  %p549 = getelementptr float, ptr %buf.y, i64 %v548
  store <16 x float> %v538, ptr %p549, align 4
  %t550 = add i64 %k0, 16
  %p551 = getelementptr float, ptr %buf.b, i64 %t550
  %ld552 = load <16 x float>, ptr %p551, align 4
  %v553 = fadd contract <16 x float> %ld552, %t311
  %v554 = sub i64 %size.H, 1
  %v555 = add i64 %v554, 1
  %v556 = mul i64 %n, %v555
  %v557 = add i64 %v556, %t531
  %v558 = sub i64 %size.W, 1
  %v559 = add i64 %v558, 1
  %v560 = mul i64 %v557, %v559
  %v561 = add i64 %v560, %t529
  %v562 = mul i64 %v561, %size.K
  %v563 = add i64 %v562, %t550
  %p564 = getelementptr float, ptr %buf.y, i64 %v563
  store <16 x float> %v553, ptr %p564, align 4
  %t565 = add i64 %k0, 32
  %p566 = getelementptr float, ptr %buf.b, i64 %t565
  %ld567 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p566, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v568 = fadd contract <16 x float> %ld567, %t312
  %v569 = sub i64 %size.H, 1
  %v570 = add i64 %v569, 1
  %v571 = mul i64 %n, %v570
  %v572 = add i64 %v571, %t531
  %v573 = sub i64 %size.W, 1
  %v574 = add i64 %v573, 1
  %v575 = mul i64 %v572, %v574
  %v576 = add i64 %v575, %t529
  %v577 = mul i64 %v576, %size.K
  %v578 = add i64 %v577, %t565
  %p579 = getelementptr float, ptr %buf.y, i64 %v578
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v568, ptr align 4 %p579, <16 x i1> %mlast)
  br label %finnext533
finnext533:
  %t580 = add i64 %t529, 1
  %t581 = icmp sge i64 %t580, %t317
  %t582 = select i1 %t581, i64 0, i64 %t580
  %t583 = zext i1 %t581 to i64
  %t584 = add i64 %t531, %t583
  %t587 = icmp slt i64 5, %t10
  br i1 %t587, label %fin585, label %finnext586
fin585:
  %t588 = add i64 %k0, 0
  %p589 = getelementptr float, ptr %buf.b, i64 %t588
  %ld590 = load <16 x float>, ptr %p589, align 4
  %v591 = fadd contract <16 x float> %ld590, %t313
  %v592 = sub i64 %size.H, 1
  %v593 = add i64 %v592, 1
  %v594 = mul i64 %n, %v593
  %v595 = add i64 %v594, %t584
  %v596 = sub i64 %size.W, 1
  %v597 = add i64 %v596, 1
  %v598 = mul i64 %v595, %v597
  %v599 = add i64 %v598, %t582
  %v600 = mul i64 %v599, %size.K
  %v601 = add i64 %v600, %t588
  %p602 = getelementptr float, ptr %buf.y, i64 %v601
  store <16 x float> %v591, ptr %p602, align 4
  %t603 = add i64 %k0, 16
  %p604 = getelementptr float, ptr %buf.b, i64 %t603
  %ld605 = load <16 x float>, ptr %p604, align 4
  %v606 = fadd contract <16 x float> %ld605, %t314
  %v607 = sub i64 %size.H, 1
  %v608 = add i64 %v607, 1
  %v609 = mul i64 %n, %v608
  %v610 = add i64 %v609, %t584
  %v611 = sub i64 %size.W, 1
  %v612 = add i64 %v611, 1
  %v613 = mul i64 %v610, %v612
  %v614 = add i64 %v613, %t582
  %v615 = mul i64 %v614, %size.K
  %v616 = add i64 %v615, %t603
  %p617 = getelementptr float, ptr %buf.y, i64 %v616
  store <16 x float> %v606, ptr %p617, align 4
  %t618 = add i64 %k0, 32
  %p619 = getelementptr float, ptr %buf.b, i64 %t618
  %ld620 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p619, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v621 = fadd contract <16 x float> %ld620, %t315
  %v622 = sub i64 %size.H, 1
  %v623 = add i64 %v622, 1
  %v624 = mul i64 %n, %v623
  %v625 = add i64 %v624, %t584
  %v626 = sub i64 %size.W, 1
  %v627 = add i64 %v626, 1
  %v628 = mul i64 %v625, %v627
  %v629 = add i64 %v628, %t582
  %v630 = mul i64 %v629, %size.K
  %v631 = add i64 %v630, %t618
  %p632 = getelementptr float, ptr %buf.y, i64 %v631
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v621, ptr align 4 %p632, <16 x i1> %mlast)
  br label %finnext586
finnext586:
  br label %tile.next
partial:
  %t635 = icmp slt i64 0, %t10
  br i1 %t635, label %store633, label %next634
store633:
  %t636 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t298, ptr %t636, align 4
  %t637 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t299, ptr %t637, align 4
  %t638 = getelementptr float, ptr %t26, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t300, ptr align 4 %t638, <16 x i1> %mlast)
  br label %next634
next634:
  %t641 = icmp slt i64 1, %t10
  br i1 %t641, label %store639, label %next640
store639:
  %t642 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t301, ptr %t642, align 4
  %t643 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t302, ptr %t643, align 4
  %t644 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t303, ptr align 4 %t644, <16 x i1> %mlast)
  br label %next640
next640:
  %t647 = icmp slt i64 2, %t10
  br i1 %t647, label %store645, label %next646
store645:
  %t648 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t304, ptr %t648, align 4
  %t649 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t305, ptr %t649, align 4
  %t650 = getelementptr float, ptr %t30, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t306, ptr align 4 %t650, <16 x i1> %mlast)
  br label %next646
next646:
  %t653 = icmp slt i64 3, %t10
  br i1 %t653, label %store651, label %next652
store651:
  %t654 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t307, ptr %t654, align 4
  %t655 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t308, ptr %t655, align 4
  %t656 = getelementptr float, ptr %t32, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t309, ptr align 4 %t656, <16 x i1> %mlast)
  br label %next652
next652:
  %t659 = icmp slt i64 4, %t10
  br i1 %t659, label %store657, label %next658
store657:
  %t660 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t310, ptr %t660, align 4
  %t661 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t311, ptr %t661, align 4
  %t662 = getelementptr float, ptr %t34, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t312, ptr align 4 %t662, <16 x i1> %mlast)
  br label %next658
next658:
  %t665 = icmp slt i64 5, %t10
  br i1 %t665, label %store663, label %next664
store663:
  %t666 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t313, ptr %t666, align 4
  %t667 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t314, ptr %t667, align 4
  %t668 = getelementptr float, ptr %t36, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t315, ptr align 4 %t668, <16 x i1> %mlast)
  br label %next664
next664:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t669 = icmp slt i64 %j.next, %ntiles
  br i1 %t669, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K) noinline nounwind {
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
  br i1 %accum, label %resume, label %sums
resume:
  %t37 = icmp eq i64 %t10, 6
  br i1 %t37, label %whole, label %part
whole:
  %t38 = getelementptr float, ptr %t26, i64 0
  %t39 = load <16 x float>, ptr %t38, align 4
  %t40 = getelementptr float, ptr %t26, i64 16
  %t41 = load <16 x float>, ptr %t40, align 4
  %t42 = getelementptr float, ptr %t26, i64 32
  %t43 = load <16 x float>, ptr %t42, align 4
  %t44 = getelementptr float, ptr %t26, i64 48
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t28, i64 0
  %t47 = load <16 x float>, ptr %t46, align 4
  %t48 = getelementptr float, ptr %t28, i64 16
  %t49 = load <16 x float>, ptr %t48, align 4
  %t50 = getelementptr float, ptr %t28, i64 32
  %t51 = load <16 x float>, ptr %t50, align 4
  %t52 = getelementptr float, ptr %t28, i64 48
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t30, i64 0
  %t55 = load <16 x float>, ptr %t54, align 4
  %t56 = getelementptr float, ptr %t30, i64 16
  %t57 = load <16 x float>, ptr %t56, align 4
  %t58 = getelementptr float, ptr %t30, i64 32
  %t59 = load <16 x float>, ptr %t58, align 4
  %t60 = getelementptr float, ptr %t30, i64 48
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t32, i64 0
  %t63 = load <16 x float>, ptr %t62, align 4
  %t64 = getelementptr float, ptr %t32, i64 16
  %t65 = load <16 x float>, ptr %t64, align 4
  %t66 = getelementptr float, ptr %t32, i64 32
  %t67 = load <16 x float>, ptr %t66, align 4
  %t68 = getelementptr float, ptr %t32, i64 48
  %t69 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t68, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t70 = getelementptr float, ptr %t34, i64 0
  %t71 = load <16 x float>, ptr %t70, align 4
  %t72 = getelementptr float, ptr %t34, i64 16
  %t73 = load <16 x float>, ptr %t72, align 4
  %t74 = getelementptr float, ptr %t34, i64 32
  %t75 = load <16 x float>, ptr %t74, align 4
  %t76 = getelementptr float, ptr %t34, i64 48
  %t77 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t76, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t78 = getelementptr float, ptr %t36, i64 0
  %t79 = load <16 x float>, ptr %t78, align 4
  %t80 = getelementptr float, ptr %t36, i64 16
  %t81 = load <16 x float>, ptr %t80, align 4
  %t82 = getelementptr float, ptr %t36, i64 32
  %t83 = load <16 x float>, ptr %t82, align 4
  %t84 = getelementptr float, ptr %t36, i64 48
  %t85 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t84, <16 x i1> %mlast, <16 x float> zeroinitializer)
  br label %sums
part:
  %t86 = icmp slt i64 0, %t10
  %t87 = getelementptr float, ptr %t26, i64 0
  %t88 = select i1 %t86, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t89 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t87, <16 x i1> %t88, <16 x float> zeroinitializer)
  %t90 = getelementptr float, ptr %t26, i64 16
  %t91 = select i1 %t86, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t92 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t90, <16 x i1> %t91, <16 x float> zeroinitializer)
  %t93 = getelementptr float, ptr %t26, i64 32
  %t94 = select i1 %t86, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t95 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t93, <16 x i1> %t94, <16 x float> zeroinitializer)
  %t96 = getelementptr float, ptr %t26, i64 48
  %t97 = select i1 %t86, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t98 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t96, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t99 = icmp slt i64 1, %t10
  %t100 = getelementptr float, ptr %t28, i64 0
  %t101 = select i1 %t99, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t102 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t100, <16 x i1> %t101, <16 x float> zeroinitializer)
  %t103 = getelementptr float, ptr %t28, i64 16
  %t104 = select i1 %t99, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t105 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t103, <16 x i1> %t104, <16 x float> zeroinitializer)
  %t106 = getelementptr float, ptr %t28, i64 32
  %t107 = select i1 %t99, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t108 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t106, <16 x i1> %t107, <16 x float> zeroinitializer)
  %t109 = getelementptr float, ptr %t28, i64 48
  %t110 = select i1 %t99, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t111 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t109, <16 x i1> %t110, <16 x float> zeroinitializer)
  %t112 = icmp slt i64 2, %t10
  %t113 = getelementptr float, ptr %t30, i64 0
  %t114 = select i1 %t112, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t115 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t113, <16 x i1> %t114, <16 x float> zeroinitializer)
  %t116 = getelementptr float, ptr %t30, i64 16
  %t117 = select i1 %t112, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t118 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t116, <16 x i1> %t117, <16 x float> zeroinitializer)
  %t119 = getelementptr float, ptr %t30, i64 32
  %t120 = select i1 %t112, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t121 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t119, <16 x i1> %t120, <16 x float> zeroinitializer)
  %t122 = getelementptr float, ptr %t30, i64 48
  %t123 = select i1 %t112, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t124 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t122, <16 x i1> %t123, <16 x float> zeroinitializer)
  %t125 = icmp slt i64 3, %t10
  %t126 = getelementptr float, ptr %t32, i64 0
  %t127 = select i1 %t125, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t128 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t126, <16 x i1> %t127, <16 x float> zeroinitializer)
  %t129 = getelementptr float, ptr %t32, i64 16
  %t130 = select i1 %t125, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t131 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t129, <16 x i1> %t130, <16 x float> zeroinitializer)
  %t132 = getelementptr float, ptr %t32, i64 32
  %t133 = select i1 %t125, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t132, <16 x i1> %t133, <16 x float> zeroinitializer)
  %t135 = getelementptr float, ptr %t32, i64 48
  %t136 = select i1 %t125, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t137 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t135, <16 x i1> %t136, <16 x float> zeroinitializer)
  %t138 = icmp slt i64 4, %t10
  %t139 = getelementptr float, ptr %t34, i64 0
  %t140 = select i1 %t138, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t141 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t139, <16 x i1> %t140, <16 x float> zeroinitializer)
  %t142 = getelementptr float, ptr %t34, i64 16
  %t143 = select i1 %t138, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t144 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t142, <16 x i1> %t143, <16 x float> zeroinitializer)
  %t145 = getelementptr float, ptr %t34, i64 32
  %t146 = select i1 %t138, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t147 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t145, <16 x i1> %t146, <16 x float> zeroinitializer)
  %t148 = getelementptr float, ptr %t34, i64 48
  %t149 = select i1 %t138, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t148, <16 x i1> %t149, <16 x float> zeroinitializer)
  %t151 = icmp slt i64 5, %t10
  %t152 = getelementptr float, ptr %t36, i64 0
  %t153 = select i1 %t151, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t154 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t152, <16 x i1> %t153, <16 x float> zeroinitializer)
  %t155 = getelementptr float, ptr %t36, i64 16
  %t156 = select i1 %t151, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t157 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t155, <16 x i1> %t156, <16 x float> zeroinitializer)
  %t158 = getelementptr float, ptr %t36, i64 32
  %t159 = select i1 %t151, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t160 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t158, <16 x i1> %t159, <16 x float> zeroinitializer)
  %t161 = getelementptr float, ptr %t36, i64 48
  %t162 = select i1 %t151, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t163 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t161, <16 x i1> %t162, <16 x float> zeroinitializer)
  br label %sums
sums:
  %t164 = phi <16 x float> [zeroinitializer, %tile], [%t39, %whole], [%t89, %part]
  %t165 = phi <16 x float> [zeroinitializer, %tile], [%t41, %whole], [%t92, %part]
  %t166 = phi <16 x float> [zeroinitializer, %tile], [%t43, %whole], [%t95, %part]
  %t167 = phi <16 x float> [zeroinitializer, %tile], [%t45, %whole], [%t98, %part]
  %t168 = phi <16 x float> [zeroinitializer, %tile], [%t47, %whole], [%t102, %part]
  %t169 = phi <16 x float> [zeroinitializer, %tile], [%t49, %whole], [%t105, %part]
  %t170 = phi <16 x float> [zeroinitializer, %tile], [%t51, %whole], [%t108, %part]
  %t171 = phi <16 x float> [zeroinitializer, %tile], [%t53, %whole], [%t111, %part]
  %t172 = phi <16 x float> [zeroinitializer, %tile], [%t55, %whole], [%t115, %part]
  %t173 = phi <16 x float> [zeroinitializer, %tile], [%t57, %whole], [%t118, %part]
  %t174 = phi <16 x float> [zeroinitializer, %tile], [%t59, %whole], [%t121, %part]
  %t175 = phi <16 x float> [zeroinitializer, %tile], [%t61, %whole], [%t124, %part]
  %t176 = phi <16 x float> [zeroinitializer, %tile], [%t63, %whole], [%t128, %part]
  %t177 = phi <16 x float> [zeroinitializer, %tile], [%t65, %whole], [%t131, %part]
  %t178 = phi <16 x float> [zeroinitializer, %tile], [%t67, %whole], [%t134, %part]
  %t179 = phi <16 x float> [zeroinitializer, %tile], [%t69, %whole], [%t137, %part]
  %t180 = phi <16 x float> [zeroinitializer, %tile], [%t71, %whole], [%t141, %part]
  %t181 = phi <16 x float> [zeroinitializer, %tile], [%t73, %whole], [%t144, %part]
  %t182 = phi <16 x float> [zeroinitializer, %tile], [%t75, %whole], [%t147, %part]
  %t183 = phi <16 x float> [zeroinitializer, %tile], [%t77, %whole], [%t150, %part]
  %t184 = phi <16 x float> [zeroinitializer, %tile], [%t79, %whole], [%t154, %part]
  %t185 = phi <16 x float> [zeroinitializer, %tile], [%t81, %whole], [%t157, %part]
  %t186 = phi <16 x float> [zeroinitializer, %tile], [%t83, %whole], [%t160, %part]
  %t187 = phi <16 x float> [zeroinitializer, %tile], [%t85, %whole], [%t163, %part]
  br i1 %t20, label %b.tap, label %p.tap
p.tap:
  %p.tp = phi i64 [0, %sums], [%p.tp.next, %p.tapend]
  %p.bt = phi ptr [%b, %sums], [%p.bnext, %p.tapend]
  %p.tacc0 = phi <16 x float> [%t164, %sums], [%p.out0, %p.tapend]
  %p.tacc1 = phi <16 x float> [%t165, %sums], [%p.out1, %p.tapend]
  %p.tacc2 = phi <16 x float> [%t166, %sums], [%p.out2, %p.tapend]
  %p.tacc3 = phi <16 x float> [%t167, %sums], [%p.out3, %p.tapend]
  %p.tacc4 = phi <16 x float> [%t168, %sums], [%p.out4, %p.tapend]
  %p.tacc5 = phi <16 x float> [%t169, %sums], [%p.out5, %p.tapend]
  %p.tacc6 = phi <16 x float> [%t170, %sums], [%p.out6, %p.tapend]
  %p.tacc7 = phi <16 x float> [%t171, %sums], [%p.out7, %p.tapend]
  %p.tacc8 = phi <16 x float> [%t172, %sums], [%p.out8, %p.tapend]
  %p.tacc9 = phi <16 x float> [%t173, %sums], [%p.out9, %p.tapend]
  %p.tacc10 = phi <16 x float> [%t174, %sums], [%p.out10, %p.tapend]
  %p.tacc11 = phi <16 x float> [%t175, %sums], [%p.out11, %p.tapend]
  %p.tacc12 = phi <16 x float> [%t176, %sums], [%p.out12, %p.tapend]
  %p.tacc13 = phi <16 x float> [%t177, %sums], [%p.out13, %p.tapend]
  %p.tacc14 = phi <16 x float> [%t178, %sums], [%p.out14, %p.tapend]
  %p.tacc15 = phi <16 x float> [%t179, %sums], [%p.out15, %p.tapend]
  %p.tacc16 = phi <16 x float> [%t180, %sums], [%p.out16, %p.tapend]
  %p.tacc17 = phi <16 x float> [%t181, %sums], [%p.out17, %p.tapend]
  %p.tacc18 = phi <16 x float> [%t182, %sums], [%p.out18, %p.tapend]
  %p.tacc19 = phi <16 x float> [%t183, %sums], [%p.out19, %p.tapend]
  %p.tacc20 = phi <16 x float> [%t184, %sums], [%p.out20, %p.tapend]
  %p.tacc21 = phi <16 x float> [%t185, %sums], [%p.out21, %p.tapend]
  %p.tacc22 = phi <16 x float> [%t186, %sums], [%p.out22, %p.tapend]
  %p.tacc23 = phi <16 x float> [%t187, %sums], [%p.out23, %p.tapend]
  %t188 = mul i64 %p.tp, 6
  %t189 = add i64 %t188, 0
  %t190 = getelementptr ptr, ptr %t5, i64 %t189
  %t191 = load ptr, ptr %t190, align 8
  %t192 = getelementptr float, ptr %t191, i64 %c0
  %t193 = add i64 %t188, 1
  %t194 = getelementptr ptr, ptr %t5, i64 %t193
  %t195 = load ptr, ptr %t194, align 8
  %t196 = getelementptr float, ptr %t195, i64 %c0
  %t197 = add i64 %t188, 2
  %t198 = getelementptr ptr, ptr %t5, i64 %t197
  %t199 = load ptr, ptr %t198, align 8
  %t200 = getelementptr float, ptr %t199, i64 %c0
  %t201 = add i64 %t188, 3
  %t202 = getelementptr ptr, ptr %t5, i64 %t201
  %t203 = load ptr, ptr %t202, align 8
  %t204 = getelementptr float, ptr %t203, i64 %c0
  %t205 = add i64 %t188, 4
  %t206 = getelementptr ptr, ptr %t5, i64 %t205
  %t207 = load ptr, ptr %t206, align 8
  %t208 = getelementptr float, ptr %t207, i64 %c0
  %t209 = add i64 %t188, 5
  %t210 = getelementptr ptr, ptr %t5, i64 %t209
  %t211 = load ptr, ptr %t210, align 8
  %t212 = getelementptr float, ptr %t211, i64 %c0
  %t213 = icmp sgt i64 %t23, 0
  br i1 %t213, label %p.loop, label %p.tapend
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
  %t214 = getelementptr float, ptr %p.bp, i64 0
  %t215 = load <16 x float>, ptr %t214, align 4
  %t216 = getelementptr float, ptr %p.bp, i64 16
  %t217 = load <16 x float>, ptr %t216, align 4
  %t218 = getelementptr float, ptr %p.bp, i64 32
  %t219 = load <16 x float>, ptr %t218, align 4
  %t220 = getelementptr float, ptr %p.bp, i64 48
  %t221 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t220, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t222 = getelementptr float, ptr %t192, i64 %p.j
  %t223 = load float, ptr %t222, align 4
  %t224 = insertelement <16 x float> poison, float %t223, i64 0
  %t225 = shufflevector <16 x float> %t224, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t215, <16 x float> %p.acc0)
  %p.new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t217, <16 x float> %p.acc1)
  %p.new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t219, <16 x float> %p.acc2)
  %p.new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t225, <16 x float> %t221, <16 x float> %p.acc3)
  %t226 = getelementptr float, ptr %t196, i64 %p.j
  %t227 = load float, ptr %t226, align 4
  %t228 = insertelement <16 x float> poison, float %t227, i64 0
  %t229 = shufflevector <16 x float> %t228, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t215, <16 x float> %p.acc4)
  %p.new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t217, <16 x float> %p.acc5)
  %p.new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t219, <16 x float> %p.acc6)
  %p.new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t221, <16 x float> %p.acc7)
  %t230 = getelementptr float, ptr %t200, i64 %p.j
  %t231 = load float, ptr %t230, align 4
  %t232 = insertelement <16 x float> poison, float %t231, i64 0
  %t233 = shufflevector <16 x float> %t232, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t233, <16 x float> %t215, <16 x float> %p.acc8)
  %p.new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t233, <16 x float> %t217, <16 x float> %p.acc9)
  %p.new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t233, <16 x float> %t219, <16 x float> %p.acc10)
  %p.new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t233, <16 x float> %t221, <16 x float> %p.acc11)
  %t234 = getelementptr float, ptr %t204, i64 %p.j
  %t235 = load float, ptr %t234, align 4
  %t236 = insertelement <16 x float> poison, float %t235, i64 0
  %t237 = shufflevector <16 x float> %t236, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t237, <16 x float> %t215, <16 x float> %p.acc12)
  %p.new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t237, <16 x float> %t217, <16 x float> %p.acc13)
  %p.new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t237, <16 x float> %t219, <16 x float> %p.acc14)
  %p.new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t237, <16 x float> %t221, <16 x float> %p.acc15)
  %t238 = getelementptr float, ptr %t208, i64 %p.j
  %t239 = load float, ptr %t238, align 4
  %t240 = insertelement <16 x float> poison, float %t239, i64 0
  %t241 = shufflevector <16 x float> %t240, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t215, <16 x float> %p.acc16)
  %p.new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t217, <16 x float> %p.acc17)
  %p.new18 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t219, <16 x float> %p.acc18)
  %p.new19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t221, <16 x float> %p.acc19)
  %t242 = getelementptr float, ptr %t212, i64 %p.j
  %t243 = load float, ptr %t242, align 4
  %t244 = insertelement <16 x float> poison, float %t243, i64 0
  %t245 = shufflevector <16 x float> %t244, <16 x float> poison, <16 x i32> zeroinitializer
  %p.new20 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t245, <16 x float> %t215, <16 x float> %p.acc20)
  %p.new21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t245, <16 x float> %t217, <16 x float> %p.acc21)
  %p.new22 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t245, <16 x float> %t219, <16 x float> %p.acc22)
  %p.new23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t245, <16 x float> %t221, <16 x float> %p.acc23)
  %p.bp1 = getelementptr float, ptr %p.bp, i64 %sbk
  %p.j.next = add nsw i64 %p.j, 1
  %t246 = icmp slt i64 %p.j.next, %t23
  br i1 %t246, label %p.loop, label %p.tapend, !llvm.loop !0
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
  %t247 = icmp slt i64 %p.tp.next, %t22
  br i1 %t247, label %p.tap, label %done
b.tap:
  %b.tp = phi i64 [0, %sums], [%b.tp.next, %b.tapend]
  %b.bt = phi ptr [%b, %sums], [%b.bnext, %b.tapend]
  %b.tacc0 = phi <16 x float> [%t164, %sums], [%b.out0, %b.tapend]
  %b.tacc1 = phi <16 x float> [%t165, %sums], [%b.out1, %b.tapend]
  %b.tacc2 = phi <16 x float> [%t166, %sums], [%b.out2, %b.tapend]
  %b.tacc3 = phi <16 x float> [%t167, %sums], [%b.out3, %b.tapend]
  %b.tacc4 = phi <16 x float> [%t168, %sums], [%b.out4, %b.tapend]
  %b.tacc5 = phi <16 x float> [%t169, %sums], [%b.out5, %b.tapend]
  %b.tacc6 = phi <16 x float> [%t170, %sums], [%b.out6, %b.tapend]
  %b.tacc7 = phi <16 x float> [%t171, %sums], [%b.out7, %b.tapend]
  %b.tacc8 = phi <16 x float> [%t172, %sums], [%b.out8, %b.tapend]
  %b.tacc9 = phi <16 x float> [%t173, %sums], [%b.out9, %b.tapend]
  %b.tacc10 = phi <16 x float> [%t174, %sums], [%b.out10, %b.tapend]
  %b.tacc11 = phi <16 x float> [%t175, %sums], [%b.out11, %b.tapend]
  %b.tacc12 = phi <16 x float> [%t176, %sums], [%b.out12, %b.tapend]
  %b.tacc13 = phi <16 x float> [%t177, %sums], [%b.out13, %b.tapend]
  %b.tacc14 = phi <16 x float> [%t178, %sums], [%b.out14, %b.tapend]
  %b.tacc15 = phi <16 x float> [%t179, %sums], [%b.out15, %b.tapend]
  %b.tacc16 = phi <16 x float> [%t180, %sums], [%b.out16, %b.tapend]
  %b.tacc17 = phi <16 x float> [%t181, %sums], [%b.out17, %b.tapend]
  %b.tacc18 = phi <16 x float> [%t182, %sums], [%b.out18, %b.tapend]
  %b.tacc19 = phi <16 x float> [%t183, %sums], [%b.out19, %b.tapend]
  %b.tacc20 = phi <16 x float> [%t184, %sums], [%b.out20, %b.tapend]
  %b.tacc21 = phi <16 x float> [%t185, %sums], [%b.out21, %b.tapend]
  %b.tacc22 = phi <16 x float> [%t186, %sums], [%b.out22, %b.tapend]
  %b.tacc23 = phi <16 x float> [%t187, %sums], [%b.out23, %b.tapend]
  %t248 = mul i64 %b.tp, 6
  %t249 = add i64 %t248, 0
  %t250 = getelementptr ptr, ptr %t5, i64 %t249
  %t251 = load ptr, ptr %t250, align 8
  %t252 = icmp ne ptr %t251, %zero
  %t253 = select i1 %t252, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t254 = getelementptr float, ptr %t251, i64 %c0
  %t255 = add i64 %t248, 1
  %t256 = getelementptr ptr, ptr %t5, i64 %t255
  %t257 = load ptr, ptr %t256, align 8
  %t258 = icmp ne ptr %t257, %zero
  %t259 = select i1 %t258, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t260 = getelementptr float, ptr %t257, i64 %c0
  %t261 = add i64 %t248, 2
  %t262 = getelementptr ptr, ptr %t5, i64 %t261
  %t263 = load ptr, ptr %t262, align 8
  %t264 = icmp ne ptr %t263, %zero
  %t265 = select i1 %t264, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t266 = getelementptr float, ptr %t263, i64 %c0
  %t267 = add i64 %t248, 3
  %t268 = getelementptr ptr, ptr %t5, i64 %t267
  %t269 = load ptr, ptr %t268, align 8
  %t270 = icmp ne ptr %t269, %zero
  %t271 = select i1 %t270, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t272 = getelementptr float, ptr %t269, i64 %c0
  %t273 = add i64 %t248, 4
  %t274 = getelementptr ptr, ptr %t5, i64 %t273
  %t275 = load ptr, ptr %t274, align 8
  %t276 = icmp ne ptr %t275, %zero
  %t277 = select i1 %t276, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t278 = getelementptr float, ptr %t275, i64 %c0
  %t279 = add i64 %t248, 5
  %t280 = getelementptr ptr, ptr %t5, i64 %t279
  %t281 = load ptr, ptr %t280, align 8
  %t282 = icmp ne ptr %t281, %zero
  %t283 = select i1 %t282, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t284 = getelementptr float, ptr %t281, i64 %c0
  %t285 = icmp sgt i64 %t23, 0
  br i1 %t285, label %b.loop, label %b.tapend
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
  %t286 = getelementptr float, ptr %b.bp, i64 0
  %t287 = load <16 x float>, ptr %t286, align 4
  %t288 = getelementptr float, ptr %b.bp, i64 16
  %t289 = load <16 x float>, ptr %t288, align 4
  %t290 = getelementptr float, ptr %b.bp, i64 32
  %t291 = load <16 x float>, ptr %t290, align 4
  %t292 = getelementptr float, ptr %b.bp, i64 48
  %t293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t292, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t294 = getelementptr float, ptr %t254, i64 %b.j
  %t295 = load float, ptr %t294, align 4
  %t296 = insertelement <16 x float> poison, float %t295, i64 0
  %t297 = shufflevector <16 x float> %t296, <16 x float> poison, <16 x i32> zeroinitializer
  %t298 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t297, <16 x float> %t287, <16 x float> %b.acc0)
  %b.new0 = select <16 x i1> %t253, <16 x float> %t298, <16 x float> %b.acc0
  %t299 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t297, <16 x float> %t289, <16 x float> %b.acc1)
  %b.new1 = select <16 x i1> %t253, <16 x float> %t299, <16 x float> %b.acc1
  %t300 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t297, <16 x float> %t291, <16 x float> %b.acc2)
  %b.new2 = select <16 x i1> %t253, <16 x float> %t300, <16 x float> %b.acc2
  %t301 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t297, <16 x float> %t293, <16 x float> %b.acc3)
  %b.new3 = select <16 x i1> %t253, <16 x float> %t301, <16 x float> %b.acc3
  %t302 = getelementptr float, ptr %t260, i64 %b.j
  %t303 = load float, ptr %t302, align 4
  %t304 = insertelement <16 x float> poison, float %t303, i64 0
  %t305 = shufflevector <16 x float> %t304, <16 x float> poison, <16 x i32> zeroinitializer
  %t306 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t305, <16 x float> %t287, <16 x float> %b.acc4)
  %b.new4 = select <16 x i1> %t259, <16 x float> %t306, <16 x float> %b.acc4
  %t307 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t305, <16 x float> %t289, <16 x float> %b.acc5)
  %b.new5 = select <16 x i1> %t259, <16 x float> %t307, <16 x float> %b.acc5
  %t308 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t305, <16 x float> %t291, <16 x float> %b.acc6)
  %b.new6 = select <16 x i1> %t259, <16 x float> %t308, <16 x float> %b.acc6
  %t309 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t305, <16 x float> %t293, <16 x float> %b.acc7)
  %b.new7 = select <16 x i1> %t259, <16 x float> %t309, <16 x float> %b.acc7
  %t310 = getelementptr float, ptr %t266, i64 %b.j
  %t311 = load float, ptr %t310, align 4
  %t312 = insertelement <16 x float> poison, float %t311, i64 0
  %t313 = shufflevector <16 x float> %t312, <16 x float> poison, <16 x i32> zeroinitializer
  %t314 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t313, <16 x float> %t287, <16 x float> %b.acc8)
  %b.new8 = select <16 x i1> %t265, <16 x float> %t314, <16 x float> %b.acc8
  %t315 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t313, <16 x float> %t289, <16 x float> %b.acc9)
  %b.new9 = select <16 x i1> %t265, <16 x float> %t315, <16 x float> %b.acc9
  %t316 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t313, <16 x float> %t291, <16 x float> %b.acc10)
  %b.new10 = select <16 x i1> %t265, <16 x float> %t316, <16 x float> %b.acc10
  %t317 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t313, <16 x float> %t293, <16 x float> %b.acc11)
  %b.new11 = select <16 x i1> %t265, <16 x float> %t317, <16 x float> %b.acc11
  %t318 = getelementptr float, ptr %t272, i64 %b.j
  %t319 = load float, ptr %t318, align 4
  %t320 = insertelement <16 x float> poison, float %t319, i64 0
  %t321 = shufflevector <16 x float> %t320, <16 x float> poison, <16 x i32> zeroinitializer
  %t322 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t321, <16 x float> %t287, <16 x float> %b.acc12)
  %b.new12 = select <16 x i1> %t271, <16 x float> %t322, <16 x float> %b.acc12
  %t323 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t321, <16 x float> %t289, <16 x float> %b.acc13)
  %b.new13 = select <16 x i1> %t271, <16 x float> %t323, <16 x float> %b.acc13
  %t324 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t321, <16 x float> %t291, <16 x float> %b.acc14)
  %b.new14 = select <16 x i1> %t271, <16 x float> %t324, <16 x float> %b.acc14
  %t325 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t321, <16 x float> %t293, <16 x float> %b.acc15)
  %b.new15 = select <16 x i1> %t271, <16 x float> %t325, <16 x float> %b.acc15
  %t326 = getelementptr float, ptr %t278, i64 %b.j
  %t327 = load float, ptr %t326, align 4
  %t328 = insertelement <16 x float> poison, float %t327, i64 0
  %t329 = shufflevector <16 x float> %t328, <16 x float> poison, <16 x i32> zeroinitializer
  %t330 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t329, <16 x float> %t287, <16 x float> %b.acc16)
  %b.new16 = select <16 x i1> %t277, <16 x float> %t330, <16 x float> %b.acc16
  %t331 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t329, <16 x float> %t289, <16 x float> %b.acc17)
  %b.new17 = select <16 x i1> %t277, <16 x float> %t331, <16 x float> %b.acc17
  %t332 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t329, <16 x float> %t291, <16 x float> %b.acc18)
  %b.new18 = select <16 x i1> %t277, <16 x float> %t332, <16 x float> %b.acc18
  %t333 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t329, <16 x float> %t293, <16 x float> %b.acc19)
  %b.new19 = select <16 x i1> %t277, <16 x float> %t333, <16 x float> %b.acc19
  %t334 = getelementptr float, ptr %t284, i64 %b.j
  %t335 = load float, ptr %t334, align 4
  %t336 = insertelement <16 x float> poison, float %t335, i64 0
  %t337 = shufflevector <16 x float> %t336, <16 x float> poison, <16 x i32> zeroinitializer
  %t338 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t337, <16 x float> %t287, <16 x float> %b.acc20)
  %b.new20 = select <16 x i1> %t283, <16 x float> %t338, <16 x float> %b.acc20
  %t339 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t337, <16 x float> %t289, <16 x float> %b.acc21)
  %b.new21 = select <16 x i1> %t283, <16 x float> %t339, <16 x float> %b.acc21
  %t340 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t337, <16 x float> %t291, <16 x float> %b.acc22)
  %b.new22 = select <16 x i1> %t283, <16 x float> %t340, <16 x float> %b.acc22
  %t341 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t337, <16 x float> %t293, <16 x float> %b.acc23)
  %b.new23 = select <16 x i1> %t283, <16 x float> %t341, <16 x float> %b.acc23
  %b.bp1 = getelementptr float, ptr %b.bp, i64 %sbk
  %b.j.next = add nsw i64 %b.j, 1
  %t342 = icmp slt i64 %b.j.next, %t23
  br i1 %t342, label %b.loop, label %b.tapend, !llvm.loop !0
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
  %t343 = icmp slt i64 %b.tp.next, %t22
  br i1 %t343, label %b.tap, label %done
done:
  %t344 = phi <16 x float> [%p.out0, %p.tapend], [%b.out0, %b.tapend]
  %t345 = phi <16 x float> [%p.out1, %p.tapend], [%b.out1, %b.tapend]
  %t346 = phi <16 x float> [%p.out2, %p.tapend], [%b.out2, %b.tapend]
  %t347 = phi <16 x float> [%p.out3, %p.tapend], [%b.out3, %b.tapend]
  %t348 = phi <16 x float> [%p.out4, %p.tapend], [%b.out4, %b.tapend]
  %t349 = phi <16 x float> [%p.out5, %p.tapend], [%b.out5, %b.tapend]
  %t350 = phi <16 x float> [%p.out6, %p.tapend], [%b.out6, %b.tapend]
  %t351 = phi <16 x float> [%p.out7, %p.tapend], [%b.out7, %b.tapend]
  %t352 = phi <16 x float> [%p.out8, %p.tapend], [%b.out8, %b.tapend]
  %t353 = phi <16 x float> [%p.out9, %p.tapend], [%b.out9, %b.tapend]
  %t354 = phi <16 x float> [%p.out10, %p.tapend], [%b.out10, %b.tapend]
  %t355 = phi <16 x float> [%p.out11, %p.tapend], [%b.out11, %b.tapend]
  %t356 = phi <16 x float> [%p.out12, %p.tapend], [%b.out12, %b.tapend]
  %t357 = phi <16 x float> [%p.out13, %p.tapend], [%b.out13, %b.tapend]
  %t358 = phi <16 x float> [%p.out14, %p.tapend], [%b.out14, %b.tapend]
  %t359 = phi <16 x float> [%p.out15, %p.tapend], [%b.out15, %b.tapend]
  %t360 = phi <16 x float> [%p.out16, %p.tapend], [%b.out16, %b.tapend]
  %t361 = phi <16 x float> [%p.out17, %p.tapend], [%b.out17, %b.tapend]
  %t362 = phi <16 x float> [%p.out18, %p.tapend], [%b.out18, %b.tapend]
  %t363 = phi <16 x float> [%p.out19, %p.tapend], [%b.out19, %b.tapend]
  %t364 = phi <16 x float> [%p.out20, %p.tapend], [%b.out20, %b.tapend]
  %t365 = phi <16 x float> [%p.out21, %p.tapend], [%b.out21, %b.tapend]
  %t366 = phi <16 x float> [%p.out22, %p.tapend], [%b.out22, %b.tapend]
  %t367 = phi <16 x float> [%p.out23, %p.tapend], [%b.out23, %b.tapend]
  br i1 %last, label %finish, label %partial
finish:
  %t368 = sub i64 %size.W, 1
  %t369 = add i64 %t368, 1
  %t370 = sdiv i64 %m0, %t369
  %t371 = srem i64 %m0, %t369
  %t374 = icmp slt i64 0, %t10
  br i1 %t374, label %fin372, label %finnext373
fin372:
  %t375 = add i64 %k0, 0
  %p376 = getelementptr float, ptr %buf.b, i64 %t375
  %ld377 = load <16 x float>, ptr %p376, align 4
  %v378 = fadd contract <16 x float> %ld377, %t344
  %v379 = sub i64 %size.H, 1
  %v380 = add i64 %v379, 1
  %v381 = mul i64 %n, %v380
  %v382 = add i64 %v381, %t370
  %v383 = sub i64 %size.W, 1
  %v384 = add i64 %v383, 1
  %v385 = mul i64 %v382, %v384
  %v386 = add i64 %v385, %t371
  %v387 = mul i64 %v386, %size.K
  %v388 = add i64 %v387, %t375
  %p389 = getelementptr float, ptr %buf.y, i64 %v388
  store <16 x float> %v378, ptr %p389, align 4
  %t390 = add i64 %k0, 16
  %p391 = getelementptr float, ptr %buf.b, i64 %t390
  %ld392 = load <16 x float>, ptr %p391, align 4
  %v393 = fadd contract <16 x float> %ld392, %t345
  %v394 = sub i64 %size.H, 1
  %v395 = add i64 %v394, 1
  %v396 = mul i64 %n, %v395
  %v397 = add i64 %v396, %t370
  %v398 = sub i64 %size.W, 1
  %v399 = add i64 %v398, 1
  %v400 = mul i64 %v397, %v399
  %v401 = add i64 %v400, %t371
  %v402 = mul i64 %v401, %size.K
  %v403 = add i64 %v402, %t390
  %p404 = getelementptr float, ptr %buf.y, i64 %v403
  store <16 x float> %v393, ptr %p404, align 4
  %t405 = add i64 %k0, 32
  %p406 = getelementptr float, ptr %buf.b, i64 %t405
  %ld407 = load <16 x float>, ptr %p406, align 4
  %v408 = fadd contract <16 x float> %ld407, %t346
  %v409 = sub i64 %size.H, 1
  %v410 = add i64 %v409, 1
  %v411 = mul i64 %n, %v410
  %v412 = add i64 %v411, %t370
  %v413 = sub i64 %size.W, 1
  %v414 = add i64 %v413, 1
  %v415 = mul i64 %v412, %v414
  %v416 = add i64 %v415, %t371
  %v417 = mul i64 %v416, %size.K
  %v418 = add i64 %v417, %t405
  %p419 = getelementptr float, ptr %buf.y, i64 %v418
  store <16 x float> %v408, ptr %p419, align 4
  %t420 = add i64 %k0, 48
  %p421 = getelementptr float, ptr %buf.b, i64 %t420
  %ld422 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p421, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v423 = fadd contract <16 x float> %ld422, %t347
  %v424 = sub i64 %size.H, 1
  %v425 = add i64 %v424, 1
  %v426 = mul i64 %n, %v425
  %v427 = add i64 %v426, %t370
  %v428 = sub i64 %size.W, 1
  %v429 = add i64 %v428, 1
  %v430 = mul i64 %v427, %v429
  %v431 = add i64 %v430, %t371
  %v432 = mul i64 %v431, %size.K
  %v433 = add i64 %v432, %t420
  %p434 = getelementptr float, ptr %buf.y, i64 %v433
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v423, ptr align 4 %p434, <16 x i1> %mlast)
  br label %finnext373
finnext373:
  %t435 = add i64 %t371, 1
  %t436 = icmp sge i64 %t435, %t369
  %t437 = select i1 %t436, i64 0, i64 %t435
  %t438 = zext i1 %t436 to i64
  %t439 = add i64 %t370, %t438
  %t442 = icmp slt i64 1, %t10
  br i1 %t442, label %fin440, label %finnext441
fin440:
  %t443 = add i64 %k0, 0
  %p444 = getelementptr float, ptr %buf.b, i64 %t443
  %ld445 = load <16 x float>, ptr %p444, align 4
  %v446 = fadd contract <16 x float> %ld445, %t348
  %v447 = sub i64 %size.H, 1
  %v448 = add i64 %v447, 1
  %v449 = mul i64 %n, %v448
  %v450 = add i64 %v449, %t439
  %v451 = sub i64 %size.W, 1
  %v452 = add i64 %v451, 1
  %v453 = mul i64 %v450, %v452
  %v454 = add i64 %v453, %t437
  %v455 = mul i64 %v454, %size.K
  %v456 = add i64 %v455, %t443
  %p457 = getelementptr float, ptr %buf.y, i64 %v456
  store <16 x float> %v446, ptr %p457, align 4
  %t458 = add i64 %k0, 16
  %p459 = getelementptr float, ptr %buf.b, i64 %t458
  %ld460 = load <16 x float>, ptr %p459, align 4
  %v461 = fadd contract <16 x float> %ld460, %t349
  %v462 = sub i64 %size.H, 1
  %v463 = add i64 %v462, 1
  %v464 = mul i64 %n, %v463
  %v465 = add i64 %v464, %t439
  %v466 = sub i64 %size.W, 1
  %v467 = add i64 %v466, 1
  %v468 = mul i64 %v465, %v467
  %v469 = add i64 %v468, %t437
  %v470 = mul i64 %v469, %size.K
  %v471 = add i64 %v470, %t458
  %p472 = getelementptr float, ptr %buf.y, i64 %v471
  store <16 x float> %v461, ptr %p472, align 4
  %t473 = add i64 %k0, 32
  %p474 = getelementptr float, ptr %buf.b, i64 %t473
  %ld475 = load <16 x float>, ptr %p474, align 4
  %v476 = fadd contract <16 x float> %ld475, %t350
  %v477 = sub i64 %size.H, 1
  %v478 = add i64 %v477, 1
  %v479 = mul i64 %n, %v478
  %v480 = add i64 %v479, %t439
  %v481 = sub i64 %size.W, 1
  %v482 = add i64 %v481, 1
  %v483 = mul i64 %v480, %v482
  %v484 = add i64 %v483, %t437
  %v485 = mul i64 %v484, %size.K
  %v486 = add i64 %v485, %t473
  %p487 = getelementptr float, ptr %buf.y, i64 %v486
  store <16 x float> %v476, ptr %p487, align 4
  %t488 = add i64 %k0, 48
  %p489 = getelementptr float, ptr %buf.b, i64 %t488
  %ld490 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p489, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v491 = fadd contract <16 x float> %ld490, %t351
  %v492 = sub i64 %size.H, 1
  %v493 = add i64 %v492, 1
  %v494 = mul i64 %n, %v493
  %v495 = add i64 %v494, %t439
  %v496 = sub i64 %size.W, 1
  %v497 = add i64 %v496, 1
  %v498 = mul i64 %v495, %v497
  %v499 = add i64 %v498, %t437
  %v500 = mul i64 %v499, %size.K
  %v501 = add i64 %v500, %t488
  %p502 = getelementptr float, ptr %buf.y, i64 %v501
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v491, ptr align 4 %p502, <16 x i1> %mlast)
  br label %finnext441
finnext441:
  %t503 = add i64 %t437, 1
  %t504 = icmp sge i64 %t503, %t369
  %t505 = select i1 %t504, i64 0, i64 %t503
  %t506 = zext i1 %t504 to i64
  %t507 = add i64 %t439, %t506
  %t510 = icmp slt i64 2, %t10
  br i1 %t510, label %fin508, label %finnext509
fin508:
  %t511 = add i64 %k0, 0
  %p512 = getelementptr float, ptr %buf.b, i64 %t511
  %ld513 = load <16 x float>, ptr %p512, align 4
  %v514 = fadd contract <16 x float> %ld513, %t352
  %v515 = sub i64 %size.H, 1
  %v516 = add i64 %v515, 1
  %v517 = mul i64 %n, %v516
  %v518 = add i64 %v517, %t507
  %v519 = sub i64 %size.W, 1
  %v520 = add i64 %v519, 1
  %v521 = mul i64 %v518, %v520
  %v522 = add i64 %v521, %t505
  %v523 = mul i64 %v522, %size.K
  %v524 = add i64 %v523, %t511
  %p525 = getelementptr float, ptr %buf.y, i64 %v524
  store <16 x float> %v514, ptr %p525, align 4
  %t526 = add i64 %k0, 16
  %p527 = getelementptr float, ptr %buf.b, i64 %t526
  %ld528 = load <16 x float>, ptr %p527, align 4
  %v529 = fadd contract <16 x float> %ld528, %t353
  %v530 = sub i64 %size.H, 1
  %v531 = add i64 %v530, 1
  %v532 = mul i64 %n, %v531
  %v533 = add i64 %v532, %t507
  %v534 = sub i64 %size.W, 1
  %v535 = add i64 %v534, 1
  %v536 = mul i64 %v533, %v535
  %v537 = add i64 %v536, %t505
  %v538 = mul i64 %v537, %size.K
  %v539 = add i64 %v538, %t526
  %p540 = getelementptr float, ptr %buf.y, i64 %v539
  store <16 x float> %v529, ptr %p540, align 4
  %t541 = add i64 %k0, 32
  %p542 = getelementptr float, ptr %buf.b, i64 %t541
  %ld543 = load <16 x float>, ptr %p542, align 4
  %v544 = fadd contract <16 x float> %ld543, %t354
  %v545 = sub i64 %size.H, 1
  %v546 = add i64 %v545, 1
  %v547 = mul i64 %n, %v546
  %v548 = add i64 %v547, %t507
  %v549 = sub i64 %size.W, 1
  %v550 = add i64 %v549, 1
  %v551 = mul i64 %v548, %v550
  %v552 = add i64 %v551, %t505
  %v553 = mul i64 %v552, %size.K
  %v554 = add i64 %v553, %t541
  %p555 = getelementptr float, ptr %buf.y, i64 %v554
  store <16 x float> %v544, ptr %p555, align 4
  %t556 = add i64 %k0, 48
  %p557 = getelementptr float, ptr %buf.b, i64 %t556
  %ld558 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p557, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v559 = fadd contract <16 x float> %ld558, %t355
  %v560 = sub i64 %size.H, 1
  %v561 = add i64 %v560, 1
  %v562 = mul i64 %n, %v561
  %v563 = add i64 %v562, %t507
  %v564 = sub i64 %size.W, 1
  %v565 = add i64 %v564, 1
  %v566 = mul i64 %v563, %v565
  %v567 = add i64 %v566, %t505
  %v568 = mul i64 %v567, %size.K
  %v569 = add i64 %v568, %t556
  %p570 = getelementptr float, ptr %buf.y, i64 %v569
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v559, ptr align 4 %p570, <16 x i1> %mlast)
  br label %finnext509
finnext509:
  %t571 = add i64 %t505, 1
  %t572 = icmp sge i64 %t571, %t369
  %t573 = select i1 %t572, i64 0, i64 %t571
  %t574 = zext i1 %t572 to i64
  %t575 = add i64 %t507, %t574
  %t578 = icmp slt i64 3, %t10
  br i1 %t578, label %fin576, label %finnext577
fin576:
  %t579 = add i64 %k0, 0
  %p580 = getelementptr float, ptr %buf.b, i64 %t579
  %ld581 = load <16 x float>, ptr %p580, align 4
  %v582 = fadd contract <16 x float> %ld581, %t356
  %v583 = sub i64 %size.H, 1
  %v584 = add i64 %v583, 1
  %v585 = mul i64 %n, %v584
  %v586 = add i64 %v585, %t575
  %v587 = sub i64 %size.W, 1
  %v588 = add i64 %v587, 1
  %v589 = mul i64 %v586, %v588
  %v590 = add i64 %v589, %t573
  %v591 = mul i64 %v590, %size.K
  %v592 = add i64 %v591, %t579
  %p593 = getelementptr float, ptr %buf.y, i64 %v592
  store <16 x float> %v582, ptr %p593, align 4
  %t594 = add i64 %k0, 16
  %p595 = getelementptr float, ptr %buf.b, i64 %t594
  %ld596 = load <16 x float>, ptr %p595, align 4
  %v597 = fadd contract <16 x float> %ld596, %t357
  %v598 = sub i64 %size.H, 1
  %v599 = add i64 %v598, 1
  %v600 = mul i64 %n, %v599
  %v601 = add i64 %v600, %t575
  %v602 = sub i64 %size.W, 1
  %v603 = add i64 %v602, 1
  %v604 = mul i64 %v601, %v603
  %v605 = add i64 %v604, %t573
  %v606 = mul i64 %v605, %size.K
  %v607 = add i64 %v606, %t594
  %p608 = getelementptr float, ptr %buf.y, i64 %v607
  store <16 x float> %v597, ptr %p608, align 4
  %t609 = add i64 %k0, 32
  %p610 = getelementptr float, ptr %buf.b, i64 %t609
  %ld611 = load <16 x float>, ptr %p610, align 4
  %v612 = fadd contract <16 x float> %ld611, %t358
  %v613 = sub i64 %size.H, 1
  %v614 = add i64 %v613, 1
  %v615 = mul i64 %n, %v614
  %v616 = add i64 %v615, %t575
  %v617 = sub i64 %size.W, 1
  %v618 = add i64 %v617, 1
  %v619 = mul i64 %v616, %v618
  %v620 = add i64 %v619, %t573
  %v621 = mul i64 %v620, %size.K
  %v622 = add i64 %v621, %t609
  %p623 = getelementptr float, ptr %buf.y, i64 %v622
  store <16 x float> %v612, ptr %p623, align 4
  %t624 = add i64 %k0, 48
  %p625 = getelementptr float, ptr %buf.b, i64 %t624
  %ld626 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p625, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v627 = fadd contract <16 x float> %ld626, %t359
  %v628 = sub i64 %size.H, 1
  %v629 = add i64 %v628, 1
  %v630 = mul i64 %n, %v629
  %v631 = add i64 %v630, %t575
  %v632 = sub i64 %size.W, 1
  %v633 = add i64 %v632, 1
  %v634 = mul i64 %v631, %v633
  %v635 = add i64 %v634, %t573
  %v636 = mul i64 %v635, %size.K
  %v637 = add i64 %v636, %t624
  %p638 = getelementptr float, ptr %buf.y, i64 %v637
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v627, ptr align 4 %p638, <16 x i1> %mlast)
  br label %finnext577
finnext577:
  %t639 = add i64 %t573, 1
  %t640 = icmp sge i64 %t639, %t369
  %t641 = select i1 %t640, i64 0, i64 %t639
  %t642 = zext i1 %t640 to i64
  %t643 = add i64 %t575, %t642
  %t646 = icmp slt i64 4, %t10
  br i1 %t646, label %fin644, label %finnext645
fin644:
  %t647 = add i64 %k0, 0
  %p648 = getelementptr float, ptr %buf.b, i64 %t647
  %ld649 = load <16 x float>, ptr %p648, align 4
  %v650 = fadd contract <16 x float> %ld649, %t360
  %v651 = sub i64 %size.H, 1
  %v652 = add i64 %v651, 1
  %v653 = mul i64 %n, %v652
  %v654 = add i64 %v653, %t643
  %v655 = sub i64 %size.W, 1
  %v656 = add i64 %v655, 1
  %v657 = mul i64 %v654, %v656
  %v658 = add i64 %v657, %t641
  %v659 = mul i64 %v658, %size.K
  %v660 = add i64 %v659, %t647
  %p661 = getelementptr float, ptr %buf.y, i64 %v660
  store <16 x float> %v650, ptr %p661, align 4
  %t662 = add i64 %k0, 16
  %p663 = getelementptr float, ptr %buf.b, i64 %t662
  %ld664 = load <16 x float>, ptr %p663, align 4
  %v665 = fadd contract <16 x float> %ld664, %t361
  %v666 = sub i64 %size.H, 1
  %v667 = add i64 %v666, 1
  %v668 = mul i64 %n, %v667
  %v669 = add i64 %v668, %t643
  %v670 = sub i64 %size.W, 1
  %v671 = add i64 %v670, 1
  %v672 = mul i64 %v669, %v671
  %v673 = add i64 %v672, %t641
  %v674 = mul i64 %v673, %size.K
  %v675 = add i64 %v674, %t662
  %p676 = getelementptr float, ptr %buf.y, i64 %v675
  store <16 x float> %v665, ptr %p676, align 4
  %t677 = add i64 %k0, 32
  %p678 = getelementptr float, ptr %buf.b, i64 %t677
  %ld679 = load <16 x float>, ptr %p678, align 4
  %v680 = fadd contract <16 x float> %ld679, %t362
  %v681 = sub i64 %size.H, 1
  %v682 = add i64 %v681, 1
  %v683 = mul i64 %n, %v682
  %v684 = add i64 %v683, %t643
  %v685 = sub i64 %size.W, 1
  %v686 = add i64 %v685, 1
  %v687 = mul i64 %v684, %v686
  %v688 = add i64 %v687, %t641
  %v689 = mul i64 %v688, %size.K
  %v690 = add i64 %v689, %t677
  %p691 = getelementptr float, ptr %buf.y, i64 %v690
  store <16 x float> %v680, ptr %p691, align 4
  %t692 = add i64 %k0, 48
  %p693 = getelementptr float, ptr %buf.b, i64 %t692
  %ld694 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p693, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v695 = fadd contract <16 x float> %ld694, %t363
  %v696 = sub i64 %size.H, 1
  %v697 = add i64 %v696, 1
  %v698 = mul i64 %n, %v697
  %v699 = add i64 %v698, %t643
  %v700 = sub i64 %size.W, 1
  %v701 = add i64 %v700, 1
  %v702 = mul i64 %v699, %v701
  %v703 = add i64 %v702, %t641
  %v704 = mul i64 %v703, %size.K
  %v705 = add i64 %v704, %t692
  %p706 = getelementptr float, ptr %buf.y, i64 %v705
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v695, ptr align 4 %p706, <16 x i1> %mlast)
  br label %finnext645
finnext645:
  %t707 = add i64 %t641, 1
  %t708 = icmp sge i64 %t707, %t369
  %t709 = select i1 %t708, i64 0, i64 %t707
  %t710 = zext i1 %t708 to i64
  %t711 = add i64 %t643, %t710
  %t714 = icmp slt i64 5, %t10
  br i1 %t714, label %fin712, label %finnext713
fin712:
  %t715 = add i64 %k0, 0
  %p716 = getelementptr float, ptr %buf.b, i64 %t715
  %ld717 = load <16 x float>, ptr %p716, align 4
  %v718 = fadd contract <16 x float> %ld717, %t364
  %v719 = sub i64 %size.H, 1
  %v720 = add i64 %v719, 1
  %v721 = mul i64 %n, %v720
  %v722 = add i64 %v721, %t711
  %v723 = sub i64 %size.W, 1
  %v724 = add i64 %v723, 1
  %v725 = mul i64 %v722, %v724
  %v726 = add i64 %v725, %t709
  %v727 = mul i64 %v726, %size.K
  %v728 = add i64 %v727, %t715
  %p729 = getelementptr float, ptr %buf.y, i64 %v728
  store <16 x float> %v718, ptr %p729, align 4
  %t730 = add i64 %k0, 16
  %p731 = getelementptr float, ptr %buf.b, i64 %t730
  %ld732 = load <16 x float>, ptr %p731, align 4
  %v733 = fadd contract <16 x float> %ld732, %t365
  %v734 = sub i64 %size.H, 1
  %v735 = add i64 %v734, 1
  %v736 = mul i64 %n, %v735
  %v737 = add i64 %v736, %t711
  %v738 = sub i64 %size.W, 1
  %v739 = add i64 %v738, 1
  %v740 = mul i64 %v737, %v739
  %v741 = add i64 %v740, %t709
  %v742 = mul i64 %v741, %size.K
  %v743 = add i64 %v742, %t730
  %p744 = getelementptr float, ptr %buf.y, i64 %v743
  store <16 x float> %v733, ptr %p744, align 4
  %t745 = add i64 %k0, 32
  %p746 = getelementptr float, ptr %buf.b, i64 %t745
  %ld747 = load <16 x float>, ptr %p746, align 4
  %v748 = fadd contract <16 x float> %ld747, %t366
  %v749 = sub i64 %size.H, 1
  %v750 = add i64 %v749, 1
  %v751 = mul i64 %n, %v750
  %v752 = add i64 %v751, %t711
  %v753 = sub i64 %size.W, 1
  %v754 = add i64 %v753, 1
  %v755 = mul i64 %v752, %v754
  %v756 = add i64 %v755, %t709
  %v757 = mul i64 %v756, %size.K
  %v758 = add i64 %v757, %t745
  %p759 = getelementptr float, ptr %buf.y, i64 %v758
  store <16 x float> %v748, ptr %p759, align 4
  %t760 = add i64 %k0, 48
  %p761 = getelementptr float, ptr %buf.b, i64 %t760
  %ld762 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p761, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v763 = fadd contract <16 x float> %ld762, %t367
  %v764 = sub i64 %size.H, 1
  %v765 = add i64 %v764, 1
  %v766 = mul i64 %n, %v765
  %v767 = add i64 %v766, %t711
  %v768 = sub i64 %size.W, 1
  %v769 = add i64 %v768, 1
  %v770 = mul i64 %v767, %v769
  %v771 = add i64 %v770, %t709
  %v772 = mul i64 %v771, %size.K
  %v773 = add i64 %v772, %t760
  %p774 = getelementptr float, ptr %buf.y, i64 %v773
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v763, ptr align 4 %p774, <16 x i1> %mlast)
  br label %finnext713
finnext713:
  br label %tile.next
partial:
  %t777 = icmp slt i64 0, %t10
  br i1 %t777, label %store775, label %next776
store775:
  %t778 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t344, ptr %t778, align 4
  %t779 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t345, ptr %t779, align 4
  %t780 = getelementptr float, ptr %t26, i64 32
  store <16 x float> %t346, ptr %t780, align 4
  %t781 = getelementptr float, ptr %t26, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t347, ptr align 4 %t781, <16 x i1> %mlast)
  br label %next776
next776:
  %t784 = icmp slt i64 1, %t10
  br i1 %t784, label %store782, label %next783
store782:
  %t785 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t348, ptr %t785, align 4
  %t786 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t349, ptr %t786, align 4
  %t787 = getelementptr float, ptr %t28, i64 32
  store <16 x float> %t350, ptr %t787, align 4
  %t788 = getelementptr float, ptr %t28, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t351, ptr align 4 %t788, <16 x i1> %mlast)
  br label %next783
next783:
  %t791 = icmp slt i64 2, %t10
  br i1 %t791, label %store789, label %next790
store789:
  %t792 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t352, ptr %t792, align 4
  %t793 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t353, ptr %t793, align 4
  %t794 = getelementptr float, ptr %t30, i64 32
  store <16 x float> %t354, ptr %t794, align 4
  %t795 = getelementptr float, ptr %t30, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t355, ptr align 4 %t795, <16 x i1> %mlast)
  br label %next790
next790:
  %t798 = icmp slt i64 3, %t10
  br i1 %t798, label %store796, label %next797
store796:
  %t799 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t356, ptr %t799, align 4
  %t800 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t357, ptr %t800, align 4
  %t801 = getelementptr float, ptr %t32, i64 32
  store <16 x float> %t358, ptr %t801, align 4
  %t802 = getelementptr float, ptr %t32, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t359, ptr align 4 %t802, <16 x i1> %mlast)
  br label %next797
next797:
  %t805 = icmp slt i64 4, %t10
  br i1 %t805, label %store803, label %next804
store803:
  %t806 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t360, ptr %t806, align 4
  %t807 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t361, ptr %t807, align 4
  %t808 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %t362, ptr %t808, align 4
  %t809 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t363, ptr align 4 %t809, <16 x i1> %mlast)
  br label %next804
next804:
  %t812 = icmp slt i64 5, %t10
  br i1 %t812, label %store810, label %next811
store810:
  %t813 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t364, ptr %t813, align 4
  %t814 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t365, ptr %t814, align 4
  %t815 = getelementptr float, ptr %t36, i64 32
  store <16 x float> %t366, ptr %t815, align 4
  %t816 = getelementptr float, ptr %t36, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t367, ptr align 4 %t816, <16 x i1> %mlast)
  br label %next811
next811:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t817 = icmp slt i64 %j.next, %ntiles
  br i1 %t817, label %tile, label %exit
exit:
  ret void
}


define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c50 = alloca i64
  %c99 = alloca i64
  %c146 = alloca i64
  %c198 = alloca i64
  %c355 = alloca i64
  %c361 = alloca i64
  %c560 = alloca i64
  %c569 = alloca i64
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
  %t12 = mul i64 1, %t11
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
  %t35 = mul i64 %t6, 6
  %t36 = mul i64 %t35, 16
  %t37 = getelementptr ptr, ptr %t34, i64 %t36
  %t38 = add i64 %t6, 1
  %t39 = mul i64 %t38, 16
  %t40 = getelementptr i32, ptr %t37, i64 %t39
  %t41 = getelementptr i32, ptr %t40, i64 16
  %t42 = add i64 1, 1
  %t43 = mul i64 %t42, %size.C
  %t44 = mul i64 %t43, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t41, i8 0, i64 %t44, i1 false)
  %t45 = mul i64 %size.C, %size.K
  %t46 = mul i64 %size.C, %size.K
  %t47 = mul i64 %t6, %t46
  %t48 = mul i64 %t47, 4
  %t49 = icmp sgt i64 %t48, 524288
  store i64 %range.lo, ptr %c50
  br label %head51
head51:
  %i54 = load i64, ptr %c50
  %t55 = icmp slt i64 %i54, %t14
  br i1 %t55, label %body52, label %done53
body52:
  %t56 = sdiv i64 %i54, %t11
  %t57 = srem i64 %i54, %t11
  %t58 = sdiv i64 %t57, %t10
  %t59 = srem i64 %t57, %t8
  %t60 = select i1 %t49, i64 %t58, i64 %t59
  %t61 = srem i64 %t57, %t10
  %t62 = sdiv i64 %t57, %t8
  %t63 = select i1 %t49, i64 %t61, i64 %t62
  %t64 = mul i64 %t60, 64
  %t65 = sub i64 %size.K, %t64
  %t66 = icmp slt i64 64, %t65
  %t67 = select i1 %t66, i64 64, i64 %t65
  %t68 = add i64 %t67, 15
  %t69 = sdiv i64 %t68, 16
  %t70 = sub i64 %t69, 1
  %t71 = mul i64 %t70, 16
  %t72 = add i64 %t64, %t71
  %t73 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t72, i64 %size.K)
  %t74 = mul i64 %t63, 96
  %t75 = add i64 %t74, 96
  %t76 = icmp slt i64 %t5, %t75
  %t77 = select i1 %t76, i64 %t5, i64 %t75
  %t78 = sub i64 %t77, %t74
  %t79 = add i64 %t78, 5
  %t80 = sdiv i64 %t79, 6
  %t81 = sdiv i64 %t74, %t4
  %t82 = srem i64 %t74, %t4
  %t83 = sub i64 %size.H, 1
  %t84 = add i64 %t83, 1
  %t85 = sub i64 %size.W, 1
  %t86 = add i64 %t85, 1
  %t87 = mul i64 %t84, %t86
  %t88 = mul i64 %t87, %size.K
  %t89 = mul i64 %t56, %t88
  %t90 = sub i64 %size.W, 1
  %t91 = add i64 %t90, 1
  %t92 = mul i64 %t91, %size.K
  %t93 = mul i64 %t81, %t92
  %t94 = add i64 %t89, %t93
  %t95 = mul i64 %t82, %size.K
  %t96 = add i64 %t94, %t95
  %t97 = add i64 %t96, %t64
  %t98 = getelementptr float, ptr %buf.y, i64 %t97
  store i64 0, ptr %c99
  br label %head100
head100:
  %i103 = load i64, ptr %c99
  %t104 = icmp slt i64 %i103, %t80
  br i1 %t104, label %body101, label %done102
body101:
  %t105 = mul i64 %i103, 6
  %t106 = add i64 %t74, %t105
  %t107 = add i64 %t106, 6
  %t108 = icmp slt i64 %t77, %t107
  %t109 = select i1 %t108, i64 %t77, i64 %t107
  %t110 = sub i64 %t109, 1
  %t111 = add i64 %t106, 0
  %t112 = icmp slt i64 %t111, %t110
  %t113 = select i1 %t112, i64 %t111, i64 %t110
  %t114 = sdiv i64 %t113, %t4
  %t115 = srem i64 %t113, %t4
  %t116 = add i64 %t106, 1
  %t117 = icmp slt i64 %t116, %t110
  %t118 = select i1 %t117, i64 %t116, i64 %t110
  %t119 = sdiv i64 %t118, %t4
  %t120 = srem i64 %t118, %t4
  %t121 = add i64 %t106, 2
  %t122 = icmp slt i64 %t121, %t110
  %t123 = select i1 %t122, i64 %t121, i64 %t110
  %t124 = sdiv i64 %t123, %t4
  %t125 = srem i64 %t123, %t4
  %t126 = add i64 %t106, 3
  %t127 = icmp slt i64 %t126, %t110
  %t128 = select i1 %t127, i64 %t126, i64 %t110
  %t129 = sdiv i64 %t128, %t4
  %t130 = srem i64 %t128, %t4
  %t131 = add i64 %t106, 4
  %t132 = icmp slt i64 %t131, %t110
  %t133 = select i1 %t132, i64 %t131, i64 %t110
  %t134 = sdiv i64 %t133, %t4
  %t135 = srem i64 %t133, %t4
  %t136 = add i64 %t106, 5
  %t137 = icmp slt i64 %t136, %t110
  %t138 = select i1 %t137, i64 %t136, i64 %t110
  %t139 = sdiv i64 %t138, %t4
  %t140 = srem i64 %t138, %t4
  %t141 = mul i64 %i103, %t35
  %t142 = getelementptr ptr, ptr %t34, i64 %t141
  %t143 = mul i64 %i103, %t38
  %t144 = getelementptr i32, ptr %t37, i64 %t143
  %t145 = getelementptr i32, ptr %t40, i64 %i103
  store i32 0, ptr %t144
  store i64 0, ptr %c146
  %t149 = mul i64 %t115, 1
  %t150 = add i64 %t149, 0
  %t151 = icmp ult i64 %t150, %size.W
  %t152 = and i1 %t17, %t151
  %t153 = sub i64 1, 1
  %t154 = add i64 %t150, %t153
  %t155 = icmp ult i64 %t154, %size.W
  %t156 = and i1 %t152, %t155
  %t157 = mul i64 %t120, 1
  %t158 = add i64 %t157, 0
  %t159 = icmp ult i64 %t158, %size.W
  %t160 = and i1 %t156, %t159
  %t161 = sub i64 1, 1
  %t162 = add i64 %t158, %t161
  %t163 = icmp ult i64 %t162, %size.W
  %t164 = and i1 %t160, %t163
  %t165 = mul i64 %t125, 1
  %t166 = add i64 %t165, 0
  %t167 = icmp ult i64 %t166, %size.W
  %t168 = and i1 %t164, %t167
  %t169 = sub i64 1, 1
  %t170 = add i64 %t166, %t169
  %t171 = icmp ult i64 %t170, %size.W
  %t172 = and i1 %t168, %t171
  %t173 = mul i64 %t130, 1
  %t174 = add i64 %t173, 0
  %t175 = icmp ult i64 %t174, %size.W
  %t176 = and i1 %t172, %t175
  %t177 = sub i64 1, 1
  %t178 = add i64 %t174, %t177
  %t179 = icmp ult i64 %t178, %size.W
  %t180 = and i1 %t176, %t179
  %t181 = mul i64 %t135, 1
  %t182 = add i64 %t181, 0
  %t183 = icmp ult i64 %t182, %size.W
  %t184 = and i1 %t180, %t183
  %t185 = sub i64 1, 1
  %t186 = add i64 %t182, %t185
  %t187 = icmp ult i64 %t186, %size.W
  %t188 = and i1 %t184, %t187
  %t189 = mul i64 %t140, 1
  %t190 = add i64 %t189, 0
  %t191 = icmp ult i64 %t190, %size.W
  %t192 = and i1 %t188, %t191
  %t193 = sub i64 1, 1
  %t194 = add i64 %t190, %t193
  %t195 = icmp ult i64 %t194, %size.W
  %t196 = and i1 %t192, %t195
  br i1 %t196, label %byrun197, label %bytap147
byrun197:
  store i64 0, ptr %c198
  br label %head199
head199:
  %i202 = load i64, ptr %c198
  %t203 = icmp slt i64 %i202, 1
  br i1 %t203, label %body200, label %done201
body200:
  %t204 = mul i64 %i202, 6
  %t205 = add i64 %t204, 0
  %t206 = getelementptr ptr, ptr %t142, i64 %t205
  %t207 = load i64, ptr %c146
  %t208 = mul i64 %t114, 1
  %t209 = mul i64 %i202, 1
  %t210 = add i64 %t208, %t209
  %t211 = add i64 %t210, 0
  %t212 = icmp ult i64 %t211, %size.H
  %t213 = mul i64 %size.H, %size.W
  %t214 = mul i64 %t213, %size.C
  %t215 = mul i64 %t56, %t214
  %t216 = add i64 %t114, %i202
  %t217 = mul i64 %size.W, %size.C
  %t218 = mul i64 %t216, %t217
  %t219 = add i64 %t215, %t218
  %t220 = add i64 %t115, 0
  %t221 = mul i64 %t220, %size.C
  %t222 = add i64 %t219, %t221
  %t223 = add i64 %t222, 0
  %t224 = getelementptr float, ptr %buf.x, i64 %t223
  %t225 = select i1 %t212, ptr %t224, ptr %t41
  store ptr %t225, ptr %t206, align 8
  %t226 = xor i1 %t212, true
  %t227 = zext i1 %t226 to i64
  %t228 = add i64 %t207, %t227
  store i64 %t228, ptr %c146
  %t229 = mul i64 %i202, 6
  %t230 = add i64 %t229, 1
  %t231 = getelementptr ptr, ptr %t142, i64 %t230
  %t232 = load i64, ptr %c146
  %t233 = mul i64 %t119, 1
  %t234 = mul i64 %i202, 1
  %t235 = add i64 %t233, %t234
  %t236 = add i64 %t235, 0
  %t237 = icmp ult i64 %t236, %size.H
  %t238 = mul i64 %size.H, %size.W
  %t239 = mul i64 %t238, %size.C
  %t240 = mul i64 %t56, %t239
  %t241 = add i64 %t119, %i202
  %t242 = mul i64 %size.W, %size.C
  %t243 = mul i64 %t241, %t242
  %t244 = add i64 %t240, %t243
  %t245 = add i64 %t120, 0
  %t246 = mul i64 %t245, %size.C
  %t247 = add i64 %t244, %t246
  %t248 = add i64 %t247, 0
  %t249 = getelementptr float, ptr %buf.x, i64 %t248
  %t250 = select i1 %t237, ptr %t249, ptr %t41
  store ptr %t250, ptr %t231, align 8
  %t251 = xor i1 %t237, true
  %t252 = zext i1 %t251 to i64
  %t253 = add i64 %t232, %t252
  store i64 %t253, ptr %c146
  %t254 = mul i64 %i202, 6
  %t255 = add i64 %t254, 2
  %t256 = getelementptr ptr, ptr %t142, i64 %t255
  %t257 = load i64, ptr %c146
  %t258 = mul i64 %t124, 1
  %t259 = mul i64 %i202, 1
  %t260 = add i64 %t258, %t259
  %t261 = add i64 %t260, 0
  %t262 = icmp ult i64 %t261, %size.H
  %t263 = mul i64 %size.H, %size.W
  %t264 = mul i64 %t263, %size.C
  %t265 = mul i64 %t56, %t264
  %t266 = add i64 %t124, %i202
  %t267 = mul i64 %size.W, %size.C
  %t268 = mul i64 %t266, %t267
  %t269 = add i64 %t265, %t268
  %t270 = add i64 %t125, 0
  %t271 = mul i64 %t270, %size.C
  %t272 = add i64 %t269, %t271
  %t273 = add i64 %t272, 0
  %t274 = getelementptr float, ptr %buf.x, i64 %t273
  %t275 = select i1 %t262, ptr %t274, ptr %t41
  store ptr %t275, ptr %t256, align 8
  %t276 = xor i1 %t262, true
  %t277 = zext i1 %t276 to i64
  %t278 = add i64 %t257, %t277
  store i64 %t278, ptr %c146
  %t279 = mul i64 %i202, 6
  %t280 = add i64 %t279, 3
  %t281 = getelementptr ptr, ptr %t142, i64 %t280
  %t282 = load i64, ptr %c146
  %t283 = mul i64 %t129, 1
  %t284 = mul i64 %i202, 1
  %t285 = add i64 %t283, %t284
  %t286 = add i64 %t285, 0
  %t287 = icmp ult i64 %t286, %size.H
  %t288 = mul i64 %size.H, %size.W
  %t289 = mul i64 %t288, %size.C
  %t290 = mul i64 %t56, %t289
  %t291 = add i64 %t129, %i202
  %t292 = mul i64 %size.W, %size.C
  %t293 = mul i64 %t291, %t292
  %t294 = add i64 %t290, %t293
  %t295 = add i64 %t130, 0
  %t296 = mul i64 %t295, %size.C
  %t297 = add i64 %t294, %t296
  %t298 = add i64 %t297, 0
  %t299 = getelementptr float, ptr %buf.x, i64 %t298
  %t300 = select i1 %t287, ptr %t299, ptr %t41
  store ptr %t300, ptr %t281, align 8
  %t301 = xor i1 %t287, true
  %t302 = zext i1 %t301 to i64
  %t303 = add i64 %t282, %t302
  store i64 %t303, ptr %c146
  %t304 = mul i64 %i202, 6
  %t305 = add i64 %t304, 4
  %t306 = getelementptr ptr, ptr %t142, i64 %t305
  %t307 = load i64, ptr %c146
  %t308 = mul i64 %t134, 1
  %t309 = mul i64 %i202, 1
  %t310 = add i64 %t308, %t309
  %t311 = add i64 %t310, 0
  %t312 = icmp ult i64 %t311, %size.H
  %t313 = mul i64 %size.H, %size.W
  %t314 = mul i64 %t313, %size.C
  %t315 = mul i64 %t56, %t314
  %t316 = add i64 %t134, %i202
  %t317 = mul i64 %size.W, %size.C
  %t318 = mul i64 %t316, %t317
  %t319 = add i64 %t315, %t318
  %t320 = add i64 %t135, 0
  %t321 = mul i64 %t320, %size.C
  %t322 = add i64 %t319, %t321
  %t323 = add i64 %t322, 0
  %t324 = getelementptr float, ptr %buf.x, i64 %t323
  %t325 = select i1 %t312, ptr %t324, ptr %t41
  store ptr %t325, ptr %t306, align 8
  %t326 = xor i1 %t312, true
  %t327 = zext i1 %t326 to i64
  %t328 = add i64 %t307, %t327
  store i64 %t328, ptr %c146
  %t329 = mul i64 %i202, 6
  %t330 = add i64 %t329, 5
  %t331 = getelementptr ptr, ptr %t142, i64 %t330
  %t332 = load i64, ptr %c146
  %t333 = mul i64 %t139, 1
  %t334 = mul i64 %i202, 1
  %t335 = add i64 %t333, %t334
  %t336 = add i64 %t335, 0
  %t337 = icmp ult i64 %t336, %size.H
  %t338 = mul i64 %size.H, %size.W
  %t339 = mul i64 %t338, %size.C
  %t340 = mul i64 %t56, %t339
  %t341 = add i64 %t139, %i202
  %t342 = mul i64 %size.W, %size.C
  %t343 = mul i64 %t341, %t342
  %t344 = add i64 %t340, %t343
  %t345 = add i64 %t140, 0
  %t346 = mul i64 %t345, %size.C
  %t347 = add i64 %t344, %t346
  %t348 = add i64 %t347, 0
  %t349 = getelementptr float, ptr %buf.x, i64 %t348
  %t350 = select i1 %t337, ptr %t349, ptr %t41
  store ptr %t350, ptr %t331, align 8
  %t351 = xor i1 %t337, true
  %t352 = zext i1 %t351 to i64
  %t353 = add i64 %t332, %t352
  store i64 %t353, ptr %c146
  %t354 = add nsw i64 %i202, 1
  store i64 %t354, ptr %c198
  br label %head199
done201:
  store i32 1, ptr %t145
  br label %tabled148
bytap147:
  store i64 0, ptr %c355
  br label %head356
head356:
  %i359 = load i64, ptr %c355
  %t360 = icmp slt i64 %i359, 1
  br i1 %t360, label %body357, label %done358
body357:
  store i64 0, ptr %c361
  br label %head362
head362:
  %i365 = load i64, ptr %c361
  %t366 = icmp slt i64 %i365, 1
  br i1 %t366, label %body363, label %done364
body363:
  %t367 = mul i64 %i359, 1
  %t368 = add i64 %t367, %i365
  %t369 = mul i64 %t368, 6
  %t370 = add i64 %t369, 0
  %t371 = getelementptr ptr, ptr %t142, i64 %t370
  %t372 = load i64, ptr %c146
  %t373 = mul i64 %t114, 1
  %t374 = mul i64 %i359, 1
  %t375 = add i64 %t373, %t374
  %t376 = add i64 %t375, 0
  %t377 = icmp ult i64 %t376, %size.H
  %t378 = mul i64 %t115, 1
  %t379 = mul i64 %i365, 1
  %t380 = add i64 %t378, %t379
  %t381 = add i64 %t380, 0
  %t382 = icmp ult i64 %t381, %size.W
  %t383 = and i1 %t377, %t382
  %t384 = mul i64 %size.H, %size.W
  %t385 = mul i64 %t384, %size.C
  %t386 = mul i64 %t56, %t385
  %t387 = add i64 %t114, %i359
  %t388 = mul i64 %size.W, %size.C
  %t389 = mul i64 %t387, %t388
  %t390 = add i64 %t386, %t389
  %t391 = add i64 %t115, %i365
  %t392 = mul i64 %t391, %size.C
  %t393 = add i64 %t390, %t392
  %t394 = add i64 %t393, 0
  %t395 = getelementptr float, ptr %buf.x, i64 %t394
  %t396 = select i1 %t383, ptr %t395, ptr %t41
  store ptr %t396, ptr %t371, align 8
  %t397 = xor i1 %t383, true
  %t398 = zext i1 %t397 to i64
  %t399 = add i64 %t372, %t398
  store i64 %t399, ptr %c146
  %t400 = add i64 %t369, 1
  %t401 = getelementptr ptr, ptr %t142, i64 %t400
  %t402 = load i64, ptr %c146
  %t403 = mul i64 %t119, 1
  %t404 = mul i64 %i359, 1
  %t405 = add i64 %t403, %t404
  %t406 = add i64 %t405, 0
  %t407 = icmp ult i64 %t406, %size.H
  %t408 = mul i64 %t120, 1
  %t409 = mul i64 %i365, 1
  %t410 = add i64 %t408, %t409
  %t411 = add i64 %t410, 0
  %t412 = icmp ult i64 %t411, %size.W
  %t413 = and i1 %t407, %t412
  %t414 = mul i64 %size.H, %size.W
  %t415 = mul i64 %t414, %size.C
  %t416 = mul i64 %t56, %t415
  %t417 = add i64 %t119, %i359
  %t418 = mul i64 %size.W, %size.C
  %t419 = mul i64 %t417, %t418
  %t420 = add i64 %t416, %t419
  %t421 = add i64 %t120, %i365
  %t422 = mul i64 %t421, %size.C
  %t423 = add i64 %t420, %t422
  %t424 = add i64 %t423, 0
  %t425 = getelementptr float, ptr %buf.x, i64 %t424
  %t426 = select i1 %t413, ptr %t425, ptr %t41
  store ptr %t426, ptr %t401, align 8
  %t427 = xor i1 %t413, true
  %t428 = zext i1 %t427 to i64
  %t429 = add i64 %t402, %t428
  store i64 %t429, ptr %c146
  %t430 = add i64 %t369, 2
  %t431 = getelementptr ptr, ptr %t142, i64 %t430
  %t432 = load i64, ptr %c146
  %t433 = mul i64 %t124, 1
  %t434 = mul i64 %i359, 1
  %t435 = add i64 %t433, %t434
  %t436 = add i64 %t435, 0
  %t437 = icmp ult i64 %t436, %size.H
  %t438 = mul i64 %t125, 1
  %t439 = mul i64 %i365, 1
  %t440 = add i64 %t438, %t439
  %t441 = add i64 %t440, 0
  %t442 = icmp ult i64 %t441, %size.W
  %t443 = and i1 %t437, %t442
  %t444 = mul i64 %size.H, %size.W
  %t445 = mul i64 %t444, %size.C
  %t446 = mul i64 %t56, %t445
  %t447 = add i64 %t124, %i359
  %t448 = mul i64 %size.W, %size.C
  %t449 = mul i64 %t447, %t448
  %t450 = add i64 %t446, %t449
  %t451 = add i64 %t125, %i365
  %t452 = mul i64 %t451, %size.C
  %t453 = add i64 %t450, %t452
  %t454 = add i64 %t453, 0
  %t455 = getelementptr float, ptr %buf.x, i64 %t454
  %t456 = select i1 %t443, ptr %t455, ptr %t41
  store ptr %t456, ptr %t431, align 8
  %t457 = xor i1 %t443, true
  %t458 = zext i1 %t457 to i64
  %t459 = add i64 %t432, %t458
  store i64 %t459, ptr %c146
  %t460 = add i64 %t369, 3
  %t461 = getelementptr ptr, ptr %t142, i64 %t460
  %t462 = load i64, ptr %c146
  %t463 = mul i64 %t129, 1
  %t464 = mul i64 %i359, 1
  %t465 = add i64 %t463, %t464
  %t466 = add i64 %t465, 0
  %t467 = icmp ult i64 %t466, %size.H
  %t468 = mul i64 %t130, 1
  %t469 = mul i64 %i365, 1
  %t470 = add i64 %t468, %t469
  %t471 = add i64 %t470, 0
  %t472 = icmp ult i64 %t471, %size.W
  %t473 = and i1 %t467, %t472
  %t474 = mul i64 %size.H, %size.W
  %t475 = mul i64 %t474, %size.C
  %t476 = mul i64 %t56, %t475
  %t477 = add i64 %t129, %i359
  %t478 = mul i64 %size.W, %size.C
  %t479 = mul i64 %t477, %t478
  %t480 = add i64 %t476, %t479
  %t481 = add i64 %t130, %i365
  %t482 = mul i64 %t481, %size.C
  %t483 = add i64 %t480, %t482
  %t484 = add i64 %t483, 0
  %t485 = getelementptr float, ptr %buf.x, i64 %t484
  %t486 = select i1 %t473, ptr %t485, ptr %t41
  store ptr %t486, ptr %t461, align 8
  %t487 = xor i1 %t473, true
  %t488 = zext i1 %t487 to i64
  %t489 = add i64 %t462, %t488
  store i64 %t489, ptr %c146
  %t490 = add i64 %t369, 4
  %t491 = getelementptr ptr, ptr %t142, i64 %t490
  %t492 = load i64, ptr %c146
  %t493 = mul i64 %t134, 1
  %t494 = mul i64 %i359, 1
  %t495 = add i64 %t493, %t494
  %t496 = add i64 %t495, 0
  %t497 = icmp ult i64 %t496, %size.H
  %t498 = mul i64 %t135, 1
  %t499 = mul i64 %i365, 1
  %t500 = add i64 %t498, %t499
  %t501 = add i64 %t500, 0
  %t502 = icmp ult i64 %t501, %size.W
  %t503 = and i1 %t497, %t502
  %t504 = mul i64 %size.H, %size.W
  %t505 = mul i64 %t504, %size.C
  %t506 = mul i64 %t56, %t505
  %t507 = add i64 %t134, %i359
  %t508 = mul i64 %size.W, %size.C
  %t509 = mul i64 %t507, %t508
  %t510 = add i64 %t506, %t509
  %t511 = add i64 %t135, %i365
  %t512 = mul i64 %t511, %size.C
  %t513 = add i64 %t510, %t512
  %t514 = add i64 %t513, 0
  %t515 = getelementptr float, ptr %buf.x, i64 %t514
  %t516 = select i1 %t503, ptr %t515, ptr %t41
  store ptr %t516, ptr %t491, align 8
  %t517 = xor i1 %t503, true
  %t518 = zext i1 %t517 to i64
  %t519 = add i64 %t492, %t518
  store i64 %t519, ptr %c146
  %t520 = add i64 %t369, 5
  %t521 = getelementptr ptr, ptr %t142, i64 %t520
  %t522 = load i64, ptr %c146
  %t523 = mul i64 %t139, 1
  %t524 = mul i64 %i359, 1
  %t525 = add i64 %t523, %t524
  %t526 = add i64 %t525, 0
  %t527 = icmp ult i64 %t526, %size.H
  %t528 = mul i64 %t140, 1
  %t529 = mul i64 %i365, 1
  %t530 = add i64 %t528, %t529
  %t531 = add i64 %t530, 0
  %t532 = icmp ult i64 %t531, %size.W
  %t533 = and i1 %t527, %t532
  %t534 = mul i64 %size.H, %size.W
  %t535 = mul i64 %t534, %size.C
  %t536 = mul i64 %t56, %t535
  %t537 = add i64 %t139, %i359
  %t538 = mul i64 %size.W, %size.C
  %t539 = mul i64 %t537, %t538
  %t540 = add i64 %t536, %t539
  %t541 = add i64 %t140, %i365
  %t542 = mul i64 %t541, %size.C
  %t543 = add i64 %t540, %t542
  %t544 = add i64 %t543, 0
  %t545 = getelementptr float, ptr %buf.x, i64 %t544
  %t546 = select i1 %t533, ptr %t545, ptr %t41
  store ptr %t546, ptr %t521, align 8
  %t547 = xor i1 %t533, true
  %t548 = zext i1 %t547 to i64
  %t549 = add i64 %t522, %t548
  store i64 %t549, ptr %c146
  %t550 = load i64, ptr %c146
  %t551 = trunc i64 %t550 to i32
  %t552 = add i64 %t368, 1
  %t553 = getelementptr i32, ptr %t144, i64 %t552
  store i32 %t551, ptr %t553
  %t554 = add nsw i64 %i365, 1
  store i64 %t554, ptr %c361
  br label %head362
done364:
  %t555 = add nsw i64 %i359, 1
  store i64 %t555, ptr %c355
  br label %head356
done358:
  store i32 0, ptr %t145
  br label %tabled148
tabled148:
  %t556 = load i64, ptr %c146
  %t557 = trunc i64 %t556 to i32
  %t558 = getelementptr i32, ptr %t144, i64 %t6
  store i32 %t557, ptr %t558
  %t559 = add nsw i64 %i103, 1
  store i64 %t559, ptr %c99
  br label %head100
done102:
  store i64 0, ptr %c560
  br label %tbhead561
tbhead561:
  %tb564 = load i64, ptr %c560
  %t565 = icmp slt i64 %tb564, %t6
  br i1 %t565, label %tbbody562, label %tbdone563
tbbody562:
  %t566 = add i64 %tb564, %t30
  %t567 = icmp slt i64 %t6, %t566
  %t568 = select i1 %t567, i64 %t6, i64 %t566
  store i64 0, ptr %c569
  br label %cbhead570
cbhead570:
  %cb573 = load i64, ptr %c569
  %t574 = icmp slt i64 %cb573, %t16
  br i1 %t574, label %cbbody571, label %cbdone572
cbbody571:
  %t575 = sub i64 %size.C, %cb573
  %t576 = icmp slt i64 %t26, %t575
  %t577 = select i1 %t576, i64 %t26, i64 %t575
  %t578 = icmp sgt i64 %tb564, 0
  %t579 = icmp sgt i64 %cb573, 0
  %t580 = or i1 %t578, %t579
  %t581 = icmp eq i64 %t568, %t6
  %t582 = add i64 %cb573, %t577
  %t583 = icmp sge i64 %t582, %size.C
  %t584 = and i1 %t581, %t583
  %t585 = sdiv i64 %tb564, 1
  %t586 = srem i64 %tb564, 1
  %t587 = mul i64 %size.C, %size.K
  %t588 = mul i64 %t585, %t587
  %t589 = mul i64 %size.C, %size.K
  %t590 = mul i64 %t586, %t589
  %t591 = add i64 %t588, %t590
  %t592 = mul i64 %cb573, %size.K
  %t593 = add i64 %t591, %t592
  %t594 = add i64 %t593, %t64
  %t595 = getelementptr float, ptr %buf.w, i64 %t594
  %t596 = sub i64 %t77, %t74
  %t597 = sub i64 %t80, 1
  %t598 = mul i64 %t597, 6
  %t599 = sub i64 %t596, %t598
  %t600 = mul i64 1, %size.C
  %t601 = mul i64 %t600, %size.K
  %t605 = icmp eq i64 %t69, 1
  br i1 %t605, label %nv1603, label %nvnext604
nv1603:
  call void @"jr.dc.conv2d_nhwc.1"(ptr %t34, i64 %t35, ptr %t37, i64 %t38, ptr %t40, i64 %t80, i64 %t599, i64 %tb564, i64 %t568, i64 1, i64 %t600, i64 %cb573, i64 %t577, ptr %t595, i64 %t45, i64 %t601, i64 %size.K, ptr %t98, i64 %size.K, i1 %t580, ptr %t41, <16 x i1> %t73, i1 %t584, i64 %t56, i64 %t74, i64 %t64, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called602
nvnext604:
  %t608 = icmp eq i64 %t69, 2
  br i1 %t608, label %nv2606, label %nvnext607
nv2606:
  call void @"jr.dc.conv2d_nhwc.2"(ptr %t34, i64 %t35, ptr %t37, i64 %t38, ptr %t40, i64 %t80, i64 %t599, i64 %tb564, i64 %t568, i64 1, i64 %t600, i64 %cb573, i64 %t577, ptr %t595, i64 %t45, i64 %t601, i64 %size.K, ptr %t98, i64 %size.K, i1 %t580, ptr %t41, <16 x i1> %t73, i1 %t584, i64 %t56, i64 %t74, i64 %t64, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called602
nvnext607:
  %t611 = icmp eq i64 %t69, 3
  br i1 %t611, label %nv3609, label %nvnext610
nv3609:
  call void @"jr.dc.conv2d_nhwc.3"(ptr %t34, i64 %t35, ptr %t37, i64 %t38, ptr %t40, i64 %t80, i64 %t599, i64 %tb564, i64 %t568, i64 1, i64 %t600, i64 %cb573, i64 %t577, ptr %t595, i64 %t45, i64 %t601, i64 %size.K, ptr %t98, i64 %size.K, i1 %t580, ptr %t41, <16 x i1> %t73, i1 %t584, i64 %t56, i64 %t74, i64 %t64, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called602
nvnext610:
  %t614 = icmp eq i64 %t69, 4
  br i1 %t614, label %nv4612, label %nvnext613
nv4612:
  call void @"jr.dc.conv2d_nhwc.4"(ptr %t34, i64 %t35, ptr %t37, i64 %t38, ptr %t40, i64 %t80, i64 %t599, i64 %tb564, i64 %t568, i64 1, i64 %t600, i64 %cb573, i64 %t577, ptr %t595, i64 %t45, i64 %t601, i64 %size.K, ptr %t98, i64 %size.K, i1 %t580, ptr %t41, <16 x i1> %t73, i1 %t584, i64 %t56, i64 %t74, i64 %t64, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K)
  br label %called602
nvnext613:
  br label %called602
called602:
  %t615 = add i64 %cb573, %t26
  store i64 %t615, ptr %c569
  br label %cbhead570
cbdone572:
  store i64 %t568, ptr %c560
  br label %tbhead561
tbdone563:
  %t616 = add nsw i64 %i54, 1
  store i64 %t616, ptr %c50
  br label %head51
done53:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
