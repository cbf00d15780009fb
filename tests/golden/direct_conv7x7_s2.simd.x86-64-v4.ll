@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t212 = add i64 %size.W, 3
  %t213 = add i64 %t212, 3
  %t214 = sub i64 %size.S, 1
  %t215 = sub i64 %t213, %t214
  %t216 = sub i64 %t215, 1
  %t217 = sdiv i64 %t216, 2
  %t218 = srem i64 %t216, 2
  %t219 = icmp slt i64 %t218, 0
  %t220 = icmp slt i64 2, 0
  %t221 = icmp ne i1 %t219, %t220
  %t222 = icmp ne i64 %t218, 0
  %t223 = and i1 %t222, %t221
  %t224 = zext i1 %t223 to i64
  %t225 = sub i64 %t217, %t224
  %t226 = add i64 %t225, 1
  %t227 = sdiv i64 %m0, %t226
  %t228 = srem i64 %m0, %t226
  %t231 = icmp slt i64 0, %t10
  br i1 %t231, label %fin229, label %finnext230
fin229:
  %t232 = add i64 %k0, 0
  %p233 = getelementptr float, ptr %buf.b, i64 %t232
  %ld234 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p233, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v235 = fadd contract <16 x float> %ld234, %t206
  %v236 = add i64 %size.H, 3
  %v237 = add i64 %v236, 3
  %v238 = sub i64 %size.R, 1
  %v239 = sub i64 %v237, %v238
  %v240 = sub i64 %v239, 1
  %v241 = sdiv i64 %v240, 2
  %v242 = srem i64 %v240, 2
  %v243 = icmp ne i64 %v242, 0
  %v244 = icmp slt i64 %v242, 0
  %v245 = icmp slt i64 2, 0
  %v246 = xor i1 %v244, %v245
  %v247 = and i1 %v243, %v246
  %v248 = zext i1 %v247 to i64
  %v249 = sub i64 %v241, %v248
  %v250 = add i64 %v249, 1
  %v251 = mul i64 %n, %v250
  %v252 = add i64 %v251, %t227
  %v253 = add i64 %size.W, 3
  %v254 = add i64 %v253, 3
  %v255 = sub i64 %size.S, 1
  %v256 = sub i64 %v254, %v255
  %v257 = sub i64 %v256, 1
  %v258 = sdiv i64 %v257, 2
  %v259 = srem i64 %v257, 2
  %v260 = icmp ne i64 %v259, 0
  %v261 = icmp slt i64 %v259, 0
  %v262 = icmp slt i64 2, 0
  %v263 = xor i1 %v261, %v262
  %v264 = and i1 %v260, %v263
  %v265 = zext i1 %v264 to i64
  %v266 = sub i64 %v258, %v265
  %v267 = add i64 %v266, 1
  %v268 = mul i64 %v252, %v267
  %v269 = add i64 %v268, %t228
  %v270 = mul i64 %v269, %size.K
  %v271 = add i64 %v270, %t232
  %p272 = getelementptr float, ptr %buf.y, i64 %v271
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v235, ptr align 4 %p272, <16 x i1> %mlast)
  br label %finnext230
finnext230:
  %t273 = add i64 %t228, 1
  %t274 = icmp sge i64 %t273, %t226
  %t275 = select i1 %t274, i64 0, i64 %t273
  %t276 = zext i1 %t274 to i64
  %t277 = add i64 %t227, %t276
  %t280 = icmp slt i64 1, %t10
  br i1 %t280, label %fin278, label %finnext279
fin278:
  %t281 = add i64 %k0, 0
  %p282 = getelementptr float, ptr %buf.b, i64 %t281
  %ld283 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p282, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v284 = fadd contract <16 x float> %ld283, %t207
  %v285 = add i64 %size.H, 3
  %v286 = add i64 %v285, 3
  %v287 = sub i64 %size.R, 1
  %v288 = sub i64 %v286, %v287
  %v289 = sub i64 %v288, 1
  %v290 = sdiv i64 %v289, 2
  %v291 = srem i64 %v289, 2
  %v292 = icmp ne i64 %v291, 0
  %v293 = icmp slt i64 %v291, 0
  %v294 = icmp slt i64 2, 0
  %v295 = xor i1 %v293, %v294
  %v296 = and i1 %v292, %v295
  %v297 = zext i1 %v296 to i64
  %v298 = sub i64 %v290, %v297
  %v299 = add i64 %v298, 1
  %v300 = mul i64 %n, %v299
  %v301 = add i64 %v300, %t277
  %v302 = add i64 %size.W, 3
  %v303 = add i64 %v302, 3
  %v304 = sub i64 %size.S, 1
  %v305 = sub i64 %v303, %v304
  %v306 = sub i64 %v305, 1
  %v307 = sdiv i64 %v306, 2
  %v308 = srem i64 %v306, 2
  %v309 = icmp ne i64 %v308, 0
  %v310 = icmp slt i64 %v308, 0
  %v311 = icmp slt i64 2, 0
  %v312 = xor i1 %v310, %v311
  %v313 = and i1 %v309, %v312
  %v314 = zext i1 %v313 to i64
  %v315 = sub i64 %v307, %v314
  %v316 = add i64 %v315, 1
  %v317 = mul i64 %v301, %v316
  %v318 = add i64 %v317, %t275
  %v319 = mul i64 %v318, %size.K
  %v320 = add i64 %v319, %t281
  %p321 = getelementptr float, ptr %buf.y, i64 %v320
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v284, ptr align 4 %p321, <16 x i1> %mlast)
  br label %finnext279
finnext279:
  %t322 = add i64 %t275, 1
  %t323 = icmp sge i64 %t322, %t226
  %t324 = select i1 %t323, i64 0, i64 %t322
  %t325 = zext i1 %t323 to i64
  %t326 = add i64 %t277, %t325
  %t329 = icmp slt i64 2, %t10
  br i1 %t329, label %fin327, label %finnext328
fin327:
  %t330 = add i64 %k0, 0
  %p331 = getelementptr float, ptr %buf.b, i64 %t330
  %ld332 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p331, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v333 = fadd contract <16 x float> %ld332, %t208
  %v334 = add i64 %size.H, 3
  %v335 = add i64 %v334, 3
  %v336 = sub i64 %size.R, 1
  %v337 = sub i64 %v335, %v336
  %v338 = sub i64 %v337, 1
  %v339 = sdiv i64 %v338, 2
  %v340 = srem i64 %v338, 2
  %v341 = icmp ne i64 %v340, 0
  %v342 = icmp slt i64 %v340, 0
  %v343 = icmp slt i64 2, 0
  %v344 = xor i1 %v342, %v343
  %v345 = and i1 %v341, %v344
  %v346 = zext i1 %v345 to i64
  %v347 = sub i64 %v339, %v346
  %v348 = add i64 %v347, 1
  %v349 = mul i64 %n, %v348
  %v350 = add i64 %v349, %t326
  %v351 = add i64 %size.W, 3
  %v352 = add i64 %v351, 3
  %v353 = sub i64 %size.S, 1
  %v354 = sub i64 %v352, %v353
  %v355 = sub i64 %v354, 1
  %v356 = sdiv i64 %v355, 2
  %v357 = srem i64 %v355, 2
  %v358 = icmp ne i64 %v357, 0
  %v359 = icmp slt i64 %v357, 0
  %v360 = icmp slt i64 2, 0
  %v361 = xor i1 %v359, %v360
  %v362 = and i1 %v358, %v361
  %v363 = zext i1 %v362 to i64
  %v364 = sub i64 %v356, %v363
  %v365 = add i64 %v364, 1
  %v366 = mul i64 %v350, %v365
  %v367 = add i64 %v366, %t324
  %v368 = mul i64 %v367, %size.K
  %v369 = add i64 %v368, %t330
  %p370 = getelementptr float, ptr %buf.y, i64 %v369
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v333, ptr align 4 %p370, <16 x i1> %mlast)
  br label %finnext328
finnext328:
  %t371 = add i64 %t324, 1
  %t372 = icmp sge i64 %t371, %t226
  %t373 = select i1 %t372, i64 0, i64 %t371
  %t374 = zext i1 %t372 to i64
  %t375 = add i64 %t326, %t374
  %t378 = icmp slt i64 3, %t10
  br i1 %t378, label %fin376, label %finnext377
fin376:
  %t379 = add i64 %k0, 0
  %p380 = getelementptr float, ptr %buf.b, i64 %t379
  %ld381 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p380, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v382 = fadd contract <16 x float> %ld381, %t209
  %v383 = add i64 %size.H, 3
  %v384 = add i64 %v383, 3
  %v385 = sub i64 %size.R, 1
  %v386 = sub i64 %v384, %v385
  %v387 = sub i64 %v386, 1
  %v388 = sdiv i64 %v387, 2
  %v389 = srem i64 %v387, 2
  %v390 = icmp ne i64 %v389, 0
  %v391 = icmp slt i64 %v389, 0
  %v392 = icmp slt i64 2, 0
  %v393 = xor i1 %v391, %v392
  %v394 = and i1 %v390, %v393
  %v395 = zext i1 %v394 to i64
  %v396 = sub i64 %v388, %v395
  %v397 = add i64 %v396, 1
  %v398 = mul i64 %n, %v397
  %v399 = add i64 %v398, %t375
  %v400 = add i64 %size.W, 3
  %v401 = add i64 %v400, 3
  %v402 = sub i64 %size.S, 1
  %v403 = sub i64 %v401, %v402
  %v404 = sub i64 %v403, 1
  %v405 = sdiv i64 %v404, 2
  %v406 = srem i64 %v404, 2
  %v407 = icmp ne i64 %v406, 0
  %v408 = icmp slt i64 %v406, 0
  %v409 = icmp slt i64 2, 0
  %v410 = xor i1 %v408, %v409
  %v411 = and i1 %v407, %v410
  %v412 = zext i1 %v411 to i64
  %v413 = sub i64 %v405, %v412
  %v414 = add i64 %v413, 1
  %v415 = mul i64 %v399, %v414
  %v416 = add i64 %v415, %t373
  %v417 = mul i64 %v416, %size.K
  %v418 = add i64 %v417, %t379
  %p419 = getelementptr float, ptr %buf.y, i64 %v418
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v382, ptr align 4 %p419, <16 x i1> %mlast)
  br label %finnext377
finnext377:
  %t420 = add i64 %t373, 1
  %t421 = icmp sge i64 %t420, %t226
  %t422 = select i1 %t421, i64 0, i64 %t420
  %t423 = zext i1 %t421 to i64
  %t424 = add i64 %t375, %t423
  %t427 = icmp slt i64 4, %t10
  br i1 %t427, label %fin425, label %finnext426
fin425:
  %t428 = add i64 %k0, 0
  %p429 = getelementptr float, ptr %buf.b, i64 %t428
  %ld430 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p429, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v431 = fadd contract <16 x float> %ld430, %t210
  %v432 = add i64 %size.H, 3
  %v433 = add i64 %v432, 3
  %v434 = sub i64 %size.R, 1
  %v435 = sub i64 %v433, %v434
  %v436 = sub i64 %v435, 1
  %v437 = sdiv i64 %v436, 2
  %v438 = srem i64 %v436, 2
  %v439 = icmp ne i64 %v438, 0
  %v440 = icmp slt i64 %v438, 0
  %v441 = icmp slt i64 2, 0
  %v442 = xor i1 %v440, %v441
  %v443 = and i1 %v439, %v442
  %v444 = zext i1 %v443 to i64
  %v445 = sub i64 %v437, %v444
  %v446 = add i64 %v445, 1
  %v447 = mul i64 %n, %v446
  %v448 = add i64 %v447, %t424
  %v449 = add i64 %size.W, 3
  %v450 = add i64 %v449, 3
  %v451 = sub i64 %size.S, 1
  %v452 = sub i64 %v450, %v451
  %v453 = sub i64 %v452, 1
  %v454 = sdiv i64 %v453, 2
  %v455 = srem i64 %v453, 2
  %v456 = icmp ne i64 %v455, 0
  %v457 = icmp slt i64 %v455, 0
  %v458 = icmp slt i64 2, 0
  %v459 = xor i1 %v457, %v458
  %v460 = and i1 %v456, %v459
  %v461 = zext i1 %v460 to i64
  %v462 = sub i64 %v454, %v461
  %v463 = add i64 %v462, 1
  %v464 = mul i64 %v448, %v463
  %v465 = add i64 %v464, %t422
  %v466 = mul i64 %v465, %size.K
  %v467 = add i64 %v466, %t428
  %p468 = getelementptr float, ptr %buf.y, i64 %v467
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v431, ptr align 4 %p468, <16 x i1> %mlast)
  br label %finnext426
finnext426:
  %t469 = add i64 %t422, 1
  %t470 = icmp sge i64 %t469, %t226
  %t471 = select i1 %t470, i64 0, i64 %t469
  %t472 = zext i1 %t470 to i64
  %t473 = add i64 %t424, %t472
  %t476 = icmp slt i64 5, %t10
  br i1 %t476, label %fin474, label %finnext475
fin474:
  %t477 = add i64 %k0, 0
  %p478 = getelementptr float, ptr %buf.b, i64 %t477
  %ld479 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p478, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v480 = fadd contract <16 x float> %ld479, %t211
  %v481 = add i64 %size.H, 3
  %v482 = add i64 %v481, 3
  %v483 = sub i64 %size.R, 1
  %v484 = sub i64 %v482, %v483
  %v485 = sub i64 %v484, 1
  %v486 = sdiv i64 %v485, 2
  %v487 = srem i64 %v485, 2
  %v488 = icmp ne i64 %v487, 0
  %v489 = icmp slt i64 %v487, 0
  %v490 = icmp slt i64 2, 0
  %v491 = xor i1 %v489, %v490
  %v492 = and i1 %v488, %v491
  %v493 = zext i1 %v492 to i64
  %v494 = sub i64 %v486, %v493
  %v495 = add i64 %v494, 1
  %v496 = mul i64 %n, %v495
  %v497 = add i64 %v496, %t473
  %v498 = add i64 %size.W, 3
  %v499 = add i64 %v498, 3
  %v500 = sub i64 %size.S, 1
  %v501 = sub i64 %v499, %v500
  %v502 = sub i64 %v501, 1
  %v503 = sdiv i64 %v502, 2
  %v504 = srem i64 %v502, 2
  %v505 = icmp ne i64 %v504, 0
  %v506 = icmp slt i64 %v504, 0
  %v507 = icmp slt i64 2, 0
  %v508 = xor i1 %v506, %v507
  %v509 = and i1 %v505, %v508
  %v510 = zext i1 %v509 to i64
  %v511 = sub i64 %v503, %v510
  %v512 = add i64 %v511, 1
  %v513 = mul i64 %v497, %v512
  %v514 = add i64 %v513, %t471
  %v515 = mul i64 %v514, %size.K
  %v516 = add i64 %v515, %t477
  %p517 = getelementptr float, ptr %buf.y, i64 %v516
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v480, ptr align 4 %p517, <16 x i1> %mlast)
  br label %finnext475
finnext475:
  br label %tile.next
partial:
  %t520 = icmp slt i64 0, %t10
  br i1 %t520, label %store518, label %next519
store518:
  %t521 = getelementptr float, ptr %t26, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t206, ptr align 4 %t521, <16 x i1> %mlast)
  br label %next519
next519:
  %t524 = icmp slt i64 1, %t10
  br i1 %t524, label %store522, label %next523
store522:
  %t525 = getelementptr float, ptr %t28, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t207, ptr align 4 %t525, <16 x i1> %mlast)
  br label %next523
next523:
  %t528 = icmp slt i64 2, %t10
  br i1 %t528, label %store526, label %next527
store526:
  %t529 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t208, ptr align 4 %t529, <16 x i1> %mlast)
  br label %next527
next527:
  %t532 = icmp slt i64 3, %t10
  br i1 %t532, label %store530, label %next531
store530:
  %t533 = getelementptr float, ptr %t32, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t209, ptr align 4 %t533, <16 x i1> %mlast)
  br label %next531
next531:
  %t536 = icmp slt i64 4, %t10
  br i1 %t536, label %store534, label %next535
store534:
  %t537 = getelementptr float, ptr %t34, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t210, ptr align 4 %t537, <16 x i1> %mlast)
  br label %next535
next535:
  %t540 = icmp slt i64 5, %t10
  br i1 %t540, label %store538, label %next539
store538:
  %t541 = getelementptr float, ptr %t36, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t211, ptr align 4 %t541, <16 x i1> %mlast)
  br label %next539
next539:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t542 = icmp slt i64 %j.next, %ntiles
  br i1 %t542, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t264 = add i64 %size.W, 3
  %t265 = add i64 %t264, 3
  %t266 = sub i64 %size.S, 1
  %t267 = sub i64 %t265, %t266
  %t268 = sub i64 %t267, 1
  %t269 = sdiv i64 %t268, 2
  %t270 = srem i64 %t268, 2
  %t271 = icmp slt i64 %t270, 0
  %t272 = icmp slt i64 2, 0
  %t273 = icmp ne i1 %t271, %t272
  %t274 = icmp ne i64 %t270, 0
  %t275 = and i1 %t274, %t273
  %t276 = zext i1 %t275 to i64
  %t277 = sub i64 %t269, %t276
  %t278 = add i64 %t277, 1
  %t279 = sdiv i64 %m0, %t278
  %t280 = srem i64 %m0, %t278
  %t283 = icmp slt i64 0, %t10
  br i1 %t283, label %fin281, label %finnext282
fin281:
  %t284 = add i64 %k0, 0
  %p285 = getelementptr float, ptr %buf.b, i64 %t284
  %ld286 = load <16 x float>, ptr %p285, align 4
  %v287 = fadd contract <16 x float> %ld286, %t252
  %v288 = add i64 %size.H, 3
  %v289 = add i64 %v288, 3
  %v290 = sub i64 %size.R, 1
  %v291 = sub i64 %v289, %v290
  %v292 = sub i64 %v291, 1
  %v293 = sdiv i64 %v292, 2
  %v294 = srem i64 %v292, 2
  %v295 = icmp ne i64 %v294, 0
  %v296 = icmp slt i64 %v294, 0
  %v297 = icmp slt i64 2, 0
  %v298 = xor i1 %v296, %v297
  %v299 = and i1 %v295, %v298
  %v300 = zext i1 %v299 to i64
  %v301 = sub i64 %v293, %v300
  %v302 = add i64 %v301, 1
  %v303 = mul i64 %n, %v302
  %v304 = add i64 %v303, %t279
  %v305 = add i64 %size.W, 3
  %v306 = add i64 %v305, 3
  %v307 = sub i64 %size.S, 1
  %v308 = sub i64 %v306, %v307
  %v309 = sub i64 %v308, 1
  %v310 = sdiv i64 %v309, 2
  %v311 = srem i64 %v309, 2
  %v312 = icmp ne i64 %v311, 0
  %v313 = icmp slt i64 %v311, 0
  %v314 = icmp slt i64 2, 0
  %v315 = xor i1 %v313, %v314
  %v316 = and i1 %v312, %v315
  %v317 = zext i1 %v316 to i64
  %v318 = sub i64 %v310, %v317
  %v319 = add i64 %v318, 1
  %v320 = mul i64 %v304, %v319
  %v321 = add i64 %v320, %t280
  %v322 = mul i64 %v321, %size.K
  %v323 = add i64 %v322, %t284
  %p324 = getelementptr float, ptr %buf.y, i64 %v323
  store <16 x float> %v287, ptr %p324, align 4
  %t325 = add i64 %k0, 16
  %p326 = getelementptr float, ptr %buf.b, i64 %t325
  %ld327 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p326, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v328 = fadd contract <16 x float> %ld327, %t253
  %v329 = add i64 %size.H, 3
  %v330 = add i64 %v329, 3
  %v331 = sub i64 %size.R, 1
  %v332 = sub i64 %v330, %v331
  %v333 = sub i64 %v332, 1
  %v334 = sdiv i64 %v333, 2
  %v335 = srem i64 %v333, 2
  %v336 = icmp ne i64 %v335, 0
  %v337 = icmp slt i64 %v335, 0
  %v338 = icmp slt i64 2, 0
  %v339 = xor i1 %v337, %v338
  %v340 = and i1 %v336, %v339
  %v341 = zext i1 %v340 to i64
  %v342 = sub i64 %v334, %v341
  %v343 = add i64 %v342, 1
  %v344 = mul i64 %n, %v343
  %v345 = add i64 %v344, %t279
  %v346 = add i64 %size.W, 3
  %v347 = add i64 %v346, 3
  %v348 = sub i64 %size.S, 1
  %v349 = sub i64 %v347, %v348
  %v350 = sub i64 %v349, 1
  %v351 = sdiv i64 %v350, 2
  %v352 = srem i64 %v350, 2
  %v353 = icmp ne i64 %v352, 0
  %v354 = icmp slt i64 %v352, 0
  %v355 = icmp slt i64 2, 0
  %v356 = xor i1 %v354, %v355
  %v357 = and i1 %v353, %v356
  %v358 = zext i1 %v357 to i64
  %v359 = sub i64 %v351, %v358
  %v360 = add i64 %v359, 1
  %v361 = mul i64 %v345, %v360
  %v362 = add i64 %v361, %t280
  %v363 = mul i64 %v362, %size.K
  %v364 = add i64 %v363, %t325
  %p365 = getelementptr float, ptr %buf.y, i64 %v364
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v328, ptr align 4 %p365, <16 x i1> %mlast)
  br label %finnext282
finnext282:
  %t366 = add i64 %t280, 1
  %t367 = icmp sge i64 %t366, %t278
  %t368 = select i1 %t367, i64 0, i64 %t366
  %t369 = zext i1 %t367 to i64
  %t370 = add i64 %t279, %t369
  %t373 = icmp slt i64 1, %t10
  br i1 %t373, label %fin371, label %finnext372
fin371:
  %t374 = add i64 %k0, 0
  %p375 = getelementptr float, ptr %buf.b, i64 %t374
  %ld376 = load <16 x float>, ptr %p375, align 4
  %v377 = fadd contract <16 x float> %ld376, %t254
  %v378 = add i64 %size.H, 3
  %v379 = add i64 %v378, 3
  %v380 = sub i64 %size.R, 1
  %v381 = sub i64 %v379, %v380
  %v382 = sub i64 %v381, 1
  %v383 = sdiv i64 %v382, 2
  %v384 = srem i64 %v382, 2
  %v385 = icmp ne i64 %v384, 0
  %v386 = icmp slt i64 %v384, 0
  %v387 = icmp slt i64 2, 0
  %v388 = xor i1 %v386, %v387
  %v389 = and i1 %v385, %v388
  %v390 = zext i1 %v389 to i64
  %v391 = sub i64 %v383, %v390
  %v392 = add i64 %v391, 1
  %v393 = mul i64 %n, %v392
  %v394 = add i64 %v393, %t370
  %v395 = add i64 %size.W, 3
  %v396 = add i64 %v395, 3
  %v397 = sub i64 %size.S, 1
  %v398 = sub i64 %v396, %v397
  %v399 = sub i64 %v398, 1
  %v400 = sdiv i64 %v399, 2
  %v401 = srem i64 %v399, 2
  %v402 = icmp ne i64 %v401, 0
  %v403 = icmp slt i64 %v401, 0
  %v404 = icmp slt i64 2, 0
  %v405 = xor i1 %v403, %v404
  %v406 = and i1 %v402, %v405
  %v407 = zext i1 %v406 to i64
  %v408 = sub i64 %v400, %v407
  %v409 = add i64 %v408, 1
  %v410 = mul i64 %v394, %v409
  %v411 = add i64 %v410, %t368
  %v412 = mul i64 %v411, %size.K
  %v413 = add i64 %v412, %t374
  %p414 = getelementptr float, ptr %buf.y, i64 %v413
  store <16 x float> %v377, ptr %p414, align 4
  %t415 = add i64 %k0, 16
  %p416 = getelementptr float, ptr %buf.b, i64 %t415
  %ld417 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p416, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v418 = fadd contract <16 x float> %ld417, %t255
  %v419 = add i64 %size.H, 3
  %v420 = add i64 %v419, 3
  %v421 = sub i64 %size.R, 1
  %v422 = sub i64 %v420, %v421
  %v423 = sub i64 %v422, 1
  %v424 = sdiv i64 %v423, 2
  %v425 = srem i64 %v423, 2
  %v426 = icmp ne i64 %v425, 0
  %v427 = icmp slt i64 %v425, 0
  %v428 = icmp slt i64 2, 0
  %v429 = xor i1 %v427, %v428
  %v430 = and i1 %v426, %v429
  %v431 = zext i1 %v430 to i64
  %v432 = sub i64 %v424, %v431
  %v433 = add i64 %v432, 1
  %v434 = mul i64 %n, %v433
  %v435 = add i64 %v434, %t370
  %v436 = add i64 %size.W, 3
  %v437 = add i64 %v436, 3
  %v438 = sub i64 %size.S, 1
  %v439 = sub i64 %v437, %v438
  %v440 = sub i64 %v439, 1
  %v441 = sdiv i64 %v440, 2
  %v442 = srem i64 %v440, 2
  %v443 = icmp ne i64 %v442, 0
  %v444 = icmp slt i64 %v442, 0
  %v445 = icmp slt i64 2, 0
  %v446 = xor i1 %v444, %v445
  %v447 = and i1 %v443, %v446
  %v448 = zext i1 %v447 to i64
  %v449 = sub i64 %v441, %v448
  %v450 = add i64 %v449, 1
  %v451 = mul i64 %v435, %v450
  %v452 = add i64 %v451, %t368
  %v453 = mul i64 %v452, %size.K
  %v454 = add i64 %v453, %t415
  %p455 = getelementptr float, ptr %buf.y, i64 %v454
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v418, ptr align 4 %p455, <16 x i1> %mlast)
  br label %finnext372
finnext372:
  %t456 = add i64 %t368, 1
  %t457 = icmp sge i64 %t456, %t278
  %t458 = select i1 %t457, i64 0, i64 %t456
  %t459 = zext i1 %t457 to i64
  %t460 = add i64 %t370, %t459
  %t463 = icmp slt i64 2, %t10
  br i1 %t463, label %fin461, label %finnext462
fin461:
  %t464 = add i64 %k0, 0
  %p465 = getelementptr float, ptr %buf.b, i64 %t464
  %ld466 = load <16 x float>, ptr %p465, align 4
  %v467 = fadd contract <16 x float> %ld466, %t256
  %v468 = add i64 %size.H, 3
  %v469 = add i64 %v468, 3
  %v470 = sub i64 %size.R, 1
  %v471 = sub i64 %v469, %v470
  %v472 = sub i64 %v471, 1
  %v473 = sdiv i64 %v472, 2
  %v474 = srem i64 %v472, 2
  %v475 = icmp ne i64 %v474, 0
  %v476 = icmp slt i64 %v474, 0
  %v477 = icmp slt i64 2, 0
  %v478 = xor i1 %v476, %v477
  %v479 = and i1 %v475, %v478
  %v480 = zext i1 %v479 to i64
  %v481 = sub i64 %v473, %v480
  %v482 = add i64 %v481, 1
  %v483 = mul i64 %n, %v482
  %v484 = add i64 %v483, %t460
  %v485 = add i64 %size.W, 3
  %v486 = add i64 %v485, 3
  %v487 = sub i64 %size.S, 1
  %v488 = sub i64 %v486, %v487
  %v489 = sub i64 %v488, 1
  %v490 = sdiv i64 %v489, 2
  %v491 = srem i64 %v489, 2
  %v492 = icmp ne i64 %v491, 0
  %v493 = icmp slt i64 %v491, 0
  %v494 = icmp slt i64 2, 0
  %v495 = xor i1 %v493, %v494
  %v496 = and i1 %v492, %v495
  %v497 = zext i1 %v496 to i64
  %v498 = sub i64 %v490, %v497
  %v499 = add i64 %v498, 1
  %v500 = mul i64 %v484, %v499
  %v501 = add i64 %v500, %t458
  %v502 = mul i64 %v501, %size.K
  %v503 = add i64 %v502, %t464
  %p504 = getelementptr float, ptr %buf.y, i64 %v503
  store <16 x float> %v467, ptr %p504, align 4
  %t505 = add i64 %k0, 16
  %p506 = getelementptr float, ptr %buf.b, i64 %t505
  %ld507 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p506, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v508 = fadd contract <16 x float> %ld507, %t257
  %v509 = add i64 %size.H, 3
  %v510 = add i64 %v509, 3
  %v511 = sub i64 %size.R, 1
  %v512 = sub i64 %v510, %v511
  %v513 = sub i64 %v512, 1
  %v514 = sdiv i64 %v513, 2
  %v515 = srem i64 %v513, 2
  %v516 = icmp ne i64 %v515, 0
  %v517 = icmp slt i64 %v515, 0
  %v518 = icmp slt i64 2, 0
  %v519 = xor i1 %v517, %v518
  %v520 = and i1 %v516, %v519
  %v521 = zext i1 %v520 to i64
  %v522 = sub i64 %v514, %v521
  %v523 = add i64 %v522, 1
  %v524 = mul i64 %n, %v523
  %v525 = add i64 %v524, %t460
  %v526 = add i64 %size.W, 3
  %v527 = add i64 %v526, 3
  %v528 = sub i64 %size.S, 1
  %v529 = sub i64 %v527, %v528
  %v530 = sub i64 %v529, 1
  %v531 = sdiv i64 %v530, 2
  %v532 = srem i64 %v530, 2
  %v533 = icmp ne i64 %v532, 0
  %v534 = icmp slt i64 %v532, 0
  %v535 = icmp slt i64 2, 0
  %v536 = xor i1 %v534, %v535
  %v537 = and i1 %v533, %v536
  %v538 = zext i1 %v537 to i64
  %v539 = sub i64 %v531, %v538
  %v540 = add i64 %v539, 1
  %v541 = mul i64 %v525, %v540
  %v542 = add i64 %v541, %t458
  %v543 = mul i64 %v542, %size.K
  %v544 = add i64 %v543, %t505
  %p545 = getelementptr float, ptr %buf.y, i64 %v544
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v508, ptr align 4 %p545, <16 x i1> %mlast)
  br label %finnext462
finnext462:
  %t546 = add i64 %t458, 1
  %t547 = icmp sge i64 %t546, %t278
  %t548 = select i1 %t547, i64 0, i64 %t546
  %t549 = zext i1 %t547 to i64
  %t550 = add i64 %t460, %t549
  %t553 = icmp slt i64 3, %t10
  br i1 %t553, label %fin551, label %finnext552
fin551:
  %t554 = add i64 %k0, 0
  %p555 = getelementptr float, ptr %buf.b, i64 %t554
  %ld556 = load <16 x float>, ptr %p555, align 4
  %v557 = fadd contract <16 x float> %ld556, %t258
  %v558 = add i64 %size.H, 3
  %v559 = add i64 %v558, 3
  %v560 = sub i64 %size.R, 1
  %v561 = sub i64 %v559, %v560
  %v562 = sub i64 %v561, 1
  %v563 = sdiv i64 %v562, 2
  %v564 = srem i64 %v562, 2
  %v565 = icmp ne i64 %v564, 0
  %v566 = icmp slt i64 %v564, 0
  %v567 = icmp slt i64 2, 0
  %v568 = xor i1 %v566, %v567
  %v569 = and i1 %v565, %v568
  %v570 = zext i1 %v569 to i64
  %v571 = sub i64 %v563, %v570
  %v572 = add i64 %v571, 1
  %v573 = mul i64 %n, %v572
  %v574 = add i64 %v573, %t550
  %v575 = add i64 %size.W, 3
  %v576 = add i64 %v575, 3
  %v577 = sub i64 %size.S, 1
  %v578 = sub i64 %v576, %v577
  %v579 = sub i64 %v578, 1
  %v580 = sdiv i64 %v579, 2
  %v581 = srem i64 %v579, 2
  %v582 = icmp ne i64 %v581, 0
  %v583 = icmp slt i64 %v581, 0
  %v584 = icmp slt i64 2, 0
  %v585 = xor i1 %v583, %v584
  %v586 = and i1 %v582, %v585
  %v587 = zext i1 %v586 to i64
  %v588 = sub i64 %v580, %v587
  %v589 = add i64 %v588, 1
  %v590 = mul i64 %v574, %v589
  %v591 = add i64 %v590, %t548
  %v592 = mul i64 %v591, %size.K
  %v593 = add i64 %v592, %t554
  %p594 = getelementptr float, ptr %buf.y, i64 %v593
  store <16 x float> %v557, ptr %p594, align 4
  %t595 = add i64 %k0, 16
  %p596 = getelementptr float, ptr %buf.b, i64 %t595
  %ld597 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p596, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v598 = fadd contract <16 x float> %ld597, %t259
  %v599 = add i64 %size.H, 3
  %v600 = add i64 %v599, 3
  %v601 = sub i64 %size.R, 1
  %v602 = sub i64 %v600, %v601
  %v603 = sub i64 %v602, 1
  %v604 = sdiv i64 %v603, 2
  %v605 = srem i64 %v603, 2
  %v606 = icmp ne i64 %v605, 0
  %v607 = icmp slt i64 %v605, 0
  %v608 = icmp slt i64 2, 0
  %v609 = xor i1 %v607, %v608
  %v610 = and i1 %v606, %v609
  %v611 = zext i1 %v610 to i64
  %v612 = sub i64 %v604, %v611
  %v613 = add i64 %v612, 1
  %v614 = mul i64 %n, %v613
  %v615 = add i64 %v614, %t550
  %v616 = add i64 %size.W, 3
  %v617 = add i64 %v616, 3
  %v618 = sub i64 %size.S, 1
  %v619 = sub i64 %v617, %v618
  %v620 = sub i64 %v619, 1
  %v621 = sdiv i64 %v620, 2
  %v622 = srem i64 %v620, 2
  %v623 = icmp ne i64 %v622, 0
  %v624 = icmp slt i64 %v622, 0
  %v625 = icmp slt i64 2, 0
  %v626 = xor i1 %v624, %v625
  %v627 = and i1 %v623, %v626
  %v628 = zext i1 %v627 to i64
  %v629 = sub i64 %v621, %v628
  %v630 = add i64 %v629, 1
  %v631 = mul i64 %v615, %v630
  %v632 = add i64 %v631, %t548
  %v633 = mul i64 %v632, %size.K
  %v634 = add i64 %v633, %t595
  %p635 = getelementptr float, ptr %buf.y, i64 %v634
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v598, ptr align 4 %p635, <16 x i1> %mlast)
  br label %finnext552
finnext552:
  %t636 = add i64 %t548, 1
  %t637 = icmp sge i64 %t636, %t278
  %t638 = select i1 %t637, i64 0, i64 %t636
  %t639 = zext i1 %t637 to i64
  %t640 = add i64 %t550, %t639
  %t643 = icmp slt i64 4, %t10
  br i1 %t643, label %fin641, label %finnext642
fin641:
  %t644 = add i64 %k0, 0
  %p645 = getelementptr float, ptr %buf.b, i64 %t644
  %ld646 = load <16 x float>, ptr %p645, align 4
  %v647 = fadd contract <16 x float> %ld646, %t260
  %v648 = add i64 %size.H, 3
  %v649 = add i64 %v648, 3
  %v650 = sub i64 %size.R, 1
  %v651 = sub i64 %v649, %v650
  %v652 = sub i64 %v651, 1
  %v653 = sdiv i64 %v652, 2
  %v654 = srem i64 %v652, 2
  %v655 = icmp ne i64 %v654, 0
  %v656 = icmp slt i64 %v654, 0
  %v657 = icmp slt i64 2, 0
  %v658 = xor i1 %v656, %v657
  %v659 = and i1 %v655, %v658
  %v660 = zext i1 %v659 to i64
  %v661 = sub i64 %v653, %v660
  %v662 = add i64 %v661, 1
  %v663 = mul i64 %n, %v662
  %v664 = add i64 %v663, %t640
  %v665 = add i64 %size.W, 3
  %v666 = add i64 %v665, 3
  %v667 = sub i64 %size.S, 1
  %v668 = sub i64 %v666, %v667
  %v669 = sub i64 %v668, 1
  %v670 = sdiv i64 %v669, 2
  %v671 = srem i64 %v669, 2
  %v672 = icmp ne i64 %v671, 0
  %v673 = icmp slt i64 %v671, 0
  %v674 = icmp slt i64 2, 0
  %v675 = xor i1 %v673, %v674
  %v676 = and i1 %v672, %v675
  %v677 = zext i1 %v676 to i64
  %v678 = sub i64 %v670, %v677
  %v679 = add i64 %v678, 1
  %v680 = mul i64 %v664, %v679
  %v681 = add i64 %v680, %t638
  %v682 = mul i64 %v681, %size.K
  %v683 = add i64 %v682, %t644
  %p684 = getelementptr float, ptr %buf.y, i64 %v683
  store <16 x float> %v647, ptr %p684, align 4
  %t685 = add i64 %k0, 16
  %p686 = getelementptr float, ptr %buf.b, i64 %t685
  %ld687 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p686, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v688 = fadd contract <16 x float> %ld687, %t261
  %v689 = add i64 %size.H, 3
  %v690 = add i64 %v689, 3
  %v691 = sub i64 %size.R, 1
  %v692 = sub i64 %v690, %v691
  %v693 = sub i64 %v692, 1
  %v694 = sdiv i64 %v693, 2
  %v695 = srem i64 %v693, 2
  %v696 = icmp ne i64 %v695, 0
  %v697 = icmp slt i64 %v695, 0
  %v698 = icmp slt i64 2, 0
  %v699 = xor i1 %v697, %v698
  %v700 = and i1 %v696, %v699
  %v701 = zext i1 %v700 to i64
  %v702 = sub i64 %v694, %v701
  %v703 = add i64 %v702, 1
  %v704 = mul i64 %n, %v703
  %v705 = add i64 %v704, %t640
  %v706 = add i64 %size.W, 3
  %v707 = add i64 %v706, 3
  %v708 = sub i64 %size.S, 1
  %v709 = sub i64 %v707, %v708
  %v710 = sub i64 %v709, 1
  %v711 = sdiv i64 %v710, 2
  %v712 = srem i64 %v710, 2
  %v713 = icmp ne i64 %v712, 0
  %v714 = icmp slt i64 %v712, 0
  %v715 = icmp slt i64 2, 0
  %v716 = xor i1 %v714, %v715
  %v717 = and i1 %v713, %v716
  %v718 = zext i1 %v717 to i64
  %v719 = sub i64 %v711, %v718
  %v720 = add i64 %v719, 1
  %v721 = mul i64 %v705, %v720
  %v722 = add i64 %v721, %t638
  %v723 = mul i64 %v722, %size.K
  %v724 = add i64 %v723, %t685
  %p725 = getelementptr float, ptr %buf.y, i64 %v724
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v688, ptr align 4 %p725, <16 x i1> %mlast)
  br label %finnext642
finnext642:
  %t726 = add i64 %t638, 1
  %t727 = icmp sge i64 %t726, %t278
  %t728 = select i1 %t727, i64 0, i64 %t726
  %t729 = zext i1 %t727 to i64
  %t730 = add i64 %t640, %t729
  %t733 = icmp slt i64 5, %t10
  br i1 %t733, label %fin731, label %finnext732
fin731:
  %t734 = add i64 %k0, 0
  %p735 = getelementptr float, ptr %buf.b, i64 %t734
  %ld736 = load <16 x float>, ptr %p735, align 4
  %v737 = fadd contract <16 x float> %ld736, %t262
  %v738 = add i64 %size.H, 3
  %v739 = add i64 %v738, 3
  %v740 = sub i64 %size.R, 1
  %v741 = sub i64 %v739, %v740
  %v742 = sub i64 %v741, 1
  %v743 = sdiv i64 %v742, 2
  %v744 = srem i64 %v742, 2
  %v745 = icmp ne i64 %v744, 0
  %v746 = icmp slt i64 %v744, 0
  %v747 = icmp slt i64 2, 0
  %v748 = xor i1 %v746, %v747
  %v749 = and i1 %v745, %v748
  %v750 = zext i1 %v749 to i64
  %v751 = sub i64 %v743, %v750
  %v752 = add i64 %v751, 1
  %v753 = mul i64 %n, %v752
  %v754 = add i64 %v753, %t730
  %v755 = add i64 %size.W, 3
  %v756 = add i64 %v755, 3
  %v757 = sub i64 %size.S, 1
  %v758 = sub i64 %v756, %v757
  %v759 = sub i64 %v758, 1
  %v760 = sdiv i64 %v759, 2
  %v761 = srem i64 %v759, 2
  %v762 = icmp ne i64 %v761, 0
  %v763 = icmp slt i64 %v761, 0
  %v764 = icmp slt i64 2, 0
  %v765 = xor i1 %v763, %v764
  %v766 = and i1 %v762, %v765
  %v767 = zext i1 %v766 to i64
  %v768 = sub i64 %v760, %v767
  %v769 = add i64 %v768, 1
  %v770 = mul i64 %v754, %v769
  %v771 = add i64 %v770, %t728
  %v772 = mul i64 %v771, %size.K
  %v773 = add i64 %v772, %t734
  %p774 = getelementptr float, ptr %buf.y, i64 %v773
  store <16 x float> %v737, ptr %p774, align 4
  %t775 = add i64 %k0, 16
  %p776 = getelementptr float, ptr %buf.b, i64 %t775
  %ld777 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p776, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v778 = fadd contract <16 x float> %ld777, %t263
  %v779 = add i64 %size.H, 3
  %v780 = add i64 %v779, 3
  %v781 = sub i64 %size.R, 1
  %v782 = sub i64 %v780, %v781
  %v783 = sub i64 %v782, 1
  %v784 = sdiv i64 %v783, 2
  %v785 = srem i64 %v783, 2
  %v786 = icmp ne i64 %v785, 0
  %v787 = icmp slt i64 %v785, 0
  %v788 = icmp slt i64 2, 0
  %v789 = xor i1 %v787, %v788
  %v790 = and i1 %v786, %v789
  %v791 = zext i1 %v790 to i64
  %v792 = sub i64 %v784, %v791
  %v793 = add i64 %v792, 1
  %v794 = mul i64 %n, %v793
  %v795 = add i64 %v794, %t730
  %v796 = add i64 %size.W, 3
  %v797 = add i64 %v796, 3
  %v798 = sub i64 %size.S, 1
  %v799 = sub i64 %v797, %v798
  %v800 = sub i64 %v799, 1
  %v801 = sdiv i64 %v800, 2
  %v802 = srem i64 %v800, 2
  %v803 = icmp ne i64 %v802, 0
  %v804 = icmp slt i64 %v802, 0
  %v805 = icmp slt i64 2, 0
  %v806 = xor i1 %v804, %v805
  %v807 = and i1 %v803, %v806
  %v808 = zext i1 %v807 to i64
  %v809 = sub i64 %v801, %v808
  %v810 = add i64 %v809, 1
  %v811 = mul i64 %v795, %v810
  %v812 = add i64 %v811, %t728
  %v813 = mul i64 %v812, %size.K
  %v814 = add i64 %v813, %t775
  %p815 = getelementptr float, ptr %buf.y, i64 %v814
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v778, ptr align 4 %p815, <16 x i1> %mlast)
  br label %finnext732
finnext732:
  br label %tile.next
partial:
  %t818 = icmp slt i64 0, %t10
  br i1 %t818, label %store816, label %next817
store816:
  %t819 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t252, ptr %t819, align 4
  %t820 = getelementptr float, ptr %t26, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t253, ptr align 4 %t820, <16 x i1> %mlast)
  br label %next817
next817:
  %t823 = icmp slt i64 1, %t10
  br i1 %t823, label %store821, label %next822
store821:
  %t824 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t254, ptr %t824, align 4
  %t825 = getelementptr float, ptr %t28, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t255, ptr align 4 %t825, <16 x i1> %mlast)
  br label %next822
next822:
  %t828 = icmp slt i64 2, %t10
  br i1 %t828, label %store826, label %next827
store826:
  %t829 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t256, ptr %t829, align 4
  %t830 = getelementptr float, ptr %t30, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t257, ptr align 4 %t830, <16 x i1> %mlast)
  br label %next827
next827:
  %t833 = icmp slt i64 3, %t10
  br i1 %t833, label %store831, label %next832
store831:
  %t834 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t258, ptr %t834, align 4
  %t835 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t259, ptr align 4 %t835, <16 x i1> %mlast)
  br label %next832
next832:
  %t838 = icmp slt i64 4, %t10
  br i1 %t838, label %store836, label %next837
store836:
  %t839 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t260, ptr %t839, align 4
  %t840 = getelementptr float, ptr %t34, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t261, ptr align 4 %t840, <16 x i1> %mlast)
  br label %next837
next837:
  %t843 = icmp slt i64 5, %t10
  br i1 %t843, label %store841, label %next842
store841:
  %t844 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t262, ptr %t844, align 4
  %t845 = getelementptr float, ptr %t36, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t263, ptr align 4 %t845, <16 x i1> %mlast)
  br label %next842
next842:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t846 = icmp slt i64 %j.next, %ntiles
  br i1 %t846, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t316 = add i64 %size.W, 3
  %t317 = add i64 %t316, 3
  %t318 = sub i64 %size.S, 1
  %t319 = sub i64 %t317, %t318
  %t320 = sub i64 %t319, 1
  %t321 = sdiv i64 %t320, 2
  %t322 = srem i64 %t320, 2
  %t323 = icmp slt i64 %t322, 0
  %t324 = icmp slt i64 2, 0
  %t325 = icmp ne i1 %t323, %t324
  %t326 = icmp ne i64 %t322, 0
  %t327 = and i1 %t326, %t325
  %t328 = zext i1 %t327 to i64
  %t329 = sub i64 %t321, %t328
  %t330 = add i64 %t329, 1
  %t331 = sdiv i64 %m0, %t330
  %t332 = srem i64 %m0, %t330
  %t335 = icmp slt i64 0, %t10
  br i1 %t335, label %fin333, label %finnext334
fin333:
  %t336 = add i64 %k0, 0
  %p337 = getelementptr float, ptr %buf.b, i64 %t336
  %ld338 = load <16 x float>, ptr %p337, align 4
  %v339 = fadd contract <16 x float> %ld338, %t298
  %v340 = add i64 %size.H, 3
  %v341 = add i64 %v340, 3
  %v342 = sub i64 %size.R, 1
  %v343 = sub i64 %v341, %v342
  %v344 = sub i64 %v343, 1
  %v345 = sdiv i64 %v344, 2
  %v346 = srem i64 %v344, 2
  %v347 = icmp ne i64 %v346, 0
  %v348 = icmp slt i64 %v346, 0
  %v349 = icmp slt i64 2, 0
  %v350 = xor i1 %v348, %v349
  %v351 = and i1 %v347, %v350
  %v352 = zext i1 %v351 to i64
  %v353 = sub i64 %v345, %v352
  %v354 = add i64 %v353, 1
  %v355 = mul i64 %n, %v354
  %v356 = add i64 %v355, %t331
  %v357 = add i64 %size.W, 3
  %v358 = add i64 %v357, 3
  %v359 = sub i64 %size.S, 1
  %v360 = sub i64 %v358, %v359
  %v361 = sub i64 %v360, 1
  %v362 = sdiv i64 %v361, 2
  %v363 = srem i64 %v361, 2
  %v364 = icmp ne i64 %v363, 0
  %v365 = icmp slt i64 %v363, 0
  %v366 = icmp slt i64 2, 0
  %v367 = xor i1 %v365, %v366
  %v368 = and i1 %v364, %v367
  %v369 = zext i1 %v368 to i64
  %v370 = sub i64 %v362, %v369
  %v371 = add i64 %v370, 1
  %v372 = mul i64 %v356, %v371
  %v373 = add i64 %v372, %t332
  %v374 = mul i64 %v373, %size.K
  %v375 = add i64 %v374, %t336
  %p376 = getelementptr float, ptr %buf.y, i64 %v375
  store <16 x float> %v339, ptr %p376, align 4
  %t377 = add i64 %k0, 16
  %p378 = getelementptr float, ptr %buf.b, i64 %t377
  %ld379 = load <16 x float>, ptr %p378, align 4
  %v380 = fadd contract <16 x float> %ld379, %t299
  %v381 = add i64 %size.H, 3
  %v382 = add i64 %v381, 3
  %v383 = sub i64 %size.R, 1
  %v384 = sub i64 %v382, %v383
  %v385 = sub i64 %v384, 1
  %v386 = sdiv i64 %v385, 2
  %v387 = srem i64 %v385, 2
  %v388 = icmp ne i64 %v387, 0
  %v389 = icmp slt i64 %v387, 0
  %v390 = icmp slt i64 2, 0
  %v391 = xor i1 %v389, %v390
  %v392 = and i1 %v388, %v391
  %v393 = zext i1 %v392 to i64
  %v394 = sub i64 %v386, %v393
  %v395 = add i64 %v394, 1
  %v396 = mul i64 %n, %v395
  %v397 = add i64 %v396, %t331
  %v398 = add i64 %size.W, 3
  %v399 = add i64 %v398, 3
  %v400 = sub i64 %size.S, 1
  %v401 = sub i64 %v399, %v400
  %v402 = sub i64 %v401, 1
  %v403 = sdiv i64 %v402, 2
  %v404 = srem i64 %v402, 2
  %v405 = icmp ne i64 %v404, 0
  %v406 = icmp slt i64 %v404, 0
  %v407 = icmp slt i64 2, 0
  %v408 = xor i1 %v406, %v407
  %v409 = and i1 %v405, %v408
  %v410 = zext i1 %v409 to i64
  %v411 = sub i64 %v403, %v410
  %v412 = add i64 %v411, 1
  %v413 = mul i64 %v397, %v412
  %v414 = add i64 %v413, %t332
  %v415 = mul i64 %v414, %size.K
  %v416 = add i64 %v415, %t377
  %p417 = getelementptr float, ptr %buf.y, i64 %v416
  store <16 x float> %v380, ptr %p417, align 4
  %t418 = add i64 %k0, 32
  %p419 = getelementptr float, ptr %buf.b, i64 %t418
  %ld420 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p419, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v421 = fadd contract <16 x float> %ld420, %t300
  %v422 = add i64 %size.H, 3
  %v423 = add i64 %v422, 3
  %v424 = sub i64 %size.R, 1
  %v425 = sub i64 %v423, %v424
  %v426 = sub i64 %v425, 1
  %v427 = sdiv i64 %v426, 2
  %v428 = srem i64 %v426, 2
  %v429 = icmp ne i64 %v428, 0
  %v430 = icmp slt i64 %v428, 0
  %v431 = icmp slt i64 2, 0
  %v432 = xor i1 %v430, %v431
  %v433 = and i1 %v429, %v432
  %v434 = zext i1 %v433 to i64
  %v435 = sub i64 %v427, %v434
  %v436 = add i64 %v435, 1
  %v437 = mul i64 %n, %v436
  %v438 = add i64 %v437, %t331
  %v439 = add i64 %size.W, 3
  %v440 = add i64 %v439, 3
  %v441 = sub i64 %size.S, 1
  %v442 = sub i64 %v440, %v441
  %v443 = sub i64 %v442, 1
  %v444 = sdiv i64 %v443, 2
  %v445 = srem i64 %v443, 2
  %v446 = icmp ne i64 %v445, 0
  %v447 = icmp slt i64 %v445, 0
  %v448 = icmp slt i64 2, 0
  %v449 = xor i1 %v447, %v448
  %v450 = and i1 %v446, %v449
  %v451 = zext i1 %v450 to i64
  %v452 = sub i64 %v444, %v451
  %v453 = add i64 %v452, 1
  %v454 = mul i64 %v438, %v453
  %v455 = add i64 %v454, %t332
  %v456 = mul i64 %v455, %size.K
  %v457 = add i64 %v456, %t418
  %p458 = getelementptr float, ptr %buf.y, i64 %v457
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v421, ptr align 4 %p458, <16 x i1> %mlast)
  br label %finnext334
finnext334:
  %t459 = add i64 %t332, 1
  %t460 = icmp sge i64 %t459, %t330
  %t461 = select i1 %t460, i64 0, i64 %t459
  %t462 = zext i1 %t460 to i64
  %t463 = add i64 %t331, %t462
  %t466 = icmp slt i64 1, %t10
  br i1 %t466, label %fin464, label %finnext465
fin464:
  %t467 = add i64 %k0, 0
  %p468 = getelementptr float, ptr %buf.b, i64 %t467
  %ld469 = load <16 x float>, ptr %p468, align 4
  %v470 = fadd contract <16 x float> %ld469, %t301
  %v471 = add i64 %size.H, 3
  %v472 = add i64 %v471, 3
  %v473 = sub i64 %size.R, 1
  %v474 = sub i64 %v472, %v473
  %v475 = sub i64 %v474, 1
  %v476 = sdiv i64 %v475, 2
  %v477 = srem i64 %v475, 2
  %v478 = icmp ne i64 %v477, 0
  %v479 = icmp slt i64 %v477, 0
  %v480 = icmp slt i64 2, 0
  %v481 = xor i1 %v479, %v480
  %v482 = and i1 %v478, %v481
  %v483 = zext i1 %v482 to i64
  %v484 = sub i64 %v476, %v483
  %v485 = add i64 %v484, 1
  %v486 = mul i64 %n, %v485
  %v487 = add i64 %v486, %t463
  %v488 = add i64 %size.W, 3
  %v489 = add i64 %v488, 3
  %v490 = sub i64 %size.S, 1
  %v491 = sub i64 %v489, %v490
  %v492 = sub i64 %v491, 1
  %v493 = sdiv i64 %v492, 2
  %v494 = srem i64 %v492, 2
  %v495 = icmp ne i64 %v494, 0
  %v496 = icmp slt i64 %v494, 0
  %v497 = icmp slt i64 2, 0
  %v498 = xor i1 %v496, %v497
  %v499 = and i1 %v495, %v498
  %v500 = zext i1 %v499 to i64
  %v501 = sub i64 %v493, %v500
  %v502 = add i64 %v501, 1
  %v503 = mul i64 %v487, %v502
  %v504 = add i64 %v503, %t461
  %v505 = mul i64 %v504, %size.K
  %v506 = add i64 %v505, %t467
  %p507 = getelementptr float, ptr %buf.y, i64 %v506
  store <16 x float> %v470, ptr %p507, align 4
  %t508 = add i64 %k0, 16
  %p509 = getelementptr float, ptr %buf.b, i64 %t508
  %ld510 = load <16 x float>, ptr %p509, align 4
  %v511 = fadd contract <16 x float> %ld510, %t302
  %v512 = add i64 %size.H, 3
  %v513 = add i64 %v512, 3
  %v514 = sub i64 %size.R, 1
  %v515 = sub i64 %v513, %v514
  %v516 = sub i64 %v515, 1
  %v517 = sdiv i64 %v516, 2
  %v518 = srem i64 %v516, 2
  %v519 = icmp ne i64 %v518, 0
  %v520 = icmp slt i64 %v518, 0
  %v521 = icmp slt i64 2, 0
  %v522 = xor i1 %v520, %v521
  %v523 = and i1 %v519, %v522
  %v524 = zext i1 %v523 to i64
  %v525 = sub i64 %v517, %v524
  %v526 = add i64 %v525, 1
  %v527 = mul i64 %n, %v526
  %v528 = add i64 %v527, %t463
  %v529 = add i64 %size.W, 3
  %v530 = add i64 %v529, 3
  %v531 = sub i64 %size.S, 1
  %v532 = sub i64 %v530, %v531
  %v533 = sub i64 %v532, 1
  %v534 = sdiv i64 %v533, 2
  %v535 = srem i64 %v533, 2
  %v536 = icmp ne i64 %v535, 0
  %v537 = icmp slt i64 %v535, 0
  %v538 = icmp slt i64 2, 0
  %v539 = xor i1 %v537, %v538
  %v540 = and i1 %v536, %v539
  %v541 = zext i1 %v540 to i64
  %v542 = sub i64 %v534, %v541
  %v543 = add i64 %v542, 1
  %v544 = mul i64 %v528, %v543
  %v545 = add i64 %v544, %t461
  %v546 = mul i64 %v545, %size.K
  %v547 = add i64 %v546, %t508
  %p548 = getelementptr float, ptr %buf.y, i64 %v547
  store <16 x float> %v511, ptr %p548, align 4
  %t549 = add i64 %k0, 32
  %p550 = getelementptr float, ptr %buf.b, i64 %t549
  %ld551 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p550, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v552 = fadd contract <16 x float> %ld551, %t303
  %v553 = add i64 %size.H, 3
  %v554 = add i64 %v553, 3
  %v555 = sub i64 %size.R, 1
  %v556 = sub i64 %v554, %v555
  %v557 = sub i64 %v556, 1
  %v558 = sdiv i64 %v557, 2
  %v559 = srem i64 %v557, 2
  %v560 = icmp ne i64 %v559, 0
  %v561 = icmp slt i64 %v559, 0
  %v562 = icmp slt i64 2, 0
  %v563 = xor i1 %v561, %v562
  %v564 = and i1 %v560, %v563
  %v565 = zext i1 %v564 to i64
  %v566 = sub i64 %v558, %v565
  %v567 = add i64 %v566, 1
  %v568 = mul i64 %n, %v567
  %v569 = add i64 %v568, %t463
  %v570 = add i64 %size.W, 3
  %v571 = add i64 %v570, 3
  %v572 = sub i64 %size.S, 1
  %v573 = sub i64 %v571, %v572
  %v574 = sub i64 %v573, 1
  %v575 = sdiv i64 %v574, 2
  %v576 = srem i64 %v574, 2
  %v577 = icmp ne i64 %v576, 0
  %v578 = icmp slt i64 %v576, 0
  %v579 = icmp slt i64 2, 0
  %v580 = xor i1 %v578, %v579
  %v581 = and i1 %v577, %v580
  %v582 = zext i1 %v581 to i64
  %v583 = sub i64 %v575, %v582
  %v584 = add i64 %v583, 1
  %v585 = mul i64 %v569, %v584
  %v586 = add i64 %v585, %t461
  %v587 = mul i64 %v586, %size.K
  %v588 = add i64 %v587, %t549
  %p589 = getelementptr float, ptr %buf.y, i64 %v588
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v552, ptr align 4 %p589, <16 x i1> %mlast)
  br label %finnext465
finnext465:
  %t590 = add i64 %t461, 1
  %t591 = icmp sge i64 %t590, %t330
  %t592 = select i1 %t591, i64 0, i64 %t590
  %t593 = zext i1 %t591 to i64
  %t594 = add i64 %t463, %t593
  %t597 = icmp slt i64 2, %t10
  br i1 %t597, label %fin595, label %finnext596
fin595:
  %t598 = add i64 %k0, 0
  %p599 = getelementptr float, ptr %buf.b, i64 %t598
  %ld600 = load <16 x float>, ptr %p599, align 4
  %v601 = fadd contract <16 x float> %ld600, %t304
  %v602 = add i64 %size.H, 3
  %v603 = add i64 %v602, 3
  %v604 = sub i64 %size.R, 1
  %v605 = sub i64 %v603, %v604
  %v606 = sub i64 %v605, 1
  %v607 = sdiv i64 %v606, 2
  %v608 = srem i64 %v606, 2
  %v609 = icmp ne i64 %v608, 0
  %v610 = icmp slt i64 %v608, 0
  %v611 = icmp slt i64 2, 0
  %v612 = xor i1 %v610, %v611
  %v613 = and i1 %v609, %v612
  %v614 = zext i1 %v613 to i64
  %v615 = sub i64 %v607, %v614
  %v616 = add i64 %v615, 1
  %v617 = mul i64 %n, %v616
  %v618 = add i64 %v617, %t594
  %v619 = add i64 %size.W, 3
  %v620 = add i64 %v619, 3
  %v621 = sub i64 %size.S, 1
  %v622 = sub i64 %v620, %v621
  %v623 = sub i64 %v622, 1
  %v624 = sdiv i64 %v623, 2
  %v625 = srem i64 %v623, 2
  %v626 = icmp ne i64 %v625, 0
  %v627 = icmp slt i64 %v625, 0
  %v628 = icmp slt i64 2, 0
  %v629 = xor i1 %v627, %v628
  %v630 = and i1 %v626, %v629
  %v631 = zext i1 %v630 to i64
  %v632 = sub i64 %v624, %v631
  %v633 = add i64 %v632, 1
  %v634 = mul i64 %v618, %v633
  %v635 = add i64 %v634, %t592
  %v636 = mul i64 %v635, %size.K
  %v637 = add i64 %v636, %t598
  %p638 = getelementptr float, ptr %buf.y, i64 %v637
  store <16 x float> %v601, ptr %p638, align 4
  %t639 = add i64 %k0, 16
  %p640 = getelementptr float, ptr %buf.b, i64 %t639
  %ld641 = load <16 x float>, ptr %p640, align 4
  %v642 = fadd contract <16 x float> %ld641, %t305
  %v643 = add i64 %size.H, 3
  %v644 = add i64 %v643, 3
  %v645 = sub i64 %size.R, 1
  %v646 = sub i64 %v644, %v645
  %v647 = sub i64 %v646, 1
  %v648 = sdiv i64 %v647, 2
  %v649 = srem i64 %v647, 2
  %v650 = icmp ne i64 %v649, 0
  %v651 = icmp slt i64 %v649, 0
  %v652 = icmp slt i64 2, 0
  %v653 = xor i1 %v651, %v652
  %v654 = and i1 %v650, %v653
  %v655 = zext i1 %v654 to i64
  %v656 = sub i64 %v648, %v655
  %v657 = add i64 %v656, 1
  %v658 = mul i64 %n, %v657
  %v659 = add i64 %v658, %t594
  %v660 = add i64 %size.W, 3
  %v661 = add i64 %v660, 3
  %v662 = sub i64 %size.S, 1
  %v663 = sub i64 %v661, %v662
  %v664 = sub i64 %v663, 1
  %v665 = sdiv i64 %v664, 2
  %v666 = srem i64 %v664, 2
  %v667 = icmp ne i64 %v666, 0
  %v668 = icmp slt i64 %v666, 0
  %v669 = icmp slt i64 2, 0
  %v670 = xor i1 %v668, %v669
  %v671 = and i1 %v667, %v670
  %v672 = zext i1 %v671 to i64
  %v673 = sub i64 %v665, %v672
  %v674 = add i64 %v673, 1
  %v675 = mul i64 %v659, %v674
  %v676 = add i64 %v675, %t592
  %v677 = mul i64 %v676, %size.K
  %v678 = add i64 %v677, %t639
  %p679 = getelementptr float, ptr %buf.y, i64 %v678
  store <16 x float> %v642, ptr %p679, align 4
  %t680 = add i64 %k0, 32
  %p681 = getelementptr float, ptr %buf.b, i64 %t680
  %ld682 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p681, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v683 = fadd contract <16 x float> %ld682, %t306
  %v684 = add i64 %size.H, 3
  %v685 = add i64 %v684, 3
  %v686 = sub i64 %size.R, 1
  %v687 = sub i64 %v685, %v686
  %v688 = sub i64 %v687, 1
  %v689 = sdiv i64 %v688, 2
  %v690 = srem i64 %v688, 2
  %v691 = icmp ne i64 %v690, 0
  %v692 = icmp slt i64 %v690, 0
  %v693 = icmp slt i64 2, 0
  %v694 = xor i1 %v692, %v693
  %v695 = and i1 %v691, %v694
  %v696 = zext i1 %v695 to i64
  %v697 = sub i64 %v689, %v696
  %v698 = add i64 %v697, 1
  %v699 = mul i64 %n, %v698
  %v700 = add i64 %v699, %t594
  %v701 = add i64 %size.W, 3
  %v702 = add i64 %v701, 3
  %v703 = sub i64 %size.S, 1
  %v704 = sub i64 %v702, %v703
  %v705 = sub i64 %v704, 1
  %v706 = sdiv i64 %v705, 2
  %v707 = srem i64 %v705, 2
  %v708 = icmp ne i64 %v707, 0
  %v709 = icmp slt i64 %v707, 0
  %v710 = icmp slt i64 2, 0
  %v711 = xor i1 %v709, %v710
  %v712 = and i1 %v708, %v711
  %v713 = zext i1 %v712 to i64
  %v714 = sub i64 %v706, %v713
  %v715 = add i64 %v714, 1
  %v716 = mul i64 %v700, %v715
  %v717 = add i64 %v716, %t592
  %v718 = mul i64 %v717, %size.K
  %v719 = add i64 %v718, %t680
  %p720 = getelementptr float, ptr %buf.y, i64 %v719
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v683, ptr align 4 %p720, <16 x i1> %mlast)
  br label %finnext596
finnext596:
  %t721 = add i64 %t592, 1
  %t722 = icmp sge i64 %t721, %t330
  %t723 = select i1 %t722, i64 0, i64 %t721
  %t724 = zext i1 %t722 to i64
  %t725 = add i64 %t594, %t724
  %t728 = icmp slt i64 3, %t10
  br i1 %t728, label %fin726, label %finnext727
fin726:
  %t729 = add i64 %k0, 0
  %p730 = getelementptr float, ptr %buf.b, i64 %t729
  %ld731 = load <16 x float>, ptr %p730, align 4
  %v732 = fadd contract <16 x float> %ld731, %t307
  %v733 = add i64 %size.H, 3
  %v734 = add i64 %v733, 3
  %v735 = sub i64 %size.R, 1
  %v736 = sub i64 %v734, %v735
  %v737 = sub i64 %v736, 1
  %v738 = sdiv i64 %v737, 2
  %v739 = srem i64 %v737, 2
  %v740 = icmp ne i64 %v739, 0
  %v741 = icmp slt i64 %v739, 0
  %v742 = icmp slt i64 2, 0
  %v743 = xor i1 %v741, %v742
  %v744 = and i1 %v740, %v743
  %v745 = zext i1 %v744 to i64
  %v746 = sub i64 %v738, %v745
  %v747 = add i64 %v746, 1
  %v748 = mul i64 %n, %v747
  %v749 = add i64 %v748, %t725
  %v750 = add i64 %size.W, 3
  %v751 = add i64 %v750, 3
  %v752 = sub i64 %size.S, 1
  %v753 = sub i64 %v751, %v752
  %v754 = sub i64 %v753, 1
  %v755 = sdiv i64 %v754, 2
  %v756 = srem i64 %v754, 2
  %v757 = icmp ne i64 %v756, 0
  %v758 = icmp slt i64 %v756, 0
  %v759 = icmp slt i64 2, 0
  %v760 = xor i1 %v758, %v759
  %v761 = and i1 %v757, %v760
  %v762 = zext i1 %v761 to i64
  %v763 = sub i64 %v755, %v762
  %v764 = add i64 %v763, 1
  %v765 = mul i64 %v749, %v764
  %v766 = add i64 %v765, %t723
  %v767 = mul i64 %v766, %size.K
  %v768 = add i64 %v767, %t729
  %p769 = getelementptr float, ptr %buf.y, i64 %v768
  store <16 x float> %v732, ptr %p769, align 4
  %t770 = add i64 %k0, 16
  %p771 = getelementptr float, ptr %buf.b, i64 %t770
  %ld772 = load <16 x float>, ptr %p771, align 4
  %v773 = fadd contract <16 x float> %ld772, %t308
  %v774 = add i64 %size.H, 3
  %v775 = add i64 %v774, 3
  %v776 = sub i64 %size.R, 1
  %v777 = sub i64 %v775, %v776
  %v778 = sub i64 %v777, 1
  %v779 = sdiv i64 %v778, 2
  %v780 = srem i64 %v778, 2
  %v781 = icmp ne i64 %v780, 0
  %v782 = icmp slt i64 %v780, 0
  %v783 = icmp slt i64 2, 0
  %v784 = xor i1 %v782, %v783
  %v785 = and i1 %v781, %v784
  %v786 = zext i1 %v785 to i64
  %v787 = sub i64 %v779, %v786
  %v788 = add i64 %v787, 1
  %v789 = mul i64 %n, %v788
  %v790 = add i64 %v789, %t725
  %v791 = add i64 %size.W, 3
  %v792 = add i64 %v791, 3
  %v793 = sub i64 %size.S, 1
  %v794 = sub i64 %v792, %v793
  %v795 = sub i64 %v794, 1
  %v796 = sdiv i64 %v795, 2
  %v797 = srem i64 %v795, 2
  %v798 = icmp ne i64 %v797, 0
  %v799 = icmp slt i64 %v797, 0
  %v800 = icmp slt i64 2, 0
  %v801 = xor i1 %v799, %v800
  %v802 = and i1 %v798, %v801
  %v803 = zext i1 %v802 to i64
  %v804 = sub i64 %v796, %v803
  %v805 = add i64 %v804, 1
  %v806 = mul i64 %v790, %v805
  %v807 = add i64 %v806, %t723
  %v808 = mul i64 %v807, %size.K
  %v809 = add i64 %v808, %t770
  %p810 = getelementptr float, ptr %buf.y, i64 %v809
  store <16 x float> %v773, ptr %p810, align 4
  %t811 = add i64 %k0, 32
  %p812 = getelementptr float, ptr %buf.b, i64 %t811
  %ld813 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p812, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v814 = fadd contract <16 x float> %ld813, %t309
  %v815 = add i64 %size.H, 3
  %v816 = add i64 %v815, 3
  %v817 = sub i64 %size.R, 1
  %v818 = sub i64 %v816, %v817
  %v819 = sub i64 %v818, 1
  %v820 = sdiv i64 %v819, 2
  %v821 = srem i64 %v819, 2
  %v822 = icmp ne i64 %v821, 0
  %v823 = icmp slt i64 %v821, 0
  %v824 = icmp slt i64 2, 0
  %v825 = xor i1 %v823, %v824
  %v826 = and i1 %v822, %v825
  %v827 = zext i1 %v826 to i64
  %v828 = sub i64 %v820, %v827
  %v829 = add i64 %v828, 1
  %v830 = mul i64 %n, %v829
  %v831 = add i64 %v830, %t725
  %v832 = add i64 %size.W, 3
  %v833 = add i64 %v832, 3
  %v834 = sub i64 %size.S, 1
  %v835 = sub i64 %v833, %v834
  %v836 = sub i64 %v835, 1
  %v837 = sdiv i64 %v836, 2
  %v838 = srem i64 %v836, 2
  %v839 = icmp ne i64 %v838, 0
  %v840 = icmp slt i64 %v838, 0
  %v841 = icmp slt i64 2, 0
  %v842 = xor i1 %v840, %v841
  %v843 = and i1 %v839, %v842
  %v844 = zext i1 %v843 to i64
  %v845 = sub i64 %v837, %v844
  %v846 = add i64 %v845, 1
  %v847 = mul i64 %v831, %v846
  %v848 = add i64 %v847, %t723
  %v849 = mul i64 %v848, %size.K
  %v850 = add i64 %v849, %t811
  %p851 = getelementptr float, ptr %buf.y, i64 %v850
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v814, ptr align 4 %p851, <16 x i1> %mlast)
  br label %finnext727
finnext727:
  %t852 = add i64 %t723, 1
  %t853 = icmp sge i64 %t852, %t330
  %t854 = select i1 %t853, i64 0, i64 %t852
  %t855 = zext i1 %t853 to i64
  %t856 = add i64 %t725, %t855
  %t859 = icmp slt i64 4, %t10
  br i1 %t859, label %fin857, label %finnext858
fin857:
  %t860 = add i64 %k0, 0
  %p861 = getelementptr float, ptr %buf.b, i64 %t860
  %ld862 = load <16 x float>, ptr %p861, align 4
  %v863 = fadd contract <16 x float> %ld862, %t310
  %v864 = add i64 %size.H, 3
  %v865 = add i64 %v864, 3
  %v866 = sub i64 %size.R, 1
  %v867 = sub i64 %v865, %v866
  %v868 = sub i64 %v867, 1
  %v869 = sdiv i64 %v868, 2
  %v870 = srem i64 %v868, 2
  %v871 = icmp ne i64 %v870, 0
  %v872 = icmp slt i64 %v870, 0
  %v873 = icmp slt i64 2, 0
  %v874 = xor i1 %v872, %v873
  %v875 = and i1 %v871, %v874
  %v876 = zext i1 %v875 to i64
  %v877 = sub i64 %v869, %v876
  %v878 = add i64 %v877, 1
  %v879 = mul i64 %n, %v878
  %v880 = add i64 %v879, %t856
  %v881 = add i64 %size.W, 3
  %v882 = add i64 %v881, 3
  %v883 = sub i64 %size.S, 1
  %v884 = sub i64 %v882, %v883
  %v885 = sub i64 %v884, 1
  %v886 = sdiv i64 %v885, 2
  %v887 = srem i64 %v885, 2
  %v888 = icmp ne i64 %v887, 0
  %v889 = icmp slt i64 %v887, 0
  %v890 = icmp slt i64 2, 0
  %v891 = xor i1 %v889, %v890
  %v892 = and i1 %v888, %v891
  %v893 = zext i1 %v892 to i64
  %v894 = sub i64 %v886, %v893
  %v895 = add i64 %v894, 1
  %v896 = mul i64 %v880, %v895
  %v897 = add i64 %v896, %t854
  %v898 = mul i64 %v897, %size.K
  %v899 = add i64 %v898, %t860
  %p900 = getelementptr float, ptr %buf.y, i64 %v899
  store <16 x float> %v863, ptr %p900, align 4
  %t901 = add i64 %k0, 16
  %p902 = getelementptr float, ptr %buf.b, i64 %t901
  %ld903 = load <16 x float>, ptr %p902, align 4
  %v904 = fadd contract <16 x float> %ld903, %t311
  %v905 = add i64 %size.H, 3
  %v906 = add i64 %v905, 3
  %v907 = sub i64 %size.R, 1
  %v908 = sub i64 %v906, %v907
  %v909 = sub i64 %v908, 1
  %v910 = sdiv i64 %v909, 2
  %v911 = srem i64 %v909, 2
  %v912 = icmp ne i64 %v911, 0
  %v913 = icmp slt i64 %v911, 0
  %v914 = icmp slt i64 2, 0
  %v915 = xor i1 %v913, %v914
  %v916 = and i1 %v912, %v915
  %v917 = zext i1 %v916 to i64
  %v918 = sub i64 %v910, %v917
  %v919 = add i64 %v918, 1
  %v920 = mul i64 %n, %v919
  %v921 = add i64 %v920, %t856
  %v922 = add i64 %size.W, 3
  %v923 = add i64 %v922, 3
  %v924 = sub i64 %size.S, 1
  %v925 = sub i64 %v923, %v924
  %v926 = sub i64 %v925, 1
  %v927 = sdiv i64 %v926, 2
  %v928 = srem i64 %v926, 2
  %v929 = icmp ne i64 %v928, 0
  %v930 = icmp slt i64 %v928, 0
  %v931 = icmp slt i64 2, 0
  %v932 = xor i1 %v930, %v931
  %v933 = and i1 %v929, %v932
  %v934 = zext i1 %v933 to i64
  %v935 = sub i64 %v927, %v934
  %v936 = add i64 %v935, 1
  %v937 = mul i64 %v921, %v936
  %v938 = add i64 %v937, %t854
  %v939 = mul i64 %v938, %size.K
  %v940 = add i64 %v939, %t901
  %p941 = getelementptr float, ptr %buf.y, i64 %v940
  store <16 x float> %v904, ptr %p941, align 4
  %t942 = add i64 %k0, 32
  %p943 = getelementptr float, ptr %buf.b, i64 %t942
  %ld944 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p943, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v945 = fadd contract <16 x float> %ld944, %t312
  %v946 = add i64 %size.H, 3
  %v947 = add i64 %v946, 3
  %v948 = sub i64 %size.R, 1
  %v949 = sub i64 %v947, %v948
  %v950 = sub i64 %v949, 1
  %v951 = sdiv i64 %v950, 2
  %v952 = srem i64 %v950, 2
  %v953 = icmp ne i64 %v952, 0
  %v954 = icmp slt i64 %v952, 0
  %v955 = icmp slt i64 2, 0
  %v956 = xor i1 %v954, %v955
  %v957 = and i1 %v953, %v956
  %v958 = zext i1 %v957 to i64
  %v959 = sub i64 %v951, %v958
  %v960 = add i64 %v959, 1
  %v961 = mul i64 %n, %v960
  %v962 = add i64 %v961, %t856
  %v963 = add i64 %size.W, 3
  %v964 = add i64 %v963, 3
  %v965 = sub i64 %size.S, 1
  %v966 = sub i64 %v964, %v965
  %v967 = sub i64 %v966, 1
  %v968 = sdiv i64 %v967, 2
  %v969 = srem i64 %v967, 2
  %v970 = icmp ne i64 %v969, 0
  %v971 = icmp slt i64 %v969, 0
  %v972 = icmp slt i64 2, 0
  %v973 = xor i1 %v971, %v972
  %v974 = and i1 %v970, %v973
  %v975 = zext i1 %v974 to i64
  %v976 = sub i64 %v968, %v975
  %v977 = add i64 %v976, 1
  %v978 = mul i64 %v962, %v977
  %v979 = add i64 %v978, %t854
  %v980 = mul i64 %v979, %size.K
  %v981 = add i64 %v980, %t942
  %p982 = getelementptr float, ptr %buf.y, i64 %v981
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v945, ptr align 4 %p982, <16 x i1> %mlast)
  br label %finnext858
finnext858:
  %t983 = add i64 %t854, 1
  %t984 = icmp sge i64 %t983, %t330
  %t985 = select i1 %t984, i64 0, i64 %t983
  %t986 = zext i1 %t984 to i64
  %t987 = add i64 %t856, %t986
  %t990 = icmp slt i64 5, %t10
  br i1 %t990, label %fin988, label %finnext989
fin988:
  %t991 = add i64 %k0, 0
  %p992 = getelementptr float, ptr %buf.b, i64 %t991
  %ld993 = load <16 x float>, ptr %p992, align 4
  %v994 = fadd contract <16 x float> %ld993, %t313
  %v995 = add i64 %size.H, 3
  %v996 = add i64 %v995, 3
  %v997 = sub i64 %size.R, 1
  %v998 = sub i64 %v996, %v997
  %v999 = sub i64 %v998, 1
  %v1000 = sdiv i64 %v999, 2
  %v1001 = srem i64 %v999, 2
  %v1002 = icmp ne i64 %v1001, 0
  %v1003 = icmp slt i64 %v1001, 0
  %v1004 = icmp slt i64 2, 0
  %v1005 = xor i1 %v1003, %v1004
  %v1006 = and i1 %v1002, %v1005
  %v1007 = zext i1 %v1006 to i64
  %v1008 = sub i64 %v1000, %v1007
  %v1009 = add i64 %v1008, 1
  %v1010 = mul i64 %n, %v1009
  %v1011 = add i64 %v1010, %t987
  %v1012 = add i64 %size.W, 3
  %v1013 = add i64 %v1012, 3
  %v1014 = sub i64 %size.S, 1
  %v1015 = sub i64 %v1013, %v1014
  %v1016 = sub i64 %v1015, 1
  %v1017 = sdiv i64 %v1016, 2
  %v1018 = srem i64 %v1016, 2
  %v1019 = icmp ne i64 %v1018, 0
  %v1020 = icmp slt i64 %v1018, 0
  %v1021 = icmp slt i64 2, 0
  %v1022 = xor i1 %v1020, %v1021
  %v1023 = and i1 %v1019, %v1022
  %v1024 = zext i1 %v1023 to i64
  %v1025 = sub i64 %v1017, %v1024
  %v1026 = add i64 %v1025, 1
  %v1027 = mul i64 %v1011, %v1026
  %v1028 = add i64 %v1027, %t985
  %v1029 = mul i64 %v1028, %size.K
  %v1030 = add i64 %v1029, %t991
  %p1031 = getelementptr float, ptr %buf.y, i64 %v1030
  store <16 x float> %v994, ptr %p1031, align 4
  %t1032 = add i64 %k0, 16
  %p1033 = getelementptr float, ptr %buf.b, i64 %t1032
  %ld1034 = load <16 x float>, ptr %p1033, align 4
  %v1035 = fadd contract <16 x float> %ld1034, %t314
  %v1036 = add i64 %size.H, 3
  %v1037 = add i64 %v1036, 3
  %v1038 = sub i64 %size.R, 1
  %v1039 = sub i64 %v1037, %v1038
  %v1040 = sub i64 %v1039, 1
  %v1041 = sdiv i64 %v1040, 2
  %v1042 = srem i64 %v1040, 2
  %v1043 = icmp ne i64 %v1042, 0
  %v1044 = icmp slt i64 %v1042, 0
  %v1045 = icmp slt i64 2, 0
  %v1046 = xor i1 %v1044, %v1045
  %v1047 = and i1 %v1043, %v1046
  %v1048 = zext i1 %v1047 to i64
  %v1049 = sub i64 %v1041, %v1048
  %v1050 = add i64 %v1049, 1
  %v1051 = mul i64 %n, %v1050
  %v1052 = add i64 %v1051, %t987
  %v1053 = add i64 %size.W, 3
  %v1054 = add i64 %v1053, 3
  %v1055 = sub i64 %size.S, 1
  %v1056 = sub i64 %v1054, %v1055
  %v1057 = sub i64 %v1056, 1
  %v1058 = sdiv i64 %v1057, 2
  %v1059 = srem i64 %v1057, 2
  %v1060 = icmp ne i64 %v1059, 0
  %v1061 = icmp slt i64 %v1059, 0
  %v1062 = icmp slt i64 2, 0
  %v1063 = xor i1 %v1061, %v1062
  %v1064 = and i1 %v1060, %v1063
  %v1065 = zext i1 %v1064 to i64
  %v1066 = sub i64 %v1058, %v1065
  %v1067 = add i64 %v1066, 1
  %v1068 = mul i64 %v1052, %v1067
  %v1069 = add i64 %v1068, %t985
  %v1070 = mul i64 %v1069, %size.K
  %v1071 = add i64 %v1070, %t1032
  %p1072 = getelementptr float, ptr %buf.y, i64 %v1071
  store <16 x float> %v1035, ptr %p1072, align 4
  %t1073 = add i64 %k0, 32
  %p1074 = getelementptr float, ptr %buf.b, i64 %t1073
  %ld1075 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1074, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1076 = fadd contract <16 x float> %ld1075, %t315
  %v1077 = add i64 %size.H, 3
  %v1078 = add i64 %v1077, 3
  %v1079 = sub i64 %size.R, 1
  %v1080 = sub i64 %v1078, %v1079
  %v1081 = sub i64 %v1080, 1
  %v1082 = sdiv i64 %v1081, 2
  %v1083 = srem i64 %v1081, 2
  %v1084 = icmp ne i64 %v1083, 0
  %v1085 = icmp slt i64 %v1083, 0
  %v1086 = icmp slt i64 2, 0
  %v1087 = xor i1 %v1085, %v1086
  %v1088 = and i1 %v1084, %v1087
  %v1089 = zext i1 %v1088 to i64
  %v1090 = sub i64 %v1082, %v1089
  %v1091 = add i64 %v1090, 1
  %v1092 = mul i64 %n, %v1091
  %v1093 = add i64 %v1092, %t987
  %v1094 = add i64 %size.W, 3
  %v1095 = add i64 %v1094, 3
  %v1096 = sub i64 %size.S, 1
  %v1097 = sub i64 %v1095, %v1096
  %v1098 = sub i64 %v1097, 1
  %v1099 = sdiv i64 %v1098, 2
  %v1100 = srem i64 %v1098, 2
  %v1101 = icmp ne i64 %v1100, 0
  %v1102 = icmp slt i64 %v1100, 0
  %v1103 = icmp slt i64 2, 0
  %v1104 = xor i1 %v1102, %v1103
  %v1105 = and i1 %v1101, %v1104
  %v1106 = zext i1 %v1105 to i64
  %v1107 = sub i64 %v1099, %v1106
  %v1108 = add i64 %v1107, 1
  %v1109 = mul i64 %v1093, %v1108
  %v1110 = add i64 %v1109, %t985
  %v1111 = mul i64 %v1110, %size.K
  %v1112 = add i64 %v1111, %t1073
  %p1113 = getelementptr float, ptr %buf.y, i64 %v1112
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1076, ptr align 4 %p1113, <16 x i1> %mlast)
  br label %finnext989
finnext989:
  br label %tile.next
partial:
  %t1116 = icmp slt i64 0, %t10
  br i1 %t1116, label %store1114, label %next1115
store1114:
  %t1117 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t298, ptr %t1117, align 4
  %t1118 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t299, ptr %t1118, align 4
  %t1119 = getelementptr float, ptr %t26, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t300, ptr align 4 %t1119, <16 x i1> %mlast)
  br label %next1115
next1115:
  %t1122 = icmp slt i64 1, %t10
  br i1 %t1122, label %store1120, label %next1121
store1120:
  %t1123 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t301, ptr %t1123, align 4
  %t1124 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t302, ptr %t1124, align 4
  %t1125 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t303, ptr align 4 %t1125, <16 x i1> %mlast)
  br label %next1121
next1121:
  %t1128 = icmp slt i64 2, %t10
  br i1 %t1128, label %store1126, label %next1127
store1126:
  %t1129 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t304, ptr %t1129, align 4
  %t1130 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t305, ptr %t1130, align 4
  %t1131 = getelementptr float, ptr %t30, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t306, ptr align 4 %t1131, <16 x i1> %mlast)
  br label %next1127
next1127:
  %t1134 = icmp slt i64 3, %t10
  br i1 %t1134, label %store1132, label %next1133
store1132:
  %t1135 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t307, ptr %t1135, align 4
  %t1136 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t308, ptr %t1136, align 4
  %t1137 = getelementptr float, ptr %t32, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t309, ptr align 4 %t1137, <16 x i1> %mlast)
  br label %next1133
next1133:
  %t1140 = icmp slt i64 4, %t10
  br i1 %t1140, label %store1138, label %next1139
store1138:
  %t1141 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t310, ptr %t1141, align 4
  %t1142 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t311, ptr %t1142, align 4
  %t1143 = getelementptr float, ptr %t34, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t312, ptr align 4 %t1143, <16 x i1> %mlast)
  br label %next1139
next1139:
  %t1146 = icmp slt i64 5, %t10
  br i1 %t1146, label %store1144, label %next1145
store1144:
  %t1147 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t313, ptr %t1147, align 4
  %t1148 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t314, ptr %t1148, align 4
  %t1149 = getelementptr float, ptr %t36, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t315, ptr align 4 %t1149, <16 x i1> %mlast)
  br label %next1145
next1145:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t1150 = icmp slt i64 %j.next, %ntiles
  br i1 %t1150, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t368 = add i64 %size.W, 3
  %t369 = add i64 %t368, 3
  %t370 = sub i64 %size.S, 1
  %t371 = sub i64 %t369, %t370
  %t372 = sub i64 %t371, 1
  %t373 = sdiv i64 %t372, 2
  %t374 = srem i64 %t372, 2
  %t375 = icmp slt i64 %t374, 0
  %t376 = icmp slt i64 2, 0
  %t377 = icmp ne i1 %t375, %t376
  %t378 = icmp ne i64 %t374, 0
  %t379 = and i1 %t378, %t377
  %t380 = zext i1 %t379 to i64
  %t381 = sub i64 %t373, %t380
  %t382 = add i64 %t381, 1
  %t383 = sdiv i64 %m0, %t382
  %t384 = srem i64 %m0, %t382
  %t387 = icmp slt i64 0, %t10
  br i1 %t387, label %fin385, label %finnext386
fin385:
  %t388 = add i64 %k0, 0
  %p389 = getelementptr float, ptr %buf.b, i64 %t388
  %ld390 = load <16 x float>, ptr %p389, align 4
  %v391 = fadd contract <16 x float> %ld390, %t344
  %v392 = add i64 %size.H, 3
  %v393 = add i64 %v392, 3
  %v394 = sub i64 %size.R, 1
  %v395 = sub i64 %v393, %v394
  %v396 = sub i64 %v395, 1
  %v397 = sdiv i64 %v396, 2
  %v398 = srem i64 %v396, 2
  %v399 = icmp ne i64 %v398, 0
  %v400 = icmp slt i64 %v398, 0
  %v401 = icmp slt i64 2, 0
  %v402 = xor i1 %v400, %v401
  %v403 = and i1 %v399, %v402
  %v404 = zext i1 %v403 to i64
  %v405 = sub i64 %v397, %v404
  %v406 = add i64 %v405, 1
  %v407 = mul i64 %n, %v406
  %v408 = add i64 %v407, %t383
  %v409 = add i64 %size.W, 3
  %v410 = add i64 %v409, 3
  %v411 = sub i64 %size.S, 1
  %v412 = sub i64 %v410, %v411
  %v413 = sub i64 %v412, 1
  %v414 = sdiv i64 %v413, 2
  %v415 = srem i64 %v413, 2
  %v416 = icmp ne i64 %v415, 0
  %v417 = icmp slt i64 %v415, 0
  %v418 = icmp slt i64 2, 0
  %v419 = xor i1 %v417, %v418
  %v420 = and i1 %v416, %v419
  %v421 = zext i1 %v420 to i64
  %v422 = sub i64 %v414, %v421
  %v423 = add i64 %v422, 1
  %v424 = mul i64 %v408, %v423
  %v425 = add i64 %v424, %t384
  %v426 = mul i64 %v425, %size.K
  %v427 = add i64 %v426, %t388
  %p428 = getelementptr float, ptr %buf.y, i64 %v427
  store <16 x float> %v391, ptr %p428, align 4
  %t429 = add i64 %k0, 16
  %p430 = getelementptr float, ptr %buf.b, i64 %t429
  %ld431 = load <16 x float>, ptr %p430, align 4
  %v432 = fadd contract <16 x float> %ld431, %t345
  %v433 = add i64 %size.H, 3
  %v434 = add i64 %v433, 3
  %v435 = sub i64 %size.R, 1
  %v436 = sub i64 %v434, %v435
  %v437 = sub i64 %v436, 1
  %v438 = sdiv i64 %v437, 2
  %v439 = srem i64 %v437, 2
  %v440 = icmp ne i64 %v439, 0
  %v441 = icmp slt i64 %v439, 0
  %v442 = icmp slt i64 2, 0
  %v443 = xor i1 %v441, %v442
  %v444 = and i1 %v440, %v443
  %v445 = zext i1 %v444 to i64
  %v446 = sub i64 %v438, %v445
  %v447 = add i64 %v446, 1
  %v448 = mul i64 %n, %v447
  %v449 = add i64 %v448, %t383
  %v450 = add i64 %size.W, 3
  %v451 = add i64 %v450, 3
  %v452 = sub i64 %size.S, 1
  %v453 = sub i64 %v451, %v452
  %v454 = sub i64 %v453, 1
  %v455 = sdiv i64 %v454, 2
  %v456 = srem i64 %v454, 2
  %v457 = icmp ne i64 %v456, 0
  %v458 = icmp slt i64 %v456, 0
  %v459 = icmp slt i64 2, 0
  %v460 = xor i1 %v458, %v459
  %v461 = and i1 %v457, %v460
  %v462 = zext i1 %v461 to i64
  %v463 = sub i64 %v455, %v462
  %v464 = add i64 %v463, 1
  %v465 = mul i64 %v449, %v464
  %v466 = add i64 %v465, %t384
  %v467 = mul i64 %v466, %size.K
  %v468 = add i64 %v467, %t429
  %p469 = getelementptr float, ptr %buf.y, i64 %v468
  store <16 x float> %v432, ptr %p469, align 4
  %t470 = add i64 %k0, 32
  %p471 = getelementptr float, ptr %buf.b, i64 %t470
  %ld472 = load <16 x float>, ptr %p471, align 4
  %v473 = fadd contract <16 x float> %ld472, %t346
  %v474 = add i64 %size.H, 3
  %v475 = add i64 %v474, 3
  %v476 = sub i64 %size.R, 1
  %v477 = sub i64 %v475, %v476
  %v478 = sub i64 %v477, 1
  %v479 = sdiv i64 %v478, 2
  %v480 = srem i64 %v478, 2
  %v481 = icmp ne i64 %v480, 0
  %v482 = icmp slt i64 %v480, 0
  %v483 = icmp slt i64 2, 0
  %v484 = xor i1 %v482, %v483
  %v485 = and i1 %v481, %v484
  %v486 = zext i1 %v485 to i64
  %v487 = sub i64 %v479, %v486
  %v488 = add i64 %v487, 1
  %v489 = mul i64 %n, %v488
  %v490 = add i64 %v489, %t383
  %v491 = add i64 %size.W, 3
  %v492 = add i64 %v491, 3
  %v493 = sub i64 %size.S, 1
  %v494 = sub i64 %v492, %v493
  %v495 = sub i64 %v494, 1
  %v496 = sdiv i64 %v495, 2
  %v497 = srem i64 %v495, 2
  %v498 = icmp ne i64 %v497, 0
  %v499 = icmp slt i64 %v497, 0
  %v500 = icmp slt i64 2, 0
  %v501 = xor i1 %v499, %v500
  %v502 = and i1 %v498, %v501
  %v503 = zext i1 %v502 to i64
  %v504 = sub i64 %v496, %v503
  %v505 = add i64 %v504, 1
  %v506 = mul i64 %v490, %v505
  %v507 = add i64 %v506, %t384
  %v508 = mul i64 %v507, %size.K
  %v509 = add i64 %v508, %t470
  %p510 = getelementptr float, ptr %buf.y, i64 %v509
  store <16 x float> %v473, ptr %p510, align 4
  %t511 = add i64 %k0, 48
  %p512 = getelementptr float, ptr %buf.b, i64 %t511
  %ld513 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p512, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v514 = fadd contract <16 x float> %ld513, %t347
  %v515 = add i64 %size.H, 3
  %v516 = add i64 %v515, 3
  %v517 = sub i64 %size.R, 1
  %v518 = sub i64 %v516, %v517
  %v519 = sub i64 %v518, 1
  %v520 = sdiv i64 %v519, 2
  %v521 = srem i64 %v519, 2
  %v522 = icmp ne i64 %v521, 0
  %v523 = icmp slt i64 %v521, 0
  %v524 = icmp slt i64 2, 0
  %v525 = xor i1 %v523, %v524
  %v526 = and i1 %v522, %v525
  %v527 = zext i1 %v526 to i64
  %v528 = sub i64 %v520, %v527
  %v529 = add i64 %v528, 1
  %v530 = mul i64 %n, %v529
  %v531 = add i64 %v530, %t383
  %v532 = add i64 %size.W, 3
  %v533 = add i64 %v532, 3
  %v534 = sub i64 %size.S, 1
  %v535 = sub i64 %v533, %v534
  %v536 = sub i64 %v535, 1
  %v537 = sdiv i64 %v536, 2
  %v538 = srem i64 %v536, 2
  %v539 = icmp ne i64 %v538, 0
  %v540 = icmp slt i64 %v538, 0
  %v541 = icmp slt i64 2, 0
  %v542 = xor i1 %v540, %v541
  %v543 = and i1 %v539, %v542
  %v544 = zext i1 %v543 to i64
  %v545 = sub i64 %v537, %v544
  %v546 = add i64 %v545, 1
  %v547 = mul i64 %v531, %v546
  %v548 = add i64 %v547, %t384
  %v549 = mul i64 %v548, %size.K
  %v550 = add i64 %v549, %t511
  %p551 = getelementptr float, ptr %buf.y, i64 %v550
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v514, ptr align 4 %p551, <16 x i1> %mlast)
  br label %finnext386
finnext386:
  %t552 = add i64 %t384, 1
  %t553 = icmp sge i64 %t552, %t382
  %t554 = select i1 %t553, i64 0, i64 %t552
  %t555 = zext i1 %t553 to i64
  %t556 = add i64 %t383, %t555
  %t559 = icmp slt i64 1, %t10
  br i1 %t559, label %fin557, label %finnext558
fin557:
  %t560 = add i64 %k0, 0
  %p561 = getelementptr float, ptr %buf.b, i64 %t560
  %ld562 = load <16 x float>, ptr %p561, align 4
  %v563 = fadd contract <16 x float> %ld562, %t348
  %v564 = add i64 %size.H, 3
  %v565 = add i64 %v564, 3
  %v566 = sub i64 %size.R, 1
  %v567 = sub i64 %v565, %v566
  %v568 = sub i64 %v567, 1
  %v569 = sdiv i64 %v568, 2
  %v570 = srem i64 %v568, 2
  %v571 = icmp ne i64 %v570, 0
  %v572 = icmp slt i64 %v570, 0
  %v573 = icmp slt i64 2, 0
  %v574 = xor i1 %v572, %v573
  %v575 = and i1 %v571, %v574
  %v576 = zext i1 %v575 to i64
  %v577 = sub i64 %v569, %v576
  %v578 = add i64 %v577, 1
  %v579 = mul i64 %n, %v578
  %v580 = add i64 %v579, %t556
  %v581 = add i64 %size.W, 3
  %v582 = add i64 %v581, 3
  %v583 = sub i64 %size.S, 1
  %v584 = sub i64 %v582, %v583
  %v585 = sub i64 %v584, 1
  %v586 = sdiv i64 %v585, 2
  %v587 = srem i64 %v585, 2
  %v588 = icmp ne i64 %v587, 0
  %v589 = icmp slt i64 %v587, 0
  %v590 = icmp slt i64 2, 0
  %v591 = xor i1 %v589, %v590
  %v592 = and i1 %v588, %v591
  %v593 = zext i1 %v592 to i64
  %v594 = sub i64 %v586, %v593
  %v595 = add i64 %v594, 1
  %v596 = mul i64 %v580, %v595
  %v597 = add i64 %v596, %t554
  %v598 = mul i64 %v597, %size.K
  %v599 = add i64 %v598, %t560
  %p600 = getelementptr float, ptr %buf.y, i64 %v599
  store <16 x float> %v563, ptr %p600, align 4
  %t601 = add i64 %k0, 16
  %p602 = getelementptr float, ptr %buf.b, i64 %t601
  %ld603 = load <16 x float>, ptr %p602, align 4
  %v604 = fadd contract <16 x float> %ld603, %t349
  %v605 = add i64 %size.H, 3
  %v606 = add i64 %v605, 3
  %v607 = sub i64 %size.R, 1
  %v608 = sub i64 %v606, %v607
  %v609 = sub i64 %v608, 1
  %v610 = sdiv i64 %v609, 2
  %v611 = srem i64 %v609, 2
  %v612 = icmp ne i64 %v611, 0
  %v613 = icmp slt i64 %v611, 0
  %v614 = icmp slt i64 2, 0
  %v615 = xor i1 %v613, %v614
  %v616 = and i1 %v612, %v615
  %v617 = zext i1 %v616 to i64
  %v618 = sub i64 %v610, %v617
  %v619 = add i64 %v618, 1
  %v620 = mul i64 %n, %v619
  %v621 = add i64 %v620, %t556
  %v622 = add i64 %size.W, 3
  %v623 = add i64 %v622, 3
  %v624 = sub i64 %size.S, 1
  %v625 = sub i64 %v623, %v624
  %v626 = sub i64 %v625, 1
  %v627 = sdiv i64 %v626, 2
  %v628 = srem i64 %v626, 2
  %v629 = icmp ne i64 %v628, 0
  %v630 = icmp slt i64 %v628, 0
  %v631 = icmp slt i64 2, 0
  %v632 = xor i1 %v630, %v631
  %v633 = and i1 %v629, %v632
  %v634 = zext i1 %v633 to i64
  %v635 = sub i64 %v627, %v634
  %v636 = add i64 %v635, 1
  %v637 = mul i64 %v621, %v636
  %v638 = add i64 %v637, %t554
  %v639 = mul i64 %v638, %size.K
  %v640 = add i64 %v639, %t601
  %p641 = getelementptr float, ptr %buf.y, i64 %v640
  store <16 x float> %v604, ptr %p641, align 4
  %t642 = add i64 %k0, 32
  %p643 = getelementptr float, ptr %buf.b, i64 %t642
  %ld644 = load <16 x float>, ptr %p643, align 4
  %v645 = fadd contract <16 x float> %ld644, %t350
  %v646 = add i64 %size.H, 3
  %v647 = add i64 %v646, 3
  %v648 = sub i64 %size.R, 1
  %v649 = sub i64 %v647, %v648
  %v650 = sub i64 %v649, 1
  %v651 = sdiv i64 %v650, 2
  %v652 = srem i64 %v650, 2
  %v653 = icmp ne i64 %v652, 0
  %v654 = icmp slt i64 %v652, 0
  %v655 = icmp slt i64 2, 0
  %v656 = xor i1 %v654, %v655
  %v657 = and i1 %v653, %v656
  %v658 = zext i1 %v657 to i64
  %v659 = sub i64 %v651, %v658
  %v660 = add i64 %v659, 1
  %v661 = mul i64 %n, %v660
  %v662 = add i64 %v661, %t556
  %v663 = add i64 %size.W, 3
  %v664 = add i64 %v663, 3
  %v665 = sub i64 %size.S, 1
  %v666 = sub i64 %v664, %v665
  %v667 = sub i64 %v666, 1
  %v668 = sdiv i64 %v667, 2
  %v669 = srem i64 %v667, 2
  %v670 = icmp ne i64 %v669, 0
  %v671 = icmp slt i64 %v669, 0
  %v672 = icmp slt i64 2, 0
  %v673 = xor i1 %v671, %v672
  %v674 = and i1 %v670, %v673
  %v675 = zext i1 %v674 to i64
  %v676 = sub i64 %v668, %v675
  %v677 = add i64 %v676, 1
  %v678 = mul i64 %v662, %v677
  %v679 = add i64 %v678, %t554
  %v680 = mul i64 %v679, %size.K
  %v681 = add i64 %v680, %t642
  %p682 = getelementptr float, ptr %buf.y, i64 %v681
  store <16 x float> %v645, ptr %p682, align 4
  %t683 = add i64 %k0, 48
  %p684 = getelementptr float, ptr %buf.b, i64 %t683
  %ld685 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p684, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v686 = fadd contract <16 x float> %ld685, %t351
  %v687 = add i64 %size.H, 3
  %v688 = add i64 %v687, 3
  %v689 = sub i64 %size.R, 1
  %v690 = sub i64 %v688, %v689
  %v691 = sub i64 %v690, 1
  %v692 = sdiv i64 %v691, 2
  %v693 = srem i64 %v691, 2
  %v694 = icmp ne i64 %v693, 0
  %v695 = icmp slt i64 %v693, 0
  %v696 = icmp slt i64 2, 0
  %v697 = xor i1 %v695, %v696
  %v698 = and i1 %v694, %v697
  %v699 = zext i1 %v698 to i64
  %v700 = sub i64 %v692, %v699
  %v701 = add i64 %v700, 1
  %v702 = mul i64 %n, %v701
  %v703 = add i64 %v702, %t556
  %v704 = add i64 %size.W, 3
  %v705 = add i64 %v704, 3
  %v706 = sub i64 %size.S, 1
  %v707 = sub i64 %v705, %v706
  %v708 = sub i64 %v707, 1
  %v709 = sdiv i64 %v708, 2
  %v710 = srem i64 %v708, 2
  %v711 = icmp ne i64 %v710, 0
  %v712 = icmp slt i64 %v710, 0
  %v713 = icmp slt i64 2, 0
  %v714 = xor i1 %v712, %v713
  %v715 = and i1 %v711, %v714
  %v716 = zext i1 %v715 to i64
  %v717 = sub i64 %v709, %v716
  %v718 = add i64 %v717, 1
  %v719 = mul i64 %v703, %v718
  %v720 = add i64 %v719, %t554
  %v721 = mul i64 %v720, %size.K
  %v722 = add i64 %v721, %t683
  %p723 = getelementptr float, ptr %buf.y, i64 %v722
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v686, ptr align 4 %p723, <16 x i1> %mlast)
  br label %finnext558
finnext558:
  %t724 = add i64 %t554, 1
  %t725 = icmp sge i64 %t724, %t382
  %t726 = select i1 %t725, i64 0, i64 %t724
  %t727 = zext i1 %t725 to i64
  %t728 = add i64 %t556, %t727
  %t731 = icmp slt i64 2, %t10
  br i1 %t731, label %fin729, label %finnext730
fin729:
  %t732 = add i64 %k0, 0
  %p733 = getelementptr float, ptr %buf.b, i64 %t732
  %ld734 = load <16 x float>, ptr %p733, align 4
  %v735 = fadd contract <16 x float> %ld734, %t352
  %v736 = add i64 %size.H, 3
  %v737 = add i64 %v736, 3
  %v738 = sub i64 %size.R, 1
  %v739 = sub i64 %v737, %v738
  %v740 = sub i64 %v739, 1
  %v741 = sdiv i64 %v740, 2
  %v742 = srem i64 %v740, 2
  %v743 = icmp ne i64 %v742, 0
  %v744 = icmp slt i64 %v742, 0
  %v745 = icmp slt i64 2, 0
  %v746 = xor i1 %v744, %v745
  %v747 = and i1 %v743, %v746
  %v748 = zext i1 %v747 to i64
  %v749 = sub i64 %v741, %v748
  %v750 = add i64 %v749, 1
  %v751 = mul i64 %n, %v750
  %v752 = add i64 %v751, %t728
  %v753 = add i64 %size.W, 3
  %v754 = add i64 %v753, 3
  %v755 = sub i64 %size.S, 1
  %v756 = sub i64 %v754, %v755
  %v757 = sub i64 %v756, 1
  %v758 = sdiv i64 %v757, 2
  %v759 = srem i64 %v757, 2
  %v760 = icmp ne i64 %v759, 0
  %v761 = icmp slt i64 %v759, 0
  %v762 = icmp slt i64 2, 0
  %v763 = xor i1 %v761, %v762
  %v764 = and i1 %v760, %v763
  %v765 = zext i1 %v764 to i64
  %v766 = sub i64 %v758, %v765
  %v767 = add i64 %v766, 1
  %v768 = mul i64 %v752, %v767
  %v769 = add i64 %v768, %t726
  %v770 = mul i64 %v769, %size.K
  %v771 = add i64 %v770, %t732
  %p772 = getelementptr float, ptr %buf.y, i64 %v771
  store <16 x float> %v735, ptr %p772, align 4
  %t773 = add i64 %k0, 16
  %p774 = getelementptr float, ptr %buf.b, i64 %t773
  %ld775 = load <16 x float>, ptr %p774, align 4
  %v776 = fadd contract <16 x float> %ld775, %t353
  %v777 = add i64 %size.H, 3
  %v778 = add i64 %v777, 3
  %v779 = sub i64 %size.R, 1
  %v780 = sub i64 %v778, %v779
  %v781 = sub i64 %v780, 1
  %v782 = sdiv i64 %v781, 2
  %v783 = srem i64 %v781, 2
  %v784 = icmp ne i64 %v783, 0
  %v785 = icmp slt i64 %v783, 0
  %v786 = icmp slt i64 2, 0
  %v787 = xor i1 %v785, %v786
  %v788 = and i1 %v784, %v787
  %v789 = zext i1 %v788 to i64
  %v790 = sub i64 %v782, %v789
  %v791 = add i64 %v790, 1
  %v792 = mul i64 %n, %v791
  %v793 = add i64 %v792, %t728
  %v794 = add i64 %size.W, 3
  %v795 = add i64 %v794, 3
  %v796 = sub i64 %size.S, 1
  %v797 = sub i64 %v795, %v796
  %v798 = sub i64 %v797, 1
  %v799 = sdiv i64 %v798, 2
  %v800 = srem i64 %v798, 2
  %v801 = icmp ne i64 %v800, 0
  %v802 = icmp slt i64 %v800, 0
  %v803 = icmp slt i64 2, 0
  %v804 = xor i1 %v802, %v803
  %v805 = and i1 %v801, %v804
  %v806 = zext i1 %v805 to i64
  %v807 = sub i64 %v799, %v806
  %v808 = add i64 %v807, 1
  %v809 = mul i64 %v793, %v808
  %v810 = add i64 %v809, %t726
  %v811 = mul i64 %v810, %size.K
  %v812 = add i64 %v811, %t773
  %p813 = getelementptr float, ptr %buf.y, i64 %v812
  store <16 x float> %v776, ptr %p813, align 4
  %t814 = add i64 %k0, 32
  %p815 = getelementptr float, ptr %buf.b, i64 %t814
  %ld816 = load <16 x float>, ptr %p815, align 4
  %v817 = fadd contract <16 x float> %ld816, %t354
  %v818 = add i64 %size.H, 3
  %v819 = add i64 %v818, 3
  %v820 = sub i64 %size.R, 1
  %v821 = sub i64 %v819, %v820
  %v822 = sub i64 %v821, 1
  %v823 = sdiv i64 %v822, 2
  %v824 = srem i64 %v822, 2
  %v825 = icmp ne i64 %v824, 0
  %v826 = icmp slt i64 %v824, 0
  %v827 = icmp slt i64 2, 0
  %v828 = xor i1 %v826, %v827
  %v829 = and i1 %v825, %v828
  %v830 = zext i1 %v829 to i64
  %v831 = sub i64 %v823, %v830
  %v832 = add i64 %v831, 1
  %v833 = mul i64 %n, %v832
  %v834 = add i64 %v833, %t728
  %v835 = add i64 %size.W, 3
  %v836 = add i64 %v835, 3
  %v837 = sub i64 %size.S, 1
  %v838 = sub i64 %v836, %v837
  %v839 = sub i64 %v838, 1
  %v840 = sdiv i64 %v839, 2
  %v841 = srem i64 %v839, 2
  %v842 = icmp ne i64 %v841, 0
  %v843 = icmp slt i64 %v841, 0
  %v844 = icmp slt i64 2, 0
  %v845 = xor i1 %v843, %v844
  %v846 = and i1 %v842, %v845
  %v847 = zext i1 %v846 to i64
  %v848 = sub i64 %v840, %v847
  %v849 = add i64 %v848, 1
  %v850 = mul i64 %v834, %v849
  %v851 = add i64 %v850, %t726
  %v852 = mul i64 %v851, %size.K
  %v853 = add i64 %v852, %t814
  %p854 = getelementptr float, ptr %buf.y, i64 %v853
  store <16 x float> %v817, ptr %p854, align 4
  %t855 = add i64 %k0, 48
  %p856 = getelementptr float, ptr %buf.b, i64 %t855
  %ld857 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p856, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v858 = fadd contract <16 x float> %ld857, %t355
  %v859 = add i64 %size.H, 3
  %v860 = add i64 %v859, 3
  %v861 = sub i64 %size.R, 1
  %v862 = sub i64 %v860, %v861
  %v863 = sub i64 %v862, 1
  %v864 = sdiv i64 %v863, 2
  %v865 = srem i64 %v863, 2
  %v866 = icmp ne i64 %v865, 0
  %v867 = icmp slt i64 %v865, 0
  %v868 = icmp slt i64 2, 0
  %v869 = xor i1 %v867, %v868
  %v870 = and i1 %v866, %v869
  %v871 = zext i1 %v870 to i64
  %v872 = sub i64 %v864, %v871
  %v873 = add i64 %v872, 1
  %v874 = mul i64 %n, %v873
  %v875 = add i64 %v874, %t728
  %v876 = add i64 %size.W, 3
  %v877 = add i64 %v876, 3
  %v878 = sub i64 %size.S, 1
  %v879 = sub i64 %v877, %v878
  %v880 = sub i64 %v879, 1
  %v881 = sdiv i64 %v880, 2
  %v882 = srem i64 %v880, 2
  %v883 = icmp ne i64 %v882, 0
  %v884 = icmp slt i64 %v882, 0
  %v885 = icmp slt i64 2, 0
  %v886 = xor i1 %v884, %v885
  %v887 = and i1 %v883, %v886
  %v888 = zext i1 %v887 to i64
  %v889 = sub i64 %v881, %v888
  %v890 = add i64 %v889, 1
  %v891 = mul i64 %v875, %v890
  %v892 = add i64 %v891, %t726
  %v893 = mul i64 %v892, %size.K
  %v894 = add i64 %v893, %t855
  %p895 = getelementptr float, ptr %buf.y, i64 %v894
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v858, ptr align 4 %p895, <16 x i1> %mlast)
  br label %finnext730
finnext730:
  %t896 = add i64 %t726, 1
  %t897 = icmp sge i64 %t896, %t382
  %t898 = select i1 %t897, i64 0, i64 %t896
  %t899 = zext i1 %t897 to i64
  %t900 = add i64 %t728, %t899
  %t903 = icmp slt i64 3, %t10
  br i1 %t903, label %fin901, label %finnext902
fin901:
  %t904 = add i64 %k0, 0
  %p905 = getelementptr float, ptr %buf.b, i64 %t904
  %ld906 = load <16 x float>, ptr %p905, align 4
  %v907 = fadd contract <16 x float> %ld906, %t356
  %v908 = add i64 %size.H, 3
  %v909 = add i64 %v908, 3
  %v910 = sub i64 %size.R, 1
  %v911 = sub i64 %v909, %v910
  %v912 = sub i64 %v911, 1
  %v913 = sdiv i64 %v912, 2
  %v914 = srem i64 %v912, 2
  %v915 = icmp ne i64 %v914, 0
  %v916 = icmp slt i64 %v914, 0
  %v917 = icmp slt i64 2, 0
  %v918 = xor i1 %v916, %v917
  %v919 = and i1 %v915, %v918
  %v920 = zext i1 %v919 to i64
  %v921 = sub i64 %v913, %v920
  %v922 = add i64 %v921, 1
  %v923 = mul i64 %n, %v922
  %v924 = add i64 %v923, %t900
  %v925 = add i64 %size.W, 3
  %v926 = add i64 %v925, 3
  %v927 = sub i64 %size.S, 1
  %v928 = sub i64 %v926, %v927
  %v929 = sub i64 %v928, 1
  %v930 = sdiv i64 %v929, 2
  %v931 = srem i64 %v929, 2
  %v932 = icmp ne i64 %v931, 0
  %v933 = icmp slt i64 %v931, 0
  %v934 = icmp slt i64 2, 0
  %v935 = xor i1 %v933, %v934
  %v936 = and i1 %v932, %v935
  %v937 = zext i1 %v936 to i64
  %v938 = sub i64 %v930, %v937
  %v939 = add i64 %v938, 1
  %v940 = mul i64 %v924, %v939
  %v941 = add i64 %v940, %t898
  %v942 = mul i64 %v941, %size.K
  %v943 = add i64 %v942, %t904
  %p944 = getelementptr float, ptr %buf.y, i64 %v943
  store <16 x float> %v907, ptr %p944, align 4
  %t945 = add i64 %k0, 16
  %p946 = getelementptr float, ptr %buf.b, i64 %t945
  %ld947 = load <16 x float>, ptr %p946, align 4
  %v948 = fadd contract <16 x float> %ld947, %t357
  %v949 = add i64 %size.H, 3
  %v950 = add i64 %v949, 3
  %v951 = sub i64 %size.R, 1
  %v952 = sub i64 %v950, %v951
  %v953 = sub i64 %v952, 1
  %v954 = sdiv i64 %v953, 2
  %v955 = srem i64 %v953, 2
  %v956 = icmp ne i64 %v955, 0
  %v957 = icmp slt i64 %v955, 0
  %v958 = icmp slt i64 2, 0
  %v959 = xor i1 %v957, %v958
  %v960 = and i1 %v956, %v959
  %v961 = zext i1 %v960 to i64
  %v962 = sub i64 %v954, %v961
  %v963 = add i64 %v962, 1
  %v964 = mul i64 %n, %v963
  %v965 = add i64 %v964, %t900
  %v966 = add i64 %size.W, 3
  %v967 = add i64 %v966, 3
  %v968 = sub i64 %size.S, 1
  %v969 = sub i64 %v967, %v968
  %v970 = sub i64 %v969, 1
  %v971 = sdiv i64 %v970, 2
  %v972 = srem i64 %v970, 2
  %v973 = icmp ne i64 %v972, 0
  %v974 = icmp slt i64 %v972, 0
  %v975 = icmp slt i64 2, 0
  %v976 = xor i1 %v974, %v975
  %v977 = and i1 %v973, %v976
  %v978 = zext i1 %v977 to i64
  %v979 = sub i64 %v971, %v978
  %v980 = add i64 %v979, 1
  %v981 = mul i64 %v965, %v980
  %v982 = add i64 %v981, %t898
  %v983 = mul i64 %v982, %size.K
  %v984 = add i64 %v983, %t945
  %p985 = getelementptr float, ptr %buf.y, i64 %v984
  store <16 x float> %v948, ptr %p985, align 4
  %t986 = add i64 %k0, 32
  %p987 = getelementptr float, ptr %buf.b, i64 %t986
  %ld988 = load <16 x float>, ptr %p987, align 4
  %v989 = fadd contract <16 x float> %ld988, %t358
  %v990 = add i64 %size.H, 3
  %v991 = add i64 %v990, 3
  %v992 = sub i64 %size.R, 1
  %v993 = sub i64 %v991, %v992
  %v994 = sub i64 %v993, 1
  %v995 = sdiv i64 %v994, 2
  %v996 = srem i64 %v994, 2
  %v997 = icmp ne i64 %v996, 0
  %v998 = icmp slt i64 %v996, 0
  %v999 = icmp slt i64 2, 0
  %v1000 = xor i1 %v998, %v999
  %v1001 = and i1 %v997, %v1000
  %v1002 = zext i1 %v1001 to i64
  %v1003 = sub i64 %v995, %v1002
  %v1004 = add i64 %v1003, 1
  %v1005 = mul i64 %n, %v1004
  %v1006 = add i64 %v1005, %t900
  %v1007 = add i64 %size.W, 3
  %v1008 = add i64 %v1007, 3
  %v1009 = sub i64 %size.S, 1
  %v1010 = sub i64 %v1008, %v1009
  %v1011 = sub i64 %v1010, 1
  %v1012 = sdiv i64 %v1011, 2
  %v1013 = srem i64 %v1011, 2
  %v1014 = icmp ne i64 %v1013, 0
  %v1015 = icmp slt i64 %v1013, 0
  %v1016 = icmp slt i64 2, 0
  %v1017 = xor i1 %v1015, %v1016
  %v1018 = and i1 %v1014, %v1017
  %v1019 = zext i1 %v1018 to i64
  %v1020 = sub i64 %v1012, %v1019
  %v1021 = add i64 %v1020, 1
  %v1022 = mul i64 %v1006, %v1021
  %v1023 = add i64 %v1022, %t898
  %v1024 = mul i64 %v1023, %size.K
  %v1025 = add i64 %v1024, %t986
  %p1026 = getelementptr float, ptr %buf.y, i64 %v1025
  store <16 x float> %v989, ptr %p1026, align 4
  %t1027 = add i64 %k0, 48
  %p1028 = getelementptr float, ptr %buf.b, i64 %t1027
  %ld1029 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1028, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1030 = fadd contract <16 x float> %ld1029, %t359
  %v1031 = add i64 %size.H, 3
  %v1032 = add i64 %v1031, 3
  %v1033 = sub i64 %size.R, 1
  %v1034 = sub i64 %v1032, %v1033
  %v1035 = sub i64 %v1034, 1
  %v1036 = sdiv i64 %v1035, 2
  %v1037 = srem i64 %v1035, 2
  %v1038 = icmp ne i64 %v1037, 0
  %v1039 = icmp slt i64 %v1037, 0
  %v1040 = icmp slt i64 2, 0
  %v1041 = xor i1 %v1039, %v1040
  %v1042 = and i1 %v1038, %v1041
  %v1043 = zext i1 %v1042 to i64
  %v1044 = sub i64 %v1036, %v1043
  %v1045 = add i64 %v1044, 1
  %v1046 = mul i64 %n, %v1045
  %v1047 = add i64 %v1046, %t900
  %v1048 = add i64 %size.W, 3
  %v1049 = add i64 %v1048, 3
  %v1050 = sub i64 %size.S, 1
  %v1051 = sub i64 %v1049, %v1050
  %v1052 = sub i64 %v1051, 1
  %v1053 = sdiv i64 %v1052, 2
  %v1054 = srem i64 %v1052, 2
  %v1055 = icmp ne i64 %v1054, 0
  %v1056 = icmp slt i64 %v1054, 0
  %v1057 = icmp slt i64 2, 0
  %v1058 = xor i1 %v1056, %v1057
  %v1059 = and i1 %v1055, %v1058
  %v1060 = zext i1 %v1059 to i64
  %v1061 = sub i64 %v1053, %v1060
  %v1062 = add i64 %v1061, 1
  %v1063 = mul i64 %v1047, %v1062
  %v1064 = add i64 %v1063, %t898
  %v1065 = mul i64 %v1064, %size.K
  %v1066 = add i64 %v1065, %t1027
  %p1067 = getelementptr float, ptr %buf.y, i64 %v1066
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1030, ptr align 4 %p1067, <16 x i1> %mlast)
  br label %finnext902
finnext902:
  %t1068 = add i64 %t898, 1
  %t1069 = icmp sge i64 %t1068, %t382
  %t1070 = select i1 %t1069, i64 0, i64 %t1068
  %t1071 = zext i1 %t1069 to i64
  %t1072 = add i64 %t900, %t1071
  %t1075 = icmp slt i64 4, %t10
  br i1 %t1075, label %fin1073, label %finnext1074
fin1073:
  %t1076 = add i64 %k0, 0
  %p1077 = getelementptr float, ptr %buf.b, i64 %t1076
  %ld1078 = load <16 x float>, ptr %p1077, align 4
  %v1079 = fadd contract <16 x float> %ld1078, %t360
  %v1080 = add i64 %size.H, 3
  %v1081 = add i64 %v1080, 3
  %v1082 = sub i64 %size.R, 1
  %v1083 = sub i64 %v1081, %v1082
  %v1084 = sub i64 %v1083, 1
  %v1085 = sdiv i64 %v1084, 2
  %v1086 = srem i64 %v1084, 2
  %v1087 = icmp ne i64 %v1086, 0
  %v1088 = icmp slt i64 %v1086, 0
  %v1089 = icmp slt i64 2, 0
  %v1090 = xor i1 %v1088, %v1089
  %v1091 = and i1 %v1087, %v1090
  %v1092 = zext i1 %v1091 to i64
  %v1093 = sub i64 %v1085, %v1092
  %v1094 = add i64 %v1093, 1
  %v1095 = mul i64 %n, %v1094
  %v1096 = add i64 %v1095, %t1072
  %v1097 = add i64 %size.W, 3
  %v1098 = add i64 %v1097, 3
  %v1099 = sub i64 %size.S, 1
  %v1100 = sub i64 %v1098, %v1099
  %v1101 = sub i64 %v1100, 1
  %v1102 = sdiv i64 %v1101, 2
  %v1103 = srem i64 %v1101, 2
  %v1104 = icmp ne i64 %v1103, 0
  %v1105 = icmp slt i64 %v1103, 0
  %v1106 = icmp slt i64 2, 0
  %v1107 = xor i1 %v1105, %v1106
  %v1108 = and i1 %v1104, %v1107
  %v1109 = zext i1 %v1108 to i64
  %v1110 = sub i64 %v1102, %v1109
  %v1111 = add i64 %v1110, 1
  %v1112 = mul i64 %v1096, %v1111
  %v1113 = add i64 %v1112, %t1070
  %v1114 = mul i64 %v1113, %size.K
  %v1115 = add i64 %v1114, %t1076
  %p1116 = getelementptr float, ptr %buf.y, i64 %v1115
  store <16 x float> %v1079, ptr %p1116, align 4
  %t1117 = add i64 %k0, 16
  %p1118 = getelementptr float, ptr %buf.b, i64 %t1117
  %ld1119 = load <16 x float>, ptr %p1118, align 4
  %v1120 = fadd contract <16 x float> %ld1119, %t361
  %v1121 = add i64 %size.H, 3
  %v1122 = add i64 %v1121, 3
  %v1123 = sub i64 %size.R, 1
  %v1124 = sub i64 %v1122, %v1123
  %v1125 = sub i64 %v1124, 1
  %v1126 = sdiv i64 %v1125, 2
  %v1127 = srem i64 %v1125, 2
  %v1128 = icmp ne i64 %v1127, 0
  %v1129 = icmp slt i64 %v1127, 0
  %v1130 = icmp slt i64 2, 0
  %v1131 = xor i1 %v1129, %v1130
  %v1132 = and i1 %v1128, %v1131
  %v1133 = zext i1 %v1132 to i64
  %v1134 = sub i64 %v1126, %v1133
  %v1135 = add i64 %v1134, 1
  %v1136 = mul i64 %n, %v1135
  %v1137 = add i64 %v1136, %t1072
  %v1138 = add i64 %size.W, 3
  %v1139 = add i64 %v1138, 3
  %v1140 = sub i64 %size.S, 1
  %v1141 = sub i64 %v1139, %v1140
  %v1142 = sub i64 %v1141, 1
  %v1143 = sdiv i64 %v1142, 2
  %v1144 = srem i64 %v1142, 2
  %v1145 = icmp ne i64 %v1144, 0
  %v1146 = icmp slt i64 %v1144, 0
  %v1147 = icmp slt i64 2, 0
  %v1148 = xor i1 %v1146, %v1147
  %v1149 = and i1 %v1145, %v1148
  %v1150 = zext i1 %v1149 to i64
  %v1151 = sub i64 %v1143, %v1150
  %v1152 = add i64 %v1151, 1
  %v1153 = mul i64 %v1137, %v1152
  %v1154 = add i64 %v1153, %t1070
  %v1155 = mul i64 %v1154, %size.K
  %v1156 = add i64 %v1155, %t1117
  %p1157 = getelementptr float, ptr %buf.y, i64 %v1156
  store <16 x float> %v1120, ptr %p1157, align 4
  %t1158 = add i64 %k0, 32
  %p1159 = getelementptr float, ptr %buf.b, i64 %t1158
  %ld1160 = load <16 x float>, ptr %p1159, align 4
  %v1161 = fadd contract <16 x float> %ld1160, %t362
  %v1162 = add i64 %size.H, 3
  %v1163 = add i64 %v1162, 3
  %v1164 = sub i64 %size.R, 1
  %v1165 = sub i64 %v1163, %v1164
  %v1166 = sub i64 %v1165, 1
  %v1167 = sdiv i64 %v1166, 2
  %v1168 = srem i64 %v1166, 2
  %v1169 = icmp ne i64 %v1168, 0
  %v1170 = icmp slt i64 %v1168, 0
  %v1171 = icmp slt i64 2, 0
  %v1172 = xor i1 %v1170, %v1171
  %v1173 = and i1 %v1169, %v1172
  %v1174 = zext i1 %v1173 to i64
  %v1175 = sub i64 %v1167, %v1174
  %v1176 = add i64 %v1175, 1
  %v1177 = mul i64 %n, %v1176
  %v1178 = add i64 %v1177, %t1072
  %v1179 = add i64 %size.W, 3
  %v1180 = add i64 %v1179, 3
  %v1181 = sub i64 %size.S, 1
  %v1182 = sub i64 %v1180, %v1181
  %v1183 = sub i64 %v1182, 1
  %v1184 = sdiv i64 %v1183, 2
  %v1185 = srem i64 %v1183, 2
  %v1186 = icmp ne i64 %v1185, 0
  %v1187 = icmp slt i64 %v1185, 0
  %v1188 = icmp slt i64 2, 0
  %v1189 = xor i1 %v1187, %v1188
  %v1190 = and i1 %v1186, %v1189
  %v1191 = zext i1 %v1190 to i64
  %v1192 = sub i64 %v1184, %v1191
  %v1193 = add i64 %v1192, 1
  %v1194 = mul i64 %v1178, %v1193
  %v1195 = add i64 %v1194, %t1070
  %v1196 = mul i64 %v1195, %size.K
  %v1197 = add i64 %v1196, %t1158
  %p1198 = getelementptr float, ptr %buf.y, i64 %v1197
  store <16 x float> %v1161, ptr %p1198, align 4
  %t1199 = add i64 %k0, 48
  %p1200 = getelementptr float, ptr %buf.b, i64 %t1199
  %ld1201 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1200, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1202 = fadd contract <16 x float> %ld1201, %t363
  %v1203 = add i64 %size.H, 3
  %v1204 = add i64 %v1203, 3
  %v1205 = sub i64 %size.R, 1
  %v1206 = sub i64 %v1204, %v1205
  %v1207 = sub i64 %v1206, 1
  %v1208 = sdiv i64 %v1207, 2
  %v1209 = srem i64 %v1207, 2
  %v1210 = icmp ne i64 %v1209, 0
  %v1211 = icmp slt i64 %v1209, 0
  %v1212 = icmp slt i64 2, 0
  %v1213 = xor i1 %v1211, %v1212
  %v1214 = and i1 %v1210, %v1213
  %v1215 = zext i1 %v1214 to i64
  %v1216 = sub i64 %v1208, %v1215
  %v1217 = add i64 %v1216, 1
  %v1218 = mul i64 %n, %v1217
  %v1219 = add i64 %v1218, %t1072
  %v1220 = add i64 %size.W, 3
  %v1221 = add i64 %v1220, 3
  %v1222 = sub i64 %size.S, 1
  %v1223 = sub i64 %v1221, %v1222
  %v1224 = sub i64 %v1223, 1
  %v1225 = sdiv i64 %v1224, 2
  %v1226 = srem i64 %v1224, 2
  %v1227 = icmp ne i64 %v1226, 0
  %v1228 = icmp slt i64 %v1226, 0
  %v1229 = icmp slt i64 2, 0
  %v1230 = xor i1 %v1228, %v1229
  %v1231 = and i1 %v1227, %v1230
  %v1232 = zext i1 %v1231 to i64
  %v1233 = sub i64 %v1225, %v1232
  %v1234 = add i64 %v1233, 1
  %v1235 = mul i64 %v1219, %v1234
  %v1236 = add i64 %v1235, %t1070
  %v1237 = mul i64 %v1236, %size.K
  %v1238 = add i64 %v1237, %t1199
  %p1239 = getelementptr float, ptr %buf.y, i64 %v1238
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1202, ptr align 4 %p1239, <16 x i1> %mlast)
  br label %finnext1074
finnext1074:
  %t1240 = add i64 %t1070, 1
  %t1241 = icmp sge i64 %t1240, %t382
  %t1242 = select i1 %t1241, i64 0, i64 %t1240
  %t1243 = zext i1 %t1241 to i64
  %t1244 = add i64 %t1072, %t1243
  %t1247 = icmp slt i64 5, %t10
  br i1 %t1247, label %fin1245, label %finnext1246
fin1245:
  %t1248 = add i64 %k0, 0
  %p1249 = getelementptr float, ptr %buf.b, i64 %t1248
  %ld1250 = load <16 x float>, ptr %p1249, align 4
  %v1251 = fadd contract <16 x float> %ld1250, %t364
  %v1252 = add i64 %size.H, 3
  %v1253 = add i64 %v1252, 3
  %v1254 = sub i64 %size.R, 1
  %v1255 = sub i64 %v1253, %v1254
  %v1256 = sub i64 %v1255, 1
  %v1257 = sdiv i64 %v1256, 2
  %v1258 = srem i64 %v1256, 2
  %v1259 = icmp ne i64 %v1258, 0
  %v1260 = icmp slt i64 %v1258, 0
  %v1261 = icmp slt i64 2, 0
  %v1262 = xor i1 %v1260, %v1261
  %v1263 = and i1 %v1259, %v1262
  %v1264 = zext i1 %v1263 to i64
  %v1265 = sub i64 %v1257, %v1264
  %v1266 = add i64 %v1265, 1
  %v1267 = mul i64 %n, %v1266
  %v1268 = add i64 %v1267, %t1244
  %v1269 = add i64 %size.W, 3
  %v1270 = add i64 %v1269, 3
  %v1271 = sub i64 %size.S, 1
  %v1272 = sub i64 %v1270, %v1271
  %v1273 = sub i64 %v1272, 1
  %v1274 = sdiv i64 %v1273, 2
  %v1275 = srem i64 %v1273, 2
  %v1276 = icmp ne i64 %v1275, 0
  %v1277 = icmp slt i64 %v1275, 0
  %v1278 = icmp slt i64 2, 0
  %v1279 = xor i1 %v1277, %v1278
  %v1280 = and i1 %v1276, %v1279
  %v1281 = zext i1 %v1280 to i64
  %v1282 = sub i64 %v1274, %v1281
  %v1283 = add i64 %v1282, 1
  %v1284 = mul i64 %v1268, %v1283
  %v1285 = add i64 %v1284, %t1242
  %v1286 = mul i64 %v1285, %size.K
  %v1287 = add i64 %v1286, %t1248
  %p1288 = getelementptr float, ptr %buf.y, i64 %v1287
  store <16 x float> %v1251, ptr %p1288, align 4
  %t1289 = add i64 %k0, 16
  %p1290 = getelementptr float, ptr %buf.b, i64 %t1289
  %ld1291 = load <16 x float>, ptr %p1290, align 4
  %v1292 = fadd contract <16 x float> %ld1291, %t365
  %v1293 = add i64 %size.H, 3
  %v1294 = add i64 %v1293, 3
  %v1295 = sub i64 %size.R, 1
  %v1296 = sub i64 %v1294, %v1295
  %v1297 = sub i64 %v1296, 1
  %v1298 = sdiv i64 %v1297, 2
  %v1299 = srem i64 %v1297, 2
  %v1300 = icmp ne i64 %v1299, 0
  %v1301 = icmp slt i64 %v1299, 0
  %v1302 = icmp slt i64 2, 0
  %v1303 = xor i1 %v1301, %v1302
  %v1304 = and i1 %v1300, %v1303
  %v1305 = zext i1 %v1304 to i64
  %v1306 = sub i64 %v1298, %v1305
  %v1307 = add i64 %v1306, 1
  %v1308 = mul i64 %n, %v1307
  %v1309 = add i64 %v1308, %t1244
  %v1310 = add i64 %size.W, 3
  %v1311 = add i64 %v1310, 3
  %v1312 = sub i64 %size.S, 1
  %v1313 = sub i64 %v1311, %v1312
  %v1314 = sub i64 %v1313, 1
  %v1315 = sdiv i64 %v1314, 2
  %v1316 = srem i64 %v1314, 2
  %v1317 = icmp ne i64 %v1316, 0
  %v1318 = icmp slt i64 %v1316, 0
  %v1319 = icmp slt i64 2, 0
  %v1320 = xor i1 %v1318, %v1319
  %v1321 = and i1 %v1317, %v1320
  %v1322 = zext i1 %v1321 to i64
  %v1323 = sub i64 %v1315, %v1322
  %v1324 = add i64 %v1323, 1
  %v1325 = mul i64 %v1309, %v1324
  %v1326 = add i64 %v1325, %t1242
  %v1327 = mul i64 %v1326, %size.K
  %v1328 = add i64 %v1327, %t1289
  %p1329 = getelementptr float, ptr %buf.y, i64 %v1328
  store <16 x float> %v1292, ptr %p1329, align 4
  %t1330 = add i64 %k0, 32
  %p1331 = getelementptr float, ptr %buf.b, i64 %t1330
  %ld1332 = load <16 x float>, ptr %p1331, align 4
  %v1333 = fadd contract <16 x float> %ld1332, %t366
  %v1334 = add i64 %size.H, 3
  %v1335 = add i64 %v1334, 3
  %v1336 = sub i64 %size.R, 1
  %v1337 = sub i64 %v1335, %v1336
  %v1338 = sub i64 %v1337, 1
  %v1339 = sdiv i64 %v1338, 2
  %v1340 = srem i64 %v1338, 2
  %v1341 = icmp ne i64 %v1340, 0
  %v1342 = icmp slt i64 %v1340, 0
  %v1343 = icmp slt i64 2, 0
  %v1344 = xor i1 %v1342, %v1343
  %v1345 = and i1 %v1341, %v1344
  %v1346 = zext i1 %v1345 to i64
  %v1347 = sub i64 %v1339, %v1346
  %v1348 = add i64 %v1347, 1
  %v1349 = mul i64 %n, %v1348
  %v1350 = add i64 %v1349, %t1244
  %v1351 = add i64 %size.W, 3
  %v1352 = add i64 %v1351, 3
  %v1353 = sub i64 %size.S, 1
  %v1354 = sub i64 %v1352, %v1353
  %v1355 = sub i64 %v1354, 1
  %v1356 = sdiv i64 %v1355, 2
  %v1357 = srem i64 %v1355, 2
  %v1358 = icmp ne i64 %v1357, 0
  %v1359 = icmp slt i64 %v1357, 0
  %v1360 = icmp slt i64 2, 0
  %v1361 = xor i1 %v1359, %v1360
  %v1362 = and i1 %v1358, %v1361
  %v1363 = zext i1 %v1362 to i64
  %v1364 = sub i64 %v1356, %v1363
  %v1365 = add i64 %v1364, 1
  %v1366 = mul i64 %v1350, %v1365
  %v1367 = add i64 %v1366, %t1242
  %v1368 = mul i64 %v1367, %size.K
  %v1369 = add i64 %v1368, %t1330
  %p1370 = getelementptr float, ptr %buf.y, i64 %v1369
  store <16 x float> %v1333, ptr %p1370, align 4
  %t1371 = add i64 %k0, 48
  %p1372 = getelementptr float, ptr %buf.b, i64 %t1371
  %ld1373 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1372, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v1374 = fadd contract <16 x float> %ld1373, %t367
  %v1375 = add i64 %size.H, 3
  %v1376 = add i64 %v1375, 3
  %v1377 = sub i64 %size.R, 1
  %v1378 = sub i64 %v1376, %v1377
  %v1379 = sub i64 %v1378, 1
  %v1380 = sdiv i64 %v1379, 2
  %v1381 = srem i64 %v1379, 2
  %v1382 = icmp ne i64 %v1381, 0
  %v1383 = icmp slt i64 %v1381, 0
  %v1384 = icmp slt i64 2, 0
  %v1385 = xor i1 %v1383, %v1384
  %v1386 = and i1 %v1382, %v1385
  %v1387 = zext i1 %v1386 to i64
  %v1388 = sub i64 %v1380, %v1387
  %v1389 = add i64 %v1388, 1
  %v1390 = mul i64 %n, %v1389
  %v1391 = add i64 %v1390, %t1244
  %v1392 = add i64 %size.W, 3
  %v1393 = add i64 %v1392, 3
  %v1394 = sub i64 %size.S, 1
  %v1395 = sub i64 %v1393, %v1394
  %v1396 = sub i64 %v1395, 1
  %v1397 = sdiv i64 %v1396, 2
  %v1398 = srem i64 %v1396, 2
  %v1399 = icmp ne i64 %v1398, 0
  %v1400 = icmp slt i64 %v1398, 0
  %v1401 = icmp slt i64 2, 0
  %v1402 = xor i1 %v1400, %v1401
  %v1403 = and i1 %v1399, %v1402
  %v1404 = zext i1 %v1403 to i64
  %v1405 = sub i64 %v1397, %v1404
  %v1406 = add i64 %v1405, 1
  %v1407 = mul i64 %v1391, %v1406
  %v1408 = add i64 %v1407, %t1242
  %v1409 = mul i64 %v1408, %size.K
  %v1410 = add i64 %v1409, %t1371
  %p1411 = getelementptr float, ptr %buf.y, i64 %v1410
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1374, ptr align 4 %p1411, <16 x i1> %mlast)
  br label %finnext1246
finnext1246:
  br label %tile.next
partial:
  %t1414 = icmp slt i64 0, %t10
  br i1 %t1414, label %store1412, label %next1413
store1412:
  %t1415 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t344, ptr %t1415, align 4
  %t1416 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t345, ptr %t1416, align 4
  %t1417 = getelementptr float, ptr %t26, i64 32
  store <16 x float> %t346, ptr %t1417, align 4
  %t1418 = getelementptr float, ptr %t26, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t347, ptr align 4 %t1418, <16 x i1> %mlast)
  br label %next1413
next1413:
  %t1421 = icmp slt i64 1, %t10
  br i1 %t1421, label %store1419, label %next1420
store1419:
  %t1422 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t348, ptr %t1422, align 4
  %t1423 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t349, ptr %t1423, align 4
  %t1424 = getelementptr float, ptr %t28, i64 32
  store <16 x float> %t350, ptr %t1424, align 4
  %t1425 = getelementptr float, ptr %t28, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t351, ptr align 4 %t1425, <16 x i1> %mlast)
  br label %next1420
next1420:
  %t1428 = icmp slt i64 2, %t10
  br i1 %t1428, label %store1426, label %next1427
store1426:
  %t1429 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t352, ptr %t1429, align 4
  %t1430 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t353, ptr %t1430, align 4
  %t1431 = getelementptr float, ptr %t30, i64 32
  store <16 x float> %t354, ptr %t1431, align 4
  %t1432 = getelementptr float, ptr %t30, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t355, ptr align 4 %t1432, <16 x i1> %mlast)
  br label %next1427
next1427:
  %t1435 = icmp slt i64 3, %t10
  br i1 %t1435, label %store1433, label %next1434
store1433:
  %t1436 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t356, ptr %t1436, align 4
  %t1437 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t357, ptr %t1437, align 4
  %t1438 = getelementptr float, ptr %t32, i64 32
  store <16 x float> %t358, ptr %t1438, align 4
  %t1439 = getelementptr float, ptr %t32, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t359, ptr align 4 %t1439, <16 x i1> %mlast)
  br label %next1434
next1434:
  %t1442 = icmp slt i64 4, %t10
  br i1 %t1442, label %store1440, label %next1441
store1440:
  %t1443 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t360, ptr %t1443, align 4
  %t1444 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t361, ptr %t1444, align 4
  %t1445 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %t362, ptr %t1445, align 4
  %t1446 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t363, ptr align 4 %t1446, <16 x i1> %mlast)
  br label %next1441
next1441:
  %t1449 = icmp slt i64 5, %t10
  br i1 %t1449, label %store1447, label %next1448
store1447:
  %t1450 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t364, ptr %t1450, align 4
  %t1451 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t365, ptr %t1451, align 4
  %t1452 = getelementptr float, ptr %t36, i64 32
  store <16 x float> %t366, ptr %t1452, align 4
  %t1453 = getelementptr float, ptr %t36, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t367, ptr align 4 %t1453, <16 x i1> %mlast)
  br label %next1448
next1448:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t1454 = icmp slt i64 %j.next, %ntiles
  br i1 %t1454, label %tile, label %exit
exit:
  ret void
}


define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c76 = alloca i64
  %c164 = alloca i64
  %c211 = alloca i64
  %c263 = alloca i64
  %c444 = alloca i64
  %c450 = alloca i64
  %c673 = alloca i64
  %c682 = alloca i64
  %t1 = add i64 %size.H, 3
  %t2 = add i64 %t1, 3
  %t3 = sub i64 %size.R, 1
  %t4 = sub i64 %t2, %t3
  %t5 = sub i64 %t4, 1
  %t6 = sdiv i64 %t5, 2
  %t7 = srem i64 %t5, 2
  %t8 = icmp slt i64 %t7, 0
  %t9 = icmp slt i64 2, 0
  %t10 = icmp ne i1 %t8, %t9
  %t11 = icmp ne i64 %t7, 0
  %t12 = and i1 %t11, %t10
  %t13 = zext i1 %t12 to i64
  %t14 = sub i64 %t6, %t13
  %t15 = add i64 %t14, 1
  %t16 = add i64 %size.W, 3
  %t17 = add i64 %t16, 3
  %t18 = sub i64 %size.S, 1
  %t19 = sub i64 %t17, %t18
  %t20 = sub i64 %t19, 1
  %t21 = sdiv i64 %t20, 2
  %t22 = srem i64 %t20, 2
  %t23 = icmp slt i64 %t22, 0
  %t24 = icmp slt i64 2, 0
  %t25 = icmp ne i1 %t23, %t24
  %t26 = icmp ne i64 %t22, 0
  %t27 = and i1 %t26, %t25
  %t28 = zext i1 %t27 to i64
  %t29 = sub i64 %t21, %t28
  %t30 = add i64 %t29, 1
  %t31 = mul i64 %t15, %t30
  %t32 = mul i64 %size.R, %size.S
  %t33 = add i64 %size.K, 63
  %t34 = sdiv i64 %t33, 64
  %t35 = add i64 %t31, 95
  %t36 = sdiv i64 %t35, 96
  %t37 = mul i64 %t34, %t36
  %t38 = mul i64 1, %t37
  %t39 = icmp slt i64 %range.hi, %t38
  %t40 = select i1 %t39, i64 %range.hi, i64 %t38
  %t41 = icmp sgt i64 %size.C, 1
  %t42 = select i1 %t41, i64 %size.C, i64 1
  %t43 = icmp slt i64 %size.C, 16
  %t44 = mul i64 %t32, %t42
  %t45 = icmp sle i64 %t44, 85
  %t46 = or i1 %t45, %t43
  %t47 = add i64 %t42, 84
  %t48 = sdiv i64 %t47, 85
  %t49 = sub i64 %t48, 1
  %t50 = add i64 %t42, %t49
  %t51 = sdiv i64 %t50, %t48
  %t52 = select i1 %t46, i64 %t42, i64 %t51
  %t53 = sdiv i64 85, %t52
  %t54 = icmp sgt i64 %t53, 1
  %t55 = select i1 %t54, i64 %t53, i64 1
  %t56 = select i1 %t46, i64 %t32, i64 %t55
  %t57 = ptrtoint ptr %scratch to i64
  %t58 = add i64 %t57, 63
  %t59 = and i64 %t58, -64
  %t60 = inttoptr i64 %t59 to ptr
  %t61 = mul i64 %t32, 6
  %t62 = mul i64 %t61, 16
  %t63 = getelementptr ptr, ptr %t60, i64 %t62
  %t64 = add i64 %t32, 1
  %t65 = mul i64 %t64, 16
  %t66 = getelementptr i32, ptr %t63, i64 %t65
  %t67 = getelementptr i32, ptr %t66, i64 16
  %t68 = add i64 %size.S, 1
  %t69 = mul i64 %t68, %size.C
  %t70 = mul i64 %t69, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t67, i8 0, i64 %t70, i1 false)
  %t71 = mul i64 %size.C, %size.K
  %t72 = mul i64 %size.C, %size.K
  %t73 = mul i64 %t32, %t72
  %t74 = mul i64 %t73, 4
  %t75 = icmp sgt i64 %t74, 524288
  store i64 %range.lo, ptr %c76
  br label %head77
head77:
  %i80 = load i64, ptr %c76
  %t81 = icmp slt i64 %i80, %t40
  br i1 %t81, label %body78, label %done79
body78:
  %t82 = sdiv i64 %i80, %t37
  %t83 = srem i64 %i80, %t37
  %t84 = sdiv i64 %t83, %t36
  %t85 = srem i64 %t83, %t34
  %t86 = select i1 %t75, i64 %t84, i64 %t85
  %t87 = srem i64 %t83, %t36
  %t88 = sdiv i64 %t83, %t34
  %t89 = select i1 %t75, i64 %t87, i64 %t88
  %t90 = mul i64 %t86, 64
  %t91 = sub i64 %size.K, %t90
  %t92 = icmp slt i64 64, %t91
  %t93 = select i1 %t92, i64 64, i64 %t91
  %t94 = add i64 %t93, 15
  %t95 = sdiv i64 %t94, 16
  %t96 = sub i64 %t95, 1
  %t97 = mul i64 %t96, 16
  %t98 = add i64 %t90, %t97
  %t99 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t98, i64 %size.K)
  %t100 = mul i64 %t89, 96
  %t101 = add i64 %t100, 96
  %t102 = icmp slt i64 %t31, %t101
  %t103 = select i1 %t102, i64 %t31, i64 %t101
  %t104 = sub i64 %t103, %t100
  %t105 = add i64 %t104, 5
  %t106 = sdiv i64 %t105, 6
  %t107 = sdiv i64 %t100, %t30
  %t108 = srem i64 %t100, %t30
  %t109 = add i64 %size.H, 3
  %t110 = add i64 %t109, 3
  %t111 = sub i64 %size.R, 1
  %t112 = sub i64 %t110, %t111
  %t113 = sub i64 %t112, 1
  %t114 = sdiv i64 %t113, 2
  %t115 = srem i64 %t113, 2
  %t116 = icmp slt i64 %t115, 0
  %t117 = icmp slt i64 2, 0
  %t118 = icmp ne i1 %t116, %t117
  %t119 = icmp ne i64 %t115, 0
  %t120 = and i1 %t119, %t118
  %t121 = zext i1 %t120 to i64
  %t122 = sub i64 %t114, %t121
  %t123 = add i64 %t122, 1
  %t124 = add i64 %size.W, 3
  %t125 = add i64 %t124, 3
  %t126 = sub i64 %size.S, 1
  %t127 = sub i64 %t125, %t126
  %t128 = sub i64 %t127, 1
  %t129 = sdiv i64 %t128, 2
  %t130 = srem i64 %t128, 2
  %t131 = icmp slt i64 %t130, 0
  %t132 = icmp slt i64 2, 0
  %t133 = icmp ne i1 %t131, %t132
  %t134 = icmp ne i64 %t130, 0
  %t135 = and i1 %t134, %t133
  %t136 = zext i1 %t135 to i64
  %t137 = sub i64 %t129, %t136
  %t138 = add i64 %t137, 1
  %t139 = mul i64 %t123, %t138
  %t140 = mul i64 %t139, %size.K
  %t141 = mul i64 %t82, %t140
  %t142 = add i64 %size.W, 3
  %t143 = add i64 %t142, 3
  %t144 = sub i64 %size.S, 1
  %t145 = sub i64 %t143, %t144
  %t146 = sub i64 %t145, 1
  %t147 = sdiv i64 %t146, 2
  %t148 = srem i64 %t146, 2
  %t149 = icmp slt i64 %t148, 0
  %t150 = icmp slt i64 2, 0
  %t151 = icmp ne i1 %t149, %t150
  %t152 = icmp ne i64 %t148, 0
  %t153 = and i1 %t152, %t151
  %t154 = zext i1 %t153 to i64
  %t155 = sub i64 %t147, %t154
  %t156 = add i64 %t155, 1
  %t157 = mul i64 %t156, %size.K
  %t158 = mul i64 %t107, %t157
  %t159 = add i64 %t141, %t158
  %t160 = mul i64 %t108, %size.K
  %t161 = add i64 %t159, %t160
  %t162 = add i64 %t161, %t90
  %t163 = getelementptr float, ptr %buf.y, i64 %t162
  store i64 0, ptr %c164
  br label %head165
head165:
  %i168 = load i64, ptr %c164
  %t169 = icmp slt i64 %i168, %t106
  br i1 %t169, label %body166, label %done167
body166:
  %t170 = mul i64 %i168, 6
  %t171 = add i64 %t100, %t170
  %t172 = add i64 %t171, 6
  %t173 = icmp slt i64 %t103, %t172
  %t174 = select i1 %t173, i64 %t103, i64 %t172
  %t175 = sub i64 %t174, 1
  %t176 = add i64 %t171, 0
  %t177 = icmp slt i64 %t176, %t175
  %t178 = select i1 %t177, i64 %t176, i64 %t175
  %t179 = sdiv i64 %t178, %t30
  %t180 = srem i64 %t178, %t30
  %t181 = add i64 %t171, 1
  %t182 = icmp slt i64 %t181, %t175
  %t183 = select i1 %t182, i64 %t181, i64 %t175
  %t184 = sdiv i64 %t183, %t30
  %t185 = srem i64 %t183, %t30
  %t186 = add i64 %t171, 2
  %t187 = icmp slt i64 %t186, %t175
  %t188 = select i1 %t187, i64 %t186, i64 %t175
  %t189 = sdiv i64 %t188, %t30
  %t190 = srem i64 %t188, %t30
  %t191 = add i64 %t171, 3
  %t192 = icmp slt i64 %t191, %t175
  %t193 = select i1 %t192, i64 %t191, i64 %t175
  %t194 = sdiv i64 %t193, %t30
  %t195 = srem i64 %t193, %t30
  %t196 = add i64 %t171, 4
  %t197 = icmp slt i64 %t196, %t175
  %t198 = select i1 %t197, i64 %t196, i64 %t175
  %t199 = sdiv i64 %t198, %t30
  %t200 = srem i64 %t198, %t30
  %t201 = add i64 %t171, 5
  %t202 = icmp slt i64 %t201, %t175
  %t203 = select i1 %t202, i64 %t201, i64 %t175
  %t204 = sdiv i64 %t203, %t30
  %t205 = srem i64 %t203, %t30
  %t206 = mul i64 %i168, %t61
  %t207 = getelementptr ptr, ptr %t60, i64 %t206
  %t208 = mul i64 %i168, %t64
  %t209 = getelementptr i32, ptr %t63, i64 %t208
  %t210 = getelementptr i32, ptr %t66, i64 %i168
  store i32 0, ptr %t209
  store i64 0, ptr %c211
  %t214 = mul i64 %t180, 2
  %t215 = add i64 %t214, -3
  %t216 = icmp ult i64 %t215, %size.W
  %t217 = and i1 %t43, %t216
  %t218 = sub i64 %size.S, 1
  %t219 = add i64 %t215, %t218
  %t220 = icmp ult i64 %t219, %size.W
  %t221 = and i1 %t217, %t220
  %t222 = mul i64 %t185, 2
  %t223 = add i64 %t222, -3
  %t224 = icmp ult i64 %t223, %size.W
  %t225 = and i1 %t221, %t224
  %t226 = sub i64 %size.S, 1
  %t227 = add i64 %t223, %t226
  %t228 = icmp ult i64 %t227, %size.W
  %t229 = and i1 %t225, %t228
  %t230 = mul i64 %t190, 2
  %t231 = add i64 %t230, -3
  %t232 = icmp ult i64 %t231, %size.W
  %t233 = and i1 %t229, %t232
  %t234 = sub i64 %size.S, 1
  %t235 = add i64 %t231, %t234
  %t236 = icmp ult i64 %t235, %size.W
  %t237 = and i1 %t233, %t236
  %t238 = mul i64 %t195, 2
  %t239 = add i64 %t238, -3
  %t240 = icmp ult i64 %t239, %size.W
  %t241 = and i1 %t237, %t240
  %t242 = sub i64 %size.S, 1
  %t243 = add i64 %t239, %t242
  %t244 = icmp ult i64 %t243, %size.W
  %t245 = and i1 %t241, %t244
  %t246 = mul i64 %t200, 2
  %t247 = add i64 %t246, -3
  %t248 = icmp ult i64 %t247, %size.W
  %t249 = and i1 %t245, %t248
  %t250 = sub i64 %size.S, 1
  %t251 = add i64 %t247, %t250
  %t252 = icmp ult i64 %t251, %size.W
  %t253 = and i1 %t249, %t252
  %t254 = mul i64 %t205, 2
  %t255 = add i64 %t254, -3
  %t256 = icmp ult i64 %t255, %size.W
  %t257 = and i1 %t253, %t256
  %t258 = sub i64 %size.S, 1
  %t259 = add i64 %t255, %t258
  %t260 = icmp ult i64 %t259, %size.W
  %t261 = and i1 %t257, %t260
  br i1 %t261, label %byrun262, label %bytap212
byrun262:
  store i64 0, ptr %c263
  br label %head264
head264:
  %i267 = load i64, ptr %c263
  %t268 = icmp slt i64 %i267, %size.R
  br i1 %t268, label %body265, label %done266
body265:
  %t269 = mul i64 %i267, 6
  %t270 = add i64 %t269, 0
  %t271 = getelementptr ptr, ptr %t207, i64 %t270
  %t272 = load i64, ptr %c211
  %t273 = mul i64 %t179, 2
  %t274 = mul i64 %i267, 1
  %t275 = add i64 %t273, %t274
  %t276 = add i64 %t275, -3
  %t277 = icmp ult i64 %t276, %size.H
  %t278 = mul i64 %size.H, %size.W
  %t279 = mul i64 %t278, %size.C
  %t280 = mul i64 %t82, %t279
  %t281 = mul i64 %t179, 2
  %t282 = add i64 %t281, %i267
  %t283 = sub i64 %t282, 3
  %t284 = mul i64 %size.W, %size.C
  %t285 = mul i64 %t283, %t284
  %t286 = add i64 %t280, %t285
  %t287 = mul i64 %t180, 2
  %t288 = add i64 %t287, 0
  %t289 = sub i64 %t288, 3
  %t290 = mul i64 %t289, %size.C
  %t291 = add i64 %t286, %t290
  %t292 = add i64 %t291, 0
  %t293 = getelementptr float, ptr %buf.x, i64 %t292
  %t294 = select i1 %t277, ptr %t293, ptr %t67
  store ptr %t294, ptr %t271, align 8
  %t295 = xor i1 %t277, true
  %t296 = zext i1 %t295 to i64
  %t297 = add i64 %t272, %t296
  store i64 %t297, ptr %c211
  %t298 = mul i64 %i267, 6
  %t299 = add i64 %t298, 1
  %t300 = getelementptr ptr, ptr %t207, i64 %t299
  %t301 = load i64, ptr %c211
  %t302 = mul i64 %t184, 2
  %t303 = mul i64 %i267, 1
  %t304 = add i64 %t302, %t303
  %t305 = add i64 %t304, -3
  %t306 = icmp ult i64 %t305, %size.H
  %t307 = mul i64 %size.H, %size.W
  %t308 = mul i64 %t307, %size.C
  %t309 = mul i64 %t82, %t308
  %t310 = mul i64 %t184, 2
  %t311 = add i64 %t310, %i267
  %t312 = sub i64 %t311, 3
  %t313 = mul i64 %size.W, %size.C
  %t314 = mul i64 %t312, %t313
  %t315 = add i64 %t309, %t314
  %t316 = mul i64 %t185, 2
  %t317 = add i64 %t316, 0
  %t318 = sub i64 %t317, 3
  %t319 = mul i64 %t318, %size.C
  %t320 = add i64 %t315, %t319
  %t321 = add i64 %t320, 0
  %t322 = getelementptr float, ptr %buf.x, i64 %t321
  %t323 = select i1 %t306, ptr %t322, ptr %t67
  store ptr %t323, ptr %t300, align 8
  %t324 = xor i1 %t306, true
  %t325 = zext i1 %t324 to i64
  %t326 = add i64 %t301, %t325
  store i64 %t326, ptr %c211
  %t327 = mul i64 %i267, 6
  %t328 = add i64 %t327, 2
  %t329 = getelementptr ptr, ptr %t207, i64 %t328
  %t330 = load i64, ptr %c211
  %t331 = mul i64 %t189, 2
  %t332 = mul i64 %i267, 1
  %t333 = add i64 %t331, %t332
  %t334 = add i64 %t333, -3
  %t335 = icmp ult i64 %t334, %size.H
  %t336 = mul i64 %size.H, %size.W
  %t337 = mul i64 %t336, %size.C
  %t338 = mul i64 %t82, %t337
  %t339 = mul i64 %t189, 2
  %t340 = add i64 %t339, %i267
  %t341 = sub i64 %t340, 3
  %t342 = mul i64 %size.W, %size.C
  %t343 = mul i64 %t341, %t342
  %t344 = add i64 %t338, %t343
  %t345 = mul i64 %t190, 2
  %t346 = add i64 %t345, 0
  %t347 = sub i64 %t346, 3
  %t348 = mul i64 %t347, %size.C
  %t349 = add i64 %t344, %t348
  %t350 = add i64 %t349, 0
  %t351 = getelementptr float, ptr %buf.x, i64 %t350
  %t352 = select i1 %t335, ptr %t351, ptr %t67
  store ptr %t352, ptr %t329, align 8
  %t353 = xor i1 %t335, true
  %t354 = zext i1 %t353 to i64
  %t355 = add i64 %t330, %t354
  store i64 %t355, ptr %c211
  %t356 = mul i64 %i267, 6
  %t357 = add i64 %t356, 3
  %t358 = getelementptr ptr, ptr %t207, i64 %t357
  %t359 = load i64, ptr %c211
  %t360 = mul i64 %t194, 2
  %t361 = mul i64 %i267, 1
  %t362 = add i64 %t360, %t361
  %t363 = add i64 %t362, -3
  %t364 = icmp ult i64 %t363, %size.H
  %t365 = mul i64 %size.H, %size.W
  %t366 = mul i64 %t365, %size.C
  %t367 = mul i64 %t82, %t366
  %t368 = mul i64 %t194, 2
  %t369 = add i64 %t368, %i267
  %t370 = sub i64 %t369, 3
  %t371 = mul i64 %size.W, %size.C
  %t372 = mul i64 %t370, %t371
  %t373 = add i64 %t367, %t372
  %t374 = mul i64 %t195, 2
  %t375 = add i64 %t374, 0
  %t376 = sub i64 %t375, 3
  %t377 = mul i64 %t376, %size.C
  %t378 = add i64 %t373, %t377
  %t379 = add i64 %t378, 0
  %t380 = getelementptr float, ptr %buf.x, i64 %t379
  %t381 = select i1 %t364, ptr %t380, ptr %t67
  store ptr %t381, ptr %t358, align 8
  %t382 = xor i1 %t364, true
  %t383 = zext i1 %t382 to i64
  %t384 = add i64 %t359, %t383
  store i64 %t384, ptr %c211
  %t385 = mul i64 %i267, 6
  %t386 = add i64 %t385, 4
  %t387 = getelementptr ptr, ptr %t207, i64 %t386
  %t388 = load i64, ptr %c211
  %t389 = mul i64 %t199, 2
  %t390 = mul i64 %i267, 1
  %t391 = add i64 %t389, %t390
  %t392 = add i64 %t391, -3
  %t393 = icmp ult i64 %t392, %size.H
  %t394 = mul i64 %size.H, %size.W
  %t395 = mul i64 %t394, %size.C
  %t396 = mul i64 %t82, %t395
  %t397 = mul i64 %t199, 2
  %t398 = add i64 %t397, %i267
  %t399 = sub i64 %t398, 3
  %t400 = mul i64 %size.W, %size.C
  %t401 = mul i64 %t399, %t400
  %t402 = add i64 %t396, %t401
  %t403 = mul i64 %t200, 2
  %t404 = add i64 %t403, 0
  %t405 = sub i64 %t404, 3
  %t406 = mul i64 %t405, %size.C
  %t407 = add i64 %t402, %t406
  %t408 = add i64 %t407, 0
  %t409 = getelementptr float, ptr %buf.x, i64 %t408
  %t410 = select i1 %t393, ptr %t409, ptr %t67
  store ptr %t410, ptr %t387, align 8
  %t411 = xor i1 %t393, true
  %t412 = zext i1 %t411 to i64
  %t413 = add i64 %t388, %t412
  store i64 %t413, ptr %c211
  %t414 = mul i64 %i267, 6
  %t415 = add i64 %t414, 5
  %t416 = getelementptr ptr, ptr %t207, i64 %t415
  %t417 = load i64, ptr %c211
  %t418 = mul i64 %t204, 2
  %t419 = mul i64 %i267, 1
  %t420 = add i64 %t418, %t419
  %t421 = add i64 %t420, -3
  %t422 = icmp ult i64 %t421, %size.H
  %t423 = mul i64 %size.H, %size.W
  %t424 = mul i64 %t423, %size.C
  %t425 = mul i64 %t82, %t424
  %t426 = mul i64 %t204, 2
  %t427 = add i64 %t426, %i267
  %t428 = sub i64 %t427, 3
  %t429 = mul i64 %size.W, %size.C
  %t430 = mul i64 %t428, %t429
  %t431 = add i64 %t425, %t430
  %t432 = mul i64 %t205, 2
  %t433 = add i64 %t432, 0
  %t434 = sub i64 %t433, 3
  %t435 = mul i64 %t434, %size.C
  %t436 = add i64 %t431, %t435
  %t437 = add i64 %t436, 0
  %t438 = getelementptr float, ptr %buf.x, i64 %t437
  %t439 = select i1 %t422, ptr %t438, ptr %t67
  store ptr %t439, ptr %t416, align 8
  %t440 = xor i1 %t422, true
  %t441 = zext i1 %t440 to i64
  %t442 = add i64 %t417, %t441
  store i64 %t442, ptr %c211
  %t443 = add nsw i64 %i267, 1
  store i64 %t443, ptr %c263
  br label %head264
done266:
  store i32 1, ptr %t210
  br label %tabled213
bytap212:
  store i64 0, ptr %c444
  br label %head445
head445:
  %i448 = load i64, ptr %c444
  %t449 = icmp slt i64 %i448, %size.R
  br i1 %t449, label %body446, label %done447
body446:
  store i64 0, ptr %c450
  br label %head451
head451:
  %i454 = load i64, ptr %c450
  %t455 = icmp slt i64 %i454, %size.S
  br i1 %t455, label %body452, label %done453
body452:
  %t456 = mul i64 %i448, %size.S
  %t457 = add i64 %t456, %i454
  %t458 = mul i64 %t457, 6
  %t459 = add i64 %t458, 0
  %t460 = getelementptr ptr, ptr %t207, i64 %t459
  %t461 = load i64, ptr %c211
  %t462 = mul i64 %t179, 2
  %t463 = mul i64 %i448, 1
  %t464 = add i64 %t462, %t463
  %t465 = add i64 %t464, -3
  %t466 = icmp ult i64 %t465, %size.H
  %t467 = mul i64 %t180, 2
  %t468 = mul i64 %i454, 1
  %t469 = add i64 %t467, %t468
  %t470 = add i64 %t469, -3
  %t471 = icmp ult i64 %t470, %size.W
  %t472 = and i1 %t466, %t471
  %t473 = mul i64 %size.H, %size.W
  %t474 = mul i64 %t473, %size.C
  %t475 = mul i64 %t82, %t474
  %t476 = mul i64 %t179, 2
  %t477 = add i64 %t476, %i448
  %t478 = sub i64 %t477, 3
  %t479 = mul i64 %size.W, %size.C
  %t480 = mul i64 %t478, %t479
  %t481 = add i64 %t475, %t480
  %t482 = mul i64 %t180, 2
  %t483 = add i64 %t482, %i454
  %t484 = sub i64 %t483, 3
  %t485 = mul i64 %t484, %size.C
  %t486 = add i64 %t481, %t485
  %t487 = add i64 %t486, 0
  %t488 = getelementptr float, ptr %buf.x, i64 %t487
  %t489 = select i1 %t472, ptr %t488, ptr %t67
  store ptr %t489, ptr %t460, align 8
  %t490 = xor i1 %t472, true
  %t491 = zext i1 %t490 to i64
  %t492 = add i64 %t461, %t491
  store i64 %t492, ptr %c211
  %t493 = add i64 %t458, 1
  %t494 = getelementptr ptr, ptr %t207, i64 %t493
  %t495 = load i64, ptr %c211
  %t496 = mul i64 %t184, 2
  %t497 = mul i64 %i448, 1
  %t498 = add i64 %t496, %t497
  %t499 = add i64 %t498, -3
  %t500 = icmp ult i64 %t499, %size.H
  %t501 = mul i64 %t185, 2
  %t502 = mul i64 %i454, 1
  %t503 = add i64 %t501, %t502
  %t504 = add i64 %t503, -3
  %t505 = icmp ult i64 %t504, %size.W
  %t506 = and i1 %t500, %t505
  %t507 = mul i64 %size.H, %size.W
  %t508 = mul i64 %t507, %size.C
  %t509 = mul i64 %t82, %t508
  %t510 = mul i64 %t184, 2
  %t511 = add i64 %t510, %i448
  %t512 = sub i64 %t511, 3
  %t513 = mul i64 %size.W, %size.C
  %t514 = mul i64 %t512, %t513
  %t515 = add i64 %t509, %t514
  %t516 = mul i64 %t185, 2
  %t517 = add i64 %t516, %i454
  %t518 = sub i64 %t517, 3
  %t519 = mul i64 %t518, %size.C
  %t520 = add i64 %t515, %t519
  %t521 = add i64 %t520, 0
  %t522 = getelementptr float, ptr %buf.x, i64 %t521
  %t523 = select i1 %t506, ptr %t522, ptr %t67
  store ptr %t523, ptr %t494, align 8
  %t524 = xor i1 %t506, true
  %t525 = zext i1 %t524 to i64
  %t526 = add i64 %t495, %t525
  store i64 %t526, ptr %c211
  %t527 = add i64 %t458, 2
  %t528 = getelementptr ptr, ptr %t207, i64 %t527
  %t529 = load i64, ptr %c211
  %t530 = mul i64 %t189, 2
  %t531 = mul i64 %i448, 1
  %t532 = add i64 %t530, %t531
  %t533 = add i64 %t532, -3
  %t534 = icmp ult i64 %t533, %size.H
  %t535 = mul i64 %t190, 2
  %t536 = mul i64 %i454, 1
  %t537 = add i64 %t535, %t536
  %t538 = add i64 %t537, -3
  %t539 = icmp ult i64 %t538, %size.W
  %t540 = and i1 %t534, %t539
  %t541 = mul i64 %size.H, %size.W
  %t542 = mul i64 %t541, %size.C
  %t543 = mul i64 %t82, %t542
  %t544 = mul i64 %t189, 2
  %t545 = add i64 %t544, %i448
  %t546 = sub i64 %t545, 3
  %t547 = mul i64 %size.W, %size.C
  %t548 = mul i64 %t546, %t547
  %t549 = add i64 %t543, %t548
  %t550 = mul i64 %t190, 2
  %t551 = add i64 %t550, %i454
  %t552 = sub i64 %t551, 3
  %t553 = mul i64 %t552, %size.C
  %t554 = add i64 %t549, %t553
  %t555 = add i64 %t554, 0
  %t556 = getelementptr float, ptr %buf.x, i64 %t555
  %t557 = select i1 %t540, ptr %t556, ptr %t67
  store ptr %t557, ptr %t528, align 8
  %t558 = xor i1 %t540, true
  %t559 = zext i1 %t558 to i64
  %t560 = add i64 %t529, %t559
  store i64 %t560, ptr %c211
  %t561 = add i64 %t458, 3
  %t562 = getelementptr ptr, ptr %t207, i64 %t561
  %t563 = load i64, ptr %c211
  %t564 = mul i64 %t194, 2
  %t565 = mul i64 %i448, 1
  %t566 = add i64 %t564, %t565
  %t567 = add i64 %t566, -3
  %t568 = icmp ult i64 %t567, %size.H
  %t569 = mul i64 %t195, 2
  %t570 = mul i64 %i454, 1
  %t571 = add i64 %t569, %t570
  %t572 = add i64 %t571, -3
  %t573 = icmp ult i64 %t572, %size.W
  %t574 = and i1 %t568, %t573
  %t575 = mul i64 %size.H, %size.W
  %t576 = mul i64 %t575, %size.C
  %t577 = mul i64 %t82, %t576
  %t578 = mul i64 %t194, 2
  %t579 = add i64 %t578, %i448
  %t580 = sub i64 %t579, 3
  %t581 = mul i64 %size.W, %size.C
  %t582 = mul i64 %t580, %t581
  %t583 = add i64 %t577, %t582
  %t584 = mul i64 %t195, 2
  %t585 = add i64 %t584, %i454
  %t586 = sub i64 %t585, 3
  %t587 = mul i64 %t586, %size.C
  %t588 = add i64 %t583, %t587
  %t589 = add i64 %t588, 0
  %t590 = getelementptr float, ptr %buf.x, i64 %t589
  %t591 = select i1 %t574, ptr %t590, ptr %t67
  store ptr %t591, ptr %t562, align 8
  %t592 = xor i1 %t574, true
  %t593 = zext i1 %t592 to i64
  %t594 = add i64 %t563, %t593
  store i64 %t594, ptr %c211
  %t595 = add i64 %t458, 4
  %t596 = getelementptr ptr, ptr %t207, i64 %t595
  %t597 = load i64, ptr %c211
  %t598 = mul i64 %t199, 2
  %t599 = mul i64 %i448, 1
  %t600 = add i64 %t598, %t599
  %t601 = add i64 %t600, -3
  %t602 = icmp ult i64 %t601, %size.H
  %t603 = mul i64 %t200, 2
  %t604 = mul i64 %i454, 1
  %t605 = add i64 %t603, %t604
  %t606 = add i64 %t605, -3
  %t607 = icmp ult i64 %t606, %size.W
  %t608 = and i1 %t602, %t607
  %t609 = mul i64 %size.H, %size.W
  %t610 = mul i64 %t609, %size.C
  %t611 = mul i64 %t82, %t610
  %t612 = mul i64 %t199, 2
  %t613 = add i64 %t612, %i448
  %t614 = sub i64 %t613, 3
  %t615 = mul i64 %size.W, %size.C
  %t616 = mul i64 %t614, %t615
  %t617 = add i64 %t611, %t616
  %t618 = mul i64 %t200, 2
  %t619 = add i64 %t618, %i454
  %t620 = sub i64 %t619, 3
  %t621 = mul i64 %t620, %size.C
  %t622 = add i64 %t617, %t621
  %t623 = add i64 %t622, 0
  %t624 = getelementptr float, ptr %buf.x, i64 %t623
  %t625 = select i1 %t608, ptr %t624, ptr %t67
  store ptr %t625, ptr %t596, align 8
  %t626 = xor i1 %t608, true
  %t627 = zext i1 %t626 to i64
  %t628 = add i64 %t597, %t627
  store i64 %t628, ptr %c211
  %t629 = add i64 %t458, 5
  %t630 = getelementptr ptr, ptr %t207, i64 %t629
  %t631 = load i64, ptr %c211
  %t632 = mul i64 %t204, 2
  %t633 = mul i64 %i448, 1
  %t634 = add i64 %t632, %t633
  %t635 = add i64 %t634, -3
  %t636 = icmp ult i64 %t635, %size.H
  %t637 = mul i64 %t205, 2
  %t638 = mul i64 %i454, 1
  %t639 = add i64 %t637, %t638
  %t640 = add i64 %t639, -3
  %t641 = icmp ult i64 %t640, %size.W
  %t642 = and i1 %t636, %t641
  %t643 = mul i64 %size.H, %size.W
  %t644 = mul i64 %t643, %size.C
  %t645 = mul i64 %t82, %t644
  %t646 = mul i64 %t204, 2
  %t647 = add i64 %t646, %i448
  %t648 = sub i64 %t647, 3
  %t649 = mul i64 %size.W, %size.C
  %t650 = mul i64 %t648, %t649
  %t651 = add i64 %t645, %t650
  %t652 = mul i64 %t205, 2
  %t653 = add i64 %t652, %i454
  %t654 = sub i64 %t653, 3
  %t655 = mul i64 %t654, %size.C
  %t656 = add i64 %t651, %t655
  %t657 = add i64 %t656, 0
  %t658 = getelementptr float, ptr %buf.x, i64 %t657
  %t659 = select i1 %t642, ptr %t658, ptr %t67
  store ptr %t659, ptr %t630, align 8
  %t660 = xor i1 %t642, true
  %t661 = zext i1 %t660 to i64
  %t662 = add i64 %t631, %t661
  store i64 %t662, ptr %c211
  %t663 = load i64, ptr %c211
  %t664 = trunc i64 %t663 to i32
  %t665 = add i64 %t457, 1
  %t666 = getelementptr i32, ptr %t209, i64 %t665
  store i32 %t664, ptr %t666
  %t667 = add nsw i64 %i454, 1
  store i64 %t667, ptr %c450
  br label %head451
done453:
  %t668 = add nsw i64 %i448, 1
  store i64 %t668, ptr %c444
  br label %head445
done447:
  store i32 0, ptr %t210
  br label %tabled213
tabled213:
  %t669 = load i64, ptr %c211
  %t670 = trunc i64 %t669 to i32
  %t671 = getelementptr i32, ptr %t209, i64 %t32
  store i32 %t670, ptr %t671
  %t672 = add nsw i64 %i168, 1
  store i64 %t672, ptr %c164
  br label %head165
done167:
  store i64 0, ptr %c673
  br label %tbhead674
tbhead674:
  %tb677 = load i64, ptr %c673
  %t678 = icmp slt i64 %tb677, %t32
  br i1 %t678, label %tbbody675, label %tbdone676
tbbody675:
  %t679 = add i64 %tb677, %t56
  %t680 = icmp slt i64 %t32, %t679
  %t681 = select i1 %t680, i64 %t32, i64 %t679
  store i64 0, ptr %c682
  br label %cbhead683
cbhead683:
  %cb686 = load i64, ptr %c682
  %t687 = icmp slt i64 %cb686, %t42
  br i1 %t687, label %cbbody684, label %cbdone685
cbbody684:
  %t688 = sub i64 %size.C, %cb686
  %t689 = icmp slt i64 %t52, %t688
  %t690 = select i1 %t689, i64 %t52, i64 %t688
  %t691 = icmp sgt i64 %tb677, 0
  %t692 = icmp sgt i64 %cb686, 0
  %t693 = or i1 %t691, %t692
  %t694 = icmp eq i64 %t681, %t32
  %t695 = add i64 %cb686, %t690
  %t696 = icmp sge i64 %t695, %size.C
  %t697 = and i1 %t694, %t696
  %t698 = sdiv i64 %tb677, %size.S
  %t699 = srem i64 %tb677, %size.S
  %t700 = mul i64 %size.S, %size.C
  %t701 = mul i64 %t700, %size.K
  %t702 = mul i64 %t698, %t701
  %t703 = mul i64 %size.C, %size.K
  %t704 = mul i64 %t699, %t703
  %t705 = add i64 %t702, %t704
  %t706 = mul i64 %cb686, %size.K
  %t707 = add i64 %t705, %t706
  %t708 = add i64 %t707, %t90
  %t709 = getelementptr float, ptr %buf.w, i64 %t708
  %t710 = sub i64 %t103, %t100
  %t711 = sub i64 %t106, 1
  %t712 = mul i64 %t711, 6
  %t713 = sub i64 %t710, %t712
  %t714 = mul i64 %size.S, %size.C
  %t715 = mul i64 %t714, %size.K
  %t719 = icmp eq i64 %t95, 1
  br i1 %t719, label %nv1717, label %nvnext718
nv1717:
  call void @"jr.dc.conv2d_nhwc.1"(ptr %t60, i64 %t61, ptr %t63, i64 %t64, ptr %t66, i64 %t106, i64 %t713, i64 %tb677, i64 %t681, i64 %size.R, i64 %t714, i64 %cb686, i64 %t690, ptr %t709, i64 %t71, i64 %t715, i64 %size.K, ptr %t163, i64 %size.K, i1 %t693, ptr %t67, <16 x i1> %t99, i1 %t697, i64 %t82, i64 %t100, i64 %t90, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called716
nvnext718:
  %t722 = icmp eq i64 %t95, 2
  br i1 %t722, label %nv2720, label %nvnext721
nv2720:
  call void @"jr.dc.conv2d_nhwc.2"(ptr %t60, i64 %t61, ptr %t63, i64 %t64, ptr %t66, i64 %t106, i64 %t713, i64 %tb677, i64 %t681, i64 %size.R, i64 %t714, i64 %cb686, i64 %t690, ptr %t709, i64 %t71, i64 %t715, i64 %size.K, ptr %t163, i64 %size.K, i1 %t693, ptr %t67, <16 x i1> %t99, i1 %t697, i64 %t82, i64 %t100, i64 %t90, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called716
nvnext721:
  %t725 = icmp eq i64 %t95, 3
  br i1 %t725, label %nv3723, label %nvnext724
nv3723:
  call void @"jr.dc.conv2d_nhwc.3"(ptr %t60, i64 %t61, ptr %t63, i64 %t64, ptr %t66, i64 %t106, i64 %t713, i64 %tb677, i64 %t681, i64 %size.R, i64 %t714, i64 %cb686, i64 %t690, ptr %t709, i64 %t71, i64 %t715, i64 %size.K, ptr %t163, i64 %size.K, i1 %t693, ptr %t67, <16 x i1> %t99, i1 %t697, i64 %t82, i64 %t100, i64 %t90, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called716
nvnext724:
  %t728 = icmp eq i64 %t95, 4
  br i1 %t728, label %nv4726, label %nvnext727
nv4726:
  call void @"jr.dc.conv2d_nhwc.4"(ptr %t60, i64 %t61, ptr %t63, i64 %t64, ptr %t66, i64 %t106, i64 %t713, i64 %tb677, i64 %t681, i64 %size.R, i64 %t714, i64 %cb686, i64 %t690, ptr %t709, i64 %t71, i64 %t715, i64 %size.K, ptr %t163, i64 %size.K, i1 %t693, ptr %t67, <16 x i1> %t99, i1 %t697, i64 %t82, i64 %t100, i64 %t90, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called716
nvnext727:
  br label %called716
called716:
  %t729 = add i64 %cb686, %t52
  store i64 %t729, ptr %c682
  br label %cbhead683
cbdone685:
  store i64 %t681, ptr %c673
  br label %tbhead674
tbdone676:
  %t730 = add nsw i64 %i80, 1
  store i64 %t730, ptr %c76
  br label %head77
done79:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
