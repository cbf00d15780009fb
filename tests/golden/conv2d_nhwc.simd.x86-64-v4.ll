@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc.1"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t212 = sub i64 %size.S, 1
  %t213 = sub i64 %size.W, %t212
  %t214 = sub i64 %t213, 1
  %t215 = add i64 %t214, 1
  %t216 = sdiv i64 %m0, %t215
  %t217 = srem i64 %m0, %t215
  %t220 = icmp slt i64 0, %t10
  br i1 %t220, label %fin218, label %finnext219
fin218:
  %t221 = add i64 %k0, 0
  %p222 = getelementptr float, ptr %buf.b, i64 %t221
  %ld223 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p222, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v224 = fadd contract <16 x float> %ld223, %t206
  %v225 = sub i64 %size.R, 1
  %v226 = sub i64 %size.H, %v225
  %v227 = sub i64 %v226, 1
  %v228 = add i64 %v227, 1
  %v229 = mul i64 %n, %v228
  %v230 = add i64 %v229, %t216
  %v231 = sub i64 %size.S, 1
  %v232 = sub i64 %size.W, %v231
  %v233 = sub i64 %v232, 1
  %v234 = add i64 %v233, 1
  %v235 = mul i64 %v230, %v234
  %v236 = add i64 %v235, %t217
  %v237 = mul i64 %v236, %size.K
  %v238 = add i64 %v237, %t221
  %p239 = getelementptr float, ptr %buf.y, i64 %v238
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v224, ptr align 4 %p239, <16 x i1> %mlast)
  br label %finnext219
finnext219:
  %t240 = add i64 %t217, 1
  %t241 = icmp sge i64 %t240, %t215
  %t242 = select i1 %t241, i64 0, i64 %t240
  %t243 = zext i1 %t241 to i64
  %t244 = add i64 %t216, %t243
  %t247 = icmp slt i64 1, %t10
  br i1 %t247, label %fin245, label %finnext246
fin245:
  %t248 = add i64 %k0, 0
  %p249 = getelementptr float, ptr %buf.b, i64 %t248
  %ld250 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p249, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v251 = fadd contract <16 x float> %ld250, %t207
  %v252 = sub i64 %size.R, 1
  %v253 = sub i64 %size.H, %v252
  %v254 = sub i64 %v253, 1
  %v255 = add i64 %v254, 1
  %v256 = mul i64 %n, %v255
  %v257 = add i64 %v256, %t244
  %v258 = sub i64 %size.S, 1
  %v259 = sub i64 %size.W, %v258
  %v260 = sub i64 %v259, 1
  %v261 = add i64 %v260, 1
  %v262 = mul i64 %v257, %v261
  %v263 = add i64 %v262, %t242
  %v264 = mul i64 %v263, %size.K
  %v265 = add i64 %v264, %t248
  %p266 = getelementptr float, ptr %buf.y, i64 %v265
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v251, ptr align 4 %p266, <16 x i1> %mlast)
  br label %finnext246
finnext246:
  %t267 = add i64 %t242, 1
  %t268 = icmp sge i64 %t267, %t215
  %t269 = select i1 %t268, i64 0, i64 %t267
  %t270 = zext i1 %t268 to i64
  %t271 = add i64 %t244, %t270
  %t274 = icmp slt i64 2, %t10
  br i1 %t274, label %fin272, label %finnext273
fin272:
  %t275 = add i64 %k0, 0
  %p276 = getelementptr float, ptr %buf.b, i64 %t275
  %ld277 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p276, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v278 = fadd contract <16 x float> %ld277, %t208
  %v279 = sub i64 %size.R, 1
  %v280 = sub i64 %size.H, %v279
  %v281 = sub i64 %v280, 1
  %v282 = add i64 %v281, 1
  %v283 = mul i64 %n, %v282
  %v284 = add i64 %v283, %t271
  %v285 = sub i64 %size.S, 1
  %v286 = sub i64 %size.W, %v285
  %v287 = sub i64 %v286, 1
  %v288 = add i64 %v287, 1
  %v289 = mul i64 %v284, %v288
  %v290 = add i64 %v289, %t269
  %v291 = mul i64 %v290, %size.K
  %v292 = add i64 %v291, %t275
  %p293 = getelementptr float, ptr %buf.y, i64 %v292
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v278, ptr align 4 %p293, <16 x i1> %mlast)
  br label %finnext273
finnext273:
  %t294 = add i64 %t269, 1
  %t295 = icmp sge i64 %t294, %t215
  %t296 = select i1 %t295, i64 0, i64 %t294
  %t297 = zext i1 %t295 to i64
  %t298 = add i64 %t271, %t297
  %t301 = icmp slt i64 3, %t10
  br i1 %t301, label %fin299, label %finnext300
fin299:
  %t302 = add i64 %k0, 0
  %p303 = getelementptr float, ptr %buf.b, i64 %t302
  %ld304 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p303, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v305 = fadd contract <16 x float> %ld304, %t209
  %v306 = sub i64 %size.R, 1
  %v307 = sub i64 %size.H, %v306
  %v308 = sub i64 %v307, 1
  %v309 = add i64 %v308, 1
  %v310 = mul i64 %n, %v309
  %v311 = add i64 %v310, %t298
  %v312 = sub i64 %size.S, 1
  %v313 = sub i64 %size.W, %v312
  %v314 = sub i64 %v313, 1
  %v315 = add i64 %v314, 1
  %v316 = mul i64 %v311, %v315
  %v317 = add i64 %v316, %t296
  %v318 = mul i64 %v317, %size.K
  %v319 = add i64 %v318, %t302
  %p320 = getelementptr float, ptr %buf.y, i64 %v319
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v305, ptr align 4 %p320, <16 x i1> %mlast)
  br label %finnext300
finnext300:
  %t321 = add i64 %t296, 1
  %t322 = icmp sge i64 %t321, %t215
  %t323 = select i1 %t322, i64 0, i64 %t321
  %t324 = zext i1 %t322 to i64
  %t325 = add i64 %t298, %t324
  %t328 = icmp slt i64 4, %t10
  br i1 %t328, label %fin326, label %finnext327
fin326:
  %t329 = add i64 %k0, 0
  %p330 = getelementptr float, ptr %buf.b, i64 %t329
  %ld331 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p330, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v332 = fadd contract <16 x float> %ld331, %t210
  %v333 = sub i64 %size.R, 1
  %v334 = sub i64 %size.H, %v333
  %v335 = sub i64 %v334, 1
  %v336 = add i64 %v335, 1
  %v337 = mul i64 %n, %v336
  %v338 = add i64 %v337, %t325
  %v339 = sub i64 %size.S, 1
  %v340 = sub i64 %size.W, %v339
  %v341 = sub i64 %v340, 1
  %v342 = add i64 %v341, 1
  %v343 = mul i64 %v338, %v342
  %v344 = add i64 %v343, %t323
  %v345 = mul i64 %v344, %size.K
  %v346 = add i64 %v345, %t329
  %p347 = getelementptr float, ptr %buf.y, i64 %v346
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v332, ptr align 4 %p347, <16 x i1> %mlast)
  br label %finnext327
finnext327:
  %t348 = add i64 %t323, 1
  %t349 = icmp sge i64 %t348, %t215
  %t350 = select i1 %t349, i64 0, i64 %t348
  %t351 = zext i1 %t349 to i64
  %t352 = add i64 %t325, %t351
  %t355 = icmp slt i64 5, %t10
  br i1 %t355, label %fin353, label %finnext354
fin353:
  %t356 = add i64 %k0, 0
  %p357 = getelementptr float, ptr %buf.b, i64 %t356
  %ld358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p357, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v359 = fadd contract <16 x float> %ld358, %t211
  %v360 = sub i64 %size.R, 1
  %v361 = sub i64 %size.H, %v360
  %v362 = sub i64 %v361, 1
  %v363 = add i64 %v362, 1
  %v364 = mul i64 %n, %v363
  %v365 = add i64 %v364, %t352
  %v366 = sub i64 %size.S, 1
  %v367 = sub i64 %size.W, %v366
  %v368 = sub i64 %v367, 1
  %v369 = add i64 %v368, 1
  %v370 = mul i64 %v365, %v369
  %v371 = add i64 %v370, %t350
  %v372 = mul i64 %v371, %size.K
  %v373 = add i64 %v372, %t356
  %p374 = getelementptr float, ptr %buf.y, i64 %v373
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v359, ptr align 4 %p374, <16 x i1> %mlast)
  br label %finnext354
finnext354:
  br label %tile.next
partial:
  %t377 = icmp slt i64 0, %t10
  br i1 %t377, label %store375, label %next376
store375:
  %t378 = getelementptr float, ptr %t26, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t206, ptr align 4 %t378, <16 x i1> %mlast)
  br label %next376
next376:
  %t381 = icmp slt i64 1, %t10
  br i1 %t381, label %store379, label %next380
store379:
  %t382 = getelementptr float, ptr %t28, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t207, ptr align 4 %t382, <16 x i1> %mlast)
  br label %next380
next380:
  %t385 = icmp slt i64 2, %t10
  br i1 %t385, label %store383, label %next384
store383:
  %t386 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t208, ptr align 4 %t386, <16 x i1> %mlast)
  br label %next384
next384:
  %t389 = icmp slt i64 3, %t10
  br i1 %t389, label %store387, label %next388
store387:
  %t390 = getelementptr float, ptr %t32, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t209, ptr align 4 %t390, <16 x i1> %mlast)
  br label %next388
next388:
  %t393 = icmp slt i64 4, %t10
  br i1 %t393, label %store391, label %next392
store391:
  %t394 = getelementptr float, ptr %t34, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t210, ptr align 4 %t394, <16 x i1> %mlast)
  br label %next392
next392:
  %t397 = icmp slt i64 5, %t10
  br i1 %t397, label %store395, label %next396
store395:
  %t398 = getelementptr float, ptr %t36, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t211, ptr align 4 %t398, <16 x i1> %mlast)
  br label %next396
next396:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t399 = icmp slt i64 %j.next, %ntiles
  br i1 %t399, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.2"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t264 = sub i64 %size.S, 1
  %t265 = sub i64 %size.W, %t264
  %t266 = sub i64 %t265, 1
  %t267 = add i64 %t266, 1
  %t268 = sdiv i64 %m0, %t267
  %t269 = srem i64 %m0, %t267
  %t272 = icmp slt i64 0, %t10
  br i1 %t272, label %fin270, label %finnext271
fin270:
  %t273 = add i64 %k0, 0
  %p274 = getelementptr float, ptr %buf.b, i64 %t273
  %ld275 = load <16 x float>, ptr %p274, align 4
  %v276 = fadd contract <16 x float> %ld275, %t252
  %v277 = sub i64 %size.R, 1
  %v278 = sub i64 %size.H, %v277
  %v279 = sub i64 %v278, 1
  %v280 = add i64 %v279, 1
  %v281 = mul i64 %n, %v280
  %v282 = add i64 %v281, %t268
  %v283 = sub i64 %size.S, 1
  %v284 = sub i64 %size.W, %v283
  %v285 = sub i64 %v284, 1
  %v286 = add i64 %v285, 1
  %v287 = mul i64 %v282, %v286
  %v288 = add i64 %v287, %t269
  %v289 = mul i64 %v288, %size.K
  %v290 = add i64 %v289, %t273
  %p291 = getelementptr float, ptr %buf.y, i64 %v290
  store <16 x float> %v276, ptr %p291, align 4
  %t292 = add i64 %k0, 16
  %p293 = getelementptr float, ptr %buf.b, i64 %t292
  %ld294 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p293, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v295 = fadd contract <16 x float> %ld294, %t253
  %v296 = sub i64 %size.R, 1
  %v297 = sub i64 %size.H, %v296
  %v298 = sub i64 %v297, 1
  %v299 = add i64 %v298, 1
  %v300 = mul i64 %n, %v299
  %v301 = add i64 %v300, %t268
  %v302 = sub i64 %size.S, 1
  %v303 = sub i64 %size.W, %v302
  %v304 = sub i64 %v303, 1
  %v305 = add i64 %v304, 1
  %v306 = mul i64 %v301, %v305
  %v307 = add i64 %v306, %t269
  %v308 = mul i64 %v307, %size.K
  %v309 = add i64 %v308, %t292
  %p310 = getelementptr float, ptr %buf.y, i64 %v309
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v295, ptr align 4 %p310, <16 x i1> %mlast)
  br label %finnext271
finnext271:
  %t311 = add i64 %t269, 1
  %t312 = icmp sge i64 %t311, %t267
  %t313 = select i1 %t312, i64 0, i64 %t311
  %t314 = zext i1 %t312 to i64
  %t315 = add i64 %t268, %t314
  %t318 = icmp slt i64 1, %t10
  br i1 %t318, label %fin316, label %finnext317
fin316:
  %t319 = add i64 %k0, 0
  %p320 = getelementptr float, ptr %buf.b, i64 %t319
  %ld321 = load <16 x float>, ptr %p320, align 4
  %v322 = fadd contract <16 x float> %ld321, %t254
  %v323 = sub i64 %size.R, 1
  %v324 = sub i64 %size.H, %v323
  %v325 = sub i64 %v324, 1
  %v326 = add i64 %v325, 1
  %v327 = mul i64 %n, %v326
  %v328 = add i64 %v327, %t315
  %v329 = sub i64 %size.S, 1
  %v330 = sub i64 %size.W, %v329
  %v331 = sub i64 %v330, 1
  %v332 = add i64 %v331, 1
  %v333 = mul i64 %v328, %v332
  %v334 = add i64 %v333, %t313
  %v335 = mul i64 %v334, %size.K
  %v336 = add i64 %v335, %t319
  %p337 = getelementptr float, ptr %buf.y, i64 %v336
  store <16 x float> %v322, ptr %p337, align 4
  %t338 = add i64 %k0, 16
  %p339 = getelementptr float, ptr %buf.b, i64 %t338
  %ld340 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p339, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v341 = fadd contract <16 x float> %ld340, %t255
  %v342 = sub i64 %size.R, 1
  %v343 = sub i64 %size.H, %v342
  %v344 = sub i64 %v343, 1
  %v345 = add i64 %v344, 1
  %v346 = mul i64 %n, %v345
  %v347 = add i64 %v346, %t315
  %v348 = sub i64 %size.S, 1
  %v349 = sub i64 %size.W, %v348
  %v350 = sub i64 %v349, 1
  %v351 = add i64 %v350, 1
  %v352 = mul i64 %v347, %v351
  %v353 = add i64 %v352, %t313
  %v354 = mul i64 %v353, %size.K
  %v355 = add i64 %v354, %t338
  %p356 = getelementptr float, ptr %buf.y, i64 %v355
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v341, ptr align 4 %p356, <16 x i1> %mlast)
  br label %finnext317
finnext317:
  %t357 = add i64 %t313, 1
  %t358 = icmp sge i64 %t357, %t267
  %t359 = select i1 %t358, i64 0, i64 %t357
  %t360 = zext i1 %t358 to i64
  %t361 = add i64 %t315, %t360
  %t364 = icmp slt i64 2, %t10
  br i1 %t364, label %fin362, label %finnext363
fin362:
  %t365 = add i64 %k0, 0
  %p366 = getelementptr float, ptr %buf.b, i64 %t365
  %ld367 = load <16 x float>, ptr %p366, align 4
  %v368 = fadd contract <16 x float> %ld367, %t256
  %v369 = sub i64 %size.R, 1
  %v370 = sub i64 %size.H, %v369
  %v371 = sub i64 %v370, 1
  %v372 = add i64 %v371, 1
  %v373 = mul i64 %n, %v372
  %v374 = add i64 %v373, %t361
  %v375 = sub i64 %size.S, 1
  %v376 = sub i64 %size.W, %v375
  %v377 = sub i64 %v376, 1
  %v378 = add i64 %v377, 1
  %v379 = mul i64 %v374, %v378
  %v380 = add i64 %v379, %t359
  %v381 = mul i64 %v380, %size.K
  %v382 = add i64 %v381, %t365
  %p383 = getelementptr float, ptr %buf.y, i64 %v382
  store <16 x float> %v368, ptr %p383, align 4
  %t384 = add i64 %k0, 16
  %p385 = getelementptr float, ptr %buf.b, i64 %t384
  %ld386 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p385, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v387 = fadd contract <16 x float> %ld386, %t257
  %v388 = sub i64 %size.R, 1
  %v389 = sub i64 %size.H, %v388
  %v390 = sub i64 %v389, 1
  %v391 = add i64 %v390, 1
  %v392 = mul i64 %n, %v391
  %v393 = add i64 %v392, %t361
  %v394 = sub i64 %size.S, 1
  %v395 = sub i64 %size.W, %v394
  %v396 = sub i64 %v395, 1
  %v397 = add i64 %v396, 1
  %v398 = mul i64 %v393, %v397
  %v399 = add i64 %v398, %t359
  %v400 = mul i64 %v399, %size.K
  %v401 = add i64 %v400, %t384
  %p402 = getelementptr float, ptr %buf.y, i64 %v401
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v387, ptr align 4 %p402, <16 x i1> %mlast)
  br label %finnext363
finnext363:
  %t403 = add i64 %t359, 1
  %t404 = icmp sge i64 %t403, %t267
  %t405 = select i1 %t404, i64 0, i64 %t403
  %t406 = zext i1 %t404 to i64
  %t407 = add i64 %t361, %t406
  %t410 = icmp slt i64 3, %t10
  br i1 %t410, label %fin408, label %finnext409
fin408:
  %t411 = add i64 %k0, 0
  %p412 = getelementptr float, ptr %buf.b, i64 %t411
  %ld413 = load <16 x float>, ptr %p412, align 4
  %v414 = fadd contract <16 x float> %ld413, %t258
  %v415 = sub i64 %size.R, 1
  %v416 = sub i64 %size.H, %v415
  %v417 = sub i64 %v416, 1
  %v418 = add i64 %v417, 1
  %v419 = mul i64 %n, %v418
  %v420 = add i64 %v419, %t407
  %v421 = sub i64 %size.S, 1
  %v422 = sub i64 %size.W, %v421
  %v423 = sub i64 %v422, 1
  %v424 = add i64 %v423, 1
  %v425 = mul i64 %v420, %v424
  %v426 = add i64 %v425, %t405
  %v427 = mul i64 %v426, %size.K
  %v428 = add i64 %v427, %t411
  %p429 = getelementptr float, ptr %buf.y, i64 %v428
  store <16 x float> %v414, ptr %p429, align 4
  %t430 = add i64 %k0, 16
  %p431 = getelementptr float, ptr %buf.b, i64 %t430
  %ld432 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p431, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v433 = fadd contract <16 x float> %ld432, %t259
  %v434 = sub i64 %size.R, 1
  %v435 = sub i64 %size.H, %v434
  %v436 = sub i64 %v435, 1
  %v437 = add i64 %v436, 1
  %v438 = mul i64 %n, %v437
  %v439 = add i64 %v438, %t407
  %v440 = sub i64 %size.S, 1
  %v441 = sub i64 %size.W, %v440
  %v442 = sub i64 %v441, 1
  %v443 = add i64 %v442, 1
  %v444 = mul i64 %v439, %v443
  %v445 = add i64 %v444, %t405
  %v446 = mul i64 %v445, %size.K
  %v447 = add i64 %v446, %t430
  %p448 = getelementptr float, ptr %buf.y, i64 %v447
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v433, ptr align 4 %p448, <16 x i1> %mlast)
  br label %finnext409
finnext409:
  %t449 = add i64 %t405, 1
  %t450 = icmp sge i64 %t449, %t267
  %t451 = select i1 %t450, i64 0, i64 %t449
  %t452 = zext i1 %t450 to i64
  %t453 = add i64 %t407, %t452
  %t456 = icmp slt i64 4, %t10
  br i1 %t456, label %fin454, label %finnext455
fin454:
  %t457 = add i64 %k0, 0
  %p458 = getelementptr float, ptr %buf.b, i64 %t457
  %ld459 = load <16 x float>, ptr %p458, align 4
  %v460 = fadd contract <16 x float> %ld459, %t260
  %v461 = sub i64 %size.R, 1
  %v462 = sub i64 %size.H, %v461
  %v463 = sub i64 %v462, 1
  %v464 = add i64 %v463, 1
  %v465 = mul i64 %n, %v464
  %v466 = add i64 %v465, %t453
  %v467 = sub i64 %size.S, 1
  %v468 = sub i64 %size.W, %v467
  %v469 = sub i64 %v468, 1
  %v470 = add i64 %v469, 1
  %v471 = mul i64 %v466, %v470
  %v472 = add i64 %v471, %t451
  %v473 = mul i64 %v472, %size.K
  %v474 = add i64 %v473, %t457
  %p475 = getelementptr float, ptr %buf.y, i64 %v474
  store <16 x float> %v460, ptr %p475, align 4
  %t476 = add i64 %k0, 16
  %p477 = getelementptr float, ptr %buf.b, i64 %t476
  %ld478 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p477, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v479 = fadd contract <16 x float> %ld478, %t261
  %v480 = sub i64 %size.R, 1
  %v481 = sub i64 %size.H, %v480
  %v482 = sub i64 %v481, 1
  %v483 = add i64 %v482, 1
  %v484 = mul i64 %n, %v483
  %v485 = add i64 %v484, %t453
  %v486 = sub i64 %size.S, 1
  %v487 = sub i64 %size.W, %v486
  %v488 = sub i64 %v487, 1
  %v489 = add i64 %v488, 1
  %v490 = mul i64 %v485, %v489
  %v491 = add i64 %v490, %t451
  %v492 = mul i64 %v491, %size.K
  %v493 = add i64 %v492, %t476
  %p494 = getelementptr float, ptr %buf.y, i64 %v493
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v479, ptr align 4 %p494, <16 x i1> %mlast)
  br label %finnext455
finnext455:
  %t495 = add i64 %t451, 1
  %t496 = icmp sge i64 %t495, %t267
  %t497 = select i1 %t496, i64 0, i64 %t495
  %t498 = zext i1 %t496 to i64
  %t499 = add i64 %t453, %t498
  %t502 = icmp slt i64 5, %t10
  br i1 %t502, label %fin500, label %finnext501
fin500:
  %t503 = add i64 %k0, 0
  %p504 = getelementptr float, ptr %buf.b, i64 %t503
  %ld505 = load <16 x float>, ptr %p504, align 4
  %v506 = fadd contract <16 x float> %ld505, %t262
  %v507 = sub i64 %size.R, 1
  %v508 = sub i64 %size.H, %v507
  %v509 = sub i64 %v508, 1
  %v510 = add i64 %v509, 1
  %v511 = mul i64 %n, %v510
  %v512 = add i64 %v511, %t499
  %v513 = sub i64 %size.S, 1
  %v514 = sub i64 %size.W, %v513
  %v515 = sub i64 %v514, 1
  %v516 = add i64 %v515, 1
  %v517 = mul i64 %v512, %v516
  %v518 = add i64 %v517, %t497
  %v519 = mul i64 %v518, %size.K
  %v520 = add i64 %v519, %t503
  %p521 = getelementptr float, ptr %buf.y, i64 %v520
  store <16 x float> %v506, ptr %p521, align 4
  %t522 = add i64 %k0, 16
  %p523 = getelementptr float, ptr %buf.b, i64 %t522
  %ld524 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p523, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v525 = fadd contract <16 x float> %ld524, %t263
  %v526 = sub i64 %size.R, 1
  %v527 = sub i64 %size.H, %v526
  %v528 = sub i64 %v527, 1
  %v529 = add i64 %v528, 1
  %v530 = mul i64 %n, %v529
  %v531 = add i64 %v530, %t499
  %v532 = sub i64 %size.S, 1
  %v533 = sub i64 %size.W, %v532
  %v534 = sub i64 %v533, 1
  %v535 = add i64 %v534, 1
  %v536 = mul i64 %v531, %v535
  %v537 = add i64 %v536, %t497
  %v538 = mul i64 %v537, %size.K
  %v539 = add i64 %v538, %t522
  %p540 = getelementptr float, ptr %buf.y, i64 %v539
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v525, ptr align 4 %p540, <16 x i1> %mlast)
  br label %finnext501
finnext501:
  br label %tile.next
partial:
  %t543 = icmp slt i64 0, %t10
  br i1 %t543, label %store541, label %next542
store541:
  %t544 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t252, ptr %t544, align 4
  %t545 = getelementptr float, ptr %t26, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t253, ptr align 4 %t545, <16 x i1> %mlast)
  br label %next542
next542:
  %t548 = icmp slt i64 1, %t10
  br i1 %t548, label %store546, label %next547
store546:
  %t549 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t254, ptr %t549, align 4
  %t550 = getelementptr float, ptr %t28, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t255, ptr align 4 %t550, <16 x i1> %mlast)
  br label %next547
next547:
  %t553 = icmp slt i64 2, %t10
  br i1 %t553, label %store551, label %next552
store551:
  %t554 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t256, ptr %t554, align 4
  %t555 = getelementptr float, ptr %t30, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t257, ptr align 4 %t555, <16 x i1> %mlast)
  br label %next552
next552:
  %t558 = icmp slt i64 3, %t10
  br i1 %t558, label %store556, label %next557
store556:
  %t559 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t258, ptr %t559, align 4
  %t560 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t259, ptr align 4 %t560, <16 x i1> %mlast)
  br label %next557
next557:
  %t563 = icmp slt i64 4, %t10
  br i1 %t563, label %store561, label %next562
store561:
  %t564 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t260, ptr %t564, align 4
  %t565 = getelementptr float, ptr %t34, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t261, ptr align 4 %t565, <16 x i1> %mlast)
  br label %next562
next562:
  %t568 = icmp slt i64 5, %t10
  br i1 %t568, label %store566, label %next567
store566:
  %t569 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t262, ptr %t569, align 4
  %t570 = getelementptr float, ptr %t36, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t263, ptr align 4 %t570, <16 x i1> %mlast)
  br label %next567
next567:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t571 = icmp slt i64 %j.next, %ntiles
  br i1 %t571, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.3"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t316 = sub i64 %size.S, 1
  %t317 = sub i64 %size.W, %t316
  %t318 = sub i64 %t317, 1
  %t319 = add i64 %t318, 1
  %t320 = sdiv i64 %m0, %t319
  %t321 = srem i64 %m0, %t319
  %t324 = icmp slt i64 0, %t10
  br i1 %t324, label %fin322, label %finnext323
fin322:
  %t325 = add i64 %k0, 0
  %p326 = getelementptr float, ptr %buf.b, i64 %t325
  %ld327 = load <16 x float>, ptr %p326, align 4
  %v328 = fadd contract <16 x float> %ld327, %t298
  %v329 = sub i64 %size.R, 1
  %v330 = sub i64 %size.H, %v329
  %v331 = sub i64 %v330, 1
  %v332 = add i64 %v331, 1
  %v333 = mul i64 %n, %v332
  %v334 = add i64 %v333, %t320
  %v335 = sub i64 %size.S, 1
  %v336 = sub i64 %size.W, %v335
  %v337 = sub i64 %v336, 1
  %v338 = add i64 %v337, 1
  %v339 = mul i64 %v334, %v338
  %v340 = add i64 %v339, %t321
  %v341 = mul i64 %v340, %size.K
  %v342 = add i64 %v341, %t325
  %p343 = getelementptr float, ptr %buf.y, i64 %v342
  store <16 x float> %v328, ptr %p343, align 4
  %t344 = add i64 %k0, 16
  %p345 = getelementptr float, ptr %buf.b, i64 %t344
  %ld346 = load <16 x float>, ptr %p345, align 4
  %v347 = fadd contract <16 x float> %ld346, %t299
  %v348 = sub i64 %size.R, 1
  %v349 = sub i64 %size.H, %v348
  %v350 = sub i64 %v349, 1
  %v351 = add i64 %v350, 1
  %v352 = mul i64 %n, %v351
  %v353 = add i64 %v352, %t320
  %v354 = sub i64 %size.S, 1
  %v355 = sub i64 %size.W, %v354
  %v356 = sub i64 %v355, 1
  %v357 = add i64 %v356, 1
  %v358 = mul i64 %v353, %v357
  %v359 = add i64 %v358, %t321
  %v360 = mul i64 %v359, %size.K
  %v361 = add i64 %v360, %t344
  %p362 = getelementptr float, ptr %buf.y, i64 %v361
  store <16 x float> %v347, ptr %p362, align 4
  %t363 = add i64 %k0, 32
  %p364 = getelementptr float, ptr %buf.b, i64 %t363
  %ld365 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p364, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v366 = fadd contract <16 x float> %ld365, %t300
  %v367 = sub i64 %size.R, 1
  %v368 = sub i64 %size.H, %v367
  %v369 = sub i64 %v368, 1
  %v370 = add i64 %v369, 1
  %v371 = mul i64 %n, %v370
  %v372 = add i64 %v371, %t320
  %v373 = sub i64 %size.S, 1
  %v374 = sub i64 %size.W, %v373
  %v375 = sub i64 %v374, 1
  %v376 = add i64 %v375, 1
  %v377 = mul i64 %v372, %v376
  %v378 = add i64 %v377, %t321
  %v379 = mul i64 %v378, %size.K
  %v380 = add i64 %v379, %t363
  %p381 = getelementptr float, ptr %buf.y, i64 %v380
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v366, ptr align 4 %p381, <16 x i1> %mlast)
  br label %finnext323
finnext323:
  %t382 = add i64 %t321, 1
  %t383 = icmp sge i64 %t382, %t319
  %t384 = select i1 %t383, i64 0, i64 %t382
  %t385 = zext i1 %t383 to i64
  %t386 = add i64 %t320, %t385
  %t389 = icmp slt i64 1, %t10
  br i1 %t389, label %fin387, label %finnext388
fin387:
  %t390 = add i64 %k0, 0
  %p391 = getelementptr float, ptr %buf.b, i64 %t390
  %ld392 = load <16 x float>, ptr %p391, align 4
  %v393 = fadd contract <16 x float> %ld392, %t301
  %v394 = sub i64 %size.R, 1
  %v395 = sub i64 %size.H, %v394
  %v396 = sub i64 %v395, 1
  %v397 = add i64 %v396, 1
  %v398 = mul i64 %n, %v397
  %v399 = add i64 %v398, %t386
  %v400 = sub i64 %size.S, 1
  %v401 = sub i64 %size.W, %v400
  %v402 = sub i64 %v401, 1
  %v403 = add i64 %v402, 1
  %v404 = mul i64 %v399, %v403
  %v405 = add i64 %v404, %t384
  %v406 = mul i64 %v405, %size.K
  %v407 = add i64 %v406, %t390
  %p408 = getelementptr float, ptr %buf.y, i64 %v407
  store <16 x float> %v393, ptr %p408, align 4
  %t409 = add i64 %k0, 16
  %p410 = getelementptr float, ptr %buf.b, i64 %t409
  %ld411 = load <16 x float>, ptr %p410, align 4
  %v412 = fadd contract <16 x float> %ld411, %t302
  %v413 = sub i64 %size.R, 1
  %v414 = sub i64 %size.H, %v413
  %v415 = sub i64 %v414, 1
  %v416 = add i64 %v415, 1
  %v417 = mul i64 %n, %v416
  %v418 = add i64 %v417, %t386
  %v419 = sub i64 %size.S, 1
  %v420 = sub i64 %size.W, %v419
  %v421 = sub i64 %v420, 1
  %v422 = add i64 %v421, 1
  %v423 = mul i64 %v418, %v422
  %v424 = add i64 %v423, %t384
  %v425 = mul i64 %v424, %size.K
  %v426 = add i64 %v425, %t409
  %p427 = getelementptr float, ptr %buf.y, i64 %v426
  store <16 x float> %v412, ptr %p427, align 4
  %t428 = add i64 %k0, 32
  %p429 = getelementptr float, ptr %buf.b, i64 %t428
  %ld430 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p429, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v431 = fadd contract <16 x float> %ld430, %t303
  %v432 = sub i64 %size.R, 1
  %v433 = sub i64 %size.H, %v432
  %v434 = sub i64 %v433, 1
  %v435 = add i64 %v434, 1
  %v436 = mul i64 %n, %v435
  %v437 = add i64 %v436, %t386
  %v438 = sub i64 %size.S, 1
  %v439 = sub i64 %size.W, %v438
  %v440 = sub i64 %v439, 1
  %v441 = add i64 %v440, 1
  %v442 = mul i64 %v437, %v441
  %v443 = add i64 %v442, %t384
  %v444 = mul i64 %v443, %size.K
  %v445 = add i64 %v444, %t428
  %p446 = getelementptr float, ptr %buf.y, i64 %v445
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v431, ptr align 4 %p446, <16 x i1> %mlast)
  br label %finnext388
finnext388:
  %t447 = add i64 %t384, 1
  %t448 = icmp sge i64 %t447, %t319
  %t449 = select i1 %t448, i64 0, i64 %t447
  %t450 = zext i1 %t448 to i64
  %t451 = add i64 %t386, %t450
  %t454 = icmp slt i64 2, %t10
  br i1 %t454, label %fin452, label %finnext453
fin452:
  %t455 = add i64 %k0, 0
  %p456 = getelementptr float, ptr %buf.b, i64 %t455
  %ld457 = load <16 x float>, ptr %p456, align 4
  %v458 = fadd contract <16 x float> %ld457, %t304
  %v459 = sub i64 %size.R, 1
  %v460 = sub i64 %size.H, %v459
  %v461 = sub i64 %v460, 1
  %v462 = add i64 %v461, 1
  %v463 = mul i64 %n, %v462
  %v464 = add i64 %v463, %t451
  %v465 = sub i64 %size.S, 1
  %v466 = sub i64 %size.W, %v465
  %v467 = sub i64 %v466, 1
  %v468 = add i64 %v467, 1
  %v469 = mul i64 %v464, %v468
  %v470 = add i64 %v469, %t449
  %v471 = mul i64 %v470, %size.K
  %v472 = add i64 %v471, %t455
  %p473 = getelementptr float, ptr %buf.y, i64 %v472
  store <16 x float> %v458, ptr %p473, align 4
  %t474 = add i64 %k0, 16
  %p475 = getelementptr float, ptr %buf.b, i64 %t474
  %ld476 = load <16 x float>, ptr %p475, align 4
  %v477 = fadd contract <16 x float> %ld476, %t305
  %v478 = sub i64 %size.R, 1
  %v479 = sub i64 %size.H, %v478
  %v480 = sub i64 %v479, 1
  %v481 = add i64 %v480, 1
  %v482 = mul i64 %n, %v481
  %v483 = add i64 %v482, %t451
  %v484 = sub i64 %size.S, 1
  %v485 = sub i64 %size.W, %v484
  %v486 = sub i64 %v485, 1
  %v487 = add i64 %v486, 1
  %v488 = mul i64 %v483, %v487
  %v489 = add i64 %v488, %t449
  %v490 = mul i64 %v489, %size.K
  %v491 = add i64 %v490, %t474
  %p492 = getelementptr float, ptr %buf.y, i64 %v491
  store <16 x float> %v477, ptr %p492, align 4
  %t493 = add i64 %k0, 32
  %p494 = getelementptr float, ptr %buf.b, i64 %t493
  %ld495 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p494, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v496 = fadd contract <16 x float> %ld495, %t306
  %v497 = sub i64 %size.R, 1
  %v498 = sub i64 %size.H, %v497
  %v499 = sub i64 %v498, 1
  %v500 = add i64 %v499, 1
  %v501 = mul i64 %n, %v500
  %v502 = add i64 %v501, %t451
  %v503 = sub i64 %size.S, 1
  %v504 = sub i64 %size.W, %v503
  %v505 = sub i64 %v504, 1
  %v506 = add i64 %v505, 1
  %v507 = mul i64 %v502, %v506
  %v508 = add i64 %v507, %t449
  %v509 = mul i64 %v508, %size.K
  %v510 = add i64 %v509, %t493
  %p511 = getelementptr float, ptr %buf.y, i64 %v510
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v496, ptr align 4 %p511, <16 x i1> %mlast)
  br label %finnext453
finnext453:
  %t512 = add i64 %t449, 1
  %t513 = icmp sge i64 %t512, %t319
  %t514 = select i1 %t513, i64 0, i64 %t512
  %t515 = zext i1 %t513 to i64
  %t516 = add i64 %t451, %t515
  %t519 = icmp slt i64 3, %t10
  br i1 %t519, label %fin517, label %finnext518
fin517:
  %t520 = add i64 %k0, 0
  %p521 = getelementptr float, ptr %buf.b, i64 %t520
  %ld522 = load <16 x float>, ptr %p521, align 4
  %v523 = fadd contract <16 x float> %ld522, %t307
  %v524 = sub i64 %size.R, 1
  %v525 = sub i64 %size.H, %v524
  %v526 = sub i64 %v525, 1
  %v527 = add i64 %v526, 1
  %v528 = mul i64 %n, %v527
  %v529 = add i64 %v528, %t516
  %v530 = sub i64 %size.S, 1
  %v531 = sub i64 %size.W, %v530
  %v532 = sub i64 %v531, 1
  %v533 = add i64 %v532, 1
  %v534 = mul i64 %v529, %v533
  %v535 = add i64 %v534, %t514
  %v536 = mul i64 %v535, %size.K
  %v537 = add i64 %v536, %t520
  %p538 = getelementptr float, ptr %buf.y, i64 %v537
  store <16 x float> %v523, ptr %p538, align 4
  %t539 = add i64 %k0, 16
  %p540 = getelementptr float, ptr %buf.b, i64 %t539
  %ld541 = load <16 x float>, ptr %p540, align 4
  %v542 = fadd contract <16 x float> %ld541, %t308
  %v543 = sub i64 %size.R, 1
  %v544 = sub i64 %size.H, %v543
  %v545 = sub i64 %v544, 1
  %v546 = add i64 %v545, 1
  %v547 = mul i64 %n, %v546
  %v548 = add i64 %v547, %t516
  %v549 = sub i64 %size.S, 1
  %v550 = sub i64 %size.W, %v549
  %v551 = sub i64 %v550, 1
  %v552 = add i64 %v551, 1
  %v553 = mul i64 %v548, %v552
  %v554 = add i64 %v553, %t514
  %v555 = mul i64 %v554, %size.K
  %v556 = add i64 %v555, %t539
  %p557 = getelementptr float, ptr %buf.y, i64 %v556
  store <16 x float> %v542, ptr %p557, align 4
  %t558 = add i64 %k0, 32
  %p559 = getelementptr float, ptr %buf.b, i64 %t558
  %ld560 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p559, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v561 = fadd contract <16 x float> %ld560, %t309
  %v562 = sub i64 %size.R, 1
  %v563 = sub i64 %size.H, %v562
  %v564 = sub i64 %v563, 1
  %v565 = add i64 %v564, 1
  %v566 = mul i64 %n, %v565
  %v567 = add i64 %v566, %t516
  %v568 = sub i64 %size.S, 1
  %v569 = sub i64 %size.W, %v568
  %v570 = sub i64 %v569, 1
  %v571 = add i64 %v570, 1
  %v572 = mul i64 %v567, %v571
  %v573 = add i64 %v572, %t514
  %v574 = mul i64 %v573, %size.K
  %v575 = add i64 %v574, %t558
  %p576 = getelementptr float, ptr %buf.y, i64 %v575
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v561, ptr align 4 %p576, <16 x i1> %mlast)
  br label %finnext518
finnext518:
  %t577 = add i64 %t514, 1
  %t578 = icmp sge i64 %t577, %t319
  %t579 = select i1 %t578, i64 0, i64 %t577
  %t580 = zext i1 %t578 to i64
  %t581 = add i64 %t516, %t580
  %t584 = icmp slt i64 4, %t10
  br i1 %t584, label %fin582, label %finnext583
fin582:
  %t585 = add i64 %k0, 0
  %p586 = getelementptr float, ptr %buf.b, i64 %t585
  %ld587 = load <16 x float>, ptr %p586, align 4
  %v588 = fadd contract <16 x float> %ld587, %t310
  %v589 = sub i64 %size.R, 1
  %v590 = sub i64 %size.H, %v589
  %v591 = sub i64 %v590, 1
  %v592 = add i64 %v591, 1
  %v593 = mul i64 %n, %v592
  %v594 = add i64 %v593, %t581
  %v595 = sub i64 %size.S, 1
  %v596 = sub i64 %size.W, %v595
  %v597 = sub i64 %v596, 1
  %v598 = add i64 %v597, 1
  %v599 = mul i64 %v594, %v598
  %v600 = add i64 %v599, %t579
  %v601 = mul i64 %v600, %size.K
  %v602 = add i64 %v601, %t585
  %p603 = getelementptr float, ptr %buf.y, i64 %v602
  store <16 x float> %v588, ptr %p603, align 4
  %t604 = add i64 %k0, 16
  %p605 = getelementptr float, ptr %buf.b, i64 %t604
  %ld606 = load <16 x float>, ptr %p605, align 4
  %v607 = fadd contract <16 x float> %ld606, %t311
  %v608 = sub i64 %size.R, 1
  %v609 = sub i64 %size.H, %v608
  %v610 = sub i64 %v609, 1
  %v611 = add i64 %v610, 1
  %v612 = mul i64 %n, %v611
  %v613 = add i64 %v612, %t581
  %v614 = sub i64 %size.S, 1
  %v615 = sub i64 %size.W, %v614
  %v616 = sub i64 %v615, 1
  %v617 = add i64 %v616, 1
  %v618 = mul i64 %v613, %v617
  %v619 = add i64 %v618, %t579
  %v620 = mul i64 %v619, %size.K
  %v621 = add i64 %v620, %t604
  %p622 = getelementptr float, ptr %buf.y, i64 %v621
  store <16 x float> %v607, ptr %p622, align 4
  %t623 = add i64 %k0, 32
  %p624 = getelementptr float, ptr %buf.b, i64 %t623
  %ld625 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p624, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v626 = fadd contract <16 x float> %ld625, %t312
  %v627 = sub i64 %size.R, 1
  %v628 = sub i64 %size.H, %v627
  %v629 = sub i64 %v628, 1
  %v630 = add i64 %v629, 1
  %v631 = mul i64 %n, %v630
  %v632 = add i64 %v631, %t581
  %v633 = sub i64 %size.S, 1
  %v634 = sub i64 %size.W, %v633
  %v635 = sub i64 %v634, 1
  %v636 = add i64 %v635, 1
  %v637 = mul i64 %v632, %v636
  %v638 = add i64 %v637, %t579
  %v639 = mul i64 %v638, %size.K
  %v640 = add i64 %v639, %t623
  %p641 = getelementptr float, ptr %buf.y, i64 %v640
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v626, ptr align 4 %p641, <16 x i1> %mlast)
  br label %finnext583
finnext583:
  %t642 = add i64 %t579, 1
  %t643 = icmp sge i64 %t642, %t319
  %t644 = select i1 %t643, i64 0, i64 %t642
  %t645 = zext i1 %t643 to i64
  %t646 = add i64 %t581, %t645
  %t649 = icmp slt i64 5, %t10
  br i1 %t649, label %fin647, label %finnext648
fin647:
  %t650 = add i64 %k0, 0
  %p651 = getelementptr float, ptr %buf.b, i64 %t650
  %ld652 = load <16 x float>, ptr %p651, align 4
  %v653 = fadd contract <16 x float> %ld652, %t313
  %v654 = sub i64 %size.R, 1
  %v655 = sub i64 %size.H, %v654
  %v656 = sub i64 %v655, 1
  %v657 = add i64 %v656, 1
  %v658 = mul i64 %n, %v657
  %v659 = add i64 %v658, %t646
  %v660 = sub i64 %size.S, 1
  %v661 = sub i64 %size.W, %v660
  %v662 = sub i64 %v661, 1
  %v663 = add i64 %v662, 1
  %v664 = mul i64 %v659, %v663
  %v665 = add i64 %v664, %t644
  %v666 = mul i64 %v665, %size.K
  %v667 = add i64 %v666, %t650
  %p668 = getelementptr float, ptr %buf.y, i64 %v667
  store <16 x float> %v653, ptr %p668, align 4
  %t669 = add i64 %k0, 16
  %p670 = getelementptr float, ptr %buf.b, i64 %t669
  %ld671 = load <16 x float>, ptr %p670, align 4
  %v672 = fadd contract <16 x float> %ld671, %t314
  %v673 = sub i64 %size.R, 1
  %v674 = sub i64 %size.H, %v673
  %v675 = sub i64 %v674, 1
  %v676 = add i64 %v675, 1
  %v677 = mul i64 %n, %v676
  %v678 = add i64 %v677, %t646
  %v679 = sub i64 %size.S, 1
  %v680 = sub i64 %size.W, %v679
  %v681 = sub i64 %v680, 1
  %v682 = add i64 %v681, 1
  %v683 = mul i64 %v678, %v682
  %v684 = add i64 %v683, %t644
  %v685 = mul i64 %v684, %size.K
  %v686 = add i64 %v685, %t669
  %p687 = getelementptr float, ptr %buf.y, i64 %v686
  store <16 x float> %v672, ptr %p687, align 4
  %t688 = add i64 %k0, 32
  %p689 = getelementptr float, ptr %buf.b, i64 %t688
  %ld690 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p689, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v691 = fadd contract <16 x float> %ld690, %t315
  %v692 = sub i64 %size.R, 1
  %v693 = sub i64 %size.H, %v692
  %v694 = sub i64 %v693, 1
  %v695 = add i64 %v694, 1
  %v696 = mul i64 %n, %v695
  %v697 = add i64 %v696, %t646
  %v698 = sub i64 %size.S, 1
  %v699 = sub i64 %size.W, %v698
  %v700 = sub i64 %v699, 1
  %v701 = add i64 %v700, 1
  %v702 = mul i64 %v697, %v701
  %v703 = add i64 %v702, %t644
  %v704 = mul i64 %v703, %size.K
  %v705 = add i64 %v704, %t688
  %p706 = getelementptr float, ptr %buf.y, i64 %v705
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v691, ptr align 4 %p706, <16 x i1> %mlast)
  br label %finnext648
finnext648:
  br label %tile.next
partial:
  %t709 = icmp slt i64 0, %t10
  br i1 %t709, label %store707, label %next708
store707:
  %t710 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t298, ptr %t710, align 4
  %t711 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t299, ptr %t711, align 4
  %t712 = getelementptr float, ptr %t26, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t300, ptr align 4 %t712, <16 x i1> %mlast)
  br label %next708
next708:
  %t715 = icmp slt i64 1, %t10
  br i1 %t715, label %store713, label %next714
store713:
  %t716 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t301, ptr %t716, align 4
  %t717 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t302, ptr %t717, align 4
  %t718 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t303, ptr align 4 %t718, <16 x i1> %mlast)
  br label %next714
next714:
  %t721 = icmp slt i64 2, %t10
  br i1 %t721, label %store719, label %next720
store719:
  %t722 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t304, ptr %t722, align 4
  %t723 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t305, ptr %t723, align 4
  %t724 = getelementptr float, ptr %t30, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t306, ptr align 4 %t724, <16 x i1> %mlast)
  br label %next720
next720:
  %t727 = icmp slt i64 3, %t10
  br i1 %t727, label %store725, label %next726
store725:
  %t728 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t307, ptr %t728, align 4
  %t729 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t308, ptr %t729, align 4
  %t730 = getelementptr float, ptr %t32, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t309, ptr align 4 %t730, <16 x i1> %mlast)
  br label %next726
next726:
  %t733 = icmp slt i64 4, %t10
  br i1 %t733, label %store731, label %next732
store731:
  %t734 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t310, ptr %t734, align 4
  %t735 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t311, ptr %t735, align 4
  %t736 = getelementptr float, ptr %t34, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t312, ptr align 4 %t736, <16 x i1> %mlast)
  br label %next732
next732:
  %t739 = icmp slt i64 5, %t10
  br i1 %t739, label %store737, label %next738
store737:
  %t740 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t313, ptr %t740, align 4
  %t741 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t314, ptr %t741, align 4
  %t742 = getelementptr float, ptr %t36, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t315, ptr align 4 %t742, <16 x i1> %mlast)
  br label %next738
next738:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t743 = icmp slt i64 %j.next, %ntiles
  br i1 %t743, label %tile, label %exit
exit:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.4"(ptr %ind, i64 %per_tile, ptr %cnt, i64 %cstride, ptr %flags, i64 %ntiles, i64 %lastrows, i64 %tap0, i64 %tap1, i64 %R, i64 %runlen, i64 %c0, i64 %cg, ptr %b, i64 %btap, i64 %runbtap, i64 %sbk, ptr %c, i64 %scr, i1 %accum, ptr %zero, <16 x i1> %mlast, i1 %last, i64 %n, i64 %m_lo, i64 %k0, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K) noinline nounwind {
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
  %t368 = sub i64 %size.S, 1
  %t369 = sub i64 %size.W, %t368
  %t370 = sub i64 %t369, 1
  %t371 = add i64 %t370, 1
  %t372 = sdiv i64 %m0, %t371
  %t373 = srem i64 %m0, %t371
  %t376 = icmp slt i64 0, %t10
  br i1 %t376, label %fin374, label %finnext375
fin374:
  %t377 = add i64 %k0, 0
  %p378 = getelementptr float, ptr %buf.b, i64 %t377
  %ld379 = load <16 x float>, ptr %p378, align 4
  %v380 = fadd contract <16 x float> %ld379, %t344
  %v381 = sub i64 %size.R, 1
  %v382 = sub i64 %size.H, %v381
  %v383 = sub i64 %v382, 1
  %v384 = add i64 %v383, 1
  %v385 = mul i64 %n, %v384
  %v386 = add i64 %v385, %t372
  %v387 = sub i64 %size.S, 1
  %v388 = sub i64 %size.W, %v387
  %v389 = sub i64 %v388, 1
  %v390 = add i64 %v389, 1
  %v391 = mul i64 %v386, %v390
  %v392 = add i64 %v391, %t373
  %v393 = mul i64 %v392, %size.K
  %v394 = add i64 %v393, %t377
  %p395 = getelementptr float, ptr %buf.y, i64 %v394
  store <16 x float> %v380, ptr %p395, align 4
  %t396 = add i64 %k0, 16
  %p397 = getelementptr float, ptr %buf.b, i64 %t396
  %ld398 = load <16 x float>, ptr %p397, align 4
  %v399 = fadd contract <16 x float> %ld398, %t345
  %v400 = sub i64 %size.R, 1
  %v401 = sub i64 %size.H, %v400
  %v402 = sub i64 %v401, 1
  %v403 = add i64 %v402, 1
  %v404 = mul i64 %n, %v403
  %v405 = add i64 %v404, %t372
  %v406 = sub i64 %size.S, 1
  %v407 = sub i64 %size.W, %v406
  %v408 = sub i64 %v407, 1
  %v409 = add i64 %v408, 1
  %v410 = mul i64 %v405, %v409
  %v411 = add i64 %v410, %t373
  %v412 = mul i64 %v411, %size.K
  %v413 = add i64 %v412, %t396
  %p414 = getelementptr float, ptr %buf.y, i64 %v413
  store <16 x float> %v399, ptr %p414, align 4
  %t415 = add i64 %k0, 32
  %p416 = getelementptr float, ptr %buf.b, i64 %t415
  %ld417 = load <16 x float>, ptr %p416, align 4
  %v418 = fadd contract <16 x float> %ld417, %t346
  %v419 = sub i64 %size.R, 1
  %v420 = sub i64 %size.H, %v419
  %v421 = sub i64 %v420, 1
  %v422 = add i64 %v421, 1
  %v423 = mul i64 %n, %v422
  %v424 = add i64 %v423, %t372
  %v425 = sub i64 %size.S, 1
  %v426 = sub i64 %size.W, %v425
  %v427 = sub i64 %v426, 1
  %v428 = add i64 %v427, 1
  %v429 = mul i64 %v424, %v428
  %v430 = add i64 %v429, %t373
  %v431 = mul i64 %v430, %size.K
  %v432 = add i64 %v431, %t415
  %p433 = getelementptr float, ptr %buf.y, i64 %v432
  store <16 x float> %v418, ptr %p433, align 4
  %t434 = add i64 %k0, 48
  %p435 = getelementptr float, ptr %buf.b, i64 %t434
  %ld436 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p435, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v437 = fadd contract <16 x float> %ld436, %t347
  %v438 = sub i64 %size.R, 1
  %v439 = sub i64 %size.H, %v438
  %v440 = sub i64 %v439, 1
  %v441 = add i64 %v440, 1
  %v442 = mul i64 %n, %v441
  %v443 = add i64 %v442, %t372
  %v444 = sub i64 %size.S, 1
  %v445 = sub i64 %size.W, %v444
  %v446 = sub i64 %v445, 1
  %v447 = add i64 %v446, 1
  %v448 = mul i64 %v443, %v447
  %v449 = add i64 %v448, %t373
  %v450 = mul i64 %v449, %size.K
  %v451 = add i64 %v450, %t434
  %p452 = getelementptr float, ptr %buf.y, i64 %v451
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v437, ptr align 4 %p452, <16 x i1> %mlast)
  br label %finnext375
finnext375:
  %t453 = add i64 %t373, 1
  %t454 = icmp sge i64 %t453, %t371
  %t455 = select i1 %t454, i64 0, i64 %t453
  %t456 = zext i1 %t454 to i64
  %t457 = add i64 %t372, %t456
  %t460 = icmp slt i64 1, %t10
  br i1 %t460, label %fin458, label %finnext459
fin458:
  %t461 = add i64 %k0, 0
  %p462 = getelementptr float, ptr %buf.b, i64 %t461
  %ld463 = load <16 x float>, ptr %p462, align 4
  %v464 = fadd contract <16 x float> %ld463, %t348
  %v465 = sub i64 %size.R, 1
  %v466 = sub i64 %size.H, %v465
  %v467 = sub i64 %v466, 1
  %v468 = add i64 %v467, 1
  %v469 = mul i64 %n, %v468
  %v470 = add i64 %v469, %t457
  %v471 = sub i64 %size.S, 1
  %v472 = sub i64 %size.W, %v471
  %v473 = sub i64 %v472, 1
  %v474 = add i64 %v473, 1
  %v475 = mul i64 %v470, %v474
  %v476 = add i64 %v475, %t455
  %v477 = mul i64 %v476, %size.K
  %v478 = add i64 %v477, %t461
  %p479 = getelementptr float, ptr %buf.y, i64 %v478
  store <16 x float> %v464, ptr %p479, align 4
  %t480 = add i64 %k0, 16
  %p481 = getelementptr float, ptr %buf.b, i64 %t480
  %ld482 = load <16 x float>, ptr %p481, align 4
  %v483 = fadd contract <16 x float> %ld482, %t349
  %v484 = sub i64 %size.R, 1
  %v485 = sub i64 %size.H, %v484
  %v486 = sub i64 %v485, 1
  %v487 = add i64 %v486, 1
  %v488 = mul i64 %n, %v487
  %v489 = add i64 %v488, %t457
  %v490 = sub i64 %size.S, 1
  %v491 = sub i64 %size.W, %v490
  %v492 = sub i64 %v491, 1
  %v493 = add i64 %v492, 1
  %v494 = mul i64 %v489, %v493
  %v495 = add i64 %v494, %t455
  %v496 = mul i64 %v495, %size.K
  %v497 = add i64 %v496, %t480
  %p498 = getelementptr float, ptr %buf.y, i64 %v497
  store <16 x float> %v483, ptr %p498, align 4
  %t499 = add i64 %k0, 32
  %p500 = getelementptr float, ptr %buf.b, i64 %t499
  %ld501 = load <16 x float>, ptr %p500, align 4
  %v502 = fadd contract <16 x float> %ld501, %t350
  %v503 = sub i64 %size.R, 1
  %v504 = sub i64 %size.H, %v503
  %v505 = sub i64 %v504, 1
  %v506 = add i64 %v505, 1
  %v507 = mul i64 %n, %v506
  %v508 = add i64 %v507, %t457
  %v509 = sub i64 %size.S, 1
  %v510 = sub i64 %size.W, %v509
  %v511 = sub i64 %v510, 1
  %v512 = add i64 %v511, 1
  %v513 = mul i64 %v508, %v512
  %v514 = add i64 %v513, %t455
  %v515 = mul i64 %v514, %size.K
  %v516 = add i64 %v515, %t499
  %p517 = getelementptr float, ptr %buf.y, i64 %v516
  store <16 x float> %v502, ptr %p517, align 4
  %t518 = add i64 %k0, 48
  %p519 = getelementptr float, ptr %buf.b, i64 %t518
  %ld520 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p519, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v521 = fadd contract <16 x float> %ld520, %t351
  %v522 = sub i64 %size.R, 1
  %v523 = sub i64 %size.H, %v522
  %v524 = sub i64 %v523, 1
  %v525 = add i64 %v524, 1
  %v526 = mul i64 %n, %v525
  %v527 = add i64 %v526, %t457
  %v528 = sub i64 %size.S, 1
  %v529 = sub i64 %size.W, %v528
  %v530 = sub i64 %v529, 1
  %v531 = add i64 %v530, 1
  %v532 = mul i64 %v527, %v531
  %v533 = add i64 %v532, %t455
  %v534 = mul i64 %v533, %size.K
  %v535 = add i64 %v534, %t518
  %p536 = getelementptr float, ptr %buf.y, i64 %v535
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v521, ptr align 4 %p536, <16 x i1> %mlast)
  br label %finnext459
finnext459:
  %t537 = add i64 %t455, 1
  %t538 = icmp sge i64 %t537, %t371
  %t539 = select i1 %t538, i64 0, i64 %t537
  %t540 = zext i1 %t538 to i64
  %t541 = add i64 %t457, %t540
  %t544 = icmp slt i64 2, %t10
  br i1 %t544, label %fin542, label %finnext543
fin542:
  %t545 = add i64 %k0, 0
  %p546 = getelementptr float, ptr %buf.b, i64 %t545
  %ld547 = load <16 x float>, ptr %p546, align 4
  %v548 = fadd contract <16 x float> %ld547, %t352
  %v549 = sub i64 %size.R, 1
  %v550 = sub i64 %size.H, %v549
  %v551 = sub i64 %v550, 1
  %v552 = add i64 %v551, 1
  %v553 = mul i64 %n, %v552
  %v554 = add i64 %v553, %t541
  %v555 = sub i64 %size.S, 1
  %v556 = sub i64 %size.W, %v555
  %v557 = sub i64 %v556, 1
  %v558 = add i64 %v557, 1
  %v559 = mul i64 %v554, %v558
  %v560 = add i64 %v559, %t539
  %v561 = mul i64 %v560, %size.K
  %v562 = add i64 %v561, %t545
  %p563 = getelementptr float, ptr %buf.y, i64 %v562
  store <16 x float> %v548, ptr %p563, align 4
  %t564 = add i64 %k0, 16
  %p565 = getelementptr float, ptr %buf.b, i64 %t564
  %ld566 = load <16 x float>, ptr %p565, align 4
  %v567 = fadd contract <16 x float> %ld566, %t353
  %v568 = sub i64 %size.R, 1
  %v569 = sub i64 %size.H, %v568
  %v570 = sub i64 %v569, 1
  %v571 = add i64 %v570, 1
  %v572 = mul i64 %n, %v571
  %v573 = add i64 %v572, %t541
  %v574 = sub i64 %size.S, 1
  %v575 = sub i64 %size.W, %v574
  %v576 = sub i64 %v575, 1
  %v577 = add i64 %v576, 1
  %v578 = mul i64 %v573, %v577
  %v579 = add i64 %v578, %t539
  %v580 = mul i64 %v579, %size.K
  %v581 = add i64 %v580, %t564
  %p582 = getelementptr float, ptr %buf.y, i64 %v581
  store <16 x float> %v567, ptr %p582, align 4
  %t583 = add i64 %k0, 32
  %p584 = getelementptr float, ptr %buf.b, i64 %t583
  %ld585 = load <16 x float>, ptr %p584, align 4
  %v586 = fadd contract <16 x float> %ld585, %t354
  %v587 = sub i64 %size.R, 1
  %v588 = sub i64 %size.H, %v587
  %v589 = sub i64 %v588, 1
  %v590 = add i64 %v589, 1
  %v591 = mul i64 %n, %v590
  %v592 = add i64 %v591, %t541
  %v593 = sub i64 %size.S, 1
  %v594 = sub i64 %size.W, %v593
  %v595 = sub i64 %v594, 1
  %v596 = add i64 %v595, 1
  %v597 = mul i64 %v592, %v596
  %v598 = add i64 %v597, %t539
  %v599 = mul i64 %v598, %size.K
  %v600 = add i64 %v599, %t583
  %p601 = getelementptr float, ptr %buf.y, i64 %v600
  store <16 x float> %v586, ptr %p601, align 4
  %t602 = add i64 %k0, 48
  %p603 = getelementptr float, ptr %buf.b, i64 %t602
  %ld604 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p603, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v605 = fadd contract <16 x float> %ld604, %t355
  %v606 = sub i64 %size.R, 1
  %v607 = sub i64 %size.H, %v606
  %v608 = sub i64 %v607, 1
  %v609 = add i64 %v608, 1
  %v610 = mul i64 %n, %v609
  %v611 = add i64 %v610, %t541
  %v612 = sub i64 %size.S, 1
  %v613 = sub i64 %size.W, %v612
  %v614 = sub i64 %v613, 1
  %v615 = add i64 %v614, 1
  %v616 = mul i64 %v611, %v615
  %v617 = add i64 %v616, %t539
  %v618 = mul i64 %v617, %size.K
  %v619 = add i64 %v618, %t602
  %p620 = getelementptr float, ptr %buf.y, i64 %v619
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v605, ptr align 4 %p620, <16 x i1> %mlast)
  br label %finnext543
finnext543:
  %t621 = add i64 %t539, 1
  %t622 = icmp sge i64 %t621, %t371
  %t623 = select i1 %t622, i64 0, i64 %t621
  %t624 = zext i1 %t622 to i64
  %t625 = add i64 %t541, %t624
  %t628 = icmp slt i64 3, %t10
  br i1 %t628, label %fin626, label %finnext627
fin626:
  %t629 = add i64 %k0, 0
  %p630 = getelementptr float, ptr %buf.b, i64 %t629
  %ld631 = load <16 x float>, ptr %p630, align 4
  %v632 = fadd contract <16 x float> %ld631, %t356
  %v633 = sub i64 %size.R, 1
  %v634 = sub i64 %size.H, %v633
  %v635 = sub i64 %v634, 1
  %v636 = add i64 %v635, 1
  %v637 = mul i64 %n, %v636
  %v638 = add i64 %v637, %t625
  %v639 = sub i64 %size.S, 1
  %v640 = sub i64 %size.W, %v639
  %v641 = sub i64 %v640, 1
  %v642 = add i64 %v641, 1
  %v643 = mul i64 %v638, %v642
  %v644 = add i64 %v643, %t623
  %v645 = mul i64 %v644, %size.K
  %v646 = add i64 %v645, %t629
  %p647 = getelementptr float, ptr %buf.y, i64 %v646
  store <16 x float> %v632, ptr %p647, align 4
  %t648 = add i64 %k0, 16
  %p649 = getelementptr float, ptr %buf.b, i64 %t648
  %ld650 = load <16 x float>, ptr %p649, align 4
  %v651 = fadd contract <16 x float> %ld650, %t357
  %v652 = sub i64 %size.R, 1
  %v653 = sub i64 %size.H, %v652
  %v654 = sub i64 %v653, 1
  %v655 = add i64 %v654, 1
  %v656 = mul i64 %n, %v655
  %v657 = add i64 %v656, %t625
  %v658 = sub i64 %size.S, 1
  %v659 = sub i64 %size.W, %v658
  %v660 = sub i64 %v659, 1
  %v661 = add i64 %v660, 1
  %v662 = mul i64 %v657, %v661
  %v663 = add i64 %v662, %t623
  %v664 = mul i64 %v663, %size.K
  %v665 = add i64 %v664, %t648
  %p666 = getelementptr float, ptr %buf.y, i64 %v665
  store <16 x float> %v651, ptr %p666, align 4
  %t667 = add i64 %k0, 32
  %p668 = getelementptr float, ptr %buf.b, i64 %t667
  %ld669 = load <16 x float>, ptr %p668, align 4
  %v670 = fadd contract <16 x float> %ld669, %t358
  %v671 = sub i64 %size.R, 1
  %v672 = sub i64 %size.H, %v671
  %v673 = sub i64 %v672, 1
  %v674 = add i64 %v673, 1
  %v675 = mul i64 %n, %v674
  %v676 = add i64 %v675, %t625
  %v677 = sub i64 %size.S, 1
  %v678 = sub i64 %size.W, %v677
  %v679 = sub i64 %v678, 1
  %v680 = add i64 %v679, 1
  %v681 = mul i64 %v676, %v680
  %v682 = add i64 %v681, %t623
  %v683 = mul i64 %v682, %size.K
  %v684 = add i64 %v683, %t667
  %p685 = getelementptr float, ptr %buf.y, i64 %v684
  store <16 x float> %v670, ptr %p685, align 4
  %t686 = add i64 %k0, 48
  %p687 = getelementptr float, ptr %buf.b, i64 %t686
  %ld688 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p687, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v689 = fadd contract <16 x float> %ld688, %t359
  %v690 = sub i64 %size.R, 1
  %v691 = sub i64 %size.H, %v690
  %v692 = sub i64 %v691, 1
  %v693 = add i64 %v692, 1
  %v694 = mul i64 %n, %v693
  %v695 = add i64 %v694, %t625
  %v696 = sub i64 %size.S, 1
  %v697 = sub i64 %size.W, %v696
  %v698 = sub i64 %v697, 1
  %v699 = add i64 %v698, 1
  %v700 = mul i64 %v695, %v699
  %v701 = add i64 %v700, %t623
  %v702 = mul i64 %v701, %size.K
  %v703 = add i64 %v702, %t686
  %p704 = getelementptr float, ptr %buf.y, i64 %v703
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v689, ptr align 4 %p704, <16 x i1> %mlast)
  br label %finnext627
finnext627:
  %t705 = add i64 %t623, 1
  %t706 = icmp sge i64 %t705, %t371
  %t707 = select i1 %t706, i64 0, i64 %t705
  %t708 = zext i1 %t706 to i64
  %t709 = add i64 %t625, %t708
  %t712 = icmp slt i64 4, %t10
  br i1 %t712, label %fin710, label %finnext711
fin710:
  %t713 = add i64 %k0, 0
  %p714 = getelementptr float, ptr %buf.b, i64 %t713
  %ld715 = load <16 x float>, ptr %p714, align 4
  %v716 = fadd contract <16 x float> %ld715, %t360
  %v717 = sub i64 %size.R, 1
  %v718 = sub i64 %size.H, %v717
  %v719 = sub i64 %v718, 1
  %v720 = add i64 %v719, 1
  %v721 = mul i64 %n, %v720
  %v722 = add i64 %v721, %t709
  %v723 = sub i64 %size.S, 1
  %v724 = sub i64 %size.W, %v723
  %v725 = sub i64 %v724, 1
  %v726 = add i64 %v725, 1
  %v727 = mul i64 %v722, %v726
  %v728 = add i64 %v727, %t707
  %v729 = mul i64 %v728, %size.K
  %v730 = add i64 %v729, %t713
  %p731 = getelementptr float, ptr %buf.y, i64 %v730
  store <16 x float> %v716, ptr %p731, align 4
  %t732 = add i64 %k0, 16
  %p733 = getelementptr float, ptr %buf.b, i64 %t732
  %ld734 = load <16 x float>, ptr %p733, align 4
  %v735 = fadd contract <16 x float> %ld734, %t361
  %v736 = sub i64 %size.R, 1
  %v737 = sub i64 %size.H, %v736
  %v738 = sub i64 %v737, 1
  %v739 = add i64 %v738, 1
  %v740 = mul i64 %n, %v739
  %v741 = add i64 %v740, %t709
  %v742 = sub i64 %size.S, 1
  %v743 = sub i64 %size.W, %v742
  %v744 = sub i64 %v743, 1
  %v745 = add i64 %v744, 1
  %v746 = mul i64 %v741, %v745
  %v747 = add i64 %v746, %t707
  %v748 = mul i64 %v747, %size.K
  %v749 = add i64 %v748, %t732
  %p750 = getelementptr float, ptr %buf.y, i64 %v749
  store <16 x float> %v735, ptr %p750, align 4
  %t751 = add i64 %k0, 32
  %p752 = getelementptr float, ptr %buf.b, i64 %t751
  %ld753 = load <16 x float>, ptr %p752, align 4
  %v754 = fadd contract <16 x float> %ld753, %t362
  %v755 = sub i64 %size.R, 1
  %v756 = sub i64 %size.H, %v755
  %v757 = sub i64 %v756, 1
  %v758 = add i64 %v757, 1
  %v759 = mul i64 %n, %v758
  %v760 = add i64 %v759, %t709
  %v761 = sub i64 %size.S, 1
  %v762 = sub i64 %size.W, %v761
  %v763 = sub i64 %v762, 1
  %v764 = add i64 %v763, 1
  %v765 = mul i64 %v760, %v764
  %v766 = add i64 %v765, %t707
  %v767 = mul i64 %v766, %size.K
  %v768 = add i64 %v767, %t751
  %p769 = getelementptr float, ptr %buf.y, i64 %v768
  store <16 x float> %v754, ptr %p769, align 4
  %t770 = add i64 %k0, 48
  %p771 = getelementptr float, ptr %buf.b, i64 %t770
  %ld772 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p771, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v773 = fadd contract <16 x float> %ld772, %t363
  %v774 = sub i64 %size.R, 1
  %v775 = sub i64 %size.H, %v774
  %v776 = sub i64 %v775, 1
  %v777 = add i64 %v776, 1
  %v778 = mul i64 %n, %v777
  %v779 = add i64 %v778, %t709
  %v780 = sub i64 %size.S, 1
  %v781 = sub i64 %size.W, %v780
  %v782 = sub i64 %v781, 1
  %v783 = add i64 %v782, 1
  %v784 = mul i64 %v779, %v783
  %v785 = add i64 %v784, %t707
  %v786 = mul i64 %v785, %size.K
  %v787 = add i64 %v786, %t770
  %p788 = getelementptr float, ptr %buf.y, i64 %v787
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v773, ptr align 4 %p788, <16 x i1> %mlast)
  br label %finnext711
finnext711:
  %t789 = add i64 %t707, 1
  %t790 = icmp sge i64 %t789, %t371
  %t791 = select i1 %t790, i64 0, i64 %t789
  %t792 = zext i1 %t790 to i64
  %t793 = add i64 %t709, %t792
  %t796 = icmp slt i64 5, %t10
  br i1 %t796, label %fin794, label %finnext795
fin794:
  %t797 = add i64 %k0, 0
  %p798 = getelementptr float, ptr %buf.b, i64 %t797
  %ld799 = load <16 x float>, ptr %p798, align 4
  %v800 = fadd contract <16 x float> %ld799, %t364
  %v801 = sub i64 %size.R, 1
  %v802 = sub i64 %size.H, %v801
  %v803 = sub i64 %v802, 1
  %v804 = add i64 %v803, 1
  %v805 = mul i64 %n, %v804
  %v806 = add i64 %v805, %t793
  %v807 = sub i64 %size.S, 1
  %v808 = sub i64 %size.W, %v807
  %v809 = sub i64 %v808, 1
  %v810 = add i64 %v809, 1
  %v811 = mul i64 %v806, %v810
  %v812 = add i64 %v811, %t791
  %v813 = mul i64 %v812, %size.K
  %v814 = add i64 %v813, %t797
  %p815 = getelementptr float, ptr %buf.y, i64 %v814
  store <16 x float> %v800, ptr %p815, align 4
  %t816 = add i64 %k0, 16
  %p817 = getelementptr float, ptr %buf.b, i64 %t816
  %ld818 = load <16 x float>, ptr %p817, align 4
  %v819 = fadd contract <16 x float> %ld818, %t365
  %v820 = sub i64 %size.R, 1
  %v821 = sub i64 %size.H, %v820
  %v822 = sub i64 %v821, 1
  %v823 = add i64 %v822, 1
  %v824 = mul i64 %n, %v823
  %v825 = add i64 %v824, %t793
  %v826 = sub i64 %size.S, 1
  %v827 = sub i64 %size.W, %v826
  %v828 = sub i64 %v827, 1
  %v829 = add i64 %v828, 1
  %v830 = mul i64 %v825, %v829
  %v831 = add i64 %v830, %t791
  %v832 = mul i64 %v831, %size.K
  %v833 = add i64 %v832, %t816
  %p834 = getelementptr float, ptr %buf.y, i64 %v833
  store <16 x float> %v819, ptr %p834, align 4
  %t835 = add i64 %k0, 32
  %p836 = getelementptr float, ptr %buf.b, i64 %t835
  %ld837 = load <16 x float>, ptr %p836, align 4
  %v838 = fadd contract <16 x float> %ld837, %t366
  %v839 = sub i64 %size.R, 1
  %v840 = sub i64 %size.H, %v839
  %v841 = sub i64 %v840, 1
  %v842 = add i64 %v841, 1
  %v843 = mul i64 %n, %v842
  %v844 = add i64 %v843, %t793
  %v845 = sub i64 %size.S, 1
  %v846 = sub i64 %size.W, %v845
  %v847 = sub i64 %v846, 1
  %v848 = add i64 %v847, 1
  %v849 = mul i64 %v844, %v848
  %v850 = add i64 %v849, %t791
  %v851 = mul i64 %v850, %size.K
  %v852 = add i64 %v851, %t835
  %p853 = getelementptr float, ptr %buf.y, i64 %v852
  store <16 x float> %v838, ptr %p853, align 4
  %t854 = add i64 %k0, 48
  %p855 = getelementptr float, ptr %buf.b, i64 %t854
  %ld856 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p855, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %v857 = fadd contract <16 x float> %ld856, %t367
  %v858 = sub i64 %size.R, 1
  %v859 = sub i64 %size.H, %v858
  %v860 = sub i64 %v859, 1
  %v861 = add i64 %v860, 1
  %v862 = mul i64 %n, %v861
  %v863 = add i64 %v862, %t793
  %v864 = sub i64 %size.S, 1
  %v865 = sub i64 %size.W, %v864
  %v866 = sub i64 %v865, 1
  %v867 = add i64 %v866, 1
  %v868 = mul i64 %v863, %v867
  %v869 = add i64 %v868, %t791
  %v870 = mul i64 %v869, %size.K
  %v871 = add i64 %v870, %t854
  %p872 = getelementptr float, ptr %buf.y, i64 %v871
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v857, ptr align 4 %p872, <16 x i1> %mlast)
  br label %finnext795
finnext795:
  br label %tile.next
partial:
  %t875 = icmp slt i64 0, %t10
  br i1 %t875, label %store873, label %next874
store873:
  %t876 = getelementptr float, ptr %t26, i64 0
  store <16 x float> %t344, ptr %t876, align 4
  %t877 = getelementptr float, ptr %t26, i64 16
  store <16 x float> %t345, ptr %t877, align 4
  %t878 = getelementptr float, ptr %t26, i64 32
  store <16 x float> %t346, ptr %t878, align 4
  %t879 = getelementptr float, ptr %t26, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t347, ptr align 4 %t879, <16 x i1> %mlast)
  br label %next874
next874:
  %t882 = icmp slt i64 1, %t10
  br i1 %t882, label %store880, label %next881
store880:
  %t883 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %t348, ptr %t883, align 4
  %t884 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %t349, ptr %t884, align 4
  %t885 = getelementptr float, ptr %t28, i64 32
  store <16 x float> %t350, ptr %t885, align 4
  %t886 = getelementptr float, ptr %t28, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t351, ptr align 4 %t886, <16 x i1> %mlast)
  br label %next881
next881:
  %t889 = icmp slt i64 2, %t10
  br i1 %t889, label %store887, label %next888
store887:
  %t890 = getelementptr float, ptr %t30, i64 0
  store <16 x float> %t352, ptr %t890, align 4
  %t891 = getelementptr float, ptr %t30, i64 16
  store <16 x float> %t353, ptr %t891, align 4
  %t892 = getelementptr float, ptr %t30, i64 32
  store <16 x float> %t354, ptr %t892, align 4
  %t893 = getelementptr float, ptr %t30, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t355, ptr align 4 %t893, <16 x i1> %mlast)
  br label %next888
next888:
  %t896 = icmp slt i64 3, %t10
  br i1 %t896, label %store894, label %next895
store894:
  %t897 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %t356, ptr %t897, align 4
  %t898 = getelementptr float, ptr %t32, i64 16
  store <16 x float> %t357, ptr %t898, align 4
  %t899 = getelementptr float, ptr %t32, i64 32
  store <16 x float> %t358, ptr %t899, align 4
  %t900 = getelementptr float, ptr %t32, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t359, ptr align 4 %t900, <16 x i1> %mlast)
  br label %next895
next895:
  %t903 = icmp slt i64 4, %t10
  br i1 %t903, label %store901, label %next902
store901:
  %t904 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %t360, ptr %t904, align 4
  %t905 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %t361, ptr %t905, align 4
  %t906 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %t362, ptr %t906, align 4
  %t907 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t363, ptr align 4 %t907, <16 x i1> %mlast)
  br label %next902
next902:
  %t910 = icmp slt i64 5, %t10
  br i1 %t910, label %store908, label %next909
store908:
  %t911 = getelementptr float, ptr %t36, i64 0
  store <16 x float> %t364, ptr %t911, align 4
  %t912 = getelementptr float, ptr %t36, i64 16
  store <16 x float> %t365, ptr %t912, align 4
  %t913 = getelementptr float, ptr %t36, i64 32
  store <16 x float> %t366, ptr %t913, align 4
  %t914 = getelementptr float, ptr %t36, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t367, ptr align 4 %t914, <16 x i1> %mlast)
  br label %next909
next909:
  br label %tile.next
tile.next:
  %j.next = add nsw i64 %j, 1
  %t915 = icmp slt i64 %j.next, %ntiles
  br i1 %t915, label %tile, label %exit
exit:
  ret void
}


define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c54 = alloca i64
  %c109 = alloca i64
  %c156 = alloca i64
  %c208 = alloca i64
  %c365 = alloca i64
  %c371 = alloca i64
  %c570 = alloca i64
  %c579 = alloca i64
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
  %t39 = mul i64 %t10, 6
  %t40 = mul i64 %t39, 16
  %t41 = getelementptr ptr, ptr %t38, i64 %t40
  %t42 = add i64 %t10, 1
  %t43 = mul i64 %t42, 16
  %t44 = getelementptr i32, ptr %t41, i64 %t43
  %t45 = getelementptr i32, ptr %t44, i64 16
  %t46 = add i64 %size.S, 1
  %t47 = mul i64 %t46, %size.C
  %t48 = mul i64 %t47, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t45, i8 0, i64 %t48, i1 false)
  %t49 = mul i64 %size.C, %size.K
  %t50 = mul i64 %size.C, %size.K
  %t51 = mul i64 %t10, %t50
  %t52 = mul i64 %t51, 4
  %t53 = icmp sgt i64 %t52, 524288
  store i64 %range.lo, ptr %c54
  br label %head55
head55:
  %i58 = load i64, ptr %c54
  %t59 = icmp slt i64 %i58, %t18
  br i1 %t59, label %body56, label %done57
body56:
  %t60 = sdiv i64 %i58, %t15
  %t61 = srem i64 %i58, %t15
  %t62 = sdiv i64 %t61, %t14
  %t63 = srem i64 %t61, %t12
  %t64 = select i1 %t53, i64 %t62, i64 %t63
  %t65 = srem i64 %t61, %t14
  %t66 = sdiv i64 %t61, %t12
  %t67 = select i1 %t53, i64 %t65, i64 %t66
  %t68 = mul i64 %t64, 64
  %t69 = sub i64 %size.K, %t68
  %t70 = icmp slt i64 64, %t69
  %t71 = select i1 %t70, i64 64, i64 %t69
  %t72 = add i64 %t71, 15
  %t73 = sdiv i64 %t72, 16
  %t74 = sub i64 %t73, 1
  %t75 = mul i64 %t74, 16
  %t76 = add i64 %t68, %t75
  %t77 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t76, i64 %size.K)
  %t78 = mul i64 %t67, 96
  %t79 = add i64 %t78, 96
  %t80 = icmp slt i64 %t9, %t79
  %t81 = select i1 %t80, i64 %t9, i64 %t79
  %t82 = sub i64 %t81, %t78
  %t83 = add i64 %t82, 5
  %t84 = sdiv i64 %t83, 6
  %t85 = sdiv i64 %t78, %t8
  %t86 = srem i64 %t78, %t8
  %t87 = sub i64 %size.R, 1
  %t88 = sub i64 %size.H, %t87
  %t89 = sub i64 %t88, 1
  %t90 = add i64 %t89, 1
  %t91 = sub i64 %size.S, 1
  %t92 = sub i64 %size.W, %t91
  %t93 = sub i64 %t92, 1
  %t94 = add i64 %t93, 1
  %t95 = mul i64 %t90, %t94
  %t96 = mul i64 %t95, %size.K
  %t97 = mul i64 %t60, %t96
  %t98 = sub i64 %size.S, 1
  %t99 = sub i64 %size.W, %t98
  %t100 = sub i64 %t99, 1
  %t101 = add i64 %t100, 1
  %t102 = mul i64 %t101, %size.K
  %t103 = mul i64 %t85, %t102
  %t104 = add i64 %t97, %t103
  %t105 = mul i64 %t86, %size.K
  %t106 = add i64 %t104, %t105
  %t107 = add i64 %t106, %t68
  %t108 = getelementptr float, ptr %buf.y, i64 %t107
  store i64 0, ptr %c109
  br label %head110
head110:
  %i113 = load i64, ptr %c109
  %t114 = icmp slt i64 %i113, %t84
  br i1 %t114, label %body111, label %done112
body111:
  %t115 = mul i64 %i113, 6
  %t116 = add i64 %t78, %t115
  %t117 = add i64 %t116, 6
  %t118 = icmp slt i64 %t81, %t117
  %t119 = select i1 %t118, i64 %t81, i64 %t117
  %t120 = sub i64 %t119, 1
  %t121 = add i64 %t116, 0
  %t122 = icmp slt i64 %t121, %t120
  %t123 = select i1 %t122, i64 %t121, i64 %t120
  %t124 = sdiv i64 %t123, %t8
  %t125 = srem i64 %t123, %t8
  %t126 = add i64 %t116, 1
  %t127 = icmp slt i64 %t126, %t120
  %t128 = select i1 %t127, i64 %t126, i64 %t120
  %t129 = sdiv i64 %t128, %t8
  %t130 = srem i64 %t128, %t8
  %t131 = add i64 %t116, 2
  %t132 = icmp slt i64 %t131, %t120
  %t133 = select i1 %t132, i64 %t131, i64 %t120
  %t134 = sdiv i64 %t133, %t8
  %t135 = srem i64 %t133, %t8
  %t136 = add i64 %t116, 3
  %t137 = icmp slt i64 %t136, %t120
  %t138 = select i1 %t137, i64 %t136, i64 %t120
  %t139 = sdiv i64 %t138, %t8
  %t140 = srem i64 %t138, %t8
  %t141 = add i64 %t116, 4
  %t142 = icmp slt i64 %t141, %t120
  %t143 = select i1 %t142, i64 %t141, i64 %t120
  %t144 = sdiv i64 %t143, %t8
  %t145 = srem i64 %t143, %t8
  %t146 = add i64 %t116, 5
  %t147 = icmp slt i64 %t146, %t120
  %t148 = select i1 %t147, i64 %t146, i64 %t120
  %t149 = sdiv i64 %t148, %t8
  %t150 = srem i64 %t148, %t8
  %t151 = mul i64 %i113, %t39
  %t152 = getelementptr ptr, ptr %t38, i64 %t151
  %t153 = mul i64 %i113, %t42
  %t154 = getelementptr i32, ptr %t41, i64 %t153
  %t155 = getelementptr i32, ptr %t44, i64 %i113
  store i32 0, ptr %t154
  store i64 0, ptr %c156
  %t159 = mul i64 %t125, 1
  %t160 = add i64 %t159, 0
  %t161 = icmp ult i64 %t160, %size.W
  %t162 = and i1 %t21, %t161
  %t163 = sub i64 %size.S, 1
  %t164 = add i64 %t160, %t163
  %t165 = icmp ult i64 %t164, %size.W
  %t166 = and i1 %t162, %t165
  %t167 = mul i64 %t130, 1
  %t168 = add i64 %t167, 0
  %t169 = icmp ult i64 %t168, %size.W
  %t170 = and i1 %t166, %t169
  %t171 = sub i64 %size.S, 1
  %t172 = add i64 %t168, %t171
  %t173 = icmp ult i64 %t172, %size.W
  %t174 = and i1 %t170, %t173
  %t175 = mul i64 %t135, 1
  %t176 = add i64 %t175, 0
  %t177 = icmp ult i64 %t176, %size.W
  %t178 = and i1 %t174, %t177
  %t179 = sub i64 %size.S, 1
  %t180 = add i64 %t176, %t179
  %t181 = icmp ult i64 %t180, %size.W
  %t182 = and i1 %t178, %t181
  %t183 = mul i64 %t140, 1
  %t184 = add i64 %t183, 0
  %t185 = icmp ult i64 %t184, %size.W
  %t186 = and i1 %t182, %t185
  %t187 = sub i64 %size.S, 1
  %t188 = add i64 %t184, %t187
  %t189 = icmp ult i64 %t188, %size.W
  %t190 = and i1 %t186, %t189
  %t191 = mul i64 %t145, 1
  %t192 = add i64 %t191, 0
  %t193 = icmp ult i64 %t192, %size.W
  %t194 = and i1 %t190, %t193
  %t195 = sub i64 %size.S, 1
  %t196 = add i64 %t192, %t195
  %t197 = icmp ult i64 %t196, %size.W
  %t198 = and i1 %t194, %t197
  %t199 = mul i64 %t150, 1
  %t200 = add i64 %t199, 0
  %t201 = icmp ult i64 %t200, %size.W
  %t202 = and i1 %t198, %t201
  %t203 = sub i64 %size.S, 1
  %t204 = add i64 %t200, %t203
  %t205 = icmp ult i64 %t204, %size.W
  %t206 = and i1 %t202, %t205
  br i1 %t206, label %byrun207, label %bytap157
byrun207:
  store i64 0, ptr %c208
  br label %head209
head209:
  %i212 = load i64, ptr %c208
  %t213 = icmp slt i64 %i212, %size.R
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
  %t225 = mul i64 %t60, %t224
  %t226 = add i64 %t124, %i212
  %t227 = mul i64 %size.W, %size.C
  %t228 = mul i64 %t226, %t227
  %t229 = add i64 %t225, %t228
  %t230 = add i64 %t125, 0
  %t231 = mul i64 %t230, %size.C
  %t232 = add i64 %t229, %t231
  %t233 = add i64 %t232, 0
  %t234 = getelementptr float, ptr %buf.x, i64 %t233
  %t235 = select i1 %t222, ptr %t234, ptr %t45
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
  %t250 = mul i64 %t60, %t249
  %t251 = add i64 %t129, %i212
  %t252 = mul i64 %size.W, %size.C
  %t253 = mul i64 %t251, %t252
  %t254 = add i64 %t250, %t253
  %t255 = add i64 %t130, 0
  %t256 = mul i64 %t255, %size.C
  %t257 = add i64 %t254, %t256
  %t258 = add i64 %t257, 0
  %t259 = getelementptr float, ptr %buf.x, i64 %t258
  %t260 = select i1 %t247, ptr %t259, ptr %t45
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
  %t275 = mul i64 %t60, %t274
  %t276 = add i64 %t134, %i212
  %t277 = mul i64 %size.W, %size.C
  %t278 = mul i64 %t276, %t277
  %t279 = add i64 %t275, %t278
  %t280 = add i64 %t135, 0
  %t281 = mul i64 %t280, %size.C
  %t282 = add i64 %t279, %t281
  %t283 = add i64 %t282, 0
  %t284 = getelementptr float, ptr %buf.x, i64 %t283
  %t285 = select i1 %t272, ptr %t284, ptr %t45
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
  %t300 = mul i64 %t60, %t299
  %t301 = add i64 %t139, %i212
  %t302 = mul i64 %size.W, %size.C
  %t303 = mul i64 %t301, %t302
  %t304 = add i64 %t300, %t303
  %t305 = add i64 %t140, 0
  %t306 = mul i64 %t305, %size.C
  %t307 = add i64 %t304, %t306
  %t308 = add i64 %t307, 0
  %t309 = getelementptr float, ptr %buf.x, i64 %t308
  %t310 = select i1 %t297, ptr %t309, ptr %t45
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
  %t325 = mul i64 %t60, %t324
  %t326 = add i64 %t144, %i212
  %t327 = mul i64 %size.W, %size.C
  %t328 = mul i64 %t326, %t327
  %t329 = add i64 %t325, %t328
  %t330 = add i64 %t145, 0
  %t331 = mul i64 %t330, %size.C
  %t332 = add i64 %t329, %t331
  %t333 = add i64 %t332, 0
  %t334 = getelementptr float, ptr %buf.x, i64 %t333
  %t335 = select i1 %t322, ptr %t334, ptr %t45
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
  %t350 = mul i64 %t60, %t349
  %t351 = add i64 %t149, %i212
  %t352 = mul i64 %size.W, %size.C
  %t353 = mul i64 %t351, %t352
  %t354 = add i64 %t350, %t353
  %t355 = add i64 %t150, 0
  %t356 = mul i64 %t355, %size.C
  %t357 = add i64 %t354, %t356
  %t358 = add i64 %t357, 0
  %t359 = getelementptr float, ptr %buf.x, i64 %t358
  %t360 = select i1 %t347, ptr %t359, ptr %t45
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
  %t370 = icmp slt i64 %i369, %size.R
  br i1 %t370, label %body367, label %done368
body367:
  store i64 0, ptr %c371
  br label %head372
head372:
  %i375 = load i64, ptr %c371
  %t376 = icmp slt i64 %i375, %size.S
  br i1 %t376, label %body373, label %done374
body373:
  %t377 = mul i64 %i369, %size.S
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
  %t396 = mul i64 %t60, %t395
  %t397 = add i64 %t124, %i369
  %t398 = mul i64 %size.W, %size.C
  %t399 = mul i64 %t397, %t398
  %t400 = add i64 %t396, %t399
  %t401 = add i64 %t125, %i375
  %t402 = mul i64 %t401, %size.C
  %t403 = add i64 %t400, %t402
  %t404 = add i64 %t403, 0
  %t405 = getelementptr float, ptr %buf.x, i64 %t404
  %t406 = select i1 %t393, ptr %t405, ptr %t45
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
  %t426 = mul i64 %t60, %t425
  %t427 = add i64 %t129, %i369
  %t428 = mul i64 %size.W, %size.C
  %t429 = mul i64 %t427, %t428
  %t430 = add i64 %t426, %t429
  %t431 = add i64 %t130, %i375
  %t432 = mul i64 %t431, %size.C
  %t433 = add i64 %t430, %t432
  %t434 = add i64 %t433, 0
  %t435 = getelementptr float, ptr %buf.x, i64 %t434
  %t436 = select i1 %t423, ptr %t435, ptr %t45
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
  %t456 = mul i64 %t60, %t455
  %t457 = add i64 %t134, %i369
  %t458 = mul i64 %size.W, %size.C
  %t459 = mul i64 %t457, %t458
  %t460 = add i64 %t456, %t459
  %t461 = add i64 %t135, %i375
  %t462 = mul i64 %t461, %size.C
  %t463 = add i64 %t460, %t462
  %t464 = add i64 %t463, 0
  %t465 = getelementptr float, ptr %buf.x, i64 %t464
  %t466 = select i1 %t453, ptr %t465, ptr %t45
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
  %t486 = mul i64 %t60, %t485
  %t487 = add i64 %t139, %i369
  %t488 = mul i64 %size.W, %size.C
  %t489 = mul i64 %t487, %t488
  %t490 = add i64 %t486, %t489
  %t491 = add i64 %t140, %i375
  %t492 = mul i64 %t491, %size.C
  %t493 = add i64 %t490, %t492
  %t494 = add i64 %t493, 0
  %t495 = getelementptr float, ptr %buf.x, i64 %t494
  %t496 = select i1 %t483, ptr %t495, ptr %t45
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
  %t516 = mul i64 %t60, %t515
  %t517 = add i64 %t144, %i369
  %t518 = mul i64 %size.W, %size.C
  %t519 = mul i64 %t517, %t518
  %t520 = add i64 %t516, %t519
  %t521 = add i64 %t145, %i375
  %t522 = mul i64 %t521, %size.C
  %t523 = add i64 %t520, %t522
  %t524 = add i64 %t523, 0
  %t525 = getelementptr float, ptr %buf.x, i64 %t524
  %t526 = select i1 %t513, ptr %t525, ptr %t45
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
  %t546 = mul i64 %t60, %t545
  %t547 = add i64 %t149, %i369
  %t548 = mul i64 %size.W, %size.C
  %t549 = mul i64 %t547, %t548
  %t550 = add i64 %t546, %t549
  %t551 = add i64 %t150, %i375
  %t552 = mul i64 %t551, %size.C
  %t553 = add i64 %t550, %t552
  %t554 = add i64 %t553, 0
  %t555 = getelementptr float, ptr %buf.x, i64 %t554
  %t556 = select i1 %t543, ptr %t555, ptr %t45
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
  %t568 = getelementptr i32, ptr %t154, i64 %t10
  store i32 %t567, ptr %t568
  %t569 = add nsw i64 %i113, 1
  store i64 %t569, ptr %c109
  br label %head110
done112:
  store i64 0, ptr %c570
  br label %tbhead571
tbhead571:
  %tb574 = load i64, ptr %c570
  %t575 = icmp slt i64 %tb574, %t10
  br i1 %t575, label %tbbody572, label %tbdone573
tbbody572:
  %t576 = add i64 %tb574, %t34
  %t577 = icmp slt i64 %t10, %t576
  %t578 = select i1 %t577, i64 %t10, i64 %t576
  store i64 0, ptr %c579
  br label %cbhead580
cbhead580:
  %cb583 = load i64, ptr %c579
  %t584 = icmp slt i64 %cb583, %t20
  br i1 %t584, label %cbbody581, label %cbdone582
cbbody581:
  %t585 = sub i64 %size.C, %cb583
  %t586 = icmp slt i64 %t30, %t585
  %t587 = select i1 %t586, i64 %t30, i64 %t585
  %t588 = icmp sgt i64 %tb574, 0
  %t589 = icmp sgt i64 %cb583, 0
  %t590 = or i1 %t588, %t589
  %t591 = icmp eq i64 %t578, %t10
  %t592 = add i64 %cb583, %t587
  %t593 = icmp sge i64 %t592, %size.C
  %t594 = and i1 %t591, %t593
  %t595 = sdiv i64 %tb574, %size.S
  %t596 = srem i64 %tb574, %size.S
  %t597 = mul i64 %size.S, %size.C
  %t598 = mul i64 %t597, %size.K
  %t599 = mul i64 %t595, %t598
  %t600 = mul i64 %size.C, %size.K
  %t601 = mul i64 %t596, %t600
  %t602 = add i64 %t599, %t601
  %t603 = mul i64 %cb583, %size.K
  %t604 = add i64 %t602, %t603
  %t605 = add i64 %t604, %t68
  %t606 = getelementptr float, ptr %buf.w, i64 %t605
  %t607 = sub i64 %t81, %t78
  %t608 = sub i64 %t84, 1
  %t609 = mul i64 %t608, 6
  %t610 = sub i64 %t607, %t609
  %t611 = mul i64 %size.S, %size.C
  %t612 = mul i64 %t611, %size.K
  %t616 = icmp eq i64 %t73, 1
  br i1 %t616, label %nv1614, label %nvnext615
nv1614:
  call void @"jr.dc.conv2d_nhwc.1"(ptr %t38, i64 %t39, ptr %t41, i64 %t42, ptr %t44, i64 %t84, i64 %t610, i64 %tb574, i64 %t578, i64 %size.R, i64 %t611, i64 %cb583, i64 %t587, ptr %t606, i64 %t49, i64 %t612, i64 %size.K, ptr %t108, i64 %size.K, i1 %t590, ptr %t45, <16 x i1> %t77, i1 %t594, i64 %t60, i64 %t78, i64 %t68, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called613
nvnext615:
  %t619 = icmp eq i64 %t73, 2
  br i1 %t619, label %nv2617, label %nvnext618
nv2617:
  call void @"jr.dc.conv2d_nhwc.2"(ptr %t38, i64 %t39, ptr %t41, i64 %t42, ptr %t44, i64 %t84, i64 %t610, i64 %tb574, i64 %t578, i64 %size.R, i64 %t611, i64 %cb583, i64 %t587, ptr %t606, i64 %t49, i64 %t612, i64 %size.K, ptr %t108, i64 %size.K, i1 %t590, ptr %t45, <16 x i1> %t77, i1 %t594, i64 %t60, i64 %t78, i64 %t68, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called613
nvnext618:
  %t622 = icmp eq i64 %t73, 3
  br i1 %t622, label %nv3620, label %nvnext621
nv3620:
  call void @"jr.dc.conv2d_nhwc.3"(ptr %t38, i64 %t39, ptr %t41, i64 %t42, ptr %t44, i64 %t84, i64 %t610, i64 %tb574, i64 %t578, i64 %size.R, i64 %t611, i64 %cb583, i64 %t587, ptr %t606, i64 %t49, i64 %t612, i64 %size.K, ptr %t108, i64 %size.K, i1 %t590, ptr %t45, <16 x i1> %t77, i1 %t594, i64 %t60, i64 %t78, i64 %t68, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called613
nvnext621:
  %t625 = icmp eq i64 %t73, 4
  br i1 %t625, label %nv4623, label %nvnext624
nv4623:
  call void @"jr.dc.conv2d_nhwc.4"(ptr %t38, i64 %t39, ptr %t41, i64 %t42, ptr %t44, i64 %t84, i64 %t610, i64 %tb574, i64 %t578, i64 %size.R, i64 %t611, i64 %cb583, i64 %t587, ptr %t606, i64 %t49, i64 %t612, i64 %size.K, ptr %t108, i64 %size.K, i1 %t590, ptr %t45, <16 x i1> %t77, i1 %t594, i64 %t60, i64 %t78, i64 %t68, ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %size.K)
  br label %called613
nvnext624:
  br label %called613
called613:
  %t626 = add i64 %cb583, %t30
  store i64 %t626, ptr %c579
  br label %cbhead580
cbdone582:
  store i64 %t578, ptr %c570
  br label %tbhead571
tbdone573:
  %t627 = add nsw i64 %i58, 1
  store i64 %t627, ptr %c54
  br label %head55
done57:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
